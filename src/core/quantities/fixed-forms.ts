// Quantities written in fixed forms that the numeral scan does not read, because their digits
// would mean something else there or they have none: times of day (19:30, 7:30 pm, 晚上 7 点),
// ranks (ranked second, 排名第一), multiples (doubled, 翻了一番), ratios (2:1) and pairs (双人). The scan skips their spans.

import { parseInteger, readZhNumeral } from "./chinese-numerals.js";
import type { Quantity } from "./numbers.js";
import { DAY_SECONDS } from "./units.js";
import { HAN } from "../text/zh.js";

// A colon may follow as punctuation: "Wednesdays, 10:00–15:00: Artisan Bread".
const CLOCK = /(?<![\d:.])(\d{1,2})(?::(\d{2})(?::(\d{2}))?)?(?:\s*([AaPp])(?:\.[Mm]\.|[Mm])(?![A-Za-z]))?(?!\d|:\d)/g;
/** Whether a text may hold "8 am" or "6 p.m.": the clock scan is skipped on texts that hold neither this nor a colon. */
const MERIDIEM = /\d\s*[AaPp]\.?[Mm](?![A-Za-z])/;
const ZH_NUMERAL = "零〇一二两三四五六七八九十";
const ZH_CLOCK = new RegExp(`(?<![\\d.第几周])(\\d{1,2}|[${ZH_NUMERAL}]{1,3})\\s*[点時时](?:(半)|(一刻)|(三刻)|(\\d{1,2}|[${ZH_NUMERAL}]{1,3})分(?!之)|钟|整)?`, "g");
const ZH_PM_BEFORE = /(?:中午|下午|傍晚|晚上|晚间|夜里|夜间)\s*$/;
const ZH_AM_BEFORE = /(?:上午|早上|早晨|清晨|凌晨)\s*$/;
const ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
/** Words one of EN_RANK's forms needs, read first: most texts have none. */
const RANK_WORDS = new RegExp(String.raw`rank|plac|finish|came|comes|\bin\s+(?:${ORDINAL_WORDS.join("|")}|\d)`, "i");
/** "ranked second", "came 3rd", "finished in fifth", the place before "-placed" ("third-placed Kestrel FC"), and "in third" ("six lengths back in third", "in third place"). */
const EN_RANK = new RegExp(
  String.raw`(?<![A-Za-z])(?:rank(?:ed|s)?|plac(?:ed|es)|finish(?:ed|es)?|came|comes)\s+(?:in\s+)?(?:the\s+)?(${ORDINAL_WORDS.join("|")}|\d{1,3}(?:st|nd|rd|th))(?![A-Za-z])|(?<![A-Za-z])(${ORDINAL_WORDS.join("|")}|\d{1,3}(?:st|nd|rd|th))(?=-placed\b)|(?<![A-Za-z])in\s+(${ORDINAL_WORDS.join("|")}|\d{1,3}(?:st|nd|rd|th))(?=\s+place\b|\s*[.,;:)]|\s*$)`,
  "gi",
);
const ZH_RANK = new RegExp(`(?:排名|排在|排行|位列|名列|位居|(?<=[仅只还再暂并])[列排])\\s*(?:全球|世界|全国|国内|行业|全省|全市|亚洲|欧洲)?\\s*第\\s*(\\d{1,3}|[${ZH_NUMERAL}百]{1,4})|第\\s*(\\d{1,3}|[${ZH_NUMERAL}百]{1,4})\\s*名`, "g");

function numeral(written: string): number | null {
  if (/^\d/.test(written)) return Number(written);
  // Read the written numeral alone: in 七点四十二分 the 点 is the hour's, not a decimal point (7.4).
  const z = readZhNumeral(written, 0);
  return z === null ? null : z.num / z.den;
}

function quantity(text: string, start: number, end: number, value: number, dimension: "clock" | "rank", step: number): Quantity {
  return { start, end, raw: text.slice(start, end), value, unit: dimension === "clock" ? "min" : "#", dimension, approximate: false, fromWords: !/\d/.test(text.slice(start, end)), step };
}

/** How far back a word for the half of the day is looked for: 上午, 晚上 and a space. */
const HALF_REACH = 4;

/** 上午 or 下午 (and the like) written right before a time at `at`: which half, and how long the words are. */
function halfOfDayBefore(text: string, at: number): { pm: boolean; length: number } | undefined {
  const before = text.slice(Math.max(0, at - HALF_REACH), at);
  const pm = ZH_PM_BEFORE.exec(before);
  if (pm) return { pm: true, length: pm[0].length };
  const am = ZH_AM_BEFORE.exec(before);
  return am ? { pm: false, length: am[0].length } : undefined;
}

/** A time taken to a fraction of a second: "4:21.7", "2:08:33.5"; no time of day is written so. */
const TIME_TAKEN_TO_A_FRACTION = /(?<![\d:.])\d{1,2}:[0-5]\d(?::[0-5]\d)?\.\d(?!\d*:)/;
/** Minutes and seconds, or hours, minutes and seconds, and a fraction of a second if written. */
const TIME_TAKEN = /(?<![\d:.])(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?:\.(\d{1,3}))?(?![\d:])(?!\s*[AaPp]\.?[Mm](?![A-Za-z]))/g;
/** Words before a time of day, which a text of times taken may also give: "starts at 10:30"; and how far back they are read. */
const TIME_OF_DAY_BEFORE = /(?<![A-Za-z])(?:at|from|until|till|by|before|after)\s+$/i;
const TIME_OF_DAY_REACH = 8;

