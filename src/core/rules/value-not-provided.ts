import { matchKey } from "../analysis.js";
import { notProvidedCue } from "../lexicon/not-provided.js";
import type { SourceSentence } from "../context-index.js";
import { sameDate, sameQuantity, type DateMention, type Quantity } from "../quantities/index.js";
import type { ContentRule } from "./rule.js";

/** Share of the "not provided" sentence's subject words the claim must repeat to be about the same thing. */
const MIN_SUBJECT_OVERLAP = 0.6;

/** The words a "not provided" sentence is about: its content words outside the cue. */
function subjectKeys(sentence: SourceSentence): string[] {
  const cue = notProvidedCue(sentence.text)!;
  return sentence.content.filter((t) => t.end - sentence.start <= cue.start || t.start - sentence.start >= cue.end).map(matchKey);
}

/** Per chunk's sentence list, its "not provided" sentences: every claim citing the chunk asks, and most chunks have none. */
const cueSentences = new WeakMap<readonly SourceSentence[], SourceSentence[]>();

function notProvidedSentences(sentences: readonly SourceSentence[]): SourceSentence[] {
  let found = cueSentences.get(sentences);
  if (found === undefined) {
    found = sentences.filter((s) => notProvidedCue(s.text) !== undefined);
    cueSentences.set(sentences, found);
  }
  return found;
}

/**
 * The source says a value is not provided ("FP16 算力未给出", "pricing has not been disclosed") and
 * the claim gives one anyway: the commonest way an answer fills a gap from the model's memory.
 */
const rule: ContentRule = {
  meta: {
    id: "value-not-provided",
    code: "Q1",
    description: "The claim gives a value the cited source says is not provided.",
    severity: "error",
  },
  check({ claim, regions, chunkSentences, evidence, where }) {
    if ((claim.quantities.length === 0 && claim.dates.length === 0) || notProvidedCue(claim.text)) return [];
    const chunks: number[] = [];
    for (const region of regions) if (!chunks.includes(region.chunk)) chunks.push(region.chunk);
    // A value the source does give is not filled in from memory, even next to "undisclosed".
    // Found only once a "not provided" sentence turns up: most sources have none.
    const unsupportedValues = (): (Quantity | DateMention)[] => {
      const read = chunks.flatMap((chunk) => chunkSentences(chunk));
      return [
        ...claim.quantities.filter((q) => !read.some((s) => s.quantities.some((e) => sameQuantity(q, e)))),
        ...claim.dates.filter((d) => !read.some((s) => s.dates.some((e) => sameDate(d, e)))),
      ];
    };
    for (const chunk of chunks) {
      for (const sentence of notProvidedSentences(chunkSentences(chunk))) {
        const subject = subjectKeys(sentence);
        if (subject.length === 0) continue;
        const shared = subject.filter((key) => claim.keys.has(key)).length;
        if (shared / subject.length < MIN_SUBJECT_OVERLAP) continue;
        const value = unsupportedValues()[0];
        if (!value) return [];
        return [
          {
            message: `${where(sentence)} says this is not provided, the claim gives ${value.raw}`,
            span: { start: value.start, end: value.end },
            actual: value.raw,
            evidence: evidence(sentence),
          },
        ];
      }
    }
    return [];
  },
};

export default rule;
