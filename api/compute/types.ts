// The compute pool as the gateway's routes and metrics see it (api/compute/README.md). Nothing imported: the kinds'
// table (kinds.ts) imports the products' task functions, so the products and the route types must not import it back.
// A route names its kind as a string and its answer's type; an unknown kind is an error at the first call.
export interface ComputePool {
  /** Worker threads; 0 when tasks run on the event loop (COMPUTE_POOL_SIZE=0). */
  readonly threads: number;
  /** Runs a task of `kind`; a full queue is a 503 at once, an abort (hang-up, timeout) a 503 when it happens. */
  run<O>(kind: string, input: unknown, signal?: AbortSignal): Promise<O>;
  /** Throws the full-queue 503 now: a route checks before it meters, so a refused call spends nothing. */
  assertRoom(kind: string): void;
  /** Starts the threads in the background (after the server's first answer, not before it). */
  warm(): void;
  /** Per kind, now: what the metrics read at scrape time. */
  snapshot(): PoolSnapshot;
  close(): Promise<void>;
}

export interface PoolSnapshot {
  readonly threads: number;
  /** Threads running a task now. */
  readonly busy: number;
  readonly queued: Readonly<Record<string, number>>;
}

/** What the pool tells the metrics (api/metrics/registry.ts) as tasks move. */
export interface PoolObserver {
  waited(kind: string, seconds: number): void;
  ran(kind: string, seconds: number): void;
  refused(kind: string, reason: 'queue_full' | 'timeout' | 'cancelled'): void;
}
