// The last step of a run: the manifest from the rows of the carried and the built shards, in plan order, put last
// (the switch, signed when a key is configured), then announced on Redis so the gateway's replicas sync within
// seconds. A run that changes nothing leaves the published manifest as it is.
import { buildAccuracyManifest, type AccuracySource } from '../accuracy-manifest.ts';
import { manifestBody, type PlanHeader } from '../build.ts';
import {
  accuracyPathOf,
  manifestText,
  parseManifest,
  sameContent,
  withHash,
  type Manifest,
  type ManifestFileRef,
  type ManifestShard,
} from '../manifest.ts';
import type { SigningKey } from '../manifest-signature.ts';
import { accuracyKey, getTextOrNull, manifestKey, putContent, putManifestText, type Store } from '../object-store.ts';
import { sha256Hex } from '../shard-file.ts';

const signalOf = (store: Store) => AbortSignal.timeout(store.timeouts.deadlineMs);

/** The store's current manifest, or null when none was published yet. */
export async function publishedManifest(store: Store): Promise<Manifest | null> {
  const text = await getTextOrNull(store, manifestKey(store), signalOf(store));
  return text === null ? null : parseManifest(text, `s3://${store.bucket}/${manifestKey(store)}`);
}

/** The accuracy manifest for this run: the published one while its inputs are unchanged, else measured and stored. */
export async function accuracyForRun(
  store: Store,
  source: AccuracySource | undefined,
  published: Manifest | null,
  engineVersion: string,
  nowMs: number,
): Promise<ManifestFileRef | null> {
  if (!source) return null;
  const old = published?.accuracy;
  if (old && old.inputs_hash === source.inputsHash) return old;
  const text = `${JSON.stringify(buildAccuracyManifest(source.measure(), engineVersion, nowMs), null, 2)}\n`;
  const sha256 = sha256Hex(text);
  const path = accuracyPathOf(sha256);
  await putContent(store, { path, key: accuracyKey(store, sha256), sha256 }, Buffer.from(text), signalOf(store));
  return { path, sha256, inputs_hash: source.inputsHash };
}

export interface RunOutcome {
  readonly manifestHash: string;
  readonly switched: boolean;
}

export async function publishRun(
  store: Store,
  run: {
    header: PlanHeader;
    keys: readonly string[];
    rows: readonly ManifestShard[];
    accuracy: ManifestFileRef | null;
    nowMs: number;
  },
  signingKey: SigningKey | undefined,
  announce: (hash: string) => Promise<void>,
): Promise<RunOutcome> {
  const byKey = new Map(run.rows.map((r) => [r.key, r]));
  const shards = run.keys.map((key) => {
    const row = byKey.get(key);
    if (!row) throw new Error(`the run has no shard for ${key}`);
    return row;
  });
  const published = await publishedManifest(store);
  const body = manifestBody(run.header, shards, run.accuracy, run.nowMs);
  if (published && sameContent(published, body)) return { manifestHash: published.hash, switched: false };
  const manifest = withHash(body);
  await putManifestText(store, manifestText(body, manifest.hash), signingKey, signalOf(store));
  await announce(manifest.hash);
  return { manifestHash: manifest.hash, switched: true };
}
