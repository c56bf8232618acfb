import { describe, expect, it } from "vitest";
import type { AuditResult } from "../../src/core/audit/types.js";
import type { VerifyResult } from "../../src/core/types.js";
import { getAuditReporter } from "../../src/reporters/audit-index.js";
import { markedText, type Mark } from "../../src/reporters/html-page.js";
import { getReporter } from "../../src/reporters/index.js";
import { ANSWER, passingResult, sampleResult } from "./fixture.js";
import { elementById, selfContainment, shownText, unescapeHtml } from "./html-text.js";

const html = getReporter("html");
const ctx = { answer: ANSWER, answerPath: "answer.md", color: false };

describe("verify HTML report", () => {
  const page = html(sampleResult(), ctx);

  it("is one self-contained UTF-8 page: nothing loaded from elsewhere, one inline script allowed by its hash", () => {
    expect(page.startsWith("<!doctype html>")).toBe(true);
    expect(page).toContain('<meta charset="utf-8">');
    expect(page).toContain("default-src 'none'");
    expect(selfContainment(page)).toEqual({ external: [], scripts: 1, scriptAllowed: true });
  });

  it("shows the answer exactly, line breaks and Chinese included, once the tips are closed", () => {
    expect(shownText(page)).toBe(ANSWER);
  });

  const marks: [id: string, verdict: string, sign: string, span: string][] = [
    ["c1", "contradicted", "✗", "The lamp draws 9 W [c2]."],
    ["c2", "supported", "✓", "It ships in red [c1]."],
    ["c3", "unsupported", "?", "Battery lasts 9 h [c3]."],
    ["c4", "supported", "✓", "电池续航九小时【1】。"],
  ];
  it.each(marks)("marks claim %s as %s with its sign, focusable and described by its tip", (id, verdict, sign, span) => {
    const mark = elementById(page, `claim-${id}`);
    expect(mark).toMatch(new RegExp(`^<span class="mark k-${verdict}" id="claim-${id}" tabindex="0" aria-describedby="tip-claim-${id}" data-sign="${sign.replace("?", "\\?")}">`));
    expect(unescapeHtml(mark.replace(/<span class="tip"[\s\S]*$/, "").replace(/<[^>]*>/g, ""))).toBe(span);
    expect(mark).toContain(`id="tip-claim-${id}"`);
  });

  it("reveals each claim's verdict, judge, reasons and evidence quote with chunk and line in its tip", () => {
    const tip = elementById(page, "tip-claim-c1");
    expect(tip).toContain("✗ contradicted");
    expect(tip).toContain("judge lexical, score 0.10");
    expect(tip).toContain("<code>X1</code> the source says 12 W, the claim says 9 W");
    expect(tip).toContain("[c2:L3] Lamp manual");
    expect(tip).toContain("The lamp draws 12 W at full brightness.");
    expect(elementById(page, "tip-claim-c3")).toContain("instead</span> [c4] <q>The battery lasts nine hours.</q>");
  });

  it("draws the verdict bar in proportion, with counts, faithfulness and the gate's failures", () => {
    const bar = /<div class="bar"[^>]*>.*?<\/div>/.exec(page)?.[0] ?? "";
    expect(bar).toContain('aria-label="2 supported, 1 unsupported, 1 contradicted"');
    expect([...bar.matchAll(/class="seg (k-\w+)" style="flex-grow:(\d+)"/g)].map((match) => [match[1], Number(match[2])])).toEqual([
      ["k-supported", 2],
      ["k-unsupported", 1],
      ["k-contradicted", 1],
    ]);
    expect(page).toContain('<p class="gate fail">FAIL: 1 claim contradicted</p>');
    expect(page).toContain("faithfulness <strong>0.50</strong>");
    expect(html(passingResult(), ctx)).toContain('<p class="gate pass">PASS</p>');
  });

  it("lists the flagged claims below, in answer order, each linking to its mark", () => {
    const list = /<ol class="flagged">([\s\S]*?)<\/ol>/.exec(page)?.[1] ?? "";
    expect([...list.matchAll(/href="#(claim-\w+)"/g)].map((match) => match[1])).toEqual(["claim-c1", "claim-c3"]);
    expect(list).toContain("line 2, column 1");
    expect(html(passingResult(), ctx)).toContain("<h2>Flagged claims (0)</h2>\n<p>None.</p>");
  });

  it("names the judge and its version, its token usage when it has some, and a legend with every verdict", () => {
    expect(page).toContain("<p>judge lexical 1</p>");
    const result: VerifyResult = { ...sampleResult(), judge: { id: "openai:gpt-4o-mini", version: "2024-07-18", usage: { requests: 3, inputTokens: 1204, outputTokens: 96, cachedClaims: 2 } } };
    expect(html(result, ctx)).toContain("<p>judge openai:gpt-4o-mini: 3 requests, 1,204 input and 96 output tokens, 2 claims from the cache</p>");
    const legend = /<ul class="legend">.*?<\/ul>/.exec(page)?.[0] ?? "";
    expect([...legend.matchAll(/class="swatch (k-\w+)" data-sign="([^"]+)"/g)].map((match) => [match[1], match[2]])).toEqual([
      ["k-supported", "✓"],
      ["k-unsupported", "?"],
      ["k-contradicted", "✗"],
    ]);
  });

  it("escapes markup from the answer, the claims and the chunks, and links only web addresses", () => {
    const answer = 'See <script>alert("a")</script> & <img src=x onerror=alert(1)> [c1].';
    const result = sampleResult();
    result.claims = [
      {
        ...result.claims[0]!,
        text: 'See <script>alert("a")</script>.',
        start: 0,
        end: answer.length,
        evidence: [
          { chunkId: "c1</span>", quote: "<script>alert(2)</script>", start: 0, end: 10, title: "<b>t</b>", url: "javascript:alert(3)" },
          { chunkId: "c2", quote: "fine", start: 0, end: 4, url: 'https://example.com/?q="><script>' },
        ],
      },
    ];
    const hostile = html(result, { ...ctx, answer, answerPath: "<script>.md" });
    expect(selfContainment(hostile)).toMatchObject({ external: [], scripts: 1 });
    expect(hostile).not.toContain("<img");
    expect(hostile).not.toContain("javascript:");
    expect(hostile).toContain("&lt;script&gt;alert(&quot;a&quot;)&lt;/script&gt;");
    expect(hostile).toContain('href="https://example.com/?q=&quot;&gt;&lt;script&gt;"');
    expect(shownText(hostile)).toBe(answer);
  });
});

