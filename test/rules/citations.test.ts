import { ruleTester } from "./harness.js";

const chunks = { c1: "The library opens at 9 am on weekdays.", c2: "Members may borrow up to 12 books at a time." };
const prices = { p1: "The base model costs $1,299.", p2: "The charger costs $49." };
const revenues = { r1: "公司 2023 年营收为 1.2亿元。", r2: "公司 2022 年营收为 1亿元。" };
const lines = { A: "Library facts\nThe library opens at 9 am on weekdays.\nMembers may borrow up to 12 books at a time.\n" };

ruleTester("missing-citation", {
  valid: [{ answer: "The library opens at 9 am on weekdays [c1].", chunks }],
  invalid: [{ answer: "The library opens at 9 am on weekdays.", chunks, errors: [{ code: "C3", at: "The library opens at 9 am on weekdays." }] }],
});

ruleTester("unresolved-citation", {
  valid: [
    { answer: "The library opens at 9 am on weekdays [1].", chunks },
    { answer: "Members may borrow up to 12 books at a time [A:L3].", chunks: lines },
    { answer: "The library opens at 9 am and members may borrow up to 12 books [A:L2-3].", chunks: lines },
    // A folder's file guide.md is the chunk "guide"; the answer may cite it by its file name.
    { answer: "The library opens at 9 am on weekdays [guide.md:L2].", chunks: { guide: lines.A } },
  ],
  invalid: [
    { answer: "The library opens at 9 am on weekdays [c9].", chunks, errors: [{ code: "C2", at: "[c9]" }] },
    { answer: "The library opens at 9 am on weekdays [7].", chunks, errors: [{ code: "C2", at: "[7]" }] },
    { answer: "The library opens at 9 am on weekdays [A:L12].", chunks: lines, errors: [{ code: "C2", at: "[A:L12]" }] },
    { answer: "The library opens at 9 am on weekdays [B:L2].", chunks: lines, errors: [{ code: "C2", at: "[B:L2]" }] },
    { answer: "The library opens at 9 am on weekdays [A:L1-9].", chunks: { A: "x\n".repeat(12) }, errors: [{ code: "C2", at: "[A:L1-9]" }] },
  ],
});

ruleTester("wrong-citation", {
  valid: [
    { answer: "Members may borrow up to 12 books at a time [c2].", chunks },
    { answer: "Members may borrow up to 12 books at a time [A:L3].", chunks: lines },
  ],
  invalid: [
    { answer: "Members may borrow up to 12 books at a time [c1].", chunks, errors: [{ code: "C1", at: "Members may borrow up to 12 books at a time [c1]." }] },
    { answer: "Members may borrow up to 12 books at a time [A:L2].", chunks: lines, errors: [{ code: "C1", at: "Members may borrow up to 12 books at a time [A:L2]." }] },
    // The cited chunk's figure is about something else: the citation is wrong, not the claim.
    { answer: "The charger costs $49 [p1].", chunks: prices, errors: [{ code: "C1", at: "The charger costs $49 [p1]." }] },
    { answer: "公司 2022 年营收为 1亿元[r1]。", chunks: revenues, errors: [{ code: "C1", at: "公司 2022 年营收为 1亿元[r1]。" }] },
  ],
});

// …and that figure is no contradiction of the claim either: the base model's price is not the
// charger's, so the cited chunk simply lacks the charger's.
ruleTester("number-mismatch", {
  valid: [{ answer: "公司 2022 年营收为 1亿元[r1]。", chunks: revenues }],
  invalid: [
    { answer: "The charger costs $49 [p1].", chunks: prices, errors: [{ code: "N1", at: "$49" }] },
    { answer: "The charger costs $59 [p1].", chunks: prices, errors: [{ code: "N1", at: "$59" }] },
  ],
});
