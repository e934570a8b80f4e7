// Where queue mode keeps its state: one BullMQ queue on Redis (REDIS_URL), under the deployment's key prefix
// (REDIS_KEY_PREFIX, as the gateway's counters), and the S3 store the shards go to. Read once by the CLI.
import { Redis } from 'ioredis';

/** One queue carries every job of a run: `shard` children, their `manifest` parent, and the `nightly` firings. */
export const QUEUE_NAME = 'pipeline';
export const JOB_NAMES = { shard: 'shard', manifest: 'manifest', nightly: 'nightly' } as const;
/** The nightly scheduler's id: upserting it again replaces it, so there is never a second one. */
export const NIGHTLY_SCHEDULER_ID = 'nightly';

export interface QueueSettings {
  readonly redisUrl: string;
  /** Put before every key (BullMQ's `prefix` and the announcement channel), as the gateway does. */
  readonly keyPrefix: string;
}

export class QueueSettingsError extends Error {}

export function queueSettings(env: Readonly<Record<string, string | undefined>>, redisUrl?: string): QueueSettings {
  const url = redisUrl ?? env.REDIS_URL;
  if (!url) throw new QueueSettingsError('no Redis: pass --redis URL or set REDIS_URL');
  if (!/^rediss?:\/\//.test(url))
    throw new QueueSettingsError(`the Redis URL must be redis:// or rediss://, got "${url}"`);
  return { redisUrl: url, keyPrefix: env.REDIS_KEY_PREFIX ?? 'panchang:' };
}

/** BullMQ's key prefix: `panchang:bull:pipeline:...`. */
export const bullPrefix = (s: QueueSettings) => `${s.keyPrefix}bull`;

/** The channel a run announces its published manifest on (the gateway's replicas listen). */
export const manifestChannel = (keyPrefix: string) => `${keyPrefix}manifest`;

/** A connection as BullMQ wants it: blocking commands must never give up on their own. */
export function connect(s: QueueSettings): Redis {
  const redis = new Redis(s.redisUrl, { maxRetriesPerRequest: null });
  redis.on('error', () => {
    /* ioredis reconnects by itself; BullMQ reports what fails */
  });
  return redis;
}
