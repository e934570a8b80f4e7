// Property tests of the daily panchang (the engine's day rendered at the edge) over random place-days, and its schema
// on every produced day.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear, type GlobalYear } from '../../engine/astro/global-year.ts';
import { formatLocal } from '../../engine/astro/zone.ts';
import { computePanchangDay } from '../../engine/panchang/day.ts';
import { addDays, computePlaceDays } from '../../engine/panchang/place-day.ts';
import { rng } from '../../test/support/rng.ts';
import { renderDaily, type DailyPlace } from './render.ts';
import { DailyPanchangSchema, type DailyPanchang } from './schema.ts';

const PLACES = [
  { name: 'New Delhi', latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' },
  { name: 'Chennai', latitudeDeg: 13.0827, longitudeDeg: 80.2707, timezone: 'Asia/Kolkata' },
  { name: 'Kathmandu', latitudeDeg: 27.7172, longitudeDeg: 85.324, timezone: 'Asia/Kathmandu' },
  { name: 'London', latitudeDeg: 51.5085, longitudeDeg: -0.1257, timezone: 'Europe/London' },
  { name: 'New York', latitudeDeg: 40.7143, longitudeDeg: -74.006, timezone: 'America/New_York' },
  { name: 'Sydney', latitudeDeg: -33.8679, longitudeDeg: 151.2073, timezone: 'Australia/Sydney' },
  { name: 'Helsinki', latitudeDeg: 60.1695, longitudeDeg: 24.9354, timezone: 'Europe/Helsinki' },
  { name: 'Suva', latitudeDeg: -18.1416, longitudeDeg: 178.4415, timezone: 'Pacific/Fiji' },
];
const RAHU = [7, 1, 6, 4, 5, 3, 2];
const tables = new Map<number, GlobalYear>();
const tableFor = (year: number) => tables.get(year) ?? tables.set(year, buildGlobalYear(year)).get(year)!;

function render(p: (typeof PLACES)[number], year: number, month: number, day: number): DailyPanchang {
  const table = tableFor(year);
  const [inputs] = computePlaceDays(table, p, { year, month, day }, 1);
  const place: DailyPlace = {
    cityId: null,
    name: p.name,
    latitudeDeg: p.latitudeDeg,
    longitudeDeg: p.longitudeDeg,
    regionVariant: 'default',
    resolvedVia: 'coordinate',
    regionResolvedVia: 'default',
  };
  return renderDaily(computePanchangDay(table, inputs), {
    place,
    timezone: p.timezone,
    lang: 'en',
    lastUpdated: '2026-01-01T00:00:00.000Z',
  });
}

/** A displayed timestamp as wall-clock milliseconds: enough to order and measure times within one day and zone. */
const wallMs = (s: string) => {
  const [d, t] = s.split(' ');
  const [dd, mm, yyyy] = d.split('-').map(Number);
  const [h, mi, se] = t.split(':').map(Number);
  return Date.UTC(yyyy, mm - 1, dd, h, mi, se);
};

test('random place-days: schema, tiling, eighths, contiguity, sunrise coverage', () => {
  const r = rng(2026);
  for (let n = 0; n < 300; n++) {
    const p = PLACES[Math.floor(r() * PLACES.length)];
    const year = 2025 + Math.floor(r() * 2);
    const date = addDays({ year, month: 1, day: 1 }, Math.floor(r() * 365));
    if (date.year !== year) continue;
    const d = render(p, year, date.month, date.day);
    DailyPanchangSchema.parse(d);
    const tag = `${p.name} ${d.date}`;
    const ch = d.choghadiya;
    assert.is(ch.day[0].start, d.sun.rise, tag);
    assert.is(ch.day[7].end, d.sun.set, tag);
    assert.is(ch.night[0].start, d.sun.set, tag);
    assert.is(ch.night[7].end, d.sun.next_rise, tag);
    for (const slots of [ch.day, ch.night])
      for (let i = 1; i < 8; i++) assert.is(slots[i].start, slots[i - 1].end, tag);
    const rise = wallMs(d.sun.rise),
      set = wallMs(d.sun.set);
    const wd = new Date(Date.parse(`${d.date}T00:00:00Z`)).getUTCDay();
    const rahuStart = wallMs(d.muhurat.rahu_kaal.start!);
    assert.ok(Math.abs(rahuStart - (rise + (RAHU[wd] * (set - rise)) / 8)) <= 2000, `${tag} rahu`);
    for (const k of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
      const a = d[k];
      for (let i = 1; i < a.length; i++) assert.is(a[i].start, a[i - 1].end, `${tag} ${k} contiguous`);
      assert.ok(wallMs(a[0].start) <= rise && wallMs(a[0].end) > rise, `${tag} ${k} covers sunrise`);
      assert.ok(wallMs(a[a.length - 1].end) >= wallMs(d.sun.next_rise), `${tag} ${k} reaches next sunrise`);
    }
    if (wd === 3) assert.equal(d.muhurat.abhijit, { start: null, end: null });
  }
});

test('2026 has an adhik Jyeshtha (17 May - 15 June) and the months around it are nija', () => {
  const delhi = PLACES[0];
  assert.is(render(delhi, 2026, 6, 1).adhik, true);
  assert.is(render(delhi, 2026, 6, 1).lunar_month.name, 'Jyeshtha');
  assert.is(render(delhi, 2026, 5, 10).adhik, false);
  assert.is(render(delhi, 2026, 6, 20).lunar_month.name, 'Jyeshtha');
  assert.is(render(delhi, 2026, 6, 20).adhik, false);
});

test('a kshaya tithi appears inside the day: two tithis end between sunrise and next sunrise', () => {
  // Find one in 2025 for New Delhi and check its shape: three tithi entries, the middle one never sees a sunrise.
  const delhi = PLACES[0];
  let found = false;
  for (let i = 0; i < 365 && !found; i++) {
    const dt = addDays({ year: 2025, month: 1, day: 1 }, i);
    const d = render(delhi, 2025, dt.month, dt.day);
    if (d.tithi.length === 3) {
      found = true;
      const next = render(delhi, 2025, addDays(dt, 1).month, addDays(dt, 1).day);
      assert.is(
        next.tithi[0].number,
        d.tithi[2].number,
        'the next day starts with the third tithi: the second was skipped',
      );
    }
  }
  assert.ok(found, 'a kshaya tithi occurs in 2025');
});

test('civil calendars: Vikram and Shaka change at Chaitra Shukla Pratipada 2025 (30 March)', () => {
  const delhi = PLACES[0];
  assert.equal(
    [render(delhi, 2025, 3, 29).calendars.vikram_samvat, render(delhi, 2025, 3, 30).calendars.vikram_samvat],
    [2081, 2082],
  );
  assert.equal(
    [render(delhi, 2025, 3, 29).calendars.shaka_samvat, render(delhi, 2025, 3, 30).calendars.shaka_samvat],
    [1946, 1947],
  );
  // Pohela Boishakh 1432 was 15 April 2025 (Mesha sankranti 14 April, 03:21 IST → day after next).
  assert.equal(render(delhi, 2025, 4, 15).calendars.bengali, { year: 1432, month: 1, day: 1, month_name: 'Boishakh' });
  assert.is(render(delhi, 2025, 4, 14).calendars.bengali.year, 1431);
  assert.equal(render(delhi, 2025, 3, 1).calendars.hijri.month, 9); // Ramadan 1446 began 1 March 2025 (tabular)
});

test('formatLocal rounds to the second in the zone', () => {
  assert.is(formatLocal(Date.UTC(2025, 0, 1, 1, 43, 41, 600), 'Asia/Kolkata'), '01-01-2025 07:13:42');
});

test.run();
