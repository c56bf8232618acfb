// `runs list` and `runs show ID`: the runs saved with `verify --save` and `bench --save`. A saved
// verify run keeps the result and the answer, so `show` renders it with any verify reporter
// without running anything again.
import { join } from "node:path";
import { DATABASE_FILE, openStore, storeExists, storeFolder, type RunListing, type StoredRun } from "../../node/store/store.js";
import { InputError } from "../../node/errors.js";
import { assertSafeOutput } from "../../node/verify-files.js";
import { REPORT_FORMATS, getReporter } from "../../reporters/index.js";
import { gateLine, summaryLine } from "../../reporters/summary.js";
import { benchSummaryLines } from "../../reporters/bench-text.js";
import { printable } from "../../reporters/format.js";
import { wholeNumber } from "../case-args.js";
import { defineCommand, type CommandIO } from "../command.js";
import { defineCommandGroup } from "../command-group.js";
import { storeArg } from "../history.js";
import { defineOperandCommand, emitReport, reportColor, withShortOutput } from "../report-command.js";
import { colorArg } from "../shared-args.js";
import { FORMATS as BENCH_FORMATS, REPORTERS as BENCH_REPORTERS } from "./bench.js";

const LIST_FORMATS = ["text", "json"] as const;

function folderOf(flag: string | undefined, io: CommandIO): string {
  return storeFolder({ flag, env: io.env, cwd: process.cwd() });
}

const listCommand = defineCommand({
  name: "runs list",
  description: "List saved runs, newest first.",
  args: {
    limit: { type: "string", valueName: "N", description: "only the newest N runs" },
    label: { type: "string", valueName: "NAME", description: "only runs saved with --label NAME" },
    format: { type: "string", choices: LIST_FORMATS, default: "text", description: "list format" },
    store: storeArg,
  },
  async run({ args, io, usageError }) {
    const limit = wholeNumber("limit", args.limit, 1, usageError);
    const folder = folderOf(args.store, io);
    let runs: RunListing[] = [];
    if (storeExists(folder)) {
      const store = openStore(folder, { create: false });
      try {
        runs = store.listRuns({ ...(args.label === undefined ? {} : { label: args.label }), ...(limit === undefined ? {} : { limit }) });
      } finally {
        store.close();
      }
    }
    if (args.format === "json") io.stdout(`${JSON.stringify({ runs }, null, 2)}\n`);
    else if (runs.length === 0) io.stdout(`no saved runs${args.label === undefined ? "" : ` with label ${printable(args.label)}`} in ${folder}\n`);
    else io.stdout(runTable(runs));
    return 0;
  },
});

/** `12 claims, faithfulness 0.42, FAIL` or `200 cases, BA 0.6123`. */
function outcome(run: RunListing): string {
  if (run.kind === "bench") {
    const accuracy = run.summary.balancedAccuracy === null ? "-" : run.summary.balancedAccuracy.toFixed(4);
    const gate = run.summary.baseline === undefined ? "" : `, ${run.summary.baseline.passed ? "PASS" : "FAIL"}`;
    return `${run.summary.n} ${run.summary.n === 1 ? "case" : "cases"}, BA ${accuracy}${gate}`;
  }
  const { summary } = run;
  return `${summary.claims} ${summary.claims === 1 ? "claim" : "claims"}, faithfulness ${summary.faithfulness.toFixed(2)}, ${summary.passed ? "PASS" : "FAIL"}`;
}

function runTable(runs: readonly RunListing[]): string {
  const header = ["id", "saved (UTC)", "kind", "label", "judge", "answer", "result"];
  const rows = runs.map((run) => [
    run.id,
    run.createdAt.slice(0, 19).replace("T", " "),
    run.kind,
    run.label === null ? "-" : printable(run.label),
    printable(`${run.judge.id} ${run.judge.version}`),
    run.kind === "verify" && run.answerPath !== null ? printable(run.answerPath) : "-",
    outcome(run),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: readonly string[]): string => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ").trimEnd();
  return `${[line(header), ...rows.map(line)].join("\n")}\n`;
}

const showCommand = withShortOutput(
  defineOperandCommand({
    name: "runs show",
    usage: "ID",
    description: "Show a saved run again, in any report format, without running it.",
    args: {
      format: { type: "string", choices: REPORT_FORMATS, default: "text", description: "report format (a bench run: text or json)" },
      output: { type: "string", valueName: "FILE", description: "write the report to FILE and print only the summary" },
      color: colorArg,
      verbose: { type: "boolean", description: "list supported claims too" },
      store: storeArg,
    },
    lists: {},
    async run({ args, io, usageError, operands }) {
      const [id, ...extra] = operands;
      if (id === undefined) throw usageError("missing the run ID (see 'runs list')");
      if (extra.length > 0) throw usageError(`unexpected argument ${JSON.stringify(extra[0])}`);
      const folder = folderOf(args.store, io);
      if (!storeExists(folder)) throw new InputError(`no saved run ${id}: no runs are saved in ${folder}`);
      if (args.output !== undefined) await assertSafeOutput(args.output, [{ path: join(folder, DATABASE_FILE), role: "run store" }]);
      const store = openStore(folder, { create: false });
      let run: StoredRun | undefined;
      try {
        run = store.getRun(id);
      } finally {
        store.close();
      }
      if (run === undefined) throw new InputError(`no saved run ${id} in ${folder} (see 'runs list')`);
      if (run.kind === "bench") {
        const format = BENCH_FORMATS.find((known) => known === args.format);
        if (format === undefined) throw usageError(`run ${id} is a bench run; its formats are ${BENCH_FORMATS.join(", ")}`);
        await emitReport(BENCH_REPORTERS[format](run.result), args.output, `${benchSummaryLines(run.result).join("\n")}\n`, io);
        return 0;
      }
      const report = getReporter(args.format)(run.result, {
        answer: run.answer,
        ...(run.answerPath === null ? {} : { answerPath: run.answerPath }),
        color: reportColor(args.color, io, args.output !== undefined),
        verbose: args.verbose,
        // The version that made the run, which a SARIF log names as its tool.
        ...(run.toolVersion === null ? {} : { toolVersion: run.toolVersion }),
      });
      await emitReport(report, args.output, `${summaryLine(run.result.summary)}\n${gateLine(run.result.summary)}\n`, io);
      return 0;
    },
  }),
);

export const runsCommand = defineCommandGroup({
  name: "runs",
  description: "List the runs saved with --save, and show one again in any report format.",
  subcommands: [listCommand, showCommand],
});
