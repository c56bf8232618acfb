import type { AuditReporter } from "./audit-index.js";
import { inOrder } from "./format.js";

// Key order is part of the contract (DESIGN.md, "audit --format json"): the
// documented keys first, in that order, then what was added after them.
const TOP_KEYS = ["findings", "summary", "uncovered", "speculation", "conflicts", "lang"];
const FINDING_KEYS = ["code", "line", "column", "text", "message", "evidence"];
const SUMMARY_KEYS = ["sentences", "grounded", "groundedRate", "byCode", "passed"];
const SOURCE_LINE_KEYS = ["source", "line", "text"];

/**
 * The result as the core returned it, keys in contract order; the manifest and
 * the settings from the context follow, so that the report stands on its own.
 */
export const auditJsonReporter: AuditReporter = (result, ctx) => {
  const ordered = {
    ...inOrder(result, TOP_KEYS),
    findings: result.findings.map((finding) => {
      const fields = inOrder(finding, FINDING_KEYS);
      if (finding.evidence !== undefined) fields.evidence = inOrder(finding.evidence, SOURCE_LINE_KEYS);
      if (finding.foundAt !== undefined) fields.foundAt = inOrder(finding.foundAt, SOURCE_LINE_KEYS);
      return fields;
    }),
    summary: inOrder(result.summary, SUMMARY_KEYS),
    ...(ctx.sources === undefined ? {} : { sources: ctx.sources }),
    ...(ctx.settings === undefined ? {} : { settings: ctx.settings }),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
};
