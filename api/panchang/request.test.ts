import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { IsoDate } from './request.ts';

const valid = (s: string) => IsoDate.safeParse(s).success;

test('IsoDate takes exactly the Gregorian calendar days (oracle: Date.UTC round trip), 1896-2104', () => {
  for (let y = 1896; y <= 2104; y++) {
    for (let m = 0; m <= 13; m++) {
      for (let d = 0; d <= 32; d++) {
        const s = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const t = new Date(Date.UTC(y, m - 1, d));
        const real = m >= 1 && m <= 12 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
        assert.is(valid(s), real, s);
      }
    }
  }
});

test('IsoDate: leap-day rules and shapes it refuses', () => {
  assert.equal(['2024-02-29', '2000-02-29', '1900-02-29', '2026-02-29'].map(valid), [true, true, false, false]);
  assert.equal(['2026-3-10', '2026/03/10', ' 2026-03-10', '20260310', '2026-03-10T00:00'].map(valid), [
    false,
    false,
    false,
    false,
    false,
  ]);
});

test.run();
