import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditCommand } from "../../src/cli/commands/audit.js";
import { audit } from "../../src/core/audit/audit.js";
import type { AuditResult, Whitelist } from "../../src/core/audit/types.js";
import { checkAgainstWhitelist } from "../../src/core/audit/whitelist.js";
import { VerifyInputError } from "../../src/core/engine.js";
import { run } from "./run.js";

// The core is stubbed: these tests are about what the command does around it
// (argv, manifest, settings, exit code, where the report goes), not about findings.
vi.mock("../../src/core/audit/audit.js", () => ({ audit: vi.fn(), alignSentences: vi.fn() }));
vi.mock("../../src/core/audit/whitelist.js", async (original) => ({
  ...(await original<typeof import("../../src/core/audit/whitelist.js")>()),
  checkAgainstWhitelist: vi.fn(),
}));
const core = vi.mocked(audit);
const whitelistCheck = vi.mocked(checkAgainstWhitelist);

const ANSI = /\u001b\[[0-9;]*m/;

let dir: string;
let summary: string;
let sourceA: string;
let sourceB: string;
let whitelistPath: string;

const WHITELIST: Whitelist = {
  version: 1,
  sources: [{ id: "A", path: "source_A.md" }],
  entities: [{ name: "星尘-3", aliases: ["星尘 3 号"], seen: [{ source: "A", line: 1 }] }],
  numbers: [{ raw: "12nm", value: 12, unit: "nm", dimension: "length", source: "A", line: 1 }],
  dates: [],
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "groundcheck-audit-"));
  summary = await file("summary.md", "星尘-3 采用台积电 12nm 工艺[A:L1]。\n");
  sourceA = await file("source_A.md", "星尘-3 采用 12nm 工艺。\n");
  sourceB = await file("source_B.md", "星尘-3 的典型功耗为 2.1 W。\n");
  whitelistPath = await file("whitelist.json", JSON.stringify(WHITELIST));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  core.mockReset();
  whitelistCheck.mockReset();
});

async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

function result(fields: Partial<AuditResult["summary"]> = {}, findings: AuditResult["findings"] = []): AuditResult {
  return {
    findings,
    summary: { sentences: 2, grounded: 2, groundedRate: 1, byCode: {}, passed: true, ...fields },
    uncovered: [],
    speculation: [],
    conflicts: [],
    lang: "zh",
  };
}

const E1: AuditResult["findings"][number] = {
  code: "E1",
  line: 1,
  column: 8,
  start: 7,
  end: 10,
  text: "星尘-3 采用台积电 12nm 工艺[A:L1]。",
  message: "第1行 E1：'台积电' 不在来源中（白名单无此实体）",
  evidence: { source: "A", line: 1, text: "星尘-3 采用 12nm 工艺。" },
  ruleId: "unknown-entity",
};

function failing(): AuditResult {
  return result({ grounded: 1, groundedRate: 0.5, byCode: { E1: 1 }, passed: false }, [E1]);
}

/** Exit 2, nothing on stdout, one line on stderr that contains every needle; the core never ran. */
async function expectInputError(argv: string[], ...needles: string[]): Promise<string> {
  const outcome = await run(auditCommand, argv);
  expect(outcome.code).toBe(2);
  expect(outcome.stdout).toBe("");
  expect(outcome.stderr).toMatch(/^groundcheck: [^\n]+\n$/);
  for (const needle of needles) expect(outcome.stderr).toContain(needle);
  expect(core).not.toHaveBeenCalled();
  expect(whitelistCheck).not.toHaveBeenCalled();
  return outcome.stderr;
}

