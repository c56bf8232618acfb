// The closed-world audit on the seed's own example (星尘-3) and its English twin: every planted
// violation gets its code on its line, clean lines get nothing, and the boundaries hold.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { alignSentences, audit } from "../../src/core/audit/audit.js";
import type { AuditResult, Source } from "../../src/core/audit/types.js";

function fixture(lang: "zh" | "en"): { output: string; sources: Source[] } {
  const dir = new URL(`./fixtures/${lang}/`, import.meta.url);
  return {
    output: readFileSync(new URL("summary.md", dir), "utf8"),
    sources: ["A", "B"].map((id) => ({ id, text: readFileSync(new URL(`${id}.md`, dir), "utf8") })),
  };
}

function codesByLine(result: AuditResult): Record<number, string[]> {
  const byLine: Record<number, string[]> = {};
  for (const f of result.findings) (byLine[f.line] ??= []).push(f.code);
  for (const codes of Object.values(byLine)) codes.sort();
  return byLine;
}

describe.each(["zh", "en"] as const)("audit (%s)", (lang) => {
  it("finds every planted violation on its line and nothing on clean lines", async () => {
    const result = await audit(fixture(lang));
    const byLine = codesByLine(result);
    expect(byLine[3]).toEqual(["E1"]); // 台积电 / TSMC
    expect(byLine[4]).toEqual(["N1", "Q1"]); // FP16 given although the source says it is not
    expect(byLine[5]).toEqual(["C1"]); // INT8 cited at the power line
    expect(byLine[8]).toContain("R1"); // because / 因为 … 优于
    for (const clean of [6, 7, 9, 10]) expect(byLine[clean]).toBeUndefined(); // 2100 mW = 2.1 W, merged sources, 八 = 8
    expect(result.summary).toMatchObject({ sentences: 8, grounded: 4, groundedRate: 0.5, passed: false });
  });

  it("points C1 at the line that holds the content", async () => {
    const c1 = (await audit(fixture(lang))).findings.find((f) => f.code === "C1")!;
    expect(c1.foundAt).toMatchObject({ source: "A", line: 4 });
    expect(c1.evidence).toMatchObject({ source: "A", line: 3 });
  });

  it("speaks the output's language", async () => {
    const e1 = (await audit(fixture(lang))).findings.find((f) => f.code === "E1")!;
    expect(e1.message.startsWith(lang === "zh" ? "第3行 E1：" : "line 3 E1:")).toBe(true);
  });

  it("lists speculation instead of auditing it, and what the sources do not cover", async () => {
    const result = await audit(fixture(lang));
    expect(result.speculation.length).toBeGreaterThan(0);
    expect(result.findings.every((f) => f.line < 12)).toBe(true);
    expect(result.uncovered.some((item) => item.includes("FP16") && item.includes("A:L5"))).toBe(true);
  });

  it("reports sources that disagree with both locations", async () => {
    const { conflicts } = await audit(fixture(lang));
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.locations.map((l) => `${l.source}:L${l.line}`)).toEqual(["A:L3", "B:L4"]);
  });

  it("aligns each sentence with its best line and marks the ungrounded ones", async () => {
    const { sentences } = await alignSentences(fixture(lang));
    const grounded = Object.fromEntries(sentences.map((s) => [s.line, s.grounded]));
    expect(grounded).toMatchObject({ 3: false, 4: false, 5: true, 6: true, 7: true, 8: false, 9: true, 10: true });
    expect(sentences.find((s) => s.line === 5)!.best).toMatchObject({ source: "A", line: 4 });
  });
});

describe("audit options and boundaries", () => {
  const sources: Source[] = [{ id: "A", text: "Stardust-3 overview\nStardust-3 is made on a 12 nm process.\nTypical power draw is 2.1 W.\n" }];

  it("flags an uncited sentence in strict mode and checks it against every source in lenient mode", async () => {
    const output = "Stardust-3 is made on a 12 nm process.\n";
    expect((await audit({ output, sources })).findings.map((f) => f.code)).toEqual(["C3"]);
    expect((await audit({ output, sources }, { strictness: "lenient" })).findings).toEqual([]);
    expect((await audit({ output: "Stardust-3 draws 9 W.\n", sources }, { strictness: "lenient" })).findings.map((f) => f.code)).toEqual(["X1"]);
  });

  it("accepts a paraphrase, a unit conversion and a deletion (the seed's 功耗 2.1 W -> 典型功耗为 2.1 瓦)", async () => {
    const zh: Source[] = [{ id: "A", text: "星尘-3 规格\n功耗 2.1 W，INT8 算力 8 TOPS。\n" }];
    expect((await audit({ output: "星尘-3 的典型功耗为 2.1 瓦[A:L2]。\n", sources: zh })).findings).toEqual([]);
    expect((await audit({ output: "Its typical power draw is 2,100 milliwatts [A:L3].\n", sources })).findings).toEqual([]);
  });

  it("accepts a declared alias and only then", async () => {
    const output = "SD-3 is made on a 12 nm process [A:L2].\n";
    expect((await audit({ output, sources })).findings.map((f) => f.code)).toEqual(["E1"]);
    expect((await audit({ output, sources }, { aliases: [["Stardust-3", "SD-3"]] })).findings).toEqual([]);
  });

  it("limits a line range to maxRangeLines", async () => {
    const long: Source[] = [{ id: "A", text: "x\n".repeat(3) + sources[0]!.text + "y\n".repeat(4) }];
    const output = "Stardust-3 is made on a 12 nm process [A:L1-7].\n";
    expect((await audit({ output, sources: long })).findings.map((f) => f.code)).toEqual(["C2"]);
    expect((await audit({ output, sources: long }, { maxRangeLines: 10 })).findings).toEqual([]);
  });
});
