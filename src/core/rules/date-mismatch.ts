import { asOffset, conflictingDates, DAY_SECONDS, offsetWay, offsetWayBefore, daysSpannedBeside, oppositeLimits, pluralWeekdaysAt, pluralWeekdaysIn, sameDate, sameQuantity, weekdaysOf, weekdayLeftOutOfARun, sideOfLimit, otherSideNamedAt, YEAR_SECONDS, type DateMention } from "../quantities/index.js";
import type { Region, SourceSentence } from "../context-index.js";
import type { ContentContext, ContentRule } from "./rule.js";
import type { RuleReport, Span } from "../types.js";
import { matchKey, type Analysed } from "../analysis.js";
import { evidenceSentences, planAgainstFact, planOfTheSource, sameAttribute, zhCaseOfAnother, ZH_COMPARED_PHRASE } from "./nearby.js";
import { clauseOf, deniedAfterIn, inCondition, insideDate, insideFigure, keysWithin, segmentOf, spansBetween, SUBJECT_BREAK, within } from "./clauses.js";
import { checkValues, countIn } from "./values.js";
import { otherSideOfTheDate } from "./bands.js";
import { HAN } from "../text/zh.js";

/** A day of the month written as a bare number: the 4 of "from 4 to 9 March". */
const BARE_DAY = /^\d{1,2}$/u;

/** A weekday with no day, month or year: "on a Saturday", 周六. */
function bareWeekday(d: DateMention): boolean {
  return d.weekday !== undefined && d.lastWeekday === undefined && d.day === undefined && d.month === undefined && d.year === undefined;
}

/** Whether the two dates give the same parts: both a year alone, both a day of a month, …. */
function samePrecision(a: DateMention, b: DateMention): boolean {
  return (a.year === undefined) === (b.year === undefined) && (a.month === undefined) === (b.month === undefined) && (a.day === undefined) === (b.day === undefined) && (a.quarter === undefined) === (b.quarter === undefined);
}

/** Words right before a date that make it the end of a span: 至, 到, "until", "through". */
const SPAN_END_BEFORE = /(?:[至到](?:次年|翌年|当年|同年)?|\b(?:until|till|to|through|runs?\s+to)\s+(?:the\s+)?)$/iu;

function endsSpan(text: Analysed, date: DateMention): boolean {
  return SPAN_END_BEFORE.test(text.text.slice(0, date.start - text.start));
}

/** Words right before a date that make it the start of a span: 从, 自, "from", "starting". */
const SPAN_START_BEFORE = /(?:[从自](?:当年|次年|今年|明年|每年)?|\b(?:from|since|starting|beginning)\s+(?:the\s+)?)$/iu;

/** The date opens a span: "from 1 February", 自7月1日起. */
function startsSpan(text: Analysed, date: DateMention): boolean {
  return SPAN_START_BEFORE.test(text.text.slice(0, date.start - text.start));
}

/** Words right before a date that make it a deadline: 截止日期为, 截至, "the deadline is", "no later than". */
const DEADLINE_BEFORE = /(?:截止(?:日期|时间)?(?:为|是)?|截至|\b(?:deadline\s+(?:is|was|of)|no\s+later\s+than)\s+(?:the\s+)?)$/iu;

/** The date is a deadline, which says nothing of when what it closes opened: "本次征求意见自9月1日起" is no other day than "截止日期为9月30日". */
function isDeadline(text: Analysed, date: DateMention): boolean {
  return DEADLINE_BEFORE.test(text.text.slice(0, date.start - text.start));
}

/**
 * The claim ends a span on a day the sentence starts another on, where the sentence ends a span of its
 * own: "2月23日至3月2日期间…报名" of "报名时间为2月23日至2月27日，…课后服务自3月2日起开展".
 */
function endedWhereTheSourceStarts(claim: Analysed, d: DateMention, s: SourceSentence, e: DateMention): boolean {
  return endsSpan(claim, d) && startsSpan(s, e) && !endsSpan(s, e) && s.dates.some((other) => other !== e && endsSpan(s, other));
}

/**
 * The claim ends a span on a day the sentence gives for something else, where the sentence opens a
 * span on the claim's first day and ends it on another: "抽样时间是2025年7月1日至8月18日" of "通报（2025年8月18日
 * 发布）：7月1日至31日，我局…抽检".
 */
function spanEndedOtherwise(claim: Analysed, d: DateMention, s: SourceSentence, e: DateMention): boolean {
  const start = claim.dates[claim.dates.indexOf(d) - 1];
  if (start === undefined || !endsSpan(claim, d)) return false;
  // (The same day, where one of them leaves the year to the text around it.)
  const sameDay = (opened: DateMention | undefined): boolean =>
    opened !== undefined && opened.day !== undefined && opened.day === start.day && opened.month === start.month && (opened.year === undefined || start.year === undefined || opened.year === start.year);
  // The ends of the sentence's spans opened on the claim's first day: none may be the claim's (5月1日12时至9月16日12时；…5月1日12时至8月16日12时).
  const ends = s.dates.filter((end, k) => endsSpan(s, end) && sameDay(s.dates[k - 1]));
  return ends.some((end) => end !== e && conflictingDates(d, end)) && !ends.some((end) => sameDate(d, end));
}

/**
 * The claim's day is the one after a day the best sentence ends a span on, and starts what follows it:
 * "went up from 1 February 2026" of "£33 until 31 January 2026". (Not the other way: a day before one
 * something starts on need not end what the claim says ends, which the source may date otherwise:
 * "旧乘车证用到6月30日" of "自7月1日起…持敬老卡", where "原老年乘车证可使用至12月31日".)
 */
