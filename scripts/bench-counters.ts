// `npm run bench:counters`: what the shared counters cost a request: memory, Redis with one script call per `admit`
// (batch: false) and Redis with each event-loop turn's `admit` calls batched into one script call, in the same run.
// Three request shapes, each one round trip: `admit` (the per-minute rate hit and the quota charge), `coverage` (a
// daily panchang lookup's meter: burst, dates, location-dates) and `all three` (`admit` given the rate hit, the charge
// and the coverage lookup together, as a metered panchang call can ask). Each is timed
//  - one at a time (the latency a lone request pays: a loopback round trip for Redis; a batch of one), and
//  - 64 in flight (a loaded gateway: unbatched, ioredis auto-pipelining sends the turn's scripts together; batched,
//    they are one script call), where the figures that bound a fleet's throughput are this process's CPU per call
//    and redis-server's (the wall time on a shared machine also holds other processes' turns).
// redis-server is started here (Debian's binary, no persistence) on its own core, the benchmark on the other.
import { readFileSync } from 'node:fs';
import { MemoryCounters } from '../api/counters/memory.ts';
import { MapPersistence } from '../api/counters/map-persistence.ts';
import { RedisCounters } from '../api/counters/redis.ts';
import type { Counters } from '../api/counters/types.ts';
import { PANCHANG_LIMITS } from '../api/panchang/limits.ts';
import { RedisServer, redisServerBinary } from './support/redis-server.ts';

const ROUNDS = 5;
const SEQUENTIAL_CALLS = 4_000;
const IN_FLIGHT = 64;
const CONCURRENT_BATCHES = 100;
const ACCOUNTS = 200;
const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);

type Op = (counters: Counters, i: number) => Promise<unknown>;

const admit: Op = (c, i) =>
  Promise.resolve(
    c.admit({
      nowMs: NOW,
      rate: { bucket: `key:k${i % ACCOUNTS}:panchang`, limit: 1e9 },
      charge: { accountId: `acc_${i % ACCOUNTS}`, product: 'panchang', period: '2026-03', cost: 1, cap: null },
    }),
  );

// A daily lookup of one of 50 cities on one of 10 dates: mostly repeats, as real traffic (and a cap never reached).
const coverage: Op = (c, i) =>
  Promise.resolve(
    c.coverage({
      accountId: `acc_${i % ACCOUNTS}`,
      nowMs: NOW,
      locationKey: `city:c${i % 50}`,
      dates: [`2026-03-${10 + (i % 10)}`],
      units: 1,
      limits: { ...PANCHANG_LIMITS.emerald, dailyBurst: 1e9 },
    }),
  );

// A metered daily lookup as the gateway can ask it: rate hit, quota charge and coverage meter in one call.
const metered: Op = (c, i) =>
  Promise.resolve(
    c.admit({
      nowMs: NOW,
      rate: { bucket: `key:k${i % ACCOUNTS}:panchang`, limit: 1e9 },
      charge: { accountId: `acc_${i % ACCOUNTS}`, product: 'panchang', period: '2026-03', cost: 1, cap: null },
      coverage: {
        accountId: `acc_${i % ACCOUNTS}`,
        locationKey: `city:c${i % 50}`,
        dates: [`2026-03-${10 + (i % 10)}`],
        units: 1,
        limits: { ...PANCHANG_LIMITS.emerald, dailyBurst: 1e9 },
      },
    }),
  );

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const nowUs = (): number => Number(process.hrtime.bigint()) / 1_000;

/** Median µs per call, calls made one after another. */
async function sequential(c: Counters, op: Op, offset: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL_CALLS; i++) {
    const t = nowUs();
    await op(c, offset + i);
    times.push(nowUs() - t);
  }
  return median(times);
}

/** Median µs per call over batches of IN_FLIGHT calls issued together. */
async function concurrent(c: Counters, op: Op, offset: number): Promise<number> {
  const perCall: number[] = [];
  for (let b = 0; b < CONCURRENT_BATCHES; b++) {
    const t = nowUs();
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, i) => op(c, offset + b * IN_FLIGHT + i)));
    perCall.push((nowUs() - t) / IN_FLIGHT);
  }
  return median(perCall);
}

