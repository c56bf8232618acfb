// From an answer to atomic claims: markdown -> prose units -> sentences -> clauses.
//
// Splitting a sentence into clauses (English):
//   - at "; " when the right side has a verb of its own;
//   - at "and" / "but" (with or without a comma) and at ", while" / ", whereas" / ", although" /
//     ", though" (a concession after its main clause asserts both) when the left side
//     has a subject and a verb and the right side is either a verb phrase ("… and draws 9 W",
//     which gets the left side's subject back) or a full clause with its own subject and verb
//     ("… and the crossing takes 25 minutes", kept as it is);
//   - at the commas of a series of verb phrases that ends in such an "and" ("X is 12 nm, draws
//     9 W, and runs at 2 GHz");
//   - never in a sentence that states a cause, condition or opening concession (because, since, so,
//     therefore, "Although …,", if, unless …) nor one whose main verb reports speech ("The report says
//     X and Y"), since the relation has to be checked as a whole; but a condition the sentence opens
//     on ("If X is idle, it draws 1 W and runs at 1 GHz") holds of each clause after it, which is
//     split as a sentence of its own and given the condition back.
// Chinese: at "；" and at "，" when both sides carry a predicate and at least four characters of
// content, unless the left part is a leading adverbial ("根据报告，", "在2025年，", "报告指出，"),
// the right part continues a coordination or comparison ("以及…", "比…", "这使得…"), or the
// sentence states a cause, condition or concession ("因为…所以…", "如果…", "虽然…但…").
// A leading conjunction of the right part (并且, 而且, 同时, 但 …) leaves the claim.
//
// Verb detection is a small closed lexicon plus word shapes: auxiliaries and modals, common
// irregular past forms, common base verbs, and -s / -ed forms that do not follow a determiner,
// a number or a preposition.

import type { CitationMarker, CitationRef, Claim, Span } from "../types.js";
import { markerAt, parseCitations } from "./citations.js";
import { detectLang, isCjk } from "./lang.js";
import { maskMarkdown } from "./markdown.js";
import { splitSentences } from "./sentences.js";
import { SpellingCache } from "./spellings.js";

/** A clause, relative to its sentence: from `start` up to the separator at `end`; `prefix` is its shared subject. */
interface Piece {
  start: number;
  end: number;
  prefix: string;
}

// ---------------------------------------------------------------- English lexicon

const words = (list: string): Set<string> => new Set(list.split(/\s+/).filter(Boolean));

const BE = words("is are was were am");
const HAVE = words("has have had");
const MODAL = words("can could will would may might should must shall does do did");
const IRREGULAR = words(`
  made built ran drew grew rose fell sold bought brought took gave got went came became began saw said
  told found left kept held led paid met put cut won lost spent sent thought taught caught fought sought
  stood understood wrote broke chose drove rode spoke stole woke wore tore froze hid fed fled hung laid
  beat lit meant shot shook sang sank slid spun struck swept swung threw dealt dug felt heard knew flew forgot
  overtook undertook withdrew arose bore bent blew bred burst clung crept drank forgave knelt leapt lent
  overcame rang rebuilt rewrote shone shrank slept sped stuck stung strode swam swore upheld wept
  done written shown known given taken seen grown drawn risen fallen chosen driven spoken broken begun
  gone been forgotten frozen hidden eaten beaten ridden stolen worn torn thrown flown sung sunk sworn
  withdrawn overtaken undertaken arisen born borne proven shaken`);
const BASE = words(`
  use support run draw offer provide include require make contain reach deliver consume cost achieve
  enable allow show need remain become get give take produce generate feature add reduce increase
  improve operate work build sell buy ship serve handle process store power target rely depend help
  cover integrate connect lack match exceed outperform weigh measure hold keep create develop design
  manufacture release launch announce employ host own lead manage control compete focus be apply supply
  pair perform consist cause report`);
const DETERMINERS = words(
  "the a an this that these those its their his her our your my each every some any no all both many few several most such another other which whose what",
);
const PREPOSITIONS = words(
  "of in on at for with by from to into about over under between among through during after before since until than via per without within against across toward towards as like near",
);
const PRONOUNS = words("i we you they he she it");
/** Numbers in words, which count the plural after them ("two adults"), as digits do. */
// "half" and "quarter" end a number too: "by two and a quarter lengths" (no verb "lengths").
const NUMBER_WORDS = words("two three four five six seven eight nine ten eleven twelve twenty thirty hundred thousand million half quarter dozen");
const ADVERBS = words(
  "also then now still only currently typically usually often further even additionally later subsequently recently already just reportedly mostly generally primarily mainly not never always",
);
const GUARDS = words("because since therefore thus hence although though unless if consequently whereby thereby");
const REPORTING = words(`
  say says said state states stated report reports reported note notes noted claim claims claimed show shows
  showed shown find finds suggest suggests suggested indicate indicates indicated argue argues argued believe
  believes believed confirm confirms confirmed announce announces announced explain explains explained mention
  mentions mentioned estimate estimates estimated predict predicts predicted expect expects expected write
  writes wrote`);
const RELATIVES = words("which that who whom whose where when");
/** Verbs in -s that usually take a preposition ("runs at", "pairs with"), unlike plural nouns ("boards for"). */
const PREPOSITION_VERBS = words(
  "runs operates works relies depends focuses competes ships comes goes belongs consists sits lives ranks scales connects integrates specializes starts ends sells costs pairs stands responds refers applies",
);
const NOT_S_FORM = words(
  "yes its thus plus news series species always perhaps sometimes whereas afterwards besides towards hers ours yours theirs his as lens gas bias alias canvas atlas chaos",
);
const NOT_ED_FORM = words("hundred embed bed red shed sled wed bred");

type VerbKind = "be" | "have" | "modal" | "past" | "ed" | "base" | "s";

/** BE, HAVE and MODAL in one map: every word of every sentence is looked up here. */
const AUXILIARIES: ReadonlyMap<string, VerbKind> = new Map([
  ...[...BE].map((w) => [w, "be"] as const),
  ...[...HAVE].map((w) => [w, "have"] as const),
  ...[...MODAL].map((w) => [w, "modal"] as const),
]);

/** What verb detection needs to know of a word, decided by its spelling alone. */
interface WordFacts {
  /** The word in lower case. */
  w: string;
  /** The kind it has as an auxiliary (be, have, modal), or null. */
  aux: VerbKind | null;
  /** How it reads as a verb where nothing before it rules one out: past, ed, base, s, or null. */
  verb: VerbKind | null;
  determiner: boolean;
  /** A determiner, preposition or "to": the word after it is no verb. */
  blocksVerb: boolean;
  /** A pronoun, plural, number-bearing word, modal or "not": a base form after it is a verb. */
  subjectLike: boolean;
}

interface Token {
  s: number;
  e: number;
  /** Lower-case text of a word; the character itself for punctuation. */
  w: string;
  facts: WordFacts;
  punct: boolean;
  cap: boolean;
  num: boolean;
}

function factsOf(w: string): WordFacts {
  let verb: VerbKind | null = null;
  if (IRREGULAR.has(w)) verb = "past";
  else if (w.length >= 4 && w.endsWith("ed") && !w.endsWith("eed") && !NOT_ED_FORM.has(w)) verb = "ed";
  else if (BASE.has(w)) verb = "base";
  else if (isSForm(w)) verb = "s";
  return {
    w,
    aux: AUXILIARIES.get(w) ?? null,
    verb,
    determiner: DETERMINERS.has(w),
    blocksVerb: DETERMINERS.has(w) || PREPOSITIONS.has(w) || w === "to",
    subjectLike: PRONOUNS.has(w) || isPluralNoun(w) || /\d/.test(w) || MODAL.has(w) || w === "not",
  };
}

/** Facts of the empty word: what a missing or punctuation neighbour counts as. */
const NO_WORD = factsOf("");
/** Per spelling as written: an answer repeats its words, and each is looked up in several lists. */
const facts = new SpellingCache<WordFacts, undefined>(50_000, (raw) => factsOf(raw.toLowerCase()));

