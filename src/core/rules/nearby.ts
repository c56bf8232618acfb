import type { Span } from "../types.js";
import { matchKey, type Analysed } from "../analysis.js";

/**
 * Match keys of the content words nearest to a span (a number, a date), `perSide` on each side:
 * the words that say what the number is about. Two numbers whose neighbourhoods share a word
 * describe the same attribute, so a different value is a conflict, not a different fact.
 */
export function nearbyKeys(text: Analysed, span: Span, perSide = 3): Set<string> {
  const before = text.content.filter((t) => t.end <= span.start).slice(-perSide);
  const after = text.content.filter((t) => t.start >= span.end).slice(0, perSide);
  return new Set([...before, ...after].map(matchKey));
}

export function sharesAny(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const key of a) if (b.has(key)) return true;
  return false;
}
