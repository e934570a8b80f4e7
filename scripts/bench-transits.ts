// `npm run bench:transits`: median in-process time of the transits engine for one birth, a snapshot with every
// ingress of a 366-day range for the nine grahas (the route's largest call), and a snapshot alone. Set
// TRANSITS_BEFORE to a module path exporting the same `transits` to compare another version.
import { chartPositionsAt } from '../engine/jyotish/chart-at.ts';
import { transits as current } from '../engine/jyotish/transits.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 12);
const DAY_MS = 86_400_000;
const natal = chartPositionsAt(Date.UTC(1990, 4, 17, 6, 30), 28.61, 77.21);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function bench(label: string, transits: typeof current): Promise<void> {
  const cases: [string, (i: number) => unknown][] = [
    [
      '366-day range, nine grahas',
      (i) => {
        const from = Date.UTC(2025, 0, 1) + i * 29 * DAY_MS;
        return transits(natal, { atUtcMs: from, fromUtcMs: from, toUtcMs: from + 366 * DAY_MS });
      },
    ],
    [
      'snapshot',
      (i) => {
        const at = Date.UTC(2025, 0, 1) + i * 29 * DAY_MS;
        return transits(natal, { atUtcMs: at, fromUtcMs: at, toUtcMs: at });
      },
    ],
  ];
  for (const [name, run] of cases) {
    run(0);
    const ms: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t0 = performance.now();
      run(i + 1);
      ms.push(performance.now() - t0);
    }
    console.log(`${label.padEnd(8)} ${name.padEnd(28)} median ${median(ms).toFixed(2)} ms over ${ITERATIONS} runs`);
  }
}

const before = process.env.TRANSITS_BEFORE;
if (before) await bench('before', (await import(before)).transits);
await bench('current', current);
