import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addDaysIso, hijriDatesBetween, hijriToIso, hijriYearOf, westernEaster } from './calendars.ts';

test('Gregorian computus: Easter Sundays published for 2000-2027', () => {
  const known: Record<number, string> = {
    2000: '2000-04-23',
    2019: '2019-04-21',
    2024: '2024-03-31',
    2025: '2025-04-20',
    2026: '2026-04-05',
    2027: '2027-03-28',
  };
  for (const [y, date] of Object.entries(known)) assert.is(westernEaster(Number(y)), date, y);
  assert.is(addDaysIso(westernEaster(2025), -2), '2025-04-18');
});

test('tabular Hijri: civil epoch 1 Muharram 1 AH = 16 July 622 Julian = 19 July 622 proleptic Gregorian', () => {
  assert.is(hijriToIso(1, 1, 1), '0622-07-19');
});

test('tabular Hijri: months alternate 30/29 days and Dhu al-Hijjah has 30 in leap years (2, 5, 7, ... of 30)', () => {
  const length = (y: number, m: number) =>
    (Date.parse(m === 12 ? hijriToIso(y + 1, 1, 1) : hijriToIso(y, m + 1, 1)) - Date.parse(hijriToIso(y, m, 1))) /
    86_400_000;
  assert.equal(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((m) => length(1446, m)),
    [30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30],
  );
  assert.is(length(1445, 12), 30); // 1445 = 30·48 + 5, a leap year of the cycle
  assert.is(length(1446, 12), 29);
});

test('tabular Hijri round trip and the 2025 dates India observed (Ramadan 1 Mar, Eid al-Fitr 31 Mar, Eid al-Adha 7 Jun)', () => {
  for (let y = 1440; y < 1460; y++) assert.is(hijriYearOf(hijriToIso(y, 6, 15)), y);
  assert.equal(hijriDatesBetween(9, 1, '2025-01-01', '2025-12-31'), ['2025-03-01']);
  assert.equal(hijriDatesBetween(10, 1, '2025-01-01', '2025-12-31'), ['2025-03-31']);
  assert.equal(hijriDatesBetween(12, 10, '2025-01-01', '2025-12-31'), ['2025-06-07']);
  assert.is(hijriDatesBetween(1, 1, '2008-01-01', '2008-12-31').length, 2); // the Hijri year is shorter: two new years
});

test.run();
