import { ruleTester } from "./harness.js";

const SEASON_TICKETS = "A season ticket costs £192 in Stalls Band A, £138 in the Dress Circle and £96 in the Upper Circle; season tickets are not sold in Stalls Band B.";

const LOCK_FLIGHT = "From 1 April to 31 October boats may enter the flight only between 08:00 and 18:00; from November to March passage must be booked.";

ruleTester("restriction-dropped", {
  valid: [
    // Every day of days the claim names itself says no day beyond them.
    { answer: "按馆长杜明轩的估计，改造后周末每天能接待约1500人次[c1]。", chunks: ["新增的12条中有8条为“星光”球道，配有荧光灯效和音乐系统，仅在周五、周六20:00以后作为夜场开放。杜明轩预计，改造后周末日均客流可达1500人次，约为改造前的两倍。"] },
    // A claim that names the side a "but not" keeps drops no limit.
    { answer: "Shoe hire is included for the children on every party package [c1].", chunks: ["On every party package, shoe hire is included for children but not for adults."] },
    { answer: "If you cancel late, half the deposit is kept [c1].", chunks: ["If you cancel late, half the deposit is kept; no-shows lose it in full."] },
    // 除外 in brackets sets aside part of the thing before the brackets only, which the claim never names.
    { answer: "现金、有价证券和易燃易爆物品都不能配送[c1]。", chunks: ["六、不予配送物品：现金、有价证券、活体动物（经预约的宠物猫狗除外）、易燃易爆物品及国家禁止流通的物品。"] },
    // The claim says the limit itself, with an "only" of its own.
    { answer: "Any cash compensation is paid by bank transfer within a week, and you only get vouchers if you agree to that in writing [c1].", chunks: ["This compensation is paid by bank transfer within 7 days, and is paid in vouchers only if the passenger agrees in writing."] },
    // …not a claim of the days the sentence names.
    { answer: "On Fridays and Saturdays in July and August the gondola runs until 19:00 [c1].", chunks: ["Cairn Gondola – Summer Season 2026. Daily opening hours are 9:00 to 17:30. On Fridays and Saturdays in July and August the gondola stays open until 19:00, with the last ascent at 18:15."] },
    // The group the sentence limits the thing to, and a thing of another clause of the sentence.
    { answer: "Members can use the two carbon-fibre mallets [c1].", chunks: ["Mallets can be borrowed from the clubhouse, but the club's two carbon-fibre mallets are for members' use only."] },
    { answer: "Guests can borrow mallets from the clubhouse [c1].", chunks: ["Mallets can be borrowed from the clubhouse, but the club's two carbon-fibre mallets are for members' use only."] },
    // "Anyone" is no group the sentence's limit to players could be given instead.
    { answer: "Anyone aged 12 to 15 has to be accompanied by a paying adult aged at least 18 [c1].", chunks: ["Players under 12 cannot take part; 12- to 15-year-olds must be accompanied by a paying adult aged 18 or over, and Lab 13 is restricted to players aged 16 and above."] },
    // …not a limit to one kind of something else.
    { answer: "两个版本都能录制4K/60帧、10-bit色彩的视频，主摄用的是1/1.3英寸的CMOS[c1]。", chunks: ["两款机型均搭载1/1.3英寸CMOS主摄像头，支持4K/60帧视频录制和10-bit色彩，但只有长续航版额外配备一颗3倍光学变焦长焦镜头。"] },
    // …not where the sentence says it in whole too.
    { answer: "The £2.3 million cost was met entirely by the Marine Recovery Fund [c1].", chunks: ["The project cost £2.3 million, all of it from the Marine Recovery Fund, and most of the work was done by volunteers."] },
    // 不闭园 keeps Mondays open: no day is set aside from "every day".
    { answer: "园区每天11点开园[c1]。", chunks: ["园区每日11:00开园，21:30停止入园，22:30闭园，每周一不闭园。"] },
    // The answer's sentence says the limit beside the claim split from it.
    {
      answer: "Whatever you pay on entry covers free re-entry for a year, though not for special events such as the August Boat Rally [c1].",
      chunks: ["Every admission ticket works as an Annual Pass, giving unlimited free re-entry for 12 months, except during special events such as the August Boat Rally."],
    },
    // An exception of a clause joined by ", and" limits that clause, not the one before.
    {
      answer: "During the changes, anyone taking a vehicle must book ahead [c1].",
      chunks: ["Vehicle reservations are compulsory for all sailings during this period, and vehicles over 6 metres long cannot be carried, except for emergency services."],
    },
    { answer: "The market runs every week of the year [c1].", chunks: ["The market runs every week of the year, on Saturdays."] },
    // "Anyone" after a superlative ranges the superlative; the "only" of "could manage only a 70" limits nothing.
    { answer: "Nkosi's 64 was the lowest score anyone returned on the final day [c1].", chunks: ["Doyle could manage only a one-under 70 and finished joint second on 273 with Nkosi, who returned a 64 on the final day."] },
    // Days set aside from a closure are open days: they limit no "every day".
    // Days that make up the week between them; a date's weekday; working days counted as a length of time.
    { answer: "The café is open every day [c1].", chunks: ["The café is open 9 am to 5 pm on weekdays and 10 am to 4 pm at weekends."] },
    { answer: "冬春航季每天1班[c1]。", chunks: ["冬春航季自2025年10月26日（星期日）起执行，每天1班。"] },
    { answer: "员工须每天上午9点前打卡[c1]。", chunks: ["员工须至少提前1个工作日通过OA系统提交申请，每天上午9点前打卡。"] },
    { answer: "博物馆每天16:00停止入馆[c1]。", chunks: ["博物馆开放时间为9:00—17:00，16:00停止入馆；每周一闭馆，国家法定节假日除外。"] },
    // A closure of another subject's, after "while", or of days the claim sets aside itself; and a time of day on the days it is open.
    { answer: "The site is open 7 days a week from 6am to 10pm [c1].", chunks: ["The site is open 7 days a week from 6am to 10pm, while reception is staffed Monday to Saturday, 8:30am to 5:30pm, and is closed on Sundays."] },
    { answer: "The gallery is open every day except Monday [c1].", chunks: ["The gallery opens at 10am and is closed on Mondays."] },
    { answer: "展厅每天16:00停止入场[c1]。", chunks: ["展期内每周一闭馆（法定节假日除外），开放时间为9:00至17:00，16:00停止入场。"] },
    // An exception of no days limits no "every day".
    { answer: "The café is open every day [c1].", chunks: ["The café is open daily, except for private events."] },
    // A Chinese list before 都 within what the limit names, or of what it does not limit.
    { answer: "半山补给站能买到饮用水和食品[c1]。", chunks: ["沿途设竹海亭（距起点2.6公里）、半山补给站（距起点5.1公里）和云门垭口（距起点7.0公里）三处休息点，其中仅半山补给站出售饮用水和食品。"] },
    { answer: "竹海亭和云门垭口都是休息点[c1]。", chunks: ["沿途设竹海亭（距起点2.6公里）、半山补给站（距起点5.1公里）和云门垭口（距起点7.0公里）三处休息点，其中仅半山补给站出售饮用水和食品。"] },
    { answer: "Morning flights run throughout the season [c1].", chunks: ["Flights operate from 1 April to 30 September at sunrise throughout the season."] },
    // The source says "any" itself.
    { answer: "Adults can spread their twelve images across any categories [c1].", chunks: ["Adults pay £30 for up to twelve images across any categories."] },
    // "Only adults" limits nothing the claim leaves in.
    { answer: "Any adult resident may apply [c1].", chunks: ["Only adults may apply, and applicants must be residents."] },
    // The claim speaks of the exception itself.
    { answer: "On the first Sunday of every month, general swim finishes at 1 pm [c1].", chunks: ["General swim runs until 4 pm, except on the first Sunday of each month, when it finishes at 1 pm."] },
    // "Every half hour" is how often, not a claim about all of something.
    { answer: "Trains will run every half hour [c1].", chunks: ["Trains will run only every half hour between Ashford and Kingsbridge."] },
    // "In both cases" lists nothing; a limit in another stretch of the sentence is of another thing.
    { answer: "In both cases fitting and first-year follow-ups are included [c1].", chunks: ["Prices per pair include fitting and follow-ups for the first year; a tinnitus generator is built into Advanced only."] },
    { answer: "所有套餐都有24小时护士照护[c1]。", chunks: ["所有套餐均包含24小时护士照护、新生儿游泳每周3次；产后修复课程仅尊享和至尊套餐包含。"] },
    // The claim's "any" within the limit's own figures.
    { answer: "Boats can enter the flight at any time between 08:00 and 18:00 [c1].", chunks: [LOCK_FLIGHT] },
    // What a denial sets aside that the claim's "any" does not cover, or names whole.
    { answer: "Season tickets can be bought for any seat in the Dress Circle [c1].", chunks: [SEASON_TICKETS] },
    { answer: "The compressor is guaranteed for five years if the cooler is registered [c1].", chunks: ["The guarantee is 2 years, extended to 5 years on the compressor if the product is registered within 28 days."] },
    // Either way, where the condition is of something else.
    { answer: "Whether or not it rains, the fair opens at 10 am [c1].", chunks: ["The fair opens at 10 am; if tickets sell out, the gates close early."] },
    { answer: "The stove can burn either dry wood or smokeless fuel [c1].", chunks: ["It is approved to burn dry wood and smokeless fuel; in a smoke control area only dry wood may be burned."] },
  ],
  invalid: [
    // (…but every day is more than the days the source limits a thing to.)
    { answer: "星光球道每天晚上都开放[c1]。", chunks: ["新增的12条中有8条为“星光”球道，配有荧光灯效和音乐系统，仅在周五、周六20:00以后作为夜场开放。杜明轩预计，改造后周末日均客流可达1500人次，约为改造前的两倍。"], errors: [{ code: "X1", at: "每天", expected: "周五, 周六" }] },
    { answer: "Shoe hire is included for every guest on a party package [c1].", chunks: ["On every party package, shoe hire is included for children but not for adults."], errors: [{ code: "X1", at: "every" }] },
    // In whole, where the sentence says half.
    { answer: "信用分低于60分的，押金会被全部扣除[c1]。", chunks: ["低于60分的暂停预约权限30天并扣除押金的一半。"], errors: [{ code: "X1", at: "全部" }] },
    { answer: "If you cancel late, the deposit is kept in full [c1].", chunks: ["If you cancel late, half the deposit is kept."], errors: [{ code: "X1", at: "in full" }] },
    { answer: "For the first two years, back and neck problems are not covered, regardless of what job you do [c1].", chunks: ["The policy does not cover incapacity caused by self-injury, and back and neck disorders are excluded for the first two years for manual workers only."], errors: [{ code: "X1", at: "regardless" }] },
    { answer: "The Bv charge of 6.1p per m³ is added to the bill, regardless of which works treats the discharge [c1].", chunks: ["The additional volume charge Bv of 6.1p per m³ applies only where the effluent is treated at a works with biological treatment."], errors: [{ code: "X1", at: "regardless of which works treats the discharge" }] },
    // 'Throughout July and August' says every day of them, against the Fridays and Saturdays the sentence limits it to.
    { answer: "Throughout July and August the gondola keeps running until 19:00 [c1].", chunks: ["Cairn Gondola – Summer Season 2026. Daily opening hours are 9:00 to 17:30. On Fridays and Saturdays in July and August the gondola stays open until 19:00, with the last ascent at 18:15."], errors: [{ code: "X1", at: "Throughout July", expected: "Fridays, Saturdays" }] },
    // A thing given to a group where the sentence limits it to another.
    { answer: "The two carbon-fibre mallets are available to guests on request [c1].", chunks: ["Mallets can be borrowed from the clubhouse, but the club's two carbon-fibre mallets are for members' use only."], errors: [{ code: "X1", at: "guests", expected: "for members' use only" }] },
    // 都 after a count of kinds is all of them, which a limit to one kind of what the claim says drops.
    { answer: "两款都支持热插拔更换电池[c1]。", chunks: ["Pro版续航约30公里，且仅Pro版支持热插拔更换备用电池，备用电池单独售价599元。"], errors: [{ code: "X1", at: "都", expected: "仅Pro版支持热插拔更换备用电池" }] },
    // A thing said to be so in whole, which the sentence says is so in part.
    { answer: "The £2.3 million cost of the project was met entirely by the Marine Recovery Fund [c1].", chunks: ["The project cost £2.3 million, most of it from the Marine Recovery Fund."], errors: [{ code: "X1", at: "entirely", expected: "most of" }] },
    { answer: "改造费用全部由市财政承担[c1]。", chunks: ["改造费用约1.2亿元，大部分由市财政承担，其余由区财政配套。"], errors: [{ code: "X1", at: "全部", expected: "大部分" }] },
    // A day said whole where the sentence gives that day a part of it only.
    { answer: "区政务服务中心周六全天都能受理居住证申请[c1]。", chunks: ["办理时间为周一至周五9:00—12:00、13:30—17:30，周六上午9:00—12:00仅受理不制证。"], errors: [{ code: "X1", at: "全天", expected: "周六上午9:00—12:00仅受理不制证" }] },
    // "Either X or Y" where the sentence allows X only; 只能 opening on a verb limits to what follows it.
    {
      answer: "The stove can be used in a smoke control area with either dry wood or smokeless fuel [c1].",
      chunks: ["It may be used in a smoke control area, but only when burning dry wood."],
      errors: [{ code: "X1", at: "either" }],
    },
    { answer: "12岁以下儿童可以使用全部四种模式[c1]。", chunks: ["12岁以下儿童须在成人监护下使用，且只能使用敏感模式。"], errors: [{ code: "X1", at: "全部" }] },
    // A thing said to hold either way, which the sentence gives only if so.
    {
      answer: "The compressor is guaranteed for five years whether or not the cooler is registered [c1].",
      chunks: ["The guarantee is 2 years parts and labour, extended to 5 years on the compressor if the product is registered within 28 days of purchase."],
      errors: [{ code: "X1", at: "whether or not the cooler is registered" }],
    },
    { answer: "无论是否注册，压缩机都保修5年[c1]。", chunks: ["整机保修2年；如在购买后28天内注册，压缩机保修延长至5年。"], errors: [{ code: "X1", at: "无论是否注册" }] },
    // Every day, where the sentence that says the rest gives some days of the week only.
    { answer: "活动期间每天8:00至17:00都有免费接驳车，每30分钟一班[c1]。", chunks: ["活动期间每逢周末8:00至17:00从县城客运中心开行免费接驳车，每30分钟一班。"], errors: [{ code: "X1", at: "每天", expected: "周末" }] },
    { answer: "Guided tours run daily at 11 am [c1].", chunks: ["Guided tours run at 11 am on Saturdays and Sundays."], errors: [{ code: "X1", at: "daily", expected: "Saturdays, Sundays" }] },
    // A denial that sets aside part of what "any" covers: Band B of the Stalls.
    { answer: "Season tickets can be bought for any seat in the Stalls, at £192 each [c1].", chunks: [SEASON_TICKETS], errors: [{ code: "X1", at: "any", expected: "not sold in Stalls Band B" }] },
    // A limit of figures alone, read past the colons inside them.
    { answer: "Between April and October boats can enter the flight at any time of day [c1].", chunks: [LOCK_FLIGHT], errors: [{ code: "X1", at: "any", expected: "only between 08:00 and 18:00" }] },
    // "Any time of day" against "only before 8am or after 7pm".
    {
      answer: "Newly laid turf may be watered with a hosepipe at any time of day [c1].",
      chunks: ["Newly laid turf may be watered with a hosepipe for up to 28 days after laying, but only before 8am or after 7pm."],
      errors: [{ code: "X1", at: "any" }],
    },
    // "Every week of the year" against an exception of a month.
    {
      answer: "The Saturday produce market under the arcade runs every week of the year [c1].",
      chunks: ["Today a produce market is held under the arcade every Saturday except in January."],
      errors: [{ code: "X1", at: "every week of the year" }],
    },
    // "Both" of the kinds of a thing, which the source gives to one kind only.
    {
      answer: "Both versions of the DP-88 come with a three-pedal unit offering damper, soft and sostenuto pedals [c1].",
      chunks: ["Pedals: a three-pedal unit (damper, soft, sostenuto) is supplied with the cabinet model DP-88C only; the slab model DP-88S ships with a single sustain pedal."],
      errors: [{ code: "X1", at: "Both" }],
    },
    // Every day, where the sentence sets days aside.
    { answer: "The museum is open every day from Easter until the end of September [c1].", chunks: ["Since 2011 the cottages have housed a small museum, open daily from Easter to the end of September, except Mondays."], errors: [{ code: "X1", at: "every day", expected: "except Mondays" }] },
    { answer: "博物馆每天开放[c1]。", chunks: ["博物馆5月至9月开放，周一除外。"], errors: [{ code: "X1", at: "每天", expected: "周一除外" }] },
    // Open every day, where the sentence closes on some days.
    { answer: "缓冲区的观鸟平台每天都对游客开放[c1]。", chunks: ["核心区自3月1日起恢复对游客开放；缓冲区观鸟平台全年开放，但每周一闭台维护。"], errors: [{ code: "X1", at: "每天", expected: "每周一闭台" }] },
    { answer: "The gallery is open every day [c1].", chunks: ["The gallery opens at 10am and is closed on Mondays."], errors: [{ code: "X1", at: "every day", expected: "closed on Mondays" }] },
    { answer: "竹海亭和半山补给站都能买到饮用水[c1]。", chunks: ["沿途设竹海亭（距起点2.6公里）、半山补给站（距起点5.1公里）和云门垭口（距起点7.0公里）三处休息点，其中仅半山补给站出售饮用水和食品。"], errors: [{ code: "X1", at: "都", expected: "仅半山补给站出售饮用水和食品" }] },
    // "Throughout the season" of what the source limits to some months.
    { answer: "Evening flights run throughout the season, from April to September [c1].", chunks: ["Flights operate from 1 April to 30 September at sunrise and, from May to August only, also in the evening."], errors: [{ code: "X1", at: "throughout the season" }] },
    // "Everywhere" of what the source sets aside a part of.
    { answer: "Delivery is free everywhere in the UK, including the Highlands and islands [c1].", chunks: ["Delivery is free to the UK mainland, except the Scottish Highlands and islands, where it costs £45."], errors: [{ code: "X1", at: "everywhere" }] },
    // A source's "every" of another thing is no "any" of the claim's; what 不适用 and 除外 set aside limits the rule before them.
    {
      answer: "The review-free option can be chosen for any document, including court papers [c1].",
      chunks: ["Every translation is checked by a second linguist, except for review-free jobs, which are 20% cheaper and available only for internal documents."],
      errors: [{ code: "X1", at: "any" }],
    },
    { answer: "商城所有商品都支持签收后7天无理由退货[c1]。", chunks: ["七天无理由退货：自签收次日起7天内，商品完好的，可申请无理由退货；生鲜食品、定制商品不适用。"], errors: [{ code: "X1", at: "所有" }] },
    { answer: "入营前24小时以内取消的，无论什么原因都不予退款[c1]。", chunks: ["24小时内取消不予退款，但因暴雨、台风等官方预警导致营地关闭的除外。"], errors: [{ code: "X1", at: "无论" }] },
    {
      answer: "Composite images are allowed in any category as long as you declare them [c1].",
      chunks: ["Basic adjustments are allowed, but composites are accepted only in the Black and White category and must be declared."],
      errors: [{ code: "X1", at: "any" }],
    },
    { answer: "Unrated players are welcome in any of the three sections [c1].", chunks: ["Unrated players may enter the Open or the Major but not the Minor."], errors: [{ code: "X1", at: "any", expected: "but not the Minor" }] },
    { answer: "所有车主的首次保养都免工时费[c1]。", chunks: ["首次保养免工时费及材料费，但仅限在本店购车的车主。"], errors: [{ code: "X1", at: "所有" }] },
    // "Only" after what it limits, in its own stretch of the sentence; "every" and "both" as "all".
    {
      answer: "Every level, Essential included, can take the high-power receiver [c1].",
      chunks: ["All levels suit mild to severe loss; a high-power receiver for profound loss is available for Advanced and Premium only."],
      errors: [{ code: "X1", at: "Every", expected: "for Advanced and Premium only" }],
    },
    { answer: "Liveaboards are welcome on both annual and visitor berths [c1].", chunks: ["Liveaboards are permitted on annual berths only, with a £900 yearly supplement."], errors: [{ code: "X1", at: "both" }] },
  ],
});
