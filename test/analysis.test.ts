// Source sentences are analysed lazily and answer "may it hold this?" questions from summaries:
// the lazy parts must equal what they are made from, and a summary may never turn away a true match.
import { describe, expect, it } from "vitest";
import { analyse, flatten, matchKey, MIN_ROOT, SourceAnalysis } from "../src/core/analysis.js";
import { tokenize } from "../src/core/text/tokens.js";
import { extractEntities } from "../src/core/text/entities.js";
import { negationCues } from "../src/core/lexicon/negation.js";
import { extractDates, extractQuantities } from "../src/core/quantities/index.js";

const sentences = [
  "The Acme X1 draws 9 W at 1.2 GHz and does not support LPDDR5X memory.",
  "Revenue rose 12% to $40 million in March 2025, according to the annual report.",
  "该芯片采用台积电 12 纳米工艺，功耗为 2.1 瓦，不支持 PCIe 5.0。",
  "Employees relocated to the new headquarters; the relocation took three months.",
];

describe("SourceAnalysis", () => {
  it.each(sentences)("reads %s at its offset in the chunk", (text) => {
    const base = 40;
    const sentence = new SourceAnalysis(text, base);
    const tokens = tokenize(text, base);
    const content = tokens.filter((t) => !t.stop && (t.kind === "word" || t.kind === "cjk"));
    const moved = <T extends { start: number; end: number }>(spans: T[]): T[] => spans.map((s) => ({ ...s, start: s.start + base, end: s.end + base }));
    expect(sentence.end).toBe(base + text.length);
    expect([...sentence.keys]).toEqual([...new Set(content.map(matchKey))]);
    expect(sentence.flat).toBe(flatten(text));
    expect(sentence.content).toEqual(content);
    expect(sentence.negations).toEqual(negationCues(tokens));
    expect(sentence.quantities).toEqual(moved(extractQuantities(text)));
    expect(sentence.dates).toEqual(moved(extractDates(text)));
    expect(sentence.entities).toEqual(moved(extractEntities(text, tokenize(text))));
  });

  it.each(sentences)("never turns away a part that the folded text of %s holds", (text) => {
    const sentence = new SourceAnalysis(text, 0);
    const flat = sentence.flat;
    for (let start = 0; start < flat.length; start++) {
      for (let end = start + 1; end <= Math.min(flat.length, start + 12); end++) expect(sentence.mayHold(flat.slice(start, end))).toBe(true);
    }
    expect(["zzq", "qqqq", "xkcd"].filter((part) => sentence.mayHold(part))).toEqual([]);
  });

  it.each(sentences)("never turns away a key that shares the first letters of a key of %s", (text) => {
    const sentence = new SourceAnalysis(text, 0);
    for (const key of sentence.keys) {
      if (key.length < MIN_ROOT) continue;
      expect(sentence.mayShareRoot(key)).toBe(true);
      expect(sentence.mayShareRoot(`${key}ment`)).toBe(true);
      expect(sentence.mayShareRoot(key.slice(0, MIN_ROOT))).toBe(true);
    }
  });
});

describe("analyse: a claim's content words", () => {
  it.each([
    ["The firm has roughly 15,000 employees.", ["firm", "employees"]],
    ["Lab 13 needs at least three players.", ["Lab", "needs", "players"]],
    ["The firm has nearly 200 stores.", ["firm", "stores"]],
    ["A book about cats.", ["book", "cats"]],
    ["Revenue reached $4.2 billion.", ["Revenue"]],
    ["营收达到 52.3 亿元。", ["营收"]],
    ["Sales rose almost everywhere.", ["Sales", "rose", "almost", "everywhere"]],
    // A comparative after a figure belongs to it: the number rule reads the gap.
    ["Concessions are £4 cheaper.", ["Concessions"]],
    ["The trip is five minutes shorter.", ["trip"]],
  ])("%s", (text, words) => {
    expect(analyse(text).content.map((t) => t.text)).toEqual(words);
  });
});
