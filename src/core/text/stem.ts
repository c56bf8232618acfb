// An English stemmer following the Porter2 ("Snowball English") algorithm:
// the stem is a matching key, not a word, so "studies" and "study" both
// become "studi" and "generated"/"generation"/"generates" become "generat".

const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

/** Lower-cased stem of an English word; words of one or two letters come back unchanged. */
export function stem(word: string): string {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const result = stemUncached(word.toLowerCase().replace(/\u2019/g, "'"));
  // A long-running server sees an open vocabulary; clearing keeps memory bounded.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, result);
  return result;
}

const EXCEPTIONS: ReadonlyMap<string, string> = new Map(Object.entries({
  skis: "ski",
  skies: "sky",
  dying: "die",
  lying: "lie",
  tying: "tie",
  idly: "idl",
  gently: "gentl",
  ugly: "ugli",
  early: "earli",
  only: "onli",
  singly: "singl",
  sky: "sky",
  news: "news",
  howe: "howe",
  atlas: "atlas",
  cosmos: "cosmos",
  bias: "bias",
  andes: "andes",
  // (A time said "beforehand" is one said "before": "at least 14 days beforehand" of "at least 7 days before".)
  beforehand: "befor",
}));

const AFTER_STEP1A = new Set(["inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed"]);

const R1_PREFIXES = ["gener", "commun", "arsen"];

const DOUBLES = new Set(["bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"]);

const LI_ENDINGS = new Set(["c", "d", "e", "g", "h", "k", "m", "n", "r", "t"]);

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ["ization", "ize"],
  ["ational", "ate"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["iveness", "ive"],
  ["tional", "tion"],
  ["biliti", "ble"],
  ["lessli", "less"],
  ["entli", "ent"],
  ["ation", "ate"],
  ["alism", "al"],
  ["aliti", "al"],
  ["ousli", "ous"],
  ["iviti", "ive"],
  ["fulli", "ful"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["abli", "able"],
  ["izer", "ize"],
  ["ator", "ate"],
  ["alli", "al"],
  ["bli", "ble"],
  ["ogi", "og"],
  ["li", ""],
];

const STEP3: ReadonlyArray<readonly [string, string]> = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["alize", "al"],
  ["icate", "ic"],
  ["iciti", "ic"],
  ["ative", ""],
  ["ical", "ic"],
  ["ness", ""],
  ["ful", ""],
];

const STEP4 = [
  "ement", "ance", "ence", "able", "ible", "ment", "ant", "ent", "ism", "ate", "iti", "ous", "ive", "ize",
  "ion", "al", "er", "ic",
];

function isVowel(c: string | undefined): boolean {
  return c === "a" || c === "e" || c === "i" || c === "o" || c === "u" || c === "y";
}

/** Start of the region after the first non-vowel that follows a vowel, searching from `from`. */
function regionAfter(w: string, from: number): number {
  for (let i = from + 1; i < w.length; i++) {
    if (!isVowel(w[i]) && isVowel(w[i - 1])) return i + 1;
  }
  return w.length;
}

function endsWithShortSyllable(w: string): boolean {
  const n = w.length;
  if (n === 2) return isVowel(w[0]) && !isVowel(w[1]);
  if (n < 3) return false;
  const c = w[n - 1];
  return !isVowel(w[n - 3]) && isVowel(w[n - 2]) && !isVowel(c) && c !== "w" && c !== "x" && c !== "Y";
}

function stemUncached(input: string): string {
  let w = input.startsWith("'") ? input.slice(1) : input;
  if (w.length <= 2) return w;
  const exception = EXCEPTIONS.get(w);
  if (exception !== undefined) return exception;

  // y acting as a consonant is marked Y so that isVowel() does not see it.
  if (w[0] === "y") w = "Y" + w.slice(1);
  // Tested first: most words have no y, and the replacement is a regular expression run per new word.
  if (w.includes("y")) w = w.replace(/([aeiouy])y/g, "$1Y");

  let r1 = regionAfter(w, 0);
  // Indexed loops over the module's lists throughout: a stemmer runs once per new word, mostly
  // before it is optimised, where for-of and destructuring go through the iterator protocol.
  for (let k = 0; k < R1_PREFIXES.length; k++) {
    const prefix = R1_PREFIXES[k]!;
    if (w.startsWith(prefix)) {
      r1 = prefix.length;
      break;
    }
  }
  const r2 = regionAfter(w, r1);

  w = step0(w);
  w = step1a(w);
  if (AFTER_STEP1A.has(w)) return w;
  w = step1b(w, r1);
  w = step1c(w);
  w = step2(w, r1);
  w = step3(w, r1, r2);
  w = step4(w, r2);
  w = step5(w, r1, r2);
  return w.includes("Y") ? w.replace(/Y/g, "y") : w;
}

