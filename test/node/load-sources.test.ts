import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/node/errors.js";
import { loadSources, splitSourceArg } from "../../src/node/load-sources.js";
import { listTextFiles } from "../../src/node/text-files.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "groundcheck-sources-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string | Uint8Array = `Text of ${name}.\n`): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

async function folder(name: string, files: Record<string, string>): Promise<string> {
  const path = join(dir, name);
  await mkdir(path, { recursive: true });
  for (const [fileName, content] of Object.entries(files)) await writeFile(join(path, fileName), content);
  return path;
}

const ids = async (args: string[]): Promise<string[]> => (await loadSources(args)).map((source) => source.id);

/** Rejects with one InputError line that contains every needle. */
async function rejects(args: string[], ...needles: string[]): Promise<void> {
  const error = await loadSources(args).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InputError);
  const message = (error as InputError).message;
  expect(message).toMatch(/^groundcheck: [^\n]+$/);
  for (const needle of needles) expect(message).toContain(needle);
}

describe("loadSources: ids", () => {
  it("gives A, B, C in the order given, with text and path", async () => {
    const a = await file("a.md", "星尘-3 采用 12nm 工艺。\r\n");
    const b = await file("b.txt");
    const c = await file("c.markdown");
    expect(await loadSources([a, b, c])).toEqual([
      { id: "A", text: "星尘-3 采用 12nm 工艺。\r\n", path: a },
      { id: "B", text: "Text of b.txt.\n", path: b },
      { id: "C", text: "Text of c.markdown.\n", path: c },
    ]);
  });

  it("takes ID=path, and skips ids given explicitly anywhere in the list", async () => {
    const [x, y, z] = await Promise.all([file("x.md"), file("y.md"), file("z.md")]);
    expect(await ids([`spec-2=${x}`, y])).toEqual(["spec-2", "A"]);
    expect(await ids([x, `A=${y}`, z])).toEqual(["B", "A", "C"]);
    expect(await ids([x, y, `B=${z}`])).toEqual(["A", "C", "B"]);
  });

  it("goes on past Z with AA, AB, …", async () => {
    const names = Object.fromEntries(Array.from({ length: 28 }, (_, index) => [`${String(index).padStart(2, "0")}.md`, `Line ${index}.`]));
    const sources = await loadSources([await folder("many", names)]);
    expect(sources.slice(24).map((source) => source.id)).toEqual(["Y", "Z", "AA", "AB"]);
    expect(sources[27]?.text).toBe("Line 27.");
  });

  it("expands a folder to its .md/.markdown/.txt files sorted by name, each with the next id", async () => {
    const path = await folder("corpus", { "b.md": "B text.", "a.TXT": "A text.", "c.markdown": "C text.", "notes.json": "{}", "B.md": "upper." });
    await mkdir(join(path, "sub.md"));
    const lone = await file("lone.md");
    const sources = await loadSources([lone, path]);
    expect(sources.map((source) => [source.id, source.path])).toEqual([
      ["A", lone],
      ["B", join(path, "B.md")],
      ["C", join(path, "a.TXT")],
      ["D", join(path, "b.md")],
      ["E", join(path, "c.markdown")],
    ]);
  });
});

describe("splitSourceArg: when ID=path is split", () => {
  it("splits when the part before = is an id and the part after it exists", async () => {
    const path = await file("split.md");
    expect(await splitSourceArg(`A=${path}`)).toEqual({ id: "A", path });
    expect(await splitSourceArg(`a_very_long_source_id=${path}`)).toEqual({ id: "a_very_long_source_id", path });
  });

  it("reads a file whose own name has = in it as that file", async () => {
    await file("A=B.md");
    await file("notes=v2.md");
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(await splitSourceArg("A=B.md")).toEqual({ path: "A=B.md" });
      expect(await splitSourceArg("notes=v2.md")).toEqual({ path: "notes=v2.md" });
      expect((await loadSources(["A=B.md"]))[0]).toMatchObject({ id: "A", path: "A=B.md", text: "Text of A=B.md.\n" });
    } finally {
      process.chdir(cwd);
    }
  });

  it("splits a short id before a missing path, so that the path is reported missing", async () => {
    const missing = join(dir, "absent.md");
    expect(await splitSourceArg(`A=${missing}`)).toEqual({ id: "A", path: missing });
    await rejects([`A=${missing}`], `${missing}: no such file`);
  });

  it("keeps a long prefix or one that is not an id as part of the path", async () => {
    const missing = join(dir, "absent.md");
    expect(await splitSourceArg(`chapter-notes=${missing}`)).toEqual({ path: `chapter-notes=${missing}` });
    expect(await splitSourceArg(`a b=${missing}`)).toEqual({ path: `a b=${missing}` });
    expect(await splitSourceArg(`-A=${missing}`)).toEqual({ path: `-A=${missing}` });
    expect(await splitSourceArg(join(dir, "plain.md"))).toEqual({ path: join(dir, "plain.md") });
  });
});

describe("loadSources: bad input", () => {
  it("no sources", async () => {
    await rejects([], "no sources given");
  });

  it("a missing file", async () => {
    const missing = join(dir, "nope.md");
    await rejects([missing], `${missing}: no such file`);
  });

  it("a binary file", async () => {
    const path = await file("image.md", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0a, 0x00, 0x00]));
    await rejects([path], `${path}:2: binary content`);
  });

  it("an empty source", async () => {
    const path = await file("blank.md", " \n\t\n");
    await rejects([await file("fine.md"), path], `${path}: empty source`);
  });

  it("a duplicate id, naming both files", async () => {
    const [first, second] = await Promise.all([file("one.md"), file("two.md")]);
    await rejects([`A=${first}`, `A=${second}`], `${second}: duplicate source id "A"`, `(also ${first})`);
  });

  it("a folder without text files", async () => {
    const path = await folder("nothing-here", { "data.json": "{}" });
    await rejects([path], `${path}: no sources in the folder (no .txt, .md, .markdown files)`);
  });

  it("an id given to a folder", async () => {
    const path = await folder("named", { "a.md": "x" });
    await rejects([`A=${path}`], `${path}: is a folder`);
  });

  it("ID= with nothing after it, and an empty argument", async () => {
    await rejects(["A="], 'source "A=" has no path after "="');
    await rejects([""], "an empty source path");
  });
});

describe("listTextFiles", () => {
  it("names a folder it cannot list", async () => {
    const missing = join(dir, "no-folder");
    await expect(listTextFiles(missing)).rejects.toThrow(`${missing}: cannot list the folder (ENOENT)`);
  });
});
