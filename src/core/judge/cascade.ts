import type { Judge, JudgeRequest, JudgeUsage, JudgeVerdict } from "./judge.js";

/** Scores in [low, high] are ones the stage is unsure of; the next stage decides them. */
export interface UnsureBand {
  low: number;
  high: number;
}

/** Wide enough around the lexical judge's threshold (about 0.49) to catch its coin flips. */
export const DEFAULT_UNSURE_BAND: UnsureBand = { low: 0.2, high: 0.8 };

export interface CascadeOptions {
  /** Cheapest first: each stage sees only the claims every earlier stage was unsure of. */
  stages: readonly Judge[];
  band?: UnsureBand;
}

/**
 * A claim a deterministic rule already fails (X1, or an error such as N1 or E1) keeps that
 * outcome whatever a model says, so asking a model about it would only cost money.
 */
function settledByRules(request: JudgeRequest): boolean {
  return request.findings.some((finding) => finding.code === "X1" || finding.severity === "error");
}

/**
 * `lexical,openai:gpt-4o-mini`: the first judge decides what it is sure of; only the claims
 * whose score falls in the unsure band go on to the next, dearer judge. Every verdict records
 * the stage that decided it.
 */
export function createCascadeJudge(options: CascadeOptions): Judge {
  const { stages } = options;
  if (stages.length < 2) throw new Error("a cascade needs at least two judges");
  const band = options.band ?? DEFAULT_UNSURE_BAND;
  const unsure = (verdict: JudgeVerdict): boolean => verdict.undecided === true || (verdict.score >= band.low && verdict.score <= band.high);

  return {
    id: stages.map((stage) => stage.id).join(","),
    version: stages.map((stage) => stage.version).join(","),
    async judge(requests: readonly JudgeRequest[]): Promise<JudgeVerdict[]> {
      const verdicts: JudgeVerdict[] = new Array(requests.length);
      let open = requests.map((_, i) => i);
      for (const [n, stage] of stages.entries()) {
        if (open.length === 0) break;
        const answers = await stage.judge(open.map((i) => requests[i]!));
        const last = n === stages.length - 1;
        const stillOpen: number[] = [];
        open.forEach((requestIndex, k) => {
          const answer = answers[k];
          const verdict: JudgeVerdict = answer
            ? { ...answer, decidedBy: answer.decidedBy ?? stage.id }
            : { verdict: "unsupported", score: 0, reasons: [{ message: "judge gave no verdict" }], undecided: true, decidedBy: stage.id };
          verdicts[requestIndex] = verdict;
          if (!last && !settledByRules(requests[requestIndex]!) && unsure(verdict)) stillOpen.push(requestIndex);
        });
        open = stillOpen;
      }
      return verdicts;
    },
    // Only a cascade with a model stage has usage to report.
    ...(stages.some((stage) => stage.usage) ? { usage: () => sumUsage(stages) } : {}),
  };
}

function sumUsage(stages: readonly Judge[]): JudgeUsage {
  const total: JudgeUsage = { requests: 0, inputTokens: 0, outputTokens: 0, cachedClaims: 0 };
  for (const used of stages.map((stage) => stage.usage?.())) {
    if (!used) continue;
    total.requests += used.requests;
    total.inputTokens += used.inputTokens;
    total.outputTokens += used.outputTokens;
    total.cachedClaims += used.cachedClaims;
  }
  return total;
}
