import type { ClaimResult, Evidence, Verdict } from "../core/types.js";
import { CODE_TEXT, codesUsed } from "./codes.js";
import { anchorId, escapeHtml, htmlPage, legend, link, markedText, stackedBar, type Mark } from "./html-page.js";
import { gateLine } from "./summary.js";
import type { Reporter } from "./types.js";
import { evidenceRef, runLines } from "./verify-parts.js";

const VERDICTS: readonly Verdict[] = ["supported", "unsupported", "contradicted"];

// The marker beside each claim and in the bar: the verdict without relying on color.
const SIGN: Record<Verdict, string> = { supported: "✓", unsupported: "?", contradicted: "✗" };
const RANK: Record<Verdict, number> = { supported: 0, unsupported: 1, contradicted: 2 };
const MEANING: Record<Verdict, string> = {
  supported: "the cited source states it (solid underline)",
  unsupported: "the cited source does not state it, or the citation does not resolve (dashed underline)",
  contradicted: "the cited source says otherwise (wavy underline)",
};

/**
 * One self-contained page: the verdict bar and the gate, the answer with each
 * claim marked by verdict (its evidence, reasons and judge on hover, focus or
 * click), the flagged claims, the judge, and a legend.
 */
export const htmlReporter: Reporter = (result, ctx) => {
  const where = ctx.answerPath ?? "answer";
  const claims = [...result.claims].sort((a, b) => a.start - b.start);
  const marks: Mark[] = claims.map((claim) => ({
    id: anchorId("claim", claim.id),
    start: claim.start,
    end: claim.end,
    kind: `k-${claim.verdict}`,
    sign: SIGN[claim.verdict],
    rank: RANK[claim.verdict],
    tip: `<span class="tip-item">${claimDetails(claim)}</span>`,
  }));
  const text = markedText(ctx.answer, marks);
  const flagged = claims.filter((claim) => claim.verdict !== "supported");
  const { summary } = result;

  const body = [
    `<header>`,
    `<h1>groundcheck <small>${escapeHtml(where)}</small></h1>`,
    `<p class="gate ${summary.passed ? "pass" : "fail"}">${escapeHtml(gateLine(summary))}</p>`,
    stackedBar(VERDICTS.map((verdict) => ({ kind: `k-${verdict}`, sign: SIGN[verdict], label: verdict, count: summary[verdict] }))),
    `<p>${summary.claims} ${summary.claims === 1 ? "claim" : "claims"}: ${VERDICTS.map((verdict) => `${summary[verdict]} ${verdict}`).join(", ")}; faithfulness <strong>${summary.faithfulness.toFixed(2)}</strong></p>`,
    `</header>`,
    `<main>`,
    `<section><h2>Answer</h2>`,
    `<p class="meta">Hover, click or tab to a marked claim to see its evidence and reasons.</p>`,
    `<div class="text">${text.html}</div></section>`,
    `<section><h2>Flagged claims (${flagged.length})</h2>`,
    flagged.length === 0 ? "<p>None.</p>" : `<ol class="flagged">${flagged.map((claim) => flaggedItem(claim, text.anchor)).join("")}</ol>`,
    `</section>`,
    `<section><h2>Run</h2>${runLines(result).map((line) => `<p>${escapeHtml(line)}</p>`).join("")}</section>`,
    `<section><h2>Legend</h2>`,
    legend(VERDICTS.map((verdict) => ({ kind: `k-${verdict}`, sign: SIGN[verdict], label: verdict, meaning: MEANING[verdict] }))),
    codeTable(claims),
    `</section>`,
    `</main>`,
  ].join("\n");
  return htmlPage({ lang: "en", title: `groundcheck: ${where} (${summary.passed ? "PASS" : "FAIL"})`, body });
};

/**
 * What a claim's mark reveals and its entry in the flagged list show: verdict,
 * judge, claim, reasons, evidence. Phrasing markup only, since the mark is a span.
 */
function claimDetails(claim: ClaimResult): string {
  const decided = claim.undecided === true ? "no verdict from the judge" : `judge ${escapeHtml(claim.judge)}, score ${claim.score.toFixed(2)}`;
  const parts = [
    `<span class="badge k-${claim.verdict}">${SIGN[claim.verdict]} ${claim.verdict}</span> <span class="meta">${escapeHtml(claim.id)} · ${decided}</span>`,
    `<br><q>${escapeHtml(claim.text)}</q>`,
  ];
  if (claim.reasons.length > 0) {
    const reasons = claim.reasons.map((reason) => {
      const instead =
        reason.suggestion === undefined
          ? ""
          : `<br><span class="meta">instead</span> [${escapeHtml(reason.suggestion.chunkId)}] <q>${escapeHtml(reason.suggestion.quote)}</q>`;
      return `<span class="item"><code>${reason.code}</code> ${escapeHtml(reason.message)}${instead}</span>`;
    });
    parts.push(`<span class="list">${reasons.join("")}</span>`);
  }
  if (claim.evidence.length > 0) parts.push(`<span class="list">${claim.evidence.map(evidenceItem).join("")}</span>`);
  return parts.join("");
}

/** `[c3:L1] Stardust-3 press release` (a link when the chunk has a web address), then the quote. */
function evidenceItem(evidence: Evidence): string {
  const ref = evidenceRef(evidence);
  const name = evidence.title === undefined ? `[${ref}]` : `[${ref}] ${evidence.title}`;
  const label = evidence.url === undefined ? escapeHtml(name) : link(evidence.url, name);
  return `<span class="item"><span class="meta">evidence</span> ${label}<span class="quote">${escapeHtml(evidence.quote)}</span></span>`;
}

function flaggedItem(claim: ClaimResult, anchor: ReadonlyMap<string, string>): string {
  const target = anchor.get(anchorId("claim", claim.id));
  const place = `line ${claim.line}, column ${claim.column}`;
  const where = target === undefined ? place : `<a href="#${target}" data-focus="${target}">${place}</a>`;
  return `<li><span class="meta">${where}</span><br>${claimDetails(claim)}</li>`;
}

/** The meaning of each code the claims carry. */
function codeTable(claims: readonly ClaimResult[]): string {
  const codes = codesUsed(claims.flatMap((claim) => claim.reasons.map((reason) => reason.code)));
  if (codes.length === 0) return "";
  const rows = codes.map((code) => `<tr><td><code>${code}</code></td><td>${escapeHtml(CODE_TEXT[code])}</td></tr>`);
  return `<table><thead><tr><th>Code</th><th>Meaning</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}
