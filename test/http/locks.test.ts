// Issue #28, the locks that one gateway shows (the two-replica ones are in test/fleet/locks.test.ts). S8: a gateway
// others can reach runs no payment sandbox unless BILLING_PROVIDER=sandbox asks for it. S9: its /metrics is not open.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startBilling } from './billing-support.ts';
import type { Harness } from './harness.ts';

const checkout = (h: Harness, key: string) =>
  h.call('POST', '/v1/billing/checkout', {
    key,
    body: { plan: 'sapphire', return_url: 'https://shop.example.com/back' },
  });

test('S8/S9: on a non-loopback HOST, no sandbox and no open /metrics; asked for, the sandbox sells', async () => {
  const reachable = await startBilling({ HOST: '0.0.0.0' });
  try {
    const key = await reachable.signup();
    const refused = await checkout(reachable, key);
    assert.is(refused.status, 503, refused.text);
    assert.match(refused.json.message, /BILLING_PROVIDER=sandbox/);
    assert.is((await reachable.call('GET', '/metrics')).status, 404, '/metrics is not served without a token');
  } finally {
    await reachable.close();
  }
  const asked = await startBilling({ HOST: '0.0.0.0', BILLING_PROVIDER: 'sandbox', METRICS_TOKEN: 'x'.repeat(20) });
  try {
    const sold = await checkout(asked, await asked.signup());
    assert.is(sold.status, 201, sold.text);
    assert.is((await asked.call('GET', '/metrics')).status, 401, 'served, behind the bearer token');
  } finally {
    await asked.close();
  }
});

test.run();
