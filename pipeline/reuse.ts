// Which jobs need no work: their inputs_hash is in the current manifest with a shard that verifies, or
// an earlier run that was killed before writing its manifest already renamed their shard into place.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { shardLocation, type Job } from './job-types.ts';
import { fileVerifies, type Manifest, type ManifestShard } from './manifest.ts';
import { hashFile, openShard, readShardMeta, SHARD_KINDS, type WrittenShard } from './shard-file.ts';

export function manifestEntry(job: Job, shard: WrittenShard): ManifestShard {
  const cities = job.kind === 'city' ? job.cities : [];
  return {
    path: shard.path,
    key: job.key,
    kind: job.kind,
    year: job.year,
    first_city: cities.length ? cities[0].city_id : null,
    last_city: cities.length ? cities[cities.length - 1].city_id : null,
    rows: shard.rows,
    bytes: shard.bytes,
    sha256: shard.sha256,
    inputs_hash: job.inputsHash,
    profile: job.profile,
  };
}

/** A complete shard of this job left by an earlier run (names are `<stem>-<sha16>.sqlite`, renamed only when whole). */
function adoptable(outDir: string, job: Job): WrittenShard | null {
  const { dir, stem } = shardLocation(job);
  const abs = join(outDir, dir);
  if (!existsSync(abs)) return null;
  for (const name of readdirSync(abs).sort()) {
    const m = /^(.+)-([0-9a-f]{16})\.sqlite$/.exec(name);
    if (!m || m[1] !== stem) continue;
    const path = join(abs, name);
    let meta: Record<string, string>;
    let rows: number;
    try {
      const db = openShard(path);
      try {
        meta = readShardMeta(db);
        rows = (db.prepare(`SELECT count(*) AS n FROM ${SHARD_KINDS[job.kind].table}`).get() as { n: number }).n;
      } finally {
        db.close();
      }
    } catch {
      continue;
    }
    if (meta.inputs_hash !== job.inputsHash || meta.kind !== job.kind) continue;
    const { sha256, bytes } = hashFile(path);
    if (!sha256.startsWith(m[2])) continue;
    return { path: `${dir}/${name}`, sha256, bytes, rows };
  }
  return null;
}

export interface ReusePlan {
  /** Entries carried over, by job key. */
  readonly done: Map<string, ManifestShard>;
  readonly skipped: number;
  readonly adopted: number;
  readonly toRun: readonly Job[];
}

export function planReuse(outDir: string, jobs: readonly Job[], previous: Manifest | null): ReusePlan {
  const previousByHash = new Map((previous?.shards ?? []).map((s) => [`${s.key} ${s.inputs_hash}`, s]));
  const done = new Map<string, ManifestShard>();
  const toRun: Job[] = [];
  let skipped = 0,
    adopted = 0;
  for (const job of jobs) {
    const old = previousByHash.get(`${job.key} ${job.inputsHash}`);
    if (old && fileVerifies(outDir, old)) {
      done.set(job.key, { ...old, profile: job.profile });
      skipped++;
      continue;
    }
    const left = adoptable(outDir, job);
    if (left) {
      done.set(job.key, manifestEntry(job, left));
      adopted++;
    } else {
      toRun.push(job);
    }
  }
  return { done, skipped, adopted, toRun };
}
