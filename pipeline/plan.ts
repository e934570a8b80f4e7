// Plan: window + city selection + engine version + code and table hashes -> the job list, one global
// job per year, one rashifal job per year, then one city-block job per (year, block), each with its inputs_hash.
import { DEFAULT_PROFILE, PROFILE_IDS, type ProfileId } from '../engine/astro/conventions.ts';
import { ENGINE_VERSION } from '../engine/version.ts';
import type { CityRow } from '../engine/places/index.ts';
import { loadCityRows } from './city-directory.ts';
import { profileSegment, type CityJob, type GlobalJob, type Job, type RashifalJob } from './job-types.ts';
import { RASHIFAL_CODEC } from './rashifal-shard.ts';
import { SHARD_FORMAT_VERSION } from './shard-file.ts';
import { canonicalHash, codeHash, REPO_ROOT, tablesHash } from './source-hash.ts';

export const DEFAULT_BLOCK_SIZE = 128;
export const FIRST_PLAN_YEAR = 1800;
export const LAST_PLAN_YEAR = 2099;

/** Entry modules whose code (and the tables it reaches) each job kind runs. */
export const JOB_CODE_ENTRIES = {
  global: ['engine/astro/global-year.ts'],
  city: ['engine/panchang/place-day.ts', 'pipeline/festivals-hook.ts'],
  rashifal: ['engine/jyotish/rashifal.ts', 'pipeline/rashifal-shard.ts'],
} as const;

/** The city fields a city shard depends on (names and population are not stored, so they are left out). */
const CITY_INPUT_FIELDS = ['city_id', 'lat', 'lon', 'timezone', 'country_code', 'admin1', 'region_variant'] as const;

export class PlanError extends Error {}

export interface PlanOptions {
  /** First and last civil date, inclusive, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  /** `all`, `top:N`, `country:CC`, city ids, or a comma-separated union of these. */
  readonly cities: string;
  readonly blockSize?: number;
  /** Repository root whose engine/ and tables/ are hashed (tests point it at a copy). */
  readonly rootDir?: string;
  readonly cityRows?: readonly CityRow[];
  /** Years of the window that get a rashifal job (default: every year). */
  readonly rashifalYears?: readonly number[];
  /** Calculation profiles, each its own shard family (default: the default profile only; the CLI builds all). */
  readonly profiles?: readonly ProfileId[];
}

/** What the command-line modes build when `--profiles` is not given: every profile (issue #31). */
export const CLI_DEFAULT_PROFILES = 'all';

/** `--profiles a,b` (or `all`): known names, no repeats, no repeats, the default profile first when present (the job order is stable). */
export function parseProfiles(spec: string): ProfileId[] {
  if (spec.trim() === 'all') return [...PROFILE_IDS];
  const names = spec
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (!names.length) throw new PlanError('--profiles is empty');
  for (const n of names)
    if (!(PROFILE_IDS as readonly string[]).includes(n))
      throw new PlanError(`--profiles: unknown profile "${n}" (expected ${PROFILE_IDS.join(', ')})`);
  return PROFILE_IDS.filter((p) => names.includes(p));
}

export interface Plan {
  readonly window: { readonly from: string; readonly to: string };
  readonly selection: string;
  readonly cities: readonly CityRow[];
  readonly blockSize: number;
  readonly engineVersion: string;
  readonly tablesHash: string;
  readonly tzVersion: string;
  readonly profiles: readonly ProfileId[];
  readonly jobs: readonly Job[];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(label: string, value: string): number {
  const m = ISO_DATE.exec(value);
  const t = m ? Date.UTC(+m[1], +m[2] - 1, +m[3]) : NaN;
  if (!m || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value)
    throw new PlanError(`--${label} must be a date YYYY-MM-DD, got "${value}"`);
  return t;
}

const byPopulation = (a: CityRow, b: CityRow) => b.population - a.population || (a.city_id < b.city_id ? -1 : 1);

function selectTerm(rows: readonly CityRow[], term: string, byId: ReadonlyMap<string, CityRow>): readonly CityRow[] {
  if (term === 'all') return rows;
  const top = /^top:(\d+)$/.exec(term);
  if (top) {
    const n = Number(top[1]);
    if (n < 1) throw new PlanError(`--cities ${term}: N must be at least 1`);
    return [...rows].sort(byPopulation).slice(0, n);
  }
  const country = /^country:([A-Za-z]{2})$/.exec(term);
  if (country) {
    const code = country[1].toUpperCase();
    const found = rows.filter((r) => r.country_code === code);
    if (!found.length) throw new PlanError(`--cities ${term}: no city of country ${code} in the directory`);
    return found;
  }
  const city = byId.get(term);
  if (!city) throw new PlanError(`--cities: unknown city id "${term}" (expected all, top:N, country:CC or city ids)`);
  return [city];
}

/** The selected cities, sorted by city_id (the order blocks are cut in). */
export function selectCities(rows: readonly CityRow[], spec: string): CityRow[] {
  const terms = spec
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (!terms.length) throw new PlanError('--cities is empty');
  const byId = new Map(rows.map((r) => [r.city_id, r]));
  const chosen = new Map<string, CityRow>();
  for (const term of terms) for (const r of selectTerm(rows, term, byId)) chosen.set(r.city_id, r);
  return [...chosen.values()].sort((a, b) => (a.city_id < b.city_id ? -1 : a.city_id > b.city_id ? 1 : 0));
}

const cityInputs = (cities: readonly CityRow[]) =>
  cities.map((c) => Object.fromEntries(CITY_INPUT_FIELDS.map((f) => [f, c[f]])));

const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);

