import type { Span } from "../types.js";
import type { Token } from "./tokens.js";
import { isCjk } from "./lang.js";
import { segmentZh, type ZhWord } from "./zh.js";
import { EN_STOPWORDS, ZH_STOPWORDS } from "./stopwords.js";

export interface EntityMention extends Span {
  text: string;
  /** Lower-cased, NFKC, with spaces, hyphens and dots removed: "Resnet-50" and "ResNet 50" meet. */
  key: string;
  kind: "identifier" | "name";
}

// Words that join the parts of a multi-word name ("Bank of America", "Leonardo da Vinci").
const NAME_JOINERS = new Set(["of", "de", "da", "van", "von", "der", "la", "le", "del", "&"]);
/** "TSMC's": a possessive ending, which is not part of the name. */
export const POSSESSIVE = /['’]s$/u;

// Capitalised words that are not names even mid-sentence (headline case is common in LLM output).
const CAPITALISED_COMMON = new Set(["i", "i'm", "i've", "i'd", "i'll"]);
/** Words of how many (or which alone) that open a sentence before a name they count, not as part of it: "Several Bramley-based rowers", "Only Devon County Council". */
const QUANTIFIERS = new Set(["several", "many", "most", "few", "various", "numerous", "multiple", "only", "even", "both"]);
/** Titles and honorifics written before a name; not "General", which starts General Motors. */
export const TITLES: ReadonlySet<string> = new Set(["ceo", "cfo", "cto", "coo", "chairman", "chairwoman", "president", "dr", "prof", "professor", "mr", "mrs", "ms", "sir", "dame", "senator", "sen", "governor", "gov", "mayor", "minister", "secretary", "director", "chief", "judge", "captain", "rep", "representative"]);

// jieba's proper-noun tags: person, place, organisation. Its "other proper noun" (nz) also
// covers plain domain terms (算力, 竞品), so it is left out.
const ZH_NAME_TAGS = new Set(["nr", "ns", "nt", "nrt", "nrfg"]);
// Tags of single characters that never start or end an out-of-vocabulary name.
const ZH_FUNCTION_TAGS = new Set(["p", "c", "u", "uj", "ul", "uz", "ud", "ug", "uv", "d", "r", "m", "x", "y", "e", "o", "f", "zg"]);

// Characters that a name seldom starts or ends with but jieba's HMM glues onto a neighbour when
// both are rare in its dictionary's view: 事是, 他来, 家有, 过得, 太久. Function words, pronouns and
// the commonest verbs and adverbs.
const ZH_NOT_NAME_EDGE = new Set([
  ...[...ZH_STOPWORDS].filter((word) => word.length === 1),
  ..."有来去说称能会要想很太最更较略稍才再已共如需好住备".split(""),
]);

/**
 * Characters a word the HMM made up from unseen characters seldom starts or ends with when it is a
 * name, though a name in the dictionary may (多伦多, 印度): comparisons and verbs it glues to the
 * next word (比畅玩卡, 多开, 按首印, 打猫, 办次卡), the end of a time before it (安装时厨下柜 gives 时厨)
 * and endings of time, price or measure (焯水时,
 * 季卡贵, 重约, 长度); a modal, a measure word or an adverb glued to a verb or noun (可领, 道题, 只排,
 * 零升, 总营收, 另花), a win counted after a name (林可欣三胜), a common verb glued to its object or to
 * what follows it (进店, 找道馆, 买省) and a verb's result 满 (唱满, 上满).
 */
const ZH_NOT_UNSEEN_START = new Set("比按多少前内约打办包时后可只仅才零总号道买卖进找唱交拿换带选订退送吃喝看另".split(""));
const ZH_NOT_UNSEEN_END = new Set("时贵约前后内度胜须满".split(""));
/** Locatives that end a place in a thing: the 内 of 年卡内, 外 of 城外. */
const ZH_LOCATIVE_END = new Set("内外里".split(""));

/**
 * Endings of the common nouns for people jieba's dictionary tags as names (申请人, 顾客, 卫冕冠军):
 * a person's given name seldom ends so.
 */
const ZH_PERSON_NOUN_END = new Set("人客员者军".split(""));
/** How jieba tags a given name it cuts from its surname: a place (启东), a name, or unseen characters. */
const GIVEN_NAME_TAGS: ReadonlySet<string> = new Set(["ns", "nr", "nrfg", "x"]);

/** Surnames of two characters, with which a person's name runs to four. */
const ZH_DOUBLE_SURNAME = /^(?:欧阳|司马|诸葛|上官|东方|皇甫|慕容|令狐|公孙|夏侯|尉迟|长孙|宇文|司徒|端木|独孤|南宫|西门)/u;
/** Largest length of a person's name with a surname of one character. */
const ZH_LONGEST_PERSON_NAME = 3;

/** A word jieba offers as a name, unless a function character starts or ends it. */
function mayBeZhName(word: string, unseen: boolean, tag: string): boolean {
  const first = word[0]!;
  const last = word[word.length - 1]!;
  if (ZH_NOT_NAME_EDGE.has(first) || ZH_NOT_NAME_EDGE.has(last)) return false;
  // A person's name (nr) ends in no noun for a role, runs to four characters only after a double
  // surname, and does not say one character twice (宝宝).
  if (tag === "nr" && (ZH_PERSON_NOUN_END.has(last) || (word.length > ZH_LONGEST_PERSON_NAME && !ZH_DOUBLE_SURNAME.test(word)) || (word.length === 2 && first === last))) return false;
  // A two-character person's name that ends in a locative is most often a word's last character and the locative: 卡内 of 年卡内.
  if ((tag === "nr" || tag === "nrt") && word.length === 2 && ZH_LOCATIVE_END.has(last)) return false;
  return !unseen || (!ZH_NOT_UNSEEN_START.has(first) && !ZH_NOT_UNSEEN_END.has(last));
}

/** What keys leave out: whitespace (the characters of `\s`), hyphens, underscores, dots, middle dots, apostrophes. */
export function isKeyGap(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0x2d || c === 0x5f || c === 0x2e || c === 0x27;
  return (
    c === 0xa0 || c === 0xb7 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2019 || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0x30fb || c === 0xfeff
  );
}

const asciiDecoder = new TextDecoder();
let asciiBuffer = new Uint8Array(256);

/** NFKC, lower case, without spaces, hyphens and dots. Also the `flat` form of analysed texts. */
export function entityKey(text: string): string {
  // Every source sentence and claim is folded, mostly ASCII: NFKC leaves ASCII as it is, and
  // lower-casing it is A-Z to a-z, so one pass into a byte buffer does all three steps. The pass
  // itself finds whether the text is ASCII, rather than a pattern run over it first.
  if (asciiBuffer.length < text.length) asciiBuffer = new Uint8Array(text.length * 2);
  let n = 0;
  let i = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) break;
    if (isKeyGap(c)) continue;
    asciiBuffer[n++] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
  }
  if (i === text.length) return asciiDecoder.decode(asciiBuffer.subarray(0, n));
  const folded = text.normalize("NFKC").toLowerCase();
  // Pieces joined at once make one flat string, where `replace` would leave a rope of one node per word.
  const pieces: string[] = [];
  let from = 0;
  for (let i = 0; i < folded.length; i++) {
    if (!isKeyGap(folded.charCodeAt(i))) continue;
    if (i > from) pieces.push(folded.slice(from, i));
    from = i + 1;
  }
  if (from === 0) return folded;
  if (from < folded.length) pieces.push(folded.slice(from));
  return pieces.join("");
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** A version of three or more parts, 4.2.1 or 1.10.0: no number, but the name of one release. */
const DOTTED_VERSION = /^\d{1,3}(?:\.\d+){2,}$/;

