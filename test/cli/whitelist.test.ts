import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whitelistCommand } from "../../src/cli/commands/whitelist.js";
import type { Whitelist } from "../../src/core/audit/types.js";
import { loadAliasFile, loadWhitelists } from "../../src/node/load-whitelist.js";
import { run } from "./run.js";

const SOURCE_A = "星尘-3 采用 12nm 工艺\n典型功耗为 2.1 W\nINT8 算力为 8 TOPS\nFP16 算力未给出\n";
const SOURCE_B = "Stardust-3 uses a 12nm process.\nIt shipped in March 2024.\n";

let dir: string;
let a: string;
let b: string;
let folder: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "groundcheck-whitelist-"));
  a = await file("source_A.md", SOURCE_A);
  b = await file("source_B.md", SOURCE_B);
  folder = join(dir, "corpus");
  await mkdir(folder);
  // Named so that the folder's order (by name) differs from the order the files were written.
  await writeFile(join(folder, "2-en.txt"), SOURCE_B);
  await writeFile(join(folder, "1-zh.md"), SOURCE_A);
  await writeFile(join(folder, "notes.json"), "{}");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

async function readList(path: string): Promise<Whitelist> {
  return JSON.parse(await readFile(path, "utf8")) as Whitelist;
}

function names(list: Whitelist): string[] {
  return list.entities.map((e) => e.name);
}

describe("whitelist: building", () => {
  it("writes the whitelist to -o with a 2-space indent and prints a summary to stderr", async () => {
    const out = join(dir, "whitelist.json");
    const result = await run(whitelistCommand, [a, b, "-o", out]);
    expect(result).toMatchObject({ code: 0, stdout: "" });
    const text = await readFile(out, "utf8");
    const list = JSON.parse(text) as Whitelist;
    expect(text).toBe(`${JSON.stringify(list, null, 2)}\n`);
    expect(list.sources).toEqual([
      { id: "A", path: a },
      { id: "B", path: b },
    ]);
    expect(names(list)).toEqual(expect.arrayContaining(["星尘-3", "INT8", "FP16", "Stardust-3"]));
    expect(list.numbers.map((n) => [n.source, n.line, n.value, n.unit])).toEqual(
      expect.arrayContaining([
        ["A", 2, 2.1, "W"],
        ["A", 3, 8, "TOPS"],
      ]),
    );
    expect(list.dates).toEqual([{ raw: "March 2024", year: 2024, month: 3, source: "B", line: 2 }]);
    const counts = `${list.entities.length} entities, ${list.numbers.length} numbers, 1 date from 2 sources`;
    expect(result.stderr).toBe(`${out}: ${counts}\n`);
  });

  it("prints the JSON on stdout without -o", async () => {
    const result = await run(whitelistCommand, [a]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect((JSON.parse(result.stdout) as Whitelist).sources).toEqual([{ id: "A", path: a }]);
  });

  it.each([
    ["ID=path", () => [`S=${a}`, b], ["S", "A"]],
    ["a folder, by file name", () => [folder], ["A", "B"]],
  ])("names the sources from %s", async (_, argv, ids) => {
    const result = await run(whitelistCommand, argv());
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Whitelist).sources.map((s) => s.id)).toEqual(ids);
  });

  it("takes the folder's text files in name order", async () => {
    const list = JSON.parse((await run(whitelistCommand, [folder])).stdout) as Whitelist;
    expect(list.sources.map((s) => s.path)).toEqual([join(folder, "1-zh.md"), join(folder, "2-en.txt")]);
  });

  it("applies --alias flags and an --aliases file", async () => {
    const aliases = await file("aliases.txt", "# same chip\n\nStardust-3 = SD-3 \n");
    const result = await run(whitelistCommand, [a, b, "--alias", "星尘-3=星尘 3 号", "--aliases", aliases]);
    expect(result.code).toBe(0);
    const list = JSON.parse(result.stdout) as Whitelist;
    expect(list.entities).toEqual(
      expect.arrayContaining([
        { name: "星尘-3", aliases: ["星尘 3 号"], seen: [{ source: "A", line: 1 }] },
        { name: "Stardust-3", aliases: ["SD-3"], seen: [{ source: "B", line: 1 }] },
      ]),
    );
  });

  it("applies the aliases of a settings file", async () => {
    const config = await file("groundcheck.config.json", JSON.stringify({ aliases: [["星尘-3", "星尘 3 号"]] }));
    const list = JSON.parse((await run(whitelistCommand, [a, "--config", config])).stdout) as Whitelist;
    expect(list.entities.find((e) => e.name === "星尘-3")?.aliases).toEqual(["星尘 3 号"]);
  });

  it("creates a new file, and replaces an earlier whitelist that is not an input", async () => {
    const out = join(dir, "fresh.json");
    expect(await stat(out).catch(() => undefined)).toBeUndefined();
    expect((await run(whitelistCommand, [a, "-o", out])).code).toBe(0);
    expect((await run(whitelistCommand, [b, "--output", out])).code).toBe(0);
    expect((await readList(out)).sources.map((s) => s.path)).toEqual([b]);
  });
});

