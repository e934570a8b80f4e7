// A real Redis for tests and benchmarks, started as an operator would: Debian's `redis-server` (installed with apt-get when missing
// and we are root), on a free loopback port, in a fresh temp directory, with no persistence. It is stopped by its own
// pid, and can be stopped and started again on the same port (outage tests). Nothing it did not start is touched.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** Where redis-server is, installing it first if missing; null (with the reason) when it cannot be had. */
export function redisServerBinary(): { path: string } | { skip: string } {
  const found = (): string | null => {
    const r = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
    return r.status === 0 ? r.stdout.trim() : null;
  };
  const path = found();
  if (path) return { path };
  if (process.getuid?.() !== 0)
    return { skip: 'redis-server is not installed and installing it needs root (apt-get install -y redis-server)' };
  const install = spawnSync('apt-get', ['install', '-y', 'redis-server'], {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const after = found();
  return after
    ? { path: after }
    : {
        skip: `apt-get install -y redis-server failed: ${(install.stderr || install.error?.message || '').trim().slice(-300)}`,
      };
}

export class RedisServer {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'redis-test-'));
  private readonly onExit = (): void => {
    this.child?.kill('SIGKILL');
  };

  private readonly binary: string;
  readonly port: number;
  private readonly cpus?: string;

  private constructor(binary: string, port: number, cpus?: string) {
    this.binary = binary;
    this.port = port;
    this.cpus = cpus;
    process.once('exit', this.onExit);
  }

  /**
   * Starts a server on a free port; throws if the binary is missing (call redisServerBinary first to skip).
   * `cpus` pins it with taskset (benchmarks keep it off the load generator's core).
   */
  static async start(cpus?: string): Promise<RedisServer> {
    const bin = redisServerBinary();
    if ('skip' in bin) throw new Error(bin.skip);
    // The free port may be taken by someone else before redis-server binds it: try another.
    for (let attempt = 1; ; attempt++) {
      const server = new RedisServer(bin.path, await freePort(), cpus);
      try {
        await server.restart();
        return server;
      } catch (e) {
        await server.close();
        if (attempt === 3) throw e;
      }
    }
  }

  /** The running server's pid (benchmarks read its CPU time from /proc). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server again on the same port (after stop), empty. Resolves once it accepts connections. */
  async restart(): Promise<void> {
    if (this.child) throw new Error('redis-server is already running');
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--dir',
      this.dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--loglevel',
      'notice',
    ];
    // taskset execs redis-server in place, so the pid is still the server's own.
    const child = this.cpus
      ? spawn('taskset', ['-c', this.cpus, this.binary, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(this.binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    let output = '';
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const deadline = Date.now() + 10_000;
    // Our own process says it is ready (a ping could be answered by someone else's server on a taken port).
    while (!output.includes('Ready to accept connections') || !(await this.answersPing())) {
      if (child.exitCode !== null || Date.now() > deadline) {
        this.child = null;
        child.kill('SIGKILL');
        throw new Error(`redis-server did not start on port ${this.port}: ${output.slice(-500)}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Stops the server this harness started (SIGKILL by default: an outage, nothing saved) and waits for it to exit. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      process.kill(child.pid!, signal);
      if (signal !== 'SIGKILL') process.kill(child.pid!, 'SIGCONT'); // a stopped server must run to act on SIGTERM
    });
  }

  /** SIGSTOP (a server that hangs: connections stay open, nothing answers) or SIGCONT; the server keeps its pid. */
  signal(signal: 'SIGSTOP' | 'SIGCONT'): void {
    if (!this.child) throw new Error('redis-server is not running');
    process.kill(this.child.pid!, signal);
  }

  /** Stops the server and removes its directory. */
  async close(): Promise<void> {
    await this.stop();
    process.off('exit', this.onExit);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private answersPing(): Promise<boolean> {
    return new Promise((resolve) => {
      const sock = connect(this.port, '127.0.0.1');
      let reply = '';
      sock.setTimeout(500, () => {
        sock.destroy();
        resolve(false);
      });
      sock.on('error', () => resolve(false));
      sock.on('connect', () => sock.write('PING\r\n'));
      sock.on('data', (d) => {
        reply += d.toString();
        if (reply.includes('\r\n')) {
          sock.destroy();
          resolve(reply.startsWith('+PONG'));
        }
      });
    });
  }
}
