import type { RuleReport, Span } from "../types.js";
import { matchKey, type Analysed } from "../analysis.js";
import { regionLabels, type Region, type SourceSentence } from "../context-index.js";
import type { ContentContext } from "./rule.js";
import { evidenceSentences, namesAnother, nearbyKeys } from "./nearby.js";
import { tokenMatch } from "../align.js";
import { isCapitalised } from "../text/entities.js";
import { clauseOf, keysWithin, segmentOf, spansBetween, within } from "./clauses.js";

interface Value extends Span {
  raw: string;
}

export interface ValueCheck<T extends Value> {
  /** The claim's values of this kind (numbers, dates). */
  values: readonly T[];
  /** A source sentence's values of the same kind. */
  valuesOf(sentence: SourceSentence): readonly T[];
  /** The source value is the claim's value, after normalisation. */
  same(claimValue: T, sourceValue: T): boolean;
  /** The sentence gives the claim's value by arithmetic the claim states: "1.3 GB less" of "from 3.2 GB to 1.9 GB". */
  derived?(claimValue: T, sentence: SourceSentence): boolean;
  /**
   * Whether the value, held only by sentences that say little of what the claim says around it,
   * loses to a rival in a sentence that says much of that (heldElsewhereOnly). A measured amount
   * is said where its thing is; a date or a bare number is often given once for several things.
   */
  placed?(claimValue: T): boolean;
  /**
   * A placed value that the sentence saying the claim's thing gives beside the claim's others: a
   * level ("£1.00 a day"), not how far something moved ("低100元"), which the source need not give.
   * By default, every placed value.
   */
  companion?(claimValue: T): boolean;
  /**
   * The source value, equal to the claim's, holds it as the claim says it: a target is held by a
   * target or a plan, not by what was done ("全年交付目标为25万辆" against "累计交付约二十五万辆").
   */
  asIs?(claimValue: T, sentence: SourceSentence, sourceValue: T): boolean;
  /** The source value is another value for the same thing: a contradiction. */
  rivals(claimValue: T, sentence: SourceSentence, sourceValue: T): boolean;
  /** A value as messages quote it, with the sentence it stands in where it is the source's; by default, its text. */
  quoted?(value: T, sentence?: SourceSentence): string;
  /** The claim's value as the sources' text may hold it, when no value read there matches; by default, its text. */
  spelling?(claimValue: T): string;
  /**
   * The source states the claim's value but says the opposite of it ("rose 20%" against "fell
   * 20%", "exactly two" against "up to two"): found before the text is searched for the value's
   * spelling, which would hold it.
   */
  opposed?(claimValue: T, sourceValue: T, sentence: SourceSentence): boolean;
  /** The N1 message for a value the evidence does not hold. */
  missing(claimValue: T, cited: string): string;
}

/** White space around separators and after currency signs, which tokenised text puts there. */
const SPACED_SEPARATOR = /\s*([,.\-\u2013])\s*/gu;
const SPACED_CURRENCY = /([$\u20ac\u00a3\u00a5])\s+/gu;
const DIGIT = /\p{Nd}/u;
/** What may not stand right before a value found in text: a longer word or number it would be part of, or the 第 that makes it a point in order ("第30分钟" is no 30分钟 long). */
const JOINED_BEFORE = /[\p{Nd}\p{Script=Latin}第]/u;
/** …nor right after it: the hour of "9am" is not the 9 of "9:30am". */
const JOINED_AFTER = /^(?:[.,:：]?\p{Nd}|\p{Script=Latin})/u;

/** "235, 000", "27 - year - old" and "$ 36" as they were meant, lower-cased. */
function compact(text: string): string {
  return text.replace(SPACED_SEPARATOR, "$1").replace(SPACED_CURRENCY, "$1").toLowerCase();
}

const compactRegions = new WeakMap<Region, string>();

/** A region's sentences, compacted and joined: a value cut in two by a false sentence end ("98. 7 per cent") is whole again. */
function compactRegion(region: Region): string {
  let text = compactRegions.get(region);
  if (text === undefined) {
    text = compact(region.sentences.map((s) => s.text).join(" "));
    compactRegions.set(region, text);
  }
  return text;
}

