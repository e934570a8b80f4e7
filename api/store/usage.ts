// Calls used per account, product and UTC month. Counting happens in memory, where a check and an increment
// cannot interleave (one process, one thread: a counter is loaded before its first check, and the check and
// the increment then run without an await between them), and the counts are written through UsagePersistence
// at most a second later in one batch: no database write on a request's path. This assumes one gateway process
// per store (the shared counters of api/counters/ lift that); a crash can forget at most the last second's calls.
import type { UsagePersistence } from '../counters/persistence.ts';
import type { MeteredProduct } from '../products.ts';

interface Counter {
  readonly accountId: string;
  readonly product: MeteredProduct;
  readonly period: string;
  used: number;
  dirty: boolean;
}

export const USAGE_FLUSH_MS = 1_000;
/** Clean counters beyond this many are dropped after a flush (they reload from the store on use). */
const MAX_CACHED_COUNTERS = 100_000;

export class UsageStore {
  private readonly counters = new Map<string, Counter>();
  /** Loads in flight, so two first calls of one counter share one read and one Counter. */
  private readonly loading = new Map<string, Promise<Counter>>();
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly persistence: UsagePersistence) {}

  private counter(accountId: string, product: MeteredProduct, period: string): Counter | Promise<Counter> {
    const key = `${accountId}\u0000${product}\u0000${period}`;
    const c = this.counters.get(key);
    if (c) return c;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.persistence.loadUsage(accountId, product, period).then((used) => {
        const loaded = this.counters.get(key) ?? { accountId, product, period, used, dirty: false };
        this.counters.set(key, loaded);
        return loaded;
      }).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private changed(c: Counter): void {
    c.dirty = true;
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => void this.flush().catch(() => { /* kept dirty; the next flush retries */ }), USAGE_FLUSH_MS);
    this.flushTimer.unref();
  }

  /**
   * Adds `cost` calls unless that would pass `cap` (null = no cap, e.g. a plan with overage).
   * Returns the calls used after the charge, or null when refused.
   */
  tryCharge(accountId: string, product: MeteredProduct, period: string, cost: number, cap: number | null): number | null | Promise<number | null> {
    const c = this.counter(accountId, product, period);
    // a counter in memory answers at once (the request path); a first use waits for its load
    return c instanceof Promise ? c.then((loaded) => this.charge(loaded, cost, cap)) : this.charge(c, cost, cap);
  }

  private charge(c: Counter, cost: number, cap: number | null): number | null {
    if (cap !== null && c.used + cost > cap) return null;
    c.used += cost;
    this.changed(c);
    return c.used;
  }

  /** Gives calls back when the request they were reserved for failed. */
  async refund(accountId: string, product: MeteredProduct, period: string, cost: number): Promise<void> {
    const c = await this.counter(accountId, product, period);
    c.used = Math.max(0, c.used - cost);
    this.changed(c);
  }

  async used(accountId: string, product: MeteredProduct, period: string): Promise<number> {
    return (await this.counter(accountId, product, period)).used;
  }

  /** Writes every changed counter in one batch; flushes never overlap. A failed write keeps them dirty. */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => {}).then(() => this.writeDirty());
    return this.flushing;
  }

  private async writeDirty(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const dirty = [...this.counters.values()].filter((c) => c.dirty);
    if (dirty.length) {
      const records = dirty.map((c) => ({ accountId: c.accountId, product: c.product, period: c.period, used: c.used }));
      for (const c of dirty) c.dirty = false;
      try {
        await this.persistence.saveUsage(records);
      } catch (err) {
        for (const c of dirty) this.changed(c);
        throw err;
      }
    }
    if (this.counters.size > MAX_CACHED_COUNTERS) {
      for (const [key, c] of this.counters) if (!c.dirty) this.counters.delete(key);
    }
  }
}
