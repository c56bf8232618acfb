// Bands and bounds a source sets cases by, which a figure of the claim may fall in: shared by the
// number rule (a case held by its band) and the slot rule (a figure in the place of the band's case).
import { matchKey, type Analysed } from "../analysis.js";
import { comparable, onSideOfBound, otherSideNamedAt, PERIOD_SECONDS, sameDate, sameQuantity, type DateMention, type Quantity } from "../quantities/index.js";
import { writtenNumber } from "./claim-arithmetic.js";
import type { Span } from "../types.js";
import { inBrackets, ITEM_BREAKS, keysWithin, segments, spansBetween, within } from "./clauses.js";
import { HAN } from "../text/zh.js";
import { negatedAt } from "./negation-scope.js";

/**
 * What opens a clause the claim sets a case in: "If your dog weighs 18 kg, …", "For a 25 km move,
 * …", "With 8 points on your licence …", 如果…, or one it describes ("A player rated 1750 could play …", "An employee
 * with three years' service", "…, so someone with 20 years' service").
 */
const CASE_OPENING = /(?:^|[,;，；]\s*)(?:if|when|whenever|for|where)\b[^,;，；]*$|^with\s+$|(?:^|[,;]\s*)(?:(?:an?|one)\s+)?[a-z-]+(?:\s+[a-z-]+)?\s+(?:rated|aged|weighing|earning|measuring|with)\s+$|(?:如果|假如|若|凡)[^，；。]*$/iu;

/**
 * An act the claim opens on, whose phrase the figure is the time of: "Cancelling an £85 booking three weeks
 * before the trip would get you …" is a case of "bookings cancelled 14 or more days before". (Not where
 * the claim goes on to say the act is a duty: "Booking 30 days ahead is required" states the rule.)
 */
