// `npm start`'s embedded default: with no manifest yet, a small set (the 100 largest cities and New Delhi, the
// demo's city and the one a newcomer tries first, over the whole public window, with every year's global table) is built in about eight seconds so the API serves from shards
// at once: those cities from their rows, every other city live on the stored global tables. The nightly build
// replaces it. The first build holds the default profile only (both would take twice as long before the server
// answers); the other profiles' families (`drik`) are built into the same manifest right after, in the background
// (scripts/build-profiles.ts), the default family reused as it is.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AccuracySource } from './accuracy-manifest.ts';
import { astroAccuracySource } from './accuracy-source.ts';
import { build, type BuildSummary } from './build.ts';
import { MANIFEST_FILE, readManifest } from './manifest.ts';
import { makePlan, type Plan } from './plan.ts';
import { DEFAULT_PROFILE, PROFILE_IDS, type ProfileId } from '../engine/astro/conventions.ts';

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
  return build({
    plan: defaultPlan(nowMs),
    outDir,
    nowMs,
    threads: options.threads ?? 0,
    accuracy: accuracyOf(options),
  });
}

const accuracyOf = (options: DefaultShardsOptions) =>
  options.accuracy === undefined ? astroAccuracySource() : (options.accuracy ?? undefined);

/** The default set's plan for the year of `nowMs`, in the given profiles (default: the default profile only). */
function defaultPlan(nowMs: number, profiles?: readonly ProfileId[]): Plan {
  const year = new Date(nowMs).getUTCFullYear();
  const from = [DEFAULT_WINDOW.from, `${year}-01-01`].sort()[0]!;
  const to = [DEFAULT_WINDOW.to, `${year}-12-31`].sort()[1]!;
  // No rashifal job: a year's readings take 3-4 s on this thread, and npm start must answer within seconds; rashifal
  // is computed live (as other cities' days are) until a pipeline build stores it.
  return makePlan({ from, to, cities: DEFAULT_SHARD_CITIES, rashifalYears: [], profiles });
}

/**
 * The profiles whose family the default set in `<dataDir>/shards` lacks: none when there is no manifest or when it is
 * not the default set (a pipeline build or a fleet's bucket decides its own profiles).
 */
export function missingProfileFamilies(dataDir: string, nowMs: number): ProfileId[] {
  const manifest = readManifest(shardsDirOf(dataDir));
  const plan = defaultPlan(nowMs);
  if (!manifest || manifest.cities !== plan.selection) return [];
  if (manifest.window.from !== plan.window.from || manifest.window.to !== plan.window.to) return [];
  const present = new Set(manifest.shards.map((s) => s.profile ?? DEFAULT_PROFILE));
  return PROFILE_IDS.filter((p) => !present.has(p));
}

/** Adds every missing profile family to the default set (its default family reused); null when none is missing. */
export async function ensureProfileFamilies(
  dataDir: string,
  nowMs: number,
  options: DefaultShardsOptions = {},
): Promise<BuildSummary | null> {
  if (!missingProfileFamilies(dataDir, nowMs).length) return null;
  const plan = defaultPlan(nowMs, PROFILE_IDS);
  const outDir = shardsDirOf(dataDir);
  return build({ plan, outDir, nowMs, threads: options.threads ?? 0, accuracy: accuracyOf(options) });
}
