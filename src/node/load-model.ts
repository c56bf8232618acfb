// Loads a model JSON written by `groundcheck train -o`, as a lexical judge.
import type { Judge } from "../core/judge/judge.js";
import { createLexicalJudge } from "../core/judge/lexical.js";
import { parseLexicalModel } from "../core/judge/lexical-model.js";
import { InputError } from "./errors.js";
import { readText } from "./read-text.js";

export async function loadLexicalJudge(path: string): Promise<Judge> {
  // The strict reader: a missing, binary or non-UTF-8 model file is one line naming it.
  const text = await readText(path);
  try {
    return createLexicalJudge(parseLexicalModel(JSON.parse(text)));
  } catch (error) {
    throw InputError.at(path, `not a lexical model: ${(error as Error).message}`);
  }
}
