import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deflateRawSync } from 'node:zlib';
import { rashifal, rashifalReading } from '../engine/jyotish/rashifal.ts';
import { LANGS } from '../tables/names/index.ts';
import { anchoredOn, decodeSky, periodsCovering, rashifalRows } from './rashifal-shard.ts';

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

test('a row holds the sky of its period; a reading rendered from it in any language, re-anchored, is the live one', () => {
  const rows = rashifalRows('2026-03-11', '2026-03-11');
  assert.equal(
    rows.map((r) => `${r.period} ${r.start_date}`),
    ['daily 2026-03-11', 'weekly 2026-03-09', 'monthly 2026-03-01'],
  );
  const weekly = decodeSky(rows[1]!.sky);
  for (const lang of LANGS)
    for (let sign = 1; sign <= 12; sign++)
      assert.equal(
        anchoredOn(rashifalReading(weekly, sign, lang), '2026-03-11'),
        rashifal(sign, 'weekly', '2026-03-11', lang),
      );
});

test('a row without a sky is refused', () => {
  assert.throws(() => decodeSky(deflateRawSync(Buffer.from('[1,2]'))), /no sky/);
});

test.run();
