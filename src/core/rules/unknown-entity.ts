import { matchKey, type Analysed } from "../analysis.js";
import { regionLabels, type SourceSentence } from "../context-index.js";
import type { Lexicon } from "../lexicon/wordnet.js";
import { entityKey, isCapitalised, POSSESSIVE, sentenceInitial, TITLES, type EntityMention } from "../text/entities.js";
import { EN_STOPWORDS } from "../text/stopwords.js";
import { singularWeekday } from "../quantities/index.js";
import type { ContentRule } from "./rule.js";
import { insideFigure } from "./clauses.js";

/** Function words that can open a sentence: WordNet has only nouns, verbs, adjectives and adverbs. */
const NOT_IN_WORDNET = new Set(["since", "although", "whereas", "unless", "because", "amid", "until", "whenever", "during", "beside", "whilst", "lest", "albeit", "everyone", "anyone", "everything", "something", "anything"]);
/** An acronym with a plural s: "SIMs", "GPUs". */
const ACRONYM_PLURAL = /^\p{Lu}{2,}s$/u;

/** Words that open sentences and are never names, though WordNet has them as adverbs ("Once opened, …", "After opening, …"), or answer a question ("Yes, …"). */
const OPENERS = new Set(["yes", "no", "after", "before", "once", "when", "while", "if", "then", "also", "however", "today", "now", "meanwhile", "later", "earlier", "finally", "first", "still", "here", "there", "thus", "hence", "instead", "overall", "additionally", "moreover", "furthermore", "currently", "previously", "originally", "only", "even", "both"]);

function neverAName(word: string): boolean {
  return EN_STOPWORDS.has(word) || NOT_IN_WORDNET.has(word) || OPENERS.has(word);
}

/**
 * A capitalised first word that no dictionary knows is a name ("Pfizer and Aurelis Pharma funded
 * the study"): extraction, which has no dictionary, cannot tell it from a word capitalised only by
 * its place, and takes a first word for a name only when another capitalised word follows it. So
 * is one the dictionary writes only capitalised ("Japanese sales rose"), and one it knows that
 * stands where the evidence has a name ("Ford began deliveries" against "Tesla began deliveries").
 */
function initialName(claim: Analysed, lexicon: Lexicon | undefined, evidence: Analysed | undefined): EntityMention | undefined {
  const first = claim.content[0];
  if (!lexicon || !first || first.kind !== "word" || !isCapitalised(first.text)) return undefined;
  if (!sentenceInitial(claim.text, first.start - claim.start) || claim.entities.some((e) => e.start <= first.start && first.start < e.end)) return undefined;
  const text = first.text.replace(POSSESSIVE, "");
  const word = text.toLowerCase();
  if (neverAName(word)) return undefined;
  // A gerund of a known verb ("Paying a £70 notice …") opens a clause, not a name.
  if (isGerund(word, lexicon)) return undefined;
  // A compound of known words ("Plant-derived") is no name.
  const known = word.includes("-") ? word.split("-").some((part) => lexicon.knows(part)) : lexicon.knows(word) && !lexicon.isName(word) && !inPlaceOfName(claim, evidence, lexicon);
  if (known) return undefined;
  return { start: first.start, end: first.start + text.length, text, key: entityKey(text), kind: "name" };
}

/**
 * The evidence sentence has another capitalised word, not a synonym, right before the claim's
 * second word: the claim's first word stands in a name's place ("Tesla began deliveries"). Not
 * an opener ("Once opened") nor a unit ("a 1 TB configuration").
 */
function inPlaceOfName(claim: Analysed, evidence: Analysed | undefined, lexicon: Lexicon): boolean {
  const [first, next] = claim.content;
  if (!evidence || !first || !next) return false;
  const key = matchKey(next);
  const words = evidence.content;
  return words.some(
    (word, i) =>
      i + 1 < words.length &&
      matchKey(words[i + 1]!) === key &&
      isCapitalised(word.text) &&
      word.norm !== first.norm &&
      !neverAName(word.norm) &&
      !insideFigure(evidence, word) &&
      !lexicon.areSynonyms(word.norm, first.norm),
  );
}

/** A gerund of a known verb: "Paying", "Using". */
function isGerund(word: string, lexicon: Lexicon): boolean {
  return word.endsWith("ing") && lexicon.knows(word) && lexicon.lemma(word) !== word;
}

/**
 * A name that starts the sentence may have taken in the word capitalised only by its place there
 * ("Altogether Mr Arslan", "Using Boost"): the name after that word and its titles, where the word
 * is one that never names, a gerund, or one the dictionary knows before a title. It holds only as
 * a whole name of the source: "Harbour United" is no "Riverside United".
 */
