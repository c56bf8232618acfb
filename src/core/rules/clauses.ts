import type { Span } from "../types.js";
import { flatten, leadsFigureIn, matchKey, type Analysed } from "../analysis.js";
import type { Token } from "../text/tokens.js";
import { weekdayLeftOutOfARun } from "../quantities/index.js";

/**
 * Where a clause ends: at punctuation (a dash too, but not one between figures, 9:00—19:00), or at a conjunction or relative word ("revenue rose while
 * weight fell", "is not around that I miss"). Not at the point, comma or colon inside a number
 * (4.50元, $10,000, 9:30, the brackets of "24 dB(A)"), nor at the point of an abbreviation ("a.m.", "e.g.").
 * What may not stand before a mark is looked behind for after the mark, not before it: a pattern
 * that opens on a look behind is tried in full at every character, one that opens on the mark
 * only where the mark is (about four times faster over source text, the same matches).
 */
export const CLAUSE_END = /[,:](?<!\d[,:])|[,:](?!\d)|\.(?<!\b\p{L}\.\p{L}\.)(?:(?<!\d\.)(?!\p{Ll})|(?![\d\p{Ll}]))|[;!?\u3001\uff0c\u3002\uff1b\uff1a\uff01\uff1f]|\((?<!dB\()|\)(?<!dB\([ACZ]\))|(?<!\d)—(?!\d)|\b(?:but|and|or|so|because|while|although|though|whereas|which|who|that|then)\b/iu;

const CLAUSE_ENDS = new RegExp(CLAUSE_END.source, "giu");

const clausesCache = new WeakMap<Analysed, readonly Span[]>();

/** The clauses of a text, as spans in the same offsets as its tokens; read once per text, as the rules ask for them again and again. */
export function clauses(text: Analysed): readonly Span[] {
  let parts = clausesCache.get(text);
  if (parts === undefined) {
    // A figure is never cut: "between 4,700 and 4,900 homes" is one.
    parts = spansBetween(text.text, CLAUSE_ENDS, text.start, text.quantities);
    clausesCache.set(text, parts);
  }
  return parts;
}

const SEGMENT_BREAKS = /[;\uff1b]/gu;

/** Where a list's items part: "£38 for small dogs up to 10 kg, £48 for medium dogs … and £62 …", "£12.50 from Monday to Thursday and £14 from Friday to Sunday"; not at the comma of 1,500. */
export const ITEM_BREAKS = /,(?!\d)\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|[;；，、]/gu;

/**
 * The stretches of a sentence between semicolons, which list cases or items side by side:
 * "在二级医疗机构住院，…报销比例为80%；在三级医疗机构住院，…报销比例为65%".
 */
export function segments(text: Analysed): Span[] {
  return spansBetween(text.text, SEGMENT_BREAKS, text.start);
}

/** The stretch between semicolons that holds the span, or the whole text. */
export function segmentOf(text: Analysed, span: Span): Span {
  return segments(text).find((segment) => within(span, segment)) ?? text;
}

/**
 * The words a case of a text (a stretch between semicolons) opens on, before its first figure,
 * that no other case opens on: 研究生 of "本科生可借15册；研究生可借20册", 第三档 of "第一档为年用电量…；
 * 第三档为4800千瓦时以上，…". Such a word names its case, where a word the first case carries for
 * all (年用电量) does not.
 */
export function distinctOpening(text: Analysed, part: Span, cases: readonly Span[] = segments(text)): Set<string> {
  const opening = (span: Span): Set<string> => {
    const first = text.quantities.find((q) => within(q, span))?.start ?? span.end;
    return new Set(text.content.filter((t) => t.start >= span.start && t.end <= first).map(matchKey));
  };
  const others = cases.filter((span) => span.start !== part.start).map(opening);
  return new Set([...opening(part)].filter((key) => !others.some((other) => other.has(key))));
}

/** What parts clauses at commas and stops, not at 、 (the items of a list between 、 are one clause's). */
export const COMMA_CLAUSE_MARKS = /[，,；;。：:]/gu;

/** Where the clause that runs up to `at` starts: right after the last of `marks` (a global pattern) before it, or 0. */
export function clauseStartBefore(text: string, at: number, marks: RegExp = COMMA_CLAUSE_MARKS): number {
  let start = 0;
  for (const mark of text.slice(0, at).matchAll(marks)) start = mark.index + 1;
  return start;
}

/** A number joined by a hyphen to the noun after it, which names a kind of thing: "7-seaters", "8-bed dormitories". */
export function hyphenedToANoun(text: Analysed, figure: Span): boolean {
  return /^-\p{L}/u.test(text.text.slice(figure.end - text.start));
}

/** The clause of `text` that holds the span, or the whole text. */
export function clauseOf(text: Analysed, span: Span): Span {
  return clauses(text).find((clause) => within(span, clause)) ?? text;
}

/** Commas that part a sentence's cases where no semicolon does ("For flights up to 1,500 km …, for flights between …"); not those of 1,500. */
export const CASE_COMMAS = /[,，](?!\d)/gu;

/** What opens a condition a claim sets before what it says: "If you use …,", 如果 (使用…的话 and 账单分12期的话 close one). */
const CONDITION_OPENING = /^\s*(?:if|when|using|with)\b|^\s*(?:如果|假如|若|使用|用)/iu;
/** A text that states a condition. */
export const CONDITIONAL = /如果|假如|若|\bif\b|\bunless\b/iu;
/** What closes a Chinese condition: the 的话 of "不产生等候费的话". */
const CONDITION_CLOSED = /的话[，,\s]*$/u;

/** The figure `o` lies in a clause before `q` that is a condition. */
export function inClaimsCondition(claim: Analysed, o: Span, q: Span): boolean {
  if (o.end > q.start) return false;
  const clause = spansBetween(claim.text, CASE_COMMAS, claim.start).find((part) => within(o, part));
  if (clause === undefined || within(q, clause)) return false;
  const text = (from: number, to: number): string => claim.text.slice(from - claim.start, to - claim.start);
  return CONDITION_OPENING.test(text(clause.start, o.start)) || CONDITION_CLOSED.test(text(o.end, clause.end));
}

/** The span (a negation cue, a word) stands in a clause that opens on a condition, or closes on one: "如果没有在30日内申请", "if it is not 30 days", "不产生等候费的话". */
export function inCondition(text: Analysed, span: Span): boolean {
  const clause = clauseOf(text, span);
  return CONDITIONAL.test(text.text.slice(clause.start - text.start, span.start - text.start)) || CONDITION_CLOSED.test(text.text.slice(span.end - text.start, clause.end - text.start));
}

/** The match keys of the text's content words within a span. */
export function keysWithin(text: Analysed, span: Span): Set<string> {
  return new Set(text.content.filter((t) => within(t, span)).map(matchKey));
}

/** Of `parts` (clauses of `text`), the last before the k-th that has a content word, or -1: ", which" leaves an empty one between. */
export function lastClauseWithWords(text: Analysed, parts: readonly Span[], k: number): number {
  return parts.slice(0, k).findLastIndex((part) => text.content.some((t) => within(t, part)));
}

/**
 * The stretches of `text` between the matches of `separator` (a global pattern), empty ones left
 * out, moved by `offset`; a match inside one of `unbroken` (in the moved offsets) parts nothing.
 */
export function spansBetween(text: string, separator: RegExp, offset = 0, unbroken: readonly Span[] = []): Span[] {
  const spans: Span[] = [];
  let from = 0;
  for (const end of text.matchAll(separator)) {
    const at = offset + end.index;
    if (unbroken.some((span) => span.start < at && at < span.end)) continue;
    if (end.index > from) spans.push({ start: offset + from, end: offset + end.index });
    from = end.index + end[0].length;
  }
  if (from < text.length) spans.push({ start: offset + from, end: offset + text.length });
  return spans;
}

export function within(span: Span, outer: Span): boolean {
  return span.start >= outer.start && span.start < outer.end;
}

/** Whether `run` stands in `keys` unbroken and in order: a claim copied from a stretch of its sentence. */
export function containsRun(keys: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return true;
  for (let k = keys.indexOf(run[0]!); k >= 0 && k + run.length <= keys.length; k = keys.indexOf(run[0]!, k + 1)) {
    let i = 1;
    while (i < run.length && keys[k + i] === run[i]) i++;
    if (i === run.length) return true;
  }
  return false;
}

/**
 * Whether a token is a word of one of the text's values ("W" in "371 W", 个百分点, 年 in 2024年,
 * 达到 in 达到6.95亿吨), not a word of its own: a claim's analysis leaves those out of its content
 * words, and a source sentence's keeps them. A weekday stays a word, as it does in a claim.
 */
export function partOfValue(text: Analysed, token: Token): boolean {
  return insideFigure(text, token) || text.dates.some((d) => d.weekday === undefined && inside(token, d)) || leadsFigureIn(text, token);
}

/** Whether a token is a word of one of the text's figures ("billion" of "$4.2 billion", W of "371 W"). */
export function insideFigure(text: Analysed, token: Token): boolean {
  // Loops, not some() with a closure: the rules ask this of every word of a text, often before V8
  // has optimised them, and each closure would be an allocation.
  const quantities = text.quantities;
  for (let k = 0; k < quantities.length; k++) if (inside(token, quantities[k]!)) return true;
  return false;
}

/** Whether a token is a word of one of the text's dates ("December" of "31 December 2023"). */
export function insideDate(text: Analysed, token: Token): boolean {
  const dates = text.dates;
  for (let k = 0; k < dates.length; k++) if (inside(token, dates[k]!)) return true;
  return false;
}

/** Whether the token lies wholly within the span. */
function inside(token: Span, value: Span): boolean {
  return token.start >= value.start && token.end <= value.end;
}

/** Whether a token is a word of one of the text's names ("Downpatrick" in "Lord Downpatrick", 王芳). */
export function insideName(text: Analysed, token: Token): boolean {
  return text.entities.some((e) => e.kind === "name" && inside(token, e));
}

/** Content words, without the words of values and dates, which a claim's analysis leaves out. */
export function wordsOutsideValues(text: Analysed): readonly Token[] {
  if (text.quantities.length === 0 && text.dates.length === 0) return text.content;
  // Asked of a sentence once for each claim that aligns with it: read once.
  let words = outsideValuesCache.get(text);
  if (words === undefined) {
    words = text.content.filter((t) => !partOfValue(text, t));
    outsideValuesCache.set(text, words);
  }
  return words;
}

const outsideValuesCache = new WeakMap<Analysed, readonly Token[]>();

/** Citation markers, which the claim's text keeps and its words do not: [c1], [^2], 【3】, [A:L12]. */
const MARKERS = /\[[^\]]*\]|【[^】]*】/gu;
const copiedCache = new WeakMap<Analysed, string>();

