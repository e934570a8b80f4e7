// `npm run bench:profiles`: what a day of a non-default calculation profile (drik) costs, computed live, against the
// default profile served from shards and computed live, in the same run and through the API's PanchangService (the
// routes' code path, festivals of every layer included). Shards hold the default profile only; this measures whether
// another profile can stay live. The machine is shared: figures are medians of several rounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { festivalProvider } from '../api/panchang/festivals.ts';
import { visibleLayers } from '../api/panchang/present.ts';
import { PanchangService, type DayRequest, type PlaceDaySource } from '../api/panchang/service.ts';
import { shardSource } from '../api/panchang/shard-source.ts';
import { PROFILES } from '../engine/astro/conventions.ts';
import { build } from '../pipeline/build.ts';
import { makePlan } from '../pipeline/plan.ts';
import { openShardReader } from '../pipeline/shard-reader.ts';

const YEAR = 2026;
const ROUNDS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const iso = (dayOfYear: number) => new Date(Date.UTC(YEAR, 0, 1 + dayOfYear)).toISOString().slice(0, 10);

const out = mkdtempSync(join(tmpdir(), 'bench-profiles-'));
try {
  const plan = makePlan({ from: `${YEAR}-01-01`, to: `${YEAR}-12-31`, cities: 'new-delhi', blockSize: 1 });
  await build({ plan, outDir: out, nowMs: Date.UTC(YEAR, 0, 1), threads: 0 });
  const reader = await openShardReader(out);
  const city = plan.cities[0];
  const base: DayRequest = {
    place: {
      cityId: city.city_id,
      name: city.name,
      latitudeDeg: city.lat,
      longitudeDeg: city.lon,
      timezone: city.timezone,
      regionVariant: city.region_variant,
      resolvedVia: 'exact_match',
      regionResolvedVia: 'city_directory',
    },
    timezone: city.timezone,
    lang: 'en',
    nowMs: Date.UTC(YEAR, 5, 1),
    festivalLayers: visibleLayers('emerald'),
    faith: 'all',
    showMuhurat: true,
  };
  const sides: Record<string, { source: PlaceDaySource | null; request: DayRequest }> = {
    'default, shards': { source: shardSource(reader), request: base },
    'default, live': { source: null, request: base },
    'drik, live': { source: shardSource(reader), request: { ...base, conventions: PROFILES.drik } },
  };
  const service = (source: PlaceDaySource | null) =>
    new PanchangService({ source, festivals: festivalProvider(), maxCachedDays: 10 });
  const results: Record<string, { cold: number[]; warm: number[]; year: number[] }> = {};
  for (const name of Object.keys(sides)) results[name] = { cold: [], warm: [], year: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, side] of Object.entries(sides)) {
      // Cold: a fresh service's first day of the year (year table and festival year included).
      const s = service(side.source);
      let t0 = performance.now();
      s.day(side.request, iso(round));
      results[name].cold.push(performance.now() - t0);
      // Warm: another day of the same year, nothing of it cached yet.
      t0 = performance.now();
      s.day(side.request, iso(100 + round));
      results[name].warm.push(performance.now() - t0);
      // A yearly answer's days (365), year table warm, no rendered day cached.
      const y = new PanchangService({ source: side.source, festivals: festivalProvider(), maxCachedDays: 0 });
      y.day(side.request, iso(200));
      t0 = performance.now();
      y.days(side.request, `${YEAR}-01-01`, 365);
      results[name].year.push(performance.now() - t0);
    }
  }
  reader.close();
  const baseline = results['default, shards'];
  console.log(`bench:profiles — New Delhi ${YEAR}, every festival layer, medians of ${ROUNDS} rounds (shared machine)`);
  console.log('side              cold first day    warm day        365 days (yearly)');
  for (const [name, r] of Object.entries(results)) {
    const cell = (xs: number[], b: number[], unit = 'ms') =>
      `${median(xs).toFixed(2).padStart(8)} ${unit} ${`(${(median(xs) / median(b)).toFixed(1)}x)`.padEnd(8)}`;
    console.log(
      `${name.padEnd(17)} ${cell(r.cold, baseline.cold)} ${cell(r.warm, baseline.warm)} ${cell(r.year, baseline.year)}`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
