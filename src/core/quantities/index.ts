export { extractQuantities, sameQuantity, comparable, heldBesideAnother } from "./numbers.js";
export type { Quantity, Dimension } from "./numbers.js";
export { extractDates, sameDate, conflictingDates } from "./dates.js";
export type { DateMention } from "./dates.js";