/** , ; : ( ) and their full-width forms ，；：（）. */
function isClausePunct(c: number): boolean {
  return c === 0x2c || c === 0x3b || c === 0x3a || c === 0x28 || c === 0x29 || c === 0xff0c || c === 0xff1b || c === 0xff1a || c === 0xff08 || c === 0xff09;
}
const FULL_WIDTH_PUNCT: Record<string, string> = { "，": ",", "；": ";", "：": ":", "（": "(", "）": ")" };
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;
const wordCodePoints = new Map<number, boolean>();

/** Whether the code point is a letter or a number (\p{L} or \p{N}). */
function isWordCodePoint(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
  let yes = wordCodePoints.get(cp);
  if (yes === undefined) {
    yes = LETTER_OR_NUMBER.test(String.fromCodePoint(cp));
    wordCodePoints.set(cp, yes);
  }
  return yes;
}

/** End of the run of letters and numbers starting at `i` (`i` itself when there is none). */
function wordRunEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const cp = text.codePointAt(j)!;
    if (!isWordCodePoint(cp)) break;
    j += cp > 0xffff ? 2 : 1;
  }
  return j;
}

function isWordJoiner(c: number): boolean {
  return c === 0x27 || c === 0x2019 || c === 0x2e || c === 0x2d;
}

/**
 * Words (letters and numbers, joined by ' ’ . -) and the punctuation that separates clauses;
 * everything else is skipped.
 */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isClausePunct(c)) {
      const raw = text[i]!;
      const w = FULL_WIDTH_PUNCT[raw] ?? raw;
      tokens.push({ s: i, e: i + 1, w, facts: NO_WORD, punct: true, cap: false, num: false });
      i++;
      continue;
    }
    let end = wordRunEnd(text, i);
    if (end === i) {
      i += text.codePointAt(i)! > 0xffff ? 2 : 1;
      continue;
    }
    for (;;) {
      if (!isWordJoiner(text.charCodeAt(end))) break;
      const next = wordRunEnd(text, end + 1);
      if (next === end + 1) break;
      end = next;
    }
    const word = facts.get(text, i, end, undefined);
    tokens.push({ s: i, e: end, w: word.w, facts: word, punct: false, cap: c >= 0x41 && c <= 0x5a, num: c >= 0x30 && c <= 0x39 });
    i = end;
  }
  return tokens;
}

function isSForm(w: string): boolean {
  return w.length >= 3 && w.endsWith("s") && !/(?:ss|us|is|ics|ous|['’]s)$/.test(w) && !NOT_S_FORM.has(w);
}

function isPluralNoun(w: string): boolean {
  return w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w);
}

/** How the word at `t` works as a verb, judged with the word before it (from `from` on), or null. */
function verbKind(toks: Token[], t: number, from: number): VerbKind | null {
  const tok = toks[t];
  if (!tok || tok.punct || tok.num) return null;
  const prev = t > from ? toks[t - 1] : undefined;
  const before = prev && !prev.punct ? prev.facts : NO_WORD;
  const { aux, verb } = tok.facts;
  if (aux !== null) {
    if ((tok.cap && t > from) || before.determiner) return null;
    return aux;
  }
  if (tok.cap || before.blocksVerb || ((prev?.num || NUMBER_WORDS.has(prev?.w ?? "")) && !namesModel(toks, t, from))) return null;
  // A place or degree joined to a participle makes an adjective: "third-placed Mistral Bay", "well-known", "top-rated".
  if (RANKED_PARTICIPLE.test(tok.w)) return null;
  // "Aged" before a figure says how old: "two children aged 5 to 15" has no verb.
  if (tok.w === "aged" && toks[t + 1]?.num) return null;
  // After an opening word and its comma comes the subject: "Together, grants and partners gave 38%".
  if (prev?.w === "," && t - 2 === from) return null;
  if (verb === "base") {
    // A bare base form is a verb after a pronoun or a plural or named subject ("GPUs use", "they run").
    const subjectLike = prev !== undefined && !prev.punct && (before.subjectLike || prev.cap);
    return t === from || subjectLike ? "base" : null;
  }
  // A plural right before an auxiliary and its verb is their subject, no verb: "ticket holders can
  // park", "trains will seat" (not "sells can openers").
  if (verb === "s" && isAux(toks[t + 1]?.facts.aux ?? null) && !toks[t + 1]!.cap) {
    const after = toks[t + 2];
    if (after !== undefined && !after.punct && !after.num && !after.cap && !isSForm(after.w)) return null;
  }
  return verb;
}

const RANKED_PARTICIPLE = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|top|bottom|highest|lowest|best|worst|well|long|newly)-[a-z]+(?:ed|en|wn)$/;

/** The number before `t` ends a name ("The Slate 14 weighs"), not a count ("12 cores"): a capitalised word that no preposition is stands before it. */
function namesModel(toks: Token[], t: number, from: number): boolean {
  const name = t - 2 >= from ? toks[t - 2] : undefined;
  return name !== undefined && name.cap && !name.punct && !name.facts.blocksVerb && toks[t]!.facts.verb !== "base";
}

function isAux(kind: VerbKind | null): boolean {
  return kind === "be" || kind === "have" || kind === "modal";
}

/** A sentence's tokens with running indexes, so clause tests never rescan. */
interface Tokens {
  list: Token[];
  /** The first verb at or after each index (a verb needs a word before it, so index 0 is never one). */
  nextVerb: Int32Array;
  /** The first ";" at or after each index. */
  nextSemicolon: Int32Array;
  /** How many words come before each index. */
  wordsBefore: Int32Array;
}

function indexTokens(list: Token[]): Tokens {
  const n = list.length;
  const nextVerb = new Int32Array(n + 2).fill(n);
  const nextSemicolon = new Int32Array(n + 2).fill(n);
  const wordsBefore = new Int32Array(n + 1);
  for (let t = n - 1; t >= 0; t--) {
    nextVerb[t] = t > 0 && verbKind(list, t, 0) !== null ? t : (nextVerb[t + 1] as number);
    nextSemicolon[t] = list[t]?.w === ";" ? t : (nextSemicolon[t + 1] as number);
  }
  for (let t = 0; t < n; t++) wordsBefore[t + 1] = (wordsBefore[t] as number) + ((list[t] as Token).punct ? 0 : 1);
  return { list, nextVerb, nextSemicolon, wordsBefore };
}

/** The first verb after `from` (which starts the clause) and before `to` or a ";", or -1. */
function firstVerb(tk: Tokens, from: number, to: number): number {
  const v = tk.nextVerb[from + 1] ?? tk.list.length;
  const stop = Math.min(to, tk.nextSemicolon[from + 1] ?? tk.list.length);
  return v < stop ? v : -1;
}

function skipAdverbs(toks: Token[], t: number, to: number): number {
  let i = t;
  while (i < to) {
    const tok = toks[i] as Token;
    if (tok.punct || tok.cap) break;
    const isAdverb = ADVERBS.has(tok.w) || (tok.w.length > 4 && tok.w.endsWith("ly") && !BASE.has(tok.w));
    if (!isAdverb) break;
    i++;
  }
  return i;
}

