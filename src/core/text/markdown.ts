// Markdown (CommonMark plus GFM tables, strikethrough and footnotes) reduced to its prose. The
// result keeps every offset of the answer: non-prose characters become spaces and line breaks
// stay, so a span found in `masked` is a span of the answer.
//
// Two passes. The block pass walks the lines once, blanks what is never prose (front matter,
// code, HTML blocks, headings, rules, definitions, table headers, container markers) and queues
// the prose blocks. The inline pass then blanks syntax inside each queued block (emphasis,
// backticks, link brackets and destinations, images, inline HTML); it runs after the block pass
// because a reference link may use a definition that comes later in the document.

import type { Span } from "../types.js";
import { destinationEnd, isNumericMarker, markerAt } from "./citations.js";

export interface ProseUnit extends Span {
  kind: "paragraph" | "list-item" | "table-cell" | "blockquote";
  /** For a table cell after the first of its row: the row's first cell, which names what the row is about. */
  rowLabel?: Span;
}

export interface MaskedMarkdown {
  masked: string;
  units: ProseUnit[];
  /** Contents of inline code spans (kept in `masked`, but never citation markers). */
  code: Span[];
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** Longest link text; a `[` matched farther away is literal. */
const BRACKET_REACH = 1000;
/** How far `<` looks for the `>` of an inline tag. */
const TAG_REACH = 1000;
/** How many open emphasis delimiters a closer searches through. */
const EMPHASIS_REACH = 32;

const FRONT_MATTER = /^(?:\uFEFF)?(---|\+\+\+)[ \t]*\r?\n/;
const FENCE_OPEN = /^(`{3,}|~{3,})([^\n]*)$/;
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
const BULLET = /^[-+*•](?=[ \t]|$)/;
const ORDERED = /^(\d{1,9})[.)](?=[ \t]|$)/;
const TASK_BOX = /^\[[ xX]\](?=[ \t]|$)/;
const FOOTNOTE_DEF = /^\[\^[^\]\s]+\]:/;
const LINK_DEF = /^\[([^\]\n]+)\]:[ \t]*(\S*)/;
const URL_LIKE = /^(?:<|[a-z][a-z0-9+.-]*:\/\/|www\.|\/|#|mailto:)/i;
const HTML_RAW_OPEN = /^<(script|pre|style|textarea)(?:[\s>]|$)/i;
const HTML_BLOCK_TAG =
  /^<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[\s/>]|$)/i;
const HTML_LONE_TAG = /^(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)[ \t]*$/;
const INLINE_TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/y;
const AUTOLINK = /<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>/y;
const ASCII_PUNCT = /[!-/:-@[-`{-~]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

interface Para {
  kind: ProseUnit["kind"];
  start: number;
  end: number;
  quote: number;
  /** How many list items contain the paragraph. */
  lists: number;
}

interface ListItem {
  /** Column (after the blockquote prefix) where the item's content starts. */
  contentCol: number;
  quote: number;
}

interface Fence {
  ch: number;
  len: number;
  quote: number;
}

interface HtmlBlock {
  /** Text whose appearance ends the block; null when a blank line ends it. */
  end: string | null;
  quote: number;
}

type BlockStart =
  | { type: "fence"; ch: number; len: number }
  | { type: "heading" | "rule" | "footnote" | "entry" }
  | { type: "setext"; rule: boolean }
  | { type: "html"; end: string | null; interrupts: boolean }
  | { type: "definition"; label: string; interrupts: boolean }
  | { type: "table" }
  | { type: "list"; markerEnd: number; ordered: boolean; first: boolean; empty: boolean };

interface Delimiter {
  ch: number;
  pos: number;
  len: number;
}

interface Job {
  start: number;
  end: number;
  kind: ProseUnit["kind"];
  rowLabel?: Span;
}

/** The characters inline() acts on (its switch's cases), by UTF-16 unit; every other one it passes over. */
const INLINE_SPECIAL = new Uint8Array(0x10000);
for (const c of [0x5c, 0x60, 0x3c, 0x21, 0x5b, 0x3010, 0xff3b, 0x2a, 0x5f, 0x7e]) INLINE_SPECIAL[c] = 1;

function isSpaceOrTab(c: number): boolean {
  return c === SPACE || c === TAB;
}

function isWhitespace(c: number): boolean {
  return c === SPACE || c === TAB || c === LF || c === CR || c === 0x3000 || c === 0xa0 || c === 0x0c;
}

function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}

class Masker {
  private readonly out: Uint16Array;
  private readonly lineStarts: number[] = [];
  private readonly jobs: Job[] = [];
  private readonly labels = new Set<string>();
  readonly units: ProseUnit[] = [];
  readonly code: Span[] = [];

