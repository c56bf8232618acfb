import type { Token } from "./text/tokens.js";
import type { Lexicon, WordReading } from "./lexicon/wordnet.js";
import { matchKey, MIN_ROOT, SourceAnalysis, type Analysed } from "./analysis.js";
import { entityKey, isCapitalised } from "./text/entities.js";
import { IndexedSentence, type Region, type SourceSentence } from "./context-index.js";
import { antecedents, refersBackToThing } from "./text/reference.js";

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

function synonymsOf(word: string, lexicon: Lexicon, reading: WordReading): ReadonlySet<string> {
  const cacheKey = reading === "any" ? word : `${word}\u0000${reading}`;
  let synonyms = synonymSets.get(cacheKey);
  if (!synonyms) {
    synonyms = lexicon.synonyms(word, reading);
    synonymSets.set(cacheKey, synonyms);
  }
  return synonyms;
}

// A word right after a form of "be" (with adverbs between) is read as an adjective when it can be
// one: without this, "the update is free" borrowed the verb sense of free (= release) and matched
// "Release notes". Participles stay open, as "is released" is a verb.
const PREDICATE =
  /\b(?:is|are|was|were|be|been|being|am|isn't|aren't|wasn't|weren't)\s+(?:(?:not|very|so|too|quite|fully|entirely|completely|always|never|still|now|also|largely|mostly|highly|extremely|relatively|usually|often)\s+)*([a-z]+)\b/gi;

/** Lower-cased words of a claim that stand as the complement of "be". */
function predicateWords(text: string): ReadonlySet<string> {
  const words = new Set<string>();
  for (const match of text.matchAll(PREDICATE)) {
    const word = match[1]!.toLowerCase();
    if (!word.endsWith("ed") && !word.endsWith("ing")) words.add(word);
  }
  return words;
}

/** Words of one family whose stems the stemmer leaves apart (employe / employ, relocat / relocation). */
function sharesRoot(key: string, sentence: Analysed): boolean {
  if (key.length < MIN_ROOT) return false;
  let keys: Iterable<string>;
  if (sentence instanceof SourceAnalysis) {
    if (!sentence.mayShareRoot(key)) return false;
    // Its list, as making its set only for this would cost more than it saves.
    keys = sentence.keyList;
  } else {
    keys = sentence.keys;
  }
  const first = key.charCodeAt(0);
  for (const other of keys) {
    // Most keys differ in their first letter: a cheap test before the two prefix tests.
    if (other.length < MIN_ROOT || other.charCodeAt(0) !== first) continue;
    if (key.startsWith(other) || other.startsWith(key)) return true;
  }
  return false;
}

/** Whether the sentence's folded text holds `part`; a source sentence can often tell without searching. */
function flatHolds(sentence: Analysed, part: string): boolean {
  return (!(sentence instanceof SourceAnalysis) || sentence.mayHold(part)) && sentence.flat.includes(part);
}

/**
 * A Chinese compound the segmenter kept whole on one side and split on the other: 公司员工 against
 * "公司在全国设有分支机构，员工约1.5万人". Each half must be a word of two characters or more.
 */
function holdsHalves(sentence: Analysed, word: string): boolean {
  for (let cut = 2; cut <= word.length - 2; cut++) {
    if (flatHolds(sentence, word.slice(0, cut)) && flatHolds(sentence, word.slice(cut))) return true;
  }
  return false;
}

/**
 * A Chinese word of four characters and its short form of their first and third (营业收入 and 营收,
 * 研究开发 and 研发, 环境保护 and 环保), either way round. The long form may be cut in two words, or
 * be three with a modifier between, whose first and last give the short form (特定高额药品 and 特药).
 */
export function holdsAbbreviated(words: readonly Token[], word: string): boolean {
  if (word.length === 4) return words.some((t) => t.kind === "cjk" && t.norm === word[0]! + word[2]!);
  if (word.length !== 2) return false;
  const twoCharsRightAfter = (k: number, before: Token): Token | undefined => {
    const next = words[k];
    return next !== undefined && next.start === before.end && next.norm.length === 2 ? next : undefined;
  };
  return words.some((t, k) => {
    if (t.kind !== "cjk" || t.norm[0] !== word[0]) return false;
    if (t.norm.length === 4) return t.norm[2] === word[1];
    if (t.norm.length !== 2) return false;
    const next = twoCharsRightAfter(k + 1, t);
    if (next === undefined) return false;
    return next.norm[0] === word[1] || twoCharsRightAfter(k + 2, next)?.norm[0] === word[1];
  });
}

/** 上一年 and 上年, 下一届 and 下届: one period before or after, with 一 or without. */
const ZH_ONE_PERIOD = /^([上下前后])一?([年届季月期轮])$/u;

