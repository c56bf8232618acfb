/**
 * What was worked out about each spelling seen so far (a word's stem, kind, stop-word status…).
 * Texts repeat their words many times over, so each spelling is worked out once. An
 * open-addressing table probed with the characters where they stand in the text: a spelling seen
 * before costs neither a substring nor the hashing of one, which a Map keyed by strings would.
 * Cleared when `limit` spellings are held, so a long-running server's open vocabulary cannot grow
 * it without bound.
 */
export class SpellingCache<T, C> {
  private readonly spellings: string[] = [];
  private readonly values: T[] = [];
  /**
   * Slot k is the pair at 2k: the hash of its spelling, then 1 + the spelling's index (0 when
   * empty), so that most probes read no further. At most half the slots are full.
   */
  private slots = new Int32Array(2 << 12);

  constructor(
    private readonly limit: number,
    /** Works out the value of a new spelling; `context` is whatever the caller knows of it besides its characters. */
    private readonly make: (spelling: string, context: C) => T,
  ) {}

  /** The value of the spelling text[start, end). */
  get(text: string, start: number, end: number, context: C): T {
    return this.getHashed(text, start, end, spellingHash(text, start, end, SPELLING_HASH_START), context);
  }

  /** The same, for a caller that has worked out the spelling's spellingHash while reading it. */
  getHashed(text: string, start: number, end: number, hash: number, context: C): T {
    let slot = this.slotOf(hash, text, start, end);
    const found = this.slots[slot + 1]!;
    if (found !== 0) return this.values[found - 1]!;
    const spelling = text.slice(start, end);
    const value = this.make(spelling, context);
    if (this.spellings.length >= this.limit) {
      this.spellings.length = 0;
      this.values.length = 0;
      this.slots.fill(0);
      slot = this.slotOf(hash, text, start, end);
    } else if ((this.spellings.length + 1) * 4 > this.slots.length) {
      this.grow();
      slot = this.slotOf(hash, text, start, end);
    }
    this.spellings.push(spelling);
    this.values.push(value);
    this.slots[slot] = hash;
    this.slots[slot + 1] = this.spellings.length;
    return value;
  }

  /** The slot (its offset in `slots`) of the spelling text[start, end), or of the empty slot where it would go. */
  private slotOf(hash: number, text: string, start: number, end: number): number {
    const mask = this.slots.length - 2;
    for (let slot = (hash << 1) & mask; ; slot = (slot + 2) & mask) {
      const entry = this.slots[slot + 1]!;
      if (entry === 0 || (this.slots[slot] === hash && spells(this.spellings[entry - 1]!, text, start, end))) return slot;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    const mask = this.slots.length - 2;
    for (let k = 0; k < old.length; k += 2) {
      if (old[k + 1] === 0) continue;
      let slot = (old[k]! << 1) & mask;
      while (this.slots[slot + 1] !== 0) slot = (slot + 2) & mask;
      this.slots[slot] = old[k]!;
      this.slots[slot + 1] = old[k + 1]!;
    }
  }
}

/** The hash of an empty spelling, which spellingHash and spellingHashStep extend. */
export const SPELLING_HASH_START = 0x811c9dc5 | 0;

/** FNV-1a, one UTF-16 unit at a time, kept to 32-bit signed integers as the slots hold them. */
export function spellingHashStep(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, 0x01000193);
}

/** `hash` extended by the units of text[start, end). */
export function spellingHash(text: string, start: number, end: number, hash: number): number {
  for (let i = start; i < end; i++) hash = spellingHashStep(hash, text.charCodeAt(i));
  return hash;
}

function spells(spelling: string, text: string, start: number, end: number): boolean {
  // startsWith at an offset compares the characters natively, without a substring: a loop of
  // charCodeAt here ran for every word of every text, mostly before V8 optimised it.
  return spelling.length === end - start && text.startsWith(spelling, start);
}
