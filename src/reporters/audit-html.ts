import type { AuditFinding, AuditResult, SourceLine } from "../core/audit/types.js";
import type { Code, Lang } from "../core/types.js";
import type { AuditReporter } from "./audit-index.js";
import { codeCounts, countsText, gateText, groundedText, lineRef, manifestText, settingsText, wordsFor, type AuditWords } from "./audit-words.js";
import { CODE_TEXT } from "./codes.js";
import { anchorId, escapeHtml, htmlPage, legend, markedText, stackedBar, type Mark } from "./html-page.js";

/** The page's own words, beside the audit reports' shared ones. */
interface PageWords {
  output: string;
  ungrounded: string;
  hint: string;
  legend: string;
  meaning: string;
  finding: string;
  findingMeaning: string;
  noOutput: string;
}

const PAGE_WORDS: Record<Lang, PageWords> = {
  en: {
    output: "Output",
    ungrounded: "sentences with findings",
    hint: "Hover, click or tab to a marked span to see its findings and evidence.",
    legend: "Legend",
    meaning: "Meaning",
    finding: "finding",
    findingMeaning: "a span with one or more findings (wavy underline, its codes beside it)",
    noOutput: "The output's text was not given to the report; the findings follow.",
  },
  zh: {
    output: "输出",
    ungrounded: "有违规的句子",
    hint: "将鼠标悬停、点击或用 Tab 键聚焦标记处，即可查看违规与证据。",
    legend: "图例",
    meaning: "含义",
    finding: "违规",
    findingMeaning: "含一处或多处违规的片段（波浪下划线，旁注代码）",
    noOutput: "报告未获得输出全文，以下仅列出违规。",
  },
};

/**
 * One self-contained page of an audit: the gate and the grounded bar, the
 * output with each finding's span marked (its message and source line on
 * hover, focus or click), the findings, the counts, what the sources do not
 * cover, speculation and conflicts. In the output's language.
 */
export const auditHtmlReporter: AuditReporter = (result, ctx) => {
  const words = wordsFor(result.lang);
  const page = PAGE_WORDS[result.lang];
  const { summary } = result;
  const marks: Mark[] = result.findings.map((finding, index) => ({
    id: anchorId("finding", String(index + 1)),
    start: finding.start,
    end: finding.end,
    kind: "k-finding",
    sign: finding.code,
    rank: 0,
    tip: `<span class="tip-item">${findingDetails(finding, words)}</span>`,
  }));
  const text = ctx.output === undefined ? undefined : markedText(ctx.output, marks);
  const title = ctx.outputPath === undefined ? words.title : `${words.title}${words.colon}${ctx.outputPath}`;

  const about = [`${words.grounded}${words.colon}${groundedText(result, ctx.settings, words)}`];
  if (ctx.sources !== undefined && ctx.sources.length > 0) about.push(`${words.sources}${words.colon}${manifestText(ctx.sources, words)}`);
  const settings = settingsText(ctx.settings, words);
  if (settings !== undefined) about.push(`${words.settings}${words.colon}${settings}`);

  const body = [
    `<header>`,
    `<h1>${escapeHtml(words.title)}${ctx.outputPath === undefined ? "" : ` <small>${escapeHtml(ctx.outputPath)}</small>`}</h1>`,
    `<p class="gate ${summary.passed ? "pass" : "fail"}">${gateText(result)} · ${escapeHtml(`${words.findings}${words.colon}${countsText(result, words)}`)}</p>`,
    stackedBar([
      { kind: "k-supported", sign: "✓", label: words.grounded, count: summary.grounded },
      { kind: "k-finding", sign: "!", label: page.ungrounded, count: summary.sentences - summary.grounded },
    ]),
    about.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
    `</header>`,
    `<main>`,
    `<section><h2>${escapeHtml(page.output)}</h2>`,
    text === undefined ? `<p class="meta">${escapeHtml(page.noOutput)}</p>` : `<p class="meta">${escapeHtml(page.hint)}</p><div class="text">${text.html}</div>`,
    `</section>`,
    `<section><h2>${escapeHtml(words.findings)} (${result.findings.length})</h2>`,
    result.findings.length === 0
      ? `<p>${escapeHtml(words.none)}</p>`
      : `<ol class="flagged">${result.findings.map((finding, index) => findingItem(finding, marks[index]!.id, text?.anchor, words)).join("")}</ol>`,
    `</section>`,
    countsSection(result, words, page),
    listSection(words.uncovered, result.uncovered.map(escapeHtml), words),
  ];
  if (result.speculation.length > 0) {
    const where = ctx.outputPath ?? "output";
    body.push(listSection(words.speculation, result.speculation.map((passage) => `<span class="meta">${escapeHtml(`${where}:${passage.line}`)}</span> ${escapeHtml(passage.text)}`), words));
  }
  if (result.conflicts.length > 0) {
    body.push(
      listSection(
        words.conflicts,
        result.conflicts.map((conflict) => `${escapeHtml(conflict.message)}<span class="list">${conflict.locations.map((location) => sourceLineItem(location)).join("")}</span>`),
        words,
      ),
    );
  }
  body.push(
    `<section><h2>${escapeHtml(page.legend)}</h2>`,
    legend([{ kind: "k-finding", sign: "E1", label: page.finding, meaning: page.findingMeaning }]),
    `</section>`,
    `</main>`,
  );
  return htmlPage({ lang: result.lang, title: `${title} (${gateText(result)})`, body: body.join("\n") });
};

