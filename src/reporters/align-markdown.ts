import type { AlignReporter } from "./audit-index.js";
import { alignCountLine, bestText } from "./align-text.js";
import { manifestText, wordsFor } from "./audit-words.js";
import { markdownTable, markdownText } from "./format.js";

/** A table of the output's sentences with their best source line. */
export const alignMarkdownReporter: AlignReporter = (result, ctx) => {
  const sections = [
    `# Alignment${ctx.outputPath === undefined ? "" : `: ${markdownText(ctx.outputPath)}`}`,
    alignCountLine(result),
  ];
  if (ctx.sources !== undefined && ctx.sources.length > 0) sections.push(`Sources: ${markdownText(manifestText(ctx.sources, wordsFor("en")))}`);
  sections.push(
    markdownTable(
      ["Line", "Grounded", "Best source line", "Sentence"],
      result.sentences.map((sentence) => [
        String(sentence.line),
        sentence.grounded ? "yes" : "**no**",
        markdownText(bestText(sentence)),
        markdownText(sentence.text),
      ]),
      ["r", "l", "l", "l"],
    ),
  );
  return `${sections.join("\n\n")}\n`;
};
