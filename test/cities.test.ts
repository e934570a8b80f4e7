// The committed city directory as clients and the pipeline see it, and the script that makes it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CITIES_PATH, loadCityDirectory, loadCityRows } from '../pipeline/city-directory.ts';
import { slugify, type CityRow } from '../engine/places/index.ts';
import { INDIA_REGION_BY_STATE, REQUIRED_CITY_NAMES } from '../tables/city-selection.ts';

const rows = loadCityRows();
const india = rows.filter((c) => c.country_code === 'IN');

test('5,681 cities in 67 countries', () => {
  assert.is(rows.length, 5681);
  assert.is(new Set(rows.map((c) => c.country_code)).size, 67);
});

test('city ids are unique lowercase ASCII slugs', () => {
  const ids = rows.map((c) => c.city_id);
  assert.is(new Set(ids).size, ids.length);
  const bad = ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id));
  assert.equal(bad, []);
});

test('every row has the documented fields with sane values', () => {
  const keys = [
    'city_id',
    'name',
    'ascii_name',
    'country_code',
    'country',
    'admin1',
    'lat',
    'lon',
    'elevation_m',
    'timezone',
    'population',
    'region_variant',
  ];
  for (const c of rows) {
    assert.equal(Object.keys(c), keys, c.city_id);
    assert.ok(Math.abs(c.lat) <= 90 && Math.abs(c.lon) <= 180, c.city_id);
    assert.is(Math.round(c.lat * 1e4) / 1e4, c.lat, c.city_id);
    assert.ok(/^[\x20-\x7e]+$/.test(c.ascii_name), c.city_id);
    assert.ok(/^[A-Z]{2}$/.test(c.country_code), c.city_id);
    assert.ok(Number.isInteger(c.population) && c.population > 0, c.city_id);
    assert.ok(c.elevation_m === null || typeof c.elevation_m === 'number', c.city_id);
    // India's cities carry their state's region, Nepal's `nepal` (issue 39), every other city `default`
    const expected = c.country_code === 'NP' ? 'nepal' : c.country_code === 'IN' ? null : 'default';
    if (expected) assert.is(c.region_variant, expected, c.city_id);
    else assert.ok(c.region_variant !== 'default' && c.region_variant !== 'nepal', c.city_id);
  }
});

test('every timezone is valid for Intl.DateTimeFormat', () => {
  const bad = [...new Set(rows.map((c) => c.timezone))].filter((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return false;
    } catch {
      return true;
    }
  });
  assert.equal(bad, []);
});

test('single-zone countries keep their zone at the borders', () => {
  assert.equal([...new Set(india.map((c) => c.timezone))], ['Asia/Kolkata']);
  assert.equal([...new Set(rows.filter((c) => c.country_code === 'NP').map((c) => c.timezone))], ['Asia/Kathmandu']);
});

test('India: dense, every state and union territory present, each row with a region variant', () => {
  assert.ok(india.length >= 3000, `${india.length} Indian cities`);
  const regions = ['north_india', 'south_india', 'west_india', 'east_india'];
  assert.equal(
    india.filter((c) => !regions.includes(c.region_variant)),
    [],
  );
  const states = new Set(india.map((c) => c.admin1));
  for (const state of Object.keys(INDIA_REGION_BY_STATE)) assert.ok(states.has(state), state);
  for (const c of india) assert.is(c.region_variant, INDIA_REGION_BY_STATE[c.admin1 as string], c.city_id);
});

test('the cities users look for are there', () => {
  for (const name of REQUIRED_CITY_NAMES)
    assert.ok(
      rows.some((c) => c.name.startsWith(name) || c.ascii_name.startsWith(name)),
      name,
    );
  assert.is(rows.find((c) => c.city_id === 'new-delhi')?.name, 'New Delhi');
  assert.is(rows.find((c) => c.city_id === 'delhi')?.country_code, 'IN');
  assert.is(rows.find((c) => c.city_id === 'london')?.country_code, 'GB');
  assert.is(rows.find((c) => c.city_id === 'london-ca')?.country_code, 'CA');
});

test('the most populous city of a name holds the bare slug', () => {
  const byName = new Map<string, CityRow[]>();
  for (const c of rows) byName.set(slugify(c.ascii_name), [...(byName.get(slugify(c.ascii_name)) ?? []), c]);
  for (const [base, group] of byName) {
    const largest = group.reduce((a, b) => (b.population > a.population ? b : a));
    assert.is(largest.city_id, base, base);
  }
});

test('the loader caches per path and the directory resolves real names', () => {
  assert.is(loadCityRows(), rows);
  assert.is(loadCityDirectory(), loadCityDirectory(DEFAULT_CITIES_PATH));
  const directory = loadCityDirectory();
  assert.is(directory.resolve('Bombay')?.city.city_id, 'mumbai');
  assert.is(directory.resolve('Varanasi')?.resolvedVia, 'exact_match');
  assert.is(directory.search('Sydney')[0].country_code, 'AU');
});

test('the script is deterministic and the committed file is what it writes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cities-'));
  try {
    const run = (name: string): string => {
      const out = join(dir, name);
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-cities.ts', '--out', out], {
        cwd: new URL('..', import.meta.url),
        stdio: 'pipe',
        timeout: 60_000,
      });
      return readFileSync(out, 'utf8');
    };
    const first = run('a.json');
    assert.ok(first === run('b.json'), 'two runs differ');
    assert.ok(
      first === readFileSync(DEFAULT_CITIES_PATH, 'utf8'),
      'data/cities.json is not what the script writes: run npm run build-cities',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
