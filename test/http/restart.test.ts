// Issue #41, restarts an operator meets: a gateway started on a DATA_DIR whose gateway is draining after SIGTERM (as
// a supervisor restarts `npm start` the moment npm leaves) waits for it, saying so in one log line, and comes up once
// it has left; a gateway started beside a live one still stops at once with "in use" (the lock's protection).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../scripts/support/free-port.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const GRACE_MS = 20_000;
/**
 * The old gateway keeps serving this long after SIGTERM (/ready 503): the new one must wait it out. Longer than a
 * gateway takes to reach its lock on a loaded machine (several seconds), so the new one finds the old one draining.
 */
const DRAIN_MS = 12_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Gateway {
  readonly child: ChildProcess;
  readonly base: string;
  output(): string;
  readonly exited: Promise<number | null>;
  exitCode(): number | null | undefined;
  /** Date.now() at its exit. */
  exitedAt(): number | undefined;
}

async function startGateway(dataDir: string): Promise<Gateway> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    },
  });
  let text = '';
  for (const s of [child.stdout!, child.stderr!]) s.on('data', (d: Buffer) => (text += d.toString()));
  let code: number | null | undefined;
  let at: number | undefined;
  const exited = new Promise<number | null>((res) =>
    child.once('exit', (c) => {
      code = c;
      at = Date.now();
      res(c);
    }),
  );
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => text,
    exited,
    exitCode: () => code,
    exitedAt: () => at,
  };
}

async function waitForReady(g: Gateway, timeoutMs: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (g.exitCode() !== undefined) throw new Error(`the gateway exited (${g.exitCode()}):\n${g.output()}`);
    const status = await fetch(`${g.base}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now();
    await sleep(100);
  }
  throw new Error(`/ready did not answer 200 in time:\n${g.output()}`);
}

test('a gateway started while the old one drains waits for it and comes up; beside a live one it stops', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-restart-'));
  const started: Gateway[] = [];
  try {
    const old = await startGateway(dataDir);
    started.push(old);
    await waitForReady(old, 120_000);

    const beside = await startGateway(dataDir);
    started.push(beside);
    assert.is(await beside.exited, 1, 'a second live gateway on the same DATA_DIR is refused');
    assert.match(beside.output(), /is in use by another gateway/);

    old.child.kill('SIGTERM');
    await sleep(300); // npm passes the signal on and leaves; a supervisor restarts at once
    const next = await startGateway(dataDir);
    started.push(next);
    const upAt = await waitForReady(next, GRACE_MS + 30_000);
    const oldCode = await old.exited;
    assert.is(oldCode, 0, 'the old gateway drained and left cleanly');
    assert.ok(upAt >= old.exitedAt()!, 'the new gateway came up once the old one had left');
    const waits = next.output().match(/waiting for it to leave/g) ?? [];
    assert.is(waits.length, 1, `one log line says why it waits:\n${next.output()}`);
    assert.not.match(next.output(), /is in use by another gateway/);
    assert.is((await fetch(`${next.base}/health`)).status, 200);
  } finally {
    for (const g of started) if (g.exitCode() === undefined) g.child.kill('SIGKILL');
    await Promise.all(started.map((g) => g.exited));
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
