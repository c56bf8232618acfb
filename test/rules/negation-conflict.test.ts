import { ruleTester } from "./harness.js";

const KIOSK = "Fines can be paid at the desk, by card at the self-service kiosk, or online; the kiosk does not accept cash.";

const BRIDGE_CLOSED = "自9月18日6:00起，澜湾跨海大桥双向封闭，禁止一切车辆和行人通行，执行公务的抢险救援车辆除外。";
const POWER_BOOST = "开启功率提升模式后可驱动额定功率不超过1800瓦的电阻性负载（如电水壶、电热毯），但不适用于电机类设备。";
const GROUP_REFUNDS = "以上退票费标准不适用于团体票，团体票须在开车前48小时以上办理退票。";
const GREENHOUSE = "温室植物馆每周一闭馆（法定节假日除外），门票20元。";

const MATERNITY_NURSE_DUTIES = "服务内容包括新生儿喂养、洗澡、抚触、脐部护理和产妇月子餐制作，但不包括为家庭其他成员做饭、洗衣及全屋保洁。";
const HOTEL_RATE = "房价为每晚1,280元，总价3,840元，已含双人早餐，不含城市维护费及迷你吧消费。";

ruleTester("negation-conflict", {
  valid: [
    // 另花 says a thing left out is paid for apart, as 另付 does.
    { answer: "如果想定制专属的球，钻孔还要另花650元[c1]。", chunks: ["学费包含训练用球鞋租借、训练局费和意外伤害保险，不包含定制球钻孔（如需定制，费用650元起，自愿选择）。"] },
    // A sentence that asks whether a thing holds states it no more than it denies it.
    { answer: "A windy forecast on its own won't stop your trip going ahead [c1].", chunks: ["Each morning at 07:00 we read the gauge at Carnford Bridge and decide whether trips go ahead."] },
    { answer: "周末馆内不开放[c1]。", chunks: ["馆方每天早上决定周末馆内是否开放。"] },
    // …and one that says what it goes on to say holds.
    { answer: "For custom-built wheels, the deposit is never refundable [c1].", chunks: ["Special orders over £100 require a 50% deposit, which is refundable until the part is dispatched by the supplier, except for custom-built wheels, where the deposit is never refundable."] },
    // …and not of what the denial leaves out.
    { answer: "Headguards come in adult sizes and can be hired for £3 a session [c1].", chunks: ["Headguards can be hired for £3 per session but are not available in junior sizes."] },
    // …and not what it allows.
    { answer: "在这里可以打川牌，不收台费[c1]。", chunks: ["茶铺只允许下象棋和打川牌（长牌），不允许打麻将；棋牌不收台费，但每桌至少点4碗茶。"] },
    // …which names another here.
    { answer: "高级技师每个钟加收20元[c1]。", chunks: ["顾客指定技师（即“点钟”）时，初级和中级不加收费用，高级每个钟加收20元，金牌每个钟加收40元，一个钟按45分钟计算。"] },
    // What the source says of the times past a time of day is not said of a time before it.
    { answer: "如果晚上9点半开始做项目、10点以后才结束，是不需要付夜间服务费的[c1]。", chunks: ["每晚22:00以后开始的项目，每位顾客加收夜间服务费15元；22:00以前开始、跨过22:00结束的项目不加收。"] },
    // A denial does not reach past a dash into the clause after it.
    { answer: "You can't get a same-day pick-up — bookings close at 5 pm on the working day before [c1].", chunks: ["Bookings must be made by 5 pm on the previous working day; same-day collection is not available."] },
    // "No other hot food" says what "the only hot food is …" does.
    { answer: "The only hot food is a cheese toastie, served from 11:30 to 15:00 [c1].", chunks: ["Cheese toasties (£6.25, or £7.00 with ham) are served only between 11:30 and 15:00, and there is no other hot food."] },
    // 禁止 denies as 不能 does.
    { answer: "大厅每晚11点半关大灯，不能外放视频或大声打电话[c1]。", chunks: ["休息大厅每晚23:30熄灭大灯，须全程保持安静，禁止外放视频和大声通话。"] },
    // …but not where the claim bounds a figure the same way.
    { answer: "Take no more than four tablets a day [c1].", chunks: ["Do not take more than four tablets a day."] },
    { answer: "Parts supplied by the workshop are guaranteed for 12 months [c1].", chunks: ["Customers bringing their own parts pay labour only, but the workshop gives no warranty on customer-supplied parts; workshop-supplied parts carry a 12-month warranty and labour a 90-day warranty."] },
    { answer: "The Gold Service includes a brake bleed and a battery capacity test, with parts charged on top [c1].", chunks: ["The Gold Service includes a diagnostic, a brake bleed for hydraulic brakes and a battery capacity test; parts are extra."] },
    { answer: "主板如果没修好，不收维修费，只收60元检测费[c1]。", chunks: ["三、主板维修不成功的不收维修费，仅收取检测费60元；顾客在维修中途要求取消的，按已完成的工序收费。"] },
    { answer: "一级主板故障的维修费是180元[c1]。", chunks: ["三、主板维修不成功的不收维修费，仅收取检测费60元；顾客在维修中途要求取消的，按已完成的工序收费。"] },
    { answer: "Tubeless setup costs £35 per wheel, as long as your rims are marked tubeless-ready [c1].", chunks: ["Tubeless setup costs £35 per wheel, and tubeless conversion is not offered on rims that are not marked tubeless-ready."] },
    { answer: "次卡的有效期不是从买卡那天算[c1]。", chunks: ["两种次卡的有效期均自首次上课之日起计算，而非购卡之日。"] },
    { answer: "体验课不能选高级教练[c1]。", chunks: ["首次体验私教课统一为199元，每人限一次，且仅可选择初级或中级教练。"] },
    // A denial in a case the claim's figure falls outside of, as the case is written (不足3天的), is no denial of the claim's.
    { answer: "如果在开演前10天退票，要扣票面5%的手续费[c1]。", chunks: ["退改规则：距开演7天以上（含7天）申请退票，收取票面金额5%的手续费；3天以上不足7天的，收取20%；不足3天的不予退票，但可在开演24小时前免费改签至同票档其他场次一次。"] },
    // 不是 before the very words the sentence writes 非 before (非人为原因, which jieba cuts 非人/为).
    { answer: "不是人为原因枯死的可以免费换一次[c1]。", chunks: ["绿植与多肉盆栽享受7天包活，期间非人为原因枯死的可免费更换一次。"] },
    // A denial in a case past the band the sentence states the word of, where it says it as the claim does (全额退款, not 全额付款).
    { answer: "在开场前两天取消，是拿不到全额退款的[c1]。", chunks: ["预约须在线全额付款：开场前72小时以上取消全额退款；72小时以内取消收取票价30%的手续费；开场前6小时内不可取消。"] },
    // Denying a duty of what the sentence leaves to choice says what it says.
    { answer: "You don't have to wear socks with the hire shoes [c1].", chunks: ["Hire shoes are sprayed with disinfectant after every use; socks are optional."] },
    { answer: "你不必购买保险[c1]。", chunks: ["保险为自愿购买，每人10元。"] },
    // The claim denies something of the word the sentence denies it of ("but not firing charges").
    { answer: "Firing charges for your own work, however, are not discounted [c1].", chunks: ["Members get 10% off courses and retail clay, but not firing charges."] },
    { answer: "Late fees are not refunded [c1].", chunks: ["Deposits are refunded within 14 days, but not late fees."] },
    // Not in a place, where the sentence says outside it.
    { answer: "在运营区内但不在停车点里还车，会多收10元管理费[c1]。", chunks: ["在停车点外但仍在运营区内还车的，加收管理费10元；在运营区外还车的，收取调度费30元，不足1公里按1公里计。"] },
    // A title names things and states nothing a denial opposes.
    { answer: "Kestrel does not sell hearing aids to anyone under 18 [c1].", chunks: ["Kestrel Hearing Centres – Trial and Returns Policy for Private Hearing Aids (from 1 March 2025). Every private hearing aid purchase includes a 45-day trial."] },
    // What a "but not" after a verb of holding things in denies is denied only of that verb, which the claim never says.
    { answer: "You'd also need €190 in cash on board for the marine park and port fees [c1].", chunks: ["Prices include full board and transfers from the airport, but not the marine park and port fees of €190, payable in cash on board, or nitrox, which costs €120 for the week."] },
    // The last thing of a list "but not" denies, past an aside on the first.
    { answer: "Nitrox isn't included in the price [c1].", chunks: ["Prices include full board and transfers from the airport, but not the marine park and port fees of €190, payable in cash on board, or nitrox, which costs €120 for the week."] },
    // A charge the sentence waives (免收) is what a claim that calls the thing free says.
    { answer: "新能源车临时停车前2小时免费[c1]。", chunks: ["搬家车辆须提前1天向物业报备，可停放于地面临时车位，停放不超过4小时的免收停车费。新能源汽车临停首2小时免费，但占用充电车位的，充电完成后超过30分钟仍未驶离，每小时加收占位费5元。"] },
    // …a Chinese comma ends the list.
    { answer: "没有按时完成年度认证的，7月起会暂停发放，但补做认证后，暂停期间的津贴会一并补发[c1]。", chunks: ["未按期完成认证的，自当年7月起暂停发放，完成认证后恢复并补发暂停期间的津贴。"] },
    { answer: "The council can't suspend a Blue Badge bay, but it can suspend a pay-and-display bay for your move [c1].", chunks: ["We do not suspend Blue Badge bays, car club bays or electric vehicle charging bays."] },
    // A word named only as what a comparison measures against.
    { answer: "An unattended direct cremation costs £495, which is £550 less than a standard weekday service [c1].", chunks: ["A standard cremation with a 40-minute service slot costs £1,045 on weekdays. An unattended direct cremation, with no mourners and no service, costs £495."] },
    // A free clause that gives the figure the claim says is not paid for.
    { answer: "访客车辆停半小时以内不收费，之后每小时3元[c1]。", chunks: ["外来车辆首30分钟免费，之后每小时3元，单次停放24小时内收费封顶30元，超过24小时按天累计计费。"] },
    // The rest of a whole, named by denying its part's name.
    { answer: "2024年全区核发的1,326张餐饮类许可证中，有914张没有适用告知承诺制[c1]。", chunks: ["2024年全区共核发餐饮类食品经营许可证1,326张，其中适用告知承诺制的412张。"] },
    // The claim denies the shared words of another head than the sentence says them of.
    { answer: "登记并不是享有著作权的前提[c1]。", chunks: ["作品著作权实行自愿登记，作品不论是否登记，作者依法取得的著作权均不受影响，登记证书是享有著作权的初步证明。"] },
    // A denial of a word standing in for the thing, in a clause that says more of the claim's case.
    { answer: "If the skip will sit entirely on your own driveway, you don't need a licence at all [c1].", chunks: ["Anyone placing a builder's skip on a road, pavement or grass verge needs a skip licence under Section 139 of the Highways Act 1980; skips kept entirely on a private driveway do not need one."] },
    // 是不被允许的 sets aside its whole clause, as 是不允许的 does.
    { answer: "商家在条款里写“最终解释权归本店所有”来限制消费者权利是不被允许的[c1]。", chunks: ["经营者不得以“最终解释权归本店所有”等格式条款排除或限制消费者权利。"] },
    // The sentence goes on to deny something of the claim's subject.
    { answer: "Keelboats can't be kept in the boat park at all [c1].", chunks: ["Boat park spaces cost £95 a year for a dinghy up to 4.6 m long and £140 for longer dinghies and catamarans; keelboats are not accepted."] },
    // One thing of the list an exception sets aside.
    { answer: "You don't have to be a society member to enter the photography classes, as long as you live in Millbeck parish [c1].", chunks: ["All classes are for society members only, except the children's classes (40 to 46) and the photography classes (50 to 53), which are open to anyone living in Millbeck parish."] },
    { answer: "视障阅览室周一不开放[c1]。", chunks: ["视障阅览室位于一楼北侧，每周二至周日9:00至17:00开放；每周四下午为读书陪伴时段。"] },
    // (Not yet, against a claim that says it will be.)
    { answer: "江滨和北塘两个街道预计在老旧小区改造完成后纳入[c1]。", chunks: ["项目覆盖全区9个街道中的7个，江滨、北塘两个街道因老旧小区改造暂未纳入。"] },
    { answer: "发明专利申请实质审查费为2500元[c1]。", chunks: ["减缴范围包括：申请费（不含公布印刷费、申请附加费）、发明专利申请实质审查费、年费和复审费。发明专利申请实质审查费2500元。"] },
    // 不包括 denies each thing of its list, to the clause's end, and each whole.
    { answer: "月嫂不负责给其他家庭成员做饭、洗衣，也不承担全屋保洁[c1]。", chunks: [MATERNITY_NURSE_DUTIES] },
    { answer: "月嫂负责新生儿的喂养、洗澡、抚触和脐部护理，也会给产妇做月子餐[c1]。", chunks: [MATERNITY_NURSE_DUTIES] },
    { answer: "房价不含城市维护费，迷你吧消费也需另付[c1]。", chunks: [HOTEL_RATE] },
    { answer: "一等奖和二等奖都在入学当年11月30日以前一次性发给学生[c1]。", chunks: ["奖励对象：2026年按时报到注册的本科新生，不含中外合作办学项目、专升本学生及艺术类、体育类专业考生。"] },
    // (A condition's clause is said with the clause it sets.)
    { answer: "如果需要改造橱柜或加长进排水管，费用则要另外支付[c1]。", chunks: ["首次安装由厂家免费提供，但不含橱柜改造、进排水管加长及电源插座安装，相关费用另计。"] },
    // 未 in a 的-phrase that describes the thing after it (逾期未补足的店铺) denies that phrase only.
    { answer: "逾期未补足的店铺不能发布新商品[c1]。", chunks: ["存量商家须在2026年4月30日前补足差额；逾期未补足的，店铺将被限制发布新商品，直至补足为止。"] },
    // 被限制发布 says what 不能发布 does.
    { answer: "逾期未补足的店铺在补足之前不能发布新商品[c1]。", chunks: ["存量商家须在2026年4月30日前补足差额；逾期未补足的，店铺将被限制发布新商品，直至补足为止，已上架商品不受影响。"] },
    // "One" standing for a noun ("not a Europe one") is no word a clause holds of the claim.
    { answer: "WorldPass Europe 30 is a single £27 payment covering 30 consecutive days [c1].", chunks: ["Switzerland is treated as a Global destination, not a Europe one. Customers can instead buy WorldPass Europe 30, a one-off £27 pass valid for 30 consecutive days."] },
    // A word the segmenter made up on 无 (无揽 of 无揽收记录) denies what follows, as 没有 does.
    { answer: "物流单号在发货后24小时内没有揽收记录的，视为虚假发货[c1]。", chunks: ["三、虚假发货：上传的物流单号在发货后24小时内无揽收记录的，视为虚假发货，每单扣2分。"] },
    // An English denial reaches over what a denial inside it denies: "No one … without a permit" is "Nobody … without a permit".
    { answer: "Nobody can go in without a permit signed by an Authorised Person [c1].", chunks: ["No one may enter a confined space without a permit to enter signed by an Authorised Person; permits are valid for one shift."] },
    // Denied before the date the sentence gives as the earliest.
    { answer: "No one's employment will end before 30 April 2026 [c1].", chunks: ["Staff at risk will be offered other roles first. The earliest date on which any employment will end is 30 April 2026."] },
    // (…but not over an exception it sets apart: "not allowed …, except assistance dogs" lifts the denial for them.)
    { answer: "No, you can't take your dog in the car unless it's an assistance dog [c1].", chunks: ["Smoking and pets are not allowed in any vehicle, except assistance dogs."] },
    // 停止征收 says what 不再征收 does.
    { answer: "从那以后按营业面积收取的垃圾处理费就不再征收了[c1]。", chunks: ["本办法施行后，原按营业面积收取的垃圾处理费（每平方米每年12元）同时停止征收。"] },
    // A lift after a bracketed aside ("(minimum £100), which is waived") is of the clause before the aside.
    { answer: "An £800 limit would carry no arrangement fee at all [c1].", chunks: ["The arranged overdraft rate is 12.9% EAR variable, with an annual arrangement fee of 1% of the limit (minimum £100), which is waived for limits of £1,000 or less."] },
    // A relative clause after the case an exception sets aside says what holds there.
    { answer: "Live plants can still be booked by phone [c1].", chunks: ["Unbooked vehicles will be turned away, except for deliveries of live plants, which may still be booked by phone up to 24 hours ahead."] },
    // A claim that names the case a 除外 sets aside in a condition of its own denies the rule there.
    { answer: "如果投保前就已经收到了航班延误或取消的通知，这次延误是不能理赔的[c1]。", chunks: ["同一航班延误连续满4小时赔付300元；因天气原因造成的延误同样赔付，但被保险人在投保前已获知延误或取消通知的除外。"] },
    // Paying in the claim's condition is no payment said of what the sentence makes free.
    { answer: "If you paid an independent engineer to fix the pump after 1 July 2023, Asterby will refund up to £120 when you show the invoice [c1].", chunks: ["Under the extension, Asterby's own engineers will replace the pump free of charge, including parts, labour and call-out; repairs by independent engineers carried out since 1 July 2023 will be reimbursed up to £120 on presentation of an invoice."] },
    { answer: "续租时租金涨幅不超过5%[c1]。", chunks: ["续租租金涨幅不超过原租金的5%。"] },
    // A thing allowed only on a condition is denied without it; a denial that it is free denies no price; 内 alone is no thing denied.
    { answer: "A battery on its own won't qualify [c1].", chunks: ["Eligible technologies are solar PV and onshore wind; home batteries qualify only when installed alongside one of these."] },
    { answer: "凤鸣山索道不能凭年卡免费乘坐[c1]。", chunks: ["年卡不含景区内索道、游船等二次消费项目，其中凤鸣山索道凭年卡可享单程票八折优惠。"] },
    { answer: "临时停车半小时内免费[c1]。", chunks: ["临时停车首30分钟免费，此后每小时10元；新能源车充电电费另计，每千瓦时1.2元，不含在停车费内。"] },
    // …but not what may follow the act: the claim's "can" is of the fine.
    { answer: "Anyone caught feeding wildlife can be fined as much as $500 [c1].", chunks: ["Feeding wildlife is strictly prohibited and can result in a fine of up to $500."] },
    // A rule that forbids denies though no negation cue stands in it: what its 除外 sets aside is allowed.
    { answer: "为古树复壮进行的必要施工不受限制[c1]。", chunks: ["禁止在保护范围内新建建筑物、挖坑取土、倾倒污水，但为古树名木复壮进行的必要施工除外。"] },
    { answer: "为古树名木复壮进行的必要施工可以进行[c1]。", chunks: ["禁止在保护范围内新建建筑物、挖坑取土、倾倒污水，但为古树名木复壮进行的必要施工除外。"] },
    // The sentence denies something of the claim's denied words too, said with a word the claim has beside them.
    { answer: "Being housed does not cost them their organic status [c1].", chunks: ["Organic flocks follow the same 16-week rule, but organic status itself is not affected."] },
    { answer: "Owners may bring one bedding item per animal, but not toys [c1].", chunks: ["Owners may bring one bedding item per animal, but toys are not accepted."] },
    // "Below the detection limit" says "not detected".
    { answer: "Metaldehyde was not detected at any site, the first time that has happened since monitoring started in 2009 [c1].", chunks: ["The pesticide metaldehyde was below the detection limit of 0.01 µg/l at every site for the first time since monitoring began in 2009, which the authority attributes to the national ban on outdoor use."] },
    // The claim plainly denies a word of the sense the sentence plainly denies (respond, reply): both say it is not done.
    { answer: "If you don't respond to the revised offer within 7 days, they'll post the phone back to you at no cost [c1].", chunks: ["If it grades lower than you declared, we email a revised offer, which you have 7 days to accept; if you reject it or do not reply, the device is sent back to you free of charge – except devices reported lost or stolen, which are passed to the police and not returned."] },
    // An opening "No" answers the user's question; it denies nothing the sentence goes on to say.
    { answer: "No — the dressing was changed three times a week in both arms [c1].", chunks: ["In both arms the dressing was changed three times a week."] },
    { answer: "No — patients whose ulcer reached bone were not eligible [c1].", chunks: ["Patients whose ulcer reached bone were excluded."] },
    // The sentence states it of times past a bound the claim's falls short of.
    { answer: "您一年前已经打完全程疫苗，这次再被咬不用重新全程接种[c1]。", chunks: ["全程免疫后3个月内再次暴露的，仅需处理伤口；3个月至3年内再次暴露的，于第0天和第3天各加强1剂；超过3年的应重新全程接种。"] },
    // A modifier that says which of a noun by what they are not means the others the sentence names.
    { answer: "一位不属于低保家庭的残疾人能拿到补贴[c1]。", chunks: ["低保家庭的残疾人按限价的100%补贴，其他残疾人按50%补贴。"] },
    // The denial's clause has a subject of its own, which the claim lacks; the claim's subject is the first clause's.
    { answer: "A fixed-term employee is covered from their first day [c1].", chunks: ["This policy applies to all employees from their first day of employment, including those on fixed-term contracts; agency workers and self-employed contractors are not covered."] },
    // A Latin word counts as one character of a Chinese cue's reach: 无需 denies the 仪 of PCR仪.
    { answer: "这种试纸也不需要PCR仪[c1]。", chunks: ["该试纸无需核酸提取和PCR仪，在37℃恒温条件下反应25分钟即可目视读取结果，但仍略逊于实时荧光PCR的每微升5个拷贝。"] },
    // The denial is of another object (在编教师基本工资) than the one the claim's verb goes on to (劳务补助).
    { answer: "收上来的费用至少七成要用于给参与服务的老师和校外人员发劳务补助[c1]。", chunks: ["所收费用主要用于参与服务的教师和校外人员劳务补助，该部分支出不低于收费总额的70%，不得用于发放在编教师基本工资。"] },
    // "are not included" denies its subject as a verbless "are not" does.
    { answer: "You'll be paid your basic salary, though not overtime or shift allowances [c1].", chunks: ["Bereavement pay is full basic pay; shift allowances and overtime are not included."] },
    // 尚无 denies, as 还没有 does.
    { answer: "目前还没有含Fhb-T7的品种通过国家审定[c1]。", chunks: ["杜沛然表示，团队已将该基因转育到6个主栽品种中，但目前尚无含Fhb-T7的品种通过国家审定，预计最早于2028年提交审定。"] },
    // A claim that states the rule and its opposite for the case set aside says what 除外 does.
    { answer: "周一闭馆，但逢法定节假日照常开放[c1]。", chunks: ["展厅不售票，观众凭身份证预约免费参观，每日限额2500人，每周一闭馆（法定节假日除外）。"] },
    // …and in English, after 'except'.
    { answer: "It is closed on Mondays, but open on bank holidays [c1].", chunks: ["The gallery is closed on Mondays (except bank holidays)."] },
    // 'If illness stopped you travelling' says what 'if you were unable to travel because of illness' does.
    { answer: "If illness stopped you travelling, a refund can be backdated by up to 28 days [c1].", chunks: ["Refunds can be backdated by up to 28 days only if you were unable to travel because of illness and provide medical evidence."] },
    // A thing another clause of the sentence sets outside its cover ('punctures are excluded') is what the claim denies is covered.
    { answer: "You get 24 months on the pump unit but only half a year on the liner, and a puncture won't be covered [c1].", chunks: ["The pump unit carries a 2-year warranty; the liner is covered for 6 months, and punctures are excluded."] },
    // 'Costs nothing' says what 'free of charge' does.
    { answer: "Replacing a smartcard costs nothing the first time and £5 for any later replacement [c1].", chunks: ["Smartcards are replaced free of charge the first time and for £5 after that."] },
    // 不属于 says what 不构成 does.
    { answer: "这笔投资不属于关联交易[c1]。", chunks: ["本次投资不构成关联交易，但因投资金额超过公司最近一期经审计净资产的30%，尚需提交临时股东大会审议。"] },
    // A word the sentence says only in the heading it opens with (五、受理：) states nothing a denial could break.
    { answer: "派出所的户籍窗口周六不受理[c1]。", chunks: ["五、受理：全市14个派出所户籍窗口及市民中心二楼B区综合窗口，周一至周五8:30—17:00办理；市民中心窗口周六9:00—12:00延时服务，派出所窗口周六不办理。"] },
    // The fee is waived for a group the claim does not name (城乡低保对象…), though it names 首次申领 to compare with.
    { answer: "如果证件丢失需要补领，工本费为40元，是首次申领的两倍[c1]。", chunks: ["城乡低保对象和特困人员首次申领、到期换领免收工本费，补领、换领损坏证件照常收费。"] },
    // A verb 仅 limits to others, most of whose words the claim does not say (用 shared by chance).
    { answer: "家里用瓶装液化气的，不装可燃气体报警器[c1]。", chunks: ["可燃气体报警器仅安装在使用管道天然气的住户厨房，使用瓶装液化气的住户改为加装燃气自闭阀1个。"] },
    // A potential complement denies the verb before it, as 不得 before it does.
    { answer: "如果申请主体已经被列为失信被执行人，就享受不到这项补贴[c1]。", chunks: ["已被列入失信被执行人名单的主体不得享受补贴。"] },
    // 免 right before a fee waives it, as 免收 does, wherever the segmenter puts it (日内免).
    { answer: "低保家庭的孩子凭证明可以免学费[c1]。", chunks: ["低保家庭、特困供养家庭子女凭有效证明免收学费，但材料费照常缴纳。"] },
    { answer: "旅客可以免手续费退票[c1]。", chunks: ["已购买车票的旅客，可在发车前或车票日期后30日内免手续费退票。"] },
    // Only the moderate and severe cases are allowed it: the claim denies it of the mild ones.
    { answer: "轻度失能者不能享受待遇[c1]。", chunks: ["评估结果分为轻度、中度、重度失能三级，只有中度和重度失能人员可享受待遇。"]},
    // A denial in a condition closed by 的话 states nothing.
    { answer: "白天打车不产生等候费的话，车费按里程计算[c1]。", chunks: ["白天按里程计费，等候时间每5分钟产生等候费2元。"]},
    // 'Apart from' takes the fee off as 'less' does.
    { answer: "Bookings cancelled early enough are refunded in full apart from a £5 admin fee [c1].", chunks: ["Bookings cancelled at least 7 days before arrival are refunded in full less a £5 admin fee."]},
    // A denial in the sentence's condition states nothing of the items.
    { answer: "Put the items out no earlier than 6 pm the night before [c1].", chunks: ["No refund is given for later cancellations or if the items are not put out."]},
    // The claim denies the comparison the sentence denies (不超过), not the partnership.
    { answer: "这笔贷款没有超过合伙创业150万元的总额上限[c1]。", chunks: ["合伙创业的，可按每人不超过30万元、总额不超过150万元申请；超过100人的企业达到8%。"]},
    // What 除外 sets aside from a rule that denies is allowed.
    { answer: "父母工作调动的可以办理转学[c1]。", chunks: ["其他时间原则上不予办理转学，但因父母工作调动的除外。"]},
    // The claim names in its own exception what the sentence sets aside by 除外.
    { answer: "其他时间一般不予办理转学，除非属于父母工作调动或随军等情况[c1]。", chunks: ["其他时间原则上不予办理转学，但因父母工作调动或随军等特殊原因的除外。"]},
    // A denial reaches over the rest of a list its clause ends on.
    { answer: "The fuel card can't be used for premium fuel [c1].", chunks: ["Each vehicle carries a fuel card, which may be used only for diesel, petrol, AdBlue and screenwash; it must not be used for food, car washes or premium fuels."]},
    // "Apart from X, it only covers Y" adds to X: it denies nothing.
    { answer: "Apart from ordinary diesel or petrol, it only covers AdBlue and screenwash [c1].", chunks: ["Each vehicle carries a fuel card, which may be used only for diesel, petrol, AdBlue and screenwash; it must not be used for food, car washes or premium fuels."]},
    // What a Chinese claim lacks is read in the clause of the shared word.
    { answer: "个人自用的只能装7千瓦的交流慢充桩，直流快充是不允许的[c1]。", chunks: ["单桩限定为7千瓦交流慢充，不得安装直流快充桩。"]},
    // Stated of a band of ages the claim's age falls outside.
    { answer: "Your 10-year-old can't come to a normal shared session [c1].", chunks: ["Children aged 12 to 15 may use shared sessions only if accompanied by a paying adult; under-12s are admitted only to private hire bookings."]},
    // Denied of another object ("from driving") than the claim's.
    { answer: "As well as the fine, Hollis was disqualified from acting as a company director [c1].", chunks: ["The judge declined to impose a community order and did not disqualify Hollis from driving."]},
    // Another word the claim denies is denied in the clause that names its subject; the word in conflict is a heading's.
    { answer: "个体工商户名下的车辆不能申请这项补贴[c1]。", chunks: ["三、申请限制：每人限享受一次补贴，报废更新与置换更新不可叠加；企业及个体工商户名下车辆不在补贴范围内。"] },
    // Another sentence names the claim's subject and denies what it denies, with the same modal.
    { answer: "Interns can't receive a referral bonus [c1].", chunks: ["Half of the bonus is paid in the first payroll after the new hire starts. Contractors and interns cannot receive a bonus, but their referrals are still welcome."] },
    // A passive denial denies its subject: "cheques aren't taken".
    { answer: "You can pay by card or cash, but cheques aren't taken [c1].", chunks: ["Payment is due on collection; we accept cards and cash but not cheques."] },
    // 不超过 before what a figure is per bounds the figure: it denies nothing.
    { answer: "回购价不超过每股42元 [c1]。", chunks: ["回购价格上限为每股42元，该价格不高于董事会决议前30个交易日公司股票交易均价的150%。"] },
    // A claim whose subject is a pronoun denies what another sentence of the chunk denies too.
    { answer: "Contractors are welcome to put candidates forward, though they can't be paid a bonus themselves [c1].", chunks: ["Half of the bonus is paid in the first payroll after the new hire starts. Contractors and interns cannot receive a bonus, but their referrals are still welcome."] },
    // A denial of those a relative clause names denies nothing of the others.
    { answer: "Women sent a home kit were more likely to be screened [c1].", chunks: ["Kits were not sent to women who were pregnant or had had a total hysterectomy."] },
    // "Unless" denies its clause's verb, not the things the verb is said of.
    { answer: "You pay £2.50 for grip socks unless you've kept a Bounceworks pair from an earlier visit [c1].", chunks: ["Bounceworks grip socks are compulsory for every jumper and cost £2.50 a pair; they may be reused on later visits, but socks from other parks are not accepted."] },
    // A case the claim closes with 的 that denies the act, which 逾期 names after the time to do it in.
    { answer: "预约后超过一天还没通行的，预约就会自动作废[c1]。", chunks: ["车主须通过App进行预约，预约后须在24小时内通行，逾期自动作废。"] },
    // "Too few" says what "not enough" does.
    { answer: "Reception children only get part of the day in the outdoor area, and there are not enough activities to develop their early reading [c1].", chunks: ["Early years provision, however, still requires improvement, because children in the Reception class use the outdoor area for only part of the day and too few activities build their early reading."] },
    // 免予 denies as "exempt" does.
    { answer: "农民工请求支付劳动报酬的，不需要审查家庭经济状况[c1]。", chunks: ["三、免予审查经济状况的情形：农民工请求支付劳动报酬或者工伤赔偿的，不受经济困难条件限制。"] },
    // The claim names apart, in a clause of its own, the thing the sentence states the word of.
    { answer: "The main unit shouldn't go in the dishwasher, although the stem cover can [c1].", chunks: ["The stem cover is dishwasher-safe, but the main unit is not and must never be immersed above the MAX line."] },
    // The clause that states the word names other codes than the claim's: K15路 is not said to stop.
    { answer: "大桥封闭期间K15路并不停运，而是改在东岸客运站调头返回[c1]。", chunks: ["途经大桥的K8路、K12路公交线路全线停运，K15路改为在东岸客运站掉头返回。"] },
    // A denial of "at once" says the thing comes later, as the sentence does.
    { answer: "认定通过后不是当天就能享受待遇[c1]。", chunks: ["认定机构应在受理后15个工作日内作出结论，通过的自次月1日起享受待遇。"] },
    { answer: "Once approved, benefits do not start on the same day [c1].", chunks: ["A decision is made within 15 working days; approved applicants receive benefits from the first day of the following month."] },
    // "Leaving aside" leaves out what "excluding" does.
    { answer: "Net debt, leaving aside lease liabilities, came down by £6.6 million to £18.3 million [c1].", chunks: ["Net debt, excluding lease liabilities, was £18.3 million at the period end, down from £24.9 million in March."] },
    // "Unless" sets aside what follows, as "except" does: both deny the dog and let the assistance dog in.
    { answer: "No, you can't take your dog in the car unless it's an assistance dog [c1].", chunks: ["Smoking and pets are not allowed in any vehicle, except assistance dogs."] },
    // A figure denied in a condition states nothing of it.
    {
      answer: "单位如果没有在30日内为受伤职工申请工伤认定，职工本人或者其近亲属可以在1年内直接申请[c1]。",
      chunks: ["职工发生事故伤害，所在单位应当自事故伤害发生之日起30日内，向市人力资源和社会保障局提出工伤认定申请；单位未按期申请的，职工或其近亲属可在1年内直接提出申请。"],
    },
    // An English semicolon parts clauses too: "compulsory" is said of gloves, not of the helmets the claim denies it of.
    { answer: "Helmets aren't compulsory, but they're strongly recommended for under-12s [c1].", chunks: ["Gloves are compulsory for all skaters; helmets are strongly recommended for under-12s and are free to borrow."] },
    // Another sentence of the cited text that gives the claim's figure denies as the claim does, though the alignment passed it over.
    {
      answer: "Derek Almond got 42 months without his guilty plea [c1].",
      chunks: [
        "Derek Almond, 67, pleaded guilty at the first opportunity to one count of fraud and was sentenced on Tuesday. Judge Helen Carrow said the offence was aggravated by its duration; without his guilty plea the sentence would have been 42 months.",
      ],
    },
    // The rest of a whole whose part the sentence denies it of: 47 less the 43 who had not.
    { answer: "Only four of the 47 people with measles had received both MMR doses [c1].", chunks: ["Of the 47 cases, 43 had not received both doses of the MMR vaccine."] },
    { answer: "The judge rated culpability as medium [c1].", chunks: ["The judge assessed culpability as medium rather than high, because a general method statement existed."] },
    { answer: "Fares are paid by card rather than cash [c1].", chunks: ["Fares are paid by card rather than cash."] },
    // Both say there is no limit, the cue before or after the thing limited.
    { answer: "老人坐地铁免费，次数也不受限制[c1]。", chunks: ["年满65周岁的老年人可免费乘坐地铁，不限次数。"] },
    // The sentence's cue reaches no further than "adult", but "seat belt", just past it in its clause, is what it denies.
    { answer: "It attaches only with ISOFIX and the support leg, so you can't secure it with the car's own seat belt [c1].", chunks: ["The seat fits with ISOFIX connectors and a support leg only; it cannot be installed with the vehicle's adult seat belt."] },
    // What is closed to all vehicles cannot be used by drivers.
    { answer: "Drivers won't be able to use the Thurlow Road crossing from 13 March [c1].", chunks: ["Thurlow Road level crossing will be closed to all vehicles from 20:00 on Friday 13 March 2026 until 06:00 on Monday 30 March 2026."] },
    // A claim that leaves a thing out of its own figure (不含) denies nothing the sentence states.
    { answer: "硕士研究生按最长36个月计算，累计最多可以领到43200元（不含重点产业企业上浮部分）[c1]。", chunks: ["硕士研究生每月1200元；在重点产业企业就业的，标准上浮20%。同一人累计最长享受36个月。"] },
    // 不足部分 is the part short, no denial of the cash.
    { answer: "其中现金部分11.04亿元[c1]。", chunks: ["若未完成承诺，将优先以股份进行补偿，不足部分以现金补足。现金对价11.04亿元，由公司自有资金支付。"] },
    // What the source allows only to others, the claim may deny of those it names.
    { answer: "Visitors may not land on Harra between 1 September and 31 January [c1].", chunks: ["Harra remains closed to visitors from 1 September to 31 January; landing is permitted only for licensed researchers."] },
    // "Rather than" sets aside what the source denies.
    { answer: "Turn the kettle itself upside down rather than the power base [c1].", chunks: ["Batch codes are printed on the underside of the kettle body (not on the power base)."] },
    // 扣非 (net of one-off items) is one word, no denial.
    { answer: "公司一季度扣非净利润为0.98亿元[c1]。", chunks: ["一季度公司实现营业收入18.6亿元，同比增长9.4%；归属于上市公司股东的净利润1.12亿元，同比增长15.5%；扣除非经常性损益后的净利润0.98亿元，同比增长6.5%。"] },
    // ", excluding" sets aside as "without" does.
    { answer: "Sabbatical pay is basic salary, without overtime or shift allowances [c1].", chunks: ["Sabbaticals are paid at full basic salary, excluding overtime and shift allowances."] },
    // "Not … until" says when: the tower was completed then.
    { answer: "The tower took until 14 May 1898 to complete [c1].", chunks: ["The foundation stone was laid on 22 June 1897, but the tower was not completed until 14 May 1898."] },
    { answer: "The tower was completed on 14 May 1898 [c1].", chunks: ["The foundation stone was laid on 22 June 1897, but the tower was not completed until 14 May 1898."] },
    { answer: "A full charge takes about 2.5 hours with a 5 V/2 A adapter [c1].", chunks: ["A full charge over USB-C takes about 2.5 hours with a 5 V/2 A adapter, which is sold separately."] },
    // "Excluded from" denies as "not counted" does; 免工时费 says what 不收工时费 does; 次数不限 what 不限次数 does.
    { answer: "Absences connected with pregnancy are not counted towards the triggers for a formal review [c1].", chunks: ["A formal review is triggered by three separate absences within any 26-week period; absences related to pregnancy or disability are excluded from these triggers."] },
    { answer: "一年内基础保养次数不限且不收工时费[c1]。", chunks: ["六、会员优惠：年卡198元，一年内基础保养不限次数且免工时费，其余项目工时费打八折，材料费不打折。"] },
    // "Lack of" denies its object only: "not covered" stays denied.
    { answer: "Damage from mould is excluded from cover [c1].", chunks: ["Damage caused by gradual leaks, mould or lack of maintenance is not covered."] },
    // The claim counts the rest an "all except" leaves.
    { answer: "Five of the seven shelves pull out on telescopic runners [c1].", chunks: ["There are seven beech-wood shelves; all except the bottom two slide out on telescopic runners."] },
    // A denial in a purpose states no fact; the rest of a whole that its part is said of ("421 of them finished").
    { answer: "The gates close at 6 pm so that the animals are not disturbed [c1].", chunks: ["The gates close at 6 pm and the animals are disturbed by visitors."] },
    { answer: "Seventeen of the athletes who started did not finish [c1].", chunks: ["A record 438 athletes started the triathlon, and 421 of them finished."] },
    // A Chinese denial reaches past 或 to the second thing it denies.
    { answer: "它不能在洗澡时使用[c1]。", chunks: ["机身防水等级为IPX7，可在水龙头下冲洗，但不可浸泡于热水中或在洗澡时使用。"] },
    // A denial at a clause's end (不适用, 同样不行) sets aside what stands before it there; not a verb denied in itself (看不见的).
    { answer: "时间是看不见的[c1]。", chunks: ["时间这东西啊，真是不能定睛看的。"] },
    { answer: "客服部门的员工同样不行[c1]。", chunks: ["转正满6个月的正式员工可申请远程办公；试用期员工、实习生及客服部门员工不适用。"] },
    { answer: "试用期员工不能申请远程办公[c1]。", chunks: ["转正满6个月的正式员工可申请远程办公；试用期员工、实习生以及客服部一线岗位员工不适用。"] },
    // "un-" denies the word as "without" does: "unpaid leave" is leave "without pay", whatever the sentence says of pay after.
    { answer: "Reservists get leave without pay for annual training [c1].", chunks: ["Reservists receive two weeks' unpaid leave for annual training, and the company tops up their military pay to basic salary."] },
    // 例外 sets aside what stands before it, as 除外 does; 查无 denies as 无 does.
    { answer: "大桥从9月18日6点起双向禁行，只有执行公务的抢险救援车辆例外[c1]。", chunks: [BRIDGE_CLOSED] },
    { answer: "违章押金要等还车满30天、且查无违章记录后才会退还[c1]。", chunks: ["违章押金在还车30天后无违章记录的予以退还。"] },
    // …not of who acts (团体票可以办理退票), where what is denied acts on it (退票费标准不适用于团体票).
    { answer: "团体票可以在开车前48小时以上办理退票[c1]。", chunks: [GROUP_REFUNDS] },
    { answer: "它可以带动电阻性负载[c1]。", chunks: [POWER_BOOST] },
    // "There is no fee for …" denies the fee, not what it would be paid for.
    { answer: "There's no fee for having a swarm collected [c1].", chunks: ["The swarm collection service runs from 1 April to 31 July; collectors do not remove wasps. There is no charge for collection."] },
    // The rest of a whole, which the claim denies what the sentence says of the part.
    { answer: "Of the 1.92 million broadband customers, about 610,000 were not on full-fibre connections [c1].", chunks: ["Broadband customers increased to 1.92 million, of whom 1.31 million are on full-fibre connections."] },
    // Sameness denied is difference stated.
    { answer: "Reception classes were left out because their attendance is recorded differently [c1].", chunks: ["Reception classes were excluded because their attendance is not recorded in the same way."] },
    // A denial jieba glues to the word before (奶不含) is still the claim's.
    { answer: "这款燕麦奶不含乳成分[c1]。", chunks: ["本品不含乳成分，无蔗糖添加，所含糖来自燕麦酶解。"] },
    // A case named aside in a bracket (非赛事日) denies nothing the source says of that case; a case both deny agrees.
    { answer: "平日（非赛事日）小型车首2小时每小时5元[c1]。", chunks: ["二、小型车收费：首2小时每小时5元，之后每小时3元。五、赛事及演出日实行按次收费，小型车每次30元。"] },
    { answer: "一套无电梯的多层住宅，每平方米交60元[c1]。", chunks: ["首期维修资金按建筑面积交存，多层住宅（无电梯）每平方米60元，高层住宅（有电梯）每平方米90元。"] },
    // …not one that opens on a thing the best sentence names too.
    { answer: "Classic fares can be changed for a fee of £45 per person per flight [c1].", chunks: ["Date or time changes cost £45 per person per flight on Classic fares. Changes cannot be made at the airport."] },
    { answer: "The side ponds were used until 1958 [c1].", chunks: ["Side ponds were added in 1836 to save water but have not been used since 1958."] },
    // What one who does not accept a thing refuses, others may take.
    { answer: "Fines can be paid in cash at the desk [c1].", chunks: [KIOSK] },
    // The sentence denies in other words what the claim denies: a fee waived is not paid.
    { answer: "Anyone who joins online does not have to pay the £20 joining fee [c1].", chunks: ["Joining fee: £20, waived if you join online or are aged 65 or over."] },
    { answer: "网上办理不需要缴纳工本费[c1]。", chunks: ["工本费20元，网上办理的免收。"] },
    // The sentence denies what it states of the claim's thing in a clause with no verb of its own.
    { answer: "Cash can't be used on board [c1].", chunks: ["Contactless payment is accepted on board but cash is not."] },
    { answer: "The main body cannot go in the dishwasher [c1].", chunks: ["Baskets and crisper plates are dishwasher-safe; the main unit and control panel are not."] },
    // A denial inside a 的-phrase that describes people stays there.
    { answer: "不吃肉的人可以把牛肉末换成香菇末来做[c1]。", chunks: ["素食者可用香菇末代替牛肉末。"] },
    // "Left … standing" says what "but not the machine room" does; the object of "without" ends at a verb.
    { answer: "The 1911 fire left the machine room standing [c1].", chunks: ["A fire on 12 March 1911 destroyed the finishing house but not the machine room."] },
    { answer: "Wheat grown without tillage yielded less than wheat on the ploughed plot [c1].", chunks: ["Wheat yield under no-till was 6% below the ploughed plot's."] },
    // A condition the claim denies in a case the sentence allows besides it, which the claim names.
    { answer: "Taxis can be claimed without prior approval after 10 pm [c1].", chunks: ["Taxis are repaid only with prior approval from the volunteer's coordinator, or where the journey is after 10 pm."] },
    // A "no" after a verb denies the verb too: "needs no receipt" is "does not need a receipt".
    { answer: "Mileage claims do not need receipts [c1].", chunks: ["Claims must be submitted within three months, with receipts for any item over £5; mileage needs no receipt."] },
    // "Avoid" says what the source's "not" says.
    { answer: "Jam sugar should be avoided [c1].", chunks: ["Use 2 kg granulated or preserving sugar (not jam sugar with added pectin)."] },
    // 不予 inside "…的规定" denies the refund the rule names, not that the rule applies.
    {
      answer: "超过8课时不予退费的规定同样适用于中心的暑期集训营[c1]。",
      chunks: ["星途少儿编程培训中心退费及转课规定（2026年春季学期适用）：一、课程分为启蒙班（5至7岁）、图形化编程班（8至10岁）和Python进阶班（11至15岁），每期均为16课时，学费分别为2880元、3680元和4480元。三、开课后已上课时超过8课时的，不予退费。"],
    },
    // …and where the source denies only the case the claim denies, nothing conflicts.
    { answer: "Drop-offs can be made on Sundays, but not on bank holidays [c1].", chunks: ["Drop-offs are accepted every day except bank holidays, when there are no drop-offs."] },
    // A light verb's denial is its object's: "must not use a hosepipe" says nothing against using a watering can.
    { answer: "Gardens can still be watered using a watering can [c1].", chunks: ["Under the ban, customers must not use a hosepipe to water gardens or clean private cars."] },
    // The sentence sets out the case both ways; the claim speaks of the second.
    { answer: "If objections are received, the Order goes to the Secretary of State [c1].", chunks: ["If no objections are received, the Council may confirm the Order itself; if objections are made and not withdrawn, the Order must be sent to the Secretary of State."] },
    // "No longer than" bounds a figure; "except that" sets a case aside; "cannot … without" makes a condition; a denial of another subject.
    { answer: "An abstract of 250 words would be acceptable [c1].", chunks: ["Abstracts must be no longer than 250 words."] },
    { answer: "Halden permits subsetting the font files for the web [c1].", chunks: ["Modifying the font files is not permitted, except that subsetting for web use is allowed."] },
    { answer: "Transferring a licence to another organisation needs Halden's written consent [c1].", chunks: ["Licences cannot be transferred to another organisation without written consent from Halden."] },
    { answer: "图表计入页数[c1]。", chunks: ["会议征集中文或英文论文，正文不超过8页（含图表），参考文献不计入页数。"] },
    { answer: "继承公证不能加急[c1]。", chunks: ["加急服务：要求2个工作日内出证的，按公证费的50%加收加急费，但继承类公证不提供加急服务。"] },
    // "But not motors or compressors" denies the whole list, with the verb before it.
    { answer: "In PowerLift mode it can run a kettle, although that mode won't drive a fridge compressor [c1].", chunks: ["'PowerLift' mode can run resistive appliances such as kettles and hair dryers of up to 2,400 W at reduced voltage, but not motors or compressors."] },
    // A 的-phrase that names whom a rule is for holds its denial: 未 of 逾期未兑换的 denies 兑换 only.
    { answer: "如果到1月28日兑换期结束还没去兑换，就视为自动放弃这次预约[c1]。", chunks: ["兑换时间为1月20日至1月28日，逾期未兑换的视为自动放弃。"] },
    // 无 in a modifier denies the modifier only, and the source's own 无电梯 agrees with the claim's.
    { answer: "无电梯的多层住宅每平方米60元[c1]。", chunks: ["多层住宅（无电梯）每平方米60元，高层住宅（有电梯）每平方米90元。"] },
    { answer: "一套100平方米的无电梯多层住宅，首期维修资金要交6000元[c1]。", chunks: ["首期维修资金按建筑面积交存，多层住宅（无电梯）每平方米60元，高层住宅（有电梯）每平方米90元。"] },
    // What 除外 sets aside, denied by the claim too.
    { answer: "本馆周一不开放[c1]。", chunks: ["本馆每天开放，周一除外。"] },
    // What a price leaves out is paid for apart.
    { answer: "术前血检的180元要另外付[c1]。", chunks: ["手术费含麻醉和术后一次复查，不含术前血检（180元）和伊丽莎白圈。"] },
    { answer: "X-rays are charged separately [c1].", chunks: ["A check-up costs £58; X-rays are not included."] },
    // A sentence that lifts what the claim denies (abolished, waived, 免收), and the case a rule sets aside, turned round.
    { answer: "Since September 2025, there are no longer any fines for returning standard loans late [c1].", chunks: ["From September 2025, overdue fines for standard loans have been abolished; however, short-loan items still incur a fine of £1 per hour."] },
    { answer: "签订24个月合约的用户不用支付100元的安装调试费[c1]。", chunks: ["安装调试费为一次性100元，签订24个月合约的用户免收。"] },
    { answer: "New customers who place their order online don't have to pay the £29.99 set-up charge [c1].", chunks: ["A one-off set-up fee of £29.99 applies to all new customers unless they order online."] },
    { answer: "Between midnight and 5 am, only riders with an NHS staff pass are allowed to ride [c1].", chunks: ["Riding is not permitted between 00:00 and 05:00, except for holders of an NHS staff pass, who may ride at any time."] },
    { answer: "On the first Sunday of every month, general swim finishes at 1 pm [c1].", chunks: ["Public general swim is available at weekends 10:00–16:00, except on the first Sunday of each month, when the pool closes at 13:00 for gala hire."] },
    { answer: "二手商品不可以享受补贴[c1]。", chunks: ["二手商品和企业采购不在补贴范围内。"] },
    // The thing the source says is not needed is set aside by the claim too.
    { answer: "Instead of a receipt, you'll need to send a photo of the rating label [c1].", chunks: ["A receipt is not required for a refund; instead, owners should send a photo of the rating label."] },
    // Needed and possible are two things: a receipt not required may still be shown.
    { answer: "Customers can show a receipt to get a refund [c1].", chunks: ["Customers should return the product to the place of purchase for a full refund; a receipt is not required."] },
    // The denial is of a pass the claim does not name ("one-day"): no conflict with "a full pass".
    { answer: "A full pass costs €640 [c1].", chunks: ["Admission is included in the full-pass price of €640 but not in the one-day pass (€290)."] },
    // A fee waived for some is one they do not pay, named in the clause a "which" lifts it in.
    { answer: "New adult members who join before 30 April don't have to pay the £50 joining fee [c1].", chunks: ["New adult members pay a joining fee of £50, which is waived for anyone who joins before 30 April."] },
    // …or by "it" after a semicolon; and paying nothing is what "free" says.
    { answer: "Applicants who have been in local authority care do not pay the £28 application fee [c1].", chunks: ["The application fee is £28; it is waived for applicants who have been in local authority care."] },
    { answer: "If you were born before 1930, you don't have to pay for a passport [c1].", chunks: ["People born before 1930 are entitled to a free passport."] },
    // A denied comparison is a limit: "never charged more than" is what "capped at" says.
    { answer: "If you pay by contactless, you'll never be charged more than the Day Rider price [c1].", chunks: ["Contactless payments are capped at the Day Rider price for the zones travelled."] },
    // A fee waived for some is one they do not pay.
    { answer: "Students with a valid NUS card do not have to pay the £20 joining fee [c1].", chunks: ["A one-off joining fee of £20 applies to both plans; it is waived for students with a valid NUS card."] },
    // The denial is said of another name: Economy Light, not the claim's Economy Classic.
    { answer: "Economy Classic fares include one checked bag of up to 23 kg [c1].", chunks: ["Economy Light fares include no checked bag; Economy Classic includes one bag of up to 23 kg."] },
    // Another sentence of the source denies what the claim denies.
    { answer: "不能单独预约座位[c1]。", chunks: ["市图书馆自习座位预约须知：自习区共设座位420个。未满14周岁的读者须由监护人陪同入馆，不可单独预约。"] },
    // A word the source both states and denies may be denied by the claim.
    { answer: "个人违规投放垃圾且拒不改正的，处罚款[c1]。", chunks: ["个人违规投放的，由城管部门责令改正；拒不改正的，处50元以上200元以下罚款。"] },
    // "Declined to 18%" is a fall, not a refusal; "refused to" denies as "not" does.
    { answer: "Operating margin declined to 18% [c1].", chunks: ["Operating margin declined to 18% from 21%."] },
    { answer: "The club declined to comment [c1].", chunks: ["The club declined to comment on the report."] },
    { answer: "The judge refused to reduce the award [c1].", chunks: ["The judge did not reduce the award."] },
    { answer: "The laptop does not have a headphone jack [c1].", chunks: ["Our main criticism is the absence of a headphone jack."] },
    // The source denies the shared words of another thing: free parking, not a free shuttle.
    { answer: "酒店还为住客提供免费接送机服务[c1]。", chunks: ["酒店不提供免费停车，停车费为每小时10元。"] },
    { answer: "The hotel offers guests a free airport shuttle [c1].", chunks: ["The hotel does not offer free parking."] },
    // A negation that bounds a figure is no denial of the act.
    { answer: "Take no more than four tablets in 24 hours [c1].", chunks: ["Do not take more than four tablets in 24 hours."] },
    // 不满 is the bound of 16岁 ("under 16"), no denial.
    { answer: "给不满16岁的孩子首次办身份证需交20元工本费[c1]。", chunks: ["为孩子首次申领居民身份证的，16周岁以下每证收取工本费20元。"] },
    { answer: "No extra benefit was found beyond 10,000 steps [c1].", chunks: ["The researchers did not find additional benefits above 10,000 steps."] },
    { answer: "The board does not include a Wi-Fi radio [c1].", chunks: ["The board does not include a Wi-Fi radio."] },
    { answer: "The board lacks Wi-Fi but has Ethernet [c1].", chunks: ["The board has Ethernet."] },
    { answer: "The controller is fast [c1].", chunks: ["The controller is fast, but it is not cheap."] },
    { answer: "该芯片支持 LPDDR4X 内存[c1]。", chunks: ["该芯片支持 LPDDR4X 内存。"] },
    // The cue's scope ends with its clause: at punctuation, or at a conjunction in unpunctuated speech.
    { answer: "Avoid walking through secluded areas alone [c1].", chunks: ["Don't be a silent victim; avoid walking through secluded areas alone."] },
    { answer: "I recommend this app [c1].", chunks: ["They send you one not so I highly recommend this app."] },
    // A negation in another clause of the sentence governs none of the claim's words.
    { answer: "该手表支持蓝牙[c1]。", chunks: ["该手表支持蓝牙，但不支持无线充电。"] },
    { answer: "公司参加了展会[c1]。", chunks: ["公司参加了展会，未参加论坛。"] },
    // 不敌 is "lost to", a verb of its own, not a denial.
    { answer: "中国女排以 2 比 3 输给土耳其队[c1]。", chunks: ["中国女排以 2 比 3 不敌土耳其队。"] },
    // A cue negates the word it governs ("lost"), not the words after it that the claim shares.
    { answer: "The club were unbeaten in 11 cup games [c1].", chunks: ["The club had not lost a cup match in their previous 11 games."] },
    { answer: "Avoid walking through secluded areas alone [c1].", chunks: ["Don't be a silent victim avoid walking through secluded areas alone."] },
    { answer: "The authorities have found no evidence of poison [c1].", chunks: ["The authorities have not found any evidence of poison."] },
    // A negative word both texts say is said by both.
    { answer: "北约因为某件事心情不安[c1]。", chunks: ["北约这种不安的心情事出有因。"] },
    // "Without" denies its object only: the stays of up to 90 days are allowed.
    { answer: "EU passport holders can stay visa-free for up to 90 days [c1].", chunks: ["EU passport holders may enter without a visa for stays of up to 90 days."] },
    // "No later than" sets a deadline; it denies nothing.
    { answer: "Visitors must register no later than three days before arriving [c1].", chunks: ["Visitors must register at least 72 hours before arrival."] },
    // The source states the opposite of what the claim denies.
    { answer: "The museum does not open on Mondays [c1].", chunks: ["The museum is open Tuesday to Sunday and is closed on Mondays."] },
    { answer: "The bank kept its full-year guidance unchanged [c1].", chunks: ["The bank said it had not changed its full-year guidance."] },
    // 不变价格 (constant prices) denies nothing.
    { answer: "按可比价计算，地区生产总值增长了5.8%[c1]。", chunks: ["地区生产总值3862亿元，按不变价格计算，比上年增长5.8%。"] },
    // The sentence states 收费 of the extra pipe, not of the first installation.
    { answer: "首次安装不收费[c1]。", chunks: ["首次安装免费，标准安装含3米铜管，超出部分按每米80元收费。"] },
    { answer: "Blue Badge holders park free of charge in pay-by-phone bays [c1].", chunks: ["Blue Badge holders may park free of charge in permit and pay-by-phone bays without time limit."] },
    // The clause where the claim is said states the word: the vehicles' clause denies nothing of it.
    { answer: "Vehicles must book [c1].", chunks: ["Vehicles must book; foot passengers cannot book."] },
    { answer: "Credits are applied automatically, so you don't have to claim them [c1].", chunks: ["Outage Credit Policy: you get an outage credit of £9.76 for each day. Credits are applied automatically; you do not need to claim them."] },
    // A Chinese denial reaches no further than the next one (不符合…不得销售).
    { answer: "从2025年12月1日起，不符合新标准的车辆禁止销售[c1]。", chunks: ["不符合新标准的车辆自2025年12月1日起不得销售。"] },
    // A claim that denies a condition speaks of the case the source's "otherwise" gives.
    { answer: "If you do not cancel by noon, you pay the full fee [c1].", chunks: ["You must cancel by noon, otherwise you pay the full fee."] },
    { answer: "如果没有提前取消，会扣除全部房费[c1]。", chunks: ["须提前取消，否则扣除全部房费。"] },
    // What the relative clause after a denial says of the denied thing, the claim says of it.
    { answer: "A check-up costs £58 and includes an oral cancer screening, though X-rays are charged separately [c1].", chunks: ["A check-up costs £58 and includes an oral cancer screening but not X-rays, which are charged separately at £22."] },
    { answer: "The Harbour Maritime Museum does not open on Mondays [c1].", chunks: ["The Harbour Maritime Museum is open Tuesday to Sunday from 9:30 a.m. to 5:00 p.m. and is closed on Mondays."] },
    // A thing set aside in both; a claim that denies it by a participle after it.
    { answer: "Flash-free photography is allowed throughout the exhibition apart from Room 4 [c1].", chunks: ["Photography without flash is permitted in all galleries except Room 4, which displays works on paper."] },
    { answer: "Members get 10% off fillings [c1].", chunks: ["Members receive a 10% discount on all other treatment except orthodontics and implants."] },
    { answer: "Root canal treatment on a molar is £690, with the crown not included [c1].", chunks: ["Root canal treatment is priced at £420 for front teeth and £690 for molars, except the crown."] },
    // The word is read where the sentence says it as the claim does: the five bets, not "not a single bet".
    { answer: "One bookie has taken five bets for more than $10,000 on the Tories [c1].", chunks: ["One bookie alone has taken five bets for more than $10,000 on the Tories, with not a single bet of this size on Labour."] },
    { answer: "One bookie alone has taken five bets for more than $ 10,000 on david cameron's party to emerge with the most seats [c1].", chunks: ["One bookie alone has taken five bets for more than $ 10, 000 on david cameron's party to emerge with the most seats - - with not a single bet of this size on ed miliband's labour."] },
    // A denying claim is read against every place the sentence says its word: 医疗 is denied in one.
    { answer: "非医疗原因取消的，定金不予退还[c1]。", chunks: ["入住前因医疗原因取消的，定金全额退还；非医疗原因取消的，定金不予退还。"] },
    // The sentence says the claim's predicate itself, of the claim's next word.
    { answer: "A full driving licence must be obtained by the end of year two [c1].", chunks: ["A full driving licence is not required at the start but must be obtained by the end of year two."] },
    // A sentence after the one the claim aligns with that adds none of the claim's words says nothing of it.
    { answer: "电池容量为5000毫安时，支持65瓦快充[c1]。", chunks: ["该手机重185克，配备6.7英寸屏幕，电池容量为5000毫安时，支持65瓦快充。它不支持无线充电，售价为3999元。"] },
    { answer: "A walking foot comes in the box [c1].", chunks: ["A walking foot is included, but the free-motion quilting foot is sold separately (£24.99)."] },
  ],
  invalid: [
    // (…but it states what it says outside the question.)
    { answer: "Trips do not go ahead when it rains [c1].", chunks: ["Trips go ahead when it rains, and staff decide each morning whether the café opens."], errors: [{ code: "X1", at: "not" }] },
    // A claim that names an exception the sentence goes on to deny something of, and states it, is denied.
    { answer: "If you order custom-built wheels, your deposit can still be refunded up until the supplier dispatches them [c1].", chunks: ["Special orders over £100 require a 50% deposit, which is refundable until the part is dispatched by the supplier, except for custom-built wheels, where the deposit is never refundable."], errors: [{ code: "X1", at: "If you order custom-built wheels, your deposit can still be refunded up until the supplier dispatches them [c1]." }] },
    // "Come in" says what "available in" does.
    { answer: "You can hire a headguard for £3 a session, and they come in both adult and junior sizes [c1].", chunks: ["Headguards can be hired for £3 per session but are not available in junior sizes."], errors: [{ code: "X1", at: "You can hire a headguard for £3 a session, and they come in both adult and junior sizes [c1]." }] },
    // 不允许 denies the act after it as 不能 does.
    { answer: "在这里可以打麻将或川牌，不收台费，不过每桌至少得点4碗茶[c1]。", chunks: ["茶铺只允许下象棋和打川牌（长牌），不允许打麻将；棋牌不收台费，但每桌至少点4碗茶。"], errors: [{ code: "X1", at: "在这里可以打麻将或川牌，不收台费，不过每桌至少得点4碗茶[c1]。" }] },
    { answer: "顾客可以带宠物[c1]。", chunks: ["顾客不允许带宠物。"], errors: [{ code: "X1", at: "顾客可以带宠物[c1]。" }] },
    // Where the sentence says the word in several parts alike, the one part that names what the claim does is where it says it.
    { answer: "中级技师每个钟加收20元[c1]。", chunks: ["顾客指定技师（即“点钟”）时，初级和中级不加收费用，高级每个钟加收20元，金牌每个钟加收40元，一个钟按45分钟计算。"], errors: [{ code: "X1", at: "中级技师每个钟加收20元[c1]。" }] },
    // …but it is of a time past it.
    { answer: "如果晚上11点开始做项目，不需要付夜间服务费[c1]。", chunks: ["每晚22:00以后开始的项目，每位顾客加收夜间服务费15元；22:00以前开始、跨过22:00结束的项目不加收。"], errors: [{ code: "X1", at: "不" }] },
    // A verb denied of other objects (携带无人机) leaves the word the sentence denies of the claim's thing (宠物不得入园).
    { answer: "游客可以带宠物入园[c1]。", chunks: ["园内禁止携带无人机、孔明灯及烟花爆竹，宠物不得入园。"], errors: [{ code: "X1", at: "游客可以带宠物入园[c1]。" }] },
    { answer: "Hot food is served all day [c1].", chunks: ["Cheese toasties are served only between 11:30 and 15:00, and there is no other hot food."], errors: [{ code: "X1", at: "Hot food is served all day [c1]." }] },
    // A denial that bounds a figure still denies where the claim makes the comparison with no figure of its own.
    { answer: "A team may use more than one blind in any game [c1].", chunks: ["A team may not use more than one blind in any game."], errors: [{ code: "X1", at: "A team may use more than one blind in any game [c1]." }] },
    { answer: "每年只不能缴费一次[c1]。", chunks: ["个人缴费标准设8个档次，由参保人自主选择，每年只能缴费一次。"], errors: [{ code: "X1", at: "不能" }] },
    { answer: "Parts supplied by customers are guaranteed for 12 months [c1].", chunks: ["Customers bringing their own parts pay labour only, but the workshop gives no warranty on customer-supplied parts; workshop-supplied parts carry a 12-month warranty and labour a 90-day warranty."], errors: [{ code: "X1", at: "Parts supplied by customers are guaranteed for 12 months [c1]." }] },
    { answer: "The Gold Service includes a brake bleed, a battery capacity test and parts [c1].", chunks: ["The Gold Service includes a diagnostic, a brake bleed for hydraulic brakes and a battery capacity test; parts are extra."], errors: [{ code: "X1", at: "includes" }] },
    { answer: "主板如果没修好，也要收维修费[c1]。", chunks: ["三、主板维修不成功的不收维修费，仅收取检测费60元；顾客在维修中途要求取消的，按已完成的工序收费。"], errors: [{ code: "X1", at: "主板如果没修好，也要收维修费[c1]。" }] },
    { answer: "Tubeless conversion is offered on rims of any kind [c1].", chunks: ["Tubeless setup costs £35 per wheel, and tubeless conversion is not offered on rims that are not marked tubeless-ready."], errors: [{ code: "X1", at: "Tubeless conversion is offered on rims of any kind [c1]." }] },
    { answer: "次卡的有效期不是从首次上课那天算[c1]。", chunks: ["两种次卡的有效期均自首次上课之日起计算，而非购卡之日。"], errors: [{ code: "X1", at: "不是" }] },
    { answer: "体验课不能选中级教练[c1]。", chunks: ["首次体验私教课统一为199元，每人限一次，且仅可选择初级或中级教练。"], errors: [{ code: "X1", at: "不能" }] },
    { answer: "开演前2天可以退票[c1]。", chunks: ["退改规则：距开演7天以上（含7天）申请退票，收取票面金额5%的手续费；3天以上不足7天的，收取20%；不足3天的不予退票，但可在开演24小时前免费改签至同票档其他场次一次。"], errors: [{ code: "X1", at: "开演前2天可以退票[c1]。" }] },
    { answer: "不是人为原因枯死的不能免费换[c1]。", chunks: ["绿植与多肉盆栽享受7天包活，期间非人为原因枯死的可免费更换一次。"], errors: [{ code: "X1", at: "不是" }] },
    // A relative clause's denial is no denial of its noun's predicate.
    { answer: "Sellers must offer food that is not sealed by the manufacturer [c1].", chunks: ["Sellers must not offer food that is not sealed by the manufacturer, live animals or knives."], errors: [{ code: "X1", at: "Sellers must offer food that is not sealed by the manufacturer [c1]." }] },
    { answer: "在开场前四天取消，是拿不到全额退款的[c1]。", chunks: ["预约须在线全额付款：开场前72小时以上取消全额退款；72小时以内取消收取票价30%的手续费；开场前6小时内不可取消。"], errors: [{ code: "X1", at: "不到" }] },
    { answer: "You don't have to wear a harness [c1].", chunks: ["A harness must be worn at all times; socks are optional."], errors: [{ code: "X1", at: "don't" }] },
    { answer: "Members get 10% off firing charges [c1].", chunks: ["Members get 10% off courses and retail clay, but not firing charges."], errors: [{ code: "X1", at: "Members get 10% off firing charges [c1]." }] },
    { answer: "Your rent covers utilities, Wi-Fi and a TV licence [c1].", chunks: ["Rent includes utilities, Wi-Fi and contents insurance, but not a TV licence."], errors: [{ code: "X1", at: "Your rent covers utilities, Wi-Fi and a TV licence [c1]." }] },
    { answer: "Nitrox is included in the price [c1].", chunks: ["Prices include full board and transfers from the airport, but not the marine park and port fees of €190, payable in cash on board, or nitrox, which costs €120 for the week."], errors: [{ code: "X1", at: "Nitrox is included in the price [c1]." }] },
    // 'at no charge' is the claim's own word for free.
    { answer: "Members can not bring a guest to monthly preview screenings at no charge [c1].", chunks: ["Members can bring a guest to monthly preview screenings at no charge."], errors: [{ code: "X1", at: "not" }] },
    // A time of day in a free clause is no figure the claim says is not paid for.
    { answer: "Before 9:30am on weekdays concessionary pass holders must not pay the full fare [c1].", chunks: ["Holders of a concessionary bus pass travel free after 9:30am on weekdays; before 9:30am on weekdays they must pay the full fare."], errors: [{ code: "X1", at: "not" }] },
    // 'other than' sets a thing aside and measures nothing against it.
    { answer: "Gas bottles, petrol, paint thinners, fireworks, live plants and any food other than sealed tins are allowed [c1].", chunks: ["Gas bottles, petrol, paint thinners, fireworks, live plants and any food other than sealed tins are not allowed."], errors: [{ code: "X1", at: "any food other than sealed tins are allowed [c1]." }] },
    { answer: "搬家车辆停放不超过4小时要收停车费[c1]。", chunks: ["搬家车辆须提前1天向物业报备，可停放于地面临时车位，停放不超过4小时的免收停车费。新能源汽车临停首2小时免费，但占用充电车位的，充电完成后超过30分钟仍未驶离，每小时加收占位费5元。"], errors: [{ code: "X1", at: "搬家车辆停放不超过4小时要收停车费[c1]。" }] },
    // A thing stated after a turn that the source's denial lists past its reach.
    { answer: "The council can't suspend a Blue Badge bay, but it may agree to suspend a car club bay for your move [c1].", chunks: ["We do not suspend Blue Badge bays, car club bays or electric vehicle charging bays."], errors: [{ code: "X1", at: "car" }] },
    // …not a bound on a count.
    { answer: "Of the 23 rejected ballot papers, 15 were rejected because more than one candidate had been marked [c1].", chunks: ["23 ballot papers were rejected, including 15 with no vote marked."], errors: [{ code: "X1", at: "Of the 23 rejected ballot papers, 15 were rejected because more than one candidate had been marked [c1]." }] },
    // 一起 says what 同时 does.
    { answer: "周二会员日的额外折扣还可以和生日锅底券一起使用[c1]。", chunks: ["每周二为会员日，当天会员在等级折扣基础上菜品再享95折，但会员日折扣不与生日锅底券同时使用，且不适用于北京、上海两地门店。"], errors: [{ code: "X1", at: "周二会员日的额外折扣还可以和生日锅底券一起使用[c1]。" }] },
    { answer: "登记证书不是享有著作权的初步证明[c1]。", chunks: ["作品著作权实行自愿登记，登记证书是享有著作权的初步证明。"], errors: [{ code: "X1", at: "不是" }] },
    { answer: "If the skip will sit on the road, you don't need a licence at all [c1].", chunks: ["Anyone placing a builder's skip on a road, pavement or grass verge needs a skip licence under Section 139 of the Highways Act 1980; skips kept entirely on a private driveway do not need one."], errors: [{ code: "X1", at: "don't" }] },
    { answer: "Dinghies can't be kept in the boat park [c1].", chunks: ["Boat park spaces cost £95 a year for a dinghy up to 4.6 m long and £140 for longer dinghies and catamarans; keelboats are not accepted."], errors: [{ code: "X1", at: "can't" }] },
    { answer: "You don't have to be a society member to enter the vegetable classes [c1].", chunks: ["All classes are for society members only, except the children's classes (40 to 46) and the photography classes (50 to 53), which are open to anyone living in Millbeck parish."], errors: [{ code: "X1", at: "don't" }] },
    { answer: "公司预计2026年第二季度小批量出货，目前尚形成收入[c1]。", chunks: ["公司表示，1.6T光模块已向两家北美客户送样，预计2026年第二季度小批量出货，目前尚未形成收入。"], errors: [{ code: "X1", at: "公司预计2026年第二季度小批量出货，目前尚形成收入[c1]。" }] },
    { answer: "江滨和北塘两个街道已经纳入项目[c1]。", chunks: ["项目覆盖全区9个街道中的7个，江滨、北塘两个街道因老旧小区改造暂未纳入。"], errors: [{ code: "X1", at: "江滨和北塘两个街道已经纳入项目[c1]。" }] },
    { answer: "整机（不含刷头）重量为105克[c1]。", chunks: ["整机（含刷头）重量为105克。"], errors: [{ code: "X1", at: "不" }] },
    { answer: "服务内容包括全屋保洁[c1]。", chunks: [MATERNITY_NURSE_DUTIES], errors: [{ code: "X1", at: "服务内容包括全屋保洁[c1]。" }] },
    { answer: "房价包含迷你吧消费[c1]。", chunks: [HOTEL_RATE], errors: [{ code: "X1", at: "房价包含迷你吧消费[c1]。" }] },
    { answer: "房价已包含城市维护费，但迷你吧消费需另付[c1]。", chunks: [HOTEL_RATE], errors: [{ code: "X1", at: "房价已包含城市维护费，但迷你吧消费需另付[c1]。" }] },
    { answer: "物流单号在发货后24小时内有揽收记录的，视为虚假发货[c1]。", chunks: ["三、虚假发货：上传的物流单号在发货后24小时内无揽收记录的，视为虚假发货，每单扣2分。"], errors: [{ code: "X1", at: "物流单号在发货后24小时内有揽收记录的，视为虚假发货[c1]。" }] },
    { answer: "Nobody can go in with a permit signed by an Authorised Person [c1].", chunks: ["No one may enter a confined space without a permit to enter signed by an Authorised Person."], errors: [{ code: "X1", at: "Nobody" }] },
    { answer: "Delivery is not free to the UK mainland [c1].", chunks: ["Delivery is free to the UK mainland, except the Scottish Highlands and islands, where it costs £45."], errors: [{ code: "X1", at: "not" }] },
    { answer: "Home batteries do not qualify [c1].", chunks: ["Home batteries qualify only when installed alongside one of these."], errors: [{ code: "X1", at: "not" }] },
    // A prohibition denies that the act may be done: 禁止 and 严禁 before it, "is prohibited" or "are banned" after it.
    { answer: "保护范围内可以新建建筑物[c1]。", chunks: ["禁止在保护范围内新建建筑物、挖坑取土、倾倒污水，但为古树名木复壮进行的必要施工除外。"], errors: [{ code: "X1", at: "可以" }] },
    { answer: "Visitors can feed the wildlife [c1].", chunks: ["Feeding wildlife is strictly prohibited and can result in a fine of up to $500."], errors: [{ code: "X1", at: "can" }] },
    // …not where the claim denies what the sentence states elsewhere.
    { answer: "Organic flocks do not follow the 16-week rule [c1].", chunks: ["Organic flocks follow the same 16-week rule, but organic status itself is not affected."], errors: [{ code: "X1", at: "not" }] },
    // …and what the claim denies besides is still weighed.
    { answer: "If you don't respond to the revised offer, the device is not sent back [c1].", chunks: ["If it grades lower than you declared, we email a revised offer, which you have 7 days to accept; if you reject it or do not reply, the device is sent back to you free of charge – except devices reported lost or stolen, which are passed to the police and not returned."], errors: [{ code: "X1", at: "not" }] },
    // A figure the sentence gives too is one of its own cases, not the claim's case outside its bound.
    { answer: "The 2-year warranty is not extended to 7 years if the boiler is registered within 30 days of installation [c1].", chunks: ["The boiler carries a 2-year warranty, which is extended to 7 years if it is registered within 30 days of installation."], errors: [{ code: "X1", at: "not" }] },
    { answer: "您五年前已经打完全程疫苗，这次再被咬不用重新全程接种[c1]。", chunks: ["全程免疫后3个月内再次暴露的，仅需处理伤口；3个月至3年内再次暴露的，于第0天和第3天各加强1剂；超过3年的应重新全程接种。"], errors: [{ code: "X1", at: "不用" }] },
    // A denial of another object is of a verb the claim shares, not of a noun (官面 of 官面文章 and 官面话).
    { answer: "客套和肺腑之言都是官面话[c1]。", chunks: ["前种说的是客套,后种是肺腑之言,两种都不是官面文章,都是每日里免不了要说的家常话"], errors: [{ code: "X1", at: "客套和肺腑之言都是官面话[c1]。" }] },
    // …not where the sentence names no others.
    { answer: "一位不属于低保家庭的残疾人能拿到补贴[c1]。", chunks: ["低保家庭的残疾人按限价的100%补贴，残疾儿童按50%补贴。"], errors: [{ code: "X1", at: "不" }] },
    // A list of orders has no subject of its own before its "do not": the walkers' is the sentence's.
    { answer: "Walkers do set out later than 90 minutes before the end of a safe period [c1].", chunks: ["Walkers should use the Pilgrims' Path across the sands, which is 2.4 km long and marked by 26 wooden posts; allow 50 minutes, do not set out later than 90 minutes before the end of a safe period, and do not walk in fog."], errors: [{ code: "X1", at: "Walkers do set out later than 90 minutes before the end of a safe period [c1]." }] },
    // …but a claim about that subject is denied.
    { answer: "Agency workers are covered from their first day [c1].", chunks: ["This policy applies to all employees from their first day of employment, including those on fixed-term contracts; agency workers and self-employed contractors are not covered."], errors: [{ code: "X1", at: "Agency workers are covered from their first day [c1]." }] },
    // A subject that points back (the discount) is the first clause's thing, not another.
    { answer: "As a member, you'd save £3 per bed per night on a family room [c1].", chunks: ["Members receive £3 off per bed per night, but the discount does not apply to family rooms."], errors: [{ code: "X1", at: "As a member, you'd save £3 per bed per night on a family room [c1]." }] },
    // …not where the claim names the denial's own case (暑期).
    { answer: "暑期办理个人年卡的学生同样可享受八折优惠[c1]。", chunks: ["学生凭有效学生证办理个人年卡可享八折优惠，但暑期（7月1日至8月31日）办理不享受折扣。"], errors: [{ code: "X1", at: "暑期办理个人年卡的学生同样可享受八折优惠[c1]。" }] },
    // …so a claim that some has passed is denied.
    { answer: "目前已有含Fhb-T7的品种通过国家审定[c1]。", chunks: ["杜沛然表示，团队已将该基因转育到6个主栽品种中，但目前尚无含Fhb-T7的品种通过国家审定，预计最早于2028年提交审定。"], errors: [{ code: "X1", at: "目前已有含Fhb-T7的品种通过国家审定[c1]。" }] },
    // …not a thing the sentence says is covered.
    { answer: "The liner won't be covered [c1].", chunks: ["The pump unit carries a 2-year warranty; the liner is covered for 6 months, and punctures are excluded."], errors: [{ code: "X1", at: "won't" }] },
    // Verbs of what a thing counts as are one sense for a denial: 不构成关联交易 denies 属于关联交易.
    { answer: "这笔投资属于关联交易[c1]。", chunks: ["本次投资不构成关联交易，但因投资金额超过公司最近一期经审计净资产的30%，尚需提交临时股东大会审议。"], errors: [{ code: "X1", at: "这笔投资属于关联交易[c1]。" }] },
    // A heading's word the body says too is stated.
    { answer: "派出所窗口周六不受理[c1]。", chunks: ["五、受理：派出所窗口周一至周六均受理。"], errors: [{ code: "X1", at: "不" }] },
    // A claim that denies the heading's word in a heading of its own breaks it.
    { answer: "机动车驾驶证换证不须知：驾驶证有效期分为6年、10年和长期三种[c1]。", chunks: ["机动车驾驶证换证须知：驾驶证有效期分为6年、10年和长期三种。"], errors: [{ code: "X1", at: "不" }] },
    // A claim that names the group the fee is waived for is denied it.
    { answer: "城乡低保对象首次申领要交工本费[c1]。", chunks: ["城乡低保对象和特困人员首次申领、到期换领免收工本费，补领、换领损坏证件照常收费。"], errors: [{ code: "X1", at: "城乡低保对象首次申领要交工本费[c1]。" }] },
    { answer: "用管道天然气的住户不装可燃气体报警器[c1]。", chunks: ["可燃气体报警器仅安装在使用管道天然气的住户厨房。"], errors: [{ code: "X1", at: "不" }] },
    { answer: "家庭农场享受不到这项补贴[c1]。", chunks: ["家庭农场和农民合作社均可享受农机购置补贴。"], errors: [{ code: "X1", at: "不到" }] },
    // The moderate cases are among those allowed it.
    { answer: "中度失能人员不能享受待遇[c1]。", chunks: ["评估结果分为轻度、中度、重度失能三级，只有中度和重度失能人员可享受待遇。"], errors: [{ code: "X1", at: "不能"}]},
    // 'No admin fee' denies the fee the sentence takes off.
    { answer: "Bookings are refunded in full with no admin fee [c1].", chunks: ["Bookings cancelled at least 7 days before arrival are refunded in full less a £5 admin fee."], errors: [{ code: "X1", at: "no"}]},
    // 除外 sets aside from a rule that states: the set-aside frames get no discount.
    { answer: "特价镜架也可以打八折[c1]。", chunks: ["购买镜片加镜架总额满1000元，镜架打八折（特价镜架除外）。"], errors: [{ code: "X1", at: "特价镜架也可以打八折[c1]。"}]},
    { answer: "The fuel card can be used for car washes [c1].", chunks: ["Each vehicle carries a fuel card, which may be used only for diesel, petrol, AdBlue and screenwash; it must not be used for food, car washes or premium fuels."], errors: [{ code: "X1", at: "The fuel card can be used for car washes [c1]."}]},
    // "Not available for" denies "can be used for".
    { answer: "The express service can be used for suede and leather items [c1].", chunks: ["Express is not available for leather, suede, wedding dresses or curtains."], errors: [{ code: "X1", at: "The express service can be used for suede and leather items [c1]."}]},
    // "X是不允许的" denies X.
    { answer: "直流快充桩是不允许的[c1]。", chunks: ["小区可以安装直流快充桩。"], errors: [{ code: "X1", at: "不"}]},
    { answer: "Your 13-year-old can't come to a normal shared session [c1].", chunks: ["Children aged 12 to 15 may use shared sessions only if accompanied by a paying adult; under-12s are admitted only to private hire bookings."], errors: [{ code: "X1", at: "can't"}]},
    { answer: "Hollis was disqualified from driving [c1].", chunks: ["The judge declined to impose a community order and did not disqualify Hollis from driving."], errors: [{ code: "X1", at: "Hollis was disqualified from driving [c1]."}]},
    // …not where the word in conflict is stated in the clause of the other denial's word.
    { answer: "个体工商户名下的车辆不能申请这项补贴[c1]。", chunks: ["个体工商户名下车辆可以申请补贴，但不在首批补贴范围内。"], errors: [{ code: "X1", at: "不能" }] },
    // …nor a denial elsewhere with another modal or auxiliary.
    { answer: "It must not be used rear-facing for children from 40 cm to 76 cm [c1].", chunks: ["The seat must be used rear-facing for children from 40 cm to 76 cm. It cannot be installed with the vehicle's adult seat belt."], errors: [{ code: "X1", at: "not" }] },
    // …but a relative clause whose words the claim says is what the two disagree on.
    { answer: "Women who were pregnant were sent a home kit [c1].", chunks: ["Kits were not sent to women who were pregnant or had had a total hysterectomy."], errors: [{ code: "X1", at: "Women who were pregnant were sent a home kit [c1]." }] },
    // …not the thing it denies the word of.
    { answer: "The stem cover shouldn't go in the dishwasher, although the main unit can [c1].", chunks: ["The stem cover is dishwasher-safe, but the main unit is not and must never be immersed above the MAX line."], errors: [{ code: "X1", at: "shouldn't" }] },
    { answer: "There are enough activities to build their early reading [c1].", chunks: ["Too few activities build the children's early reading in the Reception class."], errors: [{ code: "X1", at: "There are enough activities to build their early reading [c1]." }] },
    // Codes in another clause of the claim say nothing of whose the denied word's clause is.
    { answer: "手足口病不是由肠道病毒引起的常见传染病，以柯萨奇病毒A16型和EV71最为常见[c1]。", chunks: ["手足口病是由肠道病毒引起的常见传染病，以柯萨奇病毒A16型和肠道病毒71型（EV71）最为常见。"], errors: [{ code: "X1", at: "不是" }] },
    { answer: "身高1.2米以下的儿童免票，并且可以单独占位[c1]。", chunks: ["身高1.2米以下儿童免票但不单独占位。"], errors: [{ code: "X1", at: "身高1.2米以下的儿童免票，并且可以单独占位[c1]。" }] },
    // …where the sentence says "at once" itself, the denial is of it.
    { answer: "认定通过后不能当天享受待遇[c1]。", chunks: ["认定通过的，当天即可享受待遇。"], errors: [{ code: "X1", at: "不能" }] },
    // "Unlimited" on both sides says nothing of another denial: "who have not completed" against "who have completed".
    {
      answer: "Studio membership, open only to those who have completed one of our courses, costs £140 a month for unlimited access [c1].",
      chunks: ["Studio membership, open only to those who have not completed one of our courses, costs £85 a month for 24 hours of access or £140 a month for unlimited access."],
      errors: [{ code: "X1", at: "Studio membership, open only to those who have completed one of our courses, costs £140 a month for unlimited access [c1]." }],
    },
    // The claim states what the sentence sets aside for another word, of the same thing.
    { answer: "The judge rated the company's culpability as high [c1].", chunks: ["The judge assessed culpability as medium rather than high, because a general method statement existed."], errors: [{ code: "X1", at: "high", expected: "medium" }] },
    // A denial of what is done within a time bounds the time ("more than 90 days"); the claim's other "not" still denies.
    { answer: "Items not collected within 90 days may not be donated to charity [c1].", chunks: ["Items not collected within 90 days may be donated to charity."], errors: [{ code: "X1", at: "not" }] },
    // A rule's "must not … within" is no bound: it denies the act.
    { answer: "Paternity leave must not be taken within 12 weeks of the birth [c1].", chunks: ["Paternity leave must be taken within 12 weeks of the birth."], errors: [{ code: "X1", at: "not" }] },
    // "Without" ends at its object: the "allowed" after it is stated, not denied.
    { answer: "Photography without flash is not allowed throughout [c1].", chunks: ["Photography without flash is allowed throughout, except in the Mary Anning room."], errors: [{ code: "X1", at: "not" }] },
    // 不计费 says nothing is charged: no figure the claim leaves something out of.
    { answer: "超过5分钟的部分不计费[c1]。", chunks: ["超过5分钟的部分按每分钟1元计费。"], errors: [{ code: "X1", at: "不" }] },
    // Where the words beside the shared verb tie, the rest of the claim's clause tells which part of the sentence it is said in.
    { answer: "已经逾期的图书仍然可以续借[c1]。", chunks: ["续借：图书可在到期前7天内通过图书馆App或自助借还机续借一次，续借期为30天；已被他人预约或已逾期的图书不能续借。"], errors: [{ code: "X1", at: "已经逾期的图书仍然可以续借[c1]。" }] },
    { answer: "Sabbatical pay includes overtime and shift allowances [c1].", chunks: ["Sabbaticals are paid at full basic salary, excluding overtime and shift allowances."], errors: [{ code: "X1", at: "Sabbatical pay includes overtime and shift allowances [c1]." }] },
    { answer: "The tower was never completed [c1].", chunks: ["The foundation stone was laid on 22 June 1897, but the tower was not completed until 14 May 1898."], errors: [{ code: "X1", at: "never" }] },
    // A relative clause says it of the thing before its comma.
    { answer: "A full charge takes 2.5 hours using the 5 V/2 A adapter supplied with the reader [c1].", chunks: ["A full charge over USB-C takes about 2.5 hours with a 5 V/2 A adapter, which is sold separately."], errors: [{ code: "X1", at: "supplied with" }] },
    { answer: "Windscreen damage is covered by the waiver [c1].", chunks: ["Windscreen damage is excluded from the waiver."], errors: [{ code: "X1", at: "Windscreen damage is covered by the waiver [c1]." }] },
    // "A与B无关" denies what the sentence says relates them.
    { answer: "科学技术与现代商品经济无关[c1]。", chunks: ["对于现代商品经济，科学技术是起搏的心脏，是周身流动的血液。"], errors: [{ code: "X1", at: "无关" }] },
    {
      answer: "实习生和客服部一线员工只要转正满6个月，同样可以申请远程办公[c1]。",
      chunks: ["转正满6个月的正式员工可申请远程办公；试用期员工、实习生以及客服部一线岗位员工不适用。"],
      errors: [{ code: "X1", at: "实习生和客服部一线员工只要转正满6个月，同样可以申请远程办公[c1]。" }],
    },
    // 不例外: no exception is made, so the claim denies the source's exception.
    { answer: "温室植物馆每周一闭馆，法定节假日也不例外[c1]。", chunks: [GREENHOUSE], errors: [{ code: "X1", at: "温室植物馆每周一闭馆，法定节假日也不例外[c1]。" }] },
    { answer: "The two tests give the same results [c1].", chunks: ["The two tests do not give the same results."], errors: [{ code: "X1", at: "The two tests give the same results [c1]." }] },
    // A light verb's denial with a time after it ("not been used since 1958") is the verb's: no object follows.
    { answer: "The side ponds are used [c1].", chunks: ["The side ponds have not been used since 1958."], errors: [{ code: "X1", at: "The side ponds are used [c1]." }] },
    // The sentence after the best that opens on the claim's thing, which the best does not name, and denies it.
    {
      answer: "Lite fares can be changed for a fee of £45 per person per flight, plus any fare difference [c1].",
      chunks: ["Corran Air sells three fares: Lite, Classic and Flex. Date or time changes cost £45 per person per flight on Classic and are free on Flex; in both cases any fare difference must be paid. Lite fares cannot be changed."],
      errors: [{ code: "X1", at: "Lite fares can be changed for a fee of £45 per person per flight, plus any fare difference [c1]." }],
    },
    // Who does not accept a thing, named by the claim too, whatever else the sentence allows.
    { answer: "Fines can be paid at the self-service kiosk either in cash or by card [c1].", chunks: [KIOSK], errors: [{ code: "X1", at: "can" }] },
    // …not a fee the sentence states with no word that waives it.
    { answer: "Members do not have to pay the £20 joining fee [c1].", chunks: ["Members pay a joining fee of £20."], errors: [{ code: "X1", at: "not" }] },
    // …but not of another thing than the clause with no verb names.
    { answer: "Contactless can't be used on board [c1].", chunks: ["Contactless payment is accepted on board but cash is not."], errors: [{ code: "X1", at: "can't" }] },
    { answer: "The 1911 fire destroyed the machine room [c1].", chunks: ["A fire on 12 March 1911 destroyed the finishing house but not the machine room."], errors: [{ code: "X1", at: "The 1911 fire destroyed the machine room [c1]." }] },
    // …not in another case, nor in none.
    { answer: "Taxis can be claimed without prior approval [c1].", chunks: ["Taxis are repaid only with prior approval from the volunteer's coordinator, or where the journey is after 10 pm."], errors: [{ code: "X1", at: "without" }] },
    // …while a claim that states what "needs no" denies conflicts, and a bell with "no name" is not inscribed with one.
    { answer: "Mileage claims need a receipt [c1].", chunks: ["Mileage needs no receipt."], errors: [{ code: "X1", at: "Mileage claims need a receipt [c1]." }] },
    { answer: "The bell is inscribed with a name [c1].", chunks: ["The bell carries no name."], errors: [{ code: "X1", at: "The bell is inscribed with a name [c1]." }] },
    // A claim that denies one case in a trailing "but not" states the case before it, which the source denies.
    { answer: "Drop-offs and collections can be made on Sundays, but not on bank holidays [c1].", chunks: ["Reception is open Monday to Saturday; there are no drop-offs or collections on Sundays or bank holidays."], errors: [{ code: "X1", at: "Drop-offs" }] },
    // …while a light verb followed by a preposition denies each use it lists.
    { answer: "Free member tickets can be used for live broadcasts [c1].", chunks: ["Free tickets are valid for 12 months and cannot be used for special events, live broadcasts or on Saturdays."], errors: [{ code: "X1", at: "Free member tickets can be used for live broadcasts [c1]." }] },
    // A condition the sentence sets out one way only.
    { answer: "If objections are received, the Council confirms the Order [c1].", chunks: ["If no objections are received, the Council may confirm the Order itself."], errors: [{ code: "X1", at: "If objections are received, the Council confirms the Order [c1]." }] },
    { answer: "The museum is no longer open on Mondays [c1].", chunks: ["The museum is open on Mondays."], errors: [{ code: "X1", at: "no" }] },
    { answer: "Licences can be transferred to another organisation without written consent [c1].", chunks: ["Licences cannot be transferred to another organisation without written consent from Halden."], errors: [{ code: "X1", at: "Licences can be transferred to another organisation without written consent [c1]." }] },
    // A subject that points back (两种) is the claim's own.
    { answer: "客套和肺腑之言都是官面话[c1]", chunks: ["前种说的是客套,后种是肺腑之言,两种都不是官面文章,都是每日里免不了要说的家常话"], errors: [{ code: "X1", at: "客套和肺腑之言都是官面话[c1]" }] },
    { answer: "参考文献计入页数[c1]。", chunks: ["会议征集中文或英文论文，正文不超过8页（含图表），参考文献不计入页数。"], errors: [{ code: "X1", at: "参考文献计入页数[c1]。" }] },
    { answer: "被保险人酒后驾驶导致身故的，保险公司仍需承担保险责任[c1]。", chunks: ["因被保险人故意自伤、酒后驾驶或无合法有效驾驶证驾驶机动车导致其身故或伤残的，本公司不承担保险责任。"], errors: [{ code: "X1", at: "被保险人酒后驾驶导致身故的，保险公司仍需承担保险责任[c1]。" }] },
    // 不提供加急服务 denies 加急 itself (提供 only carries it), and 也能 is no word of the claim's own after 公证.
    { answer: "继承公证也能加急[c1]。", chunks: ["加急服务：要求2个工作日内出证的，按公证费的50%加收加急费，但继承类公证不提供加急服务。"], errors: [{ code: "X1", at: "继承公证也能加急[c1]。" }] },
    { answer: "PowerLift mode can run compressors [c1].", chunks: ["'PowerLift' mode can run resistive appliances such as kettles and hair dryers of up to 2,400 W at reduced voltage, but not motors or compressors."], errors: [{ code: "X1", at: "PowerLift mode can run compressors [c1]." }] },
    // "Are still not allowed" denies what "have been able to" says is possible.
    { answer: "Private boats have been able to pass through the tunnel since 2003 [c1].", chunks: ["The Trust reopened the Halbury Tunnel in 2003, although only the Trust's electric trip boat may use it; private boats are still not allowed through."], errors: [{ code: "X1", at: "been able to" }] },
    // What 除外 sets aside, which the claim says the rule holds for.
    { answer: "满1000元时，特价镜架也可以打八折[c1]。", chunks: ["购买镜片加镜架总额满1000元，镜架打八折（特价镜架除外）。"], errors: [{ code: "X1", at: "满1000元时，特价镜架也可以打八折[c1]。" }] },
    { answer: "X-rays are included in the check-up [c1].", chunks: ["A check-up costs £58; X-rays are not included."], errors: [{ code: "X1", at: "X-rays are included in the check-up [c1]." }] },
    { answer: "房价已包含城市维护费，但迷你吧消费需另付[c1]。", chunks: ["房价为每晚1,280元，已含双人早餐，不含城市维护费及迷你吧消费。"], errors: [{ code: "X1", at: "房价已包含城市维护费，但迷你吧消费需另付[c1]。" }] },
    // 除 in 扣除 sets nothing aside.
    { answer: "住房贷款利息扣除和住房租金扣除可以同时享受[c1]。", chunks: ["住房贷款利息每月扣除1000元，扣除期限最长不超过240个月，且不能与住房租金扣除同时享受。"], errors: [{ code: "X1", at: "住房贷款利息扣除和住房租金扣除可以同时享受[c1]。" }] },
    // "Available" and "applies" say alike that a thing holds for something: the denial of one denies the other.
    { answer: "The discount also applies to Day Passes [c1].", chunks: ["Members who commit to 12 months receive 15% off the monthly price (not available on Day Passes)."], errors: [{ code: "X1", at: "The discount also applies to Day Passes [c1]." }] },
    // The claim names one item of the list the denial is said of: the other item (二手商品) is not the claim's to hold.
    { answer: "企业采购家电也可以享受补贴[c1]。", chunks: ["二手商品和企业采购不在补贴范围内。"], errors: [{ code: "X1", at: "企业采购家电也可以享受补贴[c1]。" }] },
    // The denial in conflict is answered only by an opposite of what it denies: "purple" answers
    // the "black bin" of the other denial, not "will not receive".
    { answer: "Flats with communal bins will receive purple bins [c1].", chunks: ["Flats with communal bins are not affected by the black bin change and will not receive purple bins."], errors: [{ code: "X1", at: "Flats with communal bins will receive purple bins [c1]." }] },
    // What the source says is not needed or not possible, said to be so in other words.
    { answer: "Customers must present a receipt to get a refund [c1].", chunks: ["Customers should return the product to the place of purchase for a full refund; a receipt is not required."], errors: [{ code: "X1", at: "must" }] },
    { answer: "The T3 can connect to 5 GHz Wi-Fi networks [c1].", chunks: ["The T3 connects over 2.4 GHz Wi-Fi only (5 GHz networks are not supported)."], errors: [{ code: "X1", at: "can" }] },
    { answer: "The T3 can control 230 V electric baseboard heaters [c1].", chunks: ["The T3 works with 24 V systems; it is not compatible with 230 V line-voltage electric baseboard heaters."], errors: [{ code: "X1", at: "can" }] },
    // A negation in a restrictive relative clause whose verb the source lacks says which ones, not what is denied.
    { answer: "Bibs can be posted to runners who cannot attend the Expo [c1].", chunks: ["Runners must collect their bib at the Expo with photo ID; bibs will not be posted."], errors: [{ code: "X1", at: "Bibs can be posted to runners who cannot attend the Expo [c1]." }] },
    // …but where the source has the verb, the relative clause is what the two disagree on.
    { answer: "He fell from a clifftop that was not known as a meeting place [c1].", chunks: ["He fell from a clifftop that was known as a meeting place."], errors: [{ code: "X1", at: "not" }] },
    // Cues written alike on the same word agree ("with no tax liability"); the claim's other denial stands alone.
    { answer: "Households with no tax liability do not receive the rebate [c1].", chunks: ["The rebate is paid as a refundable credit, so households with no tax liability still receive it in full."], errors: [{ code: "X1", at: "not" }] },
    // Declining, refusing or failing to do a thing denies it.
    { answer: "Judge Helen Ashworth reduced the award for contributory fault [c1].", chunks: ["Judge Helen Ashworth declined to reduce the award for contributory fault."], errors: [{ code: "X1", at: "Judge Helen Ashworth reduced the award for contributory fault [c1]." }] },
    { answer: "公司支付了加班费[c1]。", chunks: ["公司拒绝支付加班费。"], errors: [{ code: "X1", at: "公司支付了加班费[c1]。" }] },
    // …but a negation with a figure further on still denies the act.
    { answer: "The vaccine is recommended for children under 12 [c1].", chunks: ["It is not recommended for children under 12."], errors: [{ code: "X1", at: "The vaccine is recommended for children under 12 [c1]." }] },
    // The claim denies what the sentence states, though it calls the car otherwise.
    { answer: "该车没有配备激光雷达[c1]。", chunks: ["车辆配备了激光雷达，但不支持L4级自动驾驶。"], errors: [{ code: "X1", at: "没有" }] },
    { answer: "The controller does not support encryption [c1].", chunks: ["The controller supports encryption."], errors: [{ code: "X1", at: "not" }] },
    { answer: "The check-up includes X-rays [c1].", chunks: ["A check-up costs £58 and includes an oral cancer screening but not X-rays, which are charged separately at £22."], errors: [{ code: "X1", at: "includes" }] },
    // …but a claim with no condition denies what the source requires.
    { answer: "Cars must not be returned with a full tank [c1].", chunks: ["Cars must be returned with a full tank; otherwise a refuelling charge applies."], errors: [{ code: "X1", at: "not" }] },
    // A Chinese denial reaches past a date to its verb.
    { answer: "新生体检不须在6月30日前完成[c1]。", chunks: ["录取结果于6月10日公布，新生体检须在6月30日前完成。"], errors: [{ code: "X1", at: "不须" }] },
    // An opposite said in a clause that answers nothing the claim denies does not excuse the denial.
    { answer: "Free cancellation is not available up to 48 hours before pick-up [c1].", chunks: ["Free cancellation is available up to 48 hours before pick-up; after that, one day's rental is charged."], errors: [{ code: "X1", at: "not" }] },
    { answer: "Bicycles are not carried free of charge outside the peak hours [c1].", chunks: ["Bicycles are carried free of charge outside the peak hours; during peak hours only folded bicycles are allowed."], errors: [{ code: "X1", at: "not" }] },
    // A figure the claim denies, and nothing besides, which the sentence states.
    { answer: "The retail price is not €229 [c1].", chunks: ["The retail price is €229."], errors: [{ code: "X1", at: "€229" }] },
    // What "except", "apart from" and "other than" set aside, each item of a list alone.
    { answer: "Care Plan members get 10% off implants [c1].", chunks: ["Members of the Care Plan receive a 10% discount on all other treatment except orthodontics and implants."], errors: [{ code: "X1", at: "Care Plan members get 10% off implants [c1]." }] },
    { answer: "Photography is allowed in Room 4 [c1].", chunks: ["Photography without flash is permitted in all galleries apart from Room 4."], errors: [{ code: "X1", at: "Photography is allowed in Room 4 [c1]." }] },
    // An act the source says is not needed, said to be needed; the second aligned sentence says it.
    { answer: "You must claim outage credits [c1].", chunks: ["Outage Credit Policy: you get an outage credit of £9.76 for each day. Credits are applied automatically; you do not need to claim them."], errors: [{ code: "X1", at: "must" }] },
    // A word stated in one clause of the sentence and denied in the clause where the claim is said.
    { answer: "Foot passengers can book [c1].", chunks: ["Vehicles must book; foot passengers cannot book."], errors: [{ code: "X1", at: "Foot passengers can book [c1]." }] },
    { answer: "Foot passengers should book in advance, as bookings close 24 hours before departure [c1].", chunks: ["Vehicle bookings are mandatory and close 24 hours before departure; foot passengers cannot book."], errors: [{ code: "X1", at: "Foot passengers should book in advance, as bookings close 24 hours before departure [c1]." }] },
    { answer: "A car costs £31, driver included [c1].", chunks: ["A car costs £31.00 single, driver not included; vans, including campervans, cost £52.00."], errors: [{ code: "X1", at: "A car costs £31, driver included [c1]." }] },
    { answer: "The board includes a Wi-Fi radio [c1].", chunks: ["The board does not include a Wi-Fi radio."], errors: [{ code: "X1", at: "The board includes a Wi-Fi radio [c1]." }] },
    { answer: "该芯片不支持 LPDDR4X 内存[c1]。", chunks: ["该芯片支持 LPDDR4X 内存。"], errors: [{ code: "X1", at: "不" }] },
    { answer: "The firm offers refunds on software [c1].", chunks: ["The firm does not currently offer refunds on software."], errors: [{ code: "X1", at: "The firm offers refunds on software [c1]." }] },
    { answer: "该手表不支持蓝牙[c1]。", chunks: ["该手表支持蓝牙，但不支持无线充电。"], errors: [{ code: "X1", at: "不" }] },
    { answer: "The authorities have found no evidence of poison [c1].", chunks: ["The authorities have found evidence of poison."], errors: [{ code: "X1", at: "no" }] },
    { answer: "The board supports Ethernet [c1].", chunks: ["The board supports Wi-Fi but not Ethernet."], errors: [{ code: "X1", at: "The board supports Ethernet [c1]." }] },
    // Words the claim adds do not hide the negation of the words it shares.
    // (Who does not support the thing is named by the claim too: the report stands at the claim's word of ability.)
    { answer: "The router fully supports WPA3 encryption [c1].", chunks: ["The router does not support WPA3."], errors: [{ code: "X1", at: "supports" }] },
    {
      answer: "HTTP basic authentication is supported by the API for legacy clients [c1].",
      chunks: ["The API does not support HTTP basic authentication."],
      errors: [{ code: "X1", at: "supported" }],
    },
    { answer: "The memory can be upgraded by the user [c1].", chunks: ["The memory cannot be upgraded."], errors: [{ code: "X1", at: "The memory can be upgraded by the user [c1]." }] },
    // The negated verb need not be the claim's verb: 具备 and 配备, 具有 and 有, 支援 and 支持.
    { answer: "该手表配备 GPS[c1]。", chunks: ["该手表不具备 GPS。"], errors: [{ code: "X1", at: "该手表配备 GPS[c1]。" }] },
    { answer: "该手表有 GPS[c1]。", chunks: ["该手表不具有 GPS。"], errors: [{ code: "X1", at: "该手表有 GPS[c1]。" }] },
    { answer: "该手机支持 eSIM[c1]。", chunks: ["该手机不支援 eSIM。"], errors: [{ code: "X1", at: "该手机支持 eSIM[c1]。" }] },
    // …and the other way round: the claim negates, in a verb of its own.
    { answer: "该手表不具备 GPS[c1]。", chunks: ["该手表配备 GPS。"], errors: [{ code: "X1", at: "不" }] },
    { answer: "该手机不支援 eSIM[c1]。", chunks: ["该手机支持 eSIM。"], errors: [{ code: "X1", at: "不" }] },
    // …but a denial of the same thing, said with more words, stands.
    { answer: "The hotel offers guests free parking [c1].", chunks: ["The hotel does not offer free parking."], errors: [{ code: "X1", at: "The hotel offers guests free parking [c1]." }] },
    // "The absence of" denies what follows it.
    { answer: "The laptop has a headphone jack [c1].", chunks: ["Our main criticism of the laptop is the absence of a headphone jack."], errors: [{ code: "X1", at: "The laptop has a headphone jack [c1]." }] },
    { answer: "Diplomatic passport holders pay the pre-registration fee [c1].", chunks: ["Diplomatic passport holders are exempt from the pre-registration fee."], errors: [{ code: "X1", at: "Diplomatic passport holders pay the pre-registration fee [c1]." }] },
    // A figure between the cue and the word, which the claim gives too, does not keep the denial from the claim's words.
    {
      answer: "Admission to the networking reception is included in the €290 one-day pass [c1].",
      chunks: ["The day closes with a networking reception from 18:00 to 20:00; admission is included in the full-pass price of €640 but not in the one-day pass (€290)."],
      errors: [{ code: "X1", at: "Admission to the networking reception is included in the €290 one-day pass [c1]." }],
    },
    // "No longer" denies the verb after it.
    { answer: "Trains will stop at Fenwick Halt on weekdays [c1].", chunks: ["Trains will no longer stop at Fenwick Halt on weekdays."], errors: [{ code: "X1", at: "Trains will stop at Fenwick Halt on weekdays [c1]." }] },
    // Not needed in other words: "preferred but not required", "free of charge".
    { answer: "Experience with Azure is a must for this role [c1].", chunks: ["Experience with Azure is preferred but not required."], errors: [{ code: "X1", at: "must" }] },
    { answer: "Blue Badge holders have to pay in pay-by-phone bays, although they can stay as long as they like [c1].", chunks: ["Blue Badge holders may park free of charge in permit and pay-by-phone bays without time limit."], errors: [{ code: "X1", at: "pay" }] },
    // The sentence after one the claim aligns with goes on about its thing ("It does not include …").
    {
      answer: "The Simple Funeral includes viewing in the chapel of rest [c1].",
      chunks: ["Our Simple Funeral costs £2,395 and includes collection of the deceased within 25 miles. It does not include viewing or limousines. The Traditional Funeral costs £3,950 and adds viewing in our chapel of rest."],
      errors: [{ code: "X1", at: "The Simple Funeral includes viewing in the chapel of rest [c1]." }],
    },
    // What the source says is sold separately, said to come with it.
    { answer: "A free-motion quilting foot comes in the box [c1].", chunks: ["A walking foot is included, but the free-motion quilting foot is sold separately (£24.99)."], errors: [{ code: "X1", at: "comes in the box" }] },
    { answer: "DIY livery costs £55 a week with hay included [c1].", chunks: ["DIY livery costs £55 a week for a stable and grazing; hay is charged extra at £6 a bale."], errors: [{ code: "X1", at: "included" }] },
    // A Chinese denial of what something can act on (不适用于电机类设备), said possible in other words.
    { answer: "它可以带动额定功率在1800瓦以内的电机类设备[c1]。", chunks: [POWER_BOOST], errors: [{ code: "X1", at: "可以" }] },
  ],
});
