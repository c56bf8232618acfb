// The frame shared by `verify --format html` and `audit --format html`: one
// self-contained page (inline style, one small inline script that only
// enhances), the text with its marked spans, the stacked bar, escaping.
// Everything from the answer, the chunks and the sources is escaped here.
import { createHash } from "node:crypto";

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** A link to a chunk's page, only for web addresses: a `javascript:` URL in a chunk must not become a link. */
export function link(url: string, label: string): string {
  const safe = /^https?:\/\//i.test(url.trim());
  return safe ? `<a href="${escapeHtml(url.trim())}" rel="noreferrer noopener">${escapeHtml(label)}</a>` : escapeHtml(label);
}

/** An id made of any text (a claim id, a code and a line) that is safe in `id` and in `#` links. */
export function anchorId(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/[^A-Za-z0-9_-]/g, (char) => `_${char.codePointAt(0)!.toString(16)}`)}`;
}

/**
 * A span of the text to mark. `kind` names its style (`k-contradicted`),
 * `sign` the marker that tells kinds apart without color (overlapping marks
 * show all of theirs), `rank` which kind such a group shows (the highest),
 * `tip` its details (HTML, phrasing content only: it sits in a span).
 */
export interface Mark {
  id: string;
  start: number;
  end: number;
  kind: string;
  sign: string;
  rank: number;
  tip: string;
}

/**
 * The text, escaped, with its marks; line breaks are kept by the style
 * (pre-wrap), so no whitespace may be added between the pieces. Marks that
 * overlap become one, listing each tip. Returns the anchor of each mark's id.
 */
export function markedText(text: string, marks: readonly Mark[]): { html: string; anchor: Map<string, string> } {
  const groups: { start: number; end: number; marks: Mark[] }[] = [];
  const inText = marks
    .map((mark) => ({ ...mark, start: clamp(mark.start, text), end: clamp(mark.end, text) }))
    .filter((mark) => mark.end > mark.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  for (const mark of inText) {
    const last = groups.at(-1);
    if (last !== undefined && mark.start < last.end) {
      last.marks.push(mark);
      last.end = Math.max(last.end, mark.end);
    } else groups.push({ start: mark.start, end: mark.end, marks: [mark] });
  }
  const anchor = new Map<string, string>();
  let html = "";
  let at = 0;
  for (const group of groups) {
    const lead = group.marks.reduce((best, mark) => (mark.rank > best.rank ? mark : best));
    const id = group.marks[0]!.id;
    for (const mark of group.marks) anchor.set(mark.id, id);
    const tip = group.marks.map((mark) => mark.tip).join("");
    const sign = [...new Set(group.marks.map((mark) => mark.sign))].join(" ");
    html +=
      escapeHtml(text.slice(at, group.start)) +
      `<span class="mark ${lead.kind}" id="${id}" tabindex="0" aria-describedby="tip-${id}" data-sign="${escapeHtml(sign)}">` +
      `${escapeHtml(text.slice(group.start, group.end))}<span class="tip" role="tooltip" id="tip-${id}">${tip}</span></span>`;
    at = group.end;
  }
  return { html: html + escapeHtml(text.slice(at)), anchor };
}

function clamp(offset: number, text: string): number {
  return Math.max(0, Math.min(offset, text.length));
}

/** One part of the stacked bar. */
export interface BarPart {
  kind: string;
  sign: string;
  label: string;
  count: number;
}

/** A bar split in proportion to the counts, each part also labelled in words and numbers. */
export function stackedBar(parts: readonly BarPart[]): string {
  const label = parts.map((part) => `${part.count} ${part.label}`).join(", ");
  const shown = parts.filter((part) => part.count > 0);
  const segments = shown.map(
    (part) =>
      `<span class="seg ${part.kind}" style="flex-grow:${part.count}" title="${escapeHtml(`${part.count} ${part.label}`)}">${escapeHtml(`${part.sign} ${part.count}`)}</span>`,
  );
  return `<div class="bar" role="img" aria-label="${escapeHtml(label)}">${segments.join("")}</div>`;
}

/** A legend entry: the sample as the text shows it, then what it means. */
export function legend(entries: readonly { kind: string; sign: string; label: string; meaning: string }[]): string {
  const items = entries.map(
    (entry) =>
      `<li><span class="swatch ${entry.kind}" data-sign="${escapeHtml(entry.sign)}">${escapeHtml(entry.label)}</span> ${escapeHtml(entry.meaning)}</li>`,
  );
  return `<ul class="legend">${items.join("")}</ul>`;
}

// Reading works with scripts off: a mark shows its tip on hover, on focus
// (a click focuses it) and as the target of a `#` link. The script only adds
// Escape to close and focus after following a link.
const SCRIPT = `document.addEventListener("keydown",function(e){var a=document.activeElement;if(e.key==="Escape"&&a&&a.closest(".mark"))a.blur();});
document.addEventListener("click",function(e){var l=e.target instanceof Element?e.target.closest("a[data-focus]"):null;if(!l)return;var t=document.getElementById(l.getAttribute("data-focus"));if(t)setTimeout(function(){t.focus();},0);});`;

