import { spawn } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { backgroundChildCount, stopBackgroundChildren, trackBackgroundChild } from './background-children.ts';

const sleeper = (ignoreTerm: boolean) =>
  spawn(
    process.execPath,
    ['-e', `${ignoreTerm ? "process.on('SIGTERM', () => {});" : ''} setInterval(() => {}, 1000); console.log('up')`],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );

/** Resolves once the child has printed, so its SIGTERM handler (if any) is in place. */
const started = (child: ReturnType<typeof sleeper>) =>
  new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));

test('a stop signals every tracked child and resolves once all have exited', async () => {
  const children = [sleeper(false), sleeper(false)];
  await Promise.all(children.map(started));
  for (const c of children) trackBackgroundChild(c);
  assert.is(backgroundChildCount(), 2);
  const t0 = Date.now();
  assert.is(await stopBackgroundChildren(5_000), 2);
  assert.ok(Date.now() - t0 < 2_000, `took ${Date.now() - t0} ms`);
  for (const c of children) assert.is(c.signalCode, 'SIGTERM');
  assert.is(backgroundChildCount(), 0);
});

test('a child that ignores SIGTERM is killed when the bound runs out, and still waited for', async () => {
  const stubborn = sleeper(true);
  await started(stubborn);
  trackBackgroundChild(stubborn);
  const t0 = Date.now();
  await stopBackgroundChildren(300);
  const took = Date.now() - t0;
  assert.ok(took >= 290 && took < 2_000, `took ${took} ms`);
  assert.is(stubborn.signalCode, 'SIGKILL');
  assert.is(backgroundChildCount(), 0);
});

test('with nothing running a stop resolves at once', async () => {
  assert.is(await stopBackgroundChildren(10_000), 0);
});

test.run();
