import { ruleTester } from "./harness.js";

ruleTester("relation-added", {
  valid: [
    // The "after" of "look after" is a verb's particle, no time.
    { answer: "A skating adult can look after up to three under-8s on the ice [c1].", chunks: ["One skating adult may supervise no more than three children under 8 on the ice."] },
    // A Chinese change by a figure compares, as 比…贵 does.
    { answer: "周五晚场的中包每小时141.6元，比周一到周四晚场的118元贵了两成[c1]。", chunks: ["晚场中包每小时118元。周五至周日及法定节假日，上述价格统一上浮20%。"] },
    // A "because" that opens the claim's working, its figures given or worked out from the claim's others.
    { answer: "A bowler averaging 160 would get a handicap of 54 pins, because 90% of the 60-pin gap to 220 is 54 [c1].", chunks: ["League rules: handicap is 90% of the difference between a bowler's average and 220."] },
    // The 更 of a bound's "or more" states no comparison.
    { answer: "持二级甲等或更高级别医院出具的证明，不受第7周的限制[c1]。", chunks: ["持二级甲等及以上医院出具的不宜运动证明而申请退费的，不受第7周的限制。"] },
    { answer: "A 4-metre staircase takes about half a minute, since the chair travels at 0.12 metres per second [c1].", chunks: ["The chair travels at 0.12 metres per second on a typical 4-metre staircase."] },
    // 'first' before a figure ranks what it counts.
    { answer: "Delivery would cost £83: the first 15 miles are covered by the £65 charge [c1].", chunks: ["Delivery costs £65 within 15 miles of the depot, plus £1.80 per mile beyond that."] },
    { answer: "相比之下，宜兴灌装厂涉及安置的员工为286名[c1]。", chunks: ["宜兴灌装厂涉及安置的员工共286名。"] },
    // 占比 and 相比之下 state no comparison.
    { answer: "不合格批次占比约为5.8%[c1]。", chunks: ["我局抽检三类样品共240批次，其中合格226批次，不合格14批次，合格率94.2%。"] },
    // The earliest time a thing happens orders it in time, as "not before" does.
    { answer: "No one's employment will end before 30 April 2026 [c1].", chunks: ["The earliest date on which any employment will end is 30 April 2026."] },
    // A superlative the aligned sentence gives, though as a limit with its figure.
    { answer: "雪场最长的一条雪道长2300米[c1]。", chunks: ["雪场共有雪道12条，其中初级道5条、中级道4条、高级道3条，最长雪道长2.3公里。"] },
    // …where it says so.
    { answer: "The final drew 3,860 spectators, a record crowd for a women's cup final [c1].", chunks: ["Ardley Storm beat Kingsport Vipers 3-2 in front of 3,860 spectators, a record for the women's final."] },
    // 较 before the time compared with compares as 比 does.
    { answer: "毛利率为31.2%，比上一年下降了1.5个百分点[c1]。", chunks: ["毛利率为31.2%，较上年下降1.5个百分点。"] },
    // …or one the claim works out from the source's: 4:21.7 and 0.4 seconds behind make 4:22.1.
    { answer: "Hollie Grant finished in 4:22.1, which was also faster than the 4:23.0 meeting record she had set in 2019 [c1].", chunks: ["Priya Naidoo beat Hollie Grant by 0.4 seconds, winning in 4:21.7 to break the meeting record of 4:23.0 set by Grant in 2019."] },
    // A comparison of two figures the source gives, one on each side of the comparative.
    {
      answer: "Derek Almond was given 28 months in prison, a third less than the 42 months the judge said she would have imposed [c1].",
      chunks: ["The former treasurer has been jailed for 28 months. Judge Helen Carrow said that without his guilty plea the sentence would have been 42 months."],
    },
    // A lead whose amount is the gap between the two scores the sentence gives.
    { answer: "韦思远领先亚军孙逸凡0.366分[c1]。", chunks: ["男子个人全能决赛中，广西选手韦思远以86.432分夺冠，浙江选手孙逸凡以86.066分获得亚军。"] },
    // An event with 后 gives a time the claim may say with 之后.
    { answer: "调整之后，215路的起点改为地铁4号线桃源站[c1]。", chunks: ["215路原由城东客运站开往高新区管委会，调整后起点改为地铁4号线桃源站。"] },
    // A purpose the source gives by 为了, or a cause by 因…需要 or 于是.
    { answer: "此次停运是为了进行隧道结构检测施工[c1]。", chunks: ["因隧道结构检测施工需要，3月8日至3月9日全天，5号线部分区段暂停运营。"] },
    { answer: "为了多休息省去了一些过程[c1]。", chunks: ["两个眼皮早在打架，于是这一切过程都省略了。"] },
    // "Due to begin" says what is scheduled, no cause.
    { answer: "The request must arrive 26 weeks before the break is due to begin [c1].", chunks: ["Applications must be made 26 weeks before the intended start date."] },
    // "Drives 40 miles" drives a car, and causes nothing.
    { answer: "A volunteer who drives 40 miles can claim £18 [c1].", chunks: ["Car travel is reimbursed at 45p per mile."] },
    // A word of a value is no relation: the "after" of "one minute after midnight".
    { answer: "The ban takes effect one minute after midnight on Friday 18 July [c1].", chunks: ["A hosepipe ban will come into force at 00:01 on Friday 18 July."] },
    // A comparison whose amount names what it counts, held as a gap; a date with a bare 后 states a time.
    { answer: "A lighthouse costs 3 coins more than a warehouse [c1].", chunks: ["Building a warehouse costs 4 coins; building a lighthouse costs 7 coins."] },
    { answer: "9月10日以后注册的正式代表，注册费为3200元[c1]。", chunks: ["注册费：正式代表2800元，9月10日后注册为3200元。"] },
    // A cap states the limit "never more than" says.
    { answer: "Contactless fares are never more than the Day Rider price [c1].", chunks: ["Contactless payments are capped at the Day Rider price for the zones travelled."] },
    // An amount before or after a charge is no time.
    { answer: "The Dedicated Desk costs £289 a month before VAT [c1].", chunks: ["All prices exclude VAT. Dedicated Desk: £289 per month."] },
    { answer: "A Full Service costs £110 before any parts [c1].", chunks: ["Full Service £110. For Basic and Full Services, parts are charged extra."] },
    // The gap between two aligned sentences' prices.
    { answer: "A Dedicated Desk costs £100 a month more than a Hot Desk [c1].", chunks: ["Hot Desk: £189 per month, weekday access. Dedicated Desk: £289 per month, 24/7 access."] },
    // 比 with an amount that is the gap between the sentence's two figures.
    { answer: "全瓷冠每颗比烤瓷冠贵1600元[c1]。", chunks: ["全瓷冠每颗2800元，烤瓷冠每颗1200元。"] },
    // A comparative that bounds a figure, in digits or in words, relates no two facts.
    { answer: "Travellers held up for more than five hours can claim a refund [c1].", chunks: ["If the delay exceeds 5 hours, travellers can claim a refund."] },
    // A comparison whose amount is the gap between the sentence's two figures states them.
    { answer: "The tested configuration costs £300 more than the base model [c1].", chunks: ["The tested configuration costs £1,499; a base model costs £1,199."] },
    // 最晚 and 最迟 name a deadline, not a comparison.
    { answer: "最晚可在入住前两天免费取消订单[c1]。", chunks: ["本订单可在入住前48小时免费取消。"] },
    // "As it struggles with…" and "since…" may give the cause a claim states with "because".
    { answer: "The airline is cutting jobs because of rising fuel costs [c1].", chunks: ["Northwind said it would cut 1,200 jobs as it struggles with rising fuel costs."] },
    { answer: "After opening, the smoothie should be consumed within 3 days [c1].", chunks: ["Once opened, keep the smoothie refrigerated and consume within 3 days."] },
    { answer: "Carly teases Steve about getting thrown out before [c1].", chunks: ["Carly: as long as you dont get us thrown out again lol"] },
    // A change compares two times; "a year earlier" names a time, it relates no two facts.
    { answer: "Profit was 9% higher than a year earlier [c1].", chunks: ["Net profit was £1.24 billion, up 9% from the same quarter last year."] },
    { answer: "Sales fell because demand weakened [c1].", chunks: ["Sales fell, since demand weakened."] },
    { answer: "Sales rose because prices fell [c1].", chunks: ["Sales rose because prices fell."] },
    { answer: "The chip uses a 12 nm process and draws 2.1 W [c1].", chunks: ["The chip uses a 12 nm process. It draws 2.1 W."] },
    { answer: "The fund has more than 1,000 investors [c1].", chunks: ["The fund has 1,200 investors."] },
    { answer: "由于采用 12nm 工艺，功耗降低[c1]。", chunks: ["由于采用 12nm 工艺，功耗降低。"] },
    { answer: "该芯片的销售比例上升[c1]。", chunks: ["该芯片的销售比例上升。"] },
    // A time relative to the one just written, an ordinal, a superlative that names a limit: no relation between two facts.
    { answer: "Revenue grew 15% over the year before [c1].", chunks: ["Revenue grew 15% from the previous year."] },
    { answer: "First shipments began in May [c1].", chunks: ["Shipments began in May."] },
    { answer: "一日最大剂量为 4 克[c1]。", chunks: ["一日剂量不超过 4 克。"] },
    // "Following the upgrade" and "to allow for the work" give the reason a claim may say with "thanks to" or "because of".
    { answer: "Thanks to the line speed upgrade, the trip will be five minutes quicker [c1].", chunks: ["Journey time falls from 52 minutes to 47 minutes following the line speed upgrade at Millbrook."] },
    { answer: "Sunday trains will start later, at 8:30 am, because of engineering work [c1].", chunks: ["Sunday services start later, at 08:30, to allow for engineering work."] },
  ],
  invalid: [
    { answer: "The chair has travelled at 0.12 metres per second since the 2024 refit [c1].", chunks: ["The chair travels at 0.12 metres per second on a typical 4-metre staircase."], errors: [{ code: "R1", at: "since" }] },
    // A superlative of a thing counted as one (最大的一家) is no limit with its figure.
    { answer: "星汇店是鲜邻目前面积最大的一家门店[c1]。", chunks: ["江北星汇店将于2025年12月6日上午9:00开业，门店位于星汇广场负一层，营业面积约3200平方米，营业时间为每日8:30—22:00。"], errors: [{ code: "R1", at: "最" }] },
    // A record compares with every time before, which the source does not.
    { answer: "The final drew 3,860 spectators, a record crowd for a women's cup final [c1].", chunks: ["Ardley Storm beat Kingsport Vipers 3-2 at Carnford Arena in front of 3,860 spectators."], errors: [{ code: "R1", at: "a record" }] },
    // 创纪录 compares with every time before.
    { answer: "本届书博会观众人数创纪录，达到41万人次[c1]。", chunks: ["本届书博会共接待观众41万人次，现场图书销售额为1.36亿元。"], errors: [{ code: "R1", at: "创纪录" }] },
    // A purpose the source does not give.
    { answer: "这样调整是为了与地铁4号线列车的到站时间衔接[c1]。", chunks: ["215路调整后起点改为地铁4号线桃源站，高峰发车间隔由12分钟缩短为8分钟。"], errors: [{ code: "R1", at: "为了" }] },
    { answer: "The break was postponed due to staffing [c1].", chunks: ["The break was postponed. Staffing was short."], errors: [{ code: "R1", at: "due to" }] },
    { answer: "Sales rose because prices fell [c1].", chunks: ["Sales rose. Prices fell."], errors: [{ code: "R1", at: "because" }] },
    { answer: "The X1 is faster than the X2 [c1].", chunks: ["The X1 runs at 3 GHz. The X2 runs at 2 GHz."], errors: [{ code: "R1", at: "faster than" }] },
    { answer: "The recall came a year after the merger [c1].", chunks: ["The company merged with Borealis. The company recalled the X1."], errors: [{ code: "R1", at: "after" }] },
    { answer: "Lydia Davis was born first [c1].", chunks: ["Lydia Davis was born in 1947. Marie Smith was born in 1950."], errors: [{ code: "R1", at: "first" }] },
    { answer: "The recall came after the merger [c1].", chunks: ["The company merged with Borealis. The company recalled the X1."], errors: [{ code: "R1", at: "after" }] },
    { answer: "星尘-3 的能效优于竞品[c1]。", chunks: ["星尘-3 的典型功耗为 2.1 W。"], errors: [{ code: "R1", at: "优于" }] },
    { answer: "因为采用 12nm 工艺，所以功耗低[c1]。", chunks: ["采用 12nm 工艺。功耗低。"], errors: [{ code: "R1", at: "因为" }] },
  ],
});