function dayAfterAnEnd(claim: Analysed, d: DateMention, best: SourceSentence): boolean {
  if (!startsSpan(claim, d)) return false;
  return best.dates.some((e) => {
    const [ours, theirs] = [dayNumber(d, e.year), dayNumber(e, d.year)];
    return ours !== undefined && theirs === ours - 1 && endsSpan(best, e);
  });
}

/** Where a Chinese part of a sentence that dates two events goes on to the second; an English comma may part a date from its event ("…, in 1799"). */
const EVENT_BREAK = /[;；，]/gu;

/**
 * The two name one day of the month, in one year if both give one, and each its own day of the
 * week: "Thursday 24 April" against "Friday 24 April" is that day with the wrong weekday, whatever
 * each sentence says happens on it.
 */
function weekdayOfTheDay(d: DateMention, e: DateMention): boolean {
  return d.day !== undefined && d.day === e.day && d.month === e.month && (d.year === undefined || e.year === undefined || d.year === e.year) && d.weekday !== undefined && e.weekday !== undefined && d.weekday !== e.weekday;
}

/** Alignment of the best sentence that makes its differing date a rival even without shared neighbours. */
const EVENT_ALIGNMENT = 0.6;

/**
 * "18 October 2018" against "Thursday 18 October": a source leaves out the year it was written
 * in. Its date holds the claim's when it gives the month, and the day and weekday if the claim
 * does ("2025年3月末" of "截至3月31日"), and they agree, and the claim's year is written somewhere
 * in the source.
 */
function yearLeftOut(claimDate: DateMention, sourceDate: DateMention, regions: readonly Region[]): boolean {
  const { year, month, day } = claimDate;
  if (year === undefined || month === undefined || sourceDate.year !== undefined || sourceDate.month !== month || (day !== undefined && sourceDate.day !== day)) return false;
  // Read in the claim's year, the source's date must hold all of the claim's, its weekday too.
  if (!sameDate(claimDate, { ...sourceDate, year })) return false;
  const written = String(year);
  return regions.some((region) => region.sentences.some((s) => s.text.includes(written)));
}

/**
 * "viewing on the Saturday, Monday and Tuesday beforehand" of "on Wednesday 18 March 2026, with
 * viewing on 14, 16 and 17 March": a bare weekday is held by a day of the month whose year another
 * date of its sentence gives, and which falls on that weekday.
 */
function weekdayInYearBeside(claimDate: DateMention, sourceDate: DateMention, regions: readonly Region[]): boolean {
  if (claimDate.weekday === undefined || claimDate.day !== undefined || claimDate.month !== undefined || sourceDate.year !== undefined || sourceDate.day === undefined) return false;
  for (const region of regions) {
    for (const s of region.sentences) {
      if (!s.dates.includes(sourceDate)) continue;
      const year = s.dates.find((other) => other.year !== undefined && other.month === sourceDate.month)?.year;
      return year !== undefined && sameDate(claimDate, { ...sourceDate, year });
    }
  }
  return false;
}

/**
 * The source's date, equal to the claim's, is that of another event of its sentence, and another
 * part of the sentence, with another date, says what the claim does: "She became the first woman
 * elected … in 1908" against "In 1908 she joined the Northern Lighthouse Board …, and in 1919 she
 * became the first woman elected …"; "Applications close on 22 May" against "Applications close
 * on 15 March 2026; … offers will be made by 22 May". The equal date's part says at most one of
 * the claim's words, the other's two at least and more than it ("a hydraulic engine replaced them
 * in 1894, and an electric blower was fitted in 1923" for "replaced by an electric blower in 1894").
 */
function dateOfAnotherEvent(claim: Analysed, claimDate: DateMention, source: Analysed, sourceDate: DateMention): boolean {
  let parts = spansBetween(source.text, SUBJECT_BREAK, source.start);
  let ours = parts.find((part) => within(sourceDate, part));
  // A part that dates two events of a timeline, alike in precision, tells each in its own clause:
  // "1953年随团赴上海演出，1956年加入杭州越剧团" (not the day a report came out and the quarter it reports).
  if (ours && source.dates.some((other) => other !== sourceDate && within(other, ours!) && conflictingDates(sourceDate, other) && samePrecision(sourceDate, other))) {
    parts = spansBetween(source.text, EVENT_BREAK, source.start);
    ours = parts.find((part) => within(sourceDate, part));
  }
  if (parts.length < 2 || !ours) return false;
  // A date that ends a span is where the claim's span ends too: "持续到2025年1月5日" of "…开幕，展期至2025年1月5日".
  if (endsSpan(claim, claimDate) && endsSpan(source, sourceDate)) return false;
  // Only the claim's own part that gives the date: "Applications close on 15 September, and the first interviews are held in the week of 23 September" tells two events.
  const claimPart = spansBetween(claim.text, SUBJECT_BREAK, claim.start).find((part) => within(claimDate, part)) ?? claim;
  // (What the claim compares with is no word of its event: the 平日 of "周六…608.4元，比平日价贵了140.4元".)
  const words = claim.content.filter((t) => within(t, claimPart) && !insideDate(claim, t) && !insideFigure(claim, t) && !ZH_COMPARED_PHRASE.test(claim.text.slice(0, t.start - claim.start)));
  const said = (part: { start: number; end: number }): number => {
    const keys = keysWithin(source, part);
    return words.filter((t) => keys.has(matchKey(t))).length;
  };
  const oursSaid = said(ours);
  if (oursSaid > 1) return false;
  const rival = (other: DateMention): boolean => conflictingDates(claimDate, other) && !claim.dates.some((d) => sameDate(d, other));
  return parts.some((part) => part !== ours && source.dates.some((other) => within(other, part) && rival(other)) && said(part) >= Math.max(2, oursSaid + 1));
}

/**
 * A year alone that the claim works out from a year of the sentence and a number of years both
 * give: "历时四年，约在1470年完工" of "明成化二年（1466年）……历时四年完工".
 */
