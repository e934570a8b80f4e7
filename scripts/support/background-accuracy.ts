// After a fresh `npm start` is serving: when the published accuracy manifest has no harness sections (the first build
// measures only the Swiss Ephemeris ones, to answer within seconds), one process measures them at a low CPU priority
// (nice 10; scripts/measure-accuracy.ts, about 10-20 s of one core) while the gateway serves. Meanwhile the accuracy
// answers name the sections as `measuring`; the page says so instead of "0 tested" (pipeline/accuracy/background.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { ENGINE_VERSION } from '../../engine/version.ts';
import { readPublishedAccuracy } from '../../pipeline/accuracy-manifest.ts';
import {
  isAlive,
  lacksHarnessSections,
  readHarnessStatus,
  writeHarnessStatus,
} from '../../pipeline/accuracy/background.ts';
import { shardsDirOf } from '../../pipeline/default-shards.ts';
import type { Logger } from '../../pipeline/log.ts';
import { trackBackgroundChild } from './background-children.ts';

const SCRIPT = join(import.meta.dirname, '..', 'measure-accuracy.ts');
/**
 * A low priority (nice 10): serving comes first, yet the measurement still gets about a tenth of a contended core
 * (nice 19 gets 1.5%, and on a busy shared machine would take many minutes instead of seconds).
 */
const BACKGROUND_PRIORITY = 10;

/** Runs a script as a child process at the background priority (stderr piped); null when it could not start. */
export function spawnInBackground(script: string, args: readonly string[]): ChildProcess | null {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  if (child.pid === undefined) return null;
  trackBackgroundChild(child);
  try {
    setPriority(child.pid, BACKGROUND_PRIORITY);
  } catch {
    /* not permitted here: it still runs, one process among the gateway's */
  }
  return child;
}

/** Is a measurement needed: a published manifest without harness sections, none measured or running for this engine. */
export function needsBackgroundAccuracy(dataDir: string): boolean {
  const published = readPublishedAccuracy(shardsDirOf(dataDir)) as { sections?: Record<string, unknown> } | null;
  if (!published?.sections || !lacksHarnessSections({ sections: published.sections })) return false;
  const status = readHarnessStatus(dataDir);
  if (status?.engine_version !== ENGINE_VERSION) return true;
  return !(status.state === 'done' || (status.state === 'measuring' && isAlive(status.pid)));
}

/** Starts the measurement when needed; returns its process, or null. It ends with this process at the latest. */
export function measureAccuracyInBackground(dataDir: string, log: Logger): ChildProcess | null {
  if (!needsBackgroundAccuracy(dataDir)) return null;
  const child = spawnInBackground(SCRIPT, [dataDir]);
  const pid = child?.pid;
  if (!child || pid === undefined) return null;
  // written here too, so that the first page after the start already reads "measuring"
  writeHarnessStatus(dataDir, {
    state: 'measuring',
    pid,
    started_at: new Date().toISOString(),
    engine_version: ENGINE_VERSION,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const startedMs = Date.now();
  log.info({ msg: 'measuring the accuracy sections muhurat, festivals and drik_parity in the background', pid });
  child.once('exit', (code, signal) => {
    process.off('exit', stop);
    const took_s = Math.round((Date.now() - startedMs) / 100) / 10;
    if (signal) log.info({ msg: 'the background accuracy measurement stopped with the gateway', signal, took_s });
    else if (code === 0) log.info({ msg: 'accuracy sections measured', took_s });
    else log.warn({ msg: 'the background accuracy measurement failed', code, took_s, stderr });
  });
  const stop = () => child.kill();
  process.once('exit', stop);
  return child;
}
