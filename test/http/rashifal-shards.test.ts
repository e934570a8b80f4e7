// Rashifal from the shards: the rashifal job is reproducible to the byte, every stored reading equals the live
// one (12 signs x 3 periods x en/hi, anchors across a year boundary), and the route says where an answer came from.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rashifal } from '../../engine/jyotish/rashifal.ts';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { rashifalShardSource } from '../../api/horoscope/shard-source.ts';
import { build } from '../../pipeline/build.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { openShardReader, type ShardReader } from '../../pipeline/shard-reader.ts';
import { RASHIFAL_PERIODS } from '../../tables/jyotish/rashifal.ts';
import { PROSE_LANGS, RASHIS } from '../../tables/names/index.ts';
import { fileBytes, tempDir } from '../pipeline/support.ts';
import { startHarness, type Harness } from './harness.ts';

const WINDOW = { from: '2025-12-24', to: '2026-01-06' };
const BUILT_AT = Date.UTC(2025, 11, 1);
const dirs = [tempDir('rashifal-a'), tempDir('rashifal-b')];
let reader: ShardReader;
let cached: Harness, live: Harness;
let cachedKey: string, liveKey: string;

test.before(async () => {
  const plan = makePlan({ ...WINDOW, cities: 'new-delhi' });
  for (const d of dirs) await build({ plan, outDir: d.dir, nowMs: BUILT_AT, threads: 0 });
  reader = await openShardReader(dirs[0].dir);
  const cityDirectory = loadCityDirectory();
  const env = { RATE_LIMIT_SCALE: '1000' };
  cached = await startHarness({
    routes: horoscopeRoutes({ rashifal: rashifalShardSource(reader) }),
    cityDirectory,
    env,
  });
  live = await startHarness({ routes: horoscopeRoutes(), cityDirectory, env });
  cachedKey = await cached.signup('free');
  liveKey = await live.signup('free');
});

test.after(async () => {
  reader.close();
  await cached.close();
  await live.close();
  for (const d of dirs) d.remove();
});

test('one rashifal shard per year of the window, byte-identical across two builds', () => {
  const [a, b] = dirs.map((d) => JSON.parse(fileBytes(d.dir, 'manifest.json').toString()));
  const shards = (m: any) => m.shards.filter((s: any) => s.kind === 'rashifal');
  assert.equal(
    shards(a).map((s: any) => s.key),
    ['rashifal/2025', 'rashifal/2026'],
  );
  assert.equal(shards(a), shards(b));
  for (const s of shards(a)) assert.ok(fileBytes(dirs[0].dir, s.path).equals(fileBytes(dirs[1].dir, s.path)), s.path);
});

test('every stored reading equals the live one: 12 signs x 3 periods x every prose language, anchors across the year boundary', () => {
  let compared = 0;
  for (const date of ['2025-12-24', '2025-12-29', '2025-12-31', '2026-01-01', '2026-01-04', '2026-01-06'])
    for (const period of RASHIFAL_PERIODS)
      for (const lang of PROSE_LANGS)
        for (let sign = 1; sign <= 12; sign++) {
          const stored = reader.getRashifal(sign, period, lang, date);
          assert.ok(stored, `${sign} ${period} ${lang} ${date} is stored`);
          assert.equal(stored, rashifal(sign, period, date, lang), `${sign} ${period} ${lang} ${date}`);
          compared++;
        }
  assert.is(compared, 6 * 3 * PROSE_LANGS.length * 12);
});

test('outside the window nothing is stored', () => {
  assert.is(reader.getRashifal(1, 'daily', 'en', '2025-12-23'), null);
  assert.is(reader.getRashifal(1, 'daily', 'en', '2026-01-07'), null);
  assert.is(reader.getRashifal(1, 'monthly', 'en', '2024-12-10'), null);
});

test('the route answers from the shard (cache) inside the window and live outside, with the same data', async () => {
  for (const path of [
    '/v1/rashifal/mesha/daily?date=2025-12-31',
    '/v1/rashifal/meena/weekly?date=2026-01-02&lang=hi',
    '/v1/horoscope/rashifal/simha/monthly?date=2026-01-05',
  ]) {
    const a = await cached.call('GET', path, { key: cachedKey });
    const b = await live.call('GET', path, { key: liveKey });
    assert.is(a.status, 200, path);
    assert.is(a.headers.get('x-data-source'), 'cache', path);
    assert.is(a.json.meta.data_source, 'cache', path);
    assert.ok(a.json.meta.cache_age_seconds > 0, 'counted from the manifest build');
    assert.is(b.headers.get('x-data-source'), 'live', path);
    assert.equal(a.json.data, b.json.data, path);
  }
  const outside = await cached.call('GET', '/v1/rashifal/mesha/daily?date=2027-03-01', { key: cachedKey });
  assert.is(outside.headers.get('x-data-source'), 'live');
  assert.is(outside.json.meta.data_source, 'live');
  assert.is(outside.json.meta.cache_age_seconds, 0);
  const sign = RASHIS[0].key;
  const bad = await cached.call('GET', `/v1/rashifal/${sign}/daily?date=2025-13-01`, { key: cachedKey });
  assert.is(bad.json.error, 'invalid_date');
});

test.run();
