import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PanchangService, type DayRequest } from './service.ts';

const request: DayRequest = {
  place: {
    cityId: 'delhi', name: 'Delhi', latitudeDeg: 28.6519, longitudeDeg: 77.2315, timezone: 'Asia/Kolkata',
    regionVariant: 'north_india', resolvedVia: 'exact_match', regionResolvedVia: 'city_directory',
  },
  timezone: 'Asia/Kolkata', lang: 'en', nowMs: Date.UTC(2026, 2, 10, 12), festivalLayers: new Set(), faith: 'all', showMuhurat: true,
};
const isoDay = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

test('a repeat lookup is answered from memory as cache, its age counted from the first answer', () => {
  const service = new PanchangService({ festivals: null });
  const first = service.day(request, '2026-03-10');
  assert.is(first.source, 'live');
  const again = service.day({ ...request, nowMs: request.nowMs + 90_000 }, '2026-03-10');
  assert.equal([again.source, again.cacheAgeSeconds], ['cache', 90]);
  assert.ok(again.dataJson!.equals(first.dataJson!), 'the same bytes');
});

test('eviction: a day in use stays however many others pass through; an unused one leaves', () => {
  const service = new PanchangService({ festivals: null, maxCachedDays: 20 });
  const hot = '2026-12-31', cold = '2026-12-30';
  service.day(request, cold);
  service.day(request, hot);
  for (let n = 0; n < 200; n++) {
    service.day(request, isoDay(n));
    if (n % 5 === 0) assert.is(service.day(request, hot).source, 'cache', `hot day after ${n} others`);
  }
  assert.is(service.day(request, cold).source, 'live', 'the unused day was evicted and computed again');
});

test.run();
