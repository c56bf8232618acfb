// The review page, rendered on the server: the saved runs, and one run's HTML
// report (the same page as `verify --format html`, in a frame) with a row per
// claim to agree or disagree with the verifier. Self-contained: no external
// asset, one inline script allowed by its hash, everything from a run escaped.
import { createHash } from "node:crypto";
import type { Review, VerifyListing, VerifyRun } from "../node/store/store.js";
import { escapeHtml } from "../reporters/html-page.js";

/** Who a label recorded from the page is from, unless the request names someone. */
export const PAGE_REVIEWER = "web";

const PAGE_LABELS = ["agree", "disagree"] as const;

// Posts the label to the JSON API and shows what the store recorded; the server renders the
// same list on the next load.
const SCRIPT = `document.addEventListener("click",function(e){
var b=e.target instanceof Element?e.target.closest("button[data-label]"):null;if(!b)return;
var row=b.closest("tr"),status=row.querySelector(".status");b.disabled=true;status.textContent="saving…";
fetch(row.getAttribute("data-review"),{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({label:b.getAttribute("data-label")})})
.then(function(r){return r.json().then(function(j){if(!r.ok)throw new Error(j.error?j.error.message:String(r.status));return j.review;});})
.then(function(v){row.querySelectorAll("button[data-label]").forEach(function(x){x.setAttribute("aria-pressed",String(x===b));});
var list=row.querySelector(".labels"),item=list.querySelector('[data-reviewer="'+CSS.escape(v.reviewer)+'"]');
if(!item){item=document.createElement("li");item.setAttribute("data-reviewer",v.reviewer);list.appendChild(item);}
item.textContent=v.reviewer+": "+v.label;status.textContent="saved";})
.catch(function(err){status.textContent="not saved: "+err.message;})
.finally(function(){b.disabled=false;});});`;

const SCRIPT_HASH = createHash("sha256").update(SCRIPT).digest("base64");

/** Sent as a header, so that frame-ancestors applies: a page that records labels must not be framed by another site. */
export const PAGE_POLICY = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${SCRIPT_HASH}'; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The report inside the run page may be framed by this server only. */
export const REPORT_FRAME_POLICY = "frame-ancestors 'self'";

const STYLE = `
:root{--fg:#1b1f24;--muted:#57606a;--bg:#fff;--panel:#f6f8fa;--line:#d0d7de;--ok:#1a7f37;--warn:#9a6700;--bad:#cf222e;--accent:#0969da}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#161b22;--line:#3d444d;--ok:#3fb950;--warn:#d29922;--bad:#f85149;--accent:#4493f8}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:72rem;padding:1.5rem;color:var(--fg);background:var(--bg);font:15px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans CJK SC",sans-serif}
h1{font-size:1.4rem;margin:0 0 .4rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem;border-bottom:1px solid var(--line)}
a{color:var(--accent)}code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:var(--panel)}td.num{text-align:right;font-variant-numeric:tabular-nums}
.meta{color:var(--muted)}.pass{color:var(--ok);font-weight:600}.fail{color:var(--bad);font-weight:600}
.supported{color:var(--ok)}.unsupported{color:var(--warn)}.contradicted{color:var(--bad)}
iframe{width:100%;height:70vh;border:1px solid var(--line);border-radius:6px;background:var(--bg)}
button{font:inherit;padding:.15rem .6rem;border:1px solid var(--line);border-radius:6px;background:var(--panel);color:var(--fg);cursor:pointer}
button[aria-pressed=true]{border-color:var(--accent);background:var(--accent);color:var(--bg)}
.labels{list-style:none;margin:0;padding:0}.status{display:block;font-size:.85em;color:var(--muted);min-height:1.2em}
`;

