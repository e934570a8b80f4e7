// Issue #31: the drik profile as its own shard family. Built beside the default one in the same run, every drik
// day read from the shards renders the same bytes as the same day computed live under the drik conventions (both
// hemispheres, a whole year, festivals included), and the gateway answers a drik daily call from the shards
// (X-Data-Source: cache) while the default family stays what it was.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROFILES } from '../../engine/astro/conventions.ts';
import { festivalProvider } from '../../api/panchang/festivals.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { PanchangService } from '../../api/panchang/service.ts';
import { shardSource } from '../../api/panchang/shard-source.ts';
import { build } from '../../pipeline/build.ts';
import { loadCityDirectory, loadCityRows } from '../../pipeline/city-directory.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { openShardReader, type ShardReader } from '../../pipeline/shard-reader.ts';
import { cityDayRequest } from '../../scripts/support/city-day-request.ts';
import { startHarness, type Harness } from '../http/harness.ts';

const YEAR = 2026;
const CITIES = ['new-delhi', 'sydney'];
const out = mkdtempSync(join(tmpdir(), 'drik-shards-'));
let reader: ShardReader;
let h: Harness;

test.before(async () => {
  const plan = makePlan({
    from: `${YEAR}-01-01`,
    to: `${YEAR}-12-31`,
    cities: CITIES.join(','),
    rashifalYears: [],
    profiles: ['swiss_ephemeris', 'drik'],
  });
  await build({ plan, outDir: out, nowMs: Date.UTC(YEAR, 0, 1), threads: 0 });
  reader = await openShardReader(out);
  const { routes } = panchangRoutes({
    shardsDir: out,
    source: shardSource(reader),
    nowMs: () => Date.UTC(YEAR, 2, 10),
  });
  h = await startHarness({ routes, cityDirectory: loadCityDirectory(), env: { RATE_LIMIT_SCALE: '100' } });
});

test.after(async () => {
  reader.close();
  await h.close();
  rmSync(out, { recursive: true, force: true });
});

test('one manifest lists both families, each shard naming its profile', () => {
  assert.equal(
    reader.manifest!.shards.map((s) => `${s.key} ${s.profile}`),
    [
      `global/${YEAR} swiss_ephemeris`,
      `global/drik/${YEAR} drik`,
      `city/${YEAR}/b0000 swiss_ephemeris`,
      `city/drik/${YEAR}/b0000 drik`,
    ],
  );
  assert.ok(
    reader.manifest!.shards.find((s) => s.profile === 'drik' && s.kind === 'city')!.path.startsWith('city/drik/'),
  );
});

const comparable = (json: Buffer) => {
  const data = JSON.parse(json.toString('utf8'));
  data.metadata.compute_time_ms = 0;
  data.metadata.last_updated = '';
  return JSON.stringify(data);
};

test('every drik day of the year renders the same bytes from its shard as live, festivals included', () => {
  const fromShards = new PanchangService({ source: shardSource(reader), festivals: festivalProvider() });
  const live = new PanchangService({ source: null, festivals: festivalProvider() });
  const days = (Date.UTC(YEAR + 1, 0, 1) - Date.UTC(YEAR, 0, 1)) / 86_400_000;
  for (const id of CITIES) {
    const city = loadCityRows().find((c) => c.city_id === id)!;
    const request = cityDayRequest(city, Date.UTC(YEAR, 5, 1), { conventions: PROFILES.drik });
    const stored = fromShards.days(request, `${YEAR}-01-01`, days);
    const computed = live.days(request, `${YEAR}-01-01`, days);
    assert.ok(stored.every((d) => d.source === 'cache') && computed.every((d) => d.source === 'live'));
    for (const [i, day] of stored.entries())
      assert.is(comparable(day.dataJson!), comparable(computed[i].dataJson!), `${id} ${day.data.date}`);
    assert.ok(
      stored.some((d) => d.data.festivals.total > 0),
      `${id}: festivals were compared`,
    );
  }
});

test('a drik daily call is served from the shards; the default profile too, each with its own conventions', async () => {
  const key = await h.signup('emerald');
  const call = (profile?: string) =>
    h.call('POST', '/v1/panchang/daily', {
      key,
      body: { date: `${YEAR}-06-02`, city_id: 'new-delhi', ...(profile ? { calculation_profile: profile } : {}) },
    });
  const drik = await call('drik');
  assert.is(drik.status, 200, drik.text);
  assert.is(drik.headers.get('x-data-source'), 'cache');
  assert.is(drik.json.data.metadata.conventions.profile, 'drik');
  const plain = await call();
  assert.is(plain.headers.get('x-data-source'), 'cache');
  assert.is(plain.json.data.metadata.conventions.profile, 'swiss_ephemeris');
  assert.not.equal(drik.json.data.tithi, plain.json.data.tithi, 'two families, not one read twice');
});

test.run();
