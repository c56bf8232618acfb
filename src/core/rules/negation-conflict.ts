import type { Span } from "../types.js";
import type { Token } from "../text/tokens.js";
import { flatten, matchKey, type Analysed } from "../analysis.js";
import { tokenMatch } from "../align.js";
import { akin, HAN } from "../text/zh.js";
import type { Lexicon } from "../lexicon/wordnet.js";
import { BRACKETED, CLAUSE_END, clauseOf, clauses, deniedOnADayOffTheRun, COMMA_CLAUSE_MARKS, CONDITIONAL, inCondition, insideFigure, ITEM_BREAKS, lastClauseWithWords, listedApart, partOfValue, segmentOf, segments, spansBetween, within } from "./clauses.js";
import { asCaseWritten, comparable, sameDate, sameQuantity, withoutBound, type Quantity } from "../quantities/index.js";
import { deniedAfter, denies, ELLIPTICAL_DENIAL, endsAtReach, lastIndexOfAny, negatedAt, reaches, scopesOf, VERB_TAG, ZH_EXCLUDES_AFTER, ZH_EXCLUDING_VERB, ZH_NOUN_CUE, type Scope } from "./negation-scope.js";
import { opposites } from "../lexicon/opposites.js";
import { LIGHT_WORDS } from "../text/stopwords.js";
import { stem } from "../text/stem.js";
import type { ContentContext, ContentRule } from "./rule.js";
import type { RuleReport } from "../types.js";
import type { SourceSentence } from "../context-index.js";
import { namesAnother } from "./nearby.js";
import { refersBack } from "../text/reference.js";
import { affirmsDenied, DENIED_AS, FORBIDDING_WORD, mayDenyNeed } from "./denied-predicate.js";
import { heldAsAllBut, heldAsRestOfWhole, restQuantities } from "./derived-figures.js";
import { saysFree } from "./free-or-priced.js";
import { sideOfATime } from "./bands.js";

/** The evidence sentence must hold most of the claim, or the claim most of a clause of it, before a polarity difference means anything. */
const MIN_ALIGNMENT = 0.6;
/** …or half of it, or of the claim's clause that says it, where the claim says a thing the sentence denies is needed or possible (denied-predicate.ts). */
const MIN_AFFIRMED_ALIGNMENT = 0.5;
/** A clause with fewer words in the claim is too little to say that both speak of the same thing. */
const MIN_CLAUSE_HELD = 2;
/** What opens the thing a comparison measures against, back to the start of its clause: "£550 less than a standard weekday service". */
// (Not "more than one candidate", a bound on a count; nor "other than sealed tins" or "rather than", which set a thing aside.)
const THAN_IN_CLAUSE_BEFORE = /\b(?!(?:other|rather)\b)(?:\p{L}+er|more|less|fewer)\s+than\s+(?!\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twice|half)\b)[^,;:.()]*$/iu;

/**
 * The claim names the word only as what its comparison measures against, which is another thing
 * than the one it speaks of: "a direct cremation costs £495, £550 less than a standard weekday
 * service" states no service of the direct cremation that "with no mourners and no service" denies it of.
 */
function namedOnlyAsTheStandard(claim: Analysed, word: Token): boolean {
  const places = occurrences(claim, word);
  return places.length > 0 && places.every((place) => THAN_IN_CLAUSE_BEFORE.test(claim.text.slice(0, place.start - claim.start)));
}

/**
 * Where a text says a word: its tokens of the same match key, else (a Chinese word the segmenter
 * cut otherwise, a long word inside a compound) where its text has it.
 */
function occurrences(text: Analysed, word: Token): Span[] {
  const key = matchKey(word);
  const found: Span[] = text.content.filter((t) => matchKey(t) === key);
  if (found.length > 0) return found;
  const lower = text.text.toLowerCase();
  for (let at = lower.indexOf(word.norm); at >= 0; at = lower.indexOf(word.norm, at + 1)) {
    found.push({ start: text.start + at, end: text.start + at + word.norm.length });
  }
  return found;
}

/**
 * Words that say a thing holds for something, each of which a denial may use for any: "not
 * available on Day Passes" denies "the discount also applies to Day Passes", and "not available for
 * leather" denies "can be used for leather items", "not available in junior sizes" denies "they come in junior sizes".
 */
const APPLIES = new Set(["available", "apply", "applies", "applied", "applicable", "valid", "eligible", "included", "covered", "qualify", "qualifies", "used", "usable", "come", "comes"]);

/** Two tokens are one word: the same match key, or Chinese words of one sense (akin). */
function sameWord(a: Token, b: Token): boolean {
  return matchKey(a) === matchKey(b) || (a.kind === "cjk" && b.kind === "cjk" && akin(a.norm, b.norm));
}

/** An adverb ("currently", "fully"), which a text may add or leave out. */
function comesAndGoes(word: Token): boolean {
  return word.kind === "word" && word.norm.endsWith("ly");
}

/** Whether `other` says the word too, or a word of its sense, or the word may come and go. */
function heldBy(word: Token, other: Analysed, lexicon: Lexicon | undefined): boolean {
  if (comesAndGoes(word)) return true;
  if (APPLIES.has(word.norm) && other.content.some((t) => APPLIES.has(t.norm))) return true;
  if (word.kind === "cjk") return other.content.some((t) => t.kind === "cjk" && akin(word.norm, t.norm));
  return tokenMatch(word, other, lexicon) > 0;
}

/** A word of a figure the other text gives too, as a figure: "one-day" of "not in the one-day pass", said by "the €290 one-day pass". */
function figureHeldBy(text: Analysed, token: Token, other: Analysed): boolean {
  const figure = text.quantities.find((q) => q.start <= token.start && token.end <= q.end);
  return figure !== undefined && other.quantities.some((q) => sameQuantity(q, figure));
}

/**
 * Chinese verbs that only carry the noun after them: 不提供加急服务 denies 加急 as 不能加急 does; and
 * verbs of allowing, which carry the act after them: 不允许打麻将 denies 打麻将 as 不能打麻将 does.
 */
const ZH_LIGHT_VERB = /^(?:提供|进行|给予|予以|开展|允许|准许|容许)$/u;
/** Chinese adverbs and modals a claim puts before its verb: 也, 都, 还, 能, 可以. */
const ZH_AUXILIARY = /^(?:也|都|还|就|能|可|可以|能够|会)$/u;

interface Reading {
  /** The text says the word, at least once, without a cue on it. */
  stated: boolean;
  /** Every time the text says the word, a cue is on it. */
  governed: boolean;
  /** …and the other text has every word between cue and word, so that the cue denies what the other text says of it. */
  negated: boolean;
  /** The cues on the word. */
  cues: Token[];
}

/** What opens a phrase after a verb that is no object of it. */
const PREPOSITION_NEXT = /^\s+(?:for|on|in|at|to|with|by|from|of|as|during|within|without|after|before|since|until|till)\b/iu;

/** Verbs that say little but of their object: use, make, have, take, get. */
const LIGHT_STEMS: ReadonlySet<string> = new Set([...LIGHT_WORDS].map(stem));

/**
 * How a text says a shared word. "该手表支持蓝牙，但不支持无线充电" states 支持 as well as
 * negating it. "had not lost a cup match" governs "cup", but it denies losing, which "were
 * unbeaten in 11 cup games" does not say: "lost" stands between the cue and "cup".
 */
function readingOf(word: Token, text: Analysed, scopes: readonly Scope[], other: Analysed, lexicon: Lexicon | undefined, at: readonly Span[] = occurrences(text, word)): Reading {
  const cues: Token[] = [];
  let denied = 0;
  for (const place of at) {
    const governing = scopes.filter((s) => reaches(s, place));
    if (governing.length % 2 === 0) continue;
    const cue = governing[0]!.cue;
    cues.push(cue);
    if (governing[0]!.list === true && ZH_EXCLUDES_AFTER.test(text.text.slice(cue.end - text.start))) {
      // A thing of a Chinese list (不包括…) is denied whole: 学生 is no "专升本学生", nor 做 "为家庭其他成员做饭".
      if (listItemAt(text, governing[0]!, place).every((t) => heldBy(t, other, lexicon))) denied++;
    } else if (governing[0]!.list === true || text.content.every((t) => t.start < cue.end || t.end > place.start || heldBy(t, other, lexicon) || figureHeldBy(text, t, other) || ZH_LIGHT_VERB.test(t.norm))) {
      // A light verb's denial is its object's: "must not use a hosepipe" denies the hosepipe, not
      // "using a watering can".
      // (A verb followed by a preposition has no object: "cannot be used for special events, live
      // broadcasts …" denies each use it lists.)
      const object = LIGHT_STEMS.has(word.stem) && !PREPOSITION_NEXT.test(text.text.slice(place.end - text.start)) ? text.content.find((t) => t.start >= place.end && reaches(governing[0]!, t)) : undefined;
      if (object === undefined || heldBy(object, other, lexicon)) denied++;
    }
  }
  const governed = at.length > 0 && cues.length === at.length;
  return { stated: cues.length < at.length, governed, negated: governed && denied === at.length, cues };
}

/** The content words of the thing of a list scope's list that holds the place: "迷你吧消费" of "不含城市维护费及迷你吧消费". */
function listItemAt(text: Analysed, scope: Scope, place: Span): Token[] {
  const words = text.content.filter((t) => t.start >= scope.cue.end && reaches(scope, t) && !ZH_EXCLUDING_VERB.test(t.norm));
  return listedThings(words, text).find((item) => item.some((t) => t.start <= place.start && t.end >= place.end)) ?? [];
}

/**
 * Of the parts of the sentence that say the word, the one that holds more of the words of the
 * claim's clause around it than any other, if one does.
 */
function mostHeld(sentence: Analysed, parts: readonly Span[], places: readonly Span[], wanted: ReadonlySet<string>): Span | undefined {
  const saying = parts.filter((part) => places.some((place) => within(place, part)));
  if (saying.length < 2) return undefined;
  // Each word counted once, and a word of a hyphened compound said there too: the "workshop" of "workshop-supplied parts".
  const keysOf = (t: Token): string[] => (t.kind === "word" && t.norm.includes("-") ? [matchKey(t), ...t.norm.split("-").map(stem)] : [matchKey(t)]);
  const heldKeys = saying.map((part) => new Set(sentence.content.filter((t) => within(t, part)).flatMap(keysOf).filter((key) => wanted.has(key))));
  const held = heldKeys.map((keys) => keys.size);
  const most = Math.max(...held);
  // A clause of the claim with one other word ("driver included") needs only that one.
  if (most >= Math.min(MIN_CLAUSE_HELD, wanted.size) && most > 0 && held.indexOf(most) === held.lastIndexOf(most)) return saying[held.indexOf(most)];
  // Where they tie, the one part that says a word of the claim no other part says names what the claim's
  // clause is of: 中级 of "初级和中级不加收费用，高级每个钟加收20元，金牌每个钟加收40元" for "中级技师每个钟加收20元".
  if (most === 0 || held.indexOf(most) === held.lastIndexOf(most)) return undefined;
  const naming = saying.filter((_, i) => [...heldKeys[i]!].some((key) => heldKeys.every((other, j) => j === i || !other.has(key))));
  return naming.length === 1 ? naming[0] : undefined;
}

/** Where the claim first says the word, and the clause it says it in. */
function claimClauseOf(claim: Analysed, word: Token): { said?: Token | undefined; clause?: Span | undefined } {
  const key = matchKey(word);
  const said = claim.content.find((t) => matchKey(t) === key);
  return { said, clause: said && clauses(claim).find((part) => within(said, part)) };
}

/** Content words read on each side of a word for where the sentence says it as the claim does. */
const NEIGHBOURS = 3;

/**
 * Where the sentence says a word as the claim does: the clause, else the stretch between
 * semicolons, with more of the words around it in the claim's clause than the sentence's other
 * ones that say it. "Vehicle reservations are mandatory…; foot passengers cannot reserve"
 * denies "Foot passengers can reserve", though it states "reserve" of vehicles; "has taken five
 * bets…, with not a single bet of this size on Labour" does not deny the claim's five bets.
 */
function placeOf(word: Token, sentence: Analysed, claim: Analysed): Span[] | undefined {
  const key = matchKey(word);
  const { said, clause } = claimClauseOf(claim, word);
  if (!said || !clause) return undefined;
  const inClause = claim.content.filter((t) => within(t, clause));
  const at = inClause.indexOf(said);
  const around = (reach: number): Set<string> => new Set(inClause.slice(Math.max(0, at - reach), at + reach + 1).filter((t) => matchKey(t) !== key).map(matchKey));
  const places = occurrences(sentence, word);
  const heldMost = (wanted: ReadonlySet<string>): Span | undefined => mostHeld(sentence, clauses(sentence), places, wanted) ?? mostHeld(sentence, segments(sentence), places, wanted);
  // Where the words beside it tie, the rest of the claim's clause may tell: "已经逾期的图书仍然可以续借"
  // is said where the sentence names 逾期 ("…；已逾期的图书不能续借"), not "图书可…续借一次".
  const part = heldMost(around(NEIGHBOURS)) ?? heldMost(around(inClause.length));
  return part && places.filter((place) => within(place, part));
}

/**
 * A cue that makes a figure's bound (quantities/numbers.ts, `negationBefore`) denies the figure's
 * excess, not the act: "do not take more than four tablets" says what "take no more than four
 * tablets" says; "not recommended for children under 12" denies the recommendation. Where the other
 * text makes the comparison itself with no such figure ("may use more than one blind"), the cue is
 * what the two disagree on.
 */
function boundsAFigure(text: Analysed, scope: Scope, other: Analysed): boolean {
  const { cue } = scope;
  const comparedWithoutIt = (q: Quantity): boolean => COMPARISON.test(other.text) && !other.quantities.some((o) => comparable(o, q));
  return text.quantities.some((q) => {
    // A bound's own word may be the cue: 不满16岁 and 不足5人 are "under 16", "fewer than 5".
    if (q.strictBound?.includes(cue.text) && cue.end <= q.start && /^\s*$/u.test(text.text.slice(cue.end - text.start, q.start - text.start))) return true;
    if (q.negationBefore === undefined) return false;
    const at = q.start - q.negationBefore;
    return at >= cue.start && at < cue.end && !comparedWithoutIt(q);
  });
}

/** A comparison a cue's scope opens on, within a few words: "never be charged more than the Day Rider price". */
const COMPARISON_DENIED = /^\s+(?:[\p{L}'’-]+\s+){0,3}?(?:more|less|fewer|longer|higher|later)\s+than\b|^\s+(?:[\p{L}'’-]+\s+){0,2}?exceed/iu;
/** Characters read after a cue for the comparison it denies. */
const COMPARISON_REACH = 40;

/** A comparison said outright: "more than", "later than", "exceeds". */
const COMPARISON = /\b(?:more|less|fewer|longer|higher|later)\s+than\b|\bexceed/iu;

/**
 * A cue that denies a comparison with no figure sets a limit as a cap does, not a denial of the act:
 * "you'll never be charged more than the Day Rider price" says what "capped at the Day Rider price"
 * says. Where the other text makes the comparison itself ("must exceed the rated capacity", "no
 * later than"), the cue is what the two disagree on.
 */
function boundsAComparison(text: Analysed, scope: Scope, other: Analysed): boolean {
  const after = text.text.slice(scope.cue.end - text.start, scope.cue.end - text.start + COMPARISON_REACH);
  return COMPARISON_DENIED.test(after) && !COMPARISON.test(other.text) && !text.quantities.some((q) => q.start >= scope.cue.end && q.start - scope.cue.end <= COMPARISON_REACH);
}

/** A restrictive relative clause opens right before a cue: "runners who cannot attend", "items that are not returned". */
const RESTRICTIVE_BEFORE = /(?<![,，]\s*)\b(?:who|that|which)(?:\s+(?:are|is|was|were|do|does|did|have|has|had|can|could|will|would))?\s+$/i;
/** Characters read before a cue for a relative word. */
const RELATIVE_REACH = 16;

/**
 * A cue in a restrictive relative clause whose verb the other text does not use says which ones
 * are meant, not what is denied of them: "Bibs can be posted to runners who cannot attend the
 * Expo" states the posting. Where the other text has the verb ("a clifftop that was not known
 * as…" against "…was known as…"), the clause is what the two disagree on.
 */
function restricts(text: Analysed, scope: Scope, other: Analysed): boolean {
  const at = scope.cue.start - text.start;
  if (!RESTRICTIVE_BEFORE.test(text.text.slice(Math.max(0, at - RELATIVE_REACH), at))) return false;
  const verb = text.content.find((t) => t.start >= scope.cue.end);
  return verb !== undefined && tokenMatch(verb, other) === 0;
}

