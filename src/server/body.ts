// Request bodies: JSON only, UTF-8 only, and never more than the limit in
// memory. A declared Content-Length over the limit is refused before a byte of
// the body is read; a chunked body is counted as it streams in and refused the
// moment it passes the limit.
import { HttpError } from "./errors.js";

const decoder = new TextDecoder("utf-8", { fatal: true });

/** 415 unless the body is declared as JSON (`application/json`, `application/*+json`) in UTF-8. */
export function assertJsonContentType(header: string | null): void {
  const [type = "", ...parameters] = (header ?? "").split(";").map((part) => part.trim().toLowerCase());
  const charset = parameters.find((parameter) => parameter.startsWith("charset="))?.slice("charset=".length).replace(/"/g, "");
  const isJson = type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
  if (!isJson || (charset !== undefined && charset !== "utf-8" && charset !== "utf8")) {
    const given = header === null ? "no Content-Type" : `Content-Type ${JSON.stringify(header)}`;
    throw new HttpError(415, "unsupported_media_type", `the body must be JSON in UTF-8 (Content-Type: application/json); got ${given}`);
  }
}

export function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, "payload_too_large", `the body is larger than the limit of ${formatBytes(maxBytes)}`);
}

/** 413 from the headers alone, before the request waits for a slot or sends its body. */
export function assertDeclaredLength(header: string | null, maxBytes: number): void {
  if (header !== null && Number(header) > maxBytes) throw tooLarge(maxBytes);
}

/** The parsed body; reading stops (and the upload is abandoned) when `signal` aborts. */
export async function readJsonBody(request: Request, maxBytes: number, signal: AbortSignal): Promise<unknown> {
  assertDeclaredLength(request.headers.get("content-length"), maxBytes);
  const parts: Uint8Array[] = [];
  let size = 0;
  if (request.body !== null) {
    const reader = request.body.getReader();
    const cancel = (): void => void reader.cancel().catch(() => undefined);
    signal.addEventListener("abort", cancel, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          cancel();
          throw tooLarge(maxBytes);
        }
        parts.push(value);
      }
    } finally {
      signal.removeEventListener("abort", cancel);
    }
  }
  signal.throwIfAborted();
  if (size === 0) throw new HttpError(400, "malformed_json", "the body is empty; expected a JSON object");
  let text: string;
  try {
    text = decoder.decode(Buffer.concat(parts, size));
  } catch {
    throw new HttpError(400, "malformed_json", "the body is not valid UTF-8");
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, "malformed_json", `the body is not valid JSON (${(error as Error).message})`);
  }
}

/** 10 MB, 512 KB, 300 B: how a limit is named in messages and in `--max-body`. */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of SIZE_UNITS) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit.toUpperCase()}`;
  }
  return `${bytes} B`;
}

/** Binary multiples, as body-size limits are usually meant (10mb = 10 × 1024 × 1024 bytes). */
const SIZE_UNITS: readonly (readonly [string, number])[] = [
  ["gb", 1024 ** 3],
  ["mb", 1024 ** 2],
  ["kb", 1024],
  ["b", 1],
];

/** `10mb`, `512kb`, `1048576`: bytes, or undefined for anything else. */
export function parseBytes(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*([kmg]?b)?$/i.exec(text.trim());
  if (match === null) return undefined;
  const unit = SIZE_UNITS.find(([name]) => name === (match[2] ?? "b").toLowerCase());
  const bytes = Math.floor(Number(match[1]) * (unit?.[1] ?? 1));
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : undefined;
}
