import { describe, expect, it } from "vitest";
import { getReporter } from "../../src/reporters/index.js";
import { jsonReporter } from "../../src/reporters/json.js";
import { ANSWER, sampleResult } from "./fixture.js";

const ctx = { answer: ANSWER, answerPath: "answer.md", color: true };

describe("jsonReporter", () => {
  it("round-trips the result", () => {
    const result = sampleResult();
    expect(JSON.parse(jsonReporter(result, ctx))).toEqual(result);
  });

  it("puts summary, claims and judge first, in DESIGN.md order, at every level", () => {
    const parsed = JSON.parse(jsonReporter(sampleResult(), ctx)) as {
      summary: object;
      claims: object[];
    };
    expect(Object.keys(parsed)).toEqual(["summary", "claims", "judge"]);
    expect(Object.keys(parsed.summary)).toEqual(["claims", "supported", "unsupported", "contradicted", "faithfulness", "passed", "failures"]);
    expect(Object.keys(parsed.claims[0] ?? {}).slice(0, 4)).toEqual(["id", "text", "start", "end"]);
  });

  it("keeps fields it does not know, after the known ones", () => {
    const result = { ...sampleResult(), timing: { ms: 3 } };
    expect(Object.keys(JSON.parse(jsonReporter(result, ctx)) as object)).toEqual(["summary", "claims", "judge", "timing"]);
  });

  it("is pretty-printed, ends with a newline and never carries color", () => {
    const text = jsonReporter(sampleResult(), ctx);
    expect(text).toMatch(/^\{\n {2}"summary": \{/);
    expect(text.endsWith("}\n")).toBe(true);
    expect(text).not.toMatch(/\u001b\[\d+m/);
  });

  it("is what getReporter returns for json", () => {
    expect(getReporter("json")).toBe(jsonReporter);
  });
});
