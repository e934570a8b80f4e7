// manifest.json: every shard with its sha256, and the manifest's own hash. Written last and atomically.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ProfileId } from '../engine/astro/conventions.ts';
import { hashFile, publishFile, sha256Hex, tempPathBeside, type ShardKind } from './shard-file.ts';

export const MANIFEST_FILE = 'manifest.json';
/** Where manifests before content-named accuracy files put it (still read when a manifest names it). */
export const ACCURACY_FILE = 'accuracy-manifest.json';
export const ACCURACY_DIR = 'accuracy';

/** The accuracy manifest's path: named by its content, so a new one never replaces the one a served manifest names. */
export const accuracyPathOf = (sha256: string) => `${ACCURACY_DIR}/accuracy-manifest-${sha256.slice(0, 16)}.json`;
export const MANIFEST_SCHEMA_VERSION = 1;

export interface ManifestShard {
  /** Relative to the directory holding the manifest, `/`-separated. */
  readonly path: string;
  /** The job that made it (`global/2025`, `city/2025/b0003`). */
  readonly key: string;
  readonly kind: ShardKind;
  readonly year: number;
  readonly first_city: string | null;
  readonly last_city: string | null;
  readonly rows: number;
  readonly bytes: number;
  /** Hex sha256 of the file. */
  readonly sha256: string;
  readonly inputs_hash: string;
  /** The calculation profile of a global or city shard (issue #31); manifests before it hold the default only. */
  readonly profile?: ProfileId;
}

export interface ManifestFileRef {
  readonly path: string;
  readonly sha256: string;
  readonly inputs_hash: string;
}

export interface ManifestBody {
  readonly schema_version: number;
  readonly generated_at: string;
  readonly engine_version: string;
  readonly shard_format: number;
  readonly tables_hash: string;
  readonly tz_version: string;
  readonly window: { readonly from: string; readonly to: string };
  readonly cities: string;
  readonly city_count: number;
  readonly block_size: number;
  readonly accuracy: ManifestFileRef | null;
  readonly shards: readonly ManifestShard[];
}

export interface Manifest extends ManifestBody {
  readonly hash: string;
}

/** `sha256:` of the body as written (2-space JSON without `hash`): what a reader recomputes to check it. */
export function manifestHash(body: ManifestBody): string {
  return `sha256:${sha256Hex(JSON.stringify(body, null, 2))}`;
}

/** The file text: the body's fields in order, then `hash` last. */
export function manifestText<T extends object>(body: T, hash: string): string {
  return `${JSON.stringify({ ...body, hash }, null, 2)}\n`;
}

export function withHash(body: ManifestBody): Manifest {
  return { ...body, hash: manifestHash(body) };
}

export class ManifestError extends Error {}

/** Parses and checks a manifest's text: a manifest whose hash does not verify is never used. */
export function parseManifest(text: string, where: string): Manifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ManifestError(`${where}: not JSON`);
  }
  const m = parsed as Manifest;
  if (!m || typeof m !== 'object' || m.schema_version !== MANIFEST_SCHEMA_VERSION || !Array.isArray(m.shards)) {
    throw new ManifestError(`${where}: not a schema ${MANIFEST_SCHEMA_VERSION} manifest`);
  }
  const { hash, ...body } = m;
  if (manifestHash(body) !== hash) throw new ManifestError(`${where}: manifest hash does not verify`);
  return m;
}

/** The manifest in `dir`, or null when there is none. A present but invalid one throws. */
export function readManifest(dir: string): Manifest | null {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path)) return null;
  return parseManifest(readFileSync(path, 'utf8'), path);
}

/** Writes `text` to `dir/name` through a temp file and a rename: readers see the old or the new file, never a mix. */
export function writeFileAtomic(dir: string, name: string, text: string): void {
  const path = join(dir, name);
  const tmp = tempPathBeside(dirname(path), basename(path));
  writeFileSync(tmp, text);
  publishFile(tmp, path);
}

export function writeManifest(dir: string, manifest: Manifest): void {
  const { hash, ...body } = manifest;
  writeFileAtomic(dir, MANIFEST_FILE, manifestText(body, hash));
}

/** True when the file at `dir/path` exists with exactly this sha256 and size. */
export function fileVerifies(dir: string, ref: { path: string; sha256: string; bytes?: number }): boolean {
  const path = join(dir, ref.path);
  if (!existsSync(path)) return false;
  const { sha256, bytes } = hashFile(path);
  return sha256 === ref.sha256 && (ref.bytes === undefined || bytes === ref.bytes);
}

/** Every problem of a manifest against the files beside it (empty: all verify). */
export function verifyManifestFiles(dir: string, manifest: Manifest): string[] {
  const problems: string[] = [];
  for (const s of manifest.shards)
    if (!fileVerifies(dir, s)) problems.push(`${s.path}: missing or sha256/bytes mismatch`);
  if (manifest.accuracy && !fileVerifies(dir, manifest.accuracy))
    problems.push(`${manifest.accuracy.path}: missing or sha256 mismatch`);
  return problems;
}

/** Every file a manifest names (shards and the accuracy manifest), relative to its directory. */
export function generationPaths(manifest: Manifest | null): string[] {
  if (!manifest) return [];
  return [...manifest.shards.map((s) => s.path), ...(manifest.accuracy ? [manifest.accuracy.path] : [])];
}

/** Body equality apart from generated_at: a run that changes nothing leaves the manifest untouched. */
export function sameContent(a: ManifestBody, b: ManifestBody): boolean {
  const strip = ({ generated_at: _g, hash: _h, ...rest }: ManifestBody & { hash?: string }) => JSON.stringify(rest);
  return strip(a) === strip(b);
}
