// The coverage meter (seed 002): distinct location-date pairs per account per UTC month and day, calls and distinct
// dates per day, and distinct city-years for yearly lookups per month. Counted in memory (a check and its record
// cannot interleave: one process, one thread) and written to SQLite within a second, like the usage counters.
// A meter whose store fails refuses with coverage_enforcement_unavailable rather than letting calls through unmetered.
import type { Db } from '../store/db.ts';

export type CoverageKind = 'loc_date_month' | 'loc_date_day' | 'date_day' | 'city_year_month';

interface Bucket { readonly members: Set<string>; readonly fresh: string[] }

const FLUSH_MS = 1_000;
/** Written buckets beyond this many are dropped after a flush; they reload from SQLite when asked again. */
const MAX_CACHED_BUCKETS = 20_000;

export class CoverageUnavailable extends Error {}

export class CoverageMeter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly calls = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private failing = false;
  private readonly select;
  private readonly insert;

  constructor(private readonly db: Db) {
    db.exec(`CREATE TABLE IF NOT EXISTS panchang_coverage (
      account_id TEXT NOT NULL, kind TEXT NOT NULL, period TEXT NOT NULL, member TEXT NOT NULL,
      PRIMARY KEY (account_id, kind, period, member)) WITHOUT ROWID`);
    this.select = db.prepare('SELECT member FROM panchang_coverage WHERE account_id = ? AND kind = ? AND period = ?');
    this.insert = db.prepare('INSERT OR IGNORE INTO panchang_coverage (account_id, kind, period, member) VALUES (?, ?, ?, ?)');
  }

  private bucket(accountId: string, kind: CoverageKind, period: string): Bucket {
    if (this.failing) throw new CoverageUnavailable('the coverage store is not accepting writes');
    const key = `${accountId}\u0000${kind}\u0000${period}`;
    let b = this.buckets.get(key);
    if (!b) {
      let rows: { member: string }[];
      try {
        rows = this.select.all(accountId, kind, period) as { member: string }[];
      } catch (e) {
        throw new CoverageUnavailable(String(e));
      }
      b = { members: new Set(rows.map((r) => r.member)), fresh: [] };
      this.buckets.set(key, b);
    }
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
    this.timer = setTimeout(() => this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    try {
      this.db.transaction(() => {
        for (const [key, b] of this.buckets) {
          if (!b.fresh.length) continue;
          const [accountId, kind, period] = key.split('\u0000');
          for (const m of b.fresh) this.insert.run(accountId, kind, period, m);
        }
      })();
      for (const b of this.buckets.values()) b.fresh.length = 0;
      this.failing = false;
    } catch {
      // Keep the unwritten members for the next attempt and refuse new lookups until the store answers again.
      this.failing = true;
      this.schedule();
      return;
    }
    if (this.buckets.size > MAX_CACHED_BUCKETS) this.buckets.clear();
  }
}