  private fence: Fence | null = null;
  private html: HtmlBlock | null = null;
  private indentedCode = false;
  private footnote: "open" | "afterBlank" | null = null;
  private tableQuote = -1;
  private para: Para | null = null;
  private lists: ListItem[] = [];
  private skipLine = -1;
  /** Next `>` at or after the inline scan position (an upper bound), so `<` never rescans. */
  private nextGt = -1;
  /** Matching `]` of each `[` in the current inline block. */
  private brackets = new Map<number, number>();

  constructor(
    private readonly src: string,
    private readonly ids: ReadonlySet<string> | undefined,
  ) {
    this.out = new Uint16Array(src.length);
    for (let i = 0; i < src.length; i++) this.out[i] = src.charCodeAt(i);
    this.lineStarts.push(0);
    for (let i = src.indexOf("\n"); i >= 0; i = src.indexOf("\n", i + 1)) this.lineStarts.push(i + 1);
  }

  run(): MaskedMarkdown {
    if (this.src.charCodeAt(0) === 0xfeff) this.blank(0, 1);
    let line = this.frontMatter();
    for (; line < this.lineStarts.length; line++) this.blockLine(line);
    this.closePara();
    for (const job of this.jobs) this.inline(job);
    return { masked: this.text(), units: this.units, code: this.code };
  }

  /** The masked text: the source with its blanked runs as spaces (blanking is the only change). */
  private text(): string {
    const { src, out } = this;
    const parts: string[] = [];
    let from = 0;
    for (let i = 0; i < out.length; i++) {
      if (out[i] === src.charCodeAt(i)) continue;
      let j = i + 1;
      while (j < out.length && out[j] !== src.charCodeAt(j)) j++;
      parts.push(src.slice(from, i), " ".repeat(j - i));
      from = j;
      i = j;
    }
    parts.push(src.slice(from));
    return parts.join("");
  }

  private blank(from: number, to: number): void {
    for (let i = from; i < to; i++) {
      const c = this.out[i] as number;
      if (c !== LF && c !== CR) this.out[i] = SPACE;
    }
  }

  private lineBounds(line: number): [number, number] {
    const start = this.lineStarts[line] as number;
    let end = line + 1 < this.lineStarts.length ? (this.lineStarts[line + 1] as number) - 1 : this.src.length;
    if (end > start && this.src.charCodeAt(end - 1) === CR) end--;
    return [start, end];
  }

  /** Blanks YAML (---) or TOML (+++) front matter and returns the first line after it. */
  private frontMatter(): number {
    const m = FRONT_MATTER.exec(this.src);
    if (!m) return 0;
    const delimiter = m[1] as string;
    for (let line = 1; line < this.lineStarts.length; line++) {
      const bounds = this.lineBounds(line);
      const s = bounds[0];
      const e = bounds[1];
      const t = this.src.slice(s, e).trimEnd();
      if (t === delimiter || (delimiter === "---" && t === "...")) {
        this.blank(0, e);
        return line + 1;
      }
    }
    return 0;
  }

  /** Strips up to `max` blockquote markers (blanking them); returns the content start and depth. */
  private stripQuotes(start: number, end: number, max: number): [number, number] {
    let p = start;
    let depth = 0;
    while (depth < max) {
      let q = p;
      let n = 0;
      while (q < end && this.src.charCodeAt(q) === SPACE && n < 3) {
        q++;
        n++;
      }
      if (q >= end || this.src.charCodeAt(q) !== 0x3e) break;
      this.blank(q, q + 1);
      p = q + 1;
      if (p < end && isSpaceOrTab(this.src.charCodeAt(p))) p++;
      depth++;
    }
    return [p, depth];
  }

