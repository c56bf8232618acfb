import type { Span } from "../types.js";
import { stem } from "./stem.js";
import { EN_STOPWORDS, ZH_STOPWORDS } from "./stopwords.js";
import { SPELLING_HASH_START, SpellingCache, spellingHash, spellingHashStep } from "./spellings.js";
import { isHanAt, segmentHan, type ZhWord } from "./zh.js";

export interface Token extends Span {
  text: string;
  /** Lower-cased, NFKC (full-width folded), curly apostrophes and hyphen variants made ASCII. */
  norm: string;
  /** Matching key: the Porter2 stem for English words, the norm without thousands separators for numbers, else the norm. */
  stem: string;
  kind: "word" | "number" | "cjk" | "symbol";
  stop: boolean;
  /** jieba part-of-speech tag, for "cjk" tokens only. */
  tag?: string;
}

const enum C {
  Space,
  Letter,
  Digit,
  Han,
  Other,
}

const ASCII: C[] = [];
for (let c = 0; c < 128; c++) {
  ASCII.push(
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90)
      ? C.Letter
      : c >= 48 && c <= 57
        ? C.Digit
        : c === 32 || (c >= 9 && c <= 13)
          ? C.Space
          : C.Other,
  );
}

const nonAsciiClass = new Map<number, C>();

function classify(cp: number): C {
  const s = String.fromCodePoint(cp);
  // Format characters and variation selectors (ZWSP, ZWJ, U+FE0F) are invisible glue, not text.
  if (/[\s\p{Cf}\uFE00-\uFE0F]/u.test(s)) return C.Space;
  if (/\p{Nd}/u.test(s)) return C.Digit;
  if (/[\p{L}\p{M}\p{Nl}\p{No}]/u.test(s)) return C.Letter;
  return C.Other;
}

function classAt(text: string, i: number): C {
  const c = text.charCodeAt(i);
  if (c < 128) return ASCII[c]!;
  if (isHanAt(text, i)) return C.Han;
  const cp = text.codePointAt(i)!;
  let cls = nonAsciiClass.get(cp);
  if (cls === undefined) {
    cls = classify(cp);
    nonAsciiClass.set(cp, cls);
  }
  return cls;
}

function widthAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
}

function isHyphen(c: number): boolean {
  return c === 0x2d || c === 0x2010 || c === 0x2011 || c === 0xff0d;
}

function isLatinAlnum(cls: C): boolean {
  return cls === C.Letter || cls === C.Digit;
}

/** The only Han characters NFKC changes; checking for them skips an ICU call per Chinese word. */
function hasCompatibilityIdeograph(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    // U+F900-FAFF, and U+2F800-2FA1F behind the high surrogate D87E
    if ((c >= 0xf900 && c <= 0xfaff) || c === 0xd87e) return true;
  }
  return false;
}

function isApostrophe(c: number): boolean {
  return c === 0x27 || c === 0x2019;
}

function isAsciiDigit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}

interface Scan {
  end: number;
  hasLetter: boolean;
  /** Joined by anything but decimal points and thousands separators. */
  compound: boolean;
  dots: number;
  /** The spellingHash of the word's characters, worked out as they are read, so the spelling cache need not read them again. */
  hash: number;
}

/** The one Scan, refilled for each word: a fresh object per word is a third of tokenising's garbage. */
const scratch: Scan = { end: 0, hasLetter: false, compound: false, dots: 0, hash: 0 };

/**
 * Extends a word from `from` over letters and digits and the joiners that keep identifiers whole:
 * hyphens (ResNet-50, state-of-the-art; but 2020-2021 is two numbers), underscores, apostrophes
 * between letters (doesn't, O'Brien), decimal points (3.5, GPT-3.5) and thousands separators (1,234).
 * Returns the shared scratch Scan, good until the next call.
 */
function scanWord(text: string, from: number, hasLetterBefore: boolean, hashBefore: number): Scan {
  const n = text.length;
  let i = from;
  // Every character the word takes passes one of the two places below that move `i`, in order.
  let hash = hashBefore;
  let hasLetter = hasLetterBefore;
  let compound = hasLetterBefore;
  let dots = 0;
  let commas = 0;
  let groupStart = from;
  for (;;) {
    while (i < n) {
      const cls = classAt(text, i);
      if (cls === C.Letter) hasLetter = true;
      else if (cls !== C.Digit) break;
      const width = widthAt(text, i);
      hash = spellingHashStep(hash, text.charCodeAt(i));
      if (width === 2) hash = spellingHashStep(hash, text.charCodeAt(i + 1));
      i += width;
    }
    if (i + 1 >= n) break;
    const joiner = text.charCodeAt(i);
    const next = classAt(text, i + 1);
    if (next !== C.Letter && next !== C.Digit) break;
    const prev = classAt(text, i - 1);
    if (isHyphen(joiner)) {
      if (!hasLetter && next === C.Digit) break;
    } else if (joiner === 0x5f) {
      // snake_case identifiers
    } else if (isApostrophe(joiner)) {
      if (prev !== C.Letter || next !== C.Letter) break;
    } else if (joiner === 0x2e) {
      if (prev !== C.Digit || next !== C.Digit) break;
      dots++;
      hash = spellingHashStep(hash, joiner);
      i++;
      continue;
    } else if (joiner === 0x2c) {
      const thousands =
        !hasLetter &&
        !compound &&
        dots === 0 &&
        (commas > 0 || i - groupStart <= 3) &&
        isAsciiDigit(text, i + 1) &&
        isAsciiDigit(text, i + 2) &&
        isAsciiDigit(text, i + 3) &&
        (i + 4 >= n || classAt(text, i + 4) !== C.Digit);
      if (!thousands) break;
      commas++;
      hash = spellingHashStep(hash, joiner);
      i++;
      groupStart = i;
      continue;
    } else {
      break;
    }
    compound = true;
    hash = spellingHashStep(hash, joiner);
    i++;
  }
  scratch.end = i;
  scratch.hash = hash;
  scratch.hasLetter = hasLetter;
  scratch.compound = compound;
  scratch.dots = dots;
  return scratch;
}

