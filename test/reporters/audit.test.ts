import { describe, expect, it } from "vitest";
import type { AlignResult, AuditResult } from "../../src/core/audit/types.js";
import { alignJsonReporter } from "../../src/reporters/align-json.js";
import { alignMarkdownReporter } from "../../src/reporters/align-markdown.js";
import { alignTextReporter } from "../../src/reporters/align-text.js";
import { getAlignReporter, getAuditReporter, type AuditReportContext } from "../../src/reporters/audit-index.js";
import { auditJsonReporter } from "../../src/reporters/audit-json.js";
import { auditMarkdownReporter } from "../../src/reporters/audit-markdown.js";
import { auditSummaryLines, auditTextReporter } from "../../src/reporters/audit-text.js";

// Hand-built results: the reporters format whatever the core returns.
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/;

function zhResult(): AuditResult {
  return {
    // Keys deliberately out of DESIGN.md order: the JSON reporter must restore it.
    lang: "zh",
    conflicts: [
      {
        message: "来源对典型功耗的说法不一致",
        locations: [
          { source: "A", line: 3, text: "典型功耗为 2.1 W。" },
          { source: "B", line: 4, text: "星尘-3 的典型功耗为 2.5 W。" },
        ],
      },
    ],
    speculation: [{ line: 12, text: "以下为来源外推测：售价约 30 美元。" }],
    uncovered: ["FP16 算力", "价格"],
    summary: { passed: false, byCode: { E1: 1, N1: 1, C1: 1 }, groundedRate: 0.5, grounded: 3, sentences: 6 },
    findings: [
      {
        ruleId: "unknown-entity",
        actual: "台积电",
        evidence: { text: "星尘-3 采用 12nm 工艺。", line: 2, source: "A" },
        message: "第4行 E1：'台积电' 不在来源中（白名单无此实体）",
        text: "星尘-3 采用台积电 12nm 工艺[A:L2]。",
        column: 1,
        line: 4,
        code: "E1",
        start: 10,
        end: 40,
      },
      {
        code: "N1",
        line: 5,
        column: 9,
        start: 50,
        end: 56,
        text: "FP16 算力为 4 TOPS[A:L5]。",
        message: "第5行 N1：'4 TOPS' 不在来源中",
        ruleId: "number-mismatch",
      },
      {
        code: "C1",
        line: 7,
        column: 1,
        start: 70,
        end: 90,
        text: "INT8 算力为 8 TOPS | 高[A:L3]。\u001b[2J",
        message: "第7行 C1：[A:L3] 是功耗行，该句说的是 INT8 算力（见 A:L4）",
        evidence: { source: "A", line: 3, text: "典型功耗为 2.1 W。" },
        foundAt: { source: "A", line: 4, text: "INT8 算力为 8 TOPS。" },
        ruleId: "wrong-citation",
      },
    ],
  };
}

function enPassing(): AuditResult {
  return {
    findings: [],
    summary: { sentences: 4, grounded: 4, groundedRate: 1, byCode: {}, passed: true },
    uncovered: [],
    speculation: [],
    conflicts: [],
    lang: "en",
  };
}

const ctx: AuditReportContext = {
  outputPath: "summary.md",
  color: false,
  sources: [
    { id: "A", path: "source_A.md" },
    { id: "B", path: "source_B.md" },
  ],
  settings: { strictness: "strict", citationStyle: "line", maxRangeLines: 5 },
};

