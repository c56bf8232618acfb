import { comparable, labelsNumber, sameQuantity, type Quantity } from "../quantities/index.js";
import { matchKey, type Analysed } from "../analysis.js";
import type { ContentRule } from "./rule.js";
import type { Evidence, RuleReport, Span } from "../types.js";
import { BRACKET_OPENING, BRACKETED, clauseStartBefore, insideFigure, ITEM_BREAKS, spansBetween, within } from "./clauses.js";

/**
 * Figures a Chinese list pairs with its items in order by 分别, given to other items than the
 * source's list gives them: "T1和T2两个处理的番茄亩产分别为8340千克和7860千克" against "T1、T2每亩产量
 * 分别为7860千克和8340千克", or than it gives each in a clause that names it ("职工医保报销比例为75%，城乡居民医保为
 * 60%"). Each figure is in the sentence, and the words around them may differ
 * too much for the slot rules to see the swap: the order of the two lists gives it away. The same
 * for figures in pairs ("10 days in the 3-day group and 11 days in the 7-day group") and for a
 * figure a sentence gives a case in brackets ("200 °C (180 °C fan)").
 */

const RESPECTIVELY = /分别/gu;
/** What ends a clause after the list's figures (clauseStartBefore reads the same marks before it). */
const CLAUSE_MARK = /[，。；：,;:]/u;
const LIST_BREAK = /[、和与及]/u;

interface Paired {
  item: string;
  figure: Quantity;
}

/**
 * Each 分别 of the text with the items of its clause, read at the length of the first ("T2" of
 * "T2两个处理的番茄亩产", as lists name alike things alike), paired in order with the figures of one
 * kind between it and the clause's end; none where the counts differ.
 */
function respectiveLists(text: Analysed): Paired[][] {
  const lists: Paired[][] = [];
  for (const at of text.text.matchAll(RESPECTIVELY)) {
    const from = clauseStartBefore(text.text, at.index);
    const after = text.text.slice(at.index).search(CLAUSE_MARK);
    const end = after < 0 ? text.text.length : at.index + after;
    const parts = text.text.slice(from, at.index).split(LIST_BREAK).map((part) => part.trim());
    if (parts.length < 2 || parts.some((part) => part.length === 0)) continue;
    const items = parts.map((part) => part.slice(0, parts[0]!.length));
    const figures = text.quantities.filter((q) => q.start >= text.start + at.index && q.end <= text.start + end);
    if (figures.length !== items.length || figures.some((q) => q.dimension !== figures[0]!.dimension || q.unit !== figures[0]!.unit)) continue;
    lists.push(items.map((item, i) => ({ item, figure: figures[i]! })));
  }
  return lists;
}

/**
 * The figure a sentence gives each of the claim's items in a clause of its own that names it
 * ("职工医保报销比例为75%，城乡居民医保为60%"), of the kind of the claim's figures; none unless every
 * item has exactly one.
 */
function namedInClauses(sentence: Analysed, list: readonly Paired[]): Paired[] {
  const kind = list[0]!.figure;
  const paired: Paired[] = [];
  for (const { item } of list) {
    const figures = sentence.quantities.filter((q) => {
      if (q.dimension !== kind.dimension || q.unit !== kind.unit) return false;
      const at = q.start - sentence.start;
      return sentence.text.slice(clauseStartBefore(sentence.text, at), at).includes(item);
    });
    if (figures.length !== 1) return [];
    paired.push({ item, figure: figures[0]! });
  }
  return paired;
}

/** What joins the first and last year of a span: 至, 到, a dash. */
const YEAR_SPAN_JOINT = /^\s*(?:[至到~～–—-]|to)\s*$/u;

/**
 * The figures 分别 gives each year of a span, in order: "2025年至2027年…分别不低于1.8亿元、2.3亿元和
 * 2.9亿元" gives 2026 its 2.3亿元. None where the counts differ.
 */
export function yearsPairedRespectively(text: Analysed): { year: number; figure: Quantity }[] {
  const pairs: { year: number; figure: Quantity }[] = [];
  for (const at of text.text.matchAll(RESPECTIVELY)) {
    const from = text.start + at.index;
    const [first, last] = text.dates.filter((d) => d.end <= from).slice(-2);
    if (first?.year === undefined || last?.year === undefined || first.month !== undefined || last.month !== undefined) continue;
    if (!YEAR_SPAN_JOINT.test(text.text.slice(first.end - text.start, last.start - text.start))) continue;
    const after = text.text.slice(at.index).search(CLAUSE_MARK);
    const end = after < 0 ? text.end : from + after;
    const figures = text.quantities.filter((q) => q.start >= from && q.end <= end);
    if (figures.length !== last.year - first.year + 1 || figures.some((q) => q.dimension !== figures[0]!.dimension || q.unit !== figures[0]!.unit)) continue;
    pairs.push(...figures.map((figure, i) => ({ year: first.year! + i, figure })));
  }
  return pairs;
}

