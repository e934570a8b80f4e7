// Which test files `npm test` runs, and how they are split between the uvu processes that run side by side.
//
// The files are found here rather than by uvu's own walk: uvu's `-i` patterns are unanchored regexes tested against
// every path, so the `-i var` and `-i dist` the test command once passed also dropped every file whose path merely
// contains those letters (vargas, ashtakavarga, varint, edit-distance: eight files that never ran).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Top-level folders that hold no suites of ours: generated output and run-time data. */
const SKIPPED_TOP = new Set(['dist', 'var']);
/** Folders skipped at any depth. */
const SKIPPED_ANYWHERE = new Set(['node_modules', '.git']);

/** Every file under `dir` whose path relative to it matches `pattern`, sorted as uvu sorts them. */
export function testFiles(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(dir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (SKIPPED_ANYWHERE.has(entry.name) || (!relative && SKIPPED_TOP.has(entry.name))) continue;
        walk(path);
      } else if (entry.isFile() && pattern.test(path)) found.push(path);
    }
  };
  walk('');
  return found.sort((a, b) => a.localeCompare(b));
}

/**
 * `files` dealt round-robin into `jobs` shards. The slow suites (a server started with `npm start`, a browser)
 * sit together in test/http and test/pipeline; dealing the sorted list spreads them over the shards.
 */
export function shardsOf(files: readonly string[], jobs: number): string[][] {
  const shards = Array.from({ length: Math.max(1, Math.min(jobs, files.length)) }, () => [] as string[]);
  for (const [i, file] of files.entries()) shards[i % shards.length]!.push(file);
  return shards;
}

/** A pattern (for uvu, which compiles it case-insensitively) that matches exactly these paths. */
export function exactPattern(files: readonly string[]): string {
  return `^(?:${files.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;
}

/** uvu's totals in one process's output: how many tests ran and passed. */
export function totalsOf(plainOutput: string): { total: number; passed: number } | null {
  const total = plainOutput.match(/^\s+Total:\s+(\d+)/m);
  const passed = plainOutput.match(/^\s+Passed:\s+(\d+)/m);
  return total && passed ? { total: Number(total[1]), passed: Number(passed[1]) } : null;
}
