import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spliceJson } from './splice.ts';

test('spliced bytes parse to the object they stand for, keys in order', () => {
  const day = { date: '2026-03-10', tithi: [{ number: 1, name: 'प्रतिपदा' }], note: 'a "quoted" ′ mark' };
  const bytes = spliceJson([['year', 2026], ['city', 'Mumbai'], ['days', [Buffer.from(JSON.stringify(day)), Buffer.from(JSON.stringify(day))]], ['empty', []]]);
  const text = bytes.toString('utf8');
  assert.equal(JSON.parse(text), { year: 2026, city: 'Mumbai', days: [day, day], empty: [] });
  assert.is(text, JSON.stringify({ year: 2026, city: 'Mumbai', days: [day, day], empty: [] }));
});

test.run();
