import { InputError } from "./errors.js";
import { readText } from "./read-text.js";

/** The answer exactly as in the file (BOM aside), so claim offsets point into it. */
export async function loadAnswer(path: string): Promise<string> {
  const answer = await readText(path);
  if (answer.trim() === "") throw new InputError(`answer ${path} is empty`, { file: path });
  return answer;
}
