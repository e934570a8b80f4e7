// Black-box: the middleware chain's visible behaviour: request ids, the error envelope and product
// codes, 404/405, invalid JSON, Cache-Control, versioning with fake deprecated and sunset versions,
// the deprecated api_key query parameter, health, status and cities.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../../api/gateway/clock.ts';
import type { VersionTable } from '../../api/gateway/versions.ts';
import { allFakes } from './fake-products.ts';
import { startHarness, T0, type Harness } from './harness.ts';
import { captureLog } from '../support/log-capture.ts';

// v0 is deprecated (sunset in a year), v9 has been sunset; both name v1 as successor.
const VERSIONS: VersionTable = {
  v0: {
    deprecatedAt: new Date(T0 - DAY_MS).toISOString(),
    sunsetAt: new Date(T0 + 400 * DAY_MS).toISOString(),
    successor: 'v1',
    migrationGuide: 'https://docs.example.com/migrate',
  },
  v1: {},
  v9: { deprecatedAt: '2020-01-01T00:00:00Z', sunsetAt: '2021-06-01T00:00:00Z', successor: 'v1' },
};

let h: Harness;
let admin: string;
const log = captureLog('error');

test.before(async () => {
  const fakeV0 = allFakes
    .filter((r) => r.path === '/v1/panchang/monthly')
    .map((r) => ({ ...r, path: '/v0/panchang/monthly' }));
  h = await startHarness({
    routes: [...allFakes, ...fakeV0],
    versions: VERSIONS,
    logger: log.logger,
  });
  admin = await h.signup('emerald');
});
test.after(async () => h.close());

const isEnvelope = (json: any) =>
  typeof json?.error === 'string' && typeof json.message === 'string' && typeof json.docs_url === 'string';

test('every answer carries an X-Request-ID; a sane caller id is echoed, a hostile one replaced', async () => {
  const a = await h.call('GET', '/health');
  const b = await h.call('GET', '/health');
  assert.ok(a.headers.get('x-request-id'));
  assert.is.not(a.headers.get('x-request-id'), b.headers.get('x-request-id'));
  const mine = await h.call('GET', '/v1/nothing', { headers: { 'x-request-id': 'trace-1234-abcd' } });
  assert.is(mine.headers.get('x-request-id'), 'trace-1234-abcd');
  const hostile = await h.call('GET', '/health', { headers: { 'x-request-id': 'has spaces and <tags>' } });
  assert.match(hostile.headers.get('x-request-id')!, /^req_/);
});

test('unknown path: 404 not_found; unknown version: 404 unsupported_version', async () => {
  const r = await h.call('GET', '/v1/nothing');
  assert.is(r.status, 404);
  assert.is(r.json.error, 'not_found');
  assert.ok(isEnvelope(r.json));
  assert.is(r.json.docs_url, `${h.gateway.services.config.docsBaseUrl}/errors#not_found`);
  const v = await h.call('POST', '/v7/panchang/daily', { key: admin, body: {} });
  assert.is(v.status, 404);
  assert.is(v.json.error, 'unsupported_version');
});

test('wrong method: 405 method_not_allowed with Allow, for every product', async () => {
  for (const [method, path, allow] of [
    ['GET', '/v1/panchang/daily', 'POST'],
    ['DELETE', '/v1/signup', 'POST'],
    ['POST', '/v1/usage', 'GET, HEAD'],
    ['PUT', '/v1/horoscope/kundli', 'POST'],
  ] as const) {
    const r = await h.call(method, path, { key: admin });
    assert.is(r.status, 405, path);
    assert.is(r.json.error, 'method_not_allowed');
    assert.is(r.headers.get('allow'), allow);
  }
  const opt = await h.call('OPTIONS', '/v1/signup');
  assert.is(opt.status, 204);
  assert.is(opt.headers.get('allow'), 'POST, OPTIONS');
});

