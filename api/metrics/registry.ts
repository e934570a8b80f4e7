// The gateway's Prometheus metrics (prom-client). This module alone owns the registry; the code that has something to
// count calls one of the small hooks below, so metric names, labels and buckets are defined here and nowhere else.
//
// One registry per process: counters, the manifest gauges and Node's process metrics are this process's own. With
// WORKERS > 1 every worker hands its registry to prom-client's cluster aggregator, and the primary serves the sum
// (scripts/cluster-metrics.ts).
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolObserver, PoolSnapshot } from '../compute/types.ts';
import { ERRORS, type ErrorCode } from '../gateway/errors.ts';
import { BoundHistogram } from './bound-histogram.ts';

/** Seconds; the daily lookup answers in well under a millisecond, a yearly one in tens of milliseconds. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label a request without a matching route gets (404, 405): unknown paths must not grow the label set. */
export const UNMATCHED_ROUTE = 'unmatched';

/** What the served shard manifest is, read at scrape time. */
export interface ServedManifest {
  readonly hash: string;
  readonly generated_at: string;
}

/** Quota, rate-limit and coverage refusals: every 429 code, and the coverage stage's own 503. */
const REFUSAL_CODES: ReadonlySet<string> = new Set(
  Object.entries(ERRORS)
    .filter(([code, e]) => e.status === 429 || code.startsWith('coverage_'))
    .map(([code]) => code),
);

export function isRefusal(code: ErrorCode): boolean {
  return REFUSAL_CODES.has(code);
}

/** Records one request of a route: its status, duration and the refusal code if it was refused. */
export type RequestRecorder = (status: number, seconds: number, refusal: ErrorCode | null) => void;

