import type { ClaimResult, Code, Evidence, Lang, Reason, Span } from "../types.js";
import { verify } from "../engine.js";
import { analyse } from "../analysis.js";
import { ContextIndex } from "../context-index.js";
import { sameAttribute } from "../rules/nearby.js";
import { comparable, sameQuantity } from "../quantities/index.js";
import { relationCues } from "../lexicon/relations.js";
import { notProvidedCue } from "../lexicon/not-provided.js";
import { detectLang } from "../text/lang.js";
import { positionFinder } from "../text/positions.js";
import { extractClaims } from "../text/claims.js";
import { parseCitations } from "../text/citations.js";
import { auditMessage, conflictMessage } from "./messages.js";
import type { AlignResult, AuditFinding, AuditResult, Source, SourceConflict, SourceLine, Strictness } from "./types.js";

export interface AuditOptions {
  strictness?: Strictness;
  /** The most lines one `[A:L12-15]` citation may cover (default 5). */
  maxRangeLines?: number;
  /** Groups of names that mean the same thing: [["星尘-3", "星尘 3 号"]]. */
  aliases?: string[][];
}

export interface AuditInput {
  output: string;
  sources: Source[];
}

/** Below this share of its content in the cited lines, a sentence is about something else (C1). */
const OFF_TOPIC_COVERAGE = 0.4;

// "以下为来源外推测" and "The following is speculation" open a section that runs to the next
// heading; "Speculation:" and "推测：" mark one paragraph.
const SECTION_MARK = /^[\s>*_-]*(?:以下(?:内容)?为(?:来源外)?推测|以下(?:内容)?属于推测|the following is (?:speculation|speculative))/iu;
const PARAGRAPH_MARK = /^[\s>*_-]*(?:speculation|speculative|推测|来源外推测)\s*[:：]/iu;
const HEADING = /^\s{0,3}#/;

/**
 * Blank out the passages the writer marked as speculation (spaces keep every offset and line), so
 * the audit skips them and lists them instead.
 */
export function maskSpeculation(output: string): { masked: string; speculation: { line: number; text: string }[] } {
  const lines = output.split("\n");
  const speculation: { line: number; text: string }[] = [];
  let mode: "none" | "section" | "paragraph" = "none";
  const masked = lines.map((line, i) => {
    if (mode === "section" && HEADING.test(line)) mode = "none";
    if (mode === "paragraph" && line.trim() === "") mode = "none";
    if (mode === "none" && SECTION_MARK.test(line)) mode = "section";
    else if (mode === "none" && PARAGRAPH_MARK.test(line)) mode = "paragraph";
    if (mode === "none") return line;
    if (line.trim() !== "") speculation.push({ line: i + 1, text: line.trim() });
    return line.replace(/[^\r]/g, " ");
  });
  return { masked: masked.join("\n"), speculation };
}

function sourceLine(evidence: Evidence | undefined): SourceLine | undefined {
  return evidence ? { source: evidence.chunkId, line: evidence.line ?? 1, text: evidence.quote } : undefined;
}

function label(line: SourceLine | undefined): string | undefined {
  return line ? `${line.source}:L${line.line}` : undefined;
}

/** "A:L3" or "A:L3-4" from a C1 suggestion, back into a source line. */
function parseLabel(text: string, quote: string): SourceLine | undefined {
  const range = lineRange(text);
  return range ? { source: range.source, line: range.from, text: quote } : undefined;
}

/** "A:L12" or "A:L12-15", as the engine writes line citations and locations. */
function lineRange(text: string): { source: string; from: number; to: number } | undefined {
  const m = /^(.+):L(\d+)(?:-(\d+))?$/.exec(text);
  return m ? { source: m[1]!, from: Number(m[2]), to: Number(m[3] ?? m[2]) } : undefined;
}

/** The lines a claim cites, read from the sources: what the sentence was meant to restate. */
function citedLines(claim: ClaimResult, sources: ReadonlyMap<string, string[]>): SourceLine[] {
  return claim.citations.flatMap((citation) => {
    const range = lineRange(citation);
    const lines = range ? sources.get(range.source) : undefined;
    if (!range || !lines) return [];
    const cited: SourceLine[] = [];
    for (let line = range.from; line <= range.to && line <= lines.length; line++) cited.push({ source: range.source, line, text: lines[line - 1]!.trim() });
    return cited;
  });
}

