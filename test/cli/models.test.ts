// `models pull` against a hub of our own on a loopback port: HF_ENDPOINT points at it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modelsCommand } from "../../src/cli/commands/models.js";
import { loadNliJudge } from "../../src/node/nli/index.js";
import { run } from "./run.js";

const FIXTURE = "test/fixtures/nli/tiny-nli-3";
const REPO = "acme/tiny-nli";
const SERVED = ["config.json", "tokenizer.json", "tokenizer_config.json", "onnx/model.onnx"];
const SPECIAL_TOKENS_MAP = JSON.stringify({ cls_token: "[CLS]", sep_token: "[SEP]" });

type Behaviour = "normal" | "missing-onnx" | "truncate-onnx" | "gated";

let server: Server;
let endpoint: string;
let behaviour: Behaviour = "normal";
let requests: { url: string; authorization?: string }[] = [];
let scratch: string;

function serve(request: IncomingMessage, response: ServerResponse): void {
  requests.push({ url: request.url ?? "", ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
  const match = /^\/([^/]+\/[^/]+)\/resolve\/([^/]+)\/(.+)$/.exec(request.url ?? "");
  const [, repo, , file] = match ?? [];
  if (behaviour === "gated") return void response.writeHead(401).end();
  if (repo !== REPO || (behaviour === "missing-onnx" && file === "onnx/model.onnx")) return void response.writeHead(404).end("Entry not found");
  if (file === "special_tokens_map.json") return void response.writeHead(200, { "content-type": "application/json" }).end(SPECIAL_TOKENS_MAP);
  if (!SERVED.includes(file ?? "")) return void response.writeHead(404).end("Entry not found");
  void readFile(join(FIXTURE, file!)).then((bytes) => {
    if (behaviour === "truncate-onnx" && file === "onnx/model.onnx") {
      // Promise the whole file, send half, then drop the connection.
      response.writeHead(200, { "content-length": String(bytes.length) });
      response.write(bytes.subarray(0, bytes.length >> 1), () => response.destroy());
      return;
    }
    response.writeHead(200, { "content-length": String(bytes.length) }).end(bytes);
  });
}

beforeAll(async () => {
  server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  behaviour = "normal";
  requests = [];
  scratch = await mkdtemp(join(tmpdir(), "groundcheck-models-"));
  return () => rm(scratch, { recursive: true, force: true });
});

async function sameBytes(a: string, b: string): Promise<boolean> {
  return (await readFile(a)).equals(await readFile(b));
}

function pull(args: string[], env: Record<string, string> = {}) {
  return run(modelsCommand, args, { HF_ENDPOINT: endpoint, GROUNDCHECK_MODELS_DIR: scratch, ...env });
}

describe("models pull", () => {
  it("downloads the model files into the models folder and prints the folder", async () => {
    const result = await pull(["pull", REPO]);
    expect(result.code).toBe(0);
    const folder = join(scratch, "acme", "tiny-nli");
    expect(result.stdout).toBe(`${folder}\n`);
    expect(result.stderr).toContain(`nli:${folder}`);
    for (const file of SERVED) expect(await sameBytes(join(folder, file), join(FIXTURE, file))).toBe(true);
    // special_tokens_map.json is there, vocab.txt is not: optional files are skipped on 404.
    expect(await readFile(join(folder, "special_tokens_map.json"), "utf8")).toBe(SPECIAL_TOKENS_MAP);
    expect((await readdir(folder)).sort()).toEqual(["config.json", "onnx", "special_tokens_map.json", "tokenizer.json", "tokenizer_config.json"]);
    expect(requests.map((r) => r.url)).toContain(`/${REPO}/resolve/main/onnx/model.onnx`);
    expect(await readdir(join(scratch, "acme"))).toEqual(["tiny-nli"]);
    // What it prints is what --judge nli:PATH takes.
    const judge = await loadNliJudge({ path: result.stdout.trim() });
    expect(judge.id).toBe("nli:tiny-nli");
  });

  it("takes --dir and --revision, and sends HF_TOKEN", async () => {
    const dir = join(scratch, "elsewhere");
    const result = await pull(["pull", REPO, "--dir", dir, "--revision", "v1.0"], { HF_TOKEN: "hf_test" });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${join(dir, "acme", "tiny-nli")}\n`);
    expect(requests.every((r) => r.url.startsWith(`/${REPO}/resolve/v1.0/`) && r.authorization === "Bearer hf_test")).toBe(true);
  });

  it("replaces a model pulled before", async () => {
    const folder = join(scratch, "acme", "tiny-nli");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "stale.txt"), "old");
    expect((await pull(["pull", REPO])).code).toBe(0);
    expect(await readdir(folder)).not.toContain("stale.txt");
    expect(await readdir(join(scratch, "acme"))).toEqual(["tiny-nli"]);
  });

  it.each([
    ["a missing required file", "missing-onnx", "onnx/model.onnx"],
    ["a download that breaks off", "truncate-onnx", "onnx/model.onnx"],
    ["a gated model without a token", "gated", "config.json"],
  ] as const)("fails on %s naming the file, leaving nothing half-written", async (_, how, file) => {
    behaviour = how;
    const result = await pull(["pull", REPO]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain(file);
    expect(await readdir(join(scratch, "acme"))).toEqual([]);
  });

  it("keeps the model pulled before when a new pull fails", async () => {
    expect((await pull(["pull", REPO])).code).toBe(0);
    behaviour = "missing-onnx";
    expect((await pull(["pull", REPO])).code).toBe(2);
    expect(await readdir(join(scratch, "acme"))).toEqual(["tiny-nli"]);
    expect(await sameBytes(join(scratch, "acme", "tiny-nli", "onnx", "model.onnx"), join(FIXTURE, "onnx", "model.onnx"))).toBe(true);
  });

  it("fails with one line when the hub cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const offline = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const result = await pull(["pull", REPO], { HF_ENDPOINT: offline });
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain(offline);
    expect(result.stderr).toContain("ECONNREFUSED");
    expect(await readdir(join(scratch, "acme"))).toEqual([]);
  });

  it.each([
    ["no subcommand", []],
    ["an unknown subcommand", ["push", REPO]],
    ["no hub id", ["pull"]],
    ["a second id", ["pull", REPO, "other/model"]],
    ["a path for an id", ["pull", "../escape"]],
    ["an id with three parts", ["pull", "a/b/c"]],
  ])("refuses %s with exit 2 and asks nothing of the hub", async (_, args) => {
    const result = await pull(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^groundcheck: /);
    expect(requests).toEqual([]);
  });
});
