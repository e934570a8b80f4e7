// The counters of one gateway process, in its memory: the embedded default. One process, one thread, so a check and
// its increment run in one synchronous stretch and cannot interleave; the only awaits are the first load of a usage
// counter or coverage bucket from the store. Usage and coverage reach the store within USAGE_FLUSH_MS, written in the
// background; rate windows, the daily burst and the submission windows live in memory only (a restart forgives them).
import type {
  CoverageKind,
  CoveragePersistence,
  CoverageRecord,
  UsagePersistence,
  UsageRecord,
} from './persistence.ts';
import { planCoverage, type CoveragePlan } from './periods.ts';
import { SlidingWindows } from './sliding.ts';
import {
  COVERAGE_REFUSALS,
  CountersUnavailable,
  RATE_WINDOW_MS,
  USAGE_FLUSH_MS,
  type Admission,
  type AdmitRequest,
  type Counters,
  type CountersHealth,
  type CoverageLookup,
  type CoverageRefusal,
  type CoverageRequest,
  type RateDecision,
  type RateHit,
  type SlidingDecision,
  type SlidingLimit,
  type UsageKey,
} from './types.ts';

interface UsageCounter {
  readonly key: UsageKey;
  used: number;
  dirty: boolean;
}
interface Bucket {
  readonly members: Set<string>;
  fresh: string[];
}

/** Rate windows beyond this many trigger a sweep of windows that have already ended. */
const RATE_SWEEP_THRESHOLD = 50_000;
/** Clean usage counters beyond this many are dropped after a flush (they reload from the store on use). */
const MAX_CACHED_COUNTERS = 100_000;
/** Written coverage buckets (and daily burst counts) beyond this many are dropped; they reload when asked again. */
const MAX_CACHED_BUCKETS = 20_000;

const usageId = (k: UsageKey): string => `${k.accountId}\u0000${k.product}\u0000${k.period}`;
const bucketId = (accountId: string, kind: CoverageKind, period: string): string =>
  `${accountId}\u0000${kind}\u0000${period}`;

/**
 * An account's map keys for the current periods, made once per account and period. A key built per request is a
 * fresh string that each map lookup hashes again: building and hashing them was most of the meter's 1.4 µs per daily
 * call (in process), more than the checks and counts themselves.
 */
interface AccountKeys {
  /** `bucketId` by kind, each for the period it was made for. */
  readonly buckets: Map<CoverageKind, { readonly period: string; readonly id: string }>;
  /** `usageId` by product, each for the period (month) it was made for. */
  readonly usage: Map<string, { readonly period: string; readonly id: string }>;
  /** The daily burst counter's key, for `burstDay`. */
  burstDay: string;
  burstId: string;
}

/** One load per key at a time: concurrent first uses share it, and a failed load is retried by the next use. */
async function loadOnce<T>(
  cache: Map<string, T>,
  loads: Map<string, Promise<T>>,
  id: string,
  load: () => Promise<T>,
): Promise<T> {
  let pending = loads.get(id);
  if (!pending) {
    pending = load()
      .then(
        (value) => {
          cache.set(id, value);
          return value;
        },
        (e: unknown) => {
          throw new CountersUnavailable(`the store could not load counts: ${String(e)}`, { cause: e });
        },
      )
      .finally(() => loads.delete(id));
    loads.set(id, pending);
  }
  return pending;
}

/**
 * The cache's own entry for `id`. An eviction may have dropped a clean entry while its caller awaited the load; the
 * loaded copy then still equals the store's and is put back, so no count lands on an entry nothing will flush.
 */
function adopt<T>(cache: Map<string, T>, id: string, loaded: T): T {
  const live = cache.get(id);
  if (live) return live;
  cache.set(id, loaded);
  return loaded;
}

export interface MemoryCountersOptions {
  readonly usage: UsagePersistence;
  readonly coverage: CoveragePersistence;
}

