// The cluster primary of `WORKERS=N npm start` (and of `npm run fleet`): N gateway processes share one port through
// node:cluster, as one machine's cores are used in production. Replicas hold no state of their own (PostgreSQL and
// Redis hold it), so the primary only forks, restarts a worker that died, and relays signals.
import { randomBytes } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import { onStopSignals } from './support/stop-signals.ts';

/** A worker that keeps dying is restarted no faster than this, so a broken start does not spin the CPU. */
const RESTART_DELAY_MS = 1_000;

export interface ClusterLog {
  info(fields: Record<string, unknown>): void;
  error(fields: Record<string, unknown>): void;
}

/**
 * `stopWithinMs`: how long workers may take to drain and exit after SIGTERM before they are killed. `beforeExit`:
 * what the primary waits for, beside its workers, before it exits after a stop signal (its background children).
 */
export function runPrimary(
  workers: number,
  log: ClusterLog,
  stopWithinMs: number,
  beforeExit: () => Promise<unknown> = async () => undefined,
): void {
  let stopping = false;
  let finishing: Promise<unknown> = Promise.resolve();
  const exitWhenDone = () => finishing.finally(() => process.exit(0));
  // one MCP relay secret for all workers: a tool call relayed to this port may land on any of them
  const relaySecret = process.env.MCP_RELAY_SECRET || randomBytes(24).toString('hex');
  const fork = (): Worker => cluster.fork({ MCP_RELAY_SECRET: relaySecret });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) void exitWhenDone();
      return;
    }
    log.error({ msg: 'gateway worker died; starting another', pid: worker.process.pid, code, signal });
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  for (let i = 0; i < workers; i++) fork();
  log.info({ msg: 'cluster started', workers });

  const each = (fn: (w: Worker) => void) => {
    for (const w of Object.values(cluster.workers ?? {})) if (w) fn(w);
  };
  process.on('SIGHUP', () => each((w) => w.process.kill('SIGHUP')));
  onStopSignals({
    first: (signal) => {
      stopping = true;
      finishing = beforeExit();
      // each worker drains its own requests (its /ready turns 503) and exits; the primary waits for them, bounded
      each((w) => w.process.kill(signal));
      if (Object.keys(cluster.workers ?? {}).length === 0) void exitWhenDone();
      setTimeout(() => {
        log.error({ msg: 'gateway workers overran the shutdown grace period; killing them' });
        each((w) => w.process.kill('SIGKILL'));
        process.exit(1);
      }, stopWithinMs).unref();
    },
    // a second signal ends everything at once
    again: () => {
      each((w) => w.process.kill('SIGKILL'));
      process.exit(1);
    },
  });
}
