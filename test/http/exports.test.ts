// Black-box: bulk exports behind the real gateway on real shards (New Delhi and Mumbai, 2026). The rows equal the daily
// answers for the same days (a sample and every festival day), the body's sha256 matches its trailers and the
// companion checksum (no quota; metered for coverage when it must render), and the coverage meter, the city-year cap
// and the plan gate bind.
import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'csv-parse/sync';
import { manifestReader } from '../../api/exports/dataset.ts';
import { exportRow, EXPORT_COLUMNS } from '../../api/exports/rows.ts';
import { EXPORT_COST, exportRoutes } from '../../api/exports/routes.ts';
import type { CoverageKind } from '../../api/counters/persistence.ts';
import { PANCHANG_LIMITS } from '../../api/panchang/limits.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { shardSource } from '../../api/panchang/shard-source.ts';
import { isoUtcDate } from '../../api/gateway/clock.ts';
import { build } from '../../pipeline/build.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { openShardReader, type ShardReader } from '../../pipeline/shard-reader.ts';
import { tempDir } from '../pipeline/support.ts';
import { expectError, startHarness, T0, type Harness } from './harness.ts';

const shards = tempDir('exports');
let reader: ShardReader;
let h: Harness;
const keys: Record<string, string> = {};

test.before(async () => {
  const plan = makePlan({ from: '2026-01-01', to: '2026-12-31', cities: 'new-delhi,mumbai', blockSize: 2 });
  await build({ plan, outDir: shards.dir, nowMs: T0, threads: 0 });
  reader = await openShardReader(shards.dir);
  const panchang = panchangRoutes({ shardsDir: shards.dir, source: shardSource(reader), nowMs: () => T0 });
  const exports = exportRoutes({ service: panchang.service, manifest: manifestReader(shards.dir) });
  h = await startHarness({
    routes: [...panchang.routes, ...exports],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '100' },
  });
  for (const p of ['free', 'sapphire', 'emerald']) keys[p] = await h.signup(p);
});
test.after(async () => {
  await h?.close();
  reader?.close();
  shards.remove();
});

interface Download {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  trailers: Record<string, string | undefined>;
  body: Buffer;
}

/** A GET read to its end with node:http, which (unlike fetch) hands over the trailers. */
function download(path: string, key: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    get(`${h.base}${path}`, { headers: { 'x-api-key': key } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, trailers: res.trailers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const usedCalls = async (key: string) =>
  (await h.call('GET', '/v1/usage?product=panchang', { key })).json.data.calls_used as number;

/** A daily export row as CSV writes it: lists joined with '|', booleans as words, null as an empty cell. */
const asCsv = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Array.isArray(v) ? v.join('|') : v === null ? '' : String(v)]),
  );

test('an export streams the city-year; its rows are the daily answers of the same days; sha256 verifies', async () => {
  const before = await usedCalls(keys.emerald);
  const csv = await download('/v1/panchang/export?city_id=new-delhi&year=2026&format=csv', keys.emerald);
  assert.is(csv.status, 200, csv.body.toString().slice(0, 300));
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  assert.is(csv.headers['content-disposition'], 'attachment; filename="panchang-new-delhi-2026.csv"');
  assert.is(csv.headers['x-quota-cost'], '12');
  assert.is(csv.headers['x-data-source'], 'cache');
  const hex = sha256(csv.body);
  assert.is(csv.trailers['x-content-sha256'], hex, 'trailer = sha256 of the body');
  assert.is(csv.trailers['content-digest'], `sha-256=:${Buffer.from(hex, 'hex').toString('base64')}:`);

  const rows: Record<string, string>[] = parse(csv.body, { columns: true });
  assert.equal(Object.keys(rows[0]), [...EXPORT_COLUMNS]);
  assert.is(rows.length, 365);
  assert.is(rows[0].date, '2026-01-01');
  assert.is(rows[364].date, '2026-12-31');
  const festivalDays = rows.filter((r) => r.festival_ids !== '');
  const sample = rows.filter((_, i) => i % 15 === 7);
  assert.ok(festivalDays.length > 50, `${festivalDays.length} festival days`);
  assert.ok(sample.length >= 20);
  const checked = new Set([...sample, ...festivalDays]);
  for (const row of checked) {
    const daily = await h.call('POST', '/v1/panchang/daily', {
      key: keys.emerald,
      body: { date: row.date, city_id: 'new-delhi' },
    });
    assert.is(daily.status, 200, daily.text);
    const d = daily.json.data;
    assert.equal(row, asCsv(exportRow(d)), row.date);
    // the columns that matter most, read from the daily answer directly
    assert.equal(
      [row.sunrise, row.tithi_name, row.nakshatra_end, row.festival_ids],
      [d.sun.rise, d.tithi[0].name, d.nakshatra[0].end, d.festivals.data.map((f: { id: string }) => f.id).join('|')],
    );
  }
  assert.is(await usedCalls(keys.emerald), before + 12 + checked.size, 'the export cost 12 units, each daily 1');

  const companion = await h.call('GET', '/v1/panchang/export.sha256?city_id=new-delhi&year=2026&format=csv', {
    key: keys.emerald,
  });
  assert.is(companion.status, 200, companion.text);
  assert.is(companion.text, `${hex}  panchang-new-delhi-2026.csv\n`, 'a sha256sum -c line');
  assert.is(companion.headers.get('x-quota-cost'), '0');

  const jsonl = await download('/v1/panchang/export?city_id=new-delhi&year=2026&format=jsonl', keys.emerald);
  assert.is(jsonl.status, 200);
  const objects = jsonl.body
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(objects.map(asCsv), rows, 'JSON Lines carry the same rows');
  assert.is(jsonl.trailers['x-content-sha256'], sha256(jsonl.body));
});

