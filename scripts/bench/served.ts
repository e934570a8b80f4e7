// Pieces the served benchmarks share (bench-api-fleet.ts, bench-api-observability.ts): gateway processes pinned to
// a CPU, started as `npm start` starts them, and what the kernel says each one spent.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { serverNodeOptions } from '../load-test.ts';
import { freePort } from '../support/free-port.ts';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function waitFor(url: string): Promise<void> {
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

/** Server CPU (user + system) in µs from /proc: what the process itself spends, whatever limits the throughput. */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Idle share of one CPU over a run, from /proc/stat: near 0 on the load core means the load generator was the limit. */
export function cpuTimes(cpu: string): { idle: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${cpu} `))!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  return { idle: v[3]! + v[4]!, total: v.reduce((a, b) => a + b, 0) };
}

export interface ServedGateway {
  readonly base: string;
  /** The node process itself (taskset execs it in place). */
  readonly pid: number;
  readonly child: ChildProcess;
}

/**
 * A gateway as `npm start` runs it (same Node flags), pinned to `cpu`, answering once /health does; `cwd` is the
 * checkout whose server runs (another revision's, for bench-revisions.ts).
 */
export async function startGateway(
  cpu: string,
  dataDir: string,
  env: Record<string, string>,
  stdio: StdioOptions = 'ignore',
  cwd: string = process.cwd(),
): Promise<ServedGateway> {
  const port = await freePort();
  const child = spawn('taskset', ['-c', cpu, process.execPath, ...serverNodeOptions(), 'scripts/start.ts'], {
    cwd,
    stdio,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RATE_LIMIT_SCALE: '100000',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/health`);
  return { base, pid: child.pid!, child };
}

/** A fresh emerald key (one account's daily burst cap must not end a run). */
export function emeraldKey(base: string): Promise<string> {
  return planKey(base, 'emerald');
}

/** The admin key of a fresh account on `plan` (any product's plan: signup's plan says which it upgrades). */
export async function planKey(base: string, plan: string): Promise<string> {
  const r = await fetch(`${base}/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'correct horse battery',
      plan,
    }),
  });
  if (r.status !== 201) throw new Error(`signup ${plan}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { data: { api_key: string } }).data.api_key;
}

/** The daily lookup (a city-day from the default shards) as autocannon options, warmed once. */
export async function dailyTarget(base: string) {
  const body = JSON.stringify({ date: `${new Date().getUTCFullYear()}-03-10`, city_id: 'delhi' });
  const headers = { 'content-type': 'application/json', 'x-api-key': await emeraldKey(base) };
  const warm = await fetch(`${base}/v1/panchang/daily`, { method: 'POST', headers, body });
  if (warm.status !== 200) throw new Error(`${base}: warm-up answered ${warm.status}`);
  return { url: `${base}/v1/panchang/daily`, method: 'POST', headers, body };
}
