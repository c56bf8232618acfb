import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ClaimResult, Verdict, VerifyResult } from "../../src/core/types.js";

/** A fresh folder per test, removed by the returned function. */
export async function tempFolder(prefix: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `groundcheck-${prefix}-`));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export async function writeIn(dir: string, name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

/**
 * Chunks and answers for the real engine. `good` has three supported claims; `worse` two
 * supported and one unsupported (faithfulness 0.6667, no contradiction, so only a baseline
 * fails it); `mixed` one claim of each verdict and one more supported.
 */
export const CHUNKS =
  '{"id": "c1", "text": "The lamp draws 12 W at full brightness. It ships in red and blue."}\n' +
  '{"id": "c2", "text": "The battery lasts 9 hours on a full charge."}\n';
export const GOOD = "The lamp draws 12 W [c1]. It ships in red [c1]. The battery lasts 9 hours [c2].\n";
export const WORSE = "The lamp draws 12 W [c1]. It ships in red [c1]. The lamp was designed by Olafur Eliasson in Sweden [c2].\n";
export const MIXED = "The lamp draws 9 W [c1]. It ships in red [c1]. The battery lasts 9 hours [c2]. The lamp was designed by Olafur Eliasson in Sweden [c2].\n";

/** A hand-made result with one claim per verdict given, ids c1, c2, … */
export function resultOf(verdicts: readonly Verdict[]): VerifyResult {
  const claims: ClaimResult[] = verdicts.map((verdict, i) => ({
    id: `c${i + 1}`,
    text: `Claim ${i + 1} is ${verdict}.`,
    start: i * 30,
    end: i * 30 + 25,
    line: 1,
    column: i * 30 + 1,
    citations: ["s1"],
    verdict,
    score: verdict === "supported" ? 0.9 : 0.1,
    judge: "lexical",
    reasons: verdict === "supported" ? [] : [{ code: verdict === "contradicted" ? "X1" : "S1", ruleId: "r", severity: "warning", span: { start: i * 30, end: i * 30 + 25 }, message: "m" }],
    evidence: [{ chunkId: "s1", quote: `quote ${i + 1}`, start: 0, end: 7 }],
  }));
  const count = (verdict: Verdict): number => verdicts.filter((v) => v === verdict).length;
  const supported = count("supported");
  return {
    summary: {
      claims: verdicts.length,
      supported,
      unsupported: count("unsupported"),
      contradicted: count("contradicted"),
      faithfulness: verdicts.length === 0 ? 0 : Math.round((supported / verdicts.length) * 10000) / 10000,
      passed: count("contradicted") === 0,
      failures: count("contradicted") === 0 ? [] : [`${count("contradicted")} contradicted claims`],
    },
    claims,
    judge: { id: "lexical", version: "test" },
  };
}

export function answerOf(result: VerifyResult): string {
  return result.claims.map((claim) => claim.text.padEnd(30)).join("");
}
