// The text files of a folder, as both a context folder (one chunk a file) and a source folder
// (one source a file) read them.
import { readdir, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { InputError } from "./errors.js";

/** Files of a folder that are read as text (compared lower-case). */
export const FOLDER_EXTENSIONS: readonly string[] = [".txt", ".md", ".markdown"];

/**
 * The text files of a folder, as paths, sorted by name in code-unit order so that the order,
 * and with it chunk order and source ids, does not depend on the machine's locale.
 */
export async function listTextFiles(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    throw InputError.at(folder, `cannot list the folder (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const files: string[] = [];
  for (const name of names.filter((candidate) => FOLDER_EXTENSIONS.includes(extname(candidate).toLowerCase())).sort(byCodeUnits)) {
    const file = join(folder, name);
    // stat, not the directory entry: a symlink to a file counts, a subfolder named x.md does not.
    if (await stat(file).then((found) => found.isFile(), () => false)) files.push(file);
  }
  return files;
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
