import { matchKey, type Analysed } from "../analysis.js";
import { comparable, conflictingDates, heldBesideAnother, PERIOD_SECONDS, sameDate, sameQuantity, type DateMention, type Quantity } from "../quantities/index.js";
import type { EntityMention } from "../text/entities.js";
import type { Token } from "../text/tokens.js";
import type { RuleReport, Span } from "../types.js";
import { clauseOf, clauses, containsRun, inClaimsCondition, insideDate, insideFigure, insideName, keysWithin, listedApart, segmentOf, segments, spansBetween, within, wordsOutsideValues } from "./clauses.js";
import type { ContentRule } from "./rule.js";
import { sameZhFrame, saysWord, sharesAny, wholeOfAPart } from "./nearby.js";
import { yearsPairedRespectively } from "./respective-swap.js";
import { caseInBand } from "./bands.js";
import { relationKey } from "../lexicon/winning.js";
import { HAN } from "../text/zh.js";

/** Content words read on each side of a figure for a neighbour it shares with the claim's. */
const NEAR = 2;

/** A content word that is no word of a figure or a date, which say nothing of a place. */
function freeWord(text: Analysed, token: Token): boolean {
  return !ZH_LINKING_ADVERB.test(token.norm) && !insideDate(text, token) && !insideFigure(text, token) && !perUnitOfFigure(text, token);
}

/** The unit a figure is per, after its slash: the "l" of "41.3 mg/l", which is the figure's as "mg" is ("39.8 mg/l in 2024" and "41.3 mg/l in 2025" are two places). */
function perUnitOfFigure(text: Analysed, token: Token): boolean {
  const slash = token.start - 1;
  return text.text.charAt(slash - text.start) === "/" && text.quantities.some((q) => q.end === slash);
}

/** Chinese adverbs that link a word to its figure and name nothing: the 分别 of "续航分别为710公里和650公里". */
const ZH_LINKING_ADVERBS = "分别|均|都|则";
const ZH_LINKING_ADVERB = new RegExp(`^(?:${ZH_LINKING_ADVERBS})$`, "u");

/** The keys of the content words next to a span, NEAR on each side, with no punctuation between. */
function wordsBeside(text: Analysed, span: Span): string[] {
  const free = text.content.filter((t) => freeWord(text, t));
  const joined = (t: Token): boolean => !PHRASE_BREAK.test(t.end <= span.start ? text.text.slice(t.end - text.start, span.start - text.start) : text.text.slice(span.end - text.start, t.start - text.start));
  const before = free.filter((t) => t.end <= span.start).slice(-NEAR);
  const after = free.filter((t) => t.start >= span.end).slice(0, NEAR);
  return [...before, ...after].filter(joined).map(matchKey);
}

/**
 * A name, figure or date the source gives in one place, put where the source gives another: "Diego
 * Santos was sent off" against "Riverside equalised through Diego Santos. … after Luis Ortega was
 * sent off"; "lasts 12 hours and charges in 2 hours" against "lasts 2 hours and charges in 12
 * hours"; "said on Tuesday" against "said on Wednesday … a Tuesday report". The name, figure or
 * date is in the cited source, so unknown-entity (E1), number-mismatch and date-mismatch are
 * silent, and every other word is in the sentence that holds the claim. What gives the swap away
 * is that this sentence has another one in the same place: beside the same word, with the same
 * function words between. Two words of the sentence put in each other's place are read the same
 * way ("a correct input … for every output" against "a correct output … for every input"): a
 * contradiction where each stands in the other's place, a claim not held where only one does.
 */

/** Punctuation between a name and the word beside it: the word belongs to another phrase. */
const PHRASE_BREAK = /[,;:()\u3001\uff0c\uff1b\uff1a]/u;

/** Punctuation between two digits, which is part of a figure. */
const INSIDE_FIGURE = /(?<=\d)[,.:](?=\d)/gu;

type Side = "before" | "after";

/** The content word next to a span on one side, and the function words between ("was" in "Luis Ortega was sent off"). */
interface Beside {
  word: Token;
  gap: string;
}

/** Chinese words for "and" join alike: "速度项目前6名和两项全能前4名" stands as "速度项目前4名及两项全能前6名" does. */
const ZH_AND = /以及|及|与|和/gu;

/** Articles say nothing of the place: "sold out at the Emirates" stands where "sold out at Wembley" does. */
const ARTICLE = /\b(?:the|a|an)\b/giu;

/**
 * The content word next to a span on one side. A word of another figure or date says nothing of
 * the place: "9 pm on Thursday" and "06:00 on Thursday" are both said of the day.
 */
function besideOf(text: Analysed, span: Span, side: Side): Beside | undefined {
  // (A bracketed aside right before the figure stands outside its place: 品质屏 is beside 880元 in "品质屏（国产OLED）880元".)
  const aside = side === "before" ? ASIDE_BEFORE.exec(text.text.slice(0, span.start - text.start)) : null;
  const from = aside ? { start: text.start + aside.index, end: span.end } : span;
  const word =
    side === "after" ? text.content.find((t) => t.start >= from.end && freeWord(text, t)) : text.content.findLast((t) => t.end <= from.start && freeWord(text, t));
  return word && besideWord(text, from, word, side);
}

/** A short bracketed aside that ends right before a figure. */
const ASIDE_BEFORE = /[（(][^（）()]{1,20}[）)]\s*$/u;

function besideWord(text: Analysed, span: Span, word: Token, side: Side): Beside | undefined {
  const gap = side === "after" ? text.text.slice(span.end - text.start, word.start - text.start) : text.text.slice(word.end - text.start, span.start - text.start);
  // A colon or comma inside a figure ("8:30", "1,200") breaks no phrase.
  if (PHRASE_BREAK.test(gap.replace(INSIDE_FIGURE, ""))) return undefined;
  const said = gap.replace(ARTICLE, " ").replace(ZH_AND, "和").trim().toLowerCase().replace(/\s+/gu, " ");
  return { word, gap: ZH_COPULA.test(said) ? "" : said };
}

/** A Chinese copula alone between a word and its figure says nothing of the place: "协作机器人为0.62万台" stands where "协作机器人0.26万台" does (and "续航分别为710公里", past its 分别). */
const ZH_COPULA = new RegExp(`^(?:${ZH_LINKING_ADVERBS})?(?:为|是)?$`, "u");

/** Words that say which way a length runs when they follow it: "6.1 m deep", "4.3 m across". */
const DIMENSION = /^(?:deep|wide|high|tall|long|across|thick|broad|diameter)$/iu;

/** The word beside a figure, right after it, is the dimension it measures. */
function measuredBy(beside: Beside): boolean {
  return beside.gap === "" && DIMENSION.test(beside.word.text);
}

/** A neighbour that tells one place from another: not a Chinese character alone, as often part of how the figure is said (the 前 of 前6名). */
function tells(beside: Beside): boolean {
  return !(beside.word.kind === "cjk" && beside.word.norm.length === 1);
}

function sameBeside(a: Beside | undefined, b: Beside, gapKey: (gap: string) => string = (gap) => gap): boolean {
  return a !== undefined && gapKey(a.gap) === gapKey(b.gap) && relationKey(a.word) === relationKey(b.word);
}

/**
 * Prepositions that put a day to a word alike: "on the register by 27 March" stands where "on the
 * register on 27 February" does, and "at 6 February" where "on 9 January". (Not "before", "after"
 * or "until", which say another thing of the day.)
 */
const DATE_PREPOSITION = /^(?:on|at|by|as of|as at|in|dated)$/u;

function dateGap(gap: string): string {
  return DATE_PREPOSITION.test(gap) ? "on" : gap;
}

/**
 * Whether `other` of `sentence` stands where the claim has `span`: beside the same word, with the
 * same function words between, on each side where the claim has a word beside it ("boss Don Meij
 * admitting" is not in the place of "giant Domino's has admitted").
 */
function samePlace(claim: Analysed, span: Span, sentence: Analysed, { partly = false, measured = false, dated = false } = {}): (other: Span) => boolean {
  const anchors = (["before", "after"] as const)
    .map((side) => ({ side, beside: besideOf(claim, span, side) }))
    .filter((anchor): anchor is { side: Side; beside: Beside } => anchor.beside !== undefined);
  if (anchors.length === 0) return () => false;
  const matchesAnchor = ({ side, beside }: (typeof anchors)[number], other: Span): boolean => sameBeside(besideOf(sentence, other, side), beside, dated ? dateGap : undefined);
  // A dimension right after a length says what it measures ("4.3 m deep", "6.1 m across"),
  // whatever the words before it: "is 4.3 m deep" stands where "chamber 6.1 m deep" does.
  const measure = anchors.find(({ side, beside }) => side === "after" && measuredBy(beside));
  if (measured && !partly && measure) return (other) => matchesAnchor(measure, other);
  // Partly: beside one of the claim's two neighbours, where the other is left unsaid.
  if (partly) return anchors.length < 2 ? () => false : (other) => anchors.some((anchor) => tells(anchor.beside) && matchesAnchor(anchor, other));
  return (other) => anchors.every((anchor) => matchesAnchor(anchor, other));
}