export class MemoryCounters implements Counters {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly usage = new Map<string, UsageCounter>();
  private readonly usageLoads = new Map<string, Promise<UsageCounter>>();
  private readonly buckets = new Map<string, Bucket>();
  private readonly bucketLoads = new Map<string, Promise<Bucket>>();
  private readonly burst = new Map<string, number>();
  /** Keys only (no counts): dropped whole when it grows past MAX_CACHED_BUCKETS accounts. */
  private readonly accountKeys = new Map<string, AccountKeys>();
  private readonly sliding = new SlidingWindows();
  /** Set while the coverage store refuses writes: the meter then refuses calls rather than count them unstored. */
  private coverageFailing = false;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  private readonly stores: MemoryCountersOptions;

  constructor(stores: MemoryCountersOptions) {
    this.stores = stores;
  }

  admit(req: AdmitRequest): Admission | Promise<Admission> {
    const { charge, coverage, nowMs } = req;
    const id = charge ? this.usageIdOf(charge) : '';
    const plan = coverage ? planCoverage(coverage, nowMs) : null;
    const bucketIds = plan ? this.bucketIdsOf(coverage!.accountId, plan) : [];
    // The loads from the store are the only awaits, and only for what is not cached yet; what they loaded is taken
    // from the caches after all of them.
    if ((charge && !this.usage.has(id)) || bucketIds.some((b) => !this.buckets.has(b))) {
      return this.loadThenAdmit(req, id, plan, bucketIds);
    }
    return this.admitLoaded(req, id, plan, bucketIds);
  }

  private keysOf(accountId: string): AccountKeys {
    let keys = this.accountKeys.get(accountId);
    if (!keys) {
      if (this.accountKeys.size >= MAX_CACHED_BUCKETS) this.accountKeys.clear();
      keys = { buckets: new Map(), usage: new Map(), burstDay: '', burstId: '' };
      this.accountKeys.set(accountId, keys);
    }
    return keys;
  }

  /** The map keys of the plan's buckets, in its order: the same strings from request to request within a period. */
  private bucketIdsOf(accountId: string, plan: CoveragePlan): string[] {
    const known = this.keysOf(accountId).buckets;
    return plan.checks.map(({ kind, period }) => {
      let entry = known.get(kind);
      if (entry?.period !== period) known.set(kind, (entry = { period, id: bucketId(accountId, kind, period) }));
      return entry.id;
    });
  }

  /** The usage counter's map key for the charge's account, product and month. */
  private usageIdOf(charge: UsageKey): string {
    const known = this.keysOf(charge.accountId).usage;
    let entry = known.get(charge.product);
    if (entry?.period !== charge.period)
      known.set(charge.product, (entry = { period: charge.period, id: usageId(charge) }));
    return entry.id;
  }

  /** The daily burst counter's map key for the account and UTC day. */
  private burstIdOf(accountId: string, day: string): string {
    const keys = this.keysOf(accountId);
    if (keys.burstDay !== day) {
      keys.burstDay = day;
      keys.burstId = `${accountId}\u0000${day}`;
    }
    return keys.burstId;
  }

  /** Loads what the request needs from the store (the only await), then admits it as when everything was cached. */
  private async loadThenAdmit(
    req: AdmitRequest,
    id: string,
    plan: CoveragePlan | null,
    bucketIds: string[],
  ): Promise<Admission> {
    const { charge, coverage } = req;
    {
      const [loadedCounter, loadedBuckets] = await Promise.all([
        charge ? (this.usage.get(id) ?? this.loadUsage(id, charge)) : null,
        Promise.all(
          plan
            ? plan.checks.map(
                (c, i) => this.buckets.get(bucketIds[i]!) ?? this.loadBucket(coverage!.accountId, c.kind, c.period),
              )
            : [],
        ),
      ]);
      if (loadedCounter) adopt(this.usage, id, loadedCounter);
      loadedBuckets.forEach((b, i) => {
        adopt(this.buckets, bucketIds[i]!, b);
      });
    }
    return this.admitLoaded(req, id, plan, bucketIds);
  }