/**
 * The text's figures in pairs, first with second, third with fourth: "10 days in the 3-day group and
 * 11 days in the 7-day group" pairs each length with its group; none unless there are two pairs or more.
 */
function figurePairs(text: Analysed): [Quantity, Quantity][] {
  // (A label's number, the 3 of "Scope 3", is no figure of a pair.)
  const figures = text.quantities.filter((q) => !labelsNumber(text.text, q.start - text.start));
  if (figures.length < 4 || figures.length % 2 !== 0) return [];
  const pairs: [Quantity, Quantity][] = [];
  for (let i = 0; i < figures.length; i += 2) pairs.push([figures[i]!, figures[i + 1]!]);
  return pairs;
}

/**
 * Two figures of the sentence's pairs put in each other's place, where the claim gives all its
 * figures in pairs as the sentence does and keeps each pair's other figure: "10 days in the 3-day
 * group and 11 days in the 7-day group" against "11 days with 3 days of treatment and 10 days with
 * 7 days". The claim's first figure of the pair, with the sentence's.
 */
function swappedInPairs(claim: Analysed, sentence: Analysed): { figure: Quantity; own: Quantity } | undefined {
  const ours = figurePairs(claim);
  const theirs = figurePairs(sentence);
  if (ours.length === 0 || ours.length !== theirs.length) return undefined;
  // Every figure of the claim is one of the sentence's, each once.
  const used = new Set<Quantity>();
  for (const q of ours.flat()) {
    const e = sentence.quantities.find((o) => !used.has(o) && sameQuantity(q, o));
    if (e === undefined) return undefined;
    used.add(e);
  }
  for (const [q, partner] of ours) {
    // (Pairs may share a partner: "1, 3 or 5 minutes (default 3 minutes)" pairs 1 and 5 each with 3.)
    if (theirs.some(([e, other]) => sameQuantity(q, e) && sameQuantity(partner, other))) continue;
    const pair = theirs.find(([, other]) => sameQuantity(partner, other));
    if (pair === undefined || sameQuantity(q, pair[0])) continue;
    // The claim's figure is another pair's in the sentence, and the claim gives that pair's other figure the figure this pair has.
    const swapped = theirs.some(([e, other]) => sameQuantity(q, e) && ours.some(([p, w]) => sameQuantity(p, pair[0]) && sameQuantity(w, other)));
    if (swapped) return { figure: q, own: pair[0] };
  }
  return undefined;
}

/** The word of the case a bracketed figure is for: "fan)" of "200 °C (180 °C fan)". */
const CASE_WORD_AFTER = /^\s+([A-Za-z]{3,})\s*[)）]/u;
/** What parts a claim's cases: a comma, a semicolon, "or", "while". */
const CASE_BREAKS = /[,;，；]|\s(?:or|while|whereas|but)\s/gu;

/**
 * The claim gives the case a sentence's bracketed figure is for the figure outside the brackets:
 * "…at 180 °C in a conventional oven, or at 200 °C if your oven has a fan" against "bake at 200 °C
 * (180 °C fan)". The claim's figure in the stretch that names the case, with the sentence's.
 */
function bracketedCaseSwapped(claim: Analysed, sentence: Analysed): { figure: Quantity; own: Quantity } | undefined {
  let stretches: Span[] | undefined;
  for (let i = 0; i + 1 < sentence.quantities.length; i++) {
    const [outside, inside] = [sentence.quantities[i]!, sentence.quantities[i + 1]!];
    if (outside.unit !== inside.unit || outside.dimension !== inside.dimension || sameQuantity(outside, inside)) continue;
    if (!BRACKET_OPENING.test(sentence.text.slice(outside.end - sentence.start, inside.start - sentence.start))) continue;
    const word = CASE_WORD_AFTER.exec(sentence.text.slice(inside.end - sentence.start))?.[1]?.toLowerCase();
    if (word === undefined) continue;
    // The claim's stretch that names the case, and the figure it gives there.
    const saysWord = new RegExp(String.raw`\b${word}\b`, "iu");
    const named = (stretches ??= spansBetween(claim.text, CASE_BREAKS, claim.start)).find((stretch) => saysWord.test(claim.text.slice(stretch.start - claim.start, stretch.end - claim.start)));
    if (named === undefined) continue;
    const there = claim.quantities.find((q) => q.start >= named.start && q.end <= named.end && q.unit === inside.unit);
    const elsewhere = claim.quantities.find((q) => (q.start < named.start || q.end > named.end) && q.unit === inside.unit);
    if (there && elsewhere && sameQuantity(there, outside) && sameQuantity(elsewhere, inside)) return { figure: there, own: inside };
  }
  return undefined;
}


/**
 * The items of a list that each give one figure, with the words each says of its figure, less the
 * words every item says ("the standard strengths are").
 */
