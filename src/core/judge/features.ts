// The lexical judge's view of one claim: a fixed vector of cheap, named numbers read from the
// alignment, the deterministic rules' findings and the two texts. The learned model (model.ts)
// is only as good as these, and every claim of every bench run computes them, so each feature
// is linear or near-linear in the claim and its best evidence sentence.
import type { Analysed } from "../analysis.js";
import { analyse, flattenStatement, matchKey } from "../analysis.js";
import type { SourceSentence } from "../context-index.js";
import { entityKey, isCapitalised } from "../text/entities.js";
import type { Token } from "../text/tokens.js";
import type { JudgeRequest } from "./judge.js";
import { HAN } from "../text/zh.js";

/** In vector order; a model names the features it was trained on and must match these. */
export const FEATURE_NAMES = [
  "extraCoverage",
  "bestCoverage",
  "coverageShortfall",
  "unmatchedCount",
  "n1",
  "e1",
  "x1",
  "r1",
  "q1",
  "anyFinding",
  "claimLength",
  "evidenceSentences",
  "charBigrams",
  "keyBigrams",
  "lcsRatio",
  "negationExtra",
  "negationMissing",
  "numbersMatched",
  "numbersCount",
  "questionInClaim",
  "questionInEvidence",
  "lengthRatio",
  "zh",
  "hasQuestion",
  "coverageZh",
  "coverageQuestion",
  "charBigramsZh",
  "claimLengthQuestion",
  "entitiesInBest",
  "entitiesUnaligned",
  "yesNo",
  "verbatim",
  "longestRun",
  "negationFlip",
  "addedStrength",
  "droppedHedge",
  "absentShare",
  "hanCoverageZh",
  "novelHanZh",
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * Which way each feature may push the model (logistic.ts, `signs`): 1 toward support, -1 away
 * from it, 0 either way (lengths, language, kind of task, and the slopes those adjust). Overlap
 * with the best sentence can only support; coverage gathered from further sentences may go
 * either way, and on the dev sets it goes against: a claim whose words are spread over several
 * sentences mixes up facts more often than it summarises them.
 */
export const FEATURE_SIGNS: Readonly<Record<FeatureName, -1 | 0 | 1>> = {
  extraCoverage: 0,
  bestCoverage: 1,
  coverageShortfall: -1,
  unmatchedCount: -1,
  n1: -1,
  e1: -1,
  x1: -1,
  r1: -1,
  q1: -1,
  anyFinding: -1,
  claimLength: 0,
  evidenceSentences: 0,
  charBigrams: 1,
  keyBigrams: 1,
  lcsRatio: 1,
  negationExtra: -1,
  negationMissing: -1,
  numbersMatched: 1,
  numbersCount: 0,
  questionInClaim: 0,
  questionInEvidence: 0,
  lengthRatio: 0,
  zh: 0,
  hasQuestion: 0,
  coverageZh: 1,
  coverageQuestion: 1,
  charBigramsZh: 1,
  claimLengthQuestion: 0,
  entitiesInBest: 1,
  entitiesUnaligned: -1,
  yesNo: 0,
  verbatim: 1,
  longestRun: 1,
  negationFlip: -1,
  addedStrength: -1,
  droppedHedge: -1,
  absentShare: -1,
  hanCoverageZh: 1,
  novelHanZh: -1,
};

const FINDING_CODES = ["N1", "E1", "X1", "R1", "Q1"] as const;
const YES_NO = /^\s*(?:yes|no|是|是的|对|不是|不对|否)\s*[.。!！]?\s*$/iu;
const SHORTFALL_BELOW = 0.5;
const NUMBER_RULES: ReadonlySet<string> = new Set(["number-mismatch", "date-mismatch"]);
const TRAILING_STOP = /[.。!！?？]+$/u;

/** A bare yes or no to a question: no source sentence holds its words, and that says nothing about its truth. */
function isBareYesNo(request: JudgeRequest): boolean {
  return request.question !== undefined && request.question !== "" && YES_NO.test(request.statement);
}

/** Punctuation, in ASCII and in the general, CJK and full-width blocks: a claim's final "。" is no evidence of anything. */
function isPunctuation(c: number): boolean {
  if (c < 0x80) return !((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a));
  return (c >= 0x2000 && c <= 0x206f) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xff0f) || (c >= 0xff1a && c <= 0xff20);
}

