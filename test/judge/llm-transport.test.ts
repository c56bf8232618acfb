// The chat-model transport against a local endpoint: the three wire formats, keys, retries,
// timeouts and the concurrency limit.
import { afterEach, describe, expect, it } from "vitest";
import { createChatModel, ModelFailure, ReplyError, type ChatModelOptions } from "../../src/node/llm/index.js";
import { retryAfterMs } from "../../src/node/llm/chat-model.js";
import { InputError } from "../../src/node/errors.js";
import { cut, raw, reply, reset, slow, startLlmServer, status, type LlmServer, type Step, type WireFormat } from "../support/llm-server.js";

let server: LlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The env that points a provider at the local server. */
function envFor(format: WireFormat, url: string): NodeJS.ProcessEnv {
  switch (format) {
    case "openai":
      return { OPENAI_BASE_URL: `${url}/v1`, OPENAI_API_KEY: "sk-test" };
    case "anthropic":
      return { ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: "ak-test" };
    case "ollama":
      return { OLLAMA_HOST: url };
  }
}

const FAST: ChatModelOptions = { timeoutMs: 2000, retries: 2, backoffMs: 5 };

async function modelOn(script: readonly Step[], options: ChatModelOptions = {}, format: WireFormat = "openai", model = "m-1") {
  server = await startLlmServer(script);
  return createChatModel(`${format}:${model}`, { ...FAST, env: envFor(format, server.url), ...options });
}

describe("wire formats", () => {
  it.each([
    {
      format: "openai" as const,
      model: "gpt-4o-mini",
      path: "/v1/chat/completions",
      headers: { authorization: "Bearer sk-test" },
      body: { model: "gpt-4o-mini", temperature: 0, max_tokens: 300, response_format: { type: "json_object" }, messages: [{ role: "system", content: "SYS" }, { role: "user", content: "USER" }] },
    },
    {
      format: "anthropic" as const,
      model: "claude-sonnet-4-5",
      path: "/v1/messages",
      headers: { "x-api-key": "ak-test", "anthropic-version": "2023-06-01" },
      body: { model: "claude-sonnet-4-5", temperature: 0, max_tokens: 300, system: "SYS", messages: [{ role: "user", content: "USER" }] },
    },
    {
      format: "ollama" as const,
      model: "qwen2.5:7b",
      path: "/api/chat",
      headers: {},
      body: { model: "qwen2.5:7b", stream: false, format: "json", options: { temperature: 0, num_predict: 300 }, messages: [{ role: "system", content: "SYS" }, { role: "user", content: "USER" }] },
    },
  ])("$format: request shape, reply text and token usage", async ({ format, model, path, headers, body }) => {
    const chat = await modelOn([reply('{"verdicts":[]}', { input: 120, output: 30 })], {}, format, model);
    expect(chat.id).toBe(`${format}:${model}`);
    const answer = await chat.complete({ system: "SYS", user: "USER", maxTokens: 300, json: true });
    expect(answer).toEqual({ text: '{"verdicts":[]}', usage: { inputTokens: 120, outputTokens: 30 } });
    const [request] = server!.requests;
    expect(request!.path).toBe(path);
    expect(request!.headers).toMatchObject({ "content-type": "application/json", ...headers });
    expect(request!.body).toEqual(body);
  });

  it("sends no key header when none is set for a local endpoint", async () => {
    server = await startLlmServer([reply("ok")]);
    const chat = createChatModel("openai:local-model", { ...FAST, env: { OPENAI_BASE_URL: `${server.url}/v1` } });
    expect((await chat.complete({ system: "s", user: "u" })).text).toBe("ok");
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(server.requests[0]!.body).not.toHaveProperty("response_format");
  });

  it("sends through the fetch it is given", async () => {
    server = await startLlmServer([reply("ok")]);
    const urls: string[] = [];
    const counting: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    const chat = createChatModel("anthropic:claude-sonnet-4-5", { ...FAST, env: envFor("anthropic", server.url), fetch: counting });
    expect((await chat.complete({ system: "s", user: "u" })).text).toBe("ok");
    expect(urls).toEqual([`${server.url}/v1/messages`]);
  });

  it("reads OLLAMA_HOST without a scheme", async () => {
    server = await startLlmServer([reply("ok")]);
    const chat = createChatModel("ollama:llama3", { ...FAST, env: { OLLAMA_HOST: server.url.replace("http://", "") } });
    expect((await chat.complete({ system: "s", user: "u" })).text).toBe("ok");
  });
});

describe("specs and keys", () => {
  it.each([
    { spec: "openai:gpt-4o-mini", env: {}, error: "groundcheck: --judge openai:gpt-4o-mini: OPENAI_API_KEY is not set" },
    { spec: "openai:gpt-4o-mini", env: { OPENAI_BASE_URL: "https://api.openai.com/v1", OPENAI_API_KEY: " " }, error: "groundcheck: --judge openai:gpt-4o-mini: OPENAI_API_KEY is not set" },
    { spec: "anthropic:claude-sonnet-4-5", env: {}, error: "groundcheck: --judge anthropic:claude-sonnet-4-5: ANTHROPIC_API_KEY is not set" },
    { spec: "openai:", env: { OPENAI_API_KEY: "k" }, error: "groundcheck: --judge openai:: no model named (use openai:MODEL)" },
    { spec: "gemini:pro", env: {}, error: /unknown model provider "gemini"/ },
    { spec: "openai:m", env: { OPENAI_BASE_URL: "not a url" }, error: /OPENAI_BASE_URL is not a URL/ },
    { spec: "openai:m", env: { OPENAI_BASE_URL: "ftp://example.org" }, error: /must be an http or https URL/ },
  ])("refuses $spec with env $env", ({ spec, env, error }) => {
    const make = () => createChatModel(spec, { env, flag: "--judge" });
    expect(make).toThrow(InputError);
    expect(make).toThrow(error);
  });

  it.each([
    { spec: "ollama:qwen2.5:7b", env: {} },
    { spec: "openai:llama3", env: { OPENAI_BASE_URL: "http://127.0.0.1:8000/v1" } },
  ])("needs no key for $spec with env $env", ({ spec, env }) => {
    expect(createChatModel(spec, { env }).id).toBe(spec);
  });
});

