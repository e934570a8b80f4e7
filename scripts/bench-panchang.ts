// `npm run bench:panchang`: the cost of rendering daily panchangs from precomputed place inputs (what a shard hit
// costs the API) and of a full yearly object, against computing the same days live in the same run. Medians.
import { buildGlobalYear } from '../engine/astro/global-year.ts';
import { renderDaily, type DailyPlace } from '../api/panchang/render.ts';
import { computePanchangDay } from '../engine/panchang/day.ts';
import type { PlaceDayInputs } from '../engine/panchang/place-day.ts';
import { computePlaceDays } from '../engine/panchang/place-day.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const table = buildGlobalYear(2026);
const where = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };
const place: DailyPlace = {
  cityId: 'new-delhi',
  name: 'New Delhi',
  latitudeDeg: 28.6139,
  longitudeDeg: 77.209,
  regionVariant: 'north_india',
  resolvedVia: 'exact_match',
  regionResolvedVia: 'city_directory',
};
const inputs = computePlaceDays(table, where, { year: 2026, month: 1, day: 1 }, 365);
const build = (day: PlaceDayInputs) =>
  renderDaily(computePanchangDay(table, day), {
    place,
    timezone: where.timezone,
    lang: 'en',
    lastUpdated: '2026-01-01T00:00:00.000Z',
  });
const render = (i: number) => build(inputs[i]);

for (let i = 0; i < 365; i++) render(i); // warm up
const perDay: number[] = [],
  yearly: number[] = [],
  live: number[] = [];
for (let round = 0; round < 7; round++) {
  let t0 = performance.now();
  for (let i = 0; i < 365; i++) render(i);
  const yearMs = performance.now() - t0;
  yearly.push(yearMs);
  perDay.push((yearMs * 1000) / 365);
  t0 = performance.now();
  const fresh = computePlaceDays(table, where, { year: 2026, month: 1, day: 1 }, 365);
  for (let i = 0; i < 365; i++) build(fresh[i]);
  live.push(performance.now() - t0);
}
console.log(`render one day from precomputed inputs: median ${median(perDay).toFixed(1)} µs (target ≤ 50)`);
console.log(`full yearly object (365 days): median ${median(yearly).toFixed(1)} ms (target ≤ 60)`);
console.log(
  `same year computed live (rise/set + render): median ${median(live).toFixed(1)} ms (${(median(live) / median(yearly)).toFixed(2)}x the render)`,
);
