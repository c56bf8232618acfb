// From a model's verdict to the judge's: a model may only support or contradict a claim with a
// passage of that claim's own evidence, so a hallucinated quote, or an instruction planted in a
// source and quoted back, never makes a claim supported.
import type { JudgeVerdict } from "../judge.js";
import type { RuleReport } from "../../types.js";
import { matchKey } from "../../analysis.js";
import { tokenize } from "../../text/tokens.js";
import { asData, type PromptClaim } from "./prompt.js";
import { shorten, type ReplyEntry } from "./reply.js";

const NO_VERDICT = "judge gave no verdict";
/** Characters of the model's own reason kept in a message. */
const REASON_CHARS = 200;

/**
 * The form in which a quote and its evidence are compared: models re-space text, curl or
 * straighten quote marks, and capitalise a quote that starts mid-sentence; none of that changes
 * what the passage says. Delimiter brackets were shown as plain brackets, so they compare as such.
 */
export function foldForQuote(text: string): string {
  return asData(text)
    .normalize("NFKC")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/\s+/g, " ")
    .toLowerCase()
    .trim();
}

/** A quote without the marks and ellipses that models put around it; empty when nothing is left. */
function quoteCore(quote: string): string {
  return foldForQuote(quote).replace(/^(?:\.\.\.|["'\s.,;:])+|(?:\.\.\.|["'\s.,;:])+$/g, "");
}

/** Whether the quote is a passage of one of the claim's sources (within one shown part). */
export function quoteInEvidence(quote: string, claim: PromptClaim): boolean {
  const core = quoteCore(quote);
  return core !== "" && claim.sources.some((source) => source.segments.some((segment) => foldForQuote(segment).includes(core)));
}

function contentKeys(text: string): Set<string> {
  return new Set(tokenize(text).flatMap((t) => (!t.stop && t.kind !== "symbol" ? [matchKey(t)] : [])));
}

/**
 * Whether the quote is about the claim at all: it shares a content word or a number with it.
 * A verbatim sentence of a source that says nothing of the claim (an instruction planted in
 * the source, above all) is no support for it.
 */
export function quoteSharesContent(quote: string, statement: string): boolean {
  const claimKeys = contentKeys(statement);
  for (const key of contentKeys(quote)) if (claimKeys.has(key)) return true;
  return false;
}

function unsupported(message: string, undecided = false): JudgeVerdict {
  return { verdict: "unsupported", score: 0, reasons: [{ code: "S1", message }], ...(undecided ? { undecided: true } : {}) };
}

/** The verdict for a claim the model did not answer usably; `problem` says what went wrong. */
export function noVerdict(problem: string): JudgeVerdict {
  return unsupported(`${NO_VERDICT}: ${problem}`, true);
}

/**
 * The judge's verdict for one claim from the model's entry for it. `label` names the evidence
 * in messages ("[c1]"). Support and contradiction need a quote found verbatim in the claim's
 * evidence that shares content with the claim; without one the claim is unsupported.
 */
export function decide(claim: PromptClaim, label: string, entry: ReplyEntry | undefined): JudgeVerdict {
  if (entry === undefined) return noVerdict("the reply had no verdict for this claim");
  if ("problem" in entry) return noVerdict(entry.problem);
  const reason = shorten(entry.reason, REASON_CHARS);
  if (entry.verdict === "unsupported") return unsupported(`${label} does not state the claim${reason ? `: ${reason}` : ""}`);
  const said = entry.verdict === "supported" ? "supports" : "contradicts";
  if (quoteCore(entry.quote) === "") return unsupported(`the judge said ${label} ${said} the claim but quoted nothing`);
  const quoted = `"${shorten(entry.quote)}"`;
  if (!quoteInEvidence(entry.quote, claim)) return unsupported(`the judge's quote is not in ${label}: ${quoted}`);
  if (!quoteSharesContent(entry.quote, claim.statement)) return unsupported(`the judge's quote from ${label} shares nothing with the claim: ${quoted}`);
  if (entry.verdict === "supported") return { verdict: "supported", score: 1, reasons: [] };
  const report: RuleReport = { code: "X1", message: `${label} contradicts the claim: ${quoted}${reason ? ` (${reason})` : ""}` };
  return { verdict: "contradicted", score: 0, reasons: [report] };
}