/** LPDDR4X, ResNet-50, GPT-4o, iPhone, H100: digits mixed with letters, or capitals after the first letter; and versions such as 4.2.1. */
function isIdentifierLike(word: string): boolean {
  // Every word of a name run is asked: the pattern only for those that open with a digit, as it needs.
  if (isDigit(word.charCodeAt(0)) && DOTTED_VERSION.test(word)) return true;
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

/** The token right before the one at `i` is a figure written in digits, with only space between. */
function followsFigure(text: string, tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  return before !== undefined && isDigit(before.text.charCodeAt(0)) && text.slice(before.end, tokens[i]!.start).trim() === "";
}

export function isCapitalised(word: string): boolean {
  const c = word.charCodeAt(0);
  return isUpper(c) || (c > 127 && word[0] !== word[0]!.toLowerCase());
}

const SKIPPED_BEFORE_WORD = new Set([" ", "\t", "\n", "\r", '"', "“", "'", "(", "*"]);
const SENTENCE_END = new Set([".", "!", "?", ":", ";", "。", "！", "？", "：", "；"]);

export function sentenceInitial(text: string, at: number): boolean {
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
const NAME_SUFFIX = /-(?:based|born|led|owned|made|listed|headquartered|bred|raised|run)$/i;

export function extractEntities(text: string, tokens: readonly Token[]): EntityMention[] {
  const found: EntityMention[] = [];
  // One run, emptied in place: flush is called after nearly every word, and most runs are empty.
  const run: Token[] = [];
  const flush = (): void => {
    while (run.length > 0 && NAME_JOINERS.has(run[run.length - 1]!.norm)) run.pop();
    // A title is a word of the language, which a source may write out ("CEO Sara Lind" for "chief executive Sara Lind").
    let from = 0;
    while (from < run.length && TITLES.has(run[from]!.norm)) from++;
    if (from === run.length) {
      run.length = 0;
      return;
    }
    const first = run[from]!;
    const last = run[run.length - 1]!;
    // The possessive is not part of the name: TSMC's process is TSMC's; nor is "-based" in
    // "Denver-based", which names Denver.
    const end = POSSESSIVE.test(last.text) ? last.end - 2 : last.end - (NAME_SUFFIX.exec(last.text)?.[0].length ?? 0);
    const surface = text.slice(first.start, end);
    found.push({ start: first.start, end, text: surface, key: entityKey(surface), kind: run.length - from === 1 && isIdentifierLike(first.text) ? "identifier" : "name" });
    run.length = 0;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== "word") {
      flush();
      continue;
    }
    const word = token.text;
    if (isIdentifierLike(word)) {
      // "12nm" or "5G" after a name is a value or a label of its own, not part of the name; so is
      // the unit after a figure, which must not join the name after it ("16 GB of LPDDR5").
      const alone = isDigit(word.charCodeAt(0)) || followsFigure(text, tokens, i);
      if (alone) flush();
      run.push(token);
      if (alone) flush();
      continue;
    }
    if (isCapitalised(word) && !CAPITALISED_COMMON.has(token.norm)) {
      const initial = sentenceInitial(text, token.start);
      const next = tokens[i + 1];
      const startsName = !initial || (!EN_STOPWORDS.has(token.norm) && !QUANTIFIERS.has(token.norm) && next !== undefined && next.kind === "word" && isCapitalised(next.text) && text.slice(token.end, next.start).trim() === "");
      if (startsName || run.length > 0) {
        run.push(token);
        // A possessive ends the name: "Riverside's Diego Santos" is two.
        if (POSSESSIVE.test(word)) flush();
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
  // Latin names come in text order; only Chinese ones need merging in.
  if (hasCjk(text)) {
    // A company's full name is one name, whatever words of it jieba reads as names of their own (山绿源 of 禾山绿源环保能源有限公司).
    // (Both read the one segmentation: jieba's pass is the costly part.)
    const words = segmentZh(text);
    const companies = chineseCompanies(text, words);
    found.push(...chineseNames(text, words).filter((name) => !companies.some((c) => c.start <= name.start && name.end <= c.end)), ...companies, ...zhNumberedLabels(text));
    // A short title in Chinese quotation marks names a thing too, unless a name already found covers it.
    for (const quoted of text.matchAll(ZH_QUOTED_TITLE)) {
      const start = quoted.index + 1;
      const end = start + quoted[1]!.length;
      if (!found.some((name) => name.start < end && start < name.end)) found.push({ start, end, text: quoted[1]!, key: entityKey(quoted[1]!), kind: "name" });
    }
    found.sort((a, b) => a.start - b.start);
  }
  return found;
}

/** The word a Chinese company's registered name ends on. */
const ZH_COMPANY_END = /^(?:股份有限公司|有限责任公司|有限公司|集团)$/u;
/** Words that stand before a company's name, not in it: 为, 是, 由, 与 (tagged as verbs or prepositions). */
const ZH_BEFORE_A_NAME = new Set(["为", "是", "由", "与", "和", "及", "在", "将", "向", "被", "对", "给", "从", "的"]);
/** The fewest characters of a name before its ending: "禾山绿源环保能源" (not "该" + 公司). */
const MIN_COMPANY_CHARS = 4;
const MAX_COMPANY_CHARS = 16;

/**
 * Companies named in full: "禾山绿源环保能源有限公司", "杭州云栈供应链管理有限公司": the words before the
 * ending back to one that stands before a name (为, 由, 与) or a function word.
 */
function chineseCompanies(text: string, words: readonly ZhWord[]): EntityMention[] {
  if (!/有限公司|有限责任公司|集团/u.test(text)) return [];
  const out: EntityMention[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!ZH_COMPANY_END.test(words[i]!.word)) continue;
    let start = words[i]!.start;
    for (let k = i - 1; k >= 0; k--) {
      const w = words[k]!;
      // (A verb is no word of it, 改由 of "改由杭州禾岭食品有限公司代工"; a verbal noun may be, 管理 of 供应链管理有限公司.)
      if (w.end !== start || !isCjk(w.word.codePointAt(0)!) || ZH_BEFORE_A_NAME.has(w.word) || w.tag === "v" || (ZH_FUNCTION_TAGS.has(w.tag) && w.tag !== "x") || words[i]!.start - w.start > MAX_COMPANY_CHARS) break;
      // (A word jieba made up across the edge starts with the word before the name: 为江衡.)
      if (w.tag === "x" && w.word.length > 2 && ZH_BEFORE_A_NAME.has(w.word[0]!)) {
        start = w.start + 1;
        break;
      }
      start = w.start;
    }
    if (words[i]!.start - start < MIN_COMPANY_CHARS) continue;
    const surface = text.slice(start, words[i]!.end);
    out.push({ start, end: words[i]!.end, text: surface, key: entityKey(surface), kind: "name" });
  }
  return out;
}

function hasCjk(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    // Every CJK code point is at least U+3007; a low surrogate is never one.
    if (text.charCodeAt(i) >= 0x3007 && isCjk(text.codePointAt(i)!)) return true;
  }
  return false;
}

/**
 * A Chinese number that names rather than counts: a bus route (215路), a metro line (4号线), a
 * building (13号楼), a century (20世纪). The number rules pass them over, so they are checked as
 * identifiers: 216路 is not 215路.
 */
const ZH_NUMBERED_LABEL = /(?<![\d.])\d+(?:号线|号楼|号馆|号门|号厅|路(?![程线段口费况面上边途人])|世纪)/gu;

function zhNumberedLabels(text: string): EntityMention[] {
  return [...text.matchAll(ZH_NUMBERED_LABEL)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0], key: entityKey(m[0]), kind: "identifier" }));
}

