// Dates in English and Chinese, down to the field the text gives: a year, a month, a day, a
// quarter. Every pattern is compiled once; a call runs each over the text and keeps the
// leftmost-longest non-overlapping matches.

import type { Span } from "../types.js";
import { parseInteger } from "./chinese-numerals.js";
import { unitFollows } from "./units.js";

export interface DateMention extends Span {
  raw: string;
  year?: number;
  month?: number;
  day?: number;
  quarter?: number;
  /** Day of the week, 0 for Sunday to 6 for Saturday ("on Tuesday", 星期二). */
  weekday?: number;
  /** The last day of a run of days that starts on `weekday` ("Tuesday to Saturday", 周一至周五). */
  lastWeekday?: number;
  /** The year is said from when the text was written ("17 August last year", 去年8月): some year, not known here. */
  relativeYear?: boolean;
  /** The date is a limit, the latest ("until 2028 at the latest", "no later than", 最迟) or the earliest ("until at least 2028", 最早) a thing happens or lasts to. */
  limit?: "latest" | "earliest";
  /** …that the date itself falls outside: "before 30 June 2013", 2013年6月30日前, "after 1 March", 2015年以后. */
  limitStrict?: true;
}

interface Fields {
  year?: number | undefined;
  month?: number | undefined;
  day?: number | undefined;
  quarter?: number | undefined;
  weekday?: number | undefined;
  lastWeekday?: number | undefined;
}

interface Found {
  start: number;
  end: number;
  fields: Fields;
}

interface Pattern {
  re: RegExp;
  /** What the text must contain for the pattern to have a chance; checked once per call. */
  needs: number;
  read(m: RegExpExecArray, text: string): Found[] | null;
}

// Cheap checks that let most sentences skip most patterns.
const Need = {
  Digit: 1,
  MonthName: 2,
  ZhYear: 4,
  ZhMonth: 8,
  ZhQuarter: 16,
  Quarter: 32,
  Q: 64,
  Range: 128,
  /** Four ASCII digits in a row: every pattern with an Arabic year needs them. */
  Year: 256,
  Weekday: 512,
  ZhWeekday: 1024,
} as const;

const WEEKDAYS: ReadonlyMap<string, number> = new Map([
  ["sunday", 0],
  ["monday", 1],
  ["tuesday", 2],
  ["wednesday", 3],
  ["thursday", 4],
  ["friday", 5],
  ["saturday", 6],
  ["日", 0],
  ["天", 0],
  ["一", 1],
  ["二", 2],
  ["三", 3],
  ["四", 4],
  ["五", 5],
  ["六", 6],
]);

/** A day of the week's name, as a pattern to match case-blind: "monday". */
export const WEEKDAY_NAME = "(?:sun|mon|tues|wednes|thurs|fri|satur)day";
/** "Saturdays": a weekday every week, which the date reader leaves (it reads "Saturday"). */
const PLURAL_WEEKDAY = `(${WEEKDAY_NAME})s`;
const PLURAL_WEEKDAYS = new RegExp(`(?<![A-Za-z])${PLURAL_WEEKDAY}(?![A-Za-z])`, "giu");
const PLURAL_WEEKDAY_WORD = new RegExp(`^${PLURAL_WEEKDAY}$`, "iu");

/** The days of the week a text names in the plural ("open on Saturdays"), 0 for Sunday. */
export function pluralWeekdaysIn(text: string): number[] {
  return pluralWeekdaysAt(text).map(({ day }) => day);
}

/** …with where each is named, an offset into the text. */
export function pluralWeekdaysAt(text: string): { day: number; at: number }[] {
  return [...text.matchAll(PLURAL_WEEKDAYS)].map((m) => ({ day: WEEKDAYS.get(m[1]!.toLowerCase())!, at: m.index }));
}

/** "saturday" of the word "saturdays", or undefined for any other word. */
export function singularWeekday(word: string): string | undefined {
  return PLURAL_WEEKDAY_WORD.exec(word)?.[1];
}

const MONTHS: ReadonlyMap<string, number> = new Map([
  ["jan", 1],
  ["feb", 2],
  ["mar", 3],
  ["apr", 4],
  ["may", 5],
  ["jun", 6],
  ["jul", 7],
  ["aug", 8],
  ["sep", 9],
  ["oct", 10],
  ["nov", 11],
  ["dec", 12],
]);

const QUARTER_WORDS: ReadonlyMap<string, number> = new Map([
  ["first", 1],
  ["1st", 1],
  ["second", 2],
  ["2nd", 2],
  ["third", 3],
  ["3rd", 3],
  ["fourth", 4],
  ["4th", 4],
]);

// Capitalised month names only: "may" and "march" in lower case are verbs.
const MON =
  "(Jan(?:uary|\\.)?|Feb(?:ruary|\\.)?|Mar(?:ch|\\.)?|Apr(?:il|\\.)?|May|Jun(?:e|\\.)?|Jul(?:y|\\.)?|Aug(?:ust|\\.)?|Sep(?:tember|t\\.?|\\.)?|Oct(?:ober|\\.)?|Nov(?:ember|\\.)?|Dec(?:ember|\\.)?)(?![A-Za-z])";
const MON_WORD =
  "(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?![A-Za-z])";
