import { flatten, matchKey, type Analysed } from "../analysis.js";
import { tokenMatch } from "../align.js";
import type { Lexicon } from "../lexicon/wordnet.js";
import type { Token } from "../text/tokens.js";
import type { ContentRule } from "./rule.js";

/** Share of the claim's other content words the sentence must hold, so that both speak of the same thing… */
const MIN_REST_MATCHED = 0.6;
/**
 * …or, for a claim longer than its evidence sentence, a word shared right beside the two
 * opposites: "big, crewed aircraft" against "small, uncrewed aircraft".
 */
const NEIGHBOURHOOD = 2;
/** Prefixes that make a word's opposite (unknown / known, non-linear / linear); in-, im- and dis- make too many other words (inform, impress). */
const NEGATING_PREFIX = /^(?:un|non-?)(?=[a-z]{4})/u;

/** "crewed" and "uncrewed": one is the other with a negating prefix. */
function prefixOpposites(a: string, b: string): boolean {
  return a.replace(NEGATING_PREFIX, "") === b || b.replace(NEGATING_PREFIX, "") === a ? a !== b : false;
}

/** WordNet's antonyms need the lexicon, which is loaded only when some claim word is not literally in its evidence. */
function opposites(a: Token, b: Token, lexicon: Lexicon | undefined): boolean {
  return prefixOpposites(a.norm, b.norm) || (lexicon?.areAntonyms(a.norm, b.norm) ?? false);
}

/** Match keys of the content words within NEIGHBOURHOOD places of position `at`. */
function neighbours(content: readonly Token[], at: number): Set<string> {
  const keys = new Set<string>();
  for (let j = Math.max(0, at - NEIGHBOURHOOD); j <= Math.min(content.length - 1, at + NEIGHBOURHOOD); j++) {
    if (j !== at) keys.add(matchKey(content[j]!));
  }
  return keys;
}

/** The claim's word at `i` and the sentence's at `k` stand among the same words. */
function sameNeighbourhood(claim: Analysed, i: number, sentence: Analysed, k: number): boolean {
  const around = neighbours(sentence.content, k);
  for (const key of neighbours(claim.content, i)) if (around.has(key)) return true;
  return false;
}

/**
 * A claim word whose opposite stands in an evidence sentence that speaks of the same thing
 * ("sales decreased" vs "sales increased", 上升 vs 下降, crewed vs uncrewed).
 */
const rule: ContentRule = {
  meta: {
    id: "antonym-conflict",
    code: "X1",
    description: "The claim uses the opposite of a word of the cited source (increase vs decrease).",
    severity: "error",
  },
  check({ claim, alignment, lexicon, evidence, where }) {
    for (const sentence of alignment.sentences) {
      const held = claim.content.map((t) => tokenMatch(t, sentence, lexicon) > 0);
      for (let i = 0; i < claim.content.length; i++) {
        const word = claim.content[i]!;
        // A word the sentence has as it is cannot be contradicted by another of its words.
        if (sentence.keys.has(matchKey(word))) continue;
        // Nor one it has spelt apart: "Non - binary" is the claim's "non-binary", not "binary".
        if (NEGATING_PREFIX.test(word.norm) && sentence.flat.includes(flatten(word.norm))) continue;
        const rest = held.filter((_, j) => j !== i);
        const restHeld = rest.filter(Boolean).length;
        if (restHeld === 0) continue;
        const broadlyAligned = restHeld / rest.length >= MIN_REST_MATCHED;
        const k = sentence.content.findIndex(
          (other, at) => !claim.keys.has(matchKey(other)) && opposites(word, other, lexicon) && (broadlyAligned || sameNeighbourhood(claim, i, sentence, at)),
        );
        if (k < 0) continue;
        const opposite = sentence.content[k]!;
        return [
          {
            message: `the claim says '${word.text}' where ${where(sentence)} says '${opposite.text}'`,
            span: { start: word.start, end: word.end },
            actual: word.text,
            expected: opposite.text,
            evidence: evidence(sentence),
          },
        ];
      }
    }
    return [];
  },
};

export default rule;
