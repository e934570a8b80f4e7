// `npm run bench:muhurat-layers`: what the daily muhurta layers (issue #30) add to rendering a day from precomputed
// inputs (a shard hit), against the same render without them. Medians of 7 rounds over 365 days of New Delhi.
import { renderDaily, type DailyPlace } from '../api/panchang/render.ts';
import { buildGlobalYear } from '../engine/astro/global-year.ts';
import { muhuratLayers } from '../engine/muhurat/index.ts';
import { computePanchangDay } from '../engine/panchang/day.ts';
import { computePlaceDays, type PlaceDayInputs } from '../engine/panchang/place-day.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const table = buildGlobalYear(2026);
const where = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };
const place: DailyPlace = {
  cityId: 'new-delhi',
  name: 'New Delhi',
  ...where,
  regionVariant: 'north_india',
  resolvedVia: 'exact_match',
  regionResolvedVia: 'city_directory',
};
const inputs = computePlaceDays(table, where, { year: 2026, month: 1, day: 1 }, 365);
const build = (day: PlaceDayInputs, withLayers: boolean) => {
  const p = computePanchangDay(table, day);
  const layers = withLayers ? muhuratLayers(table, { ...day, weekday: p.weekday }, where) : undefined;
  return JSON.stringify(
    renderDaily(p, { place, timezone: where.timezone, lang: 'en', lastUpdated: '2026-01-01T00:00:00.000Z', layers }),
  );
};
const perDay = (withLayers: boolean) => {
  const t0 = performance.now();
  for (const day of inputs) build(day, withLayers);
  return ((performance.now() - t0) * 1000) / inputs.length;
};
for (const day of inputs) build(day, true); // warm up
const plain: number[] = [],
  layered: number[] = [];
for (let round = 0; round < 7; round++) {
  plain.push(perDay(false));
  layered.push(perDay(true));
}
console.log(`render + serialize one day, no layers: median ${median(plain).toFixed(1)} µs`);
console.log(`render + serialize one day, with muhurat layers: median ${median(layered).toFixed(1)} µs`);
