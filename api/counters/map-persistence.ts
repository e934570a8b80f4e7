// The persistence interface over two Maps, for the counters' tests and benchmark in place of the account store
// (whose SQLite and PostgreSQL engines implement it for real). It can be told to fail, as a store that is down.
import type {
  CoverageKind,
  CoveragePersistence,
  CoverageRecord,
  UsagePersistence,
  UsageRecord,
} from './persistence.ts';
import type { UsageKey } from './types.ts';

export class MapPersistence implements UsagePersistence, CoveragePersistence {
  readonly usage = new Map<string, number>();
  readonly coverageRows = new Set<string>();
  /** While set, every load and save rejects, as a store that is down. */
  failing = false;
  saves = 0;

  async loadUsage(accountId: string, product: string, period: string): Promise<number> {
    this.check();
    return this.usage.get(`${accountId}/${product}/${period}`) ?? 0;
  }

  async saveUsage(records: readonly UsageRecord[]): Promise<void> {
    this.check();
    this.saves++;
    for (const r of records) this.usage.set(`${r.accountId}/${r.product}/${r.period}`, r.used);
  }

  async loadCoverage(accountId: string, kind: CoverageKind, period: string): Promise<string[]> {
    this.check();
    return this.members(accountId, kind, period);
  }

  async saveCoverage(records: readonly CoverageRecord[]): Promise<void> {
    this.check();
    this.saves++;
    for (const r of records) this.coverageRows.add(JSON.stringify([r.accountId, r.kind, r.period, r.member]));
  }

  storedUsage(k: UsageKey): number | undefined {
    return this.usage.get(`${k.accountId}/${k.product}/${k.period}`);
  }

  members(accountId: string, kind: CoverageKind, period: string): string[] {
    const prefix = JSON.stringify([accountId, kind, period]).slice(0, -1);
    return [...this.coverageRows]
      .filter((r) => r.startsWith(`${prefix},`))
      .map((r) => (JSON.parse(r) as string[])[3]!)
      .sort();
  }

  private check(): void {
    if (this.failing) throw new Error('store down');
  }
}
