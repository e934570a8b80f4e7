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
  return new Promise((resolve, reject) => autocannon({ connections: 50, ...options }, (e, r) => (e ? reject(e) : resolve(r))));
}