const SCRIPT_HASH = createHash("sha256").update(SCRIPT).digest("base64");

// Nothing may load from elsewhere: the policy forbids every fetch, and only the
// script above, by its hash, may run (a script that escaped escaping would not).
const POLICY = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'`;

const STYLE = `
:root{--fg:#1b1f24;--muted:#57606a;--bg:#fff;--panel:#f6f8fa;--line:#d0d7de;
--ok:#1a7f37;--ok-bg:#dafbe1;--warn:#9a6700;--warn-bg:#fff8c5;--bad:#cf222e;--bad-bg:#ffebe9}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#161b22;--line:#3d444d;
--ok:#3fb950;--ok-bg:#12361f;--warn:#d29922;--warn-bg:#3a2d0b;--bad:#f85149;--bad-bg:#4a1517}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:60rem;padding:1.5rem;color:var(--fg);background:var(--bg);
font:16px/1.6 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif}
h1{font-size:1.5rem;margin:0 0 .5rem}h1 small{font-weight:normal;color:var(--muted);font-size:1rem;margin-left:.5rem}
h2{font-size:1.15rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--line)}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
.gate{font-weight:600;padding:.4rem .7rem;border-radius:6px;border-left:6px solid}
.gate.pass{color:var(--ok);background:var(--ok-bg)}.gate.fail{color:var(--bad);background:var(--bad-bg)}
.bar{display:flex;height:1.8rem;border-radius:6px;overflow:hidden;border:1px solid var(--line);margin:.5rem 0}
.seg{display:flex;align-items:center;justify-content:center;min-width:2.5rem;font-weight:600;font-size:.85rem;white-space:nowrap;padding:0 .3rem}
.seg+.seg{border-left:2px solid var(--bg)}
.k-supported{--c:var(--ok);--cb:var(--ok-bg);--u:solid}
.k-unsupported{--c:var(--warn);--cb:var(--warn-bg);--u:dashed}
.k-contradicted,.k-finding{--c:var(--bad);--cb:var(--bad-bg);--u:wavy}
.seg{color:var(--c);background:var(--cb)}
.text{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:1rem;line-height:1.9}
.mark,.swatch{background:var(--cb);text-decoration:underline var(--u) var(--c) 2px;text-underline-offset:.25em;border-radius:3px}
.mark{position:relative;cursor:help;outline-offset:2px}
.mark::after,.swatch::after{content:attr(data-sign);font-size:.7em;font-weight:700;vertical-align:super;color:var(--c);margin-left:.1em}
.mark:focus,.mark:target{outline:2px solid var(--c)}
.tip{display:none;position:absolute;left:0;top:100%;z-index:10;width:min(32rem,85vw);white-space:normal;line-height:1.5;
font-size:.9rem;padding:.6rem .8rem;background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:6px;box-shadow:0 4px 14px rgba(0,0,0,.18);cursor:auto}
.tip .tip-item+.tip-item{border-top:1px solid var(--line);margin-top:.5rem;padding-top:.5rem}
.mark:hover>.tip,.mark:focus>.tip,.mark:focus-within>.tip,.mark:target>.tip{display:block}
.badge{display:inline-block;font-size:.8rem;font-weight:700;padding:0 .4rem;border-radius:4px;color:var(--c);background:var(--cb);border:1px solid var(--c)}
.list{display:block;margin:.3rem 0}.item{display:block;padding-left:1rem;text-indent:-1rem}.item::before{content:"• "}
.quote{display:block;text-indent:0;margin:.2rem 0;padding-left:.6rem;border-left:3px solid var(--line);color:var(--muted)}
.flagged>li{margin:.8rem 0}
.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4rem 1.5rem}
.meta{color:var(--muted);font-size:.9rem}
table{border-collapse:collapse}td,th{border:1px solid var(--line);padding:.2rem .6rem;text-align:left}
@media print{.tip{display:none!important}}
`;

/** The page: `head` holds the title, `body` the sections, both already HTML. */
export function htmlPage(input: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<meta name="generator" content="groundcheck">
<title>${escapeHtml(input.title)}</title>
<style>${STYLE}</style>
</head>
<body>
${input.body}
<script>${SCRIPT}</script>
</body>
</html>
`;
}
