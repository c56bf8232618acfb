// The report formats as a user gets them from the built CLI (`npm run build` first):
// `--format html|sarif|markdown --output FILE` on the bundled example.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeHtml } from "../../src/reporters/html-page.js";
import { sarifProblems } from "../reporters/sarif-shape.js";
import { selfContainment, shownText } from "../reporters/html-text.js";

const root = new URL("../../", import.meta.url).pathname;
const cli = join(root, "dist/cli/main.js");
const tmp = mkdtempSync(join(tmpdir(), "groundcheck-formats-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const VERIFY = ["verify", "--answer", "examples/answer.md", "--context", "examples/chunks.jsonl"];
const AUDIT = ["audit", "test/cases/zh-spec/answer.md", "--sources", "test/cases/zh-spec/sources"];

function groundcheck(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs with `--format FORMAT --output FILE`; returns the file's text after checking the run's summary. */
function report(args: readonly string[], format: string, name: string): string {
  const file = join(tmp, name);
  const run = groundcheck(...args, "--format", format, "--output", file);
  expect(run.stderr).toBe("");
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/FAIL/);
  return readFileSync(file, "utf8");
}

interface Claim {
  id: string;
  text: string;
  line: number;
  verdict: string;
  reasons: { code: string; span: { start: number; end: number } }[];
}

const verifyJson = JSON.parse(groundcheck(...VERIFY, "--format", "json").stdout) as { claims: Claim[]; summary: { claims: number } };
const answer = readFileSync(join(root, "examples/answer.md"), "utf8");

describe("verify --format html --output FILE", () => {
  let page = "";
  beforeAll(() => {
    page = report(VERIFY, "html", "report.html");
  });

  it("writes one self-contained page: no external script, stylesheet, import or URL to load", () => {
    for (const external of ["<script src", "<link", "@import", "url(http"]) expect(page).not.toContain(external);
    expect(selfContainment(page)).toEqual({ external: [], scripts: 1, scriptAllowed: true });
  });

  it("shows the answer as it is, and every claim's text", () => {
    expect(shownText(page)).toBe(answer);
    for (const claim of verifyJson.claims) expect(page).toContain(escapeHtml(claim.text));
    expect(page.match(/class="mark k-/g)).toHaveLength(verifyJson.summary.claims);
  });
});

interface VerifyLog {
  version: string;
  runs: { tool: { driver: { name: string; version: string } }; results: { ruleId: string; properties: { claimId: string }; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; charOffset: number } } }[] }[] }[];
}

describe("verify --format sarif --output FILE", () => {
  let log: VerifyLog;
  let run: VerifyLog["runs"][number];
  beforeAll(() => {
    log = JSON.parse(report(VERIFY, "sarif", "report.sarif")) as VerifyLog;
    run = log.runs[0]!;
  });

  it("is a sound SARIF 2.1.0 log naming groundcheck and its version", () => {
    expect(log.version).toBe("2.1.0");
    expect(sarifProblems(log)).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    expect(run.tool.driver).toMatchObject({ name: "groundcheck", version: pkg.version });
  });

  it("has a result for each reason of each flagged claim, located in examples/answer.md on the claim's line", () => {
    const flagged = verifyJson.claims.filter((claim) => claim.verdict !== "supported");
    expect(run.results.map((result) => result.ruleId)).toEqual(flagged.flatMap((claim) => claim.reasons.map((reason) => reason.code)));
    for (const result of run.results) {
      const claim = verifyJson.claims.find((item) => item.id === result.properties.claimId)!;
      const { artifactLocation, region } = result.locations[0]!.physicalLocation;
      expect(artifactLocation.uri).toBe("examples/answer.md");
      expect(region.startLine).toBe(claim.line);
      expect(claim.reasons.map((reason) => reason.span.start)).toContain(region.charOffset);
    }
  });
});

describe("verify --format markdown --output FILE", () => {
  it("writes the summary, the counts and every flagged claim", () => {
    const text = report(VERIFY, "markdown", "report.md");
    expect(text.startsWith("# Verification: examples/answer.md\n\n**FAIL")).toBe(true);
    expect(text).toContain("| contradicted | 1 |");
    for (const claim of verifyJson.claims.filter((item) => item.verdict !== "supported")) expect(text).toContain(`| **${claim.verdict}** | ${claim.text} |`);
  });
});

describe("audit --format sarif|html", () => {
  let findings: { code: string; line: number; column: number }[] = [];
  beforeAll(() => {
    findings = (JSON.parse(groundcheck(...AUDIT, "--format", "json").stdout) as { findings: typeof findings }).findings;
  });

  it("locates each finding in the audited file at the line and column the JSON report gives", () => {
    const log = JSON.parse(report(AUDIT, "sarif", "audit.sarif")) as {
      runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }[]; relatedLocations?: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[];
    };
    expect(sarifProblems(log)).toEqual([]);
    const results = log.runs[0]!.results;
    expect(results.map((result) => [result.ruleId, result.locations[0]!.physicalLocation.region.startLine, result.locations[0]!.physicalLocation.region.startColumn])).toEqual(
      findings.map((finding) => [finding.code, finding.line, finding.column]),
    );
    for (const result of results) expect(result.locations[0]!.physicalLocation.artifactLocation.uri).toBe("test/cases/zh-spec/answer.md");
    expect(results.flatMap((result) => result.relatedLocations ?? []).map((location) => location.physicalLocation.artifactLocation.uri)).toContain("test/cases/zh-spec/sources/A.md");
  });

  it("renders the output with its findings marked, in Chinese, self-contained", () => {
    const page = report(AUDIT, "html", "audit.html");
    expect(selfContainment(page)).toEqual({ external: [], scripts: 1, scriptAllowed: true });
    expect(page).toContain('<html lang="zh">');
    expect(shownText(page)).toBe(readFileSync(join(root, "test/cases/zh-spec/answer.md"), "utf8"));
    for (const finding of findings) expect(page).toContain(`<code>${finding.code}</code>`);
  });

  it("keeps align to the formats it has", () => {
    const run = groundcheck("align", "test/cases/zh-spec/answer.md", "test/cases/zh-spec/sources", "--format", "sarif");
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--format/);
  });
});
