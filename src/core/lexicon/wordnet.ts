import { areZhAntonyms } from "./zh-antonyms.js";

/** How a word is used where it stands: "adjective" keeps only its adjective senses, when it has any. */
export type WordReading = "any" | "adjective";

export interface Lexicon {
  /** Lower-cased lemma forms sharing one of the word's first few senses, excluding the word itself. */
  synonyms(word: string, reading?: WordReading): ReadonlySet<string>;
  /** True when a and b (lemmas or inflected forms) share a synset among their first few senses, or are forms of one lemma. */
  areSynonyms(a: string, b: string): boolean;
  /**
   * WordNet antonyms among the first few senses of a part of speech both words can take, widened to
   * whole synsets and to adjective satellites against the opposite head (huge/small), and carried
   * over derivational links, plus a short supplement (before/after, gain/loss). Chinese words are
   * matched exactly against a hand-made list.
   */
  areAntonyms(a: string, b: string): boolean;
  /** English lemma forms that `areAntonyms` pairs with the word (what a perturbation can swap in); none for Chinese. */
  antonyms(word: string): ReadonlySet<string>;
  /** A base form: irregular forms first (went -> go), -ed/-ing forms to their verb, else the word if it is a lemma. */
  lemma(word: string): string;
  /** Whether WordNet has the word or a base form of it: the words of the language, not names (Pfizer, Nvidia). */
  knows(word: string): boolean;
  /** Whether WordNet writes the word, in each lemma it may be a form of, only with a capital: a name (Japanese, Paris; not ford, china). */
  isName(word: string): boolean;
}

/** What scripts/build-lexicon.mjs writes; per-word fields are aligned with the sorted `words`. */
interface LexiconData {
  words: JoinedList;
  pos: string;
  groups: JoinedList;
  wordGroups: JoinedList;
  wordAntonyms: JoinedList;
  irregular: string;
  antonyms: string;
  /** "1" for each lemma WordNet writes only capitalised, "0" for the others. */
  names: string;
}

const FORMAT = 7;
const NOUN = 1;
const VERB = 2;
const ADJ = 4;
const ADV = 8;
const POS_OF_LETTER: Readonly<Record<string, number>> = { n: NOUN, v: VERB, a: ADJ, r: ADV };

/** What a missing or outdated lexicon file means to the user; the node layer that reads it says the same. */
export const NOT_BUILT = "lexicon not built: run npm run build";

// Regular inflection rules per part of speech (suffix, replacement), as in WordNet's morphy, with
// the past of -y verbs (denied, carried) and the comparatives of -y adjectives that morphy leaves
// to its exception lists.
const RULES: ReadonlyArray<readonly [number, string, string]> = [
  [NOUN, "s", ""],
  [NOUN, "ses", "s"],
  [NOUN, "xes", "x"],
  [NOUN, "zes", "z"],
  [NOUN, "ches", "ch"],
  [NOUN, "shes", "sh"],
  [NOUN, "men", "man"],
  [NOUN, "ies", "y"],
  [VERB, "s", ""],
  [VERB, "ies", "y"],
  [VERB, "ied", "y"],
  [VERB, "es", "e"],
  [VERB, "es", ""],
  [VERB, "ed", "e"],
  [VERB, "ed", ""],
  [VERB, "ing", "e"],
  [VERB, "ing", ""],
  [ADJ, "er", ""],
  [ADJ, "est", ""],
  [ADJ, "er", "e"],
  [ADJ, "est", "e"],
  [ADJ, "ier", "y"],
  [ADJ, "iest", "y"],
];

/** Suffixes after which a doubled final consonant is undone: running -> run, bigger -> big. */
const DOUBLING = new Set(["ed", "ing", "er", "est"]);

const HAN = /[\u3007\u3400-\u9fff\uf900-\ufaff]|[\ud840-\ud8bf][\udc00-\udfff]/;

/** The lemma readings of a word: lemma index -> parts of speech (bit mask) the inflection allows. */
type Readings = Map<number, number>;

/** The adjective readings alone, or all of them when the word has none. */
function onlyAdjective(readings: Readings): Readings {
  const adjectives: Readings = new Map();
  for (const [i, pos] of readings) if (pos & ADJ) adjectives.set(i, ADJ);
  return adjectives.size > 0 ? adjectives : readings;
}

