import { ruleTester } from "./harness.js";

ruleTester("list-item-added", {
  valid: [
    // A word opening the sentence before its comma is no item of the list after it.
    { answer: "Together, grants and corporate partners provided 38% of income [c1].", chunks: ["Of the income, 21% came from grants and 17% from corporate partners."] },
    // The whole list, or part of it, is held.
    { answer: "Common side effects are nausea, indigestion and dizziness [d1].", chunks: { d1: "Common side effects are nausea, indigestion and dizziness." } },
    { answer: "Common side effects are nausea and indigestion [d1].", chunks: { d1: "Common side effects are nausea, indigestion and dizziness." } },
    // Particles and adverbs in a list are no listed things.
    { answer: "It covers prepositions such as into, onto, off, up and out [d1].", chunks: { d1: "It covers the prepositions into, onto, off and up." } },
  ],
  invalid: [
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
  ],
});
