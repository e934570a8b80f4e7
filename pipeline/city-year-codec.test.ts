import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../engine/astro/global-year.ts';
import { computePlaceDays, type PlaceDayInputs } from '../engine/panchang/place-day.ts';
import { rng } from '../test/support/rng.ts';
import { decodeCityYear, decodeFestivals, encodeCityYear, encodeFestivals, storedDay, type FestivalIds } from './city-year-codec.ts';

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

function roundTrip(days: PlaceDayInputs[], festivals: FestivalIds[] = []) {
  const encoded = encodeCityYear(days, festivals);
  const decoded = decodeCityYear(2025, encoded);
  return { encoded, back: days.map((_, i) => storedDay(decoded, i)) };
}

test('a whole year decodes to the rounded engine instants, for every kind of zone', () => {
  let bytes = 0, count = 0, nullMoon = 0;
  for (const place of PLACES) {
    const days = daysOf(place, 1, 1, 365);
    const { encoded, back } = roundTrip(days);
    assert.equal(back.map(({ festivalIds: _f, ...d }) => d), days, place.name);
    bytes += encoded.times.length;
    count += days.length;
    nullMoon += days.filter((d) => d.moonriseUtcMs === null || d.moonsetUtcMs === null).length;
  }
  assert.ok(nullMoon > 0, 'the sample has days without moonrise or moonset');
  assert.ok(bytes / count < 8, `${(bytes / count).toFixed(2)} bytes per city-day`);
});

test('a run starting mid-year, and a single day, keep their dates', () => {
  const place = PLACES[1];
  for (const [month, day, count] of [[3, 9, 3], [11, 2, 1], [12, 31, 1]] as const) {
    const days = daysOf(place, month, day, count);
    const { encoded, back } = roundTrip(days);
    assert.is(encoded.dayCount, count);
    assert.equal(back.map((d) => d.date), days.map((d) => d.date));
    assert.equal(back.map(({ festivalIds: _f, ...d }) => d), days);
  }
});

test('the engine already keeps instants to the whole second, so they encode exactly', () => {
  const day = daysOf(PLACES[0], 6, 1, 1)[0];
  for (const v of [day.sunriseUtcMs, day.sunsetUtcMs, day.nextSunriseUtcMs, day.prevSunsetUtcMs]) assert.is(v % 1000, 0);
});

test('festival ids per day round-trip; no festivals is an empty blob', () => {
  const next = rng(11);
  const festivals = Array.from({ length: 365 }, () => (next() < 0.2 ? Array.from({ length: 1 + Math.floor(next() * 3) }, () => Math.floor(next() * 65536)) : []));
  festivals[0] = [65535, 0];
  const blob = encodeFestivals(festivals);
  assert.equal(decodeFestivals(blob, 365).map((ids) => [...ids]), festivals);
  assert.is(encodeFestivals([[], []]).length, 0);
  const { back } = roundTrip(daysOf(PLACES[2], 1, 1, 5), [[], [7], [], [1, 2]]);
  assert.equal(back.map((d) => [...d.festivalIds]), [[], [7], [], [1, 2], []]);
});

test('refuses ids beyond uint16, days that do not chain, and a damaged blob', () => {
  assert.throws(() => encodeFestivals([[65536]]), /uint16/);
  assert.throws(() => encodeFestivals([[-1]]), /uint16/);
  const days = daysOf(PLACES[0], 1, 1, 3);
  assert.throws(() => encodeCityYear([days[0], days[2]]), /do not chain/);
  assert.throws(() => encodeCityYear([]), /no days/);
  const { encoded } = roundTrip(days);
  assert.throws(() => decodeCityYear(2025, { ...encoded, times: encoded.times.slice(0, encoded.times.length - 1) }));
  assert.throws(() => decodeCityYear(2025, { ...encoded, times: new Uint8Array([...encoded.times, 0]) }), /trailing/);
  assert.throws(() => decodeFestivals(encodeFestivals([[], [], [3]]), 2), /day 2/);
});

test.run();
