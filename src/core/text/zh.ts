import { createRequire } from "node:module";
import { ZH_STOPWORDS } from "./stopwords.js";

export interface ZhWord {
  word: string;
  start: number;
  end: number;
  /** jieba part-of-speech tag (n, v, nr, ns, m, x, …). */
  tag: string;
}

interface Segmenter {
  tag(sentence: string, hmm?: boolean): Array<{ word: string; tag: string }>;
  loadDict(dict: Uint8Array): void;
}

let segmenter: Segmenter | undefined;
const userWords = new Set<string>();
/**
 * Words jieba's dictionary lacks and cuts so that a character reads as a negation or a word is
 * lost: 扣非 (net of one-off items, not 扣 + 非) and 归母 (attributable to the parent's
 * shareholders), both aliases in lexicon/acronyms.ts; 次月 (the month after, not 次 + 月), the
 * opposite of 当月 in lexicon/zh-antonyms.ts.
 */
let pendingWords: string[] = ["扣非", "归母", "次月"];

// A frequency well above ordinary dictionary entries, so that a name taken from
// the sources is kept whole rather than split into common words.
const USER_WORD_FREQ = 100_000;

function jieba(): Segmenter {
  if (segmenter === undefined) {
    // require() keeps the load synchronous and deferred to the first Chinese
    // text: building the dictionary costs ~150 ms that English-only runs skip.
    const require = createRequire(import.meta.url);
    const { Jieba } = require("@node-rs/jieba") as typeof import("@node-rs/jieba");
    const { dict } = require("@node-rs/jieba/dict.js") as typeof import("@node-rs/jieba/dict.js");
    segmenter = Jieba.withDict(dict);
  }
  if (pendingWords.length > 0) {
    const lines = pendingWords.map((w) => `${w} ${USER_WORD_FREQ} nz\n`).join("");
    pendingWords = [];
    segmenter.loadDict(new TextEncoder().encode(lines));
  }
  return segmenter;
}

/** A weekday's number glued to a time of day after it, and the week word that owns the number. */
const WEEKDAY_THEN_TIME = /^[一二三四五六日天](?:上午|下午|中午|晚上|早上|傍晚|凌晨|全天)$/u;
const WEEK_BEFORE = /(?:周|星期|礼拜)$/u;

/** Extend the user dictionary (e.g. entity names from the sources); applied on the next segmentation. */
export function addZhWords(words: string[]): void {
  for (const raw of words) {
    const word = raw.trim();
    if (word === "" || /\s/.test(word) || userWords.has(word)) continue;
    userWords.add(word);
    pendingWords.push(word);
  }
}

/**
 * Chinese word segmentation via @node-rs/jieba, loaded lazily on first call (the dictionary costs
 * ~150 ms; never load it for English-only text). Whitespace is dropped; every other character,
 * Latin words and punctuation included, is covered by a word. Spans are UTF-16 offsets into text.
 */
export function segmentZh(text: string): ZhWord[] {
  const words: ZhWord[] = [];
  let pos = 0;
  for (const { word, tag } of jieba().tag(text, true)) {
    const start = pos;
    pos += word.length;
    if (!/^\s+$/.test(word)) pushUnglued(words, word, start, tag);
  }
  return words;
}

/** A character of a comparison or of a place that an unseen pair ends on: 车比 of 新能源车比燃油车, 车多 of 燃油车多补贴, 费中 of 年费中. */
const GLUED_AFTER = /^[比较多少更中]$/u;
/** A preposition or a place word that an unseen pair starts with: 凭蟹 of 凭蟹扣上的编码, 里查 of 小程序里查到, 到区 of 从提交申请到区民政局. */
const GLUED_BEFORE = /^[凭按依经往朝里到]$/u;

/** A character that starts a denial: 不, 没, 无, 未, 非. */
const DENIAL_START = /[不没無无未非]/u;

/**
 * Adds a word, taking apart what jieba's HMM glued from an unseen pair: a word it made up ("x")
 * that starts or ends with a function character (它重, 中未), a comparison's (车比) or a preposition's (凭蟹) is that
 * character and the rest, so that 重 can meet 重量 and 未 reads as a negation; and a weekday's number glued to the time of day
 * after it.
 */