/** Which of a claim's reasons the audit reports: S1 only when nothing more specific explains it, as C1 when the claim cites lines. */
function auditReasons(claim: ClaimResult): { reason: Reason; code: Code }[] {
  // Content in the wrong line is one finding (C1), not also every word the wrong line lacks.
  const wrongLine = claim.reasons.find((r) => r.code === "C1");
  if (wrongLine) return claim.reasons.filter((r) => r === wrongLine || r.code === "C2" || r.code === "C3").map((reason) => ({ reason, code: reason.code }));
  const specific = claim.reasons.filter((r) => r.code !== "S1");
  if (specific.length > 0 || claim.verdict === "supported") return specific.map((reason) => ({ reason, code: reason.code }));
  const judged = claim.reasons.find((r) => r.code === "S1");
  // The seed judges only entities, numbers and relations: a cited line that holds most of the
  // sentence but not an added adjective (功耗 -> 典型功耗) is a paraphrase, not a violation.
  if (!judged || (claim.coverage ?? 0) >= OFF_TOPIC_COVERAGE) return [];
  return [{ reason: judged, code: claim.citations.length > 0 ? "C1" : "S1" }];
}

function findingsOf(claims: readonly ClaimResult[], output: string, sources: readonly Source[], lang: Lang): AuditFinding[] {
  const position = positionFinder(output);
  const sourceLines = new Map(sources.map((s) => [s.id, s.text.split("\n")]));
  const findings: AuditFinding[] = [];
  for (const claim of claims) {
    for (const { reason, code } of auditReasons(claim)) {
      const { line, column } = position(reason.span.start);
      const cited = citedLines(claim, sourceLines);
      const evidence = reason.evidence ? sourceLine(reason.evidence) : (cited[0] ?? sourceLine(claim.evidence[0]));
      const foundAt = reason.suggestion ? parseLabel(reason.suggestion.chunkId, reason.suggestion.quote) : undefined;
      const actual = reason.actual;
      const relation = code === "R1" && actual ? relationCues(actual)[0]?.kind : undefined;
      const message = auditMessage({
        code,
        line,
        lang,
        ...(actual !== undefined ? { actual } : {}),
        ...(reason.expected !== undefined ? { expected: reason.expected } : {}),
        ...(evidence ? { at: label(evidence)! } : {}),
        cited: claim.citations.join(", "),
        ...(code === "C1" && cited.length > 0 ? { citedText: cited.map((l) => l.text).join(" ") } : {}),
        ...(foundAt ? { foundAt: label(foundAt)! } : {}),
        ...(relation ? { relation } : {}),
      });
      findings.push({
        code,
        line,
        column,
        start: reason.span.start,
        end: reason.span.end,
        text: output.slice(claim.start, claim.end).trim(),
        message,
        ...(actual !== undefined ? { actual } : {}),
        ...(evidence ? { evidence } : {}),
        ...(foundAt ? { foundAt } : {}),
        ruleId: reason.ruleId,
      });
    }
  }
  return findings;
}

/** The output's sentences, each with the results of the claims split from it. */
function sentencesOf(output: string, sources: readonly Source[], claims: readonly ClaimResult[]): { span: Span; claims: ClaimResult[] }[] {
  // The engine's claims come from the same deterministic split, in the same order.
  const split = extractClaims(output, { sourceIds: sources.map((s) => s.id) });
  const sentences = new Map<number, { span: Span; claims: ClaimResult[] }>();
  split.forEach((claim, i) => {
    const entry = sentences.get(claim.sentence.start) ?? { span: claim.sentence, claims: [] };
    entry.claims.push(claims[i]!);
    sentences.set(claim.sentence.start, entry);
  });
  return [...sentences.values()];
}

/** What the sources say they do not give, and what the output says it could not find. */
function uncoveredOf(sources: readonly Source[], claims: readonly ClaimResult[]): string[] {
  const items: string[] = [];
  for (const source of sources) {
    source.text.split("\n").forEach((line, i) => {
      if (notProvidedCue(line)) items.push(`${line.trim()} (${source.id}:L${i + 1})`);
    });
  }
  for (const claim of claims) if (notProvidedCue(claim.text)) items.push(claim.text);
  return [...new Set(items)];
}

