// Shared helpers of the pipeline suites: temp folders, file listings, and tiny plans that build in a second.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePlan, type PlanOptions } from '../../pipeline/plan.ts';

export function tempDir(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `pipeline-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `fn` with a fresh temp folder, removed afterwards whatever happens. */
export async function inTempDir<T>(label: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const t = tempDir(label);
  try {
    return await fn(t.dir);
  } finally {
    t.remove();
  }
}

/** Every file under `dir`, relative and `/`-separated, sorted. */
export function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(dir, rel)).sort()) {
    const child = rel ? `${rel}/${name}` : name;
    if (statSync(join(dir, child)).isDirectory()) out.push(...listFiles(dir, child));
    else out.push(child);
  }
  return out;
}

export const fileBytes = (dir: string, rel: string): Buffer => readFileSync(join(dir, rel));

/** A plan of a few cities over a few days: one global job per year, a handful of city blocks. */
export function tinyPlan(overrides: Partial<PlanOptions> = {}) {
  return makePlan({ from: '2025-12-20', to: '2025-12-31', cities: 'top:5', blockSize: 2, ...overrides });
}

/** Leftovers that must never sit beside shards: SQLite journals and our temp files. */
export const strayFiles = (files: readonly string[]) =>
  files.filter((f) => /-(?:wal|shm|journal)$|(?:^|\/)\.tmp-/.test(f));
