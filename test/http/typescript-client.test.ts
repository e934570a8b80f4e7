// The TypeScript client (clients/typescript) against a live gateway with the real product routes: one
// typed call of every product, a refusal as an ApiError, a 429 waited out through its Retry-After, and
// the generated types current (regenerated here and compared with the committed file).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { productRoutes } from '../../api/catalog.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { ApiError, createApiClient, unwrap } from '../../clients/typescript/src/index.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { CLIENT_TYPES_FILE, clientTypes } from '../../scripts/client-types.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
const cityDirectory = loadCityDirectory();
test.before(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'ts-client-')) });
  h = await startHarness({ routes: productRoutes({ cityDirectory, config, panchangSource: null }), cityDirectory });
});
test.after(async () => h.close());

test('the generated types are current (npm run client:generate)', async () => {
  const committed = readFileSync(CLIENT_TYPES_FILE, 'utf8');
  assert.ok(committed === (await clientTypes()), 'clients/typescript/src/schema.ts is stale: npm run client:generate');
});

test('one typed call of every product, the key sent by the client', async () => {
  const open = createApiClient({ baseUrl: h.base });
  const signup = await unwrap(
    open.POST('/v1/signup', { body: { email: 'client@example.com', password: 'correct horse battery' } }),
  );
  const api = createApiClient({ baseUrl: h.base, apiKey: signup.data.api_key });

  const cities = await unwrap(open.GET('/v1/cities', { params: { query: { q: 'Chennai' } } }));
  assert.is(cities.data[0]!.city_id, 'chennai');
  const day = await unwrap(api.POST('/v1/panchang/daily', { body: { date: '2026-03-10', city_id: 'chennai' } }));
  assert.is(day.data.date, '2026-03-10');
  assert.ok(day.data.tithi.length >= 1);
  const kundli = await unwrap(
    api.POST('/v1/kundli', { body: { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' } }),
  );
  assert.is(kundli.data.grahas.length, 9);
  assert.is(kundli.meta.calculation?.ayanamsa, 'lahiri');
  const rashifal = await unwrap(
    api.GET('/v1/rashifal/{sign}/{period}', { params: { path: { sign: 'mesha', period: 'daily' } } }),
  );
  assert.is(rashifal.data.sign.key, 'mesha');
  const core = await unwrap(
    api.POST('/v1/numerology/core', { body: { name: 'Asha Rao', date: '1988-11-29', system: 'pythagorean' } }),
  );
  assert.ok(core.data);
  const usage = await unwrap(api.GET('/v1/usage', { params: { query: { product: 'horoscope' } } }));
  assert.is(usage.data.calls_used, 2);
  const svg = await api.GET('/v1/kundli/chart.svg', {
    params: { query: { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' } },
    parseAs: 'text',
  });
  assert.match(svg.data!, /^<svg/);
});

test('a refusal is an ApiError with the code, message and docs_url', async () => {
  const anonymous = createApiClient({ baseUrl: h.base });
  try {
    await unwrap(anonymous.POST('/v1/kundli', { body: { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' } }));
    assert.unreachable('a call without a key is refused');
  } catch (err) {
    assert.instance(err, ApiError);
    const e = err as ApiError;
    assert.equal([e.status, e.error], [401, 'missing_api_key']);
    assert.match(e.docsUrl, /\/errors#missing_api_key$/);
    assert.ok(e.message.includes('missing_api_key'));
  }
});

test('a 429 is waited out for its Retry-After, then the call goes through', async () => {
  const key = await h.signup('free');
  const slept: number[] = [];
  // the gateway's clock is the harness's: "sleeping" moves it on, so the retry lands in the next window
  const sleep = async (seconds: number) => {
    slept.push(seconds);
    h.clock.advance(seconds * 1000);
  };
  const api = createApiClient({ baseUrl: h.base, apiKey: key, sleep });
  const body = { name: 'Asha Rao', date: '1988-11-29', system: 'pythagorean' as const };
  for (let i = 0; i < 10; i++) await unwrap(api.POST('/v1/numerology/core', { body })); // numerology free: 10 a minute
  const past = await unwrap(api.POST('/v1/numerology/core', { body }));
  assert.ok(past.data);
  assert.is(slept.length, 1);
  assert.ok(slept[0]! > 0 && slept[0]! <= 60, `Retry-After ${slept[0]}`);

  const impatient = createApiClient({ baseUrl: h.base, apiKey: key, sleep, maxRetries: 0 });
  for (let i = 0; i < 9; i++) await unwrap(impatient.POST('/v1/numerology/core', { body }));
  const refused = await unwrap(impatient.POST('/v1/numerology/core', { body })).catch((e: unknown) => e);
  assert.instance(refused, ApiError);
  assert.equal([(refused as ApiError).status, (refused as ApiError).error], [429, 'rate_limited']);
  assert.ok((refused as ApiError).retryAfterSeconds! > 0);
});

test.run();
