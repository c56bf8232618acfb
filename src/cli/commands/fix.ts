import { aliasArg, configArg, judgeArg, maxRangeArg } from "../shared-args.js";
import { wholeNumber } from "../case-args.js";
import { DEFAULT_MAX_ROUNDS } from "../../core/fix/repair.js";
import { loadConfig, resolveSettings, STRICTNESS } from "../../node/config.js";
import { assertSafeOutputs, fixFiles, fixInputs, type FixFilesInput } from "../../node/fix-files.js";
import { writeReport } from "../../node/verify-files.js";
import { fixJsonReporter } from "../../reporters/fix-json.js";
import { fixTextReporter, type FixReportContext } from "../../reporters/fix-text.js";
import type { CommandIO } from "../command.js";
import { defineOperandCommand, withShortOutput } from "../report-command.js";

export const fixCommand = withShortOutput(
  defineOperandCommand({
    name: "fix",
    usage: "INPUT.md (--sources SOURCE... | --context FILE)",
    description: "Repair an answer: drop (strict) or mark (lenient) what its sources do not hold, re-check, quote the cited lines for what still fails.",
    args: {
      sources: {
        type: "string",
        valueName: "SOURCE...",
        description: "closed-world: the sources cited as [A:L12]: files, folders of .md/.txt files, or ID=FILE; ids A, B, C… in order",
      },
      context: { type: "string", valueName: "FILE", description: "chunk-cited answers ([c1]): the chunks, as for verify (.jsonl, .json or a folder)" },
      mode: {
        type: "string",
        choices: STRICTNESS,
        description: "strict: drop the failing sentence or clause; lenient: keep it, marked （来源未提及） / [not in sources] (default: strict, or the settings file's strictness)",
      },
      output: { type: "string", valueName: "FILE", description: "write the fixed text to FILE (-o; default: stdout); never the input or a source" },
      report: { type: "string", valueName: "FILE", description: "write the change report to FILE (JSON unless --format text) instead of stderr" },
      format: { type: "string", choices: ["text", "json"], description: "format of the change report (default: text on stderr, json with --report)" },
      maxRounds: { type: "string", valueName: "N", description: `repair rounds before the quote fallback (default: ${DEFAULT_MAX_ROUNDS}); 0 quotes every failing sentence at once` },
      judge: { ...judgeArg, description: `with --context: ${judgeArg.description}` },
      maxRange: { ...maxRangeArg, description: `with --sources: ${maxRangeArg.description}` },
      alias: aliasArg,
      config: configArg,
    },
    lists: { sources: "variadic", alias: "repeatable" },
    footer:
      "Each round checks the text (audit with --sources, verify with --context) and repairs what fails;\n" +
      "after --max-rounds, a sentence still failing is replaced by the source lines it cites, quoted,\n" +
      "with its citation (“…”[A:L3]。 / \"…\" [A:L3].); one that cites nothing resolvable is dropped\n" +
      "(strict) or marked (lenient). A marked claim still fails the check but counts as handled.\n" +
      "The input is never written. Flags override groundcheck.config.json (strictness, maxRangeLines, aliases).\n" +
      "Exit status: 0 the fixed text is clean (marked claims aside), 1 something still fails, 2 usage or input error.",
    async run({ args, io, usageError, operands, list }) {
      const [inputPath, ...extra] = operands;
      if (inputPath === undefined) throw usageError("missing INPUT.md, the answer to fix");
      if (extra.length > 0) throw usageError(`unexpected argument ${JSON.stringify(extra[0])} (one answer is fixed at a time)`);
      const sourceArgs = list("sources");
      if (sourceArgs.length > 0 && args.context !== undefined) throw usageError("give --sources or --context, not both");
      if (sourceArgs.length === 0 && args.context === undefined) throw usageError("missing what the answer cites: --sources SOURCE... or --context FILE");
      const closed = sourceArgs.length > 0;
      const misplaced = closed ? (args.judge !== undefined ? "--judge" : undefined) : args.maxRange !== undefined ? "--max-range" : list("alias").length > 0 ? "--alias" : undefined;
      if (misplaced !== undefined) throw usageError(`${misplaced} applies to ${closed ? "--context" : "--sources"} only`);
      const maxRounds = wholeNumber("max-rounds", args.maxRounds, 0, usageError) ?? DEFAULT_MAX_ROUNDS;

      const config = await loadConfig(process.cwd(), args.config);
      const settings = resolveSettings(config, { strictness: args.mode, maxRange: args.maxRange, alias: list("alias") }, usageError);
      const against: FixFilesInput["against"] =
        args.context === undefined ? { sourceArgs } : { contextPath: args.context, ...(args.judge === undefined ? {} : { judge: args.judge }) };
      const settingsFile = config.path === undefined ? [] : [{ path: config.path, role: "settings file" }];
      // Checked before anything runs: a long run must not end in a refusal to write.
      await assertSafeOutputs([args.output, args.report], await fixInputs({ inputPath, against }, settingsFile));

      const { outcome, sources } = await fixFiles({
        inputPath,
        against,
        mode: settings.strictness,
        maxRounds,
        audit: { maxRangeLines: settings.maxRangeLines, aliases: settings.aliases },
      });
      const ctx: FixReportContext = { inputPath, mode: settings.strictness, ...(sources ? { sources: sources.map(({ id, path }) => ({ id, path })) } : {}) };
      await emitTextAndReport(io, { text: outcome.result.text, output: args.output, report: args.report, format: args.format }, (format) =>
        format === "json" ? fixJsonReporter(outcome, ctx) : fixTextReporter(outcome, ctx),
      );
      return outcome.result.clean ? 0 : 1;
    },
  }),
);

/**
 * What `fix` and `generate` produce: the text to -o or stdout, the report to --report (JSON
 * unless --format text) or to stderr (text unless --format json), so both can be piped apart.
 */
export async function emitTextAndReport(
  io: CommandIO,
  out: { text: string; output: string | undefined; report: string | undefined; format: "text" | "json" | undefined },
  render: (format: "text" | "json") => string,
): Promise<void> {
  if (out.output === undefined) io.stdout(out.text);
  else await writeReport(out.output, out.text);
  const report = render(out.format ?? (out.report === undefined ? "text" : "json"));
  if (out.report === undefined) io.stderr(report);
  else await writeReport(out.report, report);
}
