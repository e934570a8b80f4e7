// After a manifest swap: remove shard files neither the new nor the previous manifest names (the
// previous generation stays for readers still on it), and temp files of interrupted runs.
import { existsSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { SHARD_KINDS, TEMP_PREFIX } from './shard-file.ts';

const SHARD_DIRS = Object.values(SHARD_KINDS).map((k) => k.dir);

function walk(root: string, rel: string, out: string[]): void {
  for (const name of readdirSync(join(root, rel))) {
    const child = `${rel}/${name}`;
    if (statSync(join(root, child)).isDirectory()) walk(root, child, out);
    else out.push(child);
  }
}

/** Deletes unreferenced files under the shard folders and temp files at the top; returns how many. */
export function pruneOutDir(outDir: string, keep: ReadonlySet<string>): number {
  const files: string[] = [];
  for (const dir of SHARD_DIRS) if (existsSync(join(outDir, dir))) walk(outDir, dir, files);
  const doomed = files.filter((f) => !keep.has(f));
  if (existsSync(outDir)) for (const name of readdirSync(outDir)) if (name.startsWith(TEMP_PREFIX)) doomed.push(name);
  for (const f of doomed) {
    try { unlinkSync(join(outDir, f)); } catch { /* removed meanwhile */ }
  }
  return doomed.length;
}
