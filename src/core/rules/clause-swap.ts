import { matchKey, type Analysed } from "../analysis.js";
import type { Alignment } from "../align.js";
import type { Token } from "../text/tokens.js";
import type { Span } from "../types.js";
import { comparable, heldBesideAnother, sameQuantity } from "../quantities/index.js";
import { regionLabels } from "../context-index.js";
import { copiedFrom, insideName, keysWithin, partOfValue, segments, spansBetween, within } from "./clauses.js";
import type { ContentRule } from "./rule.js";
import { samePerson } from "./agent-swap.js";

/**
 * Where a sentence breaks into clauses that can each stand alone: coarser than clauses.ts, whose
 * clauses bound a negation's reach and so also end at "and", "which" or a comma.
 */
const CLAUSE_BREAK = /[，；;]|,\s+(?:and|while|whereas|but)\s+/gu;

/**
 * Finer breaks, for figures only: two figures joined by a bare "and" or "versus" belong to what
 * stands beside each ("44% of the velatinib group and 39% of the placebo group"). Words are not
 * split this way, as "salt and pepper" would come apart.
 */
const FIGURE_BREAK = /[，；;]|,?\s+(?:and|while|whereas|but|versus|vs\.?|compared (?:with|to))\s+/gu;

interface Swap {
  /** A word or value of the claim that its evidence gives in another clause. */
  moved: string;
  /** What the clause that holds the rest of the claim says in its place. */
  replaced: string;
  kind: "word" | "name" | "value";
  /** Where the claim says it, for a value. */
  span?: { start: number; end: number };
}

/**
 * A claim that puts a word of one clause of its evidence into another clause in place of that
 * clause's own word ("日本队获得金牌" against "中国队获得金牌，日本队获得银牌"; "the Rovers won the
 * league" against "the Falcons won the league, and the Rovers won the cup"): the clause that holds
 * most of the claim has exactly one content word the claim lacks, and the claim has a word found
 * only in another clause. A clause that drops its subject ("公司成立于 2010 年，总部位于北京")
 * lacks nothing of the claim, so it is no swap. Returns the claim's word and the one it replaced.
 */
function mixedClauses(claim: Analysed, alignment: Alignment): Swap | undefined {
  const best = alignment.sentences[0];
  if (!best || alignment.bestCoverage < 1 - 1e-9) return undefined;
  const claimKeys = new Set(claim.content.map(matchKey));
  const byClause = readClauses(best, claimKeys, spansBetween(best.text, CLAUSE_BREAK));
  const swap = byClause && swapBetween(claim, best, byClause);
  if (swap || !claim.quantities.some((value) => heldBesideAnother(value, best.quantities))) return swap;
  // "44% of the velatinib group and 39% of the placebo group": two figures joined without a comma.
  const byFigure = readClauses(best, claimKeys, spansBetween(best.text, FIGURE_BREAK));
  if (!byFigure || byFigure.lacking.length > 0) return undefined;
  return movedValue(claim, best, byFigure, (other) => byFigure.perClause[other]!.some((t) => !claimKeys.has(matchKey(t)) && !partOfValue(best, t)));
}

/** The clauses of the evidence sentence, the claim's words each holds, and which holds most of them. */
interface ClauseReading {
  clauses: Span[];
  perClause: Token[][];
  main: number;
  /** The content words of the main clause that the claim lacks, values' unit words left out. */
  lacking: Token[];
  heldBy: Set<string>[];
  /** The claim's content keys. */
  claimKeys: ReadonlySet<string>;
}

function readClauses(best: Analysed, claimKeys: ReadonlySet<string>, clauses: Span[]): ClauseReading | undefined {
  if (clauses.length < 2) return undefined;
  const perClause = clauses.map((clause) =>
    best.content.filter((t) => t.start - best.start >= clause.start && t.end - best.start <= clause.end),
  );
  const heldBy = perClause.map((tokens) => new Set(tokens.map(matchKey).filter((key) => claimKeys.has(key))));
  // A name of several words (禾山绿源环保能源有限公司, cut in five) weighs as one word of the claim.
  const names = best.entities.filter((e) => e.kind === "name");
  const weight = (tokens: readonly Token[]): number => {
    const held = tokens.filter((t) => claimKeys.has(matchKey(t)));
    const inNames = new Set(held.flatMap((t) => names.filter((e) => within(t, e))));
    return held.filter((t) => !names.some((e) => within(t, e))).length + inNames.size;
  };
  const weights = perClause.map(weight);
  let main = 0;
  for (let k = 1; k < heldBy.length; k++) if (weights[k]! > weights[main]!) main = k;
  const lacking = perClause[main]!.filter((t) => !claimKeys.has(matchKey(t)) && !partOfValue(best, t) && !periodOfAValue(best, t));
  return { clauses, perClause, main, lacking, heldBy, claimKeys };
}

