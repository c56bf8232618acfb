// The seed's A/B experiment: the same audit over groups of outputs written from the same sources
// (a baseline without the closed-world rules, a grounded one with them), counted per group.
import type { AuditResult } from "../audit/types.js";
import type { Code } from "../types.js";

/** The codes every experiment reports, found or not: the seed's metrics. */
export const EXPERIMENT_CODES: readonly Code[] = ["E1", "N1", "R1", "Q1", "C1"];
const ALL_CODES: readonly Code[] = [...EXPERIMENT_CODES, "C2", "C3", "X1", "S1"];

export interface ExperimentGroup {
  name: string;
  outputs: { file: string; result: AuditResult }[];
}

export interface Counts {
  sentences: number;
  grounded: number;
  /** grounded / sentences, 4 places; 0 for no sentences. */
  groundedRate: number;
  byCode: Partial<Record<Code, number>>;
}

export interface GroupStats extends Counts {
  files: number;
  outputs: ({ file: string } & Counts)[];
}

export interface GroupDelta {
  sentences: number;
  grounded: number;
  groundedRate: number;
  byCode: Partial<Record<Code, number>>;
}

export interface ExperimentResult {
  /** In the order given; the first is what the others are compared with. */
  groups: Record<string, GroupStats>;
  /** For every group after the first: its counts minus the first group's. */
  delta: Record<string, GroupDelta>;
  /** The codes counted: E1 N1 R1 Q1 C1, and any other code some output has. */
  codes: Code[];
}

export function experiment(groups: readonly ExperimentGroup[]): ExperimentResult {
  const found = new Set(groups.flatMap((g) => g.outputs.flatMap((o) => Object.keys(o.result.summary.byCode) as Code[])));
  const codes = ALL_CODES.filter((code) => EXPERIMENT_CODES.includes(code) || found.has(code));
  const stats = groups.map((group): [string, GroupStats] => {
    const outputs = group.outputs.map(({ file, result }) => ({ file, ...counts([result.summary], codes) }));
    return [group.name, { files: outputs.length, ...counts(group.outputs.map((o) => o.result.summary), codes), outputs }];
  });
  const [base] = stats;
  const delta: Record<string, GroupDelta> = {};
  for (const [name, group] of stats.slice(1)) {
    delta[name] = {
      sentences: group.sentences - base![1].sentences,
      grounded: group.grounded - base![1].grounded,
      groundedRate: round(group.groundedRate - base![1].groundedRate),
      byCode: Object.fromEntries(codes.map((code) => [code, (group.byCode[code] ?? 0) - (base![1].byCode[code] ?? 0)])),
    };
  }
  return { groups: Object.fromEntries(stats), delta, codes };
}

function counts(summaries: readonly AuditResult["summary"][], codes: readonly Code[]): Counts {
  const sentences = summaries.reduce((n, s) => n + s.sentences, 0);
  const grounded = summaries.reduce((n, s) => n + s.grounded, 0);
  const byCode = Object.fromEntries(codes.map((code) => [code, summaries.reduce((n, s) => n + (s.byCode[code] ?? 0), 0)]));
  return { sentences, grounded, groundedRate: sentences === 0 ? 0 : round(grounded / sentences), byCode };
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}
