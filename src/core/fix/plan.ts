// Where the edits of a repair go: dropping a sentence or a clause, marking one, replacing one
// with a quotation, so that everything around it stays as it was. Markdown structure is read
// from the masked text (markup blanked, offsets kept): a line whose only prose is the dropped
// sentence goes whole (a list item with its bullet), a paragraph that loses its last sentence
// goes with its blank line, and a sentence that shares its line goes with the space between it
// and its neighbour.
import type { CitationMarker, Lang, Span } from "../types.js";
import { parseCitations } from "../text/citations.js";
import { detectLang } from "../text/lang.js";
import { maskMarkdown } from "../text/markdown.js";
import { lineOf, lineStarts } from "../text/positions.js";
import type { CheckedClaim } from "./check.js";
import type { Edit } from "./edits.js";

/** A sentence of the checked text with its claims (one, or the clauses split from it), in order. */
export interface SentenceUnit {
  span: Span;
  claims: CheckedClaim[];
}

export function sentenceUnits(claims: readonly CheckedClaim[]): SentenceUnit[] {
  const units = new Map<number, SentenceUnit>();
  for (const checked of claims) {
    const { sentence } = checked.claim;
    const unit = units.get(sentence.start) ?? { span: { start: sentence.start, end: sentence.end }, claims: [] };
    unit.claims.push(checked);
    units.set(sentence.start, unit);
  }
  return [...units.values()];
}

/** The text's structure, read once per round. */
export class Layout {
  readonly masked: string;
  private readonly starts: number[];
  /** Real lines: the empty "line" after a final newline is not one. */
  private readonly count: number;

  constructor(
    readonly text: string,
    private readonly ids: ReadonlySet<string>,
  ) {
    this.masked = maskMarkdown(text, { sourceIds: ids }).masked;
    this.starts = lineStarts(text);
    this.count = this.starts.length > 1 && this.starts[this.starts.length - 1] === text.length ? this.starts.length - 1 : this.starts.length;
  }

  lang(span: Span): Lang {
    return detectLang(this.masked.slice(span.start, span.end));
  }

  /** 1-based line of an offset. */
  lineOf(offset: number): number {
    return lineOf(this.starts, offset);
  }

  markers(span: Span): CitationMarker[] {
    return parseCitations(this.masked, span.start, span.end, this.ids);
  }

  /**
   * Where a claim's words end: before the punctuation, closing quotes and citation markers that
   * follow them. A mark goes here, and a dropped last clause ends here.
   */
  wordEnd(span: Span, markers: readonly CitationMarker[]): number {
    let at = span.end;
    while (at > span.start) {
      const marker = markers.find((m) => m.end === at && m.start >= span.start);
      if (marker) {
        at = marker.start;
        continue;
      }
      const width = isLowSurrogate(this.masked.charCodeAt(at - 1)) && at - 2 >= span.start ? 2 : 1;
      if (WORD_CHAR.test(this.masked.slice(at - width, at))) return at;
      at -= width;
    }
    return span.end;
  }

  /**
   * Edits that remove the given sentences (disjoint spans) and whatever would be left dangling:
   * the space before or after, a bullet, a blank line. Sentences next to each other are removed
   * as one piece, but never across a blank line.
   */
  dropSentences(spans: readonly Span[]): Edit[] {
    const ranges = this.mergeRanges(spans);
    const edits: Edit[] = [];
    const removed = new Set<number>();
    for (const { start, end } of ranges) {
      const first = this.lineOf(start) - 1;
      const last = this.lineOf(Math.max(start, end - 1)) - 1;
      const lineStart = this.starts[first]!;
      const lineEnd = this.contentEnd(last);
      const before = this.text.slice(lineStart, start);
      const after = this.text.slice(end, lineEnd);
      const owned = !/\|/.test(before + after) && blank(this.masked.slice(lineStart, start)) && blank(this.masked.slice(end, lineEnd));
      if (owned) {
        // "- A.\n  continues." keeps its bullet for the continuation, which moves up.
        const next = last + 1;
        if (LIST_MARKER.test(before.trim()) && next < this.count && this.isContinuation(next)) {
          edits.push({ start, end: this.starts[next]! + indentOf(this.lineText(next)), text: "" });
          continue;
        }
        for (let line = first; line <= last; line++) removed.add(line);
      } else if (!blank(this.masked.slice(end, lineEnd))) {
        edits.push({ start, end: skipSpace(this.text, end, 1), text: "" });
      } else {
        edits.push({ start: skipSpace(this.text, start, -1, lineStart), end, text: "" });
      }
    }
    return [...edits, ...this.lineEdits(this.withBlankLines(removed))];
  }

