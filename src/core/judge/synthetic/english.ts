// English perturbations. Supported claims keep what the sentence says and drop or rephrase part
// of it; contradicted ones flip its polarity or a word's meaning; unsupported ones add to it.
import type { Lexicon } from "../../lexicon/wordnet.js";
import type { Token } from "../../text/tokens.js";
import { stem } from "../../text/stem.js";
import type { DocumentContext, Perturb } from "./shared.js";
import { capitalise, caseLike, finalStop, overlaps, replaceSpan, withoutFinalStop, type SentenceView } from "./sentence.js";

/** A clause after the sentence's last comma that these words open can go: the rest still holds. */
const DROPPABLE_TAIL =
  /^(?:which|who|where|while|when|as|after|before|according|including|with|without|in|on|at|for|from|during|following|amid|despite|although|though|and|but|so|since|until|making|leaving|bringing|saying|adding|citing)\b/i;
/** Openings after which a clause cannot be dropped or kept alone: what follows depends on them. */
const CONDITIONAL = /^(?:if|unless|whether|although|though|while|when|because|since|as|after|before|until|once|provided|even)\b/i;
const LEADING_ADJUNCT = /^(?:(?:on|in|at|during|after|before|since|by|last|this|earlier|later|meanwhile|however|also|but|and|yet|still|instead|moreover|furthermore|additionally|according to)\b[^,;()]{0,60}),\s+/i;
const SUBJECT_START = /^(?:he|she|it|they|we|i|the|this|that|these|those|his|her|their|its|our|there)\b|^\p{Lu}/u;
const MIN_WORDS = 5;

function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}

function sentenceOf(body: string, stop: string): string | undefined {
  const text = body.trim().replace(/[\s,;:–-]+$/u, "");
  return wordCount(text) >= MIN_WORDS ? capitalise(text) + stop : undefined;
}

/** The sentence without a parenthesis, an aside between commas, a trailing clause or a leading adjunct. */
export const compress: Perturb = (sentence, _doc, random) => {
  const { text } = sentence;
  if (CONDITIONAL.test(text)) return undefined;
  const stop = finalStop(text, "en");
  const body = withoutFinalStop(text);
  const options: string[] = [];
  const parenthesis = body.replace(/\s*\([^()]{1,150}\)/u, "");
  if (parenthesis !== body) options.push(parenthesis);
  const aside = body.replace(/,\s+(?:which|who|whose|where|the|a|an)\s[^,;()]{3,120},\s+/iu, " ");
  if (aside !== body) options.push(aside);
  const comma = body.lastIndexOf(", ");
  if (comma > 0 && DROPPABLE_TAIL.test(body.slice(comma + 2)) && !/\b(?:if|unless)\b/i.test(body.slice(comma + 2, comma + 12))) options.push(body.slice(0, comma));
  const leading = LEADING_ADJUNCT.exec(body);
  if (leading) options.push(body.slice(leading[0].length));
  const made = random.shuffle(options).map((option) => sentenceOf(option, stop));
  return made.find((claim) => claim !== undefined);
};

/** One clause of a compound sentence that has its own subject. */
export const clause: Perturb = (sentence, _doc, random) => {
  const { text } = sentence;
  const stop = finalStop(text, "en");
  const body = withoutFinalStop(text);
  const options: string[] = [];
  for (const found of body.matchAll(/;\s+|,\s+(?:and|but|while|whereas)\s+/giu)) {
    const left = body.slice(0, found.index);
    const right = body.slice(found.index + found[0].length);
    if (found[0].startsWith(";") && !CONDITIONAL.test(left)) options.push(left);
    if (SUBJECT_START.test(right) && !CONDITIONAL.test(right)) options.push(right);
  }
  const made = random.shuffle(options).map((option) => sentenceOf(option, stop));
  return made.find((claim) => claim !== undefined);
};

