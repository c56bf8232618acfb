import { readFile } from "node:fs/promises";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBenchCommand } from "../../src/cli/commands/bench.js";
import { runsCommand } from "../../src/cli/commands/runs.js";
import { verifyCommand } from "../../src/cli/commands/verify.js";
import { DATABASE_FILE } from "../../src/node/store/store.js";
import { REPORT_FORMATS } from "../../src/reporters/index.js";
import { CHUNKS, MIXED, tempFolder, writeIn } from "../store/fixture.js";
import { run } from "./run.js";

// The real engine runs on a four-claim answer: the round trip must hold for what verify really returns.
const bench = createBenchCommand(() => false);
const CASES = [
  { id: "e1", dataset: "hand", lang: "en", task: "summary", sources: [{ id: "doc", text: "The tower is 330 metres tall." }], answer: "The tower is 330 metres tall.", label: "faithful" },
  { id: "e2", dataset: "hand", lang: "en", task: "summary", sources: [{ id: "doc", text: "The tower is 330 metres tall." }], answer: "The tower is 410 metres tall.", label: "hallucinated" },
];

let dir: string;
let cleanup: () => Promise<void>;
let env: Record<string, string>;
let verifyArgv: string[];

beforeEach(async () => {
  ({ dir, cleanup } = await tempFolder("runs"));
  env = { GROUNDCHECK_HOME: join(dir, "store") };
  verifyArgv = ["--answer", await writeIn(dir, "answer.md", MIXED), "--context", await writeIn(dir, "chunks.jsonl", CHUNKS)];
});
afterEach(async () => {
  await cleanup();
});

function savedId(stderr: string): string {
  const match = /^saved run (\S+)\n$/.exec(stderr);
  if (match?.[1] === undefined) throw new Error(`no saved run in ${JSON.stringify(stderr)}`);
  return match[1];
}

describe("verify --save, runs list, runs show", () => {
  it("records the run without changing the report, and shows it again in every format", async () => {
    const saved = await run(verifyCommand, [...verifyArgv, "--format", "json", "--save", "--label", "main"], env);
    const plain = await run(verifyCommand, [...verifyArgv, "--format", "json"], env);
    expect(saved.code).toBe(1);
    expect(saved.stdout).toBe(plain.stdout);
    const id = savedId(saved.stderr);
    expect(JSON.parse(saved.stdout).summary).toMatchObject({ claims: 4, supported: 2, unsupported: 1, contradicted: 1 });

    const listed = await run(runsCommand, ["list", "--format", "json"], env);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).runs).toMatchObject([{ id, kind: "verify", label: "main", answerPath: verifyArgv[1], summary: { faithfulness: 0.5, passed: false } }]);

    for (const format of REPORT_FORMATS) {
      const original = await run(verifyCommand, [...verifyArgv, "--format", format], env);
      const shown = await run(runsCommand, ["show", id, "--format", format], env);
      expect({ format, code: shown.code, stdout: shown.stdout }).toEqual({ format, code: 0, stdout: original.stdout });
    }
    const verbose = await run(runsCommand, ["show", id, "--verbose"], env);
    expect(verbose.stdout).toBe((await run(verifyCommand, [...verifyArgv, "--verbose"], env)).stdout);
  });

  it("writes a shown run to --output (or -o), printing the summary", async () => {
    const id = savedId((await run(verifyCommand, [...verifyArgv, "--save"], env)).stderr);
    const out = join(dir, "report.json");
    const shown = await run(runsCommand, ["show", id, "--format", "json", "-o", out], env);
    expect(shown).toMatchObject({ code: 0, stderr: "" });
    expect(shown.stdout).toMatch(/faithfulness 0\.50\nFAIL: 1 contradicted claim\n$/);
    expect(await readFile(out, "utf8")).toBe((await run(verifyCommand, [...verifyArgv, "--format", "json"], env)).stdout);
    // The database is the one thing a report must never land on.
    expect((await run(runsCommand, ["show", id, "--output", join(env.GROUNDCHECK_HOME ?? "", DATABASE_FILE)], env)).code).toBe(2);
  });

  it("lists newest first, filtered by label, limited, as a table", async () => {
    const first = savedId((await run(verifyCommand, [...verifyArgv, "--save", "--label", "main"], env)).stderr);
    const second = savedId((await run(verifyCommand, [...verifyArgv, "--save", "--label", "feature/x"], env)).stderr);
    const third = savedId((await run(verifyCommand, [...verifyArgv, "--save"], env)).stderr);
    const ids = async (argv: string[]): Promise<string[]> =>
      (JSON.parse((await run(runsCommand, ["list", "--format", "json", ...argv], env)).stdout).runs as { id: string }[]).map((r) => r.id);
    expect(await ids([])).toEqual([third, second, first]);
    expect(await ids(["--label", "main"])).toEqual([first]);
    expect(await ids(["--limit", "2"])).toEqual([third, second]);
    const table = (await run(runsCommand, ["list"], env)).stdout.split("\n");
    expect(table[0]).toMatch(/^id\s+saved \(UTC\)\s+kind\s+label\s+judge\s+answer\s+result$/);
    expect(table[1]).toMatch(new RegExp(`^${third}\\s.*\\sverify\\s+-\\s.*4 claims, faithfulness 0\\.50, FAIL$`));
    expect(table[2]).toMatch(new RegExp(`^${second}\\s.*\\sverify\\s+feature/x\\s`));
  });

  it("lists nothing, not an error, before the first save", async () => {
    expect(await run(runsCommand, ["list"], env)).toMatchObject({ code: 0, stderr: "" });
    expect(JSON.parse((await run(runsCommand, ["list", "--format", "json"], env)).stdout)).toEqual({ runs: [] });
  });

  it("takes --store over GROUNDCHECK_HOME", async () => {
    const other = join(dir, "other");
    const id = savedId((await run(verifyCommand, [...verifyArgv, "--save", "--store", other], env)).stderr);
    expect(JSON.parse((await run(runsCommand, ["list", "--format", "json", "--store", other], env)).stdout).runs).toMatchObject([{ id }]);
    expect(JSON.parse((await run(runsCommand, ["list", "--format", "json"], env)).stdout).runs).toEqual([]);
  });

  it("records bench runs and shows them again with the bench reporters", async () => {
    const cases = await writeIn(dir, "cases.jsonl", CASES.map((c) => JSON.stringify(c)).join("\n"));
    const saved = await run(bench, ["--cases", cases, "--format", "json", "--save", "--label", "main"], env);
    expect(saved.code).toBe(0);
    const id = savedId(saved.stderr);
    const shown = await run(runsCommand, ["show", id, "--format", "json"], env);
    expect(shown).toMatchObject({ code: 0, stdout: saved.stdout });
    expect(JSON.parse((await run(runsCommand, ["list", "--format", "json"], env)).stdout).runs).toMatchObject([
      { id, kind: "bench", label: "main", summary: { n: 2, balancedAccuracy: 1 } },
    ]);
    expect((await run(runsCommand, ["list"], env)).stdout).toContain("2 cases, BA 1.0000");
    expect((await run(runsCommand, ["show", id], env)).stdout).toMatch(/^dataset\s+n\s+BA/);
    const html = await run(runsCommand, ["show", id, "--format", "html"], env);
    expect(html.code).toBe(2);
  });
});

