import type { Span } from "../types.js";
import type { Token } from "./tokens.js";
import { isCjk } from "./lang.js";
import { segmentZh } from "./zh.js";
import { EN_STOPWORDS, ZH_STOPWORDS } from "./stopwords.js";

export interface EntityMention extends Span {
  text: string;
  /** Lower-cased, NFKC, with spaces, hyphens and dots removed: "Resnet-50" and "ResNet 50" meet. */
  key: string;
  kind: "identifier" | "name";
}

// Words that join the parts of a multi-word name ("Bank of America", "Leonardo da Vinci").
const NAME_JOINERS = new Set(["of", "de", "da", "van", "von", "der", "la", "le", "del", "&", "and"]);

// Capitalised words that are not names even mid-sentence (headline case is common in LLM output).
const CAPITALISED_COMMON = new Set(["i", "i'm", "i've", "i'd", "i'll"]);

// jieba's proper-noun tags: person, place, organisation. Its "other proper noun" (nz) also
// covers plain domain terms (算力, 竞品), so it is left out.
const ZH_NAME_TAGS = new Set(["nr", "ns", "nt", "nrt", "nrfg"]);
// Tags of single characters that never start or end an out-of-vocabulary name.
const ZH_FUNCTION_TAGS = new Set(["p", "c", "u", "uj", "ul", "uz", "ud", "ug", "uv", "d", "r", "m", "x", "y", "e", "o", "f", "zg"]);

export function entityKey(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/[\s\-_.·・'’]/g, "");
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** LPDDR4X, ResNet-50, GPT-4o, iPhone, H100: digits mixed with letters, or capitals after the first letter. */
function isIdentifierLike(word: string): boolean {
  let letters = 0;
  let digits = 0;
  let uppers = 0;
  let innerUpper = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (isUpper(c)) {
      letters++;
      uppers++;
      if (i > 0) innerUpper = true;
    } else if (isLower(c)) letters++;
    else if (c >= 48 && c <= 57) digits++;
  }
  if (letters === 0) return false;
  if (digits > 0 || innerUpper && uppers < letters) return true;
  // All capitals (TSMC, NASA), allowing a plural s (GPUs).
  return uppers >= 2 && (uppers === letters || (uppers === letters - 1 && word.endsWith("s")));
}

function isCapitalised(word: string): boolean {
  const c = word.charCodeAt(0);
  return isUpper(c) || (c > 127 && word[0] !== word[0]!.toLowerCase());
}

const SKIPPED_BEFORE_WORD = new Set([" ", "\t", "\n", "\r", '"', "“", "'", "(", "*"]);
const SENTENCE_END = new Set([".", "!", "?", ":", ";", "。", "！", "？", "：", "；"]);

function sentenceInitial(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const ch = text[i]!;
    if (SKIPPED_BEFORE_WORD.has(ch)) continue;
    return SENTENCE_END.has(ch);
  }
  return true;
}

/**
 * Names and identifiers in Latin-script text (capitalised word runs, acronyms, model numbers)
 * and in Chinese text (jieba's proper nouns, and runs of characters jieba could not place in any
 * dictionary word, which is how unseen names such as 台积电 show up).
 */
export function extractEntities(text: string, tokens: readonly Token[]): EntityMention[] {
  const found: EntityMention[] = [];
  let run: Token[] = [];
  const flush = (): void => {
    while (run.length > 0 && NAME_JOINERS.has(run[run.length - 1]!.norm)) run.pop();
    if (run.length > 0) {
      const first = run[0]!;
      const last = run[run.length - 1]!;
      const surface = text.slice(first.start, last.end);
      found.push({ start: first.start, end: last.end, text: surface, key: entityKey(surface), kind: run.length === 1 && isIdentifierLike(first.text) ? "identifier" : "name" });
    }
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== "word") {
      flush();
      continue;
    }
    const word = token.text;
    if (isIdentifierLike(word)) {
      run.push(token);
      continue;
    }
    if (isCapitalised(word) && !CAPITALISED_COMMON.has(token.norm)) {
      const initial = sentenceInitial(text, token.start);
      const next = tokens[i + 1];
      const startsName = !initial || (!EN_STOPWORDS.has(token.norm) && next !== undefined && next.kind === "word" && isCapitalised(next.text) && text.slice(token.end, next.start).trim() === "");
      if (startsName || run.length > 0) {
        run.push(token);
        continue;
      }
    }
    if (run.length > 0 && NAME_JOINERS.has(token.norm) && tokens[i + 1] && isCapitalised(tokens[i + 1]!.text)) {
      run.push(token);
      continue;
    }
    flush();
  }
  flush();
  if (hasCjk(text)) found.push(...chineseNames(text));
  return found.sort((a, b) => a.start - b.start);
}

function hasCjk(text: string): boolean {
  for (const ch of text) if (isCjk(ch.codePointAt(0)!)) return true;
  return false;
}

function chineseNames(text: string): EntityMention[] {
  const names: EntityMention[] = [];
  const words = segmentZh(text);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!isCjk(w.word.codePointAt(0)!)) continue;
    // jieba's HMM tags a word it made up from unseen characters "x": an unseen name such as 台积.
    const unseen = w.tag === "x" && w.word.length >= 2;
    if (!unseen && !(ZH_NAME_TAGS.has(w.tag) && w.word.length >= 2)) continue;
    let end = w.end;
    // The HMM often leaves a name's last character on its own (台积 + 电): take single characters that follow.
    while (unseen && i + 1 < words.length) {
      const next = words[i + 1]!;
      if (next.start !== end || next.word.length !== 1 || !isCjk(next.word.codePointAt(0)!) || ZH_STOPWORDS.has(next.word) || ZH_FUNCTION_TAGS.has(next.tag)) break;
      end = next.end;
      i++;
    }
    const surface = text.slice(w.start, end);
    names.push({ start: w.start, end, text: surface, key: entityKey(surface), kind: "name" });
  }
  return names;
}
