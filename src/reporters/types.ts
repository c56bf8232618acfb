import type { VerifyResult } from "../core/types.js";

export interface ReportContext {
  /** The answer as checked; claim offsets point into it. */
  answer: string;
  /** Shown in `FILE:LINE:COLUMN` locations. */
  answerPath?: string;
  color: boolean;
  /** Also list the supported claims, not only the flagged ones. */
  verbose?: boolean;
  /** groundcheck's own version, for reports that name the tool (SARIF). */
  toolVersion?: string;
}

/** Pure: formats what the engine decided, never decides anything itself. */
export type Reporter = (result: VerifyResult, ctx: ReportContext) => string;
