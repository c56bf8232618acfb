// Settings of the closed-world audit: groundcheck.config.json (found from the
// working folder up) and the flags that override it. Every bad key or value
// stops the run naming the file and the key: a typo in a setting that was then
// silently ignored would make an audit pass that should have failed.
import { stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Strictness } from "../core/audit/types.js";
import type { CitationStyle } from "../core/audit/types.js";
import { DEFAULT_MAX_RANGE_LINES } from "../core/engine.js";
import { InputError } from "./errors.js";
import { readText } from "./read-text.js";

export const CONFIG_FILE = "groundcheck.config.json";

export const STRICTNESS: readonly Strictness[] = ["strict", "lenient"];
export const CITATION_STYLES: readonly CitationStyle[] = ["line", "chunk"];
export const MAX_RANGE_LIMIT = 50;

export interface GroundcheckConfig {
  strictness?: Strictness;
  /** The most lines one `[A:L12-15]` citation may cover, 1 to 50. */
  maxRangeLines?: number;
  /** How the writer cites; shown in reports, not yet used by the checks. */
  citationStyle?: CitationStyle;
  /** Groups of names of the same entity: [["星尘-3", "星尘 3 号"]]. */
  aliases?: string[][];
  /** Fail when the share of grounded sentences is below this, 0 to 1. */
  minGroundedRate?: number;
  /** The file the settings were read from; undefined when there is none. */
  path?: string;
}

/**
 * The settings file: `explicitPath` when given (it must exist), else the first
 * groundcheck.config.json in `cwd` or a parent folder. The search stops at the
 * filesystem root and after a folder holding `.git`, so a project never picks up
 * the settings of whatever folder it happens to sit in. No file: `{}`.
 */
export async function loadConfig(cwd: string, explicitPath?: string): Promise<GroundcheckConfig> {
  const path = explicitPath ?? (await findConfig(resolve(cwd)));
  return path === undefined ? {} : parseConfig(await readText(path), path);
}

async function findConfig(folder: string): Promise<string | undefined> {
  for (let current = folder; ; current = dirname(current)) {
    const candidate = join(current, CONFIG_FILE);
    if (await stat(candidate).then((found) => found.isFile(), () => false)) return candidate;
    if (await stat(join(current, ".git")).then(() => true, () => false)) return undefined;
    if (dirname(current) === current) return undefined;
  }
}

/** Validates the file's JSON; `path` is for the messages only. */
export function parseConfig(text: string, path: string): GroundcheckConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw InputError.at(path, `invalid JSON (${(error as Error).message})`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw InputError.at(path, "expected a JSON object of settings");
  }
  const config: GroundcheckConfig = { path };
  for (const [key, given] of Object.entries(value)) {
    const fail = (expected: string): InputError => InputError.at(path, `"${key}" must be ${expected}, not ${JSON.stringify(given)}`);
    switch (key) {
      case "strictness":
        config.strictness = oneOf(given, STRICTNESS, fail);
        break;
      case "maxRangeLines":
        if (!Number.isInteger(given) || (given as number) < 1 || (given as number) > MAX_RANGE_LIMIT) {
          throw fail(`an integer from 1 to ${MAX_RANGE_LIMIT}`);
        }
        config.maxRangeLines = given as number;
        break;
      case "citationStyle":
        config.citationStyle = oneOf(given, CITATION_STYLES, fail);
        break;
      case "aliases":
        config.aliases = aliasGroups(given, fail);
        break;
      case "minGroundedRate":
        if (typeof given !== "number" || !(given >= 0 && given <= 1)) throw fail("a number from 0 to 1");
        config.minGroundedRate = given;
        break;
      default:
        throw InputError.at(path, `unknown key ${JSON.stringify(key)} (known: ${KNOWN_KEYS.join(", ")})`);
    }
  }
  return config;
}

const KNOWN_KEYS = ["strictness", "maxRangeLines", "citationStyle", "aliases", "minGroundedRate"];