function figureItems(text: Analysed): { figure: Quantity; keys: Set<string> }[] {
  const brackets = [...text.text.matchAll(BRACKETED)].map((m) => ({ start: text.start + m.index, end: text.start + m.index + m[0].length }));
  const items = [];
  for (const item of spansBetween(text.text, ITEM_BREAKS, text.start, brackets)) {
    const figures = text.quantities.filter((q) => within(q, item) && !labelsNumber(text.text, q.start - text.start));
    if (figures.length !== 1) continue;
    items.push({ figure: figures[0]!, keys: new Set(text.content.filter((t) => within(t, item) && !insideFigure(text, t)).map(matchKey)) });
  }
  if (items.length < 2) return [];
  for (const key of [...items[0]!.keys]) if (items.every((item) => item.keys.has(key))) for (const item of items) item.keys.delete(key);
  return items;
}

/**
 * Two figures of the sentence's list each given to what the sentence gives the other, whatever
 * order either list is said in: "366 mg/l for settled COD and 452 mg/l for suspended solids" against
 * "Os = 452 mg/l chemical oxygen demand (COD, settled) and Ss = 366 mg/l suspended solids". Each of
 * the claim's two items shares words with the other's item in the sentence and none with its own.
 */
function itemsSwapped(claim: Analysed, sentence: Analysed): { figure: Quantity; own: Quantity } | undefined {
  const ours = figureItems(claim);
  const theirs = ours.length < 2 ? [] : figureItems(sentence);
  const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => [...a].some((key) => b.has(key));
  for (const a of ours) {
    const ownOfA = theirs.find((t) => sameQuantity(a.figure, t.figure));
    if (ownOfA === undefined || meets(a.keys, ownOfA.keys)) continue;
    for (const b of ours) {
      if (b === a || sameQuantity(a.figure, b.figure) || !comparable(a.figure, b.figure)) continue;
      const ownOfB = theirs.find((t) => sameQuantity(b.figure, t.figure));
      if (ownOfB === undefined || ownOfB === ownOfA) continue;
      if (meets(a.keys, ownOfB.keys) && meets(b.keys, ownOfA.keys) && !meets(b.keys, ownOfB.keys)) return { figure: a.figure, own: ownOfB.figure };
    }
  }
  return undefined;
}

/** The claim's figure, put where the source has `own`. */
function swapReport(figure: Quantity, own: Quantity, evidence: Evidence, message: string): RuleReport {
  return { message, span: { start: figure.start, end: figure.end }, actual: figure.raw, expected: own.raw, evidence };
}

const rule: ContentRule = {
  meta: {
    id: "respective-swap",
    code: "X1",
    description: "The claim pairs a list's items with figures (分别, or each item's own words), figures with figures, or a bracketed figure with its case otherwise than the cited source does.",
    severity: "error",
  },
  check({ claim, alignment, where, evidence }) {
    const best = alignment.sentences[0];
    const swapped = best && swappedInPairs(claim, best);
    if (best && swapped) {
      const { figure, own } = swapped;
      return [swapReport(figure, own, evidence(best), `${where(best)} pairs ${own.raw} where the claim pairs ${figure.raw}, which it pairs with another`)];
    }
    const bracketed = best && bracketedCaseSwapped(claim, best);
    if (best && bracketed) {
      const { figure, own } = bracketed;
      return [swapReport(figure, own, evidence(best), `${where(best)} gives ${own.raw} for that case, the claim gives it ${figure.raw}, which is the other case's`)];
    }
    const exchanged = best && itemsSwapped(claim, best);
    if (best && exchanged) {
      const { figure, own } = exchanged;
      return [swapReport(figure, own, evidence(best), `${where(best)} gives that item ${own.raw}, the claim gives it ${figure.raw}, which is another item's`)];
    }
    const ours = respectiveLists(claim);
    if (ours.length === 0) return [];
    for (const sentence of alignment.sentences) {
      const listsOf = (list: readonly Paired[]): Paired[][] => [...respectiveLists(sentence), namedInClauses(sentence, list)].filter((theirs) => theirs.length > 0);
      for (const list of ours) {
        for (const theirs of listsOf(list)) {
          const matched = list.map(({ item }) => theirs.find((other) => other.item === item));
          if (matched.some((other) => other === undefined) || new Set(matched).size !== list.length) continue;
          const k = list.findIndex(({ figure }, i) => !sameQuantity(figure, matched[i]!.figure) && theirs.some((other) => other !== matched[i] && sameQuantity(figure, other.figure)));
          if (k < 0) continue;
          const { item, figure } = list[k]!;
          const own = matched[k]!.figure;
          return [swapReport(figure, own, evidence(sentence), `${where(sentence)} gives ${item} ${own.raw}, the claim gives it ${figure.raw}, which is another item's`)];
        }
      }
    }
    return [];
  },
};

export default rule;
