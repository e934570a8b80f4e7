import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exactPattern, shardsOf, testFiles, totalsOf } from './test-shards.ts';

test('every suite is found, those whose path only contains "var" or "dist" too; top-level dist and var are not', () => {
  const root = mkdtempSync(join(tmpdir(), 'test-files-'));
  try {
    for (const file of [
      'engine/jyotish/vargas.test.ts',
      'engine/places/edit-distance.test.ts',
      'pipeline/varint.test.ts',
      'test/http/a.test.ts',
      'var/screenshots/old.test.ts',
      'dist/x.test.ts',
      'api/node_modules/pkg/y.test.ts',
      'api/readme.md',
    ]) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), '');
    }
    assert.equal(testFiles(root, /\.test\.ts$/i), [
      'engine/jyotish/vargas.test.ts',
      'engine/places/edit-distance.test.ts',
      'pipeline/varint.test.ts',
      'test/http/a.test.ts',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('shards are dealt round-robin, never empty, every file once', () => {
  const files = ['a', 'b', 'c', 'd', 'e'];
  assert.equal(shardsOf(files, 2), [
    ['a', 'c', 'e'],
    ['b', 'd'],
  ]);
  assert.equal(shardsOf(['a'], 2), [['a']]);
  assert.equal(shardsOf(files, 1), [files]);
});

test('the exact pattern matches its files and nothing else, dots included', () => {
  const re = new RegExp(exactPattern(['api/a.test.ts', 'test/http/b.test.ts']), 'i');
  assert.ok(re.test('api/a.test.ts') && re.test('test/http/b.test.ts'));
  assert.not.ok(re.test('api/aXtest.ts') || re.test('x/api/a.test.ts') || re.test('api/a.test.tsx'));
});

test("uvu's totals are read from its plain output", () => {
  assert.equal(totalsOf('x\n  Total:     14\n  Passed:    13\n  Skipped:   0\n'), { total: 14, passed: 13 });
  assert.is(totalsOf('crashed before the end'), null);
});

test.run();
