// Reading the probe files of bench/probes ({"chunks": {ID: text}, "cases": [{"a", "v"}]}), shared
// by probes.mjs, which checks them, and probe-cases.mjs, which writes them as bench cases.
import { readFileSync } from "node:fs";

/** A probe file, or one line naming what is wrong with it (after `tool`'s name) and exit 2. */
export function readProbes(file, tool) {
  let probes;
  try {
    probes = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`${tool}: ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
    process.exit(2);
  }
  if (typeof probes?.chunks !== "object" || probes.chunks === null || !Array.isArray(probes.cases)) {
    console.error(`${tool}: ${file}: expected {"chunks": {...}, "cases": [...]}`);
    process.exit(2);
  }
  return probes;
}
