// `groundcheck serve` as a user runs it (the built CLI), and the graceful stop it relies on.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lexicalJudge } from "../../src/core/judge/lexical.js";
import { exampleAnswer, exampleChunks, gatedJudge, post, root, start } from "./helpers.js";

const cli = join(root, "dist/cli/main.js");
const store = mkdtempSync(join(tmpdir(), "groundcheck-serve-cli-"));
afterAll(() => rmSync(store, { recursive: true, force: true }));

interface Served {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Starts the CLI and resolves once it prints where it listens. */
function serve(...args: string[]): Promise<Served> {
  const child = spawn(process.execPath, [cli, "serve", "--port", "0", "--store", store, ...args], { cwd: root });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (data: Buffer) => (stderr += data.toString()));
  const exit = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (data: Buffer) => {
      stdout += data.toString();
      const url = /^listening on (http:\/\/\S+)$/m.exec(stdout)?.[1];
      if (url !== undefined) resolve({ child, url, stderr: () => stderr, exit });
    });
    void exit.then((code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
}

describe("groundcheck serve (built CLI)", () => {
  it("listens on loopback, answers, and stops with exit 0 on SIGTERM", async () => {
    const served = await serve();
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = (await (await fetch(`${served.url}/healthz`)).json()) as { status: string; version: string };
    expect(health).toEqual({ status: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect((await post(`${served.url}/v1/verify`, { answer: exampleAnswer, chunks: exampleChunks })).status).toBe(200);
    expect(served.stderr()).toBe("");
    served.child.kill("SIGTERM");
    expect(await served.exit).toBe(0);
  });

  it("warns in one line when bound beyond loopback", async () => {
    const served = await serve("--host", "0.0.0.0");
    served.child.kill("SIGINT");
    expect(await served.exit).toBe(0);
    expect(served.stderr().split("\n").filter((line) => line.includes("warning"))).toHaveLength(1);
  });

  it.each([
    [["--port", "70000"], "--port"],
    [["--port", "http"], "--port"],
    [["--max-body", "ten"], "--max-body"],
    [["--timeout", "soon"], "--timeout"],
    [["--concurrency", "0"], "--concurrency"],
    [["--judge", "oracle"], "--judge"],
  ])("refuses %j with exit 2 and one line", (args, flag) => {
    const run = spawnSync(process.execPath, [cli, "serve", ...args], { cwd: root, encoding: "utf8", timeout: 20_000 });
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toContain(flag);
  });
});

describe("graceful stop", () => {
  it("lets a request being answered finish, then closes", async () => {
    const gated = gatedJudge();
    const server = await start({ resolveJudge: async (spec) => (spec === "gated" ? gated.judge : lexicalJudge) });
    const pending = post(`${server.url}/v1/verify`, { answer: exampleAnswer, chunks: exampleChunks, options: { judge: "gated" } });
    for (let i = 0; i < 200 && gated.calls === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    let closed = false;
    const closing = server.close(10_000).then(() => (closed = true));
    // Closed to newcomers at once.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);
    gated.open();
    expect((await pending).status).toBe(200);
    await closing;
    expect(closed).toBe(true);
  });
});