/**
 * Two words of the sentence that the claim puts in each other's place ("produces a correct input
 * … for every output of interest" against "produces a correct output … for every input of
 * interest"): a claim word stands between the same two words as a different word of the
 * sentence, which the claim also has, while the sentence has the claim's word elsewhere. Both
 * neighbours must agree: one alone is as often a paraphrase.
 */
function exchangedWords(claim: Analysed, sentence: Analysed): [Token, Token] | undefined {
  const words = wordsOutsideValues(claim);
  const theirs = wordsOutsideValues(sentence);
  if (words.length < 3 || theirs.length < 3) return undefined;
  const claimKeys = words.map(matchKey);
  const theirKeys = theirs.map(matchKey);
  // A claim whose words stand in the sentence's order, as most do, exchanges none.
  if (containsRun(theirKeys, claimKeys)) return undefined;
  const claimKeySet = new Set(claimKeys);
  // Where each pair of neighbours stands in the sentence, looked up once per claim word.
  const byNeighbours = new Map<string, number[]>();
  for (let k = 1; k < theirs.length - 1; k++) {
    if (!claimKeySet.has(theirKeys[k]!)) continue;
    const pair = `${theirKeys[k - 1]}\u0000${theirKeys[k + 1]}`;
    byNeighbours.set(pair, [...(byNeighbours.get(pair) ?? []), k]);
  }
  if (byNeighbours.size === 0) return undefined;
  for (let i = 1; i < words.length - 1; i++) {
    const word = words[i]!;
    const key = claimKeys[i]!;
    if (!sentence.keys.has(key)) continue;
    const places = byNeighbours.get(`${claimKeys[i - 1]}\u0000${claimKeys[i + 1]}`);
    if (!places || places.some((k) => theirKeys[k] === key)) continue;
    const before = besideWord(claim, word, words[i - 1]!, "before");
    const after = besideWord(claim, word, words[i + 1]!, "after");
    if (!before || !after) continue;
    for (const k of places) {
      const other = theirs[k]!;
      if (sameBeside(besideWord(sentence, other, theirs[k - 1]!, "before"), before) && sameBeside(besideWord(sentence, other, theirs[k + 1]!, "after"), after)) {
        return [word, other];
      }
    }
  }
  return undefined;
}

/**
 * The two words of an exchange stand in each other's place both ways: the claim's other word
 * beside a neighbour of the sentence's word, as well ("第三阶段修路期间，小区东门临时封闭，车辆需要改从北门
 * 进出" against "第三阶段施工期间小区北门临时封闭，车辆统一从东门进出"), whatever else the claim says.
 */
function exchangedBack(claim: Analysed, sentence: Analysed, [word, other]: [Token, Token]): boolean {
  const words = wordsOutsideValues(claim);
  const theirs = wordsOutsideValues(sentence);
  const [wordKey, otherKey] = [matchKey(word), matchKey(other)];
  const neighbours = (list: readonly Token[], k: number): string[] => [list[k - 1], list[k + 1]].flatMap((t) => (t === undefined ? [] : [matchKey(t)]));
  // The first place is the same two words further out on one side as well: "论文第一作者是博士生葛林峰，
  // 通讯作者杜若衡" says the sentence's "论文通讯作者为…杜若衡…，第一作者为博士生葛林峰" in another order.
  const [i, k] = [words.indexOf(word), theirs.indexOf(other)];
  const further = (side: -2 | 2): boolean => words[i + side] !== undefined && theirs[k + side] !== undefined && matchKey(words[i + side]!) === matchKey(theirs[k + side]!);
  if (!further(-2) && !further(2)) return false;
  return words.some(
    (t, at) =>
      t !== word &&
      matchKey(t) === otherKey &&
      theirs.some((u, place) => u !== other && matchKey(u) === wordKey && neighbours(words, at).some((key) => neighbours(theirs, place).includes(key))),
  );
}

/** What may stand between two describing words of one Chinese noun phrase besides its nouns: a demonstrative (这类, 那种). */
const ZH_PHRASE_FILLER = /^[这那此该]*$/u;

/**
 * The two words of an exchange each describe one noun phrase, in both texts, with only its nouns
 * between them: "定制蛋糕这类烘焙订单" of "烘焙蛋糕类定制订单" says the same orders in another order.
 * (Not "从东门到北门" of "从北门到东门": 到 between them relates two things.)
 */
function reorderedInOnePhrase(claim: Analysed, sentence: Analysed, [word, other]: [Token, Token]): boolean {
  if (!HAN.test(word.text)) return false;
  const onePhrase = (text: Analysed, a: Token, b: Token): boolean => {
    const [first, second] = a.start < b.start ? [a, b] : [b, a];
    const between = text.content.filter((t) => t.start >= first.end && t.end <= second.start);
    // (What stands between them once their nouns are taken out.)
    const rest = text.text.slice(first.end - text.start, second.start - text.start).split("").filter((_, i) => !between.some((t) => first.end + i >= t.start && first.end + i < t.end)).join("");
    return between.length > 0 && ZH_PHRASE_FILLER.test(rest);
  };
  const [wordKey, otherKey] = [matchKey(word), matchKey(other)];
  const claimOther = claim.content.find((t) => matchKey(t) === otherKey);
  const theirWord = sentence.content.find((t) => matchKey(t) === wordKey);
  return claimOther !== undefined && theirWord !== undefined && onePhrase(claim, word, claimOther) && onePhrase(sentence, other, theirWord);
}

/** Share of the claim's other content words the sentence must hold for a word of it to stand in another's place. */
const MIN_REST_HELD = 0.6;

/** Whether a sentence lists the two words side by side, as items of one kind: "the ultra-wide and telephoto cameras". */
function listedTogether(sentence: Analysed, a: string, b: string): boolean {
  const words = sentence.content;
  for (let k = 1; k < words.length; k++) {
    const [first, second] = [matchKey(words[k - 1]!), matchKey(words[k]!)];
    if (((first === a && second === b) || (first === b && second === a)) && listedApart(sentence, words[k - 1]!, words[k]!)) return true;
  }
  return false;
}

/**
 * A word of the claim put where the best sentence has another of its kind, between the same two
 * words: "RAW capture is supported on the main and ultra-wide cameras" against "…available on the
 * main and telephoto cameras". The two are of one kind where a sentence of the cited source lists
 * them side by side ("the ultra-wide and telephoto cameras are limited to 4K"); a paraphrase
 * ("supported" for "available") is not.
 */
function wordInItsPlace(claim: Analysed, sentence: Analysed, sentences: () => readonly Analysed[]): [Token, Token] | undefined {
  const words = wordsOutsideValues(claim);
  const theirs = wordsOutsideValues(sentence);
  for (let i = 1; i < words.length - 1; i++) {
    const word = words[i]!;
    const key = matchKey(word);
    if (sentence.keys.has(key) || insideName(claim, word)) continue;
    const rest = words.filter((_, j) => j !== i);
    if (rest.filter((t) => sentence.keys.has(matchKey(t))).length < MIN_REST_HELD * rest.length) continue;
    const before = besideWord(claim, word, words[i - 1]!, "before");
    const after = besideWord(claim, word, words[i + 1]!, "after");
    if (!before || !after) continue;
    for (let k = 1; k < theirs.length - 1; k++) {
      const other = theirs[k]!;
      if (claim.keys.has(matchKey(other))) continue;
      if (!sameBeside(besideWord(sentence, other, theirs[k - 1]!, "before"), before) || !sameBeside(besideWord(sentence, other, theirs[k + 1]!, "after"), after)) continue;
      if (sentences().some((s) => listedTogether(s, key, matchKey(other)))) return [word, other];
    }
  }
  return undefined;
}

/** Chinese words a clause's subject opens with that point back or set a scene rather than name a subject. */
const ZH_NOT_A_SUBJECT = /^(?:其中|现存|目前|此外|另外|同时|其|该|这|那)/u;
/** A word jieba tags as a noun, a word of state (正堂 is "z") or one it has not seen. */
function mayBeSubject(t: Token): boolean {
  return /^(?:n|z|x)/u.test(t.tag ?? "");
}

const HAN_CHAR = /^\p{Script=Han}$/u;
/** Fewest words of the claim's predicate the other clause must say. */
const MIN_PREDICATE_WORDS = 2;

/** The copula of a Chinese role, with a measure before the role: 是一位, 为一名. */
const ZH_IS_A = /^\s*(?:是|为)(?:一位|一名|一个|位|名)?/u;

/**
 * A Chinese name the claim says is a thing ("林鹤年是一位明末琴师"), where the sentence titles that
 * name by another noun right before it and another name by the claim's: "明末画师林鹤年与琴师柳含烟".
 * The claim's word, with the name's own title. (zhRoleOfAnother reads the posts a work or body
 * gives, said in clauses of their own.)
 */
