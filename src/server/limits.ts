// Back-pressure for the checking routes: at most `concurrency` requests run, at
// most `queue` wait, the rest are refused at once (503) rather than piling up
// in memory; and every request has a deadline that covers its wait, its body
// upload and its check.
import { HttpError } from "./errors.js";

export interface LimiterOptions {
  concurrency: number;
  /** Requests allowed to wait for a slot; one more is refused. */
  queue: number;
}

export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: LimiterOptions) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `work` in a slot; a wait cut short by `signal` rejects with the signal's reason. */
  async run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    await this.acquire(signal);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.active < this.options.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queue) {
      return Promise.reject(
        new HttpError(503, "overloaded", `the server is busy (${this.options.concurrency} running, ${this.options.queue} waiting); retry later`, { "Retry-After": "1" }),
      );
    }
    return new Promise<void>((resolve, reject) => {
      const grant = (): void => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      };
      const onAbort = (): void => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  private release(): void {
    // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
    const next = this.waiting.shift();
    if (next === undefined) this.active--;
    else next();
  }
}

/** Where a request was when its deadline passed: still uploading its body (408), or waiting or checking (503). */
export type Phase = "waiting" | "reading" | "checking";

export class DeadlineError extends Error {
  override readonly name = "DeadlineError";
  constructor(readonly phase: Phase) {
    super(`deadline passed while ${phase}`);
  }
}

export interface Deadline {
  signal: AbortSignal;
  /** Rejects when the deadline passes; never resolves. */
  expired: Promise<never>;
  /** Moves the request to its next phase, which decides the status of a timeout. */
  enter(phase: Phase): void;
  clear(): void;
}

export function deadline(ms: number): Deadline {
  const controller = new AbortController();
  let phase: Phase = "waiting";
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineError(phase);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  // Nobody may be listening when the deadline passes (the request already answered through another path).
  expired.catch(() => undefined);
  return {
    signal: controller.signal,
    expired,
    enter: (next) => {
      phase = next;
    },
    clear: () => clearTimeout(timer),
  };
}

/** The answer to a request whose deadline passed. */
export function timeoutError(error: DeadlineError, ms: number): HttpError {
  const limit = `${ms / 1000} s`;
  return error.phase === "reading"
    ? new HttpError(408, "request_timeout", `the request body did not arrive within ${limit}`)
    : new HttpError(503, "timeout", `the check did not finish within ${limit}`, { "Retry-After": "1" });
}

/** `30s`, `500ms`, `2m`, or plain seconds (`30`): milliseconds, or undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m)?$/i.exec(text.trim());
  if (match === null) return undefined;
  const scale = { ms: 1, s: 1000, m: 60_000 }[(match[2] ?? "s").toLowerCase() as "ms" | "s" | "m"];
  const ms = Math.round(Number(match[1]) * scale);
  // setTimeout's ceiling: a longer delay fires at once.
  return ms > 0 && ms <= 2 ** 31 - 1 ? ms : undefined;
}
