import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../gateway/errors.ts';
import { parseAsOf } from './as-of.ts';

const NOW = Date.UTC(2026, 2, 10, 12);
const code = (f: () => unknown) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return e instanceof ApiError ? e.code : 'other';
  }
};

test('a date is noon in the birth zone; a date-time with an offset is that instant; without one, local time', () => {
  assert.is(parseAsOf('2026-01-15', 'Asia/Kolkata', NOW), Date.UTC(2026, 0, 15, 6, 30));
  assert.is(parseAsOf('2026-07-01', 'America/New_York', NOW), Date.UTC(2026, 6, 1, 16));
  assert.is(parseAsOf('2026-01-15T10:00:00Z', 'Asia/Kolkata', NOW), Date.UTC(2026, 0, 15, 10));
  assert.is(parseAsOf('2026-01-15T10:00+0530', 'UTC', NOW), Date.UTC(2026, 0, 15, 4, 30));
  assert.is(parseAsOf('2026-01-15T10:00:30.250-02:00', 'UTC', NOW), Date.UTC(2026, 0, 15, 12, 0, 30, 250));
  assert.is(parseAsOf('2026-01-15T10:00', 'Asia/Kolkata', NOW), Date.UTC(2026, 0, 15, 4, 30));
  assert.is(parseAsOf(undefined, 'Asia/Kolkata', NOW), NOW);
});

test('anything else is invalid_as_of', () => {
  for (const bad of [
    'tomorrow',
    '',
    '2026-02-29',
    '2026-01-15T24:00',
    '2026-01-15T10:60',
    '2026-01-15 10:00',
    '15-01-2026',
    '2026-01-15T10:00+25:00',
    '1700-01-01',
    '2100-06-01',
  ]) {
    assert.is(
      code(() => parseAsOf(bad, 'UTC', NOW)),
      'invalid_as_of',
      bad,
    );
  }
});

test.run();
