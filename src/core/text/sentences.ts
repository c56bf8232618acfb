// Sentence boundaries in English and Chinese prose.
//
// A sentence ends at a run of . ! ? … 。！？． together with the closing quotes and brackets
// right after it, and with the citation markers that follow ("… 9 W. [c1]"). A Latin run only
// ends a sentence when whitespace, the end of the unit, a CJK character or a marker follows, and
// not when the next word starts in lower case (abbreviations we do not know, "Yahoo! is", an
// ellipsis inside a sentence). A full stop after a known abbreviation never ends a sentence
// ("e.g.", "Dr.", "Fig."); after one that often closes a sentence too ("Inc.", "U.S.", "etc.",
// an initial "J.") only when the next word is a usual sentence opener ("The", "It", "In", …).
// Inside a quotation or parentheses that closes further on, nothing ends a sentence.

import type { Span } from "../types.js";
import { markerAt } from "./citations.js";
import { isCjk } from "./lang.js";

/** A quotation or parenthesis closing farther away than this is treated as unbalanced. */
const PAIR_REACH = 600;

const OPENERS = new Map<number, number>([
  [0x28, 0x29], // ( )
  [0xff08, 0xff09], // （ ）
  [0x201c, 0x201d], // “ ”
  [0x300c, 0x300d], // 「 」
  [0x300e, 0x300f], // 『 』
  [0x300a, 0x300b], // 《 》
]);
const CLOSERS = new Set<number>([0x29, 0xff09, 0x201d, 0x300d, 0x300f, 0x300b, 0x2019, 0x22, 0x27]);
const STRAIGHT_QUOTE = 0x22;

/** Never end a sentence: they precede a name, a number or more of the same sentence. */
const ABBREVIATIONS = new Set(
  (
    "e.g i.e vs v dr mr mrs ms prof fig figs approx jan feb mar apr jun jul aug sep sept oct nov dec " +
    "st mt cf ca viz eq eqs vol vols pp p ch dept capt lt col sgt gov sen rep hon ref refs op cit ibid resp incl"
  ).split(" "),
);
/** May end a sentence; they do when the next word opens one. */
const CLOSING_ABBREVIATIONS = new Set(
  "inc ltd co corp llc plc bros jr sr etc al u.s u.k u.s.a u.n e.u a.m p.m ph.d gen rev ed sec".split(" "),
);
const SENTENCE_OPENERS = new Set(
  (
    "the a an this that these those it its they their there he she his her we our i you your in on at for " +
    "but and or so however also as if when while after before since although today then thus therefore " +
    "meanwhile moreover furthermore additionally overall each all both some many most no not one what which " +
    "who how why where other such by with from to during under according despite unlike like several " +
    "because yet still instead"
  ).split(" "),
);
const DOTTED_ACRONYM = /^(?:[a-z]\.)+[a-z]$/;

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x3000 || c === 0xa0 || c === 0x0c;
}

function isLatinTerminator(c: number): boolean {
  return c === 0x2e || c === 0x21 || c === 0x3f || c === 0x2026;
}

function isCjkTerminator(c: number): boolean {
  return c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff0e;
}

function isLower(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0xdf && c <= 0x24f && c !== 0xf7 && String.fromCharCode(c).toUpperCase() !== String.fromCharCode(c));
}

function isUpperAscii(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isAlnum(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0x30 && c <= 0x39);
}

/**
 * For every quotation mark or bracket that opens and closes within reach, its closing offset.
 * Straight double quotes alternate; a closer without its opener is ignored, and openers that
 * never close are dropped, so one stray "(" cannot swallow the rest of a paragraph. Undefined
 * when nothing pairs.
 */
function matchPairs(text: string, start: number, end: number): Map<number, number> | undefined {
  // Made on the first pair: most lines have none, and every line of every source is split.
  let pairs: Map<number, number> | undefined;
  const stack: { pos: number; close: number }[] = [];
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    // Every quotation mark and bracket is one of " ' ( ) or at U+2019 and above: skip the rest cheaply.
    if (c < 0x2019 && c !== 0x22 && c !== 0x27 && c !== 0x28 && c !== 0x29) continue;
    const close = OPENERS.get(c);
    if (close !== undefined) {
      stack.push({ pos: i, close });
      continue;
    }
    let want = c;
    if (c === STRAIGHT_QUOTE) {
      const top = stack[stack.length - 1];
      if (!top || top.close !== STRAIGHT_QUOTE) {
        stack.push({ pos: i, close: STRAIGHT_QUOTE });
        continue;
      }
      want = STRAIGHT_QUOTE;
    } else if (!CLOSERS.has(c)) {
      continue;
    }
    for (let k = stack.length - 1; k >= 0 && k >= stack.length - 8; k--) {
      const open = stack[k] as { pos: number; close: number };
      if (open.close === want) {
        if (i - open.pos <= PAIR_REACH) (pairs ??= new Map()).set(open.pos, i);
        stack.length = k;
        break;
      }
    }
  }
  return pairs;
}

