// The account store's behaviour, the same cases on both engines (SQLite file, PostgreSQL): whatever runs underneath,
// callers see the same rows, numbers (epoch ms as numbers, not strings), caches and transactions.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MemoryCounters } from '../counters/memory.ts';
import { ENGINES, freshStore, skipped } from '../../test/support/store-engines.ts';
import type { Store } from './index.ts';

const T = 1_773_144_000_000; // 2026-03-10T12:00:00Z: beyond 2^31, so an int8 parsed as a string or a 32-bit int shows
const account = (id: string, email = `${id}@example.com`) => ({
  id,
  email,
  name: null,
  passwordHash: 'scrypt$x',
  createdAt: T,
});
const key = (keyId: string, accountId: string) => ({
  keyId,
  accountId,
  name: 'k',
  scope: 'admin' as const,
  secretHash: Buffer.from([0, 1, 2, 255]),
  preview: 'pk_…',
  createdAt: T,
});

for (const engine of ENGINES) {
  const s = suite(`store on ${engine.name}`);
  let store: Store;
  s.before(async () => {
    store = await freshStore(engine);
  });
  s.after(async () => store.close());

  s('accounts: an e-mail is taken once; times come back as numbers', async () => {
    assert.is(await store.accounts.create(account('a1')), true);
    assert.is(await store.accounts.create(account('a2', 'a1@example.com')), false, 'the UNIQUE constraint decides');
    assert.equal(await store.accounts.get('a1'), { id: 'a1', email: 'a1@example.com', name: null, createdAt: T });
    assert.is(await store.accounts.emailExists('a1@example.com'), true);
    assert.is(await store.accounts.emailExists('nobody@example.com'), false);
  });

  s('plans: free without a row; a write replaces the cached row; 0/1 flags come back as booleans', async () => {
    await store.accounts.create(account('p1'));
    assert.equal(await store.accounts.plan('p1', 'panchang'), {
      plan: 'free',
      trialEndsAt: null,
      endIsTrial: false,
      paymentMethod: false,
    });
    assert.ok(store.accounts.cachedPlan('p1', 'panchang'), 'cached after the first read');
    await store.accounts.setPlan(
      'p1',
      'panchang',
      { plan: 'sapphire', trialEndsAt: T + 7 * 86_400_000, endIsTrial: true, paymentMethod: false },
      T,
    );
    assert.is(store.accounts.cachedPlan('p1', 'panchang'), undefined, 'the write drops the cached row');
    assert.equal(await store.accounts.plan('p1', 'panchang'), {
      plan: 'sapphire',
      trialEndsAt: T + 7 * 86_400_000,
      endIsTrial: true,
      paymentMethod: false,
    });
    await store.accounts.setPaymentMethod('p1', 'panchang', true, T + 1);
    assert.is((await store.accounts.plan('p1', 'panchang')).paymentMethod, true);
    store.accounts.forgetAllPlans();
    assert.is(store.accounts.cachedPlan('p1', 'panchang'), undefined);
  });

  s(
    'keys: the secret hash round-trips as bytes; rotate and revoke drop the cached row; listing is ordered',
    async () => {
      await store.accounts.create(account('k1'));
      await store.keys.insert(key('key_b', 'k1'));
      await store.keys.insert({ ...key('key_a', 'k1'), createdAt: T + 1 });
      const row = (await store.keys.get('key_b'))!;
      assert.ok(Buffer.isBuffer(row.secretHash) && row.secretHash.equals(Buffer.from([0, 1, 2, 255])));
      assert.equal([row.createdAt, row.expiresAt, row.revokedAt, row.replacedBy], [T, null, null, null]);
      assert.ok(store.keys.cached('key_b'));
      await store.keys.setRotated('key_b', T + 86_400_000, 'key_a');
      assert.is(store.keys.cached('key_b'), undefined);
      assert.equal(
        [(await store.keys.get('key_b'))!.expiresAt, (await store.keys.get('key_b'))!.replacedBy],
        [T + 86_400_000, 'key_a'],
      );
      await store.keys.revoke('key_a', T + 5);
      await store.keys.revoke('key_a', T + 9);
      assert.is((await store.keys.get('key_a'))!.revokedAt, T + 5, 'a second revoke changes nothing');
      assert.equal(
        (await store.keys.listForAccount('k1')).map((k) => k.keyId),
        ['key_b', 'key_a'],
      );
      assert.is(await store.keys.get('key_unknown'), undefined);
      store.keys.forget('key_a');
      assert.is(store.keys.cached('key_a'), undefined);
    },
  );

  s('transaction: a failure rolls every write back, and the cache does not keep the rolled-back row', async () => {
    await store.accounts.create(account('t1'));
    await store.accounts.plan('t1', 'horoscope');
    try {
      await store.transaction(async (tx) => {
        await tx.accounts.setPlan(
          't1',
          'horoscope',
          { plan: 'ruby', trialEndsAt: null, endIsTrial: false, paymentMethod: true },
          T,
        );
        await tx.keys.insert(key('key_t1', 't1'));
        assert.is((await tx.accounts.plan('t1', 'horoscope')).plan, 'ruby', 'visible inside the transaction');
        await tx.transaction(async (inner) => {
          assert.is((await inner.keys.get('key_t1'))?.keyId, 'key_t1', 'a transaction inside joins the outer one');
        });
        throw new Error('boom');
      });
      assert.unreachable();
    } catch (e) {
      assert.is((e as Error).message, 'boom');
    }
    assert.is((await store.accounts.plan('t1', 'horoscope')).plan, 'free');
    assert.is(await store.keys.get('key_t1'), undefined);
    await store.transaction(async (tx) => {
      await tx.keys.insert(key('key_t2', 't1'));
    });
    assert.ok(await store.keys.get('key_t2'), 'a transaction that ends well commits');
  });

  s('usage persistence: loads 0 when none, upserts (the last count of a key wins), keeps periods apart', async () => {
    assert.is(await store.loadUsage('u1', 'panchang', '2026-03'), 0);
    await store.saveUsage([
      { accountId: 'u1', product: 'panchang', period: '2026-03', used: 3 },
      { accountId: 'u1', product: 'panchang', period: '2026-03', used: 4 },
      { accountId: 'u1', product: 'horoscope', period: '2026-03', used: 9 },
    ]);
    await store.saveUsage([{ accountId: 'u1', product: 'panchang', period: '2026-04', used: 1 }]);
    assert.equal(
      [
        await store.loadUsage('u1', 'panchang', '2026-03'),
        await store.loadUsage('u1', 'horoscope', '2026-03'),
        await store.loadUsage('u1', 'panchang', '2026-04'),
      ],
      [4, 9, 1],
    );
  });

  s(
    'the embedded counters on this store: concurrent first charges share one load; a flush reaches the store',
    async () => {
      await store.saveUsage([{ accountId: 'u2', product: 'numerology', period: '2026-03', used: 5 }]);
      const counters = new MemoryCounters({ usage: store, coverage: store });
      const key = { accountId: 'u2', product: 'numerology', period: '2026-03' } as const;
      const nowMs = Date.UTC(2026, 2, 10);
      const charged = await Promise.all(
        [1, 2, 3].map(() => counters.admit({ nowMs, charge: { ...key, cost: 1, cap: 7 } })),
      );
      assert.equal(
        charged.map((a) => a.charge?.charged),
        [true, true, false],
        'the cap holds across calls that all arrived before the load',
      );
      await counters.refund(key, 1, nowMs);
      await counters.flush();
      assert.is(await store.loadUsage('u2', 'numerology', '2026-03'), 6);
      await counters.close();
    },
  );

  s('coverage persistence: members per bucket, duplicates ignored, more rows than one statement holds', async () => {
    const many = Array.from({ length: 1_234 }, (_, i) => ({
      accountId: 'c1',
      kind: 'loc_date_month' as const,
      period: '2026-03',
      member: `city-${i}|2026-03-10`,
    }));
    await store.saveCoverage(many);
    await store.saveCoverage([
      ...many.slice(0, 10),
      { accountId: 'c1', kind: 'date_day', period: '2026-03-10', member: '2026-03-10' },
    ]);
    assert.is((await store.loadCoverage('c1', 'loc_date_month', '2026-03')).length, 1_234);
    assert.equal(await store.loadCoverage('c1', 'date_day', '2026-03-10'), ['2026-03-10']);
    assert.equal(await store.loadCoverage('c1', 'date_day', '2026-03-11'), []);
  });

  s(
    'heartbeats: a degraded beat within a minute wins; the summary counts numbers; prune drops old minutes',
    async () => {
      const m = Math.floor(T / 60_000);
      assert.equal(await store.heartbeats.since(m - 100), { first: null, up: 0, degraded: 0 });
      await store.heartbeats.beat(m - 2, false);
      await store.heartbeats.beat(m - 1, true);
      await store.heartbeats.beat(m - 1, false);
      await store.heartbeats.beat(m, false);
      assert.equal(await store.heartbeats.since(m - 100), { first: m - 2, up: 3, degraded: 1 });
      await store.heartbeats.prune(m - 1);
      assert.equal(await store.heartbeats.since(m - 100), { first: m - 1, up: 2, degraded: 1 });
    },
  );

  s('submissions: stored with their body; a known id is refused', async () => {
    await store.submissions.insert({
      id: 'fb0',
      kind: 'feedback',
      email: 'x@example.com',
      ip: '1.1.1.1',
      body: { n: 0 },
      createdAt: T,
    });
    const row = await store.db.q
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', 'fb0')
      .executeTakeFirstOrThrow();
    assert.equal(
      [row.kind, row.email, row.ip, JSON.parse(row.body)],
      ['feedback', 'x@example.com', '1.1.1.1', { n: 0 }],
    );
    let refused = false;
    await store.submissions
      .insert({ id: 'fb0', kind: 'feedback', email: 'y@example.com', ip: '2.2.2.2', body: {}, createdAt: T })
      .catch(() => {
        refused = true;
      });
    assert.ok(refused);
  });

  s('billing: events newest first, same-millisecond events by insertion order; a known id is refused', async () => {
    await store.accounts.create(account('b1'));
    const event = (id: string, receivedAt: number) => ({
      id,
      type: 'subscription.charged',
      createdAt: T,
      sequence: 1,
      receivedAt,
      accountId: 'b1',
      product: 'numerology' as const,
      outcome: 'applied' as const,
      detail: '',
      body: '{}',
    });
    for (const id of ['evt_z', 'evt_a', 'evt_m']) await store.billing.insertEvent(event(id, T));
    await store.billing.insertEvent(event('evt_old', T - 1));
    assert.equal(
      (await store.billing.eventsOf('b1', 'numerology', 10)).map((e) => e.id),
      ['evt_m', 'evt_a', 'evt_z', 'evt_old'],
    );
    assert.equal(await store.billing.event('evt_a'), event('evt_a', T), 'the record, without the ordering column');
    await store.billing.insertEvent(event('evt_a', T + 5)).then(
      () => assert.unreachable('a duplicate id was stored'),
      () => {},
    );
  });

  s('billing: entitlements upsert whole records and keep their boolean; sandbox ids count up per kind', async () => {
    await store.accounts.create(account('b2'));
    const ent = {
      accountId: 'b2',
      product: 'horoscope' as const,
      plan: 'ruby',
      status: 'active' as const,
      cycle: 'monthly' as const,
      periodEnd: T + 1,
      trialEndsAt: null,
      sourceId: 'sub_1',
      paymentMethod: true,
      paymentState: 'captured' as const,
      updatedAt: T,
    };
    await store.billing.putEntitlement(ent);
    await store.billing.putEntitlement({ ...ent, status: 'past_due', updatedAt: T + 2 });
    assert.equal(await store.billing.entitlement('b2', 'horoscope'), { ...ent, status: 'past_due', updatedAt: T + 2 });
    assert.equal(
      [await store.sandbox.next('pay'), await store.sandbox.next('pay'), await store.sandbox.next('evt')],
      [1, 2, 1],
    );
  });

  s('ping answers', async () => {
    assert.is(await store.ping(), true);
  });

  if (engine.skipReason) skipped(`store on ${engine.name}`, engine.skipReason);
  else s.run();
}
