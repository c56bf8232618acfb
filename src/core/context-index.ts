import type { Chunk, Span } from "./types.js";
import { analyse, matchKey, type Analysed } from "./analysis.js";
import { tokenize } from "./text/tokens.js";
import { splitSentences } from "./text/sentences.js";
import { lineOf, lineStarts } from "./text/positions.js";

/** One sentence of a chunk, with the chunk it belongs to and the 1-based lines it covers. */
export interface SourceSentence extends Analysed {
  chunk: number;
  line: number;
  lastLine: number;
}

/** The part of the context a claim is checked against: a whole chunk, or some of its lines. */
export interface Region {
  chunk: number;
  /** How the answer named it: "c1", "A:L12-13". */
  label: string;
  sentences: SourceSentence[];
}

interface ChunkState {
  lineStarts: number[];
  sentences?: SourceSentence[];
  termFreq: Map<string, number>;
  length: number;
}

const BM25_K1 = 1.2;
const BM25_B = 0.75;

/**
 * The chunks of one run, indexed once: ids, lines, term statistics for weighting and retrieval.
 * Sentences are analysed lazily, so a run that cites 3 of 2,000 chunks analyses 3.
 */
export class ContextIndex {
  readonly chunks: readonly Chunk[];
  private readonly ids = new Map<string, number>();
  private readonly states: ChunkState[];
  private readonly docFreq = new Map<string, number>();
  private postings?: Map<string, number[]>;
  private readonly averageLength: number;
  private readonly clipped = new Map<string, SourceSentence>();

  constructor(chunks: readonly Chunk[]) {
    this.chunks = chunks;
    let total = 0;
    this.states = chunks.map((chunk, i) => {
      this.ids.set(chunk.id, i);
      const termFreq = new Map<string, number>();
      let length = 0;
      for (const token of tokenize(chunk.text)) {
        if (token.stop || (token.kind !== "word" && token.kind !== "cjk")) continue;
        const key = matchKey(token);
        termFreq.set(key, (termFreq.get(key) ?? 0) + 1);
        length++;
      }
      for (const key of termFreq.keys()) this.docFreq.set(key, (this.docFreq.get(key) ?? 0) + 1);
      total += length;
      return { lineStarts: lineStarts(chunk.text), termFreq, length };
    });
    this.averageLength = chunks.length > 0 ? total / chunks.length : 0;
  }

  indexOf(id: string): number | undefined {
    return this.ids.get(id);
  }

  /** Lines of a chunk; the empty "line" after a final newline does not count. */
  lineCount(chunk: number): number {
    const starts = this.states[chunk]!.lineStarts;
    return starts.length > 1 && starts[starts.length - 1] === this.chunks[chunk]!.text.length ? starts.length - 1 : starts.length;
  }

  /** Rarer words weigh more; a word no chunk has weighs most, since it is the likeliest addition. */
  idf(key: string): number {
    const n = this.chunks.length;
    const df = this.docFreq.get(key) ?? 0;
    return Math.log(1 + (n + 1) / (df + 0.5));
  }

  sentences(chunk: number): SourceSentence[] {
    const state = this.states[chunk]!;
    state.sentences ??= this.split(chunk);
    return state.sentences;
  }

  wholeChunk(chunk: number): Region {
    return { chunk, label: this.chunks[chunk]!.id, sentences: this.sentences(chunk) };
  }

  /**
   * The sentences of lines `from`..`to` (1-based), cut at the range's edges. The source's first
   * sentence (its title, as a rule) comes too: a line of a spec sheet leaves its subject to the title.
   */
  lines(chunk: number, from: number, to: number, label: string): Region {
    const text = this.chunks[chunk]!.text;
    const { lineStarts } = this.states[chunk]!;
    const start = lineStarts[from - 1]!;
    const end = to < lineStarts.length ? lineStarts[to]! : text.length;
    const heading = this.sentences(chunk)[0];
    const sentences: SourceSentence[] = heading && heading.end <= start ? [heading] : [];
    for (const sentence of this.sentences(chunk)) {
      if (sentence.end <= start || sentence.start >= end) continue;
      if (sentence.start >= start && sentence.end <= end) {
        sentences.push(sentence);
        continue;
      }
      const cut = { start: Math.max(start, sentence.start), end: Math.min(end, sentence.end) };
      const key = `${chunk}:${cut.start}:${cut.end}`;
      let piece = this.clipped.get(key);
      if (!piece) {
        piece = this.sentenceAt(chunk, cut);
        this.clipped.set(key, piece);
      }
      sentences.push(piece);
    }
    return { chunk, label, sentences };
  }