interface Subject {
  /** The text before the verb: "X", "In 2025, X". */
  text: string;
  /** The text through the auxiliary, when the verb phrase is auxiliary + verb: "X was", "X can". */
  withAux: string | null;
  aux: VerbKind | null;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** How far after the verb "that" makes "It is known that …" a placeholder subject. */
const PLACEHOLDER_REACH = 12;

function subjectOf(text: string, tk: Tokens, from: number, to: number): Subject | null {
  const toks = tk.list;
  const v = firstVerb(tk, from, to);
  if (v < 0) return null;
  const subject = collapse(text.slice((toks[from] as Token).s, (toks[v] as Token).s));
  if (subject === "" || subject.toLowerCase() === "there") return null;
  const kind = verbKind(toks, v, from);
  let withAux: string | null = null;
  if (isAux(kind)) {
    const n = skipAdverbs(toks, v + 1, to);
    const next = verbKind(toks, n, v);
    if (next !== null && !isAux(next) && next !== "s") withAux = collapse(text.slice((toks[from] as Token).s, (toks[v] as Token).e));
  }
  // "The HSE found that the rails had been taken off … and never put back": what the later verb
  // phrases say is of the clause after "that", not of the one who found it.
  if ((toks[v + 1] as Token | undefined)?.w === "that") return null;
  // "It is known that X …": the subject is a placeholder, not what the later clauses talk about.
  if (subject.toLowerCase() === "it") {
    for (let t = v + 1; t < Math.min(to, v + PLACEHOLDER_REACH); t++) if ((toks[t] as Token).w === "that") return null;
  }
  return { text: subject, withAux, aux: kind };
}

/** The shared subject a verb phrase starting at `t` gets: with the auxiliary when the forms agree. */
function sharedPrefix(subject: Subject, toks: Token[], t: number, to: number): string {
  if (subject.withAux === null) return subject.text;
  const kind = verbKind(toks, t, t);
  if (subject.aux === "modal" && kind === "base") return subject.withAux;
  if (subject.aux === "have" && (kind === "ed" || kind === "past")) return subject.withAux;
  if (subject.aux === "be" && (kind === "ed" || kind === "past")) {
    // "was founded in 2010 and acquired in 2015" is passive; "… and acquired Y" is not.
    const next = toks[t + 1];
    if (t + 1 >= to || !next || next.punct || next.num || PREPOSITIONS.has(next.w)) return subject.withAux;
  }
  return subject.text;
}

/** Whether a verb phrase (no subject of its own) starts at `t`. */
function startsVerbPhrase(toks: Token[], t: number, to: number, leftLast: string): boolean {
  const tok = toks[t];
  if (!tok) return false;
  const kind = verbKind(toks, t, t);
  if (kind === null) return false;
  if (isAux(kind)) return true;
  const next = toks[t + 1];
  if (t + 1 >= to || !next || (next.punct && next.w !== "(")) return false;
  if (next.w === "and" || next.w === "or" || next.w === "but" || next.w === "nor" || next.w === "of") return false;
  // "students who fall short": a noun its relative clause is about, not a verb.
  if (PERSON_RELATIVES.has(next.w)) return false;
  // "profits fell": the first word is the subject of the verb after it; so is "tickets" in
  // "tickets cost 15 euros", whose base form takes a figure or a noun phrase ("controls access to" does not).
  const nextKind = verbKind(toks, t + 1, t);
  if (isAux(nextKind) || nextKind === "past" || nextKind === "ed") return false;
  const object = toks[t + 2];
  if (kind === "s" && nextKind === "base" && object !== undefined && t + 2 < to && (object.num || object.w === "$" || object.facts.determiner)) return false;
  // "sells apples and oranges in Spain": a plural after a plural, then a preposition.
  if (kind === "s" && isPluralNoun(leftLast) && PREPOSITIONS.has(next.w) && !PREPOSITION_VERBS.has(tok.w)) return false;
  // "requests for it must be submitted": a plural, its phrase, then the clause's own auxiliary.
  if (kind === "s" && PREPOSITIONS.has(next.w) && auxiliaryAfterPhrase(toks, t + 2, to)) return false;
  return true;
}

/** Words a plural subject's phrase ("for it", "from new members") may take before its clause's auxiliary. */
const SUBJECT_PHRASE_REACH = 4;

/** An auxiliary within a short phrase from `t`, with no punctuation, joining word or relative before it. */
function auxiliaryAfterPhrase(toks: Token[], t: number, to: number): boolean {
  let limit = Math.min(to, t + SUBJECT_PHRASE_REACH);
  let joined = false;
  for (let j = t; j < limit; j++) {
    const tok = toks[j] as Token;
    // (One "and" may join a second thing to the subject, no verb: "donations from your own trustees and committee members are included".)
    if ((tok.w === "and" || tok.w === "or") && !joined && j > t && verbKind(toks, j + 1, j) === null) {
      joined = true;
      limit = Math.min(to, j + 1 + SUBJECT_PHRASE_REACH);
      continue;
    }
    if (tok.punct || tok.w === "and" || tok.w === "or" || tok.w === "to" || RELATIVES.has(tok.w)) return false;
    if (AUXILIARIES.has(tok.w) && j > t) return true;
  }
  return false;
}

/**
 * The "and" joins a second thing to a plural subject whose phrase runs on to the clause's
 * auxiliary: "donations from your own trustees and committee members are included" has one clause.
 */
function andInPluralSubject(toks: Token[], from: number, sep: number, to: number): boolean {
  // The clause opens on the plural, after a determiner at most.
  const v = toks[from]?.facts.determiner ? from + 1 : from;
  if (v >= sep || !isPluralNoun(toks[v]!.w) || !PREPOSITIONS.has(toks[v + 1]?.w ?? "")) return false;
  // (Words only up to the "and", no figure or auxiliary: "opens at 10 am and tickets cost" is two clauses.)
  return toks.slice(v + 2, sep).every((tok) => !tok.punct && !tok.num && !AUXILIARIES.has(tok.w)) && auxiliaryAfterPhrase(toks, sep + 1, to);
}

/** Relatives that open a clause about a person inside a subject: "anyone who falls short can appeal". */
const PERSON_RELATIVES = words("who whom whose");
/** Words a subject with a relative clause about a person may take before its own verb. */
const RELATIVE_SUBJECT_REACH = 10;

/**
 * The subject's relative clause ("who fall short", "who can swim") has a verb of its own right
 * after "who", which is not the clause's: after it only an auxiliary ("can", "must", "will")
 * surely starts the main verb.
 */
function auxiliaryAfterRelative(toks: Token[], relative: number, to: number): boolean {
  const limit = Math.min(to, relative + RELATIVE_SUBJECT_REACH);
  for (let j = relative + 2; j < limit; j++) {
    const tok = toks[j] as Token;
    if (tok.punct) return false;
    if (AUXILIARIES.has(tok.w)) return true;
  }
  return false;
}

/** Whether a clause with its own subject and verb starts at `t` ("the crossing takes 25 minutes"). */
function startsFullClause(toks: Token[], t: number, to: number): boolean {
  const first = toks[t];
  // A bare number after "and" continues a range or a list ("between 8 and 12 W").
  if (!first || first.punct || first.num || PREPOSITIONS.has(first.w) || GUARDS.has(first.w)) return false;
  if (isAux(verbKind(toks, t, t))) return false;
  const limit = Math.min(to, t + 7);
  for (let j = t + 1; j < limit; j++) {
    const tok = toks[j] as Token;
    if (tok.punct) return false;
    if (RELATIVES.has(tok.w)) return PERSON_RELATIVES.has(tok.w) && j <= t + 2 && auxiliaryAfterRelative(toks, j, to);
    const kind = verbKind(toks, j, t);
    if (kind === null) continue;
    if (isAux(kind)) return true;
    const next = toks[j + 1];
    return j + 1 < to && next !== undefined && !next.punct;
  }
  return false;
}

/** Words that open a sentence with a clause of time before its main one: "After a jar has been opened, it should …". */
const TIME_OPENERS = words("after before when once until whenever");

/**
 * Where a clause the sentence opens on, with one of `openers` ("After …", "If …") and a verb of its
 * own, ends: at its first comma; -1 where the sentence opens on none.
 */
function openingClauseEnd(tk: Tokens, from: number, to: number, openers: ReadonlySet<string>): number {
  const toks = tk.list;
  if (!openers.has(toks[from]?.w ?? "")) return -1;
  const comma = toks.slice(from + 1, to).findIndex((tok) => tok.w === ",");
  if (comma < 0) return -1;
  const at = from + 1 + comma;
  return firstVerb(tk, from + 1, at) >= 0 ? at : -1;
}

/** The sentence opens with a clause of time: its subject is not the main clause's. */
function opensWithTimeClause(tk: Tokens, from: number, to: number): boolean {
  return openingClauseEnd(tk, from, to, TIME_OPENERS) >= 0;
}

/** Words that open a condition before the main clause: "If you pack your own boxes, …". */
const CONDITION_OPENERS = words("if unless");

/** Concessions that follow their main clause after a comma ("…, although it can be used under an awning") assert both clauses. */
const CONCESSIONS = words("although though");

/** The word opens a concession after a comma, a clause that is split off like one after ", whereas". */
function concessionAfter(toks: readonly Token[], at: number): boolean {
  return CONCESSIONS.has(toks[at]!.w) && toks[at - 1]?.w === ",";
}

function guarded(tk: Tokens, from: number, to: number): boolean {
  const toks = tk.list;
  if (opensWithTimeClause(tk, from, to)) return true;
  for (let t = from; t < to; t++) {
    const tok = toks[t] as Token;
    if (GUARDS.has(tok.w) && !concessionAfter(toks, t)) return true;
    if (tok.w === "so" && ((toks[t - 1]?.w ?? "") === "," || (toks[t + 1]?.w ?? "") === "that")) return true;
    if (tok.w === "result" && (toks[t - 1]?.w ?? "") === "a" && (toks[t - 2]?.w ?? "") === "as") return true;
  }
  const v = firstVerb(tk, from, to);
  return v >= 0 && REPORTING.has((toks[v] as Token).w);
}

class EnglishSplitter {
  private readonly pieces: Piece[] = [];
  private readonly toks: Token[];
  private pieceStart = 0;
  private piecePrefix = "";