/**
 * Whether a region spells the value out as the claim does, up to the spacing of separators, and
 * not as part of a longer word or number. Text tokenised before it was stored (news corpora, PDF
 * extraction) spaces separators out: "$ 36, 000" holds the claim's "$36,000", though it reads as
 * the numbers 36 and 0. And a year named in passing ("a 1997 outbreak") is that year, though no
 * date was read there.
 */
function spelledOut(raw: string, regions: readonly Region[]): boolean {
  const wanted = compact(raw);
  if (!DIGIT.test(wanted)) return false;
  for (const region of regions) {
    const text = compactRegion(region);
    for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) {
      const before = text[at - 1] ?? "";
      const after = text.slice(at + wanted.length, at + wanted.length + 2);
      // Nor the decimals of another number: the 2 of "11.2%".
      const decimals = /[.,]/.test(before) && DIGIT.test(text[at - 2] ?? "");
      if (!JOINED_BEFORE.test(before) && !decimals && !JOINED_AFTER.test(after)) return true;
    }
  }
  return false;
}

/**
 * A value of the source written as the claim's, or a bare number of the claim written there with
 * another unit: "80元" for the claim's "80分", though not "6.5英寸" for its "6.5寸" (寸 is read as
 * no unit, and 英寸 has it).
 */
function writtenAs(sourceRaw: string, claimRaw: string, claimAfter: string): boolean {
  if (sourceRaw === claimRaw) return true;
  if (!BARE_NUMBER.test(claimRaw) || !sourceRaw.startsWith(claimRaw)) return false;
  const unit = sourceRaw.slice(claimRaw.length);
  // Written against the number, as a Chinese unit is: "4.1 per month" is the claim's 4.1, spaced out.
  return /^[^\d.,\s]/.test(unit) && (claimAfter === "" || !unit.includes(claimAfter));
}

/** A number written with no unit or word: "6", "1,200", "2.5". */
export const BARE_NUMBER = /^[\d.,]+$/;

/** The claim's value is written as the far end of a range the source reads: the "1,900 rpm" of "0–1,900 rpm", not the 10℃ of "-10℃". */
function endOfRange(sourceRaw: string, claimRaw: string): boolean {
  return sourceRaw.length > claimRaw.length && sourceRaw.endsWith(claimRaw) && RANGE_JOINT.test(sourceRaw.slice(0, -claimRaw.length));
}

const RANGE_JOINT = /\p{Nd}\s*[-\u2013\u2014~～至到]\s*$/u;

/** Words the best sentence must share with the claim to be the one that says it: a bare "1979" answering a question has none. */
const MIN_SHARED_WITH_BEST = 2;

/** A capitalised word ending right before a value, within the NAME_REACH characters read. */
const NAME_BEFORE = /\p{Lu}[\p{L}\d-]*\s+$/u;
const NAME_REACH = 24;

/** A number written after a name ("Tessera 4.2", "Python 3.9") names a version: it says of what, not how much. */
function versionOfName(claim: Analysed, value: Span): boolean {
  const at = value.start - claim.start;
  return NAME_BEFORE.test(claim.text.slice(Math.max(0, at - NAME_REACH), at));
}

/** Words read on each side of a value for what the claim says of it, and how many of them a sentence must have to say much of it. */
const AROUND = 4;
const SAYS_MUCH = 3;
const SAYS_SOME = 2;

/** How many of the claim's content words the sentence has. */
function sharedWords(claim: Analysed, sentence: Analysed): number {
  return countIn(claim.keys, sentence.keys);
}

/** Whether the sentence has a word of the claim, if in a longer or shorter form (营业收入 for 营收). */
function sharesAWord(claim: Analysed, sentence: Analysed): boolean {
  return claim.content.some((t) => tokenMatch(t, sentence) > 0);
}

/** How many of the keys the other set has. */
export function countIn(keys: ReadonlySet<string>, within: ReadonlySet<string>): number {
  let n = 0;
  for (const key of keys) if (within.has(key)) n++;
  return n;
}

