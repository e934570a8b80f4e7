// The Redis engine on a real redis-server (test/support/redis.ts): the shared case list, then what only a shared
// server shows: replicas counting as one, usage surviving a killed replica, seeding, failed writes, and outages.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Redis } from 'ioredis';
import { RedisServer, redisServerBinary } from '../../test/support/redis.ts';
import { coverageOf, defineCounterCases, MARCH, T0, until } from './cases.ts';
import { openCounters } from './index.ts';
import { MapPersistence } from './map-persistence.ts';
import { RedisCounters, type RedisCountersOptions } from './redis.ts';
import { CountersUnavailable, USAGE_FLUSH_MS } from './types.ts';

const binary = redisServerBinary();
const redis = suite('counters: redis');
let server: RedisServer;
let keySpaces = 0;
const freshPrefix = (): string => `t${process.pid}-${++keySpaces}:`;

async function open(store: MapPersistence, extra: Partial<RedisCountersOptions> = {}): Promise<RedisCounters> {
  const counters = new RedisCounters({
    url: server.url,
    keyPrefix: freshPrefix(),
    usage: store,
    coverage: store,
    ...extra,
  });
  assert.ok(await counters.ready(5_000), 'connected to redis-server');
  return counters;
}

/** Caps wide enough that only the monthly location-date cap (5) can refuse. */
const MONTH_CAP_ONLY = {
  dailyBurst: 100,
  uniqueDatesDaily: 100,
  coverageDaily: 100,
  coverageMonthly: 5,
  cityYearsMonthly: 0,
};

const rejection = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
/** What a call settles with, or an error saying it did not settle within `ms` (a call left hanging fails the test). */
const settled = (p: Promise<unknown>, ms: number): Promise<unknown> =>
  Promise.race([rejection(p), sleep(ms).then(() => new Error(`not settled within ${ms} ms`))]);

redis.before(async () => {
  server = await RedisServer.start();
});
redis.after(async () => {
  await server?.close();
});

defineCounterCases(redis, (store = new MapPersistence()) => open(store));

/** A day bucket of `n` stored location-dates for acc_1 (a long export leaves this many in a month's bucket). */
function bigBucket(n: number): MapPersistence {
  const store = new MapPersistence();
  const day = new Date(T0).toISOString().slice(0, 10);
  for (let i = 0; i < n; i++) {
    const member = `elsewhere-${i % 5}|${new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)}`;
    store.coverageRows.add(JSON.stringify(['acc_1', 'loc_date_day', day, member]));
  }
  return store;
}
const BIG_LIMITS = {
  dailyBurst: 10,
  uniqueDatesDaily: 10,
  coverageDaily: 150_002,
  coverageMonthly: 10,
  cityYearsMonthly: 0,
};
const prefixOf = (c: RedisCounters) => (c as unknown as { prefix: string }).prefix;

redis(
  'a bucket stored with 150,000 members seeds in parts under the default 500 ms command timeout, and leaves no staging set',
  async () => {
    // Seeding used to spread the members as arguments, which overflowed the stack inside ioredis's auto-pipeline (from
    // about 130,000) and crashed the process; then one script call added them all, which on a loaded machine could
    // outlast the command timeout (a 503) while holding Redis for every replica. Now parts of 10,000 are staged.
    const counters = await open(bigBucket(150_000));
    const raw = new Redis(server.url);
    try {
      const limits = BIG_LIMITS;
      assert.is(await counters.coverage(coverageOf('city:new', ['2026-03-10'], { limits })), null);
      assert.is(await counters.coverage(coverageOf('city:new', ['2026-03-11'], { limits })), null);
      assert.is(
        await counters.coverage(coverageOf('city:new', ['2026-03-12'], { limits })),
        'coverage_daily_limit_exceeded',
      );
      assert.equal(await raw.keys(`${prefixOf(counters)}*seeding*`), [], 'no staging set left');
    } finally {
      raw.disconnect();
      await counters.close();
    }
  },
);

