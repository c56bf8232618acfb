// The nli:PATH judge over the tiny random-weight models of scripts/make-tiny-nli.py. Their
// verdicts mean nothing, so these tests check structure and invariants, not which verdict.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { align } from "../../src/core/align.js";
import { analyse } from "../../src/core/analysis.js";
import { ContextIndex } from "../../src/core/context-index.js";
import { verify } from "../../src/core/engine.js";
import type { JudgeRequest } from "../../src/core/judge/judge.js";
import type { Chunk, Reason } from "../../src/core/types.js";
import { InputError } from "../../src/node/errors.js";
import { loadNliJudge, type NliJudge } from "../../src/node/nli/index.js";
import { evidencePieces, packWindows } from "../../src/node/nli/windows.js";

const THREE = "test/fixtures/nli/tiny-nli-3";
const TWO = "test/fixtures/nli/tiny-nli-2";
/** model_max_length of the fixtures, and [CLS] … [SEP] … [SEP]. */
const MAX_LENGTH = 64;
const SPECIALS = 3;

const FACTS = [
  "The company reported sales growth of 5 percent in the north market.",
  "The city built a new hospital after the election.",
  "The team won the game and the season ended early.",
  "Water prices rose in the south during the year.",
];
const CLAIMS = ["Sales grew 5 percent.", "The hospital was built.", "The team lost the game.", "Prices fell.", "The company made a profit.", "The season started late."];
/** About twenty sentences: several windows of the fixtures' 64 tokens. */
const LONG = Array.from({ length: 20 }, (_, i) => `In year ${i} the city built ${i + 1} new schools and the team won ${i + 2} games.`).join(" ");

function request(statement: string, chunks: readonly Chunk[], findings: Reason[] = []): JudgeRequest {
  const index = new ContextIndex(chunks);
  const regions = chunks.map((_, i) => index.wholeChunk(i));
  const claim = analyse(statement);
  return { claim, statement, regions, alignment: align(claim, regions, { weight: () => 1 }), findings, label: regions.map((r) => `[${r.label}]`).join(", ") };
}

function grid(): JudgeRequest[] {
  return CLAIMS.flatMap((claim) => FACTS.map((text, i) => request(claim, [{ id: `c${i + 1}`, text }])));
}

let three: NliJudge;
let two: NliJudge;
let scratch: string;

beforeAll(async () => {
  three = await loadNliJudge({ path: THREE });
  two = await loadNliJudge({ path: TWO });
  scratch = await mkdtemp(join(tmpdir(), "groundcheck-nli-"));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("the fixture folders", () => {
  it.each([
    [THREE, "nli:tiny-nli-3", /^groundcheck\/tiny-nli-3@[0-9a-f]{12}$/],
    [TWO, "nli:tiny-nli-2", /^groundcheck\/tiny-nli-2@[0-9a-f]{12}$/],
  ])("%s loads as %s with a stable version", async (path, id, version) => {
    const judge = await loadNliJudge({ path });
    expect(judge.id).toBe(id);
    expect(judge.version).toMatch(version);
    expect((await loadNliJudge({ path })).version).toBe(judge.version);
    expect((await judge.model()).folder.maxLength).toBe(MAX_LENGTH);
  });

  it("maps the labels of both configs", async () => {
    expect((await three.model()).folder.labels).toEqual({ count: 3, entailment: 0, contradiction: 2 });
    expect((await two.model()).folder.labels).toEqual({ count: 2, entailment: 1 });
  });

  it("loads the model once, on first use", async () => {
    const judge = await loadNliJudge({ path: THREE });
    expect(judge.usage().requests).toBe(0);
    const [a, b] = await Promise.all([judge.model(), judge.model()]);
    expect(a).toBe(b);
    await judge.judge([request(CLAIMS[0]!, [{ id: "c1", text: FACTS[0]! }])]);
    expect(await judge.model()).toBe(a);
  });
});

describe("pair tokenisation", () => {
  it("encodes [CLS] premise [SEP] claim [SEP] with segment ids 0 then 1, padded to the longest pair", async () => {
    const vocab = (JSON.parse(await readFile(join(THREE, "tokenizer.json"), "utf8")) as { model: { vocab: Record<string, number> } }).model.vocab;
    const ids = (tokens: string[]): number[] => tokens.map((t) => vocab[t]!);
    const model = await three.model();
    expect(model.pairSpecials).toBe(SPECIALS);
    const encoding = model.encode([
      { premise: "The company reported growth.", hypothesis: "Sales rose." },
      { premise: "Water", hypothesis: "Rain" },
    ]);
    const first = ids(["[CLS]", "the", "company", "reported", "growth", ".", "[SEP]", "sales", "rose", ".", "[SEP]"]);
    expect(encoding.inputIds[0]).toEqual(first);
    expect(encoding.typeIds?.[0]).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
    // "rain" is not in the vocabulary: WordPiece spells it from ## pieces, never [UNK].
    const second = ids(["[CLS]", "water", "[SEP]", "r", "##a", "##i", "##n", "[SEP]"]);
    expect(encoding.inputIds[1]).toEqual([...second, ...ids(["[PAD]", "[PAD]", "[PAD]"])]);
    expect(encoding.attentionMask[1]).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0]);
    expect(encoding.typeIds?.[1]).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0]);
  });
});

