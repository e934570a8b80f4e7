// Special yogas on days that decide them. Drik Panchang, New Delhi, Thu 31 Dec 2020 (panchang-rules.md 4.4):
// Punarvasu until 19:49 then Pushya; "Sarvartha Siddhi Yoga Whole Day", "Amrita Siddhi Yoga 07:49 PM to 07:14 AM,
// Jan 01", "Guru Pushya Yoga 07:49 PM to 07:14 AM".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../astro/global-year.ts';
import type { DayFrame } from '../panchang/muhurat.ts';
import { computePlaceDays } from '../panchang/place-day.ts';
import { daySpans, specialYogas } from './layers.ts';

const delhi = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };
const year = buildGlobalYear(2020);
const [day] = computePlaceDays(year, delhi, { year: 2020, month: 12, day: 31 }, 1);
const frame: DayFrame = { ...day, weekday: 4 };
const yogas = specialYogas(year, frame, daySpans(year, frame));
// Drik prints the minute nearest to the instant.
const ist = (ms: number) => new Date(Math.round(ms / 60_000) * 60_000 + 5.5 * 3_600_000).toISOString().slice(11, 16);
const of = (key: string) => yogas.filter((y) => y.key === key);

test('Sarvartha Siddhi covers the whole day (Thursday with Punarvasu, then Pushya)', () => {
  const s = of('sarvartha_siddhi');
  assert.is(s[0].startUtcMs, frame.sunriseUtcMs);
  assert.is(s.at(-1)?.endUtcMs, frame.nextSunriseUtcMs);
});

test('Amrita Siddhi and Guru Pushya run from Pushya at 19:49 to the next sunrise', () => {
  for (const key of ['amrita_siddhi', 'guru_pushya']) {
    const [w] = of(key);
    assert.is(ist(w.startUtcMs), '19:49', key);
    assert.is(w.endUtcMs, frame.nextSunriseUtcMs, key);
  }
  assert.is(ist(frame.nextSunriseUtcMs), '07:14');
});

test('rules that do not apply on a Thursday are absent', () => {
  for (const key of ['ravi_pushya', 'dwipushkar', 'tripushkar']) assert.is(of(key).length, 0, key);
});

test.run();
