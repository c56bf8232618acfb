import type { Span } from "./types.js";
import { contentKeys, tokenize, type Token } from "./text/tokens.js";
import { entityKey, extractEntities, isKeyGap, type EntityMention } from "./text/entities.js";
import { negationCues } from "./lexicon/negation.js";
import { extractDates, extractQuantities, type DateMention, type Quantity } from "./quantities/index.js";

/**
 * Everything the checks need to know about one piece of text (a claim, or one sentence of a
 * chunk), computed once. All spans are offsets into the text the piece was cut from: `base` is
 * added to the local offsets so that reasons can point straight into the answer or the chunk.
 */
export interface Analysed extends Span {
  text: string;
  /** Content tokens used for alignment (no stop words, symbols or numbers). */
  content: Token[];
  /** Stems and Chinese words of `content`, for set lookups. */
  keys: Set<string>;
  quantities: Quantity[];
  /**
   * A split claim's figures that only its restored subject gives ("The 10-inch round cake" of "…
   * serves 32 and costs £52"): not the claim's own to check, but what names its thing.
   */
  subjectQuantities?: Quantity[];
  /**
   * A split claim's sentence before and after the claim, as written: its figures ("硕士每月补贴1200元，
   * 按最长36个月计算" beside "累计最多可以领到43200元") are what a figure the claim works out may be
   * worked out from (rules/derived-figures.ts reads them on first need).
   */
  restOfSentenceText?: readonly [string, string];
  /**
   * The last date the answer gives before a claim that counts time on from it ("…in 1826, and … 32
   * years later", "2009年…大修。四年后，…"): what the count runs from, though the claim does not say it.
   */
  earlierDate?: DateMention;
  /**
   * A split claim's sentence beyond the claim, flattened: what the answer says beside it ("…covers
   * free re-entry for a year, though not for special events"), which a limit the claim leaves out may be.
   */
  restOfSentence?: string;
  dates: DateMention[];
  entities: EntityMention[];
  negations: Token[];
  /** Lower-cased text without spaces: where Chinese words and entity keys are looked up. */
  flat: string;
}

export function matchKey(token: Token): string {
  return token.kind === "cjk" ? token.norm : token.stem;
}

/** Lower-cased text without spaces, hyphens and dots: the same folding as entity keys, so a key is found in it. */
export function flatten(text: string): string {
  return entityKey(text);
}

const statementFlats = new Map<string, string>();

/**
 * flatten of a claim's statement, kept for the run: the engine folds each statement to compare it
 * with the claim as written, and the judge folds it again to look for it in the evidence. Bounded,
 * so a long-running server's answers cannot grow it without end.
 */
export function flattenStatement(text: string): string {
  let flat = statementFlats.get(text);
  if (flat === undefined) {
    if (statementFlats.size >= 10_000) statementFlats.clear();
    flat = flatten(text);
    statementFlats.set(text, flat);
  }
  return flat;
}

/** Moves spans found in a piece of text by `base`, in place: they were just made, and copies would cost as much again. */
function moveBy<T extends Span>(items: T[], base: number): T[] {
  if (base !== 0) {
    // Indexed loops in this module: it runs for every claim and sentence, much of it before V8
    // optimises it, where for-of allocates an iterator result per step.
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      item.start += base;
      item.end += base;
    }
  }
  return items;
}

function keysOf(content: readonly Token[]): Set<string> {
  const keys = new Set<string>();
  for (let i = 0; i < content.length; i++) keys.add(matchKey(content[i]!));
  return keys;
}

/**
 * Words that make the figure after them approximate, or only state it ("reached $4.2 billion",
 * 达到 52.3 亿元), which the number rule reads with it.
 */
const FIGURE_LEADS = new Set(["about", "around", "roughly", "approximately", "nearly", "almost", "some", "circa", "approx", "least", "most", "reached", "reaching", "totaled", "totalled", "totaling", "totalling", "达到", "达", "高达", "共计", "合计", "总计", "约", "至少", "最多"]);

/** "roughly 15,000", "at least three", 达到 52.3 亿元: the word belongs to the figure, not a word a source must share ("about 15,000", 为 52.3 亿元). */
function leadsFigure(t: Token, next: Token | undefined, quantities: readonly Quantity[]): boolean {
  return next !== undefined && FIGURE_LEADS.has(t.norm) && overlapsAny(next, quantities, 0);
}

/** The same for a word of an analysed text, whose other tokens are not at hand: a figure follows it after white space only. */
export function leadsFigureIn(text: Analysed, t: Token): boolean {
  if (!FIGURE_LEADS.has(t.norm)) return false;
  return text.quantities.some((q) => q.start >= t.end && text.text.slice(t.end - text.start, q.start - text.start).trim() === "");
}

/**
 * "five minutes shorter", "£4 cheaper", "30% fewer": the comparative after a figure says how it
 * is a gap, which the number rule reads with it (a gap of two source figures holds it).
 */
