// Publish and sync through any S3-compatible store. Shards and the accuracy manifest go under
// content-addressed keys; the manifest goes last and is the switch. Sync fetches a manifest and only
// the files it lacks, verifies every sha256 (a mismatch is an error, never served) and swaps atomically.
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { lockShardDir } from './process-lock.ts';
import { ACCURACY_FILE, MANIFEST_FILE, fileVerifies, parseManifest, readManifest, verifyManifestFiles, writeFileAtomic, type Manifest } from './manifest.ts';
import { pruneOutDir } from './prune.ts';
import { publishFile, tempPathBeside } from './shard-file.ts';

export interface StoreConfig {
  readonly bucket: string;
  /** Key prefix, '' or ending in '/'. */
  readonly prefix: string;
  readonly endpoint?: string;
  readonly region: string;
  readonly forcePathStyle: boolean;
}

export interface Store {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
}

export class StoreError extends Error {}

/** The store's settings: explicit values first, then the usual AWS variables (credentials come from the SDK's chain). */
export function storeConfig(env: Readonly<Record<string, string | undefined>>, given: Partial<StoreConfig> = {}): StoreConfig {
  const bucket = given.bucket ?? env.PIPELINE_S3_BUCKET ?? env.S3_BUCKET;
  if (!bucket) throw new StoreError('no bucket: pass --bucket or set PIPELINE_S3_BUCKET');
  const rawPrefix = given.prefix ?? env.PIPELINE_S3_PREFIX ?? '';
  const endpoint = given.endpoint ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  return {
    bucket,
    prefix: rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix,
    endpoint,
    region: given.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    // Local stores (MinIO, s3rver) answer path-style requests; virtual hosts need DNS they do not have.
    forcePathStyle: given.forcePathStyle ?? endpoint !== undefined,
  };
}

export function openStore(config: StoreConfig): Store {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Integrity is ours (sha256 of every file); optional checksum headers trip some S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, bucket: config.bucket, prefix: config.prefix };
}

export const shardKey = (store: Store, sha256: string) => `${store.prefix}shards/${sha256}.sqlite`;
export const accuracyKey = (store: Store, sha256: string) => `${store.prefix}files/${sha256}.json`;
export const manifestKey = (store: Store) => `${store.prefix}${MANIFEST_FILE}`;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

interface FileToMove { readonly path: string; readonly key: string; readonly sha256: string; readonly bytes?: number }

/** True when the store already holds this content under its key (same size and recorded sha256). */
async function alreadyStored(store: Store, f: FileToMove, size: number): Promise<boolean> {
  try {
    const head = await store.client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: f.key }));
    return head.ContentLength === size && head.Metadata?.sha256 === f.sha256;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

export interface TransferProgress { readonly done: number; readonly total: number; readonly bytes: number }

function filesOf(store: Store, m: Manifest): FileToMove[] {
  const files: FileToMove[] = m.shards.map((s) => ({ path: s.path, key: shardKey(store, s.sha256), sha256: s.sha256, bytes: s.bytes }));
  if (m.accuracy) files.push({ path: m.accuracy.path, key: accuracyKey(store, m.accuracy.sha256), sha256: m.accuracy.sha256 });
  return files;
}

/** Runs `work` over `items` with at most `limit` at a time; the first failure rejects after the others settle. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  const settled = await Promise.allSettled(lanes);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}

export interface PublishSummary { readonly uploaded: number; readonly present: number; readonly bytes: number; readonly manifestHash: string }

/** Uploads the verified local set: files the store lacks, then the manifest. */
export async function publish(outDir: string, store: Store, onProgress?: (p: TransferProgress) => void): Promise<PublishSummary> {
  const dir = resolve(outDir);
  const manifest = readManifest(dir);
  if (!manifest) throw new StoreError(`${dir}: no manifest to publish`);
  const problems = verifyManifestFiles(dir, manifest);
  if (problems.length) throw new StoreError(`refusing to publish, local files do not verify: ${problems.slice(0, 3).join('; ')}`);
  const files = filesOf(store, manifest);
  let uploaded = 0, present = 0, bytes = 0;
  await eachLimited(files, 4, async (f) => {
    const body = readFileSync(join(dir, f.path));
    if (await alreadyStored(store, f, body.length)) present++;
    else {
      await store.client.send(new PutObjectCommand({ Bucket: store.bucket, Key: f.key, Body: body, Metadata: { sha256: f.sha256 } }));
      uploaded++;
      bytes += body.length;
    }
    onProgress?.({ done: uploaded + present, total: files.length, bytes });
  });
  await store.client.send(new PutObjectCommand({
    Bucket: store.bucket, Key: manifestKey(store), Body: readFileSync(join(dir, MANIFEST_FILE)), ContentType: 'application/json',
  }));
  return { uploaded, present, bytes, manifestHash: manifest.hash };
}

