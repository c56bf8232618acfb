import { describe, it, expect } from "vitest";
import { comparable, countsPer, extractQuantities, isMultiple, sameQuantity, YEAR_SECONDS, type Quantity } from "../../src/core/quantities/index.js";

/** The single quantity in `text`, checked to sit exactly on its own span. */
function q(text: string): Quantity {
  const found = extractQuantities(text);
  expect(found.map((q) => q.raw), text).toHaveLength(1);
  const q = found[0]!;
  expect(text.slice(q.start, q.end)).toBe(q.raw);
  return q;
}

type Row = [text: string, raw: string, value: number, unit: string, dimension: Quantity["dimension"]];

function checkRows(rows: Row[]): void {
  it.each(rows)("%s -> %s", (text, raw, value, unit, dimension) => {
    const found = q(text);
    expect(found.raw).toBe(raw);
    expect(Math.abs(found.value - value)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(value)));
    expect(found.unit).toBe(unit);
    expect(found.dimension).toBe(dimension);
  });
}

describe("plain numbers", () => {
  checkRows([
    ["sold 1,200 units", "1,200", 1200, "", "count"],
    ["sold 1 200 units", "1 200", 1200, "", "count"],
    ["a budget of 12,000,000", "12,000,000", 12_000_000, "", "count"],
    ["pi is 3.14159", "3.14159", 3.14159, "", "count"],
    ["the balance is -5", "-5", -5, "", "count"],
    ["it fell −3% overnight", "−3%", -3, "%", "percent"],
    ["about 1.2k downloads", "1.2k", 1200, "", "count"],
    ["2 million users", "2 million", 2e6, "", "count"],
    ["3.5 bn in sales", "3.5 bn", 3.5e9, "", "count"],
    ["3 thousand rows", "3 thousand", 3000, "", "count"],
    ["a 7B model", "7B", 7e9, "", "count"],
    ["用户达3.5万", "3.5万", 35_000, "", "count"],
    ["融资2亿", "2亿", 2e8, "", "count"],
    ["规模1.2万亿", "1.2万亿", 1.2e12, "", "count"],
    ["约3千", "3千", 3000, "", "count"],
    ["共5百万", "5百万", 5e6, "", "count"],
    ["call 13800138000 now", "13800138000", 13_800_138_000, "", "count"],
    ["补贴 1.5万 元", "1.5万 元", 15_000, "CNY", "currency"],
    ["营业收入为 1.2亿 元。", "1.2亿 元", 1.2e8, "CNY", "currency"],
    ["用户 3万 人", "3万 人", 30_000, "", "count"],
  ]);

  it("keeps the written precision as the step", () => {
    expect(q("1.2k").step).toBe(100);
    expect(q("2.1 W").step).toBeCloseTo(0.1, 12);
    expect(q("2,100").step).toBe(1);
    expect(q("3 million").step).toBe(1e6);
    expect(q("3.5万").step).toBe(1000);
  });
});

describe("percentages", () => {
  checkRows([
    ["grew 45%", "45%", 45, "%", "percent"],
    ["grew 45 percent", "45 percent", 45, "%", "percent"],
    ["grew 45 per cent", "45 per cent", 45, "%", "percent"],
    ["增长45％", "45％", 45, "%", "percent"],
    ["增长百分之四十五", "百分之四十五", 45, "%", "percent"],
    ["增长百分之3.5", "百分之3.5", 3.5, "%", "percent"],
    ["占千分之五", "千分之五", 0.5, "%", "percent"],
    ["up 3 percentage points", "3 percentage points", 3, "pp", "percent"],
    ["提高3个百分点", "3个百分点", 3, "pp", "percent"],
    ["减60个基点", "60个基点", 0.6, "pp", "percent"],
    ["每升3.3微克", "3.3微克", 3.3e-6, "g", "mass"],
    ["cut by 25 basis points", "25 basis points", 0.25, "pp", "percent"],
    ["约两成为外来人口", "两成", 20, "%", "percent"],
    ["七成新", "七成", 70, "%", "percent"],
  ]);

  it("reads two shares joined by 到 or 至, one written in words, as one range, as 50%至70% is", () => {
    expect(extractQuantities("将电量保持在一半到七成之间").map((x) => [x.raw, x.value, x.max])).toEqual([["一半到七成", 50, 70]]);
    expect(extractQuantities("七成到一半").map((x) => x.raw)).toEqual(["七成", "一半"]);
  });

  it.each(["一成不变", "降低3成本"])("%s states no tenths", (text) => {
    expect(extractQuantities(text).filter((q) => q.dimension === "percent")).toEqual([]);
  });

  it("reads a range whose first end is marked as in it, （含）", () => {
    expect(q("身高1.2米（含）至1.4米的儿童")).toMatchObject({ value: 1.2, max: 1.4, unit: "m" });
    expect(sameQuantity(q("身高1.2米（含）至1.4米"), q("身高1.2米至1.4米"))).toBe(true);
  });

  it("reads an age apart from a duration", () => {
    expect(q("a 27-year-old man").dimension).toBe("age");
    expect(q("10岁儿童").dimension).toBe("age");
    expect(q("under-5s travel free").dimension).toBe("age");
    expect(extractQuantities("GPT-4s are models")).toEqual([]);
    // A span of life that ends in an age, the end written in numerals.
    expect(q("投保年龄为出生满28天至五十五周岁").dimension).toBe("age");
    expect(q("投保年龄为出生满28天至五十五周岁").bound).toBeUndefined();
    expect(q("young 10-24 year olds").dimension).toBe("age");
    expect(q("for 27 years").dimension).toBe("time");
    expect(comparable(q("a 27-year-old man"), q("for 3 months"))).toBe(false);
    // An age in months (月龄), not the month of June.
    expect(sameQuantity(q("适用于6月龄至5岁儿童"), q("适用于6个月至5岁的儿童"))).toBe(true);
    expect(q("鼓励在12月龄前完成接种").dimension).toBe("age");
  });

  it("reads kilocalories as energy, not thousands", () => {
    expect(sameQuantity(q("热量约为180千卡"), q("about 180 kcal"))).toBe(true);
    expect(sameQuantity(q("180大卡"), q("753 kJ"))).toBe(true);
  });

  it("leaves out the ends of an approximate figure's rounding, as of an exact one's", () => {
    expect(sameQuantity(q("takes about an hour and a half"), q("lasts 75 minutes"))).toBe(false);
    expect(sameQuantity(q("takes about an hour and a half"), q("lasts 80 minutes"))).toBe(true);
    // The tenth an approximate figure is allowed keeps its ends: "about 90 minutes" of 81.
    expect(sameQuantity(q("takes about 90 minutes"), q("lasts 81 minutes"))).toBe(true);
  });

  it("gives prices listed after a price per hour the same per (每小时价格为：迷你包28元、小包38元)", () => {
    const found = extractQuantities("每小时价格为：迷你包28元、小包38元、中包58元。");
    expect(found.map((x) => x.per)).toEqual([{ seconds: 3600 }, { seconds: 3600 }, { seconds: 3600 }]);
    // A price after a clause of its own says its own per, or none.
    expect(extractQuantities("每小时28元，押金100元。").map((x) => x.per)).toEqual([{ seconds: 3600 }, undefined]);
    // …and so does one that states a bound of its own.
    expect(extractQuantities("每小时28元、夜间不超过50元。").map((x) => x.per)).toEqual([{ seconds: 3600 }, undefined]);
  });

  it("compares a bare number that may be a year only with another", () => {
    expect(comparable(q("the 2017 film"), q("the two were"))).toBe(false);
    expect(comparable(q("the 2017 film"), q("the 2016 film"))).toBe(true);
  });

  it("reads bucks as dollars", () => {
    expect(q("5 mln bucks")).toMatchObject({ value: 5e6, unit: "USD" });
  });

  it("keeps percentage points apart from percent", () => {
    expect(comparable(q("3 percentage points"), q("3%"))).toBe(false);
  });

  it("reads 'half price' as the share of the price paid, as 半价 is", () => {
    expect(extractQuantities("pay half price for their first bin")).toMatchObject([{ raw: "half", value: 50, unit: "%" }]);
    expect(extractQuantities("half-price tickets")).toMatchObject([{ raw: "half", value: 50, unit: "%" }]);
    expect(extractQuantities("the other half price")).toEqual([]);
  });

  it("reads 'half as many again' as a multiple of one and a half, no match for 'twice'", () => {
    expect(extractQuantities("each holds about half as many again")).toMatchObject([{ raw: "half as many again", value: 1.5, noun: "×" }]);
    expect(sameQuantity(extractQuantities("half as much again")[0]!, extractQuantities("twice the price")[0]!)).toBe(false);
  });

  it("reads a number word that leaves out the noun of the count before it as a count of those", () => {
    expect(extractQuantities("six counts of fraud and one of money laundering")).toMatchObject([{ raw: "six", noun: "counts" }, { raw: "one", value: 1, noun: "counts" }]);
    expect(extractQuantities("one of the best")).toEqual([]);
  });

  it("reads cubic and square yards and cubic feet as volumes and areas", () => {
    expect(extractQuantities("no larger than 8 cubic yards")[0]).toMatchObject({ raw: "8 cubic yards", dimension: "volume", unit: "L" });
    expect(extractQuantities("2,000 square yards")[0]).toMatchObject({ dimension: "area", unit: "m²" });
    expect(extractQuantities("a 40 cubic feet freezer")[0]).toMatchObject({ dimension: "volume" });
  });

  it("reads what an amount is per past a measure that describes the thing", () => {
    expect(extractQuantities("£1,150 per 1,100-litre communal bin")[0]).toMatchObject({ raw: "£1,150", per: { thing: "communal" } });
  });

  it("reads an amount per a number of a unit as per that measure, and a period's number still as the rules read it", () => {
    expect(extractQuantities("charged at £3.50 per 10 cm, with a minimum")[0]).toMatchObject({ raw: "£3.50", per: { thing: "10 cm" } });
    expect(extractQuantities("运费每10公里3元").find((f) => f.raw === "3元")).toMatchObject({ per: { thing: "10公里" } });
    expect(extractQuantities("£10 per 15 minutes")[0]).not.toHaveProperty("per");
  });

  it("reads an amount per a cubic or square unit as per that unit, not per 'cubic'", () => {
    expect(q("charged at £310 per cubic metre")).toMatchObject({ raw: "£310", per: { thing: "cubic metre" } });
    expect(q("£12 per square foot")).toMatchObject({ per: { thing: "square foot" } });
  });

  it("reads a length of time whose unit follows a word of how it runs: 'five consecutive days'", () => {
    expect(q("may last no more than five consecutive days")).toMatchObject({ raw: "five consecutive days", dimension: "time", value: 5 * 86400, bound: "upper" });
    expect(q("two full weeks")).toMatchObject({ dimension: "time", value: 14 * 86400 });
    // (Nights are no unit of time: a count of them stays one.)
    expect(q("three consecutive nights")).toMatchObject({ dimension: "count", noun: "nights" });
  });

  it("reads 'over' after a verb of paying as the span paid across, no bound", () => {
    expect(q("paying over 60 months")).toMatchObject({ raw: "60 months", dimension: "time" });
    expect(q("paying over 60 months").bound).toBeUndefined();
    expect(q("repaid over 5 years").bound).toBeUndefined();
    expect(q("loans over 5 years")).toMatchObject({ bound: "lower" });
  });

  it("reads boxes, cases, bottles, bags and tins as Chinese measure words, not in longer words", () => {
    expect(q("起印数量为每款2盒")).toMatchObject({ raw: "2盒", noun: "盒" });
    expect(q("饮用水2000箱")).toMatchObject({ raw: "2000箱", noun: "箱" });
    expect(q("3瓶")).toMatchObject({ noun: "瓶" });
    expect(q("共3箱子").noun).toBeUndefined();
  });

  it("reads an amount charged for each one more as per its measure word: 每增加一块印版加收220元", () => {
    expect(extractQuantities("每增加一块印版加收220元").find((f) => f.raw === "220元")).toMatchObject({ per: { thing: "块" } });
    expect(extractQuantities("前4件100元，每增加1件加收20元").find((f) => f.raw === "20元")).toMatchObject({ per: { thing: "件" } });
    expect(extractQuantities("此后每增加1000张加收150元").find((f) => f.raw === "150元")).toMatchObject({ per: { thing: "1000张" } });
  });

  it("reads the number word an amount is per as no count of its own", () => {
    expect(q("the premium drops to 6p a dozen")).toMatchObject({ raw: "6p", per: { thing: "dozen" } });
    expect(q("a dozen eggs")).toMatchObject({ raw: "a dozen", value: 12 });
  });

  it("reads the period after a unit that ends on no letter as what the amount is per, no length of time", () => {
    expect(extractQuantities("We pump 5 m³ a day")).toMatchObject([{ raw: "5 m³", per: { seconds: 86400 } }]);
    expect(extractQuantities("a day pass costs £5")).toMatchObject([{ raw: "a day" }, { raw: "£5" }]);
  });

  it("reads a bound before what a Chinese share is of as the share's", () => {
    expect(q("续租租金涨幅不超过原租金的5%")).toMatchObject({ raw: "5%", bound: "upper" });
    expect(q("海外收入尚足总收入的1%")).toMatchObject({ raw: "1%", bound: "lower" });
  });

  it("turns a bound a Chinese case refuses, as an English refusal does", () => {
    expect(q("但入住未满3个月的不享受此项减免")).toMatchObject({ raw: "3个月", bound: "lower" });
    expect(q("1.2米以下儿童谢绝入场")).toMatchObject({ raw: "1.2米", bound: "lower" });
    expect(q("未满14周岁的未成年人不得单独燃放")).toMatchObject({ raw: "14周岁", bound: "upper" });
  });

  it("reads the one period after 每 and a verb as what a rate is per, no length of time", () => {
    expect(q("每拖一天就要多交1.26万元")).toMatchObject({ raw: "1.26万元" });
    expect(q("每超一小时加收5元")).toMatchObject({ raw: "5元" });
    expect(q("拖了一天")).toMatchObject({ raw: "一天", dimension: "time" });
  });
});

