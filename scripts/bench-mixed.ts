// `npm run bench:mixed` (issue #43): the cached daily's latency alone and while four clients run heavy on-demand work
// back to back (distinct 11-month muhurat searches; then 366-day transit ranges), on a gateway started as `npm start`
// starts it with RATE_LIMIT_SCALE=1000: first with the compute pool off (COMPUTE_POOL_SIZE=0, the work on the event
// loop: "before"), then with its default size ("after"), in one run on one DATA_DIR (default shards built once).
// Target on the 2-core machine: daily p50 <= 10 ms and p99 <= 60 ms while 4 search clients run, searches >= 20/s.
// Optional: DAILIES (default 300) sequential dailies per phase, MIN_SECONDS (default 15) the least a phase lasts,
// DAILY_EVERY_MS (default 10) the least time from one daily's start to the next; POOL_SIZE the "after" pool's size.
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultComputePoolSize } from '../api/gateway/config.ts';
import { readHarnessStatus } from '../pipeline/accuracy/background.ts';
import { emeraldKey, planKey, startGateway, type ServedGateway } from './bench/served.ts';

const DAILIES = Number(process.env.DAILIES ?? 300);
/** A phase lasts at least this long (`MIN_SECONDS`), its dailies timed all along. */
const MIN_SECONDS = Number(process.env.MIN_SECONDS ?? 15);
/** The dailies are sequential and start at most one per this many ms (`DAILY_EVERY_MS`, default 10). */
const DAILY_EVERY_MS = Number(process.env.DAILY_EVERY_MS ?? 10);
const CLIENTS = 4;
const CITIES = ['new-delhi', 'mumbai', 'kolkata', 'chennai'];
const DAY_MS = 86_400_000;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let resets = 0;

/** One call; a connection the server reset (a keep-alive socket closed as it was reused) is retried, and counted. */
async function post(base: string, path: string, key: string, body: unknown): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(body),
      });
      await r.arrayBuffer();
      return r.status;
    } catch (error) {
      if (attempt >= 2) throw error;
      resets++;
    }
  }
}

/** The heavy calls: distinct each time (client, round), on a few cities whose tables the server has warmed. */
interface Load {
  readonly label: string;
  readonly plan: string;
  readonly path: string;
  body(client: number, round: number): unknown;
}

const SEARCHES: Load = {
  label: '4 clients, 11-month muhurat searches',
  plan: 'emerald',
  path: '/v1/muhurat/search',
  body: (client, round) => {
    const from = Date.UTC(2026, 0, 1) + ((client * 7 + round) % 28) * DAY_MS;
    return { activity: 'marriage', from: isoDay(from), to: isoDay(from + 333 * DAY_MS), city_id: CITIES[client] };
  },
};

const TRANSITS: Load = {
  label: '4 clients, 366-day transit ranges',
  plan: 'topaz',
  path: '/v1/transits',
  body: (client, round) => ({
    birth: { date: `19${70 + ((client * 5 + round) % 30)}-05-15`, time: '10:30', city_id: CITIES[client] },
    from: '2026-01-01',
    to: '2026-12-31',
  }),
};

interface Phase {
  p50: number;
  p99: number;
  perSecond: number | null;
  refused: number;
}

/** DAILIES sequential cached dailies, timed one by one, while `load` (if any) keeps four clients busy. */
async function phase(gw: ServedGateway, dailyKey: string, load: Load | null): Promise<Phase> {
  const daily = { date: `${new Date().getUTCFullYear()}-03-10`, city_id: 'delhi' };
  let running = load !== null;
  let done = 0;
  let refused = 0;
  const clients = load
    ? Array.from({ length: CLIENTS }, async (_, client) => {
        let key = await planKey(gw.base, load.plan);
        for (let round = 0; running; round++) {
          const status = await post(gw.base, load.path, key, load.body(client, round)).catch(() => 0);
          if (status === 200) done++;
          else if (status === 429) key = await planKey(gw.base, load.plan);
          else refused++;
        }
      })
    : [];
  if (load) await new Promise((r) => setTimeout(r, 1_000)); // the clients under way
  const doneAtStart = done;
  const times: number[] = [];
  const t0 = performance.now();
  // at least MIN_SECONDS: with the pool 300 dailies take under a second, too short to count the heavy calls in
  for (let i = 0; i < DAILIES || performance.now() - t0 < MIN_SECONDS * 1000; i++) {
    const t = performance.now();
    const status = await post(gw.base, '/v1/panchang/daily', dailyKey, daily);
    if (status !== 200) throw new Error(`daily answered ${status}`);
    const took = performance.now() - t;
    times.push(took);
    // a probe, not a load: back to back, fast dailies would take a core from the threads they measure
    if (took < DAILY_EVERY_MS) await new Promise((r) => setTimeout(r, DAILY_EVERY_MS - took));
  }
  const seconds = (performance.now() - t0) / 1000;
  const completed = done - doneAtStart;
  running = false;
  await Promise.all(clients);
  times.sort((a, b) => a - b);
  return {
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    perSecond: load ? completed / seconds : null,
    refused,
  };
}

