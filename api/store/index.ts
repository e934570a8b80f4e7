// Everything the gateway persists, behind one object: the engine (SQLite under DATA_DIR, or PostgreSQL at
// DATABASE_URL) is chosen in openDatabase from Config, and nothing past this file knows which one runs.
import type { Invalidation } from '../bus/types.ts';
import type { Config } from '../gateway/config.ts';
import type { CoveragePersistence, UsagePersistence } from '../counters/persistence.ts';
import { AccountStore } from './accounts.ts';
import { BillingStore, SandboxStore } from './billing.ts';
import { CounterStore } from './counters.ts';
import { onExecutor, openDatabase, type Database, type Executor } from './db.ts';
import { FeedStore } from './feeds.ts';
import { HeartbeatStore } from './heartbeats.ts';
import { KeyStore } from './keys.ts';
import { SubmissionStore } from './submissions.ts';
import { FLEET_CACHE, SINGLE_PROCESS_CACHE } from './replica-cache.ts';

export { StoreUnavailable } from './unavailable.ts';

export interface Store extends UsagePersistence, CoveragePersistence {
  /** The database itself (outside any transaction): raw queries in tests and scripts, ping, close. */
  readonly db: Database;
  readonly accounts: AccountStore;
  readonly keys: KeyStore;
  readonly submissions: SubmissionStore;
  readonly heartbeats: HeartbeatStore;
  readonly billing: BillingStore;
  readonly sandbox: SandboxStore;
  /** ICS feed tokens (api/feeds). */
  readonly feeds: FeedStore;
  /**
   * Runs `fn` in one transaction. `fn` gets the same store bound to it: what it does through `tx` commits together
   * or not at all (a `tx.transaction` inside joins it). Caches are shared with this store.
   */
  transaction<T>(fn: (tx: Store) => Promise<T>): Promise<T>;
  /** A cheap query proving the database answers within a short timeout (health probe). */
  ping(): Promise<boolean>;
  /** `listener` hears every write that changes a cached key or plan row (the gateway publishes it to the bus). */
  onChange(listener: (change: Invalidation) => void): void;
  /** Drops what another replica's write made stale (or, for `all`, every cached key and plan). */
  forgetCached(change: Invalidation): void;
  /** Runs at close: flushes of in-memory counters that live on top of the store. */
  onClose(flush: () => Promise<void>): void;
  /** Flushes the usage counters (and whatever registered with onClose), then closes the engine. */
  close(): Promise<void>;
}

interface Parts {
  readonly accounts: AccountStore;
  readonly keys: KeyStore;
  readonly submissions: SubmissionStore;
  readonly heartbeats: HeartbeatStore;
  readonly billing: BillingStore;
  readonly sandbox: SandboxStore;
  readonly feeds: FeedStore;
  readonly counters: CounterStore;
}

/** The store over `exec`: the database, or a transaction (every part viewed on it, sharing its caches). */
function storeOn(db: Database, exec: Executor, parts: Parts, flushes: (() => Promise<void>)[]): Store {
  const on = <T extends { readonly db?: unknown }>(part: T): T => (exec === db ? part : onExecutor(part, exec));
  const counters = on(parts.counters);
  const store: Store = {
    db,
    accounts: on(parts.accounts),
    keys: on(parts.keys),
    submissions: on(parts.submissions),
    heartbeats: on(parts.heartbeats),
    billing: on(parts.billing),
    sandbox: on(parts.sandbox),
    feeds: on(parts.feeds),
    loadUsage: (...a) => counters.loadUsage(...a),
    saveUsage: (...a) => counters.saveUsage(...a),
    loadCoverage: (...a) => counters.loadCoverage(...a),
    saveCoverage: (...a) => counters.saveCoverage(...a),
    transaction: (fn) => exec.transaction((tx) => fn(tx === exec ? store : storeOn(db, tx, parts, flushes))),
    ping: () => db.ping().catch(() => false),
    onChange: (listener) => {
      parts.keys.notify = listener;
      parts.accounts.notify = listener;
    },
    forgetCached: (change) => {
      if (change.kind === 'key') parts.keys.forget(change.keyId);
      else if (change.kind === 'plan') parts.accounts.forgetPlan(change.accountId, change.product);
      else if (change.kind === 'settings') parts.accounts.forgetSettings(change.accountId);
      else {
        parts.keys.forgetAll();
        parts.accounts.forgetAllPlans();
      }
    },
    onClose: (flush) => flushes.push(flush),
    async close() {
      // a database that is gone must not keep the process from closing; what was not flushed is the documented loss
      await Promise.allSettled(flushes.map((f) => f()));
      await db.close();
    },
  };
  return store;
}

export async function openStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Store> {
  const db = await openDatabase(config);
  const counters = new CounterStore(db);
  const parts: Parts = {
    accounts: new AccountStore(db),
    keys: new KeyStore(db),
    submissions: new SubmissionStore(db),
    heartbeats: new HeartbeatStore(db),
    billing: new BillingStore(db),
    sandbox: new SandboxStore(db),
    feeds: new FeedStore(db),
    counters,
  };
  // A replica beside others must not trust its cached rows forever (replica-cache.ts).
  const policy = config.databaseUrl ? FLEET_CACHE : SINGLE_PROCESS_CACHE;
  parts.keys.cache.policy = policy;
  parts.accounts.planCache.policy = policy;
  parts.accounts.settingsCache.policy = policy;
  return storeOn(db, db, parts, []);
}
