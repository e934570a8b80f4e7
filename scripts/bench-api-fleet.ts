// `npm run bench:api -- --fleet`: the served daily lookup of one replica on the fleet engines (PostgreSQL and Redis)
// against the same replica embedded (SQLite and memory), in the same run. The servers run on CPU 0; autocannon,
// redis-server and PostgreSQL on CPU 1, as they would be on other machines: the figure is what the replica itself
// pays for shared counters (one Redis round trip per call, batched per event-loop turn) and the shared store.
// Rounds alternate between the two so drift on a shared machine hits both alike; medians are printed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMicros, cpuTimes, dailyTarget, median, startGateway, type ServedGateway } from './bench/served.ts';
import { cannon } from './load-test.ts';
import { startPostgres } from './support/postgres-server.ts';
import { RedisServer } from './support/redis-server.ts';

const ROUNDS = 5;
const DURATION_S = 8;
const SERVER_CPU = '0',
  LOAD_CPU = '1';

const servers: ServedGateway[] = [];
const server = async (dataDir: string, env: Record<string, string>) => {
  const s = await startGateway(SERVER_CPU, dataDir, env);
  servers.push(s);
  return s;
};

execFileSync('taskset', ['-a', '-cp', LOAD_CPU, String(process.pid)], { stdio: 'ignore' });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-fleet-'));
const redis = await RedisServer.start(LOAD_CPU);
const postgres = await startPostgres({ cpus: LOAD_CPU });
try {
  const databaseUrl = await postgres.newDatabase('bench');
  // one shards folder: the embedded replica builds it, the fleet replica (which takes no DATA_DIR lock) reads it too
  const embedded = await server(dataDir, {});
  const fleet = await server(dataDir, { DATABASE_URL: databaseUrl, REDIS_URL: redis.url });
  for (const s of [embedded, fleet]) await cannon({ ...(await dailyTarget(s.base)), duration: 2 });
  type Run = { rps: number; p50: number; p99: number; failed: number; cpuUs: number; loadIdle: number };
  const runs: Record<'embedded' | 'fleet', Run[]> = { embedded: [], fleet: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, base] of [
      ['embedded', embedded],
      ['fleet', fleet],
    ] as const) {
      const t = await dailyTarget(base.base);
      const cpu0 = cpuMicros(base.pid),
        load0 = cpuTimes(LOAD_CPU);
      const r = await cannon({ ...t, duration: DURATION_S });
      const cpuUs = (cpuMicros(base.pid) - cpu0) / r.requests.total;
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
  for (const s of servers) s.child.kill('SIGTERM');
  await redis.close();
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
