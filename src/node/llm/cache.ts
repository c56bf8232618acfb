// An on-disk cache of JSON values, one file per key, so a rerun of a model-backed check makes no
// request and gets the same answers. The cache only saves requests: a file that cannot be read
// or parsed is a miss, and a write that fails leaves the run as it was.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";

/** GROUNDCHECK_CACHE_DIR, else `groundcheck` under XDG_CACHE_HOME, else ~/.cache/groundcheck. */
export function cacheDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const own = env.GROUNDCHECK_CACHE_DIR?.trim();
  if (own) return own;
  const xdg = env.XDG_CACHE_HOME?.trim();
  return join(xdg || join(homedir(), ".cache"), "groundcheck");
}

/** A key from the parts that decide an answer (model, prompt version, inputs). */
export function cacheKey(parts: readonly unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

export class JsonCache {
  constructor(readonly folder: string) {}

  private path(key: string): string {
    // Two-letter subfolders keep any one folder small over a long-lived cache.
    return join(this.folder, key.slice(0, 2), `${key}.json`);
  }

  async get(key: string): Promise<unknown> {
    try {
      return JSON.parse(await readFile(this.path(key), "utf8"));
    } catch {
      return undefined;
    }
  }

  /** Written whole or not at all (a temporary file renamed into place), so a reader never sees half a file. */
  async set(key: string, value: unknown): Promise<void> {
    const path = this.path(key);
    const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await mkdir(join(this.folder, key.slice(0, 2)), { recursive: true });
      await writeFile(temporary, `${JSON.stringify(value)}\n`);
      await rename(temporary, path);
    } catch {
      await rm(temporary, { force: true }).catch(() => undefined);
    }
  }
}
