import type { Chunk, Span } from "./types.js";
import { SourceAnalysis, type Analysed } from "./analysis.js";
import { contentKeys } from "./text/tokens.js";
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

/** How a message names the regions a claim cites: "[c1], [A:L12-13]". */
export function regionLabels(regions: readonly Region[]): string {
  return regions.map((r) => `[${r.label}]`).join(", ");
}

interface ChunkState {
  lineStarts: number[];
  sentences?: SourceSentence[];
  /** The whole chunk as a region, made once: the claims citing it share it, and what the rules work out per region (its compacted text). */
  whole?: Region;
  /** The chunk's distinct match keys and how often each occurs: two arrays take a fifth of a Map's memory. */
  terms: string[];
  counts: number[];
  length: number;
}

/** Which chunks hold a key, and how often each holds it. */
interface Posting {
  chunks: number[];
  counts: number[];
}

const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** How many of a claim's rarest words a search looks up. */
const SEARCH_KEYS = 8;
const COMMON_MIN_CHUNKS = 50;
/** Content words of the sentences kept between indexing and checking (their texts and keys, about 40 MB). */
const CACHED_TOKENS = 1_000_000;

/**
 * The chunks of one run, indexed once: ids, lines, term statistics for weighting and retrieval.
 * Numbers, dates and names in sentences are found lazily, when a claim needs them.
 */
export class ContextIndex {
  readonly chunks: readonly Chunk[];
  private readonly ids = new Map<string, number>();
  private readonly states: ChunkState[];
  /** A number for every match key of the context, and per number how many chunks hold the key. */
  private readonly keyIds = new Map<string, number>();
  private readonly docFreq: number[] = [];
  private postings?: Map<string, Posting>;
  private digitIndex?: Map<string, number[]>;
  private readonly averageLength: number;
  private readonly clipped = new Map<string, SourceSentence>();

