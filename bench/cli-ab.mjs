// Before/after timing of the CLI on the speed benchmark's input, for two builds of groundcheck
// (two checkouts, each after `npm run build`). Runs alternate between them, on two cores and
// pinned to one (taskset), so that both see the same machine load; prints medians and minima.
// With --in-process, the library's `verify` of each build is timed in this one process instead,
// alternately, after a first run of each that is left out (V8 has not yet optimised it).
//
//   node bench/cli-ab.mjs [--in-process] ../before-checkout .
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { answer, chunks, writeInputFiles } from "./speed-input.mjs";

const args = process.argv.slice(2);
const inProcess = args.includes("--in-process");
const roots = args.filter((arg) => arg !== "--in-process").map((root) => resolve(root));
if (roots.length < 2) {
  console.error("usage: node bench/cli-ab.mjs [--in-process] CHECKOUT_A CHECKOUT_B [CHECKOUT_C …]");
  process.exit(2);
}
const ROUNDS = inProcess ? 8 : 6;

/** How one round times each build: a label and a run to time, per build. */
async function timedRuns() {
  if (inProcess) {
    const runs = [];
    for (const root of roots) {
      const { verify } = await import(pathToFileURL(join(root, "dist/index.js")).href);
      await verify({ answer, chunks });
      runs.push({ key: `${root}, in-process`, run: () => verify({ answer, chunks }) });
    }
    return { runs, done: () => {} };
  }
  const { dir, verifyArgs } = writeInputFiles();
  const taskset = spawnSync("taskset", ["--version"]).status === 0;
  const runs = [];
  for (const root of roots) {
    // The CLI is run as a user runs it, through its shebang, so that the Node flags there apply.
    const cli = join(root, "dist/cli/main.js");
    const check = (run) => {
      if (run.status === 2 || run.error) throw new Error(`${root}: ${run.error ?? run.stderr}`);
    };
    runs.push({ key: `${root}, two cores`, run: () => check(spawnSync(cli, verifyArgs)) });
    if (taskset) runs.push({ key: `${root}, one core`, run: () => check(spawnSync("taskset", ["-c", "0", cli, ...verifyArgs])) });
  }
  return { runs, done: () => rmSync(dir, { recursive: true, force: true }) };
}

const { runs, done } = await timedRuns();
const times = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const { key, run } of runs) {
    const t = performance.now();
    await run();
    times.set(key, [...(times.get(key) ?? []), performance.now() - t]);
  }
}
done();
for (const [key, list] of times) {
  list.sort((a, b) => a - b);
  console.log(`${key}: median ${(list[Math.floor(list.length / 2)] / 1000).toFixed(2)} s, min ${(list[0] / 1000).toFixed(2)} s`);
}
