// Figures a claim derives from two of a sentence's by arithmetic it states: how far something
// moved ("1.3 GB less" of "from 3.2 GB to 1.9 GB"), how far apart two figures are ("£4 cheaper"
// of £16 and £12), how long a span of time lasts ("15 hours" of "from 06:00 until 21:00"), and
// what figures come to ("合计90GB" of 60GB and 30GB) or come to on average, what one is of the other ("halved to £65"
// of £130 and £65), a share or a rate of another figure of the claim ("10元保价费" of "声明价值2000元"
// at 0.5%, "£32 for two adults" at £16 per adult), a price less a discount the claim names, a
// price moved by what the evidence adds or takes off ("£15 less", 上浮20%), a rate charged past an
// allowance ("超出10公里后每公里加收8元", "£12 for each additional player"), and a multiple a sentence
// states ("the interval doubles").
// The other figure is then the claim's premise, which the source need not give.
// The number rule counts such a figure as held by the sentence.
import { comparable, countsPer, samePeople, DAY_MINUTES, DAY_SECONDS, extractQuantities, isBareNumber, isMultiple, onSideOfBound, oppositeChanges, PEOPLE_PLURALS, PERIOD_SECONDS, sameDate, samePer, sameQuantity, singular, weekdaysOf, YEAR_SECONDS, type DateMention, type Quantity } from "../quantities/index.js";
import type { SourceSentence } from "../context-index.js";
import { flatten, matchKey, type Analysed } from "../analysis.js";
import { tokenMatch } from "../align.js";
import type { Token } from "../text/tokens.js";
import type { Span } from "../types.js";
import { BRACKET_OPENING, BRACKETED, clauseOf, clauses, hyphenedToANoun, inBrackets, insideFigure, keysWithin, segmentOf, segments, within } from "./clauses.js";
import { figureOfAnotherDay, figureOfAnotherItem, itemStart, ITEM_MARK, ownWordsPerStretch } from "./nearby.js";
import { countIn } from "./values.js";
import { areZhAntonyms } from "../lexicon/zh-antonyms.js";
import { HAN } from "../text/zh.js";

/** Seconds in a minute: times of day count minutes, lengths of time seconds. */
const MINUTE = 60;

/**
 * How far a figure moved from `start` to `end`, as a quantity the claim's amount can be held by:
 * in percentage points for percentages; none when the two are not of one kind or the claim says
 * it moved the other way.
 */
function movedBy(start: Quantity, end: Quantity, amount: Quantity): Quantity | undefined {
  const moved = end.value - start.value;
  const direction = moved > 0 ? "rise" : "fall";
  if (!comparable({ ...start, change: undefined }, { ...end, change: undefined }) || (amount.change?.direction !== undefined && amount.change.direction !== direction)) return undefined;
  const points = start.unit === "%" && amount.unit === "pp";
  return { ...end, change: undefined, value: Math.abs(moved), unit: points ? "pp" : end.unit, step: Math.min(start.step, end.step), approximate: false };
}

/**
 * How far a figure moved from `start` to `end` as a percentage of the start, for a claim's rate of
 * change in percent of figures that are no percentages: "an increase of roughly 22%" of "$110,000,
 * up from $90,000".
 */
function movedByShare(start: Quantity, end: Quantity, amount: Quantity): Quantity | undefined {
  if (amount.unit !== "%" || start.unit === "%" || start.value === 0) return undefined;
  const moved = movedBy(start, end, { ...amount, unit: start.unit });
  return moved === undefined ? undefined : { ...amount, change: undefined, value: (moved.value / Math.abs(start.value)) * 100, step: 0.01, approximate: false };
}

/**
 * The claim's result of a move is a level the sentence gives moved by a share the sentence gives, the
 * same way: "could drop to as little as about 21 miles" of "a range of up to 30 miles …; below 5°C
 * the range may fall by up to 30%"; "rose to £56m" of "rose 12% from £50m".
 */
function levelMovedByAShare(q: Quantity, s: SourceSentence): boolean {
  if (q.change?.figure !== "result" || q.max !== undefined || q.unit === "%") return false;
  const { direction } = q.change;
  const result = { ...q, change: undefined, bound: undefined };
  return s.quantities.some((share) => {
    if (share.unit !== "%" || share.change?.figure !== "amount" || share.max !== undefined || (direction !== undefined && share.change.direction !== direction)) return false;
    const sign = share.change.direction === "fall" ? -1 : 1;
    return s.quantities.some((level) => {
      if (level.unit === "%" || level.max !== undefined || (level.change !== undefined && level.change.figure !== "start")) return false;
      const from = { ...level, change: undefined, bound: undefined };
      return comparable(from, result) && sameQuantity(result, { ...from, value: level.value * (1 + (sign * share.value) / 100), step: q.step, approximate: q.approximate });
    });
  });
}

/** What stands right before where a move starts: "from", 从, 由. */
const FROM_BEFORE = /(?:\bfrom\s+|[从由]\s*)$/iu;
/** How far a move in percent the claim says is "about" may stand from the one its ends give, as a part of it. */
const APPROXIMATE_MOVE_SHARE = 0.1;

/**
 * A move in percent the claim gives with the start and result it moved between, and whether they
 * give it: "dropped by about 40% …, from 412 blades to 170" (a fall of 58.7%) does not, and the
 * claim's own figures disagree, whatever the source says; "dropped by 59%" is the claim's working.
 */
export function moveOfItsOwnEnds(q: Quantity, claim: Analysed): { start: Quantity; end: Quantity; share: number; fits: boolean } | undefined {
  if (q.change?.figure !== "amount" || q.unit !== "%" || q.bound !== undefined || q.max !== undefined) return undefined;
  const startsAt = (e: Quantity): boolean => e.change?.figure === "start" || FROM_BEFORE.test(claim.text.slice(Math.max(0, e.start - claim.start - 6), e.start - claim.start));
  const start = claim.quantities.find((e) => e !== q && e.unit !== "%" && e.max === undefined && startsAt(e));
  const end = start && claim.quantities.find((e) => e.start > start.end && e.change?.figure === "result" && e.max === undefined);
  const moved = start && end && movedByShare({ ...start, change: undefined }, end, { ...q, change: undefined });
  if (start === undefined || end === undefined || moved === undefined) return undefined;
  const slack = q.approximate ? Math.max(1, q.value * APPROXIMATE_MOVE_SHARE) : q.step / 2;
  const direction = end.value > start.value ? "rise" : "fall";
  return { start, end, share: moved.value, fits: Math.abs(moved.value - q.value) <= slack && direction === q.change.direction };
}

/** What opens a bracket that gives a figure's level a year before: "（上年为8.4吉瓦）", "(2024: 8.4 GW)" is not read. */
const PRIOR_IN_BRACKETS = /[（(]\s*(?:上年同期|上年|去年同期|去年|上一年度?|前一年|last\s+year|a\s+year\s+earlier|the\s+previous\s+year)\s*(?:为|是|[:：]|was)?\s*$/iu;
/** A word for a rate of growth right before a percentage that gives it: 增幅约为, 涨幅为, "growth of". */
const GROWTH_RATE_BEFORE = /(?:增幅|涨幅|增速|增长率|降幅|\bgrowth(?:\s+rate)?(?:\s+(?:of|was))?)\s*(?:约为|约|大约|大概|为|是|达到?|近|超过)?\s*$/iu;

/** 比 before an earlier level in its clause: "比2025年的每亩106元". */
const ZH_COMPARED_BEFORE = /[，,]\s*比[^，。；,;比\d]{0,4}(?:\d{4}年)?[^，。；,;比\d]{0,6}$/u;
const COMPARED_REACH = 16;

/**
 * What stands between a level and the start it moved from, after it: "$110,000, up from $90,000",
 * "4,870 households on assisted collections, up from 4,215", "11,400 items in 2025, up from 9,500" (a year is no figure).
 */
const UP_FROM_BETWEEN = /^(?:\s+(?:[\p{L}'-]+|(?:19|20)\d{2})){0,5}\s*,?\s*(?:up|down)\s+from\s*$/iu;

/**
 * The claim's amount of change is the distance between a start and a result the sentence gives: "1.3 GB less" of "from 3.2 GB to 1.9 GB",
 * or that distance as a percentage of the start ("an increase of roughly 22%" of "$110,000, up from $90,000").
 */
function heldByItsMove(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.change?.figure !== "amount" && !(q.change === undefined && q.unit === "%" && GROWTH_RATE_BEFORE.test(claim.text.slice(0, q.start - claim.start)))) return false;
  // (The start may be given in brackets after where the figure is now: "达11.2吉瓦（上年为8.4吉瓦）".)
  const priorInBrackets = (e: Quantity): boolean => PRIOR_IN_BRACKETS.test(s.text.slice(0, e.start - s.start));
  // (…or after 比, which compares the level before it with an earlier one: "每亩112元，比2025年的每亩106元提高6元".)
  const comparedWith = (e: Quantity): boolean => ZH_COMPARED_BEFORE.test(s.text.slice(Math.max(0, e.start - s.start - COMPARED_REACH), e.start - s.start));
  const starts = s.quantities.filter((e) => e.change?.figure === "start" || priorInBrackets(e) || comparedWith(e));
  const results = s.quantities.filter((e) => e.change?.figure === "result");
  const endsOf = (start: Quantity): Quantity[] => {
    const before = s.quantities.findLast((e) => e.end <= start.start);
    const levelBefore = before !== undefined && (UP_FROM_BETWEEN.test(s.text.slice(before.end - s.start, start.start - s.start)) || priorInBrackets(start) || (comparedWith(start) && before.change === undefined));
    return levelBefore ? [...results, before] : results;
  };
  return starts.some((start) =>
    endsOf(start).some((end) => {
      const moved = movedByShare(start, end, q) ?? movedBy(start, end, q);
      return moved !== undefined && sameQuantity({ ...q, change: undefined }, moved);
    }),
  );
}

/**
 * How far apart two figures are, as a quantity of the claim's kind: £4 of £16 and £12, half an
 * hour (in seconds) of 23:05 and 23:35.
 */
function gapBetween(a: Quantity, b: Quantity, like: Quantity): Quantity | undefined {
  if (a.dimension === "clock" && b.dimension === "clock") {
    return like.dimension === "time" ? { ...like, change: undefined, value: Math.abs(a.value - b.value) * MINUTE, step: MINUTE, approximate: false } : undefined;
  }
  // One of a sentence's two prices may leave out what both are per: "£10.20 per item…, up from £9.85".
  const per = a.per ?? b.per;
  if (!comparable({ ...a, change: undefined, per }, { ...b, change: undefined, per })) return undefined;
  // Two shares are apart by percentage points: "高出18.7个百分点" of 91.3% and 72.6%.
  const points = a.unit === "%" && like.unit === "pp";
  return { ...b, change: undefined, per, unit: points ? "pp" : b.unit, value: Math.abs(a.value - b.value), step: Math.min(a.step, b.step), approximate: false };
}

/** The two figures are where a stated move began and ended, and the claim's amount moves the other way ("five minutes longer" of "from 52 to 47 minutes"). */
function againstTheMove(q: Quantity, a: Quantity, b: Quantity): boolean {
  const [start, end] = a.change?.figure === "start" ? [a, b] : b.change?.figure === "start" ? [b, a] : [undefined, undefined];
  if (!start || !end || end.change?.figure !== "result" || q.change?.direction === undefined) return false;
  return q.change.direction !== (end.value > start.value ? "rise" : "fall");
}

const RANGE_FROM = /(?:\bfrom|\bbetween|[从自由])\s*$/iu;
const RANGE_TO = /\b(?:to|until|till|through|and)\b|[至到~～–—-]/iu;
/** How far before a range's first time its "from" may stand: "from 8:30", "valid from 06:00". */
const FROM_REACH = 8;

/** What joins the two times of one span and nothing else, the second perhaps on the next day: "至", "至次日", "–". */
const SPAN_JOINT = /^\s*[至到~～–—-]\s*(?:次日|翌日|第二天)?\s*$/u;

/**
 * Two times of day that bound one span: "from 06:00 on Thursday until 21:00", "8:30至17:00",
 * "18:00至次日2:00"; not "leaves at 23:35 instead of 23:05", whose gap is no length of anything.
 */
function timeRange(s: Analysed, a: Quantity, b: Quantity): boolean {
  if (a.dimension !== "clock" || b.dimension !== "clock") return false;
  const between = s.text.slice(a.end - s.start, b.start - s.start);
  if (!RANGE_TO.test(between)) return false;
  return SPAN_JOINT.test(between) || RANGE_FROM.test(s.text.slice(Math.max(0, a.start - s.start - FROM_REACH), a.start - s.start));
}

/** The spans of time a text gives, each from one time of day to the next: "8:00至20:00", "from 6 pm until 2 am". */
export function timeSpans(text: Analysed): [Quantity, Quantity][] {
  const clocks = text.quantities.filter((q) => q.dimension === "clock");
  const spans: [Quantity, Quantity][] = [];
  for (let i = 0; i + 1 < clocks.length; i++) if (timeRange(text, clocks[i]!, clocks[i + 1]!)) spans.push([clocks[i]!, clocks[i + 1]!]);
  return spans;
}

/** The time is an end of a span the claim gives that the sentence gives whole: "从18点起到正月初一凌晨2点" of "18:00至次日2:00", whatever else the sentence times on that day. */
function endOfASpanGiven(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "clock") return false;
  const theirs = timeSpans(s);
  return timeSpans(claim).some(([a, b]) => (a === q || b === q) && theirs.some(([c, d]) => sameQuantity(a, c) && sameQuantity(b, d)));
}

/** Words after a figure that make it how far apart two levels stand, which two sentences may give: "2.7 percentage points below", "4 minutes 12 seconds outside the record", 以3公斤之差 (not "9 hours ahead" of a plan). */
const LEVELS_APART_AFTER = /^\s*(?:(?:below|above|outside)\b|之差)/iu;

/**
 * The claim's figure is the gap between two of the sentence's: "concessions are £4 cheaper"
 * beside "adults £16, concessions £12", "the last train leaves half an hour later" beside "at
 * 23:35 instead of 23:05", and a span of time between two times of day ("lasts 15 hours" beside
 * "from 06:00 until 21:00"). The claim says it is a gap, by a comparative or a change, or it is a
 * length of time and the two are times of day.
 */
function heldAsGap(said: Quantity, s: SourceSentence, claim: Analysed): boolean {
  // A gap lies between two figures: a sentence of fewer is passed over before its words are read.
  if (s.quantities.length < 2) return false;
  const q = pointsOfShares(said, s);
  const amount = q.change?.figure === "amount" || (q.change === undefined && saysGap(claim, q));
  // The rest, said by the sentence ("with the remainder coming from …") or by the claim ("除去水域，其余部分…").
  // …or a further part the claim adds to one it sets apart ("Apart from the £2.1 million from the
  // Heritage Lottery Fund, the trust raised another £1.1 million", "£1,677.80 in interest on top of the £10,000
  // borrowed"), or sets its part against the rest ("of the 8,600 packs, about 6,700 were fitted rather than sold as
  // spares"), where the claim gives the other figure.
  // (A part the sentence includes in a whole counts the whole's things: "63 dogs, including 27 puppies".)
  const givenPart = (o: Quantity): boolean => o !== q && (comparable(o, q) || s.quantities.some((e, k) => k > 0 && sameQuantity(o, e) && includedIn(s, s.quantities[k - 1]!, e)));
  const besides = FURTHER_PART.test(claim.text) || ON_TOP_OF_AFTER.test(claim.text.slice(q.end - claim.start)) || RATHER_THAN.test(claim.text);
  const further = q.change === undefined && besides && claim.quantities.some(givenPart);
  const remainder = q.change === undefined && (REMAINDER.test(s.text) || REMAINDER.test(claim.text) || further);
  if (!amount && !remainder && !(q.dimension === "time" && q.change === undefined)) return false;
  // The sentence states the amount itself, moved the other way: "较上年同期的22.1%下降2.4个百分点" holds no rise of 2.4 points.
  if (amount && s.quantities.some((e) => oppositeChanges(q.change, e.change) && sameQuantity({ ...q, change: undefined }, { ...e, change: undefined }))) return false;
  // A rest the claim works out from a part it gives is that part's: "paid £31m, and … covered the remaining £9m" is no gap of £29m and £38m.
  const parts = remainder ? claim.quantities.filter(givenPart) : [];
  const ratesCompared = amount && ((q.unit === "pp" && GROWTH_RATES.test(claim.text)) || MOVES_COMPARED_AFTER.test(claim.text.slice(q.end - claim.start)));
  const fromThen = amount && fromAnEarlierTime(claim, q, s);
  return somePair(amount ? [...s.quantities, ...multipliedLevels(s, claim)] : s.quantities, (a, b) => {
    if (fromThen && !saidOfThen(a) && !saidOfThen(b)) return false;
    const range = timeRange(s, a, b);
    if (!amount && !remainder && !range) return false;
    if (!amount && parts.length > 0 && !parts.some((part) => sameQuantity(part, a) || sameQuantity(part, b))) return false;
    // A rest the sentence states ("其中9颗…，其余2颗") is what is left, not a part to take from: 7 is no rest of 9 and 2.
    if (!amount && (statedRest(s, a) || statedRest(s, b))) return false;
    // …and a rest is taken from the whole, the largest of its kind there: "26 weeks' service … 21 weeks at
    // the statutory rate; the remaining 13 weeks of the 52-week leave" holds no rest of 5 weeks.
    if (!amount && !range && !wholeOfItsKind(s, a.value > b.value ? a : b)) return false;
    // A move the sentence states ("falls from 52 minutes to 47") has a way, which the claim's must be.
    if (amount && againstTheMove(q, a, b)) return false;
    // Two moves are no levels a gap lies between: "rose 7.4% … 2.1% volume growth" says no rise of 5%;
    // unless the claim compares the rates of growth in points ("其增幅比营业收入增幅高出6.1个百分点" of 增长15.5% and 增长9.4%)
    // or one move with another ("improved by 8 minutes more with ferrulast than with placebo" of "by 14 minutes … compared with 6 minutes").
    const movesOnly = [a, b].every((x) => x.change === undefined || x.change.figure === "amount");
    if ((a.change?.figure === "amount" || b.change?.figure === "amount") && !(ratesCompared && movesOnly)) return false;
    // (A span that ends at an earlier time of day runs past midnight: "22:00至次日6:00" is 8 hours.)
    // (A part included in the whole before it counts what the whole does.)
    const end = range && b.value < a.value ? { ...b, value: b.value + DAY_MINUTES } : remainder && includedIn(s, a, b) ? { ...b, noun: a.noun, nounPhrase: a.nounPhrase, counted: a.counted } : b;
    return isGapOf(q, a, end) || (range && breaks(s).some((rest) => isGapOf(q, a, { ...end, value: end.value - rest.value / MINUTE })));
  });
}

/** A claim's word for a figure taken twice: "paying the single rate twice", "double the fee". */
const TWICE = /\b(?:twice|double)\b|两次|两倍/iu;

/** Most things of one price a claim may count for a total, and how far before a price its thing may be named. */
const MOST_COUNTED = 10;
const PRICED_THING_REACH = 32;

/**
 * Levels a sentence gives by multiplying, that a gap may lie from: the total of a count of equal
 * parts ("three termly instalments of £52" comes to £156), where the claim takes a figure twice,
 * its double ("the single-owner rate twice" of "£195 … per adjoining owner"), and the price of as
 * many things as the claim counts ("two full memberships" of "Full membership costs £48"). Each
 * stands where its amount does.
 */
function multipliedLevels(s: SourceSentence, claim: Analysed): Quantity[] {
  const plain = (e: Quantity): boolean => e.change === undefined && e.max === undefined && e.bound === undefined;
  const totals = s.quantities.flatMap((each, k) => {
    const count = s.quantities[k - 1];
    if (count === undefined || count.dimension !== "count" || !plain(count) || !plain(each) || !EACH_OF_A_COUNT.test(s.text.slice(count.end - s.start, each.start - s.start))) return [];
    return [{ ...each, value: count.value * each.value, approximate: false }];
  });
  const doubles = TWICE.test(claim.text) ? s.quantities.filter((e) => plain(e) && e.dimension === "currency").map((e) => ({ ...e, value: 2 * e.value, per: undefined, approximate: false })) : [];
  // …and as many of a priced thing as the claim counts: "buying two full memberships" of "Full membership costs £48 a year".
  const counted = claim.quantities.filter((c) => c.dimension === "count" && plain(c) && Number.isInteger(c.value) && c.value >= 2 && c.value <= MOST_COUNTED && c.noun !== undefined);
  const many = counted.flatMap((c) =>
    s.quantities
      .filter((e) => plain(e) && e.dimension === "currency" && s.text.slice(Math.max(0, e.start - s.start - PRICED_THING_REACH), e.start - s.start).toLowerCase().includes(singular(c.noun!)))
      .map((e) => ({ ...e, value: c.value * e.value, approximate: false })),
  );
  return [...totals, ...doubles, ...many];
}

/** A gap's comparison with an earlier time, after it: "15 more occupied units than a year ago", "than last year". */
const THAN_AN_EARLIER_TIME = /^\s+(?:[\p{L}-]+\s+){0,5}?than\s+(?:(?:a|one)\s+year\s+(?:ago|earlier|before)|last\s+(?:year|month|week|season|time)|(?:the\s+)?(?:previous|prior)\s+(?:year|month|week|season)|before|previously|in\s+\d{4})\b/iu;

/** Words after a gap that compare its level with another: "12 points higher than", "£3 cheaper than". */
const THAN_AFTER_GAP = /^\s*(?:[\p{L}-]+\s+){0,2}?than\b/iu;

/**
 * The claim gives a level and how far it stands above or below another, which the sentence gives
 * too, the other way round: "38% …, 12 points higher than the national average" of "38% …, against
 * a national average of 50%". The level is the claim's last figure of the kind before the gap.
 */
export function gapTheOtherWay(claim: Analysed, s: SourceSentence): { gap: Quantity; level: Quantity; other: Quantity } | undefined {
  const level = (o: Quantity): boolean => o.change === undefined && o.max === undefined && o.bound === undefined;
  for (const said of claim.quantities) {
    if (said.change?.figure !== "amount" || said.change.at !== "after" || !THAN_AFTER_GAP.test(claim.text.slice(said.end - claim.start))) continue;
    const gap = pointsOfShares(said, s);
    const amount = { ...gap, change: undefined };
    // (A gap in points lies between shares.)
    const ofTheKind = (o: Quantity): boolean => (amount.unit === "pp" ? o.unit === "%" : comparable(o, amount));
    const ours = claim.quantities.findLast((o) => o.end <= said.start && level(o) && ofTheKind(o));
    const theirs = ours === undefined ? [] : s.quantities.filter((e) => level(e) && sameQuantity(ours, e));
    if (theirs.length !== 1) continue;
    const [a] = theirs as [Quantity];
    const others = s.quantities.filter((b) => b !== a && level(b) && comparable(b, a) && isGapOf(gap, a, b));
    if (others.length !== 1) continue;
    const [b] = others as [Quantity];
    if (a.value > b.value !== (said.change.direction === "rise")) return { gap: said, level: a, other: b };
  }
  return undefined;
}

/** "13 points lower" of two shares is 13 percentage points: "58%, 13 points lower than last year's 71%". */
function pointsOfShares(q: Quantity, s: SourceSentence): Quantity {
  if (q.unit !== "" || q.dimension !== "count" || !POINTS.test(q.noun ?? "") || s.quantities.filter((e) => e.unit === "%").length < 2) return q;
  const { noun, nounPhrase, ...amount } = q;
  return { ...amount, unit: "pp", dimension: "percent" };
}

const POINTS = /^points?$/u;

/** A move's amount compared with another's after it: "improved by 8 minutes more with ferrulast than with placebo". */
const MOVES_COMPARED_AFTER = /^\s+(?:more|less|fewer|further)\s+(?:[\p{L}-]+\s+){0,4}?than\b/iu;

/** Words of a rate of growth, which two moves in percent are compared by: 增幅, 增速, "growth rate". */
const GROWTH_RATES = /增幅|增速|增长率|涨幅|降幅|\bgrowth\s+rates?\b|\brates?\s+of\s+growth\b/iu;

/**
 * Words that make a figure the gap between two others: 体重相差44克, 差价500元, 仅差23秒, 相隔35分钟, 领先亚军孙逸凡0.366分, "a
 * difference of 5 kg", "35 minutes apart", "the 260 g difference", "broke the record by 0.78 seconds",
 * "968 points, 134 behind Durham City", "2.7 percentage points below", 以3公斤之差, what a lower level leaves
 * spare of a higher (120公里 planned at 95公里 "留出了约25公里"), and what is left of
 * two moves the other way: "a net reduction of seven" of "closed nine stores and opened two", 净增12家;
 * and what one level falls short of another by: "about £26 million short" of assets of £412 million and liabilities of £438 million.
 */
const GAP_BEFORE = /(?:相差|相隔|相距|差距|间隔|差价|价差|差额|(?:仅|只|才|就)差)(?:了|为|是|约|近)?\s*$|(?:留出|留下|留有|预留|余出|空出)了?(?:约|近)?\s*$|(?:领先|落后)[^，。；,;\d]{0,10}$|净(?:增加?|减少?|流[入出])了?\s*$|\b(?:a\s+(?:gap|difference|margin)\s+of|differ(?:s|ed)?\s+by|separated\s+by|by|net\s+(?:reduction|decrease|increase|gain|loss|fall|rise|drop|growth|change|addition|outflow|inflow)\s+of)\s+$/iu;
const GAP_AFTER = /^\s*(?:apart|difference|gap|behind|ahead|(?:short|clear)\s+of|short(?=\s*(?:[,;.[]|$)))\b/iu;
/** Characters read before a figure for a word of a gap. */
const GAP_REACH = 24;

function saysGap(claim: Analysed, q: Quantity): boolean {
  const at = q.start - claim.start;
  const after = claim.text.slice(q.end - claim.start);
  // (…past what it counts: "163 points clear of Airienteers".)
  const pastNoun = q.noun !== undefined && after.trimStart().startsWith(q.noun) ? after.trimStart().slice(q.noun.length) : undefined;
  return GAP_BEFORE.test(claim.text.slice(Math.max(0, at - GAP_REACH), at)) || GAP_AFTER.test(after) || LEVELS_APART_AFTER.test(after) || (pastNoun !== undefined && GAP_AFTER.test(pastNoun));
}

/**
 * The claim's gap is how far apart the two other figures of its kind it gives are: "won by 1.7
 * penalties, finishing on 27.4 to Tom Aldous's 29.1". The two are checked on their own; the gap is
 * the claim's working.
 */
export function gapOfItsOwnTwo(q: Quantity, claim: Analysed): boolean {
  if (q.bound !== undefined || q.max !== undefined || claim.quantities.length !== 3 || !saysGap(claim, q)) return false;
  const ends = claim.quantities.filter((o) => o !== q && o.bound === undefined && o.max === undefined && o.change === undefined);
  if (ends.length !== 2) return false;
  const gap = gapBetween(ends[0]!, ends[1]!, q);
  return gap !== undefined && sameQuantity({ ...q, change: undefined }, gap);
}

/**
 * The gap the claim says there is between the two ends of a move it gives (the only two other
 * figures of their kind, with the rest of its sentence), where it is not that gap: "由2万元上调到5万元，…补缴的差额为2.5万元" gives a
 * gap of 3万元. The gap as it should be, or none where the claim's gap fits or is no such gap.
 */
export function ownGapOtherwise(q: Quantity, claim: Analysed): Quantity | undefined {
  if (q.bound !== undefined || q.max !== undefined || q.per !== undefined || q.change !== undefined || !saysGap(claim, q)) return undefined;
  const level = (o: Quantity): Quantity => ({ ...o, change: undefined });
  const ends = [...claim.quantities, ...restQuantities(claim)].filter((o) => o !== q && o.bound === undefined && o.max === undefined && o.change?.figure !== "amount" && comparable(level(o), level(q)));
  // (The two ends of a move the claim states, from one to the other: a gap of figures said apart may be a gap of something else.)
  if (ends.length !== 2 || !ends.some((o) => o.change?.figure === "start") || !ends.some((o) => o.change?.figure === "result")) return undefined;
  const gap = gapBetween(ends[0]!, ends[1]!, q);
  return gap === undefined || sameQuantity(level(q), gap) ? undefined : gap;
}

/** A word that names time taken out of a working span: "9:30至18:30，午休1小时", "with an hour's lunch break". */
const BREAK_WORDS = /午休|午餐|休息|\b(?:lunch|break|rest)\b/iu;
/** How far from its length of time a break's word may stand. */
const BREAK_REACH = 12;

/** The sentence's lengths of time that are breaks, which a span's working hours leave out ("8 hours" a day of 9:30 to 18:30 less lunch). */
function breaks(s: SourceSentence): Quantity[] {
  return s.quantities.filter((d) => {
    if (d.dimension !== "time" || d.change !== undefined || d.per !== undefined || d.max !== undefined) return false;
    const near = s.text.slice(Math.max(0, d.start - s.start - BREAK_REACH), d.end - s.start + BREAK_REACH);
    return BREAK_WORDS.test(near);
  });
}

/**
 * The claim's amount of difference is the gap between another figure of the claim and one of the
 * sentence's: "私教20节套餐折合每节340元，比单节购买便宜40元" of "单节380元". The claim's other
 * figure is checked on its own.
 */
function gapFromTheClaim(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.change?.figure !== "amount") return false;
  const level = (e: Quantity): Quantity => ({ ...e, change: undefined, per: undefined });
  const fromThen = fromAnEarlierTime(claim, q, s);
  return claim.quantities.some(
    (own) =>
      own !== q &&
      own.change === undefined &&
      own.max === undefined &&
      comparable(level(own), level(q)) &&
      s.quantities.some((e) => e.change === undefined && e.max === undefined && comparable(level(e), level(q)) && isGapOf(q, level(own), level(e)) && !(fromThen && !saidOfThen(own) && !saidOfThen(e))),
  );
}

/** What tops a thing up to a level, right before it: "补足至80公斤", "made up to 80 kg", "topped up to". */
const TOPPED_UP_TO_BEFORE = /(?:补足|补齐|补到|加到|凑足|凑齐)(?:至|到)?\s*$|\b(?:made|make|makes|topped|top|tops|brought|bring|brings)\s+up\s+to\s+$/iu;

/**
 * The claim's amount is what tops its own figure up to the level the sentence makes things up to:
 * "体重72公斤的车手，需要在车上加装8公斤压铅" of "低于80公斤的，须在车上加装压铅补足至80公斤".
 */
function toppedUpFromTheClaim(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.change !== undefined || q.bound !== undefined || q.max !== undefined || q.value <= 0) return false;
  const levels = s.quantities.filter((e) => e.change === undefined && e.max === undefined && comparable(e, q) && TOPPED_UP_TO_BEFORE.test(s.text.slice(0, e.start - s.start)));
  return levels.some((level) =>
    claim.quantities.some((own) => own !== q && own.end <= q.start && own.change === undefined && own.bound === undefined && own.max === undefined && comparable(own, q) && own.value < level.value && sameQuantity(q, { ...level, value: level.value - own.value, approximate: false })),
  );
}

/** A figure said of an earlier time, or where a move began: "up from 65 a year earlier", "the previous year's US$2.21". */
function saidOfThen(e: Quantity): boolean {
  return e.earlier === true || e.change?.figure === "start";
}

/**
 * The claim gives its gap from an earlier time ("15 more … than a year ago") and the sentence says
 * where things stood then: the gap lies between then and now, not between two figures of now
 * ("86 retail units …, of which 71 are currently let, up from 65 a year earlier").
 */
function fromAnEarlierTime(claim: Analysed, q: Quantity, s: SourceSentence): boolean {
  return THAN_AN_EARLIER_TIME.test(claim.text.slice(q.end - claim.start)) && s.quantities.some(saidOfThen);
}

/**
 * The claim's length of time is the span between two times of day of the sentence, each named by
 * a word the claim says: "从初亏到复圆，这次月食大约要持续三个半小时" of "初亏发生在8日0时27分，…，复圆为3时57分".
 */
function spanBetweenNamedTimes(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "time" || q.change !== undefined || q.max !== undefined) return false;
  // "Starts 10 minutes after the main race" says which comes first, which a span does not.
  if (OFFSET_AFTER.test(claim.text.slice(q.end - claim.start))) return false;
  return somePair(s.quantities, (a, b) => a.dimension === "clock" && b.dimension === "clock" && isGapOf(q, a, b) && namedApart(claim, s, a, b));
}

/** Words before a distance that measure it from one point: 竹海亭（距起点2.6公里）. */
const FROM_A_POINT_BEFORE = /(?:距|离)[^\d，。；、（）()]{0,6}$/u;
/** …or after it: "Bamford Hut (4.2 km from the trailhead)". */
const FROM_A_POINT_AFTER = /^\s*(?:from|past|beyond)\s+(?:the\s+)?\p{L}/iu;
/** How far before a distance its 距 may stand. */
const FROM_A_POINT_REACH = 8;
/** The claim speaks of the way between two places: 从竹海亭走到半山补给站, "from the hut to the summit". */
const BETWEEN_PLACES = /从.{1,20}?[到至]|\bfrom\b.{1,40}?\bto\b|\bbetween\b.{1,40}?\band\b/iu;

/**
 * The claim's distance is the way between two places the sentence measures from one point, each
 * named by a word the claim says: "从竹海亭走到半山补给站大约还有2.5公里" of "竹海亭（距起点2.6公里）、半山补给站（距起点5.1公里）".
 */
function wayBetweenNamedPlaces(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "length" || q.change !== undefined || q.max !== undefined || !BETWEEN_PLACES.test(claim.text)) return false;
  const fromOnePoint = (d: Quantity): boolean =>
    d.dimension === "length" &&
    d.change === undefined &&
    (FROM_A_POINT_BEFORE.test(s.text.slice(Math.max(0, d.start - s.start - FROM_A_POINT_REACH), d.start - s.start)) || FROM_A_POINT_AFTER.test(s.text.slice(d.end - s.start)));
  return somePair(s.quantities, (a, b) => fromOnePoint(a) && fromOnePoint(b) && isGapOf(q, a, b) && namedApart(claim, s, a, b));
}

/** Words after a length of time that make it an offset from something: "10 minutes after", 提前两小时. */
const OFFSET_AFTER = /^\s*(?:after|before|later|earlier|ahead|behind|sooner)\b|^\s*(?:之?后|之?前|以后|以前)/iu;

/** What ends the stretch of a sentence before a figure in which its name is read: a semicolon or a full stop. */
const STRETCH_MARKS = ";；。";

/**
 * The claim's words said in the clause before a figure, or in Chinese the nearest one before it in
 * its stretch that says any: 初亏 of "…，初亏发生在8日0时27分", 港澳台 of "；一档“港澳台日包”每天25元，含3GB".
 */
function claimWordsBefore(claim: Analysed, s: SourceSentence, figure: Quantity): Token[] {
  for (const clause of stretchBefore(s, figure).split(CLAUSE_BREAK).reverse()) {
    const said = claimWordsIn(claim, clause);
    if (said.length > 0) return said;
    // A Chinese clause may leave its subject to the one before (…每天25元，含3GB); an English one names its own ("totality at 01:31").
    if (!HAN.test(clause)) return [];
  }
  return [];
}


/** The sentence's text before a figure, back to the mark that opens its stretch. */
function stretchBefore(s: SourceSentence, figure: Quantity): string {
  const before = s.text.slice(0, figure.start - s.start);
  return before.slice(Math.max(...[...STRETCH_MARKS].map((mark) => before.lastIndexOf(mark))) + 1);
}

/** The claim's content words a stretch of text says (Chinese ones of two characters or more). */
function claimWordsIn(claim: Analysed, text: string): Token[] {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return claim.content.filter((t) => (t.kind === "cjk" ? t.norm.length >= 2 && text.includes(t.norm) : words.includes(t.text.toLowerCase())));
}

