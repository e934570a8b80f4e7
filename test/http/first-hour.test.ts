// The first hour of an integrator (issue 20): the landing page, errors that say what to do (a city name given as
// city_id, a zone abbreviation, never the validator's own wording) and yearly called with query parameters only.
import { test } from 'uvu';
import { LANGS } from '../../tables/names/index.ts';
import * as assert from 'uvu/assert';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
let keys: Record<string, string> = {};

test.before(async () => {
  ({ h, keys } = await startProductHarness(['free', 'sapphire', 'topaz', 'starter']));
});
test.after(async () => h.close());

// The validator's own phrases (zod's English locale): none may reach a client.
const VALIDATOR_WORDING =
  /expected \w+, received|Invalid input|Invalid option|Too (small|big)|Unrecognized key|Invalid string/;

test('GET / is a landing page: HTML for a browser, JSON on request, both pointing at docs, cities and signup', async () => {
  const html = await h.call('GET', '/', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
  assert.is(html.status, 200);
  assert.match(html.headers.get('content-type') ?? '', /text\/html/);
  for (const link of ['href="/docs"', 'href="/v1/cities?q=delhi"', '/v1/signup', 'x-api-key'])
    assert.ok(html.text.includes(link), link);
  const json = await h.call('GET', '/', { headers: { accept: 'application/json' } });
  assert.is(json.status, 200);
  assert.equal(
    [json.json.docs, json.json.signup.path, json.json.key_header, json.json.cities],
    ['/docs', '/v1/signup', 'x-api-key', '/v1/cities?q=delhi'],
  );
  assert.is(json.headers.get('vary'), 'Accept');
});

test('city_id "Mumbai" names the slug to send instead; an unknown slug names the nearest ids', async () => {
  const r = await h.call('POST', '/v1/panchang/daily', {
    key: keys.free,
    body: { date: '2026-03-10', city_id: 'Mumbai' },
  });
  assert.is(r.status, 400);
  assert.is(r.json.error, 'invalid_parameter');
  assert.match(r.json.message, /try "mumbai"/);
  const near = await h.call('POST', '/v1/panchang/daily', {
    key: keys.free,
    body: { date: '2026-03-10', city_id: 'mumba' },
  });
  assert.is(near.status, 400);
  assert.match(near.json.message, /did you mean "mumbai"/);
  const ok = await h.call('POST', '/v1/panchang/daily', {
    key: keys.free,
    body: { date: '2026-03-10', city_id: 'mumbai' },
  });
  assert.is(ok.status, 200, ok.text);
});

test('a zone abbreviation says IANA names are required and suggests one (IST -> Asia/Kolkata)', async () => {
  const panchang = await h.call('POST', '/v1/panchang/daily', {
    key: keys.sapphire,
    body: { date: '2026-03-10', city_id: 'new-delhi', timezone: 'IST' },
  });
  assert.is(panchang.status, 400);
  assert.is(panchang.json.error, 'invalid_parameter');
  assert.match(panchang.json.message, /IANA names are required.*"Asia\/Kolkata"/);
  const kundli = await h.call('POST', '/v1/kundli', {
    key: keys.topaz,
    body: { date: '1990-05-15', time: '10:30', lat: 19.07, lon: 72.88, tz: 'IST' },
  });
  assert.is(kundli.status, 400);
  assert.is(kundli.json.error, 'invalid_timezone');
  assert.match(kundli.json.message, /"Asia\/Kolkata"/);
  const pst = await h.call('POST', '/v1/kundli', {
    key: keys.topaz,
    body: { date: '1990-05-15', time: '10:30', lat: 34, lon: -118, tz: 'pst' },
  });
  assert.match(pst.json.message, /"America\/Los_Angeles"/);
});

test('validator wording never reaches a message: missing, mistyped, out-of-range and unknown fields', async () => {
  const cases: Array<[string, string, unknown]> = [
    ['/v1/panchang/daily', keys.free, {}],
    ['/v1/panchang/daily', keys.free, { date: 20260310, city_id: 'delhi' }],
    ['/v1/panchang/daily', keys.free, { date: '2026-03-10', city_id: 'delhi', lang: 'fr' }],
    ['/v1/panchang/daily', keys.free, { date: '2026-03-10', lat: 'x', lon: 500 }],
    ['/v1/panchang/daily', keys.free, []],
    ['/v1/panchang/monthly', keys.sapphire, { year: 'soon', month: 13 }],
    ['/v1/kundli', keys.topaz, {}],
    ['/v1/kundli', keys.topaz, { date: '1990-05-15', time: 1030, city: 5 }],
    ['/v1/matching', keys.topaz, { boy: {} }],
    ['/v1/numerology/core', keys.starter, {}],
    ['/v1/numerology/core', keys.starter, { full_name: 7, date_of_birth: true }],
    ['/v1/signup', '', { email: 'a@b.co' }],
    ['/v1/signup', '', { email: 'not an address', password: 5 }],
  ];
  for (const [path, key, body] of cases) {
    const r = await h.call('POST', path, { key, body });
    assert.is(r.status, 400, `${path} ${JSON.stringify(body)}: ${r.text}`);
    const texts = [r.json.message, ...(r.json.details ?? []).map((d: { message: string }) => d.message)];
    for (const text of texts) assert.not.match(text, VALIDATOR_WORDING, `${path} ${JSON.stringify(body)}: ${text}`);
  }
  const missing = await h.call('POST', '/v1/panchang/daily', { key: keys.free, body: { city_id: 'delhi' } });
  assert.is(missing.json.message, 'date is required');
  const lang = await h.call('POST', '/v1/panchang/daily', {
    key: keys.free,
    body: { date: '2026-03-10', city_id: 'delhi', lang: 'fr' },
  });
  assert.is(lang.json.message, `lang must be one of ${LANGS.map((l) => `"${l}"`).join(', ')}`);
});

test('yearly takes its parameters from the query string alone, with no body', async () => {
  const r = await h.call('POST', '/v1/panchang/yearly?year=2026&city_id=new-delhi', { key: keys.sapphire });
  assert.is(r.status, 200, r.text.slice(0, 300));
  assert.is(r.json.data.year, 2026);
  assert.is(r.json.data.months.length, 12);
  const none = await h.call('POST', '/v1/panchang/yearly', { key: keys.sapphire });
  assert.is(none.status, 400);
  assert.is(none.json.error, 'missing_parameter');
  assert.is(none.json.message, 'year is required');
});

test.run();