/** The sentence says the word's period with 一 or without it: 上一年 of "较上年下降", 上年 of "比上一年". */
function holdsOnePeriod(sentence: Analysed, word: string): boolean {
  const period = ZH_ONE_PERIOD.exec(word);
  if (period === null) return false;
  const [, side, unit] = period;
  return flatHolds(sentence, word.length === 3 ? side! + unit! : `${side!}一${unit!}`);
}

/** 0..1: how well one sentence holds one claim token. */
export function tokenMatch(token: Token, sentence: Analysed, lexicon?: Lexicon, aliasesOf?: (key: string) => readonly string[]): number {
  const key = matchKey(token);
  return sentence.keys.has(key) ? 1 : looseMatch(token, key, sentence, { lexicon, aliasesOf });
}

interface LooseMatchContext {
  lexicon?: Lexicon;
  aliasesOf?: (key: string) => readonly string[];
  /** The claim's complements of "be" (predicateWords), when the claim is known: worked out on the first synonym lookup, which most claims never reach. */
  predicates?: () => ReadonlySet<string>;
  /** The claim's verbs with a particle (phrasalVerbs), likewise. */
  phrasals?: () => ReadonlyMap<number, string>;
}

const PARTICLE_AFTER = /^\s+(up|out|down|off|on|in|over|away|back|through|along|around|forward)(?![a-z])/i;
const phrasalCache = new WeakMap<Analysed, ReadonlyMap<number, string>>();

/**
 * A text's verbs with a particle that WordNet lists ("came out", "stepped down"), as lemma keys
 * ("come_out", "step_down") by the start of the verb and of the particle: their synonyms are
 * those of the pair ("resign"), not of the verb alone.
 */
function phrasalVerbs(text: Analysed, lexicon: Lexicon): ReadonlyMap<number, string> {
  let found = phrasalCache.get(text);
  if (found !== undefined) return found;
  const map = new Map<number, string>();
  for (const token of text.content) {
    if (token.kind !== "word") continue;
    const particle = PARTICLE_AFTER.exec(text.text.slice(token.end - text.start, token.end - text.start + 12));
    if (!particle) continue;
    const key = `${lemmaOf(token.norm, lexicon)}_${particle[1]!.toLowerCase()}`;
    if (!lexicon.knows(key)) continue;
    map.set(token.start, key);
    map.set(token.end + particle[0].length - particle[1]!.length, key);
  }
  found = map;
  phrasalCache.set(text, found);
  return found;
}

const namesPhrasal = new WeakMap<ReadonlySet<string>, boolean>();

/** Whether a synonym set has a verb with a particle, which only a sentence's phrasalVerbs can hold. */
function hasPhrasal(synonyms: ReadonlySet<string>): boolean {
  let has = namesPhrasal.get(synonyms);
  if (has === undefined) {
    has = [...synonyms].some((s) => s.includes("_"));
    namesPhrasal.set(synonyms, has);
  }
  return has;
}

const ASCII_KEY = /^[a-z0-9]+$/;

