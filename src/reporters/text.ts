import type { ClaimResult, Evidence, JudgeUsageReport, Verdict } from "../core/types.js";
import { baselineLine } from "../core/baseline.js";
import { gateLine, summaryLine } from "./summary.js";
import { count, painter, printable, quote, type Color, type Paint } from "./format.js";
import type { ReportContext, Reporter } from "./types.js";

const VERDICT_COLOR: Record<Verdict, Color> = {
  contradicted: "red",
  unsupported: "yellow",
  supported: "green",
};

/**
 * One block per flagged claim in answer order (reasons, then evidence), then the
 * summary and the gate. Supported claims get one line each, and only when verbose.
 */
export const textReporter: Reporter = (result, ctx) => {
  const paint = painter(ctx.color);
  const claims = [...result.claims].sort((a, b) => a.start - b.start);
  const blocks: string[] = [];
  for (const claim of claims) {
    if (claim.verdict === "supported" && ctx.verbose !== true) continue;
    blocks.push(claimBlock(claim, result.judge.id, ctx, paint));
  }
  const gate = gateLine(result.summary);
  const usage = result.judge.usage ? `${paint("dim", usageLine(result.judge.id, result.judge.usage))}\n` : "";
  const baseline = result.baseline === undefined ? "" : `${baselineLine(result.baseline)}\n`;
  blocks.push(`${usage}${summaryLine(result.summary)}\n${baseline}${paint(result.summary.passed ? "green" : "red", gate)}`);
  return `${blocks.join("\n\n")}\n`;
};

function claimBlock(
  claim: ClaimResult,
  judgeId: string,
  ctx: ReportContext,
  paint: Paint,
): string {
  const where = `${ctx.answerPath ?? "answer"}:${claim.line}:${claim.column}`;
  // In a cascade the reader needs to know which stage's word this is.
  const decidedBy = claim.judge === judgeId ? "" : `  ${paint("dim", `(${claim.judge})`)}`;
  const header = `${where}  ${paint(VERDICT_COLOR[claim.verdict], claim.verdict)}  ${quote(claim.text)}${decidedBy}`;
  if (claim.verdict === "supported") return header;
  const lines = [header];
  for (const reason of claim.reasons) {
    lines.push(`  ${paint("bold", reason.code)}  ${printable(reason.message)}`);
    if (reason.suggestion !== undefined) {
      lines.push(paint("dim", `  instead [${reason.suggestion.chunkId}] ${quote(reason.suggestion.quote)}`));
    }
  }
  for (const evidence of claim.evidence) lines.push(paint("dim", `  evidence ${source(evidence)} ${quote(evidence.quote)}`));
  return lines.join("\n");
}

/** "judge openai:gpt-4o-mini: 3 requests, 1,204 input and 96 output tokens, 2 claims from the cache" */
export function usageLine(judgeId: string, usage: JudgeUsageReport): string {
  const cached = usage.cachedClaims > 0 ? `, ${count(usage.cachedClaims, "claim")} from the cache` : "";
  return `judge ${judgeId}: ${count(usage.requests, "request")}, ${usage.inputTokens.toLocaleString("en-US")} input and ${usage.outputTokens.toLocaleString("en-US")} output tokens${cached}`;
}

/** `[c2]`, `[c2:L12]` in the citation syntax, plus the chunk's title when it has one. */
function source(evidence: Evidence): string {
  const ref = evidence.line === undefined ? evidence.chunkId : `${evidence.chunkId}:L${evidence.line}`;
  return evidence.title === undefined ? `[${ref}]` : `[${ref}] ${printable(evidence.title)}:`;
}