describe("Chinese numerals", () => {
  checkRows([
    ["采用八核设计", "八核", 8, "", "count"],
    ["共十二个", "十二个", 12, "", "count"],
    ["一百二十台", "一百二十台", 120, "", "count"],
    ["售出两千", "两千", 2000, "", "count"],
    ["得分三点五。", "三点五", 3.5, "", "count"],
    ["误差为零。", "零", 0, "", "count"],
    ["得分为〇。", "〇", 0, "", "count"],
    ["一万零五百", "一万零五百", 10_500, "", "count"],
    ["三万五", "三万五", 35_000, "", "count"],
    ["研发用了三年", "三年", 3 * 31_556_952, "s", "time"],
    ["算力八 TOPS", "八 TOPS", 8, "TOPS", "throughput"],
    ["功率为一瓦", "一瓦", 1, "W", "power"],
    ["一年后", "一年", 31_556_952, "s", "time"],
    ["八核", "八核", 8, "", "count"],
    ["用了两周", "两周", 2 * 7 * 86_400, "s", "time"],
    ["冷藏四周", "四周", 4 * 7 * 86_400, "s", "time"],
    ["金额壹万伍仟元", "壹万伍仟元", 15_000, "CNY", "currency"],
  ]);

  it.each(["一些", "一般", "统一", "第一", "一起", "一直", "三星电子", "四川", "十分重要", "第三代", "万一", "千万不要", "零售", "这一部分", "新一代", "星期三", "几十年", "数十个", "公务员队伍", "中国大陆。", "收拾。", "从四周向中间拍", "湖的四周", "四周环山", "向区红十字会申请", "十字路口", "十字架"])(
    "%s is not a number",
    (text) => {
      expect(extractQuantities(text)).toEqual([]);
    },
  );

  it("keeps the measure word as the counted noun and marks words", () => {
    const found = q("十二个");
    expect(found.noun).toBe("个");
    expect(found.fromWords).toBe(true);
    expect(q("3 倍").noun).toBe("倍");
    expect(q("3倍").fromWords).toBe(false);
  });

  it("reads 三四个 and 两三千 as approximate ranges", () => {
    const a = q("来了三四个人");
    expect([a.raw, a.value, a.max, a.approximate]).toEqual(["三四个", 3, 4, true]);
    const b = q("两三千");
    expect([b.value, b.max, b.approximate]).toEqual([2000, 3000, true]);
  });
});

describe("English number words", () => {
  checkRows([
    ["twenty-five engineers", "twenty-five", 25, "", "count"],
    ["three hundred chips", "three hundred", 300, "", "count"],
    ["three hundred and twenty", "three hundred and twenty", 320, "", "count"],
    ["two thousand five hundred", "two thousand five hundred", 2500, "", "count"],
    ["a dozen eggs", "a dozen", 12, "", "count"],
    ["won by two and a quarter lengths", "two and a quarter", 2.25, "", "count"],
    ["it draws one watt", "one watt", 1, "W", "power"],
    ["it draws a watt", "a watt", 1, "W", "power"],
    ["it took an hour", "an hour", 3600, "s", "time"],
    ["Twelve engineers joined", "Twelve", 12, "", "count"],
    ["a five-year plan", "five-year", 31_556_952 * 5, "s", "time"],
    ["two million users", "two million", 2e6, "", "count"],
  ]);

  it("reads a score before a compound of half as two counts, not halves", () => {
    expect(extractQuantities("from a 16-6 half-time deficit").map((q) => q.value)).toEqual([16, 6]);
  });

  it.each(["one of them", "an apple", "a lot", "a second chance", "a t-shirt", "one t-shirt", "the third quarter", "the first run", "a hundredth", "two-thirds"])(
    "%s has no quantity",
    (text) => {
      expect(extractQuantities(text)).toEqual([]);
    },
  );

  it("marks word numbers", () => {
    expect(q("twelve").fromWords).toBe(true);
    expect(q("12").fromWords).toBe(false);
  });
});

