import { ruleTester } from "./harness.js";

ruleTester("unknown-entity", {
  valid: [
    { answer: "It runs ResNet-50 at 900 fps [c1].", chunks: ["It runs ResNet-50 at 900 fps."] },
    { answer: "It pairs with LPDDR4X memory [c1].", chunks: ["Memory: LPDDR4X, 8 GB."] },
    { answer: "Sales rose in Northern Europe [c1].", chunks: ["Sales rose in northern europe."] },
    { answer: "星尘-3 采用 12nm 工艺[c1]。", chunks: ["星尘-3 采用 12nm 工艺。"] },
    // jieba's HMM glues common characters into words it cannot place (事是, 他来, 楼有): not names.
    { answer: "这件事是关于修炼的[c1]。", chunks: ["他一直在修炼。"] },
    { answer: "他来过英国[c1]。", chunks: ["他去过英国。"] },
    { answer: "这个楼有电梯[c1]。", chunks: ["这座楼里装了电梯。"] },
    // The name is in a sentence of the chunk other than the one the claim aligns with.
    { answer: "The chip is made by TSMC on a 12 nm process [c1].", chunks: ["The chip is made on a 12 nm process.\nIts foundry is TSMC."] },
  ],
  invalid: [
    { answer: "The chip is made by TSMC [c1].", chunks: ["The chip is made by an undisclosed foundry."], errors: [{ code: "E1", at: "TSMC" }] },
    { answer: "It pairs with LPDDR5 memory [c1].", chunks: ["It pairs with LPDDR4X memory."], errors: [{ code: "E1", at: "LPDDR5" }] },
    { answer: "The deal was led by Goldman Sachs [c1].", chunks: ["The deal was led by a bank."], errors: [{ code: "E1", at: "Goldman Sachs" }] },
    { answer: "星尘-3 采用台积电 12nm 工艺[c1]。", chunks: ["星尘-3 采用 12nm 工艺。"], errors: [{ code: "E1", at: "台积电" }] },
  ],
});