test('the companion checksum of a never-downloaded export charges nothing and matches the download', async () => {
  const key = await h.signup('emerald');
  const path = 'city_id=mumbai&year=2026&format=jsonl&lang=hi';
  const companion = await h.call('GET', `/v1/panchang/export.sha256?${path}`, { key });
  assert.is(companion.status, 200, companion.text);
  assert.is(await usedCalls(key), 0, 'no quota');
  const [hex, name] = companion.text.trim().split(/ {2}/);
  assert.is(name, 'panchang-mumbai-2026-hi.jsonl');
  const file = await download(`/v1/panchang/export?${path}`, key);
  assert.is(sha256(file.body), hex);
  assert.match(file.body.toString('utf8'), /"tithi_name":"[\u0900-\u097F]/, 'names in Hindi');
  const live = await download('/v1/panchang/export?city_id=pune&year=2026&format=jsonl', key);
  assert.is(live.status, 200);
  assert.is(live.headers['x-data-source'], 'live', 'a city the shards lack is computed by the engine');
  assert.is(live.body.toString('utf8').trimEnd().split('\n').length, 365);
});

test('an export in Tamil names its tithis, nakshatras and festivals in Tamil, from the shards (issue 29)', async () => {
  const key = await h.signup('emerald');
  const file = await download('/v1/panchang/export?city_id=new-delhi&year=2026&format=jsonl&lang=ta', key);
  assert.is(file.status, 200);
  assert.is(file.headers['x-data-source'], 'cache');
  const rows = file.body
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.is(rows.length, 365);
  for (const row of rows)
    for (const name of [row.tithi_name, row.nakshatra_name, row.yoga_name, row.karana_name, ...row.festival_names])
      assert.match(name, /^[\p{Script=Tamil} ()\-.:]+$/u, `${row.date}: ${name}`);
});

test('plan gate, window and bad input: seed 002 codes', async () => {
  const q = '?city_id=new-delhi&year=2026';
  for (const plan of ['free', 'sapphire'] as const) {
    await expectError(plan, h.call('GET', `/v1/panchang/export${q}`, { key: keys[plan] }), 403, 'plan_required');
    await expectError(plan, h.call('GET', `/v1/panchang/export.sha256${q}`, { key: keys[plan] }), 403, 'plan_required');
  }
  await expectError('no key', h.call('GET', `/v1/panchang/export${q}`), 401, 'missing_api_key');
  const outside = await h.call('GET', '/v1/panchang/export?city_id=new-delhi&year=2027', { key: keys.emerald });
  await expectError('year outside the shards', Promise.resolve(outside), 400, 'invalid_parameter');
  assert.match(outside.json.message, /2026\.\.2026/);
  for (const bad of ['year=2026', 'city_id=new-delhi', 'city_id=nowhere&year=2026', 'city_id=x&year=26&format=xls'])
    assert.is((await h.call('GET', `/v1/panchang/export?${bad}`, { key: keys.emerald })).status, 400, bad);
  await expectError(
    'missing year',
    h.call('GET', '/v1/panchang/export?city_id=new-delhi', { key: keys.emerald }),
    400,
    'missing_parameter',
  );
});

/** The account behind a key (`<key_id>.<secret>`). */
const accountOf = async (key: string) => (await h.gateway.services.store.keys.get(key.split('.')[0]))!.accountId;

/**
 * Records coverage an account already used, in the store the counters load it from. In slices with a turn of the
 * event loop between them: the gateway and this client share the loop, and one long write would leave the client's
 * kept-alive socket to a server timer that fires late.
 */
async function seedCoverage(accountId: string, kind: CoverageKind, period: string, members: readonly string[]) {
  for (let i = 0; i < members.length; i += 4_000) {
    const slice = members.slice(i, i + 4_000).map((member) => ({ accountId, kind, period, member }));
    await h.gateway.services.store.saveCoverage(slice);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

test("an export over the coverage meter's remaining budget, or past the city-year cap, answers 429", async () => {
  const key = await h.signup('emerald');
  const accountId = await accountOf(key);
  const day = isoUtcDate(h.clock.now());
  // this account already looked up all but 300 of its daily location-dates: a year (365) does not fit
  const room = 300;
  const taken = Array.from(
    { length: PANCHANG_LIMITS.emerald.coverageDaily - room },
    (_, i) => `elsewhere-${i % 97}|${isoUtcDate(Date.UTC(2025, 0, 1) + Math.floor(i / 97) * 86_400_000)}`,
  );
  await seedCoverage(accountId, 'loc_date_day', day, taken);
  const before = await usedCalls(key);
  await expectError(
    'coverage',
    h.call('GET', '/v1/panchang/export?city_id=new-delhi&year=2026', { key }),
    429,
    'coverage_daily_limit_exceeded',
  );
  assert.is(await usedCalls(key), before, 'a refused export is not charged');

  const capped = await h.signup('emerald');
  const cappedId = await accountOf(capped);
  const month = day.slice(0, 7);
  const cityYears = Array.from(
    { length: PANCHANG_LIMITS.emerald.cityYearsMonthly - 1 },
    (_, i) => `elsewhere-${i}|2026`,
  );
  await seedCoverage(cappedId, 'city_year_month', month, cityYears);
  const last = await download('/v1/panchang/export?city_id=new-delhi&year=2026', capped);
  assert.is(last.status, 200, 'the 600th city-year fits');
  await expectError(
    'city-year cap',
    h.call('GET', '/v1/panchang/export?city_id=mumbai&year=2026', { key: capped }),
    429,
    'city_year_cap_exceeded',
  );
  // issue #28: the free companion renders a city-year when its digest is not known, so it is metered like the export
  const digest = (q: string) => h.call('GET', `/v1/panchang/export.sha256?${q}`, { key: capped });
  assert.is((await digest('city_id=new-delhi&year=2026')).status, 200, 'known: the download computed it');
  assert.is((await digest('city_id=new-delhi&year=2026&lang=hi')).status, 200, 'rendered, but a covered city-year');
  await expectError('an unknown digest past the cap', digest('city_id=pune&year=2026'), 429, 'city_year_cap_exceeded');
  assert.is(await usedCalls(capped), EXPORT_COST, 'digests cost no quota');
});

test('GET /v1/datasets lists the window, manifest hash, cities, layers and formats', async () => {
  const r = await h.call('GET', '/v1/datasets', { key: keys.free });
  assert.is(r.status, 200, r.text);
  const [set] = r.json.data.datasets;
  assert.equal(set.window, { first_year: 2026, last_year: 2026 });
  assert.is(set.manifest_hash, reader.manifest!.hash);
  assert.is(set.cities.in_shards, 2);
  assert.ok(set.cities.exportable > 5000);
  assert.equal(set.formats, ['csv', 'jsonl']);
  assert.equal(set.languages, ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'bn', 'mr', 'gu', 'or', 'ne']);
  assert.equal(set.layers, ['core', 'all', 'regional', 'eclipse']);
  assert.is(r.headers.get('x-quota-cost'), '0');
});

test('the OpenAPI document describes the three routes, the export with its media types', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  const download = doc.paths['/v1/panchang/export'].get;
  assert.equal(Object.keys(download.responses['200'].content), ['text/csv', 'application/jsonl']);
  assert.equal(
    download.parameters.map((p: { name: string }) => p.name),
    ['city_id', 'year', 'format', 'lang', 'time_format'], // time_format: every route's (issue #28)
  );
  assert.is(download['x-min-plan'], 'emerald');
  assert.ok(doc.paths['/v1/panchang/export.sha256'].get);
  assert.ok(doc.paths['/v1/datasets'].get.responses['200'].content['application/json']);
});

test.run();