const READINGS_CACHE_LIMIT = 50_000;

/**
 * A list of the data (its items joined by a separator), read in place: item i is cut out when it
 * is asked for. Split up front, the lexicon's lists made some 280,000 strings, which cost every
 * run that loads WordNet about 60 ms more, much of it in garbage collection; a run reads a few
 * hundred of them.
 */
class JoinedList {
  constructor(
    private readonly text: string,
    /** Where each item starts, and where one after the last would (one past its separator); worked out by the build. */
    private readonly starts: Int32Array,
  ) {}

  get length(): number {
    return this.starts.length - 1;
  }

  /** Item i, or undefined outside the list, as `split`'s array would give. */
  at(i: number): string | undefined {
    return i >= 0 && i < this.length ? this.text.slice(this.starts[i]!, this.starts[i + 1]! - 1) : undefined;
  }
}

class WordNetLexicon implements Lexicon {
  private readonly words: JoinedList;
  private readonly posHex: string;
  private readonly groups: JoinedList;
  private readonly wordGroups: JoinedList;
  private readonly wordAntonyms: JoinedList;
  private readonly irregular = new Map<string, string[]>();
  private readonly extraAntonyms = new Set<string>();
  private readonly names: string;
  private readonly readingsCache = new Map<string, Readings>();
  private readonly antonymsCache = new Map<number, ReadonlyArray<readonly [number, number]>>();

  constructor(data: LexiconData) {
    this.words = data.words;
    this.posHex = data.pos;
    this.groups = data.groups;
    this.wordGroups = data.wordGroups;
    this.wordAntonyms = data.wordAntonyms;
    for (const entry of data.irregular.split(";")) {
      const [form, base] = entry.split(" ") as [string, string];
      const bases = this.irregular.get(form);
      if (bases) bases.push(base);
      else this.irregular.set(form, [base]);
    }
    this.names = data.names;
    for (const entry of data.antonyms.split(";")) {
      const [a, b] = entry.split(" ");
      this.extraAntonyms.add(`${a} ${b}`).add(`${b} ${a}`);
    }
  }

