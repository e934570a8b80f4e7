// Worked examples published by named sources (collected in astrology-rules.md 8.8), reproduced exactly.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { computeCore, computeName } from './core.ts';
import { personalCycles } from './cycles.ts';
import { dateNumbers, dateTrace, parseIsoDate } from './dates.ts';
import { loShuGrid } from './lo-shu.ts';
import { nameTotals } from './letters.ts';
import { normalizeName } from './name-text.ts';
import { nameNumbers } from './name-numbers.ts';
import type { CalendarDate, NormalizedName } from './types.ts';

const name = (text: string): NormalizedName => {
  const parsed = normalizeName(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.name;
};
const date = (iso: string): CalendarDate => parseIsoDate(iso)!;

test('numrolab.com: MICHAEL = 33 in Pythagorean, a master number kept', () => {
  assert.is(nameTotals('pythagorean', name('Michael')).all, 33);
  assert.is(nameNumbers('pythagorean', name('Michael')).expression_number, 33);
});

test('numrolab.com: MICHAEL = 22 in Chaldean (master kept)', () => {
  assert.is(nameTotals('chaldean', name('Michael')).all, 22);
  assert.is(nameNumbers('chaldean', name('Michael')).expression_number, 22);
});

test('numrolab.com: Chaldean SARAH = 12 -> 3 and JAMES = 14 -> 5', () => {
  const sarah = computeName({ name: name('Sarah'), systems: ['chaldean'], includeCalculations: false }).systems
    .chaldean!;
  assert.is(sarah.compound_number, 12);
  assert.is(sarah.expression_number, 3);
  assert.is(sarah.name_number, 3);
  const james = computeName({ name: name('James'), systems: ['chaldean'], includeCalculations: false }).systems
    .chaldean!;
  assert.is(james.compound_number, 14);
  assert.is(james.expression_number, 5);
});

test('fitnessreporting.com: Emily Jennifer Stone, vowels with Y = 51 -> 6 (soul urge)', () => {
  const n = name('Emily Jennifer Stone');
  assert.is(nameTotals('pythagorean', n).vowels, 51);
  assert.is(nameNumbers('pythagorean', n).soul_urge_number, 6);
  // The source runs the letters together; the Y of EMILY stays a vowel either way.
  assert.is(nameTotals('pythagorean', name('EMILYJENNIFERSTONE')).vowels, 51);
});

test('webindia123.com: 1980-12-21, life path by full digit sum = 24 -> 6', () => {
  assert.is(dateTrace(date('1980-12-21')).digit_sum, 24);
  assert.is(dateNumbers(date('1980-12-21')).life_path_number, 6);
});

test('decoz.com: 1936-10-12 -> 5 and 1992-11-22 -> 9 (component method; full sum agrees here)', () => {
  assert.is(dateNumbers(date('1936-10-12')).life_path_number, 5);
  assert.is(dateNumbers(date('1992-11-22')).life_path_number, 9);
});

test('Obama 1961-08-04: full sum 29 -> 11 (master); yourastrocodex.com publishes 2 by the component method', () => {
  // The seed mandates full-sum reduction, so this is where the two methods part (astrology-rules.md 8.4).
  const core = computeCore({
    name: name('Barack Obama'),
    dateOfBirth: date('1961-08-04'),
    systems: ['pythagorean'],
    includeCalculations: false,
  });
  assert.is(core.date_numbers.life_path_number, 11);
  assert.is(core.date_numbers.bhagyank, 2);
  assert.is(core.date_numbers.moolank, 4);
});

test('astrology-rules.md 8.5: Bhagyank 1975-06-04 = 32 -> 5; Moolank of the 29th = 11 -> 2', () => {
  assert.is(dateNumbers(date('1975-06-04')).bhagyank, 5);
  assert.is(dateNumbers(date('1990-03-29')).moolank, 2);
  assert.is(dateNumbers(date('1990-03-29')).birthday_number, 11);
});

test('astrology-rules.md 8.4 (Decoz-style cycles): born 4 Aug; 2025 -> PY 3, March PM 6, 15 March PD 3', () => {
  const cycles = personalCycles(date('1990-08-04'), date('2025-03-15'), false);
  assert.equal(cycles, { personal_year_number: 3, personal_month_number: 6, personal_day_number: 3 });
});

test('astrology-rules.md 8.6: Lo Shu of 23/08/1985 (published in a repository report)', () => {
  const grid = loShuGrid(date('1985-08-23'), false, 'en');
  assert.equal(grid.digits, [2, 3, 8, 1, 9, 8, 5]);
  assert.equal(grid.cell_counts, { 1: 1, 2: 1, 3: 1, 4: 0, 5: 1, 6: 0, 7: 0, 8: 2, 9: 1 });
  assert.equal(grid.missing_numbers, [4, 6, 7]);
  assert.equal(
    grid.arrows_of_strength.map((a) => a.plane),
    ['will', 'silver_yog'],
  );
  assert.equal(grid.arrows_of_weakness, []);
  const numbers = dateNumbers(date('1985-08-23'));
  assert.is(numbers.moolank, 5);
  assert.is(numbers.bhagyank, 9);
});

test.run();
