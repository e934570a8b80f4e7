// The accounts database: one SQLite file under DATA_DIR, opened once per process.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BILLING_SCHEMA } from './billing-schema.ts';

export type Db = Database.Database;

export const ACCOUNTS_DB_FILE = 'accounts.sqlite';

// Version 1 of the schema. Times are epoch milliseconds (UTC); booleans are 0/1.
const SCHEMA_V1 = `
CREATE TABLE accounts (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE,
  name          TEXT,
  password_hash TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
-- one row per account and product; a missing row means the free plan
CREATE TABLE account_plans (
  account_id     TEXT NOT NULL REFERENCES accounts(id),
  product        TEXT NOT NULL,
  plan           TEXT NOT NULL,
  trial_ends_at  INTEGER,
  payment_method INTEGER NOT NULL DEFAULT 0,
  updated_at     INTEGER NOT NULL,
  PRIMARY KEY (account_id, product)
);
CREATE TABLE api_keys (
  key_id      TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL REFERENCES accounts(id),
  name        TEXT,
  scope       TEXT NOT NULL,
  secret_hash BLOB NOT NULL,
  preview     TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER,
  revoked_at  INTEGER,
  replaced_by TEXT
);
CREATE INDEX api_keys_account ON api_keys(account_id);
CREATE TABLE usage (
  account_id TEXT NOT NULL,
  product    TEXT NOT NULL,
  period     TEXT NOT NULL,
  calls_used INTEGER NOT NULL,
  PRIMARY KEY (account_id, product, period)
) WITHOUT ROWID;
CREATE TABLE submissions (
  id         TEXT PRIMARY KEY,
  kind       TEXT NOT NULL,
  email      TEXT NOT NULL,
  ip         TEXT NOT NULL,
  body       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX submissions_ip ON submissions(kind, ip, created_at);
CREATE INDEX submissions_email ON submissions(kind, email, created_at);
-- one row per minute the gateway was up: the basis of /status uptime_30d
CREATE TABLE heartbeats (
  minute   INTEGER PRIMARY KEY,
  degraded INTEGER NOT NULL
) WITHOUT ROWID;
`;

/** A plan row's end is a trial's, or a paid period's that will not renew (rows before this migration were trials). */
const PLAN_END_KIND = 'ALTER TABLE account_plans ADD COLUMN end_is_trial INTEGER NOT NULL DEFAULT 1;';

const MIGRATIONS: readonly string[] = [SCHEMA_V1, BILLING_SCHEMA, PLAN_END_KIND];

export function openAccountsDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, ACCOUNTS_DB_FILE));
  db.pragma('journal_mode = WAL');
  // WAL with NORMAL survives a process crash; only an OS crash can lose the last commits.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