function page(title: string, body: string, script: boolean): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="groundcheck">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
${script ? `<script>${SCRIPT}</script>\n` : ""}</body>
</html>
`;
}

function savedAt(createdAt: string): string {
  return `${createdAt.slice(0, 19).replace("T", " ")} UTC`;
}

function outcome(passed: boolean): string {
  return passed ? `<span class="pass">PASS</span>` : `<span class="fail">FAIL</span>`;
}

/** GET /: the saved verify runs, newest first. */
export function runListPage(runs: readonly VerifyListing[], folder: string): string {
  const intro = `<h1>groundcheck: saved runs</h1><p class="meta">Store ${escapeHtml(folder)}. Open a run to read its report and label its claims.</p>`;
  if (runs.length === 0) {
    return page(
      "groundcheck: saved runs",
      `${intro}<p>No saved runs yet. Save one with <code>groundcheck verify … --save</code>, or POST /v1/verify with <code>"options": {"save": true}</code>.</p>`,
      false,
    );
  }
  const rows = runs.map((run) => {
    const { summary } = run;
    return (
      `<tr><td><a href="/runs/${encodeURIComponent(run.id)}">${escapeHtml(run.id)}</a></td>` +
      `<td>${escapeHtml(savedAt(run.createdAt))}</td>` +
      `<td>${run.label === null ? "" : escapeHtml(run.label)}</td>` +
      `<td>${run.answerPath === null ? "" : escapeHtml(run.answerPath)}</td>` +
      `<td class="num">${summary.faithfulness.toFixed(2)}</td>` +
      `<td class="num">${summary.claims}</td><td class="num">${summary.supported}</td><td class="num">${summary.unsupported}</td><td class="num">${summary.contradicted}</td>` +
      `<td>${outcome(summary.passed)}</td></tr>`
    );
  });
  const head = ["run", "saved", "label", "answer", "faithfulness", "claims", "supported", "unsupported", "contradicted", "result"];
  return page(
    "groundcheck: saved runs",
    `${intro}<table><thead><tr>${head.map((title) => `<th>${title}</th>`).join("")}</tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>`,
    false,
  );
}

/** GET /runs/:id: the report in a frame, then each claim with the labels recorded so far and buttons to add one. */
export function runPage(run: VerifyRun, reviews: readonly Review[]): string {
  const id = encodeURIComponent(run.id);
  const { summary } = run;
  const byClaim = new Map<string, Review[]>();
  for (const review of reviews) byClaim.set(review.claimId, [...(byClaim.get(review.claimId) ?? []), review]);
  const rows = run.result.claims.map((claim) => {
    const recorded = byClaim.get(claim.id) ?? [];
    const mine = recorded.find((review) => review.reviewer === PAGE_REVIEWER)?.label;
    const buttons = PAGE_LABELS.map((label) => `<button type="button" data-label="${label}" aria-pressed="${mine === label}">${label}</button>`).join(" ");
    const labels = recorded.map((review) => `<li data-reviewer="${escapeHtml(review.reviewer)}">${escapeHtml(review.reviewer)}: ${escapeHtml(review.label)}</li>`).join("");
    return (
      `<tr id="claim-${escapeHtml(claim.id)}" data-claim="${escapeHtml(claim.id)}" data-review="/v1/runs/${id}/claims/${encodeURIComponent(claim.id)}/review">` +
      `<td><code>${escapeHtml(claim.id)}</code></td><td class="${claim.verdict}">${claim.verdict}</td><td>${escapeHtml(claim.text)}</td>` +
      `<td>${buttons}<span class="status" role="status"></span></td><td><ul class="labels">${labels}</ul></td></tr>`
    );
  });
  const meta = [
    escapeHtml(savedAt(run.createdAt)),
    run.label === null ? "" : `label ${escapeHtml(run.label)}`,
    run.answerPath === null ? "" : escapeHtml(run.answerPath),
    `judge ${escapeHtml(`${run.judge.id} ${run.judge.version}`)}`,
    `${summary.claims} claims, faithfulness ${summary.faithfulness.toFixed(2)}`,
    outcome(summary.passed),
  ].filter((part) => part !== "");
  const body = [
    `<p><a href="/">← all runs</a></p>`,
    `<h1>Run ${escapeHtml(run.id)}</h1>`,
    `<p class="meta">${meta.join(" · ")}</p>`,
    `<h2>Report</h2>`,
    `<iframe src="/runs/${id}/report" title="report of run ${escapeHtml(run.id)}"></iframe>`,
    `<h2>Review</h2>`,
    `<p class="meta">Agree or disagree with the verifier's verdict on each claim. Labels are kept in the run store, as '${PAGE_REVIEWER}'.</p>`,
    `<table><thead><tr><th>claim</th><th>verdict</th><th>text</th><th>your label</th><th>recorded</th></tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>`,
  ].join("\n");
  return page(`groundcheck: run ${run.id}`, body, true);
}

export function notFoundPage(message: string): string {
  return page("groundcheck: not found", `<p><a href="/">← all runs</a></p><h1>Not found</h1><p>${escapeHtml(message)}</p>`, false);
}