/** Suffixes a regular English form adds to its lemma, with how to add them to another lemma. */
function inflect(word: string, lemma: string, replacement: string): string | undefined {
  if (word === lemma) return replacement;
  let suffix: string | undefined;
  if (word.startsWith(lemma)) suffix = word.slice(lemma.length);
  else if (lemma.endsWith("e") && word.startsWith(lemma.slice(0, -1))) suffix = word.slice(lemma.length - 1);
  if (suffix === undefined) return undefined;
  const endsE = replacement.endsWith("e") && !replacement.endsWith("ee");
  const endsY = /[^aeiou]y$/.test(replacement);
  switch (suffix) {
    case "s":
    case "es":
      return endsY ? `${replacement.slice(0, -1)}ies` : /(?:s|x|z|ch|sh)$/.test(replacement) ? `${replacement}es` : `${replacement}s`;
    case "d":
    case "ed":
      return endsE ? `${replacement}d` : endsY ? `${replacement.slice(0, -1)}ied` : `${replacement}ed`;
    case "ing":
      return endsE ? `${replacement.slice(0, -1)}ing` : `${replacement}ing`;
    case "er":
    case "est":
      return endsE ? replacement + suffix.slice(1) : endsY ? `${replacement.slice(0, -1)}i${suffix}` : replacement + suffix;
    default:
      return undefined;
  }
}

/** Lower-case content words outside names, numbers and dates: the words a rewording may touch. */
function plainWords(sentence: SentenceView): Token[] {
  const fixed = [...sentence.entities, ...sentence.quantities, ...sentence.dates];
  return sentence.tokens.filter((t) => t.kind === "word" && !t.stop && /^[a-z]{3,}$/.test(t.text) && !fixed.some((f) => overlaps(f, t)));
}

/**
 * A single plain word from a lexicon's list, inflected as the token is, other than the token's own
 * forms. Words the documents use come first: WordNet lists rare senses beside common ones
 * ("hand" gives "manus"). The inflected form must read back as its lemma, or it is no word ("rided").
 */
function plainAlternative(candidates: readonly string[], token: Token, doc: DocumentContext, lexicon: Lexicon, text: string): string | undefined {
  const lemma = lexicon.lemma(token.norm);
  if (inflect(token.norm, lemma, lemma) !== token.norm) return undefined;
  const known = (word: string): number => (doc.vocabulary.has(stem(word)) ? 0 : 1);
  const ordered = candidates.map((word, i) => ({ word, i })).sort((a, b) => known(a.word) - known(b.word) || a.i - b.i);
  for (const { word } of ordered) {
    if (!/^[a-z]{3,}$/.test(word) || word.startsWith(token.norm.slice(0, 4)) || text.toLowerCase().includes(word)) continue;
    const form = inflect(token.norm, lemma, word);
    if (form !== undefined && (form === word || lexicon.lemma(form) === word)) return form;
  }
  return undefined;
}

/** One word replaced by a WordNet synonym: the same statement in other words. */
export const synonym: Perturb = (sentence, doc, random) => {
  const lexicon = doc.lexicon;
  if (!lexicon) return undefined;
  for (const token of random.shuffle(plainWords(sentence))) {
    const lemma = lexicon.lemma(token.norm);
    const synonyms = [...lexicon.synonyms(lemma)].filter((s) => !lexicon.areAntonyms(s, lemma));
    const form = plainAlternative(synonyms, token, doc, lexicon, sentence.text);
    if (form !== undefined) return replaceSpan(sentence.text, token, caseLike(form, token.text));
  }
  return undefined;
};

/** One word replaced by a WordNet antonym: rising becomes falling, a win a loss. */
export const antonym: Perturb = (sentence, doc, random) => {
  const lexicon = doc.lexicon;
  if (!lexicon) return undefined;
  for (const token of random.shuffle(plainWords(sentence))) {
    // The first antonyms are the word's own; later ones are widened through similar words.
    const form = plainAlternative([...lexicon.antonyms(token.norm)].slice(0, 3), token, doc, lexicon, sentence.text);
    if (form !== undefined) return replaceSpan(sentence.text, token, caseLike(form, token.text));
  }
  return undefined;
};

const AUXILIARIES = new Set(["is", "are", "was", "were", "will", "would", "can", "could", "should", "may", "might", "must", "has", "have", "had", "does", "do", "did"]);
const PERFECT = new Set(["has", "have", "had"]);
const SUBJECT_PRONOUNS = new Set(["he", "she", "it", "they", "we", "i", "who", "which", "that"]);
const NEGATION_WORDS = new Set(["not", "never", "no"]);
/** How an English negation cue is undone. */
const UNNEGATED: Readonly<Record<string, string>> = {
  "won't": "will",
  "can't": "can",
  cannot: "can",
  never: "",
  not: "",
  without: "with",
  unable: "able",
  lacks: "has",
  lack: "have",
  lacked: "had",
};

