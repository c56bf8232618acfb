import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBenchCommand } from "../../src/cli/commands/bench.js";
import { run } from "./run.js";

// The real engine runs: four short hand-made cases take well under a second.
const bench = createBenchCommand(() => false);

const TOWER = "The Eiffel Tower in Paris is 330 metres tall. It was completed in 1889.";
const RIVER = "长江全长约6300公里，是中国最长的河流。";
const CASES = [
  { id: "e1", dataset: "hand/en", lang: "en", task: "summary", sources: [{ id: "doc", text: TOWER }], answer: "The Eiffel Tower is 330 metres tall.", label: "faithful" },
  { id: "e2", dataset: "hand/en", lang: "en", task: "summary", sources: [{ id: "doc", text: TOWER }], answer: "The Eiffel Tower is 410 metres tall.", label: "hallucinated" },
  { id: "z1", dataset: "中文", lang: "zh", task: "nli", sources: [{ text: RIVER }], answer: "长江全长约6300公里。", label: "faithful" },
  { id: "z2", dataset: "中文", lang: "zh", task: "nli", sources: [{ text: RIVER }], answer: "长江全长约5400公里。", label: "hallucinated", claims: [{ text: "长江全长约5400公里。", label: "contradicted" }] },
];

let dir: string;
let cases: string;

async function file(name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

function jsonl(items: readonly object[]): string {
  return items.map((item) => JSON.stringify(item)).join("\n") + "\n";
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "groundcheck-bench-"));
  cases = await file("cases.jsonl", jsonl(CASES));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("bench: reports", () => {
  it("prints the JSON report, DESIGN.md's fields first, per dataset too", async () => {
    const outcome = await run(bench, ["--cases", cases, "--format", "json"]);
    expect(outcome).toMatchObject({ code: 0, stderr: "" });
    const report = JSON.parse(outcome.stdout);
    expect(Object.keys(report).slice(0, 7)).toEqual(["n", "balancedAccuracy", "f1", "precision", "recall", "claimsPerSecond", "byDataset"]);
    expect(report).toMatchObject({ n: 4, balancedAccuracy: 1, f1: 1, precision: 1, recall: 1, auroc: 1, claims: 4, skipped: 0, judge: { id: "lexical" } });
    expect(report.claimsPerSecond).toBeGreaterThan(0);
    expect(Object.keys(report.byDataset)).toEqual(["hand/en", "中文"]);
    expect(Object.keys(report.byDataset["中文"]).slice(0, 6)).toEqual(["n", "balancedAccuracy", "f1", "precision", "recall", "claimsPerSecond"]);
    expect(report.byDataset["中文"]).toMatchObject({ n: 2, balancedAccuracy: 1, auroc: 1 });
  });

  it("prints a table of datasets, then overall, speed and judge", async () => {
    const outcome = await run(bench, ["--cases", cases]);
    expect(outcome.code).toBe(0);
    const lines = outcome.stdout.split("\n");
    expect(lines[0]).toMatch(/^dataset\s+n\s+BA\s+P\s+R\s+F1\s+AUROC$/);
    expect(lines[1]).toMatch(/^hand\/en\s+2\s+1\.0000\s+1\.0000\s+1\.0000\s+1\.0000\s+1\.0000$/);
    // A Chinese name takes two columns per character: its row stays aligned.
    expect(lines[2]).toMatch(/^中文 {5}2 {2}1\.0000/);
    expect(lines[3]).toMatch(/^overall\s+4\s+1\.0000/);
    expect(lines[5]).toMatch(/^4 claims, \d+ claims\/s · judge lexical \S+$/);
  });

  it("--dataset keeps one dataset, by name or by the prefix before a slash", async () => {
    const byPrefix = JSON.parse((await run(bench, ["--cases", cases, "--format", "json", "--dataset", "hand"])).stdout);
    expect(byPrefix.n).toBe(2);
    expect(Object.keys(byPrefix.byDataset)).toEqual(["hand/en"]);
    const exact = JSON.parse((await run(bench, ["--cases", cases, "--format", "json", "--dataset", "中文"])).stdout);
    expect(Object.keys(exact.byDataset)).toEqual(["中文"]);
  });

  it("--limit takes the first N cases of each file", async () => {
    const other = await file("other.jsonl", jsonl(CASES.slice(2)));
    const report = JSON.parse((await run(bench, ["--cases", cases, other, "--format", "json", "--limit", "1"])).stdout);
    expect(report.n).toBe(2);
    expect(report.byDataset).toMatchObject({ "hand/en": { n: 1 }, 中文: { n: 1 } });
  });

  it("--output writes the report and prints the overall numbers", async () => {
    const output = join(dir, "report.json");
    const outcome = await run(bench, ["--cases", cases, "--format", "json", "--output", output]);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toMatch(/^4 cases: BA 1\.0000, P 1\.0000, R 1\.0000, F1 1\.0000, AUROC 1\.0000\n4 claims, /);
    expect(JSON.parse(await readFile(output, "utf8")).n).toBe(4);
  });

  it("draws a progress bar on stderr when it is a terminal, and ends its line", async () => {
    const outcome = await run(createBenchCommand(() => true), ["--cases", cases, "--format", "json"]);
    expect(outcome.code).toBe(0);
    expect(outcome.stderr.startsWith("\r[--------------------] 0/4 cases")).toBe(true);
    expect(outcome.stderr.endsWith("\r[####################] 4/4 cases\n")).toBe(true);
  });
});

