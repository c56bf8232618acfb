// Loads labelled benchmark cases (JSONL, one case per line; DESIGN.md "Benchmark
// cases"). Strict: a case with a missing or mistyped field stops the run with
// its file, line and field. Skipping it would change the numbers the benchmark
// exists to report, and nobody would notice.
import { chunksOf, type BenchCase } from "../core/bench/run.js";
import type { CaseLabel } from "../core/bench/metrics.js";
import type { Lang, Verdict } from "../core/types.js";
import { InputError } from "./errors.js";
import { readJsonLines } from "./read-text.js";
import { describeValue, isObject } from "./json-values.js";

const LANGS: readonly Lang[] = ["en", "zh"];
const LABELS: readonly CaseLabel[] = ["faithful", "hallucinated"];
const CLAIM_LABELS: readonly Verdict[] = ["supported", "unsupported", "contradicted"];

type Fail = (detail: string) => InputError;
type Fields = Record<string, unknown>;

/** The cases of every file, in file order then line order. */
export async function loadCases(paths: readonly string[]): Promise<BenchCase[]> {
  const cases: BenchCase[] = [];
  // One file after the other: when two are bad, the error shown must not depend on timing.
  for (const path of paths) cases.push(...(await loadFile(path)));
  return cases;
}

async function loadFile(path: string): Promise<BenchCase[]> {
  const cases: BenchCase[] = [];
  for await (const { value, fail } of readJsonLines(path, () => "; expected one case per line")) {
    cases.push(toCase(value, fail));
  }
  if (cases.length === 0) throw InputError.at(path, "no cases (the file is empty); expected one JSON case per line");
  return cases;
}

function toCase(value: unknown, fail: Fail): BenchCase {
  if (!isObject(value)) throw fail(`expected a JSON object (one case per line), got ${describeValue(value)}`);
  const question = optional(value, "question");
  const claims = optional(value, "claims");
  const benchCase: BenchCase = {
    id: text(value, "id", fail, true),
    dataset: text(value, "dataset", fail, true),
    lang: oneOf(value, "lang", LANGS, fail),
    task: text(value, "task", fail, true),
    ...(question === undefined ? {} : { question: text(value, "question", fail) }),
    sources: sources(value, fail),
    answer: text(value, "answer", fail),
    label: oneOf(value, "label", LABELS, fail),
    ...(claims === undefined ? {} : { claims: claimList(claims, fail) }),
  };
  const ids = chunksOf(benchCase).map((chunk) => chunk.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) {
    throw fail(`"sources": two sources have the id ${JSON.stringify(repeated)} (a source without an id is named s1, s2… by position)`);
  }
  return benchCase;
}

function sources(record: Fields, fail: Fail): BenchCase["sources"] {
  const list = required(record, "sources", fail);
  if (!Array.isArray(list) || list.length === 0) throw fail(`"sources" must be a non-empty array of {"id", "text"}, got ${describeValue(list)}`);
  return list.map((item: unknown, i) => {
    const name = `sources[${i}]`;
    if (!isObject(item)) throw fail(`"${name}" must be an object with "text", got ${describeValue(item)}`);
    const id = optional(item, "id");
    return { ...(id === undefined ? {} : { id: text(item, "id", fail, true, `${name}.id`) }), text: text(item, "text", fail, false, `${name}.text`) };
  });
}

function claimList(list: unknown, fail: Fail): NonNullable<BenchCase["claims"]> {
  if (!Array.isArray(list)) throw fail(`"claims" must be an array of {"text", "label"}, got ${describeValue(list)}`);
  return list.map((item: unknown, i) => {
    const name = `claims[${i}]`;
    if (!isObject(item)) throw fail(`"${name}" must be an object with "text" and "label", got ${describeValue(item)}`);
    return { text: text(item, "text", fail, false, `${name}.text`), label: oneOf(item, "label", CLAIM_LABELS, fail, `${name}.label`) };
  });
}

/** Null counts as absent: exports often write it for a field they do not have. */
function optional(record: Fields, key: string): unknown {
  const value = record[key];
  return value === null ? undefined : value;
}

function required(record: Fields, key: string, fail: Fail, name = key): unknown {
  const value = optional(record, key);
  if (value === undefined) throw fail(`missing "${name}"`);
  return value;
}

function text(record: Fields, key: string, fail: Fail, nonEmpty = false, name = key): string {
  const value = required(record, key, fail, name);
  if (typeof value !== "string") throw fail(`"${name}" must be a string, got ${describeValue(value)}`);
  if (nonEmpty && value.trim() === "") throw fail(`"${name}" is empty`);
  return value;
}

function oneOf<T extends string>(record: Fields, key: string, choices: readonly T[], fail: Fail, name = key): T {
  const value = required(record, key, fail, name);
  if (typeof value === "string" && (choices as readonly string[]).includes(value)) return value as T;
  const shown = typeof value === "string" ? JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value) : describeValue(value);
  throw fail(`"${name}" must be ${choices.map((choice) => JSON.stringify(choice)).join(" or ")}, got ${shown}`);
}

