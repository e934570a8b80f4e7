// Black-box: `npm start` as the conformance checks run it (PORT, HOST, DATA_DIR in the environment):
// it answers /health, signs up, finds a city in the real directory, keeps its state under DATA_DIR
// and stops cleanly on SIGTERM. It is started the way a user's shell starts it, with the system's PATH (the
// node_modules/.bin that `npm test` put first is taken out), and must still serve from Node 24: npm puts the project's
// own Node (scripts/node-runtime) first on the scripts' PATH when the system's Node is older.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACCOUNTS_DB_FILE } from '../../api/store/db.ts';
import { freePort } from '../../scripts/support/free-port.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** PATH as the user's shell has it: without the node_modules/.bin folders npm added for this test run. */
const SHELL_PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.endsWith(`node_modules${sep}.bin`))
  .join(delimiter);

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<Response> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      return await fetch(`${base}/health`);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('no /health answer in time');
}

test('npm start serves on HOST:PORT with state under DATA_DIR and stops on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-start-'));
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PATH: SHELL_PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    },
  });
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    const health = await waitForHealth(base, child, 30_000);
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
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
