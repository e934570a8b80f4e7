// Published example charts (test/fixtures/pvr-book-charts.ts: P.V.R. Narasimha Rao, "Vedic Astrology: An
// Integrated Approach", twenty-four births) through the whole engine: our positions from the printed birth line must
// agree with the printed longitudes, and then every varga sign the book draws must be the sign our varga rules give.
// Ayanamsa: Lahiri throughout (the book's program, Jagannatha Hora, at its default), as ours. Nodes: the book prints the MEAN
// node and the product serves the true node, so Rahu and Ketu are checked from a mean node computed here (Meeus,
// Astronomical Algorithms 2nd ed., eq. 47.7, less our Lahiri mean ayanamsa), written apart from the engine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { meanAyanamsaDeg } from '../engine/astro/ayanamsa.ts';
import { astroTime } from '../engine/astro/time.ts';
import { ashtakavarga } from '../engine/jyotish/ashtakavarga.ts';
import { chartPositionsAt } from '../engine/jyotish/chart-at.ts';
import { chartFixture } from '../engine/jyotish/chart-fixture.ts';
import { vargaPoint } from '../engine/jyotish/divisional.ts';
import type { ChartPositions, GrahaKey } from '../engine/jyotish/types.ts';
import type { VargaCode } from '../tables/jyotish/vargas.ts';
import { BOOK_CHARTS, type Body, type Sign } from './fixtures/pvr-book-charts.ts';

const SIGNS: readonly Sign[] = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
const GRAHA: Record<Exclude<Body, 'Asc' | 'Rahu' | 'Ketu'>, GrahaKey> = {
  Sun: 'surya',
  Moon: 'chandra',
  Mars: 'mangal',
  Merc: 'budha',
  Jup: 'guru',
  Ven: 'shukra',
  Sat: 'shani',
};

/** "14 Sc 18" -> 224.3. */
function printedDeg(text: string): number {
  const [deg, sign, min] = text.split(' ');
  return SIGNS.indexOf(sign as Sign) * 30 + Number(deg) + Number(min) / 60;
}

const norm = (x: number) => ((x % 360) + 360) % 360;
const arcmin = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 60;

/** Mean ascending node, sidereal (Lahiri), Meeus eq. 47.7 in Julian centuries TT from J2000. */
function meanNodeSidDeg(utcMs: number): number {
  const t = astroTime(utcMs);
  const T = t.tt / 36525;
  const omega = 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467441 - T ** 4 / 60616000;
  return norm(omega - meanAyanamsaDeg(t));
}

/** Our longitude for each printed body: engine grahas and lagna, the mean node for Rahu and Ketu. */
function ourLongitudes(birth: string, latDeg: number, lonDeg: number): Record<Body, number> {
  const utcMs = Date.parse(birth);
  const p = chartPositionsAt(utcMs, latDeg, lonDeg);
  const rahu = meanNodeSidDeg(utcMs);
  const out = { Asc: p.lagnaSidDeg, Rahu: rahu, Ketu: norm(rahu + 180) } as Record<Body, number>;
  for (const [body, key] of Object.entries(GRAHA)) out[body as Body] = p.grahas[key].lonSidDeg;
  return out;
}

test('twenty-four published births: our grahas within 2′, mean node within 2′, lagna within the time’s rounding', () => {
  for (const c of BOOK_CHARTS) {
    const ours = ourLongitudes(c.birth, c.latDeg, c.lonDeg);
    for (const [body, text] of Object.entries(c.printed) as [Body, string][]) {
      const limit = body === 'Asc' ? (c.ascArcmin ?? 20) : (c.grahaArcmin ?? 2);
      const gap = arcmin(ours[body], printedDeg(text));
      assert.ok(gap <= limit, `${c.source}: ${body} ${gap.toFixed(2)}′ from the printed ${text}`);
    }
  }
});

/**
 * One node lies on a part boundary: Satyam's mean Rahu, printed 5 Aq 33 (the book truncates to the minute), is
 * 5°33′20.2″ Aquarius by our mean node, 0.2″ past the D-27 boundary at 5°33′20″, so the book (inside that boundary)
 * and we fall either side; two minutes later (Shivam) the node has gone back 0.3″ and both agree. Meeus' mean node and
 * Jagannatha Hora's (Swiss Ephemeris) differ by more than that, so such a point is accepted on either side when it
 * lies within 1″ of the boundary, and the test names every one it accepts that way.
 */
