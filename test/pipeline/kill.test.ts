// A build killed with SIGKILL at random moments: every manifest ever seen verifies, and the next run
// finishes the work, reusing the shards that were already renamed into place.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { lockIsFree, SHARD_DIR_LOCK } from '../../pipeline/process-lock.ts';
import { readManifest, verifyManifestFiles } from '../../pipeline/manifest.ts';
import { REPO_ROOT } from '../../pipeline/source-hash.ts';
import { rng } from '../support/rng.ts';
import { listFiles, strayFiles, tempDir } from './support.ts';

const out = tempDir('kill');
const ARGS = [
  '--import',
  'tsx',
  'scripts/pipeline.ts',
  'build',
  '--cities',
  'top:30',
  '--from',
  '2025-07-01',
  '--to',
  '2026-06-30',
  '--block-size',
  '4',
  '--threads',
  '2',
  '--no-accuracy',
  // the default family only: this suite is about kills, and the drik family is built by the same code
  '--profiles',
  'swiss_ephemeris',
  '--out',
  out.dir,
];

function runCli(killAfterMs: number | null): Promise<{ code: number | null; signal: string | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ARGS, {
      cwd: REPO_ROOT,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    const timer = killAfterMs === null ? null : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, stdout });
    });
  });
}

/** Whatever state a kill leaves, a manifest present is complete and names only complete shards. */
function assertConsistent(where: string): void {
  const manifest = readManifest(out.dir);
  if (manifest) assert.equal(verifyManifestFiles(out.dir, manifest), [], where);
}

test('SIGKILL at random points, then a rerun: the manifest verifies and nothing half-written is left', async () => {
  const next = rng(2026);
  let killed = 0;
  for (let round = 0; round < 2; round++) {
    const delay = 300 + Math.floor(next() * 2200);
    const r = await runCli(delay);
    if (r.signal === 'SIGKILL') killed++;
    assertConsistent(`after a kill at ${delay} ms`);
  }
  const final = await runCli(null);
  assert.is(final.code, 0, final.stdout);
  const manifest = readManifest(out.dir);
  assert.ok(manifest);
  assert.equal(verifyManifestFiles(out.dir, manifest!), []);
  assert.is(manifest!.shards.length, 2 + 2 + 2 * 8, 'global, rashifal and city shards of two years');
  assert.equal(strayFiles(listFiles(out.dir)), []);
  assert.ok(lockIsFree(join(out.dir, SHARD_DIR_LOCK)), 'the lock is free');
  assert.ok(killed >= 1, 'at least one run was killed before it finished');
  const rerun = await runCli(null);
  assert.match(rerun.stdout, /0 built/);
});

test.after(() => out.remove());
test.run();
