import { jsonReporter } from "./json.js";
import { textReporter } from "./text.js";
import type { Reporter } from "./types.js";

export type { ReportContext, Reporter } from "./types.js";

export const REPORT_FORMATS = ["text", "json"] as const;

export type ReportFormat = (typeof REPORT_FORMATS)[number];

const REPORTERS: Record<ReportFormat, Reporter> = { text: textReporter, json: jsonReporter };

export function getReporter(format: ReportFormat): Reporter {
  return REPORTERS[format];
}
