// Before/after timing of the CLI on the speed benchmark's input, for two builds of groundcheck
// (two checkouts, each after `npm run build`). Runs alternate between them, on two cores and
// pinned to one (taskset), so that both see the same machine load; prints medians and minima.
//
//   node bench/cli-ab.mjs ../before-checkout .
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { writeInputFiles } from "./speed-input.mjs";

const ROUNDS = 6;
const roots = process.argv.slice(2).map((root) => resolve(root));
if (roots.length < 2) {
  console.error("usage: node bench/cli-ab.mjs CHECKOUT_A CHECKOUT_B [CHECKOUT_C …]");
  process.exit(2);
}
const { dir, verifyArgs } = writeInputFiles();
const taskset = spawnSync("taskset", ["--version"]).status === 0;
const cores = taskset ? ["two cores", "one core"] : ["two cores"];

const times = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const root of roots) {
    for (const where of cores) {
      // The CLI is run as a user runs it, through its shebang, so that the Node flags there apply.
      const cli = join(root, "dist/cli/main.js");
      const t = performance.now();
      const run = where === "one core" ? spawnSync("taskset", ["-c", "0", cli, ...verifyArgs]) : spawnSync(cli, verifyArgs);
      if (run.status === 2 || run.error) throw new Error(`${root}: ${run.error ?? run.stderr}`);
      const key = `${root}, ${where}`;
      times.set(key, [...(times.get(key) ?? []), performance.now() - t]);
    }
  }
}
rmSync(dir, { recursive: true, force: true });
for (const [key, list] of times) {
  list.sort((a, b) => a - b);
  console.log(`${key}: median ${(list[Math.floor(list.length / 2)] / 1000).toFixed(2)} s, min ${(list[0] / 1000).toFixed(2)} s`);
}
