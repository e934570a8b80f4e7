// Black-box: the numerology routes behind the real gateway: every endpoint's answer equals the
// engine's for the same body, plan and UTC date; meta and X-Quota-Cost; seed 001's plan gates, 401,
// 402, 403 and 429; the cycles default date from the gateway's clock; bulk item errors; OpenAPI.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MINUTE_MS } from '../../api/gateway/clock.ts';
import { schemaGaps } from '../../api/openapi.ts';
import { PLANS, planNames, planOf } from '../../api/plans.ts';
import { numerologyRoutes, utcDateOf } from '../../api/numerology/routes.ts';
import { numerologyPolicy, type NumerologyPlan } from '../../api/numerology/plans.ts';
import { handleNumerology, type NumerologyEndpoint } from '../../engine/numerology/index.ts';
import { LANGS, PROSE_LANGS } from '../../tables/names/index.ts';
import { startHarness, type Harness } from './harness.ts';

const NUMEROLOGY_PLANS = planNames('numerology');
let h: Harness;
const keys = {} as Record<NumerologyPlan, string>;
test.before(async () => {
  h = await startHarness({ routes: numerologyRoutes });
  for (const plan of NUMEROLOGY_PLANS) keys[plan] = await h.signup(plan);
});
test.after(async () => h.close());

/** Starts a test at the top of a fresh clock minute so per-minute windows do not carry over. */
const nextMinute = () => h.clock.set(Math.ceil((h.clock.now() + 1) / MINUTE_MS) * MINUTE_MS);
const post = (endpoint: string, body: unknown, key: string | null = keys.scale) =>
  h.call('POST', `/v1/numerology/${endpoint}`, { key, body });
const usedCalls = async (key: string) =>
  (await h.call('GET', '/v1/usage?product=numerology', { key })).json.data.calls_used as number;

const asha = { full_name: 'Asha Rao', date_of_birth: '1988-11-29' };
const ravi = { full_name: 'Ravi Kumar', date_of_birth: '1987-02-03' };
const both = ['pythagorean', 'chaldean'];

/** One body per endpoint that the scale plan accepts, with the units seed 001 (and the README) charge. */
const SAMPLES: Record<NumerologyEndpoint, { body: Record<string, unknown>; units: number; at: string }> = {
  core: { body: { ...asha, systems: both, include_calculations: true }, units: 2, at: 'results' },
  name: { body: { name: 'Asha Rao', system: 'chaldean' }, units: 1, at: 'systems' },
  cycles: {
    body: { date_of_birth: '1988-11-29', date: '2025-06-15', cycle_preserve_masters: true },
    units: 1,
    at: 'personal_year_number',
  },
  'lo-shu': { body: { date: '1988-11-29', include_moolank_bhagyank: true, lang: 'hi' }, units: 1, at: 'lo_shu' },
  compatibility: {
    body: { person_a: asha, person_b: { name: 'Ravi Kumar', date: '1987-02-03' }, systems: both, lang: 'hi' },
    units: 2,
    at: 'compatibility',
  },
  report: {
    body: { ...asha, system: 'pythagorean', person_b: ravi, reference_date: '2025-01-01' },
    units: 1,
    at: 'sections',
  },
  'name-correction': {
    body: { ...asha, systems: both, target_category: 'birth_friendly', max_suggestions: 5 },
    units: 2,
    at: 'name_correction',
  },
  bulk: {
    body: {
      items: [
        { op: 'core', ...asha, system: 'pythagorean' },
        { op: 'cycles', date_of_birth: '1990-01-01' },
        { op: 'tarot' },
      ],
    },
    units: 3,
    at: 'results',
  },
};

