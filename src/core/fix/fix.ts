// `fix`: repair an answer without a model. Strict drops what fails (a clause when it can be cut
// cleanly, else its sentence); lenient keeps it and marks it "（来源未提及）" / "[not in sources]".
// A marked claim still fails the check but counts as handled: the reader is told, which is what
// the seed's lenient mode ("无据标注保留") asks.
import type { AuditResult, Strictness } from "../audit/types.js";
import type { VerifyResult } from "../types.js";
import type { CheckerSetup } from "./check.js";
import { isMarked } from "./plan.js";
import { DEFAULT_MAX_ROUNDS, dropPlan, markPlan, repair, type RepairResult } from "./repair.js";

export type FixMode = Strictness;

export interface FixOptions {
  mode: FixMode;
  /** Repair rounds before the quote fallback (default 3); 0 sends every failing sentence straight to it. */
  maxRounds?: number;
}

export async function fix<R>(text: string, checker: CheckerSetup<R>, options: FixOptions): Promise<RepairResult<R>> {
  const strict = options.mode === "strict";
  return repair({
    text,
    checker,
    maxRounds: options.maxRounds ?? DEFAULT_MAX_ROUNDS,
    round: (pending, layout) => (strict ? dropPlan(pending, layout) : markPlan(pending, layout)),
    fallback: strict ? "drop" : "mark",
    ...(strict ? {} : { handled: isMarked }),
  });
}

/** What a fix ran against: the closed-world audit or verify, with the final report of that check. */
export type FixOutcome = { check: "audit"; result: RepairResult<AuditResult> } | { check: "verify"; result: RepairResult<VerifyResult> };
