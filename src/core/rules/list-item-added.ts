import { matchKey, type Analysed } from "../analysis.js";
import type { Alignment } from "../align.js";
import type { Token } from "../text/tokens.js";
import { regionLabels, type SourceSentence } from "../context-index.js";
import type { Span } from "../types.js";
import { clauseStartBefore, keysWithin, segments, spansBetween, within } from "./clauses.js";
import type { ContentRule } from "./rule.js";
import { HAN } from "../text/zh.js";

const WORD = String.raw`[\p{L}\p{N}'’-]+`;
const ITEM = String.raw`${WORD}(?: ${WORD})?`;
/** "nausea, indigestion and dizziness": items of one or two words, commas, and a last one after "and" or "or". */
const EN_LIST = new RegExp(String.raw`(?:${ITEM}, )+${ITEM},? (?:and|or) ${ITEM}`, "gu");
const EN_SEPARATOR = /, (?:and |or )?| (?:and|or) /gu;
/** "恶心、消化不良和头晕": items joined by 、 and a last one after 和, 及, 与, 或 or 还是. */
const ZH_LIST = /[\p{Script=Han}\p{L}\p{N}]{1,8}(?:、[\p{Script=Han}\p{L}\p{N}]{1,8})+(?:(?:[和及与或]|还是)[\p{Script=Han}\p{L}\p{N}]{1,8})?/gu;
const ZH_SEPARATOR = /[、和及与或]|还是/gu;
/** "effective and caring": two items of one word each, which a list of ratings or qualities is written in. */
const EN_PAIR = new RegExp(String.raw`(?<![\p{L}\p{N}'’-] (?:and|or) |, )\b${WORD} (?:and|or) ${WORD}\b(?! (?:and|or) )`, "gu");
type ListPatterns = readonly (readonly [RegExp, RegExp])[];
const LISTS: ListPatterns = [
  [EN_LIST, EN_SEPARATOR],
  [ZH_LIST, ZH_SEPARATOR],
];
/** Pairs are read as lists of their own kind: a pair in a claim is set against the pairs of a sentence, not its longer lists. */
const PAIRS: ListPatterns = [[EN_PAIR, EN_SEPARATOR]];
const LISTS_AND_PAIRS: ListPatterns = [...LISTS, ...PAIRS];

/**
 * The first item of a list in the claim that its evidence lacks entirely while it holds another
 * item ("nausea, indigestion and dizziness" against "nausea and indigestion"): an item slipped
 * into a list is a fact added, however small a share of the claim's words it is.
 */
function addedListItem(claim: Analysed, alignment: Alignment): { item: Token[]; sentence: SourceSentence; others: Token[][] } | undefined {
  if (alignment.unmatched.length === 0) return undefined;
  const unmatched = new Set<Token>(alignment.unmatched);
  for (const { items } of claimLists(claim)) {
    const lacking = items.findIndex((tokens) => tokens.every((t) => unmatched.has(t) && isItemWord(t)));
    if (lacking < 0) continue;
    // The other items must be listed together in one evidence sentence: that is the list the claim added to.
    const others = items.filter((_, k) => k !== lacking);
    const sentence = alignment.sentences.find((s) => others.length >= 2 && others.every((tokens) => tokens.some((t) => !unmatched.has(t) && s.keys.has(matchKey(t)))));
    if (sentence) return { item: items[lacking]!, sentence, others };
  }
  return undefined;
}

/** What closes a list to what it names: 仅供行人和非机动车, "open only to members and guests". */
const ONLY_BEFORE = /(?:仅限|仅供|仅|只限|只供|只|限于|\b(?:only|exclusively|solely)(?:\s+(?:to|for|by))?)\s*$/iu;
/** How far before the list's first item its "only" may stand. */
const ONLY_REACH = 16;

/** …or after its last item: "open on Wednesdays and Saturdays only". */
const ONLY_AFTER = /^\s*(?:only|exclusively)\b/iu;

