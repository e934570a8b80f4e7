import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LO_SHU_LAYOUT, LO_SHU_LINES } from '../../tables/numerology/lo-shu.ts';
import { parseIsoDate } from './dates.ts';
import { loShuGrid } from './lo-shu.ts';

const grid = (iso: string, variant = false, lang: 'en' | 'hi' = 'en') => loShuGrid(parseIsoDate(iso)!, variant, lang);

test('the layout is a magic square and the eight lines are its rows, columns and diagonals', () => {
  const lines = [
    ...LO_SHU_LAYOUT,
    ...[0, 1, 2].map((c) => LO_SHU_LAYOUT.map((row) => row[c])),
    [LO_SHU_LAYOUT[0][0], LO_SHU_LAYOUT[1][1], LO_SHU_LAYOUT[2][2]],
    [LO_SHU_LAYOUT[0][2], LO_SHU_LAYOUT[1][1], LO_SHU_LAYOUT[2][0]],
  ];
  for (const line of lines)
    assert.is(
      line.reduce((a, b) => a + b, 0),
      15,
    );
  const key = (cells: readonly number[]) => [...cells].sort().join();
  assert.equal(LO_SHU_LINES.map((l) => key(l.cells)).sort(), lines.map(key).sort());
});

test('zeros are ignored; counts, present, missing and repeated agree', () => {
  const g = grid('2000-10-20'); // digits 2,0,1,0,2,0,0,0
  assert.equal(g.digits, [2, 1, 2]);
  assert.equal(g.present_numbers, [1, 2]);
  assert.equal(g.repeated_numbers, [{ number: 2, count: 2 }]);
  assert.equal(g.missing_numbers, [3, 4, 5, 6, 7, 8, 9]);
  assert.equal(g.grid[0], [
    { number: 4, count: 0 },
    { number: 9, count: 0 },
    { number: 2, count: 2 },
  ]);
});

test('an all-empty line is an arrow of weakness, a full one an arrow of strength', () => {
  const g = grid('1867-05-13'); // 1,3,0,5,1,8,6,7: no 4, 9, 2
  assert.equal(
    g.arrows_of_weakness.map((a) => a.plane),
    ['mind'],
  );
  assert.is(g.arrows_of_weakness[0].name, 'Arrow of Poor Memory');
  assert.equal(
    g.arrows_of_strength.map((a) => a.plane),
    ['emotional', 'practical'],
  );
  assert.is(g.planes.find((p) => p.id === 'mind')!.status, 'weakness');
});

test('the Moolank/Bhagyank variant adds their digits; Hindi names with lang=hi', () => {
  const g = grid('1985-08-23', true, 'hi');
  assert.equal(g.added_numbers, [5, 9]);
  assert.is(g.cell_counts['5'], 2);
  assert.is(g.cell_counts['9'], 2);
  assert.is(g.arrows_of_strength[0].name, 'दृढ़ संकल्प का तीर');
  assert.is(g.planes[0].name, 'मानसिक तल');
});

test.run();
