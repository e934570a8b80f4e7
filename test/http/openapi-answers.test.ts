// The document describes what is sent: real answers of every documented operation (the real product
// routes, billing included) are validated with ajv against the document's own response schemas, every
// object closed (`additionalProperties: false` unless the document gives a schema for extra keys), so a
// field the document does not list fails. Error answers met on the way are checked against `Error` too.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { productRoutes } from '../../api/catalog.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { deliver, eventBody, sandboxAct, SECRET } from './billing-support.ts';
import { closeObjects, documentValidator } from '../support/openapi-schemas.ts';
import { startHarness, type CallOptions, type Harness, type Reply } from './harness.ts';

type Json = Record<string, any>;

interface Operation {
  readonly id: string;
  readonly method: string;
  readonly pattern: RegExp;
  readonly responses: Json;
}

class AnswerChecker {
  private readonly validator: (schema: Json) => ValidateFunction;
  private readonly ops: Operation[] = [];
  readonly covered = new Set<string>();
  readonly problems: string[] = [];

  readonly doc: Json;

  constructor(doc: Json) {
    this.doc = doc;
    this.validator = documentValidator(doc);
    for (const [path, methods] of Object.entries(doc.paths as Json)) {
      const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const [method, op] of Object.entries(methods as Json))
        this.ops.push({ id: op.operationId, method: method.toUpperCase(), pattern, responses: op.responses });
    }
  }

  check(method: string, url: string, r: Reply): void {
    const path = new URL(url, 'http://x').pathname;
    const onPath = this.ops.filter((o) => o.pattern.test(path));
    const op = onPath.find((o) => o.method === method);
    const where = `${method} ${url} -> ${r.status}`;
    if (!op && !(onPath.length && r.status === 405)) return void this.problems.push(`${where}: not in the document`);
    // another method on a documented path: the 405 every operation of the path documents
    let response = (op ?? onPath[0]!).responses[String(r.status)];
    if (response?.$ref) response = this.doc.components.responses[response.$ref.split('/').pop()];
    if (!response) return void this.problems.push(`${where}: status not documented`);
    const type = (r.headers.get('content-type') ?? '').split(';')[0]!;
    const media = response.content?.[type];
    if (!media) return void this.problems.push(`${where}: ${type} not documented (${Object.keys(response.content)})`);
    if (op && r.status < 300) this.covered.add(op.id);
    if (type !== 'application/json') return;
    const validate = this.validator(media.schema);
    if (!validate(r.json))
      this.problems.push(
        `${where}: ${validate.errors!.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`).join('; ')}`,
      );
  }
}

let h: Harness;
let checker: AnswerChecker;
const cityDirectory = loadCityDirectory();
test.before(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'openapi-answers-')) });
  h = await startHarness({
    routes: productRoutes({ cityDirectory, config, panchangSource: null }),
    cityDirectory,
    env: { RATE_LIMIT_SCALE: '100', WEBHOOK_SECRET: SECRET },
  });
  checker = new AnswerChecker((await h.call('GET', '/openapi.json')).json);
});
test.after(async () => h.close());

async function call(method: string, path: string, options?: CallOptions): Promise<Reply> {
  const r = await h.call(method, path, options);
  checker.check(method, path, r);
  return r;
}

const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' };
const GIRL = { date: '1992-08-21', time: '06:15', place: 'Mumbai' };
const asha = { full_name: 'Asha Rao', date_of_birth: '1988-11-29' };
const ravi = { full_name: 'Ravi Kumar', date_of_birth: '1987-02-03' };

test.before.each(() => {
  checker.problems.length = 0;
});

test('panchang, horoscope, numerology, account and public answers', async () => {
  const signup = { email: 'docs@example.com', password: 'correct horse battery', plan: 'eclipse' };
  assert.is((await call('POST', '/v1/signup', { body: signup })).status, 201);
  const panchang = await h.signup('emerald');
  const horoscope = await h.signup('infinity');
  const numerology = await h.signup('scale');
  await call('GET', '/health');
  await call('GET', '/status');
  await call('GET', '/ready');
  await call('GET', '/metrics');
  await call('GET', '/');
  await call('GET', '/', { headers: { accept: 'application/json' } });
  await call('GET', '/assets/js-sha256.min.js');
  await call('GET', '/v1/cities?q=Delhi');
  await call('GET', '/v1/calendars/convert?date=2026-04-14&to=nepali', { key: panchang });
  await call('GET', '/v1/calendars/convert?from=nepali&date=2083-01-01', { key: panchang });
  await call('GET', '/openapi.json');
  for (const page of ['/docs', '/docs/docs.js', '/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js', '/errors'])
    await call('GET', page);
  await call('GET', '/v1/demo/today');
  for (const page of ['/calendar', '/calendar.js', '/calendar.css', '/v1/demo/day?date=2026-03-10'])
    await call('GET', page);
  await call('GET', '/v1/accuracy/manifest');
  await call('GET', '/accuracy-manifest.sig');
  await call('GET', '/accuracy-manifest');
  await call('POST', '/v1/feedback', {
    body: { name: 'Asha', email: 'asha@example.com', plan: 'none', message: 'The yearly call is fast enough.' },
  });
  await call('POST', '/v1/contact', {
    body: { name: 'Asha', email: 'asha@example.com', message: 'Do you offer an on-premise licence?', topic: 'sales' },
  });
  await call('GET', '/v1/usage?product=panchang', { key: panchang });
  await call('GET', '/v1/datasets', { key: panchang });
  const year = 'city_id=new-delhi&year=2026&format=jsonl';
  await call('GET', `/v1/panchang/export?${year}`, { key: panchang });
  await call('GET', `/v1/panchang/export.sha256?${year}`, { key: panchang });
  await call('POST', '/v1/keys/list', { key: panchang, body: {} });
  const spare = (await call('POST', '/v1/keys', { key: panchang, body: { scope: 'read' } })).json.data;
  await call('POST', '/v1/keys/rotate', { key: panchang, body: { key_id: spare.key_id } });
  await call('POST', '/v1/keys/revoke', { key: panchang, body: { key_id: spare.key_id } });
  // issue #31: the account's default calculation profile, set with a key and on its own
  await call('POST', '/v1/keys', { key: panchang, body: { scope: 'read', default_calculation_profile: 'drik' } });
  await call('POST', '/v1/account/settings', { key: panchang, body: { default_calculation_profile: null } });

  await call('POST', '/v1/panchang/daily', { key: panchang, body: { date: '2026-06-02', city_id: 'new-delhi' } });
  await call('POST', '/v1/panchang/daily', {
    key: panchang,
    body: { date: '2026-10-20', city_id: 'chennai', calculation_profile: 'drik' },
  });
  await call('POST', '/v1/panchang/monthly', { key: panchang, body: { year: 2026, month: 2, city_id: 'chennai' } });
  await call('POST', '/v1/panchang/yearly', { key: panchang, body: { year: 2026, city_id: 'new-delhi' } });

  await call('GET', '/v1/rashifal/mesha/daily?date=2026-03-10', { key: horoscope });
  await call('GET', '/v1/horoscope/rashifal/kanya/monthly?lang=hi', { key: horoscope });
  await call('POST', '/v1/kundli', { key: horoscope, body: BIRTH });
  await call('POST', '/v1/horoscope/kundli', { key: horoscope, body: { ...GIRL, lang: 'hi' } });
  await call('POST', '/v1/dasha', { key: horoscope, body: { ...BIRTH, levels: 3 } });
  await call('POST', '/v1/divisional/D9', { key: horoscope, body: BIRTH });
  await call('POST', '/v1/doshas', { key: horoscope, body: GIRL });
  // a place read with a warning (London, England, not London, Ontario): the top-level warnings are documented
  await call('POST', '/v1/kundli', { key: horoscope, body: { date: '1990-05-15', time: '10:30', place: 'London' } });
  await call('POST', '/v1/matching', { key: horoscope, body: { boy: BIRTH, girl: GIRL } });
  await call('POST', '/v1/predict/natal', { key: horoscope, body: BIRTH });
  await call('POST', '/v1/forecast/full', { key: horoscope, body: { ...BIRTH, as_of: '2026-03-10' } });
  await call('GET', '/v1/kundli/chart.svg?date=1990-05-15&time=10:30&city_id=new-delhi&style=south', {
    key: horoscope,
  });
  await call('POST', '/v1/kundli/chart.svg', { key: horoscope, body: { ...BIRTH, varga: 'D9' } });
  // issue 32
  await call('POST', '/v1/divisional', { key: horoscope, body: { ...BIRTH, varga: 'D2', method: 'kashinatha' } });
  await call('POST', '/v1/shodashvarga', { key: horoscope, body: BIRTH });
  await call('POST', '/v1/ashtakavarga', { key: horoscope, body: BIRTH });
  await call('POST', '/v1/dasha', { key: horoscope, body: { ...BIRTH, system: 'yogini', levels: 1 } });
  await call('POST', '/v1/kp/chart', { key: horoscope, body: BIRTH });
  await call('POST', '/v1/transits', { key: horoscope, body: { birth: BIRTH, from: '2026-01-01', to: '2026-02-01' } });
  // issue 38: births (kerala, papasamyam) and stars only
  await call('POST', '/v1/matching/porutham', { key: horoscope, body: { boy: BIRTH, girl: GIRL, system: 'kerala' } });
  await call('POST', '/v1/horoscope/matching/porutham', {
    key: horoscope,
    body: { boy: { nakshatra: 13, rashi: 6 }, girl: { nakshatra: 3, pada: 2 }, lang: 'ml' },
  });

  const both = ['pythagorean', 'chaldean'];
  await call('POST', '/v1/numerology/core', {
    key: numerology,
    body: { ...asha, systems: both, include_calculations: true },
  });
  await call('POST', '/v1/numerology/core', { key: numerology, body: { name: 'Asha Rao', date: '1988-11-29' } });
  await call('POST', '/v1/numerology/name', { key: numerology, body: { name: 'Asha Rao', system: 'chaldean' } });
  await call('POST', '/v1/numerology/cycles', {
    key: numerology,
    body: { date_of_birth: '1988-11-29', date: '2025-06-15', cycle_preserve_masters: true },
  });
  await call('POST', '/v1/numerology/lo-shu', {
    key: numerology,
    body: { date: '1988-11-29', include_moolank_bhagyank: true, lang: 'hi' },
  });
  await call('POST', '/v1/numerology/compatibility', {
    key: numerology,
    body: { person_a: asha, person_b: { name: 'Ravi Kumar', date: '1987-02-03' }, systems: both, lang: 'hi' },
  });
  await call('POST', '/v1/numerology/report', {
    key: numerology,
    body: { ...asha, system: 'pythagorean', person_b: ravi, reference_date: '2025-01-01' },
  });
  await call('POST', '/v1/numerology/name-correction', {
    key: numerology,
    body: { ...asha, systems: both, target_category: 'birth_friendly', max_suggestions: 5 },
  });
  await call('POST', '/v1/numerology/bulk', {
    key: numerology,
    body: {
      items: [
        { op: 'core', ...asha, system: 'pythagorean' },
        { op: 'cycles', date_of_birth: '1990-01-01' },
        { op: 'tarot' },
      ],
    },
  });
  const feed = (
    await call('POST', '/v1/feeds', { key: panchang, body: { city_id: 'new-delhi', layers: ['festivals'] } })
  ).json.data;
  await call('POST', '/v1/feeds/list', { key: panchang, body: {} });
  const feedUrl = new URL(feed.url);
  await call('GET', feedUrl.pathname + feedUrl.search);
  // issue #30: the muhurat search and its feed through the same token
  await call('POST', '/v1/muhurat/search', {
    key: panchang,
    body: {
      activity: 'marriage',
      from: '2026-11-01',
      to: '2026-11-30',
      city_id: 'new-delhi',
      participants: [
        { birth: { date: '1994-03-21', time: '07:15', city_id: 'new-delhi' } },
        { birth_nakshatra: 4, birth_rashi: 2 },
      ],
    },
  });
  await call('GET', `/v1/muhurat/search.ics?activity=marriage&token=${feedUrl.searchParams.get('token')}`);
  await call('POST', '/v1/feeds/revoke', { key: panchang, body: { feed_id: feed.feed_id } });
  // a few refusals: their bodies must match the Error schema too
  await call('POST', '/v1/kundli', { body: BIRTH });
  await call('POST', '/v1/numerology/core', { key: numerology, body: { full_name: '' } });
  await call('DELETE', '/v1/panchang/daily', { key: panchang });
  assert.ok(checker.problems.length === 0, `\n${checker.problems.join('\n')}`);
});

test('billing answers: plans, orders, subscriptions, webhooks, receipts, sandbox pages', async () => {
  const key = await h.signup();
  await call('GET', '/v1/billing/plans', { key });
  await call('GET', '/v1/billing/plans?product=horoscope', { key });
  const order = (await call('POST', '/v1/billing/pay/order', { key, body: { product: 'horoscope', plan: 'topaz' } }))
    .json.data;
  const page = new URL(order.checkout_url);
  await call('GET', `${page.pathname}${page.search}`);
  const paid = await sandboxAct(h, order.checkout_url, 'pay');
  checker.check('POST', `${page.pathname}/pay`, paid);
  const paymentId = /id="payment-id">([^<]+)/.exec(paid.text)![1];
  const signature = /id="payment-signature">([^<]+)/.exec(paid.text)![1];
  await call('POST', '/v1/billing/pay/verify', {
    key,
    body: { product: 'horoscope', pay_order_id: order.pay_order_id, payment_id: paymentId, signature },
  });
  const sub = (
    await call('POST', '/v1/billing/pay/subscription', { key, body: { product: 'numerology', plan: 'plus' } })
  ).json.data;
  await sandboxAct(h, sub.short_url, 'authorize');
  await call('POST', '/v1/billing/subscription/change', { key, body: { product: 'numerology', plan: 'pro' } });
  await call('GET', '/v1/billing/overview?product=numerology', { key });
  const charged = eventBody('evt_doc_1', 'subscription.charged', h.clock.now(), {
    subscription_id: sub.subscription_id,
    payment_id: 'pay_evt_doc_1',
    period_end: Math.floor(h.clock.now() / 1000) + 30 * 86400,
  });
  checker.check('POST', '/v1/billing/pay/webhook', await deliver(h, charged));
  checker.check('POST', '/v1/billing/webhook', await deliver(h, charged, 'panchang'));
  const invoices = (await call('GET', '/v1/billing/invoices?product=numerology', { key })).json.data.invoices;
  await call('GET', new URL(invoices[0].pdf_url).pathname, { key });
  await call('POST', '/v1/billing/invoices', { key, body: {} });
  await call('POST', '/v1/billing/subscription/cancel', { key, body: { product: 'numerology' } });
  const co = (
    await call('POST', '/v1/billing/checkout', {
      key,
      body: { plan: 'sapphire', return_url: 'https://shop.example.com/done' },
    })
  ).json.data;
  await call('POST', '/v1/billing/subscription', { key, body: {} });
  await call('POST', '/v1/billing/cancel', { key, body: {} });
  assert.ok(co.checkout_url);
  assert.ok(checker.problems.length === 0, `\n${checker.problems.join('\n')}`);
});

test('every documented operation was answered and checked', () => {
  const missing = Object.values(checker.doc.paths as Json)
    .flatMap((ops) => Object.values(ops as Json))
    .filter((op) => !op.deprecated && !checker.covered.has(op.operationId))
    .map((op) => op.operationId);
  assert.ok(missing.length === 0, `not answered: ${missing.join(', ')}`);
});

test('the check fails on an undocumented field', () => {
  const schema = closeObjects({ type: 'object', properties: { a: { type: 'object', properties: {} } } }) as Json;
  const validate = new Ajv2020({ strict: false }).compile(schema);
  assert.ok(validate({ a: {} }));
  assert.not.ok(validate({ a: {}, b: 1 }));
  assert.not.ok(validate({ a: { c: 1 } }));
});

test.run();
