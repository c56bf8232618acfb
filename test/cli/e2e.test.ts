// The built CLI as a user runs it (`npm ci` builds dist/ through the prepare script).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const cli = join(root, "dist/cli/main.js");
const tmp = mkdtempSync(join(tmpdir(), "groundcheck-e2e-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function groundcheck(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("groundcheck verify (built CLI)", () => {
  it("checks the bundled example: all three verdicts, exit 1", () => {
    const run = groundcheck("verify", "--answer", "examples/answer.md", "--context", "examples/chunks.jsonl", "--format", "json");
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(Object.keys(report)).toEqual(["summary", "claims", "judge"]);
    expect(report.summary).toMatchObject({ claims: 8, supported: 3, unsupported: 4, contradicted: 1, faithfulness: 0.375, passed: false });
    const verdicts = new Set(report.claims.map((c: { verdict: string }) => c.verdict));
    expect(verdicts).toEqual(new Set(["supported", "unsupported", "contradicted"]));
    for (const claim of report.claims) {
      expect(claim).toEqual(expect.objectContaining({ id: expect.any(String), text: expect.any(String), start: expect.any(Number), end: expect.any(Number), citations: expect.any(Array), verdict: expect.any(String), reasons: expect.any(Array), evidence: expect.any(Array) }));
    }
    const contradicted = report.claims.find((c: { verdict: string }) => c.verdict === "contradicted");
    expect(contradicted.reasons.map((r: { code: string }) => r.code)).toContain("X1");
    expect(contradicted.evidence[0]).toMatchObject({ chunkId: "c3", title: "Stardust-3 press release", url: "https://example.com/news/stardust-3" });
  });

  it("prints a readable report with the summary line", () => {
    const run = groundcheck("verify", "--answer", "examples/answer.md", "--context", "examples/chunks.jsonl");
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("8 claims: 3 supported, 4 unsupported, 1 contradicted, faithfulness 0.38");
    expect(run.stdout).toContain("X1");
    expect(run.stdout).not.toMatch(/\u001b\[/);
  });

  it("passes a clean answer with exit 0 and gates on --min-faithfulness", () => {
    const answer = join(tmp, "clean.md");
    writeFileSync(answer, "Stardust-3 delivers 8 TOPS in INT8 mode [c2].\n");
    expect(groundcheck("verify", "--answer", answer, "--context", "examples/chunks.jsonl").status).toBe(0);
    const mixed = join(tmp, "mixed.md");
    writeFileSync(mixed, "Stardust-3 delivers 8 TOPS in INT8 mode [c2]. It is sold in 40 countries [c2].\n");
    expect(groundcheck("verify", "--answer", mixed, "--context", "examples/chunks.jsonl").status).toBe(0);
    expect(groundcheck("verify", "--answer", mixed, "--context", "examples/chunks.jsonl", "--min-faithfulness", "0.9").status).toBe(1);
  });

  it("writes --output to a new file and leaves the inputs alone", () => {
    const before = readFileSync(join(root, "examples/answer.md"), "utf8");
    const out = join(tmp, "report.json");
    const run = groundcheck("verify", "--answer", "examples/answer.md", "--context", "examples/chunks.jsonl", "--format", "json", "--output", out);
    expect(run.status).toBe(1);
    expect(JSON.parse(readFileSync(out, "utf8")).summary.claims).toBe(8);
    expect(readFileSync(join(root, "examples/answer.md"), "utf8")).toBe(before);
  });

  it("checks Chinese answers against a folder of sources", () => {
    const run = groundcheck("verify", "--answer", "test/cases/zh-spec/answer.md", "--context", "test/cases/zh-spec/sources", "--format", "json");
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).summary).toMatchObject({ claims: 9, supported: 2, contradicted: 3 });
  });

  it.each([
    ["a missing answer", ["--answer", "nope.md", "--context", "examples/chunks.jsonl"], "nope.md"],
    ["a missing context", ["--answer", "examples/answer.md", "--context", "nope.jsonl"], "nope.jsonl"],
  ])("exits 2 with one line for %s", (_, args, file) => {
    const run = groundcheck("verify", ...args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toContain(file);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("exits 2 naming the line of malformed JSONL, an empty context and a binary file", () => {
    const bad = join(tmp, "bad.jsonl");
    writeFileSync(bad, '{"id": "c1", "text": "ok"}\n{"id": "c2", "text": \n');
    const malformed = groundcheck("verify", "--answer", "examples/answer.md", "--context", bad);
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toContain("bad.jsonl:2");
    const empty = join(tmp, "empty.jsonl");
    writeFileSync(empty, "\n");
    expect(groundcheck("verify", "--answer", "examples/answer.md", "--context", empty).status).toBe(2);
    const binary = join(tmp, "binary.md");
    writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]));
    const run = groundcheck("verify", "--answer", binary, "--context", "examples/chunks.jsonl");
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("exits 2 for an answer without claims", () => {
    const answer = join(tmp, "headings.md");
    writeFileSync(answer, "# Only a heading\n\n```\ncode only\n```\n");
    const run = groundcheck("verify", "--answer", answer, "--context", "examples/chunks.jsonl");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("headings.md");
    expect(statSync(answer).size).toBeGreaterThan(0);
  });
});

describe("groundcheck whitelist, audit and align (built CLI)", () => {
  const fixtures = join(root, "test/audit/fixtures/zh");
  const inputs = ["summary.md", "A.md", "B.md"].map((name) => join(fixtures, name));
  const snapshot = (): string[] => inputs.map((file) => readFileSync(file, "utf8"));

  it("audits the seed's example, then again from a whitelist, and changes no input", () => {
    const before = snapshot();
    const audit = groundcheck("audit", inputs[0]!, "--sources", inputs[1]!, inputs[2]!, "--format", "json");
    expect(audit.status).toBe(1);
    const report = JSON.parse(audit.stdout);
    expect(Object.keys(report).slice(0, 3)).toEqual(["findings", "summary", "uncovered"]);
    const codes = report.findings.map((f: { line: number; code: string }) => `${f.line}:${f.code}`);
    expect(codes).toEqual(expect.arrayContaining(["3:E1", "4:N1", "4:Q1", "5:C1", "8:R1"]));

    const whitelist = join(tmp, "whitelist.json");
    expect(groundcheck("whitelist", inputs[1]!, inputs[2]!, "-o", whitelist).status).toBe(0);
    const fromWhitelist = JSON.parse(groundcheck("audit", inputs[0]!, "--whitelist", whitelist, "--format", "json").stdout);
    expect(fromWhitelist.findings.map((f: { line: number; code: string }) => `${f.line}:${f.code}`)).toEqual(expect.arrayContaining(["3:E1", "4:N1"]));

    const align = JSON.parse(groundcheck("align", inputs[0]!, inputs[1]!, inputs[2]!, "--format", "json").stdout);
    expect(align.sentences.map((s: { grounded: boolean }) => s.grounded)).toEqual([false, false, true, true, true, false, true, true]);
    expect(snapshot()).toEqual(before);
  });

  it("refuses to write a report or whitelist over an input", () => {
    const before = snapshot();
    expect(groundcheck("whitelist", inputs[1]!, "-o", inputs[1]!).status).toBe(2);
    expect(groundcheck("audit", inputs[0]!, "--sources", inputs[1]!, "--output", inputs[0]!).status).toBe(2);
    expect(snapshot()).toEqual(before);
  });
});

describe("the library", () => {
  it("returns from verify() the object the CLI prints as JSON", async () => {
    const { verify } = await import("groundcheck");
    const chunks = readFileSync(join(root, "examples/chunks.jsonl"), "utf8").trim().split("\n").map((line) => JSON.parse(line));
    const answer = readFileSync(join(root, "examples/answer.md"), "utf8");
    const result = await verify({ answer, chunks });
    const printed = JSON.parse(groundcheck("verify", "--answer", "examples/answer.md", "--context", "examples/chunks.jsonl", "--format", "json").stdout);
    expect(JSON.parse(JSON.stringify(result))).toEqual(printed);
  });
});
