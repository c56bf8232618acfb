import type { BenchReport, BenchSection } from "../core/bench/run.js";
import { printable } from "./format.js";
import { baselineLine } from "../core/baseline.js";

const COLUMNS: readonly [header: string, value: (section: BenchSection) => number | null][] = [
  ["BA", (s) => s.balancedAccuracy],
  ["P", (s) => s.precision],
  ["R", (s) => s.recall],
  ["F1", (s) => s.f1],
  ["AUROC", (s) => s.auroc],
];
const OVERALL = "overall";
// East Asian wide characters take two terminal columns; a Chinese dataset name must not shift its row.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

function columns(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** A metric as the report holds it (4 places); `-` where the subset leaves it undefined. */
function metric(value: number | null): string {
  return value === null ? "-" : value.toFixed(4);
}

/**
 * One row per dataset, then the overall row, then speed and judge:
 *
 *     dataset      n      BA       P       R      F1   AUROC
 *     wice/dev   200  0.6123  0.7519  0.7407  0.7463  0.6612
 *     overall    200  0.6123  …
 *
 *     5210 claims, 5368 claims/s · judge lexical 0.1.0
 */
export function benchTextReporter(report: BenchReport): string {
  const rows: [string, BenchSection][] = [...Object.entries(report.byDataset).map(([name, section]): [string, BenchSection] => [printable(name), section]), [OVERALL, report]];
  const nameWidth = Math.max("dataset".length, ...rows.map(([name]) => columns(name)));
  const nWidth = Math.max("n".length, ...rows.map(([, section]) => String(section.n).length));
  const metricWidth = "0.0000".length;
  const line = (name: string, n: string, values: readonly string[]): string =>
    [name + " ".repeat(nameWidth - columns(name)), n.padStart(nWidth), ...values.map((value) => value.padStart(metricWidth))].join("  ");
  const table = [
    line("dataset", "n", COLUMNS.map(([header]) => header)),
    ...rows.map(([name, section]) => line(name, String(section.n), COLUMNS.map(([, value]) => metric(value(section))))),
  ];
  return `${[...table, "", footerLine(report), ...baselineLines(report)].join("\n")}\n`;
}

/** What `bench --output` prints: the overall numbers in one line, then speed and judge. */
export function benchSummaryLines(report: BenchReport): string[] {
  const metrics = COLUMNS.map(([header, value]) => `${header} ${metric(value(report))}`).join(", ");
  return [`${report.n} ${report.n === 1 ? "case" : "cases"}: ${metrics}`, footerLine(report), ...baselineLines(report)];
}

/** The regression gate's line, when the run had a baseline. */
function baselineLines(report: BenchReport): string[] {
  return report.baseline === undefined ? [] : [baselineLine(report.baseline)];
}

/** `5210 claims, 5368 claims/s · judge lexical 0.1.0 · 3 cases skipped (no claims)` */
function footerLine(report: BenchReport): string {
  const speed = report.claimsPerSecond === null ? "-" : String(report.claimsPerSecond);
  const parts = [`${report.claims} ${report.claims === 1 ? "claim" : "claims"}, ${speed} claims/s`, `judge ${printable(report.judge.id)} ${printable(report.judge.version)}`];
  if (report.skipped > 0) parts.push(`${report.skipped} ${report.skipped === 1 ? "case" : "cases"} skipped (no claims)`);
  return parts.join(" · ");
}
