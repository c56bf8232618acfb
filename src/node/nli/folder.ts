// The model folder of `--judge nli:PATH`, checked before anything is loaded: transformers.js
// would report a missing file as a failed download or a stack trace, not as the file to add.
import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { InputError } from "../errors.js";
import { isObject } from "../json-values.js";
import { readText } from "../read-text.js";
import { mapLabels, type NliLabels } from "./labels.js";

/** What a folder must hold, in the layout of a Hugging Face repository with an ONNX export. */
export const MODEL_FILES = ["config.json", "tokenizer.json", "tokenizer_config.json", "onnx/model.onnx"] as const;

/** Longer inputs cost quadratic attention and few NLI models were trained on more. */
const MAX_LENGTH_CAP = 512;
/** Tokenizers without a limit write 1e30 (transformers' VERY_LARGE_INTEGER). */
const NO_LIMIT = 1e9;

export interface NliFolder {
  /** Absolute: transformers.js reads a relative "owner/name" as a hub id under its own models path. */
  path: string;
  name: string;
  labels: NliLabels;
  /** Tokens the model reads at once, special tokens included. */
  maxLength: number;
  /** Stable across copies and clones of the folder: its JSON files' bytes and the model's size. */
  version: string;
}

function describeFolder(): string {
  return `an NLI model folder holds ${MODEL_FILES.slice(0, -1).join(", ")} and ${MODEL_FILES[MODEL_FILES.length - 1]}`;
}

async function readJson(path: string): Promise<{ text: string; value: Record<string, unknown> }> {
  const text = await readText(path);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw InputError.at(path, `not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(value)) throw InputError.at(path, "expected a JSON object");
  return { text, value };
}

function positive(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0 && value < NO_LIMIT ? Math.floor(value) : undefined;
}

export async function readNliFolder(folder: string): Promise<NliFolder> {
  const path = resolve(folder);
  const found = await stat(path).catch(() => undefined);
  if (found === undefined) throw InputError.at(folder, `no such folder (${describeFolder()})`);
  if (!found.isDirectory()) throw InputError.at(folder, `not a folder (${describeFolder()})`);
  const sizes = new Map<string, number>();
  for (const file of MODEL_FILES) {
    const entry = await stat(join(path, file)).catch(() => undefined);
    if (entry === undefined || !entry.isFile()) throw InputError.at(join(folder, file), `missing from the model folder (${describeFolder()})`);
    sizes.set(file, entry.size);
  }

  const configPath = join(folder, "config.json");
  const config = await readJson(configPath);
  const tokenizerConfig = await readJson(join(folder, "tokenizer_config.json"));
  const labels = mapLabels(config.value.id2label);
  if (!labels) {
    const found = config.value.id2label === undefined ? "no id2label" : `id2label ${JSON.stringify(config.value.id2label)}`;
    throw InputError.at(configPath, `${found}: expected entailment/neutral/contradiction labels, or two labels entailment/not-entailment (supported/unsupported, LABEL_0/LABEL_1 with 1 = supported)`);
  }
  const limits = [positive(tokenizerConfig.value.model_max_length), positive(config.value.max_position_embeddings), MAX_LENGTH_CAP];
  const maxLength = Math.min(...limits.filter((n): n is number => n !== undefined));

  const hash = createHash("sha256").update(config.text).update("\0").update(tokenizerConfig.text).update("\0");
  hash.update(String(sizes.get("tokenizer.json"))).update("\0").update(String(sizes.get("onnx/model.onnx")));
  const source = typeof config.value._name_or_path === "string" && config.value._name_or_path !== "" ? config.value._name_or_path : basename(path);
  return { path, name: basename(path), labels, maxLength, version: `${source}@${hash.digest("hex").slice(0, 12)}` };
}
