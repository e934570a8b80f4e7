// Publish and sync through any S3-compatible store. Shards and the accuracy manifest go under
// content-addressed keys; the manifest goes last and is the switch. Sync fetches a manifest and only
// the files it lacks, verifies every sha256 (a mismatch is an error, never served) and swaps atomically.
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { createHash, type KeyObject } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { addAbortSignal, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { lockShardDir } from './process-lock.ts';
import {
  ACCURACY_FILE,
  MANIFEST_FILE,
  fileVerifies,
  generationPaths,
  parseManifest,
  readManifest,
  verifyManifestFiles,
  writeFileAtomic,
  type Manifest,
} from './manifest.ts';
import { signManifestText, verifyManifestText, type SigningKey } from './manifest-signature.ts';
import { pruneOutDir } from './prune.ts';
import { publishFile, tempPathBeside } from './shard-file.ts';

export interface StoreTimeouts {
  /** A request whose socket stays idle this long fails (and is retried). */
  readonly idleMs: number;
  /** Attempts per request, the first included; the SDK's standard retry mode backs off exponentially with jitter. */
  readonly attempts: number;
  /** The whole publish or sync gives up after this long, with a clear error, its lock released. */
  readonly deadlineMs: number;
}

export const DEFAULT_TIMEOUTS: StoreTimeouts = { idleMs: 30_000, attempts: 4, deadlineMs: 30 * 60_000 };

export interface StoreConfig {
  readonly bucket: string;
  /** Key prefix, '' or ending in '/'. */
  readonly prefix: string;
  readonly endpoint?: string;
  readonly region: string;
  readonly forcePathStyle: boolean;
  readonly timeouts: StoreTimeouts;
}

export interface Store {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  readonly timeouts: StoreTimeouts;
}

export class StoreError extends Error {}

function positiveNumber(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new StoreError(`${name} must be a positive number, got "${raw}"`);
  return n;
}

/** Timeouts from PIPELINE_S3_TIMEOUT and PIPELINE_S3_DEADLINE (seconds) and PIPELINE_S3_ATTEMPTS. */
function timeoutsFrom(
  env: Readonly<Record<string, string | undefined>>,
  given: Partial<StoreTimeouts> = {},
): StoreTimeouts {
  const seconds = (name: string) => {
    const n = positiveNumber(env[name], name);
    return n === undefined ? undefined : n * 1000;
  };
  const attempts = positiveNumber(env.PIPELINE_S3_ATTEMPTS, 'PIPELINE_S3_ATTEMPTS');
  if (attempts !== undefined && !Number.isInteger(attempts))
    throw new StoreError(`PIPELINE_S3_ATTEMPTS must be a whole number, got "${env.PIPELINE_S3_ATTEMPTS}"`);
  return {
    idleMs: given.idleMs ?? seconds('PIPELINE_S3_TIMEOUT') ?? DEFAULT_TIMEOUTS.idleMs,
    attempts: given.attempts ?? attempts ?? DEFAULT_TIMEOUTS.attempts,
    deadlineMs: given.deadlineMs ?? seconds('PIPELINE_S3_DEADLINE') ?? DEFAULT_TIMEOUTS.deadlineMs,
  };
}

/** The store's settings: explicit values first, then the usual AWS variables (credentials come from the SDK's chain). */
export function storeConfig(
  env: Readonly<Record<string, string | undefined>>,
  given: Partial<Omit<StoreConfig, 'timeouts'>> & { timeouts?: Partial<StoreTimeouts> } = {},
): StoreConfig {
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
    timeouts: timeoutsFrom(env, given.timeouts),
  };
}

export function openStore(config: StoreConfig): Store {
  const { idleMs, attempts } = config.timeouts;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Integrity is ours (sha256 of every file); optional checksum headers trip some S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK's own settings: an idle socket (no byte either way, headers or body) fails with TimeoutError,
    // which the standard retry mode retries with exponential backoff and jitter, `attempts` times in all.
    requestHandler: { connectionTimeout: Math.min(idleMs, 5_000), socketTimeout: idleMs },
    maxAttempts: attempts,
    retryMode: 'standard',
  });
  return { client, bucket: config.bucket, prefix: config.prefix, timeouts: config.timeouts };
}

