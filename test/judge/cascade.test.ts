// The cascade: which claims reach the dearer judge, what stands whatever it says, and who decided.
import { describe, expect, it } from "vitest";
import { verify } from "../../src/core/engine.js";
import { createCascadeJudge } from "../../src/core/judge/cascade.js";
import type { Judge, JudgeRequest, JudgeVerdict } from "../../src/core/judge/judge.js";
import { lexicalJudge } from "../../src/core/judge/lexical.js";

/** A judge that answers from a table keyed by claim statement and records what it was asked. */
function scriptedJudge(id: string, answers: Record<string, Omit<JudgeVerdict, "reasons">>, usage = false): Judge & { asked: string[] } {
  const asked: string[] = [];
  return {
    id,
    version: "1",
    asked,
    async judge(requests: readonly JudgeRequest[]) {
      asked.push(...requests.map((r) => r.statement));
      return requests.map((r) => ({ reasons: [], ...(answers[r.statement] ?? { verdict: "unsupported", score: 0, undecided: true }) }));
    },
    ...(usage ? { usage: () => ({ requests: asked.length, inputTokens: 10 * asked.length, outputTokens: 2 * asked.length, cachedClaims: 0 }) } : {}),
  };
}

const chunks = [{ id: "k1", text: "The plant opened in 2019. It makes 40,000 cars a year. The staff voted to unionise." }];

describe("cascade judge", () => {
  it("sends only the claims the first stage is unsure of, and records the stage that decided", async () => {
    const cheap = scriptedJudge("cheap", {
      "The plant opened in 2019.": { verdict: "supported", score: 0.95 },
      "It makes many cars.": { verdict: "unsupported", score: 0.45 },
      "The staff were unhappy.": { verdict: "unsupported", score: 0.05 },
    });
    const model = scriptedJudge("model", { "It makes many cars.": { verdict: "supported", score: 1 } }, true);
    const answer = "The plant opened in 2019 [k1]. It makes many cars [k1]. The staff were unhappy [k1].";
    const result = await verify({ answer, chunks }, { judge: createCascadeJudge({ stages: [cheap, model] }) });

    expect(model.asked).toEqual(["It makes many cars."]);
    expect(result.claims.map((c) => [c.verdict, c.judge])).toEqual([
      ["supported", "cheap"],
      ["supported", "model"],
      ["unsupported", "cheap"],
    ]);
    expect(result.judge).toEqual({ id: "cheap,model", version: "1,1", usage: { requests: 1, inputTokens: 10, outputTokens: 2, cachedClaims: 0 } });
  });

  it("never asks the model about a claim a deterministic conflict settles, and the conflict stands", async () => {
    const unsure = scriptedJudge("cheap", { "The plant opened in 2021.": { verdict: "unsupported", score: 0.5 } });
    const credulous = scriptedJudge("model", { "The plant opened in 2021.": { verdict: "supported", score: 1 } });
    const result = await verify({ answer: "The plant opened in 2021 [k1].", chunks }, { judge: createCascadeJudge({ stages: [unsure, credulous] }) });
    expect(credulous.asked).toEqual([]);
    expect(result.claims[0]!.verdict).toBe("contradicted");
    expect(result.claims[0]!.reasons.map((r) => r.code)).toContain("X1");
  });

  it("passes undecided claims on, and a last stage without a verdict fails the run", async () => {
    const silentModel = scriptedJudge("model", {});
    const result = await verify(
      { answer: "It makes 40,000 cars a year [k1]. The staff voted to unionise [k1].", chunks },
      { judge: createCascadeJudge({ stages: [scriptedJudge("cheap", {}), silentModel] }) },
    );
    expect(silentModel.asked).toHaveLength(2);
    expect(result.claims.map((c) => [c.verdict, c.judge, c.undecided])).toEqual([
      ["unsupported", "model", true],
      ["unsupported", "model", true],
    ]);
    expect(result.summary.passed).toBe(false);
    expect(result.judge.usage).toBeUndefined();
  });

  it("works with the real lexical judge as the first stage, sending on only the claims it is unsure of", async () => {
    const model = scriptedJudge("model", {});
    const answer = "The plant opened in 2019 [k1]. It makes 40,000 cars a year [k1]. The staff went on strike for better pay [k1].";
    const result = await verify({ answer, chunks }, { judge: createCascadeJudge({ stages: [lexicalJudge, model] }) });
    const sure = result.claims.filter((c) => c.judge === "lexical");
    expect(sure.length + model.asked.length).toBe(3);
    for (const claim of sure) expect(claim.score < 0.2 || claim.score > 0.8).toBe(true);
    expect(result.claims[0]).toMatchObject({ verdict: "supported", judge: "lexical" });
  });

  it("needs two stages", () => {
    expect(() => createCascadeJudge({ stages: [lexicalJudge] })).toThrow();
  });
});