describe("windowing", () => {
  const claim = "The city built new schools in year 7.";

  it("cuts long evidence into overlapping windows that fit beside the whole claim", async () => {
    const model = await three.model();
    const budget = MAX_LENGTH - SPECIALS - model.countTokens(claim);
    const { regions } = request(claim, [{ id: "c1", text: LONG }]);
    const pieces = evidencePieces(regions, budget, (t) => model.countTokens(t));
    const windows = packWindows(pieces, budget, (t) => model.countTokens(t));
    expect(windows.length).toBeGreaterThan(3);
    for (const window of windows) {
      expect(window.tokens).toBe(model.countTokens(window.text));
      expect(window.tokens).toBeLessThanOrEqual(budget);
    }
    // Each window after the first starts inside the one before and goes past its end, and every
    // two neighbouring sentences share a window.
    for (let w = 1; w < windows.length; w++) {
      expect(windows[w]!.pieces[0]!.start).toBeLessThan(windows[w - 1]!.pieces.at(-1)!.end);
      expect(windows[w]!.pieces.at(-1)!.end).toBeGreaterThan(windows[w - 1]!.pieces.at(-1)!.end);
    }
    pieces.slice(1).forEach((piece, i) => expect(windows.some((w) => w.pieces.includes(pieces[i]!) && w.pieces.includes(piece))).toBe(true));
    // The claim goes whole with each window: [SEP] claim [SEP] ends every encoded pair.
    const claimIds = model.encode([{ premise: "", hypothesis: claim }]).inputIds[0]!.slice(-model.countTokens(claim) - 1);
    for (const row of model.encode(windows.map((w) => ({ premise: w.text, hypothesis: claim }))).inputIds) {
      const end = row.lastIndexOf(claimIds.at(-1)!);
      expect(row.slice(end + 1 - claimIds.length, end + 1)).toEqual(claimIds);
      expect(end + 1).toBeLessThanOrEqual(MAX_LENGTH);
    }
  });

  it("cuts a sentence longer than a window at spaces", async () => {
    const model = await three.model();
    const sentence = `${Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ")}.`;
    const { regions } = request(claim, [{ id: "c1", text: sentence }]);
    const pieces = evidencePieces(regions, 20, (t) => model.countTokens(t));
    expect(pieces.length).toBe(60);
    expect(pieces[1]).toMatchObject({ text: "word1", start: 6, end: 11, glue: " " });
    for (const window of packWindows(pieces, 20, (t) => model.countTokens(t))) expect(window.tokens).toBeLessThanOrEqual(20);
  });

  it.each([
    ["3-label", () => three],
    ["2-label", () => two],
  ])("the %s judge's score is the max of P(entailment) over the windows", async (_, judgeOf) => {
    const judge = judgeOf();
    const model = await judge.model();
    const budget = MAX_LENGTH - SPECIALS - model.countTokens(claim);
    const req = request(claim, [{ id: "c1", text: LONG }]);
    const windows = packWindows(evidencePieces(req.regions, budget, (t) => model.countTokens(t)), budget, (t) => model.countTokens(t));
    const each = await model.classify(
      windows.map((w) => ({ premise: w.text, hypothesis: claim })),
      1,
    );
    const entailment = model.folder.labels.entailment;
    const [verdict] = await judge.judge([req]);
    expect(verdict!.score).toBe(Math.max(...each.map((p) => p[entailment]!)));
    for (const p of each) expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });
});

