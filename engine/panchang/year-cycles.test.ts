// Samvatsara, ritu and ayana for 2025-2030 against published sources (URL or stored search file: what it prints),
// found with the project's search tool in issue 29's third wave. Counts per value: 2+ = two independent published
// sources agree; DISPUTED = a published source prints something else, named here (the engine is not changed for it).
// - South (Ugadi) and Tamil samvatsara, one name per year 2025-26 .. 2030-31 (vishvavasu, parabhava, plavanga, kilaka,
//   saumya, sadharana): 2+ each. iswaricorner.blogspot.com ("Visuvaasuva 2025 - 2026, Parabhaava 2026 - 2027, Plavanga
//   2027 - 2028, Keelaka 2028 - 2029, Saumya 2029 - 2030, Sadharana 2030 - 2031"); ja.scribd.com/document/354336593
//   ("Tamil Years and Months": the same six rows); lotteryguessing.com/2025/08/60.html ("விஸுவாவசு 2025 - 2026", "பரபவ
//   2026 - 2027"); pujadatetime.in ("2025-2026 year is 'Vishvaavasu'"); en-academic.com/dic.nsf/enwiki/3973139
//   (Wikipedia's list: "Vyaya (2006-2007)", "Sarvajith (2007-2008)", counting on). Rule: Sewell & Dikshit art. 62.
// - The South year turns at Ugadi: the Ugadi dates of regional-new-years.test.ts (2025, 2026, 2027, 2029 with two
//   sources). 2026: Ugadi and the year are 19 March (vacanza/holidays, varta24live, punjabkesari, webdunia: "विक्रम संवत
//   2083 ... 19 मार्च"), the day the kshaya Pratipada begins (06:53 IST, after sunrise; over before the next), while the
//   month Chaitra, judged at sunrise, begins on the 20th. dra8an/hindu-calendar's Chaitra starts (see Vedic ritu below)
//   are those month starts, 20 March 2026 included, but it puts Saka 1951 on Adhika
//   Chaitra (16 March 2029) where ours turns at nija Chaitra (14 April, Ugadi); its Saka labels are its own, not Drik's.
//   Tamil Nadu turns it at Puthandu: 14 April each year, Chithirai 1 in Drik's Tamil calendar (dra8an's record, see
//   regional-new-years.test.ts), two sources for 2025 and 2026.
// - North (Barhaspatya, Sewell & Dikshit arts. 53-59, the Mesha-sankranti rule fitted to Drik's boundaries in
//   tables/panchang/year-cycles.ts). DISPUTED throughout: Hindi almanac pages name each Vikram year one ahead of ours,
//   by the Barhaspatya year that begins during it (the test "runs ahead" below shows Raudri running by August 2026).
//   VS 2082 (2025) kalayukti and VS 2083 (2026) siddharthi are Drik Panchang's: stored search file 70898240644 (another
//   project's tests) quotes Drik's New Delhi headers "2081 Pingala", "2082 Kalayukta", "2083 Siddharthi" and the year
//   ends asserted below; 2025 also aimamedia.org ("विक्रम संवत 2082 ... कालयुक्त संवत्सर"). Against: abplive.com ("विक्रम
//   संवत् 2082 ... इसका नाम सिद्धार्थी संवत् है") and hindi.webdunia.com ("इस संवत का नाम सिद्धार्थी") say Siddharthi.
//   VS 2083 (2026) siddharthi: m-hindi.webdunia.com ("'रौद्र' नामक संवत्सर") and punjabkesari.in ("विक्रम संवत 2083 का
//   नाम रौद्र संवत") say Raudra. VS 2084 (2027) raudri and VS 2085 (2028) dundubhi, Durmati expunged: the same file
//   quotes Drik heading "2027 Raudra and 2028 Dundubhi" and 25 March 2031 "2088 Krodhana" (one source each; with no
//   expunction between, VS 2086 rudhirodgari and 2087 raktakshi sit between those two Drik headings). Our line has
//   Dundubhi begin 12 April 2028, 28 hours before the Mesha sankranti that names the year. The convention itself matches Drik's: Drik-labelled daily rows for 1 January
//   2023 (Prashanthmn166/hamara-calendar calendar.js, "from www.drikpanchang.com") print "Vikram Samvat - 2079 Rakshasa"
//   and "Shaka Samvat - 1944 Shubhakrit", as the engine gives; mnsgranth.com's "विक्रम संवत 2080, पिंगल" is one ahead.
// - Drik ayana and the Drik ritu turns at the solstices (Grishma to Varsha, Hemanta to Shishira): 2+ each, 2025-2030.
//   USNO's seasons service (api.usno.navy.mil/seasons, as stored in cosinekitty/astronomy generate/seasons/seasons.txt)
//   and F. Espenak's astropixels.com/ephemeris/soleq2001.html (as transcribed in stored file 40687999790) print the
//   twelve solstices below to the minute (brewchetta/solstice-api data/years.js agrees in US Eastern time).
// - Vedic ayana (Makara sankranti): the published moment 15:13 IST on 14 January 2026 (News18 via trends.glance.com;
//   economictimes.com: "as the Sun enters Makara Rashi in the afternoon") and 21:14 IST on 14 January 2027 (Drik, in
//   stored file 68365181463): two sources each with vacanza/holidays' Makar Sankranti dates (14 Jan 2026, 15 Jan 2027).
//   Every year 2025-2030 (2+ each): vacanza/holidays' Makar Sankranti dates (14, 14, 15, 15, 14, 14 Jan) and Thai 1
//   in Drik's Tamil calendar as dra8an/hindu-calendar records it (same six dates) each put the sankranti between two
//   sunsets, and ours lies there (test below). Karka sankranti: 16 July 2025 (businessnewsplace.com), one source.
// - Vedic ritu (by amanta month, Taittiriya Samhita 4.4.11): its 36 turning days 2025-2030 are the first days of
//   Magha, Chaitra, Jyeshtha, Shravana, Ashvina and Margashirsha at New Delhi as dra8an/hindu-calendar records them
//   (commit bb84cb5, validation/moshier/lunisolar_months.csv; the day-by-day tithi behind them is reported equal to
//   drikpanchang.com's New Delhi month pages on 55,136 of 55,152 days 1900-2050, Docs/DRIKPANCHANG_VALIDATION.md; the
//   month names and Adhika labels are that project's own). Second input for all 36: F. Espenak's published new moons
//   (astropixels.com "Phases of the Moon: 2001 to 2100", UT, as stored in jmettraux/astropixels html/phase2001.html):
//   the first New Delhi sunrise after each is the listed day (a derived check, counted apart from printed dates).
// - Drik ritu at 330°, 30°, 150°, 210° (Vasanta, Grishma, Sharad, Hemanta): no published table of the Sun's tropical
//   ingresses for 2025-2030 was found (one app's generated Swiss Ephemeris table for 2026-2027, stored search file
//   56386970648, is a program's output and is not counted); held by the rule and astronomy-engine's Sun.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear, type GlobalYear, siderealLongitudesAt } from '../astro/global-year.ts';
import { SAMVATSARA_KEYS } from '../../tables/names/keys.ts';
import { samvats } from './calendars.ts';
import { computePanchangDay } from './day.ts';
import { addDays, type CivilDate, computePlaceDays, parseIsoDate } from './place-day.ts';
import {
  barhaspatyaAt,
  drikAyana,
  drikRitu,
  northSamvatsara,
  southSamvatsara,
  vedicAyana,
  vedicRitu,
} from './year-cycles.ts';

