import { describe, expect, it } from "vitest";
import { stem } from "../../src/core/text/stem.js";

// Expected stems are those of the Porter2 (Snowball English) algorithm.
const CASES: ReadonlyArray<readonly [string, string]> = [
  ["running", "run"],
  ["runs", "run"],
  ["studies", "studi"],
  ["study", "studi"],
  ["generated", "generat"],
  ["generation", "generat"],
  ["generates", "generat"],
  ["generously", "generous"],
  ["consigned", "consign"],
  ["consigning", "consign"],
  ["consignment", "consign"],
  ["knightly", "knight"],
  ["happiness", "happi"],
  ["happy", "happi"],
  ["relational", "relat"],
  ["conditional", "condit"],
  ["rational", "ration"],
  ["valuation", "valuat"],
  ["hopeful", "hope"],
  ["connection", "connect"],
  ["connected", "connect"],
  ["connecting", "connect"],
  ["connections", "connect"],
  ["agreed", "agre"],
  ["feed", "feed"],
  ["plastered", "plaster"],
  ["motoring", "motor"],
  ["sing", "sing"],
  ["conflated", "conflat"],
  ["troubled", "troubl"],
  ["sized", "size"],
  ["hopping", "hop"],
  ["tanned", "tan"],
  ["falling", "fall"],
  ["hissing", "hiss"],
  ["fizzed", "fizz"],
  ["failing", "fail"],
  ["filing", "file"],
  ["caresses", "caress"],
  ["ponies", "poni"],
  ["ties", "tie"],
  ["cries", "cri"],
  ["cats", "cat"],
  ["gas", "gas"],
  ["this", "this"],
  ["kiwis", "kiwi"],
  ["arguing", "argu"],
  ["argued", "argu"],
  ["generalization", "general"],
  ["organization", "organ"],
  ["effective", "effect"],
  ["electricity", "electr"],
  ["electrical", "electr"],
  ["increasing", "increas"],
  ["increased", "increas"],
  ["abilities", "abil"],
  ["controlled", "control"],
  ["communication", "communic"],
  ["skies", "sky"],
  ["dying", "die"],
  ["news", "news"],
  ["beforehand", "befor"],
  ["exceeded", "exceed"],
  ["innings", "inning"],
  ["saying", "say"],
  ["yesterday", "yesterday"],
  ["company's", "compani"],
  ["company\u2019s", "compani"],
  ["analogies", "analog"],
  ["quickly", "quick"],
  ["definitely", "definit"],
  ["at", "at"],
  ["constructor", "constructor"],
];

describe("stem", () => {
  it.each(CASES)("%s -> %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("gives inflections of one word the same stem", () => {
    for (const group of [
      ["generate", "generated", "generates", "generating", "generation"],
      ["increase", "increases", "increased", "increasing"],
      ["connect", "connects", "connected", "connection", "connections"],
    ]) {
      expect(new Set(group.map(stem)).size).toBe(1);
    }
  });

  it("is case-insensitive and memoised", () => {
    expect(stem("Running")).toBe("run");
    expect(stem("Running")).toBe("run");
  });
});
