// Two `npm start` replicas (real processes, the same DATA_DIR, one PostgreSQL and one Redis) under load; one is
// killed with SIGKILL mid-run. The other keeps answering, and no counted call is lost: the usage in the store, once the
// flush window has passed, lies between the calls answered 200 and those plus the ones cut off by the kill (a call the
// dead replica counted but never answered is counted: the client cannot tell). Every answer is a 200, or, rarely,
// the seed's degraded 503 with Retry-After (see the tally below); anything else fails the suite and is listed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../../scripts/support/free-port.ts';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fleetEngines, type FleetEngines } from '../support/fleet.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The documented window: usage reaches the store within a second (README, counters). */
const FLUSH_WINDOW_MS = 1_000;

let engines: FleetEngines | null = null;
const dataDir = mkdtempSync(join(tmpdir(), 'kill-replicas-'));
const children: ChildProcess[] = [];

async function replica(): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...engines!.env(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RATE_LIMIT_SCALE: '1000',
    },
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`replica exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('replica did not answer /health');
}

test.before(async () => {
  engines = await fleetEngines('kill');
});
test.after(async () => {
  for (const c of children) c.kill('SIGKILL');
  await engines?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('kill -9 one replica under load: the other keeps answering and no counted call is lost', async () => {
  if (!engines) return;
  // started together on one empty DATA_DIR: one builds the default shards, the other waits for it
  const [A, B] = await Promise.all([replica(), replica()]);
  const signup = await fetch(`${A.base}/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kill@example.com', password: 'correct horse battery', plan: 'emerald' }),
  });
  const key = ((await signup.json()) as { data: { api_key: string } }).data.api_key;
  const today = new Date().toISOString().slice(0, 10);
  const body = JSON.stringify({ date: today, city_id: 'new-delhi' });
  const tally = { ok: 0, cut: 0, degraded: 0, okAfterKill: 0 };
  // Anything but a 200 is listed. The one other answer allowed is the seed's degraded 503 (Retry-After and
  // X-Degraded-Reason): what a replica answers when Redis or PostgreSQL does not reply within its command timeout,
  // as happened twice in ~1,000 calls on one CI run of this suite beside the other test process (CPU-starved
  // replicas warming up). It is reported, bounded, and kept within the usage bounds below.
  const degraded: string[] = [];
  const unexpected: string[] = [];
  let killed = false;
  const loop = async (base: string, until: number) => {
    while (Date.now() < until) {
      try {
        const r = await fetch(`${base}/v1/panchang/daily`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body,
        });
        const text = await r.text();
        if (r.status === 200) {
          tally.ok++;
          if (killed && base === B.base) tally.okAfterKill++;
        } else {
          const seen = `${base === A.base ? 'A' : 'B'}${killed ? ' after the kill' : ''}: ${r.status} ${text.slice(0, 300)}`;
          const isDegraded =
            r.status === 503 && r.headers.get('retry-after') !== null && r.headers.get('x-degraded-reason') !== null;
          if (isDegraded) tally.degraded++;
          (isDegraded ? degraded : unexpected).push(seen);
        }
      } catch {
        tally.cut++;
        if (base === A.base && killed) return;
      }
    }
  };
  const end = Date.now() + 4_000;
  const loops = [
    ...Array.from({ length: 6 }, () => loop(A.base, end)),
    ...Array.from({ length: 6 }, () => loop(B.base, end)),
  ];
  await new Promise((r) => setTimeout(r, 1_500));
  A.child.kill('SIGKILL');
  killed = true;
  await Promise.all(loops);
  assert.equal(unexpected, [], 'no answer other than 200 or the degraded 503');
  if (degraded.length) process.stdout.write(`  degraded 503s: ${degraded.length}, first: ${degraded[0]}\n`);
  assert.ok(tally.degraded * 100 <= tally.ok, `degraded answers are rare: ${tally.degraded} against ${tally.ok}`);
  assert.ok(tally.okAfterKill > 0, 'B kept answering after A died');
  await new Promise((r) => setTimeout(r, FLUSH_WINDOW_MS + 500));
  const usage = (await (
    await fetch(`${B.base}/v1/usage?product=panchang`, { headers: { 'x-api-key': key } })
  ).json()) as { data: { calls_used: number } };
  const stored = await engines.sql("SELECT calls_used FROM usage WHERE product = 'panchang'");
  const inStore = Number(stored[0]?.calls_used ?? 0);
  process.stdout.write(
    `  answered 200: ${tally.ok} (${tally.okAfterKill} by B after the kill), degraded 503: ${tally.degraded}, cut off by the kill: ${tally.cut}; usage ${usage.data.calls_used}, in PostgreSQL ${inStore}\n`,
  );
  for (const used of [usage.data.calls_used, inStore]) {
    assert.ok(used >= tally.ok, `no answered call lost: ${used} >= ${tally.ok}`);
    // a degraded 503 may have been counted: its command reached the store, only the reply came late
    const asked = tally.ok + tally.cut + tally.degraded;
    assert.ok(used <= asked, `nothing counted that was not asked: ${used} <= ${asked}`);
  }
});

test.run();
