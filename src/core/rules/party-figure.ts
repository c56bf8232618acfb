import { matchKey, type Analysed } from "../analysis.js";
import { comparable, isBareNumber, isMultiple, sameQuantity, type Quantity } from "../quantities/index.js";
import { isCapitalised } from "../text/entities.js";
import type { Token } from "../text/tokens.js";
import type { Span } from "../types.js";
import { insideDate, insideFigure, keysWithin, spansBetween, within } from "./clauses.js";
import type { ContentRule } from "./rule.js";
import type { SourceSentence } from "../context-index.js";
import { evidenceSentences } from "./nearby.js";

/**
 * A figure the claim gives a party where the sentence, which has the figure, gives that party
 * another in a clause the party opens: "The battery is guaranteed for 2 years" against "The frame
 * is guaranteed for 2 years, the battery for 1 year"; "整机和电池保修期都是2年" against "整机保修2年，
 * 电池保修1年". The figure and every word are in the sentence, and the claim's figure stands where
 * the sentence's first clause has it, so the number and slot rules see nothing wrong.
 */

/** Where a sentence's clauses part: punctuation (not a comma inside a figure), and a conjunction between clauses. */
const CLAUSE_BREAK = /[,:](?!\d)|[;；，：。]|\s(?:and|while|whereas|but)\s/giu;

/** A claim that gives its figure to each party it lists: 都, 均, 一样 (研磨器和整机一样享有2年保修), "both", "each". */
const EACH = /都|均|一样|同样|\b(?:both|each)\b/iu;

/** A party a clause may open on: an English word, or a Chinese noun as jieba tags it (n…, b for 整机, vn for 牙刷). */
function mayBeParty(text: Analysed, t: Token): boolean {
  if (insideFigure(text, t)) return false;
  return t.kind === "cjk" ? t.norm.length >= 2 && /^(?:n|b|vn)/u.test(t.tag ?? "") : t.kind === "word";
}

interface Opened {
  party: Token;
  figure: Quantity;
  clause: Span;
}

/** The sentence's clauses (`clauses`) that open on a party and give one figure of the claim's kind after it. */
function openedClauses(sentence: Analysed, clauses: readonly Span[], like: Quantity): Opened[] {
  const opened: Opened[] = [];
  for (const clause of clauses) {
    const opener = sentence.content.find((t) => within(t, clause));
    if (opener === undefined || !mayBeParty(sentence, opener)) continue;
    const figures = sentence.quantities.filter((q) => within(q, clause) && comparable(q, like));
    // (A range, "0 to 60 mph", is the span of a measure, not a party's figure.)
    if (figures.length === 1 && figures[0]!.start >= opener.end && figures[0]!.max === undefined) opened.push({ party: opener, figure: figures[0]!, clause });
  }
  return opened;
}

/**
 * The claim's words that name the figure's party, in the clause that holds it: the first that may
 * be one, with no figure of its kind before it ("还有17艘散货船、10艘油轮" names no party of 10艘);
 * every one before the figure where the claim gives it to each (整机和电池…都是2年).
 */
function partiesOf(claim: Analysed, q: Quantity, clause: Span, each: boolean): Token[] {
  const firstFigure = claim.quantities.find((o) => within(o, clause) && comparable(o, q))!;
  const parties = claim.content.filter((t) => within(t, clause) && t.end <= firstFigure.start && mayBeParty(claim, t));
  return each ? parties : parties.slice(0, 1);
}

/** Words of the party's clause, besides the party and its figure, that the claim's clause may lack: 充电座 of "电池及充电座1年". */
const MAX_UNSAID = 1;

/**
 * The party's clause says little the claim's clause does not, besides the party and its figure:
 * "the battery for 1 year", not "Adult peak entry costs £14" of "adults pay £11 to climb".
 */
