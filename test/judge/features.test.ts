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
    // The vector is pushed feature by feature: one pushed twice or left out shows here.
    expect(x).toHaveLength(FEATURE_NAMES.length);
    return Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, x[i]!])) as Record<FeatureName, number>;
  });
}

const TOWER = "The Eiffel Tower in Paris is 330 metres tall. It was completed in 1889 for the World's Fair.";

describe("judge features", () => {
  it("a sentence copied from the source: full coverage and overlap, nothing flagged", async () => {
    const [f] = await features("The Eiffel Tower in Paris is 330 metres tall.", TOWER);
    expect(f).toMatchObject({ extraCoverage: 0, bestCoverage: 1, coverageShortfall: 0, unmatchedCount: 0, absentShare: 0, charBigrams: 1, lcsRatio: 1, verbatim: 1 });
    // "metres" belongs to its number in the claim but is a word of the source: one pair of three
    // breaks, and the copied stretch is Eiffel Tower Paris, three of four keys.
    expect(f!.keyBigrams).toBeCloseTo(2 / 3, 10);
    expect(f!.longestRun).toBe(3 / 4);
    expect(f).toMatchObject({ n1: 0, e1: 0, x1: 0, anyFinding: 0, numbersMatched: 1, evidenceSentences: 1, zh: 0, hasQuestion: 0, yesNo: 0 });
    // Eiffel, Tower, Paris, tall: "330 metres" is a quantity, checked by the number rule.
    expect(f!.claimLength).toBeCloseTo(Math.log1p(4), 10);
  });

  it("counts findings by code: a changed number is X1, a new name E1", async () => {
    const [wrong] = await features("The Eiffel Tower is 410 metres tall.", TOWER);
    expect(wrong).toMatchObject({ x1: 1, anyFinding: 1, numbersMatched: 0 });
    const [named] = await features("Gustave Eiffel designed the Eiffel Tower in Paris.", TOWER);
    expect(named!.e1).toBeGreaterThan(0);
    expect(named!.bestCoverage).toBeLessThan(1);
    expect(named!.unmatchedCount).toBeGreaterThan(0);
  });

  it("word order: the same words swapped keep coverage but lose subsequence and bigrams", async () => {
    const [f] = await features("Tall Paris tower Eiffel.", "The Eiffel tower in Paris is tall.");
    expect(f!.bestCoverage).toBe(1);
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
    expect(f).toMatchObject({ zh: 1, charBigrams: 1, bestCoverage: 1, coverageZh: 1 });
    expect(f!.charBigramsZh).toBe(1);
  });

  it("Chinese: a compound the segmenter kept whole in the claim is matched by its two halves in the source", async () => {
    const [f] = await features("公司员工约15000人。", "公司在全国23个省份设有分支机构，员工约1.5万人。");
    expect(f!.bestCoverage).toBeGreaterThan(0.8);
    expect(f!.unmatchedCount).toBe(0);
  });

  it("a bare yes to a question, and the question's words in the evidence", async () => {
    const [f] = await features("yes", "Jane is a women's magazine. First for Women is a women's magazine.", "Are Jane and First for Women both women's magazines?");
    expect(f).toMatchObject({ hasQuestion: 1, yesNo: 1 });
    expect(f!.questionInEvidence).toBeGreaterThan(0);
  });

  it("verbatim and the longest copied stretch: an edit in the middle of a sentence breaks both", async () => {
    const source = "The committee approved the new budget for the northern district on Monday.";
    const [copied] = await features("The committee approved the new budget for the northern district.", source);
    expect(copied).toMatchObject({ verbatim: 1, longestRun: 1 });
    const [edited] = await features("The committee approved the new budget for the southern district.", source);
    expect(edited!.verbatim).toBe(0);
    // committee approv new budget | southern | district: the longest stretch is 4 of 6 keys.
    expect(edited!.longestRun).toBeCloseTo(4 / 6, 10);
  });

  it("coverage from further sentences is counted apart from the best sentence's", async () => {
    const [f] = await features("The tall Eiffel Tower was completed for the World's Fair.", TOWER);
    expect(f!.bestCoverage).toBeLessThan(1);
    expect(f!.bestCoverage + f!.extraCoverage).toBeCloseTo(1, 10);
  });

  it("a sentence that continues another is read with its subject, even when that one ranks first", async () => {
    const [f] = await features("The Eiffel Tower in Paris was completed for the World's Fair.", TOWER);
    expect(f!.bestCoverage).toBe(1);
    // …and when the claim was split from a longer sentence, whose subject it was given.
    const [, second] = await features("The Eiffel Tower in Paris is tall and was completed for the World's Fair.", TOWER);
    expect(second!.bestCoverage).toBe(1);
  });

  it("a flipped polarity counts in proportion to how much the sentence holds the claim", async () => {
    const [flipped] = await features("The tower was not completed in 1889 for the World's Fair.", TOWER);
    // The best sentence ("It was completed…") holds three of the four keys: tower is in the other.
    expect(flipped!.bestCoverage).toBeCloseTo(3 / 4, 1);
    expect(flipped!.negationFlip).toBe(flipped!.bestCoverage);
    const [same] = await features("The tower was completed in 1889 for the World's Fair.", TOWER);
    expect(same!.negationFlip).toBe(0);
  });

  it.each([
    ["all", "Every resident of the town voted in the election.", "Residents of the town voted in the election.", 1],
    ["only", "Only the mayor spoke at the opening.", "The mayor spoke at the opening.", 1],
    ["kept", "Only the mayor spoke at the opening.", "Only the mayor spoke at the opening.", 0],
    ["zh 都", "在场群众都回答了问题", "在场群众回答了问题", 1],
  ])("added strength (%s): scope and exclusivity words the source lacks", async (_name, claim, source, expected) => {
    const [f] = await features(claim, source);
    expect(f!.addedStrength).toBe(expected);
  });

  it.each([
    ["en", "The company will open a new factory in Ohio.", "The company may open a new factory in Ohio.", 1],
    ["en, kept", "The company may open a new factory in Ohio.", "The company may open a new factory in Ohio.", 0],
    ["zh", "她礼拜天走", "对那就是她可能礼拜天走", 1],
  ])("dropped hedge (%s): the source says may, the claim says will", async (_name, claim, source, expected) => {
    const [f] = await features(claim, source);
    expect(f!.droppedHedge).toBe(expected);
  });

  it("absent words: missing from the aligned sentences but elsewhere in the source do not count", async () => {
    const source = "The museum opened in 1901. Its founder was a retired sailor. Visitors praise the garden.";
    const [elsewhere] = await features("The museum founder praised visitors.", source);
    expect(elsewhere!.absentShare).toBe(0);
    const [invented] = await features("The museum founder collected butterflies.", source);
    expect(invented!.absentShare).toBeGreaterThan(0);
  });

  it("Chinese characters the evidence holds, and the new ones a hypothesis brings", async () => {
    const [f] = await features("长江很长", "长江全长约6300公里，是中国最长的河流。");
    // 长, 江, 长 are in the evidence; 很 is not.
    expect(f!.hanCoverageZh).toBeCloseTo(3 / 4, 10);
    expect(f!.novelHanZh).toBeCloseTo(Math.log1p(1), 10);
    const [en] = await features("The tower is tall.", TOWER);
    expect(en).toMatchObject({ hanCoverageZh: 0, novelHanZh: 0 });
  });

  it("every feature has a declared sign", () => {
    expect(Object.keys(FEATURE_SIGNS).sort()).toEqual([...FEATURE_NAMES].sort());
  });
});
