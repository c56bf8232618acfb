// Training the lexical judge from labelled cases (DESIGN.md, "Benchmark cases"). Pure: the
// caller loads the files. Each case goes through `verify` exactly as `bench` runs it, with a
// judge that only records the feature vector of every claim; the model is then fitted on those
// vectors, so cross-validation and threshold search never re-run the engine.
import { verify, VerifyInputError } from "../engine.js";
import type { BenchCase } from "../bench/run.js";
import { chunksOf } from "../bench/run.js";
import { metrics, type Metrics, type ScoredRow } from "../bench/metrics.js";
import type { Judge } from "./judge.js";
import { FEATURE_NAMES, FEATURE_SIGNS, featuresOf } from "./features.js";
import { fit, predict, DEFAULT_ITERATIONS, DEFAULT_L2, type LogisticModel } from "./logistic.js";
import { belowCoverageFloor, COVERAGE_FLOOR, fullyCovered, modelVersion, type LexicalModel, type TrainingFileSummary } from "./lexical-model.js";
import { fnv1a } from "./hash.js";
import { documentKey, isSyntheticDataset } from "./synthetic/index.js";

/** One claim of a case as the engine saw it. */
export interface ClaimRecord {
  x: number[];
  coverage: number;
  /** A deterministic rule flagged it: unsupported or contradicted whatever the judge says. */
  forced: boolean;
}

/** One case, ready for fitting and for scoring a model the way `bench` would. */
export interface CaseRecord {
  id: string;
  /** The file it came from (a synthetic case: its dataset): thresholds and reports weigh files equally. */
  file: string;
  /** Its sources (documentKey): cross-validation keeps a fold's documents out of its synthetic training data. */
  document: string;
  hallucinated: boolean;
  claims: ClaimRecord[];
  /** From the case's per-claim labels; for a case labelled as a whole, the claim that explains the label best (caseExamples). */
  examples: Example[];
  /** The examples come from labels of the claims themselves: training keeps them as they are. */
  claimLabels: boolean;
  /** Made by the synthetic generator, not labelled by anyone: trains, never measures. */
  synthetic?: boolean;
}

export interface Example {
  x: number[];
  supported: boolean;
  /** Share of its case's weight (default 1): the claims of a faithful answer share one case's. */
  weight?: number;
}

/** What the old judge did: coverage of 0.6 or more was support. Kept to compare against. */
export const BASELINE_COVERAGE = 0.6;

function recordingJudge(sink: { x: number[]; coverage: number; start: number; end: number }[]): Judge {
  return {
    id: "recording",
    version: "0",
    async judge(requests) {
      for (const request of requests) sink.push({ x: featuresOf(request), coverage: request.alignment.coverage, start: request.claim.start, end: request.claim.end });
      return requests.map(() => ({ verdict: "unsupported" as const, score: 0, reasons: [] }));
    },
  };
}

function weakest<T extends { coverage: number }>(items: readonly T[]): T | undefined {
  let found: T | undefined;
  for (const item of items) if (!found || item.coverage < found.coverage) found = item;
  return found;
}

/**
 * Per-claim labels (QAGS sentences, OCNLI hypotheses) are matched to the engine's claims by
 * where their text sits in the answer: a labelled sentence split into several claims gives the
 * example of its weakest claim. When a labelled text cannot be found, the case gives one
 * case-level example instead, so no label is attached to the wrong claim.
 */
function claimExamples(benchCase: BenchCase, seen: readonly { x: number[]; coverage: number; start: number; end: number }[]): CaseRecord["examples"] | undefined {
  const labelled = benchCase.claims;
  if (!labelled || labelled.length === 0) return undefined;
  const examples: CaseRecord["examples"] = [];
  let cursor = 0;
  for (const { text, label } of labelled) {
    const at = benchCase.answer.indexOf(text.trim(), cursor);
    if (at < 0) return undefined;
    const end = at + text.trim().length;
    cursor = end;
    const inside = weakest(seen.filter((claim) => claim.start < end && at < claim.end));
    if (!inside) return undefined;
    examples.push({ x: inside.x, supported: label === "supported" });
  }
  return examples;
}