  /** 1-based line of an offset in a chunk. */
  lineAt(chunk: number, offset: number): number {
    return lineOf(this.states[chunk]!.lineStarts, offset);
  }

  /** Chunks ranked by BM25 against the given match keys, best first. */
  search(keys: Iterable<string>, limit: number, exclude: ReadonlySet<number> = new Set()): number[] {
    const postings = this.buildPostings();
    const scores = new Map<number, number>();
    for (const key of new Set(keys)) {
      const list = postings.get(key);
      if (!list) continue;
      const idf = this.idf(key);
      for (const chunk of list) {
        if (exclude.has(chunk)) continue;
        const state = this.states[chunk]!;
        const tf = state.termFreq.get(key)!;
        const norm = tf + BM25_K1 * (1 - BM25_B + (BM25_B * state.length) / (this.averageLength || 1));
        scores.set(chunk, (scores.get(chunk) ?? 0) + (idf * tf * (BM25_K1 + 1)) / norm);
      }
    }
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([chunk]) => chunk);
  }

  private buildPostings(): Map<string, number[]> {
    if (this.postings) return this.postings;
    const postings = new Map<string, number[]>();
    this.states.forEach((state, chunk) => {
      for (const key of state.termFreq.keys()) {
        let list = postings.get(key);
        if (!list) postings.set(key, (list = []));
        list.push(chunk);
      }
    });
    this.postings = postings;
    return postings;
  }

  private split(chunk: number): SourceSentence[] {
    const text = this.chunks[chunk]!.text;
    const sentences: SourceSentence[] = [];
    for (const unit of sourceUnits(text, this.states[chunk]!.lineStarts)) {
      for (const span of splitSentences(text, unit)) sentences.push(this.sentenceAt(chunk, span));
    }
    return sentences;
  }

  private sentenceAt(chunk: number, span: Span): SourceSentence {
    const text = this.chunks[chunk]!.text;
    return {
      ...analyse(text.slice(span.start, span.end), span.start),
      chunk,
      line: this.lineAt(chunk, span.start),
      lastLine: this.lineAt(chunk, Math.max(span.start, span.end - 1)),
    };
  }
}

const CONTINUES = /^[\p{Ll}\d(,;]/u;
const ENDS_SENTENCE = /[.!?。！？:：;；"”'’)）]\s*$/u;

/**
 * Source text is often line-oriented (spec sheets, bullet lists, one fact per line), and line
 * citations need line boundaries, so every line is its own unit, except that a hard-wrapped
 * English sentence (a line without final punctuation followed by one starting in lower case)
 * is joined to its continuation.
 */
function sourceUnits(text: string, lineStarts: readonly number[]): Span[] {
  const units: Span[] = [];
  let current: Span | undefined;
  for (let i = 0; i < lineStarts.length; i++) {
    const start = lineStarts[i]!;
    const end = i + 1 < lineStarts.length ? lineStarts[i + 1]! - 1 : text.length;
    const line = text.slice(start, end).replace(/\r$/, "");
    if (line.trim() === "") {
      if (current) units.push(current);
      current = undefined;
      continue;
    }
    const lineEnd = start + line.length;
    if (current && !ENDS_SENTENCE.test(text.slice(current.start, current.end)) && CONTINUES.test(line.trimStart())) {
      current.end = lineEnd;
      continue;
    }
    if (current) units.push(current);
    current = { start, end: lineEnd };
  }
  if (current) units.push(current);
  return units;
}
