// Static mode, one builder: build slice I of N of the plan in a scratch folder, then put each of its shards in
// the object store under its content address, with a record naming it (records.ts). No manifest is published
// here: `assemble` writes it once every builder is done.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type BuildProgress } from '../build.ts';
import { globalSlot, type Job } from '../job-types.ts';
import { alreadyStored, eachLimited, putContent, shardKey, withDeadline, type Store } from '../object-store.ts';
import type { Plan } from '../plan.ts';
import { getRecord, putRecord, type BuiltRecord } from './records.ts';
import { sliceOf, type SliceSpec } from './split.ts';

export interface SliceBuildOptions {
  readonly plan: Plan;
  readonly slice: SliceSpec;
  /** Scratch folder for this builder's shards (and its partial manifest): never the folder an API serves. */
  readonly outDir: string;
  readonly store: Store;
  readonly nowMs: number;
  readonly threads?: number;
  readonly onProgress?: (p: BuildProgress) => void;
}

export interface SliceBuildSummary {
  /** Jobs of this slice, and of them: already in the store (nothing done), built and uploaded now. */
  readonly own: number;
  readonly stored: number;
  readonly built: number;
  readonly uploaded: number;
  readonly bytes: number;
  readonly cityDaysBuilt: number;
  readonly jobsMs: number;
}

/** The slice's jobs whose record and shard are already in the store. */
async function alreadyPublished(store: Store, own: readonly Job[], signal: AbortSignal): Promise<Set<string>> {
  const done = new Set<string>();
  await eachLimited(own, 8, signal, async (job, laneSignal) => {
    const record = await getRecord(store, job, laneSignal);
    const shard = record && { path: '', key: shardKey(store, record.sha256), sha256: record.sha256 };
    if (record && shard && (await alreadyStored(store, shard, record.bytes, laneSignal))) done.add(job.key);
  });
  return done;
}

export async function buildSlice(options: SliceBuildOptions): Promise<SliceBuildSummary> {
  const { plan, store } = options;
  const { own, jobs } = sliceOf(plan, options.slice);
  return withDeadline(store, 'build', async (signal) => {
    const stored = await alreadyPublished(store, own, signal);
    const todo = own.filter((j) => !stored.has(j.key));
    const cityYears = new Set(todo.filter((j) => j.kind === 'city').map(globalSlot));
    // A city block reads its year's global shard: built here too when another builder owns it (same bytes).
    const needed = jobs.filter(
      (j) => todo.some((t) => t.key === j.key) || (j.kind === 'global' && cityYears.has(globalSlot(j))),
    );
    const empty = {
      own: own.length,
      stored: stored.size,
      built: 0,
      uploaded: 0,
      bytes: 0,
      cityDaysBuilt: 0,
      jobsMs: 0,
    };
    if (!todo.length) return empty;
    const summary = await build({
      plan: { ...plan, jobs: needed },
      outDir: options.outDir,
      nowMs: options.nowMs,
      threads: options.threads,
      onProgress: options.onProgress,
    });
    const entries = new Map(summary.manifest.shards.map((s) => [s.key, s]));
    let uploaded = 0,
      bytes = 0;
    await eachLimited(todo, 4, signal, async (job, laneSignal) => {
      const entry = entries.get(job.key)!;
      const body = readFileSync(join(options.outDir, entry.path));
      const f = { path: entry.path, key: shardKey(store, entry.sha256), sha256: entry.sha256 };
      if (await putContent(store, f, body, laneSignal)) {
        uploaded++;
        bytes += body.length;
      }
      const record: BuiltRecord = { key: job.key, sha256: entry.sha256, bytes: entry.bytes, rows: entry.rows };
      await putRecord(store, job, record, laneSignal);
    });
    return {
      ...empty,
      built: todo.length,
      uploaded,
      bytes,
      cityDaysBuilt: summary.cityDaysBuilt,
      jobsMs: summary.jobsMs,
    };
  });
}
