// Shared data shapes of the pure core. Every span is a pair of 0-based UTF-16
// offsets into the original text (end exclusive); line and column are derived
// only for display.
import type { FaithfulnessComparison } from "./baseline.js";

export type Lang = "en" | "zh";

export interface Span {
  start: number;
  end: number;
}

/** A retrieved chunk or a source document. Extra fields are kept and echoed with evidence. */
export interface Chunk {
  id: string;
  text: string;
  title?: string;
  url?: string;
  metadata?: unknown;
  [field: string]: unknown;
}

/** One reference inside a citation marker: `[c1]` -> {source: "c1"}, `[A:L12-15]` -> {source: "A", lines: {from: 12, to: 15}}. */
export interface CitationRef {
  source: string;
  lines?: { from: number; to: number };
  /** `numeric` refs (`[1]`, `[^1]`, `【1】`) may also resolve to the N-th chunk. */
  kind: "id" | "numeric" | "line";
}

export interface CitationMarker extends Span {
  raw: string;
  refs: CitationRef[];
}

export interface Claim extends Span {
  /** `c1`, `c2`, … in answer order. */
  id: string;
  /** The claim as a standalone statement (a split clause gets its sentence's subject back). */
  text: string;
  /** The whole sentence the claim was split from. */
  sentence: Span;
  citations: CitationRef[];
  markers: CitationMarker[];
  lang: Lang;
}

export type Verdict = "supported" | "unsupported" | "contradicted";

export type Code = "E1" | "N1" | "R1" | "Q1" | "C1" | "C2" | "C3" | "X1" | "S1";

export type Severity = "error" | "warning" | "info";

/** A passage of a chunk that bears on a claim. */
export interface Evidence extends Span {
  chunkId: string;
  quote: string;
  /** 1-based first line of the quote inside the chunk. */
  line?: number;
  title?: string;
  url?: string;
  metadata?: unknown;
}

/** What a rule reports; the engine stamps code, rule id and severity. */
export interface RuleReport {
  message: string;
  /** Where in the answer (defaults to the claim's span). */
  span?: Span;
  /** The answer's text that the finding is about (e.g. "9 W"). */
  actual?: string;
  /** What the evidence has instead, when it has something (e.g. "12 W"). */
  expected?: string;
  evidence?: Evidence;
  /** Which chunk would support the claim instead (C1). */
  suggestion?: { chunkId: string; quote: string };
  /** A rule that reports a code may pick between two (e.g. N1 when missing, X1 when different). */
  code?: Code;
}

export interface Reason extends RuleReport {
  code: Code;
  ruleId: string;
  severity: Severity;
  span: Span;
}

export interface ClaimResult {
  id: string;
  text: string;
  start: number;
  end: number;
  line: number;
  column: number;
  citations: string[];
  verdict: Verdict;
  /** 0..1, the judge's confidence that the claim is supported. */
  score: number;
  /** 0..1, the share of the claim's weighted content words its evidence holds. */
  coverage?: number;
  /** Which judge decided the verdict (in a cascade, the stage that decided). */
  judge: string;
  /** The judge gave no usable verdict: the claim counts as unsupported and the run fails. */
  undecided?: true;
  reasons: Reason[];
  evidence: Evidence[];
}

export interface Summary {
  claims: number;
  supported: number;
  unsupported: number;
  contradicted: number;
  /** supported / claims, rounded to 4 places. */
  faithfulness: number;
  passed: boolean;
  /** Why the gate failed, one entry per cause. */
  failures: string[];
}

export interface VerifyResult {
  summary: Summary;
  claims: ClaimResult[];
  judge: { id: string; version: string; usage?: JudgeUsageReport };
  /** The regression gate's comparison, when the run was given a baseline (its failure is in summary.failures). */
  baseline?: FaithfulnessComparison;
}

/** Token and request counts of model-backed judges, echoed in reports. */
export interface JudgeUsageReport {
  requests: number;
  inputTokens: number;
  outputTokens: number;
  cachedClaims: number;
}
