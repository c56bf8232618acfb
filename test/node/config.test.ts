import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG_FILE, loadConfig, parseAlias, parseConfig, parseFraction, resolveSettings } from "../../src/node/config.js";
import { InputError } from "../../src/node/errors.js";

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "groundcheck-config-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function folder(...parts: string[]): Promise<string> {
  const path = join(root, ...parts);
  await mkdir(path, { recursive: true });
  return path;
}

async function write(path: string, value: unknown): Promise<string> {
  await writeFile(path, typeof value === "string" ? value : JSON.stringify(value, null, 2));
  return path;
}

/** One InputError line naming the file and containing every needle. */
function expectInputError(run: () => unknown, path: string, ...needles: string[]): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(InputError);
  const message = (caught as InputError).message;
  expect(message).toMatch(/^groundcheck: [^\n]+$/);
  expect(message).toContain(`${path}: `);
  for (const needle of needles) expect(message).toContain(needle);
}

describe("loadConfig: finding the file", () => {
  it("reads groundcheck.config.json in the folder", async () => {
    const project = await folder("here");
    const path = await write(join(project, CONFIG_FILE), { strictness: "lenient" });
    expect(await loadConfig(project)).toEqual({ strictness: "lenient", path });
  });

  it("looks in the parent folders up to the one holding .git", async () => {
    const repo = await folder("repo");
    await mkdir(join(repo, ".git"));
    const path = await write(join(repo, CONFIG_FILE), { maxRangeLines: 3 });
    expect(await loadConfig(await folder("repo", "docs", "summaries"))).toEqual({ maxRangeLines: 3, path });
  });

  it("does not look past the folder holding .git", async () => {
    await write(join(root, CONFIG_FILE), { strictness: "lenient" });
    const repo = await folder("outer", "inner-repo");
    await mkdir(join(repo, ".git"));
    expect(await loadConfig(await folder("outer", "inner-repo", "src"))).toEqual({});
    await rm(join(root, CONFIG_FILE));
  });

  it("returns no settings when there is no file", async () => {
    const repo = await folder("empty-repo");
    await mkdir(join(repo, ".git"));
    expect(await loadConfig(repo)).toEqual({});
  });

  it("reads --config FILE instead, which must exist", async () => {
    const path = await write(join(await folder("elsewhere"), "audit.json"), { minGroundedRate: 0.9 });
    expect(await loadConfig(await folder("here"), path)).toEqual({ minGroundedRate: 0.9, path });
    const missing = join(root, "missing.json");
    await expect(loadConfig(root, missing)).rejects.toThrow(`groundcheck: ${missing}: no such file`);
  });
});

describe("parseConfig", () => {
  const path = "groundcheck.config.json";

  it("takes every key", () => {
    const config = {
      strictness: "strict",
      maxRangeLines: 50,
      citationStyle: "chunk",
      aliases: [["星尘-3", " 星尘 3 号 "], ["Stardust-3", "SD3", "SD-3"]],
      minGroundedRate: 0,
    };
    expect(parseConfig(JSON.stringify(config), path)).toEqual({
      ...config,
      aliases: [["星尘-3", "星尘 3 号"], ["Stardust-3", "SD3", "SD-3"]],
      path,
    });
  });

  it("rejects an unknown key, naming it and the known ones", () => {
    expectInputError(() => parseConfig('{"strictnes": "strict"}', path), path, 'unknown key "strictnes"', "known: strictness, maxRangeLines");
  });

  it.each([
    [{ strictness: "loose" }, '"strictness" must be one of "strict", "lenient", not "loose"'],
    [{ maxRangeLines: 0 }, '"maxRangeLines" must be an integer from 1 to 50, not 0'],
    [{ maxRangeLines: 51 }, '"maxRangeLines" must be an integer from 1 to 50, not 51'],
    [{ maxRangeLines: 2.5 }, '"maxRangeLines" must be an integer from 1 to 50'],
    [{ maxRangeLines: "5" }, '"maxRangeLines" must be an integer from 1 to 50, not "5"'],
    [{ citationStyle: "[A:L12]" }, '"citationStyle" must be one of "line", "chunk"'],
    [{ aliases: ["星尘-3", "星尘 3 号"] }, '"aliases" must be an array of groups of at least two names'],
    [{ aliases: [["星尘-3"]] }, '"aliases" must be an array of groups'],
    [{ aliases: [["星尘-3", ""]] }, '"aliases" must be an array of groups'],
    [{ minGroundedRate: 1.5 }, '"minGroundedRate" must be a number from 0 to 1, not 1.5'],
    [{ minGroundedRate: "0.9" }, '"minGroundedRate" must be a number from 0 to 1, not "0.9"'],
  ])("rejects a bad value: %j", (config, needle) => {
    expectInputError(() => parseConfig(JSON.stringify(config), path), path, needle);
  });

  it("rejects malformed JSON and anything but an object", () => {
    expectInputError(() => parseConfig('{"strictness": }', path), path, "invalid JSON (");
    expectInputError(() => parseConfig("[]", path), path, "expected a JSON object of settings");
  });
});