/** Where a clause ends inside a stretch: a comma, or "and" between two of its parts. */
const CLAUSE_BREAK = /[,，、]|\s+and\s+/u;

/** What an English figure is of, right after it up to the clause's end: "29.4% of the kit group". */
const OF_PHRASE_AFTER = /^\s+of\s+([^,;.]+)/iu;

/** The claim's words said of a figure: in the clause before it, or else in its "of" phrase ("29.4% of the kit group"). */
function claimWordsOf(claim: Analysed, s: SourceSentence, figure: Quantity): Token[] {
  const before = claimWordsBefore(claim, s, figure);
  if (before.length > 0) return before;
  const of = OF_PHRASE_AFTER.exec(s.text.slice(figure.end - s.start));
  return of === null ? [] : claimWordsIn(claim, of[1]!).filter((t) => t.kind !== "cjk");
}

/**
 * The claim names both figures: the second's clause says a claim word the first's does not, or, where
 * two Chinese clauses say the same words, their stretches do: "M8标准版…，电池容量5.2安时" and "M8 Max…，电池容量提升至10.4安时".
 */
function namedApart(claim: Analysed, s: SourceSentence, a: Quantity, b: Quantity): boolean {
  const first = claimWordsOf(claim, s, a);
  if (first.length === 0) return false;
  const second = claimWordsOf(claim, s, b);
  if (second.some((t) => !first.includes(t))) return true;
  const [stretchA, stretchB] = [stretchBefore(s, a), stretchBefore(s, b)];
  if (second.length !== first.length || !HAN.test(stretchA) || !HAN.test(stretchB)) return false;
  const before = claimWordsIn(claim, stretchA);
  return claimWordsIn(claim, stretchB).some((t) => !before.includes(t));
}

/** A part set apart, then another besides it: "Apart from the £2.1 million …, another £1.1 million". */
const FURTHER_PART = /\b(?:apart\s+from|besides|aside\s+from|in\s+addition\s+to|on\s+top\s+of)\b(?:[^.;]|\.(?=\d))*\b(?:another|a\s+further|an\s+extra|an\s+additional)\b/iu;
/** Words after a figure that add it to another the claim gives: "£1,677.80 in interest on top of the £10,000 borrowed". */
const ON_TOP_OF_AFTER = /^[^.;,]{0,24}?\bon\s+top\s+of\b/iu;
/** Words that set the claim's part against the rest of its whole: "about 6,700 were supplied fitted to bikes rather than sold as spares". */
const RATHER_THAN = /\b(?:rather\s+than|instead\s+of)\b/iu;

/** What gives a figure as a part of the figure before it: "63 dogs, including 27 puppies", 其中. */
const INCLUDED_BETWEEN = /^[^.;。；]{0,24}?(?:\bincluding|\bof\s+which|\bof\s+whom|\bamong\s+them|其中(?:包括)?|包括)\s*$/iu;

function includedIn(s: SourceSentence, whole: Quantity, part: Quantity): boolean {
  return whole.end <= part.start && whole.dimension === part.dimension && whole.value > part.value && INCLUDED_BETWEEN.test(s.text.slice(whole.end - s.start, part.start - s.start));
}

/** Words right before a figure that make it the rest itself: 其余2颗, "the remaining £9m". */
const REST_BEFORE = /(?:其余|剩余|余下|\b(?:the\s+(?:remainder|rest|balance)(?:\s+of)?|remaining))\s*(?:的)?\s*$/iu;

function wholeOfItsKind(s: SourceSentence, figure: Quantity): boolean {
  return s.quantities.every((e) => !comparable(e, figure) || e.value <= figure.value);
}

function statedRest(s: SourceSentence, figure: Quantity): boolean {
  return REST_BEFORE.test(s.text.slice(0, figure.start - s.start));
}

/** A word for what is left of a whole once a part is taken: "£6.8 million, of which £4.1 million … and the remainder from council capital", "paid for all but £44,000 of", 扣除15分钟的中场休息 (not the 扣除 of a tax deduction: 扣除标准). */
const REMAINDER = /\b(?:the\s+(?:remainder|rest|balance)|remaining|all\s+but|excluding|not\s+counting|left\s+(?:over|to|for))\b|其余|剩余|剩下|余下|余款|尾款|其他部分|除去|扣除(?=\s*[\d一二两三四五六七八九十]|[^，。；]{0,8}后)/iu;

/**
 * The claim's time of day is one the claim starts from, which the sentence gives, plus a length of
 * time the sentence gives: "the 18:00 sailing … reach Port Ruadh at 18:55" of "departing at …
 * 18:00, and the crossing takes 55 minutes"; or a time the sentence gives plus a length it says
 * runs after it.
 */
function heldAsEndTime(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "clock" || q.change !== undefined) return false;
  const lengths = s.quantities.filter((d) => d.dimension === "time" && d.change === undefined && d.per === undefined && d.max === undefined);
  const named = (figure: Quantity): boolean => claim.quantities.some((o) => o !== q && sameQuantity(o, figure));
  return s.quantities.some(
    (start) =>
      start.dimension === "clock" &&
      lengths.some(
        (d) =>
          (named(start) || (named(d) && stopAfter(s, start, d)) || afterTheTimedEvent(s, start, d)) &&
          sameQuantity(q, { ...start, halfDay: false, value: (start.value + d.value / MINUTE) % DAY_MINUTES, approximate: false }),
      ),
  );
}

/** The way an offset after a length of time moves from what it is said of: "60 minutes before" back, "30 minutes after" on. */
const OFFSET_BACK = /^\s*(?:before|earlier|ahead|sooner)\b|^\s*(?:之?前|以前)/iu;

/**
 * The claim's time of day is one a sentence gives moved by an offset another (or the same) gives,
 * each of something the claim names: "doors will open at 18:30" for "the 16 July evening show" of
 * "Doors open 60 minutes before the advertised start time" and "on 16 July (19:30)".
 */
export function offsetFromATimeAcross(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (q.dimension !== "clock" || q.change !== undefined || q.bound !== undefined) return false;
  const offsets = sentences.flatMap((s) =>
    s.quantities.flatMap((d) => {
      if (d.dimension !== "time" || d.change !== undefined || d.per !== undefined || d.max !== undefined || d.bound !== undefined) return [];
      const after = s.text.slice(d.end - s.start);
      if (!OFFSET_AFTER.test(after) || claimWordsBefore(claim, s, d).length === 0) return [];
      return [(OFFSET_BACK.test(after) ? -d.value : d.value) / MINUTE];
    }),
  );
  if (offsets.length === 0) return false;
  const movedTo = (time: Quantity): boolean => offsets.some((minutes) => sameQuantity(q, { ...time, halfDay: false, value: (time.value + minutes + DAY_MINUTES) % DAY_MINUTES, approximate: false }));
  // (…or the claim's own earlier time, which it sets the case by: "如果14点按时开闸，洪峰大约下午5点到达沿河镇" of "开闸3小时后到达沿河镇".)
  if (claim.quantities.some((time) => time.dimension === "clock" && time.end <= q.start && time.max === undefined && time.halfDay !== true && movedTo(time))) return true;
  return sentences.some((s) => s.quantities.some((time) => time.dimension === "clock" && time.max === undefined && claimWordsIn(claim, stretchBefore(s, time)).length > 0 && movedTo(time)));
}

/** A length of time said to run after an event: "close 30 minutes after the last permitted sale". */
const LENGTH_AFTER = /^\s+after\b/iu;

/**
 * The length of time runs after an event the sentence times earlier: "Alcohol may be sold until
 * 01:00 …, and the premises must close 30 minutes after the last permitted sale" closes at 01:30.
 */
function afterTheTimedEvent(s: SourceSentence, at: Quantity, length: Quantity): boolean {
  return at.end <= length.start && LENGTH_AFTER.test(s.text.slice(length.end - s.start));
}

/** How far after a time of day a length of time may stand as a stop there: "8:35到达临溪站，停车2分钟". */
const STOP_REACH = 16;

/**
 * The length of time follows the time of day closely, before any other, as a stop at the place it
 * names: "停靠两分钟，因此会在8:37驶离临溪" of "8:35到达临溪站，停车2分钟".
 */
function stopAfter(s: SourceSentence, at: Quantity, length: Quantity): boolean {
  return length.start >= at.end && length.start - at.end <= STOP_REACH && !s.quantities.some((o) => o.dimension === "clock" && o.start > at.end && o.start < length.start);
}

/** A service every so often between two times of day: "coaches run every 30 minutes between 06:15 and 19:15", 每15分钟一班. */
const EVERY_BEFORE = /(?:\bevery|每隔?)\s*$/iu;
const SPAN_BETWEEN = /^[^.;。；]{0,12}?(?:\bbetween|\bfrom|[从自在])\s*$/iu;

/**
 * The claim's time of day is one the sentence's service runs at: 07:45 of "every 30 minutes
 * between 06:15 and 19:15".
 */
function onTheSchedule(q: Quantity, s: SourceSentence): boolean {
  if (q.dimension !== "clock" || q.change !== undefined) return false;
  return s.quantities.some((interval, i) => {
    if (interval.dimension !== "time" || interval.value <= 0 || !EVERY_BEFORE.test(s.text.slice(0, interval.start - s.start))) return false;
    const [from, to] = s.quantities.slice(i + 1).filter((o) => o.dimension === "clock");
    if (from === undefined || to === undefined || !SPAN_BETWEEN.test(s.text.slice(interval.end - s.start, from.start - s.start)) || !RANGE_TO.test(s.text.slice(from.end - s.start, to.start - s.start))) return false;
    const step = interval.value / MINUTE;
    const minutes = (q.value - from.value) / step;
    return q.value >= from.value && q.value <= to.value && Math.abs(minutes - Math.round(minutes)) < 1e-9;
  });
}

/** Whether the claim's figure, as an amount, is how far apart the two figures are. */
function isGapOf(q: Quantity, a: Quantity, b: Quantity): boolean {
  const gap = gapBetween(a, b, q);
  if (gap === undefined || !sameQuantity({ ...q, change: undefined }, gap)) return false;
  // A bound is held by a gap at its own figure, to its last digit ("少了16亿多元" of 95.1亿 and 78.6亿), not by
  // any gap within it: "at least 16 weeks" is no gap of 52 and 13 weeks.
  return q.bound === undefined || Math.abs(gap.value - q.value) < q.step;
}

/** Whether `test` holds for two of the figures, the first before the second in the sentence. */
function somePair(figures: readonly Quantity[], test: (a: Quantity, b: Quantity) => boolean): boolean {
  for (let i = 0; i < figures.length; i++) {
    for (let j = i + 1; j < figures.length; j++) if (test(figures[i]!, figures[j]!)) return true;
  }
  return false;
}

/** A word for a total right before a figure: "a total of", "combined", "together accounted for", "works out at", 合计, 共, 总学费为, 实际可用 (what a top-up and its bonus come to). */
const TOTAL_BEFORE = /(?:\b(?:total(?:l?ing)?|totals|totalled|combined|altogether|together)\b(?:\s+(?:of|is|was|were|are|comes?\s+to|came\s+to))?\s*(?:\w+\s+){0,2}|\b(?:comes?|came|coming|adds?\s+up)\s+to\s+|\bworks?\s+out\s+(?:at|to)\s+|(?:合计|总计|共计|一共|总共|实际(?=可用|到账|可得|得到))\p{Script=Han}{0,6}|(?:共|总)(?:获得|得到|发放|花费|投入)?[为是达有需要缴纳]{0,3}|累计[^，。；,;]{0,10}|总\p{Script=Han}{1,3}?(?:为|是|达|约)|(?:加起来|合起来|加在一起)[，,]?[^。；，,]{0,12})$/iu;
/**
 * …or after it: "90 GB in all", "21 in total", "55 to 60 minutes in the oven altogether", "once the booking fee is added", "including the fee",
 * or a part of it and the rest: "698 firefighters, 486 wholetime and the remainder on call",
 * or the things it sums: "£49,150 in fine and costs".
 */
const TOTAL_AFTER =
  /^\s*(?:[\p{L}-]+\s+){0,4}(?:in\s+(?:all|total)|combined|altogether|between\s+them)\b|^\s+in\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s+(?:and|plus)\s+\p{L}|^\s*,?\s*(?:once|when|after|with|including)\b[^.;,]{0,40}?\b(?:added|included|fees?|charges?)\b|^\s*(?:[\p{L}-]+\s+){0,3}?[\p{L}-]*\s*[,:–—]\s*[^.;]{0,40}?\b(?:and|with|while)\s+the\s+(?:rest|remainder|others)\b/iu;
/** …or opening the claim, said of all it goes on to sum: "Together, grants and corporate partners provided 38%". */
const TOTAL_OPENING = /^(?:together|combined|altogether|in\s+total|taken\s+together|between\s+them)\s*,/iu;
/** Characters read before a figure for a word of a total. */
const TOTAL_REACH = 24;

/**
 * …or joining the things it sums, with words between, before it in its clause: "Buying the oven
 * together with the carry cover and the peel would cost £517", 连同, 准备加烘烤; not the part right after
 * "plus" ("oil change plus 31 checks").
 */
// (Searched from every character of the text before the figure: each alternative opens on what it
// matches, with what may not stand before it looked behind for after it, as a look behind or \b
// opening a pattern would be tried in full at every character, \b several times slower under the u and i flags.)
const SUMMED_THINGS_BEFORE = /(?:(?<!\w)(?:together\s+with|along\s+with|plus)\b|连同|加上|加(?<=\p{Script=Han}{2}加)(?<![增参追附另再外叠添]加)(?![收入盖价班工热快大强重速油注剧倍赛时])(?=\p{Script=Han}{2}))[^.;,，。；()（）]*?[\p{L}]{2}[^.;,，。；()（）]*$/iu;

/** …or saying, before it in its clause, that the things it sums are paid for one by one: "Hiring shoes, a harness … separately would cost a non-member £11". */
const PAID_ONE_BY_ONE_BEFORE = /\b(?:separately|individually|one\s+by\s+one)\b[^.;,]{0,40}$/iu;

function saysTotal(claim: Analysed, q: Quantity): boolean {
  const at = q.start - claim.start;
  const before = claim.text.slice(0, at);
  return (
    TOTAL_BEFORE.test(before.slice(Math.max(0, at - TOTAL_REACH))) ||
    TOTAL_AFTER.test(claim.text.slice(q.end - claim.start)) ||
    TOTAL_OPENING.test(claim.text) ||
    SUMMED_THINGS_BEFORE.test(before) ||
    PAID_ONE_BY_ONE_BEFORE.test(before)
  );
}

/** What makes the second of two counts one for each of the first: "四种模式，每种模式设…三档", "four modes, each with three". */
const EACH_BETWEEN = /(?:每|各)\p{Script=Han}{0,8}[^，。；,;]{0,10}$|\b(?:each|every)\b[^,.;]{0,30}$/iu;
/** A count times a measure, written with the sign: "2 × 60 W". */
const TIMES_SIGN = /^\s*[×✕x*]\s*$/u;
/** …or as things "of" a measure "each": "three evening sessions of three hours each". */
const THINGS_OF_BETWEEN = /^\s+(?:[\p{L}-]+\s+){1,3}of\s+$/u;
const EACH_AFTER = /^\s*(?:each|apiece)\b/iu;
/** Words for what two counts multiply to: 组合, "combinations". */
const COMBINATIONS = /组合|搭配|\bcombinations?\b/iu;

/**
 * Counts multiplied: "四种模式，每种模式设低、中、高三档力度" holds "共可组合出12种设置", and "four
 * modes, each with three intensity levels" holds "12 combinations in all"; a count times what each
 * takes ("每周练习3次、每次60分钟" holds "每周的练习时间共3小时"). The claim says it is a total or a
 * number of combinations. Or a count times a measure by the sign ("2 × 60 W" holds "120 W in total"),
 * or as things of it each ("three sessions of three hours each" hold "nine hours in total").
 */
function heldAsProduct(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.change !== undefined || q.bound !== undefined || q.max !== undefined || s.quantities.length < 2) return false;
  if (heldAsPerUnitTimesUnits(q, s, claim) || heldAsCountOfMeasured(q, s, claim)) return true;
  if (!saysTotal(claim, q) && !COMBINATIONS.test(claim.text)) return false;
  return somePair(s.quantities, (a, b) => {
    const [first, each] = a.start < b.start ? [a, b] : [b, a];
    const between = s.text.slice(first.end - s.start, each.start - s.start);
    const ofEach = THINGS_OF_BETWEEN.test(between) && EACH_AFTER.test(s.text.slice(each.end - s.start));
    if (first.dimension !== "count" || each.dimension !== q.dimension || each.unit !== q.unit || each.per !== undefined || !(EACH_BETWEEN.test(between) || TIMES_SIGN.test(between) || ofEach)) return false;
    // Of counts, a count; of a length of time or an amount, as much of it: "每周练习3次、每次60分钟" is 3小时 a week.
    return sameQuantity(q, { ...each, value: first.value * each.value, step: each.step, approximate: false, noun: q.noun });
  });
}

/** Words of the claim for a journey there and back: "return trip", "round trip", "both ways", 往返, 来回. */
const THERE_AND_BACK = /\b(?:return|round)[\s-](?:trips?|journeys?|flights?|tickets?|fares?|crossings?)\b|\bthere\s+and\s+back\b|\bboth\s+ways\b|往返|来回|双程/iu;
/** What gives a figure for one way only, right after it: "£60 each way", "£45 per one-way flight". */
const ONE_WAY_AFTER = /^\s*(?:each\s+way|per\s+(?:one[\s-]way\s+\p{L}+|direction|leg|sector)|one[\s-]way)\b/iu;
/** …or right before it: 单程票价120元, "a one-way fare of £45". */
const ONE_WAY_BEFORE = /(?:单程\p{Script=Han}{0,4}|\bone[\s-]way\s+(?:fares?|tickets?|prices?|flights?)\s+(?:is|are|costs?|of|at)?)\s*$/iu;

function givenOneWay(text: Analysed | SourceSentence, q: Quantity): boolean {
  return ONE_WAY_AFTER.test(text.text.slice(q.end - text.start)) || ONE_WAY_BEFORE.test(text.text.slice(0, q.start - text.start));
}

/**
 * A figure for one way, twice, for a journey there and back: "Taking a boxed bike on a return trip
 * adds £120" of "the fee is £60 each way". The claim gives its own figure for the whole journey.
 */
export function heldAsBothWays(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  // (What a trip "adds" in fees is what it costs.)
  const added = q.change?.direction === "rise" && q.change.figure === "amount" ? { ...q, change: undefined } : q;
  if (added.change !== undefined || q.max !== undefined || !THERE_AND_BACK.test(claim.text) || givenOneWay(claim, q)) return false;
  return s.quantities.some((e) => {
    if (e.change !== undefined || e.max !== undefined || !givenOneWay(s, e)) return false;
    // What the figure is per is the way ("£60 each way", "£45 per one-way flight"): its double is per nothing.
    const per = e.per !== undefined && "thing" in e.per ? undefined : e.per;
    return sameQuantity(added, { ...e, per, value: e.value * 2, approximate: false, noun: q.noun });
  });
}

/** What joins a count to the next, which measures each thing it counts: the space of "four 8-bed", "two 12-seat". */
const COUNT_OF_MEASURED = /^\s+$/u;

/**
 * A count of things each of which a hyphened count measures: "four 8-bed dormitories" hold 32 beds,
 * where the claim counts the things too ("32 are in its four dormitories").
 */
function heldAsCountOfMeasured(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "count" || q.change !== undefined || q.bound !== undefined || q.max !== undefined) return false;
  return s.quantities.some((first, i) => {
    const each = s.quantities[i + 1];
    if (each === undefined || first.dimension !== "count" || each.dimension !== "count" || first.max !== undefined || each.max !== undefined) return false;
    if (!COUNT_OF_MEASURED.test(s.text.slice(first.end - s.start, each.start - s.start)) || !hyphenedToANoun(s, each)) return false;
    return claim.quantities.some((o) => o !== q && o.value === first.value && o.dimension === "count") && sameQuantity({ ...q, noun: undefined }, { ...each, noun: undefined, value: first.value * each.value, approximate: false });
  });
}

/** A count of one thing the sentence gives for every so many of another: "One bartender per 50 guests", "two staff for every 10 children". */
const COUNT_PER_COUNT = /(?<![\p{L}\d])(\d+|one|two|three|four|an?)\s+([a-z]+?)s?\s+(?:per|for\s+(?:every|each))\s+(\d[\d,]*)\s+([a-z]+?)s?(?![a-z])/giu;
/** The number words such a ratio's first count is written in. */
const SMALL_NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };

/**
 * The claim gives a count of things and of what the sentence gives so many of them for, in that
 * ratio: "With 100 guests, two bartenders are already included" of "One bartender per 50 guests is
 * included". Each holds the other: the claim's case and what follows from it.
 */
function countsAtTheirRatio(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "count" || q.noun === undefined || q.change !== undefined || q.bound !== undefined || q.max !== undefined) return false;
  const nounOf = (figure: Quantity): string => singular(figure.noun!.toLowerCase());
  return [...s.text.matchAll(COUNT_PER_COUNT)].some((m) => {
    const each = SMALL_NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1]);
    const per = Number(m[3]!.replace(/,/gu, ""));
    const [thing, counted] = [m[2]!.toLowerCase(), m[4]!.toLowerCase()];
    if (!(each > 0 && per > 0)) return false;
    const claimed = (noun: string): Quantity[] => claim.quantities.filter((o) => o.dimension === "count" && o.noun !== undefined && nounOf(o) === noun && o.change === undefined && o.bound === undefined);
    const pairs = nounOf(q) === thing ? claimed(counted).map((o) => [q, o] as const) : nounOf(q) === counted ? claimed(thing).map((o) => [o, q] as const) : [];
    return pairs.some(([things, of]) => Math.abs(things.value - (of.value / per) * each) < 1e-9);
  });
}

/** Words that say a number of people or things fits in a space: "fits", "can accommodate", "is big enough for". */
const FITS = /(?<![\p{L}])(?:fits?|fitting|accommodates?|accommodated|room\s+for|(?:big|large)\s+enough|within\s+(?:the\s+|its\s+)?capacity)(?![\p{L}])/iu;
/** A word of the sentence that gives a space's capacity, before its figures: "holds 220 guests seated or 400 standing". */
const CAPACITY = /(?<![\p{L}])(?:holds?|seats?|takes?|accommodates?|sleeps?|capacity)(?![\p{L}])/giu;
/** How the people a capacity counts are placed, right after it: "220 guests seated", "400 standing"; and anywhere in the claim. */
const PLACED_AFTER = /^\s+(?:[\p{L}-]+\s+)?(seated|sitting|standing)(?![\p{L}])/iu;
const PLACED = /(?<![\p{L}])(seated|sitting|standing)(?![\p{L}])/iu;

/** The placing a match names, "sitting" as "seated". */
function placingOf(found: RegExpExecArray | null): string | undefined {
  return found?.[1]?.toLowerCase().replace("sitting", "seated");
}

/**
 * The claim's count fits in a space whose capacity the sentence gives, and lies within it: "A seated
 * dinner for 200 fits comfortably in the Locomotive Hall" of "holds 220 guests seated or 400
 * standing". Where the claim says how its people are placed, the capacity is the one for that.
 */
function withinACapacity(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "count" || q.change !== undefined || q.bound !== undefined || q.max !== undefined || !FITS.test(claim.text)) return false;
  const placed = placingOf(PLACED.exec(claim.text));
  return [...s.text.matchAll(CAPACITY)].some((word) => {
    // (The capacity's figures run to the end of its stretch between semicolons, past "or".)
    const clause = segmentOf(s, { start: s.start + word.index, end: s.start + word.index + word[0].length });
    return s.quantities.some((e) => {
      if (e.start < s.start + word.index || !within(e, clause) || e.dimension !== "count" || e.change !== undefined || e.max !== undefined || q.value > e.value) return false;
      const label = placingOf(PLACED_AFTER.exec(s.text.slice(e.end - s.start)));
      return placed === undefined || label === placed;
    });
  });
}

/**
 * A count named by the last word of a measure's unit, as trades shorten it: the "8-yard skip" of
 * "(8 cubic yards)", written with the same number.
 */
function measureByItsLastWord(q: Quantity, s: SourceSentence): boolean {
  if (q.dimension !== "count" || q.noun === undefined || q.change !== undefined || q.bound !== undefined || q.max !== undefined) return false;
  const noun = q.noun.toLowerCase();
  return s.quantities.some((e) => {
    if (e.dimension === "count" || e.change !== undefined) return false;
    const words = e.raw.toLowerCase().split(/\s+/u);
    return words.length >= 3 && words[0] === q.raw && singular(words.at(-1)!) === noun;
  });
}

/**
 * What the claim's price is per, as a measure: "立方米" of "每立方米80元" is one cubic metre, "500克" of
 * "每500克4元" five hundred grams; a count (每袋) is none.
 */
function measurePer(q: Quantity): Quantity | undefined {
  if (q.per === undefined || !("thing" in q.per)) return undefined;
  // Asked of each price of a sentence for every figure of the claim the sentence is read for: read once a figure.
  let measure = measuresPer.get(q);
  if (measure === undefined) measuresPer.set(q, (measure = measureNamed(q.per.thing) ?? null));
  return measure ?? undefined;
}

const measuresPer = new WeakMap<Quantity, Quantity | null>();

function measureNamed(thing: string): Quantity | undefined {
  const [measure] = extractQuantities(/^[\d.]/u.test(thing) ? thing : `1${thing}`);
  return measure !== undefined && measure.dimension !== "count" && measure.dimension !== "currency" && measure.raw.length >= thing.length ? measure : undefined;
}

/** How far a worked-out unit price may be from the claim's, rounded: "约80元". */
const UNIT_PRICE_TOLERANCE = 0.01;

/**
 * The claim's price per measure is a price the sentence gives for a thing over the thing's size:
 * "折算下来每立方米相当于80元" of "使用标准编织袋（约0.05立方米）装运的，每袋按4元计收" (4 ÷ 0.05).
 */
function heldAsUnitPrice(q: Quantity, s: SourceSentence): boolean {
  if (q.dimension !== "currency" || q.change !== undefined || q.bound !== undefined || q.max !== undefined) return false;
  // …or a price per unit of time, of a price for a length of time: "£39.50 an hour" of "Block bookings of 10 hours cost £395".
  const per = measurePer(q) ?? (q.per !== undefined && "seconds" in q.per ? { dimension: "time", value: q.per.seconds } : undefined);
  if (per === undefined) return false;
  // (Not where the sentence gives its own price per that period: "priced £2,400 on a 12-month plan … 12 monthly payments of £180".)
  if (q.per !== undefined && "seconds" in q.per && s.quantities.some((e) => e.currency === q.currency && e.change === undefined && e.max === undefined && e.per !== undefined && samePer(e, q))) return false;
  return s.quantities.some(
    (price) =>
      price.currency === q.currency &&
      price.change === undefined &&
      price.max === undefined &&
      measurePer(price) === undefined &&
      !(price.per !== undefined && "seconds" in price.per) &&
      s.quantities.some((size) => {
        if (size.dimension !== per.dimension || size.value <= 0 || size.change !== undefined || size.max !== undefined) return false;
        const worked = price.value / (size.value / per.value);
        return Math.abs(worked - q.value) <= UNIT_PRICE_TOLERANCE * q.value;
      }),
  );
}

/** 每节 before what each unit holds: the unit is the character after the last 每 ("每款2盒（每盒100张）" holds 100张 a 盒). */
const ZH_PER_UNIT_BEFORE = /每(\p{Script=Han})[^，。；,;每]{0,12}$/u;

/**
 * What each unit holds times a count of units, which a later figure of the sentence or another of
 * the claim gives in that unit: "每节车厢定员48人，全列共6节车厢" holds "一列小火车满员时可载288名乘客",
 * and "每盒100张" holds "印2盒，也就是200张". The claim gives its figure for no unit (no 每).
 */
function heldAsPerUnitTimesUnits(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (ZH_PER_UNIT_BEFORE.test(claim.text.slice(0, q.start - claim.start))) return false;
  return s.quantities.some((each) => {
    const unit = ZH_PER_UNIT_BEFORE.exec(s.text.slice(0, each.start - s.start))?.[1];
    if (unit === undefined || each.dimension !== q.dimension || each.unit !== q.unit) return false;
    const times = (units: Quantity): boolean =>
      units.dimension === "count" && units.raw.endsWith(unit) && sameQuantity(q, { ...each, value: each.value * units.value, step: each.step, approximate: false, noun: q.noun });
    // (A count of one the claim gives makes nothing, and a figure of another item of the sentence's list is not the claim's item's.)
    return s.quantities.some((units) => units.start > each.end && times(units)) || claim.quantities.some((units) => units !== q && units.value > 1 && times(units) && !figureOfAnotherItem(claim, q, s, each));
  });
}

/** What gives a figure per serving, right before it (past a colon and other figures of the list): "Per serving: 590 kcal, 38 g protein", 每份. */
const PER_SERVING_BEFORE = /(?:\b(?:per|each)\s+(?:serving|portion)|每份)[^.;。；]*$/iu;
/** How many servings a recipe makes: "(serves 6)", "makes 12", 可做12个, 6人份. */
const SERVINGS = /\b(?:serves|makes|for)\s+(\d{1,3})\b(?!\s*(?:%|g|kg|ml|minutes?|hours?))|可做\s*(\d{1,3})|(\d{1,3})\s*人份/iu;

/**
 * The claim's figure is a per-serving figure times the servings the chunk says the recipe makes:
 * "The whole tagine provides 228 g of protein" of "(serves 6)" and "Per serving: 590 kcal, 38 g
 * protein". The claim gives its figure for no serving.
 */
export function perServingTimesServings(q: Quantity, chunk: readonly SourceSentence[], claim: Analysed): boolean {
  if (q.change !== undefined || q.bound !== undefined || q.max !== undefined || q.dimension === "count") return false;
  if (PER_SERVING_BEFORE.test(claim.text.slice(0, q.start - claim.start))) return false;
  // The chunk's figures of the kind given per serving first: most chunks have none, and are not searched for the servings.
  const perServing = chunk.flatMap((s) => s.quantities.filter((e) => e.change === undefined && comparable(q, e) && PER_SERVING_BEFORE.test(s.text.slice(0, e.start - s.start))));
  if (perServing.length === 0) return false;
  const servings = chunk.map((s) => SERVINGS.exec(s.text)).find((m) => m !== null);
  const count = servings ? Number(servings[1] ?? servings[2] ?? servings[3]) : NaN;
  if (!(count > 1)) return false;
  return perServing.some((e) => sameQuantity(q, { ...e, value: e.value * count, step: q.step, approximate: q.approximate }));
}

/** Most parts a total is looked for among: a sentence's figures of one kind are few, and their subsets 2^n. */
const MAX_PARTS = 6;

/**
 * The claim's figure is the sum of two or more of the sentence's, and says it is one: by a word
 * for a total ("合计90GB" of 60GB and 30GB; "费率合计0.52%" of 0.20%, 0.02% and 0.30%), or by giving
 * its two parts beside it ("21 goal involvements — 9 goals and 12 assists" of 9 goals and 12
 * assists, where the parts count other things).
 */
function heldAsTotal(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  // A total needs two parts: the claim's words for one are not read where the sentence has fewer figures, as most have.
  // (A range with a span the sentence adds to it is a total too: "allow roughly 10 to 12 weeks" of "takes 8 to 10 weeks; … add about two weeks".)
  return s.quantities.length >= 2 && sumsTo(q, s.quantities, claim, saysTotal(claim, q) || (q.max !== undefined && s.quantities.some(addedOn)));
}

/**
 * The claim's figure, which it says is a total, is the sum of figures of several evidence
 * sentences, one part in each: "Together, a FlexFit Premium membership and an Orbit Max plan cost
 * £74.99 a month" of "£49.99" in one chunk and "£25 per month" in another.
 */
export function totalAcross(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (sentences.length < 2 || !saysTotal(claim, q)) return false;
  // A count that names no thing ("won all five of his contests") is no part of a count of things from another sentence.
  const named = (e: Quantity): boolean => e.dimension !== "count" || q.noun === undefined || e.noun !== undefined;
  return sumsTo(q, sentences.flatMap((s) => s.quantities.filter(named)), claim, true);
}

/**
 * The same, over every sentence of the evidence, for a count of a thing the claim names, summed
 * from counts of that thing only: "3 teaspoons of ground cardamom in total" of "Dough: … 1 tsp
 * ground cardamom" and "Filling: … 2 tsp ground cardamom", where the sentence the claim aligns
 * with best is the recipe's heading.
 */
export function countedTotalAcross(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (q.dimension !== "count" || q.noun === undefined) return false;
  const noun = singular(q.noun);
  const counts = (e: Quantity): boolean => e.noun !== undefined && singular(e.noun) === noun;
  const counting = sentences.filter((s) => s.quantities.some(counts));
  return totalAcross(q, counting.map((s) => ({ ...s, quantities: s.quantities.filter(counts) })), claim);
}

/**
 * The claim's figure is one an evidence sentence gives, times a multiple another states ("起付线减半",
 * "doubled"), said of the claim's thing (`sameThing`): where the claim says it moved to it ("第二次在
 * 三级医疗机构住院时，起付线降为500元" of "在三级医疗机构住院，起付线为1000元" and "年度内第二次及以后住院的，
 * 起付线减半"), or names the case the multiple is stated for, which the figure's sentence does not
 * ("用于宾馆的空调，整机保修期为3年" of "空调整机保修6年" and "用于商用场所（如餐厅、宾馆）的产品，保修期减半").
 */
export function movedByMultiple(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed, sameThing: (sentence: SourceSentence, figure: Quantity) => boolean): boolean {
  const saysMove = q.change?.figure === "result";
  if (q.change !== undefined && !saysMove) return false;
  const multiples = sentences.flatMap((s) => s.quantities.filter((m) => isMultiple(m) && (!saysMove || (m.value < 1) === (q.change!.direction === "fall"))).map((m) => ({ s, m })));
  if (multiples.length === 0) return false;
  const level = { ...q, change: undefined };
  const namesItsCase = (multipleSentence: SourceSentence, s: SourceSentence): boolean =>
    claim.content.some((t) => multipleSentence.keys.has(matchKey(t)) && !s.keys.has(matchKey(t)));
  return sentences.some((s) =>
    s.quantities.some(
      (from) =>
        !isMultiple(from) &&
        comparable(level, { ...from, change: undefined }) &&
        multiples.some(({ s: stated, m }) => (saysMove || namesItsCase(stated, s)) && sameQuantity(level, { ...from, change: undefined, value: from.value * m.value, step: q.step, approximate: false })) &&
        sameThing(s, from),
    ),
  );
}

/**
 * The claim's figure is worked out from a part it gives, found in one sentence, and a figure of
 * another sentence of the chunk: what a whole leaves once the part is taken, where the part's
 * sentence or the claim says it is the rest ("the group has £47,000 of the share money left" after
 * "paying £265,000 for the shop", of "raising £312,000 …" and "The purchase price was £265,000, and
 * the rest of the money raised will pay for …"), or the two summed, where the claim says it is a
 * total ("Counting the £25,000 grant … as well as the share offer, the project has £337,000 in total").
 */
