import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartFixture } from './chart-fixture.ts';
import { divisionalChart, parseVarga } from './divisional.ts';
import { JyotishError } from './errors.ts';
import { buildKundli } from './kundli.ts';

// Lagna, Sun, Moon, Saturn and the true node from astrology-rules.md (2025-01-01 00:00 UT, New Delhi);
// the other grahas are placed by hand to exercise houses and retrogression.
const chart = chartFixture({
  utcMs: Date.UTC(2025, 0, 1),
  lagna: 231.897161,
  lon: {
    surya: 256.6072,
    chandra: 269.706924,
    mangal: 110,
    budha: 240,
    guru: 50,
    shukra: 300,
    shani: 320.3177,
    rahu: 336.6681,
  },
  speed: { guru: -0.1, mangal: -0.2 },
});

test('lagna: absolute degree, degree in sign, rashi and nakshatra', () => {
  const k = buildKundli(chart);
  assert.is(k.lagna.degree, 231.897161);
  assert.ok(Math.abs(k.lagna.degree_in_sign - 21.897161) < 1e-9);
  assert.equal(k.lagna.rashi, { number: 8, key: 'vrischika', name: 'Vrishchika' });
  assert.is(k.lagna.nakshatra.key, 'jyeshtha');
  assert.is(k.lagna.nakshatra.pada, 2);
  assert.equal([k.lagna.nakshatra.lord, k.lagna.nakshatra.lord_key], ['Budha', 'budha']);
});

test('grahas: nine, seed names, whole-sign houses from the lagna, retrograde by speed sign', () => {
  const k = buildKundli(chart);
  assert.equal(
    k.grahas.map((g) => g.name),
    ['Surya', 'Chandra', 'Mangal', 'Budha', 'Guru', 'Shukra', 'Shani', 'Rahu', 'Ketu'],
  );
  const by = Object.fromEntries(k.grahas.map((g) => [g.key, g]));
  assert.is(by.chandra.house, 2); // dhanu from vrischika
  assert.is(by.mangal.house, 9); // karka
  assert.is(by.guru.house, 7); // vrishabha
  assert.is(by.rahu.house, 5); // meena
  assert.is(by.ketu.house, 11); // kanya
  assert.ok(Math.abs(by.ketu.longitude - 156.6681) < 1e-9);
  assert.is(by.chandra.nakshatra.name, 'Uttara Ashadha');
  assert.equal(
    [by.guru.retrograde, by.mangal.retrograde, by.surya.retrograde, by.rahu.retrograde],
    [true, true, false, true],
  );
});

test('houses: twelve, sign and lord of each', () => {
  const k = buildKundli(chart);
  assert.is(k.houses.length, 12);
  assert.equal(k.houses[0], {
    house: 1,
    rashi: 'Vrishchika',
    rashi_number: 8,
    rashi_key: 'vrischika',
    lord: 'Mangal',
    lord_key: 'mangal',
  });
  assert.equal(k.houses[1].lord_key, 'guru');
  assert.equal(k.houses[11], {
    house: 12,
    rashi: 'Tula',
    rashi_number: 7,
    rashi_key: 'tula',
    lord: 'Shukra',
    lord_key: 'shukra',
  });
});

test('charts.D1 mirrors the grahas and calculation states the conventions', () => {
  const k = buildKundli(chart);
  assert.is(k.charts.D1.varga, 'D1');
  assert.is(k.charts.D1.name, 'Rashi');
  assert.equal(
    k.charts.D1.positions.map((p) => p.house),
    k.grahas.map((g) => g.house),
  );
  assert.equal(k.charts.D1.lagna.rashi.number, 8);
  assert.equal(k.calculation.node, 'true');
  assert.equal(k.calculation.house_system, 'whole_sign');
  assert.match(k.calculation.retrograde_rule, /mostly retrograde/);
});

test('Hindi display names; numbers and keys unchanged', () => {
  const en = buildKundli(chart, 'en');
  const hi = buildKundli(chart, 'hi');
  assert.is(hi.lagna.rashi.name, 'वृश्चिक');
  assert.is(hi.grahas[0].name, 'सूर्य');
  assert.is(hi.houses[0].lord, 'मंगल');
  assert.is(hi.charts.D1.name, 'राशि');
  assert.equal(
    hi.grahas.map((g) => [g.key, g.longitude, g.house, g.rashi.number]),
    en.grahas.map((g) => [g.key, g.longitude, g.house, g.rashi.number]),
  );
});

test('D9: navamsa signs, houses from the navamsa lagna', () => {
  const d9 = divisionalChart(chart, 'd9');
  assert.is(d9.varga, 'D9');
  assert.is(d9.name, 'Navamsa');
  // Lagna 231.897 -> pada index 69 -> 69 mod 12 = 9 -> makara.
  assert.is(d9.lagna.rashi.key, 'makara');
  const by = Object.fromEntries(d9.positions.map((p) => [p.graha_key, p]));
  assert.is(by.chandra.rashi.key, 'dhanu');
  assert.is(by.surya.rashi.key, 'simha');
  assert.is(by.shani.rashi.key, 'mesha');
  assert.is(by.shani.house, 4); // mesha from makara
  assert.is(by.chandra.house, 12);
});

test('vargas outside D1-D60 are a typed unsupported_varga error', () => {
  for (const bad of ['D13', 'D81', '', 'navamsa']) {
    try {
      divisionalChart(chart, bad);
      assert.unreachable(`accepted ${bad}`);
    } catch (e) {
      assert.instance(e, JyotishError);
      assert.is((e as JyotishError).code, 'unsupported_varga');
    }
  }
  assert.is(parseVarga(' d1 '), 'D1');
});

test('non-finite positions are rejected as invalid_positions', () => {
  const broken = chartFixture({
    lagna: 10,
    lon: { surya: 1, chandra: 2, mangal: 3, budha: 4, guru: 5, shukra: 6, shani: 7, rahu: 8 },
  });
  broken.grahas.shani.lonSidDeg = Number.NaN;
  assert.throws(
    () => buildKundli(broken),
    (e: JyotishError) => e.code === 'invalid_positions' && /shani/.test(e.message),
  );
});

test.run();
