// Table-driven rule tests in the spirit of ESLint's RuleTester: each case is an answer and its
// chunks; `valid` cases must get no report from the rule, `invalid` ones exactly the listed
// codes, each located at the given text of the answer, and, where a case gives it, with the
// source's conflicting text as `expected`. Messages are not asserted.
import { describe, expect, it } from "vitest";
import { verify } from "../../src/core/engine.js";
import type { Chunk } from "../../src/core/types.js";

export interface RuleCase {
  answer: string;
  /** Chunk texts by id; an array gives ids c1, c2, … */
  chunks: Record<string, string> | string[];
  question?: string;
}

interface ExpectedReport {
  code: string;
  at: string;
  expected?: string;
}

export interface InvalidCase extends RuleCase {
  errors: ExpectedReport[];
}

function toChunks(chunks: RuleCase["chunks"]): Chunk[] {
  const entries = Array.isArray(chunks) ? chunks.map((text, i) => [`c${i + 1}`, text] as const) : Object.entries(chunks);
  return entries.map(([id, text]) => ({ id, text }));
}

async function reportsOf(ruleId: string, c: RuleCase): Promise<Required<ExpectedReport>[]> {
  const result = await verify({ answer: c.answer, chunks: toChunks(c.chunks), ...(c.question ? { question: c.question } : {}) });
  return result.claims.flatMap((claim) =>
    claim.reasons.filter((r) => r.ruleId === ruleId).map((r) => ({ code: r.code, at: c.answer.slice(r.span.start, r.span.end), expected: r.expected ?? "" })),
  );
}

export function ruleTester(ruleId: string, tables: { valid: RuleCase[]; invalid: InvalidCase[] }): void {
  describe(ruleId, () => {
    for (const c of tables.valid) {
      it(`valid: ${c.answer}`, async () => {
        expect(await reportsOf(ruleId, c)).toEqual([]);
      });
    }
    for (const c of tables.invalid) {
      it(`invalid: ${c.answer}`, async () => {
        const reports = await reportsOf(ruleId, c);
        // `expected` is compared only where the case names it.
        expect(reports.map(({ expected, ...rest }, i) => (c.errors[i]?.expected === undefined ? rest : { ...rest, expected }))).toEqual(c.errors);
      });
    }
  });
}
