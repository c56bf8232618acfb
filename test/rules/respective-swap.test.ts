import { ruleTester } from "./harness.js";

const bake = "Brush with egg and bake at 200 °C (180 °C fan) for 12–15 minutes.";
const cough = "Median duration of cough was 11 days with 3 days of treatment and 10 days with 7 days.";
const yields = "结果显示：T1、T2每亩产量分别为7860千克和8340千克，较对照的6920千克分别增产13.6%和20.5%。";

ruleTester("respective-swap", {
  valid: [
    // Each item's own words pair its figure, whichever order each list is said in.
    { answer: "The formula uses standard strengths of 452 mg/l for settled COD and 366 mg/l for suspended solids [c1].", chunks: ["The standard strengths are Os = 452 mg/l chemical oxygen demand (COD, settled) and Ss = 366 mg/l suspended solids."] },
    // A label's number (Scope 3) pairs with nothing.
    { answer: "Around nine-tenths of the 363,000 t in Scope 3 comes from the 614 member farms [c1].", chunks: ["Scope 3 accounted for 363,000 t, of which 91% arises on the co-operative's 614 member farms, chiefly from enteric methane and fertiliser."] },
    // Pairs may share a partner: '1-, 3- or 5-minute segments (default 3 minutes)' pairs 1 and 5 each with 3.
    { answer: "You can save clips in 1-, 3- or 5-minute chunks, and the camera uses 3 minutes unless you change it [c1].", chunks: ["Clips are saved in 1-, 3- or 5-minute segments (default 3 minutes)."] },
    // …and the claim that pairs them in that order says what it says.
    { answer: "职工医保和城乡居民医保的报销比例分别是75%和60%[c1]。", chunks: ["在定点药店购药的费用，职工医保报销比例为75%，城乡居民医保为60%，起付标准合并计算。"] },
    { answer: "T1和T2两个处理的番茄亩产分别为7860千克和8340千克[c1]。", chunks: [yields] },
    // The items named in the other order, with their figures.
    { answer: "T2和T1的每亩产量分别为8340千克和7860千克[c1]。", chunks: [yields] },
    // Items the source's list does not name are another list's.
    { answer: "甲组和乙组的亩产分别为8340千克和7860千克[c1]。", chunks: [yields] },
    { answer: "科目二、科目三补考分别收取200元和300元[c1]。", chunks: ["科目二、科目三补考每次分别收取200元和300元。"] },
    // A bracketed figure kept with its case.
    { answer: "Bake at 200 °C in a conventional oven, or at 180 °C if your oven has a fan [c1].", chunks: [bake] },
    // Figures in pairs, each kept with its own.
    { answer: "The median duration of cough was 11 days in the 3-day group and 10 days in the 7-day group [c1].", chunks: [cough] },
    { answer: "Plan B costs £7 for 2 GB and plan A £5 for 1 GB [c1].", chunks: ["Plan A costs £5 for 1 GB and plan B £7 for 2 GB."] },
  ],
  invalid: [
    { answer: "The formula uses standard strengths of 366 mg/l for settled COD and 452 mg/l for suspended solids [c1].", chunks: ["The standard strengths are Os = 452 mg/l chemical oxygen demand (COD, settled) and Ss = 366 mg/l suspended solids."], errors: [{ code: "X1", at: "366 mg", expected: "452 mg" }] },
    // A sentence that gives each item its figure in a clause naming it pairs them as 分别 does: 职工医保 75%, 城乡居民医保 60%.
    { answer: "职工医保和城乡居民医保的报销比例分别是60%和75%[c1]。", chunks: ["在定点药店购药的费用，职工医保报销比例为75%，城乡居民医保为60%，起付标准合并计算。"], errors: [{ code: "X1", at: "60%", expected: "75%" }] },
    { answer: "T1和T2两个处理的番茄亩产分别为8340千克和7860千克[c1]。", chunks: [yields], errors: [{ code: "X1", at: "8340千克" }] },
    { answer: "科目二和科目三的补考费分别为300元和200元[c1]。", chunks: ["科目二、科目三补考每次分别收取200元和300元。"], errors: [{ code: "X1", at: "300元" }] },
    { answer: "The median duration of cough was 10 days in the 3-day group and 11 days in the 7-day group [c1].", chunks: [cough], errors: [{ code: "X1", at: "10 days" }] },
    { answer: "Bake at 180 °C in a conventional oven, or at 200 °C if your oven has a fan [c1].", chunks: [bake], errors: [{ code: "X1", at: "200 °C" }] },
  ],
});
