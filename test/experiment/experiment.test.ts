// The A/B experiment's counting: per group, pooled over its outputs; codes beyond the seed's five
// only when some output has them; the delta of every later group against the first.
import { describe, expect, it } from "vitest";
import type { AuditResult } from "../../src/core/audit/types.js";
import { experiment } from "../../src/core/experiment/experiment.js";
import { experimentMarkdownReporter } from "../../src/reporters/experiment-markdown.js";

function audited(sentences: number, grounded: number, byCode: AuditResult["summary"]["byCode"]): AuditResult {
  return { findings: [], summary: { sentences, grounded, groundedRate: 0, byCode, passed: false }, uncovered: [], speculation: [], conflicts: [], lang: "en" };
}

describe("experiment", () => {
  const result = experiment([
    { name: "baseline", outputs: [{ file: "b1.md", result: audited(6, 3, { E1: 3, N1: 1, C3: 1 }) }, { file: "b2.md", result: audited(4, 2, { E1: 1, N1: 1, R1: 1 }) }] },
    { name: "grounded", outputs: [{ file: "g1.md", result: audited(5, 5, {}) }, { file: "g2.md", result: audited(3, 2, { C1: 1 }) }] },
  ]);

  it("pools each group's outputs", () => {
    expect(result.codes).toEqual(["E1", "N1", "R1", "Q1", "C1", "C3"]);
    expect(result.groups.baseline).toMatchObject({ files: 2, sentences: 10, grounded: 5, groundedRate: 0.5, byCode: { E1: 4, N1: 2, R1: 1, Q1: 0, C1: 0, C3: 1 } });
    expect(result.groups.grounded).toMatchObject({ files: 2, sentences: 8, grounded: 7, groundedRate: 0.875, byCode: { E1: 0, N1: 0, R1: 0, Q1: 0, C1: 1, C3: 0 } });
    expect(result.groups.baseline!.outputs.map((o) => [o.file, o.groundedRate])).toEqual([["b1.md", 0.5], ["b2.md", 0.5]]);
  });

  it("compares later groups with the first", () => {
    expect(result.delta).toEqual({ grounded: { sentences: -2, grounded: 2, groundedRate: 0.375, byCode: { E1: -4, N1: -2, R1: -1, Q1: 0, C1: 1, C3: -1 } } });
  });

  it("writes the table and the seed's one-line comparison", () => {
    const markdown = experimentMarkdownReporter(result, {});
    expect(markdown).toContain("| baseline | 2 | 10 | 5 | 0.50 | 4 | 2 | 1 | 0 | 0 | 1 |");
    expect(markdown).toContain("| grounded − baseline |  | −2 | +2 | +0.38 | −4 | −2 | −1 | 0 | +1 | −1 |");
    expect(markdown).toContain("baseline E1=4 N1=2 R1=1 Q1=0 C1=0 C3=1; grounded E1=0 N1=0 R1=0 Q1=0 C1=1 C3=0");
  });
});
