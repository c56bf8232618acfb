import { chmod, mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/node/errors.js";
import { readLines, readText, type TextLine } from "../../src/node/read-text.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "groundcheck-read-text-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

async function failure(promise: Promise<unknown>): Promise<InputError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

async function lines(path: string): Promise<TextLine[]> {
  const all: TextLine[] = [];
  for await (const line of readLines(path)) all.push(line);
  return all;
}

describe("readText", () => {
  it("returns the text with CRLF kept and a UTF-8 BOM removed", async () => {
    const path = await file("bom.md", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("One.\r\n二。\r\n")]));
    expect(await readText(path)).toBe("One.\r\n二。\r\n");
  });

  it("names a missing file", async () => {
    const path = join(dir, "missing.md");
    const error = await failure(readText(path));
    expect(error.message).toBe(`groundcheck: ${path}: no such file`);
    expect(error.file).toBe(path);
  });

  it("refuses a folder where a file is expected", async () => {
    const path = join(dir, "folder.md");
    await mkdir(path);
    expect((await failure(readText(path))).message).toBe(`groundcheck: ${path}: is a folder; expected a file`);
  });

  it.skipIf(process.getuid?.() === 0)("reports an unreadable file", async () => {
    const path = await file("locked.md", "secret");
    await chmod(path, 0o000);
    expect((await failure(readText(path))).message).toContain(`${path}: cannot read the file (permission denied)`);
  });

  it("refuses binary content and names the line of the NUL byte", async () => {
    const path = await file("binary.md", Buffer.from([0x61, 0x0a, 0x62, 0x0a, 0x63, 0x00, 0x01]));
    const error = await failure(readText(path));
    expect(error.message).toBe(`groundcheck: ${path}:3: binary content (NUL byte); expected UTF-8 text`);
    expect(error.line).toBe(3);
  });

  it("refuses invalid UTF-8 and names the line of the first bad byte", async () => {
    const path = await file("latin1.md", Buffer.concat([Buffer.from("ok\r\nfine\r\n"), Buffer.from([0xc3, 0x28]), Buffer.from("\n")]));
    const error = await failure(readText(path));
    expect(error.message).toBe(`groundcheck: ${path}:3: not valid UTF-8 text`);
    expect(error.line).toBe(3);
  });

  it("says so when the file is UTF-16", async () => {
    const path = await file("utf16.md", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("hi", "utf16le")]));
    expect((await failure(readText(path))).message).toBe(`groundcheck: ${path}:1: is UTF-16 text; save it as UTF-8`);
  });
});

describe("readLines", () => {
  it("numbers lines from 1, treats CRLF as one break and keeps a last line without a break", async () => {
    const path = await file("lines.txt", "a\r\n\r\nb\nc");
    expect(await lines(path)).toEqual([
      { line: 1, text: "a" },
      { line: 2, text: "" },
      { line: 3, text: "b" },
      { line: 4, text: "c" },
    ]);
  });

  it("strips the BOM of the first line only", async () => {
    const path = await file("bom.jsonl", "\ufeffa\n\ufeffb\n");
    expect((await lines(path)).map((line) => line.text)).toEqual(["a", "\ufeffb"]);
  });

  it("joins lines and characters split across read pieces", async () => {
    // 1 MiB pieces: an odd-length ASCII prefix puts a 3-byte character across the boundary.
    const long = `${"x".repeat((1 << 20) - 1)}中文`;
    const path = await file("long.txt", `${long}\nend\n`);
    const read = await lines(path);
    expect(read.map((line) => line.line)).toEqual([1, 2]);
    expect(read[0]?.text).toBe(long);
    expect(read[1]?.text).toBe("end");
  });

  it("names the line with invalid UTF-8", async () => {
    const path = await file("bad.jsonl", Buffer.concat([Buffer.from("{}\n{}\n"), Buffer.from([0xc3, 0x28, 0x0a])]));
    const error = await failure(lines(path));
    expect(error.message).toBe(`groundcheck: ${path}:3: not valid UTF-8 text`);
  });

  it("names a missing file", async () => {
    const path = join(dir, "nothing.jsonl");
    expect((await failure(lines(path))).message).toBe(`groundcheck: ${path}: no such file`);
  });
});
