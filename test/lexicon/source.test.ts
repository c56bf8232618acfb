import { afterAll, describe, expect, it } from "vitest";
import { loadLexicon, provideLexiconBytes } from "../../src/core/lexicon/wordnet.js";
import { useLexiconFile } from "../../src/node/lexicon-file.js";

// Core reads no files: the lexicon comes from whatever source an entry point registered.
afterAll(useLexiconFile);

describe("lexicon source", () => {
  it("rejects data of another format, and loads once a good source is registered", async () => {
    provideLexiconBytes(async () => new Uint8Array(64));
    await expect(loadLexicon()).rejects.toThrow(/outdated format/);
    useLexiconFile();
    const lexicon = await loadLexicon();
    expect(lexicon.areAntonyms("hot", "cold")).toBe(true);
  });

  it("reads bytes at any offset of their buffer", async () => {
    const { readFile } = await import("node:fs/promises");
    const file = await readFile(new URL("../../dist/core/lexicon/wordnet-data.bin", import.meta.url));
    const shifted = new Uint8Array(file.byteLength + 1);
    shifted.set(file, 1);
    provideLexiconBytes(async () => shifted.subarray(1));
    expect((await loadLexicon()).lemma("went")).toBe("go");
  });

  it("passes on a source's failure and tries again on the next load", async () => {
    let calls = 0;
    provideLexiconBytes(async () => {
      calls++;
      throw new Error("unreadable");
    });
    await expect(loadLexicon()).rejects.toThrow("unreadable");
    await expect(loadLexicon()).rejects.toThrow("unreadable");
    expect(calls).toBe(2);
  });
});
