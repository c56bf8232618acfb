import { ruleTester } from "./harness.js";

const SUGAR = "Average sugar levels reached 24.1 °Brix for Merlot and 22.6 °Brix for Cabernet Franc.";
const TENT = "The flysheet is 20D ripstop nylon with a silicone/PU coating rated to 3,000 mm hydrostatic head; the groundsheet is rated to 5,000 mm.";
const GAME = "Building a warehouse costs 4 coins and earns 2 victory points; building a lighthouse costs 7 coins and earns 5 points.";
const LENS = "E卡口版本建议零售价5299元，L卡口版本5499元；随机附赠花瓣形遮光罩和镜头包。";
const WARRANTY = "空调整机保修6年，压缩机保修10年；冰箱整机保修3年，压缩机保修12年；电视整机保修2年，面板保修3年。";

ruleTester("comparison-reversed", {
  valid: [
    { answer: "艾灸调理比全身推拿便宜100元[c1]。", chunks: ["非会员价格为：经典足疗60分钟168元，中式全身推拿90分钟298元，艾灸调理45分钟198元。"] },
    // A gap the claim gives is of the figures it compares, not of two others the sentence gives.
    { answer: "On the Standard plan the dish and router kit costs £150 less than on Lite [c1].", chunks: ["Halyard Lite costs £39 a month; Halyard Standard costs £59 a month. The dish and router kit costs £249, reduced to £99 on Standard and free on Max."] },
    // …said the right way.
    { answer: "女子组的队伍比男子组少两支[c1]。", chunks: ["本届比赛共有34支队伍参赛，其中男子组14支、女子组12支、混合双人8对。"] },
    // …the right way.
    { answer: "In the survey, 38% said it was easy to get through on the phone, 12 points lower than the national average [c1].", chunks: ["Only 38% of patients in the national survey found it easy to get through by phone, against a national average of 50%."] },
    // The claim's own figures agree with its comparative; a difference before it ("£200 more") is no level.
    { answer: "They shared a 6.1 square-metre bedroom, smaller than the council's 6.51 square-metre minimum [c1].", chunks: ["Two tenants shared a bedroom of 6.1 square metres, below the council's minimum of 6.51 square metres."] },
    { answer: "The Pro costs £1,299, £200 more than the £1,099 standard model [c1].", chunks: ["The Pro costs £1,299 and the standard model £1,099."] },
    // Chinese things named as written where the segmenter cuts them apart (中投/饲, 比高/投饲).
    { answer: "中投饲处理的小龙虾亩产比高投饲处理高7千克[c1]。", chunks: ["结果显示：中投饲处理小龙虾亩产最高，为186千克，比低投饲处理的142千克增加31.0%；高投饲处理亩产为179千克，略低于中投饲处理。"] },
    // A multiple the same way round, set off after the subject's figure.
    { answer: "Hand planting cost four times as much as seed bags [c1].", chunks: ["Hand transplanting cost about £38,000 per hectare, roughly four times the cost of seed bags."] },
    { answer: "Merlot reached a higher average sugar level than Cabernet Franc this year [c1].", chunks: [SUGAR] },
    { answer: "A lighthouse costs 3 coins more than a warehouse [c1].", chunks: [GAME] },
    { answer: "L卡口版本的建议零售价比E卡口版本高出200元[c1]。", chunks: [LENS] },
    // A bound on a figure compares no two things.
    { answer: "Short communications may include no more than four figures [c1].", chunks: ["Research articles must not exceed 8,000 words; short communications are limited to 3,000 words and four figures."] },
    // The figures must be of what the comparison measures: 轻9千克 is no range in km.
    { answer: "锂电版整车比铅酸版轻9千克[c1]。", chunks: ["测试条件下，铅酸版续航约65公里，锂电版续航约90公里。"] },
    // 整机 left without its appliance is not 空调整机.
    { answer: "电视面板的保修期比整机长1年[c1]。", chunks: [WARRANTY] },
    // A denied comparison says no order.
    { answer: "Cabernet Franc did not reach a higher sugar level than Merlot [c1].", chunks: [SUGAR] },
  ],
  invalid: [
    // Two figures of different kinds with no break between them each measure the item named before the first.
    { answer: "艾灸调理比全身推拿贵100元[c1]。", chunks: ["非会员价格为：经典足疗60分钟168元，中式全身推拿90分钟298元，艾灸调理45分钟198元。"], errors: [{ code: "X1", at: "贵", expected: "198元 against 298元" }] },
    { answer: "The Standard plan costs £20 less than Lite [c1].", chunks: ["Halyard Lite costs £39 a month; Halyard Standard costs £59 a month."], errors: [{ code: "X1", at: "less" }] },
    // A figure written against the next (混合双人8对) is left out of the items, not the whole sentence: 女子组 has 12 against 男子组's 14.
    { answer: "女子组的队伍比男子组多两支[c1]。", chunks: ["本届比赛共有34支队伍参赛，其中男子组14支、女子组12支、混合双人8对。"], errors: [{ code: "X1", at: "多", expected: "12支 against 14支" }] },
    // A level and a gap 'higher than' another the sentence gives below it.
    { answer: "In the survey, 38% said it was easy to get through on the phone, 12 points higher than the national average [c1].", chunks: ["Only 38% of patients in the national survey found it easy to get through by phone, against a national average of 50%."], errors: [{ code: "X1", at: "12 points higher", expected: "below 50%" }] },
    // …and in money.
    { answer: "An adult ticket is £16, £4 cheaper than a family ticket [c1].", chunks: ["Adult tickets cost £16 and family tickets £12."], errors: [{ code: "X1", at: "£4 cheaper", expected: "above £12" }] },
    // The claim's own two figures belie its comparative, whatever the source says.
    {
      answer: "They shared a 6.51 square-metre bedroom, smaller than the council's 6.1 square-metre minimum [c1].",
      chunks: ["Two tenants shared a bedroom of 6.1 square metres, below the council's minimum of 6.51 square metres."],
      errors: [{ code: "X1", at: "smaller" }],
    },
    { answer: "中投饲处理的小龙虾亩产比高投饲处理低7千克[c1]。", chunks: ["结果显示：中投饲处理小龙虾亩产最高，为186千克，比低投饲处理的142千克增加31.0%；高投饲处理亩产为179千克，略低于中投饲处理。"], errors: [{ code: "X1", at: "低" }] },
    // A multiple the other way round.
    { answer: "Seed bags cost roughly four times as much per hectare as planting shoots by hand [c1].", chunks: ["Hand transplanting cost about £38,000 per hectare, roughly four times the cost of seed bags."], errors: [{ code: "X1", at: "four" }] },
    { answer: "Seed bags cost four times as much as hand transplanting [c1].", chunks: ["Hand transplanting cost four times as much as seed bags."], errors: [{ code: "X1", at: "four" }] },
    { answer: "Cabernet Franc reached a higher average sugar level than Merlot this year [c1].", chunks: [SUGAR], errors: [{ code: "X1", at: "higher", expected: "22.6 against 24.1" }] },
    { answer: "The groundsheet's 3,000 mm hydrostatic head rating is lower than the flysheet's 5,000 mm [c1].", chunks: [TENT], errors: [{ code: "X1", at: "lower", expected: "5,000 mm against 3,000 mm" }] },
    { answer: "A lighthouse costs 3 coins less than a warehouse [c1].", chunks: [GAME], errors: [{ code: "X1", at: "less", expected: "7 against 4" }] },
    { answer: "L卡口版本的建议零售价比E卡口版本便宜[c1]。", chunks: [LENS], errors: [{ code: "X1", at: "便宜", expected: "5499元 against 5299元" }] },
    { answer: "上半年原油吞吐量低于煤炭吞吐量[c1]。", chunks: ["上半年港口完成原油吞吐量2860万吨，煤炭吞吐量2150万吨。"], errors: [{ code: "X1", at: "低于", expected: "2860万吨 against 2150万吨" }] },
  ],
});
