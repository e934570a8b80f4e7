// Issue #22 point 6: the README once printed a default webhook secret; an event signed with it
// must be refused in every mode, and change nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountOf, deliver, entitlements, eventBody, sign, startBilling } from './billing-support.ts';
import { T0 } from './harness.ts';

const OLD_DEFAULT = 'dev-webhook-secret-not-for-production';

for (const NODE_ENV of ['development', 'test', 'production'])
  for (const configured of [false, true])
    test(`${NODE_ENV}, WEBHOOK_SECRET ${configured ? 'set' : 'unset'}: an event signed with the old default is refused`, async () => {
      const h = await startBilling({ NODE_ENV, WEBHOOK_SECRET: configured ? 'a-real-secret' : '' });
      try {
        const key = await h.signup();
        const account = await accountOf(h, key);
        const before = await entitlements(h, account);
        const forged = eventBody('evt_forged_1', 'subscription.charged', T0, {
          subscription_id: 'sub_forged',
          account_id: account,
          product: 'horoscope',
          plan: 'ruby',
          payment_id: 'pay_forged',
          period_end: Math.floor(T0 / 1000) + 365 * 86_400,
        });
        for (const which of ['pay', 'panchang'] as const) {
          const r = await deliver(h, forged, which, sign(forged, OLD_DEFAULT));
          assert.ok(r.status === 401 || r.status === 503, `${which}: ${r.status}`);
        }
        assert.equal(await entitlements(h, account), before);
      } finally {
        await h.close();
      }
    });

test.run();
