import type { Chunk, Claim, ClaimResult, Evidence, Reason, RuleReport, Span, Verdict, VerifyResult } from "./types.js";
import { analyse, flatten, flattenStatement, matchKey, type Analysed } from "./analysis.js";
import { extractDates, type DateMention } from "./quantities/index.js";
import { align, type AlignOptions, type Alignment } from "./align.js";
import { ContextIndex, regionLabels, type Region, type SourceSentence } from "./context-index.js";
import { extractClaims } from "./text/claims.js";
import { detectLang } from "./text/lang.js";
import { positionFinder } from "./text/positions.js";
import { loadLexicon, type Lexicon } from "./lexicon/wordnet.js";
import { BUILT_IN_ALIASES } from "./lexicon/acronyms.js";
import { citationRules, contentRules, type RuleMeta } from "./rules/index.js";
import type { UnresolvedRef } from "./rules/rule.js";
import { copiedWhole, keysPerClause, restSaidOfAnother, saidOfSomethingElse } from "./rules/clauses.js";
import type { Judge, JudgeVerdict } from "./judge/judge.js";
import { lexicalJudge } from "./judge/lexical.js";
import { summarize } from "./summary.js";
import { entityKey } from "./text/entities.js";
import { LIGHT_WORDS, REPORTING_WORDS, ZH_LIGHT_WORDS } from "./text/stopwords.js";
import { stem } from "./text/stem.js";

export interface VerifyInput {
  answer: string;
  chunks: Chunk[];
  question?: string;
}

export interface VerifyOptions {
  /** Gate: fail when faithfulness falls below this (0..1). */
  minFaithfulness?: number;
  judge?: Judge;
  /**
   * `cited` (default): each claim is checked against the chunks it cites. `all`: citations are
   * ignored and each claim is checked against every chunk (benchmarks, answers without markers).
   */
  scope?: "cited" | "all";
  /** The most lines one `[A:L12-15]` citation may cover. */
  maxRangeLines?: number;
  /**
   * What to do with a claim that cites nothing: `flag` it (C3, the default), or `check-all`
   * chunks for it (the audit's lenient mode).
   */
  uncited?: "flag" | "check-all";
  /** Groups of names that mean the same thing (["星尘-3", "星尘 3 号"]): one stands for another. Added to the built-in ones (GDP, 国内生产总值). */
  aliases?: readonly (readonly string[])[];
}

/** Input the engine cannot check: empty answer or context, a malformed chunk. */
export class VerifyInputError extends Error {
  override name = "VerifyInputError";
  constructor(
    message: string,
    /** Which input is at fault, so a caller can name its file. */
    readonly input: "answer" | "context",
  ) {
    super(message);
  }
}

export const DEFAULT_MAX_RANGE_LINES = 5;
const LIGHT_WEIGHT = 0.3;
const LIGHT_KEYS: ReadonlySet<string> = new Set([...LIGHT_WORDS, ...REPORTING_WORDS, ...ZH_LIGHT_WORDS].map(stem));
/** What aliasesOf gives a name with none: one shared list, not a new one per word asked (read-only by its type; not frozen, which would give it a slower kind of elements). */
const NO_ALIASES: readonly string[] = [];
/** How many uncited chunks to try when the cited ones do not support a claim. */
const ALTERNATIVES = 3;

interface Item {
  claim: Analysed;
  statement: string;
  regions: Region[];
  /** Name evidence by line (`[A:L5]`) rather than by chunk (`[c1]`). */
  byLine: boolean;
}

interface Outcome {
  verdict: Verdict;
  score: number;
  reasons: Reason[];
  evidence: Evidence[];
  alignment: Alignment;
  decidedBy: string;
  undecided: boolean;
}

function checkInput(input: VerifyInput): void {
  if (typeof input.answer !== "string" || input.answer.trim() === "") throw new VerifyInputError("the answer is empty", "answer");
  if (!Array.isArray(input.chunks) || input.chunks.length === 0) throw new VerifyInputError("the context has no chunks", "context");
  const seen = new Set<string>();
  input.chunks.forEach((chunk, i) => {
    if (typeof chunk?.id !== "string" || chunk.id === "") throw new VerifyInputError(`chunk ${i + 1} has no id`, "context");
    if (typeof chunk.text !== "string") throw new VerifyInputError(`chunk '${chunk.id}' has no text`, "context");
    if (seen.has(chunk.id)) throw new VerifyInputError(`chunk id '${chunk.id}' appears twice`, "context");
    seen.add(chunk.id);
  });
}

