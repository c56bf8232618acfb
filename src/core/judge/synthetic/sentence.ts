// What the perturbations read of a source sentence, and the small text edits they share. Spans
// here are offsets into the sentence itself, so an edit is a slice of one string.
import { analyse, flatten } from "../../analysis.js";
import type { DateMention, Quantity } from "../../quantities/index.js";
import type { EntityMention } from "../../text/entities.js";
import { tokenize, type Token } from "../../text/tokens.js";
import type { Lang, Span } from "../../types.js";

export interface SentenceView {
  text: string;
  lang: Lang;
  /** Every token, stop words and punctuation included. */
  tokens: Token[];
  keys: ReadonlySet<string>;
  entities: EntityMention[];
  quantities: Quantity[];
  dates: DateMention[];
  negations: Token[];
}

export function viewSentence(text: string, lang: Lang): SentenceView {
  const analysed = analyse(text);
  return {
    text,
    lang,
    tokens: tokenize(text),
    keys: analysed.keys,
    entities: analysed.entities,
    quantities: analysed.quantities,
    dates: analysed.dates,
    negations: analysed.negations,
  };
}

export function replaceSpan(text: string, span: Span, replacement: string): string {
  return text.slice(0, span.start) + replacement + text.slice(span.end);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The word written with the capitalisation of `like` (first letter only). */
export function caseLike(word: string, like: string): string {
  return /^\p{Lu}/u.test(like) ? capitalise(word) : word;
}

const FINAL_STOP = /[\s.!?。！？…]+$/u;

/** The sentence without its final punctuation, to append to. */
export function withoutFinalStop(text: string): string {
  return text.replace(FINAL_STOP, "");
}

/** The final punctuation of a sentence ("." when it has none and is English). */
export function finalStop(text: string, lang: Lang): string {
  const found = /[.!?。！？]$/u.exec(text.trimEnd());
  return found ? found[0] : lang === "en" ? "." : "";
}

export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Whether `claim` says something the sentence does not, in letters: a perturbation that changed nothing is no perturbation. */
export function changed(claim: string, original: string): boolean {
  return flatten(claim).replace(/[.!?。！？,，]/gu, "") !== flatten(original).replace(/[.!?。！？,，]/gu, "");
}

const NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?/;

/** The first written number (digits) in a text and where it is. */
export function digitsIn(text: string): { span: Span; value: number; decimals: number; grouped: boolean } | undefined {
  const found = NUMBER.exec(text);
  if (!found) return undefined;
  const raw = found[0];
  const plain = raw.replace(/,/g, "");
  return {
    span: { start: found.index, end: found.index + raw.length },
    value: Number(plain),
    decimals: plain.includes(".") ? plain.length - plain.indexOf(".") - 1 : 0,
    grouped: raw.includes(","),
  };
}

export function formatNumber(value: number, decimals: number, grouped: boolean): string {
  const fixed = value.toFixed(decimals);
  if (!grouped) return fixed;
  const [whole, fraction] = fixed.split(".");
  return whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + (fraction === undefined ? "" : `.${fraction}`);
}
