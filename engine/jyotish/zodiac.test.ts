import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { degreeInSign, houseFrom, nakshatraOf, navamsaRashiOf, normDeg, rashiOf, signAhead } from './zodiac.ts';

test('rashi, degree in sign and wrap-around', () => {
  assert.is(rashiOf(0), 1);
  assert.is(rashiOf(29.999), 1);
  assert.is(rashiOf(30), 2);
  assert.is(rashiOf(359.99), 12);
  assert.is(rashiOf(360), 1);
  assert.is(rashiOf(-1), 12);
  assert.is(normDeg(-30), 330);
  assert.ok(Math.abs(degreeInSign(231.897161) - 21.897161) < 1e-9);
});

test('nakshatra and pada (astrology-rules.md 1.2 spans)', () => {
  assert.equal(nakshatraOf(0), { number: 1, pada: 1, fraction: 0 });
  assert.is(nakshatraOf(13.3334).number, 2);
  assert.is(nakshatraOf(17.5).pada, 2); // 17.5 deg = Bharani pada 2
  assert.is(nakshatraOf(359.9999).number, 27);
  assert.is(nakshatraOf(359.9999).pada, 4);
  const ua = nakshatraOf(269.706924); // reference 5: Uttara Ashadha pada 1, f = 0.228019
  assert.is(ua.number, 21);
  assert.is(ua.pada, 1);
  assert.ok(Math.abs(ua.fraction - 0.228019) < 1e-6);
});

test('houses and sign arithmetic are whole-sign', () => {
  assert.is(houseFrom(8, 8), 1);
  assert.is(houseFrom(7, 8), 12);
  assert.is(houseFrom(2, 8), 7);
  assert.is(signAhead(12, 2), 1);
  assert.is(signAhead(5, 9), 1);
});

test('navamsa of the worked examples in astrology-rules.md 4', () => {
  assert.is(navamsaRashiOf(45 + 1 / 3), 2); // 15 deg 20 min vrishabha -> vrishabha (vargottama)
  assert.is(navamsaRashiOf(145), 8); // 25 deg simha -> vrischika
  assert.is(navamsaRashiOf(5), 2); // 5 deg mesha -> vrishabha
  assert.is(navamsaRashiOf(269.7069), 9); // Moon 2025-01-01 -> dhanu
  assert.is(navamsaRashiOf(256.6072), 5); // Sun -> simha
  assert.is(navamsaRashiOf(320.3177), 1); // Saturn -> mesha
});

test('navamsa follows the BPHS counting rule for every sign and part', () => {
  const movable = [1, 4, 7, 10];
  const fixed = [2, 5, 8, 11];
  for (let rashi = 1; rashi <= 12; rashi++) {
    const first = movable.includes(rashi) ? rashi : fixed.includes(rashi) ? signAhead(rashi, 9) : signAhead(rashi, 5);
    for (let part = 0; part < 9; part++) {
      const lon = (rashi - 1) * 30 + part * (10 / 3) + 1;
      assert.is(navamsaRashiOf(lon), signAhead(first, part + 1), `rashi ${rashi} part ${part}`);
    }
  }
});

test.run();
