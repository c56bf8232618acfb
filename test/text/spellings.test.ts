import { describe, expect, it } from "vitest";
import { SpellingCache } from "../../src/core/text/spellings.js";

/** A cache that upper-cases spellings and counts how often it had to. */
function upperCache(limit: number): { cache: SpellingCache<string, number>; made: string[] } {
  const made: string[] = [];
  const cache = new SpellingCache<string, number>(limit, (spelling, context) => {
    made.push(spelling);
    return `${spelling.toUpperCase()}:${context}`;
  });
  return { cache, made };
}

describe("SpellingCache", () => {
  it.each<[string, number, number, string]>([
    ["the cat sat", 0, 3, "THE:1"],
    ["the cat sat", 4, 7, "CAT:1"],
    ["concatenate", 3, 6, "CAT:1"],
    ["星尘-3 chip", 0, 4, "星尘-3:1"],
    ["x", 0, 1, "X:1"],
  ])("reads %j from %i to %i", (text, start, end, expected) => {
    const { cache } = upperCache(10);
    expect(cache.get(text, start, end, 1)).toBe(expected);
  });

  it("works a spelling out once, wherever it stands, and keeps the first context", () => {
    const { cache, made } = upperCache(10);
    expect(cache.get("cat", 0, 3, 1)).toBe("CAT:1");
    expect(cache.get("a cat", 2, 5, 2)).toBe("CAT:1");
    expect(cache.get("cats", 0, 3, 3)).toBe("CAT:1");
    expect(cache.get("cats", 0, 4, 4)).toBe("CATS:4");
    expect(made).toEqual(["cat", "cats"]);
  });

  it("tells apart spellings that differ in length, case or one character", () => {
    const { cache } = upperCache(100);
    const words = ["ab", "abc", "Abc", "abd", "ba", "", "a b"];
    const values = words.map((w) => cache.get(w, 0, w.length, 0));
    expect(values).toEqual(["AB:0", "ABC:0", "ABC:0", "ABD:0", "BA:0", ":0", "A B:0"]);
    expect(words.map((w) => cache.get(`<${w}>`, 1, w.length + 1, 9))).toEqual(values);
  });

  it("stays right as it grows and when it is cleared at its limit", () => {
    const { cache, made } = upperCache(1000);
    const words = Array.from({ length: 5000 }, (_, i) => `w${(i * 7919) % 5000}`);
    for (let round = 0; round < 2; round++) {
      for (const w of words) expect(cache.get(` ${w} `, 1, w.length + 1, 0)).toBe(`${w.toUpperCase()}:0`);
    }
    // Past the limit the table starts over: every spelling was worked out again in the second round.
    expect(made.length).toBe(10000);
    const small = upperCache(100_000);
    for (let round = 0; round < 2; round++) for (const w of words) small.cache.get(w, 0, w.length, 0);
    expect(small.made.length).toBe(5000);
  });
});
