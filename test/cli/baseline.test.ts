import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBenchCommand } from "../../src/cli/commands/bench.js";
import { runsCommand } from "../../src/cli/commands/runs.js";
import { verifyCommand } from "../../src/cli/commands/verify.js";
import { baselineFailure, compareBalancedAccuracy, compareFaithfulness } from "../../src/core/baseline.js";
import { CHUNKS, GOOD, WORSE, tempFolder, writeIn } from "../store/fixture.js";
import { run } from "./run.js";

const bench = createBenchCommand(() => false);

describe("baseline comparison", () => {
  it.each([
    { current: 0.62, baseline: 0.75, maxDrop: 0, drop: 0.13, passed: false },
    { current: 0.75, baseline: 0.75, maxDrop: 0, drop: 0, passed: true },
    { current: 0.9, baseline: 0.75, maxDrop: 0, drop: -0.15, passed: true },
    // Unrounded, 0.8 − 0.7 exceeds 0.1: a drop of exactly the allowed one passes.
    { current: 0.7, baseline: 0.8, maxDrop: 0.1, drop: 0.1, passed: true },
    { current: 0.6999, baseline: 0.8, maxDrop: 0.1, drop: 0.1001, passed: false },
    { current: 0, baseline: 1, maxDrop: 1, drop: 1, passed: true },
  ])("$current against $baseline, allowed drop $maxDrop: drop $drop, passed $passed", ({ current, baseline, maxDrop, drop, passed }) => {
    const comparison = compareFaithfulness(current, { source: "r1", value: baseline }, maxDrop);
    expect(comparison).toEqual({ source: "r1", faithfulness: baseline, current, drop, maxDrop, passed });
    expect(baselineFailure(comparison) === undefined).toBe(passed);
    expect(compareBalancedAccuracy(current, { source: "r1", value: baseline }, maxDrop)).toMatchObject({ balancedAccuracy: baseline, drop, passed });
  });
});

let dir: string;
let cleanup: () => Promise<void>;
let env: Record<string, string>;
let good: string[];
let worse: string[];

beforeEach(async () => {
  ({ dir, cleanup } = await tempFolder("baseline"));
  env = { GROUNDCHECK_HOME: join(dir, "store") };
  const context = await writeIn(dir, "chunks.jsonl", CHUNKS);
  good = ["--answer", await writeIn(dir, "good.md", GOOD), "--context", context];
  worse = ["--answer", await writeIn(dir, "worse.md", WORSE), "--context", context];
});
afterEach(async () => {
  await cleanup();
});

async function saveGood(label = "main"): Promise<string> {
  const saved = await run(verifyCommand, [...good, "--save", "--label", label], env);
  expect(saved.code).toBe(0);
  return saved.stderr.replace(/^saved run (\S+)\n$/, "$1");
}

