// Every sentence of a source, read against its own chunk, must come out supported: a claim copied from
// its source cannot be at odds with it. A rule that finds one contradicted has read another
// sentence than the one copied, which is how a faithful answer gets a false X1. No labels are
// read, so the probe sets' chunks can be used without reading their answers.
//
//   npm run build && node bench/copies.mjs [--all] [--changed | --negated | --swapped] [FILE …]
//
// FILE is a probe file (bench/probes/*.json, {"chunks": {...}}) or a case file (.jsonl, the first
// source of each of its first 150 cases, 25 sentences at most). Without files, every probe file.
// Prints each copied sentence that is contradicted (with --all, also those that are unsupported)
// and the count. With --changed, each sentence that has a number gets its first number raised by
// one (12 -> 13, 2.5 -> 3.5) and must come out contradicted or unsupported; the ones that pass as
// supported are printed. With --negated, each sentence has its first denial taken out, or a
// denial put after its first auxiliary or before its first verb ("is" -> "is not", 是 -> 不是),
// and likewise must not pass. With --swapped, each English sentence has its first capitalised word
// (after the first) put for another of its chunk's that it lacks, and likewise must not pass.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const { verify } = await import(join(here, "../dist/index.js"));

const args = process.argv.slice(2);
const showAll = args.includes("--all");
const changed = args.includes("--changed");
const negated = args.includes("--negated");
const swapped = args.includes("--swapped");

/** The sentence with its first number raised by one, or undefined if it has none outside a name or a date-like run. */
function withFigureChanged(sentence) {
  const m = /(?<![\w.,:-])(\d{1,3}(?:,\d{3})*|\d+)(\.\d+)?(?![\d:/-])/u.exec(sentence);
  if (!m) return undefined;
  const whole = Number(m[1].replace(/,/g, ""));
  // Years are dates, which another check reads; a bare 0 or 1 is as often an article.
  if (whole >= 1900 && whole <= 2100 && m[2] === undefined) return undefined;
  return sentence.slice(0, m.index) + String(whole + 1) + (m[2] ?? "") + sentence.slice(m.index + m[0].length);
}
/** English verbs a negation follows, and the negation written after each. */
const EN_AUXILIARY = /\b(is|are|was|were|can|will|must|may|should|has|have|does|do)\b(?!\s+(?:not|no|never)\b)/u;
/** An English negation to take out: "is not" becomes "is", "cannot" "can". */
const EN_DENIAL = /\b(?:(is|are|was|were|will|must|may|should|has|have|does|do)\s+not|(can)not|(is|are|was|were|does|do|has|have)n['’]t)\b/u;
/** Chinese verbs 不 goes before, and denials to take out. */
const ZH_VERB = /(是|会|能|可以|需要|应|须|支持|提供|包含|包括|允许)/u;
const ZH_DENIAL = /(?:不予|不得|不能|不可|不会|不是|无需|没有|不|未)(?=\p{Script=Han})/u;

/**
 * The sentence said the other way round: its first denial taken out, or a denial put before its
 * first auxiliary (English) or verb (Chinese); undefined where it has none of them.
 */
function withPolarityTurned(sentence) {
  const zh = /\p{Script=Han}/u.test(sentence);
  const denial = (zh ? ZH_DENIAL : EN_DENIAL).exec(sentence);
  if (denial) {
    const kept = zh ? "" : (denial[1] ?? denial[2] ?? denial[3]);
    return sentence.slice(0, denial.index) + kept + sentence.slice(denial.index + denial[0].length);
  }
  const verb = (zh ? ZH_VERB : EN_AUXILIARY).exec(sentence);
  if (!verb) return undefined;
  const at = verb.index + (zh ? 0 : verb[0].length);
  return sentence.slice(0, at) + (zh ? "不" : " not") + sentence.slice(at);
}
/** A capitalised word inside an English sentence (not its first word), as names are written. */
const NAME_WORD = /(?<=\s)\p{Lu}\p{Ll}{2,}\b/gu;

/**
 * The sentence with its first name word put for another name word of its chunk that the sentence
 * does not have ("Dr. Ines Marlow" -> "Dr. Tobias Marlow"), or undefined where there is none.
 */
function withNameSwapped(sentence, chunkText) {
  const own = [...sentence.matchAll(NAME_WORD)];
  if (own.length === 0) return undefined;
  const others = [...new Set([...chunkText.matchAll(NAME_WORD)].map((m) => m[0]))].filter((word) => !sentence.includes(word));
  if (others.length === 0) return undefined;
  const first = own[0];
  return sentence.slice(0, first.index) + others[0] + sentence.slice(first.index + first[0].length);
}
const given = args.filter((arg) => !arg.startsWith("--"));
const files = given.length > 0 ? given : readdirSync(join(here, "probes")).filter((f) => f.endsWith(".json")).sort().map((f) => join(here, "probes", f));

/** Cases of a case file, or the chunks of a probe file, each as a list of chunks. */
function contexts(file) {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".jsonl")) {
    return text
      .split("\n")
      .filter(Boolean)
      .slice(0, 150)
      .map((line) => JSON.parse(line).sources ?? [])
      .filter((sources) => sources.length > 0)
      .map((sources) => [{ id: "d0", text: typeof sources[0] === "string" ? sources[0] : sources[0].text }]);
  }
  return [Object.entries(JSON.parse(text).chunks).map(([id, chunk]) => ({ id, text: chunk }))];
}

