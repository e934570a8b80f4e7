// Calls used per account, product and UTC month. Counting happens in memory, where a check and an
// increment cannot interleave (one process, one thread), and the counters are written to SQLite at
// most a second later in one transaction: no database write on a request's path. This assumes one
// gateway process per DATA_DIR (DESIGN.md); a crash can forget at most the last second's calls.
import type { MeteredProduct } from '../products.ts';
import type { Db } from './db.ts';

interface Counter {
  readonly accountId: string;
  readonly product: MeteredProduct;
  readonly period: string;
  used: number;
  dirty: boolean;
}

export const USAGE_FLUSH_MS = 1_000;
/** Clean counters beyond this many are dropped after a flush (they reload from SQLite on use). */
const MAX_CACHED_COUNTERS = 100_000;

export class UsageStore {
  private readonly counters = new Map<string, Counter>();
  private readonly selectUsed;
  private readonly upsert;
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {
    this.selectUsed = db.prepare('SELECT calls_used AS used FROM usage WHERE account_id = ? AND product = ? AND period = ?');
    this.upsert = db.prepare(`
      INSERT INTO usage (account_id, product, period, calls_used) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id, product, period) DO UPDATE SET calls_used = excluded.calls_used`);
  }

  private counter(accountId: string, product: MeteredProduct, period: string): Counter {
    const key = `${accountId}\u0000${product}\u0000${period}`;
    let c = this.counters.get(key);
    if (!c) {
      const row = this.selectUsed.get(accountId, product, period) as { used: number } | undefined;
      c = { accountId, product, period, used: row ? row.used : 0, dirty: false };
      this.counters.set(key, c);
    }
    return c;
  }

  private changed(c: Counter): void {
    c.dirty = true;
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => this.flush(), USAGE_FLUSH_MS);
    this.flushTimer.unref();
  }

  /**
   * Adds `cost` calls unless that would pass `cap` (null = no cap, e.g. a plan with overage).
   * Returns the calls used after the charge, or null when refused.
   */
  tryCharge(accountId: string, product: MeteredProduct, period: string, cost: number, cap: number | null): number | null {
    const c = this.counter(accountId, product, period);
    if (cap !== null && c.used + cost > cap) return null;
    c.used += cost;
    this.changed(c);
    return c.used;
  }

  /** Gives calls back when the request they were reserved for failed. */
  refund(accountId: string, product: MeteredProduct, period: string, cost: number): void {
    const c = this.counter(accountId, product, period);
    c.used = Math.max(0, c.used - cost);
    this.changed(c);
  }

  used(accountId: string, product: MeteredProduct, period: string): number {
    return this.counter(accountId, product, period).used;
  }

  /** Writes every changed counter in one transaction. */
  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const dirty = [...this.counters.values()].filter((c) => c.dirty);
    if (dirty.length) {
      this.db.transaction(() => {
        for (const c of dirty) this.upsert.run(c.accountId, c.product, c.period, c.used);
      })();
      for (const c of dirty) c.dirty = false;
    }
    if (this.counters.size > MAX_CACHED_COUNTERS) {
      for (const [key, c] of this.counters) if (!c.dirty) this.counters.delete(key);
    }
  }
}
