// What the text report says about model judges: who decided in a cascade, and what it cost.
import { describe, expect, it } from "vitest";
import { textReporter } from "../../src/reporters/text.js";
import { ANSWER, sampleResult } from "./fixture.js";

const plain = { answer: ANSWER, answerPath: "answer.md", color: false };

describe("textReporter with model judges", () => {
  it("names the stage that decided a claim when it is not the run's judge", () => {
    const result = sampleResult();
    result.judge = { id: "lexical,openai:m", version: "1,p1" };
    for (const claim of result.claims) claim.judge = claim.verdict === "unsupported" ? "openai:m" : "lexical";
    const headers = textReporter(result, plain).split("\n").filter((line) => line.startsWith("answer.md:"));
    expect(headers.map((line) => [line.split(/\s+/)[1], line.match(/\(([^)]+)\)$/)?.[1]])).toEqual([
      ["contradicted", "lexical"],
      ["unsupported", "openai:m"],
    ]);
  });

  it("reports token usage before the summary, and nothing when the judge has none", () => {
    const result = sampleResult();
    result.judge = { id: "openai:m", version: "p1", usage: { requests: 3, inputTokens: 1204, outputTokens: 96, cachedClaims: 2 } };
    const text = textReporter(result, plain);
    expect(text).toMatch(/judge openai:m: 3 requests, 1,204 input and 96 output tokens, 2 claims from the cache\n\d+ claims:/);
    expect(textReporter(sampleResult(), plain)).not.toMatch(/tokens/);
  });
});
