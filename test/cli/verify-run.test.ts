import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyCommand } from "../../src/cli/commands/verify.js";
import { verify, VerifyInputError } from "../../src/core/engine.js";
import type { VerifyResult } from "../../src/core/types.js";
import { passingResult, sampleResult } from "../reporters/fixture.js";
import { run } from "./run.js";

// The engine is stubbed: these tests are about what the command does with a
// result (exit code, where the report goes, color), not about verdicts.
vi.mock("../../src/core/engine.js", async (original) => ({ ...(await original<typeof import("../../src/core/engine.js")>()), verify: vi.fn() }));
const engine = vi.mocked(verify);

const ANSI = /\u001b\[[0-9;]*m/;

let dir: string;
let answer: string;
let context: string;
let argv: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "groundcheck-cli-run-"));
  answer = join(dir, "answer.md");
  context = join(dir, "chunks.jsonl");
  await writeFile(answer, "The lamp draws 9 W [c2].\n");
  await writeFile(context, '{"id": "c2", "text": "The lamp draws 12 W."}\n');
  argv = ["--answer", answer, "--context", context];
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  engine.mockReset();
});

function returns(result: VerifyResult): void {
  engine.mockResolvedValue(result);
}

describe("verify: exit codes and output", () => {
  it("exits 0 and prints the report when the gate passes", async () => {
    returns(passingResult());
    const result = await run(verifyCommand, argv);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout.endsWith("faithfulness 1.00\nPASS\n")).toBe(true);
  });

  it("exits 1 when the gate fails, with the flagged claims in the report", async () => {
    returns(sampleResult());
    const result = await run(verifyCommand, argv);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(`${answer}:1:1  contradicted  "The lamp draws 9 W."`);
    expect(result.stdout).toContain("FAIL: 1 claim contradicted");
  });

  it("passes the loaded files, the question and the minimum to the engine", async () => {
    returns(passingResult());
    await run(verifyCommand, [...argv, "--question", "How much power?", "--min-faithfulness", "0.8"]);
    expect(engine).toHaveBeenCalledWith(
      { answer: "The lamp draws 9 W [c2].\n", chunks: [{ id: "c2", text: "The lamp draws 12 W." }], question: "How much power?" },
      { minFaithfulness: 0.8 },
    );
  });

  it("accepts the bounds of --min-faithfulness", async () => {
    returns(passingResult());
    expect((await run(verifyCommand, [...argv, "--min-faithfulness", "0"])).code).toBe(0);
    expect((await run(verifyCommand, [...argv, "--min-faithfulness=1"])).code).toBe(0);
    expect((await run(verifyCommand, [...argv, "--min-faithfulness", "1.0"])).code).toBe(0);
  });

  it("prints JSON with --format json", async () => {
    returns(sampleResult());
    const result = await run(verifyCommand, [...argv, "--format", "json"]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual(sampleResult());
  });

  it("exits 2 naming the answer when the engine finds no claims in it", async () => {
    engine.mockRejectedValue(new VerifyInputError("no claims found", "answer"));
    const result = await run(verifyCommand, argv);
    expect(result).toEqual({ code: 2, stdout: "", stderr: `groundcheck: ${answer}: no claims found\n` });
  });

  it("lets an unexpected error through for the top level to report", async () => {
    engine.mockRejectedValue(new Error("boom"));
    await expect(run(verifyCommand, argv)).rejects.toThrow("boom");
  });
});

describe("verify --output", () => {
  it("writes the report to the file and prints the summary and the gate", async () => {
    returns(sampleResult());
    const output = join(dir, "report.json");
    const result = await run(verifyCommand, [...argv, "--format", "json", "--output", output]);
    expect(result).toEqual({
      code: 1,
      stdout: "4 claims: 2 supported, 1 unsupported, 1 contradicted, faithfulness 0.50\nFAIL: 1 claim contradicted\n",
      stderr: "",
    });
    expect(JSON.parse(await readFile(output, "utf8"))).toEqual(sampleResult());
  });

  it("replaces an earlier report", async () => {
    returns(passingResult());
    const output = join(dir, "again.txt");
    await writeFile(output, "old report");
    expect((await run(verifyCommand, [...argv, "--output", output])).code).toBe(0);
    expect(await readFile(output, "utf8")).toMatch(/PASS\n$/);
  });

  it("refuses a path in a folder that does not exist, before the engine runs", async () => {
    returns(passingResult());
    const output = join(dir, "no-such-folder", "report.txt");
    const result = await run(verifyCommand, [...argv, "--output", output]);
    expect(result).toEqual({ code: 2, stdout: "", stderr: `groundcheck: ${output}: cannot write the report (its folder does not exist)\n` });
    expect(engine).not.toHaveBeenCalled();
  });

  it("allows a report file next to a context folder, or a non-text one inside it", async () => {
    returns(passingResult());
    const folder = join(dir, "sources");
    await mkdir(folder);
    await writeFile(join(folder, "c2.md"), "The lamp draws 12 W.");
    const args = ["--answer", answer, "--context", folder];
    expect((await run(verifyCommand, [...args, "--output", join(dir, "sources-report.md")])).code).toBe(0);
    expect((await run(verifyCommand, [...args, "--format", "json", "--output", join(folder, "report.json")])).code).toBe(0);
  });
});

describe("verify: color", () => {
  it("colors the report on a terminal", async () => {
    returns(sampleResult());
    expect((await run(verifyCommand, argv, {}, true)).stdout).toMatch(ANSI);
  });

  it("does not color when stdout is not a terminal, NO_COLOR is set, or --no-color is given", async () => {
    returns(sampleResult());
    expect((await run(verifyCommand, argv, {}, false)).stdout).not.toMatch(ANSI);
    expect((await run(verifyCommand, argv, { NO_COLOR: "1" }, true)).stdout).not.toMatch(ANSI);
    expect((await run(verifyCommand, [...argv, "--no-color"], {}, true)).stdout).not.toMatch(ANSI);
  });

  it("colors when --color is given, and the last of --color/--no-color wins", async () => {
    returns(sampleResult());
    expect((await run(verifyCommand, [...argv, "--color"], { NO_COLOR: "1" }, false)).stdout).toMatch(ANSI);
    expect((await run(verifyCommand, [...argv, "--color", "--no-color"], {}, true)).stdout).not.toMatch(ANSI);
    expect((await run(verifyCommand, [...argv, "--no-color", "--color"], {}, false)).stdout).toMatch(ANSI);
  });

  it("writes a report file without color unless --color is given", async () => {
    returns(sampleResult());
    const output = join(dir, "colored.txt");
    await run(verifyCommand, [...argv, "--output", output], {}, true);
    expect(await readFile(output, "utf8")).not.toMatch(ANSI);
    await run(verifyCommand, [...argv, "--output", output, "--color"], {}, true);
    expect(await readFile(output, "utf8")).toMatch(ANSI);
  });

  it("lists supported claims with --verbose", async () => {
    returns(sampleResult());
    expect((await run(verifyCommand, argv)).stdout).not.toContain('supported  "It ships in red."');
    expect((await run(verifyCommand, [...argv, "--verbose"])).stdout).toContain('supported  "It ships in red."');
  });
});
