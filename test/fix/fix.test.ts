// fix on summaries of our own (Chinese and English) with clean sentences and a violation of every
// code under headings, in a list, in paragraphs and next to a table: strict drops exactly the
// failing sentences and clauses (compared with the text edited by hand), lenient marks them, the
// quote fallback puts the cited lines in their place; the result audits clean.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { audit } from "../../src/core/audit/audit.js";
import type { Source } from "../../src/core/audit/types.js";
import { auditChecker, verifyChecker } from "../../src/core/fix/check.js";
import { fix, type FixMode } from "../../src/core/fix/fix.js";
import { repair, type Pending } from "../../src/core/fix/repair.js";

type Lang = "zh" | "en";

function read(lang: Lang, name: string): string {
  return readFileSync(new URL(`./fixtures/${lang}/${name}`, import.meta.url), "utf8");
}

function fixture(lang: Lang): { output: string; sources: Source[] } {
  return { output: read(lang, "summary.md"), sources: ["A", "B"].map((id) => ({ id, text: read(lang, `${id}.md`) })) };
}

async function fixFixture(lang: Lang, mode: FixMode, maxRounds?: number) {
  const { output, sources } = fixture(lang);
  return fix(output, auditChecker(sources, { strictness: mode }), { mode, ...(maxRounds === undefined ? {} : { maxRounds }) });
}

/** The sentence lines of the summary that carry each code ("竞品" is a name, "its rivals" is not), and the sentences with no finding. */
const PLANTED: Record<Lang, Record<number, string[]>> = {
  zh: { 6: ["E1"], 7: ["N1"], 8: ["N1", "Q1"], 9: ["C1"], 14: ["E1", "R1"], 16: ["N1"], 18: ["C3"], 20: ["C2"], 21: ["X1"] },
  en: { 6: ["E1"], 7: ["N1"], 8: ["N1", "Q1"], 9: ["C1"], 14: ["R1"], 16: ["N1"], 18: ["C3"], 20: ["C2"], 21: ["X1"] },
};
const CLEAN: Record<Lang, string[]> = {
  zh: ["云雀-7 采用 MEMS 工艺[A:L2]。", "云雀-7 的工作电压为 3.3 V[A:L4]。", "云雀-7 于 2024年6月发布[B:L2]。", "云雀-7 面向可穿戴设备[B:L4]。"],
  en: ["Skylark-7 is built on a MEMS process [A:L2].", "The supply voltage of Skylark-7 is 3.3 V [A:L4].", "Skylark-7 was released in June 2024 [B:L2].", "Skylark-7 targets wearable devices [B:L4]."],
};

describe.each(["zh", "en"] as const)("fix (%s)", (lang) => {
  it("the fixture carries every code on its planted line", async () => {
    const { findings } = await audit(fixture(lang));
    const byLine: Record<number, string[]> = {};
    for (const f of findings) byLine[f.line] = [...new Set([...(byLine[f.line] ?? []), f.code])].sort();
    expect(byLine).toEqual(PLANTED[lang]);
  });

  it("strict drops exactly the failing sentences and clauses, and the result audits clean", async () => {
    const result = await fixFixture(lang, "strict");
    expect(result.text).toBe(read(lang, "strict.md"));
    expect(result).toMatchObject({ clean: true, rounds: 1, marked: 0 });
    expect(result.changes.map((c) => [c.line, [...c.codes].sort(), c.action])).toEqual(Object.entries(PLANTED[lang]).map(([line, codes]) => [Number(line), codes, "dropped"]));
    const clause = result.changes.find((c) => c.line === 16)!;
    expect(clause.after).toBe(lang === "zh" ? "云雀-7 的采样率为 200 Hz[A:L3]。" : "The sampling rate of Skylark-7 is 200 Hz [A:L3].");
    const again = await audit({ output: result.text, sources: fixture(lang).sources });
    expect(again.findings).toEqual([]);
    for (const sentence of CLEAN[lang]) expect(result.text).toContain(sentence);
    expect(result.report.summary).toMatchObject({ passed: true, sentences: 5, grounded: 5 });
  });

  it("lenient keeps every sentence and marks the failing ones", async () => {
    const result = await fixFixture(lang, "lenient");
    expect(result.text).toBe(read(lang, "lenient.md"));
    const mark = lang === "zh" ? "（来源未提及）" : "[not in sources]";
    // Lenient checks an uncited sentence against every source: the C3 line holds and is not marked.
    expect(result.changes.map((c) => c.line)).toEqual([6, 7, 8, 9, 14, 16, 20, 21]);
    for (const change of result.changes) {
      expect(change.action).toBe("marked");
      expect(change.after.replace(lang === "zh" ? mark : ` ${mark}`, "")).toBe(change.before);
    }
    expect(result).toMatchObject({ clean: true, marked: 8 });
    expect(result.report.summary.passed).toBe(false);
  });

  it("with no rounds, quotes the cited lines of each failing sentence and drops what cites nothing", async () => {
    const result = await fixFixture(lang, "strict", 0);
    expect(result.text).toBe(read(lang, "quoted.md"));
    expect(result.rounds).toBe(0);
    expect(Object.fromEntries(result.changes.map((c) => [c.line, c.action]))).toEqual({ 6: "quoted", 7: "quoted", 8: "quoted", 9: "quoted", 14: "quoted", 16: "quoted", 18: "dropped", 20: "dropped", 21: "quoted" });
    expect(result.changes.every((c) => c.round === 1)).toBe(true);
    expect((await audit({ output: result.text, sources: fixture(lang).sources })).findings).toEqual([]);
  });

  it("lenient with no rounds marks what it cannot quote", async () => {
    const result = await fixFixture(lang, "lenient", 0);
    const c2 = result.changes.find((c) => c.line === 20)!;
    expect(c2.action).toBe("marked");
    expect(result.changes.filter((c) => c.action === "quoted")).toHaveLength(7);
    expect(result.clean).toBe(true);
  });
});

