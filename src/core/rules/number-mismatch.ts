import { asCaseWritten, asOffset, comparable, countsPer, withoutBound, DAY_SECONDS, inclusiveCount, PERIOD_SECONDS, offsetWay, setOffAhead, inYearsOfAge, isMultiple, labelsNumber, oppositeChanges, sameDate, sameQuantity, sameStage, samePer, singular, timeGivenToAct, YEAR_SECONDS, zhSecondsOf, ZH_WITHIN_AFTER, type Quantity } from "../quantities/index.js";
import { matchKey, type Analysed } from "../analysis.js";
import { tokenize, type Token } from "../text/tokens.js";
import { extractEntities } from "../text/entities.js";
import type { Region, SourceSentence } from "../context-index.js";
import type { ContentContext, ContentRule } from "./rule.js";
import { type AttributeOptions, amongOtherWords, amountOfAnUnnamedKind, countedInTheSameWords, wholeOfAPart, enItemNamed, equalFigureOfAnother, figureOfAnotherDay, figureOfTheClaimsDay, figureOfTheClaimsMonths, figureOfAnotherItem, zhItemOfTheClaim, itemOfAnother, ofAnUnnamedAntecedent, evidenceSentences, nearbyKeys, ownWordsPerStretch, planAgainstFact, sameAttribute, sentenceOfAnotherSubject } from "./nearby.js";
import { BARE_NUMBER, checkValues, countIn } from "./values.js";
import { CASE_COMMAS, clauseOf, distinctOpening, inClaimsCondition, insideFigure, keysWithin, listedApart, openBracketBefore, segmentOf, segments, spansBetween, within } from "./clauses.js";
import { anotherBandsCaseSaid, boundOtherSide, caseInBand, caseOfARate, caseOfBound, inBandOf, saysTheBandsCase, timeOnItsSide } from "./bands.js";
import type { RuleReport, Span } from "../types.js";
import { claimWorking, workedWrong, writtenNumber } from "./claim-arithmetic.js";
import { RATIO_TOLERANCE, PART_OF_BETWEEN, allowanceChargedToo, countOfANumberedRun, forThePriceOfFewer, countAtAPrice, countedTotalAcross, derivedIn, keptShareAsLoss, keptWhereMoved, movedToAKeptFigure, leftOutByAllBut, ratioOtherwise, eachOtherwise, shareOfTheWholeGiven, partByAShareOfItsWhole, heldAsPartByAShare, shareOfTwoOtherwise, gapOfTwoOtherwise, gapToANamedItemOtherwise, chargedPastOtherwise, moveOtherwise, workedOutOtherwise, adjustedAcross, allowanceChargedPast, chargedBeyond, discountedAcross, gapAcross, partGivenAcross, groupTotal, movedByMultiple, perServingTimesServings, premisesIn, partOrMultipleOfANamedFigure, shareOfANamedWhole, zhShareOfItsWhole, shareOfTheSentencesFigures, spanFromTheClaimsDate, timeToReachCap, totalAcross, furtherOnFromTheLast, offsetFromATimeAcross, gapOfItsOwnTwo, moveOfItsOwnEnds, ownGapOtherwise, shareOfARatio, shareOfItsOwnWhole, shareOfTheClaimsThing, workedOutInTheCase } from "./derived-figures.js";
import { antecedents } from "../text/reference.js";
import { superlativeRanks } from "../quantities/fixed-forms.js";
import { HAN } from "../text/zh.js";

/**
 * 一 with a measure word (一个, 一种, 一项) is mostly Chinese's indefinite article, as "a" is in
 * English: "新加坡是一个国家" states no count for a source to hold.
 */
const ZH_INDEFINITE = /^一[个種种项條条场場位家件只名份部本张張支台座所片段句点點批群类類样樣处處门門次回番块塊辆輛套把枚颗顆间間]$/u;
/** What makes 一 before a measure word a count after all: a count that is reached or kept to (只要有一次, 累计一次, 仅一次). */
const ZH_COUNTED_BEFORE = /(?:只要有|只有|仅有|累计|满|达到|仅|只)$/u;

/** 一 with a measure word read as an article, unless what stands before it counts it. */
function zhIndefinite(claim: Analysed, q: Quantity): boolean {
  return ZH_INDEFINITE.test(q.raw) && !ZH_COUNTED_BEFORE.test(claim.text.slice(0, q.start - claim.start));
}

