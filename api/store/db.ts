// The accounts database on one of two engines, chosen here from Config alone: the SQLite file DATA_DIR/accounts.sqlite
// (the embedded default) or PostgreSQL at DATABASE_URL. Both are reached through Kysely, so every query is written
// once. A transaction hands its callback an Executor bound to it; store classes viewed on that executor (`onExecutor`)
// run their queries inside it. (Not AsyncLocalStorage: on Node 20 it turns on promise hooks for every promise of the
// process, which cost the served daily lookup about a fifth more CPU per call.)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../gateway/config.ts';
import { MIGRATION_NAMES, migrationProvider, type Engine } from './migrations.ts';
import type { Schema } from './schema.ts';
import { guardedDialect, StoreUnavailable } from './unavailable.ts';

export type { Engine } from './migrations.ts';

export const ACCOUNTS_DB_FILE = 'accounts.sqlite';

/**
 * PostgreSQL limits, set so a server that stops answering fails a request in seconds instead of hanging it:
 * a connection must be had within 3 s, a statement is cancelled by the server after 5 s and given up by the
 * client after 6 s. Ten connections per replica keep a fleet of replicas inside PostgreSQL's default 100.
 */
export const PG_POOL = {
  max: 10,
  connectionTimeoutMillis: 3_000,
  statement_timeout: 5_000,
  query_timeout: 6_000,
  idle_in_transaction_session_timeout: 10_000,
  idleTimeoutMillis: 30_000,
} as const;
/** The health probe's own limit: /status must not wait on a database that does not answer. */
export const PING_TIMEOUT_MS = 1_500;

const INT8_OID = 20;
// epoch ms and counts are BIGINT: pg hands int8 back as a string unless told to parse it (they stay < 2^53)
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Where a store class sends its queries: the database itself, or one open transaction on it. */
export interface Executor {
  readonly engine: Engine;
  readonly q: Kysely<Schema>;
  /** Rows read inside a transaction may never commit: caches must not keep them. */
  readonly inTransaction: boolean;
  /** Runs `fn` in one transaction (inside one already, `fn` joins it): all of its writes commit or none does. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Drops a cached row now and, inside a transaction, again when it ends: a reader outside the transaction may have
   * cached the old row in between (PostgreSQL), and a rollback must not leave the new one cached.
   */
  invalidate(drop: () => void): void;
}

/** The same store object with its queries sent to `db` (a transaction); caches and everything else are shared. */
export function onExecutor<T extends { readonly db?: unknown }>(instance: T, db: Executor): T {
  return Object.create(instance, { db: { value: db } }) as T;
}

class TransactionExecutor implements Executor {
  readonly inTransaction = true;
  private readonly afterEnd: (() => void)[] = [];

  readonly engine: Engine;
  readonly q: Kysely<Schema>;

  constructor(engine: Engine, q: Kysely<Schema>) {
    this.engine = engine;
    this.q = q;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return fn(this);
  }

  invalidate(drop: () => void): void {
    drop();
    this.afterEnd.push(drop);
  }

  end(): void {
    for (const drop of this.afterEnd) drop();
  }
}

export class Database implements Executor {
  readonly inTransaction = false;

  readonly engine: Engine;
  readonly root: Kysely<Schema>;
  private readonly where: string;

  constructor(engine: Engine, root: Kysely<Schema>, where: string) {
    this.engine = engine;
    this.root = root;
    this.where = where;
  }

  get q(): Kysely<Schema> {
    return this.root;
  }

  async transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    let tx: TransactionExecutor | undefined;
    try {
      return await this.root.transaction().execute((trx) => {
        tx = new TransactionExecutor(this.engine, trx);
        return fn(tx);
      });
    } finally {
      tx?.end();
    }
  }

  invalidate(drop: () => void): void {
    drop();
  }

  /** SELECT 1 within PING_TIMEOUT_MS. */
  async ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreUnavailable('no answer to a ping')), PING_TIMEOUT_MS);
    });
    try {
      const r = await Promise.race([sql<{ one: number }>`SELECT 1 AS one`.execute(this.root), timeout]);
      return r.rows[0]?.one === 1;
    } finally {
      clearTimeout(timer);
    }
  }

  describe(): string {
    return this.where;
  }

  close(): Promise<void> {
    return this.root.destroy();
  }
}

