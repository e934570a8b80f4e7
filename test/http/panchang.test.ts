// Black-box: the panchang routes of seed 002 behind the real gateway: plan gates, date windows, every error code
// that applies, headers, monthly/yearly wrappers, the demo, the accuracy manifest, and a junk sweep with no 500s.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { rng } from '../support/rng.ts';
import { expectError, startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
const keys: Record<string, string> = {};
test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const { routes } = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({ routes, cityDirectory: loadCityDirectory(), env: { RATE_LIMIT_SCALE: '100' } });
  clockRef.now = () => h.clock.now();
  for (const plan of ['free', 'amethyst', 'sapphire', 'emerald']) keys[plan] = await h.signup(plan);
});
test.after(async () => h.close());

const TODAY = new Date(T0).toISOString().slice(0, 10); // 2026-03-10
const daily = (body: unknown, key: string | null = keys.emerald, path = '/v1/panchang/daily') =>
  h.call('POST', path, { key, body });

test('daily on a paid plan: the full result, headers and top-level profile/features', async () => {
  const r = await daily({ date: '2026-06-01', city_id: 'new-delhi' });
  assert.is(r.status, 200, r.text);
  assert.is(r.headers.get('x-quota-cost'), '1');
  assert.is(r.headers.get('x-data-source'), 'live');
  assert.match(r.headers.get('cache-control') ?? '', /private/);
  assert.ok(r.headers.get('x-request-id'));
  assert.is(r.json.profile, 'emerald');
  assert.is(r.json.features.muhurat, true);
  assert.is(r.json.meta.resolved_timezone, 'Asia/Kolkata');
  assert.is(r.json.meta.data_source, 'live');
  assert.is(r.json.data.adhik, true, '2026-06-01 falls in adhik Jyeshtha');
  assert.is(r.json.data.metadata.resolved_via, 'exact_match');
  assert.is(r.json.data.metadata.region_variant, 'north_india');
  assert.ok(r.json.data.muhurat.rahu_kaal.start);
});

test('calculation_profile chooses the conventions; the answer declares them, the top-level profile stays the plan', async () => {
  const plain = await daily({ date: '2026-06-02', city_id: 'new-delhi' });
  const drik = await daily({ date: '2026-06-02', city_id: 'new-delhi', calculation_profile: 'drik' });
  assert.is(drik.status, 200, drik.text);
  assert.equal(
    [plain.json.data.metadata.conventions.profile, drik.json.data.metadata.conventions.profile],
    ['swiss_ephemeris', 'drik'],
  );
  assert.equal([drik.json.profile, drik.json.meta.data_source], ['emerald', 'live']);
  assert.is.not(
    drik.json.data.metadata.conventions.delta_t_source,
    plain.json.data.metadata.conventions.delta_t_source,
  );
  assert.is.not(
    drik.json.data.tithi[0].end,
    plain.json.data.tithi[0].end,
    'the drik conventions were applied, not only declared',
  );
  const explicit = await daily({ date: '2026-06-02', city_id: 'new-delhi', calculation_profile: 'swiss_ephemeris' });
  assert.equal(explicit.json.data.tithi, plain.json.data.tithi);
  const byQuery = await h.call('POST', '/v1/panchang/daily?calculation_profile=drik', {
    key: keys.emerald,
    body: { date: '2026-06-02', city_id: 'new-delhi' },
  });
  assert.equal(byQuery.json.data.metadata.conventions, drik.json.data.metadata.conventions);
  await expectError(
    'unknown profile',
    daily({ date: '2026-06-02', city_id: 'new-delhi', calculation_profile: 'lahiri' }),
    400,
    'invalid_parameter',
  );
  const month = await h.call('POST', '/v1/panchang/monthly', {
    key: keys.emerald,
    body: { year: 2026, month: 2, city_id: 'chennai', calculation_profile: 'drik' },
  });
  assert.is(month.status, 200, month.text);
  assert.ok(month.json.data.days.every((d: any) => d.metadata.conventions.profile === 'drik'));
});

