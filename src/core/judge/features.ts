// The lexical judge's view of one claim: a fixed vector of cheap, named numbers read from the
// alignment, the deterministic rules' findings and the two texts. The learned model (model.ts)
// is only as good as these, and every claim of every bench run computes them, so each feature
// is linear or near-linear in the claim and its best evidence sentence.
import type { Analysed } from "../analysis.js";
import { analyse, matchKey } from "../analysis.js";
import type { JudgeRequest } from "./judge.js";

/** In vector order; a model names the features it was trained on and must match these. */
export const FEATURE_NAMES = [
  "coverage",
  "bestCoverage",
  "coverageShortfall",
  "unmatchedShare",
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
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * Which way each feature may push the model (logistic.ts, `signs`): 1 toward support, -1 away
 * from it, 0 either way (lengths, language, kind of task, and the slopes those adjust).
 */
export const FEATURE_SIGNS: Readonly<Record<FeatureName, -1 | 0 | 1>> = {
  coverage: 1,
  bestCoverage: 1,
  coverageShortfall: -1,
  unmatchedShare: -1,
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
};

const FINDING_CODES = ["N1", "E1", "X1", "R1", "Q1"] as const;
/** A bare yes or no to a question: no source sentence holds its words, and that says nothing about its truth. */
const YES_NO = /^\s*(?:yes|no|是|是的|对|不是|不对|否)\s*[.。!！]?\s*$/iu;
const SHORTFALL_BELOW = 0.5;
const NUMBER_RULES: ReadonlySet<string> = new Set(["number-mismatch", "date-mismatch"]);

/** Punctuation, in ASCII and in the general, CJK and full-width blocks: a claim's final "。" is no evidence of anything. */
function isPunctuation(c: number): boolean {
  if (c < 0x80) return !((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a));
  return (c >= 0x2000 && c <= 0x206f) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xff0f) || (c >= 0xff1a && c <= 0xff20);
}

/**
 * Character bigrams of the content words, in order: a Chinese claim has no word boundaries to
 * trust, but its character pairs are as good as words. Numbers and units are left out on both
 * sides ("2,100 mW" and "2.1 W" share no pair); the number rule compares them by value.
 */
function charBigrams(text: Analysed): Set<string> {
  let flat = "";
  for (const token of text.content) flat += token.norm;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < flat.length; i++) {
    if (!isPunctuation(flat.charCodeAt(i)) && !isPunctuation(flat.charCodeAt(i + 1))) grams.add(flat.slice(i, i + 2));
  }
  return grams;
}

function keySequence(text: Analysed): string[] {
  return text.content.map(matchKey);
}

interface SentenceView {
  grams: Set<string>;
  keys: string[];
  pairs: Set<string>;
}

// Claims of one answer often share their best sentence: its bigrams are made once.
const sentenceViews = new WeakMap<Analysed, SentenceView>();

function viewOf(sentence: Analysed): SentenceView {
  let view = sentenceViews.get(sentence);
  if (!view) {
    const keys = keySequence(sentence);
    const pairs = new Set<string>();
    for (let i = 0; i + 1 < keys.length; i++) pairs.add(`${keys[i]}\u0000${keys[i + 1]}`);
    view = { grams: charBigrams(sentence), keys, pairs };
    sentenceViews.set(sentence, view);
  }
  return view;
}

/** Longest common subsequence of two key sequences: word order kept, as a swapped subject and object is not. */
function lcs(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let previous = new Uint16Array(b.length + 1);
  let current = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) current[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
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

function countIn(keys: Iterable<string>, within: ReadonlySet<string>): number {
  let n = 0;
  for (const key of keys) if (within.has(key)) n++;
  return n;
}

function isChinese(claim: Analysed): boolean {
  let cjk = 0;
  for (const token of claim.content) if (token.kind === "cjk") cjk++;
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
  for (const finding of findings) {
    byCode.set(finding.code, (byCode.get(finding.code) ?? 0) + 1);
    if (NUMBER_RULES.has(finding.ruleId)) numberFindings++;
  }

  let claimGrams = 0;
  let sharedGrams = 0;
  let sharedKeyPairs = 0;
  let common = 0;
  let bestNegations = 0;
  let bestLength = 0;
  if (best) {
    const view = viewOf(best);
    const own = charBigrams(claim);
    claimGrams = own.size;
    sharedGrams = countIn(own, view.grams);
    for (let i = 0; i + 1 < claimKeys.length; i++) if (view.pairs.has(`${claimKeys[i]}\u0000${claimKeys[i + 1]}`)) sharedKeyPairs++;
    common = lcs(claimKeys, view.keys);
    bestNegations = best.negations.length;
    bestLength = best.content.length;
  }

  // Names in the sentences that carry the claim, and names in none of them (a swapped or invented entity).
  let inBest = 0;
  let unaligned = 0;
  for (const entity of claim.entities) {
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

  const zh = isChinese(claim) ? 1 : 0;
  const hasQuestion = request.question ? 1 : 0;
  const grams = share(sharedGrams, claimGrams);
  const values: Record<FeatureName, number> = {
    coverage: alignment.coverage,
    bestCoverage: alignment.bestCoverage,
    // Where paraphrase cannot explain it: on the dev sets, coverage above this says little either way.
    coverageShortfall: Math.max(0, SHORTFALL_BELOW - alignment.coverage),
    unmatchedShare: share(alignment.unmatched.length, contentCount),
    unmatchedCount: Math.log1p(alignment.unmatched.length),
    n1: byCode.get("N1") ?? 0,
    e1: byCode.get("E1") ?? 0,
    x1: byCode.get("X1") ?? 0,
    r1: byCode.get("R1") ?? 0,
    q1: byCode.get("Q1") ?? 0,
    anyFinding: FINDING_CODES.some((code) => byCode.has(code)) ? 1 : 0,
    claimLength: Math.log1p(contentCount),
    evidenceSentences: alignment.sentences.length,
    charBigrams: grams,
    keyBigrams: share(sharedKeyPairs, claimKeys.length - 1),
    lcsRatio: share(common, claimKeys.length),
    negationExtra: Math.max(0, claim.negations.length - bestNegations),
    negationMissing: Math.max(0, bestNegations - claim.negations.length),
    numbersMatched: numbers > 0 && numberFindings === 0 ? 1 : 0,
    numbersCount: Math.log1p(numbers),
    questionInClaim,
    questionInEvidence,
    lengthRatio: Math.log1p(share(contentCount, bestLength)),
    zh,
    // One model serves Chinese and English, QA and summaries: these let each kind have its own slope.
    hasQuestion,
    coverageZh: alignment.coverage * zh,
    coverageQuestion: alignment.coverage * hasQuestion,
    charBigramsZh: grams * zh,
    // A terse answer to a question ("Delhi") is the usual right one; a sentence often adds what no source says.
    claimLengthQuestion: Math.log1p(contentCount) * hasQuestion,
    entitiesInBest: share(inBest, claim.entities.length),
    entitiesUnaligned: Math.log1p(unaligned),
    yesNo: hasQuestion && YES_NO.test(request.statement) ? 1 : 0,
  };
  return FEATURE_NAMES.map((name) => values[name]);
}