function saysLittleElse(sentence: Analysed, opened: Opened, claim: Analysed, clause: Span): boolean {
  const claimClause = claim.text.slice(clause.start - claim.start, clause.end - claim.start).toLowerCase();
  const unsaid = sentence.content.filter((t) => within(t, opened.clause) && t !== opened.party && !insideFigure(sentence, t) && !claimClause.includes(t.norm) && !claim.keys.has(matchKey(t)));
  // A word after the figure says what it measures: "412 metres long" is no span of an arch.
  return unsaid.length <= MAX_UNSAID && unsaid.every((t) => t.end <= opened.figure.start);
}

/** What may stand between a figure and the party right before it: an article, a reflexive ("Hollis himself £18,000"), "with" ("Dublin with 276,000"). */
const OWNER_GAP = /^(?:\s+|\s*\b(?:the|a|an|its|their|himself|herself|itself|themselves|with)\b\s*)*$/iu;
/** Reflexives, which name no party of their own. */
const REFLEXIVE = /^(?:himself|herself|itself|themselves)$/iu;

/** Verbs that give the word before them a figure after them: the "costs" of "a latte costs £3.40", whose figure is the latte's. */
const GIVES_A_FIGURE = /^(?:costs?|pays?|paid|gets?|got|charges?|earns?|earned|receives?|received|scored?)$/iu;

/** The content word right before a figure that owns it, with nothing but articles between: Hollis of "fined Hollis £14,000"; not a Chinese character on its own (距, 满). */
function ownerOf(text: Analysed, figure: Span, { throughVerb = false }: { throughVerb?: boolean } = {}): Token | undefined {
  const word = text.content.findLast((t) => t.end <= figure.start && !REFLEXIVE.test(t.norm));
  if (word === undefined || (word.kind === "cjk" && word.norm.length < 2) || insideFigure(text, word)) return undefined;
  if (!OWNER_GAP.test(text.text.slice(word.end - text.start, figure.start - text.start))) return undefined;
  // (Asked so, the word before a verb that gives it the figure owns it too: the latte of "a latte costs £3.40".)
  return throughVerb && GIVES_A_FIGURE.test(word.norm) ? ownerOf(text, word) : word;
}

/**
 * Two figures the claim gives to each other's owners: "fined the company £14,000 and Hollis himself
 * £18,000" against "fined Hollis £14,000 and the company £18,000". Every word and figure is in the
 * sentence; only which owner stands right before which figure has changed.
 */
function ownersSwapped(claim: Analysed, q: Quantity, s: SourceSentence): { other: Quantity; owner: Token; ours: Token } | undefined {
  // ("A latte costs £3.40 and a flat white £3.60" against "a flat white costs £3.40, a latte £3.60".)
  const ownerThroughVerb = (text: Analysed, figure: Quantity): Token | undefined => ownerOf(text, figure, { throughVerb: true });
  const ours = ownerThroughVerb(claim, q);
  if (ours === undefined) return undefined;
  const ownedBy = (text: Analysed, figure: Quantity, owner: Token): boolean => {
    const found = ownerThroughVerb(text, figure);
    return found !== undefined && matchKey(found) === matchKey(owner);
  };
  const equal = s.quantities.filter((f) => sameQuantity(q, f));
  // (Where the sentence gives the figure to the claim's owner anywhere, nothing was swapped.)
  if (equal.some((e) => ownedBy(s, e, ours))) return undefined;
  for (const e of equal) {
    const theirs = ownerThroughVerb(s, e);
    if (theirs === undefined) continue;
    const other = s.quantities.find((f) => f !== e && comparable(f, q) && !sameQuantity(f, q) && ownedBy(s, f, ours));
    const given = other && claim.quantities.find((c) => c !== q && sameQuantity(c, other));
    if (other && given && ownedBy(claim, given, theirs)) return { other, owner: theirs, ours };
  }
  return undefined;
}

/**
 * The one name the claim gives its figure to, where the sentence gives that name a figure of its own and the
 * claim's to another: "Dublin had 318,000 passengers" of "The busiest route was Amsterdam, with 318,000
 * passengers, followed by Dublin with 276,000".
 */
