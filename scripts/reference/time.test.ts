import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addDays, civilDayStartMs, jdFromMs, localDateOf, msFromJd, utcOffsetMinutes } from './time.ts';

test('Julian day and epoch ms round-trip; J2000 noon', () => {
  assert.is(jdFromMs(Date.UTC(2000, 0, 1, 12)), 2451545.0);
  assert.is(msFromJd(2460676.5), Date.UTC(2025, 0, 1));
  const ms = Date.UTC(2027, 6, 14, 3, 25, 42, 81);
  assert.is(msFromJd(jdFromMs(ms)), ms);
});

test('local midnight uses the zone offset of that day', () => {
  assert.is(civilDayStartMs('Asia/Kolkata', '2025-01-01'), Date.UTC(2024, 11, 31, 18, 30));
  assert.is(civilDayStartMs('America/New_York', '2025-01-15'), Date.UTC(2025, 0, 15, 5));
  assert.is(civilDayStartMs('America/New_York', '2025-07-15'), Date.UTC(2025, 6, 15, 4));
  assert.is(civilDayStartMs('Asia/Kathmandu', '2026-06-21'), Date.UTC(2026, 5, 20, 18, 15));
});

test('a skipped midnight (Santiago DST start) begins the date at the jump', () => {
  // 2025-09-06 24:00 -04 jumps to 2025-09-07 01:00 -03.
  const start = civilDayStartMs('America/Santiago', '2025-09-07');
  assert.is(start, Date.UTC(2025, 8, 7, 4));
  assert.is(localDateOf('America/Santiago', start), '2025-09-07');
  assert.is(localDateOf('America/Santiago', start - 1000), '2025-09-06');
  assert.is(utcOffsetMinutes('America/Santiago', start), -180);
});

test('a repeated hour before midnight (Santiago DST end) makes a 25 h date', () => {
  const day = civilDayStartMs('America/Santiago', '2025-04-05');
  const next = civilDayStartMs('America/Santiago', addDays('2025-04-05', 1));
  assert.is(next - day, 25 * 3_600_000);
});

test.run();