  constructor(
    private readonly text: string,
    private readonly tk: Tokens,
  ) {
    this.toks = tk.list;
  }

  /** The opening condition of the sentence being split, which every piece after the first is given back. */
  private condition = "";

  private cut(at: number, nextStart: number, prefix: string): void {
    this.pieces.push({ start: this.pieceStart, end: at, prefix: this.piecePrefix });
    this.pieceStart = nextStart;
    this.piecePrefix = this.condition === "" || prefix === "" ? this.condition + prefix : `${this.condition} ${prefix}`;
  }

  run(): Piece[] {
    const { toks } = this;
    let from = 0;
    let shared: Subject | null = null;
    for (let t = 0; t < toks.length; t++) {
      if (this.contrastAfterAGuardedClause(from, t)) {
        // (What the guarded clause says is checked whole; the contrast after it is a claim of its own.)
        this.segment(from, t, shared);
        this.cut((toks[t] as Token).s, (toks[t + 2] as Token).s, "");
        shared = null;
        from = t + 2;
        continue;
      }
      if (toks[t]?.w !== ";") continue;
      const next = this.tk.nextSemicolon[t + 1] ?? toks.length;
      if (!this.semicolonSplits(from, t, next)) continue;
      const subject = this.segment(from, t, shared);
      const v = skipAdverbs(toks, t + 1, next);
      const verbPhrase = subject !== null && startsVerbPhrase(toks, v, next, "") && !startsFullClause(toks, t + 1, next);
      this.cut((toks[t] as Token).s, (toks[t + 1] as Token).s, verbPhrase && subject ? sharedPrefix(subject, toks, v, next) : "");
      shared = verbPhrase ? subject : null;
      from = t + 1;
    }
    this.segment(from, toks.length, shared);
    this.pieces.push({ start: this.pieceStart, end: this.text.length, prefix: this.piecePrefix });
    return this.pieces;
  }

  /**
   * ", whereas" at `t` after a clause that states a condition, which is kept whole, sets a full
   * clause of its own beside it: "If you cancel 30 hours before your lesson you'll be charged half the
   * fee, whereas cancelling more than two days ahead gets you a full refund".
   */
  private contrastAfterAGuardedClause(from: number, t: number): boolean {
    const { toks, tk } = this;
    if (toks[t]?.w !== "," || toks[t + 1]?.w !== "whereas" || t + 2 >= toks.length) return false;
    const next = tk.nextSemicolon[t + 2] ?? toks.length;
    // (Not reported speech, whose "whereas" is said by the speaker too: "X said children's books were strongest, whereas …".)
    const verb = firstVerb(tk, from, t);
    return this.wordCount(from, t) >= 2 && guarded(tk, from, t) && !(verb >= 0 && REPORTING.has((toks[verb] as Token).w)) && !guarded(tk, t + 2, next) && firstVerb(tk, t + 2, next) >= 0;
  }

  private wordCount(from: number, to: number): number {
    return (this.tk.wordsBefore[to] as number) - (this.tk.wordsBefore[from] as number);
  }

  private semicolonSplits(from: number, at: number, to: number): boolean {
    if (this.wordCount(from, at) < 2 || this.wordCount(at + 1, to) < 2) return false;
    const start = skipAdverbs(this.toks, at + 1, to);
    return startsVerbPhrase(this.toks, start, to, "") || firstVerb(this.tk, at + 1, to) >= 0;
  }

