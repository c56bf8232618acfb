// What each code means, for reports that explain themselves (SARIF rules, the
// HTML legend). The wording follows DESIGN.md's code table.
import type { Code } from "../core/types.js";

/** In DESIGN.md's order, so that every report lists codes the same way. */
export const CODE_ORDER: readonly Code[] = ["E1", "N1", "R1", "Q1", "C1", "C2", "C3", "X1", "S1"];

export const CODE_TEXT: Record<Code, string> = {
  E1: "An entity of the answer is not in the cited source.",
  N1: "A number, date or quantity of the answer is not in the cited source, after normalisation.",
  R1: "A causal, comparative or temporal relation the cited source does not state.",
  Q1: "The answer gives a value where the cited source says it is not provided.",
  C1: "The cited chunk or line does not support the claim.",
  C2: "The citation marker points at nothing (unknown chunk, source or line).",
  C3: "The claim carries no citation.",
  X1: "The claim contradicts its cited source (a different number, date, negation or antonym).",
  S1: "The claim is not entailed by its cited source.",
};

/** The codes that occur in `codes`, each once, in CODE_ORDER. */
export function codesUsed(codes: Iterable<Code>): Code[] {
  const seen = new Set(codes);
  return CODE_ORDER.filter((code) => seen.has(code));
}