/** One value of the claim, asked of a source sentence: does it hold the value, and which of its values rival it. */
interface ValueTests<T> {
  holds(sentence: SourceSentence): boolean;
  valuesOf(sentence: SourceSentence): readonly T[];
  rivals(sentence: SourceSentence, e: T): boolean;
  /** The source value is another value the claim gives. */
  claimsOther(e: T): boolean;
  /** The source value is the claim's value, as written. */
  isTheValue(e: T): boolean;
  /** The sentence gives every other value of the claim that is said where its thing is; false where the claim has none. */
  keepsCompany(sentence: SourceSentence): boolean;
  /** Those other values of the claim. */
  company: readonly T[];
  /** The sentence gives or works out every other value of the claim that says what it measures; false where the claim has none. */
  holdsTheRest(sentence: SourceSentence): boolean;
}

/** How a sentence holds a value: with a value of its own, by arithmetic the claim states, or not at all. */
type Holding = "as written" | "worked out" | false;

/** A value of the source that stands for the claim's and differs from it, with its sentence. */
interface Rival<T> {
  sentence: SourceSentence;
  value: T;
}

/** Words of the claim a rival's sentence must say to say the claim's thing. */
const SAYS_THE_THING = 5;

/**
 * The rival of a value that only sentences saying little of what the claim says around it hold,
 * when a sentence that says much of that gives another: "will post a return bag within 21 working
 * days" against "Halvorsen will send a prepaid return bag within 10 working days of registration.
 * Refunds are paid by bank transfer within 21 days…". Fewer than half as many of the words
 * around the value is much less; the rest of a long claim may be said anywhere.
 */
function heldElsewhereOnly<T extends Value>(claim: Analysed, value: T, sentences: readonly SourceSentence[], tests: ValueTests<T>): Rival<T> | undefined {
  const { holds, valuesOf, rivals, claimsOther } = tests;
  const around = nearbyKeys(claim, value, AROUND, { inside: stepOfWorking(claim, value) });
  const saysOf = (s: SourceSentence): number => countIn(around, s.keys);
  const rival = firstWhere(sentences, valuesOf, rivals);
  if (!rival) return undefined;
  const kept = rivalInCompany(claim, value, sentences, tests);
  if (kept) return kept;
  if (!namesAnother(claim, rival.sentence) && sentences.every((s) => !holds(s) || holderNamesAnother(claim, s, tests))) return rival;
  // Of the sentences with a rival, the one that says most of the claim's words around the value;
  // a value the claim gives elsewhere is its own ("departing at 1:34 PM, reaching London at 6:55 PM").
  const most = firstWhere(
    [...sentences].sort((a, b) => saysOf(b) - saysOf(a)),
    valuesOf,
    (sentence, e) => rivals(sentence, e) && !claimsOther(e),
  );
  if (!most) return undefined;
  // A holder that gives or works out the claim's other figures, where the rival's sentence does not,
  // says what the claim does, whatever words it uses: "an adult ticket costs £11.00, £1.50 more than
  // the previous price" of "Adult admission rises from £9.50 to £11.00", beside "A family ticket for
  // two adults … costs £27.00".
  if (!tests.holdsTheRest(most.sentence) && sentences.some((s) => holds(s) && tests.holdsTheRest(s))) return undefined;
  if (heldByTheCodesSentence(claim, most.sentence, sentences, holds)) return undefined;
  if (namedByTheRivalOnly(claim, value, most, sentences.filter(holds))) return most;
  const said = saysOf(most.sentence);
  const heldBy = sentences.filter(holds).map(saysOf);
  // Two such words beside the rival are much where the sentences that hold the value say none:
  // "长宽高之和不超过150厘米" against "长宽高之和不超过130厘米" beside "身高1.2米至1.5米的儿童".
  const much = said >= SAYS_MUCH || (heldBy.every((n) => n === 0) && countIn(around, nearbyKeys(most.sentence, most.value, AROUND)) >= SAYS_SOME);
  if (much && heldBy.every((n) => n * 2 < said)) return most;
  // …or, the words beside the value said alike, the rival's sentence says the claim's thing, far
  // from its value, where the holders do not: "asked customers to pay a quarter of the price up
  // front, saying it was to secure materials" of "asking for half the price up front to 'secure
  // materials'", not of "never to pay more than 25% of a job's cost before work starts".
  const whole = countIn(claim.keys, most.sentence.keys);
  return whole >= SAYS_THE_THING && sentences.every((s) => !holds(s) || countIn(claim.keys, s.keys) * 2 < whole) && heldBy.every((n) => n <= said) ? most : undefined;
}


