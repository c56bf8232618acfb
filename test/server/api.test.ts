// The HTTP API on a real loopback port, as a client sees it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditCommand } from "../../src/cli/commands/audit.js";
import { verifyCommand } from "../../src/cli/commands/verify.js";
import { readFileSync } from "node:fs";
import { lexicalJudge } from "../../src/core/judge/lexical.js";
import { InputError } from "../../src/node/errors.js";
import type { RunningServer } from "../../src/server/server.js";
import { run } from "../cli/run.js";
import { exampleAnswer, exampleChunks, get, post, postInPieces, root, start } from "./helpers.js";

let server: RunningServer;
const logged: string[] = [];
const MB = 1024 * 1024;

beforeAll(async () => {
  server = await start({
    log: (line) => logged.push(line),
    resolveJudge: async (spec) => {
      if (spec === "lexical") return lexicalJudge;
      if (spec === "broken") return { id: "broken", version: "1", judge: () => Promise.reject(new Error("socket hang up at /internal/secret/path")) };
      throw new InputError(`--judge ${spec}: unknown judge`);
    },
  });
});
afterAll(() => server.close(0));

const valid = { answer: exampleAnswer, chunks: exampleChunks };

describe("POST /v1/verify", () => {
  it("answers with exactly the JSON of `verify --format json`", async () => {
    const cli = await run(verifyCommand, ["--answer", `${root}examples/answer.md`, "--context", `${root}examples/chunks.jsonl`, "--format", "json"]);
    expect(cli.code).toBe(1);
    const reply = await post(`${server.url}/v1/verify`, valid);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    expect(reply.text).toBe(cli.stdout);
    expect(reply.json().summary).toMatchObject({ claims: 8, supported: 3, unsupported: 4, contradicted: 1, passed: false });
  });

  it("gates on options.minFaithfulness as --min-faithfulness does", async () => {
    const clean = { answer: "Stardust-3 delivers 8 TOPS in INT8 mode [c2]. It is sold in 40 countries [c2].", chunks: exampleChunks };
    const cases: [unknown, boolean][] = [
      [undefined, true],
      [0.9, false],
      ["0.9", false],
      [0.5, true],
    ];
    for (const [minFaithfulness, passed] of cases) {
      const reply = await post(`${server.url}/v1/verify`, { ...clean, options: minFaithfulness === undefined ? {} : { minFaithfulness } });
      expect([minFaithfulness, reply.status, reply.json().summary]).toMatchObject([minFaithfulness, 200, { passed }]);
    }
  });

  it.each([
    ["malformed JSON", '{"answer": "x", "chunks": [', 400, "malformed_json", ""],
    ["an empty body", "", 400, "malformed_json", ""],
    ["a JSON array", "[]", 400, "invalid_request", ""],
    ["a number as the answer", { answer: 5, chunks: exampleChunks }, 400, "invalid_request", "answer:"],
    ["no chunks field", { answer: "x [c1]." }, 400, "invalid_request", "chunks:"],
    ["chunks as an object", { answer: "x [c1].", chunks: { id: "c1" } }, 400, "invalid_request", "chunks:"],
    ["a chunk whose text is a number", { answer: "x [c1].", chunks: [{ id: "c1", text: "a" }, { id: "c2", text: 7 }] }, 400, "invalid_request", "chunks[1]:"],
    ["a chunk without id", { answer: "x [c1].", chunks: [{ text: "a" }] }, 400, "invalid_request", "chunks[0]:"],
    ["a question that is not a string", { ...valid, question: ["q"] }, 400, "invalid_request", "question:"],
    ["an unknown top-level key", { ...valid, format: "text" }, 400, "invalid_request", "the body:"],
    ["an unknown option", { ...valid, options: { minFaithfullness: 0.5 } }, 400, "invalid_request", "options:"],
    ["options as a string", { ...valid, options: "fast" }, 400, "invalid_request", "options:"],
    ["minFaithfulness above 1", { ...valid, options: { minFaithfulness: 2 } }, 400, "invalid_request", "options.minFaithfulness:"],
    ["save as a string", { ...valid, options: { save: "yes" } }, 400, "invalid_request", "options.save:"],
    ["an unknown judge", { ...valid, options: { judge: "oracle" } }, 400, "invalid_request", "options.judge:"],
    ["a model file named by the request", { ...valid, options: { judge: "lexical:/etc/passwd" } }, 400, "invalid_request", "options.judge:"],
    ["an empty answer", { answer: "", chunks: exampleChunks }, 422, "invalid_input", "answer:"],
    ["a blank answer", { answer: " \n ", chunks: exampleChunks }, 422, "invalid_input", "answer:"],
    ["empty chunks", { answer: exampleAnswer, chunks: [] }, 422, "invalid_input", "chunks:"],
    ["duplicate chunk ids", { answer: exampleAnswer, chunks: [exampleChunks[0], exampleChunks[0]] }, 422, "invalid_input", "chunks:"],
    ["an answer with no claims", { answer: "# Title only\n", chunks: exampleChunks }, 422, "invalid_input", "answer:"],
  ])("refuses %s: %i %s", async (_, body, status, code, field) => {
    const reply = await post(`${server.url}/v1/verify`, body);
    expect(reply.status).toBe(status);
    expect(reply.json().error?.code).toBe(code);
    expect(reply.json().error?.message.startsWith(field)).toBe(true);
  });

  it("refuses a body that is not UTF-8", async () => {
    const reply = await post(`${server.url}/v1/verify`, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect([reply.status, reply.json().error?.code]).toEqual([400, "malformed_json"]);
  });

  it.each([
    ["text/plain", { "content-type": "text/plain" }, 415],
    ["no content type", {}, 415],
    ["JSON in Latin-1", { "content-type": "application/json; charset=iso-8859-1" }, 415],
    ["a +json type", { "content-type": "application/vnd.groundcheck+json" }, 200],
    ["JSON with charset=utf-8", { "content-type": "application/json; charset=UTF-8" }, 200],
  ])("content type %s: %i", async (_, headers, status) => {
    const reply = await fetch(`${server.url}/v1/verify`, { method: "POST", headers, body: new Blob([JSON.stringify(valid)]) });
    expect(reply.status).toBe(status);
    if (status !== 200) expect(((await reply.json()) as { error: { code: string } }).error.code).toBe("unsupported_media_type");
  });

  it("answers 500 for a judge that fails, without leaking its message or a stack", async () => {
    const reply = await post(`${server.url}/v1/verify`, { ...valid, options: { judge: "broken" } });
    expect(reply.status).toBe(500);
    expect(reply.json()).toEqual({ error: { code: "internal", message: expect.any(String) } });
    expect(reply.text).not.toMatch(/secret|\bat \/|\.ts:\d+/);
    expect(logged.some((line) => line.includes("socket hang up"))).toBe(true);
  });
});

describe("body limit", () => {
  it("refuses a declared 30 MB body from its Content-Length, before the body is sent", async () => {
    const started = performance.now();
    const reply = await postInPieces(`${server.url}/v1/verify`, { total: 30 * MB, declareLength: true });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body).error.code).toBe("payload_too_large");
    expect(reply.sent).toBeLessThan(30 * MB);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses a chunked body as soon as it passes 10 MB, without waiting for the rest", async () => {
    const reply = await postInPieces(`${server.url}/v1/verify`, { total: 30 * MB, declareLength: false });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body).error.code).toBe("payload_too_large");
    expect(reply.sent).toBeGreaterThan(10 * MB);
    expect(reply.sent).toBeLessThan(30 * MB);
  });

  it("refuses a whole 30 MB body sent by an ordinary client quickly", async () => {
    const body = JSON.stringify({ answer: "a".repeat(30 * MB), chunks: exampleChunks });
    const started = performance.now();
    const reply = await post(`${server.url}/v1/verify`, body);
    expect([reply.status, reply.json().error?.code]).toEqual([413, "payload_too_large"]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("still answers on the same server afterwards", async () => {
    expect((await post(`${server.url}/v1/verify`, valid)).status).toBe(200);
  });
});

describe("POST /v1/audit", () => {
  const fixtures = `${root}test/audit/fixtures/zh`;
  const sources = ["A", "B"].map((id) => ({ id, text: readFileSync(`${fixtures}/${id}.md`, "utf8") }));
  const output = readFileSync(`${fixtures}/summary.md`, "utf8");

  it("answers with the JSON of `audit --format json`, sources named by id", async () => {
    const cli = await run(auditCommand, [`${fixtures}/summary.md`, "--sources", `A=${fixtures}/A.md`, `B=${fixtures}/B.md`, "--format", "json", "--strictness", "strict"]);
    expect(cli.code).toBe(1);
    const reply = await post(`${server.url}/v1/audit`, { output, sources, options: { strictness: "strict" } });
    expect(reply.status).toBe(200);
    const expected = JSON.parse(cli.stdout) as Record<string, unknown>;
    expected.sources = [{ id: "A" }, { id: "B" }];
    expect(reply.json()).toEqual(expected);
    expect(Object.keys(reply.json())).toEqual(Object.keys(expected));
  });

  it.each([
    ["empty sources", { output, sources: [] }, 422, "invalid_input"],
    ["an empty output", { output: "", sources }, 422, "invalid_input"],
    ["a bad strictness", { output, sources, options: { strictness: "loose" } }, 400, "invalid_request"],
    ["an unknown option", { output, sources, options: { judge: "lexical" } }, 400, "invalid_request"],
    ["a source without text", { output, sources: [{ id: "A" }] }, 400, "invalid_request"],
  ])("refuses %s: %i", async (_, body, status, code) => {
    const reply = await post(`${server.url}/v1/audit`, body);
    expect([reply.status, reply.json().error?.code]).toEqual([status, code]);
  });

  it("applies minGroundedRate to passed", async () => {
    const clean = { output: "星尘-3 采用 12nm 工艺。[A:L2]\n", sources };
    expect((await post(`${server.url}/v1/audit`, clean)).json().summary).toMatchObject({ groundedRate: 1, passed: true });
    const strict = await post(`${server.url}/v1/audit`, { output: `${clean.output}它很好。\n`, sources, options: { minGroundedRate: 0.9 } });
    expect(strict.json().summary).toMatchObject({ passed: false });
  });
});

describe("routes", () => {
  it.each([
    ["GET", "/v1/verify", 405, "POST"],
    ["PUT", "/v1/audit", 405, "POST"],
    ["POST", "/healthz", 405, "GET, HEAD"],
    ["DELETE", "/metrics", 405, "GET, HEAD"],
    ["GET", "/v2/verify", 404, null],
    ["POST", "/v1/nothing", 404, null],
  ])("%s %s: %i", async (method, path, status, allow) => {
    const reply = await get(`${server.url}${path}`, method);
    expect(reply.status).toBe(status);
    expect(reply.json().error?.code).toBe(status === 405 ? "method_not_allowed" : "not_found");
    expect(reply.headers.get("allow")).toBe(allow);
  });

  it("GET /healthz", async () => {
    const reply = await get(`${server.url}/healthz`);
    expect([reply.status, reply.json()]).toEqual([200, { status: "ok", version: "0.0.0-test" }]);
  });
});