  /** Index of a lemma in the sorted word list, or -1. */
  private find(word: string): number {
    let lo = 0;
    let hi = this.words.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const w = this.words.at(mid)!;
      if (w === word) return mid;
      if (w < word) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private posAt(i: number): number {
    return i < 0 ? 0 : parseInt(this.posHex[i]!, 16);
  }

  /** Base forms from the regular rules, each with the part of speech of the rule that found it. */
  private ruleBases(word: string, posFilter: number): Array<[number, number]> {
    const bases: Array<[number, number]> = [];
    const tryBase = (base: string, pos: number): void => {
      const i = this.find(base);
      if (this.posAt(i) & pos) bases.push([i, pos]);
    };
    // "Sites" is the verb site, not sit: where dropping the "s" finds a base, dropping "es" finds none.
    let foundWithoutS = 0;
    for (const [pos, suffix, replacement] of RULES) {
      if (!(pos & posFilter) || !word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
      if (suffix === "es" && replacement === "" && foundWithoutS & pos) continue;
      const stem = word.slice(0, -suffix.length);
      const before = bases.length;
      tryBase(stem + replacement, pos);
      if (suffix === "s" && bases.length > before) foundWithoutS |= pos;
      const n = stem.length;
      if (replacement === "" && DOUBLING.has(suffix) && n > 2 && stem[n - 1] === stem[n - 2] && !/[aeiou]/.test(stem[n - 1]!)) {
        tryBase(stem.slice(0, -1), pos);
      }
    }
    return bases;
  }

  /**
   * The word's lemma readings: irregular bases, the word itself in its own parts of speech, and rule
   * bases in the rule's part of speech ("fits" is the verb or noun fit, never the adjective). A
   * regular -ed/-ing form of a verb loses its adjective reading: WordNet's adjective senses of
   * participles (used = second-hand, opposite of new) are rarely what a text means.
   */
  private readings(word: string): Readings {
    const cached = this.readingsCache.get(word);
    if (cached) return cached;
    const readings: Readings = new Map();
    const add = (i: number, pos: number): void => {
      if (i >= 0 && pos) readings.set(i, (readings.get(i) ?? 0) | pos);
    };
    for (const base of this.irregular.get(word) ?? []) {
      const i = this.find(base);
      add(i, this.posAt(i));
    }
    const self = this.find(word);
    let own = this.posAt(self);
    const bases = this.ruleBases(word, ~own & (NOUN | VERB | ADJ));
    if ((word.endsWith("ed") || word.endsWith("ing")) && bases.some(([, pos]) => pos === VERB)) own &= ~ADJ;
    add(self, own);
    for (const [i, pos] of bases) add(i, pos);
    if (this.readingsCache.size >= READINGS_CACHE_LIMIT) this.readingsCache.clear();
    this.readingsCache.set(word, readings);
    return readings;
  }

  knows(raw: string): boolean {
    return this.readings(normalise(raw)).size > 0;
  }

  isName(raw: string): boolean {
    const readings = this.readings(normalise(raw));
    if (readings.size === 0) return false;
    for (const index of readings.keys()) if (this.names.charCodeAt(index) !== 0x31) return false;
    return true;
  }

  lemma(raw: string): string {
    const word = normalise(raw);
    const irregular = this.irregular.get(word);
    if (irregular) return irregular[0]!;
    const own = this.posAt(this.find(word));
    const preferred =
      (word.endsWith("ed") || word.endsWith("ing")) && !(own & VERB) ? this.ruleBases(word, VERB)[0] : undefined;
    if (preferred) return this.words.at(preferred[0])!;
    if (own) return word;
    const base = this.ruleBases(word, NOUN | VERB | ADJ)[0];
    return base ? this.words.at(base[0])! : word;
  }

  /** Synonym groups of the readings, each in a part of speech its reading allows. */
  private groupsOf(readings: Readings): Set<string> {
    const ids = new Set<string>();
    for (const [i, pos] of readings) {
      const entry = this.wordGroups.at(i);
      if (!entry) continue;
      for (const id of entry.split(",")) {
        if ((POS_OF_LETTER[this.groups.at(parseInt(id, 36))![0]!] ?? 0) & pos) ids.add(id);
      }
    }
    return ids;
  }

  synonyms(raw: string, reading: WordReading = "any"): ReadonlySet<string> {
    const word = normalise(raw);
    const readings = reading === "adjective" ? onlyAdjective(this.readings(word)) : this.readings(word);
    const result = new Set<string>();
    for (const id of this.groupsOf(readings)) {
      for (const m of this.groups.at(parseInt(id, 36))!.slice(1).split(",")) {
        const i = parseInt(m, 36);
        if (!readings.has(i)) result.add(this.words.at(i)!);
      }
    }
    result.delete(word);
    return result;
  }

  areSynonyms(a: string, b: string): boolean {
    const wa = normalise(a);
    const wb = normalise(b);
    if (wa === wb) return true;
    const readingsA = this.readings(wa);
    const readingsB = this.readings(wb);
    for (const i of readingsA.keys()) if (readingsB.has(i)) return true;
    const groupsA = this.groupsOf(readingsA);
    for (const id of this.groupsOf(readingsB)) if (groupsA.has(id)) return true;
    return false;
  }

  areAntonyms(a: string, b: string): boolean {
    if (HAN.test(a) || HAN.test(b)) return areZhAntonyms(a.trim(), b.trim());
    const wa = normalise(a);
    const wb = normalise(b);
    if (wa === wb) return false;
    const readingsA = this.antonymReadings(wa);
    const readingsB = this.antonymReadings(wb);
    for (const i of readingsA.keys()) if (readingsB.has(i)) return false;
    const formsA = [wa, ...[...readingsA.keys()].map((i) => this.words.at(i)!)];
    const formsB = [wb, ...[...readingsB.keys()].map((i) => this.words.at(i)!)];
    if (formsA.some((fa) => formsB.some((fb) => this.extraAntonyms.has(`${fa} ${fb}`)))) return true;
    for (const [i, pa] of readingsA) {
      for (const [j, pos] of this.antonymsOf(i)) {
        const pb = readingsB.get(j);
        if (pb !== undefined && pa & pb & pos) return true;
      }
    }
    return false;
  }

  antonyms(raw: string): ReadonlySet<string> {
    const word = normalise(raw);
    const result = new Set<string>();
    if (HAN.test(word)) return result;
    const readings = this.antonymReadings(word);
    const forms = new Set([word, ...[...readings.keys()].map((i) => this.words.at(i)!)]);
    for (const pair of this.extraAntonyms) {
      const [a, b] = pair.split(" ") as [string, string];
      if (forms.has(a)) result.add(b);
    }
    for (const [i, pa] of readings) {
      for (const [j, pos] of this.antonymsOf(i)) if (pa & pos) result.add(this.words.at(j)!);
    }
    for (const form of forms) result.delete(form);
    return result;
  }

  /**
   * The readings through which a word has opposites: a comparative or superlative also through its
   * adjective ("lowest" against "highest"), even where WordNet lists the inflected form itself.
   */
  private antonymReadings(word: string): Readings {
    const readings = this.readings(word);
    if (!word.endsWith("est") && !word.endsWith("er")) return readings;
    const bases = this.ruleBases(word, ADJ).filter(([i]) => !readings.has(i));
    if (bases.length === 0) return readings;
    const widened: Readings = new Map(readings);
    for (const [i] of bases) widened.set(i, ADJ);
    return widened;
  }

  /** Antonyms of a lemma as (lemma index, part of speech), parsed on first use. */
  private antonymsOf(i: number): ReadonlyArray<readonly [number, number]> {
    let antonyms = this.antonymsCache.get(i);
    if (antonyms === undefined) {
      const entry = this.wordAntonyms.at(i);
      antonyms = entry
        ? entry.split(",").map((a) => [parseInt(a.slice(0, -1), 36), POS_OF_LETTER[a.at(-1)!] ?? 0] as const)
        : [];
      this.antonymsCache.set(i, antonyms);
    }
    return antonyms;
  }
}

function normalise(word: string): string {
  const folded = /^[\x20-\x7e]*$/.test(word) ? word : word.normalize("NFKC").replace(/\u2019/g, "'");
  return folded.trim().toLowerCase();
}

/** The lists of the data that JoinedList reads, in the order of their starts in the file. */
const LISTS = 4;

/**
 * Reads the packaged lexicon's bytes. Core reads no files: the node layer supplies this
 * (node/lexicon-file.ts), and the library entry, the CLI and the test setup register it at start.
 */
export type LexiconBytes = () => Promise<Uint8Array>;

let readBytes: LexiconBytes | undefined;
let loading: Promise<Lexicon> | undefined;

const NO_SOURCE = "no lexicon source: import groundcheck's entry point, or call provideLexiconBytes()";

/** Where loadLexicon() gets its data from; a later call replaces the source and drops what was loaded. */
export function provideLexiconBytes(read: LexiconBytes): void {
  readBytes = read;
  loading = undefined;
}

function parseData(file: Uint8Array): LexiconData {
  // The starts are read in place as 32-bit integers, which needs an aligned offset.
  const bytes = file.byteOffset % 4 === 0 ? file : file.slice();
  const header = new Int32Array(bytes.buffer, bytes.byteOffset, 1 + LISTS);
  if (header[0] !== FORMAT) throw new Error(`${NOT_BUILT} (the lexicon file has an outdated format)`);
  const lists: Int32Array[] = [];
  let at = header.length;
  for (let k = 1; k <= LISTS; k++) {
    lists.push(new Int32Array(bytes.buffer, bytes.byteOffset + at * 4, header[k]!));
    at += header[k]!;
  }
  // Buffer's Latin-1 decoding takes about 2 ms for the 3 MB of text where TextDecoder takes 10.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1", at * 4);
  const [words, pos, groups, wordGroups, wordAntonyms, irregular, antonyms, names] = text.split("\n") as [string, string, string, string, string, string, string, string];
  return {
    words: new JoinedList(words, lists[0]!),
    pos,
    groups: new JoinedList(groups, lists[1]!),
    wordGroups: new JoinedList(wordGroups, lists[2]!),
    wordAntonyms: new JoinedList(wordAntonyms, lists[3]!),
    irregular,
    antonyms,
    names,
  };
}

/** Lazily loads the derived lexicon (built by scripts/build-lexicon.mjs); later calls share one instance. */
export function loadLexicon(): Promise<Lexicon> {
  const read = readBytes;
  if (read === undefined) return Promise.reject(new Error(NO_SOURCE));
  loading ??= read()
    .then((bytes) => new WordNetLexicon(parseData(bytes)))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
