import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JoinedKeys } from './joined-keys.ts';

test('a pair gives its joined key, the same for equal parts however they were made', () => {
  const keys = new JoinedKeys((a, b) => `${a}:${b}`);
  const first = keys.of('acct_1', 'panchang');
  assert.is(first, 'acct_1:panchang');
  assert.is(keys.of(['acct', '1'].join('_'), `pan${'chang'}`), first);
  assert.is(keys.of('acct_1', 'horoscope'), 'acct_1:horoscope');
  assert.is(keys.of('acct_2', 'panchang'), 'acct_2:panchang');
  // parts that would join to the same text with another separator stay apart
  const bare = new JoinedKeys((a, b) => `${a}\u0000${b}`);
  assert.is.not(bare.of('a', 'b:c'), bare.of('a:b', 'c'));
});

test.run();
