import { DAY_MINUTES, DAY_SECONDS, sameQuantity, type Quantity } from "../quantities/index.js";
import type { Analysed } from "../analysis.js";
import type { SourceSentence } from "../context-index.js";
import { clauses, keysWithin, within } from "./clauses.js";
import { timeSpans } from "./derived-figures.js";
import type { ContentContext, ContentRule } from "./rule.js";
import type { RuleReport } from "../types.js";
import { HAN } from "../text/zh.js";

/** Minutes of half a day: "9 to 5" is nine in the morning to five in the afternoon. */
const HALF_DAY_MINUTES = DAY_MINUTES / 2;

/**
 * A span of time that starts (or ends) where one the source gives does but ends (or starts)
 * elsewhere: "上午8点到晚上10点" against "8:00至20:00"; "open 10 am to 5 pm at weekends" against
 * "10 am to 4 pm at weekends". Each time may be in the source, as the end of another span
 * ("18:00至22:00"), so the number rule holds both; the span as a whole is what is wrong. And the
 * length the claim works out for a span it gives right.
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
    return lengthOfASpanGiven(claim, ours, alignment.sentences, { where, evidence });
  },
};

/** What may stand between a span and its length: punctuation, and words of a total or a hedge. */
const LENGTH_LEAD = /^(?:[\s,，、：:（(]|共计|总共|一共|合计|全程|历时|持续|为期|共|大约|约|将近|近|lasting|taking|a\s+total\s+of|in\s+all|about|around|roughly|some|nearly|almost|just\s+over|just\s+under)*$/iu;

/** Words that say time is taken out of a span, or a span of hours is one of several: a break, "each day". */
const TAKEN_OUT = /午休|午餐|休息|每天|每日|\b(?:lunch|breaks?|rest|each|every|per|a\s+day)\b/iu;

/**
 * A length of time the claim works out for a span it gives whole, as the source does, worked out
 * wrong: "从上午9点持续到下午5点，共计约7个小时" of "9:00至17:00" (eight hours).
 */
function lengthOfASpanGiven(
  claim: Analysed,
  ours: readonly [Quantity, Quantity][],
  sentences: readonly SourceSentence[],
  { where, evidence }: Pick<ContentContext, "where" | "evidence">,
): RuleReport[] {
  if (TAKEN_OUT.test(claim.text)) return [];
  for (const [start, end] of ours) {
    const given = sentences
      .filter((s) => !TAKEN_OUT.test(s.text))
      .map((s) => ({ sentence: s, span: timeSpans(s).find(([a, b]) => sameQuantity(start, a) && sameQuantity(end, b)) }))
      .find((found) => found.span !== undefined);
    if (given?.span === undefined) continue;
    const { sentence } = given;
    const [a, b] = given.span;
    let minutes = end.value - start.value;
    if (minutes < 0 && end.halfDay === true) minutes += HALF_DAY_MINUTES;
    if (minutes < 0) minutes += DAY_MINUTES;
    // The length comes right after the span, said as its length ("，共计约7个小时", ", about seven
    // hours"), not as how often something runs in it ("行车间隔8分钟", "每30分钟一班"); a length of days
    // or more ("seven days a week") is no span's of one day.
    const length = claim.quantities.find(
      (q) => q.dimension === "time" && q.start >= end.end && LENGTH_LEAD.test(claim.text.slice(end.end - claim.start, q.start - claim.start)) && q.value < DAY_SECONDS && q.change === undefined && q.per === undefined && q.bound === undefined && q.max === undefined,
    );
    if (length === undefined) continue;
    const worked: Quantity = { ...length, value: minutes * 60, step: 60, approximate: false };
    if (sameQuantity(length, worked)) continue;
    const hours = (minutes / 60).toLocaleString("en-US", { maximumFractionDigits: 2 });
    const expected = HAN.test(length.raw) ? `${hours}小时` : `${hours} hours`;
    return [
      {
        message: `${where(sentence)} gives ${a.raw} to ${b.raw}, which is ${expected}; the claim says ${length.raw}`,
        span: { start: length.start, end: length.end },
        actual: length.raw,
        expected,
        evidence: evidence(sentence),
      },
    ];
  }
  return [];
}

export default rule;
