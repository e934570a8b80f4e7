import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { coverageOf, defineCounterCases, MARCH, T0 } from './cases.ts';
import { openCounters } from './index.ts';
import { MapPersistence } from './map-persistence.ts';
import { MemoryCounters } from './memory.ts';
import { CountersUnavailable } from './types.ts';

const memory = suite('counters: memory');
defineCounterCases(
  memory,
  async (store = new MapPersistence()) => new MemoryCounters({ usage: store, coverage: store }),
);

memory('a coverage store that fails makes the meter refuse until a write succeeds, and loses no member', async () => {
  const store = new MapPersistence();
  const counters = new MemoryCounters({ usage: store, coverage: store });
  assert.is(await counters.coverage(coverageOf('city:a', ['2026-03-10'])), null);
  store.failing = true;
  await counters.flush();
  assert.equal(counters.health().status, 'down');
  const refused = await Promise.resolve()
    .then(() => counters.coverage(coverageOf('city:a', ['2026-03-10'])))
    .then(
      () => null,
      (e: unknown) => e,
    );
  assert.ok(refused instanceof CountersUnavailable);
  store.failing = false;
  await counters.flush();
  assert.equal(store.members('acc_1', 'loc_date_month', '2026-03'), ['city:a|2026-03-10']);
  assert.is(await counters.coverage(coverageOf('city:a', ['2026-03-10'])), null);
  await counters.close();
});

memory('a usage store that fails keeps counting in memory and writes the count once it answers', async () => {
  const store = new MapPersistence();
  const counters = new MemoryCounters({ usage: store, coverage: store });
  await counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 2, cap: null } });
  store.failing = true;
  await counters.flush();
  assert.equal((await counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 1, cap: null } })).charge, {
    charged: true,
    used: 3,
  });
  store.failing = false;
  await counters.flush();
  assert.is(store.storedUsage(MARCH), 3);
  await counters.close();
});

memory('openCounters without a Redis URL gives the memory engine', async () => {
  const counters = await openCounters({ store: new MapPersistence() });
  assert.ok(counters instanceof MemoryCounters);
  await counters.close();
});

memory.run();
