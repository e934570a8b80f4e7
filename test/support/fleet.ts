// The fleet engines for a suite of its own: one PostgreSQL database and one Redis, both real servers this process
// starts (support/postgres.ts, support/redis.ts) and stops. `env()` is what every replica of the suite is started
// with, so they share the database and the Redis keys. Null, with the reason printed, when a server cannot be had.
import pg from 'pg';
import { postgresUnavailableReason, startPostgres, type OwnPostgresServer } from './postgres.ts';
import { RedisServer, redisServerBinary } from './redis.ts';

export interface FleetEngines {
  readonly postgres: OwnPostgresServer;
  readonly redis: RedisServer;
  readonly databaseUrl: string;
  env(): Record<string, string>;
  /** Rows of one query on the suite's database (what the replicas wrote). */
  sql(text: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

export async function fleetEngines(label: string): Promise<FleetEngines | null> {
  const binary = redisServerBinary();
  const reason = postgresUnavailableReason() ?? ('skip' in binary ? binary.skip : null);
  if (reason) {
    process.stdout.write(`${label}: skipped, ${reason}\n`);
    return null;
  }
  const [postgres, redis] = await Promise.all([startPostgres(), RedisServer.start()]);
  const databaseUrl = await postgres.newDatabase(label);
  return {
    postgres,
    redis,
    databaseUrl,
    env: () => ({ DATABASE_URL: databaseUrl, REDIS_URL: redis.url, REDIS_KEY_PREFIX: `${label}:` }),
    async sql(text) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text)).rows as Record<string, unknown>[];
      } finally {
        await client.end();
      }
    },
    async stop() {
      await redis.close();
      postgres.stop();
    },
  };
}
