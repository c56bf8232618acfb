// The HTTP API over the same calls as the CLI: core verify and audit, the same
// JSON reporters as `--format json`, judges resolved by the same specs. Built
// as a Hono app so tests and the load bench drive it exactly as `serve` does.
import { availableParallelism } from "node:os";
import { Hono, type Context } from "hono";
import { routePath } from "hono/route";
import { audit } from "../core/audit/audit.js";
import { verify, VerifyInputError } from "../core/engine.js";
import type { Judge } from "../core/judge/judge.js";
import { shownSettings, withMinimum } from "../node/audit-files.js";
import { InputError, formatError } from "../node/errors.js";
import { resolveJudge } from "../node/judge-spec.js";
import { storeFolder, type VerifyListing, type VerifyRun } from "../node/store/store.js";
import { auditJsonReporter } from "../reporters/audit-json.js";
import { htmlReporter } from "../reporters/html.js";
import { jsonReporter } from "../reporters/json.js";
import { assertDeclaredLength, assertJsonContentType, readJsonBody } from "./body.js";
import { HttpError, errorBody, inputDetail, invalidField } from "./errors.js";
import { DeadlineError, Limiter, deadline, timeoutError, type Deadline } from "./limits.js";
import { METRICS_CONTENT_TYPE, Metrics } from "./metrics.js";
import { PAGE_POLICY, PAGE_REVIEWER, REPORT_FRAME_POLICY, notFoundPage, runListPage, runPage } from "./pages.js";
import { parseAuditRequest, parseReviewRequest, parseVerifyRequest } from "./requests.js";
import { RunStore } from "./runs.js";

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Waiting requests per slot: enough to absorb a burst, too few to hide an overload behind minutes of latency. */
const QUEUE_PER_SLOT = 4;

