import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FORECAST_DOMAIN_KEYS, GOCHARA_FAVOURABLE_HOUSES } from '../../../tables/jyotish/forecast.ts';
import { chartFixture } from '../chart-fixture.ts';
import type { SignIngressFn } from '../doshas/index.ts';
import type { GrahaKey, GrahaPosition } from '../types.ts';
import { GRAHA_KEYS } from '../zodiac.ts';
import { fusedForecast, type ForecastInput } from './index.ts';

const YEAR = 365.25 * 86_400_000;
const BIRTH = Date.UTC(1990, 4, 15, 5, 0);
const AS_OF = Date.UTC(2026, 0, 15, 6, 30);

// Natal Moon in mesha (rashi 1), lagna simha.
const natal = chartFixture({
  utcMs: BIRTH,
  lagna: 125,
  lon: { chandra: 15, surya: 30, mangal: 200, budha: 40, guru: 95, shukra: 60, shani: 280, rahu: 310 },
});

/** Every graha placed in sign `rashiOf(g)`, direct. */
function sky(rashiOf: (g: GrahaKey) => number): Record<GrahaKey, GrahaPosition> {
  return Object.fromEntries(
    GRAHA_KEYS.map((g) => [g, { lonSidDeg: (rashiOf(g) - 1) * 30 + 15, latDeg: 0, speedDegPerDay: 0.1 }]),
  ) as Record<GrahaKey, GrahaPosition>;
}
/** Houses from the natal Moon (mesha) are sign numbers, so a favourable house is a favourable sign. */
const goodSky = sky((g) => GOCHARA_FAVOURABLE_HOUSES[g][0]!);
const badSky = sky((g) => [1, 2, 4, 5, 7, 8, 9, 10, 12].find((h) => !GOCHARA_FAVOURABLE_HOUSES[g].includes(h))!);

/** Saturn enters `rashi` at T0 and the next sign every 2.5 years. */
function saturnFrom(rashi: number, t0: number): SignIngressFn {
  const all = Array.from({ length: 30 }, (_, k) => ({
    utcMs: t0 + (k - 15) * 2.5 * YEAR,
    rashi: ((((rashi - 1 + k - 15) % 12) + 12) % 12) + 1,
  }));
  return (_body, from, to) => all.filter((i) => i.utcMs >= from && i.utcMs <= to);
}
const noSadeSati = saturnFrom(5, AS_OF - YEAR); // Saturn in simha: 5th from the Moon
const peakSadeSati = saturnFrom(1, AS_OF - YEAR); // Saturn over the natal Moon sign

const input = (over: Partial<ForecastInput> = {}): ForecastInput => ({
  natal,
  asOfUtcMs: AS_OF,
  transits: goodSky,
  signIngresses: noSadeSati,
  ...over,
});

test('identical input gives identical output; scores are 50 plus the listed factors, clipped to 0..100', () => {
  const a = fusedForecast(input());
  assert.equal(a, fusedForecast(input()));
  assert.equal(
    a.domains.map((d) => d.key),
    FORECAST_DOMAIN_KEYS,
  );
  for (const d of a.domains) {
    const sum = d.factors.reduce((s, f) => s + f.points, 0);
    assert.is(d.score, Math.max(0, Math.min(100, Math.round(50 + sum))));
    assert.ok(d.text.length > 0 && !/[{}]/.test(d.text));
  }
  assert.is(a.overall.score, Math.round(a.domains.reduce((s, d) => s + d.score, 0) / a.domains.length));
});

test('favourable transits from the Moon raise every domain against unfavourable ones', () => {
  const good = fusedForecast(input());
  const bad = fusedForecast(input({ transits: badSky }));
  for (let i = 0; i < good.domains.length; i++)
    assert.ok(good.domains[i]!.score > bad.domains[i]!.score, good.domains[i]!.key);
  assert.ok(good.transits.every((t) => t.favourable));
  assert.ok(bad.transits.every((t) => !t.favourable));
});

test('Sade Sati at its peak lowers career, finance and health by the peak weight, the others by half', () => {
  const calm = fusedForecast(input());
  const peak = fusedForecast(input({ signIngresses: peakSadeSati }));
  assert.ok(peak.doshas.sade_sati.available && peak.doshas.sade_sati.phase === 'peak');
  const drop = (k: string) =>
    calm.domains.find((d) => d.key === k)!.score - peak.domains.find((d) => d.key === k)!.score;
  for (const k of ['career', 'finance', 'health']) assert.ok(drop(k) >= 7 && drop(k) <= 9, `${k} ${drop(k)}`);
  assert.ok(drop('relationship') >= 3 && drop('relationship') <= 5);
  const factor = peak.domains[0]!.factors.find((f) => f.signal === 'sade_sati')!;
  assert.match(factor.text, /peak/);
});

test('running dasha at as_of: maha, antar and pratyantar nest; none before birth', () => {
  const f = fusedForecast(input());
  const { maha, antar, pratyantar } = f.dasha;
  assert.ok(maha && antar && pratyantar);
  assert.ok(maha.start_utc_ms <= AS_OF && AS_OF < maha.end_utc_ms);
  assert.ok(antar.start_utc_ms >= maha.start_utc_ms && antar.end_utc_ms <= maha.end_utc_ms);
  assert.ok(pratyantar.start_utc_ms <= AS_OF && AS_OF < pratyantar.end_utc_ms);
  assert.ok(f.domains.some((d) => d.factors.some((x) => x.signal === 'maha_dasha')));
  const early = fusedForecast(input({ asOfUtcMs: BIRTH - 1000 }));
  assert.equal(early.dasha, { maha: null, antar: null, pratyantar: null });
});

test('Hindi: same numbers, localized text', () => {
  const en = fusedForecast(input());
  const hi = fusedForecast(input({ lang: 'hi' }));
  assert.equal(
    hi.domains.map((d) => [d.key, d.score, d.band]),
    en.domains.map((d) => [d.key, d.score, d.band]),
  );
  assert.ok(hi.domains.every((d) => /[\u0900-\u097F]/.test(d.text)));
});

test.run();
