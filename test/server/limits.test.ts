// Deadlines, the concurrency limit and /metrics, made deterministic with a judge that waits.
import { describe, expect, it } from "vitest";
import { lexicalJudge } from "../../src/core/judge/lexical.js";
import { formatBytes, parseBytes } from "../../src/server/body.js";
import { Limiter, deadline, parseDuration } from "../../src/server/limits.js";
import { exampleAnswer, exampleChunks, gatedJudge, get, post, sleep, start, type GatedJudge } from "./helpers.js";

const judges = (gated: GatedJudge) => async (spec: string) => (spec === "gated" ? gated.judge : lexicalJudge);
const body = (judge?: string) => ({ answer: exampleAnswer, chunks: exampleChunks, ...(judge === undefined ? {} : { options: { judge } }) });

/** Polls until `ready` holds: the requests sent are where the test needs them. */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ready(); i++) await sleep(10);
  expect(ready()).toBe(true);
}

describe("request deadline", () => {
  it("answers 503 timeout when the check runs past it, and frees the slot", async () => {
    const gated = gatedJudge();
    const server = await start({ timeoutMs: 300, concurrency: 1, queue: 0, resolveJudge: judges(gated) });
    try {
      const started = performance.now();
      const slow = await post(`${server.url}/v1/verify`, body("gated"));
      const elapsed = performance.now() - started;
      expect([slow.status, slow.json().error?.code]).toEqual([503, "timeout"]);
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(1500);
      // The judge is still stuck on the first check, yet its slot is free.
      expect((await post(`${server.url}/v1/verify`, body())).status).toBe(200);
    } finally {
      gated.open();
      await server.close(0);
    }
  });

  it("counts the wait for a slot against the deadline", async () => {
    const limiter = new Limiter({ concurrency: 1, queue: 1 });
    let release = (): void => undefined;
    const holder = limiter.run(new AbortController().signal, () => new Promise<void>((resolve) => (release = resolve)));
    const limit = deadline(100);
    let started = false;
    const waiting = limiter.run(limit.signal, async () => {
      started = true;
    });
    expect(limiter.queued).toBe(1);
    await expect(waiting).rejects.toMatchObject({ name: "DeadlineError", phase: "waiting" });
    expect([started, limiter.queued, limiter.running]).toEqual([false, 0, 1]);
    release();
    await holder;
    expect(limiter.running).toBe(0);
  });

  it("answers 408 when the body does not arrive in time", async () => {
    const server = await start({ timeoutMs: 300 });
    try {
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"answer": "'));
        },
      });
      const reply = await fetch(`${server.url}/v1/verify`, { method: "POST", headers: { "content-type": "application/json" }, body: stalled, duplex: "half" } as RequestInit);
      expect([reply.status, ((await reply.json()) as { error: { code: string } }).error.code]).toEqual([408, "request_timeout"]);
    } finally {
      await server.close(0);
    }
  });
});

describe("concurrency limit", () => {
  it("runs `concurrency` checks, queues `queue` more and refuses the next with 503 at once", async () => {
    const gated = gatedJudge();
    const server = await start({ concurrency: 1, queue: 1, timeoutMs: 10_000, resolveJudge: judges(gated) });
    const { limiter } = server.app;
    try {
      const first = post(`${server.url}/v1/verify`, body("gated"));
      await until(() => gated.calls === 1);
      const second = post(`${server.url}/v1/verify`, body("gated"));
      await until(() => limiter.queued === 1);

      const metrics = await get(`${server.url}/metrics`);
      expect(metrics.text).toMatch(/^groundcheck_check_queue_length 1$/m);
      // Two checks and this scrape.
      expect(metrics.text).toMatch(/^groundcheck_http_requests_in_flight 3$/m);

      const refused = await post(`${server.url}/v1/verify`, body("gated"));
      expect([refused.status, refused.json().error?.code, refused.headers.get("retry-after")]).toEqual([503, "overloaded", "1"]);

      gated.open();
      expect((await first).status).toBe(200);
      expect((await second).status).toBe(200);
      expect([limiter.running, limiter.queued]).toEqual([0, 0]);
    } finally {
      gated.open();
      await server.close(0);
    }
  });
});

