// `--judge nli:PATH`: a local NLI cross-encoder decides, premise = an evidence window,
// hypothesis = the claim. The model is loaded once, on the first batch of claims.
import type { Evidence, RuleReport } from "../../core/types.js";
import type { Judge, JudgeRequest, JudgeUsage, JudgeVerdict } from "../../core/judge/judge.js";
import type { NliFolder } from "./folder.js";
import type { NliModel, NliPair } from "./runtime.js";
import { evidencePieces, joinPieces, packWindows, type Window } from "./windows.js";

export interface NliJudgeOptions {
  /** P(entailment) at which a claim is supported; also the P(contradiction) a contradiction needs. */
  threshold: number;
  /** (window, claim) pairs per model run. */
  batchSize: number;
}

/** What one request needs from the model, or why it needs nothing. */
type Plan =
  | { kind: "windows"; windows: Window[]; first: number; claimTokens: number }
  | { kind: "ruled" | "empty" }
  | { kind: "too-long"; claimTokens: number };

function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}

/** The chunk id a region names: `c1` for a whole chunk, `A` for `A:L12-15`. */
function chunkIdOf(label: string): string {
  return label.replace(/:L\d+(?:-\d+)?$/, "");
}

function windowEvidence(window: Window, request: JudgeRequest): Evidence {
  const region = window.pieces[0]!.region;
  const pieces = window.pieces.filter((piece) => piece.region === region);
  return {
    chunkId: chunkIdOf(request.regions[region]!.label),
    quote: joinPieces(pieces),
    start: pieces[0]!.start,
    end: pieces[pieces.length - 1]!.end,
    line: pieces[0]!.line,
  };
}

export class NliJudge implements Judge {
  readonly id: string;
  readonly version: string;
  private loading?: Promise<NliModel>;
  private readonly totals: JudgeUsage = { requests: 0, inputTokens: 0, outputTokens: 0, cachedClaims: 0 };

  constructor(
    private readonly folder: NliFolder,
    private readonly load: (folder: NliFolder) => Promise<NliModel>,
    private readonly options: NliJudgeOptions,
  ) {
    this.id = `nli:${folder.name}`;
    this.version = folder.version;
  }

  /** The model, loaded on first use and kept; a failed load is retried by the next call. */
  model(): Promise<NliModel> {
    this.loading ??= this.load(this.folder).catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  usage(): JudgeUsage {
    return { ...this.totals };
  }

  async judge(requests: readonly JudgeRequest[]): Promise<JudgeVerdict[]> {
    if (requests.length === 0) return [];
    const model = await this.model();
    const counts = new Map<string, number>();
    const countTokens = (text: string): number => {
      let n = counts.get(text);
      if (n === undefined) counts.set(text, (n = model.countTokens(text)));
      return n;
    };
    const { maxLength } = this.folder;
    // A window shorter than this says too little to be worth a verdict.
    const minWindow = Math.max(8, Math.floor(maxLength / 8));
    const pairs: NliPair[] = [];
    const plans = requests.map((request): Plan => {
      // A deterministic conflict (X1) decides the claim whatever the model says: no need to ask it.
      if (request.findings.some((finding) => finding.code === "X1")) return { kind: "ruled" };
      const claimTokens = countTokens(request.statement);
      const budget = maxLength - model.pairSpecials - claimTokens;
      if (budget < minWindow) return { kind: "too-long", claimTokens };
      const windows = packWindows(evidencePieces(request.regions, budget, countTokens), budget, countTokens);
      if (windows.length === 0) return { kind: "empty" };
      const first = pairs.length;
      for (const window of windows) {
        pairs.push({ premise: window.text, hypothesis: request.statement });
        this.totals.inputTokens += window.tokens + claimTokens + model.pairSpecials;
      }
      return { kind: "windows", windows, first, claimTokens };
    });
    const probabilities = await model.classify(pairs, this.options.batchSize);
    this.totals.requests += Math.ceil(pairs.length / this.options.batchSize);
    return plans.map((plan, i) => this.decide(plan, requests[i]!, probabilities));
  }

  private decide(plan: Plan, request: JudgeRequest, probabilities: readonly number[][]): JudgeVerdict {
    const { label } = request;
    switch (plan.kind) {
      case "ruled":
        return { verdict: "unsupported", score: 0, reasons: [] };
      case "empty":
        return { verdict: "unsupported", score: 0, reasons: [{ message: `${label} has no text to check the claim against` }] };
      case "too-long":
        return {
          verdict: "unsupported",
          score: 0,
          undecided: true,
          reasons: [{ message: `the claim is ${plan.claimTokens} tokens, too long for ${this.id} (${this.folder.maxLength} tokens with its evidence)` }],
        };
      case "windows":
        break;
    }
    const { entailment, contradiction } = this.folder.labels;
    const rows = plan.windows.map((_, w) => probabilities[plan.first + w]!);
    let entailed = 0;
    let opposed = 0;
    rows.forEach((row, w) => {
      if (row[entailment]! > rows[entailed]![entailment]!) entailed = w;
      if (contradiction !== undefined && row[contradiction]! > rows[opposed]![contradiction]!) opposed = w;
    });
    const score = rows[entailed]![entailment]!;
    const { threshold } = this.options;
    if (score >= threshold) return { verdict: "supported", score, reasons: [] };
    const windowsNote = plan.windows.length > 1 ? ` over ${plan.windows.length} windows` : "";
    if (contradiction !== undefined) {
      const against = rows[opposed]!;
      if (against[contradiction]! >= threshold && against[contradiction]! > against[entailment]!) {
        const report: RuleReport = {
          code: "X1",
          message: `${label} contradicts the claim: contradiction ${percent(against[contradiction]!)}, entailment ${percent(against[entailment]!)} (${this.id})`,
          evidence: windowEvidence(plan.windows[opposed]!, request),
        };
        return { verdict: "contradicted", score, reasons: [report] };
      }
    }
    return {
      verdict: "unsupported",
      score,
      reasons: [{ message: `${label} does not entail the claim: entailment ${percent(score)} at best${windowsNote} (needs ${percent(threshold)}, ${this.id})` }],
    };
  }
}
