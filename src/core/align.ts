import type { Token } from "./text/tokens.js";
import type { Lexicon } from "./lexicon/wordnet.js";
import { matchKey, type Analysed } from "./analysis.js";
import { entityKey } from "./text/entities.js";
import type { Region, SourceSentence } from "./context-index.js";

/** How well the evidence covers a claim's content words, and which sentences do the covering. */
export interface Alignment {
  /** IDF-weighted share of the claim's content covered by `sentences` (1 when it has no content). */
  coverage: number;
  /** The evidence sentences chosen, best first (at most MAX_SENTENCES). */
  sentences: SourceSentence[];
  /** Coverage by the single best sentence. */
  bestCoverage: number;
  matched: Token[];
  unmatched: Token[];
}

export interface AlignOptions {
  weight: (key: string) => number;
  lexicon?: Lexicon;
  /** Words of the question, used to find the evidence sentence for a terse answer ("Paris."). */
  questionKeys?: ReadonlySet<string>;
  /** Names declared to mean the same as a name (by entity key). */
  aliasesOf?: (key: string) => readonly string[];
}

/** Sentences of a long source considered for alignment (see `shortlist`). */
const MAX_CANDIDATES = 24;
/** A synonym counts for less than the word itself: WordNet synonymy is sense-blind. */
const SYNONYM_CREDIT = 0.8;
const DERIVED_CREDIT = 0.9;
const MAX_SENTENCES = 3;
/** A further sentence joins the evidence only if it covers at least this much more of the claim. */
const MIN_GAIN = 0.1;

const lemmas = new Map<string, string>();
const synonymSets = new Map<string, ReadonlySet<string>>();

function lemmaOf(word: string, lexicon: Lexicon): string {
  let lemma = lemmas.get(word);
  if (lemma === undefined) {
    lemma = lexicon.lemma(word);
    lemmas.set(word, lemma);
  }
  return lemma;
}

function synonymsOf(word: string, lexicon: Lexicon): ReadonlySet<string> {
  let synonyms = synonymSets.get(word);
  if (!synonyms) {
    synonyms = lexicon.synonyms(word);
    synonymSets.set(word, synonyms);
  }
  return synonyms;
}

/** Shortest stem that may stand for a word family ("employ" for employee, employs, employment). */
const MIN_ROOT = 5;

/** Words of one family whose stems the stemmer leaves apart (employe / employ, relocat / relocation). */
function sharesRoot(key: string, sentence: Analysed): boolean {
  if (key.length < MIN_ROOT) return false;
  const first = key.charCodeAt(0);
  for (const other of sentence.keys) {
    // Most keys differ in their first letter: a cheap test before the two prefix tests.
    if (other.length < MIN_ROOT || other.charCodeAt(0) !== first) continue;
    if (key.startsWith(other) || other.startsWith(key)) return true;
  }
  return false;
}

/** 0..1: how well one sentence holds one claim token. */
export function tokenMatch(token: Token, sentence: Analysed, lexicon?: Lexicon, aliasesOf?: (key: string) => readonly string[]): number {
  const key = matchKey(token);
  if (sentence.keys.has(key)) return 1;
  if (aliasesOf?.(entityKey(token.text)).some((alias) => sentence.flat.includes(alias))) return 1;
  if (token.kind === "cjk") return sentence.flat.includes(token.norm) ? 1 : 0;
  if (token.norm.length >= 4 && sentence.flat.includes(token.norm)) return 1;
  if (token.kind !== "word") return 0;
  if (sharesRoot(key, sentence)) return DERIVED_CREDIT;
  if (!lexicon) return 0;
  // Compare base forms, which the stemmer cannot give for irregular words (rose -> rise).
  const lemma = lemmaOf(token.norm, lexicon);
  const synonyms = synonymsOf(lemma, lexicon);
  let credit = 0;
  for (const other of sentence.content) {
    if (other.kind !== "word") continue;
    const otherLemma = lemmaOf(other.norm, lexicon);
    if (otherLemma === lemma) return 1;
    if (synonyms.has(otherLemma) || synonyms.has(other.norm)) credit = SYNONYM_CREDIT;
  }
  return credit;
}

/**
 * The sentences of a long source worth aligning with: those holding the most claim weight by
 * exact key (then question words), in source order. Synonyms and word families only refine the
 * match of a sentence that already shares the claim's words, so the rest can be skipped.
 */
