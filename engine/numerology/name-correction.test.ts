import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CAUTION_COMPOUNDS } from '../../tables/numerology/name-correction.ts';
import { nameNumbers } from './name-numbers.ts';
import { computeNameCorrection, resolveTarget, spellingVariants } from './name-correction.ts';
import { normalizeName } from './name-text.ts';
import { parseIsoDate } from './dates.ts';
import { parseNumerologyRequest } from './schemas.ts';

const name = (text: string) => {
  const r = normalizeName(text);
  if (!r.ok) throw new Error(r.message);
  return r.name;
};

test('variants are within the edit limit, unique, and never the original', () => {
  const one = spellingVariants(name('Rahul'), 1);
  const two = spellingVariants(name('Rahul'), 2);
  assert.ok(one.every((v) => v.edits.length === 1));
  assert.ok(two.some((v) => v.edits.length === 2));
  const keys = two.map((v) => v.words.join(' '));
  assert.is(new Set(keys).size, keys.length);
  assert.not.ok(keys.includes('RAHUL'));
  assert.ok(keys.includes('RAHULL') && keys.includes('RAHULA') && keys.includes('RAAHUL'));
  assert.ok(
    spellingVariants(name('Anna'), 1).some((v) => v.words[0] === 'ANA' && v.edits[0].kind === 'undouble_letter'),
  );
  assert.ok(
    spellingVariants(name('Sumit'), 1).some((v) => v.words[0] === 'SUMITH' && v.edits[0].kind === 'add_aspirate_h'),
  );
});

test('targets: a number, the masters, and the birth-friendly set', () => {
  assert.equal(resolveTarget({ kind: 'number', number: 6 }, null).numbers, [6]);
  assert.equal(resolveTarget({ kind: 'category', category: 'master' }, null).numbers, [11, 22, 33]);
  // 1990-01-05: Moolank 5 (Budha), Bhagyank 7 (Ketu, read like Mangal); both see Surya (1) as a friend.
  assert.equal(
    resolveTarget({ kind: 'category', category: 'birth_friendly' }, parseIsoDate('1990-01-05')).numbers,
    [1, 5, 7],
  );
});

test('every suggestion reaches the target, with its numbers recomputed, ranked by fewest edits', () => {
  const req = parseNumerologyRequest('name-correction', {
    full_name: 'Rahul Sharma',
    date_of_birth: '1990-01-05',
    systems: ['pythagorean', 'chaldean'],
    target_number: 5,
    max_suggestions: 50,
  });
  const out = computeNameCorrection(req).name_correction;
  for (const system of ['pythagorean', 'chaldean'] as const) {
    const s = out.systems[system] as any;
    assert.ok(s.suggestions.length > 0, system);
    let last = 0;
    for (const v of s.suggestions) {
      const again = nameNumbers(system, name(v.spelling));
      assert.is(again.name_number, 5);
      assert.is(v.numbers.expression_number, again.expression_number);
      assert.is(v.normalized_name, again.normalized_name);
      assert.is(v.compound_caution, CAUTION_COMPOUNDS.includes(v.numbers.compound_number));
      assert.ok(v.edit_count >= last);
      assert.is(v.edits.length, v.edit_count);
      last = v.edit_count;
    }
    assert.is(s.current.meets_target, nameNumbers(system, name('Rahul Sharma')).name_number === 5);
  }
});

test('a master target matches the master-kept expression number only', () => {
  const req = parseNumerologyRequest('name-correction', {
    full_name: 'Rahul Sharma',
    system: 'pythagorean',
    target_number: 11,
    max_suggestions: 50,
  });
  const s = computeNameCorrection(req).name_correction.systems.pythagorean as any;
  for (const v of s.suggestions) assert.is(v.numbers.expression_number, 11);
});

test('max_suggestions caps the list', () => {
  const req = parseNumerologyRequest('name-correction', {
    full_name: 'Rahul Sharma',
    system: 'chaldean',
    target_category: 'master',
    max_suggestions: 2,
  });
  assert.ok((computeNameCorrection(req).name_correction.systems.chaldean as any).suggestions.length <= 2);
});

test.run();
