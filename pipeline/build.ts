// build: plan -> skip what the manifest already verifies -> run the rest (global jobs first, each city
// job as soon as its year's global shard exists) -> accuracy manifest -> manifest, written last, atomically.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildAccuracyManifest, type AccuracySource } from './accuracy-manifest.ts';
import { lockShardDir } from './process-lock.ts';
import { dayCountOf, globalSlot, type CityJob, type Job, type JobResult } from './job-types.ts';
import {
  ACCURACY_DIR,
  MANIFEST_SCHEMA_VERSION,
  accuracyPathOf,
  fileVerifies,
  generationPaths,
  readManifest,
  sameContent,
  withHash,
  writeFileAtomic,
  writeManifest,
  type Manifest,
  type ManifestBody,
  type ManifestFileRef,
  type ManifestShard,
} from './manifest.ts';
import type { Logger } from './log.ts';
import type { Plan } from './plan.ts';
import { pruneOutDir } from './prune.ts';
import { manifestEntry, planReuse } from './reuse.ts';
import { createInProcessRunner, createPoolRunner, defaultThreads, type JobRunner } from './runner.ts';
import { SHARD_FORMAT_VERSION, sha256Hex } from './shard-file.ts';

export interface BuildProgress {
  readonly jobsDone: number;
  readonly jobsTotal: number;
  readonly cityDaysDone: number;
  readonly cityDaysTotal: number;
  readonly elapsedMs: number;
}

export interface BuildOptions {
  readonly plan: Plan;
  readonly outDir: string;
  /** Worker threads (default: the cores); 0 runs every job on this thread. */
  readonly threads?: number;
  readonly accuracy?: AccuracySource;
  /** The build's instant: manifest generated_at (never inside a shard). */
  readonly nowMs: number;
  readonly onProgress?: (p: BuildProgress) => void;
  /** The run's logger: what is reused and what is built (info), each finished job (debug). */
  readonly logger?: Logger;
}

export interface BuildSummary {
  readonly jobs: number;
  readonly skipped: number;
  readonly adopted: number;
  readonly built: number;
  readonly cityDaysBuilt: number;
  readonly cityDaysPlanned: number;
  readonly accuracyMeasured: boolean;
  readonly manifestWritten: boolean;
  readonly pruned: number;
  /** Wall time of the job phase (pool start to last shard), and of the whole build. */
  readonly jobsMs: number;
  readonly elapsedMs: number;
  readonly manifest: Manifest;
}

const cityDaysOf = (job: Job) => (job.kind === 'city' ? job.cities.length * dayCountOf(job) : 0);

/** Runs the jobs; a city job waits for its year's global shard (built now or carried over). */
async function runJobs(
  outDir: string,
  toRun: readonly Job[],
  done: Map<string, ManifestShard>,
  runner: JobRunner,
  onResult: (job: Job, r: JobResult) => void,
): Promise<void> {
  // one global shard per (profile, year): a profile's city blocks read its own
  const globalPaths = new Map<string, Promise<string>>();
  for (const entry of done.values())
    if (entry.kind === 'global') globalPaths.set(globalSlot(entry), Promise.resolve(join(outDir, entry.path)));
  const pending: Promise<unknown>[] = [];
  for (const job of toRun.filter((j) => j.kind === 'global')) {
    const p = runner.run({ job, outDir }).then((r) => {
      onResult(job, r);
      return join(outDir, r.shard.path);
    });
    globalPaths.set(globalSlot(job), p);
    pending.push(p);
  }
  // Rashifal jobs compute their own sky: they need no global shard.
  for (const job of toRun.filter((j) => j.kind === 'rashifal'))
    pending.push(runner.run({ job, outDir }).then((r) => onResult(job, r)));
  for (const job of toRun.filter((j): j is CityJob => j.kind === 'city')) {
    const global = globalPaths.get(globalSlot(job));
    if (!global) throw new Error(`${job.key}: no ${job.profile} global job for ${job.year} in the plan`);
    pending.push(
      global.then((globalShardPath) => runner.run({ job, outDir, globalShardPath })).then((r) => onResult(job, r)),
    );
  }
  // Wait for every job even after a failure, so no worker is still writing when the pool closes.
  const settled = await Promise.allSettled(pending);
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
}

