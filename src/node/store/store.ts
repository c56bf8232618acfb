// The run store: saved runs, their claims and people's reviews of those claims, in one SQLite
// file. The only module that talks to better-sqlite3; everything else goes through `Store`.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type Database from "better-sqlite3";
import type { BenchReport } from "../../core/bench/run.js";
import type { ReviewLabel } from "../../core/review.js";
import type { Chunk, Evidence, JudgeUsageReport, Reason, Summary, Verdict, VerifyResult } from "../../core/types.js";
import { InputError } from "../errors.js";
import { MIGRATIONS, SCHEMA_VERSION } from "./migrations.js";

export const STORE_FOLDER = ".groundcheck";
export const DATABASE_FILE = "groundcheck.db";

/** The kinds of run this version saves; the schema leaves room for `audit`. */
export type RunKind = "verify" | "bench";

/** A bench report without its per-dataset sections: what `runs list` shows of a bench run. */
export type BenchSummary = Omit<BenchReport, "byDataset">;

interface ListingBase {
  /** `r20261130-143015-ab12`: UTC time of the save, then 4 random hex digits; sorts by time. */
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  label: string | null;
  judge: { id: string; version: string };
  /** The groundcheck version that made the run. */
  toolVersion: string | null;
}

export interface VerifyListing extends ListingBase {
  kind: "verify";
  answerPath: string | null;
  question: string | null;
  summary: Summary;
}

export interface BenchListing extends ListingBase {
  kind: "bench";
  summary: BenchSummary;
}

export type RunListing = VerifyListing | BenchListing;

export interface VerifyRun extends VerifyListing {
  /** The answer as checked: the claims' offsets point into it. */
  answer: string;
  answerSha256: string;
  /** Of the chunks as loaded (JSON), so a .jsonl file and a folder holding the same chunks agree. */
  contextSha256: string;
  /** What verify returned (with the gate's failures), for any reporter to render again. */
  result: VerifyResult;
  usage: JudgeUsageReport | null;
}

export interface BenchRun extends BenchListing {
  result: BenchReport;
}

export type StoredRun = VerifyRun | BenchRun;

export interface StoredClaim {
  runId: string;
  claimId: string;
  /** 0-based place in the run's result. */
  position: number;
  text: string;
  verdict: Verdict;
  score: number;
  judge: string;
  reasons: Reason[];
  evidence: Evidence[];
}

export interface NewReview {
  runId: string;
  claimId: string;
  reviewer: string;
  label: ReviewLabel;
  note?: string;
}

export interface Review extends Required<NewReview> {
  createdAt: string;
}

export interface SaveVerifyRun {
  result: VerifyResult;
  toolVersion: string;
  answer: string;
  chunks: readonly Chunk[];
  answerPath?: string;
  question?: string;
  label?: string;
}

export interface SaveBenchRun {
  report: BenchReport;
  toolVersion: string;
  label?: string;
}

export interface RunFilter {
  kind?: RunKind;
  label?: string;
  /** Newest first; all when absent. */
  limit?: number;
}

/** Claims of verify runs: of one run, of every run with a label, or of all when neither is given. */
export interface ClaimFilter {
  runId?: string;
  label?: string;
}

export interface Store {
  /** The database file. */
  readonly path: string;
  /** Returns the new run's id. */
  saveVerifyRun(run: SaveVerifyRun): string;
  saveBenchRun(run: SaveBenchRun): string;
  /** Newest first. */
  listRuns(filter?: RunFilter): RunListing[];
  getRun(id: string): StoredRun | undefined;
  /** The newest run of a kind with a label. */
  latestRun(filter: { kind: RunKind; label: string }): StoredRun | undefined;
  /** Oldest run first, each run's claims in answer order. */
  listClaims(filter?: ClaimFilter): StoredClaim[];
  hasClaim(runId: string, claimId: string): boolean;
  /** Replaces the reviewer's earlier label of the claim; throws UnknownClaimError for a claim not saved. */
  recordReview(review: NewReview): Review;
  /** All or none, in one transaction. */
  recordReviews(reviews: readonly NewReview[]): Review[];
  /** By claim position, then reviewer. */
  listReviews(runId: string): Review[];
  close(): void;
}

