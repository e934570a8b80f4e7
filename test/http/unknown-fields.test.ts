// Issue #28 item 5: a misspelt field is refused with 400 unknown_field naming the field meant, on every product's
// routes (the check sits in the gateway's validation stage, so a route gets it without doing anything).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
let keys: Record<string, string> = {};

test.before(async () => {
  ({ h, keys } = await startProductHarness(['free', 'topaz', 'starter']));
});
test.after(async () => h.close());

/** A body valid but for a stray field: 400 unknown_field naming the field meant. */
async function refused(path: string, key: string, body: unknown, field: string, meant: string) {
  const r = await h.call('POST', path, { key, body });
  assert.is(r.status, 400, `${path}: ${r.text}`);
  assert.is(r.json.error, 'unknown_field', path);
  assert.is(r.json.message, `${field} is not a field of this request; did you mean ${meant}?`);
  assert.is(r.json.details[0].path, field);
  assert.type(r.json.docs_url, 'string');
}

/** A body also broken otherwise keeps the product's seed code; the message then names the stray field too. */
async function hinted(path: string, key: string, body: unknown, code: string, hint: string) {
  const r = await h.call('POST', path, { key, body });
  assert.is(r.status, 400, `${path}: ${r.text}`);
  assert.is(r.json.error, code, path);
  assert.ok(r.json.message.endsWith(hint), r.json.message);
}

test('panchang: time_zone and cityId name timezone and city_id instead of being ignored', async () => {
  const daily = '/v1/panchang/daily';
  await refused(
    daily,
    keys.free!,
    { date: '2026-03-10', city_id: 'mumbai', time_zone: 'UTC' },
    'time_zone',
    'timezone',
  );
  await refused(daily, keys.free!, { date: '2026-03-10', cityId: 'mumbai' }, 'cityId', 'city_id');
  // schema broken too (no date): panchang's seed code, and the message names the stray field
  await hinted(
    daily,
    keys.free!,
    { dat: '2026-03-10', city_id: 'mumbai' },
    'missing_parameter',
    'date is required; dat is not a field of this request; did you mean date?',
  );
});

test('horoscope and numerology refuse a misspelt field the same way', async () => {
  const birth = { date: '1990-05-15', time: '14:30', city: 'Mumbai' };
  await refused('/v1/kundli', keys.topaz!, { ...birth, timezone: 'Asia/Kolkata' }, 'timezone', 'tz');
  await refused('/v1/kundli', keys.topaz!, { date: '1990-05-15', time: '14:30', citi: 'Mumbai' }, 'citi', 'city');
  const person = { full_name: 'Asha Rao', date_of_birth: '1990-05-15' };
  await refused(
    '/v1/numerology/core',
    keys.starter!,
    { ...person, systems: ['pythagorean'], include_calculation: true },
    'include_calculation',
    'include_calculations',
  );
  await hinted(
    '/v1/numerology/core',
    keys.starter!,
    { ...person, sytems: ['pythagorean'] },
    'invalid_system',
    'sytems is not a field of this request; did you mean systems?',
  );
});

test('aliases a schema publishes stay accepted (numerology name/date), and the gateway query names pass', async () => {
  const r = await h.call('POST', '/v1/numerology/core', {
    key: keys.starter,
    body: { name: 'Asha Rao', date: '1990-05-15', system: 'pythagorean' },
  });
  assert.is(r.status, 200, r.text);
  const ok = await h.call('POST', '/v1/panchang/daily', {
    key: keys.free,
    body: { date: '2026-03-10', city_id: 'mumbai' },
  });
  assert.is(ok.status, 200, ok.text);
});

test('daily and monthly query parameters: a misspelt one is named, the gateway ones pass', async () => {
  const body = { date: '2026-03-10', city_id: 'mumbai' };
  const r = await h.call('POST', '/v1/panchang/daily?langauge=hi', { key: keys.topaz, body });
  assert.is(r.status, 400, r.text);
  assert.is(r.json.error, 'unknown_field');
  assert.is(r.json.message, 'langauge is not a query parameter of this request; did you mean lang?');
  const ok = await h.call('POST', '/v1/panchang/daily?lang=hi&time_format=iso8601', { key: keys.topaz, body });
  assert.is(ok.status, 200, ok.text.slice(0, 200));
});

test('a query parameter a route does not read is refused where the route reads its query', async () => {
  const r = await h.call('GET', '/v1/rashifal/mesha/daily?dat=2026-03-10', { key: keys.free });
  assert.is(r.status, 400, r.text);
  assert.is(r.json.error, 'unknown_field');
  assert.match(r.json.message, 'dat is not a query parameter of this request; did you mean date?');
});

test.run();
