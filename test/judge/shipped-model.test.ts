import { describe, expect, it } from "vitest";
import { verify } from "../../src/core/engine.js";
import { lexicalJudge } from "../../src/core/judge/lexical.js";
import { MODEL_FORMAT, modelVersion, parseLexicalModel } from "../../src/core/judge/lexical-model.js";
import { shippedModel } from "../../src/core/judge/model.js";

describe("the shipped lexical model", () => {
  it("is a valid model for this build's features, and its version matches its numbers", () => {
    expect(parseLexicalModel(JSON.parse(JSON.stringify(shippedModel)))).toEqual(shippedModel);
    const { version, ...rest } = shippedModel;
    expect(version).toBe(modelVersion(rest));
    expect(version.startsWith(`${MODEL_FORMAT}.`)).toBe(true);
  });

  it("was trained on the five dev files", () => {
    expect(shippedModel.training.files.map((f) => f.name)).toEqual(["wice", "summedits", "qags", "halueval-qa", "ocnli", "synthetic"]);
  });

  it("is the default judge: its version is in every verify report", async () => {
    expect(lexicalJudge.version).toBe(shippedModel.version);
    const result = await verify({ answer: "The tower is 330 metres tall [c1].", chunks: [{ id: "c1", text: "The tower is 330 metres tall." }] });
    expect(result.judge).toEqual({ id: "lexical", version: shippedModel.version });
    expect(result.claims[0]!.score).toBeGreaterThan(shippedModel.threshold);
  });
});

describe("the lexical judge's S1 message", () => {
  it("names the words not found and the judged support against the threshold", async () => {
    const result = await verify({ answer: "Volunteers repaint the tower bright green every spring [c1].", chunks: [{ id: "c1", text: "The tower is 330 metres tall." }] });
    const s1 = result.claims[0]!.reasons.find((r) => r.code === "S1");
    expect(s1?.message).toMatch(/^\[c1\] holds \d+% of the claim's content; not found: 'Volunteers', .*; support \d+% \(needs \d+%\)$/);
  });
});
