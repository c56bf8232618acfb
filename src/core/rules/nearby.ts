import type { Span } from "../types.js";
import type { Token } from "../text/tokens.js";
import { comparable, pluralWeekdaysAt, sameDate, samePer, sameQuantity, weekdaysOf, withoutBound, type DateMention, type Quantity } from "../quantities/index.js";
import { flatten, matchKey, type Analysed } from "../analysis.js";
import type { Region, SourceSentence } from "../context-index.js";
import { clauseOf, clauseStartBefore, distinctOpening, hyphenedToANoun, inDistinctionWaived, insideDate, insideFigure, insideName, ITEM_BREAKS, keysWithin, segmentOf, segments, spansBetween, SUBJECT_BREAK, within } from "./clauses.js";
import { opposites } from "../lexicon/opposites.js";
import { isOrdinalWord, placeAround } from "../quantities/fixed-forms.js";
import { negatedAt } from "./negation-scope.js";
import { holdsAbbreviated, tokenMatch } from "../align.js";
import { refersBack } from "../text/reference.js";
import { ZH_LIGHT_WORDS } from "../text/stopwords.js";
import { HAN } from "../text/zh.js";

/** What stands between an amount and the unit it is per: "£8 per day", "£2,086 a year", "3元/GB". */
const PER_GAP = /^\s*(?:a|an|per|each|every|\/|每)\s*$/iu;

/** The unit an amount is per ("day" of "£8 per day"), which says how it is counted, not what of. */
function perWordOf(text: Analysed, token: Token): boolean {
  return text.quantities.some((q) => q.per !== undefined && q.end <= token.start && PER_GAP.test(text.text.slice(q.end - text.start, token.start - text.start)));
}

/** Content words read on each side of a value for what it is about. */
const PER_SIDE = 3;

/**
 * Chinese words that bound a figure, say whether a thing may or must be done, or by what rule
 * (按, 根据), or how near it is (约), not what is measured: 至少要分摊1500元 and 分摊额度不能超过1500元 speak of one sum.
 */
const ZH_NOT_WHAT = /^(?:至少|最少|最多|至多|上限|下限|封顶|超过|不超过|不能|不得|不可|不少于|不低于|不高于|高于|低于|多于|少于|可|可以|能|能够|只能|仅能|才能|方可|只可|均可|须|必须|需|需要|应|应当|应该|要|按|按照|依照|根据|约|大约|约为|大概|将近|左右)$/u;

/** How far a change word may stand from its figure: "下降了 0.3", "rose by about 12%". */
const CHANGE_REACH = 12;

/** The figure a change word moves: the quantity whose change is written with it ("下降0.3个百分点", "rose 12%"). */
export function figureMovedBy(text: Analysed, word: Token): Quantity | undefined {
  return text.quantities.find((q) => q.change !== undefined && (q.change.at === "before" ? q.start >= word.end && q.start - word.end <= CHANGE_REACH : q.end <= word.start && word.start - q.end <= CHANGE_REACH));
}

/** An English word that says how a figure moved ("rose 5%", "a 12% drop"), not what it measures: "shares rose 5%" and "revenue rose 7.4%" share no thing. */
function movesAFigure(text: Analysed, t: Token): boolean {
  return t.kind === "word" && (figureMovedBy(text, t)?.change!.words.toLowerCase().split(/\s+/u).includes(t.norm) ?? false);
}

/** The words of a text that may say what one of its figures is about (nearbyTokens), read once per text: a claim's and a sentence's are asked of each figure and rival. */
const aboutCache = new WeakMap<Analysed, Token[]>();
const aboutWithPerCache = new WeakMap<Analysed, Token[]>();

/**
 * A Chinese reason set between a thing and its figure, which says why the figure is what it is, not
 * what it measures: 因吊床数量限制 of "空中瑜伽因吊床数量限制上限为10人", 因为吊床有限 of "空中瑜伽因为吊床有限，最多12人".
 */
const ZH_REASON = /(?:因为?|由于)(?![此而])[^，。；、\d]{1,10}?(?:限制|所限|原因|需要|影响|有限|不足)/gu;

function wordsAbout(text: Analysed, withPerWords: boolean): Token[] {
  const cache = withPerWords ? aboutWithPerCache : aboutCache;
  let words = cache.get(text);
  if (words === undefined) {
    const reasons = [...text.text.matchAll(ZH_REASON)].map((m) => ({ start: text.start + m.index, end: text.start + m.index + m[0].length }));
    // A source sentence's content words keep the words of its figures and dates; a claim's leave them out.
    words = text.content.filter(
      (t) =>
        !insideFigure(text, t) &&
        !insideDate(text, t) &&
        (withPerWords || !perWordOf(text, t)) &&
        !(t.kind === "cjk" && ZH_NOT_WHAT.test(t.norm)) &&
        !movesAFigure(text, t) &&
        !reasons.some((reason) => within(t, reason)),
    );
    cache.set(text, words);
  }
  return words;
}

function nearbyTokens(text: Analysed, span: Span, perSide: number, { withPerWords = false } = {}): Token[] {
  const words = wordsAbout(text, withPerWords);
  // The words are in text order: those before the span are a run from the start, those after it one from there on.
  let first = 0;
  while (first < words.length && words[first]!.end <= span.start) first++;
  const near = words.slice(Math.max(0, first - perSide), first);
  // Words after the next figure speak of that one: in "€198 million, or €0.87 per share", "share"
  // is not said of €198 million; words after "and", "but" or "as", of what that clause says.
  const next = nextFigureStart(text, span.end);
  const stop = Math.min(next, nextClauseStart(text, span.end), next === Infinity ? Infinity : commaBefore(text, span.end, next));
  let taken = 0;
  for (let k = first; k < words.length && taken < perSide; k++) {
    const t = words[k]!;
    if (t.start < span.end) continue;
    if (t.end > stop) break;
    near.push(t);
    taken++;
  }
  return near;
}

/**
 * Where a Chinese comma stands between a figure and the next: what follows it names the next item
 * of a list ("保证金20万元，加价幅度1万元"), not this one. (English puts a list's names after their
 * figures as often: "£38 for small dogs, £48 for medium dogs".)
 */
function commaBefore(text: Analysed, from: number, next: number): number {
  const at = text.text.slice(from - text.start, next - text.start).search(/[，、]/u);
  return at < 0 ? Infinity : from + at;
}

const CLAUSE_BREAK = /[;；。]|\s(?:and|but|while|whereas|because|which|as(?!\s+(?:of|well|much|many|high|low|long|far)\b))\s/;

function nextClauseStart(text: Analysed, from: number): number {
  const at = text.text.slice(from - text.start).search(CLAUSE_BREAK);
  return at < 0 ? Infinity : from + at;
}

/**
 * Where the next figure after `from` starts; one written right against it is part of the same
 * expression ("11月11日上午10点", "on 3 May at 10:00") and is passed over.
 */
function nextFigureStart(text: Analysed, from: number): number {
  const values = [...text.quantities, ...text.dates];
  let after = from;
  for (const value of values) if (value.start >= from && /^(?:\s*|\s+at\s+)$/.test(text.text.slice(from - text.start, value.start - text.start))) after = Math.max(after, value.end);
  let stop = Infinity;
  for (const value of values) if (value.start >= after && value.start < stop) stop = value.start;
  return stop;
}

const OF_AFTER = /^\s+of\s+/;
/** Words of a phrase that may name what a figure measures. */
const MEASURED_WORDS = 3;

/** What joins a noun phrase to the figure after it that it names: "an income of £30,000", "the loan amount is £25,000". */
const NAMES_BEFORE = /^\s+(?:of|is|was|are|were)\s+$/;

/**
 * The words that say what a figure measures: the "of" phrase right after it ("3 g of dietary
 * fibre"), or else the noun phrase joined to it before ("a minimum annual income of £30,000",
 * "the minimum loan amount is £25,000").
 */
function measuredThing(text: Analysed, span: Span): Token[] {
  const of = OF_AFTER.exec(text.text.slice(span.end - text.start, span.end - text.start + 8));
  if (!of) return namingPhrase(text, span);
  const words: Token[] = [];
  let end = span.end + of[0].length;
  for (const token of text.content) {
    if (token.start < end) continue;
    // The phrase ends at a comma, a conjunction or any other word the analysis leaves out.
    if (!/^[\s-]*$/.test(text.text.slice(end - text.start, token.start - text.start)) || words.length === MEASURED_WORDS) break;
    words.push(token);
    end = token.end;
  }
  return words;
}

/** The English noun phrase joined to a figure by "of" or "is" right before it, up to MEASURED_WORDS words written together. */
function namingPhrase(text: Analysed, span: Span): Token[] {
  const words: Token[] = [];
  let start = span.start;
  for (let k = text.content.length - 1; k >= 0 && words.length < MEASURED_WORDS; k--) {
    const token = text.content[k]!;
    if (token.end > start) continue;
    const gap = text.text.slice(token.end - text.start, start - text.start);
    if (token.kind !== "word" || !(words.length === 0 ? NAMES_BEFORE.test(gap) : /^[\s-]+$/.test(gap))) break;
    words.unshift(token);
    start = token.start;
  }
  return words;
}

/**
 * Each figure measures something the other does not name: "3 g of dietary fibre" against "4 g of
 * protein", "10 days of paid sick leave" against "25 days of paid annual leave", "an income of
 * £30,000" against "the loan amount is £25,000". A figure that
 * only names more ("16 GB of LPDDR5 memory" against "16 GB of memory") measures the same thing.
 */
function measureDifferentThings(claim: Analysed, claimSpan: Span, source: Analysed, sourceSpan: Span): boolean {
  // A word of one phrase the other text has anywhere ("Acme's revenue was" against "Acme Corp
  // reported revenue of") names the same thing.
  const namesMore = (phrase: readonly Token[], other: Analysed): boolean => phrase.some((t) => ![...other.keys].some((key) => sameRoot(matchKey(t), key)));
  return namesMore(measuredThing(claim, claimSpan), source) && namesMore(measuredThing(source, sourceSpan), claim);
}

const CAPITALISED = /^\p{Lu}/u;
/** A person's title, which names nobody by itself; the word after it is a given name or a surname: "Mrs Doreen Ashby". */
const TITLES = "Mrs?|Ms|Miss|Mx|Dr|Prof|Revd|Rev|Sir|Dame|Lady|Lord";
const TITLE = new RegExp(`^(?:${TITLES})$`, "u");
const TITLE_BEFORE = new RegExp(`\\b(?:${TITLES})\\.?\\s+$`, "u");
/** What may stand between two words of one product's name: a space, or a number ("Nova 12 Pro"). */
const IN_ONE_NAME = /^\s+(?:[\d.]+\s+)?$|^$/;

/**
 * The sentence (or the stretch `within` of it) names another thing than the claim: by a longer
 * name ("Orbit Plus" where the claim says "Orbit Max", "Nova 12 Pro" where it says "Nova 12",
 * "Economy Light" where it says "Economy Classic"), a capitalised word the claim lacks standing in
 * one name with a capitalised word the claim has, or before the word the claim's own capitalised
 * word qualifies ("Silver membership" where it says "Basic members"); or by another code where the
 * claim has its own ("HM-430M" where the claim says "HM-410M").
 */
export function namesAnother(claim: Analysed, sentence: Analysed, within: Span = sentence): boolean {
  const words = sentence.content.filter((t) => t.start >= within.start && t.end <= within.end);
  // Read only once a capitalised word is seen before a lower-case one: most sentences have none.
  let qualifiers: [string, string][] | undefined;
  for (let k = 1; k < words.length; k++) {
    const [before, word] = [words[k - 1]!, words[k]!];
    if (!CAPITALISED.test(before.text) || !IN_ONE_NAME.test(sentence.text.slice(before.end - sentence.start, word.start - sentence.start))) continue;
    // (A person's given name names no other person: "Mrs Doreen Ashby" is the claim's "Mrs Ashby".)
    const givenName = TITLE.test(before.text) || (claim.keys.has(matchKey(word)) && TITLE_BEFORE.test(sentence.text.slice(0, before.start - sentence.start)));
    if (CAPITALISED.test(word.text) && claim.keys.has(matchKey(before)) !== claim.keys.has(matchKey(word)) && !givenName) return true;
    // Another tier of one thing: "Silver membership" where the claim says "Basic members".
    if (!CAPITALISED.test(word.text) && !claim.keys.has(matchKey(before)) && (qualifiers ??= qualifiedHeads(claim)).some(([qualifier, head]) => qualifier !== matchKey(before) && sameRoot(head, matchKey(word)))) return true;
  }
  const codes = (text: Analysed, span: Span): string[] => text.entities.filter((e) => e.kind === "identifier" && e.start >= span.start && e.end <= span.end).map((e) => e.key);
  const theirs = codes(sentence, within);
  const ours = codes(claim, claim);
  return ours.length > 0 && ours.every((key) => !sentence.flat.includes(key)) && theirs.some((key) => !claim.flat.includes(key));
}

/** The claim's capitalised words right before a lower-case word, with that word: ["basic", "member"] of "Basic members get…". */
function qualifiedHeads(claim: Analysed): [string, string][] {
  const pairs: [string, string][] = [];
  const words = claim.content;
  for (let k = 1; k < words.length; k++) {
    const [before, word] = [words[k - 1]!, words[k]!];
    if (CAPITALISED.test(before.text) && !CAPITALISED.test(word.text) && IN_ONE_NAME.test(claim.text.slice(before.end - claim.start, word.start - claim.start))) pairs.push([matchKey(before), matchKey(word)]);
  }
  return pairs;
}

/** Letters two stems of one root share at least: "regist" of registering and "registr" of registration. */
const ROOT = 5;

function sameRoot(a: string, b: string): boolean {
  return a === b || (a.length >= ROOT && b.length >= ROOT && a.slice(0, ROOT) === b.slice(0, ROOT));
}

/**
 * Match keys of the content words nearest to a span (a number, a date), `perSide` on each side:
 * the words that say what the number is about.
 */
export function nearbyKeys(text: Analysed, span: Span, perSide = PER_SIDE, { inside }: { inside?: Span } = {}): Set<string> {
  const near = nearbyTokens(text, span, perSide);
  return new Set((inside === undefined ? near : near.filter((t) => within(t, inside))).map(matchKey));
}

/**
 * Short capitalised codes such as INT8, FP16, Q3, H100: a qualifier makes "FP16 throughput"
 * another attribute than "INT8 throughput". Product names (星尘-3, ResNet-50, the X2 of "Orion
 * X2", right after a capitalised word, the X7 of 星驰X7, the SC of "SC Vilanova") are subjects, not qualifiers.
 */
function isQualifier(token: Token, text: Analysed): boolean {
  if (!/^[A-Z0-9]{2,8}$/.test(token.text) || !/[A-Z]/.test(token.text)) return false;
  const at = text.content.indexOf(token);
  const previous = at > 0 ? text.content[at - 1]! : undefined;
  const gap = previous === undefined ? "" : text.text.slice(previous.end - text.start, token.start - text.start);
  // "Orion X2", and 星驰X7 written solid after a Chinese name.
  const namePart = previous !== undefined && ((/^\p{Lu}/u.test(previous.text) && /^\s+$/.test(gap)) || (previous.kind === "cjk" && gap === ""));
  // "SC Vilanova", "FC Porto": a code before a capitalised word opens its name.
  const next = text.content[at + 1];
  const opensName = next !== undefined && /^\p{Lu}\p{Ll}/u.test(next.text) && /^\s+$/.test(text.text.slice(token.end - text.start, next.start - text.start));
  return !namePart && !opensName;
}

