import type { AuditFinding, SourceLine } from "../core/audit/types.js";
import type { AuditReporter } from "./audit-index.js";
import { codeCounts, countsText, gateText, groundedText, lineRef, manifestText, settingsText, wordsFor, type AuditWords } from "./audit-words.js";
import { clip, markdownTable, markdownText } from "./format.js";

/**
 * A report to paste into a review: the verdict first (the seed's order:
 * conclusion, sources, findings), then a table of findings, the counts per
 * code, what the sources do not cover, speculation and conflicts.
 */
export const auditMarkdownReporter: AuditReporter = (result, ctx) => {
  const words = wordsFor(result.lang);
  const title = ctx.outputPath === undefined ? words.title : `${words.title}${words.colon}${markdownText(ctx.outputPath)}`;
  const sections = [
    `# ${title}`,
    [
      `**${gateText(result)}**`,
      `${words.findings}${words.colon}${countsText(result, words)}`,
      `${words.grounded}${words.colon}${groundedText(result, ctx.settings, words)}`,
    ].join(" · "),
  ];
  const about: string[] = [];
  if (ctx.sources !== undefined && ctx.sources.length > 0) about.push(`${words.sources}${words.colon}${markdownText(manifestText(ctx.sources, words))}`);
  const settings = settingsText(ctx.settings, words);
  if (settings !== undefined) about.push(`${words.settings}${words.colon}${markdownText(settings)}`);
  // Two trailing spaces: a Markdown line break between the two lines of one paragraph.
  if (about.length > 0) sections.push(about.join("  \n"));

  if (result.findings.length > 0) {
    const { columns } = words;
    sections.push(
      `## ${words.findings}`,
      markdownTable(
        [columns.line, columns.column, columns.code, columns.message, columns.evidence],
        result.findings.map((finding) => [
          String(finding.line),
          String(finding.column),
          finding.code,
          markdownText(finding.message),
          evidenceCell(finding, words),
        ]),
        ["r", "r", "l", "l", "l"],
      ),
      `## ${words.counts}`,
      markdownTable(
        [columns.code, columns.count],
        codeCounts(result).map(([code, count]) => [code, String(count)]),
        ["l", "r"],
      ),
    );
  }

  sections.push(`## ${words.uncovered}`, list(result.uncovered.map(markdownText), words));
  if (result.speculation.length > 0) {
    const where = ctx.outputPath ?? "output";
    sections.push(
      `## ${words.speculation}`,
      list(result.speculation.map((passage) => `${markdownText(`${where}:${passage.line}`)} ${markdownText(clip(passage.text))}`), words),
    );
  }
  if (result.conflicts.length > 0) {
    sections.push(
      `## ${words.conflicts}`,
      list(
        result.conflicts.map((conflict) => {
          const places = conflict.locations.map((location) => sourceLineText(location));
          return `${markdownText(conflict.message)}${words.colon}${places.join(words.semicolon)}`;
        }),
        words,
      ),
    );
  }
  return `${sections.join("\n\n")}\n`;
};

function evidenceCell(finding: AuditFinding, words: AuditWords): string {
  const cells: string[] = [];
  if (finding.evidence !== undefined) cells.push(sourceLineText(finding.evidence));
  if (finding.foundAt !== undefined) cells.push(`${words.foundAt} ${sourceLineText(finding.foundAt)}`);
  return cells.join("<br>");
}

/** `A:L2 星尘-3 采用 12nm 工艺。`, escaped. */
function sourceLineText(line: SourceLine): string {
  return markdownText(`${lineRef(line)} ${clip(line.text)}`);
}

function list(items: readonly string[], words: AuditWords): string {
  return items.length === 0 ? `- ${words.none}` : items.map((item) => `- ${item}`).join("\n");
}
