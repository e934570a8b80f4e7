// `npm run bench:pipeline`: city-days per second from plan to verified shards, bytes per city-day and peak
// memory for a sample, against a single-thread in-process build of the same sample in the same run, and the
// projected time of the full window. A benchmark, not a test: it prints figures and the targets.
// `--queue [--block-size N]`: queue mode (BullMQ, two local workers) beside single-node build (scripts/bench/queue.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '../pipeline/build.ts';
import { loadCityRows } from '../pipeline/city-directory.ts';
import { verifyManifestFiles } from '../pipeline/manifest.ts';
import { makePlan } from '../pipeline/plan.ts';

const TARGET = { rate: 25_000, bytesPerCityDay: 64, peakMiB: 1536 };
const FULL_WINDOW = { from: '2025-01-01', to: '2030-12-31', years: 6 };

const { values } = parseArgs({
  options: {
    cities: { type: 'string', default: '256' },
    runs: { type: 'string', default: '3' },
    year: { type: 'string', default: '2025' },
    threads: { type: 'string' },
    queue: { type: 'boolean' },
    'block-size': { type: 'string' },
  },
});
const sampleSize = Number(values.cities);
const runs = Number(values.runs);
const year = Number(values.year);
const threads = values.threads === undefined ? availableParallelism() : Number(values.threads);
if (!(sampleSize >= 200) || !(runs >= 1) || !Number.isInteger(year))
  throw new Error('usage: bench:pipeline [--cities N>=200] [--runs N] [--year YYYY] [--threads N]');

interface Run {
  seconds: number;
  cityDays: number;
  bytes: number;
}

/** One end-to-end build into a fresh directory: plan, jobs, manifest, then every shard re-hashed. */
async function once(cities: number, threadCount: number): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
  try {
    const started = performance.now();
    const plan = makePlan({ from: `${year}-01-01`, to: `${year}-12-31`, cities: `top:${cities}` });
    const summary = await build({ plan, outDir: dir, nowMs: Date.now(), threads: threadCount });
    const problems = verifyManifestFiles(dir, summary.manifest);
    if (problems.length) throw new Error(`shards do not verify: ${problems[0]}`);
    const seconds = (performance.now() - started) / 1000;
    const bytes = summary.manifest.shards.filter((s) => s.kind === 'city').reduce((a, s) => a + s.bytes, 0);
    return { seconds, cityDays: summary.cityDaysPlanned, bytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function series(
  label: string,
  cities: number,
  threadCount: number,
): Promise<{ rate: number; seconds: number; run: Run }> {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(cities, threadCount));
  const seconds = median(results.map((r) => r.seconds));
  const rate = median(results.map((r) => r.cityDays / r.seconds));
  console.log(
    `${label.padEnd(34)} ${String(cities).padStart(5)} cities  median ${seconds.toFixed(2)}s  ${Math.round(rate).toLocaleString('en-US').padStart(8)} city-days/s  (runs: ${results.map((r) => r.seconds.toFixed(2)).join(', ')})`,
  );
  return { rate, seconds, run: results[0] };
}

const fmtMinutes = (s: number) => `${(s / 60).toFixed(1)} min`;

async function main(): Promise<void> {
  console.log(
    `bench:pipeline — ${year}, ${runs} runs each, ${threads} worker threads on ${availableParallelism()} cores\n`,
  );
  const baseline = await series('baseline: in-process, 1 thread', sampleSize, 0);
  const pool = await series(`pool: ${threads} worker threads`, sampleSize, threads);
  const half = await series(`pool: ${threads} threads, half sample`, Math.floor(sampleSize / 2), threads);
  const daysInYear = pool.run.cityDays / sampleSize;
  // Fixed costs (pool start, global job) cancel in the difference of two sample sizes.
  const marginalRate =
    ((sampleSize - Math.floor(sampleSize / 2)) * daysInYear) / Math.max(1e-3, pool.seconds - half.seconds);
  const bytesPerCityDay = pool.run.bytes / pool.run.cityDays;
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  const fullCityDays = loadCityRows().length * Math.round((Date.UTC(2031, 0, 1) - Date.UTC(2025, 0, 1)) / 86_400_000);
  const fixedSeconds = Math.max(0, pool.seconds - (sampleSize * daysInYear) / marginalRate);
  const projected = FULL_WINDOW.years * fixedSeconds + fullCityDays / marginalRate;
  const verdict = (ok: boolean) => (ok ? 'holds' : 'short');
  console.log(`
end-to-end rate      ${Math.round(pool.rate).toLocaleString('en-US')} city-days/s with the pool, ${(pool.rate / baseline.rate).toFixed(2)}x the single-thread baseline (${Math.round(baseline.rate).toLocaleString('en-US')})
marginal rate        ${Math.round(marginalRate).toLocaleString('en-US')} city-days/s (difference of the two sample sizes)   ${verdict(marginalRate >= TARGET.rate)} (>= ${TARGET.rate.toLocaleString('en-US')})
bytes per city-day   ${bytesPerCityDay.toFixed(2)} (city shards on disk)   ${verdict(bytesPerCityDay <= TARGET.bytesPerCityDay)} (<= ${TARGET.bytesPerCityDay})
peak memory          ${peakMiB.toFixed(0)} MiB (max RSS of this process, workers included)   ${verdict(peakMiB < TARGET.peakMiB)} (< ${TARGET.peakMiB})
full window          ${fullCityDays.toLocaleString('en-US')} city-days (${loadCityRows().length} cities x ${FULL_WINDOW.from}..${FULL_WINDOW.to}): projected ${fmtMinutes(projected)} (${FULL_WINDOW.years} x ${fixedSeconds.toFixed(1)}s fixed + marginal), ${fmtMinutes(fullCityDays / pool.rate)} at the end-to-end rate`);
}

if (values.queue) {
  // queue mode beside single-node build (scripts/bench/queue.ts); the block size gives the queue jobs to spread
  const { benchQueue } = await import('./bench/queue.ts');
  await benchQueue({ cities: sampleSize, year, runs, blockSize: Number(values['block-size'] ?? 16) });
} else {
  await main();
}
