// What queue workers keep in the object store besides the shards: a done-marker per job (its manifest row, under
// `<prefix>jobs/<inputs_hash>.json`), written after the shard itself, so a run that stops half-way (a failed job, a
// lost Redis) is resumed by enqueueing again: those jobs are not run twice. Shards go to their content address as
// `publish` puts them; a job's input shard is fetched into the worker's own cache and verified.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestShard } from '../manifest.ts';
import { download, eachLimited, getTextOrNull, putContent, shardKey, type Store } from '../object-store.ts';
import { sha256Hex } from '../shard-file.ts';
import { fileVerifies } from '../manifest.ts';

export const markerKey = (store: Store, inputsHash: string) => `${store.prefix}jobs/${inputsHash}.json`;

const signalOf = (store: Store) => AbortSignal.timeout(store.timeouts.deadlineMs);

export async function readMarker(store: Store, inputsHash: string): Promise<ManifestShard | null> {
  const text = await getTextOrNull(store, markerKey(store, inputsHash), signalOf(store));
  if (text === null) return null;
  try {
    const row = JSON.parse(text) as ManifestShard;
    return row.inputs_hash === inputsHash && typeof row.sha256 === 'string' ? row : null;
  } catch {
    return null; // a marker is only a shortcut: an unreadable one means the job runs again
  }
}

/** The markers of these inputs hashes that exist, by inputs hash (eight requests at a time). */
export async function readMarkers(store: Store, inputsHashes: readonly string[]): Promise<Map<string, ManifestShard>> {
  const found = new Map<string, ManifestShard>();
  await eachLimited(inputsHashes, 8, signalOf(store), async (hash) => {
    const row = await readMarker(store, hash);
    if (row) found.set(hash, row);
  });
  return found;
}

/** Uploads the shard at `dir/row.path` to its content address, then its marker (the marker implies the shard). */
export async function storeShard(store: Store, dir: string, row: ManifestShard): Promise<void> {
  const signal = signalOf(store);
  const body = readFileSync(join(dir, row.path));
  await putContent(store, { path: row.path, key: shardKey(store, row.sha256), sha256: row.sha256 }, body, signal);
  const marker = Buffer.from(`${JSON.stringify(row)}\n`);
  await putContent(
    store,
    { path: '', key: markerKey(store, row.inputs_hash), sha256: sha256Hex(marker) },
    marker,
    signal,
  );
}

/** A stored shard in `cacheDir` (downloaded once, sha256 verified), by absolute path. */
export class InputCache {
  private readonly pending = new Map<string, Promise<string>>();

  private readonly store: Store;
  private readonly cacheDir: string;

  constructor(store: Store, cacheDir: string) {
    this.store = store;
    this.cacheDir = cacheDir;
  }

  path(row: ManifestShard): Promise<string> {
    let p = this.pending.get(row.sha256);
    if (!p) {
      p = this.fetch(row);
      this.pending.set(row.sha256, p);
      p.catch(() => this.pending.delete(row.sha256));
    }
    return p;
  }

  private async fetch(row: ManifestShard): Promise<string> {
    const path = join(this.cacheDir, row.path);
    if (!(existsSync(path) && fileVerifies(this.cacheDir, row))) {
      const f = { path: row.path, key: shardKey(this.store, row.sha256), sha256: row.sha256, bytes: row.bytes };
      await download(this.store, this.cacheDir, f, signalOf(this.store));
    }
    return path;
  }
}
