// Speed and memory benchmark for `verify` (npm run bench:speed). Builds a synthetic context of
// 2,000 chunks of about 100 words and an answer of 4,000 cited claims, times the library
// in-process, then the CLI end to end (also pinned to one core), then the CLI on the bundled
// example. Needs `npm run build` first.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { verify } from "../dist/index.js";
import { answer, chunks, CHUNKS, writeInputFiles } from "./speed-input.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

const words = chunks.reduce((n, c) => n + c.text.split(/\s+/).length, 0);

// Best of three runs, each on a fresh process state as far as caches go: the library keeps no
// state between calls except its loaded lexicon and memoised stems.
let seconds = Infinity;
let cpuSeconds = Infinity;
// The first run is also reported alone: it runs before V8 has optimised the hot code, as every CLI run does.
let firstRunSeconds;
let result;
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  result = await verify({ answer, chunks });
  const used = process.cpuUsage(cpu);
  firstRunSeconds ??= (performance.now() - started) / 1000;
  seconds = Math.min(seconds, (performance.now() - started) / 1000);
  cpuSeconds = Math.min(cpuSeconds, (used.user + used.system) / 1e6);
}
const rssMb = process.resourceUsage().maxRSS / 1024;

// End to end through the CLI: reading the files, checking, writing the JSON report.
const { dir, verifyArgs: cliArgs } = writeInputFiles();
/** Best of three CLI runs, in seconds: `command` is the CLI itself or a launcher in front of it. */
function timeCli(command, args) {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    const cli = spawnSync(command, args);
    if (cli.status === 2 || cli.error) throw new Error(`the CLI failed: ${cli.error ?? cli.stderr}`);
    best = Math.min(best, (performance.now() - t) / 1000);
  }
  return best;
}
const cliSeconds = timeCli(join(root, "dist/cli/main.js"), cliArgs);
// Node compiles and collects garbage on helper threads, which a second core runs for free: pinned
// to one core (taskset, where the system has it), the run pays for them too. Both runs start the
// CLI through its shebang, as a user's shell does, so that the Node flags written there apply.
const taskset = spawnSync("taskset", ["--version"]).status === 0;
const cliOneCoreSeconds = taskset ? timeCli("taskset", ["-c", "0", join(root, "dist/cli/main.js"), ...cliArgs]) : undefined;
rmSync(dir, { recursive: true, force: true });

// What every CLI run pays before it reads its input: starting Node and loading the CLI.
const starts = [];
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  spawnSync(process.execPath, ["dist/cli/main.js", "--version"], { cwd: root });
  starts.push(performance.now() - t);
}
starts.sort((a, b) => a - b);

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
  cpuSeconds: Number(cpuSeconds.toFixed(3)),
  firstRunSeconds: Number(firstRunSeconds.toFixed(3)),
  claimsPerSecond: Math.round(result.summary.claims / seconds),
  peakRssMb: Math.round(rssMb),
  cliSeconds: Number(cliSeconds.toFixed(3)),
  cliClaimsPerSecond: Math.round(result.summary.claims / cliSeconds),
  ...(cliOneCoreSeconds !== undefined ? { cliOneCoreSeconds: Number(cliOneCoreSeconds.toFixed(3)), cliOneCoreClaimsPerSecond: Math.round(result.summary.claims / cliOneCoreSeconds) } : {}),
  exampleCliMedianMs: Math.round(runs[2]),
  cliStartMedianMs: Math.round(starts[2]),
  verdicts: { supported: result.summary.supported, unsupported: result.summary.unsupported, contradicted: result.summary.contradicted },
};
console.log(JSON.stringify(report, null, 2));
