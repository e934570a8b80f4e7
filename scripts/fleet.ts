// `npm run fleet`: a local fleet in one command. Starts PostgreSQL (Debian's binaries, its cluster kept across runs
// in <tmp>/panchang-fleet-<hash of DATA_DIR>: the server runs as the `postgres` user, which may not enter DATA_DIR) and Redis (Debian's redis-server, no persistence: counters reload from
// PostgreSQL), each on a free loopback port, then `npm start` as a node:cluster primary with WORKERS gateway
// processes (default: one per core) sharing PORT. Ctrl-C stops the gateway, then the two servers it started.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createLogger, logLevelFrom } from '../pipeline/log.ts';
import { postgresUnavailableReason, startPostgres } from './support/postgres-server.ts';
import { RedisServer, redisServerBinary } from './support/redis-server.ts';

const log = createLogger({ name: 'fleet', level: logLevelFrom(process.env) });

const dataDir = resolve(process.env.DATA_DIR || './var');
const workers = process.env.WORKERS || String(availableParallelism());
const binary = redisServerBinary();
const missing = postgresUnavailableReason() ?? ('skip' in binary ? binary.skip : null);
if (missing) {
  process.stderr.write(`npm run fleet needs PostgreSQL and Redis: ${missing}\n`);
  process.exit(1);
}

const postgres = await startPostgres({
  dir: join(tmpdir(), `panchang-fleet-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`),
});
const redis = await RedisServer.start();
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
if ((await admin.query("SELECT 1 FROM pg_database WHERE datname = 'panchang'")).rowCount === 0)
  await admin.query('CREATE DATABASE panchang');
await admin.end();
const databaseUrl = postgres.url.replace(/\/postgres$/, '/panchang');
log.info({ database_url: databaseUrl, redis_url: redis.url, workers: Number(workers) }, 'fleet engines up');

const gateway = spawn(process.execPath, [...process.execArgv, 'scripts/start.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redis.url, WORKERS: workers },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // the gateway drains its requests on the first signal and exits at once on a second: both are passed on
    gateway.kill(signal);
  });
}
const code = await new Promise<number>((r) => gateway.on('exit', (c) => r(c ?? 0)));
await redis.close();
postgres.stop();
log.info('fleet stopped');
process.exit(code);