redis(
  'two replicas seeding the same large bucket at once: one publishes it, the other drops its staging set',
  async () => {
    const store = bigBucket(25_000);
    const a = await open(store);
    const b = await open(store, { keyPrefix: prefixOf(a) });
    const raw = new Redis(server.url);
    try {
      const limits = { ...BIG_LIMITS, coverageDaily: 25_002 };
      const [ra, rb] = await Promise.all([
        a.coverage(coverageOf('city:new', ['2026-03-10'], { limits })),
        b.coverage(coverageOf('city:new', ['2026-03-11'], { limits })),
      ]);
      assert.equal([ra, rb], [null, null], 'both admitted: 25,000 stored + 2 new');
      assert.is(
        await a.coverage(coverageOf('city:new', ['2026-03-12'], { limits })),
        'coverage_daily_limit_exceeded',
        'the two new dates were counted once each, on the one published bucket',
      );
      assert.equal(await raw.keys(`${prefixOf(a)}*seeding*`), [], 'no staging set left');
    } finally {
      raw.disconnect();
      await a.close();
      await b.close();
    }
  },
);

redis('two replicas on one server count as one: exact limits under concurrent calls from both', async () => {
  const store = new MapPersistence();
  const a = await open(store);
  const b = await open(store, { keyPrefix: (a as unknown as { prefix: string }).prefix });
  const both = <T>(n: number, call: (c: RedisCounters, i: number) => Promise<T>): Promise<T[]> =>
    Promise.all(Array.from({ length: n }, (_, i) => call(i % 2 ? a : b, i)));
  try {
    const rate = await both(40, (c) => c.admit({ nowMs: T0, rate: { bucket: 'key:k1:panchang', limit: 10 } }));
    assert.is(rate.filter((r) => r.rate!.allowed).length, 10);
    const charges = await both(60, (c) => c.admit({ nowMs: T0, charge: { ...MARCH, cost: 1, cap: 25 } }));
    assert.is(charges.filter((r) => r.charge!.charged).length, 25);
    assert.equal([await a.used(MARCH, T0), await b.used(MARCH, T0)], [25, 25]);
    const coverage = await both(20, (c, i) =>
      c.coverage(
        coverageOf(`city:${i}`, ['2026-03-10'], {
          limits: { dailyBurst: 100, uniqueDatesDaily: 5, coverageDaily: 100, coverageMonthly: 6, cityYearsMonthly: 0 },
        }),
      ),
    );
    assert.is(coverage.filter((r) => r === null).length, 6);
    assert.ok(coverage.every((r) => r === null || r === 'coverage_limit_exceeded'));
    const sliding = await both(10, (c) => c.hitSliding([{ bucket: 'contact:ip:1.1.1.1', limit: 3 }], 3_600_000, T0));
    assert.is(sliding.filter((r) => r.allowed).length, 3);
    await a.flush();
    assert.is(store.storedUsage(MARCH), 25);
    assert.is(store.members('acc_1', 'loc_date_month', '2026-03').length, 6);
  } finally {
    await a.close();
    await b.close();
  }
});

