import { describe, it, expect } from "vitest";
import { conflictingDates, daysSpanned, extractDates, sameDate, sideOfLimit, type DateMention } from "../../src/core/quantities/index.js";

/** The single date in `text`, checked to sit exactly on its own span. */
function d(text: string): DateMention {
  const found = extractDates(text);
  expect(found.map((x) => x.raw), text).toHaveLength(1);
  const date = found[0]!;
  expect(text.slice(date.start, date.end)).toBe(date.raw);
  return date;
}

type Fields = { year?: number; month?: number; day?: number; quarter?: number; weekday?: number; lastWeekday?: number };

function fields(date: DateMention): Fields {
  const out: Fields = {};
  if (date.year !== undefined) out.year = date.year;
  if (date.month !== undefined) out.month = date.month;
  if (date.day !== undefined) out.day = date.day;
  if (date.quarter !== undefined) out.quarter = date.quarter;
  if (date.weekday !== undefined) out.weekday = date.weekday;
  if (date.lastWeekday !== undefined) out.lastWeekday = date.lastWeekday;
  return out;
}

describe("extractDates", () => {
  it.each<[string, string, Fields]>([
    ["launched in March 2025.", "March 2025", { year: 2025, month: 3 }],
    // A season names its year.
    ["due to open in spring 2028.", "2028", { year: 2028 }],
    ["launched Mar. 3, 2025.", "Mar. 3, 2025", { year: 2025, month: 3, day: 3 }],
    ["launched March 3rd, 2025.", "March 3rd, 2025", { year: 2025, month: 3, day: 3 }],
    ["launched 3 March 2025.", "3 March 2025", { year: 2025, month: 3, day: 3 }],
    ["launched on 2025-03-04.", "2025-03-04", { year: 2025, month: 3, day: 4 }],
    ["launched on 2025/3/4.", "2025/3/4", { year: 2025, month: 3, day: 4 }],
    ["launched on 3/4/2025.", "3/4/2025", { year: 2025, month: 3, day: 4 }],
    ["launched on 25/12/2024.", "25/12/2024", { year: 2024, month: 12, day: 25 }],
    ["released 2025-03.", "2025-03", { year: 2025, month: 3 }],
    ["于2025年3月发布", "2025年3月", { year: 2025, month: 3 }],
    ["于2025年3月4日发布", "2025年3月4日", { year: 2025, month: 3, day: 4 }],
    ["于2025 年 3 月 4 号发布", "2025 年 3 月 4 号", { year: 2025, month: 3, day: 4 }],
    ["于二〇二五年三月发布", "二〇二五年三月", { year: 2025, month: 3 }],
    ["于3月4日发布", "3月4日", { month: 3, day: 4 }],
    ["于十二月发布", "十二月", { month: 12 }],
    ["应于每月15日前完成申报", "每月15日", { day: 15 }],
    ["debited on the 5th of the following month", "5th", { day: 5 }],
    ["a charging period ending on the 20th and", "20th", { day: 20 }],
    ["于3月份发布", "3月份", { month: 3 }],
    ["revenue in Q3 2024 rose", "Q3 2024", { year: 2024, quarter: 3 }],
    ["revenue in 2024 Q3 rose", "2024 Q3", { year: 2024, quarter: 3 }],
    ["in the third quarter of 2024", "third quarter of 2024", { year: 2024, quarter: 3 }],
    ["said on Tuesday it would", "Tuesday", { weekday: 2 }],
    ["see you friday night", "friday", { weekday: 5 }],
    ["例会在星期二举行", "星期二", { weekday: 2 }],
    ["礼拜天休息", "礼拜天", { weekday: 0 }],
    ["open Tuesday to Saturday", "Tuesday to Saturday", { weekday: 2, lastWeekday: 6 }],
    ["runs Friday–Monday", "Friday–Monday", { weekday: 5, lastWeekday: 1 }],
    ["周二至周六开放", "周二至周六", { weekday: 2, lastWeekday: 6 }],
    ["周一至五上班", "周一至五", { weekday: 1, lastWeekday: 5 }],
    ["上周五发布", "周五", { weekday: 5 }],
    ["每周一为设备检修日", "周一", { weekday: 1 }],
    ["2024年第三季度营收", "2024年第三季度", { year: 2024, quarter: 3 }],
    ["第三季度营收", "第三季度", { quarter: 3 }],
    ["2024年Q3营收", "2024年Q3", { year: 2024, quarter: 3 }],
    ["it shipped in 2025.", "2025", { year: 2025 }],
    ["sales since 2019 grew", "2019", { year: 2019 }],
    ["by 2030, the goal", "2030", { year: 2030 }],
    ["results for FY2024", "2024", { year: 2024 }],
    ["于2025年发布", "2025年", { year: 2025 }],
    ["shipped in May", "May", { month: 5 }],
    ["launched March 3 in Paris", "March 3", { month: 3, day: 3 }],
    ["the call on March 6.", "March 6", { month: 3, day: 6 }],
    ["won the 1994 French Open", "1994", { year: 1994 }],
    ["(born 1971)", "1971", { year: 1971 }],
    ["2006.", "2006", { year: 2006 }],
    ["the Kline Laboratory (1963) opened", "1963", { year: 1963 }],
  ])("%s -> %s", (text, raw, expected) => {
    const date = d(text);
    expect(date.raw).toBe(raw);
    expect(fields(date)).toEqual(expected);
  });

  it("gives the first day of a run the month and year of the last, but not the days of a list", () => {
    expect(extractDates("from Friday 6 to Sunday 8 March").map((x) => [x.raw, x.day, x.month, x.weekday])).toEqual([
      ["Friday 6", 6, 3, 5],
      ["Sunday 8 March", 8, 3, 0],
    ]);
    expect(extractDates("on Saturday 7 and Sunday 8 March 2026").map((x) => [x.day, x.month, x.year])).toEqual([
      [7, 3, 2026],
      [8, 3, 2026],
    ]);
    expect(extractDates("viewing on 14, 16 and 17 March 2026").map((x) => x.day)).toEqual([14, 16, 17]);
  });

  it("reads year ranges as two years", () => {
    for (const text of ["from 2020 to 2024", "2020-2024", "2020–2024", "between 2020 and 2024"]) {
      expect(extractDates(text).map((x) => [x.raw, x.year])).toEqual([
        ["2020", 2020],
        ["2024", 2024],
      ]);
    }
  });

  it("reads a year a count is taken over, where nothing it counts follows", () => {
    expect(extractDates("which gave 152 samples over 2025.").map((x) => x.year)).toEqual([2025]);
    expect(extractDates("which gave 152 samples over 2025 [c1].").map((x) => x.year)).toEqual([2025]);
    expect(extractDates("over 2025 people attended")).toEqual([]);
  });

  it("reads every month of a list that a preposition opens", () => {
    expect(extractDates("sampled in February, May, August and November").map((x) => x.month)).toEqual([2, 5, 8, 11]);
    // Without the preposition, two words as often as months.
    expect(extractDates("March, May and August")).toEqual([]);
  });

  it("reads each day of a Chinese list of weekdays written after the first by its numeral alone", () => {
    expect(extractDates("航线每周一、三、五、日各往返一班").map((x) => [x.raw, x.weekday])).toEqual([
      ["周一", 1],
      ["三", 3],
      ["五", 5],
      ["日", 0],
    ]);
    // A numeral that counts something after it is no day: 周一、二次.
    expect(extractDates("周一、二次").map((x) => x.raw)).toEqual(["周一"]);
  });

  it("reads a span whose second year keeps its last two digits, unless it can be a month", () => {
    expect(extractDates("the 2018–19 season").map((x) => [x.raw, x.year])).toEqual([
      ["2018", 2018],
      ["19", 2019],
    ]);
    expect(extractDates("in 1939-45 the war").map((x) => x.year)).toEqual([1939, 1945]);
    expect(extractDates("filed 2010-11").map((x) => [x.year, x.month])).toEqual([[2010, 11]]);
    // A season written with a slash, whose second year is the next.
    expect(extractDates("after 2017/18 and 2021/22").map((x) => x.year)).toEqual([2017, 2018, 2021, 2022]);
    expect(extractDates("in 2025/03").map((x) => [x.year, x.month])).toEqual([[2025, 3]]);
  });

  it.each([
    "sold 2025 units",
    "The 1990 W module",
    "in 2000 ms",
    "in 1500 W",
    "you may go",
    "March forward",
    "3个月",
    "a 2,025 figure",
    "costs $2020",
    "v2025.1",
    "Q3 results",
    "1500-2000 W",
    "the 1500 Series",
    "the 2048 tokens",
    "每周一次",
    "每周一个小时",
    "一周一次例会",
    "Today is sunny",
    "on the 3rd floor",
    "paid by the 15th",
  ])("%s has no date", (text) => {
    expect(extractDates(text)).toEqual([]);
  });

  it("reads a weekday written beside a date as that date's", () => {
    expect(extractDates("on Saturday 8 December 2024").map((d) => [d.raw, d.weekday, d.day])).toEqual([["Saturday 8 December 2024", 6, 8]]);
    expect(extractDates("Sunday, 8 December 2024").map((d) => d.weekday)).toEqual([0]);
    expect(extractDates("2024年9月28日（星期六）开幕").map((d) => [d.day, d.weekday])).toEqual([[28, 6]]);
    expect(extractDates("on Monday and 12 May").map((d) => d.raw)).toEqual(["Monday", "12 May"]);
  });

  it("reads days listed before their month, and the months of a run", () => {
    expect(extractDates("with viewing on 14, 16 and 17 March").map((d) => [d.raw, d.month, d.day])).toEqual([
      ["14", 3, 14],
      ["16", 3, 16],
      ["17 March", 3, 17],
    ]);
    expect(extractDates("open on 3, 4 and 5 May 2025").map((d) => d.year)).toEqual([2025, 2025, 2025]);
    expect(extractDates("Grass livery (April to October only)").map((d) => d.month)).toEqual([4, 10]);
    expect(extractDates("between April and October").map((d) => d.month)).toEqual([4, 10]);
    expect(extractDates("March and May").map((d) => d.month)).toEqual([]);
  });

  it("reads the last day of a Chinese range in its month", () => {
    expect(extractDates("国庆（10月1日至7日）期间").map((d) => [d.raw, d.month, d.day])).toEqual([
      ["10月1日", 10, 1],
      ["7日", 10, 7],
    ]);
  });

  it("reads the year after the last one named as that year", () => {
    expect(extractDates("In 1987 a storm damaged the cupola, which was replaced the following year.").map((d) => [d.raw, d.year])).toEqual([
      ["1987", 1987],
      ["the following year", 1988],
    ]);
    expect(extractDates("2025年11月至次年3月开放").map((d) => [d.raw, d.year, d.month])).toEqual([
      ["2025年11月", 2025, 11],
      ["次年3月", 2026, 3],
    ]);
    // With no year before it, 次年 names none.
    expect(extractDates("11月至次年3月开放").map((d) => [d.raw, d.year])).toEqual([
      ["11月", undefined],
      ["3月", undefined],
    ]);
  });

  it("finds several dates with exact spans", () => {
    const text = "星尘-3 于2025年3月发布，较 March 2024 晚一年；Q3 2024 的报告 [c1] 写于 2024-10-02。";
    const found = extractDates(text);
    expect(found.map((x) => x.raw)).toEqual(["2025年3月", "March 2024", "Q3 2024", "2024-10-02"]);
    for (const x of found) expect(text.slice(x.start, x.end)).toBe(x.raw);
  });
});

