// The compute pool (issue #43): on-demand work (muhurat searches, transit ranges, numerology bulk calls) runs on
// piscina worker threads, so the event loop stays free for cached reads, validation, auth and metering.
//
// The pool keeps its own queue per kind and hands piscina a task only when a thread is free: that is what makes each
// kind's bound exact, lets a cancelled task leave the queue before it costs anything, and gives the wait time and queue
// depth the metrics report. A task that waits or runs longer than the timeout, or whose client hangs up, is aborted:
// queued, it is dropped; running, piscina ends its thread (and starts another), so the slot is free again either way.
import { performance } from 'node:perf_hooks';
import { Piscina } from 'piscina';
import { workerExecArgv } from '../../pipeline/runner.ts';
import type { CityDirectory } from '../cities.ts';
import type { ComputePoolConfig } from '../gateway/config.ts';
import { ApiError } from '../gateway/errors.ts';
import { KIND_NAMES, kindOf, runKind, unwrapReply, type KindName } from './kinds.ts';
import type { ComputePool, PoolObserver, PoolSnapshot } from './types.ts';
import { TaskEnv } from './task-env.ts';
import { currentTimeFormat, type TimeFormat } from '../timestamps.ts';
import type { ComputeTask, ComputeWorkerData } from './worker.ts';

export interface PoolOptions {
  readonly config: ComputePoolConfig;
  /** The shards the gateway serves: tasks read the same global tables, so answers are byte-identical. */
  readonly shardsDir: string | null;
  /** The gateway's city directory (tasks run in process); a worker thread loads the committed one. */
  readonly directory?: CityDirectory;
  readonly observer?: PoolObserver;
}

const NO_OBSERVER: PoolObserver = { waited() {}, ran() {}, refused() {} };

/** The 503 every refusal of the pool answers with (seed 000's code for an unavailable dependency). */
function unavailable(message: string, retryAfterS: number, reason: string): ApiError {
  return new ApiError('service_unavailable', {
    message,
    headers: { 'Retry-After': String(retryAfterS), 'X-Degraded': 'true', 'X-Degraded-Reason': reason },
  });
}

export function createComputePool(options: PoolOptions): ComputePool {
  return options.config.size === 0 ? new InProcessPool(options) : new ThreadPool(options);
}

/** COMPUTE_POOL_SIZE=0: every task on the event loop, as before the pool (the benchmark's "before"). */
class InProcessPool implements ComputePool {
  readonly threads = 0;
  private env: Promise<TaskEnv> | null = null;
  private readonly options: PoolOptions;
  constructor(options: PoolOptions) {
    this.options = options;
  }
  async run<O>(kind: string, input: unknown): Promise<O> {
    kindOf(kind); // an unknown kind throws here as on the threads
    this.env ??= TaskEnv.open({ shardsDir: this.options.shardsDir, directory: this.options.directory });
    return unwrapReply<O>(await runKind(kind as KindName, input, await this.env, currentTimeFormat()));
  }
  assertRoom(): void {}
  warm(): void {}
  snapshot(): PoolSnapshot {
    return { threads: 0, busy: 0, queued: emptyCounts() };
  }
  async close(): Promise<void> {
    const env = this.env;
    this.env = null;
    (await env?.catch(() => null))?.close();
  }
}

interface Pending {
  readonly kind: KindName;
  readonly input: unknown;
  readonly timeFormat: TimeFormat;
  readonly signal: AbortSignal;
  readonly enqueuedAt: number;
  readonly resolve: (value: never) => void;
  readonly reject: (error: unknown) => void;
  readonly onAbort: () => void;
}

const emptyCounts = () => Object.fromEntries(KIND_NAMES.map((k) => [k, 0])) as Record<KindName, number>;

class ThreadPool implements ComputePool {
  readonly threads: number;
  private piscina: Piscina<ComputeTask, unknown> | null = null;
  private readonly queues = new Map<KindName, Pending[]>(KIND_NAMES.map((k) => [k, []]));
  /** Where the round-robin over kinds starts next: one kind's burst does not starve the others. */
  private turn = 0;
  private busy = 0;
  /** Mean seconds a task of each kind ran (moving average): the Retry-After of a full queue. */
  private readonly meanRunS = new Map<KindName, number>();
  private readonly options: PoolOptions;
  private readonly observer: PoolObserver;
  private closed = false;

  constructor(options: PoolOptions) {
    this.options = options;
    this.threads = options.config.size;
    this.observer = options.observer ?? NO_OBSERVER;
  }

  private pool(): Piscina<ComputeTask, unknown> {
    if (!this.piscina) {
      const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
      const filename = new URL(`./worker.${ext}`, import.meta.url);
      const workerData: ComputeWorkerData = { shardsDir: this.options.shardsDir };
      this.piscina = new Piscina({
        filename: filename.href,
        minThreads: this.threads,
        maxThreads: this.threads,
        // a thread keeps its place-years warm: it is not let go when idle
        idleTimeout: 2 ** 31 - 1,
        execArgv: workerExecArgv(filename),
        workerData,
      });
    }
    return this.piscina;
  }

