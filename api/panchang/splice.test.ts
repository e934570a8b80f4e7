import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fields, spliced } from './splice.ts';

test('the bytes parse to the object, keys in order, whatever the nesting', () => {
  const day = { date: '2026-03-10', tithi: [{ number: 1, name: 'प्रतिपदा' }], note: 'a "quoted" ′ mark' };
  const cached = { data: day, dataJson: Buffer.from(JSON.stringify(day)) };
  const answer = spliced(
    fields(
      ['year', 2026],
      ['city', 'Mumbai'],
      ['months', [fields(['month', 1], ['days', [cached, cached]])]],
      ['empty', []],
      ['none', null],
    ),
  );
  const expected = { year: 2026, city: 'Mumbai', months: [{ month: 1, days: [day, day] }], empty: [], none: null };
  assert.equal(answer.data, expected);
  assert.is(answer.dataJson.toString('utf8'), JSON.stringify(expected));
});

test.run();
