import type { Judge, JudgeRequest, JudgeVerdict } from "./judge.js";

/** Share of the claim's weighted content words the evidence must hold; chosen on the dev sets (BENCHMARKS.md). */
export const SUPPORT_THRESHOLD = 0.6;
const SHOWN_MISSING_WORDS = 5;

function decide({ alignment, label }: JudgeRequest): JudgeVerdict {
  const score = alignment.coverage;
  if (score >= SUPPORT_THRESHOLD) return { verdict: "supported", score, reasons: [] };
  const missing = [...new Set(alignment.unmatched.map((t) => t.text))].slice(0, SHOWN_MISSING_WORDS);
  const percent = Math.round(score * 100);
  return {
    verdict: "unsupported",
    score,
    reasons: [
      {
        code: "S1",
        message: `${label} holds ${percent}% of the claim's content` + (missing.length > 0 ? `; not found: ${missing.map((w) => `'${w}'`).join(", ")}` : ""),
      },
    ],
  };
}

/**
 * The embedded judge: content-word alignment (stems, Chinese words, WordNet synonyms) against
 * the evidence. It never says `contradicted`: contradictions come only from deterministic rules.
 */
export const lexicalJudge: Judge = {
  id: "lexical",
  version: "0.1.0",
  async judge(requests) {
    return requests.map(decide);
  },
};