/**
 * A set of bigram codes for one text at a time: open addressing, emptied by starting a new
 * generation rather than by clearing, so reading a claim or a sentence allocates nothing but
 * its result. A Set of a hundred numbers is rehashed several times as it grows, and sorting
 * typed arrays instead costs a comparison call per step.
 */
class GramSet {
  private codes = new Uint32Array(1024);
  private marks = new Uint32Array(1024);
  private shift = 22;
  private generation = 0;

  /** Empties the set, with room for `count` codes. */
  reset(count: number): void {
    if (this.codes.length < count * 2 || this.generation === 0xffffffff) {
      const bits = Math.max(10, Math.ceil(Math.log2(count * 2)));
      this.codes = new Uint32Array(1 << bits);
      this.marks = new Uint32Array(1 << bits);
      this.shift = 32 - bits;
      this.generation = 0;
    }
    this.generation++;
  }

  /** Adds `code`; whether it was new. */
  add(code: number): boolean {
    const slot = this.slotOf(code);
    if (this.marks[slot] === this.generation) return false;
    this.marks[slot] = this.generation;
    this.codes[slot] = code;
    return true;
  }

  has(code: number): boolean {
    return this.marks[this.slotOf(code)] === this.generation;
  }

  /** The slot holding `code`, or the empty one where it would go. */
  private slotOf(code: number): number {
    const mask = this.codes.length - 1;
    let slot = Math.imul(code, 0x9e3779b1) >>> this.shift;
    while (this.marks[slot] === this.generation && this.codes[slot] !== code) slot = (slot + 1) & mask;
    return slot;
  }
}

const gramSet = new GramSet();

/** charBigrams' work list, reused. */
const gramScratch: number[] = [];

/**
 * Character bigrams of the content words, in order: a Chinese claim has no word boundaries to
 * trust, but its character pairs are as good as words. Numbers and units are left out on both
 * sides ("2,100 mW" and "2.1 W" share no pair); the number rule compares them by value.
 * Each distinct pair once, a pair of UTF-16 units as one number.
 */
function charBigrams(text: Analysed): number[] {
  let length = 0;
  // Indexed loops in this module: features are read for every claim, mostly before V8 optimises
  // them, where for-of allocates an iterator result per step.
  const content = text.content;
  for (let k = 0; k < content.length; k++) length += content[k]!.norm.length;
  gramSet.reset(length);
  // Gathered in one scratch list and copied out at their exact count: a list grown by push is
  // reallocated several times on the way, and a sentence's is kept (its view) at the size it grew to.
  // A plain list: a typed array of this size keeps its elements off the heap, which costs an
  // allocation and a sweep of its own for each text.
  const grams = gramScratch;
  let count = 0;
  // The words' norms read as one string, so a pair may straddle two words.
  let previous = -1;
  for (let k = 0; k < content.length; k++) {
    const norm = content[k]!.norm;
    for (let i = 0; i < norm.length; i++) {
      const c = norm.charCodeAt(i);
      if (previous >= 0 && !isPunctuation(previous) && !isPunctuation(c)) {
        const gram = previous * 0x10000 + c;
        if (gramSet.add(gram)) grams[count++] = gram;
      }
      previous = c;
    }
  }
  return grams.slice(0, count);
}

/** How many of the distinct codes `own` are among the distinct codes `other`. */
function countShared(own: readonly number[], other: readonly number[]): number {
  gramSet.reset(other.length);
  for (let i = 0; i < other.length; i++) gramSet.add(other[i]!);
  let shared = 0;
  for (let i = 0; i < own.length; i++) if (gramSet.has(own[i]!)) shared++;
  return shared;
}

function keySequence(text: Analysed): string[] {
  // Pushed onto a literal, not mapped: the literal learns that it holds strings, so an empty
  // sequence has the same array map as the rest, and the pair and order scans compiled for
  // those do not deoptimise on it (mapping nothing makes an array of small integers).
  const keys: string[] = [];
  const content = text.content;
  for (let k = 0; k < content.length; k++) keys.push(matchKey(content[k]!));
  return keys;
}

interface SentenceView {
  grams: number[];
  keys: string[];
  /** Lower-cased text, for the word lists below. */
  lower: string;
  hedged: boolean;
}

