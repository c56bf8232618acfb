import { describe, expect, it } from "vitest";
import type { BenchCase } from "../../src/core/bench/run.js";
import { FEATURE_NAMES } from "../../src/core/judge/features.js";
import { documentKey } from "../../src/core/judge/synthetic/index.js";
import { foldOf, recordCase, trainingFold, trainModel, type CaseRecord } from "../../src/core/judge/training.js";

const FOLDS = 5;
const x = FEATURE_NAMES.map(() => 0);

function record(id: string, document: string, synthetic = false): CaseRecord {
  return { id, file: synthetic ? "synthetic-en" : "dev", document, hallucinated: false, claims: [], examples: [], claimLabels: false, ...(synthetic ? { synthetic } : {}) };
}

describe("cross-validation folds", () => {
  // Twelve documents, each with one to three labelled cases and two synthetic claims made from it.
  const labelled = Array.from({ length: 12 }, (_, d) => Array.from({ length: 1 + (d % 3) }, (_, k) => record(`case-${d}-${k}`, `doc-${d}`))).flat();
  const synthetic = Array.from({ length: 12 }, (_, d) => [record(`synthetic-en/case-${d}-0/0-negation`, `doc-${d}`, true), record(`synthetic-en/case-${d}-0/1-copy`, `doc-${d}`, true)]).flat();
  const records = [...labelled, ...synthetic];

  it.each(Array.from({ length: FOLDS }, (_, k) => [k]))("fold %i trains on no synthetic claim made from a held-out case's sources", (k) => {
    const train = trainingFold(records, k, FOLDS);
    const heldDocuments = new Set(labelled.filter((r) => foldOf(r.id, FOLDS) === k).map((r) => r.document));
    expect(train.filter((r) => !r.synthetic).every((r) => foldOf(r.id, FOLDS) !== k)).toBe(true);
    expect(train.filter((r) => r.synthetic && heldDocuments.has(r.document))).toEqual([]);
    // Synthetic claims of the documents the fold does not hold out all train.
    expect(train.filter((r) => r.synthetic).length).toBe(synthetic.filter((r) => !heldDocuments.has(r.document)).length);
  });

  it("every labelled case is held out exactly once, and a document's synthetic claims sit out every fold that holds one of its cases", () => {
    for (const r of labelled) {
      const out = Array.from({ length: FOLDS }, (_, k) => k).filter((k) => !trainingFold(records, k, FOLDS).includes(r));
      expect(out).toEqual([foldOf(r.id, FOLDS)]);
    }
    for (const s of synthetic) {
      const out = Array.from({ length: FOLDS }, (_, k) => k).filter((k) => !trainingFold(records, k, FOLDS).includes(s));
      const folds = [...new Set(labelled.filter((r) => r.document === s.document).map((r) => foldOf(r.id, FOLDS)))].sort();
      expect(out).toEqual(folds);
    }
  });
});

describe("training examples", () => {
  const source = "The Riverside Library opened in 2015. It holds 120,000 books. Its reading room was designed by Tomas Berg.";
  const base = { dataset: "hand", lang: "en" as const, task: "summary", sources: [{ id: "doc", text: source }] };

  it("every claim of a faithful answer is a supported example, the claims sharing one case's weight", async () => {
    const faithful: BenchCase = { ...base, id: "f", answer: "The Riverside Library opened in 2015. It holds 120,000 books.", label: "faithful" };
    const r = await recordCase(faithful, "hand");
    expect(r.claims).toHaveLength(2);
    expect(r.examples.map((e) => [e.supported, e.weight])).toEqual([
      [true, 0.5],
      [true, 0.5],
    ]);
    expect(r.document).toBe(documentKey(faithful.sources));
  });

  it("a hallucinated answer gives one example: its flagged claim, else its least covered", async () => {
    const flagged = await recordCase({ ...base, id: "h1", answer: "The library opened in 2015. It holds 90,000 books.", label: "hallucinated" }, "hand");
    expect(flagged.examples).toHaveLength(1);
    expect(flagged.examples[0]).toMatchObject({ supported: false, x: flagged.claims.find((c) => c.forced)!.x });
    const unflagged = await recordCase({ ...base, id: "h2", answer: "The library opened in 2015. Volunteers repaint its roof every spring.", label: "hallucinated" }, "hand");
    const least = unflagged.claims.reduce((a, b) => (b.coverage < a.coverage ? b : a));
    expect(unflagged.examples).toEqual([{ x: least.x, supported: false }]);
  });

  it("per-claim labels are kept as the examples; synthetic cases are marked and weighed by their dataset", async () => {
    const synthetic: BenchCase = {
      ...base,
      id: "synthetic-en/x/0-negation",
      dataset: "synthetic-en",
      task: "claim",
      answer: "The Riverside Library did not open in 2015.",
      label: "hallucinated",
      claims: [{ text: "The Riverside Library did not open in 2015.", label: "contradicted" }],
    };
    const r = await recordCase(synthetic, "synthetic");
    expect(r).toMatchObject({ synthetic: true, file: "synthetic-en", claimLabels: true });
    expect(r.examples.map((e) => e.supported)).toEqual([false]);
  });

  it("is deterministic: the same records give the same model, to the digit", () => {
    const records = [record("a", "d1"), record("b", "d2")].map((r, i) => ({ ...r, hallucinated: i === 1, claims: [{ x: x.map((_, j) => (j === 0 ? i : 0.5)), coverage: 1 - i, forced: false }] }));
    for (const r of records) r.examples = [{ x: r.claims[0]!.x, supported: !r.hallucinated }];
    expect(trainModel(records)).toEqual(trainModel(records));
  });
});