/** What stands between an amount and the thing or period it is per: "£1.10 per minute", "£5 a day". */
const PER_BETWEEN = /^\s*(?:per|an?|each|every|\/)\s*$/iu;

/** A word that says what a value is per ("minute" of "£1.10 per minute"), which is the value's, not a word of the clause. */
function periodOfAValue(text: Analysed, token: Token): boolean {
  return text.quantities.some((q) => q.per !== undefined && q.end <= token.start && PER_BETWEEN.test(text.text.slice(q.end - text.start, token.start - text.start)));
}

/** Which of the sentence's clauses (spans relative to its start) a span of it starts in. */
function clauseIndex(best: Analysed, clauses: readonly Span[], span: { start: number }): number {
  return clauses.findIndex((c) => span.start - best.start >= c.start && span.start - best.start < c.end);
}

/** The clauses of the sentence that give one of the claim's figures. */
function claimValueClauses(claim: Analysed, best: Analysed, clauses: readonly Span[]): Set<number> {
  const found = new Set<number>();
  for (const value of claim.quantities) for (const e of best.quantities) if (sameQuantity(value, e)) found.add(clauseIndex(best, clauses, e));
  return found;
}

/** Two of the sentence's clauses stand between the same semicolons. */
function sameSegment(best: Analysed, clauses: readonly Span[], a: number, b: number): boolean {
  const [first, second] = a < b ? [clauses[a]!, clauses[b]!] : [clauses[b]!, clauses[a]!];
  return !SEGMENT_BREAK.test(best.text.slice(first.end, second.start));
}
const SEGMENT_BREAK = /[;；。]/u;

function swapBetween(claim: Analysed, best: Analysed, reading: ClauseReading): Swap | undefined {
  const { lacking, heldBy, main } = reading;
  if (lacking.length === 0) return movedValue(claim, best, reading, () => true);
  // (A name of several words, as a Chinese company's is cut, is one word lacking: 江衡环境工程技术有限公司.)
  // (…and a word jieba made up across its edge, 为江衡, is of it.)
  const lackingName = best.entities.find((e) => e.kind === "name" && lacking.every((t) => t.start < e.end && e.start < t.end));
  if (lacking.length !== 1 && lackingName === undefined) return undefined;
  const valueClauses = claimValueClauses(claim, best, reading.clauses);
  // A name in another name's place is the likelier swap than a word of the setting ("半决赛中").
  const replaced = lacking.length === 1 ? lacking[0]! : { ...lacking[0]!, start: lackingName!.start, end: lackingName!.end, text: lackingName!.text };
  const byNames = [...claim.content].sort((a, b) => Number(insideName(claim, b)) - Number(insideName(claim, a)));
  for (const token of byNames) {
    const key = matchKey(token);
    if (heldBy[main]!.has(key)) continue;
    const said = heldBy.filter((held, k) => k !== main && held.has(key));
    // (Of several, the one between the main clause's semicolons: the 黑旗 of "…出现黑旗时须在下一圈驶入维修区" beside
    // "赛道上出现黄旗时禁止超车", not of "；…被出示黑旗的车手".)
    const elsewhere = said.length > 1 ? said.filter((held) => sameSegment(best, reading.clauses, main, heldBy.indexOf(held))) : said;
    if (elsewhere.length !== 1) continue;
    // The clause that has the word has the claim's figures too, and the main clause not: the
    // claim speaks of that clause, whose other words it leaves unsaid ("junior members … up to 8"
    // after "adults may borrow up to 12 items at a time").
    const other = heldBy.indexOf(elsewhere[0]!);
    if (valueClauses.has(other) && !valueClauses.has(main)) continue;
    // A name in another name's place (王芳 for 李明), or a word of a clause that says something
    // parallel, with another of the claim's words beside it (日本队 with 获得 in "…，日本队获得银牌").
    // A fragment that adds a detail ("该药在饭后服用，每日两次") is what a claim may fold into the main clause.
    // (jieba names a word in one text and not in another: the 黑旗 of "出现黑旗时须…" and of "赛道上出现黑旗时禁止超车".)
    const namedByTheSentence = token.kind === "cjk" && best.entities.some((e) => e.kind === "name" && e.key === matchKey(token));
    const names = (insideName(claim, token) || namedByTheSentence) && insideName(best, replaced);
    const moved = names ? (claim.entities.find((e) => e.kind === "name" && within(token, e))?.text ?? token.text) : token.text;
    if (names || elsewhere[0]!.size >= 2) return { moved, replaced: replaced.text, kind: names ? "name" : "word" };
  }
  return undefined;
}

