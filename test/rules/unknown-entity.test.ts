import { ruleTester } from "./harness.js";

ruleTester("unknown-entity", {
  valid: [
    // 另 opens no unseen name: 另花, 另发.
    { answer: "钻孔还要另花650元[c1]。", chunks: ["学费包含训练用球鞋租借、训练局费和意外伤害保险，不包含定制球钻孔（如需定制，费用650元起，自愿选择）。"] },
    { answer: "各县还会每月另发300元乡村教师生活补助[c1]。", chunks: ["各县另按每人每月300元发放乡村教师生活补助。"] },
    // "Yes" answers a question and names nothing; an acronym's plural is the acronym.
    { answer: "Yes, part-timers get the £400 one-off payment too [c1].", chunks: ["A one-off lump sum of £400 is paid in May 2026 to every employee in post on 1 March 2026; part-time staff receive it pro rata."] },
    { answer: "WorldPass isn't offered on pay-as-you-go or data-only SIMs [c1].", chunks: ["WorldPass is available to pay-monthly customers; pay-as-you-go and data-only SIM customers cannot add it."] },
    { answer: "停产后，罐装果汁改由杭州禾岭食品有限公司代工[c1]。", chunks: ["停产后，罐装果汁改由杭州禾岭食品有限公司代工生产。"] },
    // A word jieba makes up of a word's last character and 须, or reads as a name ending in a locative (卡内 of 年卡内), is no name.
    { answer: "最早可提前30天、最晚须提前1天在官方小程序上预约[c1]。", chunks: ["门票须提前1至30天通过官方小程序预约，每个手机号每次最多预约5人。"] },
    { answer: "景区里的索道、游船和观光车都不包含在年卡内[c1]。", chunks: ["年卡不含景区内索道、游船、观光车等二次消费项目。"] },
    // A preposition or a place word glued to the next character by the segmenter names nothing: 凭蟹, 里查.
    { answer: "买到大闸蟹后，可以凭蟹扣上的唯一编码，在“泓澄湖蟹”小程序里查到产地和养殖户[c1]。", chunks: ["每枚蟹扣印有唯一编码，消费者可通过“泓澄湖蟹”小程序查询产地和养殖户。"] },
    // A word made up right after digits starts with their measure word: no name.
    { answer: "只需要在第0天和第3天各补打一剂加强针[c1]。", chunks: ["3个月至3年内再次暴露的，除处理伤口外于第0天和第3天各加强1剂。"] },
    // Quotation marks that only stress a word name nothing.
    { answer: "维护平衡需要一位“中间者”[c1]。", chunks: ["它是中介一样的，维系世界的平衡。"] },
    // A verb jieba leaves after an unseen name is what its bearer did, not part of the name; 仅差 is no name.
    { answer: "男子个人赛冠亚军之间仅差23秒，戴明川跑出1小时49分52秒[c1]。", chunks: ["男子个人赛中，江苏选手戴明川以1小时49分52秒夺冠。"] },
    // Words the HMM makes up from a modal, a measure word or an adverb and the next character (可领, 道题, 只排) are no names.
    { answer: "90到99岁的老人每月可领300元高龄津贴[c1]。", chunks: ["90至99周岁每人每月300元（原为200元）。"] },
    { answer: "两个科目加起来一共150道题[c1]。", chunks: ["全国公共科目共100题，区域科目共50题。"] },
    { answer: "岳清川短节目只排第二[c1]。", chunks: ["岳清川短节目名列第二，自由滑188.75分。"] },
    // …nor one made up before 时, which says when something is done (收汁时).
    { answer: "等最后收汁时再放番茄丁[c1]。", chunks: ["再放番茄丁和盐，开大火收汁约5分钟。"] },
    // Nouns for people jieba's dictionary tags as names: a role (卫冕冠军, 申请人) and a word said twice (宝宝).
    { answer: "决赛中四川男排3比1战胜卫冕冠军山东男排[c1]。", chunks: ["决赛中四川男排3比1战胜山东男排，夺得冠军。"] },
    { answer: "女性申请人年龄不能超过55周岁[c1]。", chunks: ["男性不超过60周岁，女性不超过55周岁。"] },
    // A word capitalised only by its place at the start is no part of the name after it.
    { answer: "Altogether Mr Arslan and his company must pay £18,460 [c1].", chunks: ["The company was fined £12,000 and Mr Arslan £2,400; costs of £3,860 and a £200 surcharge were added."] },
    // Saturdays and Sundays are weekends.
    { answer: "Between November and February the museum opens only on Saturdays and Sundays [c1].", chunks: ["From November to February the museum opens at weekends only, 10:00–16:00."] },
    // Numbered labels the source has.
    { answer: "乘客可以换乘36路和地铁4号线[c1]。", chunks: ["乘客可以换乘地铁4号线和36路。"] },
    // A word the segmenter makes up from the end of a time and the next word (安装时 + 厨下柜) is no name.
    { answer: "安装时厨下柜内部高度不低于450毫米[c1]。", chunks: ["整机须安装于厨下柜内，柜体内部高度不低于450毫米。"] },
    { answer: "Tessera 4.2.0 adds native support for Apple Silicon [c1].", chunks: ["Tessera 4.2.0 release notes. This release adds native support for Apple Silicon."] },
    // Words jieba's HMM makes up from common characters (共住, 如需, 备好) are no names.
    { answer: "王女士共住三晚[c1]。", chunks: ["王女士入住日期为10月1日，退房日期为10月4日，共3晚。"] },
    { answer: "医院已经备好应急电源[c1]。", chunks: ["医院已提前安排应急电源。"] },
    // A name's words written apart, but of no two other names.
    { answer: "NordMiles Gold members get one extra 23 kg bag [c1].", chunks: ["Gold members of the NordMiles programme receive one additional 23 kg bag."] },
    // A made-up word that takes its first character from the word before it, as the source has that word (烤瓷 + 冠贵 of 烤瓷冠).
    { answer: "全瓷冠每颗比烤瓷冠贵1600元[c1]。", chunks: ["全瓷冠每颗2800元，烤瓷冠（钴铬合金）每颗1200元。"] },
    // 称 ("says") glued to a name by the segmenter is not part of it.
    { answer: "李华称，公司计划在匈牙利建两座工厂[c1]。", chunks: ["董事长李华表示，公司计划在匈牙利建设两座工厂。"] },
    // "-based" is no part of the name.
    { answer: "The Denver-based company employs 15,000 people [c1].", chunks: ["The company, headquartered in Denver, employs 15,000 people."] },
    // A word of how many that opens the sentence counts the name after it, and is no part of it.
    { answer: "Several Bramley-based rowers won events over the weekend [c1].", chunks: ["Bramley-based rowers won three events over the weekend."] },
    { answer: "It runs ResNet-50 at 900 fps [c1].", chunks: ["It runs ResNet-50 at 900 fps."] },
    { answer: "It pairs with LPDDR4X memory [c1].", chunks: ["Memory: LPDDR4X, 8 GB."] },
    { answer: "Sales rose in Northern Europe [c1].", chunks: ["Sales rose in northern europe."] },
    // A title is no part of the name; a people's adjective names its place; 北京地区 is 北京.
    { answer: "CEO Sara Lind said demand stayed strong [c1].", chunks: ["Chief executive Sara Lind said demand remained strong."] },
    { answer: "Sara Lind said European demand stayed strong [c1].", chunks: ["Sara Lind said demand in Europe remained strong."] },
    { answer: "北京地区生产总值增长5.2%[c1]。", chunks: ["北京市全年地区生产总值比上年增长5.2%。"] },
    // A domain term jieba tags as a proper noun is a name only in a name's place.
    { answer: "阿里巴巴在联网方面投入巨大[c1]。", chunks: ["阿里巴巴在芯片方面投入巨大。"] },
    // Built-in aliases: English acronyms in Chinese answers.
    { answer: "北京市的GDP比上年增长了5.2%[c1]。", chunks: ["北京市全年地区生产总值比上年增长5.2%。"] },
    { answer: "公司CEO张伟表示营收增长了12%[c1]。", chunks: ["公司首席执行官张伟表示，营收增长了12%。"] },
    { answer: "Japanese sales rose [c1].", chunks: ["Sales in Japan rose."] },
    // A synonym in the name's place is no name.
    { answer: "Earnings rose 12% in 2023 [c1].", chunks: ["Profits rose 12% in 2023."] },
    { answer: "星尘-3 采用 12nm 工艺[c1]。", chunks: ["星尘-3 采用 12nm 工艺。"] },
    // jieba's HMM glues common characters into words it cannot place (事是, 他来, 楼有): not names.
    { answer: "这件事是关于修炼的[c1]。", chunks: ["他一直在修炼。"] },
    { answer: "他来过英国[c1]。", chunks: ["他去过英国。"] },
    { answer: "这个楼有电梯[c1]。", chunks: ["这座楼里装了电梯。"] },
    // The name is in a sentence of the chunk other than the one the claim aligns with.
    { answer: "The chip is made by TSMC on a 12 nm process [c1].", chunks: ["The chip is made on a 12 nm process.\nIts foundry is TSMC."] },
    // A first word is capitalised by its place: a word of the language, a function word or a compound is no name.
    { answer: "Researchers found that members borrow books [c1].", chunks: ["Members borrow books, researchers found."] },
    { answer: "Since 2020, members may borrow books [c1].", chunks: ["Members may borrow books."] },
    { answer: "Plant-derived milk is popular [c1].", chunks: ["Plant-based milk is popular."] },
    { answer: "Pfizer funded the study [c1].", chunks: ["The study was funded by Pfizer."] },
    // A possessive ends a name; initials stand for the name they abbreviate.
    { answer: "Riverside's Diego Santos scored twice [c1].", chunks: ["Diego Santos of Riverside scored twice."] },
    { answer: "The WHO approved the vaccine [c1].", chunks: ["The World Health Organization approved the vaccine."] },
    { answer: "The World Health Organization approved the vaccine [c1].", chunks: ["The WHO approved the vaccine."] },
    { answer: "公司营收为 50 亿元[c1]。", chunks: ["公司营业收入为 50 亿元。"] },
    // An opener or a unit of the evidence does not stand in a name's place.
    { answer: "After opening, the smoothie keeps 3 days [c1].", chunks: ["Once opened, the smoothie keeps 3 days."] },
    { answer: "Choosing the 1 TB configuration costs $180 more [c1].", chunks: ["A 1 TB configuration costs an extra $180."] },
    // Q3 is the third quarter.
    { answer: "Q3 profit was £1.24 billion [c1].", chunks: ["The bank reported a net profit of £1.24 billion for the third quarter of 2024."] },
    // An unseen name cut in two by the segmenter (周慕 + 远出).
    { answer: "周慕远出生于1932年4月18日[c1]。", chunks: ["周慕远（1932年4月18日—2015年11月3日），生于浙江绍兴。"] },
    // "Saturdays" is a timetable's "Saturday".
    { answer: "The studio opens at 9am on Saturdays [c1].", chunks: ["The studio opens at 9am on Saturday and is closed on Sunday."] },
    // Words the segmenter made up from a comparison or a verb and the next word are no names (比畅玩卡, 办次卡, 焯水时).
    { answer: "尊享卡卖2580元，比畅玩卡贵1300元[c1]。", chunks: ["畅玩卡售价1280元；尊享卡售价2580元。"] },
    { answer: "料酒共两汤匙，焯水时用掉一汤匙[c1]。", chunks: ["料酒2汤匙，一半焯水用，一半炖煮用。"] },
    // …nor a common verb glued to its object or to the next verb (进店, 找道馆, 买省), or to its result 满 (唱满).
    { answer: "自带一瓶红酒加一瓶白酒进店，总共需要交130元开瓶费[c1]。", chunks: ["自带洋酒、红酒每瓶收取开瓶费80元，白酒每瓶50元。"] },
    { answer: "护具包打包买比五件分开买省70元[c1]。", chunks: ["护具包含头盔、护胸、护臂、护腿和护裆五件，打包价560元，若分开单买合计630元。"] },
    { answer: "只要是一年内正常磨损，都可以找道馆免费换一次[c1]。", chunks: ["学员自购护具在购买后一年内出现正常磨损开裂的，由道馆免费更换一次。"] },
  ],
  invalid: [
    { answer: "WorldPass isn't offered on pay-as-you-go or data-only eSIMs [c1].", chunks: ["WorldPass is available to pay-monthly customers; pay-as-you-go and data-only SIM customers cannot add it."], errors: [{ code: "E1", at: "eSIMs" }] },
    // A company named in full is one name, which the source must give.
    { answer: "停产后，罐装果汁改由杭州禾岭食品有限公司代工[c1]。", chunks: ["停产后，罐装果汁改由杭州青岭饮品有限公司代工生产。"], errors: [{ code: "E1", at: "杭州禾岭食品有限公司" }] },
    // …and one the source never gives is unknown.
    { answer: "该服务可通过“青苗之家”公众号预约[c1]。", chunks: ["须至少提前1天通过社区服务热线或“青苗邻里”公众号预约。"], errors: [{ code: "E1", at: "青苗之家" }] },
    // A word for the people of a place names the place: 杭州 of 杭州人 is not in the source.
    { answer: "周慕远是浙江杭州人[c1]。", chunks: ["周慕远，生于浙江绍兴，中国水利工程专家。"], errors: [{ code: "E1", at: "杭州" }] },
    // …while a name the source lacks, after such a word, is still found.
    { answer: "Altogether Mr Baines and his company must pay £18,460 [c1].", chunks: ["The company was fined £12,000 and Mr Arslan £2,400; costs of £3,860 and a £200 surcharge were added."], errors: [{ code: "E1", at: "Altogether Mr Baines" }] },
    // A bus route, a metro line or a century the source does not have.
    { answer: "乘客可以换乘37路[c1]。", chunks: ["乘客可以换乘地铁4号线和36路。"], errors: [{ code: "E1", at: "37路" }] },
    { answer: "乘客可以换乘地铁5号线[c1]。", chunks: ["乘客可以换乘地铁4号线和36路。"], errors: [{ code: "E1", at: "5号线" }] },
    { answer: "到21世纪50年代，城墙被拆除[c1]。", chunks: ["20世纪50年代起，城墙被拆除。"], errors: [{ code: "E1", at: "21世纪" }] },
    // A name that puts the words of two of the sentence's names together.
    { answer: "Harbour United took the lead in the 12th minute [c1].", chunks: ["Riverside United beat Harbour City 3-1. Harbour City took the lead in the 12th minute through a header."], errors: [{ code: "E1", at: "Harbour United" }] },
    // A version of three parts is the name of one release.
    { answer: "Native Apple Silicon support arrived in Tessera 4.2.1 [c1].", chunks: ["Tessera 4.2.0 release notes. This release adds native support for Apple Silicon."], errors: [{ code: "E1", at: "4.2.1" }] },
    // A first word the dictionary writes only capitalised is a name.
    { answer: "Japanese sales rose [c1].", chunks: ["Sales in Korea rose."], errors: [{ code: "E1", at: "Japanese" }] },
    { answer: "张伟曾在腾讯工作了八年[c1]。", chunks: ["张伟于2019年加入公司。在此之前，他曾在阿里巴巴工作了八年。"], errors: [{ code: "E1", at: "腾讯" }] },
    { answer: "CEO Tom Lind said demand stayed strong [c1].", chunks: ["Chief executive Sara Lind said demand remained strong."], errors: [{ code: "E1", at: "Tom Lind" }] },
    { answer: "Sara Lind said Asian demand stayed strong [c1].", chunks: ["Sara Lind said demand in Europe remained strong."], errors: [{ code: "E1", at: "Asian" }] },
    // A first word a dictionary knows ("ford") in the place of the evidence's name.
    { answer: "Ford began deliveries in June 2021 [c1].", chunks: ["Tesla began deliveries in June 2021."], errors: [{ code: "E1", at: "Ford" }] },
    { answer: "The Boston-based company employs 15,000 people [c1].", chunks: ["The company, headquartered in Denver, employs 15,000 people."], errors: [{ code: "E1", at: "Boston" }] },
    { answer: "The chip is made by TSMC [c1].", chunks: ["The chip is made by an undisclosed foundry."], errors: [{ code: "E1", at: "TSMC" }] },
    { answer: "It pairs with LPDDR5 memory [c1].", chunks: ["It pairs with LPDDR4X memory."], errors: [{ code: "E1", at: "LPDDR5" }] },
    // The unit after a figure is not the start of a name: "GB of LPDDR4X" would hide the identifier.
    { answer: "The X200 ships with 16 GB of LPDDR4X memory [c1].", chunks: ["The X200 ships with 16 GB of LPDDR5 memory."], errors: [{ code: "E1", at: "LPDDR4X" }] },
    { answer: "The deal was led by Goldman Sachs [c1].", chunks: ["The deal was led by a bank."], errors: [{ code: "E1", at: "Goldman Sachs" }] },
    { answer: "星尘-3 采用台积电 12nm 工艺[c1]。", chunks: ["星尘-3 采用 12nm 工艺。"], errors: [{ code: "E1", at: "台积电" }] },
    // A first word no dictionary knows is a name, even with no capitalised word after it.
    { answer: "Pfizer and Aurelis Pharma funded the study [c1].", chunks: ["The study was funded by Aurelis Pharma."], errors: [{ code: "E1", at: "Pfizer" }] },
    { answer: "The FDA approved the vaccine [c1].", chunks: ["The World Health Organization approved the vaccine."], errors: [{ code: "E1", at: "FDA" }] },
    { answer: "Pfizer's study was funded by Aurelis Pharma [c1].", chunks: ["The study was funded by Aurelis Pharma."], errors: [{ code: "E1", at: "Pfizer" }] },
  ],
});
