// Detection metrics for the benchmark. The positive class is `hallucinated`: a
// checker is judged on the hallucinations it catches (recall) and on not crying
// wolf (precision). A metric whose denominator is empty is null, not 0 or NaN:
// "undefined on this subset" must not read as "scored zero", and NaN does not
// survive JSON.

export type CaseLabel = "faithful" | "hallucinated";

/** One judged case: what it is, what the checker said, and how suspicious it found it. */
export interface ScoredRow {
  dataset: string;
  label: CaseLabel;
  predicted: CaseLabel;
  /** Finite; higher = more likely hallucinated. Only its order matters (AUROC). */
  score: number;
}

export interface Confusion {
  /** Hallucinated, predicted hallucinated. */
  tp: number;
  /** Faithful, predicted hallucinated. */
  fp: number;
  /** Faithful, predicted faithful. */
  tn: number;
  /** Hallucinated, predicted faithful. */
  fn: number;
}

/** Rounded to 4 places; null where the subset leaves a metric undefined. */
export interface Metrics {
  n: number;
  balancedAccuracy: number | null;
  f1: number | null;
  precision: number | null;
  recall: number | null;
  auroc: number | null;
}

export function confusion(rows: readonly ScoredRow[]): Confusion {
  const counts: Confusion = { tp: 0, fp: 0, tn: 0, fn: 0 };
  for (const row of rows) {
    const caught = row.predicted === "hallucinated";
    if (row.label === "hallucinated") counts[caught ? "tp" : "fn"]++;
    else counts[caught ? "fp" : "tn"]++;
  }
  return counts;
}

function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}

/** Of the cases flagged, the share that are hallucinated; null when nothing was flagged. */
export function precision(c: Confusion): number | null {
  return ratio(c.tp, c.tp + c.fp);
}

/** Of the hallucinated cases, the share flagged; null when there are none. */
export function recall(c: Confusion): number | null {
  return ratio(c.tp, c.tp + c.fn);
}

/**
 * 2TP / (2TP + FP + FN): equal to the harmonic mean of precision and recall where both exist,
 * and still defined (0) when nothing was flagged but hallucinations were there to catch.
 */
export function f1(c: Confusion): number | null {
  return ratio(2 * c.tp, 2 * c.tp + c.fp + c.fn);
}

/**
 * Mean of the per-class recalls over the classes present, so that a subset holding one class
 * (a `--limit` run) still reports how well that class was recognised; null when empty.
 */
export function balancedAccuracy(c: Confusion): number | null {
  const perClass = [ratio(c.tp, c.tp + c.fn), ratio(c.tn, c.tn + c.fp)].filter((r): r is number => r !== null);
  return perClass.length === 0 ? null : perClass.reduce((sum, r) => sum + r, 0) / perClass.length;
}

/**
 * Area under the ROC curve: the chance that a random hallucinated case scores above a random
 * faithful one, ties counting one half (Mann-Whitney U from average ranks). Null unless both
 * classes are present.
 */
export function auroc(rows: readonly ScoredRow[]): number | null {
  const positives = rows.filter((row) => row.label === "hallucinated").length;
  const negatives = rows.length - positives;
  if (positives === 0 || negatives === 0) return null;
  const sorted = [...rows].sort((a, b) => a.score - b.score);
  let positiveRankSum = 0;
  for (let from = 0; from < sorted.length; ) {
    let to = from;
    while (to + 1 < sorted.length && sorted[to + 1]!.score === sorted[from]!.score) to++;
    // Ranks from+1 … to+1 shared by a run of equal scores: each gets their mean.
    const rank = (from + to) / 2 + 1;
    for (let at = from; at <= to; at++) if (sorted[at]!.label === "hallucinated") positiveRankSum += rank;
    from = to + 1;
  }
  return (positiveRankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

function round4(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10000) / 10000;
}

export function metrics(rows: readonly ScoredRow[]): Metrics {
  const c = confusion(rows);
  return {
    n: rows.length,
    balancedAccuracy: round4(balancedAccuracy(c)),
    f1: round4(f1(c)),
    precision: round4(precision(c)),
    recall: round4(recall(c)),
    auroc: round4(auroc(rows)),
  };
}

export interface Summarized<S> {
  overall: S;
  /** Datasets in the order they first appear in the rows. */
  byDataset: Record<string, S>;
}

/**
 * A section for all rows and one per dataset. `section` defaults to `metrics`; a caller that
 * carries more per row (timings) passes its own, so rows are grouped in one place.
 */
export function summarize(rows: readonly ScoredRow[]): Summarized<Metrics>;
export function summarize<R extends ScoredRow, S>(rows: readonly R[], section: (rows: readonly R[]) => S): Summarized<S>;
export function summarize(rows: readonly ScoredRow[], section: (rows: readonly ScoredRow[]) => unknown = metrics): Summarized<unknown> {
  const groups = new Map<string, ScoredRow[]>();
  for (const row of rows) {
    const group = groups.get(row.dataset);
    if (group === undefined) groups.set(row.dataset, [row]);
    else group.push(row);
  }
  // fromEntries defines own keys: a dataset named "__proto__" stays a dataset.
  const byDataset = Object.fromEntries([...groups].map(([name, group]) => [name, section(group)]));
  return { overall: section(rows), byDataset };
}
