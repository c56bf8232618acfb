// `generate --report FILE` / `--format json`: the answer, its draft, every change, the final
// audit as `audit --format json` prints it, and the not-covered list.
import type { GenerateResult } from "../core/generate/generate.js";
import { auditJson, changesJson } from "./fix-json.js";
import type { GenerateReportContext } from "./generate-text.js";

export function generateJsonReporter(result: GenerateResult, ctx: GenerateReportContext): string {
  const report = {
    task: ctx.task,
    writer: ctx.usage ?? "extractive",
    rounds: result.rounds,
    clean: result.clean,
    answer: result.answer,
    notCovered: result.notCovered,
    changes: changesJson(result.changes),
    audit: auditJson(result.audit, ctx.sources),
    draft: result.draft,
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
