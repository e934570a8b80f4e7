// `npm run bench:profiles`: a day of the drik profile against a day of the default profile, both served from their
// own shard families (issue #31), in the same run and through the API's PanchangService (the routes' code path,
// festivals of every layer included); the drik profile computed live is shown beside. The target is the drik
// family's speed against the default's: at least 0.9 (its time per day at most 1/0.9 of the default's). The machine
// is shared: figures are medians of several rounds, sides alternating within each round.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { festivalProvider } from '../api/panchang/festivals.ts';
import { PanchangService, type DayRequest, type PlaceDaySource } from '../api/panchang/service.ts';
import { shardSource } from '../api/panchang/shard-source.ts';
import { PROFILES } from '../engine/astro/conventions.ts';
import { build } from '../pipeline/build.ts';
import { makePlan } from '../pipeline/plan.ts';
import { openShardReader } from '../pipeline/shard-reader.ts';
import { cityDayRequest } from './support/city-day-request.ts';

const YEAR = 2026;
const ROUNDS = 7;
/** The target of issue #31: the drik family's daily speed against the default family's. */
const TARGET_RATIO = 0.9;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const iso = (dayOfYear: number) => new Date(Date.UTC(YEAR, 0, 1 + dayOfYear)).toISOString().slice(0, 10);

const out = mkdtempSync(join(tmpdir(), 'bench-profiles-'));
try {
  const plan = makePlan({
    from: `${YEAR}-01-01`,
    to: `${YEAR}-12-31`,
    cities: 'new-delhi',
    blockSize: 1,
    profiles: ['swiss_ephemeris', 'drik'],
  });
  await build({ plan, outDir: out, nowMs: Date.UTC(YEAR, 0, 1), threads: 0 });
  const reader = await openShardReader(out);
  const base = cityDayRequest(plan.cities[0], Date.UTC(YEAR, 5, 1));
  const drik = { ...base, conventions: PROFILES.drik };
  const sides: Record<string, { source: PlaceDaySource | null; request: DayRequest }> = {
    'default, shards': { source: shardSource(reader), request: base },
    'drik, shards': { source: shardSource(reader), request: drik },
    'drik, live': { source: null, request: drik },
  };
  const results: Record<string, { cold: number[]; days: number[]; year: number[] }> = {};
  for (const name of Object.keys(sides)) results[name] = { cold: [], days: [], year: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, side] of Object.entries(sides)) {
      // Cold: a fresh service's first day of the year (year table and festival year included).
      const s = new PanchangService({ source: side.source, festivals: festivalProvider(), maxCachedDays: 0 });
      let t0 = performance.now();
      s.day(side.request, iso(round));
      results[name].cold.push(performance.now() - t0);
      // Daily calls: 300 different days one at a time, no rendered day kept (each a shard read and a render).
      t0 = performance.now();
      for (let d = 0; d < 300; d++) s.day(side.request, iso(30 + d));
      results[name].days.push((performance.now() - t0) / 300);
      // A yearly answer's days (365), year table warm, no rendered day cached.
      t0 = performance.now();
      s.days(side.request, `${YEAR}-01-01`, 365);
      results[name].year.push(performance.now() - t0);
    }
  }
  reader.close();
  const baseline = results['default, shards'];
  console.log(`bench:profiles — New Delhi ${YEAR}, every festival layer, medians of ${ROUNDS} rounds (shared machine)`);
  console.log(
    'side              cold first day       daily call (per day)   365 days (yearly)     (time vs default shards)',
  );
  for (const [name, r] of Object.entries(results)) {
    const cell = (xs: number[], b: number[]) =>
      `${median(xs).toFixed(3).padStart(9)} ms ${`(${(median(xs) / median(b)).toFixed(2)}x)`.padEnd(9)}`;
    console.log(
      `${name.padEnd(17)} ${cell(r.cold, baseline.cold)} ${cell(r.days, baseline.days)} ${cell(r.year, baseline.year)}`,
    );
  }
  const ratio = median(baseline.days) / median(results['drik, shards'].days);
  const yearRatio = median(baseline.year) / median(results['drik, shards'].year);
  console.log(
    `speed of drik from shards against default from shards: daily ${ratio.toFixed(2)}, yearly ${yearRatio.toFixed(2)} (target >= ${TARGET_RATIO})`,
  );
  if (Math.min(ratio, yearRatio) < TARGET_RATIO) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
