// `groundcheck train`: fits the lexical judge's model on labelled cases, deterministically, and
// with --folds reports cross-validated balanced accuracy per file beside the old
// coverage-threshold judge's (the numbers in BENCHMARKS.md).
import type { Metrics } from "../../core/bench/metrics.js";
import { SYNTHETIC_WEIGHT, type CrossValidation } from "../../core/judge/training.js";
import { DEFAULT_SEED } from "../../core/judge/synthetic/index.js";
import { assertSafeOutput, writeReport } from "../../node/verify-files.js";
import { modelJson, modelModule, train } from "../../node/train.js";
import type { Command } from "../command.js";
import { defineOperandCommand, withShortOutput } from "../report-command.js";
import { caseFiles, wholeNumber } from "../case-args.js";

const command = defineOperandCommand({
  name: "train",
  usage: "--cases FILE... --output FILE",
  description: "Fit the lexical judge's model on labelled cases; with --folds, report cross-validated balanced accuracy.",
  args: {
    cases: { type: "string", valueName: "FILE...", description: "JSONL files of labelled cases (DESIGN.md, \"Benchmark cases\")" },
    output: { type: "string", valueName: "FILE", description: "write the model JSON to FILE (also -o)" },
    module: { type: "string", valueName: "FILE", description: "also write the model as the package's module (src/core/judge/model.ts)" },
    folds: { type: "string", valueName: "K", description: "also print K-fold cross-validated metrics per file (folds by a hash of the case id)" },
    limit: { type: "string", valueName: "N", description: "only the first N cases of each file, for a quick run" },
    l2: { type: "string", valueName: "X", description: "L2 penalty on the weights (default 0.001)" },
    synthetic: { type: "string", valueName: "N", description: "also train on N synthetic claims per source document, made as `synth` makes them" },
    seed: { type: "string", valueName: "S", description: `seed of the synthetic claims (default ${DEFAULT_SEED})` },
    "synthetic-weight": { type: "string", valueName: "X", description: `how much each synthetic set weighs against one case file (default ${SYNTHETIC_WEIGHT})` },
  },
  lists: { cases: "variadic" },
  footer:
    "--cases takes every following word up to the next option. The same files give the same\n" +
    "model, to the digit. --module writes the package's model (rebuild to ship it). Cases of a\n" +
    "dataset synthetic-en or synthetic-zh (from `synth`) train but are not measured; with\n" +
    "--folds, a fold's model trains on no synthetic claim made from that fold's sources.\n" +
    "Exit status: 0 trained, 2 usage or input error.",
  async run({ args, io, usageError, operands, list }) {
    const paths = caseFiles(operands, list, usageError);
    if (args.output === undefined && args.module === undefined) throw usageError("missing --output FILE (or --module FILE)");
    const folds = wholeNumber("folds", args.folds, 2, usageError);
    const limit = wholeNumber("limit", args.limit, 1, usageError);
    const l2 = nonNegative("l2", args.l2, usageError);
    const syntheticWeight = nonNegative("synthetic-weight", args["synthetic-weight"], usageError);
    const perDocument = wholeNumber("synthetic", args.synthetic, 1, usageError);
    const seed = wholeNumber("seed", args.seed, 0, usageError) ?? DEFAULT_SEED;
    for (const target of [args.output, args.module]) {
      if (target !== undefined) await assertSafeOutput(target, paths.map((path) => ({ path, role: "case file" })));
    }

    const { model, crossValidation } = await train({
      paths,
      ...(limit ? { limit } : {}),
      ...(folds ? { folds } : {}),
      ...(l2 !== undefined ? { l2 } : {}),
      ...(syntheticWeight !== undefined ? { syntheticWeight } : {}),
      ...(perDocument ? { synthetic: { perDocument, seed } } : {}),
    });
    if (args.output !== undefined) await writeReport(args.output, modelJson(model));
    if (args.module !== undefined) await writeReport(args.module, modelModule(model));
    const examples = model.training.files.reduce((sum, file) => sum + file.examples, 0);
    io.stdout(`model ${model.version}: ${examples} examples from ${model.training.files.length} files, threshold ${model.threshold}\n`);
    if (crossValidation) io.stdout(cvTable(crossValidation));
    return 0;
  },
});

function nonNegative(name: string, value: string | undefined, usageError: (detail: string) => Error): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value.trim() === "" || !(number >= 0)) throw usageError(`--${name} must be a number of at least 0, not ${JSON.stringify(value)}`);
  return number;
}

function percent(value: number | null): string {
  return value === null ? "-" : (value * 100).toFixed(1);
}

/** Balanced accuracy and AUROC in percent, the learned model's (held out) beside the baseline's. */
function cvTable(cv: CrossValidation): string {
  const rows = Object.entries(cv.byFile).map(([name, { model, baseline }]): string[] => [name, String(model.n), percent(model.balancedAccuracy), percent(model.auroc), percent(baseline.balancedAccuracy), percent(baseline.auroc)]);
  const mean = (pick: (m: Metrics) => number | null): string => {
    const values = Object.values(cv.byFile).flatMap(({ model }) => pick(model) ?? []);
    return values.length === 0 ? "-" : ((values.reduce((a, b) => a + b, 0) / values.length) * 100).toFixed(1);
  };
  const header = ["file", "n", `BA (${cv.folds}-fold)`, "AUROC", "BA cov≥0.6", "AUROC"];
  const all = [header, ...rows, ["mean", "", mean((m) => m.balancedAccuracy), mean((m) => m.auroc), "", ""]];
  const widths = header.map((_, c) => Math.max(...all.map((row) => row[c]!.length)));
  return `${all.map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd()).join("\n")}\n`;
}

export const trainCommand: Command = withShortOutput(command);
