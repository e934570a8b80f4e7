// Nepal's Bikram Sambat through the daily route (issue 39, "Done means"): every BS month start of 2025-2030 in
// Kathmandu, on the months where both official tables (nepali-date-converter, bikram-sambat) agree, gives day 1 with
// the right month and year, and the day before gives the previous month's length. That includes the BS 2087 months
// both tables carry as a projection where the rule departs (Bhadra, Ashwin, Poush): they are served from the
// projection (tables/panchang/bikram-sambat.ts PROJECTED_MONTH_STARTS), so none is skipped.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { agree, isoOfDay, officialMonths } from '../nepali/official-tables.ts';
import { startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
let key = '';
test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({
    routes: panchang.routes,
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  clockRef.now = () => h.clock.now();
  key = await h.signup('emerald');
});
test.after(async () => h.close());

async function nepaliOn(date: string, lang = 'en') {
  const r = await h.call('POST', '/v1/panchang/daily', { key, body: { date, city_id: 'kathmandu', lang } });
  assert.is(r.status, 200, r.text);
  return r.json.data.calendars.nepali;
}

test('every BS month start of 2025-2030 where both tables agree: day 1 there, the previous length the day before', async () => {
  const months = officialMonths();
  const first = Date.UTC(2025, 0, 2) / 86_400_000,
    last = Date.UTC(2030, 11, 31) / 86_400_000;
  let checked = 0;
  const seen: string[] = [];
  for (let i = 1; i < months.length; i++) {
    const m = months[i]!,
      prev = months[i - 1]!;
    if (m.ndcStart < first || m.ndcStart > last || !agree(m)) continue;
    const start = await nepaliOn(isoOfDay(m.ndcStart));
    assert.equal([start.year, start.month, start.day], [m.year, m.month, 1], isoOfDay(m.ndcStart));
    checked++;
    seen.push(`${m.year}-${m.month}`);
    if (!agree(prev)) continue; // the previous month's length is only known where its start is
    const eve = await nepaliOn(isoOfDay(m.ndcStart - 1));
    assert.equal([eve.year, eve.month, eve.day], [prev.year, prev.month, prev.ndcLength], isoOfDay(m.ndcStart - 1));
  }
  console.log(`  BS month starts checked through the daily route: ${checked}`);
  // BS 2081 Magh .. 2083 Chaitra and 2087 Baishakh .. Poush; BS 2084-2086 differ between the tables and are skipped
  assert.ok(checked >= 40, `months checked: ${checked}`);
  for (const projected of ['2087-5', '2087-6', '2087-9']) assert.ok(seen.includes(projected), projected);
});

test('BS 2083 Baishakh 1 in Nepali: बैशाख, मङ्गलबार; metadata names the convention', async () => {
  const r = await h.call('POST', '/v1/panchang/daily', {
    key,
    body: { date: '2026-04-14', city_id: 'kathmandu', lang: 'ne' },
  });
  const n = r.json.data.calendars.nepali;
  assert.equal(n, { day: 1, month: 1, month_name: 'बैशाख', year: 2083, era: 'bikram_sambat', weekday: 'मङ्गलबार' });
  assert.match(r.json.data.metadata.conventions.calendars.nepali, /Surya Siddhanta.*Kathmandu.*NST.*official table/);
});

test('the BS date is national: New York on 2026-04-14 has the Kathmandu date', async () => {
  const r = await h.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-04-14', city_id: 'new-york' } });
  assert.equal([r.json.data.calendars.nepali.year, r.json.data.calendars.nepali.month_name], [2083, 'Baishakh']);
});

test.run();
