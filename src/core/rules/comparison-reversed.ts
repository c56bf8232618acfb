import { matchKey, type Analysed } from "../analysis.js";
import { comparable, isMultiple, sameQuantity, type Quantity } from "../quantities/index.js";
import type { SourceSentence } from "../context-index.js";
import type { Span } from "../types.js";
import type { Token } from "../text/tokens.js";
import { clauseStartBefore, insideFigure, ITEM_BREAKS, keysWithin, segmentOf } from "./clauses.js";
import { evidenceSentences } from "./nearby.js";
import { gapTheOtherWay } from "./derived-figures.js";
import type { ContentRule } from "./rule.js";
import { HAN } from "../text/zh.js";

/** Which way a comparison orders its two things: the first has more of the measure, or less. */
type Order = "more" | "less";

interface Comparison {
  order: Order;
  /** The comparative as written ("higher", 便宜), for the message. */
  word: string;
  span: Span;
  /** The claim's words for the first thing and for the second, each without the other's. */
  first: ReadonlySet<string>;
  second: ReadonlySet<string>;
  /**
   * In Chinese, the two things as written ("中投饲处理", "高投饲处理"), which name the source's items
   * where the segmenter cuts them otherwise (中投/饲 in one, 比高/投饲 in the other).
   */
  written?: { first: string; second: string };
}

