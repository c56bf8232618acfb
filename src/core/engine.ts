// PLACEHOLDER: being written by the lead engineer. The signature is fixed.
import type { Chunk, VerifyResult } from "./types.js";

export interface VerifyInput {
  answer: string;
  chunks: Chunk[];
  question?: string;
}

export interface VerifyOptions {
  /** Gate: fail when faithfulness falls below this (0..1). */
  minFaithfulness?: number;
}

export async function verify(input: VerifyInput, options: VerifyOptions = {}): Promise<VerifyResult> {
  void input;
  void options;
  throw new Error("not yet written");
}
