import { analyse, flatten, matchKey, type Analysed } from "../analysis.js";
import { tokenMatch } from "../align.js";
import { otherSideOfTheDate } from "./bands.js";
import type { Lexicon } from "../lexicon/wordnet.js";
import { closedSetValue, EVERY, movedTheSameWay, NEGATING_PREFIX, ONLY, opposites, prefixOpposites } from "../lexicon/opposites.js";
import { sameZhSense } from "../lexicon/zh-antonyms.js";
import type { Token } from "../text/tokens.js";
import { comparable, PERIOD_SECONDS, samePer, sameQuantity, type DateMention, type Quantity } from "../quantities/index.js";
import type { Span } from "../types.js";
import type { Region, SourceSentence } from "../context-index.js";
import { clauses, containsRun, keysPerClause, keysWithin, lastClauseWithWords, partOfValue, segments, copiedFrom, insideFigure, insideName, restSaidOfAnother, saidOfSomethingElse, spansBetween, within, wordsOutsideValues, ZH_MEASURED_AGAINST } from "./clauses.js";
import { derivedIn, gapAcross, heldAsBothWays, heldAsRestOfWhole } from "./derived-figures.js";
import { evidenceSentences, figureMovedBy } from "./nearby.js";
import { denies, negatedAt, scopesOf, setsAsideList } from "./negation-scope.js";
import type { ContentRule } from "./rule.js";

/** Share of the claim's other content words the sentence must hold, so that both speak of the same thing… */
const MIN_REST_MATCHED = 0.6;
/**
 * …or, for a claim longer than its evidence sentence, a word shared right beside the two
 * opposites: "big, crewed aircraft" against "small, uncrewed aircraft".
 */
const NEIGHBOURHOOD = 2;
/** Match keys (or another reading) of the content words within NEIGHBOURHOOD places of position `at`. */
function neighbours(content: readonly Token[], at: number, read: (t: Token) => string = matchKey): Set<string> {
  const keys = new Set<string>();
  for (let j = Math.max(0, at - NEIGHBOURHOOD); j <= Math.min(content.length - 1, at + NEIGHBOURHOOD); j++) {
    if (j !== at) keys.add(read(content[j]!));
  }
  return keys;
}

/** The claim's word at `i` and the sentence's at `k` stand among the same words. */
function sameNeighbourhood(claim: Analysed, i: number, sentence: Analysed, k: number): boolean {
  const around = neighbours(sentence.content, k);
  for (const key of neighbours(claim.content, i)) if (around.has(key)) return true;
  return false;
}

/**
 * The claim's word at `i` is said of a thing the sentence does not name: each content word after it
 * in its clause, one at least, is not in the sentence ("plus a £25 administration fee").
 */
function saidOfAThingUnnamed(claim: Analysed, i: number, sentence: Analysed, stretches: readonly Span[]): boolean {
  const word = claim.content[i]!;
  const clause = stretches.find((stretch) => within(word, stretch));
  const after = claim.content.slice(i + 1, i + 1 + WORDS_AFTER).filter((t) => clause === undefined || t.end <= clause.end);
  return after.length > 0 && after.every((t) => tokenMatch(t, sentence) === 0);
}

/**
 * The claim's opposite qualifies a thing the sentence names beside its own, and each text puts a
 * word of its own right before the thing (in the claim, right after the opposite): "incomplete water-quality records" against "the
 * veterinary records, which were complete" speak of two kinds of record.
 */
function qualifiedOtherwise(claim: Analysed, i: number, sentence: Analysed, k: number, lexicon: Lexicon | undefined): boolean {
  const [word, ours, thing] = [claim.content[i]!, claim.content[i + 1], claim.content[i + 2]];
  if (ours?.kind !== "word" || thing === undefined || tokenMatch(ours, sentence) > 0 || !rightBefore(claim, word, ours) || !rightBefore(claim, ours, thing)) return false;
  const key = matchKey(thing);
  for (let j = Math.max(1, k - NEIGHBOURHOOD); j <= Math.min(sentence.content.length - 1, k + NEIGHBOURHOOD); j++) {
    const theirs = sentence.content[j - 1]!;
    if (j === k || j - 1 === k || matchKey(sentence.content[j]!) !== key || theirs.kind !== "word" || !rightBefore(sentence, theirs, sentence.content[j]!)) continue;
    // (Opposite qualifiers say another opposite of the same thing: "big, crewed aircraft" against "small, uncrewed aircraft".)
    if (tokenMatch(theirs, claim) === 0 && !opposites(ours, theirs, lexicon) && !opposedByPrefix(ours, theirs)) return true;
  }
  return false;
}

/** Particles that make a verb another ("pull out", "cut off", "go through"): not "up" or "back", which often keep its sense. */
const PARTICLE_AFTER = /^\s+(out|off|away|through|over)\b/iu;

function particleAfter(text: Analysed, word: Token): string | undefined {
  return word.kind === "word" ? PARTICLE_AFTER.exec(text.text.slice(word.end - text.start))?.[1]?.toLowerCase() : undefined;
}

/** Two words with nothing but a space or a hyphen between them. */
function rightBefore(text: Analysed, first: Token, second: Token): boolean {
  return /^[\s-]*$/u.test(text.text.slice(first.end - text.start, second.start - text.start));
}

/**
 * Clauses that hold as much of the claim's clause differ on the word right after the claim's
 * Chinese opposite, its object: another holds it and the opposite's does not. "展厅里允许拍照" speaks of
 * "可以拍照", not of "展厅内禁止使用闪光灯和自拍杆", though both hold a word of it.
 */
function objectSaidApart(claim: Analysed, i: number, clauseTexts: readonly Analysed[], held: readonly number[], opposite: number, lexicon: Lexicon | undefined): boolean {
  // (A Chinese verb's object follows it; an English word's next word is as often its verb's: "worked underground breaking ore".)
  const object = claim.content[i + 1];
  const own = clauses(claim).find((part) => within(claim.content[i]!, part));
  if (claim.content[i]!.kind !== "cjk" || object === undefined || (own !== undefined && !within(object, own))) return false;
  const holds = (clause: Analysed): boolean => tokenMatch(object, clause, lexicon) > 0;
  return !holds(clauseTexts[opposite]!) && clauseTexts.some((clause, j) => j !== opposite && held[j] === held[opposite] && holds(clause));
}

/** Words of the claim's clause the clause before must hold for a clause the opposite opens to be said of it. */
const MIN_HELD_BEFORE_OPENER = 2;

/**
 * Whether the sentence's word at `k` stands in the clause that speaks of the rest of the claim's
 * clause around word `i` (holds as many of its other words as any clause, or some and no word of
 * its own): in "续航提高了 20%，重量减少了 8 克", 减少 is said of the weight, not of the 续航 that
 * "相比上一代，续航增加了 20%" speaks of.
 */
function inClaimsClause(claim: Analysed, i: number, sentence: Analysed, k: number, lexicon: Lexicon | undefined): boolean {
  const parts = clauses(sentence);
  if (parts.length < 2) return true;
  const word = claim.content[i]!;
  const own = clauses(claim).find((part) => within(word, part));
  const rest = claim.content.filter((t, j) => j !== i && (!own || within(t, own)));
  if (rest.length === 0) return true;
  const clauseTexts = parts.map((part) => analyse(sentence.text.slice(part.start - sentence.start, part.end - sentence.start), part.start));
  const held = clauseTexts.map((clause) => rest.filter((t) => tokenMatch(t, clause, lexicon) > 0).length);
  const opposite = parts.findIndex((part) => within(sentence.content[k]!, part));
  if (opposite < 0) return false;
  const most = Math.max(...held);
  if (held[opposite]! === most) return !objectSaidApart(claim, i, clauseTexts, held, opposite, lexicon);
  // A clause that is the opposite alone ("…prepaid in full and are non-refundable") says it of
  // the clause before.
  // So does a relative clause ("2 clay courts, which are closed from November to March"). (The
  // clause before is the last with words: ", which" leaves an empty one between.)
  // Year on year, and the amount after a move (同比下降11.6%), are no thing of the clause's own; a
  // figure before the word is its thing (60周岁以下).
  const moved = sentence.content[k]!;
  const alone = sentence.content.every((t, j) => j === k || !within(t, parts[opposite]!) || ZH_MEASURED_AGAINST.test(t.norm) || (t.start >= moved.end && partOfValue(sentence, t)));
  const before = lastClauseWithWords(sentence, parts, opposite);
  const relative = before >= 0 && RELATIVE_OPENING.test(sentence.text.slice(parts[before]!.end - sentence.start, parts[opposite]!.start - sentence.start));
  // …and so does one the opposite opens ("4,700 to 4,900 homes, unchanged from the guidance given in
  // February"), where the clause before says more of the claim than one word.
  const opens = before >= 0 && held[before]! >= MIN_HELD_BEFORE_OPENER && sentence.content.find((t) => within(t, parts[opposite]!)) === moved;
  if ((alone || relative || opens) && before >= 0 && held[before]! === most) return true;
  // "…Tom Reed, who called it too expensive" says it of the plan; "重量减少了 8 克" names the weight.
  const part = parts[opposite]!;
  return held[opposite]! > 0 && sentence.content.every((t, j) => j === k || !within(t, part) || claim.keys.has(matchKey(t)));
}

