// Black-box: the gateway process (scripts/start.ts, as `npm start` runs it) on SIGTERM. A request in flight when the
// signal arrives completes; /ready answers 503 from the signal on; the process exits 0 within SHUTDOWN_GRACE_MS; and
// the usage that request counted is in the accounts database afterwards (the counters' last flush). Issue #28 F9:
// 200 calls in flight at the signal, and calls sent during the drain window after it, are all answered (no reset),
// each with Connection: close, and the process stays for the drain window even when idle.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { utcMonth } from '../../api/gateway/clock.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { openStore } from '../../api/store/index.ts';
import { freePort } from '../../scripts/support/free-port.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const GRACE_MS = 8_000;
const DRAIN_MS = 2_000;
const IN_FLIGHT = 200;
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

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** One GET on `agent`; a reset or refused connection is an outcome, not a throw. */
function get(agent: Agent, port: number, path: string): Promise<Outcome> {
  return new Promise((res) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (r) => {
      r.resume();
      r.on('end', () => res({ status: r.statusCode ?? 0, connection: r.headers.connection }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => res({ error: e.code ?? e.message }));
    req.end();
  });
}

test('SIGTERM: the request in flight completes, /ready turns 503, exit 0 within the grace, usage stored', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-shutdown-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  };
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

    // keep-alive connections, warmed before the signal, then 200 calls on them and on new ones, in flight at SIGTERM;
    // nothing else is in flight, so a gateway that stops at its first idle moment resets them (the F9 probe)
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    await Promise.all(Array.from({ length: 20 }, () => get(agent, port, '/health')));
    const inFlight = Array.from({ length: IN_FLIGHT }, () => get(agent, port, '/health'));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    // calls sent after the signal, within the drain window, as a load balancer does until it sees /ready fail
    const batches: Outcome[][] = [];
    while (Date.now() - signalledAt < DRAIN_MS / 2) {
      batches.push(await Promise.all(Array.from({ length: 10 }, () => get(agent, port, '/health'))));
    }
    const after = batches.flat();
    const outcomes = await Promise.all(inFlight);
    const failed = [...outcomes, ...after].filter((o) => 'error' in o || o.status !== 200);
    assert.equal(failed, [], `${failed.length} of ${outcomes.length + after.length} calls failed`);
    assert.ok(after.length >= 10, `${after.length} calls after the signal`);
    // The signal reaches the server a moment after kill() returns, so the first batch may be answered before it
    // drains; from the first batch answered while draining on, every answer closes its connection.
    const closes = (o: Outcome) => 'connection' in o && o.connection === 'close';
    const firstDraining = batches.findIndex((b) => b.some(closes));
    assert.ok(firstDraining >= 0 && firstDraining <= 5, `draining seen from batch ${firstDraining}`);
    assert.ok(after.filter(closes).length >= 10, 'ten or more answers close their connection');
    for (const b of batches.slice(firstDraining + 1))
      assert.ok(b.every(closes), 'answers after the signal close their connection');
    agent.destroy();
    const ready = await fetch(`${base}/ready`);
    assert.is(ready.status, 503, '/ready refuses traffic from the signal on');
    assert.is(((await ready.json()) as { error: string }).error, 'service_unavailable');
    assert.is(ready.headers.get('x-degraded-reason'), 'shutting-down');

    // a request begun in the drain window and still in flight when it ends is waited for
    const slow = slowPost(
      port,
      '/v1/numerology/core',
      { 'x-api-key': data.api_key },
      JSON.stringify({ full_name: 'Asha Rao', date_of_birth: '1988-11-29', system: 'pythagorean' }),
    );
    await sleep(Math.max(0, signalledAt + DRAIN_MS + 500 - Date.now()));
    assert.is(exitCode, undefined, 'still running while a request is in flight');
    slow.finish();
    const answer = await slow.answer;
    assert.is(answer.status, 200, answer.body);
    assert.ok((JSON.parse(answer.body) as { data: object }).data);

    await exited;
    assert.is(exitCode, 0);
    const tookMs = Date.now() - signalledAt;
    assert.ok(tookMs >= DRAIN_MS && tookMs < GRACE_MS, `exited ${tookMs} ms after SIGTERM`);

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
