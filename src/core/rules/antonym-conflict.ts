import { matchKey } from "../analysis.js";
import { tokenMatch } from "../align.js";
import type { ContentRule } from "./rule.js";

/** Share of the claim's other content words the sentence must hold, so that both speak of the same thing. */
const MIN_REST_MATCHED = 0.6;

/**
 * A claim word whose antonym stands in an evidence sentence that holds the rest of the claim
 * ("sales decreased" vs "sales increased", 上升 vs 下降).
 */
const rule: ContentRule = {
  meta: {
    id: "antonym-conflict",
    code: "X1",
    description: "The claim uses the opposite of a word of the cited source (increase vs decrease).",
    severity: "error",
  },
  check({ claim, alignment, lexicon, evidence, where }) {
    if (!lexicon) return [];
    for (const sentence of alignment.sentences) {
      const held = claim.content.map((t) => tokenMatch(t, sentence, lexicon) > 0);
      for (let i = 0; i < claim.content.length; i++) {
        const word = claim.content[i]!;
        if (held[i]) continue;
        const rest = held.filter((_, j) => j !== i);
        const restHeld = rest.filter(Boolean).length;
        if (restHeld === 0 || restHeld / rest.length < MIN_REST_MATCHED) continue;
        const opposite = sentence.content.find((other) => !claim.keys.has(matchKey(other)) && lexicon.areAntonyms(word.norm, other.norm));
        if (!opposite) continue;
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