function zhTitledOtherwise(claim: Analysed, sentence: Analysed): [Token, Token] | undefined {
  const names = (text: Analysed): EntityMention[] => text.entities.filter((e) => e.kind === "name" && HAN_CHAR.test(e.text.charAt(0)));
  const theirs = names(sentence);
  if (theirs.length < 2) return undefined;
  // The role word right before a name of the sentence, with nothing between.
  const roleBefore = (key: string): Token | undefined => {
    const name = theirs.find((e) => e.key === key);
    const before = name && sentence.content.findLast((t) => t.end <= name.start);
    return before !== undefined && before.end === name!.start && before.kind === "cjk" && before.norm.length >= 2 && /^n/u.test(before.tag ?? "") ? before : undefined;
  };
  for (const name of names(claim)) {
    if (!ZH_IS_A.test(claim.text.slice(name.end - claim.start))) continue;
    // The role is the last word of the name's clause: 琴师 of "林鹤年是一位明末琴师".
    const clause = clauseOf(claim, name);
    const role = claim.content.findLast((t) => within(t, clause) && t.start >= name.end);
    const own = roleBefore(name.key);
    if (role === undefined || own === undefined || role.kind !== "cjk" || matchKey(role) === matchKey(own)) continue;
    const titlesAnother = theirs.some((other) => {
      const title = other.key === name.key ? undefined : roleBefore(other.key);
      return title !== undefined && matchKey(title) === matchKey(role);
    });
    if (titlesAnother) return [role, own];
  }
  return undefined;
}

/**
 * A Chinese clause whose subject the sentence gives another predicate, where another subject has
 * the claim's: "正堂是清代重建的" against "正堂为原构，前厅为清代重建". The claim's subject and every word
 * of its predicate are in the sentence, so nothing else reads the swap.
 */
function zhSubjectOfAnother(claim: Analysed, sentence: Analysed): [Token, Token] | undefined {
  const opening = (text: Analysed, clause: Span): Token | undefined => text.content.find((t) => within(t, clause) && !ZH_NOT_A_SUBJECT.test(t.norm));
  // Each clause of the sentence with the word that opens it and its words, read on the first Chinese subject of the claim.
  let parts: { subject: Token; keys: ReadonlySet<string> }[] | undefined;
  // The two clauses are built alike: each subject followed by the same character (正堂为…，前厅为…; 颗粒物累积…，甲醛累积…).
  const link = (t: Token): string => sentence.text.charAt(t.end - sentence.start);
  for (const ours of clauses(claim)) {
    const subject = opening(claim, ours);
    if (subject === undefined || subject.kind !== "cjk" || subject.norm.length < 2 || !mayBeSubject(subject)) continue;
    const predicate = wordsOutsideValues(claim)
      .filter((t) => within(t, ours) && t.start > subject.start && t.kind === "cjk" && t.norm.length >= 2)
      .map(matchKey);
    if (predicate.length < MIN_PREDICATE_WORDS) continue;
    parts ??= clauses(sentence).flatMap((clause) => {
      const opener = opening(sentence, clause);
      return opener === undefined ? [] : [{ subject: opener, keys: keysWithin(sentence, clause) }];
    });
    const says = (keys: ReadonlySet<string>): boolean => predicate.every((key) => keys.has(key));
    const own = parts.filter((part) => matchKey(part.subject) === matchKey(subject));
    if (own.length === 0 || own.some((part) => says(part.keys))) continue;
    const links = new Set(own.map((part) => link(part.subject)).filter((c) => HAN_CHAR.test(c)));
    const claimsClause = keysWithin(claim, ours);
    const other = parts.find(
      ({ subject: theirs, keys }) =>
        theirs.kind === "cjk" && theirs.norm.length >= 2 && mayBeSubject(theirs) && links.has(link(theirs)) && !claimsClause.has(matchKey(theirs)) && says(keys),
    );
    if (other !== undefined) return [subject, other.subject];
  }
  return undefined;
}

/** The name of `sentence` that stands where the claim has `name`, one the claim does not mention. */
function nameInItsPlace(claim: Analysed, name: EntityMention, sentence: Analysed): EntityMention | undefined {
  const inPlace = samePlace(claim, name, sentence);
  return sentence.entities.find((other) => other.kind === "name" && !claim.flat.includes(other.key) && inPlace(other));
}

/**
 * The figure of `sentence` that stands where the claim has `value`, when the sentence gives the
 * claim's figure elsewhere and not in that place.
 */
function figureInItsPlace(claim: Analysed, value: Quantity, sentence: Analysed): Quantity | undefined {
  if (!heldBesideAnother(value, sentence.quantities)) return undefined;
  const inPlace = samePlace(claim, value, sentence, { measured: true });
  const period = periodSaidOf(claim, value);
  const there = sentence.quantities.filter((q) => comparable(value, q) && inPlace(q) && sameZhFrame(claim, value, sentence, q) && !perAnotherPeriod(q, period));
  // The same amount at another stage of a change ("上调至每月2000元" against "由每月2000元提高到3000元")
  // is the number rule's to read.
  const amount = (q: Quantity): Quantity => ({ ...q, change: undefined });
  if (there.length === 0 || there.some((q) => sameQuantity(amount(value), amount(q)))) return undefined;
  // The sentence gives the figure to the year the claim gives it, by 分别 over a span of years.
  if (yearsPairedRespectively(sentence).some((pair) => sameQuantity(amount(value), amount(pair.figure)) && claim.dates.some((d) => d.year === pair.year && d.month === undefined))) return undefined;
  // The sentence's figure of the claim's is what the one in its place moved to: "由每孩每月1000元提高到
  // 2000元" holds "提高到每孩每月2000元", which names the new amount where the old one stood.
  if (value.change?.figure !== "start" && sentence.quantities.some((q) => sameQuantity(value, q) && q.change?.figure === "result" && q.start > there[0]!.start)) return undefined;
  // The claim's figure stands among its words in another case the sentence lists: "未办理转诊手续的，
  // 降低20个百分点" after "经转诊…报销比例降低10个百分点；" holds the claim's 未办理转诊手续.
  // (A claim that gives another figure of the kind says its other case itself: only the words of the
  // figure's own clause tell which case it is, "quiets a smoke alarm for 4 minutes, while a CO alarm…".)
  // (…with the clauses before it that give no figure, which set its scene: "扣除非经常性损益后，公司净利润为3.41亿元，比…少了0.45亿元".)
  const clause = clauseOf(claim, value);
  const sceneFrom = Math.max(claim.start, ...claim.quantities.filter((q) => q.end <= clause.start).map((q) => q.end));
  const caseWords = claim.quantities.some((q) => q !== value && comparable(q, value)) ? keysWithin(claim, { start: sceneFrom, end: clause.end }) : claim.keys;
  if (sentence.quantities.some((q) => sameQuantity(value, q) && segmentSaysMore(caseWords, sentence, q, there[0]!))) return undefined;
  // …or in the case of a name the claim gives, where the figure in its place is in another name's:
  // "Room B … the £13 off-peak rate" of "Room A £24 peak and £17 off-peak; Room B £18 and £13".
  if (sentence.quantities.some((q) => sameQuantity(value, q) && caseOfTheClaimsName(claim, sentence, q, there[0]!))) return undefined;
  // …or in a clause with a word the claim says before its figure that the other figure's clause
  // lacks: "with the last departure at 21:40" after "the first bus leaves the railway station at
  // 06:40" holds "the last shuttle leaves the station at 21:40". (Not a word said before another
  // figure of the claim: "标准刷头1支和软毛刷头2支".)
  const from = Math.max(clause.start, ...claim.quantities.filter((q) => q.end <= value.start).map((q) => q.end));
  const saidBefore = keysWithin(claim, { start: from, end: value.start });
  if (sentence.quantities.some((q) => sameQuantity(value, q) && segmentSaysMore(saidBefore, sentence, q, there[0]!, clauseOf))) return undefined;
  // …or in a clause with the claim's other figure of its clause, which the figure in its place is
  // not: "£27 for 30 minutes" holds "a 30-minute lesson costs £27", beside "lessons cost £19 for 20 minutes".
  // (…or of a condition it sets before: "账单分12期的话，每期费率0.66%" holds the 12期's 0.66%.)
  const partners = claim.quantities.filter((o) => o !== value && !comparable(o, value) && (within(o, clause) || inClaimsCondition(claim, o, value)));
  const withAPartner = (q: Quantity): boolean => {
    const itsClause = clauseOf(sentence, q);
    return sentence.quantities.some((n) => n !== q && within(n, itsClause) && partners.some((o) => sameQuantity(o, n)));
  };
  if (partners.length > 0 && !withAPartner(there[0]!) && sentence.quantities.some((q) => sameQuantity(value, q) && withAPartner(q))) return undefined;
  // …or as a part of the figure in its place, whose own words the claim says: "raised £148,600, of
  // which £62,000 came from the harbour day" holds "the harbour day raised £62,000".
  if (sentence.quantities.some((q) => sameQuantity(value, q) && partSaidOf(claim, sentence, q))) return undefined;
  // …or as an item of the breakdown in brackets after it, named by a word of the claim: "marked out
  // of 110 points (outrun 20, …, drive 30, …)" holds "the drive carried the most marks, at 30 points".
  if (sentence.quantities.some((q) => sameQuantity(value, q) && itemOfBreakdown(claim, sentence, q, there[0]!))) return undefined;
  // …or in the case of a band that another figure of the claim lies in: "一位30岁的市民…有效期是20年" of
  // "…16周岁至25周岁的为10年；26周岁至45周岁的为20年".
  if (claim.quantities.some((o) => !comparable(o, value) && caseInBand(claim, o, sentence))) return undefined;
  // …or as the whole a part is taken of, as the claim takes it: "Thirteen of the 144 riders who
  // started" of "131 of the 144 starters: eight riders abandoned".
  if (wholeOfAPart(claim, value) && sentence.quantities.some((q) => sameQuantity(value, q) && wholeOfAPart(sentence, q))) return undefined;
  // …or as an end of a range the sentence gives, which the claim calls the highest or the lowest:
  // "The highest count, 2,950 particles per kilogram" of "ranging from 38 at … to 2,950 at …".
  if (EXTREME.test(claim.text) && sentence.quantities.some((q) => sameQuantity(value, q) && endOfRange(sentence, q))) return undefined;
  // The sentence gives the claim's figure on one side of the same place, the rest left unsaid:
  // "junior members may borrow up to 8" after "adults may borrow up to 12 items at a time".
  const partlyInPlace = samePlace(claim, value, sentence, { partly: true });
  if (sentence.quantities.some((q) => sameQuantity(value, q) && partlyInPlace(q) && sameZhFrame(claim, value, sentence, q))) return undefined;
  // …or beside a word the claim has beside its figure, which the other figure is not: "€70 at the
  // airport" holds "at the airport costs €70", written in another order.
  const ours = new Set(wordsBeside(claim, value));
  const own = (q: Quantity): string[] => wordsBeside(sentence, q).filter((key) => ours.has(key));
  const theirs = new Set(own(there[0]!));
  if (sentence.quantities.some((q) => sameQuantity(value, q) && own(q).some((key) => !theirs.has(key)))) return undefined;
  // …or as a later item of the list the figure in its place opens, which the words before it govern
  // alike: "costs £38 for small dogs, £48 for medium dogs and £62 for large dogs" holds "cost £48".
  // (Not where the claim gives a list of its own: "6% from the employee and 6% from Corvane".)
  // (Nor where the item's own word after it is not the claim's: "6.1 m deep and 4.3 m across" against "4.3 m deep".)
  const measure = besideOf(claim, value, "after");
  const measuredOtherwise = (q: Quantity): boolean => measure !== undefined && measuredBy(measure) && !sameBeside(besideOf(sentence, q, "after"), measure);
  if (!claim.quantities.some((o) => o !== value && comparable(o, value)) && sentence.quantities.some((q) => sameQuantity(value, q) && laterItem(sentence, there[0]!, q) && !measuredOtherwise(q))) return undefined;
  return there[0];
}

