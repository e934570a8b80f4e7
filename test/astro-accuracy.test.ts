// The astronomical core against Swiss Ephemeris fixtures (DESIGN.md targets). `npm run accuracy` prints the table.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatStats, measureAstroAccuracy } from '../pipeline/accuracy/astro-accuracy.ts';

const stats = measureAstroAccuracy();
console.log(formatStats(stats));

for (const s of stats) {
  test(`${s.quantity}: p99 ${s.p99.toFixed(2)} ${s.unit}`, () => {
    assert.ok(s.n > 0, 'no samples');
    assert.is(s.misses, 0, `${s.misses} events disagree on whether they happen`);
    if (s.target !== null)
      assert.ok(s.p99 <= s.target && s.max <= 2 * s.target, `p99 ${s.p99} / max ${s.max} past ${s.target}`);
  });
}

test('every fixture quantity is measured', () => {
  const names = new Set(stats.map((s) => s.quantity));
  for (const q of [
    'sun_rise',
    'sun_set',
    'moon_rise',
    'moon_set',
    'tithi_end',
    'nakshatra_end',
    'yoga_end',
    'karana_end',
    'lagna_longitude',
    'chandra_longitude',
    'shani_longitude',
    'rahu_longitude',
  ]) {
    assert.ok(names.has(q), q);
  }
});

test.run();
