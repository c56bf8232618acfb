import { describe, expect, it } from "vitest";
import { verify } from "../../src/core/engine.js";
import { FEATURE_NAMES, FEATURE_SIGNS, featuresOf, type FeatureName } from "../../src/core/judge/features.js";
import type { Judge, JudgeRequest } from "../../src/core/judge/judge.js";

/** The features of each claim of `answer`, checked against `source` as bench does. */
async function features(answer: string, source: string, question?: string): Promise<Record<FeatureName, number>[]> {
  const requests: JudgeRequest[] = [];
  const recording: Judge = {
    id: "recording",
    version: "0",
    async judge(batch) {
      requests.push(...batch);
      return batch.map(() => ({ verdict: "unsupported" as const, score: 0, reasons: [] }));
    },
  };
  await verify({ answer, chunks: [{ id: "doc", text: source }], ...(question ? { question } : {}) }, { scope: "all", judge: recording });
  return requests.map((request) => {
    const x = featuresOf(request);
    return Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, x[i]!])) as Record<FeatureName, number>;
  });
}

const TOWER = "The Eiffel Tower in Paris is 330 metres tall. It was completed in 1889 for the World's Fair.";

describe("judge features", () => {
  it("a sentence copied from the source: full coverage and overlap, nothing flagged", async () => {
    const [f] = await features("The Eiffel Tower in Paris is 330 metres tall.", TOWER);
    expect(f).toMatchObject({ coverage: 1, bestCoverage: 1, coverageShortfall: 0, unmatchedShare: 0, unmatchedCount: 0, charBigrams: 1, lcsRatio: 1 });
    // "metres" belongs to its number in the claim but is a word of the source: one pair of three breaks.
    expect(f!.keyBigrams).toBeCloseTo(2 / 3, 10);
    expect(f).toMatchObject({ n1: 0, e1: 0, x1: 0, anyFinding: 0, numbersMatched: 1, evidenceSentences: 1, zh: 0, hasQuestion: 0, yesNo: 0 });
    // Eiffel, Tower, Paris, tall: "330 metres" is a quantity, checked by the number rule.
    expect(f!.claimLength).toBeCloseTo(Math.log1p(4), 10);
  });

  it("counts findings by code: a changed number is X1, a new name E1", async () => {
    const [wrong] = await features("The Eiffel Tower is 410 metres tall.", TOWER);
    expect(wrong).toMatchObject({ x1: 1, anyFinding: 1, numbersMatched: 0 });
    const [named] = await features("Gustave Eiffel designed the Eiffel Tower in Paris.", TOWER);
    expect(named!.e1).toBeGreaterThan(0);
    expect(named!.coverage).toBeLessThan(1);
    expect(named!.unmatchedCount).toBeGreaterThan(0);
  });

  it("word order: the same words swapped keep coverage but lose subsequence and bigrams", async () => {
    const [f] = await features("Tall Paris tower Eiffel.", "The Eiffel tower in Paris is tall.");
    expect(f!.coverage).toBe(1);
    expect(f!.lcsRatio).toBe(1 / 4);
    expect(f!.keyBigrams).toBe(0);
  });

  it("negation the source does not have", async () => {
    const [f] = await features("The tower was not completed in 1889.", TOWER);
    expect(f!.negationExtra).toBe(1);
    expect(f!.negationMissing).toBe(0);
  });

  it("Chinese: the zh flag and character bigrams", async () => {
    const [f] = await features("长江全长约6300公里。", "长江全长约6300公里，是中国最长的河流。");
    expect(f).toMatchObject({ zh: 1, charBigrams: 1, coverage: 1 });
    expect(f!.charBigramsZh).toBe(1);
  });

  it("a bare yes to a question, and the question's words in the evidence", async () => {
    const [f] = await features("yes", "Jane is a women's magazine. First for Women is a women's magazine.", "Are Jane and First for Women both women's magazines?");
    expect(f).toMatchObject({ hasQuestion: 1, yesNo: 1 });
    expect(f!.questionInEvidence).toBeGreaterThan(0);
  });

  it("every feature has a declared sign", () => {
    expect(Object.keys(FEATURE_SIGNS).sort()).toEqual([...FEATURE_NAMES].sort());
  });
});