export class UnknownClaimError extends InputError {
  constructor(
    readonly runId: string,
    readonly claimId: string,
  ) {
    super(`no saved claim ${claimId} in run ${runId}`);
  }
}

/**
 * Where runs are kept: `--store DIR`, else GROUNDCHECK_HOME, else `.groundcheck` in the
 * working folder.
 */
export function storeFolder(options: { flag?: string; env: Readonly<Record<string, string | undefined>>; cwd: string }): string {
  const home = options.env.GROUNDCHECK_HOME;
  return options.flag ?? (home !== undefined && home !== "" ? home : join(options.cwd, STORE_FOLDER));
}

export function storeExists(folder: string): boolean {
  return existsSync(join(folder, DATABASE_FILE));
}

/**
 * Opens the database in `folder`, bringing its schema up to date. `create` makes the folder
 * and the file when missing; without it a missing database is an InputError. A database
 * written by a newer version is refused, not read: this version would misread its tables.
 */
export function openStore(folder: string, options: { create: boolean }): Store {
  const path = join(folder, DATABASE_FILE);
  if (!options.create && !existsSync(path)) throw InputError.at(folder, "no runs saved here yet (save one with --save)");
  let db: Database.Database | undefined;
  try {
    if (options.create) mkdirSync(folder, { recursive: true });
    // require() loads SQLite on the first open, so that runs which save nothing (most verify and
    // bench runs) do not pay for it at start-up.
    const Sqlite = createRequire(import.meta.url)("better-sqlite3") as typeof Database;
    db = new Sqlite(path);
    db.pragma("journal_mode = WAL");
    db.pragma("foreign_keys = ON");
    migrate(db, path);
  } catch (error) {
    db?.close();
    if (error instanceof InputError) throw error;
    const code = (error as { code?: string }).code;
    const why = code === "SQLITE_NOTADB" ? "is not a groundcheck database" : `cannot open the database (${code ?? (error as Error).message})`;
    throw InputError.at(path, why);
  }
  return new SqliteStore(db, path);
}