function ownFigureOfTheName(claim: Analysed, q: Quantity, s: SourceSentence): Quantity | undefined {
  // (A word capitalised at the claim's start is a name as likely as not; which are, the sentence's owners tell.)
  const named = new Set(claim.content.filter((t) => t.end <= q.start && isCapitalised(t.text) && !insideDate(claim, t) && !insideFigure(claim, t)).map(matchKey));
  if (named.size !== 1) return undefined;
  const ownedByTheName = (f: Quantity): boolean => {
    // (…and the owner is a name in the sentence: capitalised past its first word, "followed by Dublin with 276,000".)
    const owner = ownerOf(s, f);
    return owner !== undefined && owner.start > s.start && isCapitalised(owner.text) && named.has(matchKey(owner));
  };
  const own = s.quantities.filter((f) => comparable(f, q) && ownedByTheName(f));
  if (own.length !== 1 || sameQuantity(own[0]!, q) || claim.quantities.some((c) => sameQuantity(c, own[0]!))) return undefined;
  return s.quantities.some((f) => sameQuantity(q, f) && !ownedByTheName(f)) ? own[0] : undefined;
}

/** What stands between a share the claim reads (numbers.ts: "half", "a third", "twice") and the figure it takes it of: " the standard ", " of the ". */
const SHARE_TO_FIGURE = /^\s+(?:of\s+)?(?:(?:the|a|an|its|their)\s+)?(?:[a-z-]+\s+){0,2}$/iu;
/** How far a share worked out may stand from the party's figure, as a part of it: "half" of £539 is £270. */
const SHARE_SLACK = 0.01;

/** A share the claim takes of its figure, as a factor: "half the standard £540 price" (0.5), "twice the £20 deposit" (2), "1.2万元的一半" (0.5). */
function shareTaken(claim: Analysed, q: Quantity): number | undefined {
  const between = (a: Span, b: Span): string => claim.text.slice(a.end - claim.start, b.start - claim.start);
  const share = claim.quantities.findLast((o) => o.end <= q.start && ((o.unit === "%" && o.fromWords) || isMultiple(o)) && SHARE_TO_FIGURE.test(between(o, q)));
  if (share !== undefined) return share.unit === "%" ? share.value / 100 : share.value;
  const halfAfter = claim.quantities.find((o) => o.start >= q.end && o.unit === "%" && o.fromWords && o.value === 50 && /^的?$/u.test(between(q, o)));
  return halfAfter === undefined ? undefined : 0.5;
}

/** A clause that goes on from the one before with a participle or "with": ", making up 62% of all hires". */
const GOES_ON = /^\s*(?:[a-z]+ing|with)\b/iu;

/** The claim's clause that holds its figure, with the clause it goes on from: "Sit-on-top kayaks were the most popular craft, making up 62%". */
function claimClauseOf(claim: Analysed, q: Quantity): Span {
  const parts = spansBetween(claim.text, CLAUSE_BREAK, claim.start);
  const at = parts.findIndex((part) => within(q, part));
  const part = parts[at]!;
  const before = parts[at - 1];
  return before !== undefined && GOES_ON.test(claim.text.slice(part.start - claim.start, part.end - claim.start)) ? { start: before.start, end: part.end } : part;
}

