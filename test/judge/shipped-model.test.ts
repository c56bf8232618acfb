import { describe, expect, it } from "vitest";
import { verify } from "../../src/core/engine.js";
import { lexicalJudge } from "../../src/core/judge/lexical.js";
import { FEATURE_NAMES } from "../../src/core/judge/features.js";
import { belowCoverageFloor, COVERAGE_FLOOR, fullyCovered, MODEL_FORMAT, modelVersion, parseLexicalModel } from "../../src/core/judge/lexical-model.js";
import { createLexicalJudge } from "../../src/core/judge/lexical.js";
import { shippedModel } from "../../src/core/judge/model.js";

describe("the shipped lexical model", () => {
  it("is a valid model for this build's features, and its version matches its numbers", () => {
    expect(parseLexicalModel(JSON.parse(JSON.stringify(shippedModel)))).toEqual(shippedModel);
    const { version, ...rest } = shippedModel;
    expect(version).toBe(modelVersion(rest));
    expect(version.startsWith(`${MODEL_FORMAT}.`)).toBe(true);
  });

  it("was trained on the five dev files", () => {
    expect(shippedModel.training.files.map((f) => f.name)).toEqual(["wice", "summedits", "qags", "halueval-qa", "ocnli", "synthetic-en", "synthetic-zh"]);
  });

  it("is the default judge: its version is in every verify report", async () => {
    expect(lexicalJudge.version).toBe(shippedModel.version);
    const result = await verify({ answer: "The tower is 330 metres tall [c1].", chunks: [{ id: "c1", text: "The tower is 330 metres tall." }] });
    expect(result.judge).toEqual({ id: "lexical", version: shippedModel.version });
    expect(result.claims[0]!.score).toBeGreaterThan(shippedModel.threshold);
  });
});

describe("the coverage floor", () => {
  it("holds a claim with little of its content in the evidence unsupported, but not a bare yes or no", async () => {
    const yesNo = FEATURE_NAMES.indexOf("yesNo");
    const plain = FEATURE_NAMES.map(() => 0);
    const bare = plain.map((_, i) => (i === yesNo ? 1 : 0));
    expect(belowCoverageFloor(0.1, plain, COVERAGE_FLOOR)).toBe(true);
    expect(belowCoverageFloor(0.5, plain, COVERAGE_FLOOR)).toBe(false);
    expect(belowCoverageFloor(0, bare, COVERAGE_FLOOR)).toBe(false);
    const question = "Are Jane and First for Women both women's magazines?";
    const chunks = [{ id: "c1", text: "Jane was an American women's magazine. First for Women is a women's magazine published by Bauer Media." }];
    const result = await verify({ answer: "yes", chunks, question }, { scope: "all" });
    expect(result.claims[0]).toMatchObject({ verdict: "supported", coverage: 0 });
  });
});

describe("a fully covered claim", () => {
  const vector = (values: Partial<Record<(typeof FEATURE_NAMES)[number], number>>): number[] => FEATURE_NAMES.map((name) => values[name] ?? 0);

  it("is one sentence holding every content word exactly, with no finding, and not an answer to a question", () => {
    expect(fullyCovered(vector({ bestCoverage: 1 }))).toBe(true);
    expect(fullyCovered(vector({ bestCoverage: 0.96 }))).toBe(false);
    expect(fullyCovered(vector({ bestCoverage: 1, anyFinding: 1 }))).toBe(false);
    expect(fullyCovered(vector({ bestCoverage: 1, hasQuestion: 1 }))).toBe(false);
  });

  it("is supported even by a model that doubts it", async () => {
    const doubting = createLexicalJudge({ ...shippedModel, threshold: 0.999 });
    const chunks = [{ id: "A", text: "星尘-3 产品简介\nINT8 算力为 8 TOPS。" }];
    const covered = await verify({ answer: "星尘-3 的 INT8 算力为八 TOPS[A:L2]。", chunks }, { judge: doubting });
    expect(covered.claims[0]).toMatchObject({ verdict: "supported", coverage: 1 });
    const partly = await verify({ answer: "星尘-3 的 INT8 算力为八 TOPS，功耗很低[A:L2]。", chunks }, { judge: doubting });
    expect(partly.claims.some((claim) => claim.verdict === "unsupported")).toBe(true);
  });
});

describe("the lexical judge's S1 message", () => {
  it("names the words not found and the judged support against the threshold", async () => {
    const result = await verify({ answer: "Volunteers repaint the tower bright green every spring [c1].", chunks: [{ id: "c1", text: "The tower is 330 metres tall." }] });
    const s1 = result.claims[0]!.reasons.find((r) => r.code === "S1");
    expect(s1?.message).toMatch(/^\[c1\] holds \d+% of the claim's content; not found: 'Volunteers', .*; support \d+% \(needs \d+%\)$/);
  });

  it("names the coverage floor, not a support above the threshold, when the floor decided", async () => {
    const trusting = createLexicalJudge({ ...shippedModel, threshold: 0.001, coverageFloor: 0.9 });
    const result = await verify({ answer: "The tower is 330 metres tall and painted green [c1].", chunks: [{ id: "c1", text: "The tower is 330 metres tall." }] }, { judge: trusting });
    const s1 = result.claims.flatMap((claim) => claim.reasons).find((r) => r.code === "S1");
    expect(s1?.message).toMatch(/needs at least 90% of its content$/);
  });
});