/** What opens a relative clause after a comma: ", which", ", who". */
const RELATIVE_OPENING = /^\s*,\s*(?:which|who)\s*$/iu;

/**
 * The claim's clause has the sentence's word, or a WordNet synonym of it that opposes the claim's
 * word as well: "began the year with 268 and finished it with 263" says both ends, its own "ended".
 * (The "before" of "later than before" is no such word: it opposes no "later".)
 */
function saidInClause(claim: Analysed, word: Token, ownClause: ReadonlySet<string>, other: Token, lexicon: Lexicon | undefined): boolean {
  if (ownClause.has(matchKey(other))) return true;
  return lexicon !== undefined && other.kind === "word" && claim.content.some((t) => t !== word && t.kind === "word" && ownClause.has(matchKey(t)) && lexicon.areSynonyms(t.norm, other.norm) && opposites(word, t, lexicon));
}

/**
 * The claim says the sentence's word itself, right before the word the sentence says it before:
 * "the free shuttle doesn't run on Sundays" says the "free" of "a free shuttle minibus", which no
 * other word of the claim ("stuck") then opposes.
 */
function saidOfTheSameBeside(claim: Analysed, sentence: Analysed, k: number): boolean {
  // A word right before its noun, as "free shuttle" is: not "girls, have fallen", whose "boys" the claim may yet oppose.
  const before = (text: Analysed, word: Token, next: Token | undefined): next is Token => next !== undefined && /^\s+$/u.test(text.text.slice(word.end - text.start, next.start - text.start));
  const word = sentence.content[k]!;
  const next = sentence.content[k + 1];
  if (!before(sentence, word, next)) return false;
  return claim.content.some((t, j) => matchKey(t) === matchKey(word) && before(claim, t, claim.content[j + 1]) && matchKey(claim.content[j + 1]!) === matchKey(next));
}

/** Content words read after a word for what it is said of. */
const WORDS_AFTER = 4;

/**
 * The claim says the sentence's word itself, of what the sentence says it of (the words after it):
 * "silent … before ringing again, after rot was discovered in their oak frame" says the "after" of
 * "silenced after an inspection found the oak bell frame had rotted", which its "before" then does not oppose.
 */
function saidByTheClaimOfTheSame(claim: Analysed, word: Token, sentence: Analysed, k: number): boolean {
  const key = matchKey(sentence.content[k]!);
  const after = new Set(sentence.content.slice(k + 1, k + 1 + WORDS_AFTER).map(matchKey));
  return claim.content.some((t, j) => t !== word && matchKey(t) === key && claim.content.slice(j + 1, j + 1 + WORDS_AFTER).some((next) => after.has(matchKey(next))));
}

/** Words that place a thing before or after a point, which the words after them name. */
const SIDE_OF_A_POINT = /^(?:after|before)$/u;
/** A point named by a noun after the word ("the deadline", "your appointment"), not a deed ("after deleting them", which orders two deeds). */
const NAMED_POINT = /^\s+(?:the|a|an|your|their|its|his|her|our|this|that|each|every)\s/iu;
/** A point given as a figure or a date right after the word ("after 7pm", "before 1 June"): two such the number and date rules compare. */
const FIGURE_NEXT = /^\s+(?:the\s+)?\d/iu;

/**
 * "After" and "before" oppose each other only about one point: "arrives after the 31 May deadline" says
 * nothing against "arrive 5 minutes before the scheduled time", whose words after it name another
 * ("restarts after deleting them" still opposes "restart before launching them": two deeds ordered).
 */
function sidesOfOtherPoints(claim: Analysed, word: Token, sentence: Analysed, opposite: Token): boolean {
  if (!SIDE_OF_A_POINT.test(word.norm) || !SIDE_OF_A_POINT.test(opposite.norm)) return false;
  const pointAfter = (text: Analysed, t: Token): Token[] => text.content.filter((x) => x.start >= t.end).slice(0, WORDS_AFTER);
  const [ours, theirs] = [pointAfter(claim, word), pointAfter(sentence, opposite)];
  const [ourPoint, theirPoint] = [claim.text.slice(word.end - claim.start), sentence.text.slice(opposite.end - sentence.start)];
  if (ours.length === 0 || theirs.length === 0 || !NAMED_POINT.test(ourPoint) || !NAMED_POINT.test(theirPoint) || (FIGURE_NEXT.test(ourPoint) && FIGURE_NEXT.test(theirPoint))) return false;
  const theirKeys = new Set(theirs.map(matchKey));
  return !ours.some((t) => theirKeys.has(matchKey(t)));
}

/** Chinese words for earlier, said of a thing before 的, and for after a point. */
const ZH_EARLIER = /^(?:此前|之前|以前|先前|早前)$/u;
const ZH_AFTER = /^(?:后|之后|以后)$/u;
/** The point a Chinese "after" is after, written between 继 (or 在) and it: 女子1000米 of "继女子1000米后". */
const ZH_POINT_BEFORE_AFTER = /[继在]([^，。；,;：:]{1,16})$/u;

/**
 * A thing the claim calls earlier is the point the sentence says its own event came after: "加上此前的女子1000米
 * 金牌" of "这是她继女子1000米后的本届第二枚金牌" (the 1000 m came first either way).
 */
function earlierThingIsThePoint(claim: Analysed, word: Token, sentence: Analysed, opposite: Token): boolean {
  if (!ZH_EARLIER.test(word.norm) || !ZH_AFTER.test(opposite.norm)) return false;
  const thing = /^的([^，。；,;：:]+)/u.exec(claim.text.slice(word.end - claim.start))?.[1];
  const point = ZH_POINT_BEFORE_AFTER.exec(sentence.text.slice(0, opposite.start - sentence.start))?.[1];
  return thing !== undefined && point !== undefined && thing.includes(point);
}

/**
 * The sentence has the word only in clauses that say none of the other words of the claim's clause
 * with it, and give a figure of another clause of the claim: "Complaints about councils rose for
 * the second year running, with those about adult social care up 21%" against "Complaints about
 * councils fell for the second consecutive year, although those about adult social care rose 21%".
 * (Words alone would not tell: "Lanes are held … and then released without refund" leaves the
 * lanes out of the clause that says "released".)
 */
function saidOfAnotherPartOfTheClaim(claim: Analysed, word: Token, key: string, sentence: Analysed): boolean {
  const parts = clauses(claim);
  if (parts.length < 2 || claim.quantities.length === 0) return false;
  const own = parts.find((part) => within(word, part));
  if (own === undefined) return false;
  const otherFigures = claim.quantities.filter((q) => !within(q, own));
  const ownKeys = new Set(claim.content.filter((t) => t !== word && within(t, own) && !insideFigure(claim, t)).map(matchKey));
  ownKeys.delete(key);
  if (otherFigures.length === 0 || ownKeys.size === 0) return false;
  const withWord = clauses(sentence).filter((part) => sentence.content.some((t) => within(t, part) && matchKey(t) === key));
  return (
    withWord.length > 0 &&
    withWord.every(
      (part) =>
        !sentence.content.some((t) => within(t, part) && ownKeys.has(matchKey(t))) && sentence.quantities.some((e) => within(e, part) && otherFigures.some((q) => sameQuantity(q, e))),
    )
  );
}

/** The clause of the claim that holds the word, and the figures it gives there; none without figures. */
function figuresOfTheWordsClause(claim: Analysed, word: Token): { clause: Span; figures: Quantity[] } | undefined {
  const clause = clauses(claim).find((part) => within(word, part));
  const figures = clause === undefined ? [] : claim.quantities.filter((q) => within(q, clause));
  return clause === undefined || figures.length === 0 ? undefined : { clause, figures };
}

/**
 * The sentence says the word in a clause with every figure the claim gives in the word's clause:
 * "with the last departure at 21:40" says the "last" of "the last shuttle leaves the station at
 * 21:40", though it says it of a departure. ("Consumer Lenses fell 6% to £17.4 million" says
 * nothing of "Medical Imaging revenue fell 6% to £27.1 million".)
 */
