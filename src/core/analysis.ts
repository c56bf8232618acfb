import type { Span } from "./types.js";
import { tokenize, type Token } from "./text/tokens.js";
import { entityKey, extractEntities, type EntityMention } from "./text/entities.js";
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

/** Moves spans found in a piece of text by `base`, in place: they were just made, and copies would cost as much again. */
function moveBy<T extends Span>(items: T[], base: number): T[] {
  if (base !== 0) {
    for (const item of items) {
      item.start += base;
      item.end += base;
    }
  }
  return items;
}

function keysOf(content: readonly Token[]): Set<string> {
  const keys = new Set<string>();
  for (const token of content) keys.add(matchKey(token));
  return keys;
}

function isContent(t: Token): boolean {
  return !t.stop && (t.kind === "word" || t.kind === "cjk");
}

/**
 * Analyse a claim: `text` sits at `base` in the answer; `skip` spans (citation markers) are
 * ignored. Units and month names are left out of the content words, since they belong to
 * their number or date, which the number and date rules check after normalisation.
 */
export function analyse(text: string, base = 0, skip: readonly Span[] = []): Analysed {
  const outside = (s: Span): boolean => !skip.some((k) => s.start < k.end - base && k.start - base < s.end);
  const tokens = tokenize(text).filter(outside);
  const quantities = extractQuantities(text).filter(outside);
  const dates = extractDates(text).filter(outside);
  const measured = [...quantities, ...dates];
  const free = (s: Span): boolean => !measured.some((m) => s.start < m.end && m.start < s.end);
  const content = tokens.filter((t) => isContent(t) && free(t));
  const entities = extractEntities(text, tokens).filter(free);
  const negations = negationCues(tokens);
  // Content words and negation cues are tokens too, so each object moves once.
  const found: Span[][] = [tokens, quantities, dates, entities];
  for (const spans of found) moveBy(spans, base);
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

/**
 * A sentence of a source, analysed. A context of 2,000 chunks has ten thousand sentences and a
 * claim reads the numbers of a few, so numbers, dates and names are found on first use. A class,
 * not an object literal with getters: V8 keeps such literals in slow dictionary mode, and
 * alignment reads `keys` and `flat` of every candidate sentence.
 */
class SourceAnalysis implements Analysed {
  readonly end: number;
  readonly content: Token[];
  readonly keys: Set<string>;
  readonly flat: string;
  readonly negations: Token[];
  #quantities: Quantity[] | undefined = undefined;
  #dates: DateMention[] | undefined = undefined;
  #entities: EntityMention[] | undefined = undefined;

  constructor(
    readonly text: string,
    readonly start: number,
  ) {
    this.end = start + text.length;
    // Offsets into the chunk from the start, so the content words need no shifted copies.
    const tokens = tokenize(text, start);
    this.content = tokens.filter(isContent);
    // Negations cost little to find, and holding every token for them would cost much memory.
    this.negations = negationCues(tokens);
    this.keys = keysOf(this.content);
    this.flat = flatten(text);
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

/** Analyse a sentence of a source that sits at `base` in its chunk. */
export function analyseSource(text: string, base: number): Analysed {
  return new SourceAnalysis(text, base);
}