/**
 * The times taken of a text that gives one to a fraction of a second, in seconds: there "4:23"
 * is minutes and seconds as well ("winning in 4:21.7 to break the meeting record of 4:23"), unless
 * words of a time of day stand before it.
 */
function timesTaken(text: string): Quantity[] {
  const out: Quantity[] = [];
  TIME_TAKEN.lastIndex = 0;
  for (let m = TIME_TAKEN.exec(text); m !== null; m = TIME_TAKEN.exec(text)) {
    if (TIME_OF_DAY_BEFORE.test(text.slice(Math.max(0, m.index - TIME_OF_DAY_REACH), m.index))) continue;
    const [raw, first, second, third, fraction] = m;
    const whole = third === undefined ? Number(first) * 60 + Number(second) : Number(first) * 3600 + Number(second) * 60 + Number(third);
    const value = whole + (fraction === undefined ? 0 : Number(`0.${fraction}`));
    const step = fraction === undefined ? 1 : 10 ** -fraction.length;
    out.push({ start: m.index, end: m.index + raw.length, raw, value, unit: "s", dimension: "time", approximate: false, fromWords: false, step });
  }
  return out;
}

/**
 * A time of day in minutes after midnight. Without am/pm (or 上午/下午), a time up to 12:59 is
 * read on a 12-hour clock: 7:30 may be 19:30, and is marked `halfDay`.
 */
function clocks(text: string, out: Quantity[]): void {
  const taken = text.includes(":") && TIME_TAKEN_TO_A_FRACTION.test(text) ? timesTaken(text) : [];
  out.push(...taken);
  if (text.includes(":") || MERIDIEM.test(text)) {
    CLOCK.lastIndex = 0;
    for (let m = CLOCK.exec(text); m !== null; m = CLOCK.exec(text)) {
      if (taken.some((q) => q.start === m!.index)) continue;
      const [, h, min, sec, meridiem] = m;
      // A bare hour is a time of day only with am or pm ("8 am", "6 pm"); the number rule lets
      // a source's "let's make it 7" hold the claim's "7 pm" by its spelling.
      if (min === undefined && meridiem === undefined) continue;
      let hour = Number(h);
      if (hour > 24 || Number(min ?? 0) >= 60 || (meridiem !== undefined && (hour === 0 || hour > 12))) continue;
      if (meridiem !== undefined) hour = (hour % 12) + (/[Pp]/.test(meridiem) ? 12 : 0);
      // 上午8:30 and 下午5:30: the half of the day is written before, and is part of the time.
      const zhHalf = meridiem === undefined && hour >= 1 && hour <= 12 ? halfOfDayBefore(text, m.index) : undefined;
      if (zhHalf?.pm && hour < 12) hour += 12;
      const start = m.index - (zhHalf?.length ?? 0);
      const q = quantity(text, start, m.index + m[0].length, hour * 60 + Number(min ?? 0) + Number(sec ?? 0) / 60, "clock", sec === undefined ? 1 : 1 / 60);
      // 07:30 is written on a 24-hour clock; 7:30 and 12:15 may be either half of the day.
      if (meridiem === undefined && !zhHalf && hour >= 1 && hour <= 12 && !h!.startsWith("0")) q.halfDay = true;
      out.push(q);
    }
  }
  if (!text.includes("点") && !text.includes("时") && !text.includes("時")) return;
  ZH_CLOCK.lastIndex = 0;
  for (let m = ZH_CLOCK.exec(text); m !== null; m = ZH_CLOCK.exec(text)) {
    const end = m.index + m[0].length;
    const half = halfOfDayBefore(text, m.index);
    const tailed = m[0].length > m[0].search(/[点時时]/) + 1;
    // 3点建议 and 一时 are points and moments: a clock needs 上午/下午, minutes, or nothing after it,
    // unless it follows a day (15日18时发布) or could only be on a 24-hour clock (18时, 06时).
    // (…with the day of the week in brackets between, "12月9日（星期二）12时"; or a 时 the start or end of something, 12时起, 12时前.)
    const dated = DAY_BEFORE_CLOCK.test(text.slice(Math.max(0, m.index - DAY_BEFORE_REACH), m.index)) || (m[0].endsWith("时") && /^[起前止]/u.test(text.charAt(end)));
    const twentyFour = /^(?:0\d|1[3-9]|2[0-4])$/.test(m[1]!);
    // …or ends a span that a clock opens: the 12时 of "上午8时至12时为出程高峰", in its half of the day.
    const previous = out.at(-1);
    const spanOpened = previous?.dimension === "clock" && previous.halfDay !== true && SPAN_TO.test(text.slice(previous.end, m.index)) ? previous : undefined;
    if (!half && !tailed && !dated && !twentyFour && !spanOpened && HAN.test(text.charAt(end))) continue;
    // 多一点, 早一点: "a little" after a comparative, no time of day.
    if (!half && !tailed && m[1] === "一" && A_LITTLE_AFTER.test(text.charAt(m.index - 1))) continue;
    let hour = numeral(m[1]!);
    if (hour === null || hour > 24) continue;
    if (!half && spanOpened !== undefined && spanOpened.value >= NOON && hour < 12) hour += 12;
    const minuteText = m[5];
    const minutes = m[2] !== undefined ? 30 : m[3] !== undefined ? 15 : m[4] !== undefined ? 45 : minuteText !== undefined ? numeral(minuteText) : 0;
    if (minutes === null || minutes >= 60) continue;
    if (half?.pm && hour < 12) hour += 12;
    if (half?.pm === false && hour === 12) hour = 0;
    const q = quantity(text, m.index - (half?.length ?? 0), end, hour * 60 + minutes, "clock", minuteText === undefined && m[2] === undefined ? 60 : 1);
    if (!half && !twentyFour && spanOpened === undefined && hour >= 1 && hour <= 12) q.halfDay = true;
    out.push(q);
  }
}