function saidWithTheClaimsFigures(claim: Analysed, word: Token, key: string, sentence: Analysed): boolean {
  const figures = figuresOfTheWordsClause(claim, word)?.figures;
  if (figures === undefined) return false;
  return clauses(sentence).some(
    (part) => sentence.content.some((t) => within(t, part) && matchKey(t) === key) && figures.every((q) => sentence.quantities.some((e) => within(e, part) && sameQuantity(q, e))),
  );
}

/**
 * The opposite stands in a clause whose figures are of the kind the claim gives in its word's
 * clause but none of them, and the sentence gives those elsewhere: "after 7pm the buses come every
 * 40 minutes" is not about "the first bus leaves the railway station at 06:40".
 */
function figuresOfAnotherClause(claim: Analysed, word: Token, sentence: Analysed, opposite: Token): boolean {
  const own = figuresOfTheWordsClause(claim, word);
  const theirs = clauses(sentence).find((part) => within(opposite, part));
  if (own === undefined || theirs === undefined) return false;
  const { clause, figures } = own;
  const inTheirs = sentence.quantities.filter((e) => within(e, theirs));
  // (A clause that names the claim's thing speaks of it: "but Dehydrate mode only uses 40–70°C".)
  const ownKeys = keysWithin(claim, clause);
  if (sentence.content.some((t) => within(t, theirs) && t !== opposite && ownKeys.has(matchKey(t)))) return false;
  return (
    figures.some((q) => inTheirs.some((e) => comparable(q, e))) &&
    !figures.some((q) => inTheirs.some((e) => sameQuantity(q, e))) &&
    figures.every((q) => sentence.quantities.some((e) => sameQuantity(q, e)))
  );
}

/**
 * The claim's figures of a kind that the opposite's case (its part of the sentence between
 * semicolons) gives others of are all another case's: "before 5 pm … a game costs £5.50 for an
 * adult" speaks of "off-peak prices are £5.50 and £4.50", not of "£7.50 per adult … at peak times,
 * which are after 17:00 on weekdays".
 */
function figuresOfAnotherCase(claim: Analysed, sentence: Analysed, opposite: Token): boolean {
  const cases = segments(sentence);
  const theirs = cases.find((part) => within(opposite, part));
  if (cases.length < 2 || theirs === undefined) return false;
  const inTheirs = sentence.quantities.filter((e) => within(e, theirs));
  // (Whatever each is per: "£5.50 for an adult" is of the kind of "£7.50 per adult".)
  const level = (e: Quantity): Quantity => ({ ...e, per: undefined });
  const ofTheirKind = claim.quantities.filter((q) => inTheirs.some((e) => comparable(level(q), level(e))) && !inTheirs.some((e) => sameQuantity(q, e)));
  return ofTheirKind.length > 0 && ofTheirKind.every((q) => cases.some((part) => part !== theirs && sentence.quantities.some((e) => within(e, part) && sameQuantity(q, e))));
}

/** Words for a change of state right before its new one: "was upgraded to", 升格为, 改为. */
const BECOMES_BEFORE = /(?:\b(?:became|becomes|become|becoming|upgraded\s+to|downgraded\s+to|promoted\s+to|relegated\s+to|changed\s+to|converted\s+to|turned\s+into|switched\s+to)|升格为|升级为|降格为|降级为|改为|变为|转为|改成|变成)\s*(?:an?\s+|the\s+)?$/iu;
/** Words for a state held before the time the clause speaks of: 此前…已是, "had previously been". */
const EARLIER_STATE_BEFORE = /(?:此前|之前|以前|原先|原来|曾经?|先前|\b(?:previously|formerly|earlier|had\s+been|used\s+to\s+be))[，,]?[^，。；,;.]{0,12}$/iu;
/** Characters read before a word for what time of its thing's states it speaks of. */
const STATE_REACH = 24;

/** Whether the words right before the word match `pattern`: a change to it (BECOMES_BEFORE) or a state before (EARLIER_STATE_BEFORE). */
function statedBefore(text: Analysed, word: Token, pattern: RegExp): boolean {
  return pattern.test(text.text.slice(Math.max(0, word.start - text.start - STATE_REACH), word.start - text.start));
}

/** An "only" of one thing: "the only winner", "only one lighthouse". */
const ONLY_ONE = /\b(?:the|her|his|its|their)\s+only\b|\bonly\s+one\b/iu;

/** Punctuation inside a claim: "public and private" stay together, "…after X, before Y" do not. */
const PUNCTUATION = /[,;:()\u3001\uff0c\uff1b\uff1a]/gu;

/** The keys of the claim's content words between the punctuation marks around word `i`, given the claim's stretches between them. */
function clauseKeysAround(claim: Analysed, i: number, stretches: readonly Span[]): ReadonlySet<string> {
  const word = claim.content[i]!;
  const own = stretches.find((part) => within(word, part));
  if (!own) return claim.keys;
  return new Set(claim.content.filter((t) => within(t, own)).map(matchKey));
}

/**
 * Whether the sentence says the word at `key` beside a word that stands beside the claim's word
 * `i`, as written: "the greatest possible amount" in both. Written forms, as stems join
 * "effects" and "effective".
 */
function sameWordsAround(claim: Analysed, i: number, sentence: Analysed, key: string): boolean {
  const written = (t: Token): string => t.norm;
  const near = neighbours(claim.content, i, written);
  return sentence.content.some((t, k) => matchKey(t) === key && [...neighbours(sentence.content, k, written)].some((word) => near.has(word)));
}

/** Whether the sentence has most of the claim's words besides the one at `key`: it speaks of the same thing. */
function holdsTheRest(claim: Analysed, key: string, sentence: Analysed): boolean {
  let rest = 0;
  let held = 0;
  for (const other of claim.keys) {
    if (other === key) continue;
    rest++;
    if (sentence.keys.has(other)) held++;
  }
  return rest > 0 && held / rest >= MIN_REST_MATCHED;
}

/**
 * The evidence sentences, then any other sentence of the cited text that holds as many of the
 * claim's words as the best one and more of its dates and numbers: for "promoted in April", the
 * sentence "relegated in April" ties on words with an earlier one that names the club as often.
 */
function sentencesToCheck(claim: Analysed, chosen: readonly SourceSentence[], regions: readonly Region[], lexicon: Lexicon | undefined): readonly SourceSentence[] {
  const best = chosen[0];
  const values = [...claim.dates, ...claim.quantities].map((v) => flatten(claim.text.slice(v.start - claim.start, v.end - claim.start)));
  if (!best || values.length === 0) return chosen;
  const valuesIn = (s: Analysed): number => values.filter((v) => s.flat.includes(v)).length;
  const wordsIn = (s: Analysed): number => claim.content.filter((t) => tokenMatch(t, s, lexicon) > 0).length;
  const bestValues = valuesIn(best);
  // No sentence can hold more of the claim's values than all of them.
  if (bestValues === values.length) return chosen;
  const bar = { values: bestValues, words: wordsIn(best) };
  const others = evidenceSentences(chosen, regions)
    .slice(chosen.length)
    .filter((s) => valuesIn(s) > bar.values && wordsIn(s) >= bar.words);
  return [...chosen, ...others];
}

/**
 * The two opposites move figures of different kinds, which are not one thing said two ways:
 * "失业率…比上年下降0.3个百分点" against "地区生产总值…比上年增长5.8%".
 */
function moveOtherThings(claim: Analysed, word: Token, sentence: Analysed, opposite: Token): boolean {
  const ours = figureMovedBy(claim, word);
  const theirs = ours && figureMovedBy(sentence, opposite);
  return theirs !== undefined && !comparable({ ...ours!, change: undefined }, { ...theirs, change: undefined });
}

/**
 * The word is the comparison of an amount the sources' figures hold as a gap, which says their
 * figures' order as it is: "投标报价的上限比项目预算金额低30万元" of "预算金额2680万元，最高限价2650万元" says no
 * opposite of the sentence's "超过".
 */
function statesAHeldGap(claim: Analysed, word: Token, sentences: readonly SourceSentence[]): boolean {
  const moved = figureMovedBy(claim, word);
  // …or of a standing's gap, whose word follows it: "968 points, 134 behind Durham City" of "ahead of Durham City on 1,102 and Morpeth Marlins on 968".
  const amount = moved?.change?.figure === "amount" ? moved : claim.quantities.find((q) => q.change === undefined && q.end <= word.start && /^\s*$/u.test(claim.text.slice(q.end - claim.start, word.start - claim.start)));
  return amount !== undefined && (sentences.some((s) => derivedIn(amount, s, claim)) || gapAcross(amount, sentences, claim));
}