const tables = new Map<number, GlobalYear>();
const tableFor = (y: number) => tables.get(y) ?? tables.set(y, buildGlobalYear(y)).get(y)!;
const name = (n: number) => SAMVATSARA_KEYS[n - 1];
const NEW_DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };

/** Both samvatsaras at a date's 06:00 IST (a sunrise-ish instant; none of these dates is a turning day). */
function samvatsarasOn(iso: string): [string, string] {
  const table = tableFor(Number(iso.slice(0, 4)));
  const eras = samvats(table, Date.parse(`${iso}T06:00:00+05:30`));
  return [name(northSamvatsara(table, eras.vikram))!, name(southSamvatsara(eras.shaka))!];
}

test('samvatsara mid-year 2025-2030: South (2+ sources each) and North (Drik rule; Hindi almanacs DISPUTE it)', () => {
  const expected: Record<string, [string, string]> = {
    '2025-06-15': ['kalayukti', 'vishvavasu'],
    '2026-06-15': ['siddharthi', 'parabhava'],
    '2027-06-15': ['raudri', 'plavanga'],
    '2028-06-15': ['dundubhi', 'kilaka'], // Durmati expunged: it ends before the 2028 Mesha sankranti
    '2029-06-15': ['rudhirodgari', 'saumya'],
    '2030-06-15': ['raktakshi', 'sadharana'],
  };
  for (const [iso, pair] of Object.entries(expected)) assert.equal(samvatsarasOn(iso), pair, iso);
});

