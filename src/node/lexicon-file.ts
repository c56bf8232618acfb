import { readFile } from "node:fs/promises";
import { NOT_BUILT, provideLexiconBytes } from "../core/lexicon/wordnet.js";

// scripts/build-lexicon.mjs writes the file beside the compiled lexicon module
// (dist/core/lexicon/); run from the TypeScript sources (tests), it is looked up in dist/ of the
// same checkout.
const LOCATIONS = ["../core/lexicon/wordnet-data.bin", "../../dist/core/lexicon/wordnet-data.bin"];

async function readLexiconFile(): Promise<Uint8Array> {
  for (const location of LOCATIONS) {
    try {
      return await readFile(new URL(location, import.meta.url));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new Error(NOT_BUILT);
}

/** Lets core's loadLexicon() read the packaged WordNet data; entry points call this once at start. */
export function useLexiconFile(): void {
  provideLexiconBytes(readLexiconFile);
}
