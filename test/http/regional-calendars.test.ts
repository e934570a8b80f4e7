// Black-box: data.calendars.tamil|malayalam|odia through the yearly route for every day of 2025-2030 (Chennai), and
// the conventions naming each calendar's rule. Each month start must be day 1 with the month the sankranti opens (the
// reference files of 1900-2024 are checked through the engine in test/solar-calendar-parity.test.ts); the published
// 2025-2026 new years are pinned here: Chithirai 1, Medam 1 and Baisakha 1 on 14 April 2025 and 14 April 2026, Chingam 1
// on 17 August 2025 and 17 August 2026 (Drik Panchang's Tamil, Malayalam and Odia calendars as dra8an/hindu-calendar
// records them for 1900-2050, validation/se/solar/; the sources of each new year are in
// engine/panchang/festivals/regional-new-years.test.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
let key: string;
test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const { routes } = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({ routes, cityDirectory: loadCityDirectory(), env: { RATE_LIMIT_SCALE: '100' } });
  clockRef.now = () => h.clock.now();
  key = await h.signup('emerald');
});
test.after(async () => h.close());

type Cal = { day: number; month: number; month_name: string; year: number; era: string };
const FIRST_RASHI = { tamil: 1, malayalam: 5, odia: 1 } as const;
const NEW_YEARS: Record<string, [keyof typeof FIRST_RASHI, number, number][]> = {
  '2025-04-14': [
    ['tamil', 1, 1947],
    ['malayalam', 9, 1200],
    ['odia', 1, 1947],
  ],
  '2025-08-17': [['malayalam', 1, 1201]],
  '2026-04-14': [
    ['tamil', 1, 1948],
    ['malayalam', 9, 1201],
    ['odia', 1, 1948],
  ],
  '2026-08-17': [['malayalam', 1, 1202]],
};

test('2025-2030: every day continues its month or opens the next one at day 1, on the sankranti day or the day after', async () => {
  const prev: Partial<Record<keyof typeof FIRST_RASHI, Cal>> = {};
  let lastSankranti: { date: string; rashi: number } | null = null;
  let starts = 0;
  for (let year = 2025; year <= 2030; year++) {
    const r = await h.call('POST', '/v1/panchang/yearly', { key, body: { year, city_id: 'chennai' } });
    assert.is(r.status, 200, r.text);
    for (const m of r.json.data.months) {
      for (const d of m.days) {
        if (d.sankranti) lastSankranti = { date: d.date, rashi: d.sankranti.rashi.number };
        for (const id of Object.keys(FIRST_RASHI) as (keyof typeof FIRST_RASHI)[]) {
          const c: Cal = d.calendars[id];
          assert.ok(c.month_name.length > 0 && ['saka', 'kollam'].includes(c.era), `${d.date} ${id}`);
          const p = prev[id];
          if (p && c.day !== 1) assert.equal([c.month, c.year, c.day], [p.month, p.year, p.day + 1], `${d.date} ${id}`);
          if (c.day === 1) {
            starts++;
            assert.ok(lastSankranti, `${d.date} ${id}: a month start with no sankranti before it`);
            const gapDays = (Date.parse(d.date) - Date.parse(lastSankranti!.date)) / 86_400_000;
            assert.ok(gapDays === 0 || gapDays === 1, `${d.date} ${id}: ${gapDays} days after the sankranti`);
            assert.is(c.month, ((lastSankranti!.rashi - FIRST_RASHI[id] + 12) % 12) + 1, `${d.date} ${id} month`);
            if (p) assert.is(c.year, p.year + (c.month === 1 ? 1 : 0), `${d.date} ${id} year`);
          }
          prev[id] = c;
        }
        for (const [id, month, y] of NEW_YEARS[d.date] ?? []) {
          assert.equal(
            [d.calendars[id].day, d.calendars[id].month, d.calendars[id].year],
            [1, month, y],
            `${d.date} ${id}`,
          );
        }
      }
    }
  }
  assert.is(starts, 3 * 12 * 6, 'twelve month starts a year in each calendar');
});

test('daily: the calendars in the requested language, Tamil with its samvatsara, and each rule in the conventions', async () => {
  const r = await h.call('POST', '/v1/panchang/daily', { key, body: { date: '2025-04-14', city_id: 'chennai' } });
  assert.is(r.status, 200, r.text);
  const c = r.json.data.calendars;
  assert.equal(c.tamil, {
    day: 1,
    month: 1,
    month_name: 'Chithirai',
    year: 1947,
    era: 'saka',
    samvatsara: 'Vishvavasu',
    samvatsara_number: 39,
  });
  assert.equal(c.malayalam, { day: 1, month: 9, month_name: 'Medam', year: 1200, era: 'kollam' });
  assert.equal(c.odia, { day: 1, month: 1, month_name: 'Baisakha', year: 1947, era: 'saka' });
  assert.equal(c.samvatsara, { north: 'Kalayukti', south: 'Vishvavasu' });
  assert.equal(c.ritu, { vedic: 'Vasanta', drik: 'Vasanta' });
  assert.equal(c.ayana, { vedic: 'Uttarayana', drik: 'Uttarayana' });
  const rules = r.json.data.metadata.conventions.calendars;
  assert.match(rules.tamil, /sunset/);
  assert.match(rules.malayalam, /three-fifths of daytime/);
  assert.match(rules.tamil, /at this place/);
  assert.match(rules.malayalam, /at this place/);
  assert.match(rules.odia, /22:12 IST/);
  assert.match(rules.bengali, /midnight/);
  const hi = await h.call('POST', '/v1/panchang/daily', {
    key,
    body: { date: '2025-04-14', city_id: 'chennai', lang: 'hi' },
  });
  assert.is(hi.status, 200, hi.text);
  assert.is.not(hi.json.data.calendars.tamil.month_name, 'Chithirai');
  assert.match(hi.json.data.calendars.tamil.month_name, /[\u0900-\u097f]/);
});

test.run();
