// Every route has request and response schemas, and the served OpenAPI document describes every
// route the gateway mounts: the gateway's own and the real product route table `npm start` mounts (api/catalog.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { GATEWAY_ROUTES } from '../../api/gateway/app.ts';
import { productRoutes } from '../../api/catalog.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { ERRORS } from '../../api/gateway/errors.ts';
import { openApiPath, schemaGaps } from '../../api/openapi.ts';
import { defineRoute, pathsOf } from '../../api/gateway/route-spec.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
const cityDirectory = loadCityDirectory();
const products = productRoutes({
  cityDirectory,
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'openapi-')) }),
  panchangSource: null,
});
test.before(async () => {
  h = await startHarness({ routes: products, cityDirectory });
});
test.after(async () => h.close());

/** The schema a `$ref` of the document points at (components are one level deep). */
function deref(doc: any, schema: any): any {
  return schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
}

test('every mounted route has its schemas', () => {
  assert.equal(schemaGaps(h.gateway.routes), []);
  assert.ok(h.gateway.routes.length >= GATEWAY_ROUTES.length + products.length);
  for (const path of [
    '/v1/panchang/daily',
    '/v1/panchang/yearly',
    '/v1/numerology/bulk',
    '/v1/kundli',
    '/v1/billing/checkout',
  ]) {
    assert.ok(
      products.some((r) => pathsOf(r).includes(path)),
      `the real table has ${path}`,
    );
  }
});

test('the check notices a route without a body, params or response schema', () => {
  const sloppy = [
    defineRoute({
      product: 'panchang',
      method: 'POST',
      path: '/v1/x',
      auth: 'key',
      cost: 1,
      summary: 'no body schema',
      response: z.object({}),
      handler: () => ({ data: {} }),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'GET',
      path: '/v1/y/:sign',
      auth: 'key',
      cost: 1,
      summary: 'no params schema',
      response: z.object({}),
      handler: () => ({ data: {} }),
    }),
    {
      ...defineRoute({
        product: 'public',
        method: 'GET',
        path: '/v1/z',
        auth: 'none',
        cost: 0,
        summary: 'no response',
        response: z.object({}),
        handler: () => ({ data: {} }),
      }),
      response: undefined,
    },
  ];
  const gaps = schemaGaps(sloppy as never);
  assert.equal(gaps, [
    'POST /v1/x: no body schema',
    'GET /v1/y/:sign: path param sign has no schema',
    'GET /v1/z: no response schema',
  ]);
});

test('GET /openapi.json: OpenAPI 3.1 with every route, method, security and error codes', async () => {
  const r = await h.call('GET', '/openapi.json');
  assert.is(r.status, 200);
  const doc = r.json;
  assert.is(doc.openapi, '3.1.0');
  for (const route of h.gateway.routes) {
    for (const path of pathsOf(route)) {
      const op = doc.paths[openApiPath(path)]?.[route.method.toLowerCase()];
      assert.ok(op, `${route.method} ${path} is documented`);
      assert.is(op.summary, route.summary);
      const scheme = route.auth === 'feed' ? 'FeedToken' : 'ApiKey';
      assert.equal(op.security, route.auth === 'none' ? [] : [{ [scheme]: [] }]);
    }
  }
  const signup = doc.paths['/v1/signup'].post;
  assert.equal(deref(doc, signup.requestBody.content['application/json'].schema).required.sort(), [
    'email',
    'password',
  ]);
  assert.ok(signup.responses['201']);
  assert.match(signup.responses['409'].description, /email_taken/);
  const rashifal = doc.paths['/v1/horoscope/rashifal/{sign}/{period}'].get;
  assert.equal(
    rashifal.parameters.map((p: any) => [p.name, p.in]),
    [
      ['sign', 'path'],
      ['period', 'path'],
      ['date', 'query'],
      ['lang', 'query'],
      ['time_format', 'query'], // issue #28: on every JSON answer of panchang and horoscope
    ],
  );
  assert.match(rashifal.responses['400'].description, /invalid_sign/);
  assert.match(doc.paths['/v1/numerology/core'].post.responses['401'].description, /unauthorized/);
  assert.match(
    doc.paths['/v1/panchang/daily'].post.responses['429'].description,
    /monthly_limit_exceeded.*rate_limit_exceeded|rate_limit_exceeded.*monthly_limit_exceeded/,
  );
  const usage = doc.paths['/v1/usage'].get;
  assert.equal(
    usage.parameters.map((p: any) => [p.name, p.in, p.required]),
    [['product', 'query', false]],
  );
  assert.ok(doc.components.schemas.Error.properties.docs_url);
});

test('the panchang answers document data.metadata.conventions in every day (daily, monthly, yearly)', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  const dataOf = (path: string) =>
    deref(doc, deref(doc, doc.paths[path].post.responses['200'].content['application/json'].schema).properties.data);
  const days = [
    dataOf('/v1/panchang/daily'),
    dataOf('/v1/panchang/monthly').properties.days.items,
    dataOf('/v1/panchang/yearly').properties.months.items.properties.days.items,
  ];
  for (const day of days) {
    const conventions = day.properties.metadata.properties.conventions;
    assert.ok(day.properties.metadata.required.includes('conventions'));
    assert.equal(conventions.properties.profile.enum, ['swiss_ephemeris', 'drik']);
    for (const key of [
      'ephemeris',
      'delta_t_source',
      'sunrise_definition',
      'refraction',
      'moonrise_definition',
      'ayanamsa',
      'ayanamsa_value_deg',
      'node_type',
      'month_system',
      'festival_ruleset_version',
    ]) {
      assert.ok(conventions.required.includes(key), key);
    }
  }
});