const ORD = "(?:st|nd|rd|th)?";
const WEEKDAY = "(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)";
/** 星期二, 礼拜天, 周五 (每周一: every Monday), though not the 周 of 一周 (a week). */
const ZH_WEEKDAY = "(?:(?:星期|礼拜)([一二三四五六日天])|(?<![一两二三四五六七八九十几数])周([一二三四五六日]))";
const ZHN = "[一二三四五六七八九十]";
const ZH_YEAR_DIGIT = "[〇零一二三四五六七八九]";

function monthOf(name: string | undefined): number | undefined {
  return name === undefined ? undefined : MONTHS.get(name.slice(0, 3).toLowerCase());
}

/** An Arabic or Chinese integer group. */
function int(s: string | undefined): number | undefined {
  return s === undefined ? undefined : parseInteger(s) ?? undefined;
}

function valid(f: Fields): boolean {
  if (f.year !== undefined && (f.year < 1000 || f.year > 2100)) return false;
  if (f.month !== undefined && (f.month < 1 || f.month > 12)) return false;
  if (f.day !== undefined && (f.day < 1 || f.day > 31)) return false;
  return true;
}

function one(m: RegExpExecArray, fields: Fields): Found[] | null {
  return valid(fields) ? [{ start: m.index, end: m.index + m[0].length, fields }] : null;
}

/** A bare year is a year only if no unit follows: "in 2000 ms" is a duration. */
function bareYear(text: string, end: number): boolean {
  return !unitFollows(text, end);
}

/** Two years of a span; the second may be written with its last two digits only (2018–19, a season or an academic year). */
function yearPair(m: RegExpExecArray, text: string): Found[] | null {
  const a = int(m[1]);
  const written = m[2]!;
  const b = a === undefined ? undefined : written.length === 2 ? a - (a % 100) + Number(written) : int(written);
  const end = m.index + m[0].length;
  if (a === undefined || b === undefined || b <= a || !valid({ year: a }) || !valid({ year: b })) return null;
  if (!bareYear(text, end)) return null;
  return [
    { start: m.index, end: m.index + 4, fields: { year: a } },
    { start: end - written.length, end, fields: { year: b } },
  ];
}

/** Each day of "14, 16 and 17 March 2026", with the month and year they share. */
function listedDays(m: RegExpExecArray): Found[] | null {
  const month = monthOf(m[1]);
  const year = int(m[2]);
  const listed = m[0].slice(0, m[0].lastIndexOf(m[1]!));
  const days: Found[] = [];
  for (const day of listed.matchAll(/\d{1,2}/g)) {
    days.push({ start: m.index + day.index, end: m.index + day.index + day[0].length, fields: { year, month, day: int(day[0]) } });
  }
  return days.every((f) => valid(f.fields)) ? days : null;
}

/** The two days of "Friday 6 to Sunday 8 March 2026" or "Saturday 7 and Sunday 8 March": the first with the month and year of the last. */
function dayRun(m: RegExpExecArray): Found[] | null {
  const [whole, firstWeekday, firstDay, lastWeekday, lastDay, monthName, yearWritten] = m;
  const month = monthOf(monthName);
  const year = int(yearWritten);
  const firstEnd = whole.indexOf(firstDay!) + firstDay!.length;
  const lastStart = lastWeekday === undefined ? whole.lastIndexOf(lastDay!, whole.lastIndexOf(monthName!)) : whole.lastIndexOf(lastWeekday);
  const weekdayOf = (name: string | undefined): number | undefined => (name === undefined ? undefined : WEEKDAYS.get(name.toLowerCase()));
  const days: Found[] = [
    { start: m.index, end: m.index + firstEnd, fields: { year, month, day: int(firstDay), weekday: weekdayOf(firstWeekday) } },
    { start: m.index + lastStart, end: m.index + whole!.length, fields: { year, month, day: int(lastDay), weekday: weekdayOf(lastWeekday) } },
  ];
  return days.every((f) => valid(f.fields)) ? days : null;
}

