// The A/B experiment as a Markdown table, one row per group and one per difference with the
// first group, then the seed's one-line comparison ("baseline E1=4 N1=2 …; grounded E1=0 N1=0 …").
import type { Counts, ExperimentResult } from "../core/experiment/experiment.js";
import type { SourceRef } from "./audit-index.js";
import { markdownTable, markdownText } from "./format.js";
import { rate } from "./audit-words.js";

export interface ExperimentReportContext {
  sources?: SourceRef[];
}

export function experimentMarkdownReporter(result: ExperimentResult, ctx: ExperimentReportContext): string {
  const names = Object.keys(result.groups);
  const header = ["Group", "Files", "Sentences", "Grounded", "Grounded rate", ...result.codes];
  const rows = names.map((name) => {
    const group = result.groups[name]!;
    return [markdownText(name), String(group.files), ...countCells(group, result, (n) => String(n), rate)];
  });
  for (const [name, delta] of Object.entries(result.delta)) {
    rows.push([markdownText(`${name} − ${names[0]}`), "", ...countCells(delta, result, signed, (n) => signed(n, rate))]);
  }
  const table = markdownTable(header, rows, ["l", ...header.slice(1).map(() => "r" as const)]);
  const manifest = ctx.sources === undefined ? [] : [`Sources: ${ctx.sources.map((s) => (s.path === undefined ? s.id : `${s.id}=${markdownText(s.path)}`)).join(", ")}`, ""];
  return `${["# A/B experiment", "", ...manifest, table, "", markdownText(experimentLine(result))].join("\n")}\n`;
}

/** The seed's comparison in one line: `baseline E1=4 N1=2 R1=1 Q1=1 C1=0; grounded E1=0 N1=0 …`. */
export function experimentLine(result: ExperimentResult): string {
  return Object.entries(result.groups)
    .map(([name, group]) => `${name} ${result.codes.map((code) => `${code}=${group.byCode[code] ?? 0}`).join(" ")}`)
    .join("; ");
}

function countCells(counts: Counts, result: ExperimentResult, number: (n: number) => string, fraction: (n: number) => string): string[] {
  return [number(counts.sentences), number(counts.grounded), fraction(counts.groundedRate), ...result.codes.map((code) => number(counts.byCode[code] ?? 0))];
}

/** `+8`, `−4`, `0`; with a format for fractions (`+0.33`). */
function signed(n: number, format: (n: number) => string = String): string {
  if (n === 0) return format(0);
  return n > 0 ? `+${format(n)}` : `−${format(-n)}`;
}
