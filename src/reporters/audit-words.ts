// The fixed words of the audit reports, in the output's language: a Chinese
// summary gets a Chinese report around the core's Chinese messages.
import type { AuditResult, SourceLine } from "../core/audit/types.js";
import type { Lang } from "../core/types.js";
import type { CitationStyle } from "../core/audit/types.js";
import type { AuditSettings, SourceRef } from "./audit-index.js";

export interface AuditWords {
  findings: string;
  counts: string;
  none: string;
  grounded: string;
  minimum: string;
  uncovered: string;
  speculation: string;
  conflicts: string;
  foundAt: string;
  sources: string;
  settings: string;
  title: string;
  /** Markdown table headers. */
  columns: { line: string; column: string; code: string; message: string; evidence: string; count: string; file: string };
  /** Between items of one line ("E1×2、N1×1"). */
  comma: string;
  /** After a label ("来源未覆盖：…"). */
  colon: string;
  /** Between longer items of one line (uncovered attributes). */
  semicolon: string;
  strictness: (value: string) => string;
  citations: (example: string) => string;
  range: (lines: number) => string;
  minGroundedRate: (value: string) => string;
  /** A remark after a value: " (0.80)", "（0.80）". */
  paren: (text: string) => string;
}

const EN: AuditWords = {
  findings: "Findings",
  counts: "Counts per code",
  none: "none",
  grounded: "Grounded sentences",
  minimum: "minimum",
  uncovered: "Not covered by the sources",
  speculation: "Speculation (not audited)",
  conflicts: "Sources that disagree",
  foundAt: "found at",
  sources: "Sources",
  settings: "Settings",
  title: "Audit report",
  columns: { line: "Line", column: "Column", code: "Code", message: "Message", evidence: "Evidence", count: "Count", file: "File" },
  comma: ", ",
  colon: ": ",
  semicolon: "; ",
  strictness: (value) => `strictness ${value}`,
  citations: (example) => `citations ${example}`,
  range: (lines) => `ranges up to ${lines} ${lines === 1 ? "line" : "lines"}`,
  minGroundedRate: (value) => `minimum grounded rate ${value}`,
  paren: (text) => ` (${text})`,
};

const ZH: AuditWords = {
  findings: "违规",
  counts: "各代码计数",
  none: "无",
  grounded: "有据句",
  minimum: "最低",
  uncovered: "来源未覆盖",
  speculation: "来源外推测（未审计）",
  conflicts: "来源之间的冲突",
  foundAt: "实际位于",
  sources: "来源",
  settings: "设置",
  title: "审计报告",
  columns: { line: "行", column: "列", code: "代码", message: "说明", evidence: "证据", count: "次数", file: "文件" },
  comma: "、",
  colon: "：",
  semicolon: "；",
  strictness: (value) => `严格度 ${value}`,
  citations: (example) => `引用格式 ${example}`,
  range: (lines) => `范围最多 ${lines} 行`,
  minGroundedRate: (value) => `最低有据率 ${value}`,
  paren: (text) => `（${text}）`,
};

export function wordsFor(lang: Lang): AuditWords {
  return lang === "zh" ? ZH : EN;
}

const CITATION_EXAMPLE: Record<CitationStyle, string> = { line: "[A:L12]", chunk: "[c1]" };

/** A rate as every report prints it: two decimals, like verify's faithfulness. */
export function rate(value: number): string {
  return value.toFixed(2);
}

/** `A:L12`, the citation syntax without brackets. */
export function lineRef(line: SourceLine): string {
  return `${line.source}:L${line.line}`;
}

/** The codes found, with their counts, in the order the core counted them. */
export function codeCounts(result: AuditResult): [code: string, count: number][] {
  return Object.entries(result.summary.byCode).flatMap(([code, count]) => (count === undefined || count === 0 ? [] : [[code, count]]));
}

/** `E1×2、N1×1`; the `none` word when there are none. */
export function countsText(result: AuditResult, words: AuditWords): string {
  const counts = codeCounts(result).map(([code, count]) => `${code}×${count}`);
  return counts.length === 0 ? words.none : counts.join(words.comma);
}

/** `8/10 (0.80)`, with the minimum when one was set. */
export function groundedText(result: AuditResult, settings: AuditSettings | undefined, words: AuditWords): string {
  const { grounded, sentences, groundedRate } = result.summary;
  const minimum = settings?.minGroundedRate === undefined ? "" : words.paren(`${words.minimum} ${rate(settings.minGroundedRate)}`);
  return `${grounded}/${sentences}${words.paren(rate(groundedRate))}${minimum}`;
}

/** `A=source_A.md, B=source_B.md`. */
export function manifestText(sources: readonly SourceRef[], words: AuditWords): string {
  return sources.map((source) => (source.path === undefined ? source.id : `${source.id}=${source.path}`)).join(words.comma);
}

/** The settings that were set, in one line; undefined when none were. */
export function settingsText(settings: AuditSettings | undefined, words: AuditWords): string | undefined {
  if (settings === undefined) return undefined;
  const parts = [
    settings.strictness === undefined ? undefined : words.strictness(settings.strictness),
    settings.citationStyle === undefined ? undefined : words.citations(CITATION_EXAMPLE[settings.citationStyle]),
    settings.maxRangeLines === undefined ? undefined : words.range(settings.maxRangeLines),
    settings.minGroundedRate === undefined ? undefined : words.minGroundedRate(rate(settings.minGroundedRate)),
  ].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? undefined : parts.join(words.comma);
}

/** The verdict's word; the same in both languages so that scripts can grep for it. */
export function gateText(result: AuditResult): "PASS" | "FAIL" {
  return result.summary.passed ? "PASS" : "FAIL";
}