export const shardKey = (store: Store, sha256: string) => `${store.prefix}shards/${sha256}.sqlite`;
export const accuracyKey = (store: Store, sha256: string) => `${store.prefix}files/${sha256}.json`;
export const manifestKey = (store: Store) => `${store.prefix}${MANIFEST_FILE}`;
/** User metadata of the manifest object (x-amz-meta-*): the Ed25519 signature and the id of its key. */
export const SIGNATURE_META = 'ed25519-signature';
export const SIGNATURE_KEY_META = 'ed25519-key-id';

export const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** The store's failure as a message naming the object, for the ones an operator acts on. */
function describe(store: Store, key: string, error: unknown): Error {
  const where = `s3://${store.bucket}/${key}`;
  if (isNotFound(error)) return new StoreError(`${where}: no such object in the store`);
  if ((error as Error).name === 'TimeoutError') {
    return new StoreError(
      `${where}: the store did not answer (${store.timeouts.attempts} attempts, each given up after ${store.timeouts.idleMs / 1000} s idle)`,
    );
  }
  if (error instanceof StoreError || (error as Error).name === 'AbortError') return error as Error;
  const code = (error as { code?: string }).code;
  return new StoreError(
    `${where}: ${(error as Error).message}${code && !(error as Error).message.includes(code) ? ` (${code})` : ''}`,
  );
}

/** Sends a command for `key` under the run's signal, with errors that name the key. */
export async function send<T>(
  store: Store,
  key: string,
  signal: AbortSignal,
  command: GetObjectCommand | PutObjectCommand,
): Promise<T> {
  try {
    // One call site for both commands: the SDK's per-command overloads do not accept their union.
    return (await store.client.send(command as GetObjectCommand, { abortSignal: signal })) as T;
  } catch (error) {
    throw describe(store, key, error);
  }
}

export interface FileToMove {
  readonly path: string;
  readonly key: string;
  readonly sha256: string;
  readonly bytes?: number;
}

/** True when the store already holds this content under its key (same size and recorded sha256). */
export async function alreadyStored(store: Store, f: FileToMove, size: number, signal: AbortSignal): Promise<boolean> {
  try {
    const head = await store.client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: f.key }), {
      abortSignal: signal,
    });
    return head.ContentLength === size && head.Metadata?.sha256 === f.sha256;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw describe(store, f.key, error);
  }
}

export interface TransferProgress {
  readonly done: number;
  readonly total: number;
  readonly bytes: number;
}

function filesOf(store: Store, m: Manifest): FileToMove[] {
  const files: FileToMove[] = m.shards.map((s) => ({
    path: s.path,
    key: shardKey(store, s.sha256),
    sha256: s.sha256,
    bytes: s.bytes,
  }));
  if (m.accuracy)
    files.push({ path: m.accuracy.path, key: accuracyKey(store, m.accuracy.sha256), sha256: m.accuracy.sha256 });
  return files;
}

/**
 * Runs `work` over `items`, at most `limit` at a time. The first failure stops the run: no lane takes another
 * item, transfers in flight are aborted through the signal, and that first error is what rejects.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  parent: AbortSignal,
  work: (item: T, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const failed = new AbortController();
  const signal = AbortSignal.any([parent, failed.signal]);
  let next = 0;
  let first: { error: unknown } | null = null;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!signal.aborted && next < items.length) {
      try {
        await work(items[next++], signal);
      } catch (error) {
        first ??= { error };
        failed.abort(error);
      }
    }
  });
  await Promise.all(lanes);
  if (first) throw (first as { error: unknown }).error;
  parent.throwIfAborted();
}

/** Runs a publish or sync under the store's overall deadline, turning its expiry into one clear error. */
export async function withDeadline<T>(
  store: Store,
  what: string,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = AbortSignal.timeout(store.timeouts.deadlineMs);
  try {
    return await run(signal);
  } catch (error) {
    if (!signal.aborted) throw error;
    throw new StoreError(
      `${what} gave up at its ${store.timeouts.deadlineMs / 1000} s deadline: s3://${store.bucket}/${store.prefix} stopped answering; ${what === 'sync' ? 'the local manifest was not switched' : 'the published manifest was not switched'}`,
    );
  }
}

