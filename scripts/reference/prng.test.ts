import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Prng, hashString32 } from './prng.ts';

test('same seed, same sequence; different seed, different sequence', () => {
  const a = new Prng(42);
  const b = new Prng(42);
  const c = new Prng(43);
  const seqA = Array.from({ length: 5 }, () => a.nextUint32());
  assert.equal(
    Array.from({ length: 5 }, () => b.nextUint32()),
    seqA,
  );
  assert.not.equal(
    Array.from({ length: 5 }, () => c.nextUint32()),
    seqA,
  );
});

test('floats stay in [0, 1) and spread over it', () => {
  const prng = new Prng(7);
  const buckets = new Array(10).fill(0);
  for (let i = 0; i < 10_000; i++) {
    const x = prng.nextFloat();
    assert.ok(x >= 0 && x < 1);
    buckets[Math.floor(x * 10)]++;
  }
  for (const count of buckets) assert.ok(count > 850 && count < 1150, `bucket count ${count}`);
});

test('distinctSorted gives distinct ascending values in range', () => {
  const values = new Prng(1).distinctSorted(60, 2191);
  assert.is(values.length, 60);
  for (let i = 1; i < values.length; i++) assert.ok(values[i] > values[i - 1]);
  assert.ok(values[0] >= 0 && values[59] < 2191);
  assert.throws(() => new Prng(1).distinctSorted(5, 4));
});

test('place seeds differ per id', () => {
  assert.is(hashString32(''), 0x811c9dc5);
  assert.is.not(hashString32('new-delhi'), hashString32('mumbai'));
});

test.run();