/** 之前 and 以前 say the 前 a time is followed by, 之后 and 以后 its 后: "6点之前取消" is "18:00前…取消". */
const ZH_SIDES: ReadonlyMap<string, string> = new Map([
  ["之前", "前"],
  ["以前", "前"],
  ["之后", "后"],
  ["以后", "后"],
]);

/**
 * The key of the sentence's word of the same sense as the claim's: the one-character word of the
 * same side of a time (之前, 前), or one for the same move or a WordNet synonym ("declined" of
 * "fell 3% … as deposit costs increased", where the opposite is said of another thing).
 */
function sameSideIn(word: Token, claim: Analysed, sentence: Analysed, lexicon: Lexicon | undefined): string | undefined {
  const side = ZH_SIDES.get(word.norm);
  if (side !== undefined) return sentence.keys.has(side) ? side : undefined;
  const sameSense = (t: Token): boolean =>
    word.kind === "cjk"
      ? t.kind === "cjk" && sameZhSense(word.norm, t.norm)
      : word.kind === "word" && lexicon !== undefined && t.kind === "word" && t.norm !== word.norm && (movedTheSameWay(word.norm, t.norm) || lexicon.areSynonyms(word.norm, t.norm));
  const synonym = sentence.content.find((t) => sameSense(t) && !saidOfAnotherThing(t, claim, sentence));
  return synonym && matchKey(synonym);
}

/**
 * The sentence says its word of the claim's sense of another thing than the claim's: its clause
 * lacks some word of the claim the sentence has ("Fees for flats rose…, while the fee for shops
 * remained unchanged" says no rise of the shops' fee) and names a thing of its own, or is a bare
 * move that goes on from a clause about something else.
 */
function saidOfAnotherThing(synonym: Token, claim: Analysed, sentence: Analysed): boolean {
  const clause = clauses(sentence).find((part) => within(synonym, part));
  const elsewhere = claim.content.some((t) => sentence.keys.has(matchKey(t)) && !sentence.content.some((o) => matchKey(o) === matchKey(t) && (!clause || within(o, clause))));
  if (!elsewhere || clause === undefined) return false;
  // A clause that names nothing of its own goes on from the thing named before ("南京南站首班车…，末班车由22:30延后至23:10").
  const ownWord = sentence.content.some((o) => within(o, clause) && o !== synonym && !(o.kind === "cjk" && o.norm.length < 2) && !ZH_MEASURED_AGAINST.test(o.norm) && !claim.keys.has(matchKey(o)) && !partOfValue(sentence, o));
  return ownWord || movesTheThingBefore(sentence, clause, synonym, claim);
}

/**
 * The clause is a bare move (同比增长9.6%) that goes on from the clause before, which holds fewer
 * of the claim's words than another: "实现旅游收入7.12亿元，同比增长9.6%，人均消费约824元" says no
 * rise of the 人均消费 the claim speaks of.
 */
function movesTheThingBefore(sentence: Analysed, clause: Span, word: Token, claim: Analysed): boolean {
  const bare = sentence.content.every((o) => !within(o, clause) || o === word || ZH_MEASURED_AGAINST.test(o.norm) || partOfValue(sentence, o));
  if (!bare) return false;
  const parts = clauses(sentence);
  const before = lastClauseWithWords(sentence, parts, parts.findIndex((part) => part.start === clause.start));
  if (before < 0) return false;
  const held = parts.map((part) => sentence.content.filter((o) => within(o, part) && claim.keys.has(matchKey(o))).length);
  return held[before]! < Math.max(...held);
}

/**
 * Whether the text says the word the other way: denied ("does not open"), or said of all but
 * what the other text names, which a cue of setting aside denies ("open daily except Mondays" says "closed on Mondays", whose
 * "Mondays" the cue denies; a cue anywhere between its semicolons: "opens on Mondays, except on
 * bank holidays").
 */
function polarity(text: Analysed, word: Token, other: Analysed): boolean {
  const denied = negatedAt(text, word);
  if (text.negations.length === 0) return denied;
  const segment = segments(text).find((part) => within(word, part));
  const scopes = scopesOf(text).filter((s) => setsAsideList(s.cue) && !denies(s, word) && s.cue.start !== word.start && (!segment || within(s.cue, segment)));
  const setAside = text.content.filter((t) => t !== word && other.keys.has(matchKey(t)) && scopes.some((s) => denies(s, t))).map((t) => other.content.find((o) => matchKey(o) === matchKey(t))!);
  // (An exception the other text makes too is the same case set aside by both, no case it says: "clockwise, apart
  // from a reverse skate" against "anticlockwise, except during the reverse skate".)
  const otherScopes = setAside.length > 0 ? scopesOf(other).filter((s) => setsAsideList(s.cue)) : [];
  if (setAside.some((o) => otherScopes.some((s) => denies(s, o)))) return denied;
  return denied !== setAside.some((o) => !negatedAt(other, o));
}

/** A cue after the word, between its semicolons, that denies something else than the word: the "not" of "electric cars (…) are not charged". */
function deniesAfterWord(text: Analysed, word: Token): boolean {
  const segment = segments(text).find((part) => within(word, part));
  return segment !== undefined && text.negations.some((cue) => cue.start >= word.end && within(cue, segment)) && !negatedAt(text, word);
}

/**
 * A word and its opposite by a negating prefix, one said in a clause that denies something and
 * the other not, name the two cases the word parts: "you'd pay £5 for the extra miles in a
 * non-electric car" says what "electric cars are not charged per mile" leaves.
 */
function complementCase(claim: Analysed, word: Token, sentence: Analysed, opposite: Token): boolean {
  return prefixOpposites(word.norm, opposite.norm) && deniesAfterWord(claim, word) !== deniesAfterWord(sentence, opposite);
}

/** The claim has the word a cue of setting aside ("except") stands before. */
function setAsideHeld(sentence: Analysed, k: number, claim: Analysed): boolean {
  const next = sentence.content[k + 1];
  return next !== undefined && claim.keys.has(matchKey(next));
}

/** Words for closing, and what may stand between one and its time: "closes at 14:00", 21:30闭馆. */
const CLOSES = new Set(["close", "closes", "closing", "closed", "shut", "shuts", "关门", "闭馆", "关闭", "停止营业"]);
const CLOSES_AT = /^\s*(?:at|by)?\s*$/iu;
/** What stands before the last time of a span: "10:00 to 14:00", "until 18:00", 18:30至21:30. */
const SPAN_END_BEFORE = /(?:\bto|\buntil|\btill|[–—~～-]|至|到)\s*$/iu;

/**
 * The claim says when a thing closes, at the time the sentence gives as the end of its hours:
 * "closes at 14:00" of "open … on Saturdays from 10:00 to 14:00".
 */
function closesAtTheEnd(claim: Analysed, word: Token, sentence: Analysed): boolean {
  if (!CLOSES.has(word.norm)) return false;
  const time = claim.quantities.find((q) => q.dimension === "clock" && (CLOSES_AT.test(claim.text.slice(word.end - claim.start, q.start - claim.start)) || CLOSES_AT.test(claim.text.slice(q.end - claim.start, word.start - claim.start))));
  if (!time) return false;
  return sentence.quantities.some((e) => e.dimension === "clock" && sameQuantity(time, e) && SPAN_END_BEFORE.test(sentence.text.slice(0, e.start - sentence.start)));
}

/** Days a thing may hold on, written as words: "on Sundays", "at weekends". */
const DAYS = /^(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekdays?|weekends?)$/u;

/**
 * The sentence says the word only in clauses without the claim's day, which it names in another
 * clause: "is open Monday to Friday …; it is closed on Sundays" does not say "opens on Sundays".
 */
function saidOfOtherDays(claim: Analysed, key: string, sentence: Analysed): boolean {
  const days = claim.content.filter((t) => DAYS.test(t.norm)).map(matchKey);
  if (days.length === 0) return false;
  const parts = keysPerClause(sentence);
  const named = parts.filter((keys) => days.some((day) => keys.has(day)));
  return named.length > 0 && named.every((keys) => !keys.has(key)) && parts.some((keys) => keys.has(key));
}

/** The sentence has the word: a value of a closed set as written ("weekly", not the "weeks" of "every three weeks"), any other by its key. */
function hasWord(sentence: Analysed, word: Token): boolean {
  return closedSetValue(word.norm) ? sentence.content.some((t) => t.norm === word.norm) : sentence.keys.has(matchKey(word));
}

