import { describe, it, expect } from "vitest";
import { maskMarkdown, type ProseUnit } from "../../src/core/text/markdown.js";

/** The prose units as [kind, masked text with whitespace collapsed]. */
function prose(markdown: string): [ProseUnit["kind"], string][] {
  const { masked, units } = maskMarkdown(markdown);
  return units.map((u) => [u.kind, masked.slice(u.start, u.end).replace(/\s+/g, " ")]);
}

/** Invariants every result must keep: same length, line breaks kept, prose taken verbatim. */
function checkInvariants(markdown: string): void {
  const { masked, units } = maskMarkdown(markdown);
  expect(masked.length).toBe(markdown.length);
  for (let i = 0; i < markdown.length; i++) {
    const o = markdown[i];
    const m = masked[i];
    if (o === "\n" || o === "\r") expect(m).toBe(o);
    else if (m !== " ") expect(m).toBe(o);
  }
  let last = 0;
  for (const u of units) {
    expect(u.start).toBeGreaterThanOrEqual(last);
    expect(u.end).toBeGreaterThan(u.start);
    expect(masked[u.start]).not.toMatch(/\s/);
    expect(masked[u.end - 1]).not.toMatch(/\s/);
    last = u.end;
  }
}

describe("maskMarkdown: blocks that are never prose", () => {
  const cases: [string, string, [ProseUnit["kind"], string][]][] = [
    ["YAML front matter", "---\ntitle: Costs $99\ndate: 2024\n---\nBody text.", [["paragraph", "Body text."]]],
    ["TOML front matter", "+++\ntitle = 'x'\n+++\n\nBody text.", [["paragraph", "Body text."]]],
    ["front matter closed by ...", "---\na: 1\n...\nBody.", [["paragraph", "Body."]]],
    ["BOM before front matter", "\uFEFF---\na: 1\n---\nBody.", [["paragraph", "Body."]]],
    ["--- not at the start is a rule", "Text.\n\n---\na: 1\n---\n", [["paragraph", "Text."]]],
    ["backtick fence with info string", "Before.\n\n```bash title=\"x\"\nnpm i # costs $99\n```\n\nAfter.", [["paragraph", "Before."], ["paragraph", "After."]]],
    ["tilde fence", "~~~python\nx = 1\n~~~\nAfter.", [["paragraph", "After."]]],
    ["longer closing fence", "````\n```\nnot closed\n```\n`````\nAfter.", [["paragraph", "After."]]],
    ["unclosed fence runs to the end", "Before.\n\n```\ncode\n\nMore code.", [["paragraph", "Before."]]],
    ["fence interrupts a paragraph", "Text.\n```\ncode\n```", [["paragraph", "Text."]]],
    ["indented code after a blank line", "Text.\n\n    code line\n    more\n\nAfter.", [["paragraph", "Text."], ["paragraph", "After."]]],
    ["indented line continues a paragraph", "Text\n    continues here.", [["paragraph", "Text continues here."]]],
    ["indented code at the start", "    code\nText.", [["paragraph", "Text."]]],
    ["HTML comment block", "<!-- hidden\nstill hidden -->\nShown.", [["paragraph", "Shown."]]],
    ["HTML block tag", "<div class=\"x\">\nhidden text\n</div>\n\nShown.", [["paragraph", "Shown."]]],
    ["script block", "<script>\nvar a = 1;\n\nvar b;\n</script>\nShown.", [["paragraph", "Shown."]]],
    ["details block", "<details>\n<summary>Sources</summary>\nlist\n</details>\n\nShown.", [["paragraph", "Shown."]]],
    ["ATX headings", "# Title\n\n## Sub [c1]\nText.\n###### Six", [["paragraph", "Text."]]],
    ["# without space is text", "#hashtag here.", [["paragraph", "#hashtag here."]]],
    ["setext heading =", "Title\n=====\n\nText.", [["paragraph", "Text."]]],
    ["setext heading -", "Title line one\nline two\n---\nText.", [["paragraph", "Text."]]],
    ["thematic breaks", "A.\n\n***\n\nB.\n\n- - -\n\n___\nC.", [["paragraph", "A."], ["paragraph", "B."], ["paragraph", "C."]]],
    ["link reference definitions", "Text [docs].\n\n[docs]: https://example.com \"Title\"\n[1]: https://s.com/a", [["paragraph", "Text docs ."]]],
    ["URL definition under the text", "Text [1].\n[1]: https://s.com/a", [["paragraph", "Text [1]."]]],
    ["source list entries", "Text [1].\n\n[1]: Annual report 2024, p. 3\n[2]: Press release", [["paragraph", "Text [1]."]]],
    ["plain source list under a label", "Text [1].\n\nSources:\n[1] Data sheet\n[2] Press release, 2024", [["paragraph", "Text [1]."], ["paragraph", "Sources:"]]],
    ["plain source list with URLs", "Text [1].\n[1] Data sheet https://s.com/ds\n【2】 手册 https://s.com/m", [["paragraph", "Text [1]."]]],
    ["a line starting with a marker is prose otherwise", "Text.\n\n[1] The chip draws 9 W.", [["paragraph", "Text."], ["paragraph", "[1] The chip draws 9 W."]]],
    ["footnote definitions", "Text.[^1]\n\n[^1]: The note says 9 W.\n    Continued note.\n\nAfter.", [["paragraph", "Text.[^1]"], ["paragraph", "After."]]],
    ["images", "![chart](chart.png) Text ![alt][img].\n\n[img]: i.png", [["paragraph", "Text ."]]],
    ["image alone", "![only an image](x.png)", []],
  ];
  it.each(cases)("%s", (_name, markdown, expected) => {
    expect(prose(markdown)).toEqual(expected);
    checkInvariants(markdown);
  });
});

