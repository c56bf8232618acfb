import type { Judge, JudgeRequest, JudgeVerdict } from "./judge.js";
import { featuresOf } from "./features.js";
import { COVERAGE_FLOOR, type LexicalModel } from "./lexical-model.js";
import { predict } from "./logistic.js";
import { shippedModel } from "./model.js";

const SHOWN_MISSING_WORDS = 5;

function decide(model: LexicalModel, request: JudgeRequest): JudgeVerdict {
  const score = predict(model, featuresOf(request));
  if (score >= model.threshold && request.alignment.coverage >= COVERAGE_FLOOR) return { verdict: "supported", score, reasons: [] };
  const { alignment, label } = request;
  const missing = [...new Set(alignment.unmatched.map((t) => t.text))].slice(0, SHOWN_MISSING_WORDS);
  const percent = Math.round(alignment.coverage * 100);
  return {
    verdict: "unsupported",
    score,
    reasons: [
      {
        code: "S1",
        message:
          `${label} holds ${percent}% of the claim's content` +
          (missing.length > 0 ? `; not found: ${missing.map((w) => `'${w}'`).join(", ")}` : "") +
          // The model weighs more than coverage: say so, or "holds 100%" and "unsupported" read as a contradiction.
          `; support ${Math.round(score * 100)}% (needs ${Math.round(model.threshold * 100)}%)`,
      },
    ],
  };
}

/**
 * The lexical judge with a given model (`groundcheck train` makes one): alignment, rule findings
 * and text overlap as features, a logistic model over them. It never says `contradicted`:
 * contradictions come only from deterministic rules.
 */
export function createLexicalJudge(model: LexicalModel): Judge {
  return {
    id: "lexical",
    version: model.version,
    async judge(requests) {
      return requests.map((request) => decide(model, request));
    },
  };
}

/** The embedded judge, with the model shipped in the package (model.ts). */
export const lexicalJudge: Judge = createLexicalJudge(shippedModel);