  /** Every counter the request needs is in memory: every check, then every count, with nothing in between. */
  private admitLoaded(req: AdmitRequest, id: string, plan: CoveragePlan | null, bucketIds: string[]): Admission {
    const { charge, coverage, nowMs } = req;
    const counter = charge ? this.usage.get(id)! : null;
    const buckets = bucketIds.map((b) => this.buckets.get(b)!);
    if (plan && this.coverageFailing) throw new CountersUnavailable('the coverage store is not accepting writes');
    const rate = req.rate ? this.hitRate(req.rate, nowMs) : null;
    if (rate && !rate.allowed) return { rate, charge: null, coverage: null };
    if (counter && charge!.cap !== null && counter.used + charge!.cost > charge!.cap) {
      return { rate, charge: { charged: false, used: counter.used }, coverage: null };
    }
    const refusal = plan ? this.checkCoverage(coverage!, plan, buckets) : null;
    if (refusal) return { rate, charge: counter && { charged: false, used: counter.used }, coverage: refusal };
    if (plan) this.recordCoverage(coverage!, plan, buckets);
    if (counter) {
      counter.used += charge!.cost;
      this.changed(counter);
    }
    return { rate, charge: counter && { charged: true, used: counter.used }, coverage: null };
  }

  async refund(key: UsageKey, cost: number, _nowMs?: number): Promise<void> {
    const id = usageId(key);
    const counter = adopt(this.usage, id, this.usage.get(id) ?? (await this.loadUsage(id, key)));
    counter.used = Math.max(0, counter.used - cost);
    this.changed(counter);
  }

  async used(key: UsageKey, _nowMs?: number): Promise<number> {
    const id = usageId(key);
    return (this.usage.get(id) ?? (await this.loadUsage(id, key))).used;
  }

  coverage(req: CoverageRequest): CoverageRefusal | null | Promise<CoverageRefusal | null> {
    const admission = this.admit({ nowMs: req.nowMs, coverage: req });
    return admission instanceof Promise ? admission.then((a) => a.coverage) : admission.coverage;
  }

