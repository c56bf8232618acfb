import type { Token } from "../text/tokens.js";
import type { Analysed } from "../analysis.js";
import { tokenMatch } from "../align.js";
import type { ContentRule } from "./rule.js";

/** The evidence sentence must hold most of the claim before a polarity difference means anything. */
const MIN_ALIGNMENT = 0.6;
/** A cue negates what follows it closely: within this many characters (fewer in Chinese)… */
const REACH = { latin: 40, cjk: 8 };
/** …and not past the end of its clause: "Don't be a victim, avoid dark streets" does not negate "avoid". */
const CLAUSE_END = /[,;:.!?()\u3001\uff0c\u3002\uff1b\uff1a\uff01\uff1f]|\b(?:but|and|or|so|because|while|although|though|whereas|which|who|then)\b/iu;

/** The text a cue negates: what follows it, up to REACH and the end of its clause. */
function scopeOf(text: Analysed, cue: Token): string {
  const cjk = /[\u3400-\u9fff]/.test(cue.text);
  const scope = text.text.slice(cue.end - text.start, cue.end - text.start + (cjk ? REACH.cjk : REACH.latin));
  const end = scope.search(CLAUSE_END);
  return (end >= 0 ? scope.slice(0, end) : scope).toLowerCase();
}

/** Negation cues that bear on words the two texts share, so "X is fast, but not cheap" does not negate "X is fast". */
function relevantCues(text: Analysed, shared: ReadonlySet<string>): Token[] {
  return text.negations.filter((cue) => {
    const scope = scopeOf(text, cue);
    for (const word of shared) if (scope.includes(word)) return true;
    return false;
  });
}

/**
 * The claim says the opposite of its best evidence sentence: one of them negates what the
 * other states ("does not support" vs "supports", 未采用 vs 采用).
 */
const rule: ContentRule = {
  meta: {
    id: "negation-conflict",
    code: "X1",
    description: "The claim negates what the cited source states, or states what it negates.",
    severity: "error",
  },
  check({ claim, alignment, evidence, where }) {
    const best = alignment.sentences[0];
    if (!best || alignment.bestCoverage < MIN_ALIGNMENT) return [];
    // Without a cue on either side both read as stated: the shared words need not be found.
    if (claim.negations.length === 0 && best.negations.length === 0) return [];
    const shared = new Set(claim.content.filter((t) => tokenMatch(t, best) === 1).map((t) => t.norm));
    if (shared.size === 0) return [];
    const claimCues = relevantCues(claim, shared);
    const claimNegated = claimCues.length % 2 === 1;
    const sourceNegated = relevantCues(best, shared).length % 2 === 1;
    if (claimNegated === sourceNegated) return [];
    const cue = claimNegated ? claimCues[0]! : undefined;
    return [
      {
        message: claimNegated ? `the claim negates what ${where(best)} states` : `${where(best)} negates what the claim states`,
        ...(cue ? { span: { start: cue.start, end: cue.end }, actual: cue.text } : {}),
        evidence: evidence(best),
      },
    ];
  },
};

export default rule;
