import type { Token } from "./text/tokens.js";
import type { Lexicon } from "./lexicon/wordnet.js";
import { stem } from "./text/stem.js";
import { matchKey, type Analysed } from "./analysis.js";
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
}

/** A synonym counts for less than the word itself: WordNet synonymy is sense-blind. */
const SYNONYM_CREDIT = 0.8;
const MAX_SENTENCES = 3;
/** A further sentence joins the evidence only if it covers at least this much more of the claim. */
const MIN_GAIN = 0.1;

const synonymStems = new Map<string, string[]>();

function synonymKeys(token: Token, lexicon: Lexicon): string[] {
  let keys = synonymStems.get(token.norm);
  if (!keys) {
    keys = [...lexicon.synonyms(token.norm)].filter((s) => !s.includes(" ")).map(stem);
    synonymStems.set(token.norm, keys);
  }
  return keys;
}

/** 0..1: how well one sentence holds one claim token. */
export function tokenMatch(token: Token, sentence: Analysed, lexicon?: Lexicon): number {
  const key = matchKey(token);
  if (sentence.keys.has(key)) return 1;
  if (token.kind === "cjk") return sentence.flat.includes(token.norm) ? 1 : 0;
  if (sentence.flat.includes(token.norm) && token.norm.length >= 4) return 1;
  if (lexicon && token.kind === "word") {
    for (const synonym of synonymKeys(token, lexicon)) if (sentence.keys.has(synonym)) return SYNONYM_CREDIT;
  }
  return 0;
}

export function align(claim: Analysed, regions: readonly Region[], options: AlignOptions): Alignment {
  const tokens = claim.content;
  const weights = tokens.map((t) => options.weight(matchKey(t)));
  const total = weights.reduce((a, b) => a + b, 0);
  const candidates = regions.flatMap((r) => r.sentences);
  if (candidates.length === 0) return { coverage: 0, sentences: [], bestCoverage: 0, matched: [], unmatched: [...tokens] };
  if (total === 0) return { coverage: 1, sentences: [pickByQuestion(candidates, options.questionKeys)], bestCoverage: 1, matched: [], unmatched: [] };

  const table = candidates.map((s) => tokens.map((t) => tokenMatch(t, s, options.lexicon)));
  const questionBonus = candidates.map((s) => questionOverlap(s, options.questionKeys));
  const covered = tokens.map(() => 0);
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
      const row = table[i]!;
      for (let j = 0; j < tokens.length; j++) gain += weights[j]! * Math.max(0, row[j]! - covered[j]!);
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
    const row = table[bestIndex]!;
    for (let j = 0; j < tokens.length; j++) covered[j] = Math.max(covered[j]!, row[j]!);
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
