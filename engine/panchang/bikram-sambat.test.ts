// Unit facts of Nepal's Bikram Sambat (the 1943-2025 measurement against the official tables is
// test/nepali/bs-parity.test.ts). New years as Nepal kept them: BS 2082 Baishakh 1 = 14 April 2025 and BS 2083
// Baishakh 1 = 14 April 2026 (Government of Nepal public holiday lists, "नयाँ वर्ष"); Maghe Sankranti (Magh 1) BS 2082
// on 15 January 2026 (Magh 1, 2082 in the Ministry of Home Affairs' list for BS 2082).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { suryaSiddhantaSankranti, suryaSiddhantaSunDeg } from '../astro/surya-siddhanta.ts';
import { bsMonthLength, bsOpeningDay, civilDayOfNepali, nepaliDate, nstDayOf } from './bikram-sambat.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const nst = (iso: string) => Date.parse(`${iso}:00+05:45`);

test('new years and Maghe Sankranti: 2082-01-01 = 2025-04-14, 2083-01-01 = 2026-04-14, 2082-10-01 = 2026-01-15', () => {
  assert.equal(nepaliDate(day('2025-04-14')), { year: 2082, month: 1, day: 1 });
  assert.equal(nepaliDate(day('2025-04-13')), { year: 2081, month: 12, day: 31 });
  assert.equal(nepaliDate(day('2026-04-14')), { year: 2083, month: 1, day: 1 });
  assert.equal(nepaliDate(day('2026-01-15')), { year: 2082, month: 10, day: 1 });
});

test('months run 29 to 32 days and a year 365 or 366', () => {
  for (let year = 2060; year <= 2090; year++) {
    let total = 0;
    for (let m = 1; m <= 12; m++) {
      const n = bsMonthLength(year, m);
      assert.ok(n >= 29 && n <= 32, `${year}-${m}: ${n}`);
      total += n;
    }
    assert.ok(total === 365 || total === 366, `${year}: ${total}`);
  }
});

test('civil day <-> BS date round-trips every day of 2025-2030; impossible dates are null', () => {
  for (let d = day('2025-01-01'); d <= day('2030-12-31'); d++) {
    const bs = nepaliDate(d);
    assert.is(civilDayOfNepali(bs.year, bs.month, bs.day), d);
  }
  assert.is(civilDayOfNepali(2082, 1, 32), null); // Baishakh 2082 has 31 days
  assert.is(civilDayOfNepali(2082, 13, 1), null);
  assert.is(civilDayOfNepali(2082, 1, 0), null);
});

test('the Surya Siddhanta Sun enters Mesha about 14 April, a few hours from the Lahiri one', () => {
  const t = suryaSiddhantaSankranti(1, Date.UTC(2025, 3, 14));
  assert.ok(Math.abs(suryaSiddhantaSunDeg(t)) < 1e-4 || Math.abs(suryaSiddhantaSunDeg(t) - 360) < 1e-4);
  assert.is(nstDayOf(t), day('2025-04-14'));
});

test('the opening day: daylight that day; night by its middle, Karka to the day before, Makara to the day after', () => {
  assert.is(bsOpeningDay(nst('2025-06-15T12:00'), 3), day('2025-06-15')); // daytime
  assert.is(bsOpeningDay(nst('2025-06-15T21:00'), 3), day('2025-06-15')); // first half of the night
  assert.is(bsOpeningDay(nst('2025-06-15T03:00'), 3), day('2025-06-15')); // second half of the night before
  assert.is(bsOpeningDay(nst('2025-07-17T03:00'), 4), day('2025-07-16')); // Karka before dawn: the day before
  assert.is(bsOpeningDay(nst('2026-01-14T20:00'), 10), day('2026-01-15')); // Makara after dusk: the day after
});

test.run();