test('error answers: HEAD gets the headers without the body; many in one turn each get their own', async () => {
  // error answers leave batched at the end of the event-loop turn (send.ts), like successful ones
  const get = await h.call('GET', '/v1/usage');
  const head = await h.call('HEAD', '/v1/usage');
  assert.is(get.status, 401);
  assert.is(head.status, 401);
  assert.is(head.text, '');
  assert.is(head.headers.get('content-length'), String(Buffer.byteLength(get.text)));
  assert.is(head.headers.get('content-type'), get.headers.get('content-type'));
  // answered in the same turns: each body parses, matches its Content-Length and carries its own request id
  const ids = Array.from({ length: 24 }, (_, i) => `batch-error-${String(i).padStart(3, '0')}`);
  const replies = await Promise.all(
    ids.map((id, i) =>
      i % 2
        ? h.call('POST', '/v1/panchang/daily', {
            key: admin,
            body: { date: '2026/01/01', city_id: 'delhi' },
            headers: { 'x-request-id': id },
          })
        : h.call('GET', '/v1/panchang/daily', { key: admin, headers: { 'x-request-id': id } }),
    ),
  );
  replies.forEach((r, i) => {
    assert.is(r.status, i % 2 ? 400 : 405, ids[i]);
    assert.is(r.headers.get('x-request-id'), ids[i]);
    assert.is(r.headers.get('content-length'), String(Buffer.byteLength(r.text)));
    assert.is(r.json.error, i % 2 ? 'invalid_date' : 'method_not_allowed');
  });
});

test("malformed JSON: each product's code", async () => {
  const topaz = await h.signup('topaz');
  const cases = [
    ['/v1/panchang/daily', admin, 'invalid_json'],
    ['/v1/kundli', topaz, 'invalid_json'],
    ['/v1/numerology/core', admin, 'invalid_request'],
    ['/v1/keys', admin, 'invalid_json'],
    ['/v1/signup', null, 'invalid_json'],
  ] as const;
  for (const [path, key, code] of cases) {
    const r = await h.call('POST', path, { key, body: '{"date": ' });
    assert.is(r.status, 400, path);
    assert.is(r.json.error, code, path);
  }
});

test("validation failures map to the product's codes, field by field", async () => {
  const daily = (body: unknown) => h.call('POST', '/v1/panchang/daily', { key: admin, body });
  assert.is((await daily({ city_id: 'delhi' })).json.error, 'missing_parameter');
  assert.is((await daily({ date: '2026/01/01', city_id: 'delhi' })).json.error, 'invalid_date');
  assert.is((await daily({ date: '2026-01-01' })).json.error, 'missing_location');
  const core = (body: unknown) => h.call('POST', '/v1/numerology/core', { key: admin, body });
  assert.is((await core({ date_of_birth: '1990-01-01', systems: ['pythagorean'] })).json.error, 'invalid_name');
  assert.is(
    (await core({ full_name: 'A B', date_of_birth: '1990-01-01', systems: ['kabbalah'] })).json.error,
    'invalid_system',
  );
  assert.is((await core('[1,2,3]')).json.error, 'invalid_request');
  const topaz = await h.signup('topaz');
  const bad = await h.call('GET', '/v1/horoscope/rashifal/leo/daily', { key: topaz });
  assert.is(bad.status, 400);
  assert.is(bad.json.error, 'invalid_sign');
  assert.equal(bad.json.details[0], { path: 'sign', message: bad.json.details[0].message });
});

test('an unexpected error is a 500 internal_error without stack or internal message; it is logged', async () => {
  const r = await h.call('GET', '/v1/test/boom');
  assert.is(r.status, 500);
  assert.equal(Object.keys(r.json).sort(), ['docs_url', 'error', 'message']);
  assert.is(r.json.error, 'internal_error');
  assert.not.match(r.text, /secret|srv|at \w|\.ts/);
  const line = log.lines.find((l) => l.err?.message?.includes('secret internal detail'));
  assert.ok(line, 'the failure is logged');
  assert.is(line!.level, 50, 'at error level');
  assert.is(line!.request_id, r.headers.get('x-request-id'));
  assert.match(line!.err.stack, /\n\s+at /, 'with its stack');
});

test("a ZodError thrown by a handler becomes the product's 400; response drift is a 500", async () => {
  const z = await h.call('GET', '/v1/test/zod');
  assert.is(z.status, 400);
  assert.is(z.json.error, 'invalid_request');
  const d = await h.call('GET', '/v1/test/drift');
  assert.is(d.status, 500);
  assert.is(d.json.error, 'internal_error');
});

test('authenticated answers are Cache-Control: private, errors included; public ones are not', async () => {
  const ok = await h.call('POST', '/v1/panchang/daily', { key: admin, body: { date: '2026-03-10', city_id: 'delhi' } });
  assert.is(ok.status, 200);
  assert.is(ok.headers.get('cache-control'), 'private');
  const bad = await h.call('POST', '/v1/panchang/daily', { key: admin, body: { city_id: 'delhi' } });
  assert.is(bad.headers.get('cache-control'), 'private');
  const cities = await h.call('GET', '/v1/cities?q=London');
  assert.not.match(cities.headers.get('cache-control') ?? '', /private/);
});