/** Only paths the build itself writes: a manifest cannot make sync write outside its directory. */
function assertSafePath(path: string): void {
  const ok = path === ACCURACY_FILE || /^(?:global|city|rashifal)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/.test(path);
  if (!ok || path.split('/').includes('..')) throw new StoreError(`manifest names an unsafe path: ${path}`);
}

/** Streams an object to a temp file beside its destination, hashing it; renamed into place only if it verifies. */
async function download(store: Store, dir: string, f: FileToMove): Promise<number> {
  const finalPath = join(dir, f.path);
  mkdirSync(dirname(finalPath), { recursive: true });
  const tmp = tempPathBeside(dirname(finalPath), 'download');
  try {
    const got = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: f.key }));
    const hash = createHash('sha256');
    const out = createWriteStream(tmp);
    let bytes = 0;
    for await (const chunk of got.Body as Readable) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
    const sha = hash.digest('hex');
    if (sha !== f.sha256 || (f.bytes !== undefined && bytes !== f.bytes)) {
      throw new StoreError(`${f.key}: sha256 mismatch (got ${sha.slice(0, 16)}…, ${bytes} bytes; manifest says ${f.sha256.slice(0, 16)}…): not installed`);
    }
    publishFile(tmp, finalPath);
    return bytes;
  } finally {
    if (existsSync(tmp)) unlinkSync(tmp);
  }
}

async function fetchManifest(store: Store): Promise<{ manifest: Manifest; text: string }> {
  const key = manifestKey(store);
  let text: string;
  try {
    const got = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
    text = await (got.Body as { transformToString(): Promise<string> }).transformToString();
  } catch (error) {
    if (isNotFound(error)) throw new StoreError(`s3://${store.bucket}/${key}: no manifest published`);
    throw error;
  }
  return { manifest: parseManifest(text, `s3://${store.bucket}/${key}`), text };
}

export interface SyncSummary { readonly downloaded: number; readonly kept: number; readonly bytes: number; readonly switched: boolean; readonly manifestHash: string }

/** Makes `outDir` hold the store's current manifest and everything it names, or leaves it as it was. */
export async function sync(outDir: string, store: Store, onProgress?: (p: TransferProgress) => void): Promise<SyncSummary> {
  const dir = resolve(outDir);
  const { manifest, text } = await fetchManifest(store);
  mkdirSync(dir, { recursive: true });
  const lock = await lockShardDir(dir, 'sync');
  try {
    let current: Manifest | null = null;
    try { current = readManifest(dir); } catch { current = null; }
    const files = filesOf(store, manifest);
    for (const f of files) assertSafePath(f.path);
    let downloaded = 0, kept = 0, bytes = 0;
    await eachLimited(files, 4, async (f) => {
      if (fileVerifies(dir, f)) kept++;
      else {
        const got = await download(store, dir, f);
        bytes += got;
        downloaded++;
      }
      onProgress?.({ done: downloaded + kept, total: files.length, bytes });
    });
    const switched = current?.hash !== manifest.hash;
    if (switched) writeFileAtomic(dir, MANIFEST_FILE, text);
    pruneOutDir(dir, new Set([...manifest.shards, ...(current?.shards ?? [])].map((s) => s.path)));
    return { downloaded, kept, bytes, switched, manifestHash: manifest.hash };
  } finally {
    lock.release();
  }
}