/** This process's CPU µs (user + system) per call while `run` makes `calls` calls. */
const cpuPerCall =
  (run: typeof sequential, calls: number) =>
  async (c: Counters, op: Op, offset: number): Promise<number> => {
    const before = process.cpuUsage();
    await run(c, op, offset);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / calls;
  };

/** CPU µs (user + system) a process has used so far, from /proc (clock ticks of 10 ms). */
function processCpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** redis-server's CPU µs per call over batches of IN_FLIGHT calls (NaN for the memory engine). */
const serverCpuPerCall =
  (pid: number) =>
  async (c: Counters, op: Op, offset: number): Promise<number> => {
    if (!(c instanceof RedisCounters)) return NaN;
    const before = processCpuUs(pid);
    await concurrent(c, op, offset);
    return (processCpuUs(pid) - before) / (CONCURRENT_BATCHES * IN_FLIGHT);
  };

async function main(): Promise<void> {
  const bin = redisServerBinary();
  if ('skip' in bin) {
    console.log(`bench:counters needs redis-server: ${bin.skip}`);
    process.exitCode = 1;
    return;
  }
  const server = await RedisServer.start('1');
  const store = new MapPersistence();
  const engines: Array<[string, Counters]> = [
    ['memory', new MemoryCounters({ usage: store, coverage: store })],
    [
      'unbatched',
      new RedisCounters({
        url: server.url,
        keyPrefix: `bench${process.pid}:`,
        usage: store,
        coverage: store,
        batch: false,
      }),
    ],
    [
      'batched',
      new RedisCounters({ url: server.url, keyPrefix: `bench${process.pid}:`, usage: store, coverage: store }),
    ],
  ];
  try {
    for (const [, c] of engines) if (c instanceof RedisCounters) await c.ready(5_000);
    const shapes: Array<[string, Op]> = [
      ['admit', admit],
      ['coverage', coverage],
      ['all three', metered],
    ];
    const modes: Array<[string, typeof sequential]> = [
      ['one at a time', sequential],
      ['one at a time, CPU', cpuPerCall(sequential, SEQUENTIAL_CALLS)],
      [`${IN_FLIGHT} in flight`, concurrent],
      [`${IN_FLIGHT} in flight, CPU`, cpuPerCall(concurrent, CONCURRENT_BATCHES * IN_FLIGHT)],
      [`${IN_FLIGHT} in flight, server CPU`, serverCpuPerCall(server.pid!)],
    ];
    const results = new Map<string, number[]>();
    // Warm up each engine and shape (JIT, first loads from the store, Redis script cache), then alternate rounds.
    for (const [, c] of engines) for (const [, op] of shapes) await concurrent(c, op, 0);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [shape, op] of shapes)
        for (const [mode, run] of modes)
          for (const [engine, c] of engines) {
            const key = `${shape}|${mode}|${engine}`;
            results.set(key, [...(results.get(key) ?? []), await run(c, op, round * 1_000_000)]);
          }
    }
    console.log(`median µs per call (median of ${ROUNDS} rounds; redis-server on cpu 1, loopback)`);
    console.log('call       mode                          memory unbatched  batched  batched/unbatched');
    const cell = (x: number, width: number): string => (Number.isNaN(x) ? '-' : x.toFixed(2)).padStart(width);
    for (const [shape] of shapes)
      for (const [mode] of modes) {
        const [m, u, b] = engines.map(([engine]) => median(results.get(`${shape}|${mode}|${engine}`)!)) as [
          number,
          number,
          number,
        ];
        console.log(
          `${shape.padEnd(10)} ${mode.padEnd(28)} ${cell(m, 7)} ${cell(u, 9)} ${cell(b, 8)} ${(b / u).toFixed(2).padStart(18)}`,
        );
      }
  } finally {
    for (const [, c] of engines) await c.close();
    await server.close();
  }
}

await main();
