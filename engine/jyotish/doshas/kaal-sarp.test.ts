import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartFixture } from '../chart-fixture.ts';
import { kaalSarp } from './kaal-sarp.ts';

// Rahu at 100 deg (karka), Ketu at 280 deg; lagna 10 deg mesha, so Rahu is in the 4th house.
const RAHU = 100;
const hemmed = { surya: 120, chandra: 150, mangal: 170, budha: 130, guru: 200, shukra: 140, shani: 250 };

test("all seven between Rahu and Ketu: full, direction rahu_to_ketu, named by Rahu's house (4 = Shankhpal)", () => {
  const k = kaalSarp(chartFixture({ lagna: 10, lon: { ...hemmed, rahu: RAHU } }));
  assert.equal([k.present, k.kind, k.direction, k.rahu_house], [true, 'full', 'rahu_to_ketu', 4]);
  assert.equal(k.type, { key: 'shankhpal', name: 'Shankhpal' });
  assert.equal(k.outside, []);
});

test('all seven between Ketu and Rahu: full, direction ketu_to_rahu', () => {
  const other = Object.fromEntries(Object.entries(hemmed).map(([g, l]) => [g, (l + 180) % 360]));
  const k = kaalSarp(chartFixture({ lagna: 10, lon: { ...other, rahu: RAHU } }));
  assert.equal([k.kind, k.direction], ['full', 'ketu_to_rahu']);
});

test('one graha outside: partial, and it is named', () => {
  const k = kaalSarp(chartFixture({ lagna: 10, lon: { ...hemmed, shani: 330, rahu: RAHU } }));
  assert.equal([k.present, k.kind, k.direction], [true, 'partial', 'rahu_to_ketu']);
  assert.equal(k.outside, ['shani']);
});

test('a graha within 1 deg of a node makes it partial; two outside break it', () => {
  const onAxis = kaalSarp(chartFixture({ lagna: 10, lon: { ...hemmed, budha: RAHU + 0.5, rahu: RAHU } }));
  assert.equal([onAxis.kind, onAxis.on_axis], ['partial', ['budha']]);
  const broken = kaalSarp(chartFixture({ lagna: 10, lon: { ...hemmed, shani: 330, guru: 20, rahu: RAHU } }));
  assert.equal([broken.present, broken.kind, broken.type, broken.direction], [false, 'none', null, null]);
});

test("type follows Rahu's house for every house, Hindi names", () => {
  const names = [
    'anant',
    'kulik',
    'vasuki',
    'shankhpal',
    'padma',
    'mahapadma',
    'takshak',
    'karkotak',
    'shankhachud',
    'ghatak',
    'vishdhar',
    'sheshnag',
  ];
  for (let house = 1; house <= 12; house++) {
    // Put the lagna so that Rahu's sign (karka) is the given house.
    const lagna = ((4 - house + 12) % 12) * 30 + 5;
    const k = kaalSarp(chartFixture({ lagna, lon: { ...hemmed, rahu: RAHU } }));
    assert.is(k.rahu_house, house);
    assert.is(k.type!.key, names[house - 1]);
  }
  assert.is(kaalSarp(chartFixture({ lagna: 10, lon: { ...hemmed, rahu: RAHU } }), 'hi').type!.name, 'शंखपाल');
});

test.run();
