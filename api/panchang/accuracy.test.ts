// The accuracy viewer page: its script must at least parse (it is served as a string, so tsc never sees it).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAccuracyManifest } from '../../pipeline/accuracy-manifest.ts';
import { parseAccuracyManifest, VIEWER_PAGE } from './accuracy.ts';

test('the viewer page script parses and draws the drik_parity chart', () => {
  const script = /<script>([\s\S]*)<\/script>/.exec(VIEWER_PAGE)?.[1] ?? '';
  assert.ok(script.includes('drik_parity') && script.includes('margin_s'));
  assert.not.throws(() => new Function(script));
});

test('parsing a manifest with every section keeps it byte for byte, so its hash still verifies', () => {
  const drikParity = {
    tested: 2,
    passed: 1,
    pass_rate: 0.5,
    coverage: 'c',
    profile: 'swiss_ephemeris',
    source: 's',
    meets_target: false,
    max_abs_margin_s: 17.3,
    misses: [{ date: '2020-11-06', drik: 21, ours: 20, margin_s: 17.3 }],
  };
  const festivals = {
    tested: 1,
    passed: 0,
    pass_rate: 0,
    coverage: 'c',
    misses: [{ city: 'x', festival: 'y', published: 'p', computed: [], why: null }],
  };
  const muhurat = { tested: 1, passed: 1, pass_rate: 1, coverage: 'c', max_error_s: { rahu_kaal: 0.5 } };
  const built = buildAccuracyManifest(
    {
      stats: [],
      profiles: [],
      window: { start_date: 'a', end_date: 'b', profile_day_count: 1 },
      sections: { muhurat, festivals, drik_parity: drikParity },
    },
    'v',
    0,
  );
  // The viewer hashes everything but `hash` in the order served, so that order must be the built one.
  const { hash: h1, ...served } = parseAccuracyManifest(built);
  const { hash: h2, ...body } = built;
  assert.is(JSON.stringify(served), JSON.stringify(body));
  assert.is(h1, h2);
});

test.run();
