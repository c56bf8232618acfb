import type { AlignReporter } from "./audit-index.js";
import { inOrder } from "./format.js";

// Key order is part of the contract (DESIGN.md, "align --format json").
const SENTENCE_KEYS = ["line", "text", "grounded", "best"];
const BEST_KEYS = ["source", "line", "score"];

/** The core's alignment, keys in contract order, then the manifest when known. */
export const alignJsonReporter: AlignReporter = (result, ctx) => {
  const ordered = {
    ...inOrder(result, ["sentences"]),
    sentences: result.sentences.map((sentence) => ({
      ...inOrder(sentence, SENTENCE_KEYS),
      best: sentence.best === null ? null : inOrder(sentence.best, BEST_KEYS),
    })),
    ...(ctx.sources === undefined ? {} : { sources: ctx.sources }),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
};
