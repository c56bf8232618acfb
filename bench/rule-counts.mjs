// How often each deterministic rule flags faithful and hallucinated cases of labelled case files:
// a rule that flags faithful cases about as often as hallucinated ones is reading the text wrong.
// Prints to the terminal only (the dev data stays in ../shared/data).
//
//   npm run build && node bench/rule-counts.mjs ../shared/data/dev/qags.jsonl ../shared/data/dev/ocnli.jsonl
import { basename } from "node:path";
import { verify } from "../dist/index.js";
import { chunksOf } from "../dist/core/bench/run.js";
import { loadCases } from "../dist/node/load-cases.js";

import { contentRules } from "../dist/core/rules/index.js";

// The judge's own S1 is no rule's finding; the content rules' reports are, whatever their code.
const RULE_IDS = new Set(contentRules.map((rule) => rule.meta.id));

for (const path of process.argv.slice(2)) {
  const cases = await loadCases([path]);
  const totals = { faithful: 0, hallucinated: 0 };
  const byRule = new Map();
  for (const benchCase of cases) {
    totals[benchCase.label]++;
    let result;
    try {
      result = await verify({ answer: benchCase.answer, chunks: chunksOf(benchCase), question: benchCase.question }, { scope: "all" });
    } catch {
      continue; // an answer without claims: no rule runs
    }
    const rules = new Set(result.claims.flatMap((claim) => claim.reasons.filter((r) => RULE_IDS.has(r.ruleId)).map((r) => r.ruleId)));
    for (const rule of rules) {
      const counts = byRule.get(rule) ?? { faithful: 0, hallucinated: 0 };
      counts[benchCase.label]++;
      byRule.set(rule, counts);
    }
  }
  console.log(`${basename(path)}: ${totals.faithful} faithful, ${totals.hallucinated} hallucinated cases; cases flagged by each rule:`);
  for (const [rule, counts] of [...byRule].sort()) console.log(`  ${rule.padEnd(20)} faithful ${String(counts.faithful).padStart(4)}  hallucinated ${String(counts.hallucinated).padStart(4)}`);
}
