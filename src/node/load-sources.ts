// The manifest of a closed-world audit: which files are the sources and which id
// each one is cited by (`[A:L12]`). Every problem stops the run with the file
// named: a source silently dropped would turn every sentence citing it into a
// false C2.
import { stat } from "node:fs/promises";
import type { Source } from "../core/audit/types.js";
import { InputError } from "./errors.js";
import { FOLDER_EXTENSIONS, listTextFiles } from "./text-files.js";
import { readText } from "./read-text.js";

/**
 * A source id: what a citation marker can name (`[A:L12]`, `[spec-2:L3]`):
 * ASCII letters, digits, `_` and `-`, not starting or ending with `-`.
 */
const SOURCE_ID = /^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,38}[A-Za-z0-9_])?$/;

/**
 * Ids up to this length are taken as ids even when the file after `=` does not
 * exist, so that `A=missing.md` reports `missing.md` as the missing file.
 */
const SHORT_ID = 8;

export interface SourceArg {
  /** The id given as `ID=path`; undefined when the argument is a bare path. */
  id?: string;
  path: string;
}

/**
 * How one manifest argument reads. `ID=path` is split at the first `=` only when
 * the part before it is a valid id and either the part after it exists, or the
 * whole argument does not exist and the id is short (at most 8 characters). So
 * a file whose own name contains `=` (`notes=v2.md`) is read as that file when
 * it exists, and `A=absent.md` is reported as `absent.md` missing.
 */
export async function splitSourceArg(arg: string): Promise<SourceArg> {
  const equals = arg.indexOf("=");
  const id = arg.slice(0, equals);
  const path = arg.slice(equals + 1);
  if (equals === -1 || !SOURCE_ID.test(id)) return { path: arg };
  if (path !== "" && (await exists(path))) return { id, path };
  if (await exists(arg)) return { path: arg };
  return id.length <= SHORT_ID ? { id, path } : { path: arg };
}

/**
 * The sources, in the order given. Each argument is a file, a folder (its
 * .md/.markdown/.txt files, sorted by name) or `ID=file`. Arguments without an
 * id get A, B, … Z, AA, AB, … in order, skipping ids given explicitly anywhere
 * in the list. Files are read as strict UTF-8.
 */
export async function loadSources(args: readonly string[]): Promise<Source[]> {
  if (args.length === 0) throw new InputError("no sources given");
  const entries: SourceArg[] = [];
  for (const arg of args) {
    if (arg === "") throw new InputError("an empty source path was given");
    const entry = await splitSourceArg(arg);
    if (entry.path === "") throw new InputError(`source ${JSON.stringify(arg)} has no path after "="`);
    entries.push(entry);
  }
  const ids = new IdAllocator(entries.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])));
  const sources: Source[] = [];
  const seen = new Map<string, string>();
  const add = async (id: string, path: string): Promise<void> => {
    const first = seen.get(id);
    if (first !== undefined) throw InputError.at(path, `duplicate source id ${JSON.stringify(id)} (also ${first})`);
    seen.set(id, path);
    const text = await readText(path);
    if (text.trim() === "") throw InputError.at(path, "empty source");
    sources.push({ id, text, path });
  };
  for (const entry of entries) {
    if (!(await isFolder(entry.path))) {
      await add(entry.id ?? ids.next(), entry.path);
      continue;
    }
    if (entry.id !== undefined) {
      throw InputError.at(entry.path, `is a folder; its files get ids A, B, … in order, so "${entry.id}=" can name only a file`);
    }
    const files = await listTextFiles(entry.path);
    if (files.length === 0) throw InputError.at(entry.path, `no sources in the folder (no ${FOLDER_EXTENSIONS.join(", ")} files)`);
    for (const file of files) await add(ids.next(), file);
  }
  return sources;
}

/** A, B, … Z, AA, AB, …: the next id no argument took explicitly. */
class IdAllocator {
  private count = 0;

  constructor(private readonly taken: readonly string[]) {}

  next(): string {
    for (;;) {
      const id = spreadsheetColumn(this.count++);
      if (!this.taken.includes(id)) return id;
    }
  }
}

/** 0 -> A, 25 -> Z, 26 -> AA, 701 -> ZZ, 702 -> AAA. */
function spreadsheetColumn(index: number): string {
  let id = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    id = String.fromCharCode(65 + ((rest - 1) % 26)) + id;
  }
  return id;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A missing path is left to readText, whose message names it ("no such file"). */
async function isFolder(path: string): Promise<boolean> {
  return stat(path).then(
    (found) => found.isDirectory(),
    () => false,
  );
}
