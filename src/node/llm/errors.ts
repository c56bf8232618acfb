// How a model endpoint fails. Both failures are input errors to the CLI: one line naming the
// flag, the model and the cause (an HTTP status, a timeout), exit 2. A run whose judge failed
// has checked nothing, so it must never pass.
import { InputError } from "../errors.js";

/** The endpoint could not be used: refused (4xx), failing (5xx, timeouts, network) after retries. */
export class ModelFailure extends InputError {
  constructor(
    /** The message after `groundcheck: `. */
    readonly detail: string,
    /** The last HTTP status, when the endpoint answered at all. */
    readonly status?: number,
  ) {
    super(detail);
  }
}

/**
 * The judge failed entirely: its endpoint failed (a ModelFailure during judging, including
 * 401/403: a judge that may not be asked has judged nothing) or none of its replies could be
 * read as verdicts.
 */
export class JudgeFailure extends ModelFailure {}

/**
 * The endpoint answered (2xx) but the body holds no reply text: not JSON, cut off, an empty
 * choice. Not retried: at temperature 0 the same request tends to get the same body; the judge
 * reads it as "no verdict" for the claims asked.
 */
export class ReplyError extends Error {
  override readonly name = "ReplyError";
}
