// Where strict fix cuts: the dropped sentence or clause goes, everything around it stays byte for
// byte (bullets of other items, blank lines between kept paragraphs, table rows, citations of kept
// clauses), and nothing is left dangling. A scripted checker flags the claims that say "BAD" or
// "坏", so these cases are about structure only.
import { describe, expect, it } from "vitest";
import type { CheckerSetup } from "../../src/core/fix/check.js";
import { applyEdits } from "../../src/core/fix/edits.js";
import { fix } from "../../src/core/fix/fix.js";
import { extractClaims } from "../../src/core/text/claims.js";

const flagged: CheckerSetup<null> = {
  sourceIds: ["A"],
  check: async (text) => ({
    report: null,
    claims: extractClaims(text, { sourceIds: ["A"] }).map((claim) => ({
      claim,
      problems: /BAD|坏/.test(claim.text) ? [{ code: "E1" as const, message: "scripted" }] : [],
      cites: [],
    })),
  }),
};

async function strict(text: string): Promise<string> {
  return (await fix(text, flagged, { mode: "strict" })).text;
}

describe("strict fix keeps the structure around a dropped sentence", () => {
  it.each([
    ["middle of a line", "Alpha is red [A:L1]. Beta is BAD [A:L1]. Gamma is blue [A:L1].\n", "Alpha is red [A:L1]. Gamma is blue [A:L1].\n"],
    ["end of a line", "Alpha is red [A:L1]. Beta is BAD [A:L1].\n", "Alpha is red [A:L1].\n"],
    ["start of a line", "Beta is BAD [A:L1]. Alpha is red [A:L1].\n", "Alpha is red [A:L1].\n"],
    ["Chinese sentences on one line", "甲是红色[A:L1]。乙是坏的[A:L1]。丙是蓝色[A:L1]。\n", "甲是红色[A:L1]。丙是蓝色[A:L1]。\n"],
    ["a bullet item, whole line", "# T\n\n- Alpha is red [A:L1].\n- Beta is BAD [A:L1].\n- Gamma is blue [A:L1].\n", "# T\n\n- Alpha is red [A:L1].\n- Gamma is blue [A:L1].\n"],
    ["a numbered item", "1. Alpha is red [A:L1].\n2. Beta is BAD [A:L1].\n", "1. Alpha is red [A:L1].\n"],
    ["an emphasised item", "- **Beta is BAD [A:L1].**\n- Alpha is red [A:L1].\n", "- Alpha is red [A:L1].\n"],
    ["an item whose continuation stays", "- Beta is BAD [A:L1].\n  Alpha is red [A:L1].\n- Gamma is blue [A:L1].\n", "- Alpha is red [A:L1].\n- Gamma is blue [A:L1].\n"],
    ["a quoted line", "> Beta is BAD [A:L1].\n> Alpha is red [A:L1].\n", "> Alpha is red [A:L1].\n"],
    ["a paragraph in the middle", "Alpha is red [A:L1].\n\nBeta is BAD [A:L1].\n\nGamma is blue [A:L1].\n", "Alpha is red [A:L1].\n\nGamma is blue [A:L1].\n"],
    ["two paragraphs in a row", "Alpha is red [A:L1].\n\nBeta is BAD [A:L1].\n\nDelta is BAD [A:L1].\n\nGamma is blue [A:L1].\n", "Alpha is red [A:L1].\n\nGamma is blue [A:L1].\n"],
    ["the last paragraph", "Alpha is red [A:L1].\n\nBeta is BAD [A:L1].\n", "Alpha is red [A:L1].\n"],
    ["the first paragraph", "Beta is BAD [A:L1].\n\nAlpha is red [A:L1].\n", "Alpha is red [A:L1].\n"],
    ["no final newline", "Alpha is red [A:L1].\n\nBeta is BAD [A:L1].", "Alpha is red [A:L1]."],
    ["CRLF line ends", "Alpha is red [A:L1].\r\n\r\nBeta is BAD [A:L1].\r\n\r\nGamma is blue [A:L1].\r\n", "Alpha is red [A:L1].\r\n\r\nGamma is blue [A:L1].\r\n"],
    ["a sentence wrapped over two lines", "Alpha is red [A:L1]. Beta is\nBAD [A:L1]. Gamma is blue [A:L1].\n", "Alpha is red [A:L1]. Gamma is blue [A:L1].\n"],
    ["a paragraph of lines, one dropped", "Alpha is red [A:L1].\nBeta is BAD [A:L1].\nGamma is blue [A:L1].\n", "Alpha is red [A:L1].\nGamma is blue [A:L1].\n"],
    ["a table cell, row kept", "| Item | Note |\n|---|---|\n| x | Beta is BAD [A:L1]. |\n", "| Item | Note |\n|---|---|\n| x | |\n"],
    ["every sentence under a heading", "# T\n\nBeta is BAD [A:L1].\n", "# T\n"],
  ])("%s", async (_, input, expected) => {
    expect(await strict(input)).toBe(expected);
  });
});

describe("strict fix cuts a failing clause when it can, else the sentence", () => {
  it.each([
    ["last clause; both citations stay with the kept one", "Gamma is blue [A:L2].\nAlpha is red, and Beta is BAD [A:L1][A:L2].\n", "Gamma is blue [A:L2].\nAlpha is red [A:L1][A:L2].\n"],
    ["first clause when the next opens a sentence", "Beta is BAD, and Alpha is red [A:L1].\n", "Alpha is red [A:L1].\n"],
    ["whole sentence when the next clause shares the subject", "Gamma is blue [A:L1].\n\nAlpha is BAD and weighs 4 grams [A:L1].\n", "Gamma is blue [A:L1].\n"],
    ["middle clause of a series", "Alpha is red, is BAD, and weighs 4 grams [A:L1].\n", "Alpha is red, and weighs 4 grams [A:L1].\n"],
    ["Chinese last clause with its own citation", "甲的颜色是红色[A:L1]，乙的状态是坏的[A:L2]。\n", "甲的颜色是红色[A:L1]。\n"],
    ["Chinese first clause: the rest has no subject of its own", "丙是蓝色[A:L1]。\n甲的状态是坏的，采用红色外壳[A:L1]。\n", "丙是蓝色[A:L1]。\n"],
  ])("%s", async (_, input, expected) => {
    expect(await strict(input)).toBe(expected);
  });
});

describe("applyEdits", () => {
  it("applies edits given in any order against the original offsets", () => {
    expect(applyEdits("abcdef", [{ start: 4, end: 5, text: "E" }, { start: 0, end: 1, text: "" }, { start: 2, end: 2, text: "+" }])).toBe("b+cdEf");
  });

  it("puts an insertion before a replacement at the same offset", () => {
    expect(applyEdits("abc", [{ start: 1, end: 2, text: "B" }, { start: 1, end: 1, text: "+" }])).toBe("a+Bc");
  });

  it.each([
    [[{ start: 0, end: 2, text: "" }, { start: 1, end: 3, text: "" }]],
    [[{ start: 2, end: 1, text: "" }]],
    [[{ start: 0, end: 9, text: "" }]],
  ])("refuses overlapping or out-of-range edits %#", (edits) => {
    expect(() => applyEdits("abcd", edits)).toThrow(RangeError);
  });
});