/**
 * A value of the claim that its evidence gives in another clause, while the clause that holds
 * all of the claim's words gives its own ("对照组下降 1.2 个百分点" against "试验组下降 1.2 个百分点，
 * 对照组下降 0.4 个百分点"): the claim took the other clause's figure.
 */
function movedValue(claim: Analysed, best: Analysed, { clauses, main, heldBy, perClause, claimKeys }: ClauseReading, aboutOtherThings: (clause: number) => boolean): Swap | undefined {
  const clauseOf = (span: { start: number }): number => clauseIndex(best, clauses, span);
  for (const value of claim.quantities) {
    const same = best.quantities.filter((e) => sameQuantity(value, e));
    if (same.length === 0 || same.some((e) => clauseOf(e) === main) || !same.every((e) => aboutOtherThings(clauseOf(e)))) continue;
    // A clause with the figure that holds as many of the claim's words is as much the claim's:
    // "同比增长41.3%" split from its subject against "…同比增长35%；经调整净利润为272亿元，同比增长41.3%".
    if (same.some((e) => heldBy[clauseOf(e)]!.size >= heldBy[main]!.size)) continue;
    // Where the main clause holds more of the claim than the figure's clause, which speaks of
    // something the claim does not, the main clause's figure of another kind is what the claim's
    // words are given as: "重量：12 毫米" against "重量为 45 克，厚度为 12 毫米".
    const mainOnly = same.every((e) => {
      const k = clauseOf(e);
      return heldBy[k]!.size < heldBy[main]!.size && perClause[k]!.some((t) => !claimKeys.has(matchKey(t)) && !partOfValue(best, t));
    });
    // A figure of the main clause that the claim gives as well is not the one it replaced ("outside one of the 140 marked bays incurs a £10 charge").
    const own = best.quantities.find((e) => clauseOf(e) === main && !sameQuantity(value, e) && (comparable(value, e) || mainOnly) && !claim.quantities.some((q) => q !== value && sameQuantity(q, e)));
    if (own) return { moved: value.raw, replaced: own.raw, kind: "value", span: { start: value.start, end: value.end } };
  }
  return undefined;
}

/**
 * A figure of the claim that its sentence gives for one of the cases it lists between semicolons,
 * where another case holds more of the claim and gives a figure of the kind of its own: "在三级医疗
 * 机构住院的报销比例为80%" against "在二级医疗机构住院，…报销比例为80%；在三级医疗机构住院，…报销比例为
 * 65%". What tells the cases apart may be a figure (三级), so the claim's figures of other kinds
 * count with its words.
 */
function movedAcrossSegments(claim: Analysed, alignment: Alignment): Swap | undefined {
  const best = alignment.sentences[0];
  if (!best || alignment.bestCoverage < 1 - 1e-9 || claim.quantities.length === 0) return undefined;
  const cases = segments(best);
  if (cases.length < 2) return undefined;
  const caseOf = (span: Span): number => cases.findIndex((segment) => within(span, segment));
  const keysOf = cases.map((segment) => keysWithin(best, segment));
  // A claim names its case before it says what the case has: its last figure is the likelier moved.
  for (const value of [...claim.quantities].reverse()) {
    const held = new Set(best.quantities.filter((e) => sameQuantity(value, e)).map(caseOf));
    if (held.size === 0) continue;
    // How much of the claim each case holds.
    const says = keysOf.map((keys, k) => {
      let n = 0;
      for (const key of claim.keys) if (keys.has(key)) n++;
      for (const q of claim.quantities) if (!comparable(value, q) && best.quantities.some((e) => caseOf(e) === k && sameQuantity(q, e))) n++;
      return n;
    });
    const most = Math.max(...[...held].map((k) => says[k]!));
    for (let k = 0; k < cases.length; k++) {
      if (held.has(k) || says[k]! <= most) continue;
      // (A figure of that case the claim gives as well is not the one it replaced: "2000平方米，是标准版800平方米的2.5倍".)
      const own = best.quantities.find((e) => caseOf(e) === k && comparable(value, e) && !claim.quantities.some((q) => q !== value && sameQuantity(q, e)));
      if (own) return { moved: value.raw, replaced: own.raw, kind: "value", span: { start: value.start, end: value.end } };
    }
  }
  return undefined;
}

/** A person's name as written in English: a given name and a surname, perhaps a letters title after. */
const PERSONAL_NAME = /^(?:Dr\.?\s+|Mrs?\.?\s+|Ms\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}(?:\s+\p{Lu}{2,6})?$/u;
/** What may stand in a clause before the name that opens it. */
const CLAUSE_OPENING = /^\s*(?:(?:and|while|whereas|but)\s+)?$/iu;