describe("bench: input errors exit 2 with one line", () => {
  async function expectInputError(argv: string[], message: string): Promise<void> {
    const outcome = await run(bench, argv);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe("");
    expect(outcome.stderr).toMatch(/^groundcheck: [^\n]+\n$/);
    expect(outcome.stderr).toContain(message);
  }

  it("names the file and line of malformed JSON", async () => {
    const bad = await file("bad.jsonl", `${JSON.stringify(CASES[0])}\n\n{"id": "x", oops}\n`);
    await expectInputError(["--cases", bad], `${bad}:3: invalid JSON`);
  });

  it("names the file, line and field of an invalid case", async () => {
    const { answer: _answer, ...noAnswer } = CASES[0]!;
    await expectInputError(["--cases", await file("no-answer.jsonl", jsonl([CASES[1]!, noAnswer]))], `no-answer.jsonl:2: missing "answer"`);
    await expectInputError(["--cases", await file("label.jsonl", jsonl([{ ...CASES[0], label: "yes" }]))], `label.jsonl:1: "label" must be "faithful" or "hallucinated", got "yes"`);
    await expectInputError(["--cases", await file("sources.jsonl", jsonl([{ ...CASES[0], sources: [] }]))], `sources.jsonl:1: "sources" must be a non-empty array`);
    await expectInputError(["--cases", await file("text.jsonl", jsonl([{ ...CASES[0], sources: [{ id: "a" }] }]))], `text.jsonl:1: missing "sources[0].text"`);
    await expectInputError(["--cases", await file("twice.jsonl", jsonl([{ ...CASES[0], sources: [{ text: "a" }, { id: "s1", text: "b" }] }]))], `twice.jsonl:1: "sources": two sources have the id "s1"`);
    await expectInputError(["--cases", await file("claims.jsonl", jsonl([{ ...CASES[0], claims: [{ text: "x", label: "maybe" }] }]))], `claims.jsonl:1: "claims[0].label" must be`);
  });

  it("refuses a missing file and an empty one", async () => {
    await expectInputError(["--cases", join(dir, "nope.jsonl")], `nope.jsonl: no such file`);
    await expectInputError(["--cases", await file("empty.jsonl", "\n")], `empty.jsonl: no cases (the file is empty)`);
  });

  it("refuses unknown flags, a bad --limit, a --dataset nothing has and no --cases", async () => {
    await expectInputError(["--cases", cases, "--judge-model", "x"], "unknown option --judge-model");
    await expectInputError(["--cases", cases, "--limit", "0"], "--limit must be a whole number of at least 1");
    await expectInputError(["--cases", cases, "--limit", "ten"], "--limit must be a whole number of at least 1");
    await expectInputError(["--cases", cases, "--dataset", "wice"], `no case has dataset "wice" (the files have hand/en, 中文)`);
    await expectInputError(["--format", "json"], "missing required option --cases");
    await expectInputError(["--cases"], "option --cases needs a value");
    await expectInputError([cases], `unexpected argument`);
  });

  it("refuses to write the report over a case file", async () => {
    await expectInputError(["--cases", cases, "--output", cases], "refusing to overwrite");
  });
});

describe("bench: help", () => {
  it("shows the usage with the case files", async () => {
    const outcome = await run(bench, ["--help"]);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout.split("\n")[0]).toBe("Usage: groundcheck bench --cases FILE... [options]");
    expect(outcome.stdout).toContain("--limit N");
  });
});
