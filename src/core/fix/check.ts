// What the repair loop needs to know about a text after each round: its claims (offsets into
// that text), what is wrong with each, and the verbatim passages each citation points at (for
// the quote fallback). Two checkers: the closed-world audit (`[A:L12]` against line-numbered
// sources) and `verify` (`[c1]` against chunks).
import { audit, maskSpeculation, type AuditOptions } from "../audit/audit.js";
import type { AuditResult, Source } from "../audit/types.js";
import { DEFAULT_MAX_RANGE_LINES, verify, type VerifyOptions } from "../engine.js";
import { lexicalJudge } from "../judge/lexical.js";
import { summarize } from "../summary.js";
import { extractClaims } from "../text/claims.js";
import { detectLang } from "../text/lang.js";
import type { Chunk, CitationMarker, Claim, ClaimResult, Code, VerifyResult } from "../types.js";

export interface Problem {
  code: Code;
  /** In the text's language, as the audit or verify wrote it. */
  message: string;
}

/** A citation marker whose every reference resolves, with the passages it points at, verbatim. */
export interface ResolvedCitation {
  marker: CitationMarker;
  passages: string[];
}

export interface CheckedClaim {
  claim: Claim;
  /** Empty when the claim passes. */
  problems: Problem[];
  cites: ResolvedCitation[];
}

export interface Check<R> {
  claims: CheckedClaim[];
  /** The checker's own report of the text (the audit or verify result). */
  report: R;
}

export type Checker<R> = (text: string) => Promise<Check<R>>;

/** A check of a text, with the source ids its citation markers may name (for splitting it the same way). */
export interface CheckerSetup<R> {
  check: Checker<R>;
  sourceIds: readonly string[];
}

/**
 * The audit of a text; a text without any claim (every sentence dropped, headings left) passes
 * with nothing to count instead of being refused, since a fix may legitimately leave one.
 */
export async function auditText(output: string, sources: readonly Source[], options: AuditOptions = {}): Promise<AuditResult> {
  const { masked, speculation } = maskSpeculation(output);
  if (claimsOf(masked, sources.map((s) => s.id)).length > 0) return audit({ output, sources: [...sources] }, options);
  return {
    findings: [],
    summary: { sentences: 0, grounded: 0, groundedRate: 0, byCode: {}, passed: true },
    uncovered: [],
    speculation,
    conflicts: [],
    lang: detectLang(output),
  };
}

/** The closed-world audit as a checker: findings become the problems of the claims they are about. */
export function auditChecker(sources: readonly Source[], options: AuditOptions = {}): CheckerSetup<AuditResult> {
  const sourceIds = sources.map((s) => s.id);
  const lines = new Map(sources.map((s) => [s.id, s.text.split("\n")]));
  const maxRange = options.maxRangeLines ?? DEFAULT_MAX_RANGE_LINES;
  const check: Checker<AuditResult> = async (text) => {
    const report = await auditText(text, sources, options);
    // The audit splits the text with speculation blanked out; so must this, to get the same claims.
    const claims = claimsOf(maskSpeculation(text).masked, sourceIds);
    const problems = claims.map((): Problem[] => []);
    for (const finding of report.findings) {
      const at = claimOfFinding(text, claims, finding);
      if (at >= 0) problems[at]!.push({ code: finding.code, message: finding.message });
    }
    return {
      report,
      claims: claims.map((claim, i) => ({
        claim,
        problems: problems[i]!,
        cites: claim.markers.flatMap((marker) => {
          const passages = linePassages(marker, lines, maxRange);
          return passages ? [{ marker, passages }] : [];
        }),
      })),
    };
  };
  return { check, sourceIds };
}

/**
 * `verify` as a checker: a claim needs repair when it is not supported or its citation does not
 * resolve (C2, C3). Its passages are the evidence sentences verify aligned it with, per chunk.
 */
