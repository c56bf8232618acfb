// The regression gate: a run fails when its score fell more than an allowed drop below a
// baseline run's. Pure: where the baseline comes from (a saved run, a file) is the caller's
// business; this only compares numbers and words the failure.
import type { BenchReport } from "./bench/run.js";
import type { Summary, VerifyResult } from "./types.js";

/** What a gate compares: `verify` its faithfulness, `bench` its balanced accuracy. */
export type BaselineMetric = "faithfulness" | "balancedAccuracy";

/** A baseline as resolved: where it came from, in words (a run id, a label, a path), and its score. */
export interface BaselineValue {
  source: string;
  value: number;
}

interface Comparison {
  /** This run's score. */
  current: number;
  /** Baseline minus current, rounded to 4 places; negative when the run improved. */
  drop: number;
  maxDrop: number;
  passed: boolean;
}

/** The baseline's faithfulness sits under its own name, as in the summary it was read from. */
export interface FaithfulnessComparison extends Comparison {
  source: string;
  faithfulness: number;
}

export interface AccuracyComparison extends Comparison {
  source: string;
  balancedAccuracy: number;
}

export type BaselineComparison = FaithfulnessComparison | AccuracyComparison;

const NAMES: Record<BaselineMetric, string> = { faithfulness: "faithfulness", balancedAccuracy: "balanced accuracy" };

function round4(value: number): number {
  return Math.round(value * 10000) / 10000;
}

/**
 * Scores are rounded to 4 places where they are made, so the drop is too: unrounded, 0.8 − 0.7
 * is 0.10000000000000009, and a drop of exactly the allowed 0.1 would fail.
 */
function compare(current: number, baseline: BaselineValue, maxDrop: number): Comparison {
  const drop = round4(baseline.value - current);
  return { current, drop, maxDrop, passed: drop <= maxDrop };
}

// The baseline's score right after its source, as a reader of the JSON looks for it.
export function compareFaithfulness(current: number, baseline: BaselineValue, maxDrop: number): FaithfulnessComparison {
  return { source: baseline.source, faithfulness: baseline.value, ...compare(current, baseline, maxDrop) };
}

export function compareBalancedAccuracy(current: number, baseline: BaselineValue, maxDrop: number): AccuracyComparison {
  return { source: baseline.source, balancedAccuracy: baseline.value, ...compare(current, baseline, maxDrop) };
}

function metricOf(comparison: BaselineComparison): { metric: BaselineMetric; baseline: number } {
  return "faithfulness" in comparison
    ? { metric: "faithfulness", baseline: comparison.faithfulness }
    : { metric: "balancedAccuracy", baseline: comparison.balancedAccuracy };
}

/** `faithfulness 0.62 fell 0.13 below baseline r20261130-143015-ab12 at 0.75, more than the allowed drop 0` */
export function baselineFailure(comparison: BaselineComparison): string | undefined {
  if (comparison.passed) return undefined;
  const { metric, baseline } = metricOf(comparison);
  return (
    `${NAMES[metric]} ${comparison.current.toFixed(2)} fell ${comparison.drop.toFixed(2)} below baseline ` +
    `${comparison.source} at ${baseline.toFixed(2)}, more than the allowed drop ${comparison.maxDrop}`
  );
}

/** `baseline main (r…): faithfulness 0.75, now 0.80 (+0.05), allowed drop 0: PASS`, for text reports. */
export function baselineLine(comparison: BaselineComparison): string {
  const { metric, baseline } = metricOf(comparison);
  const change = -comparison.drop;
  const signed = `${change >= 0 ? "+" : "-"}${Math.abs(change).toFixed(2)}`;
  return (
    `baseline ${comparison.source}: ${NAMES[metric]} ${baseline.toFixed(2)}, now ${comparison.current.toFixed(2)} (${signed}), ` +
    `allowed drop ${comparison.maxDrop}: ${comparison.passed ? "PASS" : "FAIL"}`
  );
}

/** The summary with the gate's verdict on the baseline added, so exit code and every reporter agree. */
function gateOnBaseline(summary: Summary, comparison: FaithfulnessComparison): Summary {
  const failure = baselineFailure(comparison);
  if (failure === undefined) return summary;
  return { ...summary, passed: false, failures: [...summary.failures, failure] };
}

/** A resolved baseline and the fall allowed from it. */
export interface BaselineGate {
  baseline: BaselineValue;
  maxDrop: number;
}

/** The result compared with the baseline, its failure (if any) in the summary; unchanged without a gate. */
export function gateVerifyResult(result: VerifyResult, gate: BaselineGate | undefined): VerifyResult {
  if (gate === undefined) return result;
  const comparison = compareFaithfulness(result.summary.faithfulness, gate.baseline, gate.maxDrop);
  return { ...result, summary: gateOnBaseline(result.summary, comparison), baseline: comparison };
}

/** The report with its comparison to the baseline; undefined when it has no balanced accuracy to compare. */
export function gateBenchReport(report: BenchReport, gate: BaselineGate): BenchReport | undefined {
  if (report.balancedAccuracy === null) return undefined;
  return { ...report, baseline: compareBalancedAccuracy(report.balancedAccuracy, gate.baseline, gate.maxDrop) };
}
