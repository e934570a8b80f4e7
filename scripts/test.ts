// `npm test`'s last step: uvu over every `*.test.ts`, with its output passed through as it comes. uvu prints a
// failure right after its file's line, so in a long run (1,400 tests, 10 minutes) a CI log that keeps only its tail
// loses it. When the run fails, the failures are printed again at the end, each under its file's name. Every run
// ends with its slowest files, so the budget (npm test under 10 minutes) is watched where it is spent.
import { spawn } from 'node:child_process';
import { failuresOf, marksFileBoundary, slowestFiles } from './support/test-report.ts';

// `[dir] [pattern]` as uvu takes them: every suite by default.
const [dir, pattern] = process.argv.slice(2);
const uvu = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'node_modules/uvu/bin.js',
    dir ?? '.',
    pattern ?? String.raw`\.test\.ts$`,
    '-i',
    'node_modules',
    '-i',
    'dist',
    '-i',
    'var',
  ],
  { stdio: ['inherit', 'pipe', 'pipe'] },
);

let output = '';
let partialLine = '';
const boundaries: { file: string; atMs: number }[] = [];
uvu.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  const text = chunk.toString('utf8');
  output += text;
  const lines = (partialLine + text).split('\n');
  partialLine = lines.pop()!;
  for (const line of lines) {
    const file = marksFileBoundary(line);
    if (file !== null) boundaries.push({ file, atMs: Date.now() });
  }
});
uvu.stderr.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk);
  output += chunk.toString('utf8');
});

// Passed on to uvu, so the run stops as a signalled test run does.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => uvu.kill(signal));

uvu.on('close', (code, signal) => {
  const slowest = slowestFiles(boundaries, 8);
  if (slowest.length)
    process.stdout.write(
      `slowest files: ${slowest.map((t) => `${t.file} ${(t.ms / 1000).toFixed(1)} s`).join(', ')}\n`,
    );
  const failures = failuresOf(output);
  if (code !== 0 && failures.length) {
    process.stdout.write(`\n${failures.length} failing file(s), repeated here from above:\n\n`);
    for (const f of failures) process.stdout.write(`${f.file}\n${f.text}\n\n`);
  }
  process.exitCode = code ?? (signal ? 1 : 0);
});
