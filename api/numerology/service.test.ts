// The numerology engine under the gateway's plan catalog: plan gates, meta pieces, report section selection, cycle
// defaults, and an unknown plan name throwing instead of being served as free.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  handleNumerology,
  NUMEROLOGY_ENDPOINTS,
  NumerologyInputError,
  NumerologyPlanError,
} from '../../engine/numerology/index.ts';
import { planNames } from '../plans.ts';
import { ENDPOINT_GATES, numerologyPlan, numerologyPolicy, type NumerologyPlan } from './plans.ts';

const NUMEROLOGY_PLANS = planNames('numerology');
const today = '2025-06-15';
const run = (endpoint: Parameters<typeof handleNumerology>[0], body: unknown, plan: NumerologyPlan = 'scale') =>
  handleNumerology(endpoint, body, { policy: numerologyPolicy(plan), todayUtc: today });
function errorOf(fn: () => unknown): { code: string; requiredPlan?: string } | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof NumerologyPlanError) return { code: e.code, requiredPlan: e.requiredPlan };
    if (e instanceof NumerologyInputError) return { code: e.code };
    throw e;
  }
}
const person = { full_name: 'Asha Rao', date_of_birth: '1988-11-29' };
const partner = { full_name: 'Ravi Kumar', date_of_birth: '1987-02-03' };

test('endpoint minimum plans follow the seed table; compatibility answers 402, the rest 403', () => {
  const expected = {
    core: 'free',
    name: 'starter',
    cycles: 'starter',
    report: 'starter',
    'lo-shu': 'plus',
    compatibility: 'pro',
    'name-correction': 'pro',
    bulk: 'scale',
  };
  for (const endpoint of NUMEROLOGY_ENDPOINTS) {
    assert.is(ENDPOINT_GATES[endpoint].min_plan, expected[endpoint]);
    const min = NUMEROLOGY_PLANS.indexOf(ENDPOINT_GATES[endpoint].min_plan);
    for (const plan of NUMEROLOGY_PLANS.slice(0, min)) {
      const err = errorOf(() => run(endpoint, {}, plan));
      assert.is(
        err?.code,
        endpoint === 'compatibility' ? 'upgrade_required' : 'plan_required',
        `${endpoint} on ${plan}`,
      );
      assert.is(err?.requiredPlan, expected[endpoint]);
    }
  }
});

test('free gets Pythagorean core with Ank Jyotish; Chaldean on free is 402', () => {
  const out = run('core', { ...person, system: 'pythagorean' }, 'free');
  assert.ok((out.data as any).results.pythagorean);
  assert.is((out.data as any).ank_jyotish.moolank.planet.english_name, 'Moon'); // the 29th: 11 -> 2
  assert.equal(
    errorOf(() => run('core', { ...person, systems: ['pythagorean', 'chaldean'] }, 'free')),
    { code: 'upgrade_required', requiredPlan: 'starter' },
  );
  assert.ok(run('core', { ...person, system: 'chaldean' }, 'starter'));
});

test('meta: systems computed, full_sum, masters, one unit per system', () => {
  const dual = run('core', { ...person, systems: ['chaldean', 'pythagorean', 'chaldean'] });
  assert.equal(dual.meta, {
    calculation_systems: ['pythagorean', 'chaldean'],
    life_path_method: 'full_sum',
    preserve_masters: true,
    master_numbers: [11, 22, 33],
    quota_cost_units: 2,
  });
  assert.is(run('name', { name: 'Asha', system: 'chaldean' }).meta.quota_cost_units, 1);
  assert.is(run('lo-shu', { date_of_birth: '1988-11-29' }).meta.quota_cost_units, 1);
  assert.is(
    run('compatibility', { person_a: person, person_b: partner, systems: ['pythagorean', 'chaldean'] }).meta
      .quota_cost_units,
    2,
  );
});

