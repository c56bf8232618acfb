// generate with a scripted writer: the draft is audited, only the failing sentences go back with
// their findings, a rewrite that breaks something is audited and sent back again, at most three
// rounds, then the quote fallback; gap statements go to the not-covered list. --extractive needs
// no writer and audits clean.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { audit } from "../../src/core/audit/audit.js";
import type { Source } from "../../src/core/audit/types.js";
import { extractive, generate, GenerateError, type Writer } from "../../src/core/generate/generate.js";
import { parseRewrites, splitReply } from "../../src/core/generate/prompt.js";

function sources(lang: "zh" | "en"): Source[] {
  return ["A", "B"].map((id) => ({ id, path: `${id}.md`, text: readFileSync(new URL(`../fix/fixtures/${lang}/${id}.md`, import.meta.url), "utf8") }));
}

/** Replies in order (the last one repeats), every request kept. */
function scripted(replies: readonly string[]): Writer & { requests: { system: string; user: string }[] } {
  const requests: { system: string; user: string }[] = [];
  return {
    requests,
    complete: async (request) => {
      requests.push(request);
      return { text: replies[Math.min(requests.length - 1, replies.length - 1)]! };
    },
  };
}

const DRAFT_ZH = [
  "# 云雀-7 概要",
  "",
  "- 云雀-7 采用 MEMS 工艺[A:L2]。",
  "- 云雀-7 由博世代工[A:L2]。",
  "- 云雀-7 的采样率为 400 Hz[A:L3]。",
  "- 云雀-7 的防水深度为 30 米[A:L5]。",
  "",
  "云雀-7 的重量为 4 克[B:L3]。本次来源未覆盖云雀-7 的售价。",
  "",
  "来源未覆盖：",
  "- 云雀-7 的功耗",
  "",
].join("\n");

describe("generate", () => {
  it("rewrites only the failing sentences, re-audits, and ends clean within three rounds", async () => {
    const writer = scripted([
      DRAFT_ZH,
      "1: DELETE\n2: 云雀-7 的采样率为 300 Hz[A:L3]。\n3: 云雀-7 的防水深度来源未提及[A:L5]。",
      "1: 云雀-7 的采样率为 200 Hz[A:L3]。",
    ]);
    const result = await generate({ task: "总结云雀-7 的关键规格", sources: sources("zh") }, writer);
    expect(result.answer).toBe("# 云雀-7 概要\n\n- 云雀-7 采用 MEMS 工艺[A:L2]。\n- 云雀-7 的采样率为 200 Hz[A:L3]。\n- 云雀-7 的防水深度来源未提及[A:L5]。\n\n云雀-7 的重量为 4 克[B:L3]。\n");
    expect(result).toMatchObject({ rounds: 2, clean: true, lang: "zh" });
    expect(result.changes.map((c) => [c.round, c.codes, c.action])).toEqual([
      [1, ["E1"], "dropped"],
      [1, ["X1"], "rewritten"],
      [1, ["N1", "Q1"], "rewritten"],
      [2, ["X1"], "rewritten"],
    ]);
    expect(writer.requests).toHaveLength(3);
    // Round 1 sends the three failing sentences with their findings, round 2 only the one still failing.
    expect(writer.requests[1]!.user).toContain("1. 云雀-7 由博世代工[A:L2]。\n   问题: 第4行 E1：'博世' 不在来源中");
    expect(writer.requests[1]!.user).not.toContain("云雀-7 采用 MEMS 工艺[A:L2]。\n");
    expect(writer.requests[2]!.user).toContain("1. 云雀-7 的采样率为 300 Hz[A:L3]。\n   问题: 第4行 X1");
    expect(result.notCovered).toEqual(["云雀-7 的功耗", "本次来源未覆盖云雀-7 的售价。", "防水深度未提供。 (A:L5)"]);
    expect((await audit({ output: result.answer, sources: sources("zh") })).findings).toEqual([]);
  });

  it("tells the writer the closed-world rules, the manifest and the task, in the task's language", async () => {
    const writer = scripted(["Skylark-7 weighs 4 grams [B:L3].\n"]);
    await generate({ task: "How heavy is Skylark-7?", sources: sources("en") }, writer);
    const [{ system, user }] = writer.requests as [{ system: string; user: string }];
    expect(system).toContain("[A:L12]");
    expect(system).toContain("Not covered by the sources:");
    expect(user).toContain("[A] A.md\nA:L1 Skylark-7 sensor specification\nA:L2 Skylark-7 is built on a MEMS process.");
    expect(user).toContain("Task: How heavy is Skylark-7?");
    const zh = scripted(["云雀-7 的重量为 4 克[B:L3]。\n"]);
    await generate({ task: "云雀-7 有多重？", sources: sources("zh") }, zh);
    expect(zh.requests[0]!.system).toContain("来源未提及");
    expect(zh.requests[0]!.user).toContain("任务：云雀-7 有多重？");
  });

  it("after three rounds that fix nothing, quotes the cited lines, or drops what cites nothing", async () => {
    const writer = scripted([
      "Skylark-7 weighs 7 grams [B:L3]. Skylark-7 costs 9 dollars.\n",
      ...[6, 5, 3].map((n) => `1: Skylark-7 weighs ${n} grams [B:L3].\n2: Skylark-7 costs ${n + 2} dollars.`),
    ]);
    const result = await generate({ task: "Describe Skylark-7", sources: sources("en") }, writer);
    expect(writer.requests).toHaveLength(4);
    expect(result.rounds).toBe(3);
    expect(result.answer).toBe('"Skylark-7 weighs 4 grams" [B:L3].\n');
    expect(result.changes.slice(-2).map((c) => [c.round, c.action])).toEqual([[4, "quoted"], [4, "dropped"]]);
    expect(result.clean).toBe(true);
  });

  it("stops asking when a round changes nothing", async () => {
    const writer = scripted(["Skylark-7 weighs 7 grams [B:L3].\n", "I cannot help with that."]);
    const result = await generate({ task: "Describe Skylark-7", sources: sources("en") }, writer, { maxRounds: 3 });
    expect(writer.requests).toHaveLength(2);
    expect(result).toMatchObject({ rounds: 0, answer: '"Skylark-7 weighs 4 grams" [B:L3].\n', clean: true });
  });

  it("refuses an empty draft", async () => {
    await expect(generate({ task: "Describe Skylark-7", sources: sources("en") }, scripted(["```markdown\n\n```"]))).rejects.toThrow(GenerateError);
  });
});

