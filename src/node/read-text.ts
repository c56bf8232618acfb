// Strict UTF-8 text input. A wrong encoding or a binary file must stop the run
// with the file and line named, never reach the checker as mojibake: a garbled
// number in a chunk would silently turn a supported claim into an unsupported one.
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { InputError } from "./errors.js";

const NEWLINE = 0x0a;
const BOM = [0xef, 0xbb, 0xbf] as const;

// ignoreBOM: the BOM is stripped only at the start of the file (see stripBom);
// the default would also drop a U+FEFF that starts any later line decoded alone.
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The whole file as text, BOM removed, line endings kept as they are (CRLF
 * included) so that offsets into the returned string are offsets into the file.
 */
export async function readText(path: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw readError(path, error);
  }
  return decode(stripBom(bytes), path, 1);
}

export interface TextLine {
  /** 1-based. */
  line: number;
  /** Without its line break (`\n` or `\r\n`). */
  text: string;
}

/**
 * The file's lines, read in pieces so that a large JSONL file never sits in
 * memory whole. Same strictness as readText; errors name the offending line.
 */
export async function* readLines(path: string): AsyncGenerator<TextLine> {
  for await (const batch of lineBatches(path)) yield* batch;
}

/**
 * readLines a piece of the file at a time: the lines of each piece, as a list. A reader of every
 * line (readJsonLines) then takes an asynchronous step per piece, not per line, and the whole
 * lines inside a piece are decoded in one call, not one each (with two thousand lines, both cost
 * more than the parsing).
 */
async function* lineBatches(path: string): AsyncGenerator<TextLine[]> {
  let line = 1;
  let pending: Uint8Array[] = [];
  const take = (tail: Uint8Array): TextLine => {
    const bytes = pending.length === 0 ? tail : Buffer.concat([...pending, tail]);
    pending = [];
    const text = decode(line === 1 ? stripBom(bytes) : bytes, path, line);
    return { line: line++, text: withoutCarriageReturn(text) };
  };
  for await (const piece of pieces(path)) {
    const first = piece.indexOf(NEWLINE);
    if (first === -1) {
      pending.push(piece);
      continue;
    }
    // The line that ends first may have begun in the pieces before.
    const batch = [take(piece.subarray(0, first))];
    const last = piece.lastIndexOf(NEWLINE);
    // The whole lines after it: line 1 came first, so no BOM or UTF-16 mark can be among them.
    const whole = piece.subarray(first + 1, last);
    const text = last > first && whole.indexOf(0) === -1 ? decodedOrUndefined(whole) : undefined;
    if (text !== undefined) {
      const parts = text.split("\n");
      for (let k = 0; k < parts.length; k++) batch.push({ line: line++, text: withoutCarriageReturn(parts[k]!) });
    }
    yield batch;
    if (last > first && text === undefined) {
      // A NUL or bytes that are not UTF-8: read a line at a time, as the first line is, so that
      // the error names its line and comes only after the lines before it have been read.
      let from = 0;
      for (let at = whole.indexOf(NEWLINE); at !== -1; at = whole.indexOf(NEWLINE, from)) {
        yield [take(whole.subarray(from, at))];
        from = at + 1;
      }
      yield [take(whole.subarray(from))];
    }
    if (last + 1 < piece.length) pending.push(piece.subarray(last + 1));
  }
  if (pending.length > 0) yield [take(new Uint8Array(0))];
}

function withoutCarriageReturn(text: string): string {
  return text.endsWith("\r") ? text.slice(0, -1) : text;
}

export interface JsonLine {
  line: number;
  value: unknown;
  /** An error naming the file and this line. */
  fail: (detail: string) => InputError;
}

/**
 * The parsed non-blank lines of a JSONL file. A line that is not JSON stops the read, naming the
 * line and, through `expected`, what the file should hold there.
 */
export async function* readJsonLines(path: string, expected: (line: number, text: string) => string): AsyncGenerator<JsonLine> {
  for await (const batch of lineBatches(path)) {
    for (let k = 0; k < batch.length; k++) {
      const { line, text } = batch[k]!;
      if (text.trim() === "") continue;
      const fail = (detail: string): InputError => InputError.at(path, detail, line);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        throw fail(`invalid JSON (${(error as Error).message})${expected(line, text)}`);
      }
      yield { line, value, fail };
    }
  }
}

async function* pieces(path: string): AsyncGenerator<Buffer> {
  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  try {
    for await (const piece of stream) yield piece as Buffer;
  } catch (error) {
    throw readError(path, error);
  }
}

function decode(bytes: Uint8Array, path: string, firstLine: number): string {
  if (firstLine === 1 && looksLikeUtf16(bytes)) {
    throw InputError.at(path, "is UTF-16 text; save it as UTF-8", 1);
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw InputError.at(path, "binary content (NUL byte); expected UTF-8 text", firstLine + countNewlines(bytes, nul));
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw InputError.at(path, "not valid UTF-8 text", firstLine + lineOfInvalidUtf8(bytes));
  }
}

/** The text of bytes that are UTF-8, else undefined. */
function decodedOrUndefined(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

function stripBom(bytes: Uint8Array): Uint8Array {
  return bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2] ? bytes.subarray(3) : bytes;
}

function looksLikeUtf16(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

function countNewlines(bytes: Uint8Array, end: number): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1 && at < end; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/**
 * 0-based line of the first malformed sequence. Checking line by line is exact:
 * byte 0x0A never occurs inside a UTF-8 sequence, so no sequence spans two lines.
 */
function lineOfInvalidUtf8(bytes: Uint8Array): number {
  let line = 0;
  let from = 0;
  for (;;) {
    const at = bytes.indexOf(NEWLINE, from);
    const end = at === -1 ? bytes.length : at;
    try {
      decoder.decode(bytes.subarray(from, end));
    } catch {
      return line;
    }
    if (at === -1) return line;
    from = at + 1;
    line++;
  }
}

function readError(path: string, error: unknown): InputError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "ENOENT":
      return InputError.at(path, "no such file");
    case "EISDIR":
      return InputError.at(path, "is a folder; expected a file");
    case "EACCES":
    case "EPERM":
      return InputError.at(path, "cannot read the file (permission denied)");
    default:
      return InputError.at(path, `cannot read the file (${code ?? (error instanceof Error ? error.message : String(error))})`);
  }
}
