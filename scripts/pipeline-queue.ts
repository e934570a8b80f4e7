// The queue-mode commands of `npm run pipeline` (enqueue, worker, schedule), kept apart from scripts/pipeline.ts so
// the single-node commands load no BullMQ. The store comes from pipeline.ts's options (--bucket, --endpoint, ...).
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { fullAccuracySource } from '../pipeline/accuracy-source.ts';
import { DEFAULT_WINDOW } from '../pipeline/default-shards.ts';
import { loadSigningKey } from '../pipeline/manifest-signature.ts';
import type { Store } from '../pipeline/object-store.ts';
import { CLI_DEFAULT_PROFILES, makePlan, parseProfiles } from '../pipeline/plan.ts';
import type { Logger } from '../pipeline/log.ts';
import { ProgressReporter } from '../pipeline/progress.ts';
import { DEFAULT_RETRY, enqueueRun, newRunId } from '../pipeline/queue/enqueue.ts';
import { serveMetrics, workerMetrics } from '../pipeline/queue/metrics.ts';
import { registerNightly } from '../pipeline/queue/schedule.ts';
import { QUEUE_NAME, bullPrefix, connect, queueSettings, type QueueSettings } from '../pipeline/queue/settings.ts';
import { followRun, waitForRun } from '../pipeline/queue/wait.ts';
import { startQueueWorker } from '../pipeline/queue/worker.ts';

export class QueueUsageError extends Error {
  override name = 'QueueUsageError';
}

/** The options these commands read (parsed by scripts/pipeline.ts). */
export interface QueueCliValues {
  readonly redis?: string;
  readonly cities?: string;
  readonly from?: string;
  readonly to?: string;
  readonly 'block-size'?: string;
  readonly profiles?: string;
  readonly 'no-accuracy'?: boolean;
  readonly wait?: boolean;
  readonly threads?: string;
  readonly 'job-attempts'?: string;
  readonly 'job-backoff'?: string;
  readonly 'lock-duration'?: string;
  readonly 'stalled-interval'?: string;
  readonly grace?: string;
  readonly 'work-dir'?: string;
  readonly concurrency?: string;
  readonly 'signing-key'?: string;
  readonly cron?: string;
  readonly tz?: string;
}

function whole(values: QueueCliValues, name: keyof QueueCliValues, min: number): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d+$/.test(raw) || Number(raw) < min)
    throw new QueueUsageError(`--${name} must be a whole number of at least ${min}, got "${String(raw)}"`);
  return Number(raw);
}

function settingsOf(values: QueueCliValues): QueueSettings {
  try {
    return queueSettings(process.env, values.redis);
  } catch (error) {
    throw new QueueUsageError((error as Error).message);
  }
}

function planOf(values: QueueCliValues) {
  return makePlan({
    from: values.from ?? DEFAULT_WINDOW.from,
    to: values.to ?? DEFAULT_WINDOW.to,
    cities: values.cities ?? 'all',
    blockSize: whole(values, 'block-size', 1),
    profiles: parseProfiles(values.profiles ?? CLI_DEFAULT_PROFILES),
  });
}

export async function runEnqueue(values: QueueCliValues, store: Store, log: Logger): Promise<number> {
  const settings = settingsOf(values);
  const plan = planOf(values);
  const connection = connect(settings);
  const queue = new Queue(QUEUE_NAME, { connection, prefix: bullPrefix(settings) });
  // Subscribed before the run is added, so no completion is missed.
  const events = values.wait ? new QueueEvents(QUEUE_NAME, { connection, prefix: bullPrefix(settings) }) : null;
  try {
    await events?.waitUntilReady();
    const nowMs = Date.now();
    const runId = newRunId(nowMs);
    const progress = new ProgressReporter(process.stderr, { label: 'enqueue', unit: 'city-days', logger: log });
    const retry = {
      attempts: whole(values, 'job-attempts', 1) ?? DEFAULT_RETRY.attempts,
      backoffMs: (whole(values, 'job-backoff', 0) ?? DEFAULT_RETRY.backoffMs / 1000) * 1000,
    };
    let totals = { jobs: 0, cityDays: 0 };
    const stop = events
      ? followRun(events, runId, (p) =>
          progress.update(p.cityDaysDone, totals.cityDays, `jobs ${p.jobsDone}/${totals.jobs}`),
        )
      : () => undefined;
    const run = await enqueueRun({
      plan,
      store,
      queue,
      runId,
      retry,
      accuracy: values['no-accuracy'] ? undefined : fullAccuracySource(),
      nowMs,
    });
    totals = { jobs: run.toRun, cityDays: run.cityDaysToRun };
    const where = `s3://${store.bucket}/${store.prefix}`;
    if (!run.rootJobId) {
      stop();
      log.info(
        `enqueue: nothing changed (${run.jobs} jobs all published); manifest ${run.unchangedHash} stays at ${where}`,
      );
      return 0;
    }
    log.info(
      `enqueue: run ${run.runId}: ${run.toRun} of ${run.jobs} jobs to run (${run.cityDaysToRun} city-days); ${run.jobs - run.toRun} already published or stored by an earlier run`,
    );
    if (!events) return 0;
    progress.update(0, totals.cityDays, `jobs 0/${totals.jobs}`);
    const started = Date.now();
    try {
      const hash = await waitForRun(queue, events, run.runId, run.rootJobId);
      progress.finish();
      const seconds = (Date.now() - started) / 1000;
      log.info(
        `enqueue: run ${run.runId} done in ${seconds.toFixed(1)}s (${Math.round(run.cityDaysToRun / Math.max(seconds, 1e-3))} city-days/s); manifest ${hash} is live at ${where}`,
      );
      return 0;
    } finally {
      stop();
    }
  } finally {
    await events?.close();
    await queue.close();
    connection.disconnect();
  }
}