/** "not" inserted after an auxiliary ("was" -> "was not"), or a past or present verb after its subject given "did not"/"does not". */
function negate(sentence: SentenceView, lexicon: Lexicon | undefined): string | undefined {
  const { tokens, text } = sentence;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1]!;
    // After "to" it is an infinitive ("to have been"), which "not" would precede.
    if (!AUXILIARIES.has(token.norm) || next.kind !== "word" || NEGATION_WORDS.has(next.norm) || tokens[i - 1]?.norm === "to") continue;
    if (PERFECT.has(token.norm) && !(next.norm === "been" || /(?:ed|en)$/.test(next.norm))) continue;
    return `${text.slice(0, token.end)} not${text.slice(token.end)}`;
  }
  if (!lexicon) return undefined;
  const names = sentence.entities;
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    const before = tokens[i - 1]!;
    if (token.kind !== "word" || !/^[a-z]+(?:ed|s)$/.test(token.text) || token.text.endsWith("ss")) continue;
    if (!SUBJECT_PRONOUNS.has(before.norm) && !names.some((e) => e.end === before.end)) continue;
    const lemma = lexicon.lemma(token.norm);
    if (lemma === token.norm || inflect(token.norm, lemma, lemma) === undefined) continue;
    const auxiliary = token.text.endsWith("ed") ? "did" : "does";
    return replaceSpan(text, token, `${auxiliary} not ${lemma}`);
  }
  return undefined;
}

/** A negation cue removed ("was not" -> "was", "didn't" -> "did", "never" dropped). */
function unnegate(sentence: SentenceView): string | undefined {
  for (const cue of sentence.negations) {
    const word = cue.norm;
    let replacement = UNNEGATED[word];
    if (replacement === undefined && word.endsWith("n't")) replacement = word.slice(0, -3);
    if (replacement === undefined) continue;
    const { text } = sentence;
    if (replacement !== "") return replaceSpan(text, cue, caseLike(replacement, cue.text));
    if (cue.start === 0) return capitalise(text.slice(cue.end).trimStart());
    // Drop the word and the space before it.
    return text.slice(0, text[cue.start - 1] === " " ? cue.start - 1 : cue.start) + text.slice(cue.end);
  }
  return undefined;
}

/** The sentence's polarity flipped: a negation removed when it has one, else one inserted. */
export const negation: Perturb = (sentence, doc) => (sentence.negations.length > 0 ? unnegate(sentence) : negate(sentence, doc.lexicon));

const CONNECTORS = ["because", "after", "while"];

/** The sentence with a clause from another document joined on ("…, because …"): a cause or an event the source never gave. */
export const addedClause: Perturb = (sentence, doc, random) => {
  const donor = doc.donor(random);
  if (!donor || wordCount(donor.text) > 25) return undefined;
  const startsWithName = donor.entities.some((e) => e.start === 0) || /^I\b/.test(donor.text);
  const added = withoutFinalStop(donor.text);
  const joined = startsWithName ? added : added.charAt(0).toLowerCase() + added.slice(1);
  return `${withoutFinalStop(sentence.text)} ${random.pick(CONNECTORS)} ${joined}${finalStop(sentence.text, "en")}`;
};

const DETERMINERS = new Set(["the", "a", "an", "its", "their", "his", "her", "our"]);

/** An adjective from another document put before a noun ("the policy" -> "the controversial policy"). */
export const addedModifier: Perturb = (sentence, doc, random) => {
  const { tokens, text } = sentence;
  const places: number[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (DETERMINERS.has(tokens[i]!.norm) && /^[a-z]{3,}$/.test(tokens[i + 1]!.text) && !tokens[i + 1]!.stop) places.push(i);
  }
  if (places.length === 0) return undefined;
  const modifier = doc.modifier(random);
  if (modifier === undefined) return undefined;
  const at = random.pick(places);
  const determiner = tokens[at]!;
  const noun = tokens[at + 1]!;
  const article = determiner.norm === "a" || determiner.norm === "an" ? caseLike(/^[aeiou]/.test(modifier) ? "an" : "a", determiner.text) : determiner.text;
  return `${text.slice(0, determiner.start)}${article} ${modifier} ${text.slice(noun.start)}`;
};
