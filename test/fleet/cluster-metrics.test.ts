// `WORKERS=2 npm start` on the fleet engines (a real PostgreSQL and Redis started for this suite): the workers do not
// serve /metrics on the shared port; the primary serves their metrics summed on METRICS_PORT, parsed as Prometheus
// text, with the request histogram moved by exactly the calls made and the manifest gauge reported by both workers.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../pipeline/build.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { readManifest } from '../../pipeline/manifest.ts';
import { REPO_ROOT } from '../../pipeline/source-hash.ts';
import { waitFor } from '../../scripts/bench/served.ts';
import { freePort } from '../../scripts/support/free-port.ts';
import { tempDir } from '../pipeline/support.ts';
import { fleetEngines, type FleetEngines } from '../support/fleet.ts';
import { histogramOf, parseExposition, sampleOf } from '../support/prometheus.ts';

const TOKEN = 'cluster-scrape-token-42';
const root = tempDir('cluster-metrics');
let engines: FleetEngines | null = null;
let primary: ChildProcess | null = null;
let api = '';
let scrapeUrl = '';

test.before(async () => {
  engines = await fleetEngines('cluster_metrics');
  if (!engines) return;
  // a tiny shard set stands in for the default shards, which the primary would otherwise build first
  await build({
    plan: makePlan({ from: '2026-03-01', to: '2026-03-03', cities: 'new-delhi', blockSize: 2 }),
    outDir: join(root.dir, 'shards'),
    nowMs: Date.now(),
    threads: 0,
  });
  const [port, metricsPort] = [await freePort(), await freePort()];
  primary = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...engines.env(),
      WORKERS: '2',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
      HOST: '127.0.0.1',
      DATA_DIR: root.dir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '200',
    },
  });
  api = `http://127.0.0.1:${port}`;
  scrapeUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  await waitFor(`${api}/health`);
  await waitFor(scrapeUrl);
  // the primary answers 503 until every worker has started and can hand over its registry (one worker answering
  // /health says nothing of the other): wait for a whole scrape
  const t0 = Date.now();
  while (Date.now() - t0 < 60_000) {
    const r = await fetch(scrapeUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    await r.arrayBuffer();
    if (r.status === 200) break;
    await new Promise((res) => setTimeout(res, 250));
  }
});

test.after(async () => {
  if (primary && primary.exitCode === null) {
    primary.kill('SIGTERM');
    await once(primary, 'exit');
  }
  await engines?.stop();
  root.remove();
});

const scrape = async () => {
  const r = await fetch(scrapeUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.is(r.status, 200);
  return parseExposition(await r.text());
};

test('the primary serves the workers summed on METRICS_PORT; the shared port has no /metrics', async () => {
  if (!engines) return;
  assert.is((await fetch(scrapeUrl)).status, 401, 'METRICS_TOKEN applies on the primary too');
  assert.is((await fetch(`${api}/metrics`)).status, 404);
  const labels = { route: '/health', method: 'GET', status: '200', product: 'public' };
  const before = histogramOf(await scrape(), 'http_request_duration_seconds', labels).count;
  // a new connection per call, so the primary hands them to both workers
  for (let i = 0; i < 8; i++) {
    const r = await fetch(`${api}/health`, { headers: { connection: 'close' } });
    assert.is(r.status, 200);
  }
  const after = await scrape();
  assert.is(histogramOf(after, 'http_request_duration_seconds', labels).count - before, 8);
  const hash = readManifest(join(root.dir, 'shards'))!.hash;
  assert.is(sampleOf(after, 'shard_manifest_info', { hash }), 2, 'both workers serve the manifest');
});

test.run();