export async function runWorker(values: QueueCliValues, store: Store, logger: Logger): Promise<number> {
  const settings = settingsOf(values);
  const connection = connect(settings);
  const metricsPort = process.env.PIPELINE_METRICS_PORT;
  const metrics = metricsPort ? workerMetrics() : undefined;
  const server = metrics ? await serveMetrics(metrics, Number(metricsPort)) : null;
  const keyFile = values['signing-key'] ?? process.env.PIPELINE_SIGNING_KEY;
  const log = (line: string) => logger.info({ worker: process.pid }, `worker ${process.pid}: ${line}`);
  const worker = await startQueueWorker({
    settings,
    connection,
    store,
    workDir: resolve(values['work-dir'] ?? join(tmpdir(), `pipeline-worker-${process.pid}`)),
    threads: whole(values, 'threads', 1),
    concurrency: whole(values, 'concurrency', 1),
    signingKey: keyFile ? loadSigningKey(keyFile) : undefined,
    lockDurationMs: whole(values, 'lock-duration', 100),
    stalledIntervalMs: whole(values, 'stalled-interval', 100),
    metrics,
    log,
  });
  log(
    `ready on ${QUEUE_NAME} (${bullPrefix(settings)}), ${worker.worker.opts.concurrency} slots${server ? `, metrics on :${(server.address() as { port: number }).port}/metrics` : ''}`,
  );
  await new Promise<void>((done) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => done());
  });
  const graceMs = whole(values, 'grace', 100) ?? DEFAULT_WORKER_GRACE_MS;
  log(`stopping: finishing the jobs in hand within ${graceMs} ms`);
  // whatever hangs (a Redis that does not answer, a pool thread mid-build), the process leaves at the grace
  setTimeout(() => process.exit(1), graceMs).unref();
  const outcome = await worker.stop(graceMs);
  if (!outcome.finished)
    log(
      `grace over: ${outcome.returned} job(s) handed back to the queue (${outcome.returnedIds.join(', ')})` +
        (outcome.abandoned ? `, ${outcome.abandoned} left to the stalled-job check (Redis did not answer)` : ''),
    );
  server?.close();
  connection.disconnect();
  // Leave now, stopped or not (issue #41): an idle worker's stop takes milliseconds, but something of the queue's
  // clients kept the process up until the grace timer fired, so an idle worker took the whole grace (25 s) to leave.
  // The abandoned builds' threads and sockets would keep it alive too; their work is handed back.
  process.exit(!outcome.finished && outcome.abandoned ? 1 : 0);
}

/** Below Kubernetes' default 30 s termination grace, leaving room for the process to exit. */
const DEFAULT_WORKER_GRACE_MS = 25_000;

export async function runSchedule(values: QueueCliValues, log: Logger): Promise<number> {
  if (!values.cron) throw new QueueUsageError('schedule needs --cron "MIN HOUR DOM MON DOW" (e.g. "0 2 * * *")');
  const settings = settingsOf(values);
  planOf(values); // refuses bad plan options now rather than at 2 a.m.
  const connection = connect(settings);
  const queue = new Queue(QUEUE_NAME, { connection, prefix: bullPrefix(settings) });
  try {
    const tz = values.tz ?? 'UTC';
    const { next } = await registerNightly(queue, {
      cron: values.cron,
      tz,
      data: {
        cities: values.cities ?? 'all',
        ...(values.from !== undefined && { from: values.from }),
        ...(values.to !== undefined && { to: values.to }),
        ...(values['block-size'] !== undefined && { blockSize: whole(values, 'block-size', 1) }),
        profiles: values.profiles ?? CLI_DEFAULT_PROFILES,
        accuracy: !values['no-accuracy'],
      },
    });
    log.info(
      `schedule: nightly run registered, "${values.cron}" in ${tz} (replaces any earlier one)${next ? `; next firing ${new Date(next).toISOString()}` : ''}`,
    );
    return 0;
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
