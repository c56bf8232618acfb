import { ruleTester } from "./harness.js";

ruleTester("antonym-conflict", {
  valid: [
    // 零上 is the sign of its figure, as 零下 is, however jieba cuts the text before it.
    { answer: "冰屋温度在零下3℃到零上2℃，主要用来汗蒸后降温[c1]。", chunks: ["冰屋温度为零下3℃至零上2℃，用于汗蒸后降温。"] },
    { answer: "Skaters normally go round anticlockwise, apart from a five-minute reverse skate once per session [c1].", chunks: ["Skaters must travel anticlockwise, except during the reverse skate announced by the stewards, which happens once per session and lasts five minutes."] },
    { answer: "You are charged the £650 replacement value minus the deposit already held, plus a £25 administration fee [c1].", chunks: ["Lost bikes are charged at the current replacement value of £650, minus any deposit already held."] },
    // "Only" says what "not … anywhere … except" does.
    { answer: "Topping out is only allowed on the Prow [c1].", chunks: ["Topping out is not permitted anywhere in the centre except on the Prow, which has a descent staircase."] },
    // 不到 after a verb says a thing cannot be had, not that a figure is less.
    { answer: "在开场前两天取消，是拿不到全额退款的[c1]。", chunks: ["预约须在线全额付款：开场前72小时以上取消全额退款；72小时以内取消收取票价30%的手续费；开场前6小时内不可取消。"] },
    // A fell after a preposition or determiner is a hill, no fall.
    { answer: "The workshop repaired 1,900 more items in 2025 than in 2024, a rise of 20% [c1].", chunks: ["Founded in 2008 by fell runner Ellen Haworth, the workshop repaired 11,400 items in 2025, up from 9,500 in 2024."] },
    // A deal told from the other side, its party named by a word after the opposite.
    { answer: "The shop lends bikes to members [c1].", chunks: ["Members can borrow bikes from the shop."] },
    // 'older' after a figure's 'or' bounds the figure, and opposes no 'newer'.
    { answer: "You can reserve a grave in advance in the newer sections if you're 60 or older [c1].", chunks: ["Residents aged 60 or over may reserve a grave in advance in the newer sections of the cemetery."] },
    // ("Lasts" is the verb, enduring, with no opposite: not the "last" that "first" opposes.)
    { answer: "Your membership lasts 12 months from the day you join [c1].", chunks: ["Fees are not refundable, except where a direct debit is cancelled within 14 days of the first payment. Membership runs for 12 months from the date of joining."] },
    { answer: "For April 2027 the rise will be either 3.5% or January 2027's CPI figure, whichever is higher, with a ceiling of 5% [c1].", chunks: ["From 1 April 2027 it rises by a further 3.5% or by CPI inflation for January 2027, whichever is higher, capped at 5%."] },
    // The subject of a passive opposes no passive verb of another thing: "speeds are lowered" against "use is slowed".
    { answer: "After you have used up your priority data, evening use between 6pm and 11pm is slowed to 5Mbps [c1].", chunks: ["After the priority allowance is used, speeds are lowered to 5Mbps during the evening peak from 18:00 to 23:00, while off-peak use is unaffected."] },
    // A period word the claim gives its figure with, which a sentence gives the figure per.
    { answer: "A week in Japan would cost £45.50 in WorldPass Global charges, which stays under the £65 monthly cap [c1].", chunks: ["WorldPass Global costs £6.50 per day in 61 destinations, including Japan, with a daily data allowance of 3GB. Daily charges for either pass are capped at £65 per billing month."] },
    // The other side of a dated limit, which the sentence goes on to name ("older licences").
    { answer: "If you bought your licence before March 2024, the upgrade costs £19 [c1].", chunks: ["Quillnote 8.4 is a free update for all users with a licence bought on or after 1 March 2024; users with older licences can upgrade for £19, or £12 if they hold an education licence."] },
    // "Unless" is no "less" denied.
    { answer: "Discharges of less than 5 m³ a day pay the minimum charge [c1].", chunks: ["Discharges below 5 m³ a day are billed at the minimum charge unless sampling shows COD above 2,000 mg/l."] },
    // A journey there and back is the one way twice, as the claim's figure shows.
    { answer: "乘索道往返共需240元[c1]。", chunks: ["索道单程票价120元，儿童半价。"] },
    // A party to a deal is no opposite of the deal from the other side: every export has an importer.
    { answer: "Most of these contracts were signed with importers in Germany [c1].", chunks: ["Export contracts were fixed at an average of US$3.05 per pound, against US$2.21 the year before."] },
    // A participle right after its thing is a passive with its auxiliary left out: what is bought somewhere is sold there.
    { answer: "Spinach bought in Scotland is not part of the recall [c1].", chunks: ["Bags sold in Scotland came from a different packing line and are not affected."] },
    // Who is ahead has someone behind: the claim names the one behind where the sentence names it after "ahead of".
    { answer: "Harbour Police 'Blue Lightning' took the Open final in 52.84 seconds, with Meridian Bank 'Tidebreakers' close behind [c1].", chunks: ["The Open final was won by Harbour Police 'Blue Lightning' in 52.84 seconds, 0.61 seconds ahead of Meridian Bank 'Tidebreakers', with Kingsferry Rowing Club third in 54.10."] },
    { answer: "青年组将保留40周岁的参赛年龄上限[c1]。", chunks: ["第十届比赛将于明年举行，届时将首次增设少年组，但青年组的参赛年龄上限仍保持为40周岁。"] },
    { answer: "The wind eased from 12–16 knots in the morning to 6 knots in the afternoon [c1].", chunks: ["Winds were westerly at 12 to 16 knots in the morning, easing to 6 knots in the afternoon."] },
    { answer: "Museum attendance fell for a third year, while school groups rose 12% [c1].", chunks: ["Museum attendance fell for a third year, although school groups rose 12%."] },
    // "14 days or less" bounds a figure, as "14 or less" does.
    { answer: "Cancel with 14 days or less to go and the whole deposit is lost [c1].", chunks: ["Cancellations made more than 14 days before arrival are refunded the deposit less a £10 admin fee; later cancellations forfeit the whole deposit."] },
    // The "all" of "in all" totals a figure.
    { answer: "The cost is £90 plus two extra rooms at £25 each, £140 in all [c1].", chunks: ["A standard clean of up to three rooms costs £90, and each additional room or part thereof costs £25."] },
    // …and the same part is held.
    { answer: "Biology Paper 1 is in the afternoon [c1].", chunks: ["Biology Paper 1 is in the afternoon."] },
    // …and 略逊于 says what it does.
    { answer: "该试纸的灵敏度略逊于实时荧光PCR[c1]。", chunks: ["该试纸检测下限为每微升10个拷贝，比现行胶体金抗原试纸灵敏约100倍，但仍略逊于实时荧光PCR的每微升5个拷贝。"] },
    // …and 次月 is.
    { answer: "新生从缴费次月开始享受医保待遇[c1]。", chunks: ["新生入学当年可在入学后3个月内参保，自缴费次月起享受待遇。"] },
    // What the claim calls earlier is the point the sentence's 后 is after: the 1000 m came first either way.
    { answer: "加上此前的女子1000米金牌，她已在本届比赛收获两金[c1]。", chunks: ["女子1500米决赛，新疆选手阿依努尔·托合提以1分54秒37夺冠，这是她继女子1000米后的本届第二枚金牌。"] },
    // 开放 of the case 除外 sets aside from 闭馆 is no opposite of it.
    { answer: "周一闭馆，但逢法定节假日照常开放[c1]。", chunks: ["展厅不售票，观众凭身份证预约免费参观，每日限额2500人，每周一闭馆（法定节假日除外）。"] },
    // 'After' opposes 'before' only about one point: the deadline is not the scheduled time.
    { answer: "If your form arrives after the 31 May deadline, the council deals with it within 20 working days [c1].", chunks: ["Applications must reach the council by 31 May 2026; late applications are processed within 20 working days. Pupils should arrive 5 minutes before the scheduled time."] },
    // A verb and its particle are another verb: 'pulled out of the final' is no opposite of 'pushing Blake into second'.
    { answer: "Carter won floor with 12.950 after Blake pulled out of the final [c1].", chunks: ["Lindqvist won beam with 13.050, pushing Blake into second, and Carter won floor with 12.950 after Blake withdrew from that final."] },
    // Two kinds of a thing: 'incomplete water-quality records' against 'the veterinary records, which were complete'.
    { answer: "Inspectors flagged incomplete water-quality records in the aquarium [c1].", chunks: ["Inspectors praised the veterinary records, which were complete for every species checked. The aquarium's water-quality logs had gaps totalling 19 days."] },
    // …and the same side agrees.
    { answer: "Its 238 growth rings show the tree was at least that old when it was cut down [c1].", chunks: ["A count of 238 growth rings shows the oak was at least that old when it was cut."] },
    // The 'old' of an age ('at least 4 years old') ends a measure and opposes no 'young'.
    { answer: "At three she's too young for Stage 1, which needs children to have turned 4 by their first lesson [c1].", chunks: ["Children must be at least 4 years old by their first lesson to join Stage 1; younger children can join the parent-and-baby Splash classes."] },
    // …nor the 'old' of a boat's age any 'new'.
    { answer: "It is the second log boat found within 3 km of the site and, at around 3,400 years old, the largest boat found in the county [c1].", chunks: ["It is the second log boat found within 3 km of the site: the first, discovered in 1969, is 5.2 metres long and dates from about 1100 BC, making the new find both longer and roughly three centuries older."] },
    // The claim's prices are the off-peak case's: its 'before 5 pm' opposes nothing of the peak case's 'after 17:00'.
    { answer: "On a weekday afternoon before 5 pm, a game costs £5.50 for an adult and £4.50 for a child [c1].", chunks: ["One game costs £7.50 per adult and £5.95 per child at peak times, which are after 17:00 on weekdays and all day at weekends; off-peak prices are £5.50 and £4.50."]},
    // The claim's 允许 is said of 拍照, which another clause of the sentence allows: 禁止 is said of the flash.
    { answer: "展厅里允许拍照[c1]。", chunks: ["展厅内禁止使用闪光灯和自拍杆，可以拍照，但不得进行直播。"]},
    { answer: "编号P2的患者是一名41岁男性[c1]。", chunks: ["最快的一名患者（编号P2，男，41岁）达到每分钟68个汉字。"] },
    // The claim says the sentence's "after" of what the sentence says it of: its "before" opposes nothing.
    { answer: "The bells had been silent for two and a half years before ringing again in October 2025, after rot was discovered in their oak frame [c1].", chunks: ["The six bells of St Wendreda's Church rang together on Sunday 19 October 2025 for the first time since April 2023, when they were silenced after an inspection found the oak bell frame had rotted."] },
    // Figures alike do not make any two opposites of WordNet's one thing: spending is said of visitors, income of the shop.
    {
      answer: "Shop and café income came in at £412,000, 9% short of target, partly because of lower spending per visitor [c1].",
      chunks: ["Shop and café income reached £412,000, 9% below target because the café was closed for refurbishment from 6 to 31 January."],
    },
    // The prefixed word names the other case: electric cars are not charged per mile, non-electric ones are.
    {
      answer: "If you drove 80 miles in a non-electric car, you'd also pay £5 for the 20 miles beyond the included allowance [c1].",
      chunks: ["Both plans include 60 miles per booking, after which each extra mile costs 25p; electric cars (the Kona EV and Zoe E-Tech models) are not charged per mile at all."],
    },
    // "£500 or less" and "no more than £500" bound the figure alike.
    { answer: "Prizes must be worth £500 or less [c1].", chunks: ["Prizes must be worth no more than £500 in total."] },
    // The claim says the sentence's "free" of the shuttle itself: "stuck" opposes no word it is said of.
    { answer: "If you catch the 42 from Mill Green on a Sunday, you'll be stuck: the bus won't call there and the free shuttle doesn't run on Sundays [c1].", chunks: ["Bus route 42 will not serve the Mill Green stops; a free shuttle minibus will link Mill Green with Ellesby Market Place every 30 minutes from 07:00 to 19:00, Monday to Saturday."] },
    // "Last" said with the claim's figure, in the sentence's clause that gives it; "come" is not about the clause of another time.
    { answer: "On weekdays the last shuttle leaves the station at 21:40; after 7pm the buses come every 40 minutes [c1].", chunks: ["Monday to Friday, the first bus leaves the railway station at 06:40, then buses run every 20 minutes until 19:00 and every 40 minutes after that, with the last departure at 21:40."] },
    // The sentence with the claim's name and figure says 男子; the one with neither says 女子.
    { answer: "男子个人全能冠军韦思远得分86.432分[c1]。", chunks: ["男子个人全能决赛中，广西选手韦思远以86.432分夺冠。女子个人全能冠军由上海选手林雨桐获得，得分为55.198分。"] },
    // The rest of a whole both give, bounded the other way.
    { answer: "You could miss up to three of the 15 field-school days and still pass [c1].", chunks: ["Students must attend at least 12 of the 15 field-school days to pass."] },
    { answer: "The bridge opened in 1907, a year behind schedule [c1].", chunks: ["The bridge opened on 17 October 1907, a year later than planned."] },
    // An opposite that opens its clause after one word of the claim's speaks of another thing.
    { answer: "Nkosi's 64 was the lowest score anyone returned on the final day [c1].", chunks: ["Strong winds on Saturday pushed the third-round scoring average to 74.6, the highest of the week."] },
    // Said in the passive, of the thing dealt in, a deal has no side.
    { answer: "Tools were borrowed 6,412 times in 2025 [c1].", chunks: ["The library lent tools 6,412 times in 2025, up from 4,980 in 2024."] },
    // An opposite that names the variant the claim speaks of, before its verb: the source tells of the other one only.
    { answer: "青川E5双电机版综合功率为390千瓦[c1]。", chunks: ["单电机版本最大功率为200千瓦，0至100公里/小时加速用时6.9秒。"] },
    // "Behind" of a gap the sentence's figures hold says the order the sentence's "ahead of" does.
    { answer: "Ware scored 968 points, 134 behind Enfield [c1].", chunks: ["Harlow Otters topped the club points table with 1,214 points, ahead of Enfield on 1,102 and Ware on 968."] },
    // A deal told from the other side; a state before the one the sentence gives.
    { answer: "Rowan & Dent bought the mill in 1926 [c1].", chunks: ["The Harker family sold the mill in 1926 to the Lancaster firm Rowan & Dent, which closed it in 1968."] },
    { answer: "Logo sweatshirts can only be bought from Tilly's Schoolwear [c1].", chunks: ["Logo items are sold only through Tilly's Schoolwear on Market Street."] },
    { answer: "Logo items are bought only through Tilly's Schoolwear [c1].", chunks: ["Logo items are sold only through Tilly's Schoolwear on Market Street."] },
    { answer: "Logo items can only be bought at Tilly's Schoolwear [c1].", chunks: ["Logo items are sold only through Tilly's Schoolwear on Market Street."] },
    // A sentence with none of the claim's figures, where another cited one has two, tells of something else.
    {
      answer: "On weekdays trams come every six minutes from 7 am until 7 pm [c1].",
      chunks: ["Trams run every 6 minutes between 07:00 and 19:00 on weekdays. The first tram leaves Quayside at 05:30 on weekdays."],
    },
    { answer: "此前它已是省级文物保护单位[c1]。", chunks: ["2006年，回澜桥被公布为第六批全国重点文物保护单位。"] },
    // The opposite names the rest of the whole, as the claim's figure shows.
    { answer: "其中女生有1526名[c1]。", chunks: ["研究纳入未近视学生3168名，其中男生1642名。"] },
    // A day word that dates a time of day the source never gives speaks of another deadline.
    { answer: "加急单需在当天上午10点前送到店里[c1]。", chunks: ["取件时间：普通改衣3个工作日，加急改衣次日取件，加收50%加急费。"] },
    { answer: "The two left-hand zones can be joined into one FlexiZone [c1].", chunks: ["The two left-hand zones can be joined into one FlexiZone; the right-hand zones cannot."] },
    // Where the sentence has the word, it says nothing of its own: "and women every 16 weeks" leaves its verb to the men's clause.
    { answer: "Women have to leave 16 weeks between whole blood donations [c1].", chunks: ["Men can give whole blood every 12 weeks and women every 16 weeks."] },
    { answer: "The female has a brown head [c1].", chunks: ["The male has a black head and a double crest; the female has a brown head."] },
    // …but not an "only" of a kind: "only members may attend" says nothing of how many did.
    { answer: "Several members attended the meeting [c1].", chunks: ["Only members may attend the meeting."] },
    // A claim that says both ends itself ("finished" is the sentence's "ended"), and a change to a state the sentence may give as the old one.
    { answer: "It therefore began the year with 268 managed pubs and finished it with 263 [c1].", chunks: ["The group ended the year with 263 managed pubs, having opened four and sold nine."] },
    { answer: "2012年该湖又升格为国家级自然保护区[c1]。", chunks: ["1998年，该湖被划入省级自然保护区。"] },
    { answer: "The deposit is non-refundable [c1].", chunks: ["A non-refundable deposit of 25% is required to confirm any booking."] },
    // A bound's word after its figure, in a clause of its own, is that figure's.
    { answer: "参赛运动员须年满16周岁以上[c1]。", chunks: ["运动员须年满18周岁、60周岁以下，能游泳200米以上。"] },
    // "At least" bounds a figure: its "least" is no opposite of "most".
    { answer: "Most research articles receive three reviewer reports [c1].", chunks: ["Research articles are sent to at least two reviewers."] },
    // A comparison whose gap the source's figures hold says their order as it is.
    { answer: "投标报价的上限比项目预算金额低30万元[c1]。", chunks: ["本项目采购医用直线加速器1台，预算金额2680万元，最高限价2650万元，报价超过最高限价的投标无效。"] },
    { answer: "园区每周一上午闭园，做植保作业[c1]。", chunks: ["每日开放时间为8:30—17:00；每周一上午闭园进行植保作业，下午13:00起正常开放。"] },
    // "On loan" is borrowed: WordNet's lend and borrow are verbs.
    { answer: "A postgraduate can have twice as many items on loan at once as an undergraduate [c1].", chunks: ["Undergraduates may borrow up to 15 items at a time, postgraduates up to 30."] },
    // Closing at the time the opening hours end is no opposite of them.
    { answer: "On Saturdays the library closes at 14:00 [c1].", chunks: ["Brightwell Library is open Monday to Friday from 9:00 to 18:00 and on Saturdays from 10:00 to 14:00; it is closed on Sundays."] },
    { answer: "The library is open on Saturdays [c1].", chunks: ["Brightwell Library is open Monday to Friday from 9:00 to 18:00 and on Saturdays from 10:00 to 14:00; it is closed on Sundays."] },
    { answer: "夜场21:30闭馆[c1]。", chunks: ["夜场开放时间为18:30至21:30，20:45停止入馆。"] },
    // "All" of another noun is no opposite of a restriction.
    { answer: "The centre works exclusively with young people aged 10-24 [c1].", chunks: ["The centre works with young people aged 10-24 from all backgrounds and regions in Jordan."] },
    // "Except" sets aside what follows it, which the claim does not name.
    { answer: "The interview panel includes an Orrin engineer [c1].", chunks: ["The award is open to any programme in the School of Engineering, except BEng Architectural Engineering. Orrin funds it."] },
    // 推迟 is 延后 in another word, in a clause that goes on from the station named before; noon is a time, no thing.
    { answer: "南京南站的末班车推迟了40分钟[c1]。", chunks: ["南京南站首班车发车时间由6:20提前至6:02，末班车由22:30延后至23:10。"] },
    { answer: "The application window closes at midday on 28 April 2025 [c1].", chunks: ["The application window opens on 3 March 2025 and closes at 12:00 noon on 28 April 2025."] },
    // "Open daily except Mondays" says "closed on Mondays".
    { answer: "The museum is closed on Mondays [c1].", chunks: ["The museum is open daily except Mondays."] },
    // The sentence says the claim's move in another word ("fell"); its opposite is of another thing.
    { answer: "Net interest income declined by 3% to £2.10 billion [c1].", chunks: ["Net interest income fell 3% to £2.10 billion as deposit costs increased."] },
    // The unit of a figure is no word of another thing: 上限 is said in its own clause.
    { answer: "2025年度社保缴费基数上限为2.595万元[c1]。", chunks: ["2025年度职工社会保险缴费基数下限为5,190元，上限为25,950元。"] },
    // Capitalised, a value of a closed set names a tier: Silver members are not denied what Gold ones get.
    { answer: "Silver members get a 10% discount on extra bags [c1].", chunks: ["Gold members of the NordMiles programme receive one additional 23 kg bag."] },
    // A word of a name in another sentence is not the source saying it: "Unlimited" of the plan's name.
    { answer: "Texts to Mexico are included on this plan [c1].", chunks: ["The Volta Unlimited Plus plan costs $65 per month. Calls and texts to Mexico are included."] },
    // Opposites that move figures of different kinds speak of different things: points of a rate, per cent of output.
    { answer: "城镇调查失业率为5.1%，比上年下降0.3个百分点[c1]。", chunks: ["2023年临江市实现地区生产总值3862亿元，比上年增长5.8%。全年城镇调查失业率为5.1%。"] },
    // Both opposites in one stretch of the claim: it says what the source says.
    { answer: "The forum joins the public and private sectors [c1].", chunks: ["The forum joins the public and private sectors of the region."] },
    // A word of a name is no opposite.
    { answer: "Lady Amelia is the sister of Edward Windsor, Lord Downpatrick [c1].", chunks: ["Lady Amelia Windsor is the sister of Edward Windsor."] },
    // The opposite is said of something else, in another clause, also when the claim has two clauses.
    { answer: "相比上一代，续航增加了 20%[c1]。", chunks: ["与上一代相比，云帆X2 的续航提高了 20%，重量减少了 8 克。"] },
    // "Several" says less than "all", not the contrary.
    {
      answer: "A report by Forbes disclosed that Binance secretly moved $1.8 billion worth of funds to several hedge funds [c1].",
      chunks: ["Forbes reported that Binance moved $1.8 billion to hedge funds. He also revealed that the exchange had ledgers that kept track of all funds owed to customers and tokens that were moved around between wallets."],
    },
    // Another evidence sentence says the claim's word of the same thing: the opposite elsewhere is no conflict.
    {
      answer: 'These words mean "impossible to understand," "to handle or use skillfully for personal gain," "the greatest possible amount," and "to imitate" [c1].',
      chunks: [
        "The announcements were almost incomprehensible or impossible to understand, and synonyms for impossible are baffling and confusing. Our third word maximum is a noun that means the greatest possible amount or degree, and as an adjective it means reaching the greatest possible amount. To manipulate is to handle or use skillfully for personal gain. To mimic is to imitate.",
      ],
    },
    { answer: "Sales increased in the second quarter [c1].", chunks: ["Sales increased in the second quarter."] },
    { answer: "Sales rose in the second quarter [c1].", chunks: ["Sales increased in the second quarter."] },
    { answer: "Costs fell while revenue rose [c1].", chunks: ["Costs fell. Revenue rose."] },
    { answer: "Non-binary describes people who do not consider themselves male or female [c1].", chunks: ["Non - binary is a term for people who do not consider themselves exclusively male or female."] },
    // The opposite stands in another clause, about other words: the claim's synonym is not contradicted by it.
    { answer: "续航增加了 20%[c1]。", chunks: ["续航提高了 20%，重量减少了 8 克。"] },
    { answer: "营业收入同比提高了 15%[c1]。", chunks: ["营业收入同比增长 15%；净利润同比下降 3%。"] },
    { answer: "Revenue increased 20% [c1].", chunks: ["Revenue rose 20% while weight decreased by 8 g."] },
    // An opposite denied says the same: "does not open" is "closed".
    { answer: "The museum does not open on Mondays [c1].", chunks: ["The museum is closed on Mondays."] },
    // The claim says what is replaced, as the source does.
    { answer: "From 8 December, weekday trains will run every half hour instead of hourly [c1].", chunks: ["From 8 December, the line moves to a half-hourly service on weekdays, replacing the current hourly pattern between 07:00 and 19:00."] },
    // The month of a date is no word of a thing of its own: both clauses speak of the applications.
    { answer: "Applications for autumn 2025 entry close on 15/01/2025 [c1].", chunks: ["Applications for undergraduate entry in autumn 2025 open on 1 October 2024 and close on 15 January 2025."] },
    // 之前 is the 前 after a time.
    { answer: "标准价订单在入住前一天晚上6点之前取消不收费[c1]。", chunks: ["一、标准价订单：入住日前一天18:00前可免费取消；18:00之后取消或未按时入住，收取首晚房费的100%。"] },
    // 同比 says what a move is measured against, not another thing's clause.
    { answer: "独芽鲜叶每斤165元，比去年涨了一成[c1]。", chunks: ["目前独芽鲜叶平均收购价为每斤165元，同比上涨10%；一芽一叶为每斤90元，与去年持平。"] },
    { answer: "The 9 sites below the outfalls had more particles than the 15 above them [c1].", chunks: ["Abundance was 3.4 times higher at the 9 sites below treatment works outfalls than at the 15 sites above them."] },
  ],
  invalid: [
    // An exception both texts make is one case set aside by both: the main rule's direction still differs.
    { answer: "Skaters normally go round clockwise, apart from a five-minute reverse skate once per session [c1].", chunks: ["Skaters must travel anticlockwise, except during the reverse skate announced by the stewards, which happens once per session and lasts five minutes."], errors: [{ code: "X1", at: "clockwise" }] },
    { answer: "You are charged the replacement value minus the deposit already held, plus the deposit already held [c1].", chunks: ["Lost bikes are charged at the current replacement value, minus any deposit already held."], errors: [{ code: "X1", at: "plus", expected: "minus" }] },
    { answer: "Topping out is allowed anywhere in the centre [c1].", chunks: ["Topping out is only allowed on the Prow."], errors: [{ code: "X1", at: "anywhere" }] },
    { answer: "收入不到3万元的家庭可以申请[c1]。", chunks: ["收入3万元以上的家庭可以申请。"], errors: [{ code: "X1", at: "不到" }] },
    { answer: "Members can lend bikes to the shop [c1].", chunks: ["Members can borrow bikes from the shop."], errors: [{ code: "X1", at: "lend", expected: "borrow" }] },
    // …while an 'older' of no figure does.
    { answer: "You can reserve a grave in the older sections [c1].", chunks: ["Residents aged 60 or over may reserve a grave in advance in the newer sections of the cemetery."], errors: [{ code: "X1", at: "older", expected: "newer" }] },
    // The other of two figures the sentence picks between, however much else the claim words otherwise.
    { answer: "For April 2027 the rise will be either 3.5% or January 2027's CPI figure, whichever is the lower, with a ceiling of 5% [c1].", chunks: ["From 1 April 2027 it rises by a further 3.5% or by CPI inflation for January 2027, whichever is higher, capped at 5%."], errors: [{ code: "X1", at: "lower", expected: "higher" }] },
    { answer: "If you bought your licence before March 2024, the update is free [c1].", chunks: ["Quillnote 8.4 is a free update for all users with a licence bought on or after 1 March 2024; users with older licences can upgrade for £19, or £12 if they hold an education licence."], errors: [{ code: "X1", at: "before", expected: "after" }] },
    { answer: "After the priority allowance is used, evening use is accelerated to 5Mbps [c1].", chunks: ["After the priority allowance is used, evening use is slowed to 5Mbps from 18:00 to 23:00."], errors: [{ code: "X1", at: "accelerated", expected: "slowed" }] },
    { answer: "Each month you will need to pay at least whichever is lower: £25, or 1% of the balance [c1].", chunks: ["The minimum monthly payment is the greater of £25 or 1% of the balance plus interest and any default fees."], errors: [{ code: "X1", at: "lower", expected: "greater" }] },
    { answer: "乘索道往返共需250元[c1]。", chunks: ["索道单程票价120元，儿童半价。"], errors: [{ code: "X1", at: "往返" }] },
    { answer: "Import contracts were fixed at an average of US$3.05 per pound [c1].", chunks: ["Export contracts were fixed at an average of US$3.05 per pound, against US$2.21 the year before."], errors: [{ code: "X1", at: "Import" }] },
    { answer: "In the Open final Harbour Police 'Blue Lightning' finished 0.61 seconds behind Meridian Bank 'Tidebreakers' [c1].", chunks: ["The Open final was won by Harbour Police 'Blue Lightning' in 52.84 seconds, 0.61 seconds ahead of Meridian Bank 'Tidebreakers', with Kingsferry Rowing Club third in 54.10."], errors: [{ code: "X1", at: "behind" }] },
    { answer: "Greenhollow bought the spinach in Scotland [c1].", chunks: ["Greenhollow sold the spinach in Scotland."], errors: [{ code: "X1", at: "bought" }] },
    { answer: "青年组将取消40周岁的参赛年龄上限[c1]。", chunks: ["第十届比赛将于明年举行，届时将首次增设少年组，但青年组的参赛年龄上限仍保持为40周岁。"], errors: [{ code: "X1", at: "取消", expected: "保持" }] },
    // The claim says the sentence's two words of two figures each of the other one.
    { answer: "The wind built from 6 knots in the morning to 12–16 knots in the afternoon [c1].", chunks: ["Winds were westerly at 12 to 16 knots in the morning, easing to 6 knots in the afternoon."], errors: [{ code: "X1", at: "morning", expected: "afternoon" }] },
    // The sentence says the claim's word only of another part of the claim, whose figure it gives there.
    { answer: "Museum attendance rose for a third year, with school groups up 12% [c1].", chunks: ["Museum attendance fell for a third year, although school groups rose 12%."], errors: [{ code: "X1", at: "rose", expected: "fell" }] },
    // Parts of the day are one value each.
    { answer: "Biology Paper 1 is in the morning [c1].", chunks: ["Biology Paper 1 is in the afternoon."], errors: [{ code: "X1", at: "morning" }] },
    // 超过 and 优于 are the opposite of 逊于 (which jieba cuts as 略逊 after 略).
    { answer: "该试纸的灵敏度已经超过了实时荧光PCR[c1]。", chunks: ["该试纸检测下限为每微升10个拷贝，比现行胶体金抗原试纸灵敏约100倍，但仍略逊于实时荧光PCR的每微升5个拷贝。"], errors: [{ code: "X1", at: "超过" }] },
    // 当月 is not 次月 (jieba cuts 次月 into 次 and 月 unless told the word).
    { answer: "新生在入学后3个月内参保的，从缴费当月就能开始享受医保待遇[c1]。", chunks: ["新生入学当年可在入学后3个月内参保，自缴费次月起享受待遇。"], errors: [{ code: "X1", at: "当月" }] },
    // …but the 1500 m won before the 1000 m is the other order.
    { answer: "她在女子1000米之前先拿下了女子1500米金牌[c1]。", chunks: ["女子1500米决赛，新疆选手阿依努尔·托合提以1分54秒37夺冠，这是她继女子1000米后的本届第二枚金牌。"], errors: [{ code: "X1", at: "之前" }] },
    // …and the day the rule holds on is not open.
    { answer: "展厅周一开放[c1]。", chunks: ["展厅不售票，观众凭身份证预约免费参观，每日限额2500人，每周一闭馆（法定节假日除外）。"], errors: [{ code: "X1", at: "开放" }] },
    // …and two deeds ordered the other way are opposed whatever the deeds are.
    { answer: "Ravi says to reboot the laptop after removing the drivers [c1].", chunks: ["Ravi: did you reboot the laptop before installing the drivers? Tom: no, I didn't."], errors: [{ code: "X1", at: "after", expected: "before" }] },
    // …while the same point is still opposed.
    { answer: "Pupils should arrive 5 minutes after the scheduled time [c1].", chunks: ["Applications must reach the council by 31 May 2026; late applications are processed within 20 working days. Pupils should arrive 5 minutes before the scheduled time."], errors: [{ code: "X1", at: "after", expected: "before" }] },
    // …the verb alone is the opposite.
    { answer: "Lindqvist won beam with 13.050, pulling Blake into second [c1].", chunks: ["Lindqvist won beam with 13.050, pushing Blake into second, and Carter won floor with 12.950 after Blake withdrew from that final."], errors: [{ code: "X1", at: "pulling", expected: "pushing" }] },
    // …the same kind is the opposite.
    { answer: "Inspectors flagged incomplete veterinary records [c1].", chunks: ["Inspectors praised the veterinary records, which were complete for every species checked. The aquarium's water-quality logs had gaps totalling 19 days."], errors: [{ code: "X1", at: "incomplete", expected: "complete" }] },
    // A bound of a figure said before ('at least that old') is a side: 'at most' opposes it.
    { answer: "Its 238 growth rings indicate the tree was at most that age when it was cut down [c1].", chunks: ["A count of 238 growth rings shows the oak was at least that old when it was cut."], errors: [{ code: "X1", at: "most", expected: "least" }] },
    // An 'old' that ends no measure still opposes 'young'.
    { answer: "The oak by the gate is old [c1].", chunks: ["The oak by the gate is young, planted in 2019 to replace the felled one."], errors: [{ code: "X1", at: "old", expected: "young" }] },
    // £7.50 is the peak price, which is after 17:00.
    { answer: "On a weekday afternoon before 5 pm, a game costs £7.50 for an adult [c1].", chunks: ["One game costs £7.50 per adult and £5.95 per child at peak times, which are after 17:00 on weekdays and all day at weekends; off-peak prices are £5.50 and £4.50."], errors: [{ code: "X1", at: "before", expected: "after"}]},
    // Said of the flash, 允许 is what 禁止 denies.
    { answer: "展厅里允许使用闪光灯[c1]。", chunks: ["展厅内禁止使用闪光灯和自拍杆，可以拍照，但不得进行直播。"], errors: [{ code: "X1", at: "允许", expected: "禁止"}]},
    // A sex said in a longer word than the source's: 女性 against 男.
    { answer: "编号P2的患者是一名41岁女性[c1]。", chunks: ["最快的一名患者（编号P2，男，41岁）达到每分钟68个汉字。"], errors: [{ code: "X1", at: "女性", expected: "男" }] },
    { answer: "其中约63%是本地观众[c1]。", chunks: ["三天累计入场观众8.6万人次，其中外地观众占比约63%。"], errors: [{ code: "X1", at: "本地", expected: "外地" }] },
    // The claim says "girls" of what the sentence does, but its "boys" stands where the sentence's "girls" does.
    { answer: "Hundreds of girls have fallen sick in public schools in Qom, mostly boys [c1].", chunks: ["Since then, hundreds of students in Qom, mostly girls, have fallen ill with similar symptoms in a number of public schools."], errors: [{ code: "X1", at: "boys", expected: "girls" }] },
    // 上一年 is the sentence's 上年.
    { answer: "毛利率为31.2%，比上一年提高了1.5个百分点[c1]。", chunks: ["毛利率为31.2%，较上年下降1.5个百分点。"], errors: [{ code: "X1", at: "提高", expected: "下降" }] },
    // A sentence with every figure of the claim speaks of its thing, and "excluding" opposes "including" by its prefix alone.
    {
      answer: "Finance director Euan Batchelor expects the 2026 harvest to come in at 50,000–52,000 tonnes, including the Faroese operations [c1].",
      chunks: ["Finance director Euan Batchelor gave 2026 harvest guidance of 50,000 to 52,000 tonnes, excluding any volumes from the Faroes."],
      errors: [{ code: "X1", at: "including", expected: "excluding" }],
    },
    // Both deny the charge: the prefixed word then says of the other case what the sentence says of this one.
    {
      answer: "Non-electric cars are not charged per mile at all [c1].",
      chunks: ["Both plans include 60 miles per booking, after which each extra mile costs 25p; electric cars (the Kona EV and Zoe E-Tech models) are not charged per mile at all."],
      errors: [{ code: "X1", at: "Non-electric" }],
    },
    { answer: "You could miss up to five of the 15 field-school days and still pass [c1].", chunks: ["Students must attend at least 12 of the 15 field-school days to pass."], errors: [{ code: "X1", at: "miss", expected: "attend" }] },
    // Ahead of a plan is earlier than it, behind it later.
    { answer: "The bridge opened in 1907, a year ahead of schedule [c1].", chunks: ["The bridge opened on 17 October 1907, a year later than planned."], errors: [{ code: "X1", at: "ahead" }] },
    // An opposite that opens its clause says it of the clause before, a range of figures and all.
    { answer: "The board raised its completions guidance to between 4,700 and 4,900 homes [c1].", chunks: ["The board expected completions of between 4,700 and 4,900 homes, unchanged from the guidance given in February."], errors: [{ code: "X1", at: "raised" }] },
    { answer: "The library borrowed tools 6,412 times in 2025 [c1].", chunks: ["The library lent tools 6,412 times in 2025, up from 4,980 in 2024."], errors: [{ code: "X1", at: "borrowed" }] },
    { answer: "该咖啡机采用单锅炉加热系统[c1]。", chunks: ["机器采用双锅炉加热系统，开机预热约3分钟即可萃取。"], errors: [{ code: "X1", at: "单", expected: "双" }] },
    { answer: "该车为双电机版[c1]。", chunks: ["该车为单电机版。"], errors: [{ code: "X1", at: "双", expected: "单" }] },
    // 略差 is a word of degree jieba's HMM makes up, no name.
    { answer: "起酥层次会更好[c1]。", chunks: ["小贴士：猪油可用黄油代替，但起酥层次略差；烤好的蛋黄酥常温密封可保存3天。"], errors: [{ code: "X1", at: "更好", expected: "略差" }] },
    // The opposite of the word the sentence says right after the same figure, said there of another.
    {
      answer: "Of the 24 sites surveyed, 15 lay below treatment works outfalls [c1].",
      chunks: ["Abundance was 3.4 times higher at the 9 sites below treatment works outfalls than at the 15 sites above them."],
      errors: [{ code: "X1", at: "below", expected: "above" }],
    },
    // Four characters whose opposite second and fourth trade places.
    { answer: "万年台坐北朝南，与关帝庙正殿相对[c1]。", chunks: ["戏台坐南朝北，与关帝庙正殿相对，台基以条石砌筑。"], errors: [{ code: "X1", at: "坐北朝南", expected: "坐南朝北" }] },
    // …not the seller said to buy, nor an earlier state against an earlier state.
    { answer: "The Harker family bought the mill in 1926 [c1].", chunks: ["The Harker family sold the mill in 1926 to the Lancaster firm Rowan & Dent."], errors: [{ code: "X1", at: "bought", expected: "sold" }] },
    { answer: "此前它已是全国重点文物保护单位[c1]。", chunks: ["此前，回澜桥是省级文物保护单位。"], errors: [{ code: "X1", at: "全国", expected: "省级" }] },
    // …and the rest of the whole at another figure is the opposite's.
    { answer: "其中女生有1500名[c1]。", chunks: ["研究纳入未近视学生3168名，其中男生1642名。"], errors: [{ code: "X1", at: "女生", expected: "男生" }] },
    // Levels of administration exclude one another.
    // The sentence says the rest of the claim of the word's opposite, and something else of the word.
    { answer: "雌鸟头部黑色，长有双冠羽[c1]。", chunks: ["雄鸟头部和上颈黑色，具长而厚的双冠羽；雌鸟头部棕褐色，羽色较为暗淡。"], errors: [{ code: "X1", at: "雌鸟", expected: "雄鸟" }] },
    { answer: "The female has a black head [c1].", chunks: ["The male has a black head and a double crest; the female has a brown head."], errors: [{ code: "X1", at: "female", expected: "male" }] },
    // The claim's word in a clause of its own with only its figure is the clause before's: revenue rose, profit fell.
    { answer: "归母净利润也增长了[c1]。", chunks: ["公司实现营业收入96.4亿元，同比增长7.2%；归母净利润5.83亿元，同比下降11.6%。"], errors: [{ code: "X1", at: "增长", expected: "下降" }] },
    // What the source says cannot be done, said to be done.
    { answer: "The deposit is refunded [c1].", chunks: ["A non-refundable deposit of 25% is required to confirm any booking."], errors: [{ code: "X1", at: "refunded", expected: "non-refundable" }] },
    { answer: "The ticket can be transferred [c1].", chunks: ["Tickets are non-transferable."], errors: [{ code: "X1", at: "transferred", expected: "non-transferable" }] },
    // "Several" against an "only" of one ("the only Bramley-based winner", "only one lighthouse").
    { answer: "Megan Doyle was one of several Bramley-based rowers to win an event over the weekend [c1].", chunks: ["Local sculler Megan Doyle, 19, won the women's single sculls, beating Priya Anand of Norbury in 4:52; she was the only Bramley-based winner of the weekend."], errors: [{ code: "X1", at: "several", expected: "only" }] },
    // "Later than before" names no "earlier" of its own; a change said on both sides is compared.
    { answer: "The first weekday train from Ashby will leave later than before, at 05:42 [c1].", chunks: ["The first weekday train from Ashby moves earlier, from 05:42 to 05:18."], errors: [{ code: "X1", at: "later", expected: "earlier" }] },
    { answer: "2012年该湖升格为国家级自然保护区[c1]。", chunks: ["2012年，该湖升格为省级自然保护区。"], errors: [{ code: "X1", at: "国家级", expected: "省级" }] },
    // Compounds alike but for opposite first words.
    { answer: "The two right-hand zones can be joined into one FlexiZone [c1].", chunks: ["The two left-hand zones can be joined into one FlexiZone for griddles or fish kettles."], errors: [{ code: "X1", at: "right-hand", expected: "left-hand" }] },
    // A move in a clause of its own, year on year and its amount after it, is said of the clause before.
    { answer: "北溪乳业2024年归母净利润有所增长[c1]。", chunks: ["2024年北溪乳业归母净利润5.83亿元，同比下降11.6%。"], errors: [{ code: "X1", at: "增长", expected: "下降" }] },
    { answer: "宝林寺塔于1996年被公布为全国重点文物保护单位[c1]。", chunks: ["宝林寺塔始建于北宋元丰三年，1996年被公布为省级文物保护单位。"], errors: [{ code: "X1", at: "全国", expected: "省级" }] },
    // The other side of the same day.
    { answer: "用人单位应在每月15日之后完成社保申报[c1]。", chunks: ["各单位应于每月15日前完成申报，逾期的按日加收0.05%的滞纳金。"], errors: [{ code: "X1", at: "之后", expected: "前" }] },
    // All day is no morning (每周一上午: the day is 周一's, not the morning's), the same year no following one.
    { answer: "园区每周一全天闭园，用来做植保作业[c1]。", chunks: ["每日开放时间为8:30—17:00；每周一上午闭园进行植保作业，下午13:00起正常开放。"], errors: [{ code: "X1", at: "全天", expected: "上午" }] },
    { answer: "《双珠凤》1962年拍摄，当年就拿到了全国戏曲电影优秀奖[c1]。", chunks: ["1962年与旦角演员沈素琴合作拍摄越剧电影《双珠凤》，该片于次年获全国戏曲电影优秀奖。"], errors: [{ code: "X1", at: "当年", expected: "次年" }] },
    // Year on year and quarter on quarter measure a move against different times.
    { answer: "第三季度单季营收172.5亿元，同比增长6.1%[c1]。", chunks: ["第三季度单季营业收入172.5亿元，环比增长6.1%。"], errors: [{ code: "X1", at: "同比", expected: "环比" }] },
    // A relative clause says its opposite of the clause before.
    { answer: "The club's clay courts are open all year round [c1].", chunks: ["The club has 6 courts: 4 artificial grass courts, all floodlit, and 2 clay courts, which are closed from November to March."], errors: [{ code: "X1", at: "open" }] },
    // The sentence says "open" only of other days than the claim's, and "closed" of the claim's.
    { answer: "The library opens on Sundays [c1].", chunks: ["Brightwell Library is open Monday to Friday from 9:00 to 18:00 and on Saturdays from 10:00 to 14:00; it is closed on Sundays."], errors: [{ code: "X1", at: "opens" }] },
    // A restriction against a word for every time or place.
    { answer: "Dogs are welcome daily [c1].", chunks: ["Dogs are welcome on Fridays only."], errors: [{ code: "X1", at: "daily" }] },
    { answer: "Hard hats are required everywhere in the warehouse [c1].", chunks: ["Vests are required at all times; hard hats are required only in the mezzanine loading area."], errors: [{ code: "X1", at: "everywhere" }] },
    { answer: "The museum is open daily, including Mondays [c1].", chunks: ["The museum is open daily except Mondays."], errors: [{ code: "X1", at: "including" }] },
    // "Every three weeks" in another sentence shares the stem of "weekly", not its value.
    {
      answer: "Garden waste is collected weekly from March to November [c1].",
      chunks: ["General waste will be collected every three weeks instead of every two weeks. Garden waste is collected fortnightly from March to November."],
      errors: [{ code: "X1", at: "weekly" }],
    },
    // Cases WordNet does not oppose.
    { answer: "6至18周岁成年人享受半价[c1]。", chunks: ["6至18周岁未成年人凭有效证件享受半价。"], errors: [{ code: "X1", at: "成年人" }] },
    { answer: "The fare is £3 outside peak hours [c1].", chunks: ["The fare is £3 during peak hours and £2 at other times."], errors: [{ code: "X1", at: "outside" }] },
    // Both set the same thing aside; the opposite stands.
    { answer: "The museum opens on Mondays, except on bank holidays [c1].", chunks: ["Opening hours are 10:00 to 18:00, Tuesday to Sunday; the museum is closed on Mondays except bank holidays."], errors: [{ code: "X1", at: "opens" }] },
    // A figure said to have moved, against one said to have stayed (a decimal point ends no clause).
    { answer: "The fee for shops was also raised [c1].", chunks: ["Fees for flats rose from £1.20 to £1.45, while the fee for shops remained unchanged at £4.50."], errors: [{ code: "X1", at: "raised" }] },
    { answer: "商铺物业费上调了[c1]。", chunks: ["商铺物业费维持每月每平方米4.50元不变。"], errors: [{ code: "X1", at: "上调" }] },
    { answer: "Roaming in Mexico is unlimited on this plan [c1].", chunks: ["The Volta Unlimited Plus plan costs $65 per month. Calls and texts to Canada and Mexico are included; roaming in Mexico is limited to 5 GB per month."], errors: [{ code: "X1", at: "unlimited" }] },
    // Directions and the two parties of a contract or a case are opposites in Chinese.
    { answer: "车马坑位于墓室西侧[c1]。", chunks: ["考古人员在墓室东侧还发现一座车马坑，内有马骨4具。"], errors: [{ code: "X1", at: "西侧" }] },
    { answer: "物业管理费由乙方承担[c1]。", chunks: ["物业管理费由甲方承担。"], errors: [{ code: "X1", at: "乙方" }] },
    // One value of a closed set is no other: colours, medals.
    { answer: "气象部门发布了暴雨红色预警[c1]。", chunks: ["气象部门已于昨日18时发布暴雨橙色预警。"], errors: [{ code: "X1", at: "红色" }] },
    { answer: "She won a gold medal in the 200 m [c1].", chunks: ["She won a silver medal in the 200 m."], errors: [{ code: "X1", at: "gold" }] },
    // "severe" in another sentence is said of a disease, not of the side effects.
    { answer: "Side effects were severe in most cases [c1].", chunks: ["The vaccine was 91% effective against severe disease in adults over 60. Side effects were mild in most cases."], errors: [{ code: "X1", at: "severe" }] },
    // A relative clause with no word of its own says its word of what the claim speaks of.
    { answer: "Tom Reed called the plan too cheap [c1].", chunks: ["The plan was opposed by council member Tom Reed, who called it too expensive."], errors: [{ code: "X1", at: "cheap" }] },
    { answer: "The hospital removed 40 beds [c1].", chunks: ["The hospital added 40 beds to cope with demand."], errors: [{ code: "X1", at: "removed" }] },
    // Oppositions WordNet does not record, and a -y verb's past read to its lemma (denied -> deny).
    { answer: "The firm denied the deal on Monday [c1].", chunks: ["The firm confirmed the deal on Monday."], errors: [{ code: "X1", at: "denied" }] },
    { answer: "The central bank cut interest rates by 0.25 points [c1].", chunks: ["The central bank raised interest rates by 0.25 points."], errors: [{ code: "X1", at: "cut" }] },
    { answer: "The bill failed in the Senate [c1].", chunks: ["The bill passed the Senate."], errors: [{ code: "X1", at: "failed" }] },
    { answer: "Two passengers died in the crash [c1].", chunks: ["Two passengers survived the crash."], errors: [{ code: "X1", at: "died" }] },
    { answer: "The council lifted sanctions on the firm [c1].", chunks: ["The council imposed sanctions on the firm."], errors: [{ code: "X1", at: "lifted" }] },
    { answer: "Sales decreased in the second quarter [c1].", chunks: ["Sales increased in the second quarter."], errors: [{ code: "X1", at: "decreased" }] },
    { answer: "The team lost the final [c1].", chunks: ["The team won the final."], errors: [{ code: "X1", at: "lost" }] },
    // The claim says "after" too, but of another event, after a comma.
    {
      answer: "Residents face the fallout after officials burned the chemicals, before a train derailed [c1].",
      chunks: ["Officials burned the chemicals that were carried after a train derailed."],
      errors: [{ code: "X1", at: "before" }],
    },
    // The claim's word is in the sentence, but said of something else.
    { answer: "相比上一代，续航减少了 20%[c1]。", chunks: ["与上一代相比，云帆X2 的续航提高了 20%，重量减少了 8 克。"], errors: [{ code: "X1", at: "减少" }] },
    { answer: "Yields reached the lowest level since January [c1].", chunks: ["Yields reached the highest level since January."], errors: [{ code: "X1", at: "lowest" }] },
    { answer: "The agency moved to delivery of a tool for big, crewed aircraft such as commercial drones [c1].", chunks: ["The agency will deploy an airspace tool for small, uncrewed aircraft systems in 2025."], errors: [{ code: "X1", at: "big" }] },
    { answer: "The tool is for crewed aircraft [c1].", chunks: ["The tool is for uncrewed aircraft."], errors: [{ code: "X1", at: "crewed" }] },
    { answer: "销量在第二季度下降[c1]。", chunks: ["销量在第二季度上升。"], errors: [{ code: "X1", at: "下降" }] },
    { answer: "The trial met its primary endpoint [c1].", chunks: ["The trial missed its primary endpoint."], errors: [{ code: "X1", at: "met" }] },
    // The sentence that holds the opposite is the evidence, whatever sentence comes before it.
    {
      answer: "Riverside were promoted in April [c1].",
      chunks: ["Riverside United had not lost a cup match all season. Riverside will play in the second division next year after being relegated in April."],
      errors: [{ code: "X1", at: "promoted" }],
    },
    { answer: "该药应在饭前服用[c1]。", chunks: ["该药应在饭后服用。"], errors: [{ code: "X1", at: "饭前" }] },
    { answer: "该公司以前发布了财报[c1]。", chunks: ["该公司之后发布了财报。"], errors: [{ code: "X1", at: "以前" }] },
    { answer: "该药在上市前完成了试验[c1]。", chunks: ["该药在上市之后完成了试验。"], errors: [{ code: "X1", at: "前" }] },
    { answer: "销量少于 3000 台[c1]。", chunks: ["销量超过 3000 台。"], errors: [{ code: "X1", at: "少于" }] },
    { answer: "销量不到 3000 台[c1]。", chunks: ["销量超过 3000 台。"], errors: [{ code: "X1", at: "不到" }] },
    { answer: "功率不超过 300 瓦[c1]。", chunks: ["功率不低于 300 瓦。"], errors: [{ code: "X1", at: "超过" }] },
    { answer: "今年的价格比去年低[c1]。", chunks: ["今年的价格高于去年。"], errors: [{ code: "X1", at: "低" }] },
    { answer: "股价昨天跌了[c1]。", chunks: ["股价昨天上涨。"], errors: [{ code: "X1", at: "跌" }] },
    // How often, and where, are closed sets: a daily tablet is no weekly injection.
    { answer: "Participants took the study drug daily [c1].", chunks: ["Participants took the study drug weekly or placebo for 52 weeks."], errors: [{ code: "X1", at: "daily" }] },
    { answer: "International passengers may check two bags for free [c1].", chunks: ["Domestic passengers may check two bags for free."], errors: [{ code: "X1", at: "International" }] },
    // …figures of one kind moved the other way are a contradiction.
    { answer: "地区生产总值比上年下降5.8%[c1]。", chunks: ["2023年临江市实现地区生产总值3862亿元，比上年增长5.8%。"], errors: [{ code: "X1", at: "下降" }] },
    // The source has the claim's word, but of another thing: opening hours, not the museum on Mondays.
    { answer: "The museum opens on Mondays [c1].", chunks: ["Opening hours are 10:00 to 18:00, Tuesday to Sunday, with late opening until 21:00 on Fridays; the museum is closed on Mondays except bank holidays."], errors: [{ code: "X1", at: "opens" }] },
    // A clause that is the opposite alone says it of the clause before.
    { answer: "Saver Rate bookings are refundable [c1].", chunks: ["Saver Rate bookings are prepaid in full at the time of booking and are non-refundable; however, guests may change the dates once."], errors: [{ code: "X1", at: "refundable" }] },
    { answer: "节假日一类区域白天收费标准会下调50%[c1]。", chunks: ["法定节假日期间，一类区域白天收费标准上浮50%。"], errors: [{ code: "X1", at: "下调" }] },
  ],
});
