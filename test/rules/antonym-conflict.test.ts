import { ruleTester } from "./harness.js";

ruleTester("antonym-conflict", {
  valid: [
    { answer: "Sales increased in the second quarter [c1].", chunks: ["Sales increased in the second quarter."] },
    { answer: "Sales rose in the second quarter [c1].", chunks: ["Sales increased in the second quarter."] },
    { answer: "Costs fell while revenue rose [c1].", chunks: ["Costs fell. Revenue rose."] },
  ],
  invalid: [
    { answer: "Sales decreased in the second quarter [c1].", chunks: ["Sales increased in the second quarter."], errors: [{ code: "X1", at: "decreased" }] },
    { answer: "The team lost the final [c1].", chunks: ["The team won the final."], errors: [{ code: "X1", at: "lost" }] },
    { answer: "销量在第二季度下降[c1]。", chunks: ["销量在第二季度上升。"], errors: [{ code: "X1", at: "下降" }] },
  ],
});
