// An exclusive lock that the kernel releases when its holder dies (kill -9, crash, container stop), so no
// stale pid can ever block a run. It is a POSIX record lock taken through SQLite (better-sqlite3, already a
// dependency): a connection in exclusive locking mode with a write transaction held open keeps an fcntl
// write lock on the file until the connection closes or the process ends. Other processes, and other
// connections of this process, get SQLITE_BUSY at once.
//
// Who holds it is written beside the lock (`<lock>.holder`, JSON) for the error message only: the lock
// itself never trusts that file, so a recycled pid in it blocks nothing.
import Database from 'better-sqlite3';
import { existsSync, readFileSync, unlinkSync, writeFileSync, renameSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file of a shard directory (builds and syncs). Never deleted: removing a lock file while a
 * holder has it open would let a second holder lock a new file of the same name. */
export const SHARD_DIR_LOCK = '.pipeline-lock';

export interface LockHolder {
  readonly pid: number;
  readonly purpose: string;
  readonly host: string;
  /** ISO instant the holder took the lock. */
  readonly since: string;
  /** Set by a holder that is stopping (a gateway draining after SIGTERM): the instant by which it will have left. */
  readonly draining_until?: string;
}

export class LockHeldError extends Error {
  readonly path: string;
  readonly holder: LockHolder | null;

  constructor(path: string, holder: LockHolder | null) {
    super(
      holder
        ? `${path} is held by process ${holder.pid} on ${holder.host} (${holder.purpose}, since ${holder.since})`
        : `${path} is held by another process`,
    );
    this.path = path;
    this.holder = holder;
  }
}

export interface HeldLock {
  readonly path: string;
  /** Releases the lock (idempotent). */
  release(): void;
  /** Says in the side file that the holder is stopping and will have left by `untilMs` (the lock stays held). */
  markDraining(untilMs: number): void;
}

const holderPath = (path: string) => `${path}.holder`;

/** The holder the lock's side file names, or null when there is none or it is unreadable. */
export function readLockHolder(path: string): LockHolder | null {
  try {
    const h = JSON.parse(readFileSync(holderPath(path), 'utf8')) as LockHolder;
    return Number.isInteger(h.pid) && typeof h.purpose === 'string' ? h : null;
  } catch {
    return null;
  }
}

function writeHolder(path: string, holder: LockHolder): void {
  const tmp = `${holderPath(path)}.${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(holder)}\n`);
  renameSync(tmp, holderPath(path));
}

const isBusy = (error: unknown) => (error as { code?: string }).code?.startsWith('SQLITE_BUSY') ?? false;

/** Takes the lock at `path` (created if absent) for `purpose`, or returns null when someone holds it. */
export function tryAcquireLock(path: string, purpose: string): HeldLock | null {
  const db = new Database(path, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    // No journal file: nothing is ever written, and a killed holder leaves nothing beside the lock.
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if (isBusy(error)) return null;
    throw error;
  }
  const holder: LockHolder = { pid: process.pid, purpose, host: hostname(), since: new Date().toISOString() };
  writeHolder(path, holder);
  let held = true;
  return {
    path,
    markDraining(untilMs) {
      if (held) writeHolder(path, { ...holder, draining_until: new Date(untilMs).toISOString() });
    },
    release() {
      if (!held) return;
      held = false;
      // The side file goes first: once the lock is free, it may already be someone else's.
      try {
        unlinkSync(holderPath(path));
      } catch {
        /* already gone */
      }
      db.close();
    },
  };
}

export interface AcquireOptions {
  /** How long to keep trying while someone holds it (default 0: fail at once). A short wait rides over a
   * holder that was just killed and whose process is still being torn down. */
  readonly waitMs?: number;
}

/** Takes the lock, or rejects with LockHeldError naming the holder when its side file is readable. */
export async function acquireLock(path: string, purpose: string, options: AcquireOptions = {}): Promise<HeldLock> {
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    const lock = tryAcquireLock(path, purpose);
    if (lock) return lock;
    if (Date.now() >= deadline) throw new LockHeldError(path, readLockHolder(path));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The single-writer lock of a shard directory, taken by `build` and `sync`. */
export function lockShardDir(dir: string, purpose: string): Promise<HeldLock> {
  return acquireLock(join(dir, SHARD_DIR_LOCK), purpose, { waitMs: 2_000 });
}

/** True when nobody holds the lock at `path` (a probe: takes and releases it). */
export function lockIsFree(path: string): boolean {
  if (!existsSync(path)) return true;
  const lock = tryAcquireLock(path, 'probe');
  lock?.release();
  return lock !== null;
}