  /** Content start after the same quote prefix, without blanking (for looking ahead). */
  private peekQuotes(start: number, end: number, depth: number): number {
    let p = start;
    for (let d = 0; d < depth; d++) {
      let q = p;
      while (q < end && this.src.charCodeAt(q) === SPACE && q - p < 3) q++;
      if (q >= end || this.src.charCodeAt(q) !== 0x3e) return -1;
      p = q + 1;
      if (p < end && isSpaceOrTab(this.src.charCodeAt(p))) p++;
    }
    return p;
  }

  private columnsTo(start: number, end: number): { col: number; pos: number } {
    let col = 0;
    let pos = start;
    while (pos < end) {
      const c = this.src.charCodeAt(pos);
      if (c === SPACE) col++;
      else if (c === TAB) col += 4 - (col % 4);
      else break;
      pos++;
    }
    return { col, pos };
  }

  private isBlank(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (!isWhitespace(this.src.charCodeAt(i))) return false;
    return true;
  }

  private blockLine(line: number): void {
    // Tuples read by index, not destructured: destructuring goes through the iterator protocol,
    // which code not yet optimised runs in full, and this runs for every line.
    const bounds = this.lineBounds(line);
    const ls = bounds[0];
    const le = bounds[1];
    if (line === this.skipLine) {
      this.stripQuotes(ls, le, Infinity);
      this.blank(ls, le);
      return;
    }
    const maxQuote = this.fence ? this.fence.quote : this.html ? this.html.quote : this.indentedCode ? 0 : Infinity;
    const stripped = this.stripQuotes(ls, le, maxQuote);
    const p = stripped[0];
    const depth = stripped[1];

    if (this.fence) {
      if (depth < this.fence.quote) {
        this.fence = null;
      } else {
        if (this.closesFence(p, le, this.fence)) this.fence = null;
        this.blank(ls, le);
        return;
      }
    }
    if (this.html) {
      if (depth < this.html.quote || (this.html.end === null && this.isBlank(p, le))) {
        this.html = null;
      } else {
        this.blank(ls, le);
        if (this.html.end !== null && this.src.slice(p, le).toLowerCase().includes(this.html.end)) this.html = null;
        return;
      }
    }
    if (this.indentedCode) {
      if (this.isBlank(p, le) || this.columnsTo(p, le).col >= 4) {
        this.blank(ls, le);
        return;
      }
      this.indentedCode = false;
    }
    if (this.isBlank(p, le)) {
      this.closePara();
      this.tableQuote = -1;
      if (this.footnote) this.footnote = "afterBlank";
      while (this.lists.length > 0 && (this.lists[this.lists.length - 1] as ListItem).quote > depth) this.lists.pop();
      return;
    }

    const { col, pos } = this.columnsTo(p, le);
    let inside = this.lists.length;
    while (inside > 0) {
      const item = this.lists[inside - 1] as ListItem;
      if (item.quote <= depth && col >= item.contentCol) break;
      inside--;
    }
    const base = inside > 0 ? (this.lists[inside - 1] as ListItem).contentCol : 0;
    let start = col - base < 4 ? this.blockStart(pos, le, line, depth) : null;

    if (this.footnote) {
      const continues = this.footnote === "open" ? start === null : col >= 4;
      if (continues) {
        this.footnote = "open";
        this.blank(ls, le);
        return;
      }
      this.footnote = null;
    }

    if (this.tableQuote >= 0 && depth === this.tableQuote && start === null) {
      this.tableRow(pos, le);
      return;
    }
    this.tableQuote = -1;

    const para = this.para;
    if (start?.type === "setext") {
      if (para && depth === para.quote && inside === para.lists) {
        this.blank(para.start, para.end);
        this.blank(ls, le);
        this.para = null;
        return;
      }
      start = start.rule ? { type: "rule" } : null;
    }
    if (para && depth <= para.quote && !this.interrupts(start, para)) {
      para.end = le;
      return;
    }

    this.closePara();
    this.lists.length = inside;
    this.openBlock(start, ls, le, pos, col, depth, line);
  }

