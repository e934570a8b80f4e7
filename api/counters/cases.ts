// The one case list both counter engines must pass (memory.test.ts, redis.test.ts).
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS, HOUR_MS } from '../gateway/clock.ts';
import type { PanchangLimits } from '../panchang/limits.ts';
import { MapPersistence } from './map-persistence.ts';
import {
  CountersUnavailable,
  RATE_WINDOW_MS,
  USAGE_FLUSH_MS,
  type Counters,
  type CoverageRequest,
  type UsageKey,
} from './types.ts';

export interface CounterEngine {
  readonly counters: Counters;
  readonly store: MapPersistence;
}

/** Makes counters of one engine over a fresh store (and a fresh key space). */
export type MakeCounters = (store?: MapPersistence) => Promise<Counters>;

/** 2026-03-10T10:00:20Z: 20 s into a minute. */
export const T0 = Date.UTC(2026, 2, 10, 10, 0, 20);
export const MARCH: UsageKey = { accountId: 'acc_1', product: 'panchang', period: '2026-03' };
const SMALL: PanchangLimits = {
  dailyBurst: 10,
  uniqueDatesDaily: 3,
  coverageDaily: 4,
  coverageMonthly: 6,
  cityYearsMonthly: 1,
};

export function coverageOf(locationKey: string, dates: string[], over: Partial<CoverageRequest> = {}): CoverageRequest {
  return { accountId: 'acc_1', nowMs: T0, locationKey, dates, units: 1, limits: SMALL, ...over };
}