function yearsAfter(claim: Analysed, date: DateMention, s: SourceSentence): boolean {
  if (date.year === undefined || date.month !== undefined || date.day !== undefined || date.quarter !== undefined) return false;
  const spans = claim.quantities.filter((q) => q.dimension === "time" && q.change === undefined && Number.isInteger(q.value / YEAR_SECONDS) && s.quantities.some((e) => sameQuantity(q, e)));
  return spans.some((span) => s.dates.some((from) => from.year !== undefined && Math.abs(date.year! - from.year) === span.value / YEAR_SECONDS));
}

/** What joins the two days of a span: "12–13 September", 8月15日至17日, "from 4 to 9 March", or the two years of a season or financial year ("2025/26"). */
const SPAN_JOINER = /^\s*(?:[-–—~～至到/]|to|until|till|through)\s*$/iu;

/**
 * The source's date is the other end of a span the claim gives with this one: "8月15日至17日" of "于8月17日…
 * 落幕", "the Gala Weekend of 12–13 September" of "13 September". It says nothing against this end.
 */
function otherEndOfTheClaimsSpan(claim: Analysed, d: DateMention, e: DateMention): boolean {
  return claim.dates.some((other) => {
    if (other === d || !sameDate(other, e)) return false;
    const [first, second] = other.start > d.start ? [d, other] : [other, d];
    return SPAN_JOINER.test(claim.text.slice(first.end - claim.start, second.start - claim.start));
  });
}

/** The date in days since 1970, where it gives a day and a month and a year (its own or `year`). */
function dayNumber(d: DateMention, year: number | undefined): number | undefined {
  const y = d.year ?? year;
  return d.day === undefined || d.month === undefined || y === undefined ? undefined : Date.UTC(y, d.month - 1, d.day) / (DAY_SECONDS * 1000);
}

/**
 * A day the claim works out from another by a number of days it gives with them, which the
 * evidence gives too: "on 16 October 2025, two days after the fireball" of "…the sky … on Tuesday 14
 * October 2025" and "found the first fragment … two days later"; the crash "on 1 September 2025,
 * since [he] died … on 3 September, two days after he was hit" of "died … on 3 September 2025, two
 * days after his bicycle was struck". The day written before the number is the one counted to; the
 * other is the day counted from, whichever of the two the claim and the evidence give. A Chinese
 * claim puts the way before the number: "2025年12月28日（即出发前20天）" of "2026年1月17日…出发" and
 * "余款最迟于出发前20天付清".
 */
function daysAwayFromAGivenDay(claim: Analysed, d: DateMention, sentences: readonly SourceSentence[]): boolean {
  const sourceDays = (year: number | undefined): Set<number> => new Set(sentences.flatMap((s) => s.dates.flatMap((e) => dayNumber(e, year) ?? [])));
  for (const span of claim.quantities) {
    const days = span.value / DAY_SECONDS;
    if (span.dimension !== "time" || span.change !== undefined || span.bound !== undefined || span.max !== undefined || !Number.isInteger(days) || days === 0) continue;
    const way = offsetWay(claim.text.slice(span.end - claim.start)) ?? offsetWayBefore(claim.text.slice(0, span.start - claim.start));
    const counted = claim.dates.findLast((date) => date.end <= span.start);
    if (way === undefined || counted === undefined || !sentences.some((s) => s.quantities.some((e) => sameQuantity(span, asOffset(e)?.plain ?? e)))) continue;
    const year = d.year ?? counted.year;
    const to = dayNumber(counted, year);
    if (to === undefined) continue;
    const from = to + (way === "later" ? -days : days);
    const given = sourceDays(year);
    if (d === counted ? given.has(from) : dayNumber(d, year) === from && given.has(to)) return true;
  }
  return false;
}

/** Months in a quarter. */
const QUARTER_MONTHS = 3;

/**
 * The claim's month is an end of a span of months that is a quarter the sentence gives, that year:
 * "July to September 2026" of "the third quarter of 2026". (One month alone says more than its quarter.)
 */
function endOfAQuarterGiven(claim: Analysed, d: DateMention, s: SourceSentence): boolean {
  if (d.month === undefined || d.day !== undefined) return false;
  const joined = (a: DateMention, b: DateMention): boolean => SPAN_JOINER.test(claim.text.slice(a.end - claim.start, b.start - claim.start));
  const other = claim.dates.find((o) => o !== d && o.month !== undefined && o.day === undefined && (o.start < d.start ? joined(o, d) : joined(d, o)));
  if (other === undefined) return false;
  const [first, last] = other.start < d.start ? [other, d] : [d, other];
  const year = last.year ?? first.year;
  if (first.month! % QUARTER_MONTHS !== 1 || last.month !== first.month! + QUARTER_MONTHS - 1) return false;
  const quarter = Math.ceil(last.month / QUARTER_MONTHS);
  return s.dates.some((e) => e.quarter === quarter && e.month === undefined && (e.year === year || (e.year === undefined && year === undefined)));
}

/** Words that make the year after them what a figure is compared with: "比2024年", "than in 2024", "on 2024". */
const COMPARED_BEFORE = /(?:比|较|同比)\s*$|\b(?:than|on|over|compared\s+(?:with|to)|against)\s+(?:in\s+)?$/iu;
/** How far before its year a word of comparison may stand. */
const COMPARED_REACH = 16;
/** The year before, as a sentence compares with it: 比上年, "up 7.4% on the previous year". */
const YEAR_BEFORE = /上年|去年|上一年|前一年|\b(?:the\s+(?:previous|prior|preceding)\s+year|the\s+year\s+before|last\s+year|a\s+year\s+(?:earlier|before))\b/iu;