/** A bracket opening right before a cue: "平日（非赛事日）". */
const BRACKET_BEFORE = /[（(]\s*$/u;

/**
 * A Chinese cue that takes a noun, opening a bracket, names a case aside ("平日（非赛事日）") and
 * denies nothing the other text states of that noun's case; where the other text denies the noun
 * too ("无电梯多层住宅" of "多层住宅（无电梯）"), the two agree, as every denial read alike does.
 */
function namesACaseAside(text: Analysed, scope: Scope, other: Analysed): boolean {
  if (!ZH_NOUN_CUE.test(scope.cue.norm) || !BRACKET_BEFORE.test(text.text.slice(Math.max(0, scope.cue.start - text.start - 2), scope.cue.start - text.start))) return false;
  const noun = text.content.find((t) => t.start >= scope.cue.end && t.end <= scope.end);
  return noun !== undefined && !other.content.some((t) => matchKey(t) === matchKey(noun) && negatedAt(other, t));
}

/** What a text negates: the cues, except a word the other text says as it is (不安 in both), a cue that bounds a figure or a comparison, one that restricts and one that names a case aside. */
function scopesIn(text: Analysed, other: Analysed): Scope[] {
  return scopesOf(text).filter(
    (s) => (s.cue.stop || !other.keys.has(matchKey(s.cue))) && !boundsAFigure(text, s, other) && !boundsAComparison(text, s, other) && !restricts(text, s, other) && !namesACaseAside(text, s, other),
  );
}

/**
 * The words, less the items of a list that the claim does not name beside one it does: the claim
 * "企业采购…享受补贴" speaks of one item of "二手商品和企业采购不在补贴范围内".
 */
function withoutOtherItems(words: readonly Token[], sentence: Analysed, held: (word: Token) => boolean): Token[] {
  const items = listedThings(words, sentence);
  if (items.length < 2) return [...words];
  const named = items.map((item) => item.some(held));
  return items.filter((_, k) => named[k] || !(named[k - 1] || named[k + 1])).flat();
}

/** Words in order, grouped into the things of the list they are listed in (a new thing after each 、, "and", 及). */
function listedThings(words: readonly Token[], text: Analysed): Token[][] {
  const items: Token[][] = [];
  words.forEach((word, k) => {
    if (k === 0 || listedApart(text, words[k - 1]!, word)) items.push([word]);
    else items[items.length - 1]!.push(word);
  });
  return items;
}

/** "One" and "ones", which stand for a noun said before ("a Europe one"), as a word of no sense of its own. */
const STANDS_FOR_A_NOUN = /^ones?$/u;

/**
 * Whether the claim holds most of a clause of the sentence that has one of `at` (the places the
 * two texts disagree about): a claim that adds words ("fully", "for legacy clients") to what
 * that clause says still says it.
 */
function holdsTheClause(claim: Analysed, sentence: Analysed, at: readonly Span[], lexicon: Lexicon | undefined): boolean {
  return clauses(sentence).some((clause) => {
    if (!at.some((place) => within(place, clause))) return false;
    // ("One" standing for a noun, "not a Europe one", is no word of the clause's own.)
    const words = withoutOtherItems(
      sentence.content.filter((t) => within(t, clause) && !STANDS_FOR_A_NOUN.test(t.norm)),
      sentence,
      (t) => tokenMatch(t, claim, lexicon) > 0,
    );
    const held = words.filter((t) => tokenMatch(t, claim, lexicon) > 0).length;
    return held >= MIN_CLAUSE_HELD && held / words.length >= MIN_ALIGNMENT;
  });
}

/**
 * The other text states, undenied, the opposite of a word one text denies: "does not open on
 * Mondays" against "is open Tuesday to Sunday and is closed on Mondays"; "kept its guidance
 * unchanged" against "had not changed its guidance".
 */
function statesTheOpposite(denying: Analysed, scopes: readonly Scope[], other: Analysed, lexicon: Lexicon | undefined): boolean {
  const denied = denying.content.filter((t) => scopes.some((s) => denies(s, t)));
  return (
    denied.some((word) => other.content.some((t) => opposites(word, t, lexicon) && !negatedAt(other, t) && opposesWhatIsDenied(word, t, denied, other))) ||
    deniesSamenessStated(denying, scopes, other)
  );
}

/** "Same" and "different" are function words to the content filter, yet opposites: "not recorded in the same way" is "recorded differently". */
const SAMENESS = /(?<![A-Za-z])(?:same|similar(?:ly)?|alike|identical(?:ly)?)(?![A-Za-z])/iu;
const DIFFERENCE = /(?<![A-Za-z])(?:differ(?:s|ed|ing|ent|ently|ence|ences)?|distinct(?:ly)?|unlike)(?![A-Za-z])/iu;

/** The denying text denies sameness and the other states difference, undenied, or the other way round. */
function deniesSamenessStated(denying: Analysed, scopes: readonly Scope[], other: Analysed): boolean {
  const inScope = (pattern: RegExp): boolean => scopes.some((s) => pattern.test(denying.text.slice(s.start - denying.start, s.end - denying.start)));
  const statedUndenied = (pattern: RegExp): boolean => {
    const found = pattern.exec(other.text);
    if (found === null) return false;
    const word = { start: other.start + found.index, end: other.start + found.index + found[0].length };
    return !scopesOf(other).some((s) => reaches(s, word));
  };
  return (inScope(SAMENESS) && statedUndenied(DIFFERENCE)) || (inScope(DIFFERENCE) && statedUndenied(SAMENESS));
}

/**
 * Where the other text also states the denied word itself, its opposite answers the denial only
 * in a clause that has another denied word the word's own clauses lack: "is open Tuesday to Sunday
 * and is closed on Mondays" answers "does not open on Mondays"; "available up to 48 hours before
 * pick-up; after that, one day's rental is charged" does not answer "not available … before
 * pick-up", nor "carried free outside the peak hours…; during peak hours only folded bicycles"
 * "not carried free outside the peak hours".
 */
function opposesWhatIsDenied(word: Token, opposite: Token, denied: readonly Token[], other: Analysed): boolean {
  const key = matchKey(word);
  const stated = other.content.filter((o) => matchKey(o) === key && !negatedAt(other, o));
  if (stated.length === 0) return true;
  const parts = clauses(other);
  const keysAround = (token: Token): ReadonlySet<string> => {
    const part = parts.find((p) => within(token, p));
    return new Set(other.content.filter((o) => part !== undefined && within(o, part)).map(matchKey));
  };
  const theirs = keysAround(opposite);
  const wordClauses = stated.map(keysAround);
  return denied.some((d) => matchKey(d) !== key && theirs.has(matchKey(d)) && wordClauses.every((keys) => !keys.has(matchKey(d))));
}

/**
 * Where the claim says the word, and what it goes on to after it, past an adverb or a Chinese
 * modal (继承公证也能加急 goes on to 加急; "closes, largely by combining" to "combining").
 */
function claimGoesOn(claim: Analysed, word: Token): { said?: Token; next?: Token } {
  const at = claim.content.findIndex((t) => sameWord(t, word));
  return at < 0 ? {} : { said: claim.content[at]!, next: claim.content.slice(at + 1).find((t) => !ZH_AUXILIARY.test(t.norm) && !comesAndGoes(t)) };
}

/**
 * The sentence denies the shared word of another thing than the claim states it of: "酒店不提供免费停车"
 * against "酒店还为住客提供免费接送机服务", "does not offer free parking" against "offers a free
 * shuttle". Where the denial goes on from a shared word to one the claim lacks, the claim goes on
 * from that word to one the sentence lacks. What a Chinese claim lacks is read in the clause of the
 * shared word: "只能装7千瓦的交流慢充桩，直流快充是不允许的" lacks the 直流 that "不得安装直流快充桩" goes on to
 * where it says 装, whatever it says of 直流 after a comma.
 */
function deniedOfSomethingElse(claim: Analysed, sentence: Analysed, scopes: readonly Scope[], cues: readonly Token[], lexicon: Lexicon | undefined): boolean {
  const denial = scopes.filter((s) => cues.includes(s.cue));
  const words = sentence.content;
  for (let k = 1; k < words.length; k++) {
    const word = words[k]!;
    const shared = words[k - 1]!;
    // (The verb before a "no" is denied with its noun, but goes on from nothing the denial names;
    // nor does what 除外 or 不适用 sets aside before it.)
    const scope = denial.find((s) => denies(s, word) && word.start >= s.cue.start && s.aside === undefined);
    // (A list's next thing goes on from nothing: 迷你吧消费 of "不含城市维护费及迷你吧消费" is no more of 城市维护费.)
    if (scope === undefined || !heldBy(shared, claim, lexicon) || (scope.list === true && listedApart(sentence, shared, word))) continue;
    const { said, next } = claimGoesOn(claim, shared);
    const part = shared.kind === "cjk" && said !== undefined ? clauseOf(claim, said) : undefined;
    if (part === undefined ? heldBy(word, claim, lexicon) : claim.content.some((t) => within(t, part) && sameWord(t, word))) continue;
    if (next && !heldBy(next, sentence, lexicon)) return true;
  }
  return false;
}

/** A Chinese case head that ends right before a cue: "主板维修不成功的" of "主板维修不成功的不收维修费". */
const ZH_CASE_HEAD = /的\s*$/u;

/**
 * Each cue of the sentence denies the word only in a case its clause opens on, a 的-phrase right
 * before the cue with no figure (a band's case, which a claim names by its figure, is read
 * elsewhere), one of whose words the claim lacks, and the claim sets no case of its own:
 * "维修费是180元" says nothing of the case "主板维修不成功的不收维修费" sets apart.
 */
function deniedInACaseUnsaid(claim: Analysed, sentence: Analysed, cues: readonly Token[]): boolean {
  if (cues.length === 0 || CONDITIONAL.test(claim.text) || ZH_CASE.test(claim.text)) return false;
  return cues.every((cue) => {
    const clause = clauseOf(sentence, cue);
    const head = { start: clause.start, end: cue.start };
    return (
      ZH_CASE_HEAD.test(sentence.text.slice(head.start - sentence.start, head.end - sentence.start)) &&
      !sentence.quantities.some((q) => within(q, head)) &&
      sentence.content.some((t) => within(t, head) && t.kind === "cjk" && t.norm.length >= 2 && !heldBy(t, claim, undefined))
    );
  });
}

/**
 * Each denial of the sentence that denies a word the claim states denies some such word of another
 * object (deniedOfAnotherObject): "Hollis was disqualified from acting as a company director" of "did
 * not disqualify Hollis from driving"; not "游客可以带宠物入园" of "禁止携带无人机…，宠物不得入园", whose
 * 不得 denies 入园 of the pets the claim names.
 */
function eachDenialOfAnotherObject(
  claim: Analysed,
  sentence: Analysed,
  scopes: readonly Scope[],
  readings: readonly { claim: Reading; source: Reading }[],
  shared: readonly Token[],
  lexicon: Lexicon | undefined,
): boolean {
  const conflicting = readings.flatMap((r, i) => (r.source.negated && r.claim.stated ? [{ cues: r.source.cues, word: shared[i]! }] : []));
  const ofAnother = conflicting.filter(({ cues, word }) => deniedOfAnotherObject(claim, sentence, scopes, cues, word, lexicon));
  return ofAnother.length > 0 && conflicting.every(({ cues }) => ofAnother.some((other) => other.cues.some((cue) => cues.includes(cue))));
}

/**
 * The sentence denies the shared word of an object the claim lacks, further on than the word after it,
 * while the claim goes on from the word to one the sentence never says: "did not disqualify Hollis
 * from driving" against "Hollis was disqualified from acting as a company director"; or, of a Chinese
 * verb, to one its denial does not name (deniedOfAnotherHead): "要用于给…老师和校外人员发劳务补助" of
 * "所收费用主要用于参与服务的教师和校外人员劳务补助，…，不得用于发放在编教师基本工资".
 */
function deniedOfAnotherObject(claim: Analysed, sentence: Analysed, scopes: readonly Scope[], cues: readonly Token[], shared: Token, lexicon: Lexicon | undefined): boolean {
  const denial = scopes.filter((scope) => cues.includes(scope.cue));
  const { next } = claimGoesOn(claim, shared);
  if (next === undefined) return false;
  if (shared.kind === "word" ? heldBy(next, sentence, lexicon) : !VERB_TAG.test(shared.tag ?? "") || !deniedOfAnotherHead(claim, sentence, denial, next, lexicon)) return false;
  // (Not past a comma: "not available for leather, suede, wedding dresses" lists what it denies, each alike.)
  const inItsPhrase = (place: Span, t: Token): boolean => t.start >= place.end && !/[,;，；]/u.test(sentence.text.slice(place.end - sentence.start, t.start - sentence.start));
  return denial.some((scope) => occurrences(sentence, shared).some((place) => denies(scope, place) && sentence.content.some((t) => inItsPhrase(place, t) && denies(scope, t) && !heldBy(t, claim, lexicon))));
}

/** The segmenter's tags of a noun, or of a verb used as one (劳务/vn). */
const NOUN_TAG = /^(?:n|vn)/u;

/**
 * Each Chinese denial is of another thing than the noun the claim goes on to, `next`: its clause says
 * no word of the claim before the cue, the claim lacks its last word (the head of what it denies), and
 * it names nothing like `next`. "不得用于发放在编教师基本工资" of a claim that goes on from 发 to 劳务补助;
 * not "但暑期办理不享受折扣" of "暑期办理…的学生同样可享受八折优惠".
 */
function deniedOfAnotherHead(claim: Analysed, sentence: Analysed, denial: readonly Scope[], next: Token, lexicon: Lexicon | undefined): boolean {
  if (!NOUN_TAG.test(next.tag ?? "")) return false;
  const parts = spansBetween(sentence.text, COMMA_CLAUSE_MARKS, sentence.start);
  return denial.every((scope) => {
    const clause = parts.find((part) => within(scope.cue, part));
    if (clause === undefined) return false;
    const denied = sentence.content.filter((t) => within(t, clause) && t.start >= scope.cue.end);
    const head = denied.at(-1);
    if (head === undefined || heldBy(head, claim, lexicon)) return false;
    const saidBefore = sentence.content.some((t) => within(t, clause) && t.end <= scope.cue.start && heldBy(t, claim, lexicon));
    return !saidBefore && !denied.some((t) => akin(next.norm, t.norm));
  });
}

/** What joins a modifier to the head it describes: the 的 of 享有著作权的前提. */
const ZH_MODIFIES_AFTER = /^\s*的/u;

/**
 * The claim denies the shared words as what describes a head the sentence never says, where the
 * sentence says them of another head the claim lacks: "登记并不是享有著作权的前提" of "登记证书是享有
 * 著作权的初步证明". It denies that they are the one thing, not that the other is so.
 */
function deniedOfAnotherHeadThanStated(claim: Analysed, sentence: Analysed, cues: readonly Token[], lexicon: Lexicon | undefined): boolean {
  return cues.some((cue) => {
    const clause = clauseOf(claim, cue);
    const denied = claim.content.filter((t) => within(t, clause) && t.start >= cue.end);
    const head = denied.at(-1);
    if (head === undefined || head.kind !== "cjk" || !NOUN_TAG.test(head.tag ?? "") || heldBy(head, sentence, lexicon) || sentence.content.some((t) => akin(head.norm, t.norm))) return false;
    const modifier = denied.at(-2);
    if (modifier === undefined || !ZH_MODIFIES_AFTER.test(claim.text.slice(modifier.end - claim.start, head.start - claim.start))) return false;
    return occurrences(sentence, modifier).some((place) => {
      if (!ZH_MODIFIES_AFTER.test(sentence.text.slice(place.end - sentence.start))) return false;
      const other = sentence.content.find((t) => t.start >= place.end && NOUN_TAG.test(t.tag ?? ""));
      return other !== undefined && !heldBy(other, claim, lexicon);
    });
  });
}

/** A restrictive relative clause right after a noun: "women who were pregnant", "devices that". */
const RESTRICTIVE_AFTER = /^\s+(?:who|that|which)\s+/iu;
/** Where such a clause ends: a comma, a semicolon, or "and" before another clause. */
const RELATIVE_END = /[,;，；.。]|\s(?:and|but)\s/u;

/**
 * Each cue of the sentence denies a thing only of those a relative clause names, which the claim
 * does not: "Kits were not sent to women who were pregnant or had had a total hysterectomy" denies
 * nothing of "Women sent a home kit".
 */
function deniedOfTheOnesNamed(claim: Analysed, sentence: Analysed, scopes: readonly Scope[], cues: readonly Token[], lexicon: Lexicon | undefined): boolean {
  const denial = scopes.filter((scope) => cues.includes(scope.cue));
  return (
    denial.length > 0 &&
    denial.every((scope) =>
      sentence.content.some((word) => {
        if (!denies(scope, word) || !heldBy(word, claim, lexicon)) return false;
        const after = sentence.text.slice(word.end - sentence.start);
        const relative = RESTRICTIVE_AFTER.exec(after);
        if (relative === null) return false;
        const from = word.end + relative[0].length;
        const stop = after.slice(relative[0].length).search(RELATIVE_END);
        const to = stop < 0 ? sentence.end : from + stop;
        const named = sentence.content.filter((t) => t.start >= from && t.end <= to);
        return named.length > 0 && !named.some((t) => heldBy(t, claim, lexicon));
      }),
    )
  );
}

/**
 * Each cue of the sentence stands in a clause that names another thing than the claim: "Economy
 * Light fares include no checked bag; Economy Classic includes one bag" does not deny the claim's
 * "Economy Classic fares include one checked bag".
 */
function deniedOfAnotherName(claim: Analysed, sentence: Analysed, cues: readonly Token[]): boolean {
  const parts = clauses(sentence);
  return cues.every((cue) => {
    const clause = parts.find((part) => within(cue, part));
    return clause !== undefined && namesAnother(claim, sentence, clause);
  });
}

/** A subject that points back to what was named before (两种, 这些, 其, 该): not another subject. */
const ZH_POINTING_BACK = /^[这那其它他她两二双各每该此本]/u;
/** Words that open a clause without naming its subject: 但是, 而且, 同时. */
const ZH_LINKING = /^(?:但是|而且|并且|可是|不过|然而|同时|另外|此外|因此|所以|只是)$/u;

/** Words by which an English subject points back to what was named before: "the discount does not apply", "they keep their place". */
const POINTING_BACK = /\b(?:the|this|these|that|those|it|its|they|their|such|each|both)\b/iu;
/** Words with no comma between them and then the verb a "not" follows: "agency workers and self-employed contractors are". */
const SUBJECT_THEN_VERB = /^[^,]*\b(?:is|are|was|were|do|does|did|can|will|may|must|should|shall|would|could|has|have|had)\s*$/iu;
/** Where an English sentence's clauses part, each with a subject of its own: a semicolon or a contrast. (Its commas part a list's items as often.) */
const SUBJECT_CLAUSE_MARKS = /[;；]|,?\s*\b(?:but|while|whereas|although|though)\b/giu;

/**
 * Each cue of the sentence denies a word of the claim in a clause whose subject (the words before
 * the cue) the claim lacks, while the claim's subject (the word before its own) is said only in
 * another clause: "参考文献不计入页数" does not deny "图表计入页数" of "正文不超过8页（含图表），参考文献不计入页数",
 * nor "agency workers and self-employed contractors are not covered" that "a fixed-term employee is
 * covered" of "This policy applies to all employees …, including those on fixed-term contracts; …".
 */
function deniedOfAnotherSubject(claim: Analysed, sentence: Analysed, scopes: readonly Scope[], cues: readonly Token[]): boolean {
  // Chinese clauses between commas: the items of a list between 、 are one clause's subject.
  const parts = (cue: Token): Span[] => spansBetween(sentence.text, cue.kind === "cjk" ? COMMA_CLAUSE_MARKS : SUBJECT_CLAUSE_MARKS, sentence.start);
  return cues.every((cue) => {
    const clause = parts(cue).find((part) => within(cue, part));
    const scope = scopes.find((s) => s.cue === cue);
    if ((cue.kind !== "cjk" && cue.kind !== "word") || clause === undefined || scope === undefined) return false;
    // The clause's words before the cue name its subject, which the claim does not say: its first word of two
    // characters or more is one the claim lacks, and the claim says fewer than half of them (城乡低保对象和特困人员首次申领…免收工本费, of a claim
    // that names 首次申领 only to compare with it).
    const theirs = sentence.content.filter((t) => within(t, clause) && t.end <= cue.start && !ZH_LINKING.test(t.norm));
    const said = theirs.filter((t) => claim.keys.has(matchKey(t)));
    const opening = theirs.find((t) => t.norm.length >= 2);
    if (opening === undefined || said.includes(opening) || said.length * 2 >= theirs.length || theirs.some((t) => ZH_POINTING_BACK.test(t.norm))) return false;
    // An English subject is another only where the claim names none of it, it names a thing of its own ("the discount", "they" point back)
    // and it is all that stands before the verb of the denial ("allow 50 minutes, do not set out" lists orders, with no subject).
    if (cue.kind === "word") {
      const beforeCue = sentence.text.slice(clause.start - sentence.start, cue.start - sentence.start);
      if (said.length > 0 || POINTING_BACK.test(beforeCue) || !SUBJECT_THEN_VERB.test(beforeCue)) return false;
    }
    const at = claim.content.findIndex((t) => sentence.content.some((w) => denies(scope, w) && matchKey(w) === matchKey(t)));
    const ours = claim.content.slice(0, Math.max(0, at)).findLast((t) => !ZH_AUXILIARY.test(t.norm));
    if (ours === undefined || ours.kind !== cue.kind || ours.norm.length < 2) return false;
    const places = sentence.content.filter((w) => matchKey(w) === matchKey(ours));
    return places.length > 0 && !places.some((w) => within(w, clause));
  });
}

/** The sentence denies each of the words, as the claim does, where it says them at all. */
function deniesToo(claim: Analysed, other: Analysed, words: readonly Token[], lexicon: Lexicon | undefined): boolean {
  if (other.negations.length === 0) return false;
  const scopes = scopesIn(other, claim);
  const said = words.map((word) => readingOf(word, other, scopes, claim, lexicon)).filter((r) => r.cues.length > 0 || r.stated);
  return said.length > 0 && said.every((r) => r.governed);
}

/** The first content word a cue denies: "respond" of "don't respond to the revised offer", 电梯 of 无电梯. */
function firstDenied(scope: Scope, text: Analysed): Token | undefined {
  return text.content.find((t) => t.start >= scope.cue.end && denies(scope, t));
}

/** A cue as it is written with the word it first denies: "no tax" of "with no tax liability", 无电梯 of "多层住宅（无电梯）". */
function cueWithWord(scope: Scope, text: Analysed): string {
  // Chinese builds most of its negations into words (不符合, 不应该), which a text repeats as it quotes.
  if (scope.cue.kind !== "word" && !ZH_NOUN_CUE.test(scope.cue.norm)) return "";
  const word = firstDenied(scope, text);
  return word ? `${scope.cue.norm}\u0000${matchKey(word)}` : "";
}

/** An English cue that denies the verb after it and nothing more: not, never, don't, won't. */
const PLAIN_DENIAL = /^(?:not|never)$|n['’]t$/u;

/**
 * Two cues agree when they are written alike on the same word, or when both plainly deny words of
 * one sense: "if you don't respond" and "if you … do not reply".
 */
function cuesAgree(ours: Scope, claim: Analysed, theirs: Scope, best: Analysed, lexicon: Lexicon | undefined): boolean {
  const written = cueWithWord(ours, claim);
  if (written !== "" && written === cueWithWord(theirs, best)) return true;
  if (!PLAIN_DENIAL.test(ours.cue.norm) || !PLAIN_DENIAL.test(theirs.cue.norm)) return false;
  const [word, other] = [firstDenied(ours, claim), firstDenied(theirs, best)];
  // (A word the sentence has itself, denied or not, is read through the words both texts share, below.)
  return word?.kind === "word" && other?.kind === "word" && !best.keys.has(matchKey(word)) && lexicon?.areSynonyms(word.norm, other.norm) === true;
}

/**
 * A cue of the claim and one of the sentence that agree ("households with no tax liability" in
 * both, 无电梯, "don't respond" and "do not reply") are neither read as the text's negation: what
 * the claim denies besides ("do not receive the rebate", "won't send it back") is then weighed alone.
 */
function withoutAgreeingCues(claimScopes: Scope[], sourceScopes: Scope[], claim: Analysed, best: Analysed, lexicon: Lexicon | undefined): [Scope[], Scope[]] {
  if (claimScopes.length === 0 || sourceScopes.length === 0) return [claimScopes, sourceScopes];
  const agreeing = new Set<number>();
  const ours = claimScopes.filter((scope) => {
    const k = sourceScopes.findIndex((other, j) => !agreeing.has(j) && cuesAgree(scope, claim, other, best, lexicon));
    if (k < 0) return true;
    agreeing.add(k);
    return false;
  });
  return [ours, sourceScopes.filter((_, j) => !agreeing.has(j))];
}

/** Chinese commas and semicolons, and English semicolons: English commas list items as often as they part clauses. */
const CLAUSE_BREAKS = /[，；;]/gu;

/**
 * The sentence states the word the claim denies in a clause that also has another word of the
 * claim, or in one clause only: "首次安装免费，…超出部分按每米80元收费" states 收费 of the extra pipe,
 * not of the first installation that "首次安装不收费" denies it of.
 */
function statedOfTheClaim(word: Token, sentence: Analysed, claim: Analysed): boolean {
  const key = matchKey(word);
  // A claim of one or two words more ("这里没有花") names too little to say which clause is its.
  if (claim.content.filter((t) => matchKey(t) !== key).length < MIN_CLAUSE_HELD) return true;
  // Each clause says its own thing: "Gloves are compulsory …; helmets are strongly recommended" does not call helmets compulsory.
  const parts = spansBetween(sentence.text, CLAUSE_BREAKS, sentence.start);
  if (parts.length < 2) return true;
  // A code the claim's clause gives its denied word, which the sentence gives elsewhere than the clause,
  // says whose the clause is not: "K15路并不停运" against "K8路、K12路公交线路全线停运，K15路改为在东岸客运站掉头返回".
  const { clause } = claimClauseOf(claim, word);
  const named = clause === undefined ? [] : claim.entities.filter((e) => e.kind === "identifier" && within(e, clause) && sentence.flat.includes(e.key));
  return occurrences(sentence, word).some((place) => {
    const part = parts.find((p) => within(place, p));
    if (part === undefined) return true;
    const partFlat = flatten(sentence.text.slice(part.start - sentence.start, part.end - sentence.start));
    if (!named.every((e) => partFlat.includes(e.key))) return false;
    return sentence.content.some((t) => within(t, part) && matchKey(t) !== key && tokenMatch(t, claim) > 0);
  });
}

/** Chinese negations written as one word with what they deny: 不超过, 没支付, 未参加. */
const ZH_DENIAL_PREFIX = /^(?:不|没|没有|未|并不|并未|从不|从未)$/u;

/**
 * The sentence denies the Chinese word right after a cue ("总额不超过150万元"), which the sentence's
 * other places that state it ("超过100人的企业") do not undo: a claim may deny it too.
 */
function deniedAsOneWord(sentence: Analysed, word: Token): boolean {
  return word.kind === "cjk" && sentence.negations.some((cue) => ZH_DENIAL_PREFIX.test(cue.norm) && sentence.text.startsWith(word.norm, cue.end - sentence.start));
}

/** A comparison a Chinese denial may stand right before: 没有超过, 不低于. */
const ZH_COMPARISON_VERB = /^(?:超过|超出|高于|多于|大于|低于|少于|小于)/u;

/**
 * Each cue denies a comparison right after it, which the sentence denies too, not the word it is
 * made with: "没有超过合伙创业150万元的总额上限" of "总额不超过150万元" says the loan stays under the cap,
 * not that there is no 合伙创业. ("不得高于" against "不低于" is another comparison.)
 */
function onlyTheComparisonDenied(claim: Analysed, sentence: Analysed, word: Token, cues: readonly Token[]): boolean {
  const comparedAfter = (text: Analysed, cue: Token): string | undefined => ZH_COMPARISON_VERB.exec(text.text.slice(cue.end - text.start))?.[0];
  const deniedInSentence = new Set(sentence.negations.map((cue) => comparedAfter(sentence, cue)));
  return (
    cues.length > 0 &&
    cues.every((cue) => {
      const compared = comparedAfter(claim, cue);
      return compared !== undefined && deniedInSentence.has(compared) && word.start >= cue.end + compared.length;
    })
  );
}

/** What sets one part of a claim against another: "although", "while", "but", 但, 不过, 而. */
const CONTRASTS = /,?\s*\b(?:although|though|while|whereas|but|however|yet)\b|[，,]\s*(?:但是|但|不过|可是|而)/giu;

/**
 * The sentence states the word the claim denies only of a thing the claim names in another part
 * of its own, set against the one that denies: "The main unit shouldn't go in the dishwasher,
 * although the stem cover can" of "The stem cover is dishwasher-safe, but the main unit is not".
 */
function statedOfWhatTheClaimSetsApart(word: Token, sentence: Analysed, claim: Analysed): boolean {
  const key = matchKey(word);
  // The claim's parts as a contrast sets them apart ("…, although the stem cover can"); not a list's commas.
  const said = claim.content.find((t) => matchKey(t) === key);
  const clause = said && spansBetween(claim.text, CONTRASTS, claim.start).find((part) => within(said, part));
  if (clause === undefined || clause.end - clause.start === claim.text.length) return false;
  const inClause = new Set(claim.content.filter((t) => within(t, clause)).map(matchKey));
  const elsewhere = new Set(claim.content.filter((t) => !within(t, clause) && !inClause.has(matchKey(t))).map(matchKey));
  if (elsewhere.size === 0) return false;
  const ownKeys = [...inClause].filter((k) => k !== key);
  const parts = clauses(sentence);
  return occurrences(sentence, word).every((place) => {
    const part = parts.find((p) => within(place, p));
    if (part === undefined) return false;
    // (The word may be part of one of the sentence's: "dishwasher" of "dishwasher-safe".)
    const besideIt = sentence.content.filter((t) => within(t, part) && !within(place, t) && !insideFigure(sentence, t) && matchKey(t) !== key && tokenMatch(t, claim) > 0);
    // …and the sentence speaks of the denying part's own thing apart from it ("but the main unit is not"),
    // not of a list that holds the word ("semantics, morphology and syntax" of "…, but not syntax").
    const ownApart = sentence.content.some((t) => !within(t, part) && ownKeys.includes(matchKey(t)));
    return ownApart && besideIt.length > 0 && besideIt.every((t) => elsewhere.has(matchKey(t)));
  });
}

/**
 * A figure the claim denies and no word besides ("The retail price is not €229"), which the
 * sentence states as it is. A negation that bounds the figure ("not more than four") is the
 * figure's bound, which the number rule reads.
 */
function figureDenied(claim: Analysed, scopes: readonly Scope[], sentence: Analysed): Quantity | undefined {
  return claim.quantities.find(
    (q) =>
      q.negationBefore === undefined &&
      q.bound === undefined &&
      // The cue denies the figure itself, no word between: not "没在入住前3天…取消"; nor in a condition,
      // which states nothing ("如果没有在30日内申请").
      scopes.some((s) => denies(s, q) && !claim.content.some((t) => t.start >= s.cue.end && t.end <= q.start) && !inCondition(claim, s.cue)) &&
      sentence.quantities.some((e) => e.bound === undefined && sameQuantity(q, e) && !negatedAt(sentence, e)),
  );
}

/**
 * Words by which a sentence lifts what it says the word of: "overdue fines … have been abolished",
 * "fees are waived", "签订24个月合约的用户免收", 免工时费. A claim that denies the word says what they say.
 */
const LIFTS = /\b(?:abolish(?:ed|es)?|scrap(?:ped|s)?|waive[ds]?|exempt(?:ed|s)?|discontinued)\b|免收|免除|免交|免缴|免征|免于|免(?=\p{Script=Han}{1,3}费)/iu;
/** Words that open the case a sentence's rule does not hold in: "applies to all new customers unless they order online". */
const EXCEPTION = /\b(?:unless|except(?:\s+(?:for|when|if|on|in|that))?|apart\s+from|other\s+than)\b|除非|除了|(?<![扣免删解排拆废切消剔清去移])除(?=[^，。；,;]{1,15}?[以之]?外)/giu;
/** A clause that lifts what the clause before names: ", which is waived for…", "; it is waived for…". */
const LIFT_OF_BEFORE = /^\s*,?\s*which\s*$/iu;
const LIFT_OPENS_ON_IT = /^\s*(?:it|they|this|these)\b/iu;
/** A bracket closed right after a clause, which was an aside. */
const BRACKET_CLOSES = /^\s*[)）]/u;
/** What a claim denies when it says nothing is paid: "don't have to pay for a passport", 无需付费. */
const PAYING = /^(?:pay|paid|pays|paying|charg|fee|cost|付|缴|交|收费|付费|缴费|交费|缴纳|支付)/iu;
/** …which a sentence says by calling it free: "entitled to a free passport", 免费. */
const FREE = /\bfree\b(?!\s*(?:of|from)\s+(?!charge))|\bno\s+charge\b|免费|不收费|不收取费用/iu;
/** Cues that waive a charge: 免收, 免除, "waived". */
const WAIVING_CUE = /^(?:免(?:收|除|交|缴|去|掉)?|waived?|waiving)$/iu;
/** The claim's own word for free, which is not its denial of paying (不收费 is): "not carried free of charge", "at no charge". */
const FREE_WORD = /\bfree\b(?!\s*(?:of|from)\s+(?!charge))|\bno\s+charge\b|免费/iu;
/** The same, to test a text for one (a global pattern keeps its place between tests). */
const HAS_EXCEPTION = new RegExp(EXCEPTION.source, "iu");

/**
 * The sentence lifts, in a clause that says more than one word of the claim, one the claim
 * denies: "there are no longer any fines for returning standard loans late" says what "overdue
 * fines for standard loans have been abolished" says.
 */
function liftedAsClaimed(claim: Analysed, sentence: Analysed, lexicon: Lexicon | undefined): boolean {
  // A claim that says the lifting word itself denies the lift ("have not been abolished").
  if (LIFTS.test(claim.text)) return false;
  const claimScopes = scopesOf(claim);
  const denied = claim.content.filter((t) => claimScopes.some((s) => denies(s, t)));
  const isDenied = (t: Token): boolean => denied.some((d) => sameWord(d, t));
  // Paying nothing is what a sentence that calls the thing free says.
  // (A claim that says "free" itself denies that: "not carried free of charge".)
  // (Its "不收费" is the denial itself, not a word for free.)
  const paysNothing = denied.some((t) => PAYING.test(t.norm)) && !FREE_WORD.test(claim.text);
  const parts = clauses(sentence);
  for (const [k, part] of parts.entries()) {
    const text = sentence.text.slice(part.start - sentence.start, part.end - sentence.start);
    const free = paysNothing && FREE.test(text);
    if (!free && !LIFTS.test(text)) continue;
    // Chinese names the thing in the clause before and lifts it for whom it names after ("安装调试费为一次性100元，
    // 签订24个月合约的用户免收"), as does an English relative clause or pronoun ("a joining fee of £50, which is
    // waived for…", "The application fee is £28; it is waived for…").
    // (A bracketed aside before the lift is passed over: "a fee of 1% of the limit (minimum £100), which is waived".)
    const last = lastClauseWithWords(sentence, parts, k);
    const aside = last >= 0 && BRACKET_CLOSES.test(sentence.text.slice(parts[last]!.end - sentence.start, part.start - sentence.start));
    const before = parts[aside ? lastClauseWithWords(sentence, parts, last) : last];
    // A pronoun points back at a fee only where the claim says one is not paid ("it is waived"), not at
    // whatever the clause before names ("…for an extra £650; this room fee is waived").
    const pointsBack = (): boolean => LIFT_OF_BEFORE.test(sentence.text.slice(before!.end - sentence.start, part.start - sentence.start).replace(BRACKETED, "")) || (paysNothing && LIFT_OPENS_ON_IT.test(text));
    const topic = before && (/[\u4e00-\u9fff]/u.test(text) || pointsBack()) ? sentence.content.filter((t) => within(t, before)) : [];
    const held = [...sentence.content.filter((t) => within(t, part)), ...topic].filter((t) => heldBy(t, claim, lexicon));
    // A free thing is the one the claim says is not paid for: "a free passport", not a fare paid at another time.
    const freeOfIt = free && held.some((t) => isDenied(t) && !PAYING.test(t.norm));
    if (held.length >= MIN_CLAUSE_HELD && (freeOfIt || [...held, ...topic].some(isDenied))) return true;
    // …or the free clause gives the figure the claim says is not paid for: "停半小时以内不收费" of "首30分钟免费".
    // (A time of day is no such figure: "before 9:30am … must not pay" is the other side of "free after 9:30am".)
    const figures = free ? sentence.quantities.filter((e) => within(e, part) && e.dimension !== "clock" && claim.quantities.some((q) => q.bound !== "lower" && sameQuantity(withoutBound(q), withoutBound(e)))) : [];
    if (figures.length > 0 && held.length + figures.length >= MIN_CLAUSE_HELD) return true;
  }
  return false;
}

/** Cues that set aside what stands before them, as an exception does: 除外, 例外. */
const SET_ASIDE_CUE = /^(?:除外|例外)$/u;
/** Where the case a 除外 sets aside begins, at the latest: after a clause break or a bracket ("（特价镜架除外）"). */
const CASE_BREAK = /[，,;；（(]/gu;
/** Where the rule it is set aside from begins: after the break before it. */
const RULE_BREAK = /[，,;；。：:]/gu;

/** The rule a 除外 sets its case aside from: the clause before the case ("每周一闭馆" of "每周一闭馆（法定节假日除外）"). */
function ruleOf(sentence: Analysed, cue: Token): Span {
  const before = sentence.text.slice(0, cue.start - sentence.start);
  const caseStart = [...before.matchAll(CASE_BREAK)].at(-1)?.index ?? 0;
  const ruleStart = [...before.slice(0, caseStart).matchAll(RULE_BREAK)].at(-1)?.index ?? 0;
  return { start: sentence.start + ruleStart, end: sentence.start + caseStart };
}

/**
 * The claim states the rule an exception is set aside from and, undenied, the opposite of its word,
 * as what holds in the case set aside: "周一闭馆，但逢法定节假日照常开放" of "每周一闭馆（法定节假日除外）",
 * "closed on Mondays, but open on bank holidays" of "closed on Mondays (except bank holidays)". (A
 * claim that only turns the word speaks of the case alone, and may add to it: "stored incorrectly at
 * Pelham and at one other station" of "stored correctly at every station except Pelham".)
 */
function opposesTheRule(claim: Analysed, sentence: Analysed, rule: Span, lexicon?: Lexicon): boolean {
  const ruleWords = sentence.content.filter((t) => within(t, rule));
  const stated = (w: Token): boolean => claim.content.some((t) => matchKey(t) === matchKey(w) && !negatedAt(claim, t));
  return claim.content.some((t) => !negatedAt(claim, t) && ruleWords.some((w) => opposites(t, w, lexicon) && stated(w)));
}

/**
 * The sentence's 除外 sets the word aside from a rule the claim does not contradict by stating it:
 * the claim names the word in an exception of its own ("…办不了，除非属于…父母工作调动…" of "…不予办理，
 * 但因…父母工作调动…的除外"), or the rule is a denial or forbids, so what it sets aside is allowed ("父母工作调动的
 * 可以办理" of the same; "必要施工可以进行" of "禁止新建建筑物，但必要施工除外").
 */
function setAsideAsClaimed(claim: Analysed, sentence: Analysed, word: Token, cues: readonly Token[]): boolean {
  if (cues.length === 0 || !cues.every((cue) => SET_ASIDE_CUE.test(cue.norm))) return false;
  const ruleDenied = cues.every((cue) => {
    const rule = ruleOf(sentence, cue);
    return sentence.negations.some((other) => !SET_ASIDE_CUE.test(other.norm) && within(other, rule)) || FORBIDDING_WORD.test(sentence.text.slice(rule.start - sentence.start, rule.end - sentence.start));
  });
  // (The exception's list runs on past 、 and "or", which part clauses.)
  // (…or names it in a condition it sets: "如果投保前就已经收到了航班延误或取消的通知，这次延误是不能理赔的" of "…，但…在投保前已获知延误或取消通知的除外".)
  const places = occurrences(claim, word);
  if (places.every((place) => inCondition(claim, place))) return true;
  return ruleDenied || cues.every((cue) => opposesTheRule(claim, sentence, ruleOf(sentence, cue))) || places.every((place) => {
    const before = claim.text.slice(0, place.start - claim.start);
    const exception = [...before.matchAll(EXCEPTION)].at(-1);
    return exception !== undefined && !/[，,;；。]/u.test(before.slice(exception.index + exception[0].length));
  });
}

/** An explicit denial in the rule an exception is set aside from: "Riding is not permitted …, except for …". */
const RULE_DENIED = /\b(?:not|no|never|cannot|can't|isn't|aren't|won't|prohibited|banned|forbidden)\b|[不未无]|禁止|严禁/iu;
/** What opens a clause saying what holds in the case set aside: "except on the first Sunday of each month, when the pool closes at 13:00", "except for deliveries of live plants, which may still be booked by phone". */
const CASE_CLAUSE = /^\s*[,，]\s*(?:when|where|which|in\s+which\s+case|on\s+which|届时|此时)\b/iu;

/**
 * The claim speaks of the case the sentence sets aside from its rule, where the rule is turned
 * round, and says what holds there: it denies what the rule states ("New customers who order
 * online don't pay the set-up fee" of "a set-up fee applies to all new customers unless they order
 * online"), states what the rule denies ("only riders with an NHS staff pass are allowed to ride" of
 * "Riding is not permitted …, except for holders of an NHS staff pass"), or says what the sentence
 * goes on to say of the case ("except on the first Sunday of each month, when the pool closes at
 * 13:00"). The claim says most words of the case, undenied. "Photography is allowed in Room 4"
 * against "permitted in all galleries apart from Room 4" is no such case.
 */
function namesTheException(claim: Analysed, sentence: Analysed, lexicon: Lexicon | undefined): boolean {
  // Most sentences set nothing aside. A claim that sets the case aside itself restates the rule
  // with its exception, turned or not.
  if (!HAS_EXCEPTION.test(sentence.text) || HAS_EXCEPTION.test(claim.text)) return false;
  const claimScopes = scopesOf(claim);
  const undenied = (t: Token): boolean => !claimScopes.some((s) => denies(s, t));
  const claimDenies = claim.content.some((t) => !undenied(t));
  const saysMostOf = (span: Span): boolean => {
    const named = sentence.content.filter((t) => within(t, span) && !partOfValue(sentence, t));
    const said = named.filter((t) => tokenMatch(t, claim, lexicon) > 0 && claim.content.every((c) => matchKey(c) !== matchKey(t) || undenied(c)));
    return named.length > 0 && said.length / named.length >= MIN_ALIGNMENT;
  };
  for (const exception of sentence.text.matchAll(EXCEPTION)) {
    const from = sentence.start + exception.index + exception[0].length;
    const first = clauseFrom(sentence, from);
    // The case is the exception's first clause, or one thing of the list it sets aside: "the photography
    // classes" of "except the children's classes (40 to 46) and the photography classes (50 to 53), which …".
    const caseEnd = saysMostOf(first) ? first.end : listEndOfOneThingSaid(sentence, from, saysMostOf);
    if (caseEnd === undefined) continue;
    const ruleDenied = RULE_DENIED.test(sentence.text.slice(0, exception.index));
    const turned = claimDenies || (!ruleDenied && opposesTheRule(claim, sentence, { start: sentence.start, end: sentence.start + exception.index }, lexicon));
    if (turned !== ruleDenied) return true;
    // (…unless what it goes on to say of the case denies what the claim states of it: "except for custom-built
    // wheels, where the deposit is never refundable" against "for custom-built wheels, your deposit can be refunded".)
    const caseClause = CASE_CLAUSE.exec(sentence.text.slice(caseEnd - sentence.start));
    if (caseClause === null) continue;
    const saidOfTheCase = clauseFrom(sentence, caseEnd + caseClause[0].length);
    const sentenceScopes = scopesOf(sentence);
    const deniesAWordStated = sentence.content.some(
      (t) => within(t, saidOfTheCase) && sentenceScopes.some((scope) => denies(scope, t)) && claim.content.some((c) => sameWord(c, t) && undenied(c)),
    );
    if (!deniesAWordStated) return true;
  }
  return false;
}

/** The clause of the sentence that opens at `from`, up to the next clause mark or the sentence's end. */
function clauseFrom(sentence: Analysed, from: number): Span {
  const stop = sentence.text.slice(from - sentence.start).search(CLAUSE_END);
  return { start: from, end: stop < 0 ? sentence.end : from + stop };
}

/** Where the list of things an exception sets aside ends: at a clause that says what holds for them, or the sentence's part. */
const EXCEPTION_LIST_END = /[;；。]|,\s*(?:which|who|when|where)\b/iu;

/** Where the list an exception sets aside from `from` ends, if it lists several things and the claim says most of one. */
function listEndOfOneThingSaid(sentence: Analysed, from: number, saysMostOf: (span: Span) => boolean): number | undefined {
  const stop = sentence.text.slice(from - sentence.start).search(EXCEPTION_LIST_END);
  const end = stop < 0 ? sentence.end : from + stop;
  const items = spansBetween(sentence.text.slice(from - sentence.start, end - sentence.start), ITEM_BREAKS, from);
  return items.length > 1 && items.some(saysMostOf) ? end : undefined;
}

/** Words for paying for a thing apart from a price: 另外付, 另收, 单独收费, "charged separately", "at extra cost". */
const PAID_APART = /另外(?:支付|[付交收缴花])|另[付收交计缴花]|额外花|单独(?:收费|付费|计费|支付)|额外(?:收取|支付|付费|收费)|\b(?:charged|paid|billed|priced)\s+(?:for\s+)?separately\b|\bat\s+(?:an\s+)?extra\s+(?:cost|charge)\b/iu;
/** A denial that leaves a thing out of a price: 不含, 不包括, "not included". */
const LEAVES_OUT = /^(?:不含|不包|不计|未含)|^(?:not\s+(?:included|covered)|excluding)\b/iu;

/** What leaves a thing out of a figure, said beside it: 不含, 不包括, "excluding" (not 不计费, which says nothing is charged). */
const FIGURE_LEAVES_OUT = /^(?:不含|不包括|未含)|^(?:not\s+including|excluding)\b/iu;
/** Words that say what a figure holds: 含, 包括, "includes", "covers". */
const INCLUDES = /[含包]|\b(?:includ|cover|exclud)/iu;

/** Characters read from a cue for such a denial: "not included", "excluding". */
const LEAVES_OUT_REACH = 16;

/** What a text says follows if its condition is not met: 否则, "otherwise", and 逾期 after a time to do it in. */
const OTHERWISE = /否则|不然|逾期|超期|\botherwise\b|\bor\s+else\b|\bfailing\s+(?:which|that)\b/iu;
/** A Chinese case the claim states, closed by 的 and a comma: "超过一天还没通行的，". */
const ZH_CASE = /的[，,]/u;

/** A relative clause that goes on from a denied thing: ", which are charged separately". */
const RELATIVE_AFTER = /^\s*,\s*(?:which|who)\s+/iu;

/**
 * The claim says of the denied word what the sentence's relative clause after the denial says of
 * it: "includes a screening but not X-rays, which are charged separately" states that X-rays are
 * charged separately, as "…though X-rays are charged separately" does.
 */
function saidInRelativeAfter(claim: Analysed, word: Token, sentence: Analysed, cues: readonly Token[]): boolean {
  const key = matchKey(word);
  const { clause } = claimClauseOf(claim, word);
  if (!clause) return false;
  const rest = claim.content.filter((t) => within(t, clause) && matchKey(t) !== key);
  if (rest.length === 0) return false;
  return scopesOf(sentence).some((scope) => {
    if (!cues.includes(scope.cue)) return false;
    const after = sentence.text.slice(scope.end - sentence.start);
    const relative = RELATIVE_AFTER.exec(after);
    if (!relative) return false;
    const from = scope.end + relative[0].length;
    const stop = after.slice(relative[0].length).search(CLAUSE_END);
    const to = stop < 0 ? sentence.end : from + stop;
    const keys = new Set(sentence.content.filter((t) => t.start >= from && t.end <= to).map(matchKey));
    return rest.every((t) => keys.has(matchKey(t)));
  });
}

/** The share of the content words of the claim's clause around `span` that the sentence holds: "Blue Badge holders have to pay in pay-by-phone bays", not what the claim adds after a comma. */
function clauseShareHeld(claim: Analysed, span: Span, sentence: Analysed, lexicon: Lexicon | undefined): number {
  const clause = clauses(claim).find((part) => within(span, part));
  const words = clause ? claim.content.filter((t) => within(t, clause)) : claim.content;
  return words.length === 0 ? 0 : words.filter((t) => heldBy(t, sentence, lexicon)).length / words.length;
}

/**
 * "Unless" denies its clause's verb, not the things the verb is said of: "plus £2.50 for grip socks
 * unless you've kept a Bounceworks pair" denies no Bounceworks pair that a source prices.
 */
function namedInACondition(claim: Analysed, word: Token, cues: readonly Token[]): boolean {
  return cues.length > 0 && cues.every((cue) => cue.norm === "unless" && claim.content.find((t) => t.start >= cue.end) !== word);
}

/**
 * The sentence denies another word the claim denies, in a clause that names what the claim speaks of,
 * and states the word in conflict only in a heading: "个体工商户名下的车辆不能申请这项补贴" of "三、申请限制：
 * …；企业及个体工商户名下车辆不在补贴范围内".
 */
function agreesOnAnotherDenial(best: Analysed, shared: readonly Token[], readings: readonly { claim: Reading; source: Reading }[], conflictWord: Token): boolean {
  // (Not a character alone or a light verb, which any denial may take in: 用 of 专用.)
  const deniedBoth = shared.filter(
    (word, i) => word !== conflictWord && (word.kind !== "cjk" || word.norm.length >= 2) && !LIGHT_STEMS.has(word.stem) && readings[i]!.claim.governed && readings[i]!.source.cues.length > 0,
  );
  if (deniedBoth.length === 0) return false;
  const denialClauses = deniedBoth.flatMap((word) => occurrences(best, word).map((place) => clauseOf(best, place)));
  // …and that clause names what the claim speaks of, a word the claim states, not denies (个体工商户名下车辆).
  const stated = shared.filter((_, i) => readings[i]!.claim.stated && !readings[i]!.claim.governed);
  if (!stated.some((word) => occurrences(best, word).some((place) => denialClauses.some((clause) => within(place, clause))))) return false;
  return occurrences(best, conflictWord).every((place) => HEADING_AFTER.test(best.text.slice(place.end - best.start)) && !denialClauses.some((clause) => within(place, clause)));
}

/** What closes a heading a word stands in: "三、申请限制：". */
const HEADING_AFTER = /^[^，。；,;:：]{0,8}[：:]/u;
/**
 * What stands before a word in a numbered heading that opens its sentence: its number ("五、", "3.", "(b)") and a few
 * words. (Unnumbered, a colon may close speech as well: "男的就嘲笑道：…", "外商则有时不明白：…".)
 */
const HEADING_OPENING = /^\s*(?:[一二三四五六七八九十]+[、.．]|[(（]?(?:\d{1,2}|[a-z])[)）.、．]|[(（][一二三四五六七八九十]+[)）])\s*[^，。；,;:：\d]{0,8}$/iu;

/** A word the claim says in a heading of its own, which it may deny there as a corrupted heading would: "换证不须知：". */
function inAHeading(claim: Analysed, word: Token): boolean {
  return occurrences(claim, word).some((place) => HEADING_AFTER.test(claim.text.slice(place.end - claim.start)));
}

/** A word the sentence names only in the heading it opens with, which states nothing of it: 受理 of "五、受理：…派出所窗口周六不办理". */
function namedOnlyInAHeading(sentence: Analysed, word: Token): boolean {
  return occurrences(sentence, word).every(
    (place) => HEADING_OPENING.test(sentence.text.slice(0, place.start - sentence.start)) && HEADING_AFTER.test(sentence.text.slice(place.end - sentence.start)),
  );
}

/** A claim that opens on a pronoun, which names its subject only in the sentence it was split from: "they can't be paid a bonus themselves". */
const OPENS_ON_A_PRONOUN = /^\s*(?:they|he|she|it)\b/iu;

/**
 * The claim denies what another sentence of the chunk denies too, of the claim's subject or where
 * the claim's subject is a pronoun: "they can't be paid a bonus themselves" (of contractors) speaks
 * of "Contractors and interns cannot receive a bonus", not of the better-aligned "Half of the bonus
 * is paid in the first payroll".
 */
function deniedAsClaimedElsewhere(claim: Analysed, best: SourceSentence, chunk: readonly SourceSentence[], lexicon: Lexicon | undefined): boolean {
  // The other sentence names the claim's subject, its first word, which the best does not ("Interns can't receive a referral
  // bonus" of "Contractors and interns cannot receive a bonus"); a pronoun names none.
  const pronoun = OPENS_ON_A_PRONOUN.test(claim.text);
  const subject = claim.content[0];
  if (!pronoun && (subject === undefined || tokenMatch(subject, best) > 0)) return false;
  const scopes = scopesOf(claim);
  // (A light verb denied names nothing: "It must not be used rear-facing" is not of "it cannot be installed with the seat belt".)
  const denied = claim.content.filter((t) => !LIGHT_STEMS.has(t.stem) && readingOf(t, claim, scopes, claim, lexicon).governed);
  // …with the same modal denied ("can't" of "cannot"), not any denial that names the word ("has not been entered for any further race").
  const modals = new Set(claim.negations.map((cue) => modalDenied(claim, cue)));
  return chunk.some((other) => {
    if (other === best || !other.negations.some((cue) => modals.has(modalDenied(other, cue))) || (!pronoun && tokenMatch(subject!, other) === 0)) return false;
    const theirs = scopesIn(other, claim);
    return denied.some((t) => tokenMatch(t, other) === 1 && readingOf(t, other, theirs, claim, lexicon).governed);
  });
}

/** Contracted and joined denials as the modal and "not" they stand for: can't, cannot → can. */
const CONTRACTED_MODALS: Readonly<Record<string, string>> = { cannot: "can", "can't": "can", "won't": "will", "mustn't": "must", "shouldn't": "should", "couldn't": "could", "wouldn't": "would", "don't": "do", "doesn't": "do", "didn't": "do", "isn't": "be", "aren't": "be", "wasn't": "be", "weren't": "be" };

/** The modal or auxiliary a denial denies: its own contraction's, or the word before "not" ("must not" → must). */
function modalDenied(text: Analysed, cue: Token): string {
  const own = CONTRACTED_MODALS[cue.norm.replace("’", "'")];
  if (own !== undefined) return own;
  const before = /([\p{L}']+)\s+$/u.exec(text.text.slice(0, cue.start - text.start))?.[1]?.toLowerCase();
  return before === undefined ? cue.norm : (CONTRACTED_MODALS[before] ?? before);
}

/** A Chinese locative standing alone, which says where and no thing that is denied: the 内 of 半小时内 and of 不含在停车费内. */
const ZH_LOCATIVE = /^[内里]$/u;

/** A verb of holding things in, which a "but not" after its list denies of the things it names: "Prices include …, but not the fees". */
const HOLDING_VERB = /\b(?:includ|cover|accept|allow|offer|provid)\p{L}*/iu;
/** Other words for holding things in: "comes with", "with … thrown in". */
const COMES_WITH = /\b(?:comes?|came)\s+with\b|\bthrown\s+in\b|\bcontain/iu;

/**
 * The sentence denies a thing only by a "but not" after a verb of holding things in, which the
 * claim never says of it: "You'd also need €190 in cash on board for the marine park and port fees"
 * states no inclusion that "Prices include …, but not the marine park and port fees of €190" denies.
 */
function deniedOfAVerbUnsaid(claim: Analysed, sentence: Analysed, cues: readonly Token[]): boolean {
  return (
    cues.length > 0 &&
    cues.every((cue) => {
      const before = sentence.text.slice(0, cue.start - sentence.start);
      if (cue.norm !== "not" || !ELLIPTICAL_DENIAL.test(before)) return false;
      // (Any such verb of the claim's may say it in other words: "covers" of "includes".)
      return before.search(HOLDING_VERB) >= 0 && claim.text.search(HOLDING_VERB) < 0 && !COMES_WITH.test(claim.text);
    })
  );
}

/** 不在 before a place, which says what 在…外 does. */
const ZH_NOT_AT_AFTER = /^\s*在/u;
/** 外 right after a place, or a character of it the segmenter joined to 外: 停车点外, 运营区以外. */
const ZH_OUTSIDE_AFTER = /^\s*\p{Script=Han}?(?:之|以)?外/u;

/**
 * The claim denies being in a place that the sentence says is outside of: "不在停车点里还车" says
 * what "在停车点外…还车" does.
 */
function outsideSaidAsNotIn(claim: Analysed, sentence: Analysed, cues: readonly Token[]): boolean {
  return (
    cues.length > 0 &&
    cues.every((cue) => {
      const at = ZH_NOT_AT_AFTER.exec(claim.text.slice(cue.end - claim.start));
      const place = at === null || cue.norm !== "不" ? undefined : claim.content.find((t) => t.start >= cue.end + at[0].length);
      return place !== undefined && occurrences(sentence, place).some((said) => ZH_OUTSIDE_AFTER.test(sentence.text.slice(said.end - sentence.start)));
    })
  );
}

/** A verb a sentence states something by: a copula, an auxiliary or a modal. */
const STATING_VERB = /\b(?:is|are|was|were|be|been|has|have|had|do|does|did|will|would|can|could|may|might|must|shall|should)\b/iu;
/** What parts a title's name from what the document is: "Kestrel Hearing Centres – Trial and Returns Policy". */
const TITLE_DASH = /\s[–—-]\s|:\s/u;

/**
 * The chunk's opening is its title, which names things and states nothing a denial could oppose:
 * "Kestrel Hearing Centres – Trial and Returns Policy for Private Hearing Aids (from 1 March 2025)"
 * says nothing against "Kestrel doesn't sell hearing aids privately to anyone under 18".
 */
function aTitle(sentence: SourceSentence, chunk: readonly SourceSentence[]): boolean {
  return chunk[0] === sentence && chunk.length > 1 && TITLE_DASH.test(sentence.text) && !STATING_VERB.test(sentence.text) && !HAN.test(sentence.text);
}

/**
 * The claim says the opposite of one evidence sentence, which holds `coverage` of it: the rule's
 * report, or none.
 */
/** "Other" right after a denying cue: "no other hot food", "not any other", 没有其他. */
const OTHER_AFTER_CUE = /^\s+(?:any\s+)?other\b|^有?(?:其他|其它|别的)/iu;
const ONLY = /\bonly\b|唯一|只有|仅有/iu;

/** The sentence denies only other things than one, which the claim says is the only one: "there is no other hot food" of "the only hot food is a cheese toastie". */
function onlyAsNoOther(claim: Analysed, sentence: Analysed, cues: readonly Token[]): boolean {
  return cues.length > 0 && ONLY.test(claim.text) && cues.every((cue) => OTHER_AFTER_CUE.test(sentence.text.slice(cue.end - sentence.start)));
}

function conflictWith({ claim, alignment, regions, lexicon, evidence, where, chunkSentences }: ContentContext, best: SourceSentence, coverage: number): RuleReport[] {
  if (namesTheException(claim, best, lexicon)) return [];
  // The denial's thing is the claim's, words and figures: less of the rest of the sentence need be.
  const affirmed = mayDenyNeed(best) ? affirmsDenied(claim, best) : undefined;
  if (affirmed && (coverage >= MIN_AFFIRMED_ALIGNMENT || clauseShareHeld(claim, affirmed, best, lexicon) >= MIN_AFFIRMED_ALIGNMENT)) {
    const word = claim.text.slice(affirmed.start - claim.start, affirmed.end - claim.start);
    return [{ message: `${where(best)} says it ${DENIED_AS[affirmed.family]}, the claim says '${word}'`, span: { start: affirmed.start, end: affirmed.end }, actual: word, evidence: evidence(best) }];
  }
  // Without a cue on either side both read as stated: the shared words need not be found.
  if (claim.negations.length === 0 && best.negations.length === 0) return [];
  if (bothSayUnlimited(claim, best)) return [];
  const shared = claim.content.filter((t) => tokenMatch(t, best) === 1 && !ZH_LOCATIVE.test(t.norm));
  if (shared.length === 0) return [];
  // (A claim whose only denials say it is not in a place the sentence says the case is outside of denies nothing it states.)
  if (outsideSaidAsNotIn(claim, best, claim.negations)) return [];
  const [allClaimScopes, allSourceScopes] = [scopesIn(claim, best), scopesIn(best, claim)];
  const contrasted = statedAfterAContrast(claim, best, shared, allClaimScopes, allSourceScopes, lexicon);
  if (contrasted !== undefined) return [{ message: `${where(best)} negates what the claim states`, span: { start: contrasted.start, end: contrasted.end }, actual: contrasted.text, evidence: evidence(best) }];
  const [claimScopes, sourceScopes] = withoutAgreeingCues(allClaimScopes, allSourceScopes, claim, best, lexicon);
  // A claim that denies is read against the whole sentence: it conflicts only with a word the
  // sentence never denies, wherever it says it.
  const readings = shared.map((word) => ({
    claim: readingOf(word, claim, claimScopes, best, lexicon),
    source: readingOf(word, best, sourceScopes, claim, lexicon, (claim.negations.length === 0 ? placeOf(word, best, claim) : undefined) ?? occurrences(best, word)),
  }));
  // A text negates as a whole: "found no evidence" and "not found any evidence" govern different
  // words, but both negate. Only then does the word that one denies and the other states count.
  // A cue of the source must deny what the claim says of the word, as the claim may put the
  // negation in other words (unbeaten); a cue the claim adds denies the source whatever its verb
  // ("are not required to delete" against "were ordered to remove").
  const claimNegated = readings.some((r) => r.claim.governed);
  if (!claimNegated && coverage >= MIN_ALIGNMENT) {
    const figure = figureDenied(claim, claimScopes, best);
    if (figure) return [{ message: `the claim negates what ${where(best)} states`, span: { start: figure.start, end: figure.end }, actual: figure.raw, evidence: evidence(best) }];
  }
  const stated = claimNegated ? statedBeforeButNot(claim, shared, readings) : undefined;
  if (stated !== undefined) return [{ message: `${where(best)} negates what the claim states`, span: { start: stated.start, end: stated.end }, actual: stated.text, evidence: evidence(best) }];
  if (claimNegated === readings.some((r) => r.source.governed)) return [];
  // A word the source both states and denies ("责令改正；拒不改正的") is one the claim may deny.
  // A claim that denies the word by a participle after it ("with the crown not included") says what
  // a source that sets it aside ("excluding the crown") does.
  const conflict = readings.find((r, i) =>
    claimNegated
      ? r.claim.governed && r.source.stated && r.source.cues.length === 0 && !namedInACondition(claim, shared[i]!, r.claim.cues) && !(!CONDITIONAL.test(best.text) && r.claim.cues.every((cue) => inCondition(claim, cue))) && statedOfTheClaim(shared[i]!, best, claim) && !deniedJustPastAsClaimed(shared[i]!, best, claim) && !statedOfWhatTheClaimSetsApart(shared[i]!, best, claim) && !deniedAsOneWord(best, shared[i]!) && !onlyTheComparisonDenied(claim, best, shared[i]!, r.claim.cues) && !(namedOnlyInAHeading(best, shared[i]!) && !inAHeading(claim, shared[i]!))
      : r.source.negated && r.claim.stated && !occurrences(claim, shared[i]!).some((place) => deniedAfter(claim, place) || setAsideBefore(claim, place)),
  );
  if (
    !conflict ||
    (!claimNegated &&
      (deniedOfSomethingElse(claim, best, sourceScopes, conflict.source.cues, lexicon) ||
        deniedInACaseUnsaid(claim, best, conflict.source.cues) ||
        eachDenialOfAnotherObject(claim, best, sourceScopes, readings, shared, lexicon) ||
        deniedOfAnotherName(claim, best, conflict.source.cues) ||
        setAsideAsClaimed(claim, best, shared[readings.indexOf(conflict)]!, conflict.source.cues) ||
        namedOnlyAsTheStandard(claim, shared[readings.indexOf(conflict)]!) ||
        // A charge the sentence waives ("免收停车费", "the fee is waived") is what a claim that calls the thing free says.
        (saysFree(claim) && conflict.source.cues.every((cue) => WAIVING_CUE.test(cue.norm))) ||
        // A denial in the sentence's condition states nothing: "no refund is given if the items are not put out".
        (!CONDITIONAL.test(claim.text) && conflict.source.cues.every((cue) => inCondition(best, cue))) ||
        deniedOfAnotherSubject(claim, best, sourceScopes, conflict.source.cues) ||
        deniedOfAVerbUnsaid(claim, best, conflict.source.cues) ||
        deniedOfTheOnesNamed(claim, best, sourceScopes, conflict.source.cues, lexicon) ||
        // The claim counts the rest that the sentence's "all except" leaves: "Five of the seven shelves pull out" of "all except the bottom two slide out",
        // or the rest of a whole whose part the sentence denies it of: "four of the 47 had received both doses" of "Of the 47 cases, 43 had not".
        claim.quantities.some((q) => heldAsAllBut(q, best) || heldAsRestOfWhole(q, best, claim)) ||
        saidInRelativeAfter(claim, shared[readings.indexOf(conflict)]!, best, conflict.source.cues) ||
        // The claim denies something of the word the sentence denies: "Firing charges are not discounted" of "10% off courses, but not firing charges".
        subjectOfADenialAsClaimed(shared[readings.indexOf(conflict)]!, claim, best) ||
        saidOfAnotherBand(claim, best, shared[readings.indexOf(conflict)]!, { denied: true }) ||
        onlyAsNoOther(claim, best, conflict.source.cues)))
  )
    return [];
  const conflictWord = shared[readings.indexOf(conflict)]!;
  if (
    claimNegated
      ? liftedAsClaimed(claim, best, lexicon) ||
        aTitle(best, chunkSentences(best.chunk)) ||
        deniedAsClaimedElsewhere(claim, best, chunkSentences(best.chunk), lexicon) ||
        agreesOnAnotherDenial(best, shared, readings, conflictWord) ||
        otherCaseNamed(claim, best, conflictWord) ||
        excludedAsClaimed(claim, best, conflictWord, conflict.claim.cues) ||
        // "Costs nothing" says what "free of charge" does.
        (conflict.claim.cues.every((cue) => pricedAtNothing(claim, cue)) && saysFree(best)) ||
        saidOfAnotherBand(claim, best, conflictWord) ||
        // "Refunded in full apart from a £5 admin fee" says what "refunded in full less a £5 admin fee" does.
        (conflict.claim.cues.every((cue) => SETS_APART_CUE.test(cue.norm)) &&
          occurrences(best, conflictWord).every((place) => DEDUCTED_BEFORE.test(best.text.slice(Math.max(0, place.start - best.start - DEDUCTED_REACH), place.start - best.start)))) ||
        onlyForOthers(claim, best, conflictWord) ||
        allowedOnlyOnACondition(claim, best, conflictWord) ||
        deniesOnlyThatItIsFree(claim, best, conflict.claim.cues) ||
        deniesADutyLeftToChoice(claim, best, conflict.claim.cues) ||
        deniedOfWhatIsSetAside(claim, best, conflictWord, conflict.claim.cues) ||
        subjectOfADenialAsClaimed(conflictWord, best, claim) ||
        claimsSubjectDeniedLater(claim, best, conflictWord, conflict.claim.cues) ||
        deniedOfAStandIn(claim, best, conflict.claim.cues, conflictWord) ||
        deniedOfAnotherHeadThanStated(claim, best, conflict.claim.cues, lexicon) ||
        deniedOnADayOffTheRun(claim, best) ||
        describedAsTheOthers(claim, best, conflict.claim.cues) ||
        // The claim denies of the rest of a whole what the sentence says of its part ("610,000 were not on full-fibre" of "1.92 million, of whom 1.31 million are on full-fibre").
        claim.quantities.some((q) => heldAsRestOfWhole(q, best, claim)) ||
        deniedOfTheClaimsThing(claim, best) ||
        deniesOnlyAtOnce(claim, best, conflict.claim.cues) ||
        deniesWhatIsBeforeTheEarliest(claim, best, conflict.claim.cues) ||
        occurrences(best, conflictWord).every((place) => askedWhether(best, place)) ||
        // …or says it as one word: "unpaid leave" is leave "without pay".
        deniedByPrefix(best, conflictWord, lexicon) ||
        deniedByZhPrefix(claim, best, conflictWord) ||
        // A denial in a purpose ("so that latecomers do not interrupt the viewing") states no fact.
        conflict.claim.cues.every((cue) => PURPOSE_BEFORE.test(claim.text.slice(0, cue.start - claim.start))) ||
        // (A claim with such a verb of its own denies it: "which is not waived".)
        (!DENIED_IN_OTHER_WORDS.test(claim.text) && occurrences(best, conflictWord).some((place) => deniedInOtherWords(best, place))) ||
        (!CLOSED_TO.test(claim.text) && occurrences(best, conflictWord).some((place) => closedToIt(best, place)))
      : bothCasesSet(claim, shared, best, sourceScopes) || deniedInOtherWords(claim, conflictWord) || notYetButLater(claim, best, conflict.source.cues, conflictWord)
  )
    return [];
  // What a price leaves out is paid for apart: "术前血检的180元要另外付" says what "手术费…不含术前血检（180元）" says,
  // where each word in conflict is in a clause of the claim that says so (not "房价已包含城市维护费，但迷你吧消费需另付").
  if (!claimNegated && conflict.source.cues.some((cue) => LEAVES_OUT.test(best.text.slice(cue.start - best.start, cue.start - best.start + LEAVES_OUT_REACH)))) {
    const inConflictWords = shared.filter((_, i) => readings[i]!.source.negated && readings[i]!.claim.stated);
    // (A condition's clause is said with the clause it sets: "如果需要改造橱柜，费用则要另外支付".)
    const clauseText = (word: Token): string => {
      const { clause } = claimClauseOf(claim, word);
      if (clause === undefined) return "";
      const text = claim.text.slice(clause.start - claim.start, clause.end - claim.start);
      return CONDITIONAL.test(text) ? claim.text.slice(clause.start - claim.start) : text;
    };
    if (inConflictWords.every((word) => PAID_APART.test(clauseText(word)))) return [];
  }
  // A claim that leaves a thing out of its own figure ("累计最多可以领到43200元（不含…上浮部分）") denies
  // nothing of it, where the sentence says nothing is included or left out.
  const leavesOut = (cue: Token): boolean => FIGURE_LEAVES_OUT.test(claim.text.slice(cue.start - claim.start, cue.start - claim.start + LEAVES_OUT_REACH));
  if (claimNegated && claim.quantities.length > 0 && conflict.claim.cues.length > 0 && conflict.claim.cues.every(leavesOut) && !INCLUDES.test(best.text)) return [];
  // The sentence goes on to say what follows if it is not so ("须在入住日前3天18:00前取消，否则扣除…"):
  // a claim that denies the condition speaks of that case ("如果没在…前取消，会被扣掉…").
  if (claimNegated && (CONDITIONAL.test(claim.text) || ZH_CASE.test(claim.text)) && occurrences(best, shared[readings.indexOf(conflict)]!).some((place) => OTHERWISE.test(best.text.slice(place.end - best.start)))) return [];
  // Another evidence sentence denies what the claim denies: the source says it ("不能单独预约座位"
  // against "…座位预约须知" and "…不可单独预约"); or another sentence of the cited text that gives a
  // figure of the claim's, which the alignment, reading words, may have passed over ("without his
  // guilty plea the sentence would have been 42 months").
  const denied = shared.filter((_, i) => readings[i]!.claim.governed && readings[i]!.source.stated);
  if (claimNegated && alignment.sentences.some((other) => other !== best && deniesToo(claim, other, denied, lexicon))) return [];
  const givesAFigure = (other: SourceSentence): boolean => claim.quantities.some((q) => other.quantities.some((e) => sameQuantity(q, e)));
  if (claimNegated && regions.some((region) => region.sentences.some((other) => other !== best && givesAFigure(other) && deniesToo(claim, other, denied, lexicon)))) return [];
  // A source clause that negates what the claim says, held by a claim that adds to it.
  const clauseHeld = !claimNegated && holdsTheClause(claim, best, conflict.source.cues, lexicon);
  // …or a claim whose every word the sentence says, if in a word of the same sense (不具备 GPS against 配备 GPS).
  const claimHeld = () => claim.content.every((t) => heldBy(t, best, lexicon));
  // …or a claim that denies words the sentence states, about nothing the sentence does not
  // name: "该车没有配备激光雷达" against "车辆配备了激光雷达", whatever it calls the car.
  const denialHeld = () =>
    claimNegated && readings.filter((r) => r.claim.governed && r.source.stated).length >= MIN_CLAUSE_HELD && claim.entities.every((e) => best.flat.includes(e.key));
  if (coverage < MIN_ALIGNMENT && !clauseHeld && !claimHeld() && !denialHeld()) return [];
  // Only the denials in conflict can be answered: "not affected by the black bin change and will
  // not receive purple bins" is not answered on "receive" by the claim's "purple" against "black".
  const inConflict = new Set(readings.flatMap((r) => (claimNegated ? (r.claim.governed ? r.claim.cues : []) : r.source.negated ? r.source.cues : [])));
  const answering = (scopes: readonly Scope[]) => scopes.filter((s) => inConflict.has(s.cue));
  if (claimNegated ? statesTheOpposite(claim, answering(claimScopes), best, lexicon) : statesTheOpposite(best, answering(sourceScopes), claim, lexicon)) return [];
  if (!claimNegated && needsTheCondition(claim, best, sourceScopes)) return [];
  const cue = conflict.claim.cues[0];
  return [
    {
      message: claimNegated ? `the claim negates what ${where(best)} states` : `${where(best)} negates what the claim states`,
      ...(cue ? { span: { start: cue.start, end: cue.end }, actual: cue.text } : {}),
      evidence: evidence(best),
    },
  ];
}

/** A denial of what has not happened yet: 暂未纳入, 尚未开通, "not yet open", "has yet to be approved". */
const NOT_YET_BEFORE = /(?:暂|尚|还|目前)$/u;
const NOT_YET_AFTER = /^\s+yet\b/iu;
const YET_TO_BEFORE = /\byet\s+$/iu;
/** A claim that sets the thing in the future: "will be included", 预计…完成后纳入. */
const FUTURE = /\b(?:will|is\s+(?:expected|due|planned|set)\s+to|are\s+(?:expected|due|planned|set)\s+to|once|after)\b|预计|将|计划|拟|有望|之后|以后|完成后/iu;

/**
 * The sentence denies only that a thing has happened yet, and the claim says it will: "江滨、北塘两个街道…暂未纳入"
 * against "预计在2026年老旧小区改造完成后纳入".
 */
function notYetButLater(claim: Analysed, sentence: Analysed, cues: readonly Token[], word: Token): boolean {
  const yet = (cue: Token): boolean => {
    const before = sentence.text.slice(0, cue.start - sentence.start);
    return NOT_YET_BEFORE.test(before) || YET_TO_BEFORE.test(before) || NOT_YET_AFTER.test(sentence.text.slice(cue.end - sentence.start));
  };
  // (The future is the word's own clause's: "预计2026年…出货，目前尚形成收入" says the income is there now.)
  const { clause } = claimClauseOf(claim, word);
  const said = clause === undefined ? claim.text : claim.text.slice(clause.start - claim.start, clause.end - claim.start);
  return cues.length > 0 && cues.every(yet) && FUTURE.test(said);
}

/**
 * A denied predicate shortly after the word it is said of: "… status itself is not affected", "… fee isn't refunded",
 * "charges for your own work, however, are not discounted" (not a relative clause's: "food that is not sealed").
 */
const SUBJECT_OF_A_DENIAL = /^(?:\s+(?!(?:that|which|who)\b)[\p{L}'’-]+){0,5}?(?:,\s*(?:however|though|meanwhile|too|also),)?\s+(?:(?:is|are|was|were|will\s+be|has\s+been|have\s+been)\s+(?:not|never)|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|won['’]t\s+be)\b/iu;

/**
 * The sentence denies something of the word too, where it says it with a word beside it that the
 * other text has beside it: "organic status itself is not affected" against "does not cost them their
 * organic status" ("but toys are not accepted" against "but not toys"), though it states "organic"
 * elsewhere ("Organic flocks follow the same rule"). Either text may be the one that says it so.
 */
function subjectOfADenialAsClaimed(word: Token, sentence: Analysed, other: Analysed): boolean {
  const claimed = claimedBeside(other, word);
  return occurrences(sentence, word).some((place) => SUBJECT_OF_A_DENIAL.test(sentence.text.slice(place.end - sentence.start)) && besideOf(sentence, place).some((key) => claimed.has(key)));
}

/**
 * The sentence goes on, in a later clause, to deny something of what the claim denies something of,
 * the claim's subject before its cue: "Keelboats can't be kept in the boat park" of "Boat park spaces
 * cost £95 …; keelboats are not accepted". The word in conflict is said only before, of the others.
 */
function claimsSubjectDeniedLater(claim: Analysed, sentence: Analysed, word: Token, cues: readonly Token[]): boolean {
  const cue = cues[0];
  if (cue === undefined) return false;
  // (The subject's head, its last word: "Organic flocks do not follow …" is not answered by "organic status itself is not affected".)
  const head = claim.content.findLast((t) => t.end <= cue.start && t.kind === "word");
  if (head === undefined) return false;
  const denials = occurrences(sentence, head).filter((place) => SUBJECT_OF_A_DENIAL.test(sentence.text.slice(place.end - sentence.start)));
  return denials.length > 0 && occurrences(sentence, word).every((place) => denials.every((denial) => place.end <= denial.start && !within(place, clauseOf(sentence, denial))));
}

/** A word that stands in for a thing named earlier: "do not need one", "does not require it". */
const STAND_IN_AFTER = /^\s+(?:one|ones|it|them|any)\b/iu;

/**
 * The sentence names the thing in one clause and, in another that says more of the claim's case
 * than that one, denies the claim's verb of a word standing in for it: "If the skip will sit
 * entirely on your own driveway, you don't need a licence" of "Anyone placing a skip on a road …
 * needs a skip licence; skips kept entirely on a private driveway do not need one".
 */
function deniedOfAStandIn(claim: Analysed, sentence: Analysed, cues: readonly Token[], word: Token): boolean {
  const cue = cues[0];
  const verb = cue && claim.content.find((t) => t.start >= cue.end && t.kind === "word");
  if (verb === undefined || verb === word) return false;
  const named = occurrences(sentence, word);
  if (named.length === 0) return false;
  const others = new Set(claim.content.filter((t) => t !== verb && matchKey(t) !== matchKey(word) && t.kind === "word").map(matchKey));
  const claimedIn = (span: Span): Set<string> => new Set(sentence.content.filter((other) => within(other, span) && others.has(matchKey(other))).map(matchKey));
  return scopesOf(sentence).some((scope) => {
    const deniesOfAStandIn = sentence.content.some((t) => t.start >= scope.cue.end && t.end <= scope.end && matchKey(t) === matchKey(verb) && STAND_IN_AFTER.test(sentence.text.slice(t.end - sentence.start)));
    const clause = clauseOf(sentence, scope.cue);
    if (!deniesOfAStandIn || named.some((place) => within(place, clause))) return false;
    // (The claim's case is the denial's where the claim says more of the denial's clause than of the thing's: driveway, not road.)
    const denied = claimedIn(clause);
    const stated = new Set(named.flatMap((place) => [...claimedIn(clauseOf(sentence, place))]));
    return [...denied].filter((key) => !stated.has(key)).length > [...stated].filter((key) => !denied.has(key)).length;
  });
}

/** Characters past a cue's reach within which a word of its clause may still be what it denies. */
const PAST_REACH = 24;

/**
 * The word stands just past what a cue of the text reaches, in the cue's clause: "cannot be
 * installed with the vehicle's adult seat belt" denies the belt, though its cue reaches no
 * further than "adult".
 */
function justPastADenial(text: Analysed, place: Span): boolean {
  return scopesOf(text).some((scope) => {
    // (A word the reach ends inside is past it too.)
    if (!endsAtReach(scope) || place.start < scope.cue.end || place.end <= scope.end || place.start - scope.end > PAST_REACH) return false;
    return !CLAUSE_END.test(text.text.slice(scope.end - text.start, Math.max(scope.end, place.start) - text.start));
  });
}

/** The content words just before and after the word where the text says it. */
function besideOf(text: Analysed, place: Span): string[] {
  const at = text.content.findIndex((t) => t.start === place.start);
  return [text.content[at - 1], text.content[at + 1]].flatMap((t) => (t === undefined ? [] : [matchKey(t)]));
}

/** The content words the claim has beside the word, wherever it says it. */
function claimedBeside(claim: Analysed, word: Token): Set<string> {
  return new Set(occurrences(claim, word).flatMap((place) => besideOf(claim, place)));
}

/**
 * The sentence says the word just past a cue's reach, with a word beside it that the claim has
 * beside it too ("adult seat belt", "car's own seat belt"): the claim that denies it says what
 * the sentence denies, though the sentence states the word elsewhere ("The seat fits …").
 */
function deniedJustPastAsClaimed(word: Token, sentence: Analysed, claim: Analysed): boolean {
  const claimed = claimedBeside(claim, word);
  return occurrences(sentence, word).some((place) => justPastADenial(sentence, place) && besideOf(sentence, place).some((key) => claimed.has(key)));
}

/** A choice that sets aside what follows it: "upside down rather than the power base", "instead of the store". */
const CHOICE = String.raw`\b(?:rather\s+than|instead\s+of)\s+`;
const SET_ASIDE_BEFORE = new RegExp(String.raw`${CHOICE}(?:[\p{L}'-]+\s+){0,3}$`, "iu");
/** How far before a word the choice is read. */
const SET_ASIDE_REACH = 40;

/** Whether the claim sets the word aside by a choice before it, which says what a denial does: "rather than the power base" of "(not on the power base)". */
function setAsideBefore(claim: Analysed, place: Span): boolean {
  const at = place.start - claim.start;
  return SET_ASIDE_BEFORE.test(claim.text.slice(Math.max(0, at - SET_ASIDE_REACH), at));
}

/** The same choice anywhere: it sets aside the word after it for the one before, "culpability as medium rather than high". */
const SETS_ASIDE = new RegExp(CHOICE, "giu");
/** What may stand between the choice and the word it sets aside: an article. */
const SET_ASIDE_GAP = /^(?:(?:the|a|an)\s+)?$/iu;

/**
 * The claim states the word the sentence sets aside, and not the one it chooses, of the thing the
 * sentence says it of: "rated the company's culpability as high" of "assessed culpability as medium
 * rather than high". The set-aside word must be said nowhere else in the sentence.
 */
function statesWhatIsSetAside(claim: Analysed, sentence: Analysed): { word: Token; chosen: Token } | undefined {
  for (const m of sentence.text.matchAll(SETS_ASIDE)) {
    const at = sentence.start + m.index;
    const after = at + m[0].length;
    const setAside = sentence.content.find((t) => t.start >= after);
    const chosen = sentence.content.findLast((t) => t.end <= at);
    if (setAside === undefined || chosen === undefined || !SET_ASIDE_GAP.test(sentence.text.slice(after - sentence.start, setAside.start - sentence.start))) continue;
    const key = matchKey(setAside);
    if (claim.keys.has(matchKey(chosen)) || sentence.content.some((t) => t !== setAside && matchKey(t) === key)) continue;
    const word = claim.content.find((t) => matchKey(t) === key);
    if (word === undefined || setAsideBefore(claim, word) || claim.negations.some((cue) => cue.end <= word.start && word.start - cue.end <= DENIAL_REACH)) continue;
    // The claim says it of the sentence's thing: a word of the two before the chosen one.
    if (!sentence.content.filter((t) => t.end <= chosen.start).slice(-THING_BEFORE_CHOICE).some((t) => claim.keys.has(matchKey(t)))) continue;
    return { word, chosen };
  }
  return undefined;
}

/** Content words before a chosen word read for the thing it is said of. */
const THING_BEFORE_CHOICE = 2;
/** How far before the word a cue of the claim denies it, setting it aside itself: "not high". */
const DENIAL_REACH = 24;

/**
 * A conditional claim of a sentence that sets out the case both ways: "If objections are received,
 * …" of "If no objections are received, the Council may confirm the Order; if objections are made
 * …, it must be sent to the Secretary of State" speaks of the second case, whatever it says of it.
 */
function bothCasesSet(claim: Analysed, shared: readonly Token[], best: Analysed, sourceScopes: readonly Scope[]): boolean {
  if (!CONDITIONAL.test(claim.text) || !CONDITIONAL.test(best.text)) return false;
  // Each way in a case of its own, a clause that opens on its condition: not "…; it is not needed
  // if you only watch …", nor "If … for three days and we cannot fix it within 30 days".
  const caseOf = (place: Span): number | undefined => {
    const at = lastIndexOfAny(best.text.slice(0, place.start - best.start), CASE_BREAKS) + 1;
    return CASE_OPENING.test(best.text.slice(at)) ? at : undefined;
  };
  const denied = (place: Span): boolean => sourceScopes.filter((scope) => reaches(scope, place)).length % 2 === 1;
  return shared.some((word) => {
    const places = occurrences(best, word);
    const deniedCases = new Set(places.filter(denied).map(caseOf));
    return places.some((place) => !denied(place) && caseOf(place) !== undefined && !deniedCases.has(caseOf(place))) && [...deniedCases].some((at) => at !== undefined);
  });
}

/** Words that take what follows them off a whole, as a claim's "apart from" does: "less a £5 admin fee", "minus the deposit". */
const DEDUCTED_BEFORE = /\b(?:less|minus|excluding|bar|save\s+for)\s+(?:an?\s+|the\s+)?(?:[\w£$€.,%-]+\s+){0,3}$/iu;
/** Characters read before a word for such a deduction. */
const DEDUCTED_REACH = 32;
/** A claim's cues (lexicon/negation.ts) that take a thing off a whole: the "apart" of "apart from", "aside", "except", "excluding". */
const SETS_APART_CUE = /^(?:apart|aside|except|excluding)$/iu;

/**
 * A verb that denies what it speaks of, which either side may use for the other's "not": "Jam sugar
 * should be avoided" says what "(not jam sugar)" does, "left the machine room standing" what
 * "destroyed the finishing house but not the machine room" does, and "Joining fee: £20, waived if
 * you join online" what "does not have to pay the joining fee" does, "if illness stopped you
 * travelling" what "if you were unable to travel because of illness" does, and "below the detection
 * limit at every site" what "not detected at any borehole" does (and ZH_STOPPED_BEFORE, in the word's own phrase, what 不再 does).
 */
const DENIED_IN_OTHER_WORDS = /\b(?:avoid(?:s|ed|ing)?|shun(?:s|ned)?|spared|untouched|undamaged|intact|waive[sd]?|exempt(?:ed)?|undetect(?:ed|able))\b|\b(?:below|under)\s+(?:the\s+)?(?:detection|reporting)\s+limit\b|\bleft\b[^.;,]{0,30}\bstanding\b|\b(?:stop(?:s|ped|ping)?|prevent(?:s|ed|ing)?)\s+(?:[a-z]+\s+){1,2}?(?:from\s+)?[a-z]+ing\b|\bceas(?:e|es|ed|ing)\b|避免|免[收除交缴]|豁免/iu;

/** Characters between such a verb and the word it denies, either side: "jam sugar should be avoided", "avoid using a hosepipe". */
const DENYING_VERB_REACH = 24;

/** The claim denies the word the source denies by a verb beside it: what "avoid" says of a word is what "not" says. */
function deniedInOtherWords(text: Analysed, word: Span): boolean {
  const at = word.start - text.start;
  const around = text.text.slice(Math.max(0, at - DENYING_VERB_REACH), word.end - text.start + DENYING_VERB_REACH);
  return DENIED_IN_OTHER_WORDS.test(around) || ZH_STOPPED_BEFORE.test(text.text.slice(0, at));
}

/** Chinese verbs that stop what follows them in its phrase: 停止征收 says 不再征收, 被限制发布新商品 says 不能发布新商品. */
const ZH_STOPPED_BEFORE = /(?:停止|终止|中止|被限制)\p{Script=Han}{0,4}$/u;

/** "Costs nothing", "pay nothing": a price of nought. */
const PRICED_AT_NOTHING = /\b(?:costs?|costing|charged?|charges|charging|pays?|paid|paying)\s+$/iu;

function pricedAtNothing(claim: Analysed, cue: Token): boolean {
  return cue.norm === "nothing" && PRICED_AT_NOTHING.test(claim.text.slice(0, cue.start - claim.start));
}

/** Verbs that set a thing outside what a sentence gives or covers: "punctures are excluded", 意外损坏除外. */
const SET_OUTSIDE = /\b(?:exclud(?:e|es|ed|ing)|excepted)\b|除外|不包括/iu;

/**
 * The claim denies the sentence's word of a thing that another clause of the sentence sets outside
 * it: "a puncture won't be covered" of "the liner is covered for 6 months, and punctures are
 * excluded". The thing is named in the setting-outside clause, not in the word's.
 */
function excludedAsClaimed(claim: Analysed, best: Analysed, conflictWord: Token, cues: readonly Token[]): boolean {
  if (!SET_OUTSIDE.test(best.text) || cues.length === 0) return false;
  // The thing is what the claim's denial is said of, in the clause of its cue (not "…, excluding the crown" of "is not priced at £420").
  const deniedClauses = cues.map((cue) => clauseOf(claim, cue));
  const parts = clauses(best);
  const keysOf = (part: Span): Set<string> => new Set(best.content.filter((t) => within(t, part)).map(matchKey));
  const wordsClauses = parts.filter((part) => keysOf(part).has(matchKey(conflictWord)));
  return parts.some((part) => {
    if (!SET_OUTSIDE.test(best.text.slice(part.start - best.start, part.end - best.start))) return false;
    const keys = keysOf(part);
    return claim.content.some((t) => t !== conflictWord && keys.has(matchKey(t)) && deniedClauses.some((clause) => within(t, clause)) && wordsClauses.every((other) => !keysOf(other).has(matchKey(t))));
  });
}

/** A verb that shuts its subject to those who would use it: "the crossing will be closed to all vehicles". */
const CLOSED_TO = /\b(?:closed|shut)\s+to\b/iu;
/** Characters between a subject and the verb that closes it. */
const CLOSED_REACH = 60;

/**
 * The sentence closes what it says the word of, later in the word's clause: "won't be able to use
 * the Thurlow Road crossing" says what "Thurlow Road level crossing will be closed to all vehicles"
 * does.
 */
function closedToIt(sentence: Analysed, place: Span): boolean {
  const after = sentence.text.slice(place.end - sentence.start, place.end - sentence.start + CLOSED_REACH);
  const closed = CLOSED_TO.exec(after);
  return closed !== null && !CLAUSE_END.test(after.slice(0, closed.index));
}

/** Words for "at once": a denial of one ("不是当天就能享受", "do not start immediately") says the thing comes later. */
const AT_ONCE = /当天|当日|当场|马上|立即|立刻|即时|随即|\b(?:immediately|instantly|straight\s+away|right\s+away|at\s+once|on\s+the\s+same\s+day|the\s+same\s+day)\b/iu;

/**
 * The claim's denial is of "at once", which the sentence does not say: "认定通过后不是当天就能享受待遇"
 * of "通过的自次月1日起享受待遇" says what the sentence does, that the thing comes later.
 */
function deniesOnlyAtOnce(claim: Analysed, best: Analysed, cues: readonly Token[]): boolean {
  if (AT_ONCE.test(best.text)) return false;
  return cues.length > 0 && cues.every((cue) => {
    const after = claim.text.slice(cue.end - claim.start);
    const stop = after.search(CLAUSE_END);
    return AT_ONCE.test(stop < 0 ? after : after.slice(0, stop));
  });
}

/** What puts a time as the first a thing may happen: "the earliest date … is 30 April", "no earlier than", 最早. */
const EARLIEST = /\bearliest\b|\bno\s+earlier\s+than\b|最早/iu;
/** What sets a time the thing comes before: "before 30 April", "until", 之前 (after the date). */
const BEFORE_THE_DATE = /\b(?:before|until|till|prior\s+to)\s+(?:the\s+)?$/iu;
const ZH_BEFORE_THE_DATE = /^\s*(?:之前|以前|前)/u;

/**
 * The claim denies the thing before a date the sentence gives as the earliest it happens: "No one's
 * employment will end before 30 April 2026" of "The earliest date on which any employment will end
 * is 30 April 2026".
 */
function deniesWhatIsBeforeTheEarliest(claim: Analysed, best: Analysed, cues: readonly Token[]): boolean {
  if (cues.length === 0 || !EARLIEST.test(best.text)) return false;
  const before = claim.dates.filter((d) => BEFORE_THE_DATE.test(claim.text.slice(0, d.start - claim.start)) || ZH_BEFORE_THE_DATE.test(claim.text.slice(d.end - claim.start)));
  const scopes = scopesOf(claim).filter((scope) => cues.includes(scope.cue));
  // (A date the cue's scope starts on, or one before a cue that closes the clause: 30日之前不会….)
  return before.some((d) => scopes.some((scope) => (d.start >= scope.start && d.start < scope.end) || scope.cue.start > d.end) && best.dates.some((e) => sameDate(d, e)));
}

/** What opens a question the sentence asks of the thing, back to the start of its clause: "decide whether trips go ahead", 决定是否开放. */
const WHETHER_BEFORE = /\bwhether\b[^,;.:]*$|是否[^，。；：]*$/iu;

/** The sentence only asks whether the thing holds, which states it no more than it denies it. */
function askedWhether(sentence: Analysed, place: Span): boolean {
  return WHETHER_BEFORE.test(sentence.text.slice(0, place.start - sentence.start));
}

/** What opens a purpose before a denial in it: "so that latecomers do not", 以免, 以防. */
const PURPOSE_BEFORE = /(?:\bso\s+that|\bin\s+order\s+that|\bso\s+as|\bin\s+order|\blest)\b[^,;.]*$|(?:以免|以防|为了)[^，。；]*$/iu;

/** Shortest word read as "un-" and another word: "unpaid", not "unit". */
const MIN_PREFIXED = 5;

/** The sentence has the word with "un-" before it, which denies it as the claim's cue does: "unpaid" of "without pay". */
function deniedByPrefix(sentence: Analysed, word: Token, lexicon: Lexicon | undefined): boolean {
  if (word.kind !== "word") return false;
  const lemma = (raw: string): string => lexicon?.lemma(raw) ?? stem(raw);
  const wanted = lemma(word.norm);
  return sentence.content.some((t) => t.kind === "word" && t.norm.length >= MIN_PREFIXED && t.norm.startsWith("un") && lemma(t.norm.slice(2)) === wanted);
}

/** Chinese cues that deny a thing is of a kind, as 非 before it does (不是人为原因 is 非人为原因), or set it aside (而非购卡之日). */
const ZH_NOT_OF_A_KIND = /^(?:不是|并非|并不是|非|而非)$/u;

/**
 * The sentence writes 非 before the very words the claim denies with 不是, up to the word in
 * conflict: "不是人为原因枯死的" of "非人为原因枯死的" (which jieba cuts 非人/为, so no cue is found).
 * Every cue of the claim must be such, so that a denial of another thing ("…的不能免费换") is still read.
 */
function deniedByZhPrefix(claim: Analysed, sentence: Analysed, word: Token): boolean {
  const cues = claim.negations;
  return cues.length > 0 && cues.every((cue) => ZH_NOT_OF_A_KIND.test(cue.norm) && cue.end < word.end && sentence.text.includes(`非${claim.text.slice(cue.end - claim.start, word.end - claim.start)}`));
}

/**
 * A clause that denies what the clause before says, of its own subject, with no verb of its own or
 * one that says only that it is in: "… but cash is not", "; the main unit and control panel are
 * not.", "; shift allowances and overtime are not included".
 */
const VERBLESS_DENIAL = /(?:^|[,;]\s*|\bbut\s+)((?:[\p{L}'’-]+\s+){1,6}?)(?:is|are|was|were|does|do|did|can|will|has|have)\s+not(?:\s+(?:included|covered|counted|paid))?\s*(?=[.;,]|$)/giu;

/**
 * The sentence denies what it states of the thing the claim denies it of, in a clause with no
 * verb of its own: "Cash can't be used on board" of "contactless payment is accepted on board but
 * cash is not".
 */
function deniedOfTheClaimsThing(claim: Analysed, sentence: Analysed): boolean {
  VERBLESS_DENIAL.lastIndex = 0;
  for (let m = VERBLESS_DENIAL.exec(sentence.text); m !== null; m = VERBLESS_DENIAL.exec(sentence.text)) {
    const start = sentence.start + m.index + m[0].indexOf(m[1]!);
    const subject = sentence.content.filter((t) => t.start >= start && t.end <= start + m![1]!.length);
    if (subject.some((t) => claim.keys.has(matchKey(t)))) return true;
  }
  return false;
}

/** A case the sentence allows besides its condition: ", or where the journey is after 10 pm". */
const OR_CASE = /^[^.;]*?,?\s+or\s+(?:where|when|if|for|on|after|before)\s+([^.;]+)/iu;

/**
 * The claim denies a condition the sentence states where another case it allows holds, and names
 * that case: "Taxis can be claimed without prior approval after 10 pm" of "Taxis are repaid only
 * with prior approval …, or where the journey is after 10 pm".
 */
function otherCaseNamed(claim: Analysed, sentence: Analysed, word: Token): boolean {
  // A claim that sets out the other case too denies the rule itself: "Taxis are not repaid only with prior approval …, or where …".
  if (OR_CASE.test(claim.text)) return false;
  return occurrences(sentence, word).some((place) => {
    const m = OR_CASE.exec(sentence.text.slice(place.end - sentence.start));
    if (m === null) return false;
    const start = place.end + m.index + m[0].length - m[1]!.length;
    const inCase = (span: Span): boolean => span.start >= start && span.end <= start + m[1]!.length;
    const words = sentence.content.filter(inCase);
    const figures = sentence.quantities.filter(inCase);
    // The case is named by its figures where it has any ("after 10 pm"), else by its words.
    return figures.length > 0 ? figures.every((e) => claim.quantities.some((q) => sameQuantity(q, e))) : words.length > 0 && words.every((t) => claim.keys.has(matchKey(t)));
  });
}

/**
 * Where the sentence states the word (or, with `denied`, denies it), it does so of a band of ages
 * the claim's own age falls outside: "Your 10-year-old can't come to a shared session" against
 * "Children aged 12 to 15 may use shared sessions"; or of ages or times past a bound the claim's
 * (or the rest of its sentence's) falls short of: "两年前已经打完全程疫苗…不用重新全程接种" against
 * "超过3年的应重新全程接种", "如果在开演前10天退票" against "不足3天的不予退票". A band is read as
 * its case is written, not as a refusal of that case turns it ("不足3天的" is under 3天).
 * (Of other measures a band is as often a setting's range: "adjustable from 40°C to 200°C in 5°C steps".)
 */
function saidOfAnotherBand(claim: Analysed, sentence: Analysed, word: Token, { denied = false } = {}): boolean {
  const saidAnyhow = occurrences(sentence, word).filter((place) => negatedAt(sentence, place) === denied);
  // (Where the sentence says it with a word the claim has beside it, only there: 全额退款, not the 全额 of 全额付款.)
  const claimed = claimedBeside(claim, word);
  const saidAsClaimed = saidAnyhow.filter((place) => besideOf(sentence, place).some((key) => claimed.has(key)));
  const said = saidAsClaimed.length > 0 ? saidAsClaimed : saidAnyhow;
  if (said.length === 0) return false;
  // (The claim's own case: a figure the sentence gives too is one of its own cases, not the claim's.)
  const figures = [...claim.quantities, ...restQuantities(claim)].filter(
    (q) =>
      (q.dimension === "age" || q.dimension === "time" || (q.dimension === "clock" && sideOfATime(claim, q) === undefined)) &&
      q.max === undefined &&
      q.bound === undefined &&
      !sentence.quantities.some((e) => sameQuantity(q, e)),
  );
  const outside = (band: Quantity): boolean =>
    figures.some((q) => {
      if (q.dimension !== band.dimension || q.unit !== band.unit) return false;
      if (band.max !== undefined) return band.dimension === "age" && (q.value < band.value || q.value > band.max);
      // (A time of day is a band by the side of it the sentence means: "22:00以后开始的" of 9点半.)
      const side = band.dimension === "clock" ? sideOfATime(sentence, band) : undefined;
      if (side !== undefined) return side === "later" ? q.value < band.value : q.value > band.value;
      return band.bound === "lower" ? q.value < band.value : band.bound === "upper" && q.value > band.value;
    });
  return said.every((place) => {
    // (A time's case may run over commas to what it says: "每晚22:00以后开始的项目，每位顾客加收夜间服务费15元".)
    const clause = clauseOf(sentence, place);
    const segment = segmentOf(sentence, place);
    return sentence.quantities.some((band) => (within(band, clause) || (band.dimension === "clock" && within(band, segment))) && outside(asCaseWritten(band)));
  });
}

/** Words for "the others" of a kind: 其他残疾人, 其余人员. */
const OTHERS = ["其他", "其它", "其余"];
/** Characters of the noun read after them: 残疾 of 残疾人 (其他残疾人员 names it too). */
const OTHERS_NOUN_CHARACTERS = 2;

/** A Chinese modifier that names what a noun is not, and the noun: 既不属于低保也不属于低保边缘家庭的残疾人. */
const ZH_DENIED_MODIFIER = /(?:既)?[不非][^，。；、的]*?(?:也[不非][^，。；、的]*?)?的(\p{Script=Han}{2,4})/gu;

/**
 * Each cue of the claim is in a modifier that tells which of a noun it means by what they are not,
 * and the sentence names the others of that noun: "一位既不属于低保也不属于低保边缘家庭的残疾人…能拿到1500元补贴"
 * of "低保…的残疾人按…100%补贴，低保边缘家庭按80%补贴，其他残疾人按50%补贴".
 */
function describedAsTheOthers(claim: Analysed, sentence: Analysed, cues: readonly Token[]): boolean {
  const modifiers = [...claim.text.matchAll(ZH_DENIED_MODIFIER)].map((m) => ({ start: claim.start + m.index, end: claim.start + m.index + m[0].length, noun: m[1]! }));
  return (
    cues.length > 0 &&
    cues.every((cue) => {
      const modifier = modifiers.find((m) => within(cue, m));
      return modifier !== undefined && OTHERS.some((others) => sentence.text.includes(`${others}${modifier.noun.slice(0, OTHERS_NOUN_CHARACTERS)}`));
    })
  );
}

/** What limits a thing to those it names, right after the word: "landing is permitted only for licensed researchers", 仅限, 仅安装在. */
const ONLY_FOR_AFTER = /^(?:\s+(?:is|are|was|were|be))?(?:\s+(?:permitted|allowed|available|open|possible))?\s+only\s+(?:for|to|by)\s+([^,;.]+)|^[^，；。]{0,6}?(?:仅限|只限|仅对|只对|仅供|只供|[仅只]\p{Script=Han}{1,2}?[在于给向对])([^，；。]+)/iu;

/**
 * The sentence allows the word only to those it names, whom the claim does not: "Visitors may not
 * land on Harra" of "Harra remains closed to visitors; landing is permitted only for licensed researchers".
 */
function onlyForOthers(claim: Analysed, sentence: Analysed, word: Token): boolean {
  const othersOnly = (start: number, length: number): boolean => {
    const named = sentence.content.filter((t) => t.start >= start && t.end <= start + length);
    // (A word shared by chance, 用 of 使用管道天然气的住户 beside 用瓶装液化气的, leaves most of them others.)
    return named.length > 0 && named.filter((t) => claim.keys.has(matchKey(t))).length * 2 < named.length;
  };
  return occurrences(sentence, word).some((place) => {
    const after = ONLY_FOR_AFTER.exec(sentence.text.slice(place.end - sentence.start));
    if (after !== null) {
      const those = (after[1] ?? after[2])!;
      return othersOnly(place.end + after.index + after[0].length - those.length, those.length);
    }
    // …or in Chinese, the word itself limited to a place or party after it: 仅安装在使用管道天然气的住户厨房.
    // (…or to the objects after it, where 仅 or 只 bounds what may be done: 仅可选择初级或中级教练.)
    const textBefore = sentence.text.slice(0, place.start - sentence.start);
    const limitedTo = ZH_ONLY_MAY_BEFORE.test(textBefore) ? ZH_OBJECTS_AFTER : ZH_ONLY_RIGHT_BEFORE.test(textBefore) ? ZH_LIMITED_TO_AFTER : undefined;
    const limited = limitedTo?.exec(sentence.text.slice(place.end - sentence.start)) ?? null;
    if (limited !== null) return othersOnly(place.end + limited[0].length - limited[1]!.length, limited[1]!.length);
    // …or before it: "只有中度和重度失能人员可享受待遇".
    const before = ZH_ONLY_BEFORE.exec(sentence.text.slice(0, place.start - sentence.start));
    return before !== null && othersOnly(sentence.start + before.index + before[0].length - before[1]!.length - before[2]!.length, before[1]!.length);
  });
}

/** What allows a thing only on a condition, right after the word: "home batteries qualify only when installed alongside one of these". */
const ONLY_ON_A_CONDITION_AFTER = /^\s+only\s+(?:when|if|where|once|after|with|provided)\b/iu;
/** …or in Chinese, the condition before it, closed by 才: 仅在与光伏同时安装时才可申请, 只有…后才能. */
const ZH_ONLY_ON_A_CONDITION_BEFORE = /(?:仅在|只在|只有|仅当|唯有)[^，；。]{1,24}?才(?:可以?|能够?|能|会)?$/u;
/** What a claim says of the thing without the condition: "on its own", "alone", 单独. */
const WITHOUT_THE_CONDITION = /\b(?:on\s+(?:its|their)\s+own|alone|by\s+(?:itself|themselves)|stand-?alone|without)\b|单独|单个/iu;

/**
 * The sentence allows the word only on a condition, and the claim denies it of the thing without
 * one: "A battery on its own won't qualify" of "home batteries qualify only when installed alongside
 * one of these".
 */
function allowedOnlyOnACondition(claim: Analysed, sentence: Analysed, word: Token): boolean {
  if (!WITHOUT_THE_CONDITION.test(claim.text)) return false;
  return occurrences(sentence, word).some(
    (place) => ONLY_ON_A_CONDITION_AFTER.test(sentence.text.slice(place.end - sentence.start)) || ZH_ONLY_ON_A_CONDITION_BEFORE.test(sentence.text.slice(0, place.start - sentence.start)),
  );
}

/**
 * Each cue of the claim denies that a thing is free, which the sentence does not say it is: "凤鸣山索道
 * 不能凭年卡免费乘坐" of "凤鸣山索道凭年卡可享单程票八折优惠" denies no 年卡 the sentence states.
 */
function deniesOnlyThatItIsFree(claim: Analysed, sentence: Analysed, cues: readonly Token[]): boolean {
  // (A sentence with a "free" of its own, "visa-free", "free to enter", is read as it was.)
  if (cues.length === 0 || FREE.test(sentence.text)) return false;
  const scopes = scopesOf(claim);
  return cues.every((cue) => scopes.some((scope) => scope.cue === cue && FREE.test(claim.text.slice(scope.start - claim.start, scope.end - claim.start))));
}

/** A denial of a duty right after its cue: "don't have to", "do not need to", "not required", 不必 (不 then 必). */
const DUTY_AFTER_CUE = /^(?:\s*(?:have|has|need|needs)\s+to\b|\s*(?:required|compulsory|obliged|mandatory)\b)|^(?:必|须|用|需要?)/iu;
/** A cue that is itself the denial of a duty: needn't, 不必, 无须. */
const DUTY_CUE = /^(?:needn['’]?t|不必|不用|不需要?|无须|无需|毋须|不须)$/u;
/** A word that says a thing is left to choice: "socks are optional", 可选, 自愿. */
const LEFT_TO_CHOICE = /\b(?:optional|voluntary)\b|可选|自愿|自选|选配/iu;

/**
 * Each cue of the claim denies a duty of a thing the sentence leaves to choice: "You don't have to
 * wear socks with the hire shoes" says what "socks are optional" does, whatever else the sentence
 * says of the hire shoes.
 */
function deniesADutyLeftToChoice(claim: Analysed, sentence: Analysed, cues: readonly Token[]): boolean {
  if (cues.length === 0 || !cues.every((cue) => DUTY_CUE.test(cue.norm) || DUTY_AFTER_CUE.test(claim.text.slice(cue.end - claim.start)))) return false;
  const scopes = scopesOf(claim).filter((scope) => cues.includes(scope.cue));
  const leftToChoice = (word: Token): boolean =>
    occurrences(sentence, word).some((place) => {
      const clause = clauseOf(sentence, place);
      return LEFT_TO_CHOICE.test(sentence.text.slice(clause.start - sentence.start, clause.end - sentence.start));
    });
  return claim.content.some((word) => scopes.some((scope) => within(word, scope)) && leftToChoice(word));
}

/** What sets a thing aside after a clause, the clause's verb denied of it: "…起计算，而非购卡之日", 而不是. */
const SET_ASIDE = /[，,]\s*(?:而非|而不是|而并非)([^，。；,;]{1,16})/gu;
/** What opens the thing a Chinese verb is said of: 自, 从, 按. */
const CASE_MARKS = "自从由按以在";
/** Characters that name nothing of what is set aside. */
const ZH_LIGHT_CHARACTERS = /[的之是从自起在日天那这个了]/gu;

/**
 * The sentence says a clause of one thing and sets another aside after it ("有效期均自首次上课之日起计算，
 * 而非购卡之日"), and the claim denies its word of what is set aside (有效期不是从买卡那天算): it says
 * what the sentence says, naming nothing of the thing the sentence's clause states.
 */
function deniedOfWhatIsSetAside(claim: Analysed, sentence: Analysed, word: Token, cues: readonly Token[]): boolean {
  if (cues.length === 0 || !cues.every((cue) => cue.kind === "cjk" && ZH_NOT_OF_A_KIND.test(cue.norm))) return false;
  const named = (text: string): Set<string> => new Set(text.replace(ZH_LIGHT_CHARACTERS, "").match(/\p{Script=Han}/gu) ?? []);
  const ours = named(claim.text.slice(cues[0]!.end - claim.start, clauseOf(claim, cues[0]!).end - claim.start));
  return [...sentence.text.matchAll(SET_ASIDE)].some((aside) => {
    const clause = clauseOf(sentence, { start: sentence.start + aside.index - 1, end: sentence.start + aside.index });
    if (!occurrences(sentence, word).some((place) => within(place, clause))) return false;
    // (What the clause states it of is read from its last case mark to its verb, the last word: 首次上课之日起 of "有效期均自首次上课之日起计算".)
    const verb = sentence.content.filter((t) => within(t, clause)).at(-1)!;
    const clauseText = sentence.text.slice(clause.start - sentence.start, verb.start - sentence.start);
    const stated = clauseText.slice(Math.max(0, lastIndexOfAny(clauseText, CASE_MARKS)));
    return [...named(aside[1]!)].some((c) => ours.has(c)) && ![...named(stated)].some((c) => ours.has(c));
  });
}

/** 仅 or 只 right before a verb (perhaps its first character, where the word is the second: 装 of 安装), and the place or party it limits the verb to after it: 仅安装在…, 只发放给…. */
const ZH_ONLY_RIGHT_BEFORE = /[仅只]\p{Script=Han}?$/u;
const ZH_LIMITED_TO_AFTER = /^[在于给向对]([^，；。]+)/u;
/** 仅 or 只 with a word of may before a verb, which the verb's objects after it bound: 仅可选择…, 只能使用… (not a count, 只能缴费一次, which bounds how often). */
const ZH_ONLY_MAY_BEFORE = /[仅只](?:可以?|能够?|能|允许)$/u;
const ZH_OBJECTS_AFTER = /^(?![\d一二两三四五六七八九十几])([^，；。]+)/u;

/** Those a Chinese sentence allows a thing only to, right before it: 只有…(才)可, 仅…能. */
const ZH_ONLY_BEFORE = /(?:只有|仅有|唯有)([^，；。]{1,20}?)((?:才)?(?:可以?|能够?|方可|能)?)$/u;

/** What opens a case: "if", 如果. */
const CASE_OPENING = /^\s*(?:如果|假如|若|(?:if|unless)\b)/iu;
/** What ends one case of a sentence that sets out several. */
const CASE_BREAKS = ",;，；。";

/** "No limit", said in words whose cue denies the limit, not the thing limited: 不限次数, 次数不受限制, "no limit on journeys". */
const UNLIMITED = /不限|不受限|无限制|没有限制|不设限|无上限|不设上限|\bno\s+limit\b|\bunlimited\b/iu;

/**
 * Both texts say there is no limit, and deny nothing else: "次数也不受限制" of "不限次数" puts the
 * cue after 次数 where the source puts it before, which reads as a denial of 次数 on one side only.
 */
function bothSayUnlimited(claim: Analysed, best: Analysed): boolean {
  return saysUnlimitedOnly(claim) && saysUnlimitedOnly(best);
}

/** The text says there is no limit, and its only cue, if any, is the one of those words. */
function saysUnlimitedOnly(text: Analysed): boolean {
  const found = UNLIMITED.exec(text.text);
  if (found === null) return false;
  const start = text.start + found.index;
  const end = start + found[0].length;
  return text.negations.every((cue) => cue.start >= start && cue.end <= end);
}

/** A denial of one case after the claim's statement of another: "…on Sundays, but not on bank holidays", 但…除外. */
const BUT_NOT = /,\s*but\s+not\b|，\s*但(?:是)?(?:不|没有)/iu;

/**
 * A word the claim states before a trailing "but not" that the source denies: "can be made on
 * Sundays, but not on bank holidays" states Sundays, which "no drop-offs or collections on Sundays
 * or bank holidays" denies, though both texts deny something.
 */
function statedBeforeButNot(claim: Analysed, shared: readonly Token[], readings: readonly { claim: Reading; source: Reading }[]): Token | undefined {
  const tail = BUT_NOT.exec(claim.text);
  if (tail === null) return undefined;
  const cut = claim.start + tail.index;
  // Every denial of the claim is in the tail: what stands before it is stated.
  if (claim.negations.some((cue) => cue.start < cut)) return undefined;
  return shared.findLast((word, i) => word.end <= cut && readings[i]!.claim.stated && !readings[i]!.claim.governed && readings[i]!.source.negated && !occurrences(claim, word).some((place) => place.start > cut));
}

/** A turn to what else holds after a clause: ", but", "，但是". */
const BUT_TURN = /[,，]\s*(?:but\b|但是?)\s*/iu;

/** What ends a list of things a denial runs on over: a stop, a colon, a Chinese comma (Chinese lists run on 、), or a turn ("but", "except", 但, 除). */
const LIST_ENDS = /[.;:。；：，]|\b(?:but|except|however|unless|although|only)\b|但|除/iu;

/**
 * A thing the claim states an act of after a turn, every denial of the claim standing before it,
 * where the source denies the act of a list that names that thing too: "can't suspend a Blue Badge
 * bay, but it may agree to suspend a car club bay" of "We do not suspend Blue Badge bays, car club
 * bays or electric vehicle charging bays". The two denials agree on the Blue Badge bay, so the
 * source's is read whole here, before agreeing cues are set aside; its reach ends at the list's first
 * comma, which the list runs on past.
 */
function statedAfterAContrast(claim: Analysed, best: Analysed, shared: readonly Token[], claimScopes: Scope[], sourceScopes: Scope[], lexicon: Lexicon | undefined): Token | undefined {
  const turn = claim.negations.length === 0 ? null : BUT_TURN.exec(claim.text);
  if (turn === null) return undefined;
  const cut = claim.start + turn.index + turn[0].length;
  if (claim.negations.some((cue) => cue.start >= cut)) return undefined;
  const before = shared.filter((word) => word.end <= cut);
  const after = shared.filter((word) => word.start >= cut);
  // The source's denial that agrees with the claim's before the turn: it denies a word the claim denies there.
  const agreeing = sourceScopes.filter((scope) => !scope.aside && before.some((word) => readingOf(word, claim, claimScopes, best, lexicon).governed && occurrences(best, word).some((place) => within(place, scope))));
  // The claim states after the turn the act that denial denies ("suspend")…
  const act = after.find((word) => agreeing.some((scope) => occurrences(best, word).some((place) => place.start <= scope.end)));
  if (act === undefined) return undefined;
  // …of a thing the denied list goes on to name past the denial's reach.
  return after.find((word) => {
    if (word === act || occurrences(claim, word).some((place) => place.start < cut) || readingOf(word, claim, claimScopes, best, lexicon).governed) return false;
    return occurrences(best, word).some((place) => agreeing.some((scope) => place.start >= scope.end && !LIST_ENDS.test(best.text.slice(scope.end - best.start, place.start - best.start))));
  });
}

/** What makes a thing a condition of an act: "needs", "requires", "only with", 须, 需要. */
const NEEDS = /\b(?:needs?|needed|requires?|required|must|only\s+with|subject\s+to|ha(?:s|ve)\s+to)\b|须|需|必须/iu;

/**
 * The sentence denies the act only without a condition, which the claim says the act needs:
 * "Transferring a licence … needs Halden's written consent" of "Licences cannot be transferred …
 * without written consent from Halden".
 */
function needsTheCondition(claim: Analysed, best: Analysed, sourceScopes: readonly Scope[]): boolean {
  if (NEEDS.test(claim.text) && sourceScopes.some((scope) => scope.cue.norm === "without" && best.content.some((w) => w !== scope.cue && within(w, scope) && claim.keys.has(matchKey(w))))) return true;
  return deniedOnlyWhereTheConditionFails(claim, best, sourceScopes);
}

/** What opens a condition in an English claim: "as long as", "provided". */
const CONDITION_OPENING = /\b(?:as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|providing|only\s+if|if)\b/iu;
/** What opens a relative clause's own denial: "rims that are not …", "bikes which do not …". */
const RELATIVE_DENIAL_OPENING = /^\s*(?:that|which|who)\s+(?:are|is|were|was|do|does|did|have|has)\s*$/iu;

/**
 * The sentence denies the act only of the things a relative clause of its own denial names, and the
 * claim sets the act on the condition that clause denies: "as long as your rims are marked
 * tubeless-ready" of "tubeless conversion is not offered on rims that are not marked tubeless-ready".
 */
function deniedOnlyWhereTheConditionFails(claim: Analysed, best: Analysed, sourceScopes: readonly Scope[]): boolean {
  const opening = CONDITION_OPENING.exec(claim.text);
  if (opening === null) return false;
  const conditionStart = claim.start + opening.index;
  return sourceScopes.some(
    (outer) =>
      outer.aside !== true &&
      sourceScopes.some((inner) => {
        // (The relative clause goes on right where the outer denial's reach stops.)
        if (inner === outer || inner.cue.start < outer.end || !RELATIVE_DENIAL_OPENING.test(best.text.slice(outer.end - best.start, inner.cue.start - best.start))) return false;
        const denied = best.content.find((t) => t.start >= inner.cue.end && reaches(inner, t));
        // (…which the claim's condition states, not denies: "as long as your rims are not marked" is the sentence's case.)
        return denied !== undefined && claim.content.some((t) => t.start >= conditionStart && matchKey(t) === matchKey(denied) && !negatedAt(claim, t));
      }),
  );
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
  check(context) {
    const [best, next] = context.alignment.sentences;
    if (!best) return [];
    const setAside = statesWhatIsSetAside(context.claim, best);
    if (setAside !== undefined) {
      const { word, chosen } = setAside;
      return [{ message: `${context.where(best)} chooses '${chosen.text}' rather than '${word.text}'`, span: { start: word.start, end: word.end }, actual: word.text, expected: chosen.text, evidence: context.evidence(best) }];
    }
    const found = conflictWith(context, best, context.alignment.bestCoverage);
    // The next sentence may be the one that denies what the claim states, where the best holds
    // as much of the claim in other words: "Credits are applied automatically…; you do not need
    // to claim them" after the sentence that names the outage credit. (A claim that denies is
    // read against the best only: other sentences state its words of other things as a rule.)
    if (found.length > 0 || context.claim.negations.length > 0) return found;
    const heldShare = (...sentences: SourceSentence[]): number =>
      context.claim.content.filter((t) => sentences.some((s) => heldBy(t, s, context.lexicon))).length / Math.max(1, context.claim.content.length);
    if (next) {
      const nextFound = conflictWith(context, next, heldShare(next));
      if (nextFound.length > 0) return nextFound;
    }
    // …or the sentence after either, which goes on about its thing: "Our Simple Funeral costs £2,395
    // and includes …. It does not include viewing or limousines."; or opens on the claim's thing,
    // which the sentence before does not name: "Date or time changes cost £45 … on Classic …. Lite
    // fares cannot be changed." against "Lite fares can be changed for a fee of £45".
    for (const named of next ? [best, next] : [best]) {
      const chunk = context.chunkSentences(named.chunk);
      const follower = chunk[chunk.indexOf(named) + 1];
      if (follower === undefined || follower === best || follower === next) continue;
      const opensOnTheClaimsThing = (): boolean => {
        const first = follower.content[0];
        return first !== undefined && tokenMatch(first, context.claim) > 0 && !heldBy(first, named, context.lexicon);
      };
      if (!refersBack(follower.text) && !opensOnTheClaimsThing()) continue;
      // It must say a word of the claim the sentence it follows lacks: "该手机…支持65瓦快充。它不支持无线充电" adds nothing to "支持65瓦快充".
      if (!context.claim.content.some((t) => heldBy(t, follower, context.lexicon) && !heldBy(t, named, context.lexicon))) continue;
      const followerFound = conflictWith(context, follower, heldShare(named, follower));
      if (followerFound.length > 0) return followerFound;
    }
    return [];
  },
};

export default rule;
