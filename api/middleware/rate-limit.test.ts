import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { retryAfterSeconds } from './rate-limit.ts';

test('Retry-After: whole seconds up to the window end, never less than one', () => {
  assert.is(retryAfterSeconds(10_000, 8_500), 2);
  assert.is(retryAfterSeconds(10_000, 9_999), 1);
  assert.is(retryAfterSeconds(10_000, 10_000), 1);
});

test.run();
