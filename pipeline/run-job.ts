// The two job bodies, as plain functions: a piscina worker calls runJob, and so can a test or the
// in-process baseline. A city job reads its year's table from the global shard, never recomputes it.
import { buildGlobalYear, type GlobalYear } from '../engine/astro/global-year.ts';
import { addDays, computePlaceDays, parseIsoDate } from '../engine/panchang/place-day.ts';
import { ENGINE_VERSION } from '../engine/version.ts';
import { encodeCityYear } from './city-year-codec.ts';
import { festivalsForPlaceYear } from './festivals-hook.ts';
import { encodeGlobalYear } from './global-codec.ts';
import { dayCountOf, shardLocation, type CityJob, type GlobalJob, type JobResult, type JobTask } from './job-types.ts';
import { readGlobalShard } from './global-shard.ts';
import { SHARD_FORMAT_VERSION, writeShard, type Db } from './shard-file.ts';

export const CITY_YEAR_TABLE = `CREATE TABLE city_year (
  city_id TEXT PRIMARY KEY, first_day INTEGER NOT NULL, day_count INTEGER NOT NULL, times BLOB NOT NULL, festivals BLOB NOT NULL
) WITHOUT ROWID`;
export const ARRAY_BLOB_TABLE = 'CREATE TABLE array_blob (name TEXT PRIMARY KEY, dtype TEXT NOT NULL, length INTEGER NOT NULL, data BLOB NOT NULL) WITHOUT ROWID';

function baseMeta(job: GlobalJob | CityJob): Record<string, string> {
  return { kind: job.kind, format: String(SHARD_FORMAT_VERSION), year: String(job.year), inputs_hash: job.inputsHash, engine_version: ENGINE_VERSION };
}

export function runGlobalJob(job: GlobalJob, outDir: string): JobResult {
  const encoded = encodeGlobalYear(buildGlobalYear(job.year));
  const shard = writeShard(outDir, {
    ...shardLocation(job),
    meta: { ...baseMeta(job), skeleton: encoded.skeleton },
    schema: [ARRAY_BLOB_TABLE],
    fill: (db: Db) => {
      const put = db.prepare('INSERT INTO array_blob (name, dtype, length, data) VALUES (?, ?, ?, ?)');
      for (const a of encoded.arrays) put.run(a.name, a.dtype, a.length, a.data);
      return encoded.arrays.length;
    },
  });
  return { key: job.key, shard, cityDays: 0 };
}

// A worker runs many city jobs of the same year: keep the last global tables it decoded.
const globalCache = new Map<string, GlobalYear>();
const GLOBAL_CACHE_SIZE = 2;

function globalYearFrom(path: string): GlobalYear {
  let year = globalCache.get(path);
  if (!year) {
    year = readGlobalShard(path);
    if (globalCache.size >= GLOBAL_CACHE_SIZE) globalCache.delete(globalCache.keys().next().value as string);
    globalCache.set(path, year);
  }
  return year;
}

export function runCityJob(job: CityJob, outDir: string, globalShardPath: string): JobResult {
  const globalYear = globalYearFrom(globalShardPath);
  if (globalYear.year !== job.year) throw new Error(`${job.key}: global shard ${globalShardPath} is for ${globalYear.year}`);
  const count = dayCountOf(job);
  const rows = job.cities.map((city) => {
    const place = { latitudeDeg: city.lat, longitudeDeg: city.lon, timezone: city.timezone };
    // One day of margin each side for the festival rules (instants already whole seconds: what a reader gets back).
    const withMargin = computePlaceDays(globalYear, place, addDays(parseIsoDate(job.firstDate), -1), count + 2);
    const days = withMargin.slice(1, count + 1);
    const byDate = festivalsForPlaceYear(globalYear, withMargin, city);
    return { cityId: city.city_id, ...encodeCityYear(days, days.map((d) => byDate.get(d.date) ?? [])) };
  });
  const shard = writeShard(outDir, {
    ...shardLocation(job),
    meta: { ...baseMeta(job), first_date: job.firstDate, last_date: job.lastDate, global_inputs_hash: job.globalInputsHash },
    schema: [CITY_YEAR_TABLE],
    fill: (db: Db) => {
      const put = db.prepare('INSERT INTO city_year (city_id, first_day, day_count, times, festivals) VALUES (?, ?, ?, ?, ?)');
      for (const r of rows) put.run(r.cityId, r.firstDay, r.dayCount, r.times, r.festivals);
      return rows.length;
    },
  });
  return { key: job.key, shard, cityDays: rows.length * count };
}

export function runJob(task: JobTask): JobResult {
  const { job, outDir } = task;
  if (job.kind === 'global') return runGlobalJob(job, outDir);
  if (!task.globalShardPath) throw new Error(`${job.key}: no global shard given`);
  return runCityJob(job, outDir, task.globalShardPath);
}
