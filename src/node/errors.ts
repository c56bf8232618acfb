// Errors caused by what the user gave us (a file, a flag). The CLI prints their
// message as the single line on stderr and exits 2, so the message must already
// be complete, name the file and fit on one line.

export const PROGRAM = "groundcheck";

export interface ErrorLocation {
  file?: string;
  line?: number;
}

export class InputError extends Error {
  override readonly name = "InputError";
  readonly file?: string;
  readonly line?: number;

  /** `message` is the text after `groundcheck: `; it may name the file in its own words. */
  constructor(message: string, where: ErrorLocation = {}) {
    super(`${PROGRAM}: ${oneLine(message)}`);
    this.file = where.file;
    this.line = where.line;
  }

  /** `groundcheck: FILE[:LINE]: detail`, the shape editors and CI logs link from. */
  static at(file: string, detail: string, line?: number): InputError {
    const place = line === undefined ? file : `${file}:${line}`;
    return new InputError(`${place}: ${detail}`, { file, line });
  }
}

/** The line(s) the CLI prints for an error that reached it. */
export function formatError(error: unknown, debug = false): string {
  if (error instanceof InputError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const line = `${PROGRAM}: internal error: ${oneLine(message)}`;
  return debug && error instanceof Error && error.stack !== undefined ? `${line}\n${error.stack}` : line;
}

/** Third-party messages (JSON.parse, fs) may quote input that spans lines. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ").trim();
}
