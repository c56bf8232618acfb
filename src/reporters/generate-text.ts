// The report of `generate` for a person (stderr): who wrote, what the repair rounds changed, the
// final audit, what the sources do not cover, and whether the answer is clean.
import type { GenerateResult } from "../core/generate/generate.js";
import type { SourceRef } from "./audit-index.js";
import { wordsFor } from "./audit-words.js";
import { auditLines, changeLines, changesText } from "./fix-text.js";
import { printable } from "./format.js";

export interface GenerateReportContext {
  task: string;
  /** The writing model and what it cost; absent for --extractive. */
  usage?: { model: string; requests: number; inputTokens: number; outputTokens: number };
  sources?: SourceRef[];
}

export function generateTextReporter(result: GenerateResult, ctx: GenerateReportContext): string {
  const words = wordsFor(result.lang);
  const writer = ctx.usage
    ? `${ctx.usage.model}: ${ctx.usage.requests} ${ctx.usage.requests === 1 ? "request" : "requests"}, ${ctx.usage.inputTokens} tokens in, ${ctx.usage.outputTokens} out`
    : "extractive (quoted source lines, no model)";
  const notCovered = result.notCovered.length === 0 ? words.none : result.notCovered.map(printable).join(words.semicolon);
  return `${[
    `task: ${printable(ctx.task)}`,
    `writer: ${writer}`,
    `${result.rounds} ${result.rounds === 1 ? "round" : "rounds"}, ${changesText(result.changes)}`,
    ...changeLines(result.changes),
    "",
    ...auditLines(result.audit, ctx.sources),
    `${words.uncovered}${words.colon}${notCovered}`,
    result.clean ? "PASS" : "FAIL",
  ].join("\n")}\n`;
}
