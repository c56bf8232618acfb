// The change report of `fix` (and `generate`): every change with its round, line and codes, the
// sentence before and after; then the final check and whether the text is clean.
import type { AuditResult } from "../core/audit/types.js";
import type { FixOutcome } from "../core/fix/fix.js";
import type { Change, ChangeAction } from "../core/fix/repair.js";
import type { SourceRef } from "./audit-index.js";
import { countsText, groundedText, manifestText, wordsFor } from "./audit-words.js";
import { clip } from "./format.js";
import { summaryLine } from "./summary.js";

export interface FixReportContext {
  inputPath?: string;
  mode: string;
  sources?: SourceRef[];
}

export function fixTextReporter(outcome: FixOutcome, ctx: FixReportContext): string {
  const { result } = outcome;
  const head = `${ctx.inputPath ?? "input"}: ${ctx.mode}, ${rounds(result.rounds)}, ${changesText(result.changes)}`;
  const final = outcome.check === "audit" ? auditLines(outcome.result.report, ctx.sources) : [summaryLine(outcome.result.report.summary)];
  const marked = result.marked > 0 ? [`${result.marked} marked ${result.marked === 1 ? "claim" : "claims"} (counted as handled)`] : [];
  return `${[head, ...changeLines(result.changes), "", ...final, ...marked, result.clean ? "PASS" : "FAIL"].join("\n")}\n`;
}

/** Two or three lines a change: where and why, the sentence before, and after unless it was dropped. */
export function changeLines(changes: readonly Change[]): string[] {
  return changes.flatMap((change) => [
    `round ${change.round}  line ${change.line}  ${change.codes.join(",")}  ${change.action}`,
    `  - ${clip(change.before)}`,
    ...(change.after === "" ? [] : [`  + ${clip(change.after)}`]),
  ]);
}

/** `9 changes: 8 dropped, 1 quoted`. */
export function changesText(changes: readonly Change[]): string {
  const counts = new Map<ChangeAction, number>();
  for (const change of changes) counts.set(change.action, (counts.get(change.action) ?? 0) + 1);
  const parts = [...counts].map(([action, n]) => `${n} ${action}`);
  return `${changes.length} ${changes.length === 1 ? "change" : "changes"}${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
}

function rounds(n: number): string {
  return `${n} ${n === 1 ? "round" : "rounds"}`;
}

/** The final audit in the output's language, as `audit` prints its closing lines (the gate aside: the fix has its own). */
export function auditLines(report: AuditResult, sources?: readonly SourceRef[]): string[] {
  const words = wordsFor(report.lang);
  return [
    ...(sources === undefined ? [] : [`${words.sources}${words.colon}${manifestText(sources, words)}`]),
    `${words.findings}${words.colon}${countsText(report, words)}`,
    `${words.grounded}${words.colon}${groundedText(report, undefined, words)}`,
  ];
}
