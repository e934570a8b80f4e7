// The gateway's shutdown: on SIGTERM a load balancer must stop sending traffic before the process goes, and the
// requests already in flight must finish. `Lifecycle` counts the requests in flight on the listening server and
// carries the draining flag that GET /ready reads (503 from the first signal on).
import type { Server } from 'node:http';

export class Lifecycle {
  #draining = false;
  #inFlight = 0;
  #idle: (() => void)[] = [];

  get draining(): boolean {
    return this.#draining;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** Counts the server's requests; while draining, each answer closes its connection so clients go elsewhere. */
  attach(server: Server): void {
    // before Koa's own listener, so the header is set before any answer starts
    server.prependListener('request', (_req, res) => {
      this.#inFlight++;
      if (this.#draining) res.setHeader('Connection', 'close');
      res.once('close', () => {
        this.#inFlight--;
        if (this.#inFlight === 0) for (const wake of this.#idle.splice(0)) wake();
      });
    });
  }

  /** From now on /ready answers 503 and keep-alive connections close after their answer. */
  beginDraining(): void {
    this.#draining = true;
  }

  /** Resolves true once no request is in flight, or false when `withinMs` ran out first. */
  whenIdle(withinMs: number): Promise<boolean> {
    if (this.#inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#idle = this.#idle.filter((w) => w !== wake);
        resolve(false);
      }, withinMs);
      this.#idle.push(wake);
    });
  }
}

/**
 * Stops accepting connections and waits for the open ones to end: those still busy at `deadlineMs` are cut. Idle
 * keep-alive connections are closed at once (they carry no request).
 */
export function closeServer(server: Server, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), Math.max(0, deadlineMs - Date.now()));
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
