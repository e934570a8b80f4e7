// Benchmark of /core as the route runs it (validation + computation), median microseconds per call.
// Engine code reads no clock, so the clock is a parameter; run it with the command in README.md:
//   node --import tsx --input-type=module -e "import('./engine/numerology/bench.ts').then((b) => console.log(b.formatBenchmark(b.benchmarkCore(() => performance.now()))))"
import { handleNumerology } from './service.ts';

const FIRST = ['Arjun', 'Priya', 'Ananya', 'Rohan', 'Meera', 'Vikram', 'Sita', 'José', "Seán O'Neil", 'Mary-Jane'];
const LAST = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Gupta', 'Nair', 'Smith', 'García', 'Mukherjee', 'Kapoor'];

/** Fixed, varied bodies: the same workload on every run. */
function bodies(count: number): object[] {
  return Array.from({ length: count }, (_, i) => ({
    full_name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
    date_of_birth: `${1940 + (i % 80)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    systems: i % 2 ? ['pythagorean', 'chaldean'] : ['pythagorean'],
  }));
}

export interface BenchResult {
  runs: number;
  medianUs: number;
  p90Us: number;
}

/** Times batches of calls (a clock read per call would weigh on a sub-10 µs call) and takes quantiles. */
export function benchmarkCore(now: () => number, batches = 400, batchSize = 50): BenchResult {
  const inputs = bodies(97);
  const ctx = { plan: 'scale' as const, todayUtc: '2025-01-01' };
  for (let i = 0; i < 2000; i++) handleNumerology('core', inputs[i % inputs.length], ctx); // warm the JIT
  const perCallUs: number[] = [];
  let k = 0;
  for (let b = 0; b < batches; b++) {
    const start = now();
    for (let i = 0; i < batchSize; i++) handleNumerology('core', inputs[k++ % inputs.length], ctx);
    perCallUs.push(((now() - start) * 1000) / batchSize);
  }
  perCallUs.sort((x, y) => x - y);
  const at = (q: number) => perCallUs[Math.min(perCallUs.length - 1, Math.floor(q * perCallUs.length))];
  return { runs: batches * batchSize, medianUs: at(0.5), p90Us: at(0.9) };
}

export function formatBenchmark(r: BenchResult): string {
  return `numerology core: median ${r.medianUs.toFixed(1)} µs per call, p90 ${r.p90Us.toFixed(1)} µs (${r.runs} calls; target p50 < 300 µs)`;
}