const STEP0 = ["'s'", "'s", "'"];

function step0(w: string): string {
  for (let k = 0; k < STEP0.length; k++) {
    const suffix = STEP0[k]!;
    if (w.endsWith(suffix)) return w.slice(0, -suffix.length);
  }
  return w;
}

function step1a(w: string): string {
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ied") || w.endsWith("ies")) return w.length > 4 ? w.slice(0, -2) : w.slice(0, -1);
  if (w.endsWith("us") || w.endsWith("ss")) return w;
  if (w.endsWith("s")) {
    for (let i = 0; i < w.length - 2; i++) {
      if (isVowel(w[i])) return w.slice(0, -1);
    }
  }
  return w;
}

const STEP1B_EED = ["eedly", "eed"];
const STEP1B_ED = ["ingly", "edly", "ing", "ed"];

function step1b(w: string, r1: number): string {
  for (let k = 0; k < STEP1B_EED.length; k++) {
    const suffix = STEP1B_EED[k]!;
    if (w.endsWith(suffix)) {
      const at = w.length - suffix.length;
      return at >= r1 ? w.slice(0, at) + "ee" : w;
    }
  }
  for (let k = 0; k < STEP1B_ED.length; k++) {
    const suffix = STEP1B_ED[k]!;
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    if (!/[aeiouy]/.test(base)) return w;
    if (base.endsWith("at") || base.endsWith("bl") || base.endsWith("iz")) return base + "e";
    if (DOUBLES.has(base.slice(-2))) return base.slice(0, -1);
    if (r1 >= base.length && endsWithShortSyllable(base)) return base + "e";
    return base;
  }
  return w;
}

function step1c(w: string): string {
  const n = w.length;
  const last = w[n - 1];
  if ((last === "y" || last === "Y") && n > 2 && !isVowel(w[n - 2])) return w.slice(0, -1) + "i";
  return w;
}

function step2(w: string, r1: number): string {
  for (let k = 0; k < STEP2.length; k++) {
    const suffix = STEP2[k]![0];
    if (!w.endsWith(suffix)) continue;
    const replacement = STEP2[k]![1];
    const at = w.length - suffix.length;
    if (at < r1) return w;
    if (suffix === "ogi" && w[at - 1] !== "l") return w;
    if (suffix === "li" && !LI_ENDINGS.has(w[at - 1] ?? "")) return w;
    return w.slice(0, at) + replacement;
  }
  return w;
}

function step3(w: string, r1: number, r2: number): string {
  for (let k = 0; k < STEP3.length; k++) {
    const suffix = STEP3[k]![0];
    if (!w.endsWith(suffix)) continue;
    const replacement = STEP3[k]![1];
    const at = w.length - suffix.length;
    if (at < r1) return w;
    if (suffix === "ative" && at < r2) return w;
    return w.slice(0, at) + replacement;
  }
  return w;
}

function step4(w: string, r2: number): string {
  for (let k = 0; k < STEP4.length; k++) {
    const suffix = STEP4[k]!;
    if (!w.endsWith(suffix)) continue;
    const at = w.length - suffix.length;
    if (at < r2) return w;
    if (suffix === "ion" && w[at - 1] !== "s" && w[at - 1] !== "t") return w;
    return w.slice(0, at);
  }
  return w;
}

function step5(w: string, r1: number, r2: number): string {
  const at = w.length - 1;
  if (w.endsWith("e")) {
    const base = w.slice(0, at);
    if (at >= r2 || (at >= r1 && !endsWithShortSyllable(base))) return base;
    return w;
  }
  if (w.endsWith("ll") && at >= r2) return w.slice(0, at);
  return w;
}
