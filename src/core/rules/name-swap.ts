import { matchKey, type Analysed } from "../analysis.js";
import type { EntityMention } from "../text/entities.js";
import type { Token } from "../text/tokens.js";
import type { ContentRule } from "./rule.js";

/**
 * A name the source gives in one sentence, put into another sentence in place of the name that
 * sentence gives: "Diego Santos was sent off" against "Riverside equalised through Diego Santos.
 * … after Luis Ortega was sent off." The name is in the cited chunk, so unknown-entity (E1) is
 * silent, and every other word is in the sentence that holds the claim. What gives the swap away
 * is that this sentence has another name in the same place: beside the same word, with nothing
 * but function words between.
 */

/** Punctuation between a name and the word beside it: the word belongs to another phrase. */
const PHRASE_BREAK = /[,;:()\u3001\uff0c\uff1b\uff1a]/u;

type Side = "before" | "after";

/** The content word next to a span on one side, and the function words between ("was" in "Luis Ortega was sent off"). */
interface Beside {
  word: Token;
  gap: string;
}

function besideOf(text: Analysed, span: { start: number; end: number }, side: Side): Beside | undefined {
  const word =
    side === "after" ? text.content.find((t) => t.start >= span.end) : text.content.findLast((t) => t.end <= span.start);
  if (!word) return undefined;
  const gap = side === "after" ? text.text.slice(span.end - text.start, word.start - text.start) : text.text.slice(word.end - text.start, span.start - text.start);
  if (PHRASE_BREAK.test(gap)) return undefined;
  return { word, gap: gap.trim().toLowerCase().replace(/\s+/gu, " ") };
}

/**
 * The name of `sentence` that stands where the claim has `name`: beside the same word, with the
 * same function words between, on each side where the claim's name has a word beside it
 * ("boss Don Meij admitting" is not in the place of "giant Domino's has admitted").
 */
function nameInItsPlace(claim: Analysed, name: EntityMention, sentence: Analysed): EntityMention | undefined {
  const anchors = (["before", "after"] as const)
    .map((side) => ({ side, beside: besideOf(claim, name, side) }))
    .filter((anchor): anchor is { side: Side; beside: Beside } => anchor.beside !== undefined);
  if (anchors.length === 0 || anchors.some(({ beside }) => beside.word.kind === "number")) return undefined;
  return sentence.entities.find(
    (other) =>
      other.kind === "name" &&
      !claim.flat.includes(other.key) &&
      anchors.every(({ side, beside }) => {
        const its = besideOf(sentence, other, side);
        return its !== undefined && its.gap === beside.gap && matchKey(its.word) === matchKey(beside.word);
      }),
  );
}

/** Whether the sentence holds most of the claim's words besides the name, two at least. */
function holdsTheRest(claim: Analysed, name: EntityMention, sentence: Analysed): boolean {
  const rest = claim.content.filter((t) => t.end <= name.start || t.start >= name.end);
  const held = rest.filter((t) => sentence.keys.has(matchKey(t))).length;
  return held >= 2 && held * 2 >= rest.length;
}

const rule: ContentRule = {
  meta: {
    id: "name-swap",
    code: "S1",
    description: "The claim puts a name from elsewhere in its source where the sentence that says the rest gives another name.",
    severity: "error",
  },
  check({ claim, alignment, regions, where, chunkSentences, aliasesOf }) {
    const best = alignment.sentences[0];
    if (!best) return [];
    for (const name of claim.entities) {
      if (name.kind !== "name") continue;
      const keys = [name.key, ...aliasesOf(name.key)];
      if (keys.some((key) => best.flat.includes(key)) || !holdsTheRest(claim, name, best)) continue;
      // A name the cited source lacks altogether is unknown-entity's (E1).
      const inSource = regions.some((region) => chunkSentences(region.chunk).some((s) => keys.some((key) => s.flat.includes(key))));
      if (!inSource) continue;
      const other = nameInItsPlace(claim, name, best);
      if (!other) continue;
      return [
        {
          message: `${where(best)} names ${other.text} where the claim names ${name.text}, a name it gives in another sentence`,
          span: { start: name.start, end: name.end },
          actual: name.text,
          expected: other.text,
        },
      ];
    }
    return [];
  },
};

export default rule;