test('success headers and envelope: X-Quota-Cost, X-Data-Source, X-Cache-Age, product meta', async () => {
  const d = await h.call('POST', '/v1/panchang/daily', {
    key: admin,
    body: { date: '2026-03-10', city_id: 'delhi', source: 'cache' },
  });
  assert.is(d.headers.get('x-quota-cost'), '1');
  assert.is(d.headers.get('x-data-source'), 'cache');
  assert.is(d.headers.get('x-cache-age'), '42');
  assert.is(d.json.meta.version, 'v1');
  assert.is(d.json.meta.data_source, 'cache');
  assert.is(d.json.meta.cache_age_seconds, 42);
  assert.ok(Array.isArray(d.json.dev_notes));
  const f = await h.call('POST', '/v1/panchang/daily', {
    key: admin,
    body: { date: '2026-03-10', city_id: 'delhi', source: 'fallback' },
  });
  assert.is(f.headers.get('x-degraded'), 'true');
  assert.is(f.headers.get('x-degraded-reason'), 'fallback');
  const n = await h.call('POST', '/v1/numerology/core', {
    key: admin,
    body: { full_name: 'A B', date_of_birth: '1990-01-01', systems: ['pythagorean', 'chaldean'] },
  });
  assert.is(n.headers.get('x-quota-cost'), '2');
  assert.is(n.json.meta.quota_cost_units, 2);
  assert.is(n.json.meta.service, 'numerology');
  assert.is(n.json.meta.data_source, 'computed');
  const topaz = await h.signup('topaz');
  const legacy = await h.call('POST', '/v1/horoscope/kundli', {
    key: topaz,
    body: { date: '1990-05-15', time: '10:30', city_id: 'delhi' },
  });
  const preferred = await h.call('POST', '/v1/kundli', {
    key: topaz,
    body: { date: '1990-05-15', time: '10:30', city_id: 'delhi' },
  });
  assert.equal(legacy.json.data, preferred.json.data);
  assert.is(preferred.json.meta.api_version, 'v1');
  assert.is(preferred.json.meta.service, 'horoscope');
  assert.equal(preferred.json.meta.calculation, { zodiac: 'sidereal' });
});

test('deprecated version: Sunset, Link successor, X-API-Deprecated, X-API-Sunset-Date and a dev_notes entry', async () => {
  const r = await h.call('POST', '/v0/panchang/monthly', {
    key: admin,
    body: { year: 2026, month: 3, city_id: 'delhi' },
  });
  assert.is(r.status, 200);
  assert.is(r.headers.get('x-api-deprecated'), 'true');
  assert.is(r.headers.get('x-api-sunset-date'), new Date(T0 + 400 * DAY_MS).toISOString().slice(0, 10));
  assert.is(r.headers.get('sunset'), new Date(T0 + 400 * DAY_MS).toUTCString());
  assert.match(r.headers.get('link')!, /<\/v1\/panchang\/monthly>; rel="successor-version"/);
  const note = r.json.dev_notes.find((n: any) => n.code === 'version_deprecated');
  assert.ok(note);
  assert.match(note.message, /v1/);
  const current = await h.call('POST', '/v1/panchang/monthly', {
    key: admin,
    body: { year: 2026, month: 3, city_id: 'delhi' },
  });
  assert.is(current.headers.get('x-api-deprecated'), null);
  assert.is(current.json.dev_notes.length, 1); // only the trial note of the emerald trial
});

test('a version past its sunset answers 410 with a JSON body and a Link to the successor', async () => {
  const r = await h.call('POST', '/v9/panchang/daily', { body: {} });
  assert.is(r.status, 410);
  assert.is(r.json.error, 'version_sunset');
  assert.ok(isEnvelope(r.json));
  assert.is(r.headers.get('link'), '</v1/panchang/daily>; rel="successor-version"');
});

test('the deprecation becomes a sunset when the clock passes the date', async () => {
  h.clock.advance(401 * DAY_MS);
  try {
    const r = await h.call('POST', '/v0/panchang/monthly', {
      key: admin,
      body: { year: 2026, month: 3, city_id: 'delhi' },
    });
    assert.is(r.status, 410);
  } finally {
    h.clock.advance(-401 * DAY_MS);
  }
});

