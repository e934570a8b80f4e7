// Prometheus figures of a queue worker, on its own port (PIPELINE_METRICS_PORT; off when unset): job durations and
// counts by job name and outcome, and city-days built. Its own Registry, so nothing else in the process leaks in.
import { createServer, type Server } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface WorkerMetrics {
  /** Starts timing a job; call the result with its outcome when it ends. */
  start(name: string): (outcome: 'completed' | 'failed' | 'waiting') => void;
  cityDays(n: number): void;
  readonly registry: Registry;
}

export function workerMetrics(): WorkerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pipeline_worker_' });
  const duration = new Histogram({
    name: 'pipeline_job_duration_seconds',
    help: 'Wall time of a pipeline job attempt on this worker, by job name and outcome',
    labelNames: ['name', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'pipeline_jobs_total',
    help: 'Pipeline job attempts on this worker, by job name and outcome (waiting: a parent waiting for its children)',
    labelNames: ['name', 'outcome'],
    registers: [registry],
  });
  const cityDays = new Counter({
    name: 'pipeline_city_days_total',
    help: 'City-days this worker built into shards',
    registers: [registry],
  });
  return {
    registry,
    start(name) {
      const end = duration.startTimer({ name });
      return (outcome) => {
        end({ outcome });
        jobs.inc({ name, outcome });
      };
    },
    cityDays: (n) => cityDays.inc(n),
  };
}

/** Serves `/metrics` on `port` (0: any free port); resolves once listening. */
export function serveMetrics(metrics: WorkerMetrics, port: number, host = '0.0.0.0'): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
