import { describe, expect, it } from "vitest";
import { verify } from "../../src/core/engine.js";

async function judged(answer: string, source: string): Promise<{ verdict: string; codes: string[] }> {
  const result = await verify({ answer, chunks: [{ id: "d1", text: source }] });
  const claim = result.claims[0]!;
  return { verdict: claim.verdict, codes: claim.reasons.map((r) => r.code) };
}

describe("an item added to a list the source gives", () => {
  it.each([
    ["Common side effects are nausea, indigestion and dizziness [d1].", "Common side effects are nausea and indigestion."],
    ["The kit ships with a charger, a cable, a case and earbuds [d1].", "The kit ships with a charger, a cable and a case."],
    ["常见副作用为恶心、消化不良和头晕[d1]。", "常见副作用为恶心和消化不良。"],
  ])("%s is unsupported", async (answer, source) => {
    expect(await judged(answer, source)).toEqual({ verdict: "unsupported", codes: ["S1"] });
  });

  it.each([
    // The whole list, or part of it, is held.
    ["Common side effects are nausea, indigestion and dizziness [d1].", "Common side effects are nausea, indigestion and dizziness."],
    ["Common side effects are nausea and indigestion [d1].", "Common side effects are nausea, indigestion and dizziness."],
    // Particles and adverbs in a list are no listed things.
    ["It covers prepositions such as into, onto, off, up and out [d1].", "It covers the prepositions into, onto, off and up."],
  ])("%s is supported", async (answer, source) => {
    expect((await judged(answer, source)).verdict).toBe("supported");
  });
});