/** The place a word for its people names (杭州 of 杭州人, as jieba tags it a person's name). */
function placeOfItsPeople(w: ZhWord): string | undefined {
  if (w.tag !== "nr" || !w.word.endsWith("人") || w.word.length < 3) return undefined;
  const stem = w.word.slice(0, -1);
  const read = segmentZh(stem);
  return read.length === 1 && read[0]!.tag === "ns" ? stem : undefined;
}

/**
 * A title of two to six Chinese characters in Chinese quotation marks, followed by the kind of thing
 * it names, perhaps after the other titles of its list ("夜航"一幕, "开闸""夜航"四幕, "青苗邻里"公众号);
 * quotation marks alone may only stress a word ("中间者").
 */
const ZH_QUOTED_TITLE = /“(\p{Script=Han}{2,6})”(?=(?:[、和与及]?“\p{Script=Han}{2,6}”)*(?:[一二三四五六七八九十\d]?幕|公众号|小程序|[Aa][Pp][Pp]|平台|系统|计划|工程|项目|行动|活动|品牌|节目|栏目|系列|套餐|专区|专线|号))/gu;

/** Demonstratives, after which a word opens on a measure word, no surname: 这段时间, 那位老师. */
const ZH_DEMONSTRATIVE: ReadonlySet<string> = new Set(["这", "那", "哪", "某", "每"]);