  warm(): void {
    if (!this.closed) this.pool();
  }

  private maxQueue(kind: KindName): number {
    return kindOf(kind).maxQueue ?? this.options.config.maxQueue;
  }

  /** A kind's queue; an unknown kind is a programming error, thrown at its first call. */
  private queue(kind: string): Pending[] {
    const queue = this.queues.get(kind as KindName);
    if (!queue) throw new Error(`unknown compute kind: ${kind}`);
    return queue;
  }

  private retryAfterS(kind: KindName): number {
    const waiting = this.queues.get(kind)!.length + this.busy;
    return Math.max(1, Math.ceil((waiting * (this.meanRunS.get(kind) ?? 0.05)) / this.threads));
  }

  assertRoom(kind: string): void {
    if (this.queue(kind).length < this.maxQueue(kind as KindName)) return;
    this.observer.refused(kind, 'queue_full');
    throw unavailable(
      `The server is busy with this kind of computation (${kind}); retry after the time in Retry-After.`,
      this.retryAfterS(kind as KindName),
      'compute-queue-full',
    );
  }

  run<O>(name: string, input: unknown, signal?: AbortSignal): Promise<O> {
    if (this.closed) return Promise.reject(unavailable('The server is shutting down.', 1, 'shutting-down'));
    this.assertRoom(name);
    const kind = name as KindName;
    const timeout = AbortSignal.timeout(this.options.config.timeoutMs);
    const aborted = signal ? AbortSignal.any([signal, timeout]) : timeout;
    return new Promise<O>((resolve, reject) => {
      const pending: Pending = {
        kind,
        input,
        timeFormat: currentTimeFormat(),
        signal: aborted,
        enqueuedAt: performance.now(),
        resolve: resolve as (value: never) => void,
        reject,
        onAbort: () => {
          const queue = this.queues.get(kind)!;
          const at = queue.indexOf(pending);
          if (at >= 0) queue.splice(at, 1);
          reject(this.abortError(kind, timeout.aborted));
        },
      };
      if (aborted.aborted) return pending.onAbort();
      aborted.addEventListener('abort', pending.onAbort, { once: true });
      this.queues.get(kind)!.push(pending);
      this.pump();
    });
  }

  private abortError(kind: KindName, timedOut: boolean): ApiError {
    this.observer.refused(kind, timedOut ? 'timeout' : 'cancelled');
    return timedOut
      ? unavailable(
          `The computation took longer than ${this.options.config.timeoutMs} ms and was stopped; retry later or ask for a shorter range.`,
          this.retryAfterS(kind),
          'compute-timeout',
        )
      : unavailable('The request was cancelled before its computation finished.', 1, 'cancelled');
  }

  /** The next task, taking the kinds in turn. */
  private next(): Pending | undefined {
    for (let i = 0; i < KIND_NAMES.length; i++) {
      const kind = KIND_NAMES[(this.turn + i) % KIND_NAMES.length];
      const task = this.queues.get(kind)!.shift();
      if (task) {
        this.turn = (this.turn + i + 1) % KIND_NAMES.length;
        return task;
      }
    }
    return undefined;
  }

  private pump(): void {
    while (this.busy < this.threads) {
      const task = this.next();
      if (!task) return;
      this.start(task);
    }
  }

  private start(p: Pending): void {
    p.signal.removeEventListener('abort', p.onAbort);
    this.busy++;
    const startedAt = performance.now();
    this.observer.waited(p.kind, (startedAt - p.enqueuedAt) / 1000);
    this.pool()
      .run({ kind: p.kind, input: p.input, timeFormat: p.timeFormat }, { signal: p.signal })
      .then(
        (reply) => {
          try {
            p.resolve(unwrapReply(reply as Parameters<typeof unwrapReply>[0]) as never);
          } catch (refusal) {
            p.reject(refusal);
          }
        },
        (error: unknown) => {
          p.reject(p.signal.aborted ? this.abortError(p.kind, p.signal.reason?.name === 'TimeoutError') : error);
        },
      )
      .finally(() => {
        this.busy--;
        const seconds = (performance.now() - startedAt) / 1000;
        this.observer.ran(p.kind, seconds);
        const mean = this.meanRunS.get(p.kind);
        this.meanRunS.set(p.kind, mean === undefined ? seconds : mean * 0.9 + seconds * 0.1);
        this.pump();
      });
  }

  snapshot(): PoolSnapshot {
    const queued = emptyCounts();
    for (const [kind, queue] of this.queues) queued[kind] = queue.length;
    return { threads: this.threads, busy: this.busy, queued };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queue of this.queues.values())
      for (const p of queue.splice(0)) {
        p.signal.removeEventListener('abort', p.onAbort);
        p.reject(unavailable('The server is shutting down.', 1, 'shutting-down'));
      }
    const piscina = this.piscina;
    this.piscina = null;
    await piscina?.destroy();
  }
}
