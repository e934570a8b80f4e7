// What a job's output depends on, as hashes: the engine and table files its code reaches through
// value imports (so a table only a festival rule reads rebuilds only the city jobs), and all of tables/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256Hex } from './shard-file.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Static imports and re-exports that are not type-only, dynamic imports and side-effect imports.
const VALUE_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Relative specifiers of the value imports of a source text. */
export function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const m of stripComments(source).matchAll(VALUE_IMPORT)) {
    const spec = (m[1] ?? m[2] ?? m[3]) as string;
    if (spec.startsWith('.')) found.push(spec);
  }
  return found;
}

const toPosix = (p: string) => p.split(sep).join('/');

/** Every repository file reachable from `entries` (paths relative to `rootDir`) through relative value imports. */
export function sourceClosure(rootDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const stack = entries.map((e) => resolve(rootDir, e));
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.[cm]?[jt]s$/.test(file)) continue;
    for (const spec of valueImports(readFileSync(file, 'utf8'))) stack.push(resolve(dirname(file), spec));
  }
  return [...seen].map((f) => toPosix(relative(rootDir, f))).sort();
}

/** sha256 (hex) over the sorted paths and their contents: renaming or editing any file changes it. */
export function hashFiles(rootDir: string, paths: readonly string[]): string {
  const parts: string[] = [];
  for (const p of [...paths].sort()) parts.push(p, '\0', readFileSync(join(rootDir, p), 'utf8'), '\0');
  return sha256Hex(parts.join(''));
}

function filesUnder(rootDir: string, dir: string): string[] {
  const out: string[] = [];
  const abs = join(rootDir, dir);
  for (const name of readdirSync(abs).sort()) {
    const rel = `${dir}/${name}`;
    if (statSync(join(rootDir, rel)).isDirectory()) out.push(...filesUnder(rootDir, rel));
    else if (!/\.test\.[cm]?[jt]s$/.test(name)) out.push(rel);
  }
  return out;
}

/** `sha256:` digest of every file under tables/ (tests excluded): recorded in the manifest. */
export function tablesHash(rootDir: string = REPO_ROOT): string {
  return `sha256:${hashFiles(rootDir, filesUnder(rootDir, 'tables'))}`;
}

/** Hash of the code and tables a job kind runs, from its entry modules. */
export function codeHash(rootDir: string, entries: readonly string[]): string {
  return hashFiles(rootDir, sourceClosure(rootDir, entries));
}

/** sha256 (hex) of a value's canonical JSON (object keys sorted at every level). */
export function canonicalHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .filter((k) => record[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
