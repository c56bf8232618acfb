import type { Summary } from "../core/types.js";

/** `12 claims: 5 supported, 4 unsupported, 3 contradicted, faithfulness 0.42` */
export function summaryLine(summary: Summary): string {
  const claims = `${summary.claims} ${summary.claims === 1 ? "claim" : "claims"}`;
  return (
    `${claims}: ${summary.supported} supported, ${summary.unsupported} unsupported, ` +
    `${summary.contradicted} contradicted, faithfulness ${summary.faithfulness.toFixed(2)}`
  );
}

/** `PASS`, or `FAIL: cause; cause` with the gate's failures. */
export function gateLine(summary: Summary): string {
  if (summary.passed) return "PASS";
  return summary.failures.length === 0 ? "FAIL" : `FAIL: ${summary.failures.join("; ")}`;
}
