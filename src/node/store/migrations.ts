// The store's schema, as the ordered steps that build it. A database records how many steps it
// has taken in PRAGMA user_version; opening it takes the rest. Steps are only ever appended: a
// released step is never edited, since databases out there already took it.

export interface Migration {
  /** What the step adds, for a reader of this list. */
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    name: "runs and their claims",
    sql: `
      CREATE TABLE runs (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('verify', 'bench', 'audit')),
        label TEXT,
        answer TEXT,
        answer_path TEXT,
        question TEXT,
        answer_sha256 TEXT,
        context_sha256 TEXT,
        judge_id TEXT NOT NULL,
        judge_version TEXT NOT NULL,
        tool_version TEXT,
        summary TEXT NOT NULL,
        result TEXT NOT NULL,
        usage TEXT
      );
      CREATE INDEX runs_by_label ON runs (label, created_at);
      CREATE TABLE claims (
        run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        claim_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        verdict TEXT NOT NULL CHECK (verdict IN ('supported', 'unsupported', 'contradicted')),
        score REAL NOT NULL,
        judge TEXT NOT NULL,
        reasons TEXT NOT NULL,
        evidence TEXT NOT NULL,
        PRIMARY KEY (run_id, claim_id)
      );
    `,
  },
  {
    // One label per reviewer and claim: a reviewer who changes their mind replaces their label.
    name: "human reviews of claims",
    sql: `
      CREATE TABLE reviews (
        run_id TEXT NOT NULL,
        claim_id TEXT NOT NULL,
        reviewer TEXT NOT NULL,
        label TEXT NOT NULL CHECK (label IN ('supported', 'unsupported', 'contradicted', 'agree', 'disagree')),
        note TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        PRIMARY KEY (run_id, claim_id, reviewer),
        FOREIGN KEY (run_id, claim_id) REFERENCES claims (run_id, claim_id) ON DELETE CASCADE
      );
    `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS.length;