/** The text compares a figure with the date: "比2025年提高了10元", "than in 2024". */
function comparedWith(text: Analysed, date: DateMention): boolean {
  const at = date.start - text.start;
  const word = COMPARED_BEFORE.exec(text.text.slice(Math.max(0, at - COMPARED_REACH), at));
  // (A day is what "on" dates, not what it compares with: "under 18 on 1 January 2026".)
  return word !== null && !(date.day !== undefined && ON_BEFORE.test(word[0]));
}

const ON_BEFORE = /^on\s/iu;

/**
 * A year the claim compares another of its years with, one before it, where the sentence compares
 * with "the year before": "2025年…比2024年多产7.4%" of "全年…比上年增长7.4%".
 */
function yearBeforeCompared(claim: Analysed, date: DateMention, s: SourceSentence): boolean {
  if (date.year === undefined || date.month !== undefined || date.day !== undefined || date.quarter !== undefined) return false;
  if (!comparedWith(claim, date)) return false;
  return claim.dates.some((other) => other.year === date.year! + 1) && YEAR_BEFORE.test(s.text);
}

/** The end of the year before, as a sentence counts from it: 较上年末净增317家, "up from the end of last year". */
const END_OF_YEAR_BEFORE = /(?:上年|去年|上一年|前一年)(?:末|底|年末|年底)|\bend\s+of\s+(?:the\s+(?:previous|prior|preceding)\s+year|last\s+year)\b/iu;
/** A year's end, said after the year (2024年末, 2024年底) or before it ("at the end of 2024"). */
const END_AFTER_YEAR = /^\s*(?:末|底)/u;
const END_BEFORE_YEAR = /\bend\s+of\s+$/iu;

/**
 * The claim dates a figure at the end of the year before a year the sentence gives, which the
 * sentence counts from: "2024年末集团在营酒店约为2367家" of "截至2025年12月31日，集团在营酒店共2684家，较上年末净增317家".
 */
function endOfTheYearBefore(claim: Analysed, d: DateMention, s: SourceSentence): boolean {
  if (d.year === undefined || d.month !== undefined || d.day !== undefined || d.quarter !== undefined) return false;
  const saysEnd = END_AFTER_YEAR.test(claim.text.slice(d.end - claim.start)) || END_BEFORE_YEAR.test(claim.text.slice(0, d.start - claim.start));
  return saysEnd && END_OF_YEAR_BEFORE.test(s.text) && s.dates.some((e) => e.year === d.year! + 1);
}

/** The word a weekday is said of, before it and its "on" or "every": "taught" of "is taught on Thursdays"; not a list's "and" ("Fridays and Saturdays"), which list-item-added reads. */
const SAID_OF_BEFORE = /(?<![\p{L}])(?!(?:and|or)\s)(\p{L}+)\s+(?:on\s+|every\s+)?$/iu;

/**
 * A day of the week said in the plural that the best sentence gives another day in place of, said
 * of the same word: "A vegetarian version is taught on Tuesdays" against "… is taught on
 * Thursdays", or listed with a day the sentence lists too ("on Tuesdays and Thursdays" against "on
 * Tuesdays and Fridays"). The date reader leaves plural days, which recur and name no date.
 */
function pluralWeekdaySwapped(context: ContentContext): RuleReport[] {
  const { claim, alignment } = context;
  const best = alignment.sentences[0];
  const ours = pluralWeekdaysAt(claim.text);
  if (best === undefined || ours.length === 0) return [];
  const theirs = pluralWeekdaysAt(best.text);
  const named = new Set([...theirs.map(({ day }) => day), ...best.dates.flatMap((d) => weekdaysOf(d) ?? [])]);
  const saidOf = (text: string, at: number): string | undefined => SAID_OF_BEFORE.exec(text.slice(0, at))?.[1]?.toLowerCase();
  // Days listed with one the sentence lists too, where the sentence lists as many others, are swapped
  // for those: "on Tuesdays and Thursdays" against "on Tuesdays and Fridays".
  const ourDays = new Set(ours.map(({ day }) => day));
  const unnamed = ours.filter(({ day }) => !named.has(day));
  const unsaid = theirs.filter(({ day }) => !ourDays.has(day));
  const listedWithOne = ours.length > unnamed.length && unnamed.length === unsaid.length && new Set(unsaid.map(({ day }) => day)).size === unsaid.length;
  // (A sentence that says little of the claim may give its days of something else, unless it lists one of them too.)
  if (alignment.bestCoverage < EVENT_ALIGNMENT && !listedWithOne) return [];
  const reports: RuleReport[] = [];
  for (const { day, at } of ours) {
    if (named.has(day)) continue;
    const word = saidOf(claim.text, at);
    const rival = theirs.find((other) => word !== undefined && saidOf(best.text, other.at) === word) ?? (listedWithOne ? unsaid[unnamed.findIndex((d) => d.at === at)] : undefined);
    if (rival === undefined) continue;
    const actual = /^\p{L}+/u.exec(claim.text.slice(at))![0];
    const expected = /^\p{L}+/u.exec(best.text.slice(rival.at))![0];
    const span = { start: claim.start + at, end: claim.start + at + actual.length };
    reports.push({ code: "X1", message: `${context.where(best)} says ${expected}, the claim says ${actual}`, span, actual, expected, evidence: context.evidence(best) });
  }
  return reports;
}

/**
 * The claim's year falls within a span of years the sentence gives, which gives a figure of the
 * claim's too: 2026年 of "2025年至2027年…分别不低于1.8亿元、2.3亿元和2.9亿元". (A year inside another
 * span, "1957 to 2003", of another event, is not held by it.)
 */