describe("units", () => {
  checkRows([
    ["draws 2100 mW", "2100 mW", 2.1, "W", "power"],
    ["draws 2,100 mW", "2,100 mW", 2.1, "W", "power"],
    ["draws 2.1 W", "2.1 W", 2.1, "W", "power"],
    ["功耗2.1瓦", "2.1瓦", 2.1, "W", "power"],
    ["功耗2100毫瓦", "2100毫瓦", 2.1, "W", "power"],
    ["a 9W chip", "9W", 9, "W", "power"],
    ["1.2 kW", "1.2 kW", 1200, "W", "power"],
    // A mu is a fifteenth of a hectare.
    ["项目用地约860亩", "860亩", 860 * 1e4 / 15, "m²", "area"],
    ["约57公顷", "57公顷", 570_000, "m²", "area"],
    ["a 4.9-hectare site", "4.9-hectare", 49_000, "m²", "area"],
    ["a farm of 12 acres", "12 acres", 12 * 4046.8564224, "m²", "area"],
    // Degrees alone are an angle's, as ° is; with their scale a temperature's.
    ["an incline of 28 to 52 degrees", "28 to 52 degrees", 28, "°", "other"],
    ["about 20 degrees Celsius", "20 degrees Celsius", 20, "°C", "temperature"],
    ["3 千瓦", "3 千瓦", 3000, "W", "power"],
    ["3 MW", "3 MW", 3e6, "W", "power"],
    ["5 kWh", "5 kWh", 1.8e7, "J", "energy"],
    ["500 Wh", "500 Wh", 1.8e6, "J", "energy"],
    ["12nm process", "12nm", 12e-9, "m", "length"],
    ["12 nm process", "12 nm", 12e-9, "m", "length"],
    ["12 纳米工艺", "12 纳米", 12e-9, "m", "length"],
    ["a 5-nm node", "5-nm", 5e-9, "m", "length"],
    ["5 km", "5 km", 5000, "m", "length"],
    ["3公里", "3公里", 3000, "m", "length"],
    ["3千米", "3千米", 3000, "m", "length"],
    ["10 cm", "10 cm", 0.1, "m", "length"],
    ["10厘米", "10厘米", 0.1, "m", "length"],
    ["3 mm", "3 mm", 0.003, "m", "length"],
    ["3毫米", "3毫米", 0.003, "m", "length"],
    ["5 µm", "5 µm", 5e-6, "m", "length"],
    ["5 um", "5 um", 5e-6, "m", "length"],
    ["2 米", "2 米", 2, "m", "length"],
    ["3 kg", "3 kg", 3000, "g", "mass"],
    ["500 mg", "500 mg", 0.5, "g", "mass"],
    ["20 g", "20 g", 20, "g", "mass"],
    ["2 t", "2 t", 2e6, "g", "mass"],
    ["3公斤", "3公斤", 3000, "g", "mass"],
    ["3千克", "3千克", 3000, "g", "mass"],
    ["5克", "5克", 5, "g", "mass"],
    ["2吨", "2吨", 2e6, "g", "mass"],
    ["5 s", "5 s", 5, "s", "time"],
    ["200 ms latency", "200 ms", 0.2, "s", "time"],
    ["50 µs", "50 µs", 5e-5, "s", "time"],
    ["50 ns", "50 ns", 5e-8, "s", "time"],
    ["3 min", "3 min", 180, "s", "time"],
    ["2 h", "2 h", 7200, "s", "time"],
    ["2 hours", "2 hours", 7200, "s", "time"],
    ["3 days", "3 days", 259_200, "s", "time"],
    ["2 weeks", "2 weeks", 1_209_600, "s", "time"],
    ["6 months", "6 months", 15_778_476, "s", "time"],
    ["3 years", "3 years", 94_670_856, "s", "time"],
    ["5秒", "5秒", 5, "s", "time"],
    ["200毫秒", "200毫秒", 0.2, "s", "time"],
    ["3分钟", "3分钟", 180, "s", "time"],
    ["2小时", "2小时", 7200, "s", "time"],
    ["3天", "3天", 259_200, "s", "time"],
    ["2周", "2周", 1_209_600, "s", "time"],
    ["6个月", "6个月", 15_778_476, "s", "time"],
    ["3年", "3年", 94_670_856, "s", "time"],
    ["16 GB", "16 GB", 1.6e10, "B", "data"],
    ["512 MB", "512 MB", 5.12e8, "B", "data"],
    ["4 KiB", "4 KiB", 4096, "B", "data"],
    ["2 TB", "2 TB", 2e12, "B", "data"],
    ["512 B", "512 B", 512, "B", "data"],
    ["10字节", "10字节", 10, "B", "data"],
    ["25 Gbps", "25 Gbps", 2.5e10, "bps", "data-rate"],
    ["100 Mbps", "100 Mbps", 1e8, "bps", "data-rate"],
    ["16 GB/s", "16 GB/s", 1.28e11, "bps", "data-rate"],
    ["2.4 GHz", "2.4 GHz", 2.4e9, "Hz", "frequency"],
    ["2.1GHz", "2.1GHz", 2.1e9, "Hz", "frequency"],
    ["50 Hz", "50 Hz", 50, "Hz", "frequency"],
    ["800 MHz", "800 MHz", 8e8, "Hz", "frequency"],
    ["50赫兹", "50赫兹", 50, "Hz", "frequency"],
    ["5 V", "5 V", 5, "V", "voltage"],
    ["3.3 mV", "3.3 mV", 0.0033, "V", "voltage"],
    ["220伏", "220伏", 220, "V", "voltage"],
    ["2 A", "2 A", 2, "A", "current"],
    ["500 mA", "500 mA", 0.5, "A", "current"],
    ["10安", "10安", 10, "A", "current"],
    ["25 °C", "25 °C", 25, "°C", "temperature"],
    ["25℃", "25℃", 25, "°C", "temperature"],
    ["77 °F", "77 °F", 25, "°C", "temperature"],
    ["25摄氏度", "25摄氏度", 25, "°C", "temperature"],
    ["-5 °C", "-5 °C", -5, "°C", "temperature"],
    ["温度为-5℃", "-5℃", -5, "°C", "temperature"],
    ["26 TOPS", "26 TOPS", 26, "TOPS", "throughput"],
    ["1.5 TFLOPS", "1.5 TFLOPS", 1.5, "TFLOPS", "throughput"],
    ["400 GFLOPS", "400 GFLOPS", 0.4, "TFLOPS", "throughput"],
    ["60 km/h", "60 km/h", 60 / 3.6, "m/s", "speed"],
    ["60 mph", "60 mph", 26.8224, "m/s", "speed"],
    ["95 Nm of torque", "95 Nm", 95, "Nm", "other"],
    ["roughly 70 lb-ft", "70 lb-ft", 70 * 1.3558179483, "Nm", "other"],
    ["350 N·m", "350 N·m", 350, "Nm", "other"],
    ["100 m²", "100 m²", 100, "m²", "area"],
    ["100平方米", "100平方米", 100, "m²", "area"],
    ["2 L", "2 L", 2, "L", "volume"],
    ["500 mL", "500 mL", 0.5, "L", "volume"],
    ["2升", "2升", 2, "L", "volume"],
    ["500毫升", "500毫升", 0.5, "L", "volume"],
    ["5000 mAh", "5000 mAh", 5, "Ah", "other"],
  ]);

  it("keeps the counted noun of a plain count", () => {
    expect(q("12 engineers").noun).toBe("engineers");
    expect(q("12 cars").noun).toBe("cars");
    expect(q("a 12-core CPU").noun).toBe("core");
    expect(q("3x faster").noun).toBe("x");
    expect(q("3 倍").noun).toBe("倍");
    expect(q("8 GPUs").noun).toBe("gpus");
    expect(q("12 of them").noun).toBeUndefined();
    expect(q("5 A-series chips").unit).toBe("");
    expect(q("five Hollywood trades").noun).toBe("trades");
    expect(q("three additional curators").noun).toBe("curators");
    // 限 before a verb and a figure limits it (限兑5枚, 限约20枚: 约 is "book" there, no "about"); 期限 and 上限 are no such 限.
    expect([q("每人每种限兑5枚").bound, q("每人每种纪念币限约20枚").approximate]).toEqual(["upper", false]);
    expect([q("每名考生提前批限报1所学校").bound, q("每人限填3个志愿").bound, q("限选2门课程").bound]).toEqual(["upper", "upper", "upper"]);
    expect(q("期限3年").bound).toBeUndefined();
    // 限时 limits a length of time: 每次限时4小时 is at most four hours.
    expect(q("每次限时4小时").bound).toBe("upper");
    // A share in words set off after the figure it is the share of.
    expect(extractQuantities("£9.5m, roughly a quarter, came from grants").map((x) => x.raw)).toEqual(["£9.5m", "a quarter"]);
    expect(extractQuantities("11 in a row").map((x) => x.unit)).toEqual([""]);
    // 每小时 and 时速 make a distance or an amount one an hour; a distance an hour is no distance.
    expect([extractQuantities("每小时5元")[0]!.per, extractQuantities("巡航速度每小时240公里")[0]!.per, extractQuantities("巡航时速可达200公里")[0]!.per]).toEqual([{ seconds: 3600 }, { seconds: 3600 }, { seconds: 3600 }]);
    expect(sameQuantity(extractQuantities("巡航时速可达200公里")[0]!, extractQuantities("设计航程为200公里")[0]!)).toBe(false);
    // 一年 before an amount is what it is per, but 上一年 is the year before.
    expect(extractQuantities("从上一年的21%降到12%")[0]!.per).toBeUndefined();
    // "Limited to" and "capped at" set a most, as "up to" does, and "within the first 12 months" as "within 12 months".
    expect([q("limited to two days a week").bound, q("capped at £150").bound, q("cracks appearing within the first 12 months").bound]).toEqual(["upper", "upper", "upper"]);
    // Cancelling "up to 24 hours before" is doing it at least 24 hours ahead; booking "up to 14 days ahead" is at most 14.
    expect([q("can be cancelled for a full refund up to 24 hours before departure").bound, q("booked on the portal up to 14 days ahead").bound]).toEqual(["lower", "upper"]);
    // …however far the act of undoing stands before it, and "beforehand" as "before"; a swap is such an act.
    expect(q("You can change your collection slot for free up to 48 hours beforehand").bound).toBe("lower");
    expect(q("Season ticket holders may swap a date up to 48 hours before the show").bound).toBe("lower");
    // A refusal past ", but" is another thing's: "up to two per cabin, but they aren't allowed inside".
    expect(q("up to two per cabin, but they aren't allowed inside the café").bound).toBe("upper");
    // "Never to pay more than" bounds from above; "hasn't begun within" denies a fact, so bounds from below.
    expect([q("never to pay more than 25% of a job's cost").bound, q("if building work hasn't begun within 12 months").bound]).toEqual(["upper", "lower"]);
    // A Chinese range may give its measure word at both ends.
    expect(q("视力残疾一级至四级")).toMatchObject({ raw: "一级至四级", value: 1, max: 4, noun: "级" });
    // 册 counts volumes.
    expect(q("每次最多借盲文图书4册")).toMatchObject({ raw: "4册", noun: "册" });
    // Several things are counted in the plural: a singular -ing word is a participle or a modifier.
    expect(q("12 parking spaces").noun).toBe("spaces");
    // …and a company sized by its count alone counts people, not the participle after it.
    expect(q("a group of six playing The Vault").noun).toBe("people");
    expect([q("a party of eight on the group package").noun, q("a table for four").noun]).toEqual(["people", "people"]);
    expect(q("a household of two typically uses one block").noun).toBe("people");
    expect(q("a team of five engineers").noun).toBe("engineers");
    // "Six people" and "6 players" count the same heads.
    expect(comparable(q("six people"), q("6 players"))).toBe(true);
  });

  it("sets currency only on amounts of money", () => {
    expect(q("45%").currency).toBeUndefined();
    expect(q("$5").currency).toBe("USD");
  });
});

describe("durations in parts", () => {
  checkRows([
    ["a year and a half", "a year and a half", 1.5 * 31_556_952, "s", "time"],
    ["an hour and a half", "an hour and a half", 5400, "s", "time"],
    ["two and a half hours", "two and a half hours", 9000, "s", "time"],
    ["2 and a half hours", "2 and a half hours", 9000, "s", "time"],
    ["an hour and a quarter", "an hour and a quarter", 4500, "s", "time"],
    ["three and three quarters hours", "three and three quarters hours", 13500, "s", "time"],
    ["全程两个半小时", "两个半小时", 9000, "s", "time"],
    ["三年半", "三年半", 3.5 * 31_556_952, "s", "time"],
    // A half with no whole before it.
    ["按半个月工资支付", "半个月", 31_556_952 / 24, "s", "time"],
    ["休息半小时", "半小时", 1800, "s", "time"],
    ["用时1小时30分钟", "1小时30分钟", 5400, "s", "time"],
    ["用时1小时30分", "1小时30分", 5400, "s", "time"],
    // 分 alone is a cent or a point, but minutes before seconds.
    ["反应时间为13分20秒", "13分20秒", 800, "s", "time"],
    // A height said as metres and the digits of their fraction.
    ["身高一米八", "一米八", 1.8, "m", "length"],
    ["身高一米七五的运动员", "一米七五", 1.75, "m", "length"],
    ["用时2分钟15秒", "2分钟15秒", 135, "s", "time"],
    ["他的成绩为 46秒40。", "46秒40", 46.4, "s", "time"],
  ]);

  it("keeps the precision of the last part", () => {
    expect(q("46秒40").step).toBeCloseTo(0.01, 12);
    expect(q("1小时30分钟").step).toBe(60);
    expect(q("a year and a half").step).toBe(31_556_952 / 2);
  });
});