// Comparatives whose order a figure shows directly; "faster", "better", 快 and the like depend on
// what is measured (a time or a speed), and "more"/"less" before an adjective on the adjective.
const EN_MORE = "higher|larger|bigger|greater|longer|heavier|older|dearer|costlier|pricier|taller|wider|deeper|more(?=\\s+(?:than|expensive|costly)\\b)";
const EN_LESS = "lower|smaller|shorter|lighter|younger|cheaper|narrower|shallower|fewer(?=\\s+than\\b)|less(?=\\s+(?:than|expensive|costly)\\b)";
/** "reached a higher average sugar level than Merlot": the comparative, up to three words, and "than". */
const EN_COMPARISON = new RegExp(`\\b(?:(${EN_MORE})|(${EN_LESS}))\\b((?:\\s+[\\p{L}-]+){0,3}?)\\s+than\\s+`, "iu");
/** 比B高, 比B便宜, and 高于B: the two Chinese ways of putting the second thing. */
const ZH_MORE = "高|多|大|长|重|贵";
const ZH_LESS = "低|少|小|短|轻|便宜";
const ZH_BI = new RegExp(`比([^，。；,;比]{1,16}?)(?:还|更|要)?(?:(${ZH_MORE})|(${ZH_LESS}))`, "u");
const ZH_YU = /(?:(高于|多于|大于|超过)|(低于|少于|小于))([^，。；,;]{1,16})/u;
/** What opens a figure: a digit, a currency sign, a number word. */
const FIGURE_FIRST = /^\s*(?:[$€£¥]?\d|[一二三四五六七八九十百千万两几]|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|half|a\s+(?:third|quarter))\b)/iu;
/** A Chinese thing named by a figure that describes it: "90分钟的全身推拿". */
const ZH_THING_OF_A_FIGURE = /^[^，。；的]{1,8}的\p{Script=Han}{2,}/u;
/** Comparatives that say what they measure: a weight or a price. */
const MEASURED: ReadonlyMap<string, string> = new Map([
  ...["heavier", "lighter", "重", "轻"].map((word): [string, string] => [word, "mass"]),
  ...["dearer", "costlier", "pricier", "cheaper", "贵", "便宜"].map((word): [string, string] => [word, "currency"]),
]);
/** Where the claim's clause before its comparison starts: a comma (not the one inside "3,000") or a stop. */
const CLAUSE_MARKS = /[，。；;:：]|,(?!\d)/gu;
/** Where the words of the second thing end: the end of the claim's clause. */
const CLAUSE_STOP = /[，。；,;:：(（]|\s(?:and|but|while|whereas|which|so)\s/u;

/**
 * The keys of the thing a stretch of the claim names first: in English its first content word and
 * the capitalised words right after a capitalised one ("Cabernet Franc reached …", "the
 * groundsheet's rating"); in Chinese its words up to the first 的 ("L卡口版本的建议零售价").
 */
function thingAt(claim: Analysed, start: number, end: number): Set<string> {
  const words = claim.content.filter((t) => t.start >= claim.start + start && t.end <= claim.start + end && !insideFigure(claim, t));
  const first = words[0];
  if (first === undefined) return new Set();
  if (first.kind === "cjk" || HAN.test(claim.text.slice(start, end))) {
    const of = claim.text.indexOf("的", first.start - claim.start);
    const stop = of < 0 || of >= end ? claim.start + end : claim.start + of;
    return new Set(words.filter((t) => t.end <= stop).map(matchKey));
  }
  const name = [first];
  const capitalised = (t: Token): boolean => /^\p{Lu}/u.test(t.text);
  for (const t of words.slice(1)) {
    if (!capitalised(name.at(-1)!) || !capitalised(t) || !/^\s+$/u.test(claim.text.slice(name.at(-1)!.end - claim.start, t.start - claim.start))) break;
    name.push(t);
  }
  return new Set(name.map(matchKey));
}

function without(keys: ReadonlySet<string>, other: ReadonlySet<string>): Set<string> {
  return new Set([...keys].filter((key) => !other.has(key)));
}

/** Where an English comparison stands: its order and comparative, where it starts, and the second thing's stretch after "than", to its clause's end. */
interface Placed {
  order: Order;
  word: string;
  at: number;
  secondStart: number;
  secondEnd: number;
}

function enComparisonIn(text: string): Placed | undefined {
  const en = EN_COMPARISON.exec(text);
  if (en === null) return undefined;
  const secondStart = en.index + en[0].length;
  const stop = text.slice(secondStart).search(CLAUSE_STOP);
  return { order: en[1] !== undefined ? "more" : "less", word: (en[1] ?? en[2])!, at: en.index, secondStart, secondEnd: stop < 0 ? text.length : secondStart + stop };
}

/** The span of the comparative as the claim writes it, from where its comparison starts. */
function wordSpan(claim: Analysed, word: string, at: number): Span {
  const start = claim.start + claim.text.indexOf(word, at);
  return { start, end: start + word.length };
}

/** The comparison the claim makes between two things it names, if it makes one. */
function comparisonIn(claim: Analysed): Comparison | undefined {
  const text = claim.text;
  const en = enComparisonIn(text);
  let order: Order;
  let word: string;
  let at: number;
  let secondStart: number;
  let secondEnd: number;
  if (en) {
    ({ order, word, at, secondStart, secondEnd } = en);
  } else {
    const bi = ZH_BI.exec(text);
    const yu = bi ? null : ZH_YU.exec(text);
    if (bi) {
      order = bi[2] !== undefined ? "more" : "less";
      word = (bi[2] ?? bi[3])!;
      at = bi.index;
      secondStart = bi.index + 1;
      secondEnd = secondStart + bi[1]!.length;
    } else if (yu) {
      order = yu[1] !== undefined ? "more" : "less";
      word = (yu[1] ?? yu[2])!;
      at = yu.index;
      secondStart = yu.index + word.length;
      secondEnd = secondStart + yu[3]!.length;
    } else return undefined;
  }
  const clauseStart = clauseStartBefore(text, at, CLAUSE_MARKS);
  // "No more than four figures", "高于35℃": a bound on a figure, not a second thing (but "比90分钟的全身推拿" names one by its figure).
  if (FIGURE_FIRST.test(text.slice(secondStart)) && !ZH_THING_OF_A_FIGURE.test(text.slice(secondStart, secondEnd))) return undefined;
  const firstThing = thingAt(claim, clauseStart, at);
  const secondThing = thingAt(claim, secondStart, secondEnd);
  const first = without(firstThing, secondThing);
  const second = without(secondThing, firstThing);
  const written = en ? undefined : writtenThings(text, clauseStart, at, secondStart, secondEnd);
  if ((first.size === 0 || second.size === 0) && written === undefined) return undefined;
  return { order, word, span: wordSpan(claim, word, at), first, second, ...(written && { written }) };
}

/** Fewest characters of a Chinese thing as written for it to name an item by itself. */
const WRITTEN_THING_MIN = 3;

/** The two Chinese things as written: the first up to its 的, the second whole; none if either is short or holds the other. */
function writtenThings(text: string, clauseStart: number, at: number, secondStart: number, secondEnd: number): { first: string; second: string } | undefined {
  const opening = text.slice(clauseStart, at).replace(/^[\s，。；：]+/u, "");
  const first = opening.split("的")[0]!.trim();
  const second = text.slice(secondStart, secondEnd).replace(/的.*$/u, "").trim();
  if (first.length < WRITTEN_THING_MIN || second.length < WRITTEN_THING_MIN || first.includes(second) || second.includes(first)) return undefined;
  return { first, second };
}

/** What follows a multiple that compares two things: "four times as much per hectare as", "four times the cost of", "three times longer than". */
const TIMES_COMPARED = /^\s*(?:times\s+)?(?:as\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}?\s+as|the\s+(?:[\p{L}-]+\s+){0,2}?of|(?:more|[\p{L}]+er)\s+than)\s+/iu;
/** Most words between a clause's start and its multiple for the multiple to stand in apposition to the sentence's subject: ", roughly four times the cost of …". */
const APPOSITION_WORDS = 2;

