// `npm run bench:daily-baseline -- <other-checkout>`: the served daily lookup's work on a shard hit (the engine's day
// from stored place inputs, rendered and serialised: what the service does after reading a row) in this checkout
// against another one (e.g. ../main) in the same process and run, rounds interleaved so both see the same machine.
// Prints each side's median microseconds per day and the change. Used for issue #29's "no more than 5% slower".
import { resolve } from 'node:path';

const other = process.argv[2];
if (!other) {
  console.error('usage: bench-daily-baseline.ts <path to the baseline checkout>');
  process.exit(2);
}
const ROUNDS = 41;
const DAYS = 365;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One checkout's render of a year of New Delhi and Chennai days, from place inputs made once. */
async function side(root: string): Promise<() => number> {
  const { buildGlobalYear } = await import(resolve(root, 'engine/astro/global-year.ts'));
  const { computePanchangDay } = await import(resolve(root, 'engine/panchang/day.ts'));
  const { computePlaceDays } = await import(resolve(root, 'engine/panchang/place-day.ts'));
  const { renderDaily } = await import(resolve(root, 'api/panchang/render.ts'));
  const table = buildGlobalYear(2026);
  const cities = [
    { cityId: 'new-delhi', name: 'New Delhi', latitudeDeg: 28.6139, longitudeDeg: 77.209, region: 'north_india' },
    { cityId: 'chennai', name: 'Chennai', latitudeDeg: 13.0827, longitudeDeg: 80.2707, region: 'south_india' },
  ];
  const work = cities.map((c) => ({
    place: { ...c, regionVariant: c.region, resolvedVia: 'exact_match', regionResolvedVia: 'city_directory' },
    inputs: computePlaceDays(table, { ...c, timezone: 'Asia/Kolkata' }, { year: 2026, month: 1, day: 1 }, DAYS),
  }));
  const run = () => {
    let bytes = 0;
    for (const { place, inputs } of work) {
      for (const day of inputs) {
        const data = renderDaily(computePanchangDay(table, day), {
          place,
          timezone: 'Asia/Kolkata',
          lang: 'en',
          lastUpdated: '2026-01-01T00:00:00.000Z',
        });
        bytes += JSON.stringify(data).length;
      }
    }
    return bytes;
  };
  run(); // warm up: the year's month starts are computed once per table, as the service's cached tables do
  return run;
}

const ours = await side(process.cwd());
const base = await side(resolve(other));
const times = { ours: [] as number[], base: [] as number[] };
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, run] of r % 2
    ? ([
        ['base', base],
        ['ours', ours],
      ] as const)
    : ([
        ['ours', ours],
        ['base', base],
      ] as const)) {
    const t0 = performance.now();
    run();
    times[name].push(((performance.now() - t0) * 1000) / (2 * DAYS));
  }
}
const [o, b] = [median(times.ours), median(times.base)];
console.log(
  `daily render from place inputs, µs/day (median of ${ROUNDS}): this ${o.toFixed(1)}, baseline ${b.toFixed(1)}`,
);
const [oMin, bMin] = [Math.min(...times.ours), Math.min(...times.base)];
// The fastest round of each side: the one least disturbed by other work on a shared machine.
console.log(
  `fastest round: this ${oMin.toFixed(1)}, baseline ${bMin.toFixed(1)} (${(((oMin - bMin) / bMin) * 100).toFixed(1)}%)`,
);
console.log(
  `change: ${(((o - b) / b) * 100).toFixed(1)}%  (bytes/day this ${ours() / (2 * DAYS)}, baseline ${base() / (2 * DAYS)})`,
);