/** Uploads `body` under `f.key` unless the store already holds that content there; true when it was uploaded. */
export async function putContent(store: Store, f: FileToMove, body: Buffer, signal: AbortSignal): Promise<boolean> {
  if (await alreadyStored(store, f, body.length, signal)) return false;
  await send(
    store,
    f.key,
    signal,
    new PutObjectCommand({ Bucket: store.bucket, Key: f.key, Body: body, Metadata: { sha256: f.sha256 } }),
  );
  return true;
}

/** Puts the manifest text (the switch), signed when a key is given; returns the signing key's id or null. */
export async function putManifestText(
  store: Store,
  text: string,
  signingKey: SigningKey | undefined,
  signal: AbortSignal,
): Promise<string | null> {
  // The signature rides on the manifest object itself, so the switch stays one atomic PUT.
  const signed = signingKey ? signManifestText(text, signingKey) : null;
  await send(
    store,
    manifestKey(store),
    signal,
    new PutObjectCommand({
      Bucket: store.bucket,
      Key: manifestKey(store),
      Body: text,
      ContentType: 'application/json',
      ...(signed && { Metadata: { [SIGNATURE_META]: signed.signature, [SIGNATURE_KEY_META]: signed.keyId } }),
    }),
  );
  return signed?.keyId ?? null;
}

/** A small object's text, or null when the store has no such object. */
export async function getTextOrNull(store: Store, key: string, signal: AbortSignal): Promise<string | null> {
  try {
    const got = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }), {
      abortSignal: signal,
    });
    return await (got.Body as { transformToString(): Promise<string> }).transformToString();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw describe(store, key, error);
  }
}

export interface PublishOptions {
  readonly onProgress?: (p: TransferProgress) => void;
  /** Signs the manifest (Ed25519); its signature travels with the manifest object as metadata. */
  readonly signingKey?: SigningKey;
}

export interface PublishSummary {
  readonly uploaded: number;
  readonly present: number;
  readonly bytes: number;
  readonly manifestHash: string;
  readonly signedBy: string | null;
}

/** Uploads the verified local set: files the store lacks, then the (signed) manifest. */
export async function publish(outDir: string, store: Store, options: PublishOptions = {}): Promise<PublishSummary> {
  const dir = resolve(outDir);
  const manifest = readManifest(dir);
  if (!manifest) throw new StoreError(`${dir}: no manifest to publish`);
  const problems = verifyManifestFiles(dir, manifest);
  if (problems.length)
    throw new StoreError(`refusing to publish, local files do not verify: ${problems.slice(0, 3).join('; ')}`);
  return withDeadline(store, 'publish', async (signal) => {
    const files = filesOf(store, manifest);
    let uploaded = 0,
      present = 0,
      bytes = 0;
    await eachLimited(files, 4, signal, async (f, laneSignal) => {
      const body = readFileSync(join(dir, f.path));
      if (await putContent(store, f, body, laneSignal)) {
        uploaded++;
        bytes += body.length;
      } else present++;
      options.onProgress?.({ done: uploaded + present, total: files.length, bytes });
    });
    const text = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
    const signedBy = await putManifestText(store, text, options.signingKey, signal);
    return { uploaded, present, bytes, manifestHash: manifest.hash, signedBy };
  });
}

/** Only paths the build itself writes: a manifest cannot make sync write outside its directory. */
function assertSafePath(path: string): void {
  const ok =
    path === ACCURACY_FILE || /^(?:global|city|rashifal|accuracy)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/.test(path);
  if (!ok || path.split('/').includes('..')) throw new StoreError(`manifest names an unsafe path: ${path}`);
}

