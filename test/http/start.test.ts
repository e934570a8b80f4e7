// Black-box: `npm start` as the conformance checks run it (PORT, HOST, DATA_DIR in the environment):
// it answers /health, signs up, finds a city in the real directory, keeps its state under DATA_DIR
// and stops cleanly on SIGTERM. It is started the way a user's shell starts it, with the system's PATH (the
// node_modules/.bin that `npm test` put first is taken out, see test/support/npm-start.ts), and must still serve from
// Node 24: npm puts the project's own Node (scripts/node-runtime) first on the scripts' PATH when the system's is older.
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
    const status = (await (await fetch(`${base}/status`)).json()) as { data: { runtime: { node: string } } };
    assert.is(status.data.runtime.node.split('.')[0], '24', `served by Node ${status.data.runtime.node}`);
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

test('SIGTERM to the gateway alone stops its background builders before it exits', async () => {
  const server = await startNpmServer({ NODE_ENV: 'production' });
  try {
    const procs = server.processes();
    const gateway = procs.find((p) => p.args.includes('scripts/start.ts') && !p.args.startsWith('sh '));
    const builders = procs.filter((p) => /build-profiles|measure-accuracy/.test(p.args)).map((p) => p.pid);
    assert.ok(gateway, JSON.stringify(procs));
    // a supervisor that signals the main process only (as systemd's KillMode=mixed does), not the group
    process.kill(gateway.pid, 'SIGTERM');
    const alive = (pid: number) => server.processes().some((p) => p.pid === pid);
    for (const t0 = Date.now(); alive(gateway.pid) && Date.now() - t0 < 30_000; )
      await new Promise((r) => setTimeout(r, 10));
    assert.not.ok(alive(gateway.pid), 'the gateway did not exit');
    const left = builders.filter(alive);
    assert.equal(left, [], `background builders ${left} outlived the gateway`);
  } finally {
    await server.stop();
  }
});

test.run();
