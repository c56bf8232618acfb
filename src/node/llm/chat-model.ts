// One transport for every use of a chat model (the judge, and later generation): concurrency
// limit, per-attempt timeout, retries with deterministic exponential backoff on 429, 5xx,
// timeouts and network errors, Retry-After honoured up to a cap.
import { setTimeout as sleep } from "node:timers/promises";
import { resolveEndpoint, type Endpoint } from "./endpoint.js";
import { ModelFailure } from "./errors.js";
import { limiter } from "./limiter.js";
import { errorDetail, readReply, requestBody, type ChatReply, type ChatRequest } from "./wire.js";

export type { ChatReply, ChatRequest, TokenUsage } from "./wire.js";

export interface ChatModel {
  /** The spec: "openai:gpt-4o-mini". */
  readonly id: string;
  /**
   * The model's reply. Throws ModelFailure when the endpoint refuses (4xx other than 408/429)
   * or keeps failing after the retries, ReplyError when a 2xx body holds no reply text.
   */
  complete(request: ChatRequest): Promise<ChatReply>;
}

export interface ChatModelOptions {
  env?: NodeJS.ProcessEnv;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /** Per attempt, headers and body included (default 60 s). */
  timeoutMs?: number;
  /** Attempts after the first (default 3). */
  retries?: number;
  /** First retry delay; each further one doubles it (default 1 s). */
  backoffMs?: number;
  /** The longest Retry-After waited for (default 30 s). */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  /** How messages name the model's option: "--judge" gives "--judge openai:gpt-4o-mini: …". */
  flag?: string;
}

export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_RETRIES = 3;
const DEFAULT_BACKOFF_MS = 1000;
const DEFAULT_MAX_RETRY_AFTER_MS = 30_000;

type Attempt = { ok: true; body: string } | { ok: false; retry: boolean; problem: string; status?: number; retryAfterMs?: number };

interface Settings {
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxRetryAfterMs: number;
  fetch: typeof fetch;
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** What a failed fetch says, without the stack: a system code ("ECONNREFUSED") or undici's words ("other side closed"). */
function networkCause(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return code;
  return cause instanceof Error ? cause.message : String(cause);
}

function failedStatus(endpoint: Endpoint, status: number, statusText: string, body: string, headers: Headers): Attempt {
  const detail = errorDetail(body) || statusText;
  const problem = `HTTP ${status}${detail ? ` (${detail})` : ""}`;
  if (status === 429 || status === 408 || status >= 500) {
    const after = retryAfterMs(headers.get("retry-after"));
    return { ok: false, retry: true, problem, status, ...(after !== undefined ? { retryAfterMs: after } : {}) };
  }
  // An endpoint that refuses the key or the request refuses it again: no retry.
  const hint = (status === 401 || status === 403) && endpoint.keyVariable ? `; check ${endpoint.keyVariable}` : "";
  return { ok: false, retry: false, problem: `${problem}${hint}`, status };
}

async function attempt(endpoint: Endpoint, body: string, settings: Settings, signal?: AbortSignal): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  // By hand rather than AbortSignal.any, which Node 20 has only from 20.3.
  const cancel = (): void => controller.abort();
  signal?.addEventListener("abort", cancel, { once: true });
  try {
    const response = await settings.fetch(endpoint.url, { method: "POST", headers: endpoint.headers, body, signal: controller.signal });
    const text = await response.text();
    if (response.ok) return { ok: true, body: text };
    return failedStatus(endpoint, response.status, response.statusText, text, response.headers);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (controller.signal.aborted) return { ok: false, retry: true, problem: `no reply within ${settings.timeoutMs} ms` };
    return { ok: false, retry: true, problem: `cannot reach ${endpoint.url} (${networkCause(error)})` };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}

async function send(endpoint: Endpoint, request: ChatRequest, settings: Settings): Promise<ChatReply> {
  const body = JSON.stringify(requestBody(endpoint.provider, endpoint.model, request));
  for (let tries = 1; ; tries++) {
    request.signal?.throwIfAborted();
    const outcome = await attempt(endpoint, body, settings, request.signal);
    if (outcome.ok) return readReply(endpoint.provider, outcome.body);
    if (!outcome.retry || tries > settings.retries) {
      const after = tries > 1 ? ` after ${tries} attempts` : "";
      throw new ModelFailure(`${endpoint.name} failed${after}: ${outcome.problem}`, outcome.status);
    }
    // Deterministic: the same failures give the same waits, so a test or a rerun behaves alike.
    const backoff = settings.backoffMs * 2 ** (tries - 1);
    const wait = Math.max(backoff, Math.min(outcome.retryAfterMs ?? 0, settings.maxRetryAfterMs));
    await sleep(wait, undefined, request.signal ? { signal: request.signal } : {});
  }
}

/**
 * A chat model from a spec `openai:MODEL`, `anthropic:MODEL` or `ollama:MODEL`, configured by
 * OPENAI_BASE_URL / OPENAI_API_KEY, ANTHROPIC_BASE_URL / ANTHROPIC_API_KEY, OLLAMA_HOST.
 * Throws InputError at once for a bad spec or a missing key.
 */
export function createChatModel(spec: string, options: ChatModelOptions = {}): ChatModel {
  const endpoint = resolveEndpoint(spec, options.env ?? process.env, options.flag);
  const settings: Settings = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retries: Math.max(0, options.retries ?? DEFAULT_RETRIES),
    backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
    maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS,
    fetch: options.fetch ?? globalThis.fetch,
  };
  const limit = limiter(Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY));
  return {
    id: endpoint.id,
    complete: (request) =>
      limit(() => {
        // A request cancelled while it waited for a slot sends nothing.
        request.signal?.throwIfAborted();
        return send(endpoint, request, settings);
      }),
  };
}
