// `npm run bench:jyotish`: medians of the issue-32 features in process, over 60 births spread over 1900-2049 and
// |lat| < 66°. "vargas" is all twenty divisional charts of one birth from its positions; "vargas+positions" also
// computes the positions (astro core) first, as a request does. "kp" is the KP chart with significators from
// the positions (Placidus cusps, lords, significators); "kp+positions" adds the positions. Targets (issue 32):
// vargas under 2 ms, KP with significators under 3 ms.
// Exits 1 when a target is missed.
import { chartPositionsAt } from '../engine/jyotish/chart-at.ts';
import { divisionalChart, SUPPORTED_VARGAS } from '../engine/jyotish/divisional.ts';
import { kpChart } from '../engine/jyotish/kp/index.ts';
import { shodashvarga } from '../engine/jyotish/shodashvarga.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const WARMUP = 50;
const TARGETS: Readonly<Record<string, number>> = { vargas: 2, kp: 3 };

const births = Array.from({ length: 60 }, (_, i) => ({
  utcMs: Date.UTC(1900 + ((i * 37) % 150), (i * 5) % 12, 1 + ((i * 11) % 28), (i * 7) % 24, (i * 13) % 60),
  latDeg: -65 + ((i * 29) % 131),
  lonDeg: -180 + ((i * 53) % 360),
}));
const charts = births.map((b) => chartPositionsAt(b.utcMs, b.latDeg, b.lonDeg));

const allVargas = (i: number) => SUPPORTED_VARGAS.map((v) => divisionalChart(charts[i % charts.length]!, v));
const FEATURES: ReadonlyArray<[string, (i: number) => unknown]> = [
  ['vargas', allVargas],
  [
    'vargas+positions',
    (i) => {
      const b = births[i % births.length]!;
      const c = chartPositionsAt(b.utcMs, b.latDeg, b.lonDeg);
      return SUPPORTED_VARGAS.map((v) => divisionalChart(c, v));
    },
  ],
  ['shodashvarga+vimshopaka', (i) => shodashvarga(charts[i % charts.length]!)],
  [
    'kp',
    (i) => kpChart(charts[i % charts.length]!, births[i % births.length]!.latDeg, births[i % births.length]!.lonDeg),
  ],
  [
    'kp+positions',
    (i) => {
      const b = births[i % births.length]!;
      return kpChart(chartPositionsAt(b.utcMs, b.latDeg, b.lonDeg), b.latDeg, b.lonDeg);
    },
  ],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let failed = false;
for (const [name, run] of FEATURES) {
  for (let i = 0; i < WARMUP; i++) run(i);
  const ms: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    run(i);
    ms.push(performance.now() - t0);
  }
  const p50 = median(ms);
  const target = TARGETS[name];
  const verdict =
    target === undefined ? '' : p50 <= target ? ` (target ${target} ms: met)` : ` (target ${target} ms: MISSED)`;
  if (target !== undefined && p50 > target) failed = true;
  console.log(`${name.padEnd(26)} median ${p50.toFixed(3)} ms over ${ITERATIONS} runs${verdict}`);
}
process.exit(failed ? 1 : 0);
