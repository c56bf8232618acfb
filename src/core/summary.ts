import type { ClaimResult, Summary } from "./types.js";

/**
 * Counts, faithfulness and the gate: a run fails on any contradicted claim, on any claim whose
 * citation does not resolve to a chunk (C2, C3), on any claim the judge gave no verdict for
 * (nothing checked it), or on faithfulness below the minimum.
 */
export function summarize(claims: readonly ClaimResult[], minFaithfulness?: number): Summary {
  const count = (verdict: ClaimResult["verdict"]): number => claims.filter((c) => c.verdict === verdict).length;
  const supported = count("supported");
  const contradicted = count("contradicted");
  const faithfulness = claims.length === 0 ? 0 : Math.round((supported / claims.length) * 10000) / 10000;
  const unresolved = claims.filter((c) => c.reasons.some((r) => r.code === "C2" || r.code === "C3")).length;
  const undecided = claims.filter((c) => c.undecided).length;
  const failures: string[] = [];
  if (undecided > 0) failures.push(`${undecided} claim${undecided === 1 ? "" : "s"} got no verdict from the judge`);
  if (contradicted > 0) failures.push(`${contradicted} contradicted claim${contradicted === 1 ? "" : "s"}`);
  if (unresolved > 0) failures.push(`${unresolved} claim${unresolved === 1 ? "" : "s"} without a citation that resolves to a chunk`);
  if (minFaithfulness !== undefined && faithfulness < minFaithfulness) failures.push(`faithfulness ${faithfulness.toFixed(2)} is below the minimum ${minFaithfulness}`);
  return { claims: claims.length, supported, unsupported: count("unsupported"), contradicted, faithfulness, passed: failures.length === 0, failures };
}