// Claims of one answer often share their best sentence: its bigrams are made once.
const sentenceViews = new WeakMap<Analysed, SentenceView>();

function viewOf(sentence: Analysed): SentenceView {
  let view = sentenceViews.get(sentence);
  if (!view) {
    const keys = keySequence(sentence);
    const lower = sentence.text.toLowerCase();
    view = { grams: charBigrams(sentence), keys, lower, hedged: hedged(lower) };
    sentenceViews.set(sentence, view);
  }
  return view;
}

/** How many of the claim's adjacent key pairs stand adjacent in the sentence too (a short scan: sentences are short). */
function sharedPairs(claim: readonly string[], sentence: readonly string[]): number {
  let shared = 0;
  for (let i = 0; i + 1 < claim.length; i++) {
    for (let j = 0; j + 1 < sentence.length; j++) {
      if (sentence[j] === claim[i] && sentence[j + 1] === claim[i + 1]) {
        shared++;
        break;
      }
    }
  }
  return shared;
}

/**
 * How two key sequences line up in order: the longest common subsequence (word order kept, as a
 * swapped subject and object is not) and the longest common stretch of consecutive words (a
 * copied phrase, which an edit in the middle of a sentence breaks).
 */
// Four rows for every claim: a bench run aligns thousands, and each would otherwise allocate its own.
let rows = Array.from({ length: 4 }, () => new Uint16Array(64));

function orderedMatch(a: readonly string[], b: readonly string[]): { common: number; longestRun: number } {
  if (a.length === 0 || b.length === 0) return { common: 0, longestRun: 0 };
  if (rows[0]!.length <= b.length) rows = Array.from({ length: 4 }, () => new Uint16Array(b.length * 2));
  // Rows taken and swapped one by one: destructuring goes through the iterator protocol, which
  // code not yet optimised runs in full, for every claim and every row.
  let previous = rows[0]!;
  let current = rows[1]!;
  let previousRun = rows[2]!;
  let currentRun = rows[3]!;
  previous.fill(0, 0, b.length + 1);
  previousRun.fill(0, 0, b.length + 1);
  current[0] = 0;
  currentRun[0] = 0;
  let longestRun = 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        currentRun[j] = previousRun[j - 1]! + 1;
        if (currentRun[j]! > longestRun) longestRun = currentRun[j]!;
      } else {
        current[j] = Math.max(previous[j]!, current[j - 1]!);
        currentRun[j] = 0;
      }
    }
    const done = previous;
    previous = current;
    current = done;
    const doneRun = previousRun;
    previousRun = currentRun;
    currentRun = doneRun;
  }
  return { common: previous[b.length]!, longestRun };
}

/** Words that make a claim say more than a source without them: scope, exclusivity, certainty, rank. */
const EN_STRENGTH = /\b(?:all|every|always|only|solely|entirely|never|must|definitely|certainly|completely|totally|first|largest|biggest|most|best|highest|lowest|worst|sole|exclusively|ever)\b/g;
const ZH_STRENGTH = ["都", "全部", "所有", "一直", "总是", "仅", "只", "唯一", "一定", "肯定", "必须", "必然", "完全", "最", "第一", "从来", "始终"];
/** Words that make a source say less than a claim without them: possibility, hearsay, plans. */
const EN_HEDGE = /\b(?:may|might|could|possibly|perhaps|likely|probably|reportedly|allegedly|apparently|suggests?|suggested|believed?|expected|plans?|planned|would|seems?|seemed)\b/;
const ZH_HEDGE = ["可能", "也许", "或许", "大概", "据说", "好像", "似乎", "估计", "应该", "传闻", "据报道", "计划", "打算"];
const MAX_STRENGTH = 2;

const wordPatterns = new Map<string, RegExp>();

/** Strength words of the claim (lower-cased) that the sentence (lower-cased) lacks. */
function addedStrength(claim: string, sentence: string): number {
  let added = 0;
  for (let k = 0; k < ZH_STRENGTH.length; k++) {
    const word = ZH_STRENGTH[k]!;
    if (claim.includes(word) && !sentence.includes(word)) added++;
  }
  // An exec loop from the start, which leaves lastIndex at 0 again: matchAll's iterator and the
  // destructuring of each match cost more than the matching here.
  EN_STRENGTH.lastIndex = 0;
  for (let match = EN_STRENGTH.exec(claim); match !== null; match = EN_STRENGTH.exec(claim)) {
    const word = match[0];
    let pattern = wordPatterns.get(word);
    if (!pattern) wordPatterns.set(word, (pattern = new RegExp(`\\b${word}\\b`)));
    if (!pattern.test(sentence)) added++;
  }
  return Math.min(MAX_STRENGTH, added);
}

