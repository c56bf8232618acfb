import { elidedOrdinalPlaces, superlativeRanks, type SuperlativeRank } from "../quantities/fixed-forms.js";
import type { ContentRule } from "./rule.js";
import type { SourceSentence } from "../context-index.js";
import { evidenceSentences } from "./nearby.js";
import { countIn } from "./values.js";

/** A source sentence with the ranks it gives. */
interface Ranked {
  sentence: SourceSentence;
  ranks: SuperlativeRank[];
}

/**
 * A place in an order that the evidence gives otherwise: "the largest city" where the sentence
 * that speaks of it says "the second-largest city", "third-largest" against "largest", 最大
 * against 第二大, "the second Thursday of the month" against "the first Thursday". The ranks are read from the superlatives themselves, since the figure rule sees
 * no number in "largest". A superlative the evidence does not use at all is left to the judge.
 */
const rule: ContentRule = {
  meta: {
    id: "rank-mismatch",
    code: "X1",
    description: "The claim gives a rank (largest, second-largest, 第二大) or a place in a series (second Thursday) the cited source gives otherwise.",
    severity: "error",
  },
  check({ claim, alignment, regions, evidence, where }) {
    const ranks = superlativeRanks(claim.text);
    if (ranks.length === 0) return [];
    const ranked = (sentence: SourceSentence): Ranked => ({ sentence, ranks: superlativeRanks(sentence.text) });
    const sentences = alignment.sentences.map(ranked);
    // The other cited sentences, read only where the aligned ones give the rank otherwise.
    let others: Ranked[] | undefined;
    const otherSentences = (): Ranked[] => (others ??= evidenceSentences(alignment.sentences, regions).filter((sentence) => !alignment.sentences.includes(sentence)).map(ranked));
    const reports = [];
    for (const rank of ranks) {
      // The same order of the same things: "second-largest city" says nothing of the largest carmaker.
      const sameOrder = (other: SuperlativeRank): boolean => other.by === rank.by && (other.of === undefined || rank.of === undefined || other.of === rank.of);
      const holds = (s: Ranked): boolean => s.ranks.some((other) => sameOrder(other) && other.place === rank.place) || elidedOrdinalPlaces(s.sentence.text).includes(rank.place);
      if (sentences.some(holds)) continue;
      const rival = sentences.find((s) => s.ranks.some(sameOrder));
      if (!rival) continue;
      // A place that another sentence of the source gives, saying as much of the claim, is the
      // claim's: "第10轮定在6月21日" of "第10轮将于6月21日进行", though the aligned sentence tells of 第9轮
      // (not "the first homes ready in 2028" for a crossing needed "before the 50th home is occupied").
      const said = countIn(claim.keys, rival.sentence.keys);
      if (otherSentences().some((s) => holds(s) && countIn(claim.keys, s.sentence.keys) >= said)) continue;
      const given = rival.ranks.find(sameOrder)!;
      const expected = rival.sentence.text.slice(given.start, given.end);
      const actual = claim.text.slice(rank.start, rank.end);
      reports.push({
        message: `${where(rival.sentence)} says '${expected}', the claim says '${actual}'`,
        span: { start: claim.start + rank.start, end: claim.start + rank.end },
        actual,
        expected,
        evidence: evidence(rival.sentence),
      });
    }
    return reports;
  },
};

export default rule;
