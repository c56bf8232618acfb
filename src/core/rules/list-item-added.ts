import { matchKey, type Analysed } from "../analysis.js";
import type { Alignment } from "../align.js";
import type { Token } from "../text/tokens.js";
import { regionLabels } from "../context-index.js";
import { spansBetween } from "./clauses.js";
import type { ContentRule } from "./rule.js";

const WORD = String.raw`[\p{L}\p{N}'’-]+`;
const ITEM = String.raw`${WORD}(?: ${WORD})?`;
/** "nausea, indigestion and dizziness": items of one or two words, commas, and a last one after "and" or "or". */
const EN_LIST = new RegExp(String.raw`(?:${ITEM}, )+${ITEM},? (?:and|or) ${ITEM}`, "gu");
const EN_SEPARATOR = /, (?:and |or )?| (?:and|or) /gu;
/** "恶心、消化不良和头晕": items joined by 、 and a last one after 和, 及, 与 or 或. */
const ZH_LIST = /[\p{Script=Han}\p{L}\p{N}]{1,8}(?:、[\p{Script=Han}\p{L}\p{N}]{1,8})+(?:[和及与或][\p{Script=Han}\p{L}\p{N}]{1,8})?/gu;
const ZH_SEPARATOR = /[、和及与或]/gu;

/**
 * The first item of a list in the claim that its evidence lacks entirely while it holds another
 * item ("nausea, indigestion and dizziness" against "nausea and indigestion"): an item slipped
 * into a list is a fact added, however small a share of the claim's words it is.
 */
function addedListItem(claim: Analysed, alignment: Alignment): Token[] | undefined {
  if (alignment.unmatched.length === 0) return undefined;
  const unmatched = new Set<Token>(alignment.unmatched);
  for (const [pattern, separator] of [
    [EN_LIST, EN_SEPARATOR],
    [ZH_LIST, ZH_SEPARATOR],
  ] as const) {
    pattern.lastIndex = 0;
    for (let list = pattern.exec(claim.text); list; list = pattern.exec(claim.text)) {
      const items = spansBetween(list[0], separator, list.index).map((span) =>
        claim.content.filter((t) => t.start - claim.start >= span.start && t.end - claim.start <= span.end),
      );
      const lacking = items.findIndex((tokens) => tokens.length > 0 && tokens.every((t) => unmatched.has(t) && isItemWord(t)));
      if (lacking < 0) continue;
      // The other items must be listed together in one evidence sentence: that is the list the claim added to.
      const others = items.filter((tokens, k) => k !== lacking && tokens.length > 0);
      const listed = alignment.sentences.some((s) => others.length >= 2 && others.every((tokens) => tokens.some((t) => !unmatched.has(t) && s.keys.has(matchKey(t)))));
      if (listed) return items[lacking]!;
    }
  }
  return undefined;
}

/** Words that open a sentence before its comma without being an item of a list after it: "Together, grants and partners…". */
const OPENING_WORD = /^(?:together|altogether|combined|however|overall|meanwhile|additionally|instead|still|today|currently|finally|again|then|thus)$/iu;

/** A word that can name a listed thing: not a particle ("out", "up") or an adverb ("specifically", "together"). */
function isItemWord(token: Token): boolean {
  return token.kind === "cjk" || (token.text.length >= 4 && !token.text.endsWith("ly") && !OPENING_WORD.test(token.text));
}

const rule: ContentRule = {
  meta: {
    id: "list-item-added",
    code: "S1",
    description: "The claim adds an item to a list its source gives.",
    severity: "error",
  },
  check({ claim, alignment, regions }) {
    const added = addedListItem(claim, alignment);
    if (added === undefined) return [];
    const span = { start: added[0]!.start, end: added[added.length - 1]!.end };
    const item = added.map((t) => t.text).join(" ");
    return [{ message: `${regionLabels(regions)} lists the other items but not '${item}'`, span, actual: item }];
  },
};

export default rule;