describe("shares and rates", () => {
  checkRows([
    ["Half of the patients responded.", "Half", 50, "%", "percent"],
    ["Two-thirds of the patients responded.", "Two-thirds", 200 / 3, "%", "percent"],
    ["a quarter of the budget", "a quarter", 25, "%", "percent"],
    ["three out of four dentists", "three out of four", 75, "%", "percent"],
    ["1 in 10 patients responded.", "1 in 10", 10, "%", "percent"],
    // "one" alone needs a unit; as a share it has its whole.
    ["One in five households will move.", "One in five", 20, "%", "percent"],
    ["half an hour", "half an hour", 1800, "s", "time"],
    ["rest for a quarter of an hour", "a quarter of an hour", 900, "s", "time"],
    ["buses every quarter of an hour", "quarter of an hour", 900, "s", "time"],
    ["Overdue books cost 25p a day", "25p", 0.25, "GBP", "currency"],
    ["a fee of 80 pence", "80 pence", 0.8, "GBP", "currency"],
    ["three quarters of an hour", "three quarters of an hour", 2700, "s", "time"],
    ["a quarter of a mile", "a quarter of a mile", 402.336, "m", "length"],
    ["joined at the age of 32", "32", 32 * 31_556_952, "s", "age"],
    ["a woman aged 45", "45", 45 * 31_556_952, "s", "age"],
    ["The API allows 1,200 requests per minute.", "1,200 requests per minute", 20, "/s", "rate"],
    ["20 per second", "20 per second", 20, "/s", "rate"],
    ["每分钟 1200 次请求", "1200 次", 20, "/s", "rate"],
  ]);

  it("reads 分 alone as no unit of time, and a lone quarter as no figure", () => {
    expect(extractQuantities("这道题得了13分").map((x) => x.dimension)).not.toContain("time");
    expect(extractQuantities("Sales rose in the quarter.")).toEqual([]);
  });

  it("reads no length of time in the year before or after (比前一年, 上一年, 下一季度), but counts 上一次课", () => {
    expect(extractQuantities("比前一年多出1.1万车次").map((x) => x.raw)).toEqual(["1.1万"]);
    expect(extractQuantities("比上一年多出3000人").map((x) => x.raw)).toEqual(["3000人"]);
    expect(extractQuantities("下一季度营收")).toEqual([]);
    expect(extractQuantities("每周上一次课，每次两小时").map((x) => x.raw)).toEqual(["一次", "两小时"]);
  });

  it("reads no share in a part of a period or a thing", () => {
    expect(extractQuantities("the second half of the season")).toEqual([]);
    expect(extractQuantities("at half time")).toEqual([]);
    expect(extractQuantities("one in ten years").map((x) => x.dimension)).not.toContain("percent");
  });

  it("reads the amount and the result of a move apart: \"drops by $10 to $55\", \"rose from 1.9 GB to 3.2 GB\"", () => {
    expect(extractQuantities("the plan drops by $10 to $55 a month").map((x) => x.raw)).toEqual(["$10", "$55"]);
    expect(extractQuantities("It rose from 1.9 GB to 3.2 GB.").map((x) => x.raw)).toEqual(["1.9 GB", "3.2 GB"]);
    expect(extractQuantities("The rate will rise from 24.5 to 27.1 pence per kWh.").map((x) => x.raw)).toEqual(["24.5", "27.1 pence"]);
    expect(extractQuantities("Prices range from 10 to 20 dollars.").map((x) => x.raw)).toEqual(["10 to 20 dollars"]);
    // The start may be named before its figure: "from an original estimate of".
    expect(extractQuantities("The cost rose from an original estimate of £29m to £38m.").map((x) => x.raw)).toEqual(["£29m", "£38m"]);
    // A first figure's hyphen hung before "to".
    expect(extractQuantities("12- to 15-year-olds must be accompanied").map((x) => [x.raw, x.max !== undefined])).toEqual([["12- to 15-year", true]]);
    expect(extractQuantities("Revenue rose by 5 to 10 percent.").map((x) => x.raw)).toEqual(["5 to 10 percent"]);
  });

  it("reads what an amount with its unit written against it is per: \"25p a day\"", () => {
    expect(q("Overdue books cost 25p a day").per).toEqual({ seconds: 86_400 });
    // (A fortnight is bounded as any length of time is.)
    expect(extractQuantities("up to a fortnight").map((x) => x.bound)).toEqual(["upper"]);
    expect(extractQuantities("if a repair runs past 5 working days").map((x) => x.strictBound)).toEqual(["past"]);
    expect(extractQuantities("in the past 5 years").map((x) => x.bound)).toEqual([undefined]);
    // …and the period's word right after it, as its adverb or the adjective of what it is.
    expect(q("which stays under the £65 monthly cap").per).toEqual({ seconds: YEAR_SECONDS / 12 });
    expect(q("the membership costs £40 annually").per).toEqual({ seconds: YEAR_SECONDS });
    // Kinds listed before the noun the last one names count it too; a plural item names its own.
    expect(extractQuantities("four gold, two silver and five bronze medals").map((x) => x.nounPhrase)).toEqual([["gold", "medal"], ["silver", "medal"], ["bronze", "medal"]]);
    expect(extractQuantities("three eggs, two large onions").map((x) => x.nounPhrase)).toEqual([["egg"], ["large", "onion"]]);
    // A "+" before another figure joins two (RAM and storage), where after an age it bounds it.
    expect(extractQuantities("Pro版起售价3499元（12GB+256GB）").map((x) => x.bound)).toEqual([undefined, undefined, undefined]);
    expect(q("open to visitors aged 18+").bound).toBe("lower");
    // A count of the things after "of" and a determiner, where none follows it; not across a figure.
    expect(q("Reddish won all five of his contests").noun).toBe("contests");
    expect(extractQuantities("Thirteen of the 144 riders abandoned")[0]!.noun).toBeUndefined();
    // A length of time in each longer period is said per that period.
    expect(q("Lessons run seven days a week").per).toEqual({ seconds: 7 * 86_400 });
    // "Minimum" and "maximum" after a figure bound it: "a three-month minimum term", "a 30-day maximum stay".
    expect(q("Monthly memberships have a three-month minimum term").bound).toBe("lower");
    expect(q("Guests may book a 30-day maximum stay").bound).toBe("upper");
    // A refused Chinese case turns its bound to what is allowed, and says so.
    expect(q("不足3天的不予退票")).toMatchObject({ bound: "lower", refusedCase: true });
    expect(q("距开演7天以上申请退票").refusedCase).toBeUndefined();
    // A refusal before a bound turns it round, not past an exception.
    expect(q("The payment is not paid to employees who work from home on fewer than two days a week").bound).toBe("lower");
    expect(q("Advance booking is not available except for groups of 15 or more").bound).toBe("lower");
    // …nor a refusal with an exception later in its clause, which makes the bound its condition.
    expect(q("Vehicles over 3.5 tonnes may not cross between 1 June and 31 August without a permit").bound).toBe("lower");
    // A past participle placed in a time counts nothing; a move "more than doubled from … to …" is no range.
    expect(q("the previous peak of 2.41 million set in 2019").noun).toBeUndefined();
    expect(extractQuantities("pre-tax profit more than doubled from £2.9 million to £6.3 million").map((x) => [x.raw, x.change?.figure])).toEqual([
      ["doubled", undefined],
      ["£2.9 million", "start"],
      ["£6.3 million", "result"],
    ]);
    // The comparand a past time owns is of that time; a figure before the comparison is not.
    expect(extractQuantities("58%, 13 points lower than last year's 71%").map((x) => x.earlier)).toEqual([undefined, undefined, true]);
    expect(extractQuantities("完赛率为58%，比去年的71%低了约13个百分点").map((x) => x.earlier)).toEqual([undefined, true, undefined]);
    // A pronoun after a number is no noun it counts.
    expect(q("because she is 17 her win earns her no points").noun).toBeUndefined();
    // A count per day past its comparative is a rate.
    expect(q("1,100 more pallet deliveries a day").dimension).toBe("rate");
    expect(extractQuantities("Overdue books cost 25p a day").map((x) => x.raw)).toEqual(["25p"]);
  });

  it("reads the whole word an amount is per, and no period in a time back or ahead: \"per adult on\", \"a year earlier\"", () => {
    expect(q("saves £7 per adult on the walk-in price").per).toEqual({ thing: "adult" });
    expect(q("£1.25 per quarter").per).toEqual({ seconds: 31_556_952 / 4 });
    expect(q("up from £5 a year earlier").per).toBeUndefined();
    expect(q("£9 a year on").per).toBeUndefined();
  });

  it("reads \"each\" before a preposition as an item of what is priced, and 24/7 as a whole day", () => {
    // "and under-5s" is a group of its own, not the bound of the price before it.
    expect(extractQuantities("children pay £3.70 and under-5s travel free").find((x) => x.raw === "£3.70")?.bound).toBeUndefined();
    expect(q("extra pages cost 8p each in black and white").per).toEqual({ thing: "each" });
    expect(sameQuantity(q("costs 8p a page"), q("extra pages cost 8p each in black and white"))).toBe(true);
    expect(q("costs 8p a page").per).toEqual({ thing: "page" });
    expect(sameQuantity(q("24/7 access"), q("24-hour access"))).toBe(true);
    expect(extractQuantities("open on 24/7/2025").map((x) => x.raw)).not.toContain("24/7");
  });

  it("reads 比…长/短 as a gap, and 倍 as a multiple", () => {
    expect(q("保修期比整机长1年").change).toMatchObject({ direction: "rise", figure: "amount" });
    expect(q("比上一代短2小时").change).toMatchObject({ direction: "fall", figure: "amount" });
    expect(q("全长268公里").change).toBeUndefined();
    expect(isMultiple(q("是年检费的2.5倍"))).toBe(true);
    expect(isMultiple(q("sales doubled"))).toBe(true);
    expect(isMultiple(q("12 engineers"))).toBe(false);
  });

  it("reads a text's other times as times taken where it gives one to a fraction of a second, but not a time of day", () => {
    const read = (text: string) => extractQuantities(text).map((x) => [x.raw, x.value, x.dimension]);
    expect(read("won in 4:21.7 to break the record of 4:23")).toEqual([["4:21.7", 261.7, "time"], ["4:23", 263, "time"]]);
    expect(read("the race started at 10:30 and she won in 4:21.7")).toEqual([["10:30", 630, "clock"], ["4:21.7", 261.7, "time"]]);
  });

  it("reads what a measure is per, in time: \"0.42 °C per decade\", 每十年上升0.42℃, \"2 GB a month\"", () => {
    expect(q("rose 0.42 °C per decade").per).toEqual({ seconds: 10 * YEAR_SECONDS });
    expect(q("气温每年上升0.42℃").per).toEqual({ seconds: YEAR_SECONDS });
    expect(extractQuantities("气温每十年上升0.42℃").find((x) => x.unit === "°C")?.per).toEqual({ seconds: 10 * YEAR_SECONDS });
    expect(q("2 GB a month").per).toEqual({ seconds: YEAR_SECONDS / 12 });
    // Not what it is of: "5 kg per bag" leaves a weight as it is.
    expect(q("5 kg per bag").per).toBeUndefined();
  });

  it("reads no counted noun after a number a label word names: \"Year 1 pupils\", \"Zone 2 tickets\"", () => {
    expect(q("Reception and Year 1 pupils need no plimsolls").noun).toBeUndefined();
    expect(q("Zone 2 tickets cost more").noun).toBeUndefined();
    expect(q("Year 1 don't need plimsolls").noun).toBeUndefined();
    expect(q("3 pupils need no plimsolls").noun).toBe("pupils");
  });

  it("reads the word a number labels, which another label's number is not: \"week 2\", \"semester 2\"", () => {
    expect(q("dropped after week 2 of its semester").label).toBe("week");
    expect(q("Zone 2 tickets cost more").label).toBe("zone");
    expect(sameQuantity(q("after week 2"), q("for semester 2 modules"))).toBe(false);
    expect(sameQuantity(q("after week 2"), q("from week 2"))).toBe(true);
    expect(q("3 pupils need no plimsolls").label).toBeUndefined();
  });

  it("reads the numbers listed after a label's as the same label's: \"Wards 4, 6, 9 and 12\"", () => {
    expect(extractQuantities("Wards 4, 6, 9 and 12 are closed").map((x) => x.label)).toEqual(["ward", "ward", "ward", "ward"]);
    expect(extractQuantities("Years 7, 8 and 9 pay £5").map((x) => x.label)).toEqual(["year", "year", "year", undefined]);
    // Not a count after a label's list: "Ward 4 and 12 beds".
    expect(extractQuantities("Ward 4 has 12 beds")[1]).toMatchObject({ raw: "12", noun: "beds" });
  });

  it("reads an adjective of time or measure between a number and what it counts: \"eight weekly two-hour workshops\"", () => {
    expect(extractQuantities("combines eight weekly two-hour workshops")[0]).toMatchObject({ raw: "eight", dimension: "count", noun: "workshops" });
    expect(extractQuantities("with eight two-hour workshops on Tuesdays")[0]).toMatchObject({ raw: "eight", noun: "workshops" });
    expect(q("Take two tablets weekly with food.").dimension).toBe("rate");
  });

  it("compares a label's number only with another of the same label", () => {
    expect(comparable(q("taught in Semester 1"), q("runs in Semester 2"))).toBe(true);
    expect(comparable(q("taught in Semester 1"), q("eight workshops"))).toBe(false);
    expect(comparable(q("eight workshops"), q("nine workshops"))).toBe(true);
  });

  it("reads a value replaced as an earlier one: \"14 instead of 12\", 而不是", () => {
    const [now, before] = extractQuantities("14 instead of 12");
    expect(now!.earlier).toBeUndefined();
    expect(now!.noun).toBeUndefined();
    expect(before!.earlier).toBe(true);
  });

  it("keeps a bound whose hedge stands between its words and the figure: \"more than about 1,750 kWh\"", () => {
    expect(q("more than about 1,750 kWh")).toMatchObject({ bound: "lower", approximate: true });
    expect(q("less than around 20 minutes")).toMatchObject({ bound: "upper", approximate: true });
  });

  it("holds no count of people by a count of other things: 约140只 is not 126人", () => {
    expect(sameQuantity(q("约140只"), q("126人"))).toBe(false);
    expect(sameQuantity(q("412名"), q("412人"))).toBe(true);
  });

  it("reads a share before a participle of paying or owning: \"two-thirds funded by\"", () => {
    expect(extractQuantities("A £2.3 million restoration, two-thirds funded by the Fund").map((x) => [x.raw, x.unit])).toEqual([["£2.3 million", "GBP"], ["two-thirds", "%"]]);
    expect(extractQuantities("the third funded project")).toEqual([]);
  });

  it("reads a share off a price as a cut: \"a third off\", \"30% off\", not \"off-peak\"", () => {
    expect(q("Tenants get a third off their rent")).toMatchObject({ unit: "%", change: { direction: "fall", figure: "amount" } });
    expect(q("30% off all tickets").change).toMatchObject({ direction: "fall", figure: "amount" });
    expect(q("£5 off-peak").change).toBeUndefined();
  });

  it("carries a figure's unit to a bare number joined to it by \"to\" or \"and\"", () => {
    expect(sameQuantity(extractQuantities("extends the warranty from two years to three")[1]!, q("lasts 3 years"))).toBe(true);
    expect(extractQuantities("rose from 5 kg to 7.")[1]).toMatchObject({ unit: "g", value: 7000 });
    expect(extractQuantities("from 5 kg to 7 people")[1]?.unit).toBe("");
    // …and the end of a move carries its unit back to the bare start, a verb two words back.
    expect(extractQuantities("Registering extends its warranty from three to five years.").map((f) => [f.raw, f.unit, f.max])).toEqual([
      ["three", "s", undefined],
      ["five years", "s", undefined],
    ]);
    expect(sameQuantity(extractQuantities("extends its warranty from three to five years")[0]!, q("lasts 3 years"))).toBe(true);
    // …or further back, past hyphenated words, whose first part ("cut" of "cut-in") is no verb of a move.
    expect(extractQuantities("Raising the night-time cut-in speed from 3 to 5 m/s").map((f) => [f.raw, f.unit, f.max, f.change?.direction])).toEqual([
      ["3", "m/s", undefined, undefined],
      ["5 m/s", "m/s", undefined, undefined],
    ]);
    // …and to one it stands in place of.
    expect(sameQuantity(extractQuantities("emptied every two weeks instead of every three")[1]!, q("every 3 weeks"))).toBe(true);
  });

  it("carries a length of time's unit to a bare number that counts some of it: \"seven of those\", \"the remaining four\"", () => {
    expect(extractQuantities("hire stopped on 11 days; seven of those were in April, so the remaining four fell in September").map((f) => [f.raw, f.dimension, f.value / 86_400, f.noun])).toEqual([
      ["11 days", "time", 11, undefined],
      ["seven", "time", 7, undefined],
      ["four", "time", 4, undefined],
    ]);
    // (Not a count of things of its own, nor past the sentence's end.)
    expect(extractQuantities("over 11 days; the remaining four races were cancelled")[1]).toMatchObject({ dimension: "count", noun: "races" });
    expect(extractQuantities("It rained on 11 days. Four of them are here.")[1]?.dimension).toBe("count");
  });

  it("reads a capital A after a capitalised word as its letter, not an article: \"a Studio A day\"", () => {
    expect(extractQuantities("A Studio A day costs £720").map((f) => f.raw)).toEqual(["£720"]);
    expect(extractQuantities("The pass lasts a day").map((f) => f.raw)).toEqual(["a day"]);
  });

  it("reads a fortnight as two weeks, with or without a number", () => {
    for (const text of ["collected every fortnight", "a fortnight later", "emptied fortnightly"]) expect(sameQuantity(q(text), q("two weeks"))).toBe(true);
    expect(sameQuantity(q("two fortnights"), q("four weeks"))).toBe(true);
  });

  it("carries a bare age to the number after it: \"aged 5 and 8\"", () => {
    expect(extractQuantities("two children aged 5 and 8 would come")[2]).toMatchObject({ dimension: "age", value: 8 * 31_556_952 });
  });

  it("carries a size's unit back to its first sides: \"98 × 56 cm\", \"500 by 290 mm\"", () => {
    expect(extractQuantities("needs 98 × 56 cm")[0]).toMatchObject({ unit: "m", value: 0.98, dimension: "length" });
    expect(extractQuantities("grows to 500 by 290 mm")[0]).toMatchObject({ unit: "m", value: 0.5 });
    expect(extractQuantities("3 x 2 rooms")[0]?.unit).toBe("");
    // …to all of three sides, glued × or not, and along a list of sides.
    expect(extractQuantities("30 × 20 × 10 cm").map((q) => q.value)).toEqual([0.3, 0.2, 0.1]);
    expect(extractQuantities("打印尺寸为256×256×260毫米").map((q) => [q.dimension, q.value])).toEqual([["length", 0.256], ["length", 0.256], ["length", 0.26]]);
    expect(extractQuantities("differ in one dimension: 8, 19 and 41 cm").map((q) => q.value)).toEqual([0.08, 0.19, 0.41]);
    expect(extractQuantities("a 3× zoom")[0]?.noun).toBe("×");
  });

  it("reads \"from -20°C up to 70°C\" as a range, and the end of a span of clock times in its half of the day", () => {
    expect(extractQuantities("works from -20°C up to 70°C, and")[0]).toMatchObject({ value: -20, max: 70 });
    expect(extractQuantities("其中10月1日上午8时至12时为出程高峰").map((q) => q.value)).toEqual([480, 720]);
    expect(extractQuantities("下午2时至5时为高峰").map((q) => q.value)).toEqual([840, 1020]);
  });

  it("reads a move's amount and where it ends apart, which no range's ends are: \"went up by 1,770 to 21,640\"", () => {
    expect(extractQuantities("crowds went up by 1,770 to 21,640").map((q) => q.value)).toEqual([1770, 21640]);
    expect(extractQuantities("cut emissions by 5 to 10 percent")[0]).toMatchObject({ value: 5, max: 10 });
  });

  it("gives an amount listed after another the move its verb said once", () => {
    const [, second] = extractQuantities("saves you £50 on a Novaro X12 and £44 on the X12 Mini");
    expect(second?.change).toMatchObject({ figure: "amount", direction: "fall" });
    expect(extractQuantities("costs £50 and £44 a year")[1]?.change).toBeUndefined();
  });

  it("reads a Chinese bound past what the figure is per: 不超过每股42元, and a rate past its verb: 每分钟能写68个", () => {
    expect(extractQuantities("回购价不超过每股42元")[0]).toMatchObject({ bound: "upper", negationBefore: 5 });
    expect(extractQuantities("每人限报一个岗位")[0]).toMatchObject({ bound: "upper" });
    expect(extractQuantities("每分钟能写68个汉字")[0]?.dimension).toBe("rate");
    expect(extractQuantities("每年可新增300万标准箱")[0]?.dimension).toBe("count");
  });

  it("reads a multiple a verb states, in any tense, but not a game of doubles", () => {
    const multiples = (text: string): number[] => extractQuantities(text).filter((x) => x.noun === "×").map((x) => x.value);
    expect(multiples("in which case the interval doubles.")).toEqual([2]);
    expect(multiples("The Youth Card halves the price of all tickets.")).toEqual([0.5]);
    expect(multiples("Sales doubled in 2024.")).toEqual([2]);
    expect(multiples("She plays mixed doubles on Sundays.")).toEqual([]);
  });

  it("reads a Chinese fraction as a share: 五分之一 is 20%, 三分之二 two-thirds", () => {
    expect(sameQuantity(q("退票费为票价的五分之一"), q("按票价的20%收取"))).toBe(true);
    expect(q("三分之二的学生").value).toBeCloseTo(66.67, 2);
    expect(q("千分之五").value).toBe(0.5);
  });

  it("reads 一半 as half: a share, or a multiple of a figure named before (它的一半)", () => {
    expect(sameQuantity(q("可以退还一半的费用"), q("取消退还50%"))).toBe(true);
    expect(isMultiple(q("双面速度正好是它的一半"))).toBe(true);
    expect(extractQuantities("大半的学生")).toEqual([]);
  });

  it("reads a figure as of an earlier time by the words before it, or after it but for 'from' and a comparison", () => {
    expect(extractQuantities("省会城市为450元，其他城市为350元；超出部分由个人承担").map((x) => x.earlier)).toEqual([undefined, undefined]);
    expect(q("每斤165元，比去年涨了").earlier).toBeUndefined();
    expect(q("price was £5 previously").earlier).toBe(true);
  });

  it("bounds a share in words as it bounds a figure: 略高于五分之一, 'more than a third'", () => {
    expect(q("比例略高于五分之一").bound).toBe("lower");
    expect(q("more than a third of members").bound).toBe("lower");
    expect(q("约占四分之一").approximate).toBe(true);
  });

  it("reads no zero in 零件, 零部件 or 零钱", () => {
    expect(extractQuantities("只是零件需要自己准备")).toEqual([]);
    expect(extractQuantities("零部件3个").map((x) => x.raw)).toEqual(["3个"]);
  });

  it("reads a length of time after 'aged' as an age", () => {
    expect(q("Cases are aged 4 to 81 years").dimension).toBe("age");
    expect(q("babies aged 18 months").dimension).toBe("age");
  });

  it("reads a bare number before 'or older' or 'and younger' as an age", () => {
    expect(q("you need to be 60 or older").dimension).toBe("age");
    expect(q("you need to be 60 or older").bound).toBe("lower");
    expect(q("children 16 and younger").dimension).toBe("age");
    expect(q("groups of 12 or more").dimension).toBe("count");
  });

  it("reads 以外 after a length of time, and 以前 before an act done that far ahead, as lower bounds of no earlier time", () => {
    expect(extractQuantities("预产期前30天以内取消订单的，定金不予退还；30天以前取消的，定金全额退还").map((x) => [x.bound, x.earlier])).toEqual([
      ["upper", undefined],
      ["lower", undefined],
    ]);
    expect(extractQuantities("服务开始前12小时以外取消可全额退款，12小时以内取消收取服务费的30%").map((x) => x.bound)).toEqual(["lower", "upper", undefined]);
    expect(q("3年以前的旧款").earlier).toBe(true);
  });

  it("reads 由 and 从 as 'from' only as words of their own, not inside 路由器, 由于 or 从事", () => {
    expect(extractQuantities("赠送1个全屋WiFi路由器，合约期24个月").map((x) => x.earlier)).toEqual([undefined, undefined]);
    expect(q("由于天气原因，延期3天").earlier).toBeUndefined();
    expect(q("从事该行业满5年").earlier).toBeUndefined();
    expect(q("由2万元上调").earlier).toBe(true);
    expect(q("从3万元降到").earlier).toBe(true);
    // (由 of who does it goes on to where or when; a 由 in the clause before is no figure's.)
    expect(extractQuantities("须由领养人在其满6月龄后30日内自行带至合作医院").map((x) => x.earlier)).toEqual([undefined, undefined]);
    expect(q("费用由个人承担，每人100元").earlier).toBeUndefined();
  });

  it("reads 'for each additional mile' as what an amount is per", () => {
    expect(q("charged at £2.10 for each additional mile").per).toEqual({ thing: "mile" });
  });

  it("reads a ratio after a word that names one as its first term over its second, no time of day", () => {
    expect(q("纯废水比为2:1").value).toBe(2);
    expect(q("an aspect ratio of 16:9").value).toBeCloseTo(16 / 9);
    expect(sameQuantity(q("纯废水比是1:2"), q("纯废水比为2:1"))).toBe(false);
    expect(q("opens at 10:30").dimension).toBe("clock");
  });

  it("reads 最低 right before a figure, or before the verb of paying it, as the least: not 最低工资, the minimum wage", () => {
    expect(extractQuantities("保险费为申报价值的3%，最低10元").map((x) => x.bound)).toEqual([undefined, "lower"]);
    expect(q("每件最低赔偿500元").bound).toBe("lower");
    expect(q("最低气温为-5℃").bound).toBeUndefined();
    expect(q("补贴提高到最低工资标准的70%").bound).toBeUndefined();
  });

  it("reads 最高 with a modal as a limit, not 最高 of the highest", () => {
    expect(q("最高可被处以50万元罚款").bound).toBe("upper");
    expect(q("最高可处2000元罚款").bound).toBe("upper");
    expect(q("全年最高气温35℃").bound).toBeUndefined();
  });

  it("reads the whole unit a Chinese amount is per: 每平方米, not 平", () => {
    expect(q("多层住宅每平方米60元").per).toEqual({ thing: "平方米" });
    expect(q("60元/平方米").per).toEqual({ thing: "平方米" });
    expect(q("每股0.15元").per).toEqual({ thing: "股" });
  });

  it("reads 'over' right after a distance as across it, not a bound", () => {
    expect(extractQuantities("climbing 212 metres over 640 metres of track").map((f) => f.bound)).toEqual([undefined, undefined]);
    expect(q("a climb of over 212 metres").bound).toBe("lower");
    expect(extractQuantities("free for people aged under 16 or over 60").map((f) => f.bound)).toEqual(["upper", "lower"]);
  });

  it("reads minutes after or to midnight and noon as a time of day", () => {
    expect(extractQuantities("one minute after midnight on Friday").map((f) => [f.raw, f.value, f.dimension])).toEqual([["one minute after midnight", 1, "clock"]]);
    expect(q("ten minutes to midnight").value).toBe(23 * 60 + 50);
    expect(q("until half past midnight")).toMatchObject({ raw: "half past midnight", value: 30, dimension: "clock" });
    expect(q("a quarter to midnight").value).toBe(23 * 60 + 45);
    expect(q("5 minutes past noon").value).toBe(12 * 60 + 5);
  });

  it("reads 'no larger than' as an upper bound", () => {
    expect(q("JPEG files no larger than 20 MB").bound).toBe("upper");
  });

  it("reads a bound with its bracketed 含 (20人（含）以上)", () => {
    expect(q("团队游客20人（含）以上购买").bound).toBe("lower");
    expect(q("6周岁(含)以下儿童").bound).toBe("upper");
  });

  it("reads a decibel's weighting as part of its unit, and calendar days and 自然日 as days", () => {
    expect(q("Noise: 19 dB(A) idle").raw).toBe("19 dB(A)");
    expect(q("公示5个自然日").value).toBe(5 * 86_400);
    expect(q("within 7 calendar days").value).toBe(7 * 86_400);
  });

  it("reads a unit past the words of a bound: 'ten or more years'", () => {
    const q10 = q("Staff with ten or more years of service");
    expect([q10.bound, q10.unit, q10.value]).toEqual(["lower", "s", 10 * 31_556_952]);
    expect(q("Schools with three or more pianos").noun).toBe("pianos");
  });

  it("carries a limit to the figure it moves to ('at least 1.5 metres, rising to 2.0 metres') and to a measure of another kind listed after it ('1.8 metres in height or 1,000 kg in weight'), and turns a refused bound round", () => {
    const bounds = (text: string): [string, string | undefined][] => extractQuantities(text).map((x) => [x.raw, x.bound]);
    expect(bounds("A clear footway of at least 1.5 metres must be kept, rising to 2.0 metres on Market Street.")).toEqual([
      ["1.5 metres", "lower"],
      ["2.0 metres", "lower"],
    ]);
    expect(bounds("Pallets must not exceed 1.8 metres in height or 1,000 kg in weight.")).toEqual([
      ["1.8 metres", "upper"],
      ["1,000 kg", "upper"],
    ]);
    expect(q("Vehicles longer than 7 metres cannot be carried.").bound).toBe("upper");
    expect(q("children under 8 are not admitted").bound).toBe("lower");
  });

  it("reads 'minimum' and 'maximum' right before a figure as bounds, '(minimum £100)'", () => {
    expect(q("an arrangement fee (minimum £100), which").bound).toBe("lower");
    expect(q("for maximum 4 people").bound).toBe("upper");
  });

  it("reads no length in the half of a year or a rate's period (上半年, 每半小时), and turns a bound a case refuses ('does not apply to loans under £5,000')", () => {
    expect(extractQuantities("上半年营收增长")).toEqual([]);
    expect(extractQuantities("每半小时一班")).toEqual([]);
    expect(q("although this does not apply to loans under £5,000").bound).toBe("lower");
  });

  it("counts places, not people, in 前十名", () => {
    expect(q("前十名中唯一的中国选手").counted).toBe("名次");
  });

  it("reads 及以上 and 及以下 as bounds", () => {
    expect(q("6层及以上住宅").bound).toBe("lower");
    expect(q("面积90平方米及以下的").bound).toBe("upper");
  });

  it("reads a span counted down to 之间 or after 'between' as a range (72至24小时之间), but not years counted down", () => {
    const span = q("入营前72至24小时之间取消");
    expect([span.value, span.max]).toEqual([24 * 3600, 72 * 3600]);
    const days = q("cancellations between 28 and 7 days ahead");
    expect([days.value, days.max]).toEqual([7 * 86400, 28 * 86400]);
    expect(extractQuantities("between 3,800-3,700 BC").map((x) => x.max)).toEqual([undefined, undefined]);
  });

  it("reads two digits before 折 as the percentage paid: 八五折 and 85折 are 8.5折", () => {
    expect(sameQuantity(q("可享八五折优惠"), q("可享8.5折优惠"))).toBe(true);
    expect(sameQuantity(q("可享85折优惠"), q("可享8.5折优惠"))).toBe(true);
    expect(sameQuantity(q("打九五折"), q("打八五折"))).toBe(false);
    expect(q("打8折").value).toBe(80);
  });

  it("reads no measure word in a word it begins: 支持, 门票, 次日", () => {
    expect(extractQuantities("Nova 12支持50W无线充电").map((x) => x.raw)).toEqual(["12", "50W"]);
    expect(extractQuantities("3门票").map((x) => x.raw)).toEqual(["3"]);
  });

  it("knows what a count counts for an amount per thing: countsPer", () => {
    const [adults] = extractQuantities("Two adults pay £32.");
    expect(countsPer(adults!, "adult")).toBe(true);
    expect(countsPer(adults!, "child")).toBe(false);
  });

  it("reads a bound on a share", () => {
    expect(q("more than half of the voters").bound).toBe("lower");
  });
});