describe("verify --baseline", () => {
  it("fails a run whose faithfulness fell below a saved run's, by id, label or file", async () => {
    const id = await saveGood();
    // The worse answer passes on its own: only the baseline fails it.
    expect((await run(verifyCommand, worse, env)).code).toBe(0);
    const file = join(dir, "base.json");
    await run(verifyCommand, [...good, "--format", "json", "--output", file], env);
    for (const [spec, source] of [[id, id], ["main", `main (${id})`], [file, file]] as const) {
      const outcome = await run(verifyCommand, [...worse, "--baseline", spec, "--format", "json"], env);
      expect(outcome.code).toBe(1);
      const report = JSON.parse(outcome.stdout);
      expect(report.baseline).toEqual({ source, faithfulness: 1, current: 0.6667, drop: 0.3333, maxDrop: 0, passed: false });
      expect(report.summary.passed).toBe(false);
      expect(report.summary.failures).toEqual([`faithfulness 0.67 fell 0.33 below baseline ${source} at 1.00, more than the allowed drop 0`]);
    }
  });

  it("passes within --max-drop, and says so in the text report", async () => {
    const id = await saveGood();
    const outcome = await run(verifyCommand, [...worse, "--baseline", id, "--max-drop", "0.34"], env);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain(`baseline ${id}: faithfulness 1.00, now 0.67 (-0.33), allowed drop 0.34: PASS\nPASS\n`);
    const failing = await run(verifyCommand, [...worse, "--baseline", id, "--max-drop", "0.3"], env);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain(`FAIL: faithfulness 0.67 fell 0.33 below baseline ${id} at 1.00, more than the allowed drop 0.3\n`);
  });

  it("compares with the newest run of the label, and keeps the gate in a saved run", async () => {
    await saveGood();
    const worseId = (await run(verifyCommand, [...worse, "--save", "--label", "main"], env)).stderr.replace(/^saved run (\S+)\n$/, "$1");
    // The newest "main" is now the worse run: the worse answer no longer falls below it.
    expect((await run(verifyCommand, [...worse, "--baseline", "main"], env)).code).toBe(0);
    const gated = await run(verifyCommand, [...worse, "--baseline", worseId, "--save", "--format", "json"], env);
    const gatedId = gated.stderr.replace(/^saved run (\S+)\n$/, "$1");
    expect((await run(runsCommand, ["show", gatedId, "--format", "json"], env)).stdout).toBe(gated.stdout);
    expect(JSON.parse(gated.stdout).baseline).toMatchObject({ source: worseId, passed: true });
  });

  it.each([
    { name: "an unknown run, label and file", argv: ["--baseline", "nothing-here"] },
    { name: "--max-drop above 1", argv: ["--baseline", "main", "--max-drop", "2"] },
    { name: "--max-drop not a number", argv: ["--baseline", "main", "--max-drop", "a"] },
    { name: "--max-drop without --baseline", argv: ["--max-drop", "0.1"] },
    { name: "a file that is not JSON", argv: ["--baseline", "FILE:not json"] },
    { name: "a bench report", argv: ["--baseline", 'FILE:{"n": 4, "balancedAccuracy": 0.9}'] },
    { name: "a faithfulness out of range", argv: ["--baseline", 'FILE:{"summary": {"faithfulness": 7}}'] },
    { name: "a bench run's id", argv: ["--baseline", "BENCH"] },
  ])("refuses $name with one line, exit 2, before running", async ({ argv }) => {
    await saveGood();
    const cases = await writeIn(dir, "cases.jsonl", `${JSON.stringify(CASES[0])}\n${JSON.stringify(CASES[1])}\n`);
    const benchId = (await run(bench, ["--cases", cases, "--save"], env)).stderr.replace(/^saved run (\S+)\n$/, "$1");
    const resolved = await Promise.all(
      argv.map(async (word) => (word === "BENCH" ? benchId : word.startsWith("FILE:") ? writeIn(dir, "baseline.json", word.slice(5)) : word)),
    );
    const outcome = await run(verifyCommand, [...worse, ...resolved], env);
    expect(outcome).toMatchObject({ code: 2, stdout: "" });
    expect(outcome.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});

const TOWER = "The Eiffel Tower in Paris is 330 metres tall. It was completed in 1889.";
const CASES = [
  { id: "e1", dataset: "hand", lang: "en", task: "summary", sources: [{ id: "doc", text: TOWER }], answer: "The Eiffel Tower is 330 metres tall.", label: "faithful" },
  { id: "e2", dataset: "hand", lang: "en", task: "summary", sources: [{ id: "doc", text: TOWER }], answer: "The Eiffel Tower is 410 metres tall.", label: "hallucinated" },
  // Mislabelled on purpose: the checker calls it faithful, so balanced accuracy falls to 0.75.
  { id: "e3", dataset: "hand", lang: "en", task: "summary", sources: [{ id: "doc", text: TOWER }], answer: "The Eiffel Tower was completed in 1889.", label: "hallucinated" },
];

describe("bench --baseline", () => {
  let exact: string;
  let noisy: string;
  beforeEach(async () => {
    exact = await writeIn(dir, "exact.jsonl", CASES.slice(0, 2).map((c) => JSON.stringify(c)).join("\n"));
    noisy = await writeIn(dir, "noisy.jsonl", CASES.map((c) => JSON.stringify(c)).join("\n"));
  });

  it("fails when balanced accuracy fell below a saved run's, by id, label or file", async () => {
    const saved = await run(bench, ["--cases", exact, "--save", "--label", "main"], env);
    const id = saved.stderr.replace(/^saved run (\S+)\n$/, "$1");
    const file = join(dir, "bench.json");
    await run(bench, ["--cases", exact, "--format", "json", "--output", file], env);
    for (const [spec, source] of [[id, id], ["main", `main (${id})`], [file, file]] as const) {
      const outcome = await run(bench, ["--cases", noisy, "--baseline", spec, "--format", "json"], env);
      expect(outcome.code).toBe(1);
      expect(JSON.parse(outcome.stdout).baseline).toEqual({ source, balancedAccuracy: 1, current: 0.75, drop: 0.25, maxDrop: 0, passed: false });
    }
    const within = await run(bench, ["--cases", noisy, "--baseline", "main", "--max-drop", "0.25"], env);
    expect(within.code).toBe(0);
    expect(within.stdout).toContain(`baseline main (${id}): balanced accuracy 1.00, now 0.75 (-0.25), allowed drop 0.25: PASS\n`);
  });

  it("refuses a verify run or report as a bench baseline", async () => {
    const verifyId = await saveGood();
    const verifyReport = join(dir, "verify.json");
    await run(verifyCommand, [...good, "--format", "json", "--output", verifyReport], env);
    for (const argv of [["--cases", exact, "--baseline", verifyId], ["--cases", exact, "--baseline", verifyReport], ["--cases", exact, "--baseline", "main"]]) {
      const outcome = await run(bench, argv, env);
      expect(outcome).toMatchObject({ code: 2, stdout: "" });
      expect(outcome.stderr.trimEnd().split("\n")).toHaveLength(1);
    }
  });
});
