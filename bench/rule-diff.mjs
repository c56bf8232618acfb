// Which cases of labelled case files two builds' rules read differently: for each case, the
// content rules' findings (rule and code, the judge's left out) of a build before a change and of
// one after it, printed where they differ, with a count per file and per label. A rule change that
// moves faithful cases is one to look at before it lands.
//
//   git worktree add /tmp/before <commit> && (cd /tmp/before && ln -s "$PWD/../<repo>/node_modules" && npm run build)
//   npm run build && node bench/rule-diff.mjs /tmp/before/dist dist ../shared/data/dev/qags.jsonl …
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [beforeDist, afterDist, ...files] = process.argv.slice(2);
if (!beforeDist || !afterDist || files.length === 0) {
  console.error("usage: node bench/rule-diff.mjs BEFORE_DIST AFTER_DIST FILE…");
  process.exit(2);
}

/** A build's engine, case loader and rule ids, from its dist folder. */
async function build(dist) {
  const at = (path) => pathToFileURL(resolve(dist, path)).href;
  const { verify } = await import(at("index.js"));
  const { chunksOf } = await import(at("core/bench/run.js"));
  const { loadCases } = await import(at("node/load-cases.js"));
  const { contentRules } = await import(at("core/rules/index.js"));
  return { verify, chunksOf, loadCases, ruleIds: new Set(contentRules.map((rule) => rule.meta.id)) };
}

/** The case's rule findings as one sorted string ("negation-conflict:X1,number-mismatch:N1"). */
async function findings({ verify, chunksOf, ruleIds }, benchCase) {
  try {
    const result = await verify({ answer: benchCase.answer, chunks: chunksOf(benchCase), question: benchCase.question }, { scope: "all" });
    return result.claims
      .flatMap((claim) => claim.reasons.filter((r) => ruleIds.has(r.ruleId)).map((r) => `${r.ruleId}:${r.code}`))
      .sort()
      .join(",");
  } catch {
    return "(no claims)";
  }
}

const before = await build(beforeDist);
const after = await build(afterDist);
for (const path of files) {
  const changed = { faithful: 0, hallucinated: 0 };
  for (const benchCase of await after.loadCases([path])) {
    const [was, now] = [await findings(before, benchCase), await findings(after, benchCase)];
    if (was === now) continue;
    changed[benchCase.label]++;
    console.log(`${benchCase.id} (${benchCase.label})\n  - ${was}\n  + ${now}`);
  }
  console.log(`${basename(path)}: ${changed.faithful + changed.hallucinated} cases changed (${changed.faithful} faithful, ${changed.hallucinated} hallucinated)`);
}
