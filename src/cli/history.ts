// What `verify` and `bench` add for the run store: `--save [--label NAME]`, `--store DIR`, and
// the regression gate `--baseline RUN|LABEL|FILE --max-drop X`.
import type { BaselineGate } from "../core/baseline.js";
import { resolveBaseline } from "../node/baseline.js";
import { parseFraction } from "../node/config.js";
import { toolVersion } from "../node/tool-version.js";
import { openStore, storeExists, storeFolder, type RunKind, type Store } from "../node/store/store.js";
import type { CommandIO, UsageError } from "./command.js";

export const storeArg = {
  type: "string",
  valueName: "DIR",
  description: "the folder of saved runs (default: $GROUNDCHECK_HOME, else .groundcheck here)",
} as const;

/** `metric`: what the gate compares, in words ("faithfulness"). */
export function historyArgs(metric: string) {
  return {
    save: { type: "boolean", description: "record the run in the store (see --store)" },
    label: { type: "string", valueName: "NAME", description: "with --save: name the run, e.g. after a branch" },
    store: storeArg,
    baseline: {
      type: "string",
      valueName: "RUN|LABEL|FILE",
      description: `fail when ${metric} fell more than --max-drop below this: a saved run id, a label (its newest run) or a --format json report`,
    },
    maxDrop: { type: "string", valueName: "X", description: `with --baseline: the fall of ${metric} allowed, 0 to 1 (default 0)` },
  } as const;
}

export interface HistoryFlags {
  save?: boolean;
  label?: string;
  store?: string;
  baseline?: string;
  maxDrop?: string;
}

export interface History {
  gate?: BaselineGate;
  /** With --save: records the run through `write` (which returns its id) and says so on stderr. */
  save(write: (store: Store, made: { toolVersion: string }) => string): Promise<void>;
}

/**
 * Checks the flags and resolves the baseline before the run: a long run must not end in a
 * refusal. A store that exists is opened once too, so that one written by a newer version is
 * refused before the run rather than after it.
 */
export async function prepareHistory(flags: HistoryFlags, kind: RunKind, io: CommandIO, usageError: (detail: string) => UsageError): Promise<History> {
  if (flags.label !== undefined && flags.save !== true) throw usageError("--label names a saved run; add --save");
  if (flags.maxDrop !== undefined && flags.baseline === undefined) throw usageError("--max-drop needs --baseline");
  const maxDrop = flags.maxDrop === undefined ? 0 : parseFraction(flags.maxDrop);
  if (maxDrop === undefined) throw usageError(`--max-drop must be a number from 0 to 1, not ${JSON.stringify(flags.maxDrop)}`);
  const folder = storeFolder({ flag: flags.store, env: io.env, cwd: process.cwd() });
  if (flags.save === true && storeExists(folder)) openStore(folder, { create: false }).close();
  const gate = flags.baseline === undefined ? undefined : { baseline: await resolveBaseline({ spec: flags.baseline, kind, store: folder }), maxDrop };
  return {
    ...(gate === undefined ? {} : { gate }),
    async save(write) {
      if (flags.save !== true) return;
      const made = { toolVersion: await toolVersion() };
      const store = openStore(folder, { create: true });
      try {
        io.stderr(`saved run ${write(store, made)}\n`);
      } finally {
        store.close();
      }
    },
  };
}
