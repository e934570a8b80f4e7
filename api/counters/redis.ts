// The counters of a fleet, in Redis through ioredis: every replica sharing one Redis counts against the same keys, and
// each operation is one Lua script (redis-scripts.ts), so a check and its increments are atomic across replicas and
// cost one round trip; auto-pipelining sends the scripts of concurrent requests together, and the `admit` calls of one
// event-loop turn go as one batched script call (redis-batch.ts), one command for ioredis to pay for instead of many.
// Keys carry their period or window start (from the caller's `nowMs`) and expire after it. Redis is the authority for monthly usage and coverage
// while it lives: a counter it lacks (first use, or a Redis restarted empty) is loaded from the store before it
// counts, and the flusher (redis-flusher.ts) writes changes back within the flush interval. When Redis cannot answer,
// every operation fails fast with CountersUnavailable (no offline queue) and the client reconnects by itself.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { HOUR_MS } from '../gateway/clock.ts';
import type { MeteredProduct } from '../products.ts';
import { drain, type DirtyQueue, type FlushCommands, type FlusherOptions } from './redis-flusher.ts';
import { ScriptBatcher } from './redis-batch.ts';
import {
  ACK_DIRTY,
  ADMIT,
  ADMIT_MANY,
  POP_DIRTY,
  PUBLISH_COVERAGE,
  REFUND,
  SEED_COVERAGE,
  SLIDING,
  STAGE_COVERAGE,
} from './redis-scripts.ts';
import type {
  CoverageKind,
  CoveragePersistence,
  CoverageRecord,
  UsagePersistence,
  UsageRecord,
} from './persistence.ts';
import { periodEndMs, planCoverage, type CoverageCheck } from './periods.ts';
import {
  COVERAGE_REFUSALS,
  CountersUnavailable,
  RATE_WINDOW_MS,
  USAGE_FLUSH_MS,
  type Admission,
  type AdmitRequest,
  type Counters,
  type CountersHealth,
  type CoverageRefusal,
  type CoverageRequest,
  type SlidingDecision,
  type SlidingLimit,
  type UsageKey,
} from './types.ts';

export interface RedisCountersOptions {
  /** `redis://[user:password@]host:port[/db]` */
  readonly url: string;
  /** Put before every key, so several gateways (or tests) can share one server. */
  readonly keyPrefix?: string;
  readonly usage: UsagePersistence;
  readonly coverage: CoveragePersistence;
  /** A command with no reply by then fails (CountersUnavailable); default 500 ms. */
  readonly commandTimeoutMs?: number;
  /** How often this replica drains the dirty sets into the store; default half of USAGE_FLUSH_MS. */
  readonly flushIntervalMs?: number;
  /** How long a batch taken for writing stays leased before another replica may take it again; default 5 s. */
  readonly leaseMs?: number;
  readonly wallClock?: () => number;
  /**
   * Whether the `admit` calls of one event-loop turn go to Redis as one script call (default true). Off: one script
   * call each, as the benchmark's baseline.
   */
  readonly batch?: boolean;
}

/** ioredis flattens one level of array arguments (Command's `args.flat()`), so a long list goes in as one array. */
type Script = (...args: Array<string | number | readonly string[]>) => Promise<unknown>;
/** One `admit` as ADMIT takes it: its KEYS and its ARGV. */
type AdmitCall = [keys: string[], args: Array<string | number>];
interface CounterCommands extends FlushCommands {
  countersAdmit: Script;
  countersAdmitMany: Script;
  countersRefund: Script;
  countersSeedCoverage: Script;
  countersStageCoverage: Script;
  countersPublishCoverage: Script;
  countersSliding: Script;
}

/** Marks a coverage set as loaded from the store; never a real member (those are dates, location-dates, city-years). */
const SEEDED = '\u0000seeded';
/** Members sent in one seeding command: tens of milliseconds of Redis time on a loaded server, not hundreds. */
const SEED_PART = 10_000;
/** How long a staging set outlives its last part (redis-scripts.ts STAGE_COVERAGE). */
const STAGING_LIFETIME_MS = 60_000;
/** Counters outlive their period by this much: refunds and late flushes after a period ends still find them. */
const PERIOD_GRACE_MS = HOUR_MS;
const FLUSH_BATCH = 500;
/** The states ADMIT answers (redis-scripts.ts). */
const RATE_REFUSED = 0,
  ADMITTED = 1,
  MISSING = 3,
  COVERAGE_REFUSED = 4,
  SCRIPT_ERROR = -1;
