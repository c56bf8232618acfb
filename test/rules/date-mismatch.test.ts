import { ruleTester } from "./harness.js";

ruleTester("date-mismatch", {
  valid: [
    { answer: "Production began in 2025 [c1].", chunks: ["Production began in March 2025."] },
    { answer: "Production began in March 2025 [c1].", chunks: ["Production began on 3 March 2025."] },
    { answer: "量产始于 2025年3月[c1]。", chunks: ["Production began in March 2025."] },
    { answer: "The prototype was shown on 2023-10-14 [c1].", chunks: ["The prototype was shown on October 14, 2023."] },
  ],
  invalid: [
    { answer: "Production began in May 2025 [c1].", chunks: ["Production began in March 2025."], errors: [{ code: "X1", at: "May 2025" }] },
    { answer: "量产始于 2025年5月[c1]。", chunks: ["量产始于 2025年3月。"], errors: [{ code: "X1", at: "2025年5月" }] },
    { answer: "Production began in March 2025 [c1].", chunks: ["Production began in 2025."], errors: [{ code: "N1", at: "March 2025" }] },
    { answer: "The office opened in 1998 [c1].", chunks: ["The office has 40 staff."], errors: [{ code: "N1", at: "1998" }] },
  ],
});
