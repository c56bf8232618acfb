// Evidence longer than a cross-encoder reads at once is cut into overlapping windows of tokens,
// at sentence boundaries where a sentence fits; the claim goes whole with every window. A
// claim is then held supported when some window entails it (the max over windows).
import type { Region } from "../../core/context-index.js";

/** A sentence of the evidence, or a part of one too long for a window. */
export interface Piece {
  text: string;
  tokens: number;
  /** What joins it to the piece before: a space, or nothing inside a word cut into characters. */
  glue: string;
  /** Index into the request's regions. */
  region: number;
  /** Offsets into the chunk's text. */
  start: number;
  end: number;
  line: number;
}

export interface Window {
  text: string;
  tokens: number;
  pieces: Piece[];
}

/** Each window repeats this share of the one before, so a fact cut at one edge is whole in the next. */
const OVERLAP = 0.25;

/**
 * The regions' sentences in order, each once (line citations of one chunk share its title
 * sentence), a sentence over `budget` tokens cut at spaces, a word over it into characters.
 */
export function evidencePieces(regions: readonly Region[], budget: number, countTokens: (text: string) => number): Piece[] {
  const pieces: Piece[] = [];
  const seen = new Set<string>();
  regions.forEach((region, r) => {
    for (const sentence of region.sentences) {
      const key = `${sentence.chunk}:${sentence.start}:${sentence.end}`;
      if (seen.has(key) || sentence.text.trim() === "") continue;
      seen.add(key);
      const base = { region: r, line: sentence.line };
      const tokens = countTokens(sentence.text);
      if (tokens <= budget) {
        pieces.push({ ...base, text: sentence.text, tokens, glue: " ", start: sentence.start, end: sentence.end });
        continue;
      }
      for (const word of sentence.text.matchAll(/\S+/gu)) {
        const start = sentence.start + word.index;
        const wordTokens = countTokens(word[0]);
        if (wordTokens <= budget) {
          pieces.push({ ...base, text: word[0], tokens: wordTokens, glue: " ", start, end: start + word[0].length });
          continue;
        }
        let at = start;
        for (const char of word[0]) {
          pieces.push({ ...base, text: char, tokens: countTokens(char), glue: at === start ? " " : "", start: at, end: at + char.length });
          at += char.length;
        }
      }
    }
  });
  return pieces;
}

export function joinPieces(pieces: readonly Piece[]): string {
  return pieces.map((piece, i) => (i === 0 ? piece.text : piece.glue + piece.text)).join("");
}

/**
 * Windows of at most `budget` tokens over the pieces. Token counts of pieces are summed to
 * fill a window, then the joined text is counted again, since a tokenizer may not split a
 * text exactly where its pieces were cut.
 */
export function packWindows(pieces: readonly Piece[], budget: number, countTokens: (text: string) => number): Window[] {
  const windows: Window[] = [];
  let from = 0;
  while (from < pieces.length) {
    let to = from;
    let sum = 0;
    while (to < pieces.length && (to === from || sum + pieces[to]!.tokens <= budget)) sum += pieces[to++]!.tokens;
    let text = joinPieces(pieces.slice(from, to));
    let tokens = countTokens(text);
    while (tokens > budget && to - from > 1) {
      to--;
      text = joinPieces(pieces.slice(from, to));
      tokens = countTokens(text);
    }
    windows.push({ text, tokens, pieces: pieces.slice(from, to) });
    if (to >= pieces.length) break;
    // The next window starts with the last pieces of this one: a quarter of the budget, or at
    // least the last sentence when it takes at most half, so every two neighbouring sentences
    // share a window. It must still have room for the piece after them, or it would add nothing.
    let next = to;
    let overlap = 0;
    const room = budget - pieces[to]!.tokens;
    const fits = (tokens: number): boolean => overlap + tokens <= room && (overlap + tokens <= budget * OVERLAP || (next === to && tokens <= budget / 2));
    while (next - 1 > from && fits(pieces[next - 1]!.tokens)) overlap += pieces[--next]!.tokens;
    from = next;
  }
  return windows;
}
