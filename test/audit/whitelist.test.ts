import { describe, expect, it } from "vitest";
import type { Whitelist } from "../../src/core/audit/types.js";
import { buildWhitelist, checkAgainstWhitelist, mergeWhitelists } from "../../src/core/audit/whitelist.js";

// The seed's source A, and an English twin with a date and a count added.
const SOURCE_ZH = "星尘-3 采用 12nm 工艺\n典型功耗为 2.1 W\nINT8 算力为 8 TOPS\nFP16 算力未给出\n";
const SOURCE_EN = "Stardust-3 uses a 12nm process.\nTypical power is 2.1 W.\nINT8 throughput is 8 TOPS.\nFP16 throughput is not provided.\nIt shipped 1,200 units in March 2024.\n";

const sources = [
  { id: "A", text: SOURCE_ZH, path: "source_A.md" },
  { id: "B", text: SOURCE_EN },
];

const ALIAS = ["星尘-3", "星尘 3 号"];

const plain = buildWhitelist(sources);
const aliased = buildWhitelist(sources, { aliases: [ALIAS] });

function entity(list: Whitelist, name: string): Whitelist["entities"][number] | undefined {
  return list.entities.find((e) => e.name === name);
}

describe("buildWhitelist", () => {
  it("records the sources by id and path", () => {
    expect(plain.version).toBe(1);
    expect(plain.sources).toEqual([{ id: "A", path: "source_A.md" }, { id: "B" }]);
  });

  it.each([
    ["星尘-3", [{ source: "A", line: 1 }]],
    ["Stardust-3", [{ source: "B", line: 1 }]],
    ["INT8", [{ source: "A", line: 3 }, { source: "B", line: 3 }]],
    ["FP16", [{ source: "A", line: 4 }, { source: "B", line: 4 }]],
  ])("lists %s once, with every line it was seen at", (name, seen) => {
    expect(plain.entities.filter((e) => e.name === name)).toEqual([{ name, aliases: [], seen }]);
  });

  it.each([
    ["A", 1, "12nm", 1.2e-8, "m", "length"],
    ["A", 2, "2.1 W", 2.1, "W", "power"],
    ["A", 3, "8 TOPS", 8, "TOPS", "throughput"],
    ["B", 2, "2.1 W", 2.1, "W", "power"],
    ["B", 5, "1,200", 1200, "", "count"],
  ])("keeps the number of %s:L%i (%s) normalised", (source, line, raw, value, unit, dimension) => {
    expect(plain.numbers).toContainEqual({ raw, value, unit, dimension, source, line });
  });

  it("keeps dates with their fields", () => {
    expect(plain.dates).toEqual([{ raw: "March 2024", year: 2024, month: 3, source: "B", line: 5 }]);
  });

  it.each([
    ["星尘-3 使用 LPDDR4X 内存", "星尘-3"],
    ["Stardust-3 pairs with LPDDR4X memory and GPT-4o.", "LPDDR4X"],
  ])("takes no number from the names in %s", (text, name) => {
    const list = buildWhitelist([{ id: "A", text }]);
    expect(list.numbers).toEqual([]);
    expect(entity(list, name)).toBeDefined();
  });

  it("deduplicates a number seen twice on one line, keeps a range apart from its bound", () => {
    const list = buildWhitelist([{ id: "A", text: "8 W idle, 8 W peak, 8-12 W in bursts" }]);
    expect(list.numbers.map((n) => [n.value, n.max])).toEqual([
      [8, undefined],
      [8, 12],
    ]);
  });

  it("counts lines from 1, with CRLF line ends", () => {
    const list = buildWhitelist([{ id: "A", text: "intro\r\n\r\nPower is 3 W.\r\n" }]);
    expect(list.numbers.map((n) => n.line)).toEqual([3]);
  });

  describe("aliases", () => {
    it.each([
      ["the group's order", ALIAS],
      ["the other order", [...ALIAS].reverse()],
    ])("names the group after the member seen in a source (%s)", (_, group) => {
      const list = buildWhitelist(sources, { aliases: [group] });
      expect(entity(list, "星尘-3")).toEqual({ name: "星尘-3", aliases: ["星尘 3 号"], seen: [{ source: "A", line: 1 }] });
      expect(entity(list, "星尘 3 号")).toBeUndefined();
    });

    it("names a group no source mentions after its first member", () => {
      const list = buildWhitelist(sources, { aliases: [["Stardust Labs", "星尘实验室"]] });
      expect(entity(list, "Stardust Labs")).toEqual({ name: "Stardust Labs", aliases: ["星尘实验室"], seen: [] });
    });

    it("joins entries the sources spell differently into one group", () => {
      const list = buildWhitelist(sources, { aliases: [["星尘-3", "Stardust-3"]] });
      expect(entity(list, "星尘-3")).toEqual({
        name: "星尘-3",
        aliases: ["Stardust-3"],
        seen: [
          { source: "A", line: 1 },
          { source: "B", line: 1 },
        ],
      });
      expect(entity(list, "Stardust-3")).toBeUndefined();
    });
  });
});