const PATTERNS: readonly Pattern[] = [
  {
    // 2025-03-04, 2025/3/4, 2025.03.04
    re: /(?<![\w./-])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d|\.\d)/g,
    needs: Need.Year,
    read: (m) => one(m, { year: int(m[1]), month: int(m[3]), day: int(m[4]) }),
  },
  {
    // 3/4/2025, read month first unless that cannot be a month
    re: /(?<![\w./-])(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/g,
    needs: Need.Year,
    read: (m) => {
      const a = int(m[1]) ?? 0;
      const b = int(m[2]) ?? 0;
      const [month, day] = a > 12 ? [b, a] : [a, b];
      return one(m, { year: int(m[3]), month, day });
    },
  },
  {
    // 2025-03
    re: /(?<![\w./-])(\d{4})[-/](0[1-9]|1[0-2])(?![\d/-])/g,
    needs: Need.Year,
    read: (m) => one(m, { year: int(m[1]), month: int(m[2]) }),
  },
  {
    // 2025年, 2025年3月, 2025年3月4日, 2025年第三季度, 2025年Q3, 二〇二五年三月
    re: new RegExp(
      `(?<![\\d〇零一二三四五六七八九])(\\d{4}|${ZH_YEAR_DIGIT}{4})\\s*年度?(?:\\s*(?:(\\d{1,2}|${ZHN}{1,3})\\s*月份?(?:\\s*(\\d{1,2}|${ZHN}{1,3})\\s*[日号])?|(?:第\\s*)?([1-4一二三四])\\s*季度|[Qq]([1-4])(?!\\d)))?`,
      "g",
    ),
    needs: Need.ZhYear,
    read: (m) =>
      one(m, {
        year: int(m[1]),
        month: int(m[2]),
        day: int(m[3]),
        quarter: int(m[4]) ?? int(m[5]),
      }),
  },
  {
    // 3月4日, 3月, 十二月; not 6月龄, an age in months.
    re: new RegExp(
      `(?<![\\d〇零一二三四五六七八九十])(\\d{1,2}|${ZHN}{1,3})\\s*月(?!龄)份?(?:\\s*(\\d{1,2}|${ZHN}{1,3})\\s*[日号])?`,
      "g",
    ),
    needs: Need.ZhMonth,
    read: (m) => one(m, { month: int(m[1]), day: int(m[2]) }),
  },
  {
    // 每月15日: a day of every month
    re: new RegExp(`每个?月\\s*(\\d{1,2}|${ZHN}{1,3})\\s*[日号]`, "g"),
    needs: Need.ZhMonth,
    read: (m) => one(m, { day: int(m[1]) }),
  },
  {
    // "debited on the 5th of the following month", "ending on the 20th": a day of some month (not
    // "on the 3rd floor"; nor "by the 15th", a deadline, which this reading would take for the day itself)
    re: /(?<=(?<![A-Za-z])on\s+the\s+)([1-9]|[12]\d|3[01])(?:st|nd|rd|th)(?=\s*(?:[,.;:)]|$)|\s+(?:of\s+(?:the\s+|each\s+|every\s+)?(?:following\s+|next\s+|same\s+)?month|and|or)\b)/g,
    needs: Need.Digit,
    read: (m) => one(m, { day: int(m[1]) }),
  },
  {
    // 第三季度, 三季度
    re: /(?:第\s*)?([一二三四1-4])\s*季度/g,
    needs: Need.ZhQuarter,
    read: (m) => one(m, { quarter: int(m[1]) }),
  },
  {
    // Q3 2024, Q3 of 2024, Q3 FY2024
    re: /(?<![A-Za-z])[Qq]([1-4])\s*(?:of\s+)?(?:FY\s?)?(\d{4})(?!\d)/g,
    needs: Need.Year | Need.Q,
    read: (m) => one(m, { quarter: int(m[1]), year: int(m[2]) }),
  },
  {
    // 2024 Q3
    re: /(?<![\w.])(\d{4})\s*[Qq]([1-4])(?!\w)/g,
    needs: Need.Year | Need.Q,
    read: (m) => one(m, { year: int(m[1]), quarter: int(m[2]) }),
  },
  {
    // the third quarter of 2024, Q3 in words
    re: /(?<![A-Za-z])(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?:(?:\s+of)?\s+(\d{4})(?!\d))?/gi,
    needs: Need.Quarter,
    read: (m) => one(m, { quarter: QUARTER_WORDS.get((m[1] ?? "").toLowerCase()), year: int(m[2]) }),
  },
  {
    // March 3, 2025; Mar. 3 2025
    re: new RegExp(`(?<![A-Za-z])${MON}\\s*(\\d{1,2})${ORD}(?:,\\s*|\\s+)(\\d{4})(?!\\d)`, "g"),
    needs: Need.Year | Need.MonthName,
    read: (m) => one(m, { month: monthOf(m[1]), day: int(m[2]), year: int(m[3]) }),
  },
  {
    // Friday 6 to Sunday 8 March (2026), 6–8 March, Saturday 7 and Sunday 8 March: the first day takes the last's month and year
    // (not the last two of "14, 16 and 17 March", read below)
    re: new RegExp(
      `(?<![\\w.]|,\\s)(?:${WEEKDAY},?\\s+)?(\\d{1,2})${ORD}\\s*(?:to|until|till|and|&|[-–—])\\s*(?:${WEEKDAY},?\\s+)?(\\d{1,2})${ORD}\\s+(?:of\\s+)?${MON}(?:,?\\s+(\\d{4})(?!\\d))?`,
      "g",
    ),
    needs: Need.Digit | Need.MonthName,
    read: (m) => dayRun(m),
  },
  {
    // 3 March 2025; 3rd of March, 2025
    re: new RegExp(`(?<![\\w.])(\\d{1,2})${ORD}\\s+(?:of\\s+)?${MON},?\\s+(\\d{4})(?!\\d)`, "g"),
    needs: Need.Year | Need.MonthName,
    read: (m) => one(m, { day: int(m[1]), month: monthOf(m[2]), year: int(m[3]) }),
  },
  {
    // March 2025
    re: new RegExp(`(?<![A-Za-z])${MON},?\\s+(\\d{4})(?!\\d)`, "g"),
    needs: Need.Year | Need.MonthName,
    read: (m) => one(m, { month: monthOf(m[1]), year: int(m[2]) }),
  },
  {
    // March 3
    re: new RegExp(`(?<![A-Za-z])${MON}\\s*(\\d{1,2})${ORD}(?![\\w:]|\\.\\d)`, "g"),
    needs: Need.Digit | Need.MonthName,
    read: (m) => one(m, { month: monthOf(m[1]), day: int(m[2]) }),
  },
  {
    // 3 March
    re: new RegExp(`(?<![\\w.])(\\d{1,2})${ORD}\\s+(?:of\\s+)?${MON}`, "g"),
    needs: Need.Digit | Need.MonthName,
    read: (m) => one(m, { day: int(m[1]), month: monthOf(m[2]) }),
  },
  {
    // 14, 16 and 17 March (2026): days listed before the month they share
    re: new RegExp(`(?<![\\w.,])\\d{1,2}${ORD}(?:\\s*,\\s*\\d{1,2}${ORD})*\\s*,?\\s+(?:and|&)\\s+\\d{1,2}${ORD}\\s+(?:of\\s+)?${MON}(?:,?\\s+(\\d{4})(?!\\d))?`, "g"),
    needs: Need.Digit | Need.MonthName,
    read: (m) => listedDays(m),
  },
  {
    // April to October, June–August: a run of months, each read as one
    re: new RegExp(`(?<![A-Za-z])${MON_WORD}\\s*(?:to|through|until|till|[-–—]|(?<=\\bbetween\\s+[A-Za-z]+\\s+)and)\\s*${MON_WORD}`, "g"),
    needs: Need.MonthName,
    read: (m) => {
      const last = m.index + m[0].length - m[2]!.length;
      const months: Found[] = [
        { start: m.index, end: m.index + m[1]!.length, fields: { month: monthOf(m[1]) } },
        { start: last, end: m.index + m[0].length, fields: { month: monthOf(m[2]) } },
      ];
      return months.every((f) => valid(f.fields)) ? months : null;
    },
  },
  {
    // in March, since May, mid-June
    re: new RegExp(`(?<![A-Za-z])${MON_WORD}`, "g"),
    needs: Need.MonthName,
    read: (m, text) => (MONTH_CONTEXT.test(before(text, m.index)) || AFTER_A_MONTH.test(text.slice(Math.max(0, m.index - LISTED_MONTH_REACH), m.index)) ? one(m, { month: monthOf(m[1]) }) : null),
  },
  {
    // Tuesday to Saturday, Mondays–Fridays, from Monday through Thursday: a run of days
    re: new RegExp(`(?<![A-Za-z])${WEEKDAY}s?\\s*(?:[-–—]|to|through|thru|until|till)\\s*${WEEKDAY}s?(?![A-Za-z])`, "gi"),
    needs: Need.Weekday,
    read: (m) => one(m, { weekday: WEEKDAYS.get(m[1]!.toLowerCase()), lastWeekday: WEEKDAYS.get(m[2]!.toLowerCase()) }),
  },
  {
    // Tuesday, on Friday night, "see you friday" in a chat
    re: new RegExp(`(?<![A-Za-z])${WEEKDAY}(?![A-Za-z])`, "gi"),
    needs: Need.Weekday,
    read: (m) => one(m, { weekday: WEEKDAYS.get(m[1]!.toLowerCase()) }),
  },
  {
    // 周一至周五, 星期二到星期六, 周一至五: a run of days
    re: new RegExp(`${ZH_WEEKDAY}\\s*[至到~～-]\\s*(?:周|星期|礼拜)?([一二三四五六日天])(?![次天回年个])`, "g"),
    needs: Need.ZhWeekday,
    read: (m) => one(m, { weekday: WEEKDAYS.get(m[1] ?? m[2]!), lastWeekday: WEEKDAYS.get(m[3]!) }),
  },
  {
    // 每周一、三、五、日: a list of days, each after the first written as its numeral alone (not 周一、二次)
    re: new RegExp(`${ZH_WEEKDAY}((?:、[一二三四五六日天])+)(?![一二三四五六七八九十百千万次天回年个号])`, "g"),
    needs: Need.ZhWeekday,
    read: (m) => {
      const first = WEEKDAYS.get(m[1] ?? m[2]!);
      const listStart = m.index + m[0].length - m[3]!.length;
      const rest = [...m[3]!.matchAll(/、(.)/gu)].map((day) => ({ start: listStart + day.index + 1, end: listStart + day.index + 2, fields: { weekday: WEEKDAYS.get(day[1]!) } }));
      return [{ start: m.index, end: listStart, fields: { weekday: first } }, ...rest];
    },
  },
  {
    // 星期二, 礼拜天, 周五 (not 每周一次 or 一周一次: once a week, nor 每周一个)
    re: new RegExp(`${ZH_WEEKDAY}(?![次天回年个])`, "g"),
    needs: Need.ZhWeekday,
    read: (m) => one(m, { weekday: WEEKDAYS.get(m[1] ?? m[2]!) }),
  },
  {
    // (1963): a year given in parentheses
    re: /(?<=\()(\d{4})(?=\))/g,
    needs: Need.Year,
    read: (m) => one(m, { year: int(m[1]) }),
  },
  {
    // 2020-2024, 2020–2024, 2020~2024, 2018–19 (2018-09 is read as a month, the longer match)
    re: /(?<![\w.$€£¥￥-])(\d{4})\s*[-–—~～至到]\s*(\d{4}|\d{2})(?![\d.])/g,
    needs: Need.Year,
    read: (m, text) => yearPair(m, text),
  },
  {
    // 2017/18, 2021/22: a season or a financial year, its second year the next (not 2025/03, a month)
    re: /(?<![\w./-])(\d{4})\/(\d{2})(?![\d/])/g,
    needs: Need.Year,
    read: (m, text) => (Number(m[2]) === (Number(m[1]) + 1) % 100 ? yearPair(m, text) : null),
  },
  {
    // from 2020 to 2024, between 2020 and 2024
    re: /(?<=(?<![A-Za-z])(?:[Ff]rom|[Bb]etween)\s)(\d{4})\s+(?:to|and|through|until|till)\s+(\d{4})(?!\d)/g,
    needs: Need.Year | Need.Range,
    read: (m, text) => yearPair(m, text),
  },
  {
    // in 2025, since 2019, by 2030, FY2024, mid-2024, the 2013 Bathurst 12 Hour, an answer "2006."
    re: /(\d{4})(?![\d%％]|[.,]\d)/g,
    needs: Need.Year,
    read: (m, text) => (yearInContext(text, m.index) ? one(m, { year: int(m[1]) }) : null),
  },
];