describe("times of day, ranks and ratios", () => {
  checkRows([
    ["at 19:30", "19:30", 1170, "min", "clock"],
    // A colon after a time is punctuation.
    ["Wednesdays until 15:00: Artisan Bread", "15:00", 900, "min", "clock"],
    ["at 7:15 pm", "7:15 pm", 1155, "min", "clock"],
    ["at 3 pm", "3 pm", 900, "min", "clock"],
    ["opens at 8 a.m. daily", "8 a.m.", 480, "min", "clock"],
    ["closes at 6pm.", "6pm", 1080, "min", "clock"],
    ["演出晚上 7 点开始", "晚上 7 点", 1140, "min", "clock"],
    ["下午5:30开始", "下午5:30", 1050, "min", "clock"],
    ["7月15日18时发布", "18时", 1080, "min", "clock"],
    // (…past the day of the week in brackets, and a 时 that starts something: 12时起.)
    ["于12月9日（星期二）12时起启动", "12时", 720, "min", "clock"],
    ["12时起启动橙色预警", "12时", 720, "min", "clock"],
    // 度 after 万 or 亿 is electricity, in kilowatt-hours.
    ["每年上网电量大约1.6亿度", "1.6亿度", 5.76e14, "J", "energy"],
    ["请在10个工作日内回复", "10个工作日", 10, "workday", "time"],
    ["within 21 working days", "21 working days", 21, "workday", "time"],
    ["lasted 13 hours 40 minutes", "13 hours 40 minutes", 49_200, "s", "time"],
    ["took 1 hour and 30 minutes", "1 hour and 30 minutes", 5_400, "s", "time"],
    // Feet and inches, and a weight in two units, are one measure; the "in" after a bare number is inches only after feet.
    ["roughly 4 ft 11 in wide", "4 ft 11 in", 1.4986, "m", "length"],
    ["he stood 6 feet 4 inches tall", "6 feet 4 inches", 1.9304, "m", "length"],
    ["the joint weighed 1 kg 500 g", "1 kg 500 g", 1_500, "g", "mass"],
    // 零 joins the parts of a Chinese length of time; it counts nothing.
    ["也就是一天零6个小时", "一天零6个小时", 108_000, "s", "time"],
    // A time taken to a tenth of a second is minutes and seconds.
    ["won in 4:21.7", "4:21.7", 261.7, "s", "time"],
    ["finished the marathon in 2:08:33.5", "2:08:33.5", 7_713.5, "s", "time"],
    ["8点半", "8点半", 510, "min", "clock"],
    // The 点 of a time in Chinese numerals is the hour's, not a decimal point (七点四 is no 7.4).
    ["列车早上七点四十二分离开", "早上七点四十二分", 462, "min", "clock"],
    ["The team ranked first.", "first", 1, "#", "rank"],
    ["ahead of third-placed Kestrel FC", "third", 3, "#", "rank"],
    ["Mistral Bay was well back in third.", "third", 3, "#", "rank"],
    ["该队排名第一。", "第一", 1, "#", "rank"],
    ["获得第二名", "第二名", 2, "#", "rank"],
    ["最终仅列第五。", "第五", 5, "#", "rank"],
    ["请在 90 日内退货", "90 日", 90 * 86_400, "s", "time"],
    ["water resistant to 5ATM", "5ATM", 5, "atm", "other"],
  ]);

  it("reads a score as two numbers", () => {
    expect(extractQuantities("The final score was 3:1.").map((x) => x.value)).toEqual([3, 1]);
    expect(extractQuantities("由中央和地方财政按六比四分担").map((x) => x.value)).toEqual([6, 4]);
    expect(extractQuantities("一比较就知道").map((x) => x.value)).toEqual([]);
  });

  it("matches a time with no am/pm on either half of the day", () => {
    expect(sameQuantity(q("8 点"), q("晚上 8 点"))).toBe(true);
    expect(sameQuantity(q("8 点"), q("晚上 7 点"))).toBe(false);
    expect(sameQuantity(q("19:30"), q("20:30"))).toBe(false);
  });
});

