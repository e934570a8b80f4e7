// The fast subset of `npm run parity:solar`: the Tamil, Malayalam, Odia and Bengali month starts of eight years of
// Drik Panchang's 1900-2024 files (../shared/reference/drik/, collected by dra8an/hindu-calendar, commit bb84cb5),
// chosen for their edge cases: a sankranti within a minute of a rule's cutoff (1915 Odia, 1952 and 1963 Bengali,
// 1976 Bengali Tula, 2008 Tamil) and the 1942-45 war time, when India's clocks ran at +06:30 but the almanacs kept IST.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  measureSolarParity,
  readAllMonthStarts,
  SOLAR_PARITY_CALENDARS,
  solarStartsCsv,
} from '../pipeline/accuracy/solar-month-parity.ts';

const { files, missing } = readAllMonthStarts();
const complete = missing.length === 0;

/** The files are read from ../shared beside the repository (not copied in: their source carries no licence). */
const withFiles = (name: string, fn: () => void) =>
  test(name, () => {
    if (!complete) {
      console.log(`skipped "${name}": ${solarStartsCsv('tamil')} and its siblings are not on this machine`);
      return;
    }
    fn();
  });

const SUBSET_YEARS = new Set([1907, 1915, 1943, 1952, 1963, 1976, 2008, 2024]);

withFiles('each reference file is complete: 1,500 month starts of 1900-2024 from drikpanchang.com', () => {
  for (const calendar of SOLAR_PARITY_CALENDARS) {
    assert.is(files[calendar]!.rows.length, 1500, calendar);
    assert.ok(files[calendar]!.source.includes('drikpanchang.com'), calendar);
  }
});

withFiles('every month start of the subset years comes out day 1 with the file month and year (100%)', () => {
  const r = measureSolarParity(files, SUBSET_YEARS);
  const misses = r.misses.map((m) => `${m.calendar} ${m.date}: Drik ${m.expected}, ours ${m.ours}`);
  assert.is(r.tested, 4 * 12 * SUBSET_YEARS.size, `tested ${r.tested}`);
  assert.equal(misses, []);
});

test('a wrong reference row is reported as a miss (the comparison can fail)', () => {
  const row = { month: 1, year: 1947, date: '2025-04-15' };
  const r = measureSolarParity({ tamil: { source: 'x', rows: [row] } });
  assert.is(r.tested, 1);
  assert.equal(r.misses, [{ calendar: 'tamil', date: '2025-04-15', expected: '1947/1/1', ours: '1947/1/2' }]);
});

test.run();