/** Script calls (EVALSHA and EVAL) redis-server has run since its stats were last reset. */
async function scriptCalls(raw: Redis): Promise<number> {
  const info = await raw.info('commandstats');
  return [...info.matchAll(/cmdstat_(?:evalsha|eval):calls=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

redis(
  'batched: the admits of one event-loop turn are one script call per replica, applied in arrival order',
  async () => {
    const store = new MapPersistence();
    const quiet = { flushIntervalMs: 3_600_000 };
    const a = await open(store, quiet);
    const prefix = (a as unknown as { prefix: string }).prefix;
    const b = await open(store, { ...quiet, keyPrefix: prefix });
    const unbatched = await open(store, { ...quiet, keyPrefix: prefix, batch: false });
    const raw = new Redis(server.url);
    const charge = (c: RedisCounters) =>
      c.admit({ nowMs: T0, rate: { bucket: 'k', limit: 100 }, charge: { ...MARCH, cost: 1, cap: 40 } });
    try {
      for (const c of [a, b, unbatched]) await charge(c); // loads the month's counter and the scripts
      await raw.config('RESETSTAT');
      const fromA = Promise.all(Array.from({ length: 20 }, () => charge(a)));
      const fromB = Promise.all(Array.from({ length: 20 }, () => charge(b)));
      const [inA, inB] = await Promise.all([fromA, fromB]);
      assert.is(await scriptCalls(raw), 2, '40 admits from two replicas: two script calls');
      const usedA = inA.map((r) => r.charge!.used),
        remainingA = inA.map((r) => r.rate!.remaining);
      assert.ok(
        usedA.every((u, i) => i === 0 || u === usedA[i - 1]! + 1),
        `one replica's batch charges in arrival order: ${usedA}`,
      );
      assert.ok(
        remainingA.every((r, i) => i === 0 || r === remainingA[i - 1]! - 1),
        `and counts its rate hits in order: ${remainingA}`,
      );
      assert.equal(
        [...inA, ...inB].filter((r) => r.charge!.charged).length,
        37,
        'exactly up to the cap of 40 across both',
      );
      await raw.config('RESETSTAT');
      await Promise.all(Array.from({ length: 5 }, () => charge(unbatched)));
      assert.is(await scriptCalls(raw), 5, 'batch: false makes one script call per admit');
    } finally {
      raw.disconnect();
      for (const c of [a, b, unbatched]) await c.close();
    }
  },
);

redis(
  'batched: a batch mixing counters Redis holds and counters it must load gives each request what it alone would',
  async () => {
    const store = new MapPersistence();
    store.usage.set('acc_2/panchang/2026-03', 7);
    const counters = await open(store, { flushIntervalMs: 3_600_000 });
    const rate = { bucket: 'k', limit: 100 };
    const charge = (accountId: string, cap: number | null) =>
      counters.admit({ nowMs: T0, rate, charge: { ...MARCH, accountId, cost: 1, cap } });
    try {
      await charge('acc_1', null); // acc_1's month is in Redis; acc_2's (7 in the store) and acc_3's buckets are not
      const { nowMs: _, ...lookup } = coverageOf('city:a', ['2026-03-10'], { accountId: 'acc_3' });
      const [held1, load1, held2, load2, cov] = await Promise.all([
        charge('acc_1', null),
        charge('acc_2', 8),
        charge('acc_1', null),
        charge('acc_2', 8),
        counters.admit({ nowMs: T0, rate, coverage: lookup }),
      ]);
      assert.equal(
        [held1.charge, held2.charge],
        [
          { charged: true, used: 2 },
          { charged: true, used: 3 },
        ],
      );
      assert.equal(
        [load1.charge, load2.charge].sort((x, y) => Number(y!.charged) - Number(x!.charged)),
        [
          { charged: true, used: 8 },
          { charged: false, used: 8 },
        ],
        'loaded from the store once, then capped at 8',
      );
      assert.is(cov.coverage, null);
      const after = await counters.admit({ nowMs: T0, rate });
      assert.is(after.rate!.remaining, 100 - 7, 'each rate hit counted once, the loaded requests too');
      await counters.flush();
      assert.equal(store.members('acc_3', 'date_day', '2026-03-10'), ['2026-03-10']);
    } finally {
      await counters.close();
    }
  },
);

redis(
  'batched: a batch that fails whole fails each of its requests; one request failing in Redis fails alone',
  async () => {
    const counters = await open(new MapPersistence(), { commandTimeoutMs: 300 });
    const raw = new Redis(server.url);
    const hit = (bucket: string, limit = 5) => counters.admit({ nowMs: T0, rate: { bucket, limit } });
    try {
      assert.ok((await hit('k')).rate!.allowed);
      server.signal('SIGSTOP');
      const started = Date.now();
      const errors = await Promise.all(Array.from({ length: 10 }, () => settled(hit('k'), 2_000)));
      const took = Date.now() - started;
      server.signal('SIGCONT');
      assert.ok(
        errors.every((e) => e instanceof CountersUnavailable),
        errors.map(String).join('; '),
      );
      assert.ok(took < 1_000, `failed after ${took} ms`);
      await until('calls pass again', async () => !(await rejection(hit('other'))), 5_000);
      // A rate window that is not a counter: its request raises WRONGTYPE inside the batch, as it would alone.
      await raw.sadd(`${(counters as unknown as { prefix: string }).prefix}rate:${T0 - (T0 % 60_000)}:bad`, 'x');
      const [before, bad, after, unbounded] = await Promise.all([
        hit('j'),
        rejection(hit('bad')),
        hit('j'),
        hit('k', Infinity),
      ]);
      assert.ok(bad instanceof CountersUnavailable && /WRONGTYPE/.test(bad.message), String(bad));
      assert.equal([before.rate!.remaining, after.rate!.remaining], [4, 3], 'the others in its batch counted');
      // 'k' is past its limit of 5: the timed-out batch still ran once Redis woke, as a timed-out single call does.
      assert.ok(unbounded.rate!.allowed, 'an unbounded limit (Infinity) goes through JSON as never reached');
    } finally {
      server.signal('SIGCONT');
      raw.disconnect();
      await counters.close();
    }
  },
);

/** Starts a replica in a child process that counts 5 calls, then kills it with SIGKILL once `killWhen` holds. */
async function countThenKill(
  keyPrefix: string,
  mode: 'no-flush' | 'hang-write',
  killWhen: () => Promise<boolean>,
): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/support/counters-child.ts', server.url, keyPrefix, mode],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  try {
    await until('the child counted', async () => out.includes('counted') && (await killWhen()), 20_000);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}

redis('a replica killed with SIGKILL loses nothing it counted: another replica writes it to the store', async () => {
  const raw = new Redis(server.url);
  try {
    for (const mode of ['no-flush', 'hang-write'] as const) {
      const prefix = freshPrefix();
      // hang-write: kill only once the child's flusher has leased the batch and is stuck writing it.
      await countThenKill(
        prefix,
        mode,
        async () => mode === 'no-flush' || (await raw.zcard(`${prefix}inflight:usage`)) === 1,
      );
      const store = new MapPersistence();
      const survivor = await open(store, { keyPrefix: prefix });
      try {
        const waited = await until(`usage in the store (${mode})`, () => store.storedUsage(MARCH) === 5, 5_000);
        // A batch the dead replica held comes back when its 1 s lease runs out.
        const bound = USAGE_FLUSH_MS + (mode === 'hang-write' ? 1_000 : 0);
        assert.ok(waited <= bound, `${mode}: reached the store after ${waited} ms (bound ${bound} ms)`);
      } finally {
        await survivor.close();
      }
    }
  } finally {
    raw.disconnect();
  }
});

redis('a store write that fails puts the batch back; the next flush writes it', async () => {
  const store = new MapPersistence();
  const counters = await open(store, { flushIntervalMs: 3_600_000 });
  try {
    await counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 2, cap: null } });
    assert.is(await counters.coverage(coverageOf('city:a', ['2026-03-10'])), null);
    store.failing = true;
    await counters.flush();
    assert.is(store.storedUsage(MARCH), undefined);
    assert.is(await counters.used(MARCH, T0), 2, 'Redis keeps counting while the store is down');
    store.failing = false;
    await counters.flush();
    assert.is(store.storedUsage(MARCH), 2);
    assert.equal(store.members('acc_1', 'date_day', '2026-03-10'), ['2026-03-10']);
  } finally {
    await counters.close();
  }
});