describe("mergeWhitelists", () => {
  const zh = buildWhitelist([sources[0]!], { aliases: [ALIAS] });
  const en = buildWhitelist([sources[1]!], { aliases: [["Stardust-3", "星尘 3 号"]] });
  const merged = mergeWhitelists([zh, en, zh]);

  it("unites the sources by id", () => {
    expect(merged.sources.map((s) => s.id)).toEqual(["A", "B"]);
  });

  it("merges entities that share a name or an alias, uniting aliases and sightings", () => {
    expect(entity(merged, "星尘-3")).toEqual({
      name: "星尘-3",
      aliases: ["星尘 3 号", "Stardust-3"],
      seen: [
        { source: "A", line: 1 },
        { source: "B", line: 1 },
      ],
    });
    expect(entity(merged, "Stardust-3")).toBeUndefined();
    expect(entity(merged, "INT8")?.seen).toEqual([
      { source: "A", line: 3 },
      { source: "B", line: 3 },
    ]);
  });

  it("deduplicates numbers and dates by value, unit, source and line", () => {
    expect(merged.numbers).toHaveLength(zh.numbers.length + en.numbers.length);
    expect(merged.dates).toEqual(en.dates);
  });

  it("does not change its inputs", () => {
    expect(entity(zh, "星尘-3")?.aliases).toEqual(["星尘 3 号"]);
  });
});

interface Expected {
  code: "E1" | "N1";
  actual: string;
}

/** The findings as code and words at fault, after checking each span points at those words. */
function faults(output: string, list: Whitelist): Expected[] {
  const result = checkAgainstWhitelist(output, list);
  for (const f of result.findings) expect(output.slice(f.start, f.end)).toBe(f.actual);
  return result.findings.map((f) => ({ code: f.code as Expected["code"], actual: f.actual! }));
}

