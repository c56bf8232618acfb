import { ruleTester } from "./harness.js";

ruleTester("antonym-conflict", {
  valid: [
    { answer: "Sales increased in the second quarter [c1].", chunks: ["Sales increased in the second quarter."] },
    { answer: "Sales rose in the second quarter [c1].", chunks: ["Sales increased in the second quarter."] },
    { answer: "Costs fell while revenue rose [c1].", chunks: ["Costs fell. Revenue rose."] },
    { answer: "Non-binary describes people who do not consider themselves male or female [c1].", chunks: ["Non - binary is a term for people who do not consider themselves exclusively male or female."] },
  ],
  invalid: [
    { answer: "Sales decreased in the second quarter [c1].", chunks: ["Sales increased in the second quarter."], errors: [{ code: "X1", at: "decreased" }] },
    { answer: "The team lost the final [c1].", chunks: ["The team won the final."], errors: [{ code: "X1", at: "lost" }] },
    { answer: "The agency moved to delivery of a tool for big, crewed aircraft such as commercial drones [c1].", chunks: ["The agency will deploy an airspace tool for small, uncrewed aircraft systems in 2025."], errors: [{ code: "X1", at: "big" }] },
    { answer: "The tool is for crewed aircraft [c1].", chunks: ["The tool is for uncrewed aircraft."], errors: [{ code: "X1", at: "crewed" }] },
    { answer: "销量在第二季度下降[c1]。", chunks: ["销量在第二季度上升。"], errors: [{ code: "X1", at: "下降" }] },
  ],
});
