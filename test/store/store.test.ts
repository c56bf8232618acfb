import { createHash } from "node:crypto";
import { join } from "node:path";
import { writeFile } from "node:fs/promises";
// Only to build and inspect databases the way an older or newer version would have left them.
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BenchReport } from "../../src/core/bench/run.js";
import { InputError } from "../../src/node/errors.js";
import { MIGRATIONS, SCHEMA_VERSION } from "../../src/node/store/migrations.js";
import { DATABASE_FILE, UnknownClaimError, openStore, storeExists, storeFolder, type Store } from "../../src/node/store/store.js";
import { answerOf, resultOf, tempFolder } from "./fixture.js";

let dir: string;
let cleanup: () => Promise<void>;
let store: Store | undefined;

beforeEach(async () => {
  ({ dir, cleanup } = await tempFolder("store"));
});
afterEach(async () => {
  store?.close();
  store = undefined;
  await cleanup();
});

function open(): Store {
  store = openStore(dir, { create: true });
  return store;
}

function pragma(name: string): unknown {
  const db = new Database(join(dir, DATABASE_FILE), { readonly: true });
  try {
    return db.pragma(name, { simple: true });
  } finally {
    db.close();
  }
}

const CHUNKS = [{ id: "s1", text: "The source." }];

function saveVerify(s: Store, verdicts: Parameters<typeof resultOf>[0], label?: string): string {
  const result = resultOf(verdicts);
  return s.saveVerifyRun({ result, toolVersion: "9.9.9", answer: answerOf(result), chunks: CHUNKS, answerPath: "answer.md", ...(label === undefined ? {} : { label }) });
}

const BENCH: BenchReport = {
  n: 4,
  balancedAccuracy: 0.75,
  f1: 0.8,
  precision: 0.6667,
  recall: 1,
  auroc: 0.75,
  claimsPerSecond: 100,
  claims: 4,
  skipped: 0,
  byDataset: { hand: { n: 4, balancedAccuracy: 0.75, f1: 0.8, precision: 0.6667, recall: 1, auroc: 0.75, claimsPerSecond: 100, claims: 4, skipped: 0 } },
  judge: { id: "lexical", version: "test" },
};

describe("store: where it lives", () => {
  it.each([
    { flag: "/x/flag", env: { GROUNDCHECK_HOME: "/x/home" }, expected: "/x/flag" },
    { flag: undefined, env: { GROUNDCHECK_HOME: "/x/home" }, expected: "/x/home" },
    { flag: undefined, env: { GROUNDCHECK_HOME: "" }, expected: "/work/.groundcheck" },
    { flag: undefined, env: {}, expected: "/work/.groundcheck" },
  ])("--store $flag, GROUNDCHECK_HOME $env.GROUNDCHECK_HOME -> $expected", ({ flag, env, expected }) => {
    expect(storeFolder({ ...(flag === undefined ? {} : { flag }), env, cwd: "/work" })).toBe(expected);
  });

  it("creates the folder and the database on first open with create, not without", async () => {
    const folder = join(dir, "nested", "store");
    expect(() => openStore(folder, { create: false })).toThrow(InputError);
    expect(storeExists(folder)).toBe(false);
    openStore(folder, { create: true }).close();
    expect(storeExists(folder)).toBe(true);
  });
});