describe("audit: arguments", () => {
  it("takes every word after --sources as a source, ids A, B in order, and passes the default settings", async () => {
    core.mockResolvedValue(result());
    const outcome = await run(auditCommand, [summary, "--sources", sourceA, sourceB, "--format", "json"]);
    expect(outcome).toMatchObject({ code: 0, stderr: "" });
    expect(core).toHaveBeenCalledWith(
      {
        output: "星尘-3 采用台积电 12nm 工艺[A:L1]。\n",
        sources: [
          { id: "A", text: "星尘-3 采用 12nm 工艺。\n", path: sourceA },
          { id: "B", text: "星尘-3 的典型功耗为 2.1 W。\n", path: sourceB },
        ],
      },
      { strictness: "strict", maxRangeLines: 5, aliases: [] },
    );
    expect(JSON.parse(outcome.stdout)).toMatchObject({
      sources: [
        { id: "A", path: sourceA },
        { id: "B", path: sourceB },
      ],
      settings: { strictness: "strict", citationStyle: "line", maxRangeLines: 5 },
    });
  });

  it("takes ID=path, a folder, flags before the output, and --sources given twice", async () => {
    core.mockResolvedValue(result());
    const folder = join(dir, "corpus");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "2.md"), "Second.");
    await writeFile(join(folder, "1.md"), "First.");
    const outcome = await run(auditCommand, ["--format=json", "--sources", `spec=${sourceA}`, folder, "--color", summary, "--sources", sourceB]);
    expect(outcome.stderr).toBe("");
    const sources = core.mock.calls[0]?.[0].sources.map(({ id, path }) => [id, path]);
    expect(sources).toEqual([
      ["spec", sourceA],
      ["A", join(folder, "1.md")],
      ["B", join(folder, "2.md")],
      ["C", sourceB],
    ]);
  });

  it("passes --strictness, --max-range and every --alias to the core", async () => {
    core.mockResolvedValue(result());
    const argv = [summary, "--sources", sourceA, "--strictness", "lenient", "--max-range", "3", "--alias", "星尘-3=星尘 3 号", "--alias=SD3=SD-3"];
    expect((await run(auditCommand, argv)).code).toBe(0);
    expect(core.mock.calls[0]?.[1]).toEqual({ strictness: "lenient", maxRangeLines: 3, aliases: [["星尘-3", "星尘 3 号"], ["SD3", "SD-3"]] });
  });

  it("reads --config, with flags over it and --alias added to its aliases", async () => {
    core.mockResolvedValue(result());
    const config = await file("settings.json", JSON.stringify({ strictness: "lenient", maxRangeLines: 2, aliases: [["A1", "A-1"]], citationStyle: "chunk" }));
    const outcome = await run(auditCommand, [summary, "--sources", sourceA, "--config", config, "--max-range", "4", "--alias", "x=y", "--format", "json"]);
    expect(core.mock.calls[0]?.[1]).toEqual({ strictness: "lenient", maxRangeLines: 4, aliases: [["A1", "A-1"], ["x", "y"]] });
    expect((JSON.parse(outcome.stdout) as { settings: object }).settings).toEqual({ strictness: "lenient", citationStyle: "chunk", maxRangeLines: 4 });
  });

  it("shows OUTPUT.md and the sources in the help", async () => {
    const outcome = await run(auditCommand, ["--help"]);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout.split("\n")[0]).toBe("Usage: groundcheck audit OUTPUT.md (--sources SOURCE... | --whitelist FILE...) [options]");
    expect(outcome.stdout).toContain("--min-grounded-rate X");
    expect(outcome.stdout).toContain("--alias NAME=NAME");
  });
});

