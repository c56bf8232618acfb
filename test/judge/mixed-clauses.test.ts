import { describe, expect, it } from "vitest";
import { verify } from "../../src/core/engine.js";

async function judged(answer: string, source: string): Promise<{ verdict: string; codes: string[] }> {
  const result = await verify({ answer, chunks: [{ id: "d1", text: source }] });
  const claim = result.claims[0]!;
  return { verdict: claim.verdict, codes: claim.reasons.map((r) => r.code) };
}

describe("a word moved from one clause of the source into another", () => {
  it.each([
    ["日本队获得金牌[d1]。", "中国队获得金牌，日本队获得银牌。"],
    ["2021 年，王芳卸任董事长[d1]。", "2021 年，李明卸任董事长，由王芳接任。"],
    ["The Rovers won the league [d1].", "The Falcons won the league, and the Rovers won the cup."],
  ])("%s is unsupported", async (answer, source) => {
    expect(await judged(answer, source)).toEqual({ verdict: "unsupported", codes: ["S1"] });
  });

  it.each([
    ["日本队获得银牌[d1]。", "中国队获得金牌，日本队获得银牌。"],
    // A second clause that drops its subject shares it with the first.
    ["公司总部位于北京[d1]。", "公司成立于 2010 年，总部位于北京。"],
    ["Revenue rose 20% [d1].", "Revenue rose 20% while weight decreased by 8 g."],
  ])("%s is supported", async (answer, source) => {
    expect((await judged(answer, source)).verdict).toBe("supported");
  });
});
