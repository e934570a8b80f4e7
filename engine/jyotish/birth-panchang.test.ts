// The angas at birth against the panchang's own element tables, the avakahada against the matching's Moon profile,
// and combustion by its orbs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartPositionsAt } from './chart-at.ts';
import { avakahada, birthPanchang, combustGrahas, sunriseBefore } from './birth-panchang.ts';
import type { ChartPositions } from './types.ts';

// 1990-05-15 10:30 IST, Mumbai: a Tuesday, sunrise about 06:04 IST, the Moon at the end of Dhanu in Uttara Ashadha.
const MUMBAI = { lat: 19.0728, lon: 72.8826, zone: 'Asia/Kolkata' };
const birth = Date.UTC(1990, 4, 15, 5, 0);
const positions = chartPositionsAt(birth, MUMBAI.lat, MUMBAI.lon);

test('the angas follow the Sun and Moon at the instant', () => {
  const p = birthPanchang(positions, MUMBAI.lat, MUMBAI.lon, MUMBAI.zone);
  const elong = (((positions.grahas.chandra.lonSidDeg - positions.grahas.surya.lonSidDeg) % 360) + 360) % 360;
  assert.is(p.tithi.number, Math.floor(elong / 12) + 1);
  assert.is(p.tithi.paksha, p.tithi.number <= 15 ? 'shukla' : 'krishna');
  assert.is(p.nakshatra.key, 'uttara_ashadha');
  assert.is(p.nakshatra.lord_key, 'surya');
  assert.is(p.vara.key, 'tuesday');
  assert.ok(p.vara.sunrise_utc_ms !== null && p.vara.sunrise_utc_ms < birth);
});

test('a birth before sunrise belongs to the previous weekday', () => {
  // 1990-05-15 04:00 IST is before that day's sunrise: the Hindu day is still Monday's
  const early = Date.UTC(1990, 4, 14, 22, 30);
  const p = birthPanchang(chartPositionsAt(early, MUMBAI.lat, MUMBAI.lon), MUMBAI.lat, MUMBAI.lon, MUMBAI.zone);
  assert.is(p.vara.key, 'monday');
  const rise = sunriseBefore(birth, MUMBAI.lat, MUMBAI.lon)!;
  const local = new Date(rise + 5.5 * 3_600_000).toISOString();
  assert.match(local, /^1990-05-15T06:0\d/);
});

test('avakahada: the Moon in Dhanu (house 6 from a Karka lagna) gives a gold paya', () => {
  const a = avakahada(positions);
  assert.equal(
    { varna: a.varna, gana: a.gana, yoni: a.yoni, nadi: a.nadi, paya: a.paya, rashi_lord: a.rashi_lord },
    { varna: 'kshatriya', gana: 'manushya', yoni: 'mongoose', nadi: 'antya', paya: 'gold', rashi_lord: 'guru' },
  );
});

test('combustion: within the orb of the Sun, by the retrograde orb when retrograde; nodes never', () => {
  const at = (lon: number, speed = 1) => ({ lonSidDeg: lon, latDeg: 0, speedDegPerDay: speed });
  const p: ChartPositions = {
    utcMs: 0,
    lagnaSidDeg: 0,
    grahas: {
      surya: at(100),
      chandra: at(250),
      mangal: at(116.9),
      budha: at(87, -1), // 13 degrees, retrograde orb 12: not combust
      guru: at(350),
      shukra: at(92.5, -1), // 7.5 degrees, retrograde orb 8: combust
      shani: at(200),
      rahu: at(100),
      ketu: at(280),
    },
  };
  assert.equal(combustGrahas(p), ['mangal', 'shukra']);
});

test.run();