/**
 * The claim is a stretch of the sentence as written, up to case, spacing, punctuation and its
 * markers: it moves nothing from one place of the sentence to another, nor says an opposite.
 */
export function copiedFrom(claim: Analysed, sentence: Analysed): boolean {
  const flat = claimFlat(claim);
  return flat.length > 0 && sentence.flat.includes(flat);
}

/** The claim's text folded as sentences' `flat` is, without its markers; read once per claim. */
function claimFlat(claim: Analysed): string {
  let flat = copiedCache.get(claim);
  if (flat === undefined) {
    flat = flatten(claim.text.replace(MARKERS, ""));
    copiedCache.set(claim, flat);
  }
  return flat;
}

/** Folded characters a claim needs before a copy of it means anything: not "Yes." or "2019". */
const MIN_COPIED = 16;

/**
 * The claim is a source sentence as written (or sentences, in order), or the opening of one that
 * it takes at least half of ("Determined not to give up, she passed her degree…"): no rule can find it at odds with its
 * source, and one that does has read another sentence. A stretch from inside a sentence is not
 * enough: "the vaccine causes autism" is in "It is false that the vaccine causes autism".
 */
export function copiedWhole(claim: Analysed, sentences: readonly Analysed[]): boolean {
  const flat = claimFlat(claim);
  if (flat.length < MIN_COPIED) return false;
  for (let i = 0; i < sentences.length; i++) {
    // Only a sentence that starts as the claim does can start a copy of it: the rest are passed
    // over before any text is joined.
    const first = sentences[i]!.flat;
    if (first.length < flat.length ? !flat.startsWith(first) : !first.startsWith(flat)) continue;
    // A claim may run over two sentences where the source's were cut otherwise ("…Wiley May 26, 2018 The crowd…").
    let text = first;
    let written = sentences[i]!.text;
    for (let j = i + 1; text.length < flat.length && j < sentences.length; j++) {
      text += sentences[j]!.flat;
      written += ` ${sentences[j]!.text}`;
    }
    // Folding drops decimal points: "rose 25%" is no copy of "rose 2.5%".
    if (text.startsWith(flat) && flat.length * 2 >= text.length && claim.quantities.every((q) => written.includes(q.raw))) return true;
  }
  return false;
}

