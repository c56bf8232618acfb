// Pieces of the verify reports that several formats print the same way.
import type { Evidence, VerifyResult } from "../core/types.js";
import { baselineLine } from "../core/baseline.js";
import { usageLine } from "./text.js";

/** `c3:L1`: the citation syntax without brackets. */
export function evidenceRef(evidence: Evidence): string {
  return evidence.line === undefined ? evidence.chunkId : `${evidence.chunkId}:L${evidence.line}`;
}

/**
 * The lines under the counts: the judge and its version, what a model-backed
 * judge used, the comparison with the baseline when there was one.
 */
export function runLines(result: VerifyResult): string[] {
  const lines = [`judge ${result.judge.id} ${result.judge.version}`];
  if (result.judge.usage !== undefined) lines.push(usageLine(result.judge.id, result.judge.usage));
  if (result.baseline !== undefined) lines.push(baselineLine(result.baseline));
  return lines;
}