test('x-api-key is case-insensitive; api_key in the query works on panchang only, with a dev note', async () => {
  const upper = await h.call('POST', '/v1/panchang/daily', {
    body: { date: '2026-03-10', city_id: 'delhi' },
    headers: { 'X-API-KEY': admin },
  });
  assert.is(upper.status, 200);
  const q = await h.call('POST', `/v1/panchang/daily?api_key=${encodeURIComponent(admin)}`, {
    body: { date: '2026-03-10', city_id: 'delhi' },
  });
  assert.is(q.status, 200);
  assert.ok(q.json.dev_notes.some((n: any) => n.code === 'api_key_query_deprecated'));
  const hq = await h.call('POST', `/v1/kundli?api_key=${encodeURIComponent(admin)}`, {
    body: { date: '1990-05-15', time: '10:30', city_id: 'delhi' },
  });
  assert.is(hq.status, 401);
  assert.is(hq.json.error, 'missing_api_key');
});

test("missing and invalid keys: each product's code", async () => {
  const body = {
    date: '2026-03-10',
    city_id: 'delhi',
    time: '10:00',
    full_name: 'A',
    date_of_birth: '1990-01-01',
    systems: ['pythagorean'],
  };
  const cases = [
    ['/v1/panchang/daily', 'missing_api_key', 'invalid_api_key'],
    ['/v1/kundli', 'missing_api_key', 'invalid_api_key'],
    ['/v1/numerology/core', 'unauthorized', 'unauthorized'],
    ['/v1/keys', 'missing_api_key', 'invalid_api_key'],
  ] as const;
  for (const [path, missing, invalid] of cases) {
    const none = await h.call('POST', path, { body });
    assert.is(none.status, 401, path);
    assert.is(none.json.error, missing, path);
    for (const key of [
      'nope_123',
      admin.slice(0, -1) + (admin.endsWith('A') ? 'B' : 'A'),
      `key_0000000000000000.${'x'.repeat(43)}`,
    ]) {
      const bad = await h.call('POST', path, { body, key });
      assert.is(bad.status, 401, `${path} ${key}`);
      assert.is(bad.json.error, invalid, path);
    }
  }
});

test('GET /health: the superset shape, X-Data-Source live, no key', async () => {
  const r = await h.call('GET', '/health');
  assert.is(r.status, 200);
  assert.is(r.headers.get('x-data-source'), 'live');
  assert.equal(r.json, { ok: true, service: 'gateway', status: 'ok', engine: 'ok', redis: 'ok' });
});

test('GET /status: the superset shape, rate-limited per IP', async () => {
  const r = await h.call('GET', '/status');
  assert.is(r.status, 200);
  const d = r.json.data;
  assert.is(d.status, 'operational');
  assert.is(d.degraded, false);
  // the fleet configuration (npm run test:fleet) adds its Redis as a component
  assert.equal(
    d.components.map((c: any) => c.name),
    ['gateway', 'accounts-db', 'city-directory', ...(h.gateway.services.config.redisUrl ? ['redis'] : [])],
  );
  for (const k of ['status', 'degraded', 'incidents', 'uptime_30d', 'checked_at']) assert.ok(k in r.json && k in d, k);
  assert.is(r.json.meta.api_version, 'v1');
  assert.is(d.uptime_30d, 100);
  let limited = null;
  for (let i = 0; i < 40 && !limited; i++) {
    const s = await h.call('GET', '/status');
    if (s.status === 429) limited = s;
  }
  assert.ok(limited, 'status is rate-limited per IP');
  assert.is(limited!.json.error, 'rate_limited');
  assert.ok(Number(limited!.headers.get('retry-after')) >= 1);
});

test('GET /v1/cities: no key, exact names first then population, the documented fields', async () => {
  const r = await h.call('GET', '/v1/cities?q=London');
  assert.is(r.status, 200);
  assert.equal(
    r.json.data.map((c: any) => c.city_id),
    ['london', 'london-ca'],
  );
  assert.equal(Object.keys(r.json.data[0]).sort(), [
    'admin1',
    'city_id',
    'country_code',
    'lat',
    'lon',
    'name',
    'population',
    'timezone',
  ]);
  assert.is(r.headers.get('x-quota-cost'), '0');
  const none = await h.call('GET', '/v1/cities');
  assert.is(none.status, 400);
  assert.is(none.json.error, 'invalid_request');
});

test.run();