  /**
   * Splits the tokens [from, to) at conjunctions. `shared` is the subject of a segment that
   * starts with a verb phrase; returns the subject in force at the segment's end.
   */
  private segment(from: number, to: number, shared: Subject | null): Subject | null {
    const { toks, text, tk } = this;
    // An opening condition holds of every clause after it: "If you pack your own boxes, breakages are
    // covered, but the excess is £250" is two claims, each under the condition, where what follows
    // the condition is split as a sentence of its own would be.
    const condition = shared === null && this.condition === "" ? openingClauseEnd(tk, from, to, CONDITION_OPENERS) : -1;
    if (condition >= 0 && condition + 1 < to && !guarded(tk, condition + 1, to)) {
      this.condition = text.slice((toks[from] as Token).s, (toks[condition] as Token).e);
      const subject = this.segment(condition + 1, to, null);
      this.condition = "";
      return subject;
    }
    let subject: Subject | null = shared ?? subjectOf(text, tk, from, to);
    if (from >= to || guarded(tk, from, to)) return subject;
    let clauseStart = from;
    let verbPhrase = shared !== null;
    let commas: number[] = [];
    let depth = 0;
    // A short opening phrase before a comma ("Taken together,", "In total,") holds no verb of the clause.
    const hasSubjectVerb = (sep: number): boolean => verbPhrase || firstVerb(tk, clauseStart === from ? openingPhraseEnd(toks, from, sep) : clauseStart, sep) >= 0;
    for (let t = from; t < to; t++) {
      const tok = toks[t] as Token;
      if (tok.w === "(") depth++;
      else if (tok.w === ")") depth = Math.max(0, depth - 1);
      if (depth > 0) continue;
      if (tok.w === "," && subject !== null && t + 1 < to) {
        const v = skipAdverbs(toks, t + 1, to);
        if (v < to && hasSubjectVerb(t) && startsVerbPhrase(toks, v, to, "")) commas.push(t);
        continue;
      }
      const afterComma = t > from && toks[t - 1]?.w === ",";
      const isConjunction = tok.w === "and" || tok.w === "but" || ((tok.w === "while" || tok.w === "whereas") && afterComma) || concessionAfter(toks, t);
      if (!isConjunction || tok.punct || andOfANumber(toks, t) || andOfBetween(toks, clauseStart, t) || andJoinsNames(toks, clauseStart, t) || andOfASuspendedHyphen(text, toks, t) || andJoinsGerundObjects(toks, clauseStart, t)) continue;
      const sep = afterComma ? t - 1 : t;
      if (sep <= clauseStart || !hasSubjectVerb(sep)) continue;
      const v = skipAdverbs(toks, t + 1, to);
      if (v >= to) continue;
      const leftLast = toks[sep - 1]?.w ?? "";
      if (andInSubjectsRelative(toks, clauseStart, sep, t + 1, to) || (tok.w === "and" && (andEndsAList(tk, clauseStart, sep) || andInSubordinateSubject(tk, clauseStart, sep, t + 1) || andInPluralSubject(toks, clauseStart, sep, to)))) continue;
      if (subject !== null && startsVerbPhrase(toks, v, to, leftLast)) {
        for (const c of commas) {
          const cv = skipAdverbs(toks, c + 1, to);
          this.cut((toks[c] as Token).s, (toks[c + 1] as Token).s, sharedPrefix(subject, toks, cv, to));
        }
        this.cut((toks[sep] as Token).s, (toks[t + 1] as Token).s, sharedPrefix(subject, toks, v, to));
        verbPhrase = true;
      } else if (startsFullClause(toks, t + 1, to)) {
        this.cut((toks[sep] as Token).s, (toks[t + 1] as Token).s, "");
        subject = subjectOf(text, tk, t + 1, to);
        verbPhrase = false;
      } else {
        continue;
      }
      clauseStart = t + 1;
      commas = [];
    }
    return subject;
  }
}

/** Most words of an opening phrase set off by a comma: "Taken together,", "In the first half,". */
const OPENING_PHRASE_WORDS = 4;
/** How an opening phrase that says how or when, not who, begins: a participle, a preposition, an adverb of totals. */
const OPENING_PHRASE_START = /^(?:taken|combined|together|altogether|overall|in|on|at|for|by|with|after|before|during|from|between|among|across|over|under|within|since|until|[a-z]+ing|[a-z]+ed)$/i;

/** Where the clause's own words begin past an opening phrase and its comma, else `from`. */
function openingPhraseEnd(toks: readonly Token[], from: number, to: number): number {
  if (!OPENING_PHRASE_START.test(toks[from]?.w ?? "")) return from;
  for (let k = from + 1; k < to && k <= from + OPENING_PHRASE_WORDS; k++) {
    if (toks[k]!.w === ",") return k + 1;
    if (toks[k]!.punct) return from;
  }
  return from;
}

/**
 * The "and" joins two verbs of the subject's relative clause, whose own verb comes after with a
 * modal: "A volunteer who has driven under 10,000 miles and drives 40 miles … could claim £20".
 */
function andInSubjectsRelative(toks: readonly Token[], from: number, sep: number, after: number, to: number): boolean {
  const relative = toks.slice(from, Math.min(sep, from + RELATIVE_SUBJECT_REACH)).findIndex((tok) => PERSON_RELATIVES.has(tok.w) || tok.w === "that");
  if (relative < 1 || toks[from + relative - 1]!.punct) return false;
  for (let j = after; j < to; j++) {
    const tok = toks[j]!;
    if (tok.punct) return false;
    if (MODAL.has(tok.w)) return true;
  }
  return false;
}

/** How many words a list's item before its "and" may have: "the M, L and XL frames", "Leeds, North York and Hull". */
const LIST_ITEM_WORDS = 2;

/**
 * The "and" ends a list whose last items are a few words after a comma with no verb: "the small
 * frame rolls on 27.5-inch wheels, whereas the M, L and XL frames use 29-inch wheels" is not cut
 * before "XL".
 */
function andEndsAList(tk: Tokens, from: number, sep: number): boolean {
  const toks = tk.list;
  for (let k = sep - 1; k > from && sep - k <= LIST_ITEM_WORDS + 1; k--) {
    // The comma of "3,700 W" is no list's.
    const inFigure = toks[k - 1]!.num && toks[k + 1]!.num && toks[k - 1]!.e === toks[k]!.s && toks[k + 1]!.s === toks[k]!.e;
    if (toks[k]!.w === ",") return !inFigure && k < sep - 1 && firstVerb(tk, k, sep) < 0;
    if (toks[k]!.punct) return false;
  }
  return false;
}

/** How many words after "between" its "and" may stand ("between Ashby and Lenham"); another "and" or a mark ends the reach. */
const BETWEEN_REACH = 6;

/** The "and" of "between Ashby and Lenham", which joins the two ends of a span, not two clauses. */
function andOfBetween(toks: readonly Token[], from: number, at: number): boolean {
  for (let k = at - 1; k >= Math.max(from, at - BETWEEN_REACH); k--) {
    const word = toks[k]!.w;
    if (word === "between") return true;
    if (word === "and" || toks[k]!.punct) return false;
  }
  return false;
}

/** Words that open a clause of time, cause or condition inside another. */
const SUBORDINATORS: ReadonlySet<string> = new Set(["after", "before", "until", "once", "when", "whenever", "because", "if", "unless", "since"]);
/** A plural verb right after the word that follows "and": the "are" of "the apricots and honey are stirred in". */
const PLURAL_VERBS: ReadonlySet<string> = new Set(["are", "were", "have", "do", "don't", "aren't", "weren't"]);
/** How many words a subordinate clause's subject may run to before its "and". */
const SUBORDINATE_SUBJECT_WORDS = 4;

/**
 * The "and" joins two things a subordinate clause's plural verb is said of: "cook for 30 minutes
 * after the apricots and honey are stirred in" is not cut before "honey".
 */
function andInSubordinateSubject(tk: Tokens, from: number, sep: number, after: number): boolean {
  const toks = tk.list;
  if (!PLURAL_VERBS.has(toks[after + 1]?.w ?? "")) return false;
  for (let k = sep - 1; k >= from && sep - k <= SUBORDINATE_SUBJECT_WORDS + 1; k--) {
    if (toks[k]!.punct) return false;
    if (SUBORDINATORS.has(toks[k]!.w)) return firstVerb(tk, k + 1, sep) < 0;
  }
  return false;
}

/**
 * The "and" joins two names after an article, which share the noun after them: "close the Swindon
 * and Rochdale sites" is no two clauses, whatever "sites" may be read as.
 */
function andJoinsNames(toks: readonly Token[], from: number, at: number): boolean {
  const [article, before, after] = [toks[at - 2], toks[at - 1], toks[at + 1]];
  return at - 2 >= from && article !== undefined && before !== undefined && after !== undefined && article.facts.determiner && before.cap && after.cap && !before.punct && !after.punct;
}

/** "six and a half hours": the "and" of a number, which joins no clauses; nor does the "and" of a bound, "ages 7 and up". */
function andOfANumber(toks: readonly Token[], at: number): boolean {
  return (toks[at + 1]?.w === "a" && /^(?:half|quarter)$/.test(toks[at + 2]?.w ?? "")) || (/^\d/.test(toks[at - 1]?.w ?? "") && /^(?:up|upwards|over|above|older|under|below|younger)$/i.test(toks[at + 1]?.w ?? ""));
}

/** An "and" after a word left hanging on its hyphen joins two words of one compound: "double- and triple-glazed units". */
function andOfASuspendedHyphen(text: string, toks: readonly Token[], at: number): boolean {
  const before = toks[at - 1];
  return before !== undefined && !before.punct && text[before.e] === "-";
}

/**
 * The "and" joins a second object to a gerund that opens the clause: "As a member, hiring shoes and
 * a harness together would cost £3.75" (the plural after "hiring" is its object, no verb).
 */
function andJoinsGerundObjects(toks: readonly Token[], from: number, at: number): boolean {
  const [opening, gerund, object] = [toks[at - 3], toks[at - 2], toks[at - 1]];
  return at - 2 >= from && (at - 2 === from || opening?.w === ",") && /^[a-z]{3,}ing$/u.test(gerund?.w ?? "") && object?.facts.verb === "s";
}

/**
 * Every cut is at a semicolon or at one of these words, so a sentence with neither is one piece.
 * A word is a run of letters and numbers, so no ASCII letter or digit stands next to it.
 */

const MAY_SPLIT = /[;；]|(?<![A-Za-z0-9])(?:and|but|while|whereas|although|though)(?![A-Za-z0-9])/i;

function splitEnglish(text: string): Piece[] {
  // Most sentences have no place to cut, and the pattern tells at a small part of tokenising's cost.
  if (!MAY_SPLIT.test(text)) return [{ start: 0, end: text.length, prefix: "" }];
  const toks = tokenize(text);
  if (toks.length < 4) return [{ start: 0, end: text.length, prefix: "" }];
  return new EnglishSplitter(text, indexTokens(toks)).run();
}

// ---------------------------------------------------------------- Chinese

// A bare 若 is a condition before a verb ("若拖到9月10日以后才注册，需要…"); in names it stands before others (孟若澜).
const ZH_GUARD = /因为|由于|所以|因此|因而|从而|导致|以致|如果|假如|假设|若是|倘若|无论|不论|不管|若(?=[要在有未不没想需因能遇发出超逾拖过已逢])|只要|只有|除非|虽然|虽说|尽管|即使|即便|哪怕|既然|为了|以便|以免|而是|否则|不然|一旦|的话/;
// A case put to the source ("一位65岁的客户购买C套餐，打折后需支付2278元"): its clauses are one worked example.
// …as is one a thing it describes opens ("一个包含3件商品的出库订单，操作费为首件1.2元，…合计2元").
// …and one a bounded case opens, its consequence after the comma ("迟到不超过15分钟，店里会照常保留预约").
const ZH_BOUNDED_CASE = /^[^，。；,]{1,6}?(?:不超过|超过|不足|未满|不到)[^，。；,]{1,8}[，,]|^[^，。；,]{1,6}?[\d一二两三四五六七八九十]+[^，。；,\d]{0,4}(?:以内|以上|以下)[，,]/;
const ZH_SCENARIO = /^(?:一位|一名|一对|一家|一个人|一套|一辆|一间|一本|某位|某人|某间|某个|某套|一(?:个|件|笔|单|份|张)[^，。；]{2,16}的)/;
const ZH_LEADING =
  /^(?:根据|据|按照|按|依照|依据|对于|关于|随着|通过|经过|截至|截止|自从|自|从|当|作为|除了|除去|除|不算|不计|不含|不包括|基于|鉴于|相比|与其|对比|在|于|针对|首先|其次|最后|此外|另外|同时|目前|当前|现在|如今|近年来|今年|去年|明年|总之|总的来说|一方面|另一方面)/;
const ZH_LEADING_END =
  /(?:指出|表示|称|显示|认为|说|发现|宣布|介绍|提到|强调|透露|写道|报道|证实|预计|估计|表明|说明|提出|时|后|前|以来|之后|之前|期间|中|时候|方面|来说|而言|看来|计算|统计)$/;
const ZH_TIME = /^[\s\d０-９年月日号时分秒季度第世纪代上下半前后初末底中旬期间至到—~～.:：-]+$/;
// …and what goes on from the clause before without a subject of its own: the end of a span
// ("从5月20日开始，到5月28日截止"), what follows ("首小时6元，之后每半小时2元", "打折后需支付…"), how often
// and a limit per person ("每次1粒，每天3次", "现场兑换，每人每种限兑5枚"), what it comes to
// ("2026年1月9日结课，一共十六周", "购买10节私教课，共需支付2,800元"), how its figure moved ("新承接订单52艘，同比增长9%"), and what it is
// ("年满80岁的老人去办遗嘱公证，是不收公证费的"), what holds between the two it named ("…是下湾村，两者相距大约300米"),
// and what follows from the clause before as its consequence ("包裹放满48小时还没人取，就会退回给快递员"), or is
// all it takes ("开演前5天退票，只需支付5%的手续费").
const ZH_NO_SPLIT_RIGHT = /^(?:是|就|便|则|才|只需|仅需|只用|两者|二者|以及|及|和|与|或|或者|还是|等|比|较|相比|相较|同比|环比|即|也就是|这使|这让|这导致|这意味|这说明|这表明|此举|从而|进而|使得|使|导致|以便|以免|分别|[到至](?=[\d一二三四五六七八九十])|之后|此后|随后|每(?![个位名])|一共|共计|合计|总共|总计|共(?=[\d一二三四五六七八九十两几需要花付缴])|[\u4e00-\u9fff]{1,2}后(?![悔果者面台续]))/;
const ZH_CONNECTIVE = /^(?:并且|而且|同时|此外|另外|但是|不过|然而|并|且|而|但)\s*/;
const ZH_PREDICATE =
  /是|为|有|开放|关闭|开通|参加|举行|举办|接待|收取|退还|缴纳|办理|采用|支持|使用|达|提供|具|搭载|配备|集成|包括|包含|运行|发布|推出|生产|制造|实现|增|减|下降|提高|提升|降低|超过|位于|成立|收购|获得|需要|可|能|会|将|已|约|仅|不|没|无|属于|来自|由|被|用于|开发|设计|研发|销售|售价|消耗|成为|覆盖|部署|上市|宣布|完成|开始|结束|很|非常|十分|相当|较|更|最|出|到|在|给|让|(?<![A-Za-z0-9.-])\d/;
const ZH_SUBJECT_VERB = /采用|支持|使用|达到|拥有|搭载|配备|具有|具备|提供|集成|包含|包括|是|为|有/g;
const ZH_NOT_YOU = "所没只含共享特固富占持留既原现专稀罕唯拥具";
// 有 that begins a word of its own: 有效期, 有关, 有限公司, 有偿.
const ZH_NOT_YOU_AFTER = "效关限偿";
const ZH_NOT_WEI_BEFORE = "因作成认以称视行较更最极甚颇尤广大难人无互何誉";
const ZH_NOT_WEI_AFTER = "了止何主";
const ZH_DENIAL = /尚未|并未|从未|没有|未能|不(?!锈|动产)/u;
const ZH_TRAILING_ADVERBS = /(?:也|还|都|均|已经|已|将|仍|则|就|不|正|只|总|便|乃|亦|并|共|主要|同样|目前|现|可)+$/;
const ZH_VERB_START = /^(?:采用|支持|使用|达到|拥有|搭载|配备|具有|具备|提供|集成|包含|包括|是|为|有|可|能|将|已|也|还|均|都)/;
const ZH_ATTRIBUTE = /^[\u4e00-\u9fff]{1,4}\s*(?:为|是|达到|达|约|高达|仅|超过|不足|低于|高于|\d)/;
const ZH_DENIED_COPULA_START = /^(?:不是|并不是|并非)/u;
const ZH_PRONOUN_START = /^[这那它他她其该此本我你您各每某另]/;
const ZH_PERSON_START = /^[他她](?!们)/;

/** Characters that carry content: ideographs, Latin letters and digits. */
function isContentChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || isCjk(c);
}

function contentLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (isContentChar(text.charCodeAt(i))) n++;
  return n;
}

/** A clause ending in 的 that is no predicate of 是 (是坏的, 不是相辅相成的). */
const ZH_TOPIC_END = /^[^是]*的\s*$/u;
/**
 * A clause that likens its subject to another, ending before what both do: "沿河公路会和漫水桥一样，从当天13时起封闭"
 * (not a list said to be alike, "小班、中班和大班的保教费标准一样，都是每月780元").
 */
const ZH_LIKENED_END = /^[^、]*(?:和|跟|与|同|像)[^，。；的、]{1,10}(?:一样|一般|似的|那样)\s*$/u;
/** The head noun after a clause's last 的, short enough to be a noun and no more: 高层住宅 of "有电梯的高层住宅". */
const ZH_HEAD_AFTER_DE = /的([^的]{1,6})$/u;

/**
 * A clause that only names the thing the rest is said of, its predicate words all inside a
 * modifier before 的: "有电梯的高层住宅，首期维修资金按每平方米90元交存" is one claim about such homes.
 */
function zhTopicPhrase(segment: string): boolean {
  const head = ZH_HEAD_AFTER_DE.exec(segment.trim())?.[1];
  return head !== undefined && !ZH_PREDICATE.test(head);
}

function isLeadingAdverbial(segment: string): boolean {
  const s = segment.trim();
  return ZH_LEADING.test(s) || ZH_TIME.test(s) || ZH_LEADING_END.test(s) || ZH_OFFSET_END.test(s);
}

/** A time set off from an event, which opens what is done then: "积分到期前30天，App会推送提醒", "入住后3日内". */
// (Not 提前, which says how far ahead the clause's own act is: "需要提前3天，并交500元定金"; nor 前后, "in all".)
const ZH_OFFSET_END = /(?:(?<!提)前|(?<!前)后|之前|之后|以前|以后)\s*[\d一二两三四五六七八九十百]+\s*个?(?:天|日|小时|分钟|周|星期|月|年)(?:内|以内|之内)?$/u;

