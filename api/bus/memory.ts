// The embedded bus: one process, so a change reaches the only cache there is at once.
import type { ComponentResult, Invalidation, InvalidationBus } from './types.ts';

export class LocalBus implements InvalidationBus {
  private readonly listeners: ((m: Invalidation) => void)[] = [];

  publish(message: Invalidation): Promise<void> {
    for (const l of this.listeners) l(message);
    return Promise.resolve();
  }

  onMessage(listener: (message: Invalidation) => void): void {
    this.listeners.push(listener);
  }

  health(): ComponentResult {
    return { status: 'ok' };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