/** Words that name a time of day, as a figure does ("12:00 noon"). */
const TIME_OF_DAY: ReadonlySet<string> = new Set(["noon", "midday", "midnight"]);

const NO_KEYS: ReadonlySet<string> = new Set();

/** The content keys of each clause of a sentence, when it has more than one, and which of them are words of dates and figures; read once per sentence. */
const clauseKeysCache = new WeakMap<Analysed, { perClause: readonly ReadonlySet<string>[]; ofValues: ReadonlySet<string> }>();

function clauseKeysOf(sentence: Analysed): { perClause: readonly ReadonlySet<string>[]; ofValues: ReadonlySet<string> } {
  let cached = clauseKeysCache.get(sentence);
  if (cached === undefined) {
    const parts = oneClause(sentence) ? undefined : clauses(sentence);
    // The words of values only tell one clause's words from another's: a sentence of one clause
    // needs no reading of its figures and dates for them.
    cached =
      parts === undefined || parts.length < 2
        ? { perClause: [], ofValues: NO_KEYS }
        : {
            perClause: parts.map((part) => new Set(sentence.content.filter((t) => within(t, part)).map(matchKey))),
            ofValues: new Set(sentence.content.filter((t) => insideDate(sentence, t) || insideFigure(sentence, t) || TIME_OF_DAY.has(t.norm)).map(matchKey)),
          };
    clauseKeysCache.set(sentence, cached);
  }
  return cached;
}

