import { ruleTester } from "./harness.js";

ruleTester("date-mismatch", {
  valid: [
    // (…not one the sentence of the claim's thing holds.)
    { answer: "改造后周日客流可达1500人次[c1]。", chunks: ["新增的12条中有8条为“星光”球道，配有荧光灯效和音乐系统，仅在周五、周六20:00以后作为夜场开放。杜明轩预计，改造后周末日均客流可达1500人次，约为改造前的两倍。"] },
    // A day the claim sets as its case, within a span of days whose end it restates.
    { answer: "If you paint on 2 December, the turnaround is 14 days, as it doubles between 20 November and the end of the year [c1].", chunks: ["Pieces are normally ready to collect 7 days after painting, rising to 14 days from 20 November to 31 December."] },
    // What the claim compares with (比平日价) names no event of its date.
    { answer: "周六入住大床房一晚大约608.4元，比平日价贵了140.4元[c1]。", chunks: ["平日（周日至周四）大床房每晚468元，双床房498元；周五、周六及法定节假日价格上浮30%。"] },
    // …not one of two spans opened on the claim's day, the other the claim's.
    { answer: "在北纬26°30′以北的海域，休渔从5月1日12时一直持续到9月16日12时[c1]。", chunks: ["休渔时间：北纬26°30′以北海域为5月1日12时至9月16日12时；北纬26°30′以南海域为5月1日12时至8月16日12时。"] },
    { answer: "A wedding in November costs £12,900 [c1].", chunks: ["Hire costs £18,500 from May to September and £12,900 at other times."] },
    // A month outside a span is held where the sentence goes on to the other times.
    { answer: "A Friday-to-Sunday wedding in July would cost £5,600 more than the same booking in November [c1].", chunks: ["Friday-to-Sunday hire costs £18,500 in peak season (May to September) and £12,900 at other times, while midweek stays of Monday to Thursday cost £9,800 in any season."] },
    // A year on the side a limit shuts out, where the sentence goes on to that case ("before that date").
    { answer: "Building work carried out in 1983 without approval can't be regularised [c1].", chunks: ["Regularisation Applications: Charges and Procedure 2026/27 (from 1 April 2026). A regularisation application can be made for building work carried out without approval on or after 11 November 1985; work completed before that date cannot be regularised."] },
    // The "or" of "on or after" parts no things the date bounds.
    { answer: "Building work carried out in 1987 without approval can be regularised [c1].", chunks: ["Regularisation Applications: Charges and Procedure 2026/27 (from 1 April 2026). A regularisation application can be made for building work carried out without approval on or after 11 November 1985; work completed before that date cannot be regularised."] },
    // A day a run of days leaves out, denied in its clause.
    { answer: "视障阅览室周一不开放[c1]。", chunks: ["视障阅览室位于一楼北侧，每周二至周日9:00至17:00开放；每周四下午为读书陪伴时段。"] },
    { answer: "If you bought your licence before March 2024, the upgrade costs £19 [c1].", chunks: ["Quillnote 8.4 is a free update for all users with a licence bought on or after 1 March 2024; users with older licences can upgrade for £19, or £12 if they hold an education licence."] },
    // A quarter with no year is the reporter's own, which no calendar day rivals.
    { answer: "The trading update covers 13 weeks to the end of the third quarter [c1].", chunks: ["Marlowe & Penn Foodstores plc – Trading Update for the 13 Weeks to 30 November 2025. Group revenue for the third quarter was £1.42 billion, up 4.8% on the same period last year."] },
    // Two days with no year are set against each other in the year both leave unsaid.
    { answer: "如果您在12月10日签了协议，另外还有3000元奖励[c1]。", chunks: ["在12月15日前签署协议的员工还可额外获得3000元奖励。"] },
    // A Chinese claim puts the way of its offset before the number: 出发前20天.
    { answer: "剩下的钱最迟要在2025年12月28日（即出发前20天）付清[c1]。", chunks: ["本团于2026年1月17日从上海浦东国际机场出发。余款最迟于出发前20天付清。"] },
    // Each day of a list written after its first by the numeral alone is a day the sentence gives.
    { answer: "这条航线每周一、三、五、日各飞一个往返[c1]。", chunks: ["航线每周一、三、五、日各往返一班。"] },
    // A span of months that is a quarter the sentence gives.
    { answer: "Completion is pencilled in for July to September 2026 [c1].", chunks: ["The deal is expected to complete in the third quarter of 2026."] },
    // …in Chinese too.
    { answer: "预计2026年7月至9月完成交割[c1]。", chunks: ["交割预计在2026年第三季度完成。"] },
    // …while the day it starts on is held as a start.
    { answer: "课后服务自3月2日起开展[c1]。", chunks: ["报名时间为2月23日至2月27日，家长通过微信小程序自愿报名，课后服务自3月2日起开展。"] },
    // The end of the year before the sentence's year is its 上年末.
    { answer: "2024年末集团在营酒店约为2367家[c1]。", chunks: ["截至2025年12月31日，集团在营酒店共2684家，较上年末净增317家。"] },
    // 计划 and 预计 name no case apart: R4's 2026年4月 is held, beside R4 Max's 第四季度.
    { answer: "锐眸R4计划2026年4月在常州工厂量产[c1]。", chunks: ["11月20日下午，睿测科技在无锡发布第三代车规级激光雷达“锐眸R4”系列，包括R4和R4 Max两款型号。R4采用905纳米激光器，等效线数192线，在10%反射率下最远探测距离为200米，每秒生成约230万个点，功耗13瓦，体积较上一代R3缩小约35%。R4 Max改用1550纳米光纤激光器，等效线数提升至512线，10%反射率下探测距离达300米，点频约每秒610万点，功耗22瓦，需额外配置液冷散热模组。两款产品均通过AEC-Q100车规认证，工作温度为-40℃至85℃。R4面向车企的批量报价为每台2980元，R4 Max为每台6800元；公司未公布零售价，两款产品均不面向个人消费者销售。首席执行官顾思衡表示，R4已获得岚途汽车、北辰重卡等5家车企共11款车型的定点，预计2026年4月在常州工厂量产，年产能60万台；R4 Max暂未获得定点，计划于2026年第四季度量产。他还透露，2025年前三季度公司激光雷达交付量为18.7万台，同比增长142%，其中海外交付占比约9%。"] },
    // What goes up from 1 February follows the price 'until 31 January'.
    { answer: "The Standard plan went up by £3 a month from 1 February 2026 [c1].", chunks: ["Standard: £36 a month (£33 until 31 January 2026); gym floor at any time plus up to 8 group classes a month."] },
    // A lone Chinese bound names its thing in the words right after it: one of them said by the claim is enough for the claim's date to fall within it.
    { answer: "你是1996年3月出生的本科生，年龄符合要求[c1]。", chunks: ["报名条件：全日制普通高校本科及以上学历，年龄不超过30周岁（1995年6月1日以后出生）。"] },
    // The sentence's 17th is the other end of the claim's span; the next sentence gives its start.
    { answer: "音乐节于8月15日至17日举行[c1]。", chunks: ["音乐节于8月17日落幕。本届音乐节自8月15日起举办，为期3天。"]},
    // The same two days.
    { answer: "Collections take place on Tuesdays and Fridays [c1].", chunks: ["The council collects large household items from the kerbside on Tuesdays and Fridays."]},
    // 14 October and the two days later the source gives make 16 October.
    { answer: "Jenny Halstead found the first piece on Thursday 16 October 2025, two days after the fireball [c1].", chunks: ["A fireball lit up the sky on Tuesday 14 October 2025. Local farmer Jenny Halstead found the first fragment two days later."]},
    // The day counted from: 3 September less the two days the source gives.
    { answer: "The crash happened on 1 September 2025, since Alan Petheridge died on 3 September, two days after he was hit [c1].", chunks: ["Mr Petheridge died at Kelston General Hospital on 3 September 2025, two days after his bicycle was struck by a lorry."]},
    // The claim says what the sentence says of the day it sets aside.
    { answer: "The Tuesday closure is for cleaning [c1].", chunks: ["It opens at 7:00 am every day except Tuesday, when it is closed for cleaning."]},
    // Items of a list the claim copies whole are its own, times of day and all.
    { answer: "9月30日24时前驶入、10月1日0时后驶出的车辆免费[c1]。", chunks: ["免费时段以车辆驶离出口收费站的时间为准，9月30日24时前驶入、10月1日0时后驶出的车辆免费；10月7日24时前驶入、24时后驶出的车辆须按全程缴费。"] },
    // The date of the claim's own item of a Chinese list; a timeline's events told clause by clause are no list.
    { answer: "汽油乘用车须是2013年6月30日以前注册登记的[c1]。", chunks: ["报废本人名下2013年6月30日前注册的汽油乘用车、2016年12月31日前注册的柴油乘用车或2018年4月30日前注册的新能源乘用车，补贴2万元。"] },
    { answer: "在2022年的省中稻区域试验中，它平均亩产632.4公斤[c1]。", chunks: ["产量表现：2022年参加省中稻区域试验，平均亩产632.4公斤，比对照增产5.7%；2023年续试，平均亩产618.9公斤。"] },
    // A limit the same way, or none.
    { answer: "Organisers said the arena will host it until at least 2028 [c1].", chunks: ["Organisers said the arena will host the event until at least 2028."] },
    { answer: "项目最迟于2027年完工[c1]。", chunks: ["项目预计于2027年完工。"] },
    // A date on the side of a bound the sentence sets that the bound lets in, of the thing the claim names.
    { answer: "报废一辆2012年注册的汽油小轿车，可以拿到2万元补贴[c1]。", chunks: ["报废本人名下2013年6月30日前注册的汽油乘用车、2016年12月31日前注册的柴油乘用车或2018年4月30日前注册的新能源乘用车，并购买新能源乘用车的，补贴2万元。"] },
    { answer: "报废一辆2015年注册的柴油乘用车，可以拿到2万元补贴[c1]。", chunks: ["报废本人名下2013年6月30日前注册的汽油乘用车、2016年12月31日前注册的柴油乘用车或2018年4月30日前注册的新能源乘用车，并购买新能源乘用车的，补贴2万元。"] },
    { answer: "Diesel cars registered in 2015 qualify [c1].", chunks: ["Petrol cars registered before 30 June 2013 and diesel cars registered before 31 December 2016 qualify for the grant."] },
    // A Saturday is on a weekend the sentence prices.
    { answer: "On a Saturday, a 90-minute jump is £19.00 per person [c1].", chunks: ["A 90-minute jump costs £17.00; peak sessions (weekends, bank holidays and Lancashire school holidays) cost £2 more."] },
    // …but not another part of the day than the one the sentence sets aside.
    { answer: "A group of 15 going on a Saturday morning gets the 10% discount [c1].", chunks: ["Groups of 10 or more receive a 10% discount, except on Friday and Saturday evenings."] },
    // A weekday other than those the sentence sets aside is one its rule holds on.
    { answer: "A group of 12 booking for a Tuesday gets the group discount [c1].", chunks: ["Groups of 10 or more receive a 10% discount, except on Friday and Saturday evenings."] },
    // A month within a span of months the sentence gives, whose stretch holds the claim's other days.
    { answer: "In July you could join a tower tour on a Sunday, but only at 1:30 pm or 3 pm [c1].", chunks: ["From March to May and in October, tours leave at 11:30, 13:30 and 15:00, Monday to Saturday; from June to September an extra tour runs at 16:30, and tours also run on Sundays, at 13:30 and 15:00 only."] },
    { answer: "Tower tours run in July [c1].", chunks: ["Tower Tours: Timetable and Tickets 2026 (1 March to 31 October)."] },
    { answer: "枇杷在1月采收[c1]。", chunks: ["枇杷的采收期为11月至次年2月。"] },
    // A year within a span of years the sentence gives.
    { answer: "启睿2026年的扣非净利润不得低于2.3亿元[c1]。", chunks: ["交易对方承诺，启睿半导体2025年至2027年扣除非经常性损益后的净利润分别不低于1.8亿元、2.3亿元和2.9亿元。"] },
    { answer: "The auditions run across the weekend of 7–8 March 2026 [c1].", chunks: ["Auditions take place on Saturday 7 and Sunday 8 March 2026 at the Elgin Rooms, Calderbridge."] },
    // The first day of a run takes the last's month: "Friday 6 to Sunday 8 March".
    { answer: "While the ferry is out of service from Friday 6 to Sunday 8 March, foot passengers can take the minibus [c1].", chunks: ["From Friday 6 March to Sunday 8 March the ferry will be withdrawn for hull inspection; a replacement minibus will carry foot passengers."] },
    // A plural day the sentence names too, or one listed after "and", which list-item-added reads.
    { answer: "A vegetarian version is taught on Thursdays [c1].", chunks: ["A vegetarian version with shiitake and tofu is taught on Thursdays."] },
    { answer: "Late runs go every 30 minutes on Fridays, Saturdays and Sundays [c1].", chunks: ["Late runs go every 30 minutes until 22:00 on Fridays and Saturdays only."] },
    // The year after one named: "the following year", 次年.
    { answer: "The cupola was replaced in 1988 [c1].", chunks: ["In 1987 a storm damaged the copper cupola, which was replaced the following year at a cost of £38,000."] },
    { answer: "驿舍被山洪冲毁后，于1445年在旧址以北重建[c1]。", chunks: ["明正统九年（1444年）驿舍毁于山洪，次年由知县刘恪主持在旧址以北约二里处重建。"] },
    // A year the claim compares with, one before its own, is the sentence's "previous year".
    { answer: "2025年全县粮食产量为58.3万吨，比2024年多7.4%[c1]。", chunks: ["2025年全县粮食产量58.3万吨，比上年增长7.4%。"] },
    { answer: "Output reached 583,000 tonnes in 2025, 7.4% more than in 2024 [c1].", chunks: ["Output for 2025 was 583,000 tonnes, up 7.4% on the previous year."] },
    // A month of the year the source is written in, of a day it gives without the year.
    { answer: "截至2025年3月末，该行贷款余额为2915亿元[c1]。", chunks: ["某银行2025年一季度报告。截至3月31日，该行各项贷款余额2915亿元。"] },
    // A year worked out from a year and a number of years both sides give.
    { answer: "工程始于明成化二年，历时四年，约在1470年完工[c1]。", chunks: ["明成化二年（1466年），知府奏请以砖石包砌墙体，历时四年完工。"] },
    { answer: "A hydraulic engine replaced the bellows men in 1894 [c1].", chunks: ["The wind was originally raised by six men working the bellows in shifts; a hydraulic engine replaced them in 1894, and an electric blower was fitted in 1923."] },
    // "On a Saturday" is one of the "Saturdays" a source speaks of.
    { answer: "A call-out on a Saturday costs £95 [c1].", chunks: ["Call-out charge: daytime (Monday–Friday, 8 am–6 pm) £65; evenings (6 pm–10 pm) and Saturdays £95; nights (10 pm–8 am), Sundays and bank holidays £135."] },
    // A date's case is its own clause: 尹派 is said after 1949's event, and the claim's first clause says who she is.
    { answer: "她是唱尹派小生的越剧演员，1956年进入杭州越剧团[c1]。", chunks: ["1949年入嵊县东王村科班学戏，师从尹派传人施月樵；1953年随团赴上海演出，1956年加入杭州越剧团。"] },
    // A bare weekday is held by a day of the month that falls on it in the year its sentence gives.
    { answer: "The sale is on Wednesday 18 March 2026, with viewing on the Saturday, Monday and Tuesday beforehand [c1].", chunks: ["The next sale is on Wednesday 18 March 2026, with viewing on 14, 16 and 17 March."] },
    // A run of months is two dates, whatever the other dates of the text.
    { answer: "Grass livery is only available between April and October [c1].", chunks: ["Livery Prices from 1 March 2026. Grass livery (April to October only) is £35 a week."] },
    // A month after "between" is a date: "between April and September 2022" holds "from April".
    { answer: "The study ran from April to September 2022 [c1].", chunks: ["We studied 36 sites between April and September 2022."] },
    // A year said from when the source was written ("last year", 去年) is some year: the claim may have read it.
    { answer: "The transfers started in August 2022 [c1].", chunks: ["On-chain data show the transfers started on 17 August last year."] },
    { answer: "公司于2023年8月发布了新品[c1]。", chunks: ["去年8月，公司发布了新品。"] },
    { answer: "Production began in 2025 [c1].", chunks: ["Production began in March 2025."] },
    { answer: "Production began in March 2025 [c1].", chunks: ["Production began on 3 March 2025."] },
    { answer: "量产始于 2025年3月[c1]。", chunks: ["Production began in March 2025."] },
    { answer: "The prototype was shown on 2023-10-14 [c1].", chunks: ["The prototype was shown on October 14, 2023."] },
    // A source leaves out the year it was written in, when it writes that year elsewhere.
    { answer: "It was shown on 18 October 2018 [c1].", chunks: ["Screenings of 2018: BFI London Film Festival, Thursday 18 October."] },
    { answer: "The change takes effect in the 2018–19 academic year [c1].", chunks: ["The change takes effect over the 2018-2019 academic year."] },
    // A day of the week agrees with a full date that falls on it.
    { answer: "The vote took place on Monday [c1].", chunks: ["The vote took place on 3 March 2025."] },
    { answer: "例会在星期二举行[c1]。", chunks: ["例会每周一次，在星期二举行。"] },
    // A day inside a run of days.
    { answer: "The studio is open on Friday [c1].", chunks: ["The studio is open Tuesday to Saturday."] },
    { answer: "博物馆周三开放[c1]。", chunks: ["博物馆周二至周六开放。"] },
    // A Chinese range's last day is read in its month.
    { answer: "国庆期间的规则适用于10月1日至7日入住的订单[c1]。", chunks: ["国庆（10月1日至7日）期间入住的订单，须在入住日前3天18:00前取消。"] },
    { answer: "The timetable changes on Sunday 8 December 2024 [c1].", chunks: ["Timetable Change from Sunday 8 December 2024. From 8 December, the line moves to a half-hourly service."] },
    // The other part of the sentence is another event the claim tells too.
    { answer: "Applications close on 15 September 2024, and the first interviews are held in the week of 23 September [c1].", chunks: ["Apply by 15 September 2024 with a CV; first-round video interviews take place in the week of 23 September."] },
    { answer: "She became the first woman elected an associate member in 1919 [c1].", chunks: ["In 1908 she joined the Northern Lighthouse Board as a draughtswoman, and in 1919 she became the first woman elected an associate member of the Institution."] },
  ],
  invalid: [
    // A Chinese weekday alone, held only by a sentence of another thing, loses to the weekdays of the sentence that says the claim's.
    { answer: "“星光”球道在每周六和周日晚上8点以后作为夜场开放[c1]。", chunks: ["新增的12条中有8条为“星光”球道，配有荧光灯效和音乐系统，仅在周五、周六20:00以后作为夜场开放。杜明轩预计，改造后周末日均客流可达1500人次，约为改造前的两倍。"], errors: [{ code: "X1", at: "周日", expected: "周五" }] },
    // …not a day the claim gives as a fact, not a case.
    { answer: "The longer turnaround starts on 2 December [c1].", chunks: ["Pieces are normally ready to collect 7 days after painting, rising to 14 days from 20 November to 31 December."], errors: [{ code: "N1", at: "2 December" }] },
    // A run of days in a sentence of another offer derives no day the best sentence sets aside otherwise.
    { answer: "开业活动期间晚场包厢打8折，只有周日晚场不参加[c1]。", chunks: ["开业活动期为10月18日至11月16日，期间晚场包厢8折，但每周六晚场不参与活动。持有效学生证的在校学生周一至周四全天享包厢费6.8折，学生优惠与开业活动不可同时享受。"], errors: [{ code: "X1", at: "周日", expected: "周六" }] },
    // The end of a span the sentence ends otherwise, whatever else it dates that day.
    { answer: "这次专项抽检的抽样时间是2025年7月1日至8月18日[c1]。", chunks: ["关于2025年夏季餐饮环节专项抽检情况的通报（2025年8月18日发布）：7月1日至31日，我局在全市餐饮服务单位抽检样品共240批次。"], errors: [{ code: "X1", at: "8月18日" }] },
    // A weekday set aside in the plural.
    { answer: "As a registered charity, a Saturday dinner in the hall qualifies for the 20% discount [c1].", chunks: ["Registered charities receive a 20% discount, although not on Saturdays."], errors: [{ code: "X1", at: "Saturday", expected: "except Saturdays" }] },
    { answer: "A wedding in November costs £18,500 [c1].", chunks: ["Hire costs £18,500 from May to September and £12,900 at other times."], errors: [{ code: "X1", at: "November", expected: "May" }] },
    // …each side with its own figures.
    { answer: "A wedding in July costs £12,900 [c1].", chunks: ["Hire costs £18,500 from May to September and £12,900 at other times."], errors: [{ code: "X1", at: "July", expected: "May" }] },
    { answer: "视障阅览室周一开放[c1]。", chunks: ["视障阅览室位于一楼北侧，每周二至周日9:00至17:00开放；每周四下午为读书陪伴时段。"], errors: [{ code: "X1", at: "周一", expected: "周四" }] },
    { answer: "If you bought your licence before March 2024, the update is free [c1].", chunks: ["Quillnote 8.4 is a free update for all users with a licence bought on or after 1 March 2024; users with older licences can upgrade for £19, or £12 if they hold an education licence."], errors: [{ code: "X1", at: "March 2024" }] },
    // A day of an unsaid year is set against a bound only of its own event, by more than one word: 10月10日 is no day of "10月31日前将名单报…学生资助管理中心".
    { answer: "学生于10月10日至9月25日向班主任提交申请表及相关证明材料[c1]。", chunks: ["三、申请程序：学生于9月10日至9月25日向班主任提交申请表及相关证明材料，学校资助工作认定小组评议后在校内公示5个工作日，无异议的于10月31日前将名单报区教育局学生资助管理中心。"], errors: [{ code: "X1", at: "10月10日", expected: "9月10日" }] },
    { answer: "12月20日签署协议的员工可获得3000元奖励[c1]。", chunks: ["在12月15日前签署协议的员工还可额外获得3000元奖励。"], errors: [{ code: "X1", at: "12月20日" }] },
    { answer: "剩下的钱最迟要在2025年12月27日（即出发前20天）付清[c1]。", chunks: ["本团于2026年1月17日从上海浦东国际机场出发。余款最迟于出发前20天付清。"], errors: [{ code: "X1", at: "2025年12月27日" }] },
    // A deadline says nothing of when what it closes opened: a start it does not give is missing, not another day.
    { answer: "本次征求意见自2025年9月1日起开始[c1]。", chunks: ["溪岭市林业和园林局起草了本办法，现公开征求意见，意见反馈截止日期为2025年9月30日，可通过电子邮箱或信函提交。"], errors: [{ code: "N1", at: "2025年9月1日" }] },
    { answer: "意见反馈截止日期为2025年9月20日[c1]。", chunks: ["溪岭市林业和园林局起草了本办法，现公开征求意见，意见反馈截止日期为2025年9月30日，可通过电子邮箱或信函提交。"], errors: [{ code: "X1", at: "2025年9月20日" }] },
    { answer: "这条航线每周一、三、五、六各飞一个往返[c1]。", chunks: ["航线每周一、三、五、日各往返一班。"], errors: [{ code: "X1", at: "六" }] },
    { answer: "新开的航线每周一、三、五各飞一班[c1]。", chunks: ["新开的航线每周二、四、六各飞一班。"], errors: [{ code: "X1", at: "周一" }, { code: "X1", at: "三" }, { code: "X1", at: "五" }] },
    // …not one month of it alone, which says more.
    { answer: "Completion is pencilled in for August 2026 [c1].", chunks: ["The deal is expected to complete in the third quarter of 2026."], errors: [{ code: "N1", at: "August 2026" }] },
    // The claim ends a span on the day the sentence starts another, where the sentence ends its own span: that end rivals it.
    { answer: "家长可以在2月23日至3月2日期间通过“槿城教育”小程序为孩子报名[c1]。", chunks: ["报名时间为2月23日至2月27日，家长通过“槿城教育”微信小程序自愿报名，课后服务自3月2日起开展。"], errors: [{ code: "X1", at: "3月2日" }] },
    // …and no other year's end.
    { answer: "2023年末集团在营酒店约为2367家[c1]。", chunks: ["截至2025年12月31日，集团在营酒店共2684家，较上年末净增317家。"], errors: [{ code: "X1", at: "2023年" }] },
    // …and a Latin word of a name heads the case of its stretch: R4 Max's date is the fourth quarter.
    { answer: "R4 Max计划2026年4月量产[c1]。", chunks: ["11月20日下午，睿测科技在无锡发布第三代车规级激光雷达“锐眸R4”系列，包括R4和R4 Max两款型号。R4采用905纳米激光器，等效线数192线，在10%反射率下最远探测距离为200米，每秒生成约230万个点，功耗13瓦，体积较上一代R3缩小约35%。R4 Max改用1550纳米光纤激光器，等效线数提升至512线，10%反射率下探测距离达300米，点频约每秒610万点，功耗22瓦，需额外配置液冷散热模组。两款产品均通过AEC-Q100车规认证，工作温度为-40℃至85℃。R4面向车企的批量报价为每台2980元，R4 Max为每台6800元；公司未公布零售价，两款产品均不面向个人消费者销售。首席执行官顾思衡表示，R4已获得岚途汽车、北辰重卡等5家车企共11款车型的定点，预计2026年4月在常州工厂量产，年产能60万台；R4 Max暂未获得定点，计划于2026年第四季度量产。他还透露，2025年前三季度公司激光雷达交付量为18.7万台，同比增长142%，其中海外交付占比约9%。"], errors: [{ code: "X1", at: "2026年4月" }] },
    // …but a day before one a new policy starts on is not when the old card ends, which the source dates otherwise.
    { answer: "旧的老年乘车证只能用到2026年6月30日[c1]。", chunks: ["关于调整老年人乘坐市内公共交通优待政策的通知：自2026年7月1日起，本市户籍年满65周岁的老年人持“敬老卡”可免费乘坐市区常规公交线路和地铁，不限次数。原“老年乘车证”可使用至2026年12月31日，此后停止使用，须换领新卡。"], errors: [{ code: "X1", at: "2026年6月30日" }] },
    // A date outside that bound is still against it.
    { answer: "你是1994年3月出生的本科生，年龄符合要求[c1]。", chunks: ["报名条件：全日制普通高校本科及以上学历，年龄不超过30周岁（1995年6月1日以后出生）。"], errors: [{ code: "X1", at: "1994年3月", expected: "1995年6月1日" }] },
    // The source's 2026 is the other end of the claim's financial year: not in the source, but not against it.
    { answer: "Carrowfield carried 2.64 million passengers in 2025/26 [c1].", chunks: ["Carrowfield Airport handled a record 2.64 million passengers in the year to 31 March 2026."], errors: [{ code: "N1", at: "2025" }] },
    // A day 'on' dates it: '1 January 2026' is no year a figure is compared with, and no rival of the claim's compared 2025.
    { answer: "There were 286 fencers this year, 42 more than in 2025 [c1].", chunks: ["A total of 286 fencers from 31 clubs competed, 42 more than last year. Fencers who were under 18 on 1 January 2026 receive no senior ranking points."], errors: [{ code: "N1", at: "2025" }] },
    // The festival began on the 15th.
    { answer: "音乐节于8月14日至17日举行[c1]。", chunks: ["音乐节于8月17日落幕。本届音乐节自8月15日起举办，为期3天。"], errors: [{ code: "X1", at: "8月14日", expected: "8月15日"}]},
    // Listed with Tuesdays, which the sentence lists with Fridays.
    { answer: "Collections take place on Tuesdays and Thursdays [c1].", chunks: ["The council collects large household items from the kerbside on Tuesdays and Fridays."], errors: [{ code: "X1", at: "Thursdays", expected: "Fridays"}]},
    // Two days before 3 September is not 2 September.
    { answer: "The crash happened on 2 September 2025, since Alan Petheridge died on 3 September, two days after he was hit [c1].", chunks: ["Mr Petheridge died at Kelston General Hospital on 3 September 2025, two days after his bicycle was struck by a lorry."], errors: [{ code: "X1", at: "2 September 2025", expected: "3 September 2025"}]},
    { answer: "The sauna opens at 7 am on Tuesday [c1].", chunks: ["It opens at 7:00 am every day except Tuesday, when it is closed for cleaning."], errors: [{ code: "X1", at: "Tuesday"}]},
    // A year a superlative is measured back to dates no event: no rival.
    { answer: "The order would secure work at the yard until at least 2030 [c1].", chunks: ["The yard has won a £146 million contract, its largest order since 2011."], errors: [{ code: "N1", at: "2030"}]},
    // The date of another item of a Chinese list; and a bound of the claim's own is held only by the same bound.
    { answer: "柴油乘用车须是2013年6月30日以前注册登记的[c1]。", chunks: ["报废本人名下2013年6月30日前注册的汽油乘用车、2016年12月31日前注册的柴油乘用车或2018年4月30日前注册的新能源乘用车，补贴2万元。"], errors: [{ code: "X1", at: "2013年6月30日", expected: "2016年12月31日" }] },
    // A date as a limit the other way.
    { answer: "Organisers said the arena will host it until 2028 at the latest [c1].", chunks: ["Organisers said the arena will host the event until at least 2028."], errors: [{ code: "X1", at: "2028", expected: "2028" }] },
    { answer: "项目最迟于2027年完工[c1]。", chunks: ["项目最早于2027年完工。"], errors: [{ code: "X1", at: "2027年" }] },
    // …not past it, nor by the bound of another thing the sentence bounds.
    { answer: "报废一辆2014年注册的汽油乘用车，可以拿到2万元补贴[c1]。", chunks: ["报废本人名下2013年6月30日前注册的汽油乘用车、2016年12月31日前注册的柴油乘用车或2018年4月30日前注册的新能源乘用车，并购买新能源乘用车的，补贴2万元。"], errors: [{ code: "X1", at: "2014年" }] },
    { answer: "Petrol cars registered in 2014 qualify [c1].", chunks: ["Petrol cars registered before 30 June 2013 and diesel cars registered before 31 December 2016 qualify for the grant."], errors: [{ code: "X1", at: "2014" }] },
    // A weekday the claim's rule holds on that the best sentence sets aside, at the part of the day it names.
    { answer: "If you're organising a Saturday-night outing for 15 colleagues, you'll qualify for the 10% group discount [c1].", chunks: ["Groups of 10 or more receive a 10% discount, except on Friday and Saturday evenings."], errors: [{ code: "X1", at: "Saturday", expected: "except Saturday" }] },
    { answer: "10人以上团体周六可以享受九折优惠[c1]。", chunks: ["10人以上团体除周五、周六外均可享受九折优惠。"], errors: [{ code: "X1", at: "周六", expected: "except 周六" }] },
    // …but a weekday the sentence sets aside is not one of them, and a weekday it gives as it is still rivals.
    { answer: "Groups get the discount on Tuesday [c1].", chunks: ["Groups of 10 or more receive a 10% discount on Friday evenings."], errors: [{ code: "X1", at: "Tuesday", expected: "Friday" }] },
    // The same day in another year, in the best sentence, though it says the claim's words little.
    { answer: "There's a limit, though: it can't go back further than 1 April 2025 [c1].", chunks: ["Discounts are backdated to the date of the change, but not to earlier than 1 April 2024."], errors: [{ code: "X1", at: "1 April 2025", expected: "1 April 2024" }] },
    // A year the claim compares with (比2025年) has no rival in the sentence's own year: the source does not give it.
    { answer: "2026年的基础养老金标准为每人每月203元，比2025年提高了10元[c1]。", chunks: ["2026年基础养老金标准为每人每月203元，年满75周岁的参保人每月另加发高龄补贴20元。"], errors: [{ code: "N1", at: "2025年" }] },
    // A year past the span.
    // A month in the span, with a day the claim gives that the span's stretch does not; a day that ends the claim's own span, or starts it.
    { answer: "Tower tours run on Sundays in April [c1].", chunks: ["From March to May and in October, tours leave at 11:30, 13:30 and 15:00, Monday to Saturday; from June to September an extra tour runs at 16:30, and tours also run on Sundays, at 13:30 and 15:00 only."], errors: [{ code: "X1", at: "April" }] },
    { answer: "The monitoring season ran from 15 May to 15 September [c1].", chunks: ["The council monitors bathing waters during the bathing season, which runs from 15 May to 30 September."], errors: [{ code: "X1", at: "15 September" }] },
    { answer: "逾期没有认证的老人会从当年6月起被暂停发放[c1]。", chunks: ["五、年度资格认证：每年3月1日至6月30日进行；未按期完成认证的，自当年7月起暂停发放。"], errors: [{ code: "X1", at: "6月" }] },
    { answer: "Subscriptions may be paid in full by 2 April [c1].", chunks: ["Subscriptions may be paid in full by 1 April or by ten monthly direct debits from April to January."], errors: [{ code: "X1", at: "2 April" }] },
    { answer: "Tower tours run in November [c1].", chunks: ["Tower Tours: Timetable and Tickets 2026 (1 March to 31 October)."], errors: [{ code: "X1", at: "November" }] },
    { answer: "启睿2028年的扣非净利润不得低于2.3亿元[c1]。", chunks: ["交易对方承诺，启睿半导体2025年至2027年扣除非经常性损益后的净利润分别不低于1.8亿元、2.3亿元和2.9亿元。"], errors: [{ code: "X1", at: "2028年" }] },
    // A bare first day is no figure its digit elsewhere could hold: "led 4-3" holds no 4 March.
    { answer: "The tournament was played from 4 to 9 March 2025 [c1].", chunks: ["The tournament was played from 3 to 9 March 2025. Fraser led 4-3 after the afternoon session."], errors: [{ code: "X1", at: "4", expected: "3" }] },
    { answer: "The ferry is out of service from Friday 6 to Monday 9 March [c1].", chunks: ["From Friday 6 March to Sunday 8 March the ferry will be withdrawn for hull inspection."], errors: [{ code: "X1", at: "Monday 9 March", expected: "Sunday 8 March" }] },
    // Another day in the plural, said of the same word.
    { answer: "A vegetarian version with shiitake and tofu is taught on Tuesdays [c1].", chunks: ["A vegetarian version with shiitake and tofu is taught on Thursdays."], errors: [{ code: "X1", at: "Tuesdays", expected: "Thursdays" }] },
    { answer: "The cupola was replaced in 1989 [c1].", chunks: ["In 1987 a storm damaged the copper cupola, which was replaced the following year at a cost of £38,000."], errors: [{ code: "X1", at: "1989", expected: "the following year" }] },
    { answer: "2025年全县粮食产量为58.3万吨，比2023年多7.4%[c1]。", chunks: ["2025年全县粮食产量58.3万吨，比上年增长7.4%。"], errors: [{ code: "X1", at: "2023年" }] },
    // A day of the month the sentence gives with another weekday, whatever else the claim says of it.
    { answer: "Schools have until Thursday 24 April to enter [c1].", chunks: ["The next gala is on Saturday 9 May at the same venue, and entries close on Friday 24 April."], errors: [{ code: "X1", at: "Thursday 24 April", expected: "Friday 24 April" }] },
    // …not with another number of years.
    { answer: "工程始于明成化二年，历时四年，约在1471年完工[c1]。", chunks: ["明成化二年（1466年），知府奏请以砖石包砌墙体，历时四年完工。"], errors: [{ code: "X1", at: "1471年", expected: "1466年" }] },
    // A run of days against another run.
    { answer: "The indoor Market Hall opens Monday to Saturday, 9:00 am to 5:30 pm [c1].", chunks: ["The outdoor market runs every Wednesday and Saturday from 8:00 am to 4:00 pm; the indoor Market Hall is open Tuesday to Saturday from 9:00 am to 5:30 pm."], errors: [{ code: "X1", at: "Monday to Saturday", expected: "Tuesday to Saturday" }] },
    // A month listed after another ("in October and February") is a date too.
    { answer: "The award is paid in October and March [c1].", chunks: ["Each award is paid in two equal instalments in October and February."], errors: [{ code: "X1", at: "March" }] },
    // The date of another event of the sentence, whose part says two of the claim's words to our part's one.
    { answer: "The men who pumped the bellows were replaced by an electric blower in 1894 [c1].", chunks: ["The wind was originally raised by six men working the bellows in shifts; a hydraulic engine replaced them in 1894, and an electric blower was fitted in 1923."], errors: [{ code: "X1", at: "1894", expected: "1923" }] },
    { answer: "她是唱尹派小生的越剧演员，1953年进入杭州越剧团[c1]。", chunks: ["1949年入嵊县东王村科班学戏，师从尹派传人施月樵；1953年随团赴上海演出，1956年加入杭州越剧团。"], errors: [{ code: "X1", at: "1953年", expected: "1956年" }] },
    // A date the source gives as a target ("aims to … by 2028") is no rival of a claim that says what was: unsupported, not contradicted.
    { answer: "The inland site was rated Poor again in 2025 [c1].", chunks: ["Lough Dara, the only inland site, was rated Poor for the second year; the council aims to restore at least a Sufficient rating by 2028."], errors: [{ code: "N1", at: "2025" }] },
    // The date of another case of a Chinese list between semicolons.
    { answer: "北纬26°30′以南海域的休渔要到9月16日才结束[c1]。", chunks: ["休渔时间：北纬26°30′以北海域为5月1日至9月16日；北纬26°30′以南海域为5月1日至8月16日。"], errors: [{ code: "X1", at: "9月16日" }] },
    // A day of every month.
    { answer: "各单位应于每月16日前完成申报[c1]。", chunks: ["各单位应于每月15日前完成申报，逾期的按日加收0.05%的滞纳金。"], errors: [{ code: "X1", at: "每月16日" }] },
    // 2023 is in the chunk, but said of the previous deal; the signing sentence gives 3 June 2024.
    { answer: "The agreement was signed in 2023 [c1].", chunks: ["The agreement was signed on 3 June 2024. The previous deal expired in Q4 2023."], errors: [{ code: "X1", at: "2023" }] },
    { answer: "The transfers started in September 2022 [c1].", chunks: ["On-chain data show the transfers started on 17 August last year."], errors: [{ code: "X1", at: "September 2022" }] },
    { answer: "Sales passed 130 million as of 2018 [c1].", chunks: ["Sales passed 130 million, he said in November last year."], errors: [{ code: "N1", at: "2018" }] },
    { answer: "Production began in May 2025 [c1].", chunks: ["Production began in March 2025."], errors: [{ code: "X1", at: "May 2025" }] },
    { answer: "量产始于 2025年5月[c1]。", chunks: ["量产始于 2025年3月。"], errors: [{ code: "X1", at: "2025年5月" }] },
    { answer: "Production began in March 2025 [c1].", chunks: ["Production began in 2025."], errors: [{ code: "N1", at: "March 2025" }] },
    { answer: "It was shown on 18 October 2018 [c1].", chunks: ["Screenings: BFI London Film Festival, Thursday 18 October."], errors: [{ code: "N1", at: "18 October 2018" }] },
    { answer: "It was shown on 19 October 2018 [c1].", chunks: ["Screenings of 2018: BFI London Film Festival, Thursday 18 October."], errors: [{ code: "N1", at: "19 October 2018" }] },
    { answer: "The office opened in 1998 [c1].", chunks: ["The office has 40 staff."], errors: [{ code: "N1", at: "1998" }] },
    { answer: "The bank said on Tuesday it would buy bonds [c1].", chunks: ["The bank said on Wednesday it would buy bonds."], errors: [{ code: "X1", at: "Tuesday" }] },
    { answer: "The vote took place on Tuesday [c1].", chunks: ["The vote took place on 3 March 2025."], errors: [{ code: "X1", at: "Tuesday" }] },
    { answer: "例会在星期三举行[c1]。", chunks: ["例会每周一次，在星期二举行。"], errors: [{ code: "X1", at: "星期三" }] },
    { answer: "The studio is open on Monday [c1].", chunks: ["The studio is open Tuesday to Saturday."], errors: [{ code: "X1", at: "Monday", expected: "Tuesday to Saturday" }] },
    // A plan against a plan the source states, in a clause that shares the verb of the first.
    { answer: "Work is expected to finish by the end of 2027 [c1].", chunks: ["Mayor Jane Park said work would begin in April and finish by the end of 2026."], errors: [{ code: "X1", at: "2027" }] },
    // A plan the source does not state is no contradiction of what happened: unsupported, not contradicted.
    { answer: "该线路计划于2026年延伸至滨海国际机场[c1]。", chunks: ["2024年6月28日，滨海至青岩高速铁路正式开通运营。"], errors: [{ code: "N1", at: "2026年" }] },
    // A time of day written right after a date is part of it, not the next figure that ends its neighbours.
    { answer: "该机于11月12日上午10点开启首销[c1]。", chunks: ["该机不附赠充电器，首销时间为11月11日上午10点。"], errors: [{ code: "X1", at: "11月12日" }] },
    // 会 in 会计师 is no future: the plan is still against a fact.
    { answer: "公司计划2025年在储能业务上投入10亿元[c1]。", chunks: ["本次业绩预告未经注册会计师审计，具体财务数据以公司正式披露的2024年年度报告为准。"], errors: [{ code: "N1", at: "2025年" }] },
    // A weekday written beside a date is that date's: a Saturday that is no 8 December.
    { answer: "The new timetable comes into force on Saturday 8 December 2024 [c1].", chunks: ["Timetable Change from Sunday 8 December 2024. From 8 December, the line moves to a half-hourly service."], errors: [{ code: "X1", at: "Saturday 8 December 2024" }] },
    { answer: "特展将在2024年9月28日、星期日开幕[c1]。", chunks: ["特展将于2024年9月28日（星期六）在市博物馆开幕。"], errors: [{ code: "X1", at: "2024年9月28日、星期日" }] },
    { answer: "国庆期间的特殊取消规则只适用于10月1日至5日入住的订单[c1]。", chunks: ["春节及国庆（10月1日至7日）期间入住的订单，须在入住日前3天18:00前取消，否则扣除预付房费的50%。"], errors: [{ code: "X1", at: "5日" }] },
    // The claim's date is that of another event of the sentence, whose other part says what the claim does.
    { answer: "She became the first woman elected an associate member in 1908 [c1].", chunks: ["In 1908 she joined the Northern Lighthouse Board as a draughtswoman, and in 1919 she became the first woman elected an associate member of the Institution."], errors: [{ code: "X1", at: "1908", expected: "1919" }] },
    { answer: "Applications close on 22 May 2026 [c1].", chunks: ["Applications close on 15 March 2026; assessment days are held in April and offers will be made by 22 May."], errors: [{ code: "X1", at: "22 May 2026", expected: "15 March 2026" }] },
    { answer: "她的作品《秋塘》在1996年获得了全国陶瓷艺术设计创新评比金奖[c1]。", chunks: ["1988年，其作品《秋塘》获全国陶瓷艺术设计创新评比金奖；1996年，青花釉里红大瓶《江山万里》被中国工艺美术馆收藏。"], errors: [{ code: "X1", at: "1996年", expected: "1988年" }] },
    // 每周一: every Monday.
    { answer: "乐园每周二是设备检修日[c1]。", chunks: ["园区营业时间为每天9:30至21:00，每周一为设备检修日，部分项目暂停开放。"], errors: [{ code: "X1", at: "周二", expected: "周一" }] },
  ],
});