/** The sentence lists the claim's other items after a word that allows those only, or before one. */
function closedList(sentence: SourceSentence, others: readonly Token[][]): boolean {
  // An item's last word is its own: the first may carry words of the clause before the list ("目前永济桥允许行人").
  const keys = new Set(others.map((tokens) => matchKey(tokens[tokens.length - 1]!)));
  const first = sentence.content.find((t) => keys.has(matchKey(t)));
  const last = sentence.content.findLast((t) => keys.has(matchKey(t)));
  if (first === undefined || last === undefined) return false;
  const at = first.start - sentence.start;
  return ONLY_BEFORE.test(sentence.text.slice(Math.max(0, at - ONLY_REACH), at)) || ONLY_AFTER.test(sentence.text.slice(last.end - sentence.start));
}

/** What closes what a Chinese verb after it applies to: 仅适用于大门票. */
const ZH_ONLY = /^(?:仅|只)$/u;
/** …and an English one after it, with its preposition: "applies only to the main ticket". */
const EN_ONLY_AFTER = /^\s+only\s+(to|for|on|in|at|by|with)\b/iu;
/** The same preposition after the claim's verb: "also applies to the glass walkway". */
const EN_PREPOSITION_AFTER = /^\s+(?:also\s+|too\s+|equally\s+)?(to|for|on|in|at|by|with)\b/iu;
/** Where what a verb applies to ends, and the clause before it (a global pattern, as clauseStartBefore reads it; search ignores the flag). */
const OBJECT_END = /[，,；;。：:！？!?]/gu;
/** How many words after a verb name what it applies to. */
const OBJECT_WORDS = 3;

/** Where the clause that goes on at `at` ends. */
function clauseEndAfter(text: Analysed, at: number): number {
  const end = text.text.slice(at - text.start).search(OBJECT_END);
  return end < 0 ? text.start + text.text.length : at + end;
}

/** The words naming what the verb applies to: those after it in its clause, up to OBJECT_WORDS. */
function objectOf(text: Analysed, verb: Token): Token[] {
  const until = clauseEndAfter(text, verb.end);
  // A figure closes an amount ("对照组仅下降0.8 mmHg"), not what the verb applies to; a Chinese thing is a noun.
  if (text.quantities.some((q) => q.start >= verb.end && q.end <= until)) return [];
  const words = text.content.filter((t) => t.start >= verb.end && t.end <= until && !/^(?:only|also|too|equally|the|a|an)$/iu.test(t.norm));
  return namingWords(words)
    .filter((t) => t.kind !== "cjk" || /^n/u.test(t.tag ?? ""))
    .slice(0, OBJECT_WORDS);
}

/** The claim's naming words before its verb, in its clause, if any, are in the sentence's clause of the verb or the one before. */
function saidOfTheSame(claim: Analysed, said: Token, sentence: SourceSentence, verb: Token): boolean {
  const clauseStart = (text: Analysed, at: number): number => text.start + clauseStartBefore(text.text, at - text.start, OBJECT_END);
  const subject = namingWords(claim.content.filter((t) => t.start >= clauseStart(claim, said.start) && t.end <= said.start));
  if (subject.length === 0) return true;
  const ownStart = clauseStart(sentence, verb.start);
  const from = ownStart > sentence.start ? clauseStart(sentence, ownStart - 1) : ownStart;
  const keys = new Set(sentence.content.filter((t) => t.start >= from && t.end <= verb.start).map(matchKey));
  return subject.some((t) => keys.has(matchKey(t)));
}

/** What a verb applies to as written, from after its preposition to its last word: 大门票 of "仅适用于大门票". */
function objectText(text: Analysed, verb: Token, object: readonly Token[]): string {
  return text.text.slice(verb.end - text.start, object[object.length - 1]!.end - text.start).replace(LEADING_PREPOSITION, "");
}

