// Loads the chunks an answer is checked against. Every malformed entry stops the
// run with its file and line: a silently skipped chunk would turn every claim
// citing it into a false "unsupported".
import { stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import type { Chunk } from "../core/types.js";
import { InputError } from "./errors.js";
import { readJsonLines, readText } from "./read-text.js";
import { FOLDER_EXTENSIONS, listTextFiles } from "./text-files.js";
import { describeValue, isObject } from "./json-values.js";


const ACCEPTED = `.jsonl, .json, or a folder of ${FOLDER_EXTENSIONS.join("/")} files`;

export async function loadContext(path: string): Promise<Chunk[]> {
  let isFolder: boolean;
  try {
    isFolder = (await stat(path)).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw InputError.at(path, code === "ENOENT" ? "no such file or folder" : `cannot read (${code ?? String(error)})`);
  }
  const extension = extname(path).toLowerCase();
  const chunks = isFolder
    ? await loadFolder(path)
    : extension === ".jsonl"
      ? await loadJsonl(path)
      : extension === ".json"
        ? await loadJson(path)
        : unknownFormat(path, extension);
  if (chunks.length === 0) {
    const hint = isFolder ? ` (no ${FOLDER_EXTENSIONS.join(", ")} files)` : "";
    throw new InputError(`no chunks in ${path}${hint}`, { file: path });
  }
  return chunks;
}

function unknownFormat(path: string, extension: string): never {
  const what = extension === "" ? "a file without an extension" : `"${extension}"`;
  throw InputError.at(path, `unknown context format: ${what} (accepted: ${ACCEPTED})`);
}

async function loadJsonl(path: string): Promise<Chunk[]> {
  const chunks = new Chunks();
  // The common mix-up: a pretty-printed .json array saved as .jsonl.
  const hint = (line: number, text: string): string => (line === 1 && text.trim().startsWith("[") ? "; for a JSON array use the .json extension" : "");
  for await (const { line, value, fail } of readJsonLines(path, hint)) {
    chunks.add(toChunk(value, fail), `on line ${line}`, fail);
  }
  return chunks.list;
}

async function loadJson(path: string): Promise<Chunk[]> {
  const text = await readText(path);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    // The reverse mix-up: one object per line saved as .json.
    const hint = message.includes("after JSON") ? "; for one chunk per line use the .jsonl extension" : "";
    throw InputError.at(path, `invalid JSON (${message})${hint}`, lineOfJsonError(text, message));
  }
  const items = Array.isArray(value) ? value : isObject(value) && Array.isArray(value.chunks) ? value.chunks : undefined;
  if (items === undefined) {
    throw InputError.at(path, `expected an array of chunks or {"chunks": [...]}, got ${describeValue(value)}`);
  }
  const chunks = new Chunks();
  items.forEach((item: unknown, index) => {
    const fail = (detail: string): InputError => InputError.at(path, `item ${index + 1}: ${detail}`);
    chunks.add(toChunk(item, fail), `item ${index + 1}`, fail);
  });
  return chunks.list;
}

async function loadFolder(path: string): Promise<Chunk[]> {
  const chunks = new Chunks();
  for (const file of await listTextFiles(path)) {
    const id = basename(file, extname(file));
    chunks.add({ id, text: await readText(file) }, file, (detail) => InputError.at(file, detail));
  }
  return chunks.list;
}

/** Collects chunks and rejects a second chunk with an id already taken. */
class Chunks {
  readonly list: Chunk[] = [];
  private readonly seen = new Map<string, string>();

  /** `where` names this chunk's place for a later duplicate's message ("on line 2"). */
  add(chunk: Chunk, where: string, fail: (detail: string) => InputError): void {
    const first = this.seen.get(chunk.id);
    if (first !== undefined) throw fail(`duplicate chunk id ${JSON.stringify(chunk.id)} (also ${first})`);
    this.seen.set(chunk.id, where);
    this.list.push(chunk);
  }
}

/** One chunk from parsed JSON; also how the HTTP service reads the chunks of a request. */
export function toChunk(value: unknown, fail: (detail: string) => InputError): Chunk {
  if (!isObject(value)) throw fail(`expected a JSON object with "id" and "text", got ${describeValue(value)}`);
  const id = chunkId(value.id, fail);
  const name = JSON.stringify(id);
  if (value.text === undefined) throw fail(`chunk ${name} has no "text"`);
  if (typeof value.text !== "string") throw fail(`chunk ${name}: "text" must be a string, got ${describeValue(value.text)}`);
  const fields: Record<string, unknown> = { ...value };
  // title and url are typed fields that reporters print; null is a common
  // "absent" in exported data, anything else that is not a string is a mistake.
  for (const field of ["title", "url"]) {
    const given = fields[field];
    if (given === null) delete fields[field];
    else if (given !== undefined && typeof given !== "string") {
      throw fail(`chunk ${name}: "${field}" must be a string, got ${describeValue(given)}`);
    }
  }
  return { ...fields, id, text: value.text };
}

function chunkId(id: unknown, fail: (detail: string) => InputError): string {
  if (id === undefined || id === null) throw fail(`chunk has no "id"`);
  if (typeof id === "number") return String(id);
  if (typeof id !== "string") throw fail(`"id" must be a string or a number, got ${describeValue(id)}`);
  if (id.trim() === "") throw fail(`chunk has an empty "id"`);
  return id;
}

/** JSON.parse reports a character position; a person needs the line. */
function lineOfJsonError(text: string, message: string): number | undefined {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position === undefined) return undefined;
  let line = 1;
  const end = Math.min(Number(position), text.length);
  for (let at = text.indexOf("\n"); at !== -1 && at < end; at = text.indexOf("\n", at + 1)) line++;
  return line;
}