describe("the re-audit loop", () => {
  const { sources } = fixture("en");
  const checker = auditChecker(sources);
  const input = "Skylark-7 weighs 4 grams [B:L3].\n\nSkylark-7 is made by Bosch [A:L2].\n";
  // A repair that creates a new problem: the Bosch sentence becomes one with a weight no source has.
  const rewriteTo = (sentence: string) => (pending: readonly Pending[]) => ({ edits: pending.map((p) => ({ ...p.unit.span, text: sentence })), changes: [] });
  const wrong = rewriteTo("Skylark-7 weighs 7 grams [B:L3].");
  const right = rewriteTo("Skylark-7 weighs 4 grams [B:L3].");

  it("audits the repaired text again and repairs what the repair broke", async () => {
    const result = await repair({ text: input, checker, maxRounds: 3, fallback: "drop", round: (pending, _, round) => (round === 1 ? wrong : right)(pending) });
    expect(result).toMatchObject({ rounds: 2, clean: true, text: "Skylark-7 weighs 4 grams [B:L3].\n\nSkylark-7 weighs 4 grams [B:L3].\n" });
  });

  it("falls back to the quote once the rounds are spent", async () => {
    const result = await repair({ text: input, checker, maxRounds: 1, fallback: "drop", round: wrong });
    expect(result.rounds).toBe(1);
    expect(result.changes).toEqual([{ round: 2, codes: ["X1"], line: 3, before: "Skylark-7 weighs 7 grams [B:L3].", after: '"Skylark-7 weighs 4 grams" [B:L3].', action: "quoted" }]);
    expect(result.clean).toBe(true);
  });

  it("stops when a round changes nothing and quotes instead", async () => {
    const result = await repair({ text: input, checker, maxRounds: 3, fallback: "drop", round: () => ({ edits: [], changes: [] }) });
    expect(result.rounds).toBe(0);
    expect(result.text).toBe('Skylark-7 weighs 4 grams [B:L3].\n\n"Skylark-7 is built on a MEMS process" [A:L2].\n');
  });
});

describe("fix of a chunk-cited answer (verify)", () => {
  const chunks = [
    { id: "c1", text: "Skylark-7 is built on a MEMS process. The sampling rate of Skylark-7 is 200 Hz." },
    { id: "c2", text: "Skylark-7 weighs 4 grams and targets wearable devices." },
  ];
  const answer = "# Skylark-7\n\nSkylark-7 is built on a MEMS process [c1]. Its sampling rate is 100 Hz [c1]. Skylark-7 weighs 4 grams [c2].\n\n- Skylark-7 is made by Bosch [c2].\n- Skylark-7 targets wearable devices [c2].\n- Skylark-7 weighs 4 grams.\n";

  it("strict drops the contradicted, unsupported and uncited claims and re-verifies", async () => {
    const result = await fix(answer, verifyChecker(chunks), { mode: "strict" });
    expect(result.text).toBe("# Skylark-7\n\nSkylark-7 is built on a MEMS process [c1]. Skylark-7 weighs 4 grams [c2].\n\n- Skylark-7 targets wearable devices [c2].\n");
    expect(result.changes.map((c) => [c.line, c.codes.includes("X1") || c.codes.includes("E1") || c.codes.includes("C3")])).toEqual([[3, true], [5, true], [7, true]]);
    expect(result.report.summary).toMatchObject({ claims: 3, supported: 3, passed: true });
  });

  it("quotes the evidence sentence of the cited chunk with its marker", async () => {
    const result = await fix(answer, verifyChecker(chunks), { mode: "strict", maxRounds: 0 });
    expect(result.text).toContain('"The sampling rate of Skylark-7 is 200 Hz" [c1].');
    expect(result.clean).toBe(true);
  });
});
