import type { Token } from "../text/tokens.js";
import { matchKey, type Analysed } from "../analysis.js";
import { tokenMatch } from "../align.js";
import type { Lexicon } from "../lexicon/wordnet.js";
import { NEGATING_PREFIX } from "../lexicon/negation.js";
import { CLAUSE_END, clauses, within } from "./clauses.js";
import type { ContentRule } from "./rule.js";

/** The evidence sentence must hold most of the claim, or the claim most of a clause of it, before a polarity difference means anything. */
const MIN_ALIGNMENT = 0.6;
/** A clause with fewer words in the claim is too little to say that both speak of the same thing. */
const MIN_CLAUSE_HELD = 2;
/** A cue negates what follows it closely: within this many characters (fewer in Chinese)… */
const REACH = { latin: 40, cjk: 8 };

interface Scope {
  cue: Token;
  start: number;
  end: number;
}

/**
 * What each cue negates: what follows it, up to REACH and the end of its clause ("Don't be a
 * victim, avoid dark streets" does not negate "avoid").
 */
function scopesOf(text: Analysed): Scope[] {
  return text.negations.map((cue) => {
    const from = cue.end - text.start;
    const reach = /[\u3400-\u9fff]/.test(cue.text) ? REACH.cjk : REACH.latin;
    const window = text.text.slice(from, from + reach);
    const end = window.search(CLAUSE_END);
    return { cue, start: cue.end, end: cue.end + (end >= 0 ? end : window.length) };
  });
}

/** Where `word` occurs in `lower` (the text, lower-cased); a Latin word only where a word begins. */
function occurrences(lower: string, word: string): number[] {
  const found: number[] = [];
  const latin = /^[a-z0-9]/.test(word);
  for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
    if (!latin || at === 0 || !/[\p{L}\p{N}]/u.test(lower[at - 1]!)) found.push(at);
  }
  return found;
}

/**
 * The cues that negate a shared word wherever the text says it. A word the text also says
 * outside any cue's scope is stated there: "该手表支持蓝牙，但不支持无线充电" states 支持蓝牙, and
 * its 不 negates only the 支持 of the other clause.
 */
function negatingCues(text: Analysed, shared: ReadonlySet<string>): Token[] {
  const scopes = scopesOf(text);
  if (scopes.length === 0) return [];
  const lower = text.text.toLowerCase();
  const cues = new Set<Token>();
  for (const word of shared) {
    const governing = occurrences(lower, word).map((at) => scopes.filter((s) => text.start + at >= s.start && text.start + at < s.end));
    if (governing.length > 0 && governing.every((g) => g.length % 2 === 1)) for (const g of governing) for (const s of g) cues.add(s.cue);
  }
  return [...cues].sort((a, b) => a.start - b.start);
}

/**
 * Whether the claim holds most of one clause of the sentence: a claim that adds words ("fully",
 * "for legacy clients") to what a clause says still says it.
 */
function holdsAClause(claim: Analysed, sentence: Analysed, lexicon: Lexicon | undefined): boolean {
  return clauses(sentence).some((clause) => {
    const words = sentence.content.filter((t) => within(t, clause));
    const held = words.filter((t) => tokenMatch(t, claim, lexicon) > 0).length;
    return held >= MIN_CLAUSE_HELD && held / words.length >= MIN_ALIGNMENT;
  });
}

/**
 * Whether `text` has a word with a negating prefix that `negated` lacks: it may say in one word
 * what the other says with a cue ("unbeaten" for "had not lost"), which this rule cannot compare.
 */
function negatesByPrefix(text: Analysed, negated: Analysed): boolean {
  return text.content.some((t) => t.kind === "word" && NEGATING_PREFIX.test(t.norm) && !negated.keys.has(matchKey(t)));
}

/**
 * The claim says the opposite of its best evidence sentence: one of them negates what the
 * other states ("does not support" vs "supports", 未采用 vs 采用).
 */
const rule: ContentRule = {
  meta: {
    id: "negation-conflict",
    code: "X1",
    description: "The claim negates what the cited source states, or states what it negates.",
    severity: "error",
  },
  check({ claim, alignment, lexicon, evidence, where }) {
    const best = alignment.sentences[0];
    if (!best) return [];
    // Without a cue on either side both read as stated: the shared words need not be found.
    if (claim.negations.length === 0 && best.negations.length === 0) return [];
    const shared = new Set(claim.content.filter((t) => tokenMatch(t, best) === 1).map((t) => t.norm));
    if (shared.size === 0) return [];
    const claimCues = negatingCues(claim, shared);
    const claimNegated = claimCues.length > 0;
    if (claimNegated === negatingCues(best, shared).length > 0) return [];
    if (alignment.bestCoverage < MIN_ALIGNMENT && !holdsAClause(claim, best, lexicon)) return [];
    if (claimNegated ? negatesByPrefix(best, claim) : negatesByPrefix(claim, best)) return [];
    const cue = claimCues[0];
    return [
      {
        message: claimNegated ? `the claim negates what ${where(best)} states` : `${where(best)} negates what the claim states`,
        ...(cue ? { span: { start: cue.start, end: cue.end }, actual: cue.text } : {}),
        evidence: evidence(best),
      },
    ];
  },
};

export default rule;