/** A period word whole, or after "full-" or "whole-": "a full-day booking" is a day's, a "half-day" one is not. */
const PERIOD_WORD = /^(?:(?:full|whole)-)?([a-z]+)$/u;

/**
 * The one period the claim's clause says an amount with none of its own is for: "a full-day
 * booking costs £48" is £48 a day, which "£9 per month" beside the same verb does not stand in
 * the place of.
 */
function periodSaidOf(claim: Analysed, value: Quantity): number | undefined {
  if (value.per !== undefined || value.dimension !== "currency") return undefined;
  const clause = clauseOf(claim, value);
  const periods = new Set(
    claim.content.flatMap((t) => {
      const seconds = within(t, clause) && !insideFigure(claim, t) ? PERIOD_SECONDS.get(PERIOD_WORD.exec(t.norm)?.[1] ?? "") : undefined;
      return seconds === undefined ? [] : [seconds];
    }),
  );
  return periods.size === 1 ? [...periods][0] : undefined;
}

function perAnotherPeriod(q: Quantity, period: number | undefined): boolean {
  return period !== undefined && q.per !== undefined && "seconds" in q.per && q.per.seconds !== period;
}

/** What links a figure to the condition it holds at, right after it: "a SCOP of 4.6 at a 35 °C flow temperature". */
const AT_BETWEEN = /^\s*at(?:\s+(?:a|an|the))?\s+$/iu;

/**
 * The figure with the one it is linked to by "at" ("4.6 at 55 °C"), or else the figures of its
 * clause, where that holds exactly two: a tier and what it gets ("500元档补贴60元").
 */
function pairOf(text: Analysed, figure: Quantity): [Quantity, Quantity] | undefined {
  const at = text.quantities.indexOf(figure);
  const linked = (a: Quantity | undefined, b: Quantity | undefined): boolean =>
    a !== undefined && b !== undefined && !comparable(a, b) && AT_BETWEEN.test(text.text.slice(a.end - text.start, b.start - text.start));
  const [before, after] = [text.quantities[at - 1], text.quantities[at + 1]];
  if (linked(before, figure)) return [before!, figure];
  if (linked(figure, after)) return [figure, after!];
  const clause = clauseOf(text, figure);
  const inClause = text.quantities.filter((q) => within(q, clause));
  return inClause.length === 2 ? [inClause[0]!, inClause[1]!] : undefined;
}

/**
 * The claim pairs the figure with the one before it in its clause, as a tier and what it gets, and
 * the sentence gives that first figure another: "选择500元档每年可获得政府补贴80元" against "500元档补贴
 * 60元，800元档补贴80元". The sentence gives the claim's figure too, with another first figure.
 */
function figurePairedOtherwise(claim: Analysed, value: Quantity, sentence: Analysed): Quantity | undefined {
  const ours = pairOf(claim, value);
  if (ours === undefined || ours[1] !== value) return undefined;
  const first = ours[0];
  // The other figure of the sentence's pair where `e` stands `at` in it as the claim's does; a pair of
  // two kinds may be written the other way round: "£27 for 30 minutes" of "a 30-minute lesson costs £27".
  const partnerIn = (e: Quantity, at: 0 | 1): Quantity | undefined => {
    const pair = pairOf(sentence, e);
    if (pair === undefined) return undefined;
    if (pair[at] === e) return pair[1 - at];
    return comparable(pair[0], pair[1]) ? undefined : pair[at];
  };
  const theirs = sentence.quantities.flatMap((e) => {
    const partner = sameQuantity(first, e) ? partnerIn(e, 0) : undefined;
    return partner !== undefined && comparable(partner, value) ? [partner] : [];
  });
  if (theirs.length !== 1 || sameQuantity(theirs[0]!, value)) return undefined;
  // The claim's figure is another tier's in the sentence.
  const elsewhere = sentence.quantities.some((e) => {
    const partner = sameQuantity(value, e) ? partnerIn(e, 1) : undefined;
    return partner !== undefined && !sameQuantity(first, partner);
  });
  return elsewhere ? theirs[0] : undefined;
}

/**
 * Where the claim gives the figure in its place as well, beside a word it also has beside its own
 * figure, the place tells the two apart no more than the sentence does: "the small frame rolls on
 * 27.5-inch wheels, whereas the M, L and XL frames use 29-inch wheels" against "the S frame uses
 * 27.5-inch wheels, all other sizes 29-inch" gives both figures of wheels, to other frames. "lasts
 * 12 hours and charges in 2 hours" puts each in the other's place.
 */
function placedAlike(claim: Analysed, value: Quantity, other: Quantity): boolean {
  const mirror = claim.quantities.find((q) => q !== value && sameQuantity(q, other));
  if (!mirror) return false;
  return (["before", "after"] as const).some((side) => {
    const ours = besideOf(claim, value, side);
    // (What both are per, "次/天", tells no place apart.)
    return ours !== undefined && ours.gap !== PER_GAP && tells(ours) && sameBeside(besideOf(claim, mirror, side), ours);
  });
}

/** What stands between a figure and the unit of time it is per: the "/" of 3.9次/天. */
const PER_GAP = "/";

/** Words for the ends of a range: the highest, the lowest. */
const EXTREME = /\b(?:highest|lowest|maximum|minimum|peak|largest|smallest|most|least|top|bottom)\b|最高|最低|最多|最少|最大|最小|峰值/iu;
/** What opens a range before its first figure, and what joins it to its second. */
const RANGE_OPENING = /\b(?:rang(?:e|es|ed|ing)\s+from|from|between)\s+(?:about\s+)?$|[从由]\s*$/iu;
const RANGE_JOINT = /\b(?:to|and)\s+$|[至到~～–—-]\s*$/u;

