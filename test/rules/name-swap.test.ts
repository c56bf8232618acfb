import { ruleTester } from "./harness.js";

const match = "Riverside equalised through Diego Santos before half-time. Riverside finished with ten men after Luis Ortega was sent off.";

ruleTester("name-swap", {
  valid: [
    { answer: "Luis Ortega was sent off [d1].", chunks: { d1: match } },
    { answer: "Diego Santos equalised before half-time [d1].", chunks: { d1: match } },
    // A name the source lacks altogether is unknown-entity's.
    { answer: "Marco Rossi was sent off [d1].", chunks: { d1: match } },
    // Not in the same place: "boss Don Meij admitting" against "giant Domino's has admitted".
    {
      answer: "Shares fell, with boss Don Meij admitting the company got the balance wrong [d1].",
      chunks: { d1: "The boss of pizza giant Domino's has admitted the company got the balance wrong. Chief executive Don Meij spoke on Monday." },
    },
    { answer: "张伟接替李明担任总经理[d1]。", chunks: { d1: "2021 年，张伟接替李明担任总经理。王芳负责公司财务。" } },
    // Another name in the sentence, but not beside the same words.
    { answer: "Diego Santos scored after Luis Ortega was sent off [d1].", chunks: { d1: match } },
  ],
  invalid: [
    { answer: "Diego Santos was sent off, leaving Riverside with ten men [d1].", chunks: { d1: match }, errors: [{ code: "S1", at: "Diego Santos" }] },
    {
      answer: "Astronomers used the Hubble Space Telescope to peer inside spiral galaxies [d1].",
      chunks: { d1: "Astronomers used the James Webb Space Telescope to peer inside spiral galaxies. Earlier work used the Hubble Space Telescope." },
      errors: [{ code: "S1", at: "Hubble Space Telescope" }],
    },
    { answer: "2021 年，王芳接替李明担任总经理[d1]。", chunks: { d1: "2021 年，张伟接替李明担任总经理。王芳负责公司财务。" }, errors: [{ code: "S1", at: "王芳" }] },
  ],
});
