import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveJudge } from "../../src/node/judge-spec.js";
import { lexicalJudge } from "../../src/core/judge/lexical.js";
import { shippedModel } from "../../src/core/judge/model.js";

describe("--judge SPEC", () => {
  it("gives the embedded judge for lexical", async () => {
    expect(await resolveJudge("lexical")).toBe(lexicalJudge);
  });

  it("loads a trained model for lexical:FILE, with its version", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "groundcheck-judge-")), "model.json");
    writeFileSync(file, JSON.stringify(shippedModel));
    expect((await resolveJudge(`lexical:${file}`)).version).toBe(shippedModel.version);
  });

  it.each(["openai:gpt-4o-mini", "nli:./models/x", "anthropic:claude", "ollama:qwen", "magic"])("refuses %s with one line, never falling back", async (spec) => {
    await expect(resolveJudge(spec)).rejects.toThrow(/^groundcheck: --judge /);
  });
});
