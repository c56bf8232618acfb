// Loads a model JSON written by `groundcheck train -o`, as a lexical judge.
import { readFile } from "node:fs/promises";
import type { Judge } from "../core/judge/judge.js";
import { createLexicalJudge } from "../core/judge/lexical.js";
import { parseLexicalModel } from "../core/judge/lexical-model.js";
import { InputError } from "./errors.js";

export async function loadLexicalJudge(path: string): Promise<Judge> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw InputError.at(path, `cannot read the model (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    return createLexicalJudge(parseLexicalModel(JSON.parse(text)));
  } catch (error) {
    throw InputError.at(path, `not a lexical model: ${(error as Error).message}`);
  }
}
