import { assertSafeOutput, verifyFiles } from "../../node/verify-files.js";
import { colorArg, judgeArg } from "../shared-args.js";
import { parseFraction } from "../../node/config.js";
import { REPORT_FORMATS, getReporter } from "../../reporters/index.js";
import { gateLine, summaryLine } from "../../reporters/summary.js";
import { defineCommand } from "../command.js";
import { emitReport, reportColor } from "../report-command.js";
import { toolVersion } from "../../node/tool-version.js";
import { historyArgs, prepareHistory } from "../history.js";
import { gateVerifyResult } from "../../core/baseline.js";
import { selfJudgingWarning } from "../../node/judge-spec.js";

export const verifyCommand = defineCommand({
  name: "verify",
  description: "Check an answer against its source chunks, claim by claim.",
  args: {
    answer: { type: "string", valueName: "FILE", required: true, description: "the answer to check (Markdown or plain text)" },
    context: {
      type: "string",
      valueName: "FILE|DIR",
      required: true,
      description: "the chunks: .jsonl, .json, or a folder of .txt/.md files",
    },
    question: { type: "string", valueName: "TEXT", description: "the question the answer replies to" },
    format: { type: "string", choices: REPORT_FORMATS, default: "text", description: "report format" },
    output: { type: "string", valueName: "FILE", description: "write the report to FILE and print only the summary" },
    judge: judgeArg,
    generatorModel: { type: "string", valueName: "MODEL", description: "the model that wrote the answer: warns when it is also the judge" },
    minFaithfulness: {
      type: "string",
      valueName: "X",
      description: "fail when the share of supported claims is below X (0 to 1)",
    },
    color: colorArg,
    verbose: { type: "boolean", description: "list supported claims too" },
    ...historyArgs("faithfulness"),
  },
  footer:
    "Fails (exit 1) when a claim is contradicted, a claim has no citation that resolves\n" +
    "to a chunk, faithfulness is below --min-faithfulness, or it fell more than --max-drop\n" +
    "below the --baseline's (tried as a saved run id, then a label, then a file).\n" +
    "Exit status: 0 passes, 1 fails, 2 usage or input error.",
  async run({ args, io, usageError }) {
    const minFaithfulness = args.minFaithfulness === undefined ? undefined : parseFraction(args.minFaithfulness);
    if (minFaithfulness === undefined && args.minFaithfulness !== undefined) {
      throw usageError(`--min-faithfulness must be a number from 0 to 1, not ${JSON.stringify(args.minFaithfulness)}`);
    }
    const history = await prepareHistory(args, "verify", io, usageError);
    const selfJudging = selfJudgingWarning(args.judge ?? "lexical", args.generatorModel);
    if (selfJudging !== undefined) io.stderr(`${selfJudging}\n`);
    // Checked before the engine runs: a long run must not end in a refusal to write.
    if (args.output !== undefined) {
      await assertSafeOutput(args.output, [
        { path: args.answer, role: "answer file" },
        { path: args.context, role: "context file" },
      ]);
    }
    const { result: checked, answer, chunks } = await verifyFiles({
      answerPath: args.answer,
      contextPath: args.context,
      question: args.question,
      minFaithfulness,
      ...(args.judge !== undefined ? { judge: args.judge } : {}),
      env: io.env,
    });
    const result = gateVerifyResult(checked, history.gate);

    const report = getReporter(args.format)(result, {
      answer,
      answerPath: args.answer,
      color: reportColor(args.color, io, args.output !== undefined),
      verbose: args.verbose,
      toolVersion: await toolVersion(),
    });
    await emitReport(report, args.output, `${summaryLine(result.summary)}\n${gateLine(result.summary)}\n`, io);
    await history.save((store, made) => store.saveVerifyRun({ ...made, result, answer, chunks, answerPath: args.answer, question: args.question, label: args.label }));
    return result.summary.passed ? 0 : 1;
  },
});
