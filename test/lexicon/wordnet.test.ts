import { beforeAll, describe, expect, it } from "vitest";
import { loadLexicon, type Lexicon } from "../../src/core/lexicon/wordnet.js";
import { ZH_ANTONYM_PAIRS, areZhAntonyms } from "../../src/core/lexicon/zh-antonyms.js";

// Needs dist/core/lexicon/wordnet-data.bin (npm run build), which test/setup.ts registers;
// loadLexicon() rejects with "lexicon not built: run npm run build" otherwise, which fails these
// tests loudly.
let lex: Lexicon;
beforeAll(async () => {
  lex = await loadLexicon();
});

describe("lexicon loading", () => {
  it("shares one instance", async () => {
    expect(await loadLexicon()).toBe(lex);
  });
});

describe("lemma", () => {
  it.each([
    ["cars", "car"],
    ["studies", "study"],
    ["running", "run"],
    ["stopped", "stop"],
    ["generated", "generate"],
    ["went", "go"],
    ["was", "be"],
    ["rose", "rise"],
    ["children", "child"],
    ["bigger", "big"],
    ["larger", "large"],
    ["happier", "happy"],
    ["feed", "feed"],
    ["news", "news"],
    ["as", "as"],
    ["Automobiles", "automobile"],
    ["zzyzx", "zzyzx"],
  ])("%s -> %s", (word, expected) => {
    expect(lex.lemma(word)).toBe(expected);
  });
});

describe("synonyms", () => {
  it.each([
    ["big", "large"],
    ["buy", "purchase"],
    ["car", "automobile"],
    ["cars", "automobiles"],
    ["bought", "purchased"],
    ["begin", "start"],
    ["rise", "rise"],
  ])("%s ~ %s", (a, b) => {
    expect(lex.areSynonyms(a, b)).toBe(true);
    expect(lex.areSynonyms(b, a)).toBe(true);
  });

  it.each([
    ["car", "machine"],
    ["big", "small"],
    ["increase", "decrease"],
    ["revenue", "profit"],
    ["as", "a"],
  ])("%s !~ %s", (a, b) => {
    expect(lex.areSynonyms(a, b)).toBe(false);
  });

  it("lists lemma forms without the word itself", () => {
    const cars = lex.synonyms("cars");
    expect(cars.has("automobile")).toBe(true);
    expect(cars.has("car")).toBe(false);
    expect(cars.has("cars")).toBe(false);
    expect(lex.synonyms("big").has("large")).toBe(true);
    expect(lex.synonyms("qwertyuiop").size).toBe(0);
    expect(lex.synonyms("增加").size).toBe(0);
  });

  it("knows verbs with a particle, as a group of their own", () => {
    expect(lex.synonyms("step_down").has("resign")).toBe(true);
    expect(lex.synonyms("resign").has("step_down")).toBe(true);
    expect(lex.synonyms("call_off").has("cancel")).toBe(true);
    expect(lex.knows("take_place_of")).toBe(false);
  });

  it("keeps only adjective senses when the word is read as an adjective, and all when it has none", () => {
    expect(lex.synonyms("free").has("release")).toBe(true);
    expect(lex.synonyms("free", "adjective").has("release")).toBe(false);
    expect(lex.synonyms("free", "adjective").has("complimentary")).toBe(true);
    expect(lex.synonyms("cars", "adjective")).toEqual(lex.synonyms("cars"));
  });
});

describe("antonyms", () => {
  it.each([
    ["increase", "decrease"],
    ["increased", "decreased"],
    ["increasing", "decreasing"],
    ["high", "low"],
    ["higher", "lower"],
    ["rise", "fall"],
    ["rose", "fell"],
    ["win", "lose"],
    ["won", "lost"],
    ["large", "small"],
    ["big", "small"],
    ["huge", "small"],
    ["tiny", "large"],
    ["open", "closed"],
    ["open", "close"],
    ["allow", "prohibit"],
    ["before", "after"],
    ["gain", "loss"],
    ["success", "failure"],
    ["accept", "reject"],
    ["maximum", "minimum"],
    // WordNet lists "lowest" itself, without its opposite: read through "low".
    ["lowest", "highest"],
    ["lower", "higher"],
    ["增加", "减少"],
    ["上升", "下降"],
    ["盈利", "亏损"],
    ["高", "低"],
  ])("%s <> %s", (a, b) => {
    expect(lex.areAntonyms(a, b)).toBe(true);
    expect(lex.areAntonyms(b, a)).toBe(true);
  });

  it.each([
    ["increase", "rise"],
    ["big", "large"],
    ["high", "large"],
    ["win", "open"],
    ["increase", "increase"],
    ["revenue", "profit"],
    ["car", "automobile"],
    ["company", "firm"],
    ["fits", "games"],
    ["used", "new"],
    ["second", "two"],
    // "Sites" is the noun or verb site, not the verb sit that "rise" opposes.
    ["rise", "sites"],
    ["增加", "提高"],
    ["增加", "decrease"],
    ["高", "高"],
  ])("%s and %s are not antonyms", (a, b) => {
    expect(lex.areAntonyms(a, b)).toBe(false);
  });
});

describe("names", () => {
  it("are the words WordNet writes only capitalised, in every lemma they may be a form of", () => {
    expect(lex.isName("Japanese")).toBe(true);
    expect(lex.isName("Americans")).toBe(true);
    expect(lex.isName("Paris")).toBe(true);
    // ford, china and tesla are also words of the language.
    expect(lex.isName("Ford")).toBe(false);
    expect(lex.isName("china")).toBe(false);
    expect(lex.isName("Revenue")).toBe(false);
    expect(lex.isName("Pfizer")).toBe(false);
  });
});

describe("Chinese antonym list", () => {
  // Small on purpose: no Chinese lexical database is reachable offline, and a hand list grows only by pairs a probe needed.
  it("has 60-240 distinct pairs of distinct words", () => {
    const keys = new Set(ZH_ANTONYM_PAIRS.map(([a, b]) => [a, b].sort().join("/")));
    expect(keys.size).toBe(ZH_ANTONYM_PAIRS.length);
    expect(keys.size).toBeGreaterThanOrEqual(60);
    expect(keys.size).toBeLessThanOrEqual(240);
    for (const [a, b] of ZH_ANTONYM_PAIRS) expect(a).not.toBe(b);
  });

  it("matches exactly, in either order", () => {
    expect(areZhAntonyms("减少", "增加")).toBe(true);
    expect(areZhAntonyms("增加了", "减少")).toBe(false);
  });

  it("pairs words of the same sense as the listed ones", () => {
    expect(areZhAntonyms("提高", "下降")).toBe(true);
    expect(areZhAntonyms("之后", "以前")).toBe(true);
    expect(areZhAntonyms("超过", "不到")).toBe(true);
    expect(areZhAntonyms("提高", "增加")).toBe(false);
  });

  it("pairs words one listed character apart", () => {
    expect(areZhAntonyms("饭前", "饭后")).toBe(true);
    expect(areZhAntonyms("上午", "下午")).toBe(true);
    expect(areZhAntonyms("饭前", "会后")).toBe(false);
    expect(areZhAntonyms("大学", "大学")).toBe(false);
  });
});
