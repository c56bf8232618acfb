import { describe, expect, it } from "vitest";
import { compareFaithfulness } from "../../src/core/baseline.js";
import type { VerifyResult } from "../../src/core/types.js";
import { getReporter } from "../../src/reporters/index.js";
import { ANSWER, passingResult, sampleResult } from "./fixture.js";

const markdown = getReporter("markdown");
const ctx = { answer: ANSWER, answerPath: "answer.md", color: false };

/** The rows of the table under a heading, as lists of cells (escaped pipes kept inside their cell). */
function tableUnder(text: string, heading: string): string[][] {
  const section = text.split(`${heading}\n\n`)[1] ?? "";
  const rows = section.split("\n\n")[0]!.split("\n").slice(2).filter((row) => row !== "");
  return rows.map((row) => row.slice(2, -2).split(/(?<!\\) \| /));
}

describe("verify Markdown report", () => {
  const text = markdown(sampleResult(), ctx);

  it("opens with the file, the gate with its failures, the summary line and the judge", () => {
    expect(text.startsWith("# Verification: answer.md\n\n**FAIL: 1 claim contradicted**  \n4 claims: 2 supported, 1 unsupported, 1 contradicted, faithfulness 0.50  \njudge lexical 1\n")).toBe(true);
    expect(markdown(passingResult(), ctx)).toContain("**PASS**  \n");
  });

  it("has a table of counts per verdict", () => {
    expect(tableUnder(text, "judge lexical 1")).toEqual([
      ["supported", "2"],
      ["unsupported", "1"],
      ["contradicted", "1"],
      ["**total**", "4"],
    ]);
  });

  it("has a row per flagged claim, in answer order, with its place, verdict, reasons and evidence", () => {
    const rows = tableUnder(text, "## Flagged claims (2)");
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ["1", "1", "**contradicted**"],
      ["2", "1", "**unsupported**"],
    ]);
    expect(rows[0]!.slice(3)).toEqual(["The lamp draws 9 W.", "**X1** the source says 12 W, the claim says 9 W", '\\[c2:L3\\] Lamp manual: "The lamp draws 12 W at full brightness."']);
    expect(rows[1]![4]).toBe('**S1** chunk c3 does not state the battery life (instead \\[c4\\] "The battery lasts nine hours.")');
    // Long quotes are cut; control characters from the claim are dropped.
    expect(rows[1]![3]).toBe("Battery lasts 9 h.\\[2J");
    expect(rows[1]![5]).toMatch(/^\\\[c3\\\] "Charging takes (long )+long…"$/);
  });

  it("lists the supported claims only when verbose", () => {
    expect(text).not.toContain("Supported claims");
    const verbose = markdown(sampleResult(), { ...ctx, verbose: true });
    expect(tableUnder(verbose, "## Supported claims (2)")).toEqual([
      ["1", "26", "It ships in red.", "-"],
      ["2", "25", "电池续航九小时。", '\\[1\\] "电池续航九小时。"'],
    ]);
  });

  it("escapes Markdown specials, HTML and pipes so that a cell cannot break its table", () => {
    const result: VerifyResult = sampleResult();
    result.claims[0]!.text = "A | B *bold* <script>x</script> `code` [link](http://x)";
    result.claims[0]!.reasons[0]!.message = "a|b_c";
    const rows = tableUnder(markdown(result, ctx), "## Flagged claims (2)");
    expect(rows[0]).toHaveLength(6);
    expect(rows[0]![3]).toBe("A \\| B \\*bold\\* &lt;script&gt;x&lt;/script&gt; \\`code\\` \\[link\\](http://x)");
    expect(rows[0]![4]).toBe("**X1** a\\|b\\_c");
  });

  it("adds the judge's usage and the baseline comparison when the run has them", () => {
    const result: VerifyResult = {
      ...sampleResult(),
      judge: { id: "openai:gpt-4o-mini", version: "2024-07-18", usage: { requests: 3, inputTokens: 1204, outputTokens: 96, cachedClaims: 0 } },
      baseline: compareFaithfulness(0.5, { source: "run 4", value: 0.75 }, 0),
    };
    const lines = markdown(result, ctx).split("\n");
    expect(lines).toContain("judge openai:gpt-4o-mini 2024-07-18  ");
    expect(lines).toContain("judge openai:gpt-4o-mini: 3 requests, 1,204 input and 96 output tokens  ");
    expect(lines.find((line) => line.startsWith("baseline run 4:"))).toContain("FAIL");
  });
});
