import { elidedOrdinalPlaces, superlativeRanks, type SuperlativeRank } from "../quantities/fixed-forms.js";
import type { ContentRule } from "./rule.js";
import type { RuleReport } from "../types.js";
import type { SourceSentence } from "../context-index.js";
import { evidenceSentences } from "./nearby.js";
import { countIn } from "./values.js";
import { clauses, ITEM_BREAKS, keysWithin, spansBetween, within } from "./clauses.js";
import type { Analysed } from "../analysis.js";
import type { EntityMention } from "../text/entities.js";
import { parseInteger } from "../quantities/chinese-numerals.js";
import { HAN } from "../text/zh.js";

/** A source sentence with the ranks it gives. */
interface Ranked {
  sentence: SourceSentence;
  ranks: SuperlativeRank[];
}

/** A Chinese placing won, after its verb: 获得亚军, 夺得第三名, 位列第5名, and 夺冠 (the first place). */
const ZH_PLACING = /(?:获得|夺得|摘得|取得|收获|获|位列|名列|排名|排在)了?(冠军|亚军|季军|第[一二三四五六七八九十\d]{1,3}名)|(夺冠|折桂)/gu;
const ZH_PLACE_NAMES: Readonly<Record<string, number>> = { 冠军: 1, 亚军: 2, 季军: 3 };

/** The place a placing's word gives: 1 of 冠军 and 夺冠, 3 of 季军 and 第三名. */
function placeOf(word: string): number | undefined {
  if (word === "夺冠" || word === "折桂") return 1;
  const named = ZH_PLACE_NAMES[word];
  if (named !== undefined) return named;
  const ordinal = /^第(.+)名$/u.exec(word)?.[1];
  return ordinal === undefined ? undefined : (parseInteger(ordinal) ?? undefined);
}

/** A name and the place its clause says it won, the name first: "骆子谦以1小时50分15秒获得亚军". */
interface Placing {
  name: EntityMention;
  place: number;
  word: string;
  start: number;
  end: number;
}

function placingsIn(text: Analysed): Placing[] {
  const placings: Placing[] = [];
  for (const clause of clauses(text)) {
    const words = text.text.slice(clause.start - text.start, clause.end - text.start);
    const names = text.entities.filter((e) => e.kind === "name" && within(e, clause));
    for (const m of words.matchAll(ZH_PLACING)) {
      const word = (m[1] ?? m[2])!;
      const place = placeOf(word);
      const at = clause.start + m.index + m[0].length - word.length;
      // The doer stands before the verb, the nearest name of the clause: "四川选手韦拓获得季军".
      const name = names.findLast((e) => e.end <= at);
      if (place !== undefined && name !== undefined) placings.push({ name, place, word, start: at, end: at + word.length });
    }
  }
  return placings;
}

/**
 * The claim gives a person a place the evidence gives that person otherwise, and no sentence of it
 * gives them the claim's: "骆子谦最终获得季军" against "骆子谦以1小时50分15秒获得亚军，四川选手韦拓获得季军".
 */
function placingsGivenOtherwise(claim: Analysed, sentences: readonly SourceSentence[]): { placing: Placing; sentence: SourceSentence; given: Placing }[] {
  const found = [];
  for (const placing of placingsIn(claim)) {
    const theirs = sentences.flatMap((sentence) => placingsIn(sentence).filter((p) => p.name.key === placing.name.key).map((given) => ({ sentence, given })));
    if (theirs.length === 0 || theirs.some(({ given }) => given.place === placing.place)) continue;
    found.push({ placing, ...theirs[0]! });
  }
  return found;
}

/**
 * A place in an order that the evidence gives otherwise: "the largest city" where the sentence
 * that speaks of it says "the second-largest city", "third-largest" against "largest", 最大
 * against 第二大, "the second Thursday of the month" against "the first Thursday". The ranks are read from the superlatives themselves, since the figure rule sees
 * no number in "largest". A superlative the evidence does not use at all is left to the judge.
 */
/** What opens a list given in order: "in the following order:", "in this order", 依次为. */
const IN_ORDER = /\bin\s+(?:the\s+following|this)\s+order\s*:?|依次为|依次是|按以下顺序[:：]?/iu;
/** A claim that says its things in order: "first … then", "then … then", 先…再, 依次. */
const SAID_IN_ORDER = /\bfirst\b.*\bthen\b|\bthen\b.*\bthen\b|先.*[再后]|首先.*其次|依次/isu;
/** What parts the claim's steps: "then", "first", "after that", 然后, 再, a list mark. */
const STEP_BREAKS = /\s*\b(?:and\s+then|then|first|after\s+that|followed\s+by)\b\s*|[,;，；、]|然后|其次|再由|再/giu;

/** What ends a step that is no word of it: spaces, citation markers, the sentence's full stop. */
const STEP_ENDING = /(?:\s|\[[^\]\n]{1,40}\]|[.。!?！？])*$/u;