describe("retries and failures", () => {
  it("waits as Retry-After says after a 429, then succeeds", async () => {
    const chat = await modelOn([status(429, { headers: { "retry-after": "1" } }), reply("ok")]);
    const started = Date.now();
    expect((await chat.complete({ system: "s", user: "u" })).text).toBe("ok");
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server!.requests).toHaveLength(2);
  });

  it("caps a long Retry-After", async () => {
    const chat = await modelOn([status(429, { headers: { "retry-after": "3600" } }), reply("ok")], { maxRetryAfterMs: 20 });
    expect((await chat.complete({ system: "s", user: "u" })).text).toBe("ok");
  });

  it.each([
    { name: "500s", steps: [status(500)], requests: 3, status: 500, detail: /after 3 attempts: HTTP 500 \(scripted 500\)/ },
    { name: "503s with Ollama's error shape", steps: [status(503, { body: '{"error":"model is loading"}' })], requests: 3, status: 503, detail: /HTTP 503 \(model is loading\)/ },
    { name: "429s", steps: [status(429, { headers: { "retry-after": "0" } })], requests: 3, status: 429, detail: /HTTP 429/ },
    { name: "a 401, not retried", steps: [status(401, { body: '{"error":{"message":"Incorrect API key provided"}}' })], requests: 1, status: 401, detail: /failed: HTTP 401 \(Incorrect API key provided\); check OPENAI_API_KEY$/ },
    { name: "a 403, not retried", steps: [status(403)], requests: 1, status: 403, detail: /HTTP 403/ },
    { name: "a 404, not retried", steps: [status(404, { body: '{"error":{"message":"model not found"}}' })], requests: 1, status: 404, detail: /HTTP 404 \(model not found\)$/ },
    { name: "reset connections", steps: [reset()], requests: 3, status: undefined, detail: /after 3 attempts: cannot reach http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions/ },
    { name: "bodies cut off mid-way", steps: [cut("never whole")], requests: 3, status: undefined, detail: /after 3 attempts: cannot reach/ },
    { name: "slow replies", steps: [slow(1000, reply("late"))], requests: 3, status: undefined, detail: /after 3 attempts: no reply within 100 ms/, timeoutMs: 100 },
  ])("fails after $name", async ({ steps, requests, status: code, detail, timeoutMs }) => {
    const chat = await modelOn(steps, timeoutMs ? { timeoutMs } : {});
    const error = await chat.complete({ system: "s", user: "u" }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ModelFailure);
    expect((error as ModelFailure).status).toBe(code);
    expect((error as ModelFailure).message).toMatch(detail);
    expect((error as ModelFailure).message).not.toMatch(/sk-test/);
    expect(server!.requests).toHaveLength(requests);
  });

  it.each([
    { name: "a reset", first: reset() },
    { name: "a cut body", first: cut("half") },
    { name: "a timeout", first: slow(3000, reply("late")) },
    { name: "a 502", first: status(502) },
  ])("recovers from $name on retry", async ({ first }) => {
    const chat = await modelOn([first, reply("ok")], { timeoutMs: 500 });
    expect((await chat.complete({ system: "s", user: "u" })).text).toBe("ok");
    expect(server!.requests).toHaveLength(2);
  });

  it.each([
    { name: "truncated JSON", body: '{"choices":[{"message":{"content":"hal' },
    { name: "an empty body", body: "" },
    { name: "JSON without a reply", body: '{"choices":[]}' },
  ])("answers $name with a ReplyError, without retrying", async ({ body }) => {
    const chat = await modelOn([raw(body), reply("ok")]);
    await expect(chat.complete({ system: "s", user: "u" })).rejects.toBeInstanceOf(ReplyError);
    expect(server!.requests).toHaveLength(1);
  });

  it("stops retrying when cancelled", async () => {
    const chat = await modelOn([status(500)], { backoffMs: 10_000 });
    const controller = new AbortController();
    const pending = chat.complete({ system: "s", user: "u", signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(server!.requests).toHaveLength(1);
  });

  it.each([
    { value: "2", ms: 2000 },
    { value: "0.5", ms: 500 },
    { value: "Thu, 01 Jan 1970 00:00:05 GMT", ms: 4000 },
    { value: "soon", ms: undefined },
    { value: null, ms: undefined },
  ])("reads Retry-After $value", ({ value, ms }) => {
    expect(retryAfterMs(value, 1000)).toBe(ms);
  });
});

describe("concurrency", () => {
  it.each([1, 3])("keeps at most %i requests in flight", async (limit) => {
    const chat = await modelOn([slow(100, reply("ok"))], { concurrency: limit });
    await Promise.all(Array.from({ length: 8 }, (_, i) => chat.complete({ system: "s", user: `u${i}` })));
    expect(server!.requests).toHaveLength(8);
    expect(server!.maxInFlight).toBe(limit);
  });
});