/** A counter missing in Redis is loaded and the operation run again at most this many times. */
const SEED_ATTEMPTS = 3;
/**
 * At most this many `admit` calls per batched script call: a batch runs alone in Redis, so this bounds how long it
 * holds the server (redis-server spends about 8 µs per plain admit and 23 µs with coverage, as bench:counters
 * measures: at most about 3 ms for a full batch).
 */
const MAX_ADMIT_BATCH = 128;

/** A limit or cap as the scripts take it: finite (JSON has no Infinity), and never reached when there is none. */
const bound = (n: number): number => (n === Infinity ? Number.MAX_SAFE_INTEGER : n);
const ttlMs = (endMs: number, nowMs: number): number => Math.max(0, endMs - nowMs) + PERIOD_GRACE_MS;
const usageMember = (k: UsageKey): string => `${k.accountId}:${k.product}:${k.period}`;

export class RedisCounters implements Counters {
  private readonly client: Redis & CounterCommands;
  private readonly prefix: string;
  private readonly queues: readonly DirtyQueue<unknown>[];
  private readonly flushOptions: FlusherOptions;
  private readonly timer: NodeJS.Timeout;
  /** Null when batching is off. */
  private readonly admitBatch: ScriptBatcher<AdmitCall, number[]> | null;
  private flushing: Promise<void> = Promise.resolve();
  private lastError = 'not connected yet';
  /** Set by a command that failed on a connection that looks ready (a hung server), cleared by the next success. */
  private failedCommand: string | null = null;

  private readonly opts: RedisCountersOptions;

  constructor(opts: RedisCountersOptions) {
    this.opts = opts;
    this.prefix = opts.keyPrefix ?? 'counters:';
    this.client = new Redis(opts.url, {
      enableAutoPipelining: true,
      // Fail fast while Redis is away instead of queueing requests behind it; reconnect every half second.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: opts.commandTimeoutMs ?? 500,
      connectTimeout: 2_000,
      retryStrategy: (times) => Math.min(100 * times, 500),
    }) as Redis & CounterCommands;
    this.client.on('error', (e: Error) => {
      this.lastError = e.message;
    });
    const scripts: Array<[keyof CounterCommands, string, number | undefined]> = [
      ['countersAdmit', ADMIT, undefined],
      ['countersAdmitMany', ADMIT_MANY, 0],
      ['countersRefund', REFUND, 2],
      ['countersSeedCoverage', SEED_COVERAGE, 1],
      ['countersStageCoverage', STAGE_COVERAGE, 1],
      ['countersPublishCoverage', PUBLISH_COVERAGE, 2],
      ['countersSliding', SLIDING, undefined],
      ['countersPopDirty', POP_DIRTY, 2],
      ['countersAckDirty', ACK_DIRTY, 2],
    ];
    for (const [name, lua, numberOfKeys] of scripts) this.client.defineCommand(name, { lua, numberOfKeys });
    this.admitBatch =
      opts.batch === false ? null : new ScriptBatcher((calls) => this.admitMany(calls), MAX_ADMIT_BATCH);
    this.queues = [this.usageQueue(), this.coverageQueue()];
    this.flushOptions = {
      leaseMs: opts.leaseMs ?? 5_000,
      batch: FLUSH_BATCH,
      wallClock: opts.wallClock ?? Date.now,
      onStoreError: (e) => {
        this.lastError = `store write failed: ${String(e)}`;
      },
    };
    this.timer = setInterval(
      () => {
        this.flush().catch(() => {
          /* Redis away: the next tick tries again */
        });
      },
      opts.flushIntervalMs ?? USAGE_FLUSH_MS / 2,
    );
    this.timer.unref();
  }

