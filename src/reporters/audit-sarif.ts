import type { AuditFinding, SourceLine } from "../core/audit/types.js";
import type { AuditReportContext, AuditReporter } from "./audit-index.js";
import { lineRef } from "./audit-words.js";
import { artifactUri, regionFinder, sarifLog, type SarifLocation, type SarifRegion } from "./sarif-log.js";

/**
 * SARIF 2.1.0 of an audit: one result per finding, located in the audited
 * output; the source line it cites (and, for C1, the line that holds the
 * sentence) as related locations in the source files.
 */
export const auditSarifReporter: AuditReporter = (result, ctx) => {
  const uri = artifactUri(ctx.outputPath ?? "output");
  const region = findingRegion(ctx);
  const paths = new Map((ctx.sources ?? []).flatMap((source) => (source.path === undefined ? [] : [[source.id, source.path] as const])));
  const results = result.findings.map((finding) => {
    const located = region(finding);
    const related = [finding.evidence, finding.foundAt].flatMap((line) => (line === undefined ? [] : sourceLocation(line, paths)));
    return {
      ruleId: finding.code,
      // Every finding fails the audit's gate.
      level: "error" as const,
      message: { text: finding.message },
      location: { physicalLocation: { artifactLocation: { uri }, region: located } },
      relatedLocations: related.map((location, index) => ({ id: index + 1, ...location })),
      fingerprint: [finding.code, finding.text, finding.actual ?? ""],
      properties: {
        rule: finding.ruleId,
        sentence: finding.text,
        ...(finding.actual === undefined ? {} : { actual: finding.actual }),
        ...(finding.evidence === undefined ? {} : { evidence: finding.evidence }),
        ...(finding.foundAt === undefined ? {} : { foundAt: finding.foundAt }),
      },
    };
  });
  const { summary, uncovered, conflicts, lang } = result;
  return sarifLog({ results, toolVersion: ctx.toolVersion, properties: { summary, uncovered, conflicts, lang } });
};

/** From the output's text when the report has it; else the line and column the core gave. */
function findingRegion(ctx: AuditReportContext): (finding: AuditFinding) => SarifRegion {
  if (ctx.output === undefined) {
    return (finding) => ({ startLine: finding.line, startColumn: finding.column, charOffset: finding.start, charLength: finding.end - finding.start });
  }
  const region = regionFinder(ctx.output);
  return (finding) => region(finding.start, finding.end);
}

/** `A:L2` in the file source A was read from; nothing when the manifest has no file for it. */
function sourceLocation(line: SourceLine, paths: ReadonlyMap<string, string>): SarifLocation[] {
  const path = paths.get(line.source);
  if (path === undefined) return [];
  return [{ physicalLocation: { artifactLocation: { uri: artifactUri(path) }, region: { startLine: line.line } }, message: { text: `${lineRef(line)} ${line.text}` } }];
}
