// `npm run bench:numerology`: the cost of POST /v1/numerology/core, two ways in one run.
//  1. In-process: the route as the gateway runs it after auth (body schema, quota units, handler, JSON of
//     the envelope), timed call by call; target p50 under 0.3 ms.
//  2. Served: a gateway in a child process (production settings) with the numerology routes and a
//     trivial keyed route beside them; autocannon on loopback measures both, in alternating rounds;
//     target: /core's throughput at least 80% of the trivial route's. A third route serving /core's
//     answer without computing it shows how much of the gap is the answer's size. Server CPU per
//     request is read from /proc, a figure the load generator sharing the cores does not blur.
// The child is this same file started with `--serve`; it prints its port and waits to be stopped.
import { cannon as load, serverNodeOptions, type CannonResult } from './load-test.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createApp } from '../api/gateway/app.ts';
import type { CityDirectory } from '../api/cities.ts';
import { loadConfig } from '../api/gateway/config.ts';
import { silentLogger } from '../pipeline/log.ts';
import { numerologyRoutes } from '../api/numerology/routes.ts';
import { requirePlan } from '../api/plans.ts';
import { defineRoute, type AnyRoute, type GatewayServices, type HandlerContext } from '../api/gateway/route-spec.ts';
import { handleNumerology } from '../engine/numerology/index.ts';
import { numerologyPolicy } from '../api/numerology/plans.ts';

const TARGET = { p50Ms: 0.3, ratio: 0.8 };
const BARE_PATH = '/v1/numerology/bench-bare';
const CANNED_PATH = '/v1/numerology/bench-canned';
const ROUNDS = 2;
const SECONDS = 6;
const CORE_BODY = { full_name: 'Asha Rao', date_of_birth: '1988-11-29', systems: ['pythagorean', 'chaldean'] };

// ---- in-process ---------------------------------------------------------------------------------

const FIRST = ['Arjun', 'Priya', 'Ananya', 'Rohan', 'Meera', 'Vikram', 'Sita', 'José', "Seán O'Neil", 'Mary-Jane'];
const LAST = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Gupta', 'Nair', 'Smith', 'García', 'Mukherjee', 'Kapoor'];

