// A real PostgreSQL for tests, started the way an operator would: Debian's binaries (installed with apt-get when
// missing and we are root), initdb into a fresh temp directory as the unprivileged `postgres` user, pg_ctl on a free
// loopback port with fsync off, stopped by its own data directory when the process exits. Nothing it did not start
// is touched. Each caller gets a fresh database. TEST_DATABASE_URL (set by `npm run test:fleet`) reuses a server
// that is already running instead of starting one.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres: the maintenance database, for CREATE DATABASE. */
  readonly url: string;
  /** A new, empty database on this server; its URL. */
  newDatabase(label?: string): Promise<string>;
  stop(): void;
}

/** A server this process started: it can also be taken away and brought back on the same port and data. */
export interface OwnPostgresServer extends PostgresServer {
  /** Stops the server, cutting every client off, keeping its data. */
  halt(): void;
  /** Starts it again on the same port. */
  resume(): void;
  /** Suspends the server's processes (SIGSTOP): connections stay open but nothing answers, as a hung host. */
  freeze(): void;
  /** Lets them run again (SIGCONT). */
  thaw(): void;
}

function binDir(): string | null {
  const found = () => {
    try {
      const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
      const dir = versions.length ? `/usr/lib/postgresql/${versions[versions.length - 1]}/bin` : null;
      return dir && existsSync(join(dir, 'initdb')) ? dir : null;
    } catch {
      return null;
    }
  };
  const dir = found();
  if (dir || process.getuid?.() !== 0) return dir;
  try {
    execFileSync(
      'bash',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'],
      { stdio: 'ignore', timeout: 600_000 },
    );
  } catch {
    return null;
  }
  return found();
}

let databases = 0;

function serverAt(url: string, stop: () => void): PostgresServer {
  return {
    url,
    async newDatabase(label = 'test') {
      const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${process.pid}_${databases++}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      const u = new URL(url);
      u.pathname = `/${name}`;
      return u.toString();
    },
    stop,
  };
}

/** Why PostgreSQL cannot run here, or null when it can. */
export function postgresUnavailableReason(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  if (!binDir())
    return 'the postgresql binaries are missing and could not be installed (apt-get needs root and a network)';
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'there is no postgres user to run the server as';
    }
  }
  return null;
}

export interface StartPostgresOptions {
  /** Keep the cluster in this folder (made on first use, kept by stop); default a fresh temp folder, removed by stop. */
  readonly dir?: string;
  /** Pin the server's processes to these CPUs (`taskset` list), e.g. a benchmark's load-generator core. */
  readonly cpus?: string;
}

/** Starts a server of our own (the caller stops it). */
export async function startPostgres(opts: StartPostgresOptions = {}): Promise<OwnPostgresServer> {
  const bin = binDir();
  if (!bin) throw new Error('postgresql binaries not available');
  const port = await freePort();
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'test-pg-'));
  mkdirSync(dir, { recursive: true });
  // the server runs as `postgres`, which must be able to write its data, socket and log here
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, cmd),
      asRoot ? ['-u', 'postgres', '--', join(bin, cmd), ...args] : args,
      { stdio: 'pipe', cwd: dir },
    );
  if (!existsSync(join(data, 'PG_VERSION')))
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const resume = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  // fast, not immediate: clients are cut off alike, but commits made with synchronous_commit off survive
  const halt = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      /* already stopped */
    }
  };
  /** The postmaster (first line of its pid file) and its children: this server's processes and no others. */
  const processes = (): number[] => {
    const main = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    let children: number[] = [];
    try {
      children = execFileSync('pgrep', ['-P', String(main)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      /* no children */
    }
    return [main, ...children];
  };
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of processes()) process.kill(pid, sig);
  };
  resume();
  // backends are forked by the postmaster and inherit its CPUs
  if (opts.cpus) execFileSync('taskset', ['-a', '-cp', opts.cpus, String(processes()[0])], { stdio: 'ignore' });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* already stopped */
    }
    if (!opts.dir) rmSync(dir, { recursive: true, force: true });
  };
  return {
    ...serverAt(`postgres://postgres@127.0.0.1:${port}/postgres`, stop),
    halt,
    resume,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
  };
}

let shared: Promise<PostgresServer> | null = null;

/** One server per test process (or the one TEST_DATABASE_URL names), stopped when the process exits. */
export function sharedPostgres(): Promise<PostgresServer> {
  if (!shared) {
    const given = process.env.TEST_DATABASE_URL;
    shared = given
      ? Promise.resolve(serverAt(given, () => {}))
      : startPostgres().then((s) => {
          process.once('exit', () => s.stop());
          return s;
        });
  }
  return shared;
}
