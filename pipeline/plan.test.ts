import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CityRow } from '../engine/places/index.ts';
import { loadCityRows } from './city-directory.ts';
import { globalSlot, type CityJob, type Job } from './job-types.ts';
import { makePlan, parseProfiles, PlanError, selectCities } from './plan.ts';

const rows = loadCityRows();
const isPlanError = (e: unknown) => e instanceof PlanError;

test('selections: top:N by population, a country, ids, and unions; always sorted by id', () => {
  const top = selectCities(rows, 'top:5');
  const biggest = [...rows]
    .sort((a, b) => b.population - a.population)
    .slice(0, 5)
    .map((r) => r.city_id)
    .sort();
  assert.equal(
    top.map((r) => r.city_id),
    biggest,
  );
  const india = selectCities(rows, 'country:in');
  assert.ok(india.length > 100 && india.every((r) => r.country_code === 'IN'));
  assert.equal(
    selectCities(rows, 'mumbai,new-delhi,mumbai').map((r) => r.city_id),
    ['mumbai', 'new-delhi'],
  );
  const union = selectCities(rows, 'top:3,country:NP');
  assert.ok(union.some((r) => r.country_code === 'NP'));
  assert.is(selectCities(rows, 'all').length, rows.length);
  for (const list of [top, india, union])
    assert.equal(
      list.map((r) => r.city_id),
      list.map((r) => r.city_id).sort(),
    );
});

test('bad selections and windows are usage errors', () => {
  assert.throws(() => selectCities(rows, 'no-such-city'), isPlanError);
  assert.throws(() => selectCities(rows, 'country:XX'), isPlanError);
  assert.throws(() => selectCities(rows, 'top:0'), isPlanError);
  assert.throws(() => makePlan({ from: '2025-02-30', to: '2025-03-01', cities: 'top:1' }), isPlanError);
  assert.throws(() => makePlan({ from: '2025-03-01', to: '2025-01-01', cities: 'top:1' }), isPlanError);
  assert.throws(() => makePlan({ from: '2025-01-01', to: '2025-01-02', cities: 'top:1', blockSize: 0 }), isPlanError);
});

test('one global job per year, one rashifal job per year, then city blocks per (year, block) clipped to the window', () => {
  const plan = makePlan({ from: '2025-12-30', to: '2026-01-02', cities: 'top:5', blockSize: 2 });
  assert.equal(
    plan.jobs.map((j) => j.key),
    [
      'global/2025',
      'global/2026',
      'rashifal/2025',
      'rashifal/2026',
      'city/2025/b0000',
      'city/2025/b0001',
      'city/2025/b0002',
      'city/2026/b0000',
      'city/2026/b0001',
      'city/2026/b0002',
    ],
  );
  const city = plan.jobs.filter((j): j is CityJob => j.kind === 'city');
  assert.equal(
    [city[0].firstDate, city[0].lastDate, city[3].firstDate, city[3].lastDate],
    ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'],
  );
  assert.equal(
    city.slice(0, 3).flatMap((j) => j.cities.map((c) => c.city_id)),
    plan.cities.map((c) => c.city_id),
  );
  assert.is(city[3].globalInputsHash, plan.jobs[1].inputsHash);
  assert.is(new Set(plan.jobs.map((j) => j.inputsHash)).size, plan.jobs.length);
});

test('inputs hashes: stable, and changed only by what the job depends on', () => {
  const base = { from: '2025-01-01', to: '2025-12-31', cities: 'top:4', blockSize: 2 };
  const hashes = (p: ReturnType<typeof makePlan>) => p.jobs.map((j) => j.inputsHash);
  const a = makePlan(base);
  assert.equal(hashes(makePlan(base)), hashes(a));
  const shorter = makePlan({ ...base, to: '2025-06-30' });
  assert.is(shorter.jobs[0].inputsHash, a.jobs[0].inputsHash, 'the global job does not depend on the window');
  assert.is.not(shorter.jobs[1].inputsHash, a.jobs[1].inputsHash, 'the rashifal job covers the window');
  assert.is.not(shorter.jobs[2].inputsHash, a.jobs[2].inputsHash);
  const moved: readonly CityRow[] = rows.map((r) =>
    r.city_id === a.cities[0].city_id ? { ...r, lat: r.lat + 0.01 } : r,
  );
  const renamed: readonly CityRow[] = rows.map((r) =>
    r.city_id === a.cities[0].city_id ? { ...r, name: `${r.name} (renamed)`, population: r.population + 1 } : r,
  );
  const m = makePlan({ ...base, cityRows: moved });
  assert.equal(
    hashes(m).map((h, i) => h === hashes(a)[i]),
    [true, true, false, true],
    'moving a city rebuilds its block only',
  );
  assert.equal(hashes(makePlan({ ...base, cityRows: renamed })), hashes(a), 'name and population are not stored');
});

test('profiles (issue #31): the default family keeps its keys and hashes; drik adds its own, reading its own global', () => {
  const base = { from: '2025-12-30', to: '2026-01-02', cities: 'top:3', blockSize: 2 };
  const plain = makePlan(base);
  const both = makePlan({ ...base, profiles: parseProfiles('drik,swiss_ephemeris') });
  const view = (jobs: readonly Job[]) => jobs.map((j) => `${j.key} ${j.profile} ${j.inputsHash}`);
  const defaults = both.jobs.filter((j) => j.profile === 'swiss_ephemeris');
  assert.equal(view(defaults), view(plain.jobs), 'byte-identical default shards: same keys, same inputs hashes');
  const drik = both.jobs.filter((j) => j.profile === 'drik');
  assert.equal(drik.map((j) => j.key).sort(), [
    'city/drik/2025/b0000',
    'city/drik/2025/b0001',
    'city/drik/2026/b0000',
    'city/drik/2026/b0001',
    'global/drik/2025',
    'global/drik/2026',
  ]);
  assert.ok(
    drik.every((j) => !plain.jobs.some((p) => p.inputsHash === j.inputsHash)),
    'drik hashes are its own',
  );
  for (const city of drik.filter((j): j is CityJob => j.kind === 'city')) {
    const global = drik.find((j) => j.kind === 'global' && j.year === city.year)!;
    assert.is(city.globalInputsHash, global.inputsHash);
    assert.is(globalSlot(city), globalSlot(global));
  }
  assert.equal(both.profiles, ['swiss_ephemeris', 'drik']);
  assert.equal(parseProfiles('all'), ['swiss_ephemeris', 'drik']);
  assert.throws(() => parseProfiles('lahiri'), isPlanError);
  assert.throws(() => parseProfiles(' , '), isPlanError);
  assert.not.ok(
    makePlan({ ...base, profiles: ['drik'] }).jobs.some((j) => j.kind === 'rashifal'),
    'rashifal: default only',
  );
});

test.run();
