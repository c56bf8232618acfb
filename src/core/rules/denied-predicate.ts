// What a source denies by a predicate of need or of ability, about a thing it names before or
// after it ("a receipt is not required", "5 GHz networks are not supported", "not compatible
// with 230 V heaters"), and a claim that says the thing is needed or possible in other words
// ("must present a receipt", "can connect to 5 GHz networks", "can control 230 V heaters"). The
// two share the thing but not the predicate, so the word-by-word reading of negation-conflict
// finds no word that one denies and the other states.
import { matchKey, type Analysed } from "../analysis.js";
import { tokenMatch } from "../align.js";
import { sameQuantity, type Quantity } from "../quantities/index.js";
import type { Token } from "../text/tokens.js";
import { insideFigure } from "./clauses.js";
import type { Span } from "../types.js";

type Family = "need" | "ability";

const NEED = "required|needed|necessary|mandatory|compulsory";
const ABILITY = "supported|compatible|allowed|permitted|accepted|eligible|suitable|refundable";
/** "<thing> is not required": the thing stands before. */
const DENIED_AFTER_THING = new RegExp(String.raw`\b(?:is|are|was|were|be)\s+not\s+(${NEED}|${ABILITY})\b`, "giu");
/** "not compatible with <thing>": the thing stands after. */
const DENIED_BEFORE_THING = /\bnot\s+(compatible|suitable|eligible|designed)\s+(?:with|for)\s+/giu;
/** What ends the stretch that names the thing. */
const THING_BREAK = /[,;:()\u2013\u2014]|\.(?!\d)|\b(?:and|but|or|which|because|unless|if)\b/iu;
const THING_BREAKS = new RegExp(THING_BREAK.source, "giu");
const NEED_WORD = new RegExp(`^(?:${NEED})$`, "iu");

/** How a claim says a thing is needed, or possible. */
const CLAIM_SAYS: Record<Family, RegExp> = {
  need: /\b(?:must|requires?|required|needs?\s+to|needed|ha(?:s|ve|d)\s+to|necessary|mandatory|compulsory)\b/iu,
  ability: /\b(?:can|could|supports?|supported|compatible|works?\s+with|allowed|permitted|accepts?|accepted|eligible|connects?\s+to|controls?|handles?|runs?\s+on)\b/iu,
};

/** Words of the thing a claim may leave out ("line-voltage" of "230 V line-voltage electric baseboard heaters"), as a share of them. */
const THING_HELD = 0.6;

/** What sets a thing aside in the claim: "Instead of a receipt, you'll need to send a photo". */
const SET_ASIDE = /\b(?:instead\s+of|rather\s+than|in\s+place\s+of|without|apart\s+from|except)\s+(?:(?:a|an|the|any|your|their)\s+)?(?:[\p{L}-]+\s+)?$/iu;

/** Whether the claim says the thing (the denial's head word) only as set aside. */
function setAside(claim: Analysed, head: Token): boolean {
  const places = claim.content.filter((t) => matchKey(t) === matchKey(head));
  return places.length > 0 && places.every((t) => SET_ASIDE.test(claim.text.slice(0, t.start - claim.start)));
}

interface Denial {
  family: Family;
  /** The thing's content words and figures, in the sentence. */
  words: Token[];
  figures: Quantity[];
}

function familyOf(predicate: string): Family {
  return NEED_WORD.test(predicate) ? "need" : "ability";
}

/** The sentence's denials of need or ability, with the thing each is about. */
function denialsIn(sentence: Analysed): Denial[] {
  const denials: Denial[] = [];
  const thing = (from: number, to: number): Omit<Denial, "family"> => ({
    words: sentence.content.filter((t) => t.start >= from && t.end <= to && t.kind === "word" && !insideFigure(sentence, t)),
    figures: sentence.quantities.filter((q) => q.start >= from && q.end <= to),
  });
  for (const match of sentence.text.matchAll(DENIED_AFTER_THING)) {
    const before = sentence.text.slice(0, match.index);
    let from = 0;
    for (const mark of before.matchAll(THING_BREAKS)) from = mark.index + mark[0].length;
    denials.push({ family: familyOf(match[1]!), ...thing(sentence.start + from, sentence.start + match.index) });
  }
  for (const match of sentence.text.matchAll(DENIED_BEFORE_THING)) {
    const from = match.index + match[0].length;
    const stop = sentence.text.slice(from).search(THING_BREAK);
    denials.push({ family: familyOf(match[1]!), ...thing(sentence.start + from, sentence.start + (stop < 0 ? sentence.text.length : from + stop)) });
  }
  return denials.filter((d) => d.words.length > 0);
}

/**
 * Where the claim, with no negation of its own, says the thing of one of the sentence's denials
 * is needed or possible, as that denial's predicate does: the thing's figures all and most of its
 * words, its last word (the head) among them. Returns the claim's word of need or ability.
 */
export function affirmsDenied(claim: Analysed, sentence: Analysed): Span | undefined {
  if (claim.negations.length > 0 || sentence.negations.length === 0) return undefined;
  for (const { family, words, figures } of denialsIn(sentence)) {
    const word = CLAIM_SAYS[family].exec(claim.text);
    if (!word || !figures.every((f) => claim.quantities.some((q) => sameQuantity(q, f)))) continue;
    const held = words.filter((t) => tokenMatch(t, claim) > 0);
    const head = words[words.length - 1]!;
    if (held.includes(head) && held.length >= THING_HELD * words.length && !setAside(claim, head)) {
      return { start: claim.start + word.index, end: claim.start + word.index + word[0].length };
    }
  }
  return undefined;
}
