import { describe, expect, it } from "vitest";
import type { AuditResult } from "../../src/core/audit/types.js";
import type { Severity, VerifyResult } from "../../src/core/types.js";
import { getAuditReporter } from "../../src/reporters/audit-index.js";
import { getReporter } from "../../src/reporters/index.js";
import { artifactUri } from "../../src/reporters/sarif-log.js";
import { ANSWER, passingResult, sampleResult } from "./fixture.js";
import { sarifProblems } from "./sarif-shape.js";

interface Log {
  $schema: string;
  version: string;
  runs: {
    tool: { driver: { name: string; version?: string; informationUri?: string; rules: { id: string; shortDescription: { text: string }; help: { text: string } }[] } };
    columnKind: string;
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: Record<string, number | { text: string }> } }[];
      relatedLocations?: { id: number; physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } }; message: { text: string } }[];
      partialFingerprints: Record<string, string>;
      properties: Record<string, unknown>;
    }[];
    properties: Record<string, unknown>;
  }[];
}

const sarif = getReporter("sarif");
const ctx = { answer: ANSWER, answerPath: "answer.md", color: false, toolVersion: "9.9.9" };

function verifyLog(result: VerifyResult = sampleResult(), context = ctx): Log {
  return JSON.parse(sarif(result, context)) as Log;
}

