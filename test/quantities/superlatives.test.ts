import { describe, expect, it } from "vitest";
import { superlativeRanks } from "../../src/core/quantities/fixed-forms.js";

const read = (text: string) => superlativeRanks(text).map((r) => ({ at: text.slice(r.start, r.end), place: r.place, by: r.by, of: r.of }));

describe("superlativeRanks", () => {
  it.each([
    ["the third-largest city", [{ at: "third-largest", place: 3, by: "largest", of: "city" }]],
    ["Japan's biggest carmakers", [{ at: "biggest", place: 1, by: "largest", of: "carmaker" }]],
    ["the 2nd most populous state", [{ at: "2nd most populous", place: 2, by: "most populous", of: "state" }]],
    ["largest city in the Midwest", [{ at: "largest", place: 1, by: "largest", of: "city" }]],
    ["国内第二大电池制造商", [{ at: "第二大", place: 2, by: "大", of: "电池" }]],
    ["中国最大的城市", [{ at: "最大", place: 1, by: "大", of: "城市" }]],
    // A place by size, said of the size.
    ["在船队中规模排第二", [{ at: "第二", place: 2, by: "大", of: undefined }]],
    // An ordinal places what the next word names in its series.
    ["on the first Thursday of each month", [{ at: "first Thursday", place: 1, by: "thursday", of: undefined }]],
    ["the 3rd floors", [{ at: "3rd floors", place: 3, by: "floor", of: undefined }]],
  ])("%s", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    "one of the largest ports",
    "among the fastest chips",
    "at least 12 hours",
    "the most of it",
    "最多 5 人",
    "中国最大的城市之一",
    "排名第二名",
    "a large city",
    "register first, then pay",
    "the first and the last",
    "the first 3 months",
  ])("%s gives no place", (text) => {
    expect(read(text)).toEqual([]);
  });
});
