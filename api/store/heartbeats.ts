// One row per minute the gateway was up (and whether it was degraded): /status derives uptime_30d from it.
import { sql } from 'kysely';
import type { Executor } from './db.ts';

export class HeartbeatStore {
  readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  async beat(minute: number, degraded: boolean): Promise<void> {
    await this.db.q
      .insertInto('heartbeats')
      .values({ minute, degraded: degraded ? 1 : 0 })
      // a degraded observation within a minute wins over a healthy one (both engines: CASE, not max()/greatest())
      .onConflict((oc) =>
        oc.column('minute').doUpdateSet({
          degraded: sql<number>`CASE WHEN excluded.degraded > heartbeats.degraded THEN excluded.degraded ELSE heartbeats.degraded END`,
        }),
      )
      .execute();
  }

  /** Drops minutes older than any window that is still reported. */
  async prune(beforeMinute: number): Promise<void> {
    await this.db.q.deleteFrom('heartbeats').where('minute', '<', beforeMinute).execute();
  }

  async since(minute: number): Promise<{ first: number | null; up: number; degraded: number }> {
    const row = await this.db.q
      .selectFrom('heartbeats')
      .select((eb) => [
        eb.fn.min('minute').as('first'),
        eb.fn.countAll<number>().as('up'),
        sql<number>`coalesce(sum(degraded), 0)`.as('degraded'),
      ])
      .where('minute', '>=', minute)
      .executeTakeFirstOrThrow();
    return { first: row.first === null ? null : Number(row.first), up: Number(row.up), degraded: Number(row.degraded) };
  }
}
