export { asCaseWritten, extractQuantities, sameQuantity, samePeople, sameStage, withoutBound, comparable, countsPer, heldBesideAnother, inclusiveCount, inYearsOfAge, isBareNumber, isMultiple, labelsNumber, onSideOfBound, PEOPLE_PLURALS, samePer, singular, timeGivenToAct, zhSecondsOf, ZH_WITHIN_AFTER } from "./numbers.js";
export { asOffset, offsetWay, offsetWayBefore, setOffAhead, oppositeChanges } from "./change.js";
export type { Change, ChangeDirection } from "./change.js";
export type { Quantity, Dimension } from "./numbers.js";
export { extractDates, daysSpanned, daysSpannedBeside, oppositeLimits, otherSideNamedAt, sideOfLimit, sameDate, conflictingDates, pluralWeekdaysAt, pluralWeekdaysIn, singularWeekday, weekdaysOf, weekdayLeftOutOfARun, WEEKDAY_NAME } from "./dates.js";
export { DAY_SECONDS, PERIOD_SECONDS, YEAR_SECONDS } from "./units.js";
export type { DateMention } from "./dates.js";
export { DAY_MINUTES } from "./fixed-forms.js";