describe("resolveSettings: flags over the file over the defaults", () => {
  const usageError = (detail: string): InputError => new InputError(`${detail} (see --help)`);

  it("defaults to strict, ranges of 5 lines, line citations, no aliases, no minimum", () => {
    expect(resolveSettings({}, {}, usageError)).toEqual({ strictness: "strict", maxRangeLines: 5, citationStyle: "line", aliases: [] });
  });

  it("takes the file's values, and a flag over each", () => {
    const config = { strictness: "lenient", maxRangeLines: 3, citationStyle: "chunk", aliases: [["A1", "A-1"]], minGroundedRate: 0.5 } as const;
    expect(resolveSettings({ ...config, aliases: [["A1", "A-1"]] }, {}, usageError)).toEqual({ ...config, aliases: [["A1", "A-1"]] });
    expect(
      resolveSettings(
        { ...config, aliases: [["A1", "A-1"]] },
        { strictness: "strict", maxRange: "8", minGroundedRate: "0.75", alias: ["星尘-3=星尘 3 号"] },
        usageError,
      ),
    ).toEqual({ strictness: "strict", maxRangeLines: 8, citationStyle: "chunk", aliases: [["A1", "A-1"], ["星尘-3", "星尘 3 号"]], minGroundedRate: 0.75 });
  });

  it.each([
    [{ maxRange: "0" }, "--max-range must be a whole number from 1 to 50, not \"0\""],
    [{ maxRange: "5.5" }, "--max-range must be a whole number"],
    [{ maxRange: "99" }, "--max-range must be a whole number"],
    [{ minGroundedRate: "90%" }, '--min-grounded-rate must be a number from 0 to 1, not "90%"'],
    [{ minGroundedRate: "1.1" }, "--min-grounded-rate must be a number from 0 to 1"],
    [{ alias: ["星尘-3"] }, '--alias needs two or more names joined by "="'],
    [{ alias: ["=x"] }, '--alias needs two or more names joined by "="'],
  ])("rejects a bad flag value: %j", (flags, needle) => {
    expect(() => resolveSettings({}, flags, usageError)).toThrow(needle);
  });
});

describe("value parsers", () => {
  it("parseAlias splits at every =", () => {
    expect(parseAlias("星尘-3=星尘 3 号")).toEqual(["星尘-3", "星尘 3 号"]);
    expect(parseAlias(" a = b = c ")).toEqual(["a", "b", "c"]);
    expect(parseAlias("a")).toBeUndefined();
    expect(parseAlias("a==b")).toBeUndefined();
  });

  it("parseFraction takes a plain decimal from 0 to 1", () => {
    expect(parseFraction("0")).toBe(0);
    expect(parseFraction("1.0")).toBe(1);
    expect(parseFraction(".25")).toBe(0.25);
    for (const bad of ["", "1.01", "-0.1", "0x1", "1e-1", "abc"]) expect(parseFraction(bad)).toBeUndefined();
  });
});
