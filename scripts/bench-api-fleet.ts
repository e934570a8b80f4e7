// `npm run bench:api -- --fleet`: the served daily lookup of one replica on the fleet engines (PostgreSQL and Redis)
// against the same replica embedded (SQLite and memory), in the same run. The servers run on CPU 0; autocannon,
// redis-server and PostgreSQL on CPU 1, as they would be on other machines: the figure is what the replica itself
// pays for shared counters (one Redis round trip per call, batched per event-loop turn) and the shared store.
// Rounds alternate between the two so drift on a shared machine hits both alike; medians are printed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cannon, serverNodeOptions } from './load-test.ts';
import { startPostgres } from './support/postgres-server.ts';
import { RedisServer } from './support/redis-server.ts';

const ROUNDS = 3;
const DURATION_S = 8;
const SERVER_CPU = '0',
  LOAD_CPU = '1';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

const children: ChildProcess[] = [];
async function server(dataDir: string, env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(
    'taskset',
    ['-c', SERVER_CPU, process.execPath, ...serverNodeOptions(), '--import', 'tsx', 'scripts/start.ts'],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        RATE_LIMIT_SCALE: '100000',
        ...env,
      },
    },
  );
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/health`);
  return base;
}

async function keyOn(base: string): Promise<string> {
  const r = await fetch(`${base}/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${Date.now()}@example.com`,
      password: 'correct horse battery',
      plan: 'emerald',
    }),
  });
  return ((await r.json()) as { data: { api_key: string } }).data.api_key;
}

execFileSync('taskset', ['-a', '-cp', LOAD_CPU, String(process.pid)], { stdio: 'ignore' });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-fleet-'));
const redis = await RedisServer.start(LOAD_CPU);
const postgres = await startPostgres({ cpus: LOAD_CPU });
try {
  const databaseUrl = await postgres.newDatabase('bench');
  // one shards folder: the embedded replica builds it, the fleet replica (which takes no DATA_DIR lock) reads it too
  const embedded = await server(dataDir, {});
  const fleet = await server(dataDir, { DATABASE_URL: databaseUrl, REDIS_URL: redis.url });
  const body = JSON.stringify({ date: `${new Date().getUTCFullYear()}-03-10`, city_id: 'delhi' });
  const targets = await Promise.all(
    [embedded, fleet].map(async (base) => {
      const headers = { 'content-type': 'application/json', 'x-api-key': await keyOn(base) };
      const warm = await fetch(`${base}/v1/panchang/daily`, { method: 'POST', headers, body });
      if (warm.status !== 200) throw new Error(`${base}: warm-up answered ${warm.status}`);
      await cannon({ url: `${base}/v1/panchang/daily`, method: 'POST', headers, body, duration: 2 });
      return { url: `${base}/v1/panchang/daily`, method: 'POST', headers, body };
    }),
  );
  const runs: Record<'embedded' | 'fleet', { rps: number; p50: number; p99: number; non2xx: number }[]> = {
    embedded: [],
    fleet: [],
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of [
      ['embedded', targets[0]!],
      ['fleet', targets[1]!],
    ] as const) {
      const r = await cannon({ ...target, duration: DURATION_S });
      runs[name].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors });
      console.log(
        `round ${round + 1} ${name.padEnd(8)} ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx/errors ${r.non2xx + r.errors}`,
      );
    }
  }
  const m = (name: 'embedded' | 'fleet', k: 'rps' | 'p50' | 'p99') => median(runs[name].map((x) => x[k]));
  console.log(
    `embedded (SQLite, memory):  median ${Math.round(m('embedded', 'rps'))} req/s, p50 ${m('embedded', 'p50')} ms, p99 ${m('embedded', 'p99')} ms`,
  );
  console.log(
    `fleet (PostgreSQL, Redis):  median ${Math.round(m('fleet', 'rps'))} req/s, p50 ${m('fleet', 'p50')} ms, p99 ${m('fleet', 'p99')} ms`,
  );
  console.log(
    `ratio fleet/embedded: ${(m('fleet', 'rps') / m('embedded', 'rps')).toFixed(2)} (target >= 0.7); per-round ratios ${runs.fleet.map((f, i) => (f.rps / runs.embedded[i]!.rps).toFixed(2)).join(', ')}`,
  );
  const failed = [...runs.embedded, ...runs.fleet].reduce((n, r) => n + r.non2xx, 0);
  if (failed) console.log(`WARNING: ${failed} answers were not 2xx`);
} finally {
  for (const c of children) c.kill('SIGTERM');
  await redis.close();
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