/**
 * A sentence that holds the value names another thing than the claim, unless what leads to the value
 * there (from the value before it) names the claim's own thing and no other: "a Studio A day costs
 * £720 with an engineer and a Studio B day £490" gives the £720 to the claim's Studio A.
 */
function holderNamesAnother<T extends Value>(claim: Analysed, s: SourceSentence, { valuesOf, isTheValue, rivals }: ValueTests<T>): boolean {
  if (!namesAnother(claim, s)) return false;
  const values = valuesOf(s);
  const opening = s.content[0];
  return !values.some((e, i) => {
    if (!isTheValue(e)) return false;
    // (From the last value of the claim's kind before it: the "A day" of "a Studio A day costs £720" is none of a price.)
    const before = values.slice(0, i).findLast((o) => isTheValue(o) || rivals(s, o));
    const lead = { start: before?.end ?? s.start, end: e.start };
    // (A word capitalised as the sentence's first names nothing.)
    return s.content.some((t) => t !== opening && within(t, lead) && isCapitalised(t.text) && claim.keys.has(matchKey(t))) && !namesAnother(claim, s, lead);
  });
}

/**
 * A Chinese noun of the claim beside the value names its thing where the rival's sentence says it
 * and no holder does, and no such noun is the holders' alone: "司机的返程费按每公里2元收取" of
 * "司机返程费按每公里1.5元计收", not of "按每公里2元…收取远程接驾费".
 */
function namedByTheRivalOnly<T extends Value>(claim: Analysed, value: T, rival: Rival<T>, holders: readonly SourceSentence[]): boolean {
  // Each said before its value in its own clause: "占总营收的59.8%" names no 营收 of the 21.6% after it.
  const before = (text: Analysed, figure: Span): Span => ({ start: clauseOf(text, figure).start, end: figure.start });
  const ours = before(claim, value);
  const nouns = claim.content.filter((t) => t.kind === "cjk" && t.norm.length >= 2 && (t.tag?.startsWith("n") ?? false) && within(t, ours)).map(matchKey);
  const besideTheRival = keysWithin(rival.sentence, before(rival.sentence, rival.value));
  const heldSomewhere = (key: string): boolean => holders.some((s) => s.keys.has(key));
  return nouns.some((key) => besideTheRival.has(key) && !heldSomewhere(key)) && !nouns.some((key) => !rival.sentence.keys.has(key) && heldSomewhere(key));
}

/**
 * A sentence that holds the value names the claim's code, where the rival's sentence does not: "E5 …
 * its chain elongation of 1.4%" of "one, E5, was withdrawn … with a chain elongation of 1.4%", beside
 * E3's chain that "had elongated by 3.1% against a replacement limit of 1.5%".
 */
function heldByTheCodesSentence(claim: Analysed, rivals: SourceSentence, sentences: readonly SourceSentence[], holds: (s: SourceSentence) => boolean): boolean {
  const codes = claim.entities.filter((e) => e.kind === "identifier");
  if (codes.length === 0) return false;
  const namesCode = (s: SourceSentence): boolean => codes.some((e) => s.flat.includes(e.key));
  return !namesCode(rivals) && sentences.some((s) => holds(s) && namesCode(s));
}

/** A value's digits, which a bound or a unit written otherwise leaves alike: "48" of "at least 48 hours" and "up to 48 hours". */
function digitsOf(raw: string): string {
  return raw.replace(/\D+/gu, " ").trim();
}

/**
 * A claim's figures are said together: where no sentence that holds this one gives the claim's
 * others, a sentence that gives them all and another figure for this one says what the claim
 * does. "An overdue DVD costs £1.00 a day, up to a maximum of £6.00" against "DVDs are charged at
 * £1.00 per day, to a maximum of £8.00", though books' maximum is £6.00. A rival written with the
 * value's own digits differs by a bound the rule reads elsewhere; a rival beside another code than
 * the holder names is not the claim's (heldByTheCodesSentence).
 */