interface ZhSubject {
  full: string;
  owner: string;
  possessive: boolean;
  agentive: boolean;
}

/** Longest text taken for a Chinese subject; longer openings are not a plain subject. */
const MAX_SUBJECT = 24;

// The subject is the text before the first main verb; a single-character verb inside a longer
// word (所有, 作为, 认为) does not count.
function zhSubject(clause: string): ZhSubject | null {
  ZH_SUBJECT_VERB.lastIndex = 0;
  for (let m = ZH_SUBJECT_VERB.exec(clause); m; m = ZH_SUBJECT_VERB.exec(clause)) {
    const p = m.index;
    const verb = m[0];
    if (p > MAX_SUBJECT) return null;
    const before = clause[p - 1] ?? "";
    if (verb === "有" && ((before !== "" && ZH_NOT_YOU.includes(before)) || ZH_NOT_YOU_AFTER.includes(clause[p + 1] ?? "_"))) continue;
    if (verb === "为" && ((before !== "" && ZH_NOT_WEI_BEFORE.includes(before)) || ZH_NOT_WEI_AFTER.includes(clause[p + 1] ?? "_"))) continue;
    const full = clause.slice(0, p).replace(ZH_TRAILING_ADVERBS, "").trim();
    // A denial before the verb ("集团尚未实现100%使用…") says the opening is a predicate, no subject.
    if (contentLength(full) < 1 || /[，,；;：:]/.test(full) || ZH_DENIAL.test(full)) return null;
    const de = full.lastIndexOf("的");
    return {
      full,
      owner: de > 0 ? full.slice(0, de).trim() : full,
      possessive: de > 0,
      agentive: verb !== "是" && verb !== "为" && verb !== "达到",
    };
  }
  return null;
}

// An agentive verb (采用, 支持 …) has the thing itself as subject ("NVIDIA 的 GPU 采用…"), which a
// later clause shares whole. Before 是/为/达到 the subject may be an attribute ("X的功耗为…"):
// a later attribute clause ("面积为…") shares its owner ("X的"), a later verb its owner ("X").
function zhPrefix(subject: ZhSubject, clause: string): string {
  if (clause.includes(subject.full)) return "";
  // 他 or 她 opening a later clause is the person the first clause is about: "女子速度项目的亚军是福建队的温可欣，
  // 她的成绩为6.62秒" says the runner-up's time.
  if (ZH_PERSON_START.test(clause)) return subject.full;
  // A clause that opens on a denied 是 denies what the first clause says of its whole subject: "次卡的有效期是从
  // 第一次上课那天开始算的，而不是从买卡那天算" says 次卡的有效期不是…, not 次卡的不是….
  if (ZH_DENIED_COPULA_START.test(clause)) return subject.full;
  if (ZH_VERB_START.test(clause)) return subject.agentive ? subject.full : subject.owner;
  if (ZH_ATTRIBUTE.test(clause) && !ZH_PRONOUN_START.test(clause)) {
    if (subject.agentive) return subject.full;
    if (subject.possessive) return `${subject.owner}的`;
  }
  return "";
}

/**
 * The subject of a sentence's first clause. When leading adverbials were kept with it
 * ("在2025年，该芯片采用…"), they stay in front of the subject so later clauses keep them too.
 */
function zhLeadSubject(clause: string): ZhSubject | null {
  const comma = Math.max(clause.lastIndexOf("，"), clause.lastIndexOf(","));
  if (comma < 0) return zhSubject(clause);
  const head = clause.slice(0, comma + 1);
  if (!head.split(/[，,]/).every((part) => part.trim() === "" || isLeadingAdverbial(part))) return null;
  const subject = zhSubject(clause.slice(comma + 1).trim());
  if (!subject) return null;
  return { ...subject, full: head + subject.full, owner: head + subject.owner };
}

function splitChinese(text: string): Piece[] {
  const seps: { pos: number; semicolon: boolean }[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "（" || c === "(" || c === "“" || c === "「" || c === "《" || c === "『") depth++;
    else if (c === "）" || c === ")" || c === "”" || c === "」" || c === "》" || c === "』") depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if (c === "；" || c === ";") seps.push({ pos: i, semicolon: true });
    else if (c === "，") seps.push({ pos: i, semicolon: false });
    else if (c === "," && !(/\d/.test(text[i - 1] ?? "") && /\d/.test(text[i + 1] ?? ""))) seps.push({ pos: i, semicolon: false });
  }
  if (seps.length === 0) return [{ start: 0, end: text.length, prefix: "" }];
  const pieces: Piece[] = [];
  const guarded = ZH_GUARD.test(text) || ZH_SCENARIO.test(text) || ZH_BOUNDED_CASE.test(text);
  const contentBefore = new Int32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) contentBefore[i + 1] = (contentBefore[i] as number) + (isContentChar(text.charCodeAt(i)) ? 1 : 0);
  const content = (from: number, to: number): number => (contentBefore[to] as number) - (contentBefore[from] as number);
  let start = 0;
  let segmentStart = 0;
  let leftPredicate = false;
  // The pieces that open after a semicolon, by their place in `pieces`.
  const afterSemicolon = new Set<number>();
  seps.forEach((sep, k) => {
    const segmentEnd = seps[k + 1]?.pos ?? text.length;
    let rightStart = sep.pos + 1;
    while (rightStart < segmentEnd && /\s/.test(text[rightStart] ?? "")) rightStart++;
    const connective = ZH_CONNECTIVE.exec(text.slice(rightStart, segmentEnd));
    if (connective) rightStart += connective[0].length;
    const segment = text.slice(segmentStart, sep.pos);
    const right = text.slice(rightStart, segmentEnd);
    segmentStart = sep.pos + 1;
    leftPredicate ||= ZH_PREDICATE.test(segment);
    let splits = content(start, sep.pos) >= 4 && content(rightStart, segmentEnd) >= 4;
    if (splits && !sep.semicolon) {
      // A clause ending in 的 names whom the rest is said of ("经转诊到市外就医的，报销比例降低10个百分点").
      splits = !guarded && !isLeadingAdverbial(segment) && !ZH_TOPIC_END.test(segment) && !ZH_LIKENED_END.test(segment) && !zhTopicPhrase(segment) && !ZH_NO_SPLIT_RIGHT.test(right.trim()) && leftPredicate && ZH_PREDICATE.test(right);
    }
    if (splits) {
      pieces.push({ start, end: sep.pos, prefix: "" });
      if (sep.semicolon) afterSemicolon.add(pieces.length);
      start = rightStart;
      leftPredicate = false;
    }
  });
  pieces.push({ start, end: text.length, prefix: "" });
  const first = pieces[0] as Piece;
  let subject = pieces.length > 1 ? zhLeadSubject(text.slice(first.start, first.end).trim()) : null;
  for (let k = 1; k < pieces.length && subject; k++) {
    const piece = pieces[k] as Piece;
    const clause = text.slice(piece.start, piece.end).trim();
    piece.prefix = zhPrefix(subject, clause);
    // A case after a semicolon that names its own subject is what the clauses after it speak of:
    // the 台面 of "中式八球台用的是乔氏Q8，台面254×127厘米；斯诺克台是星牌XW118，台面357×178厘米" is the snooker table's.
    if (afterSemicolon.has(k)) subject = zhSubject(clause) ?? subject;
  }
  return pieces;
}

// ---------------------------------------------------------------- claims

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x3000 || c === 0xa0 || c === 0x0c;
}

const CLAUSE_SEPARATORS = new Set([0x2c, 0x3b, 0xff0c, 0xff1b, 0x3001]);
const TIGHT_AFTER = /[.,;:!?)\]}。，；：！？、）”’]/;
/** Original characters whose masking stands for a break between words (`<br>`, table pipes). */
const BREAKING_SYNTAX = new Set([0x3c, 0x3e, 0x7c]);

/**
 * The claim text of [a, b): markers left out, markdown syntax left out, whitespace collapsed,
 * no space left where a marker stood before punctuation, and no space where a line break
 * joined two Chinese characters.
 */
