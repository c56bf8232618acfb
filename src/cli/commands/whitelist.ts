// `groundcheck whitelist`: the entities, numbers and dates of the sources as JSON, for
// `audit --whitelist` (the seed's `ground_check.py whitelist`), or several whitelists merged.
import type { Stats } from "node:fs";
import { aliasArg } from "../shared-args.js";
import { stat } from "node:fs/promises";
import type { Whitelist } from "../../core/audit/types.js";
import { buildWhitelist, mergeWhitelists } from "../../core/audit/whitelist.js";
import { loadConfig, resolveSettings } from "../../node/config.js";
import { InputError } from "../../node/errors.js";
import { loadSources } from "../../node/load-sources.js";
import { loadAliasFile, loadWhitelists } from "../../node/load-whitelist.js";
import { writeReport } from "../../node/verify-files.js";
import type { Command } from "../command.js";
import { defineOperandCommand, withShortOutput } from "../report-command.js";

const command = defineOperandCommand({
  name: "whitelist",
  usage: "SOURCE...",
  description: "List the sources' entities, numbers and dates, with their lines, for 'audit --whitelist'.",
  args: {
    output: { type: "string", valueName: "FILE", description: "write the whitelist to FILE (also -o) instead of stdout; never an input file" },
    alias: aliasArg,
    aliases: { type: "string", valueName: "FILE", description: 'alias groups, one per line as for --alias; blank lines and "#" comments skipped' },
    whitelist: { type: "string", valueName: "FILE...", description: "whitelists to merge into the result" },
    merge: { type: "boolean", description: "the arguments are whitelist files to merge, not sources" },
    config: { type: "string", valueName: "FILE", description: "settings file whose aliases apply (default: groundcheck.config.json here or in a parent folder)" },
  },
  lists: { alias: "repeatable", whitelist: "variadic" },
  footer:
    "SOURCE is a file, a folder of .md/.txt files, or ID=FILE; ids A, B, C… in order.\n" +
    "--merge takes whitelists instead: whitelist --merge a.json b.json -o all.json\n" +
    "Exit status: 0 written, 2 usage or input error.",
  async run({ args, io, usageError, operands, list }) {
    const merge = args.merge === true;
    const listPaths = merge ? [...operands, ...list("whitelist")] : list("whitelist");
    if (merge && listPaths.length === 0) throw usageError("--merge needs the whitelist files to merge");
    if (!merge && operands.length === 0 && listPaths.length === 0) throw usageError("missing the sources");
    const config = await loadConfig(process.cwd(), args.config);
    const { aliases: flagAliases } = resolveSettings(config, { alias: list("alias") }, usageError);
    const aliases = [...flagAliases, ...(args.aliases === undefined ? [] : await loadAliasFile(args.aliases))];

    const sources = merge || operands.length === 0 ? [] : await loadSources(operands);
    const loaded = listPaths.length === 0 ? [] : [await loadWhitelists(listPaths)];
    const built = buildWhitelist(sources, { aliases });
    // An entity keeps the name it has in the first list: the sources' own, or the merged files'.
    const whitelist = mergeWhitelists(merge ? [...loaded, built] : [built, ...loaded]);
    const json = `${JSON.stringify(whitelist, null, 2)}\n`;
    if (args.output === undefined) {
      io.stdout(json);
      return 0;
    }
    const inputs = [...sources.flatMap((source) => source.path ?? []), ...listPaths, ...[args.aliases, config.path].flatMap((path) => path ?? [])];
    await assertWritable(args.output, inputs);
    await writeReport(args.output, json);
    io.stderr(summaryLine(args.output, whitelist));
    return 0;
  },
});

export const whitelistCommand: Command = withShortOutput(command);

async function statOrUndefined(path: string): Promise<Stats | undefined> {
  return stat(path).catch(() => undefined);
}

/** The whitelist goes to a new or scratch file, never over a source, an alias file, a whitelist being merged or the settings. */
async function assertWritable(output: string, inputs: readonly string[]): Promise<void> {
  const target = await statOrUndefined(output);
  if (target === undefined) return;
  if (target.isDirectory()) throw InputError.at(output, "is a folder; --output needs a file path");
  for (const input of inputs) {
    const found = await statOrUndefined(input);
    if (found !== undefined && found.dev === target.dev && found.ino === target.ino) {
      const which = input === output ? "an input file" : `the input file ${input}`;
      throw InputError.at(output, `is ${which}; refusing to overwrite it with the whitelist`);
    }
  }
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function summaryLine(path: string, list: Whitelist): string {
  const counts = [count(list.entities.length, "entity", "entities"), count(list.numbers.length, "number"), count(list.dates.length, "date")];
  return `${path}: ${counts.join(", ")} from ${count(list.sources.length, "source")}\n`;
}
