import { ruleTester } from "./harness.js";

const PE_OPTIONS = "选考项目分两类，第一类从50米跑、立定跳远、跳绳（1分钟）中选一项，第二类从篮球运球、足球运球、排球垫球中选一项，每类15分。";

ruleTester("list-item-added", {
  valid: [
    { answer: "双床房和家庭套房都可以加床[c1]。", chunks: ["加床每张150元，仅双床房和家庭套房可加床。"] },
    // …the items the sentence gives are held.
    { answer: "年满25周岁的考生，报考高起本、高起专的总分加20分[c1]。", chunks: ["照顾政策：年满25周岁的考生，报考高起本、高起专的总分加20分，专升本不享受年龄加分；烈士子女加20分。"] },
    // An English clause is no case of its own: 'two Thunderbolt 4 ports and one USB-A port'.
    { answer: "It provides two Thunderbolt 4 ports and one USB-A port [c1].", chunks: ["The dock has no HDMI output, and it provides two Thunderbolt 4 ports and one USB-A port."] },
    // …said of its own pair it holds.
    { answer: "Inspectors rated the practice good for being effective and caring [c1].", chunks: ["Inspectors rated it good for being effective and caring, requires improvement for being safe and well-led, and inadequate for being responsive."] },
    // A claim's list of three is not set against a sentence's pairs ('checks and adjustment' of 'checked and adjusted').
    { answer: "The £110 Full Service includes all the Basic Service work plus wheel truing, checks and adjustment of the hubs and headset, and a degrease and clean [c1].", chunks: ["Full Service £110: everything in the Basic Service, plus wheels trued, hubs and headset checked and adjusted, and the bike degreased and cleaned."] },
    // The two items the sentence gives it.
    { answer: "The dispenser opens automatically about 25 minutes into the Basic and Wholemeal programmes [c1].", chunks: ["The fruit-and-nut dispenser opens automatically about 25 minutes into the Basic and Wholemeal programmes; on Rapid it is disabled."]},
    // A denial elsewhere in the item's case (计时托不予补贴) is not said of it.
    { answer: "如果孩子是家里的二孩、上的是全日托，每月可以抵扣720元托育费[c1]。", chunks: ["全日托每名婴幼儿每月补贴600元，半日托每月补贴300元，计时托不予补贴；婴幼儿为家庭第二个孩子的，标准上浮20%。"]},
    // "The remainder" names no item of its own.
    { answer: "The service has 698 firefighters, 486 wholetime and the remainder on call [c1].", chunks: ["The service, which has 23 fire stations, 486 wholetime firefighters and 212 on-call firefighters, attended 9,874 incidents."]},
    // A thing the sentence closes its verb to (jieba tags 办理 as a noun).
    { answer: "周六可以预约办理抵押注销业务[c1]。", chunks: ["其中滨湖、北塘2个网点周六上午9:00至12:00提供预约服务，仅办理查询和抵押注销业务，其余网点周末不对外办公。"] },
    // What a verb is closed to, given as the sentence gives it, or of another subject, or an amount.
    { answer: "半价优惠适用于大门票[c1]。", chunks: ["半价优惠仅适用于大门票。"] },
    { answer: "座席客车沿途会停靠石门和青岭两站[c1]。", chunks: ["三班为大型座席客车，途经石门、青岭两站；21:30一班为卧铺客车，中途只停靠青岭服务区。"] },
    { answer: "Parking is available at the rear [c1].", chunks: ["Parking is available only on weekdays."] },
    { answer: "对照组的血压也下降了[c1]。", chunks: ["干预组收缩压平均下降7.1 mmHg，对照组仅下降0.8 mmHg。"] },
    // A word opening the sentence before its comma is no item of the list after it.
    { answer: "Together, grants and corporate partners provided 38% of income [c1].", chunks: ["Of the income, 21% came from grants and 17% from corporate partners."] },
    // The whole list, or part of it, is held.
    { answer: "Common side effects are nausea, indigestion and dizziness [d1].", chunks: { d1: "Common side effects are nausea, indigestion and dizziness." } },
    { answer: "Common side effects are nausea and indigestion [d1].", chunks: { d1: "Common side effects are nausea, indigestion and dizziness." } },
    // Items of two lists, where the claim names neither list: one may be chosen from each.
    { answer: "考生可以选择立定跳远和篮球运球[c1]。", chunks: [PE_OPTIONS] },
    // Particles and adverbs in a list are no listed things.
    { answer: "It covers prepositions such as into, onto, off, up and out [d1].", chunks: { d1: "It covers the prepositions into, onto, off and up." } },
  ],
  invalid: [
    // A thing the claim lets do what the sentence lets only the things after 仅 do.
    { answer: "大床房和双床房都可以加床[c1]。", chunks: ["加床每张150元，仅双床房和家庭套房可加床。"], errors: [{ code: "X1", at: "大床房" }] },
    // An item the sentence denies in a clause of its own, beside the clause that gives the others (Chinese clauses within one case): 专升本不享受年龄加分.
    { answer: "年满25周岁的考生，不论报考高起本、高起专还是专升本，总分都能加20分[c1]。", chunks: ["照顾政策：年满25周岁的考生，报考高起本、高起专的总分加20分，专升本不享受年龄加分；烈士子女加20分。"], errors: [{ code: "X1", at: "专升本" }] },
    // A pair is a list too, set against the sentence's pairs: 'safe' is of the pair rated 'requires improvement', not the one rated 'good'.
    { answer: "Inspectors rated the practice good for being safe and caring [c1].", chunks: ["Inspectors rated it good for being effective and caring, requires improvement for being safe and well-led, and inadequate for being responsive."], errors: [{ code: "X1", at: "safe" }] },
    // A pair's item the sentence gives the others and denies: the machines take cards, not cash.
    { answer: "The pay machines take cash and cards [c1].", chunks: ["Payment is by card or through the ParkNow app; the pay machines do not accept cash."], errors: [{ code: "X1", at: "cash" }] },
    // The sentence gives the dispenser to Basic and Wholemeal and says it is disabled on Rapid.
    { answer: "The dispenser opens automatically about 25 minutes into the Basic, Wholemeal and Rapid programmes [c1].", chunks: ["The fruit-and-nut dispenser opens automatically about 25 minutes into the Basic and Wholemeal programmes; on Rapid it is disabled."], errors: [{ code: "X1", at: "Rapid"}]},
    // Another thing than those the sentence closes its verb to.
    { answer: "周六可以预约办理二手房转移登记[c1]。", chunks: ["其中滨湖、北塘2个网点周六上午9:00至12:00提供预约服务，仅办理查询和抵押注销业务，其余网点周末不对外办公。"], errors: [{ code: "X1", at: "二手房" }] },
    // What the sentence closes a verb to one thing, given another by the claim.
    { answer: "半价优惠同样适用于玻璃栈道[c1]。", chunks: ["半价优惠仅适用于大门票，观光车和玻璃栈道不享受优惠。"], errors: [{ code: "X1", at: "玻璃栈道" }] },
    { answer: "The half-price discount also applies to the glass walkway [c1].", chunks: ["The half-price discount applies only to the main ticket."], errors: [{ code: "X1", at: "glass walkway" }] },
    // A list closed by "only" after its last item.
    { answer: "The new lending point will be open on Wednesdays, Saturdays and Sundays [c1].", chunks: ["The library plans to open a second lending point, open on Wednesdays and Saturdays only."], errors: [{ code: "X1", at: "Sundays" }] },
    // A list the source closes with "only" (仅供) leaves the added item out: a contradiction.
    { answer: "目前永济桥允许行人、非机动车以及小型机动车通行[c1]。", chunks: ["目前该桥仅供行人和非机动车通行，机动车须绕行下游约800米处的新澄溪大桥。"], errors: [{ code: "X1", at: "小型" }] },
    { answer: "The lounge is open to members, guests and visitors [c1].", chunks: ["The lounge is open only to members and guests."], errors: [{ code: "X1", at: "visitors" }] },
    {
      answer: "Common side effects are nausea, indigestion and dizziness [d1].",
      chunks: { d1: "Common side effects are nausea and indigestion." },
      errors: [{ code: "S1", at: "dizziness" }],
    },
    {
      answer: "The kit ships with a charger, a cable, a case and earbuds [d1].",
      chunks: { d1: "The kit ships with a charger, a cable and a case." },
      errors: [{ code: "S1", at: "earbuds" }],
    },
    { answer: "常见副作用为恶心、消化不良和头晕[d1]。", chunks: { d1: "常见副作用为恶心和消化不良。" }, errors: [{ code: "S1", at: "头晕" }] },
    // An item of another list of the sentence, where the claim names the list of its other items.
    { answer: "第一类选考项目可以在50米跑、立定跳远和篮球运球中任选一项[c1]。", chunks: [PE_OPTIONS], errors: [{ code: "X1", at: "篮球" }] },
  ],
});
