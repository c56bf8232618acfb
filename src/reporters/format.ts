// Presentation helpers every reporter needs the same way: terminal color, quote
// cutting, key order of JSON output, Markdown table cells. Pure string work.

export const ANSI = {
  red: "\u001b[31m",
  yellow: "\u001b[33m",
  green: "\u001b[32m",
  dim: "\u001b[2m",
  bold: "\u001b[1m",
  reset: "\u001b[0m",
} as const;

export type Color = keyof typeof ANSI;

export type Paint = (color: Color, text: string) => string;

/** Wraps text in an ANSI color only when color was asked for; otherwise returns it unchanged. */
export function painter(color: boolean): Paint {
  return (name, text) => (color ? `${ANSI[name]}${text}${ANSI.reset}` : text);
}

/** Long source passages would bury the finding; the JSON reports keep them whole. */
export const MAX_QUOTE = 160;

/** One line of at most `max` characters (code points, so a CJK text is not cut mid-character). */
export function clip(text: string, max = MAX_QUOTE): string {
  const chars = Array.from(printable(text));
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

/** `"…"`: a clipped quotation. */
export function quote(text: string, max = MAX_QUOTE): string {
  return `"${clip(text, max)}"`;
}

/**
 * One line, no control characters: text from the output and the sources comes
 * from outside and must not be able to break the layout or send escape
 * sequences to the terminal.
 */
export function printable(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .trim();
}

/** The listed keys first, in that order, then any fields added later, as they come. */
export function inOrder<T extends object>(value: T, keys: readonly string[]): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const key of keys) if (key in value) ordered[key] = (value as Record<string, unknown>)[key];
  return Object.assign(ordered, value);
}

/**
 * Text made safe for inline Markdown and table cells: on one line, pipes escaped
 * so a row keeps its columns, and `<`, `&`, backticks, brackets and emphasis
 * marks escaped so a quoted output cannot inject HTML or restyle the report.
 */
export function markdownText(text: string): string {
  return printable(text)
    .replace(/\\/g, "\\\\")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/([|`*_[\]])/g, "\\$1");
}

/** A Markdown table; `align` per column: "l" or "r". */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly ("l" | "r")[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, index) => (align[index] === "r" ? "---:" : "---"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

/** "1 request", "3 requests". */
export function count(n: number, noun: string): string {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}