/** The sentence has the word, and not only inside a name: the "Unlimited" of "the Volta Unlimited Plus plan" says nothing is. */
function saysAsWord(sentence: Analysed, word: Token): boolean {
  const key = matchKey(word);
  return hasWord(sentence, word) && sentence.content.some((t) => matchKey(t) === key && !insideName(sentence, t));
}

/** A word that may name a thing the sentence says something of: an English word, or a Chinese noun as jieba tags it (雌鸟, not 之前). */
function namesAThing(word: Token): boolean {
  return word.kind === "word" || (word.kind === "cjk" && (word.tag?.startsWith("n") ?? false));
}

/** A version, model or edition a word names before the claim's verb: the 双 of 双电机版, one or two words on. */
const VARIANT_WORD = /^(?:版|版本|款|型)$/u;
const VARIANT_REACH = 2;
const ZH_VERB_BEFORE = /[为是]|采用|搭载|配备|配有|使用|改为/u;

/**
 * The claim speaks of a variant by the word (青川E5双电机版综合功率为390千瓦), which a source that
 * tells of the other one only (单电机版本最大功率为200千瓦) says nothing of; said after the verb
 * (该车为双电机版) the word is what the claim says of its thing.
 */
function namesAVariant(claim: Analysed, word: Token): boolean {
  if (word.kind !== "cjk") return false;
  const i = claim.content.indexOf(word);
  const next = claim.content.slice(i + 1, i + 1 + VARIANT_REACH);
  return next.some((t) => VARIANT_WORD.test(t.norm)) && !ZH_VERB_BEFORE.test(claim.text.slice(0, word.start - claim.start));
}

/** "At least" and "at most" bound a figure: their "least" is no opposite of "most research articles". */
const AT_BEFORE = /\bat\s+$/iu;
/** "£500 or less" and "no more than £500" bound a figure alike: the number rule compares bounds, not these words. */
const OR_BEFORE = /\d\S*(?:\s+\p{L}+)?\s+or\s+$/iu;
const DENIED_BEFORE = /\b(?:no|not)\s+$/iu;
const THAN_AFTER = /^\s+than\b/iu;
// ("60 or older" and "not older than 60" bound an age.)
const BOUND_WORD = /^(?:more|less|fewer|older|younger|over|under|above|below|higher|lower|greater|later|earlier|longer|shorter|larger|smaller|bigger)$/u;

/** The word a measure ends with: the "old" of "4 years old", the "long" of "8.7 metres long". */
const MEASURED_WORD = /^(?:old|long|tall|high|deep|wide|thick)$/u;
const MEASURE_BEFORE = /\d[\d,.]*\s*-?\s*\p{L}+[\s-]+$/u;

/** A measure's word opposes nothing: "at least 4 years old" says no "old" against "too young". */
function endsAMeasure(text: Analysed, word: Token): boolean {
  return MEASURED_WORD.test(word.norm) && MEASURE_BEFORE.test(text.text.slice(Math.max(0, word.start - text.start - 24), word.start - text.start));
}

/** A word that says only how a figure is bound or measured, and so opposes no word of what it is said of. */
function ofAFigure(text: Analysed, word: Token): boolean {
  return ofABound(text, word) || endsAMeasure(text, word) || totalOfAll(text, word);
}

/** Past forms of a move that are nouns too: a fell is a hill, a rose a flower. */
const MOVE_NOUN_HOMOGRAPHS: ReadonlySet<string> = new Set(["fell", "rose"]);
const NOUN_OPENER_BEFORE = /\b(?:a|an|the|by|of|for|on|in|with|from|this|that|its|their|our|his|her)\s+$/iu;

/** Such a word after a determiner or preposition is the noun, and tells of no move: "founded by fell runner Ellen Haworth", "the rose garden". */
function nounNoMove(text: Analysed, word: Token): boolean {
  return MOVE_NOUN_HOMOGRAPHS.has(word.norm) && NOUN_OPENER_BEFORE.test(text.text.slice(Math.max(0, word.start - text.start - 8), word.start - text.start));
}

/** A verb's Chinese character right before 不到, and no figure right after it: 拿不到, 买不到 (not 收入不到3万, 不到一半). */
const ZH_VERB_CHARACTER_BEFORE = /\p{Script=Han}$/u;
const ZH_FIGURE_AFTER = /^\s*(?:[\d０-９]|[一二两三四五六七八九十百千万半几])/u;

/** 不到 after a verb says it cannot be done ("是拿不到全额退款的"), not that a figure is less: it opposes no 以上. */
function cannotBeDone(text: Analysed, word: Token): boolean {
  return word.norm === "不到" && ZH_VERB_CHARACTER_BEFORE.test(text.text.slice(0, word.start - text.start)) && !ZH_FIGURE_AFTER.test(text.text.slice(word.end - text.start));
}

const DENIED_IN_CLAUSE_BEFORE = /\b(?:not|never|no|nowhere)\b[^,;.:]*$/iu;
const EXCEPT_AFTER = /^[^,;.:]*?\b(?:except|other\s+than|apart\s+from|save|but)\b/iu;

/**
 * "Only" says what a denial of "anywhere" (or "always", "everywhere") with an exception does: "Topping out is only
 * allowed on the Prow" of "Topping out is not permitted anywhere in the centre except on the Prow".
 */
function onlyDeniedOfAllBut(claim: Analysed, word: Token, sentence: Analysed, opposite: Token): boolean {
  const [only, every, text] = ONLY.has(word.norm) ? [word, opposite, sentence] : [opposite, word, claim];
  if (!ONLY.has(only.norm) || !EVERY.has(every.norm)) return false;
  return DENIED_IN_CLAUSE_BEFORE.test(text.text.slice(0, every.start - text.start)) && EXCEPT_AFTER.test(text.text.slice(every.end - text.start));
}

/** A word that opposes nothing where it stands. */
function opposesNothing(text: Analysed, word: Token): boolean {
  return ofAFigure(text, word) || nounNoMove(text, word) || cannotBeDone(text, word);
}

/** The "all" of "£341 in all" and "all told", which totals a figure and says nothing of a whole against its part. */
function totalOfAll(text: Analysed, word: Token): boolean {
  if (word.norm !== "all") return false;
  return IN_BEFORE.test(text.text.slice(Math.max(0, word.start - text.start - 4), word.start - text.start)) || TOLD_AFTER.test(text.text.slice(word.end - text.start));
}

const IN_BEFORE = /\bin\s+$/iu;
const TOLD_AFTER = /^\s+told\b/iu;

/** What a bound may point back to instead of a figure: the "that" of "at least that old". */
const POINTS_BACK_AFTER = /^\s+(?:that|this|so)\b/iu;

function ofABound(text: Analysed, word: Token): boolean {
  const before = text.text.slice(Math.max(0, word.start - text.start - 16), word.start - text.start);
  // (A bound of a figure said before, "at least that old", is a side the other bound opposes.)
  if (word.norm === "least" || word.norm === "most") return AT_BEFORE.test(before) && !POINTS_BACK_AFTER.test(text.text.slice(word.end - text.start));
  return BOUND_WORD.test(word.norm) && (OR_BEFORE.test(before) || (DENIED_BEFORE.test(before) && THAN_AFTER.test(text.text.slice(word.end - text.start))));
}

/** A Chinese day or time of day right before a side of it: the 15日 of "每月15日之后", the 16时 of "16时前". */
const ZH_TIME_BEFORE_SIDE = /(\d{1,4}(?:[日号时点]|[:：]\d{2}))\s*([之以]?[前后])/gu;

/**
 * The side of a time the claim puts something on, against the side the sentence puts it on at
 * the same time: "每月15日之后完成社保申报" against "每月15日前完成申报". Only where the time is the
 * sentence's once, so the two speak of one deadline.
 */
function timeSideFlipped(claim: Analysed, claimSides: readonly RegExpMatchArray[], sentence: Analysed): { claimSide: Span & { text: string }; sourceSide: string } | undefined {
  for (const ours of claimSides) {
    const theirs = [...sentence.text.matchAll(ZH_TIME_BEFORE_SIDE)].filter((m) => m[1] === ours[1]);
    if (theirs.length !== 1) continue;
    const side = (text: string): string => text.charAt(text.length - 1);
    if (side(ours[2]!) === side(theirs[0]![2]!)) continue;
    const start = claim.start + ours.index! + ours[1]!.length;
    return { claimSide: { start, end: start + ours[2]!.length, text: ours[2]! }, sourceSide: theirs[0]![2]! };
  }
  return undefined;
}

