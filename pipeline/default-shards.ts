// `npm start`'s embedded default: with no manifest yet, a small set (the 100 largest cities and New Delhi, the
// demo's city and the one a newcomer tries first, over the whole public window, with every year's global table) is built in about eight seconds so the API serves from shards
// at once: those cities from their rows, every other city live on the stored global tables. The nightly build
// replaces it.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AccuracySource } from './accuracy-manifest.ts';
import { astroAccuracySource } from './accuracy-source.ts';
import { build, type BuildSummary } from './build.ts';
import { MANIFEST_FILE } from './manifest.ts';
import { makePlan } from './plan.ts';

export const DEFAULT_SHARD_CITIES = 'top:100,new-delhi';
/** The window the API serves (seed 002's public window); the current year is added if it ever falls outside. */
export const DEFAULT_WINDOW = { from: '2025-01-01', to: '2030-12-31' } as const;

/** Where the API reads shards from: `<dataDir>/shards`. */
export const shardsDirOf = (dataDir: string): string => join(resolve(dataDir), 'shards');

export interface DefaultShardsOptions {
  /** Default: the astronomical accuracy suite; null leaves the accuracy manifest out. */
  readonly accuracy?: AccuracySource | null;
  /** 0 (default) builds on this thread: no worker start-up; about eight seconds for 600 city-years. */
  readonly threads?: number;
}

/** Builds the default set into `<dataDir>/shards` unless a manifest is already there; returns the build, or null. */
export async function ensureDefaultShards(
  dataDir: string,
  nowMs: number,
  options: DefaultShardsOptions = {},
): Promise<BuildSummary | null> {
  const outDir = shardsDirOf(dataDir);
  if (existsSync(join(outDir, MANIFEST_FILE))) return null;
  const year = new Date(nowMs).getUTCFullYear();
  const from = [DEFAULT_WINDOW.from, `${year}-01-01`].sort()[0]!;
  const to = [DEFAULT_WINDOW.to, `${year}-12-31`].sort()[1]!;
  // No rashifal job: a year's readings take 3-4 s on this thread, and npm start must answer within seconds; rashifal
  // is computed live (as other cities' days are) until a pipeline build stores it.
  const plan = makePlan({ from, to, cities: DEFAULT_SHARD_CITIES, rashifalYears: [] });
  const accuracy = options.accuracy === undefined ? astroAccuracySource() : (options.accuracy ?? undefined);
  return build({ plan, outDir, nowMs, threads: options.threads ?? 0, accuracy });
}