test('include_calculations adds details and leaves results alone', () => {
  const plain = run('core', { ...person, system: 'chaldean' }).data as any;
  const traced = run('core', { ...person, system: 'chaldean', include_calculations: true }).data as any;
  assert.is(plain.details, undefined);
  assert.ok(traced.details.systems.chaldean.letters.length === 2);
  assert.is(JSON.stringify(traced.results), JSON.stringify(plain.results));
});

test('cycles: reference date defaults to the today passed in; masters reduced unless kept', () => {
  const implicit = run('cycles', { date_of_birth: '1990-08-04' }).data as any;
  assert.is(implicit.input.date, today);
  // Born 29 Nov, year 2025: month 1+1 = 2, day 2+9 = 11, year 9: 22, kept as a master or reduced to 4.
  const kept = run('cycles', { date_of_birth: '1980-11-29', date: '2025-01-01', cycle_preserve_masters: true });
  const reduced = run('cycles', { date_of_birth: '1980-11-29', date: '2025-01-01' });
  assert.is((kept.data as any).personal_year_number, 22);
  assert.is((reduced.data as any).personal_year_number, 4);
  assert.is(kept.meta.preserve_masters, true);
  assert.is(reduced.meta.preserve_masters, false);
});

test('report: sections the plan allows, the rest named in meta.omitted_sections', () => {
  const starter = run('report', { ...person, system: 'pythagorean', person_b: partner }, 'starter');
  assert.equal(Object.keys((starter.data as any).sections), ['core', 'name', 'cycles']);
  assert.equal(starter.meta.omitted_sections, ['lo_shu', 'compatibility']);
  const plus = run('report', { ...person, system: 'pythagorean' }, 'plus');
  assert.equal(Object.keys((plus.data as any).sections), ['core', 'name', 'cycles', 'lo_shu']);
  assert.equal(plus.meta.omitted_sections, []);
  const pro = run('report', { ...person, system: 'pythagorean', person_b: partner, lang: 'hi' }, 'pro');
  assert.equal(Object.keys((pro.data as any).sections), ['core', 'name', 'cycles', 'lo_shu', 'compatibility']);
  assert.is((pro.data as any).sections.compatibility.overall.label, 'संतुलित जोड़ी');
});

test('report: a section asked for by name above the plan is 402; only the asked sections appear', () => {
  assert.equal(
    errorOf(() => run('report', { ...person, system: 'pythagorean', sections: ['lo_shu'] }, 'starter')),
    { code: 'upgrade_required', requiredPlan: 'plus' },
  );
  assert.equal(
    errorOf(() =>
      run('report', { ...person, system: 'pythagorean', sections: ['compatibility'], person_b: partner }, 'plus'),
    ),
    { code: 'upgrade_required', requiredPlan: 'pro' },
  );
  assert.equal(
    errorOf(() => run('report', { ...person, system: 'pythagorean', sections: ['compatibility'] }, 'pro')),
    { code: 'invalid_request' },
  );
  const only = run(
    'report',
    { ...person, system: 'pythagorean', sections: ['cycles', 'core', 'cycles'], reference_date: '2025-01-01' },
    'starter',
  );
  assert.equal(Object.keys((only.data as any).sections), ['core', 'cycles']);
  assert.is((only.data as any).sections.cycles.date, '2025-01-01');
});

test('the service reads no clock: todayUtc must be a date', () => {
  assert.throws(
    () =>
      handleNumerology(
        'cycles',
        { date_of_birth: '1990-08-04' },
        { policy: numerologyPolicy('scale'), todayUtc: 'now' },
      ),
    /todayUtc/,
  );
});

test('an unknown plan name throws instead of serving free', () => {
  assert.is(numerologyPlan('pro'), 'pro');
  assert.throws(() => numerologyPlan('gold'), /unknown numerology plan "gold"/);
  assert.throws(() => numerologyPlan('emerald'), /unknown numerology plan/); // a panchang plan
});

test.run();
