import { ruleTester } from "./harness.js";

ruleTester("number-mismatch", {
  valid: [
    { answer: "The chip draws 2,100 mW [c1].", chunks: ["The chip draws 2.1 W."] },
    { answer: "The chip draws 2.1 瓦 [c1].", chunks: ["The chip draws 2100 mW."] },
    { answer: "It has 1.2k cores [c1].", chunks: ["It has 1,200 cores."] },
    { answer: "Revenue was $3.5 billion [c1].", chunks: ["Revenue was $3,500,000,000."] },
    { answer: "Margins reached 45% [c1].", chunks: ["Margins reached 45 percent."] },
    { answer: "该芯片有八个核心[c1]。", chunks: ["该芯片有 8 个核心。"] },
    { answer: "售价为 3.5万元[c1]。", chunks: ["售价为 35000 元。"] },
    { answer: "The team has twelve engineers [c1].", chunks: ["The team has 12 engineers."] },
    { answer: "It supports LPDDR4X memory [c1].", chunks: ["It supports LPDDR4X memory."] },
    { answer: "It runs at 8-12 W [c1].", chunks: ["It runs at 8 to 12 W."] },
    // Text tokenised before it was stored spaces out separators.
    { answer: "The clip was viewed more than 235,000 times [c1].", chunks: ["The clip has been viewed more than 235, 000 times."] },
    { answer: "The 27-year-old was arrested [c1].", chunks: ["The 27 - year - old was arrested on Monday."] },
    { answer: "They lost $36,000 [c1].", chunks: ["The victims were conned out of over $ 36, 000."] },
    { answer: "Dogs were right in 98.7 per cent of cases [c1].", chunks: ["Dog one got it right in 98. 7 per cent of cases."] },
    // 一个 is an article, not a count.
    { answer: "新加坡是一个国家[c1]。", chunks: ["新加坡位于东南亚。"] },
    // A count the claim spells out by naming what it counts.
    { answer: "Two friends, Steve and Carly, plan to meet at Kings [c1].", chunks: ["Steve: we could meet up at Kings? Carly: sure!"] },
    { answer: "Paris, Rome and Berlin, the three capitals, were visited [c1].", chunks: ["The tour visited Paris, Rome and Berlin."] },
    { answer: "They may lose 5 million dollars [c1].", chunks: ["if we're late we may lose 5 mln bucks"] },
    { answer: "补贴 15000 元[c1]。", chunks: ["补贴 1.5万 元；另一车型补贴 8000 元。"] },
    { answer: "营业收入为 120000000 元[c1]。", chunks: ["营业收入为 1.2亿 元。"] },
    { answer: "The phone charges at up to 65 W [c1].", chunks: ["The phone supports fast charging at up to 65 W."] },
    { answer: "The phone charges at up to 65 W [c1].", chunks: ["The phone charges at 65 W."] },
    { answer: "Store it below 25°C [c1].", chunks: ["Store below 25°C."] },
  ],
  invalid: [
    { answer: "The chip draws 9 W [c1].", chunks: ["The chip draws 12 W."], errors: [{ code: "X1", at: "9 W" }] },
    { answer: "The chip draws 2,500 mW [c1].", chunks: ["The chip draws 2.1 W."], errors: [{ code: "X1", at: "2,500 mW" }] },
    { answer: "The chip weighs 35 g [c1].", chunks: ["The chip draws 2.1 W."], errors: [{ code: "N1", at: "35 g" }] },
    { answer: "Revenue grew 12% [c1].", chunks: ["Revenue grew 15% last year."], errors: [{ code: "X1", at: "12%" }] },
    { answer: "该芯片的功耗为 3 瓦[c1]。", chunks: ["该芯片的功耗为 2.1 瓦。"], errors: [{ code: "X1", at: "3 瓦" }] },
    { answer: "They lost $36,000 [c1].", chunks: ["The victims lost $ 360, 000 and $ 36."], errors: [{ code: "X1", at: "$36,000" }] },
    { answer: "It has 12 cores [c1].", chunks: ["The v12 model has 8 cores."], errors: [{ code: "X1", at: "12" }] },
    { answer: "该公司有两个工厂[c1]。", chunks: ["该公司有三个工厂。"], errors: [{ code: "X1", at: "两个" }] },
    { answer: "Three friends, Steve and Carly, meet at Kings [c1].", chunks: ["Steve and Carly meet at Kings."], errors: [{ code: "N1", at: "Three" }] },
    { answer: "It has six Ethernet ports [c1].", chunks: ["It supports Wi-Fi 7 and has four Ethernet ports."], errors: [{ code: "X1", at: "six" }] },
    { answer: "They may lose 50 million dollars [c1].", chunks: ["if we're late we may lose 5 mln bucks"], errors: [{ code: "X1", at: "50 million dollars" }] },
    // An age is not a duration, and a year is not a count: not found, but no rival either.
    { answer: "It serves 10-24 year old Jordanians [c1].", chunks: ["For the next three months, young Jordanians will debate water policy."], errors: [{ code: "N1", at: "10-24 year" }] },
    { answer: "She praised the 2017 film [c1].", chunks: ["The pay gap of the two stars came to light during reshoots of the film."], errors: [{ code: "N1", at: "2017" }] },
    { answer: "The phone supports fast charging at up to 65 W [c1].", chunks: ["The phone supports fast charging at up to 45 W."], errors: [{ code: "X1", at: "65 W" }] },
    { answer: "The battery lasts up to 24 h [c1].", chunks: ["The battery lasts up to 18 h."], errors: [{ code: "X1", at: "24 h" }] },
    { answer: "Returns are accepted within 365 days [c1].", chunks: ["Returns are accepted within 180 days."], errors: [{ code: "X1", at: "365 days" }] },
    { answer: "Store below 30°C [c1].", chunks: ["Store below 25°C."], errors: [{ code: "X1", at: "30°C" }] },
    { answer: "共获得 91 枚奖牌[c1]。", chunks: ["共获得 40 枚金牌、27 枚银牌和 24 枚铜牌。"], errors: [{ code: "N1", at: "91 枚" }] },
    { answer: "The FP16 throughput is 4 TOPS [c1].", chunks: ["The INT8 throughput is 8 TOPS. FP16 figures are not provided."], errors: [{ code: "N1", at: "4 TOPS" }] },
  ],
});
