// Speed and memory benchmark for `verify` (npm run bench:speed). Builds a synthetic context of
// 2,000 chunks of about 100 words and an answer of 4,000 cited claims, times the library end to
// end on one core, then times the CLI on the bundled example. Needs `npm run build` first.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { verify } from "../dist/index.js";

const CHUNKS = 2000;
const CLAIMS = 4000;
const root = fileURLToPath(new URL("..", import.meta.url));

// A fixed-seed generator, so every run measures the same text.
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (list) => list[Math.floor(random() * list.length)];

const nouns = "system module sensor battery process memory network device engine factory report market revenue customer product chip board cable signal layer model dataset server storage budget region team".split(" ");
const verbs = "uses supports requires delivers reduces increases improves contains records measures controls connects".split(" ");
const adjectives = "small large fast slow new old reliable efficient secure stable digital remote local annual internal".split(" ");
const units = ["W", "GB", "ms", "%", "nm", "MHz", "kg"];
const names = ["Acme", "Borealis", "Cirrus", "Dynamo", "Equinox", "Fjord", "Gazelle", "Helios"];

function sentence() {
  const n = 1 + Math.floor(random() * 500);
  return `The ${pick(adjectives)} ${pick(nouns)} of ${pick(names)} ${pick(verbs)} the ${pick(adjectives)} ${pick(nouns)} at ${n} ${pick(units)} during the ${pick(adjectives)} ${pick(nouns)} test.`;
}

const chunks = [];
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
const answer = lines.join("\n\n");
const words = chunks.reduce((n, c) => n + c.text.split(/\s+/).length, 0);

const started = performance.now();
const result = await verify({ answer, chunks });
const seconds = (performance.now() - started) / 1000;
const rssMb = process.resourceUsage().maxRSS / 1024;

const runs = [];
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  const cli = spawnSync(process.execPath, ["dist/cli/main.js", "verify", "--answer", "examples/answer.md", "--context", "examples/chunks.jsonl"], { cwd: root });
  runs.push(performance.now() - t);
  if (cli.status === 2) throw new Error(`the example failed: ${cli.stderr}`);
}
runs.sort((a, b) => a - b);

const report = {
  chunks: CHUNKS,
  chunkWords: Math.round(words / CHUNKS),
  claims: result.summary.claims,
  seconds: Number(seconds.toFixed(3)),
  claimsPerSecond: Math.round(result.summary.claims / seconds),
  peakRssMb: Math.round(rssMb),
  exampleCliMedianMs: Math.round(runs[2]),
  verdicts: { supported: result.summary.supported, unsupported: result.summary.unsupported, contradicted: result.summary.contradicted },
};
console.log(JSON.stringify(report, null, 2));