/** Words that say one deal or one order from either side: who buys is sold to, who is ahead has someone behind. */
const CONVERSES: ReadonlyMap<string, string> = new Map([
  ["buy", "sell"],
  ["purchase", "sell"],
  ["acquire", "sell"],
  ["borrow", "lend"],
  ["rent", "let"],
  ["ahead", "behind"],
]);
/** What makes the verb after it passive: "were borrowed", "has been sold". */
const PASSIVE_BEFORE = /\b(?:is|are|was|were|be|been|being|get|gets|got)\s+(?:\w+ly\s+)?$/iu;
/** A past participle said right after its thing, as a passive with its auxiliary left out: "spinach bought in Scotland". */
const PARTICIPLE = /(?:ed|bought|sold|lent)$/u;
const PARTICIPLE_PLACE_AFTER = /^\s+(?:in|at|from|through|via|online|before|after|during|since)\b/iu;
/** How far after the sentence's verb the party it names may stand: "sold the mill in 1926 to the Lancaster firm Rowan & Dent". */
const PARTY_REACH = 60;

/**
 * The claim tells the deal from the other side, with its party before the verb where the sentence
 * names it after the opposite: "Rowan & Dent bought the mill in 1926" of "The Harker family sold
 * the mill in 1926 to the Lancaster firm Rowan & Dent"; or names the seller as the sentence does:
 * "buying … from Tilly's Schoolwear" of "Logo items are sold only through Tilly's Schoolwear"; or
 * says it in the passive of the thing dealt in.
 */
function conversePartiesSwapped(claim: Analysed, word: Token, sentence: Analysed, opposite: Token, lexicon: Lexicon | undefined): boolean {
  const lemma = (t: Token): string => lexicon?.lemma(t.norm) ?? t.norm;
  const [a, b] = [lemma(word), lemma(opposite)];
  if (CONVERSES.get(a) !== b && CONVERSES.get(b) !== a) return false;
  // Said in the passive, of the thing dealt in, the deal has no side: "Tools were borrowed 6,412 times" of "lent tools 6,412 times",
  // "spinach bought in Scotland" of "bags sold in Scotland".
  if (PASSIVE_BEFORE.test(claim.text.slice(0, word.start - claim.start))) return true;
  if (PARTICIPLE.test(word.norm) && PARTICIPLE_PLACE_AFTER.test(claim.text.slice(word.end - claim.start))) return true;
  const parties = claim.entities.filter((e) => e.end <= word.start);
  if (parties.some((party) => sentence.entities.some((e) => e.key === party.key && e.start >= opposite.end && e.start - opposite.end <= PARTY_REACH))) return true;
  // (…or by a word, in its clause: "The shop lends bikes to members" of "Members can borrow bikes from the shop".)
  const clauseStart = claim.start + Math.max(0, claim.text.slice(0, word.start - claim.start).search(/[^,;:]*$/u));
  const partyWords = claim.content.filter((t) => t.start >= clauseStart && t.end <= word.start).map(matchKey);
  if (partyWords.some((key) => sentence.content.some((t) => matchKey(t) === key && t.start >= opposite.end && t.start - opposite.end <= PARTY_REACH))) return true;
  // The other party, named as the one who sells (or lends) on both sides.
  const [claimSide, sourceSide] = CONVERSES.has(a) ? [FROM_THE_SELLER, BY_THE_SELLER] : [BY_THE_SELLER, FROM_THE_SELLER];
  const sellers = claim.entities.filter((e) => e.start >= word.end && claimSide.test(claim.text.slice(word.end - claim.start, e.start - claim.start)));
  return sellers.some((seller) => sentence.entities.some((e) => e.key === seller.key && e.start >= opposite.end && sourceSide.test(sentence.text.slice(opposite.end - sentence.start, e.start - sentence.start))));
}

/** What follows a noun that is the subject of its clause: "speeds are lowered". */
const SUBJECT_AFTER = /^\s+(?:is|are|was|were|will|would|can|may|have|has|had)\b/iu;

/**
 * One word is the subject of a passive and the other a passive verb: "speeds are lowered to 5Mbps"
 * names speed as what is lowered, where "use is slowed to 5Mbps" says the same of use; a noun
 * opposes no verb said of another thing.
 */
function subjectAgainstPassive(claim: Analysed, word: Token, sentence: Analysed, opposite: Token): boolean {
  const subject = (text: Analysed, t: Token): boolean => SUBJECT_AFTER.test(text.text.slice(t.end - text.start));
  const passive = (text: Analysed, t: Token): boolean => PASSIVE_BEFORE.test(text.text.slice(0, t.start - text.start));
  return (subject(sentence, opposite) && passive(claim, word)) || (subject(claim, word) && passive(sentence, opposite));
}

/**
 * The word is the period of a figure of the claim that an evidence sentence gives per that period:
 * "the £65 monthly cap" of "capped at £65 per billing month", whatever "daily" another sentence says.
 */
function periodOfAGivenFigure(claim: Analysed, word: Token, sentences: readonly SourceSentence[]): boolean {
  const period = PERIOD_SECONDS.get(word.norm);
  if (period === undefined) return false;
  const figures = claim.quantities.filter((q) => q.per !== undefined && "seconds" in q.per && q.per.seconds === period);
  return figures.some((q) => sentences.some((s) => s.quantities.some((e) => sameQuantity(q, e) && samePer(q, e))));
}

/** How far after "before" or "after" the date it sets a side of may start: "on or after 1 March". */
const SIDE_DATE_REACH = 8;

/**
 * The claim's side of a date is the case the sentence goes on to after the other: "before March 2024"
 * of "bought on or after 1 March 2024; users with older licences can upgrade for £19".
 */
function otherSideOfTheDateNamed(claim: Analysed, word: Token, sentence: Analysed, opposite: Token): boolean {
  const dateAfter = (text: Analysed, t: Token): DateMention | undefined => text.dates.find((d) => d.start >= t.end && d.start - t.end <= SIDE_DATE_REACH);
  const ours = dateAfter(claim, word);
  const theirs = dateAfter(sentence, opposite);
  return ours !== undefined && theirs !== undefined && otherSideOfTheDate(claim, ours, sentence, theirs);
}

/** The word that picks one of two figures: "whichever is the lower", "the greater of", 以较高者为准. */
const CHOICE = /\bwhichever\s+is\s+(?:the\s+)?(\p{L}+)|\bthe\s+(higher|lower|greater|lesser|larger|smaller)\s+of\b|较(高|低|大|小|多|少|长|短|早|晚)(?:者|值|的一方)/giu;

/** Where a text picks one of two figures, by its word. */
function choices(text: Analysed): Token[] {
  if (!/whichever|\bthe\s+\p{L}+er\s+of\b|较/iu.test(text.text)) return [];
  return [...text.text.matchAll(CHOICE)].flatMap((m) => {
    const said = m[1] ?? m[2] ?? m[3]!;
    const at = text.start + m.index + m[0].indexOf(said);
    const word = text.content.find((t) => t.start <= at && at < t.end);
    return word === undefined ? [] : [word];
  });
}

/**
 * The claim picks the other of the two figures the sentence picks between, which it gives too:
 * "rises by 3.5% or January's CPI, whichever is the lower" of "by a further 3.5% or by CPI inflation
 * for January 2027, whichever is higher". However much else the claim words otherwise, a figure
 * both give ties the choice to the same two.
 */
function choiceTheOtherWay(claim: Analysed, sentence: SourceSentence, lexicon: Lexicon | undefined): { word: Token; other: Token } | undefined {
  const ours = choices(claim);
  if (ours.length === 0 || !claim.quantities.some((q) => givesFigure(sentence, q))) return undefined;
  const theirs = choices(sentence);
  for (const word of ours) {
    const other = theirs.find((t) => opposites(word, t, lexicon));
    if (other !== undefined) return { word, other };
  }
  return undefined;
}

/** Nouns of who does a deal: "importers", "sellers", "lender". */
const PARTY_NOUN = /^(?:importers?|exporters?|buyers?|purchasers?|sellers?|vendors?|lenders?|borrowers?)$/u;

/**
 * One word names a party to a deal and the other the deal from a side: "signed with importers in
 * Germany" of "Export contracts were fixed at…". Every export has an importer; a party opposes
 * only a party ("sellers" against "buyers").
 */
function partyAgainstDeal(word: Token, opposite: Token): boolean {
  return PARTY_NOUN.test(word.norm) !== PARTY_NOUN.test(opposite.norm);
}

/** What stands between a verb of buying and the seller it names: "bought the mill from", "buying one logo sweatshirt and one logo cardigan from", "bought only through", "bought at". */
const FROM_THE_SELLER = /^[^.;:]{0,60}?\b(?:from|through|via|at)\s+(?:the\s+)?$/iu;
/** What stands between a verb of selling and the seller it names: "sold only through", "sold by", "let via". */
const BY_THE_SELLER = /^\s+(?:only\s+|exclusively\s+|directly\s+)?(?:through|by|at|via)\s+(?:the\s+)?$/iu;

