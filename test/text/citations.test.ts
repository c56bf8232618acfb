import { describe, it, expect } from "vitest";
import { markerAt, parseCitations, parseMarkerContent } from "../../src/core/text/citations.js";
import type { CitationRef } from "../../src/core/types.js";

const id = (source: string): CitationRef => ({ source, kind: "id" });
const num = (source: string): CitationRef => ({ source, kind: "numeric" });
const line = (source: string, from: number, to = from): CitationRef => ({ source, lines: { from, to }, kind: "line" });

describe("parseCitations: marker forms", () => {
  const cases: [string, string, { raw: string; refs: CitationRef[] }[]][] = [
    ["chunk id", "It draws 9 W [c1].", [{ raw: "[c1]", refs: [id("c1")] }]],
    ["number", "It draws 9 W [1].", [{ raw: "[1]", refs: [num("1")] }]],
    ["footnote reference", "It draws 9 W.[^2]", [{ raw: "[^2]", refs: [num("2")] }]],
    ["named footnote", "It draws 9 W.[^spec-a]", [{ raw: "[^spec-a]", refs: [id("spec-a")] }]],
    ["full-width lenticular", "功耗为2.1瓦。【1】", [{ raw: "【1】", refs: [num("1")] }]],
    ["full-width square", "功耗为2.1瓦［c2］。", [{ raw: "［c2］", refs: [id("c2")] }]],
    ["adjacent markers are two", "X [c1][c2].", [{ raw: "[c1]", refs: [id("c1")] }, { raw: "[c2]", refs: [id("c2")] }]],
    ["list in one marker", "X [c1, c2].", [{ raw: "[c1, c2]", refs: [id("c1"), id("c2")] }]],
    ["numbers in one marker", "X [1, 2].", [{ raw: "[1, 2]", refs: [num("1"), num("2")] }]],
    ["adjacent numbers", "X [1][2].", [{ raw: "[1]", refs: [num("1")] }, { raw: "[2]", refs: [num("2")] }]],
    ["Chinese separators", "X【1，2、3】", [{ raw: "【1，2、3】", refs: [num("1"), num("2"), num("3")] }]],
    ["number range", "X [2-4].", [{ raw: "[2-4]", refs: [num("2"), num("3"), num("4")] }]],
    ["leading zeros", "X [01].", [{ raw: "[01]", refs: [num("1")] }]],
    ["line", "X [A:L12].", [{ raw: "[A:L12]", refs: [line("A", 12)] }]],
    ["line range", "X [A:L12-15].", [{ raw: "[A:L12-15]", refs: [line("A", 12, 15)] }]],
    ["long line range is parsed", "X [A:L12-40].", [{ raw: "[A:L12-40]", refs: [line("A", 12, 40)] }]],
    ["line range with L twice", "X [B:L3-L5].", [{ raw: "[B:L3-L5]", refs: [line("B", 3, 5)] }]],
    ["several lines of one source", "X [A:L12,L14].", [{ raw: "[A:L12,L14]", refs: [line("A", 12), line("A", 14)] }]],
    ["lines of two sources", "X [A:L12][B:L3].", [{ raw: "[A:L12]", refs: [line("A", 12)] }, { raw: "[B:L3]", refs: [line("B", 3)] }]],
    ["full-width colon", "X【A：L2】", [{ raw: "【A：L2】", refs: [line("A", 2)] }]],
    ["named source", "X [report-2024:L7].", [{ raw: "[report-2024:L7]", refs: [line("report-2024", 7)] }]],
    ["identifier shapes", "X [doc-3] [chunk_12] [S1] [v1.2].", [
      { raw: "[doc-3]", refs: [id("doc-3")] },
      { raw: "[chunk_12]", refs: [id("chunk_12")] },
      { raw: "[S1]", refs: [id("S1")] },
      { raw: "[v1.2]", refs: [id("v1.2")] },
    ]],
    ["word-named source files", "X [history] and [spec].", [{ raw: "[history]", refs: [id("history")] }, { raw: "[spec]", refs: [id("spec")] }]],
    ["spaces inside brackets", "X [ c1 ].", [{ raw: "[ c1 ]", refs: [id("c1")] }]],
    ["numbered link keeps its number", "X [1](https://example.com/a).", [{ raw: "[1]", refs: [num("1")] }]],
  ];
  it.each(cases)("%s", (_name, text, expected) => {
    const markers = parseCitations(text);
    expect(markers.map((m) => ({ raw: m.raw, refs: m.refs }))).toEqual(expected);
    for (const m of markers) expect(text.slice(m.start, m.end)).toBe(m.raw);
  });
});

describe("parseCitations: prose in brackets is not a marker", () => {
  const cases: [string, string][] = [
    ["editorial sic", "He wrote teh [sic] word."],
    ["editorial note", "It is fast [note]."],
    ["phrase with spaces", "It is fast [citation needed]."],
    ["emphasis added", "It is fast [emphasis added]."],
    ["link text", "See [c1](https://example.com)."],
    ["reference link", "See [the docs][1] now."],
    ["image", "Look ![1](x.png)."],
    ["empty brackets", "An array [] here."],
    ["trailing separator", "X [1,]."],
    ["backwards range", "X [5-2]."],
    ["line zero", "X [A:L0]."],
    ["backwards line range", "X [A:L9-3]."],
    ["too long identifier", `X [${"a1".repeat(25)}].`],
    ["unclosed", "X [c1 and more."],
    ["mismatched brackets", "X [c1】."],
    ["across lines", "X [c1\n]."],
  ];
  it.each(cases)("%s", (_name, text) => {
    expect(parseCitations(text)).toEqual([]);
  });
});

describe("parseCitations: range and known ids", () => {
  it("only reports markers inside [from, to)", () => {
    const text = "A [c1]. B [c2]. C [c3].";
    const markers = parseCitations(text, 8, 15);
    expect(markers.map((m) => m.raw)).toEqual(["[c2]"]);
    expect(markers[0]).toMatchObject({ start: 10, end: 14 });
  });

  it("a marker cut by the range end is not reported", () => {
    expect(parseCitations("A [c1].", 0, 5)).toEqual([]);
  });

  it("with known ids, a lower-case word must be one of them", () => {
    const ids = new Set(["history", "c1"]);
    expect(parseCitations("X [history] [notes] [c9] [1].", 0, undefined, ids).map((m) => m.raw)).toEqual(["[history]", "[c9]", "[1]"]);
  });

  it("a known id is accepted even when it would otherwise be refused", () => {
    expect(parseCitations("X [sources].", 0, undefined, new Set(["sources"])).map((m) => m.raw)).toEqual(["[sources]"]);
  });

  it("markerAt ignores what follows", () => {
    expect(markerAt("[1](u)", 0)).toMatchObject({ start: 0, end: 3, raw: "[1]" });
    expect(markerAt("x[1]", 0)).toBeNull();
  });

  it("parseMarkerContent returns null for prose", () => {
    expect(parseMarkerContent("c1, c2")).toEqual([id("c1"), id("c2")]);
    expect(parseMarkerContent("see page 3")).toBeNull();
  });

  it("is linear on a long run of brackets", () => {
    const text = "[".repeat(200_000) + "x [c1]";
    const started = performance.now();
    expect(parseCitations(text).map((m) => m.raw)).toEqual(["[c1]"]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
