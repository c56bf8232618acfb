// Shapes of the closed-world audit (`audit`, `align`, `whitelist`): the output's sentences
// checked against line-numbered sources A, B, C… (DESIGN.md, "audit --format json").
import type { Code, Lang } from "../types.js";

export type Strictness = "strict" | "lenient";

/** How the output cites: `[A:L12]` (line) or `[c1]` (chunk). */
export type CitationStyle = "line" | "chunk";

/** A source of the manifest: id (A, B, … or the user's `ID=path`) and its text. */
export interface Source {
  id: string;
  text: string;
  /** Where it came from, for messages and the manifest in reports. */
  path?: string;
}

export interface SourceLine {
  source: string;
  /** 1-based. */
  line: number;
  text: string;
}

export interface AuditFinding {
  code: Code;
  /** 1-based line and column of the sentence (or of the exact span) in the output. */
  line: number;
  column: number;
  start: number;
  end: number;
  /** The sentence of the output the finding is about. */
  text: string;
  /** In the output's language: "第4行 E1：'台积电' 不在来源中（白名单无此实体）". */
  message: string;
  /** The answer's words at fault ("台积电", "4 TOPS"), when the finding is about a span. */
  actual?: string;
  evidence?: SourceLine;
  /** For C1: where the sentence's content is, if anywhere. */
  foundAt?: SourceLine;
  ruleId: string;
}

export interface AuditSummary {
  sentences: number;
  /** Sentences with no finding. */
  grounded: number;
  groundedRate: number;
  byCode: Partial<Record<Code, number>>;
  passed: boolean;
}

/** Two sources that give different values for the same thing: reported, never resolved. */
export interface SourceConflict {
  message: string;
  locations: SourceLine[];
}

export interface AuditResult {
  findings: AuditFinding[];
  summary: AuditSummary;
  /** What the sources do not cover: attributes they say are not provided, and what the output says it could not find. */
  uncovered: string[];
  /** Passages marked as speculation ("以下为来源外推测", "Speculation:"), excluded from the audit. */
  speculation: { line: number; text: string }[];
  conflicts: SourceConflict[];
  lang: Lang;
}

/** `align`: each sentence of the output with its best source line. */
export interface AlignedSentence {
  line: number;
  text: string;
  grounded: boolean;
  best: { source: string; line: number; score: number } | null;
}

export interface AlignResult {
  sentences: AlignedSentence[];
  lang: Lang;
}

/** Entities and numbers of the sources, with where each was seen (`groundcheck whitelist`). */
export interface Whitelist {
  version: 1;
  sources: { id: string; path?: string }[];
  entities: { name: string; aliases: string[]; seen: { source: string; line: number }[] }[];
  numbers: { raw: string; value: number; max?: number; unit: string; dimension: string; source: string; line: number }[];
  dates: { raw: string; year?: number; month?: number; day?: number; quarter?: number; weekday?: number; source: string; line: number }[];
}
