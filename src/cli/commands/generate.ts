import { aliasArg, configArg, maxRangeArg } from "../shared-args.js";
import { wholeNumber } from "../case-args.js";
import { DEFAULT_MAX_ROUNDS } from "../../core/fix/repair.js";
import { DEFAULT_EXTRACTIVE_LINES } from "../../core/generate/generate.js";
import { loadConfig, resolveSettings } from "../../node/config.js";
import { assertSafeOutputs } from "../../node/fix-files.js";
import { generateFiles } from "../../node/generate-files.js";
import { splitSourceArg } from "../../node/load-sources.js";
import type { InputFile } from "../../node/verify-files.js";
import { generateJsonReporter } from "../../reporters/generate-json.js";
import { generateTextReporter, type GenerateReportContext } from "../../reporters/generate-text.js";
import { defineOperandCommand, withShortOutput } from "../report-command.js";
import { emitTextAndReport } from "./fix.js";

export const generateCommand = withShortOutput(
  defineOperandCommand({
    name: "generate",
    usage: "--task TEXT --sources SOURCE... (--judge SPEC | --extractive)",
    description: "Write an answer from the sources under the closed-world rules: a citation per sentence, audited, failing sentences rewritten, then quoted.",
    args: {
      task: { type: "string", valueName: "TEXT", description: "what to write, e.g. \"总结三份文档的关键规格\"" },
      sources: { type: "string", valueName: "SOURCE...", description: "the only sources the answer may use: files, folders of .md/.txt files, or ID=FILE; ids A, B, C… in order" },
      judge: {
        type: "string",
        valueName: "SPEC",
        description: "the WRITING model (the seed's generator, not a judge): openai:MODEL, anthropic:MODEL or ollama:MODEL, configured by OPENAI_BASE_URL/OPENAI_API_KEY, ANTHROPIC_BASE_URL/ANTHROPIC_API_KEY, OLLAMA_HOST",
      },
      extractive: { type: "boolean", description: "no model: the answer is source lines quoted verbatim with their [A:Ln] citations, the lines sharing the task's words first" },
      output: { type: "string", valueName: "FILE", description: "write the answer to FILE (-o; default: stdout); never a source" },
      report: { type: "string", valueName: "FILE", description: "write the report (changes, audit, not-covered list) to FILE (JSON unless --format text) instead of stderr" },
      format: { type: "string", choices: ["text", "json"], description: "format of the report (default: text on stderr, json with --report)" },
      maxRounds: { type: "string", valueName: "N", description: `rewrite rounds before the quote fallback (default: ${DEFAULT_MAX_ROUNDS})` },
      limit: { type: "string", valueName: "N", description: `with --extractive: how many source lines to quote (default: ${DEFAULT_EXTRACTIVE_LINES})` },
      maxRange: maxRangeArg,
      alias: aliasArg,
      config: configArg,
    },
    lists: { sources: "variadic", alias: "repeatable" },
    footer:
      "The writer gets the manifest (ids and numbered lines) and the rules: a [A:L12] citation per sentence,\n" +
      "\"来源未提及\" / \"not covered by the sources\" instead of guesses, in the task's language. The draft is\n" +
      "audited; only the failing sentences go back with their findings, at most --max-rounds times; a sentence\n" +
      "still failing is replaced by the source lines it cites, quoted, or dropped when it cites nothing.\n" +
      "What the sources do not cover is listed in the report. The audit is always strict (uncited sentences fail).\n" +
      "Exit status: 0 the answer audits clean, 1 something still fails, 2 usage, input or model error.",
    async run({ args, io, usageError, operands, list }) {
      if (operands.length > 0) throw usageError(`unexpected argument ${JSON.stringify(operands[0])} (give the task with --task)`);
      if (args.task === undefined || args.task.trim() === "") throw usageError("missing the task: --task TEXT");
      const sourceArgs = list("sources");
      if (sourceArgs.length === 0) throw usageError("missing the sources: --sources SOURCE...");
      const extractive = args.extractive === true;
      if (extractive === (args.judge !== undefined)) throw usageError("give --judge SPEC (the writing model) or --extractive, one of them");
      if (!extractive && args.limit !== undefined) throw usageError("--limit applies to --extractive only");
      if (extractive && args.maxRounds !== undefined) throw usageError("--max-rounds applies to --judge only (quoted lines need no rewriting)");
      const maxRounds = wholeNumber("max-rounds", args.maxRounds, 0, usageError);
      const limit = wholeNumber("limit", args.limit, 1, usageError);

      const config = await loadConfig(process.cwd(), args.config);
      const settings = resolveSettings(config, { maxRange: args.maxRange, alias: list("alias") }, usageError);
      const inputs: InputFile[] = config.path === undefined ? [] : [{ path: config.path, role: "settings file" }];
      for (const arg of sourceArgs) inputs.push({ path: (await splitSourceArg(arg)).path, role: "source file" });
      await assertSafeOutputs([args.output, args.report], inputs);

      const { result, sources, usage } = await generateFiles({
        task: args.task,
        sourceArgs,
        writer: args.judge === undefined ? "extractive" : { spec: args.judge, env: { ...io.env } },
        ...(maxRounds === undefined ? {} : { maxRounds }),
        ...(limit === undefined ? {} : { limit }),
        audit: { strictness: "strict", maxRangeLines: settings.maxRangeLines, aliases: settings.aliases },
      });
      const ctx: GenerateReportContext = { task: args.task, sources: sources.map(({ id, path }) => ({ id, path })), ...(usage ? { usage } : {}) };
      await emitTextAndReport(io, { text: result.answer, output: args.output, report: args.report, format: args.format }, (format) =>
        format === "json" ? generateJsonReporter(result, ctx) : generateTextReporter(result, ctx),
      );
      return result.clean ? 0 : 1;
    },
  }),
);
