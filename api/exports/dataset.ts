// What the bulk exports offer, read from the shard manifest the API serves: the years an export may ask for (the
// whole years the shards hold, inside the paid public window), the manifest hash an export is made from, and how
// many cities the shards hold. Without a published manifest every city-day is computed live over the public window.
import { manifestStamp } from '../../pipeline/accuracy-manifest.ts';
import { readManifest, type Manifest } from '../../pipeline/manifest.ts';
import { PUBLIC_WINDOW } from '../panchang/limits.ts';

export interface ExportWindow {
  readonly firstYear: number;
  readonly lastYear: number;
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/** Whole years of the manifest's window (a partial first or last year is left out), inside the public window. */
export function exportWindow(manifest: Manifest | null): ExportWindow {
  const publicYears = { firstYear: yearOf(PUBLIC_WINDOW.first), lastYear: yearOf(PUBLIC_WINDOW.last) };
  if (!manifest) return publicYears;
  const { from, to } = manifest.window;
  const first = yearOf(from) + (from.endsWith('-01-01') ? 0 : 1);
  const last = yearOf(to) - (to.endsWith('-12-31') ? 0 : 1);
  return { firstYear: Math.max(first, publicYears.firstYear), lastYear: Math.min(last, publicYears.lastYear) };
}

/** The manifest in `shardsDir`, re-read only when the file changes (a sync or build switches it by a rename). */
export function manifestReader(shardsDir: string): () => Manifest | null {
  let cached: { stamp: string; manifest: Manifest | null } | null = null;
  return () => {
    const stamp = manifestStamp(shardsDir);
    if (cached?.stamp !== stamp) cached = { stamp, manifest: readManifest(shardsDir) };
    return cached.manifest;
  };
}
