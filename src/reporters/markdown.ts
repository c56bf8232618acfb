import type { ClaimResult, Evidence, Verdict } from "../core/types.js";
import { clip, markdownTable, markdownText } from "./format.js";
import { gateLine, summaryLine } from "./summary.js";
import type { Reporter } from "./types.js";
import { evidenceRef, runLines } from "./verify-parts.js";

const VERDICTS: readonly Verdict[] = ["supported", "unsupported", "contradicted"];

/**
 * A report to paste into a pull request or an issue: the gate and the counts,
 * then a table of the flagged claims (reasons and evidence in their cells);
 * the supported claims follow only when verbose.
 */
export const markdownReporter: Reporter = (result, ctx) => {
  const { summary } = result;
  const claims = [...result.claims].sort((a, b) => a.start - b.start);
  const flagged = claims.filter((claim) => claim.verdict !== "supported");
  const sections = [
    `# Verification${ctx.answerPath === undefined ? "" : `: ${markdownText(ctx.answerPath)}`}`,
    // Two trailing spaces: a Markdown line break between the lines of one paragraph.
    [`**${markdownText(gateLine(summary))}**`, ...[summaryLine(summary), ...runLines(result)].map((line) => markdownText(line))].join("  \n"),
    markdownTable(
      ["Verdict", "Claims"],
      [...VERDICTS.map((verdict) => [verdict, String(summary[verdict])]), ["**total**", String(summary.claims)]],
      ["l", "r"],
    ),
    `## Flagged claims (${flagged.length})`,
    flagged.length === 0
      ? "- none"
      : markdownTable(
          ["Line", "Column", "Verdict", "Claim", "Reasons", "Evidence"],
          flagged.map((claim) => [...placeCells(claim), `**${claim.verdict}**`, markdownText(claim.text), reasonsCell(claim), evidenceCell(claim.evidence)]),
          ["r", "r", "l", "l", "l", "l"],
        ),
  ];
  if (ctx.verbose === true) {
    const supported = claims.filter((claim) => claim.verdict === "supported");
    sections.push(
      `## Supported claims (${supported.length})`,
      supported.length === 0
        ? "- none"
        : markdownTable(
            ["Line", "Column", "Claim", "Evidence"],
            supported.map((claim) => [...placeCells(claim), markdownText(claim.text), evidenceCell(claim.evidence)]),
            ["r", "r", "l", "l"],
          ),
    );
  }
  return `${sections.join("\n\n")}\n`;
};

function placeCells(claim: ClaimResult): [string, string] {
  return [String(claim.line), String(claim.column)];
}

/** `**X1** message`, one per line of the cell; a C1 or C3 also names the chunk that would support the claim. */
function reasonsCell(claim: ClaimResult): string {
  return claim.reasons
    .map((reason) => {
      const instead = reason.suggestion === undefined ? "" : ` (instead ${markdownText(`[${reason.suggestion.chunkId}] "${clip(reason.suggestion.quote)}"`)})`;
      return `**${reason.code}** ${markdownText(reason.message)}${instead}`;
    })
    .join("<br>");
}

/** `[c3:L1] Stardust-3 press release: "…"`, escaped, one per line of the cell. */
function evidenceCell(evidence: readonly Evidence[]): string {
  if (evidence.length === 0) return "-";
  return evidence
    .map((item) => markdownText(`[${evidenceRef(item)}]${item.title === undefined ? "" : ` ${item.title}:`} "${clip(item.quote)}"`))
    .join("<br>");
}
