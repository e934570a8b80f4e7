// `npm run bench:porutham`: one porutham call in process (issue 38), medians and p99 over every star pair or over
// 60 birth pairs spread over 1900-2049. "stars" is the ten poruthams of two stars; "births" adds the chevvai dosha
// of both and Kerala's papasamyam from two charts' positions; "births+positions" also computes both charts (astro
// core) first, as a request with two births does. Target (DESIGN.md): one pair under 2 ms. Exits 1 when missed.
import { chartPositionsAt } from '../engine/jyotish/chart-at.ts';
import { porutham, starOf, starOfChart } from '../engine/jyotish/matching/porutham.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const WARMUP = 200;
const TARGET_MS = 2;

const births = Array.from({ length: 60 }, (_, i) => ({
  utcMs: Date.UTC(1900 + ((i * 37) % 150), (i * 5) % 12, 1 + ((i * 11) % 28), (i * 7) % 24, (i * 13) % 60),
  latDeg: -65 + ((i * 29) % 131),
  lonDeg: -180 + ((i * 53) % 360),
}));
const charts = births.map((b) => chartPositionsAt(b.utcMs, b.latDeg, b.lonDeg));
const people = charts.map((chart) => ({ star: starOfChart(chart), chart }));
const stars = Array.from({ length: 108 }, (_, i) => ({
  star: starOf({ nakshatra: Math.floor(i / 4) + 1, pada: (i % 4) + 1 }),
  chart: null,
}));

const FEATURES: ReadonlyArray<[string, (i: number) => unknown, boolean]> = [
  ['stars (tamil, en)', (i) => porutham(stars[i % 108]!, stars[(i * 7 + 3) % 108]!), true],
  [
    'stars (kerala, ta)',
    (i) => porutham(stars[i % 108]!, stars[(i * 5 + 1) % 108]!, { system: 'kerala', lang: 'ta' }),
    true,
  ],
  [
    'births (kerala, ml)',
    (i) => porutham(people[i % 60]!, people[(i + 7) % 60]!, { system: 'kerala', lang: 'ml' }),
    true,
  ],
  [
    'births+positions (kerala)',
    (i) => {
      const [a, b] = [births[i % 60]!, births[(i + 7) % 60]!];
      const ca = chartPositionsAt(a.utcMs, a.latDeg, a.lonDeg);
      const cb = chartPositionsAt(b.utcMs, b.latDeg, b.lonDeg);
      return porutham({ star: starOfChart(ca), chart: ca }, { star: starOfChart(cb), chart: cb }, { system: 'kerala' });
    },
    true,
  ],
];

const at = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
let failed = false;
for (const [name, run, targeted] of FEATURES) {
  for (let i = 0; i < WARMUP; i++) run(i);
  const ms: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    run(i);
    ms.push(performance.now() - t0);
  }
  const p50 = at(ms, 0.5);
  const met = p50 <= TARGET_MS;
  if (targeted && !met) failed = true;
  const verdict = targeted ? ` (target ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'})` : '';
  console.log(
    `${name.padEnd(26)} median ${p50.toFixed(4)} ms, p99 ${at(ms, 0.99).toFixed(4)} ms over ${ITERATIONS} runs${verdict}`,
  );
}
process.exit(failed ? 1 : 0);