describe("audit text report", () => {
  it("gives each finding one line with its place, code and message, the evidence below it", () => {
    const lines = auditTextReporter(zhResult(), ctx).split("\n");
    expect(lines.slice(0, 7)).toEqual([
      "summary.md:4:1  E1  第4行 E1：'台积电' 不在来源中（白名单无此实体）",
      "  A:L2  星尘-3 采用 12nm 工艺。",
      "summary.md:5:9  N1  第5行 N1：'4 TOPS' 不在来源中",
      "summary.md:7:1  C1  第7行 C1：[A:L3] 是功耗行，该句说的是 INT8 算力（见 A:L4）",
      "  A:L3  典型功耗为 2.1 W。",
      "  实际位于 A:L4  INT8 算力为 8 TOPS。",
      "",
    ]);
  });

  it("follows with the manifest, the lists in the output's language, the counts, the rate, and the gate last", () => {
    const text = auditTextReporter(zhResult(), ctx);
    expect(text).toContain("来源：A=source_A.md、B=source_B.md\n设置：严格度 strict、引用格式 [A:L12]、范围最多 5 行");
    expect(text).toContain("来源未覆盖：FP16 算力；价格");
    expect(text).toContain("来源外推测（未审计）：\n  summary.md:12  以下为来源外推测：售价约 30 美元。");
    expect(text).toContain("来源之间的冲突：\n  来源对典型功耗的说法不一致\n    A:L3  典型功耗为 2.1 W。\n    B:L4  星尘-3 的典型功耗为 2.5 W。");
    expect(text.endsWith("违规：E1×1、N1×1、C1×1\n有据句：3/6（0.50）\nFAIL\n")).toBe(true);
  });

  it("speaks English for an English output and always lists what is not covered", () => {
    const text = auditTextReporter(enPassing(), { outputPath: "summary.md", color: false });
    expect(text).toBe("Not covered by the sources: none\n\nFindings: none\nGrounded sentences: 4/4 (1.00)\nPASS\n");
  });

  it("leaves no trailing spaces after the list headings", () => {
    const result = { ...zhResult(), lang: "en" as const };
    const text = auditTextReporter(result, ctx);
    expect(text).toContain("Speculation (not audited):\n  summary.md:12");
    expect(text).toContain("Sources that disagree:\n  ");
    expect(text).not.toMatch(/ \n/);
  });

  it("shows the minimum grounded rate next to the rate when one was set", () => {
    const lines = auditSummaryLines(enPassing(), { color: false, settings: { minGroundedRate: 0.9 } });
    expect(lines).toEqual(["Findings: none", "Grounded sentences: 4/4 (1.00) (minimum 0.90)", "PASS"]);
  });

  it("has no escape sequences without color, even from the output's text", () => {
    expect(auditTextReporter(zhResult(), ctx)).not.toMatch(ANSI);
  });

  it("colors codes, evidence and the gate when asked", () => {
    const text = auditTextReporter(zhResult(), { ...ctx, color: true });
    expect(text).toContain("\u001b[1mE1\u001b[0m");
    expect(text).toContain("\u001b[2m  A:L2  星尘-3 采用 12nm 工艺。\u001b[0m");
    expect(text).toContain("\u001b[31mFAIL\u001b[0m");
    expect(auditTextReporter(enPassing(), { color: true })).toContain("\u001b[32mPASS\u001b[0m");
  });
});

describe("audit JSON report", () => {
  it("puts the DESIGN.md keys first, in order, at every level, and keeps every field", () => {
    const parsed = JSON.parse(auditJsonReporter(zhResult(), ctx)) as Record<string, unknown> & {
      findings: Record<string, unknown>[];
      summary: object;
    };
    expect(Object.keys(parsed)).toEqual(["findings", "summary", "uncovered", "speculation", "conflicts", "lang", "sources", "settings"]);
    expect(Object.keys(parsed.findings[0] ?? {})).toEqual(["code", "line", "column", "text", "message", "evidence", "ruleId", "actual", "start", "end"]);
    expect(Object.keys(parsed.findings[0]?.evidence as object)).toEqual(["source", "line", "text"]);
    expect(Object.keys(parsed.findings[2]?.foundAt as object)).toEqual(["source", "line", "text"]);
    expect(Object.keys(parsed.summary)).toEqual(["sentences", "grounded", "groundedRate", "byCode", "passed"]);
    const { sources, settings, ...result } = parsed;
    expect(result).toEqual(zhResult());
    expect(sources).toEqual(ctx.sources);
    expect(settings).toEqual(ctx.settings);
  });

  it("leaves out the manifest and settings it was not given, and never carries color", () => {
    const text = auditJsonReporter(enPassing(), { color: true });
    expect(JSON.parse(text)).toEqual(enPassing());
    expect(text).not.toMatch(ANSI);
    expect(text.endsWith("}\n")).toBe(true);
  });
});

