// Issue #31: an account's default calculation profile. POST /v1/account/settings and POST /v1/keys set it; a daily,
// monthly or yearly request naming no calculation_profile gets it, a request's own field (body or query) still wins,
// and data.metadata.conventions.profile says which applied. Embedded store (SQLite); test/fleet covers two replicas.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { expectError, startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const { routes } = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({ routes, cityDirectory: loadCityDirectory(), env: { RATE_LIMIT_SCALE: '100' } });
  clockRef.now = () => h.clock.now();
});
test.after(async () => h.close());

const DAY = { date: '2026-06-02', city_id: 'new-delhi' };
const daily = (key: string, body: object = DAY, path = '/v1/panchang/daily') => h.call('POST', path, { key, body });
const profileOf = (r: { json: any }) => r.json.data.metadata.conventions.profile as string;
const settings = (key: string, body?: object) => h.call('POST', '/v1/account/settings', { key, body: body ?? {} });

test('settings: reading without a field, setting, clearing; the answers and their conventions follow', async () => {
  const admin = await h.signup('emerald');
  const before = await settings(admin);
  assert.is(before.status, 200, before.text);
  assert.equal(
    { ...before.json.data, account_id: undefined },
    { account_id: undefined, default_calculation_profile: null, effective_calculation_profile: 'swiss_ephemeris' },
  );
  const plain = await daily(admin);
  assert.is(profileOf(plain), 'swiss_ephemeris');

  const set = await settings(admin, { default_calculation_profile: 'drik' });
  assert.is(set.status, 200, set.text);
  assert.is(set.json.data.default_calculation_profile, 'drik');
  const drik = await daily(admin);
  assert.is(profileOf(drik), 'drik');
  assert.is.not(drik.json.data.tithi, plain.json.data.tithi, 'the drik conventions were applied, not only declared');
  // the request's own field wins, in the body and in the query
  assert.is(profileOf(await daily(admin, { ...DAY, calculation_profile: 'swiss_ephemeris' })), 'swiss_ephemeris');
  const byQuery = await daily(admin, DAY, '/v1/panchang/daily?calculation_profile=swiss_ephemeris');
  assert.is(profileOf(byQuery), 'swiss_ephemeris');
  assert.equal(byQuery.json.data.tithi, plain.json.data.tithi);
  // monthly and yearly too
  const month = await h.call('POST', '/v1/panchang/monthly', {
    key: admin,
    body: { year: 2026, month: 6, city_id: 'new-delhi' },
  });
  assert.ok(month.json.data.days.every((d: any) => d.metadata.conventions.profile === 'drik'));

  const cleared = await settings(admin, { default_calculation_profile: null });
  assert.is(cleared.json.data.effective_calculation_profile, 'swiss_ephemeris');
  const back = await daily(admin);
  assert.is(profileOf(back), 'swiss_ephemeris');
  assert.equal(back.json.data.tithi, plain.json.data.tithi);
});

test('the default belongs to the account: every key of it follows, another account does not', async () => {
  const admin = await h.signup('emerald');
  const made = await h.call('POST', '/v1/keys', { key: admin, body: { name: 'reader', scope: 'read' } });
  const reader = made.json.data.api_key as string;
  assert.is(profileOf(await daily(reader)), 'swiss_ephemeris', 'cached before the change');
  await settings(admin, { default_calculation_profile: 'drik' });
  assert.is(profileOf(await daily(reader)), 'drik', 'the cached settings were dropped on write');
  const other = await h.signup('emerald');
  assert.is(profileOf(await daily(other)), 'swiss_ephemeris');
});

test('POST /v1/keys sets the default with the key, in one transaction', async () => {
  const admin = await h.signup('emerald');
  const made = await h.call('POST', '/v1/keys', {
    key: admin,
    body: { name: 'drik-app', default_calculation_profile: 'drik' },
  });
  assert.is(made.status, 201, made.text);
  assert.is(made.json.data.default_calculation_profile, 'drik');
  assert.is(profileOf(await daily(made.json.data.api_key)), 'drik');
  assert.is((await settings(admin)).json.data.default_calculation_profile, 'drik');
  const plainKey = await h.call('POST', '/v1/keys', { key: admin, body: { name: 'no-field' } });
  assert.is(plainKey.json.data.default_calculation_profile, undefined, 'a key made without the field leaves it be');
  assert.is((await settings(admin)).json.data.default_calculation_profile, 'drik');
});

test('bad input is a 400 with a clear message; a read-scope key may not change settings', async () => {
  const admin = await h.signup('free');
  await expectError(
    'unknown profile',
    settings(admin, { default_calculation_profile: 'lahiri' }),
    400,
    'invalid_request',
  );
  await expectError(
    'a number for a profile',
    h.call('POST', '/v1/keys', { key: admin, body: { default_calculation_profile: 7 } }),
    400,
    'invalid_request',
  );
  const made = await h.call('POST', '/v1/keys', { key: admin, body: { scope: 'read' } });
  await expectError(
    'read scope',
    settings(made.json.data.api_key, { default_calculation_profile: 'drik' }),
    403,
    'insufficient_scope',
  );
  assert.is((await settings(admin)).json.data.default_calculation_profile, null, 'nothing was stored');
});

test.run();
