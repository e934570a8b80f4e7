// The numbered migrations of the accounts database, the same list for both engines, run by Kysely's Migrator at start
// (under PostgreSQL's advisory lock, so replicas starting together migrate once). Column types differ only where the
// engines name them differently (BLOB/BYTEA) and in 005, where each engine gets an insertion-order column its own way.
// 001..003 are the DDL of the user_version migrations that came before (adoptLegacyVersions maps those files on).
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema of their own day (Kysely's advice)
type AnyDb = Kysely<any>;
type Step = (db: AnyDb, engine: Engine) => Promise<void>;

const bytes = (engine: Engine) => (engine === 'postgres' ? 'bytea' : 'blob');

const accounts: Step = async (db, engine) => {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('account_plans')
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('trial_ends_at', 'bigint')
    .addColumn('payment_method', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_plans_pk', ['account_id', 'product'])
    .execute();
  await db.schema
    .createTable('api_keys')
    .addColumn('key_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('name', 'text')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('secret_hash', bytes(engine), (c) => c.notNull())
    .addColumn('preview', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('replaced_by', 'text')
    .execute();
  await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute();
  await db.schema
    .createTable('usage')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('calls_used', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_pk', ['account_id', 'product', 'period'])
    .execute();
  await db.schema
    .createTable('submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('submissions_ip').on('submissions').columns(['kind', 'ip', 'created_at']).execute();
  await db.schema.createIndex('submissions_email').on('submissions').columns(['kind', 'email', 'created_at']).execute();
  // one row per minute the gateway was up: the basis of /status uptime_30d
  await db.schema
    .createTable('heartbeats')
    .addColumn('minute', 'bigint', (c) => c.primaryKey())
    .addColumn('degraded', 'integer', (c) => c.notNull())
    .execute();
};

const billing: Step = async (db) => {
  // per account and product: what billing knows beyond account_plans (which the gates read)
  await db.schema
    .createTable('billing_entitlements')
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cycle', 'text')
    .addColumn('period_end', 'bigint')
    .addColumn('trial_ends_at', 'bigint')
    .addColumn('source_id', 'text')
    .addColumn('payment_method', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_state', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_entitlements_pk', ['account_id', 'product'])
    .execute();
  // status and plan each come from the newest event that set them (provider time, then sequence)
  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('cycle', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text')
    .addColumn('status_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('plan_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('plan_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_through', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_subscriptions_account')
    .on('billing_subscriptions')
    .columns(['account_id', 'product'])
    .execute();
  const charge = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('cycle', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull());
  await charge('billing_orders')
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  // receipts: one per captured (or failed) charge
  await charge('billing_invoices')
    .addColumn('payment_id', 'text', (c) => c.unique())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('period_start', 'bigint')
    .addColumn('period_end', 'bigint')
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('refunded_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('billing_invoices_account')
    .on('billing_invoices')
    .columns(['account_id', 'product', 'issued_at'])
    .execute();
  // every webhook event ever accepted, by its id: the idempotency ledger and the history
  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sequence', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('product', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_events_account')
    .on('billing_events')
    .columns(['account_id', 'product', 'received_at'])
    .execute();
  // the built-in sandbox provider's own records (a real provider keeps these on its side)
  await db.schema
    .createTable('sandbox_counters')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_objects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('cycle', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text')
    .addColumn('period_start', 'bigint')
    .addColumn('period_end', 'bigint')
    .addColumn('last_payment_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
};

/** A plan row's end is a trial's, or a paid period's that will not renew (rows before this migration were trials). */
const planEndKind: Step = async (db) => {
  await db.schema
    .alterTable('account_plans')
    .addColumn('end_is_trial', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
};

/** Was created ad hoc by the coverage meter before; files that have it keep it (IF NOT EXISTS). */
const panchangCoverage: Step = async (db) => {
  await db.schema
    .createTable('panchang_coverage')
    .ifNotExists()
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('member', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('panchang_coverage_pk', ['account_id', 'kind', 'period', 'member'])
    .execute();
};

/**
 * billing_events gets `seq`, its insertion order (eventsOf breaks ties on it; SQLite used its rowid, which
 * PostgreSQL lacks). PostgreSQL adds an identity column, numbering existing rows. SQLite cannot add a column
 * with a computed default, so the table is rebuilt with `seq` as its rowid alias, keeping every rowid.
 */
const billingEventOrder: Step = async (db, engine) => {
  if (engine === 'postgres') {
    await sql`ALTER TABLE billing_events ADD COLUMN seq BIGINT GENERATED BY DEFAULT AS IDENTITY`.execute(db);
    return;
  }
  await sql`CREATE TABLE billing_events_v5 (
    seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, created_at INTEGER NOT NULL,
    sequence INTEGER NOT NULL, received_at INTEGER NOT NULL, account_id TEXT, product TEXT,
    outcome TEXT NOT NULL, detail TEXT NOT NULL, body TEXT NOT NULL)`.execute(db);
  await sql`INSERT INTO billing_events_v5 (seq, id, type, created_at, sequence, received_at, account_id, product, outcome, detail, body)
    SELECT rowid, id, type, created_at, sequence, received_at, account_id, product, outcome, detail, body FROM billing_events`.execute(
    db,
  );
  await sql`DROP TABLE billing_events`.execute(db);
  await sql`ALTER TABLE billing_events_v5 RENAME TO billing_events`.execute(db);
  await db.schema
    .createIndex('billing_events_account')
    .on('billing_events')
    .columns(['account_id', 'product', 'received_at'])
    .execute();
};

/** ICS feed tokens (issue 19): like keys, only the SHA-256 of a token's secret is kept. */
const panchangFeeds: Step = async (db, engine) => {
  await db.schema
    .createTable('panchang_feeds')
    .addColumn('feed_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('city_id', 'text', (c) => c.notNull())
    .addColumn('layers', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('secret_hash', bytes(engine), (c) => c.notNull())
    .addColumn('preview', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('panchang_feeds_account').on('panchang_feeds').columns(['account_id']).execute();
};

/** An account's own defaults (issue #31): the calculation profile its panchang answers use when a request names none. */
const accountSettings: Step = async (db) => {
  await db.schema
    .createTable('account_settings')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
    .addColumn('default_calculation_profile', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
};

/** Issue #28 F8: when a feed's first fetch went through the coverage meter (null: not yet). */
const feedMeteredAt: Step = async (db) => {
  await db.schema.alterTable('panchang_feeds').addColumn('metered_at', 'bigint').execute();
};

/** A feed's regional festival set (issue 44); null = the city's own region, as the daily resolves it. */
const feedRegionVariant: Step = async (db) => {
  await db.schema.alterTable('panchang_feeds').addColumn('region_variant', 'text').execute();
};

/** In order; a name once released never changes. The first three are PRAGMA user_version 1..3 of earlier files. */
const STEPS: readonly (readonly [string, Step])[] = [
  ['001_accounts', accounts],
  ['002_billing', billing],
  ['003_plan_end_kind', planEndKind],
  ['004_panchang_coverage', panchangCoverage],
  ['005_billing_event_order', billingEventOrder],
  ['006_panchang_feeds', panchangFeeds],
  ['007_account_settings', accountSettings],
  // issue #28 (locks)
  ['008_feed_metered_at', feedMeteredAt],
  ['009_feed_region_variant', feedRegionVariant],
];

export const MIGRATION_NAMES: readonly string[] = STEPS.map(([name]) => name);

export function migrationProvider(engine: Engine): MigrationProvider {
  const migrations: Record<string, Migration> = {};
  for (const [name, step] of STEPS) migrations[name] = { up: (db) => step(db, engine) };
  return { getMigrations: async () => migrations };
}
