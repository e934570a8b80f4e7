// autocannon (a dev dependency without types) behind a small typed wrapper, for the served benchmarks.
import { createRequire } from 'node:module';

export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>, done: (err: Error | null, result: CannonResult) => void) => void;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** One autocannon run; `options` override 50 connections. */
export function cannon(options: Record<string, unknown>): Promise<CannonResult> {
  return new Promise((resolve, reject) =>
    autocannon({ connections: 50, ...options }, (e, r) => (e ? reject(e) : resolve(r))),
  );
}

/**
 * The Node options `npm start` runs the server with (package.json `scripts.start`, e.g. the young generation's
 * size), so a benchmark that starts its own server process measures it under the same settings.
 */
export function serverNodeOptions(): string[] {
  const pkg = createRequire(import.meta.url)('../package.json') as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const script = words.findIndex((w) => w.endsWith('.ts'));
  if (words[0] !== 'node' || script < 0) throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return words.slice(1, script);
}
