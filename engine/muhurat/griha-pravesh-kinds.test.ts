// griha_pravesh_kind changes the rules (issue #30; tables/muhurat/griha-pravesh-kinds.ts): New Delhi, 2026, dates
// found by scanning the year with the engine and fixed here. Each kind decides a date the others do not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../astro/global-year.ts';
import { computePlaceDays, type PlaceDayInputs } from '../panchang/place-day.ts';
import { ACTIVITIES, GRIHA_PRAVESH_KINDS, type ActivityRules } from '../../tables/muhurat/index.ts';
import { dayExclusions, sunriseState } from './exclusions.ts';
import { relax } from './relax.ts';
import { frameOf, searchDay } from './search.ts';

const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };
const table = buildGlobalYear(2026);
const days = new Map<string, PlaceDayInputs>(
  computePlaceDays(table, DELHI, { year: 2026, month: 1, day: 1 }, 365).map((d) => [d.date, d]),
);
const { new: NEW, after_renovation: JIRNA, after_travel: DVANDVA } = GRIHA_PRAVESH_KINDS;
const windows = (rules: ActivityRules, date: string) =>
  searchDay(
    { rules, region: 'north', latDeg: 28.6139, lonDeg: 77.209, participants: [], minQuality: 'acceptable' },
    { inputs: days.get(date)!, table },
  ).windows;
const reasons = (rules: ActivityRules, date: string) =>
  dayExclusions(sunriseState(table, frameOf(days.get(date)!).sunriseUtcMs), rules, 'north');

test('new (apoorva): Magha 2026-02-14 open; Margashirsha 2026-12-03 shut by its months alone', () => {
  assert.ok(windows(NEW, '2026-02-14').length > 0);
  assert.is(windows(NEW, '2026-12-03').length, 0);
  assert.ok(reasons(NEW, '2026-12-03').includes('month_not_favourable'));
  assert.ok(windows(relax(NEW, 'griha_pravesh_new_month'), '2026-12-03').length > 0);
});

test('after_travel (dvandva): Margashirsha 2026-12-03 open, Chaitra 2026-03-25 outside its months', () => {
  assert.ok(windows(DVANDVA, '2026-12-03').length > 0);
  assert.ok(reasons(DVANDVA, '2026-03-25').includes('month_not_favourable'));
  assert.not.ok(reasons(ACTIVITIES.griha_pravesh, '2026-03-25').includes('month_not_favourable'));
  // it keeps the period exclusions: Shravana's 2026-08-17 lies in chaturmas
  assert.is(windows(DVANDVA, '2026-08-17').length, 0);
});

test('after_renovation (jirna): Shravana 2026-08-17 open despite chaturmas; Pushya/Swati add windows on 2026-06-24', () => {
  assert.ok(windows(JIRNA, '2026-08-17').length > 0);
  assert.ok(reasons(ACTIVITIES.griha_pravesh, '2026-08-17').includes('chaturmas'));
  assert.not.ok(JIRNA.exclusions.includes('chaturmas'));
  const extra = windows(JIRNA, '2026-06-24').filter((w) => [8, 15].includes(w.prevailing.nakshatra));
  assert.ok(extra.length > 0, 'windows in Pushya or Swati');
  assert.ok(windows(ACTIVITIES.griha_pravesh, '2026-06-24').every((w) => ![8, 15].includes(w.prevailing.nakshatra)));
  // its months still shut Chaitra
  assert.ok(reasons(JIRNA, '2026-03-25').includes('month_not_favourable'));
});

test.run();
