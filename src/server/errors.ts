// What the service answers when it does not answer with a report: a status and
// `{"error": {"code", "message"}}`. The code is for programs, the message for people.
import { InputError, PROGRAM } from "../node/errors.js";

export type ErrorCode =
  | "malformed_json"
  | "invalid_request"
  | "payload_too_large"
  | "unsupported_media_type"
  | "invalid_input"
  | "not_found"
  | "method_not_allowed"
  | "request_timeout"
  | "timeout"
  | "overloaded"
  | "internal";

export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly status: 400 | 404 | 405 | 408 | 413 | 415 | 422 | 500 | 503,
    readonly code: ErrorCode,
    message: string,
    /** Extra response headers: Allow for a 405, Retry-After for a 503. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** A field of the request body that has the wrong shape; `field` is its path, e.g. `chunks[2].text`. */
export function invalidField(field: string, detail: string): HttpError {
  return new HttpError(400, "invalid_request", `${field}: ${detail}`);
}

/**
 * The detail of an InputError raised by a helper the CLI shares (config, judge specs): the
 * service speaks for itself, so the program-name prefix meant for a terminal is dropped.
 */
export function inputDetail(error: InputError): string {
  const prefix = `${PROGRAM}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
}

export function errorBody(code: ErrorCode, message: string): string {
  return `${JSON.stringify({ error: { code, message } })}\n`;
}