describe("marking spans of a text", () => {
  const mark = (id: string, start: number, end: number, rank = 0): Mark => ({ id, start, end, kind: `k-${id}`, sign: id, rank, tip: `<b>${id}</b>` });

  it("merges overlapping marks into one that shows the highest-ranked kind, every sign and every tip", () => {
    const { html: text, anchor } = markedText("abcdefgh", [mark("x", 1, 4), mark("y", 3, 6, 1), mark("z", 7, 8)]);
    expect(text).toBe(
      'a<span class="mark k-y" id="x" tabindex="0" aria-describedby="tip-x" data-sign="x y">bcdef<span class="tip" role="tooltip" id="tip-x"><b>x</b><b>y</b></span></span>g' +
        '<span class="mark k-z" id="z" tabindex="0" aria-describedby="tip-z" data-sign="z">h<span class="tip" role="tooltip" id="tip-z"><b>z</b></span></span>',
    );
    expect([...anchor]).toEqual([
      ["x", "x"],
      ["y", "x"],
      ["z", "z"],
    ]);
  });

  it("leaves out empty marks and clips marks to the text", () => {
    const { html: text, anchor } = markedText("ab", [mark("x", 1, 1), mark("y", 1, 9)]);
    expect(text).toBe('a<span class="mark k-y" id="y" tabindex="0" aria-describedby="tip-y" data-sign="y">b<span class="tip" role="tooltip" id="tip-y"><b>y</b></span></span>');
    expect(anchor.has("x")).toBe(false);
  });
});

const OUTPUT = "星尘-3 采用台积电 12nm 工艺[A:L2]。\n<script>x</script> 算力为 4 TOPS[A:L4]。";