const MONTH_CONTEXT =
  /(?:^|[^A-Za-z])(?:in|since|by|until|till|from|between|during|through|throughout|before|after|early|mid|late|of|except|excluding)[ -]$/i;
/**
 * A month listed after others that are read as months: the February of "in October and February",
 * the November of "in February, May, August and November" (not the May of "March and May", two
 * words as often as months).
 */
const AFTER_A_MONTH = new RegExp(`(?:^|[^A-Za-z])(?:in|since|by|until|till|from|during|through|before|after|of)\\s+${MON_WORD}(?:\\s*,\\s*${MON_WORD})*\\s*(?:,|,?\\s+(?:and|or))\\s+$`, "i");
/** How far before a month the first month of its list may start: "in September, October, November and ". */
const LISTED_MONTH_REACH = 80;
// ("Until at least 2028" and "no later than 2028" are years too: "at least" and "more than" alone may bound a count.)
const YEAR_CONTEXT =
  /(?:(?:^|[^A-Za-z])(?:in|since|by|until|till|from|of|during|before|after|through|throughout|circa|year|early|mid|late|spring|summer|autumn|fall|winter|fiscal|born|died|founded|established|(?:until|till|through)\s+at\s+least|(?:later|earlier)\s+than)[\s-]|(?:^|[^A-Za-z])FY\s?)$/i;