async function measure(dataDir: string, poolSize: number): Promise<Phase[]> {
  const env = { RATE_LIMIT_SCALE: '1000', COMPUTE_POOL_SIZE: String(poolSize), LOG_LEVEL: 'warn' };
  // the server's log beside its data: what to read when a run ends early
  let stopping = false;
  const log = openSync(join(dataDir, `server-pool-${poolSize}.log`), 'a');
  const gw = await startGateway('0-1', dataDir, env, ['ignore', log, log]);
  gw.child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`  the server (pool ${poolSize}) exited: code ${code}, signal ${signal}\n`);
  });
  // a run that fails must not leave its server behind
  const stop = () => {
    stopping = true;
    gw.child.kill('SIGTERM');
  };
  process.once('exit', stop);
  try {
    // a fresh DATA_DIR's first start measures the accuracy sections in a background process: not during the phases
    for (let i = 0; i < 600 && readHarnessStatus(dataDir)?.state === 'measuring'; i++)
      await new Promise((r) => setTimeout(r, 1_000));
    const dailyKey = await emeraldKey(gw.base);
    // warm: the daily's rendered day, every city's place-years for the searches, a transit range; the pool's threads
    const warmSearch = await planKey(gw.base, 'emerald');
    const warmTransit = await planKey(gw.base, 'topaz');
    await post(gw.base, '/v1/panchang/daily', dailyKey, {
      date: `${new Date().getUTCFullYear()}-03-10`,
      city_id: 'delhi',
    });
    for (let round = 0; round < Math.max(2, poolSize) * 3; round++)
      await Promise.all(
        CITIES.map((_, c) =>
          Promise.all([
            post(gw.base, SEARCHES.path, warmSearch, SEARCHES.body(c, round)),
            post(gw.base, TRANSITS.path, warmTransit, TRANSITS.body(c, round)),
          ]),
        ),
      );
    const phases: Phase[] = [];
    for (const load of [null, SEARCHES, TRANSITS]) {
      process.stderr.write(`  pool ${poolSize}: ${load?.label ?? 'daily alone'}...\n`);
      phases.push(await phase(gw, dailyKey, load));
    }
    return phases;
  } finally {
    process.off('exit', stop);
    if (gw.child.exitCode === null && gw.child.signalCode === null) {
      const exited = new Promise((r) => gw.child.once('exit', r));
      stop();
      await exited;
    }
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-mixed-'));
try {
  const after = Number(process.env.POOL_SIZE ?? defaultComputePoolSize());
  console.log(
    `bench:mixed — ${DAILIES} or more sequential cached dailies (POST /v1/panchang/daily, Delhi, at most one per ${DAILY_EVERY_MS} ms) per phase, for ${MIN_SECONDS} s or more; RATE_LIMIT_SCALE=1000`,
  );
  const rows: string[] = [];
  for (const [label, size] of [
    ['before (COMPUTE_POOL_SIZE=0, on the event loop)', 0],
    [`after (COMPUTE_POOL_SIZE=${after})`, after],
  ] as const) {
    const [alone, searches, transits] = await measure(dataDir, size);
    rows.push(`${label}`);
    for (const [what, p] of [
      ['daily alone', alone],
      [SEARCHES.label, searches],
      [TRANSITS.label, transits],
    ] as const)
      rows.push(
        `  ${what.padEnd(40)} daily p50 ${p!.p50.toFixed(1).padStart(6)} ms  p99 ${p!.p99.toFixed(1).padStart(6)} ms` +
          (p!.perSecond === null ? '' : `  ${p!.perSecond.toFixed(1).padStart(5)} calls/s`) +
          (p!.refused ? `  (${p!.refused} refused)` : ''),
      );
    console.log(rows.splice(0).join('\n'));
  }
  if (resets) console.log(`(${resets} calls retried after a connection reset)`);
  rmSync(dataDir, { recursive: true, force: true });
} catch (error) {
  console.error(`bench:mixed stopped: ${error}; the servers' logs are in ${dataDir}`);
  process.exitCode = 1;
}
