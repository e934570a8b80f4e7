// `npm run bench:api`: the served daily lookup (a city-day from shards) against a bare Koa app answering a constant
// JSON in the same run, autocannon on loopback with 50 connections; then yearly latency. Load generator and
// servers share this machine's cores, as in production-like single-box tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './bench/served.ts';
import { freePort } from './support/free-port.ts';
import { cannon, type CannonResult } from './load-test.ts';

// `--fleet`: the same replica on PostgreSQL and Redis against it embedded (bench-api-fleet.ts).
if (process.argv.includes('--fleet')) {
  await import('./bench-api-fleet.ts');
  process.exit(0);
}
// `--observability`: logs at info and metrics on against both off (bench-api-observability.ts).
if (process.argv.includes('--observability')) {
  await import('./bench-api-observability.ts');
  process.exit();
}

const DURATION_S = 8;
const load = (opts: Record<string, unknown>): Promise<CannonResult> => cannon({ duration: DURATION_S, ...opts });

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
try {
  const [apiPort, barePort] = [await freePort(), await freePort()];
  const bareCode = `import Koa from 'koa';const a=new Koa();a.use((c)=>{c.body={data:{ok:true},meta:{version:'v1'}}});a.listen(${barePort},'127.0.0.1')`;
  children.push(spawn(process.execPath, ['--input-type=module', '-e', bareCode], { stdio: 'ignore', detached: true }));
  // Started as `npm start` is, with the same Node flags (a larger young generation: docs/benchmarks.md, "Speed").
  children.push(
    spawn('npm', ['start', '--silent'], {
      stdio: 'ignore',
      detached: true,
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        RATE_LIMIT_SCALE: '100000',
      },
    }),
  );
  const api = `http://127.0.0.1:${apiPort}`,
    bare = `http://127.0.0.1:${barePort}`;
  await Promise.all([waitFor(`${api}/health`), waitFor(bare)]);
  const status = (await (await fetch(`${api}/status`)).json()) as { data: { runtime: { node: string } } };
  console.log(`served by Node ${status.data.runtime.node}`);
  const signup = (await (
    await fetch(`${api}/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'correct horse battery', plan: 'emerald' }),
    })
  ).json()) as { data: { api_key: string } };
  const key: string = signup.data.api_key;
  const headers = { 'content-type': 'application/json', 'x-api-key': key };
  const year = new Date().getUTCFullYear();
  // Delhi is among the embedded default shards (the 100 largest cities over 2025-2030).
  const body = JSON.stringify({ date: `${year}-03-10`, city_id: 'delhi' });
  const warmUp = await fetch(`${api}/v1/panchang/daily`, { method: 'POST', headers, body });
  console.log(`daily warm-up: ${warmUp.status}, X-Data-Source ${warmUp.headers.get('x-data-source')}`);
  await load({ url: bare, duration: 2 });
  const b = await load({ url: bare });
  const d = await load({ url: `${api}/v1/panchang/daily`, method: 'POST', headers, body });
  console.log(
    `bare Koa:     ${Math.round(b.requests.average)} req/s, p50 ${b.latency.p50} ms, p99 ${b.latency.p99} ms`,
  );
  console.log(
    `daily:        ${Math.round(d.requests.average)} req/s, p50 ${d.latency.p50} ms, p99 ${d.latency.p99} ms, non-2xx ${d.non2xx}`,
  );
  console.log(
    `ratio daily/bare: ${(d.requests.average / b.requests.average).toFixed(2)} (target >= 0.5); p99 target <= 5 ms`,
  );
  // A refusal must not cost more than an answer: the client that calls most is often the one being refused.
  const badBody = JSON.stringify({ date: `${year}-13-10`, city_id: 'delhi' });
  const r = await load({ url: `${api}/v1/panchang/daily`, method: 'POST', headers, body: badBody });
  console.log(
    `refused (400, month 13): ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx} of ${r.requests.total}; ratio refused/daily ${(r.requests.average / d.requests.average).toFixed(2)} (target >= 1)`,
  );
  const yearlyMs = async (y: number) => {
    const t0 = performance.now();
    const r = await fetch(`${api}/v1/panchang/yearly`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ year: y, city_id: 'mumbai' }),
    });
    await r.arrayBuffer();
    return performance.now() - t0;
  };
  // First call of a year builds its global table when no shard holds it; later calls find it in memory.
  const cold: number[] = [];
  for (let y = 2025; y <= 2030; y++) cold.push(await yearlyMs(y));
  const warm: number[] = [];
  for (let i = 0; i < 18; i++) warm.push(await yearlyMs(2025 + (i % 6)));
  const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `yearly (365/366 days): first call of each year p50 ${p50(cold).toFixed(1)} ms; repeat calls p50 ${p50(warm).toFixed(1)} ms (target p50 < 60 ms)`,
  );
} finally {
  for (const c of children) {
    try {
      process.kill(-c.pid!);
    } catch {
      c.kill();
    } // npm's process group: npm and the server under it
  }
  rmSync(dataDir, { recursive: true, force: true });
}
