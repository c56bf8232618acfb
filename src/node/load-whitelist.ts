// Whitelist files (`groundcheck whitelist -o`) and alias files, read back for `audit --whitelist`
// and `whitelist --merge`. A whitelist is trusted as the whole closed world: a malformed entry
// silently skipped would turn every sentence using that name or number into a false E1 or N1,
// so every problem stops the run with the file and the entry named.
import { mergeWhitelists } from "../core/audit/whitelist.js";
import type { Whitelist } from "../core/audit/types.js";
import { parseAlias } from "./config.js";
import { InputError } from "./errors.js";
import { readLines, readText } from "./read-text.js";

/** The files' whitelists merged into one, read one after the other so that the first bad file is the one reported. */
export async function loadWhitelists(paths: readonly string[]): Promise<Whitelist> {
  const lists: Whitelist[] = [];
  for (const path of paths) lists.push(parseWhitelist(await readText(path), path));
  return mergeWhitelists(lists);
}

type Fail = (detail: string) => InputError;

/** Validates the JSON of one whitelist file; `path` names it in the messages. */
export function parseWhitelist(text: string, path: string): Whitelist {
  const fail: Fail = (detail) => InputError.at(path, `not a groundcheck whitelist: ${detail}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw InputError.at(path, `invalid JSON (${(error as Error).message})`);
  }
  if (!isRecord(value)) throw fail("expected a JSON object");
  if (value.version !== 1) throw fail(value.version === undefined ? `no "version" (expected 1)` : `"version" must be 1, not ${JSON.stringify(value.version)}`);
  const list = {
    version: 1 as const,
    sources: arrayOf(value, "sources", fail, (item, at) => {
      nonEmpty(item, "id", at, fail);
      if (item.path !== undefined) nonEmpty(item, "path", at, fail);
    }),
    entities: arrayOf(value, "entities", fail, (item, at) => {
      nonEmpty(item, "name", at, fail);
      strings(item, "aliases", at, fail);
      if (!Array.isArray(item.seen)) throw fail(`${at}.seen must be an array`);
      item.seen.forEach((seen: unknown, i) => {
        const where = `${at}.seen[${i}]`;
        if (!isRecord(seen)) throw fail(`${where} must be an object`);
        place(seen, where, fail);
      });
    }),
    numbers: arrayOf(value, "numbers", fail, (item, at) => {
      nonEmpty(item, "raw", at, fail);
      finite(item, "value", at, fail);
      if (item.max !== undefined) finite(item, "max", at, fail);
      if (typeof item.unit !== "string") throw fail(`${at}.unit must be a string`);
      nonEmpty(item, "dimension", at, fail);
      place(item, at, fail);
    }),
    dates: arrayOf(value, "dates", fail, (item, at) => {
      nonEmpty(item, "raw", at, fail);
      for (const field of ["year", "month", "day", "quarter"]) {
        if (item[field] !== undefined && !Number.isInteger(item[field])) throw fail(`${at}.${field} must be an integer`);
      }
      place(item, at, fail);
    }),
  };
  return list as Whitelist;
}

/**
 * Alias groups from a file: one group per line, names joined by "=" ("星尘-3=星尘 3 号"); blank
 * lines and lines starting with "#" are skipped.
 */
export async function loadAliasFile(path: string): Promise<string[][]> {
  const groups: string[][] = [];
  for await (const { line, text } of readLines(path)) {
    if (text.trim() === "" || text.trimStart().startsWith("#")) continue;
    const group = parseAlias(text);
    if (group === undefined) throw InputError.at(path, `an alias line needs two or more names joined by "=", e.g. "星尘-3=星尘 3 号"`, line);
    groups.push(group);
  }
  return groups;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function arrayOf(
  value: Record<string, unknown>,
  key: string,
  fail: Fail,
  check: (item: Record<string, unknown>, at: string) => void,
): unknown[] {
  const items = value[key];
  if (!Array.isArray(items)) throw fail(`"${key}" must be an array`);
  items.forEach((item: unknown, i) => {
    const at = `${key}[${i}]`;
    if (!isRecord(item)) throw fail(`${at} must be an object`);
    check(item, at);
  });
  return items;
}

function nonEmpty(item: Record<string, unknown>, key: string, at: string, fail: Fail): void {
  if (typeof item[key] !== "string" || item[key] === "") throw fail(`${at}.${key} must be a non-empty string`);
}

function strings(item: Record<string, unknown>, key: string, at: string, fail: Fail): void {
  const list = item[key];
  if (!Array.isArray(list) || !list.every((name) => typeof name === "string" && name !== "")) throw fail(`${at}.${key} must be an array of non-empty strings`);
}

function finite(item: Record<string, unknown>, key: string, at: string, fail: Fail): void {
  if (typeof item[key] !== "number" || !Number.isFinite(item[key])) throw fail(`${at}.${key} must be a number`);
}

/** The (source, line) an item was seen at. */
function place(item: Record<string, unknown>, at: string, fail: Fail): void {
  nonEmpty(item, "source", at, fail);
  if (!Number.isInteger(item.line) || (item.line as number) < 1) throw fail(`${at}.line must be a line number (1 or more)`);
}