function stamp(meta: RuleMeta, report: RuleReport, claim: Span): Reason {
  const span = report.span ?? claim;
  return { ...report, code: report.code ?? meta.code, ruleId: meta.id, severity: meta.severity, span: { start: span.start, end: span.end } };
}

/**
 * Every report of the rules on one context, stamped with its rule, in rule order. Plain loops:
 * flatMap reads each result back as a generic property, and this runs for every rule on every claim.
 */
function runRules<C>(rules: readonly { meta: RuleMeta; check(context: C): RuleReport[] }[], context: C, claim: Span): Reason[] {
  const reasons: Reason[] = [];
  // Indexed loops, as for-of allocates an iterator result per step in code not yet optimised.
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    const reports = rule.check(context);
    for (let k = 0; k < reports.length; k++) reasons.push(stamp(rule.meta, reports[k]!, claim));
  }
  return reasons;
}

/** Whether the best sentence lacks a claim word that another aligned sentence has. */
function lacksAWord(alignment: Alignment, claim: Analysed): boolean {
  const best = alignment.sentences[0];
  return best !== undefined && alignment.sentences.length > 1 && claim.content.some((t) => !best.keys.has(matchKey(t)));
}

/**
 * Only one of the claim and its best sentence has a negation: the sentence may state the denied
 * word's opposite ("not open" against "closed"). Or the sentence has a claim word only in a
 * clause of something else, and may say the opposite where it speaks of the claim's thing: "opens
 * on Mondays" against "Opening hours are 10:00 to 18:00; the museum is closed on Mondays". Or it
 * has a claim word where it says less of the claim than elsewhere ("the female has a black head"
 * against "the male has a black head; the female's head is brown").
 */
function mayOppose(alignment: Alignment, claim: Analysed): boolean {
  const best = alignment.sentences[0];
  if (best === undefined) return false;
  if (claim.negations.length > 0 !== best.negations.length > 0) return true;
  // A sentence of one clause says nothing of something else (saidOfSomethingElse finds no clause
  // to read): its keys need not be gathered into a set for this, and mostly never are after.
  if (keysPerClause(best).length === 0) return false;
  for (const key of claim.keys) if (best.keys.has(key) && (saidOfSomethingElse(claim, key, best) || restSaidOfAnother(claim, key, best, () => true))) return true;
  return false;
}

function verdictOf(reasons: readonly Reason[], judged: Verdict): Verdict {
  if (reasons.some((r) => r.code === "X1")) return "contradicted";
  if (judged !== "supported" || reasons.some((r) => r.severity === "error")) return "unsupported";
  return "supported";
}

/** Checks claims against regions of one context: alignment, deterministic rules, then the judge. */
class Checker {
  private lexicon?: Lexicon;
  /** The question a QA answer replies to, analysed once: its words pick evidence, and its act is a terse answer's (agent-swap). */
  private readonly asked?: Analysed;
  private readonly aliases = new Map<string, string[]>();
  /** Alignment weights by match key (alignAll). */
  private readonly weights = new Map<string, number>();

  constructor(
    private readonly index: ContextIndex,
    private readonly judge: Judge,
    private readonly question?: string,
    aliases: readonly (readonly string[])[] = [],
  ) {
    if (question) this.asked = analyse(question);
    for (const group of aliases) {
      const keys = group.map(entityKey);
      for (const key of keys) this.aliases.set(key, [...new Set([...(this.aliases.get(key) ?? []), ...keys.filter((k) => k !== key)])]);
    }
  }

  evidence(sentence: SourceSentence): Evidence {
    const chunk = this.index.chunks[sentence.chunk]!;
    const { title, url, metadata } = chunk;
    return {
      chunkId: chunk.id,
      quote: sentence.text,
      start: sentence.start,
      end: sentence.end,
      line: sentence.line,
      ...(title !== undefined ? { title } : {}),
      ...(url !== undefined ? { url } : {}),
      ...(metadata !== undefined ? { metadata } : {}),
    };
  }

