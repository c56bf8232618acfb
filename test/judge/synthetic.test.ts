import { beforeAll, describe, expect, it } from "vitest";
import { analyse, flatten } from "../../src/core/analysis.js";
import type { BenchCase } from "../../src/core/bench/run.js";
import {
  documentKey,
  documentsOf,
  HALLUCINATED_KINDS,
  KIND_VERDICT,
  kindOf,
  SUPPORTED_KINDS,
  synthesize,
  type SourceDocument,
  type SyntheticKind,
} from "../../src/core/judge/synthetic/index.js";
import { loadLexicon, type Lexicon } from "../../src/core/lexicon/wordnet.js";
import { ZH_ANTONYM_PAIRS } from "../../src/core/lexicon/zh-antonyms.js";

// Texts written for these tests. Needs the lexicon (npm run build), as test/lexicon does.
const LIBRARY =
  "The Riverside Library opened in March 2015 with 120,000 books. " +
  "Its director, Maria Lopez, said the new building was larger than the old one. " +
  "The library is not open on Sundays, but it hosts a farmers market on Saturdays. " +
  "Visitors can borrow up to 12 books at a time, and children under 5 get a free card. " +
  "The reading room on the second floor was designed by Tomas Berg. " +
  "Funding increased in 2019 after the city approved a new budget.";
const BRIDGE =
  "The Northgate Bridge, which crosses the Elm River, was completed in 1998. " +
  "Engineers from Halden Partners designed it after a storm destroyed the old ferry. " +
  "It carries about 30,000 cars a day and has a separate lane for bicycles.";
const YANGTZE = "长江全长约6300公里，是中国最长的河流。它发源于青藏高原，并没有流经北京。去年沿江城市的人口增加了二十万。";
const YELLOW = "黄河是中国第二长的河流，流经九个省区。2019年，沿岸城市的用水量明显上升。张明说，当地政府很重视生态保护。";

function doc(origin: string, text: string, lang: "en" | "zh"): SourceDocument {
  return { origins: [origin], lang, sources: [{ id: "doc", text }] };
}

const DOCUMENTS = [doc("library", LIBRARY, "en"), doc("bridge", BRIDGE, "en"), doc("yangtze", YANGTZE, "zh"), doc("yellow", YELLOW, "zh")];
const SENTENCES: Record<string, string[]> = {
  library: LIBRARY.split(/(?<=\.) /),
  bridge: BRIDGE.split(/(?<=\.) /),
  yangtze: YANGTZE.split(/(?<=。)/).filter(Boolean),
  yellow: YELLOW.split(/(?<=。)/).filter(Boolean),
};

let lexicon: Lexicon;
beforeAll(async () => {
  lexicon = await loadLexicon();
});

function make(kinds: readonly SyntheticKind[], perDocument = 6, seed = 7): BenchCase[] {
  return synthesize(DOCUMENTS, { perDocument, seed, lexicon, kinds });
}

/** The document a case was made from, by the origin in its id. */
function originOf(benchCase: BenchCase): string {
  return benchCase.id.split("/")[1]!;
}

/** The source sentence the claim was made from: the one sharing most words with it. */
function sourceSentence(benchCase: BenchCase): string {
  const words = new Set(wordsOf(benchCase.answer));
  const score = (s: string): number => wordsOf(s).filter((w) => words.has(w)).length;
  return SENTENCES[originOf(benchCase)]!.reduce((a, b) => (score(b) > score(a) ? b : a));
}

