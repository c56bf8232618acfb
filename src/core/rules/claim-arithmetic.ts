// A claim that shows its working ("£38.94 plus the £4.99 delivery charge, so you'd pay £43.93";
// "300×3.05＋100×3.66＝1281元"; "the interim works out at 1.8p, because the 4.2p final brings the total
// to 6.0p") states a figure the source need not give: the figure follows from the claim's other
// figures, which the source is asked for in their turn.
// A wrong figure among them is found there; a result worked out wrong is no sum of them and stays
// a figure the source is asked for.
import { extractQuantities, isBareNumber, isMultiple, labelsNumber, sameQuantity, type Quantity } from "../quantities/index.js";
import type { SourceSentence } from "../context-index.js";
import type { Analysed } from "../analysis.js";
import { restQuantities } from "./derived-figures.js";

/** What a worked-out value measures: a bare number, a count of things, a share, or a dimension in its unit. */
type Kind = string;
/** The kinds of a length and an area in their canonical units, metres and square metres. */
const METRES: Kind = "length:m";
const SQUARE_METRES: Kind = "area:m²";
/** A number that says nothing of what it measures ("11", the 3.05 of "300×3.05"): it takes the kind of what it is summed with. */
const BARE: Kind = "bare";
const COUNT: Kind = "count";
const SHARE: Kind = "%";
/** One figure over another of its kind: a multiple or a bare number, never a measure. */
const RATIO: Kind = "ratio";
/** The start of an amount of money's kind, whose canonical value is the number written. */
const MONEY = "currency:";

interface Term {
  value: number;
  kind: Kind;
  /** Which of the claim's figures it is worked out from, one bit each. */
  figures: number;
  /** The figure as written where it is a single measure ("two" of "two weeks", 5.5 of "5.5公里"): what it multiplies by. */
  written: number;
  /** One figure over another: a claim's answer, not a step of its working (a share of a share of a sum matches anything). */
  final?: boolean;
}

/** More figures than this, and the claim is a list whose sums would match by chance. */
const MOST_FIGURES = 7;

/** How far a worked-out value may stand from an exact figure of the claim, and from a figure it gives as approximate, as parts of it. */
const EXACT_SLACK = 0.001;
const APPROXIMATE_SLACK = 0.02;

/** Below this, a plain count is too easily some sum of a claim's other small numbers. */
const SMALLEST_COUNT = 10;

/** The number a measure is written with: digits, Chinese numerals, or one English number word before its unit ("three weeks"). */
const NUMERAL = /^[^\d零〇一二两三四五六七八九十]*([\d.,]*\d|[零〇一二两三四五六七八九十百千万亿]+)|^([a-z]+(?:-[a-z]+)?)(?:\s+[a-z]+)?$/iu;

/** The 300 of "300×3.05": a factor of a written product, no multiple. */
const FACTOR = /[×x*]$/u;

function kindOf(q: Quantity): Kind {
  if (isBareNumber(q) || FACTOR.test(q.raw)) return BARE;
  if (q.dimension === "count" || q.unit === "") return COUNT;
  if (q.dimension === "percent" && q.unit === "%") return SHARE;
  return `${q.dimension}:${q.unit}`;
}

/** The number a measure is written with, in the unit it is written in: 5.5 of "5.5公里" (5,500 m); none where it cannot be told. */
export function writtenNumber(q: Quantity): number {
  if (q.dimension === "count" || q.dimension === "currency" || q.dimension === "percent") return q.value;
  const match = NUMERAL.exec(q.raw);
  const numeral = match?.[1] ?? match?.[2];
  const read = numeral === undefined ? undefined : extractQuantities(numeral.replace(/,/gu, ""))[0];
  return read?.unit === "" && read.raw.length === numeral!.replace(/,/gu, "").length ? read.value : Number.NaN;
}

/** A figure the claim's arithmetic can use: an exact figure, not a range, a bound, a year, a time of day or a label's number ("Level 5", "Gen 4"). */
function operand(q: Quantity, claim?: Analysed): boolean {
  return (
    q.max === undefined &&
    q.bound === undefined &&
    !q.yearLike &&
    q.label === undefined &&
    q.dimension !== "clock" &&
    q.dimension !== "rank" &&
    q.dimension !== "age" &&
    Number.isFinite(q.value) &&
    q.value !== 0 &&
    (claim === undefined || !labelsNumber(claim.text, q.start - claim.start))
  );
}

