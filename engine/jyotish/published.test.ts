// Published charts through the whole engine (astro core positions -> jyotish rules): Vimshottari sequences
// and dates, and a Gun Milan with its per-koota points; plus properties of the 27 x 27 nakshatra table.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartPositionsAt } from './chart-at.ts';
import { vimshottariDasha } from './dasha.ts';
import { ashtakoot } from './matching/ashtakoot.ts';

const DAY = 86_400_000;
const near = (ours: number, published: string, days: number, label: string) =>
  assert.ok(
    Math.abs(ours - Date.parse(published)) <= days * DAY,
    `${label}: ${new Date(ours).toISOString()} vs ${published}`,
  );

const MINUTE = 60_000;

/**
 * Every boundary within a minute of the source once one constant offset is taken out; the offset (the first
 * difference) is returned so the caller can bound it by the Moon difference that explains it.
 */
function offsetThenMinute(rows: readonly [number, string][], label: string): number {
  const offset = rows[0]![0] - Date.parse(rows[0]![1]);
  for (const [ours, published] of rows) {
    const rest = ours - Date.parse(published) - offset;
    assert.ok(Math.abs(rest) <= MINUTE, `${label} ${published}: ${(rest / 1000).toFixed(1)} s after the offset`);
  }
  return offset;
}

/**
 * ProKerala's Kundli service (prokerala/astrology-sdk, MIT, tests/Api/Astrology/Service/KundliTest.php, commit
 * 41f2d4b6): 1967-08-29 09:00 +05:30, Mumbai 19.0821978 N 72.7411014 E; Moon in Rohini pada 4. Their dates use
 * 365.25-day years (Moon maha dasha 1958-09-08T08:16:52 to 1968-09-07T20:16:52 is 3652.5 days), as ours do; the
 * remaining gap (about 6 h) is their Moon being ~3″ from ours, so the check allows a day.
 */
test('ProKerala 1967-08-29 Mumbai: maha sequence and maha/antar dates', () => {
  const birth = Date.parse('1967-08-29T09:00:00+05:30');
  const p = chartPositionsAt(birth, 19.0821978, 72.7411014);
  const d = vimshottariDasha(p.grahas.chandra.lonSidDeg, birth, { levels: 2 });
  assert.equal([d.moon.nakshatra.key, d.moon.nakshatra.pada], ['rohini', 4]);
  assert.equal(
    d.periods.map((m) => m.lord),
    ['chandra', 'mangal', 'rahu', 'guru', 'shani', 'budha', 'ketu', 'shukra', 'surya'],
  );
  const [moon, mars] = d.periods;
  near(moon!.end_utc_ms - 10 * 365.25 * DAY, '1958-09-08T08:16:52+05:30', 1, 'Moon maha start');
  near(moon!.end_utc_ms, '1968-09-07T20:16:52+05:30', 1, 'Moon maha end');
  near(mars!.end_utc_ms, '1975-09-08T14:16:52+05:30', 1, 'Mars maha end');
  const venus = moon!.sub!.find((a) => a.lord === 'shukra')!;
  near(venus.end_utc_ms, '1968-03-09T05:16:52+05:30', 1, 'Moon/Venus antar end');
  const rahu = mars!.sub!.find((a) => a.lord === 'rahu')!;
  near(rahu.start_utc_ms, '1969-02-03T23:43:52+05:30', 1, 'Mars/Rahu antar start');
  near(rahu.end_utc_ms, '1970-02-22T12:01:52+05:30', 1, 'Mars/Rahu antar end');
  // To the second, as printed: one offset (ours 6 h 7 min earlier at every boundary) and then a minute. In a
  // 10-year Moon dasha 1″ of Moon is 10 x 365.25 days / 48,000″ = 109.6 min, so the offset is 3.35″ of Moon:
  // the ~3″ between their Moon and ours, not a rule or year-length difference (that would grow with time).
  const offset = offsetThenMinute(
    [
      [moon!.end_utc_ms - 10 * 365.25 * DAY, '1958-09-08T08:16:52+05:30'],
      [moon!.end_utc_ms, '1968-09-07T20:16:52+05:30'],
      [mars!.end_utc_ms, '1975-09-08T14:16:52+05:30'],
      [venus.end_utc_ms, '1968-03-09T05:16:52+05:30'],
      [rahu.start_utc_ms, '1969-02-03T23:43:52+05:30'],
      [rahu.end_utc_ms, '1970-02-22T12:01:52+05:30'],
    ],
    'ProKerala',
  );
  assert.ok(Math.abs(offset) < 4 * 109.6 * MINUTE, `offset ${offset / MINUTE} min`);
});