  private interrupts(start: BlockStart | null, para: Para): boolean {
    if (start === null) return false;
    if (start.type === "html" || start.type === "definition") return start.interrupts;
    if (start.type === "list") return !start.empty && (start.first || !start.ordered || para.lists > 0);
    return true;
  }

  private openBlock(start: BlockStart | null, ls: number, le: number, pos: number, col: number, depth: number, line: number): void {
    if (start === null) {
      const inList = this.lists.length > 0;
      if (!inList && col >= 4) {
        this.indentedCode = true;
        this.blank(ls, le);
        return;
      }
      this.para = { kind: inList ? "list-item" : depth > 0 ? "blockquote" : "paragraph", start: pos, end: le, quote: depth, lists: this.lists.length };
      return;
    }
    switch (start.type) {
      case "fence":
        this.fence = { ch: start.ch, len: start.len, quote: depth };
        this.blank(ls, le);
        return;
      case "heading":
      case "rule":
      case "entry":
        this.blank(ls, le);
        return;
      case "footnote":
        this.footnote = "open";
        this.blank(ls, le);
        return;
      case "html":
        this.blank(ls, le);
        if (start.end !== null) {
          const rest = this.src.slice(pos + 2, le).toLowerCase();
          if (!rest.includes(start.end)) this.html = { end: start.end, quote: depth };
        } else {
          this.html = { end: null, quote: depth };
        }
        return;
      case "definition":
        this.labels.add(start.label);
        this.blank(ls, le);
        return;
      case "table":
        this.blank(ls, le);
        this.skipLine = line + 1;
        this.tableQuote = depth;
        return;
      case "list":
        this.openListItem(start, pos, le, col, depth, line);
        return;
    }
  }

  private openListItem(start: Extract<BlockStart, { type: "list" }>, pos: number, le: number, col: number, depth: number, line: number): void {
    this.blank(pos, start.markerEnd);
    const after = this.columnsTo(start.markerEnd, le);
    const markerCols = col + (start.markerEnd - pos);
    const spaces = after.col;
    const contentCol = after.pos >= le || spaces > 4 ? markerCols + 1 : markerCols + spaces;
    this.lists.push({ contentCol, quote: depth });
    if (after.pos >= le) return;
    let contentPos = after.pos;
    const task = TASK_BOX.exec(this.src.slice(contentPos, Math.min(le, contentPos + 4)));
    if (task) {
      this.blank(contentPos, contentPos + 3);
      contentPos = this.columnsTo(contentPos + 3, le).pos;
      if (contentPos >= le) return;
    }
    const nested = this.blockStart(contentPos, le, line, depth);
    if (nested) {
      this.openBlock(nested, contentPos, le, contentPos, contentCol + (contentPos - after.pos), depth, line);
      return;
    }
    this.para = { kind: "list-item", start: contentPos, end: le, quote: depth, lists: this.lists.length };
  }

  private closesFence(p: number, le: number, fence: Fence): boolean {
    const { pos } = this.columnsTo(p, le);
    let n = 0;
    while (pos + n < le && this.src.charCodeAt(pos + n) === fence.ch) n++;
    return n >= fence.len && this.isBlank(pos + n, le);
  }

