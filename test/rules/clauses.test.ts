import { describe, expect, it } from "vitest";
import { analyse } from "../../src/core/analysis.js";
import { clauses } from "../../src/core/rules/clauses.js";

/** The text of each clause with words (", while" leaves a blank one between). */
const parts = (text: string): string[] => {
  const analysed = analyse(text);
  return clauses(analysed)
    .map((part) => text.slice(part.start, part.end).trim())
    .filter((part) => part !== "");
};

describe("clauses", () => {
  it("parts a sentence at punctuation and conjunctions", () => {
    expect(parts("Fees for flats rose, while the fee for shops remained unchanged.")).toEqual(["Fees for flats rose", "the fee for shops remained unchanged"]);
  });

  it("never cuts a figure: a range's 'and', a unit's brackets", () => {
    expect(parts("The board expected between 4,700 and 4,900 homes, unchanged from February.")).toEqual(["The board expected between 4,700 and 4,900 homes", "unchanged from February"]);
    expect(parts("It runs at 24 dB(A) when idle.")).toEqual(["It runs at 24 dB(A) when idle"]);
  });
});
