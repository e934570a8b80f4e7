// One vocabulary across the products (issue #41) on the served gateway: the OpenAPI document names a birth, a place, a
// language and a region as docs/conventions.md says (and says it, in its description); the walk finds the old nested-
// only transits body in a doctored copy of the real document; an unknown `lang` is the product's 400 listing every
// language of LANGS on a route of each product; transits take the birth flat; muhurat search takes south_india.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONVENTIONS, conventionProblems } from '../../api/conventions.ts';
import { LANGS } from '../../tables/names/index.ts';
import { startExamplesGateway } from '../support/examples-replay.ts';
import type { Harness } from './harness.ts';

type Json = Record<string, any>;
let h: Harness;
let doc: Json;
const keys: Record<string, string> = {};
test.before(async () => {
  h = await startExamplesGateway();
  doc = (await h.call('GET', '/openapi.json')).json;
  for (const plan of ['emerald', 'infinity', 'scale']) keys[plan] = await h.signup(plan);
});
test.after(async () => h?.close());

test('docs/conventions.md and the OpenAPI description carry the same conventions text', () => {
  const page = readFileSync(new URL('../../docs/conventions.md', import.meta.url), 'utf8');
  assert.ok(page.includes(CONVENTIONS), 'docs/conventions.md is stale: npm run docs:conventions');
  assert.ok(String(doc.info.description).includes(CONVENTIONS));
  for (const lang of LANGS) assert.ok(CONVENTIONS.includes(lang), lang);
});

test('the served document names every birth, place, language and region by the conventions', () => {
  assert.equal(conventionProblems(doc), []);
});

test('the walk finds a route of the real document that takes the birth only nested (transits before #41)', () => {
  const doctored = structuredClone(doc);
  const ref = doctored.paths['/v1/transits'].post.requestBody.content['application/json'].schema.$ref as string;
  const body = ref
    .split('/')
    .slice(1)
    .reduce((n: Json, k: string) => n[k], doctored);
  for (const k of ['time', 'city', 'place', 'city_id', 'lat', 'lon', 'tz', 'name']) delete body.properties[k];
  const problems = conventionProblems(doctored);
  assert.ok(
    problems.some((p) => p.startsWith('post /v1/transits body:') && p.includes('only nested')),
    problems.join('\n'),
  );
});

const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' };
const DAY = { date: '2026-03-18', city_id: 'new-delhi' };

/** A call of each product that takes `lang`, with a valid body around the language. */
const CALLS: readonly [string, string, string, (lang: string) => { path: string; body?: unknown }][] = [
  ['panchang daily (body)', 'POST', 'emerald', (lang) => ({ path: '/v1/panchang/daily', body: { ...DAY, lang } })],
  ['panchang daily (?lang)', 'POST', 'emerald', (lang) => ({ path: `/v1/panchang/daily?lang=${lang}`, body: DAY })],
  [
    'panchang monthly',
    'POST',
    'emerald',
    (lang) => ({ path: '/v1/panchang/monthly', body: { year: 2026, month: 3, city_id: 'new-delhi', lang } }),
  ],
  [
    'muhurat search',
    'POST',
    'emerald',
    (lang) => ({
      path: '/v1/muhurat/search',
      body: { activity: 'vehicle_purchase', from: '2026-03-18', to: '2026-03-20', city_id: 'new-delhi', lang },
    }),
  ],
  [
    'feeds',
    'POST',
    'emerald',
    (lang) => ({ path: '/v1/feeds', body: { city_id: 'new-delhi', layers: ['festivals'], lang } }),
  ],
  ['month view', 'GET', 'emerald', (lang) => ({ path: `/calendar?lang=${lang}` })],
  ['rashifal', 'GET', 'infinity', (lang) => ({ path: `/v1/rashifal/mesha/daily?lang=${lang}` })],
  ['kundli', 'POST', 'infinity', (lang) => ({ path: '/v1/kundli', body: { ...BIRTH, lang } })],
  ['transits', 'POST', 'infinity', (lang) => ({ path: '/v1/transits', body: { ...BIRTH, lang } })],
  [
    'matching',
    'POST',
    'infinity',
    (lang) => ({ path: '/v1/matching', body: { boy: BIRTH, girl: { ...BIRTH, time: '11:00' }, lang } }),
  ],
  [
    'numerology lo-shu',
    'POST',
    'scale',
    (lang) => ({ path: '/v1/numerology/lo-shu', body: { date_of_birth: '1988-11-29', lang } }),
  ],
  [
    'numerology report',
    'POST',
    'scale',
    (lang) => ({
      path: '/v1/numerology/report',
      body: { full_name: 'Asha Rao', date_of_birth: '1988-11-29', systems: ['pythagorean'], lang },
    }),
  ],
];

test('lang=xx is a 400 listing every supported language on every product; each language of LANGS is accepted', async () => {
  for (const [name, method, plan, call] of CALLS) {
    const bad = call('xx');
    const r = await h.call(method, bad.path, { key: keys[plan]!, body: bad.body });
    assert.is(r.status, 400, `${name}: ${r.text.slice(0, 200)}`);
    for (const lang of LANGS) assert.ok(r.json.message.includes(lang), `${name} names ${lang}: ${r.json.message}`);
    const last = call(LANGS[LANGS.length - 1]!);
    const ok = await h.call(method, last.path, { key: keys[plan]!, body: last.body });
    assert.ok(ok.status < 300, `${name} in ${LANGS[LANGS.length - 1]}: ${ok.status} ${ok.text.slice(0, 200)}`);
  }
});

test('transits take a flat birth; the muhurat search takes the daily region vocabulary', async () => {
  const flat = await h.call('POST', '/v1/transits', { key: keys.infinity!, body: { ...BIRTH, as_of: '2026-06-15' } });
  assert.is(flat.status, 200, flat.text.slice(0, 200));
  const daily = await h.call('POST', '/v1/panchang/daily', {
    key: keys.emerald!,
    body: { ...DAY, city_id: 'chennai' },
  });
  const region = daily.json.data.metadata.region_variant;
  assert.is(region, 'south_india');
  const search = await h.call('POST', '/v1/muhurat/search', {
    key: keys.emerald!,
    body: {
      activity: 'vehicle_purchase',
      from: '2026-03-18',
      to: '2026-03-20',
      city_id: 'chennai',
      region_variant: region,
    },
  });
  assert.is(search.status, 200, search.text.slice(0, 200));
  assert.equal([search.json.data.region_variant, search.json.data.convention], ['south_india', 'south']);
});

test.run();
