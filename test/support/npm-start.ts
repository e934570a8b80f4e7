// `npm start` as a newcomer runs it (PORT, HOST, DATA_DIR in the environment), for black-box suites: started in
// its own process group on a free port with a fresh data directory, stopped with SIGTERM to the whole group.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
  /** The group's processes as `ps` lists them: pid and command line. */
  processes(): { pid: number; args: string }[];
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

/** Is any process of the group `pgid` still running (signal 0 probes without signalling)? */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function groupProcesses(pgid: number): { pid: number; args: string }[] {
  const ps = spawnSync('ps', ['-e', '-o', 'pid=,pgid=,args='], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null && Number(m[2]) === pgid)
    .map((m) => ({ pid: Number(m[1]), args: m[3]! }));
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
    // npm leaves at the signal; the gateway drains for a moment more, and its background builders (other
    // profiles, accuracy) are waited for by it. The DATA_DIR is removed once the whole group has gone.
    for (const t0 = Date.now(); groupAlive(child.pid!) && Date.now() - t0 < 30_000; )
      await new Promise((r) => setTimeout(r, 50));
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    return code;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    const health = await waitForHealth(base, child, timeoutMs);
    return { base, dataDir, child, health, stop, processes: () => groupProcesses(child.pid!) };
  } catch (err) {
    await stop();
    throw err;
  }
}
