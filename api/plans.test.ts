import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from './gateway/clock.ts';
import { entitlementAt, trialRow } from './entitlements.ts';
import {
  ALL_PLAN_NAMES,
  meetsMinimum,
  overageOf,
  PLANS,
  productOfPaidPlan,
  requirePlan,
  scaledPerMinute,
} from './plans.ts';

test('seed 002 numbers for panchang', () => {
  const rows = PLANS.panchang.map((p) => [p.name, p.monthlyCalls, p.perMinute, p.overageInrPer1000, p.trialDays]);
  assert.equal(rows, [
    ['free', 2000, 10, null, 0],
    ['amethyst', 50000, 60, 10, 7],
    ['sapphire', 300000, 180, 5, 7],
    ['emerald', 2000000, 600, 2.5, 7],
  ]);
});

test('plan names are distinct across products apart from free, so a plan names its product', () => {
  const paid = ALL_PLAN_NAMES.filter((n) => n !== 'free');
  assert.is(new Set(paid).size, paid.length);
  assert.is(productOfPaidPlan('ruby'), 'horoscope');
  assert.is(productOfPaidPlan('scale'), 'numerology');
  assert.is(productOfPaidPlan('free'), undefined);
  assert.is(productOfPaidPlan('gold'), undefined);
});

test('ladders rise: more calls and a higher limit on each tier', () => {
  for (const ladder of Object.values(PLANS)) {
    for (let i = 1; i < ladder.length; i++) {
      assert.ok(
        ladder[i]!.monthlyCalls > ladder[i - 1]!.monthlyCalls && ladder[i]!.perMinute > ladder[i - 1]!.perMinute,
        ladder[i]!.name,
      );
    }
  }
  assert.ok(meetsMinimum(requirePlan('horoscope', 'infinity'), 'topaz'));
  assert.not.ok(meetsMinimum(requirePlan('numerology', 'plus'), 'pro'));
});

test('overage and scaling', () => {
  assert.equal(overageOf(requirePlan('panchang', 'emerald'), 2_001_001), { units: 1001, inr: 2.5 });
  assert.equal(overageOf(requirePlan('panchang', 'free'), 5000), { units: 0, inr: 0 });
  assert.is(scaledPerMinute(10, 0.01), 1);
  assert.is(scaledPerMinute(600, 1000), 600_000);
});

test('trial: the paid plan for seven days, then free unless a payment method is on file', () => {
  const t0 = 1_000_000;
  const row = trialRow(requirePlan('numerology', 'pro'), t0);
  assert.is(entitlementAt('numerology', row, t0 + 7 * DAY_MS - 1).plan.name, 'pro');
  const after = entitlementAt('numerology', row, t0 + 7 * DAY_MS);
  assert.equal([after.plan.name, after.trialEndedFrom], ['free', 'pro']);
  assert.is(entitlementAt('numerology', { ...row, paymentMethod: true }, t0 + 30 * DAY_MS).plan.name, 'pro');
});

test.run();