function withinSpanOfYears(claim: Analysed, d: DateMention, s: SourceSentence): boolean {
  const year = d.month === undefined ? d.year : undefined;
  if (year === undefined || !claim.quantities.some((q) => s.quantities.some((e) => sameQuantity(q, e)))) return false;
  return s.dates.some((end, k) => {
    const start = s.dates[k - 1];
    return start?.year !== undefined && start.month === undefined && end.year !== undefined && end.month === undefined && endsSpan(s, end) && start.year < year && year < end.year;
  });
}

/** Days past the start of a month that stand above any day of it, so that a month and day order as one number. */
const MONTH_ORDER = 32;

/** Where a date stands in its year; one without a day at its month's first day or last, as the end of a span it opens or closes. */
function dayOfTheYear(d: DateMention, end: "first" | "last"): number | undefined {
  if (d.month === undefined) return undefined;
  return d.month * MONTH_ORDER + (d.day ?? (end === "last" ? MONTH_ORDER - 1 : 1));
}

/** What a sentence says of the months outside a span it has just given: "£12,900 at other times", 其余时间. */
const OUTSIDE_THE_SPAN_AFTER = /^[^;；。]{0,40}?(?:\b(?:at\s+(?:all\s+)?other\s+times|(?:in\s+)?(?:all\s+)?(?:other|remaining)\s+months|(?:for\s+)?the\s+rest\s+of\s+the\s+year)\b|其余时间|其他时间|其余月份|其他月份|其余时段|其他时段)/iu;

/** A bare month: no day, no weekday. */
function bareMonth(d: DateMention): boolean {
  return d.month !== undefined && d.day === undefined && d.weekday === undefined;
}

/**
 * The claim's month falls within a span of months or days the sentence gives: July of "(1 March
 * to 31 October)" or "from June to September"; a span that runs over the new year ("November to
 * February") holds the months at both ends. A month outside the span is held where the sentence
 * goes on to the other times ("May to September … and £12,900 at other times" of November). (A
 * year given by both must be the same.) The claim's days of the week are given in the same
 * stretch of the sentence: "Sundays in April" is not held by "From March to May …, Monday to
 * Saturday; from June to September … also on Sundays". A day inside the span is not held: it is as
 * often a deadline or an opening there ("paid in full by 2 April", 5月15日前); nor is an end of the
 * claim's own span ("要到9月16日才结束", 从当年6月起).
 */
function monthWithinSpan(claim: Analysed, d: DateMention, s: SourceSentence): boolean {
  const next = claim.dates[claim.dates.indexOf(d) + 1];
  const opensSpan = startsSpan(claim, d) || (next !== undefined && endsSpan(claim, next));
  if (!bareMonth(d) || endsSpan(claim, d) || opensSpan) return false;
  return s.dates.some((end, k) => {
    const start = s.dates[k - 1];
    if (start === undefined || !endsSpan(s, end) || [start, end].some((e) => e.weekday !== undefined || (e.year !== undefined && d.year !== undefined && e.year !== d.year))) return false;
    const [from, to] = [dayOfTheYear(start, "first"), dayOfTheYear(end, "last")];
    if (from === undefined || to === undefined) return false;
    const stretch = segmentOf(s, end);
    const otherTimesGiven = OUTSIDE_THE_SPAN_AFTER.test(s.text.slice(end.end - s.start, stretch.end - s.start));
    const inSpan = (c: DateMention): boolean => {
      const at = dayOfTheYear(c, "first")!;
      return from <= to ? from <= at && at <= to : at >= from || at <= to;
    };
    const placed = (c: DateMention): boolean => bareMonth(c) && !endsSpan(claim, c) && (inSpan(c) || otherTimesGiven);
    if (!placed(d)) return false;
    // Where the sentence prices both sides, a claim of one side takes its figures from that side's clause.
    const sides = new Set(claim.dates.filter(bareMonth).map(inSpan));
    const shared = s.quantities.filter((f) => within(f, stretch) && claim.quantities.some((q) => sameQuantity(q, f)));
    if (otherTimesGiven && sides.size === 1 && !shared.every((f) => (sides.has(true) ? f.start < end.end : f.start > end.end))) return false;
    const text = s.text.slice(stretch.start - s.start, stretch.end - s.start);
    const weekdayGiven = (day: number): boolean => pluralWeekdaysIn(text).includes(day) || s.dates.some((e) => within(e, stretch) && (weekdaysOf(e)?.includes(day) ?? false));
    const given = (c: DateMention): boolean => (c.weekday !== undefined && c.day === undefined ? weekdayGiven(c.weekday) : s.dates.some((e) => within(e, stretch) && sameDate(c, e)));
    return claim.dates.every((c) => c === d || given(c) || placed(c)) && pluralWeekdaysIn(claim.text).every(weekdayGiven);
  });
}

/**
 * A day the claim sets as its case ("If you paint on 2 December") falls within a span of days the
 * sentence gives, one end of which the claim restates: "… doubles to 14 days between 20 November and
 * the end of the year" of "rising to 14 days from 20 November to 31 December". A day inside a span
 * the claim says nothing of is as often a deadline or an opening there (monthWithinSpan).
 */
function caseDayWithinARestatedSpan(claim: Analysed, d: DateMention, s: SourceSentence): boolean {
  if (d.day === undefined || d.month === undefined || !inCondition(claim, d)) return false;
  const at = dayOfTheYear(d, "first")!;
  return s.dates.some((end, k) => {
    const start = s.dates[k - 1];
    if (start === undefined || start.day === undefined || end.day === undefined || !endsSpan(s, end)) return false;
    const [from, to] = [dayOfTheYear(start, "first"), dayOfTheYear(end, "last")];
    return from !== undefined && to !== undefined && from <= at && at <= to && claim.dates.some((c) => c !== d && (sameDate(c, start) || sameDate(c, end)));
  });
}

