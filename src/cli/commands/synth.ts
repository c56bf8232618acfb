// `groundcheck synth`: labelled claims made from the sources of case files, FactCC-style, as
// cases that `train` (and `bench`) read like any other.
import { DEFAULT_SEED, kindOf, KIND_VERDICT, type SyntheticKind } from "../../core/judge/synthetic/index.js";
import { loadCases } from "../../node/load-cases.js";
import { synthesizeCases } from "../../node/train.js";
import { assertSafeOutput, writeReport } from "../../node/verify-files.js";
import type { Command } from "../command.js";
import { defineOperandCommand, withShortOutput } from "../report-command.js";
import { wholeNumber } from "../case-args.js";

const DEFAULT_PER_SOURCE = 4;

const command = defineOperandCommand({
  name: "synth",
  usage: "--from FILE... --output FILE",
  description: "Make labelled synthetic claims (supported, contradicted, unsupported) from the sources of case files.",
  args: {
    from: { type: "string", valueName: "FILE...", description: "JSONL case files whose sources the claims are made from (answers and labels are not read)" },
    output: { type: "string", valueName: "FILE", description: "write the synthetic cases, JSONL, to FILE (also -o)" },
    "per-source": { type: "string", valueName: "N", description: `claims per distinct set of sources, half of them supported (default ${DEFAULT_PER_SOURCE})` },
    seed: { type: "string", valueName: "S", description: `random seed (default ${DEFAULT_SEED}): the same files and seed give the same claims` },
  },
  lists: { from: "variadic" },
  footer:
    "Supported: a source sentence shortened, a clause of it, joined to the next sentence, or\n" +
    "reworded with a WordNet synonym.\n" +
    "Contradicted: a number, date or name changed, a negation added or removed, an antonym.\n" +
    "Unsupported: a sentence of another document, or a source sentence with a clause or\n" +
    "modifier from another document added. English and Chinese. Cases get dataset\n" +
    "synthetic-en or synthetic-zh; give the file to `train --cases`.\n" +
    "Exit status: 0 written, 2 usage or input error.",
  async run({ args, io, usageError, operands, list }) {
    if (operands.length > 0) throw usageError(`unexpected argument ${JSON.stringify(operands[0])} (give the case files after --from)`);
    const paths = list("from");
    if (paths.length === 0) throw usageError("missing required option --from");
    if (args.output === undefined) throw usageError("missing --output FILE");
    const perDocument = wholeNumber("per-source", args["per-source"], 1, usageError) ?? DEFAULT_PER_SOURCE;
    const seed = wholeNumber("seed", args.seed, 0, usageError) ?? DEFAULT_SEED;
    await assertSafeOutput(args.output, paths.map((path) => ({ path, role: "case file" })));

    const cases = await synthesizeCases(await loadCases(paths), { perDocument, seed });
    await writeReport(args.output, cases.map((c) => `${JSON.stringify(c)}\n`).join(""));
    const counts = new Map<SyntheticKind | undefined, number>();
    for (const c of cases) counts.set(kindOf(c.id), (counts.get(kindOf(c.id)) ?? 0) + 1);
    const byVerdict = (verdict: string): string =>
      (Object.keys(KIND_VERDICT) as SyntheticKind[])
        .filter((kind) => KIND_VERDICT[kind] === verdict)
        .map((kind) => `${kind} ${counts.get(kind) ?? 0}`)
        .join(", ");
    io.stdout(
      `${cases.length} synthetic cases\n` +
        `  supported: ${byVerdict("supported")}\n  contradicted: ${byVerdict("contradicted")}\n  unsupported: ${byVerdict("unsupported")}\n`,
    );
    return 0;
  },
});

export const synthCommand: Command = withShortOutput(command);
