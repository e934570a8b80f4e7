// The in-memory cache of key and plan rows that keeps authentication off the database. One process that makes every
// write itself (the embedded default) can trust its rows until it changes them. A replica of a fleet cannot: another
// replica may change a row. The invalidation bus reaches it within a second. A row it has not re-read for
// `revalidateMs` is read again as a safety net for a missed message. While the database cannot be reached, a row
// read within `outageGraceMs` keeps serving, so keys already in use keep working through a short outage, and no
// longer.
import { StoreUnavailable } from './unavailable.ts';

export interface CachePolicy {
  readonly revalidateMs: number;
  readonly outageGraceMs: number;
  readonly wallClock: () => number;
}

/** One process per data directory: every write passes through this cache. */
export const SINGLE_PROCESS_CACHE: CachePolicy = {
  revalidateMs: Infinity,
  outageGraceMs: Infinity,
  wallClock: Date.now,
};
/** A replica beside others (PostgreSQL): re-read after a minute; serve through an outage for ten minutes at most. */
export const FLEET_CACHE: CachePolicy = { revalidateMs: 60_000, outageGraceMs: 10 * 60_000, wallClock: Date.now };

export class ReplicaCache<T> {
  private readonly entries = new Map<string, { readonly value: T; readonly at: number }>();

  policy: CachePolicy;

  constructor(policy: CachePolicy = SINGLE_PROCESS_CACHE) {
    this.policy = policy;
  }

  /** The cached value if it was read recently enough to trust without asking the database. */
  fresh(key: string): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    return this.policy.revalidateMs === Infinity || this.policy.wallClock() - e.at <= this.policy.revalidateMs
      ? e.value
      : undefined;
  }

  /**
   * The fresh value, or what `load` reads (cached when `cacheable`; an absent row drops the entry). When the database
   * is unreachable, a value read within the outage grace answers instead of the error.
   */
  async read(key: string, load: () => Promise<T | undefined>, cacheable: boolean): Promise<T | undefined> {
    const hit = this.fresh(key);
    if (hit !== undefined) return hit;
    let value: T | undefined;
    try {
      value = await load();
    } catch (err) {
      const e = this.entries.get(key);
      if (err instanceof StoreUnavailable && e && this.policy.wallClock() - e.at <= this.policy.outageGraceMs)
        return e.value;
      throw err;
    }
    if (value === undefined) this.entries.delete(key);
    else if (cacheable) this.entries.set(key, { value, at: this.policy.wallClock() });
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