describe("audit: exit codes and output", () => {
  it("exits 0 and ends the report with PASS when the core passes", async () => {
    core.mockResolvedValue(result());
    const outcome = await run(auditCommand, [summary, "--sources", sourceA]);
    expect(outcome).toMatchObject({ code: 0, stderr: "" });
    expect(outcome.stdout.endsWith("违规：无\n有据句：2/2（1.00）\nPASS\n")).toBe(true);
  });

  it("exits 1 on a finding, with the finding and its evidence in the report", async () => {
    core.mockResolvedValue(failing());
    const outcome = await run(auditCommand, [summary, "--sources", sourceA]);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain(`${summary}:1:8  E1  第1行 E1：'台积电' 不在来源中（白名单无此实体）\n  A:L1  星尘-3 采用 12nm 工艺。\n`);
    expect(outcome.stdout.endsWith("FAIL\n")).toBe(true);
  });

  it("exits 1 when the grounded rate is below --min-grounded-rate or the file's minimum, 0 at it", async () => {
    core.mockResolvedValue(result({ grounded: 4, sentences: 5, groundedRate: 0.8 }));
    const below = await run(auditCommand, [summary, "--sources", sourceA, "--min-grounded-rate", "0.9", "--format", "json"]);
    expect(below.code).toBe(1);
    expect((JSON.parse(below.stdout) as AuditResult).summary.passed).toBe(false);
    expect((await run(auditCommand, [summary, "--sources", sourceA, "--min-grounded-rate", "0.8"])).code).toBe(0);
    const config = await file("strict-rate.json", JSON.stringify({ minGroundedRate: 0.95 }));
    const fromFile = await run(auditCommand, [summary, "--sources", sourceA, "--config", config]);
    expect(fromFile.code).toBe(1);
    expect(fromFile.stdout).toContain("有据句：4/5（0.80）（最低 0.95）\nFAIL\n");
  });

  it("prints Markdown with --format markdown", async () => {
    core.mockResolvedValue(failing());
    const outcome = await run(auditCommand, [summary, "--sources", sourceA, "--format", "markdown"]);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain("| 行 | 列 | 代码 | 说明 | 证据 |");
  });

  it("writes the report to --output and prints the summary lines", async () => {
    core.mockResolvedValue(failing());
    const report = join(dir, "report.json");
    const outcome = await run(auditCommand, [summary, "--sources", sourceA, "--format", "json", "--output", report], {}, true);
    expect(outcome).toEqual({ code: 1, stdout: "违规：E1×1\n有据句：1/2（0.50）\nFAIL\n", stderr: "" });
    expect((JSON.parse(await readFile(report, "utf8")) as AuditResult).findings).toHaveLength(1);
  });

  it("colors on a terminal only, never with --no-color or NO_COLOR, and a file only with --color", async () => {
    core.mockResolvedValue(failing());
    const argv = [summary, "--sources", sourceA];
    expect((await run(auditCommand, argv, {}, true)).stdout).toMatch(ANSI);
    expect((await run(auditCommand, argv, {}, false)).stdout).not.toMatch(ANSI);
    expect((await run(auditCommand, [...argv, "--no-color"], {}, true)).stdout).not.toMatch(ANSI);
    expect((await run(auditCommand, argv, { NO_COLOR: "1" }, true)).stdout).not.toMatch(ANSI);
    const report = join(dir, "colored.txt");
    await run(auditCommand, [...argv, "--output", report], {}, true);
    expect(await readFile(report, "utf8")).not.toMatch(ANSI);
    await run(auditCommand, [...argv, "--output", report, "--color"], {}, false);
    expect(await readFile(report, "utf8")).toMatch(ANSI);
  });

  it("exits 2 naming the output when the core finds nothing to audit in it", async () => {
    core.mockRejectedValue(new VerifyInputError("no sentences found", "answer"));
    expect(await run(auditCommand, [summary, "--sources", sourceA])).toEqual({ code: 2, stdout: "", stderr: `groundcheck: ${summary}: no sentences found\n` });
  });
});

describe("audit --whitelist", () => {
  it("checks the output against the whitelists instead of the sources", async () => {
    whitelistCheck.mockReturnValue(failing());
    const outcome = await run(auditCommand, [summary, "--whitelist", whitelistPath, whitelistPath, "--format", "json"]);
    expect(outcome.code).toBe(1);
    expect(core).not.toHaveBeenCalled();
    expect(whitelistCheck).toHaveBeenCalledTimes(1);
    const [output, whitelist] = whitelistCheck.mock.calls[0] ?? [];
    expect(output).toBe("星尘-3 采用台积电 12nm 工艺[A:L1]。\n");
    expect(whitelist?.entities.map((entity) => entity.name)).toEqual(["星尘-3"]);
    const parsed = JSON.parse(outcome.stdout) as { sources: object; settings: object };
    expect(parsed.sources).toEqual([{ id: "A", path: "source_A.md" }]);
    expect(parsed.settings).toEqual({ citationStyle: "line" });
  });

  it("exits 0 when the whitelist check passes", async () => {
    whitelistCheck.mockReturnValue(result());
    expect((await run(auditCommand, [summary, "--whitelist", whitelistPath])).code).toBe(0);
  });

  it.each([
    [["--strictness", "lenient"], "--strictness applies to --sources, not to --whitelist"],
    [["--max-range", "3"], "--max-range applies to --sources"],
    [["--alias", "a=b"], "--alias applies to --sources"],
  ])("refuses source-only flags: %j", async (flags, needle) => {
    await expectInputError([summary, "--whitelist", whitelistPath, ...flags], needle);
  });

  it("names a whitelist that is not one", async () => {
    const bad = await file("not-a-whitelist.json", '{"entities": []}');
    await expectInputError([summary, "--whitelist", bad], `${bad}: not a groundcheck whitelist`);
  });
});