export function partGivenAcross(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (q.change !== undefined || q.max !== undefined || q.bound !== undefined || sentences.length < 2) return false;
  // (An amount off a price before what is paid after it is a part taken: "立减300元后只要3199元".)
  const amountsOff = claim.quantities
    .filter((o) => o !== q && o.end <= q.start && o.change?.direction === "fall" && o.change.figure === "amount" && AFTER_AMOUNT_OFF.test(claim.text.slice(o.end - claim.start, q.start - claim.start)))
    .map((o) => ({ ...o, change: undefined }))
    .filter((o) => comparable(o, q));
  const parts = [...claim.quantities.filter((o) => o !== q && o.change === undefined && o.max === undefined && comparable(o, q)), ...amountsOff];
  const claimSaysRest = REMAINDER.test(claim.text) || amountsOff.length > 0;
  if (parts.length === 0) return claimSaysRest && restOfAWholeAcross(q, sentences);
  const claimSaysTotal = saysTotal(claim, q);
  if (!claimSaysRest && !claimSaysTotal && !sentences.some((s) => REMAINDER.test(s.text))) return false;
  return sentences.some((partSentence) => {
    const part = partSentence.quantities.find((e) => parts.some((o) => sameQuantity(o, e)));
    if (part === undefined) return false;
    const rest = claimSaysRest || REMAINDER.test(partSentence.text);
    return sentences.some(
      (other) =>
        other !== partSentence &&
        other.chunk === partSentence.chunk &&
        other.quantities.some(
          (e) =>
            isLevel(e) &&
            comparable(e, q) &&
            ((rest && e.value > part.value && isGapOf(q, e, part)) || (claimSaysTotal && sameQuantity(q, { ...e, value: e.value + part.value, step: Math.min(e.step, part.step), approximate: false }))),
        ),
    );
  });
}

/**
 * The rest the claim names, where it gives no part of its own, is a whole of one sentence less the
 * part another gives before its word for the rest: "剩下的5990元最迟要在…付清" of "成人团费每人8990元" and
 * "报名时须交付定金每人3000元，余款最迟于出发前20天付清". Part and whole per one thing (每人) leave a rest
 * per it, which the claim may give bare.
 */
function restOfAWholeAcross(q: Quantity, sentences: readonly SourceSentence[]): boolean {
  const bare = (e: Quantity): Quantity => ({ ...e, per: undefined, noun: undefined });
  return sentences.some((partSentence) => {
    const restWord = REMAINDER.exec(partSentence.text);
    const part = restWord === null ? undefined : partSentence.quantities.findLast((e) => e.end - partSentence.start <= restWord.index && e.change === undefined && e.max === undefined && comparable(bare(e), q));
    if (part === undefined) return false;
    return sentences.some(
      (other) =>
        other !== partSentence &&
        other.chunk === partSentence.chunk &&
        other.quantities.some((whole) => isLevel(whole) && samePer(whole, part) && comparable(bare(whole), q) && whole.value > part.value && isGapOf({ ...q, noun: undefined }, bare(whole), bare(part))),
    );
  });
}

/** What stands between an amount off a price and what is paid after it: 后 of "立减300元后只要3199元", "£5 off, …". */
const AFTER_AMOUNT_OFF = /^[^，。；,;.\d]{0,4}?(?:之后|以后|后)|^\s+off\b/u;

/**
 * The claim's amount of difference is the gap between figures of two sentences of its sources,
 * each of which names a thing of the claim the other does not: "A Dedicated Desk costs £100 a
 * month more than a Hot Desk" of "Hot Desk: £189 per month" and "Dedicated Desk: £289 per month".
 * Neither need be the sentence the claim aligns with best, which may name both things ("135 kW on
 * the Standard Range and 175 kW on the Long Range") and no price.
 */
export function gapAcross(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if ((q.change?.figure !== "amount" && !(q.change === undefined && LEVELS_APART_AFTER.test(claim.text.slice(q.end - claim.start)))) || sentences.length < 2) return false;
  // A sentence that names nothing ("Recommended retail price: £1,149.") is of what its chunk's
  // opening sentence names ("Frostline WC-46 Dual-Zone Wine Cooler – Product Sheet.").
  const opening = (s: SourceSentence): SourceSentence | undefined => sentences.reduce<SourceSentence | undefined>((first, o) => (o.chunk === s.chunk && (first === undefined || o.start < first.start) ? o : first), undefined);
  const saysOwn = (s: SourceSentence, other: SourceSentence): boolean => claim.content.some((t) => s.keys.has(matchKey(t)) && !other.keys.has(matchKey(t)));
  // (…or names outside the clause of the other's figure: "Skyline's bid was not the cheapest – Northern Heights Ltd bid £35,900 a year –" gives no figure of Skyline's;
  // a gap that only rounds to the claim's is then left alone: 54% less 2.9% is no "51% reduction".)
  const saysOwnBeside = (s: SourceSentence, other: SourceSentence, figure: Quantity): boolean => {
    const beside = keysWithin(other, clauseOf(other, figure));
    return claim.content.some((t) => s.keys.has(matchKey(t)) && !beside.has(matchKey(t)));
  };
  const ownWords = (s: SourceSentence, other: SourceSentence): boolean => {
    if (saysOwn(s, other)) return true;
    const head = opening(s);
    return head !== undefined && head !== other && !claim.content.some((t) => s.keys.has(matchKey(t))) && saysOwn(head, other);
  };
  return sentences.some((first) =>
    sentences.some(
      (second) =>
        second !== first &&
        ownWords(second, first) &&
        // Levels, not moves: a move a sentence states has its own gap (heldAsGap). Where a move ended is a level ("fell 6% to 35,200 tonnes").
        first.quantities.some((a) => isLevel(a) && second.quantities.some((b) => isLevel(b) && isGapOf(q, a, b) && (ownWords(first, second) || (saysOwnBeside(first, second, b) && exactGap(q, a, b)) || earlierCountOf(q, first, a, second, b) || movedOnFrom(first, a, second, b)))),
    ),
  );
}

/** The claim's gap is the two figures' difference to the last digit, in one unit. */
function exactGap(q: Quantity, a: Quantity, b: Quantity): boolean {
  return a.unit === q.unit && b.unit === q.unit && workedOut(Math.abs(a.value - b.value), q);
}

/** Seconds in a month, on average: how a span of months is a length of time. */
const MONTH_SECONDS = YEAR_SECONDS / 12;
/** Words after a length of time that set it before something else: "eight years before the wash-house", 三年前. */
const SPAN_BEFORE_ANOTHER = /^\s*(?:before|earlier|prior)\b|^\s*(?:之前|以前|前)/iu;

/**
 * The claim's length of time runs from a date it names, which the evidence gives, to another date
 * the evidence gives: "从2022年12月开工到计划通车，建设周期约为三年半" of "于2022年12月开工" and
 * "计划于2026年6月底建成通车". Dates to the month; the claim's "about" allows a month either way.
 */
export function spanFromTheClaimsDate(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  // "32 years later" is read as a move of 32 years; it is the length of time all the same.
  if (q.dimension !== "time" || (q.change !== undefined && !LATER.test(q.change.words)) || q.max !== undefined) return false;
  const given = sentences.flatMap((s) => [...s.dates, ...yearsAbout(s)]);
  if (q.value < MONTH_SECONDS) return daysBetweenTheClaimsDates(q, claim, given) || (claim.dates.length === 0 && lengthOfTime(claim, q) && sentences.some((s) => daysOfARun(q, s)));
  // (A bound of months is read in days: "a little over ten months after" of 6 March 2025 and 20 January 2026.)
  if (q.bound !== undefined) return daysBetweenTheClaimsDates(q, claim, given);
  const monthOf = (d: { year?: number | undefined; month?: number | undefined }): number | undefined => (d.year === undefined || d.month === undefined ? undefined : d.year * 12 + d.month - 1);
  const months = q.value / MONTH_SECONDS;
  const slack = q.approximate ? 1 : 0;
  // Years alone count whole years: "1958年…，四年后按原样修复" of "1958年…，1962年按原样修复"; not a
  // span before something else, whose date the claim leaves out ("closed in 1958, eight years
  // before the wash-house" of the wash-house's 1958 and the baths' 1966).
  const years = q.value / YEAR_SECONDS;
  const byYears = Number.isInteger(years) && !SPAN_BEFORE_ANOTHER.test(claim.text.slice(q.end - claim.start));
  // (A date to the month against a year alone is counted in years: "August 1976 … five years later" of "ended in 1981".)
  const yearOf = (d: { year?: number | undefined; month?: number | undefined }): number | undefined => (byYears ? d.year : undefined);
  const from = [...claim.dates, ...yearsAbout(claim), ...(claim.earlierDate ? [claim.earlierDate] : [])];
  const apart = (of: typeof monthOf, length: number, toTheMonth: boolean): boolean =>
    from.some((own) => {
      const start = of(own);
      if (start === undefined || !given.some((d) => of(d) === start)) return false;
      return given.some((d) => {
        const end = of(d);
        return end !== undefined && end !== start && (toTheMonth || own.month === undefined || d.month === undefined) && Math.abs(Math.abs(end - start) - length) <= slack + 1e-9;
      });
    });
  return apart(monthOf, months, true) || apart(yearOf, years, false) || daysBetweenTheClaimsDates(q, claim, given);
}

const LATER = /^(?:later|after)$/iu;

/** The years a text gives as hedged numbers, which the date reader leaves as figures: "until about 1908", "in around 1850". */
function yearsAbout(text: Analysed): DateMention[] {
  return text.quantities.filter((e) => e.yearLike === true && e.approximate && e.change === undefined).map((e) => ({ start: e.start, end: e.end, raw: e.raw, year: e.value }));
}

/** A day in milliseconds, as dates are counted. */
const DAY_MS = DAY_SECONDS * 1000;

/**
 * The claim's number of days runs between two of its dates the source gives, counted with both
 * ends or one: "从6月14日开幕，到6月29日结束，前后共16天" (15 days apart, 16 counted).
 */
function daysBetweenTheClaimsDates(q: Quantity, claim: Analysed, given: readonly DateMention[]): boolean {
  // (Of days, or of months said with a bound or "about", which the days between the dates may hold.)
  if (q.change !== undefined || claim.dates.length < 2 || (q.value % DAY_SECONDS !== 0 && !(q.value % MONTH_SECONDS === 0 && (q.bound !== undefined || q.approximate)))) return false;
  // A date the claim writes without its year takes the year the source gives it, or the claim's other date's ("from Monday 9 March to Friday 20 March 2026").
  // (…or the year the source gives the other: "2026年10月1日0时至10月7日24时" dates 10月7日 in 2026.)
  const matched = claim.dates.flatMap((d) => {
    const g = given.find((other) => sameDate(d, other));
    return g === undefined ? [] : [{ d, g }];
  });
  const claimsYear = claim.dates.find((d) => d.year !== undefined)?.year ?? matched.find(({ g }) => g.year !== undefined)?.g.year;
  const held = matched.map(({ d, g }) => dayNumber(d, d.year ?? g.year ?? claimsYear)).filter((n): n is number => n !== undefined);
  // A length counted "in all" (前后一共) counts both ends: 6月14日开幕、6月21日闭幕 is 8 days.
  const bothEnds = COUNTED_IN_ALL.test(claim.text);
  return held.some((a) => held.some((b) => b > a && runOf(q, b - a, { bothEnds })));
}

/** Words that count a run of days with both its ends: 前后, 一共, "in all". */
const COUNTED_IN_ALL = /前后|一共|总共|共计|\b(?:in\s+all|inclusive)\b/iu;

/** The word that labels a numbered run, right before it: "lanes" of "lanes 7 to 18". */
const LABEL_BEFORE_RUN = /(\p{Script=Latin}+)\s+$/u;
/** All that stands between a part and the whole it is of: "Twelve of the 18 lanes", " out of its ". */
export const PART_OF_BETWEEN = /^\s+(?:out\s+)?of\s+(?:the|its|their|all)\s+$/iu;

/** What the claim's count counts: its own noun, or that of the whole it is a part of. */
function countedNoun(q: Quantity, claim: Analysed): string | undefined {
  if (q.noun !== undefined) return q.noun;
  return claim.quantities.find((o) => o.start >= q.end && PART_OF_BETWEEN.test(claim.text.slice(q.end - claim.start, o.start - claim.start)))?.noun;
}

/**
 * The claim's count is how many things a run of their numbers names: "twelve of the 18 lanes" of
 * "string pinsetters on lanes 7 to 18", "the six lanes" of "lanes 1 to 6".
 */
export function countOfANumberedRun(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (q.dimension !== "count" || q.max !== undefined || q.bound !== undefined || q.change !== undefined || !Number.isInteger(q.value)) return false;
  const noun = countedNoun(q, claim);
  if (noun === undefined) return false;
  const thing = singular(noun.toLowerCase());
  return sentences.some((s) =>
    s.quantities.some((e) => {
      if (e.dimension !== "count" || e.max === undefined || !Number.isInteger(e.value) || !Number.isInteger(e.max) || e.max - e.value + 1 !== q.value) return false;
      const label = LABEL_BEFORE_RUN.exec(s.text.slice(0, e.start - s.start))?.[1];
      return label !== undefined && singular(label.toLowerCase()) === thing;
    }),
  );
}

/** Share of a length in days that "about" allows either way, and "just over" or "under" one way: "about two weeks" of 16 days. */
const ABOUT_DAYS = 0.25;

/**
 * A run of days `apart` days apart, counted with both ends or one, is the claim's length: exactly,
 * about it, or a little past or short of it ("just over two weeks" of 13 to 30 March, not of 13 to
 * 27 March). A limit ("at least 48 hours") is no length.
 */
function runOf(q: Quantity, apart: number, { bothEnds = false }: { bothEnds?: boolean } = {}): boolean {
  const days = q.value / DAY_SECONDS;
  const near = (counted: number): boolean => Math.abs(counted - days) <= Math.max(1, days * ABOUT_DAYS);
  return (bothEnds ? [apart + 1] : [apart, apart + 1]).some((counted) => {
    if (q.bound !== undefined) return q.strictBound !== undefined && near(counted) && (q.bound === "lower" ? counted > days : counted < days);
    return q.approximate ? near(counted) : counted === days;
  });
}

/** What joins the two dates of a run: 至, 到, "to", "until", a dash; the weekday in brackets after the first (or its closing bracket) may stand before it. */
const RUN_JOINT = /^\s*[）)]?\s*(?:[（(][^）)]{1,6}[）)]\s*)?(?:[至到~～–—-]|to\b|until\b|till\b|through\b)/iu;
/** …or a start after the first and an end after the last ("3月21日（星期六）开幕，4月19日（星期日）闭幕"), or each before its date ("opens on 21 March and ends on 19 April"). */
const ZH_RUN_STARTS = /^\s*[）)]?\s*(?:[（(][^）)]{1,6}[）)]\s*)?(?:开幕|开始|开工|开展|开放)[^。；]{0,4}$/u;
const ZH_RUN_ENDS = /^\s*[）)]?\s*(?:[（(][^）)]{1,6}[）)]\s*)?(?:闭幕|结束|完工|截止)/u;
const EN_RUN_STARTS = /\b(?:opens?|opened|starts?|started|begins?|began|runs?\s+from)\s+(?:on\s+)?$/iu;
const EN_RUN_ENDS = /^\s*,?\s*(?:and\s+)?(?:closes?|closed|ends?|ended|finish(?:es|ed)?)\s+(?:on\s+)?$/iu;

/** Words around a number of days that make it a limit or a time before now or something, not a length: "7天内", "提前3天", "within 10 days" (OFFSET_AFTER reads "入住日7天前"). */
const LIMIT_OR_AGO_AFTER = /^\s*(?:内|以内|之内|ago|prior)/iu;
const OFFSET_BEFORE = /(?:提前|\b(?:within|in|after|before|by)\s+)$/iu;

/** The claim's number of days is a length of time, not an offset or a limit. */
function lengthOfTime(claim: Analysed, q: Quantity): boolean {
  const after = claim.text.slice(q.end - claim.start);
  return !OFFSET_AFTER.test(after) && !LIMIT_OR_AGO_AFTER.test(after) && !OFFSET_BEFORE.test(claim.text.slice(0, q.start - claim.start));
}

/**
 * A claim that names no date gives the length of a run of two dates its evidence gives, counted
 * with both ends or one: "施工期为两周" of "2026年4月13日（星期一）至4月26日（星期日）"; "为期30天" of
 * "3月21日（星期六）开幕，4月19日（星期日）闭幕".
 */
function daysOfARun(q: Quantity, s: SourceSentence): boolean {
  if (q.change !== undefined || q.value % DAY_SECONDS !== 0 || s.dates.length < 2) return false;
  return s.dates.some((first, k) => {
    const last = s.dates[k + 1];
    if (last === undefined) return false;
    const between = s.text.slice(first.end - s.start, last.start - s.start);
    const opensAndEnds =
      (ZH_RUN_STARTS.test(between) && ZH_RUN_ENDS.test(s.text.slice(last.end - s.start))) || (EN_RUN_STARTS.test(s.text.slice(0, first.start - s.start)) && EN_RUN_ENDS.test(between));
    if (!RUN_JOINT.test(between) && !opensAndEnds) return false;
    const year = first.year ?? last.year;
    const from = dayNumber(first, year);
    const to = dayNumber(last, last.year ?? year);
    return from !== undefined && to !== undefined && to > from && runOf(q, to - from);
  });
}

/** What opens a run of months joined by "and": "between June and September". */
const BETWEEN_BEFORE = /\bbetween\s+$/iu;

/**
 * The claim's number of months is a run of whole months the sentence gives, counted with both ends:
 * "the four months from June to September" of "between June and September".
 */
function monthsOfARun(q: Quantity, s: SourceSentence): boolean {
  const months = q.value / MONTH_SECONDS;
  if (q.change !== undefined || q.dimension !== "time" || q.max !== undefined || q.bound !== undefined || Math.abs(months - Math.round(months)) > 1e-9) return false;
  return s.dates.some((first, k) => {
    const last = s.dates[k + 1];
    if (last?.month === undefined || first.month === undefined || first.day !== undefined || last.day !== undefined) return false;
    const between = s.text.slice(first.end - s.start, last.start - s.start);
    if (!RUN_JOINT.test(between) && !(/^\s*and\s*$/iu.test(between) && BETWEEN_BEFORE.test(s.text.slice(0, first.start - s.start)))) return false;
    const counted = ((last.month - first.month + 12) % 12) + 1;
    return q.approximate ? Math.abs(counted - months) <= 1 : counted === months;
  });
}

/** A year with a 29 February, for dates that name no year. */
const LEAP_YEAR = 2024;

/** The day a date to the day falls on, counted in days, in the year given (or a leap year). */
function dayNumber(d: DateMention, year: number | undefined): number | undefined {
  return d.month === undefined || d.day === undefined ? undefined : Date.UTC(year ?? LEAP_YEAR, d.month - 1, d.day) / DAY_MS;
}

/**
 * The first sentence gives an earlier count of the claim's things, which the second, later in
 * its chunk, brings to another: "added 686 pipes" of "As first built it had … 2,916 pipes" and
 * "In 1931 … rebuilt …, bringing the total to … 3,602 pipes". The claim need say nothing of the
 * first sentence's own.
 */
function earlierCountOf(q: Quantity, first: SourceSentence, a: Quantity, second: SourceSentence, b: Quantity): boolean {
  if (q.noun === undefined || first.chunk !== second.chunk || first.line > second.line || first.start >= second.start) return false;
  const noun = singular(q.noun);
  return [a, b].every((figure) => figure.noun !== undefined && singular(figure.noun) === noun);
}

/**
 * The second sentence moves a figure to another ("when this was rebuilt in 1910 the pier was
 * extended to 1,260 feet") that the first, earlier in its chunk, gives as it stood ("It was
 * originally 1,050 feet long"): the move is from one to the other, whatever words each has.
 */
function movedOnFrom(first: SourceSentence, a: Quantity, second: SourceSentence, b: Quantity): boolean {
  return b.change?.figure === "result" && a.change === undefined && first.chunk === second.chunk && first.start < second.start;
}

function isLevel(figure: Quantity): boolean {
  return figure.change === undefined || figure.change.figure === "result";
}

/**
 * What may stand between a group and its price in its clause: "成人40元", "学生及60周岁以上老人20元",
 * "adult foot passenger fare is £7.40", "aged 5–15 pay £3.70", "juniors (under 18) pay £85"; in
 * English whole words and asides only ("(two adults and up to three children) costs £29" prices no child).
 */
const GROUP_TO_PRICE = /^[^，。；;,A-Za-z()（）]{0,12}$|^(?:[\s\u00A0]+(?:[A-Za-z]+|\([^()]{1,20}\))){0,4}[\s\u00A0]+$/u;
/** The rest of a word a group's name begins: "ren" of "children", "s" of "juniors". */
const REST_OF_WORD = /^[a-z]*/u;
/** What joins a price to the group after it: "£40 for adults", "£16 per adult". */
const FOR_GROUP = /^\s+(?:for|per)\s+(?:each\s+|an?\s+)?$/iu;
/** What makes an age one person of a group: "an eight-year-old", "a 10-year-old child". */
const ONE_OF_AGE = /\ban?\s+$/iu;

/** One or more people of the claim and the group they are of: "两位成人" (成人), "two adults" (adult), "an eight-year-old" (8 years), "two under-16s" (under 16). */
interface Group {
  count: Quantity;
  /** The group's name, the age that places them in an age band, or the band itself. */
  name?: string;
  age?: Quantity;
  band?: Quantity;
}

/** What stands between a count of people and the age band they are in: "two under-16s", "two teenagers under 16", "two children aged under 16". */
const COUNT_TO_BAND = /^\s+(?:\p{L}+[\s-]+){0,2}$/u;

function groupsOf(claim: Analysed): Group[] {
  return claim.quantities.flatMap((count, k): Group[] => {
    if (count.max !== undefined || count.change !== undefined || count.bound !== undefined) return [];
    if (count.dimension === "age") return ONE_OF_AGE.test(claim.text.slice(0, count.start - claim.start)) ? [{ count: { ...count, value: 1 }, age: count }] : [];
    if (count.dimension !== "count") return [];
    const next = claim.quantities[k + 1];
    if (next !== undefined && next.bound !== undefined && yearsOfAge(next) !== undefined && COUNT_TO_BAND.test(claim.text.slice(count.end - claim.start, next.start - claim.start))) return [{ count, band: next }];
    const name = count.counted ?? (count.noun !== undefined && /^\p{L}{3,}$/u.test(count.noun) ? groupName(count.noun) : undefined);
    return name === undefined ? [] : [{ count, name }];
  });
}

/** The years of an age, or of a bare number a bound gives as one ("under 16"). */
function yearsOfAge(q: Quantity): number | undefined {
  if (q.dimension === "age") return q.value / YEAR_SECONDS;
  return q.dimension === "count" && q.unit === "" && q.noun === undefined ? q.value : undefined;
}

/** A group's name, singular: "two children" are priced "per child". */
function groupName(noun: string): string {
  return PEOPLE_PLURALS.get(noun.toLowerCase()) ?? noun.replace(/s$/u, "");
}

/** Where a sentence names the group: its name, or an age band ("aged 5–15", "under-5s") that holds its age. */
function placesOf(group: Group, s: SourceSentence): Span[] {
  const { band } = group;
  if (band) return s.quantities.filter((e) => e.dimension === "age" && e.bound === band.bound && e.strictBound === band.strictBound && yearsOfAge(e) === yearsOfAge(band));
  if (group.age) {
    const age = group.age.value;
    return s.quantities.filter(
      (e) => e.dimension === "age" && (e.max !== undefined ? e.value <= age && age <= e.max : e.bound === "upper" ? age < e.value : e.bound === "lower" ? age >= e.value : false),
    );
  }
  const lower = s.text.toLowerCase();
  const name = group.name!.toLowerCase();
  const places: Span[] = [];
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) places.push({ start: s.start + at, end: s.start + at + name.length });
  return places;
}

/** Where the prices of one group end: "adult single £3.50, adult return £6; child …". */
const GROUP_STRETCH_END = /[;；。]|\.(?!\d)/u;

/**
 * The price a sentence gives its group: of the kind of ticket the claim names, in the group's
 * stretch ("separate returns" of "child (3–15) single £2, return £3.50"); else the amount before it
 * with "for" or "per", or right after the group's name or age band in its clause.
 */
function priceOf(group: Group, s: SourceSentence, like: Quantity, claim: Analysed): Quantity | undefined {
  const prices = s.quantities.filter((e) => e.dimension === like.dimension && e.unit === like.unit && e.change === undefined && e.max === undefined);
  const between = (from: number, to: number): string => s.text.slice(from - s.start, to - s.start);
  const places = placesOf(group, s);
  // (The word before a price names a kind of ticket, not another group: "adults £18, children £10".)
  const groupNames = new Set(groupsOf(claim).flatMap((g) => (g.name === undefined ? [] : [g.name.toLowerCase()])));
  for (const place of places) {
    const stop = between(place.end, s.end).search(GROUP_STRETCH_END);
    const end = stop < 0 ? s.end : place.end + stop;
    const ofTheClaimsKind = prices.find((e) => {
      if (e.start < place.end || e.end > end) return false;
      const word = s.content.findLast((t) => t.end <= e.start);
      return word !== undefined && word.start >= place.end && between(word.end, e.start).trim() === "" && !PRICING_WORD.test(word.norm) && !groupNames.has(groupName(word.norm)) && claim.keys.has(matchKey(word));
    });
    if (ofTheClaimsKind) return ofTheClaimsKind;
  }
  for (const place of places) {
    // "£42 per adult and £21 per child": the price a "per" ties to the group, before the next item's.
    const before = prices.find((e) => e.end <= place.start && FOR_GROUP.test(between(e.end, place.start)));
    if (before) return before;
    const wordEnd = place.end + REST_OF_WORD.exec(between(place.end, s.end))![0].length;
    const after = prices.find((e) => e.start >= wordEnd && GROUP_TO_PRICE.test(between(wordEnd, e.start)));
    if (after) return after;
  }
  return undefined;
}

/** Tickets bought one by one, whose prices the claim sums: "buying separately would cost £38.50", 单独购买. */
const BOUGHT_APART = /\b(?:separately|individually|(?:single|individual|separate)\s+(?:tickets|fares|returns|singles))\b|单独购买|分开购买|单买/iu;

/**
 * The claim gives a total for groups of people whose prices the sentences give: the claim's counts
 * of them and the sum they pay at those prices. The counts are the claim's own, which the source
 * need not hold, whether or not the total is right.
 */
function pricedGroups(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): { counts: Quantity[]; sum: number } | undefined {
  if (q.change !== undefined || q.max !== undefined || !(saysTotal(claim, q) || BOUGHT_APART.test(claim.text))) return undefined;
  // (The total is no group of its own: "A total of 41,906 ballot papers were issued" counts none at a price;
  // nor is a count of all the others: "four separate tickets" for two adults and two children.)
  const others = groupsOf(claim).filter((group) => group.count !== q);
  const groups = others.filter((group, k) => {
    const rest = others.filter((_, j) => j !== k);
    return rest.length < 2 || rest.reduce((sum, o) => sum + o.count.value, 0) !== group.count.value;
  });
  if (groups.length === 0 || (groups.length === 1 && groups[0]!.count.value < 2)) return undefined;
  let sum = 0;
  for (const group of groups) {
    const price = sentences.map((s) => priceOf(group, s, q, claim)).find((found) => found !== undefined);
    if (price === undefined) return undefined;
    sum += group.count.value * price.value;
  }
  return { counts: groups.map((group) => group.count), sum };
}

/**
 * The claim's total is what its groups pay at the prices the sentences give each: "两位成人带一名学生…
 * 门票一共100元" of "成人40元，学生…20元"; "Two adults and two children pay £56 in total" of
 * "adults £18, children £10".
 */
export function groupTotal(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  const priced = pricedGroups(q, sentences, claim);
  return priced !== undefined && sameQuantity(q, { ...q, value: priced.sum, approximate: false });
}

/** Whether `q` is the price `price` at `share` of it, as a level (no move, no range). */
function pricedAt(q: Quantity, price: Quantity, share: number): boolean {
  // A bound ("claims over £3,000") is no price. A charge added to another is one, and its share is
  // added as it is: "add £108" of "for an extra £120" at 10% off.
  const priced = price.change === undefined || (addedAmount(price) && addedAmount(q));
  return priced && price.max === undefined && price.bound === undefined && sameQuantity(q, { ...price, value: price.value * share, step: Math.min(q.step, price.step), approximate: false });
}

/** An amount said to be added to a price: "an extra £120", "would add £108". */
function addedAmount(q: Quantity): boolean {
  return q.change?.direction === "rise" && q.change.figure === "amount";
}

/** The share of a price paid after a discount the text states of a figure (8折 pays 80%, "a 20% discount" 80%), if it is one. */
function paidShare(text: Analysed, q: Quantity): number | undefined {
  if (q.unit === "折" && q.change === undefined && q.max === undefined) return q.value / 100;
  return discountOf(text, q) ? 1 - q.value / 100 : undefined;
}

/**
 * The shares of a price a sentence says are paid: after a discount (8折, 半价, "a 20% discount"),
 * or as a percentage of it ("预订时需缴纳合同总额30%的定金").
 */
function sharesPaid(s: SourceSentence): number[] {
  return s.quantities.map((d) => paidShare(s, d) ?? (d.unit === "%" && d.change === undefined && d.max === undefined && d.bound === undefined ? d.value / 100 : undefined)).filter(isShare);
}

/** The shares of a price a sentence says are paid after a discount: 8折, "a 20% discount", "按85%的比例减缴". */
function discountsPaid(s: SourceSentence): number[] {
  return s.quantities.map((d) => paidShare(s, d)).filter(isShare);
}

function isShare(share: number | undefined): share is number {
  return share !== undefined && share > 0 && share < 1;
}

/**
 * The claim's amount is a price one evidence sentence gives at a share an aligned one gives, said of
 * the same thing (`sameThing`): "65岁以上的老人做一次全口洁牙只需158.4元" of "超声波洁牙（全口）单次198元"
 * and "65周岁以上老人洁牙享8折优惠"; "尊享套餐需要先交2.04万元定金" of "尊享套餐…价格6.8万元" and
 * "预订时需缴纳合同总额30%的定金". (A discount the claim names itself is `discountedFrom`'s.)
 */
export function discountedAcross(
  q: Quantity,
  aligned: readonly SourceSentence[],
  sentences: readonly SourceSentence[],
  claim: Analysed,
  sameThing: (sentence: SourceSentence, figure: Quantity) => boolean,
): boolean {
  if ((q.change !== undefined && !addedAmount(q)) || q.max !== undefined || q.bound !== undefined || q.dimension !== "currency") return false;
  // The share is said where the claim is, or is a discount stated anywhere ("按85%的比例减缴"); the
  // price may be given anywhere in the source.
  const shares = [...aligned.flatMap(sharesPaid), ...sentences.filter((s) => !aligned.includes(s)).flatMap(discountsPaid)];
  if (shares.length === 0) return false;
  return sentences.some((s) => s.quantities.some((price) => shares.some((share) => pricedAt(q, price, share)) && (sameThing(s, price) || inStretchOfTheClaim(claim, s, price))));
}

/**
 * The figure stands in a stretch of its sentence between semicolons that names what the claim
 * names, by a word no other stretch has: 尊享套餐's price in "标准套餐…4.8万元；尊享套餐…6.8万元；至尊套餐…".
 * A deposit or a discount is said of the price, whose own words are no deposit's.
 */
function inStretchOfTheClaim(claim: Analysed, s: SourceSentence, figure: Quantity): boolean {
  const stretches = segments(s);
  const ours = stretches.findIndex((stretch) => within(figure, stretch));
  if (ours < 0) return false;
  const words = claim.content.filter((t) => t.kind !== "cjk" || t.norm.length >= 2);
  return ownWordsPerStretch(s, stretches, words)[ours]!.length > 0;
}

/** What a price per person is per. */
const PER_HEAD = /^(?:人|位|名|person|people|head|adult|visitor|passenger)$/iu;

/** Whether two or more of the figures (of the claim's kind; the claim's own, unless it says it is a total) sum to the claim's. */
function sumsTo(q: Quantity, figures: readonly Quantity[], claim: Analysed, total: boolean): boolean {
  if (q.change !== undefined || (q.max !== undefined && !total)) return false;
  // (A bound of the claim's is no part it gives, though a figure within it fits it: "at least one week" and 4 weeks.)
  const inClaim = (e: Quantity): boolean => claim.quantities.some((o) => o !== q && (o.bound === undefined || o.bound === e.bound) && sameQuantity(o, e));
  // (One person's total may sum prices per person: 大门票每人150元 and 观光车往返40元 are 190元 for a visitor.)
  // (…and a claim may say once, away from its total, what the parts are per: "每月能领到的…一共是223元".)
  // (…or counts the things the parts are per: "两本证件的工本费加起来是180元" of 每本120元 and 每本60元.)
  const perHead = (e: Quantity): Quantity =>
    q.per === undefined && e.per !== undefined && "thing" in e.per && (PER_HEAD.test(e.per.thing) || saysPer(claim, e.per.thing) || countsPerThing(claim, e.per.thing)) ? { ...e, per: undefined } : e;
  // (An extra paid on top of a level is a part of a total: "£3,000 for grades 5 and above; … earn an extra £500" are £3,500 in total.)
  // (A bound the other way is no part: "累计超过总价的5%" is no 0.1% and "不超过总价的5%" summed.)
  const part = (e: Quantity): boolean => (e.change === undefined || (total && addedOn(e))) && (e.bound === undefined || q.bound === undefined || e.bound === q.bound);
  const parts = figures.filter((e) => e.dimension === q.dimension && e.unit === q.unit && part(e) && (total ? comparable(perHead({ ...e, change: undefined }), q) : inClaim(e)));
  // Of a list too long to search (a recipe's weights), the parts the claim gives beside it.
  if (total && parts.length > MAX_PARTS && q.max === undefined) return sumsTo(q, figures, claim, false);
  if (parts.length < 2 || parts.length > MAX_PARTS) return false;
  // Without a word for a total, only the two parts the claim gives beside it.
  const sizes = total ? parts.length : 2;
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    const chosen = parts.filter((_, i) => (mask & (1 << i)) !== 0);
    // (Extras are added to a level: two of them alone sum to none.)
    if (chosen.length < 2 || chosen.length > sizes || chosen.every((e) => e.change !== undefined)) continue;
    // The parts the claim gives are two of its figures, not one said twice in the source ("一次1粒…早晚各一次" gives no 2粒).
    if (!total && !givenApart(chosen, claim, q)) continue;
    const sum = chosen.reduce((acc, e) => acc + e.value, 0);
    const step = Math.min(...chosen.map((e) => e.step));
    const asSum = (value: number): Quantity => ({ ...chosen[0]!, max: undefined, value, step, approximate: false });
    // A range of a total sums the parts' low ends and their high ends: 20 minutes and a further 35–40 are 55 to 60 minutes.
    if (q.max !== undefined) {
      const high = chosen.reduce((acc, e) => acc + (e.max ?? e.value), 0);
      if (high > sum && sameQuantity({ ...q, max: undefined }, asSum(sum)) && sameQuantity({ ...q, max: undefined, value: q.max }, asSum(high))) return true;
      continue;
    }
    // A bound is held by a sum at its own figure, not by any sum within it: "累计超过总价的5%" is no 3% and 4% summed.
    const bare = q.bound === undefined ? q : { ...q, bound: undefined, strictBound: undefined };
    if (sameQuantity(bare, { ...chosen[0]!, change: undefined, bound: undefined, strictBound: undefined, value: sum, step, approximate: false })) return true;
  }
  return false;
}

/** Words of an amount paid on top of another: "an extra £500", "a further £200". */
// ("Wellington and Christchurch add about two weeks" to "8 to 10 weeks".)
const ADDED_ON = /^(?:an?\s+)?(?:extra|additional|further)$|^adds?(?:\s+(?:about|around|roughly|another|a\s+further))?$/iu;

function addedOn(e: Quantity): boolean {
  return e.change?.direction === "rise" && e.change.figure === "amount" && ADDED_ON.test(e.change.words);
}

/** The claim counts the things a figure is per: 两本 of 每本, "two tickets" of "per ticket". */
function countsPerThing(claim: Analysed, thing: string): boolean {
  return claim.quantities.some((o) => o.dimension === "count" && o.value >= 2 && o.noun !== undefined && (o.noun === thing || singular(o.noun) === singular(thing)));
}

/** The claim says what a figure is per somewhere: 每月, "a month", "per month". */
function saysPer(claim: Analysed, thing: string): boolean {
  return /^\p{Script=Han}+$/u.test(thing) ? claim.text.includes(`每${thing}`) : new RegExp(`\\b(?:per|a|an|each|every)\\s+${thing.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}\\b`, "iu").test(claim.text);
}

