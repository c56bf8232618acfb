import { htmlReporter } from "./html.js";
import { jsonReporter } from "./json.js";
import { markdownReporter } from "./markdown.js";
import { sarifReporter } from "./sarif.js";
import { textReporter } from "./text.js";
import type { Reporter } from "./types.js";

export type { ReportContext, Reporter } from "./types.js";

export const REPORT_FORMATS = ["text", "json", "markdown", "sarif", "html"] as const;

export type ReportFormat = (typeof REPORT_FORMATS)[number];

const REPORTERS: Record<ReportFormat, Reporter> = {
  text: textReporter,
  json: jsonReporter,
  markdown: markdownReporter,
  sarif: sarifReporter,
  html: htmlReporter,
};

export function getReporter(format: ReportFormat): Reporter {
  return REPORTERS[format];
}