/** A capitalised name of one or more words, as items of a list are written. */
const NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*`;
const NAME_LIST = String.raw`${NAME}(?:\s*,\s*${NAME})*\s*,?\s+(?:and|&)\s+${NAME}`;
/** The names right after a count and its noun: "two friends, Steve and Carly". */
const LIST_AFTER = new RegExp(String.raw`^(?:\s+\p{Ll}+){0,2}\s*[,:(–—]\s*(${NAME_LIST})`, "u");
/** …or right before it: "Steve and Carly, two friends". */
const LIST_BEFORE = new RegExp(String.raw`(${NAME_LIST})\s*,\s*(?:the\s+)?$`, "u");
const LIST_SEPARATOR = /\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+|\s*(?:[、，,]|和|与|及|以及)\s*/u;
/** Codes listed in Chinese right before their count: "LX-300和LX-300S两个型号". */
const CODE = String.raw`[A-Za-z0-9][A-Za-z0-9.+-]*`;
const ZH_LIST_BEFORE = new RegExp(String.raw`(${CODE}(?:\s*[、，,]\s*${CODE})*\s*(?:和|与|及|以及)\s*${CODE})\s*(?:共|等)?\s*$`, "u");
/** …or words, counted in words: "猪用疫苗和宠物疫苗两条产品线", "语文、数学、英语三科" (not "成都、西安和重庆共新开3家", stores). */
const ZH_WORD = String.raw`\p{Script=Han}{2,6}`;
const ZH_WORD_LIST_BEFORE = new RegExp(String.raw`(${ZH_WORD}(?:、${ZH_WORD})*(?:和|与|及|以及|、)${ZH_WORD})(?:共|等|这|这些)?$`, "u");

/**
 * "Two friends, Steve and Carly", "LX-300和LX-300S两个型号", "猪用疫苗和宠物疫苗两条产品线": a count the claim spells out by naming
 * what it counts needs no number in the source; the names are checked on their own.
 */
function enumerated(claim: Analysed, q: Quantity): boolean {
  if (q.dimension !== "count" || q.max !== undefined || !Number.isInteger(q.value) || q.value < 2) return false;
  const at = q.start - claim.start;
  const before = claim.text.slice(0, at);
  const list = LIST_AFTER.exec(claim.text.slice(at + q.raw.length))?.[1] ?? LIST_BEFORE.exec(before)?.[1] ?? ZH_LIST_BEFORE.exec(before)?.[1] ?? (q.fromWords ? ZH_WORD_LIST_BEFORE.exec(before)?.[1] : undefined);
  if (list !== undefined && list.split(LIST_SEPARATOR).length === q.value) return true;
  // "Rourke beat Vermaelen …, and the two riders were …": things named before it, counted again
  // (a name opening the sentence is not always read as one, so as many names at least), in the
  // claim or, split from it, in its sentence before it.
  if (!THE_BEFORE.test(before)) return false;
  const named = claim.entities.filter((e) => e.kind === "name" && e.end <= q.start).length;
  return named >= q.value || named + namesIn(claim.restOfSentenceText?.[0]) >= q.value;
}

/** How many names a stretch of text gives. */
function namesIn(text: string | undefined): number {
  return text === undefined ? 0 : extractEntities(text, tokenize(text)).filter((e) => e.kind === "name").length;
}

/** What counts again things named before: "the two riders". */
const THE_BEFORE = /\bthe\s+$/iu;

/** The hour of "7 pm", which a source may give bare ("let's make it 7"). */
function hourOnly(q: Quantity): string | undefined {
  return q.dimension === "clock" ? /^(\d{1,2})\s*[AaPp]/.exec(q.raw)?.[1] : undefined;
}

/** 30分钟 in "每30分钟收2元" is what the amount after it is per, which the amount's `per` checks ("每半小时2元" holds it). */
function periodOfNext(claim: Analysed, q: Quantity): boolean {
  return q.dimension === "time" && /每\s*$/u.test(claim.text.slice(0, q.start - claim.start)) && claim.quantities.some((o) => o.start > q.start && o.per !== undefined && "seconds" in o.per);
}

/**
 * 一天 in "一天最多收80元" says what the amount after it is per, which the amount's `per` checks: it is no
 * length of time. So does 一个月 in "一个月的仓储费是54元", of an amount it names the period of.
 */
function perOfNext(claim: Analysed, q: Quantity): boolean {
  if (q.dimension !== "time" || !/^一\s*\p{Script=Han}+$/u.test(q.raw)) return false;
  return claim.quantities.some(
    (next) =>
      next.start >= q.end &&
      ((next.per !== undefined && "seconds" in next.per && next.per.seconds === q.value && next.start - q.end <= PER_REACH) ||
        (next.dimension === "currency" && next.per === undefined && ZH_AMOUNT_OF_THE_PERIOD.test(claim.text.slice(q.end - claim.start, next.start - claim.start)))),
  );
}

/** The 500 g of "£1.50 per 500 g" and the 10公里 of 每10公里3元: the measure an amount is per, which the amount's `per` checks. */
function measureOfAnAmount(claim: Analysed, q: Quantity): boolean {
  const measure = q.raw.toLowerCase();
  return claim.quantities.some((amount) => amount !== q && amount.per !== undefined && "thing" in amount.per && amount.per.thing === measure);
}

/** What stands between a period and the amount it is the period of: 一个月"的仓储费是"54元. */
const ZH_AMOUNT_OF_THE_PERIOD = /^的\p{Script=Han}{1,8}?(?:是|为|约为?|大约|共|合计|要|需)?\s*$/u;

/** How far after 一天 the amount it is per may stand: "一天最多收80元". */
const PER_REACH = 8;

/** A figure with the words of a strict bound, which decide its meaning: "more than 870" is not held by the text "870". */
function bounded(q: Quantity): string {
  return q.strictBound === undefined ? q.raw : `${q.strictBound} ${q.raw}`;
}

/** A figure as messages quote it: with its bound, the words of its change ("fell 20%", "a 20% drop") and the period or thing it is per. */
function quoted(q: Quantity): string {
  return `${quotedFigure(q)}${periodOf(q)}`;
}

function quotedFigure(q: Quantity): string {
  if (q.change?.at === "before") return `${q.change.words} ${q.raw}`;
  // (…unless the figure's text holds them: "1,100 more pallet deliveries a day".)
  if (q.change?.at === "after") return q.raw.includes(` ${q.change.words} `) ? bounded(q) : `${bounded(q)} ${q.change.words}`;
  // A bound written apart from its figure (至少要分摊1500元) is named, or "1500元" would answer "1500元".
  if (q.bound !== undefined && q.strictBound === undefined) return `${q.bound === "lower" ? "at least" : "at most"} ${q.raw}`;
  return bounded(q);
}

/** The periods an amount may be per, as a message names them: "£1.25 a quarter" is not "£1.25 a year". */
const PERIODS: ReadonlyMap<number, string> = new Map([
  [DAY_SECONDS, "a day"],
  [7 * DAY_SECONDS, "a week"],
  [YEAR_SECONDS / 12, "a month"],
  [YEAR_SECONDS / 4, "a quarter"],
  [YEAR_SECONDS, "a year"],
]);

function periodOf(q: Quantity): string {
  if (q.per !== undefined && "thing" in q.per) return ` per ${q.per.thing}`;
  const period = q.per !== undefined && "seconds" in q.per ? PERIODS.get(q.per.seconds) : undefined;
  return period === undefined ? "" : ` ${period}`;
}

/**
 * The source's figure is the claim's, moved the other way ("fell 20%" against "rose 20%"), at
 * another stage of its change ("margin was 21%" against "fell to 18% from 21%"), said to be
 * exact where the claim bounds it ("up to two actions" against "exactly two actions"), a limit
 * the other way ("控制在1200家以内" against "不少于1200家"), or a share the source says is kept,
 * which the claim says was lost ("下降了86%" against "仍保持初始值的86%").
 */
function opposed(q: Quantity, e: Quantity, s: SourceSentence): boolean {
  if (keptShareAsLoss(q, s, e)) return sameQuantity({ ...q, change: undefined }, e);
  if (limitTheOtherWay(q, s, e)) return true;
  if (boundAgainstExact(q, s, e)) return sameQuantity(withoutBound(q), e);
  return (oppositeChanges(q.change, e.change) || !sameStage(q, e)) && sameQuantity({ ...q, change: undefined, earlier: true }, { ...e, change: undefined });
}

/** What a comparison after a figure measures it against: "than the previous one" (up to the clause's end, or a "but" that goes on to another). */
const THAN_WHAT = /^\s*(?:[\p{L}-]+\s+)?than\s+((?:(?!\s(?:but|and|while|whereas|although)\s)[^,;.])+)/iu;
/** A claim that compares its own figure with something: "more bat activity than unlit sites", "an improvement of 22 seconds on 2022". */
const COMPARES_ITSELF = /^\s*(?:[\p{L}-]+\s+){0,4}?(?:than|on|over|against|compared\s+(?:with|to))\s/iu;
/** What the sentence compares its move with, as a message quotes it after the move: " than the previous one". */
function comparandOf(s: SourceSentence, e: Quantity): string {
  if (e.change?.figure !== "amount" || e.change.at !== "after") return "";
  const comparand = THAN_WHAT.exec(s.text.slice(e.end - s.start));
  return comparand === null ? "" : ` than ${comparand[1]!.trim()}`;
}

/** Content words the claim must say before its figure of those the sentence compares with. */
const MIN_COMPARAND_HELD = 1;

/**
 * The claim says the comparison from the thing the sentence compares with: "the previous campaign
 * had run nine days longer" of "a campaign of 145 days, nine days shorter than the previous one".
 * Both give one amount of a move; the claim names, before its figure, what follows the sentence's
 * "than" (and the sentence does not say of its own side), and compares with nothing itself.
 */
function comparedFromTheOtherSide(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  if (q.change?.figure !== "amount" || e.change?.figure !== "amount" || q.change.direction === undefined || e.change.direction === undefined) return false;
  if (!sameQuantity({ ...q, change: undefined, earlier: undefined }, { ...e, change: undefined, earlier: undefined })) return false;
  const comparand = THAN_WHAT.exec(s.text.slice(e.end - s.start));
  if (comparand === null || COMPARES_ITSELF.test(claim.text.slice(q.end - claim.start))) return false;
  const from = e.end + comparand.index + comparand[0].length - comparand[1]!.length;
  // (Words the sentence says of its own side too tell neither: "at sites with cool-white lighting … than at unlit control sites".)
  const ownSide = new Set(s.content.filter((t) => t.end <= e.start).map(matchKey));
  const comparandKeys = s.content.filter((t) => t.start >= from && t.end <= from + comparand[1]!.length).map(matchKey).filter((key) => !ownSide.has(key));
  const before = claim.content.filter((t) => t.end <= q.start).map(matchKey);
  return comparandKeys.filter((key) => before.includes(key)).length >= MIN_COMPARAND_HELD;
}

/**
 * The two are limits the opposite ways at one figure of one thing ("1200家以内" and "不少于1200家"),
 * where the sentence gives no other figure on the claim's side, a case of its own ("more than a week"
 * of "up to 7 calendar days …; extensions of 8 to 21 days …").
 */
function limitTheOtherWay(q: Quantity, s: SourceSentence, e: Quantity): boolean {
  if (q.bound === undefined || e.bound === undefined || q.bound === e.bound || q.max !== undefined || e.max !== undefined || q.noun !== e.noun) return false;
  if (!sameQuantity(withoutBound(q), withoutBound(e))) return false;
  return !s.quantities.some((o) => o !== e && comparable(o, e) && (q.bound === "lower" ? o.value > e.value : (o.max ?? o.value) < e.value));
}


/** The source's figure is what its "all but" leaves out, the claim's the same figure said to be in. */
function allButAgainst(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  return leftOutByAllBut(s, e) && !leftOutByAllBut(claim, q) && sameQuantity({ ...q, noun: undefined }, { ...e, noun: undefined });
}

/**
 * A level is not rivalled by how much something moved ("costs $1,299" beside "an extra $180"),
 * nor an amount of change by a level it moved from or to ("1.3 GB less" beside "from 3.2 GB to
 * 1.9 GB"); a stated growth rate ("growth was 12%") may rival an amount.
 */
function rivalStages(q: Quantity, s: Analysed, e: Quantity): boolean {
  // A saving is a gap between two prices, which no price rivals: "save £400,000 a year" against "£12 million for a new leisure centre".
  if (q.change?.figure === "amount" && SAVING.test(q.change.words)) return e.change?.figure === "amount";
  // Nor a limit: "需要提前3天申请" says how far ahead, not how long "最长60天" lets it last.
  if (q.change?.figure === "amount") return (e.change === undefined && e.bound === undefined) || e.change?.figure === "amount";
  // Where a move ended is not the level another is compared with: "climbed £2.6 million to £18.2 million" against "up 7.4% from £570 million".
  if (q.change?.figure === "result" && e.change === undefined && e.earlier === true && FROM_RIGHT_BEFORE.test(s.text.slice(0, e.start - s.start))) return false;
  return e.change?.figure !== "amount";
}

const SAVING = /^sav(?:e|es|ed|ing)\b/iu;

/** The "from" of a level a move is measured against, right before it: "up 7.4% from £570 million". */
const FROM_RIGHT_BEFORE = /(?:\bfrom|[由从])\s*$/iu;

/** What makes a length of time how often a thing comes: "every 30 minutes", 每隔15分钟. */
const INTERVAL_BEFORE = /(?:\b(?:every|each)\s+|每隔?\s*)$/iu;

/** Words for how long a thing takes, right before its length: "takes about five minutes", 用时约. */
const TAKES_BEFORE = /(?:\b(?:takes?|took|taking|lasts?|lasted|lasting)\s+(?:(?:about|around|roughly|some|just|only|up\s+to)\s+)?|(?:需要|用时|历时|耗时|只需)(?:约|大约)?\s*)$/iu;

function interval(text: Analysed, q: Quantity): boolean {
  return q.dimension === "time" && INTERVAL_BEFORE.test(text.text.slice(0, q.start - text.start));
}

/** A Chinese event word right before a length of time, set off before or after it: 到期前30天, 入住后3天. */
// (Not the first years of a span after one: 注册后前8年; nor the first hours after a copula: 免费时长是前3小时.)
const ZH_OFFSET_FROM_EVENT_BEFORE = /(?![前后是为的则在都也就])\p{Script=Han}(?:之?前|之?后|以前|以后)\s*$/u;

function offsetFromAnEvent(text: Analysed, q: Quantity): boolean {
  return q.dimension === "time" && q.change === undefined && ZH_OFFSET_FROM_EVENT_BEFORE.test(text.text.slice(0, q.start - text.start));
}

/** A length of time counted from an event, either way: "10 hours beforehand", "two days later", "at least 7 days ahead", 到期前30天. */
function countedFromAnEvent(text: Analysed, q: Quantity): boolean {
  if (q.dimension !== "time" || q.change !== undefined) return false;
  const after = text.text.slice(q.end - text.start);
  return offsetWay(after) !== undefined || setOffAhead(after) || offsetFromAnEvent(text, q);
}

/**
 * How long a thing takes is no time counted from an event, nor the other way: "each party slot
 * lasting two hours" against "booked at least 7 days ahead", "cancelling a cut 10 hours beforehand"
 * against "a cut … takes 30 minutes".
 */
function lengthAgainstLead(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  return (lengthTaken(claim, q) && countedFromAnEvent(s, e)) || (countedFromAnEvent(claim, q) && lengthTaken(s, e));
}

/** The figure is how long a thing takes, by the words right before it: "takes about five minutes", 用时约. */
function lengthTaken(text: Analysed, figure: Quantity): boolean {
  return TAKES_BEFORE.test(text.text.slice(0, figure.start - text.start));
}

/** What the claim compares its amount with: "two hours longer than the previous model". */
const THAN = /^\s+[\p{L}-]+\s+than\s+([^,;:.()]+)/iu;

/** What a Chinese comparison's amount is compared with: R4 of "比R4多出100米". */
const ZH_COMPARED_WITH = /比\s*([^，。；,;比]{1,16}?)\s*(?:多出|高出|长出|多|高|长|远|大|少|低|短|小|快|慢|贵|便宜|增加|提高|提升|减少|降低|缩短|延长)[^，。；,;]*$/u;

/**
 * A comparison's amount is no level, and only the sentence's levels of the two things compared
 * could rival it: where the sentence names nothing the claim compares with, no figure there does
 * ("two hours longer than the previous model" against "the battery lasted 13 hours 40 minutes").
 */
function comparandUnsaid(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  if (q.change?.figure !== "amount" || e.change !== undefined) return false;
  const zhCompared = ZH_COMPARED_WITH.exec(claim.text.slice(0, q.start - claim.start))?.[1];
  if (zhCompared !== undefined) return zhComparandUnsaid(claim, zhCompared, s);
  const than = THAN.exec(claim.text.slice(q.end - claim.start));
  if (!than) return false;
  const from = q.end + than[0].length - than[1]!.length;
  const compared = claim.content.filter((t) => t.start >= from && t.end <= from + than[1]!.length);
  return compared.length > 0 && compared.every((t) => !s.keys.has(matchKey(t)));
}

/**
 * The sentence names the thing compared with not at all, or only inside the name of the claim's own
 * thing: "R4 Max…探测距离达300米" names no R4 for "R4 Max…比R4多出100米".
 */
function zhComparandUnsaid(claim: Analysed, compared: string, s: SourceSentence): boolean {
  const at = claim.start + claim.text.indexOf(`比${compared}`) + 1;
  const words = claim.content.filter((t) => t.start < at + compared.length && t.end > at);
  // (A word the segmenter ran on into the next, 苏晴少 of "比冠军苏晴少1中", is said by two of its characters.)
  const said = (t: Token): boolean => s.keys.has(matchKey(t)) || (t.kind === "cjk" && [...t.norm].some((_, i) => i + 2 <= t.norm.length && s.text.includes(t.norm.slice(i, i + 2))));
  if (words.length > 0 && !words.some(said)) return true;
  const before = claim.text.slice(0, at - 1 - claim.start);
  const own = before.indexOf(compared);
  // What follows the compared name where the claim's own thing is named with it: " Max" of "R4 Max".
  const longer = own < 0 ? undefined : /^[\s\p{L}\d]*?(?=[的之是为，,]|\p{Script=Han})/u.exec(before.slice(own + compared.length))?.[0];
  if (longer === undefined || longer.length === 0) return false;
  const named: number[] = [];
  for (let at = s.text.indexOf(compared); at >= 0; at = s.text.indexOf(compared, at + 1)) named.push(at);
  return named.length > 0 && named.every((at) => s.text.startsWith(longer, at + compared.length));
}

/**
 * An amount in another currency stands where the claim's does ("costs €5" against "costs $5"):
 * no exchange rate makes them one, but the claim has put a figure in the source's place.
 */
function otherCurrency(a: Quantity, b: Quantity): boolean {
  return a.dimension === "currency" && b.dimension === "currency" && a.unit !== b.unit;
}

/** A multiple that says what a rise in percent does: "half as much again" is "50% more", "twice" "100% more". */
function multipleAsARise(multiple: Quantity, rise: Quantity): boolean {
  return isMultiple(multiple) && multiple.value > 1 && rise.unit === "%" && rise.change?.direction === "rise" && rise.change.figure === "amount" && Math.abs(1 + rise.value / 100 - multiple.value) < 1e-9;
}

/** Days said to be calendar days, not working days. */
const CALENDAR_DAYS = /calendar|自然/iu;

/**
 * As many calendar days as the other gives working days ("公示5个自然日" against "公示期为5个工作日"):
 * the same count of another kind of day. (Bare "5 days" for "5 working days" may only be loose.)
 */
function otherKindOfDay(a: Quantity, b: Quantity): boolean {
  const [days, workdays] = a.unit === "workday" ? [b, a] : [a, b];
  return workdays.unit === "workday" && days.unit === "s" && CALENDAR_DAYS.test(days.raw) && days.dimension === workdays.dimension && days.max === undefined && workdays.max === undefined && days.value === workdays.value * DAY_SECONDS;
}

const LATIN_WORD = /^\p{Script=Latin}/u;

/**
 * "2 lemons" does not hold "2 tablespoons" where the same sentence counts tablespoons too ("the
 * zest of 2 lemons and 1 tablespoon of thyme"). Elsewhere a count of other words may be the
 * claim's in paraphrase ("870 people have been infected" for "870 infections"), as a Chinese measure
 * word may be another's (1260名患者, 1260例患者).
 */
function countsAnotherThing(claim: Analysed, q: Quantity, e: Quantity, sentence: SourceSentence): boolean {
  if (q.dimension !== "count") return false;
  if (otherMeasureKinds(q.noun, e.noun) || zhCountOfAnother(q, e, sentence)) return true;
  if (!LATIN_WORD.test(q.noun ?? "") || !LATIN_WORD.test(e.noun ?? "")) return false;
  // A whole that both take a part of is one thing in other words: "Thirteen of the 144 riders who
  // started" of "131 of the 144 starters".
  if (wholeOfAPart(claim, q) && wholeOfAPart(sentence, e)) return false;
  // (A bare count of the sentence, "three of them", names no other thing: "five men" may be its "Five workers".)
  return !comparable(q, e) && sentence.quantities.some((o) => o !== e && comparable(q, o) && LATIN_WORD.test(o.noun ?? ""));
}

/**
 * "4 coins" elsewhere does not hold "4 ships" where the sentence the claim aligns with best counts
 * the claim's things otherwise ("Each player starts with 3 ships, 5 coins…"): the count of another
 * noun is a paraphrase only where the source gives the claim's noun no count of its own there.
 */
function countedOtherwiseWhereBest(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity, best: SourceSentence | undefined): boolean {
  if (best === undefined || s === best || q.dimension !== "count" || comparable(q, e) || !LATIN_WORD.test(q.noun ?? "")) return false;
  // (Counts of their noun: not a label's number nor a compound's, "a phase 3 trial" beside "the 612-person trial".)
  const counting = (f: Quantity, text: SourceSentence | Analysed): boolean => f.label === undefined && !labelsNumber(text.text, f.start - text.start) && text.text.charAt(f.end - text.start) !== "-";
  return counting(q, claim) && best.quantities.some((o) => counting(o, best) && comparable(q, o) && LATIN_WORD.test(o.noun ?? "") && !sameQuantity(q, o));
}

/** What opens a bracketed example: "（如", "(e.g.", "(for example". */
const EXAMPLE_OPENING = /^[（(]\s*(?:如|例如|比如|譬如|e\.g\.?|for\s+example|for\s+instance)/iu;

/** The bracketed example the sentence's figure stands in, if it stands in one: "（如身高130厘米选140号）". */
function exampleAround(s: SourceSentence, e: Quantity): Span | undefined {
  const open = openBracketBefore(s, e);
  if (open === undefined || !EXAMPLE_OPENING.test(s.text.slice(open))) return undefined;
  const closing = s.text.slice(open).search(/[）)]/u);
  return { start: s.start + open, end: closing < 0 ? s.start + s.text.length : s.start + open + closing + 1 };
}

/** Share of an example's words a claim must say to speak of that example: "(for example wind gusts above 45 mph, …)". */
const EXAMPLE_WORDS_SAID = 2 / 3;

/**
 * A figure of an example the sentence gives rivals only a claim that speaks of that example, giving
 * another of its figures or most of its words: "身高140厘米的孩子…选150号道服" is a case of its own, which
 * "（如身高130厘米选140号）" only illustrates.
 */
function figureOfAnotherExample(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  const example = exampleAround(s, e);
  if (example === undefined) return false;
  if (claim.quantities.some((o) => o !== q && s.quantities.some((f) => f !== e && within(f, example) && sameQuantity(o, f)))) return false;
  const words = [...keysWithin(s, example)];
  return words.filter((key) => claim.keys.has(key)).length < EXAMPLE_WORDS_SAID * words.length;
}

/** A reason clause the claim's figure stands in: ", because the 19:30 sailing is withdrawn". */
const REASON_CLAUSE = /,\s*(?:because|as|since)\b[^,;]*$/iu;

/**
 * The source's figure stands in a stretch between semicolons that names none of the claim's
 * names, while another stretch names one no other does and gives a figure of the kind of its own:
 * "2 minutes" of "… reaches Leeds at 8:35 and stops for 2 minutes; it reaches Selby at 9:18 and
 * stops for 4 minutes" is no stop at Selby.
 */
function inStretchOfAnother(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  const stretches = segments(s);
  if (stretches.length < 2) return false;
  // Only a name tells one stretch from the others (a sentence's subject and topic words may stand in
  // its first stretch alone), and only one of the claim's own stretch, where its figure is (a copied
  // list names each item's beside it).
  // (A clause the claim gives as a reason, "because the 19:30 sailing is withdrawn", is a stretch of its own.)
  const reason = REASON_CLAUSE.exec(claim.text.slice(0, q.start - claim.start));
  const segment = segmentOf(claim, q);
  const ownStretch = reason === null ? segment : { start: Math.max(segment.start, claim.start + reason.index), end: segment.end };
  const names = claim.content.filter((t) => within(t, ownStretch) && claim.entities.some((name) => name.kind === "name" && within(t, name)));
  if (names.length === 0) return false;
  // The figure's own stretch names none of the claim's words alone, the sentence's subject (before
  // its first figure) left aside: "A junior entering the Open pays £20" is the juniors' £20.
  const subjectEnd = s.quantities[0]?.start ?? s.start;
  const words = claim.content.filter((t) => (t.kind !== "cjk" || t.norm.length >= 2) && !s.content.some((w) => w.end <= subjectEnd && matchKey(w) === matchKey(t)));
  const ours = stretches.findIndex((stretch) => within(e, stretch));
  if (ours < 0 || ownWordsPerStretch(s, stretches, words)[ours]!.length > 0) return false;
  const ownNames = ownWordsPerStretch(s, stretches, names);
  return stretches.some((stretch, i) => i !== ours && ownNames[i]!.length > 0 && s.quantities.some((o) => within(o, stretch) && comparable(o, q) && !sameQuantity(q, o)));
}

/**
 * A Chinese case a text opens with, "X的，", after a list number: 住房租赁企业出租房屋 of
 * "二、住房租赁企业出租房屋的，须…3个工作日内…".
 */
const ZH_CASE_HEAD = /^\s*(?:[一二三四五六七八九十]+、|\d+[.、])?([^，。；,;：:]{2,30}?)的[，,]/u;

/** The match keys of the case head a part of a text opens with, if it opens with one. */
function zhCaseHead(text: Analysed, part: Span): Set<string> | undefined {
  const from = part.start - text.start;
  const head = ZH_CASE_HEAD.exec(text.text.slice(from, part.end - text.start));
  if (head === null) return undefined;
  const start = part.start + head[0].lastIndexOf(head[1]!);
  return keysWithin(text, { start, end: start + head[1]!.length });
}

/**
 * The claim opens with a case, `ours` ("住房租赁企业出租房屋的，"), that another stretch of the sentence opens
 * with, giving a figure of the kind of its own, where the figure's own stretch opens with another
 * case: "签约后30日内" of "…；个人出租的，由出租人或承租人在签约后30日内…办理" is no deadline of 住房租赁企业's,
 * whose stretch gives "3个工作日内", however many of the claim's words the figure's stretch repeats.
 */
function inAnotherHeadedCase(ours: ReadonlySet<string> | undefined, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  if (ours === undefined || ours.size === 0) return false;
  const stretches = segments(s);
  if (stretches.length < 2) return false;
  const named = (stretch: Span): boolean => {
    const head = zhCaseHead(s, stretch);
    return head !== undefined && [...ours].every((key) => head.has(key));
  };
  const holding = stretches.find((stretch) => within(e, stretch));
  if (holding === undefined || named(holding)) return false;
  // (Of the figure's dimension: 3个工作日 is a deadline as 30日 is, in units that do not convert.)
  return stretches.some((stretch) => stretch !== holding && named(stretch) && s.quantities.some((o) => within(o, stretch) && o.dimension === q.dimension && !sameQuantity(q, o)));
}

/**
 * The claim lists things and gives them one figure, where the sentence gives it to one of them in
 * its own stretch and another figure of the kind, none equal, to another in a stretch alone: "The
 * frame, motor and battery are all covered by a 5-year warranty" against "Warranty: 5 years on
 * the frame; 2 years on the motor and battery". Only the list of the claim's own stretch counts: a
 * claim copied from both stretches names each stretch's things beside its figure.
 */
function givenToOthersToo(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  const stretches = segments(s);
  if (stretches.length < 2) return false;
  const ours = stretches.findIndex((stretch) => within(e, stretch));
  if (ours < 0) return false;
  const ownStretch = segmentOf(claim, q);
  const words = claim.content.filter((t) => within(t, ownStretch) && !insideFigure(claim, t));
  const listed = listedItems(claim, words);
  if (listed.length < 2) return false;
  const own = ownWordsPerStretch(s, stretches, listed);
  if (own[ours]!.length === 0) return false;
  return stretches.some((stretch, i) => {
    if (i === ours || own[i]!.length === 0) return false;
    const figures = s.quantities.filter((o) => within(o, stretch) && comparable(o, q));
    return figures.length > 0 && !figures.some((o) => sameQuantity(q, o));
  });
}

/** A phrase that opens a text before its clause, up to the point read: "For a Zone B address such as SY5". */
const FRONTED_PHRASE = /^\s*(?:for|if|when|in|on|at|with|as|after|before|since|unless|once|during|from)\b[^,;:]*$/iu;

/** A comma between two items, which makes a list of things, not two verbs joined ("cover it with foil and bake it"). */
const COMMA_JOINT = /[,、]/u;

/** The words that end the items of the lists among `words` that have a comma between two items: "frame", "motor", "battery" of "The frame, motor and battery". */
function listedItems(text: Analysed, words: readonly Token[]): Token[] {
  const items: Token[] = [];
  let run: Token[] = [];
  let comma = false;
  const close = (): void => {
    if (comma && run.length > 1) items.push(...run);
    run = [];
    comma = false;
  };
  words.forEach((word, k) => {
    const previous = words[k - 1];
    const joint = previous === undefined ? "" : text.text.slice(previous.end - text.start, word.start - text.start);
    // (The comma that closes a phrase set before the clause lists nothing: "For a Zone B address such as SY5, collection and return costs £25".)
    const closesAPhrase = previous !== undefined && COMMA_JOINT.test(joint) && FRONTED_PHRASE.test(text.text.slice(0, previous.end - text.start));
    if (previous !== undefined && !closesAPhrase && listedApart(text, previous, word)) {
      if (run.length === 0) run.push(previous);
      run.push(word);
      comma ||= COMMA_JOINT.test(joint);
    } else close();
  });
  close();
  return items;
}

/** 其中 before a figure in its clause: what follows is a part of a whole said before. */
const ZH_PART_OPENING = /其中[^，。；]*$/u;

/** What makes a figure a whole: 共有, 总, 合计 before it, or its own 其中 after it. */
const ZH_WHOLE_BEFORE = /(?:共有?|总|合计|一共|总共|总计)[^，。；\d]{0,6}$/u;
const ZH_PARTS_AFTER = /^[^，。；\d]{0,6}[，,]\s*其中/u;

/**
 * The claim gives a part of a whole (其中南停车场有700个车位), which the whole's larger figure does not
 * rival (共有车位1200个): only another part's figure could.
 */
function partOfTheWhole(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  if (e.value <= q.value || !ZH_PART_OPENING.test(claim.text.slice(0, q.start - claim.start))) return false;
  return ZH_WHOLE_BEFORE.test(s.text.slice(0, e.start - s.start)) || ZH_PARTS_AFTER.test(s.text.slice(e.end - s.start));
}

/**
 * …or the whole a part it gives is "of" ("£33.8 million of the £48.7 million revenue"), which a figure
 * smaller than that part cannot be: £19.2 million of "contributed £19.2 million of revenue" is a part too.
 */
function wholeOfTheClaimsPart(claim: Analysed, q: Quantity, e: Quantity): boolean {
  if (!wholeOfAPart(claim, q)) return false;
  const part = claim.quantities.findLast((p) => p.end <= q.start);
  return part !== undefined && comparable(part, q) && PART_OF_BETWEEN.test(claim.text.slice(part.end - claim.start, q.start - claim.start)) && e.value < part.value;
}

/** …or a part "of them" that it gives of a whole before it: "97 injury collisions, … two of them fatal" is not rivalled by 97. */
function partOfTheClaimsWhole(claim: Analysed, q: Quantity, e: Quantity): boolean {
  return OF_THEM_AFTER.test(claim.text.slice(q.end - claim.start)) && claim.quantities.some((whole) => whole.end <= q.start && sameQuantity(whole, e));
}

const OF_THEM_AFTER = /^\s+of\s+(?:them|these|those|which|whom)\b/iu;

/**
 * A bound the source's figure only implies, being another value on its side ("at most 3 times" of
 * "once"), holds the claim only where both speak of one thing: "最多只能取消3次" is not held by "可免费更改一次".
 */
function impliedByAnother(q: Quantity, e: Quantity): boolean {
  if (q.bound === undefined) return false;
  // "Seven or more" is the limit of "more than six" itself.
  if (e.bound === q.bound && inclusiveCount(q) !== undefined && inclusiveCount(q) === inclusiveCount(e)) return false;
  // "Under-18s" of "visitors under 18": an age the source writes as a bare number.
  const source = q.dimension === "age" && e.dimension === "count" ? inYearsOfAge(e) : e;
  const limit = q.bound === "lower" ? source.value : (source.max ?? source.value);
  return Math.abs(limit - q.value) > q.step / 2;
}

/** What makes a figure exact, which no bound holds: "take exactly two actions", 恰好3次. */
const EXACTLY_BEFORE = /(?:\b(?:exactly|precisely)\s+|(?:恰好|正好|刚好)\s*)$/iu;
/** How far before its figure "exactly" may stand. */
const EXACTLY_REACH = 12;

/** The claim bounds a figure the sentence says is exact: "up to two actions" is not what "exactly two actions" allows. */
function boundAgainstExact(q: Quantity, s: SourceSentence, e: Quantity): boolean {
  return q.bound !== undefined && EXACTLY_BEFORE.test(s.text.slice(Math.max(0, e.start - s.start - EXACTLY_REACH), e.start - s.start));
}

/** A Han character: a Chinese measure word, or the word right after a number. */
const HAN_AFTER = /^\p{Script=Han}/u;

/** What stands between the two numbers of a score or ratio: 6比5, 六比四. */
const SCORE_JOIN = /^\s*比\s*$/u;

/** Whether a number is one side of a score or ratio: the 6 and the 5 of 6比5. */
function inScore(text: Analysed, q: Quantity): boolean {
  const i = text.quantities.indexOf(q);
  if (i < 0) return false;
  const joined = (a: Quantity | undefined, b: Quantity | undefined): boolean =>
    a !== undefined && b !== undefined && SCORE_JOIN.test(text.text.slice(a.end - text.start, b.start - text.start));
  return joined(q, text.quantities[i + 1]) || joined(text.quantities[i - 1], q);
}

/** An English negation right after a figure, on its verb: "13 did not pass", "13 were not accepted". */
const DENIED_AFTER = /^\s+(?:\p{L}+\s+)?(?:did|does|do|was|were|is|are|has|have|had|will|would|can|could|may|might|should|must)(?:\s+(?:not|never)|n['’]t)\b/iu;
const DENIED_AFTER_REACH = 24;
/** …or a verb that says it will not be, right after it: "the 19:30 sailing is withdrawn". */
const WITHDRAWN_AFTER = /^\s+(?:\p{L}+\s+)?(?:is|are|was|were|will\s+be|has\s+been|have\s+been|had\s+been)\s+(?:withdrawn|cancelled|canceled|scrapped|discontinued|suspended|axed|dropped)\b/iu;

/**
 * Whether the text says the figure of something denied: a Chinese negation word right before it
 * (不合格13批次), or an English one on the verb right after it ("13 did not pass"). A figure of
 * what failed does not hold one of what passed.
 */
function ofSomethingDenied(text: Analysed, q: Quantity): boolean {
  // A negation that makes a bound (不到5000元, "under 12 should not") is the bound's; a label's number ("Year 1 don't need") counts nothing denied.
  if (q.bound !== undefined || q.negationBefore !== undefined || labelsNumber(text.text, q.start - text.start) || sideOfABoundSize(text, q)) return false;
  // …and a verb may deny it in other words: "the 19:30 sailing is withdrawn" says "will not run".
  if (WITHDRAWN_AFTER.test(text.text.slice(q.end - text.start, q.end - text.start + DENIED_AFTER_REACH))) return true;
  if (text.negations.length === 0) return false;
  const before = text.content.findLast((t) => t.end <= q.start);
  if (before !== undefined && before.kind === "cjk" && q.start - before.end <= 1 && text.negations.some((cue) => cue.start === before.start || cue.end === before.start)) return true;
  const after = text.text.slice(q.end - text.start, q.end - text.start + DENIED_AFTER_REACH);
  return DENIED_AFTER.test(after) && !/^\s*(?:more|less|fewer|longer|later|earlier)\b/iu.test(after.replace(DENIED_AFTER, ""));
}

/** What joins the sides of a size: the × of "40 cm × 30 cm × 15 cm". */
const SIDES_JOINT = /^\s*[×xX*]\s*$/u;

/** A later side of a size whose first side is bounded: the refusal after "larger than 40 cm × 30 cm × 15 cm are not admitted" is the bound's, not its 15 cm's. */
function sideOfABoundSize(text: Analysed, q: Quantity): boolean {
  let side = q;
  for (let i = text.quantities.indexOf(q) - 1; i >= 0; i--) {
    const previous = text.quantities[i]!;
    if (!SIDES_JOINT.test(text.text.slice(previous.end - text.start, side.start - text.start))) return false;
    if (previous.bound !== undefined) return true;
    side = previous;
  }
  return false;
}

/** Where a sentence goes on to another case: "…below £50,000, or six weeks' rent where…", "…£33.10 and a 12-month PPC costs…", "…; Premium £49.99". */
const CASE_BREAKS = /,\s*(?:or|while|whereas)\s+|\s+and\s+(?=(?:a|an|the)\s)|;\s*|[；，]/giu;

/**
 * The claim pairs its figure with another of its figures that the sentence gives in another case,
 * whose own figure of that kind differs: "Where annual rent is £50,000 or more, the deposit can be
 * up to five weeks' rent" of "may not exceed five weeks' rent where annual rent is below £50,000,
 * or six weeks' rent where annual rent is £50,000 or more". Gives that other case, and whether the
 * claim names it first ("The 10-inch round cake costs £52" of "8-inch, serves 20, £52; 10-inch,
 * serves 32, £74": the 10-inch's case, named before its price).
 */
function pairedAcrossCases(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): { theirs: Span; namedFirst: boolean } | undefined {
  const figures = [...(claim.subjectQuantities ?? []), ...claim.quantities];
  if (figures.length < 2) return undefined;
  const cases = spansBetween(s.text, CASE_BREAKS, s.start);
  if (cases.length < 2) return undefined;
  const caseOf = (figure: Quantity): Span | undefined => cases.find((part) => within(figure, part));
  const ours = caseOf(e);
  if (!ours) return undefined;
  const kindOf = (figure: Quantity): Quantity => ({ ...figure, bound: undefined, change: undefined });
  // Counts of different things by one measure word (17艘散货船、10艘油轮) list items; they pair no case.
  const anyThing = (figure: Quantity): Quantity => ({ ...figure, counted: undefined });
  // A clause of the claim with its own figure of the other's kind pairs the figure with that one:
  // "The 2 A charger takes 8 hours, so the 5 A charger saves four and a half hours" pairs 8 hours with 2 A, not 5 A.
  const ownClause = spansBetween(claim.text, CASE_COMMAS, claim.start).find((part) => within(q, part));
  const pairedInClause = (other: Quantity): boolean =>
    ownClause !== undefined && !within(other, ownClause) && claim.quantities.some((f) => f !== q && within(f, ownClause) && comparable(kindOf(f), kindOf(other)));
  for (const other of figures) {
    if (other === q || comparable(anyThing(other), anyThing(q)) || pairedInClause(other)) continue;
    // The amount of a move the claim works out ("比调整前多了100元") is no case's figure, whatever case
    // gives the same amount as it is.
    if (other.change?.figure === "amount") continue;
    const held = s.quantities.filter((f) => sameQuantity(other, f));
    if (held.length === 0 || held.some((f) => caseOf(f) === ours)) continue;
    // Each case gives its own figure of both kinds; one said once for all ("The 4.0 Ah battery charges in 60 minutes…, or in 35 minutes…") is no case's.
    const theirs = caseOf(held[0]!);
    if (
      theirs !== undefined &&
      s.quantities.some((f) => within(f, ours) && comparable(kindOf(other), kindOf(f)) && !sameQuantity(other, f)) &&
      s.quantities.some((f) => within(f, theirs) && comparable(kindOf(q), kindOf(f)))
    ) {
      return { theirs, namedFirst: other.end <= q.start };
    }
  }
  return undefined;
}

/**
 * The sentence's case (a stretch between semicolons) holds every figure of the claim, two or more,
 * each the only one of its kind there, and opens on a word the claim uses that opens no other case: "研究生可借20册，借期60天" of
 * "本科生可同时借阅中文图书15册，借期30天；研究生可借20册，借期60天；…" for "研究生最多可同时借20册中文图书，
 * 每次借期60天". Its figures are the claim's, whatever words of another case the claim borrows.
 */
function caseHoldingAll(claim: Analysed, s: SourceSentence, holds: (q: Quantity, e: Quantity) => boolean): boolean {
  if (claim.quantities.length < 2) return false;
  const cases = segments(s);
  if (cases.length < 2) return false;
  // …and no other figure of any claim figure's kind, which the claim might have paired otherwise ("1.60折射率…568元" of "1.56折射率198元，1.60折射率328元，1.67折射率568元").
  const holding = cases.find((part) => {
    const inPart = s.quantities.filter((e) => within(e, part));
    return claim.quantities.every((q) => inPart.some((e) => holds(q, e)) && inPart.filter((e) => comparable(q, e)).length === 1);
  });
  if (holding === undefined) return false;
  const claimKeys = new Set(claim.content.map((t) => matchKey(t)));
  return [...distinctOpening(s, holding, cases)].some((key) => claimKeys.has(key));
}

/** The case the claim names by a figure before `q`, where the sentence gives `q` in another case. */
function namedCase(claim: Analysed, q: Quantity, s: SourceSentence): Span | undefined {
  for (const o of s.quantities) {
    if (!sameQuantity(q, o)) continue;
    const paired = pairedAcrossCases(claim, q, s, o);
    if (paired?.namedFirst) return paired.theirs;
  }
  return undefined;
}

/**
 * Two exact measures of one kind whose values differ by a power of ten (10 to 10,000 times); not bare
 * numbers, which may be anything ("前面加个五" of an age of 50 or more), nor amounts per different
 * periods or things, which differ for that ("£65 a month" of "£6.50 a day").
 */
function magnitudeOff(q: Quantity, e: Quantity): boolean {
  if (q.unit === "" || q.bound !== undefined || e.bound !== undefined || q.change !== undefined || e.change !== undefined || q.value === 0 || e.value === 0) return false;
  if (q.per !== undefined && e.per !== undefined && !samePer(q, e)) return false;
  const exponent = Math.log10(Math.abs(q.value / e.value));
  const whole = Math.round(exponent);
  return whole !== 0 && Math.abs(whole) <= 4 && Math.abs(exponent - whole) < 1e-9;
}

/** The claim's time after or before an event is the source's time later or earlier: "two days after the fireball" of "found … two days later". */
function offsetSaidAs(claim: Analysed, q: Quantity, e: Quantity): boolean {
  const offset = asOffset(e);
  const way = offsetWay(claim.text.slice(q.end - claim.start));
  return offset !== undefined && way !== undefined && q.change === undefined && (way === "later") === (offset.way === "rise") && sameQuantity(q, offset.plain);
}

/** The claim's time after an event is no time the sentence says comes before one, nor the other way: "14 days after collecting" of "a reminder sent at least 14 days beforehand". */
function offsetTheOtherWay(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  const ours = offsetWay(claim.text.slice(q.end - claim.start));
  const theirs = ours === undefined ? undefined : offsetWay(s.text.slice(e.end - s.start));
  return theirs !== undefined && theirs !== ours;
}

/** Words that name a limit rather than compare with a figure: "up to 33 kg", "within 12 months" (a window), "最多可报考4个", "上限为60周岁". */
const LIMIT_BEFORE = /(?:\b(?:up\s+to|within|at\s+most|(?:a\s+)?maximum(?:\s+of)?|max\.?|no\s+more\s+than|not\s+more\s+than|capped\s+at|limited\s+to)\s*|(?:最多|至多|最长|最高|上限|封顶|不超过)\p{Script=Han}{0,4}?\s*)$/iu;
const LIMIT_REACH = 24;

/**
 * The claim's bound names a limit, which only that limit holds: "may check two bags of up to 33 kg"
 * is not held by "one bag of 23 kg", though 23 kg is under 33; "more than 100 W" compares, and 150 W
 * holds it.
 */
function namesLimit(claim: Analysed, q: Quantity): boolean {
  if (q.bound !== "upper") return false;
  const at = q.start - claim.start;
  return LIMIT_BEFORE.test(claim.text.slice(Math.max(0, at - LIMIT_REACH), at));
}

/**
 * The claim's bound is written as an exact figure of the sentence, said of something else, and the
 * sentence gives a bound of its own the same way for what the claim bounds: "内部高度至少需要420毫米"
 * is not held by "尺寸为455×150×420毫米" beside "柜体内部高度不低于450毫米".
 */
function boundGivenOtherwise(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  if (q.bound === undefined || e.bound !== undefined || sameAttribute(claim, q, s, e)) return false;
  return s.quantities.some((o) => o.bound === q.bound && o.max === undefined && comparable(q, o) && !sameQuantity(q, o) && sameAttribute(claim, q, s, o));
}

/** The sentence gives the bound's own figure, bounded otherwise or not at all ("不能超过1500元" for "至少要分摊1500元"): that figure, not another one, says whether the bound holds. */
function limitGivenApart(q: Quantity, s: SourceSentence): boolean {
  const { bound, strictBound, ...limit } = q;
  return s.quantities.some((o) => o.bound !== bound && sameQuantity(limit, { ...o, bound: undefined }));
}

/**
 * An aligned sentence that says more of what the claim says around its bound states a bound of
 * the same kind ("most patients were over 65"): that bound, not a figure elsewhere that happens
 * to lie on its side ("treated 1,240 patients"), says whether the claim's holds.
 */
function boundStatedElsewhere(claim: Analysed, q: Quantity, s: SourceSentence, aligned: readonly SourceSentence[]): boolean {
  const around = nearbyKeys(claim, q);
  const saysOf = (sentence: SourceSentence): number => [...around].filter((key) => sentence.keys.has(key)).length;
  const here = saysOf(s);
  return aligned.some((other) => other !== s && saysOf(other) > here && other.quantities.some((o) => o.bound === q.bound && comparable(q, o) && sameAttribute(claim, q, other, o)));
}

/**
 * A name of several words whose first word of three letters or more no sentence of the cited source
 * has: "the Glenmore Visitor Centre", not "SC Vilanova" where the source says "Vilanova".
 */
function namesWhatSourcesLack(claim: Analysed, regions: readonly Region[]): boolean {
  return claim.entities.some((e) => {
    const words = e.text.split(/\s+/u);
    const first = words.find((word) => word.length >= 3)?.toLowerCase();
    return e.kind === "name" && words.length > 1 && first !== undefined && !regions.some((region) => region.sentences.some((s) => s.flat.includes(first)));
  });
}

/** Words that say a figure is what a thing was moved to: 推迟到, 改为, "moved to", "now". */
const MOVED_TO_BEFORE = /(?:推迟|提前|延后|延长|缩短|改|调整|变更|调)(?:到|至|为)\s*$|\b(?:moved|changed|brought\s+forward|put\s+back|pushed\s+back)\s+to\s+$|\bnow\s+(?:at\s+|be\s+)?$/iu;
/** …and that a source's figure in brackets is what was before: "（原为6:30—22:00）", "(previously 22:00)". */
const OLD_VALUE_BEFORE = /[（(]\s*(?:原为|原来为|原来是|原|此前为|调整前为|previously|formerly|was|before)[^）)]*$/iu;
/** Characters read before a figure for such words. */
const MOVED_REACH = 24;

/**
 * The claim says a thing was moved to its figure, which the source gives as the value before the
 * change: "末班车则推迟到22:00" against "首末班时间调整为6:00—21:30（原为6:30—22:00）".
 */
function movedToAnOldValue(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity): boolean {
  const before = (text: Analysed, at: number): string => text.text.slice(Math.max(0, at - text.start - MOVED_REACH), at - text.start);
  return MOVED_TO_BEFORE.test(before(claim, q.start)) && OLD_VALUE_BEFORE.test(before(s, e.start));
}

/** A decade or a century, which the date rules do not read: 20世纪50年代, "the 1950s". */
const ERA = /\d{1,2}\s*世纪(?:\s*\d0\s*年代)?|\d0\s*年代|\b1\d{2}0s\b|\b20\d0s\b/giu;

/** The figure is the number of a decade or century the claim names. */
function withinAnEra(claim: Analysed, q: Quantity): boolean {
  return [...claim.text.matchAll(ERA)].some((m) => claim.start + m.index <= q.start && q.end <= claim.start + m.index + m[0].length);
}

/**
 * A time of the claim that no sentence of the cited source gives: a date with a year, where the
 * source does not name the year either ("a 2017 survey"), or a decade or century it does not write.
 */
function dateSourcesLack(claim: Analysed, regions: readonly Region[]): boolean {
  const sentences = regions.flatMap((region) => region.sentences);
  const datedAnew = claim.dates.some((d) => {
    const year = d.year;
    return year !== undefined && !sentences.some((s) => s.dates.some((e) => sameDate(d, e)) || s.text.includes(String(year)));
  });
  return datedAnew || [...claim.text.matchAll(ERA)].some(([era]) => !sentences.some((s) => s.text.includes(era)));
}

/**
 * "22名划手" is not held by "22人龙舟" where the sentence counts 划手 apart ("划手20人"): the equal
 * Chinese count counts another thing than the claim's, which another figure of the sentence counts.
 */
function zhCountOfAnother(q: Quantity, e: Quantity, sentence: SourceSentence): boolean {
  const thing = q.counted;
  if (thing === undefined) return false;
  // A count is of the thing written after its measure word (22名划手) or right before its figure (划手20人).
  const countsThing = (o: Quantity): boolean => o.counted === thing || sentence.text.slice(0, o.start - sentence.start).endsWith(thing);
  return e.counted !== undefined && !countsThing(e) && sentence.quantities.some((o) => o !== e && o.dimension === "count" && countsThing(o));
}

/** Chinese measure words of kinds no paraphrase mixes: times (3次), nights (3晚), people (3名), rounds and games (9轮, 3局; not 场, which counts appearances as 次 does). */
const ZH_MEASURE_KINDS: ReadonlyMap<string, string> = new Map([
  ..."次回遍趟".split("").map((w): [string, string] => [w, "times"]),
  ..."晚夜宿".split("").map((w): [string, string] => [w, "nights"]),
  ..."名位例人".split("").map((w): [string, string] => [w, "people"]),
  ..."轮局盘".split("").map((w): [string, string] => [w, "rounds"]),
  // (12课时 are hours of teaching, given in 6次: no count of occasions.)
  ["课", "lessons"],
]);

/** Measure words that name a rank or grade, not a count: 四级科目, 5号线, 第3届. */
const ZH_RANK_WORDS = new Set(["级", "号", "届", "代"]);

/** "3次" is not held by "连住3晚": the two measure words count things of different kinds; "4个科目" is no 四级科目. */
function otherMeasureKinds(a: string | undefined, b: string | undefined): boolean {
  if (a !== undefined && b !== undefined && ZH_RANK_WORDS.has(a) !== ZH_RANK_WORDS.has(b)) return true;
  const kindA = a === undefined ? undefined : ZH_MEASURE_KINDS.get(a);
  const kindB = b === undefined ? undefined : ZH_MEASURE_KINDS.get(b);
  // (个 counts things or people, never occasions: 两次 is no 三个组别.)
  if ((kindA === "times" && b === "个") || (kindB === "times" && a === "个")) return true;
  return kindA !== undefined && kindB !== undefined && kindA !== kindB;
}

/**
 * "At the age of 78" and "She was 78": an age is often written as a bare number; and an age in
 * months as a length of time ("满6个月" of "满6月龄").
 */
function sameAge(q: Quantity, e: Quantity): boolean {
  const [age, other] = q.dimension === "age" ? [q, e] : [e, q];
  if (age.dimension !== "age") return false;
  // (The very figure, not one a bound of the other holds: "6周岁以下" holds no 25分钟; and an age
  // in years is no length of time: "20岁" is not "20年前".)
  if (other.dimension === "time") return age.step < YEAR_SECONDS && age.value === other.value && age.max === other.max && age.bound === other.bound;
  return other.dimension === "count" && other.noun === undefined && sameQuantity(age, inYearsOfAge(other));
}

/** The last 每天, 每月 or 每年 of the figure's clause before it, which the figure's count is per. */
const ZH_PER_EARLIER = /每\s*(天|日|周|个月|月|年)[^，。；,;]*$/u;

/**
 * "每天开行的旅客列车达到143对" counts per day as "增至每日143对" does, though its 每天 stands
 * apart from the figure: the claim's count, read per that time, is the source's rate.
 */
function perTimeSaidBefore(claim: Analysed, q: Quantity, e: Quantity): boolean {
  if (q.dimension !== "count" || e.dimension !== "rate") return false;
  const per = ZH_PER_EARLIER.exec(claim.text.slice(0, q.start - claim.start))?.[1];
  const seconds = per === undefined ? undefined : zhSecondsOf(per);
  if (seconds === undefined) return false;
  return sameQuantity({ ...q, dimension: "rate", unit: "/s", value: q.value / seconds, step: q.step / seconds }, e);
}

/** The last 每 of the figure's clause before it and what it is of: the 周 of "每周开放五天", the 次 of "每次服务约40分钟". */
const ZH_EACH_EARLIER = /每\s*(个月|\p{Script=Han})[^每，。；,;]*$/u;
const ZH_OCCASION = /^[次回]$/u;

/** Whether the figure is said for each period of time or for each occasion, by a 每 before it in its clause. */
function eachSaidBefore(text: Analysed, q: Quantity): "period" | "occasion" | undefined {
  const each = ZH_EACH_EARLIER.exec(text.text.slice(0, q.start - text.start))?.[1];
  if (each === undefined) return undefined;
  return ZH_OCCASION.test(each) ? "occasion" : zhSecondsOf(each) !== undefined ? "period" : undefined;
}

/** Words that make the figure after them a price: 价格是, 售价, "costs", "priced at", "the price is". */
const PRICE_BEFORE = /(?:价格|售价|价钱|定价|单价|票价)(?:是|为|约|大约)?\s*$|\b(?:costs?|priced\s+at|(?:the\s+)?price\s+(?:is|was|of))\s+(?:about\s+|around\s+)?$/iu;

/** The claim gives its figure as a price, which no amount a price moved by ("便宜299元") holds. */
function priceSaid(claim: Analysed, q: Quantity): boolean {
  return q.change === undefined && q.dimension === "currency" && PRICE_BEFORE.test(claim.text.slice(0, q.start - claim.start)) && !MORE_AFTER_PRICE.test(claim.text.slice(q.end - claim.start));
}

/** Words after a price that make it one paid on top of another: "costs £1 extra per person", "£2 more". */
const MORE_AFTER_PRICE = /^\s*(?:[\p{L}-]+\s+){0,2}?(?:extra|more|less|cheaper|dearer|on\s+top)\b/iu;

/** Words that say what a figure is per, anywhere in a claim: 每, "per", "an hour". */
const SAYS_PER = /每|\bper\b|\b(?:an?|each|every)\s+(?:second|minute|hour|day|week|month|year)\b/iu;

/**
 * A count said without the time it is per, of a rate the source gives per that time: "3人平均为52个"
 * of "平均为每分钟52个汉字", split from a sentence that said 每分钟 before. A claim that says
 * what any figure is per says it of its own.
 */
function countOfARate(claim: Analysed, q: Quantity, e: Quantity): boolean {
  if (q.dimension !== "count" || e.dimension !== "rate" || q.noun !== e.noun || q.per !== undefined || SAYS_PER.test(claim.text)) return false;
  // The rate keeps its count's precision per second: its count is its value over its step, in the count's steps.
  return sameQuantity({ ...q, dimension: "rate", unit: e.unit, value: (q.value * e.step) / q.step, step: e.step }, e);
}

/**
 * A figure of a score the claim writes from the other side ("11-9 down") of one the source writes as
 * a pair in rising order, which reads as a range: "trailed 9-11".
 */
function reversedScore(claim: Analysed, q: Quantity, e: Quantity): boolean {
  if (e.max === undefined || !SCORE_PAIR.test(e.raw)) return false;
  const i = claim.quantities.indexOf(q);
  const pairedWith = (a: Quantity | undefined, b: Quantity | undefined): boolean =>
    a !== undefined && b !== undefined && a.value > b.value && b.value === e.value && a.value === e.max && SCORE_HYPHEN.test(claim.text.slice(a.end - claim.start, b.start - claim.start));
  return pairedWith(q, claim.quantities[i + 1]) || pairedWith(claim.quantities[i - 1], q);
}

/**
 * A multiple that the claim's own two other figures of one kind make: "costs £110 [doc2], which is
 * five times Brightpane's £22 [doc1]"; where the claim bounds it ("20多倍", "more than twice"), within
 * the bound's next step (20 to 30 times, 2 to 3): "运行了3200小时，是对照电极（约140小时）的20多倍".
 */
function multipleOfItsFigures(claim: Analysed, q: Quantity): boolean {
  if (!isMultiple(q) || q.bound === "upper" || q.max !== undefined || q.value <= 0) return false;
  // (The two are the claim's only pair of one kind: "a two-storey house … a three-bedroom home" count other things.)
  const others = claim.quantities.filter((o) => o !== q && !isMultiple(o) && o.max === undefined && o.bound === undefined && o.value > 0);
  const pairs = others.flatMap((a, i) => others.slice(i + 1).filter((b) => comparable(a, b)).map((b) => [a, b] as const));
  if (pairs.length !== 1) return false;
  const [a, b] = pairs[0]!;
  const ratio = Math.max(a.value, b.value) / Math.min(a.value, b.value);
  if (q.bound === undefined) return Math.abs(ratio - q.value) <= RATIO_TOLERANCE * q.value;
  return ratio >= q.value && ratio < q.value + 10 ** Math.floor(Math.log10(q.value));
}

/** The noun right before a bare number, which the number may place: "round" of "round nine". */
const PLACED_NOUN_BEFORE = /(?<![A-Za-z])([A-Za-z]{3,})\s+$/u;

/** A bare number the noun before it puts in a place ("round nine", "lap 12") is held by that noun's ordinal: "the ninth round". */
function placeByItsOrdinal(claim: Analysed, q: Quantity, s: SourceSentence): boolean {
  if (q.dimension !== "count" || q.noun !== undefined || q.max !== undefined || !Number.isInteger(q.value)) return false;
  const noun = PLACED_NOUN_BEFORE.exec(claim.text.slice(0, q.start - claim.start))?.[1]?.toLowerCase();
  if (noun === undefined) return false;
  const placed = singular(noun);
  // (Most sentences do not name the noun at all: their ordinals need not be read.)
  return s.flat.includes(placed) && superlativeRanks(s.text).some((rank) => rank.place === q.value && rank.by === placed);
}

/** An adjective of a period before a figure in its clause, which the amount is then per: "Annual rental income is £4.9 million", "the monthly fee of £30". */
const PERIOD_ADJECTIVE_BEFORE = /\b(annual|yearly|monthly|weekly|daily|quarterly)\b[^,;:.!?]*$/iu;
/** Quarters in a year: "quarterly", which PERIOD_SECONDS (the periods amounts are written per) does not name. */
const QUARTERS = 4;

/** The seconds of the period a period adjective names. */
function periodOfAdjective(adjective: string): number {
  return adjective === "quarterly" ? YEAR_SECONDS / QUARTERS : PERIOD_SECONDS.get(adjective)!;
}

/** The amount, per the period an adjective before it in its clause names, if it names no period of its own. */
function perItsAdjective(text: Analysed, q: Quantity): Quantity {
  if (q.dimension !== "currency" || q.per !== undefined) return q;
  const clause = clauseOf(text, q);
  const adjective = PERIOD_ADJECTIVE_BEFORE.exec(text.text.slice(clause.start - text.start, q.start - text.start))?.[1]?.toLowerCase();
  return adjective === undefined ? q : { ...q, per: { seconds: periodOfAdjective(adjective) } };
}

/** An amount said per a period is the one an adjective of that period puts before the other's figure: "£4.9 million a year in rent" of "Annual rental income is £4.9 million". */
function perAPeriodNamedApart(claim: Analysed, q: Quantity, s: SourceSentence): boolean {
  if (q.dimension !== "currency") return false;
  const ours = perItsAdjective(claim, q);
  if (ours.per === undefined) return false;
  return s.quantities.some((e) => {
    if (e.dimension !== "currency") return false;
    const theirs = perItsAdjective(s, e);
    // (One side's own period, the other's by its adjective: where both have the adjective, the figures are read as written.)
    return theirs.per !== undefined && (ours !== q) !== (theirs !== e) && sameQuantity(ours, theirs);
  });
}

/** One of a period, 一天 of "如果一天打了30页", and the 每 that names it per (每天, 每日). */
const ZH_ONE_PERIOD = /^一\s*(?:个)?(天|日|晚|周|星期|月|年|小时)$/u;
const ZH_EACH_PERIOD = /每\s*(?:个)?(天|日|晚|周|星期|月|年|小时)/gu;
const ZH_SAME_PERIOD: Readonly<Record<string, string>> = { 日: "天", 晚: "天", 星期: "周" };

/** How far after its period the figure counted in it may stand: "一天打了30页", "每天前10页". */
const COUNTED_IN_PERIOD_REACH = 6;

/**
 * The claim's 一天 is the period the sentence counts a figure of the kind in each of: "如果一天打了30页"
 * of "每天前10页免费" (not "一个月工资" of "每月领取800元").
 */
function periodTheSentenceGivesEach(claim: Analysed, q: Quantity, s: SourceSentence): boolean {
  const one = ZH_ONE_PERIOD.exec(q.raw)?.[1];
  if (one === undefined || q.bound !== undefined) return false;
  const countedAfter = (text: Analysed, end: number): Quantity | undefined => text.quantities.find((o) => o.start >= end && o.start - end <= COUNTED_IN_PERIOD_REACH);
  const ours = countedAfter(claim, q.end);
  if (ours === undefined) return false;
  const key = (unit: string): string => ZH_SAME_PERIOD[unit] ?? unit;
  return [...s.text.matchAll(ZH_EACH_PERIOD)].some((m) => {
    const theirs = key(m[1]!) === key(one) ? countedAfter(s, s.start + m.index! + m[0].length) : undefined;
    return theirs !== undefined && comparable(ours, theirs);
  });
}

/** What the claim's own other figures make of a figure: a move in percent between its ends, the margin of its score. */
interface OwnWorking {
  move: ReturnType<typeof moveOfItsOwnEnds>;
  margin: number | undefined;
}

/** The claim's own other figures make the figure, which they are checked for in their turn: a move in percent, a margin, a multiple, a gap, a share added on, an instalment, a total of a rate. */
function madeByItsOwnFigures(claim: Analysed, q: Quantity, { move, margin }: OwnWorking): boolean {
  return move?.fits === true || margin === q.value || multipleOfItsFigures(claim, q) || gapOfItsOwnTwo(q, claim) || withItsOwnShareAdded(claim, q) || instalmentOfItsOwnTotal(claim, q) || totalOfItsOwnRate(claim, q);
}

const plainFigure = (o: Quantity): boolean => o.per === undefined && o.change === undefined && o.max === undefined;

/** A Chinese count whose measure word stands before the thing it counts: 两个人, 三位老人. */
const ZH_MEASURE = /^[个位名]$/u;

/** How many of what an amount is per another figure of the claim counts: 60 of "60 months" for "a month", 2 of 两个人 for 每人. */
function countFor(claim: Analysed, rate: Quantity, o: Quantity): number | undefined {
  const per = rate.per;
  if (per === undefined || o === rate || !plainFigure(o)) return undefined;
  const counted = (thing: string): boolean => countsPer(o, thing) || (o.dimension === "count" && ZH_MEASURE.test(o.noun ?? "") && claim.text.startsWith(thing, o.end - claim.start));
  const count = "seconds" in per ? (o.dimension === "time" ? o.value / per.seconds : undefined) : counted(per.thing) ? o.value : undefined;
  return count !== undefined && count >= 2 ? count : undefined;
}

/** An amount per something, to be read against the claim's count of it and its one total. */
const aRate = (q: Quantity): boolean => q.per !== undefined && q.dimension === "currency" && q.change === undefined && q.max === undefined;

/**
 * An amount paid per period (or per thing) that is the claim's own total, said before it, over the
 * number of them it gives: "over 60 months …, £4,935 in total, or £82.25 a month", "分12期，每期…".
 */
function instalmentOfItsOwnTotal(claim: Analysed, q: Quantity): boolean {
  if (!aRate(q)) return false;
  return claim.quantities.some((n) => {
    const count = countFor(claim, q, n);
    if (count === undefined) return false;
    const amounts = claim.quantities.filter((total) => total !== n && total !== q && plainFigure(total) && total.dimension === q.dimension && total.unit === q.unit);
    // (The one said first is what the other is worked out from, so the two never vouch for each other: see totalOfItsOwnRate.)
    // (Not where the claim pays another amount besides, a deposit: "priced at £2,400 …, a £240 deposit and then £200 a month" spreads the rest.)
    return amounts.length === 1 && amounts[0]!.start < q.start && !givenAsTheReason(claim, amounts[0]!, q) && sameQuantity(q, { ...q, value: amounts[0]!.value / count, approximate: false });
  });
}

/** What opens the reason for a figure said before it: "…is £435, since it runs for three months at £145 a month". */
const REASON_OPENING = /\b(?:since|because|as|given\s+that)\b|因为|由于/iu;

/** The rate is said after the total, in a clause that gives the reason for it: the total is what it works out. */
function givenAsTheReason(claim: Analysed, total: Quantity, rate: Quantity): boolean {
  return total.end <= rate.start && REASON_OPENING.test(claim.text.slice(total.end - claim.start, rate.start - claim.start));
}

/**
 * The claim's one total that is its own amount per thing, said before it, times its count of them:
 * 一共276元 of "两个人…，每人138元" (the rate and the count are checked in their turn); or said after it
 * as its reason: "£435, since it runs for at least three months at £145 a month".
 */
function totalOfItsOwnRate(claim: Analysed, q: Quantity): boolean {
  if (!plainFigure(q) || q.dimension !== "currency") return false;
  const totals = claim.quantities.filter((o) => plainFigure(o) && o.dimension === q.dimension && o.unit === q.unit);
  return totals.length === 1 && claim.quantities.some((rate) => aRate(rate) && rate.unit === q.unit && (rate.start < q.start || givenAsTheReason(claim, q, rate)) && claim.quantities.some((n) => {
    const count = countFor(claim, rate, n);
    return count !== undefined && sameQuantity(q, { ...q, value: rate.value * count, approximate: false });
  }));
}

/** Words after a share that add it to another figure: "25% extra time", "20% more". */
const EXTRA_AFTER = /^\s*(?:extra|more|additional|longer)\b/iu;

/** Another figure of the claim with a share it gives added on: "With 25% extra time, a 1 hour 45 minute paper would last about 2 hours 11 minutes". */
function withItsOwnShareAdded(claim: Analysed, q: Quantity): boolean {
  if (q.change !== undefined || q.max !== undefined || q.unit === "%") return false;
  const added = (share: Quantity): boolean => share.unit === "%" && share.change === undefined && share.max === undefined && EXTRA_AFTER.test(claim.text.slice(share.end - claim.start));
  return claim.quantities.some(
    (share) =>
      added(share) &&
      claim.quantities.some((base) => base !== q && base.max === undefined && base.change === undefined && comparable(base, q) && sameQuantity(q, { ...base, value: base.value * (1 + share.value / 100), step: q.step, approximate: q.approximate })),
  );
}

/** What a margin of a score counts, and the result it is the margin of: "a five-point win" (not "a seven-point half-time deficit", which is no final score's). */
const MARGIN_NOUN = /^(?:points?|goals?|runs?|shots?|strokes?|frames?|wickets?|sets?|games?)$/iu;
const RESULT_WORD = /^(?:win|victory|defeat|loss|margin|triumph)$/iu;

/**
 * The margin of the one score the claim gives, where the claim gives a margin beside it: 5 for "a
 * five-point win, 84-79" (the score is checked on its own, and the margin is the claim's working).
 */
function marginOfItsScore(claim: Analysed, q: Quantity): number | undefined {
  if (q.dimension !== "count" || q.change !== undefined || q.bound !== undefined || q.max !== undefined || !MARGIN_NOUN.test(q.noun ?? "") || !q.nounPhrase?.some((word) => RESULT_WORD.test(word))) return undefined;
  const scores = claim.quantities.flatMap((a, i) => {
    const b = claim.quantities[i + 1];
    return b !== undefined && a !== q && b !== q && SCORE_HYPHEN.test(claim.text.slice(a.end - claim.start, b.start - claim.start)) ? [Math.abs(a.value - b.value)] : [];
  });
  return scores.length === 1 ? scores[0] : undefined;
}

/** Two bare numbers joined by a hyphen, as a score is written. */
const SCORE_PAIR = /^\d{1,3}[-–]\d{1,3}$/u;
const SCORE_HYPHEN = /^[-–]$/u;

/**
 * A range whose two ends the sentence gives as limits of the same kind, below the one and above the other:
 * "between 2°C and 40°C" of "where the temperature may fall below 2°C or rise above 40°C"; or from
 * the one up to the other: "200元至3000元罚款" of "处200元以上3000元以下罚款".
 */
function rangeOfTwoLimits(q: Quantity, s: SourceSentence): boolean {
  if (q.max === undefined || q.bound !== undefined || q.change !== undefined) return false;
  const limitAt = (value: number, bound: "lower" | "upper"): boolean => s.quantities.some((e) => e.bound === bound && e.max === undefined && sameQuantity(withoutBound(e), { ...q, max: undefined, value }));
  return (limitAt(q.value, "upper") && limitAt(q.max, "lower")) || (limitAt(q.value, "lower") && limitAt(q.max, "upper"));
}

/** "Tops out at 1,900 rpm" of "0–1,900 rpm": an exact figure is the far end of a range. */
function farEndOfRange(q: Quantity, e: Quantity): boolean {
  if (e.max === undefined || q.max !== undefined || q.bound !== undefined) return false;
  const { max, maxStep, ...end } = e;
  return sameQuantity(q, { ...end, value: max, step: maxStep ?? e.step });
}


/** Words that set a claim before a change: "before February 2025", "previously", "used to", 调整前, 原来. */
const BEFORE_A_CHANGE = /(?<![A-Za-z])(?:before\s+(?:\d|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|the\s+(?:change|update|increase|rise|cut|reduction))|previously|formerly|used\s+to|until\s+(?:\d|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b))|调整前|以前|原来|此前/iu;

/** What makes a figure the price a condition supposes of a thing: "aids that cost £3,000", "a frame priced at £250". */
const SUPPOSED_PRICE_BEFORE = /\b(?:(?:that|which)\s+cost(?:s)?|costing|priced\s+at|worth)\s+$/iu;

/** A condition the claim opens: "如果…", "if …", "when …". */
const CONDITION = /(?:如果|假如|若是|倘若|(?<![A-Za-z])(?:if|when|whenever)(?![A-Za-z]))/giu;

/**
 * The claim's figure follows a condition of its own that holds a figure the sentence does not give, or
 * is in a clause that gives it of a place the sentence does not give: "其中第八名的奖金为2000元" beside "冠军奖金3万元".
 */
function inCaseUnsaid(claim: Analysed, q: Quantity, s: SourceSentence): boolean {
  const unsaid = (o: Quantity): boolean => o !== q && o.end <= q.start && !s.quantities.some((e) => sameQuantity(o, e));
  const clause = clauseOf(claim, q);
  if (claim.quantities.some((o) => o.dimension === "rank" && within(o, clause) && unsaid(o))) return true;
  const before = claim.text.slice(0, q.start - claim.start);
  CONDITION.lastIndex = 0;
  let opens = -1;
  for (let m = CONDITION.exec(before); m !== null; m = CONDITION.exec(before)) opens = m.index;
  if (opens < 0) return false;
  // (…or is itself the price the condition supposes of what it names: "If you send back a pair of aids that cost £3,000".)
  if (SUPPOSED_PRICE_BEFORE.test(before) && !/[,;，；]/u.test(before.slice(opens)) && !s.quantities.some((e) => sameQuantity(q, e))) return true;
  const from = claim.start + opens;
  return claim.quantities.some((o) => o.start >= from && unsaid(o));
}

/** Verbs that say only that something is done (90天内完成, 60天内办理): no act of their own. */
const ZH_LIGHT_ACT = /^(?:完成|办理|进行|处理|实施|执行)$/u;
/** Where a Chinese clause ends, after a figure. */
const ZH_CLAUSE_END = /[，。；！？,;]/u;

/**
 * A Chinese time limit set on an act the cited chunks hardly name: "商品需要在48小时内寄出" against
 * "自签收次日起7天内…可申请无理由退货" says when something else is done, so the source's limit is no
 * rival. The act is the clause's words after the limit, but for verbs of merely doing (完成, 办理);
 * fewer than half of them in the chunks.
 */
function limitOfAnUnsaidAct(claim: Analysed, q: Quantity, regions: readonly Region[]): boolean {
  const after = claim.text.slice(q.end - claim.start);
  if (q.dimension !== "time" || !HAN.test(q.raw) || !(q.bound === "upper" || ZH_WITHIN_AFTER.test(after))) return false;
  const end = after.search(ZH_CLAUSE_END);
  const clauseEnd = q.end + (end < 0 ? after.length : end);
  const act = claim.content.filter((t) => t.kind === "cjk" && t.norm.length >= 2 && !ZH_LIGHT_ACT.test(t.norm) && t.start >= q.end && t.end <= clauseEnd);
  if (act.length === 0) return false;
  const named = act.filter((t) => regions.some((region) => region.sentences.some((s) => s.keys.has(matchKey(t))))).length;
  return named * 2 < act.length;
}

/** Words right before an age that make it the end of a time, no one's age: "领到24周岁", "paid until age 24". */
const AGE_AS_END_BEFORE = /(?:[到至]|\b(?:until|till|up\s+to)(?:\s+(?:the\s+)?age(?:\s+of)?)?)\s*$/iu;

/** The article of one person of an age: "A 13-year-old", "your six-year-old". */
const ONE_OF_AN_AGE_BEFORE = /\b(?:a|an|your|their|my|our)\s+$/iu;

/** "A 12-year-old" is one of the "children aged 5–15" a source speaks of, or of the "over-60s" or "children under 14": an age within an age band or past an age limit is held. */
function ageInBand(claim: Analysed, q: Quantity, e: Quantity): boolean {
  // (A bare bound of people, "children under 14", bounds the age of one the claim speaks of: "A 13-year-old".)
  if (e.dimension === "count" && e.noun === undefined && e.bound !== undefined && ONE_OF_AN_AGE_BEFORE.test(claim.text.slice(0, q.start - claim.start))) e = inYearsOfAge(e);
  if (q.dimension !== "age" || e.dimension !== "age" || q.max !== undefined || q.bound !== undefined) return false;
  // (An age something lasts to is a limit of its own: "继续领到24周岁" is no case of "年满18周岁后".)
  if (AGE_AS_END_BEFORE.test(claim.text.slice(0, q.start - claim.start))) return false;
  // An age on the side of an age limit is one the limit is said of: "一位65岁的客户" of "60周岁以上客户".
  if (e.max === undefined) return e.bound !== undefined && caseOfBound(q, e);
  return q.value >= e.value && q.value <= e.max;
}

/**
 * The claim's figure fits what the source's says without being it, so it cannot be said to break
 * it: a figure strictly within a range ("12 days" against "5–15 days"), or a bound that overlaps an
 * opposite one ("at least 12 hours" against "less than 24 hours"). It may still be unsupported.
 */
function fitsWithin(q: Quantity, e: Quantity): boolean {
  if (q.bound === undefined) return q.max === undefined && e.max !== undefined && e.bound === undefined && q.value > e.value && q.value < e.max;
  if (e.bound === undefined || e.bound === q.bound || e.max !== undefined || q.max !== undefined) return false;
  return q.bound === "lower" ? q.value < e.value : q.value > e.value;
}


/**
 * The other case of a bound, named in a later clause by a comparative before its noun: "; later
 * cancellations forfeit", "longer stays"; or, past a time limit, by 逾期. (Not "otherwise", 否则: what follows a limit broken, "不宜超过70℃，
 * 否则可能出现分层", is no case the other side of it.)
 */
const OTHER_CASE_AFTER = /^[^.。]*?(?:[;；,，]\s*|\s(?:and|but|while|whereas)\s+)(?:(?:a|an|any|all)\s+)?(?:later|earlier|longer|shorter|larger|smaller|bigger|heavier|lighter|higher|lower|greater|older|younger)\s+\p{L}{3,}/iu;
/** …or, after a time to do a thing in, by a word for being late: "须在24小时内通行，逾期自动作废", "must be collected within 30 days; after that, storage is charged". */
const LATE_CASE_AFTER = /^[^。；;]*?[，,]\s*(?:逾期|超期|超时)|^[^.]*?[;,]\s*(?:after\s+that|thereafter|beyond\s+that)\b/iu;
/**
 * …or, past a length of time, by what is then done to the thing kept longer, right after its bound:
 * "Work left on the finished shelves for more than 21 days is moved to the free table" says how long
 * work "can sit on the finished shelves for up to three weeks".
 */
const CONSEQUENCE_AFTER = /^\s+(?:is|are|will\s+be|gets?)\s+(?:then\s+)?[a-z]{3,}(?:ed|en)\b/iu;

/**
 * The claim's bound is the other side of the sentence's, at its figure, and the sentence goes on to
 * say that case: "Cancel with 14 days or less to go and the whole deposit is lost" of "Cancellations
 * made more than 14 days before arrival are refunded …; later cancellations forfeit the whole deposit".
 * What the claim says of the case is for the words to hold.
 */
function otherSideOfABoundSaid(q: Quantity, s: SourceSentence): boolean {
  if (q.bound === undefined) return false;
  return s.quantities.some(
    (e) => {
      if (e.bound === undefined || e.bound === q.bound || !sameQuantity(withoutBound(q), withoutBound(e))) return false;
      const after = s.text.slice(e.end - s.start);
      return (
        OTHER_CASE_AFTER.test(after) ||
        (e.dimension === "time" && e.bound === "upper" && LATE_CASE_AFTER.test(after)) ||
        (e.dimension === "time" && e.bound === "lower" && CONSEQUENCE_AFTER.test(after))
      );
    },
  );
}

/** What opens an exception the sentence makes to what it has said: "但未满16周岁者…", "but under-16s …", "except". */
const EXCEPTION_OPENING = /(?:^|[,，;；]\s*)(?:但是?|不过|\bbut|\bexcept(?:\s+that)?)\s*[^,，;；]*$/iu;

/**
 * The claim's bound is the other side of one the sentence sets an exception by, at its figure, and
 * the claim says what the sentence says before the exception: "年满16岁的车手如果想戴护颈，则需要另付10元"
 * of "护颈需另付10元租用，但未满16周岁者必须佩戴护颈，且免收租金". The claim's other figures are the
 * rule's, and it says no word the exception's clause says alone.
 */
function outsideAnException(claim: Analysed, q: Quantity, s: SourceSentence): boolean {
  if (q.bound === undefined) return false;
  return s.quantities.some((e) => {
    if (e.bound === undefined || e.bound === q.bound || !sameQuantity(withoutBound(q), withoutBound(e))) return false;
    const exception = clauseOf(s, e);
    if (!EXCEPTION_OPENING.test(s.text.slice(0, e.start - s.start))) return false;
    const rule = { start: s.start, end: exception.start };
    const others = claim.quantities.filter((o) => o !== q);
    if (others.length === 0 || !others.every((o) => s.quantities.some((f) => within(f, rule) && sameQuantity(o, f)))) return false;
    const ruleWords = keysWithin(s, rule);
    const exceptionWords = keysWithin(s, { start: exception.start, end: s.end });
    return !claim.content.some((t) => exceptionWords.has(matchKey(t)) && !ruleWords.has(matchKey(t)));
  });
}

/** The case beyond a bound, named after it by a comparative: "after a longer break", "for any heavier parcel". */
const CASE_BEYOND = /\b(?:a|an|any)\s+(?:longer|shorter|larger|smaller|bigger|heavier|lighter|higher|lower|greater|older|younger)\b/iu;

/** A figure written as an adjective before its noun: "nine-month" in "a nine-month career break". */
const ADJECTIVE_FIGURE = /-[a-z]+$/iu;
const NOUN_AFTER = /^\s+([a-z]{3,})/iu;
/** Characters read before a bound for the noun it is said of: "career breaks longer than". */
const BOUNDED_NOUN_REACH = 32;

/** The claim's figure is the adjective of the noun the sentence's bound is said of, written within reach before the bound. */
function adjectiveOfBoundedNoun(claim: Analysed, q: Quantity, s: SourceSentence, bound: Quantity): boolean {
  if (!ADJECTIVE_FIGURE.test(q.raw)) return false;
  const noun = NOUN_AFTER.exec(claim.text.slice(q.end))?.[1]?.toLowerCase();
  if (noun === undefined) return false;
  const at = bound.start - s.start;
  return new RegExp(`\\b${noun}(?:s|es)?\\b`, "iu").test(s.text.slice(Math.max(0, at - BOUNDED_NOUN_REACH), at));
}

/** The 的 that closes the Chinese case a bound opens: "不满六个月的", "1.2米以下的儿童". */
const ZH_CASE_OPENED_AFTER = /^[^，。；,;的\d]{0,4}的/u;
const ZH_CASE_OPENED_REACH = 6;

/** What ends a Chinese case a bound opens: a comma or a semicolon (not the comma of 1,600). */
const ZH_CASE_MARKS = /[,，;；](?!\d)/gu;
/** A Chinese part closed by 的 and a comma: a case the next part says what holds in. */
const ZH_CLOSED_CASE = /的\s*[，,]\s*$/u;
/** How far into its part a bound may start and still open the part's case: "满12个月赔偿1,600元", "使用不满6个月…". */
const ZH_CASE_OPENING_REACH = 2;

/** The parts of a sentence with each part closed by 的 joined to the part after it. */
function closedCasesJoined(s: Analysed, parts: readonly Span[]): Span[] {
  const joined: Span[] = [];
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    const next = parts[k + 1];
    if (next !== undefined && ZH_CLOSED_CASE.test(s.text.slice(part.start - s.start, next.start - s.start))) {
      joined.push({ start: part.start, end: next.end });
      k++;
    } else joined.push(part);
  }
  return joined;
}

/** The clause before the figure's, closed by 的, is the case the claim's bound opens: "车辆使用满12个月后丢失的，赔偿金额为…". */
function headsTheClause(claim: Analysed, bound: Quantity, q: Quantity): boolean {
  const head = clauseOf(claim, bound);
  const own = clauseOf(claim, q);
  const headText = claim.text.slice(head.start - claim.start, own.start - claim.start);
  // (Not one that a turn sets, which the bound alone does not: "第三次及以上记满12分的".)
  return head.end <= own.start && ZH_CLOSED_CASE.test(headText) && !ZH_ORDINAL.test(headText);
}

/** An ordinal, which sets a case of its own: 第三次, 第2个. */
const ZH_ORDINAL = /第[一二三四五六七八九十两\d]+/u;

/** The figure is a bound that opens a Chinese case, closed by 的. */
function opensAZhCase(text: Analysed, f: Quantity): boolean {
  return f.bound !== undefined && ZH_CASE_OPENED_AFTER.test(text.text.slice(f.end - text.start, f.end - text.start + ZH_CASE_OPENED_REACH));
}
/** What opens a part of the case before it: 其中. */
const ZH_PART_OF_THE_CASE_BEFORE = /^\s*其中/u;

/** What opens a part that goes on with the case before it: "a 50% discount, which brings the colour fee to £90.00". */
const GOES_ON_WITH_THE_CASE_BEFORE = /^\s*(?:which|bringing|making|taking)\b/iu;

/**
 * The sentence's parts, each that opens on 其中 joined back to the last before it that gives a whole
 * of its figures' kind, with all between; and each that goes on with the part before it ("which
 * brings …") joined to that part.
 */
function withPartsJoined(s: SourceSentence, parts: readonly Span[]): Span[] {
  const joined: Span[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    if (last !== undefined && GOES_ON_WITH_THE_CASE_BEFORE.test(s.text.slice(part.start - s.start))) {
      joined[joined.length - 1] = { start: last.start, end: part.end };
      continue;
    }
    const figures = ZH_PART_OF_THE_CASE_BEFORE.test(s.text.slice(part.start - s.start)) ? s.quantities.filter((f) => within(f, part)) : [];
    const whole = joined.findLastIndex((earlier) => s.quantities.some((w) => within(w, earlier) && figures.some((f) => comparable(w, f))));
    if (whole < 0) joined.push(part);
    else joined.splice(whole, joined.length - whole, { start: joined[whole]!.start, end: part.end });
  }
  return joined;
}

/**
 * Which case of the sentence (its parts between semicolons, or else commas) the claim's other figure puts it in,
 * by the bounds each case gives: "this" one, the source figure's, where the figure lies within its
 * bounds and outside those of every other case ("买一套100平方米的家庭唯一住房，契税税率是1.5%" of "面积90平方米及
 * 以下的，税率为1%；面积90平方米以上的，税率为1.5%"), whatever words the first case carries for all;
 * "another", where it lies outside this case's and within another's (the same claim's 1%).
 */
function caseOfTheClaim(claim: Analysed, q: Quantity, s: SourceSentence, e: Quantity, premises: ReadonlySet<Quantity>): "this" | "another" | undefined {
  if (claim.quantities.length < 2) return undefined;
  const bySemicolons = segments(s);
  // (A part that opens on 其中 goes on with the case of its whole: "面积小于1平方千米的冰川共318条，占总数的77%，其中46条…".
  // Joined only where read: most sentences are parted by semicolons and most claims open no case by a bound.)
  let joined: Span[] | undefined;
  const byCommas = (): Span[] => (joined ??= withPartsJoined(s, spansBetween(s.text, CASE_COMMAS, s.start)));
  // (A Chinese case a bound opens ends at a semicolon as at a comma, "…以上的，可终身…5倍的临床用血；不足800毫升的，按…3倍",
  // and a part closed by 的 goes on to the part after it, which says what holds in that case: "不足24小时的，按20%收取".)
  let zhCases: Span[] | undefined;
  const zhCaseParts = (): Span[] => (zhCases ??= closedCasesJoined(s, spansBetween(s.text, ZH_CASE_MARKS, s.start)));
  // (Cases parted by semicolons may part theirs again by commas: "…for ages 10 to 14 runs over four days; juniors
  // aged 10 and 11 are limited to 12 metres, while 12- to 14-year-olds are limited to 18 metres".)
  const partings = bySemicolons.length >= 2 ? [bySemicolons, byCommas()] : [byCommas()];
  for (const cases of partings) {
    const found = caseAmong(cases);
    if (found !== undefined) return found;
  }
  return undefined;

  function caseAmong(cases: readonly Span[]): "this" | "another" | undefined {
    const ours = cases.find((part) => within(e, part));
    if (cases.length < 2 || ours === undefined) return undefined;
    // A case is set by a bound ("up to 1,500 km") or a band ("between 1,500 km and 3,500 km"), as written: a
    // refused case's bound is its case's, not what the refusal allows ("不足3天的不予退票" is the case under 3天).
    const boundsIn = (part: Span, o: Quantity): Quantity[] =>
      s.quantities.filter((b) => within(b, part) && (b.bound !== undefined) !== (b.max !== undefined) && comparable(o, b)).map(asCaseWritten);
    // (…or, where it gives no bound, by the ages it names one by one: "juniors aged 10 and 11 …, while 12- to 14-year-olds …".)
    const agesIn = (part: Span, o: Quantity): Quantity[] => (o.dimension === "age" ? s.quantities.filter((b) => within(b, part) && b.bound === undefined && b.max === undefined && comparable(o, b)) : []);
    const inCase = (part: Span, o: Quantity): boolean | undefined => {
      const bounds = boundsIn(part, o);
      if (bounds.length === 0) {
        const ages = agesIn(part, o);
        return ages.length === 0 || o.bound !== undefined || o.max !== undefined ? undefined : ages.some((b) => sameQuantity(o, b));
      }
      return bounds.every((b) => (b.max === undefined ? caseOfBound(o, b) : o.max === undefined && o.bound === undefined && o.value >= b.value && o.value <= b.max));
    };
    // A figure the case's own bound holds sets its case itself: the 89岁 of "从89岁跨入90岁" is in "80至89周岁"'s.
    // (A limit the claim states as the case's, where a figure of another kind sets the case, sets none: "A 13-year-old is limited to 12 metres".)
    const setByAnother = q.bound !== undefined && claim.quantities.some((o) => o.dimension !== q.dimension && cases.some((part) => boundsIn(part, o).length > 0 || agesIn(part, o).length > 0));
    if (!setByAnother && boundsIn(ours, q).includes(e)) return undefined;
    const found = new Set<"this" | "another">();
    // A figure of another kind that the case gives as it is places the claim there, whatever bounds it
    // falls outside: the 2小时 of "首2小时每小时5元" beside "不足1小时按1小时计" and "24小时内最高收费40元".
    const givenIn = (part: Span, o: Quantity): boolean => s.quantities.some((f) => within(f, part) && f.bound === undefined && f.max === undefined && sameQuantity(o, f));
    // (A measure the claim charges past an allowance, "five items" of "up to three items costs £38, and each
    // additional item costs £9", is in no one case: the charge spans them.)
    for (const o of claim.quantities) {
      // A figure of another kind in a condition the claim opens with, which another case gives and ours
      // does not, places the claim there: "If you use the standard 2.0 A charger, … a full charge takes
      // about 75 minutes" of "a rapid charger … in 75 minutes; the standard 2.0 A charger … about 2 hours 10 minutes".
      if (o !== q && !premises.has(o) && o.dimension !== q.dimension && o.bound === undefined && o.max === undefined && inClaimsCondition(claim, o, q) && !givenIn(ours, o) && cases.some((part) => part !== ours && givenIn(part, o))) {
        found.add("another");
        continue;
      }
      // A Chinese case a bound opens (…的) that the claim opens in its figure's clause, and one case of the
      // sentence states as it is, places the claim in that case: the 不满六个月的 of "工作不满六个月的员工按一个月工资领取经济补偿"
      // of "每满一年支付一个月工资…，工作年限不满六个月的按半个月工资支付".
      // (Such a case ends at a comma, whatever semicolons part the sentence, or, closed by 的, at the comma after the next.
      // The claim's may be a clause of its own before the figure's, and the sentence's may open its part unclosed:
      // "车辆使用满12个月后丢失的，赔偿金额为2,100元" of "6至12个月赔偿2,100元，满12个月赔偿1,600元".)
      const boundStatedIn =
        o !== q && !premises.has(o) && opensAZhCase(claim, o) && (within(o, clauseOf(claim, q)) || headsTheClause(claim, o, q))
          ? zhCaseParts().filter((part) => s.quantities.some((f) => within(f, part) && f.bound === o.bound && sameQuantity(o, f) && (opensAZhCase(s, f) || f.start - part.start <= ZH_CASE_OPENING_REACH)))
          : [];
      if (boundStatedIn.length === 1) {
        found.add(within(e, boundStatedIn[0]!) ? "this" : "another");
        continue;
      }
      const here = o === q || premises.has(o) ? undefined : (!comparable(o, q) && givenIn(ours, o)) || inCase(ours, o);
      if (here === undefined) continue;
      const others = cases.filter((part) => part !== ours).map((part) => inCase(part, o));
      // A case that sets no bound of the kind ("and for longer flights") is not the claim's either.
      if (here && others.every((held) => held !== true) && others.some((held) => held === false)) found.add("this");
      if (!here && others.some((held) => held === true)) found.add("another");
    }
    // A claim whose figures fall in two cases speaks of both ("从89岁跨入90岁后…每月300元" of "80至89周岁…
    // 100元；90至99周岁…300元"): no one case is its.
    return found.size === 1 ? [...found][0] : undefined;
  }
}

/** An English denial before a bound turns it round: "no component below 6.0" is a floor of 6.0. */
const DENIED_BOUND = /\b(?:no|not|never|none|nothing)\b[^.;,]*$/iu;
/** Characters read before a bound for such a denial. */
const DENIAL_REACH = 24;

/** A denial that is the bound's own words, already read with its figure: "on no more than 4 days". */
const BOUND_WORDS_BEFORE = /\b(?:no|not)\s+(?:more|less|fewer|later|earlier|greater|higher|lower|longer|shorter)\s+than\s*$|\bnot\s+(?:exceeding|over|under|above|below)\s*$/iu;

function deniedBound(s: SourceSentence, bound: Quantity): boolean {
  const at = bound.start - s.start;
  return DENIED_BOUND.test(s.text.slice(Math.max(0, at - DENIAL_REACH), at).replace(BOUND_WORDS_BEFORE, ""));
}

/** The chunk gives no age but `e` that could rival the claim's: of a bound, none other bound the same way ("aged 60 and over" against "senior (65+)" beside "child (5–15)"). */
function onlyAgeOfItsChunk(context: ContentContext, s: SourceSentence, e: Quantity, q: Quantity): boolean {
  const rivalling = (o: Quantity): boolean => o.dimension === "age" && (q.bound === undefined || (o.bound === q.bound && o.max === undefined));
  return (q.bound === undefined || rivalling(e)) && context.chunkSentences(s.chunk).every((other) => other.quantities.every((o) => o === e || !rivalling(o)));
}

/** What sets a figure as the most that can be scored: "out of 110", "of a possible 110", 满分110分. */
const SCALE_BEFORE = /(?:\bout\s+of(?:\s+an?\s+(?:possible|maximum|total\s+of))?|\bof\s+an?\s+(?:possible|maximum(?:\s+of)?)|满分(?:为|是)?)\s*$/iu;
/** Characters read before a figure for the words of a scale. */
const SCALE_REACH = 32;
/** Words of a scale anywhere in a sentence: "a maximum score", 满分, 百分制. */
const SCALE_WORDS = /满分|分制|\bout\s+of\b|\bmaximum\b|\bpossible\b/iu;

/** Whether the figure is a scale: what it is out of is said for every item scored on it, not of one. */
function isScale(text: Analysed, q: Quantity): boolean {
  return SCALE_BEFORE.test(text.text.slice(Math.max(0, q.start - text.start - SCALE_REACH), q.start - text.start));
}

/** Counts below this, written bare, are too common in a text's other figures and dates for their digits to hold them. */
const SMALL_COUNT = 100;

/** The digits a figure is written with first: "40" of "40 hours". */
const LEADING_DIGITS = /^[\d.,]+/u;
/** The word of a measure's unit after its number: "hours" of "40 hours". */
const UNIT_WORD_AFTER_NUMBER = /^[\d.,]+\s+([a-z]+?)s?$/iu;

/**
 * The sentence names the claim's unit before a number of the same digits, which it gives per a
 * period or bare: "40 hours" of "Standard hours are 40 per week".
 */
function unitNamedBefore(q: Quantity, s: SourceSentence): boolean {
  const unit = UNIT_WORD_AFTER_NUMBER.exec(q.raw)?.[1];
  if (unit === undefined || q.bound !== undefined || q.change !== undefined) return false;
  const named = new RegExp(String.raw`\b${unit}s?(?:\s+(?:are|is|was|were|of|total|:))?\s*$`, "iu");
  const digits = LEADING_DIGITS.exec(q.raw)?.[0];
  return s.quantities.some((e) => (e.unit === "" || e.dimension === "rate") && e.bound === undefined && LEADING_DIGITS.exec(e.raw)?.[0] === digits && named.test(s.text.slice(0, e.start - s.start)));
}

/** A bare whole number under SMALL_COUNT in digits, with no bound: "Phase 3", "Track 2". */
function smallBareCount(q: Quantity): boolean {
  return BARE_NUMBER.test(q.raw) && /^\d+$/u.test(q.raw.trim()) && q.value < SMALL_COUNT && q.bound === undefined;
}

/** Alignment the best sentence needs before a bare number ("It is 12.") can be rivalled there. */
const BARE_NUMBER_ALIGNMENT = 0.6;

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
  check(context) {
    const { claim, alignment } = context;
    const around = (s: SourceSentence): AttributeOptions => {
      const chunk = context.chunkSentences(s.chunk);
      return { preceding: antecedents(chunk, s), heading: chunk[0] };
    };
    let evidence: SourceSentence[] | undefined;
    const evidenceOnce = (): SourceSentence[] => (evidence ??= evidenceSentences(alignment.sentences, context.regions));
    const premises = premisesIn(claim, evidenceOnce);
    const working = claimWorking(claim, evidenceOnce);
    // (What the claim's own figures make is the same for every sentence asked, and for the reports that belie them: read once.)
    const ownWorking = new Map(claim.quantities.map((q): [Quantity, OwnWorking] => [q, { move: moveOfItsOwnEnds(q, claim), margin: marginOfItsScore(claim, q) }]));
    const madeByItsOwn = new Set(claim.quantities.filter((q) => madeByItsOwnFigures(claim, q, ownWorking.get(q)!)));
    // The times the claim gives someone to act in, asked of every rival: read once.
    const windows = new Set(claim.quantities.filter((q) => timeGivenToAct(claim, q)));
    // The Chinese case the claim opens with, asked of every rival: read once, when first asked.
    let claimsCaseHead: { keys: ReadonlySet<string> | undefined } | undefined;
    const caseHeadOnce = (): ReadonlySet<string> | undefined => (claimsCaseHead ??= { keys: zhCaseHead(claim, claim) }).keys;
    let namesAnUnknown: boolean | undefined;
    let atAnUnknownTime: boolean | undefined;
    // The case the claim names depends on the figure and the sentence, not on the rival asked of:
    // worked out once for each, as rivals are asked of one sentence after another.
    let lastNamed: { q: Quantity; s: SourceSentence; span: Span | undefined } | undefined;
    const namedCaseOnce = (q: Quantity, s: SourceSentence): Span | undefined => {
      if (lastNamed?.q !== q || lastNamed.s !== s) lastNamed = { q, s, span: namedCase(claim, q, s) };
      return lastNamed.span;
    };
    // A multiple (两倍, "twice") is held by a multiple, not by a count of as many things (两个专业).
    // …and a limit the claim names ("rated for users up to 160 kg") only by that limit: "Maximum user weight: 150 kg" is another.
    const same = (q: Quantity, e: Quantity): boolean =>
      multipleAsARise(q, e) ||
      multipleAsARise(e, q) ||
      (isMultiple(q) === isMultiple(e) &&
      !(e.change?.figure === "amount" && priceSaid(claim, q)) &&
      ((sameQuantity(q, e) && !(impliedByAnother(q, e) && namesLimit(claim, q))) || sameAge(q, e) || ageInBand(claim, q, e) || farEndOfRange(q, e) || reversedScore(claim, q, e) || perTimeSaidBefore(claim, q, e) || countOfARate(claim, q, e) || offsetSaidAs(claim, q, e)));
    const checked = claim.quantities.filter((q) => !zhIndefinite(claim, q) && !enumerated(claim, q) && !perOfNext(claim, q) && !periodOfNext(claim, q) && !measureOfAnAmount(claim, q) && !premises.has(q) && !working.premises.has(q));
    const reports = checkValues(context, {
      values: checked,
      valuesOf: (s) => s.quantities,
      same,
      // "More than 870" is not held by the 870 of a source; "more than 235, 000" is.
      // (A figure "all but" leaves out is quoted with it: "all but two".)
      quoted: (q, s) => (s === undefined ? quoted(q) : leftOutByAllBut(s, q) ? `all but ${quoted(q)}` : `${quoted(q)}${comparandOf(s, q)}`),
      // A bare number of a bound found as text says nothing of the bound: "up to 6 days" is not held by a 6 elsewhere.
      // …nor is a small bare count by its digits inside another figure or a date: the 3 of "Phase 3"
      // by "3 June 2024". (A year, a version or a decimal the parser may have read otherwise still is.)
      spelling: (q) =>
        hourOnly(q) ?? ((q.bound !== undefined && q.strictBound === undefined && BARE_NUMBER.test(q.raw)) || smallBareCount(q) ? "" : bounded(q)),
      // …or what "all but" leaves out, which the claim says is in ("two of them on the M21 course" against "all but two of them in the M21 course").
      // …or what the claim says it moved to, which the sentence says was kept ("上调至12%" of "维持在12%").
      // A comparison said from the other side holds the move the other way, and is turned by the same one.
      opposed: (q, e, s) => (comparedFromTheOtherSide(claim, q, s, e) ? q.change?.direction === e.change?.direction : opposed(q, e, s)) || allButAgainst(claim, q, s, e) || movedToAKeptFigure(q, s, e),
      // A case the claim sets within a band is held by the band. A total of parts, or a multiple and
      // what it multiplies, from several of the aligned sentences is asked once, of the best.
      derived: (q, s) => {
        if (s.quantities.some((e) => comparedFromTheOtherSide(claim, q, s, e) && oppositeChanges(q.change, e.change))) return true;
        if (derivedIn(q, s, claim) || unitNamedBefore(q, s) || periodTheSentenceGivesEach(claim, q, s) || placeByItsOrdinal(claim, q, s) || perAPeriodNamedApart(claim, q, s) || caseInBand(claim, q, s, { heldOtherwise: (o) => !checked.includes(o) || workedOutInTheCase(o, s, claim) }) || timeOnItsSide(claim, q, s) || caseOfARate(claim, q, s) || shareOfARatio(q, [s], claim)?.fits === true || madeByItsOwn.has(q) || otherSideOfABoundSaid(q, s) || outsideAnException(claim, q, s) || rangeOfTwoLimits(q, s) || working.results.has(q)) return true;
        if (s !== alignment.sentences[0]) return false;
        if (perServingTimesServings(q, context.chunkSentences(s.chunk), claim)) return true;
        const sameThing = (from: SourceSentence, e: Quantity): boolean => sameAttribute(claim, q, from, e);
        return totalAcross(q, alignment.sentences, claim) || countedTotalAcross(q, evidenceOnce(), claim) || gapAcross(q, evidenceOnce(), claim) || partGivenAcross(q, evidenceOnce(), claim) || groupTotal(q, evidenceOnce(), claim) || movedByMultiple(q, alignment.sentences, claim, sameThing) || discountedAcross(q, alignment.sentences, evidenceOnce(), claim, sameThing) || adjustedAcross(q, evidenceOnce(), claim) || spanFromTheClaimsDate(q, evidenceOnce(), claim) || partOrMultipleOfANamedFigure(q, evidenceOnce(), claim) || shareOfANamedWhole(q, evidenceOnce()) || zhShareOfItsWhole(q, evidenceOnce(), claim) || heldAsPartByAShare(q, evidenceOnce(), claim) || timeToReachCap(q, evidenceOnce()) || forThePriceOfFewer(q, evidenceOnce(), claim) || furtherOnFromTheLast(q, evidenceOnce()) || offsetFromATimeAcross(q, evidenceOnce(), claim) || countAtAPrice(q, evidenceOnce(), claim) || shareOfTheSentencesFigures(q, evidenceOnce(), claim) || shareOfItsOwnWhole(q, evidenceOnce(), claim) || countOfANumberedRun(q, evidenceOnce(), claim) || chargedBeyond(q, evidenceOnce(), claim) !== undefined;
      },
      // (A count bounded, "最少要…购买20节", is a rule said where its thing is, as a measure is; but
      // no level the sentence of the claim's other figures need give: "fewer than 20 members" sets a case.)
      placed: (q) => q.unit !== "" || q.bound !== undefined,
      companion: (q) => q.change === undefined && q.unit !== "",
      asIs: (q, s, e) => {
        // A score's number is held by a score's: the 6 of "以6比5击败" (or of "以6比4击败") by "以6比5夺冠", whatever other score ("打成5比5") stands beside it.
        if (inScore(claim, q) && inScore(s, e)) return true;
        const claimsCase = caseOfTheClaim(claim, q, s, e, premises);
        return (
          !boundAgainstExact(q, s, e) &&
          !(comparedFromTheOtherSide(claim, q, s, e) && q.change?.direction === e.change?.direction) &&
          !planAgainstFact(claim, q, s, e) &&
          !movedToAnOldValue(claim, q, s, e) &&
          !keptShareAsLoss(q, s, e) &&
          !movedToAKeptFigure(q, s, e) &&
          !allButAgainst(claim, q, s, e) &&
          !offsetTheOtherWay(claim, q, s, e) &&
          ofSomethingDenied(claim, q) === ofSomethingDenied(s, e) &&
          !(
            impliedByAnother(q, e) &&
            (namesLimit(claim, q) || limitGivenApart(q, s) || !sameAttribute(claim, q, s, e, around(s)) || boundStatedElsewhere(claim, q, s, alignment.sentences))
          ) &&
          !countsAnotherThing(claim, q, e, s) &&
          !countedOtherwiseWhereBest(claim, q, s, e, alignment.sentences[0]) &&
          // (The case the claim's other figure puts it in outweighs a word the first case carries for all: 年休假 of "…满1年不满10年的，年休假5天；满10年不满20年的，10天".)
          (claimsCase === "this" || (!inStretchOfAnother(claim, q, s, e) && !inAnotherHeadedCase(caseHeadOnce(), q, s, e))) &&
          !givenToOthersToo(claim, q, s, e) &&
          !boundGivenOtherwise(claim, q, s, e) &&
          claimsCase !== "another" &&
          (claimsCase === "this" ||
            caseHoldingAll(claim, s, same) ||
            (isScale(claim, q) && isScale(s, e)) ||
            (!equalFigureOfAnother(claim, q, s, e) && !figureOfAnotherItem(claim, q, s, e) && !itemOfAnother(claim, q, s, e, context.chunkSentences(s.chunk), same))) &&
          !sentenceOfAnotherSubject(claim, q, s, context.chunkSentences(s.chunk), same) &&
          pairedAcrossCases(claim, q, s, e) === undefined
        );
      },
      rivals(q, s, e) {
        // A figure the claim moves to, which the sentence says was kept there, is the sentence's own, whatever the stage.
        if (movedToAKeptFigure(q, s, e) && alignment.sentences.includes(s)) return true;
        if (!rivalStages(q, s, e) || comparandUnsaid(claim, q, s, e) || partOfTheWhole(claim, q, s, e) || wholeOfTheClaimsPart(claim, q, e) || partOfTheClaimsWhole(claim, q, e)) return false;
        // A score's number rivals only a score's: 满分30环 is no 6比2.
        if (inScore(claim, q) !== inScore(s, e)) return false;
        if (figureOfAnotherExample(claim, q, s, e)) return false;
        // …and a scale's only a sentence that speaks of a scale: 满分100分 is no "初试总分加10分".
        if (isScale(claim, q) && !SCALE_WORDS.test(s.text)) return false;
        // An exact figure on the side of a bound that an aligned sentence saying more of the claim gives is that
        // sentence's case, rivalled by no other's figure: "only five archers signed up" of "fewer than eight archers entered", not "184 archers".
        // (Only where each of its figures of the kind is such a bound: "£6 for up to 10 minutes … up to 20 minutes" puts 15 minutes past one.)
        const boundsHolding = (o: SourceSentence): boolean => {
          const ofTheKind = o.quantities.filter((b) => comparable(q, b));
          return ofTheKind.length > 0 && ofTheKind.every((b) => caseOfBound(q, b));
        };
        if (alignment.sentences.some((o) => o !== s && countIn(claim.keys, o.keys) > countIn(claim.keys, s.keys) && boundsHolding(o))) return false;
        // A share an aligned sentence says is kept is what the claim says was lost, a limit it sets the
        // other way at the claim's figure is the claim's limit, and what its "all but" leaves out is what
        // the claim says is in, whatever words stand around them.
        if ((keptShareAsLoss(q, s, e) || limitTheOtherWay(q, s, e) || allButAgainst(claim, q, s, e)) && alignment.sentences.includes(s)) return true;
        // A figure the claim sets before a change, which the evidence gives as where the change began, is no
        // rival of the figure now in force: "Before February 2025, … only had to give 24 hours' notice" of
        // "increased from 24 to 48 hours" beside "up to 48 hours before".
        if (BEFORE_A_CHANGE.test(claim.text) && q.change === undefined && evidenceOnce().some((o) => o.quantities.some((start) => start.change?.figure === "start" && sameQuantity(withoutBound(q), { ...start, change: undefined })))) return false;
        // How often a thing comes is no length of time it takes: "every 12 minutes" against "takes about five minutes".
        if (interval(s, e) && lengthTaken(claim, q)) return false;
        if (lengthAgainstLead(claim, q, s, e)) return false;
        // How far before or after an event a thing is done is no length a sentence that sets nothing off from an event gives: "积分到期前30天" against "有效期为12个月".
        // (The sentence may set its own off either side of its figure, "预约时间前30分钟" against "预约时间1小时前", where
        // it sets no band the claim's falls in: "开演前10天" of "距开演7天以上…；…开演24小时前免费改签".)
        if (offsetFromAnEvent(claim, q)) {
          const inABand = s.quantities.some((b) => comparable(q, b) && caseOfBound(q, b));
          if (!s.quantities.some((o) => comparable(o, q) && (offsetFromAnEvent(s, o) || (!inABand && countedFromAnEvent(s, o))))) return false;
        }
        // A figure said for each of one thing is no rival of one said for each of another: "每周开放五天" against "每次服务约40分钟".
        const each = eachSaidBefore(claim, q);
        if (each !== undefined && ![undefined, each].includes(eachSaidBefore(s, e))) return false;
        // A Chinese count of another kind of thing counts nothing the claim's does: 前三名 against 9轮.
        if (q.dimension === "count" && otherMeasureKinds(q.noun, e.noun)) return false;
        // An exact figure of the claim's thing rivals the claim's bound at it: "up to two actions" against "exactly two actions".
        if (boundAgainstExact(q, s, e) && comparable(q, e)) return sameAttribute(claim, q, s, e, around(s));
        // An allowance charged past ("up to three colonies; each additional colony costs £2.20") limits nothing.
        if (allowanceChargedPast(s, e)) return false;
        // A figure that fits one of the sentence's is no rival, nor are the sentence's other cases
        // ("at least 12 hours" of "less than 24 hours, … 48 hours or more"), unless the sentence
        // gives it of something else ("0–500 rpm" beside "0–1,900 rpm"). An exact figure against a
        // bound is left to rival it: "limited to 60 days" names a limit too, as is a bound the same
        // way ("16周岁以上、60周岁以下" against "年满18周岁、60周岁以下").
        // Bounds on both sides of one figure ("under two … aged two and over") split the cases in
        // two bands, and any exact figure falls in one of them: the bound rivals it only where the claim
        // says of it what the sentence says of the other band (6000元 "在线定损" of "5000元以下的，…在线定损；损失超过5000元…须到…现场处理").
        const otherSide = q.bound === undefined && comparable(q, e) ? boundOtherSide(s, e) : undefined;
        if (otherSide !== undefined) return !caseOfBound(q, e) && caseOfBound(q, otherSide) && saysTheBandsCase(claim, q, s, e, otherSide);
        // …and so do bands each set by a figure of its own, in the sentence that says most of the claim: "45 days before
        // departure, you only forfeit your deposit" of "Cancelling more than 60 days out loses only the deposit; between 60 and
        // 31 days, 50% of the total is retained".
        if (s === alignment.sentences[0] && q.bound === undefined && q.max === undefined && comparable(q, e) && (e.bound !== undefined || e.max !== undefined) && !inBandOf(q, e)) {
          const holding = s.quantities.find((o) => o !== e && comparable(q, o) && inBandOf(q, o));
          if (holding !== undefined && anotherBandsCaseSaid(claim, q, s, holding) === e) return true;
        }
        // …as does a bound the sentence goes on to set a case beyond ("a career break of up to six months …; after a longer break").
        if (q.bound === undefined && q.max === undefined && e.bound !== undefined && CASE_BEYOND.test(s.text.slice(e.end - s.start))) return false;
        // (A time someone is given to act in is a limit of its own: "You have 45 days … to add" against "within 60 days".)
        const window = windows.has(q);
        const sameWay = (q.bound ?? (window ? "upper" : undefined)) === e.bound && e.bound !== undefined && e.max === undefined;
        if (!sameWay && s.quantities.some((o) => comparable(q, o) && fitsWithin(q, o)) && !s.quantities.some((o) => farEndOfRange(q, o))) return false;
        // An exact figure on a bound's side, where the sentence gives no exact figure of the kind, is a
        // case of the bound ("three working days late" of "up to 5 working days late", 65岁 of 60周岁以上);
        // a range is another case, not an exact figure (7 of "grades 1 to 5; … grades 6 and above").
        // (A time given to act in is no case of a limit it is given within.)
        const casesOfBound = s.quantities.filter((o) => comparable(q, o) && caseOfBound(q, o) && !deniedBound(s, o) && !(window && o.bound === "upper"));
        if (casesOfBound.length > 0 && !s.quantities.some((o) => comparable(q, o) && o.bound === undefined && o.max === undefined)) return false;
        // …and so is a figure said as the adjective of what the bound is said of, whatever exact figures the sentence gives
        // ("a nine-month career break" of "26 weeks for career breaks longer than six months").
        if (casesOfBound.some((o) => adjectiveOfBoundedNoun(claim, q, s, o))) return false;
        // A claim that sets its figure in a case of its own, by a figure the sentence never gives ("如果超过一周没用，也建议先放水3分钟"),
        // speaks of another case than the sentence's: its figure is unsupported, not contradicted.
        if (inCaseUnsaid(claim, q, s) || limitOfAnUnsaidAct(claim, q, context.regions)) return false;
        // A claim about a place or body the source never names speaks of something else: its figure is unsupported, not contradicted.
        if ((namesAnUnknown ??= namesWhatSourcesLack(claim, context.regions))) return false;
        // …as does a claim set at a time no source gives, against a sentence that gives none ("到2015年，
        // 镇上的商号已不足十家" against "鼎盛时期镇上有商号一百二十余家").
        // (A decade's own number is the figure, not the time it is said at: "90年代" against "早在50年代".)
        if (s.dates.length === 0 && (atAnUnknownTime ??= dateSourcesLack(claim, context.regions)) && !withinAnEra(claim, q)) return false;
        // A bound ("within a year") says less than a figure: only the sentences that say the rest of the claim can break it.
        // (…or that give another figure of the claim's: "at least 48 hours in advance you get 10% off" of "at least 24 hours ahead saves 10%".)
        if (q.bound !== undefined && !alignment.sentences.includes(s) && !claim.quantities.some((o) => o !== q && o.dimension !== q.dimension && s.quantities.some((e2) => sameQuantity(o, e2)))) return false;
        // The figure of the list item the claim names ("17p for Arabic, Chinese, Japanese and Korean")
        // rivals the claim's, which is another item's; the list may say once what all are per.
        // (A Chinese item names itself before its figure: 电动轮椅's 6年 of "普通轮椅为3年、电动轮椅为6年" rivals the claim's 电动轮椅…3年.)
        if (s.quantities.some((o) => o !== e && comparable(o, e) && sameQuantity(q, o) && (zhItemOfTheClaim(claim, q, s, o) === e || (figureOfAnotherItem(claim, q, s, o) && enItemNamed(claim, s, e, o))))) return true;
        // …and no figure whose item names less of the claim is ("500 g strong white bread flour" for "125 g of lard" beside "120 g lard").
        if (s.quantities.some((o) => o !== e && comparable(q, o) && enItemNamed(claim, s, o, e))) return false;
        // An amount in the claim's own currency is the likelier rival ("€5 in France" against "$5 in the US and €6 in France").
        if (!comparable(q, e) && !otherKindOfDay(q, e) && !(otherCurrency(q, e) && !s.quantities.some((o) => comparable(q, o)))) return false;
        // A number that says what it counts ("four Ethernet ports") is the rival, not a bare one beside it ("Wi-Fi 7").
        if (e.noun === undefined && q.noun !== undefined && s.quantities.some((o) => o.noun !== undefined && comparable(q, o))) return false;
        // …nor one followed by a word of its own that is no measure word the claim's is: 满分30环 against "胜一局得2分".
        if (e.noun === undefined && e.dimension === "count" && q.noun !== undefined && HAN_AFTER.test(s.text.slice(e.end - s.start, e.end - s.start + 1)) && HAN_AFTER.test(q.noun)) return false;
        // An age is of whom the chunk speaks: the only age it gives rivals the claim's ("at the age of 32" against "The 23-year-old");
        // of several, the one said of what the claim says it of (投保年龄…五十五周岁, not 年满八十周岁).
        if (q.dimension === "age" && onlyAgeOfItsChunk(context, s, e, q)) return true;
        // The figure of the day of the week the claim names is its rival ("Saturdays £95" for "on a Saturday … £135"), and no other of its sentence is.
        if (comparable(q, e)) {
          // …as is the figure of the case the claim's other figure puts it in ("1,200 km" in "up to 1,500 km … €250").
          if (caseOfTheClaim(claim, q, s, e, premises) === "this") return true;
          if (figureOfTheClaimsDay(claim, s, e)) return true;
          if (figureOfAnotherDay(claim, s, e)) return false;
          // …and so is the figure of the months it names, where the equal figure is another months' ("4月至10月…6:30开园").
          if (figureOfTheClaimsMonths(claim, s, e) && s.quantities.some((o) => o !== e && sameQuantity(q, o) && !figureOfTheClaimsMonths(claim, s, o))) return true;
          // …and the figure of the case the claim names first, where the equal figure is another case's, and no other ("The 10-inch round cake costs £52").
          const named = namedCaseOnce(q, s);
          if (named) return within(e, named);
          // The claim's figure off by a power of ten from one of the aligned sentence's, in the same
          // unit, is that figure with the wrong magnitude ("8.6亿元" of "8600万元"; "2.5 km" of "2.5 m"):
          // the usual way a figure is misread, whatever words stand beside it.
          if (s === alignment.sentences[0] && magnitudeOff(q, e)) return true;
          // How often a thing runs: the aligned sentence's only interval ("every 30 minutes") rivals the claim's, whatever the words around.
          if (s === alignment.sentences[0] && interval(claim, q) && interval(s, e) && s.quantities.filter((o) => comparable(q, o) && interval(s, o)).length === 1) return true;
        }
        // A bare number says nothing of what it measures: only the aligned sentence can rival it.
        if (nearbyKeys(claim, q).size === 0) return s === alignment.sentences[0] && alignment.bestCoverage >= BARE_NUMBER_ALIGNMENT;
        return (sameAttribute(claim, q, s, e, around(s)) || countedInTheSameWords(q, e)) && !amongOtherWords(claim, q, s) && !amountOfAnUnnamedKind(claim, q, s) && !ofAnUnnamedAntecedent(claim, q, s);
      },
      missing: (q, cited) => `${quoted(q)} is not in ${cited}`,
    });
    const keptWhere = (q: Quantity): { s: SourceSentence; e: Quantity; words: string } | undefined =>
      alignment.sentences.flatMap((s) =>
        s.quantities.flatMap((e) => {
          const words = keptWhereMoved(q, s, e);
          return words === undefined ? [] : [{ s, e, words }];
        }),
      )[0];
    // A move in percent that the claim's own start and result belie is contradicted, whatever the source holds…
    const belied = claim.quantities.flatMap((q): RuleReport[] => {
      // …as is a margin that the one score the claim gives beside it belies.
      const { margin, move: own } = ownWorking.get(q)!;
      if (margin !== undefined && margin !== q.value) return [{ code: "X1", message: `the claim's score is a margin of ${margin}; it says ${q.raw}`, span: { start: q.start, end: q.end }, actual: q.raw, expected: String(margin) }];
      // …and a gap between the two ends of a move it gives ("由2万元上调到5万元，…差额为2.5万元").
      const gap = ownGapOtherwise(q, claim);
      if (gap !== undefined) {
        const expected = inItsOwnWriting(q, gap.value);
        return [{ code: "X1", message: `the claim's own figures are ${expected} apart; it says ${q.raw}`, span: { start: q.start, end: q.end }, actual: q.raw, expected }];
      }
      // …and a gap to another item it names, whose figure and its own a sentence gives ("比标准车位贵2万元"), whatever
      // else the source holds of the gap's figure (a deposit of 2万元).
      const named = gapToANamedItemOtherwise(q, evidenceOnce, claim);
      if (named !== undefined) {
        const expected = inItsOwnWriting(q, named.gap);
        const message = `${context.where(named.sentence)} gives ${named.to.raw} and ${named.from.raw}, which are ${expected} apart; the claim says ${q.raw}`;
        return [{ code: "X1", message, span: { start: q.start, end: q.end }, actual: q.raw, expected, evidence: context.evidence(named.sentence) }];
      }
      // …and a total past an allowance the claim restates, worked out otherwise, whatever sum of the source's figures it may be.
      const charged = chargedPastOtherwise(q, evidenceOnce, claim);
      if (charged !== undefined) {
        const expected = inItsOwnWriting(q, charged.value);
        return [{ code: "X1", message: `${context.where(charged.sentence)} charges past the allowance the claim gives: ${expected}; the claim says ${q.raw}`, span: { start: q.start, end: q.end }, actual: q.raw, expected, evidence: context.evidence(charged.sentence) }];
      }
      if (own === undefined || own.fits) return [];
      const expected = inPercent(own.share);
      return [{ code: "X1", message: `the claim gives ${own.start.raw} and ${own.end.raw}, a move of ${expected}; it says ${q.raw}`, span: { start: q.start, end: q.end }, actual: q.raw, expected }];
    });
    // A total the claim works out from a rate the source gives, a multiple of two figures it names,
    // a share of a whole or of two figures it gives, worked out wrong, is contradicted. A total worked out to the claim's own figure holds.
    return [...belied, ...reports.filter((report) => !belied.some((own) => own.span?.start === report.span?.start))].flatMap((report) => {
      const span = report.span;
      if (span === undefined) return [report];
      const q = claim.quantities.find((f) => f.start === span.start && f.end === span.end);
      // A figure the claim moves to that the sentence keeps where it was is quoted with the words that keep it.
      const kept = report.code === "X1" && q?.change?.figure === "result" ? keptWhere(q) : undefined;
      if (kept) {
        const expected = `${kept.words} ${kept.e.raw}`;
        return [{ ...report, message: `${context.where(kept.s)} says ${expected}, the claim says ${quoted(q!)}`, expected, evidence: context.evidence(kept.s) }];
      }
      // The figure right before that the claim restates in another unit, where the source holds it.
      const restated = q && restatedFrom(claim, q);
      const heldRestated = restated !== undefined && !reports.some((other) => other.span?.start === restated.start) ? restated : undefined;
      // Converted right, the figure stands or falls with the one it restates: "the 2.4 km (about 1.5-mile) bore".
      if (q && heldRestated && sameQuantity(heldRestated, q)) return [];
      if (report.code !== undefined) return [report];
      // Converted wrong, it is contradicted: "58,000 miles, or roughly 72,000 km".
      const converted = q && heldRestated ? convertedLike(heldRestated, q) : Number.NaN;
      if (q && heldRestated && !Number.isNaN(converted)) {
        const expected = writtenLike(q, converted);
        const message = `the claim gives ${q.raw} for ${heldRestated.raw}, which is ${expected}`;
        return [{ ...report, code: "X1", message, expected }];
      }
      const ratio = q && ratioOtherwise(q, evidenceOnce(), claim);
      if (ratio) {
        const times = ratio.times.toLocaleString("en-US", { maximumFractionDigits: 2 });
        const message = `${context.where(ratio.sentence)} gives ${ratio.larger.raw} against ${ratio.smaller.raw}, ${times} times as much; the claim says ${q.raw}`;
        return [{ ...report, code: "X1", message, expected: `${times}×`, evidence: context.evidence(ratio.sentence) }];
      }
      const shareOfTwo = q && shareOfTwoOtherwise(q, evidenceOnce(), claim);
      if (shareOfTwo) {
        const expected = inPercent(shareOfTwo.share);
        const message = `${context.where(shareOfTwo.sentence)} gives ${shareOfTwo.part.raw} of ${shareOfTwo.whole.raw}, which is ${expected}; the claim says ${q.raw}`;
        return [{ ...report, code: "X1", message, expected, evidence: context.evidence(shareOfTwo.sentence) }];
      }
      const ofRatio = q && shareOfARatio(q, evidenceOnce(), claim);
      if (ofRatio && !ofRatio.fits) {
        const expected = inPercent(ofRatio.share);
        const message = `${context.where(ofRatio.sentence)} weighs ${ofRatio.name} by a ratio that gives it ${expected}; the claim says ${q.raw}`;
        return [{ ...report, code: "X1", message, expected, evidence: context.evidence(ofRatio.sentence) }];
      }
      const gapOfTwo = q && gapOfTwoOtherwise(q, evidenceOnce(), claim);
      if (gapOfTwo) {
        const expected = writtenLike(q, gapOfTwo.gap);
        const message = `${context.where(gapOfTwo.sentence)} gives ${gapOfTwo.from.raw} and ${gapOfTwo.to.raw}, which are ${expected} apart; the claim says ${q.raw}`;
        return [{ ...report, code: "X1", message, expected, evidence: context.evidence(gapOfTwo.sentence) }];
      }
      const move = q && moveOtherwise(q, evidenceOnce(), claim);
      if (move) {
        const expected = writtenLike(q, move.gap * writtenScale(q));
        const message = `${context.where(move.sentence)} gives a move from ${move.from.raw} to ${move.to.raw}, of ${expected}; the claim says ${q.raw}`;
        return [{ ...report, code: "X1", message, expected, evidence: context.evidence(move.sentence) }];
      }
      const each = q && eachOtherwise(q, evidenceOnce(), claim);
      if (each) {
        const expected = writtenLike(q, each.each);
        const message = `${context.where(each.sentence)} gives ${each.total.raw} and ${each.count.raw}, which is ${expected} each; the claim says ${q.raw}`;
        return [{ ...report, code: "X1", message, expected, evidence: context.evidence(each.sentence) }];
      }
      const tooMuch = q && allowanceChargedToo(q, evidenceOnce(), claim);
      if (tooMuch) {
        const expected = writtenLike(q, tooMuch.value);
        const message = `${context.where(tooMuch.sentence)} charges ${tooMuch.rate.raw} past ${tooMuch.allowance.raw}: ${tooMuch.measure.raw} come to ${expected}; the claim says ${q.raw}`;
        return [{ ...report, code: "X1", message, expected, evidence: context.evidence(tooMuch.sentence) }];
      }
      const share = q && (shareOfTheWholeGiven(q, evidenceOnce(), claim) ?? partByAShareOfItsWhole(q, evidenceOnce(), claim) ?? shareOfTheClaimsThing(q, evidenceOnce(), claim));
      if (share) {
        const expected = writtenLike(q, Math.round(share.value));
        const message = share.claimsWhole
          ? `${context.where(share.sentence)} gives ${share.share.raw}, which of the claim's ${share.whole.raw} comes to ${expected}; the claim says ${q.raw}`
          : `${context.where(share.sentence)} gives ${share.share.raw} of ${share.whole.raw}, which comes to ${expected}; the claim says ${q.raw}`;
        return [{ ...report, code: "X1", message, expected, evidence: context.evidence(share.sentence) }];
      }
      if (!q) return [report];
      const otherwise = workedOutOtherwise(q, evidenceOnce(), claim);
      if (!otherwise) {
        const slip = workedWrong(q, claim, evidenceOnce());
        if (slip === undefined) return [report];
        const expected = writtenLike(q, slip * writtenScale(q));
        return [{ ...report, code: "X1", message: `the claim's own figures make ${expected}; it says ${q.raw}`, expected }];
      }
      if (Math.abs(otherwise.value - q.value) <= 1e-9 * Math.abs(q.value)) return [];
      const expected = writtenLike(q, otherwise.value);
      const { rate, premise, thing } = otherwise;
      const counted = premise.noun !== undefined && !premise.raw.includes(premise.noun) ? `${premise.raw} ${premise.noun}` : premise.raw;
      const message = `${context.where(otherwise.sentence)} gives ${rate.raw} for each ${thing}: ${counted} come to ${expected}, the claim says ${q.raw}`;
      return [{ ...report, code: "X1", message, expected, evidence: context.evidence(otherwise.sentence) }];
    });
  },
};

