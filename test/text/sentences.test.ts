import { describe, it, expect } from "vitest";
import { splitSentences } from "../../src/core/text/sentences.js";

function sentences(text: string): string[] {
  return splitSentences(text, { start: 0, end: text.length }).map((s) => text.slice(s.start, s.end));
}

describe("splitSentences: English", () => {
  const cases: [string, string, string[]][] = [
    ["simple", "It is fast. It is cheap! Is it new?", ["It is fast.", "It is cheap!", "Is it new?"]],
    ["no final punctuation", "It is fast. It is cheap", ["It is fast.", "It is cheap"]],
    ["single sentence", "Yes.", ["Yes."]],
    ["surrounding whitespace is trimmed", "  It is fast.   It is cheap.  ", ["It is fast.", "It is cheap."]],
    ["line breaks inside a sentence", "It is\nfast and\ncheap. Next.", ["It is\nfast and\ncheap.", "Next."]],
    ["line break after a full stop", "It is fast.\nIt is cheap.", ["It is fast.", "It is cheap."]],
    ["e.g. and i.e.", "Use a fast chip, e.g. the X1, i.e. the newest one. Next.", ["Use a fast chip, e.g. the X1, i.e. the newest one.", "Next."]],
    ["titles", "Dr. Smith and Mr. Jones met Mrs. Lee, Ms. Park and Prof. Kim. Next.", ["Dr. Smith and Mr. Jones met Mrs. Lee, Ms. Park and Prof. Kim.", "Next."]],
    ["vs. and approx.", "A vs. B takes approx. 5 s. Next.", ["A vs. B takes approx. 5 s.", "Next."]],
    ["etc. inside a sentence", "Apples, pears, etc. are fruit. Next.", ["Apples, pears, etc. are fruit.", "Next."]],
    ["etc. at the end", "Apples, pears, etc. The rest is veg.", ["Apples, pears, etc.", "The rest is veg."]],
    ["company suffix before a name", "Apple Inc. Cupertino is big. Acme Ltd. The firm grew.", ["Apple Inc. Cupertino is big.", "Acme Ltd.", "The firm grew."]],
    ["Co. and Corp.", "Ford Motor Co. Detroit. Next.", ["Ford Motor Co. Detroit.", "Next."]],
    ["U.S. inside a sentence", "The U.S. Army uses it. Next.", ["The U.S. Army uses it.", "Next."]],
    ["U.S. at the end", "It is made in the U.S. The plant is new.", ["It is made in the U.S.", "The plant is new."]],
    ["U.K.", "The U.K. Parliament voted. Next.", ["The U.K. Parliament voted.", "Next."]],
    ["No. and Fig.", "See No. 5 and Fig. 3 for it. The answer is No. Next one.", ["See No. 5 and Fig. 3 for it.", "The answer is No.", "Next one."]],
    ["month abbreviations", "It shipped on Jan. 5 and Sept. 9 and Dec. 1. Next.", ["It shipped on Jan. 5 and Sept. 9 and Dec. 1.", "Next."]],
    ["initials", "J. R. R. Tolkien wrote it. Next.", ["J. R. R. Tolkien wrote it.", "Next."]],
    ["sentences glued without a space", "It held over the term.The bank said so. It began in 1989.James Henry led it.", ["It held over the term.", "The bank said so.", "It began in 1989.", "James Henry led it."]],
    ["glued after a closing bracket", "It had Faarooq (Ron Simmons).John Layfield was born in 1966.", ["It had Faarooq (Ron Simmons).", "John Layfield was born in 1966."]],
    ["no break inside a dotted name after a bracket", "Use ASP.NET (v4).NET is fine.", ["Use ASP.NET (v4).NET is fine."]],
    ["glued before an initial", 'He was an actor.H. Bruce Humberstone directed it. He met J. R. Smith there.', ["He was an actor.", "H. Bruce Humberstone directed it.", "He met J. R. Smith there."]],
    ["glued after a closing quote", 'He said "stop."Then he left.', ['He said "stop."', "Then he left."]],
    ["dotted names stay whole", "The U.S.Army and ASP.NET use java.util.List and Node.js daily. Next.", ["The U.S.Army and ASP.NET use java.util.List and Node.js daily.", "Next."]],
    ["an abbreviation glued to a name", "They flew to St.Louis and met Dr.Smith there. Next.", ["They flew to St.Louis and met Dr.Smith there.", "Next."]],
    ["initial at the end before an opener", "He got an A. The rest got a B.", ["He got an A.", "The rest got a B."]],
    ["unit letter after a number", "It draws 9 W. Research continues.", ["It draws 9 W.", "Research continues."]],
    ["letter after a lower-case word", "Take vitamin C. Research agrees.", ["Take vitamin C.", "Research agrees."]],
    ["middle initial", "John F. Kennedy spoke. Next.", ["John F. Kennedy spoke.", "Next."]],
    ["decimals", "It draws 2.1 W at 3.5 GHz. Next.", ["It draws 2.1 W at 3.5 GHz.", "Next."]],
    ["versions", "Version v2.3.1 replaced 3.10 in 2024. Python 3. Next.", ["Version v2.3.1 replaced 3.10 in 2024.", "Python 3.", "Next."]],
    ["URL", "See https://example.com/a.b?x=1. Then go.", ["See https://example.com/a.b?x=1.", "Then go."]],
    ["domain at the end", "Visit example.com. It is free.", ["Visit example.com.", "It is free."]],
    ["email", "Write to info@example.co.uk today. Next.", ["Write to info@example.co.uk today.", "Next."]],
    ["ellipsis before lower case", "It was... fine, mostly. Next.", ["It was... fine, mostly.", "Next."]],
    ["ellipsis before upper case", "It waited… Then it ran.", ["It waited…", "Then it ran."]],
    ["unknown abbreviation before lower case", "It costs approx 5 dol. per unit. Next.", ["It costs approx 5 dol. per unit.", "Next."]],
    ["exclamation inside a name", "Yahoo! is a portal. Next.", ["Yahoo! is a portal.", "Next."]],
    ["several marks", "Really?! Yes.", ["Really?!", "Yes."]],
    ["closing quote kept", "He said “yes.” Then he left.", ["He said “yes.”", "Then he left."]],
    ["straight quotes", "He said \"yes.\" Then he left.", ["He said \"yes.\"", "Then he left."]],
    ["quote continues", "He said “It works. It is fast.” Then he left.", ["He said “It works. It is fast.”", "Then he left."]],
    ["quote followed by lower case", "“It works.” he said. Next.", ["“It works.” he said.", "Next."]],
    ["parenthesis continues", "The chip (it is new. It is fast) ships. Next.", ["The chip (it is new. It is fast) ships.", "Next."]],
    ["closing parenthesis kept", "It is fast. (See Fig. 2.) Next.", ["It is fast.", "(See Fig. 2.)", "Next."]],
    ["unbalanced parenthesis does not swallow", "It is fast (very. It is cheap. It is new.", ["It is fast (very.", "It is cheap.", "It is new."]],
    ["semicolons do not end sentences", "It is fast; it is cheap. Next.", ["It is fast; it is cheap.", "Next."]],
    ["colon does not end a sentence", "Two parts: A and B. Next.", ["Two parts: A and B.", "Next."]],
  ];
  it.each(cases)("%s", (_name, text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });
});

