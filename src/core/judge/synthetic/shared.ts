// Perturbations that work the same way in English and Chinese: a number, a date or a name of the
// sentence changed, the sentence joined to the next, or a sentence of another document instead.
import { flatten } from "../../analysis.js";
import type { Lexicon } from "../../lexicon/wordnet.js";
import type { Quantity } from "../../quantities/index.js";
import type { EntityMention } from "../../text/entities.js";
import type { Lang } from "../../types.js";
import type { Random } from "../hash.js";
import { caseLike, digitsIn, formatNumber, overlaps, replaceSpan, withoutFinalStop, type SentenceView } from "./sentence.js";

/** One document and what a perturbation may borrow from it and from the others. */
export interface DocumentContext {
  lang: Lang;
  /** The sentence that follows this one in the document, when it too is fit to be a claim. */
  next(sentence: SentenceView): SentenceView | undefined;
  /** The whole document, flattened: a "changed" sentence found in it is not a change. */
  flat: string;
  /** The match keys of every document of its language: words in use, as against WordNet's rarities. */
  vocabulary: ReadonlySet<string>;
  /** Its names, one per key. */
  names: EntityMention[];
  quantities: Quantity[];
  lexicon?: Lexicon;
  /** A sentence of another document in the same language, one that shares words with this one if it can. */
  donor(random: Random): SentenceView | undefined;
  /** A modifier (an adjective) seen in another document and not in this one. */
  modifier(random: Random): string | undefined;
}

/** Edits one sentence; undefined when the sentence offers nothing to edit. */
export type Perturb = (sentence: SentenceView, doc: DocumentContext, random: Random) => string | undefined;

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const NUMBER_WORD = new RegExp(`\\b(${NUMBER_WORDS.join("|")})\\b`, "i");
const ZH_DIGITS = "一二三四五六七八九两";
const ZH_REPLACEMENTS = "二三四五六七八九";
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTH = new RegExp(`\\b(${MONTHS.join("|")})\\b`, "i");
const WEEKDAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
const YEAR = /\b(1[5-9]\d\d|20\d\d)(?!\d|s\b)/;
/** Factors that make a different but plausible amount. */
const FACTORS = [0.5, 0.6, 0.75, 1.25, 1.5, 2, 3];

function nonZeroOffset(random: Random, most: number): number {
  const size = 1 + random.below(most);
  return random.next() < 0.5 ? -size : size;
}

/** Another value of the same kind: a year moves by a few years, a count by a few, an amount by a plausible factor. */
function otherValue(value: number, decimals: number, yearLike: boolean, random: Random): number {
  if (yearLike) return value + nonZeroOffset(random, 5);
  if (decimals === 0 && value <= 12) {
    const options = [value + 1, value + 2, value + 3, value - 1, value - 2].filter((v) => v >= (value >= 2 ? 2 : 0) && v !== value);
    return random.pick(options);
  }
  const digits = Math.floor(Math.log10(Math.max(1, value)));
  // Keep the precision the text shows: 6,300 becomes 4,700 or 9,500, not 4,725.
  const unit = decimals > 0 ? 10 ** -decimals : 10 ** Math.min(digits - 1, trailingZeros(value));
  let next = Math.round((value * random.pick(FACTORS)) / unit) * unit;
  if (Math.abs(next - value) < unit / 2) next = value + unit;
  return next;
}

function trailingZeros(value: number): number {
  let n = 0;
  for (let v = Math.round(value); v >= 10 && v % 10 === 0; v /= 10) n++;
  return n;
}

function changedNumeral(raw: string, quantity: Quantity, doc: DocumentContext, random: Random): string | undefined {
  const digits = digitsIn(raw);
  if (digits) {
    // Half the time a number the document uses for something else of the same kind: the swap a careless summary makes.
    const others = doc.quantities.filter((q) => q.unit === quantity.unit && q.dimension === quantity.dimension && q.value !== quantity.value && digitsIn(q.raw));
    if (others.length > 0 && random.next() < 0.5) return replaceSpan(raw, digits.span, numberText(random.pick(others)));
    const yearLike = quantity.yearLike === true || (quantity.unit === "" && digits.decimals === 0 && !digits.grouped && digits.value >= 1000 && digits.value <= 2100);
    return replaceSpan(raw, digits.span, formatNumber(otherValue(digits.value, digits.decimals, yearLike, random), digits.decimals, digits.grouped));
  }
  const word = NUMBER_WORD.exec(raw);
  if (word) {
    const value = NUMBER_WORDS.indexOf(word[1]!.toLowerCase());
    const next = otherValue(value, 0, false, random);
    return replaceSpan(raw, { start: word.index, end: word.index + word[0].length }, caseLike(NUMBER_WORDS[next] ?? String(next), word[1]!));
  }
  for (let i = 0; i < raw.length; i++) {
    if (!ZH_DIGITS.includes(raw[i]!)) continue;
    const options = [...ZH_REPLACEMENTS].filter((c) => c !== raw[i] && !(raw[i] === "两" && c === "二"));
    return replaceSpan(raw, { start: i, end: i + 1 }, random.pick(options));
  }
  return undefined;
}