redis('a value written late by a slow replica is followed by the newer one', async () => {
  const store = new MapPersistence();
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const slowStore = Object.assign(Object.create(store) as MapPersistence, {
    saveUsage: async (records: Parameters<MapPersistence['saveUsage']>[0]) => {
      await gate;
      return store.saveUsage(records);
    },
  });
  const slow = await open(slowStore, { flushIntervalMs: 3_600_000 });
  const fast = await open(store, {
    keyPrefix: (slow as unknown as { prefix: string }).prefix,
    flushIntervalMs: 3_600_000,
  });
  try {
    await slow.admit({ nowMs: T0, charge: { ...MARCH, cost: 1, cap: null } });
    const slowFlush = slow.flush(); // takes used = 1, then waits at the gate
    await new Promise((r) => setTimeout(r, 100)); // one round trip: it has taken the batch by now
    assert.is(store.storedUsage(MARCH), undefined);
    await fast.admit({ nowMs: T0, charge: { ...MARCH, cost: 1, cap: null } });
    await fast.flush();
    assert.is(store.storedUsage(MARCH), 2);
    release();
    await slowFlush;
    assert.is(store.storedUsage(MARCH), 1, 'the slow write landed last');
    await fast.flush();
    assert.is(store.storedUsage(MARCH), 2, 'and was marked to be written again');
  } finally {
    release();
    await slow.close();
    await fast.close();
  }
});

