import { ruleTester } from "./harness.js";

ruleTester("clause-swap", {
  valid: [
    // (…not one in its own place.)
    { answer: "赛道上出现黄旗时禁止超车[c1]。", chunks: ["赛道上出现黄旗时禁止超车，出现黑旗时须在下一圈驶入维修区；同一节次内累计两次被出示黑旗的车手，将被取消当日剩余全部节次。"] },
    { answer: "Sarah Hallam FRICS answers enquiries about notices [c1].", chunks: ["Dominic Pryce MRICS handles all awards, while Sarah Hallam FRICS deals with notice enquiries."] },
    { answer: "项目建设单位为禾山绿源环保能源有限公司[d1]。", chunks: { d1: "第二次公示：项目建设单位为禾山绿源环保能源有限公司，环评报告编制单位为江衡环境工程技术有限公司。" } },
    { answer: "Calls made back to the UK are included in both passes [d1].", chunks: { d1: "Calls made back to the UK are included in both passes, but calls to numbers in a third country cost £1.10 per minute." } },
    // A figure of the other case that the claim gives too is not the one it replaced.
    { answer: "它的建议作业面积为2000平方米，是标准版800平方米的2.5倍[c1]。", chunks: ["M8标准版建议作业面积为800平方米，电池容量5.2安时，首发价3999元；M8 Max建议作业面积为2000平方米，电池容量提升至10.4安时，首发价5999元。"]},
    // A bus route's number is no figure to swap.
    { answer: "215路的高峰发车间隔缩短为8分钟[c1]。", chunks: ["215路调整后起点改为地铁4号线桃源站，线路由15.2公里缩短至11.8公里；高峰发车间隔由12分钟缩短为8分钟。"] },
    // Both figures of the claim are the source's, each in its own clause: nothing was put in another's place.
    { answer: "Ending a ride outside one of the 140 marked bays incurs a £10 charge [c1].", chunks: ["Scooters must be parked in one of 140 marked bays; ending a ride outside a bay incurs a £10 charge."] },
    // Each case holds the claim's figure where the claim says it.
    { answer: "在三级医疗机构住院的报销比例为65%[d1]。", chunks: { d1: "在二级医疗机构住院，起付线为600元，报销比例为80%；在三级医疗机构住院，起付线为1000元，报销比例为65%。" } },
    // The clause with the claim's word has the claim's figure too: it is the claim's clause.
    { answer: "Junior members under 16 can borrow up to 8 items at a time [c1].", chunks: ["Adult members may borrow up to 12 items at a time; junior members (under 16) may borrow up to 8."] },
    // A fragment that adds a detail may be folded into the main clause.
    { answer: "该药每日服用两次[c1]。", chunks: ["该药在饭后服用，每日两次。"] },
    { answer: "日本队获得银牌[d1]。", chunks: { d1: "中国队获得金牌，日本队获得银牌。" } },
    // A second clause that drops its subject shares it with the first.
    { answer: "公司总部位于北京[d1]。", chunks: { d1: "公司成立于 2010 年，总部位于北京。" } },
    { answer: "Revenue rose 20% [d1].", chunks: { d1: "Revenue rose 20% while weight decreased by 8 g." } },
    // 年 of the date 2024年 is no word the claim dropped in favour of 同比.
    { answer: "华星科技营业收入同比增长12%[d1]。", chunks: { d1: "华星科技2024年营业收入为52.3亿元，同比增长12%。" } },
    // 达到 belongs to its figure: no word the claim dropped for 比.
    { answer: "2023年全国粮食总产量比上年增长1.3%[d1]。", chunks: { d1: "据统计，2023年全国粮食总产量达到6.95亿吨，比上年增加888万吨，增长1.3%。" } },
    // A clause split from its subject holds as many words of the clause with its figure as of the first.
    { answer: "小米经调整净利润为272亿元，同比增长41.3%[d1]。", chunks: { d1: "小米集团实现总收入3659亿元，同比增长35%；经调整净利润为272亿元，同比增长41.3%。" } },
    { answer: "插电式混合动力车型每辆补贴 8000 元[d1]。", chunks: { d1: "纯电动车每辆补贴 15000 元，插电式混合动力车型每辆补贴 8000 元。" } },
    { answer: "Costs rose 5% [d1].", chunks: { d1: "Revenue rose 20%; costs rose 5%." } },
    { answer: "Nausea affected 44% of the velatinib group [d1].", chunks: { d1: "Nausea affected 44% of the velatinib group and 39% of the placebo group." } },
    { answer: "Median survival was 14.2 months with placebo [d1].", chunks: { d1: "Median survival was 18.6 months with velatinib versus 14.2 months with placebo." } },
    // Each clause holds as much of the claim: which one the figure belongs to is not told.
    { answer: "公司员工 300 人[d1]。", chunks: { d1: "公司成立于 2010 年，员工 300 人。" } },
    { answer: "厚度为 12 毫米[d1]。", chunks: { d1: "重量为 45 克，厚度为 12 毫米。" } },
    // A claim that says both clauses moves nothing.
    {
      answer: "She had worn lenses since she was 15 with no problems, but woke up one day with an itchy eye [d1].",
      chunks: { d1: "She had worn lenses since she was 15 with no problems, but woke up one day with an itchy eye." },
    },
    // The clause with the claim's figure is about nothing else: no figure moved.
    { answer: "The programme ran until 2015 [d1].", chunks: { d1: "The programme ran from 2010 and 2015." } },
    // The claim's words come from both sides of the bare "and": no clause holds them all.
    { answer: "The trial enrolled 40 children [d1].", chunks: { d1: "The trial enrolled 120 adults and 40 children." } },
  ],
  invalid: [
    // A name the sentence names, though jieba does not in the claim, moved into another clause's place; of several clauses that say it, the one between the main clause's semicolons.
    { answer: "赛道上出现黑旗时禁止超车[c1]。", chunks: ["赛道上出现黄旗时禁止超车，出现黑旗时须在下一圈驶入维修区；同一节次内累计两次被出示黑旗的车手，将被取消当日剩余全部节次。"], errors: [{ code: "X1", at: "赛道上出现黑旗时禁止超车[c1]。", expected: "黄旗" }] },
    // What another person's clause says, given to the person of the claim.
    { answer: "Sarah Hallam FRICS acts as surveyor on awards [c1].", chunks: ["Dominic Pryce MRICS handles all awards, while Sarah Hallam FRICS deals with notice enquiries."], errors: [{ code: "X1", at: "Sarah Hallam FRICS acts as surveyor on awards [c1].", expected: "Dominic Pryce MRICS" }] },
    // A company named in full is one name, however many words jieba cuts it in.
    { answer: "环评报告编制单位为禾山绿源环保能源有限公司[d1]。", chunks: { d1: "第二次公示：项目建设单位为禾山绿源环保能源有限公司，环评报告编制单位为江衡环境工程技术有限公司。" }, errors: [{ code: "X1", at: "环评报告编制单位为禾山绿源环保能源有限公司[d1]。" }] },
    // Included where the clause says it costs: a price, a contradiction. (What an amount is per, "per minute", is the amount's, no word the claim lacks.)
    { answer: "Calls to numbers in a third country are included [d1].", chunks: { d1: "Calls made back to the UK are included in both passes, but calls to numbers in a third country cost £1.10 per minute." }, errors: [{ code: "X1", at: "Calls to numbers in a third country are included [d1]." }] },
    { answer: "Calls to numbers in a third country are free [d1].", chunks: { d1: "Calls made back to the UK are free in both passes, but calls to numbers in a third country are charged." }, errors: [{ code: "X1", at: "Calls to numbers in a third country are free [d1]." }] },
    // A name is the likelier swap than a word of the setting (半决赛中).
    { answer: "半决赛中，山东队3比2逆转上海队[d1]。", chunks: { d1: "此前的半决赛中，四川队3比0战胜上海队，山东队则3比2逆转北京队。" }, errors: [{ code: "X1", at: "半决赛中，山东队3比2逆转上海队[d1]。" }] },
    // A figure of one case of a list, put in another case, which has its own: the level (三级) is a figure too.
    {
      answer: "在三级医疗机构住院的报销比例为80%[d1]。",
      chunks: { d1: "在二级医疗机构住院，起付线为600元，报销比例为80%；在三级医疗机构住院，起付线为1000元，报销比例为65%。" },
      errors: [{ code: "X1", at: "80%", expected: "65%" }],
    },
    // A name in another name's place gives the act to another party: a contradiction.
    { answer: "日本队获得金牌[d1]。", chunks: { d1: "中国队获得金牌，日本队获得银牌。" }, errors: [{ code: "X1", at: "日本队获得金牌[d1]。" }] },
    { answer: "2021 年，王芳卸任董事长[d1]。", chunks: { d1: "2021 年，李明卸任董事长，由王芳接任。" }, errors: [{ code: "X1", at: "2021 年，王芳卸任董事长[d1]。" }] },
    {
      answer: "The Rovers won the league [d1].",
      chunks: { d1: "The Falcons won the league, and the Rovers won the cup." },
      errors: [{ code: "X1", at: "The Rovers won the league [d1]." }],
    },
    // A figure taken from the other clause is a different number for the same thing.
    { answer: "对照组下降 1.2 个百分点[d1]。", chunks: { d1: "试验组下降 1.2 个百分点，对照组下降 0.4 个百分点。" }, errors: [{ code: "X1", at: "1.2 个百分点" }] },
    { answer: "插电式混合动力车型每辆补贴 15000 元[d1]。", chunks: { d1: "纯电动车每辆补贴 15000 元，插电式混合动力车型每辆补贴 8000 元。" }, errors: [{ code: "X1", at: "15000 元" }] },
    { answer: "Costs rose 20% [d1].", chunks: { d1: "Revenue rose 20%; costs rose 5%." }, errors: [{ code: "X1", at: "20%" }] },
    {
      answer: "Nausea affected 39% of the velatinib group [d1].",
      chunks: { d1: "Nausea affected 44% of the velatinib group and 39% of the placebo group." },
      errors: [{ code: "X1", at: "39%" }],
    },
    // A figure of another kind, taken from the clause about something else.
    { answer: "重量为 12 毫米[d1]。", chunks: { d1: "重量为 45 克，厚度为 12 毫米。" }, errors: [{ code: "X1", at: "12 毫米" }] },
    { answer: "The trial enrolled 40 adults [d1].", chunks: { d1: "The trial enrolled 120 adults and 40 children." }, errors: [{ code: "X1", at: "40" }] },
    {
      answer: "Median survival was 14.2 months with velatinib [d1].",
      chunks: { d1: "Median survival was 18.6 months with velatinib versus 14.2 months with placebo." },
      errors: [{ code: "X1", at: "14.2 months" }],
    },
  ],
});
