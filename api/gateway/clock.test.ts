import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS, isoInstant, isoUtcDate, utcMonth } from './clock.ts';

// A deterministic spread of instants: the oracle is Date#toISOString.
function* instants(): Generator<number> {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 20_000; i++) yield Math.floor((next() * 2 - 0.3) * 4_000_000_000_000);
  for (const edge of [
    '1969-12-31T23:59:59.999Z',
    '1970-01-01T00:00:00.000Z',
    '2024-02-29T23:59:59.999Z',
    '2030-12-31T23:59:59.999Z',
    '0000-01-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
  ])
    yield Date.parse(edge);
  yield Date.parse('0000-01-01T00:00:00.000Z') - 1;
  yield Date.parse('9999-12-31T23:59:59.999Z') + 1;
}

test('isoInstant and isoUtcDate agree with Date#toISOString, outside four-digit years too', () => {
  for (const ms of instants()) {
    assert.is(isoInstant(ms), new Date(ms).toISOString(), String(ms));
    assert.is(isoUtcDate(ms), new Date(ms).toISOString().slice(0, 10), String(ms));
  }
});

test('isoInstant of a fractional millisecond truncates like Date, and rejects what Date rejects', () => {
  assert.is(isoInstant(1.7), new Date(1.7).toISOString());
  assert.throws(() => isoInstant(Number.NaN), RangeError);
});

test('utcMonth: bounds and key of the month holding an instant, across a year end', () => {
  const dec = utcMonth(Date.parse('2026-12-31T23:59:59.999Z'));
  assert.equal(
    [dec.key, dec.startMs, dec.endMs],
    ['2026-12', Date.parse('2026-12-01T00:00:00Z'), Date.parse('2027-01-01T00:00:00Z')],
  );
  const jan = utcMonth(dec.endMs);
  assert.is(jan.key, '2027-01');
  assert.is(jan.endMs - jan.startMs, 31 * DAY_MS);
});

test.run();
