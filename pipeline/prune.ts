// After a manifest swap: remove shard files neither the new nor the previous manifest names, and temp files
// of interrupted runs. A serving reader opens every file of a generation when it switches to it and keeps them
// open, so deleting a file it still uses is harmless (the open descriptor keeps it readable); keeping the
// previous generation too lets a reader that is opening it right now finish.
import { existsSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ACCURACY_DIR, ACCURACY_FILE } from './manifest.ts';
import { SHARD_KINDS, TEMP_PREFIX } from './shard-file.ts';

/** Folders holding content-named files of generations. */
export const SHARD_DIRS = [...Object.values(SHARD_KINDS).map((k) => k.dir), ACCURACY_DIR] as const;

function walk(root: string, rel: string, out: string[]): void {
  for (const name of readdirSync(join(root, rel))) {
    const child = `${rel}/${name}`;
    if (statSync(join(root, child)).isDirectory()) walk(root, child, out);
    else out.push(child);
  }
}

/** Deletes unreferenced files under the shard folders, temp files at the top and an accuracy manifest under the
 * fixed name of older builds that no kept manifest names; returns how many. */
export function pruneOutDir(outDir: string, keep: ReadonlySet<string>): number {
  const files: string[] = [];
  for (const dir of SHARD_DIRS) if (existsSync(join(outDir, dir))) walk(outDir, dir, files);
  const doomed = files.filter((f) => !keep.has(f));
  if (existsSync(outDir)) for (const name of readdirSync(outDir)) if (name.startsWith(TEMP_PREFIX)) doomed.push(name);
  if (existsSync(join(outDir, ACCURACY_FILE)) && !keep.has(ACCURACY_FILE)) doomed.push(ACCURACY_FILE);
  for (const f of doomed) {
    try {
      unlinkSync(join(outDir, f));
    } catch {
      /* removed meanwhile */
    }
  }
  return doomed.length;
}
