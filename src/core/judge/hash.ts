// FNV-1a: a fast, stable string hash. Folds, model versions and synthetic examples are keyed by
// it, so the same input gives the same numbers on every machine and in every run.

export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Uniform numbers in [0, 1) from a 32-bit seed (mulberry32): small, fast and the same everywhere. */
export interface Random {
  next(): number;
  /** An integer from 0 to n - 1. */
  below(n: number): number;
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(list: readonly T[]): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number): number => Math.floor(next() * n);
  return {
    next,
    below,
    pick: (list) => list[below(list.length)]!,
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