const EDGE_DEG = 1 / 3600;

test('every varga sign the book draws (D-1, 3, 4, 7, 9, 10, 11, 12, 16, 20, 24, 27) is ours', () => {
  let checked = 0;
  const atEdge: string[] = [];
  for (const c of BOOK_CHARTS) {
    const ours = ourLongitudes(c.birth, c.latDeg, c.lonDeg);
    for (const [varga, drawn] of Object.entries(c.vargas) as [VargaCode, Partial<Record<Body, Sign>>][]) {
      for (const [body, sign] of Object.entries(drawn) as [Body, Sign][]) {
        const signAt = (lonDeg: number) => SIGNS[vargaPoint(lonDeg, varga).rashi - 1];
        checked++;
        if (signAt(ours[body]) === sign) continue;
        const label = `${c.source}: ${body} in ${varga}`;
        const either = [signAt(ours[body] - EDGE_DEG), signAt(ours[body] + EDGE_DEG)];
        assert.ok(either.includes(sign), `${label}: ours ${signAt(ours[body])}, drawn ${sign}`);
        atEdge.push(`${c.source.split(':')[1]?.trim()} ${body} ${varga}`);
      }
    }
  }
  assert.ok(checked >= 250, `${checked} placements`);
  assert.equal(atEdge, [
    'Satyam Gaur (the first twin), D-24 and D-27 Rahu D27',
    'Satyam Gaur (the first twin), D-24 and D-27 Ketu D27',
  ]);
});

/**
 * The book's one chart with all seven bhinna ashtakavargas and the sarva printed, cell by cell: Chart 58 (Example
 * 108), A.B. Vajpayee's D-10 and its ashtakavarga (rows Mesha..Meena). The contributors are the seven grahas and
 * the lagna in the D-10, built here from our positions for his printed birth line (the D-10 diagram itself is
 * checked above).
 */
const VAJPAYEE_D10_BHINNA: Bhinna = {
  surya: [5, 3, 6, 2, 3, 4, 7, 6, 3, 3, 2, 4],
  chandra: [2, 4, 2, 3, 6, 6, 4, 4, 4, 6, 3, 5],
  mangal: [3, 4, 4, 3, 4, 2, 2, 5, 3, 4, 1, 4],
  budha: [4, 4, 6, 4, 6, 5, 3, 6, 4, 5, 4, 3],
  guru: [4, 6, 4, 2, 3, 8, 3, 6, 4, 3, 7, 6],
  shukra: [2, 4, 6, 4, 3, 5, 3, 5, 5, 6, 5, 4],
  shani: [3, 1, 5, 2, 3, 3, 4, 3, 5, 4, 2, 4],
};
const VAJPAYEE_D10_SARVA = [23, 26, 33, 20, 28, 33, 26, 35, 28, 31, 24, 30];

const CONTRIBUTORS = ['surya', 'chandra', 'mangal', 'budha', 'guru', 'shukra', 'shani'] as const;
type Bhinna = Record<(typeof CONTRIBUTORS)[number], number[]>;

/** A book chart's D-10 as positions (each point at its D-10 sign and degree), from our positions for its birth. */
function d10Of(source: string): ChartPositions {
  const birth = BOOK_CHARTS.find((c) => c.source.startsWith(source))!;
  const p = chartPositionsAt(Date.parse(birth.birth), birth.latDeg, birth.lonDeg);
  const inD10 = (lonDeg: number) => {
    const v = vargaPoint(lonDeg, 'D10');
    return (v.rashi - 1) * 30 + v.degreeInSign;
  };
  const lonD10 = Object.fromEntries(Object.entries(p.grahas).map(([g, pos]) => [g, inD10(pos.lonSidDeg)]));
  return chartFixture({ lagna: inD10(p.lagnaSidDeg), lon: lonD10 });
}

