import type { Analysed } from "../analysis.js";
import type { Quantity } from "../quantities/index.js";
import { clauseOf, keysWithin } from "./clauses.js";
import type { ContentRule } from "./rule.js";

/**
 * A limit the claim sets on what the source leaves unlimited: "改签只能办理一次" against "改签不限次数";
 * "Members can book up to three classes a week" against "Members can book an unlimited number of
 * classes". The claim's figure is in no source, so the number rule finds it unsupported; the
 * source's word for no limit makes it wrong.
 */

/** What says a thing has no limit. */
const UNLIMITED = /不限(?:次数|次|时长|里程|流量|人数)?|次数不限|无限次|无限制|(?<![A-Za-z])(?:unlimited|(?:with\s+)?no\s+limit(?:\s+on)?|without\s+(?:any\s+)?limit|as\s+(?:many|often)\s+as\s+(?:you|they|he|she)\s+(?:like|want|wish))(?![A-Za-z])/giu;
/** What makes the claim's figure a most: 只能, 最多, "only", "up to". */
const LIMIT_BEFORE = /(?:只能|仅能|只可|仅可|只可以|仅限|最多|至多|(?<![A-Za-z])(?:only|up\s+to|at\s+most|no\s+more\s+than|a\s+maximum\s+of|limited\s+to)(?![A-Za-z]))[^，。；,;.]{0,8}$/iu;
/** Characters read before a figure for the word that makes it a most. */
const LIMIT_REACH = 16;

function limited(claim: Analysed, q: Quantity): boolean {
  if (q.bound === "upper") return true;
  return LIMIT_BEFORE.test(claim.text.slice(Math.max(0, q.start - claim.start - LIMIT_REACH), q.start - claim.start));
}

/** Keys of words that may name what a limit is on: any but a Chinese character alone. */
function namingKeys(keys: Iterable<string>): string[] {
  return [...keys].filter((key) => !/^\p{Script=Han}$/u.test(key));
}

const rule: ContentRule = {
  meta: {
    id: "limit-added",
    code: "X1",
    description: "The claim sets a limit on something the cited source says has none.",
    severity: "error",
  },
  check({ claim, alignment, where, evidence }) {
    const figures = claim.quantities.filter((q) => (q.dimension === "count" || q.dimension === "rate") && limited(claim, q));
    if (figures.length === 0) return [];
    for (const sentence of alignment.sentences) {
      for (const m of sentence.text.matchAll(UNLIMITED)) {
        const at = { start: sentence.start + m.index, end: sentence.start + m.index + m[0].length };
        const theirs = keysWithin(sentence, clauseOf(sentence, at));
        for (const q of figures) {
          // The claim's clause and the clause of no limit speak of one thing: a word of it in both.
          const ours = namingKeys(keysWithin(claim, clauseOf(claim, q)));
          if (!ours.some((key) => theirs.has(key))) continue;
          return [{ message: `${where(sentence)} says '${m[0]}', the claim limits it to ${q.raw}`, span: { start: q.start, end: q.end }, actual: q.raw, expected: m[0], evidence: evidence(sentence) }];
        }
      }
    }
    return [];
  },
};

export default rule;