/**
 * The claim says in order things a sentence lists in order, and puts one before a thing the
 * sentence lists ahead of it: "go first to the emergency services, then to registered hauliers …,
 * and then to islanders with a valid Hellin residents' card" of "allocated in the following order:
 * emergency services, island residents holding a valid Hellin residents' card, registered hauliers
 * …". Each step of the claim is the item it shares most words with, and only one. The claim is
 * read for its order words (SAID_IN_ORDER) by the caller.
 */
function orderSwapped(claim: Analysed, sentence: SourceSentence): { start: number; end: number } | undefined {
  const cue = IN_ORDER.exec(sentence.text);
  if (cue === null) return undefined;
  const listFrom = sentence.start + cue.index + cue[0].length;
  const items = spansBetween(sentence.text.slice(listFrom - sentence.start), ITEM_BREAKS, listFrom).map((item) => keysWithin(sentence, item));
  const steps = spansBetween(claim.text, STEP_BREAKS, claim.start);
  let last = -1;
  for (const [k, words] of steps.map((step) => keysWithin(claim, step)).entries()) {
    const shared = items.map((item) => [...words].filter((key) => item.has(key)).length);
    const most = Math.max(0, ...shared);
    if (most === 0 || shared.filter((n) => n === most).length > 1) continue;
    const place = shared.indexOf(most);
    if (place < last) {
      const step = steps[k]!;
      const said = claim.text.slice(step.start - claim.start, step.end - claim.start);
      const ending = STEP_ENDING.exec(said)![0];
      return { start: step.start + (said.length - said.trimStart().length), end: step.end - ending.length };
    }
    last = place;
  }
  return undefined;
}

const rule: ContentRule = {
  meta: {
    id: "rank-mismatch",
    code: "X1",
    description: "The claim gives a rank (largest, second-largest, 第二大), a place in a series (second Thursday), a person's placing (获得季军) or an order of things the cited source lists in order otherwise.",
    severity: "error",
  },
  check({ claim, alignment, regions, evidence, where }) {
    const placed = HAN.test(claim.text)
      ? placingsGivenOtherwise(claim, evidenceSentences(alignment.sentences, regions)).map(({ placing, sentence, given }) => ({
          message: `${where(sentence)} says ${placing.name.text} ${given.word}, the claim says ${placing.word}`,
          span: { start: placing.start, end: placing.end },
          actual: placing.word,
          expected: given.word,
          evidence: evidence(sentence),
        }))
      : [];
    const ranks = superlativeRanks(claim.text);
    const ordered: RuleReport[] = [];
    // (Most claims say no order: the sentences need not be searched for a list given in one.)
    for (const sentence of SAID_IN_ORDER.test(claim.text) ? alignment.sentences : []) {
      const step = orderSwapped(claim, sentence);
      if (step === undefined) continue;
      const said = claim.text.slice(step.start - claim.start, step.end - claim.start);
      ordered.push({ message: `${where(sentence)} lists '${said}' earlier than the claim puts it`, span: step, actual: said, evidence: evidence(sentence) });
      break;
    }
    if (ranks.length === 0) return [...placed, ...ordered];
    const ranked = (sentence: SourceSentence): Ranked => ({ sentence, ranks: superlativeRanks(sentence.text) });
    const sentences = alignment.sentences.map(ranked);
    // The other cited sentences, read only where the aligned ones give the rank otherwise.
    let others: Ranked[] | undefined;
    const otherSentences = (): Ranked[] => (others ??= evidenceSentences(alignment.sentences, regions).filter((sentence) => !alignment.sentences.includes(sentence)).map(ranked));
    const reports = [...placed];
    for (const rank of ranks) {
      // The same order of the same things: "second-largest city" says nothing of the largest carmaker.
      const sameOrder = (other: SuperlativeRank): boolean => other.by === rank.by && (other.of === undefined || rank.of === undefined || other.of === rank.of);
      const holds = (s: Ranked): boolean => s.ranks.some((other) => sameOrder(other) && other.place === rank.place) || elidedOrdinalPlaces(s.sentence.text).includes(rank.place);
      if (sentences.some(holds)) continue;
      const rival = sentences.find((s) => s.ranks.some(sameOrder));
      if (!rival) continue;
      // A place that another sentence of the source gives, saying as much of the claim, is the
      // claim's: "第10轮定在6月21日" of "第10轮将于6月21日进行", though the aligned sentence tells of 第9轮
      // (not "the first homes ready in 2028" for a crossing needed "before the 50th home is occupied").
      const said = countIn(claim.keys, rival.sentence.keys);
      if (otherSentences().some((s) => holds(s) && countIn(claim.keys, s.sentence.keys) >= said)) continue;
      const given = rival.ranks.find(sameOrder)!;
      const expected = rival.sentence.text.slice(given.start, given.end);
      const actual = claim.text.slice(rank.start, rank.end);
      reports.push({
        message: `${where(rival.sentence)} says '${expected}', the claim says '${actual}'`,
        span: { start: claim.start + rank.start, end: claim.start + rank.end },
        actual,
        expected,
        evidence: evidence(rival.sentence),
      });
    }
    return [...reports, ...ordered];
  },
};

export default rule;