describe("verdicts", () => {
  it("follow the probabilities: supported at the threshold, contradicted when a window contradicts, else unsupported", async () => {
    const requests = grid();
    const model = await three.model();
    const { entailment, contradiction } = model.folder.labels;
    const probabilities = await model.classify(
      requests.map((r) => ({ premise: r.regions[0]!.sentences.map((s) => s.text).join(" "), hypothesis: r.statement })),
      8,
    );
    const seen = new Set<string>();
    for (const threshold of [0.5, 0.6, 0.7]) {
      const verdicts = await (await loadNliJudge({ path: THREE, threshold })).judge(requests);
      verdicts.forEach((verdict, i) => {
        const p = probabilities[i]!;
        expect(verdict.score).toBe(p[entailment]);
        const contradicts = p[contradiction!]! >= threshold && p[contradiction!]! > p[entailment]!;
        const expected = p[entailment]! >= threshold ? "supported" : contradicts ? "contradicted" : "unsupported";
        expect(verdict.verdict).toBe(expected);
        if (expected === "contradicted") {
          const evidence = { chunkId: requests[i]!.regions[0]!.label, quote: FACTS[i % FACTS.length] };
          expect(verdict.reasons).toEqual([expect.objectContaining({ code: "X1", evidence: expect.objectContaining(evidence) })]);
        }
        if (expected === "unsupported") expect(verdict.reasons).toHaveLength(1);
        seen.add(verdict.verdict);
      });
    }
    // The fixture is fixed, so these inputs reach every verdict.
    expect(seen).toEqual(new Set(["supported", "unsupported", "contradicted"]));
  });

  it("a 2-label model never says contradicted", async () => {
    const judge = await loadNliJudge({ path: TWO, threshold: 0.9 });
    const verdicts = await judge.judge(grid());
    expect(verdicts.some((v) => v.verdict === "contradicted")).toBe(false);
    expect(verdicts.some((v) => v.verdict === "unsupported")).toBe(true);
  });

  it("leaves a claim with a deterministic conflict (X1) to the rules, without asking the model", async () => {
    const judge = await loadNliJudge({ path: THREE });
    const finding: Reason = { code: "X1", message: "9 W, not 12 W", ruleId: "number-mismatch", severity: "error", span: { start: 0, end: 5 } };
    const [verdict] = await judge.judge([request("It draws 9 W.", [{ id: "c1", text: "It draws 12 W." }], [finding])]);
    expect(verdict).toEqual({ verdict: "unsupported", score: 0, reasons: [] });
    expect(judge.usage().requests).toBe(0);
  });

  it("marks a claim too long for the model undecided, never truncating it", async () => {
    const claim = Array.from({ length: 60 }, (_, i) => `fact${i}`).join(" ");
    const [verdict] = await three.judge([request(claim, [{ id: "c1", text: FACTS[0]! }])]);
    expect(verdict).toMatchObject({ verdict: "unsupported", score: 0, undecided: true });
  });

  it("gives unsupported for evidence without text", async () => {
    const [verdict] = await three.judge([request(CLAIMS[0]!, [{ id: "c1", text: "  \n" }])]);
    expect(verdict).toMatchObject({ verdict: "unsupported", score: 0 });
    expect(verdict!.undecided).toBeUndefined();
  });
});

