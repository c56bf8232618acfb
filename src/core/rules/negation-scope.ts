import type { Span } from "../types.js";
import type { Token } from "../text/tokens.js";
import type { Analysed } from "../analysis.js";
import { CLAUSE_END } from "./clauses.js";

/** A cue negates what follows it closely: within this many characters (fewer in Chinese)… */
const REACH = { latin: 40, cjk: 8 };

export interface Scope {
  cue: Token;
  start: number;
  end: number;
}

/** "Without" negates its object only: "without a visa for stays of up to 90 days" allows the stays. */
const AFTER_OBJECT = /\s(?:for|of|in|on|at|to|within|during|from|by|as|and|or|but|because|since|until|after|before|if|when|while)\s/i;

const scopesCache = new WeakMap<Analysed, Scope[]>();

/**
 * What each cue negates: what follows it, up to REACH and the end of its clause ("Don't be a
 * victim, avoid dark streets" does not negate "avoid"), or its object for "without".
 */
export function scopesOf(text: Analysed): Scope[] {
  let scopes = scopesCache.get(text);
  if (scopes !== undefined) return scopes;
  scopes = text.negations.map((cue) => {
    const from = cue.end - text.start;
    const reach = /[\u3400-\u9fff]/.test(cue.text) ? REACH.cjk : REACH.latin;
    const window = text.text.slice(from, from + reach);
    const clauseEnd = window.search(CLAUSE_END);
    const objectEnd = cue.norm === "without" ? window.search(AFTER_OBJECT) : -1;
    const end = objectEnd >= 0 && (clauseEnd < 0 || objectEnd < clauseEnd) ? objectEnd : clauseEnd;
    // From the cue itself, which may hold what it negates (不支持 as one word).
    return { cue, start: cue.start, end: cue.end + (end >= 0 ? end : window.length) };
  });
  scopesCache.set(text, scopes);
  return scopes;
}

/** Whether the span lies wholly within the scope. */
export function reaches(scope: Scope, span: Span): boolean {
  return span.start >= scope.start && span.end <= scope.end;
}

/** Whether the scope denies the span, which is not its cue: a cue does not negate itself (不到, "under", is the opposite of 超过, not its denial). */
export function denies(scope: Scope, span: Span): boolean {
  return reaches(scope, span) && !(scope.cue.start === span.start && scope.cue.end === span.end);
}

/** Whether an odd number of the text's cues deny the span: "does not open" negates "open", "not without" does not. */
export function negatedAt(text: Analysed, span: Span): boolean {
  if (text.negations.length === 0) return false;
  let n = 0;
  for (const scope of scopesOf(text)) if (denies(scope, span)) n++;
  return n % 2 === 1;
}
