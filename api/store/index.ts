// Everything the gateway persists, behind one object: the engine (SQLite under DATA_DIR, or PostgreSQL at
// DATABASE_URL) is chosen in openDatabase from Config, and nothing past this file knows which one runs.
import type { Config } from '../config.ts';
import type { CoveragePersistence, UsagePersistence } from '../counters/persistence.ts';
import { AccountStore } from './accounts.ts';
import { BillingStore, SandboxStore } from './billing.ts';
import { CounterStore } from './counters.ts';
import { openDatabase, type Database } from './db.ts';
import { HeartbeatStore } from './heartbeats.ts';
import { KeyStore } from './keys.ts';
import { SubmissionStore } from './submissions.ts';
import { UsageStore } from './usage.ts';

export { StoreUnavailable } from './unavailable.ts';

export interface Store extends UsagePersistence, CoveragePersistence {
  readonly db: Database;
  readonly accounts: AccountStore;
  readonly keys: KeyStore;
  readonly usage: UsageStore;
  readonly submissions: SubmissionStore;
  readonly heartbeats: HeartbeatStore;
  readonly billing: BillingStore;
  readonly sandbox: SandboxStore;
  /** Runs `fn` in one transaction: every store method called inside it (in its async chain) joins it. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** A cheap query proving the database answers within a short timeout (health probe). */
  ping(): Promise<boolean>;
  /** Runs at close: flushes of in-memory counters that live on top of the store. */
  onClose(flush: () => Promise<void>): void;
  /** Flushes the usage counters (and whatever registered with onClose), then closes the engine. */
  close(): Promise<void>;
}

export async function openStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Store> {
  const db = await openDatabase(config);
  const counters = new CounterStore(db);
  const usage = new UsageStore(counters);
  const flushes: (() => Promise<void>)[] = [() => usage.flush()];
  return {
    db,
    accounts: new AccountStore(db),
    keys: new KeyStore(db),
    usage,
    submissions: new SubmissionStore(db),
    heartbeats: new HeartbeatStore(db),
    billing: new BillingStore(db),
    sandbox: new SandboxStore(db),
    loadUsage: (...a) => counters.loadUsage(...a),
    saveUsage: (...a) => counters.saveUsage(...a),
    loadCoverage: (...a) => counters.loadCoverage(...a),
    saveCoverage: (...a) => counters.saveCoverage(...a),
    transaction: (fn) => db.transaction(fn),
    ping: () => db.ping().catch(() => false),
    onClose: (flush) => flushes.push(flush),
    async close() {
      // a database that is gone must not keep the process from closing; what was not flushed is the documented loss
      await Promise.allSettled(flushes.map((f) => f()));
      await db.close();
    },
  };
}
