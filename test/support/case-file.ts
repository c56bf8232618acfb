import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";

export interface CaseFolder {
  /** A fresh folder for the test file's outputs, removed after it. */
  dir: string;
  /** The cases, one JSON object a line, in `dir`. */
  cases: string;
}

/** Writes `cases` as a JSONL case file in a temporary folder for the tests of one file; read the paths inside tests. */
export function useCaseFile(name: string, cases: readonly object[]): CaseFolder {
  const folder: CaseFolder = { dir: "", cases: "" };
  beforeAll(async () => {
    folder.dir = await mkdtemp(join(tmpdir(), `groundcheck-${name}-`));
    folder.cases = join(folder.dir, "cases.jsonl");
    await writeFile(folder.cases, cases.map((c) => JSON.stringify(c)).join("\n") + "\n");
  });
  afterAll(async () => {
    await rm(folder.dir, { recursive: true, force: true });
  });
  return folder;
}