export class GatewayMetrics {
  readonly registry = new Registry();
  // labels route, method, status, product; every answer observes it, so its series are bound (bound-histogram.ts)
  private readonly requestDuration = new BoundHistogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request entering the gateway to its answer being handed to Node, by route pattern',
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'gateway_refusals_total',
    help: 'Requests refused by the quota, rate-limit and coverage stages, by error code',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  // Most answers look a city-day up: plain numbers here, handed to the counter at scrape time (a labelled inc()
  // hashes its labels at every call).
  private readonly shardLookups = { hit: 0, miss: 0 };
  private readonly liveDays = new Counter({
    name: 'panchang_live_computations_total',
    help: 'City-days the engine computed live (not in any shard, or another profile or zone than the shards hold)',
    registers: [this.registry],
  });
  private readonly webhooks = new Counter({
    name: 'billing_webhook_deliveries_total',
    help: 'Billing webhook deliveries by outcome: applied, ignored, stale, duplicate, or the error code refusing it',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private manifest: () => ServedManifest | null = () => null;
  private defaultsOn = false;
  private computePool: () => PoolSnapshot | null = () => null;
  // issue #43: the compute pool's own figures, per kind, so an autoscaler can act on a replica's backlog
  private readonly poolWait = new Histogram({
    name: 'compute_pool_wait_seconds',
    help: 'Time a compute task waited in its kind queue for a worker thread',
    labelNames: ['kind'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly poolRun = new Histogram({
    name: 'compute_pool_run_seconds',
    help: 'Time a compute task held its worker thread (cloning its input and answer included)',
    labelNames: ['kind'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly poolBusy = new Counter({
    name: 'compute_pool_busy_seconds_total',
    help: 'Thread-seconds spent on compute tasks; rate() over compute_pool_threads is the utilisation over time',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly poolRefusals = new Counter({
    name: 'compute_pool_refusals_total',
    help: 'Compute tasks refused (queue_full: answered 503 at once) or stopped (timeout, cancelled by a hang-up)',
    labelNames: ['kind', 'reason'] as const,
    registers: [this.registry],
  });
  /** What the compute pool reports to as tasks move (api/compute/pool.ts). */
  readonly poolObserver: PoolObserver = {
    waited: (kind, seconds) => this.poolWait.observe({ kind }, seconds),
    ran: (kind, seconds) => {
      this.poolRun.observe({ kind }, seconds);
      this.poolBusy.inc({ kind }, seconds);
    },
    refused: (kind, reason) => this.poolRefusals.inc({ kind, reason }),
  };

  constructor(now: () => number = Date.now) {
    this.poolGauges();
    const served = () => this.manifest();
    const lookups = this.shardLookups;
    new Counter({
      name: 'panchang_shard_lookups_total',
      help: 'City-day lookups in the precomputed shards: hit (served from a shard) or miss (computed live instead)',
      labelNames: ['result'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, lookups.hit);
        this.inc({ result: 'miss' }, lookups.miss);
      },
    });
    new Gauge({
      name: 'shard_manifest_info',
      help: 'The served shard manifest: 1, labelled with its hash (summed over workers: how many serve that hash)',
      labelNames: ['hash'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        const m = served();
        if (m) this.set({ hash: m.hash }, 1);
      },
    });
    new Gauge({
      name: 'shard_manifest_age_seconds',
      help: 'Seconds since the served shard manifest was generated (the oldest over workers)',
      registers: [this.registry],
      aggregator: 'max',
      collect() {
        this.reset();
        const m = served();
        if (m) this.set(Math.max(0, (now() - Date.parse(m.generated_at)) / 1000));
      },
    });
  }

  /** The compute pool whose queues and threads the gauges read at scrape time (the latest registered wins). */
  watchComputePool(current: () => PoolSnapshot | null): void {
    this.computePool = current;
  }

  private poolGauges(): void {
    const pool = () => this.computePool();
    new Gauge({
      name: 'compute_pool_queue_depth',
      help: 'Compute tasks waiting for a worker thread, by kind',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        const p = pool();
        if (p) for (const [kind, n] of Object.entries(p.queued)) this.set({ kind }, n);
      },
    });
    new Gauge({
      name: 'compute_pool_threads',
      help: 'Worker threads of the compute pool (0: tasks run on the event loop)',
      registers: [this.registry],
      collect() {
        this.set(pool()?.threads ?? 0);
      },
    });
    new Gauge({
      name: 'compute_pool_utilization',
      help: 'Share of the compute pool threads running a task at scrape time (0 to 1; averaged over workers)',
      registers: [this.registry],
      aggregator: 'average',
      collect() {
        const p = pool();
        this.set(p && p.threads > 0 ? p.busy / p.threads : 0);
      },
    });
  }

  /** Node's process metrics (CPU, memory, event-loop lag, GC, handles), collected from the first serving app on. */
  startProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** With WORKERS > 1: this process is a cluster worker whose registry the primary sums over. */
  joinCluster(): void {
    AggregatorRegistry.setRegistries(this.registry);
    // constructing one is what makes prom-client answer the primary's requests from this worker
    new AggregatorRegistry();
  }

  /**
   * What records one route's requests (route pattern, method, product fixed), with its histogram series bound by
   * status. The gateway keeps one per route (observe.ts).
   */
  requestRecorder(route: string, method: string, product: string): RequestRecorder {
    const byStatus = new Map<number, (seconds: number) => void>();
    return (status, seconds, refusal) => {
      let observeSeconds = byStatus.get(status);
      if (!observeSeconds) {
        observeSeconds = this.requestDuration.bind({ route, method, status: String(status), product });
        byStatus.set(status, observeSeconds);
      }
      observeSeconds(seconds);
      if (refusal !== null && REFUSAL_CODES.has(refusal)) this.refusals.inc({ code: refusal });
    };
  }

  shardLookup(hit: boolean): void {
    if (hit) this.shardLookups.hit++;
    else this.shardLookups.miss++;
  }

  liveComputed(cityDays: number): void {
    this.liveDays.inc(cityDays);
  }

  webhookDelivery(outcome: string): void {
    this.webhooks.inc({ outcome });
  }

  /** The shard manifest being served, read at every scrape (the latest source registered wins). */
  watchManifest(current: () => ServedManifest | null): void {
    this.manifest = current;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** The process's metrics: every hook in the gateway counts here. */
export const metrics = new GatewayMetrics();
