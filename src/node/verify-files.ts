// The file-level face of core `verify`: what the CLI (and later the server's
// file mode) calls. Also guards the one write groundcheck makes, the report.
import { stat, writeFile, realpath } from "node:fs/promises";
import type { Stats } from "node:fs";
import { dirname, extname } from "node:path";
import { verify, VerifyInputError } from "../core/engine.js";
import type { Chunk, VerifyResult } from "../core/types.js";
import { InputError } from "./errors.js";
import { resolveJudge } from "./judge-spec.js";
import { loadContext } from "./load-context.js";
import { FOLDER_EXTENSIONS } from "./text-files.js";
import { loadAnswer } from "./load-answer.js";

export interface VerifyFilesInput {
  answerPath: string;
  contextPath: string;
  question?: string;
  minFaithfulness?: number;
  /** `--judge SPEC`; the embedded lexical judge when absent. */
  judge?: string;
  /** Where a model judge reads its keys and endpoints; process.env when absent. */
  env?: NodeJS.ProcessEnv;
}

export async function verifyFiles(input: VerifyFilesInput): Promise<{ result: VerifyResult; answer: string; chunks: Chunk[] }> {
  // One after the other: when both inputs are bad, the error shown must not depend on timing.
  const answer = await loadAnswer(input.answerPath);
  const chunks = await loadContext(input.contextPath);
  try {
    const judge = input.judge === undefined ? undefined : await resolveJudge(input.judge, input.env ? { env: input.env } : {});
    const result = await verify({ answer, chunks, question: input.question }, { minFaithfulness: input.minFaithfulness, ...(judge ? { judge } : {}) });
    return { result, answer, chunks };
  } catch (error) {
    if (error instanceof VerifyInputError) throw InputError.at(error.input === "answer" ? input.answerPath : input.contextPath, error.message);
    throw error;
  }
}

/** A file the user gave, and what to call it in a refusal: "answer file", "source file". */
export interface InputFile {
  path: string;
  role: string;
}

/**
 * Fails fast, before the work runs, on a report path that cannot be written, and refuses one
 * that would destroy or pollute the inputs: an input file itself (compared by inode, so another
 * spelling or a symlink is caught too), or a text file inside an input folder, which the next
 * run would read as input.
 */
export async function assertSafeOutput(outputPath: string, inputs: readonly InputFile[]): Promise<void> {
  const output = await statOrUndefined(outputPath);
  if (output?.isDirectory()) throw InputError.at(outputPath, "is a folder; --output needs a file path");
  if (!(await statOrUndefined(dirname(outputPath)))?.isDirectory()) {
    throw InputError.at(outputPath, "cannot write the report (its folder does not exist)");
  }
  for (const input of inputs) {
    const found = await statOrUndefined(input.path);
    if (output !== undefined && found !== undefined && sameFile(output, found)) {
      throw InputError.at(outputPath, `is the ${input.role}; refusing to overwrite it with the report`);
    }
    if (found?.isDirectory() && FOLDER_EXTENSIONS.includes(extname(outputPath).toLowerCase())) {
      const [outputFolder, inputFolder] = await Promise.all([realpath(dirname(outputPath)).catch(() => undefined), realpath(input.path)]);
      if (outputFolder === inputFolder) {
        throw InputError.at(outputPath, `is inside the ${input.role.replace(/ file$/, "")} folder ${input.path}; the report would be read as input`);
      }
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
