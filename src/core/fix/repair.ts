// The repair loop of the seed's audit protocol: check, repair the failing sentences, check
// again, at most N rounds; then the quote fallback (the cited source lines verbatim, in quotes)
// for what still fails; then drop or mark what even that cannot help. `fix` repairs by dropping
// or marking, `generate` by asking the writer to rewrite: the loop is the same.
import type { Claim, Code, Span } from "../types.js";
import type { Check, CheckerSetup, ResolvedCitation } from "./check.js";
import { applyEdits, type Edit } from "./edits.js";
import { Layout, markFor, quotation, sentenceUnits, type SentenceUnit } from "./plan.js";

export type ChangeAction = "dropped" | "marked" | "quoted" | "rewritten";

export interface Change {
  /** 1 to N for the repair rounds; N + 1 for the quote fallback and what follows it. */
  round: number;
  codes: Code[];
  /** 1-based line of the sentence in the text that round started from (the input, in round 1). */
  line: number;
  /** The whole sentence before, and after (empty when it was dropped). */
  before: string;
  after: string;
  action: ChangeAction;
}

/** A sentence that needs repair: which of its claims fail (indices into `unit.claims`), and why. */
export interface Pending {
  unit: SentenceUnit;
  failing: ReadonlySet<number>;
  codes: Code[];
  /** The problems of the failing claims, in the text's language. */
  messages: string[];
}

export interface RoundPlan {
  edits: Edit[];
  changes: Omit<Change, "round">[];
}

export interface RepairOptions<R> {
  text: string;
  checker: CheckerSetup<R>;
  maxRounds: number;
  /** One round of repair of the pending sentences, planned against the round's text. */
  round: (pending: readonly Pending[], layout: Layout, round: number) => RoundPlan | Promise<RoundPlan>;
  /** For a sentence the quote fallback cannot help (it cites nothing resolvable, or its quotation still fails). */
  fallback: "drop" | "mark";
  /** Claims that still fail the check but count as repaired (a lenient mark). */
  handled?: (text: string, claim: Claim) => boolean;
}

export interface RepairResult<R> {
  text: string;
  changes: Change[];
  /** The checker's report of the final text. */
  report: R;
  /** Repair rounds run (the quote fallback not counted). */
  rounds: number;
  /** No claim of the final text fails, marked ones aside. */
  clean: boolean;
  /** Claims of the final text that fail but carry the mark. */
  marked: number;
}

export const DEFAULT_MAX_ROUNDS = 3;

export async function repair<R>(options: RepairOptions<R>): Promise<RepairResult<R>> {
  const ids = new Set(options.checker.sourceIds);
  let text = options.text;
  let check = await options.checker.check(text);
  const changes: Change[] = [];
  const pending = (): Pending[] => pendingOf(check, text, options.handled);
  const apply = async (plan: RoundPlan, round: number): Promise<void> => {
    text = applyEdits(text, plan.edits);
    changes.push(...plan.changes.map((change) => ({ round, ...change })).sort((a, b) => a.line - b.line));
    check = await options.checker.check(text);
  };

  let rounds = 0;
  while (rounds < options.maxRounds) {
    const failing = pending();
    if (failing.length === 0) break;
    const plan = await options.round(failing, new Layout(text, ids), rounds + 1);
    // Nothing to change: another round would meet the same sentences.
    if (plan.edits.length === 0) break;
    rounds++;
    await apply(plan, rounds);
  }
  if (pending().length > 0) await apply(quotePlan(pending(), new Layout(text, ids), options.fallback), rounds + 1);
  if (pending().length > 0) await apply(fallbackPlan(pending(), new Layout(text, ids), options.fallback), rounds + 1);

  const failing = check.claims.filter((c) => c.problems.length > 0);
  const marked = options.handled ? failing.filter((c) => options.handled!(text, c.claim)).length : 0;
  return { text, changes, report: check.report, rounds, clean: failing.length === marked, marked };
}

