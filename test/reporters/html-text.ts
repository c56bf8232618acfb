// Reading an HTML report the way a browser shows it, without a DOM library:
// the page is well-formed and its text block holds spans only.
import { createHash } from "node:crypto";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
}

/** The answer or output block as its reader sees it with no tip open: the marks' tips removed, then every tag. */
export function shownText(page: string): string {
  const start = page.indexOf('<div class="text">');
  if (start === -1) throw new Error("no text block");
  const inner = page.slice(start + '<div class="text">'.length, page.indexOf("</div>", start));
  let shown = "";
  let tipDepth = 0;
  let depth = 0;
  for (const piece of inner.split(/(<[^>]*>)/)) {
    if (piece.startsWith("<span")) {
      depth++;
      if (tipDepth === 0 && piece.includes('class="tip"')) tipDepth = depth;
    } else if (piece === "</span>") {
      if (tipDepth === depth) tipDepth = 0;
      depth--;
    } else if (!piece.startsWith("<") && tipDepth === 0) shown += piece;
  }
  return unescapeHtml(shown);
}

/** The element with this id, from its opening tag to its closing one (spans nest). */
export function elementById(page: string, id: string): string {
  const open = page.indexOf(`id="${id}"`);
  if (open === -1) throw new Error(`no element ${id}`);
  const start = page.lastIndexOf("<", open);
  const tag = /^<([a-z0-9]+)/.exec(page.slice(start))![1]!;
  let depth = 0;
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, "g");
  pattern.lastIndex = start;
  for (let match = pattern.exec(page); match !== null; match = pattern.exec(page)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return page.slice(start, match.index + match[0].length);
  }
  throw new Error(`element ${id} is not closed`);
}

/** What the page loads or runs from elsewhere, and whether its script matches the policy's hash. */
export function selfContainment(page: string): { external: string[]; scripts: number; scriptAllowed: boolean } {
  const external = [/<script[^>]*\ssrc=/gi, /<link\b/gi, /@import/gi, /url\(/gi, /<img\b/gi, /<iframe\b/gi, /<[a-z][^>]*\ssrc=/gi].flatMap((pattern) => page.match(pattern) ?? []);
  const scripts = (page.match(/<script/gi) ?? []).length;
  const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";
  const hash = createHash("sha256").update(script).digest("base64");
  return { external, scripts, scriptAllowed: page.includes(`script-src 'sha256-${hash}'`) };
}
