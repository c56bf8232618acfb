// Answers with known verdicts, one claim (or a few) each, checked against the chunks of their
// file: how many get exactly the verdicts expected. The sets in bench/probes were written for
// the purpose (see BENCHMARKS.md): r15-* and r16-* drove rule fixes, held-* were measured once
// before any fix was made from them.
//
//   npm run build && node bench/probes.mjs [--misses] [--confusion] [--by-rule] [--model FILE] [FILE …]
//
// --confusion counts answers by the verdict expected and the verdict got (worst claim's), for
// every file together: how a set is missed can be told without reading which answers are.
// --by-rule counts the X1 findings of each rule on claims labelled supported and on claims labelled
// contradicted, in answers split into as many claims as they have letters: which rule contradicts
// clean claims most. (It reads findings claim by claim: leave the blind sets out of FILE.)
// --model FILE judges with a model from `groundcheck train -o FILE` instead of the shipped one.
//
// A file is {"chunks": {ID: text}, "cases": [{"a": answer, "v": "s" | "u" | "c" per claim}]}.
import { readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readProbes } from "./probe-files.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const { verify } = await import(join(here, "../dist/index.js"));

const args = process.argv.slice(2);
const showMisses = args.includes("--misses");
const showConfusion = args.includes("--confusion");
const showByRule = args.includes("--by-rule");
const modelAt = args.indexOf("--model");
const modelPath = modelAt < 0 ? undefined : args[modelAt + 1];
if (modelAt >= 0 && modelPath === undefined) {
  console.error("probes: --model needs a model file (from groundcheck train -o FILE)");
  process.exit(2);
}
const judge = modelPath === undefined ? undefined : await modelJudge(modelPath);
const given = args.filter((arg, i) => !arg.startsWith("--") && (modelAt < 0 || i !== modelAt + 1));
const files = given.length > 0 ? given : readdirSync(join(here, "probes")).filter((f) => f.endsWith(".json")).sort().map((f) => join(here, "probes", f));

/** A lexical judge with the model of a `groundcheck train -o` file, or one line naming what is wrong and exit 2. */
async function modelJudge(path) {
  const { loadLexicalJudge } = await import(join(here, "../dist/node/load-model.js"));
  try {
    return await loadLexicalJudge(path);
  } catch (error) {
    console.error(`probes: ${error.message.replace(/^groundcheck: /, "")}`);
    process.exit(2);
  }
}

/** The verdict a gate reads from an answer's claims ("s", "u", "c" each): contradicted over unsupported over supported. */
function worst(verdicts) {
  return verdicts.includes("c") ? "c" : verdicts.includes("u") ? "u" : "s";
}

const totals = new Map();
/** Answers counted by "expected>got", e.g. "c>u". */
const confusion = new Map();
/** X1 findings by rule: [on claims labelled s, on claims labelled c]. */
const x1ByRule = new Map();
for (const file of files) {
  const probes = readProbes(file, "probes");
  const chunks = Object.entries(probes.chunks).map(([id, text]) => ({ id, text }));
  let right = 0;
  let answers = 0;
  for (const probe of probes.cases) {
    const result = await verify({ answer: probe.a, chunks }, judge ? { judge } : {});
    const got = result.claims.map((claim) => claim.verdict[0]).join("");
    if (got === probe.v) right++;
    // The answer's verdict as a gate reads it, its worst claim's: the writers could not know how
    // the engine splits a sentence ("want s, got ss").
    const sameAnswer = worst(got) === worst(probe.v);
    if (sameAnswer) answers++;
    if (showByRule && got.length === probe.v.length) {
      result.claims.forEach((claim, k) => {
        const want = probe.v[k];
        if (want === "u") return;
        for (const reason of claim.reasons) {
          if (reason.code !== "X1") continue;
          const counts = x1ByRule.get(reason.ruleId) ?? [0, 0];
          counts[want === "s" ? 0 : 1]++;
          x1ByRule.set(reason.ruleId, counts);
        }
      });
    }
    const cell = `${worst(probe.v)}>${worst(got)}`;
    confusion.set(cell, (confusion.get(cell) ?? 0) + 1);
    if (got !== probe.v && showMisses) {
      const codes = result.claims.map((claim) => claim.reasons.map((reason) => reason.code).join("+")).join(" | ");
      console.log(`  want ${probe.v} got ${got}${sameAnswer ? " (answer right)" : ""}: ${probe.a}  [${codes}]`);
    }
  }
  console.log(`${basename(file)}: ${right}/${probes.cases.length} claims exact, ${answers} answers`);
  const group = basename(file).split("-")[0];
  const [r, a, n] = totals.get(group) ?? [0, 0, 0];
  totals.set(group, [r + right, a + answers, n + probes.cases.length]);
}
for (const [group, [right, answers, n]] of totals) console.log(`${group}: ${right}/${n} claims exact, ${answers}/${n} answers`);
if (showConfusion) {
  console.log("answers, expected (rows) against got (columns):\n     s    u    c");
  for (const want of "suc") console.log(`${want} ${[..."suc"].map((got) => String(confusion.get(`${want}>${got}`) ?? 0).padStart(4)).join(" ")}`);
}
if (showByRule) {
  console.log("X1 findings by rule: on claims labelled s, on claims labelled c");
  for (const [rule, [onS, onC]] of [...x1ByRule].sort((a, b) => b[1][0] - a[1][0])) console.log(`${rule.padEnd(24)} ${String(onS).padStart(5)} ${String(onC).padStart(5)}`);
}