function wordsOf(text: string): string[] {
  if (/\p{Script=Han}/u.test(text)) return [...text.replace(/[，。、]/gu, "")];
  return text.toLowerCase().match(/[\p{L}\d']+(?:,\d{3})*/gu) ?? [];
}

/** Words of `a` not in `b`, as a multiset difference. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((w) => {
    const at = left.indexOf(w);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

describe("synthetic claims", () => {
  it("label each case by its kind, in the case format, as synthetic-en or synthetic-zh", () => {
    const cases = make([...SUPPORTED_KINDS, ...HALLUCINATED_KINDS], 10);
    expect(cases.length).toBeGreaterThan(20);
    for (const c of cases) {
      const kind = kindOf(c.id)!;
      expect(kind).toBeDefined();
      const verdict = KIND_VERDICT[kind];
      expect(c.claims).toEqual([{ text: c.answer, label: verdict }]);
      expect(c.label).toBe(verdict === "supported" ? "faithful" : "hallucinated");
      expect(c.task).toBe("claim");
      expect(c.dataset).toBe(c.lang === "en" ? "synthetic-en" : "synthetic-zh");
      expect(c.sources).toEqual(DOCUMENTS.find((d) => d.origins[0] === originOf(c))!.sources);
    }
    // Both classes from every document that has room for them.
    for (const origin of ["library", "bridge", "yangtze", "yellow"]) {
      const labels = new Set(cases.filter((c) => originOf(c) === origin).map((c) => c.label));
      expect(labels).toEqual(new Set(["faithful", "hallucinated"]));
    }
  });

  it("never gives a source sentence unchanged, or any text of the document, as contradicted or unsupported", () => {
    for (const seed of [1, 2, 3]) {
      for (const c of make(HALLUCINATED_KINDS, 12, seed)) {
        const source = c.sources.map((s) => s.text).join("\n");
        expect(flatten(source).includes(flatten(c.answer)), `${c.id}: ${c.answer}`).toBe(false);
      }
    }
  });

  it("is deterministic: the same documents and seed give the same cases, another seed others", () => {
    const all = [...SUPPORTED_KINDS, ...HALLUCINATED_KINDS];
    expect(make(all, 8, 11)).toEqual(make(all, 8, 11));
    expect(make(all, 8, 11)).not.toEqual(make(all, 8, 12));
  });

  it("a document's claims do not depend on the other documents' order", () => {
    const byId = (cases: BenchCase[]): Map<string, string> => new Map(cases.filter((c) => c.lang === "zh").map((c) => [c.id, c.answer]));
    const forward = synthesize(DOCUMENTS, { perDocument: 4, seed: 3, lexicon, kinds: ["negation", "compress", "number"] });
    const backward = synthesize([...DOCUMENTS].reverse(), { perDocument: 4, seed: 3, lexicon, kinds: ["negation", "compress", "number"] });
    expect(byId(backward)).toEqual(byId(forward));
  });

  it.each<[SyntheticKind, (claim: string, sentence: string, c: BenchCase) => void]>([
    ["copy", (claim, sentence) => expect(claim).toBe(sentence)],
    // Shortened: nothing the sentence does not say.
    ["compress", (claim, sentence) => expect(minus(wordsOf(claim), wordsOf(sentence))).toEqual([])],
    ["clause", (claim, sentence) => expect(minus(wordsOf(claim), wordsOf(sentence))).toEqual([])],
    [
      "fusion",
      (claim, _sentence, c) => {
        // Two neighbouring sentences, joined: nothing more than the two say, something of each.
        const sentences = SENTENCES[originOf(c)]!;
        const words = wordsOf(claim);
        const pair = sentences.findIndex((s, i) => i + 1 < sentences.length && minus(words, [...wordsOf(s), ...wordsOf(sentences[i + 1]!), "and"]).length === 0);
        expect(pair).toBeGreaterThanOrEqual(0);
        expect(minus(words, wordsOf(sentences[pair]!)).length).toBeGreaterThan(0);
        expect(minus(words, wordsOf(sentences[pair + 1]!)).length).toBeGreaterThan(0);
      },
    ],
    [
      "synonym",
      (claim, sentence) => {
        const [added] = minus(wordsOf(claim), wordsOf(sentence));
        const [removed] = minus(wordsOf(sentence), wordsOf(claim));
        expect(lexicon.areSynonyms(lexicon.lemma(added!), lexicon.lemma(removed!))).toBe(true);
      },
    ],
    [
      "number",
      (claim, sentence) => {
        const digitless = (s: string): string => s.replace(/[\d,]+/g, "#").replace(/[一二三四五六七八九两十百千万]+/gu, "#");
        expect(digitless(claim)).toBe(digitless(sentence));
      },
    ],
    ["date", (claim, sentence) => expect(claim.replace(/\d{4}/g, "YEAR")).toBe(sentence.replace(/\d{4}/g, "YEAR"))],
    [
      "entity",
      (claim, sentence, c) => {
        // The new name is a name of the same document that the sentence did not have.
        const names = analyse(c.sources[0]!.text).entities.map((e) => e.text);
        const added = names.filter((name) => claim.includes(name) && !sentence.includes(name));
        expect(added.length).toBeGreaterThan(0);
      },
    ],
    ["negation", (claim, sentence) => expect(analyse(claim).negations.length % 2).not.toBe(analyse(sentence).negations.length % 2)],
    [
      "antonym",
      (claim, sentence, c) => {
        const [added] = minus(c.lang === "zh" ? [claim] : wordsOf(claim), c.lang === "zh" ? [sentence] : wordsOf(sentence));
        if (c.lang === "zh") {
          expect(ZH_ANTONYM_PAIRS.some(([a, b]) => (claim.includes(a) && sentence.includes(b) && !claim.includes(b)) || (claim.includes(b) && sentence.includes(a) && !claim.includes(a)))).toBe(true);
        } else {
          const [removed] = minus(wordsOf(sentence), wordsOf(claim));
          expect(lexicon.areAntonyms(added!, removed!)).toBe(true);
        }
      },
    ],
    // A sentence of another document of the same language.
    ["other-document", (claim, _sentence, c) => expect(Object.entries(SENTENCES).some(([origin, list]) => origin !== originOf(c) && list.includes(claim))).toBe(true)],
    [
      "added-clause",
      (claim, sentence) => {
        const body = sentence.replace(/[.。]$/u, "");
        expect(claim.startsWith(body)).toBe(true);
        expect(claim.length).toBeGreaterThan(sentence.length + 4);
      },
    ],
    [
      "added-modifier",
      (claim, sentence, c) => {
        // One word more (English; "a" may become "an"), or a modifier and 的 (Chinese).
        if (c.lang === "zh") expect(claim).toMatch(/的/u);
        else expect(minus(wordsOf(claim), wordsOf(sentence)).filter((w) => w !== "an" && w !== "a")).toHaveLength(1);
      },
    ],
  ])("%s: the claim is the sentence changed that way", (kind, check) => {
    const cases = make([kind], 3);
    expect(cases.length, `no ${kind} claim made`).toBeGreaterThan(0);
    for (const c of cases) {
      expect(kindOf(c.id)).toBe(kind);
      check(c.answer, sourceSentence(c), c);
    }
  });

  it("makes Chinese contradictions by 不/没 and by the Chinese antonym list", () => {
    const zh = make(["negation", "antonym"], 6).filter((c) => c.lang === "zh");
    expect(zh.map((c) => kindOf(c.id))).toEqual(expect.arrayContaining(["negation", "antonym"]));
    for (const c of zh) expect(c.claims![0]!.label).toBe("contradicted");
  });
});

describe("documentsOf", () => {
  it("groups cases by their sources, keeping every origin, and reads no answers", () => {
    const base = { dataset: "d", lang: "en" as const, task: "summary", label: "faithful" as const };
    const cases: BenchCase[] = [
      { ...base, id: "a", sources: [{ text: LIBRARY }], answer: "x" },
      { ...base, id: "b", sources: [{ text: BRIDGE }], answer: "y" },
      { ...base, id: "c", sources: [{ text: LIBRARY }], answer: "z" },
    ];
    expect(documentsOf(cases).map((d) => d.origins)).toEqual([["a", "c"], ["b"]]);
    expect(documentKey(cases[0]!.sources)).toBe(documentKey(cases[2]!.sources));
    expect(documentKey(cases[0]!.sources)).not.toBe(documentKey(cases[1]!.sources));
  });
});
