// The durable side of the shared counters (api/counters/persistence.ts): monthly usage and panchang coverage
// buckets, written in batches by whichever counter engine runs. Multi-row statements, chunked under SQLite's
// bound-parameter limit; each batch is one transaction, so a flush lands whole or not at all.
import type {
  CoveragePersistence,
  CoverageKind,
  CoverageRecord,
  UsagePersistence,
  UsageRecord,
} from '../counters/persistence.ts';
import type { MeteredProduct } from '../products.ts';
import type { Executor } from './db.ts';

const ROWS_PER_STATEMENT = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) out.push(items.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

export class CounterStore implements UsagePersistence, CoveragePersistence {
  readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  async loadUsage(accountId: string, product: MeteredProduct, period: string): Promise<number> {
    const row = await this.db.q
      .selectFrom('usage')
      .select('calls_used')
      .where('account_id', '=', accountId)
      .where('product', '=', product)
      .where('period', '=', period)
      .executeTakeFirst();
    return row ? Number(row.calls_used) : 0;
  }

  async saveUsage(records: readonly UsageRecord[]): Promise<void> {
    // one row per key (the last count wins): PostgreSQL refuses to update the same row twice in one statement
    const byKey = new Map(records.map((r) => [`${r.accountId}\u0000${r.product}\u0000${r.period}`, r]));
    const rows = [...byKey.values()].map((r) => ({
      account_id: r.accountId,
      product: r.product,
      period: r.period,
      calls_used: r.used,
    }));
    if (!rows.length) return;
    await this.db.transaction(async (tx) => {
      for (const part of chunks(rows)) {
        await tx.q
          .insertInto('usage')
          .values(part)
          .onConflict((oc) =>
            oc
              .columns(['account_id', 'product', 'period'])
              .doUpdateSet((eb) => ({ calls_used: eb.ref('excluded.calls_used') })),
          )
          .execute();
      }
    });
  }

  async loadCoverage(accountId: string, kind: CoverageKind, period: string): Promise<string[]> {
    const rows = await this.db.q
      .selectFrom('panchang_coverage')
      .select('member')
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .where('period', '=', period)
      .execute();
    return rows.map((r) => r.member);
  }

  async saveCoverage(records: readonly CoverageRecord[]): Promise<void> {
    const rows = records.map((r) => ({ account_id: r.accountId, kind: r.kind, period: r.period, member: r.member }));
    if (!rows.length) return;
    await this.db.transaction(async (tx) => {
      for (const part of chunks(rows))
        await tx.q
          .insertInto('panchang_coverage')
          .values(part)
          .onConflict((oc) => oc.doNothing())
          .execute();
    });
  }
}
