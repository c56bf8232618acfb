import type { Reason, RuleReport, Verdict } from "../types.js";
import type { Analysed } from "../analysis.js";
import type { Alignment } from "../align.js";
import type { Region } from "../context-index.js";

/** One claim to judge against the evidence it is checked with. */
export interface JudgeRequest {
  claim: Analysed;
  /** The claim as a standalone sentence (a split clause with its subject restored), for model judges. */
  statement: string;
  question?: string;
  regions: readonly Region[];
  /** The lexical alignment, already computed: the evidence sentences a model judge reads first. */
  alignment: Alignment;
  /** What the deterministic rules found (N1, E1, X1, …); they stand whatever the judge decides. */
  findings: readonly Reason[];
  /** How the evidence is named in messages: "[c1]", "[A:L12]". */
  label: string;
}

export interface JudgeVerdict {
  verdict: Verdict;
  /** 0..1, how strongly the judge holds the claim supported. */
  score: number;
  reasons: RuleReport[];
  /** The id of the judge that decided, when it is not the judge asked (a cascade's stages). */
  decidedBy?: string;
  /**
   * The judge gave no usable verdict (no answer, unparseable, unknown label): the verdict is
   * then `unsupported`, and the run cannot pass, since nothing checked the claim.
   */
  undecided?: boolean;
}

/** What a model-backed judge spent on a run; cached answers cost no request. */
export interface JudgeUsage {
  requests: number;
  inputTokens: number;
  outputTokens: number;
  /** Claims answered from the on-disk cache. */
  cachedClaims: number;
}

/**
 * Decides whether evidence entails a claim. Judges take batches, since model-backed judges
 * are cheaper per batch; a judge that cannot decide must answer `unsupported`, never `supported`.
 */
export interface Judge {
  readonly id: string;
  readonly version: string;
  judge(requests: readonly JudgeRequest[]): Promise<JudgeVerdict[]>;
  /** Totals so far, for judges that call a model. */
  usage?(): JudgeUsage;
}