/**
 * Bare hours a part of the day sets right before them, as a span: "Friday mornings from 9 to 10",
 * "evenings 6 to 8". Morning hours are before noon; afternoon, evening and night hours after it.
 */
const HOURS_OF_A_PART_OF_DAY = /\b(mornings?|afternoons?|evenings?|nights?)\s+(?:only\s+)?(?:from\s+|between\s+)?(\d{1,2})\s*(?:to|until|till|and|[-–])\s*(\d{1,2})(?![\d:]|\.\d|\s*(?:[AaPp]\.?[Mm]|%|[a-z]))/dgiu;

function hoursOfAPartOfDay(text: string, out: Quantity[]): void {
  if (!/(?:morning|afternoon|evening|night)/iu.test(text)) return;
  HOURS_OF_A_PART_OF_DAY.lastIndex = 0;
  for (let m = HOURS_OF_A_PART_OF_DAY.exec(text); m !== null; m = HOURS_OF_A_PART_OF_DAY.exec(text)) {
    const afterNoon = !/^morning/iu.test(m[1]!);
    const ends = [2, 3].map((group) => ({ hour: Number(m![group]), at: m!.indices![group]! }));
    if (ends.some(({ hour }) => hour < 1 || hour > 12)) continue;
    for (const { hour, at } of ends) {
      const inDay = afterNoon && hour < 12 ? hour + 12 : !afterNoon && hour === 12 ? 0 : hour;
      out.push(quantity(text, at[0], at[1], inDay * 60, "clock", 60));
    }
  }
}

/** A day right before a Chinese clock time, perhaps with its day of the week in brackets: 15日, 9号, 9日（星期二）. */
const DAY_BEFORE_CLOCK = /[日号](?:[（(][^）)]{1,6}[）)])?$/u;
const DAY_BEFORE_REACH = 10;

/** Comparatives that 一点 ("a little") follows. */
const A_LITTLE_AFTER = /[多少快慢早晚好大小高低长短贵轻重]/u;

/** What stands between the two ends of a span of clock times: 至, 到, a dash. */
const SPAN_TO = /^\s*[至到~～\-－—–]\s*$/u;
/** Minutes after midnight at noon. */
const NOON = 720;

/** "ranked second", "came 3rd", 排名第一, 第二名: a place in an order. */
function ranks(text: string, out: Quantity[]): void {
  if (RANK_WORDS.test(text)) {
    EN_RANK.lastIndex = 0;
    for (let m = EN_RANK.exec(text); m !== null; m = EN_RANK.exec(text)) {
      const word = (m[1] ?? m[2] ?? m[3])!;
      const start = m.index + m[0].length - word.length;
      out.push(quantity(text, start, start + word.length, placeOf(word), "rank", 1));
    }
  }
  if (!text.includes("第")) return;
  ZH_RANK.lastIndex = 0;
  for (let m = ZH_RANK.exec(text); m !== null; m = ZH_RANK.exec(text)) {
    const written = m[1] ?? m[2]!;
    const start = m.index + m[0].indexOf("第");
    const value = numeral(written);
    if (value === null) continue;
    out.push(quantity(text, start, m.index + m[0].length, value, "rank", 1));
  }
}

/** A place in an order that a superlative states: "second-largest" is 2 by "largest", 最大 is 1 by 大. */
export interface SuperlativeRank {
  start: number;
  end: number;
  place: number;
  /** The order: the superlative, one spelling for words of one meaning ("biggest" is "largest"). */
  by: string;
  /** What is ranked, when the next word says it: "city" in "the largest city", 城市 in 最大的城市. */
  of?: string;
}

const EN_HEAD = /^\s+([A-Za-z]{3,})/;
const ZH_HEAD = /^的?(\p{Script=Han}{2})/u;
const EN_NOT_HEAD = new Set(["and", "but", "the", "for", "with", "from", "than", "since", "ever", "in", "of", "among", "was", "were", "has", "had", "have", "is", "are"]);

