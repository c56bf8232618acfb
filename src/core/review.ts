// Human review of the verifier: draw its decisions for a person to label, then measure how often
// the person agrees. Pure: the claims come in, the sample and the scores go out.
import type { Verdict } from "./types.js";

export const VERDICTS: readonly Verdict[] = ["supported", "unsupported", "contradicted"];

/**
 * What a person may write: the verdict they would give, or `agree` / `disagree` with the
 * verifier's. `disagree` names no class, so it is read as the opposite side of the one line
 * that matters most: a claim the verifier flagged (unsupported or contradicted) is taken as
 * `supported`, a claim it called supported as `unsupported`.
 */
export const REVIEW_LABELS = ["supported", "unsupported", "contradicted", "agree", "disagree"] as const;

export type ReviewLabel = (typeof REVIEW_LABELS)[number];

export function isReviewLabel(value: string): value is ReviewLabel {
  return (REVIEW_LABELS as readonly string[]).includes(value);
}

/** The verdict a person's label stands for, given the verifier's. */
export function personVerdict(verifier: Verdict, label: ReviewLabel): Verdict {
  if (label === "agree") return verifier;
  if (label === "disagree") return verifier === "supported" ? "unsupported" : "supported";
  return label;
}

/** A small fast generator with a 32-bit state: the same seed draws the same sample on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How many to draw from each stratum: as equal as the sizes allow. The smallest strata are
 * filled first; what they cannot take goes to the larger ones, and so does the remainder of
 * an uneven split.
 */
export function stratumQuotas(sizes: readonly number[], n: number): number[] {
  const quotas = sizes.map(() => 0);
  const order = sizes.map((_, i) => i).sort((a, b) => (sizes[a] ?? 0) - (sizes[b] ?? 0) || a - b);
  let remaining = Math.min(n, sizes.reduce((sum, size) => sum + size, 0));
  order.forEach((index, k) => {
    const take = Math.min(sizes[index] ?? 0, Math.floor(remaining / (order.length - k)));
    quotas[index] = take;
    remaining -= take;
  });
  return quotas;
}

/**
 * Up to `n` items, stratified by verdict (see stratumQuotas), chosen at random within each
 * stratum by a generator seeded with `seed`; returned in their input order.
 */
export function sampleByVerdict<T extends { verdict: Verdict }>(items: readonly T[], n: number, seed: number): T[] {
  const strata = VERDICTS.map((verdict) => items.flatMap((item, index) => (item.verdict === verdict ? [index] : [])));
  const quotas = stratumQuotas(strata.map((stratum) => stratum.length), n);
  const random = mulberry32(seed);
  const chosen = new Set<number>();
  strata.forEach((stratum, s) => {
    const pool = [...stratum];
    const quota = quotas[s] ?? 0;
    // A partial Fisher–Yates shuffle: the first `quota` places hold a uniform draw.
    for (let j = 0; j < quota; j++) {
      const k = j + Math.floor(random() * (pool.length - j));
      [pool[j], pool[k]] = [pool[k] as number, pool[j] as number];
      chosen.add(pool[j] as number);
    }
  });
  return items.filter((_, index) => chosen.has(index));
}

/** One line of a review file. */
export interface ReviewItem {
  run: string;
  claim: string;
  text: string;
  verdict: Verdict;
  /** null: not labelled yet. */
  label: ReviewLabel | null;
  note: string;
}

/** A claim where the person's verdict differs from the verifier's. */
export interface ReviewMistake {
  run: string;
  claim: string;
  text: string;
  verdict: Verdict;
  /** As the person wrote it. */
  label: ReviewLabel;
  /** The verdict the label stands for (personVerdict). */
  person: Verdict;
  note: string;
}

/** Rounded to 4 places; null where the denominator is empty (as in bench metrics). */
export interface ReviewScore {
  items: number;
  labelled: number;
  unlabelled: number;
  /** Per verdict of the verifier: how many were labelled, how many the person agreed with. */
  byVerdict: Record<Verdict, { n: number; agreed: number }>;
  /** confusion[verifier][person]: counts of labelled claims. */
  confusion: Record<Verdict, Record<Verdict, number>>;
  /** Of the claims the verifier called supported, the share the person did too. */
  precision: { supported: number | null };
  /** Of the claims the person labelled unsupported (contradicted), the share the verifier did too. */
  recall: { unsupported: number | null; contradicted: number | null };
  agreement: number | null;
  /** Cohen's kappa over the three verdicts; null when chance agreement is 1 (one class only). */
  kappa: number | null;
  mistakes: ReviewMistake[];
}

function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : Math.round((numerator / denominator) * 10000) / 10000;
}

function byVerdict<T>(make: (verdict: Verdict) => T): Record<Verdict, T> {
  return { supported: make("supported"), unsupported: make("unsupported"), contradicted: make("contradicted") };
}

export function scoreReview(items: readonly ReviewItem[]): ReviewScore {
  const confusion = byVerdict(() => byVerdict(() => 0));
  const mistakes: ReviewMistake[] = [];
  let labelled = 0;
  for (const item of items) {
    if (item.label === null) continue;
    labelled++;
    const person = personVerdict(item.verdict, item.label);
    confusion[item.verdict][person]++;
    if (person !== item.verdict) mistakes.push({ run: item.run, claim: item.claim, text: item.text, verdict: item.verdict, label: item.label, person, note: item.note });
  }
  const verifierTotal = (v: Verdict): number => VERDICTS.reduce((sum, p) => sum + confusion[v][p], 0);
  const personTotal = (p: Verdict): number => VERDICTS.reduce((sum, v) => sum + confusion[v][p], 0);
  const agreed = VERDICTS.reduce((sum, v) => sum + confusion[v][v], 0);
  const chance = labelled === 0 ? 0 : VERDICTS.reduce((sum, v) => sum + verifierTotal(v) * personTotal(v), 0) / (labelled * labelled);
  const observed = labelled === 0 ? 0 : agreed / labelled;
  return {
    items: items.length,
    labelled,
    unlabelled: items.length - labelled,
    byVerdict: byVerdict((v) => ({ n: verifierTotal(v), agreed: confusion[v][v] })),
    confusion,
    precision: { supported: ratio(confusion.supported.supported, verifierTotal("supported")) },
    recall: {
      unsupported: ratio(confusion.unsupported.unsupported, personTotal("unsupported")),
      contradicted: ratio(confusion.contradicted.contradicted, personTotal("contradicted")),
    },
    agreement: ratio(agreed, labelled),
    kappa: labelled === 0 || chance === 1 ? null : Math.round(((observed - chance) / (1 - chance)) * 10000) / 10000,
    mistakes,
  };
}
