import { regionLabels } from "../context-index.js";
import type { CitationRule } from "./rule.js";

/**
 * The claim is supported, but by a chunk it does not cite. The claim stays unsupported (its
 * citation does not carry it); the report names the chunk that would.
 */
const rule: CitationRule = {
  meta: {
    id: "wrong-citation",
    code: "C1",
    description: "The cited chunk or line does not support the claim; another chunk does.",
    severity: "error",
  },
  check({ cited, supportedByCited, supportedElsewhere }) {
    if (cited.length === 0 || supportedByCited || !supportedElsewhere) return [];
    return [
      {
        message: `${regionLabels(cited)} does not hold the claim; [${supportedElsewhere.label}] does`,
        suggestion: { chunkId: supportedElsewhere.label, quote: supportedElsewhere.quote },
      },
    ];
  },
};

export default rule;
