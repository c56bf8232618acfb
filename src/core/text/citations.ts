// Citation markers in an answer. A marker is one bracket group; `[c1][c2]` is two markers,
// `[c1, c2]` is one marker with two refs. Accepted bracket pairs: [ ], 【 】 and ［ ］.
//
// Inside the brackets: one or more items separated by , ， ; ； or 、, each of which is
//   - a number, optionally footnote-style: `1`, `^1`            -> numeric ref
//   - a number range `1-3` (at most 50 numbers)                  -> one numeric ref per number
//   - a line reference `A:L12`, `A:L12-15`, `A:L12-L15`          -> line ref (any range; the engine
//     enforces the 5-line limit); a bare `L14` after one repeats the previous source (`[A:L12,L14]`)
//   - a footnote name `^note`                                     -> id ref
//   - an identifier: ASCII letters, digits, `_`, `-`, `.`, at most 40 characters, starting and
//     ending with a letter or digit (`c1`, `doc-3`, `chunk_12`, `S1`, `A`, `history`)  -> id ref
// Source files are often named by plain words (`[history]`, `[spec]`), so a lower-case word is
// an identifier too, except the editorial insertions answers put in brackets (`[sic]`, `[note]`,
// `[emphasis added]` has a space anyway). When the caller knows the source ids, a lower-case word
// of four or more letters is an identifier only if it is one of them. When any item of a group is
// refused, the whole group is prose.
//
// A group directly followed by `(` is link text, not a marker, except a number (`[1](https://…)`),
// which is how many answer writers link a numbered source. A group that is not a marker directly
// followed by another group is a reference link (`[text][1]`): neither part is a marker.

import type { CitationMarker, CitationRef } from "../types.js";

const CLOSE_OF: Record<number, number> = { 0x5b: 0x5d, 0x3010: 0x3011, 0xff3b: 0xff3d };
/** Longest marker text considered; a longer bracket group is prose. */
const MAX_MARKER = 120;
const MAX_RANGE = 50;