function chineseNames(text: string, words: readonly ZhWord[]): EntityMention[] {
  const names: EntityMention[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!isCjk(w.word.codePointAt(0)!)) continue;
    // A surname jieba cuts off on its own (nr) before a given name it reads as a place or another name: 冯 + 启东.
    const given = words[i + 1];
    if (w.tag === "nr" && w.word.length === 1 && given !== undefined && given.start === w.end && given.word.length <= 2 && isCjk(given.word.codePointAt(0)!) && GIVEN_NAME_TAGS.has(given.tag)) {
      const surface = text.slice(w.start, given.end);
      names.push({ start: w.start, end: given.end, text: surface, key: entityKey(surface), kind: "name" });
      i++;
      continue;
    }
    // jieba's HMM tags a word it made up from unseen characters "x": an unseen name such as 台积.
    const unseen = w.tag === "x" && w.word.length >= 2;
    if (!unseen && !(ZH_NAME_TAGS.has(w.tag) && w.word.length >= 2)) continue;
    // 杭州人 is a person of a place: the place is the name.
    const place = placeOfItsPeople(w);
    if (place !== undefined) {
      names.push({ start: w.start, end: w.start + place.length, text: place, key: entityKey(place), kind: "name" });
      continue;
    }
    if (!mayBeZhName(w.word, unseen, w.tag)) continue;
    // A word right after a demonstrative opens on its measure word: 这段时间 is no 段 of that name.
    if (ZH_DEMONSTRATIVE.has(words[i - 1]?.word ?? "") && words[i - 1]!.end === w.start) continue;
    // A word the HMM made up before 时 is what is done at that time (收汁时, 返园时), no name; one
    // right after digits starts with the figure's measure word (天各补 of "第3天各补打一剂").
    if (unseen && (words[i + 1]?.word === "时" || isDigit(text.charCodeAt(w.start - 1)))) continue;
    let end = w.end;
    // The HMM often leaves a name's last character on its own (台积 + 电): take single characters that follow.
    while (unseen && i + 1 < words.length) {
      const next = words[i + 1]!;
      // …but not a verb: 戴明川 + 跑 + 出 is a name and what its bearer did.
      if (next.start !== end || next.word.length !== 1 || !isCjk(next.word.codePointAt(0)!) || ZH_NOT_NAME_EDGE.has(next.word) || ZH_FUNCTION_TAGS.has(next.tag) || next.tag === "v") break;
      end = next.end;
      i++;
    }
    const surface = text.slice(w.start, end);
    names.push({ start: w.start, end, text: surface, key: entityKey(surface), kind: "name" });
  }
  return names;
}
