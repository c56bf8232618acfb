// Chinese perturbations: clauses kept or dropped at commas, 不/没 inserted or removed, antonyms
// from the project's Chinese list, clauses and modifiers borrowed from other documents.
import { ZH_ANTONYM_PAIRS } from "../../lexicon/zh-antonyms.js";
import type { Span } from "../../types.js";
import type { Perturb } from "./shared.js";
import { finalStop, overlaps, replaceSpan, withoutFinalStop } from "./sentence.js";

const MIN_HAN = 5;
/** Clauses these open depend on another ("如果…", "虽然…"): keeping one alone, or dropping what it governs, changes the meaning. */
const SUBORDINATE = /^(?:如果|假如|要是|若|除非|只要|只有|虽然|尽管|即使|因为|既然|一旦|当|不管|无论)/u;
/** Clauses these open lean on the clause before: alone they lack a subject or a premise. */
const DEPENDENT_START = /^[并而但却所因也还就又才便都则且即和及与或]/u;
const LEADING_PUNCTUATION = /^[\s,，;；、.。:：]+/u;

function hanCount(text: string): number {
  return (text.match(/\p{Script=Han}/gu) ?? []).length;
}

/** The clauses of a sentence, between commas and semicolons, without the final stop. */
function clauses(text: string): Span[] {
  const body = withoutFinalStop(text);
  const spans: Span[] = [];
  let start = 0;
  for (const found of body.matchAll(/[，,；;]/gu)) {
    if (found.index > start) spans.push({ start, end: found.index });
    start = found.index + 1;
  }
  if (body.length > start) spans.push({ start, end: body.length });
  return spans;
}

/** The sentence's first clauses without the rest, or without a parenthesis. */
export const compress: Perturb = (sentence, _doc, random) => {
  const { text } = sentence;
  const options: string[] = [];
  const parenthesis = text.replace(/[（(][^（）()]{1,60}[）)]/u, "");
  if (parenthesis !== text) options.push(parenthesis);
  const parts = clauses(text);
  for (let keep = 1; keep < parts.length; keep++) {
    const kept = parts.slice(0, keep);
    if (kept.some((p) => SUBORDINATE.test(text.slice(p.start, p.end)))) break;
    options.push(text.slice(0, kept[keep - 1]!.end) + finalStop(text, "zh"));
  }
  return random
    .shuffle(options)
    .map((option) => option.replace(LEADING_PUNCTUATION, ""))
    .find((option) => hanCount(option) >= MIN_HAN);
};

/** A later clause that stands on its own. */
export const clause: Perturb = (sentence, _doc, random) => {
  const { text } = sentence;
  const options = clauses(text)
    .slice(1)
    .map((p) => text.slice(p.start, p.end).trim())
    .filter((part) => hanCount(part) >= MIN_HAN + 1 && !DEPENDENT_START.test(part) && !SUBORDINATE.test(part));
  return options.length === 0 ? undefined : random.pick(options) + finalStop(text, "zh");
};

const DEGREE = new Set(["很", "非常", "特别", "十分", "太", "挺", "比较", "相当", "更"]);
/** How a negation word is undone. */
const UNNEGATED: Readonly<Record<string, string>> = { 不是: "是", 没有: "有", 没: "", 不: "", 未: "已", 尚未: "已经", 从未: "曾经", 并非: "是", 无法: "能", 无: "有", 无需: "需要", 无须: "需要", 并无: "有" };

type Word = { text: string; start: number; end: number; tag?: string };

/** 不 or 没 put before the first verb or adjective (是 -> 不是, 有 -> 没有, 去了 -> 没去, 很高 -> 不高). */
function negate(text: string, words: readonly Word[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const tag = word.tag ?? "";
    if (!(tag === "v" || tag === "a") || /^[不没未无非别]/u.test(word.text)) continue;
    const before = words[i - 1];
    if (before && /^[不没未]/u.test(before.text)) continue;
    if (word.text === "是") return replaceSpan(text, word, "不是");
    if (word.text === "有") return replaceSpan(text, word, "没有");
    if (tag === "a" && before && DEGREE.has(before.text)) return replaceSpan(text, { start: before.start, end: word.end }, `不${word.text}`);
    const after = words[i + 1];
    if (tag === "v" && after?.text === "了") return replaceSpan(text, { start: word.start, end: after.end }, `没${word.text}`);
    return replaceSpan(text, word, `不${word.text}`);
  }
  return undefined;
}

/** A negation removed: 不是 -> 是, 没有 -> 有, 不支持 -> 支持, 未 -> 已. */
function unnegate(text: string, cues: readonly Word[]): string | undefined {
  for (const cue of cues) {
    const known = UNNEGATED[cue.text];
    if (known !== undefined) return replaceSpan(text, cue, known);
    // A word that starts with its negation (不支持, 没能, 不能): the rest of the word.
    if (/^[不没]/u.test(cue.text) && cue.text.length > 1) return replaceSpan(text, cue, cue.text.slice(1));
  }
  return undefined;
}

export const negation: Perturb = (sentence) => {
  const words = sentence.tokens.filter((t) => t.kind === "cjk");
  return sentence.negations.length > 0 ? unnegate(sentence.text, sentence.negations) : negate(sentence.text, words);
};

const PARTNERS: ReadonlyMap<string, readonly string[]> = (() => {
  const partners = new Map<string, string[]>();
  for (const [a, b] of ZH_ANTONYM_PAIRS) {
    partners.set(a, [...(partners.get(a) ?? []), b]);
    partners.set(b, [...(partners.get(b) ?? []), a]);
  }
  return partners;
})();

/** A word swapped for its opposite from the Chinese antonym list (增加 -> 减少); whole words only, so 大学 keeps its 大. */
export const antonym: Perturb = (sentence, _doc, random) => {
  const names = sentence.entities;
  // A single character is an antonym only as an adjective or a verb: 对 "correct" is also 对 "towards".
  const words = sentence.tokens.filter(
    (t) => t.kind === "cjk" && PARTNERS.has(t.norm) && (t.norm.length > 1 || t.tag === "a" || t.tag === "v") && !names.some((e) => overlaps(e, t)),
  );
  for (const word of random.shuffle(words)) {
    const options = PARTNERS.get(word.norm)!.filter((p) => !sentence.text.includes(p));
    if (options.length > 0) return replaceSpan(sentence.text, word, random.pick(options));
  }
  return undefined;
};

const CONNECTORS = ["，因为", "，所以", "，而且"];

/** A clause of another document joined on with 因为/所以/而且: a cause, a result or a fact the source never gave. */
export const addedClause: Perturb = (sentence, doc, random) => {
  const donor = doc.donor(random);
  if (!donor) return undefined;
  const first = clauses(donor.text)[0];
  if (!first) return undefined;
  const added = donor.text.slice(first.start, first.end).trim();
  if (hanCount(added) < MIN_HAN) return undefined;
  return withoutFinalStop(sentence.text) + random.pick(CONNECTORS) + added + finalStop(sentence.text, "zh");
};

/** An adjective from another document put before a noun with 的 (河流 -> 美丽的河流). */
export const addedModifier: Perturb = (sentence, doc, random) => {
  const names = sentence.entities;
  const nouns = sentence.tokens.filter((t) => t.kind === "cjk" && t.tag === "n" && t.text.length >= 2 && !names.some((e) => overlaps(e, t)));
  if (nouns.length === 0) return undefined;
  const modifier = doc.modifier(random);
  if (modifier === undefined) return undefined;
  const noun = random.pick(nouns);
  return `${sentence.text.slice(0, noun.start)}${modifier}的${sentence.text.slice(noun.start)}`;
};
