// `npm start`: the gateway on HOST:PORT with its state under DATA_DIR (api/config.ts reads them). On a fresh
// machine it first builds the embedded default shards (the 100 largest cities and New Delhi over 2025-2030 and every
// year's global table: about 8 s); every other city-day is computed live on those tables until the full pipeline build has run.
// A new manifest (nightly build or `npm run pipeline -- sync`) is picked up every minute, or at once on SIGHUP,
// without dropping requests.
import { join } from 'node:path';
import { createApp } from '../api/app.ts';
import { productRoutes } from '../api/catalog.ts';
import { loadConfig } from '../api/config.ts';
import { horoscopeEngineCheck } from '../api/horoscope/health.ts';
import { jsonLogger } from '../api/logger.ts';
import { warmFestivalYears } from '../api/panchang/festivals.ts';
import { shardSource } from '../api/panchang/shard-source.ts';
import { ACCOUNTS_DB_FILE, redactUrl } from '../api/store/db.ts';
import { loadCityDirectory } from '../pipeline/city-directory.ts';
import { DEFAULT_WINDOW, ensureDefaultShards, shardsDirOf } from '../pipeline/default-shards.ts';
import { openShardReader } from '../pipeline/shard-reader.ts';

const MANIFEST_POLL_MS = 60_000;

const config = loadConfig();
const cityDirectory = loadCityDirectory();
const built = await ensureDefaultShards(config.dataDir, Date.now());
if (built) jsonLogger.info({ msg: 'built the default shards', shards_dir: shardsDirOf(config.dataDir) });
const reader = await openShardReader(shardsDirOf(config.dataDir));
// createApp opens the accounts database and migrates it: a database that cannot be reached stops the start with
// one line naming it, not a stack trace
const gateway = await createApp({
  config,
  cityDirectory,
  routes: productRoutes({ cityDirectory, config, panchangSource: shardSource(reader) }),
  checks: [horoscopeEngineCheck],
}).catch((error: unknown) => {
  const where = config.databaseUrl ? redactUrl(config.databaseUrl) : join(config.dataDir, ACCOUNTS_DB_FILE);
  jsonLogger.error({ msg: `cannot open the accounts database at ${where}`, error: String((error as Error).message ?? error) });
  process.exit(1);
});
const server = await gateway.listen();
const address = server.address();
warmFestivalYears(Number(DEFAULT_WINDOW.from.slice(0, 4)), Number(DEFAULT_WINDOW.to.slice(0, 4)));
jsonLogger.info({ msg: 'listening', address: typeof address === 'object' && address ? `${address.address}:${address.port}` : address, data_dir: config.dataDir });

const reload = () => reader.reload().then(
  (changed) => { if (changed) jsonLogger.info({ msg: 'serving a new shard manifest' }); },
  (error: unknown) => jsonLogger.error({ msg: 'kept the previous shards: the new manifest did not verify', error: String(error) }),
);
setInterval(reload, MANIFEST_POLL_MS).unref();
process.on('SIGHUP', reload);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
