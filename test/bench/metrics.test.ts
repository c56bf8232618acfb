import { describe, expect, it } from "vitest";
import { auroc, balancedAccuracy, confusion, f1, metrics, precision, recall, summarize, type CaseLabel, type ScoredRow } from "../../src/core/bench/metrics.js";

const H: CaseLabel = "hallucinated";
const F: CaseLabel = "faithful";

function row(label: CaseLabel, predicted: CaseLabel, score = 0, dataset = "d"): ScoredRow {
  return { dataset, label, predicted, score };
}

// tp 2, fn 1, fp 1, tn 3.
const MIXED = [row(H, H), row(H, H), row(H, F), row(F, H), row(F, F), row(F, F), row(F, F)];

describe("confusion and threshold metrics", () => {
  it("counts the four cells with hallucinated as the positive class", () => {
    expect(confusion(MIXED)).toEqual({ tp: 2, fp: 1, tn: 3, fn: 1 });
  });

  it("computes precision, recall, F1 and balanced accuracy by hand", () => {
    const c = confusion(MIXED);
    expect(precision(c)).toBeCloseTo(2 / 3, 10);
    expect(recall(c)).toBeCloseTo(2 / 3, 10);
    expect(f1(c)).toBeCloseTo(4 / 6, 10);
    // (TPR 2/3 + TNR 3/4) / 2
    expect(balancedAccuracy(c)).toBeCloseTo(17 / 24, 10);
  });

  it("rounds to 4 places in metrics()", () => {
    expect(metrics(MIXED)).toEqual({ n: 7, balancedAccuracy: 0.7083, f1: 0.6667, precision: 0.6667, recall: 0.6667, auroc: 0.5 });
  });

  it("F1 is the harmonic mean of precision and recall", () => {
    const c = { tp: 3, fp: 1, tn: 0, fn: 5 };
    const p = 3 / 4;
    const r = 3 / 8;
    expect(f1(c)).toBeCloseTo((2 * p * r) / (p + r), 10);
  });
});

describe("AUROC", () => {
  it("averages the ranks of tied scores", () => {
    // Positives 0.9, 0.5, 0.5; negatives 0.5, 0.2, 0.1. Of 9 pairs, 7 are won and 2 tied: 8/9.
    const rows = [row(H, H, 0.9), row(H, H, 0.5), row(H, H, 0.5), row(F, F, 0.5), row(F, F, 0.2), row(F, F, 0.1)];
    expect(auroc(rows)).toBeCloseTo(8 / 9, 10);
    expect(metrics(rows).auroc).toBe(0.8889);
  });

  it("is 1 for a perfect ranking, 0 for an inverted one and 0.5 when every score ties", () => {
    expect(auroc([row(H, H, 0.8), row(F, F, 0.2), row(H, H, 0.7), row(F, F, 0.1)])).toBe(1);
    expect(auroc([row(H, H, 0.1), row(F, F, 0.9)])).toBe(0);
    expect(auroc([row(H, H, 0.4), row(F, F, 0.4), row(H, F, 0.4)])).toBe(0.5);
  });

  it("does not depend on the order of the rows", () => {
    const rows = [row(F, F, 0.3), row(H, H, 0.6), row(F, F, 0.6), row(H, H, 0.2), row(F, H, 0.9)];
    // Pairs (pos, neg): 0.6>0.3, 0.6=0.6 (½), 0.6<0.9, 0.2<0.3, 0.2<0.6, 0.2<0.9 -> 1.5/6.
    expect(auroc(rows)).toBeCloseTo(0.25, 10);
    expect(auroc([...rows].reverse())).toBeCloseTo(0.25, 10);
  });
});

describe("one class or no rows", () => {
  it("only faithful cases: recall and AUROC are undefined, balanced accuracy is the faithful class's recall", () => {
    const rows = [row(F, F, 0.1), row(F, H, 0.9), row(F, F, 0.2), row(F, F, 0.3)];
    expect(metrics(rows)).toEqual({ n: 4, balancedAccuracy: 0.75, f1: 0, precision: 0, recall: null, auroc: null });
  });

  it("only hallucinated cases, none flagged: precision is undefined, recall and F1 are 0", () => {
    const rows = [row(H, F), row(H, F)];
    expect(metrics(rows)).toEqual({ n: 2, balancedAccuracy: 0, f1: 0, precision: null, recall: 0, auroc: null });
  });

  it("only faithful cases, none flagged: F1 is undefined, never NaN", () => {
    expect(metrics([row(F, F), row(F, F)])).toEqual({ n: 2, balancedAccuracy: 1, f1: null, precision: null, recall: null, auroc: null });
  });

  it("no rows: every metric is null", () => {
    expect(metrics([])).toEqual({ n: 0, balancedAccuracy: null, f1: null, precision: null, recall: null, auroc: null });
  });

  it("survives JSON as null", () => {
    expect(JSON.parse(JSON.stringify(metrics([row(F, F)]))).auroc).toBeNull();
  });
});

describe("summarize", () => {
  it("gives the overall metrics and one section per dataset, in order of first appearance", () => {
    const rows = [row(H, H, 0.9, "wice"), row(F, F, 0.1, "ocnli"), row(F, H, 0.8, "wice"), row(H, F, 0.2, "ocnli")];
    const { overall, byDataset } = summarize(rows);
    expect(overall).toEqual(metrics(rows));
    expect(Object.keys(byDataset)).toEqual(["wice", "ocnli"]);
    expect(byDataset.wice).toEqual({ n: 2, balancedAccuracy: 0.5, f1: 0.6667, precision: 0.5, recall: 1, auroc: 1 });
    expect(byDataset.ocnli).toEqual({ n: 2, balancedAccuracy: 0.5, f1: 0, precision: null, recall: 0, auroc: 1 });
  });

  it("applies a caller's section to each group", () => {
    const rows = [row(H, H, 1, "a"), row(F, F, 0, "b"), row(F, F, 0, "a")];
    expect(summarize(rows, (group) => group.length)).toEqual({ overall: 3, byDataset: { a: 2, b: 1 } });
  });

  it("keeps a dataset named __proto__ as a dataset", () => {
    const { byDataset } = summarize([row(H, H, 1, "__proto__")]);
    expect(Object.keys(byDataset)).toEqual(["__proto__"]);
  });
});