  /** What block the line content at `pos` opens, when it opens one. */
  private blockStart(pos: number, le: number, line: number, depth: number): BlockStart | null {
    const c = this.src.charCodeAt(pos);
    const text = this.src.slice(pos, le);
    switch (c) {
      case 0x60: // `
      case 0x7e: {
        // ~
        const m = FENCE_OPEN.exec(text);
        if (m && !(c === 0x60 && (m[2] as string).includes("`"))) return { type: "fence", ch: c, len: (m[1] as string).length };
        break;
      }
      case 0x23: // #
        if (ATX_HEADING.test(text)) return { type: "heading" };
        break;
      case 0x3c: // <
        return this.htmlStart(text);
      case 0x5b: // [
        return this.definitionStart(text) ?? this.entryStart(text, line, depth);
      case 0x3010: // 【
      case 0xff3b: // ［
        return this.entryStart(text, line, depth);
      default:
        break;
    }
    const rule = (c === 0x2d || c === 0x2a || c === 0x5f) && THEMATIC_BREAK.test(text);
    if ((c === 0x3d || c === 0x2d) && this.para && SETEXT_UNDERLINE.test(text)) return { type: "setext", rule };
    if (rule) return { type: "rule" };
    if (this.isTableHeader(text, line, depth)) return { type: "table" };
    if (BULLET.test(text)) {
      return { type: "list", markerEnd: pos + 1, ordered: false, first: true, empty: this.isBlank(pos + 1, le) };
    }
    const ordered = ORDERED.exec(text);
    if (ordered) {
      const markerEnd = pos + ordered[0].length;
      return { type: "list", markerEnd, ordered: true, first: Number(ordered[1]) === 1, empty: this.isBlank(markerEnd, le) };
    }
    return null;
  }

  private htmlStart(text: string): BlockStart | null {
    if (text.startsWith("<!--")) return { type: "html", end: "-->", interrupts: true };
    const raw = HTML_RAW_OPEN.exec(text);
    if (raw) return { type: "html", end: `</${(raw[1] as string).toLowerCase()}>`, interrupts: true };
    if (text.startsWith("<?")) return { type: "html", end: "?>", interrupts: true };
    if (text.startsWith("<![CDATA[")) return { type: "html", end: "]]>", interrupts: true };
    if (/^<![A-Za-z]/.test(text)) return { type: "html", end: ">", interrupts: true };
    if (HTML_BLOCK_TAG.test(text)) return { type: "html", end: null, interrupts: true };
    if (HTML_LONE_TAG.test(text)) return { type: "html", end: null, interrupts: false };
    return null;
  }

  // A line `[label]: destination` defines a link; a line `[1]: …` whose label is a citation
  // marker lists a source. Neither is prose. Only a URL-like destination or a source list entry
  // may interrupt a paragraph, since answers put their reference lists right under the text.
  private definitionStart(text: string): BlockStart | null {
    if (FOOTNOTE_DEF.test(text)) return { type: "footnote" };
    const m = LINK_DEF.exec(text);
    if (!m) return null;
    const label = m[1] as string;
    const destination = m[2] as string;
    const sourceEntry = markerAt(text, 0, text.length, this.ids) !== null;
    const urlLike = URL_LIKE.test(destination);
    if (!sourceEntry && destination === "") return null;
    return { type: "definition", label: normalizeLabel(label), interrupts: sourceEntry || urlLike };
  }

  // A source list written as plain lines ("[1] Data sheet, https://…") under a label such as
  // "Sources:" is no prose either. A line that starts with a marker is such an entry when it holds
  // a URL or follows a label or another entry.
  private entryStart(text: string, line: number, depth: number): BlockStart | null {
    const marker = markerAt(text, 0, text.length, this.ids);
    if (!marker || !isWhitespace(text.charCodeAt(marker.end))) return null;
    return text.includes("://") || this.followsEntryOrLabel(line, depth) ? { type: "entry" } : null;
  }

  private followsEntryOrLabel(line: number, depth: number): boolean {
    if (line === 0) return false;
    const bounds = this.lineBounds(line - 1);
    const s = bounds[0];
    const e = bounds[1];
    const p = this.peekQuotes(s, e, depth);
    if (p < 0) return false;
    const previous = this.src.slice(p, e).trim();
    if (/[:：]$/.test(previous)) return true;
    const marker = markerAt(previous, 0, previous.length, this.ids);
    return marker !== null && isWhitespace(previous.charCodeAt(marker.end));
  }