/**
 * Whether a text is one clause (or none) whatever its figures say: it has no clause end, or one
 * only at its last character. Figures are read for clauses only so that a clause end inside one
 * parts nothing, which could only join that last end to the clause; most sentences of a source
 * are found to be one clause here, without their figures read.
 */
function oneClause(text: Analysed): boolean {
  const end = CLAUSE_END.exec(text.text);
  return end === null || end.index + end[0].length === text.text.length;
}

/** The content keys of each clause of a sentence that has more than one (none for a sentence of one clause); read once per sentence. */
export function keysPerClause(sentence: Analysed): readonly ReadonlySet<string>[] {
  return clauseKeysOf(sentence).perClause;
}

/**
 * Where a sentence goes on to another subject or event: "…within 1 hour, and all collisions …
 * within 15 minutes", "In 1908 she joined …, and in 1919 she became …", "; …", 1988年…；1996年….
 */
export const SUBJECT_BREAK = /[;；]|,\s+(?:and|while|whereas|but)\s+/gu;

/** Year on year and month on month: what a move is measured against, not a thing of the clause's own ("…每斤165元，同比上涨10%"). */
export const ZH_MEASURED_AGAINST = /^(?:同比|环比)$/u;

/**
 * Whether every clause of the sentence that has the claim's word has none of the claim's other
 * words and a word of its own (重量 in "重量减少了 8 克"): the sentence uses the word of another thing.
 * The month of a date, or the unit of a figure (元 of "上限为25,950元"), is no word of a thing:
 * "…open on 1 October and close on 15 January" says both of the applications. A clause of the word
 * with only its figure is read with the clause before.
 */
export function saidOfSomethingElse(claim: Analysed, key: string, sentence: Analysed): boolean {
  if (claim.keys.size < 2) return false;
  const { perClause, ofValues } = clauseKeysOf(sentence);
  // Whether a clause's words other than the claim's word say something of their own; undefined where they say the claim's.
  const saysOwn = (keys: ReadonlySet<string>): boolean | undefined => {
    let own = false;
    for (const other of keys) {
      if (other === key) continue;
      if (claim.keys.has(other)) return undefined;
      if (!ofValues.has(other) && !ZH_MEASURED_AGAINST.test(other)) own = true;
    }
    return own;
  };
  let found = false;
  for (let i = 0; i < perClause.length; i++) {
    if (!perClause[i]!.has(key)) continue;
    found = true;
    let own = saysOwn(perClause[i]!);
    // A clause of the word with only what it is measured against and its figure (同比增长7.2%) says
    // it of the clause before: "营业收入96.4亿元，同比增长7.2%" is the revenue's. (A word quite alone,
    // "first" of "first and second", is left as it was.)
    if (own === false && i > 0 && perClause[i]!.size > 1) own = saysOwn(perClause[i - 1]!);
    if (!own) return false;
  }
  return found;
}

/**
 * Whether a word of the sentence that `isOther` accepts, in a clause without the claim's word, has
 * more of the claim's other words after it in its clause than the claim's word has anywhere in the
 * sentence: the sentence says the rest of the claim of that other word, and something else of the
 * claim's ("雄鸟头部和上颈黑色…；雌鸟头部棕褐色" of "雌鸟头部黑色"). A list's head said before its items
 * ("costs £38 for small dogs, … £62 for large dogs") is said of none of them.
 */
