import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveJudge, selfJudgingWarning } from "../../src/node/judge-spec.js";
import { lexicalJudge } from "../../src/core/judge/lexical.js";
import { shippedModel } from "../../src/core/judge/model.js";

describe("--judge SPEC", () => {
  it("gives the embedded judge for lexical", async () => {
    expect(await resolveJudge("lexical")).toBe(lexicalJudge);
  });

  it("loads a trained model for lexical:FILE, with its version", async () => {
    const dir = mkdtempSync(join(tmpdir(), "groundcheck-judge-"));
    try {
      const file = join(dir, "model.json");
      writeFileSync(file, JSON.stringify(shippedModel));
      expect((await resolveJudge(`lexical:${file}`)).version).toBe(shippedModel.version);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(["magic", "nli:", "openai:", "lexical,,lexical", "lexical,magic"])("refuses %s with one line, never falling back", async (spec) => {
    await expect(resolveJudge(spec)).rejects.toThrow(/^groundcheck: --judge /);
  });

  it("refuses a model judge it cannot use: a missing API key, a missing model folder", async () => {
    await expect(resolveJudge("openai:gpt-4o-mini", { env: {} })).rejects.toThrow(/OPENAI_API_KEY/);
    await expect(resolveJudge("anthropic:claude-sonnet-4-5", { env: {} })).rejects.toThrow(/ANTHROPIC_API_KEY/);
    await expect(resolveJudge("nli:/nonexistent/model")).rejects.toThrow(/nonexistent/);
  });

  it("builds LLM judges named by their spec; ollama needs no key", async () => {
    expect((await resolveJudge("ollama:qwen2.5:7b", { env: {} })).id).toBe("ollama:qwen2.5:7b");
    expect((await resolveJudge("openai:gpt-4o-mini", { env: { OPENAI_API_KEY: "k" } })).id).toBe("openai:gpt-4o-mini");
  });

  it("chains judges into a cascade, cheapest first", async () => {
    const judge = await resolveJudge("lexical, ollama:qwen2.5:7b", { env: {} });
    expect(judge.id).toBe("lexical,ollama:qwen2.5:7b");
  });
});

describe("self-judging warning", () => {
  it.each([
    ["openai:gpt-4o-mini", "gpt-4o-mini", true],
    ["openai:gpt-4o-mini", "openai:GPT-4o-mini", true],
    ["lexical,anthropic:claude-sonnet-4-5", "claude-sonnet-4-5", true],
    ["openai:gpt-4o-mini", "gpt-4o", false],
    ["lexical", "lexical", false],
  ])("judge %s, generator %s: warns %s", (spec, generator, warns) => {
    expect(selfJudgingWarning(spec, generator) !== undefined).toBe(warns);
  });

  it("says nothing without --generator-model", () => {
    expect(selfJudgingWarning("openai:gpt-4o-mini", undefined)).toBeUndefined();
  });
});