/** What stands between a verb and what it applies to. */
const LEADING_PREPOSITION = /^\s*(?:于|only\s+)?(?:(?:also|too|equally)\s+)?(?:(?:to|for|on|in|at|by|with)\s+)?(?:(?:the|a|an)\s+)?/iu;

/** A thing the claim gives what the sentence closes to others: where the claim says it, and those others. */
interface AddedToTheOnly {
  item: Span;
  closedTo: string;
  sentence: SourceSentence;
}

/**
 * What a verb applies to, which the sentence closes to one thing ("半价优惠仅适用于大门票", "applies
 * only to the main ticket"), where the claim gives the verb another ("半价优惠同样适用于玻璃栈道",
 * "also applies to the glass walkway"): the claim's thing is one the sentence leaves out.
 */
function addedToTheOnly(claim: Analysed, alignment: Alignment): AddedToTheOnly | undefined {
  if (claim.negations.length > 0) return undefined;
  for (const sentence of alignment.sentences) {
    for (const [i, verb] of sentence.content.entries()) {
      const zh = verb.kind === "cjk";
      const after = sentence.text.slice(verb.end - sentence.start);
      const preposition = zh ? undefined : EN_ONLY_AFTER.exec(after)?.[1]?.toLowerCase();
      // (jieba tags some verbs after 仅 as nouns: 仅办理查询和抵押注销业务.)
      if (zh ? !(ZH_ONLY.test(sentence.content[i - 1]?.norm ?? "") && /^[vn]/u.test(verb.tag ?? "")) : preposition === undefined) continue;
      const closedTo = objectOf(sentence, verb);
      const closedText = closedTo.length > 0 ? objectText(sentence, verb, closedTo) : "";
      if (closedTo.length === 0 || closedTo.some((t) => claim.keys.has(matchKey(t)))) continue;
      for (const [j, said] of claim.content.entries()) {
        if (matchKey(said) !== matchKey(verb) || (zh && ZH_ONLY.test(claim.content[j - 1]?.norm ?? ""))) continue;
        if (!zh && EN_PREPOSITION_AFTER.exec(claim.text.slice(said.end - claim.start))?.[1]?.toLowerCase() !== preposition) continue;
        const object = objectOf(claim, said);
        // The claim's thing is none of the sentence's (青岭 of 青岭服务区), and it is said of what the
        // sentence closes: a word of the claim's before the verb is in the clause, or the one before
        // ("21:30一班为卧铺客车，中途只停靠青岭服务区" closes no 座席客车's stops).
        if (object.length === 0) continue;
        const clauseEnd = clauseEndAfter(claim, said.end);
        if (claim.content.some((t) => t.start >= said.end && t.end <= clauseEnd && t.norm.length >= 2 && closedText.toLowerCase().includes(t.norm))) continue;
        if (saidOfTheSame(claim, said, sentence, verb)) return { item: { start: object[0]!.start, end: object[object.length - 1]!.end }, closedTo: closedText, sentence };
      }
    }
  }
  return undefined;
}

/** Chinese things closed by 仅 before what they may do: "仅双床房和家庭套房可加床" (the things, then the act). */
const ZH_ONLY_THINGS_MAY = /(?:仅限?|只有)((?:\p{Script=Han}{1,8}[、和及与])*\p{Script=Han}{1,8}?)(?:才)?(?:可以|可|能够|能|方可)(\p{Script=Han}{2,4})/gu;
/** The claim's things before the same act: "大床房和双床房都可以加床". */
const ZH_THINGS_MAY = /((?:\p{Script=Han}{1,8}[、和及与])*\p{Script=Han}{1,8}?)(?:都|也|均)?(?:可以|可|能够|能)(\p{Script=Han}{2,4})/gu;
const ZH_ITEM_SEPARATOR = /[、和及与]/u;

/**
 * A Chinese thing the claim lets do what the sentence lets only others do: "大床房和双床房都可以加床"
 * of "仅双床房和家庭套房可加床". The claim's thing, and the things the sentence closes the act to.
 */