  constructor(chunks: readonly Chunk[]) {
    this.chunks = chunks;
    let total = 0;
    let cached = 0;
    this.states = [];
    // Per key number: the last chunk that held the key, and the key's place in that chunk's terms.
    // The key numbers then do the counting that would otherwise take two Maps.
    const lastChunk: number[] = [];
    const place: number[] = [];
    chunks.forEach((chunk, i) => {
      this.ids.set(chunk.id, i);
      // Every field set here, so that all states share one shape as the lazy ones are filled in.
      const state: ChunkState = { lineStarts: lineStarts(chunk.text), sentences: undefined, whole: undefined, terms: [], counts: [], length: 0 };
      this.states.push(state);
      // Term statistics come from the match keys the sentences keep for alignment, so each chunk
      // is read once; the sentences are kept while they fit the cache, and split again on demand after.
      const sentences = this.split(i, (keys, ids) => {
        // Indexed loops while indexing: every word of the context passes here, mostly before V8
        // optimises the code, where for-of and forEach's callback cost a step of their own.
        for (let k = 0; k < keys.length; k++) {
          const id = ids[k]!;
          if (lastChunk[id] === i) {
            state.counts[place[id]!]!++;
            continue;
          }
          // Ids are handed out in order, so a new one extends both lists.
          lastChunk[id] = i;
          place[id] = state.terms.length;
          state.terms.push(keys[k]!);
          state.counts.push(1);
          this.docFreq[id]!++;
        }
        state.length += keys.length;
      });
      total += state.length;
      if (cached + state.length <= CACHED_TOKENS) {
        cached += state.length;
        state.sentences = sentences;
      }
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
    return Math.log(1 + (n + 1) / (this.chunkCount(key) + 0.5));
  }

  /** How many chunks hold the match key. */
  private chunkCount(key: string): number {
    const id = this.keyIds.get(key);
    return id === undefined ? 0 : this.docFreq[id]!;
  }

  /** The number of a match key, or -1 when no sentence of the context holds it. */
  keyId(key: string): number {
    return this.keyIds.get(key) ?? -1;
  }

  /** Numbers for match keys, new keys getting new numbers (held by no chunk, so their idf is the highest). */
  private idsOf(keys: readonly string[]): number[] {
    // A plain list of small integers: an Int32Array of a long sentence's keys would keep them off
    // the heap, at the cost of an allocation and a sweep of its own, for each of the context's sentences.
    const ids: number[] = [];
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      let id = this.keyIds.get(key);
      if (id === undefined) {
        id = this.docFreq.length;
        this.keyIds.set(key, id);
        this.docFreq.push(0);
      }
      ids.push(id);
    }
    return ids;
  }

  sentences(chunk: number): SourceSentence[] {
    const state = this.states[chunk]!;
    state.sentences ??= this.split(chunk);
    return state.sentences;
  }

  wholeChunk(chunk: number): Region {
    const state = this.states[chunk]!;
    state.whole ??= { chunk, label: this.chunks[chunk]!.id, sentences: this.sentences(chunk) };
    return state.whole;
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

  /**
   * Chunks outside `exclude` that write every one of the digit runs ("49" of "$49") and hold every
   * one of the keys, word for word.
   */
  chunksWriting(digits: readonly string[], keys: ReadonlySet<string>, exclude: ReadonlySet<number>): number[] {
    if (digits.length === 0) return [];
    const index = this.buildDigitIndex();
    // Rarest run first; each list is in chunk order, so each intersection is one merge.
    const lists = digits.map((run) => index.get(run) ?? []).sort((a, b) => a.length - b.length);
    let found = lists[0]!.filter((chunk) => !exclude.has(chunk));
    for (let k = 1; k < lists.length && found.length > 0; k++) {
      const list = lists[k]!;
      const kept: number[] = [];
      let j = 0;
      for (const chunk of found) {
        while (j < list.length && list[j]! < chunk) j++;
        if (list[j] === chunk) kept.push(chunk);
      }
      found = kept;
    }
    if (found.length === 0) return found;
    // Rarest word first: most chunks lack it, and the test stops there. The order of the rest
    // changes nothing but when a chunk is turned away, so only the rarest is looked for.
    const ordered = [...keys];
    let rarest = 0;
    let fewest = Infinity;
    for (let k = 0; k < ordered.length; k++) {
      const count = this.chunkCount(ordered[k]!);
      if (count < fewest) {
        rarest = k;
        fewest = count;
      }
    }
    if (rarest > 0) {
      const first = ordered[rarest]!;
      ordered[rarest] = ordered[0]!;
      ordered[0] = first;
    }
    return found.filter((chunk) => {
      const { terms } = this.states[chunk]!;
      for (let k = 0; k < ordered.length; k++) if (!terms.includes(ordered[k]!)) return false;
      return true;
    });
  }

  /** Which chunks write each run of digits: a claim's figures are rarer than its words, and cheaper to look up. */
  private buildDigitIndex(): Map<string, number[]> {
    if (this.digitIndex) return this.digitIndex;
    const index = new Map<string, number[]>();
    // An exec loop, not matchAll: its iterator and the destructuring of each match cost an
    // allocation and a protocol call per run of digits in code not yet optimised.
    const digits = /\d+/g;
    for (let i = 0; i < this.chunks.length; i++) {
      const text = this.chunks[i]!.text;
      digits.lastIndex = 0;
      for (let m = digits.exec(text); m !== null; m = digits.exec(text)) {
        const run = m[0];
        const list = index.get(run);
        if (!list) index.set(run, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
    this.digitIndex = index;
    return index;
  }

  /** 1-based line of an offset in a chunk. */
  lineAt(chunk: number, offset: number): number {
    return lineOf(this.states[chunk]!.lineStarts, offset);
  }

  /**
   * Chunks ranked by BM25 against the given match keys, best first. Only the rarest keys are
   * looked up: they decide the ranking, and the commonest ones would touch every chunk.
   */
  search(keys: Iterable<string>, limit: number, exclude: ReadonlySet<number> = new Set()): number[] {
    const postings = this.buildPostings();
    const ranked = [...new Set(keys)].filter((key) => postings.has(key)).sort((a, b) => this.idf(b) - this.idf(a));
    // Words found in a tenth of a large context rank nothing and cost a pass over every chunk.
    const common = Math.max(COMMON_MIN_CHUNKS, this.chunks.length / 10);
    const rare = ranked.filter((key) => postings.get(key)!.chunks.length <= common);
    const query = (rare.length > 0 ? rare : ranked.slice(0, 1)).slice(0, SEARCH_KEYS);
    const scores = new Float64Array(this.chunks.length);
    const touched: number[] = [];
    for (const key of query) {
      const idf = this.idf(key);
      const posting = postings.get(key)!;
      for (let p = 0; p < posting.chunks.length; p++) {
        const chunk = posting.chunks[p]!;
        if (exclude.has(chunk)) continue;
        const state = this.states[chunk]!;
        const tf = posting.counts[p]!;
        const norm = tf + BM25_K1 * (1 - BM25_B + (BM25_B * state.length) / (this.averageLength || 1));
        if (scores[chunk] === 0) touched.push(chunk);
        scores[chunk]! += (idf * tf * (BM25_K1 + 1)) / norm;
      }
    }
    const best: number[] = [];
    for (const chunk of touched) {
      let at = best.length;
      while (at > 0 && (scores[best[at - 1]!]! < scores[chunk]! || (scores[best[at - 1]!] === scores[chunk] && best[at - 1]! > chunk))) at--;
      if (at < limit) {
        best.splice(at, 0, chunk);
        if (best.length > limit) best.pop();
      }
    }
    return best;
  }

  private buildPostings(): Map<string, Posting> {
    if (this.postings) return this.postings;
    const postings = new Map<string, Posting>();
    this.states.forEach((state, chunk) => {
      state.terms.forEach((key, k) => {
        let posting = postings.get(key);
        if (!posting) postings.set(key, (posting = { chunks: [], counts: [] }));
        posting.chunks.push(chunk);
        posting.counts.push(state.counts[k]!);
      });
    });
    this.postings = postings;
    return postings;
  }

  /** The chunk's sentences; `read` sees each one's content keys and their numbers, in order, as it is made. */
  private split(chunk: number, read?: (keys: readonly string[], ids: readonly number[]) => void): SourceSentence[] {
    const text = this.chunks[chunk]!.text;
    const sentences: SourceSentence[] = [];
    const units = sourceUnits(text, this.states[chunk]!.lineStarts);
    for (let u = 0; u < units.length; u++) {
      const spans = splitSentences(text, units[u]!);
      for (let k = 0; k < spans.length; k++) sentences.push(this.sentenceAt(chunk, spans[k]!, read));
    }
    return sentences;
  }

  private sentenceAt(chunk: number, span: Span, read?: (keys: readonly string[], ids: readonly number[]) => void): SourceSentence {
    const text = this.chunks[chunk]!.text.slice(span.start, span.end);
    const keys = contentKeys(text);
    const ids = this.idsOf(keys);
    read?.(keys, ids);
    const line = this.lineAt(chunk, span.start);
    return new IndexedSentence(text, span.start, keys, { index: this, chunk, line, lastLine: this.lineAt(chunk, Math.max(span.start, span.end - 1)), ids });
  }
}

interface Placement {
  index: ContextIndex;
  chunk: number;
  line: number;
  lastLine: number;
  /** The numbers of the sentence's content keys in its index. */
  ids: readonly number[];
}

/**
 * A sentence of an index. Fields set in the constructor, so every sentence has one shape from the
 * start. Alignment asks whether it holds a key by the key's number: a scan of a few numbers
 * costs less than a lookup in a set of strings, and the set is then made only for the few
 * sentences the rules and the judge read more closely.
 */
export class IndexedSentence extends SourceAnalysis implements SourceSentence {
  readonly chunk: number;
  readonly line: number;
  readonly lastLine: number;
  readonly index: ContextIndex;
  private readonly ids: readonly number[];

  constructor(text: string, start: number, keys: readonly string[], placement: Placement) {
    super(text, start, keys);
    this.chunk = placement.chunk;
    this.line = placement.line;
    this.lastLine = placement.lastLine;
    this.index = placement.index;
    this.ids = placement.ids;
  }

  /** Whether one of the sentence's content keys has number `id` (from `index.keyId`). */
  holdsKeyId(id: number): boolean {
    const ids = this.ids;
    for (let k = 0; k < ids.length; k++) if (ids[k] === id) return true;
    return false;
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
