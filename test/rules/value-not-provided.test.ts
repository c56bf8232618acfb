import { ruleTester } from "./harness.js";

const spec = { A: "星尘-3 产品简介\nINT8 算力为 8 TOPS。\nFP16 算力未给出。\n" };
const en = { A: "Stardust-3 overview\nINT8 throughput is 8 TOPS.\nFP16 throughput is not provided.\nPricing has not been disclosed.\n" };

ruleTester("value-not-provided", {
  valid: [
    { answer: "星尘-3 的 INT8 算力为 8 TOPS[A:L2]。", chunks: spec },
    { answer: "FP16 算力来源未提及[A:L3]。", chunks: spec },
    { answer: "INT8 throughput is 8 TOPS [A:L2].", chunks: en },
    { answer: "Stardust-3 is made on 12 nm by an undisclosed foundry [c1].", chunks: ["Stardust-3 is made on 12 nm by an undisclosed foundry."] },
  ],
  invalid: [
    { answer: "星尘-3 的 FP16 算力为 4 TOPS[A:L2]。", chunks: spec, errors: [{ code: "Q1", at: "4 TOPS" }] },
    { answer: "FP16 throughput is 4 TOPS [A:L2].", chunks: en, errors: [{ code: "Q1", at: "4 TOPS" }] },
    { answer: "Pricing is $30 per unit [A:L4].", chunks: en, errors: [{ code: "Q1", at: "$30" }] },
    // Two claims on one source: the second reads the source's "not provided" sentences as found for the first.
    {
      answer: "FP16 throughput is 4 TOPS [A]. Pricing is $30 per unit [A].",
      chunks: en,
      errors: [
        { code: "Q1", at: "4 TOPS" },
        { code: "Q1", at: "$30" },
      ],
    },
  ],
});