function numberText(quantity: Quantity): string {
  const digits = digitsIn(quantity.raw)!;
  return quantity.raw.slice(digits.span.start, digits.span.end);
}

/** A number of the sentence changed: to another of the document's numbers of the same unit, or by a plausible amount. */
export const changeNumber: Perturb = (sentence, doc, random) => {
  const candidates = sentence.quantities.filter((q) => !sentence.dates.some((d) => overlaps(d, q)));
  for (const quantity of random.shuffle(candidates)) {
    const raw = sentence.text.slice(quantity.start, quantity.end);
    const next = changedNumeral(raw, quantity, doc, random);
    if (next !== undefined && next !== raw) return replaceSpan(sentence.text, quantity, next);
  }
  return undefined;
};

/** A date of the sentence moved: its year by a few years, else its month or its day. */
export const changeDate: Perturb = (sentence, _doc, random) => {
  for (const date of random.shuffle(sentence.dates)) {
    const raw = sentence.text.slice(date.start, date.end);
    const next = changedDate(raw, random);
    if (next !== undefined && next !== raw) return replaceSpan(sentence.text, date, next);
  }
  return undefined;
};

function changedDate(raw: string, random: Random): string | undefined {
  const year = YEAR.exec(raw);
  if (year) return replaceSpan(raw, { start: year.index, end: year.index + 4 }, String(Number(year[1]) + nonZeroOffset(random, 5)));
  const month = MONTH.exec(raw);
  if (month) {
    const options = MONTHS.filter((m) => m.toLowerCase() !== month[1]!.toLowerCase());
    return replaceSpan(raw, { start: month.index, end: month.index + month[1]!.length }, random.pick(options));
  }
  const zhMonth = /(\d{1,2})月/.exec(raw);
  if (zhMonth) return replaceSpan(raw, { start: zhMonth.index, end: zhMonth.index + zhMonth[1]!.length }, String(otherOf(Number(zhMonth[1]), 12, random)));
  const day = /\d{1,2}/.exec(raw);
  if (day) return replaceSpan(raw, { start: day.index, end: day.index + day[0].length }, String(otherOf(Number(day[0]), 28, random)));
  return undefined;
}

/** A number from 1 to `count` other than `value`: another month, another day. */
function otherOf(value: number, count: number, random: Random): number {
  return ((value + random.below(count - 1)) % count) + 1;
}

function words(text: string): number {
  return text.split(/\s+/).length;
}

/** Names that look alike: as many words (English), about as many characters (Chinese). */
function sameShape(a: EntityMention, b: EntityMention, lang: Lang): boolean {
  return lang === "en" ? words(a.text) === words(b.text) : Math.abs(a.text.length - b.text.length) <= 1;
}

function isCalendarWord(entity: EntityMention): boolean {
  const word = entity.text.toLowerCase();
  return WEEKDAYS.has(word) || MONTHS.some((m) => m.toLowerCase() === word);
}

/** A name of the sentence swapped for another name of the same document that the sentence does not hold. */
export const swapEntity: Perturb = (sentence, doc, random) => {
  const measured = [...sentence.quantities, ...sentence.dates];
  const names = sentence.entities.filter((e) => e.kind === "name" && !isCalendarWord(e) && !measured.some((m) => overlaps(m, e)));
  const flat = flatten(sentence.text);
  for (const mention of random.shuffle(names)) {
    const pool = doc.names.filter(
      (e) => !isCalendarWord(e) && !flat.includes(e.key) && !mention.key.includes(e.key) && !e.key.includes(mention.key) && sameShape(e, mention, doc.lang),
    );
    if (pool.length > 0) return replaceSpan(sentence.text, mention, random.pick(pool).text);
  }
  return undefined;
};

/** Two neighbouring sentences joined into one ("…, and …"; "…，…"): what a summary does, and it says nothing new. */
export const fuse: Perturb = (sentence, doc) => {
  const next = doc.next(sentence);
  if (!next) return undefined;
  if (doc.lang === "zh") return `${withoutFinalStop(sentence.text)}，${next.text}`;
  // "It …", "The …": lower-cased after the join, unless it starts with a name or "I".
  const keepCase = next.entities.some((e) => e.start === 0) || /^I\b/.test(next.text);
  return `${withoutFinalStop(sentence.text)}, and ${keepCase ? next.text : next.text.charAt(0).toLowerCase() + next.text.slice(1)}`;
};

/** A sentence of another document: the claim of an answer written about something else. */
export const otherDocument: Perturb = (_sentence, doc, random) => doc.donor(random)?.text;
