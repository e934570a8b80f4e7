// Cache invalidation between replicas. Each replica keeps API keys and plans in memory so authentication stays off
// the database; a write on one replica must reach the caches of all the others. The bus carries what changed.
import type { ComponentState } from '../health.ts';
import type { MeteredProduct } from '../products.ts';

/** A component's state as /health and /status report it. */
export interface ComponentResult {
  readonly status: ComponentState;
  readonly reason?: string;
}

export type Invalidation =
  | { readonly kind: 'key'; readonly keyId: string }
  | { readonly kind: 'plan'; readonly accountId: string; readonly product: MeteredProduct }
  /** An account's settings (its default calculation profile, issue #31). */
  | { readonly kind: 'settings'; readonly accountId: string }
  /** Drop everything: sent to itself by a replica that may have missed messages (a reconnect). */
  | { readonly kind: 'all' };

export interface InvalidationBus {
  /** Delivers `message` to every replica, this one included (at once here, within a second elsewhere). */
  publish(message: Invalidation): Promise<void>;
  onMessage(listener: (message: Invalidation) => void): void;
  health(): ComponentResult;
  close(): Promise<void>;
}
