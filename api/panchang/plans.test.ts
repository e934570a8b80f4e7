// The panchang plan catalog: each plan's festival layers and features, and an unknown plan name throws instead of
// being served as free (a plan added to the ladder without its rows here fails `npm run typecheck` instead).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FESTIVAL_RULES } from '../../engine/panchang/festivals/index.ts';
import { PLANS } from '../plans.ts';
import { panchangPlan, PANCHANG_FEATURES, PANCHANG_FESTIVAL_LAYERS, PANCHANG_LIMITS } from './limits.ts';
import { visibleLayers } from './present.ts';
import { planOfCaller } from './request.ts';
import type { HandlerContext } from '../gateway/route-spec.ts';

const visible = (id: number, plan: Parameters<typeof visibleLayers>[0]) =>
  visibleLayers(plan).has(FESTIVAL_RULES.layerOf(id));

test('free sees no festival, amethyst the core layer, sapphire and emerald everything', () => {
  assert.not.ok(visible(338, 'free'));
  assert.ok(visible(338, 'amethyst'));
  assert.not.ok(visible(400, 'amethyst')); // Thai Pongal is regional
  assert.ok(visible(400, 'sapphire'));
  assert.ok(visible(803, 'emerald'));
  assert.not.ok(visible(803, 'amethyst'));
});

test('every plan of the ladder has its limits, features and layers', () => {
  for (const plan of PLANS.panchang) {
    const name = panchangPlan(plan.name);
    assert.ok(PANCHANG_LIMITS[name] && PANCHANG_FEATURES[name] && PANCHANG_FESTIVAL_LAYERS[name], name);
  }
});

test('an unknown plan name throws instead of serving free', () => {
  assert.throws(() => panchangPlan('gold'), /unknown panchang plan "gold"/);
  assert.throws(() => panchangPlan('topaz'), /unknown panchang plan/); // a horoscope plan is not a panchang one
  const caller = (name: string) => ({ caller: { entitlement: { plan: { name } } } }) as unknown as HandlerContext;
  assert.is(planOfCaller(caller('sapphire')), 'sapphire');
  assert.throws(() => planOfCaller(caller('platinum')), /unknown panchang plan/);
  assert.is(planOfCaller({ caller: null } as unknown as HandlerContext), 'free');
});

test.run();
