// Golden daily panchangs from public almanacs (data/reference/drik-daily.json names each page): every time
// agrees within one minute at the printed precision (HH:MM), and names, months and eras match exactly.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear, type GlobalYear } from '../engine/astro/global-year.ts';
import { renderDaily } from '../api/panchang/render.ts';
import type { DailyPanchang } from '../api/panchang/schema.ts';
import { computePanchangDay } from '../engine/panchang/day.ts';
import { computePlaceDays, parseIsoDate } from '../engine/panchang/place-day.ts';

interface Golden {
  url: string;
  place: { name: string; lat: number; lon: number; timezone: string };
  date: string;
  [field: string]: unknown;
}
const goldens: Golden[] = JSON.parse(
  readFileSync(new URL('../data/reference/drik-daily.json', import.meta.url), 'utf8'),
).days;
/**
 * Drik prints minutes, so agreement is judged at that precision: the engine's instant rounded to the minute may
 * differ from the printed minute by at most one. Before rounding, the gap reaches 83 s for tithi/karana ends
 * (Drik runs 30-80 s early against Swiss Ephemeris, with which the engine agrees within 6 s: npm run accuracy)
 * and 63 s for yoga ends (Drik's Lahiri is some 20-30″ larger than SE_SIDM_LAHIRI); sunrise, sunset and the moon
 * stay within 58 s. The message reports the unrounded gap.
 */
const MAX_MINUTES_APART = 1;
const tables = new Map<number, GlobalYear>();

function dayOf(g: Golden): DailyPanchang {
  const civil = parseIsoDate(g.date);
  const table = tables.get(civil.year) ?? tables.set(civil.year, buildGlobalYear(civil.year)).get(civil.year)!;
  const where = { latitudeDeg: g.place.lat, longitudeDeg: g.place.lon, timezone: g.place.timezone };
  const [inputs] = computePlaceDays(table, where, civil, 1);
  return renderDaily(computePanchangDay(table, inputs), {
    timezone: g.place.timezone,
    lang: 'en',
    lastUpdated: '2026-01-01T00:00:00.000Z',
    place: {
      cityId: null,
      name: g.place.name,
      latitudeDeg: g.place.lat,
      longitudeDeg: g.place.lon,
      regionVariant: 'default',
      resolvedVia: 'coordinate',
      regionResolvedVia: 'test',
    },
  });
}

/** Seconds of "DD-MM-YYYY HH:mm:ss" from the golden day's midnight (the next day adds 86,400). */
function secondsOf(stamp: string, date: string): number {
  const [d, t] = stamp.split(' ');
  const [dd, mm, yyyy] = d.split('-').map(Number);
  const [h, mi, s] = t.split(':').map(Number);
  return (Date.UTC(yyyy, mm - 1, dd) - Date.parse(`${date}T00:00:00Z`)) / 1000 + h * 3600 + mi * 60 + s;
}
const goldenSeconds = (hhmm: string) => {
  const next = hhmm.endsWith('+1');
  const [h, m] = hhmm.replace('+1', '').split(':').map(Number);
  return (next ? 86_400 : 0) + h * 3600 + m * 60;
};
const near = (label: string, ours: string | null, published: string, date: string) => {
  assert.ok(ours !== null, `${label}: engine has none, Drik ${published}`);
  const oursS = secondsOf(ours!, date);
  const publishedS = goldenSeconds(published);
  const minutesApart = Math.abs(Math.round(oursS / 60) - publishedS / 60);
  assert.ok(minutesApart <= MAX_MINUTES_APART, `${label}: engine ${ours}, Drik ${published} (${oursS - publishedS} s)`);
};

for (const g of goldens) {
  test(`${g.place.name} ${g.date} (${g.url})`, () => {
    const d = dayOf(g);
    const tag = `${g.place.name} ${g.date}`;
    for (const [field, value] of [
      ['sunrise', d.sun.rise],
      ['sunset', d.sun.set],
      ['moonrise', d.moon.rise],
      ['moonset', d.moon.set],
    ] as const) {
      if (typeof g[field] === 'string') near(`${tag} ${field}`, value, g[field] as string, g.date);
    }
    for (const kind of ['tithi', 'nakshatra', 'yoga', 'karana'] as const) {
      const want = g[kind] as [string, string][] | undefined;
      if (!want) continue;
      want.forEach(([name, end], i) => {
        const ours = d[kind][i];
        assert.is(ours?.name, name, `${tag} ${kind}[${i}]`);
        near(`${tag} ${kind} ${name} end`, ours.end, end, g.date);
      });
    }
    const windows: Array<[string, { start: string | null; end: string | null } | undefined]> = [
      ['brahma', d.muhurat.brahma],
      ['abhijit', d.muhurat.abhijit],
      ['vijaya', d.muhurat.vijaya],
      ['rahu_kaal', d.muhurat.rahu_kaal],
      ['yamaganda_kaal', d.muhurat.yamaganda_kaal],
      ['gulika_kaal', d.muhurat.gulika_kaal],
      ['durmuhurta', d.muhurat.durmuhurta],
      ['amrit_siddhi', d.muhurat.amrit_siddhi],
      ['amrit_kalam', d.muhurat.amrit_kalam[0] ?? undefined],
    ];
    for (const [field, ours] of windows) {
      if (!(field in g)) continue;
      const want = g[field] as [string, string] | null;
      if (want === null) {
        assert.equal(ours, { start: null, end: null }, `${tag} ${field} is None on Drik`);
        continue;
      }
      near(`${tag} ${field} start`, ours?.start ?? null, want[0], g.date);
      near(`${tag} ${field} end`, ours?.end ?? null, want[1], g.date);
    }
    if (typeof g.rahu_kaal_start === 'string')
      near(`${tag} rahu start`, d.muhurat.rahu_kaal.start, g.rahu_kaal_start, g.date);
    if (g.amanta) assert.is(d.lunar_context.amanta_month, g.amanta, `${tag} amanta month`);
    if (g.purnimanta) assert.is(d.lunar_context.purnimanta_month, g.purnimanta, `${tag} purnimanta month`);
    if (g.adhik !== undefined) assert.is(d.adhik, g.adhik, `${tag} adhik`);
    if (g.bengali)
      assert.equal(
        [d.calendars.bengali.day, d.calendars.bengali.month, d.calendars.bengali.year],
        g.bengali,
        `${tag} bengali`,
      );
    if (g.vikram) assert.is(d.calendars.vikram_samvat, g.vikram, `${tag} vikram`);
    if (g.shaka) assert.is(d.calendars.shaka_samvat, g.shaka, `${tag} shaka`);
  });
}

test('the kshaya tithi of 2023-01-20 lists both tithis that end inside the day', () => {
  const d = dayOf(goldens.find((g) => g.date === '2023-01-20')!);
  assert.is(d.tithi.length, 3, 'Trayodashi, the skipped Chaturdashi, then Amavasya');
  assert.is(d.tithi[2].name, 'Amavasya');
});

test.run();
