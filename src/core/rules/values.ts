import type { RuleReport, Span } from "../types.js";
import type { SourceSentence } from "../context-index.js";
import type { ContentContext } from "./rule.js";
import { evidenceSentences } from "./nearby.js";

interface Value extends Span {
  raw: string;
}

export interface ValueCheck<T extends Value> {
  /** The claim's values of this kind (numbers, dates). */
  values: readonly T[];
  /** A source sentence's values of the same kind. */
  valuesOf(sentence: SourceSentence): readonly T[];
  /** The source value is the claim's value, after normalisation. */
  same(claimValue: T, sourceValue: T): boolean;
  /** The source value is another value for the same thing: a contradiction. */
  rivals(claimValue: T, sentence: SourceSentence, sourceValue: T): boolean;
  /** The N1 message for a value the evidence does not hold. */
  missing(claimValue: T, cited: string): string;
}

/**
 * The shared shape of the number and date rules: each value of the claim must be in the evidence;
 * a rival value about the same thing makes X1, no trace of it makes N1. The aligned sentences are
 * read first: they hold the value as a rule, and the others need not be read (nor listed).
 */
export function checkValues<T extends Value>({ regions, alignment, evidence, where }: ContentContext, check: ValueCheck<T>): RuleReport[] {
  if (check.values.length === 0) return [];
  let sentences: SourceSentence[] | undefined;
  const reports: RuleReport[] = [];
  for (const value of check.values) {
    const holds = (s: SourceSentence): boolean => check.valuesOf(s).some((e) => check.same(value, e));
    if (alignment.sentences.some(holds)) continue;
    sentences ??= evidenceSentences(alignment.sentences, regions);
    if (sentences.some(holds)) continue;
    let rival: { sentence: SourceSentence; value: T } | undefined;
    for (const sentence of sentences) {
      const found = check.valuesOf(sentence).find((e) => check.rivals(value, sentence, e));
      if (found) {
        rival = { sentence, value: found };
        break;
      }
    }
    if (rival) {
      reports.push({
        code: "X1",
        message: `${where(rival.sentence)} says ${rival.value.raw}, the claim says ${value.raw}`,
        span: value,
        actual: value.raw,
        expected: rival.value.raw,
        evidence: evidence(rival.sentence),
      });
    } else {
      reports.push({ message: check.missing(value, regions.map((r) => `[${r.label}]`).join(", ")), span: value, actual: value.raw });
    }
  }
  return reports;
}