function rivalInCompany<T extends Value>(claim: Analysed, value: T, sentences: readonly SourceSentence[], { holds, valuesOf, rivals, claimsOther, keepsCompany, company }: ValueTests<T>): Rival<T> | undefined {
  if (sentences.some((s) => holds(s) && keepsCompany(s))) return undefined;
  const digits = digitsOf(value.raw);
  // Figures the claim gives between the same semicolons have their rival where the sentence gives
  // the others so too: not the Sunday charge of "… for an extra £120; Sunday and bank-holiday
  // call-outs cost £180 extra" for a weekday call-out "at £108 rather than £120".
  const ownStretch = segmentOf(claim, value);
  const saidTogether = company.some((v) => within(v, ownStretch));
  const besideCompany = (s: SourceSentence, e: T): boolean => {
    if (!saidTogether) return true;
    const stretch = segmentOf(s, e);
    return valuesOf(s).some((other) => other !== e && claimsOther(other) && within(other, stretch));
  };
  const rival = firstWhere(sentences.filter(keepsCompany), valuesOf, (s, e) => rivals(s, e) && !claimsOther(e) && digitsOf(e.raw) !== digits && besideCompany(s, e), nearbyKeys(claim, value, AROUND));
  return rival && !heldByTheCodesSentence(claim, rival.sentence, sentences, holds) ? rival : undefined;
}

/**
 * The value is held only by sentences about another party: each leaves out the party the claim gives it
 * of and names one the claim does not, while the best sentence names all the claim's: "陈语桐…共拿下
 * 79分" against "江州队主攻手陈语桐总决赛四场共得86分…" and "海宁队接应林苒总决赛共得79分".
 */
function heldForAnotherParty(
  claim: Analysed,
  value: Span,
  best: Analysed,
  { holders, chunkSentences }: { holders: () => readonly SourceSentence[]; chunkSentences: (chunk: number) => readonly SourceSentence[] },
): boolean {
  const names = claim.entities.filter((e) => e.kind === "name");
  // Most claims name no party: the holders are listed only for those that do.
  if (names.length === 0 || !names.every((e) => best.flat.includes(e.key))) return false;
  // The party a figure is of is its subject, the first name before it; else an English claim's
  // opening word, capitalised, where no name is read: "Ashgrove scored ten points …, capped by a try
  // from Eddie Vance" is held by a sentence of Ashgrove's ten.
  const party = names.find((e) => e.end <= value.start)?.key ?? openingName(claim);
  // A party its chunk's heading (an opening with no figure) names is every sentence's there
  // ("Harbourview Dental Studio – Private Fee Schedule" over "A standard check-up with Dr. Ines Marlow … costs £58").
  const headedBy = (s: SourceSentence, key: string): boolean => {
    const opening = chunkSentences(s.chunk)[0];
    return opening !== undefined && opening.quantities.length === 0 && opening.flat.includes(key);
  };
  const leavesOut = (s: SourceSentence): boolean =>
    party === undefined ? names.some((e) => !s.flat.includes(e.key)) : !s.flat.includes(party) && !headedBy(s, party);
  return holders().every((s) => leavesOut(s) && s.entities.some((e) => e.kind === "name" && !claim.flat.includes(e.key)));
}

/** The claim's first word, where it is a capitalised content word: "Ashgrove scored …". */
function openingName(claim: Analysed): string | undefined {
  const first = claim.content[0];
  return first !== undefined && first.start === claim.start && first.kind === "word" && /^\p{Lu}/u.test(first.text) ? first.norm : undefined;
}

/**
 * The first value of the sentences, in their order, that `test` accepts, with its sentence. Of
 * several in that sentence, the one with most of the words `around` it: "90分及以上为优秀", not
 * "满分100分", rivals the claim's "80分即为优秀".
 */
