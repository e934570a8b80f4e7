import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  PREDICTION_RULES,
  PREDICTION_SECTIONS,
  type RuleCondition,
} from '../../../tables/jyotish/predictions/index.ts';
import { rng } from '../../../test/support/rng.ts';
import { chartFixture } from '../chart-fixture.ts';
import { natalPrediction } from './index.ts';

/** Template parameters each condition kind provides (tables/jyotish/predictions/types.ts). */
const PROVIDES: Readonly<Record<RuleCondition['kind'], readonly string[]>> = {
  lord_in: ['lord', 'lord_house', 'sign'],
  lord_dignity: ['lord', 'lord_house', 'sign', 'dignity'],
  graha_dignity: ['graha', 'graha_house', 'dignity'],
  graha_in: ['graha', 'graha_house'],
  occupied_by: ['grahas', 'sign'],
  aspected_by: ['grahas', 'sign'],
  sign_element: ['sign'],
  lords_together: ['grahas'],
  conjunct: ['grahas'],
  empty: ['sign', 'lord'],
};
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

test('phrase bank: unique ids under their section, English and Hindi with the same placeholders, all provided', () => {
  const ids = new Set<string>();
  for (const r of PREDICTION_RULES) {
    assert.not.ok(ids.has(r.id), `duplicate ${r.id}`);
    ids.add(r.id);
    assert.ok(r.id.startsWith(`${r.section}.`), r.id);
    assert.equal(placeholders(r.text.hi), placeholders(r.text.en), r.id);
    assert.match(r.text.hi, /[\u0900-\u097F]/, r.id);
    const provided = new Set(r.when.flatMap((c) => PROVIDES[c.kind]));
    for (const p of placeholders(r.text.en)) assert.ok(provided.has(p), `${r.id}: {${p}} has no condition to fill it`);
  }
  for (const s of PREDICTION_SECTIONS) assert.ok(PREDICTION_RULES.filter((r) => r.section === s).length >= 8, s);
});

/** Random charts: every section speaks, exactly one lord-placement rule fires per section, no placeholder leaks. */
test('every chart: each section has exactly one lord-placement statement and a stable outlook', () => {
  const r = rng(42);
  const keys = ['surya', 'chandra', 'mangal', 'budha', 'guru', 'shukra', 'shani', 'rahu'] as const;
  for (let i = 0; i < 300; i++) {
    const lon = Object.fromEntries(keys.map((k) => [k, r() * 360]));
    const p = natalPrediction(chartFixture({ lagna: r() * 360, lon }), { lang: i % 2 ? 'hi' : 'en' });
    assert.is(p.sections.length, PREDICTION_SECTIONS.length);
    for (const s of p.sections) {
      assert.is(s.statements.filter((st) => /\.lord_\d+_in_/.test(st.rule_id)).length, 1, `${s.key} chart ${i}`);
      for (const st of s.statements) assert.not.match(st.text, /[{}]/);
      const weights = s.statements.map((st) => st.weight);
      assert.equal(
        weights,
        [...weights].sort((a, b) => b - a),
      );
    }
  }
});

// Lagna karka with Guru exalted in it; Shukra debilitated in kanya (3rd); Mangal in the 10th (mesha 10°, moolatrikona);
// Surya and Budha together in the 11th (vrishabha); Shani in the 7th (makara); Chandra in the 9th (meena).
const chart = chartFixture({
  lagna: 95,
  lon: { guru: 100, shukra: 170, mangal: 10, surya: 40, budha: 45, shani: 290, chandra: 335, rahu: 200 },
});

test('a hand-checked chart fires the rules its placements call for, with the facts in the text', () => {
  const p = natalPrediction(chart);
  const fired = new Set(p.sections.flatMap((s) => s.statements.map((st) => st.rule_id)));
  for (const id of [
    'personality.lagna_water',
    'personality.guru_in_lagna',
    'personality.lord_1_in_trikona',
    'career.lord_10_in_kendra',
    'career.tenth_lord_dignified',
    'relationship.shukra_debilitated',
    'relationship.malefic_in_seventh',
    'spirituality.guru_dignified',
  ])
    assert.ok(fired.has(id), `${id} fires`);
  for (const id of ['finance.shukra_dignified', 'personality.lagna_lord_debilitated', 'career.sun_in_tenth'])
    assert.not.ok(fired.has(id), `${id} does not fire`);
  const lagnaLord = p.sections[0]!.statements.find((s) => s.rule_id === 'personality.lord_1_in_trikona')!;
  assert.match(lagnaLord.text, /Chandra sits in the 9th house/);
  assert.equal(lagnaLord.conditions, [{ kind: 'lord_in', house: 1, houses: [5, 9] }]);
  const career = p.sections.find((s) => s.key === 'career')!;
  assert.match(career.statements.find((s) => s.rule_id === 'career.tenth_lord_dignified')!.text, /moolatrikona/);
});

test('sections on request, in the order asked; Hindi keeps the rule ids', () => {
  const en = natalPrediction(chart, { sections: ['health', 'career', 'health'] });
  assert.equal(
    en.sections.map((s) => s.key),
    ['health', 'career'],
  );
  const hi = natalPrediction(chart, { sections: ['health', 'career'], lang: 'hi' });
  assert.equal(
    hi.sections.map((s) => s.statements.map((st) => st.rule_id)),
    en.sections.map((s) => s.statements.map((st) => st.rule_id)),
  );
  assert.match(hi.sections[0]!.name, /[\u0900-\u097F]/);
  assert.is(
    en.rules_evaluated,
    PREDICTION_RULES.filter((r) => r.section === 'health' || r.section === 'career').length,
  );
});

test.run();