/** The first word that joins a list after a figure: "or" of "1-, 3- or 5-minute segments" offers choices, which sum to nothing. */
const LIST_JOINT_AFTER = /^[^.;:()。；]*?(?:\b(and|or)\b|(和|及|与|或))/u;

/** Whether two parts match two different figures of the claim besides `q`, not offered as choices of one another. */
function givenApart(parts: readonly Quantity[], claim: Analysed, q: Quantity): boolean {
  const [a, b] = parts;
  const matches = (e: Quantity | undefined): Quantity[] => (e === undefined ? [] : claim.quantities.filter((o) => o !== q && sameQuantity(o, e)));
  const ofA = matches(a);
  const choices = (x: Quantity, y: Quantity): boolean => {
    const [first, last] = x.start < y.start ? [x, y] : [y, x];
    const joint = LIST_JOINT_AFTER.exec(claim.text.slice(first.end - claim.start));
    if (joint === null || (joint[1] ?? joint[2]) !== (joint[1] === undefined ? "或" : "or")) return false;
    // (The figures up to the one right after "or" are the choices.)
    const jointEnd = first.end + joint[0].length;
    const lastChoice = claim.quantities.find((o) => o.start >= jointEnd);
    return lastChoice !== undefined && last.start <= lastChoice.start;
  };
  return matches(b).some((o) => ofA.some((other) => other !== o && !choices(o, other)));
}

/** Words between a whole and the count it is shared by evenly: "split equally between the four", 平分给3名. */
const SHARED_EVENLY_BETWEEN = /^[^.;。；]{0,40}?(?:\b(?:split|shared|divided)\s+(?:equally\s+|evenly\s+)?(?:between|among)(?:\s+(?:the|its|their))?|平分给?|均分给?|平均分(?:配|给)给?)\s*$/iu;
/** The claim says its figure is each one's: "each champion took home £900", 每人, 各得. */
const EACH_ONES = /\b(?:each|apiece|every)\b|每|各/iu;

/**
 * The claim's figure is each one's share of a whole the sentence says is shared evenly by a count:
 * "Each individual champion took home £900" of "£3,600, split equally between the four individual champions".
 */
function heldAsEvenShare(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  // (A whole and the count it is shared by are two figures: a sentence with fewer needs no search of the claim's words.)
  if (q.change !== undefined || q.max !== undefined || s.quantities.length < 2 || !EACH_ONES.test(claim.text)) return false;
  return somePair(s.quantities, (whole, count) => {
    if (whole.start > count.start || count.value < 2 || whole.change !== undefined) return false;
    return SHARED_EVENLY_BETWEEN.test(s.text.slice(whole.end - s.start, count.start - s.start)) && equalShareOf(q, whole, count);
  });
}

/** A whole split equally between two parties named after it: ", which would be split equally between Mr Pryce and the landowners", 由甲乙双方平分. */
const SPLIT_BETWEEN_TWO_AFTER = /^[^.;。；]{0,30}?\b(?:split|shared|divided)\s+(?:equally|evenly|fifty-fifty|50-50)\s+between\s+[^,;.]+?\s+and\s+\p{L}|^[^。；]{0,20}?(?:双方|两人|二人)(?:平分|均分)/iu;

/**
 * The claim's figure is half a whole the sentence splits equally between two parties: "Graham Pryce
 * would receive £29,000 and the landowners the other £29,000" of "valued the hoard at £58,000, which
 * would be split equally between Mr Pryce and the landowners".
 */
function heldAsHalfOfASplit(q: Quantity, s: SourceSentence): boolean {
  if (q.change !== undefined || q.max !== undefined || q.bound !== undefined) return false;
  return s.quantities.some((whole) => whole.change === undefined && whole.max === undefined && comparable(whole, q) && SPLIT_BETWEEN_TWO_AFTER.test(s.text.slice(whole.end - s.start)) && sameQuantity(q, { ...whole, value: whole.value / 2, approximate: false }));
}

/** What puts a figure as a share of a whole it names, between them: "18600元，相当于上年度…人均可支配收入的30%", "£9,000, or 30% of the total". */
const ZH_SHARE_OF_WHOLE_BETWEEN = /^[^。；;]{0,6}?(?:相当于|约为|约占|为|是|占)([^。；;，,]{1,30})的\s*$/u;
const EN_SHARE_OF_WHOLE_BETWEEN = /^\s*,?\s*(?:or|which\s+is|equivalent\s+to|equal\s+to)\s+(?:about\s+|roughly\s+|around\s+)?$/iu;
const EN_WHOLE_AFTER_SHARE = /^\s+of\s+([^,;.]{1,40})/iu;

/**
 * The claim's figure is the whole a sentence's figure is a given share of, which the claim names:
 * "该收入约为6.2万元" of "每年18600元，相当于上年度全市城镇居民人均可支配收入的30%".
 */
function heldAsWholeOfAShare(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.change !== undefined || q.max !== undefined || q.dimension === "percent") return false;
  return somePair(s.quantities, (part, share) => {
    if (share.unit !== "%" || share.change !== undefined || share.max !== undefined || share.value <= 0 || part.change !== undefined) return false;
    const between = s.text.slice(part.end - s.start, share.start - s.start);
    const zh = ZH_SHARE_OF_WHOLE_BETWEEN.exec(between);
    const en = zh === null && EN_SHARE_OF_WHOLE_BETWEEN.test(between) ? EN_WHOLE_AFTER_SHARE.exec(s.text.slice(share.end - s.start)) : null;
    const whole = zh?.[1] ?? en?.[1];
    if (whole === undefined) return false;
    const level = { ...part, per: undefined };
    if (!comparable(level, { ...q, per: undefined })) return false;
    return claimWordsIn(claim, whole).length > 0 && sameQuantity({ ...q, per: undefined }, { ...level, value: part.value / (share.value / 100), approximate: false });
  });
}

/** A word for an average right before a figure: "平均每个班30名", "平均贡献票房约690元", "an average of 30", "on average 30", and for a share of a bundle's price: "折合每节340元", "works out at £34". */
const AVERAGE_BEFORE = /(?:(?:平均|折合|相当于)(?:每\p{Script=Han}{1,3})?|平均\p{Script=Han}{1,6}?约|\b(?:an\s+average\s+of|on\s+average|averag(?:e|ing)|works?\s+out\s+(?:at|to))(?:\s+(?:about|around|roughly))?)\s*$/iu;

/** …or opening the claim, said of the figure it goes on to give: "On average, each of the season's 96 dives gave about 74 minutes". */
const AVERAGE_OPENING = /^\s*(?:on\s+average|平均而言|平均来看)\s*[,，]/iu;
/** …or an equal part of a whole paid in parts: "in two instalments of £190", 分两期…每期. */
const PART_BEFORE = /\b(?:instalments?|installments?|payments?)\s+of\s+(?:about\s+)?$|每期\s*$/iu;

/**
 * The claim's figure is one of the sentence's divided by another, and says it is an average or
 * an equal part: "平均每个班30名幼儿" of "招收小班6个，共180人", "in two instalments of £190" of "£380,
 * payable in two instalments".
 */
function heldAsAverage(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  // A whole and a count: a sentence of fewer figures is passed over before the claim's words are read.
  if (q.change !== undefined || q.max !== undefined || s.quantities.length < 2) return false;
  const at = q.start - claim.start;
  const before = claim.text.slice(Math.max(0, at - TOTAL_REACH), at);
  if (!AVERAGE_BEFORE.test(before) && !PART_BEFORE.test(before) && !AVERAGE_OPENING.test(claim.text)) return false;
  return somePair(s.quantities, (a, b) => equalShareOf(q, a, b) || equalShareOf(q, b, a));
}

/** The figure is one of `by` equal shares of the whole, to its own precision. */
function equalShareOf(q: Quantity, whole: Quantity, by: Quantity): boolean {
  return (
    whole.dimension === q.dimension &&
    whole.unit === q.unit &&
    by.dimension === "count" &&
    by.value > 0 &&
    sameQuantity({ ...q, per: undefined }, { ...whole, value: whole.value / by.value, step: q.step, approximate: false })
  );
}

const restQuantitiesCache = new WeakMap<Analysed, Quantity[]>();

/**
 * A split claim's figures that the rest of its sentence gives, read once on first need (most claims
 * never need them). Like the restored subject's, they stand at the claim's start.
 */
export function restQuantities(claim: Analysed): Quantity[] {
  if (claim.restOfSentenceText === undefined) return [];
  let figures = restQuantitiesCache.get(claim);
  if (figures === undefined) {
    figures = claim.restOfSentenceText.flatMap((text) => extractQuantities(text)).map((q) => ({ ...q, start: claim.start, end: claim.start }));
    restQuantitiesCache.set(claim, figures);
  }
  return figures;
}

/** The unit of a Chinese discount, the share of the price paid: 九折 is 90 of it. */
const ZHE = "折";

/** "Both" before a plural noun, a count of two of it: "both wheels", "both front tyres". */
const BOTH = /\bboth\s+(?:the\s+|your\s+|their\s+)?((?:[a-z-]+\s+)?[a-z]+s)\b/giu;

const pairsCache = new WeakMap<Analysed, Quantity[]>();

/** The pairs a claim names by "both", as counts of two standing where it says them (most claims name none). */
function pairsNamed(claim: Analysed): Quantity[] {
  let pairs = pairsCache.get(claim);
  if (pairs === undefined) {
    pairs = [...claim.text.matchAll(BOTH)].flatMap((m) => extractQuantities(`2 ${m[1]!}`).map((q) => ({ ...q, start: claim.start + m.index, end: claim.start + m.index + m[0].length })));
    pairsCache.set(claim, pairs);
  }
  return pairs;
}

/**
 * The claim's figure as a percentage the sentence gives of another figure the claim gives ("声明价值
 * 2000元的快件需支付10元保价费" of "保价费按声明价值的0.5%收取"), or as an amount per day or per thing
 * times a length or count the claim gives ("£32 for two adults" of "£16 per adult", "£2.50 for a
 * 10-day delay" of "25p a day"): the claim's other figure it is computed from, if any, or one
 * the rest of its sentence gives.
 */
function computedFrom(q: Quantity, s: SourceSentence, claim: Analysed): Quantity | undefined {
  // (What a charge adds to a bill is the charge: "rodding three downpipes would add £75".)
  if ((q.change !== undefined && !addedOn(q)) || q.max !== undefined || q.per !== undefined) return undefined;
  // Only another figure of the claim can be the premise (the loop below): a claim of one figure,
  // as most are, has none, and the sentence's rates and charges need not be read.
  // (…or a pair it names: "both wheels" of "£35 per wheel".)
  const premises = [...claim.quantities, ...restQuantities(claim), ...pairsNamed(claim)];
  if (!premises.some((premise) => premise !== q && premise.max === undefined)) return undefined;
  // A charge the rate comes on top of: "£1 to unlock plus 18p per minute" makes a 20-minute ride £4.60.
  const fixed = [0, ...s.quantities.filter((e) => e.per === undefined && e.change === undefined && e.max === undefined && e.dimension === q.dimension && e.unit === q.unit).map((e) => e.value)];
  // …and a discount the claim takes off what a rate makes: "打九折后总价是3240元" of 12节 at 300元/节.
  const discounts = [1, ...claim.quantities.filter((p) => p.unit === ZHE && p.change === undefined && p.value > 0 && p.value < 100).map((p) => p.value / 100)];
  for (const premise of premises) {
    if (premise === q || premise.max !== undefined) continue;
    for (const written of s.quantities) {
      if (written.change !== undefined || written.max !== undefined) continue;
      const given = withPerSaid(s, written);
      // A rate charged past an allowance ("含15分钟…，超出后每15分钟加收1元", "£2.10 for each additional
      // mile") is chargedBeyond's; a band's bound ("boats over 10 m … pay £530 per metre") is no allowance.
      // (The number of things a rate is per is none: the 10股 of 每10股派3.50元.)
      const perBatch = (a: Quantity): boolean => given.per !== undefined && "thing" in given.per && a.raw === given.per.thing;
      if (given.per !== undefined && (chargedPast(s, given) || s.quantities.some((a) => a.start < given.start && a.per === undefined && a.max === undefined && a.bound === undefined && comparable(a, premise) && !perBatch(a)))) continue;
      // (A figure of the rest of the sentence is a premise of a rate only: "3.5% on members' shares" says nothing of the 612 members beside the claim.)
      if (given.per === undefined && !claim.quantities.includes(premise)) continue;
      // (An English share said of a thing the claim never names is of another: "a 20% discount" makes no deposit of £560 on £2,800.)
      const thing = thingOfShare(s, given);
      if (thing !== undefined && !claim.keys.has(matchKey(thing))) continue;
      const value = computedValue(given, premise, q);
      if (value === undefined || cappedAfter(s, given, q) || outsideItsBand(s, given, premise) || figureOfAnotherItem(claim, q, s, given) || figureOfAnotherDay(claim, s, given)) continue;
      const extra = given.per === undefined ? [0] : fixed.filter((v) => v !== given.value);
      const off = given.per === undefined ? [1] : discounts;
      if (extra.some((v) => off.some((share) => sameQuantity(q, { ...q, value: (value + v) * share, approximate: false })))) return premise;
    }
  }
  return undefined;
}

/** A share of a whole a sentence gives, and what it comes to. */
export interface ShareOfWhole {
  sentence: SourceSentence;
  whole: Quantity;
  share: Quantity;
  value: number;
  /** The whole is the claim's, not the sentence's. */
  claimsWhole?: true;
}

/**
 * The amount a share the claim gives makes of the whole its evidence gives that share of: "About
 * 61% of this, roughly £33,400, went on staff costs" of "Spending was £54,700, of which 61% went on
 * staff costs". The claim need not give the whole.
 */
export function shareOfTheWholeGiven(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): ShareOfWhole | undefined {
  if (q.dimension === "percent" || q.change !== undefined || q.max !== undefined || q.bound !== undefined) return undefined;
  const shares = claim.quantities.filter((p) => p !== q && p.unit === "%" && p.change === undefined && p.max === undefined);
  if (shares.length === 0) return undefined;
  for (const sentence of sentences) {
    for (const [i, share] of sentence.quantities.entries()) {
      if (!shares.some((p) => sameQuantity(p, share)) || !EN_PART_OPENING.test(sentence.text.slice(0, share.start - sentence.start))) continue;
      const whole = sentence.quantities.slice(0, i).findLast((e) => comparable(e, q) && e.change === undefined && e.max === undefined);
      if (whole !== undefined) return { sentence, whole, share, value: (whole.value * share.value) / 100 };
    }
  }
  return undefined;
}

/** What refers a part back to the whole the claim gave before it: "of that", "of it", "of the total". */
const OF_THE_WHOLE_GIVEN = /^\s+of\s+(?:that|this|it|them|the\s+(?:total|sum|amount|money))\b/iu;

/**
 * The part the claim gives "of" a whole it gives before it, where a sentence that gives the whole
 * gives a share said of the part's words instead: "handed out £86,300 …, and sports clubs received
 * about £36,200 of that" of "distributed £86,300 …, with sports clubs receiving 58% of the total"
 * (£50,054). The share's figure of the whole, held or rivalled.
 */
export function partByAShareOfItsWhole(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): ShareOfWhole | undefined {
  if (q.dimension === "percent" || q.change !== undefined || q.max !== undefined || q.bound !== undefined || !OF_THE_WHOLE_GIVEN.test(claim.text.slice(q.end - claim.start))) return undefined;
  // (The whole may be in the rest of the claim's sentence: "…handed out £86,300 across 142 groups, and sports clubs received …".)
  const ofTheWhole = (w: Quantity): boolean => comparable(w, q) && wholeOrPart(w) && w.value > q.value;
  const own = claim.quantities.findLast((w) => w.end <= q.start && ofTheWhole(w));
  const wholes = own === undefined ? restQuantities(claim).filter(ofTheWhole) : [own];
  if (wholes.length !== 1) return undefined;
  const whole = wholes[0]!;
  const before = new Set(claim.content.filter((t) => t.end <= q.start && (own === undefined || t.start >= own.end)).map(matchKey));
  for (const sentence of sentences) {
    if (!sentence.quantities.some((e) => sameQuantity(whole, e))) continue;
    const shares = sentence.quantities.filter((p) => isClaimedShare(p) && p.bound === undefined && p.value < 100);
    // The share said of the part: its clause holds a word the claim says before the part ("sports clubs").
    const ofThePart = shares.filter((p) => [...keysWithin(sentence, clauseOf(sentence, p))].some((key) => before.has(key)));
    if (ofThePart.length === 1) return { sentence, whole, share: ofThePart[0]!, value: (whole.value * ofThePart[0]!.value) / 100 };
  }
  return undefined;
}

/** The part is the share's figure of the whole, to the claim's precision. */
export function heldAsPartByAShare(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  const given = partByAShareOfItsWhole(q, sentences, claim);
  return given !== undefined && sameQuantity(q, { ...q, value: given.value, approximate: false });
}

/** What stands between an English share and the thing it is of, named before it: "a deposit of 30%". */
const SHARE_OF_THING_BETWEEN = /^\s+of\s+(?:(?:up\s+to|about|around|just|only)\s+)?$/iu;

/**
 * The word an English share of a sentence is said of, right after it or before its "of": discount
 * of "a 20% discount", deposit of "a deposit of 30%". None where it names none (75% of the total).
 */
function thingOfShare(s: SourceSentence, share: Quantity): Token | undefined {
  if (share.unit !== "%" || HAN.test(share.raw)) return undefined;
  const after = s.content.find((t) => t.start >= share.end);
  if (after !== undefined && /^\s+$/u.test(s.text.slice(share.end - s.start, after.start - s.start))) return after;
  const before = s.content.findLast((t) => t.end <= share.start);
  return before !== undefined && SHARE_OF_THING_BETWEEN.test(s.text.slice(before.end - s.start, share.start - s.start)) ? before : undefined;
}

/**
 * The claim gives a whole and then a part of it named as a thing a sentence gives a share for:
 * "For a £2,800 booking, the deposit due on booking would be £560" of "A deposit of 30% is payable
 * on booking" (£840). The share's figure of the claim's whole, held or rivalled.
 */
export function shareOfTheClaimsThing(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): ShareOfWhole | undefined {
  if (q.dimension === "percent" || q.change !== undefined || q.max !== undefined || q.bound !== undefined || HAN.test(claim.text)) return undefined;
  const whole = claim.quantities.findLast((w) => w.end <= q.start && comparable(w, q) && wholeOrPart(w) && w.value > q.value);
  if (whole === undefined) return undefined;
  const named = new Set(claim.content.filter((t) => t.start >= whole.end && t.end <= q.start).map(matchKey));
  for (const sentence of sentences) {
    if (sentence.quantities.some((e) => sameQuantity(q, e))) continue;
    const shares = sentence.quantities.filter((p) => isClaimedShare(p) && p.bound === undefined && p.value < 100 && p.change === undefined);
    const ofTheThing = shares.filter((p) => {
      const thing = thingOfShare(sentence, p);
      return thing !== undefined && named.has(matchKey(thing));
    });
    if (ofTheThing.length === 1) return { sentence, whole, share: ofTheThing[0]!, value: (whole.value * ofTheThing[0]!.value) / 100, claimsWhole: true };
  }
  return undefined;
}

/**
 * The claim's count is how many of a thing an amount buys at the price per thing the evidence
 * gives: "按每股48.20元的发行价计算，25.76亿元的股份对价大约需要发行5344万股" of "股份对价…25.76亿元，发行价格为
 * 每股48.20元". The amount may be the claim's own, or the rest of its sentence's.
 */
export function countAtAPrice(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (q.dimension !== "count" || q.noun === undefined || q.change !== undefined || q.max !== undefined) return false;
  const figures = [...sentences.flatMap((s) => s.quantities), ...claim.quantities, ...restQuantities(claim)];
  const prices = figures.filter((e) => e.dimension === "currency" && e.per !== undefined && "thing" in e.per && countsPer(q, e.per.thing));
  return prices.some((price) =>
    figures.some((amount) => {
      if (amount.dimension !== "currency" || amount.unit !== price.unit || amount.per !== undefined || amount.change !== undefined || amount.max !== undefined) return false;
      const count = amount.value / price.value;
      // Rounded as the claim writes it, and close: £30 at £16 each is no two.
      return Math.abs(count - q.value) <= q.value * COUNT_AT_PRICE_SLACK && sameQuantity(q, { ...q, value: count, approximate: false });
    }),
  );
}

/** How far, as a share, a count bought at a price may stand from the claim's before rounding explains it no longer. */
const COUNT_AT_PRICE_SLACK = 0.005;

/** What sets so many periods or things against the fewer paid for: "12 months for the price of 10". */
const FOR_THE_PRICE_OF = /\bfor\s+the\s+price\s+of\s+$/iu;

/**
 * A price or a saving worked out from so many periods given for the price of fewer, at a price per
 * one of them that the evidence and the claim give: "costs £650, which saves you £130 compared with
 * paying £65 every month" of "Full £65 a month" and "Paying annually … gives 12 months for the
 * price of 10". (Any price the evidence gives would fit too many figures: ten of a £5 monthly fee make £50.)
 */
export function forThePriceOfFewer(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (q.dimension !== "currency" || q.max !== undefined || q.bound !== undefined) return false;
  return sentences.some((s) =>
    s.quantities.some((paid, i) => {
      const given = s.quantities[i - 1];
      if (given?.dimension !== "time" || paid.dimension !== "count" || !FOR_THE_PRICE_OF.test(s.text.slice(given.end - s.start, paid.start - s.start))) return false;
      const periods = given.value / given.step;
      if (!Number.isInteger(periods) || paid.value >= periods) return false;
      return sentences.some((other) =>
        other.quantities.some((price) => {
          if (price.dimension !== "currency" || price.unit !== q.unit || price.per === undefined || !("seconds" in price.per) || price.per.seconds !== given.step) return false;
          if (!claim.quantities.some((o) => o !== q && sameQuantity(o, price))) return false;
          return [paid.value, periods - paid.value].some((times) => sameQuantity({ ...q, per: undefined, change: undefined }, { ...price, per: undefined, value: times * price.value, step: q.step }));
        }),
      );
    }),
  );
}

/**
 * The claim's length of time (or count) is what it takes a rate the sentence gives to reach the cap
 * it sets: "社保每满1个月积0.5分，最高30分" is reached after 60个月, "0.5 points for each month, up to
 * 30 points" after 60 months.
 */
export function timeToReachCap(q: Quantity, sentences: readonly SourceSentence[]): boolean {
  if (q.change !== undefined || q.max !== undefined) return false;
  const plain = (figure: Quantity): Quantity => ({ ...figure, bound: undefined, strictBound: undefined, approximate: false });
  // A cap follows a rate and what it is earned per: a sentence of fewer than three figures has none
  // (their figures are read by now, for the derivations tried before), and most others no cap word.
  return sentences.some((s) =>
    s.quantities.length > 2 &&
    CAP_WORD.test(s.text) &&
    s.quantities.some((cap, k) => {
      if (k < 2 || cap.change !== undefined || !CAP_BEFORE.test(s.text.slice(0, cap.start - s.start))) return false;
      // The rate and what it is earned per stand right before the cap, in either order.
      const pair = [s.quantities[k - 2]!, s.quantities[k - 1]!];
      const rate = pair.find((figure) => comparable(figure, cap) && figure.value > 0 && figure.value < cap.value);
      const per = pair.find((figure) => figure !== rate && comparable(figure, q));
      return rate !== undefined && per !== undefined && per.max === undefined && sameQuantity(plain(q), { ...plain(per), value: (per.value * cap.value) / rate.value });
    }),
  );
}

/**
 * Words before a figure that add it to the last one of its kind: "Mistral Bay was a further six
 * lengths back". Not "another", which counts off equal steps ("another 10 minutes has passed") as
 * often as it adds to a lead.
 */
const FURTHER_BEFORE = /\ba\s+further\s+$/iu;
const FURTHER_WORD = /\ba\s+further\b/iu;
/** Characters read before a figure for FURTHER_BEFORE. */
const FURTHER_REACH = 12;

/**
 * The claim's figure is one a sentence adds "a further" to the last of its kind before it, in the
 * sentence or the one before: "eight and a quarter lengths behind the winner" of "beating …
 * Harbour Knight by two and a quarter lengths. Mistral Bay was a further six lengths back".
 */
export function furtherOnFromTheLast(q: Quantity, sentences: readonly SourceSentence[]): boolean {
  if (q.change !== undefined || q.max !== undefined) return false;
  const cannotAdd = (added: Quantity): boolean => added.change !== undefined || !comparable(added, q) || added.value >= q.value;
  // Most sentences give no smaller figure of the kind, and need no search for the words.
  return sentences.some(
    (s) =>
      !s.quantities.every(cannotAdd) &&
      FURTHER_WORD.test(s.text) &&
      s.quantities.some((added, k) => {
        if (cannotAdd(added)) return false;
        const at = added.start - s.start;
        if (!FURTHER_BEFORE.test(s.text.slice(Math.max(0, at - FURTHER_REACH), at))) return false;
        // The last of its kind in the sentence, or else any of the nearest sentence before that gives the kind: "…at 41 of our 126 kiosks. … a further 18 kiosks".
        const last = s.quantities.slice(0, k).findLast((e) => comparable(e, added));
        const earlier = last === undefined ? (nearestBeforeGiving(s, sentences, (e) => comparable(e, added))?.quantities.filter((e) => comparable(e, added)) ?? []) : [last];
        return earlier.some((e) => e.change === undefined && sameQuantity(q, { ...q, value: e.value + added.value, approximate: false }));
      }),
  );
}

/** The nearest sentence of the chunk before `s` that gives a figure `wanted` accepts. */
function nearestBeforeGiving(s: SourceSentence, sentences: readonly SourceSentence[], wanted: (e: Quantity) => boolean): SourceSentence | undefined {
  let before: SourceSentence | undefined;
  for (const other of sentences) if (other.chunk === s.chunk && other.end <= s.start && (before === undefined || other.end > before.end) && other.quantities.some(wanted)) before = other;
  return before;
}

/**
 * The claim's figure is a share or multiple it gives, which a source sentence holds, of a figure the
 * evidence gives and the claim names, by the figure itself in the answer's sentence or by the words
 * right before it: "单招满分450分，最低录取控制线为其中的40%，也就是180分" of "…满分450分…" and
 * "最低录取控制线为满分的40%"; "set to trip at 1.2 times rated speed, which works out at 0.9 m/s" of
 * "its rated speed of 0.75 m/s" and "set to trip at 1.2 times rated speed".
 */
export function partOrMultipleOfANamedFigure(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (q.dimension === "percent" || q.change !== undefined || q.max !== undefined || q.bound !== undefined) return false;
  const factors = claim.quantities.filter((p) => p !== q && p.change === undefined && p.max === undefined && p.bound === undefined && (p.unit === "%" || isMultiple(p)));
  if (factors.length === 0) return false;
  const said = `${claim.flat}${claim.restOfSentence ?? ""}`;
  const named = (s: SourceSentence, w: Quantity): boolean => {
    if (said.includes(flatten(w.raw))) return true;
    const lead = s.content.filter((t) => t.end <= w.start && w.start - t.end <= NAMING_REACH).slice(-NAMING_WORDS);
    return lead.length === NAMING_WORDS && lead.every((t) => claim.keys.has(matchKey(t)));
  };
  const held = (p: Quantity): boolean => sentences.some((s) => s.quantities.some((e) => sameQuantity(p, e)));
  const bases = sentences.flatMap((s) => s.quantities.filter((w) => w !== q && comparable(w, q) && w.change === undefined && w.max === undefined && named(s, w)));
  return factors.some((p) => {
    const times = p.unit === "%" ? p.value / 100 : p.value;
    return held(p) && bases.some((w) => sameQuantity(q, { ...q, value: w.value * times, approximate: false }));
  });
}

/** A share said of a whole by its name: "capped at 5% of the contract value", "10% of the purchase price". */
const SHARE_OF_NAMED = /^\s+of\s+(?:the|its|their|this|that)\s+([\p{L}-]+)/iu;

/**
 * The claim's figure is a share the evidence states of a whole it names, whose figure another
 * sentence gives with that name beside it: "total penalties cannot exceed roughly £7.3 million" of
 * "capped at 5% of the contract value" and "a £146 million contract".
 */
export function shareOfANamedWhole(q: Quantity, sentences: readonly SourceSentence[]): boolean {
  if (q.dimension === "percent" || q.change !== undefined || q.max !== undefined) return false;
  return sentences.some((s) =>
    s.quantities.some((share) => {
      const name = share.unit === "%" && share.change === undefined && share.max === undefined ? SHARE_OF_NAMED.exec(s.text.slice(share.end - s.start))?.[1]?.toLowerCase() : undefined;
      if (name === undefined) return false;
      return sentences.some(
        (other) =>
          other.chunk === s.chunk &&
          other.quantities.some((whole) => whole.change === undefined && whole.max === undefined && comparable(whole, q) && namedBeside(other, whole, name) && sameQuantity(q, { ...q, value: (whole.value * share.value) / 100, approximate: false })),
      );
    }),
  );
}

/** 其中 before a share of what the sentence speaks of: "新能源指标不摇号，…，其中40%优先配置给…". */
const ZH_SHARE_OF_IT = /其中[^，。；]{0,4}$/u;
/** The name of a Chinese figure, right before it: 新能源指标 of "新能源指标3万个". */
const ZH_NAME_BEFORE = /(\p{Script=Han}{3,8})$/u;

/**
 * The Chinese counterpart: the claim's figure is the share a sentence gives of "其中", of the thing
 * it speaks of, whose figure another sentence of the chunk gives right after its name, which the
 * claim names too: "新能源指标…其中约1.2万个…" of "新能源指标3万个" and "新能源指标不摇号，…，其中40%优先配置给…".
 */
export function zhShareOfItsWhole(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (q.dimension === "percent" || q.change !== undefined || q.max !== undefined) return false;
  return sentences.some((s) =>
    s.quantities.some((share) => {
      const before = s.text.slice(0, share.start - s.start);
      if (share.unit !== "%" || share.change !== undefined || share.max !== undefined || !ZH_SHARE_OF_IT.test(before)) return false;
      return sentences.some(
        (other) =>
          other.chunk === s.chunk &&
          other.quantities.some((whole) => {
            const name = ZH_NAME_BEFORE.exec(other.text.slice(0, whole.start - other.start))?.[1];
            return name !== undefined && before.includes(name) && claim.text.includes(name) && whole.change === undefined && whole.max === undefined && comparable(whole, q) && sameQuantity(q, { ...q, value: (whole.value * share.value) / 100, approximate: false });
          }),
      );
    }),
  );
}

/** The word stands right after the figure, or right before it: "£146 million contract", "contract worth £146 million". */
function namedBeside(s: SourceSentence, figure: Quantity, name: string): boolean {
  const after = s.text.slice(figure.end - s.start).toLowerCase();
  const before = s.text.slice(0, figure.start - s.start).toLowerCase();
  return new RegExp(`^\\s*(?:[\\p{L}-]+\\s+)?${name}\\b`, "u").test(after) || new RegExp(`\\b${name}\\s+(?:[\\p{L}-]+\\s+){0,2}$`, "u").test(before);
}

/** How many words right before a source's figure name it, and how far before it they may end: "rated speed of 0.75 m/s". */
const NAMING_WORDS = 2;
const NAMING_REACH = 16;

/** The claim's amount is that share of the sentence's whole, to the claim's precision. */
function heldAsShareOfTheWhole(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  const given = shareOfTheWholeGiven(q, [s], claim);
  return given !== undefined && sameQuantity(q, { ...q, value: given.value, approximate: false });
}

/** A word that makes the claim's figure a total it works out: 共需支付, 总共, 合计, "in total", "altogether". */
const WORKED_TOTAL = /共|总|合计|\b(?:in\s+total|altogether|total|combined)\b/iu;

/** A total worked out from the source's rate otherwise than the claim says, and the rate it comes from. */
export interface WorkedOtherwise {
  sentence: SourceSentence;
  rate: Quantity;
  premise: Quantity;
  /** What the rate is per: "adult", 节. */
  thing: string;
  value: number;
}

/**
 * The claim's total, worked out from a count it gives and a rate per that thing the sentences give,
 * comes to another figure: "一次性购买10节…，共需支付2,800元" of "一次购买10节及以上，每节260元" is 2,600元.
 * Only a total the claim says it works out (共, 总, "in total"), of a count of the very thing the rate
 * is per, where no rate of the sentences makes the claim's figure (that is a derived figure, held).
 */
export function workedOutOtherwise(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): WorkedOtherwise | undefined {
  if (q.change !== undefined || q.max !== undefined || q.per !== undefined || q.bound !== undefined || q.dimension !== "currency") return undefined;
  if (!WORKED_TOTAL.test(claim.text)) return undefined;
  const premises = claim.quantities.filter((p) => p !== q && p.dimension === "count" && p.max === undefined && p.noun !== undefined);
  if (premises.length === 0) return undefined;
  const found: WorkedOtherwise[] = [];
  for (const sentence of sentences) {
    for (const written of sentence.quantities) {
      if (written.change !== undefined || written.max !== undefined || written.per === undefined || !("thing" in written.per)) continue;
      if (written.dimension !== q.dimension || written.unit !== q.unit || chargedPast(sentence, written) || cappedAfter(sentence, written, q)) continue;
      const thing = written.per.thing;
      const premise = premises.find((p) => countsPer(p, thing));
      if (premise === undefined || outsideItsBand(sentence, written, premise)) continue;
      found.push({ sentence, rate: written, premise, thing, value: written.value * premise.value });
    }
  }
  // A rate the claim's count falls in the stated band of ("10节及以上，每节260元") over one with no band ("单节300元").
  return found.find((f) => inItsBand(f.sentence, f.rate, f.premise)) ?? found[0];
}

/** The sentence states a band for the rate, and the measure is in it. */
function inItsBand(s: SourceSentence, rate: Quantity, measure: Quantity): boolean {
  const limits = bandLimits(s, rate, measure);
  return limits.some((limit) => limit.bound !== undefined || limit.max !== undefined) && !limits.some((limit) => outsideLimit(limit, measure));
}

/** A period said as an adjective before an amount: "Weekly rents are £168", "the monthly fee of £29". */
const PERIOD_BEFORE = /\b(hourly|daily|weekly|monthly|annual|yearly)\s+(?:[a-z-]+\s+){0,3}?(?:(?:is|are|was|were|of|at)\s+)?$/iu;
/** …or as a list's heading, said once for the amounts after its colon: "Hourly rates: Main Hall £28 on weekdays and £36 on Saturdays". */
const PERIOD_HEADING = /\b(hourly|daily|weekly|monthly|annual|yearly)\s+(?:[a-z]+\s+)?(?:rates?|prices?|fees?|charges?|costs?)\s*:[^:]*$/iu;
/** Characters read before an amount for the period it is said of. */
const PERIOD_REACH = 40;

/** What a list of amounts after a colon is per, said once before it: "charged per source word: 11p for French, …; 14p for Polish". */
const PER_HEADING = /\bper\s+(?:[a-z]+\s+)?([a-z]+)\s*:[^:]*$/iu;

/**
 * The amount, per the period an adjective before it or its list's heading says ("Weekly rents are
 * £168" is £168 a week) or the thing its list's heading says, if it gives none itself.
 */
function withPerSaid(s: SourceSentence, figure: Quantity): Quantity {
  if (figure.per !== undefined || figure.dimension !== "currency") return figure;
  const at = figure.start - s.start;
  const period = PERIOD_BEFORE.exec(s.text.slice(Math.max(0, at - PERIOD_REACH), at))?.[1] ?? PERIOD_HEADING.exec(s.text.slice(0, at))?.[1];
  if (period !== undefined) return { ...figure, per: { seconds: PERIOD_SECONDS.get(period.toLowerCase())! } };
  const thing = PER_HEADING.exec(s.text.slice(0, at))?.[1];
  return thing === undefined ? figure : { ...figure, per: { thing: singular(thing.toLowerCase()) } };
}

