import { comparable, sameQuantity } from "../quantities/index.js";
import type { RuleReport } from "../types.js";
import type { ContentRule } from "./rule.js";
import { evidenceSentences, nearbyKeys, sameAttribute } from "./nearby.js";

/**
 * Every number, amount and quantity of the claim must be in the evidence after normalisation
 * (2,100 mW = 2.1 W, 1.2k = 1,200, 八 = 8). A comparable value about the same thing in the
 * evidence makes it a contradiction; otherwise the number is simply not supported.
 */
const rule: ContentRule = {
  meta: {
    id: "number-mismatch",
    code: "N1",
    description: "A number, amount or quantity of the claim is not in the cited source.",
    severity: "error",
  },
  check({ claim, regions, alignment, evidence, where }) {
    const reports: RuleReport[] = [];
    if (claim.quantities.length === 0) return [];
    // The aligned sentences first: they hold the number as a rule, and the others need not be read.
    const sentences = evidenceSentences(alignment.sentences, regions);
    for (const q of claim.quantities) {
      if (sentences.some((s) => s.quantities.some((e) => sameQuantity(q, e)))) continue;
      // A bare number ("It is 12.") says nothing of what it measures: only the aligned sentence can rival it.
      const bare = nearbyKeys(claim, q).size === 0;
      const rival = sentences
        .flatMap((s) => s.quantities.filter((e) => comparable(q, e) && (bare ? s === alignment.sentences[0] && alignment.bestCoverage >= 0.6 : sameAttribute(claim, q, s, e))).map((e) => ({ s, e })))[0];
      if (rival) {
        reports.push({
          code: "X1",
          message: `${where(rival.s)} says ${rival.e.raw}, the claim says ${q.raw}`,
          span: q,
          actual: q.raw,
          expected: rival.e.raw,
          evidence: evidence(rival.s),
        });
      } else {
        reports.push({ message: `${q.raw} is not in ${regions.map((r) => `[${r.label}]`).join(", ")}`, span: q, actual: q.raw });
      }
    }
    return reports;
  },
};

export default rule;
