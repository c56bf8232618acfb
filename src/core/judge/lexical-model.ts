// The learned part of the lexical judge, as data: what `groundcheck train` writes (model JSON)
// and what ships in the package (model.ts, generated from that JSON).
import { FEATURE_NAMES } from "./features.js";
import type { LogisticModel } from "./logistic.js";
import { fnv1a } from "./hash.js";

/** Names the model format; a model's version is this plus a hash of its numbers. */
export const MODEL_FORMAT = "lexical-lr-1";

/**
 * Below this share of its weighted content in the evidence a claim is unsupported whatever the
 * model says: the model weighs many signals, and some can outvote a claim that is mostly new
 * words ("Volunteers repaint the Eiffel Tower green" against a page on the tower's height).
 * The default of `train`; each model carries its own.
 */
export const COVERAGE_FLOOR = 0.34;

const YES_NO_FEATURE = FEATURE_NAMES.indexOf("yesNo");
const BEST_COVERAGE_FEATURE = FEATURE_NAMES.indexOf("bestCoverage");
const ANY_FINDING_FEATURE = FEATURE_NAMES.indexOf("anyFinding");
const HAS_QUESTION_FEATURE = FEATURE_NAMES.indexOf("hasQuestion");

/**
 * A claim one cited sentence holds word for word (after stems, lemmas and number
 * normalisation; a synonym counts for less than the word), with no rule finding against it, is
 * supported whatever the model says. The model learns from NLI and edited-summary data, where
 * such claims are often still wrong in ways no lexical feature sees, and would otherwise doubt "INT8 算力为八 TOPS" against "INT8 算力为 8 TOPS".
 * Not an answer to a question: the wrong name for "who wrote it?" is in the source all the same.
 */
export function fullyCovered(features: readonly number[]): boolean {
  return features[BEST_COVERAGE_FEATURE]! >= 1 - 1e-9 && features[ANY_FINDING_FEATURE] === 0 && features[HAS_QUESTION_FEATURE] === 0;
}

/**
 * Whether the floor makes a claim unsupported. A bare "yes" or "no" to a question is exempt: it
 * has no content words, so its coverage says nothing, and the model reads it with the question.
 */
export function belowCoverageFloor(coverage: number, features: readonly number[], floor: number): boolean {
  return coverage < floor && features[YES_NO_FEATURE] !== 1;
}

export interface TrainingFileSummary {
  name: string;
  cases: number;
  hallucinated: number;
  /** Training examples drawn from the file: one per case, or one per labelled claim. */
  examples: number;
}

export interface LexicalModel extends LogisticModel {
  version: string;
  /** The feature names in vector order, as features.ts computed them when the model was trained. */
  features: string[];
  /** A claim is supported when the model's probability is at least this. */
  threshold: number;
  /** And when its coverage is at least this (belowCoverageFloor). */
  coverageFloor: number;
  training: { files: TrainingFileSummary[]; l2: number; iterations: number; syntheticWeight?: number };
}

/** FNV-1a over the numbers: a retrained model gets a new version, the same data the same one. */
export function modelVersion(model: Omit<LexicalModel, "version">): string {
  const text = JSON.stringify([model.features, model.means, model.scales, model.weights, model.bias, model.threshold, model.coverageFloor]);
  return `${MODEL_FORMAT}.${fnv1a(text).toString(16).padStart(8, "0")}`;
}

function numbers(value: unknown, length: number | undefined, name: string): number[] {
  if (!Array.isArray(value) || (length !== undefined && value.length !== length) || !value.every((v) => typeof v === "number" && Number.isFinite(v))) {
    throw new Error(`"${name}" must be an array of ${length ?? "some"} finite numbers`);
  }
  return value as number[];
}

/**
 * Checks a parsed model file. Its features must be the ones this build computes, in the same
 * order: weights of a model trained on other features would be applied to the wrong numbers.
 */
export function parseLexicalModel(value: unknown): LexicalModel {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("a model must be a JSON object");
  const record = value as Record<string, unknown>;
  if (typeof record.version !== "string" || !record.version.startsWith(`${MODEL_FORMAT}.`)) throw new Error(`"version" must be a string starting with "${MODEL_FORMAT}."`);
  const features = record.features;
  if (!Array.isArray(features) || features.join(",") !== FEATURE_NAMES.join(",")) {
    throw new Error(`"features" must be the ${FEATURE_NAMES.length} features this version computes (${FEATURE_NAMES.join(", ")}); retrain the model`);
  }
  const d = FEATURE_NAMES.length;
  const scales = numbers(record.scales, d, "scales");
  if (scales.some((s) => s <= 0)) throw new Error(`"scales" must be positive`);
  const [bias, threshold, coverageFloor] = [record.bias, record.threshold, record.coverageFloor];
  if (typeof bias !== "number" || !Number.isFinite(bias)) throw new Error(`"bias" must be a finite number`);
  if (typeof threshold !== "number" || !(threshold >= 0 && threshold <= 1)) throw new Error(`"threshold" must be a number from 0 to 1`);
  if (typeof coverageFloor !== "number" || !(coverageFloor >= 0 && coverageFloor <= 1)) throw new Error(`"coverageFloor" must be a number from 0 to 1`);
  const training = record.training as LexicalModel["training"] | undefined;
  if (typeof training !== "object" || training === null || !Array.isArray(training.files)) throw new Error(`"training" must describe the training data`);
  return {
    version: record.version,
    features: [...FEATURE_NAMES],
    means: numbers(record.means, d, "means"),
    scales,
    weights: numbers(record.weights, d, "weights"),
    bias,
    threshold,
    coverageFloor,
    training,
  };
}
