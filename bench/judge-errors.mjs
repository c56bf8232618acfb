// What the lexical judge gets wrong, from cross-validation: for each case file, the hallucinated
// cases judged most surely faithful and the faithful ones judged most surely hallucinated, each
// with its weakest claim's features and the evidence the engine found. For deciding which
// features to add; prints to the terminal only (the dev data stays in ../shared/data).
//
//   npm run build && node bench/judge-errors.mjs --cases ../shared/data/dev/qags.jsonl [--top 10] [--folds 5] [--synthetic 4]
import { basename, extname } from "node:path";
import { parseArgs } from "node:util";
import { verify } from "../dist/index.js";
import { chunksOf } from "../dist/core/bench/run.js";
import { FEATURE_NAMES } from "../dist/core/judge/features.js";
import { heldOut, recordCase } from "../dist/core/judge/training.js";
import { loadCases } from "../dist/node/load-cases.js";
import { synthesizeCases } from "../dist/node/train.js";

const { values } = parseArgs({
  options: {
    cases: { type: "string", multiple: true },
    top: { type: "string", default: "8" },
    folds: { type: "string", default: "5" },
    synthetic: { type: "string" },
    width: { type: "string", default: "300" },
  },
});
if (!values.cases?.length) {
  console.error("usage: node bench/judge-errors.mjs --cases FILE [--cases FILE…] [--top N] [--folds K] [--synthetic N]");
  process.exit(2);
}
const top = Number(values.top);
const width = Number(values.width);
const cut = (text) => (text.length > width ? `${text.slice(0, width)}…` : text).replace(/\s+/g, " ");

const byId = new Map();
const records = [];
const all = [];
for (const path of values.cases) {
  const file = basename(path, extname(path));
  for (const benchCase of await loadCases([path])) {
    byId.set(benchCase.id, benchCase);
    all.push(benchCase);
    records.push(await recordCase(benchCase, file));
  }
}
if (values.synthetic) for (const benchCase of await synthesizeCases(all, { perDocument: Number(values.synthetic), seed: 1 })) records.push(await recordCase(benchCase, "synthetic"));
const recordOf = new Map(records.map((r) => [r.id, r]));
const rows = heldOut(records, Number(values.folds));

function features(x) {
  return FEATURE_NAMES.map((name, i) => [name, x[i]])
    .filter(([, v]) => v !== 0)
    .map(([name, v]) => `${name}=${Math.round(v * 100) / 100}`)
    .join(" ");
}

async function show(row) {
  const benchCase = byId.get(row.id);
  const record = recordOf.get(row.id);
  const weakest = record.claims.reduce((a, b) => (b.coverage < a.coverage ? b : a), record.claims[0]);
  console.log(`\n  ${row.id}  support ${(1 - row.score).toFixed(3)}  ${benchCase.question ? `Q: ${cut(benchCase.question)}` : ""}`);
  console.log(`    answer: ${cut(benchCase.answer)}`);
  if (benchCase.claims) console.log(`    labels: ${benchCase.claims.map((c) => c.label).join(", ")}`);
  if (weakest) console.log(`    weakest claim: ${features(weakest.x)}${weakest.forced ? " (flagged)" : ""}`);
  const result = await verify({ answer: benchCase.answer, chunks: chunksOf(benchCase), question: benchCase.question }, { scope: "all" }).catch(() => undefined);
  for (const claim of result?.claims ?? []) {
    console.log(`    [${claim.verdict} ${claim.score.toFixed(2)} cov ${claim.coverage}] ${cut(claim.text)}`);
    for (const reason of claim.reasons) console.log(`        ${reason.code}: ${cut(reason.message)}`);
    if (claim.evidence[0]) console.log(`        evidence: ${cut(claim.evidence[0].quote)}`);
  }
}

for (const dataset of [...new Set(rows.map((r) => r.dataset))]) {
  const mine = rows.filter((r) => r.dataset === dataset);
  const missed = mine.filter((r) => r.label === "hallucinated" && r.predicted === "faithful").sort((a, b) => a.score - b.score);
  const false_ = mine.filter((r) => r.label === "faithful" && r.predicted === "hallucinated").sort((a, b) => b.score - a.score);
  console.log(`\n=== ${dataset}: ${mine.length} cases, ${missed.length} hallucinated judged faithful, ${false_.length} faithful judged hallucinated`);
  console.log(`--- hallucinated, judged faithful (most confident first)`);
  for (const row of missed.slice(0, top)) await show(row);
  console.log(`--- faithful, judged hallucinated (most confident first)`);
  for (const row of false_.slice(0, top)) await show(row);
}