describe("limits", () => {
  it("reads a date as the latest or the earliest a thing happens", () => {
    expect(extractDates("will host it until 2028 at the latest")[0]?.limit).toBe("latest");
    expect(extractDates("will host the event until at least 2028")[0]).toMatchObject({ year: 2028, limit: "earliest" });
    expect(extractDates("最迟于2027年完工")[0]?.limit).toBe("latest");
    expect(extractDates("in 2027")[0]?.limit).toBeUndefined();
    // "Before", 前 and "after", 以后 are limits the date itself falls outside; "not before" is the earliest.
    expect(extractDates("2013年6月30日前注册的汽油乘用车")[0]).toMatchObject({ limit: "latest", limitStrict: true });
    expect(extractDates("not before 2028")[0]).toMatchObject({ limit: "earliest" });
    expect(extractDates("not before 2028")[0]?.limitStrict).toBeUndefined();
    expect(extractDates("2015年以后注册")[0]).toMatchObject({ limit: "earliest", limitStrict: true });
    expect(extractDates("10月1日0时后驶出")[0]?.limit).toBeUndefined();
    // A year after "later than" is a date; after "more than" it may count things.
    expect(extractDates("no later than 2028")[0]).toMatchObject({ year: 2028, limit: "latest" });
    expect(extractDates("more than 2028 runners")).toEqual([]);
  });

  it("tells which side of another's limit a date lies on", () => {
    const [limit] = extractDates("2013年6月30日前注册");
    expect(sideOfLimit(extractDates("2012年")[0]!, limit!)).toBe("within");
    // 2013年 straddles the limit: neither side wholly.
    expect(sideOfLimit(extractDates("2013年")[0]!, limit!)).toBeUndefined();
    expect(sideOfLimit(extractDates("2014年")[0]!, limit!)).toBe("beyond");
    expect(sideOfLimit(extractDates("in 2028")[0]!, extractDates("until at least 2028")[0]!)).toBe("within");
    expect(sideOfLimit(extractDates("in 1983")[0]!, extractDates("on or after 11 November 1985")[0]!)).toBe("beyond");
  });
});

