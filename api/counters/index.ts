// The one place that picks the counters' engine: REDIS_URL set, Redis (a fleet); unset, this process's memory.
import { MemoryCounters } from './memory.ts';
import type { CoveragePersistence, UsagePersistence } from './persistence.ts';
import { RedisCounters } from './redis.ts';
import type { Counters } from './types.ts';

export * from './types.ts';
export type {
  CoverageKind,
  CoveragePersistence,
  CoverageRecord,
  UsagePersistence,
  UsageRecord,
} from './persistence.ts';

export interface OpenCountersOptions {
  /** REDIS_URL; unset for the embedded default. */
  readonly redisUrl?: string;
  readonly keyPrefix?: string;
  /** The account store's durable copy of usage and coverage. */
  readonly store: UsagePersistence & CoveragePersistence;
  /** How long to wait for Redis at start; the gateway starts either way and answers 503 until Redis answers. */
  readonly readyTimeoutMs?: number;
}

export async function openCounters(opts: OpenCountersOptions): Promise<Counters> {
  if (!opts.redisUrl) return new MemoryCounters({ usage: opts.store, coverage: opts.store });
  const counters = new RedisCounters({
    url: opts.redisUrl,
    keyPrefix: opts.keyPrefix,
    usage: opts.store,
    coverage: opts.store,
  });
  await counters.ready(opts.readyTimeoutMs ?? 5_000);
  return counters;
}