describe("whitelist: merging", () => {
  it("merges whitelist files with --merge", async () => {
    const first = join(dir, "first.json");
    const second = join(dir, "second.json");
    const all = join(dir, "all.json");
    await run(whitelistCommand, [a, "--alias", "星尘-3=星尘 3 号", "-o", first]);
    await run(whitelistCommand, [`B=${b}`, "--alias", "Stardust-3=星尘 3 号", "-o", second]);
    const result = await run(whitelistCommand, ["--merge", first, second, "-o", all]);
    expect(result.code).toBe(0);
    const list = await readList(all);
    expect(list.sources.map((s) => s.id)).toEqual(["A", "B"]);
    expect(list.entities.find((e) => e.name === "星尘-3")).toEqual({
      name: "星尘-3",
      aliases: ["星尘 3 号", "Stardust-3"],
      seen: [
        { source: "A", line: 1 },
        { source: "B", line: 1 },
      ],
    });
    expect(list.dates).toHaveLength(1);
  });

  it("merges --whitelist files into a whitelist built from sources", async () => {
    const first = join(dir, "only-a.json");
    await run(whitelistCommand, [a, "-o", first]);
    const result = await run(whitelistCommand, [`B=${b}`, "--whitelist", first]);
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Whitelist).sources.map((s) => s.id)).toEqual(["B", "A"]);
  });
});