/** One sample line of the text format: name, optional labels, a float value. */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*",?)*\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|\+Inf|NaN))$/;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the exposition strictly: every line a HELP, a TYPE or a sample of a declared family. */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  expect(text.endsWith("\n")).toBe(true);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split("\n")) {
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      expect(types.has(type[1]!)).toBe(false);
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* \S/.test(line)) continue;
    const match = SAMPLE.exec(line);
    expect(match, line).not.toBeNull();
    const name = match![1]!;
    const family = name.replace(/_(bucket|sum|count)$/, "");
    expect(types.has(name) || types.get(family) === "histogram", `${name} has no TYPE`).toBe(true);
    const labels = Object.fromEntries([...(match![2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    samples.push({ name, labels, value: Number(match![3]!.replace("+Inf", "Infinity")) });
  }
  return { types, samples };
}

describe("GET /metrics", () => {
  it("is Prometheus text that counts requests by route and status, durations and claims by verdict", async () => {
    const server = await start();
    try {
      for (let i = 0; i < 3; i++) expect((await post(`${server.url}/v1/verify`, body())).status).toBe(200);
      expect((await post(`${server.url}/v1/verify`, "{")).status).toBe(400);
      expect((await get(`${server.url}/nowhere/${"x".repeat(3)}`)).status).toBe(404);
      await get(`${server.url}/healthz`);

      const reply = await get(`${server.url}/metrics`);
      expect(reply.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
      const { types, samples } = parseExposition(reply.text);
      expect(Object.fromEntries(types)).toEqual({
        groundcheck_http_requests_total: "counter",
        groundcheck_http_request_duration_seconds: "histogram",
        groundcheck_claims_checked_total: "counter",
        groundcheck_http_requests_in_flight: "gauge",
        groundcheck_check_queue_length: "gauge",
      });
      const value = (name: string, labels: Record<string, string>): number | undefined =>
        samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v) && Object.keys(s.labels).length === Object.keys(labels).length)?.value;

      expect(value("groundcheck_http_requests_total", { route: "/v1/verify", method: "POST", status: "200" })).toBe(3);
      expect(value("groundcheck_http_requests_total", { route: "/v1/verify", method: "POST", status: "400" })).toBe(1);
      // Unmatched paths share one series, whatever the URL.
      expect(value("groundcheck_http_requests_total", { route: "unmatched", method: "GET", status: "404" })).toBe(1);
      expect(value("groundcheck_http_requests_total", { route: "/healthz", method: "GET", status: "200" })).toBe(1);
      // The example has 3 supported, 4 unsupported, 1 contradicted claims.
      expect([
        value("groundcheck_claims_checked_total", { verdict: "supported" }),
        value("groundcheck_claims_checked_total", { verdict: "unsupported" }),
        value("groundcheck_claims_checked_total", { verdict: "contradicted" }),
      ]).toEqual([9, 12, 3]);
      expect(value("groundcheck_http_requests_in_flight", {})).toBe(1);

      const buckets = samples.filter((s) => s.name === "groundcheck_http_request_duration_seconds_bucket" && s.labels.route === "/v1/verify");
      expect(buckets.at(-1)?.labels.le).toBe("+Inf");
      expect(buckets.map((s) => s.value)).toEqual([...buckets.map((s) => s.value)].sort((a, b) => a - b));
      expect(buckets.at(-1)?.value).toBe(4);
      expect(value("groundcheck_http_request_duration_seconds_count", { route: "/v1/verify" })).toBe(4);
      expect(value("groundcheck_http_request_duration_seconds_sum", { route: "/v1/verify" })).toBeGreaterThan(0);
    } finally {
      await server.close(0);
    }
  });
});

describe("sizes and durations of the serve flags", () => {
  it.each([
    ["10mb", 10 * 1024 * 1024],
    ["10MB", 10 * 1024 * 1024],
    ["512kb", 512 * 1024],
    ["1.5kb", 1536],
    ["1048576", 1048576],
    ["2 gb", 2 * 1024 ** 3],
    ["0", undefined],
    ["ten", undefined],
    ["10 tb", undefined],
    ["-1mb", undefined],
  ])("parseBytes(%j) = %j", (text, bytes) => {
    expect(parseBytes(text)).toBe(bytes);
  });

  it.each([
    [10 * 1024 * 1024, "10 MB"],
    [1536, "1536 B"],
    [512 * 1024, "512 KB"],
  ])("formatBytes(%i) = %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([
    ["30s", 30_000],
    ["500ms", 500],
    ["2m", 120_000],
    ["1.5s", 1500],
    ["30", 30_000],
    ["0s", undefined],
    ["forever", undefined],
    ["30d", undefined],
  ])("parseDuration(%j) = %j", (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });
});
