import type { Claim, CitationMarker, CitationRef, Code, Evidence, RuleReport, Severity } from "../types.js";
import type { Analysed } from "../analysis.js";
import type { Alignment } from "../align.js";
import type { Region, SourceSentence } from "../context-index.js";
import type { Lexicon } from "../lexicon/wordnet.js";

export interface RuleMeta {
  /** Stable id, also the file name: `number-mismatch`. */
  id: string;
  /** The code the rule reports unless a report names another (N1 vs X1). */
  code: Code;
  description: string;
  severity: Severity;
}

/** A claim against the evidence it is checked with (its cited regions, or a candidate chunk). */
export interface ContentContext {
  claim: Analysed;
  regions: readonly Region[];
  alignment: Alignment;
  lexicon?: Lexicon;
  /** The sentence as evidence to show (chunk id, quote, line, and the chunk's title/url/metadata). */
  evidence(sentence: SourceSentence): Evidence;
  /** How to name a sentence's place in a message: "[c1]", "[A:L12]". */
  where(sentence: SourceSentence): string;
  /** Every sentence of a chunk, for rules that read beyond the cited lines (Q1). */
  chunkSentences(chunk: number): readonly SourceSentence[];
  /** Entity keys that the user declared to mean the same as this one. */
  aliasesOf(key: string): readonly string[];
  /** The question the answer replies to, where one was given: a terse answer says what it asks. */
  question?: Analysed;
}

export interface ContentRule {
  meta: RuleMeta;
  check(context: ContentContext): RuleReport[];
}

export interface UnresolvedRef {
  ref: CitationRef;
  marker: CitationMarker;
  why: "unknown-source" | "unknown-line" | "range-too-long";
  /** For unknown lines: how many lines the source has. */
  lineCount?: number;
}

/** What the engine knows about a claim's citations once it has checked the claim. */
export interface CitationContext {
  claim: Claim;
  unresolved: readonly UnresolvedRef[];
  cited: readonly Region[];
  supportedByCited: boolean;
  /** A chunk the claim does not cite that supports it, when one was found. */
  supportedElsewhere?: { label: string; quote: string };
  maxRangeLines: number;
  /** False in the audit's lenient mode, where an uncited claim is checked against every source instead. */
  citationsRequired: boolean;
}

export interface CitationRule {
  meta: RuleMeta;
  check(context: CitationContext): RuleReport[];
}