/** Code and message, then the source line it cites and, for C1, where the content is. */
function findingDetails(finding: AuditFinding, words: AuditWords): string {
  const lines = [finding.evidence === undefined ? "" : sourceLineItem(finding.evidence), finding.foundAt === undefined ? "" : sourceLineItem(finding.foundAt, words.foundAt)].join("");
  return `<code>${finding.code}</code> ${escapeHtml(finding.message)}<br><q>${escapeHtml(finding.text)}</q>${lines === "" ? "" : `<span class="list">${lines}</span>`}`;
}

/** `A:L2`, then the line's text as a quote. */
function sourceLineItem(line: SourceLine, label?: string): string {
  const ref = label === undefined ? lineRef(line) : `${label} ${lineRef(line)}`;
  return `<span class="item"><span class="meta">${escapeHtml(ref)}</span><span class="quote">${escapeHtml(line.text)}</span></span>`;
}

function findingItem(finding: AuditFinding, markId: string, anchor: ReadonlyMap<string, string> | undefined, words: AuditWords): string {
  const place = `${words.columns.line} ${finding.line}${words.comma}${words.columns.column} ${finding.column}`;
  const target = anchor?.get(markId);
  const where = target === undefined ? escapeHtml(place) : `<a href="#${target}" data-focus="${target}">${escapeHtml(place)}</a>`;
  return `<li><span class="meta">${where}</span><br>${findingDetails(finding, words)}</li>`;
}

/** Each code found, how often, and what it means. */
function countsSection(result: AuditResult, words: AuditWords, page: PageWords): string {
  const counts = codeCounts(result);
  if (counts.length === 0) return "";
  const rows = counts.map(([code, count]) => `<tr><td><code>${escapeHtml(code)}</code></td><td>${count}</td><td>${escapeHtml(CODE_TEXT[code as Code] ?? "")}</td></tr>`);
  const head = [words.columns.code, words.columns.count, page.meaning].map((cell) => `<th>${escapeHtml(cell)}</th>`).join("");
  return `<section><h2>${escapeHtml(words.counts)}</h2><table><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table></section>`;
}

function listSection(heading: string, items: readonly string[], words: AuditWords): string {
  const list = items.length === 0 ? `<p>${escapeHtml(words.none)}</p>` : `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
  return `<section><h2>${escapeHtml(heading)}</h2>${list}</section>`;
}
