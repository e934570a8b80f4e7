// `npm test`'s last step: every `*.test.ts`, run by uvu in TEST_JOBS processes side by side (two by default, one on
// a one-core machine). Many suites wait on a server they started (npm start, PostgreSQL, Chromium), so two processes
// on two cores finish in well under the time of one. The first process's output streams as it comes; the others'
// follow it whole, so no line is interleaved. uvu prints a failure right after its file's line, so in a long run a
// CI log that keeps only its tail loses it: when the run fails, every failure is printed again at the end, under its
// file's name. Every run ends with the totals of all processes and its slowest files.
//
// `node --import tsx scripts/test.ts [dir] [pattern]` runs a subset, as uvu's own arguments do.
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { failuresOf, marksFileBoundary, plain, slowestFiles } from './support/test-report.ts';
import { exactPattern, shardsOf, testFiles, totalsOf } from './support/test-shards.ts';

const [dir = '.', pattern = String.raw`\.test\.ts$`] = process.argv.slice(2);
const jobs = Number(process.env.TEST_JOBS) || Math.min(2, availableParallelism());
const files = testFiles(dir, new RegExp(pattern, 'i'));
if (!files.length) {
  console.error(`no test file under ${dir} matches ${pattern}`);
  process.exit(1);
}
const shards = shardsOf(files, jobs);
console.log(`${files.length} test files in ${shards.length} uvu process(es)`);

interface Run {
  output: string;
  readonly boundaries: { file: string; atMs: number }[];
  code: number | null;
}

/** One uvu process over `shardFiles`; `live` streams its output, otherwise it is kept until the end. */
function runShard(shardFiles: readonly string[], live: boolean): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'node_modules/uvu/bin.js', dir, exactPattern(shardFiles), '-i', '^(dist|var)(/|$)'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...process.env } },
  );
  const run: Run = { output: '', boundaries: [], code: null };
  let partialLine = '';
  const take = (chunk: Buffer, to: NodeJS.WriteStream) => {
    const text = chunk.toString('utf8');
    if (live) to.write(chunk);
    run.output += text;
    const lines = (partialLine + text).split('\n');
    partialLine = lines.pop()!;
    for (const line of lines) {
      const file = marksFileBoundary(line);
      if (file !== null) run.boundaries.push({ file, atMs: Date.now() });
    }
  };
  child.stdout!.on('data', (chunk: Buffer) => take(chunk, process.stdout));
  child.stderr!.on('data', (chunk: Buffer) => take(chunk, process.stderr));
  const done = new Promise<Run>((resolve) =>
    child.on('close', (code, signal) => {
      run.code = code ?? (signal ? 1 : 0);
      resolve(run);
    }),
  );
  return { child, done };
}

const started = Date.now();
const running = shards.map((shardFiles, i) => runShard(shardFiles, i === 0));
// Passed on to every uvu process, so the run stops as a signalled test run does.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const r of running) r.child.kill(signal);
  });

const runs: Run[] = [];
for (const [i, r] of running.entries()) {
  const run = await r.done;
  if (i > 0) process.stdout.write(`\n--- uvu process ${i + 1} of ${running.length} ---\n${run.output}`);
  runs.push(run);
}

const totals = runs.map((r) => totalsOf(plain(r.output)));
const total = totals.reduce((n, t) => n + (t?.total ?? 0), 0);
const passed = totals.reduce((n, t) => n + (t?.passed ?? 0), 0);
const failed = runs.some((r) => r.code !== 0);
const slowest = runs
  .flatMap((r) => slowestFiles(r.boundaries, 8))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 8);
console.log(
  `\nall ${runs.length} process(es): ${passed} of ${total} tests passed` +
    `${totals.some((t) => t === null) ? ' (a process ended without its totals)' : ''}` +
    `, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (slowest.length)
  console.log(`slowest files: ${slowest.map((t) => `${t.file} ${(t.ms / 1000).toFixed(1)} s`).join(', ')}`);
const failures = runs.flatMap((r) => failuresOf(r.output));
if (failed && failures.length) {
  console.log(`\n${failures.length} failing file(s), repeated here from above:\n`);
  for (const f of failures) console.log(`${f.file}\n${f.text}\n`);
}
process.exitCode = failed ? 1 : 0;
