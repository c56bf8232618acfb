import type { Span } from "../types.js";

// How sources say that they do not give a value: "FP16 算力未给出", "Pricing has not been disclosed".
const NOT_PROVIDED =
  /未提供|未给出|未覆盖|未公布|未披露|未说明|未列出|未注明|未确定|未定|尚无|暂无|不详|待定|\bnot (?:yet )?(?:been )?(?:provided|disclosed|published|given|specified|stated|announced|released|reported|available|covered|known)\b|\b(?:undisclosed|unspecified|unannounced|unknown|TBD|TBA|n\/a)\b/iu;

// The same without the u flag, which makes case-insensitive matching several times slower. The
// two differ only on ſ (U+017F) and K (U+212A), which fold to s and k under u alone.
const NOT_PROVIDED_FAST = new RegExp(NOT_PROVIDED.source, "i");
const FOLDS_TO_ASCII = /[\u017f\u212a]/;

/** The span of a "not provided" statement in a text, if it has one. */
export function notProvidedCue(text: string): Span | undefined {
  const m = (FOLDS_TO_ASCII.test(text) ? NOT_PROVIDED : NOT_PROVIDED_FAST).exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}
