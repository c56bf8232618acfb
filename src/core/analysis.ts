import type { Span } from "./types.js";
import { tokenize, type Token } from "./text/tokens.js";
import { extractEntities, type EntityMention } from "./text/entities.js";
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

export function flatten(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/[\s\-_.·・'’]/g, "");
}

function shift<T extends Span>(items: T[], base: number): T[] {
  return base === 0 ? items : items.map((item) => ({ ...item, start: item.start + base, end: item.end + base }));
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
  return {
    start: base,
    end: base + text.length,
    text,
    content: shift(content, base),
    keys: new Set(content.map(matchKey)),
    quantities: shift(quantities, base),
    dates: shift(dates, base),
    entities: shift(extractEntities(text, tokens).filter(free), base),
    negations: shift(negationCues(tokens), base),
    flat: flatten(text),
  };
}

/**
 * Analyse a sentence of a source. A context of 2,000 chunks has ten thousand sentences and a
 * claim reads the numbers of a few, so numbers, dates, names and negations are found on first use.
 */
export function analyseSource(text: string, base: number): Analysed {
  const tokens = tokenize(text);
  const content = tokens.filter(isContent);
  let quantities: Quantity[] | undefined;
  let dates: DateMention[] | undefined;
  let entities: EntityMention[] | undefined;
  let negations: Token[] | undefined;
  return {
    start: base,
    end: base + text.length,
    text,
    content: shift(content, base),
    keys: new Set(content.map(matchKey)),
    get quantities() {
      return (quantities ??= shift(extractQuantities(text), base));
    },
    get dates() {
      return (dates ??= shift(extractDates(text), base));
    },
    get entities() {
      return (entities ??= shift(extractEntities(text, tokens), base));
    },
    get negations() {
      return (negations ??= shift(negationCues(tokens), base));
    },
    flat: flatten(text),
  };
}