export function restSaidOfAnother(claim: Analysed, key: string, sentence: Analysed, isOther: (t: Token) => boolean): boolean {
  const parts = clauses(sentence);
  if (parts.length < 2) return false;
  const partOf = (t: Token): Span | undefined => parts.find((part) => within(t, part));
  const saysAfter = (t: Token, part: Span): number => {
    const said = new Set<string>();
    for (const other of sentence.content) {
      const k = matchKey(other);
      if (other.start > t.start && within(other, part) && k !== key && claim.keys.has(k)) said.add(k);
    }
    return said.size;
  };
  // Where the sentence has the word, it says something of its own after it (棕褐色), not only
  // the claim's words and figures: "…and women every 16 weeks" leaves its verb to the clause before.
  const saysOwn = (t: Token, part: Span): boolean =>
    sentence.content.some((other) => other.start > t.start && within(other, part) && !claim.keys.has(matchKey(other)) && !partOfValue(sentence, other));
  let withWord = 0;
  const partsWithWord = new Set<Span>();
  for (const t of sentence.content) {
    const part = matchKey(t) === key ? partOf(t) : undefined;
    if (part === undefined) continue;
    if (!saysOwn(t, part)) return false;
    partsWithWord.add(part);
    withWord = Math.max(withWord, saysAfter(t, part));
  }
  return sentence.content.some((t) => {
    const part = partOf(t);
    return part !== undefined && !partsWithWord.has(part) && isOther(t) && saysAfter(t, part) > withWord;
  });
}

/** What joins the items of a list: "main and telephoto", "ultra-wide, telephoto", 前牙、后牙, 二手商品和企业采购. */
const LIST_JOINT = /^\s*(?:,\s*(?:and|or)?|and|or|\/|[、和与及或])\s*$/iu;

/** Whether only a list's joint stands between two words of a text, each the end of an item. */
export function listedApart(text: Analysed, first: Token, second: Token): boolean {
  return LIST_JOINT.test(text.text.slice(first.end - text.start, second.start - text.start));
}

/** What stands between a figure and a second one it brackets: the " (" of "200 °C (180 °C fan)", "dizziness (8% vs 6%)". */
export const BRACKET_OPENING = /^\s*[(（]\s*$/u;
/** A bracketed stretch with no bracket inside: "(COD, settled)", "(minimum £100)". A global pattern: copy it to test with. */
export const BRACKETED = /[（(][^（）()]*[）)]/gu;

/** Where in the text (an index into it) the bracket opens that is still open where the span starts, if one is. */
export function openBracketBefore(text: Analysed, span: Span): number | undefined {
  const before = text.text.slice(0, span.start - text.start);
  const open = Math.max(before.lastIndexOf("（"), before.lastIndexOf("("));
  return open < 0 || Math.max(before.lastIndexOf("）"), before.lastIndexOf(")")) > open ? undefined : open;
}

/**
 * Where a text waives a distinction: "regardless of the season", 不分白天晚上, 无论大小. The words
 * there name cases that make no difference, not the case the text is about.
 */
const DISTINCTION_WAIVED = /\bregardless\s+of\s+[^,;.]{1,40}|(?:不分|不论|无论|不管)\p{Script=Han}{1,8}?(?=[，,；;。都均一每]|$)/giu;

/** A claim's waived distinctions, asked of every rival of its figures: read once per text. */
const waivedCache = new WeakMap<Analysed, readonly Span[]>();

/** Whether the span stands in a stretch of the text that waives a distinction. */
export function inDistinctionWaived(text: Analysed, span: Span): boolean {
  let waived = waivedCache.get(text);
  if (waived === undefined) {
    waived = [...text.text.matchAll(DISTINCTION_WAIVED)].map((m) => ({ start: text.start + m.index, end: text.start + m.index + m[0].length }));
    waivedCache.set(text, waived);
  }
  return waived.some((stretch) => within(span, stretch));
}

/** Whether the span stands inside a bracket the text opens before it and closes after it: （不含司龄假）, "(excluding VAT)". */
export function inBrackets(text: Analysed, span: Span): boolean {
  return openBracketBefore(text, span) !== undefined && /[)）]/u.test(text.text.slice(span.end - text.start));
}

/**
 * The claim denies, in a clause of a lone day of the week, what the sentence says of a run of days
 * that leaves that day out: "周一不开放" of "每周二至周日9:00至17:00开放".
 */
export function deniedOnADayOffTheRun(claim: Analysed, sentence: Analysed): boolean {
  return claim.dates.some((d) => weekdayLeftOutOfARun(d, sentence) && deniedAfterIn(claim, d));
}

/** A cue of the text denies, after the span, in the span's clause. */
export function deniedAfterIn(text: Analysed, span: Span): boolean {
  return text.negations.some((cue) => cue.start >= span.end && within(cue, clauseOf(text, span)));
}
