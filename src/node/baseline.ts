// Finds the baseline of the regression gate: `--baseline RUN|LABEL|FILE` names a saved run, the
// newest saved run with a label, or a report written by `--format json`, tried in that order.
import { stat } from "node:fs/promises";
import type { BaselineValue } from "../core/baseline.js";
import { InputError } from "./errors.js";
import { describeValue, isObject } from "./json-values.js";
import { readText } from "./read-text.js";
import { openStore, storeExists, type RunKind, type StoredRun } from "./store/store.js";

export interface BaselineQuery {
  /** What followed --baseline. */
  spec: string;
  /** The command comparing: a verify run is compared on faithfulness, a bench run on balanced accuracy. */
  kind: RunKind;
  /** The store folder (see storeFolder). */
  store: string;
}

const METRIC: Record<RunKind, { key: "faithfulness" | "balancedAccuracy"; name: string; report: string }> = {
  verify: { key: "faithfulness", name: "faithfulness", report: "verify --format json (summary.faithfulness)" },
  bench: { key: "balancedAccuracy", name: "balanced accuracy", report: "bench --format json (balancedAccuracy)" },
};

export async function resolveBaseline(query: BaselineQuery): Promise<BaselineValue> {
  const saved = fromStore(query);
  if (saved !== undefined) return saved;
  if (await stat(query.spec).then((found) => found.isFile(), () => false)) return fromFile(query.spec, query.kind);
  const where = storeExists(query.store) ? `in ${query.store}` : `(no runs are saved in ${query.store})`;
  throw new InputError(`--baseline ${query.spec}: no saved ${query.kind} run or label of that name ${where}, and no such file`);
}

function fromStore(query: BaselineQuery): BaselineValue | undefined {
  if (!storeExists(query.store)) return undefined;
  const store = openStore(query.store, { create: false });
  try {
    const byId = store.getRun(query.spec);
    if (byId !== undefined) {
      if (byId.kind !== query.kind) throw new InputError(`--baseline ${query.spec}: is a ${byId.kind} run; ${query.kind} compares with a ${query.kind} run`);
      return { source: byId.id, value: metricOf(byId, query.spec) };
    }
    const latest = store.latestRun({ kind: query.kind, label: query.spec });
    return latest === undefined ? undefined : { source: `${query.spec} (${latest.id})`, value: metricOf(latest, query.spec) };
  } finally {
    store.close();
  }
}

function metricOf(run: StoredRun, spec: string): number {
  const value = run.kind === "verify" ? run.summary.faithfulness : run.summary.balancedAccuracy;
  // A bench run on cases of one label only has no balanced accuracy.
  if (value === null) throw new InputError(`--baseline ${spec}: run ${run.id} has no ${METRIC[run.kind].name} to compare with`);
  return value;
}

async function fromFile(path: string, kind: RunKind): Promise<BaselineValue> {
  const { key, name, report } = METRIC[kind];
  let value: unknown;
  try {
    value = JSON.parse(await readText(path));
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw InputError.at(path, `invalid JSON (${(error as Error).message}); expected the output of ${report}`);
  }
  const holder = kind === "verify" && isObject(value) ? value.summary : value;
  const found = isObject(holder) ? holder[key] : undefined;
  if (typeof found !== "number" || !(found >= 0 && found <= 1)) {
    const got = isObject(holder) && key in holder ? JSON.stringify(found) : isObject(value) ? "no such field" : describeValue(value);
    throw InputError.at(path, `expected the output of ${report}, a ${name} from 0 to 1; got ${got}`);
  }
  return { source: path, value: found };
}
