// Issue #22 point 7: failed API keys are throttled per client address (20 a minute), answered with
// the product's rate-limited code and Retry-After; working keys already known keep answering.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MINUTE_MS } from '../../api/gateway/clock.ts';
import { FAILED_KEYS_PER_MINUTE } from '../../api/middleware/failed-keys.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness({ env: { RATE_LIMIT_SCALE: '1' } });
});
test.after(() => h.close());

const unknownKey = (i: number) => `key_${i.toString(16).padStart(16, '0')}.${'A'.repeat(43)}`;
const usage = (key: string) => h.call('GET', '/v1/usage', { key });

test('after 20 failed keys in a minute the address gets 429 rate_limited with Retry-After; a good key still works', async () => {
  const good = await h.signup();
  assert.is((await usage(good)).status, 200);
  for (let i = 0; i < FAILED_KEYS_PER_MINUTE; i++) {
    const r = await usage(i % 2 ? unknownKey(i) : 'not-a-key');
    assert.equal([r.status, r.json.error], [401, 'invalid_api_key'], `failure ${i + 1}`);
  }
  h.clock.advance(10_000);
  const over = await usage(unknownKey(99));
  assert.equal([over.status, over.json.error], [429, 'rate_limited']);
  const wait = Number(over.headers.get('retry-after'));
  assert.ok(wait >= 1 && wait <= 50, `Retry-After ${wait}`);
  assert.is((await usage('not-a-key')).status, 429);
  const forged = `${good.split('.')[0]}.${'B'.repeat(43)}`;
  assert.is((await usage(forged)).status, 429, 'a known key id with a wrong secret');
  assert.is((await usage(good)).status, 200, 'a working key behind the same address is not locked out');
  h.clock.advance(MINUTE_MS);
  const later = await usage(unknownKey(100));
  assert.equal([later.status, later.json.error], [401, 'invalid_api_key'], 'the window slid past');
});

test.run();