  async hitSliding(limits: readonly SlidingLimit[], windowMs: number, nowMs: number): Promise<SlidingDecision> {
    return this.sliding.hit(limits, windowMs, nowMs);
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // One flush at a time: a second waits for the first, then writes what came since.
    this.flushing = this.flushing.then(() => this.writeBehind());
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  health(): CountersHealth {
    return this.coverageFailing
      ? { status: 'down', reason: 'the coverage store is not accepting writes' }
      : { status: 'ok' };
  }

  /** Fixed windows aligned to the clock's minutes; a refused call is not counted. */
  private hitRate(hit: RateHit, nowMs: number): RateDecision {
    const start = nowMs - (nowMs % RATE_WINDOW_MS);
    let w = this.windows.get(hit.bucket);
    if (!w || w.start !== start) {
      if (this.windows.size >= RATE_SWEEP_THRESHOLD) {
        for (const [bucket, old] of this.windows) if (old.start < start) this.windows.delete(bucket);
      }
      w = { start, count: 0 };
      this.windows.set(hit.bucket, w);
    }
    const allowed = w.count < hit.limit;
    if (allowed) w.count++;
    return { allowed, limit: hit.limit, remaining: Math.max(0, hit.limit - w.count), resetMs: start + RATE_WINDOW_MS };
  }

  /** The daily burst guard, then each bucket in order: the first cap the lookup would pass. */
  private checkCoverage(
    lookup: CoverageLookup,
    plan: CoveragePlan,
    buckets: readonly Bucket[],
  ): CoverageRefusal | null {
    const calls = this.burst.get(this.burstIdOf(lookup.accountId, plan.day)) ?? 0;
    if (calls + lookup.units > lookup.limits.dailyBurst) return COVERAGE_REFUSALS[0];
    for (let i = 0; i < plan.checks.length; i++) {
      const { members, cap, refusal } = plan.checks[i]!;
      const b = buckets[i]!;
      let added = 0;
      for (const m of members) if (!b.members.has(m)) added++;
      if (b.members.size + added > cap) return refusal;
    }
    return null;
  }

  private recordCoverage(lookup: CoverageLookup, plan: CoveragePlan, buckets: readonly Bucket[]): void {
    for (let i = 0; i < plan.checks.length; i++) {
      const b = buckets[i]!;
      for (const m of plan.checks[i]!.members) {
        if (b.members.has(m)) continue;
        b.members.add(m);
        b.fresh.push(m);
      }
    }
    const burstId = this.burstIdOf(lookup.accountId, plan.day);
    this.addBurst(burstId, plan.day, (this.burst.get(burstId) ?? 0) + lookup.units);
    this.schedule();
  }

  private loadUsage(id: string, key: UsageKey): Promise<UsageCounter> {
    const { accountId, product, period } = key;
    return loadOnce(this.usage, this.usageLoads, id, async () => ({
      key: { accountId, product, period },
      used: await this.stores.usage.loadUsage(accountId, product, period),
      dirty: false,
    }));
  }

  private loadBucket(accountId: string, kind: CoverageKind, period: string): Promise<Bucket> {
    return loadOnce(this.buckets, this.bucketLoads, bucketId(accountId, kind, period), async () => ({
      members: new Set(await this.stores.coverage.loadCoverage(accountId, kind, period)),
      fresh: [],
    }));
  }

  private addBurst(burstId: string, day: string, calls: number): void {
    if (!this.burst.has(burstId) && this.burst.size > MAX_CACHED_BUCKETS) {
      for (const k of this.burst.keys()) if (!k.endsWith(`\u0000${day}`)) this.burst.delete(k);
    }
    this.burst.set(burstId, calls);
  }

  private changed(counter: UsageCounter): void {
    counter.dirty = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), USAGE_FLUSH_MS);
    this.timer.unref();
  }

  /** Writes changed usage and fresh coverage; what a failed write held stays for the next attempt. */
  private async writeBehind(): Promise<void> {
    const counters = [...this.usage.values()].filter((c) => c.dirty);
    const usageRecords: UsageRecord[] = counters.map((c) => ({ ...c.key, used: c.used }));
    for (const c of counters) c.dirty = false; // a charge during the write marks it again
    const coverage = this.takeFreshCoverage();
    const [usageWrite, coverageWrite] = await Promise.allSettled([
      usageRecords.length ? this.stores.usage.saveUsage(usageRecords) : undefined,
      coverage.records.length ? this.stores.coverage.saveCoverage(coverage.records) : undefined,
    ]);
    if (usageWrite.status === 'rejected') for (const c of counters) this.changed(c);
    if (coverageWrite.status === 'rejected') {
      for (const [b, members] of coverage.taken) b.fresh.unshift(...members);
      this.coverageFailing = true;
      this.schedule();
    } else {
      this.coverageFailing = false;
    }
    this.evict();
  }

  private takeFreshCoverage(): { records: CoverageRecord[]; taken: Array<[Bucket, string[]]> } {
    const records: CoverageRecord[] = [];
    const taken: Array<[Bucket, string[]]> = [];
    for (const [id, b] of this.buckets) {
      if (!b.fresh.length) continue;
      const [accountId, kind, period] = id.split('\u0000') as [string, CoverageKind, string];
      for (const member of b.fresh) records.push({ accountId, kind, period, member });
      taken.push([b, b.fresh]);
      b.fresh = [];
    }
    return { records, taken };
  }

  private evict(): void {
    if (this.usage.size > MAX_CACHED_COUNTERS) {
      for (const [id, c] of this.usage) if (!c.dirty) this.usage.delete(id);
    }
    if (this.buckets.size > MAX_CACHED_BUCKETS) {
      for (const [id, b] of this.buckets) if (!b.fresh.length) this.buckets.delete(id);
    }
  }
}
