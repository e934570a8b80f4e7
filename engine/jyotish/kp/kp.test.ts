import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartPositionsAt } from '../chart-at.ts';
import { JyotishError } from '../errors.ts';
import { KP_PARTS, kpChart, kpPartOf, subSubLordOf } from './index.ts';

// data/reference/swe-kp.json: Swiss Ephemeris 2.10.03, DE431, SE_SIDM_KRISHNAMURTI, houses_ex2 'P'.
const FIXTURE = JSON.parse(readFileSync(new URL('../../../data/reference/swe-kp.json', import.meta.url), 'utf8'));
const arcsec = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;

test('50 births: Placidus cusps within 30″ of Swiss Ephemeris (Krishnamurti ayanamsa), ayanamsa within 0.5″', () => {
  let worst = 0;
  for (const r of FIXTURE.rows) {
    const chart = kpChart(chartPositionsAt(r.utcMs, r.latDeg, r.lonDeg), r.latDeg, r.lonDeg);
    assert.ok(arcsec(chart.ayanamsa.degree, r.ayanamsaTrueDeg) < 0.5, `row ${r.id} ayanamsa`);
    chart.cusps.forEach((c, i) => {
      const d = arcsec(c.longitude, r.cusps[i]);
      worst = Math.max(worst, d);
      assert.ok(d < 30, `row ${r.id} cusp ${i + 1}: ${d.toFixed(2)}″`);
    });
    // Grahas on the KP zodiac: the astro core's distance from DE431 (under 20″) is all that separates them.
    for (const [name, key] of [
      ['sun', 'surya'],
      ['moon', 'chandra'],
      ['saturn', 'shani'],
    ] as const) {
      const g = chart.grahas.find((x) => x.graha_key === key)!;
      assert.ok(arcsec(g.longitude, r.grahas[name]) < 20, `row ${r.id} ${name}`);
    }
  }
  assert.ok(worst < 30);
});

test('249 parts cover the zodiac without gap or overlap, each inside one sign, nine or ten per nakshatra', () => {
  assert.is(KP_PARTS.length, 249);
  assert.is(KP_PARTS[0]!.startDeg, 0);
  assert.ok(Math.abs(KP_PARTS[248]!.endDeg - 360) < 1e-9);
  for (let i = 1; i < KP_PARTS.length; i++) assert.ok(Math.abs(KP_PARTS[i]!.startDeg - KP_PARTS[i - 1]!.endDeg) < 1e-9);
  for (const p of KP_PARTS) {
    assert.ok(p.endDeg > p.startDeg, `${p.index}`);
    assert.is(
      Math.floor((p.startDeg + 1e-9) / 30),
      Math.floor((p.endDeg - 1e-9) / 30),
      `part ${p.index} crosses a sign`,
    );
  }
  const perStar = new Map<number, number>();
  for (const p of KP_PARTS) {
    const n = Math.floor((p.startDeg + 1e-9) / (360 / 27));
    perStar.set(n, (perStar.get(n) ?? 0) + 1);
  }
  assert.equal(
    [...new Set(perStar.values())].sort((a, b) => a - b),
    [9, 10],
  );
  assert.is([...perStar.values()].filter((c) => c === 10).length, 6);
});