export function makePlan(options: PlanOptions): Plan {
  const fromMs = parseDate('from', options.from);
  const toMs = parseDate('to', options.to);
  if (toMs < fromMs) throw new PlanError(`--to ${options.to} is before --from ${options.from}`);
  const firstYear = new Date(fromMs).getUTCFullYear(),
    lastYear = new Date(toMs).getUTCFullYear();
  if (firstYear < FIRST_PLAN_YEAR || lastYear > LAST_PLAN_YEAR)
    throw new PlanError(`the window must lie within ${FIRST_PLAN_YEAR}..${LAST_PLAN_YEAR}`);
  const blockSize = options.blockSize ?? DEFAULT_BLOCK_SIZE;
  if (!Number.isInteger(blockSize) || blockSize < 1)
    throw new PlanError(`--block-size must be a positive integer, got ${blockSize}`);
  const rootDir = options.rootDir ?? REPO_ROOT;
  const cities = selectCities(options.cityRows ?? loadCityRows(), options.cities);
  const tzVersion = process.versions.tz ?? 'unknown';
  const common = { format: SHARD_FORMAT_VERSION, engine: ENGINE_VERSION };
  const globalCode = codeHash(rootDir, JOB_CODE_ENTRIES.global);
  const cityCode = codeHash(rootDir, JOB_CODE_ENTRIES.city);
  const rashifalCode = codeHash(rootDir, JOB_CODE_ENTRIES.rashifal);
  const globals: GlobalJob[] = [];
  const rashifals: RashifalJob[] = [];
  const blocks: CityJob[] = [];
  const profiles = options.profiles?.length
    ? PROFILE_IDS.filter((p) => options.profiles!.includes(p))
    : [DEFAULT_PROFILE];
  for (let year = firstYear; year <= lastYear; year++) {
    const firstDate = isoOf(Math.max(fromMs, Date.UTC(year, 0, 1)));
    const lastDate = isoOf(Math.min(toMs, Date.UTC(year, 11, 31)));
    if (profiles.includes(DEFAULT_PROFILE) && (!options.rashifalYears || options.rashifalYears.includes(year)))
      rashifals.push({
        kind: 'rashifal',
        key: `rashifal/${year}`,
        year,
        profile: DEFAULT_PROFILE,
        firstDate,
        lastDate,
        // The bytes also depend on the compressor (RASHIFAL_CODEC) and, through the period bounds, on the zone rules.
        inputsHash: canonicalHash({
          ...common,
          kind: 'rashifal',
          year,
          firstDate,
          lastDate,
          code: rashifalCode,
          codec: RASHIFAL_CODEC,
          tz: tzVersion,
        }),
      });
    for (const profile of profiles) {
      // the default profile's hashes leave the profile out, so its shards stay those built before profiles existed
      const named = profile === DEFAULT_PROFILE ? {} : { profile };
      const at = profileSegment(profile);
      const globalInputsHash = canonicalHash({ ...common, kind: 'global', year, code: globalCode, ...named });
      globals.push({ kind: 'global', key: `global/${at}${year}`, year, inputsHash: globalInputsHash, profile });
      for (let start = 0, block = 0; start < cities.length; start += blockSize, block++) {
        const members = cities.slice(start, start + blockSize);
        const inputsHash = canonicalHash({
          ...common,
          kind: 'city',
          year,
          firstDate,
          lastDate,
          global: globalInputsHash,
          code: cityCode,
          tz: tzVersion,
          cities: cityInputs(members),
          ...named,
        });
        const key = `city/${at}${year}/b${String(block).padStart(4, '0')}`;
        blocks.push({
          kind: 'city',
          key,
          year,
          block,
          firstDate,
          lastDate,
          cities: members,
          inputsHash,
          globalInputsHash,
          profile,
        });
      }
    }
  }
  return {
    window: { from: options.from, to: options.to },
    selection: options.cities,
    cities,
    blockSize,
    engineVersion: ENGINE_VERSION,
    tablesHash: tablesHash(rootDir),
    tzVersion,
    profiles,
    jobs: [...globals, ...rashifals, ...blocks],
  };
}
