// `npm run store -- migrate-to-postgres`, run as an operator would, from an embedded data directory written through
// the store into a real PostgreSQL: every table's rows arrive, the gateway's reads see them, a second run is refused.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStore } from '../api/store/index.ts';
import { postgresUnavailableReason, sharedPostgres } from '../test/support/postgres.ts';
import { skipped } from '../test/support/store-engines.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const T = 1_773_144_000_000;

function runStore(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/store.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, ...env },
  });
}

/** An embedded data directory with a row in every kind of table, written the way the gateway writes them. */
async function embeddedDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'store-migrate-'));
  const store = await openStore({ dataDir: dir, databaseUrl: null });
  await store.accounts.create({
    id: 'acct_1',
    email: 'one@example.com',
    name: 'One',
    passwordHash: 'scrypt$h',
    createdAt: T,
  });
  await store.accounts.setPlan(
    'acct_1',
    'panchang',
    { plan: 'sapphire', trialEndsAt: T + 1, endIsTrial: false, paymentMethod: true },
    T,
  );
  await store.keys.insert({
    keyId: 'key_1',
    accountId: 'acct_1',
    name: 'default',
    scope: 'admin',
    secretHash: Buffer.from([1, 2, 3]),
    preview: 'pk',
    createdAt: T,
  });
  await store.saveUsage([{ accountId: 'acct_1', product: 'panchang', period: '2026-03', used: 17 }]);
  await store.saveCoverage([
    { accountId: 'acct_1', kind: 'loc_date_month', period: '2026-03', member: 'delhi|2026-03-10' },
  ]);
  await store.heartbeats.beat(Math.floor(T / 60_000), true);
  await store.submissions.insert({
    id: 'fb_1',
    kind: 'feedback',
    email: 'one@example.com',
    ip: '1.2.3.4',
    body: { text: 'hi' },
    createdAt: T,
  });
  for (const id of ['evt_2', 'evt_1']) {
    await store.billing.insertEvent({
      id,
      type: 'x',
      createdAt: T,
      sequence: 1,
      receivedAt: T,
      accountId: 'acct_1',
      product: 'numerology',
      outcome: 'applied',
      detail: '',
      body: '{}',
    });
  }
  await store.sandbox.next('pay');
  await store.close();
  return dir;
}

test('migrate-to-postgres copies every table, prints the counts, and refuses a target that holds accounts', async () => {
  const reason = postgresUnavailableReason();
  if (reason) return skipped('migrate-to-postgres', reason);
  const dir = await embeddedDataDir();
  const url = await (await sharedPostgres()).newDatabase('migrate');
  try {
    const first = runStore(['migrate-to-postgres'], { DATA_DIR: dir, DATABASE_URL: url });
    assert.is(first.status, 0, first.stderr);
    for (const [table, n] of [
      ['accounts', 1],
      ['api_keys', 1],
      ['usage', 1],
      ['billing_events', 2],
      ['panchang_coverage', 1],
      ['sandbox_counters', 1],
    ] as const) {
      assert.match(first.stdout, new RegExp(`${table}\\s+${n} rows\\n`), `${table} in:\n${first.stdout}`);
    }
    const store = await openStore({ dataDir: dir, databaseUrl: url });
    try {
      assert.equal(await store.accounts.get('acct_1'), {
        id: 'acct_1',
        email: 'one@example.com',
        name: 'One',
        createdAt: T,
      });
      assert.equal(await store.accounts.plan('acct_1', 'panchang'), {
        plan: 'sapphire',
        trialEndsAt: T + 1,
        endIsTrial: false,
        paymentMethod: true,
      });
      assert.ok((await store.keys.get('key_1'))!.secretHash.equals(Buffer.from([1, 2, 3])));
      assert.is(await store.loadUsage('acct_1', 'panchang', '2026-03'), 17);
      assert.equal(await store.heartbeats.since(0), { first: Math.floor(T / 60_000), up: 1, degraded: 1 });
      await store.billing.insertEvent({
        id: 'evt_3',
        type: 'x',
        createdAt: T,
        sequence: 2,
        receivedAt: T,
        accountId: 'acct_1',
        product: 'numerology',
        outcome: 'applied',
        detail: '',
        body: '{}',
      });
      assert.equal(
        (await store.billing.eventsOf('acct_1', 'numerology', 5)).map((e) => e.id),
        ['evt_3', 'evt_1', 'evt_2'],
        'insertion order carried over and continued',
      );
      assert.is(await store.sandbox.next('pay'), 2);
    } finally {
      await store.close();
    }
    const again = runStore(['migrate-to-postgres'], { DATA_DIR: dir, DATABASE_URL: url });
    assert.is(again.status, 2);
    assert.match(again.stderr, /already holds 1 accounts; nothing was copied/);
    const replaced = runStore(['migrate-to-postgres', '--replace'], { DATA_DIR: dir, DATABASE_URL: url });
    assert.is(replaced.status, 0, replaced.stderr);
    assert.match(replaced.stdout, /billing_events\s+2 rows\n/, 'the target was emptied first');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--help explains the command; a missing DATABASE_URL or data directory is named', () => {
  const help = runStore(['--help'], {});
  assert.is(help.status, 0);
  assert.match(help.stdout, /migrate-to-postgres/);
  const noUrl = runStore(['migrate-to-postgres'], { DATA_DIR: tmpdir(), DATABASE_URL: '' });
  assert.is(noUrl.status, 2);
  assert.match(noUrl.stderr, /DATABASE_URL is not set/);
  const empty = mkdtempSync(join(tmpdir(), 'store-empty-'));
  const noFile = runStore(['migrate-to-postgres'], {
    DATA_DIR: empty,
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x',
  });
  rmSync(empty, { recursive: true, force: true });
  assert.is(noFile.status, 2);
  assert.match(noFile.stderr, /no accounts database at/);
});

test.run();
