// Fixes are data: offset edits against the text they were planned on, applied by one function.

/** Replace [start, end) of the original text with `text`; start === end inserts. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The text with every edit applied. Edits are against the original offsets and must not overlap;
 * an insertion at the start of a replacement goes before it. Overlap is a planning bug, so it throws.
 */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const ordered = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: string[] = [];
  let at = 0;
  for (const edit of ordered) {
    if (edit.start < at || edit.end < edit.start || edit.end > text.length) {
      throw new RangeError(`edit [${edit.start}, ${edit.end}) overlaps another or lies outside the text (length ${text.length})`);
    }
    parts.push(text.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}