/** Runs one case through the engine as `bench` does and records its claims. */
export async function recordCase(benchCase: BenchCase, file: string): Promise<CaseRecord> {
  const seen: { x: number[]; coverage: number; start: number; end: number }[] = [];
  const hallucinated = benchCase.label === "hallucinated";
  let claims: ClaimRecord[] = [];
  try {
    const result = await verify({ answer: benchCase.answer, chunks: chunksOf(benchCase), question: benchCase.question }, { scope: "all", judge: recordingJudge(seen) });
    claims = result.claims.map((claim, i) => ({
      x: seen[i]!.x,
      coverage: seen[i]!.coverage,
      forced: claim.reasons.some((reason) => reason.code === "X1" || reason.severity === "error"),
    }));
  } catch (error) {
    // An answer without claims is what bench counts as faithful; it teaches the model nothing.
    if (!(error instanceof VerifyInputError && error.input === "answer")) throw error;
  }
  const labelled = claimExamples(benchCase, seen);
  const record: CaseRecord = { id: benchCase.id, file, document: documentKey(benchCase.sources), hallucinated, claims, examples: labelled ?? [], claimLabels: labelled !== undefined };
  if (!labelled) record.examples = caseExamples(record);
  return isSyntheticDataset(benchCase.dataset) ? { ...record, file: benchCase.dataset, synthetic: true } : record;
}

/**
 * The examples of a case labelled as a whole. Every claim of a faithful answer is supported, so
 * each is an example, sharing the case's weight. A hallucinated answer has at least one claim
 * that is not, and `bench` calls it hallucinated by its least supported claim: that claim is the
 * example, first the one a rule flagged or the least covered, then, once a model exists, the one
 * it finds least supported (multiple-instance learning: the label belongs to the bag, not to
 * any one claim in it).
 */
function caseExamples(record: CaseRecord, probability?: (claim: ClaimRecord) => number): Example[] {
  if (record.claimLabels || record.claims.length === 0) return record.examples;
  if (!record.hallucinated) return record.claims.map((claim) => ({ x: claim.x, supported: true, weight: 1 / record.claims.length }));
  const forced = record.claims.filter((claim) => claim.forced);
  let pick = weakest(forced.length > 0 ? forced : record.claims)!;
  if (probability && forced.length === 0) {
    let lowest = Infinity;
    for (const claim of record.claims) {
      const p = probability(claim);
      if (p < lowest) [pick, lowest] = [claim, p];
    }
  }
  return [{ x: pick.x, supported: false }];
}

/** Rounds of picking each hallucinated answer's least supported claim with the model fitted so far. */
const MIL_ROUNDS = 2;

/** Decides a case as `bench` does: hallucinated when any claim is flagged or judged unsupported. */
function caseScore(record: CaseRecord, probability: (claim: ClaimRecord) => number, coverageFloor: number): { support: number; flagged: boolean } {
  let support = 1;
  let flagged = false;
  for (const claim of record.claims) {
    if (claim.forced || belowCoverageFloor(claim.coverage, claim.x, coverageFloor)) flagged = true;
    // As the judge decides: a fully covered claim is supported, whatever its probability.
    support = Math.min(support, fullyCovered(claim.x) ? 1 : probability(claim));
  }
  return { support, flagged };
}

function balancedAccuracy(rows: readonly { hallucinated: boolean; predicted: boolean }[]): number | undefined {
  let tp = 0, pos = 0, tn = 0, neg = 0;
  for (const row of rows) {
    if (row.hallucinated) {
      pos++;
      if (row.predicted) tp++;
    } else {
      neg++;
      if (!row.predicted) tn++;
    }
  }
  return pos === 0 || neg === 0 ? undefined : (tp / pos + tn / neg) / 2;
}

