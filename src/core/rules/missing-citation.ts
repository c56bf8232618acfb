import type { CitationRule } from "./rule.js";

/** Every claim must carry a citation: an uncited claim ships a fact nobody can trace. */
const rule: CitationRule = {
  meta: {
    id: "missing-citation",
    code: "C3",
    description: "The claim carries no citation marker.",
    severity: "error",
  },
  check({ claim, supportedElsewhere, citationsRequired }) {
    if (claim.markers.length > 0 || !citationsRequired) return [];
    const hint = supportedElsewhere ? `; [${supportedElsewhere.label}] would support it` : "";
    return [
      {
        message: `the claim has no citation${hint}`,
        ...(supportedElsewhere ? { suggestion: { chunkId: supportedElsewhere.label, quote: supportedElsewhere.quote } } : {}),
      },
    ];
  },
};

export default rule;
