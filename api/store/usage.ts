// Calls used per account, product and UTC month. A charge is one statement: the cap check and the
// increment cannot interleave with another request's.
import type { MeteredProduct } from '../products.ts';
import type { Db } from './db.ts';

export class UsageStore {
  private readonly charge;
  private readonly uncharge;
  private readonly selectUsed;

  constructor(db: Db) {
    this.charge = db.prepare(`
      INSERT INTO usage (account_id, product, period, calls_used) VALUES (@accountId, @product, @period, @cost)
      ON CONFLICT (account_id, product, period) DO UPDATE SET calls_used = calls_used + excluded.calls_used
      WHERE @cap IS NULL OR calls_used + excluded.calls_used <= @cap
      RETURNING calls_used AS used`);
    this.uncharge = db.prepare(
      'UPDATE usage SET calls_used = max(0, calls_used - ?) WHERE account_id = ? AND product = ? AND period = ?',
    );
    this.selectUsed = db.prepare('SELECT calls_used AS used FROM usage WHERE account_id = ? AND product = ? AND period = ?');
  }

  /**
   * Adds `cost` calls unless that would pass `cap` (null = no cap, e.g. a plan with overage).
   * Returns the calls used after the charge, or null when refused.
   */
  tryCharge(accountId: string, product: MeteredProduct, period: string, cost: number, cap: number | null): number | null {
    if (cap !== null && cost > cap) return null;
    const row = this.charge.get({ accountId, product, period, cost, cap }) as { used: number } | undefined;
    return row ? row.used : null;
  }

  /** Gives calls back when the request they were reserved for failed. */
  refund(accountId: string, product: MeteredProduct, period: string, cost: number): void {
    this.uncharge.run(cost, accountId, product, period);
  }

  used(accountId: string, product: MeteredProduct, period: string): number {
    const row = this.selectUsed.get(accountId, product, period) as { used: number } | undefined;
    return row ? row.used : 0;
  }
}