export async function until(what: string, ok: () => boolean | Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (!(await ok())) {
    if (Date.now() - start > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}

async function withCounters(
  make: MakeCounters,
  body: (e: CounterEngine) => Promise<void>,
  store = new MapPersistence(),
): Promise<void> {
  const counters = await make(store);
  try {
    await body({ counters, store });
  } finally {
    store.failing = false;
    await counters.close();
  }
}

export function defineCounterCases(test: Test, make: MakeCounters): void {
  const it = (name: string, body: (e: CounterEngine) => Promise<void>): void =>
    test(name, () => withCounters(make, body));

  it('rate: a fixed window per bucket aligned to the minute; a refused call is not counted', async ({ counters }) => {
    const hit = (bucket: string, nowMs: number) =>
      Promise.resolve(counters.admit({ nowMs, rate: { bucket, limit: 3 } })).then((a) => a.rate!);
    for (let i = 0; i < 3; i++)
      assert.equal(await hit('k1', T0 + i), { allowed: true, limit: 3, remaining: 2 - i, resetMs: T0 + 40_000 });
    assert.equal(await hit('k1', T0 + 10), { allowed: false, limit: 3, remaining: 0, resetMs: T0 + 40_000 });
    assert.ok((await hit('k2', T0)).allowed, 'buckets are independent');
    const next = await hit('k1', T0 + 40_000);
    assert.equal(
      [next.allowed, next.remaining, next.resetMs],
      [true, 2, T0 + 40_000 + RATE_WINDOW_MS],
      'the next minute starts over',
    );
  });

  it('admit: charges the quota with the rate hit, up to a hard cap; no cap with overage', async ({ counters }) => {
    const admit = (cost: number, cap: number | null) =>
      counters.admit({ nowMs: T0, rate: { bucket: 'k', limit: 100 }, charge: { ...MARCH, cost, cap } });
    assert.equal((await admit(2, 5)).charge, { charged: true, used: 2 });
    assert.equal((await admit(3, 5)).charge, { charged: true, used: 5 });
    const refused = await admit(1, 5);
    assert.equal(refused.charge, { charged: false, used: 5 });
    assert.is(refused.rate!.remaining, 97, 'a call the quota refuses has passed the rate limit and counts there');
    assert.equal((await admit(4, null)).charge, { charged: true, used: 9 });
    assert.is(await counters.used(MARCH, T0), 9);
    assert.equal(await counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 1, cap: null } }), {
      rate: null,
      charge: { charged: true, used: 10 },
      coverage: null,
    });
  });

  it('admit: a call refused by the rate limit charges nothing', async ({ counters }) => {
    const admit = () =>
      counters.admit({ nowMs: T0, rate: { bucket: 'k', limit: 1 }, charge: { ...MARCH, cost: 1, cap: null } });
    assert.equal((await admit()).charge, { charged: true, used: 1 });
    const refused = await admit();
    assert.equal([refused.rate!.allowed, refused.charge], [false, null]);
    assert.is(await counters.used(MARCH, T0), 1);
  });

  it('admit with coverage: rate, then quota, then coverage; a refusal charges and records nothing', async ({
    counters,
    store,
  }) => {
    const admit = (dates: string[], cap: number, limit = 100) => {
      const { nowMs: _, ...lookup } = coverageOf('city:a', dates);
      return counters.admit({
        nowMs: T0,
        rate: { bucket: 'k', limit },
        charge: { ...MARCH, cost: 1, cap },
        coverage: lookup,
      });
    };
    const ok = await admit(['2026-03-10'], 5);
    assert.equal([ok.rate!.remaining, ok.charge, ok.coverage], [99, { charged: true, used: 1 }, null]);
    const byCoverage = await admit(['2026-03-11', '2026-03-12', '2026-03-13'], 5);
    assert.equal(
      [byCoverage.rate!.remaining, byCoverage.charge, byCoverage.coverage],
      [98, { charged: false, used: 1 }, 'date_limit_exceeded'],
    );
    const byQuota = await admit(['2026-03-11'], 1);
    assert.equal([byQuota.rate!.remaining, byQuota.charge, byQuota.coverage], [97, { charged: false, used: 1 }, null]);
    const byRate = await admit(['2026-03-11'], 5, 3);
    assert.equal([byRate.rate!.allowed, byRate.charge, byRate.coverage], [false, null, null]);
    assert.is(await counters.used(MARCH, T0), 1);
    await counters.flush();
    assert.equal(store.members('acc_1', 'date_day', '2026-03-10'), ['2026-03-10']);
    assert.is(
      await counters.coverage(coverageOf('city:a', ['2026-03-11', '2026-03-12'])),
      null,
      'the refused dates were not recorded',
    );
  });

  it('refund gives calls back, never below zero; months are separate', async ({ counters }) => {
    await counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 3, cap: null } });
    await counters.refund(MARCH, 2, T0);
    assert.is(await counters.used(MARCH, T0), 1);
    await counters.refund(MARCH, 5, T0);
    assert.is(await counters.used(MARCH, T0), 0);
    assert.is(await counters.used({ ...MARCH, period: '2026-04' }, T0), 0);
  });

  test('usage: a counter starts from the store, and reaches it within the flush window', () => {
    const store = new MapPersistence();
    store.usage.set('acc_1/panchang/2026-03', 7);
    return withCounters(
      make,
      async ({ counters }) => {
        const admit = () => counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 1, cap: 8 } });
        assert.equal((await admit()).charge, { charged: true, used: 8 });
        assert.equal((await admit()).charge, { charged: false, used: 8 });
        await counters.refund(MARCH, 3, T0);
        const waited = await until('usage in the store', () => store.storedUsage(MARCH) === 5, USAGE_FLUSH_MS * 3);
        assert.ok(waited <= USAGE_FLUSH_MS + 300, `reached the store after ${waited} ms`);
      },
      store,
    );
  });

  it('flush writes usage and coverage at once', async ({ counters, store }) => {
    await counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 4, cap: null } });
    assert.is(await counters.coverage(coverageOf('city:a', ['2026-03-10'])), null);
    await counters.flush();
    assert.is(store.storedUsage(MARCH), 4);
    assert.equal(store.members('acc_1', 'loc_date_month', '2026-03'), ['city:a|2026-03-10']);
    assert.equal(store.members('acc_1', 'date_day', '2026-03-10'), ['2026-03-10']);
  });

  it('a store that cannot load a counter makes the call unavailable, never free', async ({ counters, store }) => {
    store.failing = true;
    const err = await Promise.resolve()
      .then(() => counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 1, cap: 10 } }))
      .then(
        () => null,
        (e: unknown) => e,
      );
    assert.ok(err instanceof CountersUnavailable, String(err));
    const cov = await Promise.resolve()
      .then(() => counters.coverage(coverageOf('city:a', ['2026-03-10'])))
      .then(
        () => null,
        (e: unknown) => e,
      );
    assert.ok(cov instanceof CountersUnavailable, String(cov));
  });

  it('coverage: each cap refuses with its code, in order, and a refusal records nothing', async ({
    counters,
    store,
  }) => {
    const day2 = T0 + DAY_MS;
    assert.is(await counters.coverage(coverageOf('city:a', ['2026-03-10', '2026-03-11', '2026-03-12'])), null);
    assert.is(await counters.coverage(coverageOf('city:a', ['2026-03-13'])), 'date_limit_exceeded');
    assert.is(await counters.coverage(coverageOf('city:b', ['2026-03-10'])), null);
    assert.is(await counters.coverage(coverageOf('city:c', ['2026-03-10'])), 'coverage_daily_limit_exceeded');
    assert.is(
      await counters.coverage(coverageOf('city:a', ['2026-03-10', '2026-03-10'])),
      null,
      'a repeat is not new coverage',
    );
    assert.is(
      await counters.coverage(coverageOf('city:c', ['2026-03-10', '2026-03-11'], { nowMs: day2 })),
      null,
      'a new day',
    );
    assert.is(
      await counters.coverage(coverageOf('city:d', ['2026-03-10'], { nowMs: day2 })),
      'coverage_limit_exceeded',
    );
    assert.is(
      await counters.coverage(coverageOf('city:a', ['2026-03-10'], { nowMs: day2, cityYear: 'city:a|2026' })),
      null,
    );
    assert.is(
      await counters.coverage(coverageOf('city:b', ['2026-03-10'], { nowMs: day2, cityYear: 'city:b|2026' })),
      'city_year_cap_exceeded',
    );
    assert.is(
      await counters.coverage(coverageOf('city:z', ['2026-03-20'], { nowMs: day2, units: 11 })),
      'daily_burst_limit_exceeded',
      'the burst guard comes first',
    );
    await counters.flush();
    assert.equal(store.members('acc_1', 'loc_date_day', '2026-03-10'), [
      'city:a|2026-03-10',
      'city:a|2026-03-11',
      'city:a|2026-03-12',
      'city:b|2026-03-10',
    ]);
    assert.equal(store.members('acc_1', 'date_day', '2026-03-11'), ['2026-03-10', '2026-03-11']);
    assert.equal(store.members('acc_1', 'loc_date_month', '2026-03').length, 6);
    assert.equal(store.members('acc_1', 'city_year_month', '2026-03'), ['city:a|2026']);
    assert.is(
      await counters.coverage(
        coverageOf('city:a', ['2026-03-10'], { accountId: 'acc_2', nowMs: day2, cityYear: 'city:b|2026' }),
      ),
      null,
      'accounts are separate',
    );
  });

  it('coverage: the daily burst counts admitted calls by units, and starts over the next day', async ({ counters }) => {
    const call = (units: number, dates = ['2026-03-10'], nowMs = T0) =>
      counters.coverage(coverageOf('city:a', dates, { units, nowMs }));
    assert.is(await call(6), null);
    assert.is(await call(1, ['2026-03-11', '2026-03-12', '2026-03-13']), 'date_limit_exceeded');
    assert.is(await call(4), null, 'the refused call added nothing to the burst count');
    assert.is(await call(1), 'daily_burst_limit_exceeded');
    assert.is(await call(10, ['2026-03-10'], T0 + DAY_MS), null);
  });

  test('coverage: a bucket starts from the store', () => {
    const store = new MapPersistence();
    const seeded = ['x|2026-03-01', 'x|2026-03-02', 'x|2026-03-03', 'x|2026-03-04', 'x|2026-03-05'];
    for (const m of seeded) store.coverageRows.add(JSON.stringify(['acc_1', 'loc_date_month', '2026-03', m]));
    return withCounters(
      make,
      async ({ counters }) => {
        assert.is(await counters.coverage(coverageOf('city:a', ['2026-03-10'])), null);
        assert.is(await counters.coverage(coverageOf('city:b', ['2026-03-10'])), 'coverage_limit_exceeded');
        assert.is(await counters.coverage(coverageOf('x', ['2026-03-01'])), null, 'a stored member is not new');
      },
      store,
    );
  });

  it('sliding: per-IP and per-e-mail hourly windows; a refusal counts against neither', async ({ counters }) => {
    const hit = (ip: string, email: string, nowMs: number) =>
      counters.hitSliding(
        [
          { bucket: `contact:ip:${ip}`, limit: 3 },
          { bucket: `contact:email:${email}`, limit: 2 },
        ],
        HOUR_MS,
        nowMs,
      );
    assert.equal(await hit('1.1.1.1', 'a@x', T0), { allowed: true });
    assert.equal(await hit('1.1.1.1', 'a@x', T0 + 1_000), { allowed: true });
    assert.equal(await hit('1.1.1.1', 'a@x', T0 + 2_000), {
      allowed: false,
      index: 1,
      limit: 2,
      retryAtMs: T0 + HOUR_MS,
    });
    assert.equal(
      await hit('1.1.1.1', 'b@x', T0 + 3_000),
      { allowed: true },
      'the refused hit did not count for the IP',
    );
    assert.equal(await hit('1.1.1.1', 'c@x', T0 + 4_000), {
      allowed: false,
      index: 0,
      limit: 3,
      retryAtMs: T0 + HOUR_MS,
    });
    assert.equal(await hit('1.1.1.1', 'c@x', T0 + HOUR_MS - 1), {
      allowed: false,
      index: 0,
      limit: 3,
      retryAtMs: T0 + HOUR_MS,
    });
    assert.equal(
      await hit('1.1.1.1', 'c@x', T0 + HOUR_MS),
      { allowed: true },
      'a hit exactly an hour old has left the window',
    );
    assert.equal(await hit('2.2.2.2', 'd@x', T0 + HOUR_MS), { allowed: true });
  });

  it('health is ok while the engine answers', async ({ counters }) => {
    assert.equal(counters.health(), { status: 'ok' });
  });
}