describe("daysSpanned", () => {
  it("gives the first and last day a dated year covers, in order", () => {
    const [year, day] = extractDates("2012年注册，2013年6月30日前");
    expect(daysSpanned(year!)).toEqual({ first: 20120101, last: 20121231 });
    expect(daysSpanned(day!)).toEqual({ first: 20130630, last: 20130630 });
    expect(daysSpanned(extractDates("in Q2 2025")[0]!)).toMatchObject({ first: 20250401 });
    expect(daysSpanned(extractDates("on Tuesday")[0]!)).toBeUndefined();
  });
});

describe("sameDate", () => {
  const same = (claim: string, source: string): boolean => sameDate(d(claim), d(source));

  it.each([
    ["in 2025", "March 2025", true],
    ["March 2025", "March 3, 2025", true],
    ["March 2025", "May 2025", false],
    ["March 3, 2025", "March 2025", false],
    ["2025年3月", "March 2025", true],
    ["2025年3月", "2025年5月", false],
    ["3月4日", "2025年3月4日", true],
    ["Q1 2025", "March 2025", true],
    ["Q2 2025", "March 2025", false],
    ["March 2025", "Q1 2025", false],
    ["in 2024", "in 2025", false],
    ["on Monday", "on 3 March 2025", true],
    ["on Friday", "Tuesday to Saturday", true],
    ["on Sunday", "Friday to Monday", true],
    ["on Monday", "Tuesday to Saturday", false],
    ["周三", "周二至六", true],
    ["on Tuesday", "on 3 March 2025", false],
    ["on Tuesday", "on Tuesday", true],
    ["3 March 2025", "on Monday", false],
  ])("claim %s vs source %s -> %s", (claim, source, expected) => {
    expect(same(claim, source)).toBe(expected);
  });
});

