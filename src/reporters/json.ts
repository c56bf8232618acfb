import type { Reporter } from "./types.js";
import { inOrder } from "./format.js";

// Key order is part of the contract (DESIGN.md): a person diffing two reports or
// reading one top-down sees the summary first, whatever order the engine built.
const SUMMARY_KEYS = ["claims", "supported", "unsupported", "contradicted", "faithfulness", "passed", "failures"];
const CLAIM_KEYS = ["id", "text", "start", "end", "line", "column", "citations", "verdict", "score", "coverage", "judge", "undecided", "reasons", "evidence"];

export const jsonReporter: Reporter = (result) => {
  const ordered = {
    ...inOrder(result, ["summary", "claims", "judge"]),
    summary: inOrder(result.summary, SUMMARY_KEYS),
    claims: result.claims.map((claim) => inOrder(claim, CLAIM_KEYS)),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
};
