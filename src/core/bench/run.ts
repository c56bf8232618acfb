// The benchmark: every labelled case goes through `verify` as a user's answer
// would, each claim checked against all the case's sources (the answers carry no
// citation markers), and the case-level predictions are scored against the labels.
import { verify, VerifyInputError } from "../engine.js";
import type { AccuracyComparison } from "../baseline.js";
import type { Judge } from "../judge/judge.js";
import { lexicalJudge } from "../judge/lexical.js";
import type { Chunk, Lang, Verdict } from "../types.js";
import { metrics, summarize, type CaseLabel, type Metrics, type ScoredRow } from "./metrics.js";

/** One labelled case, in the format of DESIGN.md ("Benchmark cases"). */
export interface BenchCase {
  id: string;
  dataset: string;
  lang: Lang;
  task: string;
  question?: string;
  /** Sources without an id are named s1, s2… by position. */
  sources: { id?: string; text: string }[];
  answer: string;
  label: CaseLabel;
  /** Per-claim labels where the dataset has them; bench scores cases, not these. */
  claims?: { text: string; label: Verdict }[];
}

export interface BenchOptions {
  /** Defaults to the embedded lexical judge, as `verify` does. */
  judge?: Judge;
  /** Called once before the first case and after each case. */
  onProgress?: (done: number, total: number) => void;
  /** A clock in milliseconds, for claims per second; injectable so tests are exact. */
  now?: () => number;
}

/** The metrics of a set of cases, with the checker's speed on them. */
export interface BenchSection extends Metrics {
  /** Claims checked per second of `verify` time, rounded; null when no time was measured. */
  claimsPerSecond: number | null;
  claims: number;
  /** Cases whose answer yields no claim: counted as predicted faithful with score 0. */
  skipped: number;
}

export interface BenchReport extends BenchSection {
  byDataset: Record<string, BenchSection>;
  judge: { id: string; version: string };
  /** The regression gate's comparison, when the run was given a baseline. */
  baseline?: AccuracyComparison;
}

interface CaseRow extends ScoredRow {
  claims: number;
  ms: number;
  skipped: boolean;
}

export async function runBench(cases: readonly BenchCase[], options: BenchOptions = {}): Promise<BenchReport> {
  const judge = options.judge ?? lexicalJudge;
  const now = options.now ?? (() => performance.now());
  const rows: CaseRow[] = [];
  options.onProgress?.(0, cases.length);
  for (const benchCase of cases) {
    rows.push(await runCase(benchCase, judge, now));
    options.onProgress?.(rows.length, cases.length);
  }
  const { overall, byDataset } = summarize(rows, section);
  return { ...overall, byDataset, judge: { id: judge.id, version: judge.version } };
}

/** The case's sources as the chunks `verify` checks against; a source without an id is named by position. */
export function chunksOf(benchCase: BenchCase): Chunk[] {
  return benchCase.sources.map((source, i) => ({ id: source.id ?? `s${i + 1}`, text: source.text }));
}

async function runCase(benchCase: BenchCase, judge: Judge, now: () => number): Promise<CaseRow> {
  const { dataset, label } = benchCase;
  const chunks = chunksOf(benchCase);
  const start = now();
  try {
    const result = await verify({ answer: benchCase.answer, chunks, question: benchCase.question }, { scope: "all", judge });
    const ms = now() - start;
    const hallucinated = result.claims.some((claim) => claim.verdict !== "supported");
    // A NaN from a misbehaving judge would break the ranking; no score means no support.
    const support = Math.min(...result.claims.map((claim) => (Number.isNaN(claim.score) ? 0 : claim.score)));
    return { dataset, label, predicted: hallucinated ? "hallucinated" : "faithful", score: 1 - support, claims: result.claims.length, ms, skipped: false };
  } catch (error) {
    if (!(error instanceof VerifyInputError)) throw error;
    if (error.input === "answer") return { dataset, label, predicted: "faithful", score: 0, claims: 0, ms: now() - start, skipped: true };
    throw new VerifyInputError(`case ${benchCase.id}: ${error.message}`, error.input);
  }
}

function section(rows: readonly CaseRow[]): BenchSection {
  const { n, balancedAccuracy, f1, precision, recall, auroc } = metrics(rows);
  const claims = rows.reduce((sum, row) => sum + row.claims, 0);
  const ms = rows.reduce((sum, row) => sum + row.ms, 0);
  const claimsPerSecond = ms > 0 ? Math.round((claims * 1000) / ms) : null;
  const skipped = rows.filter((row) => row.skipped).length;
  return { n, balancedAccuracy, f1, precision, recall, claimsPerSecond, auroc, claims, skipped };
}
