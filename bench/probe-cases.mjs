// The probe answers (bench/probes) as benchmark cases (DESIGN.md "Benchmark cases"), so that
// `groundcheck train` can learn from answers written the way a RAG answer is written: short,
// cited, paraphrased, about prices, rules and timetables. The dev sets are summaries, Wikipedia
// claims, QA and NLI pairs; none is that genre.
//
//   node bench/probe-cases.mjs -o FILE [PROBE FILE …]
//
// Without files, every set in bench/probes except the blind ones named in bench/probes/blind.txt:
// a blind set is measured, never trained on, until it has been read. Each answer is one case
// whose sources are its file's chunks, labelled hallucinated when any of its sentences is
// expected unsupported or contradicted.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readProbes } from "./probe-files.mjs";

const here = join(dirname(fileURLToPath(import.meta.url)), "probes");

/** The blind sets' names ("held26"), one a line; "#" starts a comment. */
function blindSets() {
  return readFileSync(join(here, "blind.txt"), "utf8")
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line !== "");
}

function usage(message) {
  console.error(`probe-cases: ${message}\nusage: node bench/probe-cases.mjs -o FILE [PROBE FILE …]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const at = args.indexOf("-o");
if (at < 0 || args[at + 1] === undefined) usage("name the output file: -o FILE");
const output = args[at + 1];
const given = args.filter((_, i) => i !== at && i !== at + 1);
const blind = blindSets();
const files =
  given.length > 0
    ? given
    : readdirSync(here)
        .filter((file) => file.endsWith(".json") && !blind.includes(file.split("-")[0]))
        .sort()
        .map((file) => join(here, file));

const lines = [];
for (const file of files) {
  const probes = readProbes(file, "probe-cases");
  const name = basename(file, ".json");
  const sources = Object.entries(probes.chunks).map(([id, text]) => ({ id, text }));
  const lang = /-zh/.test(name) ? "zh" : "en";
  probes.cases.forEach((probe, i) => {
    const label = /[uc]/.test(probe.v) ? "hallucinated" : "faithful";
    lines.push(JSON.stringify({ id: `probes/${name}/${i}`, dataset: "probes", lang, task: "claim", sources, answer: probe.a, label }));
  });
}
try {
  // Never over another file: the output is new, as every report of this tool is.
  writeFileSync(output, `${lines.join("\n")}\n`, { flag: "wx" });
} catch (error) {
  console.error(`probe-cases: ${output}: ${error.code === "EEXIST" ? "already exists (write to a new file)" : error.message}`);
  process.exit(2);
}
console.log(`${output}: ${lines.length} cases from ${files.length} files${given.length > 0 ? "" : ` (blind, left out: ${blind.join(", ")})`}`);
