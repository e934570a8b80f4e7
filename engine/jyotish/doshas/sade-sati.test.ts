import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartFixture } from '../chart-fixture.ts';
import { computeDoshas } from './index.ts';
import { sadeSati, type SignIngressFn } from './sade-sati.ts';

const YEAR = 365.25 * 86_400_000;
const T0 = Date.UTC(2000, 0, 1);

/**
 * A synthetic Saturn: enters mesha at T0 and the next sign every 2.5 years, optionally with extra
 * retrograde ingresses. It answers only inside the requested window, as the astro core will.
 */
function syntheticSaturn(extra: { utcMs: number; rashi: number }[] = [], firstRashi = 1): SignIngressFn {
  const all = [...extra];
  for (let k = -20; k < 40; k++)
    all.push({ utcMs: T0 + k * 2.5 * YEAR, rashi: ((((firstRashi - 1 + k) % 12) + 12) % 12) + 1 });
  return (body, from, to) => {
    assert.is(body, 'shani');
    return all.filter((i) => i.utcMs >= from && i.utcMs <= to);
  };
}

// Natal Moon in simha (5): Sade Sati while Saturn is in karka (4), simha (5), kanya (6),
// i.e. from T0 + 7.5 y (karka ingress) to T0 + 15 y (tula ingress).
const MOON = 5;

test('phases across one Sade Sati, span start and end', () => {
  const f = syntheticSaturn();
  const rising = sadeSati(MOON, T0 + 9 * YEAR, f);
  assert.ok(rising.available);
  if (!rising.available) return;
  assert.equal(
    [rising.active, rising.phase, rising.saturn_rashi.key, rising.saturn_house_from_moon],
    [true, 'rising', 'karka', 12],
  );
  assert.is(rising.current!.start_utc_ms, T0 + 7.5 * YEAR);
  assert.is(rising.current!.end_utc_ms, T0 + 15 * YEAR);
  assert.equal(
    rising.current!.intervals.map((i) => i.phase),
    ['rising', 'peak', 'setting'],
  );
  const peak = sadeSati(MOON, T0 + 11 * YEAR, f);
  const setting = sadeSati(MOON, T0 + 13 * YEAR, f);
  assert.equal([peak.available && peak.phase, setting.available && setting.phase], ['peak', 'setting']);
});

test('outside Sade Sati: inactive, next span given; Dhaiya in the 4th and 8th', () => {
  const f = syntheticSaturn();
  const before = sadeSati(MOON, T0 + 2 * YEAR, f);
  if (!before.available) throw new Error('unavailable');
  assert.equal([before.active, before.phase, before.current], [false, null, null]);
  assert.is(before.next!.start_utc_ms, T0 + 7.5 * YEAR);
  // Saturn in vrischika (8), 4th from simha: T0 + 17.5 y .. 20 y.
  const kantaka = sadeSati(MOON, T0 + 18 * YEAR, f);
  assert.ok(kantaka.available && !kantaka.active && kantaka.dhaiya === 'kantaka');
  // Saturn in meena (12), 8th from simha: T0 + 27.5 y .. 30 y. The next Sade Sati is one cycle later.
  const ashtama = sadeSati(MOON, T0 + 28 * YEAR, f);
  assert.ok(ashtama.available && ashtama.dhaiya === 'ashtama');
  if (ashtama.available) assert.is(ashtama.next!.start_utc_ms, T0 + 37.5 * YEAR);
});

test('a retrograde step back into the 11th stays inside the same Sade Sati', () => {
  const f = syntheticSaturn([
    { utcMs: T0 + 7.9 * YEAR, rashi: 3 }, // back into mithuna (11th from simha)
    { utcMs: T0 + 8.3 * YEAR, rashi: 4 }, // forward into karka again
  ]);
  const inGap = sadeSati(MOON, T0 + 8.0 * YEAR, f);
  if (!inGap.available) throw new Error('unavailable');
  assert.equal([inGap.active, inGap.phase, inGap.saturn_house_from_moon], [true, 'rising', 11]);
  assert.is(inGap.current!.start_utc_ms, T0 + 7.5 * YEAR);
  assert.is(inGap.current!.end_utc_ms, T0 + 15 * YEAR);
  assert.equal(
    inGap.current!.intervals.map((i) => i.rashi),
    [4, 4, 5, 6],
  );
});

test('missing data: no ingress before as_of is unavailable; a span cut by the window has a null start', () => {
  const none = sadeSati(MOON, T0, () => []);
  assert.equal(none.available, false);
  // Data begins with Saturn entering simha (the peak sign) at T0; the real start lies before the data.
  const late: SignIngressFn = (_b, from, to) =>
    [0, 1, 2, 3]
      .map((k) => ({ utcMs: T0 + k * 2.5 * YEAR, rashi: 5 + k }))
      .filter((i) => i.utcMs >= from && i.utcMs <= to);
  const cut = sadeSati(MOON, T0 + YEAR, late);
  if (!cut.available) throw new Error('unavailable');
  assert.is(cut.phase, 'peak');
  assert.is(cut.current!.start_utc_ms, null);
  assert.is(cut.current!.end_utc_ms, T0 + 5 * YEAR);
});

test('computeDoshas wires Sade Sati and the summary keys; without transit context it says so', () => {
  // Moon 130 deg = simha.
  const chart = chartFixture({
    lagna: 10,
    lon: { chandra: 130, rahu: 280, surya: 40, mangal: 60, budha: 50, guru: 200, shukra: 20, shani: 230 },
  });
  const withTransit = computeDoshas(chart, { asOfUtcMs: T0 + 11 * YEAR, signIngresses: syntheticSaturn() });
  assert.ok(withTransit.summary.keys.includes('sade_sati_peak'));
  const without = computeDoshas(chart);
  assert.is(without.sade_sati.available, false);
  assert.ok(without.summary.keys.includes('sade_sati_unavailable'));
  const dhaiya = computeDoshas(chart, { asOfUtcMs: T0 + 18 * YEAR, signIngresses: syntheticSaturn() });
  assert.equal(dhaiya.summary.keys.slice(-2), ['sade_sati_inactive', 'dhaiya_kantaka']);
});

test.run();
