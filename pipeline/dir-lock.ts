// One writer per output directory: builds and syncs take this lock. A lock left by a killed process
// (its pid no longer runs) is taken over, so `kill -9` never blocks the next run.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = '.pipeline.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class LockError extends Error {}

/** Takes the directory's lock and returns its release function. */
export function acquireDirLock(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => {
        try { unlinkSync(path); } catch { /* already gone */ }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new LockError(`${dir} is in use by process ${holder} (${LOCK_FILE})`);
      }
      unlinkSync(path);
    }
  }
  throw new LockError(`could not take ${path}`);
}