/** Measures of how much of something a case uses ("打车8公里", "用气400立方米", "two extra weeks"). */
const USED_MEASURES: ReadonlySet<string> = new Set(["time", "length", "mass", "volume", "area", "energy", "data"]);

/**
 * A figure the claim may set itself as the case it works out ("two extra weeks", "three children",
 * "400立方米"): a count or an amount used. Any other figure it works from (a price, a share, a
 * multiple) must be the evidence's, or a wrong one would hold the figure worked from it.
 */
function scenario(q: Quantity): boolean {
  return (q.dimension === "count" && (!isMultiple(q) || FACTOR.test(q.raw))) || USED_MEASURES.has(q.dimension);
}

/** A bare number or a count: what multiplies or divides a figure. */
function plain(kind: Kind): boolean {
  return kind === BARE || kind === COUNT;
}

function term(value: number, kind: Kind, figures: number): Term {
  return { value, kind, figures, written: value };
}

/** The kind a sum of two terms is of: both one kind, or a plain number taking the other's. */
function sumKind(a: Term, b: Term): Kind | undefined {
  if (a.kind === b.kind || b.kind === BARE) return a.kind;
  if (a.kind === BARE) return b.kind;
  return undefined;
}

/** Every value one operation makes of two terms worked out from different figures. */
function combine(a: Term, b: Term): Term[] {
  const figures = a.figures | b.figures;
  const out: Term[] = [];
  const summed = sumKind(a, b);
  if (summed) {
    out.push(term(a.value + b.value, summed, figures));
    if (a.value !== b.value) out.push(term(Math.abs(a.value - b.value), summed, figures));
  }
  const [ka, kb] = [a.kind, b.kind];
  for (const [x, y, kx, ky] of [
    [a, b, ka, kb],
    [b, a, kb, ka],
  ] as const) {
    if (plain(ky) && y.value !== 1) out.push(term(x.value * y.value, kx, figures), term(x.value / y.value, kx, figures));
    if (ky === SHARE && kx !== SHARE) {
      const share = y.value / 100;
      for (const factor of [share, 1 + share, 1 - share]) if (factor > 0) out.push(term(x.value * factor, kx, figures));
      for (const factor of [1 + share, 1 - share]) if (factor > 0) out.push(term(x.value / factor, kx, figures));
    }
    // One figure out of another of its kind, as a share.
    if (kx === ky && kx !== SHARE) out.push({ ...term((x.value / y.value) * 100, SHARE, figures), final: true });
  }
  if (ka === kb) out.push({ ...term(a.value / b.value, RATIO, figures), final: true }, { ...term(b.value / a.value, RATIO, figures), final: true });
  // Two lengths in metres span an area in square metres: "3平方米（2米×1.5米）".
  if (ka === METRES && kb === METRES) out.push(term(a.value * b.value, SQUARE_METRES, figures));
  // A measure at a price per measure ("5.5公里×2.4元") is an amount of money, in the numbers written.
  for (const [kx, ky] of [
    [ka, kb],
    [kb, ka],
  ] as const) {
    if (kx.startsWith(MONEY) && !plain(ky) && ky !== SHARE && ky !== RATIO && !ky.startsWith(MONEY)) out.push(term(a.written * b.written, kx, figures));
  }
  return out;
}

/** Whether a worked-out value is the claim's figure, as precisely as the claim writes it. */
function fits(q: Quantity, t: Term): boolean {
  const kind = kindOf(q);
  // A bare sum ("300×3.05＋100×3.66") is of the claim's figure's kind; a ratio is a plain number or a multiple.
  const kindFits = t.kind === kind || t.kind === BARE || (plain(t.kind) && plain(kind)) || (t.kind === RATIO && (plain(kind) || isMultiple(q)));
  if (!kindFits) return false;
  // Worked out, a figure is near exact: an exact claim's may round it by a tenth of a percent, not by its last digit ("2 A" is no 2.19, "£313 million" no £312.5 million).
  const slack = q.approximate ? Math.max(q.step / 2, APPROXIMATE_SLACK * Math.abs(q.value)) : Math.min(q.step / 2, EXACT_SLACK * Math.abs(q.value));
  return Math.abs(t.value - q.value) <= slack;
}