  private isTableHeader(text: string, line: number, depth: number): boolean {
    if (!text.includes("|") || line + 1 >= this.lineStarts.length) return false;
    const bounds = this.lineBounds(line + 1);
    const ns = bounds[0];
    const ne = bounds[1];
    const np = this.peekQuotes(ns, ne, depth);
    if (np < 0) return false;
    const delimiter = this.src.slice(np, ne).trim();
    if (!/^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$/.test(delimiter)) return false;
    return splitCells(delimiter).length === splitCells(text.trim()).length;
  }

  private tableRow(pos: number, le: number): void {
    let cellStart = pos;
    let rowLabel: Span | undefined;
    const emit = (from: number, to: number): void => {
      this.jobs.push({ start: from, end: to, kind: "table-cell", ...(rowLabel ? { rowLabel } : {}) });
      if (!rowLabel && this.src.slice(from, to).trim() !== "") rowLabel = { start: from, end: to };
    };
    for (let i = pos; i < le; i++) {
      const c = this.src.charCodeAt(i);
      if (c === 0x5c && this.src.charCodeAt(i + 1) === 0x7c) {
        this.blank(i, i + 1);
        i++;
      } else if (c === 0x7c) {
        this.blank(i, i + 1);
        emit(cellStart, i);
        cellStart = i + 1;
      }
    }
    emit(cellStart, le);
  }

  private closePara(): void {
    const para = this.para;
    if (!para) return;
    this.para = null;
    this.jobs.push({ start: para.start, end: para.end, kind: para.kind });
  }

  // ---- inline pass ----

  private inline(job: Job): void {
    const { start, end } = job;
    const out = this.out;
    const openers: Delimiter[] = [];
    const closings: { at: number; to: number }[] = [];
    const noCloser = new Set<number>();
    this.nextGt = -1;
    this.brackets = this.matchBrackets(start, end);
    let commentOpen = true;
    let i = start;
    while (i < end) {
      while (closings.length > 0 && (closings[closings.length - 1] as { at: number }).at < i) closings.pop();
      // Guarded: reading index -1 of an empty array takes V8's slow path, once per character.
      const pending = closings.length > 0 ? closings[closings.length - 1] : undefined;
      if (pending && pending.at === i) {
        closings.pop();
        this.blank(i, pending.to);
        i = pending.to;
        continue;
      }
      const c = out[i] as number;
      if (!INLINE_SPECIAL[c]) {
        // A run of characters the switch below passes over (most of a block) is skipped in one
        // tight loop, up to the next one it acts on or the pending link's close, where the loop
        // above would act: the same steps, without the switch's comparisons per character.
        const stop = pending ? Math.min(pending.at, end) : end;
        i++;
        while (i < stop && !INLINE_SPECIAL[out[i] as number]) i++;
        continue;
      }
      switch (c) {
        case 0x5c: {
          // backslash escape or hard line break
          const next = i + 1 < end ? (out[i + 1] as number) : SPACE;
          if (next === LF || next === CR || ASCII_PUNCT.test(String.fromCharCode(next))) {
            this.blank(i, i + 1);
            i += 2;
          } else {
            i++;
          }
          continue;
        }
        case 0x60:
          i = this.codeSpan(i, end, noCloser);
          continue;
        case 0x3c:
          if (this.src.startsWith("<!--", i)) {
            const close = commentOpen ? this.commentEnd(i + 4, end) : -1;
            if (close >= 0) {
              this.blank(i, close + 3);
              i = close + 3;
            } else {
              commentOpen = false;
              i++;
            }
          } else {
            i = this.angle(i, end);
          }
          continue;
        case 0x21:
          i = out[i + 1] === 0x5b ? this.image(i, end) : i + 1;
          continue;
        case 0x5b:
        case 0x3010:
        case 0xff3b:
          i = this.bracket(i, end, closings);
          continue;
        case 0x2a:
        case 0x5f:
        case 0x7e:
          i = this.emphasis(i, start, end, openers);
          continue;
        default:
          i++;
      }
    }
    let s = start;
    let e = end;
    while (s < e && isWhitespace(out[s] as number)) s++;
    while (e > s && isWhitespace(out[e - 1] as number)) e--;
    if (s < e) this.units.push({ start: s, end: e, kind: job.kind, ...(job.rowLabel ? { rowLabel: job.rowLabel } : {}) });
  }