/** The figure is the first or last of a range the text gives: "ranging from 38 at the upland site to 2,950 at …". */
function endOfRange(text: Analysed, figure: Quantity): boolean {
  const before = text.text.slice(0, figure.start - text.start);
  if (RANGE_OPENING.test(before)) return true;
  if (!RANGE_JOINT.test(before)) return false;
  const first = text.quantities.findLast((q) => q.end <= figure.start && comparable(q, figure));
  return first !== undefined && RANGE_OPENING.test(text.text.slice(0, first.start - text.start));
}

/** How far after a figure its breakdown's bracket may open: "110 points (". */
const BREAKDOWN_REACH = 20;

/** What parts the items of a breakdown. */
const BREAKDOWN_ITEMS = /[,;\u3001]/u;

/** The figure stands in brackets that open right after the whole, as an item of a list there named by a word of the claim. */
function itemOfBreakdown(claim: Analysed, sentence: Analysed, figure: Quantity, whole: Quantity): boolean {
  if (figure.start <= whole.end) return false;
  const between = sentence.text.slice(whole.end - sentence.start, figure.start - sentence.start);
  const open = between.indexOf("(");
  if (open < 0 || open > BREAKDOWN_REACH || between.includes(")")) return false;
  const rest = sentence.text.slice(figure.end - sentence.start);
  const close = rest.indexOf(")");
  if (!BREAKDOWN_ITEMS.test(between.slice(open)) && !BREAKDOWN_ITEMS.test(rest.slice(0, close < 0 ? 0 : close))) return false;
  const itemStart = whole.end + Math.max(open, between.lastIndexOf(","), between.lastIndexOf(";")) + 1;
  return sharesAny(keysWithin(sentence, { start: itemStart, end: figure.start }), claim.keys);
}

/** What opens a part of the figure before it: "of which", "including", 其中. */
const PART_BEFORE = /(?:\b(?:of\s+which|of\s+whom|including)\s+|其中[^，。；,;]{0,8})$/iu;
/** Where the words a part is said of end. */
const PART_END = /[,;.，。；]/u;

/** The figure opens a part of the one before it, and the words after it, to the clause's end, hold one the claim says. */
function partSaidOf(claim: Analysed, sentence: Analysed, figure: Quantity): boolean {
  if (!PART_BEFORE.test(sentence.text.slice(0, figure.start - sentence.start))) return false;
  const rest = sentence.text.slice(figure.end - sentence.start);
  const end = rest.search(PART_END);
  return sharesAny(keysWithin(sentence, { start: figure.end, end: end < 0 ? sentence.end : figure.end + end }), claim.keys);
}

/** Where a list's next item starts: after a comma, "and" or "or", or a Chinese list mark. */
const ITEM_START = /(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|[、，]|和|及)$/u;
/** What ends a list: a clause or sentence break. */
const LIST_END = /[;；.。:：]\s/u;

/** `item` comes after `first` in one list of figures of its kind, with no break between. */
function laterItem(sentence: Analysed, first: Quantity, item: Quantity): boolean {
  if (item.start <= first.end || !comparable(first, item) || first.bound !== undefined || item.bound !== undefined) return false;
  const between = sentence.text.slice(first.end - sentence.start, item.start - sentence.start);
  return ITEM_START.test(between) && !LIST_END.test(between);
}

/**
 * Whether the semicolon-bounded stretch of the sentence around `span` (or another part, such as its
 * clause) has a word of the claim's (`wanted`, their keys) that the stretch around `other` lacks.
 */
function segmentSaysMore(wanted: ReadonlySet<string>, sentence: Analysed, span: Span, other: Span, partOf: (text: Analysed, span: Span) => Span = segmentOf): boolean {
  const ours = partOf(sentence, span);
  const theirs = partOf(sentence, other);
  if (ours.start === theirs.start) return false;
  const theirKeys = keysWithin(sentence, theirs);
  return [...keysWithin(sentence, ours)].some((key) => wanted.has(key) && !theirKeys.has(key));
}

/** The case (between semicolons) of `figure` names a name the claim gives, and that of `other` only names the claim lacks. */
function caseOfTheClaimsName(claim: Analysed, sentence: Analysed, figure: Span, other: Span): boolean {
  const [ours, theirs] = [segmentOf(sentence, figure), segmentOf(sentence, other)];
  if (ours.start === theirs.start) return false;
  const namesIn = (span: Span): string[] => sentence.entities.filter((e) => e.kind === "name" && within(e, span)).map((e) => e.key);
  const given = (key: string): boolean => claim.entities.some((e) => e.kind === "name" && e.key === key);
  const theirNames = namesIn(theirs);
  return namesIn(ours).some(given) && theirNames.length > 0 && !theirNames.some(given);
}

/** The date of `sentence` in the place where the claim has `date`, when it is another day and none there is the claim's. */
function dateInItsPlace(claim: Analysed, date: DateMention, sentence: Analysed): DateMention | undefined {
  if (sentence.dates.length === 0) return undefined;
  const inPlace = samePlace(claim, date, sentence, { dated: true });
  const there = sentence.dates.filter((d) => inPlace(d));
  if (there.some((d) => sameDate(date, d))) return undefined;
  // A place the claim gives another of its dates in too tells neither apart: "in charge since June 2025, … first trophy since 2019".
  const alsoOurs = samePlace(claim, date, claim, { dated: true });
  if (claim.dates.some((other) => other !== date && alsoOurs(other) && there.some((d) => sameDate(other, d)))) return undefined;
  return there.find((d) => conflictingDates(date, d));
}

/** Where the stretch that pairs a figure with a date ends: punctuation, but not a decimal point. */
const PAIRING_END = /[,;:!?()\u3001\uff0c\u3002\uff1b\uff1a\uff01\uff1f]|\.(?!\d)/gu;

/**
 * The date in a figure's stretch of text nearest to it, if any: "14.2% at 30 September 2024". A
 * stretch with two figures of the kind ("from 13.8% at the end of June to 14.2% at 30 September")
 * pairs neither surely.
 */
function dateBeside(text: Analysed, value: Quantity): DateMention | undefined {
  const bracketed = dateBeforeBracket(text, value);
  if (bracketed) return bracketed;
  const clause = spansBetween(text.text, PAIRING_END, text.start).find((part) => within(value, part));
  if (clause && text.quantities.some((q) => q !== value && within(q, clause) && comparable(value, q))) return dateRightAfter(text, value);
  let nearest: DateMention | undefined;
  let distance = Infinity;
  for (const date of text.dates) {
    if (clause && !within(date, clause)) continue;
    const gap = date.start >= value.end ? date.start - value.end : value.start - date.end;
    if (gap >= 0 && gap < distance) [nearest, distance] = [date, gap];
  }
  return nearest;
}

/** How far after a figure the date of its own may start, where its stretch has another figure of the kind: "4 sites in 2020". */
const DATE_AFTER_REACH = 16;

/**
 * The date right after a figure, before any other figure: "at 4 sites in 2020 and at 9 sites in
 * 2025" pairs each count with the year after it.
 */
function dateRightAfter(text: Analysed, value: Quantity): DateMention | undefined {
  const date = text.dates.find((d) => d.start >= value.end && d.start - value.end <= DATE_AFTER_REACH);
  if (date === undefined || text.quantities.some((q) => q !== value && q.start >= value.end && q.start < date.start)) return undefined;
  return /^[\s\p{L}]*$/u.test(text.text.slice(value.end - text.start, date.start - text.start)) ? date : undefined;
}