test('free plan: city_id only, today-3..today+7, no muhurat timings and no festivals', async () => {
  const r = await daily({ date: TODAY, city_id: 'mumbai' }, keys.free);
  assert.is(r.status, 200, r.text);
  assert.equal(r.json.data.muhurat.rahu_kaal, { start: null, end: null });
  assert.equal(r.json.data.festivals, { total: 0, data: [] });
  assert.is(r.json.features.muhurat, false);
  assert.is(r.json.data.choghadiya.day.length, 8);
  const plus7 = new Date(T0 + 7 * 86_400_000).toISOString().slice(0, 10);
  assert.is((await daily({ date: plus7, city_id: 'mumbai' }, keys.free)).status, 200);
  await expectError(
    'free +8',
    daily({ date: new Date(T0 + 8 * 86_400_000).toISOString().slice(0, 10), city_id: 'mumbai' }, keys.free),
    403,
    'free_demo_date_window_exceeded',
  );
  await expectError(
    'free -4',
    daily({ date: new Date(T0 - 4 * 86_400_000).toISOString().slice(0, 10), city_id: 'mumbai' }, keys.free),
    403,
    'free_demo_date_window_exceeded',
  );
  await expectError(
    'free coordinates',
    daily({ date: TODAY, lat: 19.07, lon: 72.88 }, keys.free),
    403,
    'coordinate_access_restricted',
  );
  const faith = await daily({ date: TODAY, city_id: 'mumbai', faith_filter: 'sikh' }, keys.free);
  assert.ok(faith.json.dev_notes.some((n: { code: string }) => n.code === 'faith_filter_ignored'));
});

test('error codes of seed 002 for bad input', async () => {
  await expectError('no key', daily({ date: TODAY, city_id: 'new-delhi' }, null), 401, 'missing_api_key');
  await expectError(
    'bad key',
    daily({ date: TODAY, city_id: 'new-delhi' }, 'key_0000000000000000.nope'),
    401,
    'invalid_api_key',
  );
  await expectError(
    'out of window',
    daily({ date: '2031-02-01', city_id: 'new-delhi' }),
    403,
    'public_date_window_exceeded',
  );
  await expectError(
    'before window',
    daily({ date: '2024-12-31', city_id: 'new-delhi' }),
    403,
    'public_date_window_exceeded',
  );
  await expectError('month 13', daily({ date: '2025-13-01', city_id: 'new-delhi' }), 400, 'invalid_date');
  await expectError('29 Feb 2025', daily({ date: '2025-02-29', city_id: 'new-delhi' }), 400, 'invalid_date');
  await expectError('date as number', daily({ date: 20250101, city_id: 'new-delhi' }), 400, 'invalid_date');
  await expectError('missing date', daily({ city_id: 'new-delhi' }), 400, 'missing_parameter');
  await expectError('missing location', daily({ date: '2025-05-01' }), 400, 'missing_location');
  await expectError('lat without lon', daily({ date: '2025-05-01', lat: 12 }), 400, 'missing_location');
  await expectError('unknown city', daily({ date: '2025-05-01', city_id: 'atlantis' }), 400, 'invalid_parameter');
  await expectError(
    'abbreviated zone',
    daily({ date: '2025-05-01', city_id: 'new-delhi', timezone: 'IST' }),
    400,
    'invalid_parameter',
  );
  await expectError(
    'bad faith',
    daily({ date: '2025-05-01', city_id: 'new-delhi', faith_filter: 'pastafarian' }),
    400,
    'invalid_parameter',
  );
  await expectError('malformed json', daily('{"date": '), 400, 'invalid_json');
  await expectError(
    'wrong method',
    h.call('GET', '/v1/panchang/daily', { key: keys.emerald }),
    405,
    'method_not_allowed',
  );
});

test('muhurat layers (issue #30): with birth_nakshatra/birth_rashi the personal layers; out of range is invalid_parameter', async () => {
  const r = await daily({ date: '2026-06-01', city_id: 'new-delhi', birth_nakshatra: 8, birth_rashi: 4 });
  assert.is(r.status, 200, r.text);
  const layers = r.json.data.muhurat_layers;
  assert.is(layers.hora.length, 24);
  assert.ok(layers.tarabalam.length >= 1 && layers.chandrabalam.length >= 1);
  const free = await daily({ date: TODAY, city_id: 'new-delhi' }, keys.free);
  assert.is(free.json.data.muhurat_layers, null);
  for (const bad of [{ birth_nakshatra: 28 }, { birth_rashi: 0 }, { birth_nakshatra: 'x' }])
    await expectError(
      JSON.stringify(bad),
      daily({ date: '2026-06-01', city_id: 'new-delhi', ...bad }),
      400,
      'invalid_parameter',
    );
});

