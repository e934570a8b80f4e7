// After a fresh `npm start` is serving: the first build holds the default profile only (it must answer within
// seconds), so one low-priority process adds the other profiles' families (`drik`) to the same manifest
// (scripts/build-profiles.ts; a few seconds: the default family and the accuracy manifest are reused). When it is
// done the gateway reloads the manifest, and a `drik` day of the default set answers from shards
// (X-Data-Source: cache) instead of being computed live.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { missingProfileFamilies } from '../../pipeline/default-shards.ts';
import type { Logger } from '../../pipeline/log.ts';
import { spawnInBackground } from './background-accuracy.ts';

const SCRIPT = join(import.meta.dirname, '..', 'build-profiles.ts');

/** Starts the build when a family is missing; `onBuilt` runs once it has written the manifest. */
export function buildProfilesInBackground(dataDir: string, log: Logger, onBuilt: () => unknown): ChildProcess | null {
  const missing = missingProfileFamilies(dataDir, Date.now());
  if (!missing.length) return null;
  const child = spawnInBackground(SCRIPT, [dataDir]);
  if (!child) return null;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const startedMs = Date.now();
  log.info({ msg: 'building the other profiles’ shard families in the background', profiles: missing, pid: child.pid });
  const stop = () => child.kill();
  process.once('exit', stop);
  child.once('exit', (code, signal) => {
    process.off('exit', stop);
    const took_s = Math.round((Date.now() - startedMs) / 100) / 10;
    if (signal) return log.info({ msg: 'the background profile build stopped with the gateway', signal, took_s });
    if (code !== 0) return log.warn({ msg: 'the background profile build failed', code, took_s, stderr });
    log.info({ msg: 'profile shard families built', profiles: missing, took_s });
    onBuilt();
  });
  return child;
}
