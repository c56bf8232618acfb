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
import { fit, predict, DEFAULT_ITERATIONS, DEFAULT_L2 } from "./logistic.js";
import { COVERAGE_FLOOR, modelVersion, type LexicalModel, type TrainingFileSummary } from "./lexical-model.js";

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
  /** The file it came from: thresholds and reports weigh files equally. */
  file: string;
  hallucinated: boolean;
  claims: ClaimRecord[];
  examples: { x: number[]; supported: boolean }[];
  /** Made from a case (recordSynthetic), not labelled by anyone: trains, never measures. */
  synthetic?: boolean;
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
  const byCase = weakest(seen);
  const examples = claimExamples(benchCase, seen) ?? (byCase ? [{ x: byCase.x, supported: !hallucinated }] : []);
  return { id: benchCase.id, file, hallucinated, claims, examples };
}

/** All synthetic records form one group, weighed as one more file. */
const SYNTHETIC_FILE = "synthetic";

/**
 * Two made-up cases per labelled case, so that the model learns what the dev sets take for
 * granted: a sentence copied from the source is supported, and an answer written about another
 * document is not. Without them, sets whose faithful answers paraphrase and whose hallucinated
 * ones keep the source's words (SummEdits, OCNLI) teach that coverage does not matter.
 * `cases` are the cases of one file; the other document is the one half the file away.
 */
export async function recordSynthetic(cases: readonly BenchCase[]): Promise<CaseRecord[]> {
  const records: CaseRecord[] = [];
  for (let i = 0; i < cases.length; i++) {
    const benchCase = cases[i]!;
    const { claims: _labels, ...base } = benchCase;
    const copied = sentenceOf(benchCase);
    if (copied) records.push({ ...(await recordCase({ ...base, answer: copied, label: "faithful" }, SYNTHETIC_FILE)), synthetic: true });
    const other = cases[(i + Math.floor(cases.length / 2)) % cases.length]!;
    if (other.sources.map((s) => s.text).join("\n") !== benchCase.sources.map((s) => s.text).join("\n")) {
      records.push({ ...(await recordCase({ ...base, answer: other.answer, label: "hallucinated" }, SYNTHETIC_FILE)), synthetic: true });
    }
  }
  return records;
}

/** Shortest sentence worth copying, in characters: a Chinese character carries about what an English word does. */
const MIN_COPIED = { en: 30, zh: 10 };

/** A sentence of the case's first source, picked by the case id so that runs agree. */
function sentenceOf(benchCase: BenchCase): string | undefined {
  const text = benchCase.sources[0]?.text ?? "";
  const sentences = text.split(/(?<=[.!?。！？])\s+|(?<=[。！？])|\n+/u).map((s) => s.trim()).filter((s) => s.length >= MIN_COPIED[benchCase.lang]);
  return sentences.length === 0 ? undefined : sentences[foldOf(benchCase.id, sentences.length)];
}

/** Decides a case as `bench` does: hallucinated when any claim is flagged or judged unsupported. */
function caseScore(record: CaseRecord, probability: (claim: ClaimRecord) => number): { support: number; flagged: boolean } {
  let support = 1;
  let flagged = false;
  for (const claim of record.claims) {
    if (claim.forced || claim.coverage < COVERAGE_FLOOR) flagged = true;
    support = Math.min(support, probability(claim));
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
export function chooseThreshold(records: readonly CaseRecord[], probability: (claim: ClaimRecord) => number): number {
  const scored = records.filter((record) => !record.synthetic).map((record) => ({ file: record.file, hallucinated: record.hallucinated, ...caseScore(record, probability) }));
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
}

/**
 * Each file counts as much as any other, and within a file each class as much as the other:
 * what the mean balanced accuracy over files rewards.
 */
function sampleWeights(records: readonly CaseRecord[]): { xs: number[][]; ys: number[]; weights: number[] } {
  const counts = new Map<string, number>();
  const key = (file: string, supported: boolean): string => `${supported ? 1 : 0}\u0000${file}`;
  for (const record of records) for (const example of record.examples) counts.set(key(record.file, example.supported), (counts.get(key(record.file, example.supported)) ?? 0) + 1);
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const xs: number[][] = [];
  const ys: number[] = [];
  const weights: number[] = [];
  for (const record of records) {
    for (const example of record.examples) {
      xs.push(example.x);
      ys.push(example.supported ? 1 : 0);
      weights.push(total / (counts.size * counts.get(key(record.file, example.supported))!));
    }
  }
  return { xs, ys, weights };
}

/** Fits the model and its threshold on the records; `files` summarises the data in the model. */
export function trainModel(records: readonly CaseRecord[], options: TrainOptions = {}): LexicalModel {
  const l2 = options.l2 ?? DEFAULT_L2;
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  const { xs, ys, weights } = sampleWeights(records);
  if (xs.length === 0) throw new Error("no training examples (every case's answer yields no claims)");
  const fitted = fit(xs, ys, { l2, iterations, sampleWeights: weights, signs: FEATURE_NAMES.map((name) => FEATURE_SIGNS[name]) });
  const threshold = chooseThreshold(records, (claim) => predict(fitted, claim.x));
  const files: TrainingFileSummary[] = [...byFile(records)].map(([name, group]) => ({
    name,
    cases: group.length,
    hallucinated: group.filter((r) => r.hallucinated).length,
    examples: group.reduce((sum, r) => sum + r.examples.length, 0),
  }));
  const model = { features: [...FEATURE_NAMES], ...fitted, threshold, training: { files, l2, iterations } };
  return { version: modelVersion(model), ...model };
}

/** Which of `folds` folds a case falls in: by a hash of its id, so adding cases moves no other case. */
export function foldOf(id: string, folds: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % folds;
}

export interface CrossValidation {
  folds: number;
  /** Per file: the learned judge's metrics on held-out folds, and the old coverage-0.6 judge's on all cases. */
  byFile: Record<string, { model: Metrics; baseline: Metrics }>;
}

function rowsOf(records: readonly CaseRecord[], probability: (claim: ClaimRecord) => number, threshold: number): ScoredRow[] {
  return records.map((record) => {
    const { support, flagged } = caseScore(record, probability);
    const hallucinated = flagged || support < threshold;
    // As bench scores a case: 1 - the lowest claim score, a flagged (contradicted) claim scoring 0 support.
    return { dataset: record.file, label: record.hallucinated ? "hallucinated" : "faithful", predicted: hallucinated ? "hallucinated" : "faithful", score: 1 - support };
  });
}

/** K-fold cross-validation: each fold judged by a model trained on the other folds. */
export function crossValidate(records: readonly CaseRecord[], folds: number, options: TrainOptions = {}): CrossValidation {
  const held: ScoredRow[] = [];
  for (let k = 0; k < folds; k++) {
    const train = records.filter((r) => foldOf(r.id, folds) !== k);
    const test = records.filter((r) => foldOf(r.id, folds) === k && !r.synthetic);
    if (test.length === 0 || train.length === 0) continue;
    const model = trainModel(train, options);
    held.push(...rowsOf(test, (claim) => predict(model, claim.x), model.threshold));
  }
  const measured = records.filter((r) => !r.synthetic);
  const baseline = rowsOf(measured, (claim) => (claim.coverage >= BASELINE_COVERAGE ? 1 : claim.coverage), 1);
  const result: CrossValidation = { folds, byFile: {} };
  for (const file of byFile(measured).keys()) {
    result.byFile[file] = { model: metrics(held.filter((row) => row.dataset === file)), baseline: metrics(baseline.filter((row) => row.dataset === file)) };
  }
  return result;
}
