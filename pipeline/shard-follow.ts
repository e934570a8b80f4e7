// How a replica keeps its shards current from the object store: `sync` every interval (as before, a safety net),
// and at once when a queue run announces a new manifest on Redis (pipeline/queue), so every replica serves it within
// seconds of the publish. A subscription that dropped may have missed an announcement, so each reconnect syncs too.
// Syncs never overlap: an announcement during a sync runs one more after it.
import { Redis } from 'ioredis';
import { sync, type Store, type SyncOptions, type SyncSummary } from './object-store.ts';
import { manifestChannel } from './queue/settings.ts';

export interface ShardFollowOptions {
  readonly shardsDir: string;
  readonly store: Store;
  readonly intervalMs: number;
  /** Redis to hear announcements on (REDIS_URL), under the deployment's key prefix; null: the interval only. */
  readonly redis: { readonly url: string; readonly keyPrefix: string } | null;
  readonly syncOptions?: SyncOptions;
  /** After a sync that switched the manifest (the caller reloads its reader). */
  readonly onSwitched: (s: SyncSummary) => unknown;
  readonly log: (fields: Record<string, unknown>) => void;
}

export interface ShardFollower {
  /** Syncs now (or once more after the sync in progress); resolves when that sync is done. */
  syncNow(reason: string): Promise<void>;
  close(): Promise<void>;
}

export function followShards(o: ShardFollowOptions): ShardFollower {
  let running: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  const once = async (reason: string) => {
    try {
      const s = await sync(o.shardsDir, o.store, o.syncOptions);
      if (s.switched) {
        o.log({ msg: 'synced a new shard manifest', reason, manifest: s.manifestHash, downloaded: s.downloaded });
        await o.onSwitched(s);
      }
    } catch (error) {
      o.log({ msg: 'shard sync failed; serving the previous shards', reason, error: String((error as Error).message) });
    }
  };
  const syncNow = (reason: string): Promise<void> => {
    if (!running) {
      running = once(reason).finally(() => {
        running = null;
      });
      return running;
    }
    again ??= running.then(() => {
      again = null;
      return syncNow(reason);
    });
    return again;
  };
  const timer = setInterval(() => void syncNow('interval'), o.intervalMs);
  timer.unref();
  let subscriber: Redis | null = null;
  if (o.redis) {
    const channel = manifestChannel(o.redis.keyPrefix);
    subscriber = new Redis(o.redis.url, {
      maxRetriesPerRequest: null,
      retryStrategy: (times: number) => Math.min(100 * times, 2_000),
    });
    subscriber.on('error', () => {
      /* reconnects by itself; the interval keeps syncing meanwhile */
    });
    let subscribedOnce = false;
    subscriber.on('ready', () => {
      if (subscribedOnce) void syncNow('resubscribed');
    });
    subscriber.on('message', (_channel: string, text: string) => void syncNow(`announced ${text.slice(0, 120)}`));
    void subscriber.subscribe(channel).then(
      () => {
        subscribedOnce = true;
      },
      () => undefined,
    );
  }
  return {
    syncNow,
    async close() {
      clearInterval(timer);
      subscriber?.disconnect();
      await running;
    },
  };
}