redis('a hung server fails calls within the command timeout, and they pass again when it answers', async () => {
  const counters = await open(new MapPersistence(), { commandTimeoutMs: 300 });
  try {
    server.signal('SIGSTOP');
    const started = Date.now();
    const err = await rejection(counters.admit({ nowMs: T0, rate: { bucket: 'k', limit: 5 } }));
    const took = Date.now() - started;
    assert.is(counters.health().status, 'down', 'health tells, though the connection looks open');
    server.signal('SIGCONT');
    assert.ok(err instanceof CountersUnavailable, String(err));
    assert.ok(took < 1_000, `failed after ${took} ms`);
    await until(
      'calls pass again',
      async () => !(await rejection(counters.admit({ nowMs: T0, rate: { bucket: 'k', limit: 5 } }))),
      5_000,
    );
    assert.equal(counters.health(), { status: 'ok' });
  } finally {
    server.signal('SIGCONT');
    await counters.close();
  }
});

redis(
  'Redis down: calls fail fast; restarted empty on the same port: service resumes, seeded from the store',
  async () => {
    const store = new MapPersistence();
    const counters = await open(store);
    const charge = () => counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 1, cap: 6 } });
    try {
      for (let i = 0; i < 5; i++) await charge();
      for (const d of ['01', '02', '03', '04', '05'])
        assert.is(await counters.coverage(coverageOf(`city:${d}`, [`2026-03-${d}`], { limits: MONTH_CAP_ONLY })), null);
      await counters.flush();
      await server.stop();
      const started = Date.now();
      const errors = await Promise.all(
        [
          charge(),
          counters.coverage(coverageOf('city:a', ['2026-03-10'], { limits: MONTH_CAP_ONLY })),
          counters.used(MARCH, T0),
        ].map(rejection),
      );
      const took = Date.now() - started;
      assert.ok(
        errors.every((e) => e instanceof CountersUnavailable),
        errors.map(String).join('; '),
      );
      assert.ok(took < 1_000, `failed after ${took} ms`);
      await until('health says down', () => counters.health().status === 'down', 2_000);
      await server.restart();
      const resumed = await until('calls pass again', async () => !(await rejection(counters.used(MARCH, T0))), 10_000);
      assert.ok(resumed < 3_000, `resumed ${resumed} ms after the restart`);
      assert.equal(counters.health(), { status: 'ok' });
      assert.equal((await charge()).charge, { charged: true, used: 6 }, 'the month continues from the store');
      assert.equal((await charge()).charge, { charged: false, used: 6 });
      assert.is(
        await counters.coverage(coverageOf('city:a', ['2026-03-10'], { limits: MONTH_CAP_ONLY })),
        'coverage_limit_exceeded',
        'coverage continues from the store',
      );
    } finally {
      await counters.close();
    }
  },
);

redis('openCounters with a Redis URL gives the Redis engine, connected', async () => {
  const counters = await openCounters({ redisUrl: server.url, keyPrefix: freshPrefix(), store: new MapPersistence() });
  assert.ok(counters instanceof RedisCounters);
  assert.equal(counters.health(), { status: 'ok' });
  await counters.close();
});

if ('skip' in binary) {
  console.log(`counters: redis suite skipped: ${binary.skip}`);
} else {
  redis.run();
}
