import { runBench, type BenchCase, type BenchReport } from "../../core/bench/run.js";
import { loadCases } from "../../node/load-cases.js";
import { assertSafeOutput } from "../../node/verify-files.js";
import { resolveJudge } from "../../node/judge-spec.js";
import { judgeArg } from "../shared-args.js";
import { caseFiles, wholeNumber } from "../case-args.js";
import { benchJsonReporter } from "../../reporters/bench-json.js";
import { benchSummaryLines, benchTextReporter } from "../../reporters/bench-text.js";
import type { Command } from "../command.js";
import { defineOperandCommand, emitReport } from "../report-command.js";
import { historyArgs, prepareHistory } from "../history.js";
import { gateBenchReport } from "../../core/baseline.js";
import { InputError } from "../../node/errors.js";

export const FORMATS = ["text", "json"] as const;
export const REPORTERS: Record<(typeof FORMATS)[number], (report: BenchReport) => string> = { text: benchTextReporter, json: benchJsonReporter };
const BAR_WIDTH = 20;

/**
 * `stderrIsTTY` decides the progress bar: drawn on a terminal, left out of CI
 * logs and pipes, where a carriage-return animation turns into thousands of lines.
 */
export function createBenchCommand(stderrIsTTY: () => boolean): Command {
  return defineOperandCommand({
    name: "bench",
    usage: "--cases FILE...",
    description: "Measure the checker on labelled cases: balanced accuracy, precision, recall, F1 and AUROC (positive class: hallucinated).",
    args: {
      cases: { type: "string", valueName: "FILE...", description: "JSONL files of labelled cases (DESIGN.md, \"Benchmark cases\")" },
      format: { type: "string", choices: FORMATS, default: "text", description: "report format" },
      output: { type: "string", valueName: "FILE", description: "write the report to FILE and print only the overall numbers" },
      judge: judgeArg,
      limit: { type: "string", valueName: "N", description: "only the first N cases of each file (after --dataset), for a quick run" },
      dataset: { type: "string", valueName: "NAME", description: 'only cases of dataset NAME, or of NAME/… ("summedits" takes "summedits/news")' },
      ...historyArgs("balanced accuracy"),
    },
    lists: { cases: "variadic" },
    footer:
      "--cases takes every following word up to the next option. Each claim of an answer is\n" +
      "checked against all the sources of its case; a case counts as hallucinated when any\n" +
      "claim is unsupported or contradicted. A progress bar goes to stderr on a terminal.\n" +
      "Exit status: 0 measured, 1 balanced accuracy fell more than --max-drop below the\n" +
      "--baseline run's, 2 usage or input error.",
    async run({ args, io, usageError, operands, list }) {
      const paths = caseFiles(operands, list, usageError);
      const limit = wholeNumber("limit", args.limit, 1, usageError);
      const history = await prepareHistory(args, "bench", io, usageError);
      // Checked before the run: a long run must not end in a refusal to write.
      if (args.output !== undefined) await assertSafeOutput(args.output, paths.map((path) => ({ path, role: "case file" })));

      const { cases, datasets } = await selectCases(paths, args.dataset, limit);
      if (cases.length === 0) throw usageError(`no case has dataset ${JSON.stringify(args.dataset)} (the files have ${[...datasets].join(", ")})`);
      const judge = args.judge === undefined ? undefined : await resolveJudge(args.judge, { env: io.env });
      const progress = stderrIsTTY() ? progressBar(io.stderr) : undefined;
      let measured: BenchReport;
      try {
        measured = await runBench(cases, { ...(judge ? { judge } : {}), ...(progress ? { onProgress: progress.update } : {}) });
      } finally {
        progress?.end();
      }
      const report = history.gate === undefined ? measured : gateBenchReport(measured, history.gate);
      if (report === undefined) throw new InputError("--baseline: these cases give no balanced accuracy to compare");
      await emitReport(REPORTERS[args.format](report), args.output, `${benchSummaryLines(report).join("\n")}\n`, io);
      await history.save((store, made) => store.saveBenchRun({ ...made, report, label: args.label }));
      return report.baseline?.passed === false ? 1 : 0;
    },
  });
}

export const benchCommand = createBenchCommand(() => process.stderr.isTTY === true);

function inDataset(name: string, wanted: string): boolean {
  return name === wanted || name.startsWith(`${wanted}/`);
}

/** Per file, so that `--limit` gives each file of a mixed run its share. */
async function selectCases(paths: readonly string[], dataset: string | undefined, limit: number | undefined): Promise<{ cases: BenchCase[]; datasets: Set<string> }> {
  const selected: BenchCase[] = [];
  const datasets = new Set<string>();
  for (const path of paths) {
    const cases = await loadCases([path]);
    for (const c of cases) datasets.add(c.dataset);
    const wanted = dataset === undefined ? cases : cases.filter((c) => inDataset(c.dataset, dataset));
    selected.push(...wanted.slice(0, limit));
  }
  return { cases: selected, datasets };
}

/** `\r[#####---------------] 120/2449 cases`, redrawn in place; `end` leaves the line. */
function progressBar(write: (text: string) => void): { update: (done: number, total: number) => void; end: () => void } {
  let drawn = false;
  return {
    update(done, total) {
      const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
      write(`\r[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${done}/${total} cases`);
      drawn = true;
    },
    end() {
      if (drawn) write("\n");
    },
  };
}