  /**
   * Edits that cut the `drop` clauses (indices into the sentence's claims) out of a sentence, or
   * null when that cannot be done cleanly: every clause goes, or the first clause goes and the
   * next one cannot open a sentence. Citation markers stay where a kept clause cites them.
   */
  dropClauses(unit: SentenceUnit, drop: ReadonlySet<number>): Edit[] | null {
    const claims = unit.claims.map((c) => c.claim);
    const firstKept = claims.findIndex((_, i) => !drop.has(i));
    if (firstKept < 0) return null;
    const edits: Edit[] = [];
    if (firstKept > 0) {
      const next = claims[firstKept]!;
      // What is left must open a sentence of its own: a clause that leans on the first one for its
      // subject ("…，采用 MEMS 工艺", "… and it weighs 4 g") would be left dangling.
      if (this.sharesSubject(next) || !/^[A-Z0-9]/.test(this.masked.slice(next.start, next.end).trimStart())) return null;
      edits.push({ start: claims[0]!.start, end: next.start, text: "" });
    }
    const markers = this.markers(unit.span);
    const last = claims.length - 1;
    for (let i = firstKept + 1; i <= last; i++) {
      if (!drop.has(i)) continue;
      if (i < last) {
        edits.push({ start: claims[i - 1]!.end, end: claims[i]!.end, text: "" });
        continue;
      }
      const end = this.wordEnd(claims[i]!, markers);
      edits.push({ start: claims[i - 1]!.end, end, text: "" });
      const cited = new Set(claims.filter((_, k) => !drop.has(k)).flatMap((c) => c.markers.map((m) => m.start)));
      for (const marker of markers) {
        if (marker.start < end || cited.has(marker.start)) continue;
        edits.push({ start: Math.max(end, skipSpace(this.text, marker.start, -1, end)), end: marker.end, text: "" });
      }
    }
    return edits;
  }

  /** A sentence after its own edits: what a change record shows. */
  sentenceAfter(span: Span, edits: readonly Edit[]): string {
    let out = "";
    let at = span.start;
    for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
      out += this.text.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    return (out + this.text.slice(at, span.end)).trim();
  }

  /** A split clause names its subject only through the first clause ("X 采用…，于 2025年量产"). */
  private sharesSubject(claim: { start: number; end: number; text: string; markers: CitationMarker[] }): boolean {
    let own = "";
    let at = claim.start;
    for (const marker of claim.markers) {
      if (marker.start < at || marker.end > claim.end) continue;
      own += this.masked.slice(at, marker.start);
      at = marker.end;
    }
    own = (own + this.masked.slice(at, claim.end)).replace(/\s+/g, "");
    return !claim.text.replace(/\s+/g, "").startsWith(own.slice(0, 8));
  }

  private mergeRanges(spans: readonly Span[]): Span[] {
    const ranges: Span[] = [];
    for (const span of [...spans].sort((a, b) => a.start - b.start)) {
      const previous = ranges[ranges.length - 1];
      const gap = previous ? this.text.slice(previous.end, span.start) : "x";
      if (previous && blank(gap) && !/\n[ \t\r\u3000]*\n/.test(gap)) previous.end = span.end;
      else ranges.push({ start: span.start, end: span.end });
    }
    return ranges;
  }

