import type { ClaimResult, Evidence, Reason } from "../core/types.js";
import { artifactUri, referenceUri, regionFinder, sarifLevel, sarifLog, type SarifLocation, type SarifResultInput } from "./sarif-log.js";
import type { Reporter } from "./types.js";
import { evidenceRef } from "./verify-parts.js";

/**
 * SARIF 2.1.0 for code-scanning tools: one result per reason of each flagged
 * claim, located at the reason's span in the answer file, with the evidence's
 * chunk as a related location when the chunk names a URL or path.
 */
export const sarifReporter: Reporter = (result, ctx) => {
  const uri = artifactUri(ctx.answerPath ?? "answer");
  const region = regionFinder(ctx.answer);
  const flagged = result.claims.filter((claim) => claim.verdict !== "supported").sort((a, b) => a.start - b.start);
  const results = flagged.flatMap((claim) =>
    claim.reasons.map((reason): SarifResultInput => {
      const evidence = reason.evidence === undefined ? claim.evidence : [reason.evidence];
      const located = region(reason.span.start, reason.span.end);
      return {
        ruleId: reason.code,
        level: sarifLevel(reason.severity),
        message: { text: reason.message },
        location: { physicalLocation: { artifactLocation: { uri }, region: located } },
        relatedLocations: relatedLocations(evidence),
        fingerprint: [reason.code, claim.text, located.snippet?.text ?? ""],
        properties: resultProperties(claim, reason, evidence),
      };
    }),
  );
  const properties = { summary: result.summary, judge: result.judge, ...(result.baseline === undefined ? {} : { baseline: result.baseline }) };
  return sarifLog({ results, toolVersion: ctx.toolVersion, properties });
};

function relatedLocations(evidence: readonly Evidence[]): SarifLocation[] {
  return evidence.flatMap((item) =>
    item.url === undefined || item.url.trim() === ""
      ? []
      : [{ physicalLocation: { artifactLocation: { uri: referenceUri(item.url.trim()) } }, message: { text: `[${evidenceRef(item)}] ${item.quote}` } }],
  ).map((location, index) => ({ id: index + 1, ...location }));
}

function resultProperties(claim: ClaimResult, reason: Reason, evidence: readonly Evidence[]): Record<string, unknown> {
  return {
    verdict: claim.verdict,
    claimId: claim.id,
    claim: claim.text,
    judge: claim.judge,
    rule: reason.ruleId,
    ...(reason.actual === undefined ? {} : { actual: reason.actual }),
    ...(reason.expected === undefined ? {} : { expected: reason.expected }),
    ...(reason.suggestion === undefined ? {} : { suggestion: reason.suggestion }),
    evidence: evidence.map((item) => ({
      chunkId: item.chunkId,
      ...(item.line === undefined ? {} : { line: item.line }),
      quote: item.quote,
      ...(item.title === undefined ? {} : { title: item.title }),
      ...(item.url === undefined ? {} : { url: item.url }),
    })),
  };
}
