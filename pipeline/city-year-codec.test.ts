import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../engine/astro/global-year.ts';
import { computePlaceDays, type PlaceDayInputs } from '../engine/panchang/place-day.ts';
import { rng } from '../test/support/rng.ts';
import type { FestivalOccurrence } from '../engine/panchang/festivals/index.ts';
import {
  decodeCityYear,
  decodeFestivals,
  encodeCityYear,
  encodeFestivals,
  storedDay,
  type DayFestivals,
} from './city-year-codec.ts';

const YEAR = buildGlobalYear(2025);
// Zones with DST both hemispheres, a 45-minute offset, a date-line zone and the directory's highest latitude.
const PLACES = [
  { name: 'delhi', latitudeDeg: 28.61, longitudeDeg: 77.21, timezone: 'Asia/Kolkata' },
  { name: 'new york', latitudeDeg: 40.71, longitudeDeg: -74.01, timezone: 'America/New_York' },
  { name: 'sydney', latitudeDeg: -33.87, longitudeDeg: 151.21, timezone: 'Australia/Sydney' },
  { name: 'kathmandu', latitudeDeg: 27.72, longitudeDeg: 85.32, timezone: 'Asia/Kathmandu' },
  { name: 'apia', latitudeDeg: -13.83, longitudeDeg: -171.76, timezone: 'Pacific/Apia' },
  { name: 'oulu', latitudeDeg: 65.01, longitudeDeg: 25.47, timezone: 'Europe/Helsinki' },
];

const daysOf = (place: (typeof PLACES)[number], month: number, day: number, count: number): PlaceDayInputs[] =>
  computePlaceDays(YEAR, place, { year: 2025, month, day }, count);

function roundTrip(days: PlaceDayInputs[], festivals: DayFestivals[] = []) {
  const encoded = encodeCityYear(days, festivals);
  const decoded = decodeCityYear(2025, encoded);
  return { encoded, back: days.map((_, i) => storedDay(decoded, i)) };
}

test('a whole year decodes to the rounded engine instants, for every kind of zone', () => {
  let bytes = 0,
    count = 0,
    nullMoon = 0;
  for (const place of PLACES) {
    const days = daysOf(place, 1, 1, 365);
    const { encoded, back } = roundTrip(days);
    assert.equal(
      back.map(({ festivals: _f, ...d }) => d),
      days,
      place.name,
    );
    bytes += encoded.times.length;
    count += days.length;
    nullMoon += days.filter((d) => d.moonriseUtcMs === null || d.moonsetUtcMs === null).length;
  }
  assert.ok(nullMoon > 0, 'the sample has days without moonrise or moonset');
  assert.ok(bytes / count < 8, `${(bytes / count).toFixed(2)} bytes per city-day`);
});

test('a run starting mid-year, and a single day, keep their dates', () => {
  const place = PLACES[1];
  for (const [month, day, count] of [
    [3, 9, 3],
    [11, 2, 1],
    [12, 31, 1],
  ] as const) {
    const days = daysOf(place, month, day, count);
    const { encoded, back } = roundTrip(days);
    assert.is(encoded.day_count, count);
    assert.equal(
      back.map((d) => d.date),
      days.map((d) => d.date),
    );
    assert.equal(
      back.map(({ festivals: _f, ...d }) => d),
      days,
    );
  }
});

test('the engine already keeps instants to the whole second, so they encode exactly', () => {
  const day = daysOf(PLACES[0], 6, 1, 1)[0];
  for (const v of [day.sunriseUtcMs, day.sunsetUtcMs, day.nextSunriseUtcMs, day.prevSunsetUtcMs])
    assert.is(v % 1000, 0);
});

const MIDNIGHTS = Array.from({ length: 366 }, (_, i) => Date.UTC(2025, 0, 1 + i) / 1000);
const at = (
  day: number,
  id: number,
  fromS: number,
  toS: number,
  note?: FestivalOccurrence['note'],
): FestivalOccurrence => ({
  id,
  startUtcMs: (MIDNIGHTS[day] + fromS) * 1000,
  endUtcMs: (MIDNIGHTS[day] + toS) * 1000,
  ...(note ? { note } : {}),
});

test('festival occurrences per day round-trip with their windows and notes; no festivals is an empty blob', () => {
  const next = rng(11);
  const festivals = Array.from({ length: 365 }, (_, day) =>
    next() < 0.2
      ? Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
          const from = Math.floor((next() - 0.5) * 4 * 86_400);
          return at(
            day,
            Math.floor(next() * 65536),
            from,
            from + Math.floor(next() * 3 * 86_400),
            next() < 0.3 ? 'tithi_kshaya' : undefined,
          );
        })
      : [],
  );
  festivals[0] = [at(0, 65535, -86_400, 0, 'hijri_tabular'), at(0, 0, 3_600, 3_600)];
  const blob = encodeFestivals(festivals, MIDNIGHTS);
  assert.equal(decodeFestivals(blob, 365, MIDNIGHTS[0]), festivals);
  assert.is(encodeFestivals([[], []], MIDNIGHTS).length, 0);
  const { back } = roundTrip(daysOf(PLACES[2], 1, 1, 5), [
    [],
    [at(1, 7, 10, 20)],
    [],
    [at(3, 1, 0, 86_400), at(3, 2, -5, 5, 'adhik_month')],
  ]);
  assert.equal(
    back.map((d) => d.festivals),
    [[], [at(1, 7, 10, 20)], [], [at(3, 1, 0, 86_400), at(3, 2, -5, 5, 'adhik_month')], []],
  );
});

test('refuses ids beyond uint16, instants finer than a second, days that do not chain, and a damaged blob', () => {
  assert.throws(() => encodeFestivals([[at(0, 65536, 0, 1)]], MIDNIGHTS), /uint16/);
  assert.throws(() => encodeFestivals([[at(0, -1, 0, 1)]], MIDNIGHTS), /uint16/);
  assert.throws(
    () =>
      encodeFestivals(
        [[{ id: 1, startUtcMs: MIDNIGHTS[0] * 1000 + 500, endUtcMs: MIDNIGHTS[0] * 1000 + 1000 }]],
        MIDNIGHTS,
      ),
    /whole second/,
  );
  const days = daysOf(PLACES[0], 1, 1, 3);
  assert.throws(() => encodeCityYear([days[0], days[2]]), /do not chain/);
  assert.throws(() => encodeCityYear([]), /no days/);
  const { encoded } = roundTrip(days);
  assert.throws(() => decodeCityYear(2025, { ...encoded, times: encoded.times.slice(0, encoded.times.length - 1) }));
  assert.throws(() => decodeCityYear(2025, { ...encoded, times: new Uint8Array([...encoded.times, 0]) }), /trailing/);
  assert.throws(
    () => decodeFestivals(encodeFestivals([[], [], [at(2, 3, 0, 0)]], MIDNIGHTS), 2, MIDNIGHTS[0]),
    /day 2/,
  );
});

test.run();