/** Words that make a figure after them a cap: "每件最高补贴", "capped at", "up to a maximum of". */
const CAP_WORDS = String.raw`最高|最多|封顶|上限为?|不超过|\b(?:capped\s+at|a\s+cap\s+of|(?:up\s+to\s+)?a\s+maximum\s+of|at\s+most|no\s+more\s+than|up\s+to)`;
/** A cap word right before a figure. */
const CAP_BEFORE = new RegExp(`(?:${CAP_WORDS})[^\\d，。,;；]{0,6}$`, "iu");
/** A cap word anywhere: a sentence without one has no cap. */
const CAP_WORD = new RegExp(CAP_WORDS, "iu");
/** Characters read before a figure for a cap word. */
const CAP_REACH = 24;

function capped(s: SourceSentence, figure: Quantity): boolean {
  const at = figure.start - s.start;
  return CAP_BEFORE.test(s.text.slice(Math.max(0, at - CAP_REACH), at)) || /^\s*封顶/u.test(s.text.slice(figure.end - s.start));
}

/** What `given` (a percentage, or an amount per unit) makes of `premise`, as a figure of the kind of `like`; none if it makes nothing of it. */
function computedValue(given: Quantity, premise: Quantity, like: Quantity): number | undefined {
  if (given.dimension === "percent" && given.unit === "%") {
    // (Not a share of a share, which some rate of the source makes of any two: "7% versus 2%" is no 28.6% of 7%.)
    if (premise.dimension === "percent") return undefined;
    return comparable({ ...premise, change: undefined }, { ...like, change: undefined }) ? (premise.value * given.value) / 100 : undefined;
  }
  if (given.per === undefined || given.dimension !== like.dimension || given.unit !== like.unit) return undefined;
  if ("seconds" in given.per) {
    if (premise.dimension !== "time" || premise.per !== undefined) return undefined;
    const periods = premise.value / given.per.seconds;
    return given.value * (given.per.whole ? Math.floor(periods + 1e-9) : periods);
  }
  // (Two 位 are counted 每人: measure words of people stand for one another.)
  if (countsPer(premise, given.per.thing) || samePeople(premise, given.per.thing)) return given.value * premise.value;
  // "每10股派3.50元" of a holding of 1000股: a rate per a number of things; "£3.50 per 10 cm" of 50 cm, per a measure.
  const [batch] = extractQuantities(given.per.thing);
  const ofTheBatch = batch !== undefined && (batch.dimension === "count" ? batch.noun !== undefined && batch.value > 1 && premise.noun === batch.noun : comparable(premise, batch));
  if (ofTheBatch && batch.end === given.per.thing.length && premise.per === undefined) return (given.value * premise.value) / batch.value;
  // "£530 per metre" of a 12-metre boat, 每平方米60元 of a 100平方米 home.
  const unit = unitNamed(given.per.thing);
  return unit !== undefined && premise.per === undefined && comparable(premise, unit) ? given.value * (premise.value / unit.value) : undefined;
}

/** A rate said of what comes past an allowance: "£2.10 for each additional mile". */
const PAST_ALLOWANCE_AFTER = /^\s*(?:for\s+)?(?:each|every|per|an?)\s+(?:additional|extra|further|subsequent)\b/iu;

/** …or, in Chinese, after what is past it: "超出后每页0.3元", "超出部分每公里2元". */
const ZH_PAST_ALLOWANCE_BEFORE = /(?:超出|超过)(?:部分|后|的部分)?[^，。；,;\d]{0,4}$/u;

function chargedPast(s: SourceSentence, rate: Quantity): boolean {
  return PAST_ALLOWANCE_AFTER.test(s.text.slice(rate.end - s.start)) || ZH_PAST_ALLOWANCE_BEFORE.test(s.text.slice(0, rate.start - s.start));
}

/** …or of each unit past a bound said before it: "£65 within 15 miles …, plus £1.80 per mile beyond that". */
const PER_UNIT_BEYOND_THAT_AFTER = /^\s*(?:per|a|an|each|every|for\s+each)\s+\p{L}+\s+(?:beyond|over|above|past|after)\s+(?:that|this|it|those)\b/iu;

/** The thing a rate written after it is charged for each more of: "each additional colony costs £2.20", "each kilogram over 23 kg is charged at £9". */
const ADDITIONAL_BEFORE =
  /\b(?:each|every|per|an?)\s+(?:(?:additional|extra|further|subsequent)\s+(?:(\d+-(?:minute|hour|day|week|month|year))\s+)?([a-z]+)|([a-z]+)\s+(?:over|above|beyond|past|in\s+excess\s+of)\s+[^.;]{1,24}?)(?:\s+[a-z]+){0,12}?\s+(?:costs?|is|are|at|adds?|will\s+cost|pays?|charged\s+at)\s*$/iu;
/** …or the things plural, each priced after it: "further rounds cost £35 each". */
const FURTHER_THINGS_BEFORE = /\b(?:additional|extra|further|subsequent)\s+([a-z]+s)\s+(?:costs?|are(?:\s+charged\s+at)?)\s*$/iu;
/** Characters read before a rate for the thing it is charged for each more of ("each additional flue swept at the same address on the same visit costs"). */
const ADDITIONAL_REACH = 120;
/** Each more of a thing, after a figure that counts it: "for up to three colonies; each additional colony". */
const ADDITIONAL_AFTER = /^[^.。]{0,60}?\b(?:each|every|per|an?)\s+(?:additional|extra|further|subsequent)\s+([a-z]+)/iu;

/** 每增加 and a count of a Chinese measure word, before the amount charged for it: "每增加一块印版加收", "此后每增加1000张加收". */
const ZH_ONE_MORE_BEFORE = /每(?:增加|多)\s*(一|\d+)\s*(\p{Script=Han})[^\d，。,；;每]{0,8}$/u;

/**
 * One of the things a price is charged for each more of, past an allowance of them: "£12 for each
 * additional player", "each additional colony costs £2.20". Things of a unit of measure ("each
 * additional mile") are rateUnitOf's.
 */
function oneMoreOf(s: SourceSentence, rate: Quantity): Quantity | undefined {
  const at = rate.start - s.start;
  // 每增加一块印版加收220元: one more 块.
  const zh = ZH_ONE_MORE_BEFORE.exec(s.text.slice(Math.max(0, at - ADDITIONAL_REACH), at));
  if (zh !== null) return extractQuantities(`${zh[1] === "一" ? 1 : zh[1]}${zh[2]}`)[0];
  const before = rate.per === undefined ? ADDITIONAL_BEFORE.exec(s.text.slice(Math.max(0, at - ADDITIONAL_REACH), at)) : null;
  // "Each further 7-day extension" is seven days more.
  if (before?.[1] !== undefined) return extractQuantities(before[1])[0];
  // (…or "further rounds cost £35 each", the things plural and "each" after the price.)
  const plural = rate.per === undefined && before === null && EACH_AFTER.test(s.text.slice(rate.end - s.start)) ? FURTHER_THINGS_BEFORE.exec(s.text.slice(Math.max(0, at - ADDITIONAL_REACH), at))?.[1] : undefined;
  const thing = rate.per === undefined ? (before?.[2] ?? before?.[3] ?? plural) : "thing" in rate.per && chargedPast(s, rate) ? rate.per.thing : undefined;
  return thing === undefined ? undefined : extractQuantities(`1 ${singular(thing.toLowerCase())}`)[0];
}

/**
 * An upper bound on a count that the sentence charges past, for each more of what it counts: "Bee
 * Diseases Insurance for up to three colonies; each additional colony costs £2.20" is an
 * allowance, not a limit.
 */
export function allowanceChargedPast(s: SourceSentence, bound: Quantity): boolean {
  if (bound.bound !== "upper" || bound.dimension !== "count") return false;
  const thing = ADDITIONAL_AFTER.exec(s.text.slice(bound.end - s.start))?.[1];
  return thing !== undefined && countsPer(bound, singular(thing.toLowerCase()));
}

/** One of the unit a rate is per, where its thing is a unit of measure: 1 m of "metre", 1 m² of 平方米. */
function unitNamed(thing: string): Quantity | undefined {
  if (/^[a-z]+(?: [a-z]+)?$/u.test(thing)) return oneOf(`1 ${thing}`);
  // "1月" is January: one month of 每月 is 1个月.
  return oneOf(`1${thing}`) ?? oneOf(`1个${thing}`);
}

/**
 * "2,400元" is no 20% of 12,000元 where the sentence caps what the rate gives after it: "按成交价的20%
 * 给予补贴，每件最高补贴2,000元". (The cap may be per item, 每件, as the claim's figure is for one.)
 * The cap is the rate's own, in its item: not the next item's ("…60%…，每户最高不超过1.2万元；…50%…，每户最高4000元").
 */
function cappedAfter(s: SourceSentence, rate: Quantity, q: Quantity): boolean {
  return s.quantities.some(
    (cap) => cap.start > rate.end && cap.value < q.value && cap.dimension === q.dimension && cap.unit === q.unit && capped(s, cap) && s.text.slice(rate.end - s.start, cap.start - s.start).search(BAND_BREAK) < 0,
  );
}

/** Where a band's item of a list starts, at the latest: after a semicolon. */
const BAND_BREAK = /[;；]/gu;

/**
 * A rate or share given for a band of what it is charged on prices nothing outside the band: "boats
 * over 10 m and up to 14 m pay £530 per metre" does not price a 9-metre boat, nor "£5,000.01 to
 * £10,000, 5% of the claim" a claim of £3,000. The band is the bounds and ranges of that kind
 * written in the rate's item: after the rate of its kind before it, and after the last semicolon.
 */
function outsideItsBand(s: SourceSentence, rate: Quantity, measure: Quantity): boolean {
  return bandLimits(s, rate, measure).some((limit) => outsideLimit(limit, measure));
}

/**
 * The figures of the measure's kind written in the rate's item, before it: the bounds and ranges of its band among them.
 * (A bound in brackets is what the figure before it covers: the "4小时内" of "每次80元（4小时内），超过4小时每小时加收20元".)
 */
function bandLimits(s: SourceSentence, rate: Quantity, measure: Quantity): Quantity[] {
  const from = itemStart(s, rate, (e) => e.unit === rate.unit && (e.per === undefined) === (rate.per === undefined), BAND_BREAK);
  return s.quantities.filter((limit) => limit.start >= from && limit.end <= rate.start && comparable({ ...limit, bound: undefined }, measure) && !inBrackets(s, limit));
}

/** The measure falls outside the range, or on the other side of the bound. */
function outsideLimit(limit: Quantity, measure: Quantity): boolean {
  if (limit.max !== undefined) return measure.value < limit.value || measure.value > limit.max;
  return limit.bound !== undefined && !onSideOfBound(measure.value, limit);
}

/** What joins the two ends of a span of years: "from 1903 to 1906", "1903–1906", 1992年起…直至2008年. */
const YEARS_JOINED = /^\s*(?:to|until|till|through|and|[-–—~]|至|到|年?起[^。；;]{0,20}?(?:直至|直到|至|到))\s*$/iu;

/** A whole number of years: "three years", 16年. */
function wholeYears(q: Quantity): number | undefined {
  if (q.dimension !== "time" || q.change !== undefined || q.max !== undefined || q.bound !== undefined) return undefined;
  const years = q.value / YEAR_SECONDS;
  return Number.isInteger(Math.round(years * 1000) / 1000) && years >= 1 ? Math.round(years) : undefined;
}

/**
 * The claim's length of time is the span between two years the sentence joins as a span: "spent
 * three years reading mathematics" of "from 1903 to 1906"; "担任副所长长达16年" of "1992年起任该所
 * 副所长，直至2008年退休".
 */
function heldAsYearsBetween(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  // A lead in years ("outlasted passenger services by 18 years") is how far apart two ends are.
  const lead = q.change?.figure === "amount" && OUTLASTED.test(q.change.words);
  const years = wholeYears(lead ? { ...q, change: undefined } : q);
  if (years === undefined || s.dates.length < 2) return false;
  // …or any two years of the sentence, where the claim says its length is how far apart two
  // events are: "reopened in September 2019, five years after … took on their 99-year lease" of
  // "took a 99-year lease in 2014 and reopened the main pool in September 2019".
  const apart = lead ? OUTLASTED.exec(q.change!.words) : YEARS_APART_AFTER.exec(claim.text.slice(q.end - claim.start));
  // Where the claim dates its own event, the other is that many years before or after it: "in
  // 1895, two years before his retirement" puts the retirement in 1897, not the 1893 the sentence gives.
  const own = apart ? claim.dates.findLast((d) => d.end <= q.start && d.year !== undefined)?.year : undefined;
  if (own !== undefined) {
    const other = own + (/before|earlier|之前|以前|前/u.test(apart![0]) ? years : -years);
    const ownDate = s.dates.find((d) => d.year === own);
    const otherDate = s.dates.find((d) => d.year === other);
    // …and the other event's words stand nearer the other year than the claim's own: "eight years
    // before the wash-house" is not held where the wash-house's year is the claim's own.
    return ownDate !== undefined && otherDate !== undefined && eventNearer(claim, q.end + apart![0].length, s, otherDate, ownDate);
  }
  return s.dates.some((from, k) =>
    s.dates.slice(k + 1, apart ? undefined : k + 2).some(
      (to) =>
        from.year !== undefined &&
        to.year !== undefined &&
        (apart || YEARS_JOINED.test(s.text.slice(from.end - s.start, to.start - s.start))) &&
        sameQuantity(q, { ...q, value: Math.abs(to.year - from.year) * YEAR_SECONDS, approximate: false }),
    ),
  );
}

/** Some word of the claim's clause from `from` on stands nearer `near` than `far` in the sentence. */
function eventNearer(claim: Analysed, from: number, s: SourceSentence, near: Span, far: Span): boolean {
  const rest = claim.text.slice(from - claim.start);
  const stop = rest.search(/[,;，；。]/u);
  const end = from + (stop < 0 ? rest.length : stop);
  const keys = new Set(claim.content.filter((t) => t.start >= from && t.end <= end).map(matchKey));
  const distance = (t: Span, d: Span): number => Math.min(Math.abs(t.start - d.end), Math.abs(d.start - t.end));
  return s.content.some((t) => keys.has(matchKey(t)) && distance(t, near) < distance(t, far));
}

/** A lead in time: "outlasted passenger services by", "outlived her brother by". */
const OUTLASTED = /^out(?:lasted|lived|lasts|lives|survived)\b/iu;

/** What makes a length of time the distance between two events: "five years after", "three years later", 五年后. */
const YEARS_APART_AFTER = /^\s*(?:after|later|before|earlier|on\b)|^\s*(?:之后|以后|后|之前|以前|前)/iu;

/** Words that say the claim's age is one at death: "died … at the age of 77", 享年73岁. */
const DIED = /(?<![A-Za-z])(?:died|dies|death|passed\s+away)(?![A-Za-z])|享年|去世|逝世|病逝|辞世/iu;
/** What joins a birth date to a death date: "born 9 March 1884 …; died 17 November 1961", 1948年3月12日—2021年9月5日. */
const LIFE_JOINED = /(?:died|death|d\.)|^\s*[-–—~至]\s*$/iu;

/**
 * The claim's age at death is the years between the two dates the sentence gives of a life: "died
 * in Edinburgh at the age of 77" of "(born 9 March 1884 in Whitby; died 17 November 1961 in
 * Edinburgh)".
 */
function ageAtDeath(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "age" || q.max !== undefined || q.bound !== undefined || !DIED.test(claim.text) || s.dates.length < 2) return false;
  return s.dates.some((born, k) => {
    const died = s.dates[k + 1];
    if (died === undefined || born.year === undefined || died.year === undefined || !LIFE_JOINED.test(s.text.slice(born.end - s.start, died.start - s.start))) return false;
    // Without the days, the age is one of two.
    const beforeBirthday = born.month === undefined || died.month === undefined ? undefined : died.month < born.month || (died.month === born.month && (died.day ?? 0) < (born.day ?? 0));
    const ages = beforeBirthday === undefined ? [died.year - born.year - 1, died.year - born.year] : [died.year - born.year - (beforeBirthday ? 1 : 0)];
    return ages.some((age) => sameQuantity(q, { ...q, value: age * YEAR_SECONDS, approximate: false }));
  });
}

/** "All but 9,000", "all except the bottom two": the rest of a whole apart from the figure. */
const ALL_BUT_BEFORE = /(?<![A-Za-z])all\s+(?:but|except(?:\s+for)?)\s+(?:the\s+)?(?:(?:top|bottom|first|last|front|back|lowest|highest)\s+)?$/iu;

/** The figure is what "all but" leaves out: the two of "all but two of them". */
export function leftOutByAllBut(text: Analysed, figure: Quantity): boolean {
  return ALL_BUT_BEFORE.test(text.text.slice(0, figure.start - text.start));
}

/**
 * The claim's figure is a whole the sentence gives less the figure it says "all but" of: "restored
 * to about 55,000 of the 64,000 homes" of "Power was cut to 64,000 homes; by evening it had been
 * restored to all but 9,000".
 */
export function heldAsAllBut(q: Quantity, s: SourceSentence): boolean {
  if (q.change !== undefined || q.max !== undefined || !/\b(?:but|except)\b/u.test(s.text)) return false;
  return s.quantities.some(
    (rest) =>
      leftOutByAllBut(s, rest) &&
      s.quantities.some((whole) => whole !== rest && whole.value > rest.value && comparable({ ...whole, noun: undefined }, { ...rest, noun: undefined }) && sameQuantity(q, { ...rest, noun: q.noun, value: whole.value - rest.value })),
  );
}

/** What ends the stretch of a clause that names what a comparison is measured against. */
const CLAUSE_MARKS = /[,，;；。:：()（）]/u;
/** How many characters of its clause before (Chinese) or after (English) a comparison's figure may name what it is measured against. */
const AGAINST_REACH = 14;

/** The stretch of the figure's clause that names what its comparison is measured against: the 常年 of "较常年偏高1.1℃", "the weekly average" of "310 hectares more than the weekly average". */
function againstStretch(s: SourceSentence, figure: Quantity, side: "before" | "after"): Span {
  if (side === "after") {
    const after = s.text.slice(figure.end - s.start, figure.end - s.start + AGAINST_REACH * 3);
    const end = after.search(CLAUSE_MARKS);
    return { start: figure.end, end: figure.end + (end < 0 ? after.length : end) };
  }
  const from = Math.max(0, figure.start - s.start - AGAINST_REACH);
  const marks = [...s.text.slice(from, figure.start - s.start).matchAll(new RegExp(CLAUSE_MARKS.source, "gu"))];
  return { start: s.start + from + (marks.length > 0 ? marks.at(-1)!.index! + 1 : 0), end: figure.start };
}

/**
 * The claim says a word of the sentence's stretch: a content word's key, or a Chinese word of two
 * characters the sentence may have cut otherwise, or the claim longer (对照 of its 对照组).
 */
function namesWithin(claim: Analysed, s: SourceSentence, span: Span): boolean {
  const keys = keysWithin(s, span);
  const text = s.text.slice(span.start - s.start, span.end - s.start);
  return (
    // The year before, in any of its words: 上年, 上一年, 去年, "last year", "the previous year".
    (LAST_YEAR.test(text) && LAST_YEAR.test(claim.text)) ||
    // …or a year both say: "23 fewer than in 2025".
    [...text.matchAll(YEAR)].some(([year]) => new RegExp(`(?<!\\d)${year}(?!\\d)`, "u").test(claim.text)) ||
    claim.content.some((t) => keys.has(matchKey(t)) || (t.kind === "cjk" && t.norm.length >= 2 && text.includes(t.norm))) ||
    s.content.some((t) => within(t, span) && t.kind === "cjk" && t.norm.length >= 2 && claim.text.includes(t.norm))
  );
}

const LAST_YEAR = /上一?年|去年|前一年|\b(?:last|the\s+previous|the\s+prior)\s+year\b/iu;
/** A year written in digits. */
const YEAR = /(?<!\d)(?:1[89]|20)\d{2}(?!\d)/gu;

/** A Chinese multiple put as what it is of: "为平日的2.5倍". */
const ZH_MULTIPLE_AGAINST = /[为是][^，。；,;]{1,10}的\s*$/u;
/** …and an English one: "2.5 times the weekday figure". */
const EN_MULTIPLE_AGAINST = /^\s*(?:times\s+)?(?:the|that|its|their)\s/iu;

/**
 * The claim's figure is what the sentence measures another of its figures against, which the
 * claim names: a level less the rise the sentence gives ("常年平均气温约为16.8℃" of "年平均气温17.9℃，
 * 较常年偏高1.1℃"; "按常年水平…约有23天" of "38天，比常年多15天"), or divided by its multiple
 * ("平日每天的号源约为80对" of "号源增至200对，为平日的2.5倍"; "2.5 times the weekday figure").
 */
function heldAsBaseline(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  // The claim may give the level as where its own move starts, the way the sentence's goes: "从上一年的21%降到了12%" of "12%，较上年下降9个百分点".
  const start = q.change?.figure === "start" ? q.change.direction : undefined;
  if ((q.change !== undefined && start === undefined) || s.quantities.length < 2) return false;
  const baseline = { ...q, change: undefined };
  return s.quantities.some((by, i) => {
    const moved = by.change?.figure === "amount" && by.change.direction !== undefined && (start === undefined || by.change.direction === start);
    if (start !== undefined && !moved) return false;
    const aMultiple = by.change === undefined && isMultiple(by);
    const multipleAfter = aMultiple && EN_MULTIPLE_AGAINST.test(s.text.slice(by.end - s.start));
    const multiple = multipleAfter || (aMultiple && ZH_MULTIPLE_AGAINST.test(s.text.slice(0, by.start - s.start)));
    if (!moved && !multiple) return false;
    // (A claim that moves from its figure to the sentence's level needs name nothing: "从7.0%降到6.1%" of "6.1%，较上年下降0.9个百分点".)
    const named = namesWithin(claim, s, againstStretch(s, by, multipleAfter || by.change?.at === "after" ? "after" : "before"));
    const movesToIt = (level: Quantity): boolean => start !== undefined && claim.quantities.some((o) => o.change?.figure === "result" && o.start > q.end && sameQuantity({ ...o, change: undefined }, { ...level, change: undefined }));
    if (!named && start === undefined) return false;
    // A bare number takes the kind of the level it is said against: "15,200 hours, 1,100 more than the previous year".
    // (Scaled by the level's unit, not read again in it as numbers.ts's inUnitOf does: with a Chinese measure word it would count another thing.)
    // …and points move a share: "5.8%，比对照提高0.9个百分点" puts 对照 at 4.9%.
    const asLevel = (figure: Quantity, like: Quantity): Quantity => {
      if (figure.unit === "pp" && like.unit === "%") return { ...figure, unit: "%" };
      const factor = isBareNumber(figure) && figure.max === undefined ? unitFactor(like) : undefined;
      return factor === undefined ? figure : { ...like, value: figure.value * factor, step: figure.step * factor };
    };
    const levels = s.quantities.slice(0, i).filter((e) => e.change?.figure !== "amount" && e.change?.figure !== "start" && !isMultiple(e) && comparable({ ...e, change: undefined }, { ...asLevel(q, e), change: undefined }));
    // The level is the last before the move, or an earlier one the claim names by the word before
    // it: "挺举191公斤、总成绩346公斤…，其挺举成绩比个人此前最好成绩提高了4公斤" moves the 挺举's, or gives itself
    // ("dropped to 184 archers from 207" of "184 archers from 11 counties, 23 fewer than in 2025").
    return levels.some((level, k) => {
      if (!named && !movesToIt(level)) return false;
      if (k !== levels.length - 1 && !namedBefore(claim, s, level) && !claim.quantities.some((o) => o !== q && sameQuantity({ ...o, change: undefined }, level))) return false;
      // A rise in percent moves the level by that share of the baseline: "观影人次约26.5万，比上届增长15%" puts 上届 at 23万.
      // (Only the level right before it: "营业收入14.6亿元…；净利润2.18亿元，同比下降6.4%" moves the profit.)
      // (…and not where the claim gives the move itself after its figure: its figure is then the level, "功耗约为7.5瓦，比上一代降低约18%";
      // a move it gives first is what it works from, "按票房增长18%推算，上一届…大约是1830万元"; nor for a bound, which any such level would meet.)
      const rate = moved && by.unit === "%" && level.unit !== "%" ? by.value / 100 : undefined;
      if (rate !== undefined && (k !== levels.length - 1 || isBareNumber(q) || q.bound !== undefined || claim.quantities.some((o) => o.change?.figure === "amount" && o.start >= q.end && sameQuantity(o, by)))) return false;
      // A rise is of the level's own kind: "38天，比常年多15天", not "35℃ … 15天".
      if (moved && rate === undefined && !comparable({ ...asLevel(by, level), change: undefined }, { ...level, change: undefined })) return false;
      const amount = asLevel(by, level).value;
      const rise = by.change?.direction === "rise";
      const value = multiple ? level.value / by.value : rate !== undefined ? level.value / (1 + (rise ? rate : -rate)) : rise ? level.value - amount : level.value + amount;
      return sameQuantity(asLevel(baseline, level), { ...level, change: undefined, value, step: Math.min(level.step, q.step), approximate: false });
    });
  });
}

/** The content word right before the figure, with nothing but spaces between, is one the claim has: 挺举 of "挺举191公斤". */
function namedBefore(claim: Analysed, s: SourceSentence, figure: Quantity): boolean {
  const word = s.content.findLast((t) => t.end <= figure.start);
  return word !== undefined && s.text.slice(word.end - s.start, figure.start - s.start).trim() === "" && claim.keys.has(matchKey(word));
}

/** What one of a figure's written unit is in its value's unit: 3,600 of "15,200 hours" (in seconds); none if its number is not written in digits. */
function unitFactor(figure: Quantity): number | undefined {
  const written = /\d[\d,]*(?:\.\d+)?/u.exec(figure.raw)?.[0];
  const number = written === undefined ? NaN : Number(written.replace(/,/gu, ""));
  return Number.isFinite(number) && number !== 0 ? figure.value / number : undefined;
}

/** What opens a part of a whole the sentence names, and the part's name up to its figure: "164名棋手参赛，其中职业棋手48人". */
const PART_OPENING = /其中([^。；;，,]{0,16})$/u;
/** …or, where the figure comes first, the name after it: "其中412张适用告知承诺制". */
const PART_NAME_AFTER = /^[^。；;，,]{1,16}/u;
/** What denies the name of a part before it: 非职业, 没有适用. */
const DENIAL_BEFORE = /(?:[非未不]|不是|没有)$/u;

/** The name the sentence gives a part it opens with 其中, before its figure or after it; none where it opens no part. */
function partName(s: SourceSentence, part: Quantity): string | undefined {
  const opening = PART_OPENING.exec(s.text.slice(0, part.start - s.start));
  if (opening === null) return undefined;
  return opening[1] !== "" ? opening[1] : PART_NAME_AFTER.exec(s.text.slice(part.end - s.start))?.[0];
}

/**
 * The claim names a part by denying the sentence's name for it: "非职业棋手" of "其中职业棋手48人", whether
 * 非职业 is cut as one word or two; or by the name's opposite, where the part's name is the claim's
 * word's only rival: "女生有1526名" of "学生3168名，其中男生1642名".
 */
function deniesPartName(claim: Analysed, name: string): boolean {
  return claim.content.some((t) => {
    if (t.kind !== "cjk") return false;
    if (t.norm.length >= 2 && areZhAntonyms(t.norm, name.trim())) return true;
    const word = ZH_NOT.test(t.norm) ? t.norm.slice(1) : t.norm;
    if (word.length < 2 || !name.includes(word)) return false;
    return word !== t.norm || DENIAL_BEFORE.test(claim.text.slice(0, t.start - claim.start));
  });
}

/**
 * The claim's count is what a whole leaves once the part the sentence names is taken, and the
 * claim names it by denying the part's name: "非职业棋手有116人" of "164名棋手参赛，其中职业棋手48人".
 * (English, which says the rest with "other" or an antonym, is read by restOfTheClaimsWhole.)
 */
export function heldAsRestOfWhole(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.change !== undefined || s.quantities.length < 2) return false;
  // (A count or a measure: "其中尚未投产的约有5.7万亩" of "种植面积32.4万亩，…其中投产面积26.7万亩".)
  return enRestOfWhole(q, s, claim) || restOfTheClaimsWhole(q, s, claim) || restAfterParts(q, s) || ((q.dimension === "count" || q.unit !== "") && s.quantities.some((part, i) => {
    const name = partName(s, part);
    if (name === undefined || !deniesPartName(claim, name)) return false;
    const whole = s.quantities.slice(0, i).findLast((e) => e.dimension === q.dimension && e.unit === q.unit && e.change === undefined && e.value > part.value);
    return whole !== undefined && sameQuantity({ ...q, noun: undefined }, { ...part, noun: undefined, value: whole.value - part.value });
  }));
}

/** A word for what a whole leaves once the parts listed before it are taken: "其余为普通车位", "the rest are standard bays". */
const REST_AFTER_PARTS = /其余|剩余|余下|\bthe\s+(?:rest|remainder)\b/iu;

/**
 * The claim's figure is a whole less every part the sentence lists before it names the rest: "普通车位共有134个"
 * of "186个车位（其中充电车位40个、子母车位12个，其余为普通车位）".
 */
function restAfterParts(q: Quantity, s: SourceSentence): boolean {
  if (q.max !== undefined || q.bound !== undefined) return false;
  const rest = REST_AFTER_PARTS.exec(s.text);
  if (rest === null) return false;
  const figures = s.quantities.filter((e) => e.end - s.start <= rest.index && e.change === undefined && e.max === undefined && comparable(e, q));
  return figures.some((whole, i) => {
    const parts = figures.slice(i + 1);
    const taken = parts.reduce((sum, part) => sum + part.value, 0);
    return parts.length > 0 && taken < whole.value && sameQuantity({ ...q, noun: undefined }, { ...whole, noun: undefined, value: whole.value - taken, approximate: false });
  });
}

/** What opens an English part of a whole given before it: "1.92 million, of whom 1.31 million", "£97.3 million, of which £68.0 million". */
const EN_PART_OPENING = /\bof\s+(?:whom|which)\s+(?:about\s+|around\s+|some\s+|nearly\s+|almost\s+)?$/iu;
/** …or names who gave it: "£640,000, of which the Heritage Lottery Fund contributed £410,000". */
const EN_PART_GIVEN_BY = /\bof\s+which\s+(?:the\s+)?[\p{L}'’ -]{2,60}?\s+(?:contributed|gave|provided|paid|donated|put\s+in)\s+$/iu;
/** …or follows it: "438 athletes started, and 421 of them finished". */
const EN_PART_AFTER = /^\s+of\s+(?:them|these|those)\b/iu;
/** …or opens on the whole: "Of the 47 starters, 31 finished". */
const EN_WHOLE_OPENING = /\bof\s+(?:the|its|their|all)\s+[\d][\d,.]*\s+[\p{L} -]{1,40},\s*(?:only\s+|just\s+)?$/iu;
/** …or follows the whole that set out: "412 runners started and 397 finished". */
const EN_STARTED_AND = /\b(?:started|entered|began|set\s+off|took\s+part|applied|registered|enrolled|competed)\s+and\s+$/iu;
/** Where what an English part is said to be or do ends. */
const EN_PART_END = /[,;.](?!\d)|\s(?:and|but|while|which|who)\s/u;

/**
 * The English counterpart: the claim's figure is what the whole leaves once the part is taken, and
 * the claim denies of it what the sentence says of the part: "about 610,000 were not on full-fibre
 * connections" of "1.92 million, of whom 1.31 million are on full-fibre connections"; "Seventeen …
 * did not finish" of "438 athletes started, and 421 of them finished" (or "Of the 47 starters, 31
 * finished"); "The £29.3
 * million not spent on the fibre network" of "£97.3 million, of which £68.0 million went on
 * extending the fibre network".
 */
function enRestOfWhole(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (claim.negations.length === 0 && restOfADeniedPart(q, s)) return true;
  if (!claim.negations.some((cue) => cue.kind === "word") && !MISSED.test(claim.text)) return false;
  if (partFromWhole(q, s, claim)) return true;
  // The claim denies of the rest what the sentence says of the part.
  if (enPartsOfWholes(s).some(({ whole, part, said }) => isRestOf(q, whole, part) && said.some((t) => claim.keys.has(matchKey(t))))) return true;
  // …or the part is named before it, and the claim denies it of the one named: "of which the Heritage Lottery Fund contributed £410,000".
  return s.quantities.some((part, i) => {
    const giver = EN_PART_GIVEN_BY.exec(s.text.slice(0, part.start - s.start));
    if (giver === null) return false;
    const whole = s.quantities.slice(0, i).findLast((e) => comparable(e, part) && isLevel(e) && e.value > part.value);
    const named = s.content.filter((t) => t.start >= s.start + giver.index && t.end <= part.start && !insideFigure(s, t));
    return whole !== undefined && sameQuantity(q, { ...part, value: whole.value - part.value, approximate: false }) && named.some((t) => claim.keys.has(matchKey(t)));
  });
}

/** An English part of a whole a sentence gives, with the words it says of the part. */
interface PartOfWhole {
  whole: Quantity;
  part: Quantity;
  said: Token[];
}

const partsOfWholesCache = new WeakMap<SourceSentence, PartOfWhole[]>();

/**
 * The parts of wholes the sentence gives: "1.92 million, of whom 1.31 million are on full-fibre",
 * "1,120 people, about 380 of them part-time", "Of the 47 starters, 31 finished", "412 started and
 * 397 finished". Read once a sentence: each claim figure asks it again, of the rest and of the part.
 */
function enPartsOfWholes(s: SourceSentence): PartOfWhole[] {
  const cached = partsOfWholesCache.get(s);
  if (cached !== undefined) return cached;
  const found: PartOfWhole[] = [];
  s.quantities.forEach((part, i) => {
    const before = s.text.slice(0, part.start - s.start);
    if (!EN_PART_OPENING.test(before) && !EN_WHOLE_OPENING.test(before) && !EN_PART_AFTER.test(s.text.slice(part.end - s.start)) && !EN_STARTED_AND.test(before)) return;
    // (Each may have a noun of its own: "47 starters", "31 finished".)
    const whole = s.quantities.slice(0, i).findLast((e) => comparable({ ...e, noun: undefined }, { ...part, noun: undefined }) && isLevel(e) && e.value > part.value);
    if (whole === undefined) return;
    const rest = s.text.slice(part.end - s.start);
    const end = rest.search(EN_PART_END);
    found.push({ whole, part, said: s.content.filter((t) => t.start >= part.end && (end < 0 || t.end <= part.end + end) && !insideFigure(s, t)) });
  });
  partsOfWholesCache.set(s, found);
  return found;
}

/** The figure is what the whole leaves once the part is taken. */
function isRestOf(q: Quantity, whole: Quantity, part: Quantity): boolean {
  return sameQuantity({ ...q, noun: undefined }, { ...part, noun: undefined, value: whole.value - part.value, approximate: false });
}

/** What joins a claim's part to the whole it gives: "740 of Hollinbrook's 1,120", "31 of the 47", "two of the park's five". */
const OF_THE_WHOLE = /^\s+of\s+(?:the\s+|its\s+|their\s+)?(?:[\p{L}'’-]+['’]s?\s+)?$/iu;

/**
 * The claim's count is what the whole it gives leaves once the sentence's part is taken, and it
 * says of them none of what the sentence says of the part: "Roughly 740 of Hollinbrook's 1,120
 * employees work full-time" of "employs 1,120 people, about 380 of them part-time".
 */
function restOfTheClaimsWhole(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  const whole = claim.quantities.find((w) => w.start > q.end && OF_THE_WHOLE.test(claim.text.slice(q.end - claim.start, w.start - claim.start)));
  if (whole === undefined) return false;
  return enPartsOfWholes(s).some((given) => sameQuantity({ ...whole, noun: undefined }, { ...given.whole, noun: undefined }) && isRestOf(q, given.whole, given.part) && !given.said.some((t) => claim.keys.has(matchKey(t))));
}

/** What joins a Chinese claim's whole to its part after it: "46个航班中，有39个", "12家门店中有5家". */
const ZH_WHOLE_TO_PART = /^\p{Script=Han}{0,10}中[，,]?\s*(?:有|其中)?(?:约|近)?$/u;

/**
 * The claim's count of a whole it gives is two or more of the parts the sentence lists after that
 * whole, summed, which the claim names by a word they share: "受影响的46个航班中，有39个只是调整了起飞时间" of
 * "涉及我司航班共计46个，其中提前…起飞的8个，推迟…起飞的31个，另有7个航班取消"; "Of the 46 flights affected, 39", "39 of the 46 flights".
 */
function partsOfTheClaimsWhole(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "count" || q.change !== undefined || q.bound !== undefined || q.max !== undefined) return false;
  const between = (a: Quantity, b: Quantity): string => claim.text.slice(a.end - claim.start, b.start - claim.start);
  const opensOnTheWhole = (w: Quantity): boolean => ZH_WHOLE_TO_PART.test(between(w, q)) || (EN_WHOLE_OPENING.test(claim.text.slice(0, q.start - claim.start)) && !claim.quantities.some((o) => o.start > w.end && o.end <= q.start));
  const whole = claim.quantities.find((w) => w !== q && w.dimension === "count" && w.value > q.value && (w.end <= q.start ? opensOnTheWhole(w) : OF_THE_WHOLE.test(between(q, w))));
  if (whole === undefined) return false;
  const bare = (e: Quantity): Quantity => ({ ...e, noun: undefined });
  const at = s.quantities.findIndex((e) => isLevel(e) && sameQuantity(bare(e), bare(whole)));
  if (at < 0) return false;
  const parts = s.quantities.slice(at + 1).filter((e) => e.dimension === "count" && e.change === undefined && e.max === undefined && e.bound === undefined && e.value < whole.value && e.unit === whole.unit);
  if (parts.length < 2 || parts.length > MAX_PARTS) return false;
  // The claim says what the parts summed have in common and the others lack (起飞 of 提前…起飞的8个 and
  // 推迟…起飞的31个, not of 另有7个航班取消): a sum of any parts would hold "38 of the 46" by 31 and 7.
  const claimWordsOf = parts.map((e, i) => {
    const clause = clauseOf(s, e);
    const span = { start: Math.max(clause.start, parts[i - 1]?.end ?? clause.start), end: Math.min(clause.end, parts[i + 1]?.start ?? clause.end) };
    return new Set(s.content.filter((t) => within(t, span) && !insideFigure(s, t) && tokenMatch(t, claim) > 0).map(matchKey));
  });
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    const chosen = parts.filter((_, i) => (mask & (1 << i)) !== 0);
    const sum = chosen.reduce((acc, e) => acc + e.value, 0);
    if (chosen.length < 2 || sum >= whole.value || !sameQuantity(bare(q), { ...bare(chosen[0]!), value: sum, approximate: false })) continue;
    const inChosen = (i: number): boolean => (mask & (1 << i)) !== 0;
    const [first] = claimWordsOf.filter((_, i) => inChosen(i));
    if ([...first!].some((key) => claimWordsOf.every((words, i) => words.has(key) === inChosen(i)))) return true;
  }
  return false;
}

