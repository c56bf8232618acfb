import { ruleTester } from "./harness.js";

ruleTester("negation-conflict", {
  valid: [
    { answer: "The board does not include a Wi-Fi radio [c1].", chunks: ["The board does not include a Wi-Fi radio."] },
    { answer: "The board lacks Wi-Fi but has Ethernet [c1].", chunks: ["The board has Ethernet."] },
    { answer: "The controller is fast [c1].", chunks: ["The controller is fast, but it is not cheap."] },
    { answer: "该芯片支持 LPDDR4X 内存[c1]。", chunks: ["该芯片支持 LPDDR4X 内存。"] },
    // The cue's scope ends with its clause: at punctuation, or at a conjunction in unpunctuated speech.
    { answer: "Avoid walking through secluded areas alone [c1].", chunks: ["Don't be a silent victim; avoid walking through secluded areas alone."] },
    { answer: "I recommend this app [c1].", chunks: ["They send you one not so I highly recommend this app."] },
  ],
  invalid: [
    { answer: "The controller does not support encryption [c1].", chunks: ["The controller supports encryption."], errors: [{ code: "X1", at: "not" }] },
    { answer: "The board includes a Wi-Fi radio [c1].", chunks: ["The board does not include a Wi-Fi radio."], errors: [{ code: "X1", at: "The board includes a Wi-Fi radio [c1]." }] },
    { answer: "该芯片不支持 LPDDR4X 内存[c1]。", chunks: ["该芯片支持 LPDDR4X 内存。"], errors: [{ code: "X1", at: "不" }] },
    { answer: "The firm offers refunds on software [c1].", chunks: ["The firm does not currently offer refunds on software."], errors: [{ code: "X1", at: "The firm offers refunds on software [c1]." }] },
  ],
});
