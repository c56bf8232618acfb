// Real judge requests for the LLM judge tests: what the engine hands a judge for an answer.
import { verify } from "../../src/core/engine.js";
import type { Judge, JudgeRequest } from "../../src/core/judge/judge.js";
import type { Chunk } from "../../src/core/types.js";

/** Chunk texts by id; an array gives ids c1, c2, … */
export type ChunkTexts = Record<string, string> | string[];

export function toChunks(chunks: ChunkTexts): Chunk[] {
  const entries = Array.isArray(chunks) ? chunks.map((text, i) => [`c${i + 1}`, text] as const) : Object.entries(chunks);
  return entries.map(([id, text]) => ({ id, text }));
}

/** The requests of the engine's first judge call for `answer` (its claims against their cited chunks). */
export async function requestsFor(answer: string, chunks: ChunkTexts, question?: string): Promise<JudgeRequest[]> {
  let first: readonly JudgeRequest[] | undefined;
  const recording: Judge = {
    id: "recording",
    version: "0",
    async judge(batch) {
      first ??= batch;
      return batch.map(() => ({ verdict: "supported" as const, score: 1, reasons: [] }));
    },
  };
  await verify({ answer, chunks: toChunks(chunks), ...(question ? { question } : {}) }, { judge: recording });
  return [...(first ?? [])];
}
