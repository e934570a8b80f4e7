// The fleet bus: Redis pub/sub on one channel. Pub/sub delivers only to subscribers connected at that moment, so a
// replica whose subscription dropped may have missed a revocation: when it is subscribed again it drops every cached
// key and plan ({ kind: 'all' }) before trusting its caches again. While Redis is down, metered and account routes
// answer 503 anyway (their counters live there), so no stale key is used to spend quota.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { isMeteredProduct } from '../products.ts';
import type { ComponentResult, Invalidation, InvalidationBus } from './types.ts';

const CHANNEL = 'invalidate';
const PUBLISH_WAIT_MS = 10_000;

export class RedisBus implements InvalidationBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners: ((m: Invalidation) => void)[] = [];
  private readonly channel: string;
  private subscribedOnce = false;
  /** Tags what this replica publishes, so it skips its own messages coming back. */
  private readonly origin = randomUUID();
  private readonly subscribed: Promise<boolean>;

  constructor(url: string, keyPrefix = '') {
    this.channel = `${keyPrefix}${CHANNEL}`;
    const options = {
      lazyConnect: false,
      connectTimeout: 2_000,
      retryStrategy: (times: number) => Math.min(100 * times, 500),
    };
    // A change published while the publisher reconnects waits for it (up to PUBLISH_WAIT_MS): after an outage the
    // subscribers may be back first, and a change dropped then would never reach them. Writes are rare, so the queue
    // stays small; past the bound the message is lost only for replicas that have not resubscribed yet, and those
    // forget everything when they do.
    this.publisher = new Redis(url, {
      ...options,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: PUBLISH_WAIT_MS,
    });
    // the subscriber must queue its SUBSCRIBE until connected, and resubscribes by itself after a reconnect
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
    for (const c of [this.publisher, this.subscriber])
      c.on('error', () => {
        /* state is read through health() */
      });
    // this replica delivered its own change when it published it
    this.subscriber.on('message', (_channel: string, text: string) => this.deliver(parse(text, this.origin)));
    this.subscriber.on('ready', () => {
      // ioredis resubscribes on reconnect; the messages sent meanwhile are lost, so forget what they could have changed
      if (this.subscribedOnce) this.deliver({ kind: 'all' });
    });
    this.subscribed = this.subscriber.subscribe(this.channel).then(
      () => {
        this.subscribedOnce = true;
        return true;
      },
      () => false, // ioredis subscribes again when it reconnects
    );
  }

  /** Resolves once subscribed, or after `timeoutMs` either way (it keeps trying in the background). */
  ready(timeoutMs = 2_000): Promise<boolean> {
    return Promise.race([this.subscribed, new Promise<boolean>((r) => setTimeout(() => r(false), timeoutMs).unref())]);
  }

  private deliver(message: Invalidation | null): void {
    if (message) for (const l of this.listeners) l(message);
  }

  async publish(message: Invalidation): Promise<void> {
    this.deliver(message);
    // the write already happened; a replica that misses this drops its caches when its subscription returns
    await this.publisher
      .publish(this.channel, JSON.stringify({ ...message, from: this.origin }))
      .catch(() => undefined);
  }

  onMessage(listener: (message: Invalidation) => void): void {
    this.listeners.push(listener);
  }

  health(): ComponentResult {
    return this.subscriber.status === 'ready' ? { status: 'ok' } : { status: 'down', reason: 'no-connection' };
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

function parse(text: string, self: string): Invalidation | null {
  try {
    const { from, ...m } = JSON.parse(text) as Invalidation & { from?: string };
    if (from === self) return null;
    if (m.kind === 'key' && typeof m.keyId === 'string') return m;
    if (m.kind === 'plan' && typeof m.accountId === 'string' && isMeteredProduct(m.product)) return m;
    if (m.kind === 'settings' && typeof m.accountId === 'string') return m;
    if (m.kind === 'all') return m;
  } catch {
    /* not ours */
  }
  return null;
}