test('muhurat layers from birth details: the same personal layers as the star and sign the horoscope engine resolves', async () => {
  const birth = { date: '1990-01-15', time: '10:30', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
  const r = await daily({ date: '2026-06-01', city_id: 'new-delhi', birth });
  assert.is(r.status, 200, r.text);
  const layers = r.json.data.muhurat_layers;
  // the Moon at 1990-01-15 05:00 UTC is at 140.1° sidereal (four days after the 11 January full moon): Purva Phalguni, Simha
  const given = await daily({ date: '2026-06-01', city_id: 'new-delhi', birth_nakshatra: 11, birth_rashi: 5 });
  assert.equal(layers.tarabalam, given.json.data.muhurat_layers.tarabalam);
  assert.equal(layers.chandrabalam, given.json.data.muhurat_layers.chandrabalam);
  const other = await daily({ date: '2026-06-01', city_id: 'new-delhi', birth_nakshatra: 12, birth_rashi: 6 });
  assert.not.equal(layers.tarabalam, other.json.data.muhurat_layers.tarabalam);
  const on = (b: Record<string, unknown>) => daily({ date: '2026-06-01', city_id: 'new-delhi', birth: b });
  await expectError('time', on({ ...birth, time: '7pm' }), 400, 'invalid_birth_data');
  await expectError('zone', on({ ...birth, tz: 'Mars/Base' }), 400, 'invalid_timezone');
  await expectError(
    'both',
    daily({ date: '2026-06-01', city_id: 'new-delhi', birth, birth_rashi: 3 }),
    400,
    'invalid_birth_data',
  );
});

test("coordinates (amethyst and up) take the nearest city's zone, or the override", async () => {
  const r = await daily({ date: '2025-05-01', lat: 13.08, lon: 80.27 }, keys.amethyst);
  assert.is(r.status, 200, r.text);
  assert.is(r.json.data.metadata.resolved_via, 'coordinate');
  assert.is(r.json.data.timezone, 'Asia/Kolkata');
  assert.ok(r.json.dev_notes.some((n: { code: string }) => n.code === 'coordinate_zone'));
  const utc = await daily({ date: '2025-05-01', city_id: 'london', timezone: 'UTC' });
  assert.is(utc.json.data.timezone, 'UTC');
  assert.is(utc.json.data.utc_offset, '+00:00');
});

test('hindi display names, english keys', async () => {
  const r = await h.call('POST', '/v1/panchang/daily?lang=hi', {
    key: keys.emerald,
    body: { date: '2026-05-20', city_id: 'new-delhi' },
  });
  assert.match(JSON.stringify(r.json.data.tithi), /[\u0900-\u097F]/);
  assert.is(r.json.data.paksha === 'Shukla' || r.json.data.paksha === 'Krishna', true);
  assert.ok(['Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char'].includes(r.json.data.choghadiya.day[0].type));
});

test('monthly: amethyst and up, full days; month outside 1-12 is invalid_parameter', async () => {
  await expectError(
    'free monthly',
    h.call('POST', '/v1/panchang/monthly', { key: keys.free, body: { year: 2026, month: 1, city_id: 'new-delhi' } }),
    403,
    'plan_required',
  );
  const r = await h.call('POST', '/v1/panchang/monthly', {
    key: keys.amethyst,
    body: { year: 2026, month: 2, city_id: 'chennai' },
  });
  assert.is(r.status, 200, r.text);
  assert.is(r.json.data.days.length, 28);
  assert.is(r.json.data.days[27].date, '2026-02-28');
  await expectError(
    'month 13',
    h.call('POST', '/v1/panchang/monthly', { key: keys.amethyst, body: { year: 2026, month: 13, city_id: 'chennai' } }),
    400,
    'invalid_parameter',
  );
  await expectError(
    'monthly out of window',
    h.call('POST', '/v1/panchang/monthly', { key: keys.amethyst, body: { year: 2031, month: 1, city_id: 'chennai' } }),
    403,
    'public_date_window_exceeded',
  );
});

test('yearly: sapphire and up, 12 units, 365/366 days, query wins over body', async () => {
  await expectError(
    'amethyst yearly',
    h.call('POST', '/v1/panchang/yearly', { key: keys.amethyst, body: { year: 2026, city_id: 'mumbai' } }),
    403,
    'plan_required',
  );
  const r = await h.call('POST', '/v1/panchang/yearly', {
    key: keys.sapphire,
    body: { year: 2028, city_id: 'mumbai' },
  });
  assert.is(r.status, 200, r.text);
  assert.is(r.headers.get('x-quota-cost'), '12');
  assert.is(
    r.json.data.months.reduce((a: number, m: { days: unknown[] }) => a + m.days.length, 0),
    366,
  );
  assert.is(r.json.data.months[1].month_name, 'February');
  const day = await daily({ date: '2028-02-29', city_id: 'mumbai' }, keys.sapphire);
  assert.equal(r.json.data.months[1].days[28], day.json.data, 'a day inside the yearly body is the daily answer');
  const q = await h.call('POST', '/v1/panchang/yearly?year=2027&calculation_profile=drik', {
    key: keys.sapphire,
    body: { year: 2028, city_id: 'mumbai', calculation_profile: 'swiss_ephemeris' },
  });
  assert.is(q.json.data.year, 2027);
  assert.is(
    q.json.data.months.reduce((a: number, m: { days: unknown[] }) => a + m.days.length, 0),
    365,
  );
  assert.ok(
    q.json.data.months.every((m: any) => m.days.every((d: any) => d.metadata.conventions.profile === 'drik')),
    "the query's profile in every day",
  );
});

test('demo today: no key, New Delhi, cached', async () => {
  const r = await h.call('GET', '/v1/demo/today');
  assert.is(r.status, 200, r.text);
  assert.is(r.json.data.city_id, 'new-delhi');
  assert.is(r.json.profile, 'demo');
  assert.match(r.headers.get('cache-control') ?? '', /public/);
  h.clock.advance(5_000);
  const again = await h.call('GET', '/v1/demo/today');
  assert.is(again.json.meta.data_source, 'cache');
  assert.is(again.json.meta.cache_age_seconds, 5);
});

test('accuracy manifest: hash over the body, a raw copy and a viewer', async () => {
  const r = await h.call('GET', '/v1/accuracy/manifest');
  assert.is(r.status, 200, r.text);
  const { hash, ...body } = r.json.data;
  assert.is(
    hash,
    `sha256:${createHash('sha256')
      .update(JSON.stringify(body, null, 2))
      .digest('hex')}`,
  );
  for (const k of ['sun_moon', 'tithi_etc', 'muhurat', 'festivals']) assert.type(body.sections[k].tested, 'number');
  assert.ok(body.sections.sun_moon.tested > 1000);
  const raw = await h.call('GET', '/accuracy-manifest.sig');
  assert.equal(raw.json, r.json.data);
  const page = await h.call('GET', '/accuracy-manifest');
  assert.match(page.text, /<html/);
});

test('1,000 malformed bodies per panchang route: zero 500s, every answer a seed code', async () => {
  const r = rng(32);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const values = [
    null,
    0,
    -1,
    1e308,
    'x',
    '',
    '2025-02-30',
    '2025-1-1',
    '9999-12-31',
    [],
    {},
    true,
    'new-delhi',
    '../../etc/passwd',
    'Asia/Kolkata',
    'IST',
    91,
    -181,
    2026,
    13,
  ];
  const fields = ['date', 'city_id', 'lat', 'lon', 'faith_filter', 'timezone', 'year', 'month', 'lang'];
  const seen = new Set<string>();
  for (const path of ['/v1/panchang/daily', '/v1/panchang/monthly', '/v1/panchang/yearly']) {
    for (let i = 0; i < 1000; i++) {
      const body: Record<string, unknown> = {};
      for (const f of fields) if (r() < 0.5) body[f] = pick(values);
      const res = await h.call('POST', path, {
        key: keys.emerald,
        body: r() < 0.05 ? pick(['{', '[]', 'null', '"x"']) : body,
      });
      assert.ok(res.status < 500, `${path} ${JSON.stringify(body)} -> ${res.status} ${res.text.slice(0, 200)}`);
      if (res.status >= 400) seen.add(res.json.error);
    }
  }
  const allowed = new Set([
    'invalid_date',
    'missing_parameter',
    'invalid_parameter',
    'missing_location',
    'invalid_json',
    'public_date_window_exceeded',
    'date_limit_exceeded',
    'coverage_daily_limit_exceeded',
    // issue #28: a field the route does not know (daily sent `year`) is refused rather than ignored
    'unknown_field',
  ]);
  for (const code of seen) assert.ok(allowed.has(code), `unexpected code ${code}`);
});

test('pipelined requests on one connection are answered in order, an error between two batched answers included', async () => {
  const { hostname, port } = new URL(h.base);
  const request = (body: string) =>
    `POST /v1/panchang/daily HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nx-api-key: ${keys.emerald}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const bodies = [
    JSON.stringify({ date: '2026-03-10', city_id: 'delhi' }),
    '{"date":',
    JSON.stringify({ date: '2026-03-11', city_id: 'delhi' }),
  ];
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bodies.map(request).join('')));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const last = text.split(/(?=HTTP\/1\.1 \d{3} )/);
      const [head, body] = last.length === 3 ? last[2]!.split('\r\n\r\n') : [];
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? NaN);
      if (body !== undefined && Buffer.byteLength(body) === length) {
        socket.end();
        resolve(text);
      }
    });
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`incomplete: ${text.slice(0, 200)}`));
    }, 10_000).unref();
  });
  const answers = raw.split(/(?=HTTP\/1\.1 \d{3} )/).map((a) => {
    const [head, body] = a.split('\r\n\r\n');
    const json = JSON.parse(body!);
    return [head!.slice(9, 12), json.data?.date ?? json.error];
  });
  assert.equal(answers, [
    ['200', '2026-03-10'],
    ['400', 'invalid_json'],
    ['200', '2026-03-11'],
  ]);
});

test.run();
