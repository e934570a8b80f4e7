// Black-box: the gateway process (scripts/start.ts, as `npm start` runs it) on SIGTERM. A request in flight when the
// signal arrives completes; /ready answers 503 from the signal on; the process exits 0 within SHUTDOWN_GRACE_MS; and
// the usage that request counted is in the accounts database afterwards (the counters' last flush).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { utcMonth } from '../../api/clock.ts';
import { loadConfig } from '../../api/config.ts';
import { openStore } from '../../api/store/index.ts';
import { freePort } from '../../scripts/support/free-port.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const GRACE_MS = 8_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForReady(base: string, exited: () => boolean, timeoutMs: number): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (exited()) throw new Error('the gateway exited before it was ready');
    const status = await fetch(`${base}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error('/ready did not answer 200 in time');
}

/** A POST whose body arrives in two parts: the request is in flight between them. */
function slowPost(port: number, path: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(bytes.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((res, rej) => {
    req.on('response', (r) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (c: string) => {
        text += c;
      });
      r.on('end', () => res({ status: r.statusCode ?? 0, body: text }));
    });
    req.on('error', rej);
  });
  req.write(bytes.subarray(0, 5));
  return { finish: () => req.end(bytes.subarray(5)), answer };
}

test('SIGTERM: the request in flight completes, /ready turns 503, exit 0 within the grace, usage stored', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-shutdown-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: String(GRACE_MS) };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((res) =>
    child.once('exit', (code) => {
      exitCode = code;
      res();
    }),
  );
  try {
    await waitForReady(base, () => exitCode !== undefined, 60_000);
    const signup = await fetch(`${base}/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'drain@example.com', password: 'correct horse battery' }),
    });
    const { data } = (await signup.json()) as { data: { api_key: string; account: { id: string } } };

    const slow = slowPost(
      port,
      '/v1/numerology/core',
      { 'x-api-key': data.api_key },
      JSON.stringify({ full_name: 'Asha Rao', date_of_birth: '1988-11-29', system: 'pythagorean' }),
    );
    await sleep(300);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await sleep(300);
    const ready = await fetch(`${base}/ready`);
    assert.is(ready.status, 503, '/ready refuses traffic from the signal on');
    assert.is(((await ready.json()) as { error: string }).error, 'service_unavailable');
    assert.is(ready.headers.get('x-degraded-reason'), 'shutting-down');
    assert.is(exitCode, undefined, 'still running while a request is in flight');

    slow.finish();
    const answer = await slow.answer;
    assert.is(answer.status, 200, answer.body);
    assert.ok((JSON.parse(answer.body) as { data: object }).data);

    await exited;
    assert.is(exitCode, 0);
    assert.ok(Date.now() - signalledAt < GRACE_MS, `exited ${Date.now() - signalledAt} ms after SIGTERM`);

    const store = await openStore(loadConfig({ DATA_DIR: dataDir }));
    try {
      assert.is(await store.loadUsage(data.account.id, 'numerology', utcMonth(Date.now()).key), 1);
    } finally {
      await store.close();
    }
  } finally {
    if (exitCode === undefined) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
