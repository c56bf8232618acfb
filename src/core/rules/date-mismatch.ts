import { conflictingDates, sameDate } from "../quantities/index.js";
import type { RuleReport } from "../types.js";
import type { ContentRule } from "./rule.js";
import { evidenceSentences, sameAttribute } from "./nearby.js";

/**
 * Every date of the claim must agree with a date of the evidence at the claim's own precision
 * ("2025" agrees with "March 2025"; "March 2025" does not agree with "2025"). A date of the same
 * precision about the same event that differs (March vs May 2025) is a contradiction.
 */
const rule: ContentRule = {
  meta: {
    id: "date-mismatch",
    code: "N1",
    description: "A date of the claim is not in the cited source, or the source gives another date.",
    severity: "error",
  },
  check({ claim, regions, alignment, evidence, where }) {
    const reports: RuleReport[] = [];
    if (claim.dates.length === 0) return [];
    const sentences = evidenceSentences(alignment.sentences, regions);
    for (const d of claim.dates) {
      if (sentences.some((s) => s.dates.some((e) => sameDate(d, e)))) continue;
      const rival = sentences
        .flatMap((s) => s.dates.filter((e) => conflictingDates(d, e) && (sameAttribute(claim, d, s, e, 4) || (s === alignment.sentences[0] && alignment.bestCoverage >= 0.6))).map((e) => ({ s, e })))[0];
      if (rival) {
        reports.push({
          code: "X1",
          message: `${where(rival.s)} says ${rival.e.raw}, the claim says ${d.raw}`,
          span: d,
          actual: d.raw,
          expected: rival.e.raw,
          evidence: evidence(rival.s),
        });
      } else {
        reports.push({ message: `the date ${d.raw} is not in ${regions.map((r) => `[${r.label}]`).join(", ")}`, span: d, actual: d.raw });
      }
    }
    return reports;
  },
};

export default rule;
