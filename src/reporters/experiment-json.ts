import type { ExperimentResult } from "../core/experiment/experiment.js";
import type { ExperimentReportContext } from "./experiment-markdown.js";

/** `{groups: {NAME: {files, sentences, grounded, groundedRate, byCode, outputs}}, delta: {NAME: {…}}, codes, sources}`. */
export function experimentJsonReporter(result: ExperimentResult, ctx: ExperimentReportContext): string {
  return `${JSON.stringify({ ...result, ...(ctx.sources === undefined ? {} : { sources: ctx.sources }) }, null, 2)}\n`;
}