function withoutOpeningWord(entity: EntityMention, claim: Analysed, lexicon: Lexicon | undefined): string | undefined {
  const words = entity.text.split(/\s+/u);
  if (!lexicon || words.length < 2 || !sentenceInitial(claim.text, entity.start - claim.start)) return undefined;
  const word = words[0]!.toLowerCase();
  const isTitle = (at: number): boolean => TITLES.has(words[at]!.toLowerCase().replace(/\.$/u, ""));
  // A known word may be a name's own first word ("Harbour City"); a gerund opening a clause ("Using
  // Boost") or a word before a title ("Altogether Mr Arslan") is not.
  if (!neverAName(word) && !isGerund(word, lexicon) && !(lexicon.knows(word) && !lexicon.isName(word) && isTitle(1))) return undefined;
  let from = 1;
  while (from < words.length - 1 && isTitle(from)) from++;
  return entityKey(words.slice(from).join(" "));
}

/** Endings of a people's adjective: European, Italian, Korean, Japanese, British, Israeli. */
const DEMONYM_ENDINGS = ["ean", "ian", "an", "ese", "ish", "i"];
/** Letters a place's name may have beyond the adjective's stem: Europ-e, Brit-ain. */
const PLACE_TAIL = 3;
const MIN_PLACE_STEM = 4;

/** "European demand" against "demand in Europe": the adjective of a people and the name of its place. */
function namesPlaceOf(adjective: string, sentence: Analysed): boolean {
  const word = adjective.toLowerCase();
  if (!/^\p{L}+$/u.test(word)) return false;
  return DEMONYM_ENDINGS.some((ending) => {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_PLACE_STEM) return false;
    const stem = word.slice(0, -ending.length);
    return sentence.content.some((t) => t.norm !== word && t.norm.startsWith(stem) && t.norm.length - stem.length <= PLACE_TAIL);
  });
}

/**
 * Words jieba tags as "other proper nouns" (nz) are names as often as domain terms (腾讯, but also
 * 算力), so extraction leaves them out; one is a name where the evidence sentence has a name
 * beside the same word: 在腾讯工作 against 在阿里巴巴工作.
 */
function zhNamesInPlace(claim: Analysed, evidence: Analysed | undefined): EntityMention[] {
  if (!evidence) return [];
  const words = claim.content;
  const found: EntityMention[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    // Tested before the evidence's names are asked for: reading them tokenises the sentence
    // again, and most claims (all English ones) have no such word.
    if (word.kind !== "cjk" || word.tag !== "nz" || word.norm.length < 2 || evidence.flat.includes(word.norm)) continue;
    const before = i > 0 ? matchKey(words[i - 1]!) : undefined;
    const after = i + 1 < words.length ? matchKey(words[i + 1]!) : undefined;
    const framed = evidence.entities.some((name) => {
      const next = evidence.content.find((t) => t.start >= name.end);
      const previous = evidence.content.findLast((t) => t.end <= name.start);
      return (after !== undefined && next !== undefined && matchKey(next) === after) || (before !== undefined && previous !== undefined && matchKey(previous) === before);
    });
    if (framed) found.push({ start: word.start, end: word.end, text: word.text, key: entityKey(word.text), kind: "name" });
  }
  return found;
}

/** 北京地区, 北京市 and 北京 name one place: the administrative word after a place name. */
const ZH_PLACE_WORD = /^(\p{Script=Han}{2,}?)(?:地区|市|省|县|区|镇)$/u;

function holdsPlaceName(name: string, sentence: Analysed): boolean {
  const place = ZH_PLACE_WORD.exec(name)?.[1];
  return place !== undefined && sentence.flat.includes(place);
}

const HAN_ONLY = /^\p{Script=Han}{2,4}$/u;

/**
 * A Chinese short form takes characters of the full one in order (营收 from 营业收入, 北大 from
 * 北京大学): it abbreviates a stretch of the text that holds its characters in order and is at
 * most twice as long.
 */
function abbreviates(short: string, text: string): boolean {
  if (!HAN_ONLY.test(short)) return false;
  for (let from = text.indexOf(short[0]!); from >= 0; from = text.indexOf(short[0]!, from + 1)) {
    let at = from;
    let k = 1;
    for (; k < short.length; k++) {
      at = text.indexOf(short[k]!, at + 1);
      if (at < 0 || at - from >= short.length * 2) break;
    }
    if (k === short.length) return true;
  }
  return false;
}

/** "who" for "World Health Organization": the initials of a name's capitalised words, when it has two or more; else "". */
function initialsOf(name: string): string {
  const capitalised = name.split(/[\s-]+/).filter((word) => isCapitalised(word));
  return capitalised.length >= 2 ? entityKey(capitalised.map((word) => word[0]).join("")) : "";
}