/** The noun of a count of a currency's hundredth: "four cents". */
const CENTS = /^cents?$/iu;

/**
 * A count of cents as an amount of the one currency the claim's other amounts are in: "€3.62, four
 * cents less than the previous week's €3.66". Cents of no currency the claim names are left a count.
 */
function centsOf(o: Quantity, claim: Analysed, figures: number): Term | undefined {
  if (o.dimension !== "count" || o.noun === undefined || !CENTS.test(o.noun)) return undefined;
  const currencies = new Set(claim.quantities.filter((e) => e.dimension === "currency").map(kindOf));
  if (currencies.size !== 1) return undefined;
  const value = o.value / 100;
  return { value, kind: [...currencies][0]!, figures, written: value };
}

/** Whether the evidence gives the figure; a bare number of a sum ("300×3.05") by the figure it writes it with (3.05元). */
function givenBy(evidence: readonly SourceSentence[], o: Quantity): boolean {
  return evidence.some((s) => s.quantities.some((e) => (isBareNumber(o) ? writtenNumber(e) === o.value : sameQuantity(o, e))));
}

/** The claim's figures (and its sentence's) that a figure may be worked out from, with which of them the evidence gives. */
function figuresToWorkFrom(q: Quantity, claim: Analysed, evidence: readonly SourceSentence[]): { leaves: Term[]; given: boolean[]; usable: Quantity[] } | undefined {
  // A limit the evidence gives is a level to work from: "holds 930 litres, and shouldn't drop below 780 litres, which leaves a 150-litre margin".
  // (Given as its figure, not held by a figure within it: "两成以上" is no 21.7%; and a measure, not a count, which sums
  // with a claim's prices by chance: "up to three children" and £16 make £19.)
  const limitGiven = (o: Quantity, inClaim?: Analysed): boolean =>
    o.bound !== undefined && o.dimension !== "count" && operand({ ...o, bound: undefined }, inClaim) && evidence.some((s) => s.quantities.some((e) => sameQuantity({ ...o, bound: undefined }, { ...e, bound: undefined })));
  const usableFigure = (o: Quantity, inClaim?: Analysed): boolean => operand(o, inClaim) || limitGiven(o, inClaim);
  const others = [...claim.quantities.filter((o) => o !== q && usableFigure(o, claim)), ...restQuantities(claim).filter((o) => usableFigure(o))].filter((o) => o.value !== q.value);
  if (others.length < 2 || others.length > MOST_FIGURES) return undefined;
  const given: boolean[] = [];
  const usable: Quantity[] = [];
  for (const o of others) {
    const held = givenBy(evidence, o);
    // (A share is the evidence's, worked out from what it gives: "大约占四成，也就是7万台出头" of 18万台 sets no case of 7万台 that 四成 is of.)
    if (!held && (!scenario(o) || q.unit === "%")) continue;
    given.push(held);
    usable.push(o);
  }
  const leaves = usable.map((o, i): Term => centsOf(o, claim, 1 << i) ?? { value: o.value, kind: kindOf(o), figures: 1 << i, written: writtenNumber(o) });
  return { leaves, given, usable };
}

/**
 * The claim's figures that `q` is worked out from, by up to two operations (or a sum of two
 * products, as a bill in tiers is) on the figures of the claim and of the rest of its sentence, at
 * least one of them a figure the evidence gives; none where it is not.
 */
