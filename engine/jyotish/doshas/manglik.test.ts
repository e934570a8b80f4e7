import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartFixture } from '../chart-fixture.ts';
import { manglik } from './manglik.ts';

// Sign starts, so constructed charts read like the rules: S.mesha + 10 = 10 deg mesha.
const S = {
  mesha: 0,
  vrishabha: 30,
  mithuna: 60,
  karka: 90,
  simha: 120,
  kanya: 150,
  tula: 180,
  vrischika: 210,
  dhanu: 240,
  makara: 270,
  kumbha: 300,
  meena: 330,
};
const rest = { surya: S.tula + 5, budha: S.tula + 8, shani: S.kumbha + 5, rahu: S.simha + 5 };

test('present from lagna, Moon and Venus: high severity, supporting houses, no exception', () => {
  // Lagna mesha; Mars karka = 4th; Moon makara -> Mars 7th; Venus karka -> Mars 1st. Jupiter mithuna sees neither.
  const m = manglik(
    chartFixture({
      lagna: S.mesha + 10,
      lon: { ...rest, mangal: S.karka + 10, chandra: S.makara + 10, shukra: S.karka + 5, guru: S.mithuna + 10 },
    }),
  );
  assert.ok(m.present);
  assert.is(m.severity, 'high');
  assert.equal(
    m.from.map((x) => [x.reference, x.house, x.present]),
    [
      ['lagna', 4, true],
      ['chandra', 7, true],
      ['shukra', 1, true],
    ],
  );
  assert.equal(m.houses, [1, 4, 7]);
  assert.equal(m.cancellations, []);
  assert.ok(m.effective);
  assert.is(m.mars.rashi.key, 'karka');
});

test('present only from the Moon: low (anshik)', () => {
  // Mars mithuna: 3rd from the mesha lagna; Moon mithuna -> 1st; Venus simha -> 11th; Jupiter vrishabha -> Mars 2nd from it.
  const m = manglik(
    chartFixture({
      lagna: S.mesha + 10,
      lon: { ...rest, mangal: S.mithuna + 10, chandra: S.mithuna + 20, shukra: S.simha + 5, guru: S.vrishabha + 5 },
    }),
  );
  assert.is(m.severity, 'low');
  assert.equal(
    m.from.filter((x) => x.present).map((x) => x.reference),
    ['chandra'],
  );
  assert.ok(m.effective);
});

test('absent when Mars is in 3, 5, 6, 9, 10 or 11 from all three', () => {
  const m = manglik(
    chartFixture({
      lagna: S.mesha + 10,
      lon: { ...rest, mangal: S.mithuna + 10, chandra: S.mesha + 1, shukra: S.mesha + 2, guru: S.vrishabha + 5 },
    }),
  );
  assert.not.ok(m.present);
  assert.is(m.severity, 'none');
  assert.not.ok(m.effective);
  assert.equal(m.houses, []);
});

test('Mars in its own sign cancels everywhere (and mesha in the 1st is also a house exception)', () => {
  const m = manglik(
    chartFixture({
      lagna: S.mesha + 10,
      lon: { ...rest, mangal: S.mesha + 20, chandra: S.meena + 10, shukra: S.mesha + 1, guru: S.mithuna + 10 },
    }),
  );
  assert.ok(m.present);
  assert.equal(
    m.cancellations.map((c) => c.key),
    ['mars_own_or_exalted', 'house_sign_exception', 'house_sign_exception'],
  );
  assert.ok(m.cancelled);
  assert.not.ok(m.effective);
});

test('Jupiter conjunct or aspecting Mars cancels', () => {
  const conj = manglik(
    chartFixture({
      lagna: S.tula + 10,
      lon: { ...rest, mangal: S.tula + 15, guru: S.tula + 20, chandra: S.dhanu + 1, shukra: S.dhanu + 2 },
    }),
  );
  assert.equal(
    conj.cancellations.map((c) => c.key),
    ['jupiter_conjunct_mars'],
  );
  assert.ok(conj.cancelled);
  // Jupiter in meena aspects its 5th (karka), where Mars is the 4th from a mesha lagna.
  const asp = manglik(
    chartFixture({
      lagna: S.mesha + 10,
      lon: { ...rest, mangal: S.karka + 10, guru: S.meena + 10, chandra: S.mesha + 1, shukra: S.kumbha + 2 },
    }),
  );
  assert.equal(
    asp.cancellations.map((c) => c.key),
    ['jupiter_aspects_mars'],
  );
  assert.ok(asp.cancelled);
});

test('a house-sign exception covers only its own reference point', () => {
  // Lagna kanya: Mars meena is the 7th (listed exception); Venus kanya, same 7th. The Moon in meena puts
  // Mars in the 1st from it, where only mesha is an exception: the dosha stands from the Moon.
  const m = manglik(
    chartFixture({
      lagna: S.kanya + 10,
      lon: { ...rest, mangal: S.meena + 10, chandra: S.meena + 20, shukra: S.kanya + 5, guru: S.mithuna + 10 },
    }),
  );
  assert.equal(
    m.from.map((x) => x.house),
    [7, 1, 7],
  );
  assert.equal(
    m.cancellations.map((c) => c.references),
    [['lagna'], ['shukra']],
  );
  assert.not.ok(m.cancelled);
  assert.ok(m.effective);
  assert.match(m.cancellations[0].text, /Meena in house 7 from the Lagna/);
});

test('Hindi text for cancellations', () => {
  const m = manglik(
    chartFixture({
      lagna: S.mesha + 10,
      lon: { ...rest, mangal: S.mesha + 20, chandra: S.meena + 10, shukra: S.mesha + 1, guru: S.mithuna + 10 },
    }),
    'hi',
  );
  assert.match(m.cancellations[0].text, /मंगल स्वराशि/);
  assert.is(m.from[0].name, 'लग्न');
});

test.run();
