// Labelled claims made from any text, FactCC-style: a sentence of a document, shortened or
// reworded, is supported by it; the same sentence with a number, date, name, polarity or word
// meaning changed is contradicted; with a fact added, or a sentence of another document, it is
// unsupported. They teach the lexical judge what the dev sets take for granted, in English and
// Chinese, and they come out as cases in the format of DESIGN.md so that bench and train read
// them like any other. Deterministic: the same documents and seed give the same cases.
import { flatten } from "../../analysis.js";
import { ContextIndex, type SourceSentence } from "../../context-index.js";
import type { Lexicon } from "../../lexicon/wordnet.js";
import type { BenchCase } from "../../bench/run.js";
import type { EntityMention } from "../../text/entities.js";
import type { Lang, Verdict } from "../../types.js";
import { fnv1a, seededRandom, type Random } from "../hash.js";
import * as chinese from "./chinese.js";
import * as english from "./english.js";
import { changed, viewSentence, type SentenceView } from "./sentence.js";
import { changeDate, changeNumber, fuse, otherDocument, swapEntity, type DocumentContext, type Perturb } from "./shared.js";

export const SUPPORTED_KINDS = ["compress", "synonym", "fusion", "clause", "copy"] as const;
/** Contradicting and unsupported kinds interleaved, so that a document with few examples gets some of each. */
export const HALLUCINATED_KINDS = ["negation", "other-document", "number", "added-modifier", "entity", "added-clause", "antonym", "date"] as const;
export type SyntheticKind = (typeof SUPPORTED_KINDS)[number] | (typeof HALLUCINATED_KINDS)[number];

export const KIND_VERDICT: Readonly<Record<SyntheticKind, Verdict>> = {
  copy: "supported",
  compress: "supported",
  clause: "supported",
  synonym: "supported",
  fusion: "supported",
  negation: "contradicted",
  number: "contradicted",
  date: "contradicted",
  entity: "contradicted",
  antonym: "contradicted",
  "other-document": "unsupported",
  "added-clause": "unsupported",
  "added-modifier": "unsupported",
};

const copy: Perturb = (sentence) => sentence.text;

const PERTURBATIONS: Readonly<Record<Lang, Partial<Record<SyntheticKind, Perturb>>>> = {
  en: {
    copy,
    compress: english.compress,
    clause: english.clause,
    synonym: english.synonym,
    fusion: fuse,
    negation: english.negation,
    number: changeNumber,
    date: changeDate,
    entity: swapEntity,
    antonym: english.antonym,
    "other-document": otherDocument,
    "added-clause": english.addedClause,
    "added-modifier": english.addedModifier,
  },
  zh: {
    copy,
    compress: chinese.compress,
    clause: chinese.clause,
    fusion: fuse,
    negation: chinese.negation,
    number: changeNumber,
    date: changeDate,
    entity: swapEntity,
    antonym: chinese.antonym,
    "other-document": otherDocument,
    "added-clause": chinese.addedClause,
    "added-modifier": chinese.addedModifier,
  },
};

/** The dataset name of synthetic cases: train weighs them apart from labelled files, and never measures them. */
const SYNTHETIC_DATASET: Readonly<Record<Lang, string>> = { en: "synthetic-en", zh: "synthetic-zh" };

export function isSyntheticDataset(dataset: string): boolean {
  return dataset.startsWith("synthetic-");
}

/** The sources of one or more cases: what synthetic claims are made from. */
export interface SourceDocument {
  /** Ids of the cases that have these sources, in input order; the first names the synthetic cases. */
  origins: string[];
  lang: Lang;
  sources: BenchCase["sources"];
}

/** Identifies a set of sources by their texts: cases with the same sources share a document. */
export function documentKey(sources: BenchCase["sources"]): string {
  const text = sources.map((s) => s.text).join("\u0000");
  return `${fnv1a(text).toString(16).padStart(8, "0")}${fnv1a(text, 0x01234567).toString(16).padStart(8, "0")}`;
}

/** The distinct documents of some cases (answers and labels are not read). */
export function documentsOf(cases: readonly BenchCase[]): SourceDocument[] {
  const byKey = new Map<string, SourceDocument>();
  for (const benchCase of cases) {
    const key = documentKey(benchCase.sources);
    const found = byKey.get(key);
    if (found) found.origins.push(benchCase.id);
    else byKey.set(key, { origins: [benchCase.id], lang: benchCase.lang, sources: benchCase.sources });
  }
  return [...byKey.values()];
}

export const DEFAULT_SEED = 1;

export interface SynthesisOptions {
  /** Claims made per document, half of them supported. */
  perDocument: number;
  seed: number;
  /** WordNet, for English synonyms, antonyms and verb lemmas; without it those kinds are skipped. */
  lexicon?: Lexicon;
  /** Only these kinds (default all). */
  kinds?: readonly SyntheticKind[];
}