/** Start of the next word after `i` (past whitespace, markers and opening punctuation), or -1. */
function nextWordStart(text: string, i: number, end: number): number {
  let j = i;
  while (j < end) {
    const c = text.charCodeAt(j);
    if (isWs(c) || OPENERS.has(c) || c === STRAIGHT_QUOTE || c === 0x2018) {
      j++;
      continue;
    }
    const marker = markerAt(text, j, end);
    if (marker) {
      j = marker.end;
      continue;
    }
    return j;
  }
  return -1;
}

function nextWord(text: string, at: number, end: number): string {
  let j = at;
  while (j < end && j - at < 24 && isAsciiLetter(text.charCodeAt(j))) j++;
  return text.slice(at, j).toLowerCase();
}

/**
 * Whether a capital letter at `a` stands where an initial can: at the start, after another
 * initial or after a capitalised word ("J. R. R. Tolkien", "John F. Kennedy"), not after a
 * number ("9 W.") or a lower-case word ("got an A.", "vitamin C.").
 */
function isInitialContext(text: string, a: number, start: number): boolean {
  let before = a - 1;
  while (before >= start && isWs(text.charCodeAt(before))) before--;
  if (before < start) return true;
  const c = text.charCodeAt(before);
  if (c === 0x2e) return true;
  let wordStart = before;
  while (wordStart > start && isAsciiLetter(text.charCodeAt(wordStart - 1))) wordStart--;
  return isAsciiLetter(c) && isUpperAscii(text.charCodeAt(wordStart));
}

/** Whether the full stop at `dot` belongs to an abbreviation and leaves the sentence open. */
function abbreviationHolds(text: string, dot: number, start: number, next: number, end: number): boolean {
  let a = dot;
  while (a > start && (isAsciiLetter(text.charCodeAt(a - 1)) || (text.charCodeAt(a - 1) === 0x2e && a - 1 > start && isAsciiLetter(text.charCodeAt(a - 2))))) a--;
  if (a === dot) return false;
  if (a > start && isAlnum(text.charCodeAt(a - 1))) return false;
  const token = text.slice(a, dot);
  const lower = token.toLowerCase();
  const nextCode = next >= 0 ? text.charCodeAt(next) : -1;
  if (lower === "no" || lower === "nos") return nextCode >= 0x30 && nextCode <= 0x39;
  if (ABBREVIATIONS.has(lower)) return true;
  // "met J. R. Smith": an initial followed by another one is one, whatever stands before it.
  const initial = token.length === 1 && isUpperAscii(token.charCodeAt(0)) && (isInitialContext(text, a, start) || (next >= 0 && isUpperAscii(nextCode) && isInitialAt(text, next + 1, end)));
  if (initial || CLOSING_ABBREVIATIONS.has(lower) || DOTTED_ACRONYM.test(lower)) {
    if (next < 0) return false;
    return !(isUpperAscii(nextCode) && SENTENCE_OPENERS.has(nextWord(text, next, end)));
  }
  return false;
}

function trimmed(text: string, start: number, end: number): Span | null {
  let s = start;
  let e = end;
  while (s < e && isWs(text.charCodeAt(s))) s++;
  while (e > s && isWs(text.charCodeAt(e - 1))) e--;
  return s < e ? { start: s, end: e } : null;
}

/**
 * Sentence spans inside one prose unit of the masked text. A citation marker that follows the
 * sentence's final punctuation ("… 9 W. [c1]", "…2.1 瓦。【1】") belongs to that sentence.
 * Spans are trimmed of surrounding whitespace.
 */
export function splitSentences(masked: string, unit: Span): Span[] {
  return splitRange(masked, unit.start, Math.min(unit.end, masked.length));
}

/**
 * splitSentences of [start, end). Answers' units and sources' lines are objects of different
 * shapes: read here as two numbers, they leave this long loop's optimised code nothing to
 * deoptimise on when both kinds come through.
 */
const NO_OPENS: readonly number[] = [];