interface MultipleComparison {
  value: number;
  first: ReadonlySet<string>;
  second: ReadonlySet<string>;
  span: Span;
}

/** A comparison by a multiple between two things the text names: "Seed bags cost four times as much as hand planting". */
function multipleComparisonIn(text: Analysed): MultipleComparison | undefined {
  for (const q of text.quantities) {
    if (!isMultiple(q)) continue;
    const at = q.start - text.start;
    const compared = TIMES_COMPARED.exec(text.text.slice(q.end - text.start));
    if (compared === null) continue;
    const secondStart = q.end - text.start + compared[0].length;
    const stop = text.text.slice(secondStart).search(CLAUSE_STOP);
    const secondEnd = stop < 0 ? text.text.length : secondStart + stop;
    // A multiple set off after a comma ("£38,000 per hectare, roughly four times the cost of seed bags") compares the sentence's subject.
    let clauseStart = clauseStartBefore(text.text, at, CLAUSE_MARKS);
    if (text.text.slice(clauseStart, at).trim().split(/\s+/u).filter(Boolean).length <= APPOSITION_WORDS) clauseStart = 0;
    const firstThing = thingAt(text, clauseStart, at);
    const secondThing = thingAt(text, secondStart, secondEnd);
    const first = without(firstThing, secondThing);
    const second = without(secondThing, firstThing);
    if (first.size > 0 && second.size > 0) return { value: q.value, first, second, span: { start: q.start, end: q.end } };
  }
  return undefined;
}

const shares = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => [...a].some((key) => b.has(key));

/** The sentence compares the two by the same multiple the other way round: the claim's first thing is its second, and not its first. */
function multipleReversed(ours: MultipleComparison, theirs: MultipleComparison): boolean {
  return ours.value === theirs.value && shares(ours.first, theirs.second) && !shares(ours.first, theirs.first) && !shares(ours.second, theirs.second);
}

/** A figure of a sentence with the stretch of the sentence that says what it is of: cut between two figures at the last break between them. */
interface Item {
  sentence: SourceSentence;
  figure: Quantity;
  keys: ReadonlySet<string>;
  /** The stretch as written up to its figure, where a Chinese item names its thing ("高投饲处理亩产为179千克", not "…，略低于中投饲处理"). */
  opening: string;
}

const RESPECTIVELY = /分别|\brespectively\b/iu;

function itemsOf(s: SourceSentence): Item[] {
  const figures = s.quantities.filter((q) => q.change === undefined && q.max === undefined && !isMultiple(q));
  const cuts = [s.start];
  // Figures given respectively ("24小时、72小时和120小时的…误差分别为62公里、158公里和291公里") are paired by their order, not by stretches.
  if (RESPECTIVELY.test(s.text)) return [];
  // Two figures of a kind with no break between them ("98 × 56 cm", "11个省区市的34支队伍", 混合双人8对) belong to
  // one item, which neither stands for alone: both are left out, the sentence's other items kept. Two of
  // different kinds ("中式全身推拿90分钟298元") each measure the one item, named before the first.
  const joined = new Set<number>();
  for (let i = 1; i < figures.length; i++) {
    const [previous, figure] = [figures[i - 1]!, figures[i]!];
    const between = s.text.slice(previous.end - s.start, figure.start - s.start);
    const breaks = [...between.matchAll(new RegExp(ITEM_BREAKS.source, "gu"))];
    if (breaks.length === 0 && previous.dimension !== figure.dimension) {
      cuts.push(cuts[i - 1]!);
      continue;
    }
    if (breaks.length === 0) joined.add(i - 1).add(i);
    cuts.push(previous.end + (breaks.at(-1)?.index ?? 0));
  }
  cuts.push(s.end);
  // An item ends where its stretch between semicolons does: "…，L卡口版本5499元；随机附赠遮光罩…" names no hood.
  return figures.flatMap((figure, i) => {
    if (joined.has(i)) return [];
    const segment = segmentOf(s, figure);
    const stretch = { start: Math.max(cuts[i]!, segment.start), end: Math.min(cuts[i + 1]!, segment.end) };
    return [{ sentence: s, figure, keys: keysWithin(s, stretch), opening: s.text.slice(stretch.start - s.start, figure.end - s.start) }];
  });
}