describe("store: schema and migrations", () => {
  it("builds the whole schema on an empty database, in WAL mode", () => {
    open().close();
    store = undefined;
    expect(pragma("user_version")).toBe(SCHEMA_VERSION);
    expect(pragma("journal_mode")).toBe("wal");
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  it("brings a version-1 database up to date and keeps its runs", () => {
    const db = new Database(join(dir, DATABASE_FILE));
    db.exec(MIGRATIONS[0]?.sql ?? "");
    db.pragma("user_version = 1");
    db.prepare(
      "INSERT INTO runs (id, created_at, kind, label, judge_id, judge_version, summary, result) VALUES ('r1', '2026-01-01T00:00:00.000Z', 'verify', 'main', 'lexical', '1', ?, ?)",
    ).run(JSON.stringify(resultOf(["supported"]).summary), JSON.stringify(resultOf(["supported"])));
    db.prepare("INSERT INTO claims (run_id, claim_id, position, text, verdict, score, judge, reasons, evidence) VALUES ('r1', 'c1', 0, 'A claim.', 'supported', 0.9, 'lexical', '[]', '[]')").run();
    expect(() => db.prepare("SELECT * FROM reviews").all()).toThrow(/no such table/);
    db.close();

    const s = open();
    expect(s.getRun("r1")).toMatchObject({ kind: "verify", label: "main", summary: { claims: 1 } });
    // The table the second step adds works on the claims the first version saved.
    s.recordReview({ runId: "r1", claimId: "c1", reviewer: "ann", label: "agree" });
    expect(s.listReviews("r1")).toMatchObject([{ claimId: "c1", reviewer: "ann", label: "agree", note: "" }]);
    s.close();
    store = undefined;
    expect(pragma("user_version")).toBe(SCHEMA_VERSION);
  });

  it("refuses a database from a newer version, naming it", () => {
    const db = new Database(join(dir, DATABASE_FILE));
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openStore(dir, { create: true })).toThrow(InputError);
    expect(() => openStore(dir, { create: true })).toThrow(join(dir, DATABASE_FILE));
    expect(pragma("user_version")).toBe(SCHEMA_VERSION + 1);
  });

  it("refuses a file that is not a database", async () => {
    await writeFile(join(dir, DATABASE_FILE), "not sqlite at all, just text that is long enough to be read as a header".repeat(20));
    expect(() => openStore(dir, { create: true })).toThrow(InputError);
  });
});

describe("store: runs", () => {
  it("keeps a verify run whole: result, answer, hashes, claims", () => {
    const s = open();
    const result = resultOf(["supported", "unsupported", "contradicted"]);
    const answer = answerOf(result);
    const id = s.saveVerifyRun({ result, toolVersion: "9.9.9", answer, chunks: CHUNKS, answerPath: "answer.md", question: "Why?", label: "main" });
    expect(id).toMatch(/^r\d{8}-\d{6}-[0-9a-f]{4}$/);
    const run = s.getRun(id);
    expect(run).toMatchObject({ id, kind: "verify", label: "main", answer, answerPath: "answer.md", question: "Why?", judge: { id: "lexical", version: "test" }, toolVersion: "9.9.9", usage: null });
    expect(run?.result).toEqual(result);
    expect(run?.summary).toEqual(result.summary);
    if (run?.kind !== "verify") throw new Error("expected a verify run");
    expect(run.answerSha256).toBe(createHash("sha256").update(answer).digest("hex"));
    expect(run.contextSha256).toBe(createHash("sha256").update(JSON.stringify(CHUNKS)).digest("hex"));
    expect(s.listClaims({ runId: id }).map((claim) => [claim.claimId, claim.position, claim.verdict, claim.reasons.map((r) => r.code), claim.evidence.length])).toEqual([
      ["c1", 0, "supported", [], 1],
      ["c2", 1, "unsupported", ["S1"], 1],
      ["c3", 2, "contradicted", ["X1"], 1],
    ]);
    expect(s.hasClaim(id, "c3")).toBe(true);
    expect(s.hasClaim(id, "c4")).toBe(false);
  });

  it("keeps a bench run, its summary without the per-dataset sections", () => {
    const s = open();
    const id = s.saveBenchRun({ report: BENCH, toolVersion: "9.9.9", label: "main" });
    const run = s.getRun(id);
    expect(run).toMatchObject({ kind: "bench", label: "main", result: BENCH, judge: { id: "lexical", version: "test" } });
    expect(run?.summary).not.toHaveProperty("byDataset");
    expect(run?.summary).toMatchObject({ n: 4, balancedAccuracy: 0.75 });
    expect(s.listClaims({ runId: id })).toEqual([]);
  });

  it("lists newest first, by label and kind, with a limit; the latest of a label", () => {
    const s = open();
    const first = saveVerify(s, ["supported"], "main");
    const second = saveVerify(s, ["unsupported"], "feature");
    const bench = s.saveBenchRun({ report: BENCH, toolVersion: "9.9.9", label: "main" });
    const third = saveVerify(s, ["contradicted"], "main");
    expect(s.listRuns().map((run) => run.id)).toEqual([third, bench, second, first]);
    expect(s.listRuns({ label: "main" }).map((run) => run.id)).toEqual([third, bench, first]);
    expect(s.listRuns({ kind: "verify", limit: 2 }).map((run) => run.id)).toEqual([third, second]);
    expect(s.latestRun({ kind: "verify", label: "main" })?.id).toBe(third);
    expect(s.latestRun({ kind: "bench", label: "main" })?.id).toBe(bench);
    expect(s.latestRun({ kind: "bench", label: "feature" })).toBeUndefined();
    expect(s.getRun("r-none")).toBeUndefined();
    expect(s.listClaims({ label: "main" }).map((claim) => [claim.runId, claim.verdict])).toEqual([
      [first, "supported"],
      [third, "contradicted"],
    ]);
    expect(s.listClaims().map((claim) => claim.runId)).toEqual([first, second, third]);
  });
});

describe("store: reviews", () => {
  it("records a review per reviewer and claim, a later label replacing the earlier", () => {
    const s = open();
    const id = saveVerify(s, ["supported", "unsupported"]);
    s.recordReview({ runId: id, claimId: "c2", reviewer: "ann", label: "supported", note: "it is in the source" });
    s.recordReview({ runId: id, claimId: "c1", reviewer: "bob", label: "agree" });
    s.recordReview({ runId: id, claimId: "c1", reviewer: "ann", label: "disagree" });
    s.recordReview({ runId: id, claimId: "c1", reviewer: "bob", label: "unsupported" });
    expect(s.listReviews(id).map((r) => [r.claimId, r.reviewer, r.label, r.note])).toEqual([
      ["c1", "ann", "disagree", ""],
      ["c1", "bob", "unsupported", ""],
      ["c2", "ann", "supported", "it is in the source"],
    ]);
    expect(s.listReviews(id)[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("refuses a claim it does not hold, and records a batch all or nothing", () => {
    const s = open();
    const id = saveVerify(s, ["supported"]);
    expect(() => s.recordReview({ runId: id, claimId: "c9", reviewer: "ann", label: "agree" })).toThrow(UnknownClaimError);
    expect(() =>
      s.recordReviews([
        { runId: id, claimId: "c1", reviewer: "ann", label: "agree" },
        { runId: "r-none", claimId: "c1", reviewer: "ann", label: "agree" },
      ]),
    ).toThrow(UnknownClaimError);
    expect(s.listReviews(id)).toEqual([]);
    expect(s.recordReviews([{ runId: id, claimId: "c1", reviewer: "ann", label: "agree" }])).toHaveLength(1);
  });
});