/** What stands between a date and a figure in brackets after it: "2017/18 (−1.71 m)". */
const OPEN_BRACKET = /^\s*\(\s*$/u;

/**
 * The date a figure in brackets right after it is given for: "after 2017/18 (−1.71 m) and 2021/22
 * (−1.52 m)". Of a season (2017/18), its first year.
 */
function dateBeforeBracket(text: Analysed, value: Quantity): DateMention | undefined {
  const k = text.dates.findLastIndex((d) => d.end <= value.start);
  const date = text.dates[k];
  if (date === undefined || !OPEN_BRACKET.test(text.text.slice(date.end - text.start, value.start - text.start))) return undefined;
  const previous = text.dates[k - 1];
  return previous !== undefined && text.text.slice(previous.end - text.start, date.start - text.start) === "/" ? previous : date;
}

/**
 * A figure the sentence gives for another date than the claim's, when the sentence gives another
 * figure of the kind for the claim's date: "stood at 14.2% at the end of June 2024" against
 * "stood at 14.2% at 30 September 2024, compared with 13.8% at the end of June". The report says
 * which figure the sentence gives for which date.
 */
function figureOfAnotherDate(claim: Analysed, value: Quantity, sentence: Analysed, place: string): RuleReport | undefined {
  const date = dateBeside(claim, value);
  if (!date) return undefined;
  // A bound is held as it is written, by a bound of its kind: "不低于45%" by "2026年不低于45%", not by an 80% that meets it.
  const held = sentence.quantities.filter((e) => sameQuantity(value, e) && (value.bound === undefined || e.bound === value.bound));
  const heldDates = held.map((e) => dateBeside(sentence, e));
  if (held.length === 0 || !heldDates.every((d) => d !== undefined && conflictingDates(date, d))) return undefined;
  for (const e of sentence.quantities) {
    if (sameQuantity(value, e) || !comparable(value, e)) continue;
    const its = dateBeside(sentence, e);
    if (its === undefined || conflictingDates(date, its)) continue;
    return {
      ...movedValueReport(place, value, e),
      message: `${place} gives ${e.raw} for ${its.raw} and ${value.raw} for ${heldDates[0]!.raw}`,
    };
  }
  return undefined;
}

/**
 * Whether the sentence holds most of what the claim says besides the name, two words or figures at
 * least: "The population of Eastoft in 2011 was 167,446" says little but its figures.
 */
function holdsTheRest(claim: Analysed, name: EntityMention, sentence: Analysed): boolean {
  const rest = claim.content.filter((t) => t.end <= name.start || t.start >= name.end);
  const values = [...claim.quantities.filter((q) => sentence.quantities.some((e) => sameQuantity(q, e))), ...claim.dates.filter((d) => sentence.dates.some((e) => sameDate(d, e)))];
  const held = rest.filter((t) => sentence.keys.has(matchKey(t))).length + values.length;
  return held >= 2 && held * 2 >= rest.length + claim.quantities.length + claim.dates.length;
}

/** Where a claim goes on to a clause of its own: a semicolon, or ", while", ", whereas", ", but". */
const OWN_CLAUSE_BREAK = /[;；]|,\s+(?:while|whereas|but)\s+/gu;
/** A title set beside a name by a comma: "the HR Director, Owen Falk", "Priya Natarajan, the Head of Talent". */
const TITLE_BEFORE_NAME = /((?:[A-Z][\w-]*\s+(?:of\s+)?)*[A-Z][\w-]*),\s*$/u;
const TITLE_AFTER_NAME = /^,\s*(?:the\s+)?(?:[A-Z][\w-]*\s+(?:of\s+)?)*[A-Z][\w-]*/u;

/** The title the claim sets beside a name by a comma, before it or after it, if any. */
function appositiveTitle(claim: Analysed, name: EntityMention): Span | undefined {
  const before = TITLE_BEFORE_NAME.exec(claim.text.slice(0, name.start - claim.start));
  if (before !== null) return { start: claim.start + before.index, end: name.start };
  const after = TITLE_AFTER_NAME.exec(claim.text.slice(name.end - claim.start));
  return after === null ? undefined : { start: name.end, end: name.end + after[0].length };
}

/** Words besides the name a stretch must say of the claim to be the one that says its rest, and more than any stretch that names it. */
const MIN_REST_SAID = 3;

/**
 * The name of another person or thing in the stretch of the sentence (between semicolons) that
 * says the rest of the claim, where the claim's name stands only in another stretch that says
 * much less of it, and names another in its place: "Leeds coach John Smith said the red card
 * changed the match" against "Hull coach John Smith said his players never gave up; Leeds coach
 * Tom Brown said the red card changed the match".
 */
function nameOfAnotherStretch(claim: Analysed, name: EntityMention, sentence: Analysed): EntityMention | undefined {
  const stretches = segments(sentence);
  if (stretches.length < 2) return undefined;
  // Only the claim's own clause says what is said of the name, less the title it gives the name beside
  // it ("Questions … go to the HR Director, Owen Falk, while any disputes are settled by …"), which
  // says who, not where.
  const clause = spansBetween(claim.text, OWN_CLAUSE_BREAK, claim.start).find((part) => within(name, part)) ?? claim;
  const title = appositiveTitle(claim, name);
  const rest = claim.content.filter(
    (t) => within(t, clause) && (t.end <= name.start || t.start >= name.end) && !(title !== undefined && within(t, title)) && (t.kind !== "cjk" || t.norm.length >= 2),
  );
  const said = stretches.map((stretch) => rest.filter((t) => saysWord(sentence, stretch, t)).length);
  const named = stretches.map((stretch) => sentence.entities.some((e) => e.key === name.key && within(e, stretch)));
  const k = said.indexOf(Math.max(...said));
  if (named[k] || !named.some(Boolean) || said[k]! < MIN_REST_SAID || said[k]! * 2 < rest.length) return undefined;
  if (named.some((isNamed, i) => isNamed && said[i]! + MIN_REST_SAID > said[k]!)) return undefined;
  // …standing where the claim's name does, beside a word of it on one side at least (not a party of a comparison, "比龙门岛高出151吨").
  const inPlace = samePlace(claim, name, sentence);
  const partlyInPlace = samePlace(claim, name, sentence, { partly: true });
  // (A name the claim gives in its other clause may be the one it has swapped this one with.)
  const ownClauseNames = (e: EntityMention): boolean => (clause === claim ? claim.flat.includes(e.key) : claim.entities.some((c) => c.key === e.key && within(c, clause)));
  return sentence.entities.find((e) => e.kind === "name" && within(e, stretches[k]!) && !ownClauseNames(e) && (inPlace(e) || partlyInPlace(e)));
}

/** What stands between two names of one list: "Smith, Jones and Brown". */
const LIST_BETWEEN = /^[\s,]*(?:and|or|&|和|与|及|、)?[\s,]*$/u;

/**
 * Another name of the sentence that says the rest of the claim stands where the claim has its
 * name, and the sentence names the claim's elsewhere, in no such place: "Callum Reddish won the
 * men's race" against "In the men's race, Owen Threlkeld won …, to beat … Callum Reddish". Not
 * names of one list ("Smith, Jones and Brown won medals").
 */
function nameInPlaceOfOneNamedElsewhere(claim: Analysed, name: EntityMention, sentence: Analysed): EntityMention | undefined {
  const own = sentence.entities.filter((e) => e.kind === "name" && e.key === name.key);
  if (own.length === 0 || !holdsTheRest(claim, name, sentence)) return undefined;
  // A Chinese name, read with less certainty, needs a word of the claim on each side ("第二盘宋一帆两度破发"):
  // one verb before it (战胜孔维) is as often a party of another match in the sentence.
  if (HAN.test(name.text) && (besideOf(claim, name, "before") === undefined || besideOf(claim, name, "after") === undefined)) return undefined;
  const inPlace = samePlace(claim, name, sentence);
  if (own.some(inPlace)) return undefined;
  // A title right before the name says whose place it is, whatever the words after: "Lead inspector
  // Denise Hart said" stands where "Lead inspector Martin Cole wrote" does.
  // (Not in Chinese, where a word before a name is as often part of it: 本届 of 本届郁金香花展.)
  const title = HAN.test(name.text) ? undefined : besideOf(claim, name, "before");
  const titled = (e: Span): boolean => title !== undefined && title.gap === "" && tells(title) && sameBeside(besideOf(sentence, e, "before"), title);
  if (own.some(titled)) return undefined;
  const between = (a: Span, b: Span): string => (a.end <= b.start ? sentence.text.slice(a.end - sentence.start, b.start - sentence.start) : sentence.text.slice(b.end - sentence.start, a.start - sentence.start));
  // The other name's clause says more of the claim than any that names the claim's: not "Economy
  // Light fares include …, while Economy Classic fares include one checked bag" of the Classic's bag.
  const rest = claim.content.filter((t) => t.end <= name.start || t.start >= name.end);
  const saidIn = (span: Span): number => {
    const clause = clauseOf(sentence, span);
    return rest.filter((t) => saysWord(sentence, clause, t)).length;
  };
  const mostSaidByOwn = Math.max(...own.map(saidIn));
  // A place denied of the other name and not of the claim's is another place: "Seated Coach passengers
  // may not use it" says nothing against "Classic Room passengers can use it".
  const claimDenies = deniedInClause(claim, name);
  return sentence.entities.find(
    // (A titled name may be one the claim gives elsewhere: the two swapped.)
    (e) =>
      e.kind === "name" &&
      ((!claim.flat.includes(e.key) && inPlace(e)) || titled(e)) &&
      !own.some((o) => LIST_BETWEEN.test(between(o, e))) &&
      saidIn(e) >= MIN_REST_SAID_BESIDE &&
      saidIn(e) > mostSaidByOwn &&
      deniedInClause(sentence, e) === claimDenies,
  );
}

/** Whether a negation stands in the clause of `span`. */
function deniedInClause(text: Analysed, span: Span): boolean {
  if (text.negations.length === 0) return false;
  const clause = clauseOf(text, span);
  return text.negations.some((cue) => within(cue, clause));
}

/** Words of the claim besides the name that the other name's clause must say. */
const MIN_REST_SAID_BESIDE = 2;

/** The source names another where the claim names its name, which it gives elsewhere (`elsewhere` says where). */
function namedInsteadReport(place: string, name: EntityMention, other: EntityMention, elsewhere: string): RuleReport {
  return { code: "X1", message: `${place} names ${other.text} where the claim names ${name.text}, ${elsewhere}`, span: { start: name.start, end: name.end }, actual: name.text, expected: other.text };
}

/** What parts the roles a Chinese sentence gives people: "作曲为…钟亦航，编剧为…沈宛秋". */
const ZH_ROLE_BREAK = /[，；。,;、]/gu;
/** What may stand between a name and the role the claim gives it: "许卫东担任导演", "沈宛秋作曲". */
const ZH_TAKES_ROLE = /^(?:担任|任|出任)?$/u;
/** What may stand between a role and the name the claim says holds it: nothing ("董事长邵闻溪"), or 是, 为, 由 ("总裁判长是陈思远"). */
const ZH_ROLE_IS = /^(?:是|为|由)?$/u;
/** The roles a work or a body gives people, which one person holds and another does not. */
const ZH_ROLES = /^(?:作曲|作词|编剧|导演|执导|主演|指挥|编舞|制片|监制|主持|主讲|策划|摄影|美术|配乐|领唱|主唱|队长|主教练|主任|院长|校长|局长|书记|董事长|总经理|负责人|发言人|作者|主编|译者|领队|裁判|主裁判|裁判长|评委|主席|会长|秘书长|馆长|店长|总监)$/u;

/**
 * The second and third places of a contest, each in its words (亚军, 银牌, 第二名). Not the first:
 * 冠军 names past champions and whom others trail as often (上届冠军, 落后冠军47秒).
 */
const ZH_PLACES: readonly RegExp[] = [/亚军|银牌|第[二2]名/u, /季军|铜牌|第[三3]名/u];

/**
 * A Chinese name the claim gives a role right after it ("沈宛秋作曲") or as its title ("董事长邵闻溪"), where the sentence gives that
 * role, in a clause of its own, to another name, and names the claim's in another clause: "作曲为
 * 青年作曲家钟亦航，编剧为剧作家沈宛秋". The two have swapped roles.
 */
function zhRoleOfAnother(claim: Analysed, name: EntityMention, sentence: Analysed): EntityMention | undefined {
  // (A place is no one a role is given to: 中国 of "中国导演沈岚".)
  if (!HAN.test(name.text) || namesAPlace(claim, name)) return undefined;
  const isRole = (t: Token): boolean => t.kind === "cjk" && (ZH_ROLES.test(t.norm) || ZH_PLACES.some((place) => place.test(t.norm)));
  const after = claim.content.find((t) => t.start >= name.end && isRole(t));
  // …or as a title right before it: "董事长邵闻溪", "亚军浙江队"; or as the role it says the name is: "总裁判长是陈思远".
  const before = claim.content.findLast((t) => t.end <= name.start);
  const role =
    after !== undefined && ZH_TAKES_ROLE.test(claim.text.slice(name.end - claim.start, after.start - claim.start))
      ? after
      : before !== undefined && ZH_ROLE_IS.test(claim.text.slice(before.end - claim.start, name.start - claim.start)) && isRole(before)
        ? before
        : undefined;
  if (role === undefined) return undefined;
  const clauses = spansBetween(sentence.text, ZH_ROLE_BREAK, sentence.start);
  const named = (clause: Span, key: string): boolean => sentence.entities.some((e) => e.key === key && within(e, clause));
  // A place is said in any of its words (亚军, 银牌, 第二名); another role in its own.
  const place = ZH_PLACES.find((words) => words.test(role.norm));
  const saysRole = (clause: Span): boolean =>
    place !== undefined ? place.test(sentence.text.slice(clause.start - sentence.start, clause.end - sentence.start)) : sentence.content.some((t) => within(t, clause) && matchKey(t) === matchKey(role));
  const roleClauses = clauses.filter(saysRole);
  // (A sentence that gives the role to the claim's name in any clause gives it to that name: "伊朗导演阿米尔…，…中国导演沈岚".)
  const roleClause = roleClauses[0];
  if (roleClause === undefined || roleClauses.some((clause) => named(clause, name.key)) || !clauses.some((clause) => clause !== roleClause && named(clause, name.key))) return undefined;
  return sentence.entities.find((e) => e.kind === "name" && within(e, roleClause) && e.key !== name.key && HAN.test(e.text) && !namesAPlace(sentence, e));
}

/** Nouns of a post a person holds, which a title or an apposition beside a name gives. */
const EN_POST = /^(?:leader|member|chair|chairman|chairwoman|chairperson|chief|director|secretary|minister|president|manager|captain|coach|head|principal|mayor|spokesperson|spokesman|spokeswoman|editor|founder|treasurer|governor|commissioner|officer|executive|deputy|convenor|organiser|organizer|curator|headteacher|superintendent|inspector|warden|ranger|trustee|owner|landlord|partner)$/iu;
/** What parts the people an English sentence names with their posts: "Cabinet member … Priya Haldane said …, while opposition leader … Martin Coyle argued". */
const EN_ROLE_BREAK = /[,;:()]|\s(?:while|whereas|but|and)\s/giu;
/** An apposition after a name, up to its closing comma: ", the cabinet member for transport,". */
const EN_APPOSITION = /^\s*,\s*(?:the\s+)?[^,;.]+?\s*(?:,|$)/iu;

/**
 * An English name the claim gives a post, as its title ("opposition leader Priya Haldane") or in an apposition
 * ("Martin Coyle, the cabinet member for transport,"), where the sentence gives that post, in a clause of
 * its own, to another name, and names the claim's in another clause. The two have swapped posts.
 */
function enRoleOfAnother(claim: Analysed, name: EntityMention, sentence: Analysed): EntityMention | undefined {
  if (HAN.test(name.text)) return undefined;
  const apposition = EN_APPOSITION.exec(claim.text.slice(name.end - claim.start));
  const posts = [apposition ? claim.content.filter((t) => t.start >= name.end && t.end <= name.end + apposition[0].length) : [], titleOf(claim, name)].find((words) => words.some((t) => EN_POST.test(t.norm)));
  if (posts === undefined) return undefined;
  const keys = posts.map(matchKey);
  // The name's last word names it in the sentence, with or without a title of address ("Councillor Martin Coyle").
  const surname = name.text.split(/\s+/u).at(-1)!.toLowerCase();
  const clauses = spansBetween(sentence.text, EN_ROLE_BREAK, sentence.start);
  const names = (part: Span): boolean => sentence.content.some((t) => within(t, part) && t.norm === surname);
  const saysPost = (part: Span): boolean => keys.every((key) => sentence.content.some((t) => within(t, part) && matchKey(t) === key));
  const postClauses = clauses.filter(saysPost);
  if (postClauses.length !== 1 || names(postClauses[0]!) || !clauses.some(names)) return undefined;
  // (The post's own capitalised words name no one: "The Data Protection Officer, Priya Venkat, reviews".)
  const nameOfThePost = (e: EntityMention): boolean => sentence.content.some((t) => within(t, e) && keys.includes(matchKey(t)));
  const aDate = (e: EntityMention): boolean => sentence.dates.some((d) => d.start < e.end && e.start < d.end);
  return sentence.entities.find((e) => e.kind === "name" && within(e, postClauses[0]!) && !e.text.toLowerCase().endsWith(surname) && !nameOfThePost(e) && !aDate(e));
}

/** What may stand between the words of a title and its name: a space, or "for" and "of" ("member for transport"; not "coach of the Odessa Jackalopes"). */
const TITLE_GAP = /^[\s-]+(?:(?:for|of)\s+)?$/iu;

/** The words right before a name that may be its title: "opposition leader Priya Haldane". */
function titleOf(text: Analysed, name: EntityMention): Token[] {
  const title: Token[] = [];
  let at = name.start;
  for (const t of text.content.filter((w) => w.end <= name.start).reverse()) {
    if (!TITLE_GAP.test(text.text.slice(t.end - text.start, at - text.start))) break;
    title.unshift(t);
    at = t.start;
  }
  return title;
}

/** A person's name and the body they are of, written as one name: "Hannah Voss of Dunmore Épée Club". */
const PERSON_OF_BODY = /^(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){1,2})\s+of\s+(?:the\s+)?(\p{Lu}.*)$/u;
/** …or with the body in brackets after the name: "Megan Tully (Harlow Blades)". */
const BODY_IN_BRACKETS = /^\s*\(\s*([^()]+?)\s*\)/u;

