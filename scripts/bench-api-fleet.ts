// `npm run bench:api -- --fleet`: the served daily lookup of one replica on the fleet engines (PostgreSQL and Redis)
// against the same replica embedded (SQLite and memory), in the same run. The servers run on CPU 0; autocannon,
// redis-server and PostgreSQL on CPU 1, as they would be on other machines: the figure is what the replica itself
// pays for shared counters (one Redis round trip per call, batched per event-loop turn) and the shared store.
// Rounds alternate between the two so drift on a shared machine hits both alike; medians are printed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cannon, serverNodeOptions } from './load-test.ts';
import { startPostgres } from './support/postgres-server.ts';
import { RedisServer } from './support/redis-server.ts';

const ROUNDS = 5;
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

/** Server CPU (user + system) in µs from /proc: what the replica itself spends, whatever limits the throughput. */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Idle share of one CPU over a run, from /proc/stat: near 0 on the load core means the load generator was the limit. */
function cpuTimes(cpu: string): { idle: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${cpu} `))!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  return { idle: v[3]! + v[4]!, total: v.reduce((a, b) => a + b, 0) };
}

const children: ChildProcess[] = [];
const pidOf = new Map<string, number>();
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
  pidOf.set(base, child.pid!); // taskset execs node in its own process
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
  // a fresh emerald account per round: one account's daily burst cap (400,000 calls) must not end a run
  const target = async (base: string) => {
    const headers = { 'content-type': 'application/json', 'x-api-key': await keyOn(base) };
    const warm = await fetch(`${base}/v1/panchang/daily`, { method: 'POST', headers, body });
    if (warm.status !== 200) throw new Error(`${base}: warm-up answered ${warm.status}`);
    return { url: `${base}/v1/panchang/daily`, method: 'POST', headers, body };
  };
  for (const base of [embedded, fleet]) await cannon({ ...(await target(base)), duration: 2 });
  type Run = { rps: number; p50: number; p99: number; failed: number; cpuUs: number; loadIdle: number };
  const runs: Record<'embedded' | 'fleet', Run[]> = { embedded: [], fleet: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, base] of [
      ['embedded', embedded],
      ['fleet', fleet],
    ] as const) {
      const t = await target(base);
      const cpu0 = cpuMicros(pidOf.get(base)!),
        load0 = cpuTimes(LOAD_CPU);
      const r = await cannon({ ...t, duration: DURATION_S });
      const cpuUs = (cpuMicros(pidOf.get(base)!) - cpu0) / r.requests.total;
      const load1 = cpuTimes(LOAD_CPU);
      const loadIdle = (load1.idle - load0.idle) / (load1.total - load0.total);
      runs[name].push({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        failed: r.non2xx + r.errors,
        cpuUs,
        loadIdle,
      });
      console.log(
        `round ${round + 1} ${name.padEnd(8)} ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, server CPU ${cpuUs.toFixed(1)} µs/call, load core idle ${(loadIdle * 100).toFixed(0)}%, non-2xx/errors ${r.non2xx + r.errors}`,
      );
    }
  }
  const m = (name: 'embedded' | 'fleet', k: keyof Run) => median(runs[name].map((x) => x[k]));
  for (const name of ['embedded', 'fleet'] as const) {
    console.log(
      `${name === 'embedded' ? 'embedded (SQLite, memory):' : 'fleet (PostgreSQL, Redis):'} median ${Math.round(m(name, 'rps'))} req/s, p50 ${m(name, 'p50')} ms, p99 ${m(name, 'p99')} ms, server CPU ${m(name, 'cpuUs').toFixed(1)} µs/call`,
    );
  }
  console.log(
    `ratio fleet/embedded: throughput ${(m('fleet', 'rps') / m('embedded', 'rps')).toFixed(2)} (target >= 0.7; per round ${runs.fleet.map((f, i) => (f.rps / runs.embedded[i]!.rps).toFixed(2)).join(', ')}); server CPU per call ${(m('embedded', 'cpuUs') / m('fleet', 'cpuUs')).toFixed(2)}`,
  );
  const failed = [...runs.embedded, ...runs.fleet].reduce((n, r) => n + r.failed, 0);
  if (failed) console.log(`WARNING: ${failed} answers were not 2xx`);
} finally {
  for (const c of children) c.kill('SIGTERM');
  await redis.close();
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
