// The harness sections of the accuracy manifest: merged beside the Swiss Ephemeris sections and covered by the hash.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAccuracyManifest, type AccuracyMeasurement } from '../accuracy-manifest.ts';
import { MUHURAT_TARGET_S, muhuratSection } from './muhurat-accuracy.ts';

const measurement = (margin: number): AccuracyMeasurement => ({
  stats: [],
  profiles: [],
  window: { start_date: '2025-01-01', end_date: '2025-01-02', profile_day_count: 1 },
  sections: {
    drik_parity: {
      tested: 2,
      passed: 1,
      pass_rate: 0.5,
      coverage: 'x',
      misses: [{ date: '2020-11-06', drik: 21, ours: 20, margin_s: margin }],
    },
  },
});

test('a harness section takes its place beside the stat sections and the hash covers it', () => {
  const a = buildAccuracyManifest(measurement(17.3), 'v', 0);
  const b = buildAccuracyManifest(measurement(17.4), 'v', 0);
  const sections = a.sections as Record<string, { tested: number }>;
  assert.equal(Object.keys(sections), ['sun_moon', 'tithi_etc', 'muhurat', 'festivals', 'drik_parity']);
  assert.is(sections.drik_parity.tested, 2);
  assert.is.not(a.hash, b.hash);
});

test('muhurat: every day-part window is within the rise/set target of its definition on SE rise/set', () => {
  const s = muhuratSection();
  assert.ok(s.tested > 10_000, `${s.tested} windows`);
  assert.is(s.passed, s.tested);
  for (const [name, worst] of Object.entries(s.max_error_s))
    assert.ok(worst <= MUHURAT_TARGET_S, `${name}: ${worst} s`);
});

test.run();
