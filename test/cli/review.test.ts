import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reviewCommand } from "../../src/cli/commands/review.js";
import type { Verdict } from "../../src/core/types.js";
import { openStore } from "../../src/node/store/store.js";
import { answerOf, resultOf, tempFolder, writeIn } from "../store/fixture.js";
import { run } from "./run.js";

let dir: string;
let cleanup: () => Promise<void>;
let home: string;
let env: Record<string, string>;

beforeEach(async () => {
  ({ dir, cleanup } = await tempFolder("review"));
  home = join(dir, "store");
  env = { GROUNDCHECK_HOME: home, USER: "tester" };
});
afterEach(async () => {
  await cleanup();
});

/** Saves hand-made verify runs, oldest first; returns their ids. */
function save(...runs: { verdicts: Verdict[]; label?: string }[]): string[] {
  const store = openStore(home, { create: true });
  try {
    return runs.map(({ verdicts, label }) => {
      const result = resultOf(verdicts);
      return store.saveVerifyRun({ result, toolVersion: "0", answer: answerOf(result), chunks: [], ...(label === undefined ? {} : { label }) });
    });
  } finally {
    store.close();
  }
}

const repeat = (verdict: Verdict, n: number): Verdict[] => Array.from({ length: n }, () => verdict);

interface Line {
  run: string;
  claim: string;
  text: string;
  verdict: Verdict;
  evidence: string[];
  reasons: string[];
  label: null;
  note: string;
}

function lines(stdout: string): Line[] {
  return stdout.trimEnd().split("\n").map((line) => JSON.parse(line) as Line);
}

function counts(sample: readonly Line[]): Record<Verdict, number> {
  const tally = { supported: 0, unsupported: 0, contradicted: 0 };
  for (const line of sample) tally[line.verdict]++;
  return tally;
}