/** What denies a part what the rest of its whole did: "9 did not finish", "12 failed to qualify", "43 had not received both doses". */
const DENIED_AFTER_PART = /^\s+(?:[\p{L}-]+\s+){0,2}?(?:did\s+not|didn['’]t|failed\s+to|were\s+not|weren['’]t|could\s+not|couldn['’]t|had\s+not|hadn['’]t|have\s+not|haven['’]t)\s/iu;

/**
 * The other way round: the sentence denies a part of a whole what the claim says of the rest:
 * "137 riders completed the climb" of "A total of 146 riders started …; 9 did not finish".
 */
function restOfADeniedPart(q: Quantity, s: SourceSentence): boolean {
  if (q.dimension !== "count") return false;
  const wholeOf = (part: Quantity, e: Quantity): boolean => comparable({ ...e, noun: undefined }, { ...part, noun: undefined }) && isLevel(e) && e.value > part.value;
  return s.quantities.some((part, i) => {
    // …or the whole follows its part: "Two of the park's five firearms-trained staff had not completed".
    const after = s.quantities[i + 1];
    const wholeAfter = after !== undefined && OF_THE_WHOLE.test(s.text.slice(part.end - s.start, after.start - s.start)) && wholeOf(part, after) ? after : undefined;
    if (!DENIED_AFTER_PART.test(s.text.slice((wholeAfter ?? part).end - s.start))) return false;
    const whole = wholeAfter ?? s.quantities.slice(0, i).findLast((e) => wholeOf(part, e));
    return whole !== undefined && sameQuantity({ ...q, noun: undefined }, { ...part, noun: undefined, value: whole.value - part.value, approximate: false });
  });
}

/** Words for the rest of a whole that did not succeed: "missed four of her 45 shots". */
const MISSED = /(?<![A-Za-z])(?:miss(?:ed|es)?|fail(?:ed|s|ing))(?![A-Za-z])/iu;
/** What joins a part to the whole after it: "41 goals from 45 attempts", "31 out of 40". */
const PART_FROM_WHOLE = /^\s+(?:[\p{L}-]+\s+){0,2}(?:from|out\s+of)\s+$/iu;

/**
 * The part comes first: "scored 41 goals from 45 attempts" holds "missed just four of her 45 shots"
 * (45 − 41), where the claim names what the part counts too ("finishing with 41 goals").
 */
function partFromWhole(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  return s.quantities.some((part, i) => {
    const whole = s.quantities[i + 1];
    if (whole === undefined || whole.value <= part.value || !PART_FROM_WHOLE.test(s.text.slice(part.end - s.start, whole.start - s.start))) return false;
    if (!sameQuantity({ ...q, noun: undefined }, { ...part, noun: undefined, value: whole.value - part.value, approximate: false })) return false;
    const counted = s.content.filter((t) => t.start >= part.end && t.end <= whole.start && !insideFigure(s, t));
    return counted.some((t) => claim.keys.has(matchKey(t)));
  });
}

/** What makes a Chinese rate its complement: 不合格率 of 合格率, 未通过率 of 通过率. */
const ZH_NOT = /^[不未非]/u;

/**
 * The claim's percentage is what the sentence's leaves of 100%, for the word it denies: "不合格率约为
 * 2.2%" of "合格率为97.8%".
 */
function heldAsComplement(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.unit !== "%" || q.change !== undefined) return false;
  const rate = rateNameBefore(claim, q);
  if (!rate || !ZH_NOT.test(rate)) return false;
  return s.quantities.some(
    (e) => e.unit === "%" && e.change === undefined && sameQuantity(q, { ...e, value: 100 - e.value, approximate: false }) && rateNameBefore(s, e) === rate.slice(1),
  );
}

/** What names the share left once the sentence's others are taken: "the remainder were stand-up paddleboards", 其余为…. */
const REST_OF_THE_SHARES = /\b(?:the\s+(?:remainder|rest|balance|others)|all\s+the\s+others)\b|其余|剩余|剩下|余下/iu;

/**
 * The claim's percentage is what the sentence's shares leave of 100%, for the rest it names after
 * them: "Roughly 7% of hires were stand-up paddleboards" of "Canadian canoes accounted for 62% of
 * hires and sit-on-top kayaks for 31%; the remainder were stand-up paddleboards". The claim names a
 * word the sentence says of the rest.
 */
function heldAsRestOfTheShares(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.unit !== "%" || q.change !== undefined || q.bound !== undefined || q.max !== undefined) return false;
  const rest = REST_OF_THE_SHARES.exec(s.text);
  if (rest === null) return false;
  const restAt = s.start + rest.index;
  const shares = s.quantities.filter((e) => e.unit === "%");
  if (shares.length === 0 || !shares.every((e) => e.end <= restAt && e.change === undefined && e.bound === undefined && e.max === undefined)) return false;
  const left = 100 - shares.reduce((sum, e) => sum + e.value, 0);
  if (left <= 0 || !sameQuantity(q, { ...shares[0]!, value: left, approximate: false })) return false;
  const restSaid = keysWithin(s, clauseOf(s, { start: restAt, end: restAt + rest[0].length }));
  // (…and names none of the things the shares are of: "Net migration made up about one-third" of "Net migration
  // accounted for roughly two-thirds of the growth, while natural increase made up the rest". The whole a share is
  // "of", said after it, is every share's.)
  const sharesThings = new Set(
    shares.flatMap((e, i) => {
      const from = i === 0 ? clauseOf(s, e).start : shares[i - 1]!.end;
      const stretch = s.text.slice(from - s.start, e.start - s.start);
      const whole = i === 0 ? null : WHOLE_AFTER_A_SHARE.exec(stretch);
      // (A lone Chinese character is the share's verb, 占, 为, not its thing.)
      const span = { start: from + (whole?.[0].length ?? 0), end: e.start };
      return s.content.filter((t) => within(t, span) && !(t.kind === "cjk" && t.norm.length === 1)).map(matchKey).filter((key) => !restSaid.has(key));
    }),
  );
  return claim.content.some((t) => restSaid.has(matchKey(t)) && !REST_OF_THE_SHARES.test(t.norm)) && !claim.content.some((t) => sharesThings.has(matchKey(t)));
}

/** The whole a share is of, said right after it: "62% of hires". */
const WHOLE_AFTER_A_SHARE = /^\s*of\s+(?:the\s+)?[\p{L}-]+/iu;

/** Words before a share that say how much of a start is kept: "仍保持初始效率的91%", "retained 91% of its initial efficiency". */
const KEPT_BEFORE = /(?:保持|保留|维持|剩余|仍有|仍为)[^，。；,;\d]{0,8}$|\b(?:retain(?:s|ed|ing)?|keep(?:s|ing)?|kept|still\s+(?:at|had|has|gave|gives))\s+(?:about\s+|around\s+|roughly\s+)?$/iu;
/** Characters read before a share for KEPT_BEFORE. */
const KEPT_REACH = 16;

/**
 * The claim's fall in percent is what the sentence's kept share leaves of the whole: "效率仅衰减约9%"
 * of "仍保持初始效率的91%", "lost about 9% of its efficiency" of "retained 91% of its initial efficiency".
 */
function heldAsLossOfAKeptShare(q: Quantity, s: SourceSentence): boolean {
  if (!lossInPercent(q)) return false;
  return s.quantities.some((e) => keptShare(s, e) && sameQuantity({ ...q, change: undefined }, { ...e, value: 100 - e.value, approximate: false }));
}

/** A fall in percent: "衰减约9%", "lost about 9%". */
function lossInPercent(q: Quantity): boolean {
  return q.unit === "%" && q.change?.direction === "fall" && q.change.figure === "amount";
}

/** A share the sentence says is kept: "仍保持初始效率的91%", "retained 91%". */
function keptShare(s: SourceSentence, e: Quantity): boolean {
  if (e.unit !== "%" || e.change !== undefined || e.max !== undefined || e.value >= 100) return false;
  const at = e.start - s.start;
  return KEPT_BEFORE.test(s.text.slice(Math.max(0, at - KEPT_REACH), at));
}

/** The claim's fall in percent is the share the sentence says is kept: "吸附量下降了86%" of "仍保持初始值的86%". */
export function keptShareAsLoss(q: Quantity, s: SourceSentence, e: Quantity): boolean {
  return lossInPercent(q) && keptShare(s, e);
}

/** Words before a figure that keep it where it was: 维持在, 保持, "kept its guidance at", "unchanged at". */
const HELD_AT_BEFORE = /(?:保持|维持|仍为|仍是|不变)[^，。；,;\d]{0,4}$|\b(?:kept|keeps|keeping|held|holds|holding|maintained|maintains|left|leaves|remained|remains|stayed|stays|unchanged)\b[^,;.\d]{0,40}?\b(?:at|on)\s+$/iu;
/** Characters read before a figure for HELD_AT_BEFORE. */
const HELD_AT_REACH = 48;

/** The words by which the sentence keeps its figure where it was ("维持在", "kept its guidance at"), where the claim moves its own to it: "上调至12%至15%" of "维持在12%至15%". */
export function keptWhereMoved(q: Quantity, s: SourceSentence, e: Quantity): string | undefined {
  if (q.change?.figure !== "result" || q.change.direction === undefined || e.change !== undefined) return undefined;
  const at = e.start - s.start;
  const held = HELD_AT_BEFORE.exec(s.text.slice(Math.max(0, at - HELD_AT_REACH), at));
  return held !== null && sameQuantity({ ...q, change: undefined }, e) ? held[0].trim() : undefined;
}

export function movedToAKeptFigure(q: Quantity, s: SourceSentence, e: Quantity): boolean {
  return keptWhereMoved(q, s, e) !== undefined;
}

/** The Chinese word of two characters or more before a figure: the rate's name, not 约 or 为 between it and the figure. */
function rateNameBefore(text: Analysed, figure: Quantity): string | undefined {
  return text.content.findLast((t) => t.kind === "cjk" && t.norm.length >= 2 && t.end <= figure.start)?.norm;
}

/**
 * "More than twice as common" (or "almost three times") of the pair in brackets after the claim's
 * word, whose ratio falls on the other side: "Dizziness was more than twice as common as on placebo"
 * of "dizziness (8% vs 6%)".
 */
function boundedRatioOtherwise(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed, more: boolean): RatioOtherwise | undefined {
  const found = sentences.flatMap((sentence) =>
    pairsAfterWords(sentence)
      .filter(({ word, a, b }) => ownWord(claim, word) && comparable(a, b) && a.value > 0 && b.value > 0)
      .map(({ a, b }) => {
        const [larger, smaller] = a.value >= b.value ? [a, b] : [b, a];
        return { sentence, larger, smaller, times: larger.value / smaller.value };
      }),
  );
  const [only] = found;
  if (found.length !== 1) return undefined;
  return (more ? only!.times <= q.value : only!.times >= q.value) ? only : undefined;
}

/** A word the claim says itself, not one its restored subject adds (which stands at no place of it). */
function ownWord(claim: Analysed, word: Token): boolean {
  const key = matchKey(word);
  return claim.content.some((t) => t.end > t.start && matchKey(t) === key);
}

/** What sets two figures against each other in brackets after a word: "dizziness (8% vs 6%)", "(12% v 5%)". */
const PAIR_JOINT = /^\s*(?:vs\.?|v\.?|versus|against|to|对|比)\s*$/iu;

/** The sentence's pairs of figures in brackets, each with the word before its bracket. */
function pairsAfterWords(s: SourceSentence): { word: Token; a: Quantity; b: Quantity }[] {
  const found: { word: Token; a: Quantity; b: Quantity }[] = [];
  const text = (from: number, to: number): string => s.text.slice(from - s.start, to - s.start);
  for (let i = 0; i + 1 < s.quantities.length; i++) {
    const [a, b] = [s.quantities[i]!, s.quantities[i + 1]!];
    const word = s.content.findLast((t) => t.end <= a.start);
    if (word === undefined || !BRACKET_OPENING.test(text(word.end, a.start)) || !PAIR_JOINT.test(text(a.end, b.start))) continue;
    found.push({ word, a, b });
  }
  return found;
}

/** How close a ratio must come to the claim's multiple: "halved" of £130 and £65, not of £130 and £66. */
export const RATIO_TOLERANCE = 0.01;
/** Words before a multiple that make it a bound on the ratio: "more than twice", "almost three times". */
const MORE_THAN_BEFORE = /(?<![A-Za-z])(?:more\s+than|over|upwards\s+of)\s+$/iu;
const LESS_THAN_BEFORE = /(?<![A-Za-z])(?:less\s+than|under|almost|nearly|not\s+quite)\s+$/iu;
const MULTIPLE_BOUND_REACH = 16;

/**
 * The claim's multiple ("halved to £65", "doubled", 减半, 翻了一番) is the ratio of two figures of one
 * kind the sentence gives: "£130, reduced to £65 if paid within 14 days".
 */
function heldAsRatio(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (!isMultiple(q)) return false;
  // "More than twice" holds of any ratio above 2, "almost twice" of one just below.
  const before = claim.text.slice(Math.max(0, q.start - claim.start - MULTIPLE_BOUND_REACH), q.start - claim.start);
  const bound = MORE_THAN_BEFORE.test(before) ? "lower" : LESS_THAN_BEFORE.test(before) ? "upper" : undefined;
  const ratio = (a: Quantity, b: Quantity): boolean => {
    if (a.value === 0) return false;
    const times = b.value / a.value;
    if (bound === "lower") return times > q.value;
    if (bound === "upper") return times < q.value && times >= q.value / 2;
    return Math.abs(times - q.value) <= RATIO_TOLERANCE * q.value;
  };
  // What each is per may differ: 首次登记费每只500元 is 2.5 times 每年年检费200元. A multiple
  // written as a number (2.5倍, "3 times") says what it compares only by the claim's words, which
  // must name both figures; a verb ("halved to £65") says it of its own figure.
  const level = (e: Quantity): Quantity => ({ ...e, change: undefined, per: undefined });
  const named = q.noun === "×" ? (): boolean => true : (a: Quantity, b: Quantity): boolean => namedApart(claim, s, a, b);
  const ratioOf = (a: Quantity, b: Quantity): boolean => comparable(level(a), level(b)) && !isMultiple(a) && !isMultiple(b) && (ratio(a, b) || ratio(b, a)) && countNamedBy(claim, a);
  // Where the sentence gives pairs each after its own word ("nausea (12% vs 5%) and dizziness (8% vs
  // 6%)"), the pair is the one after the claim's word, which names them both.
  const pairs = pairsAfterWords(s);
  if (pairs.length > 1) return pairs.some(({ word, a, b }) => ownWord(claim, word) && ratioOf(a, b));
  // (A claim that gives both figures itself names them: "为2000平方米，是标准版800平方米的2.5倍".)
  const given = (e: Quantity): boolean => claim.quantities.some((o) => o !== q && sameQuantity(o, e));
  return somePair(s.quantities, (a, b) => ratioOf(a, b) && (named(a, b) || (given(a) && given(b))));
}

/** A figure that counts things counts what the claim names: "博士…所得是硕士的两倍" is no ratio of 2篇 and 1篇 of papers. */
function countNamedBy(claim: Analysed, figure: Quantity): boolean {
  return figure.dimension !== "count" || figure.noun === undefined || claim.text.includes(figure.noun) || (figure.counted !== undefined && claim.text.includes(figure.counted));
}

/** The one pair of figures of a kind the claim names apart, whose ratio is not the claim's multiple. */
export interface RatioOtherwise {
  sentence: SourceSentence;
  larger: Quantity;
  smaller: Quantity;
  times: number;
}

/** A hedge earlier in the multiple's clause: "约是…的3倍", "is roughly what it was … three times". */
const HEDGED_IN_CLAUSE_BEFORE = /(?:约|大约|大概|差不多|\b(?:about|roughly|around|nearly|almost|approximately)\b)[^，。；,;]*$/iu;

/**
 * The claim's exact multiple of the one pair of figures of its evidence that it names apart,
 * worked out otherwise: "博士研究生每人所得恰好是硕士研究生的两倍" of "硕士研究生每人奖励8000元…；博士研究生
 * 每人奖励15000元" (1.875 times). A multiple hedged ("about twice", "more than twice") is left alone.
 */
export function ratioOtherwise(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): RatioOtherwise | undefined {
  if (!isMultiple(q) || q.change !== undefined || q.approximate || q.value <= 1) return undefined;
  const before = claim.text.slice(Math.max(0, q.start - claim.start - MULTIPLE_BOUND_REACH), q.start - claim.start);
  if (HEDGED_IN_CLAUSE_BEFORE.test(claim.text.slice(0, q.start - claim.start))) return undefined;
  const more = MORE_THAN_BEFORE.test(before);
  if (more || LESS_THAN_BEFORE.test(before)) return boundedRatioOtherwise(q, sentences, claim, more);
  if (q.bound !== undefined) return undefined;
  const level = (e: Quantity): Quantity => ({ ...e, change: undefined, per: undefined });
  // A figure the claim gives of its own is one of the two ("Twelve … four times as many as on placebo" is no multiple of 408 and 204 patients).
  const own = claim.quantities.filter((o) => o !== q && !isMultiple(o));
  const oneOfTheClaims = (a: Quantity, b: Quantity): boolean => own.length === 0 || own.some((o) => sameQuantity(o, a) || sameQuantity(o, b));
  const found: RatioOtherwise[] = [];
  for (const sentence of sentences) {
    const figures = sentence.quantities.filter((e) => !isMultiple(e) && e.value > 0 && e.max === undefined && e.bound === undefined && e.dimension !== "percent" && countNamedBy(claim, e));
    for (const [i, a] of figures.entries()) {
      for (const b of figures.slice(i + 1)) {
        if (!comparable(level(a), level(b)) || measuredApart(a, b) || !namedApart(claim, sentence, a, b) || !oneOfTheClaims(a, b)) continue;
        const [larger, smaller] = a.value >= b.value ? [a, b] : [b, a];
        found.push({ sentence, larger, smaller, times: larger.value / smaller.value });
      }
    }
  }
  // Of several pairs, one of the claim's figure and the next of its kind beside it: "£1,170 (full plans £780), … £1,290 (full plans £860)".
  const adjacent = (pair: RatioOtherwise): boolean => {
    const [first, second] = pair.larger.start < pair.smaller.start ? [pair.larger, pair.smaller] : [pair.smaller, pair.larger];
    return own.some((o) => sameQuantity(o, first) || sameQuantity(o, second)) && !pair.sentence.quantities.some((e) => e.start > first.end && e.end < second.start && comparable(level(e), level(first)));
  };
  const pairs = found.length > 1 && own.length > 0 ? found.filter(adjacent) : found;
  const [only] = pairs;
  return pairs.length === 1 && Math.abs(only!.times - q.value) > RATIO_TOLERANCE * q.value ? only : undefined;
}

/** A Chinese count with its measure word and one without any count different things: 饮用水2000箱 and 物资储备库1间 (间 is read as no measure word). */
function measuredApart(a: Quantity, b: Quantity): boolean {
  const measured = (q: Quantity): boolean => q.noun !== undefined && HAN.test(q.noun);
  return a.dimension === "count" && b.dimension === "count" && (a.noun === undefined || b.noun === undefined) && (measured(a) || measured(b));
}

/**
 * The claim's share is one figure of the sentence out of a whole the claim gives: "Half of the 614
 * children" of "(307 children)", "24块试验田中一半" of "其中12块".
 */
function shareOfTheClaimsWhole(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "percent" || q.change !== undefined || q.max !== undefined || q.bound !== undefined) return false;
  const wholes = claim.quantities.filter((w) => w !== q && w.dimension !== "percent" && w.change === undefined && w.max === undefined && w.value > 0);
  // The part may count what the whole does by other words (其中12块 of 24块试验田): its kind and unit suffice.
  return wholes.some((whole) => s.quantities.some((part) => part.change === undefined && part.max === undefined && part.dimension === whole.dimension && part.unit === whole.unit && workedOut((whole.value * q.value) / 100, part)));
}

/**
 * The claim's share is one of the sentence's figures out of another of the same kind, to the
 * claim's precision: "561 saw the study through, roughly 92%" of "561 of the 612 girls", "fewer
 * than one in five households" of "11,000 of the borough's 62,000 households".
 */
function heldAsShareOfTwo(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (!isClaimedShare(q) || s.quantities.length < 2) return false;
  // A share of a part and a whole the claim gives is of those two only (or of the two its sentence gives, split off before it:
  // "充5000元送1200元" of "相当于赠送比例达到了20%").
  const own = partAndWholeOf(q, claim) ?? partAndWholeOfTheRest(claim);
  if (own !== undefined) return givesBoth(s, own) && shareFits(q, (own.part.value / own.whole.value) * 100, { own: true });
  return somePair(s.quantities, (a, b) => {
    if (!wholeOrPart(a) || !wholeOrPart(b) || a.dimension !== b.dimension || a.unit !== b.unit) return false;
    const [part, whole] = a.value < b.value ? [a, b] : [b, a];
    // The part of another item of a list is not the claim's ("直营门店8913家、加盟门店3573家" for 加盟门店).
    return part.value < whole.value && saidOfWhole(s, part, whole, claim) && shareFits(q, (part.value / whole.value) * 100) && !figureOfAnotherItem(claim, q, s, part);
  });
}

/** The two figures of a kind, and no more, that the rest of a split claim's sentence gives: its part and whole. */
function partAndWholeOfTheRest(claim: Analysed): { part: Quantity; whole: Quantity } | undefined {
  const rest = restQuantities(claim).filter((e) => wholeOrPart(e) && e.dimension !== "percent");
  if (rest.length !== 2) return undefined;
  const [a, b] = rest as [Quantity, Quantity];
  if (a.dimension !== b.dimension || a.unit !== b.unit || a.value === b.value) return undefined;
  return a.value < b.value ? { part: a, whole: b } : { part: b, whole: a };
}

/**
 * A split claim's share is one figure of the rest of its sentence out of another, both given in the
 * evidence: "其中现金部分11.04亿元，占交易作价的30%" after "以36.8亿元买下…" of "交易作价36.8亿元" and
 * "现金对价11.04亿元".
 */
export function shareOfTheSentencesFigures(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (claim.restOfSentenceText === undefined || !isClaimedShare(q)) return false;
  const rest = restQuantities(claim);
  const given = (figure: Quantity): boolean => sentences.some((sentence) => sentence.quantities.some((e) => sameQuantity(figure, e)));
  // Where the rest gives a part and its whole, the share is of those two.
  const own = partAndWholeOfTheRest(claim);
  if (own !== undefined && given(own.part) && given(own.whole)) return shareFits(q, (own.part.value / own.whole.value) * 100, { own: true });
  // The part may be the evidence's own, in a clause that says a word of the claim: "a third of them
  // have needed hospital admission" after "27 confirmed cases", of "Nine people have been admitted to hospital".
  const parts = [...rest.filter(given), ...sentences.flatMap((sentence) => sentence.quantities.filter((e) => saidOfTheClaim(sentence, e, claim)))];
  return rest.some(
    (whole) =>
      wholeOrPart(whole) &&
      given(whole) &&
      parts.some((part) => part !== whole && wholeOrPart(part) && part.dimension === whole.dimension && part.unit === whole.unit && part.value < whole.value && shareFits(q, (part.value / whole.value) * 100, { own: true })),
  );
}

/**
 * The claim's share of a whole it gives right after it ("exactly half of the £142,800 they
 * raised"), whose part a source sentence gives in a clause that says a word of the claim: "…raised
 * £142,800 … and the foundation added £71,400".
 */
export function shareOfItsOwnWhole(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  if (!isClaimedShare(q)) return false;
  const whole = wholeNamedAfter(q, claim);
  if (whole === undefined || !sentences.some((s) => s.quantities.some((e) => sameQuantity(whole, e)))) return false;
  // (An amount added or moved is a part too: "the foundation added £71,400".)
  const amount = (e: Quantity): boolean => wholeOrPart({ ...e, change: e.change?.figure === "amount" ? undefined : e.change });
  return sentences.some((s) =>
    s.quantities.some((part) => amount(part) && part.dimension === whole.dimension && part.unit === whole.unit && part.value < whole.value && saidOfTheClaim(s, part, claim) && shareFits(q, (part.value / whole.value) * 100, { own: true })),
  );
}

/** The part, a figure of the sentence, is said in a clause that says a word of the claim: "a third of them have needed hospital admission" of "Nine people have been admitted to hospital". */
function saidOfTheClaim(sentence: SourceSentence, e: Quantity, claim: Analysed): boolean {
  return [...keysWithin(sentence, clauseOf(sentence, e))].some((key) => claim.keys.has(key));
}

/** The whole the claim names right after its share: £142,800 of "half of the £142,800 they raised". */
function wholeNamedAfter(q: Quantity, claim: Analysed): Quantity | undefined {
  return claim.quantities.find((w) => w.start >= q.end && wholeOrPart(w) && SHARE_OF_WHOLE.test(claim.text.slice(q.end - claim.start, w.start - claim.start)));
}

/** A share the claim says, of no change or range. */
function isClaimedShare(q: Quantity): boolean {
  return q.dimension === "percent" && q.unit === "%" && q.change === undefined && q.max === undefined;
}

/** A figure of a whole or a part, not a share, a change, a bound or a range. */
function wholeOrPart(e: Quantity): boolean {
  return e.dimension !== "percent" && e.change === undefined && e.max === undefined && e.bound === undefined && e.value > 0;
}

/** How far a share written in words ("about a quarter", "a third") may stand from the one worked out, as a part of it. */
const WORDED_SHARE_TOLERANCE = 0.1;

/**
 * Whether the share worked out is the claim's share `q`, as the claim bounds or rounds it; `own`
 * where it is worked out from the part and whole the claim gives itself.
 */
function shareFits(q: Quantity, share: number, { own = false }: { own?: boolean } = {}): boolean {
  // A bound holds a share within a factor of two of it: "fewer than one in five" of 18%; two
  // figures far under the bound are as often a chance pair as what the claim works out (not the
  // claim's own: "20 is fewer than 10% of the 612 members").
  if (q.bound === "upper") return share < q.value && (own || share >= q.value / 2);
  if (q.bound === "lower") return share > q.value && (own || share <= q.value * 2);
  // Within rounding to the claim's last digit, or to the nearest whole one where it says "about";
  // a share in words ("about a quarter" of 26.7%) is rougher.
  const worded = q.fromWords ? WORDED_SHARE_TOLERANCE * q.value : 0;
  return Math.abs(share - q.value) <= Math.max(q.approximate ? Math.max(q.step, 1) : q.step / 2, q.approximate ? worded : 0);
}

/** A share the claim works out wrong from a part and a whole it gives, both the sentence's. */
export interface ShareOtherwise {
  sentence: SourceSentence;
  part: Quantity;
  whole: Quantity;
  share: number;
}

/**
 * The claim's share of a whole it names after it ("of the €30,000 prize fund"), of a part it
 * gives too, both of which a sentence gives, worked out otherwise: "€8,000 … a little over a third
 * of the €30,000 prize fund" (26.7%).
 */
export function shareOfTwoOtherwise(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): ShareOtherwise | undefined {
  if (!isClaimedShare(q)) return undefined;
  const own = partAndWholeOf(q, claim);
  const sentence = own && sentences.find((s) => givesBoth(s, own));
  if (!own || sentence === undefined) return undefined;
  const share = (own.part.value / own.whole.value) * 100;
  return shareFits(q, share, { own: true }) ? undefined : { sentence, ...own, share };
}

/** Two things a Chinese sentence names, then the ratio it weighs or shares them by: "笔试和面试成绩按6:4合成", "由中央和地方财政按六比四分担". */
const ZH_PAIR_BEFORE_RATIO = /(\p{Script=Han}{2,4}?)(?:和|与|及)(\p{Script=Han}{2,4}?)[^，。；、和与及\d]{0,6}?[按以]$/u;
const RATIO_JOINT = /^\s*[:：比]\s*$/u;
/** Characters that name a thing at the joint of a pair: the last two before 和, the first two after it. */
const NAME_CHARACTERS = 2;

/** The share of each of two things by the ratio the sentence gives them, in percent: 笔试 60 and 面试 40 of "笔试和面试成绩按6:4". */
function sharesByRatio(s: SourceSentence): { name: string; share: number }[] {
  for (let i = 0; i + 1 < s.quantities.length; i++) {
    const [a, b] = [s.quantities[i]!, s.quantities[i + 1]!];
    if (a.unit !== "" || b.unit !== "" || !RATIO_JOINT.test(s.text.slice(a.end - s.start, b.start - s.start))) continue;
    const pair = ZH_PAIR_BEFORE_RATIO.exec(s.text.slice(0, a.start - s.start));
    if (pair === null) continue;
    const total = a.value + b.value;
    return [
      { name: pair[1]!.slice(-NAME_CHARACTERS), share: (a.value / total) * 100 },
      { name: pair[2]!.slice(0, NAME_CHARACTERS), share: (b.value / total) * 100 },
    ];
  }
  return [];
}

/** Where the clause of a claim's figure starts. */
const ZH_CLAUSE_START = /[^，,；;。]*$/u;

/**
 * The claim's share of one of two things an evidence sentence weighs by a ratio, named in the
 * figure's clause, and whether the ratio gives it: "笔试占四成" of "笔试和面试成绩按6:4" does not (60%).
 */
export function shareOfARatio(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): { sentence: SourceSentence; name: string; share: number; fits: boolean } | undefined {
  if (!isClaimedShare(q)) return undefined;
  const clause = ZH_CLAUSE_START.exec(claim.text.slice(0, q.start - claim.start))![0];
  for (const sentence of sentences) {
    const shares = sharesByRatio(sentence);
    const named = shares.filter((x) => clause.includes(x.name));
    if (shares.length === 2 && named.length === 1) return { sentence, ...named[0]!, fits: shareFits(q, named[0]!.share) };
  }
  return undefined;
}

export interface GapOtherwise {
  sentence: SourceSentence;
  from: Quantity;
  to: Quantity;
  gap: number;
}

/**
 * The claim's amount by which one of its figures is above or below the other, both of which a sentence gives,
 * worked out otherwise: "58%, 比去年的71%低了约23个百分点" (13 points). A gap the claim does not give both ends of is gapAcross's.
 */
export function gapOfTwoOtherwise(said: Quantity, sentences: readonly SourceSentence[], claim: Analysed): GapOtherwise | undefined {
  if (said.change?.figure !== "amount" || said.bound !== undefined || !COMPARED.test(claim.text)) return undefined;
  const figures = claim.quantities.filter((o) => o !== said && o.change?.figure !== "amount");
  // (Of its figures, the two of one kind: 58% and 71%, not the 100公里 of the race they are of.)
  const others = figures.filter((o) => figures.some((p) => p !== o && comparable(o, p)));
  if (others.length !== 2) return undefined;
  const [from, to] = others as [Quantity, Quantity];
  // (Figures per different periods, or one said per a period and one not, are no levels a gap lies between: "$69 a year rather than $6.99 monthly".)
  if (!samePer(from, to)) return undefined;
  const sentence = sentences.find((s) => s.quantities.length >= 2 && givesBoth(s, { part: from, whole: to }));
  if (sentence === undefined) return undefined;
  const q = pointsOfShares(said, sentence);
  const gap = gapBetween(from, to, q);
  if (gap === undefined || !comparable({ ...q, change: undefined }, gap)) return undefined;
  return Math.abs(gap.value - q.value) <= workedOutSlack(q) ? undefined : { sentence, from, to, gap: gap.value };
}

/** A Chinese comparison with a thing the claim names, up to the word of how it compares: "比标准车位贵", "比300克铜版纸覆哑膜名片每盒贵了". */
const ZH_COMPARED_ITEM = /比([^，。；,;比]{2,24}?)(?:贵|便宜|多|少|高|低|长|短|大|小|重|轻|快|慢|早|晚)了?[^，。；,;]{0,4}$/u;

/**
 * The claim's gap between its figure and that of another item it names after 比, both of which a
 * sentence gives, worked out otherwise: "大车位…19.8万元，比标准车位贵2万元" of "标准车位售价16.8万元/个，
 * 大车位19.8万元/个" (3万元). The other item's figure is the one figure of the kind whose item names
 * a word of the compared thing that the claim's own item lacks.
 */
