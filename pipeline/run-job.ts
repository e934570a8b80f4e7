// The job bodies, as plain functions: a piscina worker calls runJob, and so can a test or the
// in-process baseline. A city job reads its year's table from the global shard, never recomputes it.
import { DEFAULT_PROFILE, PROFILES } from '../engine/astro/conventions.ts';
import { buildGlobalYear, type GlobalYear } from '../engine/astro/global-year.ts';
import { ENGINE_VERSION } from '../engine/version.ts';
import { encodeCityYear } from './city-year-codec.ts';
import { CITY_YEAR_TABLE, INSERT_CITY_YEAR, type CityYearRow } from './city-year-row.ts';
import { festivalPlaceDays, festivalsForPlaceYear } from './festivals-hook.ts';
import { encodeGlobalYear } from './global-codec.ts';
import {
  dayCountOf,
  shardLocation,
  type CityJob,
  type GlobalJob,
  type Job,
  type JobResult,
  type JobTask,
  type RashifalJob,
} from './job-types.ts';
import { INSERT_RASHIFAL, RASHIFAL_CODEC, RASHIFAL_TABLE, rashifalRows } from './rashifal-shard.ts';
import { readGlobalShard } from './global-shard.ts';
import { SHARD_FORMAT_VERSION, SHARD_KINDS, writeShard, type Db, type WrittenShard } from './shard-file.ts';

const ARRAY_BLOB_TABLE = `CREATE TABLE ${SHARD_KINDS.global.table} (name TEXT PRIMARY KEY, dtype TEXT NOT NULL, length INTEGER NOT NULL, data BLOB NOT NULL) WITHOUT ROWID`;

function baseMeta(job: Job): Record<string, string> {
  return {
    kind: job.kind,
    format: String(SHARD_FORMAT_VERSION),
    year: String(job.year),
    inputs_hash: job.inputsHash,
    engine_version: ENGINE_VERSION,
    // default-profile shards stay byte-identical to those built before profiles had shards
    ...(job.profile === DEFAULT_PROFILE ? {} : { profile: job.profile }),
  };
}

/** A shard of one data table, `rows` inserted by its INSERT statement (named parameters). */
function writeRowShard(
  outDir: string,
  job: Job,
  meta: Record<string, string>,
  table: string,
  insert: string,
  rows: readonly object[],
): WrittenShard {
  return writeShard(outDir, {
    ...shardLocation(job),
    meta: { ...baseMeta(job), ...meta },
    schema: [table],
    fill: (db: Db) => {
      const put = db.prepare(insert);
      for (const r of rows) put.run(r);
      return rows.length;
    },
  });
}

export function runGlobalJob(job: GlobalJob, outDir: string): JobResult {
  const encoded = encodeGlobalYear(buildGlobalYear(job.year, PROFILES[job.profile]));
  const shard = writeShard(outDir, {
    ...shardLocation(job),
    meta: { ...baseMeta(job), skeleton: encoded.skeleton },
    schema: [ARRAY_BLOB_TABLE],
    fill: (db: Db) => {
      const put = db.prepare(`INSERT INTO ${SHARD_KINDS.global.table} (name, dtype, length, data) VALUES (?, ?, ?, ?)`);
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
  if (globalYear.year !== job.year)
    throw new Error(`${job.key}: global shard ${globalShardPath} is for ${globalYear.year}`);
  const count = dayCountOf(job);
  const rows = job.cities.map((city): CityYearRow => {
    // The whole year with a day of margin each side, as the API computes a live day's festivals: the stored days
    // are its slice for the window, and festivals are decided on the same run whatever the window.
    const yearDays = festivalPlaceDays(
      globalYear,
      { latitudeDeg: city.lat, longitudeDeg: city.lon, timezone: city.timezone },
      PROFILES[job.profile].sunrise,
    );
    const first = yearDays.findIndex((d) => d.date === job.firstDate);
    const days = yearDays.slice(first, first + count);
    const byDate = festivalsForPlaceYear(globalYear, yearDays, city);
    return {
      city_id: city.city_id,
      ...encodeCityYear(
        days,
        days.map((d) => byDate.get(d.date) ?? []),
      ),
    };
  });
  const meta = { first_date: job.firstDate, last_date: job.lastDate, global_inputs_hash: job.globalInputsHash };
  const shard = writeRowShard(outDir, job, meta, CITY_YEAR_TABLE, INSERT_CITY_YEAR, rows);
  return { key: job.key, shard, cityDays: rows.length * count };
}

/** Every sign x period x language of the window's days in the year; no global shard needed (its own sky). */
export function runRashifalJob(job: RashifalJob, outDir: string): JobResult {
  const rows = rashifalRows(job.firstDate, job.lastDate);
  const meta = { first_date: job.firstDate, last_date: job.lastDate, compression: RASHIFAL_CODEC.compression };
  const shard = writeRowShard(outDir, job, meta, RASHIFAL_TABLE, INSERT_RASHIFAL, rows);
  return { key: job.key, shard, cityDays: 0 };
}

export function runJob(task: JobTask): JobResult {
  const { job, outDir } = task;
  if (job.kind === 'global') return runGlobalJob(job, outDir);
  if (job.kind === 'rashifal') return runRashifalJob(job, outDir);
  if (!task.globalShardPath) throw new Error(`${job.key}: no global shard given`);
  return runCityJob(job, outDir, task.globalShardPath);
}