/**
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (2000), Example 54 / Chart 19: 1946-10-16,
 * 20°30′ N 85°50′ E. The book prints 12:58 am IST (its longitudes, lagna 22 Cn 13 and Moon 5 Ge 45, come out at
 * 00:58: test/fixtures/pvr-book-charts.ts); PyJHora's test of that chart reads it as 12:58 pm, where Rahu's maha
 * dasha runs at birth, and its dates below are for that instant (naturalstupid/PyJHora src/jhora/tests/pvr_tests.py,
 * _vimsottari_test_4, facts only; "even JHora shows Rahu"), so this checks PyJHora's output, not the book's. It
 * prints the Mercury maha dasha from 1991-05-29 08:54:59 to 2008-05-28 17:30:47 IST, 17 sidereal years (6209.358 days), so the check uses
 * year_length sidereal. Their Moon is Swiss Ephemeris', ours the astro core's: in an 18-year Rahu dasha 1″ of Moon
 * moves every boundary by 18 x 365.256 days / 48,000″ = 197 min, one constant; it must stay under 2″ (the size of
 * the core's Moon difference measured in the Ashtottari check of dasha.test.ts), and the rest within a minute.
 */
test('PVR Example 54 (1946-10-16): Rahu at birth, Mercury maha dasha start and end within a minute after the Moon offset', () => {
  const birth = Date.parse('1946-10-16T12:58:00+05:30');
  const p = chartPositionsAt(birth, 20.5, 85 + 50 / 60);
  const d = vimshottariDasha(p.grahas.chandra.lonSidDeg, birth, { yearDays: 365.256363004 });
  assert.equal(d.periods.map((m) => m.lord).slice(0, 4), ['rahu', 'guru', 'shani', 'budha']);
  const mercury = d.periods[3]!;
  const offset = offsetThenMinute(
    [
      [mercury.start_utc_ms, '1991-05-29T08:54:59+05:30'],
      [mercury.end_utc_ms, '2008-05-28T17:30:47+05:30'],
    ],
    'Example 54',
  );
  assert.ok(Math.abs(offset) < 2 * 197 * MINUTE, `offset ${offset / MINUTE} min`);
});

/**
 * saravali.de "Dasa Balance" (saravali/saravali.github.io astrology/dasa_balance.html, CC BY-SA 4.0): male,
 * 1935-07-06 05:38:16 UT, 29°43′ N 91°41′ E; Moon 20°37′00″ Leo (Lahiri), Purva Phalguni, first maha dasha Venus;
 * by the longitude method the Sun maha dasha begins 1944-08-01 04:52:15 UT. The published Moon is rounded to the
 * arcminute, which alone moves that date by up to 4.5 days, so the dates are checked from the published Moon.
 */
test('saravali.de 1935-07-06: Moon within an arcminute, Venus then Sun, Sun from 1944-08-01', () => {
  const birth = Date.UTC(1935, 6, 6, 5, 38, 16);
  const published = 140 + 37 / 60;
  const p = chartPositionsAt(birth, 29 + 43 / 60, 91 + 41 / 60);
  assert.ok(Math.abs(p.grahas.chandra.lonSidDeg - published) * 60 < 1, `Moon ${p.grahas.chandra.lonSidDeg}`);
  const ours = vimshottariDasha(p.grahas.chandra.lonSidDeg, birth);
  assert.equal(ours.periods.map((m) => m.lord).slice(0, 3), ['shukra', 'surya', 'chandra']);
  const fromPublished = vimshottariDasha(published, birth);
  near(fromPublished.periods[1]!.start_utc_ms, '1944-08-01T04:52:15Z', 1, 'Sun maha start');
  // 9 years 0 months 27 days of Venus remained.
  assert.ok(Math.abs(fromPublished.balance_at_birth.years - (9 + 27 / 365.25)) < 0.01);
});

