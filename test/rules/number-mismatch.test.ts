import { ruleTester } from "./harness.js";

const BERTHS = "Annual berths are charged per metre: boats up to 10 m pay £485 per metre; boats over 10 m and up to 14 m pay £530 per metre; boats over 14 m pay £590 per metre.";
const UPKEEP_FUND = "首期维修资金按建筑面积交存，多层住宅（无电梯）每平方米60元，高层住宅（有电梯）每平方米90元。";
const LENSES = "镜片价格（每副两片）：国产1.56折射率非球面镜片198元，1.60折射率328元，1.67折射率568元。";
const DEED_TAX = "购买家庭唯一住房，面积90平方米及以下的，税率为1%；面积90平方米以上的，税率为1.5%。";
const CLAIM_FEES =
  "The fee to issue a claim depends on the amount claimed: up to £300, £35; £300.01 to £1,500, £80; £1,500.01 to £3,000, £115; £3,000.01 to £5,000, £205; £5,000.01 to £10,000, 5% of the claim. The hearing fee rises to £346 for claims over £3,000.";
const PE_EXAM = "总分与构成：体育考试满分为60分，其中过程性评价10分；现场统一考试50分。必考项目分值20分；选考项目分两类，每类15分。";
const TRANSLATION_RATES = "Standard translation is charged per source word: 11p for French, German, Spanish, Italian and Portuguese; 14p for Polish, Dutch and the Scandinavian languages; 17p for Arabic, Chinese, Japanese and Korean.";
const WARRANTY = "空调整机保修6年，压缩机保修10年；冰箱整机保修3年。用于商用场所（如餐厅、宾馆）的产品，保修期减半。";

const WARRANTY_TERMS = "Warranty: 5 years on the frame; 2 years on the motor and battery, or 800 charge cycles for the battery.";
const LONG_JUMP = "Callum Reid won the long jump with 7.14 m in round five, 6 cm ahead of clubmate Sam Okafor.";
const MILE_RACE = "Priya Naidoo beat defending champion Hollie Grant (Brennan AC) by 0.4 seconds, winning in 4:21.7 to break the meeting record of 4:23.";
const STORES = "截至2024年12月31日，公司门店总数达12486家，其中直营门店8913家、加盟门店3573家。";
const LIBRARY_FINES = "Overdue adult books are charged at 25p per day, up from 20p, to a maximum of £6.00 per item. DVDs are charged at £1.00 per day, to a maximum of £8.00. No fines are charged on children's items.";
const FLOOD_SCHEME = "The cost rose from an original estimate of £29m to £38m; £31m came from government and the rest from the council.";
const POINTS_TABLE = "Harlow Otters topped the club points table with 1,214 points, ahead of Enfield on 1,102 and Ware on 968.";
const CAKE_SIZES = "Round celebration cakes (sponge with buttercream finish): 6-inch, serves 12, £38; 8-inch, serves 20, £52; 10-inch, serves 32, £74.";

const PASTRY = "Pastry: 500 g strong white bread flour, 1 tsp salt, 120 g lard and 125 g cold butter, both diced, and about 175 ml cold water.";
const DENTAL_FEES =
  "Harbourview Dental Studio – Private Fee Schedule (effective 1 March 2025). A standard check-up with Dr. Ines Marlow or Dr. Tobias Reyes costs £58 and includes an oral cancer screening but not X-rays, which are charged separately at £22 for two bitewing images. A hygienist appointment of 30 minutes costs £74; a 45-minute appointment costs £98. White composite fillings start at £145 per tooth, while amalgam fillings are £95 and are no longer offered to patients under 15 or to pregnant patients. Root canal treatment is priced at £420 for front teeth and £690 for molars, excluding the crown. A porcelain crown costs £640. Emergency appointments on weekdays cost £85; Saturday emergency slots (9:00–12:00 only) cost £120. Patients who cancel with less than 24 hours' notice are charged £30, waived once per calendar year. Members of the Harbourview Care Plan (£16.50 per month) receive two check-ups and two 30-minute hygienist visits a year and a 10% discount on all other treatment except orthodontics and implants. Payment is due on the day; treatment over £500 may be spread over 6 months interest-free.";
const BROADBAND = "Broadband customers increased by 46,000 during the quarter to 1.92 million, of whom 1.31 million are on full-fibre connections.";
const FLIGHT_BANDS = "For flights up to 1,500 km the payment is €250, for flights between 1,500 km and 3,500 km it is €400, and for longer flights it is €600.";

const ROUND_FOUR =
  "Kestle Rural Foundation – Community Transport Grants, Round 4 (2026). Round 4 opens on 2 February 2026. The foundation has £320,000 to award in this round, up from £250,000 in Round 3. Groups that received a Round 3 grant may apply again only for a Running Cost grant. In Round 3, 27 of the 61 applications received were funded.";
const ALMSHOUSE_ACCOUNTS =
  "Total income was £212,600 (2023/24: £198,300), of which maintenance contributions made up £68,900, investment income £41,200 and a legacy from the late Mrs Doreen Ashby £75,000. Total expenditure was £187,300, including £52,100 on repairs. During the year 13 flats were occupied; flat 9 stood empty from July to February while its kitchen was refitted at a cost of £18,400. The trustees did not use the legacy for running costs; it has been added to the Major Repairs Fund.";
const BROADBAND_PLANS = "300M套餐：月费59元，合约期12个月，安装费100元。500M套餐：月费89元，赠送1个全屋WiFi路由器，合约期24个月，免安装费。";

ruleTester("number-mismatch", {
  valid: [
    // (…its own code.)
    { answer: "年满12周岁且身高达到140厘米的青少年，就可以驾驶限速车型JR-120[c1]。", chunks: ["驾驶成人单人车SR-270须年满16周岁且身高不低于155厘米；12至15周岁、身高140厘米以上的青少年只能驾驶限速车型JR-120，该车最高时速被锁定在40公里。"] },
    // What tops the claim's figure up to the level the sentence makes things up to; and a band's case whose other figures are worked out from the claim's own.
    { answer: "一名穿戴装备后体重72公斤的车手，需要在车上加装8公斤压铅[c1]。", chunks: ["车手体重（含装备）低于80公斤的，须在车上加装压铅补足至80公斤，超过80公斤者不作调整。"] },
    { answer: "Cancelling an £85 booking three weeks before the trip would get you £75 back, since only the £10 administration fee is kept [c1].", chunks: ["If you cancel, bookings cancelled 14 or more days before the trip are refunded in full less a £10 administration fee; from 13 days to 72 hours before, 50% is refunded."] },
    // A bound on the other side of one the sentence makes an exception by is the rule's case, where the claim says what the rule does.
    { answer: "年满16岁的车手如果想戴护颈，则需要另付10元[c1]。", chunks: ["场馆免费提供头盔和一次性头罩，护颈需另付10元租用，但未满16周岁者必须佩戴护颈，且免收租金。"] },
    // An allowance another price includes, and each further one priced: the count past it may be the claim's total or its extra ones; a case's figures are those before the claim opens another.
    { answer: "A 40-track song would be mixed for £260, and if you needed two extra rounds of revisions beyond the two included, the total would come to £330 [c1].", chunks: ["Remote mixing is priced per song rather than per hour: £180 for up to 24 tracks and £260 for 25 to 64 tracks. Each mix includes two rounds of revisions, and further rounds cost £35 each."] },
    { answer: "A 40-track song with four rounds of revisions would come to £330 [c1].", chunks: ["Remote mixing is priced per song rather than per hour: £180 for up to 24 tracks and £260 for 25 to 64 tracks. Each mix includes two rounds of revisions, and further rounds cost £35 each."] },
    // A sum of the things the claim's own clause names, or says they add.
    { answer: "Using both the U47 and the C12 on the same session would add £75 to your bill [c1].", chunks: ["Premium microphones are charged per session, not per hour: the Neumann U47 (valve) is £40, the pair of Coles 4038 ribbons £25 and the AKG C12 £35."] },
    { answer: "Using both the U47 and the C12 would cost £75 [c1].", chunks: ["Premium microphones are charged per session, not per hour: the Neumann U47 (valve) is £40, the pair of Coles 4038 ribbons £25 and the AKG C12 £35."] },
    // A sentence that names another thing holds the value where what leads to it names the claim's own.
    { answer: "A full Studio A day with an engineer costs £720 [c1].", chunks: ["Studio A, our largest room, costs £68 per hour dry-hire or £95 per hour with a house engineer. Day blocks run from 10:00 to 20:00 and include a one-hour break: a Studio A day costs £720 with an engineer and a Studio B day £490."] },
    // A share is what the sentence's others leave of 100%, for the rest it names.
    { answer: "Roughly 7% of hires were stand-up paddleboards [c1].", chunks: ["Canadian canoes accounted for 62% of hires and sit-on-top kayaks for 31%; the remainder were stand-up paddleboards."] },
    { answer: "立式桨板约占7%[c1]。", chunks: ["加拿大独木舟占租赁的62%，坐式皮艇占31%，其余为立式桨板。"] },
    // An act the claim opens on sets a case by the figure of its phrase.
    { answer: "Cancelling a senior-barber cut 10 hours beforehand is charged at 50% [c1].", chunks: ["A cut with a senior barber takes 30 minutes; cancellations between 24 and 4 hours ahead are charged at 50%."] },
    { answer: "Cancelling three weeks before the trip gets you a full refund less the £10 fee [c1].", chunks: ["If you cancel, bookings cancelled 14 or more days before the trip are refunded in full less a £10 administration fee; from 13 days to 72 hours before, 50% is refunded."] },
    // The comma that closes a phrase set before the clause lists nothing: the claim gives £25 to one thing, Zone B's.
    { answer: "For a Zone B address such as SY5, collection and return costs £25 [c1].", chunks: ["Zone A covers postcodes SY1, SY2 and SY3 and costs £15 for a collection and return; Zone B covers SY4 and SY5 and costs £25. We do not travel beyond Zone B."] },
    // 1米1 is 1.1 m, a case of 1.2米以下.
    { answer: "身高1米1的儿童免收茶位费[c1]。", chunks: ["大厅共设散座28桌，按人收取茶位费，工作日每位18元，周末及法定节假日每位25元；身高1.2米以下儿童免收茶位费，但不单独占座。"] },
    // …but not where the source sets a band the claim's falls in.
    { answer: "如果在开演前10天退票，要扣票面5%的手续费[c1]。", chunks: ["退改规则：距开演7天以上（含7天）申请退票，收取票面金额5%的手续费；3天以上不足7天的，收取20%；不足3天的不予退票，但可在开演24小时前免费改签至同票档其他场次一次。"] },
    // A time of day the claim sets a case by, on the side of one the source means the times before or after, is a case of it.
    { answer: "If you arrive at 11 am on a Tuesday, you get 15% off [c1].", chunks: ["Arrive before 2 pm on Monday to Thursday for 15% off."] },
    { answer: "如果晚上9点半开始做项目、10点以后才结束，是不需要付夜间服务费的[c1]。", chunks: ["每晚22:00以后开始的项目，每位顾客加收夜间服务费15元；22:00以前开始、跨过22:00结束的项目不加收。"] },
    // "Nobody may … more than 6" is a limit of 6, as "at most six" is.
    { answer: "You can do at most six rounds a night [c1].", chunks: ["Rounds last 2 minutes with 1 minute of rest, and nobody may spar more than 6 rounds per night."] },
    // …but "nobody under 16" is an age, no limit denied.
    { answer: "You also mustn't use it from a ladder or in the rain, and nobody under 16 should operate it [c1].", chunks: ["The saw is not suitable for felling trees with a trunk diameter greater than 30 cm, and must not be used while standing on a ladder, in the rain or by anyone under 16."] },
    // Bare hours after "mornings" are times of day: 9 to 10 is 9:00 to 10:00.
    { answer: "Dogs can come in for paw-print appointments on Friday mornings from 9 to 10 [c1].", chunks: ["When two siblings are printed in the same appointment, the second child's pieces are 20% off. Paw-print appointments for dogs are held on Friday mornings only, from 9:00 to 10:00 before the café opens."] },
    // 不分白天晚上 waives a distinction: its words name no item of the list.
    { answer: "VIP包厢不分白天晚上，每小时都是128元[c1]。", chunks: { c1: "本店共设中式八球台22张。中式八球台白天场每小时28元，夜场每小时38元；VIP包厢内设斯诺克台和中式八球台各1张，不分时段每小时128元，最低消费2小时。" } },
    // "A head" prices what "per person" does.
    { answer: "The party costs £22 a head [c1].", chunks: ["Tickets for the party cost £22 per person."] },
    // A count of things is how many a run of their numbers names.
    { answer: "Twelve of the 18 lanes now have string pinsetters [c1].", chunks: ["The group installed string pinsetters on lanes 7 to 18."] },
    { answer: "The six lanes used for league play keep free-fall machines [c1].", chunks: ["Lanes 1 to 6 keep free-fall pinsetters because they are used for league play."] },
    // A price of a list after a price per hour is per hour too, and times the claim's hours gives its total.
    { answer: "小包唱3小时，按小时计费要114元[c1]。", chunks: ["周一至周四午场每小时价格为：迷你包28元、小包38元、中包58元、大包88元。"] },
    { answer: "Anything above the deposit is invoiced, with 14 days to pay [c1].", chunks: ["Charges are deducted from the deposit first; any balance above the deposit is invoiced and must be paid within 14 days. Hirers may dispute a charge by email within 7 days."] },
    { answer: "空中瑜伽因为吊床有限，最多10人[c1]。", chunks: ["每节团课人数上限为18人，空中瑜伽因吊床数量限制上限为10人。"] },
    { answer: "如果选初级教练买12节课包，打九折后总价是3240元[c1]。", chunks: ["初级教练一对一课程为300元/节。购买课包可享折扣：12节课包按单节价格打九折，24节课包打八五折。"] },
    { answer: "The minimum you would commit to is £435, since it runs for at least three months at £145 a month [c1].", chunks: ["Cargo bikes cost £145 a month on the Flex subscription, which has a 3-month minimum term."] },
    { answer: "Going tubeless on both wheels would be £70 [c1].", chunks: ["Tubeless setup, including tape, valves and 60 ml of sealant per wheel, costs £35 per wheel."] },
    // 实际可用 is what a top-up and its bonus come to, a total of the two.
    { answer: "充值1000元实际可用1200元[c1]。", chunks: ["会员卡充值500元赠80元，充值1000元赠200元，会员在任何时段人头费均享9折，充值余额不退、不可转让。"] },
    // What is done to a thing kept past a length of time says how long it may be kept: the other side of the bound.
    { answer: "Unclaimed pieces can sit on the finished shelves for up to three weeks [c1].", chunks: ["Work left on the finished shelves for more than 21 days is moved to the free table and discarded after a further 7 days."] },
    // Things "of" a measure "each" multiply to a total.
    { answer: "The course gives you nine hours of tuition in total [c1].", chunks: ["The course is taught over three evening sessions of three hours each."] },
    // Things paid for "separately" sum to the claim's figure, as things "in total" do.
    { answer: "Hiring shoes, a harness, a belay device and a chalk bag separately would cost a non-member £11 [c1].", chunks: ["Hire prices per visit are: climbing shoes £4.50, harness £3, belay device with screwgate karabiner £2 and chalk bag £1.50; the Full Kit bundle of all four items costs £8.50."] },
    { answer: "《古墓惊魂》是恐怖主题，时长90分钟[c1]。", chunks: ["本店现有四个主题，《侦探事务所》（推理类，建议2—5人，时长60分钟）、《星际迷航》（科幻类，建议3—6人，时长75分钟）、《古墓惊魂》（恐怖类，建议4—8人，时长90分钟）。"] },
    { answer: "每个账号可以改期一次[c1]。", chunks: ["每笔预约限改期1次，须在开场前24小时以上提出。"] },
    { answer: "If a second incident happens within six months, glaze-firing privileges are suspended for 30 days [c1].", chunks: ["A second incident within six months suspends glaze-firing privileges for 30 days."] },
    // 不退 refuses the case a bound opens, as 不予退款 does: both allow 72小时 or more.
    { answer: "开课前不到72小时取消的话学费不退[c1]。", chunks: ["开课前7天以上取消可全额退款；开课前3至7天取消退还学费的70%；开课前不足72小时取消不予退款。"] },
    { answer: "“挚爱”套餐的舞台背景宽度可达12米[c1]。", chunks: ["繁花里婚礼花艺布置套餐：“初见”套餐12800元，含主舞台背景花艺（宽度6米以内）、路引8组；“倾心”套餐22800元，在“初见”基础上增加花门1座；“挚爱”套餐38800元，舞台背景宽度可达12米，另含吊顶花艺。所有套餐预订时须支付合同总额的30%作为定金。"] },
    { answer: "基础班共12课时，分6次上完[c1]。", chunks: ["花艺师基础班共12课时，分6次于每周六上课，学费3680元。"] },
    // A total of the claim's own rate times its count.
    { answer: "Three adults would pay £14 each, £42 in all [c1].", chunks: ["Groups of three adults pay £14 per adult."] },
    // 不要超过 is a limit, as 不能超过 is.
    { answer: "贺卡手写内容不要超过60个字[c1]。", chunks: ["定制贺卡免费，手写内容限60字以内。"] },
    { answer: "每次请假不要超过30天[c1]。", chunks: ["每次请假最长30天，全年累计不超过60天。"] },
    // A price moved by an adjustment per the thing the claim's price is per, the price picked by the words of its item.
    { answer: "A detached four-bedroom house on the eight-weekly schedule would be charged £31 per visit [c1].", chunks: ["Prices per four-weekly visit: terraced house £14, semi-detached £17, detached three-bedroom £22, detached four-bedroom or larger £28. Customers on an eight-weekly schedule pay the four-weekly rate plus £3 per visit."] },
    { answer: "5月9日那一班是错峰班次，豪华包厢每人15120元，软卧包厢每人8820元[c1]。", chunks: ["票价按铺位等级区分：豪华包厢（2人间，带独立卫浴）每人16800元，软卧包厢（4人间）每人9800元，硬卧每人6800元。其中5月9日为错峰班次，各等级票价统一下调10%。"] },
    // What a charge adds is the charge: a rate per thing times the claim's count.
    { answer: "Rodding three downpipes would add £75 to the bill [c1].", chunks: ["Blocked downpipes that cannot be cleared by flushing are rodded at £25 per downpipe."] },
    // The other side of a time limit, named by "after that".
    { answer: "If you leave your gown more than 30 days after the final fitting, you'll pay £5 a day for storage [c1].", chunks: ["Gowns must be collected within 30 days of the final fitting; after that, storage is charged at £5 per day."] },
    // "A further" added to a figure of its kind in the nearest sentence before that gives one.
    { answer: "Once fob programming reaches a further 18 kiosks by September 2026, 59 kiosks will offer it [c1].", chunks: ["Remote fobs can be programmed at 41 of our 126 kiosks for £89.99. The kiosk in Dunmere opens 7:00 to 22:00 daily. Fob programming will be rolled out to a further 18 kiosks by September 2026."] },
    // A gap of two sentences' figures, where the second names the claim's other party outside its figure's clause.
    { answer: "Skyline was not the lowest bidder, as Northern Heights came in £2,500 a year cheaper [c1].", chunks: ["The contract has been awarded to Skyline; the annual value is £38,400. Skyline's bid was not the cheapest, as Northern Heights Ltd bid £35,900 a year."] },
    // A multiple of the claim's only two figures of one kind, each from its own chunk.
    { answer: "A gutter clear on a two-storey house costs £110 with Ridgeline [c2], which is five times Brightpane's £22 window clean for a three-bedroom home [c1].", chunks: ["Brightpane charges £22 for a detached three-bedroom home and £14 for a terraced house.", "Ridgeline charges £110 for a gutter clear on a two-storey house."] },
    // A rate per a number of a unit, times the claim's measure.
    { answer: "Re-taping 50 cm of seam would cost £17.50 [c1].", chunks: ["Seam re-taping on Gore-Tex garments is charged at £3.50 per 10 cm, with a minimum charge of £25."] },
    { answer: "30公里的运费是9元[c1]。", chunks: ["运费每10公里3元。"] },
    { answer: "The workshop repaired 1,900 more items in 2025 than in 2024, a rise of 20% [c1].", chunks: ["The workshop repaired 11,400 items in 2025, up from 9,500 in 2024."] },
    { answer: "A 20-mile trip costs £50 [c1].", chunks: ["A trip costs £30 up to 10 miles, plus £2 for every additional mile."] },
    { answer: "A 34 cm boot zip would cost £42 [c1].", chunks: ["Boot zip replacement costs £38 per zip up to 30 cm, plus £1 for every additional centimetre."] },
    { answer: "不足800毫升的，按献血量的3倍免费用血[c1]。", chunks: ["累计献血量达到800毫升以上的，可终身免费享用献血量5倍的临床用血；不足800毫升的，按献血量的3倍免费用血。"] },
    { answer: "If you cancel 45 days before departure, 50% of the total is retained [c1].", chunks: ["Cancelling more than 60 days out loses only the deposit; between 60 and 31 days, 50% of the total is retained; within 30 days, nothing is refunded."] },
    { answer: "Someone who cancels 10 days before their class gets half of their money back [c1].", chunks: ["Cancellations made at least 14 days before a class receive a full refund; between 7 and 13 days, a 50% refund; after that, no refund."] },
    // A price the claim supposes, less a fee the sentence takes off a price it does not give.
    { answer: "If you send back a pair of aids that cost £3,000 within the trial, you'd get £2,905 back [c1].", chunks: ["If you return the aids in good condition within the trial, we refund the full price minus a fitting fee of £95 per pair (£60 for a single aid); the hearing assessment, normally £75, is never refundable."] },
    // …a case closed by 的 in the sentence goes on to the part after it; a turn the claim names sets its case, not the bound.
    { answer: "距开车不足24小时退票的，退票费为票价的五分之一[c1]。", chunks: ["退票方面：开车前8天（含）以上退票，不收退票费；开车前48小时以上、不足8天的，按票价的5%收取；开车前24小时以上、不足48小时的，按10%收取；不足24小时的，按20%收取。"] },
    { answer: "距中心超过3公里的，每次另加20元交通费[c1]。", chunks: ["上门巡诊费每次50元，仅限签约居民中行动不便的失能、半失能老人；距中心超过3公里的，每次另加交通费20元。"] },
    { answer: "第三次及以上记满12分的，要学习21天[c1]。", chunks: ["累积记分达到12分的，驾驶证将被扣留，驾驶人须参加为期7天的学习，其中现场学习不少于2天；一个记分周期内第二次记满12分的，学习时间延长至14天；第三次及以上记满的，学习时间为21天。"] },
    // A bound in brackets after a price is what it covers, no band of the rate after it.
    { answer: "陪同就医5小时，费用合计为100元[c1]。", chunks: ["陪同就医每次80元（4小时内），超过4小时每小时加收20元。"] },
    { answer: "An 11-year-old is limited to 12 metres [c1].", chunks: ["Juniors aged 10 and 11 are limited to 12 metres, while 12- to 14-year-olds are limited to 18 metres."] },
    { answer: "The Plus plan includes two in-branch cleans a year [c1].", chunks: ["Audenmoor Hearing – Plans. The Plus plan costs £9 per month and adds a drying kit each year, two in-branch cleans per year and a 20% discount on domes. Customers with rechargeable aids can take the Aftercare Plan at £6 per month, which covers a replacement charger and three cleans per year."] },
    // A free allowance charged past, per page, in a day the sentence counts each of.
    { answer: "黑白打印每天前10页免费，如果一天打了30页，需要付6元[c1]。", chunks: ["黑白打印每人每天前10页免费，超出后每页0.3元；彩色打印每页2元。"] },
    { answer: "The first 10 pages are free, so printing 30 pages costs £6 [c1].", chunks: ["The first 10 pages are free, then 30p for each additional page."] },
    // A hyphened measure is an allowance ('outside the 30-mile radius'), unless it measures each one more.
    { answer: "If the person died 40 miles from the funeral director's premises, the extra 10 miles of collection would cost £21 [c1].", chunks: ["The plan covers collection of the deceased within 30 miles of the nominated funeral director's premises. Collection outside the 30-mile radius is charged at £2.10 per additional mile."] },
    // Chinese prices a count after it; each 1000张 more is charged per 1000张.
    { answer: "A4单页如果印3000张，总价为680元[c1]。", chunks: ["宣传单页起印量为500张，A4双面四色印刷500张报价260元，1000张报价380元，此后每增加1000张加收150元。"] },
    // A split claim's 折 may stand in the clause before it.
    { answer: "一次性付款购买一个标准车位可以打97折，实际需支付16.296万元，也就是162,960元[c1]。", chunks: ["标准车位售价16.8万元/个，大车位19.8万元/个。一次性付款享受售价97折优惠。"] },
    // Two 位 are counted 每人.
    { answer: "如果一次带两位亲友同去，需要为他们另付50元[c1]。", chunks: ["业主凭业主卡免费使用，每户每次最多可带2名外来亲友，亲友每人次收费25元。"] },
    // A range with a span the sentence adds to it is a total.
    { answer: "For a move to Christchurch, allow roughly 10 to 12 weeks door to door [c1].", chunks: ["Door-to-door transit to Auckland usually takes 8 to 10 weeks; Wellington and Christchurch add about two weeks because containers are transhipped in Auckland."] },
    // A rate per unit beyond the bound before it prices the measure past that bound.
    { answer: "If you live 25 miles from the Stourton depot, delivery would cost £83 [c1].", chunks: ["Delivery and collection each cost £65 within 15 miles of our Stourton depot, plus £1.80 per mile beyond that; we do not deliver more than 40 miles from the depot."] },
    // A band in a list of bands, each with its own price: the others' bounds set no case of it.
    { answer: "建筑面积120平方米的房子，装修押金是5000元[c1]。", chunks: ["装修押金按户型收取：建筑面积90平方米以下3000元，90至144平方米5000元，144平方米以上8000元；涉及拆改非承重墙的另加收2000元。"] },
    // A base price for an allowance of 块 and a price for each one more.
    { answer: "上机打样起步价1800元已含4块印版，如果总共需要6块印版，打样费用合计为2240元[c1]。", chunks: ["上机打样起步价1800元（含4块印版），每增加一块印版加收220元，需预留3个工作日。"] },
    { answer: "新能源汽车临停的免费时长则是前2小时[c1]。", chunks: ["外来车辆首30分钟免费，之后每小时3元。新能源汽车临停首2小时免费，但占用充电车位的，充电完成后超过30分钟仍未驶离，每小时加收占位费5元。"] },
    { answer: "You can move your collection slot free of charge as long as you do it at least 48 hours before [c1].", chunks: ["You can change your collection slot for free up to 48 hours beforehand; later changes cost £10."] },
    // A Chinese case refused after its bound and a noun of up to four characters turns it, as the claim's 不满…的 does.
    { answer: "不满16周岁的孩子不能使用器械区[c1]。", chunks: ["健身房每日6:00—22:00开放，16周岁以下未成年人不得使用器械区。"] },
    { answer: "A suspension can last up to five days [c1].", chunks: ["A suspension runs from 7:00 to 19:00 and may last no more than five consecutive days."] },
    // A base price for an allowance, and a price for each further block of days.
    { answer: "Keeping a skip out for four weeks would cost £125 [c1].", chunks: ["A standard licence costs £65 and covers 14 consecutive days; each further 7-day extension costs £30, up to a maximum of 28 days in total."] },
    // …not a total of another clause.
    { answer: "今年全市计划改造1200户，城区比农村多200户[c1]。", chunks: ["今年全市计划改造老旧小区住户1200户，其中城区700户、农村500户。"] },
    { answer: "大车位售价19.8万元，比标准车位贵3万元[c1]。", chunks: ["标准车位售价16.8万元/个，大车位19.8万元/个，子母车位26万元/组。认筹金2万元，可抵扣车位款。"] },
    { answer: "The 40ft container costs from £9,400 [c1].", chunks: ["We do not pack spare batteries. You can book a sole-use 20ft container (up to 33 m³, from £6,850 to Auckland) or a 40ft container (up to 67 m³, from £9,400), or choose groupage."] },
    { answer: "The 20ft container takes up to 33 m³ and prices to Auckland start at £6,850 [c1].", chunks: ["We do not pack spare batteries. You can book a sole-use 20ft container (up to 33 m³, from £6,850 to Auckland) or a 40ft container (up to 67 m³, from £9,400), or choose groupage."] },
    // An instalment is the claim's own total over its number of periods.
    { answer: "Paying over 60 months adds £540, bringing the plan to £4,935 in total, or £82.25 a month [c1].", chunks: ["The Harbour Plan costs £4,395 if paid in full, or can be paid by 12, 24 or 60 monthly instalments; the 24- and 60-month options carry a fixed instalment charge of £180 and £540 respectively."] },
    // What each unit holds times a count of units the claim gives; the unit is the last 每's.
    { answer: "标准名片最少要印2盒，也就是200张[c1]。", chunks: ["标准名片起印数量为每款2盒（每盒100张），300克铜版纸覆哑膜每盒28元，400克珠光纸每盒45元。"] },
    // A rate per cubic metre times the claim's volume.
    { answer: "You'd pay £1,550 to ship 5 m³ by groupage [c1].", chunks: ["You can choose groupage, where your goods share a container and are charged at £310 per cubic metre with a minimum charge of 5 m³."] },
    // A count of the group the claim opens on sets a case; a sentence with one band and one figure of the other's kind lists no items.
    { answer: "A household of seven can switch to a 240-litre general waste bin free of charge [c1].", chunks: ["Households of six or more people, or with two or more children in nappies, may apply for a larger 240-litre general waste bin at no cost, after a waste check by a Recycling Adviser."] },
    // A number word that leaves out the noun of the count before it counts as many of those.
    { answer: "He was convicted on seven counts in total [c1].", chunks: ["He was convicted on six counts of fraud and one of money laundering."] },
    // …which says what a rise of 50% does.
    { answer: "Express dry cleaning costs half as much again as the standard price [c1].", chunks: ["Standard dry cleaning is ready in 3 working days; express service is ready the same day and costs 50% more than the standard price."] },
    // 'Half as many again' is a multiple of one and a half.
    { answer: "For a standing reception of around 150 people, the Meadow should be big enough, since standing capacity is roughly half as much again as its 100 dinner seats [c1].", chunks: ["We offer three marquees: the Meadow seats 100 guests for dinner, the Orchard seats 180 and the Estate seats 300; for standing receptions each holds about half as many again."] },
    // Two counts in the ratio the sentence gives one for every so many of the other.
    { answer: "With 100 guests, two bartenders are already included, so a third would add £160 to the bill [c1].", chunks: ["One bartender per 50 guests is included; extra bartenders cost £160 each."] },
    { answer: "A standing reception for 350 fits in the Locomotive Hall [c1].", chunks: ["The Locomotive Hall holds 220 guests seated or 400 standing; the smaller Signal Box Gallery holds 60 seated or 90 standing."] },
    // A count that fits within a capacity the sentence gives for the claim's way of placing people.
    { answer: "A seated dinner for 200 fits comfortably in the Locomotive Hall [c1].", chunks: ["The Locomotive Hall holds 220 guests seated or 400 standing; the smaller Signal Box Gallery holds 60 seated or 90 standing."] },
    // A limit of time moved by what the sentence adds to it (另加).
    { answer: "需要现场核查的普通申请，从受理算起最长可能要15个工作日才会有结果[c1]。", chunks: ["其他申请自受理之日起10个工作日内作出决定，需要现场核查的，另加5个工作日。"] },
    // A level's noun may stand between it and the 'up from' of its start.
    { answer: "Between 2023 and 2025 the number of households receiving assisted collections grew by 655, an increase of about 16% [c1].", chunks: ["In 2025 there were 4,870 households on assisted collections, up from 4,215 in 2023."] },
    // …which a trade names by its last word.
    { answer: "The 8-yard builder's skip is £325 [c1].", chunks: ["Builder's skip (8 cubic yards): £325, weight limit 3 tonnes."] },
    // A bound said both ways marks its cases: the claim's side is its case.
    { answer: "在用餐前48小时以内取消的话，定金不退，不过30天内可以改期一次[c1]。", chunks: ["海悦轩粤菜酒楼（滨江店）包间预订须知：预订须至少提前1天；大包间须提前3天预订并支付定金1,000元，其他包间定金500元。用餐日前48小时以上取消的，定金全额退还；48小时以内取消的，定金不予退还，但可在30天内改期一次。包间服务费按菜品金额的10%收取。"] },
    { answer: "For a £2,800 booking, the deposit due on booking would be £840 [c1].", chunks: ["A deposit of 30% is payable on booking and the balance six weeks before the event. Registered charities receive a 20% discount, although not on Saturdays."] },
    // A later part of those a 其中 lists, out of its whole, named as the claim names it.
    { answer: "不合格批次占比约为5.8%[c1]。", chunks: ["我局抽检三类样品共240批次，其中合格226批次，不合格14批次，合格率94.2%。"] },
    // A part that goes on with 'which' is of the case before it.
    { answer: "If you are registered blind you pay half price, which comes to £90 for a colour licence [c1].", chunks: ["People who are registered blind receive a 50% discount, which brings the colour fee to £90.00."] },
    // 'Half price' is a share, which the claim works with.
    { answer: "With Council Tax Reduction your first bin is half the standard £52, so £26 [c1].", chunks: ["The service costs £52 for one brown bin. Households receiving Council Tax Reduction pay half price for their first bin only."] },
    // Days named after the figures they price.
    { answer: "A charter on a Saturday would cost £3,070: the £2,650 weekend rate for the first four hours plus £420 for the extra hour [c1].", chunks: ["Charters last a minimum of four hours and cost £1,950 Monday to Thursday or £2,650 Friday to Sunday and on bank holidays; extra hours are charged at £420 each."] },
    // The rest of a whole whose part is named after its figure, denied by 没有.
    { answer: "2024年全区核发的1,326张餐饮类许可证中，有914张没有适用告知承诺制[c1]。", chunks: ["2024年全区共核发餐饮类食品经营许可证1,326张，其中412张适用告知承诺制。"] },
    { answer: "最高一档是充5000元送1200元，相当于赠送比例达到了24%[c1]。", chunks: ["本店储值卡分为三档，充值1000元赠送150元，充值2000元赠送400元，充值5000元赠送1200元；单次充值不足1000元的不享受赠送。"] },
    // "minimum £100" is a bound, so £800 is a case of "£1,000 or less", not a rival of £100: the case the claim opens on ("An £800 limit") is the band's.
    { answer: "An £800 limit would carry no arrangement fee at all [c1].", chunks: ["The arranged overdraft rate is 12.9% EAR variable, with an annual arrangement fee of 1% of the limit (minimum £100), which is waived for limits of £1,000 or less."] },
    // A refusal of a case ("does not apply to loans under £5,000") lets in the other side of its bound, and the band that holds £20,000 ("£15,000 or more") is the case the claim opens on.
    { answer: "A £20,000 loan for a new kitchen could be stretched over as long as 10 years [c1].", chunks: ["Customers who have held a current account for at least six months receive a 0.3 percentage point rate discount, although this does not apply to loans under £5,000. Loans are available from £1,000 to £35,000 over terms of 1 to 7 years, or up to 10 years for home improvement loans of £15,000 or more."] },
    // 伍 of 退伍 is no 五.
    { answer: "在本馆也能办理其他13个市县档案馆所藏的婚姻登记和退伍安置档案证明[c1]。", chunks: ["本馆与省内其他13个市县档案馆实现婚姻登记、知青上山下乡、退伍军人安置三类民生档案的异地查询出证。"] },
    // An age the claim's subject is described by lies within "children under 14".
    { answer: "A 13-year-old can get into the show free of charge [c1].", chunks: ["Admission is £2 for adults and free for children under 14."] },
    // A figure that describes the thing the claim opens on sets a case of the band.
    { answer: "Keeping a 4.2 m dinghy in the boat park costs £95 for the year [c1].", chunks: ["Boat park spaces cost £95 a year for a dinghy up to 4.6 m long and £140 for longer dinghies and catamarans."] },
    // A gap from the price of as many things as the claim counts.
    { answer: "Two people at the same address save £30 a year with joint membership at £66 compared with buying two full memberships [c1].", chunks: ["Full membership costs £48 a year, joint membership for two people at the same address £66, and junior membership (under 18) £12."] },
    { answer: "For a single-storey extension of up to 40 m², the regularisation fee is £1,170, one and a half times the full plans charge [c1].", chunks: ["For example, a single-storey extension of up to 40 square metres costs £1,170 (full plans £780), a loft conversion with a floor area up to 50 square metres £1,290 (full plans £860), and removal of a load-bearing wall £540 (full plans £360)."] },
    // "Never to pay more than" bounds from above, as "no more than" does.
    { answer: "Karen Whitlow recommends paying no more than 25% of the cost before work starts [c1].", chunks: ["Officer Karen Whitlow advised homeowners never to pay more than 25% of a job's cost before work starts."] },
    // "Hasn't begun within" denies a fact, as "has not started within" does.
    { answer: "A notice lapses if building work hasn't begun within 12 months of being served [c1].", chunks: ["A notice lapses if work has not started within 12 months of service."] },
    // A Chinese range that gives its measure word at both ends (一级至四级).
    { answer: "视力残疾一到四级的读者可以免押金办理光明读者卡[c1]。", chunks: ["本市户籍的视力残疾人（视力残疾一级至四级），可凭残疾人证免费办理光明读者卡，无需缴纳押金。"] },
    // A price the claim gives less a share the sentence takes off (扣除10%的手续费): the price is the claim's premise.
    { answer: "退课时剩下的6000元再扣10%手续费，最后能退回5400元[c1]。", chunks: ["申请退课的，已上课时按单节原价480元计算扣除，剩余款项扣除10%的手续费后退还。"] },
    { answer: "学生买一张680元的票，半价后只要340元[c1]。", chunks: ["学生凭学生证可享半价。"] },
    // A gap from a total of equal parts (three instalments of £52); a claim that opens on an act ("Paying by …") has no subject a clause of "pay" is said of.
    { answer: "Paying by termly instalments costs £6 more over the year than paying the £150 subscription in one go [c1].", chunks: ["The annual subscription is £150, or three termly instalments of £52; members receiving Universal Credit or Pension Credit pay £75 a year and full-time students £60."] },
    // A gap from a figure the claim takes twice.
    { answer: "Serving both adjoining owners together costs £320 plus VAT, £70 cheaper than paying the single-owner rate twice [c1].", chunks: ["Our fixed fee for preparing and serving notices is £195 plus VAT per adjoining owner, or £320 plus VAT where two owners are served together."] },
    // A case a relative clause sets, where the claim says what would follow, lies within "within the first 12 months".
    { answer: "A sealed unit that develops a thermal stress crack eight months after fitting would be covered [c1].", chunks: ["Accidental glass breakage is not covered, except for thermal stress cracks appearing within the first 12 months. Hinge adjustments are free for the first 2 years."] },
    // Cancelling "up to 24 hours before" is doing it at least 24 hours ahead.
    { answer: "Flex tickets can be cancelled for a full refund as long as this is done at least 24 hours before the flight [c1].", chunks: ["Flex tickets can be cancelled for a full refund up to 24 hours before departure."] },
    // A part that opens "if it was …" points back to the sentence's subject.
    { answer: "If the freezer was delivered lying on its side, wait 24 hours before switching it on [c1].", chunks: ["Keep the freezer upright for at least 4 hours before switching it on; if it was transported lying down, wait 24 hours."] },
    // A refusal past ", but" refuses another thing than the bound's.
    { answer: "Dogs travel free if they're on a lead, up to two per cabin, but they aren't allowed inside the café [c1].", chunks: ["Dogs travel free on a lead, with no more than two per cabin."] },
    // (A case word another figure of the kind stands between belongs to that figure: 旧版 is the 6周龄's.)
    { answer: "按照新版指导意见，幼犬首免要到8周龄才打[c1]。", chunks: ["幼犬首免时间由旧版的6周龄调整为8周龄，之后每隔3至4周加强一次。"] },
    // A share of a whole the claim gives, whose part the sentence gives (an amount added is a part).
    { answer: "The foundation's top-up came to exactly half of the £142,800 they raised [c1].", chunks: ["In the 2025 pilot, 19 campaigns raised £142,800 from 3,406 donors and the foundation added £71,400; 16 of the 19 campaigns reached their targets."] },
    // A gap from an earlier time lies between then and now.
    { answer: "6 more units are let than a year ago [c1].", chunks: ["The 1980s-built centre has 86 retail units across 312,000 sq ft, of which 71 are currently let, up from 65 a year earlier."] },
    // (A torque restated in pound-feet.)
    { answer: "The bolts are tightened to 95 Nm (roughly 70 lb-ft) [c1].", chunks: ["The rear brake caliper mounting bolts are tightened to the specified 95 Nm."] },
    { answer: "To be eligible you need to be 60 or older [c1].", chunks: ["The charity provides 14 almshouse flats on Mill Street for people aged 60 or over."] },
    // (A case in the band on the bound's other side, with that band's outcome.)
    { answer: "如果离预产期还有40天时决定取消订单，已交的定金会全额退还[c1]。", chunks: ["预产期前30天以内取消订单的，定金不予退还；30天以前取消的，定金全额退还。"] },
    { answer: "Revenue climbed 9% to £412m, helped by a 14% increase in used car sales [c1].", chunks: ["Revenue rose 9% to £412 million. New car sales fell 4% to 7,950 units, but used car sales rose 14% to 11,300, and aftersales contributed 41% of gross profit."] },
    { answer: "在价格上，金牌月嫂每个周期比三星月嫂贵了整整1万元[c1]。", chunks: ["服务等级分为三档：三星月嫂每周期12800元，四星月嫂16800元，金牌月嫂22800元；双胞胎家庭在上述价格基础上加收30%。"] },
    // A numbered thing the chunk's heading names is what the chunk is of, not an item beside "Round 3"'s.
    { answer: "There is £70,000 more to award in Round 4 than in the previous round [c1].", chunks: [ROUND_FOUR] },
    { answer: "Round 4 has £320,000 to award [c1].", chunks: [ROUND_FOUR] },
    // A person's given name names no other person than the claim's "Mrs Ashby".
    { answer: "Rather than using Mrs Ashby's £75,000 bequest for day-to-day costs, the trustees put it into the Major Repairs Fund [c1].", chunks: [ALMSHOUSE_ACCOUNTS] },
    // A gap worked out from two sentences keeps no company with the claim's other figure.
    { answer: "Income exceeded spending by £25,300 over the year, and rather than using Mrs Ashby's £75,000 bequest for day-to-day costs, the trustees put it into the Major Repairs Fund [c1].", chunks: [ALMSHOUSE_ACCOUNTS] },
    { answer: "500M套餐的合约期为24个月[c1]。", chunks: [BROADBAND_PLANS] },
    // A time of day the claim's own earlier time moves by an offset the sentence gives ("开闸3小时后").
    { answer: "如果14点按时开闸，洪峰大约下午5点到达沿河镇[c1]。", chunks: ["定于7月21日14时开启3号、4号溢洪道闸门泄洪。泄洪后下游清水河水位预计上涨1.2至2.5米，洪峰约在开闸3小时后到达沿河镇，约5小时后到达县城段。"] },
    // The sentence names the unit before a number of the same digits it gives per a period: "hours are 40 per week".
    { answer: "The standard week is 40 hours [c1].", chunks: ["Standard hours are 40 per week, Monday to Friday, 7:30 am to 4:00 pm."] },
    // 两者 opens no claim of its own: the distance is between the two the claim named, the village's.
    { answer: "离厂界最近的环境敏感点为下湾村，两者相距大约620米[c1]。", chunks: ["项目设置300米环境防护距离，范围内现有居民14户；距厂界最近的环境敏感点为下湾村，距离约620米。"] },
    { answer: "珠宝文玩类保证金由2万元上调到5万元，存量商家需要补缴的差额为3万元[c1]。", chunks: ["珠宝文玩类由2万元上调至5万元。存量商家须在2026年4月30日前补足差额。"] },
    // "Aren't covered" refuses its case as "does not apply to" does: the two bounds agree.
    { answer: "Staff on Grade 7 and above aren't covered by the policy [c1].", chunks: ["This policy covers employees on an out-of-hours rota; it does not apply to staff on Grade 7 or above."] },
    { answer: "You have 60 days from buying your Aven tablet to add Care+ [c1].", chunks: ["Tarnwick Care+ can be bought within 60 days of buying a new Aven tablet from Tarnwick or an authorised retailer."] },
    // A length of time a case is set by, in the unit the sentence gives a rate for each of, is a case of the rate.
    { answer: "The pay is capped at 30 weeks, so someone with 20 years' service would receive 30 weeks' pay [c1].", chunks: ["Enhanced redundancy pay is two weeks' actual gross pay for each complete year of service, with no cap on weekly pay, up to a maximum of 30 weeks."] },
    // 一个月 names the period of the amount after it (一个月的仓储费是54元): it is no length of time to rival 超过90天.
    { answer: "按30天计算，一个托盘位一个月的仓储费是54元[c1]。", chunks: ["标准托盘位每天1.8元，轻型货架位每天0.6元；库龄超过90天的商品，自第91天起仓储费上浮50%。"] },
    // An amount per a period is no misread amount per another ("£65 a month" of "£6.50 a day").
    { answer: "Usage stays under the £65 monthly cap [c1].", chunks: ["WorldPass Global costs £6.50 per day in 61 destinations. Daily charges for either pass are capped at £65 per billing month."] },
    // A figure a joint (加) follows ends the frame of the next item; a claim word the equal figure's frame has too (管理费) sets no other frame (由管理人按) apart.
    { answer: "这款产品每年的固定费用合计为0.57%（管理费0.30%加销售服务费0.25%再加托管费0.02%）[c1]。", chunks: ["本产品收取固定管理费年化0.30%、销售服务费年化0.25%、托管费年化0.02%，不收取认购费和赎回费；产品年化收益率超过3.50%的部分，由管理人按40%的比例提取超额业绩报酬。"] },
    // What one level falls short of another by; a figure "on top of" another the claim gives; a part set against the rest.
    { answer: "At the valuation the scheme was about £26 million short [c1].", chunks: ["At the latest actuarial valuation, dated 31 March 2025, the Scheme had assets of £412 million and liabilities of £438 million, a funding level of 94%."] },
    { answer: "You would pay £1,677.80 in interest on top of the £10,000 borrowed [c1].", chunks: ["Representative example: borrowing £10,000 over 5 years at a fixed representative APR of 6.4% gives 60 monthly repayments of £194.63 and a total amount payable of £11,677.80."] },
    { answer: "Of the roughly 8,600 affected packs, about 6,700 were supplied fitted to bikes rather than sold as spares [c1].", chunks: ["About 8,600 affected packs were sold, around 1,900 of them as spares."] },
    // A bound of months between the claim's two dates is read in days.
    { answer: "The decision came out on 20 January 2026, a little over ten months after the council refused the application on 6 March 2025 [c1].", chunks: ["The appeal against the refusal by the council (refused 6 March 2025) is allowed. Decision date: 20 January 2026."] },
    // "Works out at" says a total; a period after "m³" is what the amount is per.
    { answer: "The rate works out at 173.3p per m³ (52.4p + 31.7p + 6.1p + 44.9p + 38.2p) [c1].", chunks: ["R is 52.4p per m³, V is 31.7p per m³, B is 44.9p per m³ and S is 38.2p per m³; Bv of 6.1p per m³ applies only where the effluent is treated biologically."] },
    { answer: "Elmscott Farms can take up to 45,000 m³ a year [c1].", chunks: ["The licence permits up to 1,800 cubic metres a day and 45,000 cubic metres a year."] },
    // A refusal by an active verb before the bound turns it as a passive one after it does.
    { answer: "The Oakenford works won't take effluent with more than 100 mg/l of fats, oils and grease [c1].", chunks: ["Effluent containing fats, oils and grease above 100 mg/l is not accepted at the Oakenford works under any consent."] },
    // What a Chinese share is of may stand between its bound and it.
    { answer: "续租时租金涨幅不超过5%[c1]。", chunks: ["续租租金涨幅不超过原租金的5%。"] },
    // A figure one way, twice, for a journey there and back.
    { answer: "Taking a boxed bike on a return trip adds £120 in fees [c1].", chunks: ["Bicycles must be packed in a hard case or bike box; the fee is £60 each way and the maximum weight is 30 kg."] },
    { answer: "A return flight with a ski bag costs £90 [c1].", chunks: ["One ski or snowboard bag costs £45 per one-way flight and may weigh up to 23 kg."] },
    // A Chinese case a bound opens, refused, allows the other side of the bound, as the claim says it (or refuses it the same way).
    { answer: "因工作调到外省的租客违约金可以减半，前提是已经入住满3个月[c1]。", chunks: ["因工作调动至外省并能提供新单位劳动合同的，违约金减半，但入住未满3个月的不享受此项减免。"] },
    { answer: "额定能量超过160Wh的充电宝不可带上飞机[c1]。", chunks: ["充电宝额定能量超过160瓦时的禁止携带登机，且所有充电宝均不得托运。"] },
    { answer: "身高1.2米以下的儿童不能入场[c1]。", chunks: ["学生凭有效学生证可购买五折票；1.2米以下儿童谢绝入场。"] },
    // (Not a refusal of doing it alone, nor a zone a thing is banned in.)
    { answer: "未满14周岁的孩子须有成年人陪同才能燃放[c1]。", chunks: ["未满14周岁的未成年人不得单独燃放，须由成年人陪同。"] },
    { answer: "即便是在距离林地边缘300米的农田里焚烧秸秆也不允许[c1]。", chunks: ["防火期内，在林地及距林缘500米范围内禁止一切野外用火，包括烧荒、焚烧秸秆。"] },
    // 每位 and 每人 are one person.
    { answer: "每位成人报名时先交3000元定金[c1]。", chunks: ["报名时须交付定金每人3000元，余款最迟于出发前20天付清。"] },
    // The rest the claim names is a whole less the part another sentence gives before its word for the rest.
    { answer: "剩下的5990元最迟在出发前20天付清[c1]。", chunks: ["成人团费每人8990元，含往返经济舱机票。报名时须交付定金每人3000元，余款最迟于出发前20天付清。"] },
    // A price less an amount off it per the same thing; a thing left out of the amount off is priced with it only where the claim names the other.
    { answer: "在2026年3月31日前通过线上购买普通卡，每张只要108元[c1]。", chunks: ["旅游年卡普通卡售价每张128元。2026年3月31日前通过线上购买普通卡的，每张立减20元。"] },
    { answer: "首销期间Air 4 Pro的到手价是599元，比同期的Air 4贵200元[c1]。", chunks: ["售价方面，Air 4为399元，Air 4 Pro为699元；首销期间Pro版限时优惠100元，Air 4不参与优惠。"] },
    // Parts of a whole the claim gives, summed, which the claim names by a word they share.
    { answer: "海鸥航空受影响的46个航班中，有39个只是调整了起飞时间[c1]。", chunks: ["本次调整涉及我司航班共计46个，其中提前至0:30之前起飞的8个，推迟至6:30之后起飞的31个，另有7个航班取消。"] },
    { answer: "Of the 46 flights affected, 39 will leave at a new time [c1].", chunks: ["The work affects 46 of our flights: 8 will leave earlier, 31 will leave later and 7 are cancelled."] },
    // The number word an amount is per counts nothing ("6p a dozen"); nor does the one period after 每 and a verb (每拖一天).
    { answer: "For flocks of 32,000 birds or fewer the premium drops from 14p to 6p a dozen [c1].", chunks: ["Eastmarsh will keep paying the free-range premium of 14p per dozen, but from 16 March the premium will fall to 6p per dozen for flocks of up to 32,000 birds."] },
    { answer: "逾期不缴的，每拖一天就要按罚款数额的3%加罚[c1]。", chunks: ["逾期不缴纳罚款的，每日按罚款数额的3%加处罚款。"] },
    // A time of day a sentence gives, moved by an offset another gives, each of something the claim names.
    { answer: "If you are booked for the 16 July evening show at Corran Hall, doors will open at 18:30 [c1][c2].", chunks: ["Doors open 60 minutes before the advertised start time and the foyer bars close 10 minutes before curtain-up.", "The opening show plays twice at Corran Hall, on 16 July (19:30) and 17 July (14:00)."] },
    // A comparison said from the thing the sentence compares with holds the move the other way.
    { answer: "The previous campaign had run nine days longer [c1].", chunks: ["The Allingham factory began slicing on 16 September 2024 and finished on 7 February 2025, a campaign of 145 days, nine days shorter than the previous one."] },
    // A claim that moves from its figure to the sentence's level gives the level before the move, naming no time.
    { answer: "箱板纸毛利率从7.0%降到6.1%[c1]。", chunks: ["箱板纸销量86万吨，毛利率6.1%，较上年下降0.9个百分点。"] },
    { answer: "In 2025 the festival raised £42,500 [c1].", chunks: ["The festival raised £48,600 for Kingsferry Hospice, £6,100 more than in 2025."] },
    // A refusal in other words turns a bound the same way: "won't be let in", "are excluded".
    { answer: "Bags bigger than 40 × 30 × 15 cm won't be let in [c1].", chunks: ["Bags larger than 40 cm × 30 cm × 15 cm are not admitted and cannot be left at the venue."] },
    { answer: "Films up to 30 minutes long, credits included, can be entered [c1].", chunks: ["Films over 30 minutes including credits are excluded from the competition."] },
    // The later sides of a bounded size share the refusal of the bound, and name nothing refused of their own.
    { answer: "The bag limit is 40 cm by 30 cm by 15 cm [c1].", chunks: ["Bags larger than 40 cm × 30 cm × 15 cm are not admitted and cannot be left at the venue."] },
    // 多出 after a figure moves from it, and makes no "more than" of it.
    { answer: "一级古树的保护范围至少8米，比其他古树的5米多出3米[c1]。", chunks: ["古树名木保护范围为树冠垂直投影外延5米，一级古树和名木不少于8米。"] },
    // A figure after 比2025年的 is 2025's, as one after 由2025年的 is.
    { answer: "扶助金从2026年起提高到每人每年1080元，比2025年的960元多了120元[c1]。", chunks: ["奖励扶助金标准由2025年的960元提高至1080元。"] },
    // "puts … at" works a figure out of the claim's others; "four cents" is an amount of the claim's one currency.
    { answer: "Attendance was 11,340, a 9% increase, which puts the 2024 figure at roughly 10,400 [c1].", chunks: ["Attendance reached 11,340, up 9% on 2024."] },
    { answer: "Oil averaged €3.62 per kg in week 6, four cents less than the previous week's €3.66 [c1].", chunks: ["In week 6, origin prices for extra virgin olive oil averaged €3.62 per kg, down 4 cents on week 5."] },
    // A year after "over" at the end of a clause is the year a count is taken over.
    { answer: "Each of the 38 boreholes was sampled once a quarter, which gave 152 samples over 2025 [c1].", chunks: ["The authority sampled 38 boreholes four times during 2025, in February, May, August and November, giving 152 samples in total."] },
    { answer: "The budget rose £72 million, up 12% [c1].", chunks: ["The project budget has risen from £612 million at contract award in 2022 to £684 million."] },
    // A move's start and end with a phrase of the start's between ("from £612 million at contract award in 2022 to £684 million") give its share.
    { answer: "The budget has grown by about 12% since the contract was awarded [c1].", chunks: ["The project budget has risen from £612 million at contract award in 2022 to £684 million."] },
    // A relative clause after the figure moves something by it: a difference of the two levels the sentence gives.
    { answer: "That is the £72 million by which the Kelderby tunnel's budget has grown since 2022 [c1].", chunks: ["The project budget has risen from £612 million at contract award in 2022 to £684 million, mainly because of steel and concrete price increases."] },
    // A figure restated in another unit, converted right, stands with the figure it restates; "five weeks late" is the plan's "five weeks later than planned".
    { answer: "Agnes broke through at the end of the 2.4 km (about 1.5-mile) northbound bore on 27 February 2026, some five weeks behind schedule and 14 months after leaving the Marlowe Street portal [c1].", chunks: ["The tunnel boring machine Agnes, a 13.2 m diameter machine built by Herrenwald, completed the northbound bore on 27 February 2026, 14 months after it set off from the Marlowe Street portal and five weeks later than planned. The 2.4 km bore is lined with 1,430 concrete rings, each 1.7 m wide and made of seven segments plus a key."] },
    { answer: "Agnes completed the bore five weeks late [c1].", chunks: ["The tunnel boring machine Agnes, a 13.2 m diameter machine built by Herrenwald, completed the northbound bore on 27 February 2026, 14 months after it set off from the Marlowe Street portal and five weeks later than planned. The 2.4 km bore is lined with 1,430 concrete rings, each 1.7 m wide and made of seven segments plus a key."] },
    // "Thicker than" bounds a figure as "more than" does.
    { answer: "Descale the kettle once the scale is more than 2 mm thick [c1].", chunks: ["Descale the kettle when the limescale layer is thicker than 2 mm, and at least every three months."] },
    // A charge added to another, at a discount another sentence states.
    { answer: "For members, a weekend delivery would add £9 rather than £12 [c1].", chunks: ["Weekend delivery is available for an extra £12; evening delivery costs £15 extra. Members get 25% off delivery charges."] },
    // A count at a price each, worked out in the claim.
    { answer: "Two extra guests at £40 each cost £80 [c1].", chunks: ["The room is £150 a night for two, and each additional guest costs £40."] },
    // The level before a rise the claim works from.
    { answer: "按客流增长25%推算，去年同期景区大约接待了8万人次[c1]。", chunks: ["今年春节假期景区共接待游客10万人次，较去年同期增长25%；其中外地游客占六成。"] },
    // A figure's bound (不到, 以上) sets no case apart: 60周岁以上 does not make 1.2米以下 the opposite case of 不到1.2米.
    { answer: "身高不到1.2米的儿童可以免票[c1]。", chunks: ["60周岁以上老人、身高1.2米以下儿童免票。"] },
    // …held where it is the sentence's.
    { answer: "孤儿年满18岁后仍在读的，基本生活费可以继续领到22周岁[c1]。", chunks: ["保障对象年满18周岁后仍在全日制学校就读的，可继续发放至22周岁，但最迟不超过毕业当月。"] },
    // Half of a whole the sentence splits equally between two parties.
    { answer: "Graham Pryce would receive £29,000 and the landowners the other £29,000 [c1].", chunks: ["The Treasure Valuation Committee has valued the hoard at £58,000, which would be split equally between Mr Pryce and the landowners."] },
    // Each side's points over a list of set scores, and the number of sets, added up as the claim says.
    { answer: "Adding up the five sets, Storm scored 110 points in the final and Kingsport 105 [c1].", chunks: ["The set scores were 22-25, 25-19, 21-25, 27-25, 15-11, and the match lasted two hours."] },
    // …and holds where it is that gap.
    { answer: "机构集中养育的孤儿，新标准是每人每月2300元，较调整前上涨了150元[c1]。", chunks: ["自2026年1月1日起，机构集中养育孤儿基本生活费由每人每月2150元提高至2300元，社会散居孤儿和事实无人抚养儿童由每人每月1600元提高至1720元。"] },
    // …and holds the item it is of.
    { answer: "普通轮椅的最低使用年限是3年[c1]。", chunks: ["同一类辅助器具在最低使用年限内不重复补贴，其中助听器为5年、普通轮椅为3年、电动轮椅为6年、假肢为4年。"] },
    // The claim's own share added to its own figure makes its result.
    { answer: "With 25% extra time, a 1 hour 45 minute paper would last about 2 hours 11 minutes [c1].", chunks: ["Candidates with 25% extra time sit in Room B14. Key papers: English Literature Paper 1 (1 h 45 min); Maths Paper 1 (1 h 30 min)."] },
    // "A little under three months" gives about three months, as "nearly" does.
    { answer: "Leave must be used within 12 weeks, so a little under three months [c1].", chunks: ["Leave must be used within 12 weeks of the death."] },
    // A sentence that names the thing compared with only inside the claim's own thing's name (R4 of R4 Max) gives no rival of the difference.
    { answer: "R4 Max的最远探测距离为300米，比R4多出100米[c1]。", chunks: ["R4采用905纳米激光器，等效线数192线，在10%反射率下最远探测距离为200米，每秒生成约230万个点。R4 Max改用1550纳米光纤激光器，等效线数提升至512线，10%反射率下探测距离达300米，点频约每秒610万点。"] },
    // 存放 says where the count is, not what it counts: 300张 is the beds', not the store's 1间.
    { answer: "物资储备库里有300张折叠床和600条棉被[c1]。", chunks: ["场所内设应急供水点2处、应急厕所24个、医疗救护点1个及物资储备库1间，储备库存放折叠床300张、棉被600条、饮用水2000箱。"] },
    // A figure whose hyphen hangs before 'and' takes the next figure's unit: '16- and 17-year-olds' holds a 16-year-old.
    { answer: "Your 16-year-old can join on the Youth plan [c1].", chunks: ["Membership is open to anyone aged 18 or over; 16- and 17-year-olds may join on the Youth plan but must be accompanied at every visit by a parent or guardian who is also a member."] },
    // 'Round nine' is the ninth round.
    { answer: "Okafor stopped Pellow 2 minutes 14 seconds into round nine [c1].", chunks: ["Danny Okafor retained his title on Saturday, stopping Welsh challenger Rhys Pellow at 2 minutes 14 seconds of the ninth round of a scheduled 12."] },
    // A mu is a fifteenth of a hectare: 860亩 is about 57公顷.
    { answer: "约860亩（约57公顷）的项目用地还要通过招拍挂取得[c1]。", chunks: ["公司提示，项目用地约860亩需通过招拍挂程序取得，项目环评批复亦尚未取得。"] },
    // An amount 'a year' is the one an 'annual' before the source's figure makes yearly.
    { answer: "Roughly 420 people are employed at Ashgate, and the centre generates £4.9 million a year in rent [c1].", chunks: ["Ashgate Shopping Centre sold at a steep discount. The Ashgate Shopping Centre in Lanford has been sold by Corwen Property Trust to Halden Street Capital for £41.5 million, the two companies confirmed on Monday 9 March 2026. Corwen paid £67 million for the centre in 2016. The 1980s-built centre has 86 retail units across 312,000 sq ft, of which 71 are currently let, up from 65 a year earlier. Annual rental income is £4.9 million. Halden Street, a Manchester-based investor backed by the pension fund of engineering group Marlock, said it would spend a further £8 million over three years turning the former department store on the upper mall, empty since January 2024, into 40,000 sq ft of leisure space including a six-screen cinema and a climbing wall. The centre's 640-space multi-storey car park is not part of the sale: it remains owned by Lanford Borough Council, which leases it to the centre's operator for £310,000 a year. Corwen chief executive Priya Anand said the sale was part of a plan to cut retail from 34% of the trust's portfolio to below 20% by the end of 2027. Halden Street managing director Tom Ridley said no existing tenant would be asked to leave, although the food court will close for refurbishment from June to September. About 420 people work at the centre, and footfall last year was 5.8 million visits, 9% fewer than in 2019."] },
    // Twelve months for the price of ten, at the claim's own monthly price: £650 paid, £130 saved.
    { answer: "Paying for the Full plan annually costs £650, which saves you £130 compared with paying £65 every month for a year [c1].", chunks: ["Plans: Day Pass £15; Hobby £35 a month; Full £65 a month; Youth £20 a month. Paying annually for a Hobby or Full plan gives 12 months for the price of 10."] },
    // A figure worked with after 'so' is no word of the first step's: 11 weeks is the term's, not a lesson's 20 minutes.
    { answer: "A 30-minute individual lesson costs £27, so a full 11-week term comes to £297 [c1].", chunks: ["The school year has three terms of 11 weeks each, the first starting on 7 September 2026. Individual lessons cost £19 for 20 minutes, £27 for 30 minutes and £52 for 60 minutes; 45-minute lessons (£39) are offered only to pupils preparing for Grade 6 or above."] },
    // …and charged past the allowance only, held.
    { answer: "For a move 50 miles from the depot the mileage charge would be £28 [c1].", chunks: ["Time is charged from when the crew leaves the depot until it returns, and journeys of more than 30 miles from the depot are charged an extra £1.40 per mile beyond the 30th mile."] },
    // …and worked out right, held.
    { answer: "The season pass is £540 for the year, which you can spread across three termly payments of £180 [c1].", chunks: ["A season pass costs £540 a year, payable in three termly instalments of £180; concessions pay £270."] },
    // A cap is its own item's: the next item's 每户最高4000元 caps no 60% of 1.5万元 (9000元), and 没有超过 the item's own cap is under it.
    { answer: "如果空气源热泵买了1.5万元，按60%可以补贴9000元，没有超过每户1.2万元的上限[c1]。", chunks: ["购置空气源热泵的，按设备购置价格的60%给予补贴，每户最高不超过1.2万元；购置蓄热式电暖器的，按购置价格的50%补贴，每户最高4000元。"] },
    // A gap the claim works out from its own two figures ('won by 2.6 marks … 74.2 to Luc Bernard's 71.6'), each held where its rider is named.
    { answer: "Price won by 2.6 marks, finishing on 74.2 to Luc Bernard's 71.6 [c1].", chunks: ["Wales's Megan Price won the dressage final, finishing on her first-round score of 74.2; she was the only one of the 31 riders to score above 70 in both rounds. France's Luc Bernard, who led after the first round on 72.8, lost 1.5 marks in the freestyle to finish second on 71.6."] },
    // The words that bring in the next figure ('to Luc Bernard's') name its item, not the first figure's.
    { answer: "Price won, finishing on 74.2 to Luc Bernard's 71.6 [c1].", chunks: ["Wales's Megan Price won the dressage final, finishing on her first-round score of 74.2; she was the only one of the 31 riders to score above 70 in both rounds. France's Luc Bernard, who led after the first round on 72.8, lost 1.5 marks in the freestyle to finish second on 71.6."] },
    // 'A party of eight' counts people, whom a price per person prices: 8 × £58 is the £464 the claim gives.
    { answer: "A party of eight on the group package pays £464 altogether [c1].", chunks: ["Group packages for 6 to 12 people cost £58 per person with 40 clays each. Members pay £185 a year (£60 for juniors under 18)."] },
    // …and a price per player: 'a table for six' is £100 for five and £12 for the sixth player.
    { answer: "A table for six would pay £112 [c1].", chunks: ["Prices are per group: £60 for 2 players, £75 for 3, £88 for 4, £100 for 5, and £12 for each additional player. Players under 12 cannot take part."] },
    // A level the sentence gives, moved by the share it gives the same way (30 miles less 30%), is where the claim's move ends.
    { answer: "In frost the 30-mile range could drop to as little as about 21 miles [c1].", chunks: ["Power comes from two 12 V batteries, giving a range of up to 30 miles when tested at 20°C; in temperatures below 5°C the range may fall by up to 30%."] },
    // …and a start moved by a stated rise: £50m up 12% is £56m.
    { answer: "Revenue rose to £56m [c1].", chunks: ["Revenue rose 12% from £50m last year, and the dividend was held at 4p."] },
    // …in Chinese too: 5亿元 grown by 12% is 5.6亿元.
    { answer: "营收增至5.6亿元[c1]。", chunks: ["去年营收5亿元，今年增长12%。"] },
    // What a lower level leaves spare of a higher one (留出) is their gap: 120公里 planned at 95公里 leaves 25公里.
    { answer: "商业运营只按95公里规划，等于留出了约25公里的航程作为备份[c1]。", chunks: ["该机巡航速度为每小时200公里，设计航程120公里，但商业运营按预留备份电量后的95公里规划。"] },
    // A count of medals is the sum of the tally the sentence gives in the clause that names its team (4金3银1铜 is 8枚).
    { answer: "广东队的奖牌总数为8枚[c1]。", chunks: ["东道主江苏队以6金2银3铜位列奖牌榜首位，广东队以4金3银1铜居次，浙江队获3金5银2铜排名第三。"] },
    // …and a total the claim gives beside its own tally.
    { answer: "江苏队以6金2银3铜共11枚奖牌位居榜首[c1]。", chunks: ["东道主江苏队以6金2银3铜位列奖牌榜首位，广东队以4金3银1铜居次，浙江队获3金5银2铜排名第三。"] },
    // 约占 hedges a share in words: 约占四分之一 is about 24%.
    { answer: "餐饮收入约占四分之一[c1]。", chunks: ["收入构成中，门票收入占营业收入的62%，餐饮收入占24%，其余为停车等收入。"] },
    // The 'don' of 'don't' is no noun of the age range before it.
    { answer: "Students aged 16 to 18 don't get free transport [c1].", chunks: ["Students aged 16 to 18 are not entitled to free transport but may buy a Post-16 Travel Pass, which costs £540 a year; low-income students pay £270."] },
    // …worked out right, it is the claim's working.
    { answer: "The council paid out £96,400 across 212 successful claims, which works out at about £455 per claim [c1].", chunks: ["Claims fell, and the council paid compensation in 212 cases, totalling £96,400."] },
    // …and the share's figure of it is held.
    { answer: "The Union handed out £86,300 across 142 groups, and sports clubs received about £50,000 of that [c1].", chunks: ["In 2025/26 the Union distributed £86,300 to 142 groups, with sports clubs receiving 58% of the total."] },
    // …the limit the sentence gives holds it.
    { answer: "之后每满12期再加1倍，最高可以加到5倍[c1]。", chunks: ["自第25期起中签倍率由1倍提高到2倍，此后每再满12期增加1倍，最高不超过5倍。"] },
    // A fraction of what was named before it ('of which about a third failed') is a share the sentence gives.
    { answer: "About a third of the temporary patches failed within six months [c1].", chunks: ["The committee criticised temporary patches, which made up 27% of repairs and of which about a third failed within six months."] },
    // A range whose ends the sentence gives as the limits from one up to the other: 200元以上3000元以下.
    { answer: "个人违规野外用火但没有造成损失的，会被处200元至3000元罚款[c1]。", chunks: ["违反规定野外用火、尚未造成损失的，对个人处200元以上3000元以下罚款，对单位处1万元以上5万元以下罚款。"] },
    // 'Not designed for use when … below 4°C' refuses use below the limit, as 'shouldn't be used when … below 4°C' does.
    { answer: "The spa shouldn't be used when the air is below 4°C [c1].", chunks: ["The spa is not designed for use when the air temperature is below 4°C; if frost is forecast, drain it fully."] },
    // A price per person is one per player.
    { answer: "Laser tag costs £18 per person for a two-hour session [c1].", chunks: ["Laser tag is open to ages 7 and over and costs £18 per player for a 2-hour session. Smoke grenades cost £4 each."] },
    // 最后一轮 is the last round, no count of rounds against 四轮.
    { answer: "他四轮打出281杆，最后一轮打出70杆[c1]。", chunks: ["业余球员凌一帆四轮打出281杆，最后一轮打出70杆。"] },
    // A limit the source gives is a level the claim may work from: 930 less 780 litres is the 150-litre margin it says it leaves.
    { answer: "Filled to the upper line, the tub holds 930 litres, and the level shouldn't drop below 780 litres, which leaves a 150-litre margin [c1].", chunks: ["The Lagoon 6 holds 930 litres when filled to the upper fill line; never fill above this line or let the level fall below the lower line at 780 litres."] },
    // What a budget 'left' once spending is taken is the claim's working (£2.9 million less £2.73 million).
    { answer: "Reactive repairs cost £2.73 million, which left about £170,000 of the £2.9 million budget unspent [c1].", chunks: ["Total spending on reactive repairs was £2.73 million, within a budget of £2.9 million."] },
    // 'Climbed £2.6 million to £18.2 million' is a move and where it ended, and the level of another thing the sentence measures it from ('up 7.4% from £570 million') is no rival of where it ended.
    { answer: "Operating profit climbed £2.6 million to £18.2 million, on turnover of £612 million [c1].", chunks: ["Vale Dairy has reported turnover of £612 million for the year to 31 March 2026, up 7.4% from £570 million. Operating profit rose to £18.2 million from £15.6 million."] },
    // 其中40% of what the sentence speaks of (新能源指标), whose figure another sentence gives after its name: 3万个 × 40% = 1.2万个.
    { answer: "新能源指标不用摇号，按申请先后轮候，其中约1.2万个会优先配置给以家庭名义申请的人[c1]。", chunks: ["今年全市小客车增量指标总额为8万个，其中普通指标5万个、新能源指标3万个。新能源指标不摇号，实行轮候配置，按申请时间先后排序，其中40%优先配置给以家庭为单位的申请者。"] },
    // 一半多一点 is more than half (97 of 186), and its 一点 is no time of day.
    { answer: "目前双通道药品共186种，其中抗肿瘤药品97种，占一半多一点[c1]。", chunks: ["谈判药品设个人先行自付比例10%，其余部分再按上述比例报销。目前全市纳入“双通道”管理的药品共186种，其中抗肿瘤药品97种。"] },
    // A case within a reach the source bounds by 范围内 is no rival of the reach.
    { answer: "防火期内，即便是在距离林地边缘300米的农田里焚烧秸秆也不允许[c1]。", chunks: ["防火期内，在林地及距林缘500米范围内禁止一切野外用火，包括烧荒、焚烧秸秆、野炊烧烤等。"] },
    // The rest of a whole after the part the sentence denies ('Two of the park's five … had not completed') is the claim's three who had.
    { answer: "Only three of the park's five staff trained to use firearms were up to date with refresher training [c1].", chunks: ["Two of the park's five firearms-trained staff had not completed refresher training, which must now be done within three months."] },
    // …and likened right it holds.
    { answer: "Reclaiming a wallet costs £15, the same as for a bag [c1].", chunks: ["Collection fees depend on the item: £5 for umbrellas, clothing and books; £15 for bags, wallets and purses; and £25 for laptops, tablets, phones and cameras."] },
    // A margin the claim gives beside the one score it gives is that score's gap, the claim's working.
    { answer: "Ravensport Wolves took the trophy with a five-point win, 84-79, over Calder Falcons [c1].", chunks: ["Ravensport Wolves beat Calder Falcons 84-79 in the Trophy final."] },
    // A margin at another time than the final score's is no gap of it.
    { answer: "Ashgrove overturned a seven-point half-time deficit to win 27-24 at Brackley Road [c1].", chunks: ["Ashgrove came from behind to win 27-24 at Brackley Road on Saturday, having trailed by seven points at half-time."] },
    // A growth rate from the level and the earlier one the sentence compares it with by 比 (106 to 112 is 5.7%).
    { answer: "今年每亩补贴比去年多6元，涨幅大约5.7%[c1]。", chunks: ["二、补贴标准为每亩112元，比2025年的每亩106元提高6元；全县核定补贴面积48.6万亩。"] },
    // A multiple the claim bounds (20多倍) that its own two figures make (3200 and 140 hours).
    { answer: "有保护层的电极运行了3200小时，是未加保护层对照电极（约140小时）的20多倍[c1]。", chunks: ["有保护层的电极在海水中连续运行了3200小时，未加保护层的对照电极约140小时后即失效。"] },
    // The 零 of 一天零6个小时 joins one length of time, 30 hours; it counts nothing.
    { answer: "耳背式Aria 5充满电可以连续用30小时，也就是一天零6个小时[c1]。", chunks: ["Aria 5充满电可连续使用30小时，Aria 5 Mini为18小时。"] },
    // …and said kept, it holds.
    { answer: "公司全年收入增速指引维持在12%至15%[c1]。", chunks: ["首席财务官表示，受版号节奏影响，全年收入增速指引维持在12%至15%。"] },
    // …the ratio's own shares.
    { answer: "总成绩里，笔试占六成，面试占四成[c1]。", chunks: ["按笔试成绩从高到低以1:1.2的比例确定面试人选，笔试和面试成绩按6:4合成总成绩。"] },
    // …said with 比 and in Chinese numerals.
    { answer: "经费由地方财政承担四成[c1]。", chunks: ["经费由中央和地方财政按六比四分担。"] },
    // …and converted right.
    { answer: "It reaches 42 °C (about 108 °F) [c1].", chunks: ["On setting 9 each zone reaches about 42 °C."] },
    // A plan named a word or two after another figure is that figure's: the 81% is no target.
    { answer: "Cervical screening uptake of 81% beat the 80% national target [c1].", chunks: ["Cervical screening uptake was 81%, above the 80% national target, and the practice was the only one in the area to meet it."] },
    // A list's heading ('Hourly rates:') names what its figures are, no item: the figure of Room A is no other item's.
    { answer: "A three-hour Friday-evening session in Room A would cost £72: it's peak time, so £24 an hour [c1].", chunks: ["Peak time is 6 pm to midnight Monday to Friday. Hourly rates: Room A £24 peak and £17 off-peak; Room B £18 and £13. A block of ten 3-hour sessions in Room B costs £450 and must be used within 6 months."] },
    // The things after a figure ('in fine and costs') make it their total.
    { answer: "Pryce Holdings owes £49,150 in fine and costs [c1].", chunks: ["Pryce Holdings Ltd was fined £42,000 and ordered to pay £7,150 costs after its director admitted instructing the work."] },
    // Feet and inches are one length, the restatement of the source's centimetres; a count times a measure by the sign is their total.
    { answer: "It is a king-size underblanket of 150 × 200 cm, roughly 4 ft 11 in by 6 ft 7 in, and it draws 120 W in total [c1].", chunks: ["The EB-220 is a king-size underblanket (150 × 200 cm) with two heated zones. Rated power is 2 × 60 W at 230 V."] },
    // A figure said for each week is no rival of one said for each occasion, and a run of weekdays holds the days a week.
    { answer: "助浴点每周开放五天[c1]。", chunks: ["二、服务时间：每周二至周六9:00—11:30、14:00—17:00，每次服务约40分钟，须至少提前1天预约。"] },
    // The same in English.
    { answer: "The library is open five days a week [c1].", chunks: ["The library is open Monday to Friday, 9am to 5pm."] },
    // …and right: £14m of £56m.
    { answer: "The plant cost £56m, of which £14m, roughly a quarter, came from government grants [c1].", chunks: ["The plant opened in 2017 with a £56m investment that included £14m in government grants."] },
    // …and the move they make is the claim's working.
    { answer: "Output dropped by about 59% between 2024 and 2025, from 412 blades to 170 [c1].", chunks: ["The plant made 412 blades in 2024 but only 170 in 2025, after a 38% fall in orders."] },
    // A case in the band on its side of the bound, said as that band's case is.
    { answer: "如果损失6000元，须到快处快赔服务中心现场处理[c1]。", chunks: ["损失金额在5000元以下的，由保险公司在线定损，3个工作日内赔付到账；损失超过5000元或涉及三辆及以上车辆的，须到东湖路128号或长塘路9号快处快赔服务中心现场处理。"] },
    { answer: "If you cancel ten weeks before departure, you only lose the booking deposit [c1].", chunks: ["If you cancel more than 8 weeks before departure you forfeit only the 25% booking deposit; within 8 weeks the full hire charge is payable unless the boat can be re-let."] },
    // The words before both bands set the scene of both: 100平方米 is the second band's, said as its case.
    { answer: "买一套100平方米的家庭唯一住房，契税税率是1.5%[c1]。", chunks: [DEED_TAX] },
    // Two lengths the claim multiplies span its area.
    { answer: "每个摊位的面积是3平方米（2米×1.5米）[c1]。", chunks: ["每个摊位2米×1.5米。"] },
    // A range whose ends the sentence gives as limits, below the one and above the other.
    { answer: "Choose a spot that stays between 2°C and 40°C all year [c1].", chunks: ["Do not install the unit where the temperature may fall below 2°C or rise above 40°C."] },
    // "Planned" before the noun it describes makes nothing a plan: the figure is what was found.
    { answer: "Inspectors found 212 apprentices were past their planned end date [c1].", chunks: ["Inspectors found that 212 apprentices, almost a third of the total, were past their planned end date."] },
    // 一块 is an article, as 一个 is: it states no count.
    { answer: "首销期购买云台版，还会附赠一块价值399元的抗光幕布[c1]。", chunks: ["首销期内购买云台版赠送价值399元的抗光幕布。"] },
    // A pronoun after a number counts nothing: 17 is her age.
    { answer: "Isla Mercer won the women's foil, but because she is 17 her win earns her no senior ranking points [c1].", chunks: ["In the women's foil, 17-year-old Isla Mercer defeated Grace Oyelaran 15-8 in the final. Fencers who were under 18 on 1 January 2026 receive no senior ranking points."] },
    // 一共 says nothing of what the figure counts: the sentence's 共20场 holds it.
    { answer: "上海站从3月6日演到3月22日，一共20场[c1]。", chunks: ["首轮巡演覆盖6座城市共48场：上海站3月6日至22日共20场，之后依次为杭州、南京、武汉、成都，收官站为深圳站（8场）。"] },
    // "Points" between two shares are percentage points, and "last year's 71%" is the earlier figure the source moved from.
    { answer: "The finish rate was 58%, 13 points lower than last year's 71% [c1].", chunks: ["The finish rate was 58%, down from 71% last year."] },
    // A refusal with an exception ('may not cross … without a permit') makes the bound a condition, not a limit turned round.
    { answer: "A lorry over 3.5 tonnes needs a permit to cross in July [c1].", chunks: ["Vehicles over 3.5 tonnes, caravans and towed trailers may not cross between 1 June and 31 August without a permit from the harbour office."] },
    // A figure smaller than the part the claim takes of a whole is no rival of the whole.
    { answer: "Aerodrome charges and car parking together accounted for £33.8 million of the £48.7 million revenue [c1].", chunks: ["Revenue rose 11% to £48.7 million. Aerodrome charges contributed £19.2 million of revenue and car parking £14.6 million."] },
    // A score written from the other side of the one the source gives in rising order, 9-11.
    { answer: "Wrobel was 11-9 down at the end of the second period [c1].", chunks: ["Wrobel beat Ardley 15-12, having trailed 9-11 at the end of the second period."] },
    // The gap between 2.64 and 2.41 million; 'set in 2019' counts nothing.
    { answer: "Carrowfield carried 2.64 million passengers, roughly 230,000 more than its previous peak [c1].", chunks: ["Carrowfield Airport handled a record 2.64 million passengers in the year, surpassing the previous peak of 2.41 million set in 2019."] },
    // 'More than doubled from … to …' is a move, not a range.
    { answer: "Pre-tax profit rose by £3.4 million to £6.3 million [c1].", chunks: ["Revenue rose 11% to £48.7 million, while pre-tax profit more than doubled from £2.9 million to £6.3 million."] },
    // A relative clause sets the home's case, which the band of 5 years or more holds with its 200%.
    { answer: "A home that has been empty for six years attracts a 200% premium [c1].", chunks: ["Once a home has been empty for 12 months a 100% premium is charged, and for homes empty for 5 years or more the premium rises to 200%."]},
    // Ten children at £14.95 per child: 'children' counts what 'child' prices.
    { answer: "A party for ten children would cost £149.50 [c1].", chunks: ["Children's parties cost £14.95 per child, with a minimum of eight children."]},
    // Five items are charged past the three-item allowance: they put the claim in no one case of the sentence.
    { answer: "Having five items collected would cost £56: £38 for the first three plus £9 each for the other two [c1].", chunks: ["A standard collection of up to three items costs £38, and each additional item costs £9, up to a maximum of ten items per collection."]},
    // 4387 of 6412 is close to seven in ten.
    { answer: "现有户籍人口6412人，上届登记选民4387人，登记选民占户籍人口的比例接近七成[c1]。", chunks: ["本社区现有户籍人口6412人，上届选举登记选民4387人。"]},
    // 年度最高 is a cap a year, as 每年最高 is.
    { answer: "质子重离子治疗每年最高能赔付50万元[c1]。", chunks: ["（三）质子重离子治疗费用，年度最高50万元。"]},
    // Of whole groups, more than six is seven or more.
    { answer: "Groups of more than six are spread over neighbouring lanes [c1].", chunks: ["A maximum of six players may share a lane, and groups of seven or more are split across adjacent lanes."]},
    // From 22:00 to 6:00 the next day is eight hours.
    { answer: "Lorries may only enter between 10 pm and 6 am, a window of 8 hours a day [c1].", chunks: ["Lorries may enter only between 22:00 and 06:00."]},
    // The target is the 95%'s, not a plan the claim makes of its 61%.
    { answer: "Only 61% of women were seen by a midwife within 15 minutes – 34 percentage points short of the 95% target [c1].", chunks: ["Only 61% of women attending the unit were seen by a midwife within 15 minutes of arrival, against a target of 95%."]},
    // A move whose verb a comma parts from its 'from'.
    { answer: "Baggage cover also increases, from £1,500 to £2,500 [c1].", chunks: ["Baggage is covered up to £1,500 (£2,500 on Premier)."]},
    // The labels before the price, in an item with no price, are the price's: two adults and two children pay £24 for one game.
    { answer: "For two adults and two children bowling one game, the £24 Family Ticket is cheaper than paying individually [c1].", chunks: ["The Family Ticket (two adults and two children, or one adult and three children) costs £24 for one game or £42 for two games."]},
    // 续航方面 is the topic; the stretch is Air 4 Pro's, whose single charge lasts 7 hours with noise cancelling off.
    { answer: "声澜Air 4 Pro开着降噪单次大约能听5.5小时，如果把降噪关掉，续航可以延长到7小时[c1]。", chunks: ["声澜科技发布新一代耳机。续航方面，Air 4 Pro关闭降噪时单次续航7小时，开启降噪后为5.5小时，配合充电盒总续航36小时；Air 4单次续航8小时，总续航40小时。"]},
    // 3.50元 per 10 shares on 1000 shares.
    { answer: "持有1000股的股东税前可分得350元现金红利[c1]。", chunks: ["董事会拟向全体股东每10股派发现金红利3.50元（含税），不送红股，不以公积金转增股本。"]},
    // Two full 12-hour periods in 30 hours, at £25 each.
    { answer: "If your departure were delayed by 30 hours, you would receive £50 [c1].", chunks: ["Delayed departure pays £25 for each full 12 hours of delay, up to £250."]},
    // A holder that gives the claim's other figure too is the claim's party, though another sentence says 营收 word for word.
    { answer: "营收31.6亿元，同比增长7.2%[c1]。", chunks: ["报告期内，公司实现营业收入31.6亿元，同比增长7.2%；归属于上市公司股东的净利润2.84亿元，同比下降4.5%。分产品看，钢琴业务收入18.9亿元，占总营收的59.8%；数码乐器收入7.3亿元，同比增长21.6%，是增速最快的板块。"]},
    // 特药 is the short form of 特定高额药品, whose case holds 70%; the heading's 保障责任 names every case.
    { answer: "特药责任照常按70%赔付[c1]。", chunks: ["四、保障责任：（一）住院医疗费用，年度免赔额1.5万元，超出部分按75%赔付，年度最高100万元；（二）特定高额药品费用，不设免赔额，按70%赔付，年度最高100万元。"]},
    // Two days after the fireball is the source's two days later.
    { answer: "Jenny Halstead found the first piece two days after the fireball [c1].", chunks: ["A fireball lit up the sky on Tuesday 14 October 2025. Local farmer Jenny Halstead found the first fragment two days later."]},
    // Three items at the price after the allowance and two more at £9 each.
    { answer: "Five items would cost £56 [c1].", chunks: ["A standard collection of up to three items costs £38, and each additional item costs £9."]},
    { answer: "Its average response time was 9 minutes 41 seconds, 22 seconds slower than in 2022 [c1].", chunks: ["Its average response time to primary fires was 9 minutes 41 seconds, 22 seconds slower than in 2022."]},
    // A lead over the record before, which the claim names in other words.
    { answer: "His ranking-round total of 662 beat the old championship record of 659 [c1].", chunks: ["He shot 662 out of a possible 720 in the ranking round, a championship record that beat the previous best by three points."]},
    // A claim that opens on a pronoun opens on no subject.
    { answer: "You add £6 for 7-seaters [c1].", chunks: ["Prices are for small cars; add £3 for large cars and estates, and £6 for SUVs, 7-seaters and vans."]},
    // A Chinese lead over a party the claim names: 领先第二名山东队1.86秒.
    { answer: "江苏队以5分38秒41夺冠，亚军山东队的成绩约为5分40秒27[c1]。", chunks: ["压轴进行的男子八人单桨有舵手决赛中，江苏队以5分38秒41夺冠，领先第二名山东队1.86秒，浙江队获得铜牌。"]},
    // The whole a figure is a given share of, which the claim names.
    { answer: "由此推算，该收入约为6.2万元[c1]。", chunks: ["本市户籍入伍的义务兵，其家庭按年度领取优待金，标准为每年18600元，相当于上年度全市城镇居民人均可支配收入的30%。"]},
    { answer: "The fund was worth about £30,000 [c1].", chunks: ["The charity received £9,000, or 30% of the fund."]},
    // A run of whole months counted with both ends.
    { answer: "Two-thirds of cases were diagnosed in the four months from June to September [c1].", chunks: ["Two-thirds of cases were diagnosed between June and September."]},
    // A claim that opens on "With" and a figure sets a case of the band.
    { answer: "With 8 points on your licence you can still drive a pool vehicle, but only with the Fleet Manager's written approval [c1].", chunks: ["Staff may drive a pool vehicle only if they have no more than 6 penalty points; drivers with 7 to 9 points may drive only with written approval from the Fleet Manager."]},
    // Clauses that say the same words are named apart by their stretches; 安时 is a charge.
    { answer: "M8 Max的电池容量是标准版的两倍[c1]。", chunks: ["M8标准版建议作业面积为800平方米，电池容量5.2安时，首发价3999元；M8 Max建议作业面积为2000平方米，电池容量提升至10.4安时，首发价5999元。"]},
    // A level the claim gives itself names it; "last year" is no noun a count counts; a year both say names the baseline.
    { answer: "Entries dropped to 184 archers from 207 last year [c1].", chunks: ["The championships attracted 184 archers from 11 counties, 23 fewer than last year."]},
    { answer: "Entries dropped to 184 archers from 207 in 2025 [c1].", chunks: ["The championships attracted 184 archers from 11 counties, 23 fewer than in 2025."]},
    // "By 2,500 to 11,200" is a move and where it ends, no range.
    { answer: "Home fire safety visits went up by 2,500 to 11,200 [c1].", chunks: ["The report noted that home fire safety visits rose to 11,200 from 8,700 the year before."]},
    // A part and "the remainder" make the figure before them a total.
    { answer: "The service has 698 firefighters, 486 wholetime and the remainder on call [c1].", chunks: ["The service, which has 23 fire stations, 486 wholetime firefighters and 212 on-call firefighters, attended 9,874 incidents."]},
    // Each one's share of a whole split equally.
    { answer: "Each individual champion took home £900 [c1].", chunks: ["Prize money totalled £3,600, split equally between the four individual champions; no prize money was paid to runners-up."]},
    // A share of a whole the evidence names ("5% of the contract value"), whose figure another sentence gives.
    { answer: "If the ships are late, total penalties cannot exceed roughly £7.3 million [c1].", chunks: ["Calder & Wrey Shipbuilders has won a £146 million contract to build two ferries. The contract includes a penalty of £25,000 for each day of late delivery, capped at 5% of the contract value."]},
    // A word of the equal figure's phrase in the claim figure's own phrase names it ("on the stand").
    { answer: "It charges in 14 hours on the stand and two hours longer in the travel case [c1].", chunks: ["A full charge takes 14 hours on the supplied inductive stand, or 16 hours in the USB-C travel case."]},
    // Separate tickets of the kind the claim names, one per person; "child (3–15)" is an age band, not a count.
    { answer: "For two adults and two children, separate returns would cost £19 [c1].", chunks: ["Fares: adult single £3.50, adult return £6; child (3–15) single £2, return £3.50. A family return (2 adults and up to 3 children) costs £16."]},
    // A figure restated in another unit, converted right.
    { answer: "The dealer cut each car's mileage by 58,000 miles, or roughly 93,000 km [c1].", chunks: ["Pollitt reduced their displayed readings by an average of 58,000 miles."] },
    // The days between two dates of the claim, the second dated in the year the source gives the first.
    { answer: "今年国庆高速免费通行共7天，从10月1日零点一直持续到10月7日24点[c1]。", chunks: ["2026年10月1日0时至10月7日24时，全省收费公路对7座及以下小型客车免收车辆通行费。"] },
    // 多省了 is a saving, the gap of the sentence's two figures.
    { answer: "预售期间支付100元定金可以抵300元，等于多省了200元[c1]。", chunks: ["新品于发布当晚开启预售，预售期内支付100元定金可抵300元，11月11日起正式发货。"] },
    // A rate of change in percent of a level and the start it moved from.
    { answer: "Total prize money went up by $20,000 to $110,000, an increase of roughly 22% on 2025 [c1].", chunks: ["The tournament had total prize money of $110,000, up from $90,000 in 2025."] },
    { answer: "Revenue fell 10% [c1].", chunks: ["Revenue was £18 million, down from £20 million."] },
    // A price paid on top is an amount a price moved by.
    { answer: "The Disco on Ice costs £1 extra per person [c1].", chunks: ["Admission costs £11.50 for adults. Disco on Ice costs £1 more per person and is not covered by family tickets."] },
    // "Went up by … to …": a change and where it ends, not a range.
    { answer: "Average league crowds went up by 1,770 to 21,640 [c1].", chunks: ["Matchday revenue reached £8.3 million as average league attendance rose from 19,870 to 21,640."] },
    // A start the sentence gives in a part that points back to its subject.
    { answer: "Positive random drug tests fell from 29% in 2023 to 22% [c1].", chunks: ["Drug testing found positive results in 22% of random tests, mainly for synthetic cannabinoids; the figure was 29% in 2023."] },
    // A party compared with, after the claim's own figure, names no case of its own.
    { answer: "叶心悦以438.55分夺冠，比第二名吴佳琪多出17.35分[c1]。", chunks: ["当天进行的女子10米跳台决赛中，叶心悦以438.55分夺冠，她获得全场唯一一个满分跳；上届冠军吴佳琪以421.20分获得银牌，邱蕾以398.65分获得铜牌。"] },
    // 多补贴 is a comparison's amount, worked out from 万元.
    { answer: "买新能源车比买燃油车多补贴5000元[c1]。", chunks: ["购买新能源乘用车的，补贴2万元；购买排量2.0升及以下燃油乘用车的，补贴1.5万元。"] },
    // A saving listed after another takes its verb.
    { answer: "A compatible screen saves you £50 on a Novaro X12 and £44 on the X12 Mini [c1].", chunks: ["Screen replacement for the Novaro X12 costs £149 with a genuine part or £99 with a compatible part; for the Novaro X12 Mini the prices are £129 and £85."] },
    // An extra paid on top of a level is a part of the total.
    { answer: "For a grade 6 role on the hard-to-fill list, you'd receive £3,500 in total [c1].", chunks: ["Employees who refer a candidate who is then hired receive a bonus of £1,500 for roles in grades 1 to 4 and £3,000 for grades 5 and above; referrals for the hard-to-fill roles listed on the intranet each quarter earn an extra £500."] },
    // A multiple of two figures named by what they are of.
    { answer: "Women sent a kit were about two and a half times as likely to be screened as those sent a letter [c1].", chunks: ["Within 12 weeks, 29.4% of the kit group had been screened, compared with 11.8% of the letter group."] },
    // The sides of a size take the unit that ends them, glued × or a list.
    { answer: "两款机器的可打印尺寸都约为25.6×25.6×26厘米[c1]。", chunks: ["两款机型均采用CoreXY结构，打印尺寸为256×256×260毫米。"] },
    { answer: "The lockers differ in one dimension: 8, 19 and 41 cm [c1].", chunks: ["Three locker sizes are available: small (8 × 38 × 64 cm), medium (19 × 38 × 64 cm) and large (41 × 38 × 64 cm)."] },
    // A rate per minute with a verb between, and a count that leaves its minute unsaid.
    { answer: "最快的患者每分钟能写68个汉字[c1]。", chunks: ["最快的一名患者达到每分钟68个汉字，3名患者平均为每分钟52个汉字。"] },
    { answer: "3人平均为52个[c1]。", chunks: ["最快的一名患者达到每分钟68个汉字，3名患者平均为每分钟52个汉字。"] },
    // A figure of another kind that a case gives as it is places the claim in that case, whatever bounds of other cases it falls within.
    { answer: "首2小时每小时5元，之后每小时3元[c1]。", chunks: ["二、小型车收费：停车15分钟以内免费；首2小时每小时5元，之后每小时3元，不足1小时按1小时计；同一车辆24小时内最高收费40元。"] },
    // A party the claim compares its own with names no case, where the figure's case names the claim's own.
    { answer: "女子10米台冠军叶清禾的总分是432.60分，比亚军程露高出13.75分[c1]。", chunks: ["女子10米跳台决赛中，广东选手叶清禾以五跳总分432.60分夺冠，其中第四跳获得三个10分；卫冕冠军、湖北选手程露以418.85分获得银牌。"] },
    { answer: "三轮过后，青州海鸥积4分，排名比临川铁军高[c1]。", chunks: ["三轮过后，青州海鸥积4分，排名第九；临川铁军积3分，排名第十一。"] },
    // "By about £34 million to £412.6 million" is a move and where it ended, no range; a year after a figure is when, not which item.
    { answer: "Strathmorven's revenue grew by about £34 million to £412.6 million in 2025, helped by a higher average selling price of £7.84 a kilo [c1].", chunks: ["The salmon producer reported revenue of £412.6 million, up 9% from £378.5 million in 2024, as the average price achieved rose to £7.84 a kilo."] },
    // A whole in one sentence, less a part the claim gives whose sentence names the rest, or with it summed to a total.
    { answer: "After paying £265,000 for the shop, the group has £47,000 of the share money left to cover a refit [c1].", chunks: ["Residents have bought the village's only shop after raising £312,000 through a community share offer. The purchase price was £265,000, and the rest of the money raised will pay for a new refrigeration unit and a refit. A further £25,000 grant came from the Fellside Rural Trust."] },
    { answer: "Counting the £25,000 grant as well as the share offer, the project has £337,000 in total [c1].", chunks: ["Residents have bought the village's only shop after raising £312,000 through a community share offer. The purchase price was £265,000, and the rest of the money raised will pay for a new refrigeration unit and a refit. A further £25,000 grant came from the Fellside Rural Trust."] },
    // "Spread over" is across, no bound.
    { answer: "VoltBay has 412 charge points spread over 96 sites [c1].", chunks: ["VoltBay operates 412 public charge points at 96 sites across Wales and the West Midlands."] },
    // The rest of a whole that set out, which the claim denies what the part did.
    { answer: "Of the record 412 starters, 15 did not finish [c1].", chunks: ["A record 412 runners started and 397 finished; 11 retired and four were timed out."] },
    // Past a time limit, 逾期 names the case beyond it: the claim's "more than a day" is that case.
    { answer: "预约后超过一天还没通行的，预约就会自动作废[c1]。", chunks: ["车主须通过App进行预约，预约后须在24小时内通行，逾期自动作废。"] },
    // 内 after a length of time bounds it as "within" does: "不到6个月" is within "6个月内".
    { answer: "体检结论在体检后不到6个月都有效[c1]。", chunks: ["体检结论自体检之日起6个月内有效。"] },
    // A count of things each a hyphened count measures, where the claim counts the things too.
    { answer: "Of the hostel's 46 beds, 32 are in its four dormitories [c1].", chunks: ["The hostel has 46 beds: four 8-bed dormitories, two 4-bed family rooms and three twin rooms."] },
    // A bound said of a thing named before a bracket bounds the value the bracket gives.
    { answer: "家庭人均月收入低于2280元的，就会被认定为经济困难[c1]。", chunks: ["申请人家庭人均月收入低于本市最低工资标准（现为2280元）的，认定为经济困难。"] },
    { answer: "Anyone earning less than £12.60 an hour qualifies [c1].", chunks: ["Anyone earning less than the Real Living Wage (currently £12.60 an hour) qualifies for the grant."] },
    // "From age 8" is the low end of "ages 8 to 15"; "if" after a figure is no noun it counts.
    { answer: "Children can race from age 8 if they are at least 1.35 m tall [c1].", chunks: ["Junior sessions (ages 8 to 15, minimum height 1.35 m) cost £29 for two 10-minute heats."] },
    // A gap between two times the claim calls "outside" one of them, or 仅差.
    { answer: "Arkwright's winning time was 4 minutes 12 seconds outside the men's course record set by Rob Jebson in 2011 [c1].", chunks: ["Tom Arkwright of Borrowdale Harriers won the men's race in 1:41:07. Neither winner broke the course records, which remain 1:36:55 for men, set by Rob Jebson in 2011, and 1:51:20 for women."] },
    { answer: "男子个人赛冠亚军之间仅差23秒[c1]。", chunks: ["男子个人赛中，戴明川以1小时49分52秒夺冠；卫冕冠军骆子谦以1小时50分15秒获得亚军。"] },
    // A rate a sentence raises by a share: 补贴 before a figure names the amount itself, not a cut.
    { answer: "如果孩子是家里的二孩、上的是全日托，每月可以抵扣720元托育费[c1]。", chunks: ["全日托每名婴幼儿每月补贴600元，半日托每月补贴300元；婴幼儿为家庭第二个孩子的，标准上浮20%。"] },
    // The rest of a whole the claim gives, of whom it says none of what the sentence says of the part.
    { answer: "Roughly 740 of Hollinbrook's 1,120 employees work full-time [c1].", chunks: ["Hollinbrook runs 64 shops and employs 1,120 people, about 380 of them part-time."] },
    { answer: "Twelve runners were disqualified, all but two of them on the M21 course [c1].", chunks: ["Twelve runners were disqualified for missing controls, all but two of them in the M21 long course."] },
    // A gap said past what it counts: "163 points clear of" is 2,614 less 2,451.
    { answer: "Ebor finished 163 points clear of Airienteers [c1].", chunks: ["Ebor retained the club trophy with 2,614 points, ahead of Airienteers on 2,451."] },
    // A total of prices per thing, where the claim counts the things: 每本120元 and 每本60元 for 两本.
    { answer: "护照和通行证两本的工本费加起来是180元[c1]。", chunks: ["收费标准：普通护照每本120元，往来港澳通行证每本60元。"] },
    { answer: "Two tickets cost £30 in total [c1].", chunks: ["Adult tickets are £18 per ticket and child tickets £12 per ticket."] },
    // The other side of the sentence's bound, at its figure, where the sentence goes on to that case.
    { answer: "Cancel with 14 days or less to go and the whole deposit is lost [c1].", chunks: ["Cancellations made more than 14 days before arrival are refunded the deposit less a £10 admin fee; later cancellations forfeit the whole deposit."] },
    { answer: "Any tree taller than 2 metres has to be cut up [c1].", chunks: ["Trees must be no taller than 2 metres; larger trees must be cut into sections."] },
    // A price per measure worked out from a thing's price over its size: 4元 ÷ 0.05立方米, £2 ÷ 500 g.
    { answer: "折算下来每立方米相当于80元[c1]。", chunks: ["使用标准编织袋（约0.05立方米）装运的，每袋按4元计收；清运费按体积计收，每立方米65元。"] },
    // A sum of figures each named in its own clause by words of the claim that name no other of them.
    { answer: "With Saltley closed, the force was running 50 cells at Harlow Bridge and Denby Cross [c1].", chunks: ["Inspectors visited the force's three custody suites at Harlow Bridge (32 cells), Denby Cross (18 cells) and Saltley (12 cells)."] },
    // A price after an amount off it the claim gives, the price and the amount in two sentences.
    { answer: "12GB+256GB版本立减300元后只要3199元[c1]。", chunks: ["Pro版起售价3499元（12GB+256GB）。首销期间，购买Pro版可享300元立减。"] },
    // A count of other things ("all five of his contests") is no rival of a count of entrants.
    { answer: "Reddish won every one of his contests in the +100 kg category, which had just six entrants [c1].", chunks: ["Only six players entered the men's +100 kg category, and Callum Reddish won all five of his contests."] },
    // The case a condition's figure of another kind names is the one the claim's figure is given in.
    { answer: "If you charge the 4.0 Ah battery with the rapid charger, a full charge takes about 75 minutes [c1].", chunks: ["The CS-40 is supplied with a 4.0 Ah battery and a rapid charger that takes the battery from empty to full in 75 minutes; the standard 2.0 A charger, sold separately, takes about 2 hours 10 minutes."] },
    // Groups priced apart, with a count of all of them that is no group of its own ("four separate tickets").
    { answer: "For two adults and two children, buying four separate tickets would come to £38 [c1].", chunks: ["Tickets cost £12 for adults, £10 for concessions and £7 for children aged 8 to 15; a family ticket for four people is £34."] },
    // What the claim compares its figure with ("cheaper than … one-hour lessons") is another item's, not the claim's.
    { answer: "A 10-hour manual block costs £395, which works out at £39.50 an hour — £2.50 an hour cheaper than paying for standard one-hour lessons [c1].", chunks: ["Clearway Driving School, Reading – Lesson Prices and Terms from 1 April 2026. Standard one-hour lessons cost £42 in a manual car and £46 in an automatic; two-hour lessons are £80 (manual) or £88 (automatic). New pupils can book an introductory block of their first three hours for £99, manual only, and this offer cannot be combined with any other discount. Block bookings of 10 hours cost £395 (manual) or £435 (automatic) and must be paid in full in advance; unused block hours are refundable for 12 months after payment, less a £20 administration fee, but hours bought under the introductory offer are not refundable. Intensive courses of 30 hours over two weeks cost £1,290. The practical test fee (currently £62 on weekdays and £75 on evenings and weekends, paid directly to the DVSA) is not included in any course price. Use of the car for the test, including a one-hour warm-up lesson beforehand, costs £120. Pupils must hold a valid provisional licence and be able to read a number plate from 20 metres; the instructor will check both at the first lesson. Lessons cancelled with less than 48 hours' notice are charged in full, except in the case of illness supported by a doctor's note. Pick-up and drop-off are free within the RG1 to RG6 postcode districts; elsewhere a £5 supplement applies per lesson. Our instructors, led by chief instructor Priya Marsh, are all DVSA-approved at Grade A or B. Our first-time pass rate in 2025 was 61%, against a national average of 48%."] },
    // A further part besides one the sentence includes in a whole, of the whole's things.
    { answer: "Besides the 27 puppies under eight weeks old, inspectors found another 36 dogs [c1].", chunks: ["Inspectors visited the property on 9 July 2025 and found 63 dogs, including 27 puppies under eight weeks old, kept in two converted stables."] },
    // A rate of growth of a figure and its level a year before, given in brackets after it.
    { answer: "风电机组对外销售容量增幅约为三分之一[c1]。", chunks: ["全年风电机组对外销售容量达11.2吉瓦（上年为8.4吉瓦），其中海上机组销售容量1.9吉瓦。"] },
    // A price per unit of time, of a price for a length of time.
    { answer: "A 10-hour manual block costs £395, which works out at £39.50 an hour [c1].", chunks: ["Block bookings of 10 hours cost £395 (manual) or £435 (automatic) and must be paid in full in advance."] },
    { answer: "Oats work out at £4 per kilogram [c1].", chunks: ["Loose oats are sold in 500 g bags for £2 each."] },
    // A figure the claim gives itself (83) is no other item's for its 21.
    { answer: "Since the outbreak began, 112 people have fallen ill (83 patients and 29 staff), and 21 patients still have symptoms [c1].", chunks: ["The number of wards affected has risen from four to seven. As of noon today, 83 patients and 29 staff have had symptoms since the first case was identified on 30 December 2025; 21 patients are currently symptomatic. No deaths have been linked to the outbreak."] },
    // The numbers of a list of labels count nothing: "Wards 4, 6, 9" holds no count of wards that rivals "seven".
    { answer: "Seven wards, including the Acute Medical Unit, are now closed, up from four last Friday [c1].", chunks: ["Wards affected by norovirus at Dunmarsh Royal Infirmary rose from four to seven since Friday. Wards 4, 6, 9, 12, 14, 15 and the Acute Medical Unit are closed to new admissions."] },
    // A share of the whole the rest of the sentence gives (27 cases), whose part the evidence gives in a clause of the claim's words (admitted to hospital).
    {
      answer: "There are now 27 confirmed cases, and a third of them have needed hospital admission [c1].",
      chunks: ["As of 12 March, 27 confirmed cases have been identified, up from 19 reported in bulletin 1. Nine people have been admitted to hospital, and one has died."],
    },
    // A gap in degrees, "warmer than", of the two temperatures the sentence gives.
    {
      answer: "On average, living rooms in the heat pump homes were about 1.3°C warmer than in the homes heated by gas boilers [c1].",
      chunks: ["Living rooms in heat pump homes averaged 20.4°C, against 19.1°C in the comparison group."],
    },
    // Worked the right way round the rise: 42 - 6 is the level before.
    { answer: "本届园区占地42万平方米，比上届扩大了6万平方米，也就是说上届园区面积为36万平方米[c1]。", chunks: ["本届园区占地面积42万平方米，较上届扩大6万平方米，主塔高46米，为历届最高。"] },
    // The claim's figures fall in two cases (89 in the first, 90 in the second): no one case is its.
    {
      answer: "老人从89岁跨入90岁后，要等到过生日的下一个月，才开始按每月300元的标准领取[c1]。",
      chunks: ["一、发放对象：具有本市户籍、年满80周岁的老年人。二、发放标准：80至89周岁每人每月100元（原为80元）；90至99周岁每人每月300元（原为200元）；100周岁及以上每人每月800元（原为600元）。自年满相应年龄的次月起按新档次发放。"],
    },
    // The amount of a move the claim works out (300 - 200) is no case's figure, though a case gives 100元.
    {
      answer: "从2026年4月起，澜水市90到99岁的老人每月可领300元高龄津贴，比调整前多了100元[c1]。",
      chunks: ["二、发放标准：80至89周岁每人每月100元（原为80元）；90至99周岁每人每月300元（原为200元）；100周岁及以上每人每月800元（原为600元）。"],
    },
    // The claim gives the second case's figure (1年) itself: its words of that case leave its 30日 the first case's.
    {
      answer: "单位如果没有在30日内为受伤职工申请工伤认定，职工本人或者其近亲属可以在1年内直接申请[c1]。",
      chunks: ["职工发生事故伤害，所在单位应当自事故伤害发生之日起30日内，向市人力资源和社会保障局提出工伤认定申请；单位未按期申请的，职工或其近亲属可在1年内直接提出申请。"],
    },
    // A trip's price per occasion is the base the rate past the allowance comes on: 180 + 6 x (30 - 20) = 240, and 30 - 20 is the part charged for.
    {
      answer: "如果遗体接运距离是30公里，按标准要付180元起步费，再加上超出的10公里共60元，总计240元[c1]。",
      chunks: ["遗体接运（市区内20公里以内）每次180元，超出20公里的部分每公里加收6元；遗体冷藏每天60元；普通火化每具500元。"],
    },
    // 差价 makes a figure the gap between two prices the sentence gives.
    { answer: "钛合金版和陶瓷版差价500元[c1]。", chunks: ["钛合金版重2.6克，起售价1499元；陶瓷版同尺码重3.1克，售价1999元。11月30日前下单可享200元优惠。"] },
    // A bound is held by a gap at its own figure to its last digit: 95.1亿 less 78.6亿 is "16亿多".
    { answer: "春节档票房78.6亿元，比上一年同期少了16亿多元[c1]。", chunks: ["春节档票房累计78.6亿元，上一年同期为95.1亿元。"] },
    // A count of another noun elsewhere may be the claim's in other words, where the best sentence counts the claim's noun no other way.
    { answer: "870 people have been infected so far [c1].", chunks: ["The outbreak has spread to three districts. Officials have recorded 870 infections so far."] },
    // A gap of thickness, said with 厚了: the distance between the sentence's two thicknesses.
    { answer: "Pro版机身厚了0.4毫米[c1]。", chunks: ["标准版机身厚5.8毫米、重415克，Pro版厚6.2毫米、重448克。"] },
    // The claim opens on the word its case alone opens on (第三档); 年用电量 is said by the first case for all.
    {
      answer: "第三档从年用电量超过4800千瓦时开始，每千瓦时0.838元，比第一档贵0.3元[c1]。",
      chunks: ["电价通知如下。第一档为年用电量0至2520千瓦时（含），电价每千瓦时0.538元；第二档为2521至4800千瓦时（含），每千瓦时0.588元；第三档为4800千瓦时以上，每千瓦时0.838元。"],
    },
    // A rate for each unit over an allowance, times the claim's measure past it: two kilograms over 23 kg at £9.
    { answer: "A checked bag weighing 25 kg would attract an excess-weight charge of £18 [c1].", chunks: ["A 23 kg checked bag is included only in Flex. Each kilogram over 23 kg is charged at £9, and no single bag may weigh more than 32 kg."] },
    // The case that holds both the claim's figures and opens on its 研究生 is the claim's, though the claim borrows 中文图书 from another case.
    { answer: "研究生最多可同时借20册中文图书，每次借期60天[c1]。", chunks: ["借阅权限：本科生可同时借阅中文图书15册，借期30天；研究生可借20册，借期60天；教职工可借30册，借期90天。"] },
    // A sentence that holds all the claim's figures holds them, though another sentence opens on the claim's subject.
    { answer: "Staff with ten or more years of service can take six weeks of paid sabbatical [c1].", chunks: ["Leave policy. Employees with at least five years' service may take a paid sabbatical of four weeks; those with at least ten years' service may take six weeks. Staff who resign within six months of a paid sabbatical must repay half of it."] },
    // Each clause of the claim pairs its figure with its own: 8 hours goes with the 2 A charger, not with the 5 A one of the next clause.
    { answer: "The 2 A charger takes about 8 hours, so the 5 A charger saves roughly five hours [c1].", chunks: ["A full charge with the supplied 2 A charger takes about 8 hours; the optional 5 A fast charger cuts this to 3.5 hours."] },
    // A figure the claim works out from its own figures, which the source gives: 147 less 12 opened plus 5 closed.
    { answer: "The chain opened 12 shops and closed 5 to finish with 147, so it began the year with 140 [c1].", chunks: ["The chain opened 12 shops and closed 5 during the year, finishing with 147."] },
    // …and one that the source's total less its other part leaves.
    { answer: "The interim dividend was 2.1p, since the 3.9p final brings the year's total to 6.0p [c1].", chunks: ["The board proposes a final dividend of 3.9p, making 6.0p for the year."] },
    // The counts a claim works its sum with are its case, not figures the source must give.
    { answer: "Two adults and three children pay £13.60 in total in single fares: two at £3.20 and three at £2.40 [c1].", chunks: ["Single fares: adult £3.20, child £2.40."] },
    { answer: "巡航时速可达240公里[c1]。", chunks: ["官方公布的设计航程为200公里，巡航速度每小时240公里。"] },
    // The level a claim's own move starts from, worked out from the sentence's move the same way (上一年 is 上年, no "per year").
    { answer: "光伏行业的比重从上一年的21%降到了12%[c1]。", chunks: ["光伏行业收入占比12%，较上年下降9个百分点。"] },
    // A whole less the part the claim takes out: 110 minutes with a 15-minute interval.
    { answer: "扣除15分钟的中场休息，实际演出时长为95分钟[c1]。", chunks: ["全剧时长110分钟，含15分钟中场休息。"] },
    // What is left of two moves the other way: nine closures and two openings are a net reduction of seven.
    { answer: "The group had a net reduction of seven stores [c1].", chunks: ["The group closed nine stores and opened two during the half, ending the period with 187."] },
    // A figure "a further" adds to the last of its kind, in the sentence before.
    { answer: "Mistral Bay finished eight and a quarter lengths behind the winner [c1].", chunks: ["Copper Lantern won, beating Harbour Knight by two and a quarter lengths. Mistral Bay was a further six lengths back in third."] },
    // An average the claim works out: 8560万元 over 12.4万人次.
    { answer: "每位观众平均贡献票房约690元[c1]。", chunks: ["本轮巡演共演出96场，观众总数约12.4万人次，票房收入8560万元。"] },
    // A whole less every part listed before 其余.
    { answer: "普通车位共有134个[c1]。", chunks: ["新划定的186个车位（其中充电车位40个、子母车位12个，其余为普通车位）将公开摇号。"] },
    // A share of the whole after a clause of its change: 1.58 of 2.46万台.
    { answer: "六轴多关节机型约占64%[c1]。", chunks: ["全年工业机器人出货量2.46万台，同比增长33%，其中六轴多关节机器人1.58万台、SCARA机器人0.62万台。"] },
    // A fall in percent is what a kept share leaves.
    { answer: "The panel lost about 9% of its efficiency after 1,000 hours [c1].", chunks: ["After 1,000 hours the panel retained 91% of its initial efficiency."] },
    // Parts per month summed where the claim says once, away from its total, what they are per.
    { answer: "年满75周岁的参保人，每月能领到的基础养老金加上高龄补贴一共是223元[c1]。", chunks: ["2026年基础养老金标准为每人每月203元，年满75周岁的参保人每月另加发高龄补贴20元。"] },
    // "一年" before a count of times is how often (每年), not a length.
    { answer: "一年只能缴一次[c1]。", chunks: ["个人缴费标准设每年300元、500元共2个档次，由参保人自主选择，每年只能缴费一次。"] },
    // A place by number (第二名) that the sentence gives by its title (银牌).
    { answer: "林雨桐的全能得分比第二名高出0.465分[c1]。", chunks: ["女子个人全能冠军由上海选手林雨桐获得，得分为55.198分，北京选手蒋可欣以54.733分获得银牌。"] },
    // The level before a rise in percent: 26.5万 ÷ 1.15.
    { answer: "上届为23万人次[c1]。", chunks: ["电影节期间观影人次约26.5万，比上届增长15%。"] },
    // How many shares an amount buys at the price per share.
    { answer: "25.76亿元的股份对价大约需要发行5344万股[c1]。", chunks: ["其中，股份对价占比70%，即25.76亿元，发行价格为每股48.20元。"] },
    // What is not collected within 90 days is left for more than 90.
    { answer: "If you leave something for more than 90 days, the shop can give it to charity [c1].", chunks: ["Items not collected within 90 days may be donated to charity after a written reminder sent at least 14 days beforehand."] },
    // A run of days between two dates, a little over the claim's length: 13 to 30 March is "just over two weeks".
    { answer: "The crossing is closed from 13 March until 30 March 2026, just over two weeks [c1].", chunks: ["Thurlow Road level crossing will be closed to all vehicles from 20:00 on Friday 13 March 2026 until 06:00 on Monday 30 March 2026."] },
    // Groups by age band ("two under-16s") priced as the sentence prices the band.
    { answer: "Two adults and two teenagers under 16 would pay £19.40 between them [c1].", chunks: ["Adult swims cost £6.50 and under-16s £3.20; holders of the borough's Leisure Access card pay £2."] },
    // A rate that earns up to a cap reaches it after cap over rate of its unit: 30 / 0.5 × 1个月.
    { answer: "社保每满1个月积0.5分，连续缴满60个月就能拿到这一项的满分[c1]。", chunks: ["居住证每满1年积3分，最高15分；社保每满1个月积0.5分，最高30分。"] },
    // A split claim's total worked out from a rate and a length the rest of its sentence gives (每月 of 1个月).
    { answer: "硕士研究生最长36个月，累计最多可以领到43200元[c1]。", chunks: ["博士研究生每人每月2000元，硕士研究生每月1200元，本科每月800元。同一人累计最长享受36个月。"] },
    // …and a share of two figures the rest of its sentence gives.
    { answer: "澄芯微以36.8亿元买下启睿半导体全部股权，其中现金部分11.04亿元，占交易作价的30%[c1]。", chunks: ["澄芯微拟收购启睿半导体100%股权，交易作价36.8亿元。现金对价11.04亿元，由公司自有资金支付。"] },
    // A lead is the gap between the two scores.
    { answer: "韦思远领先亚军孙逸凡0.366分[c1]。", chunks: ["男子个人全能决赛中，广西选手韦思远以86.432分夺冠，浙江选手孙逸凡以86.066分获得亚军。"] },
    // A price the sentence adds to (加价) the named item's: 3688元 + 900元.
    { answer: "长续航版的畅飞套装售价为4588元[c1]。", chunks: ["售价方面，标准版2888元，长续航版3688元；购买畅飞套装需在对应版本基础上加价900元。"] },
    // 三环路 is a road's name, no three of anything.
    { answer: "这类车周五高峰时段不能驶入三环路以内[c1]。", chunks: ["限行范围为三环路以内道路，尾号为英文字母的按0号管理；周五限5和0。"] },
    // "Twice as … as" is a multiple, of the pair in brackets after the claim's word.
    { answer: "Nausea was more than twice as common as on placebo [c1].", chunks: ["The most common adverse events were nausea (12% vs 5%) and dizziness (8% vs 6%)."] },
    // A price per so many of a thing is a price per one of them: 每10股3.5元 is 0.35元 每股.
    { answer: "公司计划每股派发现金红利0.15元[c1]。", chunks: ["董事会拟向全体股东每10股派发现金红利1.5元。"] },
    { answer: "按董事会预案，每股可分到0.35元现金红利（含税）[c1]。", chunks: ["董事会拟以总股本4.6亿股为基数，向全体股东每10股派发现金红利3.5元（含税）。"] },
    // Things a Chinese list names, counted in words right after it.
    { answer: "2025年公司的猪用疫苗和宠物疫苗两条产品线合计带来了17.9亿元收入[c1]。", chunks: ["猪用疫苗收入15.3亿元；禽用疫苗收入8.9亿元；宠物疫苗收入2.6亿元。"] },
    // A holder that names the claim's code, where the rival's sentence does not.
    {
      answer: "E5 was taken out of service with a chain elongation of 1.4%, just under the 1.5% replacement limit [c1].",
      chunks: ["The main drive chain of E3 had elongated by 3.1% against a replacement limit of 1.5%. The five other escalators were inspected and one, E5, was withdrawn from use with a chain elongation of 1.4%."],
    },
    // A share or multiple the claim gives of a figure the evidence gives and the claim names.
    { answer: "单招满分450分，最低录取控制线为其中的40%，也就是180分[c1]。", chunks: ["考试满分450分。各专业按总分从高到低录取，最低录取控制线为满分的40%。"] },
    {
      answer: "The overspeed sensor is set to trip at 1.2 times rated speed, which works out at 0.9 m/s [c1].",
      chunks: ["E3 reached an estimated 1.9 m/s, more than double its rated speed of 0.75 m/s. The overspeed sensor, set to trip at 1.2 times rated speed, responded correctly."],
    },
    // "instead of" before a figure gives the value replaced, as "from" does.
    { answer: "Next season each team can ice two more import players, 14 instead of 12 [c1].", chunks: ["The league confirmed that the import limit will rise from 12 to 14 players per team next season."] },
    // A score is held whole, whatever other score stands beside it; a score's number rivals no other count.
    { answer: "林若溪在决赛中以6比5击败周曼宁[c1]。", chunks: ["林若溪与周曼宁五局战罢打成5比5，进入加赛；她最终以6比5夺冠。"] },
    // 重了 is a move's amount: the gap between the sentence's two weights.
    { answer: "Pro版比标准版贵800元，机身也重了8克[c1]。", chunks: ["标准版View 3重68克，售价2999元；View 3 Pro重76克，售价3799元。"] },
    // One move's amount against another's.
    { answer: "Sleep onset latency improved by about 8 minutes more with ferrulast than with placebo [c1].", chunks: ["Sleep onset latency improved by 14 minutes with ferrulast compared with 6 minutes with placebo."] },
    // Tickets bought separately, summed at each group's price; a bracket's "children) costs £29" prices the family ticket, not a child.
    {
      answer: "For two adults and three children the £29 family ticket is the better deal: buying separately would cost £38.50 [c1].",
      chunks: ["Standard admission is £11 for adults and £5.50 for children aged 5–16. A family ticket (two adults and up to three children) costs £29."],
    },
    { answer: "首班车提前到6:00发车[c1]。", chunks: ["首末班时间调整为6:00—21:30（原为6:30—22:00）。"] },
    // A share of a part and a whole the claim gives, worked out to the claim's words.
    { answer: "Rourke's €8,000 winnings amount to about a quarter of the €30,000 prize fund [c1].", chunks: ["Rourke receives €8,000 of the €30,000 prize fund."] },
    { answer: "Since 20 is fewer than 10% of the 612 members, 20 members make a quorum [c1].", chunks: ["The quorum is 20 members, or 10% of the membership, whichever is lower; membership stood at 612."] },
    // Things named before, counted again ("the two riders").
    { answer: "Declan Rourke beat Jens Vermaelen in a sprint, and the two riders were given the same time [c1].", chunks: ["Declan Rourke won, outsprinting Jens Vermaelen; Vermaelen was given the same time."] },
    // A holder that works out the claim's other figure too is the claim's, where the rival's sentence does not.
    { answer: "From March 2026 an adult ticket costs £11.00, which is £1.50 more than the previous price [c1].", chunks: ["Adult admission rises from £9.50 to £11.00. A family ticket for two adults and up to three children costs £27.00."] },
    // The rest of a whole that opens the sentence, after "only".
    { answer: "75 of the 142 starters failed to finish [c1].", chunks: ["Of the 142 starters, only 67 finished."] },
    // A length of time and what a case the claim names adds to it.
    { answer: "Stopping at Howtown Jetty lengthens the crossing to about 40 minutes [c1].", chunks: ["The crossing takes 35 minutes; boats call at Howtown Jetty only on request, which adds about 5 minutes."] },
    // A total of a kitchen measure over the recipe's lists, written short there.
    { answer: "The recipe uses 3 teaspoons of ground cardamom in total [c1].", chunks: ["Cardamom knots (makes 16). Dough: 500 g strong flour, 1 tsp ground cardamom, ½ tsp fine salt. Filling: 120 g butter, 2 tsp ground cardamom."] },
    // A range of labels counts nothing.
    { answer: "13至16号楼这次不会停水[c1]。", chunks: ["届时1号楼至12号楼将暂停供水；13号楼至16号楼由市政管网直供，不受影响。停水期间将设置一处临时送水点。"] },
    // One visitor's total of prices per person and per ride.
    { answer: "旺季时，一名成年游客购买大门票并乘坐往返观光车，一共需要花190元[c1]。", chunks: ["旺季大门票每人150元，淡季每人100元；景区观光车往返40元，玻璃栈道单独收费60元。"] },
    // Two things summed by 加.
    { answer: "不算冷却时间，准备加烘烤大约需要1小时20分钟[c1]。", chunks: ["准备时间约25分钟，烘烤约55分钟。"] },
    // A share less the points it rose by; a yield less another (增产).
    { answer: "对照组的可溶性固形物含量为4.9%[c1]。", chunks: ["T2果实可溶性固形物含量为5.8%，比对照提高0.9个百分点。"] },
    { answer: "T2比对照每亩增产1420千克[c1]。", chunks: ["T1、T2每亩产量分别为7860千克和8340千克，较对照的6920千克分别增产13.6%和20.5%。"] },
    // A limit moved to another figure stays a limit: "at least 1.5 metres …, rising to 2.0 metres on Market Street".
    { answer: "On Market Street and High Street, licence holders must leave at least 2 metres of footway clear [c1].", chunks: ["A clear footway of at least 1.5 metres must be kept at all times, rising to 2.0 metres on Market Street and High Street."] },
    // What a clause refuses past a bound, it allows on the other side of it, limit and all.
    { answer: "The ferry can take vehicles up to 7 metres long [c1].", chunks: ["Vehicles over 3.5 tonnes or longer than 7 metres cannot be carried."] },
    // A move per day the sentence gives from its two ends, read past its comparative.
    { answer: "The centre can handle 1,100 more pallet deliveries a day than before [c1].", chunks: ["The chief executive said the centre would lift capacity from 1,800 to 2,900 pallet deliveries a day."] },
    // Kinds listed before the noun the last one names count it too: eleven medals.
    { answer: "The club won eleven medals in total [c1].", chunks: ["The club topped the table with four gold, two silver and five bronze medals."] },
    // A refusal earlier in the bound's clause turns it round as one after it does, on either side.
    { answer: "Ardent says it shouldn't be used to fell anything with a trunk more than 30 cm across [c1].", chunks: ["The saw is not suitable for felling trees with a trunk diameter greater than 30 cm."] },
    { answer: "Children under 12 should not use the medicine [c1].", chunks: ["The medicine should not be used by children under 12 or by pregnant women."] },
    { answer: "Riders over 14 stone, roughly 89 kg, aren't allowed on the school horses [c1].", chunks: ["Riders over 14 stone (89 kg) cannot ride school horses."] },
    // A share of a whole the sentence gives "of which", for a claim that leaves the whole to the sentence before.
    { answer: "About 61% of this, roughly £33,400, went on staff costs [c1].", chunks: ["Spending was £54,700, of which 61% went on staff costs for one full-time coordinator."] },
    // A ratio of counts of things the claim never names is not the claim's multiple; one of things it names is.
    { answer: "博士研究生须发表的论文篇数是硕士研究生的两倍[c1]。", chunks: ["硕士研究生须至少发表1篇北大中文核心期刊论文，博士研究生须至少发表2篇SCI收录论文。"] },
    // "6,412 times" counts occasions, no multiple: 1,432 more is the gap to 4,980.
    { answer: "The library lent tools 1,432 more times in 2025 than in 2024 [c1].", chunks: ["The library lent tools 6,412 times in 2025, up from 4,980 in 2024."] },
    // The rest of a whole the sentence denies a part of, or names who gave a part of.
    { answer: "137 riders completed the climb [c1].", chunks: ["A total of 146 riders started, up from 121 in 2024; 9 did not finish."] },
    { answer: "£230,000 came from sources other than the Heritage Lottery Fund [c1].", chunks: ["The engine house was restored at a cost of £640,000, of which the Heritage Lottery Fund contributed £410,000."] },
    // The length of a run of two dates the sentence gives, for a claim that names no date.
    { answer: "施工期为两周[c1]。", chunks: ["因桥梁维护施工，2026年4月13日（星期一）至4月26日（星期日），每日10:00至15:30实行封闭施工。"] },
    { answer: "The fair lasts 30 days [c1].", chunks: ["The fair opens on Saturday 21 March 2026 and ends on Sunday 19 April 2026."] },
    // Both figures measure the gap between two parties (落后, 相差), whoever the frames name.
    { answer: "中国选手林书瑶仅落后她47秒[c1]。", chunks: ["女子全程方面，肯尼亚选手切罗诺以2小时26分18秒夺冠，中国选手林书瑶以2小时27分05秒屈居亚军，两人相差仅47秒。"] },
    // 归母 is an alias of 归属于上市公司股东; a case of another measure (营业收入) is no rival of the claim's 净利润.
    { answer: "公司一季度归母净利润约1.12亿元[c1]。", chunks: ["一季度公司实现营业收入18.6亿元，同比增长9.4%；归属于上市公司股东的净利润1.12亿元，同比增长15.5%；扣除非经常性损益后的净利润0.98亿元，同比增长6.5%。"] },
    // Two rates of growth compared in points.
    { answer: "公司一季度归母净利润约1.12亿元，其增幅比营业收入增幅高出6.1个百分点[c1]。", chunks: ["一季度公司实现营业收入18.6亿元，同比增长9.4%；归属于上市公司股东的净利润1.12亿元，同比增长15.5%；扣除非经常性损益后的净利润0.98亿元，同比增长6.5%。"] },
    // "20人（含）以上" is a bound that takes the figure in; a total worked out to the claim's own figure holds.
    { answer: "一个25人的旅行团购买日场团队票，总共需要支付1200元[c1]。", chunks: ["团队游客20人（含）以上购买日场票每人48元。"] },
    { answer: "一个20人的旅行团购买日场团队票，总共需要支付960元[c1]。", chunks: ["团队游客20人（含）以上购买日场票每人48元，团队票须提前1天预约。"] },
    // A claim that gives the other item's value too speaks of both.
    { answer: "At 1080p and 240 Hz, input lag is a quarter of the 16 ms quoted for 4K at 60 Hz [c1].", chunks: ["Input lag is 16 ms at 4K 60 Hz and 4 ms at 1080p 240 Hz."] },
    // A figure per serving times the servings the chunk says the recipe makes.
    { answer: "The whole tagine provides 228 g of protein [c1].", chunks: ["Lamb and apricot tagine (serves 6). Ingredients: 1.2 kg boned lamb shoulder. Per serving: 590 kcal, 38 g protein."] },
    // Days between the claim's two dates, one written without its year ("from Monday 9 March to Friday 20 March 2026": 12 counted).
    { answer: "Mill Street will be shut for twelve days in all, from Monday 9 March to Friday 20 March 2026 [c1].", chunks: ["Mill Street will be closed from 7:00 am on Monday 9 March to 6:00 pm on Friday 20 March 2026."] },
    // A count that opens a case of a bound whose noun comes after "or more": "three or more pianos".
    { answer: "A school with four pianos would get 10% off its tuning fees [c1].", chunks: ["Schools and churches with three or more pianos receive 10% off tuning fees, but not off repairs."] },
    // The rest of a whole the part comes first in ("41 goals from 45 attempts"), said as missed.
    { answer: "Amara Okafor missed just four of her 45 shots, finishing with 41 goals [c1].", chunks: ["Goal shooter Amara Okafor scored 41 goals from 45 attempts for the Vipers, a 91% success rate."] },
    // Money raised is collected, not a rise: "raised £1,240, of which £500 came from …" leaves £740 from the others.
    { answer: "Apart from the shipowner Edwin Carne's £500, the appeal raised £740 from other donors [c1].", chunks: ["A public appeal launched by the mayor raised £1,240, of which £500 came from the shipowner Edwin Carne."] },
    // What a figure of the sentence is a multiple of: 42 ÷ 1.6 = 26.25; £38,000 ÷ 4.
    { answer: "T1和T2两座航站楼合计面积约为26万平方米[c1]。", chunks: ["T3航站楼建筑面积42万平方米，是现有T1、T2两座航站楼面积总和的1.6倍。"] },
    { answer: "Seed bags cost about £9,500 per hectare [c1].", chunks: ["Hand transplanting cost about £38,000 per hectare, roughly four times the cost of seed bags."] },
    // What each unit holds times the units: 每节车厢定员48人，全列共6节车厢.
    { answer: "一列小火车满员时可载288名乘客[c1]。", chunks: ["每节车厢定员48人，全列共6节车厢。"] },
    { answer: "油酥用低筋面粉120克，水油皮用中筋面粉150克[c1]。", chunks: ["食材：水油皮用中筋面粉150克、猪油40克；油酥用低筋面粉120克、猪油60克。"] },
    // A phrase right after another figure is that figure's ("210 mm in diameter"), not the next one's.
    { answer: "The front-right zone is rated at 2,300 W, rising to 3,700 W on Boost [c1].", chunks: ["The front-right zone is 210 mm in diameter and rated at 2,300 W, rising to 3,700 W on Boost; the rear-right zone is 145 mm and rated at 1,400 W."] },
    // A figure in the band of a case the sentence sets apart by semicolons, with the case's own figure.
    { answer: "买一套100平方米的家庭唯一住房，契税税率是1.5%[c1]。", chunks: [DEED_TAX] },
    // A case that names what the claim counts is the claim's, whatever subject the sentence opens with.
    { answer: "公司有14家海外门店[c1]。", chunks: ["截至6月30日，公司在营门店共612家，较年初净增27家，其中上半年新开45家、关闭18家；海外门店14家，分布在新加坡、马来西亚和加拿大。"] },
    // A case set by both bounds of its stretch (满10年不满20年), whose figure the claim gives too; a name in brackets is an aside.
    { answer: "累计工作年限为12年的员工，每年可享受10天年休假（不含司龄假）[c1]。", chunks: ["二、假期天数：累计工作年限满1年不满10年的，年休假5天；满10年不满20年的，10天；满20年及以上的，15天。"] },
    { answer: "An employee with three years' service receives full pay for 4 weeks [c1].", chunks: ["Employees with less than one year's service receive Statutory Sick Pay only; those with one to five years' service receive full pay for 4 weeks and half pay for a further 4 weeks; those with more than five years' service receive full pay for 10 weeks."] },
    // "Half an hour of reading a day": the day is what the half hour is per.
    { answer: "It lasts up to eight weeks with half an hour of reading a day [c1].", chunks: ["The battery lasts up to 8 weeks based on 30 minutes of reading a day with wireless switched off."] },
    // Minutes and seconds (13分20秒), a quarter of an hour with no article, a height in metres and
    // the digits of their fraction (一米八), a fraction for a percentage of a list's other item.
    { answer: "全市平均急救反应时间缩短了1分35秒[c1]。", chunks: ["全市平均急救反应时间由2024年的13分20秒缩短至11分45秒。"] },
    { answer: "On Sundays buses run every quarter of an hour [c1].", chunks: ["On Sundays all three sites operate from 9:00 am to 5:30 pm, with buses every 15 minutes."] },
    { answer: "戏台台基由条石砌成，高一米八[c1]。", chunks: ["戏台台基以条石砌筑，高1.8米。"] },
    { answer: "代用盐中氯化钠占四分之三，氯化钾占四分之一[c1]。", chunks: ["厨房统一改用含氯化钠75%、氯化钾25%的代用盐。"] },
    // A figure of the case a band the claim's other figure lies in sets ("1,200 km" in "up to 1,500 km"),
    // A total of things the claim joins ("together with"), across sentences; the rest of a whole,
    // which the claim denies what the sentence says of the part.
    { answer: "Buying the oven together with the carry cover and the peel would cost £517 [c1].", chunks: ["A carry cover (£39) and a 14-inch aluminium peel (£29) are sold separately. The recommended retail price of the oven is £449."] },
    { answer: "Of the 1.92 million broadband customers, about 610,000 were not on full-fibre connections [c1].", chunks: [BROADBAND] },
    // A recipe's clause opens on a command, whose first word is no subject of its own.
    { answer: "The pastry must rest in the fridge for a minimum of three hours [c1].", chunks: ["Rub the fats into the flour and salt, add the water and knead for 5 minutes until smooth, then wrap and chill for at least 3 hours; the pastry can be made up to 2 days ahead. Rest for 10 minutes before eating."] },
    // A range of a total sums the parts' ends, with a word for a total a few words after it; of a
    // list too long to search, the parts the claim gives.
    { answer: "The pasties spend 55 to 60 minutes in the oven altogether [c1].", chunks: ["Bake at 220°C for 20 minutes, then lower the oven to 180°C and bake for a further 35–40 minutes until deep golden."] },
    { answer: "The loaf uses half a kilogram of flour in all, 300 g of strong white and 200 g of malted granary [c1].", chunks: ["Ingredients: 300 g strong white bread flour, 200 g malted granary flour, 7 g fast-action yeast, 9 g fine salt, 15 g honey, 25 g softened butter and 60 g mixed seeds."] },
    // A price per one unit restated per another of its dimension: £1.50 per 500 g is £3 per kg.
    { answer: "Apples cost £1.50 per 500 g [c1].", chunks: ["Apples cost £3 per kg."] },
    { answer: "超出部分按每斤15元收费[c1]。", chunks: ["超出部分按每公斤30元计价。"] },
    // Days between two dates the claim gives, counted with both ends or one; years counted on from a
    // date the answer gave before the claim ("…in 1826, and … 32 years later"; "2009年…。四年后，…").
    { answer: "本届杨梅节从6月14日开幕，到6月29日结束，前后共16天[c1]。", chunks: ["杨梅节于6月14日开幕，6月29日闭幕。"] },
    { answer: "The Redvers family sold the barn to the Cullimores in 1826, and the Cullimores put a Welsh slate roof on it 32 years later [c1].", chunks: ["The Redvers family sold the barn to the Cullimore family in 1826; the Cullimores replaced the thatch with Welsh slate in 1858."] },
    { answer: "2009年县文物部门出资对戏台进行了落架大修[c1]。四年后，它被公布为省级文物保护单位[c1]。", chunks: ["2009年，县文物部门出资对戏台进行落架大修；2013年被公布为省级文物保护单位。"] },
    // …counted in years where one date is to the month ("August 1976 … five years later" of 1981), or said apart (相隔28年).
    { answer: "The pavilion burned down in August 1976 [c1]. Steamer calls ended five years later [c1].", chunks: ["The pavilion burned down on 2 August 1976 and steamer calls ended in 1981."] },
    { answer: "2013年它升为省级文物保护单位，距1985年首次公布相隔28年[c1]。", chunks: ["1985年听雨楼被公布为县级文物保护单位，2013年升为省级文物保护单位。"] },
    // Gaps: between a price its chunk's opening names and another's; "below"; "all but"; a move to a
    // length from what an earlier sentence says it was; 之差.
    { answer: "The single-zone WC-46S costs £200 less than the dual-zone WC-46 [c1].", chunks: ["Frostline WC-46 Dual-Zone Wine Cooler – Product Sheet. It holds 46 bottles. Recommended retail price: £1,149. The single-zone WC-46S costs £949."] },
    { answer: "On smokeless fuel the stove is 78.5% efficient, 2.7 percentage points below its efficiency on wood [c1].", chunks: ["Efficiency is 81.2% on wood and 78.5% on smokeless fuel."] },
    { answer: "The Heritage Lottery Fund paid for all but £44,000 of the £186,000 restoration [c1].", chunks: ["The trust restored it at a cost of £186,000, of which the Heritage Lottery Fund gave £142,000."] },
    { answer: "The 1910 rebuild made the pier 210 feet longer than it had been when it opened [c1].", chunks: ["Wrenmouth Pier opened in 1869. It was originally 1,050 feet long. When the landing stage was rebuilt in 1910 the pier was extended to 1,260 feet."] },
    { answer: "冠军苏明浩与亚军韩骁的总成绩有3公斤之差[c1]。", chunks: ["苏明浩以总成绩346公斤夺得冠军。韩骁以总成绩343公斤获得亚军。"] },
    // A level less the rise the sentence gives it, where the rise is of a level the claim names by the word before it (挺举).
    { answer: "他此前的挺举个人最好成绩是187公斤[c1]。", chunks: ["苏明浩以抓举155公斤、挺举191公斤、总成绩346公斤夺得冠军，其挺举成绩比个人此前最好成绩提高了4公斤。"] },
    { answer: "Seventeen of the athletes who started did not finish [c1].", chunks: ["A record 438 athletes started the triathlon, and 421 of them finished."] },
    // Race times with hundredths (1分06秒05); a unit after "more" ("six more days"); a further part
    // besides one the claim sets apart, of funds raised (not a rise); a count times what each takes.
    { answer: "唐若宁比何悦快0.42秒[c1]。", chunks: ["唐若宁以1分06秒05夺冠，何悦以1分06秒47获得亚军。"] },
    { answer: "A magistrate can take six more days of paid leave a year than a local councillor [c1].", chunks: ["Magistrates may take up to 18 days' paid leave a year, and local councillors up to 12 days."] },
    { answer: "Apart from the £2.1 million from the Heritage Lottery Fund, the trust raised another £1.1 million towards the restoration [c1].", chunks: ["The trust raised £3.2 million for its restoration, including £2.1 million from the Heritage Lottery Fund."] },
    { answer: "太极拳组每周的练习时间共3小时[c1]。", chunks: ["太极拳组每周练习3次、每次60分钟，持续24周。"] },
    // Years between two the claim gives, one hedged ("until about 1908"); the rest of an "all except".
    { answer: "The ice house was in use for roughly 114 years, from its construction in 1794 until about 1908 [c1].", chunks: ["The ice house was built in 1794. It fell out of use in about 1908."] },
    { answer: "Five of the seven shelves pull out on telescopic runners [c1].", chunks: ["There are seven beech-wood shelves; all except the bottom two slide out on telescopic runners."] },
    // A character alone of the claim's frame (the 组 of 太极拳组) names no other party's word (对照组).
    { answer: "随访期内，太极拳组跌倒98次，比对照组少63次[c1]。", chunks: ["结果显示，随访期内太极拳组共发生跌倒98次，对照组为161次。"] },
    // A figure denied in other words ("is withdrawn" for "will not run"), in a reason clause that names no place of its own; the rest of "Of the 47 starters, 31 finished".
    { answer: "The last departure from Tarnmouth will be at 17:00, because the 19:30 sailing is withdrawn [c1].", chunks: ["Sailings from Tarnmouth will leave at 07:15, 10:30 and 17:00; the 19:30 sailing will not run."] },
    { answer: "Sixteen of the 47 riders who started did not reach the finish [c1].", chunks: ["Of the 47 starters, 31 finished; riders lapped by the leader were pulled out."] },
    // Counts multiplied, one for each of the other.
    { answer: "两种套餐共可组合出6种搭配[c1]。", chunks: ["提供经典、轻享两种套餐，每种套餐可选三种饮品。"] },
    { answer: "There are 12 combinations in all [c1].", chunks: ["It offers four modes, each with three intensity levels."] },
    // A weight of the thing named right after it; a party the chunk's heading names is every sentence's there.
    { answer: "The pastry uses 120 g of lard and 125 g of butter [c1].", chunks: [PASTRY] },
    { answer: "A check-up at Harbourview costs £58 and includes an oral cancer screening, though X-rays are charged separately [c1].", chunks: [DENTAL_FEES] },
    // read through the comma of 1,500.
    { answer: "For a flight of 1,200 km, the compensation is €250 [c1].", chunks: [FLIGHT_BANDS] },
    // A standing's gap behind another that the sentence gives; a time opening a clause ("Over
    // three years,") is when, not a bound; a record of a list is the heading's, whose subject it leaves unsaid.
    { answer: "Ware scored 968 points, 134 behind Enfield [c1].", chunks: [POINTS_TABLE] },
    { answer: "Over three years, a scholar can receive up to £10,500 in total [c1].", chunks: ["Scholars receive £3,500 a year for up to three years."] },
    { answer: "The 10-inch round cake costs £74 [c1].", chunks: [CAKE_SIZES] },
    // A case that names every person the claim names is the claim's, though another says its verb (战胜).
    { answer: "王立以21比17、21比19战胜陈凯[c1]。", chunks: ["首场男单，王立以21比17、21比19击败老将陈凯；女单比赛中，李敏以2比1逆转战胜赵婷，三局比分为18比21、21比15、21比12。"] },
    // Years after a year the claim names, to another year the source gives.
    { answer: "石桥1958年被洪水冲毁，四年后修复[c1]。", chunks: ["石桥1958年一孔被洪水冲毁，1962年按原样修复。"] },
    // A time the sentence gives plus a length it says runs after it.
    { answer: "On a Saturday night the premises must be closed by 1:30 am [c1].", chunks: ["Alcohol may be sold until 01:00 on Fridays and Saturdays and until midnight on all other days, and the premises must close 30 minutes after the last permitted sale."] },
    // A share of a whole the claim gives, which the sentence gives the part of; a span of times before a colon.
    { answer: "24块试验田中一半种植野花带[c1]。", chunks: ["共设24块油菜田，其中12块种植野花带，另12块作为对照。"] },
    { answer: "Half of the 614 children received vitamin D3 [c1].", chunks: ["Of the 614 children enrolled, 307 were assigned to vitamin D3 and 307 to a placebo."] },
    { answer: "The Wednesday Artisan Bread class lasts five hours [c1].", chunks: ["Wednesdays, 10:00–15:00: Artisan Bread, including lunch (£110)."] },
    // A level less a rise given as a bare number, in the level's unit.
    { answer: "Volunteers gave 14,100 hours the year before [c1].", chunks: ["Volunteers gave 15,200 hours, 1,100 more than the previous year."] },
    // A number a label word names counts nothing, and no denied thing: "Year 1 don't need".
    { answer: "Children in Reception and Year 1 don't need plimsolls [c1].", chunks: ["PE kit is a white T-shirt and black plimsolls; Reception and Year 1 pupils need no plimsolls, as they do PE barefoot."] },
    // One figure for one thing of a list the sentence gives figures apart; verbs joined by "and" are no list.
    { answer: "The frame is covered by a 5-year warranty [c1].", chunks: [WARRANTY_TERMS] },
    { answer: "The warranty is 5 years on the frame, and 2 years on the motor and battery [c1].", chunks: [WARRANTY_TERMS] },
    { answer: "Cover the top with foil and bake it for 45 minutes [c1].", chunks: ["Bake for 45 minutes; if the top browns too quickly after 30 minutes, cover it with foil."] },
    // A party's figure behind a lead the sentence states over it: less length, more time.
    { answer: "Sam Okafor's best jump measured 7.08 m [c1].", chunks: [LONG_JUMP] },
    { answer: "Hollie Grant finished in 4:22.1 [c1].", chunks: [MILE_RACE] },
    // A move from a start named before its figure; a share in words of a price; a length of time in two units that moved.
    { answer: "The scheme cost £9m more than its original estimate [c1].", chunks: [FLOOD_SCHEME] },
    { answer: "Roughly £1.5 million of the £2.3 million restoration came from the Heritage Fund [c1].", chunks: ["A £2.3 million restoration, two-thirds funded by the Heritage Fund, reopened the hall."] },
    { answer: "The fast charger takes 1 hour 45 minutes less [c1].", chunks: ["A full charge takes 5 h 30 min with the supplied charger; the fast charger cuts this to 3 h 45 min."] },
    { answer: "1990年至2023年间，冰川总面积缩小了84.7平方千米[c1]。", chunks: ["冰川总面积由1990年的286.4平方千米减少到2023年的201.7平方千米。"] },
    // …not where the figure's own stretch names a word of the claim alone ("junior"), nor a stop the stretch of its name gives.
    { answer: "The train stops at York for 2 minutes [c1].", chunks: ["The train reaches Leeds at 8:35 and stops for 2 minutes; it reaches Selby at 9:18 and stops for 4 minutes; it reaches York at 10:06 and stops for 2 minutes."] },
    { answer: "A junior entering the Open pays £20 [c1].", chunks: ["Entry fees: £38 for the Open and £32 for the Major or Minor; juniors (under 18 on 1 January 2026) pay £20 in any section."] },
    // A time of day plus a stop the sentence gives after it; a time on a stated schedule.
    { answer: "列车在临溪站停靠两分钟，因此会在8:37驶离临溪[c1]。", chunks: ["列车7:42从青川东站始发，8:35到达临溪站，停车2分钟；9:18到达松原北站，停车4分钟。"] },
    { answer: "A coach leaves Carrickford at 07:45 on a Tuesday [c1].", chunks: ["The first coach leaves Carrickford at 04:15 and the last at 21:45; coaches run every 30 minutes between 06:15 and 19:15 and hourly at other times."] },
    // The rest, said by the claim; a net rise as a gap (a count with a measure word is no year); a saving.
    { answer: "白鹭湾湿地公园除去水域，其余部分的面积约为168公顷[c1]。", chunks: ["公园总面积约286公顷，其中水域面积118公顷。"] },
    { answer: "全年门店净增1405家[c1]。", chunks: ["全年新开门店1820家，关闭门店415家。"] },
    { answer: "Paying a £70 parking charge notice within 14 days saves the driver £30 [c1].", chunks: ["Vehicles parked without a valid ticket receive a £70 parking charge notice, reduced to £40 if paid within 14 days."] },
    { answer: "Wheat grown without tillage yielded 0.5 t/ha less than wheat on the ploughed plot [c1].", chunks: ["Wheat yield under no-till averaged 7.8 t/ha, 6% below the ploughed plot's 8.3 t/ha."] },
    // A lead in years is how far apart two years of the sentence are.
    { answer: "Freight traffic outlasted passenger services by 18 years [c1].", chunks: ["Passenger services were withdrawn in 1965, but freight trains continued until 1983."] },
    // A bare count of the sentence ("three of them") names no other thing: "five men" may be its "Five workers".
    { answer: "Of the five men who died building the viaduct, three were killed when scaffolding collapsed [c1].", chunks: ["Five workers died during the building work, three of them in a scaffolding collapse on 14 August 1868."] },
    // A base price for one and a price for each additional one, with no allowance stated: two flues are £75 + £45.
    { answer: "Having two flues swept at the same address in one visit would cost £120 [c1].", chunks: ["A standard sweep of one flue costs £75; each additional flue swept at the same address on the same visit costs £45."] },
    // What a discount the claim names brings the price down to.
    { answer: "Customers aged 65 or older get 10% off a standard sweep, bringing it down to £67.50 [c1].", chunks: ["A standard sweep costs £75. Bird nest removal is charged at £60 on top of the sweep. Customers aged 65 or over receive 10% off the standard sweep price."] },
    // The rest of a whole, named by the opposite of the part the sentence names.
    { answer: "其中女生有1526名[c1]。", chunks: ["研究纳入未近视学生3168名，其中男生1642名。"] },
    // 比…快了 is a gap between two times.
    { answer: "顾晨阳跑出13秒21，比世锦赛参赛标准快了0.06秒[c1]。", chunks: ["顾晨阳以13秒21夺冠，并达到世锦赛参赛标准（13秒27）。"] },
    // A length of time from a date the claim names to another the evidence gives, to the month; "约" allows a month.
    { answer: "从2022年12月开工到计划通车，建设周期约为三年半[c1]。", chunks: ["项目于2022年12月开工。大桥计划于2026年6月底建成通车，车程将由约40分钟缩短至15分钟。"] },
    { answer: "Players take two actions on each turn [c1].", chunks: ["On your turn you take exactly two actions from: sail, load, trade or build."] },
    // An average said at the claim's opening, an equal part of a whole paid in parts, a total after 共获得.
    { answer: "On average, each of the season's 96 dives gave about 74 minutes on the seabed [c1].", chunks: ["Divers completed 96 dives between 2 June and 29 August, totalling 118 hours on the seabed."] },
    { answer: "Successful members pay the £380 season fee in two instalments of £190 [c1].", chunks: ["The season fee for successful members is £380, payable in two instalments."] },
    { answer: "冠亚季军共获得36万元奖金[c1]。", chunks: ["比赛总奖金60万元，其中冠军奖金20万元，亚军10万元，第三名6万元。"] },
    // A gap whose comparison names what it counts ("3 coins more than"), or calls itself a difference ("the 260 g difference").
    { answer: "A lighthouse costs 3 coins more than a warehouse [c1].", chunks: ["Building a warehouse costs 4 coins and earns 2 victory points; building a lighthouse costs 7 coins and earns 5 points."] },
    { answer: "The 260 g difference between the tent's packed weight and its minimum trail weight comes from the pegs [c1].", chunks: ["Minimum trail weight (fly, inner, poles) is 980 g; packed weight with pegs, guy lines and stuff sack is 1.24 kg."] },
    // Two shares are apart by percentage points; a price after 版本 is the version's price.
    { answer: "新电池的容量保持率比对照组高出18.7个百分点[c1]。", chunks: ["该电池在1C倍率下循环2000次后容量保持率为91.3%，对照组常规材料在同等条件下仅为72.6%。"] },
    { answer: "L卡口版本的建议零售价比E卡口版本高出200元[c1]。", chunks: ["E卡口版本建议零售价5299元，L卡口版本5499元；随机附赠遮光罩和镜头包。"] },
    // The way between two places the sentence measures from one point.
    { answer: "从竹海亭走到半山补给站大约还有2.5公里[c1]。", chunks: ["沿途设竹海亭（距起点2.6公里）、半山补给站（距起点5.1公里）和云门垭口（距起点7.0公里）三处休息点。"] },
    { answer: "It is 1.8 km from Bamford Hut to the summit cairn [c1].", chunks: ["Bamford Hut (4.2 km from the trailhead) and the summit cairn (6.0 km from the trailhead) are the two stops."] },
    // What the sentence measures a figure against, which the claim names: a level less its rise, a level over its multiple.
    { answer: "常年平均气温约为16.8℃[c1]。", chunks: ["2024年全市年平均气温17.9℃，较常年偏高1.1℃。"] },
    { answer: "按常年水平，每年约有23天日最高气温达到或超过35℃[c1]。", chunks: ["全年高温日数（日最高气温≥35℃）38天，比常年多15天。"] },
    { answer: "鹤鸣区登记处平日每天的号源约为80对[c1]。", chunks: ["鹤鸣区登记处当日号源增至200对，为平日的2.5倍；其他各区号源增至120对。"] },
    { answer: "On weekdays 80 pairs were booked [c1].", chunks: ["It booked 200 pairs, 2.5 times the weekday figure."] },
    // Two figures, each with its own item after it, paired as the sentence pairs them; a date after a time says when, not which item.
    { answer: "The cabinet model carries the longer warranty, 5 years against 3 years for the slab version [c1].", chunks: ["Warranty: 5 years on the cabinet model and 3 years on the slab model, parts and labour."] },
    { answer: "The amber warning lasts from 6 am to 9 pm on Thursday 21 November [c1].", chunks: ["An amber wind warning is valid from 06:00 on Thursday 21 November until 21:00 the same day."] },
    // An amount the evidence adds to a price ("add £20 to any service"); what a charge past an allowance adds; two events' years apart.
    { answer: "A Full Service on an e-bike would cost £130 [c1].", chunks: ["Basic Service £55. Full Service £110: everything in the Basic Service, plus wheels trued. E-bikes: add £20 to any service."] },
    { answer: "If the deceased has to be collected from 40 miles away, the extra mileage would add £31.50 [c1].", chunks: ["Collection within 25 miles is included. Collection from further than 25 miles is charged at £2.10 for each additional mile."] },
    { answer: "The main pool reopened in September 2019, five years after the trust took on its lease [c1].", chunks: ["A community trust took a 99-year lease in 2014 and reopened the main pool in September 2019."] },
    // A rate for each period past a time of day, to the claim's time; a part of a period counted whole where the sentence says so.
    { answer: "If you collect your child at 6:30pm, you'll pay a £20 late collection charge [c1].", chunks: ["Late collection after 6pm incurs a charge of £10 per 15 minutes."] },
    { answer: "A parent who collects their child at 6:20 pm is charged £30 [c1].", chunks: ["Late collection after 6:00 pm is charged at £15 for each 15 minutes or part thereof."] },
    { answer: "晚上6点20分接孩子要交40元[c1]。", chunks: ["超过18:00接孩子的，每15分钟收费20元，不足15分钟按15分钟计。"] },
    // A move whose start the sentence gives as the year before's figure, in brackets.
    { answer: "Adjusted operating profit improved by £3.7 million to £48.6 million [c1].", chunks: ["Adjusted operating profit was £48.6 million (2025: £44.9 million), but statutory profit fell 12%."] },
    { answer: "坐公交大约需要77分钟[c1]。", chunks: ["从云杉路站到高铁西岭站全程约需52分钟，比乘坐公交节省约25分钟。"] },
    // The rest of a whole, named by denying the part's name.
    { answer: "164名参赛棋手中，非职业棋手有116人[c1]。", chunks: ["本届比赛共有来自21个省区市的164名棋手参赛，其中职业棋手48人，共进行9轮。"] },
    // Groups priced "per adult and … per child": "children" are priced per child, and "aged 5 and 8" are two ages in the band.
    { answer: "Walk-in entry for two adults and two children aged 5 and 8 would come to £126 [c1].", chunks: ["Walk-in entry costs £42 per adult and £21 per child aged 2–11; under-2s enter free."] },
    { answer: "It is rated for users weighing up to 150 kg [c1].", chunks: ["Machine weight: 36 kg. Maximum user weight: 150 kg. Seat height: 48 cm."] },
    { answer: "No instructor teaches more than six students [c1].", chunks: ["Classes are limited to six students per instructor."] },
    // A list's heading says what its amounts are per ("Hourly rates:"), and the claim's day picks the rate.
    { answer: "Hiring the Main Hall for three hours on a Saturday would cost £108 [c1].", chunks: ["Hourly rates: Main Hall £28 on weekdays and £36 on Saturdays and Sundays; Garden Room £15 at all times."] },
    { answer: "Paying quarterly adds £5 a year in premiums [c1].", chunks: ["Payment options: in full by card or direct debit; quarterly by direct debit, which adds a premium of £1.25 per quarter."] },
    { answer: "林苒在总决赛中共拿下79分[c1]。", chunks: ["江州队主攻手陈语桐总决赛四场共得86分，当选总决赛最有价值球员。海宁队接应林苒总决赛共得79分。"] },
    // A figure held by a sentence of the claim's subject (Ashgrove, its opening word), though the best sentence names a player after it.
    { answer: "Ashgrove scored ten points in the last six minutes, capped by a try from replacement scrum-half Eddie Vance [c1].", chunks: ["Kelmoor 24 Ashgrove 27. Ashgrove came from behind to win at Brackley Road, scoring ten points in the last six minutes. With the clock past 79 minutes, replacement scrum-half Eddie Vance scored under the posts and Ferris converted to finish with 12 points."] },
    // A size's first side is in the unit written after the last ("98 × 56 cm"), not a count.
    { answer: "When folded, the rower needs 98 × 56 cm of floor space [c1].", chunks: ["Footprint in use: 260 × 56 cm; the rail folds upright, reducing the floor space needed to 98 × 56 cm. Maximum user weight: 150 kg."] },
    // Counts listed before their things are each their own thing's, past the whole the list is drawn
    // from (新订单里) and what it sets aside (除了集装箱船).
    { answer: "新订单里除了集装箱船，还有17艘散货船、10艘油轮和4艘LNG运输船[c1]。", chunks: ["分船型看，新接订单中集装箱船21艘，其中包括6艘超大型集装箱船；散货船17艘；油轮10艘；液化天然气（LNG）运输船4艘。"] },
    // A multiple of another case's figure, where the claim names both cases (A3 and 彩色).
    { answer: "A3纸彩色复印每页收4元[c1]。", chunks: ["复制收费：A4黑白复印每页0.5元，A3黑白复印每页1元，彩色复印按同规格黑白价格的4倍收费；数字化档案打印每页1元。"] },
    // What a score is out of is said for every run; a count added is the gap from an earlier count of the same things.
    { answer: "MacRae won with Moss, scoring 96 of a possible 110 points [c1].", chunks: ["Each run was marked out of 110 points (outrun 20, lift 10, fetch 20, drive 30, shed 10, pen 10 and single 10). The winner was Ewan MacRae with Moss on 96 points."] },
    { answer: "The 1931 rebuild by Harrison Brothers added 686 pipes [c1].", chunks: ["As first built it had 3 manuals, 48 speaking stops and 2,916 pipes. In 1931 Harrison Brothers rebuilt the instrument, bringing the total to 59 stops and 3,602 pipes."] },
    // A figure that describes one thing of a band is a case of it: 身高 measures, it does not rise.
    { answer: "身高1.1米的小朋友不用买门票[c1]。", chunks: ["门票每人20元；身高1.2米以下儿童免门票。"] },
    { answer: "In PowerLift mode it can run a 2,200 W kettle [c1].", chunks: ["PowerLift mode can run resistive appliances such as kettles of up to 2,400 W at reduced voltage."] },
    // Pascals are a unit, and a move's two ends give its amount.
    { answer: "The S9 Max offers 2,500 Pa more suction than the S8 [c1].", chunks: ["Suction power: 8,000 Pa, up from 5,500 Pa on the S8."] },
    // A gap between two sentences' prices, though the sentence the claim aligns with best names both things and no price.
    { answer: "The Long Range costs €7,600 more than the Standard Range [c1].", chunks: ["Sol Standard Range: 402 km, price €39,900. Sol Long Range: 548 km, price €47,500. DC charging is 135 kW on the Standard Range and 175 kW on the Long Range."] },
    // An exact figure holds what rounds to it within a small share of itself; a multiple is said loosely.
    { answer: "The city has 1.2 million residents [c1].", chunks: ["The city's population is 1,183,400."] },
    { answer: "Insect biomass near cool-white lamps more than doubled [c1].", chunks: ["Insect biomass near cool-white lamps increased by 2.3 times."] },
    { answer: "新运行图从2025年1月5日零点开始执行[c1]。", chunks: ["自2025年1月5日0时起实行新的列车运行图。"] },
    // Midday and midnight are times of day; midnight is 24:00 as well as 00:00.
    { answer: "The campsite closes at midday on Monday [c1].", chunks: ["Gates open at 10:00 on Friday, and the campsite closes at 12:00 on Monday."] },
    { answer: "Free travel ends at midnight on 8 October [c1].", chunks: ["Tolls are waived until 24:00 on 8 October."] },
    // Arithmetic of the round: a charge plus a rate times the claim's length, a total once a fee is added,
    // what remains of a whole, a price at a share given in another sentence, half price, a time plus a
    // length of time, a gap between two prices by 多付, a move from 由…的 to 至, a short form of a word.
    { answer: "A 20-minute pay-as-you-go ride would cost £4.60 [c1].", chunks: ["Pay-as-you-go pricing is £1 to unlock plus 18p per minute."] },
    { answer: "A weekend camping ticket comes to £198.50 once the booking fee is added [c1].", chunks: ["Weekend camping tickets cost £189 plus a £9.50 booking fee."] },
    { answer: "Of the £6.8 million budget, £2.7 million comes from council capital [c1].", chunks: ["The programme budget is £6.8 million, of which £4.1 million comes from the national Urban Forest Fund and the remainder from council capital."] },
    { answer: "预订尊享套餐需要先交2.04万元定金[c1]。", chunks: ["标准套餐26天，价格4.8万元；尊享套餐28天，价格6.8万元。预订时需缴纳合同总额30%的定金。"] },
    { answer: "通过学生认证后，买黄金年卡只要117.6元[c1]。", chunks: ["黄金会员单月购买18元，年卡168元；铂金会员年卡268元。通过学生认证的用户购买黄金年卡享7折。"] },
    { answer: "学生买一张680元的票，半价后只要340元[c1]。", chunks: ["主剧场票价180-680元。学生凭有效学生证购买120元以上票档可享半价。"] },
    { answer: "If you catch the 18:00 sailing, you should reach Port Ruadh at 18:55 [c1].", chunks: ["Sailings depart at 07:15, 14:30 and 18:00, and the crossing to Port Ruadh takes 55 minutes."] },
    { answer: "豪华湖景房周五和周六入住，每晚要比平日多付200元[c1]。", chunks: ["豪华湖景房平日价格为每晚880元，周五、周六为每晚1080元。"] },
    { answer: "海外出货的占比比上年同期高出9个百分点[c1]。", chunks: ["其中海外出货占比由去年同期的28%提升至37%。"] },
    { answer: "公司第三季度营收42.6亿元，比去年同期增长18.3%[c1]。", chunks: ["公司第三季度实现营业收入42.6亿元，同比增长18.3%。第三季度储能电池出货量同比增长45%，海外出货占比由去年同期的28%提升至37%。"] },
    // 一 with a measure word before a figure is an article, and 一次性 a word: no count of one.
    { answer: "X20 Pro的长焦是一颗6400万像素的潜望式镜头[c1]。", chunks: ["后置三摄由5000万像素主摄和6400万像素潜望长焦组成。"] },
    { answer: "安装调试费为一次性100元[c1]。", chunks: ["安装调试费为100元，一次性收取。"] },
    // A rate per unit of measure times the claim's measure, at the rate of the band and item of the list the measure and the claim name.
    { answer: "For a 12-metre boat, an annual berth comes to £6,360 [c1].", chunks: [BERTHS] },
    { answer: "For a 9-metre boat, an annual berth comes to £4,365 [c1].", chunks: [BERTHS] },
    { answer: "一套100平方米的无电梯多层住宅，首期维修资金要交6000元[c1]。", chunks: [UPKEEP_FUND] },
    { answer: "国产1.60折射率的非球面镜片每副328元[c1]。", chunks: [LENSES] },
    // A share given for a band of the claim's amount; a cumulative figure (累计) as a total of parts.
    { answer: "To claim £8,000, the issue fee would be £400 [c1].", chunks: [CLAIM_FEES] },
    { answer: "在竣工验收合格之前，业主累计要付到工程总价的95%[c1]。", chunks: ["付款方式：签约时支付工程总价的30%，水电验收合格后支付40%，木工及瓦工验收后支付25%，竣工验收合格后支付剩余5%。"] },
    // …but not where the exact figure is said of the claim's thing ("前5分钟内归还免费").
    { answer: "借出后5分钟以内归还是不收钱的[c1]。", chunks: ["计费标准为：前5分钟内归还免费；超过5分钟后按每30分钟2元计费，不足30分钟按30分钟计算。"] },
    // …but a count of times is one however the sentence counts other times ("只能享受一次补贴").
    { answer: "每人每年最多可申领三次补贴[c1]。", chunks: ["同一职业同一等级只能享受一次补贴，每人每年最多申领三次。"] },
    // A bounded multiple holds of any ratio on its side: €4,000 is more than twice €1,500.
    { answer: "A fine of up to €4,000 for flying near an airport is more than twice the top fine for flying unregistered [c1].", chunks: ["Fines are up to €1,500 for flying unregistered and up to €4,000 for flying near an airport without permission."] },
    // A lead is the gap between two sentences' levels, one where a move ended; a saving the gap between two prices.
    { answer: "Tarrow out-produced Kelso Ridge by 16,000 tonnes of copper [c1].", chunks: ["Group copper output rose 9% to 86,400 tonnes, led by the Tarrow mine, which produced 51,200 tonnes. Output at the Kelso Ridge mine fell 6% to 35,200 tonnes."] },
    { answer: "An adult season permit costs £145, but you save £25 if you buy it before 31 March [c1].", chunks: ["Adult season permits cost £145 (£120 if bought before 31 March 2026)."] },
    // Words that point back (其中) or say no case (构成) are no names of a case of the list.
    { answer: "必考项目20分，加上两类选考各15分，正好构成现场考试的50分[c1]。", chunks: [PE_EXAM] },
    { answer: "体育考试满分60分，其中现场考试占50分[c1]。", chunks: [PE_EXAM] },
    // A word the claim writes is no qualifier it lacks, however the segmenter cut it in the source (人户 of "1人户").
    { answer: "二、保障标准：1人户可申请一居室（建筑面积40平方米左右）[c1]", chunks: ["二、保障标准：1人户可申请一居室（建筑面积40平方米左右），2至3人户可申请两居室（约55平方米），4人及以上家庭可申请三居室（约70平方米）。"] },
    // A figure a multiple moves, for the case the claim names: 减半 for 宾馆.
    { answer: "用于宾馆的空调，整机保修期为3年[c1]。", chunks: [WARRANTY] },
    // An item of a list whose figure the claim gives as it is.
    { answer: "The Standard Range reaches 100 km/h in 7.3 seconds [c1].", chunks: ["Arvane Sol EV specification. Sol Standard Range: WLTP range 402 km, 0–100 km/h in 7.3 seconds, price €39,900. Sol Long Range: WLTP range 548 km, 0–100 km/h in 5.4 seconds, price €47,500."] },
    { answer: "Near misses have to be reported within an hour [c1].", chunks: ["Any near miss must be reported to the shift supervisor within 1 hour, and all collisions, however minor, within 15 minutes."] },
    // A figure after the claim goes on to another subject is not the first subject's.
    { answer: "Sheree, 25, and Sophie, 21, both of Nelson, let their accounts be used [c1].", chunks: ["Sisters Sophie, 21, and Sheree, 25, let their bank accounts be used."] },
    // A person of an age, at the price of the age band that holds it.
    { answer: "Two adults and an eight-year-old would pay £18.50 in total for single tickets [c1].", chunks: ["The single adult foot passenger fare is £7.40; children aged 5–15 pay £3.70 and under-5s travel free."] },
    // A total over groups of people at each group's price.
    { answer: "两位成人带一名学生去看夜场，门票一共100元[c1]。", chunks: ["夜场门票成人40元，学生及60周岁以上老人20元，身高1.2米以下儿童免费但须由成人陪同。"] },
    { answer: "Two adults and two children pay £56 in total [c1].", chunks: ["Tickets: adults £18, children £10, under-3s free."] },
    { answer: "Black and white printing costs 8p a page [c1].", chunks: ["Extra pages cost 8p each in black and white and 20p in colour."] },
    { answer: "Forklifts can travel at up to 6 km/h inside the building [c1].", chunks: ["Forklift speed is limited to 10 km/h in the yard and 6 km/h inside the building."] },
    { answer: "阿宁在总决赛六局比赛中共阵亡9次[c1]。", chunks: ["他在六局比赛中共取得41次击杀，仅阵亡9次。"] },
    { answer: "冠军奖金比亚军奖金多出180万元[c1]。", chunks: ["赤焰战队获得冠军奖金300万元；银狼战队获得亚军奖金120万元。"] },
    // The gap between the prices of two aligned sentences, each naming one of the things compared.
    { answer: "A Dedicated Desk costs £100 a month more than a Hot Desk [c1].", chunks: ["Hot Desk: £189 per month, weekday access. Dedicated Desk: £289 per month, 24/7 access."] },
    { answer: "Upgrading from a Hot Desk to a Dedicated Desk costs an extra £100 a month [c1].", chunks: ["Hot Desk: £189 per month, weekday access. Dedicated Desk: £289 per month, 24/7 access."] },
    { answer: "A Dedicated Desk gives you 24-hour access [c1].", chunks: ["Dedicated Desk: £289 per month, 24/7 access."] },
    // A comparison's amount the sentence gives by its figures' gap; one it does not is not rivalled by a level.
    { answer: "The tested configuration costs £300 more than the base model [c1].", chunks: ["The tested configuration costs £1,499; a base model costs £1,199."] },
    // What the rate leaves of 100% for the word the claim denies.
    { answer: "本次抽检的不合格率约为2.2%[c1]。", chunks: ["共抽检582批次，合格率为97.8%。"] },
    // A word of opposite sense after the figure is no case of it: 大国 does not make 一年 another year.
    { answer: "过去一年，中国只与小国建交[c1]。", chunks: ["过去一年，中国特色大国外交取得新成就"] },
    // A bound written after the figure (以下) is the figure's, against a denied 超过.
    { answer: "本品应在25℃以下的干燥处密封保存[c1]。", chunks: ["本品应密封，在不超过25摄氏度的干燥处保存。"] },
    // The noun a figure counts ("two games of pool") is no verb joining it to a phrase.
    { answer: "Police killed the gunman who executed seven in a pool house massacre [c1].", chunks: ["Police have killed a gunman who slaughtered seven in a fit of rage after losing two games of pool."] },
    // A total the claim opens on, said of the parts it lists.
    { answer: "Together, grants and corporate partners provided 38% of income [c1].", chunks: ["Total income was £4.8 million, of which 62% came from individual donations, 21% from grants and 17% from corporate partners."] },
    // A share or rate the sentence gives of a figure the claim gives holds the result; the figure is the claim's premise.
    { answer: "声明价值2000元的快件需支付10元保价费[c1]。", chunks: ["保价费按声明价值的0.5%收取。"] },
    { answer: "成交价8,000元的1级能效冰箱可获得1,600元补贴[c1]。", chunks: ["1级能效产品按成交价的20%补贴，每件最高补贴2,000元。"] },
    { answer: "Two adults pay £32 [c1].", chunks: ["Entry costs £16 per adult."] },
    { answer: "A 10-day delay costs £2.50 [c1].", chunks: ["Overdue books are charged at 25p per day."] },
    // A Chinese figure said of the claim's party, beside an equal one of another party's.
    { answer: "养老保险个人缴费比例为8%[c1]。", chunks: ["养老保险单位缴费比例为16%，个人为8%。"] },
    { answer: "公司员工约15000人[c1]。", chunks: ["公司在全国23个省份设有分支机构，员工约1.5万人。"] },
    // 支 of 支持 is no measure word: "Nova 12" is a name, not twelve of something.
    { answer: "Nova 12支持66W有线快充[c1]。", chunks: ["Nova 12采用6.4英寸OLED屏幕，支持66W有线快充，不支持无线充电。"] },
    { answer: "Overdue books cost 25p a day, capped at £6 per item [c1].", chunks: ["Overdue books are charged at 25p per day, up to a maximum of £6 per item."] },
    { answer: "屏幕为6.5寸[c1]。", chunks: ["设备重1.2公斤，屏幕为6.5英寸。"] },
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
    // A bound is held at its limit unless it is strict, and below or above it by a count of the same thing.
    { answer: "At least 870 people were infected [c1].", chunks: ["In total, 870 people were infected."] },
    { answer: "No more than 870 people were infected [c1].", chunks: ["In total, 870 people were infected."] },
    { answer: "More than 800 people were infected [c1].", chunks: ["In total, 870 people were infected."] },
    { answer: "不少于 300 人参加[c1]。", chunks: ["共有 300 人参加。"] },
    { answer: "该公司员工超过 3000 人[c1]。", chunks: ["该公司员工约 3000 人。"] },
    // "A month" after a count is "per month", not a month's time.
    { answer: "Patients had 4.1 fewer migraine days a month [c1].", chunks: ["The trial ran for 24 weeks. Velatinib reduced migraine days by 4.1 per month."] },
    // A multiple stated by a verb is the multiple written as a figure.
    { answer: "Revenue rose two-fold in 2024 [c1].", chunks: ["Revenue doubled to $2.4 billion in 2024."] },
    // "Double the number from June" is a multiple; "over 65" in the next sentence is no rival of one.
    { answer: "The number of patients doubled from June to July [c1].", chunks: ["The hospital treated 1,240 patients in July, double the number from June. Most patients were over 65."] },
    { answer: "Twice as many patients came in July [c1].", chunks: ["In July the clinic saw double the number of patients it saw in June."] },
    { answer: "The chip doubled its speed [c1].", chunks: ["The chip is 2x faster."] },
    { answer: "销量翻倍[c1]。", chunks: ["销量翻了一番。"] },
    // "A double room" states no multiple.
    { answer: "The hotel has a double room [c1].", chunks: ["The hotel has a double room."] },
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
    { answer: "他的成绩是 46.40 秒[c1]。", chunks: ["他的成绩为 46秒40。"] },
    { answer: "The warranty lasts 18 months [c1].", chunks: ["The warranty lasts a year and a half."] },
    { answer: "The warranty lasts a year and a half [c1].", chunks: ["The warranty lasts 18 months."] },
    { answer: "全程约 150 分钟[c1]。", chunks: ["全程约两个半小时。"] },
    { answer: "全程约两个半小时[c1]。", chunks: ["全程约 150 分钟。"] },
    { answer: "The average temperature is 77°F [c1].", chunks: ["The average temperature is 25°C."] },
    { answer: "The show starts at 7:30 pm [c1].", chunks: ["The show starts at 19:30."] },
    { answer: "The final score was 3:1 [c1].", chunks: ["The final score was 3:1."] },
    { answer: "Half of the patients responded [c1].", chunks: ["50% of the patients responded."] },
    { answer: "About 67% of the patients responded [c1].", chunks: ["Two-thirds of the patients responded."] },
    { answer: "10% of patients responded [c1].", chunks: ["1 in 10 patients responded."] },
    { answer: "1 in 10 patients responded [c1].", chunks: ["10% of patients responded."] },
    { answer: "The API allows 1,200 requests per minute [c1].", chunks: ["The API allows 20 requests per second."] },
    { answer: "The API allows 20 requests per second [c1].", chunks: ["The API allows 1,200 requests per minute."] },
    { answer: "The phone charges at up to 65 W [c1].", chunks: ["The phone supports fast charging at up to 65 W."] },
    { answer: "The phone charges at up to 65 W [c1].", chunks: ["The phone charges at 65 W."] },
    // A time of day with am or pm and no minutes; a bare hour in the source still holds it.
    { answer: "The helpline is open from 8:00 to 18:00 [c1].", chunks: ["Call the helpline Monday to Friday, 8 am to 6 pm."] },
    { answer: "The helpline opens at 8 a.m. and closes at 6pm [c1].", chunks: ["The helpline is staffed from 08:00 to 18:00."] },
    { answer: "They meet at 7 pm [c1].", chunks: ["Emily: let's make it 7 then."] },
    // The gap between two of the sentence's figures, said as a comparative, a change, or a span between two times.
    { answer: "Concession tickets are £4 cheaper than adult tickets [c1].", chunks: ["Adult tickets cost £16 and concessions £12."] },
    { answer: "The fastest trip will be five minutes shorter [c1].", chunks: ["The fastest journey time falls from 52 minutes to 47 minutes."] },
    { answer: "The last train leaves half an hour later [c1].", chunks: ["The last train leaves at 23:35 instead of 23:05."] },
    { answer: "末班车推迟了40分钟[c1]。", chunks: ["末班车由22:30延后至23:10。"] },
    { answer: "The warning lasts 15 hours [c1].", chunks: ["The warning is valid from 06:00 until 21:00."] },
    { answer: "停电持续八个半小时[c1]。", chunks: ["定于11月23日8:30至17:00停电。"] },
    // A value held in another sentence, when the sentence that says the claim gives none in its place.
    { answer: "华星科技净利润为3.1亿元[c1]。", chunks: ["华星科技2024年营业收入为52.3亿元，同比增长12%。净利润下降了5%，为3.1亿元。"] },
    // A time held by another sentence that says as much of what the claim says around it.
    { answer: "They depart at 1:34 PM, reaching Bedford at 6:55 PM [c1].", chunks: ["You are departing from the main station on June 26th at 1:34 PM. You'll arrive in Bedford at 6:55 PM."] },
    // A version written after a name is no measure of anything another sentence could rival.
    { answer: "Python 3.9 is the oldest client version that Tessera 4.2 supports [c1].", chunks: ["Tessera 4.2 was released on 14 May 2024. Support for Python 3.8 clients has been dropped; the minimum supported version is now Python 3.9."] },
    // 一天 before an amount says what it is per; 每日 and 每晚 are per day; 双人 is two people.
    { answer: "在酒店停车每小时收费10元，一天最多收80元[c1]。", chunks: ["停车费为每小时10元，每日封顶80元。"] },
    { answer: "房价已经包含两人份的早餐[c1]。", chunks: ["房价为每晚1,280元，已含双人早餐。"] },
    // A length written in two units is one length.
    { answer: "The laptop kept going for more than 13 hours of web browsing [c1].", chunks: ["Its battery lasted 13 hours 40 minutes of continuous web browsing."] },
    // The last 每 before an amount says what it is per: 每生每年5500元 is per year.
    { answer: "普通专业学费为每年5500元[c1]。", chunks: ["学费标准为每生每年5500元。学校提供助学金，最高每年四千元。"] },
    // 突破 is a bound, as 超过 is.
    { answer: "澜途E9的单月交付量首次超过5000辆[c1]。", chunks: ["10月共交付新能源汽车3.2万辆。旗舰SUV澜途E9单月交付首次突破五千辆。"] },
    // Codes listed before their count in Chinese are what it counts.
    { answer: "此次召回涉及LX-300和LX-300S两个型号[c1]。", chunks: ["召回儿童推车共计12,460辆，涉及型号LX-300和LX-300S。"] },
    { answer: "Store it below 25°C [c1].", chunks: ["Store below 25°C."] },
    { answer: "Revenue rose 12% [c1].", chunks: ["Revenue was $4.2 billion, up 12% from a year earlier."] },
    { answer: "Revenue grew 12% [c1].", chunks: ["Revenue growth was 12%."] },
    // "Over a decade" holds ten years: it may mean during them.
    { answer: "Researchers tracked 12,000 adults over a decade [c1].", chunks: ["The study followed 12,000 adults for ten years."] },
    { answer: "Revenue fell 12% while costs rose 5% [c1].", chunks: ["Revenue fell 12%, and costs rose 5%."] },
    // "Three days a week" is a rate, not three days and a week.
    { answer: "Employees may work from home up to three days a week [c1].", chunks: ["Employees may work remotely for up to three days per week."] },
    // An amount per month is an amount per year, twelve times over.
    { answer: "Paying by direct debit saves £60 a year [c1].", chunks: ["Households that pay by direct debit receive a discount of £5 per month."] },
    { answer: "The plan costs $9.99 [c1].", chunks: ["The plan costs $9.99 a month."] },
    { answer: "Revenue was €2.25 billion a year earlier [c1].", chunks: ["Revenue was €2.41 billion, up 7% from €2.25 billion a year earlier."] },
    // "The company employs" names the Acme of the sentence before.
    { answer: "Acme has roughly 15,000 employees [c1].", chunks: ["Acme Corp reported record revenue. The company employs about 15,000 people."] },
    // How far a figure moved, from where it started to where it ended.
    { answer: "Bulk imports use 1.3 GB less memory [c1].", chunks: ["It reduces memory usage during bulk imports from 3.2 GB to 1.9 GB."] },
    { answer: "The unemployment rate dropped by 0.7 percentage points [c1].", chunks: ["The unemployment rate fell from 6.1% to 5.4% over the same period."] },
    // 折 counts tenths of the price paid: 5折 is 五折 is 半价.
    { answer: "商品以5折出售[c1]。", chunks: ["商品打五折出售。"] },
    { answer: "学生持学生证可享受五折优惠[c1]。", chunks: ["学生凭学生证享受半价优惠。"] },
    // How often: "twice daily" is "twice a day".
    { answer: "Take one tablet twice daily [c1].", chunks: ["Patients should take one tablet twice a day with food."] },
    { answer: "每日服用2次[c1]。", chunks: ["成人一次1粒，一日2次。"] },
    // "A year earlier" is a time back, not a year's length.
    { answer: "Profit was 9% higher than a year earlier [c1].", chunks: ["Net profit was £1.24 billion, up 9% from the same quarter last year."] },
    // The earlier figure of a change, said of the earlier time.
    { answer: "Operating margin was previously 21% [c1].", chunks: ["Operating margin fell to 18% from 21%."] },
    // A sum the claim says is one, by a word for a total or by giving its parts.
    { answer: "该套餐每月包含60GB通用流量和30GB定向流量，合计90GB[c1]。", chunks: ["该套餐含国内通用流量60GB、定向流量30GB。"] },
    { answer: "He had 21 goal involvements, 9 goals and 12 assists [c1].", chunks: ["He scored 9 goals and provided 12 assists."] },
    { answer: "The entry and parking fees come to a total of £50 [c1].", chunks: ["The entry fee is £30 and the parking fee is £20."] },
    // "By $10 to $55" is how far and where to, not a range; the gap of $65 and $55.
    { answer: "With autopay the plan drops by $10 to $55 a month [c1].", chunks: ["The plan costs $65 per month, or $55 per month with autopay."] },
    // A part of a unit, and an age written three ways.
    { answer: "Let it rest for a quarter of an hour [c1].", chunks: ["Rest for 15 minutes before carving."] },
    { answer: "Paterson died at the age of 78 [c1].", chunks: ["Liz Paterson died on Saturday. She was 78."] },
    { answer: "He joined the club aged 23 [c1].", chunks: ["The 23-year-old has signed a five-year contract."] },
    // A count of other words, in a sentence that does not count the claim's, may be a paraphrase.
    { answer: "Around 870 infections have been reported [c1].", chunks: ["In total, 870 people worldwide have been infected. In the last seven years there were only around 170 infections."] },
    // The far end of a range is an exact figure's, and a bound's limit.
    { answer: "In first gear the drill tops out at 500 rpm [c1].", chunks: ["No-load speed is 0–500 rpm in first gear and 0–1,900 rpm in second gear."] },
    { answer: "In second gear the drill reaches up to 1,900 rpm [c1].", chunks: ["No-load speed is 0–500 rpm in first gear and 0–1,900 rpm in second gear."] },
    // "Quicker" of a time taken is a gap the way "falls from 52 to 47" goes.
    { answer: "The trip between Ashford and Kingsbridge will be five minutes quicker [c1].", chunks: ["Journey time between Ashford and Kingsbridge falls from 52 minutes to 47 minutes."] },
    // 零下 is a sign.
    { answer: "气温降至零下10℃时，续航会下降约三成[c1]。", chunks: ["环境温度低至-10℃时，续航下降约30%。"] },
    // 每天 said apart from the count is what it counts per, as the source's 每日 is.
    { answer: "调图后京沪高铁每天开行的旅客列车达到143对[c1]。", chunks: ["调图后，京沪高铁日常开行旅客列车增至每日143对，比调图前增加9对。"] },
    // A list item's numeral is no figure: 三、 holds no 3次.
    { answer: "每个自然年最多可取消2次[c1]。", chunks: ["三、春节期间入住的订单须在入住日前3天取消。五、会员积分兑换的房晚取消后积分全额返还，每个自然年最多可取消2次。"] },
    // A price less the discount the claim names, a multiple of two figures, an average, a total of three.
    { answer: "With the 50% discount for electric vehicles, a permit for a first car costs £47.50 a year [c1].", chunks: ["Residents' permits cost £95 per year for the first vehicle and £150 for a second vehicle. Electric vehicles receive a 50% discount on resident permits."] },
    { answer: "A penalty charge notice is £130, but it's halved to £65 if you pay within 14 days [c1].", chunks: ["Vehicles parked without a valid permit will receive a penalty charge notice of £130, reduced to £65 if paid within 14 days."] },
    { answer: "该园今年秋季平均每个班30名幼儿[c1]。", chunks: ["本园今年计划招收小班6个，共180人。"] },
    { answer: "固定管理费、托管费和销售服务费的年化费率合计0.52%[c1]。", chunks: ["费用：固定管理费年化0.20%，托管费年化0.02%，销售服务费年化0.30%，不收取认购费和赎回费。"] },
    // What a count is per, said between its words ("20 books of visitor vouchers a year"), and 每30分钟 as 每半小时.
    { answer: "Each household can buy up to 20 books of visitor vouchers a year [c1].", chunks: ["Visitor vouchers are sold in books of 10, at £12 per book; each household may buy up to 20 books per year."] },
    { answer: "一类区域白天首小时收6元，之后每30分钟收2元[c1]。", chunks: ["一类区域：白天小型车首小时6元，之后每半小时2元；夜间每小时1元。"] },
    // The figure the sentence gives as it is is no product of its rate: 3元 is the starting price.
    { answer: "电动助力车3元起步价包含20分钟骑行时间[c1]。", chunks: ["电动助力车起步价3元，含20分钟骑行时间，超出后每10分钟加收1元。"] },
    // A total of parts from two sources the claim cites, and a move by a multiple given apart from what it moves.
    { answer: "Together, a FlexFit Premium membership and an Orbit Max plan cost £74.99 a month [c1][c2].", chunks: ["The Premium plan costs £49.99 per month.", "Orbit Max: £25 per month, unlimited data."] },
    { answer: "年度内第二次在三级医疗机构住院时，起付线降为500元[c1]。", chunks: ["某市2025年城乡居民医保住院报销政策：参保居民在一级医疗机构住院，起付线为300元，报销比例为90%；在二级医疗机构住院，起付线为600元，报销比例为80%；在三级医疗机构住院，起付线为1000元，报销比例为65%。年度内第二次及以后住院的，起付线减半。"] },
    { answer: "康顿冰箱的压缩机保修12年[c1]。", chunks: ["康顿家电保修条款（适用于2024年7月1日后购买的产品）：空调整机保修6年，压缩机保修10年；冰箱整机保修3年，压缩机保修12年；洗衣机整机保修3年，电机保修10年。"] },
    // A bound at the end of a range goes on from it.
    { answer: "Flights longer than 3,500 km attract a payment of €600 [c1].", chunks: ["For flights up to 1,500 km the payment is €250, for flights between 1,500 km and 3,500 km it is €400, and for longer flights it is €600."] },
    // A gap between a price and the one it rose from, though only the first says what it is per.
    { answer: "Each prescription item costs £10.20, 35p more than before [c1].", chunks: ["The standard prescription charge is £10.20 per item from 1 April 2025, up from £9.85."] },
    // A total named by 总…为: a base price and what is charged on top of it.
    { answer: "C1手动挡的VIP一对一班总学费为5780元[c1]。", chunks: ["C1手动挡普通班学费4280元，VIP一对一班在普通班基础上加收1500元。"] },
    { answer: "科目三补考一次收费300元[c1]。", chunks: ["科目二、科目三补考每次分别收取200元和300元。"] },
    { answer: "13 batches did not pass [c1].", chunks: ["Of 582 batches, 569 passed and 13 did not pass."] },
    { answer: "不合格13批次[c1]。", chunks: ["共抽检582批次，其中合格569批次，不合格13批次。"] },
    { answer: "成人单程票价为12元[c1]。", chunks: ["票价不变：成人单程12元，6至14周岁儿童及65周岁以上老人半价。"] },
    // …but one said once for both cases is no case's.
    { answer: "The rapid charger tops up the 4.0 Ah battery in 35 minutes [c1].", chunks: ["The 4.0 Ah battery charges fully in 60 minutes with the standard charger, or in 35 minutes with the rapid charger."] },
    // A bundle's price over its count, said to be what one comes to.
    { answer: "私教20节套餐折合每节340元[c1]。", chunks: ["私教课程须单独购买，单节380元，20节套餐6800元。"] },
    { answer: "The 10-lesson pack works out at £34 a lesson [c1].", chunks: ["Single lessons cost £38; a pack of 10 lessons costs £340."] },
    // A price one sentence gives less a discount (8折) another gives of the same thing.
    { answer: "65岁以上的老人做一次全口洁牙只需158.4元[c1]。", chunks: ["超声波洁牙（全口）单次198元，含抛光。65周岁以上老人洁牙享8折优惠，不与其他优惠同享。"] },
    // An age within an age band is one of those the band speaks of.
    { answer: "A 12-year-old pays £3.70 for a single crossing [c1].", chunks: ["The adult fare is £7.40; children aged 5–15 pay £3.70 and under-5s travel free."] },
    { answer: "Children under five travel free [c1].", chunks: ["The adult fare is £7.40; children aged 5–15 pay £3.70 and under-5s travel free."] },
    { answer: "Under-18s enter free [c1].", chunks: ["Admission is £16, and visitors under 18 enter free."] },
    { answer: "10岁儿童半价[c1]。", chunks: ["成人单程12元，6至14周岁儿童半价。"] },
    // A price moved by what the evidence says is added or taken off: "£15 less", "£2.50 off", 上浮20%.
    { answer: "For a large dog, a bath and brush costs £47 [c1].", chunks: ["A full groom costs £38 for small dogs and £62 for large dogs. A bath and brush without a clip costs £15 less than the full groom."] },
    { answer: "A Gold member pays £11.50 for a Saturday ticket [c1].", chunks: ["Tickets cost £12.50 from Monday to Thursday and £14 from Friday to Sunday. Silver members get £2 off every ticket. Gold members get £2.50 off every ticket."] },
    { answer: "照顾失能老人的住家保姆月薪起价为7800元[c1]。", chunks: ["住家保姆：月薪6500元起，每月休息四天；照顾失能老人的，月薪上浮20%。"] },
    // An age past an age limit is one the limit is said of, and its price at the discount given there (八五折).
    { answer: "一位65岁的客户购买C套餐，打折后需支付2278元[c1]。", chunks: ["C套餐（尊享型）2680元。60周岁以上客户购买任一套餐可享八五折优惠。"] },
    // A case the claim sets inside a band is held by the band, with the band's own price.
    { answer: "If your dog weighs 18 kg, a full groom will cost £48 [c1].", chunks: ["A full groom costs £38 for small dogs up to 10 kg, £48 for medium dogs from 10 to 25 kg and £62 for large dogs over 25 kg."] },
    // A multiple the sentence states of its figure, and a rate an adjective gives ("Weekly rents") times the claim's length.
    { answer: "With a filter fitted, the descaling alert comes every 400 cups [c1].", chunks: ["A descaling alert appears after every 200 cups unless a filter is fitted, in which case the interval doubles."] },
    { answer: "Over the 42-week licence, a standard room comes to £7,056 in total [c1].", chunks: ["The licence runs for 42 weeks. Weekly rents are £168 for a standard room with a shared bathroom."] },
    // A rate per unit past an allowance, plus the price of what the claim names: 400 + (25 − 10) × 8.
    { answer: "用中型厢货车搬家，全程25公里，不计楼层费用的话，车费是520元[c1]。", chunks: ["小面包车起步价200元；中型厢货车（4.2米）起步价400元；大型厢货车（7.6米）起步价800元。起步价含10公里运输里程，超出10公里后每公里加收8元。"] },
    // A rate per length of time past the time a starting price includes: 1.5 + (45 − 15) / 15 × 1.
    { answer: "普通单车骑行45分钟需支付3.5元[c1]。", chunks: ["普通单车起步价1.5元，含15分钟骑行时间，超出后每15分钟加收1元。"] },
    // A multiple of two figures said per different things (每只, 每年); a gap from the claim's own figure; the span between two times the claim names.
    { answer: "首次登记费是每年年检费的2.5倍[c1]。", chunks: ["首次登记费每只500元，此后每年年检费200元。"] },
    { answer: "私教20节套餐折合每节340元，比单节购买便宜40元[c1]。", chunks: ["私教课程须单独购买，单节380元，20节套餐6800元。"] },
    { answer: "从初亏到复圆，这次月食大约要持续三个半小时[c1]。", chunks: ["初亏发生在8日0时27分，食既为1时31分，复圆为3时57分。"] },
    { answer: "The eclipse lasts 3 hours from first contact to last contact [c1].", chunks: ["First contact is at 00:27, totality at 01:31 and last contact at 03:27."] },
    { answer: "电视面板的保修期比整机长1年[c1]。", chunks: ["电视整机保修2年，面板保修3年。"] },
    // A total 加起来 says of the parts the sentence lists (5% + 10% + 15%).
    { answer: "三个等级的学业奖学金加起来，覆盖参评学生的三成[c1]。", chunks: ["学业奖学金分为三个等级，一等奖学金获奖比例为参评学生的5%；二等奖学金比例10%；三等奖学金比例15%。"] },
    // A working day is its span of hours less the break the sentence gives.
    { answer: "扣除午休，每天的工作时间是8小时[c1]。", chunks: ["工作时间为周一至周五9:30至18:30，午休1小时。"] },
    // A case within a span counted down, and 一半 as 50%.
    { answer: "如果在入营前48小时取消预订，可以退还一半的费用[c1]。", chunks: ["取消规则：入营前72小时以上取消全额退款；72至24小时之间取消退还50%；24小时内取消不予退款。"] },
    // A phrase both items' figures share ("dogs") sets neither apart.
    { answer: "If your dog weighs around 18 kg, a full groom will cost £48 [c1].", chunks: ["A full groom costs £38 for small dogs up to 10 kg, £48 for medium dogs from 10 to 25 kg and £62 for large dogs over 25 kg."] },
    // "It" points back at what the sentence before named.
    { answer: "The exhibition features 86 works [c1].", chunks: ["The exhibition runs at the Calder Museum from 14 February to 8 June 2025 in 3 galleries. It brings together 86 works, including 31 loans."] },
    // The chunk's title names what every sentence is about.
    { answer: "Millbrook plans to plant 12,000 trees by March 2028 [c1].", chunks: ["Millbrook City Council – Urban Canopy Programme 2024–2028. The council aims to plant 12,000 new street and park trees by March 2028. In the first season, 2,400 trees will be planted."] },
    // What the claim compares with (比去年) names no case of the list.
    { answer: "独芽鲜叶现在每斤平均能卖到165元，比去年涨了一成[c1]。", chunks: ["目前独芽鲜叶平均收购价为每斤165元，同比上涨10%；一芽一叶为每斤90元，与去年持平；一芽二叶为每斤48元，同比下降4%。"] },
    // 其中…完成: a verb of reaching a figure qualifies nothing.
    { answer: "6月单月集装箱吞吐量达到212万标准箱[c1]。", chunks: ["集装箱吞吐量1186万标准箱，同比增长8.3%，其中6月单月完成212万标准箱，创单月历史新高。"] },
    // 周末 is said by a case of 周六.
    { answer: "草坪营位周末每晚260元[c1]。", chunks: ["草坪营位平日每晚180元，周五、周六及法定节假日每晚260元；木平台营位平日每晚240元，周末及节假日每晚320元。"] },
    // "£20 in any section" is said of every item.
    { answer: "A junior entering the Open pays £20 [c1].", chunks: ["Entry fees: £38 for the Open and £32 for the Major or Minor; juniors pay £20 in any section."] },
    // A whole less what it is "all but": 64,000 less 9,000.
    { answer: "Electricity had been restored to about 55,000 of the 64,000 homes that lost power [c1].", chunks: ["Power was cut to 64,000 homes; by evening it had been restored to all but 9,000."] },
    // A rate "for each additional mile" past an allowance.
    { answer: "If the deceased has to be collected from 40 miles away, the extra mileage would add £31.50 [c1].", chunks: ["Collection from further than 25 miles is charged at £2.10 for each additional mile."] },
    // Years between two the sentence joins as a span, and an age at death from the dates of a life.
    { answer: "She spent three years reading mathematics at Girton [c1].", chunks: ["She studied mathematics at Girton College, Cambridge, from 1903 to 1906."] },
    { answer: "宋砚秋担任副所长长达16年[c1]。", chunks: ["1992年起任该所副所长，直至2008年退休。"] },
    { answer: "Ellery died in Edinburgh at the age of 77 [c1].", chunks: ["Margaret Ellery (born 9 March 1884 in Whitby, Yorkshire; died 17 November 1961 in Edinburgh) was a British civil engineer."] },
    { answer: "The crematorium fee is £1,080 [c1].", chunks: ["Third-party costs are extra: the crematorium fee is £1,080 (£640 for a child under 16)."] },
    { answer: "The garage is open until 13:00 on Saturdays [c1].", chunks: ["Opening hours: Monday to Friday 7:30–18:00, Saturday 8:00–13:00; closed on Sundays."] },
    // A price for each more of a counted thing past an allowance, on a base for the allowance (a
    // base for a period too); the allowance is no limit. A discount stated anywhere, 减缴 of a fee.
    { answer: "A group of six playing The Vault would pay £112 at the standard rate [c1].", chunks: ["Prices are per group: £60 for 2 players, £75 for 3, £88 for 4, £100 for 5, and £12 for each additional player."] },
    { answer: "A full member keeping five colonies would pay £46.40 for the year [c1].", chunks: ["Full membership costs £42 a year and includes public liability cover of up to £10 million and Bee Diseases Insurance for up to three colonies; each additional colony costs £2.20."] },
    { answer: "个人单独申请发明专利并符合费减条件的，申请费只需缴135元[c1]。", chunks: ["单个个人或者单个单位请求减缴的，按85%的比例减缴。现行收费标准：发明专利申请费900元，实用新型申请费500元。"] },
    // A suspended hyphen's range; a move of what a verb's object names; a total after 合计 and a verb; a gap 相差 and 相隔.
    { answer: "Anyone aged 12 to 15 has to be accompanied by a paying adult [c1].", chunks: ["12- to 15-year-olds must be accompanied by a paying adult aged 18 or over."] },
    { answer: "Eco mode cuts the power draw by 140 W compared with normal mode [c1].", chunks: ["Power consumption: 320 W in normal mode, 180 W in eco mode."] },
    { answer: "两种面额合计发行3亿枚[c1]。", chunks: ["10元面额纪念币发行量2亿枚；5元面额纪念币发行量1亿枚。"] },
    { answer: "幼崽体重相差44克[c1]。", chunks: ["初生体重分别为186克和142克。"] },
    // A rate a list's heading says what it is per, times the claim's count; a figure no English item follows is no item's.
    { answer: "A 1,000-word German document would cost £110 to translate [c1].", chunks: [TRANSLATION_RATES] },
    { answer: "Primary caregivers get 20 weeks of fully paid parental leave [c1].", chunks: ["Parental leave is 20 weeks at full pay for the primary caregiver and 6 weeks for the secondary caregiver."] },
    // A list's head is no item's; a clause after a semicolon says whose its figure is; a date names an item too.
    { answer: "If your dog weighs around 18 kg, a full groom will cost £48 [c1].", chunks: ["A full groom (bath, clip, nail trim and ear clean) costs £38 for small dogs up to 10 kg, £48 for medium dogs from 10 to 25 kg and £62 for large dogs over 25 kg."] },
    { answer: "A junior entering the Open pays £20 [c1].", chunks: ["Entry fees: £38 for the Open and £32 for the Major or Minor; juniors (under 18 on 1 January 2026) pay £20 in any section."] },
    { answer: "The CET1 ratio rose from 13.8% at the end of June to 14.2% at 30 September 2024 [c1].", chunks: ["The bank's CET1 capital ratio stood at 14.2% at 30 September 2024, compared with 13.8% at the end of June."] },
    // A share of two figures of the sentence, one said of the other ("of", 其中), to the claim's precision or within its bound; a gap "by" a margin.
    { answer: "Of the 612 girls who enrolled, about 92% finished the study [c1].", chunks: ["Of 612 girls enrolled, 561 completed the study."] },
    { answer: "Fewer than one in five households will change collection day [c1].", chunks: ["Around 11,000 of the borough's 62,000 households will move to a new collection day."] },
    { answer: "直营门店占了七成以上[c1]。", chunks: [STORES] },
    { answer: "Brookfield's 2:05.62 broke the old record by 0.78 seconds [c1].", chunks: ["Brookfield won in 2:05.62, a gala record, beating the 2:06.40 set in 2019."] },
    { answer: "长期不用时，电量应保持在一半到七成之间[c1]。", chunks: ["长期不用时，应每两个月补电一次，并将电量保持在50%至70%。"] },
    { answer: "Two adults pay £32 in total [c1].", chunks: ["Tickets cost £16 per adult."] },
    // A difference the claim gives beside its level keeps no company with a sentence's equal figure.
    { answer: "去省会城市出差，每晚住宿上限是450元，比北上广深的标准低100元[c1]。", chunks: ["一、住宿标准：北京、上海、广州、深圳每人每晚550元，省会城市和计划单列市450元，其他地区350元。三、伙食补助：每人每天100元，出差当天往返的按50元发放。"] },
    // 非住宅 is no 住宅: the figure of 住宅 holds.
    { answer: "其中住宅412户[c1]。", chunks: ["征收范围涉及住宅412户、非住宅27户。"] },
    // A case the claim describes ("A player rated 1750") within the band of the item it names.
    { answer: "A player rated 1750 could play in the Major [c1].", chunks: ["There are three sections, each a five-round Swiss: the Open (no rating limit), the Major (for players rated under 1900) and the Minor (under 1500). Prizes in the Open: a £75 grading prize for the best player rated under 2000."] },
  ],
  invalid: [
    // (An act the claim opens on sets a case by a length of time only, not by a figure after its verb; and the things a claim sums are joined before its figure, each by a word of its own.)
    { answer: "Driving an untaxed vehicle carries a fixed penalty of £101, or a court fine of up to £1,000 [c1].", chunks: ["Driving an untaxed vehicle carries a fixed penalty of £100, or a court fine of up to £1,000."], errors: [{ code: "X1", at: "£101", expected: "£100" }] },
    { answer: "黑卡会员每月可免费预约计时排位赛3次，金卡每月1次，银卡无此项权益[c1]。", chunks: ["黑卡会员每月可免费预约计时排位赛2次，金卡每月1次，银卡无此项权益。"], errors: [{ code: "X1", at: "3次", expected: "2次" }] },
    // A band's case is not the claim's where the claim names a code the sentence gives in another case and the band's names its own.
    { answer: "年满12周岁且身高达到140厘米的青少年，就可以驾驶成人单人车SR-270[c1]。", chunks: ["驾驶成人单人车SR-270须年满16周岁且身高不低于155厘米；12至15周岁、身高140厘米以上的青少年只能驾驶限速车型JR-120，该车最高时速被锁定在40公里。"], errors: [{ code: "X1", at: "140厘米", expected: "155厘米" }] },
    // (…worked out right.)
    { answer: "一名穿戴装备后体重72公斤的车手，需要在车上加装6公斤压铅[c1]。", chunks: ["车手体重（含装备）低于80公斤的，须在车上加装压铅补足至80公斤，超过80公斤者不作调整。"], errors: [{ code: "N1", at: "72公斤" }, { code: "X1", at: "6公斤", expected: "80公斤" }] },
    // (…not where it says what the exception does.)
    { answer: "年满16岁的车手必须佩戴护颈，而且要另付10元[c1]。", chunks: ["场馆免费提供头盔和一次性头罩，护颈需另付10元租用，但未满16周岁者必须佩戴护颈，且免收租金。"], errors: [{ code: "X1", at: "16岁", expected: "16周岁" }] },
    // (…worked out right.)
    { answer: "A 40-track song with four rounds of revisions would come to £300 [c1].", chunks: ["Remote mixing is priced per song rather than per hour: £180 for up to 24 tracks and £260 for 25 to 64 tracks. Each mix includes two rounds of revisions, and further rounds cost £35 each."], errors: [{ code: "X1", at: "£300" }] },
    // (…which must be theirs.)
    { answer: "Using both the U47 and the C12 on the same session would cost £65 [c1].", chunks: ["Premium microphones are charged per session, not per hour: the Neumann U47 (valve) is £40, the pair of Coles 4038 ribbons £25 and the AKG C12 £35."], errors: [{ code: "X1", at: "£65" }] },
    { answer: "Using the U47 on the same session would cost £75 [c1].", chunks: ["Premium microphones are charged per session, not per hour: the Neumann U47 (valve) is £40, the pair of Coles 4038 ribbons £25 and the AKG C12 £35."], errors: [{ code: "X1", at: "£75", expected: "£40" }] },
    // (…not for a thing a share is of.)
    { answer: "Net migration made up about one-third of the growth [c1].", chunks: ["Net migration accounted for roughly two-thirds of the growth, while natural increase made up the rest."], errors: [{ code: "X1", at: "one-third" }] },
    { answer: "坐式皮艇约占7%[c1]。", chunks: ["加拿大独木舟占租赁的62%，坐式皮艇占31%，其余为立式桨板。"], errors: [{ code: "X1", at: "7%" }] },
    // (…which must fall in the band; and a figure after the claim's verb is no case of it.)
    { answer: "Cancelling 10 days before the trip gets you a full refund less the £10 fee [c1].", chunks: ["If you cancel, bookings cancelled 14 or more days before the trip are refunded in full less a £10 administration fee; from 13 days to 72 hours before, 50% is refunded."], errors: [{ code: "X1", at: "10 days" }] },
    { answer: "Booking 10 days ahead is required [c1].", chunks: ["Bookings must be made at least 14 days ahead."], errors: [{ code: "X1", at: "10 days" }] },
    // A time set off from an event rivals one the source sets off after its figure: 前30分钟 against 1小时前.
    { answer: "只要在预约时间前30分钟改好就行[c1]。", chunks: ["每个账号每月最多改期2次，改期须在原预约时间1小时前完成。"], errors: [{ code: "X1", at: "30分钟", expected: "1小时" }] },
    // …not on the other side, nor where the source gives both sides and the claim says what only the other one says.
    { answer: "If you arrive at 3 pm on a Tuesday, you get 15% off [c1].", chunks: ["Arrive before 2 pm on Monday to Thursday for 15% off."], errors: [{ code: "X1", at: "3 pm", expected: "2 pm" }] },
    { answer: "If you travel at 9am on a weekday, your pass lets you travel free [c1].", chunks: ["Holders of an English concessionary bus pass travel free after 9:30am on weekdays and at any time at weekends and on bank holidays; before 9:30am on weekdays they must pay the full fare."], errors: [{ code: "X1", at: "9am", expected: "9:30am" }] },
    // Within the last step the claim writes is its rounding, no slip: 399元 over 13 is 30.69元, "三十元出头" (not given, no contradiction).
    { answer: "轻享版一个季度399元、送13次，平均每次三十元出头[c1]。", chunks: ["轻享版每季度399元，每季度配送13次。"], errors: [{ code: "N1", at: "三十元" }] },
    // A result the claim works out wrong from its own figures, one of them the source's: a slip, contradicted.
    { answer: "If the rink cancels three of your child's classes, you'd get £8.90 back for each one, so £24.70 in total [c1].", chunks: ["If three or more classes are cancelled, a pro-rata refund of £8.90 per cancelled lesson is paid."], errors: [{ code: "X1", at: "£24.70", expected: "£26.70" }] },
    { answer: "The ice pad measures 56 by 26 metres, which works out at roughly 1,356 square metres [c1].", chunks: ["New LED lighting is installed over the ice pad, which measures 56 metres by 26 metres."], errors: [{ code: "X1", at: "1,356 square metres", expected: "1,456 square metres" }] },
    // "A week before" an event is how far ahead; "only one" counts the prints.
    { answer: "If you cancel at least a week before the party, the deposit can be moved once [c1].", chunks: ["If you cancel more than 14 days ahead, the deposit can be moved once to a new date within three months."], errors: [{ code: "X1", at: "a week" }] },
    { answer: "A Christmas bauble can take up to two prints [c1].", chunks: ["Each extra print costs £5, although a bauble can take only one print."], errors: [{ code: "X1", at: "two" }] },
    // A claim that says most of an example's words speaks of that example.
    { answer: "If we cancel because of the weather (for example wind gusts above 46 mph, ice on the yard or lightning), riders receive a full credit [c1].", chunks: ["If we cancel because of the weather (for example wind gusts above 45 mph, ice on the yard or lightning), riders receive a full credit, not a refund."], errors: [{ code: "X1", at: "46 mph", expected: "45 mph" }] },
    // A figure of a bracketed example rivals only a claim that gives another of that example's figures.
    { answer: "身高140厘米的孩子，按道馆的建议应该选150号道服[c1]。", chunks: ["道服尺码每10厘米一档，建议按实际身高向上选一档（如身高130厘米选140号）。"], errors: [{ code: "N1", at: "140厘米" }] },
    { answer: "A child 130 cm tall should wear size 150 [c1].", chunks: ["Sizes go up in 10 cm steps; choose one size above your height (e.g. a child 130 cm tall wears size 140)."], errors: [{ code: "X1", at: "150", expected: "140" }] },
    { answer: "Eleven of the 18 lanes now have string pinsetters [c1].", chunks: ["The group installed string pinsetters on lanes 7 to 18."], errors: [{ code: "N1", at: "Eleven" }] },
    // "People" counts the heads of people in a role: bowlers.
    { answer: "Up to eight people can share one lane [c1].", chunks: ["A maximum of six bowlers may share one lane."], errors: [{ code: "X1", at: "eight", expected: "six" }] },
    // "Minus" after a thing subtracts; a denied "more than" bounds a lone "one".
    { answer: "A team can use up to two blind scores in a game, each counted as the absent bowler's average less 10 pins [c1].", chunks: ["An absent bowler is replaced by a blind score of their average minus 10 pins, but a team may not use more than one blind in any game."], errors: [{ code: "X1", at: "two", expected: "one" }] },
    // How long a thing lasts is no time counted ahead of an event, nor the other way: unsupported, not contradicted.
    { answer: "Weekend parties run between 10:00 and 16:00, with each party slot lasting two hours [c1].", chunks: ["Parties must be booked at least 7 days ahead and run on Saturdays and Sundays from 10:00 to 16:00."], errors: [{ code: "N1", at: "two hours" }] },
    { answer: "Anything above the deposit is invoiced, with 7 days to pay [c1].", chunks: ["Charges are deducted from the deposit first; any balance above the deposit is invoiced and must be paid within 14 days. Hirers may dispute a charge by email within 7 days."], errors: [{ code: "X1", at: "7 days", expected: "14 days" }] },
    { answer: "空中瑜伽因为吊床有限，最多12人[c1]。", chunks: ["每节团课人数上限为18人，空中瑜伽因吊床数量限制上限为10人。"], errors: [{ code: "X1", at: "12人", expected: "10人" }] },
    { answer: "You can move your booking to another date as long as you let the yard know at least 14 days beforehand [c1].", chunks: ["Pony Day places are non-refundable, but a place can be transferred to another date if we are told at least 7 days before."], errors: [{ code: "X1", at: "14 days", expected: "7 days" }] },
    { answer: "如果选初级教练买12节课包，打九折后总价是3300元[c1]。", chunks: ["初级教练一对一课程为300元/节。购买课包可享折扣：12节课包按单节价格打九折，24节课包打八五折。"], errors: [{ code: "X1", at: "3300元" }] },
    { answer: "The minimum you would commit to is £455, since it runs for at least three months at £145 a month [c1].", chunks: ["Cargo bikes cost £145 a month on the Flex subscription, which has a 3-month minimum term."], errors: [{ code: "N1", at: "£455" }] },
    { answer: "Going tubeless on both wheels would be £105 [c1].", chunks: ["Tubeless setup, including tape, valves and 60 ml of sealant per wheel, costs £35 per wheel."], errors: [{ code: "N1", at: "£105" }] },
    { answer: "If a hybrid is lost, you pay the replacement value plus a £25 administration fee [c1].", chunks: ["Lost or stolen bikes are charged at the current replacement value, listed as £650 for hybrids and £2,400 for e-bikes, minus any deposit already held."], errors: [{ code: "N1", at: "£25" }] },
    { answer: "A lost hybrid costs a £25 replacement charge [c1].", chunks: ["Lost or stolen bikes are charged at the current replacement value, listed as £650 for hybrids and £2,400 for e-bikes."], errors: [{ code: "X1", at: "£25", expected: "£650" }] },
    // A refused case's bound is read as its case is written (不足3天的 is under 3天), so 5天 falls in one case only.
    { answer: "开演前5天退票，只需支付5%的手续费[c1]。", chunks: ["距开演7天以上（含7天）申请退票，收取票面金额5%的手续费；3天以上不足7天的，收取20%；不足3天的不予退票。"], errors: [{ code: "N1", at: "5天" }, { code: "X1", at: "5%" }] },
    // 实际可用 is what a top-up and its bonus come to, a total of the two (实际可用1200元 is held).
    { answer: "充值1000元实际可用1300元[c1]。", chunks: ["会员卡充值500元赠80元，充值1000元赠200元，会员在任何时段人头费均享9折，充值余额不退、不可转让。"], errors: [{ code: "X1", at: "1300元" }] },
    { answer: "Unclaimed pieces can sit on the finished shelves for up to two weeks [c1].", chunks: ["Work left on the finished shelves for more than 21 days is moved to the free table and discarded after a further 7 days."], errors: [{ code: "X1", at: "two weeks" }] },
    { answer: "The course gives you ten hours of tuition in total [c1].", chunks: ["The course is taught over three evening sessions of three hours each."], errors: [{ code: "N1", at: "ten hours" }] },
    // A figure in the bracket after another 《name》 is not the named one's, whose own bracket gives one of the kind.
    { answer: "《星际迷航》是科幻主题，时长90分钟[c1]。", chunks: ["本店现有四个主题，《侦探事务所》（推理类，建议2—5人，时长60分钟）、《星际迷航》（科幻类，建议3—6人，时长75分钟）、《古墓惊魂》（恐怖类，建议4—8人，时长90分钟）。"], errors: [{ code: "X1", at: "90分钟" }] },
    // 一次 is a count, not an article, where 只要有, 累计 or 仅 stands before it.
    { answer: "假期里只要有一次预约没到店，账号就会被暂停预约60天[c1]。", chunks: ["同一账号在假期内累计2次预约未到店的，将暂停其预约资格60天。"], errors: [{ code: "X1", at: "一次" }] },
    // A limit is not held by a minimum of its figure said of something else ("a three-month minimum term").
    { answer: "You can put your membership on hold for up to three months each calendar year [c1].", chunks: ["Monthly memberships have a three-month minimum term. Members may pause once per calendar year for one or two months at CAD 15 per paused month."], errors: [{ code: "X1", at: "three months" }] },
    // "Within" names a window, a limit only its own figure holds: within six months does not hold within 12 months.
    { answer: "If a second incident happens within 12 months, glaze-firing privileges are suspended for 30 days [c1].", chunks: ["A second incident within six months suspends glaze-firing privileges for 30 days."], errors: [{ code: "X1", at: "12 months" }] },
    // A quoted name is an item's name, whatever jieba tags it (初见 as a verb), and a heading before a colon opens the first item's stretch, not its name.
    { answer: "“初见”套餐的舞台背景宽度可达12米[c1]。", chunks: ["“初见”套餐12800元，含主舞台背景花艺（宽度6米以内）、路引8组；“倾心”套餐22800元，在“初见”基础上增加花门1座；“挚爱”套餐38800元，舞台背景宽度可达12米，另含吊顶花艺。所有套餐预订时须支付合同总额的30%作为定金。"], errors: [{ code: "X1", at: "12米" }] },
    { answer: "“初见”套餐的舞台背景宽度可达12米[c1]。", chunks: ["繁花里婚礼花艺布置套餐：“初见”套餐12800元，含主舞台背景花艺（宽度6米以内）、路引8组；“倾心”套餐22800元，在“初见”基础上增加花门1座；“挚爱”套餐38800元，舞台背景宽度可达12米，另含吊顶花艺。所有套餐预订时须支付合同总额的30%作为定金。"], errors: [{ code: "X1", at: "12米" }] },
    // 课 is a measure word (12课时 are hours of teaching): 12次课 is counted against 6次, not held by the 12 of 12课时.
    { answer: "基础班共12课时，总共要上12次课[c1]。", chunks: ["花艺师基础班共12课时，分6次于每周六上课，学费3680元。"], errors: [{ code: "X1", at: "12次" }] },
    // A figure past the bound whose case the claim denies the words of (拿不到全额退款 short of 72小时) is no rival: only unsaid.
    { answer: "在开场前两天取消，是拿不到全额退款的[c1]。", chunks: ["预约须在线全额付款：开场前72小时以上取消全额退款；72小时以内取消收取票价30%的手续费；开场前6小时内不可取消。"], errors: [{ code: "N1", at: "两天" }] },
    // A total that is the claim's own rate, said before it, times its count (两个人 × 每人138元): only the count is unsaid…
    { answer: "两个人周六去玩，每人138元，一共276元[c1]。", chunks: ["本主题建议2—5人，平日票价每人118元，周五18:00以后及周末每人另加20元。"], errors: [{ code: "N1", at: "两个" }] },
    // …and the rate is checked in its turn, the total never vouching for it.
    { answer: "两个人周六去玩，每人158元，一共316元[c1]。", chunks: ["本主题建议2—5人，平日票价每人118元，周五18:00以后及周末每人另加20元。"], errors: [{ code: "N1", at: "两个" }, { code: "X1", at: "158元" }] },
    { answer: "手写内容不要超过80个字[c1]。", chunks: ["定制贺卡免费，手写内容限60字以内。"], errors: [{ code: "X1", at: "80个" }] },
    // A gap of two sentences' figures that only rounds to the claim's holds nothing where the first names the claim's word only beside the second's figure (54% less 2.9%).
    { answer: "At least a 51% reduction in migraine days was seen in 54% of the verazumab group and 29% of the placebo group [c1].", chunks: ["At least a 50% reduction in migraine days was seen in 54% of the verazumab group and 29% of the placebo group. Twelve patients (2.9%) stopped verazumab because of side effects, compared with three (1.5%) on placebo."], errors: [{ code: "X1", at: "51%" }] },
    // A noun before the value names its thing in the rival's clause and in no holder (返程 of 返程费, not 远程接驾费).
    { answer: "司机的返程费按每公里2元收取[c1]。", chunks: ["订单终点超出杭州市区范围的，用户须在下单时注明，司机返程费按每公里1.5元计收。接单司机与下单位置直线距离超过3公里的，平台按每公里2元向用户收取远程接驾费，但该费用最高不超过30元。"], errors: [{ code: "X1", at: "2元" }] },
    // A price per thing up to a bound, and a rate for each unit past it: a 34 cm zip is £42, and at £45 it is read as no more than 30 cm.
    { answer: "A 34 cm boot zip would cost £45 [c1].", chunks: ["Boot zip replacement costs £38 per zip up to 30 cm, plus £1 for every additional centimetre."], errors: [{ code: "X1", at: "34 cm" }, { code: "N1", at: "£45" }] },
    // A figure in one band of which the claim says what another band's case says.
    { answer: "If you cancel 45 days before departure, you only lose your deposit [c1].", chunks: ["Cancelling more than 60 days out loses only the deposit; between 60 and 31 days, 50% of the total is retained; within 30 days, nothing is refunded."], errors: [{ code: "X1", at: "45 days" }] },
    // …worked out wrong: the supposed price is the claim's own, unsaid, and no rival of the fees.
    { answer: "If you send back a pair of aids that cost £3,000 within the trial, you'd get £2,950 back [c1].", chunks: ["If you return the aids in good condition within the trial, we refund the full price minus a fitting fee of £95 per pair (£60 for a single aid); the hearing assessment, normally £75, is never refundable."], errors: [{ code: "N1", at: "£3,000" }, { code: "N1", at: "£2,950" }] },
    // A bound the claim opens a case with in a clause of its own, closed by 的, which one part of the sentence opens with.
    { answer: "车辆使用满12个月后丢失的，赔偿金额为2,100元[c1]。", chunks: ["车辆丢失的，按已使用月数折旧赔偿：使用不满6个月赔偿2,600元，6至12个月赔偿2,100元，满12个月赔偿1,600元；电池丢失另行按每块1,200元赔偿。"], errors: [{ code: "X1", at: "2,100元" }] },
    // The limit of the case the claim's age falls in, where a semicolon's part is parted again by commas.
    { answer: "A 13-year-old on the Junior Open Water course is limited to 12 metres [c1].", chunks: ["The Junior Open Water course for ages 10 to 14 runs over four days; juniors aged 10 and 11 are limited to 12 metres, while 12- to 14-year-olds are limited to 18 metres."], errors: [{ code: "X1", at: "12 metres", expected: "18 metres" }] },
    { answer: "A 13-year-old is limited to 12 metres [c1].", chunks: ["Juniors aged 10 and 11 are limited to 12 metres, while 12- to 14-year-olds are limited to 18 metres."], errors: [{ code: "N1", at: "13-year" }, { code: "X1", at: "12 metres", expected: "18 metres" }] },
    // A count in the words of another sentence's count of the claim's subject is rivalled there, whatever words stand around it.
    { answer: "The Plus plan includes three in-branch cleans a year [c1].", chunks: ["Audenmoor Hearing – Plans. The Plus plan costs £9 per month and adds a drying kit each year, two in-branch cleans per year and a 20% discount on domes. Customers with rechargeable aids can take the Aftercare Plan at £6 per month, which covers a replacement charger and three cleans per year."], errors: [{ code: "X1", at: "three in-branch cleans a year", expected: "two in-branch cleans per year" }] },
    // A monthly payment the sentence gives itself is not the price over the plan's months.
    { answer: "For aids priced at £2,400 on the 12-month plan, you pay a £240 deposit and then £200 a month [c1].", chunks: ["Example: a pair of hearing aids priced £2,400 on a 12-month plan needs a deposit of £240, followed by 12 monthly payments of £180."], errors: [{ code: "X1", at: "£200" }] },
    // 一个月 of a month's pay is no period the sentence counts in each of.
    { answer: "工作不满六个月的员工按一个月工资领取经济补偿[c1]。", chunks: ["转岗后前6个月每月领取800元交通补贴；工作年限不满六个月的按半个月工资支付经济补偿。"], errors: [{ code: "X1", at: "一个月" }] },
    { answer: "A4单页如果印3000张，总价为780元[c1]。", chunks: ["宣传单页起印量为500张，A4双面四色印刷500张报价260元，1000张报价380元，此后每增加1000张加收150元。"], errors: [{ code: "N1", at: "3000张" }, { code: "N1", at: "780元" }] },
    { answer: "一次性付款购买一个标准车位可以打97折，实际需支付16.496万元[c1]。", chunks: ["标准车位售价16.8万元/个，大车位19.8万元/个。一次性付款享受售价97折优惠。"], errors: [{ code: "N1", at: "16.496万元" }] },
    { answer: "如果一次带两位亲友同去，需要为他们另付60元[c1]。", chunks: ["业主凭业主卡免费使用，每户每次最多可带2名外来亲友，亲友每人次收费25元。"], errors: [{ code: "N1", at: "60元" }] },
    { answer: "For a move to Christchurch, allow roughly 10 to 14 weeks door to door [c1].", chunks: ["Door-to-door transit to Auckland usually takes 8 to 10 weeks; Wellington and Christchurch add about two weeks because containers are transhipped in Auckland."], errors: [{ code: "N1", at: "10 to 14 weeks" }] },
    { answer: "If you live 25 miles from the Stourton depot, delivery would cost £101 [c1].", chunks: ["Delivery and collection each cost £65 within 15 miles of our Stourton depot, plus £1.80 per mile beyond that; we do not deliver more than 40 miles from the depot."], errors: [{ code: "X1", at: "25 miles", expected: "15 miles" }, { code: "N1", at: "£101" }] },
    // …worked out otherwise, whatever sum of the sentence's figures it is.
    { answer: "上机打样起步价1800元已含4块印版，如果总共需要6块印版，打样费用合计为2020元[c1]。", chunks: ["上机打样起步价1800元（含4块印版），每增加一块印版加收220元，需预留3个工作日。"], errors: [{ code: "X1", at: "2020元", expected: "2240元" }] },
    // A discount the claim works with, where the evidence states another, is the claim's to answer for.
    { answer: "A5规格的宣传单按A4价格打七折计算，所以1000张A5大约是266元[c1]。", chunks: ["A4宣传单1000张报价380元，此后每增加1000张加收150元；A5规格按A4价格的六折计算。"], errors: [{ code: "X1", at: "七折", expected: "六折" }] },
    // 前 after a copula opens the first hours, no offset from an event.
    { answer: "新能源汽车临停的免费时长则是前3小时[c1]。", chunks: ["外来车辆首30分钟免费，之后每小时3元。新能源汽车临停首2小时免费，但占用充电车位的，充电完成后超过30分钟仍未驶离，每小时加收占位费5元。"], errors: [{ code: "X1", at: "3小时", expected: "2小时" }] },
    // A figure the claim sets before a change, where the evidence gives it as where the change began, is no rival of the one in force (though the start of a move is not read as held).
    { answer: "Before February 2025, Flexible Rate guests only had to give 24 hours' notice to cancel for free [c1].", chunks: ["Flexible Rate bookings can be cancelled free of charge up to 48 hours before 3pm on the day of arrival. The policy was updated on 1 February 2025: the notice needed for free cancellation on the Flexible Rate was increased from 24 to 48 hours."], errors: [{ code: "N1", at: "24 hours" }] },
    { answer: "Flexible Rate guests only have to give 24 hours' notice to cancel for free [c1].", chunks: ["Flexible Rate bookings can be cancelled free of charge up to 48 hours before 3pm on the day of arrival. The policy was updated on 1 February 2025: the notice needed for free cancellation on the Flexible Rate was increased from 24 to 48 hours."], errors: [{ code: "X1", at: "24 hours", expected: "48 hours" }] },
    // 'Up to 48 hours beforehand', however far after its act of undoing, is at least 48 hours ahead.
    { answer: "You can move your collection slot free of charge as long as you do it at least 24 hours before [c1].", chunks: ["You can change your collection slot for free up to 48 hours beforehand; later changes cost £10."], errors: [{ code: "X1", at: "24 hours", expected: "48 hours" }] },
    { answer: "不满18周岁的孩子不能使用器械区[c1]。", chunks: ["健身房每日6:00—22:00开放，16周岁以下未成年人不得使用器械区。"], errors: [{ code: "X1", at: "18周岁", expected: "16周岁" }] },
    // A length of time whose unit follows a word of how it runs.
    { answer: "A single suspension can last up to a week [c1].", chunks: ["A suspension runs from 7:00 to 19:00 and may last no more than five consecutive days."], errors: [{ code: "X1", at: "a week", expected: "five consecutive days" }] },
    { answer: "Keeping a skip out for four weeks would cost £155 [c1].", chunks: ["A standard licence costs £65 and covers 14 consecutive days; each further 7-day extension costs £30, up to a maximum of 28 days in total."], errors: [{ code: "X1", at: "£155" }] },
    { answer: "400克珠光纸名片每盒45元，比300克铜版纸覆哑膜名片每盒贵了27元[c1]。", chunks: ["300克铜版纸覆哑膜每盒28元，400克珠光纸每盒45元，特种纸每盒68元起。"], errors: [{ code: "X1", at: "27元", expected: "17元" }] },
    // A gap to another item named after 比, whose figure the sentence gives, whatever else gives the gap's figure.
    { answer: "大车位售价19.8万元，比标准车位贵2万元[c1]。", chunks: ["标准车位售价16.8万元/个，大车位19.8万元/个，子母车位26万元/组。认筹金2万元，可抵扣车位款。"], errors: [{ code: "X1", at: "2万元", expected: "3万元" }] },
    // A figure in the bracket after another item's name, the claim naming the other item by its figure.
    { answer: "The 40ft container takes up to 67 m³ and prices to Auckland start at £6,850 [c1].", chunks: ["We do not pack spare batteries. You can book a sole-use 20ft container (up to 33 m³, from £6,850 to Auckland) or a 40ft container (up to 67 m³, from £9,400), or choose groupage."], errors: [{ code: "X1", at: "£6,850", expected: "£9,400" }] },
    // …an amount paid, not a rate of the claim's own figures.
    { answer: "Heating the water from 20°C to 40°C will take at least 10 hours, since the heater adds no more than 2°C per hour [c1].", chunks: ["The 2,200 W heater raises the water temperature by 1.5 to 2.5°C per hour, and the thermostat can be set from 20°C to 40°C."], errors: [{ code: "N1", at: "10 hours" }, { code: "N1", at: "2°C" }] },
    { answer: "Paying over 60 months adds £540, bringing the plan to £4,935 in total, or £92.25 a month [c1].", chunks: ["The Harbour Plan costs £4,395 if paid in full, or can be paid by 12, 24 or 60 monthly instalments; the 24- and 60-month options carry a fixed instalment charge of £180 and £540 respectively."], errors: [{ code: "X1", at: "£92.25" }] },
    // …a count of one makes nothing.
    { answer: "科目二补考一次收费300元[c1]。", chunks: ["科目二、科目三补考每次分别收取200元和300元。"], errors: [{ code: "N1", at: "300元" }] },
    { answer: "标准名片最少要印2盒，也就是300张[c1]。", chunks: ["标准名片起印数量为每款2盒（每盒100张），300克铜版纸覆哑膜每盒28元，400克珠光纸每盒45元。"], errors: [{ code: "N1", at: "300张" }] },
    { answer: "You'd pay £1,850 to ship 5 m³ by groupage [c1].", chunks: ["You can choose groupage, where your goods share a container and are charged at £310 per cubic metre with a minimum charge of 5 m³."], errors: [{ code: "N1", at: "£1,850" }] },
    { answer: "Keeping a 4.2 m dinghy in the boat park will cost you £140 for the year [c1].", chunks: ["Boat park spaces cost £95 a year for a dinghy up to 4.6 m long and £140 for longer dinghies and catamarans; keelboats are not accepted."], errors: [{ code: "N1", at: "4.2 m" }] },
    { answer: "A household of five can switch to a 240-litre general waste bin free of charge [c1].", chunks: ["Households of six or more people, or with two or more children in nappies, may apply for a larger 240-litre general waste bin at no cost, after a waste check by a Recycling Adviser."], errors: [{ code: "N1", at: "five" }] },
    { answer: "He was convicted on eight counts in total [c1].", chunks: ["He was convicted on six counts of fraud and one of money laundering."], errors: [{ code: "X1", at: "eight" }] },
    { answer: "Express dry cleaning costs twice the standard price [c1].", chunks: ["Standard dry cleaning is ready in 3 working days; express service is ready the same day and costs 50% more than the standard price."], errors: [{ code: "N1", at: "twice" }] },
    { answer: "For a standing reception of around 250 people, the Meadow should be big enough, since standing capacity is roughly half as much again as its 100 dinner seats [c1].", chunks: ["We offer three marquees: the Meadow seats 100 guests for dinner, the Orchard seats 180 and the Estate seats 300; for standing receptions each holds about half as many again."], errors: [{ code: "X1", at: "250" }] },
    { answer: "With 100 guests, three bartenders are already included [c1].", chunks: ["One bartender per 50 guests is included; extra bartenders cost £160 each."], errors: [{ code: "X1", at: "100", expected: "50" }, { code: "N1", at: "three" }] },
    { answer: "A seated dinner for 250 fits in the Locomotive Hall [c1].", chunks: ["The Locomotive Hall holds 220 guests seated or 400 standing; the smaller Signal Box Gallery holds 60 seated or 90 standing."], errors: [{ code: "X1", at: "250" }] },
    { answer: "需要现场核查的普通申请，从受理算起最长可能要16个工作日才会有结果[c1]。", chunks: ["其他申请自受理之日起10个工作日内作出决定，需要现场核查的，另加5个工作日。"], errors: [{ code: "N1", at: "16个工作日" }] },
    { answer: "The 6-yard builder's skip is £325 [c1].", chunks: ["Builder's skip (8 cubic yards): £325, weight limit 3 tonnes."], errors: [{ code: "N1", at: "6" }] },
    // Cubic yards are a volume.
    { answer: "Skips of up to 8 cubic metres can be placed on the highway [c1].", chunks: ["Skips on the highway must be no larger than 8 cubic yards."], errors: [{ code: "X1", at: "8 cubic metres", expected: "8 cubic yards" }] },
    // How long before an event is no length the sentence gives.
    { answer: "积分到期前30天，App会推送提醒[c1]。", chunks: ["积分有效期至次年12月31日。等级有效期为12个月，到期后按上一年度消费重新评定。"], errors: [{ code: "N1", at: "30天" }] },
    // What a price is per, past a measure that describes it.
    { answer: "The developer pays £96 for each 1,100-litre communal bin [c1].", chunks: ["Developers of new-build homes must buy a full set of containers before residents move in: £96 per house, or £1,150 per 1,100-litre communal bin for blocks of flats."], errors: [{ code: "N1", at: "£96" }] },
    // A share the sentence gives for the thing the claim names, of the claim's whole; a discount is no deposit.
    { answer: "For a £2,800 booking, the deposit due on booking would be £560 [c1].", chunks: ["A deposit of 30% is payable on booking and the balance six weeks before the event. Registered charities receive a 20% discount, although not on Saturdays."], errors: [{ code: "N1", at: "£2,800" }, { code: "X1", at: "£560", expected: "£840" }] },
    { answer: "A charter on a Saturday costs £1,950 [c1].", chunks: ["Charters last a minimum of four hours and cost £1,950 Monday to Thursday or £2,650 Friday to Sunday and on bank holidays; extra hours are charged at £420 each."], errors: [{ code: "X1", at: "£1,950", expected: "£2,650" }] },
    { answer: "A charter on a Tuesday costs £2,650 [c1].", chunks: ["Charters last a minimum of four hours and cost £1,950 Monday to Thursday or £2,650 Friday to Sunday and on bank holidays; extra hours are charged at £420 each."], errors: [{ code: "X1", at: "£2,650", expected: "£1,950" }] },
    { answer: "2024年全区核发的1,326张餐饮类许可证中，有904张没有适用告知承诺制[c1]。", chunks: ["2024年全区共核发餐饮类食品经营许可证1,326张，其中适用告知承诺制的412张。"], errors: [{ code: "X1", at: "904张", expected: "412张" }] },
    // A split claim's share is of the part and whole its sentence gave before it (1200元 of 5000元), not of another pair the source gives (400元 of 2000元, 1000元 of 5000元).
    { answer: "最高一档是充5000元送1200元，相当于赠送比例达到了20%[c1]。", chunks: ["本店储值卡分为三档，充值1000元赠送150元，充值2000元赠送400元，充值5000元赠送1200元；单次充值不足1000元的不享受赠送。"], errors: [{ code: "N1", at: "20%" }] },
    // Of several pairs, the claim's figure and the next of its kind beside it ("£1,170 (full plans £780)").
    { answer: "For a single-storey extension of up to 40 m², the regularisation fee is £1,170, double the full plans charge [c1].", chunks: ["For example, a single-storey extension of up to 40 square metres costs £1,170 (full plans £780), a loft conversion with a floor area up to 50 square metres £1,290 (full plans £860), and removal of a load-bearing wall £540 (full plans £360)."], errors: [{ code: "X1", at: "double", expected: "1.5×" }] },
    // A multiple hedged earlier in its clause (约是…的3倍) is not worked out exactly.
    { answer: "3人平均为每分钟52个，约是团队之前眼动打字方案（每分钟17个）的3倍[c1]。", chunks: ["3名患者平均为每分钟52个汉字；作为对比，该团队此前采用的眼动打字方案平均仅为每分钟17个汉字。"], errors: [{ code: "N1", at: "3倍" }] },
    // …where the band's item gives the claim's other figure: £140 is the longer dinghies'.
    { answer: "Keeping a 4.2 m dinghy in the boat park costs £140 for the year [c1].", chunks: ["Boat park spaces cost £95 a year for a dinghy up to 4.6 m long and £140 for longer dinghies and catamarans."], errors: [{ code: "N1", at: "4.2 m" }] },
    { answer: "视力残疾一到五级的读者可以免押金办理光明读者卡[c1]。", chunks: ["本市户籍的视力残疾人（视力残疾一级至四级），可凭残疾人证免费办理光明读者卡，无需缴纳押金。"], errors: [{ code: "X1", at: "一到五级", expected: "一级至四级" }] },
    { answer: "Paying by termly instalments costs £9 more over the year than paying the £150 subscription in one go [c1].", chunks: ["The annual subscription is £150, or three termly instalments of £52; members receiving Universal Credit or Pension Credit pay £75 a year and full-time students £60."], errors: [{ code: "X1", at: "£9", expected: "£52" }] },
    // A bounded count is placed where its thing is: "20节课包" elsewhere does not hold "最少…20节".
    { answer: "一对二私教每人每节300元，但最少要一次性购买20节[c1]。", chunks: ["芷岸普拉提工作室（天河店）私教课程购买及退课须知（2026年版）：器械私教一对一课程单节原价480元，购买课包享受优惠：20节课包售价8400元，40节课包售价15200元，60节课包售价21000元。一对二私教按每人每节300元计价，最少购买10节。20节课包有效期为6个月，40节为10个月，60节为14个月，均自首次上课之日起计算；课包到期后剩余课时作废，但可在到期前申请延期一次，延期最长30天，收取手续费200元。孕期会员凭医院证明可暂停课包，暂停期不计入有效期，最长暂停12个月。课程须至少提前12小时预约或取消，未满12小时取消或迟到超过15分钟的，视为已上课并扣除1节。申请退课的，已上课时按单节原价480元计算扣除，剩余款项扣除10%的手续费后退还；课包有效期剩余不足30天的不予退课。课包可转让一次，受让人须为新会员，转让费300元。首席教练林若晗仅接受60节课包学员的预约。新会员体验课每人限一次，价格99元，体验后24小时内购买课包可抵扣99元。"], errors: [{ code: "X1", at: "20节", expected: "10节" }] },
    // 册 counts volumes: 6册 is no 6张.
    { answer: "持卡人一次能借6册盲文图书[c1]。", chunks: ["持卡人可借阅盲文图书和有声读物，每次最多借盲文图书4册、有声读物光盘6张，借期60天。"], errors: [{ code: "X1", at: "6册", expected: "4册" }] },
    // The rival's sentence says the claim's thing ("price up front … secure materials"), the holder's ("25% of a job's cost") little of it.
    { answer: "Mallory typically asked customers to pay a quarter of the price up front, saying it was to secure materials [c1].", chunks: ["Between March 2022 and August 2024 he took payments from 14 households in Gloucestershire and Worcestershire, often asking for half the price up front to 'secure materials'. Officer Karen Whitlow advised homeowners never to pay more than 25% of a job's cost before work starts, to ask for a written contract with a fixed schedule."], errors: [{ code: "X1", at: "a quarter", expected: "half" }] },
    // (An age in years is no length of time.)
    { answer: "20年前20岁是高龄[c1]。", chunks: ["到65岁，以前65是老年，20年前的高龄是65岁，现在65岁是中年"], errors: [{ code: "X1", at: "20岁" }] },
    { answer: "15 more units are let than a year ago [c1].", chunks: ["The 1980s-built centre has 86 retail units across 312,000 sq ft, of which 71 are currently let, up from 65 a year earlier."], errors: [{ code: "X1", at: "15" }] },
    { answer: "The bolts are tightened to 95 Nm (roughly 90 lb-ft) [c1].", chunks: ["The rear brake caliper mounting bolts are tightened to the specified 95 Nm."], errors: [{ code: "X1", at: "90 lb-ft" }] },
    { answer: "To be eligible you need to be 65 or older [c1].", chunks: ["The charity provides 14 almshouse flats on Mill Street for people aged 60 or over."], errors: [{ code: "X1", at: "65" }] },
    { answer: "如果离预产期还有20天时决定取消订单，已交的定金会全额退还[c1]。", chunks: ["预产期前30天以内取消订单的，定金不予退还；30天以前取消的，定金全额退还。"], errors: [{ code: "X1", at: "20天", expected: "30天" }] },
    { answer: "Revenue climbed 9% to £412m, helped by a 14% increase in new car sales [c1].", chunks: ["Revenue rose 9% to £412 million. New car sales fell 4% to 7,950 units, but used car sales rose 14% to 11,300, and aftersales contributed 41% of gross profit."], errors: [{ code: "X1", at: "14%" }] },
    { answer: "In Round 4, 27 of the 61 applications received were funded [c1].", chunks: [ROUND_FOUR], errors: [{ code: "X1", at: "4", expected: "3" }] },
    { answer: "在价格上，金牌月嫂每个周期比三星月嫂贵了整整2万元[c1]。", chunks: ["服务等级分为三档：三星月嫂每周期12800元，四星月嫂16800元，金牌月嫂22800元；双胞胎家庭在上述价格基础上加收30%。"], errors: [{ code: "X1", at: "2万元" }] },
    { answer: "Income exceeded spending by £27,300 over the year, and rather than using Mrs Ashby's £75,000 bequest for day-to-day costs, the trustees put it into the Major Repairs Fund [c1].", chunks: [ALMSHOUSE_ACCOUNTS], errors: [{ code: "X1", at: "£27,300" }] },
    { answer: "Round 4 has £350,000 to award [c1].", chunks: [ROUND_FOUR], errors: [{ code: "X1", at: "£350,000", expected: "£320,000" }] },
    // (路由器 holds no 由 of a figure's earlier time: the 24个月 is 500M's own.)
    { answer: "500M套餐的合约期为12个月[c1]。", chunks: [BROADBAND_PLANS], errors: [{ code: "X1", at: "12个月", expected: "24个月" }] },
    { answer: "如果14点按时开闸，洪峰大约下午6点到达沿河镇[c1]。", chunks: ["定于7月21日14时开启3号、4号溢洪道闸门泄洪。泄洪后下游清水河水位预计上涨1.2至2.5米，洪峰约在开闸3小时后到达沿河镇，约5小时后到达县城段。"], errors: [{ code: "N1", at: "下午6点" }] },
    { answer: "The standard week is 45 hours [c1].", chunks: ["Standard hours are 40 per week, Monday to Friday, 7:30 am to 4:00 pm."], errors: [{ code: "N1", at: "45 hours" }] },
    { answer: "离厂界最近的环境敏感点为下湾村，两者相距大约300米[c1]。", chunks: ["项目设置300米环境防护距离，范围内现有居民14户；距厂界最近的环境敏感点为下湾村，距离约620米。"], errors: [{ code: "X1", at: "300米", expected: "620米" }] },
    // A gap the claim says there is between the two ends of a move it gives, worked out wrong.
    { answer: "珠宝文玩类保证金由2万元上调到5万元，存量商家需要补缴的差额为2.5万元[c1]。", chunks: ["珠宝文玩类由2万元上调至5万元。存量商家须在2026年4月30日前补足差额。"], errors: [{ code: "X1", at: "2.5万元", expected: "3万元" }] },
    // "Past" after a verb of going on is beyond its figure, whose case the sentence gives another figure.
    { answer: "If a repair runs past 5 working days, Tarnwick sends you a replacement [c1].", chunks: ["Tarnwick aims to return devices within 5 working days, and if a repair takes longer than 10 working days it sends a replacement of the same model or a better one."], errors: [{ code: "X1", at: "5 working days", expected: "10 working days" }] },
    // A time someone is given to act in is the whole of it, no case within a longer limit.
    { answer: "You have 45 days from buying your Aven tablet to add Care+ [c1].", chunks: ["Tarnwick Care+ can be bought within 60 days of buying a new Aven tablet from Tarnwick or an authorised retailer."], errors: [{ code: "X1", at: "45 days", expected: "60 days" }] },
    // 最低 before the verb of paying sets the least, against a most the sentence sets there.
    { answer: "超出部分按申报价值进行赔偿，每件最低赔偿500元[c1]。", chunks: ["允许的库存差异率不超过万分之三；超出部分按商品入库时申报的价值赔偿，但单件赔偿金额不超过500元。"], errors: [{ code: "X1", at: "500元" }] },
    { answer: "Someone with 20 years' service would receive 40 weeks' pay [c1].", chunks: ["Enhanced redundancy pay is two weeks' actual gross pay for each complete year of service, with no cap on weekly pay, up to a maximum of 30 weeks."], errors: [{ code: "X1", at: "40 weeks" }] },
    { answer: "一个托盘位一个月的仓储费是60元[c1]。", chunks: ["标准托盘位每天1.8元，轻型货架位每天0.6元；库龄超过90天的商品，自第91天起仓储费上浮50%。"], errors: [{ code: "X1", at: "60元" }] },
    // The Chinese case the claim's bound opens (不满六个月的) has its own figure, whatever the sentence gives other cases; and 半个月 is half a month.
    { answer: "选择离职的话，在公司工作不满六个月的员工按一个月工资领取经济补偿[c1]。", chunks: ["一是转岗至常州工厂，并可在转岗后前6个月每月领取800元交通补贴；二是解除劳动合同，按在本公司工作年限每满一年支付一个月工资的标准给予经济补偿，另加发一个月工资作为代通知金，工作年限不满六个月的按半个月工资支付经济补偿。"], errors: [{ code: "X1", at: "一个月", expected: "半个月" }] },
    // 其中 goes on with the case of its whole, which the claim's bound names: the whole (318条) is no rival.
    { answer: "已有四十六条面积不足1平方千米的冰川彻底消失[c1]。", chunks: ["面积小于1平方千米的冰川共318条，占总数的77%，其中46条在2023年前已完全消失。"], errors: [{ code: "N1", at: "四十六条" }] },
    // A limit said once of two measures of one thing.
    { answer: "Pallets must weigh at least 1,000 kg [c1].", chunks: ["Pallets must not exceed 1.8 metres in height or 1,000 kg in weight, and every pallet must carry an SSCC label."], errors: [{ code: "X1", at: "1,000 kg" }] },
    { answer: "A £3,000 loan gets the 0.3 percentage point discount [c1].", chunks: ["Customers who have held a current account for at least six months receive a 0.3 percentage point rate discount, although this does not apply to loans under £5,000."], errors: [{ code: "X1", at: "£3,000" }] },
    { answer: "The decision came out on 20 January 2026, a little over eleven months after the council refused the application on 6 March 2025 [c1].", chunks: ["The appeal against the refusal by the council (refused 6 March 2025) is allowed. Decision date: 20 January 2026."], errors: [{ code: "N1", at: "eleven months" }] },
    { answer: "The rate works out at 173.4p per m³ [c1].", chunks: ["R is 52.4p per m³, V is 31.7p per m³, B is 44.9p per m³ and S is 38.2p per m³; Bv of 6.1p per m³ applies."], errors: [{ code: "N1", at: "173.4p" }] },
    { answer: "续租时租金涨幅不超过8%[c1]。", chunks: ["续租租金涨幅不超过原租金的5%。"], errors: [{ code: "X1", at: "8%", expected: "5%" }] },
    { answer: "海外收入尚足总收入的1%[c1]。", chunks: ["截至年末在海外共开设门店23家，海外收入尚不足总收入的1%。"], errors: [{ code: "X1", at: "1%", expected: "1%" }] },
    // A bound is held by a sum at its own figure only, and by no bound the other way as a part.
    { answer: "累计超过总价的5%[c1]。", chunks: ["因公司原因延误工期的，每延误一天按工程总价的千分之一向业主支付违约金，累计不超过总价的5%。"], errors: [{ code: "X1", at: "5%", expected: "5%" }] },
    // A rate added per mile is no amount off a price per mile.
    { answer: "Motorcycles are paid at 25p per mile [c1].", chunks: ["Car travel is reimbursed at 45p per mile and 25p per mile after that, plus 5p per mile for each passenger who is also a volunteer. Motorcycles are paid at 24p per mile and bicycles at 20p per mile."], errors: [{ code: "X1", at: "25p", expected: "24p" }] },
    { answer: "入住满2个月就可以享受违约金减半[c1]。", chunks: ["因工作调动至外省并能提供新单位劳动合同的，违约金减半，但入住未满3个月的不享受此项减免。"], errors: [{ code: "X1", at: "2个月", expected: "3个月" }] },
    { answer: "A return trip with a ski bag costs £100 [c1].", chunks: ["One ski bag costs £45 per one-way flight."], errors: [{ code: "N1", at: "£100" }] },
    { answer: "剩下的5890元最迟在出发前付清[c1]。", chunks: ["成人团费每人8990元。报名时须交付定金每人3000元，余款最迟于出发前20天付清。"], errors: [{ code: "N1", at: "5890元" }] },
    { answer: "38 of the 46 flights will leave at a new time [c1].", chunks: ["The work affects 46 of our flights: 8 will leave earlier, 31 will leave later and 7 are cancelled."], errors: [{ code: "N1", at: "38" }] },
    { answer: "标准版立减后只要2199元[c1]。", chunks: ["标准版售价2499元，Pro版3999元，首销期间购买Pro版立减300元，标准版不参与立减。"], errors: [{ code: "N1", at: "2199元" }] },
    { answer: "If you are booked for the 16 July evening show at Corran Hall, doors will open at 18:00 [c1][c2].", chunks: ["Doors open 60 minutes before the advertised start time and the foyer bars close 10 minutes before curtain-up.", "The opening show plays twice at Corran Hall, on 16 July (19:30) and 17 July (14:00)."], errors: [{ code: "X1", at: "18:00" }] },
    { answer: "The previous campaign had run nine days shorter [c1].", chunks: ["The Allingham factory began slicing on 16 September 2024 and finished on 7 February 2025, a campaign of 145 days, nine days shorter than the previous one."], errors: [{ code: "X1", at: "nine days", expected: "nine days" }] },
    // Words the sentence says of its own side name no comparand: the claim compares the lit sites, as the sentence does.
    { answer: "Sites lit with cool-white LEDs had 38% more bat activity than unlit sites [c1].", chunks: ["Bat activity at sites with cool-white LED lighting was 38% lower than at unlit control sites."], errors: [{ code: "X1", at: "38%" }] },
    { answer: "箱板纸毛利率从7.2%降到6.1%[c1]。", chunks: ["箱板纸销量86万吨，毛利率6.1%，较上年下降0.9个百分点。"], errors: [{ code: "X1", at: "7.2%" }] },
    { answer: "Oil averaged €3.62 per kg in week 6, four cents less than the previous week's €3.68 [c1].", chunks: ["In week 6, origin prices for extra virgin olive oil averaged €3.62 per kg, down 4 cents on week 5."], errors: [{ code: "N1", at: "€3.68" }] },
    { answer: "一级古树的保护范围至少8米，比其他古树的5米多出4米[c1]。", chunks: ["古树名木保护范围为树冠垂直投影外延5米，一级古树和名木不少于8米。"], errors: [{ code: "X1", at: "4米" }] },
    // An amount compared with "than" right after a level is how far that level stands above the other: 2025 raised £48,600 less £6,100, not plus.
    { answer: "In 2025 the festival raised £54,700 [c1].", chunks: ["The festival raised £48,600 for Kingsferry Hospice, £6,100 more than in 2025."], errors: [{ code: "X1", at: "£54,700" }] },
    { answer: "This year the hospice got £48,600, against £54,700 the year before [c1].", chunks: ["The festival raised £48,600 for Kingsferry Hospice, £6,100 more than in 2025."], errors: [{ code: "X1", at: "£54,700" }] },
    // The move's share of its start, beside the move's amount, worked out wrong.
    { answer: "The budget has grown by £72 million, an increase of 18% [c1].", chunks: ["The project budget has risen from £612 million at contract award in 2022 to £684 million."], errors: [{ code: "X1", at: "18%", expected: "11.76%" }] },
    { answer: "That is the £82 million by which the Kelderby tunnel's budget has grown since 2022 [c1].", chunks: ["The project budget has risen from £612 million at contract award in 2022 to £684 million, mainly because of steel and concrete price increases."], errors: [{ code: "N1", at: "£82 million" }] },
    { answer: "Agnes broke through at the end of the 2.4 km (about 2.5-mile) northbound bore on 27 February 2026, some five weeks behind schedule and 14 months after leaving the Marlowe Street portal [c1].", chunks: ["The tunnel boring machine Agnes, a 13.2 m diameter machine built by Herrenwald, completed the northbound bore on 27 February 2026, 14 months after it set off from the Marlowe Street portal and five weeks later than planned. The 2.4 km bore is lined with 1,430 concrete rings, each 1.7 m wide and made of seven segments plus a key."], errors: [{ code: "X1", at: "2.5-mile" }] },
    // 最高 right before a figure caps it, against a claim that says it is a minimum.
    { answer: "持社区证明的市民可以申请不少于300元的补助[c1]。", chunks: ["持社区证明的，可申请最高300元补助。"], errors: [{ code: "X1", at: "300元" }] },
    // A figure of a stretch that opens with another case than the one the claim opens with.
    { answer: "个人出租的，应当在签约后3个工作日内办理备案[c1]。", chunks: ["住房租赁企业出租房屋的，须自签订合同之日起3个工作日内办理备案；个人出租的，由出租人在签约后30日内办理。"], errors: [{ code: "N1", at: "3个工作日" }] },
    { answer: "For members, a weekend delivery would add £8 rather than £12 [c1].", chunks: ["Weekend delivery is available for an extra £12; evening delivery costs £15 extra. Members get 25% off delivery charges."], errors: [{ code: "X1", at: "£8", expected: "£12" }] },
    // A rival between other semicolons than the claim's other figure, as the claim gives them apart too.
    { answer: "Cancel before 2 pm the day before and it is free; after that there is a £30 fee [c1].", chunks: ["Cancellations made before 5 pm on the day before are free; later cancellations incur a £30 charge."], errors: [{ code: "X1", at: "2 pm", expected: "5 pm" }] },
    { answer: "Two extra guests at £40 each cost £90 [c1].", chunks: ["The room is £150 a night for two, and each additional guest costs £40."], errors: [{ code: "X1", at: "£90", expected: "£80" }] },
    { answer: "按客流增长25%推算，去年同期景区大约接待了6万人次[c1]。", chunks: ["今年春节假期景区共接待游客10万人次，较去年同期增长25%；其中外地游客占六成。"], errors: [{ code: "X1", at: "6万人" }] },
    // An age something lasts to is a limit of its own, no case of the sentence's age limit.
    { answer: "孤儿年满18岁后仍在读的，基本生活费可以继续领到24周岁[c1]。", chunks: ["保障对象年满18周岁后仍在全日制学校就读的，可继续发放至22周岁，但最迟不超过毕业当月。"], errors: [{ code: "X1", at: "24周岁" }] },
    // …not another figure, which is left unsupported (the split names no figure to rival it).
    { answer: "Graham Pryce would receive £25,000 [c1].", chunks: ["The Treasure Valuation Committee has valued the hoard at £58,000, which would be split equally between Mr Pryce and the landowners."], errors: [{ code: "N1", at: "£25,000" }] },
    // …where they make it (the other sum, not knowing whose side is whose without it, is left unsupported).
    { answer: "Adding up the five sets, Storm scored 112 points in the final and Kingsport 105 [c1].", chunks: ["The set scores were 22-25, 25-19, 21-25, 27-25, 15-11, and the match lasted two hours."], errors: [{ code: "X1", at: "112" }, { code: "N1", at: "105" }] },
    // The claim's amount of a move to a level the sentence moves to from another: the ends' gap (150元) rivals it.
    { answer: "机构集中养育的孤儿，新标准是每人每月2300元，较调整前上涨了250元[c1]。", chunks: ["自2026年1月1日起，机构集中养育孤儿基本生活费由每人每月2150元提高至2300元，社会散居孤儿和事实无人抚养儿童由每人每月1600元提高至1720元。"], errors: [{ code: "X1", at: "250元" }] },
    // The same in English, quoted in the claim's own scale (30p, not 0.3).
    { answer: "The fare is now £2.40, 50p more than before [c1].", chunks: ["The fare rose from £2.10 to £2.40 in March."], errors: [{ code: "X1", at: "50p" }] },
    // A Chinese list item's own figure rivals the claim's, which is another item's.
    { answer: "电动轮椅的最低使用年限是3年[c1]。", chunks: ["同一类辅助器具在最低使用年限内不重复补贴，其中助听器为5年、普通轮椅为3年、电动轮椅为6年、假肢为4年。"], errors: [{ code: "X1", at: "3年" }] },
    // …where it does.
    { answer: "With 25% extra time, a 1 hour 45 minute paper would last about 2 hours 30 minutes [c1].", chunks: ["Candidates with 25% extra time sit in Room B14. Key papers: English Literature Paper 1 (1 h 45 min); Maths Paper 1 (1 h 30 min)."], errors: [{ code: "X1", at: "2 hours 30 minutes" }] },
    // "no more than" is the bound's own denial, not one that turns it round: three days is a case of it.
    { answer: "A community group trading on three days a year pays no fee [c1].", chunks: ["Charities and community groups trading on no more than 4 days a year pay no fee but must still apply."], errors: [{ code: "N1", at: "three days" }] },
    // …while a limit of its own is rivalled.
    { answer: "Community groups can trade on no more than 3 days a year without a fee [c1].", chunks: ["Charities and community groups trading on no more than 4 days a year pay no fee but must still apply."], errors: [{ code: "X1", at: "3 days" }] },
    // …but a share just under a quarter is still under it.
    { answer: "Just under a quarter of pupils are eligible for free school meals [c1].", chunks: ["31% of pupils are eligible for free school meals."], errors: [{ code: "X1", at: "a quarter" }] },
    // …and R4's own sentence does, where the difference is wrong.
    { answer: "R4 Max的最远探测距离为300米，比R4多出150米[c1]。", chunks: ["R4采用905纳米激光器，等效线数192线，在10%反射率下最远探测距离为200米，每秒生成约230万个点。R4 Max改用1550纳米光纤激光器，等效线数提升至512线，10%反射率下探测距离达300米，点频约每秒610万点。"], errors: [{ code: "X1", at: "150米" }] },
    // …and another count of beds is not held.
    { answer: "物资储备库里有500张折叠床[c1]。", chunks: ["场所内设应急供水点2处、应急厕所24个、医疗救护点1个及物资储备库1间，储备库存放折叠床300张、棉被600条、饮用水2000箱。"], errors: [{ code: "X1", at: "500张" }] },
    // …and a figure outside the list is no age it gives.
    { answer: "Your 15-year-old can join on the Youth plan [c1].", chunks: ["Membership is open to anyone aged 18 or over; 16- and 17-year-olds may join on the Youth plan but must be accompanied at every visit by a parent or guardian who is also a member."], errors: [{ code: "X1", at: "15-year" }] },
    // …and not 75公顷.
    { answer: "约860亩（约75公顷）的项目用地还要通过招拍挂取得[c1]。", chunks: ["公司提示，项目用地约860亩需通过招拍挂程序取得，项目环评批复亦尚未取得。"], errors: [{ code: "X1", at: "75公顷" }] },
    // …and not ten times a price the claim does not give: ten of a £5 monthly freeze are no Premium price.
    { answer: "Premium costs £50 a month [c1].", chunks: ["Premium: £49 a month. Freezes: up to 2 months a year at £5 a month. Annual prepayment: pay 12 months upfront for the price of 10."], errors: [{ code: "X1", at: "£50" }] },
    // Figures offered as choices sum to nothing: '1-, 3- or 5-minute' makes no 4-minute default.
    { answer: "Clips are saved in 1-, 3- or 5-minute segments (default 4 minutes) [c1].", chunks: ["Clips are saved in 1-, 3- or 5-minute segments (default 3 minutes)."], errors: [{ code: "X1", at: "4 minutes" }] },
    // A rate charged past an allowance, times the claim's whole measure, charges the allowance too: 50 miles past 30 at £1.40 is £28, not £70.
    { answer: "For a move 50 miles from the depot the mileage charge would be £70 [c1].", chunks: ["Time is charged from when the crew leaves the depot until it returns, and journeys of more than 30 miles from the depot are charged an extra £1.40 per mile beyond the 30th mile."], errors: [{ code: "N1", at: "50 miles" }, { code: "X1", at: "£70", expected: "£28" }] },
    // Each of a count of payments the claim gives, of a total the sentence gives with that count, worked out otherwise: three of £540 are £180 each.
    { answer: "The season pass is £540 for the year, which you can spread across three termly payments of £160 [c1].", chunks: ["A season pass costs £540 a year, payable in three termly instalments of £180; concessions pay £270."], errors: [{ code: "X1", at: "£160", expected: "£180" }] },
    // …while the figures swapped between the two riders are still another's.
    { answer: "Price finished on 71.6 to Luc Bernard's 74.2 [c1].", chunks: ["Wales's Megan Price won the dressage final, finishing on her first-round score of 74.2; she was the only one of the 31 riders to score above 70 in both rounds. France's Luc Bernard, who led after the first round on 72.8, lost 1.5 marks in the freestyle to finish second on 71.6."], errors: [{ code: "X1", at: "74.2", expected: "71.6" }] },
    // …but not a result the share does not make.
    { answer: "Revenue rose to £57m [c1].", chunks: ["Revenue rose 12% from £50m last year, and the dividend was held at 4p."], errors: [{ code: "X1", at: "£57m", expected: "£50m" }] },
    // …but not a sum the team's tally does not make.
    { answer: "浙江队的奖牌总数为9枚[c1]。", chunks: ["东道主江苏队以6金2银3铜位列奖牌榜首位，广东队以4金3银1铜居次，浙江队获3金5银2铜排名第三。"], errors: [{ code: "N1", at: "9枚" }] },
    // …which an exact share in words is not.
    { answer: "餐饮收入占五分之一[c1]。", chunks: ["收入构成中，门票收入占营业收入的62%，餐饮收入占24%，其余为停车等收入。"], errors: [{ code: "X1", at: "五分之一", expected: "24%" }] },
    // A share is worked out from what the evidence gives: 7万台 is no case the claim sets, which would make 四成 its own working.
    { answer: "长续航版大约占四成，也就是7万台出头[c1]。", chunks: ["新品10月10日起正式发货，首批备货18万台，其中约六成为长续航版。"], errors: [{ code: "X1", at: "四成", expected: "六成" }, { code: "N1", at: "7万台" }] },
    // A time after an event is no time the sentence says comes before another.
    { answer: "You have 14 days after collecting an item to complain [c1].", chunks: ["Items not collected within 90 days may be donated to charity after a written reminder sent at least 14 days beforehand. Complaints must be made within 7 days of collection."], errors: [{ code: "X1", at: "14 days", expected: "7 days" }] },
    // An amount per thing the claim says it works out from a total and a count of those things, both of which the sentence gives, worked out otherwise (£96,400 over 212 is £454.72).
    { answer: "The council paid out £96,400 across 212 successful claims, which works out at about £620 per claim [c1].", chunks: ["Claims fell, and the council paid compensation in 212 cases, totalling £96,400."], errors: [{ code: "X1", at: "£620", expected: "£454.72" }] },
    // A part the claim gives 'of that' whole, where the sentence gives the part's share of it instead (58% of £86,300 is £50,054).
    { answer: "The Union handed out £86,300 across 142 groups, and sports clubs received about £36,200 of that [c1].", chunks: ["In 2025/26 the Union distributed £86,300 to 142 groups, with sports clubs receiving 58% of the total."], errors: [{ code: "X1", at: "£36,200", expected: "£50,054" }] },
    // 最高 a few words before the figure names a limit, which the sentence's exact figures under it do not hold: 最高不超过5倍.
    { answer: "之后每满12期再加1倍，最高可以加到6倍[c1]。", chunks: ["自第25期起中签倍率由1倍提高到2倍，此后每再满12期增加1倍，最高不超过5倍。"], errors: [{ code: "X1", at: "6倍", expected: "1倍" }] },
    // …another share of them is rivalled.
    { answer: "About half of the temporary patches failed within six months [c1].", chunks: ["The committee criticised temporary patches, which made up 27% of repairs and of which about a third failed within six months."], errors: [{ code: "X1", at: "half", expected: "27%" }] },
    // …a range with another end is not.
    { answer: "个人违规野外用火但没有造成损失的，会被处500元至3000元罚款[c1]。", chunks: ["违反规定野外用火、尚未造成损失的，对个人处200元以上3000元以下罚款，对单位处1万元以上5万元以下罚款。"], errors: [{ code: "X1", at: "500元至3000元", expected: "200元" }] },
    // …another limit is rivalled.
    { answer: "The spa shouldn't be used when the air is below 6°C [c1].", chunks: ["The spa is not designed for use when the air temperature is below 4°C; if frost is forecast, drain it fully."], errors: [{ code: "X1", at: "6°C", expected: "4°C" }] },
    // …and another price per person is rivalled by it.
    { answer: "Laser tag costs £20 per person for a two-hour session [c1].", chunks: ["Laser tag is open to ages 7 and over and costs £18 per player for a 2-hour session. Smoke grenades cost £4 each."], errors: [{ code: "X1", at: "£20", expected: "£18" }] },
    // …and a count of rounds the sentence does not give is no figure of it.
    { answer: "他三轮打出281杆，最后一轮打出70杆[c1]。", chunks: ["业余球员凌一帆四轮打出281杆，最后一轮打出70杆。"], errors: [{ code: "X1", at: "三轮", expected: "四轮" }] },
    // …and a margin the two figures do not make is the source's to give.
    { answer: "Filled to the upper line, the tub holds 930 litres, and the level shouldn't drop below 780 litres, which leaves a 180-litre margin [c1].", chunks: ["The Lagoon 6 holds 930 litres when filled to the upper fill line; never fill above this line or let the level fall below the lower line at 780 litres."], errors: [{ code: "X1", at: "180-litre", expected: "780 litres" }] },
    // …worked out wrong, it is a figure the source does not give.
    { answer: "Reactive repairs cost £2.73 million, which left about £270,000 of the £2.9 million budget unspent [c1].", chunks: ["Total spending on reactive repairs was £2.73 million, within a budget of £2.9 million."], errors: [{ code: "X1", at: "£270,000", expected: "£2.73 million" }] },
    // …where it ended, otherwise than the sentence says, is rivalled.
    { answer: "Operating profit climbed £2.6 million to £19.2 million, on turnover of £612 million [c1].", chunks: ["Vale Dairy has reported turnover of £612 million for the year to 31 March 2026, up 7.4% from £570 million. Operating profit rose to £18.2 million from £15.6 million."], errors: [{ code: "X1", at: "£19.2 million", expected: "£18.2 million" }, { code: "X1", at: "£612 million", expected: "£18.2 million" }] },
    // …another share of it is no figure of the source.
    { answer: "新能源指标不用摇号，按申请先后轮候，其中约1.5万个会优先配置给以家庭名义申请的人[c1]。", chunks: ["今年全市小客车增量指标总额为8万个，其中普通指标5万个、新能源指标3万个。新能源指标不摇号，实行轮候配置，按申请时间先后排序，其中40%优先配置给以家庭为单位的申请者。"], errors: [{ code: "X1", at: "1.5万个", expected: "5万个" }] },
    // …the reach itself, given otherwise, is rivalled.
    { answer: "防火期内，禁火范围覆盖林缘外300米以内[c1]。", chunks: ["防火期内，在林地及距林缘500米范围内禁止一切野外用火，包括烧荒、焚烧秸秆、野炊烧烤等。"], errors: [{ code: "N1", at: "300米" }] },
    // …a count that is neither is rivalled.
    { answer: "Only four of the park's five staff trained to use firearms were up to date with refresher training [c1].", chunks: ["Two of the park's five firearms-trained staff had not completed refresher training, which must now be done within three months."], errors: [{ code: "X1", at: "four", expected: "Two" }] },
    // What the claim likens its item to ('the same as for an umbrella') names no item of its figure: the wallet's figure is £15.
    { answer: "Reclaiming a wallet costs £5, the same as for an umbrella [c1].", chunks: ["Collection fees depend on the item: £5 for umbrellas, clothing and books; £15 for bags, wallets and purses; and £25 for laptops, tablets, phones and cameras."], errors: [{ code: "X1", at: "£5", expected: "£15" }] },
    // …which the score belies.
    { answer: "Ravensport Wolves took the trophy with a six-point win, 84-79, over Calder Falcons [c1].", chunks: ["Ravensport Wolves beat Calder Falcons 84-79 in the Trophy final."], errors: [{ code: "X1", at: "six", expected: "5" }] },
    // …not where they make another.
    { answer: "有保护层的电极运行了3200小时，是未加保护层对照电极（约140小时）的30多倍[c1]。", chunks: ["有保护层的电极在海水中连续运行了3200小时，未加保护层的对照电极约140小时后即失效。"], errors: [{ code: "N1", at: "30多倍" }] },
    // A figure the claim says was raised to, which the sentence says was kept there (维持在), is X1, quoted with the words that keep it.
    { answer: "公司已将全年收入增速指引上调至12%至15%[c1]。", chunks: ["首席财务官表示，受版号节奏影响，全年收入增速指引维持在12%至15%。"], errors: [{ code: "X1", at: "12%至15%", expected: "维持在 12%至15%" }] },
    // Two things weighed by a ratio (笔试和面试…按6:4): each share named in the claim's clause is the ratio's, and swapped it is X1.
    { answer: "总成绩里，笔试占四成，面试占六成[c1]。", chunks: ["按笔试成绩从高到低以1:1.2的比例确定面试人选，笔试和面试成绩按6:4合成总成绩。"], errors: [{ code: "X1", at: "四成", expected: "60%" }, { code: "X1", at: "六成", expected: "40%" }] },
    // A temperature restated after 'which is' in another scale, converted wrong (24 °C is 75.2 °F): scales start apart, so no ratio converts them.
    { answer: "On the lowest setting it sits at about 24 °C, which is roughly 85 °F [c1].", chunks: ["On setting 9 each zone reaches about 42 °C and on setting 1 about 24 °C."], errors: [{ code: "X1", at: "85 °F", expected: "75.2 °F" }] },
    // Another uptake is still the uptake's rival.
    { answer: "Cervical screening uptake of 84% beat the 80% national target [c1].", chunks: ["Cervical screening uptake was 81%, above the 80% national target, and the practice was the only one in the area to meet it."], errors: [{ code: "X1", at: "84%", expected: "81%" }] },
    // …a total the parts do not make is the fine's rival.
    { answer: "Pryce Holdings owes £49,500 in fine and costs [c1].", chunks: ["Pryce Holdings Ltd was fined £42,000 and ordered to pay £7,150 costs after its director admitted instructing the work."], errors: [{ code: "X1", at: "£49,500", expected: "£42,000" }] },
    // A total the product does not make.
    { answer: "It is a king-size underblanket of 150 × 200 cm and it draws 140 W in total [c1].", chunks: ["The EB-220 is a king-size underblanket (150 × 200 cm) with two heated zones. Rated power is 2 × 60 W at 230 V."], errors: [{ code: "N1", at: "140 W" }] },
    // …a count the run does not make is unsupported, not rivalled by the session's length.
    { answer: "助浴点每周开放六天[c1]。", chunks: ["二、服务时间：每周二至周六9:00—11:30、14:00—17:00，每次服务约40分钟，须至少提前1天预约。"], errors: [{ code: "N1", at: "六天" }] },
    // A scale (满分) is rivalled only by a sentence that speaks of a scale: 加10分 is a bonus.
    { answer: "笔试每科满分100分[c1]。", chunks: ["聘期满3年后报考本省硕士研究生的，初试总分加10分。"], errors: [{ code: "N1", at: "100" }] },
    // …which a sentence of a scale is.
    { answer: "笔试每科满分100分[c1]。", chunks: ["笔试科目为教育综合知识和学科专业知识，每科满分150分。"], errors: [{ code: "X1", at: "100", expected: "150" }] },
    // A share set off after a part, of the one larger figure of its kind, worked out wrong: £9.5m of £56m is 17%.
    { answer: "The plant cost £56m, of which £9.5m, roughly a quarter, came from government grants [c1].", chunks: ["The plant opened in 2017 with a £56m investment that included £9.5m in government grants."], errors: [{ code: "X1", at: "a quarter", expected: "17%" }] },
    // A move in percent its own start and result belie: 412 to 170 is a fall of 58.7%.
    { answer: "Output dropped by about 40% between 2024 and 2025, from 412 blades to 170 [c1].", chunks: ["The plant made 412 blades in 2024 but only 170 in 2025, after a 38% fall in orders."], errors: [{ code: "X1", at: "40%", expected: "58.7%" }] },
    // A case on one side of a bound said as the other band's case is: the band's bound rivals it.
    { answer: "如果损失6000元，可以由保险公司在线定损[c1]。", chunks: ["损失金额在5000元以下的，由保险公司在线定损，3个工作日内赔付到账；损失超过5000元或涉及三辆及以上车辆的，须到东湖路128号或长塘路9号快处快赔服务中心现场处理。"], errors: [{ code: "X1", at: "6000元", expected: "5000元" }] },
    { answer: "If you cancel seven weeks before departure, you only lose the booking deposit [c1].", chunks: ["If you cancel more than 8 weeks before departure you forfeit only the 25% booking deposit; within 8 weeks the full hire charge is payable unless the boat can be re-let."], errors: [{ code: "X1", at: "seven weeks", expected: "8 weeks" }] },
    // An area the lengths do not span.
    { answer: "每个摊位的面积是4平方米（2米×1.5米）[c1]。", chunks: ["每个摊位2米×1.5米。"], errors: [{ code: "N1", at: "4平方米" }] },
    // A range whose lower end the sentence does not give as a limit.
    { answer: "Choose a spot that stays between 5°C and 40°C all year [c1].", chunks: ["Do not install the unit where the temperature may fall below 2°C or rise above 40°C."], errors: [{ code: "N1", at: "5°C and 40°C" }] },
    // …and a word a paraphrase adds at will (一共) does not set the figure among words the sentence lacks.
    { answer: "上海站从3月6日演到3月22日，一共24场[c1]。", chunks: ["首轮巡演覆盖6座城市共48场：上海站3月6日至22日共20场，之后依次为杭州、南京、武汉、成都，收官站为深圳站（8场）。"], errors: [{ code: "X1", at: "24场" }] },
    // A gap between two figures the claim gives and a sentence gives too, worked out wrong.
    { answer: "The finish rate was 58%, 23 points lower than last year's 71% [c1].", chunks: ["The finish rate was 58%, down from 71% last year."], errors: [{ code: "X1", at: "23", expected: "13" }] },
    { answer: "今年100公里组的完赛率为58%，比去年的71%低了约23个百分点[c1]。", chunks: ["受凌晨降雨影响，100公里组完赛率为58%，低于去年的71%。"], errors: [{ code: "X1", at: "23个百分点", expected: "13个百分点" }] },
    // A price a year and one a month are no levels a gap lies between: the saving is unsupported, not worked out wrong.
    { answer: "Paying $69 a year rather than $6.99 monthly saves you $14.88 [c1].", chunks: ["Personal plan: $6.99 per month or $69 per year."], errors: [{ code: "N1", at: "$14.88" }] },
    // 个 counts things, never occasions: 两次 is no 三个组别.
    { answer: "她此前曾两次在这项赛事中获得女子组亚军[c1]。", chunks: ["本届赛事设100公里、50公里和25公里三个组别，共有2860名选手参赛。"], errors: [{ code: "N1", at: "两次" }] },
    // A figure of things of the same kind is rivalled.
    { answer: "本届赛事设四个组别[c1]。", chunks: ["本届赛事设100公里、50公里和25公里三个组别，共有2860名选手参赛。"], errors: [{ code: "X1", at: "四个", expected: "三个" }] },
    // A prize the claim gives of a place the sentence does not give (第八名) is of that place, not the champion's.
    { answer: "100公里组前八名都有奖金，其中第八名的奖金为2000元[c1]。", chunks: ["100公里组冠军奖金3万元，前八名均有奖金。"], errors: [{ code: "N1", at: "第八名" }, { code: "N1", at: "2000元" }] },
    // The champion's own is rivalled.
    { answer: "100公里组冠军的奖金为2万元[c1]。", chunks: ["100公里组冠军奖金3万元，前八名均有奖金。"], errors: [{ code: "X1", at: "2万元", expected: "3万元" }] },
    // Under is the other side of the condition's 'over'.
    { answer: "A car and caravan weighing under 3.5 tonnes can cross in August without a permit [c1].", chunks: ["Vehicles over 3.5 tonnes, caravans and towed trailers may not cross between 1 June and 31 August without a permit from the harbour office."], errors: [{ code: "X1", at: "3.5 tonnes", expected: "3.5 tonnes" }] },
    // The whole is the revenue the chunk gives.
    { answer: "Aerodrome charges and car parking together accounted for £33.8 million of the £51.7 million revenue [c1].", chunks: ["Revenue rose 11% to £48.7 million. Aerodrome charges contributed £19.2 million of revenue and car parking £14.6 million."], errors: [{ code: "X1", at: "£51.7 million", expected: "£48.7 million" }] },
    // Another score.
    { answer: "Wrobel was 11-8 down at the end of the second period [c1].", chunks: ["Wrobel beat Ardley 15-12, having trailed 9-11 at the end of the second period."], errors: [{ code: "X1", at: "8", expected: "9-11" }] },
    // 'Two of them' is a part of the claim's own 97, which is no rival of it: unsupported, not contradicted.
    { answer: "Between 2021 and 2025 there were 97 injury collisions on the affected streets, 11 of them involving serious injuries and two of them fatal [c1].", chunks: ["Council figures show there were 97 collisions causing injury on the affected streets between 2021 and 2025, including 11 in which someone was seriously hurt."], errors: [{ code: "N1", at: "two" }] },
    // A gap worked out wrong.
    { answer: "Carrowfield carried 2.64 million passengers, 330,000 more than its previous peak [c1].", chunks: ["Carrowfield Airport handled a record 2.64 million passengers in the year, surpassing the previous peak of 2.41 million set in 2019."], errors: [{ code: "X1", at: "330,000", expected: "2.41 million" }] },
    // A move of another size, to a level the sentence moves to: the gap between its ends rivals it.
    { answer: "Pre-tax profit rose by £4.4 million to £6.3 million [c1].", chunks: ["Revenue rose 11% to £48.7 million, while pre-tax profit more than doubled from £2.9 million to £6.3 million."], errors: [{ code: "X1", at: "£4.4 million", expected: "£3.4 million" }] },
    // The 100% is the 12-month case's, not that of six years.
    { answer: "A home that has been empty for six years attracts a 100% premium [c1].", chunks: ["Once a home has been empty for 12 months a 100% premium is charged, and for homes empty for 5 years or more the premium rises to 200%."], errors: [{ code: "X1", at: "six years", expected: "12 months"}]},
    // The first three cost £38.
    { answer: "Having five items collected would cost £58: £40 for the first three plus £9 each for the other two [c1].", chunks: ["A standard collection of up to three items costs £38, and each additional item costs £9, up to a maximum of ten items per collection."], errors: [{ code: "N1", at: "five"}, { code: "X1", at: "£58"}, { code: "X1", at: "£40", expected: "£38"}, { code: "N1", at: "three"}, { code: "N1", at: "two"}]},
    // 4387 of 6412 is 68.4%, not under six in ten.
    { answer: "现有户籍人口6412人，上届登记选民4387人，登记选民占户籍人口的比例不到六成[c1]。", chunks: ["本社区现有户籍人口6412人，上届选举登记选民4387人。"], errors: [{ code: "X1", at: "六成", expected: "68.4%"}]},
    // A cap a year is no cap a month.
    { answer: "质子重离子治疗每月最高能赔付50万元[c1]。", chunks: ["（三）质子重离子治疗费用，年度最高50万元。"], errors: [{ code: "N1", at: "50万元"}]},
    // A distance a second is a speed: the 31 km is the altitude, the speed 14 km a second.
    { answer: "The object hit the atmosphere at roughly 31 km per second [c1].", chunks: ["Researchers calculated that the object entered the atmosphere at about 14 km per second and broke apart at an altitude of 31 km."], errors: [{ code: "X1", at: "31 km", expected: "14 km"}]},
    { answer: "Lorries may only enter between 10 pm and 6 am, a window of 16 hours a day [c1].", chunks: ["Lorries may enter only between 22:00 and 06:00."], errors: [{ code: "N1", at: "16 hours"}]},
    // The 20% mix's 37.9 MPa, with a value of its own between: the 10% mix reached 40.6.
    { answer: "The 10% mix reached 37.9 MPa [c1].", chunks: ["The 10% mix reached 40.6 MPa, the 20% mix 37.9 MPa."], errors: [{ code: "X1", at: "37.9 MPa", expected: "40.6 MPa"}]},
    // Air 4's single charge is the 8 hours of its own stretch.
    { answer: "Air 4关掉降噪时单次续航7小时[c1]。", chunks: ["声澜科技发布新一代耳机。续航方面，Air 4 Pro关闭降噪时单次续航7小时，开启降噪后为5.5小时，配合充电盒总续航36小时；Air 4单次续航8小时，总续航40小时。"], errors: [{ code: "X1", at: "7小时", expected: "8小时"}]},
    // A part of a period pays nothing: 30 hours is not £62.50.
    { answer: "If your departure were delayed by 30 hours, you would receive £62.50 [c1].", chunks: ["Delayed departure pays £25 for each full 12 hours of delay, up to £250."], errors: [{ code: "X1", at: "30 hours"}, { code: "N1", at: "£62.50"}]},
    // The company's growth is 7.2%; 21.6% is the digital instruments'.
    { answer: "营收31.6亿元，同比增长21.6%[c1]。", chunks: ["报告期内，公司实现营业收入31.6亿元，同比增长7.2%；归属于上市公司股东的净利润2.84亿元，同比下降4.5%。分产品看，钢琴业务收入18.9亿元，占总营收的59.8%；数码乐器收入7.3亿元，同比增长21.6%，是增速最快的板块。"], errors: [{ code: "X1", at: "21.6%", expected: "7.2%"}]},
    // 75% is the hospital case's, not 特药's.
    { answer: "特药责任按75%赔付[c1]。", chunks: ["四、保障责任：（一）住院医疗费用，年度免赔额1.5万元，超出部分按75%赔付，年度最高100万元；（二）特定高额药品费用，不设免赔额，按70%赔付，年度最高100万元。"], errors: [{ code: "X1", at: "75%", expected: "70%"}]},
    // 12道 counts dishes, not the 12人 a table seats.
    { answer: "每桌最多可坐12人[c1]。", chunks: ["喜悦套餐每桌3688元，含冷菜8道、热菜12道。所有套餐均须10桌起订，每桌限坐10人。"], errors: [{ code: "X1", at: "12人", expected: "10人"}]},
    // Before is not later.
    { answer: "Jenny Halstead found the first piece two days before the fireball [c1].", chunks: ["A fireball lit up the sky on Tuesday 14 October 2025. Local farmer Jenny Halstead found the first fragment two days later."], errors: [{ code: "N1", at: "two days"}]},
    // A maximum of ten holds five: not in conflict, only not stated exactly.
    { answer: "You can have five items collected [c1].", chunks: ["Each collection is limited to a maximum of ten items."], errors: [{ code: "N1", at: "five"}]},
    // A minimum of eight does not hold six.
    { answer: "A party for six children can be booked [c1].", chunks: ["Children's parties cost £14.95 per child, with a minimum of eight children."], errors: [{ code: "X1", at: "six"}]},
    // £38 and two more at £9 is £56, not £58.
    { answer: "Five items would cost £58 [c1].", chunks: ["A standard collection of up to three items costs £38, and each additional item costs £9."], errors: [{ code: "N1", at: "Five"}, { code: "X1", at: "£58"}]},
    // A time "slower" rose; an improvement of a time is less of it.
    { answer: "Its average response time was 9 minutes 41 seconds, an improvement of 22 seconds on 2022 [c1].", chunks: ["Its average response time to primary fires was 9 minutes 41 seconds, 22 seconds slower than in 2022."], errors: [{ code: "X1", at: "22 seconds"}]},
    { answer: "His ranking-round total of 662 beat the old championship record of 655 [c1].", chunks: ["He shot 662 out of a possible 720 in the ranking round, a championship record that beat the previous best by three points."], errors: [{ code: "X1", at: "655"}]},
    // A number joined to a word ("7-seaters") names an item of the list after a figure.
    { answer: "You add £3 for 7-seaters [c1].", chunks: ["Prices are for small cars; add £3 for large cars and estates, and £6 for SUVs, 7-seaters and vans."], errors: [{ code: "X1", at: "£3", expected: "£6"}]},
    { answer: "江苏队以5分38秒41夺冠，亚军山东队的成绩约为5分41秒27[c1]。", chunks: ["压轴进行的男子八人单桨有舵手决赛中，江苏队以5分38秒41夺冠，领先第二名山东队1.86秒，浙江队获得铜牌。"], errors: [{ code: "N1", at: "5分41秒27"}]},
    { answer: "The fund was worth about £40,000 [c1].", chunks: ["The charity received £9,000, or 30% of the fund."], errors: [{ code: "N1", at: "£40,000"}]},
    { answer: "Two-thirds of cases were diagnosed in the three months from June to September [c1].", chunks: ["Two-thirds of cases were diagnosed between June and September."], errors: [{ code: "N1", at: "three months"}]},
    { answer: "Entries dropped to 184 archers from 217 in 2025 [c1].", chunks: ["The championships attracted 184 archers from 11 counties, 23 fewer than in 2025."], errors: [{ code: "X1", at: "217"}]},
    { answer: "The service has 699 firefighters, 486 wholetime and the remainder on call [c1].", chunks: ["The service, which has 23 fire stations, 486 wholetime firefighters and 212 on-call firefighters, attended 9,874 incidents."], errors: [{ code: "X1", at: "699"}]},
    { answer: "Each individual champion took home £1,200 [c1].", chunks: ["Prize money totalled £3,600, split equally between the four individual champions; no prize money was paid to runners-up."], errors: [{ code: "N1", at: "£1,200"}]},
    { answer: "If the ships are late, total penalties cannot exceed roughly £14.6 million [c1].", chunks: ["Calder & Wrey Shipbuilders has won a £146 million contract to build two ferries. The contract includes a penalty of £25,000 for each day of late delivery, capped at 5% of the contract value."], errors: [{ code: "X1", at: "£14.6 million"}]},
    { answer: "It charges in 14 hours in the travel case [c1].", chunks: ["A full charge takes 14 hours on the supplied inductive stand, or 16 hours in the USB-C travel case."], errors: [{ code: "X1", at: "14 hours", expected: "16 hours"}]},
    { answer: "For two adults and two children, separate returns would cost £15 [c1].", chunks: ["Fares: adult single £3.50, adult return £6; child (3–15) single £2, return £3.50. A family return (2 adults and up to 3 children) costs £16."], errors: [{ code: "X1", at: "£15"}]},
    // The only age of the chunk bound the claim's way rivals it.
    { answer: "A senior day rover is available to passengers aged 60 and over [c1].", chunks: ["Fares: adult day rover £18, child (5–15) £9, under-5s free, senior (65+) £16."], errors: [{ code: "X1", at: "60", expected: "65"}]},
    // A figure on the side of a bound another aligned sentence gives, saying more of the claim, is rivalled by no other's figure.
    { answer: "There was no barebow event because only five archers signed up [c1].", chunks: ["The championships attracted 184 archers from 11 counties. There was no barebow competition this year because fewer than eight archers entered."], errors: [{ code: "N1", at: "five"}]},
    // "A weekly cap of £600" is £600 a week.
    { answer: "You can spend up to £150 in a single transaction on the fuel card, with a weekly cap of £600 [c1].", chunks: ["The fuel card limit is £150 per transaction and £600 per calendar month, and receipts must be uploaded within 3 working days."], errors: [{ code: "X1", at: "£600"}]},
    // …and converted wrong, where the source gives the first.
    { answer: "The dealer cut each car's mileage by 58,000 miles, or roughly 72,000 km [c1].", chunks: ["Pollitt reduced their displayed readings by an average of 58,000 miles."], errors: [{ code: "X1", at: "72,000 km", expected: "93,341.95 km" }] },
    // A price is not held by an amount another price was cheaper by, where the sentence gives the price.
    { answer: "如果想打印ABS，需要另外购买封闭罩，价格是299元[c1]。", chunks: ["Combo版售价5299元，比标准版加上单独购买换料系统的总价便宜299元。如需打印ABS，须另购封闭罩（售价399元）。"], errors: [{ code: "X1", at: "299元", expected: "399元" }] },
    // …and a wrong one is no total, and a saving listed after another that is wrong is not held.
    { answer: "For a grade 6 role on the hard-to-fill list, you'd receive £4,000 in total [c1].", chunks: ["Employees who refer a candidate who is then hired receive a bonus of £1,500 for roles in grades 1 to 4 and £3,000 for grades 5 and above; referrals for the hard-to-fill roles listed on the intranet each quarter earn an extra £500."], errors: [{ code: "X1", at: "£4,000" }] },
    { answer: "Positive random drug tests fell from 35% in 2023 to 22% [c1].", chunks: ["Drug testing found positive results in 22% of random tests, mainly for synthetic cannabinoids; the figure was 29% in 2023."], errors: [{ code: "X1", at: "35%" }] },
    { answer: "两款机器的可打印尺寸都约为35.6×25.6×26厘米[c1]。", chunks: ["两款机型均采用CoreXY结构，打印尺寸为256×256×260毫米。"], errors: [{ code: "X1", at: "35.6" }] },
    // A clause of time the claim opens on says when, not whose case its figure is: 28万吨 is the company's, not 8万吨 (the sum is unsaid).
    { answer: "等泰国基地二期投产后，公司年设计产能将由28万吨提升到33万吨[c1]。", chunks: ["截至2025年末，公司在山东临沂和泰国罗勇共拥有2个生产基地，年设计产能合计28万吨，其中泰国基地产能8万吨；泰国基地二期预计2026年三季度投产，新增产能5万吨。"], errors: [{ code: "N1", at: "33万吨" }] },
    { answer: "Counting the £25,000 grant as well as the share offer, the project has £347,000 in total [c1].", chunks: ["Residents have bought the village's only shop after raising £312,000 through a community share offer. The purchase price was £265,000, and the rest of the money raised will pay for a new refrigeration unit and a refit. A further £25,000 grant came from the Fellside Rural Trust."], errors: [{ code: "X1", at: "£347,000" }] },
    // 提前30日 counts days (not the 30th of a month), so it holds no 30日 of a deposit returned within 7日.
    { answer: "租期届满且房屋无损坏的，甲方应在30日内退还押金[c1]。", chunks: ["租期届满无损坏的，甲方应于7日内无息退还押金。任何一方提前解约，须提前30日通知并支付一个月租金作为违约金。"], errors: [{ code: "X1", at: "30日", expected: "7日" }] },
    { answer: "Of the hostel's 46 beds, 40 are in its four dormitories [c1].", chunks: ["The hostel has 46 beds: four 8-bed dormitories, two 4-bed family rooms and three twin rooms."], errors: [{ code: "X1", at: "40", expected: "46" }] },
    // "More than half (52%)" gives the figure itself, which the bound was a hedge of.
    { answer: "More than 52% of members agreed [c1].", chunks: ["More than half of members (52%) agreed with the proposal."], errors: [{ code: "X1", at: "52%", expected: "52%" }] },
    // A rest of the whole said with the part's own word is that part's figure, not the rest's.
    { answer: "Roughly 740 of Hollinbrook's 1,120 employees work part-time [c1].", chunks: ["Hollinbrook employs 1,120 people, about 380 of them part-time."], errors: [{ code: "X1", at: "740" }, { code: "X1", at: "1,120" }] },
    // What "all but" leaves out, said to be in.
    { answer: "Twelve runners were disqualified for missing controls, two of them on the M21 long course [c1].", chunks: ["Twelve runners were disqualified for missing controls, all but two of them in the M21 long course."], errors: [{ code: "X1", at: "two", expected: "two" }] },
    // A limit the other way at the same figure is contradicted…
    { answer: "新开门店数量将控制在1200家以内[c1]。", chunks: ["2026年计划新开门店不少于1200家。"], errors: [{ code: "X1", at: "1200家", expected: "1200家" }] },
    // …unless the sentence gives a case on the claim's side of it: the figure is only not given.
    {
      answer: "For an extension of more than a week you'll need evidence such as a medical note [c1].",
      chunks: ["Module leaders can approve extensions of up to 7 calendar days without evidence; extensions of 8 to 21 days must be approved by the Panel and require supporting evidence, such as a medical note."],
      errors: [{ code: "N1", at: "a week" }],
    },
    // A share the source says is kept, which the claim says was lost.
    { answer: "吸附膜的吸附量下降了86%[c1]。", chunks: ["试验中，吸附膜经10次吸附—洗脱循环后，吸附量仍保持初始值的86%。"], errors: [{ code: "X1", at: "86%", expected: "86%" }] },
    { answer: "After 10 cycles its capacity fell by 86% [c1].", chunks: ["After 10 cycles the membrane still retained 86% of its initial capacity."], errors: [{ code: "X1", at: "86%", expected: "86%" }] },
    // How often a shuttle runs is no rival of how long it takes: the figure is only not given.
    { answer: "The Long Stay shuttle takes about five minutes to reach the terminal [c1].", chunks: ["Long Stay is 1.2 miles from the terminal and is served by a free shuttle bus every 12 minutes between 4 am and midnight."], errors: [{ code: "N1", at: "five minutes" }] },
    { answer: "Ebor finished 173 points clear of Airienteers [c1].", chunks: ["Ebor retained the club trophy with 2,614 points, ahead of Airienteers on 2,451."], errors: [{ code: "X1", at: "173" }] },
    // …not where it goes on to no other case.
    { answer: "Cancel with 14 days or less to go and the whole deposit is lost [c1].", chunks: ["Cancellations made more than 14 days before arrival forfeit the whole deposit."], errors: [{ code: "X1", at: "14 days" }] },
    { answer: "折算下来每立方米相当于90元[c1]。", chunks: ["使用标准编织袋（约0.05立方米）装运的，每袋按4元计收；清运费按体积计收，每立方米65元。"], errors: [{ code: "X1", at: "90元", expected: "65元" }] },
    // The claim adds the rise to the level it rose to: the level before is 42 - 6, not 42 + 6.
    {
      answer: "本届园区占地42万平方米，比上届扩大了6万平方米，也就是说上届园区面积为48万平方米[c1]。",
      chunks: ["本届园区占地面积42万平方米，较上届扩大6万平方米，主塔高46米，为历届最高。"],
      errors: [{ code: "X1", at: "48万平方米" }],
    },
    // The total is no group of its own, counted at some price and so taken as the claim's premise.
    {
      answer: "A total of 41,907 ballot papers were issued and 212 were rejected [c1].",
      chunks: ["Turnout was 34.7%, down from 38.2% in 2022. A total of 41,906 ballot papers were issued and 212 were rejected."],
      errors: [{ code: "X1", at: "41,907" }],
    },
    // A share of a share is no premise: some rate of the source (28.6%) takes any 7% to 2%, and the 7% must still be the source's.
    {
      answer: "Constipation affected 7% versus 2% [c1].",
      chunks: ["Adverse events were mostly mild; 28.6% of patients reported at least one. Constipation affected 6% versus 2%."],
      errors: [{ code: "X1", at: "7%" }],
    },
    // …not by any gap within it: "at least 16 weeks" is no gap of 52 and 13 weeks.
    {
      answer: "Employees must give notice of their intended start date at least 16 weeks before the expected week of childbirth [c1].",
      chunks: [
        "Employees with at least 26 weeks' continuous service by the 15th week before the expected week of childbirth qualify for enhanced maternity pay: 18 weeks at full salary, followed by 21 weeks at the statutory rate; the remaining 13 weeks of the 52-week leave entitlement are unpaid. Employees must give notice of their intended start date at least 15 weeks before the expected week of childbirth.",
      ],
      errors: [{ code: "X1", at: "16 weeks" }],
    },
    // "4 coins" elsewhere does not hold "4 ships" where the sentence the claim aligns with counts ships otherwise.
    {
      answer: "Each player starts with 4 ships, 5 coins and 2 cargo cards [c1].",
      chunks: ["Each player starts with 3 ships, 5 coins and 2 cargo cards. Building a warehouse costs 4 coins and earns 2 victory points."],
      errors: [{ code: "X1", at: "4" }],
    },
    // A bound of the claim's is no part it gives: "at least one week" fits 4 weeks, but 4 weeks and one week are no sum the claim says.
    {
      answer: "Partners receive 5 weeks' paternity leave at full salary, which must be taken within 12 weeks of the birth, in blocks of at least one week [c1].",
      chunks: ["Partners receive 4 weeks' paternity leave at full salary, which must be taken within 12 weeks of the birth, in blocks of at least one week."],
      errors: [{ code: "X1", at: "5 weeks" }],
    },
    // A rest is taken from the whole: 26 weeks less 21 weeks is no rest of the 52-week leave.
    {
      answer: "Partners receive 5 weeks' paternity leave at full salary [c1].",
      chunks: [
        "Employees with at least 26 weeks' continuous service qualify for enhanced maternity pay: 18 weeks at full salary, followed by 21 weeks at the statutory rate; the remaining 13 weeks of the 52-week leave entitlement are unpaid. Partners receive 4 weeks' paternity leave at full salary.",
      ],
      errors: [{ code: "X1", at: "5 weeks" }],
    },
    // A rest the sentence states (其余2颗) is no part to take from: 7 is no rest of 9 and 2.
    { answer: "其中7颗位于双星系统中[c1]。", chunks: ["其中9颗位于双星系统中，其余2颗为孤立脉冲星。"], errors: [{ code: "X1", at: "7颗" }] },
    // 限报 limits as 最多 does: "at most 2" against "limited to 1" (and "at most 6" of another case).
    {
      answer: "提前批最多可以填报2所学校[c1]。",
      chunks: ["志愿填报分三批；每名考生提前批限报1所学校，统招批最多可填报6所学校。"],
      errors: [{ code: "X1", at: "2所" }],
    },
    // The first case's figure put in the third's, which the claim opens on.
    {
      answer: "第三档从年用电量超过4800千瓦时开始，每千瓦时0.538元[c1]。",
      chunks: ["电价通知如下。第一档为年用电量0至2520千瓦时（含），电价每千瓦时0.538元；第二档为2521至4800千瓦时（含），每千瓦时0.588元；第三档为4800千瓦时以上，每千瓦时0.838元。"],
      errors: [{ code: "X1", at: "0.538元" }],
    },
    // Worked out wrong from the same rate, the charge meets it.
    { answer: "A checked bag weighing 25 kg would attract an excess-weight charge of £20 [c1].", chunks: ["A 23 kg checked bag is included only in Flex. Each kilogram over 23 kg is charged at £9, and no single bag may weigh more than 32 kg."], errors: [{ code: "X1", at: "25 kg" }, { code: "X1", at: "£20" }] },
    // A claim that restates the rate with its allowance moved takes no premise from it.
    { answer: "Each kilogram over 24 kg is charged at £9 [c1].", chunks: ["A 23 kg checked bag is included only in Flex. Each kilogram over 23 kg is charged at £9, and no single bag may weigh more than 32 kg."], errors: [{ code: "X1", at: "24 kg", expected: "23 kg" }] },
    // …but not where the claim names another case's opening word with them.
    { answer: "本科生最多可同时借20册中文图书，每次借期60天[c1]。", chunks: ["借阅权限：本科生可同时借阅中文图书15册，借期30天；研究生可借20册，借期60天；教职工可借30册，借期90天。"], errors: [{ code: "X1", at: "20册" }, { code: "X1", at: "60天" }] },
    // A fare worked out as the claim writes it (10元 and 5.5公里 at 2.4元) holds; the distance it works with is the claim's own.
    { answer: "起步价10元，再加5.5公里×2.4元，一共23.2元[c1]。", chunks: ["起步价10元（含3公里），超出部分每公里2.4元。"], errors: [{ code: "N1", at: "5.5公里" }] },
    // Worked out to a tenth of a percent or better, or it is no sum of the claim's others: 4.2% less than £313 million is £299.9 million.
    { answer: "The total budget is £313 million, up 4.2% from £299.4 million [c1].", chunks: ["The council approved a total budget of £312 million, up 4.2% from £299.4 million last year."], errors: [{ code: "X1", at: "£313 million", expected: "£312 million" }] },
    // Worked out wrong, the claim's figure is no sum of its others and meets the source's.
    { answer: "The interim dividend was 2.4p, since the 3.9p final brings the year's total to 6.0p [c1].", chunks: ["The board proposes a final dividend of 3.9p, making 6.0p for the year."], errors: [{ code: "X1", at: "2.4p" }] },
    // A figure worked out right from a wrong one is worked from nothing the source gives, and the wrong one is found.
    { answer: "The interim dividend was 1.8p, since the 4.2p final brings the year's total to 6.0p [c1].", chunks: ["The board proposes a final dividend of 3.9p, making 6.0p for the year."], errors: [{ code: "X1", at: "1.8p" }, { code: "X1", at: "4.2p" }] },
    // A distance an hour is a speed: the range of 200公里 does not hold a cruising speed of 200公里 an hour.
    { answer: "巡航时速可达200公里[c1]。", chunks: ["官方公布的设计航程为200公里，巡航速度每小时240公里。"], errors: [{ code: "N1", at: "200公里" }] },
    // "Limited to two" sets a most: "at least two" says otherwise.
    { answer: "Staff in Claims Handling are entitled to at least two home-working days a week [c1].", chunks: ["Employees in the Claims Handling team are limited to two home-working days a week."], errors: [{ code: "X1", at: "two home-working days a week" }] },
    // "Another" counts off equal steps: ten minutes and another ten are no 20-minute session where the sentence says 30.
    { answer: "It is a 20-minute guided meditation [c1].", chunks: ["Today's meditation will be a self guided 30 minute meditation. Ten minutes has passed. I'll check back in another 10 minutes."], errors: [{ code: "X1", at: "20-minute", expected: "30 minute" }] },
    { answer: "The panel lost about 12% of its efficiency after 1,000 hours [c1].", chunks: ["After 1,000 hours the panel retained 91% of its initial efficiency."], errors: [{ code: "X1", at: "12%", expected: "91%" }] },
    // The claim's figure is the level its own move is said of, not the baseline before the move.
    { answer: "满载游戏测试中，整机功耗约为7.5瓦，比上一代降低约18%[c1]。", chunks: ["在满载游戏测试中，整机功耗约为6.5瓦，比上一代降低约18%。"], errors: [{ code: "X1", at: "7.5瓦", expected: "6.5瓦" }] },
    // A percentage of another thing is no rate of a figure the rest of the claim's sentence gives: 3.5% of 612 members is no quorum.
    { answer: "The quorum is 21 members, or 10% of the membership, whichever is lower; membership stood at 612 [c1].", chunks: ["The quorum is 20 members, or 10% of the membership, whichever is lower; membership stood at 612. Members will vote on an interest rate of 3.5% on members' shares."], errors: [{ code: "X1", at: "21", expected: "20" }] },
    // The aligned sentence's only interval rivals the claim's, whatever words stand around each.
    { answer: "A free minibus will run every 20 minutes between Mill Green and Ellesby Market Place [c1].", chunks: ["Bus route 42 will divert via the A614; a free shuttle minibus will link Mill Green with Ellesby Market Place every 30 minutes from 07:00 to 19:00."], errors: [{ code: "X1", at: "20 minutes", expected: "30 minutes" }] },
    // A bound makes a lone "one" a count: two fingers break "no more than one finger".
    { answer: "You should still be able to slide two fingers between the strap and your child's collarbone [c1].", chunks: ["The harness should be tightened until no more than one finger fits between the harness and the child's collarbone."], errors: [{ code: "X1", at: "two", expected: "one" }] },
    // The level before a 15% rise is 23万, not 21万.
    { answer: "上届为21万人次[c1]。", chunks: ["电影节期间观影人次约26.5万，比上届增长15%。"], errors: [{ code: "N1", at: "21万人" }] },
    // The other item's price with the adjustment: 标准版 is 2888元, so its 套装 is 3788元.
    { answer: "标准版的畅飞套装售价为4588元[c1]。", chunks: ["售价方面，标准版2888元，长续航版3688元；购买畅飞套装需在对应版本基础上加价900元。"], errors: [{ code: "X1", at: "4588元" }] },
    // 13 to 30 March is no three weeks.
    { answer: "The crossing is closed from 13 March until 30 March 2026, just over three weeks [c1].", chunks: ["Thurlow Road level crossing will be closed to all vehicles from 20:00 on Friday 13 March 2026 until 06:00 on Monday 30 March 2026."], errors: [{ code: "N1", at: "three weeks" }] },
    // 度 is a measure word, so 以上 after it bounds the figure: 200度以上 against 不超过200度.
    { answer: "它适用于散光在200度以上的用户[c1]。", chunks: ["近视用户可加购199元的磁吸近视镜片，支持0至800度近视，散光不超过200度。"], errors: [{ code: "X1", at: "200度" }] },
    // A bound is broken by a sentence that gives the claim's other figure, though another aligns better.
    {
      answer: "If you book online at least 48 hours in advance you get 10% off [c1].",
      chunks: ["Boat trips cannot be booked online and are sold only at the ticket desk on the day. Booking online at least 24 hours ahead saves 10% on standard admission."],
      errors: [{ code: "X1", at: "48 hours", expected: "24 hours" }],
    },
    { answer: "Goaltender Mattias Brenn recorded nine shutouts [c1].", chunks: ["The Stags conceded 131 goals, with goaltender Mattias Brenn posting a .931 save percentage and seven shutouts."], errors: [{ code: "X1", at: "nine", expected: "seven" }] },
    { answer: "Dizziness was more than twice as common as on placebo [c1].", chunks: ["The most common adverse events were nausea (12% vs 5%) and dizziness (8% vs 6%)."], errors: [{ code: "X1", at: "twice", expected: "1.33×" }] },
    // A count by a measure word is no rival of a bare number with a word of its own after it: 满分30环 against "胜一局得2分".
    { answer: "何雨桐在最后一局射出满分30环[c1]。", chunks: ["决赛采用局分制，每局每人射3箭，胜一局得2分，先得6分者获胜。"], errors: [{ code: "N1", at: "30环" }] },
    // A hedge between a bound's words and its figure keeps the bound: "more than about 1,750 kWh" against "less than about 1,750 kWh".
    {
      answer: "Households using more than about 1,750 kWh a year may pay slightly more [c1].",
      chunks: ["Households using more heat will save more, but those using less than about 1,750 kWh a year may pay slightly more."],
      errors: [{ code: "X1", at: "1,750 kWh" }],
    },
    // 加赛 is a tiebreak, not a sum: the 5比5 before it makes no 10环.
    { answer: "林若溪和周曼宁的加赛箭都射中了10环[c1]。", chunks: ["林若溪与周曼宁五局战罢打成5比5，进入加赛；双方加赛箭均射中9环。"], errors: [{ code: "X1", at: "10环", expected: "9环" }] },
    {
      answer: "The overspeed sensor is set to trip at 1.2 times rated speed, which works out at 1.1 m/s [c1].",
      chunks: ["E3 reached an estimated 1.9 m/s, more than double its rated speed of 0.75 m/s. The overspeed sensor, set to trip at 1.2 times rated speed, responded correctly."],
      errors: [{ code: "X1", at: "1.1 m/s" }],
    },
    // 环 and 箭 are measure words: 满分30环 is no count the sentence's 15箭 or 6比2 rivals.
    { answer: "陈昊在最后一局射出满分30环[c1]。", chunks: ["铜牌战中，何雨桐以6比2战胜宋佳琪。陈昊每人15箭，满环150环。"], errors: [{ code: "N1", at: "30环" }] },
    // A count of people holds no count of birds: 约140只 is not 126人, and the birds' 410只 rivals it.
    {
      answer: "今冬共记录到白鹤3120只，比上年度多出约140只[c1]。",
      chunks: ["本次调查共设置监测点47个，工作人员和志愿者共126人参加。白鹤记录到3120只，比上年度增加410只。"],
      errors: [{ code: "X1", at: "140只", expected: "410只" }],
    },
    // A label's number is of what it labels: "week 2" is not held by "semester 2", and "week 4" rivals it.
    {
      answer: "A module dropped after week 2 of its semester is shown as 'Withdrawn' [c1].",
      chunks: ["A module dropped after week 4 of its semester appears on the transcript as 'Withdrawn'. Changes are allowed from 25 January to 5 February 2027 for semester 2 modules."],
      errors: [{ code: "X1", at: "2", expected: "4" }],
    },
    { answer: "林若溪在决赛中以6比4击败周曼宁[c1]。", chunks: ["林若溪与周曼宁五局战罢打成5比5，进入加赛；她最终以6比5夺冠。"], errors: [{ code: "X1", at: "4", expected: "5" }] },
    // A figure the claim says a thing was moved to, which the source gives as the value before the change.
    { answer: "末班车推迟到22:00[c1]。", chunks: ["首末班时间调整为6:00—21:30（原为6:30—22:00）。"], errors: [{ code: "N1", at: "22:00" }] },
    // …worked out wrong: €8,000 of €30,000 is 26.7%, not over a third.
    { answer: "Rourke's €8,000 winnings amount to a little over a third of the €30,000 prize fund [c1].", chunks: ["Rourke receives €8,000 of the €30,000 prize fund."], errors: [{ code: "X1", at: "a third" }] },
    // 第30分钟 is a point in the baking, not a length of 30 minutes.
    { answer: "将蛋糕放在中下层烘烤约30分钟即可出炉[c1]。", chunks: ["烤箱提前预热至150℃，放中下层烤55分钟；如表面上色过快，可在第30分钟后加盖锡纸。"], errors: [{ code: "X1", at: "30分钟" }] },
    // People over a bare number are of that age.
    { answer: "Concession tickets are available to visitors over 60 [c1].", chunks: ["Concessions (visitors aged 65 and over, students and jobseekers) pay £8.00."], errors: [{ code: "X1", at: "60" }] },
    // A length of time moved only in a case the claim does not name.
    { answer: "The crossing takes 40 minutes [c1].", chunks: ["The crossing takes 35 minutes; boats call at Howtown Jetty only on request, which adds about 5 minutes."], errors: [{ code: "X1", at: "40 minutes" }] },
    // A claim set at a time the source never gives, against an undated figure: unsupported, not contradicted.
    { answer: "到20世纪末，镇上的商号已不足十家[c1]。", chunks: ["鼎盛时期镇上有商号一百二十余家。"], errors: [{ code: "N1", at: "十家" }] },
    { answer: "到2015年，镇上的商号已不足十家[c1]。", chunks: ["鼎盛时期镇上有商号一百二十余家。"], errors: [{ code: "N1", at: "十家" }] },
    { answer: "Operating margin was 21% in fiscal 2024 [c1].", chunks: ["Operating margin fell to 18% from 21%."], errors: [{ code: "N1", at: "21%" }] },
    { answer: "T2比对照每亩增产1520千克[c1]。", chunks: ["T1、T2每亩产量分别为7860千克和8340千克，较对照的6920千克分别增产13.6%和20.5%。"], errors: [{ code: "X1", at: "1520千克" }] },
    { answer: "On Market Street, at least 2.5 metres of footway must be kept clear [c1].", chunks: ["A clear footway of at least 1.5 metres must be kept at all times, rising to 2.0 metres on Market Street and High Street."], errors: [{ code: "X1", at: "2.5 metres" }] },
    // "Heavier than 32 kg" is the "above 32 kg" that is not accepted: the refusal turns the bound round, to what is accepted.
    { answer: "Bags heavier than 32 kg can be checked in for an overweight fee of €60 [c1].", chunks: ["Bags weighing 23.1–32 kg incur an overweight fee of €60 per bag; bags above 32 kg are not accepted as checked baggage and must be sent as cargo."], errors: [{ code: "X1", at: "32 kg", expected: "32 kg" }] },
    { answer: "The ferry can take vehicles up to 8 metres long [c1].", chunks: ["Vehicles over 3.5 tonnes or longer than 7 metres cannot be carried."], errors: [{ code: "X1", at: "8 metres", expected: "7 metres" }] },
    { answer: "The club won twelve medals in total [c1].", chunks: ["The club topped the table with four gold, two silver and five bronze medals. Callum Reddish won all five of his contests."], errors: [{ code: "X1", at: "twelve" }] },
    { answer: "She bought five eggs in total [c1].", chunks: ["She bought three eggs, two large onions and a loaf."], errors: [{ code: "X1", at: "five" }] },
    { answer: "A 10-hour manual block costs £395, which works out at £38.50 an hour [c1].", chunks: ["Block bookings of 10 hours cost £395 (manual) or £435 (automatic) and must be paid in full in advance."], errors: [{ code: "X1", at: "£38.50" }] },
    { answer: "风电机组对外销售容量增幅约为40%[c1]。", chunks: ["全年风电机组对外销售容量达11.2吉瓦（上年为8.4吉瓦），其中海上机组销售容量1.9吉瓦，占比约17%。"], errors: [{ code: "X1", at: "40%" }] },
    { answer: "Besides the 27 puppies under eight weeks old, inspectors found another 37 dogs [c1].", chunks: ["Inspectors visited the property on 9 July 2025 and found 63 dogs, including 27 puppies under eight weeks old, kept in two converted stables."], errors: [{ code: "X1", at: "37" }] },
    { answer: "With Saltley closed, the force was running 52 cells at Harlow Bridge and Denby Cross [c1].", chunks: ["Inspectors visited the force's three custody suites at Harlow Bridge (32 cells), Denby Cross (18 cells) and Saltley (12 cells)."], errors: [{ code: "X1", at: "52" }] },
    { answer: "电动助力车3元起步价包含30分钟骑行时间[c1]。", chunks: ["电动助力车起步价3元，含20分钟骑行时间，超出后每10分钟加收1元。"], errors: [{ code: "X1", at: "30分钟" }] },
    { answer: "12GB+256GB版本立减300元后只要3299元[c1]。", chunks: ["Pro版起售价3499元（12GB+256GB）。首销期间，购买Pro版可享300元立减。"], errors: [{ code: "N1", at: "3299元" }] },
    { answer: "整机保修3年，研磨器保修1年[c1]。", chunks: ["保修：整机保修2年，研磨器保修1年。"], errors: [{ code: "X1", at: "3年" }] },
    { answer: "Reddish won all six of his contests [c1].", chunks: ["Only six players entered the men's +100 kg category, and Callum Reddish won all five of his contests."], errors: [{ code: "X1", at: "six" }] },
    { answer: "If you use the standard 2.0 A charger, which is sold separately, a full charge takes about 75 minutes [c1].", chunks: ["The CS-40 is supplied with a 4.0 Ah battery and a rapid charger that takes the battery from empty to full in 75 minutes; the standard 2.0 A charger, sold separately, takes about 2 hours 10 minutes."], errors: [{ code: "X1", at: "75 minutes" }] },
    { answer: "Lessons are available seven days a week [c1].", chunks: ["Standard one-hour lessons cost £42 in a manual car."], errors: [{ code: "N1", at: "seven days" }] },
    { answer: "For two adults and two children, buying four separate tickets would come to £40 [c1].", chunks: ["Tickets cost £12 for adults, £10 for concessions and £7 for children aged 8 to 15; a family ticket for four people is £34."], errors: [{ code: "N1", at: "£40" }] },
    { answer: "A 10-hour manual block costs £415, cheaper than paying for standard one-hour lessons [c1].", chunks: ["Clearway Driving School, Reading – Lesson Prices and Terms from 1 April 2026. Standard one-hour lessons cost £42 in a manual car and £46 in an automatic; two-hour lessons are £80 (manual) or £88 (automatic). New pupils can book an introductory block of their first three hours for £99, manual only, and this offer cannot be combined with any other discount. Block bookings of 10 hours cost £395 (manual) or £435 (automatic) and must be paid in full in advance; unused block hours are refundable for 12 months after payment, less a £20 administration fee, but hours bought under the introductory offer are not refundable. Intensive courses of 30 hours over two weeks cost £1,290. The practical test fee (currently £62 on weekdays and £75 on evenings and weekends, paid directly to the DVSA) is not included in any course price. Use of the car for the test, including a one-hour warm-up lesson beforehand, costs £120. Pupils must hold a valid provisional licence and be able to read a number plate from 20 metres; the instructor will check both at the first lesson. Lessons cancelled with less than 48 hours' notice are charged in full, except in the case of illness supported by a doctor's note. Pick-up and drop-off are free within the RG1 to RG6 postcode districts; elsewhere a £5 supplement applies per lesson. Our instructors, led by chief instructor Priya Marsh, are all DVSA-approved at Grade A or B. Our first-time pass rate in 2025 was 61%, against a national average of 48%."], errors: [{ code: "X1", at: "£415" }] },
    { answer: "The saw can fell trees with a trunk up to 40 cm across [c1].", chunks: ["The saw is not suitable for felling trees with a trunk diameter greater than 30 cm."], errors: [{ code: "X1", at: "40 cm" }] },
    { answer: "Children under 8 may go into the gallery [c1].", chunks: ["The underground gallery is open only between April and October, and children under 8 are not admitted to it."], errors: [{ code: "X1", at: "8" }] },
    // A multiple of a figure the claim gives is no multiple of another pair of the chunk's.
    { answer: "Twelve verazumab patients stopped treatment because of side effects, four times as many as on placebo [c1].", chunks: ["Adults were assigned to verazumab (408 patients) or placebo (204 patients)."], errors: [{ code: "X1", at: "Twelve" }, { code: "N1", at: "four" }] },
    { answer: "About 61% of this, roughly £29,000, went on staff costs [c1].", chunks: ["Spending was £54,700, of which 61% went on staff costs for one full-time coordinator."], errors: [{ code: "X1", at: "£29,000", expected: "£33,367" }] },
    { answer: "博士研究生每人所得是硕士研究生的两倍[c1]。", chunks: ["硕士研究生须至少发表1篇北大中文核心期刊论文，博士研究生须至少发表2篇SCI收录论文。"], errors: [{ code: "N1", at: "两倍" }] },
    // An exact multiple of the one pair of figures the claim names apart, worked out otherwise.
    { answer: "博士研究生每人所得恰好是硕士研究生的两倍[c1]。", chunks: ["硕士研究生每人奖励8000元，全校名额40名；博士研究生每人奖励15000元，名额15名。"], errors: [{ code: "X1", at: "两倍", expected: "1.88×" }] },
    { answer: "139 riders completed the climb [c1].", chunks: ["A total of 146 riders started, up from 121 in 2024; 9 did not finish."], errors: [{ code: "X1", at: "139", expected: "146" }] },
    // …which is no offset: "7天前" is a time before check-in, not the length of 10月1日至7日.
    { answer: "入住日7天前可以免费更改入住人姓名[c1]。", chunks: ["国庆（10月1日至7日）期间入住的订单，须在入住日前3天18:00前取消；入住日3天前可免费更改一次入住人姓名。"], errors: [{ code: "X1", at: "7天", expected: "3天" }] },
    { answer: "归母净利润增幅比营业收入增幅高出7.1个百分点[c1]。", chunks: ["一季度公司实现营业收入18.6亿元，同比增长9.4%；归属于上市公司股东的净利润1.12亿元，同比增长15.5%；扣除非经常性损益后的净利润0.98亿元，同比增长6.5%。"], errors: [{ code: "N1", at: "7.1个百分点" }] },
    { answer: "一个25人的旅行团购买日场团队票，总共需要支付1000元[c1]。", chunks: ["团队游客20人（含）以上购买日场票每人48元。"], errors: [{ code: "N1", at: "25人" }, { code: "X1", at: "1000元", expected: "1200元" }] },
    // A figure said as the adjective of what a bound is said of is a case of the bound, not a rival of the sentence's exact figures;
    // nor is a bound the sentence sets a case beyond ("after a longer break") a rival: the figure is only unsaid.
    { answer: "A request for a nine-month career break must be made 26 weeks ahead [c1].", chunks: ["Applications must be made at least 16 weeks before the start date, or 26 weeks for career breaks longer than six months."], errors: [{ code: "N1", at: "nine-month" }] },
    { answer: "After a nine-month career break staff get a comparable role [c1].", chunks: ["Employees returning from a career break of up to six months are guaranteed their original job; after a longer break, they are guaranteed a comparable role."], errors: [{ code: "N1", at: "nine-month" }] },
    // Bare days for working days may only be loose.
    { answer: "Results are posted for 5 days [c1].", chunks: ["Results are posted for 5 working days."], errors: [{ code: "N1", at: "5 days" }] },
    // 前十名 counts places, not runners.
    { answer: "他是男子全程前十名中唯一的中国选手[c1]。", chunks: ["共有3.2万名跑者参赛，其中全程1.5万人。中国选手杨子昂获得第三名。"], errors: [{ code: "N1", at: "十名" }] },
    // As many calendar days as the source gives working days.
    { answer: "终评结果须公示5个自然日[c1]。", chunks: ["学校评审委员会于10月下旬完成终评，公示期为5个工作日。"], errors: [{ code: "X1", at: "5个自然日", expected: "5个工作日" }] },
    { answer: "Results are posted for 5 calendar days [c1].", chunks: ["Results are posted for 5 working days."], errors: [{ code: "X1", at: "5 calendar days", expected: "5 working days" }] },
    // The equal figure's item is named by another figure than the claim's label ("the 20% mix 37.9 MPa").
    { answer: "At 28 days the 10% mix reached 37.9 MPa [c1].", chunks: ["At 28 days the 10% mix reached 40.6 MPa, the 20% mix 37.9 MPa and the 30% mix 33.1 MPa."], errors: [{ code: "X1", at: "37.9 MPa", expected: "40.6 MPa" }] },
    // The product a sheet's heading names is what its lines are of; "dB(A)" is one unit, and "idle" the phrase of its figure.
    { answer: "The N4 runs at 24 dB(A) when idle [c1].", chunks: ["Tessaro HomeVault N4 – Product Sheet. Weight: 2.3 kg. Noise: 19 dB(A) idle, 24 dB(A) under access."], errors: [{ code: "X1", at: "24 dB(A)", expected: "19 dB(A)" }] },
    { answer: "The whole tagine provides 240 g of protein [c1].", chunks: ["Lamb and apricot tagine (serves 6). Ingredients: 1.2 kg boned lamb shoulder. Per serving: 590 kcal, 38 g protein."], errors: [{ code: "X1", at: "240 g", expected: "38 g" }] },
    { answer: "Mill Street will be shut for fifteen days in all, from Monday 9 March to Friday 20 March 2026 [c1].", chunks: ["Mill Street will be closed from 7:00 am on Monday 9 March to 6:00 pm on Friday 20 March 2026."], errors: [{ code: "N1", at: "fifteen days" }] },
    { answer: "A school with two pianos would get 10% off its tuning fees [c1].", chunks: ["Schools and churches with three or more pianos receive 10% off tuning fees, but not off repairs."], errors: [{ code: "X1", at: "two", expected: "three" }] },
    { answer: "Apart from the shipowner Edwin Carne's £500, the appeal raised £640 from other donors [c1].", chunks: ["A public appeal launched by the mayor raised £1,240, of which £500 came from the shipowner Edwin Carne."], errors: [{ code: "X1", at: "£640" }] },
    // 约 says how near a figure is, not what it measures: 预热约3分钟 is no rival of 打发奶泡约需40秒.
    { answer: "打发奶泡约需40秒[c1]。", chunks: ["机器采用双锅炉加热系统，开机预热约3分钟即可萃取，蒸汽管可360度旋转，用于打发奶泡。"], errors: [{ code: "N1", at: "40秒" }] },
    { answer: "一列小火车满员时可载300名乘客[c1]。", chunks: ["每节车厢定员48人，全列共6节车厢。"], errors: [{ code: "N1", at: "300名" }] },
    // The claim's word stands where the equal figure's frame has its sibling (中筋 for 低筋), and frames another figure.
    { answer: "油酥用中筋面粉120克[c1]。", chunks: ["食材：水油皮用中筋面粉150克、猪油40克；油酥用低筋面粉120克、猪油60克。"], errors: [{ code: "X1", at: "120克", expected: "150克" }] },
    { answer: "累计工作年限为12年的员工，每年可享受5天年休假[c1]。", chunks: ["二、假期天数：累计工作年限满1年不满10年的，年休假5天；满10年不满20年的，10天；满20年及以上的，15天。"], errors: [{ code: "X1", at: "12年" }, { code: "X1", at: "5天", expected: "10天" }] },
    // The figure's phrase stands before it ("in the hand-transplanted plots averaged 212"): 212 is not the seed bags'.
    { answer: "Seed-bag plots averaged 212 shoots per square metre [c1].", chunks: ["After three years, shoot density in the hand-transplanted plots averaged 212 shoots per square metre, compared with 87 in the seed-bag plots and 240 in a natural meadow."], errors: [{ code: "N1", at: "212" }] },
    { answer: "The ice house was in use for roughly 130 years, from its construction in 1794 until about 1908 [c1].", chunks: ["The ice house was built in 1794. It fell out of use in about 1908."], errors: [{ code: "N1", at: "130 years" }] },
    { answer: "唐若宁比何悦快0.52秒[c1]。", chunks: ["唐若宁以1分06秒05夺冠，何悦以1分06秒47获得亚军。"], errors: [{ code: "N1", at: "0.52秒" }] },
    // A count with its own measure word (式) is no count of the sentence's other things.
    { answer: "太极拳组练习的是24式简化太极拳[c1]。", chunks: ["太极拳组每周练习3次、每次60分钟，持续24周。"], errors: [{ code: "N1", at: "24式" }] },
    // Not a product where neither count is one for each of the other.
    { answer: "There are 12 combinations in all [c1].", chunks: ["It offers four modes and three colours."], errors: [{ code: "N1", at: "12" }] },
    { answer: "Ware scored 968 points, 124 behind Enfield [c1].", chunks: [POINTS_TABLE], errors: [{ code: "X1", at: "124" }] },
    // A figure of another record than the one the claim names first: the named record's figure is the rival (the naming figure, paired across, is not held either).
    { answer: "The 10-inch round cake costs £52 [c1].", chunks: [CAKE_SIZES], errors: [{ code: "N1", at: "10-inch" }, { code: "X1", at: "£52", expected: "£74" }] },
    // …also where the naming figure is the subject a split claim gets back.
    { answer: "The 10-inch round cake serves 32 people and costs £52 [c1].", chunks: [CAKE_SIZES], errors: [{ code: "X1", at: "£52", expected: "£74" }] },
    // A measure off by a power of ten from the aligned sentence's is that figure misread, whatever words stand beside it.
    { answer: "修缮工程总投入约8.6亿元[c1]。", chunks: ["2019年至2021年，当地投入约8600万元开展修缮。"], errors: [{ code: "X1", at: "8.6亿元", expected: "8600万元" }] },
    // …but not years before something the claim gives no year of, which may be the source's other way round.
    { answer: "The slipper baths closed in 1958, eight years before the wash-house [c1].", chunks: ["The wash-house closed in 1958, and the slipper baths followed in 1966."], errors: [{ code: "N1", at: "eight years" }] },
    // A time the sentence gives for other months than the claim's, whose months have a time of their own: that time is the rival.
    { answer: "4月至10月期间，公园每天早上6:30开园[c1]。", chunks: ["开放时间：4月至10月每日6:00—21:00，11月至次年3月每日6:30—18:30。"], errors: [{ code: "X1", at: "早上6:30", expected: "6:00" }] },
    // …not a share of another item's part, nor of a part of a figure after the whole ("其中三分球10投6中"), nor outside the bound.
    { answer: "加盟门店占了七成以上[c1]。", chunks: [STORES], errors: [{ code: "N1", at: "七成" }] },
    { answer: "三分球命中率超过七成[c1]。", chunks: ["他全场贡献8次助攻，其中三分球10投6中。"], errors: [{ code: "N1", at: "七成" }] },
    { answer: "More than one in five households will change collection day [c1].", chunks: ["Around 11,000 of the borough's 62,000 households will move to a new collection day."], errors: [{ code: "N1", at: "one in five" }] },
    // A total the claim works out from a count and a rate per that thing, worked out wrong: the rate
    // the count falls in the stated band of; not a figure the claim does not call a total.
    { answer: "Two adults pay £30 in total [c1].", chunks: ["Tickets cost £16 per adult."], errors: [{ code: "X1", at: "£30", expected: "£32" }] },
    { answer: "一次性购买10节私教课共需支付2,800元[c1]。", chunks: ["私教课程：一对一每节课60分钟，单节300元；一次购买10节及以上，每节260元。"], errors: [{ code: "X1", at: "2,800元", expected: "2,600元" }] },
    { answer: "Two adults pay £30 [c1].", chunks: ["Tickets cost £16 per adult."], errors: [{ code: "N1", at: "Two" }, { code: "N1", at: "£30" }] },
    // A claim's figures are said together: the sentence that gives its other one and another of this one's kind.
    { answer: "An overdue DVD costs £1.00 a day, up to a maximum of £6.00 [c1].", chunks: [LIBRARY_FINES], errors: [{ code: "X1", at: "£6.00", expected: "£8.00" }] },
    // …not the leader's figure moved by the lead, nor a lead of the other way.
    { answer: "Callum Reid won with 7.20 m [c1].", chunks: [LONG_JUMP], errors: [{ code: "X1", at: "7.20 m" }] },
    { answer: "Sam Okafor's best jump measured 7.20 m [c1].", chunks: [LONG_JUMP], errors: [{ code: "N1", at: "7.20 m" }] },
    { answer: "Hollie Grant finished in 4:21.3 [c1].", chunks: [MILE_RACE], errors: [{ code: "N1", at: "4:21.3" }] },
    // A value held only where none of the words around it are, while two of them stand beside a rival.
    {
      answer: "尺寸要求是长宽高之和不超过150厘米[c1]。",
      chunks: ["每名旅客可免费携带行李一件，重量不超过二十公斤，长宽高之和不超过130厘米；超出部分每公斤收费2元。身高1.2米至1.5米的儿童购买半价票。"],
      errors: [{ code: "X1", at: "150厘米", expected: "130厘米" }],
    },
    // Figures of two items put to each other's, each item named after its figure ("with vitamin D").
    {
      answer: "Severe attacks occurred at 0.81 per child per year with vitamin D, against 0.62 with placebo [c1].",
      chunks: ["Severe attacks occurred at a rate of 0.62 per child per year in the vitamin D group and 0.81 in the placebo group."],
      errors: [{ code: "X1", at: "0.62", expected: "0.81" }],
    },
    // "约" allows five of the steps a figure is rounded to, here the unit: 3039 is no 2915.
    { answer: "该行上年末各项贷款余额约为3039亿元[c1]。", chunks: ["截至3月31日，各项贷款余额2915亿元，较上年末增加124亿元。"], errors: [{ code: "X1", at: "3039亿元", expected: "2915亿元" }] },
    { answer: "Children in Year 2 don't need plimsolls [c1].", chunks: ["Reception and Year 1 pupils need no plimsolls."], errors: [{ code: "X1", at: "2", expected: "1" }] },
    { answer: "A third of the 614 children received vitamin D3 [c1].", chunks: ["Of the 614 children enrolled, 307 were assigned to vitamin D3 and 307 to a placebo."], errors: [{ code: "N1", at: "A third" }] },
    { answer: "The Wednesday Artisan Bread class lasts six hours [c1].", chunks: ["Wednesdays, 10:00–15:00: Artisan Bread, including lunch (£110)."], errors: [{ code: "N1", at: "six hours" }] },
    { answer: "Volunteers gave 14,200 hours the year before [c1].", chunks: ["Volunteers gave 15,200 hours, 1,100 more than the previous year."], errors: [{ code: "X1", at: "14,200 hours", expected: "15,200 hours" }] },
    // One figure for all the things of a list, where the sentence gives another to some of them.
    { answer: "The frame, motor and battery are all covered by a 5-year warranty [c1].", chunks: [WARRANTY_TERMS], errors: [{ code: "X1", at: "5-year", expected: "2 years" }] },
    // A measure per another length of time.
    { answer: "当地夏季平均气温每年上升0.42℃[c1]。", chunks: ["1990年至2023年当地夏季平均气温每十年上升0.42℃。"], errors: [{ code: "X1", at: "0.42℃" }] },
    // A rest the claim works out from its own part.
    { answer: "After the government's £31m, the council covered the remaining £9m [c1].", chunks: [FLOOD_SCHEME], errors: [{ code: "N1", at: "£9m" }] },
    // A figure of a stretch that names none of the claim's names, where another stretch names the claim's and gives its own.
    { answer: "The train stops at Selby for 2 minutes [c1].", chunks: ["The train reaches Leeds at 8:35 and stops for 2 minutes; it reaches Selby at 9:18 and stops for 4 minutes; it reaches York at 10:06 and stops for 2 minutes."], errors: [{ code: "X1", at: "2 minutes", expected: "4 minutes" }] },
    // …where the arithmetic does not hold, or a part is larger than its whole.
    { answer: "A coach leaves Carrickford at 07:50 on a Tuesday [c1].", chunks: ["The first coach leaves Carrickford at 04:15 and the last at 21:45; coaches run every 30 minutes between 06:15 and 19:15 and hourly at other times."], errors: [{ code: "X1", at: "07:50" }] },
    { answer: "全年门店净增1505家[c1]。", chunks: ["全年新开门店1820家，关闭门店415家。"], errors: [{ code: "X1", at: "1505家" }] },
    { answer: "其中南停车场有1300个车位[c1]。", chunks: ["园区设有南、北两个停车场，共有车位1200个。"], errors: [{ code: "X1", at: "1300个" }] },
    // A part after 其中 is not rivalled by its whole: the source does not give it (N1).
    { answer: "其中南停车场有700个车位[c1]。", chunks: ["园区设有南、北两个停车场，共有车位1200个。"], errors: [{ code: "N1", at: "700个" }] },
    // …where another sum, another rest of the whole or another gap does not hold.
    { answer: "Having two flues swept at the same address in one visit would cost £130 [c1].", chunks: ["A standard sweep of one flue costs £75; each additional flue swept at the same address on the same visit costs £45."], errors: [{ code: "N1", at: "two" }, { code: "X1", at: "£130" }] },
    { answer: "Customers aged 65 or older get 10% off a standard sweep, bringing it down to £65.50 [c1].", chunks: ["A standard sweep costs £75. Customers aged 65 or over receive 10% off the standard sweep price."], errors: [{ code: "X1", at: "£65.50" }] },
    { answer: "其中女生有1500名[c1]。", chunks: ["研究纳入未近视学生3168名，其中男生1642名。"], errors: [{ code: "X1", at: "1500名" }] },
    { answer: "顾晨阳跑出13秒21，比世锦赛参赛标准快了0.16秒[c1]。", chunks: ["顾晨阳以13秒21夺冠，并达到世锦赛参赛标准（13秒27）。"], errors: [{ code: "X1", at: "0.16秒" }] },
    // What follows a Chinese comma names the next item of a list: 加价幅度 is 1万元's, not 20万元's.
    { answer: "加价幅度为2万元[c1]。", chunks: ["该房产评估价236万元，起拍价165.2万元，保证金20万元，加价幅度1万元。"], errors: [{ code: "X1", at: "2万元", expected: "1万元" }] },
    // A bound at a figure the source says is exact.
    { answer: "Players may take up to two actions on each turn [c1].", chunks: ["On your turn you take exactly two actions from: sail, load, trade or build."], errors: [{ code: "X1", at: "two", expected: "two" }] },
    { answer: "Successful members pay the £380 season fee in two instalments of £200 [c1].", chunks: ["The season fee for successful members is £380, payable in two instalments."], errors: [{ code: "X1", at: "£200", expected: "£380" }] },
    // A count of people is no count of rounds: 前三名 has no rival in 9轮.
    { answer: "前三名共获得38万元奖金[c1]。", chunks: ["本届比赛共进行9轮。比赛总奖金60万元，其中冠军奖金20万元，亚军10万元，第三名6万元。"], errors: [{ code: "N1", at: "三名" }, { code: "X1", at: "38万元", expected: "60万元" }] },
    // A limit the claim names is held by that limit only, and another limit of the thing rivals it.
    { answer: "It is rated for users weighing up to 160 kg [c1].", chunks: ["Machine weight: 36 kg. Maximum user weight: 150 kg. Seat height: 48 cm."], errors: [{ code: "X1", at: "160 kg", expected: "150 kg" }] },
    // A bound in tenths is not met by a share that rounds to it.
    { answer: "现金分红占归母净利润的四成以上[c1]。", chunks: ["公司拟每10股派发现金红利2.5元，合计派发约2.16亿元，占当年归母净利润的37%。"], errors: [{ code: "X1", at: "四成", expected: "37%" }] },
    { answer: "Hiring the Main Hall for three hours on a Saturday would cost £84 [c1].", chunks: ["Hourly rates: Main Hall £28 on weekdays and £36 on Saturdays and Sundays; Garden Room £15 at all times."], errors: [{ code: "N1", at: "three hours" }, { code: "X1", at: "£84", expected: "£36" }] },
    // The figure of the day the claim names (Saturdays) rivals it; an amount a quarter is not one a year.
    { answer: "A call-out on a Saturday afternoon costs £135 [c1].", chunks: ["Call-out charge: daytime (Monday–Friday, 8 am–6 pm) £65; evenings (6 pm–10 pm) and Saturdays £95; nights (10 pm–8 am), Sundays and bank holidays £135."], errors: [{ code: "X1", at: "£135", expected: "£95" }] },
    { answer: "Paying quarterly adds a premium of £1.25 a year [c1].", chunks: ["Payment options: in full by card or direct debit; quarterly by direct debit, which adds a premium of £1.25 per quarter."], errors: [{ code: "X1", at: "£1.25", expected: "£1.25" }] },
    // A figure held only by a sentence about another party (林苒), where the best names the claim's (陈语桐) with another.
    { answer: "陈语桐在总决赛四场比赛中共拿下79分[c1]。", chunks: ["江州队主攻手陈语桐总决赛四场共得86分，当选总决赛最有价值球员。海宁队接应林苒总决赛共得79分。"], errors: [{ code: "X1", at: "79", expected: "86" }] },
    { answer: "When folded, the rower needs 150 × 56 cm of floor space [c1].", chunks: ["Footprint in use: 260 × 56 cm; the rail folds upright, reducing the floor space needed to 98 × 56 cm. Maximum user weight: 150 kg."], errors: [{ code: "X1", at: "150", expected: "98" }] },
    // A count of a thing the source names before another count (油轮10艘) is that count's rival.
    { answer: "新订单里除了集装箱船，还有17艘散货船、4艘油轮和10艘LNG运输船[c1]。", chunks: ["分船型看，新接订单中集装箱船21艘，其中包括6艘超大型集装箱船；散货船17艘；油轮10艘；液化天然气（LNG）运输船4艘。"], errors: [{ code: "X1", at: "4艘", expected: "10艘" }] },
    { answer: "A3纸彩色复印每页收2元[c1]。", chunks: ["复制收费：A4黑白复印每页0.5元，A3黑白复印每页1元，彩色复印按同规格黑白价格的4倍收费；数字化档案打印每页1元。"], errors: [{ code: "X1", at: "2元" }] },
    { answer: "The 1931 rebuild by Harrison Brothers added 700 pipes [c1].", chunks: ["As first built it had 3 manuals, 48 speaking stops and 2,916 pipes. In 1931 Harrison Brothers rebuilt the instrument, bringing the total to 59 stops and 3,602 pipes."], errors: [{ code: "X1", at: "700" }] },
    // A Chinese time limit on an act the chunk does not name (寄出) is unsupported: the source's 7天内 limits another act.
    { answer: "退货申请通过后，商品需要在48小时内寄出[c1]。", chunks: ["自签收次日起7天内，商品完好、配件齐全的，可申请无理由退货。"], errors: [{ code: "N1", at: "48小时" }] },
    // …but a verb of merely doing (完成) names no other act.
    { answer: "延保登记须在购机后90天内完成[c1]。", chunks: ["用户凭发票可在官网登记延保，须在购机后60天内办理。"], errors: [{ code: "X1", at: "90天" }] },
    // An exact figure on a bound's side is a case of the bound: unsupported, no rival.
    { answer: "A report handed in three working days late will have its mark capped at 50% [c1].", chunks: ["Work submitted up to 5 working days late is capped at 50%; after that it receives zero."], errors: [{ code: "N1", at: "three working days" }] },
    { answer: "The suction is 7,000 Pa [c1].", chunks: ["Suction power: 8,000 Pa, up from 5,500 Pa on the S8."], errors: [{ code: "X1", at: "7,000 Pa" }] },
    // …but not a bound an English denial turns round: "no component below 6.0" is a floor.
    { answer: "An applicant can be accepted with one IELTS component as low as 5.5 [c1].", chunks: ["Applicants must hold an IELTS overall score of at least 6.5, with no component below 6.0."], errors: [{ code: "X1", at: "5.5" }] },
    { answer: "The pool closes at midday on the first Sunday of each month [c1].", chunks: ["On the first Sunday of each month the pool closes at 13:00 for gala hire."], errors: [{ code: "X1", at: "midday" }] },
    // …but not 1.8 rounded to 2, nor 45 minutes to an hour.
    { answer: "The council won't plant where the pavement is narrower than 2 metres [c1].", chunks: ["The council cannot plant where the pavement is narrower than 1.8 metres."], errors: [{ code: "X1", at: "2 metres" }] },
    { answer: "The pass gives unlimited rides of up to an hour each [c1].", chunks: ["A 30-day pass costs £35 and includes unlimited rides of up to 45 minutes each."], errors: [{ code: "X1", at: "an hour" }] },
    // A rate that per 10 minutes is no base of its own: 3元 covers 20 minutes, not 30.
    { answer: "电动助力车3元起步价包含30分钟骑行时间[c1]。", chunks: ["电动助力车起步价3元，含20分钟骑行时间，超出后每10分钟加收1元。"], errors: [{ code: "X1", at: "30分钟" }] },
    // A price past the allowance worked out wrong, and a bound of the claim's no share of a price.
    { answer: "A group of six playing The Vault would pay £124 [c1].", chunks: ["Prices are per group: £60 for 2 players, £75 for 3, £88 for 4, £100 for 5, and £12 for each additional player."], errors: [{ code: "N1", at: "six" }, { code: "N1", at: "£124" }] },
    // …named after the figure by "on", where both items name a word of the claim's and one names more.
    { answer: "Even on its high fan setting, the DX20 runs at just 39 dB [c1].", chunks: ["Noise: 39 dB on low fan, 48 dB on high fan."], errors: [{ code: "X1", at: "39 dB" }] },
    // 全色 is a kind of image, no 全市 pointing back; a topic the claim opens with (用微信支付的订单，) names its item.
    { answer: "这组卫星的多光谱分辨率可达0.5米[c1]。", chunks: ["该组卫星主要用于自然灾害监测，全色分辨率达0.5米，多光谱分辨率为2米，单星幅宽约25公里。"], errors: [{ code: "X1", at: "0.5米" }] },
    { answer: "用微信支付的订单，退款一般要3到7个工作日才能到账[c1]。", chunks: ["款项原路退回，支付宝和微信支付1至3个工作日到账，银行卡3至7个工作日到账。"], errors: [{ code: "N1", at: "3到7个工作日" }] },
    // The figure of an English list's item that names none of the claim's words, where the item that does gives another.
    { answer: "Japanese translations are charged at 14p per source word [c1].", chunks: [TRANSLATION_RATES], errors: [{ code: "X1", at: "14p" }] },
    // A figure of another item of a list, whose own item gives another: X1 or, with no rival read, N1.
    { answer: "500M套餐的合约期为12个月[c1]。", chunks: ["城联宽带家庭宽带套餐资费。300M套餐：月费59元，合约期12个月，安装费100元。500M套餐：月费89元，合约期24个月，免安装费。"], errors: [{ code: "X1", at: "12个月" }] },
    { answer: "The Team plan is backed by a 99.95% uptime SLA [c1].", chunks: ["NimbusVault Pricing. Team plan: $12 per user per month, admin console. Enterprise: custom pricing, minimum 50 users, and a 99.95% uptime SLA. The Team plan carries a 99.9% SLA; the Free plan carries no SLA."], errors: [{ code: "X1", at: "99.95%" }] },
    { answer: "免费用户单个文件最大可以上传20GB[c1]。", chunks: ["云朵网盘调整会员价格。免费用户空间为10GB，单文件上传上限4GB。黄金会员年卡168元，享2TB空间，单文件上传上限20GB。"], errors: [{ code: "X1", at: "20GB" }] },
    { answer: "The Long Range reaches 100 km/h in 7.3 seconds [c1].", chunks: ["Arvane Sol EV specification. Sol Standard Range: WLTP range 402 km, 0–100 km/h in 7.3 seconds, price €39,900. Sol Long Range: WLTP range 548 km, 0–100 km/h in 5.4 seconds, price €47,500."], errors: [{ code: "N1", at: "7.3 seconds" }] },
    { answer: "A 20-minute pay-as-you-go ride would cost £4.80 [c1].", chunks: ["Pay-as-you-go pricing is £1 to unlock plus 18p per minute."], errors: [{ code: "N1", at: "20-minute" }, { code: "X1", at: "£4.80" }] },
    // The equal figure's clause has a subject of its own; the claim's subject is another clause's, with its own figure.
    { answer: "Collisions have to be reported within an hour [c1].", chunks: ["Any near miss must be reported to the shift supervisor within 1 hour, and all collisions, however minor, within 15 minutes."], errors: [{ code: "X1", at: "an hour" }] },
    // The digits of a small bare count inside a date ("3 June") do not hold it.
    {
      answer: "Phase 3 runs from 3 June 2024 to 31 May 2025 [c1].",
      chunks: ["Riverton Trial, Phase 2. Phase 2 runs from 3 June 2024 to 31 May 2025 across the city centre."],
      errors: [{ code: "X1", at: "3" }],
    },
    { answer: "Two adults and an eight-year-old would pay £22.20 in total for single tickets [c1].", chunks: ["The single adult foot passenger fare is £7.40; children aged 5–15 pay £3.70 and under-5s travel free."], errors: [{ code: "X1", at: "£22.20" }] },
    { answer: "两位成人带一名学生去看夜场，门票一共120元[c1]。", chunks: ["夜场门票成人40元，学生及60周岁以上老人20元，身高1.2米以下儿童免费但须由成人陪同。"], errors: [{ code: "X1", at: "120元" }] },
    // A figure of a relative clause about a thing the rival sentence does not name is unsupported, not contradicted.
    {
      answer: "The scholarship can be held with the Access Bursary, which is worth up to £2,000 a year [c1].",
      chunks: ["Each award is worth £4,500 per year. The scholarship can be held alongside the Access Bursary."],
      errors: [{ code: "N1", at: "£2,000" }],
    },
    // The equal figure is said of another thing, by the phrase after it ("each in black and white", "in the yard"); the
    // limit of the claim's thing rivals a limit the claim names.
    { answer: "Colour printing costs 8p a page [c1].", chunks: ["Extra pages cost 8p each in black and white and 20p in colour."], errors: [{ code: "N1", at: "8p" }] },
    { answer: "Forklifts can travel at up to 10 km/h inside the building [c1].", chunks: ["Forklift speed is limited to 10 km/h in the yard and 6 km/h inside the building."], errors: [{ code: "X1", at: "10 km/h", expected: "6 km/h" }] },
    // 比赛 is a match, not a comparison: the frame of 41次 goes on to 取得, and 仅 qualifies nothing.
    { answer: "阿宁在总决赛六局比赛中共阵亡41次[c1]。", chunks: ["他在六局比赛中共取得41次击杀，仅阵亡9次。"], errors: [{ code: "X1", at: "41次" }] },
    // A case between semicolons that names the claim's tier (第二), though only the first names the price (水价).
    {
      answer: "第二阶梯水价为每立方米8.05元[c1]。",
      chunks: ["第一阶梯为年用水量0至180立方米（含），综合水价每立方米3.45元；第二阶梯为181至260立方米（含），每立方米4.60元；第三阶梯为260立方米以上，每立方米8.05元。"],
      errors: [{ code: "X1", at: "8.05元" }],
    },
    { answer: "A Dedicated Desk costs £120 a month more than a Hot Desk [c1].", chunks: ["Hot Desk: £189 per month, weekday access. Dedicated Desk: £289 per month, 24/7 access."], errors: [{ code: "X1", at: "£120" }] },
    { answer: "A Dedicated Desk gives you 12-hour access [c1].", chunks: ["Dedicated Desk: £289 per month, 24/7 access."], errors: [{ code: "X1", at: "12-hour" }] },
    // A figure within a range, or a bound that overlaps an opposite one, fits it: unsupported, not contradicted.
    { answer: "The trial ran for 12 days [c1].", chunks: ["The trial ran for 5–15 days."], errors: [{ code: "N1", at: "12 days" }] },
    { answer: "The charge is waived if you give at least 12 hours' notice [c1].", chunks: ["Patients who cancel with less than 24 hours' notice are charged £30."], errors: [{ code: "N1", at: "12 hours" }] },
    // A lead time (提前3天) is no length a limit (最长60天) bounds.
    { answer: "冻结卡期需要提前3天申请[c1]。", chunks: ["年卡会员可免费冻结卡期一次，最长60天。"], errors: [{ code: "N1", at: "3天" }] },
    // 分别 pairs items and figures in order: 300元 is 科目三's, not the claim's 科目二's.
    { answer: "科目二补考一次收费300元[c1]。", chunks: ["科目二、科目三补考每次分别收取200元和300元。"], errors: [{ code: "N1", at: "300元" }] },
    // Two figures the sentence gives in two different cases, paired in one.
    // The whole a part is taken of, counted in other words: only the part is not there.
    { answer: "Thirteen of the 144 riders who started the stage failed to finish it [c1].", chunks: ["Only 131 of the 144 starters finished: eight riders abandoned after a crash at 62 km and five missed the time cut."], errors: [{ code: "N1", at: "Thirteen" }] },
    // Bounds on both sides of one age ("under two", "two and over") leave no age outside them: the claim's is not there, but contradicts nothing.
    { answer: "The nursery takes children from three months old [c1].", chunks: ["A full day costs £72 for children under two and £66 for children aged two and over."], errors: [{ code: "N1", at: "three months" }] },
    // …and paired the other way round: the claim's item names the sentence's other figure.
    { answer: "The slab model carries the longer warranty, 5 years against 3 years for the cabinet version [c1].", chunks: ["Warranty: 5 years on the cabinet model and 3 years on the slab model, parts and labour."], errors: [{ code: "X1", at: "3 years" }] },
    // Years apart the other way from the claim's own year: "in 1895, two years before his retirement" puts it in 1897.
    { answer: "He was elected a Fellow in 1895, two years before his retirement [c1].", chunks: ["He retired in 1893 and was elected a Fellow in 1895."], errors: [{ code: "N1", at: "two years" }] },
    // …or where the other event's words stand by the claim's own year: the wash-house closed in 1958.
    { answer: "The slipper baths closed in 1958, eight years before the wash-house [c1].", chunks: ["The wash-house closed in 1958, as more homes acquired washing machines, and the slipper baths followed in 1966."], errors: [{ code: "N1", at: "eight years" }] },
    // …which a wrong total does not work out to.
    { answer: "If you collect your child at 6:30pm, you'll pay a £30 late collection charge [c1].", chunks: ["Late collection after 6pm incurs a charge of £10 per 15 minutes."], errors: [{ code: "N1", at: "£30" }] },
    { answer: "Where annual rent is £50,000 or more, the deposit can be up to five weeks' rent [c1].", chunks: ["The deposit may not exceed five weeks' rent where annual rent is below £50,000, or six weeks' rent where annual rent is £50,000 or more."], errors: [{ code: "X1", at: "£50,000" }, { code: "X1", at: "five weeks" }] },
    { answer: "The prepayment certificate costs £33.10 for twelve months [c1].", chunks: ["A 3-month prepayment certificate now costs £33.10 and a 12-month certificate costs £118.40."], errors: [{ code: "X1", at: "£33.10" }, { code: "X1", at: "twelve months" }] },
    // A figure of what failed does not hold one of what passed.
    { answer: "13 batches passed [c1].", chunks: ["Of 582 batches, 569 passed and 13 did not pass."], errors: [{ code: "X1", at: "13", expected: "569" }] },
    { answer: "其中合格13批次[c1]。", chunks: ["共抽检582批次，其中合格569批次，不合格13批次，合格率为97.8%。"], errors: [{ code: "X1", at: "13批" }] },
    // "Exceed" bounds from below, as "more than" does.
    { answer: "Bags must exceed 10 kg [c1].", chunks: ["Bag drop opens at 6:45; bags must not exceed 10 kg."], errors: [{ code: "X1", at: "10 kg" }] },
    // A bound that names a limit is held by that limit only, not by a figure on its side.
    { answer: "Business class passengers may check two bags of up to 33 kg each [c1].", chunks: ["Economy Classic includes one bag of up to 23 kg, and Economy Flex includes two bags of 23 kg each. Business class passengers may check two bags of up to 32 kg each."], errors: [{ code: "X1", at: "33 kg", expected: "32 kg" }] },
    // 四级科目 names a grade, not four subjects.
    { answer: "每名考生每次最多报考4个科目[c1]。", chunks: ["一级、二级科目每科报名费80元，三级、四级科目每科95元。每名考生每次最多报考3个科目。"], errors: [{ code: "X1", at: "4个", expected: "3个" }] },
    // A bound's bare number is not found as text elsewhere in the chunk.
    { answer: "Up to 6 unused days may be carried over to the next year [c1].", chunks: ["Full-time employees accrue 25 days of leave. Up to 5 unused days may be carried over to the next year. Parental leave is 6 months."], errors: [{ code: "X1", at: "6", expected: "5" }] },
    // A bound the sentence that says the claim states, not a figure of another sentence on its side.
    { answer: "Most patients were over 66 [c1].", chunks: ["Riverside Hospital treated 1,240 patients for heat-related illness in July. A doctor said most patients were over 65."], errors: [{ code: "X1", at: "66", expected: "65" }] },
    // A price said of adults, where children pay half: no children's price.
    { answer: "一名10岁儿童乘船单程票价为12元[c1]。", chunks: ["票价不变：成人单程12元，6至14周岁儿童及65周岁以上老人半价。"], errors: [{ code: "N1", at: "12元" }] },
    // …but one outside it, or a bound that cannot meet it, breaks it.
    { answer: "65岁以上的老人做一次全口洁牙只需148.4元[c1]。", chunks: ["超声波洁牙（全口）单次198元，含抛光。65周岁以上老人洁牙享8折优惠，不与其他优惠同享。"], errors: [{ code: "X1", at: "148.4元" }] },
    { answer: "The trial ran for 20 days [c1].", chunks: ["The trial ran for 5–15 days."], errors: [{ code: "X1", at: "20 days" }] },
    { answer: "The deposit can be more than five weeks' rent [c1].", chunks: ["The deposit may not exceed five weeks' rent."], errors: [{ code: "X1", at: "five weeks" }] },
    // Of several ages in a chunk, the one said of the claim's thing (投保年龄), not 年满八十周岁.
    { answer: "投保年龄上限为60周岁[c1]。", chunks: ["投保年龄为出生满28天至五十五周岁，保险期间至被保险人年满八十周岁。"], errors: [{ code: "X1", at: "60周岁" }] },
    // A figure the sentence gives of another thing than the claim's, which has its own.
    { answer: "Grants provided 62% of the charity's income [c1].", chunks: ["Total income was £4.8 million, of which 62% came from individual donations, 21% from grants and 17% from corporate partners."], errors: [{ code: "X1", at: "62%", expected: "21%" }] },
    { answer: "E-bikes made up 41% of the fleet [c1].", chunks: ["E-bikes accounted for 41% of all trips despite making up about 37% of the fleet."], errors: [{ code: "X1", at: "41%", expected: "37%" }] },
    // A comparison's amount against a level is unsupported, not contradicted: the level compared with is not given.
    { answer: "The battery lasted two hours longer than the previous model [c1].", chunks: ["In our test, the battery lasted 13 hours 40 minutes."], errors: [{ code: "N1", at: "two hours" }] },
    // The sentence's equal figure is given for the opposite case (夜间), the claim's case has its own.
    { answer: "白天超出起步里程后，里程费为每公里2.8元[c1]。", chunks: ["超出3公里后，里程费为每公里2.3元。夜间时段起步价调整为15元，里程费为每公里2.8元。"], errors: [{ code: "X1", at: "2.8元", expected: "2.3元" }] },
    { answer: "Revenue tripled in 2024 [c1].", chunks: ["Revenue doubled to $2.4 billion in 2024."], errors: [{ code: "X1", at: "tripled" }] },
    { answer: "Profit is expected to double by 2026 [c1].", chunks: ["Profit is expected to triple by 2026."], errors: [{ code: "X1", at: "double" }] },
    { answer: "销量翻了两番[c1]。", chunks: ["销量翻了一番。"], errors: [{ code: "X1", at: "翻了两番" }] },
    { answer: "More than 870 people were infected [c1].", chunks: ["In total, 870 people were infected."], errors: [{ code: "X1", at: "870" }] },
    { answer: "Fewer than 457 deaths were reported [c1].", chunks: ["There were 457 deaths in 21 countries."], errors: [{ code: "X1", at: "457" }] },
    { answer: "Under 30 countries reported cases [c1].", chunks: ["Cases were reported by 870 people in 21 regions."], errors: [{ code: "N1", at: "30" }] },
    { answer: "不到 300 人参加[c1]。", chunks: ["共有 300 人参加。"], errors: [{ code: "X1", at: "300 人" }] },
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
    { answer: "Take more than four tablets in 24 hours [c1].", chunks: ["Do not take more than four tablets in 24 hours."], errors: [{ code: "X1", at: "four" }] },
    { answer: "每日最多服用5片[c1]。", chunks: ["每日服用不超过3片。"], errors: [{ code: "X1", at: "5片" }] },
    // The same figure, moved the other way.
    { answer: "Advertising revenue was $5 million in 2023 [c1].", chunks: ["Advertising revenue was $4 million in 2023. Costs came to $5 million."], errors: [{ code: "X1", at: "$5 million", expected: "$4 million" }] },
    { answer: "Revenue decreased 20% in 2023 [c1].", chunks: ["Revenue increased 20% in 2023 while weight decreased."], errors: [{ code: "X1", at: "20%", expected: "20%" }] },
    { answer: "Acme's revenue fell 12% [c1].", chunks: ["Acme's revenue was $4.2 billion, up 12% from a year earlier."], errors: [{ code: "X1", at: "12%" }] },
    { answer: "Sales saw a 5% drop in May [c1].", chunks: ["Sales rose 5% in May."], errors: [{ code: "X1", at: "5%" }] },
    { answer: "营收同比下降了12%[c1]。", chunks: ["营收同比增长 12%，利润下降了 5%。"], errors: [{ code: "X1", at: "12%" }] },
    // A sentence that opens on a pronoun speaks of the X200 named before it; a figure's own words ("billion") are not its neighbours.
    { answer: "The X200 costs $1,399 [c1].", chunks: ["The X200 weighs 1.3 kg. It ships with 16 GB of LPDDR5 memory and costs $1,299."], errors: [{ code: "X1", at: "$1,399" }] },
    { answer: "Acme's revenue fell 12% [c1].", chunks: ["Acme reported revenue of $4.2 billion for fiscal 2024, up 12% from the previous year."], errors: [{ code: "X1", at: "12%" }] },
    { answer: "The ticket costs €5 [c1].", chunks: ["The ticket costs $5."], errors: [{ code: "X1", at: "€5" }] },
    { answer: "门票价格为5欧元[c1]。", chunks: ["门票价格为5美元。"], errors: [{ code: "X1", at: "5欧元" }] },
    { answer: "The ticket costs €5 in France [c1].", chunks: ["The ticket costs $5 in the US and €6 in France."], errors: [{ code: "X1", at: "€5", expected: "€6" }] },
    { answer: "They may lose 50 million dollars [c1].", chunks: ["if we're late we may lose 5 mln bucks"], errors: [{ code: "X1", at: "50 million dollars" }] },
    // An age is not a duration, and a year is not a count: not found, but no rival either.
    { answer: "It serves 10-24 year old Jordanians [c1].", chunks: ["For the next three months, young Jordanians will debate water policy."], errors: [{ code: "N1", at: "10-24 year" }] },
    { answer: "She praised the 2017 film [c1].", chunks: ["The pay gap of the two stars came to light during reshoots of the film."], errors: [{ code: "N1", at: "2017" }] },
    { answer: "The phone supports fast charging at up to 65 W [c1].", chunks: ["The phone supports fast charging at up to 45 W."], errors: [{ code: "X1", at: "65 W" }] },
    { answer: "The battery lasts up to 24 h [c1].", chunks: ["The battery lasts up to 18 h."], errors: [{ code: "X1", at: "24 h" }] },
    { answer: "Returns are accepted within 365 days [c1].", chunks: ["Returns are accepted within 180 days."], errors: [{ code: "X1", at: "365 days" }] },
    { answer: "Store below 30°C [c1].", chunks: ["Store below 25°C."], errors: [{ code: "X1", at: "30°C" }] },
    { answer: "共获得 91 枚奖牌[c1]。", chunks: ["共获得 40 枚金牌、27 枚银牌和 24 枚铜牌。"], errors: [{ code: "N1", at: "91 枚" }] },
    { answer: "他的成绩是 46.50 秒[c1]。", chunks: ["他的成绩为 46秒40。"], errors: [{ code: "X1", at: "46.50 秒" }] },
    { answer: "The warranty lasts three years [c1].", chunks: ["The warranty lasts a year and a half."], errors: [{ code: "X1", at: "three years" }] },
    { answer: "The average temperature is 86°F [c1].", chunks: ["The average temperature is 25°C."], errors: [{ code: "X1", at: "86°F" }] },
    { answer: "Half of the patients responded [c1].", chunks: ["25% of the patients responded."], errors: [{ code: "X1", at: "Half" }] },
    { answer: "The API allows 30 requests per second [c1].", chunks: ["The API allows 1,200 requests per minute."], errors: [{ code: "X1", at: "30 requests per second" }] },
    { answer: "The show starts at 20:30 [c1].", chunks: ["The show starts at 19:30."], errors: [{ code: "X1", at: "20:30" }] },
    { answer: "演出晚上 8 点开始[c1]。", chunks: ["演出晚上 7 点开始。"], errors: [{ code: "X1", at: "晚上 8 点" }] },
    { answer: "The final score was 3:2 [c1].", chunks: ["The final score was 3:1."], errors: [{ code: "X1", at: "2" }] },
    { answer: "The team ranked second [c1].", chunks: ["The team ranked first."], errors: [{ code: "X1", at: "second" }] },
    { answer: "该队排名第二[c1]。", chunks: ["该队排名第一。"], errors: [{ code: "X1", at: "第二" }] },
    { answer: "小米智能手机出货量位列全球第二[c1]。", chunks: ["全年智能手机出货量达到1.69亿台，位列全球第三。"], errors: [{ code: "X1", at: "第二" }] },
    { answer: "请在 60 日内退货[c1]。", chunks: ["请在 90 日内退货。"], errors: [{ code: "X1", at: "60 日" }] },
    // Where a change began is not where it stands: the claim gives the earlier figure as the current one.
    { answer: "Operating margin is 21% [c1].", chunks: ["Operating margin fell to 18% from 21%."], errors: [{ code: "X1", at: "21%" }] },
    { answer: "毛利率为21%[c1]。", chunks: ["毛利率由21%降至18%。"], errors: [{ code: "X1", at: "21%" }] },
    { answer: "Lakeport's population shrank by 1.8% [c1].", chunks: ["Lakeport's population grew to 412,600, an increase of 1.8%."], errors: [{ code: "X1", at: "1.8%" }] },
    { answer: "Gas unit rates will go up by 3% [c1].", chunks: ["Gas unit rates will fall by 3%."], errors: [{ code: "X1", at: "3%" }] },
    // An amount of change is not rivalled by the levels it moved between, nor a level by an increment.
    { answer: "Bulk imports use 1.5 GB less memory [c1].", chunks: ["It reduces memory usage during bulk imports from 3.2 GB to 1.9 GB."], errors: [{ code: "N1", at: "1.5 GB" }] },
    { answer: "The unemployment rate rose by 0.7 percentage points [c1].", chunks: ["The unemployment rate fell from 6.1% to 5.4%."], errors: [{ code: "N1", at: "0.7 percentage points" }] },
    { answer: "The laptop costs $1,299 [c1].", chunks: ["The laptop's 1 TB configuration costs an extra $180."], errors: [{ code: "N1", at: "$1,299" }] },
    { answer: "Net interest income increased to £2.10 billion [c1].", chunks: ["Net interest income fell 3% to £2.10 billion as deposit costs increased."], errors: [{ code: "X1", at: "£2.10 billion" }] },
    { answer: "该基金近一年份额净值下降了4.35%[c1]。", chunks: ["截至2024年9月30日，本基金近一年份额净值增长率为4.35%。"], errors: [{ code: "X1", at: "4.35%" }] },
    { answer: "Admission to the exhibition costs £16 [c1].", chunks: ["Net interest income fell 3% to £2.10 billion as deposit costs increased."], errors: [{ code: "N1", at: "£16" }] },
    { answer: "商品以7折出售[c1]。", chunks: ["商品打五折出售。"], errors: [{ code: "X1", at: "7折" }] },
    { answer: "Take one tablet three times a day [c1].", chunks: ["Patients should take one tablet twice a day with food."], errors: [{ code: "X1", at: "three times a day" }] },
    { answer: "该药成人一日服用3次[c1]。", chunks: ["成人一次1粒，一日2次，用温开水送服。"], errors: [{ code: "X1", at: "3次" }] },
    // A figure that measures another thing, or belongs to another figure's clause, is no rival.
    { answer: "Each serving contains 3 g of dietary fibre [c1].", chunks: ["Each serving contains 190 kcal, 4 g of protein and 31 g of carbohydrates."], errors: [{ code: "N1", at: "3 g" }] },
    { answer: "The firm will buy back €100 million of its shares [c1].", chunks: ["Net income was €198 million, or €0.87 per share."], errors: [{ code: "N1", at: "€100 million" }] },
    { answer: "Version 4.2 reduces disk usage by 15% [c1].", chunks: ["The release cuts query latency by 23% compared with version 4.1 and reduces memory usage."], errors: [{ code: "N1", at: "15%" }] },
    // 每10股1.5元 is 0.15元 a share, not 1.5元.
    { answer: "公司计划每股派发现金红利1.5元[c1]。", chunks: ["董事会拟向全体股东每10股派发现金红利1.5元。"], errors: [{ code: "X1", at: "1.5元" }] },
    { answer: "城镇居民人均可支配收入为61200元[c1]。", chunks: ["全市居民人均可支配收入为52360元，其中农村居民人均可支配收入28910元。"], errors: [{ code: "N1", at: "61200元" }] },
    // 星驰X7 is the phone's name, not a qualifier the source must repeat; 8.3 cm is not 8.3 mm.
    { answer: "星驰X7机身厚度为8.3厘米[c1]。", chunks: ["整机重量为198克，厚度8.3毫米。"], errors: [{ code: "X1", at: "8.3厘米" }] },
    { answer: "The watch is water resistant to 10ATM [c1].", chunks: ["The watch is water resistant to 5ATM."], errors: [{ code: "X1", at: "10ATM" }] },
    { answer: "The FP16 throughput is 4 TOPS [c1].", chunks: ["The INT8 throughput is 8 TOPS. FP16 figures are not provided."], errors: [{ code: "N1", at: "4 TOPS" }] },
    // An English qualifier in another's place: sick leave is not parental leave, vaccine sales not global sales.
    { answer: "Employees receive 10 days of paid sick leave per year [c1].", chunks: ["Parental leave is 20 weeks at full pay for the primary caregiver."], errors: [{ code: "N1", at: "10 days" }] },
    // A plan or target against what happened: the source does not state the plan.
    { answer: "公司2024年营业收入目标为55亿元[c1]。", chunks: ["公司2023年实现营业收入48.6亿元，同比增长12.4%。"], errors: [{ code: "N1", at: "55亿元" }] },
    { answer: "The company plans to open 40 stores next year [c1].", chunks: ["The company opened 35 stores last year."], errors: [{ code: "N1", at: "40" }] },
    // …but a plan against a plan, or a source that says what will be, is rivalled.
    { answer: "The company plans to open 40 stores next year [c1].", chunks: ["The company plans to open 35 stores next year."], errors: [{ code: "X1", at: "40" }] },
    { answer: "Work is expected to cost $14 million [c1].", chunks: ["The mayor said the work would cost $12 million."], errors: [{ code: "X1", at: "$14 million" }] },
    // A count is of any word of the phrase after it: heaters of "HeatWave Mini ceramic space heaters".
    { answer: "The recall affects about 385,000 heaters [c1].", chunks: ["The firm announced a recall of about 38,500 HeatWave Mini ceramic space heaters."], errors: [{ code: "X1", at: "385,000" }] },
    { answer: "Concession tickets are £5 cheaper [c1].", chunks: ["Adult tickets cost £16 and concessions £12."], errors: [{ code: "X1", at: "£5" }] },
    // Held only by a sentence that says little of the claim, rivalled by one that says much of it.
    {
      answer: "Halvorsen will post you a prepaid return bag within 21 working days of registering [c1].",
      chunks: ["Halvorsen will send a prepaid return bag within 10 working days of registration. Refunds are paid by bank transfer within 21 days of the old unit being received."],
      errors: [{ code: "X1", at: "21 working days" }],
    },
    // Two times of day that do not bound a span give no length of time.
    { answer: "On Sundays, trains will run every 30 minutes [c1].", chunks: ["The last train leaves at 23:35 instead of 23:05. Sunday services will continue to run every 60 minutes."], errors: [{ code: "X1", at: "30 minutes" }] },
    // A verb after a count is no noun it counts: "under 12 get in" and "under 5 go" count the same children.
    { answer: "Children under 12 get in free [c1].", chunks: ["Adult tickets cost £16, and children under 5 go free."], errors: [{ code: "X1", at: "12" }] },
    // 06时 is on a 24-hour clock: 18时 is another time.
    { answer: "预警是在7月15日18时发布的[c1]。", chunks: ["中央气象台2024年7月15日06时继续发布暴雨橙色预警。"], errors: [{ code: "X1", at: "18时" }] },
    // …but one day of something is a length of time like any other.
    { answer: "活动持续一天[c1]。", chunks: ["活动持续两天。"], errors: [{ code: "X1", at: "一天" }] },
    { answer: "停车费一天最多收100元[c1]。", chunks: ["停车费每日封顶80元。"], errors: [{ code: "X1", at: "100元" }] },
    // A target is held by a target, not by what was done: the source's target is the rival.
    { answer: "澜途汽车的全年交付目标为25万辆[c1]。", chunks: ["今年1至10月，澜途累计交付约二十五万辆，已完成全年30万辆目标的八成以上。"], errors: [{ code: "X1", at: "25万辆" }] },
    { answer: "澜途汽车的全年交付目标为25万辆[c1]。", chunks: ["今年1至10月，澜途累计交付约二十五万辆。"], errors: [{ code: "N1", at: "25万辆" }] },
    // An amount read as written and found to be per another thing is no spelling of the claim's.
    { answer: "Cyclists pay $30 per person to enter the park [c1].", chunks: ["A vehicle pass costs $30 per car; pedestrians and cyclists pay $15 per person."], errors: [{ code: "X1", at: "$30" }] },
    // A gap against the way the sentence says the figure moved is not held by it.
    { answer: "The fastest trip will be five minutes longer [c1].", chunks: ["The fastest journey time falls from 52 minutes to 47 minutes."], errors: [{ code: "N1", at: "five minutes" }] },
    // The noun phrase a figure is joined to by "of" or "is" says what it measures: an income is no loan amount…
    { answer: "Applicants must have a minimum annual income of £30,000 [c1].", chunks: ["The maximum loan-to-value is 90%, and the minimum loan amount is £25,000."], errors: [{ code: "N1", at: "£30,000" }] },
    // …but a word of one phrase the other text has anywhere names the same thing.
    { answer: "Acme's revenue was $4.5 billion in fiscal 2024 [c1].", chunks: ["Acme Corp reported revenue of $4.2 billion for fiscal 2024."], errors: [{ code: "X1", at: "$4.5 billion" }] },
    // A figure among words the sentence has none of is not its figure, though the two name the same person or firm.
    {
      answer: "Keller had worked for Brightwater for nine years before he was dismissed [c1].",
      chunks: ["The tribunal held that Brightwater failed to follow its procedure, as Mr Keller was not given 48 hours' notice of the hearing."],
      errors: [{ code: "N1", at: "nine years" }],
    },
    { answer: "办理该套餐需要预存200元话费[c1]。", chunks: ["星联通信推出畅享套餐，月费129元，含国内通用流量60GB。"], errors: [{ code: "N1", at: "200元" }] },
    // …but the person's own words beside it make it theirs: check-out is in the sentence.
    { answer: "Check-out at the Alder Bay Hotel is by 12:00 noon [c1].", chunks: ["Check-in at the Alder Bay Hotel is from 3:00 pm and check-out is by 11:00 am."], errors: [{ code: "X1", at: "12:00" }] },
    // "2 lemons" does not hold "2 tablespoons" where the sentence counts tablespoons too.
    {
      answer: "It also calls for 2 tablespoons of chopped thyme [c1].",
      chunks: ["Rub the chicken with 40 g of butter mixed with the zest of 2 lemons and 1 tablespoon of chopped thyme."],
      errors: [{ code: "X1", at: "2" }],
    },
    // A wrong sum, and a sum not said to be one.
    { answer: "The entry and parking fees come to a total of £60 [c1].", chunks: ["The entry fee is £30 and the parking fee is £20."], errors: [{ code: "X1", at: "£60" }] },
    { answer: "It costs £50 [c1].", chunks: ["The entry fee is £30 and the parking fee is £20."], errors: [{ code: "N1", at: "£50" }] },
    // The only age a chunk gives is the age of whom it speaks.
    { answer: "Moreira joined at the age of 32 [c1].", chunks: ["Ridgeford City have signed Lucas Moreira. The 23-year-old has signed a five-year contract."], errors: [{ code: "X1", at: "32" }] },
    // A code that opens a name ("SC Vilanova") does not qualify the figure.
    { answer: "SC Vilanova is entitled to 25% of the profit on any future sale [c1].", chunks: ["Vilanova will receive 15% of any future sale profit."], errors: [{ code: "X1", at: "25%" }] },
    // The 2 of "11.2%" is no spelling of the claim's 2.
    { answer: "CARDIA-3 was a phase 2 trial [c1].", chunks: ["CARDIA-3 was a double-blind phase 3 trial. Mortality did not differ (11.2% vs 12.0%)."], errors: [{ code: "X1", at: "2" }] },
    // Held only where a longer name names another product: "Orbit Plus" for the claim's "Orbit Max".
    { answer: "Orbit Max costs £18 per month [c1].", chunks: ["Orbit Plus: £18 per month, 100 GB of data. Orbit Max: £25 per month, unlimited data."], errors: [{ code: "X1", at: "£18", expected: "£25" }] },
    { answer: "Nova 12的电池容量为5500毫安时[c1]。", chunks: ["Nova 12采用6.4英寸屏幕，电池容量4800毫安时。Nova 12 Pro采用6.8英寸屏幕，电池容量5500毫安时。"], errors: [{ code: "X1", at: "5500毫安时", expected: "4800毫安时" }] },
    // Held by an equal figure said of another party, rivalled by the claim's party's own.
    { answer: "养老保险个人缴费比例为16%[c1]。", chunks: ["养老保险单位缴费比例为16%，个人为8%。"], errors: [{ code: "X1", at: "16%", expected: "8%" }] },
    // A bare number read in the source with another unit is not spelled out there; of several rivals, the one among the claim's words.
    { answer: "二级考试成绩达到80分即为优秀[c1]。", chunks: ["一级、二级科目每科报名费80元。二级考试满分100分，60分及以上为合格，90分及以上为优秀。"], errors: [{ code: "X1", at: "80", expected: "90" }] },
    // A share over the sentence's cap is no share of it (the cap is per item, 每件, so no rival of the claim's figure).
    {
      answer: "成交价12,000元的1级能效电视可获得2,400元补贴[c1]。",
      chunks: ["1级能效产品按成交价的20%补贴，2级能效产品按15%补贴，每件最高补贴2,000元。"],
      errors: [{ code: "N1", at: "12,000元" }, { code: "N1", at: "2,400元" }],
    },
    // The unit an amount is per is no word it shares with another amount: child seats are not the surcharge.
    { answer: "Child seats can be rented for £8 per day [c1].", chunks: ["Drivers aged 21–24 pay a young driver surcharge of £12 per day."], errors: [{ code: "N1", at: "£8" }] },
    // Held only beside another code than the claim's (HM-430M for HM-410M): the datasheet's own figure rivals it.
    { answer: "The HM-410M has a module efficiency of 22.0% [c1].", chunks: ["HelioMax HM-410M datasheet. Module efficiency: 21.0%. The HM-430M variant offers 430 W and 22.0% efficiency."], errors: [{ code: "X1", at: "22.0%", expected: "21.0%" }] },
    // What sets the other figure apart (锂电池) is the claim's: the equal one is the lead-acid battery's, and the lithium battery's is the rival.
    { answer: "锂电池充满电大约需要8小时[c1]。", chunks: ["铅酸电池充满约需8小时，锂电池充满约需6小时。"], errors: [{ code: "X1", at: "8小时", expected: "6小时" }] },
    // The end of a range said of another case is no spelling of the claim's figure, and the case the claim names gives its own.
    { answer: "In first gear the drill reaches up to 1,900 rpm [c1].", chunks: ["No-load speed is 0–500 rpm in first gear and 0–1,900 rpm in second gear."], errors: [{ code: "X1", at: "1,900 rpm", expected: "0–500 rpm" }] },
    { answer: "Second gear tops out at 500 rpm [c1].", chunks: ["No-load speed is 0–500 rpm in first gear and 0–1,900 rpm in second gear."], errors: [{ code: "X1", at: "500 rpm" }] },
    // "3 years on the tool and 2 years on batteries": the figure said on another thing.
    { answer: "Batteries and chargers are covered by a three-year warranty [c1].", chunks: ["Standard warranty: 3 years on the tool and 2 years on batteries and chargers, from the date of purchase."], errors: [{ code: "X1", at: "three-year", expected: "2 years" }] },
    // Bounds written apart from their figures, with a modal between (最多只能, 至少要, 不能超过).
    { answer: "每个自然年最多只能取消3次[c1]。", chunks: ["四、连住3晚及以上的订单如提前离店，收取一晚房费作为违约金。五、会员积分兑换的房晚取消后积分全额返还，每个自然年最多可取消2次。"], errors: [{ code: "X1", at: "3次", expected: "2次" }] },
    { answer: "非独生子女每人每月至少要分摊1500元[c1]。", chunks: ["赡养老人扣除标准由每月2000元提高到3000元，非独生子女与兄弟姐妹分摊，每人每月分摊额度不能超过1500元。"], errors: [{ code: "X1", at: "1500元" }] },
    // An amount at another stage of its change: 2000元 is what the standard was raised from.
    { answer: "赡养老人扣除标准已上调至每月2000元[c1]。", chunks: ["赡养老人扣除标准由每月2000元提高到3000元。"], errors: [{ code: "X1", at: "2000元" }] },
    // A figure where the source gives where a move began: "rose to £118 million" of "down from £118 million".
    { answer: "Net debt rose to £118 million by 30 June [c1].", chunks: ["Net debt stood at £96 million at 30 June, down from £118 million at the end of 2023."], errors: [{ code: "X1", at: "£118 million" }] },
    // Two moves are no levels: "rose 7.4% … 2.1% volume growth" gives no rise of 5%; nor is "rose" a word of what the shares are.
    { answer: "Halcyon's shares rose 5% on the day the update was published [c1].", chunks: ["Group revenue rose 7.4% year on year to £412 million, driven by price increases and 2.1% volume growth."], errors: [{ code: "N1", at: "5%" }] },
    // A place the cited source never names: the figure is not contradicted there, only not given.
    { answer: "Parking at the Glenmore Visitor Centre costs £5 a day [c1].", chunks: ["Pay-by-phone bays on Station Parade cost £2.40 per hour. A penalty charge notice of £130 is reduced to £65 if paid within 14 days."], errors: [{ code: "N1", at: "£5" }] },
    // How long a warranty is extended by is no warranty's length.
    { answer: "空调遥控器享受2年保修[c1]。", chunks: ["一、整机保修6年，压缩机保修10年，遥控器保修1年。二、用户可登记延保，整机保修额外延长2年。"], errors: [{ code: "X1", at: "2年" }] },
    { answer: "一类区域白天收费标准会下调50%[c1]。", chunks: ["法定节假日期间，一类区域白天收费标准上浮50%。"], errors: [{ code: "X1", at: "50%" }] },
    { answer: "年度内第二次在三级医疗机构住院时，起付线降为400元[c1]。", chunks: ["某市2025年城乡居民医保住院报销政策：参保居民在一级医疗机构住院，起付线为300元，报销比例为90%；在二级医疗机构住院，起付线为600元，报销比例为80%；在三级医疗机构住院，起付线为1000元，报销比例为65%。年度内第二次及以后住院的，起付线减半。"], errors: [{ code: "X1", at: "400元" }] },
    // The equal figure is another label's ("linear power warranty: 25 years"), or another case's of a semicolon list (空调's 10年).
    { answer: "The HM-410M's product warranty lasts 25 years [c1].", chunks: ["Product warranty: 15 years; linear power warranty: 25 years, guaranteeing at least 84.8% after 25 years."], errors: [{ code: "X1", at: "25 years", expected: "15 years" }] },
    { answer: "康顿冰箱的压缩机保修10年[c1]。", chunks: ["康顿家电保修条款（适用于2024年7月1日后购买的产品）：空调整机保修6年，压缩机保修10年；冰箱整机保修3年，压缩机保修12年；洗衣机整机保修3年，电机保修10年。"], errors: [{ code: "X1", at: "10年" }] },
    // One figure of the claim said twice in the source is no two parts of a sum: 一次…早晚各一次 gives no 2粒.
    { answer: "成人一次2粒[c1]。", chunks: ["【用法用量】口服。成人一次1粒，一日2次（早晚各一次）。"], errors: [{ code: "X1", at: "2粒", expected: "1粒" }] },
    // The hour of "9am" is not the 9 of "9:30am".
    { answer: "The museum opens at 9am on weekdays [c1].", chunks: ["The museum opens at 9:30am on weekdays."], errors: [{ code: "X1", at: "9am", expected: "9:30am" }] },
    // Another item's adjustment, or one said of something else, makes no price of the claim's; the
    // price of the claim's day rivals it.
    { answer: "A Silver member pays £10 for a Tuesday ticket [c1].", chunks: ["Tickets cost £12.50 from Monday to Thursday and £14 from Friday to Sunday. Silver members get £2 off every ticket. Gold members get £2.50 off every ticket."], errors: [{ code: "X1", at: "£10", expected: "£12.50" }] },
    { answer: "Working hours are 7 hours a day [c1].", chunks: ["Staff work from 9:00 to 17:30 with a 30-minute lunch break."], errors: [{ code: "X1", at: "7 hours" }] },
    // The figure of the other item, named by a word the claim lacks (Plus), against the item the claim names in full.
    { answer: "The standard Duo 2 comes with a 0.7-litre milk carafe [c1].", chunks: ["The Duo 2 costs £379. The Duo 2 has an automatic milk system with a 0.5-litre carafe; the Duo 2 Plus carafe holds 0.7 litres."], errors: [{ code: "X1", at: "0.7-litre", expected: "0.5-litre" }] },
    // Items listed in an earlier clause than 分别 pair with its figures in order: 16800元 is 金牌's.
    { answer: "银牌月嫂26天的服务费为16800元[c1]。", chunks: ["五、月嫂：分为金牌、银牌两档，26天服务期分别收费16800元和12800元。"], errors: [{ code: "N1", at: "16800元" }] },
    // A Chinese sentence's cases between commas: 3元 is the 60至79周岁 case's.
    { answer: "年满80岁的老人凭长者卡就餐，每餐补贴3元[c1]。", chunks: ["本社区60周岁以上老人凭长者卡就餐可享受补贴：60至79周岁每餐补贴3元，80周岁及以上每餐补贴5元。"], errors: [{ code: "X1", at: "80岁" }, { code: "X1", at: "3元", expected: "5元" }] },
    // …but not with another band's price, nor said as a fact.
    { answer: "If your dog weighs 18 kg, a full groom will cost £62 [c1].", chunks: ["A full groom costs £38 for small dogs up to 10 kg, £48 for medium dogs from 10 to 25 kg and £62 for large dogs over 25 kg."], errors: [{ code: "N1", at: "18 kg" }] },
    { answer: "The dog weighs 18 kg [c1].", chunks: ["A full groom costs £38 for small dogs up to 10 kg, £48 for medium dogs from 10 to 25 kg and £62 for large dogs over 25 kg."], errors: [{ code: "N1", at: "18 kg" }] },
    { answer: "With a filter fitted, the descaling alert comes every 300 cups [c1].", chunks: ["A descaling alert appears after every 200 cups unless a filter is fitted, in which case the interval doubles."], errors: [{ code: "X1", at: "300" }] },
    // A price that does not work out leaves the claim's measure a premise of nothing.
    { answer: "用中型厢货车搬家，全程25公里，不计楼层费用的话，车费是540元[c1]。", chunks: ["小面包车起步价200元；中型厢货车起步价400元；大型厢货车起步价800元。起步价含10公里运输里程，超出10公里后每公里加收8元。"], errors: [{ code: "N1", at: "25公里" }, { code: "N1", at: "540元" }] },
    // A share off in words is a cut like the source's.
    { answer: "Tenants over 65 get a third off their rent [c1].", chunks: ["Tenants aged over 65 or receiving Universal Credit get a 25% reduction."], errors: [{ code: "X1", at: "a third", expected: "25%" }] },
    // …not the rate from the first minute, which the allowance rules out.
    { answer: "普通单车骑行45分钟需支付4.5元[c1]。", chunks: ["普通单车起步价1.5元，含15分钟骑行时间，超出后每15分钟加收1元。"], errors: [{ code: "X1", at: "45分钟" }, { code: "X1", at: "4.5元" }] },
    // Another tier's sentence ("Silver membership") does not hold the claim's tier's figure ("Basic members").
    { answer: "Basic members get 10% off food and drink, and £2 off every ticket [c1].", chunks: ["Basic membership costs £35 a year and gives £1.50 off every ticket and 10% off food and drink. Silver membership costs £65 a year and gives £2 off every ticket."], errors: [{ code: "X1", at: "£2", expected: "£1.50" }] },
    { answer: "The eclipse lasts 2 hours from first contact to last contact [c1].", chunks: ["First contact is at 00:27, totality at 01:31 and last contact at 03:27."], errors: [{ code: "N1", at: "2 hours" }] },
    // An offset ("10 minutes after") is no span between two named times.
    { answer: "The wheelchair race starts 20 minutes after the main race [c1].", chunks: ["The wheelchair race starts at 8:40 and the main race at 9:00."], errors: [{ code: "N1", at: "20 minutes" }] },
    // A multiple is not held by a count of as many things, and the ratio of the two fees the claim names is another.
    { answer: "摄影专业的学费是声乐专业的两倍[c1]。", chunks: ["学费：声乐每学期360元，摄影每学期600元。每人每学期最多报读两个专业。"], errors: [{ code: "X1", at: "两倍", expected: "1.67×" }] },
    // A figure in a phrase about another item ("on the chassis") does not hold the motor's, which its own item gives.
    { answer: "The motor is guaranteed for 25 years [c1].", chunks: ["Warranty: 25 years on the chassis, 5 years on electrical parts and the motor."], errors: [{ code: "X1", at: "25 years", expected: "5 years" }] },
    // …or of the same thing in another place: "the second year" is "year two".
    { answer: "Pay rises to £14.25 an hour in the second year [c1].", chunks: ["Pay starts at £10.40 an hour in year one, rising to £12.10 in year two, £14.25 in year three and £16.80 for the final six months."], errors: [{ code: "X1", at: "£14.25" }] },
    { answer: "In first gear the drill reaches up to 1,900 rpm, while second gear tops out at 500 rpm [c1].", chunks: ["No-load speed is 0–500 rpm in first gear and 0–1,900 rpm in second gear."], errors: [{ code: "X1", at: "1,900 rpm", expected: "0–500 rpm" }, { code: "X1", at: "500 rpm", expected: "0–1,900 rpm" }] },
    // A sentence about another subject, where another sentence opens on the claim's with a figure of the kind.
    { answer: "The starling was the most commonly counted bird, with an average of 3.9 per garden [c1].", chunks: ["The house sparrow remained the most commonly counted bird, with an average of 3.9 per garden. The starling rose to second place (3.1 per garden), overtaking the blue tit (2.8)."], errors: [{ code: "X1", at: "3.9", expected: "3.1" }] },
    // 一半 against 三分之二.
    { answer: "申请需要超过一半的业主同意[c1]。", chunks: ["须经本单元房屋专有部分面积占比三分之二以上的业主同意。"], errors: [{ code: "X1", at: "一半" }] },
    { answer: "If the deceased has to be collected from 40 miles away, the extra mileage would add £33.50 [c1].", chunks: ["Collection from further than 25 miles is charged at £2.10 for each additional mile."], errors: [{ code: "X1", at: "40 miles" }, { code: "N1", at: "£33.50" }] },
    { answer: "She spent four years reading mathematics at Girton [c1].", chunks: ["She studied mathematics at Girton College, Cambridge, from 1903 to 1906."], errors: [{ code: "N1", at: "four years" }] },
    { answer: "Ellery died in Edinburgh at the age of 78 [c1].", chunks: ["Margaret Ellery (born 9 March 1884 in Whitby, Yorkshire; died 17 November 1961 in Edinburgh) was a British civil engineer."], errors: [{ code: "N1", at: "78" }] },
    // The figure a bracket after it makes an exception to, for the case the claim names.
    { answer: "If a child under 16 is cremated, the crematorium charges £1,080 [c1].", chunks: ["Third-party costs are extra: the crematorium fee is £1,080 (£640 for a child under 16)."], errors: [{ code: "X1", at: "£1,080", expected: "£640" }] },
    { answer: "With tables set out, the Main Hall can seat 120 guests [c1].", chunks: ["The Main Hall seats 120 (or 90 at tables) and the Garden Room seats 30."], errors: [{ code: "X1", at: "120", expected: "90" }] },
    // A figure of other days of the week than the claim's, whose own have one of the kind.
    { answer: "The garage is open until 18:00 on Saturdays [c1].", chunks: ["Opening hours: Monday to Friday 7:30–18:00, Saturday 8:00–13:00; closed on Sundays."], errors: [{ code: "X1", at: "18:00" }] },
    { answer: "For a 12-metre boat, an annual berth comes to £5,820 [c1].", chunks: [BERTHS], errors: [{ code: "N1", at: "12-metre" }, { code: "N1", at: "£5,820" }] },
    { answer: "一套100平方米的无电梯多层住宅，首期维修资金要交9000元[c1]。", chunks: [UPKEEP_FUND], errors: [{ code: "N1", at: "100平方米" }, { code: "N1", at: "9000元" }] },
    // The figure of another item of a Chinese list, which the claim names in full.
    { answer: "有电梯的高层住宅，首期维修资金按每平方米60元交存[c1]。", chunks: [UPKEEP_FUND], errors: [{ code: "X1", at: "60元", expected: "90元" }] },
    { answer: "国产1.60折射率的非球面镜片每副568元[c1]。", chunks: [LENSES], errors: [{ code: "X1", at: "568元", expected: "328元" }] },
    // The case the claim's other figure falls in decides which case's figure holds it.
    { answer: "买一套100平方米的家庭唯一住房，契税税率是1%[c1]。", chunks: [DEED_TAX], errors: [{ code: "N1", at: "100平方米" }, { code: "X1", at: "1%", expected: "1.5%" }] },
    { answer: "用于宾馆的空调，整机保修期为2年[c1]。", chunks: [WARRANTY], errors: [{ code: "X1", at: "2年", expected: "6年" }] },
    // …not for a claim outside the band, nor of a bound ("claims over £3,000") as though it were a price.
    { answer: "To claim £3,000, the issue fee would be £150 [c1].", chunks: [CLAIM_FEES], errors: [{ code: "X1", at: "£150" }] },
    // A bound the same way as the claim's rivals it, though the claim's fits within the sentence's other bound.
    { answer: "参赛运动员的年龄要求是16周岁以上、60周岁以下[c1]。", chunks: ["参赛资格：运动员须年满18周岁、60周岁以下，能游泳200米以上。"], errors: [{ code: "X1", at: "16周岁", expected: "18周岁" }] },
    // A bound written as an exact figure said of something else, where the sentence bounds the claim's thing the same way.
    { answer: "安装时厨下柜内部高度至少需要420毫米[c1]。", chunks: ["安装要求：整机尺寸为455×150×420毫米（长×宽×高），须安装于厨下柜内，柜体内部高度不低于450毫米。"], errors: [{ code: "X1", at: "420毫米", expected: "450毫米" }] },
    { answer: "违反休渔规定的，最高可被处以50万元罚款[c1]。", chunks: ["违反休渔规定的，没收渔获物，并处5万元以上20万元以下罚款。"], errors: [{ code: "X1", at: "50万元", expected: "20万元" }] },
    { answer: "它的纯废水比是1:2[c1]。", chunks: ["额定电压220伏；纯废水比为2:1；额定功率72瓦。"], errors: [{ code: "X1", at: "1:2", expected: "2:1" }] },
    // A figure in a case the claim sets by a figure the sentence never gives is unsupported, not contradicted.
    { answer: "之后如果超过一周没用，也建议先放水3分钟再饮用[c1]。", chunks: ["首次使用须连续放水15分钟后方可饮用。"], errors: [{ code: "N1", at: "一周" }, { code: "N1", at: "3分钟" }] },
    // A Chinese count of another thing (22人龙舟) where the sentence counts the claim's thing apart (划手20人).
    { answer: "每条龙舟上有22名划手[c1]。", chunks: ["比赛项目：22人龙舟（含鼓手1人、舵手1人、划手20人）200米直道竞速。"], errors: [{ code: "X1", at: "22名" }] },
    // A saving is rivalled by another saving, not by a price.
    { answer: "An adult season permit costs £145, but you save £30 if you buy it before 31 March [c1].", chunks: ["Adult season permits cost £145 (£120 if bought before 31 March 2026)."], errors: [{ code: "N1", at: "£30" }] },
    // …not within a band of another item ("the best player rated under 2000").
    // The rise the other way, a baseline off by the rise's sign, the part itself named as the rest.
    { answer: "第三季度毛利率为22.1%，同比提升了2.4个百分点[c1]。", chunks: ["第三季度毛利率为19.7%，较上年同期的22.1%下降2.4个百分点。"], errors: [{ code: "N1", at: "2.4个百分点" }] },
    { answer: "常年平均气温约为19.0℃[c1]。", chunks: ["2024年全市年平均气温17.9℃，较常年偏高1.1℃。"], errors: [{ code: "X1", at: "19.0℃", expected: "17.9℃" }] },
    { answer: "On weekdays 90 pairs were booked [c1].", chunks: ["It booked 200 pairs, 2.5 times the weekday figure."], errors: [{ code: "X1", at: "90", expected: "200" }] },
    { answer: "职业棋手有116人[c1]。", chunks: ["本届比赛共有来自21个省区市的164名棋手参赛，其中职业棋手48人，共进行9轮。"], errors: [{ code: "X1", at: "116人", expected: "48人" }] },
    { answer: "从竹海亭走到半山补给站大约还有3公里[c1]。", chunks: ["沿途设竹海亭（距起点2.6公里）、半山补给站（距起点5.1公里）和云门垭口（距起点7.0公里）三处休息点。"], errors: [{ code: "X1", at: "3公里" }] },
    // A part right after "plus" is no total; a rest worked out wrong.
    { answer: "An interim service (oil and oil filter change plus 32 checks) costs £119 [c1].", chunks: ["An interim service (oil and oil filter change plus 31 checks) costs £119 for engines up to 2.0 litres and £139 for larger engines."], errors: [{ code: "X1", at: "32", expected: "31" }] },
    { answer: "Of the 1.92 million broadband customers, about 710,000 were not on full-fibre connections [c1].", chunks: [BROADBAND], errors: [{ code: "X1", at: "710,000", expected: "1.31 million" }] },
    { answer: "The pasties spend 55 to 65 minutes in the oven altogether [c1].", chunks: ["Bake at 220°C for 20 minutes, then lower the oven to 180°C and bake for a further 35–40 minutes until deep golden."], errors: [{ code: "X1", at: "55 to 65 minutes" }] },
    // The right figure per the wrong unit.
    { answer: "超出部分按每斤30元收费[c1]。", chunks: ["超出部分按每公斤30元计价。"], errors: [{ code: "X1", at: "30元", expected: "30元" }] },
    { answer: "Apples cost £3 per lb [c1].", chunks: ["Apples cost £3 per kg."], errors: [{ code: "X1", at: "£3", expected: "£3" }] },
    // Days the claim's dates do not run to.
    { answer: "本届杨梅节从6月14日开幕，到6月29日结束，前后共18天[c1]。", chunks: ["杨梅节于6月14日开幕，6月29日闭幕。"], errors: [{ code: "N1", at: "18天" }] },
    // The weight of another thing in a list of weights, each named right after its figure.
    { answer: "The pastry uses 125 g of lard [c1].", chunks: [PASTRY], errors: [{ code: "X1", at: "125 g", expected: "120 g" }] },
    // The figure of another case than the one the claim's other figure lies in: the claim's case's figure is expected.
    { answer: "For a flight of 1,200 km, the compensation is €400 [c1].", chunks: [FLIGHT_BANDS], errors: [{ code: "N1", at: "1,200 km" }, { code: "X1", at: "€400", expected: "€250" }] },
    // A figure past an open bound is unsupported, not another case's, though a range sets another case.
    { answer: "Staff on grade 7 are not paid for overtime [c1].", chunks: ["The policy covers grades 1 to 5; staff on grades 6 and above are not paid for overtime."], errors: [{ code: "N1", at: "7" }] },
    { answer: "反应时间缩短了1分45秒[c1]。", chunks: ["反应时间由13分20秒缩短至11分45秒。"], errors: [{ code: "X1", at: "1分45秒" }] },
    { answer: "On Sundays buses run every quarter of an hour [c1].", chunks: ["On Sundays buses run every 20 minutes."], errors: [{ code: "X1", at: "quarter of an hour", expected: "20 minutes" }] },
    { answer: "A player rated 1950 could play in the Major [c1].", chunks: ["There are three sections, each a five-round Swiss: the Open (no rating limit), the Major (for players rated under 1900) and the Minor (under 1500). Prizes in the Open: a £75 grading prize for the best player rated under 2000."], errors: [{ code: "X1", at: "1950", expected: "1900" }] },
  ],
});
