import { matchKey, type Analysed } from "../analysis.js";
import type { SourceSentence } from "../context-index.js";
import type { Quantity } from "../quantities/index.js";
import { negatedAt } from "./negation-scope.js";
import type { ContentRule } from "./rule.js";
import type { Span } from "../types.js";
import { clauseOf, keysWithin, spansBetween, within } from "./clauses.js";

/**
 * A price where the source says the thing is free, or free where it gives a price: "can take their
 * tree to the Village Hall car park … for a charge of £6" against "can take their tree free of
 * charge to the drop-off point"; "费用同样全免" against "不属于免费对象，需自费180元"; "免费邮寄" against
 * "邮费由申请人承担". Free is no figure, so the number rule has nothing to compare the price with.
 */

/** Words that say a thing costs nothing: not "gluten-free" or "hands-free", "free to combine", nor "free" of time ("free time", "free days"). */
const FREE = /(?<![\p{L}-])(?:free(?:\s+of\s+charge)?(?!-)(?!\s+(?:to|from|time|days?|hours?|period|trial|space|text|kick|will|speech)\b)|at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)|no\s+charge|without\s+charge|complimentary)(?![\p{L}-])|免费|全免|免收|不收费|不另收费|无需付费/giu;

/** Words of charging, which a sentence that says free only of a part also has: "两个月免费，即按10个月收费". */
const CHARGED = /收费|付费|支付|计费|(?<![\p{L}])(?:costs?|fees?|charged|charges|pay|pays|paid|prices?)(?![\p{L}])/giu;

/** Share of the claim's content words the sentence must hold for the two to speak of one thing. */
const MIN_HELD = 0.6;

/** Where the text says free, denied or not. */
function freeSaid(text: Analysed): Span[] {
  return [...text.text.matchAll(FREE)].map((m) => ({ start: text.start + m.index, end: text.start + m.index + m[0].length }));
}

/** Whether the text says the thing is free, in a place no cue denies ("不属于免费对象" does not). */
export function saysFree(text: Analysed): boolean {
  return freeSaid(text).some((span) => !negatedAt(text, span));
}

/** The sentence says the thing is free and nothing of paying for it. */
function onlyFree(sentence: SourceSentence): boolean {
  const free = freeSaid(sentence);
  const charged = [...sentence.text.matchAll(CHARGED)].some((m) => !free.some((span) => sentence.start + m.index >= span.start && sentence.start + m.index < span.end));
  return !charged && saysFree(sentence);
}

