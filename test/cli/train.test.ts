import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { synthCommand } from "../../src/cli/commands/synth.js";
import { trainCommand } from "../../src/cli/commands/train.js";
import { runBench } from "../../src/core/bench/run.js";
import { parseLexicalModel } from "../../src/core/judge/lexical-model.js";
import { loadCases } from "../../src/node/load-cases.js";
import { loadLexicalJudge } from "../../src/node/load-model.js";
import { run } from "./run.js";
import { useCaseFile } from "../support/case-file.js";

const TOWER = "The Eiffel Tower in Paris is 330 metres tall. It was completed in 1889 for the World's Fair. It is made of wrought iron.";
const BRIDGE = "The Golden Gate Bridge opened in 1937. It spans the strait between San Francisco Bay and the Pacific Ocean. Its towers are painted orange.";
const RIVER = "长江全长约6300公里，是中国最长的河流。它发源于青藏高原。";

function make(id: string, source: string, answer: string, label: "faithful" | "hallucinated", lang = "en"): object {
  return { id, dataset: "hand", lang, task: "summary", sources: [{ id: "doc", text: source }], answer, label };
}

const CASES = [
  make("t1", TOWER, "The Eiffel Tower is 330 metres tall.", "faithful"),
  make("t2", TOWER, "The Eiffel Tower was completed in 1889.", "faithful"),
  make("t3", TOWER, "The Eiffel Tower is made of wrought iron.", "faithful"),
  make("t4", TOWER, "Volunteers repaint the Eiffel Tower bright green every spring.", "hallucinated"),
  make("t5", TOWER, "The Eiffel Tower is 410 metres tall.", "hallucinated"),
  make("b1", BRIDGE, "The Golden Gate Bridge opened in 1937.", "faithful"),
  make("b2", BRIDGE, "The bridge's towers are painted orange.", "faithful"),
  make("b3", BRIDGE, "The Golden Gate Bridge was designed by a committee of poets.", "hallucinated"),
  make("b4", BRIDGE, "The Golden Gate Bridge is closed to cars on Sundays.", "hallucinated"),
  make("z1", RIVER, "长江全长约6300公里。", "faithful", "zh"),
  make("z2", RIVER, "长江发源于青藏高原。", "faithful", "zh"),
  make("z3", RIVER, "长江每年冬天都会完全结冰。", "hallucinated", "zh"),
];

const folder = useCaseFile("train", CASES);