function firstWhere<T extends Value>(
  sentences: readonly SourceSentence[],
  valuesOf: (sentence: SourceSentence) => readonly T[],
  test: (sentence: SourceSentence, value: T) => boolean,
  around?: ReadonlySet<string>,
): Rival<T> | undefined {
  for (const sentence of sentences) {
    const passing = valuesOf(sentence).filter((e) => test(sentence, e));
    if (passing.length === 0) continue;
    let value = passing[0]!;
    if (around !== undefined && passing.length > 1) {
      let most = countIn(around, nearbyKeys(sentence, value));
      for (const e of passing.slice(1)) {
        const n = countIn(around, nearbyKeys(sentence, e));
        if (n > most) [value, most] = [e, n];
      }
    }
    return { sentence, value };
  }
  return undefined;
}

/** Where a claim goes on to work something out from what it has said: ", so a full term comes to £297", "，也就是说". */
const WORKING_STEP = /,?\s+(?:so|which\s+means|meaning|making|giving)\s|[，,]\s*(?:所以|因此|也就是说|这样)/giu;

/**
 * The stretch of the claim between the steps it takes to work something out that holds the span: a
 * figure worked with after "so" is not said where the first step's thing is, nor of its words ("A
 * 30-minute lesson costs £27, so a full 11-week term comes to £297": 11 weeks is no lesson's).
 */
function stepOfWorking(claim: Analysed, span: Span): Span {
  return spansBetween(claim.text, WORKING_STEP, claim.start).find((step) => within(span, step)) ?? claim;
}

/**
 * What the sources make of one value of the claim: "held", a rival (another value for the same
 * thing), or nothing (no trace of it). The aligned sentences are read first: they hold the value
 * as a rule, and the others need not be read. The value said the opposite way is looked for
 * before its spelling, which would hold it; a value held only by sentences that say less of the
 * claim loses to a rival in one that says more.
 */