test('both turn with the Shaka and Vikram years (calendars.ts samvats): 30 March 2025, 19-20 March 2026; January keeps the old', () => {
  assert.equal(samvatsarasOn('2025-03-29'), ['pingala', 'krodhi']);
  assert.equal(samvatsarasOn('2025-03-30'), ['kalayukti', 'vishvavasu']);
  assert.equal(samvatsarasOn('2026-03-18'), ['kalayukti', 'vishvavasu']);
  // 2026's kshaya Pratipada turns the year on the 19th itself: asserted with true sunrises in the Ugadi test below.
  assert.equal(samvatsarasOn('2026-03-20'), ['siddharthi', 'parabhava']);
  assert.equal(samvatsarasOn('2026-01-15'), ['kalayukti', 'vishvavasu']);
});

test("Drik's naming convention: 1 January 2023 is Vikram 2079 Rakshasa and Shaka 1944 Shubhakrit (Drik rows)", () => {
  const table = tableFor(2023);
  assert.equal(samvats(table, Date.parse('2023-01-01T06:00:00+05:30')), { vikram: 2079, shaka: 1944 });
  assert.equal(samvatsarasOn('2023-01-01'), ['rakshasa', 'shubhakrit']);
});

test('the Barhaspatya cycle runs ahead of the year: Raudri is running in August 2026 while Siddharthi names it', () => {
  assert.is(name(barhaspatyaAt(Date.parse('2026-08-18T06:00:00+05:30'))), 'raudri');
});

test("Barhaspatya years end within 45 minutes of Drik's printed ends, 2024-2026", () => {
  // Drik Panchang (New Delhi), as quoted in stored search file 70898240644: "Pingala upto 02:14 PM, Apr 29, 2024",
  // "Kalayukta upto 03:07 PM, Apr 25, 2025", "Siddharthi upto 03:53 PM, Apr 21, 2026". Ours end 23-30 minutes earlier.
  const ends: [string, string, string][] = [
    ['2024-04-29T14:14:00+05:30', 'pingala', 'kalayukti'],
    ['2025-04-25T15:07:00+05:30', 'kalayukti', 'siddharthi'],
    ['2026-04-21T15:53:00+05:30', 'siddharthi', 'raudri'],
  ];
  for (const [iso, ending, next] of ends) {
    const at = Date.parse(iso);
    assert.equal([name(barhaspatyaAt(at - 45 * 60_000)), name(barhaspatyaAt(at + 45 * 60_000))], [ending, next], iso);
  }
});