test("every endpoint answers the engine's data for the same body, with the seed's meta and X-Quota-Cost", async () => {
  for (const [endpoint, sample] of Object.entries(SAMPLES) as [NumerologyEndpoint, (typeof SAMPLES)['core']][]) {
    const r = await post(endpoint, sample.body);
    assert.is(r.status, 200, `${endpoint}: ${r.text.slice(0, 200)}`);
    const engine = handleNumerology(endpoint, sample.body, {
      policy: numerologyPolicy('scale'),
      todayUtc: utcDateOf(h.clock.now()),
    });
    assert.equal(r.json.data, JSON.parse(JSON.stringify(engine.data)), endpoint);
    assert.ok(sample.at in r.json.data, `${endpoint} answers under data.${sample.at}`);
    const meta = r.json.meta;
    assert.is(meta.api_version, 'v1');
    assert.is(meta.service, 'numerology');
    assert.is(meta.data_source, 'computed');
    assert.is(meta.life_path_method, 'full_sum');
    assert.equal(meta.master_numbers, [11, 22, 33]);
    assert.type(meta.preserve_masters, 'boolean');
    assert.equal(meta.calculation_systems, engine.meta.calculation_systems);
    assert.is(meta.quota_cost_units, sample.units, `${endpoint} units`);
    assert.is(r.headers.get('x-quota-cost'), String(sample.units), `${endpoint} header`);
    assert.is(r.headers.get('x-data-source'), 'computed');
    assert.is(r.headers.get('cache-control'), 'private');
    assert.ok(r.headers.get('x-request-id'));
    assert.ok(r.headers.get('x-ratelimit-limit'));
  }
});

test('core: dual system costs 2, Pythagorean alone 1; the date and name aliases; conflicting values are errors', async () => {
  const dual = await post('core', { ...asha, systems: ['chaldean', 'pythagorean', 'chaldean'] });
  assert.equal(dual.json.meta.calculation_systems, both);
  assert.is(dual.headers.get('x-quota-cost'), '2');
  const aliased = await post('core', { name: 'Asha Rao', date: '1988-11-29', system: 'pythagorean' });
  const plain = await post('core', { ...asha, systems: ['pythagorean'] });
  assert.equal(aliased.json.data, plain.json.data);
  assert.is(plain.headers.get('x-quota-cost'), '1');
  assert.is(plain.json.data.ank_jyotish.moolank.planet.english_name, 'Moon'); // day 29 -> 2
  const conflict = await post('core', { ...asha, date: '1990-01-01', system: 'pythagorean' });
  assert.is(conflict.status, 400);
  assert.is(conflict.json.error, 'invalid_date_of_birth');
  assert.ok(conflict.json.docs_url.endsWith('/errors#invalid_date_of_birth'));
});

test('lang (issue #41): every display language of LANGS is accepted, English prose announced; unknown is a 400', async () => {
  const base = { date_of_birth: '1988-11-29', include_moolank_bhagyank: true };
  const en = await post('lo-shu', { ...base, lang: 'en' });
  for (const lang of LANGS) {
    const r = await post('lo-shu', { ...base, lang });
    assert.is(r.status, 200, `${lang}: ${r.text.slice(0, 200)}`);
    assert.is(r.json.data.input.lang, lang);
    const prose = (PROSE_LANGS as readonly string[]).includes(lang);
    assert.is(r.json.meta.warnings === undefined, prose, lang);
    if (!prose) assert.equal(r.json.data.lo_shu, en.json.data.lo_shu, `${lang} reads the English prose`);
  }
  for (const endpoint of ['lo-shu', 'compatibility', 'report'] as const) {
    const body =
      endpoint === 'lo-shu'
        ? base
        : endpoint === 'report'
          ? { ...asha, systems: both }
          : { person_a: asha, person_b: ravi, systems: both };
    const bad = await post(endpoint, { ...body, lang: 'xx' });
    assert.is(bad.status, 400, `${endpoint}: ${bad.text}`);
    for (const lang of LANGS) assert.ok(bad.json.message.includes(lang), `${endpoint} names ${lang}: ${bad.text}`);
  }
});

test("cycles: without `date` the reference date is the gateway clock's UTC date, not the machine's", async () => {
  // One second before UTC midnight, inside the keys' 7-day trial; the clock only moves forward.
  h.clock.set(Date.UTC(2026, 2, 11, 23, 59, 59));
  const before = await post('cycles', { date_of_birth: '1990-07-04' });
  assert.is(before.json.data.input.date, '2026-03-11');
  h.clock.advance(1000);
  const after = await post('cycles', { date_of_birth: '1990-07-04' });
  assert.is(after.json.data.input.date, '2026-03-12');
  assert.is.not(after.json.data.personal_day_number, before.json.data.personal_day_number);
  const report = await post('report', { ...asha, system: 'pythagorean', sections: ['cycles'] });
  assert.is(report.json.data.sections.cycles.date, '2026-03-12');
});

