import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyCommand } from "../../src/cli/commands/verify.js";
import { verify } from "../../src/core/engine.js";
import { run } from "./run.js";

// Every case here must be rejected before the engine runs.
vi.mock("../../src/core/engine.js", async (original) => ({
  ...(await original<typeof import("../../src/core/engine.js")>()),
  verify: vi.fn(async () => {
    throw new Error("the engine ran on bad input");
  }),
}));

let dir: string;
let answer: string;
let context: string;
let contextFolder: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "groundcheck-cli-"));
  answer = await file("answer.md", "The lamp draws 12 W [c1].\n");
  context = await file("chunks.jsonl", '{"id": "c1", "text": "The lamp draws 12 W."}\n');
  contextFolder = join(dir, "sources");
  await mkdir(contextFolder);
  await writeFile(join(contextFolder, "c1.md"), "The lamp draws 12 W.");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

const jsonl = (...lines: string[]): string => `${lines.join("\n")}\n`;
const good = (id: string): string => JSON.stringify({ id, text: `Chunk ${id}.` });

/** Exit 2, nothing on stdout, one line on stderr that contains every `needles`, no stack. */
async function expectInputError(argv: string[], ...needles: string[]): Promise<string> {
  const result = await run(verifyCommand, argv);
  expect(result.code).toBe(2);
  expect(result.stdout).toBe("");
  expect(result.stderr).toMatch(/^groundcheck: [^\n]+\n$/);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  for (const needle of needles) expect(result.stderr).toContain(needle);
  expect(verify).not.toHaveBeenCalled();
  return result.stderr;
}

const files = (answerPath: string, contextPath: string): string[] => ["--answer", answerPath, "--context", contextPath];

describe("verify: bad input files", () => {
  it("missing answer", async () => {
    const missing = join(dir, "nope.md");
    await expectInputError(files(missing, context), `${missing}: no such file`);
  });

  it("missing context", async () => {
    const missing = join(dir, "nope.jsonl");
    await expectInputError(files(answer, missing), `${missing}: no such file or folder`);
  });

  it("a folder as the answer", async () => {
    await expectInputError(files(contextFolder, context), `${contextFolder}: is a folder`);
  });

  it("malformed JSONL on line 3", async () => {
    const path = await file("malformed.jsonl", jsonl(good("a"), good("b"), '{"id": "c", "text": '));
    await expectInputError(files(answer, path), `${path}:3: invalid JSON (`);
  });

  it("a line that is not an object", async () => {
    const path = await file("array-line.jsonl", jsonl(good("a"), good("b"), "[1, 2]"));
    await expectInputError(files(answer, path), `${path}:3: expected a JSON object`);
  });

  it("a chunk without id", async () => {
    const path = await file("no-id.jsonl", jsonl(good("a"), '{"text": "x"}'));
    await expectInputError(files(answer, path), `${path}:2: chunk has no "id"`);
  });

  it("a chunk without text", async () => {
    const path = await file("no-text.jsonl", jsonl(good("a"), '{"id": "b"}'));
    await expectInputError(files(answer, path), `${path}:2: chunk "b" has no "text"`);
  });

  it("duplicate ids, naming both lines", async () => {
    const path = await file("duplicate.jsonl", jsonl(good("a"), good("b"), good("a")));
    await expectInputError(files(answer, path), `${path}:3: duplicate chunk id "a"`, "line 1");
  });

  it("an empty answer", async () => {
    const path = await file("empty.md", " \n\t\n");
    await expectInputError(files(path, context), `answer ${path} is empty`);
  });

  it("an empty context file", async () => {
    const path = await file("empty.jsonl", "");
    await expectInputError(files(answer, path), `no chunks in ${path}`);
  });

  it("an empty context folder", async () => {
    const path = join(dir, "empty-folder");
    await mkdir(path);
    await expectInputError(files(answer, path), `no chunks in ${path}`);
  });

  it("a binary answer", async () => {
    const path = await file("binary.md", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]));
    await expectInputError(files(path, context), `${path}:3: binary content`);
  });

  it("an answer that is not UTF-8", async () => {
    const path = await file("latin1.md", Buffer.from([0x61, 0x0a, 0xc3, 0x28]));
    await expectInputError(files(path, context), `${path}:2: not valid UTF-8 text`);
  });

  it("a context with an unknown extension", async () => {
    const path = await file("chunks.csv", "id,text\nc1,x\n");
    await expectInputError(files(answer, path), `${path}: unknown context format: ".csv" (accepted: .jsonl, .json,`);
  });

  it("reports the answer first when both inputs are bad", async () => {
    const missingAnswer = join(dir, "absent.md");
    await expectInputError(files(missingAnswer, join(dir, "absent.jsonl")), missingAnswer);
  });
});