// (The figure is of the act's phrase, before the claim's verb: not the £5.99 of "Posting a medium parcel … would come to £5.99".
// The list of verbs is short, so only a length of time is read so, the act's own: the £101 after "Driving an untaxed vehicle
// carries a fixed penalty of" would pass for the act's.)
const ACT_OPENING = /^[A-Z][a-z]+ing\s(?:(?!\b(?:would|will|can|could|may|might|must|should|is|are|was|were|costs?|comes?|gets?|gives?|means?|takes?)\b)[^,;])*$/u;
const DUTY_AFTER = /^[^,;]*\b(?:is|are)\s+(?:required|compulsory|mandatory|needed|necessary|essential)\b/iu;
/** A Chinese figure that describes the noun after it, a case of what it measures: 身高1.1米的小朋友. */
const ZH_DESCRIBES = /^的\p{Script=Han}/u;
/** An English figure that describes one thing of those something can do with: "can run a 2,200 W kettle". */
const EN_CAN_DO_WITH = /\b(?:can|could|will|may)\s+(?:[a-z]+\s+){1,2}(?:a|an)\s+$/iu;
const EN_NOUN_AFTER = /^[\s-]*[a-z]/u;
/** …or that describes the thing the claim opens on, perhaps after an act done to it: "A 13-year-old can", "Keeping a 4.2 m dinghy", "For a 45 m² loft". */
const EN_CASE_OPENING = /^\s*(?:(?:for|with)\s+|[A-Za-z]+ing\s+)?(?:a|an)\s+(?:[a-z-]+\s+)?$/iu;
/** …or that counts the group the claim opens on: "A household of seven", "For a party of 12". */
const EN_GROUP_OF = /^\s*(?:(?:for|with)\s+)?(?:a|an)\s+[a-z-]+\s+of\s+$/iu;
/** What would follow, said after a case: "… would be covered". */
const WOULD = /\bwould(?:n't)?\b/iu;
/** A relative clause that sets the case of the thing before it: "A home that has been empty for six years". */
const RELATIVE_CASE_BEFORE = /\b(?:that|which|who|whose)\s+[^.;,]{0,40}$/iu;

/**
 * A figure the claim sets a case by lies in a band or past a limit the source gives: "If your dog
 * weighs 18 kg" is a case of "medium dogs from 10 to 25 kg". Said as a fact ("the battery lasts 12
 * hours" of "10–15 hours"), it would say more than the band. `heldOtherwise` tells the claim's other
 * figures the caller holds by other means, or does not check.
 */
export function caseInBand(claim: Analysed, q: Quantity, s: Analysed, { heldOtherwise }: { heldOtherwise?: (o: Quantity) => boolean } = {}): boolean {
  if (q.bound !== undefined || q.max !== undefined || q.change !== undefined) return false;
  const inBand = (e: Quantity): boolean => comparable(q, e) && inBandOf(q, e);
  // Most sentences give no band or bound the figure falls in: the claim's words need not be read for a case.
  if (!s.quantities.some(inBand)) return false;
  if (!opensACase(claim, q)) return false;
  // The band's sentence names what the claim does: "could play in the Major" is not a case of "the best player rated under 2000"
  // (a name in brackets is an aside: 每年可享受10天年休假（不含司龄假）).
  if (claim.entities.some((name) => name.kind === "name" && !s.flat.includes(name.key) && !inBrackets(claim, name))) return false;
  // Cases parted by semicolons are set by every bound each gives (满10年不满20年的，10天).
  const cases = segments(s);
  const nextCase = nextCaseAfter(claim, q);
  return s.quantities.some((e) => {
    if (!inBand(e)) return false;
    // (Not where the claim says of its figure what the sentence says of the band on the bound's other side.)
    const otherSide = boundOtherSide(s, e);
    if (otherSide !== undefined && saysTheBandsCase(claim, q, s, otherSide, e)) return false;
    // (…nor where it says what another band's case says.)
    if (anotherBandsCaseSaid(claim, q, s, e) !== undefined) return false;
    const ownCase = cases.length >= 2 ? cases.find((part) => within(e, part)) : undefined;
    // (…nor where the claim names a code the sentence gives in another case, and the band's case names a code of its own:
    // "12周岁…140厘米的青少年，就可以驾驶成人单人车SR-270" of "…SR-270须年满16周岁…；12至15周岁…只能驾驶限速车型JR-120".)
    if (ownCase !== undefined && codeOfAnotherCase(claim, s, ownCase)) return false;
    // (A bound parted from the band by a figure of another kind is another item's: the "90平方米以下" of
    // "90平方米以下3000元，90至144平方米5000元" sets no case of 120平方米.)
    const apart = (b: Quantity): boolean => s.quantities.some((f) => f.dimension !== q.dimension && f.start >= Math.min(b.end, e.end) && f.end <= Math.max(b.start, e.start));
    if (ownCase !== undefined && !s.quantities.every((b) => !within(b, ownCase) || !comparable(q, b) || (b.bound === undefined && b.max === undefined) || inBand(b) || apart(b))) return false;
    // The claim's other figures must be the band's own, in its case or its item of the list: "18 kg … £48", not "… £62".
    // (The "or" of a bound, "three or more pianos", parts no items.)
    const piece = spansBetween(s.text.replace(BOUND_OR, (m) => " ".repeat(m.length)), ITEM_BREAKS, s.start).find((part) => within(e, part));
    const item = ownCase ?? piece;
    // (…or, where the sentence has no other band of the kind and no other figure of the other's kind, it lists no
    // items: its case goes on past commas to what follows, "Households of six or more people, …, may apply for a larger 240-litre … bin".)
    const onlyBand = ownCase === undefined && !s.quantities.some((b) => b !== e && comparable(q, b) && (b.bound !== undefined || b.max !== undefined));
    const onlyOfItsKind = (o: Quantity): boolean => onlyBand && s.quantities.filter((f) => comparable(o, f)).length === 1 && s.quantities.some((f) => sameQuantity(o, f));
    const givenIn = (o: Quantity, span: Span | undefined, same: (a: Quantity, b: Quantity) => boolean): boolean => span !== undefined && s.quantities.some((f) => same(o, f) && within(f, span));
    // (Within a case, the item of the band gives the figure, where it gives one of the kind: "£95 a year for a dinghy up to 4.6 m long and £140 for longer dinghies".)
    const level = (o: Quantity, f: Quantity): boolean => f.bound === undefined && f.max === undefined && comparable(o, f);
    const held = (o: Quantity): boolean => givenIn(o, item, sameQuantity) && (piece === item || givenIn(o, piece, sameQuantity) || !givenIn(o, piece, level));
    // (…or one the caller holds otherwise, as one the sentence works out from another of the claim's: the 8公斤 that tops its 72公斤 up to 80公斤.)
    return claim.quantities.every((o) => o === q || held(o) || onlyOfItsKind(o) || o.start >= nextCase || (heldOtherwise?.(o) ?? false));
  });
}

/** The claim names a code the sentence gives outside the case, whose own words name another code. */
function codeOfAnotherCase(claim: Analysed, s: Analysed, ownCase: Span): boolean {
  const codes = (text: Analysed): Analysed["entities"] => text.entities.filter((name) => name.kind === "identifier");
  const ours = new Set(codes(claim).map((code) => code.key));
  const theirs = codes(s);
  return theirs.some((code) => ours.has(code.key) && !within(code, ownCase)) && theirs.some((code) => within(code, ownCase) && !ours.has(code.key));
}

/** A case the claim opens after its first: "…, and if you needed two extra rounds, …". */
const ANOTHER_CASE = /[,;]\s*(?:and\s+|but\s+)?(?:if|when|unless)\b/iu;

/** Where the claim opens another case after the figure's, whose figures are that case's: past its end, if none. */
function nextCaseAfter(claim: Analysed, q: Quantity): number {
  const after = ANOTHER_CASE.exec(claim.text.slice(q.end - claim.start));
  return after === null ? claim.end : q.end + after.index;
}

/**
 * The band of the sentence whose case the claim says after its figure, which falls in `holding`, not
 * in that band: "45 days before departure, you only forfeit your deposit" of "more than 60 days out
 * loses only the deposit; between 60 and 31 days, 50% of the total is retained". (Not where the
 * claim gives a figure that the holding band's own case gives: "half of their money back" of "between
 * 7 and 13 days, a 50% refund".)
 */
export function anotherBandsCaseSaid(claim: Analysed, q: Quantity, s: Analysed, holding: Quantity): Quantity | undefined {
  const holdingCase = segments(s).find((part) => within(holding, part));
  if (holdingCase !== undefined && claim.quantities.some((o) => o !== q && s.quantities.some((f) => f !== holding && within(f, holdingCase) && sameQuantity(o, f)))) return undefined;
  return s.quantities.find((b) => b !== holding && comparable(q, b) && (b.bound !== undefined || b.max !== undefined) && !inBandOf(q, b) && saysTheBandsCase(claim, q, s, b, holding));
}

/** "Before 2 pm", 14:00前 (not "not before 6 pm", nor 7点前后, about then, nor 前往, to go to): any time earlier is meant; "after 6 pm", 22:00以后: any time later. */
const SIDE_BEFORE_A_TIME = /(?<![A-Za-z])(?<!\bnot\s+)(before|after)\s+$/iu;
const ZH_SIDE_AFTER_A_TIME = /^\s*(?:以|之)?(前|后)(?![后往去面来台排门])/u;
const SIDE_WORD = /^(?:before|after|(?:以|之)?[前后])$/iu;
/** How far before a time of day its "before" or "after" is read, and a "not" before that: "not before ". */
const SIDE_REACH = 16;

/** The side of a time of day the sentence means, where it means the times before or after it rather than the time itself. */
export function sideOfATime(s: Analysed, e: Quantity): "earlier" | "later" | undefined {
  if (e.dimension !== "clock" || e.max !== undefined || e.bound !== undefined) return undefined;
  const word = SIDE_BEFORE_A_TIME.exec(s.text.slice(Math.max(0, e.start - s.start - SIDE_REACH), e.start - s.start))?.[1] ?? ZH_SIDE_AFTER_A_TIME.exec(s.text.slice(e.end - s.start))?.[1];
  if (word === undefined) return undefined;
  return /before|前/iu.test(word) ? "earlier" : "later";
}

/**
 * The claim sets a case by a time of day on the side of one the sentence means the times before or
 * after: "如果晚上9点半开始" of "22:00以前开始的项目不加收" (a time it says as a fact, or as a side of
 * its own, is no case of it). Where the sentence gives both sides of that time, each a case of its own,
 * the claim must say nothing only the other side's case says: "at 9 pm … 不需要付夜间服务费" of
 * "22:00以后开始的…加收夜间服务费；22:00以前开始…不加收", but not "travel free from 9am" of "free after
 * 9:30am …; before 9:30am they must pay the full fare".
 */
export function timeOnItsSide(claim: Analysed, q: Quantity, s: Analysed): boolean {
  if (q.dimension !== "clock" || q.bound !== undefined || q.max !== undefined || q.change !== undefined || sideOfATime(claim, q) !== undefined || !opensACase(claim, q)) return false;
  const sides = s.quantities.map((e) => ({ e, side: sideOfATime(s, e) }));
  const cases = segments(s);
  const caseWords = (e: Quantity): Set<string> => {
    const part = cases.find((c) => within(e, c));
    return part === undefined ? new Set() : keysWithin(s, part);
  };
  return sides.some(({ e, side }) => {
    if (side === undefined || !(side === "earlier" ? q.value < e.value : q.value > e.value)) return false;
    const other = sides.find((o) => o.e.value === e.value && o.side !== undefined && o.side !== side);
    if (other === undefined) return true;
    const own = caseWords(e);
    const others = caseWords(other.e);
    // (The words of a side are no case's: "10点以后才结束" of a start before 22:00.)
    return !claim.content.some((t) => !negatedAt(claim, t) && !SIDE_WORD.test(t.norm) && others.has(matchKey(t)) && !own.has(matchKey(t)));
  });
}

/** An exact figure falls in a range, or on the side of a bound. */
export function inBandOf(q: Quantity, band: Quantity): boolean {
  return band.max !== undefined ? q.value >= Math.min(band.value, band.max) && q.value <= Math.max(band.value, band.max) : band.bound !== undefined && caseOfBound(q, band);
}

/** The claim sets a case by the figure: "If your dog weighs 18 kg", "An employee with three years' service", "A household of seven", 身高1.1米的小朋友. */
function opensACase(claim: Analysed, q: Quantity): boolean {
  const before = claim.text.slice(0, q.start - claim.start);
  const after = claim.text.slice(q.end - claim.start);
  return (
    CASE_OPENING.test(before) ||
    (q.dimension === "time" && ACT_OPENING.test(before) && !DUTY_AFTER.test(after)) ||
    // (A relative clause is as often a fact of its own, "people who ate it within 15 days": another figure the band's case gives
    // must bear it out, or the claim says what would follow, "a unit that cracks eight months after fitting would be covered".)
    (RELATIVE_CASE_BEFORE.test(before) && (claim.quantities.length >= 2 || WOULD.test(after))) ||
    (HAN.test(q.raw) ? ZH_DESCRIBES.test(after) : ((EN_CAN_DO_WITH.test(before) || EN_CASE_OPENING.test(before)) && EN_NOUN_AFTER.test(after)) || EN_GROUP_OF.test(before))
  );
}

/** A rate for each unit of time of something: "for each complete year of service", "per month of membership". */
const PER_UNIT_OF = /\b(?:each|every|per)\s+(?:complete\s+|full\s+|whole\s+)?(hour|day|week|month|year)\b(?:\s+of\s+([a-z]+))?/giu;
/** How far after the claim's figure the thing the unit is of may be said: "20 years' service". */
const UNIT_OF_REACH = 16;

/**
 * A length of time the claim sets a case by, counted in the unit the sentence gives a rate for each
 * of: "someone with 20 years' service" of "two weeks' pay for each complete year of service". Any
 * such count is a case of the rate, not a rival of the sentence's other figures.
 */
export function caseOfARate(claim: Analysed, q: Quantity, s: Analysed): boolean {
  if (q.dimension !== "time" || q.bound !== undefined || q.max !== undefined || q.change !== undefined || !opensACase(claim, q)) return false;
  const written = writtenNumber(q);
  const after = claim.text.slice(q.end - claim.start, q.end - claim.start + UNIT_OF_REACH).toLowerCase();
  return [...s.text.matchAll(PER_UNIT_OF)].some((m) => q.value / written === PERIOD_SECONDS.get(m[1]!.toLowerCase()) && (m[2] === undefined || after.includes(m[2].toLowerCase())));
}

/** The "or" of a bound after a figure: "three or more", "12 or under". */
const BOUND_OR = /\s+or\s+(?:more|fewer|less|over|under|older|younger|above|below)(?![A-Za-z])/giu;

/** An exact figure on the side of a bound the source states: 3 of "at most 5", 65 of "60 or over". */
export function caseOfBound(q: Quantity, e: Quantity): boolean {
  if (q.bound !== undefined || q.max !== undefined || e.max !== undefined || q.change !== undefined) return false;
  return onSideOfBound(q.value, e);
}

/** The bound the other way at a bound's own figure, which splits the cases in two bands: "under two … aged two and over". */
export function boundOtherSide(s: Analysed, e: Quantity): Quantity | undefined {
  return e.bound === undefined ? undefined : s.quantities.find((o) => o !== e && o.raw === e.raw && o.bound !== undefined && o.bound !== e.bound);
}

/** Words the claim says after its figure, at least this many, that one band's case says and the other's does not. */
const MIN_CASE_WORDS = 2;

/**
 * The claim says after its figure what the sentence's case of the band `said` says, and not what the case of the
 * band the figure falls in says: its figure is put in the wrong band.
 */
export function saysTheBandsCase(claim: Analysed, q: Quantity, s: Analysed, said: Quantity, other: Quantity): boolean {
  const cases = segments(s);
  const caseOf = (e: Quantity): Span | undefined => cases.find((part) => within(e, part));
  const saidCase = caseOf(said);
  const otherCase = caseOf(other);
  if (saidCase === undefined || otherCase === undefined || saidCase === otherCase) return false;
  // (A word the claim denies is not said of its case: 全额退款 of "开场前两天取消，是拿不到全额退款的" against "72小时以上取消全额退款".)
  const after = claim.content.filter((t) => t.start >= q.end && t.norm.length >= 2 && !negatedAt(claim, t));
  // (What each band's case says past its bound: the words before it may set the scene of both, 购买家庭唯一住房.)
  const saidWords = keysWithin(s, { start: said.end, end: saidCase.end });
  // (A word the other case denies is not said there: 退还 of "定金不予退还" against "定金全额退还".)
  const otherWords = new Set(s.content.filter((t) => within(t, { start: other.end, end: otherCase.end }) && !negatedAt(s, t)).map(matchKey));
  return after.filter((t) => saidWords.has(matchKey(t)) && !otherWords.has(matchKey(t))).length >= MIN_CASE_WORDS;
}

/**
 * The claim's dated limit is the other side of the sentence's, and speaks of the case the sentence
 * goes on to there: "If you bought your licence before March 2024, the upgrade costs £19" of "a free
 * update for … a licence bought on or after 1 March 2024; users with older licences can upgrade for
 * £19". More of the claim's words are said of that case than of the limit's own ("before March 2024,
 * the update is free" is of the limit's).
 */
export function otherSideOfTheDate(claim: Analysed, d: DateMention, s: Analysed, e: DateMention): boolean {
  if (d.limit === undefined || !sameDate(d, e)) return false;
  const at = otherSideNamedAt(s, e, d.limit);
  if (at === undefined) return false;
  const limitsOwn = keysWithin(s, { start: s.start, end: at });
  const otherSides = keysWithin(s, { start: at, end: s.end });
  let own = 0;
  let other = 0;
  for (const key of claim.keys) {
    if (limitsOwn.has(key) && !otherSides.has(key)) own++;
    if (otherSides.has(key) && !limitsOwn.has(key)) other++;
  }
  // (…and of its figures: "£19".)
  for (const q of claim.quantities) {
    const given = s.quantities.find((o) => sameQuantity(q, o));
    if (given === undefined) continue;
    if (given.start >= at) other++;
    else own++;
  }
  return other > own;
}