/**
 * The claim gives one person of the sentence what the sentence says, in another clause, of another
 * person: "Sarah Hallam FRICS acts as surveyor on awards" against "Dominic Pryce MRICS handles all
 * awards, while Sarah Hallam FRICS deals with notice enquiries". Every word the claim shares with
 * the sentence, besides the name, is in the other person's clause, and none of what the person's
 * own clause says after the name is in the claim.
 */
function rolesOfAnother(claim: Analysed, alignment: Alignment): Swap | undefined {
  const best = alignment.sentences[0];
  if (best === undefined) return undefined;
  const clauses = spansBetween(best.text, CLAUSE_BREAK, best.start);
  // A person's name opens the clause it does something in: "Dominic Pryce MRICS handles", "while Sarah Hallam FRICS deals".
  const opensItsClause = (p: Span): boolean => clauses.some((clause) => within(p, clause) && CLAUSE_OPENING.test(best.text.slice(clause.start - best.start, p.start - best.start)));
  const people = best.entities.filter((e) => e.kind === "name" && PERSONAL_NAME.test(e.text) && opensItsClause(e));
  if (people.length < 2) return undefined;
  const named = claim.entities.filter((e) => e.kind === "name" && PERSONAL_NAME.test(e.text) && people.some((p) => samePerson(e, p)));
  if (named.length !== 1) return undefined;
  const person = named[0]!;
  const own = clauses.find((clause) => people.some((p) => within(p, clause) && samePerson(person, p)));
  if (own === undefined) return undefined;
  const inAName = (text: Analysed, t: Token): boolean => text.entities.some((e) => within(t, e));
  const shared = claim.content.filter((t) => !inAName(claim, t) && !partOfValue(claim, t) && best.keys.has(matchKey(t)));
  const ownSaid = best.content.filter((t) => within(t, own) && !inAName(best, t) && !partOfValue(best, t) && t.start > (people.find((p) => within(p, own))?.end ?? own.end));
  if (shared.length === 0 || ownSaid.length === 0 || ownSaid.some((t) => claim.keys.has(matchKey(t)))) return undefined;
  const ownKeys = keysWithin(best, own);
  for (const clause of clauses) {
    if (clause === own) continue;
    const other = people.find((p) => within(p, clause) && !samePerson(person, p) && !claim.entities.some((e) => samePerson(e, p)));
    if (other === undefined) continue;
    const theirs = keysWithin(best, clause);
    if (shared.every((t) => theirs.has(matchKey(t)) && !ownKeys.has(matchKey(t)))) return { moved: person.text, replaced: other.text, kind: "name" };
  }
  return undefined;
}

/** Words that say a thing comes at no charge, and words that say it is paid for. */
const NO_CHARGE_WORD = /^(?:included|free|complimentary|waived)$/iu;
const PAID_WORD = /^(?:costs?|charged|charges?|payable|paid|billed)$/iu;

function freeAgainstPaid(a: string, b: string): boolean {
  return (NO_CHARGE_WORD.test(a) && PAID_WORD.test(b)) || (PAID_WORD.test(a) && NO_CHARGE_WORD.test(b));
}

const rule: ContentRule = {
  meta: {
    id: "clause-swap",
    code: "S1",
    description: "The claim moves a word of one clause of its source into another clause, in place of that clause's own.",
    severity: "error",
  },
  check({ claim, alignment, regions }) {
    // A claim the source says word for word moves nothing from one clause to another.
    if (alignment.sentences.some((sentence) => copiedFrom(claim, sentence))) return [];
    const swap = mixedClauses(claim, alignment) ?? movedAcrossSegments(claim, alignment) ?? rolesOfAnother(claim, alignment);
    if (!swap) return [];
    const cited = regionLabels(regions);
    // A figure taken from another clause is a different number for the same thing, and a name another party: a contradiction.
    if (swap.kind === "name") {
      return [{ code: "X1", message: `${cited} says '${swap.replaced}' where the claim says '${swap.moved}', whom it names in another clause`, actual: swap.moved, expected: swap.replaced }];
    }
    // …as is a thing said to be included for free where its clause says it is paid for, or the other way round.
    if (swap.kind === "word" && freeAgainstPaid(swap.moved, swap.replaced)) {
      return [{ code: "X1", message: `${cited} says '${swap.replaced}' where the claim says '${swap.moved}', which it says of another thing`, actual: swap.moved, expected: swap.replaced }];
    }
    if (swap.kind === "value") {
      return [
        {
          code: "X1",
          message: `${cited} says ${swap.replaced}, the claim says ${swap.moved}, which it gives in another clause`,
          ...(swap.span ? { span: swap.span } : {}),
          actual: swap.moved,
          expected: swap.replaced,
        },
      ];
    }
    return [
      {
        message: `${cited} says '${swap.replaced}' where the claim says '${swap.moved}', which it gives in another clause`,
        actual: swap.moved,
        expected: swap.replaced,
      },
    ];
  },
};

export default rule;
