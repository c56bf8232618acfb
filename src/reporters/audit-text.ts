import type { AuditFinding, AuditResult, SourceLine } from "../core/audit/types.js";
import type { AuditReportContext, AuditReporter } from "./audit-index.js";
import {
  countsText,
  gateText,
  groundedText,
  lineRef,
  manifestText,
  settingsText,
  wordsFor,
  type AuditWords,
} from "./audit-words.js";
import { clip, painter, printable, type Paint } from "./format.js";

/**
 * One line per finding in the core's order (`summary.md:4:1  E1  message`), its
 * evidence line below it; then the counts per code, the grounded rate, what the
 * sources do not cover, speculation and conflicts; the gate last, for scripts.
 */
export const auditTextReporter: AuditReporter = (result, ctx) => {
  const paint = painter(ctx.color);
  const words = wordsFor(result.lang);
  // A label over an indented list: the colon without the space that follows it inline.
  const heading = (label: string): string => `${label}${words.colon.trimEnd()}`;
  const blocks: string[] = [];
  if (result.findings.length > 0) blocks.push(result.findings.map((finding) => findingLines(finding, ctx, words, paint)).join("\n"));

  const about: string[] = [];
  if (ctx.sources !== undefined && ctx.sources.length > 0) about.push(`${words.sources}${words.colon}${manifestText(ctx.sources, words)}`);
  const settings = settingsText(ctx.settings, words);
  if (settings !== undefined) about.push(`${words.settings}${words.colon}${settings}`);
  if (about.length > 0) blocks.push(about.join("\n"));

  const uncovered = result.uncovered.length === 0 ? words.none : result.uncovered.map((item) => printable(item)).join(words.semicolon);
  blocks.push(`${words.uncovered}${words.colon}${uncovered}`);
  if (result.speculation.length > 0) {
    const where = ctx.outputPath ?? "output";
    blocks.push([heading(words.speculation), ...result.speculation.map((passage) => `  ${where}:${passage.line}  ${clip(passage.text)}`)].join("\n"));
  }
  if (result.conflicts.length > 0) {
    const lines = [heading(words.conflicts)];
    for (const conflict of result.conflicts) {
      lines.push(`  ${printable(conflict.message)}`, ...conflict.locations.map((location) => paint("dim", `    ${sourceLine(location)}`)));
    }
    blocks.push(lines.join("\n"));
  }
  blocks.push(auditSummaryLines(result, ctx).join("\n"));
  return `${blocks.join("\n\n")}\n`;
};

/**
 * The closing lines: counts per code, grounded rate, PASS or FAIL. Also what
 * `audit --output` prints when the report itself goes to a file.
 */
export function auditSummaryLines(result: AuditResult, ctx: AuditReportContext): string[] {
  const paint = painter(ctx.color);
  const words = wordsFor(result.lang);
  const gate = gateText(result);
  return [
    `${words.findings}${words.colon}${countsText(result, words)}`,
    `${words.grounded}${words.colon}${groundedText(result, ctx.settings, words)}`,
    paint(result.summary.passed ? "green" : "red", gate),
  ];
}

function findingLines(finding: AuditFinding, ctx: AuditReportContext, words: AuditWords, paint: Paint): string {
  const where = `${ctx.outputPath ?? "output"}:${finding.line}:${finding.column}`;
  const lines = [`${where}  ${paint("bold", finding.code)}  ${printable(finding.message)}`];
  if (finding.evidence !== undefined) lines.push(paint("dim", `  ${sourceLine(finding.evidence)}`));
  if (finding.foundAt !== undefined) lines.push(paint("dim", `  ${words.foundAt} ${sourceLine(finding.foundAt)}`));
  return lines.join("\n");
}

/** `A:L2  星尘-3 采用 12nm 工艺。` */
function sourceLine(line: SourceLine): string {
  return `${lineRef(line)}  ${clip(line.text)}`;
}
