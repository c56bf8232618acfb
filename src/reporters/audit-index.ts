import type { CitationStyle } from "../core/audit/types.js";
// Reporters of the closed-world audit (`audit`, `align`), by format. Like the
// verify reporters they are pure: they format what the core decided.
import type { AlignResult, AuditResult, Strictness } from "../core/audit/types.js";
import { alignJsonReporter } from "./align-json.js";
import { alignMarkdownReporter } from "./align-markdown.js";
import { alignTextReporter } from "./align-text.js";
import { auditHtmlReporter } from "./audit-html.js";
import { auditJsonReporter } from "./audit-json.js";
import { auditMarkdownReporter } from "./audit-markdown.js";
import { auditSarifReporter } from "./audit-sarif.js";
import { auditTextReporter } from "./audit-text.js";

export const AUDIT_FORMATS = ["text", "json", "markdown", "sarif", "html"] as const;

export type AuditFormat = (typeof AUDIT_FORMATS)[number];

// An alignment has no findings to locate (SARIF) and no spans to mark (HTML).
export const ALIGN_FORMATS = ["text", "json", "markdown"] as const;

export type AlignFormat = (typeof ALIGN_FORMATS)[number];

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
  /** The output as audited; finding offsets point into it (the HTML marks them, SARIF gives their end). */
  output?: string;
  color: boolean;
  sources?: SourceRef[];
  settings?: AuditSettings;
  /** groundcheck's own version, for reports that name the tool (SARIF). */
  toolVersion?: string;
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
  sarif: auditSarifReporter,
  html: auditHtmlReporter,
};

const ALIGN_REPORTERS: Record<AlignFormat, AlignReporter> = {
  text: alignTextReporter,
  json: alignJsonReporter,
  markdown: alignMarkdownReporter,
};

export function getAuditReporter(format: AuditFormat): AuditReporter {
  return AUDIT_REPORTERS[format];
}

export function getAlignReporter(format: AlignFormat): AlignReporter {
  return ALIGN_REPORTERS[format];
}