/** The items that name the thing (a word of it, or in Chinese the thing as written) and not the other. */
function naming(items: readonly Item[], comparison: Comparison, which: "first" | "second"): Item[] {
  const [thing, other] = which === "first" ? [comparison.first, comparison.second] : [comparison.second, comparison.first];
  const written = comparison.written;
  if (written !== undefined) {
    const [ours, theirs] = which === "first" ? [written.first, written.second] : [written.second, written.first];
    const byText = items.filter((item) => item.opening.includes(ours) && !item.opening.includes(theirs));
    if (byText.length > 0) return byText;
  }
  return items.filter((item) => [...thing].some((key) => item.keys.has(key)) && ![...other].some((key) => item.keys.has(key)));
}

/** The one value the items give, or none where they give several ("整机" of 空调整机6年 and 冰箱整机3年) or none. */
function onlyValue(items: readonly Item[]): number | undefined {
  const values = new Set(items.map((item) => item.figure.value));
  return values.size === 1 ? [...values][0] : undefined;
}

/**
 * A comparison the claim's own figures belie, whatever the source says: "a 6.51 square-metre
 * bedroom, smaller than the council's 6.1 square-metre minimum". The first figure is the last
 * before the comparative, with words between (not "£200 more than", which gives a difference);
 * the second is the first after "than" in its clause (not "smaller than 6 m²", a bound).
 */
function ownFiguresReversed(claim: Analysed): { word: string; span: Span; first: Quantity; second: Quantity } | undefined {
  const comparison = enComparisonIn(claim.text);
  if (comparison === undefined) return undefined;
  const { order, word, at, secondStart, secondEnd } = comparison;
  const level = (q: Quantity): boolean => q.change === undefined && q.bound === undefined && q.max === undefined && !q.yearLike && !isMultiple(q);
  const first = claim.quantities.findLast((q) => q.end - claim.start <= at);
  const second = claim.quantities.find((q) => q.start - claim.start >= secondStart && q.end - claim.start <= secondEnd);
  if (first === undefined || second === undefined || !level(first) || !level(second) || !comparable(first, second)) return undefined;
  const between = claim.text.slice(first.end - claim.start, at);
  if (!OWN_WORDS.test(between) || SENTENCE_STOP.test(between)) return undefined;
  const measured = MEASURED.get(word.toLowerCase());
  if (measured !== undefined && first.dimension !== measured) return undefined;
  const belied = order === "less" ? first.value > second.value : first.value < second.value;
  if (!belied) return undefined;
  return { word, span: wordSpan(claim, word, at), first, second };
}

/** A word between a figure and a comparative: the figure is a level of the first thing, not the difference. */
const OWN_WORDS = /\p{L}{2}/u;
/** A stop (not a decimal point) between them: the figure is another sentence's. */
const SENTENCE_STOP = /[;；。]|\.(?!\d)/u;

/**
 * A comparison of two things whose figures of one kind the evidence gives, the wrong way round:
 * "Cabernet Franc reached a higher average sugar level than Merlot" of "24.1 °Brix for Merlot and
 * 22.6 °Brix for Cabernet Franc"; "L卡口版本比E卡口版本便宜" of "E卡口版本5299元，L卡口版本5499元".
 */