describe("review sample", () => {
  it("writes one line per claim in the shape a person fills in", async () => {
    const [id] = save({ verdicts: ["supported", "contradicted"] });
    const outcome = await run(reviewCommand, ["sample"], env);
    expect(outcome.code).toBe(0);
    expect(lines(outcome.stdout)).toEqual([
      { run: id, claim: "c1", text: "Claim 1 is supported.", verdict: "supported", evidence: ["quote 1"], reasons: [], label: null, note: "" },
      { run: id, claim: "c2", text: "Claim 2 is contradicted.", verdict: "contradicted", evidence: ["quote 2"], reasons: ["X1"], label: null, note: "" },
    ]);
  });

  it.each([
    // Sizes 10/4/2: contradicted gives all it has, unsupported its third, supported the rest.
    { n: 9, expected: { supported: 4, unsupported: 3, contradicted: 2 } },
    { n: 6, expected: { supported: 2, unsupported: 2, contradicted: 2 } },
    { n: 7, expected: { supported: 3, unsupported: 2, contradicted: 2 } },
    { n: 3, expected: { supported: 1, unsupported: 1, contradicted: 1 } },
    { n: 100, expected: { supported: 10, unsupported: 4, contradicted: 2 } },
  ])("--n $n draws as equally across verdicts as the data allows", async ({ n, expected }) => {
    save({ verdicts: [...repeat("supported", 6), ...repeat("unsupported", 2), "contradicted"] }, { verdicts: [...repeat("supported", 4), ...repeat("unsupported", 2), "contradicted"] });
    const outcome = await run(reviewCommand, ["sample", "--all", "--n", String(n)], env);
    expect(outcome.code).toBe(0);
    const sample = lines(outcome.stdout);
    expect(counts(sample)).toEqual(expected);
    expect(new Set(sample.map((line) => `${line.run}/${line.claim}`)).size).toBe(sample.length);
  });

  it("draws the same claims for the same seed, others for another", async () => {
    save({ verdicts: [...repeat("supported", 30), ...repeat("unsupported", 30), ...repeat("contradicted", 30)] });
    const draw = async (seed: string): Promise<string> => (await run(reviewCommand, ["sample", "--n", "12", "--seed", seed], env)).stdout;
    const first = await draw("7");
    expect(await draw("7")).toBe(first);
    expect(await draw("8")).not.toBe(first);
    expect(counts(lines(first))).toEqual({ supported: 4, unsupported: 4, contradicted: 4 });
  });

  it("takes the newest run by default, or --run, --label, --all", async () => {
    const [old, labelled, newest] = save({ verdicts: ["supported"] }, { verdicts: ["unsupported", "supported"], label: "main" }, { verdicts: ["contradicted"] });
    const runsOf = async (argv: string[]): Promise<string[]> => [...new Set(lines((await run(reviewCommand, ["sample", ...argv], env)).stdout).map((line) => line.run))];
    expect(await runsOf([])).toEqual([newest]);
    expect(await runsOf(["--run", String(old)])).toEqual([old]);
    expect(await runsOf(["--label", "main"])).toEqual([labelled]);
    expect(await runsOf(["--all"])).toEqual([old, labelled, newest]);
  });

  it("writes -o FILE and prints what it drew; never overwrites a labelled file", async () => {
    save({ verdicts: ["supported", "unsupported"] });
    const out = join(dir, "review.jsonl");
    const outcome = await run(reviewCommand, ["sample", "-o", out], env);
    expect(outcome).toMatchObject({ code: 0, stdout: "sampled 2 of 2 claims from 1 run: 1 supported, 1 unsupported, 0 contradicted\n" });
    const written = await readFile(out, "utf8");
    expect(lines(written)).toHaveLength(2);
    // Unlabelled, it may be drawn again; once a person wrote a label, it may not.
    expect((await run(reviewCommand, ["sample", "-o", out], env)).code).toBe(0);
    await writeIn(dir, "review.jsonl", written.replace('"label":null', '"label":"agree"'));
    const refused = await run(reviewCommand, ["sample", "-o", out], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(out);
    expect(await readFile(out, "utf8")).toContain('"label":"agree"');
  });

  it.each([
    { argv: ["sample", "--run", "r1", "--all"], saved: true },
    { argv: ["sample", "--n", "0"], saved: true },
    { argv: ["sample", "--seed", "-1"], saved: true },
    { argv: ["sample", "--run", "r-none"], saved: true },
    { argv: ["sample", "--label", "none"], saved: true },
    { argv: ["sample"], saved: false },
    { argv: ["sample", "extra"], saved: true },
  ])("review $argv (saved: $saved) exits 2 with one line", async ({ argv, saved }) => {
    if (saved) save({ verdicts: ["supported"] });
    const outcome = await run(reviewCommand, argv, env);
    expect(outcome).toMatchObject({ code: 2, stdout: "" });
    expect(outcome.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});

// Ten labelled lines and two unlabelled. Verifier (rows) against the person (columns):
//
//                  person S  person U  person C   total
//   verifier S         4         1         0        5     (one U by "disagree" on a supported verdict)
//   verifier U         1         2         0        3     (one U by "agree")
//   verifier C         0         1         1        2
//   total              5         4         1       10
//
// observed agreement p_o = (4 + 2 + 1) / 10 = 0.7
// chance agreement  p_e = (5·5 + 3·4 + 2·1) / 100 = 0.39
// kappa = (0.7 − 0.39) / (1 − 0.39) = 0.31 / 0.61 = 0.508196… -> 0.5082
// precision of supported = 4/5 = 0.8; recall of unsupported = 2/4 = 0.5; of contradicted = 1/1 = 1
const LABELS: [Verdict, string | null, string?][] = [
  ["supported", "supported"],
  ["supported", "agree"],
  ["supported", "SUPPORTED "],
  ["supported", "supported"],
  ["supported", "disagree", "the source never says so"],
  ["unsupported", "unsupported"],
  ["unsupported", "agree"],
  ["unsupported", "supported", "paraphrase"],
  ["contradicted", "contradicted"],
  ["contradicted", "unsupported"],
  ["supported", null],
  ["unsupported", ""],
];

function reviewFile(runId: string): string {
  return LABELS.map(([verdict, label, note], i) => JSON.stringify({ run: runId, claim: `c${i + 1}`, text: `Claim ${i + 1}.`, verdict, evidence: [], reasons: [], label, note: note ?? "" })).join("\n") + "\n";
}

describe("review score", () => {
  it("scores agreement per verdict, precision, recall and kappa, and lists the mistakes", async () => {
    const path = await writeIn(dir, "review.jsonl", reviewFile("r1"));
    const outcome = await run(reviewCommand, ["score", path, "--format", "json"], env);
    expect(outcome).toMatchObject({ code: 0, stderr: "" });
    const score = JSON.parse(outcome.stdout);
    expect(score).toMatchObject({
      items: 12,
      labelled: 10,
      unlabelled: 2,
      byVerdict: { supported: { n: 5, agreed: 4 }, unsupported: { n: 3, agreed: 2 }, contradicted: { n: 2, agreed: 1 } },
      confusion: {
        supported: { supported: 4, unsupported: 1, contradicted: 0 },
        unsupported: { supported: 1, unsupported: 2, contradicted: 0 },
        contradicted: { supported: 0, unsupported: 1, contradicted: 1 },
      },
      precision: { supported: 0.8 },
      recall: { unsupported: 0.5, contradicted: 1 },
      agreement: 0.7,
      kappa: 0.5082,
    });
    expect(score.mistakes.map((m: { claim: string; verdict: string; label: string; person: string; note: string }) => [m.claim, m.verdict, m.label, m.person, m.note])).toEqual([
      ["c5", "supported", "disagree", "unsupported", "the source never says so"],
      ["c8", "unsupported", "supported", "supported", "paraphrase"],
      ["c10", "contradicted", "unsupported", "unsupported", ""],
    ]);
  });

  it("prints the same numbers as text", async () => {
    const path = await writeIn(dir, "review.jsonl", reviewFile("r1"));
    const outcome = await run(reviewCommand, ["score", path], env);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toMatch(/^10 of 12 claims labelled \(2 unlabelled, skipped\)\n/);
    expect(outcome.stdout).toMatch(/\nsupported\s+5\s+4\n/);
    expect(outcome.stdout).toContain("agreement 0.7000, Cohen's kappa 0.5082\n");
    expect(outcome.stdout).toContain("recall of unsupported 0.5000, of contradicted 1.0000\n");
    expect(outcome.stdout).toMatch(/verifier mistakes \(3\):\n {2}r1 c5 {2}supported, reviewer: disagree \(unsupported\) {2}"Claim 5\." {2}note: "the source never says so"\n/);
  });

  it("gives null, not 0, where a metric has no denominator", async () => {
    const path = await writeIn(dir, "review.jsonl", reviewFile("r1").split("\n").slice(10).join("\n"));
    const score = JSON.parse((await run(reviewCommand, ["score", path, "--format", "json"], env)).stdout);
    expect(score).toMatchObject({ items: 2, labelled: 0, agreement: null, kappa: null, precision: { supported: null }, recall: { unsupported: null, contradicted: null } });
  });

  it("--record keeps the labels in the store, all or none", async () => {
    const [id] = save({ verdicts: LABELS.map(([verdict]) => verdict) });
    const path = await writeIn(dir, "review.jsonl", reviewFile(String(id)));
    const outcome = await run(reviewCommand, ["score", path, "--record", "--reviewer", "ann", "--format", "json"], env);
    expect(outcome).toMatchObject({ code: 0, stderr: "recorded 10 labels by ann\n" });
    const store = openStore(home, { create: false });
    try {
      const reviews = store.listReviews(String(id));
      expect(reviews.map((r) => [r.claimId, r.reviewer, r.label])).toEqual(LABELS.slice(0, 10).map(([, label], i) => [`c${i + 1}`, "ann", label?.trim().toLowerCase()]));
      expect(reviews[4]?.note).toBe("the source never says so");
    } finally {
      store.close();
    }
    // A line naming a claim the store lacks: nothing is recorded, and the line is named.
    const stray = await writeIn(dir, "stray.jsonl", reviewFile(String(id)).replace('"claim":"c3"', '"claim":"c99"'));
    const refused = await run(reviewCommand, ["score", stray, "--record"], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${stray}:3:`);
    const after = openStore(home, { create: false });
    try {
      expect(after.listReviews(String(id)).every((r) => r.reviewer === "ann")).toBe(true);
    } finally {
      after.close();
    }
  });

  it.each([
    { name: "invalid JSON", line: 2, edit: (text: string[]) => text.map((l, i) => (i === 1 ? "{not json" : l)) },
    { name: "not an object", line: 3, edit: (text: string[]) => text.map((l, i) => (i === 2 ? "[1, 2]" : l)) },
    { name: "an unknown label", line: 4, edit: (text: string[]) => text.map((l, i) => (i === 3 ? l.replace('"label":"supported"', '"label":"maybe"') : l)) },
    { name: "a label that is not text", line: 1, edit: (text: string[]) => text.map((l, i) => (i === 0 ? l.replace('"label":"supported"', '"label":1') : l)) },
    { name: "an unknown verdict", line: 6, edit: (text: string[]) => text.map((l, i) => (i === 5 ? l.replace('"verdict":"unsupported"', '"verdict":"fine"') : l)) },
    { name: "a missing claim id", line: 9, edit: (text: string[]) => text.map((l, i) => (i === 8 ? l.replace('"claim":"c9",', "") : l)) },
  ])("a line with $name exits 2 naming file and line", async ({ line, edit }) => {
    const path = await writeIn(dir, "review.jsonl", edit(reviewFile("r1").trimEnd().split("\n")).join("\n"));
    const outcome = await run(reviewCommand, ["score", path], env);
    expect(outcome).toMatchObject({ code: 2, stdout: "" });
    expect(outcome.stderr).toMatch(new RegExp(`^groundcheck: ${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:${line}: [^\\n]+\\n$`));
  });

  it.each([
    { argv: ["score"] },
    { argv: ["score", "missing.jsonl"] },
    { argv: ["score", "empty"] },
    { argv: ["score", "a", "b"] },
    { argv: ["score", "file", "--reviewer", "ann"] },
  ])("review $argv exits 2 with one line", async ({ argv }) => {
    const files: Record<string, string> = { empty: await writeIn(dir, "empty.jsonl", "\n"), file: await writeIn(dir, "r.jsonl", reviewFile("r1")) };
    const outcome = await run(reviewCommand, argv.map((word) => files[word] ?? word), env);
    expect(outcome).toMatchObject({ code: 2, stdout: "" });
    expect(outcome.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});
