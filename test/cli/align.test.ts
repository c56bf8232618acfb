import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { alignCommand } from "../../src/cli/commands/align.js";
import { alignSentences } from "../../src/core/audit/audit.js";
import type { AlignResult } from "../../src/core/audit/types.js";
import { run } from "./run.js";

// The core is stubbed: these tests are about argv, exit codes and where the report goes.
vi.mock("../../src/core/audit/audit.js", () => ({ audit: vi.fn(), alignSentences: vi.fn() }));
const core = vi.mocked(alignSentences);

let dir: string;
let summary: string;
let sourceA: string;
let sourceB: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "groundcheck-align-"));
  summary = await file("summary.md", "星尘-3 采用 12nm 工艺[A:L1]。\n售价 30 美元。\n");
  sourceA = await file("source_A.md", "星尘-3 采用 12nm 工艺。\n");
  sourceB = await file("source_B.md", "星尘-3 支持 LPDDR4X 内存。\n");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  core.mockReset();
});

async function file(name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

const grounded = (score = 0.9): AlignResult["sentences"][number] => ({
  line: 1,
  text: "星尘-3 采用 12nm 工艺[A:L1]。",
  grounded: true,
  best: { source: "A", line: 1, score },
});
const ungrounded: AlignResult["sentences"][number] = { line: 2, text: "售价 30 美元。", grounded: false, best: null };

describe("align", () => {
  it("takes OUTPUT.md then the sources, and exits 0 when every sentence is grounded", async () => {
    core.mockResolvedValue({ sentences: [grounded()] });
    const outcome = await run(alignCommand, [summary, sourceA, `spec=${sourceB}`]);
    expect(outcome).toEqual({ code: 0, stdout: `${summary}:1  grounded    A:L1 (0.90)  "星尘-3 采用 12nm 工艺[A:L1]。"\n\n1/1 sentences grounded\n`, stderr: "" });
    const [input, options] = core.mock.calls[0] ?? [];
    expect(input?.output).toBe("星尘-3 采用 12nm 工艺[A:L1]。\n售价 30 美元。\n");
    expect(input?.sources.map(({ id, path }) => [id, path])).toEqual([
      ["A", sourceA],
      ["spec", sourceB],
    ]);
    expect(options).toEqual({ aliases: [] });
  });

  it("exits 1 when a sentence is not grounded", async () => {
    core.mockResolvedValue({ sentences: [grounded(), ungrounded] });
    const outcome = await run(alignCommand, [summary, sourceA]);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain(`${summary}:2  ungrounded  -  "售价 30 美元。"`);
  });

  it("--threshold only raises the bar on the best line's score", async () => {
    core.mockResolvedValue({ sentences: [grounded(0.7)] });
    expect((await run(alignCommand, [summary, sourceA, "--threshold", "0.7"])).code).toBe(0);
    const raised = await run(alignCommand, [summary, sourceA, "--threshold", "0.8", "--format", "json"]);
    expect(raised.code).toBe(1);
    expect((JSON.parse(raised.stdout) as AlignResult).sentences[0]?.grounded).toBe(false);
    core.mockResolvedValue({ sentences: [ungrounded] });
    expect((await run(alignCommand, [summary, sourceA, "--threshold", "0"])).code).toBe(1);
  });

  it("passes --alias and the config's aliases to the core", async () => {
    core.mockResolvedValue({ sentences: [grounded()] });
    const config = await file("config.json", JSON.stringify({ aliases: [["星尘-3", "星尘 3 号"]] }));
    await run(alignCommand, [summary, sourceA, "--config", config, "--alias", "SD3=SD-3"]);
    expect(core.mock.calls[0]?.[1]).toEqual({ aliases: [["星尘-3", "星尘 3 号"], ["SD3", "SD-3"]] });
  });

  it("prints JSON in DESIGN.md order and Markdown as a table", async () => {
    core.mockResolvedValue({ sentences: [grounded(), ungrounded] });
    const json = await run(alignCommand, [summary, sourceA, "--format", "json"]);
    const parsed = JSON.parse(json.stdout) as { sentences: object[] };
    expect(Object.keys(parsed)).toEqual(["sentences", "sources"]);
    expect(Object.keys(parsed.sentences[0] ?? {})).toEqual(["line", "text", "grounded", "best"]);
    const markdown = await run(alignCommand, [summary, sourceA, "--format", "markdown"]);
    expect(markdown.stdout).toContain("| Line | Grounded | Best source line | Sentence |");
  });

  it("writes the report to --output and prints the count", async () => {
    core.mockResolvedValue({ sentences: [grounded(), ungrounded] });
    const report = join(dir, "alignment.md");
    expect(await run(alignCommand, [summary, sourceA, "--format", "markdown", "--output", report])).toEqual({
      code: 1,
      stdout: "1/2 sentences grounded\n",
      stderr: "",
    });
    expect(await readFile(report, "utf8")).toContain("| 2 | **no** | - | 售价 30 美元。 |");
  });

  it("shows the operands in the help", async () => {
    const outcome = await run(alignCommand, ["-h"]);
    expect(outcome.stdout.split("\n")[0]).toBe("Usage: groundcheck align OUTPUT.md SOURCE... [options]");
  });
});

describe("align: bad input -> exit 2", () => {
  async function expectInputError(argv: string[], needle: string): Promise<void> {
    const outcome = await run(alignCommand, argv);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe("");
    expect(outcome.stderr).toMatch(/^groundcheck: [^\n]+\n$/);
    expect(outcome.stderr).toContain(needle);
    expect(core).not.toHaveBeenCalled();
  }

  it.each([
    [[], "missing OUTPUT.md and the sources"],
    [["summary.md"], "missing the sources after OUTPUT.md"],
    [["summary.md", "a.md", "--threshold", "high"], '--threshold must be a number from 0 to 1, not "high"'],
    [["summary.md", "a.md", "--sources", "b.md"], "unknown option --sources"],
  ])("%j", async (argv, needle) => {
    await expectInputError(argv, needle);
  });

  it("a missing source, naming it", async () => {
    const missing = join(dir, "absent.md");
    await expectInputError([summary, sourceA, missing], `${missing}: no such file`);
  });

  it("--output onto a source, leaving it unchanged", async () => {
    await expectInputError([summary, sourceA, "--output", sourceA], `${sourceA}: is the source file; refusing to overwrite it`);
    expect(await readFile(sourceA, "utf8")).toBe("星尘-3 采用 12nm 工艺。\n");
  });
});
