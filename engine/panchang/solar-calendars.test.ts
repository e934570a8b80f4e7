// Unit facts of the regional solar calendars; the 1900-2024 month starts are test/solar-calendar-parity.test.ts.
// 2025 new years as published: Puthandu, Vishu and Pana Sankranti on 14 April 2025, Pohela Boishakh (West Bengal) on
// 15 April 2025 and Chingam 1, Kollam 1201, on 17 August 2025 (drikpanchang.com's 2025 Tamil, Malayalam, Odia and Bengali calendars; Government of
// Kerala's 2025 public holiday list has Vishu on 14 April and the Government of Tamil Nadu's Tamil New Year then too).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../astro/global-year.ts';
import { SOLAR_CALENDARS } from '../../tables/panchang/solar-calendars.ts';
import { bengaliDate } from './calendars.ts';
import {
  almanacSankrantis,
  calendarPlace,
  istDayOf,
  monthStartDay,
  regionalMonth,
  regionalSolarDates,
  solarDate,
} from './solar-calendars.ts';

const table2025 = buildGlobalYear(2025);
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

test('month 1 is Chithirai (Mesha), Chingam (Simha) and Baisakha (Mesha)', () => {
  assert.is(regionalMonth(SOLAR_CALENDARS.tamil, 1), 1);
  assert.is(regionalMonth(SOLAR_CALENDARS.malayalam, 5), 1);
  assert.is(regionalMonth(SOLAR_CALENDARS.malayalam, 4), 12);
  assert.is(regionalMonth(SOLAR_CALENDARS.odia, 12), 12);
});

test('2025 new years: 14 April opens Chithirai 1947, Medam 1200 and Baisakha 1947; 15 April Boishakh 1432', () => {
  assert.equal(solarDate(table2025, 'tamil', day('2025-04-14')), { year: 1947, month: 1, day: 1 });
  const eve = solarDate(table2025, 'tamil', day('2025-04-13'));
  assert.equal([eve.year, eve.month], [1946, 12]);
  assert.equal(solarDate(table2025, 'malayalam', day('2025-04-14')), { year: 1200, month: 9, day: 1 });
  assert.equal(solarDate(table2025, 'odia', day('2025-04-14')), { year: 1947, month: 1, day: 1 });
  // Mesha sankranti came at about 03:30 IST on the 14th: after midnight, so Bengal's Boishakh 1 is the 15th.
  assert.equal(bengaliDate(table2025, day('2025-04-15')), { year: 1432, month: 1, day: 1 });
});

test('the Kollam year turns at Chingam: 17 August 2025 is Chingam 1, 1201', () => {
  assert.equal(solarDate(table2025, 'malayalam', day('2025-08-17')), { year: 1201, month: 1, day: 1 });
  assert.equal(solarDate(table2025, 'malayalam', day('2025-08-16')).year, 1200);
});

test('January months belong to the era year begun the April (or August) before', () => {
  assert.equal(solarDate(table2025, 'tamil', day('2025-01-14')), { year: 1946, month: 10, day: 1 });
  assert.equal(solarDate(table2025, 'malayalam', day('2025-01-14')), { year: 1200, month: 6, day: 1 });
});

test('a sankranti opens its own day before the cutoff and the next day after it (Odia, 22:12 IST)', () => {
  const rule = SOLAR_CALENDARS.odia;
  const at = (hhmm: string) => Date.parse(`2025-04-14T${hhmm}:00+05:30`);
  assert.is(monthStartDay(rule, at('22:11')), day('2025-04-14'));
  assert.is(monthStartDay(rule, at('22:13')), day('2025-04-15'));
  assert.is(istDayOf(at('23:59')), day('2025-04-14'));
});

test('Tamil months follow the requested place: Aani 1949 opens 15 June 2027 at New Delhi, 16 June at Chennai', () => {
  // The Mithuna sankranti comes at 18:50 IST on 15 June 2027: before New Delhi's cutoff (sunset 19:20 − 9.5 min),
  // after Chennai's (sunset 18:36 − 9.5 min), so Chennai's Vaikasi runs a day longer.
  const table = buildGlobalYear(2027);
  const chennai = calendarPlace({ latitudeDeg: 13.0878, longitudeDeg: 80.2785, timezone: 'Asia/Kolkata' }, 0);
  const newDelhi = calendarPlace({ latitudeDeg: 28.6358, longitudeDeg: 77.2245, timezone: 'Asia/Kolkata' }, 0);
  assert.equal(solarDate(table, 'tamil', day('2027-06-15'), newDelhi), { year: 1949, month: 3, day: 1 });
  assert.equal(solarDate(table, 'tamil', day('2027-06-15')), { year: 1949, month: 3, day: 1 });
  assert.equal(solarDate(table, 'tamil', day('2027-06-15'), chennai), { year: 1949, month: 2, day: 32 });
  assert.equal(solarDate(table, 'tamil', day('2027-06-16'), chennai), { year: 1949, month: 3, day: 1 });
  // Odia stays a clock time at Bhubaneswar, whoever asks; the clock is IST in India, the zone's own elsewhere.
  assert.equal(regionalSolarDates(table, day('2027-06-15'), chennai).odia, solarDate(table, 'odia', day('2027-06-15')));
  assert.is(
    calendarPlace({ latitudeDeg: 0, longitudeDeg: 0, timezone: 'Asia/Kolkata' }, Date.UTC(1943, 0, 1))
      .clockOffsetMinutes,
    330,
  );
  assert.is(
    calendarPlace({ latitudeDeg: 0, longitudeDeg: 0, timezone: 'America/New_York' }, Date.UTC(2027, 5, 15))
      .clockOffsetMinutes,
    -240,
  );
});

test('almanac sankrantis keep nutation: within ±8 min of the table ones, in the same order and signs', () => {
  const table = table2025.series.sun_rashi;
  const almanac = almanacSankrantis(table2025);
  assert.is(almanac.length, table.utcMs.length);
  almanac.forEach((s, i) => {
    assert.is(s.rashi, table.indices[i]);
    assert.ok(Math.abs(s.utcMs - table.utcMs[i]) < 8 * 60_000, `${i}: ${s.utcMs - table.utcMs[i]} ms`);
  });
  assert.ok(
    almanac.some((s, i) => Math.abs(s.utcMs - table.utcMs[i]) > 60_000),
    'the shift is real',
  );
});

test.run();