// Rows of the printed KP sub-lord table (K.S. Krishnamurti, KP Reader I; the same in every KP ephemeris):
// #1 Ar 0°00′-0°46′40″ Ma/Ke/Ke, #2 to 3°00′ Ma/Ke/Ve, #22 Ar 29°13′20″-30° Ma/Su/Ra, #23 Ta 0°-1°13′20″ Ve/Su/Ra,
// #249 Pi 27°53′20″-30° Ju/Me/Sa.
test('printed KP table rows', () => {
  const row = (i: number) => KP_PARTS[i - 1]!;
  const dms = (d: number, m: number, s = 0) => d + m / 60 + s / 3600;
  assert.equal([row(1).signLord, row(1).starLord, row(1).subLord], ['mangal', 'ketu', 'ketu']);
  assert.ok(Math.abs(row(1).endDeg - dms(0, 46, 40)) < 1e-9);
  assert.equal([row(2).subLord, row(2).endDeg.toFixed(9)], ['shukra', (3).toFixed(9)]);
  assert.equal([row(22).signLord, row(22).starLord, row(22).subLord], ['mangal', 'surya', 'rahu']);
  assert.ok(Math.abs(row(22).startDeg - dms(29, 13, 20)) < 1e-9);
  assert.equal(
    [row(23).signLord, row(23).starLord, row(23).subLord, row(23).startDeg],
    ['shukra', 'surya', 'rahu', 30],
  );
  assert.ok(Math.abs(row(23).endDeg - dms(31, 13, 20)) < 1e-9);
  assert.equal([row(249).signLord, row(249).starLord, row(249).subLord], ['guru', 'budha', 'shani']);
  // Sub-sub: the first sub-sub of any sub is the sub lord itself.
  assert.is(subSubLordOf(0.01), 'ketu');
  assert.is(subSubLordOf(1), 'shukra');
});

// Published chart: 2025-04-09 20:51 IST Bengaluru, its D1 longitudes with "Nakshatra Lord" and "Nakshatra SubLord"
// (github.com/cryptekbits/astrovedic, Lahiri/Lahiri.md, "D1 Chart"). Lords by longitude, whatever the ayanamsa.
test('published chart (astrovedic Lahiri.md): star and sub lords of lagna and nine grahas', () => {
  const published: [number, string, string][] = [
    [209.8423, 'guru', 'chandra'],
    [355.9057, 'budha', 'rahu'],
    [138.8496, 'shukra', 'rahu'],
    [92.4202, 'guru', 'rahu'],
    [332.8196, 'guru', 'rahu'],
    [53.1691, 'chandra', 'surya'],
    [330.6416, 'guru', 'mangal'],
    [331.2942, 'guru', 'mangal'],
    [332.0571, 'guru', 'rahu'],
    [152.0571, 'surya', 'guru'],
  ];
  for (const [lon, star, sub] of published)
    assert.equal([kpPartOf(lon).starLord, kpPartOf(lon).subLord], [star, sub], `${lon}`);
});

test('significators: four levels per house from occupants, their stars, the owner and its star', () => {
  const r = FIXTURE.rows[0];
  const chart = kpChart(chartPositionsAt(r.utcMs, r.latDeg, r.lonDeg), r.latDeg, r.lonDeg);
  const star = new Map(chart.grahas.map((g) => [g.graha_key, g.star_lord]));
  for (const h of chart.significators.houses) {
    assert.equal(
      h.level_2,
      chart.grahas.filter((g) => g.house === h.house).map((g) => g.graha_key),
    );
    assert.equal(h.level_4, [chart.cusps[h.house - 1]!.sign_lord]);
    assert.equal(
      h.level_1,
      chart.grahas.filter((g) => h.level_2.includes(star.get(g.graha_key)!)).map((g) => g.graha_key),
    );
    assert.equal(
      h.level_3,
      chart.grahas.filter((g) => star.get(g.graha_key) === h.level_4[0]).map((g) => g.graha_key),
    );
  }
  assert.is(
    chart.grahas.reduce((n, g) => n + (g.house >= 1 && g.house <= 12 ? 1 : 0), 0),
    9,
  );
});

test('above the polar limit Placidus is a typed error naming the limit', () => {
  const at = Date.UTC(2000, 0, 1);
  try {
    kpChart(chartPositionsAt(at, 70, 20), 70, 20);
    assert.unreachable('accepted 70°');
  } catch (e) {
    assert.instance(e, JyotishError);
    assert.is((e as JyotishError).code, 'placidus_undefined');
    assert.match((e as Error).message, /66\.5\d°/);
  }
});

test.run();