  where(sentence: SourceSentence, byLine: boolean): string {
    const id = this.index.chunks[sentence.chunk]!.id;
    if (!byLine) return `[${id}]`;
    return `[${lineLabel(id, sentence.line, sentence.lastLine)}]`;
  }

  private alignAll(items: readonly Item[]): Alignment[] {
    // A key's weight is asked for every claim word: worked out once per key of the run (the index is fixed).
    const weight = (key: string): number => {
      let w = this.weights.get(key);
      if (w === undefined) {
        w = this.index.idf(key) * (LIGHT_KEYS.has(key) ? LIGHT_WEIGHT : 1);
        this.weights.set(key, w);
      }
      return w;
    };
    const aliasesOf = this.aliases.size > 0 ? (key: string) => this.aliases.get(key) ?? NO_ALIASES : undefined;
    const options: AlignOptions = { weight, ...(this.lexicon ? { lexicon: this.lexicon } : {}), ...(this.asked ? { questionKeys: this.asked.keys } : {}), ...(aliasesOf ? { aliasesOf } : {}) };
    return items.map((item) => align(item.claim, item.regions, options));
  }

  /**
   * `loadLexicon: false` uses WordNet only if an earlier check loaded it: a search for another
   * chunk that holds a claim is not worth the load.
   */
  async check(items: readonly Item[], { loadLexicon: mayLoad = true }: { loadLexicon?: boolean } = {}): Promise<Outcome[]> {
    if (items.length === 0) return [];
    let alignments = this.alignAll(items);
    // WordNet costs a load; take it only when some claim word is not literally in its best
    // evidence sentence (it may be in another: "severe disease" beside "side effects were mild"),
    // or, for the rules, when the sentence may oppose a word it also has (mayOppose).
    if (mayLoad && !this.lexicon && alignments.some((a, i) => items[i]!.regions.length > 0 && (a.unmatched.length > 0 || lacksAWord(a, items[i]!.claim)))) {
      this.lexicon = await loadLexicon();
      alignments = this.alignAll(items);
    } else if (mayLoad && !this.lexicon && alignments.some((a, i) => items[i]!.regions.length > 0 && mayOppose(a, items[i]!.claim))) {
      // Only the rules need it: every claim word is where the alignment found it.
      this.lexicon = await loadLexicon();
    }
    // The deterministic rules run first: their findings stand whatever the judge says, and a
    // judge may weigh them (the learned lexical judge does).
    // What the rules may ask of the context, made once for every claim (a claim's citations by
    // line or by chunk choose how evidence is named).
    const evidence = (s: SourceSentence): Evidence => this.evidence(s);
    const whereByChunk = (s: SourceSentence): string => this.where(s, false);
    const whereByLine = (s: SourceSentence): string => this.where(s, true);
    const chunkSentences = (chunk: number): SourceSentence[] => this.index.sentences(chunk);
    const aliasesOf = (key: string): readonly string[] => this.aliases.get(key) ?? NO_ALIASES;
    const ruleReasons = items.map((item, i) => {
      if (item.regions.length === 0) return [];
      // A claim copied from a sentence of its source is at odds with nothing there (tested before
      // the rules' context is made: most claims of a faithful answer are).
      if (item.regions.some((region) => copiedWhole(item.claim, region.sentences))) return [];
      const context = {
        claim: item.claim,
        regions: item.regions,
        alignment: alignments[i]!,
        ...(this.lexicon ? { lexicon: this.lexicon } : {}),
        evidence,
        where: item.byLine ? whereByLine : whereByChunk,
        chunkSentences,
        aliasesOf,
        ...(this.asked ? { question: this.asked } : {}),
      };
      return runRules(contentRules, context, item.claim);
    });
    const verdicts = await this.judge.judge(
      items.map((item, i) => ({
        claim: item.claim,
        statement: item.statement,
        ...(this.question ? { question: this.question } : {}),
        regions: item.regions,
        alignment: alignments[i]!,
        findings: ruleReasons[i]!,
        label: regionLabels(item.regions),
      })),
    );
    return items.map((item, i) => {
      const alignment = alignments[i]!;
      const judged: JudgeVerdict = verdicts[i] ?? { verdict: "unsupported", score: 0, reasons: [{ message: "judge gave no verdict" }], undecided: true };
      const decidedBy = judged.decidedBy ?? this.judge.id;
      const judgeMeta: RuleMeta = { id: `judge:${decidedBy}`, code: "S1", description: "The judge does not find the claim entailed by its evidence.", severity: "error" };
      const reasons = ruleReasons[i]!;
      reasons.push(...judged.reasons.map((report) => stamp(judgeMeta, report, item.claim)));
      const verdict = verdictOf(reasons, judged.verdict);
      const cited: Evidence[] = [];
      for (let k = 0; k < reasons.length; k++) if (reasons[k]!.evidence) cited.push(reasons[k]!.evidence!);
      for (let k = 0; k < alignment.sentences.length; k++) cited.push(this.evidence(alignment.sentences[k]!));
      const evidence = dedupeEvidence(cited);
      return { verdict, score: verdict === "contradicted" ? 0 : judged.score, reasons, evidence, alignment, decidedBy, undecided: judged.undecided === true };
    });
  }
}

