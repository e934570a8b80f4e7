// GET /v1/calendars/convert over HTTP (issue 39): both directions of the brief's example, the registry's error codes
// for a bad calendar, a missing or malformed date and one outside the window, and the key it needs. Every day of
// 2025-2030 round-trips in api/calendars/service.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { calendarRoutes } from '../../api/calendars/routes.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
let key = '';
test.before(async () => {
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => T0 });
  h = await startHarness({
    routes: [...panchang.routes, ...calendarRoutes(panchang.service)],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  key = await h.signup('free');
});
test.after(async () => h.close());

const convert = (query: string, withKey = true) =>
  h.call('GET', `/v1/calendars/convert?${query}`, withKey ? { key } : {});

test('2026-04-14 to nepali is BS 2083-01-01, and back', async () => {
  const there = await convert('date=2026-04-14&to=nepali');
  assert.is(there.status, 200, there.text);
  assert.equal(there.json.data.result, {
    calendar: 'nepali',
    date: '2083-01-01',
    year: 2083,
    month: 1,
    month_name: 'Baishakh',
    day: 1,
  });
  assert.equal(Object.keys(there.json.data.calendars).sort(), [
    'bengali',
    'gregorian',
    'hijri',
    'malayalam',
    'nepali',
    'odia',
    'shaka',
    'tamil',
    'vikram',
  ]);
  const back = await convert('from=nepali&date=2083-01-01&lang=ne');
  assert.is(back.status, 200, back.text);
  assert.is(back.json.data.gregorian, '2026-04-14');
  assert.is(back.json.data.calendars.nepali.month_name, 'बैशाख');
});

test('refusals carry the registry codes', async () => {
  const cases: [string, number, string][] = [
    ['date=2026-04-14&to=julian', 400, 'invalid_parameter'],
    ['to=nepali', 400, 'missing_parameter'],
    ['from=nepali&date=2083-1-1', 400, 'invalid_date'],
    ['from=nepali&date=2095-01-01', 403, 'public_date_window_exceeded'],
    ['date=2024-12-31', 403, 'public_date_window_exceeded'],
  ];
  for (const [query, status, code] of cases) {
    const r = await convert(query);
    assert.is(r.status, status, `${query}: ${r.text}`);
    assert.is(r.json.error, code, query);
  }
  assert.is((await convert('date=2026-04-14', false)).status, 401);
});

test.run();