describe("maskMarkdown: inline syntax", () => {
  const cases: [string, string, string][] = [
    ["emphasis", "A **bold** and *italic* and __strong__ and _em_ word.", "A bold and italic and strong and em word."],
    ["strikethrough", "It ~~was~~ is fast.", "It was is fast."],
    ["nested emphasis", "***very*** fast", "very fast"],
    ["intraword underscores stay", "Use snake_case_name here.", "Use snake_case_name here."],
    ["spaced star stays", "Compute 5 * 3 * 2.", "Compute 5 * 3 * 2."],
    ["lone tilde stays", "About ~5 W.", "About ~5 W."],
    ["Chinese emphasis", "星尘-3**采用**12nm工艺。", "星尘-3 采用 12nm工艺。"],
    ["inline code keeps text", "Call `init()` first.", "Call init() first."],
    ["double backtick code", "Use ``a ` b`` here.", "Use a ` b here."],
    ["unmatched backtick stays", "It costs 5` here.", "It costs 5` here."],
    ["inline link", "See [the docs](https://x.com/a_(b) \"t\") now.", "See the docs now."],
    ["reference link", "See [the docs][ref] now.\n\n[ref]: https://x.com", "See the docs now."],
    ["collapsed reference link", "See [Docs][] now.\n\n[docs]: https://x.com", "See Docs now."],
    ["shortcut reference link", "See [Docs] now.\n\n[docs]: https://x.com", "See Docs now."],
    ["undefined shortcut stays", "See [the docs] now.", "See [the docs] now."],
    ["autolink keeps the URL", "Visit <https://x.com/a>.", "Visit https://x.com/a ."],
    ["inline HTML tags", "Line<br>two <b>bold</b> <span class=\"a\">x</span>.", "Line two bold x ."],
    ["inline comment", "Text <!-- hidden --> more.", "Text more."],
    ["less-than is text", "If a < b and c>d.", "If a < b and c>d."],
    ["backslash escapes keep the character", "Not \\*emphasis\\* here.", "Not *emphasis * here."],
    ["hard break backslash", "Line\\\nnext.", "Line next."],
    ["task box", "- [x] Done item.", "Done item."],
  ];
  it.each(cases)("%s", (_name, markdown, expected) => {
    expect(prose(markdown).map((u) => u[1].replace(/\s+/g, " ").trim())).toEqual([expected]);
    checkInvariants(markdown);
  });

  it("reports code spans, whose text stays", () => {
    const markdown = "Use `a[1]` and ``b``.";
    const { code } = maskMarkdown(markdown);
    expect(code.map((c) => markdown.slice(c.start, c.end))).toEqual(["a[1]", "b"]);
  });
});

describe("maskMarkdown: citation markers survive", () => {
  const cases: [string, string, string][] = [
    ["id", "It draws 9 W [c1].", "It draws 9 W [c1]."],
    ["number", "It draws 9 W [1].", "It draws 9 W [1]."],
    ["footnote", "It draws 9 W.[^1]", "It draws 9 W.[^1]"],
    ["lenticular", "功耗为2.1瓦。【1】", "功耗为2.1瓦。【1】"],
    ["adjacent", "X [c1][c2].", "X [c1][c2]."],
    ["list", "X [c1, c2].", "X [c1, c2]."],
    ["line", "X [A:L12].", "X [A:L12]."],
    ["line range", "X [A:L12-15].", "X [A:L12-15]."],
    ["inside sup", "X<sup>[1]</sup>.", "X [1] ."],
    ["inside emphasis", "**X [c1]**.", "X [c1] ."],
    ["numbered link keeps the marker", "X [1](https://s.com/a).", "X [1] ."],
    ["numbered source defined at the end", "X [1].\n\n[1]: https://s.com", "X [1]."],
    ["id link is a link", "X [c1](https://s.com).", "X c1 ."],
    ["reference link label is not a marker", "X [the text][1].\n\n[1]: https://s.com", "X the text ."],
    ["word source without definition", "X [history].", "X [history]."],
  ];
  it.each(cases)("%s", (_name, markdown, expected) => {
    expect(prose(markdown).map((u) => u[1])).toEqual([expected]);
    checkInvariants(markdown);
  });
});

