// The conversion table (issue 39, "Done means"): every day of 2025-2030 goes to every calendar and back to itself;
// the published anchors; a kshaya tithi finds the day it runs in; dates outside the window or malformed are refused.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear, type GlobalYear } from '../../engine/astro/global-year.ts';
import { CALENDAR_IDS } from '../../engine/panchang/calendar-dates.ts';
import type { ApiError } from '../gateway/errors.ts';
import { CalendarConverter } from './service.ts';

const tables = new Map<number, GlobalYear>();
const converter = new CalendarConverter((year) => {
  if (!tables.has(year)) tables.set(year, buildGlobalYear(year));
  return tables.get(year)!;
});

test('every day of 2025-2030 round-trips through every calendar', () => {
  let days = 0;
  for (let t = Date.UTC(2025, 0, 1); t <= Date.UTC(2030, 11, 31); t += 86_400_000) {
    const iso = new Date(t).toISOString().slice(0, 10);
    const all = converter.convert('gregorian', iso, undefined, 'en').calendars;
    for (const calendar of CALENDAR_IDS)
      assert.is(
        converter.convert(calendar, all[calendar]!.date, 'gregorian', 'en').gregorian,
        iso,
        `${calendar} ${iso}`,
      );
    days++;
  }
  assert.is(days, 2191);
});

test('anchors: BS 2083-01-01 = 2026-04-14 both ways; Puthandu, Vishu and Pohela Boishakh 2025; Ramadan 1446', () => {
  const r = converter.convert('gregorian', '2026-04-14', 'nepali', 'ne');
  assert.equal(r.result, { calendar: 'nepali', date: '2083-01-01', year: 2083, month: 1, month_name: 'बैशाख', day: 1 });
  assert.is(r.weekday, 'मङ्गलबार');
  assert.is(converter.convert('nepali', '2083-01-01', undefined, 'en').gregorian, '2026-04-14');
  assert.is(converter.convert('tamil', '1947-01-01', undefined, 'en').gregorian, '2025-04-14');
  assert.is(converter.convert('malayalam', '1201-01-01', undefined, 'en').gregorian, '2025-08-17');
  assert.is(converter.convert('bengali', '1432-01-01', undefined, 'en').gregorian, '2025-04-15');
  assert.is(converter.convert('hijri', '1446-09-01', undefined, 'en').gregorian, '2025-03-01'); // tabular
  assert.is(converter.convert('gregorian', '2026-04-14', 'vikram', 'en').result!.month_name, 'Vaishakha'); // purnimanta
});

test('Vikram 2083 opens on a kshaya Pratipada: 2083-01-S01 is the day it runs in (19 March 2026)', () => {
  assert.is(converter.convert('gregorian', '2026-03-19', 'vikram', 'en').result!.date, '2082-01-K15');
  assert.is(converter.convert('vikram', '2083-01-S01', undefined, 'en').gregorian, '2026-03-19');
  assert.is(converter.convert('gregorian', '2026-03-20', 'vikram', 'en').result!.date, '2083-01-S02');
});

test('refusals: a malformed date is invalid_date; a date outside 2025-2030 or a day a month lacks is out of the window', () => {
  const code = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return (e as ApiError).code;
    }
    return 'none';
  };
  assert.is(
    code(() => converter.convert('nepali', '2083-1-1', undefined, 'en')),
    'invalid_date',
  );
  assert.is(
    code(() => converter.convert('vikram', '2083-01-01', undefined, 'en')),
    'invalid_date',
  );
  assert.is(
    code(() => converter.convert('nepali', '2090-01-01', undefined, 'en')),
    'public_date_window_exceeded',
  );
  assert.is(
    code(() => converter.convert('nepali', '2082-01-32', undefined, 'en')),
    'public_date_window_exceeded',
  );
  assert.is(
    code(() => converter.convert('gregorian', '2031-01-01', undefined, 'en')),
    'public_date_window_exceeded',
  );
});

test.run();