describe("verify: bad arguments", () => {
  it("an unknown flag", async () => {
    const stderr = await expectInputError([...files(answer, context), "--strict"], "unknown option --strict");
    expect(stderr).toContain("groundcheck verify --help");
  });

  it.each([
    [["--context", "chunks.jsonl"], "missing required option --answer"],
    [["--answer", "answer.md"], "missing required option --context"],
    [[], "missing required option --answer"],
  ])("a missing required flag: %j", async (argv, message) => {
    const stderr = await expectInputError(argv, message);
    expect(stderr).toContain("groundcheck verify --help");
  });

  it("a flag without its value", async () => {
    await expectInputError(["--answer", "--context", context], "option --answer needs a value");
    await expectInputError([...files(answer, context), "--question"], "option --question needs a value");
  });

  it("an empty value", async () => {
    await expectInputError(["--answer=", "--context", context], "option --answer needs a value");
  });

  it("a value for a switch", async () => {
    await expectInputError([...files(answer, context), "--color=yes"], "option --color takes no value");
  });

  it("a positional argument", async () => {
    await expectInputError([...files(answer, context), "extra.md"], 'unexpected argument "extra.md"');
  });

  it("an unknown format", async () => {
    await expectInputError([...files(answer, context), "--format", "xml"], '--format must be one of text, json, markdown, sarif, html, not "xml"');
  });

  it.each(["2", "-0.1", "abc", " ", "0x1", "1e-1", "NaN", "90%"])("--min-faithfulness %j", async (value) => {
    await expectInputError([...files(answer, context), `--min-faithfulness=${value}`], "--min-faithfulness must be a number from 0 to 1");
  });

  it("a negative number without '=' is taken for a flag", async () => {
    await expectInputError([...files(answer, context), "--min-faithfulness", "-1"], "--min-faithfulness=-1");
  });
});

describe("verify: --output never overwrites an input", () => {
  it("refuses the answer file, leaving it as it was", async () => {
    const before = await readFile(answer, "utf8");
    await expectInputError([...files(answer, context), "--output", answer], `${answer}: is the answer file; refusing to overwrite it`);
    await expectInputError([...files(answer, context), "--output", join(dir, ".", "answer.md")], "is the answer file");
    expect(await readFile(answer, "utf8")).toBe(before);
  });

  it("refuses the context file", async () => {
    await expectInputError([...files(answer, context), "--output", context], `${context}: is the context file`);
  });

  it("refuses a text file inside the context folder", async () => {
    const output = join(contextFolder, "report.md");
    await expectInputError([...files(answer, contextFolder), "--output", output], "is inside the context folder");
  });

  it("refuses a folder", async () => {
    await expectInputError([...files(answer, context), "--output", dir], `${dir}: is a folder`);
  });
});

describe("verify --help", () => {
  it("prints usage with every option and exits 0", async () => {
    const result = await run(verifyCommand, ["--help"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^Usage: groundcheck verify --answer FILE --context FILE\|DIR \[options\]\n/);
    for (const flag of ["--question TEXT", "--format text|json", "--output FILE", "--min-faithfulness X", "--color, --no-color", "--verbose", "-h, --help"]) {
      expect(result.stdout).toContain(flag);
    }
    expect(result.stdout).toContain("default: text");
  });

  it("wins over other errors", async () => {
    expect((await run(verifyCommand, ["--bogus", "-h"])).code).toBe(0);
  });
});
