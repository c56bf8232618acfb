// The input of the speed benchmarks: a fixed-seed context of 2,000 chunks of about 100 words and
// an answer of 4,000 claims citing them, the same text on every run and every machine.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CHUNKS = 2000;
const CLAIMS = 4000;

// A fixed-seed generator, so every run measures the same text.
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (list) => list[Math.floor(random() * list.length)];

// Words drawn from a Zipf-like distribution over a large made-up vocabulary, as in real text:
// a few words everywhere, most words in a handful of chunks.
const syllables = "ka ro mi tu ne sa lo vi da pe ri go an el or us in".split(" ");
const vocabulary = Array.from({ length: 20000 }, (_, i) => {
  let word = "";
  for (let n = i + 7; n > 0; n = Math.floor(n / syllables.length)) word += syllables[n % syllables.length];
  return word;
});
const zipf = () => vocabulary[Math.min(vocabulary.length - 1, Math.floor(Math.exp(random() * Math.log(vocabulary.length))) - 1)];
const units = ["W", "GB", "ms", "%", "nm", "MHz", "kg"];
const names = ["Acme", "Borealis", "Cirrus", "Dynamo", "Equinox", "Fjord", "Gazelle", "Helios"];

function sentence() {
  const n = 1 + Math.floor(random() * 500);
  const words = Array.from({ length: 12 }, zipf);
  return `The ${words.slice(0, 3).join(" ")} of ${pick(names)} ${words.slice(3, 7).join(" ")} at ${n} ${pick(units)} during the ${words.slice(7).join(" ")} test.`;
}

export const chunks = [];
for (let i = 0; i < CHUNKS; i++) {
  const sentences = [];
  for (let s = 0; s < 6; s++) sentences.push(sentence());
  chunks.push({ id: `c${i + 1}`, text: sentences.join(" ") });
}
const lines = [];
for (let k = 0; k < CLAIMS; k++) {
  const chunk = Math.floor(random() * CHUNKS);
  const sentences = chunks[chunk].text.match(/[^.]+\./g);
  let claim = pick(sentences).trim();
  // A quarter of the claims carry a changed number, so every rule's slow path runs too.
  if (k % 4 === 0) claim = claim.replace(/\d+/, (d) => String(Number(d) + 7));
  lines.push(`${claim.slice(0, -1)} [c${chunk + 1}].`);
}
export const answer = lines.join("\n\n");

/**
 * Writes the input to a new temporary folder, for timing the CLI: the folder (to remove after)
 * and the arguments of a `verify` of it that writes its JSON report there.
 */
export function writeInputFiles() {
  const dir = mkdtempSync(join(tmpdir(), "groundcheck-bench-"));
  writeFileSync(join(dir, "answer.md"), answer);
  writeFileSync(join(dir, "chunks.jsonl"), chunks.map((c) => JSON.stringify(c)).join("\n"));
  return { dir, verifyArgs: ["verify", "--answer", join(dir, "answer.md"), "--context", join(dir, "chunks.jsonl"), "--format", "json", "--output", join(dir, "report.json")] };
}
