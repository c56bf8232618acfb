import { ruleTester } from "./harness.js";

const APPEAL = "A public appeal launched by the mayor, Alderman Josiah Trelawny, raised £1,240, of which £500 came from the shipowner Edwin Carne.";
const TRIES = "The comeback began when winger Jamal Reid scored in the 48th minute; flanker Tom Brierley added a second try in the 57th minute.";

ruleTester("agent-swap", {
  valid: [
    // A plural noun after a name is no act: the "sites" of "the Loch Sunart sites remained".
    { answer: "Survival at the Scottish sites improved to 86.5%, though the Loch Sunart sites still had higher mortality than the group as a whole [c1].", chunks: ["Survival at the Scottish sites improved to 86.5% from 81.0%, although mortality at the Loch Sunart farms remained above the group average."] },
    { answer: "同城闪送的运费由你自己承担[c1]。", chunks: ["本店提供同城闪送送机上门，运费由顾客承担，每单保价3000元。"] },
    { answer: "没经你同意就换的，费用由店里自己承担[c1]。", chunks: ["未经顾客同意更换的，费用由本店承担。"] },
    { answer: "Return postage is paid by you [c1].", chunks: ["Return postage is paid by the customer unless the item is faulty."] },
    // Each role to the one the sentence gives it to.
    { answer: "婚礼花艺工作坊的主讲老师是林晓棠，助教是周宇[c1]。", chunks: ["进阶课程“婚礼花艺工作坊”为期3天，学费5800元，由主讲老师林晓棠授课，助教为周宇。"] },
    // A role the sentence gives no one is the name rule's and the judge's to read.
    { answer: "婚礼花艺工作坊的班主任是周宇[c1]。", chunks: ["进阶课程“婚礼花艺工作坊”为期3天，学费5800元，由主讲老师林晓棠授课，助教为周宇。"] },
    { answer: "Return postage is paid by the tenant [c1].", chunks: ["Return postage is paid by the tenant unless the item is faulty."] },
    // …as is one the source names beside it.
    { answer: "物业管理费由房东陈建国承担[c1]。", chunks: ["物业管理费由甲方承担，水电燃气费由乙方承担。出租方（甲方）：陈建国；承租方（乙方）：刘晓雯。"] },
    // A payer that shares a word with the sentence's is the same.
    { answer: "在校期间的利息由财政补贴，毕业后利息由学生自己承担[c1]。", chunks: ["学生在读期间利息由财政全额补贴，毕业后由借款学生本人承担。"] },
    // A terse answer is the doer of the act its question asks about: the one the source names.
    { answer: "Robert Zemeckis [c1]", question: "Beowulf, a 2007 fantasy film, was directed by who?", chunks: ["Beowulf is a 2007 fantasy film directed by Robert Zemeckis and written by Neil Gaiman and Roger Avary."] },
    // An answer that says more than a name is read as it stands.
    { answer: "Neil Gaiman wrote it, with Roger Avary, for a film that Robert Zemeckis made in 2007 [c1].", question: "Beowulf, a 2007 fantasy film, was directed by who?", chunks: ["Beowulf is a 2007 fantasy film directed by Robert Zemeckis and written by Neil Gaiman and Roger Avary."] },
    // A month is no doer: "storm Dervla on 19–20 November washed out" gives the act to Dervla.
    { answer: "Mortality reached 21% after storm Dervla washed out the lower beaches [c1].", chunks: ["Mortality reached 21% on Harra, where storm Dervla on 19–20 November washed out the lower beaches."] },
    // Doers a list after "by" gives the act to, each of them.
    { answer: "The work was funded by Devon County Council [c1].", chunks: ["The work was funded by the Coastal Recovery Trust and Devon County Council."] },
    { answer: "The appeal was launched by the mayor, Josiah Trelawny [c1].", chunks: [APPEAL] },
    // One name of the source's doer is enough: "Trelawny" of "Alderman Josiah Trelawny".
    { answer: "Trelawny launched the appeal [c1].", chunks: [APPEAL] },
    // A doer the source gives this act to, among others it gives the verb to.
    { answer: "The west wing was designed by Anna Pike [c1].", chunks: ["The east wing was designed by Tom Hale and the west wing was designed by Anna Pike."] },
    // A verb with its doer first is one act only where both say what it was done to: scoring in the 48th minute is not the second try.
    { answer: "Tom Brierley scored the second try [c1].", chunks: [TRIES] },
    // A doer the source does not name is the name rule's to answer.
    { answer: "The appeal was launched by Mary Lowe [c1].", chunks: [APPEAL] },
  ],
  invalid: [
    // The claim's doer may be named elsewhere in the passage, and an act said in the present with its object after it is read.
    { answer: "Damage-in-transit claims are handled by the driver, Gareth Lowe [c1].", chunks: ["Our driver, Gareth Lowe, will text a one-hour arrival window on the morning of the visit. Workshop manager Priya Nandra handles any damage-in-transit claims, which must be reported within 48 hours of the bike's return."], errors: [{ code: "X1", at: "Gareth Lowe", expected: "Priya Nandra" }] },
    { answer: "运费由店里承担[c1]。", chunks: ["运费由顾客承担，每单保价3000元。"], errors: [{ code: "X1", at: "店里", expected: "顾客" }] },
    { answer: "婚礼花艺工作坊的主讲老师是周宇[c1]。", chunks: ["进阶课程“婚礼花艺工作坊”为期3天，学费5800元，由主讲老师林晓棠授课，助教为周宇。"], errors: [{ code: "X1", at: "周宇" }] },
    { answer: "项目经理为赵刚[c1]。", chunks: ["项目经理为李明，技术负责人是赵刚。"], errors: [{ code: "X1", at: "赵刚" }] },
    { answer: "Return postage is paid by the council [c1].", chunks: ["Return postage is paid by the tenant unless the item is faulty."], errors: [{ code: "X1", at: "council", expected: "tenant" }] },
    // …or to the one it says does not pay.
    { answer: "劳务派遣员工的高温津贴由派遣公司负责支付[c1]。", chunks: ["劳务派遣人员的高温津贴由用工单位承担，不由劳务派遣单位承担。"], errors: [{ code: "X1", at: "派遣公司", expected: "用工单位" }] },
    // A cost charged to another payer than the sentence's.
    { answer: "运费由公司承担[c1]。", chunks: ["退货运费由买家承担，质量问题除外。"], errors: [{ code: "X1", at: "公司", expected: "买家" }] },
    // The question's act ("directed by who?") is given to another; "and written by" starts another act, whose doer is no director.
    { answer: "Neil Gaiman [c1]", question: "Beowulf, a 2007 fantasy film, was directed by who?", chunks: ["Beowulf is a 2007 fantasy film directed by Robert Zemeckis and written by Neil Gaiman and Roger Avary."], errors: [{ code: "X1", at: "Neil Gaiman", expected: "Robert Zemeckis" }] },
    // Said to have done it alone, where the source gives it to others besides.
    { answer: "The project was funded solely by Devon County Council [c1].", chunks: ["The work was funded by the Coastal Recovery Trust and Devon County Council."], errors: [{ code: "X1", at: "Devon County Council", expected: "Coastal Recovery Trust and Devon County Council" }] },
    { answer: "Only Devon County Council funded the work [c1].", chunks: ["The work was funded by the Coastal Recovery Trust and Devon County Council."], errors: [{ code: "X1", at: "Devon County Council", expected: "Coastal Recovery Trust and Devon County Council" }] },
    { answer: "The appeal was launched by the mayor, Edwin Carne [c1].", chunks: [APPEAL], errors: [{ code: "X1", at: "Edwin Carne", expected: "Alderman Josiah Trelawny" }] },
    { answer: "Edwin Carne launched the appeal [c1].", chunks: [APPEAL], errors: [{ code: "X1", at: "Edwin Carne", expected: "Alderman Josiah Trelawny" }] },
    {
      answer: "Coxswain Daniel Hocking was succeeded by Ben Pascoe [c1].",
      chunks: ["Coxswain Ben Pascoe retired in October after 27 years' service and was succeeded by Daniel Hocking."],
      errors: [{ code: "X1", at: "Ben Pascoe", expected: "Daniel Hocking" }],
    },
  ],
});
