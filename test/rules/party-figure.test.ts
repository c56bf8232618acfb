import { ruleTester } from "./harness.js";

ruleTester("party-figure", {
  valid: [
    // (…its own.)
    { answer: "Canadian canoes were the most popular craft, making up 62% of all hires [c1].", chunks: ["Canadian canoes accounted for 62% of hires and sit-on-top kayaks for 31%."] },
    { answer: "A flat white costs £3.40 and a latte £3.60 [c1].", chunks: ["Our coffee is roasted in Alfriston, and a flat white costs £3.40, a latte £3.60 and a pot of tea £2.90."] },
    // A share of the figure the claim gives its party ('half the standard £540 price') is the party's own figure, £270.
    { answer: "A low-income student can buy the pass for half the standard £540 price [c1].", chunks: ["Students aged 16 to 18 are not entitled to free transport but may buy a Post-16 Travel Pass, which costs £540 a year; low-income students pay £270."] },
    // The name's own figure.
    { answer: "Amsterdam was the busiest route, with 318,000 passengers [c1].", chunks: ["The busiest route was Amsterdam, with 318,000 passengers, followed by Dublin with 276,000 and Alicante with 241,000."] },
    // A word capitalised only at the claim's start, owning a figure the source writes in lower case, is no name.
    { answer: "Spaying a dog that weighs 25 kg starts at £280 [c1].", chunks: ["Neutering: cat spay £135, cat castrate £95, dog spay from £280 (under 20 kg) or £340 (20 kg and over)."] },
    { answer: "The judge fined Hollis £14,000 and the company £18,000 [c1].", chunks: ["District Judge Anita Rowe fined Hollis £14,000 and the company £18,000."]},
    // The claim gives the party's own figure too, in the sentence's order.
    { answer: "The council plans to bridge its £2.3 million gap with £1.5 million taken from reserves plus £800,000 of savings [c1].", chunks: ["To close a £2.3 million gap, the council will draw £1.5 million from reserves and make £800,000 of savings."] },
    { answer: "The frame is guaranteed for 2 years [c1].", chunks: ["The frame is guaranteed for 2 years and the battery for 1 year."] },
    { answer: "The battery is guaranteed for 1 year [c1].", chunks: ["The frame is guaranteed for 2 years, the battery for 1 year."] },
    // The party's clause says more than the claim's does: another case of the party ("peak").
    { answer: "On weekdays before 4 pm, adults pay £11 to climb [c1].", chunks: ["Adult peak entry costs £14 and off-peak entry (weekdays before 16:00) £11."] },
    // A word after the party's figure says what it measures.
    { answer: "Each of the viaduct's arches spans 15 metres [c1].", chunks: ["The viaduct is 412 metres long and has 21 arches, each with a span of 15 metres."] },
    // No party opens the claim's clause before its figure.
    { answer: "新订单里还有17艘散货船、10艘油轮[c1]。", chunks: ["新接订单中集装箱船21艘；散货船17艘；油轮10艘。"] },
    // The sentence names the claim's party where it gives the claim's figure.
    { answer: "可进入离地高度10厘米以上的家具底部[c1]。", chunks: ["机身直径350毫米，高度96毫米，可进入离地高度10厘米以上的家具底部；最大吸力6000帕。"] },
    // A range is no party's figure; a bare number may be part of a name.
    { answer: "The Model S Plaid does not exceed 200 mph [c1].", chunks: ["The Model S Plaid accelerates from 0 to 60 mph in 1.99 seconds and has a top speed of 200 mph."] },
  ],
  invalid: [
    // A clause that goes on from the one before with a participle gives its figure to that one's party.
    { answer: "Sit-on-top kayaks were the most popular craft, making up 62% of all hires [c1].", chunks: ["Canadian canoes accounted for 62% of hires and sit-on-top kayaks for 31%."], errors: [{ code: "X1", at: "62%", expected: "31%" }] },
    // The word before a verb that gives it the figure owns it: "a latte costs £3.40".
    { answer: "A latte costs £3.40 and a flat white £3.60 [c1].", chunks: ["Our coffee is roasted in Alfriston, and a flat white costs £3.40, a latte £3.60 and a pot of tea £2.90."], errors: [{ code: "X1", at: "£3.40" }] },
    // A fraction of an inch is a figure: 5/8-inch is the hockey skates', 7/16 inch the figure skates'.
    { answer: "Figure skates are sharpened to a 5/8-inch radius of hollow [c1].", chunks: { c1: "Hockey skates are sharpened to a 5/8-inch radius of hollow as standard and figure skates to 7/16 inch, unless the customer asks for something different." }, errors: [{ code: "X1", at: "5/8-inch" }] },
    // …and a share that makes another figure still gives the party the wrong one.
    { answer: "A low-income student can buy the pass for a third of the standard £540 price [c1].", chunks: ["Students aged 16 to 18 are not entitled to free transport but may buy a Post-16 Travel Pass, which costs £540 a year; low-income students pay £270."], errors: [{ code: "X1", at: "£540", expected: "£270" }] },
    // The sentence gives the name its own figure ('Dublin with 276,000') and the claim's to another.
    { answer: "Dublin had 318,000 passengers [c1].", chunks: ["The busiest route was Amsterdam, with 318,000 passengers, followed by Dublin with 276,000 and Alicante with 241,000."], errors: [{ code: "X1", at: "318,000", expected: "276,000" }] },
    // Two figures given to each other's owners.
    { answer: "The judge fined the company £14,000 and Hollis himself £18,000 [c1].", chunks: ["District Judge Anita Rowe fined Hollis £14,000 and the company £18,000."], errors: [{ code: "X1", at: "£14,000", expected: "£18,000"}]},
    // The sentence that gives the figure, where the best says the claim's party of another measure.
    {
      answer: "The Synthetics programme spins at no more than 800 rpm [c1].",
      chunks: ["The WM-814 takes a maximum dry load of 8 kg on the Cotton programme, but lower limits apply elsewhere: Synthetics 4 kg, Wool 2 kg and Duvet 3 kg. The maximum spin speed of 1,400 rpm is available on Cotton only; Synthetics is limited to 1,000 rpm and Wool to 800 rpm."],
      errors: [{ code: "X1", at: "800 rpm", expected: "1,000 rpm" }],
    },
    // …but not in the other order: the two figures swapped.
    { answer: "The adjusted operating margin improved to 12.6% from 11.8% a year earlier [c1].", chunks: ["The adjusted operating margin was 11.8%, compared with 12.6% a year earlier, which the company attributed to build-cost inflation."], errors: [{ code: "X1", at: "12.6%" }] },
    { answer: "研磨器和整机一样享有2年保修[c1]。", chunks: ["保修：整机保修2年，研磨器保修1年；人为损坏不在保修范围内。"], errors: [{ code: "X1", at: "2年", expected: "1年" }] },
    { answer: "The battery is guaranteed for 2 years [c1].", chunks: ["The frame is guaranteed for 2 years and the battery for 1 year."], errors: [{ code: "X1", at: "2 years", expected: "1 year" }] },
    // A figure the claim gives each party it lists.
    { answer: "Both the frame and the battery are guaranteed for 2 years [c1].", chunks: ["The frame is guaranteed for 2 years, the battery for 1 year."], errors: [{ code: "X1", at: "2 years", expected: "1 year" }] },
    { answer: "这款牙刷的整机和电池保修期都是2年[c1]。", chunks: ["整机保修2年，电池保修1年；刷头属于耗材，不在保修范围内。"], errors: [{ code: "X1", at: "2年", expected: "1年" }] },
  ],
});