function addedBeforeTheOnly(claim: Analysed, alignment: Alignment): AddedToTheOnly | undefined {
  if (claim.negations.length > 0 || !HAN.test(claim.text)) return undefined;
  for (const sentence of alignment.sentences) {
    for (const only of sentence.text.matchAll(ZH_ONLY_THINGS_MAY)) {
      const closed = only[1]!.split(ZH_ITEM_SEPARATOR);
      for (const ours of claim.text.matchAll(ZH_THINGS_MAY)) {
        if (!ours[2]!.startsWith(only[2]!.slice(0, 2))) continue;
        let at = ours.index!;
        for (const item of ours[1]!.split(ZH_ITEM_SEPARATOR)) {
          // (A thing the sentence names otherwise, a part of one of its things or one of them in part, is among them.)
          if (item.length >= 2 && !closed.some((thing) => thing.includes(item) || item.includes(thing))) return { item: { start: claim.start + at, end: claim.start + at + item.length }, closedTo: only[1]!, sentence };
          at += item.length + 1;
        }
      }
    }
  }
  return undefined;
}

/** A list the claim writes: where it stands, and its items' words. */
interface ClaimList {
  span: Span;
  items: Token[][];
}

function claimLists(claim: Analysed, patterns: ListPatterns = LISTS_AND_PAIRS): ClaimList[] {
  return patterns.flatMap((kind) => listsOfKind(claim, kind));
}

/** A claim's lists of each kind, read once: the rule's checks ask for them up to four times. */
const claimListsCache = new WeakMap<Analysed, Map<RegExp, readonly ClaimList[]>>();

/** The claim's lists of one kind (a pattern and its separator), in order. */
function listsOfKind(claim: Analysed, [pattern, separator]: readonly [RegExp, RegExp]): readonly ClaimList[] {
  let byPattern = claimListsCache.get(claim);
  if (byPattern === undefined) {
    byPattern = new Map();
    claimListsCache.set(claim, byPattern);
  }
  let lists = byPattern.get(pattern);
  if (lists === undefined) {
    const found: ClaimList[] = [];
    pattern.lastIndex = 0;
    for (let list = pattern.exec(claim.text); list; list = pattern.exec(claim.text)) {
      const items = spansBetween(list[0], separator, list.index).map((span) =>
        claim.content.filter((t) => t.start - claim.start >= span.start && t.end - claim.start <= span.end),
      );
      const span = { start: claim.start + list.index, end: claim.start + list.index + list[0].length };
      found.push({ span, items: items.filter((tokens) => tokens.length > 0) });
    }
    lists = found;
    byPattern.set(pattern, lists);
  }
  return lists;
}

/** The lists a sentence writes, as spans. */
function sentenceLists(s: SourceSentence, patterns: ListPatterns): Span[] {
  const spans: Span[] = [];
  for (const [pattern] of patterns) {
    pattern.lastIndex = 0;
    for (let list = pattern.exec(s.text); list; list = pattern.exec(s.text)) spans.push({ start: s.start + list.index, end: s.start + list.index + list[0].length });
  }
  return spans;
}

/** A Chinese word of a list item that may name it: not a character alone, a conjunction, preposition or pronoun (可以, 在, 其). */
function namingWords(tokens: readonly Token[]): Token[] {
  return tokens.filter((t) => t.kind !== "cjk" || (t.norm.length >= 2 && !/^(?:r|c|p|u)$/u.test(t.tag ?? "")));
}

const CLAUSE_MARKS = /[，,；;：:]/gu;

/**
 * An item of a list in the claim that an evidence sentence gives in another of its lists, while
 * the claim names the list that holds its other items, by a word of that list's clause the other
 * list's lacks: "第一类选考项目可以在50米跑、立定跳远和篮球运球中任选一项" against "第一类从50米跑、
 * 立定跳远、跳绳中选一项，第二类从篮球运球、足球运球、排球垫球中选一项". The item is the other list's.
 */
