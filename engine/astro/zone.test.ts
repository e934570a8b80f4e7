import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatLocal, formatOffset, isValidTimeZone, localToUtc, offsetMinutesAt, startOfLocalDay } from './zone.ts';

test('IANA names are valid, abbreviations and junk are not', () => {
  for (const z of ['Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe', 'UTC', 'America/Argentina/Buenos_Aires'])
    assert.ok(isValidTimeZone(z), z);
  for (const z of ['IST', 'EST', 'Mars/Olympus', '', 'Asia/Kolkata; drop', 42])
    assert.not.ok(isValidTimeZone(z), String(z));
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

/** The offset straight from Intl, with no memo: what the memoised answer must always equal. */
const testFormatters = new Map<string, Intl.DateTimeFormat>();
function intlOffsetMinutes(zone: string, utcMs: number): number {
  const format =
    testFormatters.get(zone) ??
    testFormatters
      .set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        }),
      )
      .get(zone)!;
  const parts = format.formatToParts(utcMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

test('memoised offsets equal Intl at every minute around each 2025-2030 transition, and at random instants', () => {
  // Half-hour DST (Lord Howe), 45-minute offsets (Chatham), southern DST (Santiago, Sydney), Ramadan suspensions
  // (Casablanca: two changes a few weeks apart), European and North American rules, and zones without DST.
  const zones = [
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/Santiago',
    'Australia/Sydney',
    'Africa/Casablanca',
    'Europe/London',
    'America/New_York',
    'America/St_Johns',
    'Asia/Tehran',
    'Asia/Kolkata',
    'Asia/Kathmandu',
  ];
  let transitions = 0;
  let rng = 0x2545f491;
  const random = () => (rng = (rng * 1103515245 + 12345) >>> 0) / 2 ** 32;
  for (const zone of zones) {
    // Scanned a day at a time, then hour by hour inside a day whose two ends differ (every tz change is hours apart).
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      if (intlOffsetMinutes(zone, day) === intlOffsetMinutes(zone, day + 86_400_000)) continue;
      for (let t = day; t < day + 86_400_000; t += 3_600_000) {
        if (intlOffsetMinutes(zone, t) === intlOffsetMinutes(zone, t + 3_600_000)) continue;
        transitions++;
        for (let m = -90; m <= 150; m++) {
          const at = t + m * 60_000 + 17_000;
          assert.is(offsetMinutesAt(zone, at), intlOffsetMinutes(zone, at), `${zone} ${new Date(at).toISOString()}`);
        }
      }
    }
    for (let i = 0; i < 300; i++) {
      const at = Date.UTC(2025, 0, 1) + Math.floor(random() * 6 * 365.25 * 86_400_000);
      assert.is(offsetMinutesAt(zone, at), intlOffsetMinutes(zone, at), `${zone} ${new Date(at).toISOString()}`);
    }
  }
  assert.ok(transitions > 80, `${transitions} transitions`);
});

test.run();
