import { describe, expect, it } from "vitest";
import { negationCues } from "../../src/core/lexicon/negation.js";
import { tokenize } from "../../src/core/text/tokens.js";

const cues = (text: string): string[] => negationCues(tokenize(text)).map((t) => t.text);

describe("negationCues: English", () => {
  it.each<[string, string[]]>([
    ["The model does not support Chinese.", ["not"]],
    ["The model doesn't support Chinese.", ["doesn't"]],
    ["It isn’t cheap and it won't ship, we can't say.", ["isn’t", "won't", "can't"]],
    ["It doesnt ship.", ["doesnt"]],
    ["No data was lost and nobody noticed.", ["No", "nobody"]],
    ["It never failed, without exception.", ["never", "without"]],
    ["Neither A nor B; none of them.", ["Neither", "nor", "none"]],
    ["The device cannot boot.", ["cannot"]],
    ["The test failed to reproduce it; it fails to start.", ["failed", "fails"]],
    ["The test failed twice.", []],
    ["It lacks a GPU and is unable to run; the sensor is absent.", ["lacks", "unable", "absent"]],
    ["It is not only fast but also cheap.", []],
    ["There is no doubt it costs no more than $5.", []],
    ["Ranked No. 1 in 2023.", []],
    ["Whether or not it ships, it is notable and knotty.", []],
    ["The model supports Chinese.", []],
    ["Net debt, leaving aside lease liabilities, fell; aside from Room 4, all rooms are open.", ["aside", "aside"]],
    // A sentence that opens on it frames a sum; money set aside is kept, not left out.
    ["Leaving aside the grant, £440,000 came from other sources; the board is setting aside £5m.", []],
  ])("%s", (text, expected) => {
    expect(cues(text)).toEqual(expected);
  });
});

describe("negationCues: Chinese", () => {
  it.each<[string, string[]]>([
    ["该模型不支持中文。", ["不"]],
    ["该模型不是开源的。", ["不是"]],
    ["公司没有发布财报。", ["没有"]],
    ["项目尚未完成，并非失败。", ["尚未", "并非"]],
    // 不/单独 as the segmenter cuts it is "not alone", not 不单 "not only".
    ["儿童不单独占位。", ["不"]],
    ["产品未能上市。", ["未能"]],
    ["我们无法确认，请勿转发。", ["无法", "请勿"]],
    ["他从来没有去过。", ["没有"]],
    ["我们做不到。", ["不到"]],
    // 而非 and 而不是 are cut before 非 and 不是, which are cues of their own.
    ["改用砖砌而非石砌。", ["非"]],
    ["我们一直从来不去，看不见。", ["从来不", "看不见"]],
    ["两者不同，销量不断增长，用户不少。", []],
    ["不仅价格低，而且性能好。", []],
    ["未来三年营收将翻倍。", []],
    ["这个问题非常重要。", []],
    ["毫无疑问，这是对的。", []],
    ["是不是真的？有没有人知道？", []],
    ["差不多完成了，真了不起。", []],
    ["中国女排以 2 比 3 不敌土耳其队。", []],
    // 不足部分 is the part short of a sum, not a denial.
    ["不足部分以现金补足。", []],
  ])("%s", (text, expected) => {
    expect(cues(text)).toEqual(expected);
  });

  it("returns the cue tokens themselves", () => {
    const tokens = tokenize("它不支持 and it doesn't");
    const found = negationCues(tokens);
    expect(found.every((t) => tokens.includes(t))).toBe(true);
    expect(found.map((t) => t.kind)).toEqual(["cjk", "word"]);
  });
});