/** The person a name is, and the body it gives them (with where the body starts), where it gives one. */
function personAndBody(text: Analysed, name: EntityMention): { person: string; body: string; at: number } | undefined {
  const joined = PERSON_OF_BODY.exec(name.text);
  if (joined) return { person: joined[1]!, body: joined[2]!, at: name.end - joined[2]!.length };
  const bracketed = BODY_IN_BRACKETS.exec(text.text.slice(name.end - text.start));
  return bracketed ? { person: name.text, body: bracketed[1]!, at: name.end + bracketed[0].indexOf(bracketed[1]!) } : undefined;
}

/**
 * A person the claim gives a body ("Hannah Voss of Harlow Blades") that the sentence gives them another of
 * ("Hannah Voss of Dunmore Épée Club") and gives the claim's body to someone else ("Megan Tully (Harlow Blades)").
 */
function affiliationOfAnother(claim: Analysed, name: EntityMention, sentence: Analysed): { ours: { body: string; at: number }; theirs: string } | undefined {
  const ours = personAndBody(claim, name);
  if (ours === undefined) return undefined;
  const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
  const pairs = sentence.entities.flatMap((e) => personAndBody(sentence, e) ?? []);
  const given = pairs.filter((pair) => same(pair.person, ours.person));
  if (given.length === 0 || given.some((pair) => same(pair.body, ours.body))) return undefined;
  // The sentence gives the claim's body, in the same way, to someone else.
  return pairs.some((pair) => same(pair.body, ours.body)) ? { ours, theirs: given[0]!.body } : undefined;
}