function pendingOf<R>(check: Check<R>, text: string, handled: RepairOptions<R>["handled"]): Pending[] {
  return sentenceUnits(check.claims).flatMap((unit) => {
    const failing = new Set(unit.claims.flatMap((c, i) => (c.problems.length > 0 && !handled?.(text, c.claim) ? [i] : [])));
    if (failing.size === 0) return [];
    const problems = [...failing].flatMap((i) => unit.claims[i]!.problems);
    return [{ unit, failing, codes: [...new Set(problems.map((p) => p.code))], messages: [...new Set(problems.map((p) => p.message))] }];
  });
}

/**
 * Strict repair: cut the failing clauses out of their sentence where that can be done cleanly,
 * else drop the sentence. `whole` drops whole sentences only.
 */
export function dropPlan(pending: readonly Pending[], layout: Layout, whole = false): RoundPlan {
  const edits: Edit[] = [];
  const changes: Omit<Change, "round">[] = [];
  const sentences: Span[] = [];
  for (const p of pending) {
    const { span } = p.unit;
    const clauses = !whole && p.failing.size < p.unit.claims.length ? layout.dropClauses(p.unit, p.failing) : null;
    if (clauses) edits.push(...clauses);
    else sentences.push(span);
    changes.push(change(p, layout, clauses ? layout.sentenceAfter(span, clauses) : "", "dropped"));
  }
  edits.push(...layout.dropSentences(sentences));
  return { edits, changes };
}

/** Lenient repair: the failing claims keep their words and get the mark before their end punctuation and citations. */
export function markPlan(pending: readonly Pending[], layout: Layout): RoundPlan {
  const edits: Edit[] = [];
  const changes: Omit<Change, "round">[] = [];
  for (const p of pending) {
    const { span } = p.unit;
    const markers = layout.markers(span);
    const mark = markFor(layout.lang(span));
    const own = [...p.failing].map((i) => {
      const at = layout.wordEnd(p.unit.claims[i]!.claim, markers);
      return { start: at, end: at, text: mark };
    });
    edits.push(...own);
    changes.push(change(p, layout, layout.sentenceAfter(span, own), "marked"));
  }
  return { edits, changes };
}

/**
 * The quote fallback: each failing sentence becomes the source lines its citations point at,
 * quoted, with those citations; one that cites nothing resolvable is dropped or marked.
 */
function quotePlan(pending: readonly Pending[], layout: Layout, fallback: RepairOptions<unknown>["fallback"]): RoundPlan {
  const quoted: RoundPlan = { edits: [], changes: [] };
  const rest: Pending[] = [];
  for (const p of pending) {
    const cites = citationsOf(p.unit);
    if (cites.length === 0) {
      rest.push(p);
      continue;
    }
    const text = quotation(
      cites.flatMap((c) => c.passages),
      cites.map((c) => c.marker.raw),
      layout.lang(p.unit.span),
    );
    quoted.edits.push({ ...p.unit.span, text });
    quoted.changes.push(change(p, layout, text, "quoted"));
  }
  const other = fallbackPlan(rest, layout, fallback);
  return { edits: [...quoted.edits, ...other.edits], changes: [...quoted.changes, ...other.changes] };
}

function fallbackPlan(pending: readonly Pending[], layout: Layout, fallback: RepairOptions<unknown>["fallback"]): RoundPlan {
  return fallback === "drop" ? dropPlan(pending, layout, true) : markPlan(pending, layout);
}

/** Every resolvable citation of a sentence's claims, once each, in the order they appear. */
function citationsOf(unit: SentenceUnit): ResolvedCitation[] {
  const byStart = new Map<number, ResolvedCitation>();
  for (const checked of unit.claims) for (const cite of checked.cites) byStart.set(cite.marker.start, cite);
  return [...byStart.values()].sort((a, b) => a.marker.start - b.marker.start);
}

export function change(p: Pending, layout: Layout, after: string, action: ChangeAction): Omit<Change, "round"> {
  return { codes: p.codes, line: layout.lineOf(p.unit.span.start), before: layout.text.slice(p.unit.span.start, p.unit.span.end).trim(), after, action };
}