// A plain cut at sentence ends, not the engine's: a copy that the engine's sentences cut
// otherwise is what this looks for too.
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z“"(])|(?<=[。！？])/u;
const MIN_LENGTH = 12;
const MAX_SENTENCES = 25;

let claims = 0;
let contradicted = 0;
let unsupported = 0;
for (const file of files) {
  for (const chunks of contexts(file)) {
    for (const { id, text } of chunks) {
      const sentences = text.split(SENTENCE_END).filter((s) => s.trim().length > MIN_LENGTH).slice(0, MAX_SENTENCES);
      for (const sentence of sentences) {
        const answer = changed ? withFigureChanged(sentence.trim()) : negated ? withPolarityTurned(sentence.trim()) : swapped ? withNameSwapped(sentence.trim(), text) : sentence.trim();
        if (answer === undefined) continue;
        // Read against its own chunk as a cited claim is, whatever the engine's sentences make of it.
        const result = await verify({ answer, chunks: [{ id, text }] }, { scope: "all" });
        // A changed sentence is wrong as a whole: its worst claim decides.
        const verdicts = result.claims.map((claim) => claim.verdict);
        if (changed || negated || swapped) {
          claims++;
          if (verdicts.includes("contradicted")) contradicted++;
          else if (verdicts.includes("unsupported")) unsupported++;
          else console.log(`${file.split("/").pop()} [${id}] supported: ${answer}`);
          continue;
        }
        for (const claim of result.claims) {
          claims++;
          if (claim.verdict === "supported") continue;
          if (claim.verdict === "contradicted") contradicted++;
          else unsupported++;
          if (claim.verdict === "contradicted" || showAll) {
            console.log(`${file.split("/").pop()} [${id}] ${claim.verdict}: ${claim.text}`);
            for (const reason of claim.reasons) console.log(`    ${reason.code} ${reason.ruleId}: ${reason.message}`);
          }
        }
      }
    }
  }
}
console.log(
  changed || negated || swapped
    ? `${claims} sentences with ${changed ? "a figure changed" : negated ? "a negation put in or taken out" : "a name put for another"}: ${contradicted} contradicted, ${unsupported} unsupported, ${claims - contradicted - unsupported} supported`
    : `${claims} claims copied from their sources: ${contradicted} contradicted, ${unsupported} unsupported`,
);