function itemOfAnotherList(claim: Analysed, alignment: Alignment, patterns: ListPatterns): { item: Token[]; sentence: SourceSentence } | undefined {
  const found = claimLists(claim, patterns);
  const lists = found.map(({ items }) => items.map(namingWords).filter((words) => words.length > 0));
  if (!lists.some((items) => items.length >= 2)) return undefined;
  // What names a list is said outside the claim's lists: 第一类, not 篮球 or 运球.
  const labels = namingWords(claim.content).filter((t) => !found.some(({ span }) => t.end > span.start && t.start < span.end));
  for (const sentence of alignment.sentences) {
    const theirLists = sentenceLists(sentence, patterns);
    if (theirLists.length < 2) continue;
    const clauses = spansBetween(sentence.text, CLAUSE_MARKS, sentence.start);
    const clauseOf = (list: Span): Span => clauses.find((clause) => within(list, clause)) ?? list;
    const inList = (tokens: Token[], list: Span): boolean => tokens.every((t) => sentence.content.some((w) => within(w, list) && matchKey(w) === matchKey(t)));
    // The claim names the list by a word only its clause has.
    const names = (list: Span, other: Span): boolean => {
      const ours = keysWithin(sentence, clauseOf(list));
      const theirs = keysWithin(sentence, clauseOf(other));
      return labels.some((t) => ours.has(matchKey(t)) && !theirs.has(matchKey(t)));
    };
    for (const items of lists) {
      for (const [k, item] of items.entries()) {
        const others = items.filter((_, j) => j !== k);
        const holding = theirLists.find((list) => others.length > 0 && others.every((tokens) => inList(tokens, list)));
        if (holding === undefined || inList(item, holding)) continue;
        const itemList = theirLists.find((list) => list !== holding && inList(item, list));
        if (itemList !== undefined && names(holding, itemList)) return { item, sentence };
      }
    }
  }
  return undefined;
}


/** Words that deny a thing what a case of the sentence gives the others: "on Rapid it is disabled", 不支持. */
const DISABLED = /\b(?:disabled|unavailable|excluded|switched\s+off|not\s+(?:available|supported|possible))\b|不支持|不可用|禁用|不适用|除外/iu;

/**
 * An item of the claim's list that the sentence names apart from the others, in a case (its part
 * between semicolons) that denies it: "about 25 minutes into the Basic, Wholemeal and Rapid
 * programmes" against "…into the Basic and Wholemeal programmes; on Rapid it is disabled".
 */
function itemDeniedApart(claim: Analysed, alignment: Alignment): { item: Token[]; sentence: SourceSentence } | undefined {
  // (A claim that denies may deny what the sentence does.)
  if (claim.negations.length > 0) return undefined;
  for (const { items } of claimLists(claim)) {
    // (An item's first word names it: the last item carries the list's noun, "Rapid programmes".)
    const named = items.map(namingWords).filter((words) => words.length > 0).map((words) => words.slice(0, 1));
    if (named.length < 2) continue;
    for (const sentence of alignment.sentences) {
      const clauses = spansBetween(sentence.text, CLAUSE_MARKS, sentence.start);
      // Cases between semicolons, else, in Chinese, clauses within one ("报考高起本、高起专的总分加20分，专升本不享受年龄加分；…";
      // an English clause is too often a list's own part: "two Thunderbolt 4 ports and one USB-A port").
      for (const cases of HAN.test(sentence.text) ? [segments(sentence), clauses] : [segments(sentence)]) {
        if (cases.length < 2) continue;
        const caseOf = (tokens: readonly Token[]): Span | undefined => {
          const places = tokens.map((t) => sentence.content.find((w) => matchKey(w) === matchKey(t)));
          if (places.some((w) => w === undefined)) return undefined;
          const found = cases.filter((part) => places.every((w) => within(w!, part)));
          return found.length === 1 ? found[0] : undefined;
        };
        for (const [k, item] of named.entries()) {
          const others = named.filter((_, j) => j !== k).map(caseOf);
          const own = caseOf(item);
          if (own === undefined || others.some((part) => part === undefined || part === own) || new Set(others).size !== 1) continue;
          // The denial is said of the item: in its clause.
          const place = sentence.content.find((w) => within(w, own) && matchKey(w) === matchKey(item[0]!))!;
          const clause = clauses.find((part) => within(place, part)) ?? own;
          const text = sentence.text.slice(clause.start - sentence.start, clause.end - sentence.start);
          if (DISABLED.test(text) || sentence.negations.some((cue) => within(cue, clause))) return { item, sentence };
        }
      }
    }
  }
  return undefined;
}