function endsFigure(t: Token, quantities: readonly Quantity[]): boolean {
  // A loop, not some() with a closure: this is asked of every word of every claim.
  for (let k = 0; k < quantities.length; k++) {
    const q = quantities[k]!;
    if (q.change?.at === "after" && q.end <= t.start && t.start - q.end <= 1 && q.change.words.toLowerCase() === t.norm) return true;
  }
  return false;
}

function isContent(t: Token): boolean {
  return !t.stop && (t.kind === "word" || t.kind === "cjk");
}

/** The "longer" of "no longer" is part of the denial, not a word the claim must share: "will no longer stop at Fenwick". */
function endsNegation(t: Token, previous: Token | undefined): boolean {
  return t.norm === "longer" && previous?.norm === "no";
}

/**
 * Analyse a claim: `text` sits at `base` in the answer; `skip` spans (citation markers) are
 * ignored. Units and month names are left out of the content words, since they belong to
 * their number or date, which the number and date rules check after normalisation.
 */
export function analyse(text: string, base = 0, skip: readonly Span[] = []): Analysed {
  const tokens = keepClear(tokenize(text), skip, base);
  const quantities = keepClear(extractQuantities(text), skip, base);
  const dates = keepClear(extractDates(text), skip, base);
  // A day of the week stays a content word as well: "on Saturday" is as much a word the claim
  // and its source share as a date the date rule compares.
  const calendarDates = dates.some((d) => d.weekday !== undefined) ? dates.filter((d) => d.weekday === undefined) : dates;
  const content = tokens.filter(
    (t, i) => isContent(t) && !endsNegation(t, tokens[i - 1]) && !overlapsAny(t, quantities, 0) && !overlapsAny(t, calendarDates, 0) && !leadsFigure(t, tokens[i + 1], quantities) && !endsFigure(t, quantities),
  );
  const entities = keepClear(keepClear(extractEntities(text, tokens), quantities, 0), dates, 0);
  const negations = negationCues(tokens);
  // Content words and negation cues are tokens too, so each object moves once.
  const found: Span[][] = [tokens, quantities, dates, entities];
  for (let i = 0; i < found.length; i++) moveBy(found[i]!, base);
  return {
    start: base,
    end: base + text.length,
    text,
    content,
    keys: keysOf(content),
    quantities,
    dates,
    entities,
    negations,
    flat: flatten(text),
  };
}

/** Whether `span` overlaps one of `spans`, whose offsets are `shift` ahead of its own. */
function overlapsAny(span: Span, spans: readonly Span[], shift: number): boolean {
  for (let i = 0; i < spans.length; i++) {
    const other = spans[i]!;
    if (span.start < other.end - shift && other.start - shift < span.end) return true;
  }
  return false;
}

/** Drops, in place, the items that overlap one of `spans` (offsets `shift` ahead): the lists were just made here. */
function keepClear<T extends Span>(items: T[], spans: readonly Span[], shift: number): T[] {
  if (spans.length === 0) return items;
  let kept = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (!overlapsAny(item, spans, shift)) items[kept++] = item;
  }
  items.length = kept;
  return items;
}

/** Shortest stem that may stand for a word family ("employ" for employee, employs, employment). */
export const MIN_ROOT = 5;

/** One of 64 bits, for the first MIN_ROOT characters of a key. */
function rootBit(key: string): number {
  let hash = 0;
  for (let i = 0; i < MIN_ROOT; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return hash & 63;
}

/** One of 32 classes of a character: each lower-case letter, the digits, and five shared by the rest. */
function charClass(c: number): number {
  if (c >= 0x61 && c <= 0x7a) return c - 0x61;
  if (c >= 0x30 && c <= 0x39) return 26;
  return 27 + (c % 5);
}

function pairIndex(a: number, b: number): number {
  return charClass(a) * 32 + charClass(b);
}

/** 1,024 bits in words of 16. */
const PAIR_WORDS = 64;

/** The classes of adjacent characters in `text`, as a set of 1,024 bits. */
function charPairs(text: string): number[] {
  // Sixty-four words of 16 bits: small integers, so the list is an ordinary one on the heap. A
  // typed array of 128 bytes keeps them off it, which costs an allocation and a sweep per sentence.
  const pairs = new Array<number>(PAIR_WORDS).fill(0);
  if (text.length === 0) return pairs;
  // Each character classed once, as the second of one pair and the first of the next.
  let previous = charClass(text.charCodeAt(0));
  for (let i = 1; i < text.length; i++) {
    const next = charClass(text.charCodeAt(i));
    const pair = previous * 32 + next;
    pairs[pair >>> 4]! |= 1 << (pair & 15);
    previous = next;
  }
  return pairs;
}

/**
 * charPairs of an ASCII text's `flat` form, read from the text itself (flatten's ASCII folding:
 * key gaps left out, A-Z lower-cased), so that a sentence asked only whether it may hold a word
 * need not be folded; undefined for a text with other characters, which flatten folds by NFKC.
 */
function foldedPairs(text: string): number[] | undefined {
  const pairs = new Array<number>(PAIR_WORDS).fill(0);
  let previous = -1;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0x80) return undefined;
    if (isKeyGap(c)) continue;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    const next = charClass(c);
    if (previous >= 0) {
      const pair = previous * 32 + next;
      pairs[pair >>> 4]! |= 1 << (pair & 15);
    }
    previous = next;
  }
  return pairs;
}