function readValue<T extends Value>(value: T, { claim, regions, alignment, chunkSentences }: ContentContext, check: ValueCheck<T>, allSentences: () => SourceSentence[]): "held" | Rival<T> | undefined {
  // Asked again of the aligned sentences when every sentence is read: each answer is worked out once.
  const held = new Map<SourceSentence, Holding>();
  const howHeld = (s: SourceSentence): Holding => {
    let answer = held.get(s);
    if (answer === undefined) {
      answer = check.valuesOf(s).some((e) => check.same(value, e) && (check.asIs?.(value, s, e) ?? true)) ? "as written" : (check.derived?.(value, s) ?? false) && "worked out";
      held.set(s, answer);
    }
    return answer;
  };
  const holds = (s: SourceSentence): boolean => howHeld(s) !== false;
  const rivals = (sentence: SourceSentence, e: T): boolean => check.rivals(value, sentence, e);
  // The claim's own value, where it was not held as the claim says it, is no rival of it.
  const otherRivals = (sentence: SourceSentence, e: T): boolean => !check.same(value, e) && rivals(sentence, e);
  const isPlaced = (v: T): boolean => (check.placed?.(v) ?? false) && !versionOfName(claim, v);
  const company = check.values.filter((v) => v !== value && isPlaced(v) && (check.companion?.(v) ?? true));
  // Asked of the best sentence and again of every sentence, twice: each answer is worked out once.
  const kept = new Map<SourceSentence, boolean>();
  const keepsCompany = (s: SourceSentence): boolean => {
    if (company.length === 0) return false;
    let answer = kept.get(s);
    if (answer === undefined) {
      answer = company.every((v) => check.valuesOf(s).some((e) => check.same(v, e)));
      kept.set(s, answer);
    }
    return answer;
  };
  const rest = check.values.filter((v) => v !== value && isPlaced(v));
  const holdsTheRest = (s: SourceSentence): boolean =>
    rest.length > 0 && rest.every((v) => check.valuesOf(s).some((e) => check.same(v, e)) || (check.derived?.(v, s) ?? false));
  const tests: ValueTests<T> = { holds, valuesOf: check.valuesOf, rivals: otherRivals, claimsOther: (e) => check.values.some((v) => v !== value && check.same(v, e)), isTheValue: (e) => check.same(value, e), keepsCompany, company, holdsTheRest };
  const placed = isPlaced(value);
  const best = alignment.sentences[0];
  // (A holder that gives the claim's other figures too is the claim's party, whatever it names: "营收31.6亿元，
  // 同比增长7.2%" of "公司实现营业收入31.6亿元，同比增长7.2%", beside "数码乐器…同比增长21.6%".)
  const rivalForItsParty = (holders: () => readonly SourceSentence[]): Rival<T> | undefined =>
    best !== undefined && heldForAnotherParty(claim, value, best, { holders, chunkSentences }) && !holders().some(keepsCompany) ? firstWhere([best], check.valuesOf, otherRivals, nearbyKeys(claim, value)) : undefined;
  // Mostly the best sentence holds it, and the rest of the source need not be read, unless it
  // leaves out the claim's other figures.
  // (A value worked out from the sources keeps no company: the sentences it is worked out of need not give the claim's other figures.)
  if (best !== undefined && holds(best)) return placed && company.length > 0 && howHeld(best) === "as written" && !keepsCompany(best) ? (rivalInCompany(claim, value, allSentences(), tests) ?? "held") : "held";
  if (alignment.sentences.some((s) => s !== best && holds(s))) {
    return rivalForItsParty(() => allSentences().filter(holds)) ?? (placed ? (heldElsewhereOnly(claim, value, allSentences(), tests) ?? "held") : "held");
  }
  const sentences = allSentences();
  const holders = sentences.filter(holds);
  if (holders.length > 0) {
    // Only sentences that share no word with the claim hold the value, and the best sentence,
    // which says the rest of the claim, gives another: "signed in 2023" against "signed on 3
    // June 2024. The previous deal expired in Q4 2023."
    const saysTheClaim = best !== undefined && sharedWords(claim, best) >= MIN_SHARED_WITH_BEST;
    const rival =
      (saysTheClaim && holders.every((s) => !sharesAWord(claim, s)) ? firstWhere([best], check.valuesOf, otherRivals) : undefined) ??
      rivalForItsParty(() => holders) ??
      (placed ? heldElsewhereOnly(claim, value, sentences, tests) : undefined);
    return rival ?? "held";
  }
  const opposed = check.opposed;
  const turned = opposed ? firstWhere(sentences, check.valuesOf, (sentence, e) => opposed(value, e, sentence) && rivals(sentence, e)) : undefined;
  if (turned) return turned;
  // The spelling stands in for a value the source's text hides ("$ 36, 000"), not for one read
  // there as written and found to be another ("$30 per car" for "$30 per person").
  const after = claim.text.charAt(value.end - claim.start).trim();
  const readAsWritten = sentences.some((s) => check.valuesOf(s).some((e) => writtenAs(e.raw, value.raw, after) || endOfRange(e.raw, value.raw)));
  if (!readAsWritten && spelledOut(check.spelling?.(value) ?? value.raw, regions)) return "held";
  return firstWhere(sentences, check.valuesOf, otherRivals, nearbyKeys(claim, value));
}

/**
 * The shared shape of the number and date rules: each value of the claim must be in the evidence;
 * a rival value about the same thing makes X1, no trace of it makes N1.
 */
export function checkValues<T extends Value>(context: ContentContext, check: ValueCheck<T>): RuleReport[] {
  if (check.values.length === 0) return [];
  const { regions, alignment, evidence, where } = context;
  // Every source sentence, listed once per claim and only if a value needs them.
  let sentences: SourceSentence[] | undefined;
  const allSentences = (): SourceSentence[] => (sentences ??= evidenceSentences(alignment.sentences, regions));
  const reports: RuleReport[] = [];
  for (const value of check.values) {
    const read = readValue(value, context, check, allSentences);
    if (read === "held") continue;
    if (read) {
      reports.push({
        code: "X1",
        message: `${where(read.sentence)} says ${check.quoted?.(read.value, read.sentence) ?? read.value.raw}, the claim says ${check.quoted?.(value) ?? value.raw}`,
        span: value,
        actual: value.raw,
        expected: read.value.raw,
        evidence: evidence(read.sentence),
      });
    } else {
      reports.push({ message: check.missing(value, regionLabels(regions)), span: value, actual: value.raw });
    }
  }
  return reports;
}