test('the horoscope answers document the conventions in meta.calculation', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  const calculation = deref(doc, doc.paths['/v1/kundli'].post.responses['200'].content['application/json'].schema)
    .properties.meta.properties.calculation;
  for (const key of [
    'zodiac',
    'ayanamsa',
    'node',
    'profile',
    'ephemeris',
    'delta_t_source',
    'ayanamsa_variant',
    'node_type',
  ])
    assert.ok(calculation.required.includes(key), key);
  assert.ok(calculation.properties.ayanamsa_at_birth_deg);
});

test('GET /docs: Swagger UI from the installed package, no inline script, every asset served', async () => {
  const r = await h.call('GET', '/docs');
  assert.is(r.status, 200);
  assert.match(r.headers.get('content-type')!, /text\/html/);
  const scripts = [...r.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
  assert.ok(scripts.length >= 2);
  for (const [, attrs, inline] of scripts) {
    assert.match(attrs!, /src="\/docs\//, 'served by this gateway, not a CDN');
    assert.is(inline, '', 'no inline script');
  }
  const assets = [...r.text.matchAll(/(?:src|href)="(\/docs\/[^"]+)"/g)].map((m) => m[1]!);
  for (const asset of assets) {
    const a = await h.call('GET', asset);
    assert.is(a.status, 200, asset);
    assert.match(a.headers.get('content-type')!, asset.endsWith('.css') ? /text\/css/ : /text\/javascript/, asset);
  }
  assert.match((await h.call('GET', '/docs/swagger-ui-bundle.js')).text, /SwaggerUIBundle/);
  assert.match((await h.call('GET', '/docs/docs.js')).text, /fetch\('\/openapi\.json'\)/);
});

test('operationIds are unique; a legacy horoscope path is deprecated and names the preferred one', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  const ids = Object.values(doc.paths).flatMap((ops: any) => Object.values(ops).map((op: any) => op.operationId));
  assert.is(new Set(ids).size, ids.length);
  const legacy = doc.paths['/v1/horoscope/kundli'].post;
  assert.is(legacy.deprecated, true);
  assert.match(legacy.description, /POST \/v1\/kundli.*postV1Kundli/);
  assert.is(doc.paths['/v1/kundli'].post.deprecated, undefined);
  assert.equal(legacy.responses['200'], doc.paths['/v1/kundli'].post.responses['200'], 'the same component');
});

test('every $ref resolves; the recursive dasha period is a component referring to itself', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
  for (const ref of new Set(refs)) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce((node: any, key) => node?.[key], doc);
    assert.ok(ref.startsWith('#/components/') && target, `${ref} resolves`);
  }
  assert.equal(doc.components.schemas.DashaPeriod.properties.sub.items, { $ref: '#/components/schemas/DashaPeriod' });
});

test('numerology bodies document the spellings the engine accepts: name, date, system', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  const body = (path: string) => deref(doc, doc.paths[path].post.requestBody.content['application/json'].schema);
  const core = body('/v1/numerology/core');
  for (const alias of ['name', 'date', 'system']) assert.ok(core.properties[alias], alias);
  assert.equal(
    core.allOf[0].anyOf.map((a: any) => a.required),
    [['full_name'], ['name']],
  );
  const cycles = body('/v1/numerology/cycles');
  assert.not.ok(cycles.properties.date.description?.includes('same as'), "cycles' date is the reference date");
  assert.ok(body('/v1/numerology/compatibility').properties.person_a.properties.name, 'inside a person too');
  const ok = await h.call('POST', '/v1/numerology/core', {
    key: await h.signup('scale'),
    body: { name: 'Asha Rao', date: '1988-11-29', system: 'chaldean' },
  });
  assert.is(ok.status, 200, 'the documented short form is accepted');
});

test('query parameters a route folds into its body are documented (yearly, chart options)', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  const names = (path: string) => doc.paths[path].post.parameters.map((p: any) => [p.name, p.in, p.required]);
  assert.ok(names('/v1/panchang/yearly').some((p: any) => p[0] === 'year' && p[1] === 'query' && p[2] === false));
  assert.equal(names('/v1/kundli/chart.svg'), [
    ['style', 'query', false],
    ['varga', 'query', false],
    ['method', 'query', false],
  ]);
});

test('non-JSON answers carry their real media type in the document and on the wire', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  assert.equal(Object.keys(doc.paths['/v1/kundli/chart.svg'].get.responses['200'].content), ['image/svg+xml']);
  assert.equal(Object.keys(doc.paths['/v1/billing/invoices/{invoice_id}/pdf'].get.responses['200'].content), [
    'application/pdf',
  ]);
  assert.equal(Object.keys(doc.paths['/docs'].get.responses['200'].content), ['text/html']);
  assert.ok(doc.paths['/v1/kundli'].post.responses['405'], 'the 405 of another method');
  const r = await h.call('DELETE', '/v1/kundli');
  assert.is(r.status, 405);
  assert.is(r.json.error, 'method_not_allowed');
  assert.is(r.headers.get('allow'), 'POST');
});

test('GET /errors: every code of the registry with an anchor, the target of docs_url', async () => {
  const r = await h.call('GET', '/errors');
  assert.is(r.status, 200);
  for (const code of Object.keys(ERRORS)) assert.ok(r.text.includes(`id="${code}"`), code);
  const e = await h.call('GET', '/v1/nothing');
  assert.ok(e.json.docs_url.endsWith('/errors#not_found'));
});

test.run();
