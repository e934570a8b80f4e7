// What a static builder leaves in the object store beside each shard: a small record, keyed by the job's
// inputs_hash, naming the shard it made (`<prefix>built/<inputs_hash>.json`). `assemble` reads one per job of the
// plan; a builder that finds its job's record (and the shard) already stored has nothing to do, so a rerun or an
// unchanged nightly run only re-checks. Records are written after their shard, so a record never names a shard
// that was not uploaded (assemble re-hashes every shard anyway).
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Job } from '../job-types.ts';
import { getTextOrNull, isNotFound, send, type Store } from '../object-store.ts';

export interface BuiltRecord {
  readonly key: string;
  readonly sha256: string;
  readonly bytes: number;
  readonly rows: number;
}

export const recordKey = (store: Store, job: Job) => `${store.prefix}built/${job.inputsHash}.json`;

/** The job's record, or null when no builder has published it. */
export async function getRecord(store: Store, job: Job, signal: AbortSignal): Promise<BuiltRecord | null> {
  const text = await getTextOrNull(store, recordKey(store, job), signal);
  return text === null ? null : (JSON.parse(text) as BuiltRecord);
}

export async function putRecord(store: Store, job: Job, record: BuiltRecord, signal: AbortSignal): Promise<void> {
  const key = recordKey(store, job);
  const body = `${JSON.stringify(record)}\n`;
  await send(
    store,
    key,
    signal,
    new PutObjectCommand({ Bucket: store.bucket, Key: key, Body: body, ContentType: 'application/json' }),
  );
}

/** sha256 and size of an object, streamed; null when there is no such object. */
export async function hashObject(
  store: Store,
  key: string,
  signal: AbortSignal,
): Promise<{ sha256: string; bytes: number } | null> {
  let body: Readable;
  try {
    const got = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }), {
      abortSignal: signal,
    });
    body = got.Body as Readable;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
