// Every graha and the lagna of 200 seeded random births (1900-2050, |lat| < 66°) in all twenty vargas, against a
// formula table written apart from the engine's: for each varga the rashi its FIRST part goes to, sign by sign
// (Mesha..Meena), and how many signs each further part moves on. Rules: BPHS ch. 6 (Santhanam tr.); D5, D6, D8,
// D11 as P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 4.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rng } from '../../test/support/rng.ts';
import { chartFixture } from './chart-fixture.ts';
import { chartPositionsAt } from './chart-at.ts';
import { divisionalChart, SUPPORTED_VARGAS, vargaPoint } from './divisional.ts';
import { JyotishError } from './errors.ts';
import { GRAHA_KEYS } from './zodiac.ts';

const seq = (a: number[]) => a;
const repeat = (pattern: number[]) => Array.from({ length: 12 }, (_, i) => pattern[i % pattern.length]);
const SELF = seq([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

/** varga -> [parts, first-part rashi per sign Mesha..Meena, signs moved per part]. */
const EXPECTED_START: Record<string, [number, number[], number]> = {
  D1: [1, SELF, 1],
  D3: [3, SELF, 4],
  D4: [4, SELF, 3],
  D6: [6, repeat([1, 7]), 1],
  D7: [7, [1, 8, 3, 10, 5, 12, 7, 2, 9, 4, 11, 6], 1],
  D8: [8, repeat([1, 9, 5]), 1],
  D9: [9, repeat([1, 10, 7, 4]), 1],
  D10: [10, [1, 10, 3, 12, 5, 2, 7, 4, 9, 6, 11, 8], 1],
  D11: [11, [1, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2], 1],
  D12: [12, SELF, 1],
  D16: [16, repeat([1, 5, 9]), 1],
  D20: [20, repeat([1, 9, 5]), 1],
  D24: [24, repeat([5, 4]), 1],
  D27: [27, repeat([1, 4, 7, 10]), 1],
  D40: [40, repeat([1, 7]), 1],
  D45: [45, repeat([1, 5, 9]), 1],
  D60: [60, SELF, 1],
};

/** Hora, panchamsa and trimsamsa are lists, not runs: [upper bound in degrees, rashi] for odd and for even signs. */
const LISTED: Record<string, { odd: [number, number][]; even: [number, number][] }> = {
  D2: {
    odd: [
      [15, 5],
      [30, 4],
    ],
    even: [
      [15, 4],
      [30, 5],
    ],
  },
  D5: {
    odd: [
      [6, 1],
      [12, 11],
      [18, 9],
      [24, 3],
      [30, 7],
    ],
    even: [
      [6, 2],
      [12, 6],
      [18, 12],
      [24, 10],
      [30, 8],
    ],
  },
  D30: {
    odd: [
      [5, 1],
      [10, 11],
      [18, 9],
      [25, 3],
      [30, 7],
    ],
    even: [
      [5, 2],
      [12, 6],
      [20, 12],
      [25, 10],
      [30, 8],
    ],
  },
};

function expectedRashi(varga: string, lon: number): number {
  const sign = Math.floor(lon / 30); // 0-based
  const deg = lon - sign * 30;
  const listed = LISTED[varga];
  if (listed) {
    const rows = sign % 2 === 0 ? listed.odd : listed.even;
    const row = rows.find(([upper]) => deg < upper) ?? rows[rows.length - 1];
    return row[1];
  }
  const [parts, starts, step] = EXPECTED_START[varga];
  const part = Math.floor(deg / (30 / parts));
  return ((starts[sign] - 1 + part * step) % 12) + 1;
}

const FROM = Date.UTC(1900, 0, 1);
const TO = Date.UTC(2050, 11, 31);

test('the formula table covers all twenty vargas', () => {
  assert.equal([...SUPPORTED_VARGAS].sort(), [...Object.keys(EXPECTED_START), ...Object.keys(LISTED)].sort());
});

test('200 seeded births: lagna and nine grahas in all twenty vargas match the independent table', () => {
  const next = rng(20261126);
  let checked = 0;
  for (let i = 0; i < 200; i++) {
    const utcMs = Math.floor(FROM + next() * (TO - FROM));
    const latDeg = (next() * 2 - 1) * 65.9;
    const lonDeg = (next() * 2 - 1) * 180;
    const chart = chartPositionsAt(utcMs, latDeg, lonDeg);
    for (const varga of SUPPORTED_VARGAS) {
      const d = divisionalChart(chart, varga);
      const where = `${varga} birth ${new Date(utcMs).toISOString()} ${latDeg.toFixed(2)},${lonDeg.toFixed(2)}`;
      assert.is(d.lagna.rashi.number, expectedRashi(varga, chart.lagnaSidDeg), `${where} lagna`);
      for (const p of d.positions) {
        assert.is(p.rashi.number, expectedRashi(varga, chart.grahas[p.graha_key].lonSidDeg), `${where} ${p.graha_key}`);
        checked++;
      }
    }
  }
  assert.is(checked, 200 * 20 * 9);
});

test('degree_in_sign: equal parts scale by the number of parts; the trimsamsa scales each unequal part', () => {
  for (const lon of [0, 7.3, 44.99, 100.5, 181.25, 359.999]) {
    const inSign = lon % 30;
    for (const varga of ['D3', 'D9', 'D10', 'D60'] as const) {
      const n = Number(varga.slice(1));
      const got = vargaPoint(lon, varga).degreeInSign;
      assert.ok(Math.abs(got - ((inSign * n) % 30)) < 1e-6, `${varga} ${lon}: ${got}`);
    }
  }
  // 14° of Mesha (odd) is 4/8 through Jupiter's 10-18° part: 15° of Dhanu.
  assert.equal(vargaPoint(14, 'D30'), { rashi: 9, degreeInSign: 15 });
  // 6° of Vrishabha (even) is 1/7 through Mercury's 5-12° part, in Kanya.
  const p = vargaPoint(36, 'D30');
  assert.is(p.rashi, 6);
  assert.ok(Math.abs(p.degreeInSign - 30 / 7) < 1e-9);
});

test('variants only when asked: Kashinatha and parivritti hora, Jagannatha and Somanatha drekkana', () => {
  // Rao's Kashinatha examples: Jupiter 25°16' Vrishabha -> Sun's hora -> Venus's day sign Tula;
  // Mars 18°53' Dhanu -> Moon's hora -> Jupiter's night sign Dhanu.
  assert.is(vargaPoint(30 + 25 + 16 / 60, 'D2', 'kashinatha').rashi, 7);
  assert.is(vargaPoint(240 + 18 + 53 / 60, 'D2', 'kashinatha').rashi, 9);
  assert.is(vargaPoint(30 + 25 + 16 / 60, 'D2').rashi, 5);
  // Parivritti hora: Vrishabha's halves are the 3rd and 4th horas of the zodiac: Mithuna, Karka.
  assert.equal([vargaPoint(31, 'D2', 'parivritti').rashi, vargaPoint(50, 'D2', 'parivritti').rashi], [3, 4]);
  // Jagannatha drekkana of Vrishabha starts in Makara (the movable earthy sign): 2nd drekkana Vrishabha.
  assert.is(vargaPoint(30 + 12, 'D3', 'jagannatha').rashi, 2);
  assert.is(vargaPoint(30 + 12, 'D3').rashi, 6);
  // Somanatha: Vrishabha's drekkanas run back from Meena: Meena, Kumbha, Makara; Mithuna's go on from Simha.
  assert.equal(
    [35, 45, 55, 61].map((l) => vargaPoint(l, 'D3', 'somanatha').rashi),
    [12, 11, 10, 4],
  );
});

test('a method the varga does not offer is invalid_method, naming those it does', () => {
  const chart = chartFixture({ lagna: 10, lon: Object.fromEntries(GRAHA_KEYS.map((k, i) => [k, i * 40])) });
  try {
    divisionalChart(chart, 'D9', 'en', { method: 'kashinatha' });
    assert.unreachable('accepted kashinatha for D9');
  } catch (e) {
    assert.instance(e, JyotishError);
    assert.is((e as JyotishError).code, 'invalid_method');
    assert.match((e as Error).message, 'parashara');
  }
  assert.is(divisionalChart(chart, 'D2', 'en', { method: 'Kashinatha' }).method, 'kashinatha');
  assert.is(divisionalChart(chart, 'D2').method, 'parashara');
});

test.run();
