import { relationCues, statedKinds, type RelationCue, type RelationKind } from "../lexicon/relations.js";
import type { Analysed } from "../analysis.js";
import { comparable, sameQuantity, type Quantity } from "../quantities/index.js";
import { claimWorking } from "./claim-arithmetic.js";
import { derivedIn, gapAcross } from "./derived-figures.js";
import { regionLabels, type SourceSentence } from "../context-index.js";
import type { ContentRule } from "./rule.js";
import { evidenceSentences } from "./nearby.js";

const KIND_NAMES: Record<RelationKind, string> = { causal: "causal", comparative: "comparative", temporal: "temporal" };

/**
 * A comparison whose amount is the gap between two figures of one evidence sentence, or of two
 * aligned ones, states the sentence's own figures: "costs £300 more than the base model" of "costs
 * £1,499; a base model … costs £1,199".
 */
function comparesByGap(claim: Analysed, cue: RelationCue, evidence: readonly SourceSentence[]): boolean {
  if (cue.kind !== "comparative") return false;
  const at = claim.start + cue.start;
  const after = claim.start + cue.end;
  const closeAfter = (q: { start: number }): boolean => q.start >= after && q.start - after <= ZH_GAP_REACH && !/[，。；,;]/u.test(claim.text.slice(cue.end, q.start - claim.start));
  const amount = claim.quantities.find(
    (q) =>
      (q.change?.figure === "amount" && ((q.end <= at && GAP_BEFORE_CUE.test(claim.text.slice(q.end - claim.start, cue.start))) || (cue.cue === "比" && closeAfter(q)))) ||
      // A lead is its amount, whoever it is over: "领先亚军孙逸凡0.366分".
      (ZH_LEAD.test(cue.cue) && q.change === undefined && closeAfter(q)),
  );
  return amount !== undefined && (evidence.some((s) => derivedIn(amount, s, claim)) || gapAcross(amount, evidence, claim));
}

/**
 * A comparison between two figures of the claim that the evidence gives or works out, one on each side of the
 * comparative: "given 28 months, a third less than the 42 months" of a source that gives both. The
 * figures say which is more; whether the claim reads them right is comparison-reversed's to tell.
 */
function comparesGivenFigures(claim: Analysed, cue: RelationCue, evidence: readonly SourceSentence[]): boolean {
  if (cue.kind !== "comparative") return false;
  const at = claim.start + cue.start;
  // (A figure the claim works out from the evidence is given by it: "折算下来每立方米相当于80元，比…65元要贵" of 每袋4元 and 0.05立方米.)
  const given = claim.quantities.filter((q) => evidence.some((s) => s.quantities.some((e) => sameQuantity(q, e)) || derivedIn(q, s, claim)));
  // (Not a bound, the figure right after the cue: "up to 1.2 m thick, … less than a mile from the site".)
  const bound = (q: Quantity): boolean => /^\s*$/u.test(claim.text.slice(cue.end, q.start - claim.start));
  return given.some((before) => before.end <= at && given.some((after) => after.start >= claim.start + cue.end && !bound(after) && comparable(before, after)));
}

/** Words that open the working behind a figure: "…is £435, since it runs for three months at £145 a month". */
const WORKING_CUES: ReadonlySet<string> = new Set(["since", "because", "as", "因为", "由于"]);

/**
 * The cue gives the claim's working: a figure stands before it, and every figure after it in the
 * claim is one the evidence gives or one the claim works out from its others ("because 90% of the
 * 60-pin gap to 220 is 54"). It relates the claim's sum to the source's figures, not two facts.
 */
function givesTheWorking(claim: Analysed, cue: RelationCue, evidence: readonly SourceSentence[]): boolean {
  if (!WORKING_CUES.has(cue.cue.toLowerCase())) return false;
  const at = claim.start + cue.start;
  const after = claim.quantities.filter((q) => q.start >= at);
  if (!claim.quantities.some((q) => q.end <= at) || after.length === 0) return false;
  const given = (q: Quantity): boolean => evidence.some((s) => s.quantities.some((e) => sameQuantity(q, e)));
  if (after.every(given)) return true;
  const { results } = claimWorking(claim, () => evidence);
  return after.some(given) && after.every((q) => given(q) || results.has(q));
}

/** The claim's superlative is one an aligned sentence gives, as a limit with its figure perhaps: "最长的一条雪道" of "最长雪道长2.3公里". */
function superlativeStated(claim: Analysed, cue: RelationCue, aligned: readonly SourceSentence[]): boolean {
  if (cue.cue !== "最") return false;
  const superlative = claim.text.slice(cue.start, cue.end + 1);
  return aligned.some((s) => s.text.includes(superlative));
}

/** The cue is a word of one of the claim's values: the "after" of "one minute after midnight". */
function insideAValue(claim: Analysed, cue: RelationCue): boolean {
  const [start, end] = [claim.start + cue.start, claim.start + cue.end];
  return [...claim.quantities, ...claim.dates].some((v) => v.start <= start && end <= v.end);
}

/** What stands between a comparison's amount and its word: "£300 more", "two hours longer", "£100 a month more than", "3 coins more than". */
const GAP_BEFORE_CUE = /^\s{0,3}$|^\s+(?:[A-Za-z]+\s+){1,2}$/u;
/** Words of a lead, whose amount follows the party it is over. */
const ZH_LEAD = /^(?:领先|落后)$/u;
/** …and between 比 (or 领先) and the amount after it, in the same clause: "比烤瓷冠每颗贵1600元", "比买2.0升及以下的燃油车多补贴5000元". */
const ZH_GAP_REACH = 20;

/**
 * A causal, comparative or temporal relation ("because", "better than", 导致, 优于, 之后) that no
 * evidence sentence states: the sources listed A and B, the claim links them.
 */
const rule: ContentRule = {
  meta: {
    id: "relation-added",
    code: "R1",
    description: "The claim states a causal, comparative or temporal relation its source does not.",
    severity: "error",
  },
  check({ claim, regions, alignment }) {
    const cues = relationCues(claim.text);
    if (cues.length === 0) return [];
    const evidence = evidenceSentences(alignment.sentences, regions);
    const stated = new Set(evidence.flatMap((s) => [...statedKinds(s.text)]));
    const reported = new Set<RelationKind>();
    return cues
      .filter((cue) => !stated.has(cue.kind) && !insideAValue(claim, cue) && !superlativeStated(claim, cue, alignment.sentences) && !comparesByGap(claim, cue, evidence) && !comparesGivenFigures(claim, cue, evidence) && !givesTheWorking(claim, cue, evidence) && !reported.has(cue.kind) && reported.add(cue.kind))
      .map((cue) => ({
        message: `'${cue.cue}' adds a ${KIND_NAMES[cue.kind]} relation that ${regionLabels(regions)} does not state`,
        span: { start: claim.start + cue.start, end: claim.start + cue.end },
        actual: cue.cue,
      }));
  },
};

export default rule;
