// `groundcheck generate` against the loopback model server in each wire format: a scripted draft
// with violations, scripted rewrites; the loop must leave an answer that audits clean.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { generateCommand } from "../../src/cli/commands/generate.js";
import { audit } from "../../src/core/audit/audit.js";
import { reply, startLlmServer, status, type LlmServer, type WireFormat } from "../support/llm-server.js";
import { run } from "./run.js";

const fixtures = new URL("../fix/fixtures/en/", import.meta.url).pathname;
const A = join(fixtures, "A.md");
const B = join(fixtures, "B.md");
const sources = [A, B].map((path, i) => ({ id: "AB"[i]!, text: readFileSync(path, "utf8") }));
const dir = mkdtempSync(join(tmpdir(), "groundcheck-generate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let server: LlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const DRAFT = [
  "# Skylark-7",
  "",
  "- Skylark-7 is built on a MEMS process [A:L2].",
  "- Skylark-7 is made by Bosch [A:L2].",
  "- The sampling rate of Skylark-7 is 400 Hz [A:L3].",
  "",
  "Skylark-7 weighs 4 grams [B:L3].",
  "",
  "Not covered by the sources:",
  "- the price",
].join("\n");
const REWRITE = "1: DELETE\n2: The sampling rate of Skylark-7 is 200 Hz [A:L3].";
const FIXED = "# Skylark-7\n\n- Skylark-7 is built on a MEMS process [A:L2].\n- The sampling rate of Skylark-7 is 200 Hz [A:L3].\n\nSkylark-7 weighs 4 grams [B:L3].\n";

/** The spec and environment that point a provider at the loopback server. */
function endpoint(format: WireFormat, url: string): { spec: string; env: Record<string, string> } {
  switch (format) {
    case "openai":
      return { spec: "openai:test-model", env: { OPENAI_BASE_URL: `${url}/v1`, OPENAI_API_KEY: "test-key" } };
    case "anthropic":
      return { spec: "anthropic:test-model", env: { ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: "test-key" } };
    case "ollama":
      return { spec: "ollama:test-model", env: { OLLAMA_HOST: url } };
  }
}

describe("groundcheck generate --judge (loopback model server)", () => {
  it.each(["openai", "anthropic", "ollama"] as const)("removes the scripted violations (%s wire format)", async (format) => {
    server = await startLlmServer([reply(DRAFT), reply(REWRITE)]);
    const { spec, env } = endpoint(format, server.url);
    const out = join(dir, `answer-${format}.md`);
    const report = join(dir, `report-${format}.json`);
    const result = await run(generateCommand, ["--task", "Summarise Skylark-7", "--sources", A, B, "--judge", spec, "-o", out, "--report", report], env);
    expect(result).toMatchObject({ code: 0, stdout: "", stderr: "" });
    expect(readFileSync(out, "utf8")).toBe(FIXED);
    expect((await audit({ output: FIXED, sources })).findings).toEqual([]);
    expect(server.requests.map((r) => r.format)).toEqual([format, format]);
    expect(server.requests[0]!.system).toContain("[A:L12]");
    expect(server.requests[0]!.user).toContain("A:L3 The sampling rate of Skylark-7 is 200 Hz.");
    expect(server.requests[1]!.user).toContain("1. Skylark-7 is made by Bosch [A:L2].\n   finding: line 4 E1");
    const json = JSON.parse(readFileSync(report, "utf8"));
    expect(json).toMatchObject({ rounds: 1, clean: true, writer: { model: spec, requests: 2, inputTokens: 22, outputTokens: 14 } });
    expect(json.changes.map((c: { codes: string[]; action: string }) => [c.codes, c.action])).toEqual([[["E1"], "dropped"], [["X1"], "rewritten"]]);
    expect(json.notCovered).toEqual(["the price", "The waterproof depth is not provided. (A:L5)"]);
    expect(json.audit.summary.passed).toBe(true);
  });

  it("prints the answer on stdout and a readable report on stderr", async () => {
    server = await startLlmServer([reply(DRAFT), reply(REWRITE)]);
    const { spec, env } = endpoint("openai", server.url);
    const result = await run(generateCommand, ["--task", "Summarise Skylark-7", "--sources", A, B, "--judge", spec], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(FIXED);
    expect(result.stderr).toContain("writer: openai:test-model: 2 requests");
    expect(result.stderr).toContain("Not covered by the sources: the price; The waterproof depth is not provided. (A:L5)");
    expect(result.stderr.trimEnd().endsWith("PASS")).toBe(true);
  });

  it("fails with one line and exit 2 when the model endpoint refuses", async () => {
    server = await startLlmServer([status(401)]);
    const { spec, env } = endpoint("openai", server.url);
    const result = await run(generateCommand, ["--task", "Summarise Skylark-7", "--sources", A, "--judge", spec], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^groundcheck: --judge openai:test-model failed: HTTP 401/);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("groundcheck generate --extractive", () => {
  it("quotes source lines, audits clean, exit 0", async () => {
    const result = await run(generateCommand, ["--task", "What is the sampling rate of Skylark-7?", "--sources", A, B, "--extractive", "--limit", "2", "--format", "json"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('- "The sampling rate of Skylark-7 is 200 Hz" [A:L3].\n- "Skylark-7 sensor specification" [A:L1].\n');
    expect(JSON.parse(result.stderr)).toMatchObject({ writer: "extractive", clean: true, audit: { summary: { passed: true } } });
  });

  it.each([
    ["no task", ["--sources", A, "--extractive"], /missing the task/],
    ["no sources", ["--task", "x", "--extractive"], /missing the sources/],
    ["neither model nor --extractive", ["--task", "x", "--sources", A], /--judge SPEC \(the writing model\) or --extractive/],
    ["both", ["--task", "x", "--sources", A, "--extractive", "--judge", "openai:m"], /one of them/],
    ["--limit with a model", ["--task", "x", "--sources", A, "--judge", "openai:m", "--limit", "3"], /--limit applies to --extractive/],
    ["-o onto a source", ["--task", "x", "--sources", A, "--extractive", "-o", A], /is the source file/],
    ["an unknown provider", ["--task", "x", "--sources", A, "--judge", "mystery:m"], /unknown model provider/],
  ])("refuses %s with exit 2", async (_, argv, message) => {
    const before = readFileSync(A);
    const result = await run(generateCommand, argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(readFileSync(A)).toEqual(before);
  });

  it("lists --judge as the writing model in its help", async () => {
    const result = await run(generateCommand, ["--help"]);
    expect(result.stdout).toMatch(/--judge SPEC\s+the WRITING model/);
  });
});
