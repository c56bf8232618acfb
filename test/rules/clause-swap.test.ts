import { ruleTester } from "./harness.js";

ruleTester("clause-swap", {
  valid: [
    { answer: "日本队获得银牌[d1]。", chunks: { d1: "中国队获得金牌，日本队获得银牌。" } },
    // A second clause that drops its subject shares it with the first.
    { answer: "公司总部位于北京[d1]。", chunks: { d1: "公司成立于 2010 年，总部位于北京。" } },
    { answer: "Revenue rose 20% [d1].", chunks: { d1: "Revenue rose 20% while weight decreased by 8 g." } },
  ],
  invalid: [
    { answer: "日本队获得金牌[d1]。", chunks: { d1: "中国队获得金牌，日本队获得银牌。" }, errors: [{ code: "S1", at: "日本队获得金牌[d1]。" }] },
    { answer: "2021 年，王芳卸任董事长[d1]。", chunks: { d1: "2021 年，李明卸任董事长，由王芳接任。" }, errors: [{ code: "S1", at: "2021 年，王芳卸任董事长[d1]。" }] },
    {
      answer: "The Rovers won the league [d1].",
      chunks: { d1: "The Falcons won the league, and the Rovers won the cup." },
      errors: [{ code: "S1", at: "The Rovers won the league [d1]." }],
    },
  ],
});