describe("generate --extractive", () => {
  it.each(["zh", "en"] as const)("quotes source lines with their citations and audits clean (%s)", async (lang) => {
    const task = lang === "zh" ? "云雀-7 的采样率是多少" : "What is the sampling rate of Skylark-7?";
    const result = await extractive({ task, sources: sources(lang) }, { limit: 3 });
    const lines = result.answer.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(lang === "zh" ? "- “云雀-7 的采样率为 200 Hz”[A:L3]。" : '- "The sampling rate of Skylark-7 is 200 Hz" [A:L3].');
    for (const line of lines) expect(line).toMatch(lang === "zh" ? /^- “[^”]+”\[[AB]:L\d+\]。$/ : /^- "[^"]+" \[[AB]:L\d+\]\.$/);
    expect(result).toMatchObject({ clean: true, changes: [] });
    expect((await audit({ output: result.answer, sources: sources(lang) })).findings).toEqual([]);
    expect(result.notCovered.some((item) => item.includes("(A:L5)"))).toBe(true);
  });

  it("is deterministic", async () => {
    const input = { task: "Summarise Skylark-7", sources: sources("en") };
    expect((await extractive(input)).answer).toBe((await extractive(input)).answer);
  });
});

describe("reading the writer's replies", () => {
  it.each([
    ["1: A [A:L1].\n2: DELETE\n3: B [A:L2].", 3, ["A [A:L1].", "delete", "B [A:L2]."]],
    ["2. B\n1) A\n9: out of range", 2, ["A", "B"]],
    ["Here you go:\n1：甲[A:L1]。\n1: again", 2, ["甲[A:L1]。", undefined]],
  ])("parses %j", (reply, count, expected) => {
    expect(parseRewrites(reply, count)).toEqual(expected);
  });

  it("splits the not-covered list off the answer and unwraps a fenced reply", () => {
    expect(splitReply("```markdown\nA [A:L1].\n\n**Not covered by the sources:**\n- price\n- power\n```")).toEqual({ answer: "A [A:L1].\n", notCovered: ["price", "power"] });
    expect(splitReply("甲[A:L1]。\n\n## 来源未覆盖\n1. 售价\n")).toEqual({ answer: "甲[A:L1]。\n", notCovered: ["售价"] });
  });
});