/** "A:L12", or "A:L12-15" for a range: how line citations and locations are written everywhere. */
function lineLabel(source: string, from: number, to: number): string {
  return to > from ? `${source}:L${from}-${to}` : `${source}:L${from}`;
}

function dedupeEvidence(list: readonly Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const key = `${e.chunkId}:${e.start}:${e.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A length of time counted on from an earlier moment: "32 years later", 四年后, "two days after", "13 years apart". */
const LATER_AFTER = /^\s*(?:later|afterwards|after\s+that|on|apart)(?![A-Za-z])|^\s*(?:后|之后|以后)/iu;
/** …or apart from another moment: "距首次公布相隔28年", 时隔五年. */
const APART_BEFORE = /(?:相隔|相距|时隔|间隔)(?:了|约|近)?\s*$/u;
/** How far back in the answer the moment counted from is looked for: the claim's sentence and the one before, most often. */
const EARLIER_DATE_REACH = 240;

/** The last date the answer gives before the claim, where the claim counts a length of time on from it, and gives no date of its own. */
function countsOnFromEarlier(answer: string, claim: Claim, local: Analysed): DateMention | undefined {
  if (local.dates.length > 0) return undefined;
  const counts = local.quantities.some((q) => q.dimension === "time" && (LATER_AFTER.test(local.text.slice(q.end - local.start)) || APART_BEFORE.test(local.text.slice(0, q.start - local.start))));
  if (!counts) return undefined;
  const before = answer.slice(Math.max(0, claim.start - EARLIER_DATE_REACH), claim.start);
  const paragraph = before.slice(before.lastIndexOf("\n\n") + 1);
  return extractDates(paragraph).at(-1);
}

/** The claim's own words in the answer, plus any words its standalone text adds (a shared subject). */
function analyseClaim(answer: string, claim: Claim): Analysed {
  const own = analyse(answer.slice(claim.start, claim.end), claim.start, claim.markers);
  const earlierDate = countsOnFromEarlier(answer, claim, own);
  const dated = earlierDate ? { ...own, earlierDate } : own;
  const split = claim.sentence.start < claim.start || claim.sentence.end > claim.end;
  const before = answer.slice(claim.sentence.start, claim.start);
  const after = answer.slice(claim.end, claim.sentence.end);
  const local = split ? { ...dated, restOfSentence: flatten(`${before} ${after}`), restOfSentenceText: [before, after] as const } : dated;
  if (local.flat.includes(flattenStatement(claim.text).replace(/[.。!！?？]$/u, ""))) return local;
  const standalone = analyse(claim.text);
  const added = standalone.content.filter((t) => !local.keys.has(matchKey(t))).map((t) => ({ ...t, start: claim.start, end: claim.start }));
  // The subject's measures (not a bare number, which may be a model's, "Nova 12 Pro") stand before
  // the claim, where a rule that reads order finds them first.
  const subjectQuantities = standalone.quantities
    .filter((q) => q.unit !== "" && !local.quantities.some((own) => own.raw === q.raw))
    .map((q) => ({ ...q, start: claim.start, end: claim.start }));
  const withFigures = subjectQuantities.length > 0 ? { ...local, subjectQuantities } : local;
  if (added.length === 0) return withFigures;
  return { ...withFigures, content: [...added, ...local.content], keys: new Set([...local.keys, ...standalone.keys]) };
}

/**
 * An answer to a question can be a bare value ("2006", "42 km") that no sentence rule takes for
 * a claim; read with its question, it is one.
 */
function terseAnswer(answer: string): Claim[] {
  const start = answer.search(/\S/);
  if (start < 0) return [];
  const end = answer.trimEnd().length;
  const text = answer.slice(start, end);
  return [{ id: "c1", text, start, end, sentence: { start, end }, citations: [], markers: [], lang: detectLang(text) }];
}

interface Resolution {
  regions: Region[];
  unresolved: UnresolvedRef[];
  byLine: boolean;
}

const TEXT_FILE_EXTENSION = /\.(?:md|markdown|txt|text|rst)$/i;

function resolveCitations(claim: Claim, index: ContextIndex, maxRangeLines: number): Resolution {
  const regions = new Map<string, Region>();
  const unresolved: UnresolvedRef[] = [];
  let byLine = false;
  for (let m = 0; m < claim.markers.length; m++) {
    const marker = claim.markers[m]!;
    const refs = marker.refs;
    for (let k = 0; k < refs.length; k++) {
      const ref = refs[k]!;
      // A folder's files are chunks named without their extension; an answer may cite "guide.md".
      let chunk = index.indexOf(ref.source) ?? index.indexOf(ref.source.replace(TEXT_FILE_EXTENSION, ""));
      if (chunk === undefined && ref.kind === "numeric") {
        const n = Number(ref.source);
        if (Number.isInteger(n) && n >= 1 && n <= index.chunks.length) chunk = n - 1;
      }
      if (chunk === undefined) {
        unresolved.push({ ref, marker, why: "unknown-source" });
        continue;
      }
      if (!ref.lines) {
        const region = index.wholeChunk(chunk);
        regions.set(region.label, region);
        continue;
      }
      byLine = true;
      const { from, to } = ref.lines;
      const lineCount = index.lineCount(chunk);
      if (from < 1 || to < from || to > lineCount) {
        unresolved.push({ ref, marker, why: "unknown-line", lineCount });
        continue;
      }
      if (to - from + 1 > maxRangeLines) {
        unresolved.push({ ref, marker, why: "range-too-long" });
        continue;
      }
      const label = lineLabel(index.chunks[chunk]!.id, from, to);
      regions.set(label, index.lines(chunk, from, to, label));
    }
  }
  return { regions: [...regions.values()], unresolved, byLine };
}

/**
 * Check every claim of an answer against the chunks it cites. Pure: no file or network access
 * of its own (model judges passed in may reach their endpoints).
 */
export async function verify(input: VerifyInput, options: VerifyOptions = {}): Promise<VerifyResult> {
  checkInput(input);
  const extracted = extractClaims(input.answer, { sourceIds: input.chunks.map((c) => c.id) });
  const claims = extracted.length === 0 && input.question ? terseAnswer(input.answer) : extracted;
  if (claims.length === 0) throw new VerifyInputError("no claims found (headings, code and front matter yield none)", "answer");
  const judge = options.judge ?? lexicalJudge;
  const scope = options.scope ?? "cited";
  const maxRangeLines = options.maxRangeLines ?? DEFAULT_MAX_RANGE_LINES;
  const index = new ContextIndex(input.chunks);
  const checker = new Checker(index, judge, input.question, [...BUILT_IN_ALIASES, ...(options.aliases ?? [])]);
  const checkAllUncited = options.uncited === "check-all";

  const everything = scope === "all" || checkAllUncited ? input.chunks.map((_, i) => index.wholeChunk(i)) : [];
  const resolutions = claims.map((claim) =>
    scope === "all" || (checkAllUncited && claim.markers.length === 0) ? { regions: everything, unresolved: [], byLine: false } : resolveCitations(claim, index, maxRangeLines),
  );
  const items: Item[] = claims.map((claim, i) => ({ claim: analyseClaim(input.answer, claim), statement: claim.text, regions: resolutions[i]!.regions, byLine: resolutions[i]!.byLine }));
  const outcomes = await checker.check(items);

  const elsewhere = scope === "cited" ? await findSupportElsewhere(items, outcomes, index, checker) : [];
  const position = positionFinder(input.answer);
  const results: ClaimResult[] = claims.map((claim, i) => {
    const outcome = outcomes[i]!;
    const { regions, unresolved } = resolutions[i]!;
    const citationContext = {
      claim,
      unresolved,
      cited: regions,
      supportedByCited: outcome.verdict === "supported",
      ...(elsewhere[i] ? { supportedElsewhere: elsewhere[i] } : {}),
      maxRangeLines,
      citationsRequired: !checkAllUncited,
    };
    const citationReasons = scope === "cited" ? runRules(citationRules, citationContext, claim) : [];
    // A claim with nothing to check against has no judged support, only its citation problems.
    // One that another chunk holds is not contradicted by the cited one's differing value.
    const contentReasons = elsewhere[i] ? outcome.reasons.filter((r) => r.code !== "X1") : outcome.reasons;
    const reasons = regions.length === 0 ? citationReasons : [...citationReasons, ...contentReasons];
    const verdict = regions.length === 0 ? "unsupported" : verdictOf(reasons, outcome.verdict);
    const { line, column } = position(claim.start);
    return {
      id: claim.id,
      text: claim.text,
      start: claim.start,
      end: claim.end,
      line,
      column,
      citations: claim.citations.map((c) => (c.lines ? lineLabel(c.source, c.lines.from, c.lines.to) : c.source)),
      verdict,
      score: regions.length === 0 ? 0 : outcome.score,
      coverage: regions.length === 0 ? 0 : Math.round(outcome.alignment.coverage * 10000) / 10000,
      judge: regions.length === 0 ? judge.id : outcome.decidedBy,
      ...(regions.length > 0 && outcome.undecided ? { undecided: true as const } : {}),
      reasons: reasons.sort((a, b) => a.span.start - b.span.start),
      evidence: outcome.evidence,
    };
  });
  const usage = judge.usage?.();
  return { summary: summarize(results, options.minFaithfulness), claims: results, judge: { id: judge.id, version: judge.version, ...(usage ? { usage } : {}) } };
}

/** The runs of digits of the claim's numbers and dates, as written ("49" of "$49"). */
function digitsOf(claim: Analysed): string[] {
  const runs: string[] = [];
  for (const mention of [...claim.quantities, ...claim.dates]) runs.push(...(mention.raw.match(/\d+/g) ?? []));
  return runs;
}

/**
 * For claims their citations do not carry, look for a chunk (or, for line citations, another
 * line of the cited source) that would: it turns "unsupported" into "cited the wrong chunk".
 */
async function findSupportElsewhere(items: readonly Item[], outcomes: readonly Outcome[], index: ContextIndex, checker: Checker): Promise<({ label: string; quote: string } | undefined)[]> {
  const tries: { claim: number; item: Item }[] = [];
  items.forEach((item, i) => {
    const { verdict } = outcomes[i]!;
    if (verdict === "supported") return;
    const cited = new Set(item.regions.map((r) => r.chunk));
    let candidates: number[];
    if (verdict === "contradicted") {
      // Tried only in chunks that write every figure and word of it: such a chunk shows that the
      // value the cited one gave was about something else ("the base model costs $1,299" cited
      // for "the charger costs $49"), so the citation is what is wrong.
      candidates = index.chunksWriting(digitsOf(item.claim), item.claim.keys, cited).slice(0, ALTERNATIVES);
    } else {
      candidates = item.byLine ? [...cited] : [];
      candidates.push(...index.search(item.claim.keys, ALTERNATIVES, cited));
    }
    for (const chunk of candidates) tries.push({ claim: i, item: { ...item, regions: [index.wholeChunk(chunk)] } });
  });
  const results = await checker.check(tries.map((t) => t.item), { loadLexicon: false });
  const found: ({ label: string; quote: string } | undefined)[] = items.map(() => undefined);
  tries.forEach((t, k) => {
    const outcome = results[k]!;
    const best = outcome.alignment.sentences[0];
    if (found[t.claim] || outcome.verdict !== "supported" || !best) return;
    const label = checker.where(best, t.item.byLine).slice(1, -1);
    if (t.item.regions[0] && items[t.claim]!.regions.some((r) => r.label === label)) return;
    found[t.claim] = { label, quote: best.text };
  });
  return found;
}
