// Load test of `groundcheck serve` (npm run bench:load). Starts the built CLI's server on a free
// loopback port, sends POST /v1/verify with the bundled example (examples/answer.md against
// examples/chunks.jsonl, 8 claims) from several connections, and prints requests, errors,
// non-2xx answers, latency percentiles and throughput. Exits 1 on any error or non-2xx answer.
// Needs `npm run build` first. Options: --requests N (1000), --connections N (10), and any
// `serve` flag after `--` (e.g. `-- --concurrency 4`).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values, positionals: serveFlags } = parseArgs({
  options: { requests: { type: "string", default: "1000" }, connections: { type: "string", default: "10" } },
  allowPositionals: true,
});
const requests = Number(values.requests);
const connections = Number(values.connections);

const answer = readFileSync(join(root, "examples/answer.md"), "utf8");
const chunks = readFileSync(join(root, "examples/chunks.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line));
const body = JSON.stringify({ answer, chunks });

// A store of its own, so the bench never touches the .groundcheck of the folder it runs in.
const store = mkdtempSync(join(tmpdir(), "groundcheck-load-"));
const server = spawn(process.execPath, [join(root, "dist/cli/main.js"), "serve", "--port", "0", "--store", store, ...serveFlags], {
  stdio: ["ignore", "pipe", "pipe"],
});
let serverLog = "";
server.stderr.on("data", (data) => (serverLog += data));
const exited = new Promise((resolve) => server.on("exit", (code) => resolve(code)));

try {
  const url = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (data) => {
      out += data;
      const found = /^listening on (http:\/\/\S+)$/m.exec(out);
      if (found) resolve(found[1]);
    });
    exited.then((code) => reject(new Error(`the server exited with ${code} before listening (is dist/ built? npm run build)\n${serverLog}`)));
  });

  const result = await autocannon({
    url: `${url}/v1/verify`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    connections,
    amount: requests,
  });

  const rows = [
    ["server", `${url} (serve ${serveFlags.join(" ") || "defaults"}), ${cpus().length} CPUs, Node ${process.version}`],
    ["load", `${requests} POST /v1/verify (the example answer, 8 claims), ${connections} connections`],
    ["requests", `${result.requests.sent} sent, ${result["2xx"]} 2xx`],
    ["errors", `${result.errors} (timeouts ${result.timeouts})`],
    ["non-2xx", String(result.non2xx)],
    ["latency", `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, mean ${result.latency.average.toFixed(1)} ms, max ${result.latency.max} ms`],
    ["throughput", `${(result["2xx"] / result.duration).toFixed(0)} requests/s, ${(result.throughput.average / 1024 / 1024).toFixed(2)} MB/s over ${result.duration} s`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}${value}`);
  const passed = result.errors === 0 && result.non2xx === 0 && result["2xx"] === requests;
  // The server logs only what went wrong (and its stop): shown when the run failed.
  if (!passed) process.stderr.write(serverLog);
  process.exitCode = passed ? 0 : 1;
} finally {
  server.kill("SIGTERM");
  await exited;
  rmSync(store, { recursive: true, force: true });
}
