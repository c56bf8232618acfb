import type { AlignResult } from "../../core/audit/types.js";
import { aliasArg, colorArg, configArg } from "../shared-args.js";
import { alignFiles, assertSafeReport } from "../../node/audit-files.js";
import { loadConfig, parseFraction, resolveSettings } from "../../node/config.js";
import { alignCountLine } from "../../reporters/align-text.js";
import { ALIGN_FORMATS, getAlignReporter } from "../../reporters/audit-index.js";
import { defineOperandCommand, emitReport, reportColor } from "../report-command.js";

export const alignCommand = defineOperandCommand({
  name: "align",
  usage: "OUTPUT.md SOURCE...",
  description: "Mark each sentence of an output grounded or not, with its best-matching source line.",
  args: {
    format: { type: "string", choices: ALIGN_FORMATS, default: "text", description: "report format" },
    output: { type: "string", valueName: "FILE", description: "write the report to FILE and print only the count" },
    threshold: {
      type: "string",
      valueName: "X",
      description: "also require the best line's score to be at least X (0 to 1) for a sentence to count as grounded",
    },
    alias: aliasArg,
    config: configArg,
    color: colorArg,
  },
  lists: { alias: "repeatable" },
  footer:
    "SOURCE is a file, a folder of .md/.txt files, or ID=FILE; ids A, B, C… in order.\n" +
    "Fails (exit 1) when a sentence is not grounded.\n" +
    "Exit status: 0 every sentence grounded, 1 not, 2 usage or input error.",
  async run({ args, io, usageError, operands, list }) {
    const [outputPath, ...sourceArgs] = operands;
    if (outputPath === undefined) throw usageError("missing OUTPUT.md and the sources");
    if (sourceArgs.length === 0) throw usageError("missing the sources after OUTPUT.md");
    const threshold = args.threshold === undefined ? undefined : parseFraction(args.threshold);
    if (args.threshold !== undefined && threshold === undefined) {
      throw usageError(`--threshold must be a number from 0 to 1, not ${JSON.stringify(args.threshold)}`);
    }
    const config = await loadConfig(process.cwd(), args.config);
    const { aliases } = resolveSettings(config, { alias: list("alias") }, usageError);
    if (args.output !== undefined) {
      await assertSafeReport(args.output, { outputPath, sourceArgs, otherPaths: config.path === undefined ? [] : [{ path: config.path, role: "settings file" }] });
    }
    const { result: aligned, sources } = await alignFiles({ outputPath, sourceArgs, options: { aliases } });
    const result = withThreshold(aligned, threshold);
    const ctx = {
      outputPath,
      color: reportColor(args.color, io, args.output !== undefined),
      sources: sources.map(({ id, path }) => ({ id, path })),
    };
    await emitReport(getAlignReporter(args.format)(result, ctx), args.output, `${alignCountLine(result)}\n`, io);
    return result.sentences.every((sentence) => sentence.grounded) ? 0 : 1;
  },
});

/**
 * --threshold only raises the bar: a sentence the core did not ground stays
 * ungrounded whatever its score, since its verdict also weighs numbers, names
 * and negation, which a score alone does not.
 */
function withThreshold(result: AlignResult, threshold: number | undefined): AlignResult {
  if (threshold === undefined) return result;
  return {
    ...result,
    sentences: result.sentences.map((sentence) =>
      sentence.grounded && (sentence.best === null || sentence.best.score < threshold) ? { ...sentence, grounded: false } : sentence,
    ),
  };
}