function auditResult(): AuditResult {
  const at = (text: string): { start: number; end: number } => ({ start: OUTPUT.indexOf(text), end: OUTPUT.indexOf(text) + text.length });
  return {
    findings: [
      { code: "E1", line: 1, column: 8, ...at("台积电"), text: "星尘-3 采用台积电 12nm 工艺[A:L2]。", message: "第1行 E1：'台积电' 不在来源中", evidence: { source: "A", line: 2, text: "星尘-3 采用 12nm 工艺。" }, ruleId: "unknown-entity" },
      { code: "N1", line: 2, column: 25, ...at("4 TOPS"), text: "<script>x</script> 算力为 4 TOPS[A:L4]。", message: "第2行 N1：'4 TOPS' 不在来源中", evidence: { source: "A", line: 4, text: "<script>y</script>" }, ruleId: "number-mismatch" },
      { code: "C1", line: 2, column: 1, ...at("<script>x</script> 算力为 4 TOPS[A:L4]。"), text: "<script>x</script> 算力为 4 TOPS[A:L4]。", message: "第2行 C1", foundAt: { source: "B", line: 3, text: "算力为 8 TOPS。" }, ruleId: "wrong-citation" },
    ],
    summary: { sentences: 3, grounded: 1, groundedRate: 0.3333, byCode: { E1: 1, N1: 1, C1: 1 }, passed: false },
    uncovered: ["价格 <b>"],
    speculation: [{ line: 5, text: "以下为来源外推测：售价约 30 美元。" }],
    conflicts: [],
    lang: "zh",
  };
}

describe("audit HTML report", () => {
  const ctxAudit = { outputPath: "summary.md", output: OUTPUT, color: false, sources: [{ id: "A", path: "A.md" }] };
  const page = getAuditReporter("html")(auditResult(), ctxAudit);

  it("is one self-contained page in the output's language", () => {
    expect(page).toContain('<html lang="zh">');
    expect(page).toContain('<meta charset="utf-8">');
    expect(selfContainment(page)).toEqual({ external: [], scripts: 1, scriptAllowed: true });
    expect(page).toContain('<p class="gate fail">FAIL · 违规：E1×1、N1×1、C1×1</p>');
    expect(page).toContain('aria-label="1 有据句, 2 有违规的句子"');
  });

  it("shows the output exactly, escaped, with each finding's span marked by its code", () => {
    expect(shownText(page)).toBe(OUTPUT);
    expect(elementById(page, "finding-1")).toMatch(/^<span class="mark k-finding" id="finding-1" [^>]*data-sign="E1">台积电</);
    // The N1 lies inside the C1's sentence: one mark, the sentence's, that lists both.
    expect(page).not.toContain('id="finding-2"');
    const merged = elementById(page, "finding-3");
    expect(merged).toContain('data-sign="C1 N1"');
    expect(merged).toContain("<code>N1</code>");
    expect(merged).toContain("<code>C1</code>");
    expect(merged).toContain("实际位于 B:L3");
  });

  it("lists the findings with their place and the cited line, counts per code, and what the sources do not cover", () => {
    const list = /<ol class="flagged">([\s\S]*?)<\/ol>/.exec(page)?.[1] ?? "";
    expect([...list.matchAll(/href="#(finding-\d+)"/g)].map((match) => match[1])).toEqual(["finding-1", "finding-3", "finding-3"]);
    expect(list).toContain("行 2、列 25");
    expect(list).toContain("&lt;script&gt;y&lt;/script&gt;");
    expect(page).toMatch(/<tr><td><code>N1<\/code><\/td><td>1<\/td><td>[^<]+<\/td><\/tr>/);
    expect(page).toContain("<li>价格 &lt;b&gt;</li>");
    expect(page).toContain("summary.md:5");
  });

  it("lists the findings without marks when it has no output text", () => {
    const { output: _, ...withoutText } = ctxAudit;
    const bare = getAuditReporter("html")(auditResult(), withoutText);
    expect(bare).not.toContain('<div class="text">');
    expect(bare).toContain("<code>E1</code> 第1行 E1");
    expect(bare).not.toContain('href="#finding');
  });
});