/** A work in title marks before a name, with its 的 and a role between: "《潮汐时刻表》的导演" of "《潮汐时刻表》的导演宋迟". */
const ZH_WORK_BEFORE_NAME = /《([^《》]{1,20})》的?\p{Script=Han}{0,4}$/u;
/** Characters read back from a name for its work. */
const WORK_REACH = 30;

/**
 * A Chinese name the claim gives a work right before it ("《潮汐时刻表》的导演宋迟"), where the sentence
 * gives that name another work ("《盐与灯》导演宋迟") and names the claim's work elsewhere: the two works
 * are swapped.
 */
function zhWorkOfAnother(claim: Analysed, name: EntityMention, sentence: Analysed): { ours: Span; theirs: string } | undefined {
  if (!HAN.test(name.text)) return undefined;
  const workBefore = (text: Analysed, at: number): { work: string; start: number } | undefined => {
    const from = Math.max(text.start, at - WORK_REACH);
    const found = ZH_WORK_BEFORE_NAME.exec(text.text.slice(from - text.start, at - text.start));
    // (The work starts after its opening mark.)
    return found === null ? undefined : { work: found[1]!, start: from + found.index + 1 };
  };
  const ours = workBefore(claim, name.start);
  if (ours === undefined || !sentence.text.includes(`《${ours.work}》`)) return undefined;
  const theirs: string[] = [];
  for (let at = sentence.text.indexOf(name.text); at >= 0; at = sentence.text.indexOf(name.text, at + 1)) {
    const given = workBefore(sentence, sentence.start + at);
    if (given !== undefined) theirs.push(given.work);
  }
  if (theirs.length === 0 || theirs.includes(ours.work)) return undefined;
  return { ours: { start: ours.start, end: ours.start + ours.work.length }, theirs: theirs[0]! };
}

/** jieba tags the name's first word as a place (ns). */
function namesAPlace(text: Analysed, name: EntityMention): boolean {
  return text.content.find((t) => t.start >= name.start && t.end <= name.end)?.tag === "ns";
}

/** A figure or date given for something else is a different value for this thing: a contradiction. */
function movedValueReport(place: string, value: Quantity | DateMention, other: Quantity | DateMention): RuleReport {
  return {
    code: "X1",
    message: `${place} says ${other.raw} there, the claim says ${value.raw}, which it gives for something else`,
    span: { start: value.start, end: value.end },
    actual: value.raw,
    expected: other.raw,
  };
}

const rule: ContentRule = {
  meta: {
    id: "slot-swap",
    code: "S1",
    description: "The claim puts a name, figure or date its source gives elsewhere where the source gives another one.",
    severity: "error",
  },
  check({ claim, alignment, regions, where, chunkSentences, aliasesOf }) {
    const best = alignment.sentences[0];
    if (!best) return [];
    for (const value of claim.quantities) {
      const other = figureInItsPlace(claim, value, best) ?? figurePairedOtherwise(claim, value, best);
      if (other && !placedAlike(claim, value, other)) return [movedValueReport(where(best), value, other)];
      const ofAnotherDate = figureOfAnotherDate(claim, value, best, where(best));
      if (ofAnotherDate) return [ofAnotherDate];
    }
    const exchange = exchangedWords(claim, best);
    if (exchange && !reorderedInOnePhrase(claim, best, exchange)) {
      const [word, other] = exchange;
      const report = {
        message: `${where(best)} has '${other.text}' where the claim has '${word.text}', and '${word.text}' in another place`,
        span: { start: word.start, end: word.end },
        actual: word.text,
        expected: other.text,
      };
      // Put in each other's place both ways, the two words say the sentence otherwise; one way, in
      // a claim the sentence holds word for word, they may be a reordering it does not hold.
      if (exchangedBack(claim, best, exchange)) return [{ ...report, code: "X1" }];
      if (alignment.bestCoverage >= 1 - 1e-9) return [report];
    }
    const roleSwapped = zhTitledOtherwise(claim, best);
    if (roleSwapped) {
      const [role, own] = roleSwapped;
      return [
        {
          code: "X1",
          message: `${where(best)} calls them '${own.text}', and another '${role.text}'`,
          span: { start: role.start, end: role.end },
          actual: role.text,
          expected: own.text,
        },
      ];
    }
    const subjectSwapped = zhSubjectOfAnother(claim, best);
    if (subjectSwapped) {
      const [word, other] = subjectSwapped;
      return [
        {
          code: "X1",
          message: `${where(best)} says it of '${other.text}', and another thing of '${word.text}'`,
          span: { start: word.start, end: word.end },
          actual: word.text,
          expected: other.text,
        },
      ];
    }
    const placed = wordInItsPlace(claim, best, () => regions.flatMap((region) => chunkSentences(region.chunk)));
    if (placed) {
      const [word, other] = placed;
      return [
        {
          code: "X1",
          message: `${where(best)} has '${other.text}' where the claim has '${word.text}', which it lists beside it elsewhere`,
          span: { start: word.start, end: word.end },
          actual: word.text,
          expected: other.text,
        },
      ];
    }
    for (const date of claim.dates) {
      const other = dateInItsPlace(claim, date, best);
      // A date the cited source lacks altogether is date-mismatch's.
      if (other && regions.some((region) => chunkSentences(region.chunk).some((s) => s.dates.some((d) => sameDate(date, d))))) {
        return [movedValueReport(where(best), date, other)];
      }
    }
    for (const name of claim.entities) {
      if (name.kind !== "name") continue;
      const ofAnotherStretch = nameOfAnotherStretch(claim, name, best);
      if (ofAnotherStretch) return [namedInsteadReport(where(best), name, ofAnotherStretch, "whom it names in another part of the sentence")];
    }
    for (const name of claim.entities) {
      if (name.kind !== "name") continue;
      const roleOfAnother = zhRoleOfAnother(claim, name, best) ?? enRoleOfAnother(claim, name, best);
      if (roleOfAnother) return [namedInsteadReport(where(best), name, roleOfAnother, "to whom it gives another role")];
      const workOfAnother = zhWorkOfAnother(claim, name, best);
      if (workOfAnother) {
        const { ours, theirs } = workOfAnother;
        const work = claim.text.slice(ours.start - claim.start, ours.end - claim.start);
        return [{ code: "X1", message: `${where(best)} gives ${name.text} 《${theirs}》 where the claim gives 《${work}》, which it names elsewhere`, span: ours, actual: work, expected: theirs }];
      }
      const bodyOfAnother = affiliationOfAnother(claim, name, best);
      if (bodyOfAnother) {
        const { ours, theirs } = bodyOfAnother;
        return [{ code: "X1", message: `${where(best)} says ${theirs} where the claim says ${ours.body}, which it gives someone else`, span: { start: ours.at, end: ours.at + ours.body.length }, actual: ours.body, expected: theirs }];
      }
    }
    for (const name of claim.entities) {
      if (name.kind !== "name") continue;
      const inItsPlace = nameInPlaceOfOneNamedElsewhere(claim, name, best);
      if (inItsPlace) return [namedInsteadReport(where(best), name, inItsPlace, "whom it names in another place")];
    }
    for (const name of claim.entities) {
      if (name.kind !== "name") continue;
      const keys = [name.key, ...aliasesOf(name.key)];
      // The sentence that says the rest of the claim: the best one, or, when the best one is where
      // the name stands, another chosen one ("Eastoft is a village in North Lincolnshire. The
      // population of North Lincolnshire … was 167,446" against "The population of Eastoft … was 167,446").
      const named = (s: Analysed): boolean => keys.some((key) => s.flat.includes(key));
      if (alignment.sentences.some((s) => named(s) && holdsTheRest(claim, name, s))) continue;
      const rest = alignment.sentences.find((s) => !named(s) && holdsTheRest(claim, name, s));
      if (!rest) continue;
      // A name the cited source lacks altogether is unknown-entity's (E1).
      const inSource = regions.some((region) => chunkSentences(region.chunk).some((s) => keys.some((key) => s.flat.includes(key))));
      if (!inSource) continue;
      const other = nameInItsPlace(claim, name, rest);
      if (!other) continue;
      // Another name where the source has its own is another value for the same place, as a figure is.
      return [namedInsteadReport(where(rest), name, other, "a name it gives in another sentence")];
    }
    return [];
  },
};

export default rule;