describe("currencies", () => {
  checkRows([
    ["costs $1,200", "$1,200", 1200, "USD", "currency"],
    ["raised USD 3.5 million", "USD 3.5 million", 3.5e6, "USD", "currency"],
    ["raised US$5", "US$5", 5, "USD", "currency"],
    ["raised $3.5B", "$3.5B", 3.5e9, "USD", "currency"],
    ["raised $5m", "$5m", 5e6, "USD", "currency"],
    ["raised $4.2 billion", "$4.2 billion", 4.2e9, "USD", "currency"],
    ["costs €20", "€20", 20, "EUR", "currency"],
    ["costs £3", "£3", 3, "GBP", "currency"],
    ["costs ¥100", "¥100", 100, "CNY", "currency"],
    ["售价100元", "100元", 100, "CNY", "currency"],
    ["营收3.5亿元", "3.5亿元", 3.5e8, "CNY", "currency"],
    ["售价5 美元", "5 美元", 5, "USD", "currency"],
    ["售价5美元", "5美元", 5, "USD", "currency"],
    ["售价3.5万美元", "3.5万美元", 35_000, "USD", "currency"],
    ["costs RMB 20", "RMB 20", 20, "CNY", "currency"],
    ["costs 100円", "100円", 100, "JPY", "currency"],
    ["costs JPY 100", "JPY 100", 100, "JPY", "currency"],
    ["1.5 million dollars", "1.5 million dollars", 1.5e6, "USD", "currency"],
    ["100 yuan", "100 yuan", 100, "CNY", "currency"],
  ]);

  it("sets the currency field", () => {
    expect(q("€20").currency).toBe("EUR");
    expect(q("3.5亿元").currency).toBe("CNY");
  });

  it("does not read 三元锂 as money", () => {
    expect(extractQuantities("三元锂电池")).toEqual([]);
  });
});