function splitRange(masked: string, start: number, end: number): Span[] {
  const spans: Span[] = [];
  const pairs = matchPairs(masked, start, end);
  // Where the pairs open, in order, and the first one after `i` (a pointer, as `i` only moves on).
  const opens = pairs === undefined ? NO_OPENS : [...pairs.keys()].sort((a, b) => a - b);
  let o = 0;
  const open: number[] = [];
  let sentenceStart = start;
  let i = start;
  const push = (to: number): void => {
    const span = trimmed(masked, sentenceStart, to);
    if (span) spans.push(span);
    sentenceStart = to;
  };
  while (i < end) {
    const c = masked.charCodeAt(i);
    if (open.length > 0 && open[open.length - 1] === i) {
      open.pop();
      i++;
      continue;
    }
    const close = pairs?.get(i);
    if (close !== undefined) {
      open.push(close);
      i++;
      continue;
    }
    const latin = isLatinTerminator(c);
    if (!latin && !isCjkTerminator(c)) {
      // The characters up to the next terminator, pair opening or pending close are passed over
      // in one tight loop, as the steps above would pass over each (without a lookup in `pairs`).
      while (o < opens.length && opens[o]! <= i) o++;
      const top = open.length > 0 ? open[open.length - 1]! : end;
      const stop = Math.min(o < opens.length ? opens[o]! : end, top > i ? top : end, end);
      i++;
      while (i < stop && !isLatinTerminator(masked.charCodeAt(i)) && !isCjkTerminator(masked.charCodeAt(i))) i++;
      continue;
    }
    let runEnd = i;
    let cjk = false;
    while (runEnd < end) {
      const r = masked.charCodeAt(runEnd);
      if (isCjkTerminator(r)) cjk = true;
      else if (!isLatinTerminator(r)) break;
      runEnd++;
    }
    let after = runEnd;
    while (after < end && CLOSERS.has(masked.charCodeAt(after))) {
      if (open.length > 0 && open[open.length - 1] === after) open.pop();
      after++;
    }
    if (open.length > 0 || !endsHere(masked, i, runEnd, after, sentenceStart, end, cjk)) {
      i = after;
      continue;
    }
    let to = after;
    for (;;) {
      let j = to;
      while (j < end && isWs(masked.charCodeAt(j))) j++;
      const marker = j < end ? markerAt(masked, j, end) : null;
      if (!marker) break;
      to = marker.end;
    }
    push(to);
    i = to;
  }
  push(end);
  return spans;
}

/**
 * Sentences glued without a space, as text scraped from web pages often has them ("…over the
 * medium term.The Bank of Japan said…", "…in 1989.James Henry…", "…and actor.H. Bruce
 * Humberstone…", "…(Ron Simmons).John Charles…"): one full stop between a lower-case word or a
 * number, or a bracket closing after one, and a capitalised word or an initial. Not "U.S.Army" or "ASP.NET" (capitals before, or after), "Node.js" (lower case
 * after) or "St.Louis" (an abbreviation).
 */
function gluedSentenceEnd(text: string, i: number, runEnd: number, after: number, start: number, end: number): boolean {
  if (runEnd - i !== 1 || text.charCodeAt(i) !== 0x2e || i - start < 3 || after + 1 >= end) return false;
  if (!isUpperAscii(text.charCodeAt(after)) || !(isLower(text.charCodeAt(after + 1)) || isInitialAt(text, after + 1, end))) return false;
  // A bracket or quotation closing before the stop: "…and Faarooq (Ron Simmons).John Charles…".
  const last = CLOSERS.has(text.charCodeAt(i - 1)) && i - start >= 4 ? i - 1 : i;
  const before = text.charCodeAt(last - 1);
  const digitBefore = before >= 0x30 && before <= 0x39;
  if (!digitBefore && !(isLower(before) && isLower(text.charCodeAt(last - 2)) && isLower(text.charCodeAt(last - 3)))) return false;
  // A dotted name ("java.util.List", "www.example.Com"): another full stop in the word before.
  let w = i - 1;
  while (w > start && !isWs(text.charCodeAt(w - 1))) w--;
  if (text.slice(w, i).includes(".") && !digitBefore) return false;
  return !abbreviationHolds(text, i, start, after, end);
}

/** Whether `dot` is the full stop of an initial followed by a capitalised word ("H. Bruce"). */
function isInitialAt(text: string, dot: number, end: number): boolean {
  return dot + 3 < end && text.charCodeAt(dot) === 0x2e && text.charCodeAt(dot + 1) === 0x20 && isUpperAscii(text.charCodeAt(dot + 2)) && isLower(text.charCodeAt(dot + 3));
}

/** Whether the terminator run [i, runEnd) followed by closers up to `after` ends the sentence. */
function endsHere(text: string, i: number, runEnd: number, after: number, start: number, end: number, cjk: boolean): boolean {
  if (cjk) return true;
  if (after < end) {
    const f = text.charCodeAt(after);
    const followedWell = isWs(f) || f === 0x5b || f === 0x3010 || f === 0xff3b || isCjk(text.codePointAt(after) ?? f);
    if (!followedWell) return gluedSentenceEnd(text, i, runEnd, after, start, end);
  }
  const next = nextWordStart(text, after, end);
  if (next >= 0 && isLower(text.charCodeAt(next))) return false;
  const single = runEnd - i === 1 && text.charCodeAt(i) === 0x2e;
  return !(single && abbreviationHolds(text, i, start, next, end));
}