/** How many of the figure's written units its value holds: 100 for "50p" (£0.50), 1e-8 for "1.36亿元". */
function writtenScale(q: Quantity): number {
  const written = Number.parseFloat((/[\d.,]*\d/u.exec(q.raw)?.[0] ?? "").replace(/,/gu, ""));
  return q.value !== 0 && Number.isFinite(written) && written !== 0 ? written / q.value : 1;
}

/** What stands between a figure and the same said in another unit: ", or roughly", "(about", "（约". */
const RESTATED_BETWEEN = /^\s*(?:,\s*)?(?:or|i\.e\.,?|that\s+is,?|which\s+is|which\s+comes\s+to)\s+(?:about\s+|roughly\s+|around\s+|approximately\s+|some\s+|nearly\s+|almost\s+)?$|^\s*[（(]\s*(?:约|大约|about\s+|roughly\s+|approx\.\s*|c\.\s*)?$/iu;
/** The unit a figure is written in: the letters after its number. */
const WRITTEN_UNIT = /[^\d.,\s]+$/u;

/** The figure right before `q` that `q` restates in another unit of the same measure. */
function restatedFrom(claim: Analysed, q: Quantity): Quantity | undefined {
  const i = claim.quantities.indexOf(q);
  const before = claim.quantities[i - 1];
  if (before === undefined || before.dimension !== q.dimension || q.dimension === "count" || q.dimension === "currency" || q.max !== undefined || before.max !== undefined) return undefined;
  if (!RESTATED_BETWEEN.test(claim.text.slice(before.end - claim.start, q.start - claim.start))) return undefined;
  const unitOf = (f: Quantity): string | undefined => WRITTEN_UNIT.exec(f.raw)?.[0];
  return unitOf(before) !== undefined && unitOf(q) !== undefined && unitOf(before) !== unitOf(q) ? before : undefined;
}

/** The restated figure's value in the unit `like` is written in: 58,000 miles as 93,342 for "72,000 km" (NaN where the number written cannot be told). */
function convertedLike(restated: Quantity, like: Quantity): number {
  // A temperature is held in °C, and the scales it may be written in start apart, so no ratio carries it over.
  if (like.dimension === "temperature") {
    const unit = WRITTEN_UNIT.exec(like.raw)?.[0] ?? "";
    return FAHRENHEIT.test(unit) ? (restated.value * 9) / 5 + 32 : KELVIN.test(unit) ? restated.value + 273.15 : restated.value;
  }
  return (restated.value / like.value) * writtenNumber(like);
}

const FAHRENHEIT = /F$/u;
const KELVIN = /^K$/u;

/** A share worked out, as messages give it: "58.7%". */
function inPercent(share: number): string {
  return `${share.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

/** A value in the figure's canonical unit, written as the claim writes the figure: 30,000 as "3万元" for the claim's "2.5万元". */
function inItsOwnWriting(q: Quantity, value: number): string {
  const written = Number(/[\d.,]*\d/u.exec(q.raw)?.[0].replace(/,/gu, "") ?? Number.NaN);
  return Number.isFinite(written) && q.value !== 0 ? writtenLike(q, (value * written) / q.value) : String(value);
}

/** A worked-out value written as the claim writes its figure: 2600 as "2,600元" for the claim's "2,800元". */
function writtenLike(q: Quantity, value: number): string {
  // (In pence or cents where the claim's amount is: £26.70 beside its £24.70.)
  const inCents = q.dimension === "currency" && /\.\d{2}(?!\d)/u.test(q.raw);
  const digits = value.toLocaleString("en-US", { minimumFractionDigits: inCents ? 2 : 0, maximumFractionDigits: 2 });
  return q.raw.replace(/[\d.,]*\d/u, /,/u.test(q.raw) ? digits : digits.replace(/,/gu, ""));
}

export default rule;