const THE_BEFORE = /(?:^|[^A-Za-z])[Tt]he\s$/;
const CAPITAL_AFTER = /^\s+[A-Z]/;
const ONLY_YEAR = /^\s*\d{4}\s*\.?\s*$/;

function yearInContext(text: string, start: number): boolean {
  const end = start + 4;
  if (!bareYear(text, end)) return false;
  const ctx = before(text, start);
  if (YEAR_CONTEXT.test(ctx)) return true;
  // "the 1994 French Open": a year naming an event; too loose below the modern era.
  if (THE_BEFORE.test(ctx) && CAPITAL_AFTER.test(text.slice(end, end + 3))) return Number(text.slice(start, end)) >= 1800;
  // "152 samples over 2025": the year a count is taken over, where nothing it counts follows ("over 2025 people").
  if (OVER_BEFORE.test(ctx) && CLAUSE_ENDS_AFTER.test(text.slice(end, end + 3))) return true;
  return ONLY_YEAR.test(text);
}

const OVER_BEFORE = /(?:^|[^A-Za-z])over\s$/i;
/** The end of a clause, or a citation marker that ends one. */
const CLAUSE_ENDS_AFTER = /^\s?(?:[.,;:!?)[]|$)/;

const MONTH_PROBE = /Jan|Feb|Ma[ry]|Apr|Ju[nl]|Aug|Sep|Oct|Nov|Dec/;
const ZH_WEEKDAY_PROBE = /星期|礼拜|周/;
const ASCII_DIGIT = /\d/;
const FOUR_DIGITS = /\d{4}/;
const CJK_DATE_CHAR = /[年月季]/;

function before(text: string, pos: number): string {
  return text.slice(Math.max(0, pos - 16), pos);
}

function needsMet(text: string): number {
  let met = 0;
  if (ASCII_DIGIT.test(text)) {
    met |= Need.Digit;
    // Quarters (Q3 2024) and ranges of years (from 2020 to 2024) are read only with a year.
    if (FOUR_DIGITS.test(text)) {
      met |= Need.Year;
      if (text.includes("Q") || text.includes("q")) met |= Need.Q;
      if (text.includes("rom ") || text.includes("etween ")) met |= Need.Range;
    }
  }
  if (CJK_DATE_CHAR.test(text)) {
    if (text.includes("年")) met |= Need.ZhYear;
    if (text.includes("月")) met |= Need.ZhMonth;
    if (text.includes("季度")) met |= Need.ZhQuarter;
  }
  if (MONTH_PROBE.test(text)) met |= Need.MonthName;
  if (text.includes("day") || text.includes("DAY")) met |= Need.Weekday;
  if (ZH_WEEKDAY_PROBE.test(text)) met |= Need.ZhWeekday;
  if (text.includes("uarter")) met |= Need.Quarter;
  return met;
}

function toMention(text: string, f: Found): DateMention {
  const d: DateMention = { start: f.start, end: f.end, raw: text.slice(f.start, f.end) };
  if (f.fields.year !== undefined) d.year = f.fields.year;
  if (f.fields.month !== undefined) d.month = f.fields.month;
  if (f.fields.day !== undefined) d.day = f.fields.day;
  if (f.fields.quarter !== undefined) d.quarter = f.fields.quarter;
  if (f.fields.weekday !== undefined) d.weekday = f.fields.weekday;
  if (f.fields.lastWeekday !== undefined && f.fields.lastWeekday !== f.fields.weekday) d.lastWeekday = f.fields.lastWeekday;
  if (d.year === undefined && d.month !== undefined && (RELATIVE_YEAR_AFTER.test(text.slice(f.end, f.end + 24)) || RELATIVE_YEAR_BEFORE.test(text.slice(Math.max(0, f.start - 24), f.start)))) {
    d.relativeYear = true;
  }
  const limit = limitOf(text.slice(Math.max(0, f.start - LIMIT_REACH), f.start), text.slice(f.end, f.end + LIMIT_REACH));
  if (limit !== undefined) {
    d.limit = limit.limit;
    if (limit.strict) d.limitStrict = true;
  }
  return d;
}