describe("batching", () => {
  it("gives the same verdicts and scores whatever the batch size", async () => {
    const requests = [...grid(), request("The city built new schools in year 7.", [{ id: "c1", text: LONG }])];
    const results = [];
    for (const batchSize of [1, 5, 16, 64]) {
      const judge = await loadNliJudge({ path: THREE, batchSize });
      results.push(await judge.judge(requests));
    }
    for (const result of results.slice(1)) expect(result).toEqual(results[0]);
  });

  it("counts model runs and tokens in usage", async () => {
    const judge = await loadNliJudge({ path: THREE, batchSize: 5 });
    await judge.judge(grid());
    expect(judge.usage()).toMatchObject({ requests: Math.ceil(grid().length / 5), outputTokens: 0, cachedClaims: 0 });
    expect(judge.usage().inputTokens).toBeGreaterThan(grid().length * SPECIALS);
  });
});

describe("errors", () => {
  async function copy(name: string): Promise<string> {
    const path = join(scratch, name);
    await cp(THREE, path, { recursive: true });
    return path;
  }

  it.each(["tokenizer.json", "onnx/model.onnx", "config.json", "tokenizer_config.json"])("names a missing %s", async (file) => {
    const path = await copy(`missing-${file.replace("/", "-")}`);
    await rm(join(path, file));
    const error = await loadNliJudge({ path }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).file).toBe(join(path, file));
  });

  it.each([
    ["unmappable id2label", { id2label: { 0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2" } }],
    ["no id2label", { id2label: undefined }],
  ])("names config.json for %s", async (name, change) => {
    const path = await copy(`config-${name.replace(/ /g, "-")}`);
    const config = JSON.parse(await readFile(join(path, "config.json"), "utf8")) as Record<string, unknown>;
    await writeFile(join(path, "config.json"), JSON.stringify({ ...config, ...change }));
    const error = await loadNliJudge({ path }).catch((e: unknown) => e);
    expect((error as InputError).file).toBe(join(path, "config.json"));
  });

  it("names config.json when it is not JSON", async () => {
    const path = await copy("config-broken");
    await writeFile(join(path, "config.json"), "{ not json");
    expect(((await loadNliJudge({ path }).catch((e: unknown) => e)) as InputError).file).toBe(join(path, "config.json"));
  });

  it("names onnx/model.onnx when the model cannot be loaded, on first use", async () => {
    const path = await copy("model-broken");
    await writeFile(join(path, "onnx", "model.onnx"), "not an onnx model");
    const judge = await loadNliJudge({ path });
    const error = await judge.judge([request(CLAIMS[0]!, [{ id: "c1", text: FACTS[0]! }])]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).file).toBe(join(path, "onnx", "model.onnx"));
  });

  it.each([
    ["a missing folder", { path: join("test", "fixtures", "nli", "no-such-model") }],
    ["a file for a folder", { path: join(THREE, "config.json") }],
    ["a threshold above 1", { path: THREE, threshold: 1.5 }],
    ["a zero batch size", { path: THREE, batchSize: 0 }],
  ])("refuses %s with an InputError", async (_, options) => {
    await expect(loadNliJudge(options)).rejects.toBeInstanceOf(InputError);
  });
});

describe("through verify()", () => {
  it("records the nli judge on every judged claim", async () => {
    const judge = await loadNliJudge({ path: THREE });
    const answer = "The company reported sales growth of 5 percent [c1]. The city built a hospital [c2]. Water prices rose in the south [c3].";
    const chunks = FACTS.map((text, i) => ({ id: `c${i + 1}`, text }));
    const result = await verify({ answer, chunks }, { judge });
    expect(result.judge).toMatchObject({ id: "nli:tiny-nli-3", version: judge.version });
    expect(result.claims).toHaveLength(3);
    for (const claim of result.claims) {
      expect(claim.judge).toBe("nli:tiny-nli-3");
      expect(["supported", "unsupported", "contradicted"]).toContain(claim.verdict);
      expect(claim.score).toBeGreaterThanOrEqual(0);
      expect(claim.score).toBeLessThanOrEqual(1);
    }
    const { supported, unsupported, contradicted } = result.summary;
    expect(supported + unsupported + contradicted).toBe(3);
    expect(result.judge.usage?.requests).toBeGreaterThan(0);
  });
});