const NUMBER = /^\^?(\d{1,6})$/;
const NUMBER_RANGE = /^(\d{1,6})\s*[-–—]\s*(\d{1,6})$/;
const LINE_REF = /^([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?)\s*[:：]\s*[Ll](\d{1,7})(?:\s*[-–—~～]\s*[Ll]?(\d{1,7}))?$/;
const BARE_LINE = /^[Ll](\d{1,7})(?:\s*[-–—~～]\s*[Ll]?(\d{1,7}))?$/;
const FOOTNOTE_NAME = /^\^([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?)$/;
const IDENTIFIER = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?$/;
const PROSE_WORD = /^[a-z]{4,}$/;
const EDITORIAL = new Set(
  (
    "sic note notes emphasis redacted edit edited update updated citation needed source sources link links " +
    "ref reference references todo tbd tba placeholder example omitted deleted removed inaudible laughter " +
    "applause translation translated paraphrased original sarcasm unclear illegible blank empty none " +
    "optional required warning info tip important caution danger ibid"
  ).split(" "),
);

const ITEM_SEPARATOR = /[,，;；、]/;

function isIdentifier(item: string, ids: ReadonlySet<string> | undefined): boolean {
  if (ids?.has(item)) return true;
  if (!IDENTIFIER.test(item) || EDITORIAL.has(item.toLowerCase())) return false;
  return ids === undefined || !PROSE_WORD.test(item);
}

/** The refs of a bracket group's content, or null when the content is not a citation. `ids`: the known source ids. */
export function parseMarkerContent(content: string, ids?: ReadonlySet<string>): CitationRef[] | null {
  const items = content.split(ITEM_SEPARATOR);
  const refs: CitationRef[] = [];
  let lineSource: string | null = null;
  for (const rawItem of items) {
    const item = rawItem.trim();
    if (item === "") return null;
    let m: RegExpExecArray | null;
    // What each pattern needs to have a chance, tested first: most items are plain ids ("c12").
    const first = item.charCodeAt(0);
    const digitFirst = first >= 0x30 && first <= 0x39;
    const caretFirst = first === 0x5e;
    const colon = item.includes(":") || item.includes("：");
    if ((digitFirst || caretFirst) && (m = NUMBER.exec(item))) {
      refs.push({ source: String(Number(m[1])), kind: "numeric" });
    } else if (digitFirst && (m = NUMBER_RANGE.exec(item))) {
      const from = Number(m[1]);
      const to = Number(m[2]);
      if (to < from || to - from >= MAX_RANGE) return null;
      for (let n = from; n <= to; n++) refs.push({ source: String(n), kind: "numeric" });
    } else if (colon && (m = LINE_REF.exec(item))) {
      lineSource = m[1] as string;
      const ref = lineRef(lineSource, m[2] as string, m[3]);
      if (!ref) return null;
      refs.push(ref);
    } else if (lineSource !== null && (m = BARE_LINE.exec(item))) {
      const ref = lineRef(lineSource, m[1] as string, m[2]);
      if (!ref) return null;
      refs.push(ref);
    } else if (caretFirst && (m = FOOTNOTE_NAME.exec(item))) {
      refs.push({ source: m[1] as string, kind: "id" });
    } else if (isIdentifier(item, ids)) {
      refs.push({ source: item, kind: "id" });
    } else {
      return null;
    }
  }
  return refs;
}

function lineRef(source: string, fromText: string, toText: string | undefined): CitationRef | null {
  const from = Number(fromText);
  const to = toText === undefined ? from : Number(toText);
  if (from < 1 || to < from) return null;
  return { source, lines: { from, to }, kind: "line" };
}

/** Index of the bracket that closes the group opened at `i`, or -1 (same line, bounded length). */
function closeOf(text: string, i: number, to: number): number {
  const close = CLOSE_OF[text.charCodeAt(i)];
  if (close === undefined) return -1;
  const open = text.charCodeAt(i);
  const limit = Math.min(to, i + MAX_MARKER);
  for (let j = i + 1; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === close) return j;
    if (c === open || c === 0x0a || c === 0x0d) return -1;
  }
  return -1;
}

/** The marker whose opening bracket is at `i`, ignoring what surrounds it (link syntax included). */
export function markerAt(text: string, i: number, to: number = text.length, ids?: ReadonlySet<string>): CitationMarker | null {
  const close = closeOf(text, i, to);
  if (close < 0) return null;
  const refs = parseMarkerContent(text.slice(i + 1, close), ids);
  if (!refs) return null;
  return { start: i, end: close + 1, raw: text.slice(i, close + 1), refs };
}

/** End of a link destination `(…)` starting at `i`, or -1: balanced parentheses, no blank line, bounded. */
export function destinationEnd(text: string, i: number, to: number): number {
  if (text.charCodeAt(i) !== 0x28) return -1;
  let depth = 0;
  const limit = Math.min(to, i + 2048);
  for (let j = i; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return j + 1;
    else if (c === 0x0a && text.charCodeAt(j + 1) === 0x0a) return -1;
  }
  return -1;
}

export function isNumericMarker(marker: CitationMarker): boolean {
  return marker.refs.every((r) => r.kind === "numeric");
}

function isOpenBracket(c: number): boolean {
  return c === 0x5b || c === 0x3010 || c === 0xff3b;
}

/** Every citation marker that lies inside [from, to), in order. `ids`: the known source ids, when the caller has them. */
export function parseCitations(text: string, from = 0, to: number = text.length, ids?: ReadonlySet<string>): CitationMarker[] {
  const markers: CitationMarker[] = [];
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (!isOpenBracket(c)) {
      i++;
      continue;
    }
    const isImage = c === 0x5b && i > 0 && text.charCodeAt(i - 1) === 0x21;
    const marker = isImage ? null : markerAt(text, i, to, ids);
    if (marker) {
      const next = text.charCodeAt(marker.end);
      if (next === 0x28) {
        const dest = destinationEnd(text, marker.end, to);
        if (dest > 0) {
          if (isNumericMarker(marker)) markers.push(marker);
          i = dest;
          continue;
        }
      } else if (next === 0x5b && !markerAt(text, marker.end, to, ids)) {
        i = skipGroup(text, marker.end, to);
        continue;
      }
      markers.push(marker);
      i = marker.end;
      continue;
    }
    i = skipGroup(text, i, to);
  }
  return markers;
}

/** Past a bracket group that is not a marker, and past the link label or destination that follows it. */
function skipGroup(text: string, i: number, to: number): number {
  if (text.charCodeAt(i) !== 0x5b) return i + 1;
  const close = closeOf(text, i, to);
  if (close < 0) return i + 1;
  const next = text.charCodeAt(close + 1);
  if (next === 0x28) {
    const dest = destinationEnd(text, close + 1, to);
    return dest > 0 ? dest : close + 1;
  }
  if (next === 0x5b) {
    const label = closeOf(text, close + 1, to);
    return label > 0 ? label + 1 : close + 1;
  }
  return close + 1;
}