/**
 * A printed ashtakavarga against ours. With the book's own tables (`narasimha_rao`: the Moon's and Venus' benefic
 * places as the book's ch. 12, Jagannatha Hora and PyJHora give them) every printed cell and the sarva; with the
 * default BPHS tables the Sun, Mars, Mercury, Jupiter and Saturn rows, and the Moon and Venus rows differing from the
 * printed ones exactly at `moved` (1 = Mesha).
 */
function checkPrinted(
  label: string,
  chart: ChartPositions,
  printed: Bhinna,
  sarva: number[],
  moved: [number[], number[]],
) {
  const book = ashtakavarga(chart, 'narasimha_rao');
  for (const g of CONTRIBUTORS) assert.equal(book.bhinna[g], printed[g], `${label} ${g} by the book's tables`);
  assert.equal(book.sarva, sarva, `${label} sarva`);
  const a = ashtakavarga(chart);
  for (const g of ['surya', 'mangal', 'budha', 'guru', 'shani'] as const)
    assert.equal(a.bhinna[g], printed[g], `${label} ${g}`);
  const differs = (ours: number[], book: number[]) => ours.flatMap((b, i) => (b === book[i] ? [] : [i + 1]));
  assert.equal([differs(a.bhinna.chandra, printed.chandra), differs(a.bhinna.shukra, printed.shukra)], moved, label);
}

test('Chart 58 (Vajpayee, D-10): all 96 printed ashtakavarga cells, the Moon and Venus by the book’s own table', () => {
  checkPrinted('Chart 58', d10Of('Charts 3 and 58'), VAJPAYEE_D10_BHINNA, VAJPAYEE_D10_SARVA, [
    [1, 6, 10, 12],
    [8, 9],
  ]);
});

/**
 * Exercise 22 (Chart 7, Ronald Reagan: 1911-02-06 02:04, 6:00 West, 89°47′ W 41°38′ N; the book's rasi longitudes
 * put the lagna in Scorpio), the answer's bhinna rows for the seven grahas and the sarva (rasi chart), as transcribed
 * in naturalstupid/PyJHora src/jhora/tests/pvr_tests.py (`_ashtaka_varga_tests`, "Exercise 22/Chart 7"; facts only).
 */
const REAGAN_BHINNA: Bhinna = {
  surya: [4, 2, 3, 4, 6, 5, 5, 3, 2, 6, 6, 2],
  chandra: [6, 3, 5, 3, 5, 5, 6, 3, 3, 4, 4, 2],
  mangal: [3, 2, 3, 4, 2, 5, 4, 3, 3, 4, 3, 3],
  budha: [4, 6, 4, 3, 4, 7, 4, 5, 6, 3, 5, 3],
  guru: [4, 4, 3, 5, 6, 5, 6, 4, 6, 4, 3, 6],
  shukra: [3, 5, 5, 4, 6, 2, 3, 6, 5, 2, 7, 4],
  shani: [3, 2, 2, 3, 5, 6, 3, 4, 1, 3, 6, 1],
};

test('Exercise 22 (Reagan, rasi): all 84 bhinna cells and the sarva, the Moon and Venus by the book’s own table', () => {
  const reagan = BOOK_CHARTS.find((c) => c.source.startsWith('Chart 7 '))!;
  const chart = chartPositionsAt(Date.parse(reagan.birth), reagan.latDeg, reagan.lonDeg);
  checkPrinted(
    'Exercise 22',
    chart,
    REAGAN_BHINNA,
    [27, 24, 25, 26, 34, 35, 31, 28, 26, 26, 34, 21],
    [
      [5, 6, 8, 9],
      [1, 12],
    ],
  );
});

/**
 * Chart 51 (Exercise 37, Bill Cosby): the answer prints the whole sarva ashtakavarga of his D-10, Ar 24 Ta 28 Ge 21
 * Cn 38 Le 34 Vi 21 Li 26 Sc 26 Sg 37 Cp 31 Aq 25 Pi 26: the sarva with the book's tables.
 */
test('Chart 51 (Cosby, D-10): the printed sarva, sign by sign', () => {
  const d10 = d10Of('Chart 51 ');
  assert.equal(ashtakavarga(d10, 'narasimha_rao').sarva, [24, 28, 21, 38, 34, 21, 26, 26, 37, 31, 25, 26]);
});

test.run();
