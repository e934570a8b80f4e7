// Writing and opening shard files (SHARD-FORMAT.md): built in a temp file with no journal, vacuumed,
// hashed, then renamed to a content-named path, so a crash never leaves a half shard under a real name.
import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Version 2: city shards store festival occurrences (id, instants, note), not ids alone. */
export const SHARD_FORMAT_VERSION = 2;
/** "PCH1": marks a file as a shard of this project. */
export const SHARD_APPLICATION_ID = 0x50434831;
/** Large enough that a city-year row (about 5.6 KB) stays on its B-tree page instead of spilling (SHARD-FORMAT.md). */
export const SHARD_PAGE_SIZE = 32_768;
export const TEMP_PREFIX = '.tmp-';

/** The shard kinds (SHARD-FORMAT.md), defined once: the folder each lives under and the table holding its rows. */
export const SHARD_KINDS = {
  global: { dir: 'global', table: 'array_blob' },
  city: { dir: 'city', table: 'city_year' },
  rashifal: { dir: 'rashifal', table: 'rashifal' },
} as const;
export type ShardKind = keyof typeof SHARD_KINDS;
export type Db = Database.Database;

export interface WrittenShard {
  /** Relative to the output directory, `/`-separated. */
  readonly path: string;
  readonly sha256: string;
  readonly bytes: number;
  readonly rows: number;
}

export const sha256Hex = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');

const META_TABLE = 'CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID';

export interface ShardSpec {
  /** Directory of the shard relative to the output directory (`city/2025`). */
  readonly dir: string;
  /** File name before the content hash (`b0003`). */
  readonly stem: string;
  readonly meta: Readonly<Record<string, string>>;
  /** CREATE statements of the data tables. */
  readonly schema: readonly string[];
  /** Inserts the rows (inside the build transaction) and returns how many. */
  readonly fill: (db: Db) => number;
}

function fsyncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Renames `tmp` onto `finalPath` after flushing it: the name appears only once the bytes are complete. */
export function publishFile(tmp: string, finalPath: string): void {
  fsyncFile(tmp);
  renameSync(tmp, finalPath);
}

export function tempPathBeside(finalDir: string, stem: string): string {
  return join(finalDir, `${TEMP_PREFIX}${stem}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

export function writeShard(outDir: string, spec: ShardSpec): WrittenShard {
  const dir = join(outDir, spec.dir);
  mkdirSync(dir, { recursive: true });
  const tmp = tempPathBeside(dir, spec.stem);
  let rows = 0;
  const db = new Database(tmp);
  try {
    db.pragma(`page_size = ${SHARD_PAGE_SIZE}`);
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma(`user_version = ${SHARD_FORMAT_VERSION}`);
    db.pragma(`application_id = ${SHARD_APPLICATION_ID}`);
    db.exec(META_TABLE);
    for (const statement of spec.schema) db.exec(statement);
    db.transaction(() => {
      const put = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      for (const key of Object.keys(spec.meta).sort()) put.run(key, spec.meta[key]);
      rows = spec.fill(db);
    })();
    db.exec('VACUUM');
  } catch (error) {
    db.close();
    unlinkSync(tmp);
    throw error;
  }
  db.close();
  const bytes = readFileSync(tmp);
  const sha256 = sha256Hex(bytes);
  const name = `${spec.stem}-${sha256.slice(0, 16)}.sqlite`;
  const finalPath = join(dir, name);
  // Same name means same bytes: an identical shard from an earlier (interrupted) run is already in place.
  if (existsSync(finalPath)) unlinkSync(tmp);
  else publishFile(tmp, finalPath);
  return { path: `${spec.dir}/${name}`, sha256, bytes: bytes.length, rows };
}

/** Opens a shard for reading. better-sqlite3 is built without URI support, so `immutable=1` cannot be
 * passed; a read-only connection in exclusive locking mode holds its shared lock and never re-checks the
 * file, which is what immutability buys for files that are never modified after their rename. */
export function openShard(path: string): Db {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const version = db.pragma('user_version', { simple: true });
    if (version !== SHARD_FORMAT_VERSION)
      throw new Error(`${path}: shard format ${String(version)}, expected ${SHARD_FORMAT_VERSION}`);
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('query_only = ON');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

export function readShardMeta(db: Db): Record<string, string> {
  const rows = db.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>;
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export function hashFile(path: string): { sha256: string; bytes: number } {
  const data = readFileSync(path);
  return { sha256: sha256Hex(data), bytes: data.length };
}