const rule: ContentRule = {
  meta: {
    id: "party-figure",
    code: "X1",
    description: "The claim gives a party a figure that the cited source gives another, where it gives that party its own.",
    severity: "error",
  },
  check({ claim, alignment, regions, where, evidence }) {
    if (alignment.sentences.length === 0 || claim.quantities.length === 0) return [];
    // The sentence that gives the figure: the best, or else the first of the evidence that does (the
    // best may say the claim's party of another measure: "Synthetics 4 kg" for "spins at 800 rpm").
    let sentences: readonly SourceSentence[] | undefined;
    const clausesOf = new Map<SourceSentence, Span[]>();
    for (const q of claim.quantities) {
      // (A bare number may be part of a name: the 10 of "Flex 10".)
      if (isBareNumber(q)) continue;
      const gives = (s: SourceSentence): boolean => s.quantities.length >= 2 && s.quantities.some((e) => sameQuantity(q, e));
      const giving = gives(alignment.sentences[0]!) ? alignment.sentences[0]! : (sentences ??= evidenceSentences(alignment.sentences, regions)).find(gives);
      if (giving === undefined) continue;
      const swapped = ownersSwapped(claim, q, giving);
      if (swapped) {
        const { other, owner, ours } = swapped;
        return [{ message: `${where(giving)} gives ${q.raw} to '${owner.text}' and ${other.raw} to '${ours.text}'; the claim swaps them`, span: { start: q.start, end: q.end }, actual: q.raw, expected: other.raw, evidence: evidence(giving) }];
      }
      const own = ownFigureOfTheName(claim, q, giving);
      if (own) return [{ message: `${where(giving)} gives ${own.raw} to the one the claim names, and ${q.raw} to another`, span: { start: q.start, end: q.end }, actual: q.raw, expected: own.raw, evidence: evidence(giving) }];
      let givingSentenceClauses = clausesOf.get(giving);
      if (givingSentenceClauses === undefined) clausesOf.set(giving, (givingSentenceClauses = spansBetween(giving.text, CLAUSE_BREAK, giving.start)));
      const opened = openedClauses(giving, givingSentenceClauses, q);
      if (opened.length < 2) continue;
      const each = EACH.test(claim.text.slice(0, q.start - claim.start));
      // The sentence gives the claim's figure to a party the claim does not name (or, where the
      // claim gives it to each of several, to one of them).
      if (!each && !opened.some((o) => sameQuantity(q, o.figure) && !claim.keys.has(matchKey(o.party)))) continue;
      // A party the sentence names where it gives the claim's figure may be the figure's after all ("离地高度10厘米以上" beside "高度96毫米").
      const givingClauses = givingSentenceClauses.filter((clause) => giving.quantities.some((e) => within(e, clause) && sameQuantity(q, e)));
      const namedWithTheFigure = (p: Token): boolean => givingClauses.some((clause) => keysWithin(giving, clause).has(matchKey(p)));
      const clause = claimClauseOf(claim, q);
      const theirs = partiesOf(claim, q, clause, each)
        .filter((p) => !namedWithTheFigure(p))
        .map((p) => opened.filter((o) => matchKey(o.party) === matchKey(p)))
        .filter((own) => own.length > 0);
      // Each party listed must have the figure; else the claim's one party. A claim that gives the
      // party's own figure as well, in the sentence's order, has not put another in its place: "The
      // council plans to bridge its £2.3 million gap with £1.5 million taken from reserves" of "To
      // close a £2.3 million gap, the council will draw £1.5 million from reserves" (but "improved
      // to 12.6% from 11.8%" of "was 11.8%, compared with 12.6% a year earlier" has swapped them).
      const source = giving.quantities.find((e) => sameQuantity(q, e))!;
      const givesItsOwn = (own: readonly Opened[]): boolean =>
        own.some((o) => claim.quantities.some((c) => c !== q && sameQuantity(c, o.figure) && c.start < q.start === o.figure.start < source.start));
      const wrong = theirs.find((own) => !own.some((o) => sameQuantity(q, o.figure)) && !givesItsOwn(own) && own.every((o) => saysLittleElse(giving, o, claim, clause)));
      if (wrong === undefined) continue;
      const other = wrong[0]!.figure;
      // The claim gives the party a share of its figure, which is the party's: "half the standard £540 price" of "low-income students pay £270".
      const share = shareTaken(claim, q);
      if (share !== undefined && Math.abs(q.value * share - other.value) <= SHARE_SLACK * other.value) continue;
      return [
        {
          message: `${where(giving)} gives ${other.raw} there, the claim says ${q.raw}, which it gives for something else`,
          span: { start: q.start, end: q.end },
          actual: q.raw,
          expected: other.raw,
          evidence: evidence(giving),
        },
      ];
    }
    return [];
  },
};

export default rule;