/** What parts the things a sentence bounds by dates: "…2013年6月30日前注册的汽油乘用车、2016年…前注册的柴油乘用车" (not the "or" of "on or after"). */
const BOUNDED_THING_BREAK = /[、，；。,;]|或|\b(?:and|or)\b(?!\s+(?:before|after)\b)/gu;

/** Content words the thing a date bounds must share with the claim: not "the next inspection … before 2029/30" for a classroom built by 2026. */
const MIN_SHARED_WITH_BOUNDED = 2;

/** The stretch of a sentence that names what a date is of: in Chinese the words after it to the next break, in English its part. */
function thingOfDate(s: SourceSentence, e: DateMention): Span | undefined {
  const part = spansBetween(s.text, BOUNDED_THING_BREAK, s.start).find((p) => within(e, p));
  if (part === undefined) return undefined;
  return HAN.test(e.raw) ? { start: e.end, end: part.end } : part;
}

/** What stands between the dates of two items of a Chinese list: the first's thing, then 、 or 或 ("前注册的汽油乘用车、"). */
const LISTED_APART = /^[^，。；,;：:、或]*[、或]\s*$/u;

function between(s: SourceSentence, a: Span, b: Span): string {
  return a.end <= b.start ? s.text.slice(a.end - s.start, b.start - s.start) : s.text.slice(b.end - s.start, a.start - s.start);
}

/**
 * The source's date, equal to the claim's, is that of another thing the sentence lists, which lacks a
 * word of the claim that another date's thing has: "柴油乘用车须是2013年6月30日以前注册登记的" of
 * "2013年6月30日前注册的汽油乘用车、2016年12月31日前注册的柴油乘用车".
 */
function dateOfAnotherListedThing(claim: Analysed, s: SourceSentence, e: DateMention): boolean {
  // (An English part holds more than its date's thing: the words of a whole clause.)
  const ours = HAN.test(e.raw) ? thingOfDate(s, e) : undefined;
  if (ours === undefined) return false;
  // (Figures and times of day name no thing: the 24时 of "9月30日24时前驶入".)
  const wordsWithin = (span: Span): Set<string> => new Set(s.content.filter((t) => within(t, span) && !insideDate(s, t) && !insideFigure(s, t)).map(matchKey));
  const oursKeys = wordsWithin(ours);
  const claimKeys = new Set(claim.content.filter((t) => !insideDate(claim, t)).map(matchKey));
  return s.dates.some((other) => {
    // (Items of one list, between 、 or 或, not the events of a timeline told clause by clause.)
    if (other === e || !conflictingDates(other, e) || !LISTED_APART.test(between(s, e, other))) return false;
    const theirs = thingOfDate(s, other);
    if (theirs === undefined) return false;
    const theirKeys = wordsWithin(theirs);
    // The claim says a word only the other item has, and none that only this one has.
    const oursOnly = [...oursKeys].filter((key) => !theirKeys.has(key));
    return [...theirKeys].some((key) => claimKeys.has(key) && !oursKeys.has(key)) && oursOnly.length > 0 && oursOnly.every((key) => !claimKeys.has(key));
  });
}

/**
 * The claim's date falls wholly on the side of a bound the sentence sets that the bound lets in:
 * "2012年注册的汽油小轿车" of "2013年6月30日前注册的汽油乘用车". Of several bounds, those of the
 * thing the claim names decide (not 柴油乘用车's "2016年12月31日前" for a 汽油 car of 2014).
 */
function withinBoundOfDate(claim: Analysed, d: DateMention, s: SourceSentence): boolean {
  // A year the claim compares with (比2025年度) is no date of its thing; a limit of the claim's own is a
  // rule, held only by the same limit: "须是2013年6月30日以前注册" is not "2016年12月31日前注册的柴油乘用车".
  if (comparedWith(claim, d) || d.limit !== undefined) return false;
  const bounds = s.dates.filter((e) => e.limit !== undefined && daysSpannedBeside(d, e) !== undefined && daysSpannedBeside(e, d) !== undefined);
  if (bounds.length === 0) return false;
  const claimKeys = new Set(claim.content.filter((t) => !insideDate(claim, t)).map(matchKey));
  const shared = (e: DateMention): number => {
    const thing = thingOfDate(s, e);
    return thing === undefined ? 0 : [...keysWithin(s, thing)].filter((key) => claimKeys.has(key)).length;
  };
  const most = Math.max(...bounds.map(shared));
  // A lone Chinese bound names its thing in the words right after it, so one of them is enough:
  // "1996年3月出生" of "（1995年6月1日以后出生）". (Not for days of an unsaid year, which a sentence's other
  // events fall on too: "于10月10日…提交申请表" is no day of "于10月31日前将名单报区教育局学生资助管理中心".)
  const lonelyChinese = bounds.length === 1 && HAN.test(bounds[0]!.raw) && d.year !== undefined;
  if (most < (lonelyChinese ? 1 : MIN_SHARED_WITH_BOUNDED)) return false;
  // (…or on the side it shuts out, where the sentence goes on to that case: 1983 of "on or after 11 November 1985; work completed before that date".)
  const caseOf = (e: DateMention): boolean => {
    const side = sideOfLimit(d, e);
    return side === "within" || (side === "beyond" && otherSideNamedAt(s, e, e.limit === "earliest" ? "latest" : "earliest") !== undefined);
  };
  return bounds.filter((e) => shared(e) === most).every(caseOf);
}

/** The same day of the same month in another year: "1 April 2025" of "1 April 2024", the slip of a year a sentence that says the claim's words little still rivals. */
function sameDayOfAnotherYear(d: DateMention, e: DateMention): boolean {
  return d.day !== undefined && d.day === e.day && d.month === e.month && d.year !== undefined && e.year !== undefined && d.year !== e.year;
}