/**
 * For a Chinese name right after another name or word (周慕 + 远出 in 周慕远出生于…, 烤瓷 + 冠贵 in
 * 比烤瓷冠贵1600元): that name or word with this one's first character, which is what the source
 * holds if the segmenter cut one word in the wrong place.
 */
function cutFrom(entity: EntityMention, claim: Analysed): string | undefined {
  if (!HAN_ONLY.test(entity.text)) return undefined;
  const before = claim.entities.find((other) => other.end === entity.start && HAN_ONLY.test(other.text))?.key ?? claim.content.find((t) => t.end === entity.start && HAN_ONLY.test(t.text))?.norm;
  return before === undefined ? undefined : before + entity.key[0];
}

/**
 * Whether the name takes words from two different names of the sentence, each of which has a word
 * the name lacks: "Harbour United" of "Riverside United beat Harbour City" puts two teams into
 * one; "United States Supreme Court" of "the Supreme Court of the United States" leaves nothing out.
 */
function blendsNames(words: readonly string[], sentence: SourceSentence): boolean {
  const wordsOf = (e: EntityMention): string[] => e.text.toLowerCase().split(/\s+/u);
  const partial = sentence.entities.filter((e) => {
    const own = wordsOf(e);
    return e.kind === "name" && own.length > 1 && own.some((w) => words.includes(w)) && own.some((w) => !words.includes(w));
  });
  return partial.some((a) => partial.some((b) => b !== a && wordsOf(b).some((w) => words.includes(w) && !wordsOf(a).includes(w))));
}

/** The days a weekend is made of, as singularWeekday gives them. */
const WEEKEND_DAYS: ReadonlySet<string> = new Set(["saturday", "sunday"]);

/**
 * Names and identifiers (TSMC, LPDDR5, ResNet-50, 台积电) must appear in the evidence: an added
 * name is the commonest way an answer smuggles in facts from the model's memory.
 */
const rule: ContentRule = {
  meta: {
    id: "unknown-entity",
    code: "E1",
    description: "A name or identifier of the claim is not in the cited source.",
    severity: "error",
  },
  check({ claim, regions, alignment, aliasesOf, lexicon }) {
    const initial = initialName(claim, lexicon, alignment.sentences[0]);
    const entities = [...(initial ? [initial] : []), ...claim.entities, ...zhNamesInPlace(claim, alignment.sentences[0])];
    if (entities.length === 0) return [];
    const seen = new Set<string>();
    const unknown: EntityMention[] = [];
    for (const entity of entities) {
      if (seen.has(entity.key)) continue;
      seen.add(entity.key);
      // "Saturdays" is the "Saturday" of a timetable, every week; Saturdays and Sundays are its weekends.
      const weekday = singularWeekday(entity.key);
      const rest = withoutOpeningWord(entity, claim, lexicon);
      // (An acronym's plural is the acronym: "SIMs" of "data-only SIM customers".)
      const singularAcronym = ACRONYM_PLURAL.test(entity.text) ? [entity.key.slice(0, -1)] : [];
      const keys = [entity.key, ...singularAcronym, ...aliasesOf(entity.key), ...(weekday !== undefined ? [weekday] : []), ...(weekday !== undefined && WEEKEND_DAYS.has(weekday) ? ["weekend"] : [])];
      // Its words are split out only for a sentence that lacks the name whole, which the first aligned one seldom does.
      let words: string[] | undefined;
      let initials: string | undefined;
      // An unseen name the segmenter cut in two (周慕 + 远出 of 周慕远出生) is held where the name before it runs on into it.
      const runsOn = cutFrom(entity, claim);
      const holds = (s: SourceSentence): boolean => {
        if (keys.some((key) => s.flat.includes(key)) || (runsOn !== undefined && s.flat.includes(runsOn)) || (rest !== undefined && s.entities.some((e) => e.key === rest))) return true;
        words ??= entity.text.toLowerCase().split(/\s+/).filter((w) => w.length > 2);
        if (words.length > 1 && words.every((w) => s.flat.includes(w)) && !blendsNames(words, s)) return true;
        // One side may write the other's initials: "WHO" for "the World Health Organization".
        initials ??= initialsOf(entity.text);
        return s.entities.some((e) => e.key === initials || initialsOf(e.text) === entity.key) || abbreviates(entity.text, s.text) || namesPlaceOf(entity.text, s) || holdsPlaceName(entity.text, s);
      };
      // The aligned sentences first: they hold the names as a rule, and the others are then not folded to be searched.
      if (!alignment.sentences.some(holds) && !regions.some((r) => r.sentences.some(holds))) unknown.push(entity);
    }
    return unknown.map((entity) => ({
      message: `'${entity.text}' is not in ${regionLabels(regions)}`,
      span: entity,
      actual: entity.text,
    }));
  },
};

export default rule;