/**
 * A sentence of a source, analysed. A context of 2,000 chunks has ten thousand sentences and a
 * claim reads the words, numbers, names and negations of a few, so those are found on first use;
 * indexing needs only the match keys, and a sentence is folded when a claim is first checked
 * against it. A class, not an object literal with getters: V8 keeps such
 * literals in slow dictionary mode, and alignment reads `keys` and `flat` of every candidate sentence.
 */
export class SourceAnalysis implements Analysed {
  readonly end: number;
  /** Match keys of the content words, in order, repeats included. */
  readonly keyList: readonly string[];
  #keys: Set<string> | undefined = undefined;
  #flat: string | undefined = undefined;
  #content: Token[] | undefined = undefined;
  #negations: Token[] | undefined = undefined;
  #quantities: Quantity[] | undefined = undefined;
  #dates: DateMention[] | undefined = undefined;
  #entities: EntityMention[] | undefined = undefined;
  #pairs: number[] | undefined = undefined;
  /** The rootBit of each key of MIN_ROOT or more characters, [bits 0-31, bits 32-63]. */
  #roots: [number, number] | undefined = undefined;

  /** `text` sits at `start` in its chunk; `keys` are its content words' match keys (`contentKeys`). */
  constructor(
    readonly text: string,
    readonly start: number,
    keys: readonly string[] = contentKeys(text),
  ) {
    this.end = start + text.length;
    this.keyList = keys;
  }

  get keys(): Set<string> {
    return (this.#keys ??= new Set(this.keyList));
  }

  get flat(): string {
    return (this.#flat ??= flatten(this.text));
  }

  get content(): Token[] {
    if (this.#content === undefined) this.#readTokens();
    return this.#content!;
  }

  get negations(): Token[] {
    if (this.#negations === undefined) this.#readTokens();
    return this.#negations!;
  }

  /** One tokenisation serves both: the sentences that need their words (the best evidence) need their negations too. */
  #readTokens(): void {
    // Offsets into the chunk from the start, so the content words need no shifted copies.
    const tokens = tokenize(this.text, this.start);
    this.#content = tokens.filter((t, i) => isContent(t) && !endsNegation(t, tokens[i - 1]));
    this.#negations = negationCues(tokens);
  }

  /**
   * Whether `flat` may hold `part`: false when `part` has two adjacent characters that are
   * nowhere adjacent in `flat`. Alignment asks this of every claim word a sentence lacks, and
   * most are turned away here without a substring search.
   */
  mayHold(part: string): boolean {
    // Most sentences asked are not otherwise folded: their pairs are read from the text.
    const pairs = (this.#pairs ??= (this.#flat === undefined ? foldedPairs(this.text) : undefined) ?? charPairs(this.flat));
    for (let i = 0; i + 1 < part.length; i++) {
      const pair = pairIndex(part.charCodeAt(i), part.charCodeAt(i + 1));
      if ((pairs[pair >>> 4]! & (1 << (pair & 15))) === 0) return false;
    }
    return true;
  }

  /**
   * Whether one of the keys may begin with the first MIN_ROOT characters of `key` (which has at
   * least as many): false for most words, which then skip the search for a shared root.
   */
  mayShareRoot(key: string): boolean {
    if (this.#roots === undefined) {
      let low = 0;
      let high = 0;
      for (let i = 0; i < this.keyList.length; i++) {
        const other = this.keyList[i]!;
        if (other.length < MIN_ROOT) continue;
        const bit = rootBit(other);
        if (bit < 32) low |= 1 << bit;
        else high |= 1 << (bit - 32);
      }
      this.#roots = [low, high];
    }
    const bit = rootBit(key);
    return (this.#roots[bit < 32 ? 0 : 1] & (1 << (bit & 31))) !== 0;
  }

  get quantities(): Quantity[] {
    return (this.#quantities ??= moveBy(extractQuantities(this.text), this.start));
  }

  get dates(): DateMention[] {
    return (this.#dates ??= moveBy(extractDates(this.text), this.start));
  }

  get entities(): EntityMention[] {
    // Names are read from tokens with offsets into the sentence, so it is tokenised again: few checks ask a source for its names.
    return (this.#entities ??= moveBy(extractEntities(this.text, tokenize(this.text)), this.start));
  }
}
