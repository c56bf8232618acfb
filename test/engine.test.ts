// The library's options and input checks, beyond what the rule tables and fixture folders cover.
import { describe, expect, it } from "vitest";
import { verify, VerifyInputError } from "../src/core/engine.js";
import { analyse } from "../src/core/analysis.js";
import { copiedWhole } from "../src/core/rules/clauses.js";

const chunks = [
  { id: "k1", text: "The film was released in 2006 by Fox." },
  { id: "k2", text: "It earned $40 million in its first week." },
];

describe("verify options", () => {
  it("reads a bare value as a claim when there is a question", async () => {
    const ok = await verify({ answer: "2006", question: "When was the film released?", chunks }, { scope: "all" });
    expect(ok.claims.map((c) => [c.text, c.verdict])).toEqual([["2006", "supported"]]);
    const wrong = await verify({ answer: "2009", question: "When was the film released?", chunks }, { scope: "all" });
    expect(wrong.claims[0]!.verdict).toBe("contradicted");
  });

  it("refuses an answer without claims when there is no question", async () => {
    await expect(verify({ answer: "2006", chunks })).rejects.toMatchObject({ name: "VerifyInputError", input: "answer" });
  });

  it("checks every claim against every chunk with scope all, and reports no citation codes", async () => {
    const result = await verify({ answer: "The film earned $40 million in its first week.", chunks }, { scope: "all" });
    expect(result.claims[0]!.verdict).toBe("supported");
    expect(result.claims[0]!.evidence[0]!.chunkId).toBe("k2");
    expect(result.summary.passed).toBe(true);
  });

  it("gates on minFaithfulness", async () => {
    const answer = "The film was released in 2006 [k1]. It won three awards [k1].";
    expect((await verify({ answer, chunks })).summary.passed).toBe(true);
    const strict = await verify({ answer, chunks }, { minFaithfulness: 0.9 });
    expect(strict.summary).toMatchObject({ passed: false, faithfulness: 0.5 });
  });

  it("uses a judge passed in, and never lets a missing verdict pass", async () => {
    const silent = { id: "silent", version: "0", judge: async () => [] };
    const result = await verify({ answer: "The film was released in 2006 [k1].", chunks }, { judge: silent });
    expect(result.claims[0]!.verdict).toBe("unsupported");
    expect(result.judge).toEqual({ id: "silent", version: "0" });
  });
});

describe("verify input checks", () => {
  it.each([
    ["an empty answer", { answer: "  ", chunks }, "answer"],
    ["no chunks", { answer: "The film was released in 2006.", chunks: [] }, "context"],
    ["a chunk without id", { answer: "x is y.", chunks: [{ id: "", text: "x" }] }, "context"],
    ["duplicate ids", { answer: "x is y.", chunks: [{ id: "a", text: "x" }, { id: "a", text: "y" }] }, "context"],
  ])("rejects %s", async (_, input, which) => {
    const error = await verify(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VerifyInputError);
    expect((error as VerifyInputError).input).toBe(which);
  });
});

describe("alignment", () => {
  it("matches a verb with a particle by the pair's synonyms, either way round", async () => {
    const stepped = await verify({ answer: "The director stepped down in 2021 [s].", chunks: [{ id: "s", text: "The director resigned in 2021." }] });
    expect(stepped.claims[0]!.verdict).toBe("supported");
    expect(stepped.claims[0]!.coverage).toBeGreaterThan(0.6);
    const resigned = await verify({ answer: "The director resigned in 2021 [s].", chunks: [{ id: "s", text: "The director stepped down in 2021." }] });
    expect(resigned.claims[0]!.coverage).toBeGreaterThan(0.6);
  });

  it("reads a sentence that opens on 'The company' with the names of the sentence before it", async () => {
    const result = await verify({ answer: "Acme has roughly 15,000 employees [s].", chunks: [{ id: "s", text: "Acme Corp reported record revenue. The company employs about 15,000 people." }] });
    expect(result.claims[0]!.verdict).toBe("supported");
    expect(result.claims[0]!.evidence[0]!.quote).toBe("The company employs about 15,000 people.");
  });

  it("weighs a Chinese modal or light verb the claim adds (需要) lightly, not as a thing of its own", async () => {
    const source = [{ id: "c1", text: "考生须提前30分钟到达考场，开考15分钟后不得入场。" }];
    const [light] = (await verify({ answer: "考生需要提前30分钟到达考场[c1]。", chunks: source })).claims;
    const [other] = (await verify({ answer: "考生提前30分钟到达体育馆[c1]。", chunks: source })).claims;
    expect(light!.coverage).toBeGreaterThan(0.85);
    expect(light!.coverage).toBeGreaterThan(other!.coverage!);
  });

  it("reads 'weekdays' as Monday to Friday, and 工作日 as 周一至周五", async () => {
    const en = await verify({ answer: "The office is open on weekdays [s].", chunks: [{ id: "s", text: "The office is open Monday to Friday." }] });
    expect(en.claims[0]!.verdict).toBe("supported");
    const zh = await verify({ answer: "办公室工作日开放[s]。", chunks: [{ id: "s", text: "办公室周一至周五开放。" }] });
    expect(zh.claims[0]!.verdict).toBe("supported");
  });
});

describe("claims copied from their source", () => {
  // Every sentence of a source, cited to it, is supported: a rule that finds one at odds with the
  // source has read another sentence (bylines glued to a sentence, a clause read as another's).
  it("finds nothing against a sentence, or sentences, copied whole", async () => {
    const source = {
      id: "s",
      text: "The RSV vaccine is recommended for adults aged 75 and over, and for adults aged 60 to 74 with certain chronic conditions. Eric Kohn Jul 16, 2017 When Philippe was seven years old in 1996, his father took him to a screening.",
    };
    for (const answer of [
      "The RSV vaccine is recommended for adults aged 75 and over, and for adults aged 60 to 74 with certain chronic conditions [s].",
      "Eric Kohn Jul 16, 2017 When Philippe was seven years old in 1996, his father took him to a screening [s].",
    ]) {
      const result = await verify({ answer, chunks: [source] });
      expect(result.claims.map((c) => [c.verdict, c.reasons.map((r) => r.code)])).toEqual(result.claims.map(() => ["supported", []]));
    }
  });

  it("takes a sentence, or its opening half, as copied, not a stretch from inside it", () => {
    const sentence = analyse("It is false that the new vaccine causes autism in children.");
    expect(copiedWhole(analyse("It is false that the new vaccine causes autism [s]."), [sentence])).toBe(true);
    expect(copiedWhole(analyse("The new vaccine causes autism in children [s]."), [sentence])).toBe(false);
    // Folded text has no decimal points; the figures must be the sentence's as written.
    expect(copiedWhole(analyse("Revenue at the group rose 25% last year [s]."), [analyse("Revenue at the group rose 2.5% last year.")])).toBe(false);
  });
});
