import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deflateRawSync } from 'node:zlib';
import { rashifal } from '../engine/jyotish/rashifal.ts';
import { anchoredOn, decodeReadings, periodsCovering, rashifalRows } from './rashifal-shard.ts';

test('the periods of a window: each day, each Monday-Sunday week and each month that holds one of its days', () => {
  // 2024-12-31 is a Tuesday: its week began on Monday 2024-12-30, and 2025-01-02 falls in the same week.
  assert.equal(periodsCovering('2024-12-31', '2025-01-02'), [
    { period: 'daily', start: '2024-12-31' },
    { period: 'daily', start: '2025-01-01' },
    { period: 'daily', start: '2025-01-02' },
    { period: 'weekly', start: '2024-12-30' },
    { period: 'monthly', start: '2024-12-01' },
    { period: 'monthly', start: '2025-01-01' },
  ]);
  assert.is(periodsCovering('2025-01-01', '2025-12-31').length, 365 + 53 + 12);
});

test('a row holds the twelve signs as the engine reads them; re-anchored, a reading is the live one', () => {
  const rows = rashifalRows('2026-03-11', '2026-03-11');
  assert.equal(
    rows.map((r) => `${r.period} ${r.start_date} ${r.lang}`),
    [
      'daily 2026-03-11 en',
      'daily 2026-03-11 hi',
      'weekly 2026-03-09 en',
      'weekly 2026-03-09 hi',
      'monthly 2026-03-01 en',
      'monthly 2026-03-01 hi',
    ],
  );
  const weeklyHi = decodeReadings(rows[3].readings);
  for (let sign = 1; sign <= 12; sign++)
    assert.equal(anchoredOn(weeklyHi[sign - 1], '2026-03-11'), rashifal(sign, 'weekly', '2026-03-11', 'hi'));
});

test('a row that does not hold twelve readings is refused', () => {
  assert.throws(() => decodeReadings(deflateRawSync(Buffer.from('[1,2]'))), /2 readings, expected 12/);
});

test.run();
