import { ruleTester } from "./harness.js";

const REFUNDS = "已购买车票的旅客，可在发车前或车票日期后30日内免手续费退票，改签不限次数。";

ruleTester("limit-added", {
  valid: [
    // A limit on something else than what has none.
    { answer: "退票须在车票日期后30日内办理[c1]。", chunks: [REFUNDS] },
    { answer: "Members can book an unlimited number of classes and up to two guest passes a month [c1].", chunks: ["Members can book an unlimited number of classes; guest passes are limited to two a month."] },
    // A figure that is no most.
    { answer: "改签已经办理了一次[c1]。", chunks: [REFUNDS] },
  ],
  invalid: [
    { answer: "改签只能办理一次[c1]。", chunks: [REFUNDS], errors: [{ code: "X1", at: "一次", expected: "不限次数" }] },
    { answer: "Members can book up to three classes a week [c1].", chunks: ["Members can book an unlimited number of classes."], errors: [{ code: "X1", at: "three classes a week", expected: "unlimited" }] },
  ],
});
