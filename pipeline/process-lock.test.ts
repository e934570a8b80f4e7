import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireLock, LockHeldError, lockIsFree, readLockHolder, tryAcquireLock } from './process-lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'lock-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

/** Another process that takes the lock and keeps it until it is killed; resolves once it holds it. */
function holderProcess(path: string): Promise<ChildProcess> {
  const code = `import('./pipeline/process-lock.ts').then((m) => { if (!m.tryAcquireLock(${JSON.stringify(path)}, 'nightly build')) process.exit(3); console.log('held'); setInterval(() => {}, 1e6); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

test('one holder at a time within a process; release frees it', async () => {
  const path = join(dir, 'a.lock');
  const first = await acquireLock(path, 'build');
  assert.is(tryAcquireLock(path, 'sync'), null);
  const refused = await acquireLock(path, 'sync').then(
    () => null,
    (e: unknown) => e,
  );
  assert.instance(refused, LockHeldError);
  assert.is((refused as LockHeldError).holder?.pid, process.pid);
  assert.match((refused as LockHeldError).message, /held by process \d+ on .+ \(build, since /);
  first.release();
  first.release();
  assert.ok(lockIsFree(path));
  assert.is(readLockHolder(path), null, 'the side file goes with the lock');
});

test('another process holds it: refused with its pid and purpose; after kill -9 it is free at once', async () => {
  const path = join(dir, 'b.lock');
  const child = await holderProcess(path);
  const refused = await acquireLock(path, 'sync').then(
    () => null,
    (e: unknown) => e as LockHeldError,
  );
  assert.equal([refused?.holder?.pid, refused?.holder?.purpose], [child.pid, 'nightly build']);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  // No waiting for the exit to be reported: the kernel drops the lock as the process's files close.
  const t0 = Date.now();
  const lock = await acquireLock(path, 'rerun', { waitMs: 2_000 });
  const waited = Date.now() - t0;
  assert.ok(waited < 1_000, `took ${waited} ms after kill -9`);
  lock.release();
  await exited;
});

test('a holder file naming a live process (a recycled pid) does not block', async () => {
  const path = join(dir, 'c.lock');
  writeFileSync(
    `${path}.holder`,
    JSON.stringify({ pid: 1, purpose: 'build', host: 'old-container', since: '2026-01-01T00:00:00Z' }),
  );
  const lock = await acquireLock(path, 'build');
  assert.is(readLockHolder(path)?.pid, process.pid);
  lock.release();
});

test.run();