/** The word after a superlative, singular and lower-cased, unless it is a function word. */
function headAfter(text: string, end: number): string | undefined {
  const rest = text.slice(end, end + 24);
  const zh = ZH_HEAD.exec(rest)?.[1];
  if (zh !== undefined) return zh;
  const word = EN_HEAD.exec(rest)?.[1]?.toLowerCase();
  if (word === undefined || EN_NOT_HEAD.has(word)) return undefined;
  return singular(word);
}

const EN_SUPERLATIVE = String.raw`largest|biggest|smallest|highest|lowest|longest|shortest|oldest|youngest|newest|fastest|slowest|richest|poorest|tallest|busiest|greatest|strongest|heaviest|deepest|cheapest|best|worst|most\s+[a-z]{4,}|least\s+[a-z]{4,}`;
const SAME_ORDER = new Map([["biggest", "largest"], ["greatest", "largest"]]);
const EN_ORDINAL_SUPERLATIVE = new RegExp(String.raw`(?<![A-Za-z])(${ORDINAL_WORDS.join("|")}|\d{1,3}(?:st|nd|rd|th))(?:-|\s+)(${EN_SUPERLATIVE})(?![A-Za-z])`, "gi");
// A bare superlative is first only where it names one thing: "the largest", "Japan's largest", not "one of the largest".
const EN_FIRST = new RegExp(String.raw`(?:^|(?<![A-Za-z])(?:the|its|their|his|her|our)\s+|['’]s\s+)(${EN_SUPERLATIVE})(?![A-Za-z-])`, "gi");
// "The first woman to win it", "the second company to", "the first to": a place in the order of who did it.
const EN_ORDINAL_TO = new RegExp(String.raw`(?<![A-Za-z])the\s+(${ORDINAL_WORDS.join("|")}|\d{1,3}(?:st|nd|rd|th))\s+(?:([a-z]+)\s+)?to(?=\s)`, "gi");
// "The first Thursday of each month", "second gear", "the 3rd floor": a place in a series of
// what the next word names. Not "first and", "first, …" or "the first 3 months".
const EN_ORDINAL_NOUN = new RegExp(String.raw`(?<![A-Za-z])(${ORDINAL_WORDS.join("|")}|\d{1,3}(?:st|nd|rd|th))(?=\s+[A-Za-z]{3,})`, "gi");
const NOT_ONE_BEFORE = /(?:(?:one|some|two|three|several|many|each)\s+of\s+\w*|among\s+\w*)$/i;
const ZH_ORDER = "大高多长快小低少强";
const ZH_ORDINAL_SUPERLATIVE = new RegExp(`第\\s*(\\d{1,3}|[${ZH_NUMERAL}]{1,3})\\s*([${ZH_ORDER}])`, "g");
/**
 * 第三位获此称号的女性, 第二家, 第五届, 第4轮, 第三场, 第五跳, 第6补给站: a place in the order of what the measure word
 * (or a word of up to three characters it ends) counts (第N名 is a rank figure, ZH_RANK).
 */
const ZH_ORDINAL_MEASURE = new RegExp(`第\\s*(\\d{1,3}|[${ZH_NUMERAL}]{1,3})\\s*((?:(?![的之和与及天年月日周])\\p{Script=Han}){0,2}?[位个家座届次期批轮场局站跳投枪箭圈棒盘集])`, "gu");
/** "…, which dropped to third.": an ordinal whose noun is left out, as the claim's "third place" may say in full. */
const EN_ELIDED_ORDINAL = new RegExp(String.raw`(?<![A-Za-z])(${ORDINAL_WORDS.join("|")}|\d{1,3}(?:st|nd|rd|th))(?=\s*(?:[.,;:!?)]|$))`, "gi");

const CARDINAL_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const ORDINAL_WORD = new RegExp(String.raw`^(?:${ORDINAL_WORDS.join("|")}|\d{1,3}(?:st|nd|rd|th))$`, "i");
const ORDINAL_ENDING = new RegExp(String.raw`(?<![A-Za-z])(${ORDINAL_WORDS.join("|")}|\d{1,3}(?:st|nd|rd|th))\s+$`, "i");
const NUMBER_OPENING = new RegExp(String.raw`^\s+(${CARDINAL_WORDS.join("|")}|\d{1,3})(?![A-Za-z\d])`, "i");

/** "second" or "2nd": a word that gives a place, not what is placed. */
export function isOrdinalWord(word: string): boolean {
  return ORDINAL_WORD.test(word);
}

/**
 * The place a noun is given by the words around it: "the second year", "2nd year", "year two" and
 * "year 2" all give 2. `before` is the text up to the noun, `after` the text from its end.
 */
export function placeAround(before: string, after: string): number | undefined {
  const ordinal = ORDINAL_ENDING.exec(before)?.[1];
  if (ordinal !== undefined) return placeOf(ordinal);
  const number = NUMBER_OPENING.exec(after)?.[1];
  if (number === undefined) return undefined;
  return /^\d/.test(number) ? parseInt(number, 10) : CARDINAL_WORDS.indexOf(number.toLowerCase()) + 1;
}

