// Saved runs through the service: saving from POST /v1/verify, the pages that list and show
// them, and the review endpoint, against a run store in a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runsCommand } from "../../src/cli/commands/runs.js";
import { verifyCommand } from "../../src/cli/commands/verify.js";
import { openStore } from "../../src/node/store/store.js";
import { RUN_ID_HEADER } from "../../src/server/app.js";
import type { RunningServer } from "../../src/server/server.js";
import { run } from "../cli/run.js";
import { exampleAnswer, exampleChunks, get, post, root, start } from "./helpers.js";

const folder = mkdtempSync(join(tmpdir(), "groundcheck-serve-store-"));
let server: RunningServer;
let apiRun: string;
let cliRun: string;

beforeAll(async () => {
  server = await start({ store: folder });
  // Before any run exists: the page says so, and the server opens the store once one does.
  const empty = await get(`${server.url}/`);
  expect([empty.status, empty.text.includes("No saved runs yet")]).toEqual([200, true]);
  const saved = await run(verifyCommand, ["--answer", `${root}examples/answer.md`, "--context", `${root}examples/chunks.jsonl`, "--save", "--label", "cli", "--store", folder]);
  cliRun = /saved run (\S+)/.exec(saved.stderr)![1]!;
  const reply = await post(`${server.url}/v1/verify`, { answer: exampleAnswer, chunks: exampleChunks, options: { save: true, label: "<b>api</b>" } });
  apiRun = reply.headers.get(RUN_ID_HEADER)!;
});
afterAll(async () => {
  await server.close(0);
  rmSync(folder, { recursive: true, force: true });
});

describe("saving from POST /v1/verify", () => {
  it("records the run, names it in a header and answers the same JSON as without saving", async () => {
    const plain = await post(`${server.url}/v1/verify`, { answer: exampleAnswer, chunks: exampleChunks });
    const saved = await post(`${server.url}/v1/verify`, { answer: exampleAnswer, chunks: exampleChunks, options: { save: true } });
    expect(plain.headers.get(RUN_ID_HEADER)).toBeNull();
    expect(saved.text).toBe(plain.text);
    const store = openStore(folder, { create: false });
    try {
      const stored = store.getRun(saved.headers.get(RUN_ID_HEADER)!);
      expect(stored).toMatchObject({ kind: "verify", label: null, answer: exampleAnswer, summary: { claims: 8, faithfulness: 0.375 } });
      expect(store.getRun(apiRun)).toMatchObject({ label: "<b>api</b>" });
    } finally {
      store.close();
    }
  });

  it("refuses a label without save", async () => {
    const reply = await post(`${server.url}/v1/verify`, { answer: exampleAnswer, chunks: exampleChunks, options: { label: "x" } });
    expect([reply.status, reply.json().error?.message.startsWith("options.label:")]).toEqual([400, true]);
  });
});

describe("GET /", () => {
  it("lists runs saved by the CLI and by the API, with label, faithfulness and counts, escaped", async () => {
    const page = await get(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    for (const id of [cliRun, apiRun]) expect(page.text).toContain(`<a href="/runs/${id}">${id}</a>`);
    expect(page.text).toContain("&lt;b&gt;api&lt;/b&gt;");
    expect(page.text).not.toContain("<b>api</b>");
    const row = page.text.split("\n").find((line) => line.includes(cliRun))!;
    const cells = [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]);
    expect(cells.slice(2)).toEqual(["cli", `${root}examples/answer.md`, "0.38", "8", "3", "4", "1", '<span class="fail">FAIL</span>']);
    // No external asset: no src or href leaving the server.
    expect(page.text).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});

describe("GET /runs/:id", () => {
  it("frames the run's HTML report and lists each claim with agree and disagree", async () => {
    const page = await get(`${server.url}/runs/${cliRun}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<iframe src="/runs/${cliRun}/report"`);
    const rows = [...page.text.matchAll(/<tr id="claim-([^"]+)" data-claim="[^"]+" data-review="([^"]+)">/g)];
    expect(rows.map((m) => m[1])).toEqual(["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8"]);
    expect(rows[3]![2]).toBe(`/v1/runs/${cliRun}/claims/c4/review`);
    expect(page.text.match(/data-label="disagree"/g)).toHaveLength(8);
  });

  it("serves the report exactly as `runs show ID --format html`", async () => {
    const shown = await run(runsCommand, ["show", cliRun, "--format", "html", "--store", folder]);
    const report = await get(`${server.url}/runs/${cliRun}/report`);
    expect(report.status).toBe(200);
    expect(report.text).toBe(shown.stdout);
    expect(report.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
  });

  it.each([["/runs/r-none"], ["/runs/r-none/report"]])("answers 404 with a page for %s", async (path) => {
    const page = await get(`${server.url}${path}`);
    expect([page.status, page.headers.get("content-type")]).toEqual([404, "text/html; charset=utf-8"]);
  });
});

describe("POST /v1/runs/:id/claims/:claimId/review", () => {
  it("records a label, replaces it on a second label, and the page shows it after reload", async () => {
    const url = `${server.url}/v1/runs/${cliRun}/claims/c4/review`;
    const first = await post(url, { label: "agree" });
    expect([first.status, first.json().review]).toEqual([200, expect.objectContaining({ runId: cliRun, claimId: "c4", reviewer: "web", label: "agree" })]);
    expect((await post(url, { label: "disagree", note: "the source says March" })).status).toBe(200);
    expect((await post(url, { label: "contradicted", reviewer: "ana" })).status).toBe(200);

    const store = openStore(folder, { create: false });
    try {
      expect(store.listReviews(cliRun).map(({ claimId, reviewer, label, note }) => [claimId, reviewer, label, note])).toEqual([
        ["c4", "ana", "contradicted", ""],
        ["c4", "web", "disagree", "the source says March"],
      ]);
    } finally {
      store.close();
    }
    const page = await get(`${server.url}/runs/${cliRun}`);
    const row = page.text.split("\n").find((line) => line.includes('data-claim="c4"'))!;
    expect(row).toContain('<li data-reviewer="web">web: disagree</li>');
    expect(row).toContain('<li data-reviewer="ana">ana: contradicted</li>');
    expect(row).toContain('data-label="disagree" aria-pressed="true"');
    expect(row).toContain('data-label="agree" aria-pressed="false"');
  });

  it.each([
    ["an unknown label", `/v1/runs/RUN/claims/c1/review`, { label: "maybe" }, 400, "invalid_request"],
    ["no label", `/v1/runs/RUN/claims/c1/review`, { note: "x" }, 400, "invalid_request"],
    ["an empty reviewer", `/v1/runs/RUN/claims/c1/review`, { label: "agree", reviewer: " " }, 400, "invalid_request"],
    ["an unknown key", `/v1/runs/RUN/claims/c1/review`, { label: "agree", verdict: "x" }, 400, "invalid_request"],
    ["an unknown claim", `/v1/runs/RUN/claims/c99/review`, { label: "agree" }, 404, "not_found"],
    ["an unknown run", `/v1/runs/r-none/claims/c1/review`, { label: "agree" }, 404, "not_found"],
  ])("refuses %s", async (_, path, body, status, code) => {
    const reply = await post(`${server.url}${path.replace("RUN", cliRun)}`, body);
    expect([reply.status, reply.json().error?.code]).toEqual([status, code]);
  });
});
