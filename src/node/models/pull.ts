// `groundcheck models pull`: fetches the files of an NLI model's ONNX export from the Hugging Face
// hub (or the mirror HF_ENDPOINT names) into a local folder for `--judge nli:PATH`. This is the
// one place groundcheck reaches a network endpoint the user did not configure per run, and only
// when asked to pull.
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { InputError } from "../errors.js";
import { cacheDirectory } from "../llm/cache.js";
import { MODEL_FILES } from "../nli/folder.js";

/** Tokenizer files some loaders read besides tokenizer.json; absent from many repositories. */
const OPTIONAL_FILES = ["special_tokens_map.json", "vocab.txt"] as const;
const DEFAULT_ENDPOINT = "https://huggingface.co";
/** Hub ids: `name` or `owner/name`, letters, digits, `-`, `_`, `.`. */
const HUB_ID = /^[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)?$/;

export interface PullOptions {
  /** `owner/name` on the hub. */
  id: string;
  /** Branch, tag or commit (default `main`). */
  revision?: string;
  /** The models folder: the model goes to `<dir>/<id>`. */
  dir: string;
  /** Hub base URL, e.g. https://huggingface.co. */
  endpoint: string;
  /** Sent to the hub for gated or private models (HF_TOKEN). */
  token?: string;
}

export interface PulledFile {
  name: string;
  bytes: number;
}

export interface PullResult {
  path: string;
  files: PulledFile[];
}

/** GROUNDCHECK_MODELS_DIR, else `models/` in the cache folder the LLM judges use too. */
export function defaultModelsDir(env: Readonly<Record<string, string | undefined>>): string {
  return env.GROUNDCHECK_MODELS_DIR?.trim() || join(cacheDirectory(env), "models");
}

export function hubEndpoint(env: Readonly<Record<string, string | undefined>>): string {
  return (env.HF_ENDPOINT || DEFAULT_ENDPOINT).replace(/\/+$/, "");
}

function pullError(id: string, detail: string): InputError {
  return new InputError(`models pull ${id}: ${detail}`);
}

/** Why fetch could not reach the hub: undici hides the system error in `cause`. */
function unreachable(id: string, endpoint: string, error: unknown): InputError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const why = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return pullError(id, `cannot reach ${endpoint} (${why}); pulling a model needs the network, or HF_ENDPOINT set to a mirror`);
}

async function download(options: PullOptions & { revision: string }, file: string, into: string): Promise<PulledFile | undefined> {
  const { id, revision, endpoint, token } = options;
  const url = `${endpoint}/${id}/resolve/${encodeURIComponent(revision)}/${file}`;
  let response: Response;
  try {
    response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  } catch (error) {
    throw unreachable(id, endpoint, error);
  }
  const optional = (OPTIONAL_FILES as readonly string[]).includes(file);
  if (!response.ok) {
    await response.body?.cancel();
    if (optional && response.status === 404) return undefined;
    const hint =
      response.status === 404
        ? file.startsWith("onnx/")
          ? " (the repository has no ONNX export; pull one that has onnx/model.onnx)"
          : ` (no such file in ${id} at ${revision})`
        : response.status === 401 || response.status === 403
          ? " (a gated or private model: set HF_TOKEN)"
          : "";
    throw pullError(id, `${file}: HTTP ${response.status} from ${url}${hint}`);
  }
  const path = join(into, file);
  await mkdir(dirname(path), { recursive: true });
  try {
    await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), createWriteStream(path));
  } catch (error) {
    throw pullError(id, `${file}: the download broke off (${error instanceof Error ? error.message : String(error)})`);
  }
  const bytes = (await stat(path)).size;
  const expected = response.headers.get("content-length");
  // Compressed responses state the compressed length; only a plain body can be checked against it.
  if (expected !== null && response.headers.get("content-encoding") === null && Number(expected) !== bytes) {
    throw pullError(id, `${file}: got ${bytes} of ${expected} bytes`);
  }
  return { name: file, bytes };
}

/**
 * Downloads into a hidden folder beside the target and renames it into place when every file
 * has arrived: an interrupted or failed pull leaves no half-written model, and a model pulled
 * before stays as it was until the new one is complete.
 */
export async function pullModel(options: PullOptions): Promise<PullResult> {
  const { id, dir } = options;
  if (!HUB_ID.test(id) || id.includes("..")) throw pullError(id, "not a hub model id (expected OWNER/NAME)");
  const revision = options.revision ?? "main";
  const target = join(dir, ...id.split("/"));
  await mkdir(dirname(target), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    throw InputError.at(dirname(target), `cannot create the models folder (${error.code ?? error.message})`);
  });
  const partial = await mkdtemp(join(dirname(target), `.${basename(target)}.partial-`));
  try {
    const files: PulledFile[] = [];
    for (const file of [...MODEL_FILES, ...OPTIONAL_FILES]) {
      const pulled = await download({ ...options, revision }, file, partial);
      if (pulled) files.push(pulled);
    }
    const previous = await stat(target).catch(() => undefined);
    const old = previous ? `${partial}.old` : undefined;
    if (old) await rename(target, old);
    try {
      await rename(partial, target);
    } catch (error) {
      if (old) await rename(old, target);
      throw error;
    }
    if (old) await rm(old, { recursive: true, force: true });
    return { path: target, files };
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}
