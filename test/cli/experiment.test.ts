// `groundcheck experiment` over folders of outputs: the fixture summary with a violation of every
// code as the baseline, its strict fix as the grounded group.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { experimentCommand } from "../../src/cli/commands/experiment.js";
import { run } from "./run.js";

const fixtures = new URL("../fix/fixtures/zh/", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "groundcheck-experiment-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>): string {
  const path = join(dir, name);
  mkdirSync(path, { recursive: true });
  for (const [target, source] of Object.entries(files)) copyFileSync(join(fixtures, source), join(path, target));
  return path;
}

const baseline = folder("plain", { "summary.md": "summary.md" });
const grounded = folder("grounded", { "summary.md": "strict.md", "quoted.md": "quoted.md" });
const sources = folder("docs", { "A.md": "A.md", "B.md": "B.md" });

describe("groundcheck experiment", () => {
  it("counts every code and the grounded rate per group (JSON)", async () => {
    const result = await run(experimentCommand, ["--baseline", baseline, "--grounded", grounded, "--sources", sources, "--format", "json"]);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.codes).toEqual(["E1", "N1", "R1", "Q1", "C1", "C2", "C3", "X1"]);
    expect(json.groups.baseline).toMatchObject({ files: 1, sentences: 13, grounded: 4, groundedRate: 0.3077, byCode: { E1: 2, N1: 3, R1: 2, Q1: 1, C1: 1, C2: 1, C3: 1, X1: 1 } });
    expect(json.groups.grounded).toMatchObject({ files: 2, sentences: 16, grounded: 16, groundedRate: 1, byCode: { E1: 0, N1: 0, R1: 0, Q1: 0, C1: 0, C2: 0, C3: 0, X1: 0 } });
    expect(json.delta.grounded.byCode).toMatchObject({ E1: -2, N1: -3, R1: -2, Q1: -1, C1: -1 });
    expect(json.sources.map((s: { id: string }) => s.id)).toEqual(["A", "B"]);
  });

  it("prints a Markdown table by default, and more groups with --group", async () => {
    const result = await run(experimentCommand, ["--group", `plain=${baseline}`, "--group", `fixed=${grounded}`, "--group", `again=${baseline}`, "--sources", sources]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("| plain | 1 | 13 | 4 | 0.31 | 2 | 3 | 2 | 1 | 1 | 1 | 1 | 1 |");
    expect(result.stdout).toContain("| fixed − plain |");
    expect(result.stdout).toContain("| again − plain |");
    expect(result.stdout).toContain("plain E1=2 N1=3 R1=2 Q1=1 C1=1 C2=1 C3=1 X1=1; fixed E1=0");
  });

  it("writes -o and prints the one-line comparison", async () => {
    const out = join(dir, "experiment.md");
    const result = await run(experimentCommand, ["--baseline", baseline, "--grounded", grounded, "--sources", sources, "-o", out]);
    expect(result.stdout).toBe("baseline E1=2 N1=3 R1=2 Q1=1 C1=1 C2=1 C3=1 X1=1; grounded E1=0 N1=0 R1=0 Q1=0 C1=0 C2=0 C3=0 X1=0\n");
  });

  it.each([
    ["one group", ["--baseline", baseline, "--sources", sources], /at least two groups/],
    ["no sources", ["--baseline", baseline, "--grounded", grounded], /missing the sources/],
    ["a bad group", ["--baseline", baseline, "--group", "nameless", "--sources", sources], /NAME=DIR/],
    ["a group named twice", ["--baseline", baseline, "--group", `baseline=${grounded}`, "--sources", sources], /two groups are named "baseline"/],
    ["a missing folder", ["--baseline", join(dir, "none"), "--grounded", grounded, "--sources", sources], /none: no such file or folder/],
    ["an empty folder", ["--baseline", folder("empty", {}), "--grounded", grounded, "--sources", sources], /no outputs in the folder/],
    ["-o inside an output folder", ["--baseline", baseline, "--grounded", grounded, "--sources", sources, "-o", join(baseline, "report.md")], /inside the baseline output folder/],
  ])("refuses %s with exit 2", async (_, argv, message) => {
    const result = await run(experimentCommand, argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