describe("maskMarkdown: units", () => {
  const cases: [string, string, [ProseUnit["kind"], string][]][] = [
    ["plain text paragraphs", "First paragraph line one\nline two.\n\nSecond paragraph.\n\n\nThird.", [
      ["paragraph", "First paragraph line one line two."],
      ["paragraph", "Second paragraph."],
      ["paragraph", "Third."],
    ]],
    ["bullet list items", "- One [c1].\n- Two\n  continued.\n* Three\n+ Four", [
      ["list-item", "One [c1]."],
      ["list-item", "Two continued."],
      ["list-item", "Three"],
      ["list-item", "Four"],
    ]],
    ["ordered list items", "1. One.\n2. Two.\n10) Ten.", [
      ["list-item", "One."],
      ["list-item", "Two."],
      ["list-item", "Ten."],
    ]],
    ["nested list", "- Outer.\n  - Inner.\n    1. Deep.\n- Next.", [
      ["list-item", "Outer."],
      ["list-item", "Inner."],
      ["list-item", "Deep."],
      ["list-item", "Next."],
    ]],
    ["list item with two paragraphs", "- First part.\n\n      Second part, indented.\n\nAfter.", [
      ["list-item", "First part."],
      ["list-item", "Second part, indented."],
      ["paragraph", "After."],
    ]],
    ["lazy continuation of a list item", "- Item starts\nand goes on.", [["list-item", "Item starts and goes on."]]],
    ["a year does not start a list inside a paragraph", "It shipped in\n2024. Then it sold.", [["paragraph", "It shipped in 2024. Then it sold."]]],
    ["list with a paragraph after it", "- A.\n\nParagraph.", [["list-item", "A."], ["paragraph", "Paragraph."]]],
    ["fence inside a list item", "- Item:\n  ```\n  code\n  ```\n- Next.", [["list-item", "Item:"], ["list-item", "Next."]]],
    ["blockquote", "> Quoted **text** [c1].\n> Second line.\n\nAfter.", [
      ["blockquote", "Quoted text [c1]. Second line."],
      ["paragraph", "After."],
    ]],
    ["lazy blockquote line", "> Quoted\ncontinues.", [["blockquote", "Quoted continues."]]],
    ["nested blockquote", "> > Deep quote.", [["blockquote", "Deep quote."]]],
    ["list inside a blockquote", "> - Quoted item.\n> - Another.", [["list-item", "Quoted item."], ["list-item", "Another."]]],
    ["code fence inside a blockquote", "> ```\n> code\n> ```\n> Text.", [["blockquote", "Text."]]],
    ["table", "| Item | Value |\n| ---- | :---: |\n| Size | 48 MB [c1]. |\n| Cost | Free |\n\nAfter.", [
      ["table-cell", "Size"],
      ["table-cell", "48 MB [c1]."],
      ["table-cell", "Cost"],
      ["table-cell", "Free"],
      ["paragraph", "After."],
    ]],
    ["table without outer pipes", "A | B\n--|--\nx | y", [["table-cell", "x"], ["table-cell", "y"]]],
    ["escaped pipe in a cell", "| A |\n|---|\n| x \\| y |", [["table-cell", "x | y"]]],
    ["pipe without delimiter row is text", "a | b\nc | d", [["paragraph", "a | b c | d"]]],
    ["mixed document", "# Title\n\nIntro [c1].\n\n- Point one.\n- Point two.\n\n| H |\n|---|\n| cell. |\n\n> Quote.", [
      ["paragraph", "Intro [c1]."],
      ["list-item", "Point one."],
      ["list-item", "Point two."],
      ["table-cell", "cell."],
      ["blockquote", "Quote."],
    ]],
    ["CRLF line ends", "Line one\r\nline two.\r\n\r\n- Item.\r\n", [["paragraph", "Line one line two."], ["list-item", "Item."]]],
    ["empty input", "", []],
    ["whitespace only", "  \n\n \t", []],
  ];
  it.each(cases)("%s", (_name, markdown, expected) => {
    expect(prose(markdown)).toEqual(expected);
    checkInvariants(markdown);
  });

  it("unit spans are offsets of the original, trimmed to prose", () => {
    const markdown = "# H\n\n- **Bold** item [c1].\n\nPara.";
    const { units } = maskMarkdown(markdown);
    expect(units.map((u) => markdown.slice(u.start, u.end))).toEqual(["Bold** item [c1].", "Para."]);
  });

  it("is linear on large and hostile input", () => {
    const hostile = ["[".repeat(50_000), "`".repeat(20_000) + "x", "<a ".repeat(20_000), "*a ".repeat(30_000), "![x](".repeat(10_000)].join("\n\n");
    const normal = "Some **text** with a [link](http://x.com) and `code` [c1].\n".repeat(15_000);
    for (const text of [hostile, normal]) {
      const started = performance.now();
      const { masked } = maskMarkdown(text);
      expect(masked.length).toBe(text.length);
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });
});