function pushUnglued(words: ZhWord[], word: string, start: number, tag: string): void {
  // The day of "每周一上午" belongs to 周, not to the morning (一上午, "one morning").
  const previous = words.at(-1);
  if (previous !== undefined && previous.end === start && WEEK_BEFORE.test(previous.word) && WEEKDAY_THEN_TIME.test(word)) {
    words.push({ word: word[0]!, start, end: start + 1, tag: "m" }, { word: word.slice(1), start: start + 1, end: start + word.length, tag: "t" });
    return;
  }
  // A made-up word that runs on into a denial is the word before and the denial: 燕麦奶不含乳 is
  // 奶 | 不含, not 奶不含, which would hide the claim's 不含 from the negation rules.
  const denial = tag === "x" ? word.slice(1).search(DENIAL_START) + 1 : 0;
  if (denial > 0) {
    pushUnglued(words, word.slice(0, denial), start, tag);
    // Two characters from the denial are a word of it (不含, 没有), which the rule below would cut.
    const rest = word.slice(denial);
    if (rest.length === 2) words.push({ word: rest, start: start + denial, end: start + word.length, tag });
    else pushUnglued(words, rest, start + denial, tag);
    return;
  }
  // …and one that runs on into a joining word: 不限且 is 不限 | 且.
  if (tag === "x" && word.length >= 3 && ZH_STOPWORDS.has(word.at(-1)!)) {
    pushUnglued(words, word.slice(0, -1), start, tag);
    words.push({ word: word.at(-1)!, start: start + word.length - 1, end: start + word.length, tag });
    return;
  }
  if (tag === "x" && word.length === 2) {
    const [first, second] = [word[0]!, word[1]!];
    if (ZH_STOPWORDS.has(first) || ZH_STOPWORDS.has(second) || GLUED_AFTER.test(second) || GLUED_BEFORE.test(first)) {
      words.push({ word: first, start, end: start + 1, tag }, { word: second, start: start + 1, end: start + 2, tag });
      return;
    }
  }
  words.push({ word, start, end: start + word.length, tag });
}

/** A Han character anywhere: `HAN.test(text)` tells whether a text is written (partly) in Chinese. */
export const HAN = /\p{Script=Han}/u;

/** Whether the UTF-16 unit at i starts a Han character (CJK ideographs incl. extensions, and 〇). */
export function isHanAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x3007) return false;
  if (c === 0x3007 || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)) {
    return true;
  }
  // Extensions B and later live in planes 2-3: high surrogates D840-D8BF.
  if (c >= 0xd840 && c <= 0xd8bf) {
    const low = text.charCodeAt(i + 1);
    return low >= 0xdc00 && low <= 0xdfff;
  }
  return false;
}

/**
 * Segments only the runs of Han characters of a mixed text, in one call to jieba, so that Latin
 * words, numbers and punctuation are left to the caller's own tokeniser.
 */
export function segmentHan(text: string): ZhWord[] {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < text.length; ) {
    if (!isHanAt(text, i)) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && isHanAt(text, i)) i += text.charCodeAt(i) >= 0xd800 ? 2 : 1;
    starts.push(start);
    ends.push(i);
  }
  if (starts.length === 0) return [];

  // Runs joined by newlines: jieba never joins a word across whitespace.
  const joined = starts.map((s, r) => text.slice(s, ends[r])).join("\n");
  const words: ZhWord[] = [];
  let pos = 0;
  let run = 0;
  let runOffset = 0;
  for (const { word, tag } of jieba().tag(joined, true)) {
    const at = pos;
    pos += word.length;
    if (word === "\n") continue;
    let runLength = ends[run]! - starts[run]!;
    while (at >= runOffset + runLength) {
      runOffset += runLength + 1;
      run++;
      runLength = ends[run]! - starts[run]!;
    }
    pushUnglued(words, word, starts[run]! + (at - runOffset), tag);
  }
  return words;
}

/** Verbs that say what a thing is or counts as, one sense for a denial: 不构成关联交易 denies 属于关联交易. */
const ZH_COUNTS_AS = new Set(["属于", "构成", "算", "算是", "属"]);

/** Adverbs that say two things are used or done together: 不与优惠券同时使用 denies 可以和优惠券一起使用. */
const ZH_TOGETHER = new Set(["同时", "一起", "一同", "一并", "叠加"]);

/** Two Chinese words of one sense, as far as can be told without a thesaurus: one holds the other, or they share a character in the same place (支援 and 支持, 具备 and 配备), or both say what a thing counts as, or that things go together. */
export function akin(a: string, b: string): boolean {
  if (a.includes(b) || b.includes(a) || [ZH_COUNTS_AS, ZH_TOGETHER].some((sense) => sense.has(a) && sense.has(b))) return true;
  return a.length === 2 && b.length === 2 && (a[0] === b[0] || a[1] === b[1]);
}