/** Streams an object to a temp file beside its destination, hashing it; renamed into place only if it verifies. */
export async function download(store: Store, dir: string, f: FileToMove, signal: AbortSignal): Promise<number> {
  const finalPath = join(dir, f.path);
  mkdirSync(dirname(finalPath), { recursive: true });
  const tmp = tempPathBeside(dirname(finalPath), 'download');
  try {
    const got = await send<GetObjectCommandOutput>(
      store,
      f.key,
      signal,
      new GetObjectCommand({ Bucket: store.bucket, Key: f.key }),
    );
    const hash = createHash('sha256');
    const out = createWriteStream(tmp);
    let bytes = 0;
    try {
      for await (const chunk of addAbortSignal(signal, got.Body as Readable)) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
        if (!out.write(chunk)) await once(out, 'drain');
      }
    } catch (error) {
      // The SDK retries requests, not a body that stalls after the headers: that fails this sync (the next resumes).
      if ((error as Error).name !== 'TimeoutError') throw error;
      throw new StoreError(
        `s3://${store.bucket}/${f.key}: the store stopped sending mid-object (given up after ${store.timeouts.idleMs / 1000} s idle)`,
      );
    } finally {
      out.end();
      await finished(out);
    }
    const sha = hash.digest('hex');
    if (sha !== f.sha256 || (f.bytes !== undefined && bytes !== f.bytes)) {
      throw new StoreError(
        `${f.key}: sha256 mismatch (got ${sha.slice(0, 16)}…, ${bytes} bytes; manifest says ${f.sha256.slice(0, 16)}…): not installed`,
      );
    }
    publishFile(tmp, finalPath);
    return bytes;
  } finally {
    if (existsSync(tmp)) unlinkSync(tmp);
  }
}

export interface SyncOptions {
  readonly onProgress?: (p: TransferProgress) => void;
  /** Public keys by id: when given, a manifest without a valid signature by one of them is refused. */
  readonly trustedKeys?: ReadonlyMap<string, KeyObject>;
}

export async function fetchManifest(
  store: Store,
  signal: AbortSignal,
  trustedKeys: SyncOptions['trustedKeys'],
): Promise<{ manifest: Manifest; text: string; verifiedBy: string | null }> {
  const key = manifestKey(store);
  const where = `s3://${store.bucket}/${key}`;
  let got: GetObjectCommandOutput;
  try {
    got = await send<GetObjectCommandOutput>(
      store,
      key,
      signal,
      new GetObjectCommand({ Bucket: store.bucket, Key: key }),
    );
  } catch (error) {
    if (error instanceof StoreError && /no such object/.test(error.message))
      throw new StoreError(`${where}: no manifest published`);
    throw error;
  }
  const text = await (got.Body as { transformToString(): Promise<string> }).transformToString();
  const signature = got.Metadata?.[SIGNATURE_META];
  const keyId = got.Metadata?.[SIGNATURE_KEY_META];
  if (trustedKeys?.size) verifyManifestText(text, signature && keyId ? { signature, keyId } : null, trustedKeys, where);
  return { manifest: parseManifest(text, where), text, verifiedBy: trustedKeys?.size ? (keyId ?? null) : null };
}

export interface SyncSummary {
  readonly downloaded: number;
  readonly kept: number;
  readonly bytes: number;
  readonly switched: boolean;
  readonly manifestHash: string;
  /** The trusted key whose signature was checked, or null when no key is configured. */
  readonly verifiedBy: string | null;
}

/** Makes `outDir` hold the store's current manifest and everything it names, or leaves it as it was. */
export function sync(outDir: string, store: Store, options: SyncOptions = {}): Promise<SyncSummary> {
  const dir = resolve(outDir);
  return withDeadline(store, 'sync', async (signal) => {
    const { manifest, text, verifiedBy } = await fetchManifest(store, signal, options.trustedKeys);
    const files = filesOf(store, manifest);
    for (const f of files) assertSafePath(f.path);
    mkdirSync(dir, { recursive: true });
    const lock = await lockShardDir(dir, 'sync');
    try {
      let current: Manifest | null = null;
      try {
        current = readManifest(dir);
      } catch {
        current = null;
      }
      let downloaded = 0,
        kept = 0,
        bytes = 0;
      await eachLimited(files, 4, signal, async (f, laneSignal) => {
        if (fileVerifies(dir, f)) kept++;
        else {
          bytes += await download(store, dir, f, laneSignal);
          downloaded++;
        }
        options.onProgress?.({ done: downloaded + kept, total: files.length, bytes });
      });
      // Every file of the generation is in place and verified: the manifest's rename is the one switch.
      const switched = current?.hash !== manifest.hash;
      if (switched) writeFileAtomic(dir, MANIFEST_FILE, text);
      pruneOutDir(dir, new Set([...generationPaths(manifest), ...generationPaths(current)]));
      return { downloaded, kept, bytes, switched, manifestHash: manifest.hash, verifiedBy };
    } finally {
      lock.release();
    }
  });
}
