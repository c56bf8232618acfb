// `verify --judge MODEL` from the command line, against a local endpoint: what reaches the
// endpoint, and that a judge that answers badly or fails can never make a run pass.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { verifyCommand } from "../../src/cli/commands/verify.js";
import { judgeWith, promptedClaims, reply, startLlmServer, status, type Handler, type LlmServer } from "../support/llm-server.js";
import { run } from "./run.js";

const ANSWER = "examples/answer.md";
const CONTEXT = "examples/chunks.jsonl";

let server: LlmServer | undefined;
const cacheDirs: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const dir of cacheDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function verifyWith(handler: Handler | ReturnType<typeof status>[], judge: string, extra: string[] = []) {
  server = await startLlmServer(handler);
  const cacheDir = mkdtempSync(join(tmpdir(), "gc-cache-"));
  cacheDirs.push(cacheDir);
  const env = { OPENAI_BASE_URL: `${server.url}/v1`, OLLAMA_HOST: server.url, GROUNDCHECK_CACHE_DIR: cacheDir };
  return run(verifyCommand, ["--answer", ANSWER, "--context", CONTEXT, "--judge", judge, "--format", "json", ...extra], env);
}

describe("verify --judge with a model endpoint", () => {
  it("fails the run, exit 2, when the endpoint answers in prose; the claims and chunks reached it", async () => {
    const result = await verifyWith(() => reply("All of these claims look right to me."), "openai:judge-model");
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/openai:judge-model/);
    const prompted = server!.requests.flatMap((r) => promptedClaims(r.user));
    expect(prompted.map((c) => c.statement)).toContain("It delivers 8 TOPS in INT8 mode.");
    expect(prompted.find((c) => c.statement === "It delivers 8 TOPS in INT8 mode.")!.sources.map((s) => s.label)).toEqual(["c2"]);
  });

  it("fails the run, exit 2, when the endpoint keeps failing", async () => {
    const result = await verifyWith(() => status(500), "openai:judge-model");
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/HTTP 500/);
  });

  it("takes the model's verdicts when it quotes its evidence, and deterministic conflicts stand", async () => {
    // A credulous model: every claim supported, quoting the first sentence of its first source.
    const credulous = judgeWith((claim) => ({ verdict: "supported", quote: claim.sources[0]!.text.split(/(?<=\.)\s/)[0]! }));
    const result = await verifyWith(credulous, "ollama:qwen2.5:7b");
    const report = JSON.parse(result.stdout) as { claims: { verdict: string; judge: string; reasons: { code: string }[] }[]; judge: { id: string; usage?: { requests: number } } };
    expect(report.judge.id).toBe("ollama:qwen2.5:7b");
    expect(report.judge.usage?.requests).toBeGreaterThan(0);
    const contradicted = report.claims.filter((c) => c.verdict === "contradicted");
    expect(contradicted.length).toBeGreaterThan(0);
    for (const claim of contradicted) expect(claim.reasons.map((r) => r.code)).toContain("X1");
    expect(result.code).toBe(1);
  });

  it("sends only the claims the lexical judge is unsure of in a cascade, and names who decided each", async () => {
    const result = await verifyWith(judgeWith(() => ({ verdict: "unsupported" })), "lexical,openai:judge-model");
    const report = JSON.parse(result.stdout) as { claims: { text: string; judge: string; score: number; reasons: { code: string }[] }[] };
    const asked = new Set(server!.requests.flatMap((r) => promptedClaims(r.user)).map((c) => c.statement));
    const byModel = report.claims.filter((c) => c.judge === "openai:judge-model");
    const byLexical = report.claims.filter((c) => c.judge === "lexical");
    expect(byModel.length).toBeGreaterThan(0);
    expect(byLexical.length).toBeGreaterThan(0);
    for (const claim of byModel) expect(asked.has(claim.text)).toBe(true);
    // Lexical keeps what it is sure of, and what a rule (E1, X1, C3, …) already settles.
    for (const claim of byLexical) expect(claim.score < 0.2 || claim.score > 0.8 || claim.reasons.some((r) => r.code !== "S1")).toBe(true);
  });

  it("warns when the judge is the model that wrote the answer", async () => {
    const result = await verifyWith(judgeWith(() => ({ verdict: "unsupported" })), "openai:gpt-4o-mini", ["--generator-model", "gpt-4o-mini"]);
    expect(result.stderr).toMatch(/^warning: the judge openai:gpt-4o-mini is the model that wrote the answer/m);
  });
});