  /** Resolves once connected, or after `timeoutMs` either way (operations fail fast until Redis answers). */
  async ready(timeoutMs = 2_000): Promise<boolean> {
    if (this.client.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ok: boolean): void => {
        clearTimeout(t);
        this.client.off('ready', onReady);
        resolve(ok);
      };
      const onReady = (): void => done(true);
      const t = setTimeout(() => done(false), timeoutMs);
      this.client.on('ready', onReady);
    });
  }

  async admit(req: AdmitRequest): Promise<Admission> {
    const { rate, charge, coverage, nowMs } = req;
    const windowStart = nowMs - (nowMs % RATE_WINDOW_MS);
    const resetMs = windowStart + RATE_WINDOW_MS;
    const keys = [
      rate ? `${this.prefix}rate:${windowStart}:${rate.bucket}` : `${this.prefix}none`,
      charge ? this.usageKey(charge) : `${this.prefix}none`,
      `${this.prefix}dirty:usage`,
    ];
    const args: Array<string | number> = [
      rate ? bound(rate.limit) : -1,
      resetMs - nowMs + RATE_WINDOW_MS,
      charge ? charge.cost : -1,
      bound(charge?.cap ?? -1),
      charge ? usageMember(charge) : '',
    ];
    const plan = coverage ? planCoverage(coverage, nowMs) : null;
    if (coverage && plan) {
      keys.push(
        `${this.prefix}burst:${coverage.accountId}:${plan.day}`,
        `${this.prefix}dirty:coverage`,
        ...plan.checks.map((c) => this.bucketKey(coverage.accountId, c)),
      );
      args.push(coverage.units, bound(coverage.limits.dailyBurst), ttlMs(periodEndMs(plan.day), nowMs));
      for (const c of plan.checks)
        args.push(bound(c.cap), `${coverage.accountId}\t${c.kind}\t${c.period}\t`, c.members.length, ...c.members);
    }
    const [state, count, used, at] = (await this.seeded(
      () =>
        this.admitBatch
          ? this.admitBatch.run([keys, args])
          : (this.client.countersAdmit(keys.length, ...keys, ...args) as Promise<number[]>),
      (r) => r[0] === MISSING,
      (r) =>
        Promise.all(
          r
            .slice(3)
            .map((i) =>
              i === 0
                ? this.seedUsage(charge!, nowMs)
                : this.seedBucket(coverage!.accountId, plan!.checks[i - 1]!, keys[4 + i]!, nowMs),
            ),
        ),
    )) as [number, number, number, number?];
    return {
      rate: rate
        ? { allowed: state !== RATE_REFUSED, limit: rate.limit, remaining: Math.max(0, rate.limit - count), resetMs }
        : null,
      charge: charge && state !== RATE_REFUSED ? { charged: state === ADMITTED, used } : null,
      coverage: state !== COVERAGE_REFUSED ? null : at === 1 ? COVERAGE_REFUSALS[0] : plan!.checks[at! - 2]!.refusal,
    };
  }

  /** One ADMIT_MANY call; a request whose run raised an error in Redis gets that error, as ADMIT alone would. */
  private async admitMany(calls: AdmitCall[]): Promise<Array<number[] | Error>> {
    const replies = JSON.parse(
      await this.call(() => this.client.countersAdmitMany(JSON.stringify(calls)) as Promise<string>),
    ) as Array<[number, ...unknown[]]>;
    return replies.map((r) => (r[0] === SCRIPT_ERROR ? new Error(String(r[1])) : (r as number[])));
  }

  async refund(key: UsageKey, cost: number, nowMs: number): Promise<void> {
    await this.seeded(
      () =>
        this.client.countersRefund(
          this.usageKey(key),
          `${this.prefix}dirty:usage`,
          cost,
          usageMember(key),
        ) as Promise<number>,
      (used) => used === -1,
      () => this.seedUsage(key, nowMs),
    );
  }

  async used(key: UsageKey, _nowMs?: number): Promise<number> {
    const stored = await this.call(() => this.client.get(this.usageKey(key)));
    // Not in Redis: nothing was counted since the store last heard, so the store's figure is current.
    return stored === null
      ? this.load(() => this.opts.usage.loadUsage(key.accountId, key.product, key.period))
      : Number(stored);
  }

  async coverage(req: CoverageRequest): Promise<CoverageRefusal | null> {
    return (await this.admit({ nowMs: req.nowMs, coverage: req })).coverage;
  }

  async hitSliding(limits: readonly SlidingLimit[], windowMs: number, nowMs: number): Promise<SlidingDecision> {
    const keys = limits.map((l) => `${this.prefix}slide:${l.bucket}`);
    const [at, oldest] = await this.call(
      () =>
        this.client.countersSliding(
          keys.length,
          ...keys,
          nowMs,
          windowMs,
          `${nowMs}:${randomUUID()}`,
          ...limits.map((l) => l.limit),
        ) as Promise<[number, string?]>,
    );
    if (at === 0) return { allowed: true };
    return { allowed: false, index: at - 1, limit: limits[at - 1]!.limit, retryAtMs: Number(oldest) + windowMs };
  }

  flush(): Promise<void> {
    // One drain at a time per replica; other replicas drain concurrently under their own leases.
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(() => this.call(() => drain(this.client, this.queues, this.flushOptions)));
    return this.flushing;
  }

  /** Flushes (waiting at most one lease: a store write that hangs leaves its batch to another replica), then quits. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.race([
      this.flush().catch(() => undefined),
      sleep(this.flushOptions.leaseMs, undefined, { ref: false }),
    ]);
    this.client.disconnect();
  }

  health(): CountersHealth {
    if (this.client.status !== 'ready')
      return { status: 'down', reason: `redis ${this.client.status}: ${this.lastError}` };
    return this.failedCommand ? { status: 'down', reason: `redis: ${this.failedCommand}` } : { status: 'ok' };
  }

  private usageKey(k: UsageKey): string {
    return `${this.prefix}usage:${usageMember(k)}`;
  }

  private bucketKey(accountId: string, c: CoverageCheck): string {
    return `${this.prefix}cov:${accountId}:${c.kind}:${c.period}`;
  }

  /** Runs a script; while it answers that a counter is missing in Redis, loads the counter and runs it again. */
  private async seeded<T>(
    run: () => Promise<T>,
    missing: (reply: T) => boolean,
    seed: (reply: T) => Promise<unknown>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const reply = await this.call(run);
      if (!missing(reply)) return reply;
      if (attempt === SEED_ATTEMPTS) throw new CountersUnavailable('a counter could not be loaded into redis');
      await seed(reply);
    }
  }

  private async seedUsage(k: UsageKey, nowMs: number): Promise<void> {
    const stored = await this.load(() => this.opts.usage.loadUsage(k.accountId, k.product, k.period));
    // NX: a replica that seeded (and maybe counted) first wins.
    await this.call(() => this.client.set(this.usageKey(k), stored, 'PX', ttlMs(periodEndMs(k.period), nowMs), 'NX'));
  }

  private async seedBucket(accountId: string, c: CoverageCheck, key: string, nowMs: number): Promise<void> {
    const members = await this.load(() => this.opts.coverage.loadCoverage(accountId, c.kind, c.period));
    const lifetimeMs = ttlMs(periodEndMs(c.period), nowMs);
    // The members go as arrays, never spread: a bucket of a long export holds hundreds of thousands, and a spread
    // that deep overflows the stack inside ioredis's auto-pipeline, which then crashes the process (results[i] is
    // not iterable) instead of rejecting the call.
    if (members.length <= SEED_PART) {
      await this.call(() => this.client.countersSeedCoverage(key, lifetimeMs, SEEDED, members));
      return;
    }
    // A large bucket is staged part by part under a key of its own and then published in one step, so no single
    // command holds Redis (one thread for every replica) past the command timeout, and a replica that dies mid-way
    // leaves only a staging set that expires.
    const staging = `${key}:seeding:${randomUUID()}`;
    for (let i = 0; i < members.length; i += SEED_PART) {
      const part = members.slice(i, i + SEED_PART);
      await this.call(() => this.client.countersStageCoverage(staging, STAGING_LIFETIME_MS, part));
    }
    const published = await this.call(
      () => this.client.countersPublishCoverage(key, staging, lifetimeMs, SEEDED) as Promise<number>,
    );
    if (published === -1) throw new CountersUnavailable('redis: a coverage bucket staging set expired while seeding');
  }

  /** A Redis command; any failure (down, timed out, refused) becomes CountersUnavailable. */
  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      const reply = await command();
      if (this.failedCommand) this.failedCommand = null;
      return reply;
    } catch (e) {
      if (e instanceof CountersUnavailable) throw e;
      this.lastError = this.failedCommand = e instanceof Error ? e.message : String(e);
      throw new CountersUnavailable(`redis: ${this.lastError}`, { cause: e });
    }
  }

  /** A read from the store that seeds a counter; a store that cannot answer makes the counter unavailable too. */
  private async load<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (e) {
      throw new CountersUnavailable(`the store could not load counts: ${String(e)}`, { cause: e });
    }
  }

  private usageQueue(): DirtyQueue<UsageRecord> {
    return {
      dirtyKey: `${this.prefix}dirty:usage`,
      inflightKey: `${this.prefix}inflight:usage`,
      valuePrefix: `${this.prefix}usage:`,
      parse: (member, value) => {
        if (value === '') return null;
        const parts = member.split(':');
        const period = parts.pop()!,
          product = parts.pop() as MeteredProduct;
        return { accountId: parts.join(':'), product, period, used: Number(value) };
      },
      save: (records) => this.opts.usage.saveUsage(records),
    };
  }

  private coverageQueue(): DirtyQueue<CoverageRecord> {
    return {
      dirtyKey: `${this.prefix}dirty:coverage`,
      inflightKey: `${this.prefix}inflight:coverage`,
      valuePrefix: '',
      parse: (record) => {
        const [accountId, kind, period] = record.split('\t', 3) as [string, CoverageKind, string];
        return { accountId, kind, period, member: record.slice(accountId.length + kind.length + period.length + 3) };
      },
      save: (records) => this.opts.coverage.saveCoverage(records),
    };
  }
}