describe("train", () => {
  it("train -> model -> bench: the trained model loads as a judge and its version is in the report", async () => {
    const output = join(folder.dir, "model.json");
    const outcome = await run(trainCommand, ["--cases", folder.cases, "-o", output]);
    expect(outcome).toMatchObject({ code: 0, stderr: "" });
    const model = parseLexicalModel(JSON.parse(await readFile(output, "utf8")));
    expect(outcome.stdout).toContain(`model ${model.version}:`);
    expect(model.version).toMatch(/^lexical-lr-1\.[0-9a-f]{8}$/);
    expect(model.training.files.map((f) => f.name)).toEqual(["cases"]);
    expect(model.training.files[0]).toMatchObject({ cases: 12, hallucinated: 5, examples: 12 });

    const judge = await loadLexicalJudge(output);
    const report = await runBench(await loadCases([folder.cases]), { judge });
    expect(report.judge).toEqual({ id: "lexical", version: model.version });
    expect(report.n).toBe(12);
  });

  it("is deterministic: the same cases give the same model, to the byte", async () => {
    const [a, b] = [join(folder.dir, "a.json"), join(folder.dir, "b.json")];
    await run(trainCommand, ["--cases", folder.cases, "--output", a, "--synthetic", "3"]);
    await run(trainCommand, ["--cases", folder.cases, "--output", b, "--synthetic", "3"]);
    expect(await readFile(a, "utf8")).toBe(await readFile(b, "utf8"));
  });

  it("--synthetic N trains on claims made from the cases' sources, as `synth` writes them", async () => {
    const onTheFly = join(folder.dir, "fly.json");
    expect((await run(trainCommand, ["--cases", folder.cases, "-o", onTheFly, "--synthetic", "4", "--seed", "5"])).code).toBe(0);
    const model = parseLexicalModel(JSON.parse(await readFile(onTheFly, "utf8")));
    expect(model.training.files.map((f) => f.name)).toEqual(["cases", "synthetic-en", "synthetic-zh"]);
    expect(model.training.syntheticWeight).toBe(0.5);

    const made = join(folder.dir, "made.jsonl");
    expect((await run(synthCommand, ["--from", folder.cases, "-o", made, "--per-source", "4", "--seed", "5"])).code).toBe(0);
    const fromFile = join(folder.dir, "file.json");
    expect((await run(trainCommand, ["--cases", folder.cases, made, "-o", fromFile])).code).toBe(0);
    const again = parseLexicalModel(JSON.parse(await readFile(fromFile, "utf8")));
    expect(again.weights).toEqual(model.weights);
    expect(again.threshold).toBe(model.threshold);
  });

  it("--module writes the model as the package's TypeScript module", async () => {
    const module = join(folder.dir, "model.ts");
    expect((await run(trainCommand, ["--cases", folder.cases, "--module", module])).code).toBe(0);
    const text = await readFile(module, "utf8");
    expect(text).toContain('import type { LexicalModel } from "./lexical-model.js";');
    const literal = text.slice(text.indexOf("= ") + 2, text.lastIndexOf(";"));
    expect(parseLexicalModel(JSON.parse(literal)).version).toMatch(/^lexical-lr-1\./);
  });

  it("--folds K prints cross-validated metrics per file beside the coverage-threshold baseline", async () => {
    const outcome = await run(trainCommand, ["--cases", folder.cases, "-o", join(folder.dir, "cv.json"), "--folds", "2"]);
    expect(outcome.code).toBe(0);
    const lines = outcome.stdout.trimEnd().split("\n");
    expect(lines[1]).toMatch(/^file\s+n\s+BA \(2-fold\)\s+AUROC\s+BA cov≥0\.6\s+AUROC$/);
    expect(lines[2]).toMatch(/^cases\s+12\s/);
    expect(lines[3]).toMatch(/^mean\s/);
  });

  it("usage errors exit 2 with one line", async () => {
    expect(await run(trainCommand, ["-o", join(folder.dir, "x.json")])).toMatchObject({ code: 2, stderr: expect.stringContaining("missing required option --cases") });
    expect(await run(trainCommand, ["--cases", folder.cases])).toMatchObject({ code: 2, stderr: expect.stringContaining("missing --output") });
    expect(await run(trainCommand, ["--cases", folder.cases, "-o", join(folder.dir, "y.json"), "--folds", "1"])).toMatchObject({ code: 2, stderr: expect.stringContaining("--folds must be") });
    expect(await run(trainCommand, ["--cases", folder.cases, "-o", join(folder.dir, "y.json"), "--synthetic", "0"])).toMatchObject({ code: 2, stderr: expect.stringContaining("--synthetic must be") });
    expect(await run(trainCommand, ["--cases", folder.cases, "-o", join(folder.dir, "y.json"), "--synthetic-weight", "x"])).toMatchObject({ code: 2, stderr: expect.stringContaining("--synthetic-weight must be") });
    expect(await run(trainCommand, ["--cases", folder.cases, "-o", folder.cases])).toMatchObject({ code: 2 });
  });

  it("a model file that is not a model is an input error naming the file", async () => {
    const bad = join(folder.dir, "bad.json");
    await writeFile(bad, JSON.stringify({ version: "lexical-lr-1.0", features: ["coverage"] }));
    await expect(loadLexicalJudge(bad)).rejects.toThrow(/bad\.json: not a lexical model: "features" must be/);
  });
});