function shortlist(all: readonly SourceSentence[], tokens: readonly Token[], weights: Float64Array, questionKeys?: ReadonlySet<string>): SourceSentence[] {
  const keys = tokens.map(matchKey);
  const scored = all.map((sentence, index) => {
    let score = 0;
    for (let j = 0; j < keys.length; j++) if (sentence.keys.has(keys[j]!)) score += weights[j]!;
    return { index, score, tie: questionOverlap(sentence, questionKeys) };
  });
  scored.sort((a, b) => b.score - a.score || b.tie - a.tie || a.index - b.index);
  return scored
    .slice(0, MAX_CANDIDATES)
    .sort((a, b) => a.index - b.index)
    .map(({ index }) => all[index]!);
}

export function align(claim: Analysed, regions: readonly Region[], options: AlignOptions): Alignment {
  const tokens = claim.content;
  const n = tokens.length;
  // Typed arrays: the scores are doubles, and a plain array of 0, 1 and 0.8 changes its element
  // kind as it fills. Sums run in the same order as ever, so the results are the same to the bit.
  const weights = new Float64Array(n);
  let total = 0;
  for (let j = 0; j < n; j++) {
    weights[j] = options.weight(matchKey(tokens[j]!));
    total += weights[j]!;
  }
  // Most claims cite one region: its sentence list serves as it is (it is only read).
  const all = regions.length === 1 ? regions[0]!.sentences : regions.flatMap((r) => r.sentences);
  const candidates = all.length > MAX_CANDIDATES ? shortlist(all, tokens, weights, options.questionKeys) : all;
  if (candidates.length === 0) return { coverage: 0, sentences: [], bestCoverage: 0, matched: [], unmatched: [...tokens] };
  if (total === 0) return { coverage: 1, sentences: [pickByQuestion(candidates, options.questionKeys)], bestCoverage: 1, matched: [], unmatched: [] };

  // Row i, column j: how well candidate sentence i holds claim token j.
  const table = new Float64Array(candidates.length * n);
  candidates.forEach((s, i) => {
    for (let j = 0; j < n; j++) table[i * n + j] = tokenMatch(tokens[j]!, s, options.lexicon, options.aliasesOf);
  });
  const questionBonus = candidates.map((s) => questionOverlap(s, options.questionKeys));
  const covered = new Float64Array(n);
  const chosen: number[] = [];
  let coverage = 0;
  let bestCoverage = 0;
  while (chosen.length < MAX_SENTENCES) {
    let bestIndex = -1;
    let bestGain = 0;
    let bestTie = -1;
    for (let i = 0; i < candidates.length; i++) {
      if (chosen.includes(i)) continue;
      let gain = 0;
      const row = i * n;
      for (let j = 0; j < n; j++) gain += weights[j]! * Math.max(0, table[row + j]! - covered[j]!);
      gain /= total;
      const tie = questionBonus[i]!;
      if (gain > bestGain + 1e-9 || (Math.abs(gain - bestGain) <= 1e-9 && gain > 0 && tie > bestTie)) {
        bestIndex = i;
        bestGain = gain;
        bestTie = tie;
      }
    }
    if (bestIndex < 0 || (chosen.length > 0 && bestGain < MIN_GAIN)) break;
    if (chosen.length === 0) bestCoverage = bestGain;
    chosen.push(bestIndex);
    coverage += bestGain;
    const row = bestIndex * n;
    for (let j = 0; j < n; j++) covered[j] = Math.max(covered[j]!, table[row + j]!);
  }
  if (chosen.length === 0) chosen.push(questionBonus.indexOf(Math.max(...questionBonus)));
  return {
    coverage: Math.min(1, coverage),
    sentences: chosen.map((i) => candidates[i]!),
    bestCoverage,
    matched: tokens.filter((_, j) => covered[j]! > 0),
    unmatched: tokens.filter((_, j) => covered[j]! === 0),
  };
}

function questionOverlap(sentence: Analysed, questionKeys?: ReadonlySet<string>): number {
  if (!questionKeys) return 0;
  let n = 0;
  for (const key of questionKeys) if (sentence.keys.has(key)) n++;
  return n;
}

function pickByQuestion(candidates: readonly SourceSentence[], questionKeys?: ReadonlySet<string>): SourceSentence {
  let best = candidates[0]!;
  let bestOverlap = -1;
  for (const s of candidates) {
    const overlap = questionOverlap(s, questionKeys);
    if (overlap > bestOverlap) {
      best = s;
      bestOverlap = overlap;
    }
  }
  return best;
}
