// Closed-world generation (the seed's workflow, Steps 0 to 4): the writer drafts from the
// manifest under the closed-world rules; the draft is audited; only the failing sentences go back
// to the writer, with their findings, at most N rounds; what still fails is replaced by the
// source lines it cites, quoted, or dropped. The answer comes with its final audit and the list
// of what the sources do not cover. `extractive` needs no writer: the answer is quoted source
// lines only.
import { maskSpeculation, type AuditOptions } from "../audit/audit.js";
import type { AuditResult, Source } from "../audit/types.js";
import { analyse } from "../analysis.js";
import { ContextIndex } from "../context-index.js";
import { auditChecker, auditText } from "../fix/check.js";
import { applyEdits } from "../fix/edits.js";
import { Layout, quotation, sentenceUnits } from "../fix/plan.js";
import { change, DEFAULT_MAX_ROUNDS, dropPlan, repair, type Change, type Pending, type RoundPlan } from "../fix/repair.js";
import { notProvidedCue } from "../lexicon/not-provided.js";
import { extractClaims } from "../text/claims.js";
import { detectLang } from "../text/lang.js";
import type { Claim, Lang } from "../types.js";
import { draftPrompt, manifest, parseRewrites, rewritePrompt, splitReply, systemPrompt } from "./prompt.js";

/** The writing model, as the loop needs it: a model client, or a scripted one in tests. */
export interface Writer {
  complete(request: { system: string; user: string }): Promise<{ text: string }>;
}

export interface GenerateInput {
  task: string;
  sources: readonly Source[];
}

export interface GenerateOptions {
  /** Rewrite rounds before the quote fallback (default 3). */
  maxRounds?: number;
  audit?: AuditOptions;
}

export interface GenerateResult {
  answer: string;
  /** The writer's first answer (or the extractive one), before any repair. */
  draft: string;
  changes: Change[];
  /** The final answer's audit. */
  audit: AuditResult;
  rounds: number;
  clean: boolean;
  /** What the sources do not cover: lines that say a value is not provided, and what the writer found missing. */
  notCovered: string[];
  lang: Lang;
}

/** The writer gave nothing to audit. */
export class GenerateError extends Error {
  override name = "GenerateError";
}

export async function generate(input: GenerateInput, writer: Writer, options: GenerateOptions = {}): Promise<GenerateResult> {
  const lang = detectLang(input.task);
  const system = systemPrompt(lang);
  const sources = manifest(input.sources);
  const reply = await writer.complete({ system, user: draftPrompt({ manifest: sources, task: input.task, lang }) });
  const { answer: draft, notCovered } = splitReply(reply.text);
  if (draft === "") throw new GenerateError("the writer returned no answer");

  const rewrite = async (pending: readonly Pending[], layout: Layout): Promise<RoundPlan> => {
    const items = pending.map((p) => ({ sentence: layout.text.slice(p.unit.span.start, p.unit.span.end).trim(), findings: p.messages }));
    const answer = await writer.complete({ system, user: rewritePrompt({ manifest: sources, task: input.task, lang, items }) });
    const rewrites = parseRewrites(answer.text, items.length);
    const plan: RoundPlan = { edits: [], changes: [] };
    const deleted: Pending[] = [];
    pending.forEach((p, i) => {
      const rewritten = rewrites[i];
      if (rewritten === undefined || rewritten === items[i]!.sentence) return;
      if (rewritten === "delete") {
        deleted.push(p);
        return;
      }
      plan.edits.push({ ...p.unit.span, text: rewritten });
      plan.changes.push(change(p, layout, rewritten, "rewritten"));
    });
    const drops = dropPlan(deleted, layout, true);
    return { edits: [...plan.edits, ...drops.edits], changes: [...plan.changes, ...drops.changes] };
  };

  const repaired = await repair({
    text: draft,
    checker: auditChecker(input.sources, options.audit),
    maxRounds: options.maxRounds ?? DEFAULT_MAX_ROUNDS,
    round: rewrite,
    fallback: "drop",
    // A sentence saying the sources do not cover something cites nothing by nature: it is moved to
    // the not-covered list instead of being rewritten.
    handled: (_, claim) => isGapStatement(claim),
  });
  const moved = moveGapStatements(repaired.text, input.sources.map((s) => s.id));
  const audit = moved.gaps.length > 0 ? await auditText(moved.answer, input.sources, options.audit) : repaired.report;
  return {
    answer: moved.answer,
    draft,
    changes: repaired.changes,
    audit,
    rounds: repaired.rounds,
    clean: audit.summary.passed,
    notCovered: [...new Set([...notCovered, ...moved.gaps, ...audit.uncovered])],
    lang,
  };
}

export interface ExtractiveOptions {
  /** How many source lines to quote (default 8). */
  limit?: number;
  audit?: AuditOptions;
}

export const DEFAULT_EXTRACTIVE_LINES = 8;

/**
 * The answer without a model: source lines quoted verbatim with their `[A:Ln]` citation, the
 * lines that share the task's rarer words first (BM25), then the others in source order.
 */
export async function extractive(input: GenerateInput, options: ExtractiveOptions = {}): Promise<GenerateResult> {
  const draft = extractiveAnswer(input, options.limit ?? DEFAULT_EXTRACTIVE_LINES);
  // Verbatim quotes pass the audit; a line that did not would be quoted again, then dropped.
  const repaired = await repair({ text: draft, checker: auditChecker(input.sources, options.audit), maxRounds: 0, round: (pending, layout) => dropPlan(pending, layout), fallback: "drop" });
  return { answer: repaired.text, draft, changes: repaired.changes, audit: repaired.report, rounds: 0, clean: repaired.clean, notCovered: repaired.report.uncovered, lang: detectLang(input.task) };
}

function extractiveAnswer(input: GenerateInput, limit: number): string {
  const lines = input.sources.flatMap((source) =>
    source.text.split("\n").flatMap((raw, i) => {
      const text = raw.trim();
      // Headings and table rows quote badly; a line without a content word says nothing.
      if (text === "" || /^[#|]/.test(text) || analyse(text).content.length === 0) return [];
      return [{ text, cite: `[${source.id}:L${i + 1}]` }];
    }),
  );
  if (lines.length === 0) return "";
  const index = new ContextIndex(lines.map((line, i) => ({ id: String(i), text: line.text })));
  const ranked = index.search(analyse(input.task).keys, limit);
  const order = [...ranked, ...lines.keys()].filter((i, at, all) => all.indexOf(i) === at).slice(0, limit);
  return `${order.map((i) => `- ${quotation([lines[i]!.text], [lines[i]!.cite], detectLang(lines[i]!.text))}`).join("\n")}\n`;
}

function isGapStatement(claim: Claim): boolean {
  return claim.markers.length === 0 && notProvidedCue(claim.text) !== undefined;
}

/** The sentences that only say what the sources lack, cut from the answer into the list. */
function moveGapStatements(text: string, sourceIds: readonly string[]): { answer: string; gaps: string[] } {
  const claims = extractClaims(maskSpeculation(text).masked, { sourceIds }).map((claim) => ({ claim, problems: [], cites: [] }));
  const gaps = sentenceUnits(claims).filter((unit) => unit.claims.every((c) => isGapStatement(c.claim)));
  if (gaps.length === 0) return { answer: text, gaps: [] };
  const layout = new Layout(text, new Set(sourceIds));
  return {
    answer: applyEdits(text, layout.dropSentences(gaps.map((g) => g.span))),
    gaps: gaps.map((g) => text.slice(g.span.start, g.span.end).trim()),
  };
}