describe("checkAgainstWhitelist", () => {
  it.each<[string, Expected[]]>([
    ["星尘-3 采用台积电 12nm 工艺。[A:L1]", [{ code: "E1", actual: "台积电" }]],
    ["FP16 算力为 4 TOPS。", [{ code: "N1", actual: "4 TOPS" }]],
    ["典型功耗为 2100 mW。[A:L2]", []],
    ["典型功耗为 2.1 瓦。[A:L2]", []],
    ["INT8 算力为八 TOPS。[A:L3]", []],
    ["星尘-3 的 INT8 算力为 8 TOPS，典型功耗为 2.1 W。[A:L1][A:L3]", []],
    ["星尘-3 使用 LPDDR4X 内存。", [{ code: "E1", actual: "LPDDR4X" }]],
    ["星尘 3 号采用 12nm 工艺。", [{ code: "E1", actual: "星尘 3 号" }]],
    ["星尘-3 采用台积电 12nm 工艺，台积电负责封装。", [{ code: "E1", actual: "台积电" }]],
    ["典型功耗为 3.5 W，算力为 4 TOPS。", [{ code: "N1", actual: "3.5 W" }, { code: "N1", actual: "4 TOPS" }]],
  ])("Chinese: %s", (output, expected) => {
    expect(faults(output, plain)).toEqual(expected);
  });

  it.each<[string, Expected[]]>([
    ["Stardust-3 is built by TSMC on a 12nm process [B:L1].", [{ code: "E1", actual: "TSMC" }]],
    ["FP16 throughput is 4 TOPS.", [{ code: "N1", actual: "4 TOPS" }]],
    ["It draws 2100 mW [B:L2].", []],
    ["INT8 throughput is eight TOPS.", []],
    ["The Stardust-3 Module delivers 8 TOPS.", []],
    ["It shipped 1.2k units in March 2024.", []],
    ["The 2024 shipment delivers 8 TOPS.", []],
    ["The 2023 shipment delivers 8 TOPS.", [{ code: "N1", actual: "2023" }]],
    ["It shipped 1.3k units in May 2024.", [{ code: "N1", actual: "1.3k" }, { code: "N1", actual: "May 2024" }]],
    ["Stardust-3 uses LPDDR4X memory.", [{ code: "E1", actual: "LPDDR4X" }]],
    ["Stardust-30 uses a 12nm process.", [{ code: "E1", actual: "Stardust-30" }]],
  ])("English: %s", (output, expected) => {
    expect(faults(output, plain)).toEqual(expected);
  });

  it.each<[string, Whitelist, Expected[]]>([
    ["星尘 3 号采用 12nm 工艺。", aliased, []],
    ["星尘 3 号采用 12nm 工艺。", plain, [{ code: "E1", actual: "星尘 3 号" }]],
    ["星尘-3 采用 12nm 工艺。", aliased, []],
  ])("aliases: %s", (output, list, expected) => {
    expect(faults(output, list)).toEqual(expected);
  });

  it.each<[string, string, Expected[]]>([
    ["a shorter name may drop the model number", "星尘采用 12nm 工艺。", []],
    ["a shorter name may drop words", "GPT-4o ships with Vision Pro.", []],
    ["a version letter is another model", "GPT-4 ships with Vision Pro Max.", [{ code: "E1", actual: "GPT-4" }]],
  ])("containment: %s", (_, output, expected) => {
    const list = buildWhitelist([...sources, { id: "C", text: "GPT-4o ships with Apple Vision Pro Max." }]);
    expect(faults(output, list)).toEqual(expected);
  });

  it("places findings by line and column of their span, and quotes the sentence", () => {
    const output = "# 规格\n\n星尘-3 采用 12nm 工艺。[A:L1]\nFP16 算力为 4 TOPS，台积电负责代工。\n";
    const result = checkAgainstWhitelist(output, plain);
    expect(result.findings.map(({ code, line, column, text, ruleId }) => ({ code, line, column, text, ruleId }))).toEqual([
      { code: "N1", line: 4, column: 10, text: "FP16 算力为 4 TOPS，台积电负责代工。", ruleId: "whitelist-number" },
      { code: "E1", line: 4, column: 17, text: "FP16 算力为 4 TOPS，台积电负责代工。", ruleId: "whitelist-entity" },
    ]);
    expect(result.findings.every((f) => f.message.startsWith("第4行"))).toBe(true);
  });

  it("writes messages in each sentence's language", () => {
    const result = checkAgainstWhitelist("FP16 算力为 4 TOPS。\nFP16 throughput is 4 TOPS.", plain);
    expect(result.findings.map((f) => f.message.split(/[ ：:]/)[0])).toEqual(["第1行", "line"]);
  });

  it("summarises sentences, grounded rate and counts per code", () => {
    const result = checkAgainstWhitelist("星尘-3 采用台积电 12nm 工艺。典型功耗为 2.1 W。FP16 算力为 4 TOPS。", plain);
    expect(result.summary).toEqual({ sentences: 3, grounded: 1, groundedRate: 0.3333, byCode: { E1: 1, N1: 1 }, passed: false });
    expect(result.lang).toBe("zh");
    expect(result).toMatchObject({ uncovered: [], speculation: [], conflicts: [] });
  });

  it("passes an output that stays inside the whitelist", () => {
    const result = checkAgainstWhitelist("Stardust-3 uses a 12nm process [B:L1]. Typical power is 2.1 W [B:L2].", plain);
    expect(result.summary).toEqual({ sentences: 2, grounded: 2, groundedRate: 1, byCode: {}, passed: true });
    expect(result.lang).toBe("en");
  });

  it("leaves out and lists passages marked as speculation", () => {
    const output = "典型功耗为 2.1 W。\n\n以下为来源外推测：\n台积电代工，FP16 算力约 4 TOPS。\n";
    const result = checkAgainstWhitelist(output, plain);
    expect(result.findings).toEqual([]);
    expect(result.summary).toMatchObject({ sentences: 1, grounded: 1, passed: true });
    expect(result.speculation.map((s) => s.line)).toEqual([3, 4]);
  });

  it("reads a whitelist merged from JSON the same as the one built", () => {
    const roundTrip = JSON.parse(JSON.stringify(mergeWhitelists([aliased]))) as Whitelist;
    expect(faults("星尘 3 号采用台积电工艺，功耗 2100 mW。", roundTrip)).toEqual([{ code: "E1", actual: "台积电" }]);
  });
});
