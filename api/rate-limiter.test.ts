import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FixedWindowLimiter, retryAfterSeconds } from './rate-limiter.ts';

test('counts per bucket within a minute window and starts over at the next', () => {
  const l = new FixedWindowLimiter();
  const t = 1_700_000_000_000; // 20 s into a minute
  for (let i = 0; i < 3; i++) assert.ok(l.hit('a', 3, t + i).allowed);
  const refused = l.hit('a', 3, t + 10);
  assert.equal([refused.allowed, refused.remaining, refused.resetMs], [false, 0, 1_700_000_040_000]);
  assert.ok(l.hit('b', 3, t).allowed, 'buckets are independent');
  assert.ok(l.hit('a', 3, 1_700_000_040_000).allowed, 'a new window');
});

test('Retry-After rounds up and is at least one second', () => {
  assert.is(retryAfterSeconds(10_000, 8_500), 2);
  assert.is(retryAfterSeconds(10_000, 10_000), 1);
});

test.run();