  private lineText(line: number): string {
    return this.text.slice(this.starts[line]!, this.contentEnd(line));
  }

  /** End of a line's text, before its "\n". */
  private contentEnd(line: number): number {
    return line + 1 < this.starts.length ? this.starts[line + 1]! - 1 : this.text.length;
  }

  private isBlankLine(line: number): boolean {
    return blank(this.lineText(line));
  }

  /** An indented line of prose that continues the list item above it. */
  private isContinuation(line: number): boolean {
    const text = this.lineText(line);
    return indentOf(text) > 0 && !blank(text) && !LIST_MARKER.test(text.trim().split(/\s/)[0] ?? "");
  }

  /**
   * The removed lines plus the blank lines their removal leaves doubled, leading or trailing:
   * a paragraph that loses every sentence disappears with one of its blank lines.
   */
  private withBlankLines(removed: ReadonlySet<number>): Set<number> {
    const out = new Set(removed);
    let previousKept = -1;
    let removedSince = false;
    for (let line = 0; line < this.count; line++) {
      if (out.has(line)) {
        removedSince = true;
        continue;
      }
      if (removedSince && this.isBlankLine(line) && (previousKept < 0 || this.isBlankLine(previousKept))) {
        out.add(line);
        continue;
      }
      previousKept = line;
      removedSince = false;
    }
    if (removedSince && previousKept >= 0 && this.isBlankLine(previousKept)) out.add(previousKept);
    return out;
  }

  /** One edit per run of removed lines, newline included; a run at the end takes the newline before it. */
  private lineEdits(removed: ReadonlySet<number>): Edit[] {
    const edits: Edit[] = [];
    for (let line = 0; line < this.count; line++) {
      if (!removed.has(line)) continue;
      let last = line;
      while (removed.has(last + 1)) last++;
      const start = this.starts[line]!;
      if (last + 1 < this.starts.length) edits.push({ start, end: this.starts[last + 1]!, text: "" });
      else edits.push({ start: Math.max(0, start - 1), end: this.text.length, text: "" });
      line = last;
    }
    return edits;
  }
}

const MARK: Record<Lang, string> = { zh: "（来源未提及）", en: " [not in sources]" };

/** The lenient mode's mark, in the sentence's language. */
export function markFor(lang: Lang): string {
  return MARK[lang];
}

/** Whether a claim already carries the mark (a lenient round leaves it, the next one must not mark it again). */
export function isMarked(text: string, span: Span): boolean {
  const slice = text.slice(span.start, span.end);
  return slice.includes(MARK.zh) || slice.includes(MARK.en.trim());
}

const BLOCK_MARKERS = /^\s*(?:(?:#{1,6}|[-*+]|\d{1,9}[.)]|>)\s+)+/;

/**
 * The quote fallback: source lines verbatim (block markers aside) in quotation marks, followed by
 * the markers that cite them; “…” in Chinese, "…" in English.
 */
export function quotation(passages: readonly string[], markers: readonly string[], lang: Lang): string {
  const lines = [...new Set(passages.map((p) => p.replace(BLOCK_MARKERS, "").trim()))];
  const body = lines.join(lang === "zh" ? "" : " ").replace(/[。.!！?？;；]+$/u, "");
  return lang === "zh" ? `“${body}”${markers.join("")}。` : `"${body}" ${markers.join("")}.`;
}

const WORD_CHAR = /^[\p{L}\p{N}]/u;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:\s+\[[ xX]\])?$/;

function blank(text: string): boolean {
  return /^[\s\u3000]*$/.test(text);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function indentOf(line: string): number {
  return /^[ \t]*/.exec(line)![0].length;
}

/** From `at`, past the spaces and tabs in `direction` (not past `limit` going back). */
function skipSpace(text: string, at: number, direction: 1 | -1, limit = 0): number {
  let p = at;
  if (direction === 1) while (p < text.length && /[ \t\u3000]/.test(text[p]!)) p++;
  else while (p > limit && /[ \t\u3000]/.test(text[p - 1]!)) p--;
  return p;
}
