import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatLocal, formatOffset, isValidTimeZone, localToUtc, offsetMinutesAt, startOfLocalDay } from './zone.ts';

test('IANA names are valid, abbreviations and junk are not', () => {
  for (const z of ['Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe', 'UTC', 'America/Argentina/Buenos_Aires']) assert.ok(isValidTimeZone(z), z);
  for (const z of ['IST', 'EST', 'Mars/Olympus', '', 'Asia/Kolkata; drop', 42]) assert.not.ok(isValidTimeZone(z), String(z));
});

test('offsets follow DST', () => {
  assert.is(offsetMinutesAt('America/New_York', Date.UTC(2026, 0, 15)), -300);
  assert.is(offsetMinutesAt('America/New_York', Date.UTC(2026, 6, 15)), -240);
  assert.is(offsetMinutesAt('Asia/Kathmandu', Date.UTC(2026, 6, 15)), 345);
  assert.is(formatOffset(345), '+05:45');
  assert.is(formatOffset(-210), '-03:30');
});

test('a skipped local time moves forward by the gap and says so', () => {
  // 2026-03-08 02:30 does not exist in New York (clocks jump 02:00 -> 03:00).
  const r = localToUtc('America/New_York', { year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 });
  assert.is(r.resolution, 'skipped_forward');
  assert.is(formatLocal(r.utcMs, 'America/New_York'), '08-03-2026 03:30:00');
});

test('an ambiguous local time takes the earlier occurrence and says so', () => {
  // 2026-11-01 01:30 happens twice in New York.
  const r = localToUtc('America/New_York', { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 });
  assert.is(r.resolution, 'ambiguous_earlier');
  assert.is(r.utcMs, Date.UTC(2026, 10, 1, 5, 30));
});

test('ordinary times round-trip exactly', () => {
  const r = localToUtc('Asia/Kolkata', { year: 2025, month: 1, day: 1, hour: 6, minute: 0, second: 0 });
  assert.is(r.resolution, 'exact');
  assert.is(r.utcMs, Date.UTC(2025, 0, 1, 0, 30));
  assert.is(formatLocal(r.utcMs, 'Asia/Kolkata'), '01-01-2025 06:00:00');
  assert.is(startOfLocalDay('Australia/Sydney', 2026, 1, 1), Date.UTC(2025, 11, 31, 13, 0));
});

test.run();