describe("splitSentences: citation markers after the punctuation", () => {
  const cases: [string, string, string[]][] = [
    ["marker after the full stop", "It draws 9 W. [c1] It is new.", ["It draws 9 W. [c1]", "It is new."]],
    ["marker right after the full stop", "It draws 9 W.[1] It is new.", ["It draws 9 W.[1]", "It is new."]],
    ["several markers", "It draws 9 W. [c1][c2] [3] It is new.", ["It draws 9 W. [c1][c2] [3]", "It is new."]],
    ["marker before the full stop", "It draws 9 W [c1]. It is new [c2].", ["It draws 9 W [c1].", "It is new [c2]."]],
    ["footnote marker", "It draws 9 W.[^1] It is new.", ["It draws 9 W.[^1]", "It is new."]],
    ["line marker", "It draws 9 W. [A:L12-15]\nIt is new.", ["It draws 9 W. [A:L12-15]", "It is new."]],
    ["Chinese marker after 。", "功耗为2.1 瓦。【1】下一句。", ["功耗为2.1 瓦。【1】", "下一句。"]],
    ["marker at the end of the unit", "It draws 9 W. [c1]", ["It draws 9 W. [c1]"]],
    ["bracketed prose is not attached", "It draws 9 W. [Citation needed] Next.", ["It draws 9 W.", "[Citation needed] Next."]],
  ];
  it.each(cases)("%s", (_name, text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });
});

describe("splitSentences: Chinese and mixed script", () => {
  const cases: [string, string, string[]][] = [
    ["full stops", "星尘-3采用12nm工艺。功耗为2.1瓦。", ["星尘-3采用12nm工艺。", "功耗为2.1瓦。"]],
    ["question and exclamation", "这是真的吗？是的！很好。", ["这是真的吗？", "是的！", "很好。"]],
    ["decimal inside", "功耗为2.1瓦，算力8.5 TOPS。下一句。", ["功耗为2.1瓦，算力8.5 TOPS。", "下一句。"]],
    ["closing quote kept", "他说：“好。”然后他走了。", ["他说：“好。”", "然后他走了。"]],
    ["quote continues", "他说：“好。我同意。”然后他走了。", ["他说：“好。我同意。”", "然后他走了。"]],
    ["corner brackets", "他说「好。」下一句。", ["他说「好。」", "下一句。"]],
    ["book title marks", "见《报告。第二版》全文。下一句。", ["见《报告。第二版》全文。", "下一句。"]],
    ["ellipsis", "他想了想……然后走了。", ["他想了想……", "然后走了。"]],
    ["line break inside", "星尘-3采用\n12nm工艺。下一句。", ["星尘-3采用\n12nm工艺。", "下一句。"]],
    ["English full stop before Chinese", "It uses 12 nm.该芯片很快。", ["It uses 12 nm.", "该芯片很快。"]],
    ["Chinese then English", "该芯片很快。It uses 12 nm. Next.", ["该芯片很快。", "It uses 12 nm.", "Next."]],
    ["semicolon does not end", "功耗低；性能高。", ["功耗低；性能高。"]],
  ];
  it.each(cases)("%s", (_name, text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });
});

describe("splitSentences: units", () => {
  it("only splits inside the unit and returns offsets of the whole text", () => {
    const text = "Before. Inside one. Inside two. After.";
    const unit = { start: 8, end: 31 };
    const spans = splitSentences(text, unit);
    expect(spans).toEqual([
      { start: 8, end: 19 },
      { start: 20, end: 31 },
    ]);
  });

  it("an empty unit has no sentences", () => {
    expect(splitSentences("   ", { start: 0, end: 3 })).toEqual([]);
  });

  it("is linear on a long paragraph", () => {
    const text = "The chip (draws “9 W. It is new [c1]. ".repeat(30_000);
    const started = performance.now();
    const spans = splitSentences(text, { start: 0, end: text.length });
    expect(spans.length).toBeGreaterThan(30_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
