// A gateway replica reduced to its counters, for the kill -9 tests of api/counters/redis.test.ts: it counts calls in
// Redis, says so on stdout, then waits to be killed. Its store never finishes a write, so whatever it counted reaches
// the store only through another replica's flusher.
//   node --import tsx test/support/counters-child.ts <redis url> <key prefix> <no-flush|hang-write>
import { MARCH, T0 } from '../../api/counters/cases.ts';
import { RedisCounters } from '../../api/counters/redis.ts';

const [url, keyPrefix, mode] = process.argv.slice(2) as [string, string, 'no-flush' | 'hang-write'];
const never = new Promise<never>(() => {});
const store = {
  loadUsage: async () => 0,
  saveUsage: () => never,
  loadCoverage: async () => [],
  saveCoverage: () => never,
};
const counters = new RedisCounters({
  url,
  keyPrefix,
  usage: store,
  coverage: store,
  leaseMs: 1_000,
  // no-flush: killed before its flusher ever runs; hang-write: its flusher takes the batch, then hangs in the write.
  flushIntervalMs: mode === 'no-flush' ? 3_600_000 : 50,
});
await counters.ready();
for (let i = 0; i < 5; i++) await counters.admit({ nowMs: T0, charge: { ...MARCH, cost: 1, cap: null } });
process.stdout.write('counted\n');
setInterval(() => {}, 60_000);
