// The worker's Prometheus endpoint: its own registry, job counts and durations by name and outcome, city-days.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveMetrics, workerMetrics } from './metrics.ts';

test('counts and times jobs by name and outcome on its own port', async () => {
  const metrics = workerMetrics();
  metrics.start('shard')('completed');
  metrics.start('shard')('completed');
  metrics.start('shard')('failed');
  metrics.start('manifest')('waiting');
  metrics.cityDays(730);
  const server = await serveMetrics(metrics, 0, '127.0.0.1');
  try {
    const { port } = server.address() as { port: number };
    const r = await fetch(`http://127.0.0.1:${port}/metrics`);
    assert.is(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await r.text();
    assert.match(text, /^pipeline_jobs_total\{name="shard",outcome="completed"\} 2$/m);
    assert.match(text, /^pipeline_jobs_total\{name="shard",outcome="failed"\} 1$/m);
    assert.match(text, /^pipeline_jobs_total\{name="manifest",outcome="waiting"\} 1$/m);
    assert.match(text, /^pipeline_job_duration_seconds_count\{name="shard",outcome="completed"\} 2$/m);
    assert.match(text, /^pipeline_city_days_total 730$/m);
    assert.match(text, /^pipeline_worker_process_cpu_seconds_total /m, 'process figures under the worker prefix');
    assert.is((await fetch(`http://127.0.0.1:${port}/`)).status, 404);
  } finally {
    server.close();
  }
});

test.run();
