// The files of an A/B experiment: each group a folder of outputs (or one output file), all
// audited against the same sources, one after the other so that errors name files in order.
import { stat } from "node:fs/promises";
import type { AuditOptions } from "../core/audit/audit.js";
import type { Source } from "../core/audit/types.js";
import { experiment, type ExperimentGroup, type ExperimentResult } from "../core/experiment/experiment.js";
import { auditText } from "../core/fix/check.js";
import { InputError } from "./errors.js";
import { loadAnswer } from "./load-answer.js";
import { loadSources } from "./load-sources.js";
import { FOLDER_EXTENSIONS, listTextFiles } from "./text-files.js";

export interface ExperimentFilesInput {
  groups: { name: string; path: string }[];
  sourceArgs: readonly string[];
  options: AuditOptions;
}

export async function experimentFiles(input: ExperimentFilesInput): Promise<{ result: ExperimentResult; sources: Source[] }> {
  const sources = await loadSources(input.sourceArgs);
  const groups: ExperimentGroup[] = [];
  for (const group of input.groups) {
    const outputs: ExperimentGroup["outputs"] = [];
    for (const file of await outputFiles(group.path)) outputs.push({ file, result: await auditText(await loadAnswer(file), sources, input.options) });
    groups.push({ name: group.name, outputs });
  }
  return { result: experiment(groups), sources };
}

async function outputFiles(path: string): Promise<string[]> {
  const found = await stat(path).catch(() => undefined);
  if (found === undefined) throw InputError.at(path, "no such file or folder");
  if (!found.isDirectory()) return [path];
  const files = await listTextFiles(path);
  if (files.length === 0) throw InputError.at(path, `no outputs in the folder (no ${FOLDER_EXTENSIONS.join(", ")} files)`);
  return files;
}
