// `npm run bench:horoscope`: p50 and p95 per horoscope feature, measured on the service functions the routes
// call (birth resolution through the city directory, engine, presentation; no HTTP), over 60 births spread
// over 1900-2019 and a dozen cities. Targets (DESIGN.md): kundli 2 ms, matching 4 ms, forecast 10 ms p50.
// Exits 1 when a target is missed.
import {
  chartSvg,
  dashaData,
  divisionalData,
  doshaData,
  forecastData,
  kundliData,
  matchingData,
  natalPredictionData,
  rashifalData,
} from '../api/horoscope/service.ts';
import type { HoroscopeContext } from '../api/horoscope/context.ts';
import { loadCityDirectory } from '../pipeline/city-directory.ts';
import { RASHIS } from '../tables/names/index.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 40;
const CITIES = [
  'new-delhi',
  'mumbai',
  'chennai',
  'kolkata',
  'bengaluru',
  'london',
  'sydney',
  'singapore',
  'nairobi',
  'toronto',
  'dubai',
];
const TARGETS: Readonly<Record<string, number>> = { kundli: 2, matching: 4, forecast: 10 };

const directory = loadCityDirectory();
const cityIds = CITIES.filter((id) => directory.byId(id));
const pad = (n: number) => String(n).padStart(2, '0');
// Spread by steps coprime to each range, so the 60 births cover years, months, hours and cities evenly.
const births = Array.from({ length: 60 }, (_, i) => ({
  date: `${1900 + ((i * 37) % 120)}-${pad(1 + ((i * 5) % 12))}-${pad(1 + ((i * 11) % 28))}`,
  time: `${pad((i * 7) % 24)}:${pad((i * 13) % 60)}`,
  city_id: cityIds[(i * 5) % cityIds.length]!,
}));
const NOW = Date.UTC(2026, 2, 10, 12);
const ctx = (): HoroscopeContext => ({ directory, nowMs: NOW, notes: [], warnings: [], births: [] });

const FEATURES: ReadonlyArray<[string, (i: number) => unknown]> = [
  ['kundli', (i) => kundliData(births[i % births.length]!, ctx())],
  ['divisional D9', (i) => divisionalData('D9', births[i % births.length]!, ctx())],
  ['dasha (levels 2)', (i) => dashaData(births[i % births.length]!, ctx())],
  ['doshas', (i) => doshaData({ ...births[i % births.length]!, as_of: '2026-01-15' }, ctx())],
  ['matching', (i) => matchingData({ boy: births[i % births.length]!, girl: births[(i + 7) % births.length]! }, ctx())],
  ['predict natal', (i) => natalPredictionData(births[i % births.length]!, ctx())],
  ['forecast', (i) => forecastData({ ...births[i % births.length]!, as_of: '2026-01-15' }, ctx())],
  [
    'rashifal daily',
    (i) => rashifalData(RASHIS[i % 12]!.key, 'daily', { date: `2026-03-${pad(1 + (i % 28))}` }, ctx()),
  ],
  [
    'rashifal weekly',
    (i) => rashifalData(RASHIS[i % 12]!.key, 'weekly', { date: `2026-03-${pad(1 + (i % 28))}` }, ctx()),
  ],
  [
    'rashifal monthly',
    (i) => rashifalData(RASHIS[i % 12]!.key, 'monthly', { date: `2026-${pad(1 + (i % 12))}-10` }, ctx()),
  ],
  [
    'chart.svg',
    (i) => chartSvg({ ...births[i % births.length]!, style: (['north', 'south', 'east'] as const)[i % 3] }, ctx()),
  ],
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

let missed = 0;
console.log(`horoscope features, ${ITERATIONS} calls each after ${WARMUP} warm-up calls (service level, no HTTP)\n`);
console.log('feature            p50 ms   p95 ms   target');
for (const [name, run] of FEATURES) {
  for (let i = 0; i < WARMUP; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p50 = quantile(times, 0.5);
  const target = TARGETS[name];
  const verdict = target === undefined ? '' : p50 <= target ? `${target} ms ok` : `${target} ms MISSED`;
  if (target !== undefined && p50 > target) missed++;
  console.log(
    `${name.padEnd(18)} ${p50.toFixed(2).padStart(6)}   ${quantile(times, 0.95).toFixed(2).padStart(6)}   ${verdict}`,
  );
}
process.exit(missed ? 1 : 0);
