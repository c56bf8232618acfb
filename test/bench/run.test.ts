import { describe, expect, it } from "vitest";
import { runBench, type BenchCase } from "../../src/core/bench/run.js";
import type { Judge, JudgeRequest } from "../../src/core/judge/judge.js";

const TOWER = "The Eiffel Tower in Paris is 330 metres tall. It was completed in 1889 for the World's Fair.";
const RIVER = "长江全长约6300公里，是中国最长的河流。它发源于青藏高原。";

function enCase(id: string, answer: string, label: BenchCase["label"]): BenchCase {
  return { id, dataset: "hand/en", lang: "en", task: "summary", sources: [{ id: "doc", text: TOWER }], answer, label };
}

function zhCase(id: string, answer: string, label: BenchCase["label"]): BenchCase {
  return { id, dataset: "hand/zh", lang: "zh", task: "summary", sources: [{ id: "doc", text: RIVER }], answer, label };
}

const CASES: BenchCase[] = [
  enCase("en-verbatim", "The Eiffel Tower is 330 metres tall.", "faithful"),
  enCase("en-two-claims", "The Eiffel Tower was completed in 1889. It is 330 metres tall.", "faithful"),
  enCase("en-wrong-number", "The Eiffel Tower is 410 metres tall.", "hallucinated"),
  enCase("en-added-fact", "Volunteers repaint the Eiffel Tower bright green every spring.", "hallucinated"),
  zhCase("zh-verbatim", "长江全长约6300公里。", "faithful"),
  zhCase("zh-wrong-number", "长江全长约5400公里。", "hallucinated"),
];

/** A clock that moves 10 ms each time it is read: every case takes 10 ms. */
function steppingClock(): () => number {
  let t = 0;
  return () => (t += 10) - 10;
}

describe("runBench with the lexical judge", () => {
  it("flags a wrong number and an added fact and passes a verbatim answer, in both languages", async () => {
    const report = await runBench(CASES, { now: steppingClock() });
    expect(report).toMatchObject({ n: 6, balancedAccuracy: 1, f1: 1, precision: 1, recall: 1, auroc: 1, claims: 7, skipped: 0 });
    expect(report.judge).toEqual({ id: "lexical", version: expect.any(String) });
    expect(report.byDataset["hand/en"]).toMatchObject({ n: 4, balancedAccuracy: 1, claims: 5 });
    expect(report.byDataset["hand/zh"]).toMatchObject({ n: 2, balancedAccuracy: 1, claims: 2 });
  });

  it("measures claims per second from the injected clock", async () => {
    const report = await runBench(CASES, { now: steppingClock() });
    // 7 claims in 6 cases of 10 ms each; 5 of them in the 4 English cases.
    expect(report.claimsPerSecond).toBe(117);
    expect(report.byDataset["hand/en"]!.claimsPerSecond).toBe(125);
  });

  it("counts an answer without claims as predicted faithful with score 0, and as skipped", async () => {
    const heading = enCase("heading", "# The Eiffel Tower", "hallucinated");
    const report = await runBench([heading, CASES[0]!], { now: steppingClock() });
    expect(report).toMatchObject({ n: 2, skipped: 1, claims: 1, recall: 0, precision: null });
    // The skipped case scores 0, below the judged one (1 - its support probability, above 0),
    // so the hallucinated case ranks below the faithful one.
    expect(report.auroc).toBe(0);
  });

  it("reports progress before the first case and after each one", async () => {
    const calls: [number, number][] = [];
    await runBench(CASES.slice(0, 2), { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });
});

/** Holds a claim supported with a fixed score unless its statement contains `doubt`. */
function stubJudge(seen: JudgeRequest[]): Judge {
  return {
    id: "stub",
    version: "9.9",
    async judge(requests) {
      seen.push(...requests);
      return requests.map((r) =>
        r.statement.includes("doubt") ? { verdict: "unsupported", score: 0.25, reasons: [{ message: "in doubt" }] } : { verdict: "supported", score: 0.75, reasons: [] },
      );
    },
  };
}

describe("runBench with a judge passed in", () => {
  const cases: BenchCase[] = [
    {
      id: "q1",
      dataset: "stub",
      lang: "en",
      task: "qa",
      question: "Who built the bridge?",
      sources: [{ text: "The bridge was built by Ada." }, { text: "It opened in spring." }],
      answer: "Ada built the bridge.",
      label: "faithful",
    },
    { id: "q2", dataset: "stub", lang: "en", task: "claim", sources: [{ text: "The bridge opened." }], answer: "The bridge opened, no doubt.", label: "hallucinated" },
  ];

  it("checks each claim against every source (named s1, s2…) with the question, and reports the judge", async () => {
    const seen: JudgeRequest[] = [];
    const report = await runBench(cases, { judge: stubJudge(seen) });
    expect(seen[0]).toMatchObject({ question: "Who built the bridge?", label: "[s1], [s2]" });
    expect(seen[0]!.regions).toHaveLength(2);
    expect(report.judge).toEqual({ id: "stub", version: "9.9" });
  });

  it("predicts from the judge's verdicts and scores 1 - the lowest claim score", async () => {
    const report = await runBench(cases, { judge: stubJudge([]) });
    // q1: supported at 0.75 -> faithful, score 0.25; q2: unsupported at 0.25 -> hallucinated, score 0.75.
    expect(report).toMatchObject({ n: 2, balancedAccuracy: 1, precision: 1, recall: 1, auroc: 1 });
  });

  it("treats a NaN score from a judge as no support", async () => {
    const nan: Judge = { id: "nan", version: "0", judge: async (requests) => requests.map(() => ({ verdict: "supported", score: Number.NaN, reasons: [] })) };
    const report = await runBench(cases, { judge: nan });
    // Both cases score 1: a tie, not NaN.
    expect(report.auroc).toBe(0.5);
  });
});
