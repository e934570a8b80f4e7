// ICS feed token records (api/feeds). Like keys, only the SHA-256 of a token's secret is stored. Rows are not cached:
// a calendar client fetches a feed every few hours at most, so one indexed read per fetch costs nothing that matters,
// and a revoke is seen by every replica at once without going through the invalidation bus.
import { sql } from 'kysely';
import type { Executor } from './db.ts';

export interface FeedRow {
  feedId: string;
  accountId: string;
  /** The key that created the feed: its rate limit applies, and the feed stops when that key stops working. */
  keyId: string;
  cityId: string;
  /** Feed layers (api/feeds/layers.ts), in their canonical order. */
  layers: readonly string[];
  lang: string;
  name: string | null;
  secretHash: Buffer;
  preview: string;
  createdAt: number;
  revokedAt: number | null;
  /** When the feed's first fetch went through the coverage meter (issue #28 F8); null until then. */
  meteredAt: number | null;
  /** The feed's regional festival set (north_india, south_india, west_india, east_india, default); null = the city's own. */
  regionVariant: string | null;
}

const COLUMNS = [
  'feed_id as feedId',
  'account_id as accountId',
  'key_id as keyId',
  'city_id as cityId',
  'layers',
  'lang',
  'name',
  'secret_hash as secretHash',
  'preview',
  'created_at as createdAt',
  'revoked_at as revokedAt',
  'metered_at as meteredAt',
  'region_variant as regionVariant',
] as const;

type StoredRow = Omit<FeedRow, 'layers'> & { layers: string };

const fromStored = (row: StoredRow): FeedRow => ({ ...row, layers: row.layers ? row.layers.split(',') : [] });

export class FeedStore {
  readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  async insert(feed: Omit<FeedRow, 'revokedAt' | 'meteredAt'>): Promise<void> {
    await this.db.q
      .insertInto('panchang_feeds')
      .values({
        feed_id: feed.feedId,
        account_id: feed.accountId,
        key_id: feed.keyId,
        city_id: feed.cityId,
        layers: feed.layers.join(','),
        lang: feed.lang,
        name: feed.name,
        secret_hash: feed.secretHash,
        preview: feed.preview,
        created_at: feed.createdAt,
        region_variant: feed.regionVariant,
      })
      .execute();
  }

  /**
   * Inserts the feed unless its account already has `cap` active feeds; false when refused. Count and insert run in
   * one transaction that holds a per-account lock (issue #28 F10): checked then inserted separately, concurrent
   * creates on several replicas each saw room and left more than the cap. PostgreSQL takes a transaction-scoped
   * advisory lock on the account (READ COMMITTED alone would let two counts see the same 19); SQLite's single writer
   * connection already runs one transaction at a time.
   */
  async insertWithinCap(feed: Omit<FeedRow, 'revokedAt' | 'meteredAt'>, cap: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (tx.engine === 'postgres')
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`panchang_feeds:${feed.accountId}`}))`.execute(tx.q);
      const { active } = await tx.q
        .selectFrom('panchang_feeds')
        .select((eb) => eb.fn.countAll<number>().as('active'))
        .where('account_id', '=', feed.accountId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(active) >= cap) return false;
      await new FeedStore(tx).insert(feed);
      return true;
    });
  }

  async get(feedId: string): Promise<FeedRow | undefined> {
    const row = (await this.db.q
      .selectFrom('panchang_feeds')
      .select(COLUMNS)
      .where('feed_id', '=', feedId)
      .executeTakeFirst()) as StoredRow | undefined;
    return row && fromStored(row);
  }

  async listForAccount(accountId: string): Promise<FeedRow[]> {
    const rows = (await this.db.q
      .selectFrom('panchang_feeds')
      .select(COLUMNS)
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('feed_id')
      .execute()) as StoredRow[];
    return rows.map(fromStored);
  }

  /** Records that the feed's first fetch was metered; later fetches are not metered again. */
  markMetered(feedId: string, nowMs: number): Promise<void> {
    return this.stampOnce(feedId, 'metered_at', nowMs);
  }

  revoke(feedId: string, nowMs: number): Promise<void> {
    return this.stampOnce(feedId, 'revoked_at', nowMs);
  }

  /** Sets a timestamp column that is still null: the first stamp stands. */
  private async stampOnce(feedId: string, column: 'metered_at' | 'revoked_at', nowMs: number): Promise<void> {
    await this.db.q
      .updateTable('panchang_feeds')
      .set({ [column]: nowMs })
      .where('feed_id', '=', feedId)
      .where(column, 'is', null)
      .execute();
  }
}