/** How far after a word a time of day it sets the day of may start: "当天上午10点前". */
const FIGURE_AFTER_REACH = 3;

/**
 * The word dates a time of day right after it that no evidence sentence gives: "加急单需在当天上午10点前送到"
 * speaks of a deadline the source never sets, not of the day "次日取件" names, whatever day it says.
 */
function timesAFigureUnsaid(claim: Analysed, word: Token, sentences: readonly SourceSentence[]): boolean {
  const figure = claim.quantities.find((q) => q.dimension === "clock" && q.start >= word.end && q.start - word.end <= FIGURE_AFTER_REACH);
  return figure !== undefined && !sentences.some((s) => givesFigure(s, figure));
}

/** Prefixes that make opposites of one stem: including / excluding, overstated / understated. */
const OPPOSING_PREFIX = /^(?:in|ex|un|non-?|over|under|up|down|pre|post)/u;
/** Letters the stem must keep for the two to be one word with other prefixes. */
const MIN_STEM = 4;

function opposedByPrefix(a: Token, b: Token): boolean {
  const [x, y] = [a.norm.replace(OPPOSING_PREFIX, ""), b.norm.replace(OPPOSING_PREFIX, "")];
  return x === y && x.length >= MIN_STEM && a.norm !== b.norm;
}

/** Figures a claim must give for a sentence that gives them all to speak of its thing. */
const MIN_FIGURES_HELD = 2;

function givesEveryFigure(claim: Analysed, sentence: SourceSentence): boolean {
  return claim.quantities.length >= MIN_FIGURES_HELD && claim.quantities.every((q) => givesFigure(sentence, q));
}

/** Whether the sentence gives the figure, in any of the forms it may be written in. */
function givesFigure(sentence: SourceSentence, figure: Quantity): boolean {
  return sentence.quantities.some((e) => sameQuantity(figure, e));
}

/** How many figures a claim must give for the sentences that hold them to tell which fact it states. */
const MIN_TELLING_FIGURES = 2;

/**
 * The claim's figures are none of the sentence's, and two at least are another cited sentence's (or
 * one of many digits): the sentence tells of something else. "Trams come every six minutes from 7 am until
 * 7 pm" is not about "The first tram leaves Quayside at 05:30", beside "Trams run every 6 minutes
 * between 07:00 and 19:00".
 */
function figuresOfAnotherSentence(claim: Analysed, sentence: SourceSentence, regions: readonly Region[]): boolean {
  const weight = (figures: readonly Quantity[]): number => figures.reduce((sum, q) => sum + (precise(q) ? MIN_TELLING_FIGURES : 1), 0);
  if (weight(claim.quantities) < MIN_TELLING_FIGURES) return false;
  if (claim.quantities.some((q) => givesFigure(sentence, q))) return false;
  // The alignment reads no figures, so the sentence that holds them may be any of the cited ones.
  return regions.some((region) => region.sentences.some((other) => other !== sentence && weight(claim.quantities.filter((q) => givesFigure(other, q))) >= MIN_TELLING_FIGURES));
}

/** Digits that make a figure tell a fact on its own, as two figures do: 86.432, 12,486 (not a year). */
const PRECISE_DIGITS = 4;

function precise(q: Quantity): boolean {
  return q.yearLike !== true && (q.raw.match(/\d/gu)?.length ?? 0) >= PRECISE_DIGITS;
}

/** Content words read after a figure for what it is said of: "15 lay below", "15 sites above them". */
const AFTER_FIGURE = 2;

/** The content words right after a figure, in its clause. */
function wordsAfter(text: Analysed, figure: Quantity): Token[] {
  const clause = clauses(text).find((part) => within(figure, part));
  return text.content.filter((t) => t.start >= figure.end && (clause === undefined || t.end <= clause.end) && !partOfValue(text, t)).slice(0, AFTER_FIGURE);
}

/**
 * The claim bounds the rest of a whole both give, the other way from the sentence's bound: "miss up
 * to three of the 15 field-school days" says what "attend at least 12 of the 15 field-school days" does.
 */
function boundsTheRest(claim: Analysed, sentence: Analysed): boolean {
  return claim.quantities.some(
    (q) =>
      q.bound !== undefined &&
      sentence.quantities.some(
        (e) =>
          e.bound !== undefined &&
          e.bound !== q.bound &&
          comparable(q, e) &&
          claim.quantities.some((whole) => whole !== q && whole.bound === undefined && Math.abs(q.value + e.value - whole.value) < 1e-9 && sentence.quantities.some((o) => o !== e && sameQuantity(whole, o))),
      ),
  );
}

/**
 * The claim says a figure of the sentence's with the opposite of the word the sentence says right
 * after it, and the sentence gives that figure nowhere with the claim's word: "15 lay below
 * treatment works outfalls" against "9 sites below … than at the 15 sites above them". The claim's
 * word is in the sentence, said of another figure, so the word-by-word reading passes it.
 */
function oppositeBesideFigure(claim: Analysed, sentence: SourceSentence, lexicon: Lexicon | undefined): { word: Token; other: Token } | undefined {
  for (const q of claim.quantities) {
    const equal = sentence.quantities.filter((e) => sameQuantity(q, e));
    if (equal.length === 0) continue;
    const ours = wordsAfter(claim, q);
    const theirs = equal.map((e) => wordsAfter(sentence, e));
    // (The sentence may say the word in short: 前 for 之前, 后 for 以后.)
    const saidRightAfter = (word: Token): boolean => equal.some((e) => sentence.text.slice(e.end - sentence.start).trimStart().startsWith(word.norm.replace(/^[之以]/u, "")));
    for (const word of ours) {
      if (theirs.some((after) => after.some((t) => matchKey(t) === matchKey(word))) || saidRightAfter(word) || totalOfAll(claim, word)) continue;
      // An opposite the claim says too is no conflict, unless it says it of another figure that the
      // sentence gives with the claim's word: "from 6 knots in the morning to 12–16 knots in the
      // afternoon" against "12 to 16 knots in the morning, easing to 6 knots in the afternoon".
      const swappedWith = (t: Token): boolean =>
        claim.quantities.some(
          (o) =>
            o !== q &&
            wordsAfter(claim, o).some((w) => matchKey(w) === matchKey(t)) &&
            sentence.quantities.some((e) => sameQuantity(o, e) && wordsAfter(sentence, e).some((w) => matchKey(w) === matchKey(word))),
        );
      const other = theirs.flat().find((t) => opposites(word, t, lexicon) && (!claim.keys.has(matchKey(t)) || swappedWith(t)));
      if (other !== undefined) return { word, other };
    }
  }
  return undefined;
}

/**
 * A claim word whose opposite stands in an evidence sentence that speaks of the same thing
 * ("sales decreased" vs "sales increased", 上升 vs 下降, crewed vs uncrewed).
 */