describe("conflictingDates", () => {
  const conflict = (a: string, b: string): boolean => conflictingDates(d(a), d(b));

  it.each([
    ["March 2025", "May 2025", true],
    ["in 2024", "in 2025", true],
    ["2025年3月", "2025年5月", true],
    ["March 3, 2025", "March 5, 2025", true],
    ["in 2025", "March 2025", false],
    ["March 2025", "March 3, 2025", false],
    ["March 2025", "March 2025", false],
    ["3月4日", "2025年3月4日", false],
    ["in 2024", "March 2025", true],
    ["in 2022", "October 14, 2023", true],
    ["Q1 2025", "Q2 2025", true],
    ["Q1 2025", "May 2025", true],
    ["Q1 2025", "March 2025", false],
    ["3月4日", "3月5日", true],
    ["on Tuesday", "on Wednesday", true],
    ["星期二", "星期三", true],
    ["on Tuesday", "on 3 March 2025", true],
    ["on Monday", "Tuesday to Saturday", true],
    ["on Friday", "Tuesday to Saturday", false],
    // Two runs of days name each its whole set of days.
    ["Monday to Friday", "Wednesday to Sunday", true],
    ["Monday to Saturday", "Tuesday to Saturday", true],
    ["周一至周五", "周二至周六", true],
    ["Tuesday to Saturday", "Tuesday to Saturday", false],
    ["on Monday", "on 3 March 2025", false],
    ["on Monday", "in March 2025", false],
  ])("%s vs %s -> %s", (a, b, expected) => {
    expect(conflict(a, b)).toBe(expected);
  });
});
