// Everything the gateway persists, behind one object opened from DATA_DIR.
import { AccountStore } from './accounts.ts';
import { BillingStore } from './billing.ts';
import { openAccountsDb, type Db } from './db.ts';
import { HeartbeatStore } from './heartbeats.ts';
import { KeyStore } from './keys.ts';
import { SubmissionStore } from './submissions.ts';
import { UsageStore } from './usage.ts';

export interface Store {
  readonly db: Db;
  readonly accounts: AccountStore;
  readonly keys: KeyStore;
  readonly usage: UsageStore;
  readonly submissions: SubmissionStore;
  readonly heartbeats: HeartbeatStore;
  readonly billing: BillingStore;
  /** A cheap query proving the database answers (health probe). */
  ping(): boolean;
  close(): void;
}

export function openStore(dataDir: string): Store {
  const db = openAccountsDb(dataDir);
  const ping = db.prepare('SELECT 1 AS one');
  const usage = new UsageStore(db);
  return {
    db,
    accounts: new AccountStore(db),
    keys: new KeyStore(db),
    usage,
    submissions: new SubmissionStore(db),
    heartbeats: new HeartbeatStore(db),
    billing: new BillingStore(db),
    ping: () => (ping.get() as { one: number } | undefined)?.one === 1,
    close: () => {
      usage.flush();
      db.close();
    },
  };
}