describe("runs: bad input exits 2 with one line", () => {
  it.each([
    { argv: ["show", "r20990101-000000-0000"], saveFirst: true },
    { argv: ["show", "r20990101-000000-0000"], saveFirst: false },
    { argv: ["show"], saveFirst: true },
    { argv: ["show", "a", "b"], saveFirst: true },
    { argv: ["list", "--limit", "0"], saveFirst: false },
    { argv: ["list", "--format", "html"], saveFirst: false },
    { argv: ["drop"], saveFirst: false },
    { argv: [], saveFirst: false },
  ])("runs $argv (saved first: $saveFirst)", async ({ argv, saveFirst }) => {
    if (saveFirst) await run(verifyCommand, [...verifyArgv, "--save"], env);
    const outcome = await run(runsCommand, argv, env);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe("");
    expect(outcome.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("refuses --label without --save, before running", async () => {
    const outcome = await run(verifyCommand, [...verifyArgv, "--label", "main"], env);
    expect(outcome).toMatchObject({ code: 2, stdout: "" });
  });

  it("refuses to save into a database from a newer version, before running", async () => {
    await run(verifyCommand, [...verifyArgv, "--save"], env);
    const db = new Database(join(env.GROUNDCHECK_HOME ?? "", DATABASE_FILE));
    db.pragma("user_version = 99");
    db.close();
    const outcome = await run(verifyCommand, [...verifyArgv, "--save"], env);
    expect(outcome).toMatchObject({ code: 2, stdout: "" });
    expect(outcome.stderr).toContain(DATABASE_FILE);
    expect((await run(runsCommand, ["list"], env)).code).toBe(2);
  });

  it("helps: runs --help lists the subcommands, runs show --help its options", async () => {
    expect((await run(runsCommand, ["--help"], env)).stdout).toMatch(/^Usage: groundcheck runs <command>[\s\S]*\n {2}list {2}[\s\S]*\n {2}show {2}/);
    expect((await run(runsCommand, ["show", "--help"], env)).stdout).toMatch(/^Usage: groundcheck runs show ID \[options\][\s\S]*--format/);
  });
});
