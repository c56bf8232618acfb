// The file-level face of core `fix`: the answer and its sources (closed-world, `[A:L12]`) or its
// chunks (`[c1]`) read from disk, repaired, the result handed back for the CLI to write. The
// input is only ever read.
import { resolve } from "node:path";
import type { AuditOptions } from "../core/audit/audit.js";
import type { Source } from "../core/audit/types.js";
import { auditChecker, verifyChecker } from "../core/fix/check.js";
import { fix, type FixMode, type FixOutcome } from "../core/fix/fix.js";
import { InputError } from "./errors.js";
import { resolveJudge } from "./judge-spec.js";
import { loadAnswer } from "./load-answer.js";
import { loadContext } from "./load-context.js";
import { loadSources, splitSourceArg } from "./load-sources.js";
import { assertSafeOutput, type InputFile } from "./verify-files.js";

export interface FixFilesInput {
  inputPath: string;
  /** What the answer cites: line-numbered sources (manifest arguments, see loadSources) or a context of chunks. */
  against: { sourceArgs: readonly string[] } | { contextPath: string; judge?: string };
  mode: FixMode;
  maxRounds: number;
  /** For the closed-world audit: range limit and aliases. */
  audit?: Omit<AuditOptions, "strictness">;
}

export async function fixFiles(input: FixFilesInput): Promise<{ outcome: FixOutcome; sources?: Source[] }> {
  const text = await loadAnswer(input.inputPath);
  const options = { mode: input.mode, maxRounds: input.maxRounds };
  if ("sourceArgs" in input.against) {
    const sources = await loadSources(input.against.sourceArgs);
    // Lenient is one setting for both: an uncited sentence is checked against every source, and what still fails is marked.
    const checker = auditChecker(sources, { ...input.audit, strictness: input.mode });
    return { outcome: { check: "audit", result: await fix(text, checker, options) }, sources };
  }
  const chunks = await loadContext(input.against.contextPath);
  const judge = input.against.judge === undefined ? undefined : await resolveJudge(input.against.judge);
  return { outcome: { check: "verify", result: await fix(text, verifyChecker(chunks, judge ? { judge } : {}), options) } };
}

/**
 * The files a run reads, named for refusals: `-o` or `--report` must be none of them (nor a
 * text file inside a source folder, which the next run would read as a source).
 */
export async function fixInputs(input: Pick<FixFilesInput, "inputPath" | "against">, otherPaths: readonly InputFile[] = []): Promise<InputFile[]> {
  const files: InputFile[] = [{ path: input.inputPath, role: "input file" }];
  if ("sourceArgs" in input.against) {
    for (const arg of input.against.sourceArgs) files.push({ path: (await splitSourceArg(arg)).path, role: "source file" });
  } else {
    files.push({ path: input.against.contextPath, role: "context file" });
  }
  return [...files, ...otherPaths];
}

/**
 * Refuses, before anything runs, an output path that is an input, or two outputs that are the
 * same file (the fixed text and the report would overwrite each other).
 */
export async function assertSafeOutputs(paths: readonly (string | undefined)[], inputs: readonly InputFile[]): Promise<void> {
  const given = paths.filter((path): path is string => path !== undefined);
  for (const path of given) await assertSafeOutput(path, inputs);
  const [first, second] = given;
  if (first !== undefined && second !== undefined && resolve(first) === resolve(second)) throw InputError.at(second, "is given for both the fixed text and the report");
}