describe("verify SARIF report", () => {
  it("is a SARIF 2.1.0 log with one run of groundcheck", () => {
    const log = verifyLog();
    expect(sarifProblems(log)).toEqual([]);
    expect(log.$schema).toBe("https://json.schemastore.org/sarif-2.1.0.json");
    expect(log.version).toBe("2.1.0");
    expect(log.runs).toHaveLength(1);
    expect(log.runs[0]!.tool.driver).toMatchObject({ name: "groundcheck", version: "9.9.9" });
    expect(log.runs[0]!.columnKind).toBe("utf16CodeUnits");
  });

  it("has one result per reason of each flagged claim, none for supported claims", () => {
    const results = verifyLog().runs[0]!.results;
    expect(results.map((result) => [result.ruleId, result.properties.claimId, result.properties.verdict])).toEqual([
      ["X1", "c1", "contradicted"],
      ["S1", "c3", "unsupported"],
    ]);
    expect(verifyLog(passingResult()).runs[0]!.results).toEqual([]);
    expect(sarifProblems(verifyLog(passingResult()))).toEqual([]);
  });

  it("has one rule per code used, each with its help", () => {
    const { rules } = verifyLog().runs[0]!.tool.driver;
    expect(rules.map((rule) => rule.id)).toEqual(["X1", "S1"]);
    for (const rule of rules) {
      expect(rule.shortDescription.text).not.toBe("");
      expect(rule.help.text.startsWith(`${rule.id}: `)).toBe(true);
    }
    const results = verifyLog().runs[0]!.results;
    for (const result of results) expect(rules[result.ruleIndex]!.id).toBe(result.ruleId);
  });

  it("locates each result at its reason's span in the answer file", () => {
    const [x1, s1] = verifyLog().runs[0]!.results;
    expect(x1!.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: "answer.md" },
      region: { startLine: 1, startColumn: 16, endLine: 1, endColumn: 19, charOffset: 15, charLength: 3, snippet: { text: "9 W" } },
    });
    expect(s1!.locations[0]!.physicalLocation.region).toMatchObject({ startLine: 2, startColumn: 1, endLine: 2, endColumn: 24, charOffset: 47, charLength: 23 });
  });

  const columns: [name: string, answer: string, span: string, expected: Record<string, number>][] = [
    ["Chinese characters count one unit each", "电池续航九小时，功耗 9 W【1】。", "9 W", { startLine: 1, startColumn: 12, endColumn: 15 }],
    ["a character outside the BMP counts two units", "𝟘 The lamp draws 9 W [c1].", "9 W", { startLine: 1, startColumn: 19, endColumn: 22 }],
    ["a span on a later line starts its column again", "Intro.\r\nThe lamp draws 9 W [c1].", "9 W", { startLine: 2, startColumn: 16, endColumn: 19 }],
    ["a span across a line break ends on the next line", "The lamp draws 9\nW [c1].", "9\nW", { startLine: 1, startColumn: 16, endLine: 2, endColumn: 2 }],
  ];
  it.each(columns)("measures columns in UTF-16 units: %s", (_, answer, span, expected) => {
    const start = answer.indexOf(span);
    const result = sampleResult();
    const claim = result.claims[0]!;
    Object.assign(claim, { start: 0, end: answer.length });
    claim.reasons[0]!.span = { start, end: start + span.length };
    result.claims = [claim];
    const region = verifyLog(result, { ...ctx, answer }).runs[0]!.results[0]!.locations[0]!.physicalLocation.region;
    expect(region).toMatchObject({ ...expected, charOffset: start, charLength: span.length });
  });

  const levels: [Severity, string][] = [
    ["error", "error"],
    ["warning", "warning"],
    ["info", "note"],
  ];
  it.each(levels)("maps severity %s to level %s", (severity, level) => {
    const result = sampleResult();
    result.claims[0]!.reasons[0]!.severity = severity;
    expect(verifyLog(result).runs[0]!.results[0]!.level).toBe(level);
  });

  it("carries the verdict, the claim and the evidence quote in the result's properties", () => {
    const [x1] = verifyLog().runs[0]!.results;
    expect(x1!.message.text).toBe("the source says 12 W, the claim says 9 W");
    expect(x1!.properties).toMatchObject({
      verdict: "contradicted",
      claim: "The lamp draws 9 W.",
      rule: "number-mismatch",
      actual: "9 W",
      expected: "12 W",
      evidence: [{ chunkId: "c2", line: 3, quote: "The lamp draws 12 W at full brightness.", title: "Lamp manual" }],
    });
  });

  it("links the evidence's chunk as a related location only when it has a URL or path", () => {
    expect(verifyLog().runs[0]!.results[0]!.relatedLocations).toBeUndefined();
    const result = sampleResult();
    result.claims[0]!.evidence[0]!.url = "https://example.com/lamp#power";
    result.claims[2]!.evidence[0]!.url = "docs\\lamp manual.md";
    const [x1, s1] = verifyLog(result).runs[0]!.results;
    expect(x1!.relatedLocations).toEqual([
      { id: 1, physicalLocation: { artifactLocation: { uri: "https://example.com/lamp#power" } }, message: { text: "[c2:L3] The lamp draws 12 W at full brightness." } },
    ]);
    expect(s1!.relatedLocations?.[0]?.physicalLocation.artifactLocation.uri).toBe("docs/lamp%20manual.md");
    expect(sarifProblems(verifyLog(result))).toEqual([]);
  });

  it("fingerprints results stably across runs, and apart when they differ", () => {
    const first = verifyLog().runs[0]!.results.map((result) => result.partialFingerprints);
    expect(verifyLog().runs[0]!.results.map((result) => result.partialFingerprints)).toEqual(first);
    expect(new Set(first.map((print) => JSON.stringify(print))).size).toBe(first.length);
    // The same code on the same words twice in one claim still makes two results.
    const result = sampleResult();
    result.claims[0]!.reasons.push({ ...result.claims[0]!.reasons[0]! });
    const prints = verifyLog(result).runs[0]!.results.map((item) => Object.values(item.partialFingerprints)[0]);
    expect(new Set(prints).size).toBe(prints.length);
  });

  it("keeps the summary and the judge in the run's properties", () => {
    const { properties } = verifyLog().runs[0]!;
    expect(properties.summary).toEqual(sampleResult().summary);
    expect(properties.judge).toEqual({ id: "lexical", version: "1" });
  });

  const uris: [path: string, uri: string][] = [
    ["examples/answer.md", "examples/answer.md"],
    ["./examples/answer.md", "examples/answer.md"],
    ["out\\answer.md", "out/answer.md"],
    ["my answers/答案 #1.md", "my%20answers/%E7%AD%94%E6%A1%88%20%231.md"],
    ["/tmp/answer.md", "file:///tmp/answer.md"],
    ["C:\\work\\answer.md", "file:///C:/work/answer.md"],
    ["../answer.md", "../answer.md"],
  ];
  it.each(uris)("gives the answer path %s as the URI %s", (path, uri) => {
    expect(artifactUri(path)).toBe(uri);
    expect(verifyLog(sampleResult(), { ...ctx, answerPath: path }).runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation.uri).toBe(uri);
  });
});

describe("the SARIF shape check", () => {
  const broken: [name: string, change: (log: Log) => void][] = [
    ["a wrong version", (log) => void (log.version = "2.0.0")],
    ["a driver without a name", (log) => void (log.runs[0]!.tool.driver.name = "")],
    ["a result whose rule is not in the rules", (log) => void (log.runs[0]!.results[0]!.ruleId = "Z9")],
    ["a result without message text", (log) => void (log.runs[0]!.results[0]!.message = { text: "" })],
    ["a line 0", (log) => void (log.runs[0]!.results[0]!.locations[0]!.physicalLocation.region.startLine = 0)],
    ["a path with backslashes", (log) => void (log.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation.uri = "a\\b.md")],
  ];
  it.each(broken)("finds %s", (_, change) => {
    const log = verifyLog();
    change(log);
    expect(sarifProblems(log)).not.toEqual([]);
  });
});

