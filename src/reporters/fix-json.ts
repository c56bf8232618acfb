// `fix --report FILE` and `--format json`: the changes and the final check, for scripts.
import type { AuditResult } from "../core/audit/types.js";
import type { FixOutcome } from "../core/fix/fix.js";
import type { Change } from "../core/fix/repair.js";
import type { SourceRef } from "./audit-index.js";
import { auditJsonReporter } from "./audit-json.js";
import type { FixReportContext } from "./fix-text.js";
import { inOrder } from "./format.js";
import { jsonReporter } from "./json.js";

const CHANGE_KEYS = ["round", "codes", "line", "before", "after", "action"];

export function fixJsonReporter(outcome: FixOutcome, ctx: FixReportContext): string {
  const { result } = outcome;
  const final =
    outcome.check === "audit"
      ? { audit: auditJson(outcome.result.report, ctx.sources) }
      : { verify: JSON.parse(jsonReporter(outcome.result.report, { answer: outcome.result.text, color: false })) as unknown };
  const report = {
    ...(ctx.inputPath === undefined ? {} : { input: ctx.inputPath }),
    mode: ctx.mode,
    rounds: result.rounds,
    clean: result.clean,
    marked: result.marked,
    changes: changesJson(result.changes),
    ...final,
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Changes with their keys in the documented order. */
export function changesJson(changes: readonly Change[]): Record<string, unknown>[] {
  return changes.map((change) => inOrder(change, CHANGE_KEYS));
}

/** The final audit exactly as `audit --format json` prints it. */
export function auditJson(report: AuditResult, sources?: SourceRef[]): unknown {
  return JSON.parse(auditJsonReporter(report, { color: false, ...(sources ? { sources } : {}) }));
}