/** Words for the weekend, whose days are Saturday and Sunday: "peak sessions (weekends, bank holidays …)", 周末. */
const WEEKEND = /\bweekends?\b|周末|双休日/iu;
const SATURDAY = 6;
const SUNDAY = 0;

/** "On a Saturday" is on a weekend the sentence speaks of. */
function onAWeekend(d: DateMention, s: SourceSentence): boolean {
  return d.lastWeekday === undefined && (d.weekday === SATURDAY || d.weekday === SUNDAY) && WEEKEND.test(s.text);
}

/** Words that set aside the weekdays after them, perhaps a list of them: "except on Friday and ", 除周五、. */
const SET_ASIDE_BEFORE = /(?:\b(?:except|excluding|other\s+than|apart\s+from|but\s+not|(?:al)?though\s+not)\s+(?:on\s+|for\s+|during\s+)?(?:(?:\p{L}+,\s+)*\p{L}+,?\s+(?:and|or)\s+)?|除(?:了)?(?:[^，。；,;]{1,8}[、和及或])?)$/iu;

/** A bare weekday the sentence sets aside ("Groups … receive a 10% discount, except on Friday and Saturday evenings"), whose rule holds on every other day. */
function weekdaySetAside(s: SourceSentence, e: DateMention): boolean {
  return bareWeekday(e) && SET_ASIDE_BEFORE.test(s.text.slice(0, e.start - s.start));
}

/** A part of the day said after a weekday, perhaps after a list of them: "Friday and Saturday evenings", "Saturday-night". */
const PART_OF_DAY_AFTER = /^(?:[\s,-]+(?:and|or)?\s*\p{L}+day)*[\s-]*(evening|night|morning|afternoon)s?\b/iu;
/** Parts of the day that name one time: an evening out is a night out. */
const SAME_PART_OF_DAY: Readonly<Record<string, string>> = { evening: "evening", night: "evening", morning: "morning", afternoon: "afternoon" };

function partOfDayAfter(text: Analysed, d: DateMention): string | undefined {
  const word = PART_OF_DAY_AFTER.exec(text.text.slice(d.end - text.start))?.[1]?.toLowerCase();
  return word === undefined ? undefined : SAME_PART_OF_DAY[word];
}

/** What the sentence says of the day it sets aside, right after it: "except Tuesday, when it is closed for cleaning". */
const SAID_OF_THE_DAY_AFTER = /^\s*,?\s*(?:when|on\s+which)\s+([^,;.]+)/iu;

/** The claim says a word of what the sentence says of the set-aside day: "The Tuesday closure is for cleaning". */
function saysWhatTheDayHas(claim: Analysed, s: SourceSentence, e: DateMention): boolean {
  const when = SAID_OF_THE_DAY_AFTER.exec(s.text.slice(e.end - s.start));
  if (when === null) return false;
  const end = e.end + when[0].length;
  return [...keysWithin(s, { start: end - when[1]!.length, end })].some((key) => claim.keys.has(key));
}

/** The days of the week a text names in the plural ("except on Saturdays"), as dates of one weekday each. */
function pluralWeekdayMentions(text: Analysed): DateMention[] {
  return pluralWeekdaysAt(text.text).map(({ day, at }) => {
    const raw = /^\p{L}+/u.exec(text.text.slice(at))![0];
    return { start: text.start + at, end: text.start + at + raw.length, raw, weekday: day };
  });
}

/** Content words besides the weekday the best sentence must share with the claim for its exception to be the claim's rule's. */
const MIN_SHARED_WITH_EXCEPTION = 2;

/**
 * A weekday the claim says its rule holds on, which the best sentence sets aside: "a Saturday-night
 * outing … qualifies for the 10% group discount" against "a 10% discount, except on Friday and
 * Saturday evenings", or "although not on Saturdays". Where the sentence names a part of the day,
 * the claim must name that part.
 */
function weekdaySetAsideClaimed(context: ContentContext): RuleReport[] {
  const { claim, alignment } = context;
  const best = alignment.sentences[0];
  if (best === undefined || claim.negations.length > 0 || countIn(claim.keys, best.keys) < MIN_SHARED_WITH_EXCEPTION) return [];
  const reports: RuleReport[] = [];
  for (const d of claim.dates) {
    if (!bareWeekday(d)) continue;
    const e = [...best.dates, ...pluralWeekdayMentions(best)].find((other) => weekdaySetAside(best, other) && sameDate(d, other));
    if (e === undefined) continue;
    const part = partOfDayAfter(best, e);
    if (part !== undefined && partOfDayAfter(claim, d) !== part) continue;
    if (saysWhatTheDayHas(claim, best, e)) continue;
    reports.push({ code: "X1", message: `the claim says it holds on ${d.raw}, which ${context.where(best)} sets aside`, span: { start: d.start, end: d.end }, actual: d.raw, expected: `except ${e.raw}`, evidence: context.evidence(best) });
  }
  return reports;
}

/**
 * A quarter named with no year is counted in the reporter's own year, whose quarters need not be the
 * calendar's: "at the end of its third quarter" of a trading update "for the 13 weeks to 30 November".
 * Only another quarter rivals it.
 */
function quarterOfItsOwnYear(d: DateMention, e: DateMention): boolean {
  return d.quarter !== undefined && d.year === undefined && e.quarter === undefined;
}

/** A superlative measured back to a date: "the yard's largest order since 2011", "the first time since 1998". */
const RECORD_SINCE_BEFORE = /\b(?:largest|biggest|highest|lowest|best|worst|first|most|fewest|least|strongest|weakest|warmest|coldest|wettest|driest|smallest|longest|shortest|busiest|quietest)\b[^,;.]{0,40}\bsince\s+$/iu;
/** How far before the date such a superlative is read. */
const RECORD_REACH = 60;

