// `npm run test:fleet`: the whole HTTP suite on the fleet engines. Starts one PostgreSQL (support/postgres.ts) and
// one Redis (support/redis.ts: Debian's binaries, temp directories, free loopback ports), runs test/http with
// TEST_DATABASE_URL and TEST_REDIS_URL pointing at them (every harness then gets a fresh database and a Redis key
// prefix of its own), then the two-replica suites in test/fleet/, and stops the servers it started.
// Extra arguments narrow the files, as uvu's pattern: `npm run test:fleet -- billing`.
import { spawnSync } from 'node:child_process';
import { postgresUnavailableReason, startPostgres } from './support/postgres.ts';
import { RedisServer, redisServerBinary } from './support/redis.ts';

const reason = postgresUnavailableReason();
const redisBinary = redisServerBinary();
if (reason || 'skip' in redisBinary) {
  process.stdout.write(`test:fleet skipped: ${reason ?? ('skip' in redisBinary ? redisBinary.skip : '')}\n`);
  process.exit(0);
}
const pattern = process.argv[2] ? `${process.argv[2]}.*\\.test\\.ts$` : '\\.test\\.ts$';
const server = await startPostgres();
const redis = await RedisServer.start();
let status = 1;
try {
  process.stdout.write(`PostgreSQL for the fleet suite at ${server.url}, Redis at ${redis.url}\n`);
  const env = { ...process.env, TEST_DATABASE_URL: server.url, TEST_REDIS_URL: redis.url };
  const run = (dir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', dir, pattern], { stdio: 'inherit', env })
      .status ?? 1;
  status = run('test/http') || run('test/fleet');
} finally {
  await redis.close();
  server.stop();
}
process.exit(status);
