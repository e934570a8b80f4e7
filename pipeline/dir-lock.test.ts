import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDirLock, LOCK_FILE, LockError } from './dir-lock.ts';

test('one holder at a time; a lock of a process that is gone is taken over', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  try {
    const release = acquireDirLock(dir);
    assert.throws(() => acquireDirLock(dir), (e: unknown) => e instanceof LockError);
    release();
    assert.not.ok(existsSync(join(dir, LOCK_FILE)));
    writeFileSync(join(dir, LOCK_FILE), '999999999');
    acquireDirLock(dir)();
    writeFileSync(join(dir, LOCK_FILE), '');
    acquireDirLock(dir)();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