const rule: ContentRule = {
  meta: {
    id: "comparison-reversed",
    code: "X1",
    description: "The claim compares two things the other way round from the figures its source gives them.",
    severity: "error",
  },
  check({ claim, alignment, regions, evidence, where }) {
    // A denied comparison ("is not cheaper than") says no order.
    if (claim.negations.length > 0) return [];
    const multiple = claim.quantities.some(isMultiple) ? multipleComparisonIn(claim) : undefined;
    if (multiple !== undefined) {
      for (const sentence of alignment.sentences) {
        const theirs = sentence.quantities.some(isMultiple) ? multipleComparisonIn(sentence) : undefined;
        if (theirs === undefined || !multipleReversed(multiple, theirs)) continue;
        const said = sentence.text.slice(theirs.span.start - sentence.start);
        return [{ message: `${where(sentence)} compares the two the other way round: '${said.trim()}'`, span: multiple.span, actual: claim.text.slice(multiple.span.start - claim.start, multiple.span.end - claim.start), evidence: evidence(sentence) }];
      }
    }
    for (const sentence of alignment.sentences) {
      const reversed = gapTheOtherWay(claim, sentence);
      if (reversed === undefined) continue;
      const { gap, level, other } = reversed;
      const way = other.value > level.value ? "below" : "above";
      // The gap as written to its comparative: "12 points higher".
      const words = gap.change!.words;
      const end = claim.start + claim.text.indexOf(words, gap.end - claim.start) + words.length;
      const said = claim.text.slice(gap.start - claim.start, end - claim.start);
      return [{ message: `${where(sentence)} gives ${level.raw}, ${way} ${other.raw}; the claim says ${said}`, span: { start: gap.start, end }, actual: said, expected: `${way} ${other.raw}`, evidence: evidence(sentence) }];
    }
    const belied = ownFiguresReversed(claim);
    if (belied !== undefined) {
      const { word, span, first, second } = belied;
      return [{ message: `the claim gives ${first.raw} against ${second.raw} and calls the first '${word}'`, span, actual: word }];
    }
    const comparison = comparisonIn(claim);
    if (comparison === undefined) return [];
    // The figures are of what the comparison measures: a weight for "lighter", the kind of the claim's own figures ("轻9千克" is no range in km).
    const measured = MEASURED.get(comparison.word.toLowerCase());
    const level = (q: Quantity): Quantity => ({ ...q, change: undefined });
    const ownFigures = claim.quantities.filter((q) => !isMultiple(q));
    const measures = (item: Item): boolean =>
      (measured === undefined || item.figure.dimension === measured) && (ownFigures.length === 0 || ownFigures.some((q) => comparable(level(q), level(item.figure))));
    // A gap the claim gives is the gap of the figures it compares: "the kit costs £150 less than on
    // Lite" is not of the plans' £59 and £39 a month.
    const gaps = claim.quantities.filter((q) => q.change?.figure === "amount");
    const gapFits = (a: Quantity, b: Quantity): boolean => gaps.length === 0 || gaps.some((gap) => sameQuantity(level(gap), { ...level(a), value: Math.abs(a.value - b.value) }));
    // Both things' figures are read from one sentence, which names each apart from the other.
    let found: { first: Item; second: Item } | undefined;
    for (const sentence of evidenceSentences(alignment.sentences, regions)) {
      const items = itemsOf(sentence).filter(measures);
      const firsts = naming(items, comparison, "first");
      const seconds = naming(items, comparison, "second");
      for (const first of firsts) {
        const rivals = seconds.filter((second) => comparable(first.figure, second.figure));
        const ours = onlyValue(firsts.filter((item) => comparable(item.figure, first.figure)));
        const theirs = onlyValue(rivals);
        if (ours !== undefined && theirs !== undefined && ours !== theirs && gapFits(first.figure, rivals[0]!.figure)) found ??= { first, second: rivals[0]! };
      }
    }
    if (found === undefined) return [];
    const { first, second } = found;
    if ((first.figure.value > second.figure.value ? "more" : "less") === comparison.order) return [];
    return [
      {
        message: `the claim says '${comparison.word}', but ${where(first.sentence)} gives ${first.figure.raw} against ${second.figure.raw}`,
        span: comparison.span,
        actual: comparison.word,
        expected: `${first.figure.raw} against ${second.figure.raw}`,
        evidence: evidence(first.sentence),
      },
    ];
  },
};

export default rule;
