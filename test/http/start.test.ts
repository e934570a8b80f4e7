// Black-box: `npm start` as the conformance checks run it (PORT, HOST, DATA_DIR in the environment):
// it answers /health, signs up, finds a city in the real directory, keeps its state under DATA_DIR
// and stops cleanly on SIGTERM.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACCOUNTS_DB_FILE } from '../../api/store/db.ts';
import { startNpmServer } from '../support/npm-start.ts';

test('npm start serves on HOST:PORT with state under DATA_DIR and stops on SIGTERM', async () => {
  const server = await startNpmServer({ NODE_ENV: 'production' });
  const { base, dataDir, health } = server;
  try {
    assert.is(health.status, 200);
    assert.is(health.headers.get('x-data-source'), 'live');
    const signup = await fetch(`${base}/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'start@example.com', password: 'correct horse battery', plan: 'emerald' }),
    });
    assert.is(signup.status, 201);
    const key = ((await signup.json()) as { data: { api_key: string } }).data.api_key;
    const usage = await fetch(`${base}/v1/usage`, { headers: { 'x-api-key': key } });
    assert.is(((await usage.json()) as { data: { plan: string } }).data.plan, 'emerald');
    const cities = (await (await fetch(`${base}/v1/cities?q=New%20Delhi`)).json()) as { data: { city_id: string }[] };
    assert.ok(cities.data.length > 0 && cities.data[0]!.city_id.includes('delhi'));
    assert.ok(existsSync(join(dataDir, ACCOUNTS_DB_FILE)), 'the accounts database lives under DATA_DIR');
  } finally {
    await server.stop();
  }
});

test.run();