/** Fixed, varied bodies (one and two systems): the same workload on every run. */
const bodies = Array.from({ length: 97 }, (_, i) => ({
  full_name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
  date_of_birth: `${1940 + (i % 80)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  systems: i % 2 ? ['pythagorean', 'chaldean'] : ['pythagorean'],
}));

function handlerContext(nowMs: number): HandlerContext {
  const entitlement = { plan: requirePlan('numerology', 'scale'), trial: null, trialEndedFrom: null, paidUntil: null };
  return {
    requestId: 'bench',
    nowMs,
    product: 'numerology',
    caller: { accountId: 'bench', keyId: 'bench', scope: 'read', entitlement },
    ip: '127.0.0.1',
    services: {} as GatewayServices, // the single-call numerology handlers read none of them
    note: () => {},
    setHeader: () => {},
    header: () => '',
    addTrailers: () => {},
    signal: new AbortController().signal,
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function inProcess(calls = 20_000): Promise<{ p50Ms: number; p99Ms: number }> {
  const route = numerologyRoutes.find((r) => r.path === '/v1/numerology/core')!;
  const once = async (body: unknown, ctx: HandlerContext) => {
    const parsed = route.request!.body!.parse(body);
    const input = { body: parsed, query: {}, params: {} };
    if (typeof route.cost === 'function') route.cost(input);
    const result = await route.handler(input, ctx);
    return JSON.stringify({ data: result.data, meta: result.meta, dev_notes: [] }).length;
  };
  const ctx = handlerContext(Date.UTC(2026, 2, 10));
  for (let i = 0; i < 3000; i++) await once(bodies[i % bodies.length], ctx); // warm the JIT
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await once(bodies[i % bodies.length], ctx);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99) };
}

// ---- served -------------------------------------------------------------------------------------

const ok = z.object({ ok: z.literal(true) });

/** The gateway's bare keyed route: the same chain (key, plan, rate limit, quota, envelope), no work. */
const bareRoute: AnyRoute = defineRoute({
  product: 'numerology',
  method: 'GET',
  path: BARE_PATH,
  auth: 'key',
  minPlan: 'free',
  cost: 1,
  response: ok,
  summary: 'benchmark baseline',
  handler: () => ({ data: { ok: true as const } }),
});

/**
 * A reference, not a target: /core's own answer, computed once, served by a keyed GET. The gap between
 * it and the bare route is what the answer's size costs; between it and /core, what the work costs.
 */
const cannedAnswer = handleNumerology('core', CORE_BODY, { policy: numerologyPolicy('scale'), todayUtc: '2026-03-10' });
const cannedRoute: AnyRoute = defineRoute({
  product: 'numerology',
  method: 'GET',
  path: CANNED_PATH,
  auth: 'key',
  minPlan: 'free',
  cost: 1,
  response: z.record(z.string(), z.unknown()),
  summary: 'benchmark reference',
  handler: () => ({ data: cannedAnswer.data, meta: { ...cannedAnswer.meta } }),
});

const emptyDirectory: CityDirectory = {
  byId: () => null,
  resolve: () => null,
  lookup: () => ({ kind: 'none', candidates: [], nearestSimilarity: 0 }),
  search: () => [],
};

async function serve(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-numerology-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100000' });
  const routes = [...numerologyRoutes, bareRoute, cannedRoute];
  const gateway = await createApp({ config, cityDirectory: emptyDirectory, routes, logger: silentLogger });
  const server = await gateway.listen(0, '127.0.0.1');
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  process.once(
    'SIGTERM',
    () =>
      void gateway
        .close()
        .then(() => rmSync(dataDir, { recursive: true, force: true }))
        .then(() => process.exit(0)),
  );
}

const cannon = (options: Record<string, unknown>) => load({ duration: SECONDS, ...options });

/** CPU time the server process has used so far, in ms (Linux /proc; null elsewhere). */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function startChild(): Promise<{ base: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [...serverNodeOptions(), process.argv[1]!, '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout.once('data', (line: Buffer) => {
      const { port } = JSON.parse(line.toString()) as { port: number };
      resolve({ base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => void child.kill('SIGTERM') });
    });
  });
}

/** A key of a fresh scale account: each measured route gets its own, so no run meets the monthly cap. */
async function scaleKey(base: string, label: string): Promise<string> {
  const r = await fetch(`${base}/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${label}-${process.pid}@example.com`,
      password: 'correct horse battery',
      plan: 'scale',
    }),
  });
  if (r.status !== 201) throw new Error(`signup answered ${r.status}`);
  return ((await r.json()) as { data: { api_key: string } }).data.api_key;
}

interface Figure {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  /** Server CPU per answered request (user + system), µs; null off Linux. */
  serverCpuUs: number | null;
}

/** Rounds alternate the targets so a change in the machine's load weighs on all of them alike. */
async function measure(pid: number, targets: Record<string, Record<string, unknown>>): Promise<Record<string, Figure>> {
  const runs: Record<string, { result: CannonResult; cpuMs: number | null }[]> = {};
  for (const options of Object.values(targets)) await cannon({ ...options, duration: 2 }); // warm every path
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, options] of Object.entries(targets)) {
      const cpu0 = cpuMsOf(pid);
      const result = await cannon(options);
      const cpu1 = cpuMsOf(pid);
      (runs[name] ??= []).push({ result, cpuMs: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0 });
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return Object.fromEntries(
    Object.entries(runs).map(([name, rs]) => {
      const total = rs.reduce((a, r) => a + r.result.requests.total, 0);
      const cpu = rs.every((r) => r.cpuMs !== null) ? rs.reduce((a, r) => a + r.cpuMs!, 0) : null;
      return [
        name,
        {
          reqPerSec: mean(rs.map((r) => r.result.requests.average)),
          p50Ms: mean(rs.map((r) => r.result.latency.p50)),
          p99Ms: Math.max(...rs.map((r) => r.result.latency.p99)),
          failed: rs.reduce((a, r) => a + r.result.non2xx + r.result.errors, 0),
          serverCpuUs: cpu === null ? null : (cpu * 1000) / total,
        },
      ];
    }),
  );
}

async function served(): Promise<Record<string, Figure>> {
  const server = await startChild();
  try {
    const [bareKey, coreKey, cannedKey] = [
      await scaleKey(server.base, 'bare'),
      await scaleKey(server.base, 'core'),
      await scaleKey(server.base, 'canned'),
    ];
    const core = {
      url: `${server.base}/v1/numerology/core`,
      method: 'POST',
      body: JSON.stringify(CORE_BODY),
      headers: { 'content-type': 'application/json', 'x-api-key': coreKey },
    };
    const check = await fetch(core.url, { method: 'POST', headers: core.headers, body: core.body });
    if (check.status !== 200) throw new Error(`/core answered ${check.status}: ${await check.text()}`);
    return await measure(server.pid, {
      [`GET ${BARE_PATH} (trivial keyed route)`]: { url: server.base + BARE_PATH, headers: { 'x-api-key': bareKey } },
      'POST /v1/numerology/core (2 systems)': core,
      [`GET ${CANNED_PATH} (reference: /core's answer, no work)`]: {
        url: server.base + CANNED_PATH,
        headers: { 'x-api-key': cannedKey },
      },
    });
  } finally {
    server.stop();
  }
}

async function main() {
  const local = await inProcess();
  console.log(
    `in-process /core: p50 ${local.p50Ms.toFixed(3)} ms, p99 ${local.p99Ms.toFixed(3)} ms (20,000 calls; body schema, units, handler, JSON)`,
  );
  const byName = await served();
  const [bare, core] = Object.values(byName) as [Figure, Figure];
  console.log(`served: autocannon, 50 connections on loopback, ${ROUNDS} alternating rounds of ${SECONDS} s per route`);
  for (const [name, f] of Object.entries(byName)) {
    const cpu = f.serverCpuUs === null ? '' : `, server CPU ${Math.round(f.serverCpuUs)} µs/request`;
    console.log(
      `  ${name}: ${Math.round(f.reqPerSec)} req/s, p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms} ms, failed ${f.failed}${cpu}`,
    );
  }
  const ratio = core.reqPerSec / bare.reqPerSec;
  const clean = bare.failed + core.failed === 0;
  const holds = local.p50Ms < TARGET.p50Ms && ratio >= TARGET.ratio && clean;
  console.log(
    `${holds ? 'holds' : 'short'}: in-process p50 ${local.p50Ms.toFixed(3)} ms (< ${TARGET.p50Ms}), ` +
      `served core/bare throughput ${ratio.toFixed(2)} (>= ${TARGET.ratio})${clean ? '' : ', with failed calls'}`,
  );
  process.exitCode = holds ? 0 : 1;
}

if (process.argv.includes('--serve')) await serve();
else await main();
