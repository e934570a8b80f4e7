// Where jobs run: a piscina pool of worker threads (the build), or this thread (tests, the baseline).
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { JobResult, JobTask } from './job-types.ts';
import { runJob } from './run-job.ts';

export interface JobRunner {
  readonly threads: number;
  run(task: JobTask): Promise<JobResult>;
  close(): Promise<void>;
}

export const defaultThreads = (): number => availableParallelism();

/** The worker module beside this one: `.ts` under tsx, `.js` once compiled. */
function workerUrl(): URL {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./worker.${ext}`, import.meta.url);
}

/** Options that take their value as the next argument, among those a worker thread accepts. */
const WITH_VALUE = new Set(['--import', '--loader', '--experimental-loader', '--require', '-r', '--conditions', '-C']);
/** Node options a worker thread accepts and a loader needs: module hooks, conditions, warnings, source maps. */
const THREAD_OPTION =
  /^(--(import|loader|experimental-loader|require|conditions)=|--(no-)?(experimental-|warnings|enable-source-maps|disable-warning))/;

/**
 * Workers take the parent's loader options, never all of its execArgv: `new Worker` refuses V8 and process-wide flags,
 * and `npm start` runs with two (`--max-semi-space-size`, `--no-allocation-site-pretenuring`), so a pool started
 * there would crash the process. A TypeScript worker runs on Node's own type stripping where the parent does (`npm
 * start` on Node 24); elsewhere it needs the tsx loader, so make sure it is there.
 */
export function workerExecArgv(url: URL, parentArgv: readonly string[] = process.execArgv): string[] {
  const argv: string[] = [];
  for (let i = 0; i < parentArgv.length; i++) {
    const a = parentArgv[i]!;
    if (WITH_VALUE.has(a) && i + 1 < parentArgv.length) argv.push(a, parentArgv[++i]!);
    else if (THREAD_OPTION.test(a)) argv.push(a);
  }
  if (process.features.typescript) return argv;
  const hasTsx =
    argv.some((a, i) => (a === '--import' || a === '--loader') && /tsx/.test(argv[i + 1] ?? '')) ||
    argv.some((a) => /^--(?:import|loader)=.*tsx/.test(a));
  if (url.pathname.endsWith('.ts') && !hasTsx) argv.push('--import', 'tsx');
  return argv;
}

export function createPoolRunner(threads: number = defaultThreads()): JobRunner {
  const filename = workerUrl();
  const pool = new Piscina<JobTask, JobResult>({
    filename: filename.href,
    minThreads: threads,
    maxThreads: threads,
    execArgv: workerExecArgv(filename),
    idleTimeout: 60_000,
  });
  return { threads, run: (task) => pool.run(task), close: () => pool.destroy() };
}

/** Runs jobs one after another on this thread, yielding to the event loop between jobs. */
export function createInProcessRunner(): JobRunner {
  let tail: Promise<unknown> = Promise.resolve();
  const run = (task: JobTask): Promise<JobResult> => {
    const next = tail.then(
      () =>
        new Promise<JobResult>((resolve, reject) => {
          setImmediate(() => {
            try {
              resolve(runJob(task));
            } catch (error) {
              reject(error);
            }
          });
        }),
    );
    tail = next.catch(() => undefined);
    return next;
  };
  return { threads: 1, run, close: async () => undefined };
}