const STEMMABLE = /^[a-z][a-z'-]*$/;

function normalise(raw: string, ascii: boolean): string {
  if (ascii) return raw.toLowerCase();
  return raw.normalize("NFKC").toLowerCase().replace(/\u2019/g, "'").replace(/[\u2010\u2011]/g, "-");
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
}

function isNumber(scan: Scan): boolean {
  return !scan.hasLetter && !scan.compound && scan.dots <= 1;
}

/** What a word's spelling alone decides: the same for every occurrence, so worked out once per spelling. */
interface WordInfo {
  /** The spelling, kept so that tokens of one word share one string. */
  raw: string;
  norm: string;
  stem: string;
  kind: "word" | "number";
  stop: boolean;
}

/**
 * The scan's flags follow from the characters it took, so the spelling decides them: a word
 * taken after Chinese characters ("星尘-3") starts with one, which no other word does.
 */
function wordInfo(raw: string, scan: Scan): WordInfo {
  const norm = normalise(raw, isAscii(raw));
  return isNumber(scan)
    ? { raw, norm, stem: norm.replace(/,/g, ""), kind: "number", stop: false }
    : { raw, norm, stem: STEMMABLE.test(norm) ? stem(norm) : norm, kind: "word", stop: EN_STOPWORDS.has(norm) };
}

/** Normalising, stemming and the stop-word lookup cost several times a lookup here. */
const words = new SpellingCache<WordInfo, Scan>(100_000, wordInfo);

/** Adds the word [start, scan.end) to `tokens`, or its match key to `keys` when it is a content word. */
function addWord(text: string, start: number, scan: Scan, base: number, tokens: Token[], keys: string[] | undefined): void {
  if (keys !== undefined && isNumber(scan)) return;
  const info = words.getHashed(text, start, scan.end, scan.hash, scan);
  if (keys === undefined) {
    tokens.push({ text: info.raw, start: start + base, end: scan.end + base, norm: info.norm, stem: info.stem, kind: info.kind, stop: info.stop });
  } else if (!info.stop) {
    keys.push(info.stem);
  }
}

/**
 * Words of English (and other Latin-script) text and segmented Chinese words, with exact spans.
 * Hyphenated words and identifiers (LPDDR4X, ResNet-50, GPT-4o, 星尘-3) stay one token of kind "word".
 * Every non-space character outside a word is a "symbol" token of its own. Spans are offsets into
 * `text` plus `base`, for a text cut from a larger one (a sentence of a chunk).
 */
export function tokenize(text: string, base = 0): Token[] {
  return scanTokens(text, base, undefined);
}

/**
 * The match keys of the content words of `tokenize` (words and Chinese words that are not stop
 * words), in order, without making tokens: indexing a context needs only these.
 */
export function contentKeys(text: string): string[] {
  const keys: string[] = [];
  scanTokens(text, 0, keys);
  return keys;
}

/** Tokens, or with `keys` given, only the content words' match keys into `keys` (and no tokens). */
function scanTokens(text: string, base: number, keys: string[] | undefined): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let han: ZhWord[] | undefined;
  let h = 0;
  let i = 0;
  while (i < n) {
    const cls = classAt(text, i);
    if (cls === C.Space) {
      i++;
    } else if (cls === C.Letter || cls === C.Digit) {
      const scan = scanWord(text, i, false, SPELLING_HASH_START);
      addWord(text, i, scan, base, tokens, keys);
      i = scan.end;
    } else if (cls === C.Han) {
      han ??= segmentHan(text);
      while (h < han.length && han[h]!.start < i) h++;
      const w = han[h];
      const end = w !== undefined && w.start === i ? w.end : i + widthAt(text, i);
      if (end + 1 < n && isHyphen(text.charCodeAt(end)) && isLatinAlnum(classAt(text, end + 1))) {
        // The word starts with the Chinese characters before the hyphen: their units are hashed first.
        const scan = scanWord(text, end, true, spellingHash(text, i, end, SPELLING_HASH_START));
        addWord(text, i, scan, base, tokens, keys);
        i = scan.end;
      } else {
        const word = text.slice(i, end);
        const norm = hasCompatibilityIdeograph(word) ? word.normalize("NFKC") : word;
        const stop = ZH_STOPWORDS.has(norm);
        if (keys === undefined) {
          const token: Token = { text: word, start: i + base, end: end + base, norm, stem: norm, kind: "cjk", stop };
          if (w !== undefined && w.start === i) token.tag = w.tag;
          tokens.push(token);
        } else if (!stop) {
          keys.push(norm);
        }
        i = end;
      }
    } else {
      const end = i + widthAt(text, i);
      if (keys === undefined) {
        const raw = text.slice(i, end);
        const norm = normalise(raw, end - i === 1 && raw.charCodeAt(0) < 128);
        tokens.push({ text: raw, start: i + base, end: end + base, norm, stem: norm, kind: "symbol", stop: false });
      }
      i = end;
    }
  }
  return tokens;
}

/** Content tokens only: no stop words, no symbols. */
export function contentTokens(text: string): Token[] {
  return tokenize(text).filter((t) => !t.stop && t.kind !== "symbol");
}
