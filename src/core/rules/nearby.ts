import type { Span } from "../types.js";
import type { Token } from "../text/tokens.js";
import { matchKey, type Analysed } from "../analysis.js";
import type { Region, SourceSentence } from "../context-index.js";
import { insideFigure } from "./clauses.js";

function nearbyTokens(text: Analysed, span: Span, perSide: number): Token[] {
  // A source sentence's content words keep the words of its figures; a claim's leave them out.
  const words = text.content.filter((t) => !insideFigure(text, t));
  const before = words.filter((t) => t.end <= span.start).slice(-perSide);
  const after = words.filter((t) => t.start >= span.end).slice(0, perSide);
  return [...before, ...after];
}

/**
 * Match keys of the content words nearest to a span (a number, a date), `perSide` on each side:
 * the words that say what the number is about.
 */
export function nearbyKeys(text: Analysed, span: Span, perSide = 3): Set<string> {
  return new Set(nearbyTokens(text, span, perSide).map(matchKey));
}

/**
 * Short capitalised codes such as INT8, FP16, Q3, H100: a qualifier makes "FP16 throughput"
 * another attribute than "INT8 throughput". Product names (星尘-3, ResNet-50, the X2 of "Orion
 * X2", right after a capitalised word) are subjects, not qualifiers.
 */
function isQualifier(token: Token, text: Analysed): boolean {
  if (!/^[A-Z0-9]{2,8}$/.test(token.text) || !/[A-Z]/.test(token.text)) return false;
  const at = text.content.indexOf(token);
  const previous = at > 0 ? text.content[at - 1]! : undefined;
  const namePart = previous !== undefined && /^\p{Lu}/u.test(previous.text) && /^\s+$/.test(text.text.slice(previous.end - text.start, token.start - text.start));
  return !namePart;
}

/** A sentence that opens on a pronoun speaks of what an earlier one named: "It costs $1,299", 其售价为… */
const PRONOUN_SUBJECT = /^\s*(?:(?:it|its|they|their|this|these|he|she|his|her)(?![\p{L}\p{N}])|[它其该])/iu;

export interface AttributeOptions {
  /** Content words read on each side of a value. */
  perSide?: number;
  /**
   * The sentences just before the source's, which name what it speaks of when it opens on a
   * pronoun: "The X200 weighs 1.3 kg. It costs $1,299." prices the X200.
   */
  preceding?: readonly Analysed[];
}

/**
 * Do a value of the claim and a value of a source sentence describe the same attribute? Their
 * neighbourhoods must share a word, and every qualifier next to the claim's value must be in
 * the source sentence, or, when that opens on a pronoun, in a sentence just before it; then a
 * different value is a conflict, not a different fact.
 */
export function sameAttribute(claim: Analysed, claimSpan: Span, source: Analysed, sourceSpan: Span, { perSide = 3, preceding = [] }: AttributeOptions = {}): boolean {
  const near = nearbyTokens(claim, claimSpan, perSide);
  const sourceNear = nearbyKeys(source, sourceSpan, perSide);
  if (!near.some((t) => sourceNear.has(matchKey(t)))) return false;
  const qualifiers = near.filter((t) => isQualifier(t, claim));
  if (qualifiers.length === 0) return true;
  const carriesOver = preceding.length > 0 && PRONOUN_SUBJECT.test(source.text);
  return qualifiers.every((t) => {
    const key = matchKey(t);
    return source.keys.has(key) || (carriesOver && preceding.some((s) => s.keys.has(key)));
  });
}

/** The aligned sentences first (they hold the value as a rule), then the rest of the regions', each once. */
export function evidenceSentences(aligned: readonly SourceSentence[], regions: readonly Region[]): SourceSentence[] {
  const seen = new Set<SourceSentence>(aligned);
  for (const region of regions) for (const sentence of region.sentences) seen.add(sentence);
  return [...seen];
}