// An audit of a two-line output, offsets taken from the text itself.
const OUTPUT = "星尘-3 采用台积电 12nm 工艺[A:L2]。\nINT8 算力为 4 TOPS[A:L4]。";

function auditResult(): AuditResult {
  const at = (text: string): { start: number; end: number } => ({ start: OUTPUT.indexOf(text), end: OUTPUT.indexOf(text) + text.length });
  return {
    findings: [
      {
        code: "E1",
        line: 1,
        column: 8,
        ...at("台积电"),
        text: "星尘-3 采用台积电 12nm 工艺[A:L2]。",
        message: "第1行 E1：'台积电' 不在来源中",
        actual: "台积电",
        evidence: { source: "A", line: 2, text: "星尘-3 采用 12nm 工艺。" },
        ruleId: "unknown-entity",
      },
      {
        code: "C1",
        line: 2,
        column: 1,
        ...at("INT8 算力为 4 TOPS[A:L4]。"),
        text: "INT8 算力为 4 TOPS[A:L4]。",
        message: "第2行 C1：[A:L4] 不支持该句",
        evidence: { source: "A", line: 4, text: "典型功耗为 2.1 W。" },
        foundAt: { source: "B", line: 3, text: "INT8 算力为 8 TOPS。" },
        ruleId: "wrong-citation",
      },
    ],
    summary: { sentences: 2, grounded: 0, groundedRate: 0, byCode: { E1: 1, C1: 1 }, passed: false },
    uncovered: ["价格"],
    speculation: [],
    conflicts: [],
    lang: "zh",
  };
}

const auditCtx = { outputPath: "out/summary.md", output: OUTPUT, color: false, sources: [{ id: "A", path: "sources/A.md" }, { id: "B" }], toolVersion: "9.9.9" };

describe("audit SARIF report", () => {
  const log = JSON.parse(getAuditReporter("sarif")(auditResult(), auditCtx)) as Log;
  const results = log.runs[0]!.results;

  it("is a sound SARIF 2.1.0 log with a rule per code found", () => {
    expect(sarifProblems(log)).toEqual([]);
    expect(log.runs[0]!.tool.driver.rules.map((rule) => rule.id)).toEqual(["E1", "C1"]);
    expect(log.runs[0]!.properties).toMatchObject({ summary: auditResult().summary, uncovered: ["价格"] });
  });

  it("has one error per finding, located in the output file at the finding's line and column", () => {
    expect(results.map((result) => [result.ruleId, result.level])).toEqual([
      ["E1", "error"],
      ["C1", "error"],
    ]);
    for (const [index, finding] of auditResult().findings.entries()) {
      const { artifactLocation, region } = results[index]!.locations[0]!.physicalLocation;
      expect(artifactLocation.uri).toBe("out/summary.md");
      expect(region).toMatchObject({ startLine: finding.line, startColumn: finding.column, charOffset: finding.start, charLength: finding.end - finding.start });
    }
    expect(results[0]!.locations[0]!.physicalLocation.region).toMatchObject({ endLine: 1, endColumn: 11, snippet: { text: "台积电" } });
  });

  it("points at the cited source line when the source has a file, and says where it is", () => {
    expect(results[0]!.relatedLocations).toEqual([
      { id: 1, physicalLocation: { artifactLocation: { uri: "sources/A.md" }, region: { startLine: 2 } }, message: { text: "A:L2 星尘-3 采用 12nm 工艺。" } },
    ]);
    // Source B has no file in the manifest: its line stays in the properties only.
    expect(results[1]!.relatedLocations?.map((location) => location.physicalLocation.region?.startLine)).toEqual([4]);
    expect(results[1]!.properties).toMatchObject({ foundAt: { source: "B", line: 3 } });
  });

  it("falls back to the core's line and column when the report has no output text", () => {
    const { output: _, ...withoutText } = auditCtx;
    const bare = JSON.parse(getAuditReporter("sarif")(auditResult(), withoutText)) as Log;
    expect(sarifProblems(bare)).toEqual([]);
    const { start, end } = auditResult().findings[1]!;
    expect(bare.runs[0]!.results[1]!.locations[0]!.physicalLocation.region).toEqual({ startLine: 2, startColumn: 1, charOffset: start, charLength: end - start });
  });
});