const JSON_TYPE = "application/json; charset=utf-8";
const HTML_HEADERS = { "Content-Type": "text/html; charset=utf-8", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" };
/** Header naming the run a POST /v1/verify with `"save": true` recorded; the body stays the CLI's JSON. */
export const RUN_ID_HEADER = "Groundcheck-Run-Id";
/** The newest runs the list page shows. */
const LISTED_RUNS = 500;

export interface AppOptions {
  /** Reported by /healthz. */
  version: string;
  maxBodyBytes?: number;
  /** Deadline of a check request, from arrival to response, waiting and upload included. */
  timeoutMs?: number;
  /** Checks running at once; default: the number of CPUs. */
  concurrency?: number;
  /** Checks allowed to wait for a slot; default: 4 per slot. */
  queue?: number;
  /** The judge when a request names none; default `lexical`. */
  judge?: string;
  /** How a judge spec becomes a judge; tests inject slow or failing judges here. */
  resolveJudge?: (spec: string) => Promise<Judge>;
  /** The folder of the run store; default as the CLI's (--store, $GROUNDCHECK_HOME, .groundcheck). */
  store?: string;
  /** Where internal errors are logged, one line each (stack only with GROUNDCHECK_DEBUG=1). */
  log?: (line: string) => void;
}

export interface App {
  app: Hono;
  limiter: Limiter;
  metrics: Metrics;
  runs: RunStore;
  /** Loads the default judge and opens the store, so that a bad `--judge` or database stops the start, not the first request. */
  ready(): Promise<void>;
  close(): void;
}

/** Paths and the methods each answers; any other method gets a 405 naming these. */
const ROUTES: Readonly<Record<string, readonly string[]>> = {
  "/v1/verify": ["POST"],
  "/v1/audit": ["POST"],
  "/healthz": ["GET", "HEAD"],
  "/metrics": ["GET", "HEAD"],
  "/": ["GET", "HEAD"],
  "/runs/:id": ["GET", "HEAD"],
  "/runs/:id/report": ["GET", "HEAD"],
  "/v1/runs/:id/claims/:claimId/review": ["POST"],
};

export function createApp(options: AppOptions): App {
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const concurrency = options.concurrency ?? availableParallelism();
  const limiter = new Limiter({ concurrency, queue: options.queue ?? QUEUE_PER_SLOT * concurrency });
  let inFlight = 0;
  const metrics = new Metrics({ inFlight: () => inFlight, queued: () => limiter.queued });
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const judges = judgeCache(options.judge ?? "lexical", options.resolveJudge ?? resolveJudge);
  const runs = new RunStore(options.store ?? storeFolder({ env: process.env, cwd: process.cwd() }));
  const app = new Hono();

  app.use("*", async (c, next) => {
    const started = performance.now();
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
      // The last route that matched; this middleware's own ("/*") when none did.
      const route = routePath(c, -1);
      metrics.request({ route: route === "/*" ? "unmatched" : route, method: c.req.method, status: c.res.status }, (performance.now() - started) / 1000);
    }
  });

  /** The JSON body, read before `limit` passes. */
  const readBody = (c: Context, limit: Deadline): Promise<unknown> => {
    limit.enter("reading");
    return readJsonBody(c.req.raw, maxBody, limit.signal);
  };

  /** Runs `work` under a fresh deadline; a deadline that passes becomes its 408 or 503. */
  const withDeadline = async <T>(work: (limit: Deadline) => Promise<T>): Promise<T> => {
    const limit = deadline(timeoutMs);
    try {
      return await work(limit);
    } catch (error) {
      throw error instanceof DeadlineError ? timeoutError(error, timeoutMs) : error;
    } finally {
      limit.clear();
    }
  };

  /**
   * A check: JSON in, report out, under the concurrency limit and the deadline. The
   * declared size is refused before the request takes a place in the queue.
   */
  const check = async (c: Context, run: (body: unknown) => Promise<{ report: string; headers?: Record<string, string> }>): Promise<Response> => {
    assertJsonContentType(c.req.header("content-type") ?? null);
    assertDeclaredLength(c.req.header("content-length") ?? null, maxBody);
    const { report, headers } = await withDeadline((limit) =>
      // Raced inside the slot: a check past its deadline gives its slot back although the
      // core cannot be stopped; the judge calls it still awaits finish in the background.
      limiter.run(limit.signal, () =>
        Promise.race([
          limit.expired,
          (async () => {
            const body = await readBody(c, limit);
            limit.enter("checking");
            return run(body);
          })(),
        ]),
      ),
    );
    return c.body(report, 200, { ...headers, "Content-Type": JSON_TYPE });
  };

  /** A saved verify run; bench runs have no report to review. */
  const findRun = (id: string): VerifyRun | undefined => {
    const run = runs.reader()?.getRun(id);
    return run?.kind === "verify" ? run : undefined;
  };
  const noRun = (id: string): string => `no saved verify run ${id} in ${runs.folder}`;

  const page = (c: Context, html: string, status: 200 | 404 = 200, policy = PAGE_POLICY): Response =>
    c.body(html, status, { ...HTML_HEADERS, "Content-Security-Policy": policy });

  app.post("/v1/verify", (c) =>
    check(c, async (body) => {
      const request = parseVerifyRequest(body);
      const judge = await judges.get(request.judge).catch((error: unknown) => {
        throw error instanceof InputError ? invalidField("options.judge", inputDetail(error)) : error;
      });
      const result = await unprocessable(() => verify(request.input, { minFaithfulness: request.minFaithfulness, judge }), { answer: "answer", context: "chunks" });
      metrics.claimsChecked(result.summary);
      const report = jsonReporter(result, { answer: request.input.answer, color: false, toolVersion: options.version });
      if (!request.save) return { report };
      const { answer, chunks, question } = request.input;
      const id = runs.writer().saveVerifyRun({ result, toolVersion: options.version, answer, chunks, question, label: request.label });
      return { report, headers: { [RUN_ID_HEADER]: id } };
    }),
  );

  app.post("/v1/audit", (c) =>
    check(c, async (body) => {
      const request = parseAuditRequest(body);
      const result = await unprocessable(() => audit({ output: request.output, sources: request.sources }, request.options), { answer: "output", context: "sources" });
      const report = auditJsonReporter(withMinimum(result, request.settings.minGroundedRate), {
        color: false,
        sources: request.sources.map(({ id }) => ({ id })),
        settings: shownSettings(request.settings, true),
      });
      return { report };
    }),
  );

  app.post("/v1/runs/:id/claims/:claimId/review", async (c) => {
    assertJsonContentType(c.req.header("content-type") ?? null);
    const request = parseReviewRequest(await withDeadline((limit) => readBody(c, limit)));
    const { id, claimId } = c.req.param();
    if (findRun(id) === undefined) throw new HttpError(404, "not_found", noRun(id));
    const store = runs.writer();
    if (!store.hasClaim(id, claimId)) throw new HttpError(404, "not_found", `run ${id} has no claim ${claimId}`);
    const review = store.recordReview({ runId: id, claimId, reviewer: request.reviewer ?? PAGE_REVIEWER, label: request.label, ...(request.note === undefined ? {} : { note: request.note }) });
    return c.body(`${JSON.stringify({ review })}\n`, 200, { "Content-Type": JSON_TYPE });
  });

  app.get("/", (c) => {
    const listed = (runs.reader()?.listRuns({ kind: "verify", limit: LISTED_RUNS }) ?? []).filter((run): run is VerifyListing => run.kind === "verify");
    return page(c, runListPage(listed, runs.folder));
  });

  app.get("/runs/:id", (c) => {
    const id = c.req.param("id");
    const run = findRun(id);
    if (run === undefined) return page(c, notFoundPage(noRun(id)), 404);
    return page(c, runPage(run, runs.reader()?.listReviews(id) ?? []));
  });

  app.get("/runs/:id/report", (c) => {
    const id = c.req.param("id");
    const run = findRun(id);
    if (run === undefined) return page(c, notFoundPage(noRun(id)), 404);
    const report = htmlReporter(run.result, {
      answer: run.answer,
      ...(run.answerPath === null ? {} : { answerPath: run.answerPath }),
      color: false,
      ...(run.toolVersion === null ? {} : { toolVersion: run.toolVersion }),
    });
    // The report carries its own, stricter policy; the header adds who may frame it.
    return page(c, report, 200, REPORT_FRAME_POLICY);
  });

  app.get("/healthz", (c) => c.body(`${JSON.stringify({ status: "ok", version: options.version })}\n`, 200, { "Content-Type": JSON_TYPE }));
  app.get("/metrics", (c) => c.body(metrics.exposition(), 200, { "Content-Type": METRICS_CONTENT_TYPE }));

  for (const [path, methods] of Object.entries(ROUTES)) {
    app.all(path, () => {
      throw new HttpError(405, "method_not_allowed", `${path} answers ${methods.join(", ")}`, { Allow: methods.join(", ") });
    });
  }
  app.notFound((c) => errorResponse(c, new HttpError(404, "not_found", `no such endpoint: ${c.req.method} ${c.req.path}`)));
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    log(formatError(error, process.env.GROUNDCHECK_DEBUG === "1"));
    return c.body(errorBody("internal", "internal error; the server log has the details"), 500, { "Content-Type": JSON_TYPE });
  });

  return {
    app,
    limiter,
    metrics,
    runs,
    ready: async () => {
      await judges.get(undefined);
      runs.reader();
    },
    close: () => runs.close(),
  };
}

