import { mkdtemp, mkdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/node/errors.js";
import { loadContext } from "../../src/node/load-context.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "groundcheck-context-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let counter = 0;
async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(dir, `${counter++}-${name}`);
  await writeFile(path, content);
  return path;
}

async function folder(files: Record<string, string>): Promise<string> {
  const path = join(dir, `folder-${counter++}`);
  await mkdir(path);
  for (const [name, content] of Object.entries(files)) await writeFile(join(path, name), content);
  return path;
}

async function failure(path: string): Promise<InputError> {
  const error: unknown = await loadContext(path).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InputError);
  expect((error as Error).message).not.toContain("\n");
  return error as InputError;
}

const jsonl = (...lines: string[]): string => `${lines.join("\n")}\n`;

describe("loadContext: JSONL", () => {
  it("reads one chunk per line, skips blank lines, converts numeric ids and keeps extra fields", async () => {
    const path = await file(
      "chunks.jsonl",
      jsonl(
        '{"id": "c1", "text": "The lamp draws 12 W.", "title": "Manual", "url": "https://example.com", "page": 4}',
        "",
        "   ",
        '{"id": 2, "text": "电源 220 V。", "metadata": {"lang": "zh"}}',
      ).replace(/\n/g, "\r\n"),
    );
    expect(await loadContext(path)).toEqual([
      { id: "c1", text: "The lamp draws 12 W.", title: "Manual", url: "https://example.com", page: 4 },
      { id: "2", text: "电源 220 V。", metadata: { lang: "zh" } },
    ]);
  });

  it("drops a null title or url and refuses a non-string one", async () => {
    const ok = await file("null-title.jsonl", jsonl('{"id": "a", "text": "x", "title": null}'));
    expect(await loadContext(ok)).toEqual([{ id: "a", text: "x" }]);
    const bad = await file("number-url.jsonl", jsonl('{"id": "a", "text": "x", "url": 3}'));
    expect((await failure(bad)).message).toBe(`groundcheck: ${bad}:1: chunk "a": "url" must be a string, got a number`);
  });

  it("accepts a file extension in upper case", async () => {
    const path = await file("CHUNKS.JSONL", jsonl('{"id": "a", "text": "x"}'));
    expect(await loadContext(path)).toHaveLength(1);
  });

  it.each([
    ["malformed JSON", '{"id": "c3", "text": "x",}', /:3: invalid JSON \(.+\)$/],
    ["a line that is not an object", '["c3", "x"]', /:3: expected a JSON object with "id" and "text", got an array$/],
    ["a string line", '"c3"', /:3: expected a JSON object with "id" and "text", got a string$/],
    ["a missing id", '{"text": "x"}', /:3: chunk has no "id"$/],
    ["an empty id", '{"id": " ", "text": "x"}', /:3: chunk has an empty "id"$/],
    ["an id of the wrong type", '{"id": true, "text": "x"}', /:3: "id" must be a string or a number, got a boolean$/],
    ["a missing text", '{"id": "c3"}', /:3: chunk "c3" has no "text"$/],
    ["a text that is not a string", '{"id": "c3", "text": ["x"]}', /:3: chunk "c3": "text" must be a string, got an array$/],
    ["a duplicate id", '{"id": "c1", "text": "again"}', /:3: duplicate chunk id "c1" \(also on line 1\)$/],
  ])("names file and line for %s", async (_, third, expected) => {
    const path = await file("chunks.jsonl", jsonl('{"id": "c1", "text": "a"}', '{"id": "c2", "text": "b"}', third));
    const error = await failure(path);
    expect(error.message.startsWith(`groundcheck: ${path}:3: `)).toBe(true);
    expect(error.message).toMatch(expected);
    expect(error.file).toBe(path);
    expect(error.line).toBe(3);
  });

  it("suggests .json for a JSON array", async () => {
    const path = await file("array.jsonl", '[\n  {"id": "a", "text": "x"}\n]\n');
    expect((await failure(path)).message).toMatch(/:1: invalid JSON \(.+\); for a JSON array use the \.json extension$/);
  });

  it("counts blank lines when naming a line", async () => {
    const path = await file("gaps.jsonl", jsonl('{"id": "a", "text": "x"}', "", "{oops"));
    expect((await failure(path)).line).toBe(3);
  });

  it.each([
    ["an empty file", ""],
    ["a file of blank lines", "\n  \n\r\n"],
  ])("refuses %s", async (_, content) => {
    const path = await file("empty.jsonl", content);
    expect((await failure(path)).message).toBe(`groundcheck: no chunks in ${path}`);
  });

  it("refuses binary content", async () => {
    const path = await file("binary.jsonl", Buffer.concat([Buffer.from('{"id": "a", "text": "x"}\n'), Buffer.from([0x00, 0xff])]));
    expect((await failure(path)).message).toBe(`groundcheck: ${path}:2: binary content (NUL byte); expected UTF-8 text`);
  });
});