/** The date is what a superlative is measured back to, which dates no event of its own: it rivals only another such. */
function recordSince(text: Analysed, d: DateMention): boolean {
  const at = d.start - text.start;
  return RECORD_SINCE_BEFORE.test(text.text.slice(Math.max(0, at - RECORD_REACH), at));
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
    // Every evidence sentence, listed once per claim and only if a date needs them.
    let listed: SourceSentence[] | undefined;
    const allEvidence = (): SourceSentence[] => (listed ??= evidenceSentences(alignment.sentences, context.regions));
    const dated = checkValues(context, {
      values: claim.dates,
      valuesOf: (s) => s.dates,
      // The first day of "from 4 to 9 March", written bare, is no figure its digit elsewhere could hold ("led 4-3");
      // nor is the end of a span the source ends otherwise, wherever else it writes that day.
      spelling: (d) => (BARE_DAY.test(d.raw) || allEvidence().some((s) => s.dates.some((e) => spanEndedOtherwise(claim, d, s, e))) ? "" : d.raw),
      same: (d, e) => (sameDate(d, e) && !oppositeLimits(d, e)) || yearLeftOut(d, e, context.regions) || weekdayInYearBeside(d, e, context.regions),
      // A limit is quoted as one: "2028 at the latest".
      quoted: (d) => (d.limit === undefined ? d.raw : `${d.raw} at the ${d.limit}`),
      // "Until 2028 at the latest" against "until at least 2028": the date as a limit the other way.
      // (…unless the sentence goes on to the case on the claim's side: "on or after 1 March 2024; … older licences".)
      opposed: (d, e, s) => sameDate(d, e) && oppositeLimits(d, e) && !otherSideOfTheDate(claim, d, s, e),
      // "On a Saturday" is one of the "Saturdays" a source speaks of; a year may be worked out.
      // A weekday other than those a sentence sets aside is one its rule holds on.
      derived: (d, s) => s.dates.some((e) => otherSideOfTheDate(claim, d, s, e)) || (bareWeekday(d) && (pluralWeekdaysIn(s.text).includes(d.weekday!) || onAWeekend(d, s) || (s.dates.some((e) => weekdaySetAside(s, e)) && !s.dates.some((e) => sameDate(d, e))))) || yearsAfter(claim, d, s) || (s === alignment.sentences[0] && dayAfterAnEnd(claim, d, s)) || yearBeforeCompared(claim, d, s) || endOfTheYearBefore(claim, d, s) || endOfAQuarterGiven(claim, d, s) || withinSpanOfYears(claim, d, s) || monthWithinSpan(claim, d, s) || caseDayWithinARestatedSpan(claim, d, s) || withinBoundOfDate(claim, d, s) || (s === alignment.sentences[0] && ((weekdayLeftOutOfARun(d, s) && deniedAfterIn(claim, d)) || daysAwayFromAGivenDay(claim, d, allEvidence()))),
      // …nor that of another case of a Chinese list: 9月16日 of "北纬26°30′以北海域为…至9月16日12时；…以南海域为…至8月16日12时".
      // The other date's case is the clause it dates: in "1949年入…科班学戏，师从尹派传人施月樵；1953年…，1956年加入杭州越剧团"
      // 尹派 is said after 1949's event, not of it.
      asIs: (d, s, e) => !endedWhereTheSourceStarts(claim, d, s, e) && !spanEndedOtherwise(claim, d, s, e) && !dateOfAnotherEvent(claim, d, s, e) && !dateOfAnotherListedThing(claim, s, e) && !zhCaseOfAnother(claim, s, e, s.dates, (other) => conflictingDates(d, other) && !claim.dates.some((c) => sameDate(c, other)), { caseAround: clauseOf }),
      // A year the claim compares with (比2025年) has as rival only one the sentence compares with, or
      // its "year before": the source may just not say what it was then.
      rivals: (d, s, e) =>
        (conflictingDates(d, e) || (sameDate(d, e) && oppositeLimits(d, e) && !otherSideOfTheDate(claim, d, s, e))) &&
        !otherEndOfTheClaimsSpan(claim, d, e) &&
        !(startsSpan(claim, d) && isDeadline(s, e)) &&
        !(bareWeekday(d) && weekdaySetAside(s, e)) &&
        !quarterOfItsOwnYear(d, e) &&
        recordSince(s, e) === recordSince(claim, d) &&
        !(d.year !== undefined && d.month === undefined && d.weekday === undefined && comparedWith(claim, d) && !comparedWith(s, e) && !YEAR_BEFORE.test(s.text)) &&
        (weekdayOfTheDay(d, e) ||
          (!planOfTheSource(claim, d, s, e) &&
            (sameAttribute(claim, d, s, e, { perSide: 4 }) || (s === alignment.sentences[0] && (alignment.bestCoverage >= EVENT_ALIGNMENT || sameDayOfAnotherYear(d, e)) && !planAgainstFact(claim, d, s, e))))),
      // A month alone ("payable in June") is said where its event is: held only by a sentence of
      // another event ("due to open in June 2026"), it loses to the month of a sentence that says
      // the claim's ("to be paid in January"). So is a Chinese weekday alone: 周日 of "…周末日均客流…" loses to
      // the 周五、周六 of the sentence that says the claim's "星光" lanes. (Not an English one, which a claim
      // as often reasons from: "If you order on a Friday …", "Monday's bisque … the night before".)
      placed: (d) => d.year === undefined && d.day === undefined && (d.month !== undefined ? d.weekday === undefined : d.weekday !== undefined && HAN.test(d.raw)),
      missing: (d, cited) => `the date ${d.raw} is not in ${cited}`,
    });
    return [...dated, ...pluralWeekdaySwapped(context), ...weekdaySetAsideClaimed(context)];
  },
};

export default rule;
