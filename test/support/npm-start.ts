// `npm start` as a newcomer runs it (PORT, HOST, DATA_DIR in the environment), for black-box suites: started in
// its own process group on a free port with a fresh data directory, stopped with SIGTERM to the whole group.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/support/free-port.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * PATH as the user's shell has it: without the node_modules/.bin folders npm added for this test run, so `npm start`
 * itself must bring the project's Node 24 on a machine whose own Node is older.
 */
const SHELL_PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.endsWith(`node_modules${sep}.bin`))
  .join(delimiter);

export interface StartedServer {
  readonly base: string;
  readonly dataDir: string;
  readonly child: ChildProcess;
  /** The first /health answer. */
  readonly health: Response;
  /** SIGTERM to the process group; resolves with the exit code once it is gone, the data directory removed. */
  stop(): Promise<number | null>;
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<Response> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      return await fetch(`${base}/health`);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('no /health answer in time');
}

/** Starts `npm start` and waits for its first /health answer (the server is stopped if it never comes). */
export async function startNpmServer(env: Record<string, string> = {}, timeoutMs = 60_000): Promise<StartedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-start-'));
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    // a short drain window (issue #28 F9): the tests stop it as soon as they are done
    env: {
      ...process.env,
      PATH: SHELL_PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_MS: '200',
      ...env,
    },
  });
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    const code = await exited;
    // the gateway's background builders (other profiles, accuracy) get SIGTERM as it exits and may still be
    // unlinking their temp files for a moment: retried, as ENOTEMPTY is
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    return code;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    const health = await waitForHealth(base, child, timeoutMs);
    return { base, dataDir, child, health, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