/**
 * Words that make a figure a plan, a target or a forecast rather than what happened (not "planned" before the noun it
 * describes: "past their planned end date", "nine of the twelve planned races"; but "a planned 12% rise").
 */
const PLAN = /\b(?:plan(?:s|ning)?|planned(?!\s+(?!(?:to|for|by|in|on|at|from|until|as|and|or|with|that|over|but)\b)[a-z])|target(?:s|ed|ing)?|aim(?:s|ed|ing)?|intend(?:s|ed|ing)?|(?<!(?:as|than)\s)expect(?:s|ed|ing)?|forecast(?:s|ed|ing)?|projected|projections?|guidance|outlook|propos(?:e|es|ed|al))\b|计划|目标|预计|预期|(?<![模虚比])拟|规划|力争|争取|有望|预测|指引/iu;
/**
 * A plan one is on or pays for rather than one made: "the Youth plan", "a monthly payment plan",
 * "on the Full plan" (read case as written: "the Local Plan" is one made).
 */
const PLAN_ONE_IS_ON = /(?:\b\p{Lu}[\p{L}-]*\s+|\b(?:membership|data|payment|price|pricing|tariff|subscription|phone|mobile|monthly|annual|yearly|family|premium|basic|standard|starter|pension|insurance|dental|broadband|repayment|instalment|installment)\s+|\bon\s+(?:the|a|an|our|your|their|this|that)\s+(?:[\p{L}-]+\s+){0,2})$/u;

/**
 * The words of a plan in a text, not a plan one is on ("the Youth plan"); nor any bare "plan" where
 * the other text names a plan one is on, which "the plan" then is.
 */
function plansIn(text: string, other: string): RegExpExecArray[] {
  const bare = (m: RegExpExecArray): boolean => /^plans?$/.test(m[0]);
  const productNamed = [...other.matchAll(PLANS)].some((m) => bare(m) && PLAN_ONE_IS_ON.test(other.slice(0, m.index)));
  return [...text.matchAll(PLANS)].filter((m) => !(bare(m) && (productNamed || PLAN_ONE_IS_ON.test(text.slice(0, m.index)))));
}

/** What may stand between a figure and the plan it is: nothing, or a word or two ("national"). */
const WORDS_OF_A_FIGURE = /^\s*(?:[\p{L}-]+\s+){0,2}$/u;
/** The same, every one of them in a text. */
const PLANS = new RegExp(PLAN.source, "giu");
/**
 * Words of what is still to come or may be, by which a source may state a plan without calling it
 * one ("would finish", "should we meet", 将于, 定于); not 会 or 将 alone, which are in 会计师 and 将其.
 */
