// `npm run bench:api -- --observability`: what logs and metrics cost the served daily lookup. The same gateway twice
// in one run: once with a JSON log line per request (LOG_LEVEL=info, written to a file as a log shipper would read
// it) and Prometheus metrics on, once with both off (LOG_LEVEL=silent, METRICS=0). The servers run on CPU 0,
// autocannon on CPU 1 (DESIGN.md: served figures on separate cores); rounds alternate so drift on a shared machine
// hits both alike; medians and their ratio are printed (target: on within 10% of off).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDefaultShards, shardsDirOf } from '../pipeline/default-shards.ts';
import { cpuMicros, cpuTimes, dailyTarget, median, startGateway, type ServedGateway } from './bench/served.ts';
import { cannon } from './load-test.ts';

const ROUNDS = 7;
const DURATION_S = 8;
const SERVER_CPU = '0',
  LOAD_CPU = '1';

type Side = 'on' | 'off';
type Run = { rps: number; p50: number; p99: number; failed: number; cpuUs: number; loadIdle: number };

execFileSync('taskset', ['-a', '-cp', LOAD_CPU, String(process.pid)], { stdio: 'ignore' });
const root = mkdtempSync(join(tmpdir(), 'bench-obs-'));
const logFile = join(root, 'gateway.log');
const servers: ServedGateway[] = [];
try {
  // Both gateways find the default shards built (by this process, beforehand): a gateway that built them itself
  // would carry that work's heap into the measurement, and only one of the two would.
  await ensureDefaultShards(join(root, 'seed'), Date.now());
  for (const side of ['on', 'off'])
    cpSync(shardsDirOf(join(root, 'seed')), shardsDirOf(join(root, side)), { recursive: true });
  const on = await startGateway(SERVER_CPU, join(root, 'on'), { LOG_LEVEL: 'info', METRICS: '1' }, [
    'ignore',
    openSync(logFile, 'w'),
    'inherit',
  ]);
  servers.push(on);
  const off = await startGateway(SERVER_CPU, join(root, 'off'), { LOG_LEVEL: 'silent', METRICS: '0' });
  servers.push(off);
  if ((await fetch(`${off.base}/metrics`)).status !== 404) throw new Error('metrics are not off');
  for (const s of servers) await cannon({ ...(await dailyTarget(s.base)), duration: 2 });

  const runs: Record<Side, Run[]> = { on: [], off: [] };
  let requestsOn = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const order: [Side, ServedGateway][] = [
      ['on', on],
      ['off', off],
    ];
    if (round % 2) order.reverse(); // neither side always runs second
    for (const [side, s] of order) {
      const target = await dailyTarget(s.base);
      const cpu0 = cpuMicros(s.pid),
        load0 = cpuTimes(LOAD_CPU);
      const r = await cannon({ ...target, duration: DURATION_S });
      const load1 = cpuTimes(LOAD_CPU);
      const run = {
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        failed: r.non2xx + r.errors,
        cpuUs: (cpuMicros(s.pid) - cpu0) / r.requests.total,
        loadIdle: (load1.idle - load0.idle) / (load1.total - load0.total),
      };
      if (side === 'on') requestsOn += r.requests.total;
      runs[side].push(run);
      console.log(
        `round ${round + 1} ${side === 'on' ? 'logs+metrics' : 'both off    '} ${Math.round(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, server CPU ${run.cpuUs.toFixed(1)} µs/call, load core idle ${(run.loadIdle * 100).toFixed(0)}%, non-2xx/errors ${run.failed}`,
      );
    }
  }
  const m = (side: Side, k: keyof Run) => median(runs[side].map((x) => x[k]));
  for (const side of ['on', 'off'] as const) {
    console.log(
      `${side === 'on' ? 'logs (info) + metrics on:' : 'logs and metrics off:    '} median ${Math.round(m(side, 'rps'))} req/s, p50 ${m(side, 'p50')} ms, p99 ${m(side, 'p99')} ms, server CPU ${m(side, 'cpuUs').toFixed(1)} µs/call`,
    );
  }
  const ratio = m('on', 'rps') / m('off', 'rps');
  console.log(
    `ratio on/off: throughput ${ratio.toFixed(3)} (target >= 0.90; per round ${runs.on.map((r, i) => (r.rps / runs.off[i]!.rps).toFixed(2)).join(', ')}); server CPU per call ${(m('on', 'cpuUs') / m('off', 'cpuUs')).toFixed(3)}`,
  );
  // the lines really were written: one per request served by the 'on' gateway (warm-ups and sign-ups add a few)
  await new Promise((r) => setTimeout(r, 500));
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"msg":"request"')).length;
  console.log(`log lines written by the 'on' gateway: ${lines} request lines for ${requestsOn} measured requests`);
  const failed = [...runs.on, ...runs.off].reduce((n, r) => n + r.failed, 0);
  if (failed) console.log(`WARNING: ${failed} answers were not 2xx`);
  if (ratio < 0.9) process.exitCode = 1;
} finally {
  for (const s of servers) s.child.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
}
