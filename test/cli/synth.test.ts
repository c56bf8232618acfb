import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { synthCommand } from "../../src/cli/commands/synth.js";
import { KIND_VERDICT, kindOf } from "../../src/core/judge/synthetic/index.js";
import { loadCases } from "../../src/node/load-cases.js";
import { run } from "./run.js";
import { useCaseFile } from "../support/case-file.js";

const REPORT =
  "The council approved a budget of 4.2 million euros on 12 May 2021. The mayor, Anna Weber, said the money would pay for two new schools. " +
  "The plan does not include a new stadium, but it funds repairs to the old pool. Critics from the Green Party argued that the schools were too expensive.";
const NEWS = "暴雨导致城市交通中断了三个小时。市政府表示，地铁没有停运，但公交线路受到影响。";
const CASES = [
  { id: "r1", dataset: "hand", lang: "en", task: "summary", sources: [{ id: "doc", text: REPORT }], answer: "The council approved a budget.", label: "faithful" },
  { id: "r2", dataset: "hand", lang: "en", task: "summary", sources: [{ id: "doc", text: REPORT }], answer: "The council rejected the budget.", label: "hallucinated" },
  { id: "n1", dataset: "hand", lang: "zh", task: "summary", sources: [{ id: "doc", text: NEWS }], answer: "地铁停运了。", label: "hallucinated" },
];

const folder = useCaseFile("synth", CASES);

describe("synth", () => {
  it("writes labelled synthetic cases that load as folder.cases, and counts them by kind", async () => {
    const output = join(folder.dir, "synthetic.jsonl");
    const outcome = await run(synthCommand, ["--from", folder.cases, "-o", output, "--per-source", "6"]);
    expect(outcome).toMatchObject({ code: 0, stderr: "" });
    const made = await loadCases([output]);
    // One document per distinct set of sources: two here, six claims each where the text allows.
    expect(made.length).toBeGreaterThan(6);
    expect(made.length).toBeLessThanOrEqual(12);
    expect(new Set(made.map((c) => c.dataset))).toEqual(new Set(["synthetic-en", "synthetic-zh"]));
    for (const c of made) expect(c.claims![0]!.label).toBe(KIND_VERDICT[kindOf(c.id)!]);
    expect(outcome.stdout).toMatch(new RegExp(`^${made.length} synthetic cases\\n  supported: copy \\d+, compress \\d+`));
    expect(outcome.stdout).toMatch(/\n {2}contradicted: .*negation \d+/);
    expect(outcome.stdout).toMatch(/\n {2}unsupported: other-document \d+, added-clause \d+, added-modifier \d+\n$/);
  });

  it("the same files and seed give the same file; another seed another", async () => {
    const [a, b, c] = ["a.jsonl", "b.jsonl", "c.jsonl"].map((name) => join(folder.dir, name));
    await run(synthCommand, ["--from", folder.cases, "-o", a, "--seed", "3"]);
    await run(synthCommand, ["--from", folder.cases, "-o", b, "--seed", "3"]);
    await run(synthCommand, ["--from", folder.cases, "-o", c, "--seed", "4"]);
    expect(await readFile(a, "utf8")).toBe(await readFile(b, "utf8"));
    expect(await readFile(c, "utf8")).not.toBe(await readFile(a, "utf8"));
  });

  it("usage errors exit 2 with one line; it never overwrites a case file", async () => {
    expect(await run(synthCommand, ["-o", join(folder.dir, "x.jsonl")])).toMatchObject({ code: 2, stderr: expect.stringContaining("missing required option --from") });
    expect(await run(synthCommand, ["--from", folder.cases])).toMatchObject({ code: 2, stderr: expect.stringContaining("missing --output") });
    expect(await run(synthCommand, ["--from", folder.cases, "-o", join(folder.dir, "y.jsonl"), "--per-source", "0"])).toMatchObject({ code: 2, stderr: expect.stringContaining("--per-source must be") });
    expect(await run(synthCommand, ["--from", folder.cases, "-o", folder.cases])).toMatchObject({ code: 2 });
    expect(await readFile(folder.cases, "utf8")).toBe(CASES.map((c) => JSON.stringify(c)).join("\n") + "\n");
    const missing = await run(synthCommand, ["--from", join(folder.dir, "nope.jsonl"), "-o", join(folder.dir, "z.jsonl")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split("\n")).toHaveLength(1);
  });
});
