import { sameQuantity, type Quantity } from "../quantities/index.js";
import { clauses, keysWithin, within } from "./clauses.js";
import { timeSpans } from "./derived-figures.js";
import type { ContentRule } from "./rule.js";

/**
 * A span of time that starts (or ends) where one the source gives does but ends (or starts)
 * elsewhere: "上午8点到晚上10点" against "8:00至20:00"; "open 10 am to 5 pm at weekends" against
 * "10 am to 4 pm at weekends". Each time may be in the source, as the end of another span
 * ("18:00至22:00"), so the number rule holds both; the span as a whole is what is wrong.
 */
const rule: ContentRule = {
  meta: {
    id: "time-span",
    code: "X1",
    description: "The claim gives a span of time that shares one end with a span the cited source gives and not the other.",
    severity: "error",
  },
  check({ claim, alignment, where, evidence }) {
    const ours = timeSpans(claim);
    if (ours.length === 0) return [];
    for (const sentence of alignment.sentences) {
      const theirs = timeSpans(sentence);
      for (const [start, end] of ours) {
        if (theirs.some(([a, b]) => sameQuantity(start, a) && sameQuantity(end, b))) continue;
        // One end shared, the other not: the span the claim means is that one, told wrong; of
        // two, the one whose clause says more of the claim ("from 10 am to 4 pm at weekends").
        const candidates = theirs.filter(([a, b]) => sameQuantity(start, a) !== sameQuantity(end, b));
        const keysOf = ([a]: [Quantity, Quantity]): Set<string> => {
          const clause = clauses(sentence).find((part) => within(a, part));
          return clause === undefined ? new Set() : keysWithin(sentence, clause);
        };
        const keys = candidates.map(keysOf);
        // Words of the claim's that one candidate's clause has and the others' lack.
        const named = (k: number): number => [...keys[k]!].filter((key) => claim.keys.has(key) && keys.every((other, j) => j === k || !other.has(key))).length;
        const other = candidates[candidates.reduce((most, _, k) => (named(k) > named(most) ? k : most), 0)];
        if (other === undefined) continue;
        const [a, b] = other;
        const wrong = sameQuantity(start, a) ? end : start;
        return [
          {
            message: `${where(sentence)} gives ${a.raw} to ${b.raw}, the claim says ${start.raw} to ${end.raw}`,
            span: { start: wrong.start, end: wrong.end },
            actual: wrong.raw,
            expected: sameQuantity(start, a) ? b.raw : a.raw,
            evidence: evidence(sentence),
          },
        ];
      }
    }
    return [];
  },
};

export default rule;
