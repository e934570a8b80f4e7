import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { failuresOf, marksFileBoundary, slowestFiles } from './test-report.ts';

// What uvu printed (in colour) for two files: one failed assertion beside a log line that says "FAIL", and a named
// suite whose test threw.
const ESC = String.fromCharCode(27);
const sample = readFileSync(new URL('./test-report.sample.txt', import.meta.url), 'utf8');

test('each failing file is found with its FAIL blocks, colours stripped; a log line saying FAIL is not one', () => {
  const failures = failuresOf(sample);
  assert.equal(
    failures.map((f) => f.file),
    ['a.test.ts', 'b.test.ts'],
  );
  assert.ok(failures[0].text.startsWith('   FAIL  "fails here"'), failures[0].text);
  assert.ok(failures[0].text.includes('one is not two'));
  assert.not.ok(failures[0].text.includes('a "FAIL" word'));
  assert.ok(failures[1].text.startsWith('   FAIL  named  "throws"'), failures[1].text);
  assert.ok(failures[1].text.includes('boom'));
  assert.not.ok(failures[1].text.includes('Total'));
  assert.not.ok(failures.some((f) => f.text.includes(ESC)));
});

test('a passing run has none', () => {
  const badge = `  ${ESC}[1m${ESC}[41m FAIL `;
  const passing = sample
    .split('\n')
    .filter((line) => !line.startsWith(badge))
    .join('\n');
  assert.ok(passing.length < sample.length);
  assert.equal(failuresOf(passing), []);
});

test("file boundaries are the files' name lines and the totals; the slowest files come first", () => {
  const marks = sample
    .split('\n')
    .map((line) => marksFileBoundary(line))
    .filter((m) => m !== null);
  assert.equal(marks, ['a.test.ts', 'b.test.ts', '']);
  const times = slowestFiles(
    [
      { file: 'a.test.ts', atMs: 0 },
      { file: 'b.test.ts', atMs: 100 },
      { file: 'c.test.ts', atMs: 400 },
      { file: '', atMs: 450 },
    ],
    2,
  );
  assert.equal(times, [
    { file: 'b.test.ts', ms: 300 },
    { file: 'a.test.ts', ms: 100 },
  ]);
});

test.run();
