// The arguments `bench` and `train` share: case files after --cases, and whole-number options.
import type { UsageError } from "./command.js";

type Fail = (detail: string) => UsageError;

/** The files given after --cases; a stray operand is a usage error, not a silently ignored file. */
export function caseFiles(operands: readonly string[], list: (name: "cases") => string[], usageError: Fail): string[] {
  if (operands.length > 0) throw usageError(`unexpected argument ${JSON.stringify(operands[0])} (give the case files after --cases)`);
  const paths = list("cases");
  if (paths.length === 0) throw usageError("missing required option --cases");
  return paths;
}

/** A whole-number option of at least `min`, or undefined when absent. */
export function wholeNumber(name: string, value: string | undefined, min: number, usageError: Fail): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) throw usageError(`--${name} must be a whole number of at least ${min}, not ${JSON.stringify(value)}`);
  return Number(value);
}
