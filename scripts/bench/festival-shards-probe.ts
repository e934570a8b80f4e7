// One side of `npm run bench:festival-shards`: run inside a child process against the source tree given by --root
// (this checkout or a temp worktree of the baseline revision), so both sides run their own code with the same
// harness. Prints one JSON line: the build's wall time and the first daily call of each sampled city-year.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    cities: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    threads: { type: 'string' },
    sample: { type: 'string' },
  },
});
const root = values.root!;
const load = (path: string) => import(pathToFileURL(join(root, path)).href);

const { makePlan } = await load('pipeline/plan.ts');
const { build } = await load('pipeline/build.ts');
const { openShardReader } = await load('pipeline/shard-reader.ts');
const { PanchangService } = await load('api/panchang/service.ts');
const { shardSource } = await load('api/panchang/shard-source.ts');
const { festivalProvider } = await load('api/panchang/festivals.ts');
const { visibleLayers } = await load('api/panchang/present.ts');

const outDir = mkdtempSync(join(tmpdir(), 'bench-festival-shards-'));
try {
  const plan = makePlan({ from: values.from!, to: values.to!, cities: values.cities!, rootDir: root });
  const started = performance.now();
  const summary = await build({ plan, outDir, nowMs: Date.now(), threads: Number(values.threads) });
  const buildSeconds = (performance.now() - started) / 1000;
  const cityBytes = summary.manifest.shards
    .filter((s: { kind: string }) => s.kind === 'city')
    .reduce((a: number, s: { bytes: number }) => a + s.bytes, 0);

  const reader = await openShardReader(outDir);
  const service = new PanchangService({ source: shardSource(reader), festivals: festivalProvider() });
  const firstYear = Number(values.from!.slice(0, 4)),
    lastYear = Number(values.to!.slice(0, 4));
  const request = (city: (typeof plan.cities)[number]) => ({
    place: {
      cityId: city.city_id,
      name: city.name,
      latitudeDeg: city.lat,
      longitudeDeg: city.lon,
      timezone: city.timezone,
      regionVariant: city.region_variant ?? 'default',
      resolvedVia: 'exact_match',
      regionResolvedVia: 'city_directory',
    },
    timezone: city.timezone,
    lang: 'en',
    nowMs: Date.now(),
    festivalLayers: visibleLayers('emerald'),
    faith: 'all',
    showMuhurat: true,
  });
  // Warm-up: every year's global table and eclipses once (both are per year, not per city-year), on city 0.
  for (let year = firstYear; year <= lastYear; year++) service.day(request(plan.cities[0]), `${year}-06-15`);
  const sample = Number(values.sample);
  const firstCallMs: number[] = [];
  for (let i = 1; i <= sample; i++) {
    const city = plan.cities[Math.floor((i * plan.cities.length) / (sample + 1))];
    const year = firstYear + (i % (lastYear - firstYear + 1));
    const t0 = performance.now();
    const day = service.day(request(city), `${year}-06-15`);
    firstCallMs.push(performance.now() - t0);
    if (day.source !== 'cache') throw new Error(`${city.city_id} ${year}: not a shard hit`);
  }
  reader.close();
  console.log(JSON.stringify({ buildSeconds, cityDays: summary.cityDaysPlanned, cityBytes, firstCallMs }));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