function migrate(db: Database.Database, path: string): void {
  const version = (): number => db.pragma("user_version", { simple: true }) as number;
  // Immediate: two runs opening a new database at once must not both build the tables.
  db.transaction(() => {
    const from = version();
    if (from > SCHEMA_VERSION) {
      throw InputError.at(path, `was written by a newer groundcheck (schema version ${from}; this version reads up to ${SCHEMA_VERSION})`);
    }
    for (const migration of MIGRATIONS.slice(from)) db.exec(migration.sql);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** `r20261130-143015-ab12`. */
function newRunId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `r${stamp}-${randomBytes(2).toString("hex")}`;
}

interface RunRow {
  id: string;
  created_at: string;
  kind: string;
  label: string | null;
  answer: string | null;
  answer_path: string | null;
  question: string | null;
  answer_sha256: string | null;
  context_sha256: string | null;
  judge_id: string;
  judge_version: string;
  tool_version: string | null;
  summary: string;
  result: string;
  usage: string | null;
}

interface ClaimRow {
  run_id: string;
  claim_id: string;
  position: number;
  text: string;
  verdict: Verdict;
  score: number;
  judge: string;
  reasons: string;
  evidence: string;
}

interface ReviewRow {
  run_id: string;
  claim_id: string;
  reviewer: string;
  label: ReviewLabel;
  note: string;
  created_at: string;
}

const LISTING_COLUMNS = "id, created_at, kind, label, answer_path, question, judge_id, judge_version, tool_version, summary";
const NEWEST_FIRST = "ORDER BY created_at DESC, rowid DESC";
// Runs of other kinds (the schema allows `audit`) are left out: this version cannot render them.
const KNOWN_KINDS = "kind IN ('verify', 'bench')";

function listing(row: Omit<RunRow, "answer" | "answer_sha256" | "context_sha256" | "result" | "usage">): RunListing {
  const base = { id: row.id, createdAt: row.created_at, label: row.label, judge: { id: row.judge_id, version: row.judge_version }, toolVersion: row.tool_version };
  return row.kind === "bench"
    ? { ...base, kind: "bench", summary: JSON.parse(row.summary) as BenchSummary }
    : { ...base, kind: "verify", answerPath: row.answer_path, question: row.question, summary: JSON.parse(row.summary) as Summary };
}

function storedRun(row: RunRow): StoredRun {
  const run = listing(row);
  if (run.kind === "bench") return { ...run, result: JSON.parse(row.result) as BenchReport };
  return {
    ...run,
    answer: row.answer ?? "",
    answerSha256: row.answer_sha256 ?? "",
    contextSha256: row.context_sha256 ?? "",
    result: JSON.parse(row.result) as VerifyResult,
    usage: row.usage === null ? null : (JSON.parse(row.usage) as JudgeUsageReport),
  };
}

function review(row: ReviewRow): Review {
  return { runId: row.run_id, claimId: row.claim_id, reviewer: row.reviewer, label: row.label, note: row.note, createdAt: row.created_at };
}

class SqliteStore implements Store {
  constructor(
    private readonly db: Database.Database,
    readonly path: string,
  ) {}

  saveVerifyRun(run: SaveVerifyRun): string {
    const { result } = run;
    return this.insertRun(
      {
        kind: "verify",
        label: run.label ?? null,
        answer: run.answer,
        answer_path: run.answerPath ?? null,
        question: run.question ?? null,
        answer_sha256: sha256(run.answer),
        context_sha256: sha256(JSON.stringify(run.chunks)),
        judge_id: result.judge.id,
        judge_version: result.judge.version,
        tool_version: run.toolVersion,
        summary: JSON.stringify(result.summary),
        result: JSON.stringify(result),
        usage: result.judge.usage === undefined ? null : JSON.stringify(result.judge.usage),
      },
      (id) => {
        const insert = this.db.prepare(
          "INSERT INTO claims (run_id, claim_id, position, text, verdict, score, judge, reasons, evidence) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        );
        result.claims.forEach((claim, position) =>
          insert.run(id, claim.id, position, claim.text, claim.verdict, claim.score, claim.judge, JSON.stringify(claim.reasons), JSON.stringify(claim.evidence)),
        );
      },
    );
  }

  saveBenchRun(run: SaveBenchRun): string {
    const { byDataset: _sections, ...summary } = run.report;
    return this.insertRun({
      kind: "bench",
      label: run.label ?? null,
      answer: null,
      answer_path: null,
      question: null,
      answer_sha256: null,
      context_sha256: null,
      judge_id: run.report.judge.id,
      judge_version: run.report.judge.version,
      tool_version: run.toolVersion,
      summary: JSON.stringify(summary),
      result: JSON.stringify(run.report),
      usage: null,
    });
  }

  /** A fresh id is drawn again in the rare case that two saves in one second drew the same digits. */
  private insertRun(row: Omit<RunRow, "id" | "created_at">, children?: (id: string) => void): string {
    const insert = this.db.prepare(
      "INSERT OR IGNORE INTO runs (id, created_at, kind, label, answer, answer_path, question, answer_sha256, context_sha256, judge_id, judge_version, tool_version, summary, result, usage) " +
        "VALUES (@id, @created_at, @kind, @label, @answer, @answer_path, @question, @answer_sha256, @context_sha256, @judge_id, @judge_version, @tool_version, @summary, @result, @usage)",
    );
    return this.db.transaction(() => {
      for (;;) {
        const now = new Date();
        const id = newRunId(now);
        if (insert.run({ ...row, id, created_at: now.toISOString() }).changes === 0) continue;
        children?.(id);
        return id;
      }
    })();
  }

  listRuns(filter: RunFilter = {}): RunListing[] {
    const { where, params } = conditions({ kind: filter.kind, label: filter.label });
    // LIMIT -1 is SQLite's "no limit".
    const rows = this.db
      .prepare(`SELECT ${LISTING_COLUMNS} FROM runs ${where} ${NEWEST_FIRST} LIMIT @limit`)
      .all({ ...params, limit: filter.limit ?? -1 }) as RunRow[];
    return rows.map(listing);
  }

  getRun(id: string): StoredRun | undefined {
    const row = this.db.prepare(`SELECT * FROM runs WHERE id = ? AND ${KNOWN_KINDS}`).get(id) as RunRow | undefined;
    return row === undefined ? undefined : storedRun(row);
  }

  latestRun(filter: { kind: RunKind; label: string }): StoredRun | undefined {
    const row = this.db.prepare(`SELECT * FROM runs WHERE kind = @kind AND label = @label ${NEWEST_FIRST} LIMIT 1`).get(filter) as RunRow | undefined;
    return row === undefined ? undefined : storedRun(row);
  }

  listClaims(filter: ClaimFilter = {}): StoredClaim[] {
    const { where, params } = conditions({ id: filter.runId, label: filter.label }, "runs.");
    const rows = this.db
      .prepare(`SELECT claims.* FROM claims JOIN runs ON runs.id = claims.run_id ${where} ORDER BY runs.created_at, runs.rowid, claims.position`)
      .all(params) as ClaimRow[];
    return rows.map((row) => ({
      runId: row.run_id,
      claimId: row.claim_id,
      position: row.position,
      text: row.text,
      verdict: row.verdict,
      score: row.score,
      judge: row.judge,
      reasons: JSON.parse(row.reasons) as Reason[],
      evidence: JSON.parse(row.evidence) as Evidence[],
    }));
  }

  hasClaim(runId: string, claimId: string): boolean {
    return this.db.prepare("SELECT 1 FROM claims WHERE run_id = ? AND claim_id = ?").get(runId, claimId) !== undefined;
  }

  recordReview(input: NewReview): Review {
    if (!this.hasClaim(input.runId, input.claimId)) throw new UnknownClaimError(input.runId, input.claimId);
    const row: ReviewRow = {
      run_id: input.runId,
      claim_id: input.claimId,
      reviewer: input.reviewer,
      label: input.label,
      note: input.note ?? "",
      created_at: new Date().toISOString(),
    };
    this.db
      .prepare(
        "INSERT INTO reviews (run_id, claim_id, reviewer, label, note, created_at) VALUES (@run_id, @claim_id, @reviewer, @label, @note, @created_at) " +
          "ON CONFLICT (run_id, claim_id, reviewer) DO UPDATE SET label = excluded.label, note = excluded.note, created_at = excluded.created_at",
      )
      .run(row);
    return review(row);
  }

  recordReviews(reviews: readonly NewReview[]): Review[] {
    return this.db.transaction(() => reviews.map((input) => this.recordReview(input)))();
  }

  listReviews(runId: string): Review[] {
    const rows = this.db
      .prepare(
        "SELECT reviews.* FROM reviews JOIN claims USING (run_id, claim_id) WHERE reviews.run_id = ? ORDER BY claims.position, reviews.reviewer",
      )
      .all(runId) as ReviewRow[];
    return rows.map(review);
  }

  close(): void {
    this.db.close();
  }
}

/** `WHERE` over the known kinds and the given columns, skipping those left undefined. */
function conditions(values: Record<string, string | undefined>, prefix = ""): { where: string; params: Record<string, string> } {
  const params = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const clauses = [`${prefix}${KNOWN_KINDS}`, ...Object.keys(params).map((column) => `${prefix}${column} = @${column}`)];
  return { where: `WHERE ${clauses.join(" AND ")}`, params };
}
