// Black-box, issue #40: a fresh `npm start` answers from its first (default-profile) build, then adds the `drik` shard
// family in the background, after which a `drik` daily of the default set answers from shards (X-Data-Source: cache).
// The same server dates Tamil months at the requested city: Aani 1949 opens on 15 June 2027 at New Delhi (the
// reference files' place) and on 16 June at Chennai (sankranti 18:50 IST, between the two cities' cutoffs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startNpmServer } from '../support/npm-start.ts';

const DRIK_CACHE_TIMEOUT_MS = 240_000;

test('a fresh npm start answers first, then serves drik days from shards; Tamil dates follow the city', async () => {
  const t0 = Date.now();
  const server = await startNpmServer({ NODE_ENV: 'production' });
  const { base } = server;
  console.log(`fresh npm start: first /health after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const signup = await fetch(`${base}/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'drik-start@example.com', password: 'correct horse battery', plan: 'emerald' }),
    });
    const key = ((await signup.json()) as { data: { api_key: string } }).data.api_key;
    const daily = (body: Record<string, unknown>) =>
      fetch(`${base}/v1/panchang/daily`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const drikDay = { date: '2026-03-10', city_id: 'new-delhi', calculation_profile: 'drik' };
    const first = await daily(drikDay);
    assert.is(first.status, 200);
    let source = first.headers.get('x-data-source');
    while (source !== 'cache' && Date.now() - t0 < DRIK_CACHE_TIMEOUT_MS) {
      await new Promise((r) => setTimeout(r, 1_000));
      source = (await daily(drikDay)).headers.get('x-data-source');
    }
    console.log(
      `drik daily from shards after ${((Date.now() - t0) / 1000).toFixed(1)} s (first answer: ${first.headers.get('x-data-source')})`,
    );
    assert.is(source, 'cache', 'a drik daily of the default set answers from shards');
    const drik = (await (await daily(drikDay)).json()) as { data: { metadata: { conventions: { profile: string } } } };
    assert.is(drik.data.metadata.conventions.profile, 'drik');
    const plain = await daily({ date: '2026-03-10', city_id: 'new-delhi' });
    assert.is(plain.headers.get('x-data-source'), 'cache', 'the default family stays served');

    type Tamil = { data: { calendars: { tamil: { month: number; day: number } } } };
    const tamil = async (city_id: string) =>
      ((await (await daily({ date: '2027-06-15', city_id })).json()) as Tamil).data.calendars.tamil;
    assert.equal(await tamil('new-delhi'), { ...(await tamil('new-delhi')), month: 3, day: 1 });
    const chennai = await tamil('chennai');
    assert.equal([chennai.month, chennai.day], [2, 32]);
  } finally {
    await server.stop();
  }
});

test.run();
