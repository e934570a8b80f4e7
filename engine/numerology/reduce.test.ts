import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { digitSum, reduceKeepingMasters, reduceToDigit, reductionChain } from './reduce.ts';

test('digit sums', () => {
  assert.is(digitSum(0), 0);
  assert.is(digitSum(1961), 17);
  assert.is(digitSum(99999), 45);
});

test('masters stop the reduction only when kept', () => {
  assert.equal(reductionChain(29, true), [29, 11]);
  assert.equal(reductionChain(29, false), [29, 11, 2]);
  assert.equal(reductionChain(33, true), [33]);
  assert.equal(reductionChain(39, true), [39, 12, 3]);
  assert.equal(reductionChain(0, true), [0]);
  assert.is(reduceKeepingMasters(22), 22);
  assert.is(reduceToDigit(22), 4);
});

test('every total from 1 to 5000 ends in 1-9 or a kept master', () => {
  for (let n = 1; n <= 5000; n++) {
    const kept = reduceKeepingMasters(n);
    const single = reduceToDigit(n);
    assert.ok((kept >= 1 && kept <= 9) || [11, 22, 33].includes(kept), `${n} -> ${kept}`);
    assert.ok(single >= 1 && single <= 9, `${n} -> ${single}`);
    // Reduction preserves the value mod 9, which is what makes the two agree on the digit.
    assert.is(reduceToDigit(kept), single);
    assert.is(single % 9, n % 9);
  }
});

test.run();
