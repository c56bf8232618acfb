import type { Span } from "../types.js";

// How sources say that they do not give a value: "FP16 算力未给出", "Pricing has not been disclosed".
const NOT_PROVIDED =
  /未提供|未给出|未覆盖|未公布|未披露|未说明|未列出|未注明|未确定|未定|尚无|暂无|不详|待定|\bnot (?:yet )?(?:been )?(?:provided|disclosed|published|given|specified|stated|announced|released|reported|available|covered|known)\b|\b(?:undisclosed|unspecified|unannounced|unknown|TBD|TBA|n\/a)\b/iu;

/** The span of a "not provided" statement in a text, if it has one. */
export function notProvidedCue(text: string): Span | undefined {
  const m = NOT_PROVIDED.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}