describe("audit Markdown report", () => {
  const markdown = auditMarkdownReporter(zhResult(), ctx);

  it("opens with the verdict, the counts and the rate", () => {
    expect(markdown.startsWith("# 审计报告：summary.md\n\n**FAIL** · 违规：E1×1、N1×1、C1×1 · 有据句：3/6（0.50）\n")).toBe(true);
  });

  it("has a table of findings, one row each, with cells that cannot break the table", () => {
    expect(markdown).toContain("| 行 | 列 | 代码 | 说明 | 证据 |\n| ---: | ---: | --- | --- | --- |\n");
    expect(markdown).toContain("| 4 | 1 | E1 | 第4行 E1：'台积电' 不在来源中（白名单无此实体） | A:L2 星尘-3 采用 12nm 工艺。 |");
    const row = markdown.split("\n").find((line) => line.startsWith("| 7 |")) ?? "";
    expect(row).toContain("\\[A:L3\\]");
    expect(row).toContain("A:L3 典型功耗为 2.1 W。<br>实际位于 A:L4 INT8 算力为 8 TOPS。");
  });

  it("has the counts per code, what is not covered, speculation and conflicts", () => {
    expect(markdown).toContain("## 各代码计数\n\n| 代码 | 次数 |\n| --- | ---: |\n| E1 | 1 |\n| N1 | 1 |\n| C1 | 1 |");
    expect(markdown).toContain("## 来源未覆盖\n\n- FP16 算力\n- 价格");
    expect(markdown).toContain("## 来源外推测（未审计）\n\n- summary.md:12 以下为来源外推测：售价约 30 美元。");
    expect(markdown).toContain("## 来源之间的冲突\n\n- 来源对典型功耗的说法不一致：A:L3 典型功耗为 2.1 W。；B:L4 星尘-3 的典型功耗为 2.5 W。");
  });

  it("escapes HTML and table pipes from the output and leaves out empty sections", () => {
    const result = enPassing();
    result.uncovered = ["price <script>x</script> | tier"];
    const text = auditMarkdownReporter(result, { color: false });
    expect(text).toContain("- price &lt;script&gt;x&lt;/script&gt; \\| tier");
    expect(text).not.toContain("## Findings");
    expect(text).not.toContain("Speculation");
    expect(text).not.toMatch(ANSI);
  });
});

function alignResult(): AlignResult {
  return {
    sentences: [
      { best: { score: 0.8234, line: 2, source: "A" }, grounded: true, text: "星尘-3 采用 12nm 工艺。", line: 3 },
      { line: 4, text: "The price is $30 | maybe.", grounded: false, best: null },
    ],
  };
}

describe("align reports", () => {
  it("text: one line per sentence with its best source line, then the count", () => {
    expect(alignTextReporter(alignResult(), { outputPath: "summary.md", color: false })).toBe(
      'summary.md:3  grounded    A:L2 (0.82)  "星尘-3 采用 12nm 工艺。"\n' +
        'summary.md:4  ungrounded  -  "The price is $30 | maybe."\n' +
        "\n1/2 sentences grounded\n",
    );
    const colored = alignTextReporter(alignResult(), { color: true });
    expect(colored).toContain("\u001b[32mgrounded  \u001b[0m");
    expect(colored).toContain("\u001b[31mungrounded\u001b[0m");
  });

  it("JSON: the DESIGN.md keys in order, best null when nothing matched", () => {
    const parsed = JSON.parse(alignJsonReporter(alignResult(), { color: true })) as { sentences: Record<string, unknown>[] };
    expect(Object.keys(parsed)).toEqual(["sentences"]);
    expect(Object.keys(parsed.sentences[0] ?? {})).toEqual(["line", "text", "grounded", "best"]);
    expect(Object.keys(parsed.sentences[0]?.best as object)).toEqual(["source", "line", "score"]);
    expect(parsed).toEqual(alignResult());
    const withSources = JSON.parse(alignJsonReporter(alignResult(), { color: false, sources: [{ id: "A", path: "a.md" }] })) as object;
    expect(Object.keys(withSources)).toEqual(["sentences", "sources"]);
  });

  it("Markdown: a table with an escaped sentence per row", () => {
    const markdown = alignMarkdownReporter(alignResult(), { outputPath: "summary.md", color: false });
    expect(markdown).toContain("| Line | Grounded | Best source line | Sentence |");
    expect(markdown).toContain("| 4 | **no** | - | The price is $30 \\| maybe. |");
    expect(markdown).toContain("1/2 sentences grounded");
  });
});

describe("registry", () => {
  it("returns the reporter of each format", () => {
    expect(getAuditReporter("text")).toBe(auditTextReporter);
    expect(getAuditReporter("json")).toBe(auditJsonReporter);
    expect(getAuditReporter("markdown")).toBe(auditMarkdownReporter);
    expect(getAlignReporter("text")).toBe(alignTextReporter);
    expect(getAlignReporter("json")).toBe(alignJsonReporter);
    expect(getAlignReporter("markdown")).toBe(alignMarkdownReporter);
  });
});
