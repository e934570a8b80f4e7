// Queue mode's harness: a real redis-server and s3rver, and the pipeline's CLI as separate processes (workers that
// can be killed with SIGKILL, enqueue runs whose exit status and output are checked).
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../pipeline/source-hash.ts';
import { RedisServer, redisServerBinary } from './redis.ts';
import { startLocalS3, TEST_BUCKET, type LocalS3 } from './s3.ts';

export interface QueueEnv {
  readonly redis: RedisServer;
  readonly s3: LocalS3;
  /** The environment of every CLI process: Redis, the bucket, s3rver's endpoint and credentials. */
  readonly env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

/** Why the queue suites cannot run here, or null. */
export const queueSkip = (): string | null => {
  const binary = redisServerBinary();
  return 'skip' in binary ? binary.skip : null;
};

export async function startQueueEnv(dir: string, prefix = 'q/'): Promise<QueueEnv> {
  const redis = await RedisServer.start();
  const s3 = await startLocalS3(dir);
  const env = {
    ...process.env,
    CI: 'true',
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: 'test:',
    PIPELINE_S3_BUCKET: TEST_BUCKET,
    PIPELINE_S3_PREFIX: prefix,
    AWS_ENDPOINT_URL: s3.endpoint,
  };
  return {
    redis,
    s3,
    env,
    async close() {
      await s3.close();
      await redis.close();
    },
  };
}

export interface CliProcess {
  readonly child: ChildProcess;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the first output line matching `re` (rejects after `ms`). */
  waitFor(re: RegExp, ms?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its exit, or SIGKILL and a rejection after `ms` (a run that hangs fails the test instead). */
  finished(ms?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startCli(env: NodeJS.ProcessEnv, args: readonly string[]): CliProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pipeline.ts', ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: Array<{ re: RegExp; resolve: (m: RegExpMatchArray) => void }> = [];
  const check = () => {
    for (const w of [...waiters]) {
      const m = text.match(w.re);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  };
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (d: Buffer) => {
      text += d.toString();
      check();
    });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const finished = (ms = 120_000) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`still running after ${ms} ms:\n${text}`));
      }, ms);
    });
    return Promise.race([exited, late]).finally(() => clearTimeout(timer));
  };
  return {
    child,
    output: () => text,
    exited,
    finished,
    waitFor(re, ms = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no output matching ${re} within ${ms} ms:\n${text}`)), ms);
        waiters.push({
          re,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
        check();
      });
    },
  };
}

/** Runs the CLI to its end. */
export async function runCli(env: NodeJS.ProcessEnv, args: readonly string[]) {
  const p = startCli(env, args);
  const { code } = await p.finished();
  return { code, output: p.output() };
}

/** A worker with short lock and stalled-check times, so a killed worker's job is taken over within seconds. */
export function startWorker(env: NodeJS.ProcessEnv, extra: readonly string[] = []): CliProcess {
  return startCli(env, ['worker', '--threads', '1', '--lock-duration', '2000', '--stalled-interval', '1000', ...extra]);
}

/** Stops a worker the test started (SIGTERM: it finishes its jobs in hand) and waits for it. */
export async function stopWorker(w: CliProcess): Promise<void> {
  if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
  await w.exited;
}