/**
 * Whether an evidence sentence holds a flattened text word for word: the claim as written, or as
 * its standalone statement (without citation markers, a split clause with its subject).
 */
function copied(flat: string, sentences: readonly Analysed[]): boolean {
  const text = flat.replace(TRAILING_STOP, "");
  return text.length > 0 && sentences.some((s) => s.flat.includes(text));
}

/** Whether a lower-cased text hedges, in English or Chinese. */
function hedged(lower: string): boolean {
  return EN_HEDGE.test(lower) || ZH_HEDGE.some((word) => lower.includes(word));
}

function share(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

// A batch's requests share one question: analysed once per batch, not once per claim.
let lastQuestion: string | undefined;
let lastQuestionKeys: ReadonlySet<string> = new Set();

function questionKeys(question: string): ReadonlySet<string> {
  if (question !== lastQuestion) {
    lastQuestion = question;
    lastQuestionKeys = analyse(question).keys;
  }
  return lastQuestionKeys;
}

function countIn<T>(keys: Iterable<T>, within: ReadonlySet<T>): number {
  let n = 0;
  for (const key of keys) if (within.has(key)) n++;
  return n;
}

/**
 * The claim's Chinese characters that the evidence holds, and how many it does not: a Chinese
 * paraphrase keeps its characters where word boundaries move ("参加了" against "参加"), and a
 * hypothesis that adds to its premise brings new ones.
 */
function hanCharacters(claim: string, evidence: readonly Analysed[]): { share: number; novel: number } {
  let total = 0;
  let novel = 0;
  for (const c of claim) {
    if (!HAN.test(c)) continue;
    total++;
    if (!evidence.some((s) => s.text.includes(c))) novel++;
  }
  return { share: total === 0 ? 0 : (total - novel) / total, novel };
}

/** Words that open a sentence continuing the one before: "It is made…", "Its power…", "他说…". */
const CONTINUES = /^(?:it|its|he|his|she|her|they|their|this|these|the\s+(?:company|firm|group|chip|device|product))\b|^(?:它|其|他|她|该)/iu;
/** How far back an antecedent is looked for: "X is … It is … Its …" reaches X. */
const ANTECEDENT_REACH = 3;

/**
 * The best sentence's coverage, read with its subject resolved: when the words it lacks are the
 * name (or the first word) of the sentence it continues ("It …", "Its …"), or else of its
 * region's first sentence (a spec sheet's "INT8 算力为 8 TOPS" under the title "星尘-3 产品简介"),
 * it holds the claim alone ("Stardust-3 draws 2,100 mW" against
 * "Stardust-3 is a chip. … Its power draw is 2.1 W."), and the claim gathers nothing from elsewhere.
 */
function resolvedBestCoverage(claim: Analysed, request: JudgeRequest): number {
  const { alignment } = request;
  if (alignment.bestCoverage >= alignment.coverage) return alignment.bestCoverage;
  // The sentence that continues may rank second: "Maria Jansen founded Northwind. She was born in
  // Utrecht in 1961." holds as much of "Maria Jansen was born in Utrecht in 1961" in each.
  const claimWords = new Set(claim.content.map((t) => entityKey(t.text)));
  const unmatched = new Set(alignment.unmatched);
  for (const sentence of alignment.sentences) if (resolvedHolds(claim, request, sentence, claimWords, unmatched)) return alignment.coverage;
  return alignment.bestCoverage;
}

/**
 * Whether the sentence, with the subject of the sentence it continues, holds what the claim's
 * evidence holds. `claimWords` are the claim's words as entity keys, `unmatched` the words no
 * evidence sentence holds.
 */
function resolvedHolds(claim: Analysed, request: JudgeRequest, sentence: SourceSentence, claimWords: ReadonlySet<string>, unmatched: ReadonlySet<Token>): boolean {
  const sentences = request.regions.find((region) => region.sentences.includes(sentence))?.sentences ?? [];
  const index = sentences.indexOf(sentence);
  let antecedent: SourceSentence | undefined;
  if (CONTINUES.test(sentence.text.trimStart())) {
    let at = index - 1;
    // Back over sentences that continue too ("X is … It is … Its …") to the one that names its subject.
    while (at >= 0 && index - at < ANTECEDENT_REACH && CONTINUES.test(sentences[at]!.text.trimStart())) at--;
    antecedent = sentences[at];
  } else if (index > 0) {
    antecedent = sentences[0];
  }
  if (!antecedent) return false;
  // A name of several words that the claim writes whole ("Orion Networks") stands for each of its
  // words in the claim's tokens. Whole: in its text, or, for a claim split from a longer sentence
  // and given that sentence's subject, as capitalised words among its tokens.
  const writesWhole = (name: string, key: string): boolean =>
    claim.flat.includes(key) || name.split(/\s+/).every((word) => !isCapitalised(word) || claimWords.has(entityKey(word)));
  const subject = new Set(antecedent.entities.flatMap((e) => (writesWhole(e.text, e.key) ? [e.key, ...e.text.split(/\s+/).map(entityKey)] : [e.key])));
  if (antecedent.content[0]) subject.add(entityKey(antecedent.content[0].text));
  for (const token of claim.content) {
    const inBest = sentence.keys.has(matchKey(token)) || ((token.kind === "cjk" || token.norm.length >= 4) && sentence.flat.includes(token.norm));
    if (!unmatched.has(token) && !inBest && !subject.has(entityKey(token.text))) return false;
  }
  return true;
}

function isChinese(claim: Analysed): boolean {
  let cjk = 0;
  const content = claim.content;
  for (let k = 0; k < content.length; k++) if (content[k]!.kind === "cjk") cjk++;
  return cjk * 2 > claim.content.length;
}

/** The feature vector of one request, in FEATURE_NAMES order. */
export function featuresOf(request: JudgeRequest): number[] {
  const { claim, alignment, findings } = request;
  const best = alignment.sentences[0];
  const claimKeys = keySequence(claim);
  const contentCount = claim.content.length;

  const byCode = new Map<string, number>();
  let numberFindings = 0;
  for (let k = 0; k < findings.length; k++) {
    const finding = findings[k]!;
    byCode.set(finding.code, (byCode.get(finding.code) ?? 0) + 1);
    if (NUMBER_RULES.has(finding.ruleId)) numberFindings++;
  }

  const zh = isChinese(claim) ? 1 : 0;
  let claimGrams = 0;
  let sharedGrams = 0;
  let sharedKeyPairs = 0;
  let ordered = { common: 0, longestRun: 0 };
  let bestNegations = 0;
  let bestLength = 0;
  let verbatim = 0;
  let strength = 0;
  let droppedHedge = 0;
  if (best) {
    const view = viewOf(best);
    const own = charBigrams(claim);
    claimGrams = own.length;
    sharedGrams = countShared(own, view.grams);
    sharedKeyPairs = sharedPairs(claimKeys, view.keys);
    ordered = orderedMatch(claimKeys, view.keys);
    bestNegations = best.negations.length;
    bestLength = best.content.length;
    verbatim = copied(claim.flat, alignment.sentences) || copied(flattenStatement(request.statement), alignment.sentences) ? 1 : 0;
    const lower = claim.text.toLowerCase();
    strength = addedStrength(lower, view.lower);
    droppedHedge = view.hedged && !hedged(lower) ? 1 : 0;
  }
  // Words missing from the chosen sentences may still be elsewhere in the source (a claim that
  // gathers several sentences); words missing from all of it are what the source never says.
  let absent = 0;
  const unmatched = alignment.unmatched;
  for (let k = 0; k < unmatched.length; k++) {
    const token = unmatched[k]!;
    const key = matchKey(token);
    const loose = token.kind === "cjk" || token.norm.length >= 4;
    if (!request.regions.some((region) => region.sentences.some((s) => s.keys.has(key) || (loose && s.flat.includes(token.norm))))) absent++;
  }

  // Names in the sentences that carry the claim, and names in none of them (a swapped or invented entity).
  let inBest = 0;
  let unaligned = 0;
  const entities = claim.entities;
  for (let k = 0; k < entities.length; k++) {
    const entity = entities[k]!;
    if (best?.flat.includes(entity.key)) inBest++;
    else if (!alignment.sentences.some((s) => s.flat.includes(entity.key))) unaligned++;
  }

  const numbers = claim.quantities.length + claim.dates.length;
  let questionInClaim = 0;
  let questionInEvidence = 0;
  if (request.question) {
    const keys = questionKeys(request.question);
    questionInClaim = share(countIn(claim.keys, keys), claim.keys.size);
    questionInEvidence = best ? share(countIn(keys, best.keys), keys.size) : 0;
  }

  const han = zh ? hanCharacters(claim.text, alignment.sentences) : { share: 0, novel: 0 };
  const bestCoverage = resolvedBestCoverage(claim, request);
  const hasQuestion = request.question ? 1 : 0;
  const grams = share(sharedGrams, claimGrams);
  // The features in FEATURE_NAMES order, each pushed as it is worked out (the comment names the
  // ones not held in a variable of their name). Not gathered in a record by name and read back:
  // an object of 39 numbers per claim made this the longest optimising compile of a run, about
  // 50 ms, more than the function's own running time in a one-core CLI run. Pushed onto a
  // literal, which learns that it holds doubles: a vector of whole numbers then has the same
  // array map as the rest, and the model's dot product does not deoptimise on it.
  const vector: number[] = [];
  vector.push(alignment.coverage - bestCoverage); // extraCoverage
  vector.push(bestCoverage);
  // Where paraphrase cannot explain it: on the dev sets, coverage above this says little either way.
  vector.push(Math.max(0, SHORTFALL_BELOW - alignment.coverage)); // coverageShortfall
  vector.push(Math.log1p(alignment.unmatched.length)); // unmatchedCount
  vector.push(byCode.get("N1") ?? 0); // n1
  vector.push(byCode.get("E1") ?? 0); // e1
  vector.push(byCode.get("X1") ?? 0); // x1
  vector.push(byCode.get("R1") ?? 0); // r1
  vector.push(byCode.get("Q1") ?? 0); // q1
  vector.push(FINDING_CODES.some((code) => byCode.has(code)) ? 1 : 0); // anyFinding
  vector.push(Math.log1p(contentCount)); // claimLength
  vector.push(alignment.sentences.length); // evidenceSentences
  vector.push(grams); // charBigrams
  vector.push(share(sharedKeyPairs, claimKeys.length - 1)); // keyBigrams
  vector.push(share(ordered.common, claimKeys.length)); // lcsRatio
  vector.push(Math.max(0, claim.negations.length - bestNegations)); // negationExtra
  vector.push(Math.max(0, bestNegations - claim.negations.length)); // negationMissing
  vector.push(numbers > 0 && numberFindings === 0 ? 1 : 0); // numbersMatched
  vector.push(Math.log1p(numbers)); // numbersCount
  vector.push(questionInClaim);
  vector.push(questionInEvidence);
  vector.push(Math.log1p(share(contentCount, bestLength))); // lengthRatio
  vector.push(zh);
  // One model serves Chinese and English, QA and summaries: these let each kind have its own slope.
  vector.push(hasQuestion);
  vector.push(alignment.coverage * zh); // coverageZh
  vector.push(alignment.coverage * hasQuestion); // coverageQuestion
  vector.push(grams * zh); // charBigramsZh
  // A terse answer to a question ("Delhi") is the usual right one; a sentence often adds what no source says.
  vector.push(Math.log1p(contentCount) * hasQuestion); // claimLengthQuestion
  vector.push(share(inBest, claim.entities.length)); // entitiesInBest
  vector.push(Math.log1p(unaligned)); // entitiesUnaligned
  vector.push(isBareYesNo(request) ? 1 : 0); // yesNo
  vector.push(verbatim);
  vector.push(share(ordered.longestRun, claimKeys.length)); // longestRun
  // A flipped polarity means something only where the sentence says what the claim says.
  vector.push(claim.negations.length % 2 !== bestNegations % 2 ? alignment.bestCoverage : 0); // negationFlip
  vector.push(strength); // addedStrength
  vector.push(droppedHedge);
  vector.push(share(absent, contentCount)); // absentShare
  vector.push(han.share); // hanCoverageZh
  vector.push(Math.log1p(han.novel)); // novelHanZh
  return vector;
}