function oneOf<T extends string>(given: unknown, choices: readonly T[], fail: (expected: string) => InputError): T {
  if (!choices.includes(given as T)) throw fail(`one of ${choices.map((choice) => JSON.stringify(choice)).join(", ")}`);
  return given as T;
}

function aliasGroups(given: unknown, fail: (expected: string) => InputError): string[][] {
  const valid =
    Array.isArray(given) &&
    given.every(
      (group: unknown) =>
        Array.isArray(group) && group.length >= 2 && group.every((name: unknown) => typeof name === "string" && name.trim() !== ""),
    );
  if (!valid) throw fail('an array of groups of at least two names, e.g. [["星尘-3", "星尘 3 号"]]');
  return (given as string[][]).map((group) => group.map((name) => name.trim()));
}

/** The settings in force: flags over the file over the defaults. */
export interface Settings {
  strictness: Strictness;
  maxRangeLines: number;
  citationStyle: CitationStyle;
  /** The file's groups, then those of the flags: a flag adds a group, it does not drop the file's. */
  aliases: string[][];
  minGroundedRate?: number;
}

/** The flags as typed; values are checked here, with the flag named. */
export interface SettingFlags {
  strictness?: Strictness;
  maxRange?: string;
  alias?: readonly string[];
  minGroundedRate?: string;
}

// The seed's defaults: strict ("无据即删") and citations of at most five lines.
const DEFAULTS = { strictness: "strict", maxRangeLines: DEFAULT_MAX_RANGE_LINES, citationStyle: "line" } as const;

/** `usageError` builds the error for a bad flag value (it points to --help). */
export function resolveSettings(config: GroundcheckConfig, flags: SettingFlags, usageError: (detail: string) => InputError): Settings {
  const maxRange = flags.maxRange === undefined ? undefined : parseWhole(flags.maxRange);
  if (flags.maxRange !== undefined && (maxRange === undefined || maxRange < 1 || maxRange > MAX_RANGE_LIMIT)) {
    throw usageError(`--max-range must be a whole number from 1 to ${MAX_RANGE_LIMIT}, not ${JSON.stringify(flags.maxRange)}`);
  }
  const minimum = flags.minGroundedRate === undefined ? undefined : parseFraction(flags.minGroundedRate);
  if (flags.minGroundedRate !== undefined && minimum === undefined) {
    throw usageError(`--min-grounded-rate must be a number from 0 to 1, not ${JSON.stringify(flags.minGroundedRate)}`);
  }
  const flagAliases = (flags.alias ?? []).map((text) => {
    const group = parseAlias(text);
    if (group === undefined) throw usageError(`--alias needs two or more names joined by "=", e.g. "星尘-3=星尘 3 号", not ${JSON.stringify(text)}`);
    return group;
  });
  const settings: Settings = {
    strictness: flags.strictness ?? config.strictness ?? DEFAULTS.strictness,
    maxRangeLines: maxRange ?? config.maxRangeLines ?? DEFAULTS.maxRangeLines,
    citationStyle: config.citationStyle ?? DEFAULTS.citationStyle,
    aliases: [...(config.aliases ?? []), ...flagAliases],
  };
  const minGroundedRate = minimum ?? config.minGroundedRate;
  return minGroundedRate === undefined ? settings : { ...settings, minGroundedRate };
}

/** `"星尘-3=星尘 3 号"` -> ["星尘-3", "星尘 3 号"]; undefined when a name is empty or there is only one. */
export function parseAlias(text: string): string[] | undefined {
  const names = text.split("=").map((name) => name.trim());
  return names.length >= 2 && names.every((name) => name !== "") ? names : undefined;
}

/** A plain decimal in [0, 1]; Number() alone would also take "", "0x1" and "1e-1". */
export function parseFraction(text: string): number | undefined {
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= 0 && value <= 1 ? value : undefined;
}

function parseWhole(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text) : undefined;
}