  private commentEnd(from: number, end: number): number {
    for (let j = from; j + 3 <= end; j++) {
      if (this.out[j] === 0x2d && this.out[j + 1] === 0x2d && this.out[j + 2] === 0x3e) return j;
    }
    return -1;
  }

  private runLength(i: number, end: number, ch: number): number {
    let j = i;
    while (j < end && this.out[j] === ch) j++;
    return j - i;
  }

  // A backtick run without a closer of its length stays literal; remembering the lengths that
  // have none keeps a block full of stray backticks linear.
  private codeSpan(i: number, end: number, noCloser: Set<number>): number {
    const n = this.runLength(i, end, 0x60);
    if (noCloser.has(n)) return i + n;
    let j = i + n;
    while (j < end) {
      if (this.out[j] !== 0x60) {
        j++;
        continue;
      }
      const m = this.runLength(j, end, 0x60);
      if (m === n) {
        this.blank(i, i + n);
        this.blank(j, j + n);
        this.code.push({ start: i + n, end: j });
        return j + n;
      }
      j += m;
    }
    noCloser.add(n);
    return i + n;
  }

  private angle(i: number, end: number): number {
    if (this.nextGt < i) {
      let g = i;
      while (g < end && this.out[g] !== 0x3e) g++;
      this.nextGt = g;
    }
    const gt = this.nextGt;
    if (gt >= end || gt - i > TAG_REACH) return i + 1;
    const piece = this.src.slice(i, gt + 1);
    AUTOLINK.lastIndex = 0;
    if (AUTOLINK.test(piece) && AUTOLINK.lastIndex === piece.length) {
      this.blank(i, i + 1);
      this.blank(gt, gt + 1);
      return gt + 1;
    }
    INLINE_TAG.lastIndex = 0;
    if (INLINE_TAG.test(piece) && INLINE_TAG.lastIndex === piece.length) {
      this.blank(i, gt + 1);
      return gt + 1;
    }
    return i + 1;
  }

  /** The matching `]` of every `[` in the block, in one pass (escaped brackets skipped). */
  private matchBrackets(start: number, end: number): Map<number, number> {
    const pairs = new Map<number, number>();
    const stack: number[] = [];
    for (let j = start; j < end; j++) {
      const c = this.out[j];
      if (c === 0x5c) j++;
      else if (c === 0x5b) stack.push(j);
      else if (c === 0x5d) {
        const open = stack.pop();
        if (open !== undefined && j - open <= BRACKET_REACH) pairs.set(open, j);
      }
    }
    return pairs;
  }

  /** Whether a link definition has the label src[from, to); most answers define none, and then the label is not read. */
  private hasLabel(from: number, to: number): boolean {
    return this.labels.size > 0 && this.labels.has(normalizeLabel(this.src.slice(from, to)));
  }

  /** Index of the `]` matching the `[` at `i`, or -1. */
  private closeBracket(i: number): number {
    return this.brackets.get(i) ?? -1;
  }

  private image(i: number, end: number): number {
    const close = this.closeBracket(i + 1);
    if (close < 0) return i + 1;
    const next = this.out[close + 1];
    if (next === 0x28) {
      const dest = destinationEnd(this.src, close + 1, end);
      if (dest > 0) {
        this.blank(i, dest);
        return dest;
      }
    } else if (next === 0x5b) {
      const label = this.closeBracket(close + 1);
      if (label > 0) {
        this.blank(i, label + 1);
        return label + 1;
      }
    }
    if (this.hasLabel(i + 2, close)) {
      this.blank(i, close + 1);
      return close + 1;
    }
    return i + 1;
  }