describe("audit: bad input -> exit 2, one line naming the file", () => {
  it("a missing output", async () => {
    const missing = join(dir, "absent.md");
    await expectInputError([missing, "--sources", sourceA], `${missing}: no such file`);
  });

  it("a missing source", async () => {
    const missing = join(dir, "absent-source.md");
    await expectInputError([summary, "--sources", sourceA, missing], `${missing}: no such file`);
  });

  it("a binary source", async () => {
    const binary = await file("binary.md", Buffer.from([0x47, 0x0a, 0x00, 0x01]));
    await expectInputError([summary, "--sources", binary], `${binary}:2: binary content`);
  });

  it("an empty source", async () => {
    const empty = await file("empty.md", "\n\n");
    await expectInputError([summary, "--sources", sourceA, empty], `${empty}: empty source`);
  });

  it("an empty output", async () => {
    const empty = await file("empty-output.md", "  \n");
    await expectInputError([empty, "--sources", sourceA], `${empty} is empty`);
  });

  it("a duplicate source id", async () => {
    await expectInputError([summary, "--sources", `A=${sourceA}`, `A=${sourceB}`], `${sourceB}: duplicate source id "A"`);
  });

  it.each([
    ["the output", (): string => summary, "is the output file"],
    ["a source", (): string => sourceB, "is the source file"],
    ["the whitelist", (): string => whitelistPath, "is the whitelist file"],
  ])("--output onto %s", async (_, target, needle) => {
    const before = await readFile(target(), "utf8");
    const argv = target() === whitelistPath ? [summary, "--whitelist", whitelistPath] : [summary, "--sources", sourceA, sourceB];
    await expectInputError([...argv, "--output", target()], `${target()}: ${needle}; refusing to overwrite it`);
    expect(await readFile(target(), "utf8")).toBe(before);
  });

  it("--output as a text file inside a source folder", async () => {
    const folder = join(dir, "source-folder");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "a.md"), "Some text.");
    const report = join(folder, "report.md");
    await expectInputError([summary, "--sources", folder, "--output", report], `${report}: is inside the source folder`);
  });

  it("a config file with an unknown key or a bad value", async () => {
    const unknown = await file("unknown-key.json", '{"strict": true}');
    await expectInputError([summary, "--sources", sourceA, "--config", unknown], `${unknown}: unknown key "strict"`);
    const badValue = await file("bad-value.json", '{"maxRangeLines": 99}');
    await expectInputError([summary, "--sources", sourceA, "--config", badValue], `${badValue}: "maxRangeLines" must be an integer from 1 to 50`);
  });

  it("a missing config file", async () => {
    const missing = join(dir, "nope.json");
    await expectInputError([summary, "--sources", sourceA, "--config", missing], `${missing}: no such file`);
  });
});

describe("audit: bad arguments -> exit 2", () => {
  it("an unknown flag, pointing to help", async () => {
    const stderr = await expectInputError([summary, "--sources", sourceA, "--strict"], "unknown option --strict");
    expect(stderr).toContain("groundcheck audit --help");
  });

  it.each([
    [[], "missing OUTPUT.md"],
    [["--sources", "a.md", "summary.md"], "missing OUTPUT.md, the output to audit (give it before --sources)"],
    [["summary.md"], "missing the sources: --sources SOURCE... or --whitelist FILE..."],
    [["summary.md", "other.md", "--sources", "a.md"], 'unexpected argument "other.md"'],
    [["summary.md", "--sources"], "option --sources needs a value"],
    [["summary.md", "--sources", "--format", "json"], "option --sources needs a value"],
    [["summary.md", "--sources", "a.md", "--whitelist", "w.json"], "give --sources or --whitelist, not both"],
    [["summary.md", "--sources", "a.md", "--format", "xml"], '--format must be one of text, json, markdown, sarif, html, not "xml"'],
    [["summary.md", "--sources", "a.md", "--strictness", "loose"], "--strictness must be one of strict, lenient"],
    [["summary.md", "--sources", "a.md", "--max-range", "0"], "--max-range must be a whole number from 1 to 50"],
    [["summary.md", "--sources", "a.md", "--min-grounded-rate", "2"], "--min-grounded-rate must be a number from 0 to 1"],
    [["summary.md", "--sources", "a.md", "--alias", "lonely"], '--alias needs two or more names joined by "="'],
    [["summary.md", "--sources", "a.md", "--alias"], "option --alias needs a value"],
  ])("%j", async (argv, needle) => {
    await expectInputError(argv, needle);
  });
});