export function verifyChecker(chunks: readonly Chunk[], options: VerifyOptions = {}): CheckerSetup<VerifyResult> {
  const sourceIds = chunks.map((c) => c.id);
  const check: Checker<VerifyResult> = async (text) => {
    const claims = claimsOf(text, sourceIds);
    if (claims.length === 0) {
      const judge = options.judge ?? lexicalJudge;
      return { claims: [], report: { summary: summarize([]), claims: [], judge: { id: judge.id, version: judge.version } } };
    }
    const report = await verify({ answer: text, chunks: [...chunks] }, options);
    return {
      report,
      // verify splits the answer with the same function and the same ids: the same claims, in order.
      claims: claims.map((claim, i) => {
        const result = report.claims[i]!;
        return { claim, problems: verifyProblems(result), cites: claim.markers.flatMap((marker) => chunkPassages(marker, result, chunks)) };
      }),
    };
  };
  return { check, sourceIds };
}

function claimsOf(text: string, sourceIds: readonly string[]): Claim[] {
  return extractClaims(text, { sourceIds });
}

function verifyProblems(result: ClaimResult): Problem[] {
  const failing = result.reasons.filter((r) => r.severity === "error" || r.code === "C2" || r.code === "C3");
  if (result.verdict === "supported" && !failing.some((r) => r.code === "C2" || r.code === "C3")) return [];
  const problems = [...new Map(failing.map((r) => [`${r.code}:${r.message}`, { code: r.code, message: r.message }])).values()];
  // A verdict with no reason of its own (a judge that said only "unsupported") still needs repair.
  return problems.length > 0 ? problems : [{ code: result.verdict === "contradicted" ? "X1" : "S1", message: `the claim is ${result.verdict}` }];
}

/**
 * The claim a finding is about. A finding carries its claim's text and a span inside (or, for a
 * subject a split clause shares, at the start of) that claim; the same text can occur twice, so
 * the nearest claim with that text wins, and failing any, the nearest claim.
 */
function claimOfFinding(text: string, claims: readonly Claim[], finding: { start: number; text: string }): number {
  let best = -1;
  let bestScore = Infinity;
  claims.forEach((claim, i) => {
    const distance = finding.start < claim.start ? claim.start - finding.start : Math.max(0, finding.start - claim.end);
    const score = (text.slice(claim.start, claim.end).trim() === finding.text ? 0 : text.length + 1) + distance;
    if (score < bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

/** The lines `[A:L12-13]` cites, trimmed; undefined unless every reference names existing lines within the range limit. */
function linePassages(marker: CitationMarker, sources: ReadonlyMap<string, string[]>, maxRange: number): string[] | undefined {
  const passages: string[] = [];
  for (const ref of marker.refs) {
    const lines = sources.get(ref.source);
    if (!ref.lines || !lines) return undefined;
    const { from, to } = ref.lines;
    const count = lines.length > 1 && lines[lines.length - 1] === "" ? lines.length - 1 : lines.length;
    if (from < 1 || to < from || to > count || to - from + 1 > maxRange) return undefined;
    for (let line = from; line <= to; line++) {
      const passage = lines[line - 1]!.trim();
      if (passage !== "" && !passages.includes(passage)) passages.push(passage);
    }
  }
  return passages.length > 0 ? passages : undefined;
}

/** For `[c1]`: the evidence sentence verify found in each cited chunk; nothing when a chunk gave none. */
function chunkPassages(marker: CitationMarker, result: ClaimResult, chunks: readonly Chunk[]): ResolvedCitation[] {
  const passages: string[] = [];
  for (const ref of marker.refs) {
    const numeric = ref.kind === "numeric" ? chunks[Number(ref.source) - 1]?.id : undefined;
    const id = chunks.some((c) => c.id === ref.source) ? ref.source : numeric;
    const evidence = result.evidence.find((e) => e.chunkId === id);
    if (!evidence) return [];
    const passage = evidence.quote.trim();
    if (!passages.includes(passage)) passages.push(passage);
  }
  return [{ marker, passages }];
}
