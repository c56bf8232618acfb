// What the writing model is told (the seed's Step 0 and Step 2): the manifest of sources with
// ids and numbered lines, the closed-world rules, a citation per sentence, "not covered" instead
// of guesses; and, for a rewrite round, the failing sentences with their findings. In the task's
// language.
import type { Source } from "../audit/types.js";
import type { Lang } from "../types.js";

/** The sources as the writer sees them: `[A] path`, then `A:L3 text` for every non-blank line. */
export function manifest(sources: readonly Source[]): string {
  return sources
    .map((source) => {
      const lines = source.text.split("\n").flatMap((line, i) => (line.trim() === "" ? [] : [`${source.id}:L${i + 1} ${line.replace(/\r$/, "")}`]));
      return [`[${source.id}]${source.path === undefined ? "" : ` ${source.path}`}`, ...lines].join("\n");
    })
    .join("\n\n");
}

/** The heading under which the writer lists what the sources do not cover, and how it is recognised. */
export const NOT_COVERED_HEADING: Record<Lang, string> = { zh: "来源未覆盖：", en: "Not covered by the sources:" };
const NOT_COVERED_LINE = /^\s{0,3}(?:#{1,6}\s*)?(?:\*\*)?(?:来源未覆盖|本次来源未覆盖|not covered by the sources)(?:\*\*)?\s*[:：]?\s*(?:\*\*)?\s*$/i;

const SYSTEM: Record<Lang, string> = {
  zh: [
    "你在闭世界中写作：世界只包含来源清单里的来源；来源没有说的事，不是“未知”，而是“不存在”。",
    "规则：",
    "1. 只做三种操作：压缩、换序、同义改写。不得加入来源中没有的实体、数字或因果、比较、时序关系，哪怕你认为它是对的。",
    "2. 每个句子在句号之前写引用标记 [编号:L行号]，例如 [A:L12]。一句用到几行就写几个标记，如 [A:L2][B:L3]；相邻几行可写 [A:L12-14]（最多 5 行）。",
    "3. 来源明确写了“未提供/未给出/未覆盖”的项目，写“来源未提及”并引用写明此事的那一行，不要补全。",
    `4. 任务问到而来源中没有的内容，不要写进正文，也不要猜；在答案最后另起一行写“${NOT_COVERED_HEADING.zh}”，下面每行一项“- 项目”。`,
    "5. 只输出答案（Markdown），不要前言或解释。",
  ].join("\n"),
  en: [
    "You write in a closed world: it holds only the sources of the manifest; what they do not say is not unknown, it does not exist.",
    "Rules:",
    "1. Only compress, reorder and paraphrase. Add no entity, number, or causal, comparative or temporal relation the sources do not state, even one you believe true.",
    "2. End every sentence with its citation before the full stop: [ID:Lline], e.g. [A:L12]. One marker per line used ([A:L2][B:L3]); adjacent lines as [A:L12-14] (at most 5 lines).",
    "3. Where a source says a value is not provided, write that it is not covered by the sources, citing the line that says so; never fill it in.",
    `4. What the task asks for and no source holds stays out of the answer, unguessed; list it at the end after a line "${NOT_COVERED_HEADING.en}", one "- item" per line.`,
    "5. Reply with the answer only (Markdown), no preamble or explanation.",
  ].join("\n"),
};

export function systemPrompt(lang: Lang): string {
  return SYSTEM[lang];
}

export function draftPrompt(input: { manifest: string; task: string; lang: Lang }): string {
  return input.lang === "zh"
    ? `来源清单（行首是引用标记的写法）：\n\n${input.manifest}\n\n任务：${input.task}`
    : `Source manifest (each line starts with how to cite it):\n\n${input.manifest}\n\nTask: ${input.task}`;
}

export interface RewriteItem {
  sentence: string;
  /** The audit's findings about it, in the text's language. */
  findings: string[];
}

/** A rewrite round: only the failing sentences, numbered, each with its findings. */
export function rewritePrompt(input: { manifest: string; task: string; lang: Lang; items: readonly RewriteItem[] }): string {
  const zh = input.lang === "zh";
  const items = input.items.map((item, i) => `${i + 1}. ${item.sentence}\n${item.findings.map((f) => `   ${zh ? "问题" : "finding"}: ${f}`).join("\n")}`).join("\n");
  return zh
    ? `来源清单：\n\n${input.manifest}\n\n任务：${input.task}\n\n下面的句子没有通过审计。逐句重写，只用来源中的内容，每句带引用标记；无法有据重写的句子写 DELETE。` +
        `\n每句一行回复，格式为“编号: 新句子”，不要别的内容。\n\n${items}`
    : `Source manifest:\n\n${input.manifest}\n\nTask: ${input.task}\n\nThe sentences below failed the audit. Rewrite each using only what the sources say, with its citation; write DELETE for one that cannot be grounded.` +
        `\nReply with one line per sentence, "number: new sentence", nothing else.\n\n${items}`;
}

/** What the writer wants for each numbered sentence: a new sentence, deletion, or nothing usable (undefined). */
export function parseRewrites(reply: string, count: number): (string | "delete" | undefined)[] {
  const rewrites: (string | "delete" | undefined)[] = new Array(count).fill(undefined);
  for (const line of reply.split("\n")) {
    const m = /^\s*(?:[-*]\s*)?(\d{1,4})\s*[:：.、)）]\s*(.*)$/.exec(line);
    if (!m) continue;
    const at = Number(m[1]) - 1;
    const text = m[2]!.replace(/\s+/g, " ").trim();
    if (at < 0 || at >= count || rewrites[at] !== undefined || text === "") continue;
    rewrites[at] = /^(?:DELETE|删除)[。.]?$/i.test(text) ? "delete" : text;
  }
  return rewrites;
}

/**
 * A reply split into the answer and the writer's not-covered list: the lines after the
 * "not covered" heading that are list items. A reply fenced whole as Markdown is unwrapped.
 */
export function splitReply(reply: string): { answer: string; notCovered: string[] } {
  const fenced = /^\s*```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/i.exec(reply);
  const lines = (fenced ? fenced[1]! : reply).replace(/\r\n/g, "\n").split("\n");
  const at = lines.findIndex((line) => NOT_COVERED_LINE.test(line));
  if (at < 0) return { answer: finish(lines.join("\n")), notCovered: [] };
  const notCovered = lines
    .slice(at + 1)
    .map((line) => /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line)?.[1]?.trim())
    .filter((item): item is string => item !== undefined && item !== "");
  return { answer: finish(lines.slice(0, at).join("\n")), notCovered };
}

function finish(text: string): string {
  const trimmed = text.trim();
  return trimmed === "" ? "" : `${trimmed}\n`;
}