  // Citation markers stay as they are; links keep their text and lose brackets, destination
  // and label; a numbered link `[1](url)` is kept as the marker `[1]`.
  private bracket(i: number, end: number, closings: { at: number; to: number }[]): number {
    const marker = markerAt(this.src, i, end, this.ids);
    const isSquare = this.out[i] === 0x5b;
    if (marker) {
      if (!isSquare) return marker.end;
      const next = this.out[marker.end];
      if (next === 0x28) {
        const dest = destinationEnd(this.src, marker.end, end);
        if (dest > 0) {
          if (isNumericMarker(marker)) {
            this.blank(marker.end, dest);
            return dest;
          }
          return this.link(i, marker.end - 1, dest, closings);
        }
      } else if (next === 0x5b) {
        const label = this.closeBracket(marker.end);
        const isLink = label > 0 && (!markerAt(this.src, marker.end, end, this.ids) || this.hasLabel(marker.end + 1, label));
        if (isLink) return this.link(i, marker.end - 1, label + 1, closings);
      }
      // `[docs]` with a definition `[docs]: url` is a link; `[1]` stays a citation even when the
      // answer's source list defines it.
      if (!isNumericMarker(marker) && this.hasLabel(i + 1, marker.end - 1)) {
        return this.link(i, marker.end - 1, marker.end, closings);
      }
      return marker.end;
    }
    if (!isSquare) return i + 1;
    const close = this.closeBracket(i);
    if (close < 0) return i + 1;
    const next = this.out[close + 1];
    if (next === 0x28) {
      const dest = destinationEnd(this.src, close + 1, end);
      if (dest > 0) return this.link(i, close, dest, closings);
    } else if (next === 0x5b) {
      const label = this.closeBracket(close + 1);
      if (label > 0) return this.link(i, close, label + 1, closings);
    }
    if (this.hasLabel(i + 1, close)) return this.link(i, close, close + 1, closings);
    return i + 1;
  }

  private link(open: number, close: number, to: number, closings: { at: number; to: number }[]): number {
    this.blank(open, open + 1);
    closings.push({ at: close, to });
    return open + 1;
  }

  // Emphasis delimiters are blanked only in pairs, so a lone `*` (a footnote star, "5 * 3")
  // or `~` ("~5 W") stays. Flanking follows CommonMark, loosened so punctuation next to a
  // delimiter does not stop it (Chinese text often puts quotes right inside `**`).
  private emphasis(i: number, start: number, end: number, openers: Delimiter[]): number {
    const ch = this.out[i] as number;
    const n = this.runLength(i, end, ch);
    const j = i + n;
    if (ch === 0x7e && n !== 2) return j;
    const prev = i > start ? (this.out[i - 1] as number) : SPACE;
    const next = j < end ? (this.out[j] as number) : SPACE;
    let canOpen = !isWhitespace(next);
    let canClose = !isWhitespace(prev);
    if (ch === 0x5f) {
      if (isWordChar(prev)) canOpen = false;
      if (isWordChar(next)) canClose = false;
    }
    if (canClose) {
      const floor = Math.max(0, openers.length - EMPHASIS_REACH);
      for (let k = openers.length - 1; k >= floor; k--) {
        const o = openers[k] as Delimiter;
        if (o.ch === ch) {
          this.blank(o.pos, o.pos + o.len);
          this.blank(i, j);
          openers.length = k;
          return j;
        }
      }
    }
    if (canOpen) openers.push({ ch, pos: i, len: n });
    return j;
  }
}

function isWordChar(c: number): boolean {
  return WORD_CHAR.test(String.fromCharCode(c));
}

function splitCells(row: string): string[] {
  let r = row;
  if (r.startsWith("|")) r = r.slice(1);
  if (r.endsWith("|") && !r.endsWith("\\|")) r = r.slice(0, -1);
  return r.split(/(?<!\\)\|/);
}

export interface MaskOptions {
  /** The known source ids; they decide whether a bracketed lower-case word is a marker. */
  sourceIds?: ReadonlySet<string>;
}

/**
 * A same-length copy of the input in which everything that is not prose is replaced by spaces
 * (newlines kept), so every offset of `masked` is an offset of the original; and the prose
 * units in order. `code` lists the inline code spans, whose text stays in `masked`.
 */
export function maskMarkdown(markdown: string, options: MaskOptions = {}): MaskedMarkdown {
  return new Masker(markdown, options.sourceIds).run();
}
