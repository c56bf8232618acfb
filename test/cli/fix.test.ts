// `groundcheck fix` as a user runs it: fixed text to stdout or -o, the change report to stderr or
// --report, the input never written, bad invocations refused with exit 2.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixCommand } from "../../src/cli/commands/fix.js";
import { audit } from "../../src/core/audit/audit.js";
import { run } from "./run.js";

const fixtures = new URL("../fix/fixtures/", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "groundcheck-fix-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh copy of a fixture set: summary.md, A.md, B.md. */
function copy(lang: "zh" | "en", name: string): { summary: string; a: string; b: string; folder: string } {
  const folder = join(dir, name);
  spawnSync("mkdir", ["-p", folder]);
  for (const file of ["summary.md", "A.md", "B.md"]) copyFileSync(join(fixtures, lang, file), join(folder, file));
  return { summary: join(folder, "summary.md"), a: join(folder, "A.md"), b: join(folder, "B.md"), folder };
}

function expected(lang: "zh" | "en", name: string): string {
  return readFileSync(join(fixtures, lang, name), "utf8");
}

describe("groundcheck fix", () => {
  it("strict: the fixed text on stdout, the changes on stderr, exit 0", async () => {
    const { summary, a, b } = copy("zh", "stdout");
    const result = await run(fixCommand, [summary, "--sources", a, b, "--mode", "strict"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(expected("zh", "strict.md"));
    expect(result.stderr).toMatch(/round 1 {2}line 6 {2}E1 {2}dropped/);
    expect(result.stderr.trimEnd().endsWith("PASS")).toBe(true);
  });

  it("-o writes the fixed text, --report the JSON changes and final audit; the input stays as it was", async () => {
    const { summary, a, b, folder } = copy("zh", "files");
    const before = readFileSync(summary);
    const mtime = statSync(summary).mtimeMs;
    const out = join(folder, "fixed.md");
    const report = join(dir, "changes.json");
    const result = await run(fixCommand, [summary, "--sources", a, b, "--mode", "strict", "-o", out, "--report", report]);
    expect(result).toMatchObject({ code: 0, stdout: "", stderr: "" });
    expect(readFileSync(out, "utf8")).toBe(expected("zh", "strict.md"));
    expect(readFileSync(summary)).toEqual(before);
    expect(statSync(summary).mtimeMs).toBe(mtime);
    const json = JSON.parse(readFileSync(report, "utf8"));
    expect(json).toMatchObject({ mode: "strict", rounds: 1, clean: true, marked: 0 });
    expect(json.changes).toHaveLength(9);
    expect(Object.keys(json.changes[0])).toEqual(["round", "codes", "line", "before", "after", "action"]);
    expect(json.audit.summary).toMatchObject({ passed: true, sentences: 5, grounded: 5 });
    const sources = [a, b].map((path, i) => ({ id: "AB"[i]!, text: readFileSync(path, "utf8") }));
    expect((await audit({ output: readFileSync(out, "utf8"), sources })).findings).toEqual([]);
  });

  it("lenient marks with 来源未提及 and passes: a marked claim counts as handled", async () => {
    const { summary, a, b } = copy("zh", "lenient");
    const result = await run(fixCommand, [summary, "--sources", a, b, "--mode", "lenient", "--format", "json"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(expected("zh", "lenient.md"));
    expect(JSON.parse(result.stderr)).toMatchObject({ mode: "lenient", clean: true, marked: 8, audit: { summary: { passed: false } } });
  });

  it("--max-rounds 0 quotes the cited lines", async () => {
    const { summary, a, b } = copy("en", "quote");
    const result = await run(fixCommand, [summary, "--sources", a, b, "--max-rounds", "0"]);
    expect(result.stdout).toBe(expected("en", "quoted.md"));
    expect(result.stderr).toContain("quoted");
  });

  it("fixes a chunk-cited answer against --context", async () => {
    const context = join(dir, "chunks.jsonl");
    writeFileSync(context, `${JSON.stringify({ id: "c1", text: "Skylark-7 weighs 4 grams." })}\n`);
    const answer = join(dir, "answer.md");
    writeFileSync(answer, "Skylark-7 weighs 4 grams [c1]. Skylark-7 weighs 9 grams [c1].\n");
    const result = await run(fixCommand, [answer, "--context", context, "--mode", "strict", "--format", "json"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("Skylark-7 weighs 4 grams [c1].\n");
    expect(JSON.parse(result.stderr).verify.summary).toMatchObject({ claims: 1, supported: 1, passed: true });
  });

  it.each([
    ["-o is the input", (f: ReturnType<typeof copy>) => [f.summary, "--sources", f.a, "-o", f.summary], /is the input file; refusing/],
    ["-o is a source", (f: ReturnType<typeof copy>) => [f.summary, "--sources", f.a, "-o", f.a], /is the source file; refusing/],
    ["--report is the input", (f: ReturnType<typeof copy>) => [f.summary, "--sources", f.a, "--report", f.summary], /is the input file/],
    ["-o and --report are one file", (f: ReturnType<typeof copy>) => [f.summary, "--sources", f.a, "-o", join(dir, "same.md"), "--report", join(dir, "same.md")], /both the fixed text and the report/],
    ["no sources", (f: ReturnType<typeof copy>) => [f.summary], /missing what the answer cites/],
    ["sources and context", (f: ReturnType<typeof copy>) => [f.summary, "--sources", f.a, "--context", f.a], /not both/],
    ["a bad round count", (f: ReturnType<typeof copy>) => [f.summary, "--sources", f.a, "--max-rounds", "-1"], /--max-rounds/],
    ["a bad mode", (f: ReturnType<typeof copy>) => [f.summary, "--sources", f.a, "--mode", "gentle"], /--mode must be one of strict, lenient/],
    ["--judge with --sources", (f: ReturnType<typeof copy>) => [f.summary, "--sources", f.a, "--judge", "lexical"], /--judge applies to --context only/],
    ["a missing input", (f: ReturnType<typeof copy>) => [join(f.folder, "none.md"), "--sources", f.a], /none\.md/],
  ])("refuses %s with exit 2 and one line", async (name, argv, message) => {
    const files = copy("en", `refuse-${name.replace(/\W+/g, "-")}`);
    const before = readFileSync(files.summary);
    const result = await run(fixCommand, argv(files));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(readFileSync(files.summary)).toEqual(before);
  });
});

describe("groundcheck fix (built CLI)", () => {
  it("fixes the Chinese summary: re-audit clean, clean sentences kept, input unchanged", () => {
    const { summary, a, b, folder } = copy("zh", "built");
    const before = readFileSync(summary);
    const out = join(folder, "fixed.md");
    const cli = new URL("../../dist/cli/main.js", import.meta.url).pathname;
    const fixed = spawnSync(process.execPath, [cli, "fix", summary, "--sources", a, b, "--mode", "strict", "-o", out], { encoding: "utf8" });
    expect(fixed.status).toBe(0);
    const again = spawnSync(process.execPath, [cli, "audit", out, "--sources", a, b, "--format", "json"], { encoding: "utf8" });
    expect(again.status).toBe(0);
    expect(JSON.parse(again.stdout).findings).toEqual([]);
    expect(readFileSync(summary)).toEqual(before);
  });
});