/** Words that open a sentence before its comma without being an item of a list after it: "Together, grants and partners…". */
const OPENING_WORD = /^(?:together|altogether|combined|however|overall|meanwhile|additionally|instead|still|today|currently|finally|again|then|thus)$/iu;

/** Words for what is left of a list, which name no item of their own: "486 wholetime and the remainder on call". */
const REST_WORD = /^(?:rest|remainder|others)$/iu;

/** A word that can name a listed thing: not a particle ("out", "up"), an adverb ("specifically", "together") or the rest. */
function isItemWord(token: Token): boolean {
  return token.kind === "cjk" || (token.text.length >= 4 && !token.text.endsWith("ly") && !OPENING_WORD.test(token.text) && !REST_WORD.test(token.text));
}

const rule: ContentRule = {
  meta: {
    id: "list-item-added",
    code: "S1",
    description: "The claim adds an item to a list its source gives (or to what it closes to one thing), or moves one from another of its lists.",
    severity: "error",
  },
  check({ claim, alignment, regions, where, evidence }) {
    const moved = itemOfAnotherList(claim, alignment, LISTS) ?? itemOfAnotherList(claim, alignment, PAIRS);
    if (moved !== undefined) {
      const item = moved.item.map((t) => t.text).join(" ");
      const span = { start: moved.item[0]!.start, end: moved.item[moved.item.length - 1]!.end };
      return [{ code: "X1", message: `${where(moved.sentence)} lists '${item}' in another list than the claim's other items`, span, actual: item, evidence: evidence(moved.sentence) }];
    }
    const denied = itemDeniedApart(claim, alignment);
    if (denied !== undefined) {
      const item = denied.item.map((t) => t.text).join(" ");
      const span = { start: denied.item[0]!.start, end: denied.item[denied.item.length - 1]!.end };
      return [{ code: "X1", message: `${where(denied.sentence)} gives it the other items and denies it '${item}'`, span, actual: item, evidence: evidence(denied.sentence) }];
    }
    const only = addedToTheOnly(claim, alignment) ?? addedBeforeTheOnly(claim, alignment);
    if (only !== undefined) {
      const item = claim.text.slice(only.item.start - claim.start, only.item.end - claim.start);
      return [{ code: "X1", message: `${where(only.sentence)} closes it to '${only.closedTo}' only, the claim gives it '${item}'`, span: only.item, actual: item, expected: only.closedTo, evidence: evidence(only.sentence) }];
    }
    const added = addedListItem(claim, alignment);
    if (added === undefined) return [];
    const span = { start: added.item[0]!.start, end: added.item[added.item.length - 1]!.end };
    const item = added.item.map((t) => t.text).join(" ");
    // A list the source closes ("仅供行人和非机动车通行") says the added item is not in it.
    if (closedList(added.sentence, added.others)) return [{ code: "X1", message: `${where(added.sentence)} lists only the other items, not '${item}'`, span, actual: item, evidence: evidence(added.sentence) }];
    return [{ message: `${regionLabels(regions)} lists the other items but not '${item}'`, span, actual: item }];
  },
};

export default rule;
