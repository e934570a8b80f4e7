// CORS (issue 44): off by default (no Access-Control header, a preflight is the plain OPTIONS answer); with
// CORS_ORIGINS a listed origin's preflight is answered before any key is asked for, its calls carry the allow and
// expose headers (errors too), and an origin not listed gets none.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { startHarness, type Harness } from './harness.ts';

const APP = 'https://temple-app.example';
const routes = () =>
  panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => Date.now() }).routes;
const preflight = {
  Origin: APP,
  'Access-Control-Request-Method': 'POST',
  'Access-Control-Request-Headers': 'x-api-key, content-type',
};

test('off by default: no Access-Control header on a preflight or a call', async () => {
  const h: Harness = await startHarness({ routes: routes() });
  try {
    const pre = await h.call('OPTIONS', '/v1/panchang/daily', { headers: preflight });
    assert.is(pre.headers.get('access-control-allow-origin'), null);
    const key = await h.signup();
    const day = { date: '2026-03-10', city_id: 'new-delhi' };
    const call = await h.call('POST', '/v1/panchang/daily', { key, body: day, headers: { Origin: APP } });
    assert.is(call.status, 200);
    assert.is(call.headers.get('access-control-allow-origin'), null);
  } finally {
    await h.close();
  }
});

test('CORS_ORIGINS: a listed origin is allowed with the keyed headers; another origin is not', async () => {
  const h: Harness = await startHarness({ routes: routes(), env: { CORS_ORIGINS: `${APP}, http://localhost:5173` } });
  try {
    const pre = await h.call('OPTIONS', '/v1/panchang/daily', { headers: preflight });
    assert.is(pre.status, 204);
    assert.is(pre.headers.get('access-control-allow-origin'), APP);
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /X-Api-Key/i);
    assert.match(pre.headers.get('access-control-allow-methods') ?? '', /POST/);
    const key = await h.signup();
    const day = { date: '2026-03-10', city_id: 'new-delhi' };
    const call = await h.call('POST', '/v1/panchang/daily', { key, body: day, headers: { Origin: APP } });
    assert.is(call.status, 200);
    assert.is(call.headers.get('access-control-allow-origin'), APP);
    assert.match(call.headers.get('access-control-expose-headers') ?? '', /X-Quota-Cost/);
    const refused = await h.call('POST', '/v1/panchang/daily', { body: day, headers: { Origin: APP } });
    assert.is(refused.status, 401);
    assert.is(refused.headers.get('access-control-allow-origin'), APP, 'a browser app can read its errors');
    const other = await h.call('OPTIONS', '/v1/panchang/daily', {
      headers: { ...preflight, Origin: 'https://elsewhere.example' },
    });
    assert.is(other.headers.get('access-control-allow-origin'), null);
  } finally {
    await h.close();
  }
});

test('CORS_ORIGINS must name origins', async () => {
  const { loadConfig } = await import('../../api/gateway/config.ts');
  assert.throws(() => loadConfig({ CORS_ORIGINS: 'not an origin' }), /CORS_ORIGINS/);
  assert.equal(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins, ['*']);
  assert.equal(loadConfig({}).corsOrigins, []);
});

test.run();
