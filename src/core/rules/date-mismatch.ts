import { conflictingDates, sameDate, type DateMention } from "../quantities/index.js";
import type { Region } from "../context-index.js";
import type { ContentRule } from "./rule.js";
import { planAgainstFact, sameAttribute } from "./nearby.js";
import { checkValues } from "./values.js";

/** Alignment of the best sentence that makes its differing date a rival even without shared neighbours. */
const EVENT_ALIGNMENT = 0.6;

/**
 * "18 October 2018" against "Thursday 18 October": a source leaves out the year it was written
 * in. Its date holds the claim's when it gives the month, and the day and weekday if the claim
 * does, and they agree, and the claim's year is written somewhere in the source.
 */
function yearLeftOut(claimDate: DateMention, sourceDate: DateMention, regions: readonly Region[]): boolean {
  const { year, month, day } = claimDate;
  if (year === undefined || month === undefined || sourceDate.year !== undefined || sourceDate.month !== month || sourceDate.day !== day) return false;
  // Read in the claim's year, the source's date must hold all of the claim's, its weekday too.
  if (!sameDate(claimDate, { ...sourceDate, year })) return false;
  const written = String(year);
  return regions.some((region) => region.sentences.some((s) => s.text.includes(written)));
}

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
  check(context) {
    const { claim, alignment } = context;
    return checkValues(context, {
      values: claim.dates,
      valuesOf: (s) => s.dates,
      same: (d, e) => sameDate(d, e) || yearLeftOut(d, e, context.regions),
      rivals: (d, s, e) => conflictingDates(d, e) && (sameAttribute(claim, d, s, e, { perSide: 4 }) || (s === alignment.sentences[0] && alignment.bestCoverage >= EVENT_ALIGNMENT && !planAgainstFact(claim, d, s, e))),
      missing: (d, cited) => `the date ${d.raw} is not in ${cited}`,
    });
  },
};

export default rule;