function byFile<T extends { file: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.file);
    if (group) group.push(item);
    else groups.set(item.file, [item]);
  }
  return groups;
}

const THRESHOLD_STEP = 0.005;

/** The threshold with the best balanced accuracy averaged over files (each file counts once); the lowest such on ties. */
function chooseThreshold(records: readonly CaseRecord[], probability: (claim: ClaimRecord) => number, coverageFloor: number): number {
  const scored = records.filter((record) => !record.synthetic).map((record) => ({ file: record.file, hallucinated: record.hallucinated, ...caseScore(record, probability, coverageFloor) }));
  const files = [...byFile(scored).values()];
  let best = 0.5;
  let bestMean = -1;
  for (let step = 1; step * THRESHOLD_STEP < 1; step++) {
    const threshold = step * THRESHOLD_STEP;
    let sum = 0;
    let counted = 0;
    for (const rows of files) {
      const ba = balancedAccuracy(rows.map((row) => ({ hallucinated: row.hallucinated, predicted: row.flagged || row.support < threshold })));
      if (ba === undefined) continue;
      sum += ba;
      counted++;
    }
    const mean = counted === 0 ? 0 : sum / counted;
    if (mean > bestMean + 1e-12) {
      best = threshold;
      bestMean = mean;
    }
  }
  return Math.round(best * 1000) / 1000;
}

export interface TrainOptions {
  l2?: number;
  iterations?: number;
  /** How much a synthetic dataset weighs against one labelled file (default SYNTHETIC_WEIGHT). */
  syntheticWeight?: number;
}

/** Chosen by cross-validation on the dev files (BENCHMARKS.md). */
export const SYNTHETIC_WEIGHT = 0.5;

/**
 * Each file counts as much as any other (a synthetic set `syntheticWeight` times as much), and
 * within a file each class as much as the other: what the mean balanced accuracy over files rewards.
 */
function sampleWeights(records: readonly CaseRecord[], examples: readonly Example[][], syntheticWeight: number): { xs: number[][]; ys: number[]; weights: number[] } {
  const counts = new Map<string, number>();
  const key = (file: string, supported: boolean): string => `${supported ? 1 : 0}\u0000${file}`;
  records.forEach((record, r) => {
    for (const example of examples[r]!) counts.set(key(record.file, example.supported), (counts.get(key(record.file, example.supported)) ?? 0) + (example.weight ?? 1));
  });
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const xs: number[][] = [];
  const ys: number[] = [];
  const weights: number[] = [];
  records.forEach((record, r) => {
    for (const example of examples[r]!) {
      xs.push(example.x);
      ys.push(example.supported ? 1 : 0);
      weights.push(((record.synthetic ? syntheticWeight : 1) * (example.weight ?? 1) * total) / (counts.size * counts.get(key(record.file, example.supported))!));
    }
  });
  return { xs, ys, weights };
}

/** Fits the model and its threshold on the records; `files` summarises the data in the model. */
export function trainModel(records: readonly CaseRecord[], options: TrainOptions = {}): LexicalModel {
  const l2 = options.l2 ?? DEFAULT_L2;
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  const syntheticWeight = options.syntheticWeight ?? SYNTHETIC_WEIGHT;
  const signs = FEATURE_NAMES.map((name) => FEATURE_SIGNS[name]);
  const fitOn = (examples: readonly Example[][]): LogisticModel => {
    const { xs, ys, weights } = sampleWeights(records, examples, syntheticWeight);
    if (xs.length === 0) throw new Error("no training examples (every case's answer yields no claims)");
    return fit(xs, ys, { l2, iterations, sampleWeights: weights, signs });
  };
  let fitted = fitOn(records.map((record) => record.examples));
  for (let round = 0; round < MIL_ROUNDS; round++) {
    const model = fitted;
    fitted = fitOn(records.map((record) => caseExamples(record, (claim) => predict(model, claim.x))));
  }
  const coverageFloor = COVERAGE_FLOOR;
  const threshold = chooseThreshold(records, (claim) => predict(fitted, claim.x), coverageFloor);
  const files: TrainingFileSummary[] = [...byFile(records)].map(([name, group]) => ({
    name,
    cases: group.length,
    hallucinated: group.filter((r) => r.hallucinated).length,
    examples: group.reduce((sum, r) => sum + r.examples.length, 0),
  }));
  const model = { features: [...FEATURE_NAMES], ...fitted, threshold, coverageFloor, training: { files, l2, iterations, syntheticWeight } };
  return { version: modelVersion(model), ...model };
}

