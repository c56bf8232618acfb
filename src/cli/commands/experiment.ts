import { aliasArg, configArg, maxRangeArg } from "../shared-args.js";
import { loadConfig, resolveSettings, STRICTNESS } from "../../node/config.js";
import { experimentFiles } from "../../node/experiment-files.js";
import { splitSourceArg } from "../../node/load-sources.js";
import { assertSafeOutput, type InputFile } from "../../node/verify-files.js";
import { experimentJsonReporter } from "../../reporters/experiment-json.js";
import { experimentLine, experimentMarkdownReporter } from "../../reporters/experiment-markdown.js";
import { defineOperandCommand, emitReport, withShortOutput } from "../report-command.js";

const GROUP = /^([^=\s][^=]*)=(.+)$/;

export const experimentCommand = withShortOutput(
  defineOperandCommand({
    name: "experiment",
    usage: "--baseline DIR --grounded DIR --sources SOURCE...",
    description: "The A/B experiment: audit groups of outputs against the same sources and count E1 N1 R1 Q1 C1 and the grounded rate per group.",
    args: {
      baseline: { type: "string", valueName: "DIR", description: "outputs written without the closed-world rules: a folder of .md/.txt files, or one file" },
      grounded: { type: "string", valueName: "DIR", description: "outputs written with them" },
      group: { type: "string", valueName: "NAME=DIR", description: "another group (repeatable); groups are compared with the first one given" },
      sources: { type: "string", valueName: "SOURCE...", description: "the sources every output is audited against: files, folders, or ID=FILE" },
      format: { type: "string", choices: ["markdown", "json"], default: "markdown", description: "report format" },
      output: { type: "string", valueName: "FILE", description: "write the report to FILE (-o) instead of stdout" },
      strictness: { type: "string", choices: STRICTNESS, description: "of the audit: strict flags an uncited sentence (C3), lenient checks it against every source (default: strict)" },
      maxRange: maxRangeArg,
      alias: aliasArg,
      config: configArg,
    },
    lists: { sources: "variadic", group: "repeatable", alias: "repeatable" },
    footer:
      "Groups: --baseline, then --grounded, then each --group, in that order; the first is the one the\n" +
      "others are compared with (the delta rows and the JSON \"delta\"). The grounded rate is the share of\n" +
      "sentences without a finding, over all outputs of the group.\n" +
      "Exit status: 0 the report was made, 2 usage or input error.",
    async run({ args, io, usageError, operands, list }) {
      if (operands.length > 0) throw usageError(`unexpected argument ${JSON.stringify(operands[0])} (give the groups with --baseline, --grounded or --group)`);
      const groups: { name: string; path: string }[] = [];
      if (args.baseline !== undefined) groups.push({ name: "baseline", path: args.baseline });
      if (args.grounded !== undefined) groups.push({ name: "grounded", path: args.grounded });
      for (const value of list("group")) {
        const m = GROUP.exec(value);
        if (!m) throw usageError(`--group needs NAME=DIR, not ${JSON.stringify(value)}`);
        groups.push({ name: m[1]!.trim(), path: m[2]! });
      }
      const duplicate = groups.find((g, i) => groups.findIndex((other) => other.name === g.name) !== i);
      if (duplicate) throw usageError(`two groups are named ${JSON.stringify(duplicate.name)}`);
      if (groups.length < 2) throw usageError("give at least two groups: --baseline DIR --grounded DIR, or --group NAME=DIR");
      const sourceArgs = list("sources");
      if (sourceArgs.length === 0) throw usageError("missing the sources: --sources SOURCE...");

      const config = await loadConfig(process.cwd(), args.config);
      const settings = resolveSettings(config, { strictness: args.strictness, maxRange: args.maxRange, alias: list("alias") }, usageError);
      if (args.output !== undefined) {
        const inputs: InputFile[] = groups.map((g) => ({ path: g.path, role: `${g.name} output` }));
        for (const arg of sourceArgs) inputs.push({ path: (await splitSourceArg(arg)).path, role: "source file" });
        await assertSafeOutput(args.output, inputs);
      }
      const { strictness, maxRangeLines, aliases } = settings;
      const { result, sources } = await experimentFiles({ groups, sourceArgs, options: { strictness, maxRangeLines, aliases } });
      const ctx = { sources: sources.map(({ id, path }) => ({ id, path })) };
      const report = args.format === "json" ? experimentJsonReporter(result, ctx) : experimentMarkdownReporter(result, ctx);
      await emitReport(report, args.output, `${experimentLine(result)}\n`, io);
      return 0;
    },
  }),
);