const MAX_CLAIM = 600;
/** Sentences of other documents looked at for one borrowed sentence: the one sharing most words wins. */
const DONOR_SAMPLES = 12;
/** A borrowed sentence sharing more of its words with the document than this might be true of it. */
const DONOR_MAX_OVERLAP = 0.75;
/** Sentences of one document tried for one kind before the next kind is tried. */
const TRIES = 24;
/** Endings that make a word an adjective more often than not (suspicious, massive, careless, historic). */
const ADJECTIVE = /^[a-z]{3,}(?:ous|ive|ful|less|ic|ical|ible)$/;
const EN_DETERMINERS = new Set(["the", "a", "an", "its", "their", "his", "her", "our"]);

function hanCount(text: string): number {
  return (text.match(/\p{Script=Han}/gu) ?? []).length;
}

/** A sentence a writer could have made a claim of: prose, not a menu item, a link or a heading. */
function fitForClaim(text: string, lang: Lang): boolean {
  if (text.length > 400) return false;
  if (lang === "zh") return hanCount(text) >= 6 && hanCount(text) * 2 > text.length;
  if (text.length < 30 || /https?:|www\.|@|\||©|#|\{|\}/.test(text)) return false;
  if (!/^[\p{Lu}\d"“']/u.test(text) || !/[.!?]["”')]?$/u.test(text)) return false;
  const words = text.split(/\s+/).length;
  const letters = (text.match(/[\p{L}\s]/gu) ?? []).length;
  return words >= 6 && words <= 60 && letters > 0.8 * text.length;
}

interface Prepared {
  document: SourceDocument;
  key: string;
  candidates: SourceSentence[];
  context: DocumentContext;
  view(sentence: SourceSentence): SentenceView;
}

/** Borrowing from other documents of the same language, shared by all documents of one run. */
class Pool {
  private readonly sentences: { doc: number; sentence: SourceSentence }[] = [];
  readonly vocabulary = new Set<string>();
  private readonly views = new Map<SourceSentence, SentenceView>();

  constructor(readonly lang: Lang) {}

  add(doc: number, sentences: readonly SourceSentence[]): void {
    for (const sentence of sentences) this.sentences.push({ doc, sentence });
  }

  view(sentence: SourceSentence): SentenceView {
    let view = this.views.get(sentence);
    if (!view) this.views.set(sentence, (view = viewSentence(sentence.text, this.lang)));
    return view;
  }

  donor(doc: number, keys: ReadonlySet<string>, flat: string, random: Random): SentenceView | undefined {
    let best: SourceSentence | undefined;
    let bestScore = -1;
    for (let i = 0; i < DONOR_SAMPLES && this.sentences.length > 0; i++) {
      const { doc: from, sentence } = this.sentences[random.below(this.sentences.length)]!;
      if (from === doc || sentence.keys.size === 0 || flat.includes(sentence.flat)) continue;
      let shared = 0;
      for (const key of sentence.keys) if (keys.has(key)) shared++;
      const score = shared / sentence.keys.size;
      if (score < DONOR_MAX_OVERLAP && score > bestScore) {
        best = sentence;
        bestScore = score;
      }
    }
    return best && this.view(best);
  }

  modifier(doc: number, keys: ReadonlySet<string>, flat: string, random: Random): string | undefined {
    for (let i = 0; i < DONOR_SAMPLES && this.sentences.length > 0; i++) {
      const { doc: from, sentence } = this.sentences[random.below(this.sentences.length)]!;
      if (from === doc) continue;
      const tokens = this.view(sentence).tokens;
      for (let j = 0; j < tokens.length; j++) {
        const token = tokens[j]!;
        if (this.lang === "zh") {
          if (token.kind === "cjk" && token.tag === "a" && token.text.length >= 2 && !flat.includes(token.text)) return token.text;
        } else if (j > 0 && EN_DETERMINERS.has(tokens[j - 1]!.norm) && ADJECTIVE.test(token.text) && !keys.has(token.stem) && /^[a-z]/.test(tokens[j + 1]?.text ?? "")) {
          return token.text;
        }
      }
    }
    return undefined;
  }
}

function prepare(documents: readonly SourceDocument[], lexicon: Lexicon | undefined): Prepared[] {
  const pools: Record<Lang, Pool> = { en: new Pool("en"), zh: new Pool("zh") };
  return documents.map((document, i) => {
    const index = new ContextIndex(document.sources.map((source, chunk) => ({ id: String(chunk), text: source.text })));
    const all = document.sources.flatMap((_, chunk) => index.sentences(chunk));
    const candidates = all.filter((s) => fitForClaim(s.text, document.lang));
    const pool = pools[document.lang];
    pool.add(i, candidates);
    const keys = new Set<string>();
    for (const sentence of all) for (const key of sentence.keys) keys.add(key);
    for (const key of keys) pool.vocabulary.add(key);
    const names = new Map<string, EntityMention>();
    // Names and numbers of prose only: a page's menus and footers hold words that only look like names.
    for (const sentence of candidates) for (const entity of sentence.entities) if (entity.kind === "name" && !names.has(entity.key)) names.set(entity.key, entity);
    const flat = flatten(document.sources.map((s) => s.text).join("\n"));
    // A candidate's neighbour is the next sentence of the document, if that is a candidate too.
    const fit = new Set(candidates);
    const following = new Map<string, SourceSentence>();
    all.forEach((sentence, k) => {
      const after = all[k + 1];
      if (after && fit.has(after)) following.set(sentence.text, after);
    });
    const context: DocumentContext = {
      lang: document.lang,
      next: (sentence) => {
        const after = following.get(sentence.text);
        return after && pool.view(after);
      },
      flat,
      vocabulary: pool.vocabulary,
      names: [...names.values()],
      quantities: candidates.flatMap((s) => s.quantities),
      ...(lexicon ? { lexicon } : {}),
      donor: (random) => pool.donor(i, keys, flat, random),
      modifier: (random) => pool.modifier(i, keys, flat, random),
    };
    return { document, key: documentKey(document.sources), candidates, context, view: (sentence) => pool.view(sentence) };
  });
}

/** One claim of a kind from some sentence of the document, or undefined when no sentence offers one. */
function attempt(kind: SyntheticKind, prepared: Prepared, random: Random, made: ReadonlySet<string>): string | undefined {
  const perturb = PERTURBATIONS[prepared.document.lang][kind];
  if (!perturb) return undefined;
  const hallucinated = KIND_VERDICT[kind] !== "supported";
  for (const sentence of random.shuffle(prepared.candidates).slice(0, TRIES)) {
    const claim = perturb(prepared.view(sentence), prepared.context, random)?.trim();
    if (!claim || claim.length > MAX_CLAIM || made.has(claim)) continue;
    if (kind !== "copy" && !changed(claim, sentence.text)) continue;
    // A "changed" sentence the document holds word for word is no change at all.
    if (hallucinated && prepared.context.flat.includes(flatten(claim))) continue;
    return claim;
  }
  return undefined;
}

/** Labelled claims from the documents: `perDocument` each where the text allows, in document order. */
export function synthesize(documents: readonly SourceDocument[], options: SynthesisOptions): BenchCase[] {
  const prepared = prepare(documents, options.lexicon);
  const allowed = (kind: SyntheticKind): boolean => !options.kinds || options.kinds.includes(kind);
  const supportedKinds: readonly SyntheticKind[] = SUPPORTED_KINDS.filter(allowed);
  const hallucinatedKinds: readonly SyntheticKind[] = HALLUCINATED_KINDS.filter(allowed);
  const cases: BenchCase[] = [];
  for (const item of prepared) {
    if (item.candidates.length === 0) continue;
    const { lang, origins, sources } = item.document;
    // Seeded by the document, not its place in the run: adding a document changes no other's choices of kind.
    const random = seededRandom(fnv1a(`${options.seed}:${item.key}`));
    const offsets = { supported: random.below(supportedKinds.length || 1), hallucinated: random.below(hallucinatedKinds.length || 1) };
    const made = new Set<string>();
    for (let n = 0; n < options.perDocument; n++) {
      const supported = hallucinatedKinds.length === 0 || (supportedKinds.length > 0 && n % 2 === 0);
      const kinds = supported ? supportedKinds : hallucinatedKinds;
      const start = supported ? offsets.supported++ : offsets.hallucinated++;
      for (let k = 0; k < kinds.length; k++) {
        const kind = kinds[(start + k) % kinds.length]!;
        const claim = attempt(kind, item, random, made);
        if (claim === undefined) continue;
        made.add(claim);
        const verdict = KIND_VERDICT[kind];
        cases.push({
          id: `${SYNTHETIC_DATASET[lang]}/${origins[0]}/${n}-${kind}`,
          dataset: SYNTHETIC_DATASET[lang],
          lang,
          task: "claim",
          sources,
          answer: claim,
          label: verdict === "supported" ? "faithful" : "hallucinated",
          claims: [{ text: claim, label: verdict }],
        });
        break;
      }
    }
  }
  return cases;
}

/** The kind a synthetic case was made by, read back from its id. */
export function kindOf(id: string): SyntheticKind | undefined {
  const kind = /\/\d+-([a-z-]+)$/.exec(id)?.[1];
  return kind !== undefined && kind in KIND_VERDICT ? (kind as SyntheticKind) : undefined;
}
