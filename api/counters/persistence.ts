// What the shared counters need from the account store: the durable copy of monthly usage and of the panchang
// coverage buckets. The counters (memory or Redis) are the authority while they run; the store is where counts
// survive a restart and where billing reads them. Both engines of the store (SQLite, PostgreSQL) implement this.
import type { MeteredProduct } from '../products.ts';

export type CoverageKind = 'loc_date_month' | 'loc_date_day' | 'date_day' | 'city_year_month';

export interface UsageRecord {
  readonly accountId: string;
  readonly product: MeteredProduct;
  /** UTC month, `YYYY-MM`. */
  readonly period: string;
  readonly used: number;
}

export interface UsagePersistence {
  /** Stored calls of one account, product and month; 0 when none is stored. */
  loadUsage(accountId: string, product: MeteredProduct, period: string): Promise<number>;
  /** Upserts each count; the counter's value replaces the stored one (the counter is the authority). */
  saveUsage(records: readonly UsageRecord[]): Promise<void>;
}

export interface CoverageRecord {
  readonly accountId: string;
  readonly kind: CoverageKind;
  /** UTC day `YYYY-MM-DD` or month `YYYY-MM`, by kind. */
  readonly period: string;
  readonly member: string;
}

export interface CoveragePersistence {
  /** Every member recorded for one bucket. */
  loadCoverage(accountId: string, kind: CoverageKind, period: string): Promise<string[]>;
  /** Inserts members; one already stored is ignored. */
  saveCoverage(records: readonly CoverageRecord[]): Promise<void>;
}
