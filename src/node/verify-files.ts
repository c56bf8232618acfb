// The file-level face of core `verify`: what the CLI (and later the server's
// file mode) calls. Also guards the one write groundcheck makes, the report.
import { stat, writeFile, realpath } from "node:fs/promises";
import type { Stats } from "node:fs";
import { dirname, extname } from "node:path";
import { verify, VerifyInputError } from "../core/engine.js";
import type { VerifyResult } from "../core/types.js";
import { InputError } from "./errors.js";
import { loadContext } from "./load-context.js";
import { FOLDER_EXTENSIONS } from "./text-files.js";
import { loadAnswer } from "./load-answer.js";

export interface VerifyFilesInput {
  answerPath: string;
  contextPath: string;
  question?: string;
  minFaithfulness?: number;
}

export async function verifyFiles(input: VerifyFilesInput): Promise<{ result: VerifyResult; answer: string }> {
  // One after the other: when both inputs are bad, the error shown must not depend on timing.
  const answer = await loadAnswer(input.answerPath);
  const chunks = await loadContext(input.contextPath);
  try {
    const result = await verify({ answer, chunks, question: input.question }, { minFaithfulness: input.minFaithfulness });
    return { result, answer };
  } catch (error) {
    if (error instanceof VerifyInputError) throw InputError.at(error.input === "answer" ? input.answerPath : input.contextPath, error.message);
    throw error;
  }
}

/**
 * Fails fast, before the engine runs, on a report path that cannot be written,
 * and refuses one that would destroy or pollute the inputs: the answer or
 * context file itself (compared by inode, so another spelling or a symlink is
 * caught too), or a text file inside the context folder, which the next run
 * would read as a chunk.
 */
export async function assertSafeOutput(
  outputPath: string,
  inputs: { answerPath: string; contextPath: string },
): Promise<void> {
  const output = await statOrUndefined(outputPath);
  if (output?.isDirectory()) throw InputError.at(outputPath, "is a folder; --output needs a file path");
  if (!(await statOrUndefined(dirname(outputPath)))?.isDirectory()) {
    throw InputError.at(outputPath, "cannot write the report (its folder does not exist)");
  }
  const answer = await statOrUndefined(inputs.answerPath);
  const context = await statOrUndefined(inputs.contextPath);
  if (output !== undefined && answer !== undefined && sameFile(output, answer)) {
    throw InputError.at(outputPath, "is the answer file; refusing to overwrite it with the report");
  }
  if (output !== undefined && context !== undefined && sameFile(output, context)) {
    throw InputError.at(outputPath, "is the context file; refusing to overwrite it with the report");
  }
  if (context?.isDirectory() && FOLDER_EXTENSIONS.includes(extname(outputPath).toLowerCase())) {
    const [outputFolder, contextFolder] = await Promise.all([
      realpath(dirname(outputPath)).catch(() => undefined),
      realpath(inputs.contextPath),
    ]);
    if (outputFolder === contextFolder) {
      throw InputError.at(outputPath, `is inside the context folder ${inputs.contextPath}; the report would be read as a chunk`);
    }
  }
}

export async function writeReport(outputPath: string, report: string): Promise<void> {
  try {
    await writeFile(outputPath, report, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "its folder does not exist" : code === "EACCES" || code === "EPERM" ? "permission denied" : code ?? String(error);
    throw InputError.at(outputPath, `cannot write the report (${why})`);
  }
}

async function statOrUndefined(path: string): Promise<Stats | undefined> {
  return stat(path).catch(() => undefined);
}

function sameFile(a: Stats, b: Stats): boolean {
  return a.dev === b.dev && a.ino === b.ino;
}