export function gapToANamedItemOtherwise(said: Quantity, sentencesOf: () => readonly SourceSentence[], claim: Analysed): GapOtherwise | undefined {
  if (said.change?.figure !== "amount" || said.bound !== undefined || said.max !== undefined) return undefined;
  const compared = ZH_COMPARED_ITEM.exec(claim.text.slice(0, said.start - claim.start));
  if (compared === null) return undefined;
  const from = claim.start + compared.index + 1;
  // The claim's figure is its own item's where it stands in the comparison's clause, or in the clause
  // before one that opens on 比 ("大车位…19.8万元，比标准车位贵2万元"); not a total of another clause
  // ("计划改造1200户，城区比农村多200户").
  const clauseStart = claim.start + (claim.text.slice(0, compared.index).search(/[，,；;][^，,；;]*$/u) + 1);
  const opensOnIt = clauseStart === from - 1;
  const names = claim.content.filter((t) => t.kind === "cjk" && t.norm.length >= 2 && t.start >= from && t.end <= from + compared[1]!.length);
  const level = (e: Quantity): Quantity => ({ ...e, change: undefined, per: undefined });
  const inReach = (o: Quantity): boolean => o.start >= clauseStart || (opensOnIt && !/[，,；;]/u.test(claim.text.slice(o.end - claim.start, clauseStart - 1 - claim.start)));
  const levels = claim.quantities.filter((o) => o !== said && o.change?.figure !== "amount" && o.max === undefined && comparable(level(o), level(said)) && inReach(o));
  if (names.length === 0 || levels.length !== 1) return undefined;
  const ours = levels[0]!;
  for (const s of sentencesOf()) {
    const own = s.quantities.find((e) => sameQuantity(level(e), level(ours)));
    if (own === undefined) continue;
    const item = (e: Quantity): string => s.text.slice(itemStart(s, e, (o) => comparable(level(o), level(e)), ITEM_MARK) - s.start, e.start - s.start);
    const ourItem = item(own);
    const named = s.quantities.filter((e) => e !== own && e.max === undefined && e.change === undefined && comparable(level(e), level(own)) && names.some((t) => item(e).includes(t.norm) && !ourItem.includes(t.norm)));
    if (named.length !== 1) continue;
    const other = named[0]!;
    const gap = Math.abs(own.value - other.value);
    return Math.abs(gap - said.value) <= workedOutSlack(said) ? undefined : { sentence: s, from: other, to: own, gap };
  }
  return undefined;
}

/**
 * The claim's amount of a move from or to a level it gives, where a sentence gives that level as
 * an end of a move and the other end too, worked out otherwise: "新标准是每人每月2300元，较调整前上涨了250元"
 * of "由每人每月2150元提高至2300元" (150元). The gap between the move's ends is the rival. So is the
 * move's share of its start, for a share of a move the claim gives beside the move's amount: "grown
 * by £72 million, an increase of 18%" of "risen from £612 million … to £684 million" (11.8%).
 */
export function moveOtherwise(said: Quantity, sentences: readonly SourceSentence[], claim: Analysed): GapOtherwise | undefined {
  if (said.change?.figure !== "amount" || said.bound !== undefined || said.max !== undefined) return undefined;
  const share = said.unit === "%";
  const levels = claim.quantities.filter((o) => o !== said && o.change?.figure !== "amount" && o.max === undefined);
  const amounts = share ? claim.quantities.filter((o) => o !== said && o.change?.figure === "amount" && o.unit !== "%" && o.max === undefined) : [];
  for (const s of sentences) {
    // Each move runs from a start to the result right after it ("由2150元提高至2300元，…由1600元提高至1720元").
    // (Either side may say once what the amounts are per: "由每人每月2150元提高至2300元", "每人每月2300元…上涨了250元".)
    const level = (e: Quantity): boolean => levels.some((o) => sameQuantity({ ...o, change: undefined, per: undefined }, { ...e, change: undefined, per: undefined }));
    for (const [k, from] of s.quantities.entries()) {
      const to = s.quantities[k + 1];
      if (from.change?.figure !== "start" || to?.change?.figure !== "result" || from.max !== undefined || to.max !== undefined) continue;
      const per = from.per ?? to.per;
      const [start, end] = [{ ...from, change: undefined, per }, { ...to, change: undefined, per }];
      if (share) {
        const amount = amounts.length > 0 ? movedBy(start, end, { ...said, unit: start.unit }) : undefined;
        const moved = amount && amounts.some((o) => sameQuantity({ ...o, change: undefined, per }, amount)) ? movedByShare(start, end, said) : undefined;
        if (moved === undefined) continue;
        return Math.abs(moved.value - said.value) <= workedOutSlack(said) ? undefined : { sentence: s, from, to, gap: moved.value };
      }
      if (!(level(from) || level(to))) continue;
      const moved = movedBy(start, end, said);
      if (moved === undefined || !comparable({ ...said, change: undefined, per }, moved)) continue;
      return Math.abs(moved.value - said.value) <= workedOutSlack(said) ? undefined : { sentence: s, from, to, gap: moved.value };
    }
  }
  return undefined;
}

export interface EachOtherwise {
  sentence: SourceSentence;
  total: Quantity;
  count: Quantity;
  each: number;
}

/** What stands between a count of things and what each comes to: " termly payments of ", " instalments of ". */
const EACH_OF_A_COUNT = /^(?:\s+[\p{L}-]+){1,3}\s+of\s+$/u;

/** Words that say a figure per thing is worked out: "works out at", "which is", "an average of", 平均. */
const WORKS_OUT = /\b(?:works?\s+out|worked\s+out|which\s+is|that\s+is|averag\w*|comes?\s+to)\b|平均|相当于/iu;

/**
 * The claim's amount per thing, which it says it works out from a total and a count of those things it
 * gives too, both of which a sentence gives, worked out otherwise: "£96,400 across 212 successful
 * claims, which works out at about £620 per claim" (£454.72); or each of a count it gives that many
 * of ("£540 for the year, … three termly payments of £160": £180).
 */
export function eachOtherwise(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): EachOtherwise | undefined {
  if (q.change !== undefined || q.max !== undefined || q.bound !== undefined) return undefined;
  // …or what each of a count of things the claim names right before it comes to: "£540 …, spread across three termly payments of £160".
  const ofACount = q.per === undefined ? claim.quantities.find((o) => o.dimension === "count" && wholeOrPart(o) && o.end <= q.start && EACH_OF_A_COUNT.test(claim.text.slice(o.end - claim.start, q.start - claim.start))) : undefined;
  if (ofACount === undefined && (q.per === undefined || !("thing" in q.per) || !WORKS_OUT.test(claim.text))) return undefined;
  const totals = claim.quantities.filter((o) => o !== q && o.per === undefined && o.dimension === q.dimension && o.unit === q.unit && wholeOrPart(o));
  const countsThing = (thing: string): Quantity[] => claim.quantities.filter((o) => o.dimension === "count" && wholeOrPart(o) && (o.nounPhrase ?? (o.noun === undefined ? [] : [singular(o.noun)])).includes(thing));
  const counts = ofACount !== undefined ? [ofACount] : q.per !== undefined && "thing" in q.per ? countsThing(singular(q.per.thing)) : [];
  if (totals.length !== 1 || counts.length !== 1) return undefined;
  const [total, count] = [totals[0]!, counts[0]!];
  const sentence = sentences.find((s) => givesBoth(s, { part: count, whole: total }));
  if (sentence === undefined) return undefined;
  const each = total.value / count.value;
  return Math.abs(each - q.value) <= workedOutSlack(q) ? undefined : { sentence, total, count, each };
}

/** Words that compare one figure with another: "than", 比, 较. */
const COMPARED = /\bthan\b|比|较/u;
/** How far a gap or an amount each the claim says is "about" may stand from the one worked out, as a share of it. */
const APPROXIMATE_GAP_SHARE = 0.1;

/** How far a figure the claim works out may stand from the one its figures give: half its last digit, or a tenth where it says "about". */
function workedOutSlack(q: Quantity): number {
  return q.approximate ? Math.max(q.step, Math.abs(q.value) * APPROXIMATE_GAP_SHARE) : q.step / 2;
}

