import type { Analysed } from "../analysis.js";
import { entityKey, isCapitalised } from "../text/entities.js";
import { stem } from "../text/stem.js";
import { BEAT, BEAT_RELATION, relationKey } from "../lexicon/winning.js";
import type { Token } from "../text/tokens.js";
import type { Span } from "../types.js";
import type { ContentRule } from "./rule.js";

/**
 * Who did what to whom: "The Rovers beat the Falcons" against "The Falcons beat the Rovers",
 * 火箭队击败湖人队 against 湖人队击败火箭队. Every word is in the source, so alignment and the
 * other rules see nothing wrong; only the order of the two parties around the same words shows it.
 *
 * Parties are names and identifiers, a capitalised first word the other text names, and, in
 * Chinese, nouns as jieba tags them (English has no part-of-speech reading here). The words
 * between the two parties must be the same content words in the claim and in the source, with
 * nothing between that makes the relation read both ways.
 */

/** Words between two parties that make the relation read the same either way round. */
const BOTH_WAYS_EN = /\b(?:with|and|or|against|versus|vs|v|between|alongside)\b/iu;
const BOTH_WAYS_ZH = /[与和同跟及]|对阵|交手|战平|打平|合作|结婚|相遇|会见|会晤|接壤|相当|相同|一样/u;

/** Verbs whose two parties can change places ("Spain borders France"); compared by stem. */
const SYMMETRIC_EN = new Set(
  ["meet", "met", "face", "play", "draw", "drew", "tie", "marry", "fight", "fought", "battle", "rival", "resemble", "equal", "match", "partner", "border", "neighbour", "neighbor", "date", "divorce", "merge", "collide"].map(stem),
);

/**
 * "Paris is the capital of France" and "France's capital is Paris" say the same thing with the
 * parties swapped: a copula (without an agent's "by") puts either party first.
 */
const COPULA_EN = /\b(?:is|are|was|were|be|been|being|am|becomes|became|remains|remained)\b/iu;
const COPULA_ZH = /[是为即]/u;

/** The passive names the doer after the verb: "the Falcons were beaten by the Rovers". */
const AGENT_EN = /\bby\b/iu;
const AGENT_ZH = /[被遭由]/u;

const BREAK = /[,;:()\u3001\uff0c\uff1b\uff1a]/u;
/** Longest stretch of content words between two parties that is read as their relation. */
const MAX_RELATION_WORDS = 4;

interface Party extends Span {
  key: string;
  /** The key of its first word alone: "fenbridge" of "Fenbridge Ladies". */
  lead: string;
}

function partyAt(text: Analysed, span: Span): Party {
  const surface = text.text.slice(span.start - text.start, span.end - text.start);
  return { key: entityKey(surface), lead: entityKey(surface.split(/\s/u)[0]!), start: span.start, end: span.end };
}

interface Relation {
  first: Party;
  second: Party;
  /** The content words between them. */
  words: string;
  passive: boolean;
}

/** jieba tags nouns n, nr (person), ns (place), nt (organisation), nz (other proper noun). */
function isNoun(t: Token): boolean {
  return t.kind === "cjk" && /^n[rstz]?$/u.test(t.tag ?? "");
}


function namesOf(text: Analysed): Party[] {
  return text.entities.map((name) => partyAt(text, name));
}

/**
 * The parties a text names: its names; a capitalised word that `isNameElsewhere` says the other
 * text names (a sentence's first word is not read as a name on its own: "Microsoft acquired
 * GitHub"); and Chinese nouns.
 */
function partiesOf(text: Analysed, isNameElsewhere: (word: Token) => boolean): Party[] {
  // A month ("retired in October") is a time, no party.
  const inDate = (span: Span): boolean => text.dates.some((d) => span.start >= d.start && span.end <= d.end);
  const names = namesOf(text).filter((n) => !inDate(n));
  const overlapsName = (span: Span): boolean => names.some((n) => span.start < n.end && n.start < span.end);
  const others: Party[] = [];
  for (const t of text.content) {
    // jieba tags 力克 and 险胜 as nouns: they are the relation, not a party.
    if ((isNoun(t) || (isCapitalised(t.text) && isNameElsewhere(t))) && !overlapsName(t) && !BEAT.has(t.norm) && !inDate(t)) others.push(partyAt(text, t));
  }
  return [...names, ...others].sort((a, b) => a.start - b.start);
}

/**
 * An "and" that joins a second predicate of the first party: "Ben Pascoe retired in October and
 * was succeeded by Daniel Hocking" relates the two by the last one only.
 */
const NEXT_PREDICATE = /^.*\band\s+(?=(?:was|were|is|are|has|have|had|then|later|subsequently)\b)/isu;

/** A clause that says more of the first party before its verb: "Caldermoor, who were chasing a third title, beat …". */
const ASIDE = /^\s*,\s*(?:who|which|whose)\b[^,;:()]*,/iu;

/** The relation that the words between two parties state, unless it reads the same both ways. */
function relationBetween(text: Analysed, first: Party, second: Party): Relation | undefined {
  const written = text.text.slice(first.end - text.start, second.start - text.start);
  const aside = ASIDE.exec(written)?.[0].length ?? 0;
  const from = first.end + aside + (NEXT_PREDICATE.exec(written.slice(aside))?.[0].length ?? 0);
  const between = text.text.slice(from - text.start, second.start - text.start);
  if (BREAK.test(between) || BOTH_WAYS_EN.test(between) || BOTH_WAYS_ZH.test(between)) return undefined;
  const words = text.content.filter((t) => t.start >= from && t.end <= second.start);
  if (words.length === 0 || words.length > MAX_RELATION_WORDS || words.some((t) => SYMMETRIC_EN.has(t.stem))) return undefined;
  const passive = AGENT_EN.test(between) || AGENT_ZH.test(between);
  if (!passive && (COPULA_EN.test(between) || COPULA_ZH.test(between))) return undefined;
  return { first, second, words: words.map(relationKey).join(" "), passive };
}