function errorResponse(c: Context, error: HttpError): Response {
  return c.body(errorBody(error.code, error.message), error.status, { ...error.headers, "Content-Type": JSON_TYPE });
}

/**
 * Judges by spec, each loaded once. A request may not make the server read a file of its
 * choosing: `lexical:PATH` only as the server was started with.
 */
function judgeCache(defaultSpec: string, load: (spec: string) => Promise<Judge>): { get(spec: string | undefined): Promise<Judge> } {
  const loaded = new Map<string, Promise<Judge>>();
  return {
    async get(spec = defaultSpec) {
      if (spec.startsWith("lexical:") && spec !== defaultSpec) {
        throw invalidField("options.judge", `a model file is chosen when the server starts (groundcheck serve --judge ${spec}), not by a request`);
      }
      let judge = loaded.get(spec);
      if (judge === undefined) {
        judge = load(spec);
        loaded.set(spec, judge);
        // A failed load is not remembered: the next request tries again.
        judge.catch(() => loaded.delete(spec));
      }
      return judge;
    },
  };
}

/** The core's refusals of an input (empty answer, no chunks, duplicate ids) as 422, naming the field. */
async function unprocessable<T>(run: () => Promise<T>, fields: Record<VerifyInputError["input"], string>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof VerifyInputError) throw new HttpError(422, "invalid_input", `${fields[error.input]}: ${error.message}`);
    throw error;
  }
}