describe("ranges", () => {
  it.each([
    ["8-12 W", "8-12 W"],
    ["8–12 W", "8–12 W"],
    ["8 to 12 W", "8 to 12 W"],
    ["between 8 and 12 watts", "8 and 12 watts"],
    ["8~12瓦", "8~12瓦"],
    ["8 至 12 瓦", "8 至 12 瓦"],
    ["8 到 12 瓦", "8 到 12 瓦"],
    ["八到十二瓦", "八到十二瓦"],
    ["8 W - 12 W", "8 W - 12 W"],
    ["8W–12W", "8W–12W"],
    ["8—12 W", "8—12 W"],
    ["8 —12 W", "8 —12 W"],
  ])("%s", (text, raw) => {
    const found = q(text);
    expect([found.raw, found.value, found.max, found.unit, found.dimension]).toEqual([raw, 8, 12, "W", "power"]);
  });

  it("carries the second scale and currency to the first", () => {
    const a = q("$3-5 billion");
    expect([a.value, a.max, a.unit]).toEqual([3e9, 5e9, "USD"]);
    const b = q("30-40%");
    expect([b.value, b.max, b.unit]).toEqual([30, 40, "%"]);
    const c = q("$8-$12");
    expect([c.raw, c.value, c.max]).toEqual(["$8-$12", 8, 12]);
    const d = q("between 3 and 5");
    expect([d.value, d.max, d.unit]).toEqual([3, 5, ""]);
    const e = q("-5℃ to 5℃");
    expect([e.value, e.max, e.unit]).toEqual([-5, 5, "°C"]);
  });

  it("does not make ranges of codes or of falling pairs", () => {
    expect(extractQuantities("010-12345678").map((x) => x.max)).toEqual([undefined, undefined]);
    expect(extractQuantities("12-8").map((x) => x.max)).toEqual([undefined, undefined]);
    expect(extractQuantities("3 and 5")).toHaveLength(2);
  });

  it("makes no range across an em dash spaced on both sides, which sets off what follows", () => {
    expect(extractQuantities("you'd pay £89 plus £80.10 — £169.10 for the term").map((x) => [x.raw, x.max])).toEqual([
      ["£89", undefined],
      ["£80.10", undefined],
      ["£169.10", undefined],
    ]);
  });
});

describe("figures read from the words around them", () => {
  it("reads a height said as metres and the digits after them (1米1, 一米二, 1米65), and not a count or a unit after the digits", () => {
    expect(extractQuantities("身高1米1的孩子，一米二的栏杆，1米65的个子").map((x) => [x.raw, x.unit, x.value])).toEqual([
      ["1米1", "m", 1.1],
      ["一米二", "m", 1.2],
      ["1米65", "m", 1.65],
    ]);
    expect(extractQuantities("2米10厘米").map((x) => x.raw)).not.toContain("2米1");
    expect(extractQuantities("每1米2个").map((x) => x.raw)).not.toContain("1米2");
  });

  it("reads a fraction written with a slash before a unit it measures (\"5/8-inch\", \"1 1/2 miles\"), and no other slash between digits", () => {
    expect(extractQuantities("a 5/8-inch radius, figure skates to 7/16 inch, 1 1/2 miles").map((x) => [x.raw, x.unit])).toEqual([
      ["5/8-inch", "m"],
      ["7/16 inch", "m"],
      ["1 1/2 miles", "m"],
    ]);
    expect(q("1 1/2 miles").value).toBeCloseTo(2414.016, 3);
    expect(q("a 5/8-inch radius").value).toBeCloseTo(0.015875, 6);
    expect(extractQuantities("on 12/05/2024 they won 3/4 of their games").map((x) => x.raw)).not.toContain("3/4");
  });

  it("reads \"a week before\" an event it names as a length of time, and \"a year before\" on its own as no figure", () => {
    expect(extractQuantities("Cancel at least a week before the party.").map((x) => [x.raw, x.value, x.bound])).toEqual([["a week", 604800, "lower"]]);
    expect(extractQuantities("A year before, the hall was empty.")).toEqual([]);
  });

  it("reads a lone \"one\" after \"only\" as a count of the thing after it, not \"only one of them\"", () => {
    expect(extractQuantities("a bauble can take only one print").map((x) => [x.raw, x.noun])).toEqual([["one", "print"]]);
    expect(extractQuantities("only one of them came; the only one left")).toEqual([]);
  });

  it("reads 别超过 as a limit, as 不要超过 is (not the 别 of 特别), and 零上 as the plus sign 零下 is the minus of", () => {
    expect(extractQuantities("每次最好别超过3分钟").map((x) => x.bound)).toEqual(["upper"]);
    expect(extractQuantities("特别超过3分钟").map((x) => x.bound)).toEqual(["lower"]);
    expect(extractQuantities("冰屋温度为零下3℃至零上2℃").map((x) => [x.raw, x.value])).toEqual([
      ["零下3℃", -3],
      ["零上2℃", 2],
    ]);
  });

  it("reads bare hours a part of the day sets before them as times of day (\"Friday mornings from 9 to 10\", \"evenings 6 to 8\")", () => {
    expect(extractQuantities("on Friday mornings from 9 to 10.").map((x) => [x.raw, x.value, x.dimension])).toEqual([
      ["9", 540, "clock"],
      ["10", 600, "clock"],
    ]);
    expect(extractQuantities("open evenings 6 to 8").map((x) => x.value)).toEqual([1080, 1200]);
    expect(extractQuantities("they won 3 to 1 in the evening").map((x) => x.dimension)).toEqual(["count", "count"]);
  });
});

describe("approximations and bounds", () => {
  it.each([
    ["about 2 W", true],
    ["around 2 W", true],
    ["roughly 2 W", true],
    ["nearly 2 W", true],
    ["approximately 2 W", true],
    ["~2 W", true],
    ["约2瓦", true],
    ["约为2瓦", true],
    ["大约2瓦", true],
    // …with the verb of a share between, and a share in words too.
    ["约占25%", true],
    ["约占四分之一", true],
    ["占四分之一", false],
    ["近3年", true],
    ["2瓦左右", true],
    ["2 W or so", true],
    ["2 W", false],
    ["最近3年", false],
  ])("%s approximate=%s", (text, approximate) => {
    expect(q(text).approximate).toBe(approximate);
  });

  it.each([
    ["more than 100 W", "lower"],
    ["at least 5 engineers", "lower"],
    ["超过100瓦", "lower"],
    ["100瓦以上", "lower"],
    ["100多家", "lower"],
    ["100+ users", "lower"],
    ["二十几个", "lower"],
    ["up to 12 W", "upper"],
    ["less than 5%", "upper"],
    ["不到5%", "upper"],
    ["5%以内", "upper"],
    // A negated comparative bounds the other way.
    ["no more than 870 people", "upper"],
    ["not more than 5 W", "upper"],
    ["do not take more than four tablets", "upper"],
    ["don't go over 800 g of flour", "upper"],
    ["must not fall below 18 °C", "lower"],
    ["no fewer than 3 people", "lower"],
    ["不超过3片", "upper"],
    ["不高于5%", "upper"],
    ["不低于95%", "lower"],
    // With a modal between the negation and the comparative, or between the bound and its figure.
    ["每人每月分摊额度不能超过1500元", "upper"],
    // …or denied as a fact, what it is per between.
    ["没有超过每户1.2万元的上限", "upper"],
    ["实际用量未低于200吨", "lower"],
    ["每人每月至少要分摊1500元", "lower"],
    ["每个自然年最多可取消2次", "upper"],
    ["停车费每日封顶80元", "upper"],
    ["季卡最长冻结60天", "upper"],
    ["bags heavier than 32 kg", "lower"],
    ["children younger than 12 years", "upper"],
    // A negation written into its verb ("can't", "cannot") bounds as "not" does.
    ["the deposit can't be more than five weeks' rent", "upper"],
    ["it cannot be more than 5 kg", "upper"],
    ["you don't need more than 3", "upper"],
    // A subject denied by "no", its verb between: as "at most six" does.
    ["No instructor teaches more than six students", "upper"],
    // A bound written after the figure, but not one that starts the next figure ("under 16 or over 60").
    ["children aged 12 and under", "upper"],
    ["adults aged 18 or over", "lower"],
    ["people 65 and older", "lower"],
    // Under-5s and over-60s are age groups.
    ["free for people aged under 16", "upper"],
    ["under-5s travel free", "upper"],
    ["the over 60s", "lower"],
    // 满 is reached, so at least; 未满 and 不满, under.
    ["年满60周岁的学员", "lower"],
    ["空置满6个月的房屋", "lower"],
    ["未满18周岁的读者", "upper"],
    // …but 刚好满 is exactly that much.
    ["累计缴费刚好满10年", undefined],
    ["销量最多的城市有3个", undefined],
    ["12 W", undefined],
    // A denied comparative with a verb between bounds a lone "one" too.
    ["a team may not use more than one blind in any game", "upper"],
  ])("%s bound=%s", (text, bound) => {
    expect(q(text).bound).toBe(bound);
  });
});

describe("signs and list numbers", () => {
  it.each([
    ["气温降至零下10℃时", "零下10℃", -10],
    ["at minus 3°C", "minus 3°C", -3],
    ["temperatures fell to minus 5 degrees", "minus 5 degrees", -5],
    // After a thing or a figure, "minus" subtracts the figure: no sign.
    ["a blind score of their average minus 10 pins", "10", 10],
    ["the price minus £10", "£10", 10],
  ])("%s -> %s", (text, raw, value) => {
    const found = q(text);
    expect(found.raw).toBe(raw);
    expect(found.value).toBe(value);
  });

  it("reads no bound after a figure where the next figure starts one", () => {
    expect(extractQuantities("free for people aged under 16 or over 60").map((x) => x.bound)).toEqual(["upper", "lower"]);
  });

  it("reads the numeral of a list item as no figure, but a list of numbers as figures", () => {
    expect(extractQuantities("三、春节期间入住的订单须在3天前取消。").map((x) => x.raw)).toEqual(["3天"]);
    expect(extractQuantities("3、4月份").map((x) => x.raw)).toEqual(["3"]);
  });

  it("reads 每30分钟 and 每半小时 as what an amount is per, and 周岁 as no weeks", () => {
    expect(extractQuantities("之后每30分钟收2元").find((x) => x.raw === "2元")?.per).toEqual({ seconds: 1800 });
    expect(extractQuantities("之后每半小时2元").find((x) => x.raw === "2元")?.per).toEqual({ seconds: 1800 });
    expect(extractQuantities("投保年龄上限为60周岁").map((x) => x.dimension)).toEqual(["age"]);
    // 周期 is a cycle, no week.
    expect(q("三星月嫂每周期12800元").per).toEqual({ thing: "周期" });
    expect(q("每周收费300元").per).toEqual({ seconds: 7 * 86400 });
  });

  it("reads what a count is per across the words of what it counts", () => {
    expect(q("up to 20 books of visitor vouchers a year").dimension).toBe("rate");
    expect(extractQuantities("He scored 3 goals in a game").map((x) => x.dimension)).toEqual(["count"]);
  });

  it("reads 晚 as a measure word, not in 晚上", () => {
    expect(q("连住3晚及以上").noun).toBe("晚");
    expect(extractQuantities("晚上6点").map((x) => x.noun)).toEqual([undefined]);
  });
});