describe("whitelist: refusals and errors", () => {
  it.each([
    ["a source", () => [a, b]],
    ["a source given as ID=path", () => [`S=${a}`, b]],
  ])("refuses -o when it is %s, and leaves it unchanged", async (_, sources) => {
    const result = await run(whitelistCommand, [...sources(), "-o", a]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`groundcheck: ${a}: is an input file; refusing to overwrite it with the whitelist\n`);
    expect(await readFile(a, "utf8")).toBe(SOURCE_A);
  });

  it("refuses -o when it is a whitelist being merged", async () => {
    const list = join(dir, "merge-me.json");
    await run(whitelistCommand, [a, "-o", list]);
    const before = await readFile(list, "utf8");
    const result = await run(whitelistCommand, ["--merge", list, "-o", list]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${list}: is an input file`);
    expect(await readFile(list, "utf8")).toBe(before);
  });

  it("refuses -o naming the alias file", async () => {
    const aliases = await file("keep-aliases.txt", "TSMC=台积电\n");
    const result = await run(whitelistCommand, [a, "--aliases", aliases, "-o", aliases]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${aliases}: is an input file`);
    expect(await readFile(aliases, "utf8")).toBe("TSMC=台积电\n");
  });

  it("refuses -o naming a folder", async () => {
    const result = await run(whitelistCommand, [a, "-o", folder]);
    expect(result).toMatchObject({ code: 2, stderr: `groundcheck: ${folder}: is a folder; --output needs a file path\n` });
  });

  it.each<[string, string[], RegExp]>([
    ["no sources", [], /missing the sources/],
    ["--merge without files", ["--merge"], /--merge needs the whitelist files/],
    ["an unknown option", ["x.md", "--bogus"], /unknown option --bogus/],
    ["-o without a value", ["x.md", "-o"], /option --output needs a value/],
    ["an alias with one name", ["x.md", "--alias", "星尘-3"], /--alias needs two or more names/],
    ["a missing source", ["absent.md"], /absent\.md: no such file/],
  ])("exits 2 with one line on %s", async (_, argv, message) => {
    const result = await run(whitelistCommand, argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("shows its help", async () => {
    const result = await run(whitelistCommand, ["--help"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toContain("Usage: groundcheck whitelist SOURCE... [options]");
    expect(result.stdout).toContain("--output FILE");
  });
});

describe("loading whitelists and alias files", () => {
  const valid = (): Record<string, unknown> => ({ version: 1, sources: [{ id: "A" }], entities: [], numbers: [], dates: [] });

  it.each<[string, string, RegExp]>([
    ["malformed JSON", '{"version": 1,', /invalid JSON/],
    ["an array", "[]", /expected a JSON object/],
    ["another version", JSON.stringify({ ...valid(), version: 2 }), /"version" must be 1, not 2/],
    ["no version", JSON.stringify({ ...valid(), version: undefined }), /no "version"/],
    ["entities not an array", JSON.stringify({ ...valid(), entities: {} }), /"entities" must be an array/],
    ["an alias not a string", JSON.stringify({ ...valid(), entities: [{ name: "X", aliases: [1], seen: [] }] }), /entities\[0\]\.aliases/],
    ["a line of 0", JSON.stringify({ ...valid(), entities: [{ name: "X", aliases: [], seen: [{ source: "A", line: 0 }] }] }), /entities\[0\]\.seen\[0\]\.line/],
    ["a value that is text", JSON.stringify({ ...valid(), numbers: [{ raw: "2 W", value: "2", unit: "W", dimension: "power", source: "A", line: 1 }] }), /numbers\[0\]\.value must be a number/],
    ["a month that is not whole", JSON.stringify({ ...valid(), dates: [{ raw: "x", month: 1.5, source: "A", line: 1 }] }), /dates\[0\]\.month must be an integer/],
  ])("rejects %s with one line naming the file", async (name, content, message) => {
    const path = await file(`bad-${name.replace(/\W+/g, "-")}.json`, content);
    const error = await loadWhitelists([path]).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(message);
    expect(error?.message.startsWith(`groundcheck: ${path}: `)).toBe(true);
    expect(error?.message).not.toContain("\n");
    const result = await run(whitelistCommand, ["--merge", path]);
    expect(result).toMatchObject({ code: 2, stderr: `${error?.message}\n` });
  });

  it("names a missing whitelist file", async () => {
    const path = join(dir, "absent.json");
    await expect(loadWhitelists([path])).rejects.toThrow(`groundcheck: ${path}: no such file`);
  });

  it("merges several files into one", async () => {
    const first = await file("w1.json", JSON.stringify({ ...valid(), entities: [{ name: "TSMC", aliases: [], seen: [{ source: "A", line: 1 }] }] }));
    const second = await file("w2.json", JSON.stringify({ ...valid(), sources: [{ id: "B" }], entities: [{ name: "tsmc", aliases: ["台积电"], seen: [{ source: "B", line: 2 }] }] }));
    const list = await loadWhitelists([first, second]);
    expect(list.sources).toEqual([{ id: "A" }, { id: "B" }]);
    expect(list.entities).toEqual([
      {
        name: "TSMC",
        aliases: ["台积电"],
        seen: [
          { source: "A", line: 1 },
          { source: "B", line: 2 },
        ],
      },
    ]);
  });

  it("reads alias groups, skipping blank lines and comments, and names a bad line", async () => {
    const good = await file("good-aliases.txt", "# chips\n星尘-3=星尘 3 号=Stardust-3\n\n  # indented comment\nTSMC = 台积电\n");
    expect(await loadAliasFile(good)).toEqual([
      ["星尘-3", "星尘 3 号", "Stardust-3"],
      ["TSMC", "台积电"],
    ]);
    const bad = await file("bad-aliases.txt", "TSMC=台积电\n星尘-3\n");
    await expect(loadAliasFile(bad)).rejects.toThrow(`groundcheck: ${bad}:2: an alias line needs two or more names`);
  });
});
