// One row per minute the gateway was up (and whether it was degraded): /status derives uptime_30d from it.
import type { Db } from './db.ts';

export class HeartbeatStore {
  private readonly upsert;
  private readonly summarySince;
  private readonly deleteBefore;

  constructor(db: Db) {
    // a degraded observation within a minute wins over a healthy one
    this.upsert = db.prepare(
      'INSERT INTO heartbeats (minute, degraded) VALUES (?, ?) ON CONFLICT (minute) DO UPDATE SET degraded = max(degraded, excluded.degraded)',
    );
    this.summarySince = db.prepare(
      'SELECT min(minute) AS first, count(*) AS up, coalesce(sum(degraded), 0) AS degraded FROM heartbeats WHERE minute >= ?',
    );
    this.deleteBefore = db.prepare('DELETE FROM heartbeats WHERE minute < ?');
  }

  beat(minute: number, degraded: boolean): void {
    this.upsert.run(minute, degraded ? 1 : 0);
  }

  /** Drops minutes older than any window that is still reported. */
  prune(beforeMinute: number): void {
    this.deleteBefore.run(beforeMinute);
  }

  since(minute: number): { first: number | null; up: number; degraded: number } {
    return this.summarySince.get(minute) as { first: number | null; up: number; degraded: number };
  }
}