describe("not quantities", () => {
  it.each([
    "LPDDR4X and LPDDR5 memory",
    "ResNet-50 and GPT-4o",
    "H100 and A100 GPUs",
    "5G networks",
    "COVID-19 cases",
    "iPhone15",
    "星尘-3 卫星",
    "星尘3号",
    "v2.3.1",
    "release 3.10.4",
    "version 2.0",
    "版本 2.0",
    "see [1] and [c1] and [^1] and 【1】 and [A:L12] and [A:L12-15] and [c1, c2]",
    "in 2025",
    "March 3, 2025",
    "2025-03-04",
    "2025年3月4日",
    "2025年",
    "Q3 2024",
    "3月",
    "3月4日",
    "第3代",
    "No. 5",
    "the 2nd place",
    "3D printing",
    "提出3点建议",
    "the 1990s",
    "from 2020 to 2024",
  ])("%s", (text) => {
    expect(extractQuantities(text)).toEqual([]);
  });

  it("flags bare four-digit counts that may be years", () => {
    expect(q("the 2024 report").yearLike).toBe(true);
    expect(q("2,024 reports").yearLike).toBeUndefined();
    expect(q("2024 W").yearLike).toBeUndefined();
    expect(q("3000 units").yearLike).toBeUndefined();
  });

  it("accepts a spaced model number as a plain number", () => {
    expect(extractQuantities("iPhone 15").map((x) => x.value)).toEqual([15]);
  });

  it("still reads the quantity next to a name", () => {
    expect(extractQuantities("The H100 draws 700 W [1].").map((x) => x.raw)).toEqual(["700 W"]);
    expect(extractQuantities("在2025年3月，星尘-3的功耗为9W。").map((x) => x.raw)).toEqual(["9W"]);
  });

  it("reads people over a bare number as of that age", () => {
    const [half, over] = extractQuantities("Tickets are half price for visitors over 60.");
    expect(half).toMatchObject({ raw: "half", unit: "%" });
    expect(over).toMatchObject({ raw: "60", dimension: "age", bound: "lower" });
    expect(extractQuantities("Children under 5 go free.")[0]).toMatchObject({ raw: "5", dimension: "count" });
  });

  it("reads a move and where it ended, with no 'by' between, apart where they are far apart", () => {
    const [amount, result] = extractQuantities("Operating profit climbed £2.6 million to £18.2 million.");
    expect(amount).toMatchObject({ raw: "£2.6 million", change: { figure: "amount", direction: "rise" } });
    expect(amount!.max).toBeUndefined();
    expect(result).toMatchObject({ raw: "£18.2 million", change: { figure: "result" } });
    // …and a range of moves where its ends are close.
    expect(extractQuantities("Shares rose 3 to 5 percent.")).toMatchObject([{ raw: "3 to 5 percent", value: 3, max: 5 }]);
  });

  it("bounds a Chinese reach by 范围内, but not a range's span", () => {
    expect(q("距林缘500米范围内禁止用火")).toMatchObject({ raw: "500米", bound: "upper" });
    expect(q("可在室外温度-15℃至53℃范围内运行").bound).toBeUndefined();
  });

  it("reads 一半多一点 as more than half, and the 一点 of a comparative as no time of day", () => {
    expect(extractQuantities("其中抗肿瘤药品占一半多一点。")).toMatchObject([{ raw: "一半多一点", value: 50, unit: "%", bound: "lower" }]);
    expect(extractQuantities("请早一点到。")).toEqual([]);
    expect(extractQuantities("下午一点开门。")).toMatchObject([{ dimension: "clock", value: 13 * 60 }]);
  });

  it("reads a fraction of what was named before it, and 最后一轮 as no count", () => {
    expect(extractQuantities("patches, of which about a third failed")).toMatchObject([{ raw: "a third", unit: "%", approximate: true }]);
    expect(extractQuantities("最后一轮打出73杆").map((x) => x.raw)).toEqual(["73"]);
  });

  it("reads no amount in a Chinese label, a range of labels, a route or a century", () => {
    expect(extractQuantities("13至16号楼不受影响，215路发车间隔8分钟。").map((x) => x.raw)).toEqual(["8分钟"]);
    expect(extractQuantities("到20世纪，镇上有商号十家。").map((x) => x.raw)).toEqual(["十家"]);
  });
});

describe("a figure whose hyphen hangs", () => {
  // "16- and 17-year-olds", "1-, 3- or 5-minute": the first figures take the last one's unit, and its age.
  it.each([
    ["16- and 17-year-olds may join", ["16", "17-year"], "age"],
    ["clips of 1-, 3- or 5-minute length", ["1", "3", "5-minute"], "time"],
  ] as const)("%s", (text, raws, dimension) => {
    const found = extractQuantities(text);
    expect(found.map((x) => x.raw)).toEqual(raws);
    expect(found.every((x) => x.dimension === dimension)).toBe(true);
    expect(new Set(found.map((x) => x.step)).size).toBe(1);
  });
});

describe("spans", () => {
  it("gives exact UTF-16 offsets of the whole mention", () => {
    const text = "In 2025, the 星尘-3 chip 😀 drew 2,100 mW (about $1,200), 八核, 3.5亿元 and 12nm [c1].";
    const found = extractQuantities(text);
    expect(found.map((x) => x.raw)).toEqual(["2,100 mW", "$1,200", "八核", "3.5亿元", "12nm"]);
    for (const x of found) expect(text.slice(x.start, x.end)).toBe(x.raw);
    expect(found[0]!.start).toBe(text.indexOf("2,100"));
  });
});

describe("sameQuantity", () => {
  const same = (claim: string, source: string): boolean => sameQuantity(q(claim), q(source));

  it.each([
    ["1.2 kW", "1,234 W", true],
    ["1.3 kW", "1,234 W", false],
    ["2,100 mW", "2.1 W", true],
    ["2.1 W", "2,100 mW", true],
    ["2.1 瓦", "2.1 W", true],
    ["2.1 W", "2.13 W", true],
    ["2.1 W", "2.06 W", true],
    ["2.1 W", "2.16 W", false],
    // Ties are no rounding either way: 1,150 is as near 1.1k, 90 minutes as near one hour.
    ["1.2k", "1,150", false],
    ["1.2k", "1,151", true],
    ["2 hours", "90 minutes", false],
    ["1.5 hours", "90 minutes", true],
    ["1.2k", "1,249.99", true],
    ["1.2k", "1,250", false],
    ["1.2k", "1,149", false],
    ["2,100 W", "2100 W", true],
    ["2,100 W", "2101 W", false],
    ["2,100 W", "2134 W", false],
    ["about 2 W", "2.4 W", true],
    ["about 2 W", "2.6 W", false],
    ["about 100 W", "109 W", true],
    ["about 100 W", "111 W", false],
    // A whole number is rounded to its last digit that is not zero: five such steps, a tenth at most.
    ["about 1,450 people", "1,432 people", true],
    ["约3039亿元", "3035亿元", true],
    ["约3039亿元", "2915亿元", false],
    ["about 2,000 W", "2,150 W", true],
    ["12 W", "12 V", false],
    ["12", "12 W", false],
    ["45%", "45 percent", true],
    ["3 years", "36 months", true],
    ["18 months", "a year and a half", true],
    ["77°F", "25°C", true],
    ["Half of them", "50%", true],
    ["50%", "Half of them", true],
    ["25%", "Half of them", false],
    ["about 67%", "two-thirds of them", true],
    ["67%", "two-thirds of them", true],
    ["two-thirds of them", "67%", true],
    ["10%", "1 in 10", true],
    ["1,200 requests per minute", "20 requests per second", true],
    ["20 requests per second", "1,200 requests per minute", true],
    ["30 requests per second", "1,200 requests per minute", false],
    ["25°C", "77 °F", true],
    ["80°F", "25°C", false],
    ["-40°F", "-40°C", true],
    ["a year and a half", "18 months", true],
    ["150 分钟", "两个半小时", true],
    ["46.40 秒", "46秒40", true],
    ["46.50 秒", "46秒40", false],
    ["$3.5B", "$3,500,000,000", true],
    ["3.5亿元", "350,000,000 元", true],
    ["3.5亿元", "$350,000,000", false],
    ["12 engineers", "twelve engineers", true],
    ["8-12 W", "8 to 12 watts", true],
    ["8-12 W", "8-13 W", false],
    ["10 W", "8-12 W", false],
    ["about 10 W", "8-12 W", true],
    ["about 13 W", "8-12 W", false],
    ["8-12 W", "10 W", false],
    ["more than 100 W", "120 W", true],
    ["more than 100 W", "80 W", false],
    // A bound is its limit, not a rounding of it; an approximate one is loose.
    ["四成以上", "37%", false],
    ["四成以上", "42%", true],
    ["at least 2 hours", "1 hour 55 minutes", false],
    ["at least about 2 hours", "1 hour 55 minutes", true],
    ["up to 12 W", "10 W", true],
    ["up to 12 W", "15 W", false],
    ["up to 12 W", "8-12 W", true],
    ["up to 10 W", "8-12 W", false],
    ["more than 10 W", "8-12 W", false],
    ["up to 65 W", "up to 65 W", true],
    ["up to 65 W", "up to 45 W", false],
    ["up to 45 W", "up to 65 W", false],
    ["within 365 days", "within 180 days", false],
    ["below 30°C", "below 25°C", false],
    ["more than 100 W", "more than 120 W", false],
    ["more than 100 W", "up to 120 W", false],
    ["65 W", "up to 65 W", true],
    ["826,663,175,660", "826663175660", true],
    ["826,663,175,660", "826663175661", false],
    ["36 km/h", "10 m/s", true],
  ])("claim %s vs source %s -> %s", (claim, source, expected) => {
    expect(same(claim, source)).toBe(expected);
  });
});

describe("comparable", () => {
  const cmp = (a: string, b: string): boolean => comparable(q(a), q(b));

  it.each([
    ["9 W", "12 W", true],
    ["9 W", "12 mW", true],
    ["9 W", "9 V", false],
    ["9 W", "9", false],
    ["9", "12", true],
    ["12 engineers", "15 engineers", true],
    ["12 engineers", "15 engineer", true],
    ["12 engineers", "15 cars", false],
    ["12 engineers", "15", true],
    ["3倍", "3x", true],
    ["12个", "15家", true],
    ["40 枚金牌", "91 枚奖牌", false],
    ["20 requests per second", "30 errors per second", false],
    ["20 requests per second", "20 requests", false],
    ["两个工厂", "三家工厂", true],
    ["两个工厂", "3 个", true],
    ["$5", "€5", false],
    ["25 °C", "77 °F", true],
    ["3%", "3 pp", false],
    ["26 TOPS", "26 TFLOPS", false],
  ])("%s vs %s -> %s", (a, b, expected) => {
    expect(cmp(a, b)).toBe(expected);
  });
});