/** Words that charge a cost to someone, with no figure: "邮费由申请人承担", 费用自理, "at the applicant's expense". */
const CHARGED_TO = /\p{Script=Han}{0,3}费用?由[^，。；,;]{1,8}?(?:承担|负担|支付|自付)|费用?自理|自费|(?<![\p{L}])at\s+(?:the\s+)?[\p{L}'’]+\s+(?:own\s+)?(?:expense|cost)(?![\p{L}])|(?<![\p{L}])(?:is|are)\s+(?:borne|paid\s+for|met)\s+by\s+the\s+\p{L}+/iu;

function prices(text: Analysed): Quantity[] {
  return text.quantities.filter((q) => q.dimension === "currency" && q.value > 0);
}

function holdsMostOf(claim: Analysed, sentence: SourceSentence): boolean {
  return claim.content.length > 0 && claim.content.filter((t) => sentence.keys.has(matchKey(t))).length >= MIN_HELD * claim.content.length;
}

/** Words of the claim's that the sentence never says, at most, for the claim to speak of the sentence's cases ("choose"). */
const MAX_UNSAID_WORDS = 1;

/** What parts a sentence's free things from its priced ones: "but", "while", "whereas", a semicolon, 但, 而. */
const CONTRAST_BREAK = /\s*(?:[;；]|,?\s+(?:but|while|whereas)\s+|[，,]\s*(?:但是?|而|不过))\s*/giu;

/**
 * The part of the sentence that gives a price, says nothing free, and names a word of the claim's that no
 * part saying free names, where the claim names none that only those parts do: the thing the claim calls free is priced.
 */
function partPricingTheClaimsThing(claim: Analysed, claimFree: Span, sentence: SourceSentence): Span | undefined {
  const parts = spansBetween(sentence.text, CONTRAST_BREAK, sentence.start);
  if (parts.length < 2) return undefined;
  // The claim's own part that says free, with no price of its own ("…, while varifocals start at £135" is another's),
  // and no more than one word the sentence never says up to the end of the clause of its "free": "cars displaying a
  // blue badge travel free" sets a case of its own (a clause after it, "…, as long as your request arrives at least
  // 7 days before", says what else must hold, not whose case it is).
  const ours = spansBetween(claim.text, CONTRAST_BREAK, claim.start).find((part) => within(claimFree, part));
  if (ours === undefined || prices(claim).some((q) => within(q, ours))) return undefined;
  const freeClauseEnd = clauseOf(claim, claimFree).end;
  const claimWords = claim.content.filter((t) => within(t, ours) && t.end <= freeClauseEnd && !within(t, claimFree));
  if (claimWords.filter((t) => !sentence.keys.has(matchKey(t))).length > MAX_UNSAID_WORDS) return undefined;
  const free = freeSaid(sentence).filter((span) => !negatedAt(sentence, span));
  const freeParts = parts.filter((part) => free.some((span) => within(span, part)));
  if (freeParts.length === 0) return undefined;
  // (What a part says free of is named from its "free" on; the words before it may be the subject of all: "Single-vision lenses are included free with …".)
  const freeOf = new Set(freeParts.flatMap((part) => [...keysWithin(sentence, { start: free.find((span) => within(span, part))!.end, end: part.end })]));
  const inFreeParts = new Set(freeParts.flatMap((part) => [...keysWithin(sentence, part)]));
  const claimKeys = claimWords.map(matchKey);
  return parts.find((part) => {
    if (freeParts.includes(part) || !prices(sentence).some((q) => within(q, part))) return false;
    const ownKeys = keysWithin(sentence, part);
    return claimKeys.some((key) => ownKeys.has(key) && !inFreeParts.has(key)) && !claimKeys.some((key) => freeOf.has(key) && !ownKeys.has(key));
  });
}

const rule: ContentRule = {
  meta: {
    id: "free-or-priced",
    code: "X1",
    description: "The claim gives a price where the cited source says the thing is free, or says it is free where the source gives a price.",
    severity: "error",
  },
  check({ claim, alignment, where, evidence }) {
    const best = alignment.sentences[0];
    if (!best) return [];
    const claimFree = freeSaid(claim);
    const free = claimFree.find((span) => !negatedAt(claim, span));
    // Free, where a sentence says free of other things and gives a price for the one the claim names:
    // "with an Atelier frame, single-vision lenses are included at no extra cost" against "included free
    // with Essentials and Signature frames but cost £40 with Atelier frames". (Of the claim's part that
    // says free, which the best sentence for the whole claim need not say most of.)
    if (free !== undefined) {
      for (const sentence of alignment.sentences) {
        const pricedPart = partPricingTheClaimsThing(claim, free, sentence);
        if (pricedPart === undefined) continue;
        const price = prices(sentence).find((q) => within(q, pricedPart))!;
        const said = claim.text.slice(free.start - claim.start, free.end - claim.start);
        return [{ message: `${where(sentence)} gives a price for it, ${price.raw}, the claim says '${said}'`, span: free, actual: said, expected: price.raw, evidence: evidence(sentence) }];
      }
    }
    if (!holdsMostOf(claim, best)) return [];
    const claimPrices = prices(claim);
    // A price, where the sentence says free and gives no price at all.
    if (claimPrices.length > 0 && claimFree.length === 0 && onlyFree(best) && prices(best).length === 0) {
      const price = claimPrices[0]!;
      return [{ message: `${where(best)} says it is free, the claim says ${price.raw}`, span: { start: price.start, end: price.end }, actual: price.raw, expected: "free", evidence: evidence(best) }];
    }
    // Free, where the sentence gives a price and says free of nothing, or denies it.
    if (free !== undefined && claimPrices.length === 0 && !saysFree(best) && prices(best).length > 0) {
      const price = prices(best)[0]!;
      const said = claim.text.slice(free.start - claim.start, free.end - claim.start);
      return [{ message: `${where(best)} gives a price, ${price.raw}, the claim says '${said}'`, span: free, actual: said, expected: price.raw, evidence: evidence(best) }];
    }
    // Free, where the sentence charges the cost to someone and says free of nothing.
    const chargedTo = free !== undefined && claimPrices.length === 0 && !saysFree(best) ? CHARGED_TO.exec(best.text) : null;
    if (free !== undefined && chargedTo !== null) {
      const said = claim.text.slice(free.start - claim.start, free.end - claim.start);
      return [{ message: `${where(best)} says '${chargedTo[0]}', the claim says '${said}'`, span: free, actual: said, expected: chargedTo[0], evidence: evidence(best) }];
    }
    return [];
  },
};

export default rule;
