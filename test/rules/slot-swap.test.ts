import { ruleTester } from "./harness.js";

const match = "Riverside equalised through Diego Santos before half-time. Riverside finished with ten men after Luis Ortega was sent off.";

ruleTester("slot-swap", {
  valid: [
    // (…not the name it gives it to.)
    { answer: "总裁判长是刘振华[c1]。", chunks: ["赛事总裁判长为刘振华，技术代表为陈思远；对判罚有异议的，须在成绩公布后30分钟内提交书面申诉。"] },
    { answer: "品质屏是880元[c1]。", chunks: ["iPhone 15系列原装屏总成1680元，品质屏（国产OLED）880元；iPhone 13、14系列原装屏1280元，品质屏650元。"] },
    // Two words that describe one noun phrase, in another order.
    { answer: "定制蛋糕这类烘焙订单不参与出餐时长考核[c1]。", chunks: ["快餐类承诺出餐时长不超过15分钟，正餐类不超过25分钟，烘焙蛋糕类定制订单不受出餐时长考核。"] },
    // The figure of the case the claim's condition names (账单分12期的话) is the one in its place.
    { answer: "账单分12期的话，每期费率0.66%[c1]。", chunks: ["账单分期手续费按月收取，3期每期费率0.75%，6期每期0.70%，12期每期0.66%。"] },
    // The unit a figure is per ("mg/l") is the figure's: the year after another figure of that unit is in no place of the claim's.
    { answer: "Mean nitrate in the aquifer rose by 1.5 mg/l to 41.3 mg/l in 2025 [c1].", chunks: ["Orlen Vale Chalk Aquifer – Groundwater Quality Monitoring Report 2025. The authority sampled 38 boreholes four times during 2025. The mean nitrate concentration was 41.3 mg/l, up from 39.8 mg/l in 2024 and 33.5 mg/l in 2015."] },
    { answer: "最佳编剧奖由《晚风》的编剧陈嘉树获得[c1]。", chunks: ["最佳剧目奖由《河岸》获得；最佳编剧奖授予《晚风》编剧陈嘉树；最佳表演奖由《河岸》演员周禾获得。"] },
    // A place the sentence denies of another name is no place of the claim's, which it says is allowed.
    { answer: "Standard Cabin passengers can use the Sky Lounge, but only between 20:00 and 23:00 [c1].", chunks: ["The Sky Lounge is open to Premier Cabin guests from boarding until 23:00 and to Standard Cabin guests from 20:00 to 23:00; Economy Seat passengers may not use it."] },
    // A place the claim puts two of its dates in ("since") tells neither apart.
    { answer: "Coach Martin Hale, in charge since June 2025, said it was Storm's first trophy since 2019 [c1].", chunks: ["Storm's coach, Martin Hale, who took over in June 2025, said the win was the club's first trophy since 2019."] },
    // The price the source gives in a clause with the claim's other figure is in its place: '£27 for 30 minutes'.
    { answer: "A 30-minute individual lesson costs £27 [c1].", chunks: ["Individual lessons cost £19 for 20 minutes, £27 for 30 minutes and £52 for 60 minutes; 45-minute lessons (£39) are offered only to pupils preparing for Grade 6 or above."] },
    // …and the right opponent, whatever the verb, stands in its place.
    { answer: "混合团体决赛中，山东队以4比2击败上海队[c1]。", chunks: ["混合团体决赛中，山东队以4比2战胜上海队。辽宁队获2金4银2铜排名第三。"] },
    // …and the name's own title is held.
    { answer: "林鹤年是一位明末画师[c1]。", chunks: ["该剧讲述明末画师林鹤年与琴师柳含烟的离合故事，全剧共七折。"] },
    // The figure is in the case of the name the claim gives (Room B), the one in its place in another name's.
    { answer: "With your student card, Room B on a weekday afternoon works out at £10.40 an hour, the £13 off-peak rate less 20% [c1].", chunks: ["Hourly rates: Room A £24 peak and £17 off-peak; Room B £18 and £13; Room C £12 and £9."] },
    // Each person with the body the sentence gives them, "of" or in brackets.
    { answer: "Hannah Voss of Dunmore Épée Club won the women's épée [c1].", chunks: ["The women's épée went to Hannah Voss of Dunmore Épée Club, who beat Megan Tully (Harlow Blades) 15-11."] },
    { answer: "Megan Tully (Harlow Blades) lost the final [c1].", chunks: ["The women's épée went to Hannah Voss of Dunmore Épée Club, who beat Megan Tully (Harlow Blades) 15-11."] },
    // The claim's age lies in the band (26周岁至45周岁) whose case gives 20年.
    { answer: "一位30岁的市民办理身份证，有效期是20年[c1]。", chunks: ["居民身份证有效期：未满16周岁的公民，居民身份证有效期为5年；16周岁至25周岁的为10年；26周岁至45周岁的为20年；46周岁以上的为长期。"] },
    // The name's own post.
    { answer: "Martin Coyle, the opposition leader, said the money would be better spent on potholes [c1].", chunks: ["Cabinet member for transport Councillor Priya Haldane said the change would make streets safer, while opposition leader Councillor Martin Coyle argued the money would be better spent on potholes."] },
    // A post in a clause of its own names no one else.
    { answer: "Priya Venkat, the Data Protection Officer, reviews the schedule every two years [c1].", chunks: ["The Data Protection Officer, Priya Venkat, reviews this schedule every two years."] },
    // Not the first place: 冠军 names past champions too.
    { answer: "上届冠军周曼宁在加赛中同样射出9环，最终屈居亚军[c1]。", chunks: ["浙江队19岁小将林若溪与上届冠军、江苏队的周曼宁五局战罢打成5比5，进入加赛；双方加赛箭均射中9环，林若溪的箭距靶心更近，她最终以6比5夺冠。"]},
    { answer: "该项目由副总经理邵闻溪牵头负责[c1]。", chunks: ["公司董事长为冯启东，本项目由公司副总经理邵闻溪牵头负责。"]},
    // A place before a role is no one the role is given to.
    { answer: "最佳导演授予凭借《雾港》入围的中国导演沈岚[c1]。", chunks: ["最佳影片授予伊朗导演阿米尔的《沙之书》，最佳导演授予凭借《雾港》入围的中国导演沈岚。"] },
    // Each name with the role the sentence gives it.
    { answer: "《盐井谣》由蓉州歌剧舞剧院出品，钟亦航作曲，沈宛秋编剧[c1]。", chunks: ["该剧由蓉州歌剧舞剧院出品，作曲为青年作曲家钟亦航，编剧为剧作家沈宛秋，导演为许卫东。"] },
    // Names with the titles the sentence gives them, each in its place.
    { answer: "Questions about the scheme go to Priya Natarajan, the Head of Talent, while any disputes are settled by the HR Director, Owen Falk [c1].", chunks: ["Questions about the scheme should go to Priya Natarajan, Head of Talent; disputes are decided by the HR Director, Owen Falk."] },
    // …and where the claim's name has the title the sentence gives it, no other name is in its place.
    { answer: "Lead inspector Martin Cole said pupils feel safe and proud of their school, and praised governors, chaired by Denise Hart, for now challenging leaders well [c1].", chunks: ["Lead inspector Martin Cole wrote that pupils 'feel safe and are proud of their school' and that governors, led by chair Denise Hart, now challenge leaders well."] },
    { answer: "It has a SCOP of 4.6 at 35 °C compared with 3.6 at 55 °C [c1].", chunks: ["The unit has a seasonal coefficient of performance (SCOP) of 4.6 at a 35 °C flow temperature, falling to 3.6 at 55 °C."] },
    // A full day's booking is a day's price: £9 a month beside the same verb is not in its place.
    { answer: "On the Plus plan a full-day booking costs £48 [c1].", chunks: ["Flex has no monthly fee and charges £7.50 per hour or £55 per day; Plus costs £9 per month and charges £6.00 per hour or £48 per day."] },
    // The clause before the figure, with no figure of its own, sets its case (扣除非经常性损益后).
    {
      answer: "扣除非经常性损益后，公司净利润为3.41亿元，比归母净利润少了0.45亿元[c1]。",
      chunks: ["报告期内，公司实现营业收入42.7亿元，同比增长16.3%；归属于上市公司股东的净利润3.86亿元，同比增长22.1%；扣除非经常性损益后的净利润3.41亿元。"],
    },
    // Two clauses said in the other order: each word keeps the name after it.
    { answer: "论文第一作者是博士生葛林峰，通讯作者是杜若衡教授[d1]。", chunks: { d1: "论文通讯作者为北宸大学杜若衡教授，第一作者为博士生葛林峰。" } },
    // Each item keeps its own figure, listed with 和 where the sentence has 及.
    { answer: "速度项目前4名和两项全能前6名都能拿到亚锦赛的参赛资格[d1]。", chunks: { d1: "按照规则，速度项目前4名及两项全能前6名将获得2026年亚洲锦标赛参赛资格。" } },
    // Each day put to its own word, with other prepositions: "register by" for "register on".
    {
      answer: "Shareholders on the register by 27 February receive the dividend, which is paid on 27 March [d1].",
      chunks: { d1: "The interim dividend is payable on 27 March 2026 to shareholders on the register on 27 February." },
    },
    // "before" says another thing of the day than "on", so the other day is not in its place.
    {
      answer: "Shareholders on the register before 27 March receive the dividend [d1].",
      chunks: { d1: "The interim dividend is payable on 27 March 2026 to shareholders on the register on 27 February." },
    },
    // 分别 links a word to its figures: 710公里 is the long-range version's, said with 分别为.
    { answer: "长续航版CLTC续航为710公里[c1]。", chunks: ["标准续航版CLTC续航560公里；长续航版和四驱性能版CLTC续航分别为710公里和650公里。"] },
    { answer: "协作机器人为0.26万台[c1]。", chunks: ["其中六轴多关节机器人1.58万台、SCARA机器人0.62万台、协作机器人0.26万台。"] },
    // The claim's figure is in a clause with a word the claim says before it ("last"), which the other figure's clause lacks.
    { answer: "On weekdays the last shuttle leaves the station at 21:40 [c1].", chunks: ["Monday to Friday, the first bus leaves the railway station at 06:40, then buses run every 20 minutes until 19:00 and every 40 minutes after that, with the last departure at 21:40."] },
    // 分别 gives each year of a span its figure in order.
    { answer: "启睿2026年的扣非净利润不得低于2.3亿元[c1]。", chunks: ["交易对方承诺，启睿半导体2025年至2027年扣除非经常性损益后的净利润分别不低于1.8亿元、2.3亿元和2.9亿元。"] },
    { answer: "现存建筑中，正堂为原构，前厅为清代重建[c1]。", chunks: ["现存建筑中，正堂为原构，前厅为清代重建，马厩与库房均为1985年后复建。"] },
    // Clauses not built alike: 本车 opens another kind of clause than 迅驰X5.
    { answer: "迅驰X5标配48V 24Ah石墨烯铅酸电池[c1]。", chunks: ["迅驰X5是一款电动自行车；本车标配48V 24Ah石墨烯铅酸电池，续航约80公里。"] },
    { answer: "上半年门店翻台率为3.6次/天，比去年同期的3.9次/天有所下降[c1]。", chunks: ["上半年门店整体翻台率为3.6次/天，低于去年同期的3.9次/天；客单价为98.5元，去年同期为104.2元。"] },
    // The whole a part is taken of ("of the 144 starters") is in its place, though another figure counts riders.
    { answer: "Thirteen of the 144 riders who started the stage failed to finish it [c1].", chunks: ["Only 131 of the 144 starters finished: eight riders abandoned after a crash at 62 km and five missed the time cut."] },
    // An item of the breakdown in brackets after the whole is the claim's, named by its word.
    { answer: "The drive carried the most marks, at 30 points [c1].", chunks: ["Each run was marked out of 110 points (outrun 20, lift 10, fetch 20, drive 30, shed 10, pen 10 and single 10). The winner was Ewan MacRae with Moss on 96 points."] },
    // A part of the figure in the claim's place, whose own words the claim says.
    { answer: "The harbour day on 19 July raised £62,000 [c1].", chunks: ["Local fundraisers raised £148,600, of which £62,000 came from the harbour day on 19 July."] },
    // A later item of the list the verb governs: "costs £38 for …, £48 for …" holds "cost £48".
    { answer: "If your dog weighs around 18 kg, a full groom will cost £48 [c1].", chunks: ["A full groom costs £38 for small dogs up to 10 kg, £48 for medium dogs from 10 to 25 kg and £62 for large dogs over 25 kg."] },
    // A word of another sense in the same place ("supported" for "available") is a paraphrase unless the source lists the two side by side.
    { answer: "RAW capture is supported on the main and telephoto cameras [c1].", chunks: ["RAW capture is available on the main and telephoto cameras. The ultra-wide and telephoto cameras are limited to 4K. 10-bit video is supported on the main camera only."] },
    // The claim's figure stands in the case the sentence lists with the claim's words (未办理转诊手续).
    { answer: "未办理转诊手续的，报销比例降低20个百分点[c1]。", chunks: ["经转诊到市外就医的，报销比例降低10个百分点；未办理转诊手续的，降低20个百分点。"] },
    // The claim's figure stands in the sentence beside a word the claim has beside it, in another order.
    { answer: "Adding an extra bag at the airport costs €70, compared with €45 online [c1].", chunks: ["An extra bag costs €45 if added online at least 24 hours before departure and €70 at the airport."] },
    // The sentence gives the claim's figure beside one of its neighbours, the other left unsaid.
    { answer: "Junior members under 16 can borrow up to 8 items at a time [c1].", chunks: ["Adult members may borrow up to 12 items at a time; junior members (under 16) may borrow up to 8."] },
    // Two figures of the kind in one stretch of the claim pair with no date surely.
    {
      answer: "The CET1 ratio rose from 13.8% at the end of June to 14.2% at 30 September 2024 [d1].",
      chunks: { d1: "The bank's CET1 capital ratio stood at 14.2% at 30 September 2024, compared with 13.8% at the end of June." },
    },
    // A word of another date says nothing of the place: "9 pm on Thursday" and "06:00 on Thursday".
    { answer: "The warning lasts 15 hours, from 6 am to 9 pm on Thursday 21 November [d1].", chunks: { d1: "The warning is valid from 06:00 on Thursday 21 November until 21:00 the same day." } },
    // The name's own sentence says the rest too, whichever sentence ranks first.
    { answer: "Diego Santos scored in the 10th minute [c1].", chunks: ["Luis Ortega scored in the 10th minute of the reserve game. Diego Santos scored in the 10th minute of the final."] },
    { answer: "Luis Ortega was sent off [d1].", chunks: { d1: match } },
    { answer: "Diego Santos equalised before half-time [d1].", chunks: { d1: match } },
    // A name the source lacks altogether is unknown-entity's.
    { answer: "Marco Rossi was sent off [d1].", chunks: { d1: match } },
    // Not in the same place: "boss Don Meij admitting" against "giant Domino's has admitted".
    {
      answer: "Shares fell, with boss Don Meij admitting the company got the balance wrong [d1].",
      chunks: { d1: "The boss of pizza giant Domino's has admitted the company got the balance wrong. Chief executive Don Meij spoke on Monday." },
    },
    { answer: "张伟接替李明担任总经理[d1]。", chunks: { d1: "2021 年，张伟接替李明担任总经理。王芳负责公司财务。" } },
    { answer: "Yields touched 0.6%, breaching the 0.5% cap [d1].", chunks: { d1: "Yields touched 0.6% for a second session, breaching the bank's 0.5% cap." } },
    // The name in the stretch that says the rest of the claim; a party of a comparison named in another stretch.
    { answer: "After the game, Leeds coach Tom Brown said the red card changed the match [d1].", chunks: { d1: "After the game, Hull coach John Smith said his players never gave up; Leeds coach Tom Brown said the red card changed the match." } },
    { answer: "白沙湾样区每公顷的碳储量比龙门岛高出151吨[d1]。", chunks: { d1: "白沙湾样区碳储量最高，为每公顷452吨；龙门岛最低，为每公顷301吨。" } },
    // Both figures beside the same word of the claim: the place tells them apart no more than the sentence.
    { answer: "The small frame rolls on 27.5-inch wheels, whereas the M, L and XL frames use 29-inch wheels [d1].", chunks: { d1: "Frame sizes S, M, L and XL; the S frame uses 27.5-inch wheels, all other sizes 29-inch." } },
    // The claim's figure beside the same word, among others: "grew 5% … and grew 7%".
    { answer: "Sales grew 7% [d1].", chunks: { d1: "Sales grew 5% in 2021 and grew 7% in 2022." } },
    { answer: "Revenue rose from 10% to 12% [d1].", chunks: { d1: "Revenue rose to 12% from 10%." } },
    { answer: "The network maps every input to a correct output [d1].", chunks: { d1: "The network maps every input to a correct output within a tolerance." } },
    // One neighbour alone is no place: "the input and the output" read the other way round.
    { answer: "It logs the output and the input [d1].", chunks: { d1: "It logs the input and the output." } },
    { answer: "The bank said on Wednesday it would buy bonds [d1].", chunks: { d1: "The bank said on Wednesday it would buy bonds. A Tuesday report showed weak data." } },
    // Another name in the sentence, but not beside the same words.
    { answer: "Diego Santos scored after Luis Ortega was sent off [d1].", chunks: { d1: match } },
    // 农村居民 tells the two incomes apart: the claim's figure stands where the source gives it.
    { answer: "临江市农村居民人均可支配收入为2.891万元[c1]。", chunks: ["全市居民人均可支配收入为52360元，增长6.3%，其中农村居民人均可支配收入28910元。"] },
    // The claim names the new amount where the sentence has the old one: 由…1000元提高到2000元.
    { answer: "3岁以下婴幼儿照护扣除标准提高到每孩每月2000元[c1]。", chunks: ["3岁以下婴幼儿照护扣除标准由每孩每月1000元提高到2000元。"] },
    // Names of one list; a clause that names the claim's name says more of the claim than the other's.
    { answer: "Jones won a medal [c1].", chunks: ["Smith, Jones and Brown won medals."] },
    { answer: "Economy Classic fares include one checked bag of up to 23 kg [c1].", chunks: ["Economy Light fares include hand luggage only, while Economy Classic fares include one checked bag of up to 23 kg."] },
    { answer: "The chamber is 6.1 m deep and 4.3 m across [c1].", chunks: ["It is a brick chamber 6.1 m deep and 4.3 m across at its widest."] },
    // An end of a range the claim calls the highest.
    { answer: "The highest count, 2,950 particles per kilogram, came from below the works [c1].", chunks: ["Mean abundance was 412 particles per kilogram, ranging from 38 at the upland site to 2,950 at the site below the works."] },
  ],
  invalid: [
    // A role the claim says a Chinese name is (是, 为), which the sentence gives another in a clause of its own.
    { answer: "总裁判长是陈思远[c1]。", chunks: ["赛事总裁判长为刘振华，技术代表为陈思远；对判罚有异议的，须在成绩公布后30分钟内提交书面申诉。"], errors: [{ code: "X1", at: "陈思远", expected: "刘振华" }] },
    // A capital A after a name is its letter: 'a Studio A day' names Studio A, which another sentence gives the price of another's.
    { answer: "A Studio A day costs £720 [c1].", chunks: ["Studio A, our largest room, costs £68 per hour dry-hire or £95 per hour with a house engineer. Day blocks run from 10:00 to 20:00 and include a one-hour break: a Studio B day costs £720 with an engineer and a Studio C day £490."], errors: [{ code: "X1", at: "Studio A", expected: "Studio B" }] },
    // A day of the month with no month: "on the 20th".
    { answer: "Your fees are totted up over a monthly period that ends on the 5th, and they're taken from your account on the 20th [c1].", chunks: ["Fees are calculated over a monthly charging period ending on the 20th and are debited on the 5th of the following month."], errors: [{ code: "X1", at: "5th", expected: "20th" }] },
    // A name given another work before it than the one the sentence gives it, which it names elsewhere.
    {
      answer: "最佳编剧奖由《河岸》的编剧陈嘉树获得[c1]。",
      chunks: ["最佳剧目奖由《河岸》获得；最佳编剧奖授予《晚风》编剧陈嘉树；最佳表演奖由《河岸》演员周禾获得。"],
      errors: [{ code: "X1", at: "河岸", expected: "晚风" }],
    },
    // …but is where the claim denies it too.
    {
      answer: "Standard Cabin passengers may not use the Sky Lounge [c1].",
      chunks: ["The Sky Lounge is open to Premier Cabin guests from boarding until 23:00 and to Standard Cabin guests from 20:00 to 23:00; Economy Seat passengers may not use it."],
      errors: [{ code: "X1", at: "Standard Cabin", expected: "Economy Seat" }],
    },
    // …and a price paired with another length is moved, whichever way round the source writes the pairs.
    { answer: "A 30-minute lesson costs £19 [c1].", chunks: ["Individual lessons cost £19 for 20 minutes, £27 for 30 minutes and £52 for 60 minutes."], errors: [{ code: "X1", at: "£19" }] },
    { answer: "A lesson of 60 minutes costs £27 [c1].", chunks: ["Individual lessons cost £19 for 20 minutes, £27 for 30 minutes and £52 for 60 minutes."], errors: [{ code: "X1", at: "£27" }] },
    // Every verb of winning is one relation beside a name: 击败辽宁队 stands where 战胜上海队 does.
    { answer: "混合团体决赛中，山东队以4比2击败辽宁队[c1]。", chunks: ["混合团体决赛中，山东队以4比2战胜上海队。辽宁队获2金4银2铜排名第三。"], errors: [{ code: "X1", at: "辽宁队", expected: "上海队" }] },
    // A name the claim says is a thing (是一位…琴师), which the sentence titles by another noun right before it (画师林鹤年) and another name by the claim's (琴师柳含烟).
    { answer: "林鹤年是一位明末琴师[c1]。", chunks: ["该剧讲述明末画师林鹤年与琴师柳含烟的离合故事，全剧共七折。"], errors: [{ code: "X1", at: "琴师", expected: "画师" }] },
    // A short title in Chinese quotation marks is a name, which may stand where the sentence has another.
    { answer: "其中“夜航”一幕的三人高车踢碗由三名均未满20岁的演员完成[c1]。", chunks: ["全剧分为序幕和“开闸”“夜航”“灯市”“归港”四幕，其中“灯市”一幕的三人高车踢碗由三名均未满20岁的演员完成。"], errors: [{ code: "X1", at: "夜航", expected: "灯市" }] },
    // A person given the body the sentence gives someone else, in place of their own.
    { answer: "The women's épée was won by Hannah Voss of Harlow Blades, who beat Megan Tully 15-11 [c1].", chunks: ["The women's épée went to Hannah Voss of Dunmore Épée Club, who beat Megan Tully (Harlow Blades) 15-11."], errors: [{ code: "X1", at: "Harlow Blades", expected: "Dunmore Épée Club" }] },
    { answer: "Megan Tully (Dunmore Épée Club) lost the final [c1].", chunks: ["The women's épée went to Hannah Voss of Dunmore Épée Club, who beat Megan Tully (Harlow Blades) 15-11."], errors: [{ code: "X1", at: "Dunmore Épée Club", expected: "Harlow Blades" }] },
    // 10年 is another band's.
    { answer: "一位30岁的市民办理身份证，有效期是10年[c1]。", chunks: ["居民身份证有效期：未满16周岁的公民，居民身份证有效期为5年；16周岁至25周岁的为10年；26周岁至45周岁的为20年；46周岁以上的为长期。"], errors: [{ code: "X1", at: "10年" }] },
    // A post given in an apposition that the sentence gives another name, in a clause of its own.
    { answer: "Councillor Martin Coyle, the cabinet member for transport, defended the scheme [c1].", chunks: ["Cabinet member for transport Councillor Priya Haldane said the change would make streets safer, while opposition leader Councillor Martin Coyle argued the money would be better spent on potholes."], errors: [{ code: "X1", at: "Councillor Martin Coyle", expected: "Councillor Priya Haldane" }] },
    // A post given as a title that the sentence gives another name.
    { answer: "Opposition leader Priya Haldane said the money should have gone on potholes [c1].", chunks: ["Cabinet member for transport Councillor Priya Haldane said the change would make streets safer, while opposition leader Councillor Martin Coyle argued the money would be better spent on potholes."], errors: [{ code: "X1", at: "Priya Haldane", expected: "Councillor Martin Coyle" }] },
    // A second or third place given as a title before a name, said in any of its words (亚军, 第二名).
    { answer: "江苏队以5分38秒41夺冠，比亚军浙江队快了1.86秒[c1]。", chunks: ["决赛中，江苏队以5分38秒41夺冠，领先第二名山东队1.86秒，浙江队获得铜牌。"], errors: [{ code: "X1", at: "浙江队", expected: "山东队"}]},
    // A role given as the title right before a name; a surname jieba cuts off (冯 + 启东) is read with its given name.
    { answer: "该项目由董事长邵闻溪亲自牵头，副总经理冯启东协助推进[c1]。", chunks: ["公司董事长为冯启东，本项目由公司副总经理邵闻溪牵头负责。"], errors: [{ code: "X1", at: "邵闻溪", expected: "冯启东"}]},
    // Two Chinese names with their roles swapped.
    { answer: "《盐井谣》由蓉州歌剧舞剧院出品，沈宛秋作曲，钟亦航编剧[c1]。", chunks: ["该剧由蓉州歌剧舞剧院出品，作曲为青年作曲家钟亦航，编剧为剧作家沈宛秋，导演为许卫东。"], errors: [{ code: "X1", at: "沈宛秋", expected: "钟亦航" }] },
    // Two names swapped between the claim's clauses, each with its title beside it.
    { answer: "Questions about the scheme go to the HR Director, Owen Falk, while any disputes are settled by Priya Natarajan, the Head of Talent [c1].", chunks: ["Questions about the scheme should go to Priya Natarajan, Head of Talent; disputes are decided by the HR Director, Owen Falk."], errors: [{ code: "X1", at: "HR Director" }] },
    // A bound is held as written, by a bound of its kind: the 80% past the semicolon meets "不低于45%" but gives no year.
    { answer: "2027年的增长率不低于45%[c1]。", chunks: ["2025年增长率不低于20%、2026年不低于45%、2027年不低于75%；若某一年度增长率达到目标值的80%但未达到目标值，当期按80%比例归属。"], errors: [{ code: "X1", at: "45%", expected: "75%" }] },
    // A title right before the name says whose place it is, whatever the words after it; the two names may be swapped.
    { answer: "Lead inspector Denise Hart said pupils feel safe and proud of their school, and praised governors, chaired by Martin Cole, for now challenging leaders well [c1].", chunks: ["Lead inspector Martin Cole wrote that pupils 'feel safe and are proud of their school' and that governors, led by chair Denise Hart, now challenge leaders well."], errors: [{ code: "X1", at: "Denise Hart", expected: "Martin Cole" }] },
    // Each figure linked by "at" to the condition it holds at: the claim gives 4.6 the condition of 3.6.
    {
      answer: "It has a SCOP of 4.6 at 55 °C compared with 3.6 at 35 °C [c1].",
      chunks: ["The unit has a seasonal coefficient of performance (SCOP) of 4.6 at a 35 °C flow temperature, falling to 3.6 at 55 °C."],
      errors: [{ code: "X1", at: "55 °C", expected: "35 °C" }],
    },
    // Two words put in each other's place both ways, the rest of the claim not all in the sentence.
    {
      answer: "第三阶段修路期间，小区东门临时封闭，车辆需要改从北门进出[d1]。",
      chunks: { d1: "第三阶段为道路施工，第三阶段施工期间小区北门临时封闭，车辆统一从东门进出。" },
      errors: [{ code: "X1", at: "东门" }],
    },
    // Two items' figures put in each other's place; 前 alone, which both figures have beside them, tells no place apart.
    {
      answer: "速度项目前6名和两项全能前4名都能拿到亚锦赛的参赛资格[d1]。",
      chunks: { d1: "按照规则，速度项目前4名及两项全能前6名将获得2026年亚洲锦标赛参赛资格。" },
      errors: [{ code: "X1", at: "6名" }],
    },
    // A day put where the sentence has another, beside the same word with another preposition ("by" for "on").
    {
      answer: "To receive the interim dividend, shareholders need to be on the register by 27 March [d1].",
      chunks: { d1: "The interim dividend is payable on 27 March 2026 to shareholders on the register on 27 February." },
      errors: [{ code: "X1", at: "27 March" }],
    },
    {
      answer: "The final dividend will be paid on 9 January 2026 to shareholders on the register at 6 February 2026 [d1].",
      chunks: { d1: "The board proposes a final dividend of 4.2p, payable on 6 February 2026 to shareholders on the register on 9 January 2026." },
      errors: [{ code: "X1", at: "6 February 2026" }],
    },
    // A copula between a word and its figure says nothing of the place: 0.62万台 is SCARA's.
    { answer: "协作机器人为0.62万台[c1]。", chunks: ["其中六轴多关节机器人1.58万台、SCARA机器人0.62万台、协作机器人0.26万台。"], errors: [{ code: "X1", at: "0.62万台", expected: "0.26万台" }] },
    // A claim that gives both figures says which case each is of by its own clause's words.
    {
      answer: "A single press quiets a smoke alarm for 4 minutes, while a CO alarm can be hushed for 8 minutes unless the level stays above 150 ppm [c1].",
      chunks: ["Press the button once to silence a smoke alarm for 8 minutes; CO alarms can be silenced for 4 minutes but will sound again if the level remains above 150 ppm."],
      errors: [{ code: "X1", at: "4 minutes", expected: "8 minutes" }],
    },
    // A tier and what it gets, paired otherwise than the sentence pairs them.
    { answer: "选择500元档每年可获得政府补贴80元[c1]。", chunks: ["政府缴费补贴按档次递增：选择300元档的每人每年补贴40元，500元档补贴60元，800元档补贴80元。"], errors: [{ code: "X1", at: "80元", expected: "60元" }] },
    // Two Chinese clauses built alike (正堂为…，前厅为…): the claim gives one subject the other's predicate.
    { answer: "现存建筑中，正堂是清代重建的，前厅则保留了原构[c1]。", chunks: ["现存建筑中，正堂为原构，前厅为清代重建，马厩与库房均为1985年后复建。"], errors: [{ code: "X1", at: "正堂", expected: "前厅" }] },
    // Two figures put in each other's place, each per a day: the "/天" after both tells no place apart.
    { answer: "上半年门店翻台率为3.9次/天，比去年同期的3.6次/天有所提高[c1]。", chunks: ["上半年门店整体翻台率为3.6次/天，低于去年同期的3.9次/天；客单价为98.5元，去年同期为104.2元。"], errors: [{ code: "X1", at: "3.9次", expected: "3.6次" }] },
    // The word right after a figure says what it measures, whatever the words before it; the list's later item is measured otherwise.
    { answer: "The brick chamber is 4.3 m deep [c1].", chunks: ["It is a brick chamber 6.1 m deep and 4.3 m across at its widest."], errors: [{ code: "X1", at: "4.3 m", expected: "6.1 m" }] },
    // The claim's name where the sentence has another, which names the claim's in another place.
    { answer: "Callum Reddish won the race [c1].", chunks: ["Owen Threlkeld won the race, ahead of Callum Reddish."], errors: [{ code: "X1", at: "Callum Reddish", expected: "Owen Threlkeld" }] },
    { answer: "第二盘宋一帆两度破发，以6比3拿下[c1]。", chunks: ["首盘宋一帆在第九局破发，以6比4先下一城；第二盘韩铮两度破发扳回。"], errors: [{ code: "X1", at: "宋一帆", expected: "韩铮" }] },
    // A figure in brackets after the date it is given for.
    {
      answer: "The record low of −1.71 m was set in 2021/22 [c1].",
      chunks: ["Mass balance was −1.38 m, the third most negative on record after 2017/18 (−1.71 m) and 2021/22 (−1.52 m)."],
      errors: [{ code: "X1", at: "−1.71 m", expected: "−1.52 m" }],
    },
    // The claim's own list puts the later item's figure in the first item's place.
    { answer: "The standard contribution is 6% of qualifying earnings from the employee and 6% from Corvane [c1].", chunks: ["The standard contribution is 5% of qualifying earnings from the employee and 6% from Corvane."], errors: [{ code: "X1", at: "6%" }] },
    // An item put where the sentence lists another of its kind, which another sentence lists beside it.
    { answer: "RAW capture is supported on the main and ultra-wide cameras [c1].", chunks: ["RAW capture is available on the main and telephoto cameras. The ultra-wide and telephoto cameras are limited to 4K. 10-bit video is supported on the main camera only."], errors: [{ code: "X1", at: "ultra-wide" }] },
    // The colon of "8:30" between the name and the word before it breaks no phrase.
    {
      answer: "The race starts at 8:30 on Sunday 6 April from Riverside Marathon [c1].",
      chunks: ["The race starts at 8:30 on Sunday 6 April from Castle Park; the wheelchair race starts 10 minutes earlier. Riverside Marathon is organised by the council."],
      errors: [{ code: "X1", at: "Riverside Marathon" }],
    },
    // The figure's sentence names another place where the claim names the one the source gives elsewhere.
    {
      answer: "The population of Eastoft in 2011 was 167,446 [c1].",
      chunks: ["Eastoft is a village and civil parish in North Lincolnshire, England. The population of North Lincolnshire at the 2011 census was 167,446."],
      errors: [{ code: "X1", at: "Eastoft" }],
    },
    { answer: "Diego Santos was sent off, leaving Riverside with ten men [d1].", chunks: { d1: match }, errors: [{ code: "X1", at: "Diego Santos" }] },
    {
      answer: "Astronomers used the Hubble Space Telescope to peer inside spiral galaxies [d1].",
      chunks: { d1: "Astronomers used the James Webb Space Telescope to peer inside spiral galaxies. Earlier work used the Hubble Space Telescope." },
      errors: [{ code: "X1", at: "Hubble Space Telescope" }],
    },
    { answer: "2021 年，王芳接替李明担任总经理[d1]。", chunks: { d1: "2021 年，张伟接替李明担任总经理。王芳负责公司财务。" }, errors: [{ code: "X1", at: "王芳" }] },
    {
      answer: "After the game, Leeds coach John Smith said the red card changed the match [d1].",
      chunks: { d1: "After the game, Hull coach John Smith said his players never gave up; Leeds coach Tom Brown said the red card changed the match." },
      errors: [{ code: "X1", at: "John Smith", expected: "Tom Brown" }],
    },
    {
      answer: "Yields touched 0.5%, breaching the 0.6% cap [d1].",
      chunks: { d1: "Yields touched 0.6% for a second session, breaching the bank's 0.5% cap." },
      errors: [{ code: "X1", at: "0.5%" }],
    },
    {
      answer: "The network produces a correct input within a set tolerance for every output of interest [d1].",
      chunks: { d1: "The network produces a correct output within a set tolerance for every input of interest." },
      errors: [{ code: "X1", at: "input" }],
    },
    // Articles say nothing of the place.
    {
      answer: "Tickets sold out at the Emirates for the final [d1].",
      chunks: { d1: "Tickets sold out at Wembley for the final. A second match was played at the Emirates." },
      errors: [{ code: "X1", at: "Emirates" }],
    },
    {
      answer: "The bank said on Tuesday it would buy bonds [d1].",
      chunks: { d1: "The bank said on Wednesday it would buy bonds. A Tuesday report showed weak data." },
      errors: [{ code: "X1", at: "Tuesday" }],
    },
    { answer: "The battery lasts 12 hours and charges in 2 hours [d1].", chunks: { d1: "The battery lasts 2 hours and charges in 12 hours." }, errors: [{ code: "X1", at: "12 hours" }] },
    // A figure the source gives for another date, when it gives another figure for the claim's date.
    {
      answer: "The bank's CET1 ratio stood at 14.2% at the end of June 2024 [d1].",
      chunks: { d1: "The bank's CET1 capital ratio stood at 14.2% at 30 September 2024, compared with 13.8% at the end of June." },
      errors: [{ code: "X1", at: "14.2%" }],
    },
  ],
});