test('ritu: Vedic by lunar month, Drik by the tropical Sun', () => {
  assert.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(vedicRitu), [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  assert.is(drikRitu(330), 1); // sayana Meena: Vasanta
  assert.is(drikRitu(29.9), 1);
  assert.is(drikRitu(30), 2); // Grishma from sayana Vrishabha (about 20 April)
  assert.is(drikRitu(329.9), 6);
});

test('ayana: Drik turns at the solstices, Vedic at Karka and Makara sankranti (June-July 2025 differ)', () => {
  const at = (iso: string) => {
    const { sunDeg, ayanamsaDeg } = siderealLongitudesAt(tableFor(2025), Date.parse(`${iso}T06:00:00+05:30`));
    return [vedicAyana(sunDeg), drikAyana(sunDeg + ayanamsaDeg)];
  };
  assert.equal(at('2025-06-15'), ['uttarayana', 'uttarayana']);
  assert.equal(at('2025-07-01'), ['uttarayana', 'dakshinayana']); // after the 21 June solstice, before Karka sankranti
  assert.equal(at('2025-07-20'), ['dakshinayana', 'dakshinayana']);
  assert.equal(at('2025-12-25'), ['dakshinayana', 'uttarayana']); // after the 21 December solstice, before Makara
});

/** South and Tamil samvatsara at New Delhi's true sunrise on a date and on the day before it. */
function aroundTurn(iso: string): { south: string[]; tamil: string[] } {
  const table = tableFor(Number(iso.slice(0, 4)));
  const days = computePlaceDays(table, NEW_DELHI, addDays(parseIsoDate(iso), -1), 2).map((d) =>
    computePanchangDay(table, d),
  );
  return {
    south: days.map((p) => name(p.cycles.samvatsara.south)!),
    tamil: days.map((p) => name(p.regional.tamil.samvatsara)!),
  };
}

test('the year turns on Ugadi and, in Tamil Nadu, on Puthandu, 2025-2030 (2026: the kshaya Pratipada day)', () => {
  const turns: [string, string, string][] = [
    ['2025-03-30', 'krodhi', 'vishvavasu'],
    ['2026-03-19', 'vishvavasu', 'parabhava'], // Pratipada 06:53 IST on the 19th to before the 20th's sunrise
    ['2027-04-07', 'parabhava', 'plavanga'],
    ['2028-03-27', 'plavanga', 'kilaka'],
    ['2029-04-14', 'kilaka', 'saumya'], // nija Chaitra; Adhika Chaitra from 16 March keeps Kilaka
    ['2030-04-03', 'saumya', 'sadharana'],
  ];
  for (const [ugadi, before, after] of turns) {
    assert.equal(aroundTurn(ugadi).south, [before, after], `Ugadi ${ugadi}`);
    assert.equal(aroundTurn(`${ugadi.slice(0, 4)}-04-14`).tamil, [before, after], `Puthandu ${ugadi.slice(0, 4)}`);
  }
});

/** The Vedic ritu at New Delhi's true sunrise on the day before a date and on the date. */
function vedicRituAround(iso: string): number[] {
  const table = tableFor(Number(iso.slice(0, 4)));
  return computePlaceDays(table, NEW_DELHI, addDays(parseIsoDate(iso), -1), 2).map(
    (d) => computePanchangDay(table, d).cycles.ritu.vedic,
  );
}

/** First days of Magha .. Margashirsha at New Delhi, 2025-2030 (dra8an/hindu-calendar lunisolar_months.csv). */
const VEDIC_RITU_TURNS: [number, string[]][] = [
  [6, ['2025-01-30', '2026-01-19', '2027-02-07', '2028-01-27', '2029-01-15', '2030-02-03']], // Magha: Shishira
  [1, ['2025-03-30', '2026-03-20', '2027-04-07', '2028-03-27', '2029-03-16', '2030-04-03']], // Chaitra (2029 Adhika)
  [2, ['2025-05-28', '2026-05-17', '2027-06-05', '2028-05-25', '2029-06-13', '2030-06-02']], // Jyeshtha (2026 Adhika)
  [3, ['2025-07-25', '2026-08-13', '2027-08-03', '2028-07-23', '2029-08-11', '2030-07-31']], // Shravana: Varsha
  [4, ['2025-09-22', '2026-10-11', '2027-10-01', '2028-09-19', '2029-10-08', '2030-09-28']], // Ashvina: Sharad
  [5, ['2025-11-21', '2026-12-09', '2027-11-29', '2028-11-17', '2029-12-06', '2030-11-26']], // Margashirsha: Hemanta
];

test('Vedic ritu turns on the first day of Magha, Chaitra, Jyeshtha, Shravana, Ashvina and Margashirsha, 2025-2030', () => {
  for (const [ritu, days] of VEDIC_RITU_TURNS) {
    for (const iso of days) assert.equal(vedicRituAround(iso), [ritu === 1 ? 6 : ritu - 1, ritu], iso);
  }
});

/**
 * F. Espenak's new moons (UT) that open those months, as printed in astropixels.com/ephemeris/phasescat/phases2001.html
 * ("Phases of the Moon: 2001 to 2100", stored in jmettraux/astropixels html/phase2001.html), in VEDIC_RITU_TURNS' order.
 */
const NEW_MOONS_UT: string[][] = [
  [
    '2025-01-29T12:36',
    '2026-01-18T19:52',
    '2027-02-06T15:56',
    '2028-01-26T15:13',
    '2029-01-14T17:24',
    '2030-02-02T16:08',
  ],
  [
    '2025-03-29T10:58',
    '2026-03-19T01:23',
    '2027-04-06T23:51',
    '2028-03-26T04:31',
    '2029-03-15T04:19',
    '2030-04-02T22:02',
  ],
  [
    '2025-05-27T03:02',
    '2026-05-16T20:01',
    '2027-06-04T19:40',
    '2028-05-24T08:16',
    '2029-06-12T03:51',
    '2030-06-01T06:21',
  ],
  [
    '2025-07-24T19:11',
    '2026-08-12T17:37',
    '2027-08-02T10:05',
    '2028-07-22T03:02',
    '2029-08-10T01:56',
    '2030-07-30T11:11',
  ],
  [
    '2025-09-21T19:54',
    '2026-10-10T15:50',
    '2027-09-30T02:36',
    '2028-09-18T18:24',
    '2029-10-07T19:14',
    '2030-09-27T09:55',
  ],
  [
    '2025-11-20T06:47',
    '2026-12-09T00:52',
    '2027-11-28T03:24',
    '2028-11-16T13:18',
    '2029-12-05T14:52',
    '2030-11-25T06:46',
  ],
];

/** The amanta month's first day: the civil date of the first New Delhi sunrise after the new moon (IST dates). */
function firstSunriseAfter(utcMs: number): { iso: string; marginMin: number } {
  const istDate = new Date(utcMs + 330 * 60_000).toISOString().slice(0, 10);
  const table = tableFor(Number(istDate.slice(0, 4)));
  const [today, tomorrow] = computePlaceDays(table, NEW_DELHI, parseIsoDate(istDate), 2);
  const day = utcMs < today!.sunriseUtcMs ? today! : tomorrow!;
  const iso = new Date(day.sunriseUtcMs + 330 * 60_000).toISOString().slice(0, 10);
  return { iso, marginMin: Math.abs(utcMs - today!.sunriseUtcMs) / 60_000 };
}

test("Vedic ritu turning days re-derived from Espenak's published new moons: the first New Delhi sunrise after each", () => {
  // A second published input, not a second printed date: each new moon falls 25+ minutes from a New Delhi sunrise (the closest: 27 minutes after it on 19 March 2026),
  // more than the few minutes by which ephemerides differ, so the rule gives one day. A kshaya Pratipada (new moon
  // just after sunrise, as on 19 March 2026) still opens the month at the next sunrise.
  VEDIC_RITU_TURNS.forEach(([, days], m) => {
    days.forEach((iso, y) => {
      const derived = firstSunriseAfter(Date.parse(`${NEW_MOONS_UT[m]![y]}:00Z`));
      assert.ok(derived.marginMin >= 25, `${iso}: new moon ${derived.marginMin.toFixed(0)} min from sunrise`);
      assert.is(derived.iso, iso, `new moon ${NEW_MOONS_UT[m]![y]} UT`);
    });
  });
});

/** USNO's June and December solstices (UTC), 2025-2030, as printed; astropixels.com prints the same minutes. */
const SOLSTICES_UTC = [
  '2025-06-21T02:42Z',
  '2025-12-21T15:03Z',
  '2026-06-21T08:24Z',
  '2026-12-21T20:50Z',
  '2027-06-21T14:11Z',
  '2027-12-22T02:42Z',
  '2028-06-20T20:02Z',
  '2028-12-21T08:19Z',
  '2029-06-21T01:48Z',
  '2029-12-21T14:14Z',
  '2030-06-21T07:31Z',
  '2030-12-21T20:09Z',
];

/** The Sun's tropical longitude, from the sidereal one and the ayanamsa the table carries. */
const tropicalSunAt = (utcMs: number) => {
  const { sunDeg, ayanamsaDeg } = siderealLongitudesAt(tableFor(new Date(utcMs).getUTCFullYear()), utcMs);
  return sunDeg + ayanamsaDeg;
};

test('Drik ayana and Drik ritu turn within 3 minutes of each published solstice, 2025-2030 (USNO, astropixels)', () => {
  const margin = 3 * 60_000;
  for (const iso of SOLSTICES_UTC) {
    const at = Date.parse(iso);
    const june = iso.slice(5, 7) === '06';
    const [before, after] = [tropicalSunAt(at - margin), tropicalSunAt(at + margin)];
    assert.equal(
      [drikAyana(before), drikAyana(after)],
      june ? ['uttarayana', 'dakshinayana'] : ['dakshinayana', 'uttarayana'],
      iso,
    );
    assert.equal([drikRitu(before), drikRitu(after)], june ? [2, 3] : [5, 6], iso); // Grishma-Varsha, Hemanta-Shishira
  }
});

test('Vedic ayana turns within 15 minutes of the published Makara sankranti, 2026 and 2027', () => {
  // Published: 15:13 IST on 14 Jan 2026 (News18), 21:14 IST on 14 Jan 2027 (Drik). Ours: 15:07 and 21:10.
  for (const iso of ['2026-01-14T15:13:00+05:30', '2027-01-14T21:14:00+05:30']) {
    const at = Date.parse(iso);
    const sunAt = (ms: number) => siderealLongitudesAt(tableFor(Number(iso.slice(0, 4))), ms).sunDeg;
    assert.equal(
      [vedicAyana(sunAt(at - 15 * 60_000)), vedicAyana(sunAt(at + 15 * 60_000))],
      ['dakshinayana', 'uttarayana'],
      iso,
    );
  }
});

const CHENNAI = { latitudeDeg: 13.0827, longitudeDeg: 80.2707, timezone: 'Asia/Kolkata' };

/** Sunset (UTC ms) at a place on an IST civil date. */
function sunsetOn(place: typeof NEW_DELHI, date: CivilDate): number {
  return computePlaceDays(tableFor(date.year), place, date, 1)[0]!.sunsetUtcMs;
}

test('Makara sankranti 2025-2030 falls on the day two published calendars give it, by the sunset rule', () => {
  // vacanza/holidays MAKAR_SANKRANTI_DATES and Thai 1 in Drik's Tamil calendar (dra8an/hindu-calendar commit bb84cb5,
  // validation/se/solar/tamil_months_1900_2050.csv) both print 14, 14, 15, 15, 14, 14 January. Under the rule both
  // follow (a sankranti before sunset gives that day, else the next), each date puts the sankranti between the previous
  // day's sunset and that day's; ours must lie in that window (Uttarayana begins inside it). Our instants sit 2 hours
  // or more from either edge, so ephemeris differences of minutes cannot move a verdict.
  const published: [string, typeof NEW_DELHI][] = [];
  for (const iso of ['2025-01-14', '2026-01-14', '2027-01-15', '2028-01-15', '2029-01-14', '2030-01-14']) {
    published.push([iso, NEW_DELHI], [iso, CHENNAI]); // vacanza/holidays (New Delhi), Thai 1 (Chennai)
  }
  for (const [iso, place] of published) {
    const [from, to] = [sunsetOn(place, addDays(parseIsoDate(iso), -1)), sunsetOn(place, parseIsoDate(iso))];
    const sunAt = (ms: number) => siderealLongitudesAt(tableFor(Number(iso.slice(0, 4))), ms).sunDeg;
    assert.equal([vedicAyana(sunAt(from)), vedicAyana(sunAt(to))], ['dakshinayana', 'uttarayana'], iso);
  }
});

test.run();
