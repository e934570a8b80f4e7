import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defineCounterCases, coverageOf, MapPersistence } from './cases.ts';
import { MemoryCounters } from './memory.ts';
import { CountersUnavailable } from './types.ts';

const memory = suite('counters: memory');
defineCounterCases(memory, async (store = new MapPersistence()) => new MemoryCounters({ usage: store, coverage: store }));

memory('a coverage store that fails makes the meter refuse until a write succeeds, and loses no member', async () => {
  const store = new MapPersistence();
  const counters = new MemoryCounters({ usage: store, coverage: store });
  assert.is(await counters.coverage(coverageOf('city:a', ['2026-03-10'])), null);
  store.failing = true;
  await counters.flush();
  assert.equal(counters.health().status, 'down');
  const refused = await counters.coverage(coverageOf('city:a', ['2026-03-10'])).then(() => null, (e: unknown) => e);
  assert.ok(refused instanceof CountersUnavailable);
  store.failing = false;
  await counters.flush();
  assert.equal(store.members('acc_1', 'loc_date_month', '2026-03'), ['city:a|2026-03-10']);
  assert.is(await counters.coverage(coverageOf('city:a', ['2026-03-10'])), null);
  await counters.close();
});

memory.run();