const FUTURE = /\b(?:will|would|shall|should|may|might|could|let's|scheduled|due\s+to|to\s+be)\b|'ll\b|即将|将[于在会要]|会[在于]|要在|定于|预定/iu;

/**
 * The claim gives a figure as a plan or target ("计划于2026年延伸", "a 2024 revenue target of 5.5
 * billion") and the source's is something that happened ("2024年6月28日开通运营", "2023年实现营业收入
 * 48.6亿元"): the source does not state the plan, and what happened does not contradict it.
 */
export function planAgainstFact(claim: Analysed, claimSpan: Span, source: Analysed, sourceSpan: Span): boolean {
  // Most claims plan nothing: the claim's text is read whole before its clause is found.
  if (!PLAN.test(claim.text)) return false;
  const ours = clauseOf(claim, claimSpan);
  // (A plan named right after another figure, or after a word or two of it, is that figure's:
  // "61% … short of the 95% target", "81% beat the 80% national target".)
  const plansOfOthers = claim.quantities.filter((q) => q !== claimSpan && q.start !== claimSpan.start);
  const plans = plansIn(claim.text.slice(ours.start - claim.start, ours.end - claim.start), source.text).filter(
    (m) => !plansOfOthers.some((q) => q.end <= ours.start + m.index && WORDS_OF_A_FIGURE.test(claim.text.slice(q.end - claim.start, ours.start - claim.start + m.index))),
  );
  if (plans.length === 0) return false;
  // A source's plan may be said once for several clauses: "said work would begin in April and finish by the end of 2026".
  const theirs = source.text.slice(0, clauseOf(source, sourceSpan).end - source.start);
  return plansIn(theirs, claim.text).length === 0 && !FUTURE.test(theirs);
}

/**
 * The source gives its figure as a plan or target ("the council aims to restore at least a
 * Sufficient rating by 2028") and the claim, planning nothing, says what is or was: the plan's date
 * is no rival of the claim's ("rated Good or better in 2025").
 */
export function planOfTheSource(claim: Analysed, claimSpan: Span, source: Analysed, sourceSpan: Span): boolean {
  if (!PLAN.test(source.text)) return false;
  const theirs = clauseOf(source, sourceSpan);
  if (plansIn(source.text.slice(theirs.start - source.start, theirs.end - source.start), claim.text).length === 0) return false;
  const ours = clauseOf(claim, claimSpan);
  const said = claim.text.slice(ours.start - claim.start, ours.end - claim.start);
  return plansIn(said, source.text).length === 0 && !FUTURE.test(said);
}

/**
 * The claim's words around its figure, names aside, are none of the sentence's, so what the two
 * share near their figures can only be names: "Keller had worked for Brightwater for nine years
 * before he was dismissed" against "Mr Keller was not given 48 hours' notice". Naming the same
 * person or firm says whose figure it is, not which of their figures.
 */
function sharesOnlyNames(claim: Analysed, span: Span, source: Analysed): boolean {
  // Read wider than for a shared word: a name of three words would fill the window alone.
  // The unit an amount is per is a word the sentence may share ("per month" in both).
  const near = nearbyTokens(claim, span, 2 * PER_SIDE, { withPerWords: true });
  // A claim may open on the name ("Keller had worked…"), where only the source shows it is one.
  const named = (t: Token): boolean => insideName(claim, t) || (CAPITALISED.test(t.text) && source.entities.some((e) => e.kind === "name" && e.text.split(/\s+/).includes(t.text)));
  // (A Chinese word a paraphrase adds at will says nothing of what the figure measures: 一共, 大约.)
  const others = near.filter((t) => !named(t) && !ZH_LIGHT_WORDS.has(t.norm));
  return others.length > 0 && others.every((t) => tokenMatch(t, source) === 0);
}

/**
 * A Chinese figure written between two words, neither of which the sentence has even in part, is
 * a figure of something the sentence does not speak of: "需要预存200元话费" against "月费129元".
 */
function zhBetweenOtherWords(claim: Analysed, span: Span, source: Analysed): boolean {
  const before = claim.content.find((t) => t.end === span.start);
  const after = claim.content.find((t) => t.start === span.end);
  return before?.kind === "cjk" && after?.kind === "cjk" && !heldInSense(before, source) && !heldInSense(after, source);
}

/** An article right before an amount, which makes the amount a modifier of the noun after it: "a £25 administration fee". */
const ARTICLE_BEFORE = /\b(?:a|an|the)\s+$/iu;
/** Words after an amount that open a phrase of their own, not name what it is paid for. */
const PHRASE_OPENERS = /^(?:despite|after|before|since|until|during|against|toward|towards|without|within|including|excluding|plus|minus|per|via|through|across|over|under|above|below|beyond|between|among|off|back|up|down|instead|rather|less|more)$/iu;

/**
 * An English amount said between an article and a noun of two words, whose first the sentence
 * lacks even in sense, is the price of a kind of thing the sentence does not speak of: "plus a £25
 * administration fee" against "£650 for hybrids and £2,400 for e-bikes". (Only an amount: "four
 * weeks before giving blood" and "a five-year warranty period" measure what the sentence does.)
 */
export function amountOfAnUnnamedKind(claim: Analysed, amount: Quantity, source: Analysed): boolean {
  if (amount.dimension !== "currency" || !ARTICLE_BEFORE.test(claim.text.slice(0, amount.start - claim.start))) return false;
  const rightAfter = (at: number): Token | undefined => claim.content.find((t) => t.start > at && /^\s+$/u.test(claim.text.slice(at - claim.start, t.start - claim.start)));
  const kind = rightAfter(amount.end);
  const head = kind && rightAfter(kind.end);
  return kind?.kind === "word" && head?.kind === "word" && /^\p{Ll}/u.test(kind.text) && !PHRASE_OPENERS.test(kind.norm) && !heldInSense(kind, source);
}

/** A relative clause that goes on from what stands before its comma, up to a figure in it: ", which is worth up to". */
const RELATIVE_OPENING = /,\s*(?:which|who)\s[^,;:]*$/iu;
/** Content words read before a relative clause for what it is about: "the Access Bursary". */
const ANTECEDENT_WORDS = 3;

/**
 * A figure of the claim said in a relative clause of a thing the sentence does not name, most of
 * its words missing: "…held with the Access Bursary, which is worth up to £2,000 a year" against
 * "Each award is worth £4,500 per year". The figure is the bursary's, of which the sentence says nothing.
 */
export function ofAnUnnamedAntecedent(claim: Analysed, span: Span, source: Analysed): boolean {
  const opening = RELATIVE_OPENING.exec(claim.text.slice(0, span.start - claim.start));
  if (!opening) return false;
  const comma = claim.start + opening.index;
  const antecedent = claim.content.filter((t) => t.end <= comma).slice(-ANTECEDENT_WORDS);
  const missing = antecedent.filter((t) => tokenMatch(t, source) === 0).length;
  return antecedent.length > 0 && missing * 2 > antecedent.length;
}

/**
 * A figure of the claim stands among words the sentence does not have: a different figure there
 * measures something else, and is no rival. Dates are left out: a date is said of a named person
 * or event ("Smith died in 1950" against "Smith (1890–1948)").
 */
export function amongOtherWords(claim: Analysed, span: Span, source: Analysed): boolean {
  return sharesOnlyNames(claim, span, source) || zhBetweenOtherWords(claim, span, source);
}

export interface AttributeOptions {
  /** Content words read on each side of a value. */
  perSide?: number;
  /**
   * The sentences just before the source's, which name what it speaks of when it opens on a
   * pronoun: "The X200 weighs 1.3 kg. It costs $1,299." prices the X200.
   */
  preceding?: readonly Analysed[];
  /**
   * The chunk's first sentence, whose code names what a sheet is about: "Tessaro HomeVault N4 –
   * Product Sheet" makes "Noise: 19 dB(A) idle" the N4's.
   */
  heading?: Analysed | undefined;
}

/**
 * Do a value of the claim and a value of a source sentence describe the same attribute? Their
 * neighbourhoods must share a word, and every qualifier next to the claim's value must be in
 * the source sentence, or, when that opens on a pronoun, in a sentence just before it; then a
 * different value is a conflict, not a different fact.
 */
export function sameAttribute(claim: Analysed, claimSpan: Span, source: Analysed, sourceSpan: Span, { perSide = PER_SIDE, preceding = [], heading }: AttributeOptions = {}): boolean {
  if (planAgainstFact(claim, claimSpan, source, sourceSpan)) return false;
  const near = nearbyTokens(claim, claimSpan, perSide);
  const sourceNear = nearbyKeys(source, sourceSpan, perSide);
  if (!near.some((t) => sourceNear.has(matchKey(t))) || measureDifferentThings(claim, claimSpan, source, sourceSpan)) return false;
  // English words qualify what a figure measures in its own clause only: not "the division's
  // operational heads" after "although".
  const clause = clauseOf(claim, claimSpan);
  const enFrame = near.filter((t) => t.kind === "word" && within(t, clause));
  if (qualifierInPlace(zhFrame(claim, claimSpan), claim, source) || qualifierInPlace(enFrame, claim, source)) return false;
  const qualifiers = near.filter((t) => isQualifier(t, claim));
  if (qualifiers.length === 0) return true;
  const carriesOver = preceding.length > 0 && refersBack(source.text);
  // (A sentence that names a code of its own speaks of that, whatever the heading names.)
  const underHeading = heading !== undefined && !source.content.some((t) => isQualifier(t, source));
  return qualifiers.every((t) => {
    const key = matchKey(t);
    return source.keys.has(key) || (carriesOver && preceding.some((s) => s.keys.has(key))) || (underHeading && heading.keys.has(key));
  });
}

const ZH_CLAUSE_MARK = /[，。；、：,;:]/g;
/** What joins one listed item to the next (和, 及, 以及, 与): the last of them in the text read. */
const ZH_ITEM_JOINT = /(?:以及|和|及|与)(?!.*(?:以及|和|及|与))/u;
/** …and one that adds the next item on right after a figure: 加, 再加, 加上. */
const ZH_JOINT_RIGHT_AFTER = /^\s*(?:再?加上?|以及|和|及|与)(?=\p{Script=Han})/u;
/**
 * Verbs of reaching or holding a figure, which say how it came about or where it is, not what it
 * measures: "其中6月单月完成212万标准箱", "储备库存放折叠床300张" (the claim's 有 says as much).
 */
const ZH_REACHED = /^(?:完成|实现|达到|达|录得|累计|合计|共计|共|存放|储存|存有|备有|设有|配有|配备|拥有|放置)$/u;
const ZH_WEEKEND = /^(?:周末|双休日)$/u;
const ZH_WEEKEND_DAY = /(?:周|星期|礼拜)[六日天]/u;
/** What a comparison puts before the thing compared with: 比去年, 较上年. */
const ZH_COMPARED = /[比较]$/u;
/** What sets a thing aside before it: 除了, 除. */
const ZH_SET_ASIDE = /除(?:了)?$/u;
/** What after a word makes it the whole that parts are taken from: 新订单里, 订单中. */
const ZH_WHOLE_OF_PARTS = /^(?:之中|里|中)/u;
/** Chinese words that point back rather than qualify: 全市 for the city named before, 该车, 其 (not 全色, a kind of image). */
const ZH_REFERRING = /^(?:全[市国省县区镇村乡年月天日部体球校队场厂网]|[本该其此这])/;
/** Words that open a comparison or a change: 比 and 较, not 比赛, 比例, 比重, 比率, 比分 or 比特. */
const ZH_COMPARISON = /^(?:比(?![赛例重率分特])|较|同比|环比|增|减|涨|跌|升|降|上升|上涨|下降|下跌|提高|提升|上调|调高|下调|调低|降低|扩大|缩小|回落)/;

/**
 * The Chinese words of a figure's clause before it, which say what it measures: 城镇居民人均可支配收入
 * in "城镇居民人均可支配收入为61200元". Words that point back are left out.
 */
function zhFrame(text: Analysed, span: Span): Token[] {
  const before = text.text.slice(0, span.start - text.start);
  let clauseStart = text.start;
  for (const mark of before.matchAll(ZH_CLAUSE_MARK)) clauseStart = text.start + mark.index + 1;
  // A count before it in the clause, joined on by 和 or 及, is another item's with its noun: the
  // frame of 4艘 in "17艘散货船、10艘油轮和4艘LNG运输船" starts after 和.
  // So is any figure a joint follows right after it: the frame of 0.25% in "管理费0.30%加销售服务费0.25%" starts after 加.
  for (const q of text.quantities) {
    if (q.start < clauseStart || q.end > span.start) continue;
    const between = text.text.slice(q.end - text.start, span.start - text.start);
    const joint = q.dimension === "count" ? ZH_ITEM_JOINT.exec(between) : ZH_JOINT_RIGHT_AFTER.exec(between);
    if (joint !== null) clauseStart = Math.max(clauseStart, q.end + joint.index + joint[0].length);
  }
  const frame: Token[] = [];
  for (const t of text.content) {
    if (t.kind !== "cjk" || t.start < clauseStart || ZH_REFERRING.test(t.norm) || insideFigure(text, t)) continue;
    // What follows a comparison or a change (比上年下降) says how the figure moved, not what it measures.
    if (t.end > span.start || ZH_COMPARISON.test(t.norm)) break;
    frame.push(t);
  }
  return frame;
}

/** A Chinese claim's words before the first comma, where they end with a noun phrase in 的 (用微信支付的订单，…): the topic what follows is said of. */
const ZH_TOPIC = /^[^，,。；;]{2,20}的\p{Script=Han}{1,6}[，,]/u;

function topicOf(claim: Analysed, span: Span): Token[] {
  const topic = ZH_TOPIC.exec(claim.text);
  if (topic === null || claim.start + topic[0].length > span.start) return [];
  return claim.content.filter((t) => t.kind === "cjk" && t.end <= claim.start + topic[0].length);
}

/** An owner ("the charity's income") says whose the thing is, not which kind of it. */
const POSSESSIVE = /^['’]s?\b|['’]s?$/u;

/** The particle of a phrasal verb ("made up", "set out"), which is no head a word could qualify. */
const PARTICLE = /^(?:up|out|off|down|over|away|back)$/iu;

/** What may stand between two words of one name for a thing: nothing in Chinese, a space or hyphen in English. */
const JOINED = { cjk: /^$|^\s+$/, word: /^[\s-]+$/ } as const;

/**
 * A word of the frame the source lacks stands before a word the source has, where the source puts
 * another word of its own before it: 城镇居民 against 农村居民, 综合功率 against 最大功率, "paid sick
 * leave" against "parental leave". The claim then measures another thing, even if the source names
 * the same head word. The frame is the claim's words before the figure in Chinese, and the words
 * around it in English, where two of them qualify one another only when written together.
 */
function qualifierInPlace(frame: readonly Token[], claim: Analysed, source: Analysed): boolean {
  for (let i = 0; i + 1 < frame.length; i++) {
    const word = frame[i]!;
    const next = frame[i + 1]!;
    if (word.kind === "number" || word.kind === "symbol" || next.kind !== word.kind || PARTICLE.test(next.text)) continue;
    const joined = JOINED[word.kind];
    // A qualifier is written against its head (not 汽车 of "澜途汽车的全年交付"), and in English is a
    // lower-case word: a capitalised one is a name ("Stardust-3 draws").
    if (!joined.test(claim.text.slice(word.end - claim.start, next.start - claim.start)) || (word.kind === "word" && !/^\p{Ll}/u.test(word.text))) continue;
    if (heldInSense(word, source) || insideName(claim, word) || POSSESSIVE.test(word.text) || POSSESSIVE.test(claim.text.slice(word.end - claim.start)) || ZH_NOT_WHAT.test(word.norm)) continue;
    const head = matchKey(next);
    const content = source.content;
    for (let k = 1; k < content.length; k++) {
      const before = content[k - 1]!;
      // A lone Chinese character before the head is seldom a kind of it: the 前 of "18:00前取消".
      if (matchKey(content[k]!) !== head || before.kind !== word.kind || ZH_REFERRING.test(before.norm) || (before.kind === "cjk" && before.norm.length < 2)) continue;
      if (!joined.test(source.text.slice(before.end - source.start, content[k]!.start - source.start)) || ZH_NOT_WHAT.test(before.norm)) continue;
      if (tokenMatch(before, claim) === 0) return true;
    }
  }
  return false;
}

/**
 * Whether the source figure's Chinese frame has every word of the claim figure's, in sense: in
 * "全市居民人均可支配收入为52360元，其中农村居民人均可支配收入28910元", the claim's 农村居民…收入
 * stands before 28910元 only.
 */
export function sameZhFrame(claim: Analysed, claimSpan: Span, source: Analysed, sourceSpan: Span): boolean {
  const theirs = zhFrame(source, sourceSpan);
  // A word the sentence lacks altogether (the city it calls 全市) tells none of its figures apart.
  return zhFrame(claim, claimSpan).every((word) => !heldInSense(word, source) || theirs.some((t) => sameInSense(word, t)));
}

/** Words of the gap between two parties: 落后, 领先, 相差, 差距. */
const ZH_GAP = /落后|领先|相差|差距|相距|之差/u;

/**
 * The source's figure, equal to the claim's, is said in Chinese of another party, and another
 * figure of the sentence of the claim's: "养老保险个人缴费比例为16%" against "养老保险单位缴费比例为16%，
 * 个人为8%". The equal figure's frame has a word the claim lacks (单位); what sets the other's
 * frame apart from it (个人) the claim's frame says.
 */
function zhFrameOfAnother(claim: Analysed, claimSpan: Span, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean, { oneOfList = false } = {}): boolean {
  // An English claim has no Chinese frame, and most figures are held: read the claim's first.
  const ours = zhFrame(claim, claimSpan);
  if (ours.length === 0) return false;
  const theirs = zhFrame(source, sourceFigure);
  if (theirs.length === 0) return false;
  // Both measure the gap between two parties, whoever the frames name: "林书瑶仅落后她47秒" of "两人相差仅47秒".
  const gap = (t: Token): boolean => ZH_GAP.test(t.norm);
  if (ours.some(gap) && theirs.some(gap)) return false;
  // Either text may write a word inside a longer one (公司员工, 员工).
  const akin = (a: Token, b: Token): boolean => sameInSense(a, b) || sameInSense(b, a);
  // A qualifier is a word of two or more characters: not 约 or 为, nor a verb of reaching a figure (完成, 达到),
  // nor one the claim writes, however the segmenter cut it there (人户 of "1人户").
  const extra = theirs.filter((t) => t.norm.length >= 2 && !ZH_REACHED.test(t.norm) && !claim.content.some((c) => akin(c, t)) && !claim.text.includes(t.text));
  if (extra.length === 0) return false;
  // The words that set the other figure's frame apart from the equal figure's are the claim's
  // (锂电池 against 铅酸…电池: a longer word is apart from the one it holds), in its frame or in a
  // topic it opens with ("用微信支付的订单，退款…3到7个工作日").
  const said = [...ours, ...topicOf(claim, claimSpan)];
  // (A character alone says no word it stands in: the 组 of 太极拳组 is not 对照组. Nor does a claim's word
  // the equal figure's frame has too: 管理费 sets no 由管理人按 apart from 固定管理费年化.)
  const theirKeys = new Set(theirs.map(matchKey));
  const apart = (c: Token): boolean => !theirKeys.has(matchKey(c));
  return anotherFrameSaid(source, sourceFigure, theirs, zhFrame, isOther, (t) => said.some((c) => c.norm === t.norm || (c.norm.length >= 2 && akin(c, t) && apart(c))), oneOfList);
}

/**
 * The claim's frame puts a word where the equal figure's frame has its sibling, two words of two
 * characters that end alike (中筋 for 低筋), and the claim's word frames another figure of the kind:
 * "油酥用中筋面粉120克" of "水油皮用中筋面粉150克…；油酥用低筋面粉120克" gives 120克 to the wrong flour.
 */
function zhSiblingOfAnother(claim: Analysed, claimFigure: Span, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const ours = zhFrame(claim, claimFigure).filter((t) => t.norm.length === 2);
  if (ours.length === 0) return false;
  // Read as written: the segmenter may cut the sibling apart (低 | 筋).
  const theirs = frameText(source, sourceFigure);
  const claimsFrame = frameText(claim, claimFigure);
  return ours.some((word) => {
    if (theirs.includes(word.norm)) return false;
    // The two qualify one head word after them: 面粉 of 中筋面粉 and 低筋面粉 (not 砍下31分 for 拿下31分).
    const head = claimsFrame.charAt(claimsFrame.indexOf(word.norm) + word.norm.length);
    const sibling = siblingIn(theirs, word.norm, head);
    return (
      sibling !== undefined &&
      !claim.text.includes(sibling) &&
      source.quantities.some((other) => other !== sourceFigure && isOther(other) && frameText(source, other).includes(word.norm))
    );
  });
}

/** A word of two Chinese characters in `text` that ends as `word` does but starts otherwise, before the Chinese character `head`. */
function siblingIn(text: string, word: string, head: string): string | undefined {
  if (!HAN.test(head)) return undefined;
  for (let i = 1; i + 1 < text.length; i++) {
    if (text[i] === word[1] && text[i + 1] === head && text[i - 1] !== word[0] && HAN.test(text[i - 1]!)) return text.slice(i - 1, i + 1);
  }
  return undefined;
}

/** The text of a figure's Chinese frame, up to the figure. */
function frameText(text: Analysed, figure: Span): string {
  const first = zhFrame(text, figure)[0];
  return first === undefined ? "" : text.text.slice(first.start - text.start, figure.start - text.start);
}

/**
 * A Chinese word of one character (仅, 约) beside longer ones qualifies nothing: "仅阵亡9次" is
 * 阵亡's figure. Alone, characters may be what the segmenter left of a word (后 and 牙 of 后牙).
 */
function longerWords(words: Token[]): Token[] {
  const longer = words.filter((t) => t.kind !== "cjk" || t.norm.length >= 2);
  return longer.length > 0 ? longer : words;
}

/**
 * Whether another figure of the kind has a frame (`frameOf`: its Chinese words before it, its
 * English label) whose words apart from the equal figure's frame (`theirs`) the claim says: all
 * of them, or, for a list's items, one.
 */
function anotherFrameSaid(
  source: Analysed,
  sourceFigure: Quantity,
  theirs: readonly Token[],
  frameOf: (text: Analysed, figure: Span) => Token[],
  isOther: (other: Quantity) => boolean,
  said: (word: Token) => boolean,
  oneOfList = false,
): boolean {
  // Nor does 周末 against a frame of 周六.
  const theirKeys = new Set(theirs.map(matchKey));
  const inTheirs = (t: Token): boolean => theirKeys.has(matchKey(t)) || (ZH_WEEKEND.test(t.norm) && theirs.some((o) => ZH_WEEKEND_DAY.test(o.norm)));
  return source.quantities.some((other) => {
    if (other === sourceFigure || !isOther(other)) return false;
    const apart = longerWords(frameOf(source, other).filter((t) => !inTheirs(t)));
    return apart.length > 0 && (oneOfList ? apart.some(said) : apart.every(said));
  });
}

/**
 * What joins an English figure to the phrase that says what it is of or where it holds, after a
 * verb of coming or a word of "each" at most: "of all trips", "came from individual donations",
 * "for children", "in Asia", "on the tool", "each in black and white", "inside the building",
 * "under access"; or a lone word before a mark: "19 dB(A) idle, 24 dB(A) under access".
 */
const PHRASE_AFTER = /^\s+(?:(?:an?|per)\s+[a-z]+\s+)?(?:(?:came|come|comes|went|go|goes|was|were|is|are|each|apiece)\s+)?(?:of|from|for|in|on|among|inside|outside|during|at|under)\s|^\s+(?=[a-z]{3,}\s*[,;])/u;
const PHRASE_GAP = /[,;:()\u2013\u2014]/u;
/** "In any section": said of every item. Not "all" ("41% of all trips") or "each" ("8p each in black and white"). */
const EVERY_ITEM = /(?<![A-Za-z])(?:any|every)(?![A-Za-z])/iu;

/** The phrase after a figure: its first word (not an ordinal: "the second year" is of a year), its words and the place it gives the first ("year two"). */
interface Phrase {
  head: Token;
  words: Token[];
  place: number | undefined;
}

/** That phrase, up to the next figure or punctuation. */
function phraseAfter(text: Analysed, span: Span): Phrase | undefined {
  const after = text.text.slice(span.end - text.start);
  const joint = PHRASE_AFTER.exec(after);
  if (!joint) return undefined;
  const from = span.end + joint[0].length;
  const gap = after.slice(joint[0].length).search(PHRASE_GAP);
  const phraseEnd = gap < 0 ? text.end : from + gap;
  const end = Math.min(nextFigureStart(text, span.end), phraseEnd);
  const words = text.content.filter((t) => t.start >= from && t.end <= end && t.kind === "word" && !insideFigure(text, t) && !insideDate(text, t) && !isOrdinalWord(t.text));
  const head = words[0];
  if (!head) return undefined;
  // The number after the head is read as a figure ("year three"), so the place is read up to the punctuation.
  const place = placeAround(text.text.slice(0, head.start - text.start), text.text.slice(head.end - text.start, phraseEnd - text.start));
  return { head, words, place };
}

/** The preposition that opens the phrase a clause gives before its figure: the "in the" of "shoot density in the hand-transplanted plots averaged 212". */
const PHRASE_BEFORE = /(?<![A-Za-z])(?:in|for|among|at)\s+(?:the\s+|its\s+|their\s+)?(?=[A-Za-z])/giu;
/** Words of that phrase read up to the figure. */
const PHRASE_BEFORE_WORDS = 3;
/** Characters between a figure and a phrase that is its own: the space of "210 mm in diameter". */
const FIGURE_BEFORE_PHRASE = 2;

/** The verb the phrase's thing has the figure by: "averaged", "was", "reached", "stood at". */
const VERB_OF_FIGURE = /(?<![A-Za-z])(?:[a-z]{3,}ed(?:\s+(?:at|to))?|is|are|was|were|has|have|had|reached|stood\s+at|rose\s+to|fell\s+to)\s+(?:about\s+|around\s+|some\s+|nearly\s+|almost\s+)?$/iu;

/** The phrase before an English figure in its clause, where none follows it and a verb gives the figure to its thing: "212" of "in the hand-transplanted plots averaged 212, compared with 87 in the seed-bag plots". */
function phraseBefore(text: Analysed, figure: Span): Phrase | undefined {
  const before = text.text.slice(0, figure.start - text.start);
  if (!VERB_OF_FIGURE.test(before)) return undefined;
  const clauseStart = clauseStartBefore(before, before.length, /[,;:()]/gu);
  const opening = [...before.slice(clauseStart).matchAll(PHRASE_BEFORE)].at(-1);
  if (opening === undefined) return undefined;
  const openingAt = text.start + clauseStart + opening.index;
  const from = openingAt + opening[0].length;
  // (A phrase right after another figure is that figure's: "210 mm in diameter and rated at 2,300 W".)
  if (text.quantities.some((q) => q !== figure && q.end <= figure.start && q.end >= openingAt - FIGURE_BEFORE_PHRASE)) return undefined;
  const words = text.content.filter((t) => t.start >= from && t.end <= figure.start && t.kind === "word" && !insideFigure(text, t) && !insideDate(text, t)).slice(0, PHRASE_BEFORE_WORDS);
  const head = words[0];
  return head === undefined ? undefined : { head, words, place: undefined };
}

/**
 * The source's figure, equal to the claim's, is said in English of another thing, and another
 * figure of the sentence of the claim's: "Grants provided 62% of income" against "62% came from
 * individual donations, 21% from grants"; "made up 41% of the fleet" against "41% of all trips
 * despite making up about 37% of the fleet"; "guaranteed for 25 years" of the motor against "25
 * years on the chassis, 5 years on electrical parts and the motor". The claim lacks the word the
 * equal figure is of, and has a word of the other figure's, without giving that figure too. Or
 * both are of one thing in another place: "£14.25 an hour in the second year" against "£12.10 in
 * year two, £14.25 in year three".
 */
function enPhraseOfAnother(claim: Analysed, claimFigure: Quantity, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const ours = phraseAfter(source, sourceFigure) ?? phraseBefore(source, sourceFigure);
  if (!ours) return exceptionInBrackets(claim, source, sourceFigure, isOther);
  // "£20 in any section" is said of every item, the claim's among them.
  if (EVERY_ITEM.test(source.text.slice(sourceFigure.end - source.start, ours.head.start - source.start))) return false;
  const headKey = matchKey(ours.head);
  const saysOther = (other: Quantity): boolean => claim.quantities.some((q) => sameQuantity(withoutBound(q), other));
  if (tokenMatch(ours.head, claim) > 0) {
    const claimed = ours.place === undefined ? undefined : placeInClaim(claim, claimFigure, headKey);
    if (claimed === undefined || claimed === ours.place) return false;
    return source.quantities.some((other) => {
      if (other === sourceFigure || !isOther(other)) return false;
      const theirs = phraseAfter(source, other);
      return theirs !== undefined && matchKey(theirs.head) === headKey && theirs.place === claimed && !saysOther(other);
    });
  }
  const ourKeys = new Set(ours.words.map(matchKey));
  const claimsPhrase = new Set((phraseAfter(claim, claimFigure)?.words ?? []).map(matchKey));
  return source.quantities.some((other) => {
    if (other === sourceFigure || !isOther(other)) return false;
    const theirs = phraseAfter(source, other);
    if (theirs === undefined) return false;
    // A word both phrases have ("dogs" of "£38 for small dogs, £48 for medium dogs") sets neither apart;
    // a word of ours alone in the claim figure's own phrase names ours ("14 hours on the stand and two hours
    // longer in the travel case" of "14 hours on the supplied inductive stand, or 16 hours in the USB-C travel case").
    const theirKeys = new Set(theirs.words.map(matchKey));
    if (ours.words.some((t) => !theirKeys.has(matchKey(t)) && claimsPhrase.has(matchKey(t)))) return false;
    return !theirKeys.has(headKey) && theirs.words.some((t) => !ourKeys.has(matchKey(t)) && tokenMatch(t, claim) > 0) && !saysOther(other);
  });
}

/** The last few words before an opening bracket, which name what the bracket gives figures of: "a sole-use 20ft container (". */
const NAMED_BEFORE_BRACKET = /(?:[\p{L}\d][\p{L}\d'’-]*\s+){0,2}[\p{L}\d][\p{L}\d'’-]*\s*\($/u;

/** The name before the open bracket a figure stands in: "20ft container" of "a sole-use 20ft container (up to 33 m³, from £6,850". */
function bracketsItem(source: Analysed, figure: Quantity): Span | undefined {
  const before = source.text.slice(0, figure.start - source.start);
  const open = before.lastIndexOf("(");
  if (open < 0 || before.includes(")", open)) return undefined;
  const named = NAMED_BEFORE_BRACKET.exec(before.slice(0, open + 1));
  return named === null ? undefined : { start: source.start + named.index, end: source.start + open };
}

/**
 * The source's figure stands in a bracket after the name of another item than the claim's, which
 * another bracket of the sentence, holding a figure of the kind, names: "£6,850" of "a sole-use 20ft
 * container (up to 33 m³, from £6,850 to Auckland) or a 40ft container (up to 67 m³, from £9,400)" is
 * no price of the 40ft container. Items are told apart by the figure each name holds ("20ft",
 * "40ft"), which the claim gives of the other item and not of ours.
 */
function bracketOfAnother(claim: Analysed, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const ours = bracketsItem(source, sourceFigure);
  if (ours === undefined) return false;
  const namingFigures = (item: Span): Quantity[] => source.quantities.filter((e) => within(e, item));
  // (A split claim's subject names its item too: "The 40ft container takes up to 67 m³ and prices … start at £6,850".)
  const givenByClaim = (e: Quantity): boolean => [...claim.quantities, ...(claim.subjectQuantities ?? [])].some((q) => sameQuantity(withoutBound(q), e));
  const ourNames = namingFigures(ours);
  if (ourNames.length === 0 || ourNames.some(givenByClaim)) return false;
  return source.quantities.some((other) => {
    if (other === sourceFigure || !isOther(other)) return false;
    const theirs = bracketsItem(source, other);
    return theirs !== undefined && theirs.start !== ours.start && namingFigures(theirs).some(givenByClaim);
  });
}

/** A Chinese name in title or quotation marks right before an opening bracket: the 星际迷航 of "《星际迷航》（". */
const ZH_NAMED_BEFORE_BRACKET = /[《“「]([^《》“”「」]{1,20})[》”」]\s*$/u;
const CLOSING_BRACKET = /[)）]/u;

/** The name before the open bracket a figure stands in, where a Chinese text names it in title or quotation marks, and where the bracket opens. */
function zhBracketsName(source: Analysed, figure: Quantity): { name: string; open: number } | undefined {
  const before = source.text.slice(0, figure.start - source.start);
  const open = Math.max(before.lastIndexOf("（"), before.lastIndexOf("("));
  if (open < 0 || CLOSING_BRACKET.test(before.slice(open))) return undefined;
  const named = ZH_NAMED_BEFORE_BRACKET.exec(before.slice(0, open));
  return named === null ? undefined : { name: named[1]!, open };
}

/**
 * The source's figure stands in the bracket after a name in title or quotation marks that the claim
 * does not say, and the bracket after a name it does say holds another figure of the kind: 时长90分钟
 * of "《古墓惊魂》（恐怖类，…，时长90分钟）" is no length of 《星际迷航》, whose bracket gives 75分钟.
 */
function zhBracketOfAnother(claim: Analysed, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const ours = zhBracketsName(source, sourceFigure);
  // (A split claim's name may stand in its sentence before it: 时长90分钟 of "《星际迷航》是科幻主题，时长90分钟".)
  const said = `${claim.restOfSentenceText?.[0] ?? ""}${claim.text}`;
  if (ours === undefined || said.includes(ours.name)) return false;
  return source.quantities.some((other) => {
    if (other === sourceFigure || !isOther(other)) return false;
    const theirs = zhBracketsName(source, other);
    return theirs !== undefined && theirs.open !== ours.open && said.includes(theirs.name);
  });
}

/** A figure in brackets right after another: "£1,080 (£640 for a child under 16)", "seats 120 (or 90 at tables)". */
const IN_BRACKETS_AFTER = /^\s*\(\s*(?:or\s+)?$/u;

/**
 * The source's figure, equal to the claim's, is the rule a bracket after it makes an exception to,
 * and the exception's phrase says what the claim's does: "If a child under 16 is cremated, the
 * crematorium charges £1,080" against "the crematorium fee is £1,080 (£640 for a child under 16)".
 */
function exceptionInBrackets(claim: Analysed, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const exception = source.quantities.find((other) => other.start > sourceFigure.end && IN_BRACKETS_AFTER.test(source.text.slice(sourceFigure.end - source.start, other.start - source.start)));
  if (!exception || !isOther(exception)) return false;
  const phrase = phraseAfter(source, exception);
  return phrase !== undefined && phrase.words.some((t) => tokenMatch(t, claim) > 0);
}

/** The place the claim gives the phrase's head: after its figure ("in the second year"), or anywhere ("In first gear the drill reaches …"). */
function placeInClaim(claim: Analysed, claimFigure: Quantity, headKey: string): number | undefined {
  const after = phraseAfter(claim, claimFigure);
  if (after !== undefined && matchKey(after.head) === headKey) return after.place;
  const head = claim.content.find((t) => matchKey(t) === headKey);
  if (!head) return undefined;
  return placeAround(claim.text.slice(0, head.start - claim.start), claim.text.slice(head.end - claim.start));
}

/** Where an English label before a figure starts: after a list's or a clause's mark. */
const EN_LABEL_START = /[;:,.()]\s*$|^$/u;
/** Longest label read before a figure: "linear power warranty". */
const MAX_LABEL = 4;

/**
 * The English label a figure is the value of: the words right before the colon before it, back to
 * a mark ("linear power warranty" of "linear power warranty: 25 years"), or the label that opens
 * its stretch between semicolons ("…: 25 years, … at least 84.8% after 25 years").
 */
function enLabel(text: Analysed, figure: Span): Token[] {
  const before = text.text.slice(0, figure.start - text.start);
  if (!before.trimEnd().endsWith(":")) {
    const segment = segmentOf(text, figure);
    const colon = text.text.slice(segment.start - text.start, figure.start - text.start).indexOf(":");
    return colon < 0 || segment.start === text.start ? [] : enLabel(text, { start: segment.start + colon + 1, end: segment.start + colon + 1 });
  }
  const words = text.content.filter((t) => t.kind === "word" && t.end <= figure.start && !insideFigure(text, t) && !insideDate(text, t));
  const label: Token[] = [];
  for (let k = words.length - 1; k >= 0 && label.length < MAX_LABEL; k--) {
    const word = words[k]!;
    label.unshift(word);
    if (EN_LABEL_START.test(text.text.slice(0, word.start - text.start))) break;
  }
  return label;
}

/**
 * The source's figure, equal to the claim's, is the value of another English label than the one
 * whose figure the claim's words name: "product warranty lasts 25 years" against "Product
 * warranty: 15 years; linear power warranty: 25 years". The equal figure's label has words the
 * claim lacks (linear power); another figure's label, apart from the words both labels share, is
 * the claim's (Product).
 */
function enLabelOfAnother(claim: Analysed, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const theirs = enLabel(source, sourceFigure);
  const extra = theirs.filter((t) => tokenMatch(t, claim) === 0);
  if (extra.length === 0) return false;
  return anotherFrameSaid(source, sourceFigure, theirs, enLabel, isOther, (t) => tokenMatch(t, claim) > 0);
}

/**
 * The source's figure, equal to the claim's, stands in an item of a list named by a figure of
 * another kind than the claim's other figure of that kind, whose own item gives another value:
 * "the 10% mix reached 37.9 MPa" against "the 10% mix reached 40.6 MPa, the 20% mix 37.9 MPa".
 */
function labelFigureOfAnother(claim: Analysed, claimFigure: Quantity, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const claimLabels = claim.quantities.filter((q) => q.end <= claimFigure.start && !comparable(q, claimFigure));
  if (claimLabels.length === 0) return false;
  const items = spansBetween(source.text, ITEM_BREAKS, source.start);
  const ours = items.find((item) => within(sourceFigure, item));
  if (ours === undefined) return false;
  const figuresOf = (item: Span): Quantity[] => source.quantities.filter((q) => within(q, item));
  // The label names its item before the item's value.
  const ourLabels = figuresOf(ours).filter((q) => q.end <= sourceFigure.start && !comparable(q, sourceFigure));
  // A claim that gives a label of the equal figure's item names that item: "平时段(11:00—18:00)0.68元/度";
  // so does one that gives a label of the items right before it that have no value of the kind, whose
  // labels it carries: "(two adults and two children, or one adult and three children) costs £24".
  const carried = [ours];
  for (let at = items.indexOf(ours) - 1; at >= 0 && !figuresOf(items[at]!).some((o) => comparable(o, sourceFigure)); at--) carried.push(items[at]!);
  if (claimLabels.some((label) => carried.some((item) => figuresOf(item).some((o) => sameQuantity(label, o))))) return false;
  return claimLabels.some((label) => {
    if (!ourLabels.some((o) => comparable(o, label) && !sameQuantity(label, o))) return false;
    // (A claim that gives the other item's value too speaks of both: "a quarter of the 16 ms quoted for 4K at 60 Hz".)
    const otherValue = (o: Quantity): boolean => isOther(o) && !claim.quantities.some((q) => sameQuantity(q, o));
    return items.some((item) => item !== ours && figuresOf(item).some((o) => sameQuantity(label, o)) && figuresOf(item).some(otherValue));
  });
}

/** The word stands right against a bounded figure, as its bound: 不到 of 不到1.2米, 以上 of 60周岁以上. */
function boundWordOf(text: Analysed, word: Span): boolean {
  return text.quantities.some((q) => q.bound !== undefined && (word.end === q.start || word.start === q.end));
}

/**
 * The source's figure, equal to the claim's, is given in Chinese for the opposite case: before it,
 * in the stretch of its sentence between semicolons, a word is the opposite of one the claim has
 * before its figure, and the stretch lacks the claim's ("白天…里程费为每公里2.8元" against "夜间时段…
 * 里程费为每公里2.8元"). Chinese states the case before what holds in it.
 */
function zhOppositeCase(claim: Analysed, claimFigure: Span, source: Analysed, sourceFigure: Quantity): boolean {
  // Words of one character (前, 上, 高) are too often parts of other phrases to set a case apart;
  // nor does a figure's bound (不到 of 不到1.2米, 以上 of 60周岁以上), which the number rule reads.
  const ours = claim.content.filter((t) => t.kind === "cjk" && t.norm.length >= 2 && t.end <= claimFigure.start && !boundWordOf(claim, t));
  if (ours.length === 0) return false;
  const stretch = segmentOf(source, sourceFigure);
  // A denied word says no case (不超过25摄氏度).
  const theirs = source.content.filter((t) => t.kind === "cjk" && t.norm.length >= 2 && within(t, stretch) && !negatedAt(source, t));
  // (A word another figure stands between belongs to that figure: 旧版 of "由旧版的6周龄调整为8周龄" is the 6's case, not the 8's.)
  const before = theirs.filter((t) => t.end <= sourceFigure.start && !boundWordOf(source, t) && !source.quantities.some((o) => o.start >= t.end && o.end <= sourceFigure.start && comparable(o, sourceFigure)));
  return ours.some((word) => !theirs.some((t) => sameInSense(word, t)) && before.some((t) => opposites(word, t, undefined)));
}

/** Names that make a claim tell of its parties: two, who did something to one another. */
const MIN_PARTIES = 2;

/** Parts of speech (jieba's tags) of words that name no case of a list: verbs, adverbs, adjectives, pronouns, conjunctions (可以 is tagged one), prepositions, particles. */
const ZH_NOT_A_NAME_TAG = /^(?:v|d|a|r|c|p|u)$/u;
/** A capitalised Latin word, as Chinese text writes a model's or a product's name: Max of "R4 Max". */
const LATIN_NAME_WORD = /^\p{Lu}[\p{Ll}\d]+$/u;
/** Words that say a figure is planned or expected, whatever case it is of: 计划 of one case is 预计 of another (jieba tags 计划 a noun). */
const ZH_PLANNED = /^(?:计划|预计|预期|规划|有望)$/u;

/** What a Chinese text says before the colon that opens its first case: 四、保障责任 of "四、保障责任：（一）…；（二）…". */
function headingOfCases(source: Analysed): string {
  const colon = source.text.search(/[：:]/u);
  const firstBreak = source.text.search(/[；;]/u);
  return colon >= 0 && firstBreak > colon ? source.text.slice(0, colon) : "";
}

/**
 * The source's figure (or date), equal to the claim's, stands in a case of a Chinese list between
 * semicolons that lacks a word of the claim, which another case with another of `values` has:
 * "冰箱的压缩机保修10年" against "空调整机保修6年，压缩机保修10年；冰箱整机保修3年，压缩机保修12年".
 * `caseAround` reads the other value's case, by default its stretch between semicolons.
 */
export function zhCaseOfAnother<T extends Span>(
  claim: Analysed,
  source: Analysed,
  sourceFigure: T,
  values: readonly T[],
  isOther: (other: T) => boolean,
  { caseAround = segmentOf, claimFigure }: { caseAround?: (source: Analysed, other: T) => Span; claimFigure?: Span } = {},
): boolean {
  const ours = segmentOf(source, sourceFigure);
  if (ours.start === source.start && ours.end === source.end) return false;
  const oursKeys = keysWithin(source, ours);
  // Words of two characters or more that may name a case: not a verb, adverb or adjective (构成, 正好), nor what
  // the claim compares with (比去年), sets aside (除了集装箱船) or takes its cases from (新订单里), nor one
  // that points back (其中).
  const oursText = source.text.slice(ours.start - source.start, ours.end - source.start);
  const oursFlat = flatten(oursText);
  // A case holds a word it writes in full that the claim shortens (特药 of 特定高额药品).
  const wordsWithin = (part: Span): Token[] => source.content.filter((t) => within(t, part));
  const oursWords = wordsWithin(ours);
  // A heading the cases follow ("四、保障责任：（一）…；（二）…") names each of them, the first no more than the others.
  const headingFlat = flatten(headingOfCases(source));
  // A party the claim compares its own with ("叶清禾的总分是432.60分，比亚军程露高出13.75分") names no
  // case, where the equal figure's case names the claim's own (not "青州海鸥积4分，排名比临川铁军低两位"
  // of 临川铁军's 4分).
  // (…or whose figure the claim has said before it compares: "叶心悦以438.55分夺冠，比第二名吴佳琪多出17.35分".)
  const comparedWithOurs = (t: Token): boolean => {
    const before = claim.text.slice(0, t.start - claim.start);
    if (!ZH_COMPARED_PHRASE.test(before)) return false;
    return (claimFigure !== undefined && claimFigure.end <= t.start) || claim.entities.some((e) => e.end <= t.start && oursFlat.includes(e.key) && !ZH_COMPARED_PHRASE.test(claim.text.slice(0, e.start - claim.start)));
  };
  // A clause of time the claim opens on ("等泰国基地二期…投产后，") says when, not whose case its figure is.
  const timeClause = ZH_OPENING_TIME_CLAUSE.exec(claim.text);
  const whenOnly = (t: Token): boolean => timeClause !== null && claimFigure !== undefined && t.end - claim.start <= timeClause[0].length && claimFigure.start - claim.start >= timeClause[0].length;
  // (…or a Latin word of a name written in it: the Max of "R4 Max计划…量产" against R4's case.)
  // (A distinction the claim waives, 不分白天晚上, names no case.)
  const missing = claim.content.filter(
    (t) =>
      (t.kind === "cjk" || (LATIN_NAME_WORD.test(t.text) && HAN.test(claim.text))) &&
      t.norm.length >= 2 &&
      !whenOnly(t) &&
      !ZH_NOT_A_NAME_TAG.test(t.tag ?? "") &&
      !ZH_PLANNED.test(t.norm) &&
      !ZH_REFERRING.test(t.norm) &&
      !oursKeys.has(matchKey(t)) &&
      !holdsAbbreviated(oursWords, t.norm) &&
      !headingFlat.includes(t.norm) &&
      tokenMatch(t, source) > 0 &&
      !ZH_COMPARED.test(claim.text.slice(0, t.start - claim.start)) &&
      !comparedWithOurs(t) &&
      !ZH_SET_ASIDE.test(claim.text.slice(0, t.start - claim.start)) &&
      !ZH_WHOLE_OF_PARTS.test(claim.text.slice(t.end - claim.start)) &&
      !inDistinctionWaived(claim, t) &&
      // 周末 is said by a case of 周六 or 周日 ("周五、周六及法定节假日每晚260元").
      !(ZH_WEEKEND.test(t.norm) && ZH_WEEKEND_DAY.test(oursText)),
  );
  if (missing.length === 0) return false;
  // A claim that opens on the word its case alone opens on is of that case, where what it lacks is
  // said only before the first case's first figure, for all the cases after: "第三档从年用电量超过4800千瓦时
  // 开始，每千瓦时0.838元" of "第一档为年用电量…0.538元；…；第三档为4800千瓦时以上，每千瓦时0.838元".
  if (carriedFromTheFirstCase(claim, source, ours, missing)) return false;
  // A case that names all the parties the claim names is the claim's, whatever word of it another
  // case says ("叶子航以21比17…击败…孔维；…宋佳琪以2比1逆转战胜…" for the claim's 战胜). One name
  // alone may be a heading's, which the first case opens with (康顿家电保修条款).
  // (Names written together are one: 溪山 and 古镇 of 溪山古镇.)
  const parties = claim.entities.filter((entity, i) => i === 0 || entity.start > claim.entities[i - 1]!.end).length;
  if (parties >= MIN_PARTIES && claim.entities.every((entity) => oursFlat.includes(entity.key))) return false;
  // …and the equal figure's case has a name of its own that the claim lacks (空调): a heading the
  // first case opens with (康顿家电保修条款) names no case, nor does a verb the claim says otherwise
  // (1956年加入杭州越剧团 for its 进入).
  const ownWords = source.content
    .filter((t) => t.kind === "cjk" && t.norm.length >= 2 && within(t, ours) && !ZH_NOT_A_NAME_TAG.test(t.tag ?? "") && tokenMatch(t, claim) === 0)
    .map(matchKey);
  // What the claim's figure measures, where the equal figure's case says it too (净利润 of "归母净利润约1.12亿元").
  const claimsMeasure = claimFigure && zhMeasureBefore(claim, claimFigure);
  const measured = claimsMeasure !== undefined && oursKeys.has(matchKey(claimsMeasure)) ? matchKey(claimsMeasure) : undefined;
  return values.some((other) => {
    if (within(other, ours) || !isOther(other)) return false;
    const theirs = caseAround(source, other);
    const theirKeys = keysWithin(source, theirs);
    // A figure of another measure, in a case that lacks the claim's, is no rival: "营业收入18.6亿元"
    // of a case that names 一季度 is no case of the claim's 净利润.
    const measure = measured === undefined || theirKeys.has(measured) ? undefined : zhMeasureBefore(source, other);
    if (measure !== undefined && tokenMatch(measure, claim) === 0) return false;
    // (A name heads the stretch between semicolons it is said in, whichever clause of it dates the figure: "R4 Max暂未获得定点，计划于…量产";
    // not the first stretch, whose names the rest may be of: "发布…“澈影Vision M1”…，10月28日起…开售；首销期（截至11月10日）内…".)
    const namedIn = (t: Token): boolean => {
      const itsStretch = segmentOf(source, other);
      return itsStretch.start !== source.start && keysWithin(source, itsStretch).has(matchKey(t));
    };
    const saidThere = (t: Token): boolean => (t.kind === "cjk" ? theirKeys.has(matchKey(t)) || holdsAbbreviated(wordsWithin(theirs), t.norm) : namedIn(t));
    return missing.some(saidThere) && ownWords.some((key) => !theirKeys.has(key));
  });
}

/** The claim opens on the word only `ours`, a later case than the first, opens on, and each word of `missing` is in the first case's opening. */
function carriedFromTheFirstCase(claim: Analysed, source: Analysed, ours: Span, missing: readonly Token[]): boolean {
  const cases = segments(source);
  const first = cases[0];
  const opening = claim.content[0];
  if (first === undefined || first.start === ours.start || opening === undefined || !distinctOpening(source, ours, cases).has(matchKey(opening))) return false;
  const firstFigure = source.quantities.find((q) => within(q, first))?.start ?? first.end;
  const carried = keysWithin(source, { start: first.start, end: firstFigure });
  // (A word of what the claim compares with, "比第一档贵", is not of its case.)
  const compared = (t: Token): boolean => ZH_COMPARED_PHRASE.test(claim.text.slice(0, t.start - claim.start));
  return missing.every((t) => carried.has(matchKey(t)) || compared(t));
}

/** A clause of time a Chinese claim opens on, after a thing is done: "等二期投产后，", "待合同到期以后，" (not "防治纹枯病时，", which names a case). */
const ZH_OPENING_TIME_CLAUSE = /^(?:等到?|待)[^，。；,;]{1,30}?(?:以后|之后|后)[，,]/u;

/** The words after 比 or 较 up to the figure compared: "比第一档贵" (jieba may read 档贵 as one word). */
export const ZH_COMPARED_PHRASE = /[比较][^，。；,;\d]{0,8}$/u;

/** Words between a measure and its figure: 为, 约, 达, 共. */
const ZH_BEFORE_FIGURE = /^(?:为|约|约为|是|达|达到|共|计|共计|合计)$/u;

/**
 * The Chinese word a figure is the measure of, written against it or after 为 or 约: 收入 of
 * "营业收入18.6亿元" (which jieba may tag a verb); none after a one-character verb or preposition
 * ("以19.8亿元", "积4分") or a verb of reaching (完成).
 */
function zhMeasureBefore(text: Analysed, figure: Span): Token | undefined {
  const before = text.content.filter((t) => t.end <= figure.start && !insideFigure(text, t));
  let k = before.length - 1;
  while (k >= 0 && ZH_BEFORE_FIGURE.test(before[k]!.norm)) k--;
  const word = before[k];
  if (word === undefined || word.kind !== "cjk" || word.norm.length < 2 || ZH_REACHED.test(word.norm) || !/^(?:n|v)/u.test(word.tag ?? "")) return undefined;
  const between = text.text.slice(word.end - text.start, figure.start - text.start).trim();
  return between === "" || ZH_BEFORE_FIGURE.test(between) ? word : undefined;
}

/** Whether the two sets of keys have one in common. */
export function sharesAny(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const key of a) if (b.has(key)) return true;
  return false;
}

/** A stretch of a chunk: a sentence, or its part between semicolons, and the label it opens on. */
interface Stretch {
  sentence: SourceSentence;
  span: Span;
  label: Span;
}

/** A chunk's stretches, read once per chunk: every figure of every claim that cites it asks for them. */
const stretchesCache = new WeakMap<readonly SourceSentence[], readonly Stretch[]>();

function stretchesOf(chunk: readonly SourceSentence[]): readonly Stretch[] {
  let stretches = stretchesCache.get(chunk);
  if (stretches === undefined) {
    stretches = chunk.flatMap((sentence) => {
      const spans = segments(sentence);
      const labels = spans.map((span) => labelOf(sentence, span));
      // A heading before a colon opens the first stretch, whose item is named after it, as the next
      // stretch names its own: "布置套餐：“初见”套餐12800元，…；“倾心”套餐22800元，…".
      const afterHeading = spans.length >= 2 ? itemAfterHeading(sentence, spans[0]!, labels[1]!) : undefined;
      if (afterHeading !== undefined) labels[0] = afterHeading;
      return spans.map((span, i) => ({ sentence, span, label: labels[i]! }));
    });
    stretchesCache.set(chunk, stretches);
  }
  return stretches;
}

const POINTS_BACK = /^\s*(?:上述|以上|该|此|这|其|(?:these|this|those|such|the\s+above)\b)/iu;

/** Content words that open a stretch and may name its item: "Sol Long Range", "The Team plan", "500M套餐". */
const LABEL_WORDS = 3;

/** A topic a Chinese stretch opens on, before the item it names: the 续航方面， of "续航方面，Air 4 Pro…". */
const ZH_TOPIC_OPENING = /^[^，,。；;]{1,8}(?:方面|而言|来说|来看)[，,]\s*/u;

/** Where a stretch's label ends: after its first LABEL_WORDS content words past a topic it opens on, or at its first colon before them. */
function labelOf(sentence: Analysed, span: Span): Span {
  const start = span.start + (ZH_TOPIC_OPENING.exec(sentence.text.slice(span.start - sentence.start))?.[0].length ?? 0);
  const words = sentence.content.filter((t) => t.start >= start && within(t, span) && !insideFigure(sentence, t));
  const end = words[Math.min(LABEL_WORDS, words.length) - 1]?.end ?? start;
  const colon = sentence.text.slice(start - sentence.start, end - sentence.start).search(/[:：]/u);
  return { start, end: colon < 0 ? end : start + colon };
}

/** A heading that opens a sentence: words up to a colon, with no comma before it. */
const HEADING_OPENING = /^[^，,；;：:]+[:：]/u;

/** The label of the first stretch's item past a heading the sentence opens on, where it says a word the next stretch's label does; else none. */
function itemAfterHeading(sentence: Analysed, span: Span, next: Span): Span | undefined {
  const heading = HEADING_OPENING.exec(sentence.text.slice(span.start - sentence.start, span.end - sentence.start));
  if (heading === null) return undefined;
  const item = labelOf(sentence, { start: span.start + heading[0].length, end: span.end });
  const nextWords = new Set(sentence.content.filter((t) => within(t, next) && !insideFigure(sentence, t)).map(matchKey));
  return sentence.content.some((t) => within(t, item) && !insideFigure(sentence, t) && nextWords.has(matchKey(t))) ? item : undefined;
}

/** The token is the word, or a longer Chinese word that holds it (黄金 in 黄金会员). */
function isOrHolds(t: Token, word: Token): boolean {
  return matchKey(t) === matchKey(word) || (t.kind === "cjk" && word.kind === "cjk" && t.norm.includes(word.norm));
}

/** The span says the word, or a longer Chinese word that holds it. */
export function saysWord(sentence: Analysed, span: Span, word: Token): boolean {
  return sentence.content.some((t) => within(t, span) && isOrHolds(t, word));
}

/** Per stretch of the sentence, the keys of the words it says that no other stretch says. */
export function ownWordsPerStretch(sentence: Analysed, stretches: readonly Span[], words: readonly Token[]): string[][] {
  const said = stretches.map((stretch) => new Set(words.filter((word) => saysWord(sentence, stretch, word)).map(matchKey)));
  return said.map((keys, i) => [...keys].filter((key) => said.every((other, j) => j === i || !other.has(key))));
}

/**
 * The span names an item by the word: in English a name (capitalised, not as the sentence's first
 * word: "Sol Long Range", "The Team plan") or a word with a figure in it; in Chinese any word of two
 * characters or more (免费用户, 尊享套餐). "Reservations cost 80p" names no item by "cost".
 */
function namesItem(sentence: Analysed, span: Span, word: Token): boolean {
  return sentence.content.some(
    (t) => within(t, span) && isOrHolds(t, word) && (t.kind === "cjk" || /\d/u.test(t.text) || (CAPITALISED.test(t.text) && t.start > sentence.start)),
  );
}

/**
 * The claim says every name by which the span names an item (none named, none said): a name, not
 * a Chinese word, which may be any word of the stretch (身高, 儿童); said outside the words that
 * bring in another figure of the claim (`elsewhere`), which name that figure's item.
 */
function namedInFull(claim: Analysed, sentence: Analysed, span: Span, elsewhere: Span | undefined): boolean {
  const names = sentence.content.filter((t) => within(t, span) && t.kind !== "cjk" && namesItem(sentence, span, t));
  const onlyElsewhere = (t: Token): boolean =>
    elsewhere !== undefined && claim.content.some((c) => within(c, elsewhere) && matchKey(c) === matchKey(t)) && !claim.content.some((c) => !within(c, elsewhere) && matchKey(c) === matchKey(t));
  return names.length > 0 && names.every((t) => tokenMatch(t, claim) > 0 && !onlyElsewhere(t));
}

function saysFigure(sentence: Analysed, span: Span, figure: Quantity): boolean {
  return sentence.quantities.some((e) => within(e, span) && sameQuantity(figure, e));
}

/**
 * The claim's bound is the source figure's, and the chunk gives the same value bounded the other
 * way: the two sides are the cases ("用餐日前48小时以上取消的，定金全额退还；48小时以内取消的，定金不予退还"),
 * and the claim's side is the claim's case, whatever words the other stretch shares with it.
 */
function boundSaidBothWays(claimFigure: Quantity, sourceFigure: Quantity, chunk: readonly SourceSentence[]): boolean {
  if (claimFigure.bound === undefined || sourceFigure.bound !== claimFigure.bound) return false;
  const unbounded = { ...claimFigure, bound: undefined };
  return chunk.some((s) => s.quantities.some((e) => e.bound !== undefined && e.bound !== claimFigure.bound && sameQuantity({ ...e, bound: undefined }, unbounded)));
}

/**
 * The source's figure, equal to the claim's, is given in a stretch of the chunk about another item
 * of a list than the claim's, and the claim's item has a stretch of its own with another figure
 * for the same thing: "The Long Range reaches 100 km/h in 7.3 seconds" against "Sol Standard
 * Range: … 0–100 km/h in 7.3 seconds …. Sol Long Range: … 0–100 km/h in 5.4 seconds …";
 * "500M套餐的合约期为12个月" against "300M套餐：…合约期12个月…。500M套餐：…合约期24个月…". Each
 * stretch names its item in its label (its first words): the other's names the claim's (Long,
 * 500M), the equal figure's one the claim lacks (Standard, 300M), and both say a word of the claim.
 */
export function itemOfAnother(
  claim: Analysed,
  claimFigure: Quantity,
  source: SourceSentence,
  sourceFigure: Quantity,
  chunk: readonly SourceSentence[],
  holds: (claimFigure: Quantity, sourceFigure: Quantity) => boolean,
): boolean {
  if (chunk.length < 2 || numberedByTheHeading(claim, claimFigure, source, sourceFigure, chunk) || boundSaidBothWays(claimFigure, sourceFigure, chunk)) return false;
  const stretches = stretchesOf(chunk);
  const ours = stretches.find((stretch) => stretch.sentence === source && within(sourceFigure, stretch.span));
  if (!ours) return false;
  const ourLabel = ours.label;
  // What names the equal figure's item: label words the claim lacks, or a label figure of the kind of one the claim gives (300M of 500M).
  const ownWords = source.content.filter((t) => within(t, ourLabel) && !insideFigure(source, t) && mayNameAnItem(source, t) && !FIGURES_WORD.test(t.norm) && tokenMatch(t, claim) === 0);
  const ownFigures = source.quantities.filter((e) => within(e, ourLabel) && claim.quantities.some((o) => o !== claimFigure && comparable(o, e) && !sameQuantity(o, e)));
  if (ownWords.length + ownFigures.length === 0) return false;
  // What the claim compares its figure with, after it, is another item's: "costs £395, cheaper than paying for standard one-hour lessons".
  const than = claim.text.slice(claimFigure.end - claim.start).search(THAN);
  const compared = (span: Span): boolean => than >= 0 && span.start >= claimFigure.end + than;
  // …and the words that bring in the claim's next figure of the kind are that figure's item: "finished on 27.4 to Tom Aldous's 29.1".
  const nextsOwn = nextFiguresOwnWords(claim, claimFigure);
  // (…nor do the words of a distinction the claim waives: 白天 of "不分白天晚上，每小时都是128元".)
  const words = claim.content.filter((t) => mayNameAnItem(claim, t) && !compared(t) && !(nextsOwn !== undefined && within(t, nextsOwn)) && !inDistinctionWaived(claim, t));
  // What the chunk's opening sentence names (the practice, the phone, the product) all its items belong to.
  const heading = chunk[0]!;
  const missingWords = words.filter((t) => !saysWord(source, ours.span, t) && (heading === source || !saysWord(heading, heading, t)));
  // (Words the sentence's first case says for all its cases are the claim's case's too.)
  if (carriedFromTheFirstCase(claim, source, segmentOf(source, sourceFigure), missingWords)) return false;
  const missingFigures = claim.quantities.filter((o) => o !== claimFigure && !comparable(o, claimFigure) && !compared(o) && !saysFigure(source, ours.span, o));
  const shared = words.filter((t) => saysWord(source, ours.span, t));
  // Or the claim names the other item in full and lacks the word that sets ours apart from it:
  // "the Duo 2" against "The Duo 2 has … ; the Duo 2 Plus carafe holds 0.7 litres".
  const lacksOurName = ownWords.some((t) => namesItem(source, ourLabel, t));
  // The other figure is given for what the equal one is ("合约期12个月" and "合约期24个月"), by a word beside each.
  const ourFrame = nearbyKeys(source, sourceFigure);
  return stretches.some((other) => {
    if (other === ours) return false;
    const { sentence, label } = other;
    // A stretch that opens by pointing back ("上述地区将伴有…", "These rooms…") goes on about what came before.
    if (POINTS_BACK.test(sentence.text.slice(other.span.start - sentence.start))) return false;
    const figures = sentence.quantities.filter((o) => within(o, other.span));
    return (
      (missingWords.some((t) => namesItem(sentence, label, t)) || missingFigures.some((o) => saysFigure(sentence, label, o)) || (lacksOurName && namedInFull(claim, sentence, label, nextsOwn))) &&
      (ownWords.some((t) => !saysWord(sentence, other.span, t)) || ownFigures.some((e) => !saysFigure(sentence, other.span, e))) &&
      shared.some((t) => saysWord(sentence, other.span, t)) &&
      !figures.some((o) => holds(claimFigure, o)) &&
      // (A figure the claim gives itself is no other item's figure for the claim's: "83 patients …, and 21 patients still have symptoms";
      // nor is one said of an earlier time, where the thing itself was: "up from £250,000 in Round 3" against the heading's "Round 4".)
      figures.some((o) => comparable(claimFigure, o) && o.earlier !== true && sameAttribute(claim, claimFigure, sentence, o) && sharesAny(ourFrame, nearbyKeys(sentence, o)) && !claim.quantities.some((c) => c !== claimFigure && sameQuantity(c, o)))
    );
  });
}

/**
 * A numbered thing the chunk's opening sentence names ("Grants, Round 4 (2026).") is what all its
 * items belong to, unless a sentence that gives the claim's other figures numbers another
 * ("In Round 3, 27 of the 61 applications … were funded").
 */
function numberedByTheHeading(claim: Analysed, claimFigure: Quantity, source: SourceSentence, sourceFigure: Quantity, chunk: readonly SourceSentence[]): boolean {
  if (source !== chunk[0] || sourceFigure.label === undefined) return false;
  const givesTheClaimsOthers = (s: SourceSentence): boolean => claim.quantities.some((o) => o !== claimFigure && s.quantities.some((e) => sameQuantity(o, e)));
  const numbersAnother = (s: SourceSentence): boolean => s.quantities.some((e) => e.label === sourceFigure.label && e.earlier !== true && !sameQuantity(e, claimFigure));
  return !chunk.some((s) => s !== source && givesTheClaimsOthers(s) && numbersAnother(s));
}

/** What joins a figure to the next of its kind, given another item: "27.4 to Tom Aldous's 29.1", "£40 for adults and £25 for children". */
const NEXT_FIGURE_JOINT = /\b(?:and|to|while|whereas|with|against|versus|vs)\b|[,，、；;和与而]/giu;

/** The stretch of the claim from the last joint after the figure up to the next figure of its kind, where there is one. */
function nextFiguresOwnWords(claim: Analysed, figure: Quantity): Span | undefined {
  const next = claim.quantities.find((o) => o.start >= figure.end && comparable(o, figure));
  if (next === undefined) return undefined;
  const between = claim.text.slice(figure.end - claim.start, next.start - claim.start);
  const joint = [...between.matchAll(NEXT_FIGURE_JOINT)].at(-1);
  return joint === undefined ? undefined : { start: figure.end + joint.index + joint[0].length, end: next.start };
}

/** A word for what a list's figures are ("Hourly rates: Room A £24 …"), which names no item of the list. */
const FIGURES_WORD = /^(?:rates?|prices?|fees?|charges?|costs?|tariffs?|价格|收费|费用|标准|收费标准)$/u;

/** What opens the other side of a comparison. */
const THAN = /\bthan\b/iu;

/** Quotation marks a Chinese name is written between: “初见”套餐, 《长安夜宴》, 「挚爱」. */
const ZH_NAME_QUOTES: Readonly<Record<string, string>> = { "“": "”", "《": "》", "「": "」", "『": "』" };

/**
 * A word that may name an item: not a Chinese character alone, nor a Chinese verb, adverb or
 * adjective (构成, 正好), unless quoted as a name alone (“初见”套餐, whatever jieba tags 初见).
 */
function mayNameAnItem(text: Analysed, t: Token): boolean {
  if (t.kind !== "cjk") return true;
  const close = ZH_NAME_QUOTES[text.text.charAt(t.start - text.start - 1)];
  return t.norm.length >= 2 && (!ZH_NOT_A_NAME_TAG.test(t.tag ?? "") || (close !== undefined && text.text.charAt(t.end - text.start) === close));
}

/** Where an item of a list written in one sentence starts: after a mark between items. */
export const ITEM_MARK = /[;；:：，,]/gu;

/** Figures of one kind, said per the same thing: two prices per square metre, not a price and a price per metre. */
function sameKind(a: Quantity, b: Quantity): boolean {
  return comparable({ ...a, bound: undefined }, { ...b, bound: undefined }) && samePer(a, b);
}

/**
 * Where a figure's item of a list written in one sentence begins: after the last figure before it
 * that `previous` accepts (the item before's), and after the last of `marks` between.
 */
export function itemStart(s: SourceSentence, figure: Quantity, previous: (e: Quantity) => boolean, marks: RegExp): number {
  const after = s.quantities.findLast((e) => e.end <= figure.start && previous(e))?.end ?? s.start;
  let from = after;
  for (const mark of s.text.slice(after - s.start, figure.start - s.start).matchAll(marks)) from = after + mark.index + 1;
  return from;
}

/** The words of a figure's item of the list, before it: 多层住宅（无电梯） of "多层住宅（无电梯）每平方米60元". */
function itemBefore(s: SourceSentence, figure: Quantity): Span {
  return { start: itemStart(s, figure, (e) => sameKind(e, figure), ITEM_MARK), end: figure.start };
}

/**
 * The source's figure stands in an item of a Chinese list written between commas, named by a word
 * or figure the claim lacks, while another item of that list, written alike, has no name the claim
 * lacks and has one the claim says before its figure: 每平方米60元 of "多层住宅（无电梯）每平方米60元，
 * 高层住宅（有电梯）每平方米90元" is no price of "有电梯的高层住宅", nor 568元 of "1.60折射率328元，1.67折射率
 * 568元" one of the 1.60 lens.
 */
export function figureOfAnotherItem(claim: Analysed, claimFigure: Quantity, s: SourceSentence, figure: Quantity): boolean {
  return enItemAfterOfAnother(claim, claimFigure, s, figure) || zhItemOfTheClaim(claim, claimFigure, s, figure) !== undefined;
}

/** Of a Chinese list's items, the figure of the one that names the claim, where `figure` is another's (figureOfAnotherItem). */
export function zhItemOfTheClaim(claim: Analysed, claimFigure: Quantity, s: SourceSentence, figure: Quantity): Quantity | undefined {
  const ours = itemBefore(s, figure);
  // Chinese writes an item's name before its figure; English as often after it ("a basic award of £8,250").
  if (!HAN.test(s.text.slice(ours.start - s.start, ours.end - s.start))) return undefined;
  // What the claim names, by words (not a character alone, nor what it compares with, 比平日) and figures.
  const words = claim.content.filter((t) => t.kind === "cjk" && t.norm.length >= 2 && !insideFigure(claim, t) && !ZH_COMPARED.test(claim.text.slice(0, t.start - claim.start)));
  // Items of one list are written alike, with the same word right before each figure (每平方米, 折射率): that word names none.
  const ourLast = lastWordOf(s, ours);
  if (ourLast === undefined || !namedApart(words, claim, s, ours, ourLast)) return undefined;
  // …before its figure, since one of its kind: "有电梯的高层住宅，…每平方米60元", not "60GB通用流量和30GB定向流量".
  const from = claim.quantities.findLast((o) => o.end <= claimFigure.start && sameKind(o, claimFigure))?.end ?? claim.start;
  const before = (span: Span): boolean => span.start >= from && span.end <= claimFigure.start;
  const names = (item: Span): boolean =>
    words.some((t) => before(t) && saysWord(s, item, t) && !saysWord(s, ours, t)) ||
    claim.quantities.some((o) => before(o) && s.quantities.some((e) => within(e, item) && sameQuantity(o, e)));
  // Items between commas are of one list within their stretch between semicolons; those of
  // another stretch may be of another thing (草坪营位's weekend price beside 木平台营位's weekday one).
  const segment = segmentOf(s, figure);
  return s.quantities.find((other) => {
    if (other === figure || !sameKind(other, figure) || !within(other, segment)) return false;
    const theirs = itemBefore(s, other);
    return lastWordOf(s, theirs) === ourLast && !namedApart(words, claim, s, theirs, ourLast) && names(theirs);
  });
}

/** What an English list's item names after its figure: "11p for French, German and Spanish;", "39 dB on low fan,", "0.81 with vitamin D". */
const EN_ITEM_AFTER = /^\s+(?:for|on|in|at|with)\s+[^;.]*/u;

/** What a weight or volume measures, right after it: "120 g lard and", "125 g of cold butter,", "175 ml cold water". */
const EN_MEASURED_AFTER = /^\s+(?:of\s+)?[a-z][^;,.]*/u;
const MEASURED_THINGS: ReadonlySet<Quantity["dimension"]> = new Set(["mass", "volume"]);

/**
 * The words an English figure's item names after it, up to the next figure or semicolon; none
 * unless a preposition and a word open it, or, after a weight or volume, the thing it measures.
 */
function itemAfter(s: Analysed, figure: Quantity): Span | undefined {
  // (A number joined to a word names a kind, as an item may: "£6 for SUVs, 7-seaters and vans".)
  const next = s.quantities.find((e) => e.start >= figure.end && !hyphenedToANoun(s, e))?.start ?? s.end;
  const rest = s.text.slice(figure.end - s.start, next - s.start);
  const item = EN_ITEM_AFTER.exec(rest) ?? (MEASURED_THINGS.has(figure.dimension) ? EN_MEASURED_AFTER.exec(rest) : null);
  if (item === null) return undefined;
  const span = { start: figure.end, end: figure.end + item[0].length };
  return s.content.some((t) => within(t, span) && !insideFigure(s, t)) ? span : undefined;
}

/**
 * The clause an English figure's item opens with: from the sentence's start, or a semicolon, with
 * no figure of its kind between ("; juniors (under 18) pay £20 in any section", "A 1-day adult pass
 * costs CHF 79 …; a 6-day adult pass costs CHF 389 …"). A later item of a list has none.
 */
function clauseBefore(s: SourceSentence, figure: Quantity): Span | undefined {
  const previous = s.quantities.findLast((e) => e.end <= figure.start && sameKind(e, figure));
  const from = previous?.end ?? s.start;
  const mark = s.text.slice(from - s.start, figure.start - s.start).lastIndexOf(";");
  if (mark < 0) return previous === undefined ? { start: s.start, end: figure.start } : undefined;
  return { start: from + mark + 1, end: figure.start };
}

/** What opens the thing a claim likens its own to: "the same as", "just as for". */
const LIKENED_OPENING = /\b(?:(?:the\s+)?same\s+as|just\s+as\s+for)\b/iu;

/**
 * The keys of the claim's words an English figure's item names after it, if it has such an item,
 * and its clause before it (`withClause`); a date of the claim's it gives counts as a word ("14.2%
 * at 30 September 2024, compared with 13.8% at the end of June").
 */
function namedInItem(claim: Analysed, s: SourceSentence, figure: Quantity, withClause: boolean): Set<string> | undefined {
  const item = itemAfter(s, figure);
  if (item === undefined) return undefined;
  const before = withClause ? clauseBefore(s, figure) : undefined;
  const says = (t: Token): boolean => saysWord(s, item, t) || (before !== undefined && saysWord(s, before, t));
  // (What the claim likens its figure's item to names another: the umbrella of "a wallet costs £5, the same as for an umbrella".)
  const likened = claim.text.search(LIKENED_OPENING);
  const own = (t: Token): boolean => likened < 0 || t.start < claim.start + likened;
  const keys = claim.content.filter((t) => t.kind !== "cjk" && !insideFigure(claim, t) && own(t) && says(t)).map(matchKey);
  claim.dates.forEach((d, i) => {
    if (s.dates.some((e) => within(e, item) && sameDate(d, e))) keys.push(`date ${i}`);
  });
  // …and the kinds a number names ("7-seaters").
  claim.quantities.forEach((o, i) => {
    if (hyphenedToANoun(claim, o) && s.quantities.some((e) => within(e, item) && sameQuantity(o, e))) keys.push(`kind ${i}`);
  });
  return new Set(keys);
}

/**
 * The item of one English figure names every claim word the other's names, and more: 17p of "17p
 * for Arabic, Chinese, Japanese and Korean" against 14p for a claim about Japanese. The clauses
 * before them count where each has its own: a list's head is no item's (not "A full groom costs"
 * of "£38 for small dogs, £48 for medium dogs").
 */
export function enItemNamed(claim: Analysed, s: SourceSentence, figure: Quantity, than: Quantity): boolean {
  const withClause = clauseBefore(s, figure) !== undefined && clauseBefore(s, than) !== undefined;
  const theirs = namedInItem(claim, s, than, withClause);
  return theirs !== undefined && namesMore(namedInItem(claim, s, figure, withClause), theirs);
}

/**
 * The source's figure is that of an English list's item, where another item of the kind names
 * every claim word it names and more: 14p of "14p for Polish, Dutch …; 17p for Arabic, Chinese,
 * Japanese and Korean" is no price of Japanese, nor 39 dB of "39 dB on low fan, 48 dB on high fan"
 * the noise on high fan.
 */
function enItemAfterOfAnother(claim: Analysed, claimFigure: Quantity, s: SourceSentence, figure: Quantity): boolean {
  // A claim that gives figures of several items ("£19 for Zone A and £29 for all zones") names them
  // all; each figure's own item is what names it ("5 years against 3 years for the cabinet version"
  // against "5 years on the cabinet model and 3 years on the slab model").
  if (claim.quantities.filter((q) => sameKind(q, figure)).length > 1) return ownItemElsewhere(claim, claimFigure, s, figure);
  return s.quantities.some((other) => other !== figure && sameKind(other, figure) && enItemNamed(claim, s, other, figure));
}

/** The words of the claim's own item after its figure are in the item of another of the sentence's figures of the kind, not in the figure's. */
function ownItemElsewhere(claim: Analysed, claimFigure: Quantity, s: SourceSentence, figure: Quantity): boolean {
  const own = itemAfter(claim, claimFigure);
  // A date after a time ("9 pm on Thursday 21 November") is when, not which item; so is a date that
  // opens the words after a figure ("£412.6 million in 2025, helped by a higher average price").
  const firstWord = own === undefined ? undefined : claim.content.find((t) => within(t, own) && !insideDate(claim, t));
  if (own !== undefined && claim.dates.some((d) => within(d, own) && (firstWord === undefined || d.start < firstWord.start))) return false;
  const words = own === undefined ? [] : claim.content.filter((t) => within(t, own) && t.kind !== "cjk" && !insideFigure(claim, t) && !insideDate(claim, t));
  if (words.length === 0) return false;
  const names = (f: Quantity): boolean => {
    const item = itemAfter(s, f);
    return item !== undefined && words.some((t) => saysWord(s, item, t));
  };
  return !names(figure) && s.quantities.some((other) => other !== figure && sameKind(other, figure) && names(other));
}

function namesMore(these: ReadonlySet<string> | undefined, those: ReadonlySet<string>): boolean {
  return these !== undefined && these.size > those.size && [...those].every((key) => these.has(key));
}

/** The item has a name the claim lacks: a word of two characters or more besides the list's own word, or a figure where the claim gives another of its kind (1.67 of "1.67折射率" against 1.60). */
function namedApart(claimWords: readonly Token[], claim: Analysed, s: SourceSentence, item: Span, listWord: string): boolean {
  const keys = new Set(claimWords.map(matchKey));
  return (
    s.content.some((t) => within(t, item) && !insideFigure(s, t) && t.kind === "cjk" && t.norm.length >= 2 && matchKey(t) !== listWord && !keys.has(matchKey(t)) && !claimWords.some((w) => isOrHolds(w, t))) ||
    s.quantities.some((e) => within(e, item) && !claim.quantities.some((o) => sameQuantity(o, e)) && claim.quantities.some((o) => comparable(o, e)))
  );
}

function lastWordOf(s: SourceSentence, item: Span): string | undefined {
  const word = s.content.findLast((t) => within(t, item) && !insideFigure(s, t));
  return word === undefined ? undefined : matchKey(word);
}

/**
 * A figure after one that says what it is per, which leaves it unsaid as the first gives it: the
 * 20p of "8p each in black and white and 20p in colour" is a page's too.
 */
function perLeftUnsaid(claimFigure: Quantity, sourceFigure: Quantity, other: Quantity): boolean {
  return sourceFigure.per !== undefined && other.per === undefined && other.start > sourceFigure.end && comparable({ ...claimFigure, per: undefined }, other);
}


/**
 * The source's figure, equal to the claim's, stands in a clause of an English sentence that lacks
 * the claim's subject (its first word), which another clause with a figure of the kind has, while
 * the equal figure's clause opens on a subject of its own: "Collisions have to be reported within
 * an hour" against "Any near miss must be reported … within 1 hour, and all collisions, however
 * minor, within 15 minutes".
 */
function enSubjectOfAnother(claim: Analysed, claimFigure: Quantity, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const subject = claimSubject(claim);
  if (!subject) return false;
  // The figure is the subject's: said before the claim goes on to another ("Sheree, 25, and Sophie, 21").
  if (spansBetween(claim.text, SUBJECT_BREAK, claim.start).findIndex((part) => within(claimFigure, part)) !== 0) return false;
  const parts = spansBetween(source.text, SUBJECT_BREAK, source.start);
  if (parts.length < 2) return false;
  const partOf = (span: Span): Span | undefined => parts.find((part) => within(span, part));
  const ours = partOf(sourceFigure);
  if (!ours) return false;
  const key = matchKey(subject);
  const says = (part: Span): boolean => source.content.some((t) => within(t, part) && matchKey(t) === key);
  if (says(ours)) return false;
  const ownSubject = source.content.find((t) => within(t, ours) && !insideFigure(source, t));
  if (!ownSubject || tokenMatch(ownSubject, claim) > 0 || opensOnACommand(source, ours, ownSubject) || SUBJECT_POINTS_BACK.test(source.text.slice(ours.start - source.start))) return false;
  // A part that opens on a figure and a comma is a record of a list ("Round cakes: 6-inch, serves
  // 12, £38; …; 10-inch, serves 32, £74"): what it is of is the heading the list hangs from, not a
  // subject of its own. ("12 were stood down" has one: the figure.)
  if (source.quantities.some((figure) => within(figure, ours) && figure.start < ownSubject.start && RECORD_FIELD_NEXT.test(source.text.slice(figure.end - source.start)))) return false;
  return source.quantities.some((other) => {
    const theirs = partOf(other);
    return theirs !== undefined && theirs !== ours && isOther(other) && says(theirs);
  });
}

/** What a move the claim gives is a move in, right after its figure: "a 14% increase in new car sales". */
const MOVE_IN_AFTER = /^\s+(?:increase|rise|fall|drop|decline|growth|jump|cut|reduction)\s+in\s+(?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+/iu;

/**
 * The source's figure, equal to the claim's, is the move of another thing than the one the claim
 * gives its move in, in a part of an English sentence that lacks a word of that thing, which
 * another part with a figure of the kind has: "a 14% increase in new car sales" against "New car
 * sales fell 4% …, but used car sales rose 14%".
 */
function moveInAnother(claim: Analysed, claimFigure: Quantity, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const thing = MOVE_IN_AFTER.exec(claim.text.slice(claimFigure.end - claim.start));
  if (thing === null) return false;
  const from = claimFigure.end + thing[0].lastIndexOf(" in ") + 4;
  const words = claim.content.filter((t) => t.start >= from && t.end <= claimFigure.end + thing[0].length);
  const parts = spansBetween(source.text, SUBJECT_BREAK, source.start);
  const ours = parts.find((part) => within(sourceFigure, part));
  if (ours === undefined || parts.length < 2) return false;
  const lacking = words.filter((t) => !saysWord(source, ours, t));
  return lacking.length > 0 && source.quantities.some((other) => {
    const theirs = parts.find((part) => within(other, part));
    return theirs !== undefined && theirs !== ours && isOther(other) && words.every((t) => saysWord(source, theirs, t));
  });
}

/** A part that opens on words pointing back to what the sentence spoke of has no subject of its own: "…; the figure was 29% in 2023", "…; if it was transported lying down". */
const SUBJECT_POINTS_BACK = /^[\s(]*(?:(?:if|when|once|unless)\s+)?(?:(?:the|this|that)\s+(?:figure|number|rate|share|proportion|percentage|total|level|amount|count)|it|this|that)\b/iu;

/** A comma after a figure, as between the fields of a record of a list. */
const RECORD_FIELD_NEXT = /^\s*,/u;

/** What follows a verb that opens a command: its object's determiner, or another verb ("Wrap and chill"). */
const OBJECT_OF_A_COMMAND = /^\s+(?:the|a|an|your|each|every|it|them|all|and)\s/iu;

/**
 * The part opens on a command (a recipe's "Rub the fats into the flour…, then wrap and chill for at
 * least 3 hours"), whose subject is whoever follows it, not its first word.
 */
function opensOnACommand(source: Analysed, part: Span, first: Token): boolean {
  const before = source.text.slice(part.start - source.start, first.start - source.start);
  return /^[\s(]*$/u.test(before) && OBJECT_OF_A_COMMAND.test(source.text.slice(first.end - source.start));
}

/** The claim's subject: its first word, when the claim opens on it ("The starling was …"), not one it was given when split. */
function claimSubject(claim: Analysed): Token | undefined {
  const subject = claim.content[0];
  if (!subject || subject.kind !== "word" || insideFigure(claim, subject)) return undefined;
  if (!claim.text.toLowerCase().startsWith(subject.norm) && subject.start === claim.start) return undefined;
  // (A claim that opens on a pronoun, "You add £6 for 7-seaters", opens on no subject a word of it names.)
  if (PRONOUN_OPENING.test(claim.text)) return undefined;
  // (Nor does one that opens on an act, "Paying by termly instalments costs…": its verb is no thing another clause is said of.)
  if (ACT_OPENING.test(claim.text.slice(subject.start - claim.start))) return undefined;
  return subject;
}

/** An -ing form followed by what an act takes: a preposition, an article or a possessive. */
const ACT_OPENING = /^[\p{L}]+ing\s+(?:by|in|at|on|for|with|from|to|the|a|an|your|their|its|our|both|each|every|two|three)\b/iu;

/** A personal pronoun the claim opens on. */
const PRONOUN_OPENING = /^\s*(?:you|we|i|they)\b/iu;

/** What may stand before a subject the claim opens on: an article or a possessive. */
const SUBJECT_OPENING = /^(?:(?:the|a|an|its|their|our|his|her)\s+)?$/iu;

/**
 * The source's figure, equal to the claim's, is in an English sentence about another subject than
 * the claim's, and another sentence of the chunk opens on the claim's subject with a figure of the
 * kind: "The starling was the most commonly counted bird, with an average of 3.9 per garden"
 * against "The house sparrow remained the most commonly counted bird, with an average of 3.9 per
 * garden. … The starling rose to second place (3.1 per garden)". The equal figure's sentence never
 * names the claim's subject, and opens on a word the claim lacks; the other figure counts what the
 * claim's does, and a word beside it is one beside the claim's.
 */
export function sentenceOfAnotherSubject(
  claim: Analysed,
  claimFigure: Quantity,
  source: SourceSentence,
  chunk: readonly SourceSentence[],
  holds: (claimFigure: Quantity, sourceFigure: Quantity) => boolean,
): boolean {
  const subject = claimSubject(claim);
  // The claim opens on its subject ("The starling was …"), not on a date or a phrase before it.
  if (!subject || chunk.length < 2 || !SUBJECT_OPENING.test(claim.text.slice(0, subject.start - claim.start))) return false;
  const key = matchKey(subject);
  const opensOn = (sentence: Analysed): Token | undefined => sentence.content.find((t) => !insideFigure(sentence, t));
  // "It brings together 86 works" is about what the sentence before named.
  if (refersBack(source.text)) return false;
  const ownSubject = opensOn(source);
  if (!ownSubject || ownSubject.kind !== "word" || tokenMatch(ownSubject, claim) > 0 || source.content.some((t) => matchKey(t) === key)) return false;
  // A sentence that holds two or more figures of the claim, all of them, says what the claim says whatever its subject is called ("Employees with at least ten years' service may take six weeks" for "Staff with ten or more years … six weeks").
  if (claim.quantities.length >= 2 && claim.quantities.every((q) => source.quantities.some((o) => holds(q, o)))) return false;
  const around = nearbyKeys(claim, claimFigure);
  // The chunk's opening sentence may be its title, naming what every sentence is about ("Millbrook City Council – …").
  return chunk.some((other, k) => {
    if (other === source || k === 0) return false;
    const opening = opensOn(other);
    return (
      opening !== undefined &&
      matchKey(opening) === key &&
      !other.quantities.some((o) => holds(claimFigure, o)) &&
      // (A sentence on the claim's subject that holds another of its figures of the kind is where that one is from, and this one is the
      // other sentence's: "Operating profit climbed … to £18.2 million, on turnover of £612 million".)
      !claim.quantities.some((q) => q !== claimFigure && comparable(q, claimFigure) && other.quantities.some((o) => holds(q, o))) &&
      other.quantities.some((o) => comparable(claimFigure, o) && o.noun === claimFigure.noun && (sharesAny(around, nearbyKeys(other, o)) || countedInTheSameWords(claimFigure, o)) && !claim.quantities.some((q) => sameQuantity(withoutBound(q), o)))
    );
  });
}

/** Words that end what a figure counts: "a year" of "three in-branch cleans a year". */
const PER_WORD = /^(?:a|an|per|each|every)$/iu;
/** A word of letters, which may be hyphened: "in-branch". */
const LETTER_WORD = /^[\p{L}][\p{L}-]*$/u;

/** The words after a count's number that say what it counts, up to a per word: "in-branch cleans" of "three in-branch cleans a year". */
function countedWords(q: Quantity): string | undefined {
  if (q.dimension !== "count" && q.dimension !== "rate") return undefined;
  const words: string[] = [];
  for (const word of q.raw.split(/\s+/).slice(1)) {
    if (PER_WORD.test(word) || !LETTER_WORD.test(word)) break;
    words.push(word.toLowerCase());
  }
  return words.length >= 2 ? words.join(" ") : undefined;
}

/** Two counts of the same thing in two or more words of their own: "three in-branch cleans a year", "two in-branch cleans per year". */
export function countedInTheSameWords(a: Quantity, b: Quantity): boolean {
  const ours = countedWords(a);
  return ours !== undefined && ours === countedWords(b);
}

/**
 * The claim counts a thing after its Chinese count (4艘油轮), which the source names before
 * another count of the kind and not before the equal one: "油轮10艘；液化天然气（LNG）运输船4艘".
 */
function zhCountOfAnotherThing(claimFigure: Quantity, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const counted = claimFigure.counted;
  if (counted === undefined || sourceFigure.counted !== undefined) return false;
  return !namesCounted(source, sourceFigure, counted) && source.quantities.some((other) => other !== sourceFigure && isOther(other) && namesCounted(source, other, counted));
}

/** The Chinese words before a source's figure name what the claim's counts (海外 of 14家海外门店 in 海外门店14家). */
function namesCounted(source: Analysed, figure: Quantity, counted: string): boolean {
  return zhFrame(source, figure).some((t) => t.norm.includes(counted) || counted.includes(t.norm));
}

/**
 * The source's figure, equal to the claim's, is said of another thing than the claim's, which
 * another figure of the kind is said of: by its Chinese frame or case, its English phrase or
 * label, or for the opposite case. Then it does not hold the claim's figure.
 */
export function equalFigureOfAnother(claim: Analysed, claimFigure: Quantity, source: Analysed, sourceFigure: Quantity): boolean {
  const ofTheKind = (other: Quantity): boolean => comparable(claimFigure, other);
  return (
    zhRespectiveOfAnother(claim, source, sourceFigure) ||
    zhCountOfAnotherThing(claimFigure, source, sourceFigure, (other) => ofTheKind(other) && !sameQuantity(withoutBound(claimFigure), other)) ||
    zhFrameOfAnother(claim, claimFigure, source, sourceFigure, ofTheKind) ||
    zhSiblingOfAnother(claim, claimFigure, source, sourceFigure, ofTheKind) ||
    // A share of the price (半价, 8折) said of groups the claim names one of is their price: "成人单程12元，6至14周岁儿童及65周岁以上老人半价" gives children no 12元.
    (claimFigure.dimension === "currency" && zhFrameOfAnother(claim, claimFigure, source, sourceFigure, (other) => other.unit === "折", { oneOfList: true })) ||
    enPhraseOfAnother(claim, claimFigure, source, sourceFigure, (other) => (ofTheKind(other) || perLeftUnsaid(claimFigure, sourceFigure, other)) && !sameQuantity(withoutBound(claimFigure), other)) ||
    bracketOfAnother(claim, source, sourceFigure, (other) => ofTheKind(other) && !sameQuantity(withoutBound(claimFigure), other)) ||
    zhBracketOfAnother(claim, source, sourceFigure, (other) => ofTheKind(other) && !sameQuantity(withoutBound(claimFigure), other)) ||
    enLabelOfAnother(claim, source, sourceFigure, (other) => ofTheKind(other) && !sameQuantity(claimFigure, other)) ||
    labelFigureOfAnother(claim, claimFigure, source, sourceFigure, (other) => ofTheKind(other) && !sameQuantity(withoutBound(claimFigure), other)) ||
    zhOppositeCase(claim, claimFigure, source, sourceFigure) ||
    // A case whose count the claim gives too, of the same things, is that count's (17艘散货船、10艘油轮和4艘…);
    // a case that names what the claim counts is the claim's ("公司有14家海外门店" of "公司在营门店共612家…；海外门店14家").
    (!(claimFigure.counted !== undefined && namesCounted(source, sourceFigure, claimFigure.counted)) &&
      zhCaseOfAnother(claim, source, sourceFigure, source.quantities, (other) => ofTheKind(other) && !givenByTheClaim(claim, other), { claimFigure })) ||
    dayOfAnother(claim, source, sourceFigure, (other) => ofTheKind(other) && !sameQuantity(withoutBound(claimFigure), other)) ||
    monthsOfAnother(claim, source, sourceFigure, (other) => ofTheKind(other) && !sameQuantity(withoutBound(claimFigure), other)) ||
    enSubjectOfAnother(claim, claimFigure, source, sourceFigure, (other) => ofTheKind(other) && !sameQuantity(withoutBound(claimFigure), other)) ||
    moveInAnother(claim, claimFigure, source, sourceFigure, (other) => ofTheKind(other) && !sameQuantity(withoutBound(claimFigure), other))
  );
}

/**
 * The claim gives the other case's figure itself: a count of the same things (17艘散货船、10艘油轮和4艘…),
 * or a measure ("单位未按期申请的，职工…可在1年内直接提出申请" for the claim's own "可以在1年内…申请").
 * A bare count may be of anything.
 */
function givenByTheClaim(claim: Analysed, other: Quantity): boolean {
  // (As written: "最多可同时借20册" gives no 15册, though 15 lies within its bound.)
  return claim.quantities.some((o) => sameQuantity(withoutBound(o), other) && (o.noun !== undefined ? o.noun === other.noun : o.dimension !== "count"));
}

/** Where the text names days of the week, singly, in runs or in the plural ("on Saturdays"; 0 for Sunday), and which. */
function weekdayMentions(text: Analysed): { days: number[]; at: number }[] {
  return [
    ...text.dates.filter((d) => d.weekday !== undefined).map((d) => ({ days: weekdaysOf(d) ?? [], at: d.start })),
    ...pluralWeekdaysAt(text.text).map(({ day, at }) => ({ days: [day], at: text.start + at })),
  ];
}

/** The days of the week the text names. */
function weekdaysNamed(text: Analysed): Set<number> {
  return new Set(weekdayMentions(text).flatMap(({ days }) => days));
}

/**
 * The source's figure is given for a day of the week the claim names: the days its list item
 * names, singly, in a run or in the plural, or else the last its sentence names before it, are
 * the claim's ("Saturdays £95" for "a call-out on a Saturday afternoon"; "£12.50 from Monday to
 * Thursday" for "a Tuesday ticket").
 */
export function figureOfTheClaimsDay(claim: Analysed, source: Analysed, figure: Span): boolean {
  const claimed = weekdaysNamed(claim);
  if (claimed.size === 0) return false;
  const item = spansBetween(source.text, ITEM_BREAKS, source.start).find((part) => within(figure, part)) ?? source;
  const named = weekdayMentions(source);
  const inItem = named.filter(({ at }) => at >= item.start && at < item.end);
  const before = named.filter(({ at }) => at < figure.start).sort((a, b) => a.at - b.at);
  const days = inItem.length > 0 ? inItem.flatMap(({ days }) => days) : before.at(-1)?.days;
  return days !== undefined && days.some((day) => claimed.has(day));
}

/** The figure is not given for the claim's day of the week, and another of its kind in the sentence is. */
export function figureOfAnotherDay(claim: Analysed, source: Analysed, figure: Quantity): boolean {
  return !figureOfTheClaimsDay(claim, source, figure) && source.quantities.some((o) => o !== figure && comparable(o, figure) && !sameQuantity(o, figure) && figureOfTheClaimsDay(claim, source, o));
}

/**
 * The source's figure, equal to the claim's, is given for other days of the week than the claim
 * names, and the claim's days have a figure of the kind of their own: "open until 18:00 on
 * Saturdays" against "Monday to Friday 7:30–18:00, Saturday 8:00–13:00". A figure's days are the
 * last run of days named before it; or, where the sentence gives a figure of the kind before it
 * names any days, the first run after it ("£1,950 Monday to Thursday or £2,650 Friday to Sunday").
 */
function dayOfAnother(claim: Analysed, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  const runs = source.dates.filter((d) => d.weekday !== undefined);
  if (runs.length < 2) return false;
  const ofTheKind = source.quantities.filter((q) => q === sourceFigure || isOther(q));
  const daysAfter = ofTheKind.some((q) => q.end <= runs[0]!.start);
  const ours = daysAfter ? runs.find((d) => d.start >= sourceFigure.end) : runs.findLast((d) => d.end <= sourceFigure.start);
  if (ours === undefined) return false;
  const claimed = weekdaysNamed(claim);
  if (claimed.size === 0 || weekdaysOf(ours)!.some((day) => claimed.has(day))) return false;
  return runs.some((run, k) => {
    if (!weekdaysOf(run)!.some((day) => claimed.has(day))) return false;
    const [from, to] = daysAfter ? [runs[k - 1]?.end ?? source.start, run.start] : [run.end, runs[k + 1]?.start ?? source.end];
    return source.quantities.some((other) => other.start >= from && other.end <= to && isOther(other));
  });
}

/** The months a text names alone (4月, "October"), not a day of them. */
function monthsNamed(text: Analysed): DateMention[] {
  return text.dates.filter((d) => d.month !== undefined && d.day === undefined && d.weekday === undefined);
}

/**
 * The figure is given for a month the claim names: in Chinese, which names a case before its
 * figures, the last month its sentence names before it, of two or more ("4月至10月每日6:00—21:00，
 * 11月至次年3月每日6:30—18:30": 6:00 is October's). English as often names the months after
 * ("3.9% in May from 4.1% in April").
 */
export function figureOfTheClaimsMonths(claim: Analysed, source: Analysed, figure: Span): boolean {
  // Asked of every figure a claim's is matched with: most claims name no month, and that is read first.
  const claimed = monthsNamed(claim);
  if (claimed.length === 0) return false;
  const months = monthsNamed(source);
  if (months.length < 2 || !HAN.test(source.text)) return false;
  const ours = months.findLast((d) => d.end <= figure.start);
  return ours !== undefined && claimed.some((d) => d.month === ours.month);
}

/** The same for months as dayOfAnother: "4月至10月…早上6:30开园" against the sentence above. */
function monthsOfAnother(claim: Analysed, source: Analysed, sourceFigure: Quantity, isOther: (other: Quantity) => boolean): boolean {
  return !figureOfTheClaimsMonths(claim, source, sourceFigure) && source.quantities.some((other) => isOther(other) && figureOfTheClaimsMonths(claim, source, other));
}

const ZH_RESPECTIVELY = "分别";
const ZH_LIST_BREAK = /[、和与及]/u;

/**
 * "科目二、科目三补考每次分别收取200元和300元" pairs its items with its figures in order: 300元 is
 * 科目三's, and a claim that names 科目二 only does not have it. Items are read at the length of
 * the first ("科目三" of "科目三补考每次"), as lists name alike things alike.
 */
function zhRespectiveOfAnother(claim: Analysed, source: Analysed, sourceFigure: Quantity): boolean {
  const at = source.text.indexOf(ZH_RESPECTIVELY);
  if (at < 0 || sourceFigure.start - source.start < at) return false;
  const from = clauseStartBefore(source.text, at);
  const parts = source.text.slice(from, at).split(ZH_LIST_BREAK).filter((part) => part.length > 0);
  // Of one dimension and unit: what the first is per (每次…200元) the rest leave unsaid.
  const figures = source.quantities.filter((q) => q.start - source.start > at && q.dimension === sourceFigure.dimension && q.unit === sourceFigure.unit);
  // The list may stand in an earlier clause: "分为金牌、银牌两档，26天服务期分别收费16800元和12800元".
  const items = parts.length >= 2 ? parts.map((part) => part.slice(0, parts[0]!.length)) : listWordsBefore(source, from);
  if (items.length < 2 || figures.length !== items.length) return false;
  const own = figures.indexOf(sourceFigure);
  return own >= 0 && !claim.text.includes(items[own]!) && items.some((item, i) => i !== own && claim.text.includes(item));
}

/**
 * The words a 、-list before `end` names its items by: the word before each mark and the one after
 * the last ("分为金牌、银牌两档" gives 金牌 and 银牌); none unless each has one.
 */
function listWordsBefore(source: Analysed, end: number): string[] {
  const text = source.text.slice(0, end);
  const last = text.lastIndexOf("、");
  if (last < 0) return [];
  const from = clauseStartBefore(text, last);
  const marks = [...text.slice(from, last + 1).matchAll(/、/gu)].map((mark) => source.start + from + mark.index);
  const words = marks.map((mark) => source.content.find((t) => t.end === mark)?.norm);
  words.push(source.content.find((t) => t.start === marks.at(-1)! + 1)?.norm);
  return words.every((word): word is string => word !== undefined) ? words : [];
}

function sameInSense(word: Token, other: Token): boolean {
  return matchKey(other) === matchKey(word) || (other.kind === "cjk" && (other.norm[0] === word.norm[0] || other.norm.includes(word.norm)) && !deniedForm(word, other) && !siblingForm(word, other));
}

/** Chinese words of three or more characters that differ in their last only name two kinds of one thing: 氯化钠 and 氯化钾. */
function siblingForm(word: Token, other: Token): boolean {
  const n = word.norm.length;
  return n >= 3 && other.norm.length === n && other.norm.slice(0, n - 1) === word.norm.slice(0, n - 1) && other.norm !== word.norm;
}

/** A Chinese word that denies the other by a character before it: 非住宅 of 住宅, 无电梯 of 电梯. */
const ZH_DENYING_CHARACTER = /^[非无未不没]/u;

function deniedForm(word: Token, other: Token): boolean {
  return other.norm.length === word.norm.length + 1 && ZH_DENYING_CHARACTER.test(other.norm) && other.norm.endsWith(word.norm);
}

/**
 * The source has the word, or one that holds it or shares its first character (营收 and 营业收入):
 * 城镇居民 is not in "全市居民人均可支配收入为52360元", so that figure is not
 * the urban residents' one.
 */
function heldInSense(word: Token, source: Analysed): boolean {
  return tokenMatch(word, source) > 0 || source.content.some((t) => sameInSense(word, t));
}

/** The aligned sentences first (they hold the value as a rule), then the rest of the regions', each once. */
export function evidenceSentences(aligned: readonly SourceSentence[], regions: readonly Region[]): SourceSentence[] {
  const seen = new Set<SourceSentence>(aligned);
  for (const region of regions) for (const sentence of region.sentences) seen.add(sentence);
  return [...seen];
}

/** What a whole a part is taken of stands after: "of the 144 starters", "out of its 20 stores". */
const PARTITIVE_BEFORE = /\b(?:out\s+)?of\s+(?:the|its|their|all)\s+$/iu;

/** The figure counts a whole that a part is taken of: the 144 of "13 of the 144 riders". */
export function wholeOfAPart(text: Analysed, q: Quantity): boolean {
  return PARTITIVE_BEFORE.test(text.text.slice(Math.max(0, q.start - text.start - 16), q.start - text.start));
}
