import type { CitationStyle } from "../core/audit/types.js";
// Reporters of the closed-world audit (`audit`, `align`), by format. Like the
// verify reporters they are pure: they format what the core decided.
import type { AlignResult, AuditResult, Strictness } from "../core/audit/types.js";
import { alignJsonReporter } from "./align-json.js";
import { alignMarkdownReporter } from "./align-markdown.js";
import { alignTextReporter } from "./align-text.js";
import { auditJsonReporter } from "./audit-json.js";
import { auditMarkdownReporter } from "./audit-markdown.js";
import { auditTextReporter } from "./audit-text.js";

export const AUDIT_FORMATS = ["text", "json", "markdown"] as const;

export type AuditFormat = (typeof AUDIT_FORMATS)[number];

/** How a writer cites: `line` is `[A:L12]`, `chunk` is `[c1]`. */

/** The manifest entry of a source: its id and the file it was read from. */
export interface SourceRef {
  id: string;
  path?: string;
}

/** The settings the audit ran with, echoed so that a report can be read on its own. */
export interface AuditSettings {
  strictness?: Strictness;
  maxRangeLines?: number;
  citationStyle?: CitationStyle;
  minGroundedRate?: number;
}

export interface AuditReportContext {
  /** Shown in `FILE:LINE:COLUMN` locations. */
  outputPath?: string;
  color: boolean;
  sources?: SourceRef[];
  settings?: AuditSettings;
}

export type AuditReporter = (result: AuditResult, ctx: AuditReportContext) => string;

export interface AlignReportContext {
  outputPath?: string;
  color: boolean;
  sources?: SourceRef[];
}

export type AlignReporter = (result: AlignResult, ctx: AlignReportContext) => string;

const AUDIT_REPORTERS: Record<AuditFormat, AuditReporter> = {
  text: auditTextReporter,
  json: auditJsonReporter,
  markdown: auditMarkdownReporter,
};

const ALIGN_REPORTERS: Record<AuditFormat, AlignReporter> = {
  text: alignTextReporter,
  json: alignJsonReporter,
  markdown: alignMarkdownReporter,
};

export function getAuditReporter(format: AuditFormat): AuditReporter {
  return AUDIT_REPORTERS[format];
}

export function getAlignReporter(format: AuditFormat): AlignReporter {
  return ALIGN_REPORTERS[format];
}
