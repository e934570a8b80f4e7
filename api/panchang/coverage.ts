// The coverage meter (seed 002): distinct location-date pairs per account per UTC month and day, calls and distinct
// dates per day, and distinct city-years for yearly lookups per month. Counted in memory and written through
// CoveragePersistence (the account store) within a second, like the usage counters. A call first loads the buckets
// it touches (`load`, which may read the store); its checks and records then run without an await between them,
// so two calls of one account cannot interleave (one process, one thread).
// A meter whose store fails refuses with coverage_enforcement_unavailable rather than letting calls through unmetered.
import type { CoverageKind, CoveragePersistence, CoverageRecord } from '../counters/persistence.ts';

export type { CoverageKind } from '../counters/persistence.ts';

interface Bucket { readonly members: Set<string>; readonly fresh: string[] }

const FLUSH_MS = 1_000;
/** Written buckets beyond this many are dropped after a flush; they reload from the store when asked again. */
const MAX_CACHED_BUCKETS = 20_000;

export class CoverageUnavailable extends Error {}

const bucketKey = (accountId: string, kind: CoverageKind, period: string) => `${accountId}\u0000${kind}\u0000${period}`;

export class CoverageMeter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly calls = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private failing = false;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly persistence: CoveragePersistence) {}

  /**
   * Loads the named buckets, then runs `fn` (wouldReach and record on them) with no await in between, so its
   * checks and records are atomic. A bucket dropped by a flush between the load and `fn` is loaded again.
   */
  withBuckets<T>(accountId: string, wanted: readonly (readonly [CoverageKind, string])[], fn: () => T): T | Promise<T> {
    // the common case, every bucket already here: no promise at all on the request path
    if (!this.failing && wanted.every(([kind, period]) => this.buckets.has(bucketKey(accountId, kind, period)))) return fn();
    return this.loadThen(accountId, wanted, fn);
  }

  private async loadThen<T>(accountId: string, wanted: readonly (readonly [CoverageKind, string])[], fn: () => T): Promise<T> {
    for (;;) {
      if (this.failing) throw new CoverageUnavailable('the coverage store is not accepting writes');
      await Promise.all(wanted.map(([kind, period]) => this.loadOne(accountId, kind, period)));
      if (wanted.every(([kind, period]) => this.buckets.has(bucketKey(accountId, kind, period)))) return fn();
    }
  }

  private loadOne(accountId: string, kind: CoverageKind, period: string): Promise<void> | undefined {
    const key = bucketKey(accountId, kind, period);
    if (this.buckets.has(key)) return undefined;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.persistence.loadCoverage(accountId, kind, period).then(
        (members) => { if (!this.buckets.has(key)) this.buckets.set(key, { members: new Set(members), fresh: [] }); },
        (e: unknown) => { throw new CoverageUnavailable(String(e)); },
      ).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private bucket(accountId: string, kind: CoverageKind, period: string): Bucket {
    if (this.failing) throw new CoverageUnavailable('the coverage store is not accepting writes');
    const b = this.buckets.get(bucketKey(accountId, kind, period));
    if (!b) throw new Error(`coverage bucket ${kind} ${period} used outside withBuckets()`);
    return b;
  }

  /** How many of `members` are new to the bucket, and the size it would reach. */
  wouldReach(accountId: string, kind: CoverageKind, period: string, members: readonly string[]): number {
    const b = this.bucket(accountId, kind, period);
    if (members.length === 1) return b.members.size + (b.members.has(members[0]!) ? 0 : 1);
    let added = 0;
    for (const m of new Set(members)) if (!b.members.has(m)) added++;
    return b.members.size + added;
  }

  record(accountId: string, kind: CoverageKind, period: string, members: readonly string[]): void {
    const b = this.bucket(accountId, kind, period);
    for (const m of members) {
      if (b.members.has(m)) continue;
      b.members.add(m);
      b.fresh.push(m);
    }
    this.schedule();
  }

  /** Calls made today (burst guard), counted in memory only: a restart forgives the rest of the day. */
  callsToday(accountId: string, day: string): number {
    return this.calls.get(`${accountId}\u0000${day}`) ?? 0;
  }

  addCall(accountId: string, day: string, units: number): void {
    const key = `${accountId}\u0000${day}`;
    if (!this.calls.has(key) && this.calls.size > MAX_CACHED_BUCKETS) {
      for (const k of this.calls.keys()) if (!k.endsWith(`\u0000${day}`)) this.calls.delete(k);
    }
    this.calls.set(key, (this.calls.get(key) ?? 0) + units);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /** Writes every new member in one batch; flushes never overlap. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeFresh());
    return this.flushing;
  }

  private async writeFresh(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const records: CoverageRecord[] = [];
    const written: [Bucket, number][] = [];
    for (const [key, b] of this.buckets) {
      if (!b.fresh.length) continue;
      const [accountId, kind, period] = key.split('\u0000') as [string, CoverageKind, string];
      for (const member of b.fresh) records.push({ accountId, kind, period, member });
      written.push([b, b.fresh.length]);
    }
    try {
      if (records.length) await this.persistence.saveCoverage(records);
      // members recorded while the batch was written stay fresh for the next one
      for (const [b, n] of written) b.fresh.splice(0, n);
      this.failing = false;
    } catch {
      // Keep the unwritten members for the next attempt and refuse new lookups until the store answers again.
      this.failing = true;
      this.schedule();
      return;
    }
    if (this.buckets.size > MAX_CACHED_BUCKETS) {
      for (const [key, b] of this.buckets) if (!b.fresh.length) this.buckets.delete(key);
    }
  }
}
