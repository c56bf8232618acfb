import type { BenchReport } from "../core/bench/run.js";
import { inOrder } from "./format.js";

// Key order is part of the contract (DESIGN.md, "bench --format json"): its fields
// first, in its order, in the report and in each dataset; bench's own after them.
const SECTION_KEYS = ["n", "balancedAccuracy", "f1", "precision", "recall", "claimsPerSecond"];

export function benchJsonReporter(report: BenchReport): string {
  const ordered = {
    ...inOrder(report, [...SECTION_KEYS, "byDataset"]),
    byDataset: Object.fromEntries(Object.entries(report.byDataset).map(([name, section]) => [name, inOrder(section, SECTION_KEYS)])),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