/** A win told in a clause after the winner's: "Kelsall won the final, beating Tideway", "…, beating holders Caldermoor", "…, finishing 1 minute 3 seconds ahead of Priya Sandhu". */
const BEATING_BEFORE = /[,，]\s*(?:(?:beating|defeating|overcoming|edging(?:\s+out)?)\s+(?:the\s+)?(?:(?:holders|champions|defending|title-holders|favourites|hosts|rivals|leaders)\s+)*|(?:finishing\s+)?(?:[\w:.]+\s+){0,4}(?:ahead\s+of|clear\s+of)\s+)$/iu;
/** …or as what the winner's move came to: "won in 1:12:48, pulling away on the descent to beat last year's winner, Callum Reddish". */
const TO_BEAT_BEFORE = /\bto\s+(?:beat|defeat|overcome|edge(?:\s+out)?)\s+(?:the\s+)?(?:[^,;.]{1,40},\s+)?$/iu;
/** …but not a win only hoped for or missed: "hoping to beat", "failed to beat". */
const NOT_A_WIN_BEFORE = /\b(?:hop|try|tri|aim|fail|want|need|attempt|seek|sought|plan|expect|bid|chance|struggl|unabl)[a-z]*\s+to\s+(?:beat|defeat|overcome|edge)\b/iu;

/** Whether the text before a party tells a win over it after the winner's clause. */
function winTold(before: string): boolean {
  if (BEATING_BEFORE.test(before)) return true;
  const to = TO_BEAT_BEFORE.exec(before);
  return to !== null && /[,，]/u.test(before.slice(0, to.index)) && !NOT_A_WIN_BEFORE.test(before.slice(Math.max(0, to.index - 24)));
}

/** The relations between each party and the next one, and a win the text's first party has over one named after it. */
function relationsOf(text: Analysed, isNameElsewhere: (word: Token) => boolean): Relation[] {
  const parties = partiesOf(text, isNameElsewhere);
  const relations: Relation[] = [];
  for (let k = 1; k < parties.length; k++) {
    const relation = relationBetween(text, parties[k - 1]!, parties[k]!);
    if (relation) relations.push(relation);
    if (winTold(text.text.slice(0, parties[k]!.start - text.start))) relations.push({ first: parties[0]!, second: parties[k]!, words: BEAT_RELATION, passive: false });
  }
  return relations;
}

/** One party, named in full or without a title before the name: "Coxswain Ben Pascoe" and "Ben Pascoe"; */
function sameParty(a: Party, b: Party): boolean {
  // …or with the word a club's side adds after it: "Fenbridge Ladies" and "Fenbridge".
  return a.key.endsWith(b.key) || b.key.endsWith(a.key) || a.lead === b.key || b.lead === a.key;
}

/** The relation of a sentence's that has the claim's parties the other way round, unless another reading keeps them. */
function swappedIn(relation: Relation, theirs: readonly Relation[]): Relation | undefined {
  let swapped: Relation | undefined;
  for (const other of theirs) {
    if (other.words !== relation.words) continue;
    const sameOrder = sameParty(other.first, relation.first) && sameParty(other.second, relation.second);
    const otherOrder = sameParty(other.first, relation.second) && sameParty(other.second, relation.first);
    if (!sameOrder && !otherOrder) continue;
    if (sameOrder === (other.passive === relation.passive)) return undefined;
    swapped = other;
  }
  return swapped;
}

const rule: ContentRule = {
  meta: {
    id: "role-swap",
    code: "S1",
    description: "The claim puts the two parties of a relation the other way round from its source (who beat whom, who bought whom).",
    severity: "error",
  },
  check({ claim, alignment, where }) {
    // Two parties: at least one of them a name or a Chinese noun, as a sentence's first word is read as a name only against the source.
    if (claim.entities.length === 0 && !claim.content.some(isNoun)) return [];
    // Reading the sentences' names costs their entity extraction: a word capitalised inside a sentence is one.
    const namedInSentence = (word: Token): boolean => alignment.sentences.some((sentence) => sentence.text.indexOf(word.text) > 0);
    const relations = relationsOf(claim, namedInSentence);
    if (relations.length === 0) return [];
    const claimNames = new Set(namesOf(claim).map((n) => n.key));
    const namedInClaim = (word: Token): boolean => claimNames.has(entityKey(word.text));
    for (const sentence of alignment.sentences) {
      if (!relations.some((r) => sentence.flat.includes(r.first.key) && sentence.flat.includes(r.second.key))) continue;
      const theirs = relationsOf(sentence, namedInClaim);
      for (const relation of relations) {
        const swapped = swappedIn(relation, theirs);
        if (!swapped) continue;
        const quote = sentence.text.slice(swapped.first.start - sentence.start, swapped.second.end - sentence.start);
        const said = claim.text.slice(relation.first.start - claim.start, relation.second.end - claim.start);
        // Who won a contest goes one way only: the other way round, the claim contradicts the
        // sentence. Other relations may hold both ways at other times ("X succeeded Y").
        return [
          {
            ...(relation.words.split(" ").includes(BEAT_RELATION) ? { code: "X1" as const } : {}),
            message: `${where(sentence)} says '${quote}': the claim has the two the other way round`,
            span: { start: relation.first.start, end: relation.second.end },
            actual: said,
            expected: quote,
          },
        ];
      }
    }
    return [];
  },
};

export default rule;