// Seed 001 "Endpoints": the minimum plan of each route, and the code a lower plan gets.
const MIN_PLAN: Record<NumerologyEndpoint, [NumerologyPlan, number, string]> = {
  core: ['free', 403, 'plan_required'],
  name: ['starter', 403, 'plan_required'],
  cycles: ['starter', 403, 'plan_required'],
  report: ['starter', 403, 'plan_required'],
  'lo-shu': ['plus', 403, 'plan_required'],
  compatibility: ['pro', 402, 'upgrade_required'],
  'name-correction': ['pro', 403, 'plan_required'],
  bulk: ['scale', 403, 'plan_required'],
};

test('plan gates: every plan against every endpoint; a refused call is never charged', async () => {
  for (const plan of NUMEROLOGY_PLANS) {
    nextMinute();
    const usedBefore = await usedCalls(keys[plan]);
    let charged = 0;
    for (const [endpoint, [min, status, code]] of Object.entries(MIN_PLAN) as [
      NumerologyEndpoint,
      [NumerologyPlan, number, string],
    ][]) {
      const body = plan === 'free' && endpoint === 'core' ? { ...asha, system: 'pythagorean' } : SAMPLES[endpoint].body;
      const r = await post(endpoint, body, keys[plan]);
      const allowed = NUMEROLOGY_PLANS.indexOf(plan) >= NUMEROLOGY_PLANS.indexOf(min);
      if (allowed) {
        assert.is(r.status, 200, `${plan} ${endpoint}: ${r.text.slice(0, 160)}`);
        charged += Number(r.headers.get('x-quota-cost'));
      } else {
        assert.is(r.status, status, `${plan} ${endpoint}`);
        assert.is(r.json.error, code, `${plan} ${endpoint}`);
        assert.match(r.json.message, new RegExp(min));
      }
    }
    assert.is(await usedCalls(keys[plan]), usedBefore + charged, plan);
  }
});

test('free: Pythagorean output plus Ank Jyotish; asking for Chaldean is 402 upgrade_required and costs nothing', async () => {
  nextMinute();
  const used = await usedCalls(keys.free);
  const ok = await post('core', { ...asha, system: 'pythagorean' }, keys.free);
  assert.is(ok.status, 200);
  assert.equal(Object.keys(ok.json.data.results), ['pythagorean']);
  assert.is(ok.json.data.ank_jyotish.system, 'ank_jyotish');
  for (const systems of [['chaldean'], both]) {
    const r = await post('core', { ...asha, systems }, keys.free);
    assert.is(r.status, 402);
    assert.is(r.json.error, 'upgrade_required');
    assert.match(r.json.message, /chaldean.*starter/);
  }
  assert.is(await usedCalls(keys.free), used + 1);
});

test('report: omitted sections by plan in meta; a named section above the plan is 402 and refunded', async () => {
  nextMinute();
  const starter = await post('report', { ...asha, system: 'pythagorean', person_b: ravi }, keys.starter);
  assert.equal(Object.keys(starter.json.data.sections), ['core', 'name', 'cycles']);
  assert.equal(starter.json.meta.omitted_sections, ['lo_shu', 'compatibility']);
  const used = await usedCalls(keys.starter);
  const named = await post('report', { ...asha, system: 'pythagorean', sections: ['core', 'lo_shu'] }, keys.starter);
  assert.is(named.status, 402);
  assert.is(named.json.error, 'upgrade_required');
  assert.is(await usedCalls(keys.starter), used);
  const noPartner = await post('report', { ...asha, system: 'pythagorean', sections: ['compatibility'] }, keys.pro);
  assert.is(noPartner.status, 400);
  assert.is(noPartner.json.error, 'invalid_request');
});

test('401 unauthorized for a missing, malformed, unknown or revoked key', async () => {
  const body = { ...asha, system: 'pythagorean' };
  const spare = await h.signup('scale');
  const list = await h.call('POST', '/v1/keys/list', { key: spare, body: {} });
  const keyId = list.json.data.keys[0].key_id;
  const second = await h.call('POST', '/v1/keys', { key: spare, body: { scope: 'admin' } });
  assert.is(second.status, 201, second.text);
  assert.is(
    (await h.call('POST', '/v1/keys/revoke', { key: second.json.data.api_key, body: { key_id: keyId } })).status,
    200,
  );
  for (const key of [null, 'garbage', 'nk_0000.deadbeef', spare]) {
    const r = await post('core', body, key);
    assert.is(r.status, 401, String(key));
    assert.is(r.json.error, 'unauthorized');
    assert.ok(r.json.message && r.json.docs_url);
  }
});