/**
 * Words around a date that make it the latest or the earliest a thing happens: "no later than", "at
 * the latest", 最迟; "at least until", "not before", 最早. Read first, as they hold words of the strict
 * limits after them ("later than", "before").
 */
const LATEST_BEFORE = /(?:\b(?:no\s+later\s+than|not\s+later\s+than|at\s+the\s+latest\s+(?:by|in|on)|by\s+no\s+later\s+than)\s+(?:the\s+)?|(?:最迟|最晚)(?:于|在|到)?\s*)$/iu;
const LATEST_AFTER = /^,?\s+at\s+the\s+latest\b/iu;
const EARLIEST_BEFORE = /(?:\b(?:no\s+earlier\s+than|not\s+before|(?:until|till|through)\s+at\s+least|at\s+least\s+(?:until|till|through))\s+(?:the\s+)?|(?:最早|至少到|至少至)(?:于|在)?\s*)$/iu;
const EARLIEST_AFTER = /^,?\s+at\s+the\s+earliest\b/iu;
/** The strict limits: "before", 前 (the days before the date), "after", 以后 (the days after it); not a bare 后, which follows a time of day as often ("0时后"). */
const BEFORE_DATE = /\b(?:before|prior\s+to)\s+(?:the\s+)?$/iu;
const BEFORE_AFTER_DATE = /^\s*(?:之前|以前|前)/u;
const AFTER_DATE = /\b(?:after|later\s+than)\s+(?:the\s+)?$/iu;
const AFTER_AFTER_DATE = /^\s*(?:之后|以后)/u;
/** Characters read on each side of a date for the words of its limit. */
const LIMIT_REACH = 24;

function limitOf(before: string, after: string): { limit: NonNullable<DateMention["limit"]>; strict: boolean } | undefined {
  if (LATEST_BEFORE.test(before) || LATEST_AFTER.test(after)) return { limit: "latest", strict: false };
  if (EARLIEST_BEFORE.test(before) || EARLIEST_AFTER.test(after)) return { limit: "earliest", strict: false };
  if (BEFORE_DATE.test(before) || BEFORE_AFTER_DATE.test(after)) return { limit: "latest", strict: true };
  if (AFTER_DATE.test(before) || AFTER_AFTER_DATE.test(after)) return { limit: "earliest", strict: true };
  return undefined;
}

/**
 * The days a date covers, set against another: in the year both leave unsaid where neither names one
 * but both a month ("12月10日" against "在12月15日前"), else in its own.
 */
export function daysSpannedBeside(d: DateMention, other: DateMention): { first: number; last: number } | undefined {
  const yearUnsaid = (x: DateMention): boolean => x.year === undefined && x.month !== undefined && x.relativeYear !== true;
  return yearUnsaid(d) && yearUnsaid(other) ? daysSpanned({ ...d, year: 0 }) : daysSpanned(d);
}

/**
 * Which side of a dated limit every day `d` covers lies on: the side the limit lets in (2012年 of
 * "2013年6月30日前"), the side it shuts out (1983 of "on or after 11 November 1985"), or neither
 * wholly (2013年 of "2013年6月30日前").
 */
export function sideOfLimit(d: DateMention, limit: DateMention): "within" | "beyond" | undefined {
  const ours = daysSpannedBeside(d, limit);
  const theirs = daysSpannedBeside(limit, d);
  if (ours === undefined || theirs === undefined || limit.limit === undefined) return undefined;
  const strict = limit.limitStrict === true;
  if (limit.limit === "latest") {
    if (strict ? ours.last < theirs.first : ours.last <= theirs.last) return "within";
    return (strict ? ours.first >= theirs.first : ours.first > theirs.last) ? "beyond" : undefined;
  }
  if (strict ? ours.first > theirs.last : ours.first >= theirs.first) return "within";
  return (strict ? ours.last <= theirs.last : ours.last < theirs.first) ? "beyond" : undefined;
}

/** The two dates are limits the opposite ways: "until 2028 at the latest" against "until at least 2028". */
export function oppositeLimits(a: DateMention, b: DateMention): boolean {
  return a.limit !== undefined && b.limit !== undefined && a.limit !== b.limit;
}

/** Words after a dated limit that name the case on its other side: "users with older licences", "earlier bookings", 此后. */
const EARLIER_CASE_AFTER = /\b(?:older|earlier|before\s+(?:then|that|this))\b|此前|之前的|以前的/iu;
const LATER_CASE_AFTER = /\b(?:newer|later|after\s+(?:then|that|this))\b|此后|之后的|以后的/iu;

/**
 * Where the text goes on after its dated limit to the case on the limit's other side that `limit`
 * names: "users with older licences" of "a licence bought on or after 1 March 2024; users with
 * older licences can upgrade for £19", where "before March 2024" (a latest) names that case too.
 */
export function otherSideNamedAt(text: Span & { text: string }, date: DateMention, limit: "latest" | "earliest"): number | undefined {
  if (date.limit === undefined || date.limit === limit) return undefined;
  const found = (limit === "latest" ? EARLIER_CASE_AFTER : LATER_CASE_AFTER).exec(text.text.slice(date.end - text.start));
  return found === null ? undefined : date.end + found.index;
}