function workedInTheClaim(q: Quantity, claim: Analysed, evidence: readonly SourceSentence[]): Quantity[] | undefined {
  if (!operand(q, claim) || q.change !== undefined || (plain(kindOf(q)) && q.value < SMALLEST_COUNT)) return undefined;
  const toWorkFrom = figuresToWorkFrom(q, claim, evidence);
  if (toWorkFrom === undefined) return undefined;
  const { leaves, given, usable } = toWorkFrom;
  const fromGiven = (figures: number): boolean => given.some((held, i) => held && (figures & (1 << i)) !== 0);
  const figuresOf = (figures: number): Quantity[] => usable.filter((_, i) => (figures & (1 << i)) !== 0);
  const found = (t: Term): boolean => fits(q, t) && fromGiven(t.figures);
  const pairs: Term[] = [];
  for (let i = 0; i < leaves.length; i++) for (let j = i + 1; j < leaves.length; j++) pairs.push(...combine(leaves[i]!, leaves[j]!));
  const once = pairs.find(found);
  if (once) return figuresOf(once.figures);
  const steps = pairs.filter((pair) => !pair.final);
  for (const pair of steps) {
    for (const leaf of leaves) {
      const twice = (pair.figures & leaf.figures) === 0 ? combine(pair, leaf).find(found) : undefined;
      if (twice) return figuresOf(twice.figures);
    }
  }
  for (let i = 0; i < steps.length; i++) {
    for (let j = i + 1; j < steps.length; j++) {
      const [a, b] = [steps[i]!, steps[j]!];
      const kind = (a.figures & b.figures) === 0 ? sumKind(a, b) : undefined;
      if (kind !== undefined && fromGiven(a.figures) && fromGiven(b.figures) && fits(q, term(a.value + b.value, kind, a.figures | b.figures))) return figuresOf(a.figures | b.figures);
    }
  }
  return undefined;
}

/** Words that compare a figure's thing with another before the amount it differs by: 比上届, 较上年, "than last year", "on 2024". */
const COMPARED_BEFORE = /[比较][^，。；,;]{0,12}$|\b(?:than|compared\s+with|on|over)\s+[^,;.]{0,30}$/iu;

/**
 * The claim takes a move the wrong way round the level it is said of: "本届42万平方米，比上届扩大了6万平方米，
 * 也就是说上届为48万平方米" adds the rise to the level it rose to, where the level before is 42 − 6. A
 * move compared with another thing makes the figure before it the level it reached.
 */
function movedTheWrongWay(claim: Analysed, q: Quantity): boolean {
  return claim.quantities.some((move) => {
    if (move.change?.figure !== "amount" || move === q || !COMPARED_BEFORE.test(claim.text.slice(0, move.start - claim.start))) return false;
    const sign = move.change.direction === "rise" ? 1 : -1;
    return claim.quantities.some(
      (level) => level !== q && level.end <= move.start && level.change === undefined && sameQuantity(q, { ...level, value: level.value + sign * move.value }) && !sameQuantity(q, { ...level, value: level.value - sign * move.value }),
    );
  });
}

export interface Working {
  /** The claim's figures it works out from its others. */
  results: ReadonlySet<Quantity>;
  /** The counts it sets itself as the case it works out ("two adults and three children"): premises the evidence need not give. */
  premises: ReadonlySet<Quantity>;
}

/**
 * Words that say a sentence works something out ("so £315 in total", "works out at", "puts the 2024 figure at", "＝1281元",
 * 合计, 也就是说; "two blocks at £38 each"). A sentence with many figures and none of them is a list, and one of its figures
 * is too often some sum of the others by chance: without this test, 31 more of 4,386 source
 * sentences with a figure raised by one passed (`npm run bench:copies -- --changed`).
 */
const WORKING = /\b(?:so|total(?:s|l?ing|l?ed)?|altogether|in\s+all|comes?\s+to|came\s+to|works?\s+out|worked\s+out|making|leaving|leaves|left|remaining|difference|margin|which\s+is|that\s+is|meaning|means|puts?\s+(?:[\p{L}\d'’-]+\s+){1,5}at|putting\s+(?:[\p{L}\d'’-]+\s+){1,5}at|because|plus|minus|less|at\s+\S+\s+(?:each|apiece))\b|[=＝+＋×÷]|合计|一共|总共|总计|共计|也就是|即|相当于|折合|加上|减去|扣除|剩下|剩余|还差|多出|算下来|平均/iu;