/** What stands between a share and the whole right after it: " of the ", " out of its ". */
const SHARE_OF_WHOLE = /^\s*(?:of|out\s+of)\s+(?:(?:the|its|their|all|[\p{L}-]+'s?)\s+){0,2}$/iu;

/** What sets a share off after the part it gives the share of: the ", roughly " of "£9.5m, roughly a quarter". */
const SHARE_SET_OFF = /^\s*[,(]\s*(?:roughly|about|around|nearly|almost|some|approximately|just\s+(?:over|under))?\s*$/iu;

/**
 * The whole the claim gives its share of, right after it ("a third of the €30,000 prize fund"), and a part of that kind it gives;
 * or the part it sets the share off after, and the one larger figure of its kind ("£56m, of which £9.5m, roughly a quarter").
 */
function partAndWholeOf(q: Quantity, claim: Analysed): { part: Quantity; whole: Quantity } | undefined {
  const ofTheKind = (p: Quantity, w: Quantity): boolean => p !== w && p !== q && wholeOrPart(p) && p.dimension === w.dimension && p.unit === w.unit;
  const whole = wholeNamedAfter(q, claim);
  const part = whole && claim.quantities.find((p) => ofTheKind(p, whole) && p.value < whole.value);
  if (whole && part) return { part, whole };
  const setOffAfter = claim.quantities.findLast((p) => p.end <= q.start && wholeOrPart(p) && SHARE_SET_OFF.test(claim.text.slice(p.end - claim.start, q.start - claim.start)));
  const wholes = setOffAfter === undefined ? [] : claim.quantities.filter((w) => ofTheKind(w, setOffAfter) && w.value > setOffAfter.value);
  return setOffAfter && wholes.length === 1 ? { part: setOffAfter, whole: wholes[0]! } : zhPartAndWholeOf(q, claim);
}

/** A Chinese share of one thing in another, named before it: "登记选民占户籍人口的比例不到六成", "女性占比…" after the two. */
const ZH_SHARE_OF = /(\p{Script=Han}{2,8})占(\p{Script=Han}{2,8}?)的?(?:比例|比重)?(?:为|是|约为|约|达到?|超过|不到|不足|仅|只有|近|接近)?$/u;
/** How many characters before a figure of the claim its thing may be named: "户籍人口6412人", "上届登记选民4387人". */
const ZH_NAMED_REACH = 8;

/**
 * The part and whole a Chinese share names by their things, where the claim's sentence gives each
 * a figure right after its name: "现有户籍人口6412人，上届登记选民4387人，登记选民占户籍人口的比例不到六成".
 */
function zhPartAndWholeOf(q: Quantity, claim: Analysed): { part: Quantity; whole: Quantity } | undefined {
  const named = ZH_SHARE_OF.exec(claim.text.slice(0, q.start - claim.start));
  if (named === null) return undefined;
  // The claim's text before the share, and the rest of its sentence, each read with its own figures.
  const texts = [claim.text.slice(0, q.start - claim.start), ...(claim.restOfSentenceText ?? [])].map((text) => ({ text, figures: extractQuantities(text).filter(wholeOrPart) }));
  const figureOf = (thing: string): Quantity | undefined => {
    for (const { text, figures } of texts) {
      const found = figures.find((e) => text.slice(Math.max(0, e.start - ZH_NAMED_REACH), e.start).endsWith(thing));
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const part = figureOf(named[1]!.slice(-4));
  const whole = figureOf(named[2]!.slice(-4));
  return part && whole && part !== whole && part.unit === whole.unit && part.value < whole.value ? { part, whole } : undefined;
}

function givesBoth(s: SourceSentence, { part, whole }: { part: Quantity; whole: Quantity }): boolean {
  return s.quantities.some((e) => sameQuantity(part, e)) && s.quantities.some((e) => sameQuantity(whole, e));
}

/** "Of" before a whole ("11,000 of the borough's 62,000", "Of 612 girls enrolled, 561"), 中 or 其中 between a whole and its part (24块试验田中12块, "门店总数达12486家，其中直营门店8913家"). */
const OF_WHOLE_BEFORE = /(?<![A-Za-z])(?:of|out\s+of)\s+(?:(?:the|its|their|all|[\p{L}-]+'s?)\s+){0,2}$/iu;
// A clause of the whole's change may come between: "出货量2.46万台，同比增长33%，其中六轴多关节机器人1.58万台".
const ZH_PART_AFTER_WHOLE = /^(?:[，,](?:同比|环比|较上年|比上年)?(?:增长|下降|增加|减少|上升|提高|降低)[^，。；,;]{0,8}?)?[^，。；,;]{0,8}?(?:[，,]?其中|中|之中|里)[^，。；,;]{0,10}$/u;
/** How far before a whole its "of" is read: "of the borough's ". */
const OF_REACH = 32;

/** A 其中 after a whole that opens the list of its parts, in one stretch of the sentence. */
const ZH_PARTS_LISTED_AFTER_WHOLE = /^[^，。；,;]{0,8}?[，,]?其中[^。；;]*$/u;

/** The sentence gives the part as a part of the whole, not two figures of two things: the same thing counted, or "of" and 中 say so. */
function saidOfWhole(s: SourceSentence, part: Quantity, whole: Quantity, claim: Analysed): boolean {
  // An English noun, that is: a Chinese measure word counts too many things alike (22罚 and 28罚 are two teams' shots).
  if (part.noun !== undefined && part.noun === whole.noun && /^[a-z]/iu.test(part.noun)) return true;
  if (OF_WHOLE_BEFORE.test(s.text.slice(Math.max(0, whole.start - s.start - OF_REACH), whole.start - s.start))) return true;
  // The part is the first figure after its whole: in "8次助攻，其中三分球10投6中" the 6 is of the 10;
  // or a later one of the parts a 其中 lists, named as the claim names it: "不合格批次占比约为5.8%" of "共240批次，其中合格226批次，不合格14批次".
  if (whole.end > part.start) return false;
  const between = s.quantities.filter((o) => o.start >= whole.end && o.end <= part.start && comparable(o, part));
  if (between.length === 0) return ZH_PART_AFTER_WHOLE.test(s.text.slice(whole.end - s.start, part.start - s.start));
  const name = s.content.findLast((t) => t.end <= part.start && t.start >= between.at(-1)!.end);
  return (
    name !== undefined &&
    claim.keys.has(matchKey(name)) &&
    ZH_PARTS_LISTED_AFTER_WHOLE.test(s.text.slice(whole.end - s.start, part.start - s.start)) &&
    between.reduce((sum, o) => sum + o.value, part.value) <= whole.value
  );
}


/** A percentage said to come off a price: "the 50% discount", "a 20% reduction", "30% off", 优惠20%, 减免50%, "按85%的比例减缴", "less 10%", 再扣10%手续费. */
const DISCOUNT_AFTER = /^\s*(?:discount|reduction|off)\b|^(?:的比例)?(?:减缴|减收|减征|减免|优惠)/iu;
const DISCOUNT_BEFORE = /(?:优惠|减免|减缴|减收|减征|折扣|让利|扣除|扣掉|扣减|扣|\b(?:less|minus|deducting)(?:\s+an?)?)\s*$/iu;

function discountOf(text: Analysed, q: Quantity): boolean {
  if (q.unit !== "%") return false;
  // "10% off" reads as a fall by 10%, which is what a discount is.
  if (q.change !== undefined) return q.change.direction === "fall" && q.change.figure === "amount" && /^(?:off|discount)$/iu.test(q.change.words);
  return DISCOUNT_AFTER.test(text.text.slice(q.end - text.start)) || DISCOUNT_BEFORE.test(text.text.slice(0, q.start - text.start));
}

/** What takes a fee off a price the sentence does not give, right before the fee: "the full price minus a fitting fee of", 扣除. */
const LESS_A_FEE_BEFORE = /(?:\b(?:minus|less|after\s+deducting|deducting)\s+(?:(?:a|an|the)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:of\s+)?|(?:扣除|减去|扣减)[^，。；,;\d]{0,6})$/iu;

/**
 * The claim's amount is a price it gives less a fee the sentence takes off a price it does not give:
 * "aids that cost £3,000 …, you'd get £2,905 back" of "we refund the full price minus a fitting fee of
 * £95 per pair". The claim's price is the premise.
 */
function lessAStatedFee(q: Quantity, s: SourceSentence, claim: Analysed): Quantity | undefined {
  if (q.dimension !== "currency" || q.change !== undefined || q.max !== undefined || q.bound !== undefined || q.per !== undefined) return undefined;
  for (const fee of s.quantities) {
    if (fee.unit !== q.unit || fee.change !== undefined || fee.max !== undefined || !LESS_A_FEE_BEFORE.test(s.text.slice(0, fee.start - s.start))) continue;
    const price = claim.quantities.find((p) => p !== q && p.unit === q.unit && p.per === undefined && p.change === undefined && p.max === undefined && p.bound === undefined && workedOut(p.value - fee.value, q));
    if (price !== undefined) return price;
  }
  return undefined;
}

/**
 * The claim's amount is a price the sentence gives less a discount the claim names: "with the 50%
 * discount … costs £47.50 a year" of "£95 per year for the first vehicle". The discount is the
 * claim's premise; the price is the sentence's, per the same time or thing as the claim's. Or a
 * price the claim gives less a discount the sentence states, which price is the premise.
 */
function discountedFrom(q: Quantity, s: SourceSentence, claim: Analysed): Quantity | undefined {
  // What a discount brings a price down to is the price paid: "bringing it down to £67.50".
  const paid = q.change === undefined || (q.change.figure === "result" && q.change.direction === "fall");
  if (!paid || q.max !== undefined || q.dimension !== "currency") return undefined;
  q = { ...q, change: undefined };
  // (A split claim's discount may stand in the clause before it: "可以打97折，实际需支付16.296万元"; a 折 needs no words to be one.)
  const restDiscounts = restQuantities(claim).filter((d) => d.unit === "折");
  for (const discount of [...claim.quantities, ...restDiscounts]) {
    const left = paidShare(claim, discount);
    if (left === undefined) continue;
    if (s.quantities.some((price) => pricedAt(q, price, left))) return discount;
    // …or of a price the claim gives, at a discount the sentence states too: "学生买一张680元的票，半价后只要340元" of "学生…可享半价".
    // That price is the claim's premise.
    if (s.quantities.some((e) => sameQuantity(discount, e))) {
      const price = claim.quantities.find((price) => price !== q && price !== discount && pricedAt(q, price, left));
      if (price !== undefined) return price;
    }
  }
  return undefined;
}

/** Words beside an amount or a percentage that add it to a price: "£3 extra", "a £2 supplement", 加收30元, 加价900元, 上浮20%. */
const ADDED_AFTER = /^\s*(?:extra|more|on\s+top|supplement|surcharge)\b/iu;
const ADDED_BEFORE = /(?:加收|加价|另加|另收|多收|上浮|\b(?:plus|an?\s+extra|an?\s+additional))\s*$/iu;
/** …or take it off: "£2.50 off every ticket", "a 10% discount", 优惠20元. */
const TAKEN_AFTER = /^\s*(?:off|less|discount|reduction|cheaper)\b/iu;
const TAKEN_BEFORE = /(?:优惠|减免|立减|便宜|下浮)\s*$/u;
const ADJUSTING_CHANGE = /^(?:(?:reduced|cut|raised)\s+by|add|adds|less|more|cheaper|dearer|off|reduction|discount|上浮|下浮|上调|下调|优惠|减免|减)(?:\s+(?:about|around|roughly|some|approximately))?$/iu;
/** Characters read before a figure for a word that adds or takes it. */
const ADJUST_REACH = 12;

/** Whether the figure is said to be added to a price (1) or taken off one (-1), as a stated change or by a word beside it. */
function adjustmentOf(text: Analysed, e: Quantity): 1 | -1 | undefined {
  if (e.max !== undefined || e.bound !== undefined) return undefined;
  // A change that prices move by ("reduced by £10", "£15 less", 上浮20%), not one a level grew by (增长12.4%).
  if (e.change !== undefined) {
    if (e.change.figure !== "amount" || !ADJUSTING_CHANGE.test(e.change.words)) return undefined;
    return e.change.direction === "rise" ? 1 : e.change.direction === "fall" ? -1 : undefined;
  }
  const at = e.start - text.start;
  const before = text.text.slice(Math.max(0, at - ADJUST_REACH), at);
  const after = text.text.slice(e.end - text.start);
  if (ADDED_AFTER.test(after) || ADDED_BEFORE.test(before)) return 1;
  if (TAKEN_AFTER.test(after) || TAKEN_BEFORE.test(before)) return -1;
  return undefined;
}

/** A change that adds to a length of time. */
const ADDS = /^add/iu;

/** The figure adds to a length of time: "which adds about 5 minutes", "另加5个工作日". */
function addsToATime(text: Analysed, e: Quantity): boolean {
  const at = e.start - text.start;
  return ADDS.test(e.change?.words ?? "") || (e.change === undefined && ADDED_BEFORE.test(text.text.slice(Math.max(0, at - ADJUST_REACH), at)));
}

/** The claim shares a word, besides figures, with the stretch between semicolons that holds the figure. */
function namesTheCase(claim: Analysed, text: Analysed, e: Quantity): boolean {
  const stretch = segmentOf(text, e);
  return text.content.some((t) => within(t, stretch) && !insideFigure(text, t) && claim.keys.has(matchKey(t)));
}

/** Words of paying that stand before any price, naming no item: "cost £12.50", 售价, 收费. */
const PRICING_WORD = /^(?:costs?|costing|pays?|paid|paying|charges?|charged|priced?|prices|fees?|售价|价格|收费|费用|票价|为)$/iu;

/** Where a list's item ends before the next one's name: a comma, a semicolon or a colon (not one in brackets). */
const ITEM_BREAK = /[,;:，；：、]/gu;

/** The words of the item a figure prices: those between the last break or figure of its kind before it and the figure. */
function itemWordsBefore(text: Analysed, e: Quantity): Token[] {
  // (A figure inside the item's name is no boundary: "detached three-bedroom £22".)
  const lastFigureEnd = text.quantities.findLast((o) => o.end <= e.start && o.dimension === e.dimension)?.end ?? text.start;
  const before = text.text.slice(lastFigureEnd - text.start, e.start - text.start).replace(BRACKETED, (inside) => " ".repeat(inside.length));
  const lastBreak = Math.max(0, ...[...before.matchAll(ITEM_BREAK)].map((m) => m.index! + 1));
  return text.content.filter((t) => t.start >= lastFigureEnd + lastBreak && t.end <= e.start && !PRICING_WORD.test(t.norm));
}

/** The keys of the item the claim's figure prices, or of the whole claim where it names none before the figure. */
function claimsItemKeys(claim: Analysed, q: Quantity): ReadonlySet<string> {
  const ours = new Set(itemWordsBefore(claim, q).map(matchKey));
  return ours.size > 0 ? ours : claim.keys;
}

/**
 * How many words of the item a figure prices are words of the claim's own item (`said`), the item's
 * last word right against the figure: "豪华包厢…每人15120元" of "豪华包厢（2人间，带独立卫浴）每人16800元",
 * "a detached four-bedroom house … £31" of "detached four-bedroom or larger £28".
 */
function itemWordsTheClaimSays(said: ReadonlySet<string>, text: Analysed, e: Quantity): number {
  const words = itemWordsBefore(text, e);
  const last = words.at(-1);
  if (last === undefined || !/^\s*$/u.test(text.text.slice(last.end - text.start, e.start - text.start).replace(BRACKETED, ""))) return 0;
  return words.filter((t) => said.has(matchKey(t))).length;
}

/** How far, as a share, a worked-out figure may stand from the claim's: floating-point error only. */
const EXACT = 1e-9;

/** The value worked out is the claim's figure, to floating-point error. */
function workedOut(value: number, q: Quantity): boolean {
  return Math.abs(value - q.value) <= EXACT * Math.abs(q.value);
}

/** What an adjustment does to a price. */
type Adjust = (price: Quantity) => number;

/** A comparison after an amount: "£6,100 more than in 2025", how far the level said before it stands from another. */
const THAN_AFTER = /^\s*(?:more|less|cheaper|dearer)\s+than\b/iu;
/** What may stand between a level and the amount compared after it: "£48,600 for Kingsferry Hospice, £6,100 more than in 2025". */
const LEVEL_TO_COMPARISON = /^[^.;:!?。；]{0,60}$/u;

/**
 * The level an amount compared with "than" is said of, where the text gives it just before: that
 * level, wherever it is given again, is the amount off the other, so the other is the level less
 * the amount ("raised £48,600, £6,100 more than in 2025" raised £42,500 in 2025), where a price
 * named elsewhere moves by it ("£15 less than the full groom").
 */
function levelComparedBy(text: Analysed, amount: Quantity): Quantity | undefined {
  if (!THAN_AFTER.test(text.text.slice(amount.end - text.start))) return undefined;
  const level = text.quantities.findLast((e) => e.end <= amount.start && comparable({ ...e, change: undefined, per: undefined }, { ...amount, change: undefined, per: undefined }));
  return level !== undefined && LEVEL_TO_COMPARISON.test(text.text.slice(level.end - text.start, amount.start - text.start)) ? level : undefined;
}

/** Words that leave a thing out of an offer: 不参与, 不享受, "is not eligible", "does not apply". */
const LEFT_OUT = /不参与|不参加|不享受|不适用|不可享受|不能享受|\b(?:is|are)\s+(?:not\s+(?:eligible|included)|excluded)\b|\bdoes\s+not\s+apply\b/iu;

/**
 * The sentence leaves what the claim names beside its figure out of its adjustments ("标准版不参与立减"
 * beside "购买Pro版立减300元", for "标准版立减后只要2199元"), and the claim's clause names nothing else that an
 * adjustment's clause does. A claim that names the thing left out only to compare with it keeps the
 * adjustment of the thing it prices: "Air 4 Pro的到手价是599元，比同期的Air 4贵200元" of "Pro版限时优惠100元，Air 4不参与优惠".
 */
function leftOutOfTheAdjustment(claim: Analysed, q: Quantity, s: SourceSentence): boolean {
  const parts = clauses(s);
  const keysOf = (text: Analysed, span: Span): Set<string> => new Set(text.content.filter((t) => within(t, span) && (t.kind !== "cjk" || t.norm.length >= 2)).map(matchKey));
  const leftOutParts = parts.filter((part) => LEFT_OUT.test(s.text.slice(part.start - s.start, part.end - s.start)));
  if (leftOutParts.length === 0) return false;
  const ours = keysOf(claim, clauseOf(claim, q));
  const saidOfTheLeftOut = new Set(leftOutParts.flatMap((part) => [...keysOf(s, part)]));
  if (![...ours].some((key) => saidOfTheLeftOut.has(key))) return false;
  return !s.quantities.some((e) => {
    const part = adjustmentOf(s, e) === undefined ? undefined : parts.find((p) => within(e, p));
    return part !== undefined && [...keysOf(s, part)].some((key) => ours.has(key) && !saidOfTheLeftOut.has(key));
  });
}

/** An amount off or on each of a thing the claim prices one of, a thing and no unit of measure: the 每张 of "每张立减20元", the visit of "plus £3 per visit". */
function amountOnEachAsClaimed(e: Quantity, q: Quantity): boolean {
  return q.per !== undefined && e.per !== undefined && "thing" in e.per && samePer(e, q) && unitNamed(e.per.thing) === undefined;
}

/**
 * The claim's amount is a price the evidence gives, moved by one or two adjustments it states of
 * prices of that kind: "a bath and brush … costs £47" of "£62 for large dogs" and "£15 less than
 * the full groom"; "a Gold member pays £11.50 on a Saturday" of "£14 from Friday to Sunday" and
 * "£2.50 off every ticket"; "月薪起价为7800元" of "月薪6500元起" and "月薪上浮20%". Only figures said
 * to add or take something count as adjustments, and a price is one that says neither.
 */
export function adjustedAcross(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): boolean {
  // (A limit of time is moved as a time is: "最长可能要15个工作日" of "10个工作日内作出决定，…另加5个工作日".)
  if ((q.dimension !== "currency" && q.dimension !== "time") || q.change !== undefined || q.max !== undefined || (q.bound !== undefined && !(q.dimension === "time" && q.bound === "upper"))) return false;
  const texts = [claim, ...sentences];
  // (Read once, and only where a sentence gives several prices.)
  let claimsItem: ReadonlySet<string> | undefined;
  const prices = texts.flatMap((text) => {
    const found = text.quantities.filter((e) => e !== q && e.change === undefined && e.max === undefined && e.bound === q.bound && adjustmentOf(text, e) === undefined && comparable({ ...e, per: undefined }, { ...q, per: undefined }));
    // Of a sentence's several prices, those of the item the claim names, where it names one: "长续航版3688元",
    // not "标准版2888元" beside it.
    if (text === claim || found.length < 2) return found;
    const said = found.map((e) => itemWordsTheClaimSays((claimsItem ??= claimsItemKeys(claim, q)), text, e));
    const most = Math.max(...said);
    return most > 0 ? found.filter((_, i) => said[i] === most) : found;
  });
  const adjustmentsOf = (text: Analysed): Adjust[] => {
    const adjustments: Adjust[] = [];
    for (const e of text.quantities) {
      const sign = e === q ? undefined : adjustmentOf(text, e);
      if (sign === undefined) continue;
      // A length of time is moved by what adds to it ("boats call at Howtown Jetty only on request,
      // which adds about 5 minutes"), not by a step after it ("then uncover and cook for 1 more
      // minute"), and is the claim's only where the claim names the case.
      if (q.dimension === "time" && text !== claim && !(addsToATime(text, e) && namesTheCase(claim, text, e))) continue;
      if (e.unit === "%") {
        if (e.value > 0 && e.value < 100) adjustments.push((price) => price.value * (1 + (sign * e.value) / 100));
      } else if ((e.per === undefined || amountOnEachAsClaimed(e, q)) && comparable({ ...e, change: undefined, per: undefined }, { ...q, per: undefined })) {
        // (A rate, "加收1元" every 15 minutes or "plus 5p per mile", is no flat change of a price; "每张立减20元" takes 20元 off a price per 张, as the claim's is,
        // and "plus £3 per visit" adds £3 to a price per visit.)
        const comparedLevel = levelComparedBy(text, e);
        adjustments.push((price) => price.value + (comparedLevel !== undefined && sameQuantity(price, comparedLevel) ? -sign : sign) * e.value);
      }
    }
    return adjustments;
  };
  // The claim's own adjustments, and of the sentences', those that say most of what the claim
  // does: Silver's "£2 off" for a Silver member, not Gold's "£2.50 off" beside it.
  const adjustments = adjustmentsOf(claim);
  let most = 0;
  let theirs: Adjust[] = [];
  for (const s of sentences) {
    const found = adjustmentsOf(s);
    if (found.length === 0 || leftOutOfTheAdjustment(claim, q, s)) continue;
    const shared = countIn(claim.keys, s.keys);
    if (shared > most) [most, theirs] = [shared, found];
    else if (shared === most) theirs.push(...found);
  }
  adjustments.push(...theirs);
  if (prices.length === 0 || adjustments.length === 0) return false;
  // Prices worked out are exact: a "£26" is not £25 plus 3.9%, unless the claim says "about".
  const holds = (price: Quantity, value: number): boolean =>
    value > 0 && (q.approximate ? sameQuantity(q, { ...price, value, step: Math.min(q.step, price.step), approximate: false }) : workedOut(value, q));
  return prices.some((price) =>
    adjustments.some((first, i) => holds(price, first(price)) || adjustments.some((second, j) => j !== i && holds(price, second({ ...price, value: first(price) })))),
  );
}

/** What a Chinese rate is per, written after 每 right before its amount: 每千瓦时0.6元, 每公里加收8元. */
const ZH_RATE_UNIT = /每\s*(\p{Script=Han}{1,3}?)\s*(?:加收|收取|收费|收|计费|计)?\s*$/u;
/** Characters read before an amount for its rate's unit. */
const RATE_REACH = 10;

/** The measure a rate is charged per (1 kWh of 每千瓦时, 1 km of 每公里, 15 minutes of 每15分钟, 1 mile of "for each additional mile"), if it is a unit. */
function rateUnitOf(s: SourceSentence, rate: Quantity): Quantity | undefined {
  if (rate.per !== undefined && "seconds" in rate.per) return { ...rate, per: undefined, unit: "s", dimension: "time", value: rate.per.seconds, step: rate.per.seconds };
  if (rate.per !== undefined) {
    const unit = unitNamed(rate.per.thing);
    if (unit !== undefined) return unit;
  }
  const at = rate.start - s.start;
  const unit = ZH_RATE_UNIT.exec(s.text.slice(Math.max(0, at - RATE_REACH), at))?.[1];
  return unit === undefined ? undefined : oneOf(`1${unit}`);
}

/** One of the unit the text ("1 mile", "1公里") writes, if it is a unit of measure. */
function oneOf(text: string): Quantity | undefined {
  const [one] = extractQuantities(text);
  return one !== undefined && one.end === text.length && one.unit !== "" && one.dimension !== "count" && one.dimension !== "currency" ? one : undefined;
}

/**
 * The claim's price is a rate per unit the sentence gives times the claim's measure past an
 * allowance the sentence gives, plus a price the evidence gives for what the claim names: "用中型
 * 厢货车搬家，全程25公里，…车费是520元" of "中型厢货车…起步价400元" and "起步价含10公里…，超出10公里后
 * 每公里加收8元"; "某间宿舍一个月用电50千瓦时，需要交6元电费" of "每月免费电量为40千瓦时，超出部分按每
 * 千瓦时0.6元收费". The claim's measure, its premise, is returned, and how much of it is past the allowance.
 */
export function chargedBeyond(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): { measure: Quantity; past?: number } | undefined {
  // (What a charge adds is the charge: "the extra mileage would add £31.50".)
  const added = q.change?.figure === "amount" && q.change.direction === "rise";
  if (q.dimension !== "currency" || (q.change !== undefined && !added) || q.max !== undefined || q.bound !== undefined || q.per !== undefined) return undefined;
  // A base price may be per period ("£42 a year"), as the claim's total for that period is; a bound
  // ("cover of up to £10 million") is none.
  // A price per occasion is one too: "遗体接运…每次180元" is what one trip costs before the rate per 公里 past it;
  // so is a price per thing where the claim prices one of that thing ("£38 per zip up to 30 cm" of "a 34 cm boot zip").
  const flat = (e: Quantity): boolean => {
    const once = e.per !== undefined && "thing" in e.per && (PER_OCCASION.test(e.per.thing) || pricesOneOf(claim, e.per.thing));
    return comparable(q, once ? { ...e, per: undefined } : e) && (e.per === undefined || "seconds" in e.per || once) && e.change === undefined && e.max === undefined && e.bound === undefined;
  };
  // The price the rate comes on top of: the rate's sentence's own, or else none, or one the evidence
  // gives for what the claim names ("中型厢货车…起步价400元").
  const named = [0];
  for (const s of sentences) for (const e of s.quantities) if (flat(e) && inStretchOfTheClaim(claim, s, e)) named.push(e.value);
  for (const s of sentences) {
    const own = s.quantities.filter(flat);
    for (const rate of s.quantities) {
      // (A rate for each whole period pays nothing for a part of one: computedFrom works it out.)
      if (rate.dimension !== "currency" || rate.unit !== q.unit || (rate.per !== undefined && "whole" in rate.per) || figureOfAnotherItem(claim, q, s, rate)) continue;
      const unit = (rate.per === undefined ? undefined : rateUnitOf(s, rate)) ?? oneMoreOf(s, rate);
      if (unit === undefined) continue;
      // A rate per period is no base for itself: 每10分钟加收1元 is charged on top of 起步价3元.
      const bases = own.filter((e) => e !== rate);
      const fixed = bases.length > 0 ? bases.map((e) => e.value) : named;
      // An allowance the sentence states is the one charged past; without one, the whole measure is.
      // (A measure said as the adjective of a thing is no allowance: the "7-day" of "each further 7-day extension";
      // nor is the one more it is charged for: the 一块 of 每增加一块印版.)
      const stated = s.quantities.filter((a) => a.start < rate.start && a.per === undefined && a.change === undefined && comparable(a, unit) && a.max === undefined && !measureOfEachFurther(s, a));
      // A claim that gives the rate charged past a stated allowance works out nothing from it: its measure is no premise ("each kilogram over 24 kg is charged at £9").
      if (stated.length > 0 && unit.dimension !== "count" && sameQuantity(q, rate)) continue;
      // A count's allowance is priced by the price before it ("£100 for 5"), or else by the one
      // between it and the rate ("up to three items costs £38, and each additional item costs £9");
      // a measure's by any base. "Each additional flue" with no allowance stated comes past the one
      // the base price is for.
      const implied = rate.per === undefined || chargedPast(s, rate) ? 1 : 0;
      const pairs: [base: number, allowance: number][] =
        stated.length === 0
          ? fixed.map((base) => [base, unit.dimension === "count" ? implied : 0])
          : unit.dimension === "count"
            ? stated.flatMap((a) => {
                const base = priceOfAllowance(bases, a, rate) ?? (freeRightAfter(s, a) ? { value: 0 } : undefined);
                if (base !== undefined) return [[base.value, a.value] as [number, number]];
                // (An allowance something else's price includes, "Each mix includes two rounds of revisions", comes with
                // that price, where the claim names it.)
                return INCLUDED_BEFORE.test(s.text.slice(0, a.start - s.start)) ? named.map((price) => [price, a.value] as [number, number]) : [];
              })
            : stated.flatMap((a) => fixed.map((base) => [base, a.value] as [number, number]));
      // (A rate charged past the bound before it is no band of that bound: "plus £1.80 per mile beyond that",
      // "£38 per zip up to 30 cm, plus £1 for every additional centimetre".)
      const pastTheBound = PER_UNIT_BEYOND_THAT_AFTER.test(s.text.slice(rate.end - s.start)) || chargedPast(s, rate);
      for (const premise of claim.quantities) {
        if (premise === q || !comparable(premise, unit) || (!pastTheBound && outsideItsBand(s, rate, premise))) continue;
        // (A count the claim says is past the allowance is the count charged: "two extra rounds of revisions beyond the two included".)
        const past = EXTRA_AFTER.test(claim.text.slice(premise.end - claim.start));
        const pair = pairs.find(([base, allowance]) => {
          const charged = past ? premise.value : premise.value - allowance;
          return charged > 0 && workedOut(base + (rate.value * charged) / unit.value, q);
        });
        if (pair !== undefined) return { measure: premise, ...(pair[1] > 0 ? { past: premise.value - pair[1] } : {}) };
      }
    }
  }
  const time = chargedPastATime(q, sentences, claim);
  return time === undefined ? undefined : { measure: time };
}

/** What says an allowance comes with a price, right before it: "includes two rounds", 含. */
const INCLUDED_BEFORE = /\binclud(?:es?|ed|ing)\s+(?:up\s+to\s+)?$|[含包括]\s*$/iu;
/** What says a count of the claim's is more than an allowance, right after it: "two extra rounds", "three more". */
const EXTRA_AFTER = /^\s*(?:extra|additional|further|more)\b/iu;

/** The claim names the thing a price is per and counts none of it: "a 34 cm boot zip" of "£38 per zip". */
function pricesOneOf(claim: Analysed, thing: string): boolean {
  return !countsPerThing(claim, thing) && claim.content.some((t) => t.norm === thing || singular(t.norm) === singular(thing));
}

/** A measure written as an adjective: "7-day", "12-month". */
const HYPHENED_MEASURE = /^\d+-\p{L}+$/u;
/** What stands before the measure of each one more: "each further 7-day extension". */
const EACH_FURTHER_BEFORE = /\b(?:additional|extra|further|subsequent)\s+$/iu;

/** The measure of each one more a rate is charged for, no allowance: the "7-day" of "each further 7-day extension" (not "outside the 30-mile radius"). */
function measureOfEachFurther(s: SourceSentence, a: Quantity): boolean {
  return HYPHENED_MEASURE.test(a.raw) && EACH_FURTHER_BEFORE.test(s.text.slice(0, a.start - s.start));
}

/** "Free" right after an allowance, which is its price: "前10页免费", "the first 10 pages are free". */
const FREE_RIGHT_AFTER = /^\s*(?:\p{L}+\s+){0,3}?(?:are\s+|is\s+)?(?:free\b|免费)/iu;

function freeRightAfter(s: SourceSentence, allowance: Quantity): boolean {
  return FREE_RIGHT_AFTER.test(s.text.slice(allowance.end - s.start));
}

/**
 * The price of a count's allowance: the price before it ("£100 for 5"), or else the one between it
 * and the rate ("up to three items costs £38, and each additional item costs £9"); Chinese prices a
 * count after it ("1000张报价380元，此后每增加1000张加收150元").
 */
function priceOfAllowance(bases: readonly Quantity[], allowance: Quantity, rate: Quantity): Quantity | undefined {
  const before = bases.findLast((e) => e.end <= allowance.start);
  const after = bases.find((e) => e.start >= allowance.end && e.end <= rate.start);
  return HAN.test(allowance.raw) ? (after ?? before) : (before ?? after);
}

/** A total the claim works out past an allowance it gives itself, worked out otherwise, and the sentence that charges it. */
export interface ChargedOtherwise {
  sentence: SourceSentence;
  value: number;
}

/**
 * The claim's total for a measure past an allowance that the claim restates, where the sentence
 * prices the allowance and charges each one more: "起步价1800元已含4块印版，如果总共需要6块印版，打样
 * 费用合计为2020元" of "起步价1800元（含4块印版），每增加一块印版加收220元" (2240元). Whatever sum of
 * the sentence's figures the total may also be, the claim has said which measure it is for.
 */
export function chargedPastOtherwise(q: Quantity, sentencesOf: () => readonly SourceSentence[], claim: Analysed): ChargedOtherwise | undefined {
  // (The evidence is listed only for a total: most claims' amounts are none.)
  if (q.dimension !== "currency" || q.change !== undefined || q.max !== undefined || q.bound !== undefined || q.per !== undefined || !WORKED_TOTAL.test(claim.text)) return undefined;
  const restated = (a: Quantity): boolean => claim.quantities.some((o) => o !== q && sameQuantity(o, a));
  for (const s of sentencesOf()) {
    // (The base price the claim restates is no total: "起步价1800元已含4块印版".)
    if (s.quantities.some((e) => sameQuantity(q, e))) continue;
    for (const rate of s.quantities) {
      if (rate.dimension !== "currency" || rate.unit !== q.unit || rate.change !== undefined) continue;
      const unit = oneMoreOf(s, rate);
      if (unit === undefined) continue;
      const allowance = s.quantities.find((a) => a.end <= rate.start && a.per === undefined && a.change === undefined && a.max === undefined && comparable(a, unit) && restated(a));
      const bases = s.quantities.filter((e) => e !== rate && e.dimension === "currency" && e.unit === q.unit && e.per === undefined && e.change === undefined && e.max === undefined);
      const base = allowance && priceOfAllowance(bases, allowance, rate);
      const measure = allowance && claim.quantities.find((o) => o.end <= q.start && comparable(o, unit) && o.max === undefined && o.change === undefined && o.value > allowance.value);
      if (allowance === undefined || base === undefined || measure === undefined) continue;
      const value = base.value + (rate.value * (measure.value - allowance.value)) / unit.value;
      return workedOut(value, q) ? undefined : { sentence: s, value };
    }
  }
  return undefined;
}

/** A rate said of each unit past an allowance, after it: "per mile beyond the 30th mile", "a kilometre over 20 km". */
const PER_UNIT_PAST_AFTER = /^\s*(?:per|a|an|each|every)\s+\p{L}+\s+(?:beyond|over|above|past|after|in\s+excess\s+of)\b/iu;

export interface AllowanceCharged {
  sentence: SourceSentence;
  rate: Quantity;
  allowance: Quantity;
  measure: Quantity;
  value: number;
}

/**
 * The claim's charge is a rate the sentence charges past an allowance, times the claim's whole
 * measure, the allowance charged too: "a move … 50 miles from their depot, the mileage charge would
 * be £70" of "journeys of more than 30 miles … are charged an extra £1.40 per mile beyond the 30th
 * mile" (£28). Only where the sentence sets no base price the charge might add.
 */
export function allowanceChargedToo(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): AllowanceCharged | undefined {
  if (q.dimension !== "currency" || q.change !== undefined || q.max !== undefined || q.bound !== undefined || q.per !== undefined) return undefined;
  for (const s of sentences) {
    if (s.quantities.some((e) => e.dimension === "currency" && e.per === undefined && e.change === undefined)) continue;
    for (const rate of s.quantities) {
      if (rate.dimension !== "currency" || rate.unit !== q.unit || rate.per === undefined || !("thing" in rate.per)) continue;
      // (A rate of a band is charged on the whole measure: "boats up to 10 m pay £485 per metre".)
      if (!chargedPast(s, rate) && !PER_UNIT_PAST_AFTER.test(s.text.slice(rate.end - s.start))) continue;
      const unit = rateUnitOf(s, rate);
      if (unit === undefined || unit.dimension === "count") continue;
      const allowances = s.quantities.filter((a) => a.end <= rate.start && a.per === undefined && a.max === undefined && a.bound !== "upper" && comparable({ ...a, bound: undefined }, unit));
      for (const measure of claim.quantities) {
        if (measure === q || measure.max !== undefined || !comparable(measure, unit) || !workedOut((rate.value * measure.value) / unit.value, q)) continue;
        const allowance = allowances.find((a) => measure.value > a.value);
        if (allowance !== undefined) return { sentence: s, rate, allowance, measure, value: (rate.value * (measure.value - allowance.value)) / unit.value };
      }
    }
  }
  return undefined;
}

/** What a price per occasion is per: each time a service is given. */
const PER_OCCASION = /^(?:次|趟|trip|journey|visit|call-out|booking)$/u;

/** What puts a price on each period of time after it: "£10 per 15 minutes", "£15 for each 15 minutes". */
const EACH_PERIOD = /^\s*(?:per|for\s+each|for\s+every|every|each|a)\s*$/iu;
/** Words that charge a part of a period as a whole one: "or part thereof", 不足15分钟按15分钟计. */
const PART_AS_WHOLE = /\bor\s+part\s+(?:thereof|of\s+(?:it|one))|\bany\s+part\s+of|不足[^，。；]{0,12}按/iu;

/**
 * The claim's price is a rate for each period of time past a time of day the sentence gives, to
 * the claim's time of day: "collect your child at 6:30pm … a £20 late collection charge" of "Late
 * collection after 6pm incurs a charge of £10 per 15 minutes"; a part of a period counts whole
 * where the sentence says so ("£15 for each 15 minutes or part thereof": 6:20 pm is £30). The
 * claim's time, its premise, is returned.
 */
function chargedPastATime(q: Quantity, sentences: readonly SourceSentence[], claim: Analysed): Quantity | undefined {
  const times = claim.quantities.filter((o) => o.dimension === "clock");
  if (times.length === 0) return undefined;
  for (const s of sentences) {
    for (const rate of s.quantities) {
      if (rate.dimension !== "currency" || rate.unit !== q.unit) continue;
      const period = rate.per !== undefined && "seconds" in rate.per ? rate.per.seconds : s.quantities.find((o) => o.start >= rate.end && o.dimension === "time" && EACH_PERIOD.test(s.text.slice(rate.end - s.start, o.start - s.start)))?.value;
      const from = s.quantities.findLast((o) => o.end <= rate.start && o.dimension === "clock");
      if (period === undefined || period <= 0 || from === undefined) continue;
      const wholePeriods = PART_AS_WHOLE.test(s.text);
      for (const time of times) {
        if (time.value <= from.value) continue;
        const periods = ((time.value - from.value) * MINUTE) / period;
        const charged = wholePeriods ? Math.ceil(periods - 1e-9) : periods;
        if (Number.isInteger(charged) && workedOut(rate.value * charged, q)) return time;
      }
    }
  }
  return undefined;
}

/**
 * The claim's figure is one of the sentence's times a multiple the sentence states of it: "every
 * 400 cups" of "after every 200 cups unless a filter is fitted, in which case the interval doubles".
 */
function heldAsMultiple(q: Quantity, s: SourceSentence): boolean {
  if (q.change !== undefined || q.max !== undefined || isMultiple(q)) return false;
  // A verb's multiple, said of the figure's own thing; not a 倍 of some other amount ("最高按运费的3倍赔偿").
  const multiples = s.quantities.filter((m) => m.noun === "×" && m.change === undefined);
  if (multiples.length === 0) return false;
  return s.quantities.some(
    (from) => !isMultiple(from) && from.change === undefined && from.max === undefined && comparable(q, from) && multiples.some((m) => workedOut(from.value * m.value, q)),
  );
}

/** What stands between a figure and the multiple it is of another: "是…总和的" of "42万平方米，是…面积总和的1.6倍", or a comma and a hedge ("£38,000, roughly four times the cost of"). */
const ZH_IS_MULTIPLE_OF = /^[，,]?\s*(?:约|大约)?是[^，。；,;]{1,24}的\s*(?:约|大约)?$/u;
const EN_IS_MULTIPLE_OF = /^\s*,?\s*(?:(?:roughly|about|around|nearly|almost|some|or)\s+)?$/iu;
const EN_TIMES_OF = /^\s*times\s+(?:the|as\s+\w+\s+as)\b/iu;

/**
 * The claim's figure is what a figure of the sentence is a multiple of: "T1和T2两座航站楼合计面积约为
 * 26万平方米" of "T3航站楼建筑面积42万平方米，是现有T1、T2两座航站楼面积总和的1.6倍" (42 ÷ 1.6 = 26.25).
 */
function heldAsQuotient(q: Quantity, s: SourceSentence): boolean {
  if (q.change !== undefined || q.max !== undefined || isMultiple(q)) return false;
  return s.quantities.some(
    (m) =>
      isMultiple(m) &&
      m.change === undefined &&
      m.value > 1 &&
      s.quantities.some((a) => {
        if (a.end > m.start || isMultiple(a) || a.change !== undefined || a.max !== undefined || !comparable(q, a)) return false;
        const between = s.text.slice(a.end - s.start, m.start - s.start);
        const ofAnother = ZH_IS_MULTIPLE_OF.test(between) || (EN_IS_MULTIPLE_OF.test(between) && EN_TIMES_OF.test(s.text.slice(m.end - s.start)));
        return ofAnother && sameQuantity(q, { ...a, value: a.value / m.value, step: q.step, approximate: true });
      }),
  );
}

/** What ties a stated multiple to the amount it multiplies: 价格的4倍, "four times the price". */
const ZH_MULTIPLE_OF = /的\s*$/u;
const EN_MULTIPLE_OF = /^\s+(?:the|that)\b/iu;

/**
 * The claim's figure is one of the sentence's times a multiple of it the sentence states for
 * another case, where the claim names both cases: "A3纸彩色复印每页收4元" of "A3黑白复印每页1元，彩色复印按同
 * 规格黑白价格的4倍收费" (A3 of the figure's clause, 彩色 of the multiple's).
 */
function multipleForAnotherCase(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.change !== undefined || q.max !== undefined || isMultiple(q)) return false;
  // Most sentences state no multiple: their clauses need not be read.
  if (!s.quantities.some((m) => isMultiple(m) && m.noun !== "×")) return false;
  const keysPerClause = clauses(s).map((clause) => ({ clause, keys: keysWithin(s, clause) }));
  // The claim names the case of a figure by a word of its clause that no other clause has (A3, not 每页).
  const namesCaseOf = (figure: Quantity): boolean => {
    const own = keysPerClause.find(({ clause }) => within(figure, clause));
    return own !== undefined && claim.content.some((t) => own.keys.has(matchKey(t)) && keysPerClause.every((other) => other === own || !other.keys.has(matchKey(t))));
  };
  return s.quantities.some((m) => {
    if (!isMultiple(m) || m.noun === "×" || m.change !== undefined) return false;
    const before = s.text.slice(0, m.start - s.start);
    const after = s.text.slice(m.end - s.start);
    if ((!ZH_MULTIPLE_OF.test(before) && !EN_MULTIPLE_OF.test(after)) || !namesCaseOf(m)) return false;
    return s.quantities.some(
      (from) =>
        from.end <= m.start &&
        !isMultiple(from) &&
        from.change === undefined &&
        from.max === undefined &&
        comparable(q, from) &&
        workedOut(from.value * m.value, q) &&
        namesCaseOf(from),
    );
  });
}

/** Words after an amount that make it a lead over the party named next, or the party's lead over one: "6 cm ahead of clubmate Sam Okafor", "22 seconds behind the winner". */
const LEAD_AFTER = /^\s*(?:(ahead\s+of|clear\s+of|in\s+front\s+of|up\s+on)|behind|short\s+of|down\s+on)\s+/iu;
/** A verb of a lead over the party between it and "by": "beat defending champion Hollie Grant (Brennan AC) by", "trailed the leader by". */
const LEAD_BY_BEFORE = /(?<![A-Za-z])(?:(beat|beats|out-?[a-z]+|exceeded|exceeds|surpassed|surpasses|topped|tops)|trailed|trails|lagged|lags)\s+([^,;.]{1,60}?)\s+by\s+(?:about\s+|some\s+|nearly\s+|just\s+)?$/diu;
/** …in Chinese, the party between the verb and the lead: "领先第二名山东队1.86秒". */
const ZH_LEAD_BEFORE = /(领先|落后)([^，。；,;\d]{1,12})$/u;
/** How far after "ahead of" the party's name may run, or between "beat" and "by". */
const PARTY_REACH = 60;
/** Room before the lead for its verb and "by" besides the party's name. */
const LEAD_VERB_ROOM = 24;

/** A record before the one a figure sets, which a claim may name in other words: "the previous best", "the old championship record". */
const PREVIOUS_BEST = /\b(?:previous|old|former|earlier|prior)\s+(?:[a-z]+\s+)?(?:best|record|mark|high)\b/iu;

/**
 * The party a lead is stated over, as the keys of its words, whether it is the record before
 * ("beat the previous best by three points"), and whether the sentence's other figure is ahead of
 * it; none if the figure is no lead.
 */
function leadOver(s: SourceSentence, lead: Quantity): { party: Set<string>; previousBest: boolean; ahead: boolean } | undefined {
  const after = LEAD_AFTER.exec(s.text.slice(lead.end - s.start));
  if (after) {
    const start = lead.end + after[0].length;
    const stretch = s.text.slice(start - s.start, start - s.start + PARTY_REACH);
    const end = stretch.search(/[,;.:()，。；：]/u);
    const party = { start, end: start + (end < 0 ? stretch.length : end) };
    return { party: keysWithin(s, party), previousBest: PREVIOUS_BEST.test(s.text.slice(party.start - s.start, party.end - s.start)), ahead: after[1] !== undefined };
  }
  const before = s.text.slice(Math.max(0, lead.start - s.start - PARTY_REACH - LEAD_VERB_ROOM), lead.start - s.start);
  const zh = ZH_LEAD_BEFORE.exec(before);
  if (zh) {
    const from = lead.start - zh[2]!.length;
    return { party: keysWithin(s, { start: from, end: lead.start }), previousBest: false, ahead: zh[1] === "领先" };
  }
  const verb = LEAD_BY_BEFORE.exec(before);
  const party = verb?.indices?.[2];
  if (!verb || !party) return undefined;
  const from = lead.start - before.length;
  return { party: keysWithin(s, { start: from + party[0], end: from + party[1] }), previousBest: PREVIOUS_BEST.test(verb[2]!), ahead: verb[1] !== undefined };
}

/**
 * The claim's figure is that of a party the claim names, which the sentence gives as another of
 * its figures moved by a lead over that party: "Sam Okafor … 7.08 m" of "Reid won with 7.14 m…,
 * 6 cm ahead of clubmate Sam Okafor", "Hollie Grant finished in 4:22.1" of "beat Hollie Grant by
 * 0.4 seconds, winning in 4:21.7". The one behind has less, but takes more time.
 */
function heldAsLead(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.change !== undefined || q.max !== undefined || s.quantities.length < 2) return false;
  return s.quantities.some((lead) => {
    const over = leadOver(s, lead);
    if (over === undefined || !(claim.content.some((t) => over.party.has(matchKey(t))) || (over.previousBest && PREVIOUS_BEST.test(claim.text)))) return false;
    // The party behind a leader has the leader's figure less the lead, or, of a time taken, more.
    const partySign = over.ahead === (lead.dimension === "time") ? 1 : -1;
    const amount = { ...lead, change: undefined };
    return s.quantities.some((level) => level !== lead && level.change === undefined && level.max === undefined && comparable(q, level) && comparable(amount, level) && workedOut(level.value + partySign * lead.value, q));
  });
}

/** Titles of the first three places, by place: 冠军 and gold are first, 亚军 and silver second. */
const PLACE_TITLES: readonly RegExp[] = [/冠军|金牌|\b(?:winner|champion|gold)\b/iu, /亚军|银牌|\b(?:runner-up|silver)\b/iu, /季军|铜牌|\bbronze\b/iu];

/** A place the claim gives by number (第二名, "second place") that the sentence gives by its title (银牌, "runner-up"). */
function placeByTitle(q: Quantity, s: SourceSentence): boolean {
  const title = q.dimension === "rank" && Number.isInteger(q.value) ? PLACE_TITLES[q.value - 1] : undefined;
  return title !== undefined && title.test(s.text);
}

/** A count of times after a period of one ("一年只能缴一次", "once a year"): the period is how often, not a length. */
const TIMES_AFTER_ONE_PERIOD = /^[^，。；,;]{0,6}?(?:[一二两三四五六七八九十\d]+次)/u;

/** The claim's "一年" of "一年只能缴一次" is the sentence's 每年 of "每年只能缴费一次". */
function onePeriodOfEvery(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "time" || q.change !== undefined || q.bound !== undefined || !q.raw.startsWith("一")) return false;
  return TIMES_AFTER_ONE_PERIOD.test(claim.text.slice(q.end - claim.start)) && s.text.includes(`每${q.raw.slice(1).replace(/^个/u, "")}`);
}

/**
 * The claim's figure is the sum of figures of the sentence each named by words of the claim that
 * name no other of them: "50 cells across its two operating suites at Harlow Bridge and Denby
 * Cross" of "Harlow Bridge (32 cells), Denby Cross (18 cells) and Saltley (12 cells)". The claim
 * names its own figure by none of the words that name one of the sentence's: "整机保修3年，研磨器保修1年"
 * puts 3 where "整机保修2年" has 2, which is no sum of 2 and 1.
 */
function heldAsSumOfNamed(said: Quantity, s: SourceSentence, claim: Analysed): boolean {
  // (What the claim says the things add, "would add £75 to your bill", is their sum.)
  const q = said.change?.figure === "amount" && said.change.direction === "rise" && ADDED.test(said.change.words ?? "") ? { ...said, change: undefined } : said;
  if (q.change !== undefined || q.bound !== undefined || q.max !== undefined || q.unit === "%" || q.dimension === "clock" || s.quantities.length < 2) return false;
  const named = s.quantities.flatMap((e) => {
    if (e.change !== undefined || e.bound !== undefined || e.max !== undefined || e.per !== undefined || !comparable(e, q)) return [];
    const words = namingWords(claim, s, e);
    return words.length === 0 ? [] : [{ e, words }];
  });
  if (named.length < 2 || named.length > MAX_PARTS) return false;
  // The claim's own clause may name the things it sums ("Using both the U47 and the C12 … would cost £75"): then
  // those are the sum's parts. Naming one alone, it names its figure as that one's.
  const ownClause = new Set(claimWordsIn(claim, claim.text.slice(0, q.start - claim.start).split(LIST_BREAK).at(-1) ?? "").map(matchKey));
  const namedBefore = named.filter(({ words }) => words.some((w) => ownClause.has(w)));
  if (namedBefore.length === 1) return false;
  // (…each by a word of its own there: "USB" of "two USB 4.2 Gen 1" names every USB port the sentence prices, and sums none.)
  const ownWordBefore = (part: (typeof named)[number]): boolean => part.words.some((w) => ownClause.has(w) && named.every((other) => other === part || !other.words.includes(w)));
  if (namedBefore.length > 1 && (!namedBefore.every(ownWordBefore) || !JOINS_THINGS.test(claim.text.slice(0, q.start - claim.start)))) return false;
  for (let mask = 1; mask < 1 << named.length; mask++) {
    const chosen = named.filter((_, i) => (mask & (1 << i)) !== 0);
    if (chosen.length < 2 || (namedBefore.length > 0 && (chosen.length !== namedBefore.length || !namedBefore.every((part) => chosen.includes(part))))) continue;
    const ownWord = chosen.every(({ words }, i) => words.some((w) => chosen.every((other, j) => j === i || !other.words.includes(w))));
    const sum = chosen.reduce((acc, { e }) => acc + e.value, 0);
    if (ownWord && sameQuantity(q, { ...chosen[0]!.e, value: sum, step: Math.min(...chosen.map(({ e }) => e.step)), approximate: false })) return true;
  }
  return false;
}

/** The kind of thing a count of a tally counts, one character right after it ("2金4银2铜"); not a word that joins two figures (5比5, 3至5). */
const TALLY_KIND = /^(?![比至到和与及或加减乘除])\p{Script=Han}/u;
/** Where a clause of a Chinese sentence ends. */
const ZH_CLAUSE_MARK = /[，,；;。：:]/u;

/**
 * The claim's count of things is the sum of a tally the sentence gives in a clause that names what the claim
 * counts, before its figure: "辽宁队的奖牌总数（8枚）" and "上海队（6枚）" of "上海队以3金2银1铜居次，辽宁队获2金4银2铜".
 */
function heldAsSumOfATally(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  // (A count of the claim's own tally is checked as a part: the 3 of "以2金3银" is no sum of "2金1银".)
  if (q.dimension !== "count" || q.noun === undefined || q.change !== undefined || q.bound !== undefined || q.max !== undefined || s.quantities.length < 2) return false;
  const kindOf = (e: Quantity): string | undefined => TALLY_KIND.exec(s.text.slice(e.end - s.start))?.[0];
  const tallies: Quantity[][] = [];
  for (const [k, e] of s.quantities.entries()) {
    const previous = s.quantities[k - 1];
    const counted = e.dimension === "count" && e.noun === undefined && e.change === undefined && e.bound === undefined && e.max === undefined && kindOf(e) !== undefined;
    // (Each count of a tally is of its own kind, right after the one before: 金, 银, 铜.)
    const joined = counted && previous !== undefined && tallies.at(-1)?.at(-1) === previous && previous.end + 1 === e.start;
    if (joined && !tallies.at(-1)!.some((o) => kindOf(o) === kindOf(e))) tallies.at(-1)!.push(e);
    else if (counted) tallies.push([e]);
  }
  const summing = tallies.filter((tally) => tally.length >= 2 && tally.reduce((sum, e) => sum + e.value, 0) === q.value);
  // (Most sentences hold no tally: the claim's words are read only for one that sums to its figure.)
  if (summing.length === 0) return false;
  const naming = claimWordsIn(claim, claim.text.slice(0, q.start - claim.start).split(CLAUSE_BREAK).at(-1) ?? "");
  return summing.some((tally) => {
    const clause = s.text.slice(0, tally[0]!.start - s.start).split(ZH_CLAUSE_MARK).at(-1)!;
    return naming.some((t) => clause.includes(t.kind === "cjk" ? t.norm : t.text));
  });
}

/** A score of a list written with a hyphen: the 22-25 of "22-25, 25-19, 21-25". (Not a time, 19:30, nor a date, 2025-06.) */
const LISTED_SCORE = /(?<![\d.:/-])(\d{1,3})\s*[-–]\s*(\d{1,3})(?![\d.:/-])/gu;
/** Fewest scores that make a list to add up. */
const MIN_SCORES = 3;
/** Words that say the claim adds figures up: "adding up the five sets", a total (WORKED_TOTAL), 加起来. */
const ADDED_UP = new RegExp(String.raw`${WORKED_TOTAL.source}|\b(?:add(?:s|ed|ing)?\s+up|summed|sum\s+of)\b|加起来`, "iu");

/**
 * The claim's count is one side's points over a list of scores the sentence gives, or the number
 * of scores, where it says it adds them up: "Adding up the five sets, Storm scored 110 points" of
 * "The set scores were 22-25, 25-19, 21-25, 27-25, 15-11".
 */
function heldAsSumOfScores(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "count" || q.change !== undefined || q.bound !== undefined || q.max !== undefined || !ADDED_UP.test(claim.text)) return false;
  const scores = [...s.text.matchAll(LISTED_SCORE)].map((m) => [Number(m[1]), Number(m[2])] as const);
  if (scores.length < MIN_SCORES) return false;
  const side = (k: 0 | 1): number => scores.reduce((sum, score) => sum + score[k], 0);
  // Which side is whose the sentence may not say: a claim gives both sums, each its side's, or the number of scores.
  const totals = [side(0), side(1)];
  const bothSums = totals.includes(q.value) && claim.quantities.some((o) => o !== q && o.dimension === "count" && o.value === totals[1 - totals.indexOf(q.value)]);
  return bothSums || (q.value === scores.length && q.noun !== undefined && s.text.toLowerCase().includes(singular(q.noun)));
}

/** What joins the things a claim sums, before its figure: "both the U47 and the C12", 和, 加上. */
const JOINS_THINGS = /\b(?:both|and|plus|together|combined)\b|[和与及]|加上/iu;
/** What parts a clause that lists things: a comma, not the "and" between two of them. */
const LIST_BREAK = /[,，、;；]/u;
/** A change the claim says things add to a bill: "would add £75". */
const ADDED = /^add/iu;

/** Words of a figure's name nearest it: the claim's last NAMING_WORDS in the figure's own clause (a Chinese clause that names nothing, 含20分钟, is no figure named by the one before). */
function namingWords(claim: Analysed, s: SourceSentence, figure: Quantity): string[] {
  const clause = (stretchBefore(s, figure).split(CLAUSE_BREAK).at(-1) ?? "").toLowerCase();
  const at = (t: Token): number => clause.lastIndexOf(t.kind === "cjk" ? t.norm : t.text.toLowerCase());
  return claimWordsIn(claim, clause)
    .sort((a, b) => at(a) - at(b))
    .slice(-NAMING_WORDS)
    .map(matchKey);
}

const WEEK_SECONDS = 7 * DAY_SECONDS;
/** A week said before a figure in its clause: the 每周 of "每周开放五天". */
const ZH_WEEKLY_BEFORE = /[每一](?:周|星期)[^，。；]*$/u;

/** A number of days a week, held by the run of weekdays the sentence gives: "open five days a week" of "Monday to Friday", 每周开放五天 of 周二至周六. */
function daysOfAWeekdayRun(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  if (q.dimension !== "time" || q.change !== undefined || q.bound !== undefined || q.max !== undefined) return false;
  const days = q.value / DAY_SECONDS;
  const weekly = (q.per !== undefined && "seconds" in q.per && q.per.seconds === WEEK_SECONDS) || ZH_WEEKLY_BEFORE.test(claim.text.slice(0, q.start - claim.start));
  return weekly && Number.isInteger(days) && s.dates.some((d) => d.lastWeekday !== undefined && weekdaysOf(d)?.length === days);
}

/** The sentence gives the claim's figure by arithmetic the claim states: a move, a gap between two of its figures (or one of the claim's), a time it ends at, the span between two times the claim names, their sum, an average, their ratio, a multiple it states, a complement, a party's figure behind a lead, a share of a whole the claim gives or of two of its figures, parts of a whole the claim gives summed, a share or a rate of another, a figure for one way twice for a return, a price less a discount. */
export function derivedIn(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  return (
    heldByItsMove(q, s, claim) ||
    levelMovedByAShare(q, s) ||
    onePeriodOfEvery(q, s, claim) ||
    placeByTitle(q, s) ||
    heldAsGap(q, s, claim) ||
    heldAsRestOfTheShares(q, s, claim) ||
    heldAsEndTime(q, s, claim) ||
    endOfASpanGiven(q, s, claim) ||
    onTheSchedule(q, s) ||
    heldAsTotal(q, s, claim) ||
    heldAsSumOfNamed(q, s, claim) ||
    heldAsSumOfATally(q, s, claim) ||
    heldAsSumOfScores(q, s, claim) ||
    heldAsProduct(q, s, claim) ||
    heldAsBothWays(q, s, claim) ||
    heldAsUnitPrice(q, s) ||
    measureByItsLastWord(q, s) ||
    withinACapacity(q, s, claim) ||
    countsAtTheirRatio(q, s, claim) ||
    heldAsAverage(q, s, claim) ||
    heldAsEvenShare(q, s, claim) ||
    heldAsHalfOfASplit(q, s) ||
    monthsOfARun(q, s) ||
    heldAsWholeOfAShare(q, s, claim) ||
    heldAsRatio(q, s, claim) ||
    heldAsMultiple(q, s) ||
    heldAsQuotient(q, s) ||
    multipleForAnotherCase(q, s, claim) ||
    gapFromTheClaim(q, s, claim) ||
    toppedUpFromTheClaim(q, s, claim) ||
    spanBetweenNamedTimes(q, s, claim) ||
    wayBetweenNamedPlaces(q, s, claim) ||
    heldAsComplement(q, s, claim) ||
    heldAsLossOfAKeptShare(q, s) ||
    heldAsAllBut(q, s) ||
    heldAsBaseline(q, s, claim) ||
    heldAsRestOfWhole(q, s, claim) ||
    partsOfTheClaimsWhole(q, s, claim) ||
    heldAsYearsBetween(q, s, claim) ||
    daysOfAWeekdayRun(q, s, claim) ||
    heldAsLead(q, s, claim) ||
    shareOfTheClaimsWhole(q, s, claim) ||
    heldAsShareOfTwo(q, s, claim) ||
    ageAtDeath(q, s, claim) ||
    computedFrom(q, s, claim) !== undefined ||
    heldAsShareOfTheWhole(q, s, claim) ||
    discountedFrom(q, s, claim) !== undefined ||
    lessAStatedFee(q, s, claim) !== undefined
  );
}

/**
 * The claim's figure is worked out from another of its own by what the sentence gives (a price less
 * a fee, a share of it, a gap from it, what tops it up to a level), or is a gap between two of the
 * sentence's: arithmetic that says what follows in a case the claim sets, not a figure of its own.
 */
export function workedOutInTheCase(q: Quantity, s: SourceSentence, claim: Analysed): boolean {
  return gapFromTheClaim(q, s, claim) || toppedUpFromTheClaim(q, s, claim) || heldAsGap(q, s, claim) || computedFrom(q, s, claim) !== undefined || discountedFrom(q, s, claim) !== undefined || lessAStatedFee(q, s, claim) !== undefined;
}

/**
 * The claim's figures that another of its figures is computed from by a share or rate the
 * sentences give: premises of the claim's own ("成交价8,000元的冰箱可获得1,600元补贴"), which the
 * source need not hold.
 */
export function premisesIn(claim: Analysed, sentencesOf: () => readonly SourceSentence[]): ReadonlySet<Quantity> {
  const premises = new Set<Quantity>();
  // Most claims give one figure or none: their sentences need not be listed.
  if (claim.quantities.length < 2) return premises;
  const sentences = sentencesOf();
  for (const q of claim.quantities) {
    for (const count of pricedGroups(q, sentences, claim)?.counts ?? []) premises.add(count);
    for (const s of sentences) {
      // A sentence that gives the figure as it is derives it from nothing: "3元起步价" of "起步价3元，…每10分钟加收1元" is no 30 minutes at 1元 a 10.
      if (s.quantities.some((e) => sameQuantity(q, e))) continue;
      const premise = computedFrom(q, s, claim) ?? discountedFrom(q, s, claim) ?? lessAStatedFee(q, s, claim);
      // (A discount the claim names, where the evidence states discounts and none of them, is the claim's
      // to answer for, not its own case: "按A4价格打七折…266元" of "A5规格按A4价格的六折计算".)
      const share = premise === undefined ? undefined : paidShare(claim, premise);
      if (share !== undefined && sentences.some((o) => discountsPaid(o).length > 0) && !sentences.some((o) => discountsPaid(o).some((paid) => Math.abs(paid - share) < 1e-9))) continue;
      if (premise !== undefined) {
        premises.add(premise);
        break;
      }
    }
    const charged = chargedBeyond(q, sentences, claim);
    if (charged === undefined) continue;
    premises.add(charged.measure);
    // What the claim says is charged for, past the allowance: "超出的10公里" of a 30公里 trip past 20公里.
    const past = charged.past;
    if (past !== undefined) for (const o of claim.quantities) if (o !== charged.measure && comparable(o, charged.measure) && workedOut(past, o)) premises.add(o);
  }
  return premises;
}
