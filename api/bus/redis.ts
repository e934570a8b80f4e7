// The fleet bus: Redis pub/sub on one channel. Pub/sub delivers only to subscribers connected at that moment, so a
// replica whose subscription dropped may have missed a revocation: when it is subscribed again it drops every cached
// key and plan ({ kind: 'all' }) before trusting its caches again. While Redis is down, metered and account routes
// answer 503 anyway (their counters live there), so no stale key is used to spend quota.
import { Redis } from 'ioredis';
import { isMeteredProduct } from '../products.ts';
import type { ComponentResult, Invalidation, InvalidationBus } from './types.ts';

const CHANNEL = 'invalidate';

export class RedisBus implements InvalidationBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners: ((m: Invalidation) => void)[] = [];
  private readonly channel: string;
  private subscribedOnce = false;
  private readonly subscribed: Promise<boolean>;

  constructor(url: string, keyPrefix = '') {
    this.channel = `${keyPrefix}${CHANNEL}`;
    const options = { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 };
    this.publisher = new Redis(url, options);
    // the subscriber must queue its SUBSCRIBE until connected, and resubscribes by itself after a reconnect
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
    for (const c of [this.publisher, this.subscriber])
      c.on('error', () => {
        /* state is read through health() */
      });
    this.subscriber.on('message', (_channel: string, text: string) => this.deliver(parse(text)));
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
    await this.publisher.publish(this.channel, JSON.stringify(message)).catch(() => undefined);
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

function parse(text: string): Invalidation | null {
  try {
    const m = JSON.parse(text) as Invalidation;
    if (m.kind === 'key' && typeof m.keyId === 'string') return m;
    if (m.kind === 'plan' && typeof m.accountId === 'string' && isMeteredProduct(m.product)) return m;
    if (m.kind === 'all') return m;
  } catch {
    /* not ours */
  }
  return null;
}
