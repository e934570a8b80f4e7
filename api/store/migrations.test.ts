// Migrations: files made by the user_version code open and continue at the right step with their data; two
// replicas opening one fresh PostgreSQL migrate it once; a database that stops answering raises StoreUnavailable
// within seconds and the store recovers by itself when it comes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { Client as PgClient } from 'pg';
import { suite, test } from 'uvu';
import * as assert from 'uvu/assert';
import { LEGACY_COVERAGE_DDL, LEGACY_MIGRATIONS } from '../../test/fixtures/accounts-legacy-ddl.ts';
import { postgresUnavailableReason, sharedPostgres, startPostgres } from '../../test/support/postgres.ts';
import { skipped } from '../../test/support/store-engines.ts';
import { ACCOUNTS_DB_FILE } from './db.ts';
import { openStore, StoreUnavailable, type Store } from './index.ts';
import { MIGRATION_NAMES } from './migrations.ts';

const T = 1_773_144_000_000;

/** A DATA_DIR whose accounts file the old code left at `version`, with rows written the way it wrote them. */
function legacyDataDir(version: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'legacy-store-'));
  const db = new Sqlite(join(dir, ACCOUNTS_DB_FILE));
  db.pragma('journal_mode = WAL');
  for (let v = 0; v < version; v++) {
    db.exec(LEGACY_MIGRATIONS[v]!);
    db.pragma(`user_version = ${v + 1}`);
  }
  db.prepare('INSERT INTO accounts (id, email, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)').run(
    'acct_1',
    'old@example.com',
    'Old',
    'scrypt$h',
    T,
  );
  db.prepare(
    'INSERT INTO account_plans (account_id, product, plan, trial_ends_at, payment_method, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run('acct_1', 'panchang', 'sapphire', T + 1000, 1, T);
  db.prepare(
    'INSERT INTO api_keys (key_id, account_id, name, scope, secret_hash, preview, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run('key_1', 'acct_1', 'default', 'admin', Buffer.from([9, 8, 7]), 'pk_…', T);
  db.prepare('INSERT INTO usage (account_id, product, period, calls_used) VALUES (?, ?, ?, ?)').run(
    'acct_1',
    'panchang',
    '2026-03',
    42,
  );
  if (version >= 2) {
    const insert =
      db.prepare(`INSERT INTO billing_events (id, type, created_at, sequence, received_at, account_id, product, outcome, detail, body)
      VALUES (?, 'subscription.charged', ?, 1, ?, 'acct_1', 'numerology', 'applied', '', '{}')`);
    // same received_at: only insertion order (rowid, then seq) tells them apart
    for (const id of ['evt_c', 'evt_a', 'evt_b']) insert.run(id, T, T);
    db.exec(LEGACY_COVERAGE_DDL);
    db.prepare('INSERT INTO panchang_coverage VALUES (?, ?, ?, ?)').run(
      'acct_1',
      'loc_date_month',
      '2026-03',
      'delhi|2026-03-10',
    );
  }
  db.close();
  return dir;
}

async function migrationsOf(store: Store): Promise<string[]> {
  const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(store.db.root);
  return rows.rows.map((r) => r.name);
}

test('a user_version 3 file with billing rows and the ad hoc coverage table opens; its data reads back', async () => {
  const dir = legacyDataDir(3);
  const store = await openStore({ dataDir: dir, databaseUrl: null });
  try {
    assert.equal(await migrationsOf(store), MIGRATION_NAMES, '001..003 recorded as done, 004 onward run');
    assert.equal(await store.accounts.get('acct_1'), {
      id: 'acct_1',
      email: 'old@example.com',
      name: 'Old',
      createdAt: T,
    });
    assert.equal(await store.accounts.plan('acct_1', 'panchang'), {
      plan: 'sapphire',
      trialEndsAt: T + 1000,
      endIsTrial: true,
      paymentMethod: true,
    });
    assert.ok((await store.keys.get('key_1'))!.secretHash.equals(Buffer.from([9, 8, 7])));
    assert.is(await store.loadUsage('acct_1', 'panchang', '2026-03'), 42);
    assert.equal(
      (await store.billing.eventsOf('acct_1', 'numerology', 5)).map((e) => e.id),
      ['evt_b', 'evt_a', 'evt_c'],
      'newest inserted first, as by rowid before',
    );
    assert.equal(await store.loadCoverage('acct_1', 'loc_date_month', '2026-03'), ['delhi|2026-03-10']);
    await store.billing.insertEvent({
      id: 'evt_new',
      type: 'x',
      createdAt: T,
      sequence: 2,
      receivedAt: T,
      accountId: 'acct_1',
      product: 'numerology',
      outcome: 'ignored',
      detail: '',
      body: '{}',
    });
    assert.is(
      (await store.billing.eventsOf('acct_1', 'numerology', 1))[0]!.id,
      'evt_new',
      'new events continue the order',
    );
  } finally {
    await store.close();
  }
  const again = await openStore({ dataDir: dir, databaseUrl: null });
  assert.is(await again.loadUsage('acct_1', 'panchang', '2026-03'), 42, 'a second open changes nothing');
  await again.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a user_version 1 file continues at 002 (billing) and gains the plan-end column with its default', async () => {
  const dir = legacyDataDir(1);
  const store = await openStore({ dataDir: dir, databaseUrl: null });
  try {
    assert.equal(await migrationsOf(store), MIGRATION_NAMES);
    assert.is((await store.accounts.plan('acct_1', 'panchang')).endIsTrial, true, 'rows before 003 were trials');
    assert.is(await store.billing.entitlement('acct_1', 'panchang'), undefined);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const pgReason = postgresUnavailableReason();
const pg = suite('PostgreSQL: concurrent migration, unavailability, recovery');

pg('two replicas opening one fresh database at once migrate it once', async () => {
  const url = await (await sharedPostgres()).newDatabase('race');
  const dataDir = mkdtempSync(join(tmpdir(), 'pg-race-'));
  const stores = await Promise.all([0, 1, 2].map(() => openStore({ dataDir, databaseUrl: url })));
  try {
    assert.equal(await migrationsOf(stores[0]!), MIGRATION_NAMES);
    await stores[0]!.accounts.create({ id: 'a', email: 'a@example.com', name: null, passwordHash: 'h', createdAt: T });
    assert.ok(await stores[2]!.accounts.get('a'), 'one schema, seen by every replica');
  } finally {
    for (const s of stores) await s.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

pg(
  'a replica waits out another holding the migration lock longer than the 5 s request limit, then starts',
  async () => {
    const url = await (await sharedPostgres()).newDatabase('lock');
    const dataDir = mkdtempSync(join(tmpdir(), 'pg-lock-'));
    const holder = new PgClient({ connectionString: url });
    await holder.connect();
    try {
      // the lock Kysely's Migrator takes on PostgreSQL (its PostgresAdapter), held as a slow migration would hold it
      await holder.query('SELECT pg_advisory_lock(3853314791062309107)');
      const t0 = Date.now();
      const opening = openStore({ dataDir, databaseUrl: url });
      await new Promise((r) => setTimeout(r, 6_000));
      await holder.query('SELECT pg_advisory_unlock(3853314791062309107)');
      const store = await opening;
      assert.ok(Date.now() - t0 >= 6_000, 'it waited for the lock');
      assert.equal(await migrationsOf(store), MIGRATION_NAMES);
      await store.close();
    } finally {
      await holder.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

pg(
  'a server that stops: StoreUnavailable within seconds, ping false; the store answers again once it is back',
  async () => {
    const server = await startPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'pg-down-'));
    const store = await openStore({ dataDir, databaseUrl: await server.newDatabase('down') });
    try {
      assert.is(
        await store.accounts.create({ id: 'a', email: 'a@example.com', name: null, passwordHash: 'h', createdAt: T }),
        true,
      );
      server.halt();
      const t0 = Date.now();
      const err = await store.accounts.get('a').then(
        () => null,
        (e: unknown) => e,
      );
      assert.instance(err, StoreUnavailable, String(err));
      assert.ok(Date.now() - t0 < 8_000, `failed after ${Date.now() - t0} ms`);
      assert.is(await store.ping(), false);
      server.resume();
      assert.equal((await store.accounts.get('a'))?.email, 'a@example.com');
      assert.is(await store.ping(), true);
    } finally {
      await store.close();
      server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

pg('a server that stops answering (processes suspended): requests fail within seconds instead of hanging', async () => {
  const server = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'pg-hung-'));
  const store = await openStore({ dataDir, databaseUrl: await server.newDatabase('hung') });
  try {
    assert.is(await store.ping(), true);
    server.freeze();
    const t0 = Date.now();
    const [read, write] = await Promise.all([
      store.accounts.get('a').then(
        () => null,
        (e: unknown) => e,
      ),
      store.saveUsage([{ accountId: 'a', product: 'panchang', period: '2026-03', used: 1 }]).then(
        () => null,
        (e: unknown) => e,
      ),
    ]);
    const took = Date.now() - t0;
    assert.instance(read, StoreUnavailable, String(read));
    assert.instance(write, StoreUnavailable, String(write));
    assert.ok(took < 10_000, `gave up after ${took} ms`);
    server.thaw();
    assert.is(await store.ping(), true, 'answers again once the server runs');
  } finally {
    server.thaw();
    await store.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
if (pgReason) skipped('PostgreSQL migrations', pgReason);
else pg.run();
