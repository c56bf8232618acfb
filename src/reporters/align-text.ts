import type { AlignedSentence, AlignResult } from "../core/audit/types.js";
import type { AlignReporter } from "./audit-index.js";
import { rate } from "./audit-words.js";
import { painter, quote } from "./format.js";

const GROUNDED = "grounded";
const UNGROUNDED = "ungrounded";

/**
 * One line per sentence of the output, in its order:
 * `summary.md:3  grounded    A:L5 (0.82)  "…"`, then how many are grounded.
 */
export const alignTextReporter: AlignReporter = (result, ctx) => {
  const paint = painter(ctx.color);
  const where = ctx.outputPath ?? "output";
  const lines = result.sentences.map((sentence) => {
    const label = (sentence.grounded ? GROUNDED : UNGROUNDED).padEnd(UNGROUNDED.length);
    return `${where}:${sentence.line}  ${paint(sentence.grounded ? "green" : "red", label)}  ${bestText(sentence)}  ${quote(sentence.text)}`;
  });
  return `${[...lines, "", alignCountLine(result)].join("\n")}\n`;
};

/** `A:L5 (0.82)`, or `-` when no source line matched at all. */
export function bestText(sentence: AlignedSentence): string {
  return sentence.best === null ? "-" : `${sentence.best.source}:L${sentence.best.line} (${rate(sentence.best.score)})`;
}

/** `8/10 sentences grounded`; also what `align --output` prints. */
export function alignCountLine(result: AlignResult): string {
  const grounded = result.sentences.filter((sentence) => sentence.grounded).length;
  return `${grounded}/${result.sentences.length} sentences grounded`;
}