export function accuracyRef(
  outDir: string,
  source: AccuracySource | undefined,
  previous: Manifest | null,
  plan: Plan,
  nowMs: number,
): { ref: ManifestFileRef | null; measured: boolean } {
  if (!source) return { ref: null, measured: false };
  const old = previous?.accuracy;
  if (old && old.inputs_hash === source.inputsHash && fileVerifies(outDir, old)) return { ref: old, measured: false };
  const text = `${JSON.stringify(buildAccuracyManifest(source.measure(), plan.engineVersion, nowMs), null, 2)}\n`;
  const sha256 = sha256Hex(text);
  const path = accuracyPathOf(sha256);
  mkdirSync(join(outDir, ACCURACY_DIR), { recursive: true });
  writeFileAtomic(outDir, path, text);
  return { ref: { path, sha256, inputs_hash: source.inputsHash }, measured: true };
}

/** What a manifest says about its plan (a queue run carries this, not the whole plan). */
export type PlanHeader = Pick<
  Plan,
  'engineVersion' | 'tablesHash' | 'tzVersion' | 'window' | 'selection' | 'blockSize'
> & {
  readonly cities: { readonly length: number };
};

export function manifestBody(
  plan: PlanHeader,
  shards: ManifestShard[],
  accuracy: ManifestFileRef | null,
  nowMs: number,
): ManifestBody {
  return {
    schema_version: MANIFEST_SCHEMA_VERSION,
    generated_at: new Date(nowMs).toISOString(),
    engine_version: plan.engineVersion,
    shard_format: SHARD_FORMAT_VERSION,
    tables_hash: plan.tablesHash,
    tz_version: plan.tzVersion,
    window: plan.window,
    cities: plan.selection,
    city_count: plan.cities.length,
    block_size: plan.blockSize,
    accuracy,
    shards,
  };
}

/** The previous manifest, or null when absent or unreadable (a corrupt manifest is rebuilt, not trusted). */
function previousManifest(outDir: string): Manifest | null {
  try {
    return readManifest(outDir);
  } catch {
    return null;
  }
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const started = Date.now();
  const outDir = resolve(options.outDir);
  const { plan } = options;
  mkdirSync(outDir, { recursive: true });
  const lock = await lockShardDir(outDir, 'build');
  try {
    const previous = previousManifest(outDir);
    const reuse = planReuse(outDir, plan.jobs, previous);
    const done = reuse.done;
    const cityDaysTotal = reuse.toRun.reduce((a, j) => a + cityDaysOf(j), 0);
    options.logger?.info(
      { jobs: plan.jobs.length, to_build: reuse.toRun.length, unchanged: reuse.skipped, recovered: reuse.adopted },
      'build planned',
    );
    let jobsDone = 0,
      cityDaysDone = 0,
      jobsMs = 0;
    const report = () =>
      options.onProgress?.({
        jobsDone,
        jobsTotal: reuse.toRun.length,
        cityDaysDone,
        cityDaysTotal,
        elapsedMs: Date.now() - started,
      });
    if (reuse.toRun.length) {
      const jobsStarted = Date.now();
      const threads = Math.min(options.threads ?? defaultThreads(), reuse.toRun.length);
      const runner = threads > 0 ? createPoolRunner(threads) : createInProcessRunner();
      report();
      try {
        await runJobs(outDir, reuse.toRun, done, runner, (job, r) => {
          done.set(job.key, manifestEntry(job, r.shard));
          options.logger?.debug({ job: job.key, city_days: r.cityDays }, 'job built');
          jobsDone++;
          cityDaysDone += r.cityDays;
          report();
        });
      } finally {
        await runner.close();
      }
      jobsMs = Date.now() - jobsStarted;
    }
    const accuracy = accuracyRef(outDir, options.accuracy, previous, plan, options.nowMs);
    const body = manifestBody(
      plan,
      plan.jobs.map((j) => done.get(j.key) as ManifestShard),
      accuracy.ref,
      options.nowMs,
    );
    const unchanged = previous !== null && sameContent(previous, body);
    const manifest = unchanged ? (previous as Manifest) : withHash(body);
    if (!unchanged) writeManifest(outDir, manifest);
    const pruned = pruneOutDir(outDir, new Set([...generationPaths(manifest), ...generationPaths(previous)]));
    return {
      jobs: plan.jobs.length,
      skipped: reuse.skipped,
      adopted: reuse.adopted,
      built: reuse.toRun.length,
      cityDaysBuilt: cityDaysDone,
      cityDaysPlanned: plan.jobs.reduce((a, j) => a + cityDaysOf(j), 0),
      accuracyMeasured: accuracy.measured,
      manifestWritten: !unchanged,
      pruned,
      jobsMs,
      elapsedMs: Date.now() - started,
      manifest,
    };
  } finally {
    lock.release();
  }
}