/**
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (2000), ch. 16.4, as transcribed in
 * naturalstupid/PyJHora src/jhora/tests/pvr_tests.py: Example 50, 2000-04-28 05:50 (UTC-4), 13°00′ N,
 * 77°35′ W given as -77 + 35/60: Mars maha dasha at birth with a balance of 2 years 2 months 29 days.
 * Example 53 / Chart 18, 1972-06-01 04:16 IST, 16°15′ N 81°12′ E: Sun maha dasha at birth.
 */
test('PVR Narasimha Rao examples 50 and 53: the birth maha dasha and its balance', () => {
  const ex50 = Date.UTC(2000, 3, 28, 9, 50);
  const p50 = chartPositionsAt(ex50, 13, -77 + 35 / 60);
  const d50 = vimshottariDasha(p50.grahas.chandra.lonSidDeg, ex50);
  assert.is(d50.balance_at_birth.lord, 'mangal');
  near(d50.balance_at_birth.end_utc_ms, '2002-07-27T09:50:00Z', 2, 'balance 2y 2m 29d from 2000-04-28');
  const ex53 = Date.UTC(1972, 5, 1, 4, 16) - 5.5 * 3_600_000;
  const p53 = chartPositionsAt(ex53, 16.25, 81.2);
  assert.is(vimshottariDasha(p53.grahas.chandra.lonSidDeg, ex53).balance_at_birth.lord, 'surya');
});

/**
 * ProKerala's Kundli Matching service (same SDK, tests/Api/Astrology/Service/KundliMatchingTest.php): girl
 * 1967-08-29 09:00 +05:30 Mumbai (Rohini 4, Vrishabha), boy 1970-11-10 09:20 +05:30 at 22.6757521 N 88.0495418 E
 * (Uttara Bhadrapada 3, Meena). Published points: Varna 1, Vashya 1, Tara 1.5, Yoni 1, Graha Maitri 0.5, Gana 6,
 * Bhakoot 7, Nadi 8; total 26.
 */
test('ProKerala matching 1970-11-10 Kolkata boy / 1967-08-29 Mumbai girl: 26 points, koota by koota', () => {
  const girl = chartPositionsAt(Date.parse('1967-08-29T09:00:00+05:30'), 19.0821978, 72.7411014);
  const boy = chartPositionsAt(Date.parse('1970-11-10T09:20:00+05:30'), 22.6757521, 88.0495418);
  const m = ashtakoot(boy.grahas.chandra.lonSidDeg, girl.grahas.chandra.lonSidDeg);
  assert.equal(
    [m.boy.nakshatra.key, m.boy.nakshatra.pada, m.girl.nakshatra.key, m.girl.nakshatra.pada],
    ['uttara_bhadrapada', 3, 'rohini', 4],
  );
  assert.equal(
    m.kootas.map((k) => k.score),
    [1, 1, 1.5, 1, 0.5, 6, 7, 8],
  );
  assert.is(m.score.total, 26);
  assert.equal(
    [m.boy.vashya.key, m.girl.vashya.key, m.boy.yoni.key, m.girl.yoni.key],
    ['jalachara', 'chatushpada', 'cow', 'serpent'],
  );
});

/** Mid-point of pada 1 of each nakshatra (so rashi, vashya half and nadi are those of the nakshatra's start). */
const star = (n: number) => (n - 1) * (360 / 27) + 5 / 3;

test('27 x 27 nakshatra table: same star 28 (Nadi dosha), Nadi 0 for a third of pairs, totals in 0..36', () => {
  let nadiZero = 0;
  const totals = new Set<number>();
  for (let b = 1; b <= 27; b++) {
    for (let g = 1; g <= 27; g++) {
      const m = ashtakoot(star(b), star(g));
      const nadi = m.kootas.find((k) => k.key === 'nadi')!.score;
      if (nadi === 0) nadiZero++;
      totals.add(m.score.total);
      assert.ok(m.score.total >= 0 && m.score.total <= 36);
      if (b === g) assert.equal([m.score.total, nadi], [28, 0], `star ${b}`);
      // Tara counts inclusively both ways, so swapping the partners never changes it.
      assert.is(m.kootas[2]!.score, ashtakoot(star(g), star(b)).kootas[2]!.score);
    }
  }
  assert.is(nadiZero, 3 * 9 * 9);
  assert.ok(totals.size > 30, `${totals.size} distinct totals`);
});

test.run();
