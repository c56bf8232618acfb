import type { Judge, JudgeRequest, JudgeVerdict } from "./judge.js";
import { featuresOf } from "./features.js";
import { belowCoverageFloor, fullyCovered, type LexicalModel } from "./lexical-model.js";
import { predict } from "./logistic.js";
import { shippedModel } from "./model.js";

const SHOWN_MISSING_WORDS = 5;

function decide(model: LexicalModel, request: JudgeRequest): JudgeVerdict {
  const features = featuresOf(request);
  const score = predict(model, features);
  if (fullyCovered(features) || (score >= model.threshold && !belowCoverageFloor(request.alignment.coverage, features, model.coverageFloor))) {
    return { verdict: "supported", score, reasons: [] };
  }
  // A contradiction, or a rule's own finding that the claim is not held, is reason enough: "holds
  // 100% of the claim's content" beside "says 2022 where [c1] says 2021" would only confuse.
  if (request.findings.some((finding) => finding.code === "X1" || finding.code === "S1")) return { verdict: "unsupported", score, reasons: [] };
  const { alignment, label } = request;
  const missing = [...new Set(alignment.unmatched.map((t) => t.text))].slice(0, SHOWN_MISSING_WORDS);
  const percent = (share: number): string => `${Math.round(share * 100)}%`;
  const notFound = missing.length > 0 ? `; not found: ${missing.map((w) => `'${w}'`).join(", ")}` : "";
  // Say which test failed: the model weighs more than coverage, so "holds 100%" beside
  // "unsupported" needs the model's score, and a score above the threshold needs the coverage floor.
  const why =
    score >= model.threshold
      ? `; a supported claim needs at least ${percent(model.coverageFloor)} of its content`
      : `; support ${percent(score)} (needs ${percent(model.threshold)})`;
  return {
    verdict: "unsupported",
    score,
    reasons: [{ code: "S1", message: `${label} holds ${percent(alignment.coverage)} of the claim's content${notFound}${why}` }],
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