const RELATIVE_YEAR_AFTER = /^,?\s+(?:of\s+)?(?:last|this|next|the previous|the following)\s+year\b/i;
const RELATIVE_YEAR_BEFORE = /(?:(?:去年|今年|明年|前年)\s*|(?<![A-Za-z])(?:last|this|next)\s+year(?:'s)?,?\s+(?:in\s+|on\s+)?)$/i;

// The engine reads each text for quantities, which skip its dates, and then for dates: the last
// answer is kept so the second read is free.
let lastText: string | undefined;
let lastFound: readonly Found[] = [];

function findDates(text: string): readonly Found[] {
  if (text === lastText) return lastFound;
  const met = needsMet(text);
  const found: Found[] = [];
  // Indexed loops: every claim and every sentence read for dates comes here, mostly before V8
  // optimises it, where for-of and spread allocate an iterator result per step.
  for (let k = 0; k < PATTERNS.length; k++) {
    const p = PATTERNS[k]!;
    if ((p.needs & met) !== p.needs) continue;
    p.re.lastIndex = 0;
    for (let m = p.re.exec(text); m !== null; m = p.re.exec(text)) {
      const got = p.read(m, text);
      if (got !== null) for (let g = 0; g < got.length; g++) found.push(got[g]!);
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  let reached = 0;
  for (let k = 0; k < found.length; k++) {
    const f = found[k]!;
    if (f.start < reached) continue;
    const previous = kept.at(-1);
    if (previous !== undefined && namesOneDay(text, previous, f)) {
      kept[kept.length - 1] = { start: previous.start, end: f.end, fields: { ...previous.fields, ...f.fields } };
      reached = f.end;
      continue;
    }
    kept.push(f);
    reached = f.end;
    const rangeEnd = zhLastDayOfRange(text, f);
    if (rangeEnd !== null) {
      kept.push(rangeEnd);
      reached = rangeEnd.end;
    }
  }
  const dated = RELATIVE_YEAR_PROBE.test(text) ? withTheYearAfter(text, kept) : kept;
  lastText = text;
  lastFound = dated;
  return dated;
}

const RELATIVE_YEAR_PROBE = /次年|翌年|(?:following|next)\s+year|year\s+later/iu;
/** The year after the last one the text has named: "… in 1987 …, which was replaced the following year", 1444年…次年…重建. */
const YEAR_AFTER = /(?<![A-Za-z])(?:the\s+(?:following|next)\s+year|(?:a|one)\s+year\s+later)(?![A-Za-z])|(?:次|翌)年/giu;

/**
 * The dates found, with "the following year" and 次年 read as the year after the last year
 * written before them, or given to the month that follows (2025年11月至次年3月); with no year
 * before them they name none.
 */
function withTheYearAfter(text: string, kept: readonly Found[]): Found[] {
  const dated = [...kept];
  for (const m of text.matchAll(YEAR_AFTER)) {
    const start = m.index;
    const end = start + m[0].length;
    const earlier = dated.findLast((f) => f.end <= start && f.fields.year !== undefined);
    if (earlier === undefined) continue;
    const year = earlier.fields.year! + 1;
    const next = dated.findIndex((f) => f.start >= end);
    const month = next < 0 ? undefined : dated[next]!;
    if (month !== undefined && month.fields.year === undefined && month.fields.month !== undefined && month.start === end) {
      dated[next] = { start, end: month.end, fields: { ...month.fields, year } };
    } else if (!dated.some((f) => f.start < end && f.end > start)) {
      dated.splice(next < 0 ? dated.length : next, 0, { start, end, fields: { year } });
    }
  }
  return dated;
}

// "Saturday 8 December 2024", "Sunday, 8 December", 2024年4月10日（星期三）: the weekday belongs
// to the date beside it. Read apart, each would be checked alone, and a wrong weekday would pass
// on any other mention of that day in the source.
const WEEKDAY_THEN_DATE = /^,?\s*$/;
const DATE_THEN_WEEKDAY = /^\s*[,，、(（]?\s*$/;

// 10月1日至7日: the last day of the range is a date of the same month, which no pattern reads alone.
const ZH_DAY_RANGE_END = new RegExp(`^\\s*(?:至|到|[-\u2013\u2014~～])\\s*(\\d{1,2}|${ZHN}{1,3})\\s*[日号]`);

function zhLastDayOfRange(text: string, f: Found): Found | null {
  if (f.fields.day === undefined || f.fields.month === undefined) return null;
  const m = ZH_DAY_RANGE_END.exec(text.slice(f.end, f.end + 12));
  const day = int(m?.[1]);
  if (m === null || day === undefined || day > 31) return null;
  const start = f.end + m[0].search(DAY_DIGIT);
  return { start, end: f.end + m[0].length, fields: { year: f.fields.year, month: f.fields.month, day } };
}

const DAY_DIGIT = /[\d一二三四五六七八九十]/;

function namesOneDay(text: string, first: Found, second: Found): boolean {
  const between = text.slice(first.end, second.start);
  const onlyWeekday = (f: Found): boolean => f.fields.weekday !== undefined && f.fields.day === undefined && f.fields.month === undefined;
  const dayOfMonth = (f: Found): boolean => f.fields.day !== undefined && f.fields.weekday === undefined;
  if (onlyWeekday(first) && dayOfMonth(second)) return WEEKDAY_THEN_DATE.test(between);
  return dayOfMonth(first) && onlyWeekday(second) && DATE_THEN_WEEKDAY.test(between);
}

// Both lists are pushed onto literals, not mapped. A literal learns that it holds objects, so an
// empty list has the same array map as a full one; mapping nothing makes an array of small
// integers, and code compiled for lists of dates (or, with spans, the quantity scan that pushes
// more onto them) was deoptimised by the first text without any.

/** Where the dates of `text` are, for callers that only need to step over them. */
export function dateSpans(text: string): Span[] {
  const spans: Span[] = [];
  const found = findDates(text);
  for (let k = 0; k < found.length; k++) spans.push({ start: found[k]!.start, end: found[k]!.end });
  return spans;
}

export function extractDates(text: string): DateMention[] {
  const dates: DateMention[] = [];
  const found = findDates(text);
  for (let k = 0; k < found.length; k++) dates.push(toMention(text, found[k]!));
  return dates;
}

function quarterOf(d: DateMention): number | undefined {
  return d.quarter ?? (d.month === undefined ? undefined : Math.ceil(d.month / 3));
}

/** A lone day of the week that a run of days the text gives leaves out: 周一 of "每周二至周日…开放". */
export function weekdayLeftOutOfARun(d: DateMention, text: { dates: readonly DateMention[] }): boolean {
  if (d.weekday === undefined || d.lastWeekday !== undefined || d.day !== undefined) return false;
  return text.dates.some((e) => e.weekday !== undefined && e.lastWeekday !== undefined && !weekdaysOf(e)!.includes(d.weekday!));
}

/** The days of the week a date names (a run of them wraps past Saturday) or, given in full, falls on (0 for Sunday). */
export function weekdaysOf(d: DateMention): number[] | undefined {
  if (d.weekday !== undefined) {
    const days = [d.weekday];
    for (let day = d.weekday; d.lastWeekday !== undefined && day !== d.lastWeekday; ) {
      day = (day + 1) % 7;
      days.push(day);
    }
    return days;
  }
  if (d.year === undefined || d.month === undefined || d.day === undefined) return undefined;
  return [new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()];
}

const FIELDS = ["year", "month", "day"] as const;

/**
 * The first and last day a dated year covers, as year·10000 + month·100 + day so that they
 * compare in order: 2012年 is 20120101 to 20121231, Q2 2025 20250401 to 20250631. Undefined
 * without a year, or for a year said from when the text was written.
 */
export function daysSpanned(d: DateMention): { first: number; last: number } | undefined {
  if (d.year === undefined || d.relativeYear === true) return undefined;
  const months = d.month !== undefined ? [d.month, d.month] : d.quarter !== undefined ? [d.quarter * 3 - 2, d.quarter * 3] : [1, 12];
  const base = d.year * 10000;
  return { first: base + months[0]! * 100 + (d.day ?? 1), last: base + months[1]! * 100 + (d.day ?? 31) };
}

/**
 * The claim's date is consistent with the source's: every field the claim gives equals the
 * source's ("2025" vs "March 2025" -> true; "March 2025" vs "May 2025" -> false). A quarter agrees
 * with a month inside it (Q1 2025 vs March 2025), a day of the week with a full date that falls
 * on it or a run of days that holds it (Friday vs "Tuesday to Saturday"). A source's year said from when it was written ("August last year") agrees with any
 * year of a claim that also gives the month.
 */
export function sameDate(claim: DateMention, source: DateMention): boolean {
  let given = false;
  for (const f of FIELDS) {
    const value = claim[f];
    if (value === undefined) continue;
    given = true;
    // "In August 2022" against "17 August last year": the claim has read the year the source
    // implies. A bare year ("as of 2018") is not held by any month of some year.
    if (f === "year" && source.relativeYear === true && claim.month !== undefined) continue;
    if (source[f] !== value) return false;
  }
  if (claim.quarter !== undefined) {
    given = true;
    if (quarterOf(source) !== claim.quarter) return false;
  }
  if (claim.weekday !== undefined) {
    given = true;
    const days = weekdaysOf(source);
    if (days === undefined || !weekdaysOf(claim)!.every((day) => days.includes(day))) return false;
  }
  return given;
}

/**
 * The two dates cannot name the same day: a field both give differs (March 2025 vs May 2025; 2024
 * vs 2025; 2025年3月 vs 2025年5月; also 2022 vs October 14, 2023, Q1 vs May of the same year, and
 * Tuesday vs Wednesday, vs a full date that falls on a Wednesday, or vs "Wednesday to Saturday";
 * "Monday to Saturday" vs "Tuesday to Saturday").
 * A coarser date that agrees with a finer one ("2025" vs "March 2025") is no conflict.
 */
export function conflictingDates(a: DateMention, b: DateMention): boolean {
  for (const f of FIELDS) {
    const x = a[f];
    const y = b[f];
    if (x !== undefined && y !== undefined && x !== y) return true;
  }
  if (a.weekday !== undefined || b.weekday !== undefined) {
    const wa = weekdaysOf(a);
    const wb = weekdaysOf(b);
    if (wa !== undefined && wb !== undefined) {
      if (!wa.some((day) => wb.includes(day))) return true;
      // Two runs of days name each its whole set: "Monday to Saturday" is not "Tuesday to Saturday".
      if (a.lastWeekday !== undefined && b.lastWeekday !== undefined && (wa.length !== wb.length || !wa.every((day) => wb.includes(day)))) return true;
    }
  }
  if (a.quarter === undefined && b.quarter === undefined) return false;
  const qa = quarterOf(a);
  const qb = quarterOf(b);
  return qa !== undefined && qb !== undefined && qa !== qb;
}
