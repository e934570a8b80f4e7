// Static mode's last step: once every builder is done, check that the store holds every shard of the plan
// (each builder's record, and the shard's bytes re-hashed against it), then publish the same manifest a
// single-node build of the plan writes. Refuses, naming each job, when a shard is missing or does not hash.
import { readFileSync } from 'node:fs';
import type { AccuracySource } from '../accuracy-manifest.ts';
import { accuracyRef, manifestBody } from '../build.ts';
import { shardPathOf } from '../job-types.ts';
import { manifestText, withHash, type Manifest, type ManifestShard } from '../manifest.ts';
import type { SigningKey } from '../manifest-signature.ts';
import {
  accuracyKey,
  eachLimited,
  putContent,
  putManifestText,
  shardKey,
  withDeadline,
  type Store,
} from '../object-store.ts';
import type { Plan } from '../plan.ts';
import { manifestEntry } from '../reuse.ts';
import { getRecord, hashObject } from './records.ts';

export class AssembleError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `refusing to publish a manifest: ${problems.length} shard${problems.length > 1 ? 's' : ''} not in the store as built: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (+${problems.length - 5})` : ''}`,
    );
    this.problems = problems;
  }
}

export interface AssembleOptions {
  readonly plan: Plan;
  readonly store: Store;
  readonly nowMs: number;
  /** Measured here and published beside the shards (as `build` does); none: the manifest names no accuracy file. */
  readonly accuracy?: AccuracySource;
  /** Scratch folder for the accuracy manifest. */
  readonly workDir: string;
  readonly signingKey?: SigningKey;
}

export interface AssembleSummary {
  readonly manifest: Manifest;
  readonly signedBy: string | null;
  readonly bytesChecked: number;
}

export function assemble(options: AssembleOptions): Promise<AssembleSummary> {
  const { plan, store } = options;
  return withDeadline(store, 'assemble', async (signal) => {
    const shards = new Map<string, ManifestShard>();
    const problems: string[] = [];
    let bytesChecked = 0;
    await eachLimited(plan.jobs, 4, signal, async (job, laneSignal) => {
      const record = await getRecord(store, job, laneSignal);
      if (!record) return void problems.push(`${job.key}: missing (no builder published it)`);
      const key = shardKey(store, record.sha256);
      const got = await hashObject(store, key, laneSignal);
      if (!got) return void problems.push(`${job.key}: missing (s3://${store.bucket}/${key} is not in the store)`);
      bytesChecked += got.bytes;
      if (got.sha256 !== record.sha256 || got.bytes !== record.bytes)
        return void problems.push(
          `${job.key}: sha256 mismatch (s3://${store.bucket}/${key} hashes to ${got.sha256.slice(0, 16)}…, ${got.bytes} bytes; built as ${record.sha256.slice(0, 16)}…, ${record.bytes} bytes)`,
        );
      const shard = {
        path: shardPathOf(job, record.sha256),
        sha256: record.sha256,
        bytes: record.bytes,
        rows: record.rows,
      };
      shards.set(job.key, manifestEntry(job, shard));
    });
    if (problems.length) throw new AssembleError(problems.sort());
    const accuracy = accuracyRef(options.workDir, options.accuracy, null, plan, options.nowMs);
    if (accuracy.ref) {
      const body = readFileSync(`${options.workDir}/${accuracy.ref.path}`);
      const f = { path: accuracy.ref.path, key: accuracyKey(store, accuracy.ref.sha256), sha256: accuracy.ref.sha256 };
      await putContent(store, f, body, signal);
    }
    const manifest = withHash(
      manifestBody(
        plan,
        plan.jobs.map((j) => shards.get(j.key)!),
        accuracy.ref,
        options.nowMs,
      ),
    );
    const { hash, ...body } = manifest;
    const signedBy = await putManifestText(store, manifestText(body, hash), options.signingKey, signal);
    return { manifest, signedBy, bytesChecked };
  });
}