describe("loadContext: JSON", () => {
  it("reads an array of chunks", async () => {
    const path = await file("chunks.json", JSON.stringify([{ id: "a", text: "x" }, { id: 7, text: "y", extra: true }]));
    expect(await loadContext(path)).toEqual([
      { id: "a", text: "x" },
      { id: "7", text: "y", extra: true },
    ]);
  });

  it('reads {"chunks": [...]}', async () => {
    const path = await file("wrapped.json", JSON.stringify({ chunks: [{ id: "a", text: "x" }] }));
    expect(await loadContext(path)).toEqual([{ id: "a", text: "x" }]);
  });

  it("names the line of a syntax error", async () => {
    const path = await file("broken.json", '[\n  {"id": "a", "text": "x"},\n  {"id": "b" "text": "y"}\n]');
    const error = await failure(path);
    expect(error.message).toMatch(new RegExp(`^groundcheck: ${escape(path)}:3: invalid JSON \\(.+\\)$`));
  });

  it("suggests .jsonl for one object per line", async () => {
    const path = await file("lines.json", '{"id": "a", "text": "x"}\n{"id": "b", "text": "y"}\n');
    expect((await failure(path)).message).toMatch(/:2: invalid JSON \(.+\); for one chunk per line use the \.jsonl extension$/);
  });

  it("names the item of a bad chunk and both items of a duplicate", async () => {
    const missing = await file("missing-text.json", JSON.stringify([{ id: "a", text: "x" }, { id: "b" }]));
    expect((await failure(missing)).message).toBe(`groundcheck: ${missing}: item 2: chunk "b" has no "text"`);
    const twice = await file("twice.json", JSON.stringify([{ id: "a", text: "x" }, { id: "b", text: "y" }, { id: "a", text: "z" }]));
    expect((await failure(twice)).message).toBe(`groundcheck: ${twice}: item 3: duplicate chunk id "a" (also item 1)`);
  });

  it("refuses another shape", async () => {
    const path = await file("object.json", JSON.stringify({ id: "a", text: "x" }));
    expect((await failure(path)).message).toBe(
      `groundcheck: ${path}: expected an array of chunks or {"chunks": [...]}, got an object`,
    );
  });

  it("refuses an empty array", async () => {
    const path = await file("empty.json", "[]");
    expect((await failure(path)).message).toBe(`groundcheck: no chunks in ${path}`);
  });
});

describe("loadContext: folder", () => {
  it("reads .txt, .md and .markdown files sorted by name, id = name without extension", async () => {
    const path = await folder({
      "b.md": "# B\r\nSecond.",
      "a.txt": "First.",
      "C.MARKDOWN": "Third.",
      "notes.pdf": "ignored",
      "data.json": "[]",
    });
    await mkdir(join(path, "sub"));
    await writeFile(join(path, "sub", "d.md"), "ignored");
    await mkdir(join(path, "folder.md"));
    expect(await loadContext(path)).toEqual([
      { id: "C", text: "Third." },
      { id: "a", text: "First." },
      { id: "b", text: "# B\r\nSecond." },
    ]);
  });

  it("follows a symlink to a file", async () => {
    const target = await file("target.txt", "Linked.");
    const path = await folder({});
    await symlink(target, join(path, "link.md"));
    expect(await loadContext(path)).toEqual([{ id: "link", text: "Linked." }]);
  });

  it("refuses two files with the same id", async () => {
    const path = await folder({ "a.md": "x", "a.txt": "y" });
    expect((await failure(path)).message).toBe(
      `groundcheck: ${join(path, "a.txt")}: duplicate chunk id "a" (also ${join(path, "a.md")})`,
    );
  });

  it("names the file with invalid UTF-8", async () => {
    const path = await folder({ "a.md": "fine" });
    await writeFile(join(path, "b.md"), Buffer.from([0x6f, 0x6b, 0x0a, 0xc3, 0x28]));
    expect((await failure(path)).message).toBe(`groundcheck: ${join(path, "b.md")}:2: not valid UTF-8 text`);
  });

  it("refuses a folder without text files", async () => {
    const path = await folder({ "readme.pdf": "x" });
    expect((await failure(path)).message).toBe(`groundcheck: no chunks in ${path} (no .txt, .md, .markdown files)`);
  });
});

describe("loadContext: paths", () => {
  it("names a missing path", async () => {
    const path = join(dir, "absent.jsonl");
    expect((await failure(path)).message).toBe(`groundcheck: ${path}: no such file or folder`);
  });

  it("lists the accepted formats for an unknown extension", async () => {
    const path = await file("chunks.csv", "id,text\n");
    expect((await failure(path)).message).toBe(
      `groundcheck: ${path}: unknown context format: ".csv" (accepted: .jsonl, .json, or a folder of .txt/.md/.markdown files)`,
    );
    const bare = await file("chunks", "x");
    expect((await failure(bare)).message).toContain("unknown context format: a file without an extension");
  });
});

describe("loadContext: size", () => {
  it(
    "loads a 50 MB JSONL file",
    async () => {
      const path = join(dir, "large.jsonl");
      const text = "The lamp draws 12 W and the battery lasts 9 hours; 电池续航 9 小时。 ".repeat(12);
      const out = createWriteStream(path);
      let lines = 0;
      for (let bytes = 0; bytes < 50 * 1024 * 1024; lines++) {
        const line = `${JSON.stringify({ id: `c${lines}`, text, source: "generated" })}\n`;
        bytes += Buffer.byteLength(line);
        if (!out.write(line)) await once(out, "drain");
      }
      out.end();
      await once(out, "finish");
      expect((await stat(path)).size).toBeGreaterThanOrEqual(50 * 1024 * 1024);
      try {
        const chunks = await loadContext(path);
        expect(chunks).toHaveLength(lines);
        expect(chunks[lines - 1]).toEqual({ id: `c${lines - 1}`, text, source: "generated" });
      } finally {
        await rm(path, { force: true });
      }
    },
    120_000,
  );
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
