// `npm start`'s embedded default: with no manifest yet, a small set (the largest cities, the current
// year) is built in a few seconds so the API serves from shards at once; the nightly build replaces it.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AccuracySource } from './accuracy-manifest.ts';
import { astroAccuracySource } from './accuracy-source.ts';
import { build, type BuildSummary } from './build.ts';
import { MANIFEST_FILE } from './manifest.ts';
import { makePlan } from './plan.ts';

export const DEFAULT_SHARD_CITIES = 'top:100';

/** Where the API reads shards from: `<dataDir>/shards`. */
export const shardsDirOf = (dataDir: string): string => join(resolve(dataDir), 'shards');

export interface DefaultShardsOptions {
  /** Default: the astronomical accuracy suite; null leaves the accuracy manifest out. */
  readonly accuracy?: AccuracySource | null;
  /** 0 (default) builds on this thread: no worker start-up, about a second for 100 city-years. */
  readonly threads?: number;
}

/** Builds the default set into `<dataDir>/shards` unless a manifest is already there; returns the build, or null. */
export async function ensureDefaultShards(dataDir: string, nowMs: number, options: DefaultShardsOptions = {}): Promise<BuildSummary | null> {
  const outDir = shardsDirOf(dataDir);
  if (existsSync(join(outDir, MANIFEST_FILE))) return null;
  const year = new Date(nowMs).getUTCFullYear();
  const plan = makePlan({ from: `${year}-01-01`, to: `${year}-12-31`, cities: DEFAULT_SHARD_CITIES });
  const accuracy = options.accuracy === undefined ? astroAccuracySource() : options.accuracy ?? undefined;
  return build({ plan, outDir, nowMs, threads: options.threads ?? 0, accuracy });
}