const rule: ContentRule = {
  meta: {
    id: "antonym-conflict",
    code: "X1",
    description: "The claim uses the opposite of a word of the cited source (increase vs decrease).",
    severity: "error",
  },
  check({ claim, alignment, regions, lexicon, evidence, where }) {
    // Read from the claim once, on first need, whatever sentence asks.
    let claimKeys: string[] | undefined;
    let stretches: Span[] | undefined;
    const sentences = sentencesToCheck(claim, alignment.sentences, regions, lexicon);
    // A claim the source says word for word says no opposite of it.
    if (sentences.some((sentence) => copiedFrom(claim, sentence))) return [];
    // The claim's times with a side, read once for every sentence; most claims have none.
    const claimSides = [...claim.text.matchAll(ZH_TIME_BEFORE_SIDE)];
    for (const sentence of sentences) {
      const beside = claim.quantities.length > 0 ? oppositeBesideFigure(claim, sentence, lexicon) : undefined;
      if (beside && !figuresOfAnotherCase(claim, sentence, beside.other)) {
        const { word, other } = beside;
        return [{ message: `the claim says '${word.text}' where ${where(sentence)} says '${other.text}'`, span: { start: word.start, end: word.end }, actual: word.text, expected: other.text, evidence: evidence(sentence) }];
      }
      const chosen = choiceTheOtherWay(claim, sentence, lexicon);
      if (chosen) {
        const { word, other } = chosen;
        return [{ message: `the claim says '${word.text}' where ${where(sentence)} says '${other.text}'`, span: { start: word.start, end: word.end }, actual: word.text, expected: other.text, evidence: evidence(sentence) }];
      }
      const flipped = claimSides.length > 0 ? timeSideFlipped(claim, claimSides, sentence) : undefined;
      if (flipped) {
        const { claimSide, sourceSide } = flipped;
        return [{ message: `the claim says '${claimSide.text}' where ${where(sentence)} says '${sourceSide}'`, span: { start: claimSide.start, end: claimSide.end }, actual: claimSide.text, expected: sourceSide, evidence: evidence(sentence) }];
      }
      // Read only where an opposite is found: it may read every cited sentence's figures.
      let ofAnotherSentence: boolean | undefined;
      const held = claim.content.map((t) => tokenMatch(t, sentence, lexicon) > 0);
      // A claim copied from a stretch of the sentence says each word of the same thing as it does.
      let copied: boolean | undefined;
      let givesEvery: boolean | undefined;
      for (let i = 0; i < claim.content.length; i++) {
        const word = claim.content[i]!;
        const key = matchKey(word);
        // A word the sentence has as it is cannot be contradicted by another of its words, unless
        // it says it only of something else ("续航减少了 20%" against "续航提高了 20%，重量减少了 8 克"),
        // or says the rest of the claim of its opposite ("雌鸟头部黑色" against "雄鸟头部…黑色；雌鸟头部棕褐色").
        const inSentence = hasWord(sentence, word) ? key : sameSideIn(word, claim, sentence, lexicon);
        if (
          inSentence !== undefined &&
          ((copied ??= containsRun(wordsOutsideValues(sentence).map(matchKey), (claimKeys ??= claim.content.map(matchKey)))) ||
            saidWithTheClaimsFigures(claim, word, inSentence, sentence) ||
            (!saidOfSomethingElse(claim, inSentence, sentence) &&
              !saidOfOtherDays(claim, inSentence, sentence) &&
              !saidOfAnotherPartOfTheClaim(claim, word, inSentence, sentence) &&
              !(namesAThing(word) && restSaidOfAnother(claim, inSentence, sentence, (t) => opposites(word, t, lexicon)))))
        )
          continue;
        // Nor one another evidence sentence says of the same thing: the source then says both
        // ("impossible to understand" in one sentence, "the greatest possible amount" in the next).
        // A sentence with few of the claim's other words, none of them beside the word, speaks of
        // something else ("severe disease" beside "side effects were mild").
        if (alignment.sentences.some((other) => other !== sentence && saysAsWord(other, word) && (holdsTheRest(claim, key, other) || sameWordsAround(claim, i, other, key)) && !saidOfSomethingElse(claim, key, other))) continue;
        if (periodOfAGivenFigure(claim, word, alignment.sentences)) continue;
        // Nor one it has spelt apart: "Non - binary" is the claim's "non-binary", not "binary".
        if (NEGATING_PREFIX.test(word.norm) && sentence.flat.includes(flatten(word.norm))) continue;
        // A word of a name states nothing: "Lord Downpatrick" is no opposite of "Lady Amelia".
        if (insideName(claim, word) || namesAVariant(claim, word)) continue;
        const rest = held.filter((_, j) => j !== i);
        const restHeld = rest.filter(Boolean).length;
        if (restHeld === 0) continue;
        const broadlyAligned = restHeld / rest.length >= MIN_REST_MATCHED;
        // A sentence that gives every figure of the claim, two or more, speaks of the same thing
        // whatever words the claim rewrites, where the two words are opposites by their prefixes alone
        // ("including the Faroese operations" against "excluding any volumes from the Faroes").
        const sameFiguresOpposed = (other: Token): boolean => opposedByPrefix(word, other) && (givesEvery ??= givesEveryFigure(claim, sentence));
        // An opposite the claim says too, in the same clause, is no conflict ("rose after falling");
        // in another clause it is ("…after officials acted, before a train derailed").
        if (opposesNothing(claim, word)) continue;
        const clauses = (stretches ??= spansBetween(claim.text, PUNCTUATION, claim.start));
        const ownClause = clauseKeysAround(claim, i, clauses);
        const k = sentence.content.findIndex((other, at) => {
          if (opposesNothing(sentence, other) || !opposites(word, other, lexicon) || saidInClause(claim, word, ownClause, other, lexicon) || saidOfTheSameBeside(claim, sentence, at)) return false;
          // The claim's own use of the sentence's word clears this one, unless this one stands where
          // the sentence's word does ("mostly boys" against "mostly girls"), or is said of a thing
          // the sentence does not name ("minus the deposit already held, plus a £25 administration fee").
          const ownUse = saidByTheClaimOfTheSame(claim, word, sentence, at);
          if (ownUse && saidOfAThingUnnamed(claim, i, sentence, clauses)) return false;
          const besideTheSame = sameNeighbourhood(claim, i, sentence, at) && !qualifiedOtherwise(claim, i, sentence, at, lexicon);
          if (!besideTheSame && ownUse) return false;
          return broadlyAligned || besideTheSame || sameFiguresOpposed(other);
        });
        if (k < 0 || insideName(sentence, sentence.content[k]!) || !inClaimsClause(claim, i, sentence, k, lexicon)) continue;
        const opposite = sentence.content[k]!;
        // "2012年又升格为国家级" of "1998年被划入省级": the claim tells of a change to the word from a
        // state the sentence may be telling of; a sentence that tells of the change too is compared.
        // …as does one of the state before it: "此前它已是省级文物保护单位" of "2006年…被公布为…全国重点文物保护单位".
        if ([BECOMES_BEFORE, EARLIER_STATE_BEFORE].some((state) => statedBefore(claim, word, state) && !statedBefore(sentence, opposite, state))) continue;
        // "Several" opposes only an "only" of one: "she was the only Bramley-based winner", "only one
        // lighthouse"; not "only members may attend".
        const only = word.norm === "several" ? { text: sentence, token: opposite } : opposite.norm === "several" ? { text: claim, token: word } : undefined;
        if (only && !ONLY_ONE.test(only.text.text.slice(Math.max(0, only.token.start - only.text.start - 6), only.token.end - only.text.start + 5))) continue;
        if (onlyDeniedOfAllBut(claim, word, sentence, opposite)) continue;
        // "Closes at 14:00" says where "open … from 10:00 to 14:00" ends.
        if (closesAtTheEnd(claim, word, sentence)) continue;
        // A verb and its particle are another verb: "pulled out of the final" is no opposite of "pushing Blake into second".
        if (particleAfter(claim, word) !== particleAfter(sentence, opposite)) continue;
        if (sidesOfOtherPoints(claim, word, sentence, opposite) || earlierThingIsThePoint(claim, word, sentence, opposite) || otherSideOfTheDateNamed(claim, word, sentence, opposite)) continue;
        // "Except" opposes "includes" only about what it sets aside: "…School of Engineering, except
        // BEng Architectural Engineering" says nothing against "a panel that includes an engineer".
        if (setsAsideList(opposite) && !setAsideHeld(sentence, k, claim)) continue;
        // The opposite denied is the word: "does not open on Mondays" says "closed on Mondays".
        if (polarity(claim, word, sentence) !== polarity(sentence, opposite, claim)) continue;
        if (complementCase(claim, word, sentence, opposite)) continue;
        if (moveOtherThings(claim, word, sentence, opposite)) continue;
        if (timesAFigureUnsaid(claim, word, alignment.sentences)) continue;
        if (conversePartiesSwapped(claim, word, sentence, opposite, lexicon)) continue;
        if (partyAgainstDeal(word, opposite)) continue;
        if (subjectAgainstPassive(claim, word, sentence, opposite)) continue;
        // The opposite names the rest of a whole whose part the sentence names, as the claim's figure
        // shows: "其中女生有1526名" of "学生3168名，其中男生1642名".
        if (claim.quantities.some((q) => heldAsRestOfWhole(q, sentence, claim))) continue;
        // A journey there and back is the one way twice, as the claim's figure shows: "往返共需240元" of "单程票价120元".
        if (claim.quantities.some((q) => heldAsBothWays(q, sentence, claim))) continue;
        if (statesAHeldGap(claim, word, alignment.sentences)) continue;
        if ((ofAnotherSentence ??= figuresOfAnotherSentence(claim, sentence, regions))) continue;
        if (boundsTheRest(claim, sentence)) continue;
        if (figuresOfAnotherClause(claim, word, sentence, opposite) || figuresOfAnotherCase(claim, sentence, opposite)) continue;
        return [
          {
            message: `the claim says '${word.text}' where ${where(sentence)} says '${opposite.text}'`,
            span: { start: word.start, end: word.end },
            actual: word.text,
            expected: opposite.text,
            evidence: evidence(sentence),
          },
        ];
      }
    }
    return [];
  },
};

export default rule;