/** Where two sources give different values for what the output states: both sides, never a choice. */
function conflictsOf(output: string, claims: readonly ClaimResult[], sources: readonly Source[], lang: Lang): SourceConflict[] {
  const index = new ContextIndex(sources.map((s) => ({ id: s.id, text: s.text })));
  const sentences = sources.flatMap((_, i) => index.sentences(i));
  const conflicts: SourceConflict[] = [];
  const seen = new Set<string>();
  for (const claim of claims) {
    const slice = output.slice(claim.start, claim.end);
    const markers = parseCitations(slice).map((m) => ({ start: m.start + claim.start, end: m.end + claim.start }));
    const text = analyse(slice, claim.start, markers);
    for (const q of text.quantities) {
      const agreeing = sentences.filter((s) => s.quantities.some((e) => sameQuantity(q, e)));
      const disagreeing = sentences.filter((s) => agreeing.every((a) => a.chunk !== s.chunk) && s.quantities.some((e) => comparable(q, e) && !sameQuantity(q, e) && sameAttribute(text, q, s, e)));
      if (agreeing.length === 0 || disagreeing.length === 0) continue;
      const locations = [...agreeing, ...disagreeing].map((s) => ({ source: sources[s.chunk]!.id, line: s.line, text: s.text }));
      const key = locations.map((l) => `${l.source}:${l.line}`).join(",");
      if (seen.has(key)) continue;
      seen.add(key);
      conflicts.push({ message: conflictMessage(lang, q.raw, locations.map((l) => `${l.source}:L${l.line}`)), locations });
    }
  }
  return conflicts;
}

/**
 * The closed-world audit: every sentence of the output checked against the line-numbered
 * sources with the same engine and rules as `verify`; findings in the output's language.
 */
export async function audit(input: AuditInput, options: AuditOptions = {}): Promise<AuditResult> {
  const { masked, speculation } = maskSpeculation(input.output);
  const result = await verify(
    { answer: masked, chunks: input.sources.map((s) => ({ id: s.id, text: s.text })) },
    {
      ...(options.maxRangeLines !== undefined ? { maxRangeLines: options.maxRangeLines } : {}),
      ...(options.aliases ? { aliases: options.aliases } : {}),
      uncited: options.strictness === "lenient" ? "check-all" : "flag",
    },
  );
  const lang = detectLang(masked);
  const findings = findingsOf(result.claims, input.output, input.sources, lang);
  const sentences = sentencesOf(masked, input.sources, result.claims);
  const grounded = sentences.filter(({ span }) => !findings.some((f) => f.start >= span.start && f.start < span.end)).length;
  const byCode: Partial<Record<Code, number>> = {};
  for (const f of findings) byCode[f.code] = (byCode[f.code] ?? 0) + 1;
  return {
    findings,
    summary: { sentences: sentences.length, grounded, groundedRate: sentences.length ? Math.round((grounded / sentences.length) * 10000) / 10000 : 0, byCode, passed: findings.length === 0 },
    uncovered: uncoveredOf(input.sources, result.claims),
    speculation,
    conflicts: conflictsOf(input.output, result.claims, input.sources, lang),
    lang,
  };
}

/** Each sentence of the output with its best-matching source line, citations aside. */
export async function alignSentences(input: AuditInput, options: AuditOptions = {}): Promise<AlignResult> {
  const { masked } = maskSpeculation(input.output);
  const result = await verify({ answer: masked, chunks: input.sources.map((s) => ({ id: s.id, text: s.text })) }, { scope: "all", ...(options.aliases ? { aliases: options.aliases } : {}) });
  const position = positionFinder(input.output);
  return {
    lang: detectLang(masked),
    sentences: sentencesOf(masked, input.sources, result.claims).map(({ span, claims }) => {
      const weakest = claims.reduce((a, b) => (b.score < a.score ? b : a));
      const evidence = weakest.evidence[0];
      return {
        line: position(span.start).line,
        text: input.output.slice(span.start, span.end).trim(),
        grounded: claims.every((c) => auditReasons(c).length === 0),
        best: evidence ? { source: evidence.chunkId, line: evidence.line ?? 1, score: Math.round(weakest.score * 10000) / 10000 } : null,
      };
    }),
  };
}
