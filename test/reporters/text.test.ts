import { describe, expect, it } from "vitest";
import { getReporter } from "../../src/reporters/index.js";
import { textReporter } from "../../src/reporters/text.js";
import { ANSWER, passingResult, sampleResult } from "./fixture.js";

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/;
const plain = { answer: ANSWER, answerPath: "answer.md", color: false };

describe("textReporter", () => {
  it("shows each flagged claim with location, verdict, reasons and evidence, in answer order", () => {
    const lines = textReporter(sampleResult(), plain).split("\n");
    expect(lines.slice(0, 3)).toEqual([
      'answer.md:1:1  contradicted  "The lamp draws 9 W."',
      "  X1  the source says 12 W, the claim says 9 W",
      '  evidence [c2:L3] Lamp manual: "The lamp draws 12 W at full brightness."',
    ]);
    expect(lines[3]).toBe("");
    expect(lines[4]).toBe('answer.md:2:1  unsupported  "Battery lasts 9 h.[2J"');
    expect(lines[5]).toBe("  S1  chunk c3 does not state the battery life");
    expect(lines[6]).toBe('  instead [c4] "The battery lasts nine hours."');
    expect(lines[7]).toMatch(/^ {2}evidence \[c3\] "Charging takes [a-z ]+…"$/);
  });

  it("cuts long quotes and keeps every entry on one line", () => {
    const evidence = textReporter(sampleResult(), plain).split("\n").find((line) => line.startsWith("  evidence [c3]"));
    expect(Array.from(evidence ?? "").length).toBeLessThan(200);
  });

  it("ends with the summary line and the gate with its failures", () => {
    const text = textReporter(sampleResult(), plain);
    expect(text.endsWith("4 claims: 2 supported, 1 unsupported, 1 contradicted, faithfulness 0.50\nFAIL: 1 claim contradicted\n")).toBe(
      true,
    );
    expect(textReporter(passingResult(), plain)).toBe(
      "2 claims: 2 supported, 0 unsupported, 0 contradicted, faithfulness 1.00\nPASS\n",
    );
  });

  it("lists supported claims, one line each, only when verbose", () => {
    expect(textReporter(sampleResult(), plain)).not.toMatch(/ {2}supported {2}/);
    const verbose = textReporter(sampleResult(), { ...plain, verbose: true }).split("\n");
    expect(verbose).toContain('answer.md:1:26  supported  "It ships in red."');
    expect(verbose).toContain('answer.md:2:25  supported  "电池续航九小时。"');
    expect(verbose.indexOf('answer.md:1:26  supported  "It ships in red."')).toBeGreaterThan(
      verbose.indexOf('answer.md:1:1  contradicted  "The lamp draws 9 W."'),
    );
  });

  it("has no escape sequences without color, even from claim text", () => {
    expect(textReporter(sampleResult(), { ...plain, verbose: true })).not.toMatch(ANSI);
  });

  it("colors verdicts, the gate and evidence when asked", () => {
    const text = textReporter(sampleResult(), { ...plain, color: true, verbose: true });
    expect(text).toContain("\u001b[31mcontradicted\u001b[0m");
    expect(text).toContain("\u001b[33munsupported\u001b[0m");
    expect(text).toContain("\u001b[32msupported\u001b[0m");
    expect(text).toContain("\u001b[31mFAIL: 1 claim contradicted\u001b[0m");
    expect(text).toContain('\u001b[2m  evidence [c2:L3]');
  });

  it("falls back to 'answer' when no path is given", () => {
    expect(textReporter(sampleResult(), { answer: ANSWER, color: false })).toContain('answer:1:1  contradicted');
  });

  it("is what getReporter returns for text", () => {
    expect(getReporter("text")).toBe(textReporter);
  });
});
