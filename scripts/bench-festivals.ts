// `npm run bench:festivals`: time to evaluate every festival rule for one city-year (target under 5 ms), the way the
// pipeline calls it: the GlobalYear and each city's place-days are built beforehand, so only the rule engine is timed.
// Cities spread over latitudes and zones; a warm-up round lets the JIT settle, then medians of several rounds.
import { buildGlobalYear } from '../engine/astro/global-year.ts';
import { computePlaceDays } from '../engine/panchang/place-day.ts';
import { festivalsForPlaceYear, type FestivalPlace } from '../engine/panchang/festivals/index.ts';

const YEAR = 2026;
const CITIES: FestivalPlace[] = [
  { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata', regionVariant: 'north_india' },
  { latitudeDeg: 13.0827, longitudeDeg: 80.2707, timezone: 'Asia/Kolkata', regionVariant: 'south_india' },
  { latitudeDeg: 22.5726, longitudeDeg: 88.3639, timezone: 'Asia/Kolkata', regionVariant: 'east_india' },
  { latitudeDeg: 19.076, longitudeDeg: 72.8777, timezone: 'Asia/Kolkata', regionVariant: 'west_india' },
  { latitudeDeg: 40.7128, longitudeDeg: -74.006, timezone: 'America/New_York', regionVariant: 'default' },
  { latitudeDeg: 51.5074, longitudeDeg: -0.1278, timezone: 'Europe/London', regionVariant: 'default' },
  { latitudeDeg: -33.8688, longitudeDeg: 151.2093, timezone: 'Australia/Sydney', regionVariant: 'default' },
  { latitudeDeg: 1.3521, longitudeDeg: 103.8198, timezone: 'Asia/Singapore', regionVariant: 'default' },
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const t0 = performance.now();
const globalYear = buildGlobalYear(YEAR);
const globalMs = performance.now() - t0;
const inputs = CITIES.map((place) => ({
  year: YEAR,
  globalYear,
  place,
  placeDays: computePlaceDays(globalYear, place, { year: YEAR - 1, month: 12, day: 31 }, 367),
}));

const first = performance.now();
festivalsForPlaceYear(inputs[0]);
const firstMs = performance.now() - first;

function round(): number {
  const start = performance.now();
  for (const input of inputs) festivalsForPlaceYear(input);
  return (performance.now() - start) / inputs.length;
}
for (let i = 0; i < 20; i++) round();
const rounds = Array.from({ length: 15 }, round);
const perCity = median(rounds);
const festivals = [...festivalsForPlaceYear(inputs[0]).values()].reduce((n, l) => n + l.length, 0);

console.log(`global year table (${YEAR}): ${globalMs.toFixed(0)} ms, once per year for every city`);
console.log(`first city-year (builds the year's candidate index and eclipse geometry): ${firstMs.toFixed(1)} ms`);
console.log(
  `festivals for one city-year: median ${perCity.toFixed(2)} ms over ${rounds.length} rounds of ${inputs.length} cities (target < 5 ms); ${festivals} occurrences at New Delhi`,
);
console.log(`5,681 cities x 6 years at this rate: ${((perCity * 5681 * 6) / 1000).toFixed(0)} s of one core`);
if (perCity >= 5) process.exitCode = 1;
