import { readFile } from "node:fs/promises";

/** groundcheck's version, from its package.json (the same relative place from src/node and dist/node). */
export async function toolVersion(): Promise<string> {
  const text = await readFile(new URL("../../package.json", import.meta.url), "utf8");
  return (JSON.parse(text) as { version: string }).version;
}