/** Which of `folds` folds a case falls in: by a hash of its id, so adding cases moves no other case. */
export function foldOf(id: string, folds: number): number {
  return fnv1a(id) % folds;
}

/**
 * The records a fold's model trains on: the labelled cases of the other folds, and the synthetic
 * cases made from documents that no case of this fold has. A synthetic claim made from a held-out
 * case's sources would let the model see that document with labels, however made.
 */
export function trainingFold(records: readonly CaseRecord[], fold: number, folds: number): CaseRecord[] {
  const held = new Set(records.filter((r) => !r.synthetic && foldOf(r.id, folds) === fold).map((r) => r.document));
  return records.filter((r) => (r.synthetic ? !held.has(r.document) : foldOf(r.id, folds) !== fold));
}

export interface CrossValidation {
  folds: number;
  /** Per file: the learned judge's metrics on held-out folds, and the old coverage-0.6 judge's on all cases. */
  byFile: Record<string, { model: Metrics; baseline: Metrics }>;
}

/** A case as a fold's model judged it, with its id, for looking into what it got wrong. */
export interface HeldOutRow extends ScoredRow {
  id: string;
}

function rowsOf(records: readonly CaseRecord[], probability: (claim: ClaimRecord) => number, threshold: number, coverageFloor: number): HeldOutRow[] {
  return records.map((record) => {
    const { support, flagged } = caseScore(record, probability, coverageFloor);
    const hallucinated = flagged || support < threshold;
    // As bench scores a case: 1 - the lowest claim score, a flagged (contradicted) claim scoring 0 support.
    return { id: record.id, dataset: record.file, label: record.hallucinated ? "hallucinated" : "faithful", predicted: hallucinated ? "hallucinated" : "faithful", score: 1 - support };
  });
}

/** Every labelled case judged by the model of the fold that held it out. */
export function heldOut(records: readonly CaseRecord[], folds: number, options: TrainOptions = {}): HeldOutRow[] {
  const held: HeldOutRow[] = [];
  for (let k = 0; k < folds; k++) {
    const train = trainingFold(records, k, folds);
    const test = records.filter((r) => !r.synthetic && foldOf(r.id, folds) === k);
    if (test.length === 0 || train.length === 0) continue;
    const model = trainModel(train, options);
    held.push(...rowsOf(test, (claim) => predict(model, claim.x), model.threshold, model.coverageFloor));
  }
  return held;
}

/** K-fold cross-validation: each fold judged by a model trained on the other folds. */
export function crossValidate(records: readonly CaseRecord[], folds: number, options: TrainOptions = {}): CrossValidation {
  const held = heldOut(records, folds, options);
  const measured = records.filter((r) => !r.synthetic);
  const baseline = rowsOf(measured, (claim) => (claim.coverage >= BASELINE_COVERAGE ? 1 : claim.coverage), 1, COVERAGE_FLOOR);
  const result: CrossValidation = { folds, byFile: {} };
  for (const file of byFile(measured).keys()) {
    result.byFile[file] = { model: metrics(held.filter((row) => row.dataset === file)), baseline: metrics(baseline.filter((row) => row.dataset === file)) };
  }
  return result;
}