/** What the claim works out from its own figures, where its sentence says it works something out. */
export function claimWorking(claim: Analysed, sentencesOf: () => readonly SourceSentence[]): Working {
  const results = new Set<Quantity>();
  const premises = new Set<Quantity>();
  // Most claims give two figures or fewer: nothing to work out, and their sentences need not be listed.
  if (claim.quantities.length === 0 || claim.quantities.length + (claim.restOfSentenceText === undefined ? 0 : 2) < 3) return { results, premises };
  if (!WORKING.test(claim.text) && !(claim.restOfSentenceText ?? []).some((text) => WORKING.test(text))) return { results, premises };
  const evidence = sentencesOf();
  // Held as the number rule holds a figure: a bare number of the working ("300×3.05") is not, and is the claim's premise.
  const given = (o: Quantity): boolean => evidence.some((s) => s.quantities.some((e) => sameQuantity(o, e)));
  for (const q of claim.quantities) {
    const working = workedInTheClaim(q, claim, evidence);
    if (working === undefined || movedTheWrongWay(claim, q)) continue;
    results.add(q);
    // A count the claim works with is its case ("two adults and three children"); an amount used
    // may be a fact it adds ("按三年学制算"), which the evidence must give.
    if (!given(q)) for (const o of working) if (o.dimension === "count" && scenario(o) && !given(o) && claim.quantities.includes(o)) premises.add(o);
  }
  // The case is often named before its working: "Two adults … two at £3.20".
  for (const o of claim.quantities) if (o.dimension === "count" && !premises.has(o) && [...premises].some((premise) => premise.value === o.value)) premises.add(o);
  return { results, premises };
}

/** How far a result worked out wrong may stand from what the claim's own figures make, as a part of it: a slip, not another sum. */
const SLIP = 0.15;

/**
 * What one operation on two of the claim's figures makes, where the claim says it works out a
 * figure after them (WORKING) and writes another near it: "three classes … £8.90 back for each one,
 * so £24.70 in total" is £26.70; "56 by 26 metres, which works out at roughly 1,356 square metres" is
 * 1,456. A figure of the kind a single operation makes near the claim's, and only one, is the slip;
 * one the claim's figures make exactly is worked out right (claimWorking), and is held.
 */
export function workedWrong(q: Quantity, claim: Analysed, evidence: readonly SourceSentence[]): number | undefined {
  if (!operand(q, claim) || q.change !== undefined || plain(kindOf(q))) return undefined;
  const cue = WORKING.exec(claim.text);
  if (cue === null || claim.start + cue.index > q.start) return undefined;
  // (A figure the evidence gives is no result the claim works out: the 0.30% of "合计为0.57%（管理费0.30%加…）".)
  if (givenBy(evidence, q)) return undefined;
  const toWorkFrom = figuresToWorkFrom(q, claim, evidence);
  if (toWorkFrom === undefined) return undefined;
  const { leaves, given, usable } = toWorkFrom;
  const kind = kindOf(q);
  // The result follows what it is worked out from, in the claim.
  const before = (i: number): boolean => claim.quantities.includes(usable[i]!) && usable[i]!.end <= q.start;
  const near: number[] = [];
  for (let i = 0; i < leaves.length; i++) {
    for (let j = i + 1; j < leaves.length; j++) {
      const [a, b] = [leaves[i]!, leaves[j]!];
      // (Of one kind, or a kind and a count: a price times a measure, "300元" by "12GB", makes a figure by chance.)
      if ((!given[i] && !given[j]) || !before(i) || !before(j) || !(a.kind === b.kind || plain(a.kind) || plain(b.kind))) continue;
      for (const t of combine(a, b)) {
        if (t.final === true || t.kind !== kind || fits(q, t)) continue;
        // (Less than the claim's last written step away is its rounding, not a slip: 399元 over 13 is "三十元出头".)
        const gap = Math.abs(t.value - q.value);
        if (gap >= q.step && gap <= SLIP * Math.abs(q.value)) near.push(t.value);
      }
    }
  }
  const [first] = near;
  return first !== undefined && near.every((v) => Math.abs(v - first) <= EXACT_SLACK * Math.abs(first)) ? first : undefined;
}
