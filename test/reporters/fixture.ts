import type { ClaimResult, VerifyResult } from "../../src/core/types.js";

// Hand-built: the reporters must format whatever the engine returns, so these
// tests do not depend on the engine.
export const ANSWER = "The lamp draws 9 W [c2]. It ships in red [c1].\nBattery lasts 9 h [c3]. 电池续航九小时【1】。";

function claim(fields: Partial<ClaimResult> & Pick<ClaimResult, "id" | "text" | "verdict">): ClaimResult {
  return {
    start: 0,
    end: 0,
    line: 1,
    column: 1,
    citations: [],
    score: fields.verdict === "supported" ? 0.9 : 0.1,
    judge: "lexical",
    reasons: [],
    evidence: [],
    ...fields,
  };
}

export function sampleResult(): VerifyResult {
  return {
    // Keys deliberately out of DESIGN.md order: the JSON reporter must restore it.
    judge: { id: "lexical", version: "1" },
    claims: [
      claim({
        id: "c1",
        text: "The lamp draws 9 W.",
        start: 0,
        end: 24,
        citations: ["c2"],
        verdict: "contradicted",
        reasons: [
          {
            code: "X1",
            ruleId: "number-mismatch",
            severity: "error",
            span: { start: 15, end: 18 },
            message: "the source says 12 W, the claim says 9 W",
            actual: "9 W",
            expected: "12 W",
          },
        ],
        evidence: [{ chunkId: "c2", quote: "The lamp draws 12 W at full brightness.", start: 0, end: 39, line: 3, title: "Lamp manual" }],
      }),
      claim({ id: "c2", text: "It ships in red.", start: 25, end: 46, column: 26, citations: ["c1"], verdict: "supported" }),
      claim({
        id: "c3",
        text: "Battery lasts 9 h.\u001b[2J",
        start: 47,
        end: 70,
        line: 2,
        citations: ["c3"],
        verdict: "unsupported",
        reasons: [
          {
            code: "S1",
            ruleId: "entailment",
            severity: "warning",
            span: { start: 47, end: 70 },
            message: "chunk c3 does not state the battery life",
            suggestion: { chunkId: "c4", quote: "The battery lasts nine hours." },
          },
        ],
        evidence: [{ chunkId: "c3", quote: `Charging takes ${"long ".repeat(60)}`, start: 0, end: 315 }],
      }),
      claim({
        id: "c4",
        text: "电池续航九小时。",
        start: 71,
        end: 82,
        line: 2,
        column: 25,
        citations: ["1"],
        verdict: "supported",
        evidence: [{ chunkId: "1", quote: "电池续航九小时。", start: 0, end: 8 }],
      }),
    ],
    summary: {
      failures: ["1 claim contradicted"],
      passed: false,
      faithfulness: 0.5,
      contradicted: 1,
      unsupported: 1,
      supported: 2,
      claims: 4,
    },
  };
}

export function passingResult(): VerifyResult {
  const result = sampleResult();
  result.claims = result.claims.filter((c) => c.verdict === "supported");
  result.summary = { claims: 2, supported: 2, unsupported: 0, contradicted: 0, faithfulness: 1, passed: true, failures: [] };
  return result;
}