function sqliteDialect(dataDir: string): Dialect {
  mkdirSync(dataDir, { recursive: true });
  const file = new Sqlite(join(dataDir, ACCOUNTS_DB_FILE));
  file.pragma('journal_mode = WAL');
  // WAL with NORMAL survives a process crash; only an OS crash can lose the last commits.
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: file });
}

/**
 * Migrations get a connection of their own with a longer statement limit: a replica waiting on another's migration
 * lock (or a migration rewriting a large table) must not be cut off by the 5 s limit meant for requests.
 */
const PG_MIGRATION_POOL = {
  ...PG_POOL,
  max: 1,
  statement_timeout: 120_000,
  query_timeout: 130_000,
  idle_in_transaction_session_timeout: 130_000,
} as const;

function postgresDialect(url: string, limits: typeof PG_POOL | typeof PG_MIGRATION_POOL = PG_POOL): Dialect {
  const pool = new pg.Pool({ connectionString: url, application_name: 'panchang-gateway', types: pgTypes, ...limits });
  // a connection the server drops must not crash the process (pg emits 'error' on the pool for an idle client and on
  // the client itself for one checked out); the query in flight fails as StoreUnavailable, the next one reconnects
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return new PostgresDialect({ pool });
}

/** Opens the configured engine and brings its schema up to date (under a lock on PostgreSQL). */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Database> {
  const engine: Engine = config.databaseUrl ? 'postgres' : 'sqlite';
  const dialect = config.databaseUrl ? postgresDialect(config.databaseUrl) : sqliteDialect(config.dataDir);
  const root = new Kysely<Schema>({ dialect: guardedDialect(dialect) });
  const where = config.databaseUrl ? redactUrl(config.databaseUrl) : join(config.dataDir, ACCOUNTS_DB_FILE);
  const db = new Database(engine, root, where);
  // SQLite has one connection and no statement limit: it migrates on its own
  const migrating = config.databaseUrl
    ? new Database(
        engine,
        new Kysely<Schema>({ dialect: guardedDialect(postgresDialect(config.databaseUrl, PG_MIGRATION_POOL)) }),
        where,
      )
    : db;
  try {
    await migrate(migrating);
  } catch (err) {
    await root.destroy();
    throw err;
  } finally {
    if (migrating !== db) await migrating.close();
  }
  return db;
}

/** The URL without its password, for logs and messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable)';
  }
}

async function migrate(db: Database): Promise<void> {
  if (db.engine === 'sqlite') await adoptLegacyVersions(db.root);
  const migrator = new Migrator({ db: db.root, provider: migrationProvider(db.engine) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `accounts database migration${failed ? ` ${failed}` : ''} failed: ${(error as Error).message ?? error}`,
      { cause: error },
    );
  }
}

/**
 * Files made before Kysely numbered their schema in PRAGMA user_version (1..3) and have no migration table.
 * Their first user_version migrations are recorded as done (the same DDL: migrations.ts 001..003), so the
 * Migrator continues at the next one instead of re-running old DDL. The table is Kysely's own (same columns).
 */
async function adoptLegacyVersions(db: Kysely<Schema>): Promise<void> {
  const version = (await sql<{ user_version: number }>`PRAGMA user_version`.execute(db)).rows[0]?.user_version ?? 0;
  if (version === 0) return;
  await db.transaction().execute(async (trx) => {
    const known = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`.execute(trx);
    if (known.rows[0]!.n > 0) return;
    await trx.schema
      .createTable('kysely_migration')
      .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
      .execute();
    const at = new Date().toISOString();
    const rows = MIGRATION_NAMES.slice(0, version).map((name) => ({ name, timestamp: at }));
    await (trx as unknown as Kysely<{ kysely_migration: { name: string; timestamp: string } }>)
      .insertInto('kysely_migration')
      .values(rows)
      .execute();
  });
}

/** A UNIQUE or PRIMARY KEY conflict, on either engine (SQLite's result code, PostgreSQL's SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
