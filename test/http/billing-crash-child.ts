// Run by billing-crash.test.ts in its own process: opens the accounts database (the SQLite file under DATA_DIR, or the
// PostgreSQL database the harness uses), starts handling one signed event and dies (process.exit) after the billing
// rows were written inside the transaction but before it commits, as a killed process would.
import { receiveDelivery } from '../../api/billing/ledger.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { openStore } from '../../api/store/index.ts';

const [dataDir, databaseUrl, secret, body, signature, nowMs] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WEBHOOK_SECRET: secret });
const store = await openStore(config);
const putEntitlement = store.billing.putEntitlement;
// `this` is the billing store of the transaction (a view of this one), so the write lands inside it
store.billing.putEntitlement = async function (this: typeof store.billing, record) {
  await putEntitlement.call(this, record);
  process.stdout.write(`wrote ${record.product} ${record.status} ${record.plan}\n`);
};
store.accounts.setPlan = () => process.exit(9);
await receiveDelivery(store, config, body, signature, 'X-Pay-Signature', Number(nowMs));
process.exit(0);