/** The places a text names by ordinals that stand alone ("dropped to third"). */
export function elidedOrdinalPlaces(text: string): number[] {
  EN_ELIDED_ORDINAL.lastIndex = 0;
  return [...text.matchAll(EN_ELIDED_ORDINAL)].map((m) => placeOf(m[1]!));
}
/** A place by size, said of the size: 规模排第二 is 第二大, as 规模最大 is 最大 (not 排名第二名, a rank figure). */
const ZH_SIZE_PLACE = new RegExp(`(?:规模|面积|吨位|体量)上?(?:排名?|位居|位列|居)\\s*第\\s*(\\d{1,3}|[${ZH_NUMERAL}]{1,3})(?![名位个家])`, "gu");
// 最多 and 最少 are "at most" and "at least" as often as ranks.
const ZH_FIRST = /最([大高长快小低强])(?![大高多长快小低少强])/g;
/** "…之一" after the superlative in its clause: "one of the largest", no single place. */
const ZH_ONE_OF = /^[^，。；！？,;!?]*之一/;

/** 3 for "third" and "3rd". */
function placeOf(ordinal: string): number {
  return /^\d/.test(ordinal) ? parseInt(ordinal, 10) : ORDINAL_WORDS.indexOf(ordinal.toLowerCase()) + 1;
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

function ranked(text: string, start: number, end: number, place: number, by: string): SuperlativeRank {
  const of = headAfter(text, end);
  return of === undefined ? { start, end, place, by } : { start, end, place, by, of };
}

/** 一楼, 二楼, 12楼: the floor a place is on (not 两楼, 3号楼, 楼盘, 楼梯 or 楼市). */
const ZH_FLOOR = new RegExp(`(?<![\\d第号几两${ZH_NUMERAL}])(\\d{1,3}|[${ZH_NUMERAL.replace("两", "")}]{1,3})楼(?![盘梯市宇房道层])`, "gu");

/**
 * The places a text's superlatives and ordinals give: "the third-largest city" (3, largest),
 * "Japan's biggest carmaker" (1, largest), "the second woman to" (2, to woman), "the first
 * Thursday" (1, thursday), 国内第二大 (2, 大), 最高 (1, 高).
 * "One of the largest" gives none.
 */
export function superlativeRanks(text: string): SuperlativeRank[] {
  const out: SuperlativeRank[] = [];
  const order = (word: string): string => {
    const lower = word.toLowerCase().replace(/\s+/g, " ");
    return SAME_ORDER.get(lower) ?? lower;
  };
  EN_ORDINAL_SUPERLATIVE.lastIndex = 0;
  for (let m = EN_ORDINAL_SUPERLATIVE.exec(text); m !== null; m = EN_ORDINAL_SUPERLATIVE.exec(text)) {
    out.push(ranked(text, m.index, m.index + m[0].length, placeOf(m[1]!), order(m[2]!)));
  }
  EN_FIRST.lastIndex = 0;
  for (let m = EN_FIRST.exec(text); m !== null; m = EN_FIRST.exec(text)) {
    const start = m.index + m[0].length - m[1]!.length;
    if (NOT_ONE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    out.push(ranked(text, start, m.index + m[0].length, 1, order(m[1]!)));
  }
  EN_ORDINAL_TO.lastIndex = 0;
  for (let m = EN_ORDINAL_TO.exec(text); m !== null; m = EN_ORDINAL_TO.exec(text)) {
    const start = m.index + m[0].indexOf(m[1]!);
    out.push({ start, end: m.index + m[0].length, place: placeOf(m[1]!), by: `to ${singular(m[2]?.toLowerCase() ?? "")}`.trim() });
  }
  EN_ORDINAL_NOUN.lastIndex = 0;
  for (let m = EN_ORDINAL_NOUN.exec(text); m !== null; m = EN_ORDINAL_NOUN.exec(text)) {
    const end = m.index + m[0].length;
    const noun = headAfter(text, end);
    if (noun === undefined || out.some((rank) => rank.start <= m!.index && m!.index < rank.end)) continue;
    out.push({ start: m.index, end: end + EN_HEAD.exec(text.slice(end, end + 24))![0].length, place: placeOf(m[1]!), by: noun });
  }
  ZH_FLOOR.lastIndex = 0;
  for (let m = text.includes("楼") ? ZH_FLOOR.exec(text) : null; m !== null; m = ZH_FLOOR.exec(text)) {
    const place = numeral(m[1]!);
    if (place !== null) out.push({ start: m.index, end: m.index + m[0].length, place, by: "楼" });
  }
  if (!text.includes("第") && !text.includes("最")) return out;
  ZH_ORDINAL_SUPERLATIVE.lastIndex = 0;
  for (let m = ZH_ORDINAL_SUPERLATIVE.exec(text); m !== null; m = ZH_ORDINAL_SUPERLATIVE.exec(text)) {
    const place = numeral(m[1]!);
    const end = m.index + m[0].length;
    if (place !== null && !ZH_ONE_OF.test(text.slice(end))) out.push(ranked(text, m.index, end, place, m[2]!));
  }
  ZH_ORDINAL_MEASURE.lastIndex = 0;
  for (let m = ZH_ORDINAL_MEASURE.exec(text); m !== null; m = ZH_ORDINAL_MEASURE.exec(text)) {
    const place = numeral(m[1]!);
    if (place !== null) out.push({ start: m.index, end: m.index + m[0].length, place, by: `第${m[2]!}` });
  }
  ZH_SIZE_PLACE.lastIndex = 0;
  for (let m = ZH_SIZE_PLACE.exec(text); m !== null; m = ZH_SIZE_PLACE.exec(text)) {
    const place = numeral(m[1]!);
    const start = m.index + m[0].indexOf("第");
    if (place !== null) out.push({ start, end: m.index + m[0].length, place, by: "大" });
  }
  ZH_FIRST.lastIndex = 0;
  for (let m = ZH_FIRST.exec(text); m !== null; m = ZH_FIRST.exec(text)) {
    const end = m.index + m[0].length;
    if (!ZH_ONE_OF.test(text.slice(end))) out.push(ranked(text, m.index, end, 1, m[1]!));
  }
  return out;
}

// Verbs that state a multiple ("the interval doubles", "halves the price"), and the words before
// what is multiplied ("double the number from June", "twice as many"). Not "a double room",
// "tennis doubles" or "half the patients" (a share).
const EN_MULTIPLE =
  /(?<![A-Za-z])(?<!(?:tennis|mixed|men's|women's|ladies'|play|playing)\s)(?:(doubl|tripl|quadrupl)(?:ed|ing|es(?=\s*[.,;]|\s+(?:the|its|their|to|from|if|when|after|in|for|every)\b))|(halv)(?:ed|ing|es(?=\s*[.,;]|\s+(?:the|its|their|to|from|if|when|after|in|for|every)\b))|(?:to|will|would|could|may|might)\s+(double|triple|quadruple|halve)|(double|triple|quadruple|twice)(?=\s+(?:the|its|their|that|as many|as much)(?![A-Za-z])))(?![A-Za-z])/gi;
const EN_MULTIPLES: Readonly<Record<string, number>> = { doubl: 2, double: 2, tripl: 3, triple: 3, quadrupl: 4, quadruple: 4, halv: 0.5, halve: 0.5, twice: 2 };
// 翻一番 is twice, 翻两番 four times (two doublings), 翻倍 twice, 减半 half.
const ZH_MULTIPLE = /翻了?(一|两)番|翻了?倍|减半/g;

function multiple(text: string, start: number, end: number, value: number): Quantity {
  return { start, end, raw: text.slice(start, end), value, unit: "", dimension: "count", approximate: false, fromWords: true, step: Number.isInteger(value) ? 1 : 0.1, noun: "×" };
}

/** "Half as many again": one and a half times. */
const HALF_AGAIN = /(?<![A-Za-z])half\s+as\s+(?:much|many)\s+again(?![A-Za-z])/giu;

/** "Sales doubled", "expected to triple", "half as many again", 翻了一番, 减半: a multiple, as "2x" and "3 倍" are. */
function multiples(text: string, out: Quantity[]): void {
  if (/again/i.test(text)) {
    HALF_AGAIN.lastIndex = 0;
    for (let m = HALF_AGAIN.exec(text); m !== null; m = HALF_AGAIN.exec(text)) out.push(multiple(text, m.index, m.index + m[0].length, 1.5));
  }
  if (/doubl|tripl|quadrupl|halv|twice/i.test(text)) {
    EN_MULTIPLE.lastIndex = 0;
    for (let m = EN_MULTIPLE.exec(text); m !== null; m = EN_MULTIPLE.exec(text)) {
      const stemOrVerb = (m[1] ?? m[2] ?? m[3] ?? m[4]!).toLowerCase();
      const start = m[3] === undefined ? m.index : m.index + m[0].length - m[3].length;
      out.push(multiple(text, start, m.index + m[0].length, EN_MULTIPLES[stemOrVerb]!));
    }
  }
  if (!text.includes("翻") && !text.includes("减半")) return;
  ZH_MULTIPLE.lastIndex = 0;
  for (let m = ZH_MULTIPLE.exec(text); m !== null; m = ZH_MULTIPLE.exec(text)) {
    const value = m[0] === "减半" ? 0.5 : m[1] === "两" ? 4 : 2;
    out.push(multiple(text, m.index, m.index + m[0].length, value));
  }
}

/** 半价 is 五折: half the price paid, in the tenths 折 counts (units.ts). */
function halfPrice(text: string, out: Quantity[]): void {
  for (let at = text.indexOf("半价"); at >= 0; at = text.indexOf("半价", at + 2)) {
    out.push({ start: at, end: at + 2, raw: "半价", value: 50, unit: "折", dimension: "percent", approximate: false, fromWords: true, step: 10 });
  }
}

/** 八五折 and 85折: two digits before 折 give the percentage paid, not tens of tenths (8.5折 is read as written). */
const ZH_TWO_DIGIT_SHARE = /(?<![\d.一二三四五六七八九十])([1-9一二三四五六七八九])([0-9〇零一二三四五六七八九])折(?![扣叠合旧射算腾断磨服返现])/gu;
const ZH_DIGITS = "〇一二三四五六七八九";

/** A digit written as a digit or a Chinese numeral: 8, 八, 〇 and 零. */
export function digitOf(c: string): number {
  return /\d/.test(c) ? Number(c) : c === "零" ? 0 : ZH_DIGITS.indexOf(c);
}

function twoDigitShares(text: string, out: Quantity[]): void {
  if (!text.includes("折")) return;
  ZH_TWO_DIGIT_SHARE.lastIndex = 0;
  for (let m = ZH_TWO_DIGIT_SHARE.exec(text); m !== null; m = ZH_TWO_DIGIT_SHARE.exec(text)) {
    const value = digitOf(m[1]!) * 10 + digitOf(m[2]!);
    out.push({ start: m.index, end: m.index + m[0].length, raw: m[0], value, unit: "折", dimension: "percent", approximate: false, fromWords: !/\d/.test(m[1]!), step: 1 });
  }
}

/** 五分之一, 三分之二: a share as a fraction, in percent (百分之 and 千分之 are the numeral scan's). */
const ZH_FRACTION = /(?<![百千万\d零〇一二两三四五六七八九十])(\d{1,3}|[一二两三四五六七八九十]{1,3})分之(\d{1,3}|[一二两三四五六七八九十]{1,3})/gu;

/** 一半: half, as 二分之一 ("大半" and "多一半" are more than half, and say no figure). */
const ZH_HALF = /(?<![多大])一半/gu;
/** What makes 一半 a lower bound after it: 一半多一点, 一半以上, 一半出头. */
const MORE_THAN_HALF_AFTER = /^(?:多(?:一点|一些|点)?|以上|出头)/u;
/** 它的一半: half of a figure named before, a multiple as 减半 is. */
const ZH_HALF_OF_IT = /[它其][的]?$/u;

function zhFractions(text: string, out: Quantity[]): void {
  if (text.includes("一半")) {
    ZH_HALF.lastIndex = 0;
    for (let m = ZH_HALF.exec(text); m !== null; m = ZH_HALF.exec(text)) {
      const ofIt = ZH_HALF_OF_IT.test(text.slice(Math.max(0, m.index - 2), m.index));
      if (ofIt) {
        out.push(multiple(text, m.index, m.index + 2, 0.5));
        continue;
      }
      // 一半多一点, 一半以上: more than half.
      const more = MORE_THAN_HALF_AFTER.exec(text.slice(m.index + 2));
      const end = m.index + 2 + (more?.[0].length ?? 0);
      out.push({ start: m.index, end, raw: text.slice(m.index, end), value: 50, unit: "%", dimension: "percent", approximate: false, fromWords: true, step: 1, ...(more ? { bound: "lower" as const } : {}) });
    }
  }
  if (!text.includes("分之")) return;
  ZH_FRACTION.lastIndex = 0;
  for (let m = ZH_FRACTION.exec(text); m !== null; m = ZH_FRACTION.exec(text)) {
    const whole = parseInteger(m[1]!);
    const part = parseInteger(m[2]!);
    if (whole === null || part === null || whole === 0 || part > whole) continue;
    out.push({ start: m.index, end: m.index + m[0].length, raw: m[0], value: (part / whole) * 100, unit: "%", dimension: "percent", approximate: false, fromWords: true, step: 1 });
  }
}

/** A height said as metres and the digits after them, as people say it: 1米1 is 1.1 m, 一米二 1.2 m, 1米65 1.65 m (not 1米1个, nor 2米10厘米). */
const ZH_METRES_AND_DIGITS = new RegExp(`(?<![\\d.${ZH_NUMERAL}])(\\d|[一两二三])米(\\d{1,2}|[一二三四五六七八九])(?![\\d.${ZH_NUMERAL}百千万个件位人名米元块厘分毫])`, "gu");

function zhMetresAndDigits(text: string, out: Quantity[]): void {
  if (!text.includes("米")) return;
  ZH_METRES_AND_DIGITS.lastIndex = 0;
  for (let m = ZH_METRES_AND_DIGITS.exec(text); m !== null; m = ZH_METRES_AND_DIGITS.exec(text)) {
    const metres = numeral(m[1]!);
    const digits = /^\d/u.test(m[2]!) ? m[2]! : String(numeral(m[2]!));
    if (metres === null) continue;
    const step = 10 ** -digits.length;
    out.push({ start: m.index, end: m.index + m[0].length, raw: m[0], value: metres + Number(digits) * step, unit: "m", dimension: "length", approximate: false, fromWords: !/\d/u.test(m[0]), step });
  }
}

/** 双 before a measure of people or portions is two: 双人早餐 is breakfast for 两人, 双份 is 两份. */
const ZH_PAIR = /双(人|份)/g;

function pairs(text: string, out: Quantity[]): void {
  if (!text.includes("双")) return;
  ZH_PAIR.lastIndex = 0;
  for (let m = ZH_PAIR.exec(text); m !== null; m = ZH_PAIR.exec(text)) {
    out.push({ start: m.index, end: m.index + m[0].length, raw: m[0], value: 2, unit: "", dimension: "count", approximate: false, fromWords: true, step: 1, noun: m[1]! });
  }
}

/**
 * A ratio after a word that names one: "纯废水比为2:1", "an aspect ratio of 16:9". Its value is the
 * first term over the second, so "1:2" is not held by "2:1"; its colon makes it no time of day.
 */
const RATIO = /(?:比例?|配比|之比|(?<![A-Za-z])ratio)(?:\s*(?:为|是|约|of|is|:))?\s*(\d{1,4}(?:\.\d+)?)\s*[:：∶]\s*(\d{1,4}(?:\.\d+)?)(?![\d:])/giu;

function ratios(text: string, out: Quantity[]): void {
  if (!/[:：∶]/u.test(text)) return;
  RATIO.lastIndex = 0;
  for (let m = RATIO.exec(text); m !== null; m = RATIO.exec(text)) {
    const [first, second] = [Number(m[1]), Number(m[2])];
    if (second === 0) continue;
    const start = m.index + m[0].length - m[0].slice(m[0].search(/\d/u)).length;
    out.push({ start, end: m.index + m[0].length, raw: text.slice(start, m.index + m[0].length), value: first / second, unit: ":", dimension: "count", approximate: false, fromWords: false, step: 0.001 });
  }
}

/** "24/7": every hour of the day, as "24-hour access" and "open 24 hours a day" say. */
const ROUND_THE_CLOCK = /(?<![\d/.])24\s?\/\s?7(?![\d/.])/g;

function roundTheClock(text: string, out: Quantity[]): void {
  if (!text.includes("24")) return;
  ROUND_THE_CLOCK.lastIndex = 0;
  for (let m = ROUND_THE_CLOCK.exec(text); m !== null; m = ROUND_THE_CLOCK.exec(text)) {
    out.push({ start: m.index, end: m.index + m[0].length, raw: m[0], value: DAY_SECONDS, unit: "s", dimension: "time", approximate: false, fromWords: false, step: 3_600 });
  }
}

/** Minutes in a day, around which times of day run. */
export const DAY_MINUTES = 24 * 60;

/**
 * Times of day named by a word, in minutes: midday and noon are 12:00, midnight 00:00, "one minute
 * after midnight" 00:01, "ten minutes to midnight" 23:50 and "half past midnight" 00:30; not the
 * word after a time that names it ("12:00 noon").
 */
const NAMED_TIME = /(?<![\d:.]\s*)(?:\b(?:(a|one|two|three|four|five|ten|fifteen|twenty|thirty|\d{1,2})\s+minutes?|(half|(?:a\s+)?quarter))\s+(after|past|before|to)\s+)?\b(midday|noon|midnight)\b/giu;
const MINUTE_WORDS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10, fifteen: 15, twenty: 20, thirty: 30 };

function namedTimes(text: string, out: Quantity[]): void {
  if (!/midday|noon|midnight/iu.test(text)) return;
  NAMED_TIME.lastIndex = 0;
  for (let m = NAMED_TIME.exec(text); m !== null; m = NAMED_TIME.exec(text)) {
    const base = m[4]!.toLowerCase() === "midnight" ? 0 : 12 * 60;
    const minutes = m[1] !== undefined ? (MINUTE_WORDS[m[1].toLowerCase()] ?? Number(m[1])) : m[2] === undefined ? 0 : m[2].toLowerCase() === "half" ? 30 : 15;
    const before = m[3] !== undefined && /^(?:before|to)$/iu.test(m[3]);
    const value = (base + (before ? -minutes : minutes) + DAY_MINUTES) % DAY_MINUTES;
    out.push(quantity(text, m.index, m.index + m[0].length, value, "clock", 1));
  }
}

/** "A fortnight", "every fortnight", "fortnightly": two weeks, with no number written ("two fortnights" is the numeral scan's). */
const FORTNIGHT = /(?<!\d\s*)(?<!\b(?:two|three|four|five|six|seven|eight|nine|ten|few|several)\s+)\b(?:(?:a|one|every|each)\s+)?fortnight(?:ly)?\b/giu;
const FORTNIGHT_SECONDS = 14 * DAY_SECONDS;

function fortnights(text: string, out: Quantity[]): void {
  if (!/fortnight/iu.test(text)) return;
  FORTNIGHT.lastIndex = 0;
  for (let m = FORTNIGHT.exec(text); m !== null; m = FORTNIGHT.exec(text)) {
    out.push({ start: m.index, end: m.index + m[0].length, raw: m[0], value: FORTNIGHT_SECONDS, unit: "s", dimension: "time", approximate: false, fromWords: true, step: DAY_SECONDS });
  }
}

/** The times of day (midday among them), ranks, multiples, 半价, 八五折, 五分之一, 一半, 双人, 24/7 and fortnights of a text, in no particular order. */
export function fixedForms(text: string): Quantity[] {
  const out: Quantity[] = [];
  roundTheClock(text, out);
  namedTimes(text, out);
  ratios(text, out);
  clocks(text, out);
  hoursOfAPartOfDay(text, out);
  ranks(text, out);
  multiples(text, out);
  halfPrice(text, out);
  twoDigitShares(text, out);
  zhFractions(text, out);
  zhMetresAndDigits(text, out);
  pairs(text, out);
  fortnights(text, out);
  return out;
}
