import type { Code, Lang } from "../types.js";
import type { RelationKind } from "../lexicon/relations.js";

/** What a finding's message is built from: the audit speaks the output's language. */
export interface MessageFacts {
  code: Code;
  line: number;
  lang: Lang;
  /** The answer's words at fault. */
  actual?: string;
  /** What the source has instead. */
  expected?: string;
  /** Where the evidence is: "A:L4". */
  at?: string;
  /** The cited lines, for C1: "A:L6". */
  cited?: string;
  /** The cited line's text, for C1. */
  citedText?: string;
  /** Where the content is found instead, for C1. */
  foundAt?: string;
  relation?: RelationKind;
  /** E1 and N1 against a whitelist rather than cited lines. */
  whitelist?: boolean;
}

const ZH_RELATION: Record<RelationKind, string> = { causal: "因果", comparative: "比较", temporal: "时序" };

function zh(f: MessageFacts): string {
  const head = `第${f.line}行 ${f.code}：`;
  switch (f.code) {
    case "E1":
      return `${head}'${f.actual}' 不在来源中（${f.whitelist ? "白名单无此实体" : `${f.at ?? "所引行"} 无此实体`}）`;
    case "N1":
      return `${head}'${f.actual}' 不在来源中（${f.whitelist ? "白名单无此数值" : `${f.at ?? "所引行"} 无此数值`}）`;
    case "X1":
      return f.expected ? `${head}${f.at} 为 '${f.expected}'，输出为 '${f.actual}'` : `${head}与 ${f.at} 的说法相反${f.actual ? `（'${f.actual}'）` : ""}`;
    case "R1":
      return `${head}'${f.actual}' 增加了来源未陈述的${ZH_RELATION[f.relation ?? "causal"]}关系（${f.at}）`;
    case "Q1":
      return `${head}${f.at} 说明该项未提供，输出却给出 '${f.actual}'`;
    case "C1":
      return `${head}[${f.cited}] ${f.citedText ? `的内容是"${f.citedText}"，` : ""}不含该句内容${f.foundAt ? `（见 ${f.foundAt}）` : "（来源中也未找到）"}`;
    case "C2":
      return `${head}${f.actual} 指向不存在的来源或行`;
    case "C3":
      return `${head}该句没有引用标记`;
    case "S1":
      return `${head}来源中找不到该句内容`;
  }
}

const EN_RELATION: Record<RelationKind, string> = { causal: "causal", comparative: "comparative", temporal: "temporal" };

function en(f: MessageFacts): string {
  const head = `line ${f.line} ${f.code}: `;
  switch (f.code) {
    case "E1":
      return `${head}'${f.actual}' is not in the sources (${f.whitelist ? "not in the whitelist" : `no such name at ${f.at ?? "the cited lines"}`})`;
    case "N1":
      return `${head}'${f.actual}' is not in the sources (${f.whitelist ? "no such number in the whitelist" : `no such value at ${f.at ?? "the cited lines"}`})`;
    case "X1":
      return f.expected ? `${head}${f.at} says '${f.expected}', the sentence says '${f.actual}'` : `${head}the sentence says the opposite of ${f.at}${f.actual ? ` ('${f.actual}')` : ""}`;
    case "R1":
      return `${head}'${f.actual}' adds a ${EN_RELATION[f.relation ?? "causal"]} relation that ${f.at} does not state`;
    case "Q1":
      return `${head}${f.at} says this is not provided, the sentence gives '${f.actual}'`;
    case "C1":
      return `${head}[${f.cited}] ${f.citedText ? `is about "${f.citedText}", not what the sentence states` : "does not hold the sentence"}${f.foundAt ? ` (found at ${f.foundAt})` : " (not found in the sources)"}`;
    case "C2":
      return `${head}${f.actual} points at no source line`;
    case "C3":
      return `${head}the sentence has no citation`;
    case "S1":
      return `${head}the sources do not hold the sentence`;
  }
}

/** Two sources that disagree about a value the output states. */
export function conflictMessage(lang: Lang, value: string, locations: readonly string[]): string {
  return lang === "zh" ? `来源之间对 '${value}' 的说法不一致：${locations.join(" 与 ")}` : `the sources disagree about ${value}: ${locations.join(" vs ")}`;
}

export function auditMessage(facts: MessageFacts): string {
  return facts.lang === "zh" ? zh(facts) : en(facts);
}