/** tokenMatch for a token whose match key the sentence does not hold. */
function looseMatch(token: Token, key: string, sentence: Analysed, { lexicon, aliasesOf, predicates, phrasals }: LooseMatchContext): number {
  // A plain lower-case ASCII word is its own name key: most words skip entityKey's folding.
  if (aliasesOf?.(ASCII_KEY.test(token.norm) ? token.norm : entityKey(token.text)).some((alias) => sentence.flat.includes(alias))) return 1;
  if (token.kind === "cjk") return flatHolds(sentence, token.norm) || holdsOnePeriod(sentence, token.norm) ? 1 : holdsHalves(sentence, token.norm) || holdsAbbreviated(sentence.content, token.norm) ? DERIVED_CREDIT : 0;
  if (token.norm.length >= 4 && flatHolds(sentence, token.norm)) return 1;
  if (token.kind !== "word") return 0;
  if (sharesRoot(key, sentence)) return DERIVED_CREDIT;
  if (!lexicon) return 0;
  // Compare base forms, which the stemmer cannot give for irregular words (rose -> rise).
  const lemma = lemmaOf(token.norm, lexicon);
  const phrasal = phrasals?.().get(token.start);
  const synonyms = synonymsOf(phrasal ?? lemma, lexicon, predicates?.().has(token.norm) ? "adjective" : "any");
  let credit = 0;
  for (const other of sentence.content) {
    if (other.kind !== "word") continue;
    const otherLemma = lemmaOf(other.norm, lexicon);
    if (otherLemma === lemma) return 1;
    if (synonyms.has(otherLemma) || synonyms.has(other.norm)) credit = SYNONYM_CREDIT;
  }
  // "Resigned" against "stepped down", "stepped down" against "quit".
  if (credit === 0 && hasPhrasal(synonyms)) {
    for (const theirs of phrasalVerbs(sentence, lexicon).values()) if (synonyms.has(theirs) || theirs === phrasal) credit = SYNONYM_CREDIT;
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

/** How well candidate sentence `s` holds claim token `token` (whose key number in the sentence's index is `id`). */
function cellScore(token: Token, id: number, s: SourceSentence, byId: boolean, context: LooseMatchContext): number {
  const held = byId ? (s as IndexedSentence).holdsKeyId(id) : s.keys.has(matchKey(token));
  return held ? 1 : looseMatch(token, matchKey(token), s, context);
}

/**
 * Whether a sentence with a word scored below 1 gains visibly less than the whole claim: the
 * smallest shortfall (a tenth of the lightest word's weight) is far above the choice's tolerance
 * of equal gains and the rounding of the sums. It always is, short of a claim of a million words.
 */
function shortOfWholeShows(weights: Float64Array, n: number, total: number): boolean {
  let lightest = Infinity;
  for (let j = 0; j < n; j++) if (weights[j]! < lightest) lightest = weights[j]!;
  return lightest * 0.1 > total * 1e-8;
}

/**
 * Work space of `align`: weights, coverage and the match table of one claim, dropped when it
 * returns. Typed arrays, as the scores are doubles and a plain array of 0, 1 and 0.8 changes its
 * element kind as it fills; one buffer grown as needed, as fresh ones per claim cost more than
 * the scoring.
 */
let workspace = new Float64Array(1024);
/** The key numbers of a claim's tokens, in the same way. */
let keyIds = new Int32Array(64);

export function align(claim: Analysed, regions: readonly Region[], options: AlignOptions): Alignment {
  const tokens = claim.content;
  const n = tokens.length;
  // Most claims cite one region: its sentence list serves as it is (it is only read).
  const all = regions.length === 1 ? regions[0]!.sentences : regions.flatMap((r) => r.sentences);
  const rows = Math.min(all.length, MAX_CANDIDATES);
  // Weights at [0, n), coverage at [n, 2n), row i of the table at [(2 + i) n, (3 + i) n).
  if (workspace.length < (2 + rows) * n) workspace = new Float64Array((2 + rows) * n * 2);
  const space = workspace;
  const covered = n;
  const table = 2 * n;
  // Sums run in the same order as ever, so the results are the same to the bit.
  let total = 0;
  for (let j = 0; j < n; j++) {
    space[j] = options.weight(matchKey(tokens[j]!));
    total += space[j]!;
  }
  const candidates = all.length > MAX_CANDIDATES ? shortlist(all, tokens, space, options.questionKeys) : all;
  if (candidates.length === 0) return { coverage: 0, sentences: [], bestCoverage: 0, matched: [], unmatched: [...tokens] };
  if (total === 0) return { coverage: 1, sentences: [pickByQuestion(candidates, options.questionKeys)], bestCoverage: 1, matched: [], unmatched: [] };

  // Row i, column j: how well candidate sentence i holds claim token j. Sentences of one index
  // are asked by key number.
  const index = candidates[0] instanceof IndexedSentence ? candidates[0].index : undefined;
  if (keyIds.length < n) keyIds = new Int32Array(n * 2);
  let predicates: ReadonlySet<string> | undefined;
  const lexicon = options.lexicon;
  const context: LooseMatchContext = {
    lexicon,
    aliasesOf: options.aliasesOf,
    predicates: () => (predicates ??= predicateWords(claim.text)),
    ...(lexicon ? { phrasals: () => phrasalVerbs(claim, lexicon) } : {}),
  };
  for (let j = 0; j < n; j++) keyIds[j] = index ? index.keyId(matchKey(tokens[j]!)) : -1;
  // How many candidates are scored: the later ones are left out once one holds every claim word.
  let scored = candidates.length;
  if (!options.questionKeys && shortOfWholeShows(space, n, total)) {
    // Scores are at most 1, and a sentence that holds every claim word (each scored 1) gains the
    // whole claim: the choice below, which keeps the earliest of equal gains, takes the first
    // such sentence and nothing after it. So each row is scored only up to its first word short
    // of 1, until a sentence holds them all; the rest of a row, most of the loose matching, is
    // needed only when none does. (A question's tie-break may prefer a later sentence of equal
    // gain: then every row is scored in full, below.)
    const filled: number[] = [];
    let whole = -1;
    for (let i = 0; i < candidates.length && whole < 0; i++) {
      const row = table + i * n;
      const s = candidates[i]!;
      const byId = s instanceof IndexedSentence && s.index === index;
      let j = 0;
      while (j < n) {
        const score = cellScore(tokens[j]!, keyIds[j]!, s, byId, context);
        space[row + j] = score;
        j++;
        if (score !== 1) break;
      }
      filled.push(j);
      if (j === n && space[row + n - 1] === 1) whole = i;
    }
    if (whole >= 0) {
      // An earlier sentence holds every word too only if the subject it carries from the sentence
      // before (carrySubject, for a row whose first word scores 0) fills the rest of its row.
      let first = whole;
      for (let i = 0; i < whole && first === whole; i++) {
        const row = table + i * n;
        if (filled[i] !== 1 || space[row] !== 0) continue;
        const s = candidates[i]!;
        // carrySubject fills the first word only in a sentence that refers back, and only a name's word or a capitalised one.
        if (!refersBackToThing(s.text) || !mayBeCarried(claim, tokens[0]!)) continue;
        const byId = s instanceof IndexedSentence && s.index === index;
        for (let j = 1; j < n; j++) space[row + j] = cellScore(tokens[j]!, keyIds[j]!, s, byId, context);
        carrySubject(claim, space, row, s, all);
        let ones = 0;
        while (ones < n && space[row + ones] === 1) ones++;
        if (ones === n) first = i;
      }
      return { coverage: 1, sentences: [candidates[first]!], bestCoverage: 1, matched: tokens.slice(), unmatched: [] };
    }
    for (let i = 0; i < candidates.length; i++) {
      const row = table + i * n;
      const s = candidates[i]!;
      const byId = s instanceof IndexedSentence && s.index === index;
      for (let j = filled[i]!; j < n; j++) space[row + j] = cellScore(tokens[j]!, keyIds[j]!, s, byId, context);
      if (space[row] === 0) carrySubject(claim, space, row, s, all);
    }
  } else {
    for (let i = 0; i < scored; i++) {
      const s = candidates[i]!;
      const row = table + i * n;
      const byId = s instanceof IndexedSentence && s.index === index;
      let holdsAll = true;
      for (let j = 0; j < n; j++) {
        space[row + j] = cellScore(tokens[j]!, keyIds[j]!, s, byId, context);
        if (space[row + j] !== 1) holdsAll = false;
      }
      if (space[row] === 0) carrySubject(claim, space, row, s, all);
      // See above: with no question, nothing after a sentence that holds every word is chosen.
      if (holdsAll && !options.questionKeys) scored = i + 1;
    }
  }
  space.fill(0, covered, covered + n);
  const questionBonus = options.questionKeys ? candidates.map((s) => questionOverlap(s, options.questionKeys)) : undefined;
  const chosen: number[] = [];
  let coverage = 0;
  let bestCoverage = 0;
  while (chosen.length < MAX_SENTENCES) {
    let bestIndex = -1;
    let bestGain = 0;
    let bestTie = -1;
    for (let i = 0; i < scored; i++) {
      if (chosen.includes(i)) continue;
      let gain = 0;
      const row = table + i * n;
      for (let j = 0; j < n; j++) gain += space[j]! * Math.max(0, space[row + j]! - space[covered + j]!);
      gain /= total;
      const tie = questionBonus ? questionBonus[i]! : 0;
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
    const row = table + bestIndex * n;
    for (let j = 0; j < n; j++) space[covered + j] = Math.max(space[covered + j]!, space[row + j]!);
  }
  // With no question, every bonus is 0 and the first candidate is taken.
  if (chosen.length === 0) chosen.push(questionBonus ? questionBonus.indexOf(Math.max(...questionBonus)) : 0);
  return {
    coverage: Math.min(1, coverage),
    sentences: chosen.map((i) => candidates[i]!),
    bestCoverage,
    matched: tokens.filter((_, j) => space[covered + j]! > 0),
    unmatched: tokens.filter((_, j) => space[covered + j]! === 0),
  };
}

/**
 * A sentence that refers back ("The company employs about 15,000 people") holds the claim's
 * subject ("Acme has roughly 15,000 employees") when a sentence just before it names that
 * subject: the names (and capitalised words) among the claim's words before the first one the
 * sentence holds itself.
 */
function carrySubject(claim: Analysed, space: Float64Array, row: number, sentence: SourceSentence, all: readonly SourceSentence[]): void {
  const tokens = claim.content;
  let first = 0;
  while (first < tokens.length && space[row + first] === 0) first++;
  if (first === tokens.length || !refersBackToThing(sentence.text)) return;
  let before: readonly SourceSentence[] | undefined;
  for (let j = 0; j < first; j++) {
    const token = tokens[j]!;
    if (!mayBeCarried(claim, token)) continue;
    before ??= antecedents(all, sentence).filter((s) => s.chunk === sentence.chunk);
    const key = matchKey(token);
    if (before.some((s) => s.keys.has(key))) space[row + j] = 1;
  }
}

/** Whether carrySubject may give a claim word to a sentence: a capitalised word, or a word of one of the claim's names. */
function mayBeCarried(claim: Analysed, token: Token): boolean {
  return isCapitalised(token.text) || claim.entities.some((name) => token.start >= name.start && token.end <= name.end);
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