function claimText(answer: string, masked: string, a: number, b: number, markers: CitationMarker[]): string {
  // Copied in runs of adjacent characters, joined once: adding one character at a time would
  // build a rope of one node per character.
  const parts: string[] = [];
  let from = -1;
  let to = -1;
  let space = false;
  let lineBreak = false;
  let afterMarker = false;
  let prev = 0;
  let mi = 0;
  for (let i = a; i < b; i++) {
    const marker = markers[mi];
    if (marker && marker.start === i) {
      i = marker.end - 1;
      mi++;
      afterMarker = true;
      continue;
    }
    const o = answer.charCodeAt(i);
    const c = masked.charCodeAt(i);
    if (isWs(o) || (c === 0x20 && BREAKING_SYNTAX.has(o))) {
      space = true;
      if (o === 0x0a) lineBreak = true;
      continue;
    }
    if (c === 0x20) continue;
    // A space between words, unless nothing came before or the break is a tight one.
    const gap = space && to >= 0 && !((afterMarker && TIGHT_AFTER.test(masked[i] as string)) || (lineBreak && isCjk(prev) && isCjk(c)));
    if (gap || i !== to) {
      if (to > from) parts.push(masked.slice(from, to));
      if (gap) parts.push(" ");
      from = i;
    }
    to = i + 1;
    prev = c;
    space = false;
    lineBreak = false;
    afterMarker = false;
  }
  if (to > from) parts.push(masked.slice(from, to));
  return parts.join("");
}

function refKey(ref: CitationRef): string {
  return `${ref.kind}\u0000${ref.source}\u0000${ref.lines ? `${ref.lines.from}-${ref.lines.to}` : ""}`;
}

function citationsOf(markers: CitationMarker[]): CitationRef[] {
  const seen = new Set<string>();
  const refs: CitationRef[] = [];
  for (const marker of markers) {
    for (const ref of marker.refs) {
      const key = refKey(ref);
      if (seen.has(key)) continue;
      seen.add(key);
      refs.push(ref);
    }
  }
  return refs;
}

const CLAUSE_END = new Set(" .,;:。，；：、．");

/** A split clause without the punctuation that ended it. */
function trimClauseEnd(text: string): string {
  let end = text.length;
  while (end > 0 && CLAUSE_END.has(text[end - 1] as string)) end--;
  return text.slice(0, end);
}

const TERMINAL = /[.!?…。！？．]["'”’)）」』》]*$/;
const HAS_WORD = /[\p{L}]/u;

/** Where the last letter or number of the text starts, or -1. */
function lastWordChar(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
      const high = text.charCodeAt(i - 1);
      if (high >= 0xd800 && high <= 0xdbff) i--;
    }
    if (isWordCodePoint(text.codePointAt(i)!)) return i;
  }
  return -1;
}

const LABEL = /^[^\d\n[\]【】]{1,40}[:：]$/;

// Lines that carry no statement of their own: an entry of the answer's source list ("[1] Annual
// report 2024, p. 3") and a short heading-like label ("Sources:", "参考资料：").
function isApparatus(masked: string, unit: Span, ids: ReadonlySet<string> | undefined): boolean {
  const text = masked.slice(unit.start, unit.end);
  if (text.includes("\n")) return false;
  if (markerAt(masked, unit.start, unit.end, ids)) return true;
  // A label is short (at most LABEL's 40 characters and a colon) and ends in the colon: most units are turned away before the pattern.
  const last = text.charCodeAt(text.length - 1);
  if (text.length > 41 || (last !== 0x3a && last !== 0xff1a) || !LABEL.test(text)) return false;
  return detectLang(text) === "zh" ? contentLength(text) <= 8 : text.trim().split(/\s+/).length <= 4;
}

export interface ClaimOptions {
  /**
   * The ids of the chunks or sources the answer may cite. Without them a bracketed lower-case
   * word (`[history]`) counts as a marker unless it is an editorial insertion (`[sic]`); with
   * them, only when it names one of them.
   */
  sourceIds?: Iterable<string>;
}

/** Every atomic claim of the answer, in order, ids c1, c2, … */
export function extractClaims(answer: string, options: ClaimOptions = {}): Claim[] {
  const ids = options.sourceIds === undefined ? undefined : new Set(options.sourceIds);
  const { masked, units, code } = maskMarkdown(answer, { sourceIds: ids });
  const claims: Claim[] = [];
  let codeIndex = 0;
  // Indexed loops: for-of allocates an iterator result per step in code not yet optimised, and
  // an answer has a unit, sentence and marker for every claim.
  for (let u = 0; u < units.length; u++) {
    const unit = units[u]!;
    if (isApparatus(masked, unit, ids)) continue;
    const sentences = splitSentences(masked, unit);
    for (let si = 0; si < sentences.length; si++) {
      const sentence = sentences[si]!;
      const markers: CitationMarker[] = [];
      const found = parseCitations(masked, sentence.start, sentence.end, ids);
      for (let k = 0; k < found.length; k++) {
        const marker = found[k]!;
        while (codeIndex < code.length && (code[codeIndex] as Span).end <= marker.start) codeIndex++;
        const span = code[codeIndex];
        if (span && span.start <= marker.start) continue;
        markers.push(marker);
      }
      let plain = "";
      let p = sentence.start;
      for (let k = 0; k < markers.length; k++) {
        const marker = markers[k]!;
        plain += masked.slice(p, marker.start) + " ".repeat(marker.end - marker.start);
        p = marker.end;
      }
      plain += masked.slice(p, sentence.end);
      const finished = TERMINAL.test(plain.trimEnd());
      // A cell that is no sentence of its own is read with its row's label: "| Charger | $49 [d1] |" claims "Charger: $49".
      const label = unit.rowLabel && !finished ? masked.slice(unit.rowLabel.start, unit.rowLabel.end).replace(/\s+/g, " ").trim() : "";
      if (!HAS_WORD.test(plain) && !(markers.length > 0 && HAS_WORD.test(label))) continue;
      // A table cell is usually a label or a bare value; only a cited or finished sentence is a claim.
      if (unit.kind === "table-cell" && markers.length === 0 && !finished) continue;
      const lang = detectLang(plain);
      const pieces = lang === "zh" ? splitChinese(plain) : splitEnglish(plain);
      const lastWord = lastWordChar(plain);
      const tail = sentence.start + lastWord + 1;
      const finalMarkers = markers.filter((m) => m.start >= tail);
      const split = pieces.length > 1;
      let nextMarker = 0;
      pieces.forEach((piece, k) => {
        let start = sentence.start + piece.start;
        let end = k === pieces.length - 1 ? sentence.end : sentence.start + piece.end;
        while (start < end && isWs(masked.charCodeAt(start))) start++;
        while (end > start && (isWs(masked.charCodeAt(end - 1)) || (k < pieces.length - 1 && CLAUSE_SEPARATORS.has(masked.charCodeAt(end - 1))))) end--;
        if (start >= end) return;
        while (nextMarker < markers.length && (markers[nextMarker] as CitationMarker).start < start) nextMarker++;
        const own: CitationMarker[] = [];
        while (nextMarker < markers.length && (markers[nextMarker] as CitationMarker).start < end) own.push(markers[nextMarker++] as CitationMarker);
        let text = claimText(answer, masked, start, end, own);
        if (split) text = trimClauseEnd(text);
        if (piece.prefix !== "") {
          const joiner = lang === "zh" && !/[A-Za-z0-9]$/.test(piece.prefix) && !/^[A-Za-z0-9]/.test(text) ? "" : " ";
          text = piece.prefix + joiner + text;
        }
        if (label !== "") text = lang === "zh" ? `${label}：${text}` : `${label}: ${text}`;
        if (!HAS_WORD.test(text)) return;
        const cited = own.length > 0 ? own : finalMarkers;
        claims.push({
          id: `c${claims.length + 1}`,
          start,
          end,
          text,
          sentence: { start: sentence.start, end: sentence.end },
          citations: citationsOf(cited),
          markers: cited,
          lang,
        });
      });
    }
  }
  return claims;
}
