import { matchKey, type Analysed } from "../analysis.js";
import type { Alignment } from "../align.js";
import type { Token } from "../text/tokens.js";
import type { ContentRule } from "./rule.js";

/**
 * Where a sentence breaks into clauses that can each stand alone: coarser than clauses.ts, whose
 * clauses bound a negation's reach and so also end at "and", "which" or a comma.
 */
const CLAUSE_BREAK = /[，；;]|,\s+(?:and|while|whereas|but)\s+/gu;

/**
 * A claim that puts a word of one clause of its evidence into another clause in place of that
 * clause's own word ("日本队获得金牌" against "中国队获得金牌，日本队获得银牌"; "the Rovers won the
 * league" against "the Falcons won the league, and the Rovers won the cup"): the clause that holds
 * most of the claim has exactly one content word the claim lacks, and the claim has a word found
 * only in another clause. A clause that drops its subject ("公司成立于 2010 年，总部位于北京")
 * lacks nothing of the claim, so it is no swap. Returns the claim's word and the one it replaced.
 */
function mixedClauses(claim: Analysed, alignment: Alignment): [string, string] | undefined {
  const best = alignment.sentences[0];
  if (!best || alignment.bestCoverage < 1 - 1e-9) return undefined;
  const clauses = clauseSpans(best.text);
  if (clauses.length < 2) return undefined;
  const claimKeys = new Set(claim.content.map(matchKey));
  const tokensOf = (clause: { start: number; end: number }): Token[] =>
    best.content.filter((t) => t.start - best.start >= clause.start && t.end - best.start <= clause.end);
  const perClause = clauses.map((clause) => tokensOf(clause));
  const heldBy = perClause.map((tokens) => new Set(tokens.map(matchKey).filter((key) => claimKeys.has(key))));
  let main = 0;
  for (let k = 1; k < heldBy.length; k++) if (heldBy[k]!.size > heldBy[main]!.size) main = k;
  const lacking = perClause[main]!.filter((t) => !claimKeys.has(matchKey(t)));
  if (lacking.length !== 1) return undefined;
  for (const token of claim.content) {
    const key = matchKey(token);
    if (heldBy[main]!.has(key)) continue;
    const elsewhere = heldBy.filter((held, k) => k !== main && held.has(key));
    if (elsewhere.length === 1) return [token.text, lacking[0]!.text];
  }
  return undefined;
}

function clauseSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let from = 0;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(text); m; m = CLAUSE_BREAK.exec(text)) {
    if (m.index > from) spans.push({ start: from, end: m.index });
    from = m.index + m[0].length;
  }
  if (from < text.length) spans.push({ start: from, end: text.length });
  return spans;
}

const rule: ContentRule = {
  meta: {
    id: "clause-swap",
    code: "S1",
    description: "The claim moves a word of one clause of its source into another clause, in place of that clause's own.",
    severity: "error",
  },
  check({ claim, alignment, regions }) {
    const mixed = mixedClauses(claim, alignment);
    if (!mixed) return [];
    const [moved, replaced] = mixed;
    return [
      {
        message: `${regions.map((r) => `[${r.label}]`).join(", ")} says '${replaced}' where the claim says '${moved}', which it gives in another clause`,
        actual: moved,
        expected: replaced,
      },
    ];
  },
};

export default rule;
