import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartFixture } from '../chart-fixture.ts';
import { pitra } from './pitra.ts';

test('Sun with Rahu in the 9th: each indicator reported with grahas and houses', () => {
  // Lagna mesha, so the 9th is dhanu (lord Guru). Sun and Rahu in dhanu; Guru in mithuna, Saturn in kumbha.
  const p = pitra(
    chartFixture({
      lagna: 10,
      lon: { surya: 250, rahu: 245, chandra: 100, mangal: 30, budha: 260, guru: 70, shukra: 280, shani: 310 },
    }),
  );
  assert.ok(p.indicated);
  const by = Object.fromEntries(p.factors.map((f) => [f.key, f]));
  assert.equal(Object.keys(by), [
    'surya_with_node',
    'node_in_ninth',
    'ninth_lord_afflicted',
    'surya_afflicted_in_ninth',
  ]);
  assert.equal(by.surya_with_node.grahas, ['surya', 'rahu']);
  assert.equal(by.node_in_ninth.houses, [9]);
  // Guru (9th lord) in mithuna: Rahu in dhanu aspects it (7th) and Ketu (65 deg) sits with it.
  assert.equal(by.ninth_lord_afflicted.grahas, ['guru', 'rahu', 'ketu']);
  assert.match(by.surya_afflicted_in_ninth.text, /Rahu/);
});

test('Saturn opposite the Sun in the 9th counts; the 9th lord aspected by Saturn counts', () => {
  // Lagna simha: 9th is mesha (lord Mangal). Sun and Mars in mesha, Saturn in tula (7th from them, aspecting both).
  const p = pitra(
    chartFixture({
      lagna: 125,
      lon: { surya: 10, shani: 190, mangal: 20, rahu: 100, chandra: 160, budha: 40, guru: 140, shukra: 50 },
    }),
  );
  const keys = p.factors.map((f) => f.key);
  assert.equal(keys, ['ninth_lord_afflicted', 'surya_afflicted_in_ninth']);
  assert.equal(p.factors[0].grahas, ['mangal', 'shani']);
  assert.equal(p.factors[1].grahas, ['surya', 'mangal', 'shani']);
});

test('Moon with Ketu is its own (Matru) factor; a clean chart has none', () => {
  // Lagna mesha, 9th lord Guru in tula: not joined or aspected by Rahu (makara), Ketu (karka) or Saturn (vrischika).
  const moon = pitra(
    chartFixture({
      lagna: 10,
      lon: { chandra: 105, rahu: 280, surya: 40, mangal: 60, budha: 50, guru: 200, shukra: 20, shani: 230 },
    }),
  );
  assert.equal(
    moon.factors.map((f) => f.key),
    ['chandra_with_node'],
  );
  const clean = pitra(
    chartFixture({
      lagna: 10,
      lon: { chandra: 130, rahu: 280, surya: 40, mangal: 60, budha: 50, guru: 200, shukra: 20, shani: 230 },
    }),
  );
  assert.not.ok(clean.indicated);
  assert.equal(clean.factors, []);
});

test.run();
