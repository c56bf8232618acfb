// The file-level face of the core audit (`audit`, `align`, `audit --whitelist`):
// what the CLI calls. Inputs are read one after the other, output first, so that
// when several are bad the error shown does not depend on timing.
import { alignSentences, audit, type AuditOptions } from "../core/audit/audit.js";
import type { AlignResult, AuditResult, Source, Whitelist } from "../core/audit/types.js";
import type { AuditReportContext } from "../reporters/audit-index.js";
import { checkAgainstWhitelist } from "../core/audit/whitelist.js";
import { VerifyInputError } from "../core/engine.js";
import type { Settings } from "./config.js";
import { InputError } from "./errors.js";
import { loadAnswer } from "./load-answer.js";
import { loadSources, splitSourceArg } from "./load-sources.js";
import { loadWhitelists } from "./load-whitelist.js";
import { assertSafeOutput, type InputFile } from "./verify-files.js";

export interface AuditFilesInput {
  outputPath: string;
  /** Manifest arguments: files, folders, `ID=file` (see loadSources). */
  sourceArgs: readonly string[];
  options: AuditOptions;
}

export async function auditFiles(input: AuditFilesInput): Promise<{ result: AuditResult; sources: Source[]; output: string }> {
  const { output, sources } = await load(input);
  return { result: await nameInputErrors(() => audit({ output, sources }, input.options), input.outputPath, sources), sources, output };
}

export async function alignFiles(input: AuditFilesInput): Promise<{ result: AlignResult; sources: Source[] }> {
  const { output, sources } = await load(input);
  return { result: await nameInputErrors(() => alignSentences({ output, sources }, input.options), input.outputPath, sources), sources };
}

/** `audit --whitelist`: the output against the merged whitelists, E1 and N1 only. */
export async function checkWhitelistFiles(outputPath: string, whitelistPaths: readonly string[]): Promise<{ result: AuditResult; whitelist: Whitelist; output: string }> {
  const output = await loadAnswer(outputPath);
  const whitelist = await loadWhitelists(whitelistPaths);
  return { result: checkAgainstWhitelist(output, whitelist), whitelist, output };
}

/**
 * Refuses a report path that would overwrite the output, a source, a whitelist
 * or the settings file, or land as a text file in a source folder (the next run
 * would read it as a source); see assertSafeOutput.
 */
export async function assertSafeReport(
  reportPath: string,
  inputs: { outputPath: string; sourceArgs?: readonly string[]; otherPaths?: readonly InputFile[] },
): Promise<void> {
  const files: InputFile[] = [{ path: inputs.outputPath, role: "output file" }];
  for (const arg of inputs.sourceArgs ?? []) files.push({ path: (await splitSourceArg(arg)).path, role: "source file" });
  await assertSafeOutput(reportPath, [...files, ...(inputs.otherPaths ?? [])]);
}

async function load(input: AuditFilesInput): Promise<{ output: string; sources: Source[] }> {
  const output = await loadAnswer(input.outputPath);
  return { output, sources: await loadSources(input.sourceArgs) };
}

/** The core's input errors as one line naming the file at fault. */
async function nameInputErrors<T>(run: () => Promise<T>, outputPath: string, sources: readonly Source[]): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof VerifyInputError)) throw error;
    if (error.input === "answer") throw InputError.at(outputPath, error.message);
    throw new InputError(`sources ${sources.map((source) => source.path ?? source.id).join(", ")}: ${error.message}`);
  }
}

/**
 * The gate: the core's verdict, and the grounded rate at or above the minimum.
 * Applied to the result itself so that every format and the exit code agree.
 */
export function withMinimum(result: AuditResult, minimum: number | undefined): AuditResult {
  if (minimum === undefined || result.summary.groundedRate >= minimum) return result;
  return { ...result, summary: { ...result.summary, passed: false } };
}

/** What the report echoes; strictness and the range limit mean nothing to a whitelist check. */
export function shownSettings(settings: Settings, withSources: boolean): AuditReportContext["settings"] {
  const { strictness, maxRangeLines, citationStyle, minGroundedRate } = settings;
  const shown = withSources ? { strictness, citationStyle, maxRangeLines } : { citationStyle };
  return minGroundedRate === undefined ? shown : { ...shown, minGroundedRate };
}