test("429 rate_limited with Retry-After once the plan's per-minute calls are spent", async () => {
  nextMinute();
  h.clock.advance(20_000);
  const perMinute = planOf('numerology', 'free')!.perMinute;
  const key = keys.free;
  for (let i = 0; i < perMinute; i++)
    assert.is((await post('core', { ...asha, system: 'pythagorean' }, key)).status, 200, `call ${i + 1}`);
  const limited = await post('core', { ...asha, system: 'pythagorean' }, key);
  assert.is(limited.status, 429);
  assert.is(limited.json.error, 'rate_limited');
  assert.is(limited.headers.get('retry-after'), '40');
  h.clock.advance(40_000);
  assert.is((await post('core', { ...asha, system: 'pythagorean' }, key)).status, 200);
});

test('bulk: one result per item in order, each as its single call; bad items fail alone; one unit per item', async () => {
  const single = { op: 'name', full_name: 'Asha Rao', system: 'pythagorean' };
  const items = [
    single,
    { op: 'tarot' },
    'not an object',
    { op: 'core', full_name: 'राम', date_of_birth: '1990-01-01', system: 'pythagorean' },
    { op: 'compatibility' },
  ];
  const r = await post('bulk', { items });
  assert.is(r.status, 200);
  assert.is(r.headers.get('x-quota-cost'), '5');
  const results = r.json.data.results;
  assert.equal(
    results.map((x: any) => [x.index, x.op, x.ok, x.error]),
    [
      [0, 'name', true, undefined],
      [1, 'tarot', false, 'invalid_request'],
      [2, null, false, 'invalid_request'],
      [3, 'core', false, 'unsupported_script'],
      [4, 'compatibility', false, 'invalid_request'],
    ],
  );
  const { op: _op, ...params } = single;
  assert.equal(results[0].data, (await post('name', params)).json.data);
  for (const [items, what] of [
    [[], 'empty'],
    [new Array(51).fill(single), '51 items'],
    ['x', 'not a list'],
  ] as const) {
    const bad = await post('bulk', { items });
    assert.is(bad.status, 400, what);
    assert.is(bad.json.error, 'invalid_request', what);
  }
});

test('malformed JSON and non-object bodies are 400 invalid_request', async () => {
  for (const text of ['{"full_name": ', '[1,2,3]', 'null', '"Asha"', '']) {
    const r = await post('core', text);
    assert.is(r.status, 400, text);
    assert.is(r.json.error, 'invalid_request', text);
  }
});

test("the gateway's numerology plan ladder is the engine's, so every caller maps to an engine plan", () => {
  assert.equal(
    PLANS.numerology.map((p) => p.name),
    [...NUMEROLOGY_PLANS],
  );
});

test("OpenAPI: each route documented from the engine's request schema, with its gate, cost and codes", async () => {
  assert.equal(schemaGaps(numerologyRoutes), []);
  const doc = (await h.call('GET', '/openapi.json')).json;
  // bodies and answers are components of the document
  const deref = (s: any) => (s.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s);
  for (const [endpoint, [min, status, code]] of Object.entries(MIN_PLAN)) {
    const op = doc.paths[`/v1/numerology/${endpoint}`].post;
    assert.is(op['x-min-plan'], min);
    assert.is(op['x-quota-cost'], 'computed from the request');
    if (min !== 'free') assert.match(op.responses[String(status)].description, code);
    assert.match(op.responses['401'].description, /unauthorized/);
    assert.match(op.responses['429'].description, /rate_limited/);
    assert.ok(deref(op.requestBody.content['application/json'].schema).properties, endpoint);
    assert.ok(deref(op.responses['200'].content['application/json'].schema).properties.data, endpoint);
  }
  const core = doc.paths['/v1/numerology/core'].post;
  const coreBody = deref(core.requestBody.content['application/json'].schema);
  assert.equal(
    coreBody.allOf.map((a: any) => a.anyOf.map((r: any) => r.required[0])),
    [
      ['full_name', 'name'],
      ['date_of_birth', 'date'],
      ['systems', 'system'],
    ],
  );
  assert.match(coreBody.description, /alias date/);
  assert.match(core.responses['400'].description, /unsupported_script/);
  assert.match(core.responses['402'].description, /upgrade_required/);
});

test.run();
