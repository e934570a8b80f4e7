// `npm run bench:astro`: cost of the place-dependent work per city-day (sunrise, sunset, moonrise, moonset; the next
// sunrise is the following day's sunrise) on the fast path, against astronomy-engine's SearchRiseSet in the same run,
// and the time to build one year's global table. Medians of several rounds.
import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { buildGlobalYear } from '../engine/astro/global-year.ts';
import { findRiseSet, makeObserver } from '../engine/astro/riseset.ts';

const DAY = 86_400_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const places = Array.from({ length: 100 }, (_, i) => ({
  latitudeDeg: -55 + ((i * 37) % 120),
  longitudeDeg: -180 + ((i * 73) % 360),
}));

const yearTimes: number[] = [];
let year = buildGlobalYear(2026);
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  year = buildGlobalYear(2026);
  yearTimes.push(performance.now() - t0);
}

function fastCityDays(days: number): number {
  const t0 = performance.now();
  let sink = 0;
  for (const p of places) {
    const obs = makeObserver(p);
    for (let d = 0; d < days; d++) {
      const start = Date.UTC(2026, 0, 1) + d * DAY - (p.longitudeDeg / 360) * DAY;
      sink += findRiseSet(year.sunGrid, obs, 'rise', start, start + DAY) ?? 0;
      sink += findRiseSet(year.sunGrid, obs, 'set', start, start + DAY) ?? 0;
      sink += findRiseSet(year.moonGrid, obs, 'rise', start, start + DAY) ?? 0;
      sink += findRiseSet(year.moonGrid, obs, 'set', start, start + DAY) ?? 0;
    }
  }
  if (sink === 0) throw new Error('no events');
  return ((performance.now() - t0) * 1000) / (places.length * days);
}

function baselineCityDays(days: number): number {
  const t0 = performance.now();
  for (const p of places.slice(0, 20)) {
    const obs = new Observer(p.latitudeDeg, p.longitudeDeg, 0);
    for (let d = 0; d < days; d++) {
      const start = new Date(Date.UTC(2026, 0, 1) + d * DAY - (p.longitudeDeg / 360) * DAY);
      for (const body of [Body.Sun, Body.Moon]) for (const dir of [1, -1]) SearchRiseSet(body, obs, dir, start, 1);
    }
  }
  return ((performance.now() - t0) * 1000) / (20 * days);
}

const fast = [1, 2, 3, 4, 5].map(() => fastCityDays(365));
const base = [1, 2, 3].map(() => baselineCityDays(30));
console.log(`global year table (2026): median ${median(yearTimes).toFixed(0)} ms over ${yearTimes.length} builds`);
console.log(`place-dependent work, fast path: median ${median(fast).toFixed(2)} µs per city-day (target ≤ 20)`);
console.log(`same work with SearchRiseSet:    median ${median(base).toFixed(1)} µs per city-day`);
console.log(`speed-up: ${(median(base) / median(fast)).toFixed(0)}x`);
