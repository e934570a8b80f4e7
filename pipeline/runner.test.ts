import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { workerExecArgv } from './runner.ts';

test("a worker thread gets the parent's loader options, never its V8 flags (new Worker refuses them)", () => {
  const url = new URL('file:///x/worker.js');
  const npmStart = ['--max-semi-space-size=64', '--no-allocation-site-pretenuring'];
  assert.equal(workerExecArgv(url, npmStart), []);
  assert.equal(
    workerExecArgv(url, [
      ...npmStart,
      '--import',
      'tsx',
      '--conditions=dev',
      '--no-warnings',
      '--max-old-space-size=512',
    ]),
    ['--import', 'tsx', '--conditions=dev', '--no-warnings'],
  );
  assert.equal(workerExecArgv(url, ['--enable-source-maps', '-r', './a.cjs']), [
    '--enable-source-maps',
    '-r',
    './a.cjs',
  ]);
});

test.run();
