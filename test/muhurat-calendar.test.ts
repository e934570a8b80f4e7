// Our 2026 North search for New Delhi against published almanac lists (test/fixtures/muhurat, each source named in
// its fixture and in test/fixtures/muhurat/README.md). Primary: Drik Panchang's own lists. Measured (issue #30):
// marriage, a window on 55 of Drik's 59 dates (93.2%) and 54 of the newspapers' 59 (91.5%); griha pravesh (the base
// rules, no kind), 34 of Drik's 37 (91.9%) and 14 of odiacalendar's 16 January-July dates (87.5%), with 6 dates Drik
// lacks. Every date on either side of a Drik list is named below with the rule difference behind it, so any rule
// change that moves a date fails here.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../engine/astro/global-year.ts';
import { searchMuhurat } from '../engine/muhurat/search.ts';
import { computePlaceDays } from '../engine/panchang/place-day.ts';
import { ACTIVITIES, type ActivityKey } from '../tables/muhurat/index.ts';

const fixture = (name: string): { dates: string[]; covers?: [string, string] } =>
  JSON.parse(readFileSync(new URL(`./fixtures/muhurat/${name}.json`, import.meta.url), 'utf8'));
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };
const table = buildGlobalYear(2026);
const days = computePlaceDays(table, DELHI, { year: 2026, month: 1, day: 1 }, 365).map((inputs) => ({ inputs, table }));
const search = (activity: ActivityKey) =>
  searchMuhurat(
    {
      rules: ACTIVITIES[activity],
      region: 'north',
      latDeg: DELHI.latitudeDeg,
      lonDeg: DELHI.longitudeDeg,
      participants: [],
      minQuality: 'acceptable',
    },
    days,
  );
const ours = { marriage: search('marriage'), griha_pravesh: search('griha_pravesh') };
const datesOf = (a: 'marriage' | 'griha_pravesh') => new Set(ours[a].windows.map((w) => w.date));

/**
 * Blackouts of 2026 (New Delhi) as the almanacs print them: kharmas (Sun in Dhanu to Makara Sankranti 14 Jan, in
 * Meena 15 Mar-13 Apr, in Dhanu from 16 Dec), chaturmas (Devshayani 25 Jul to Prabodhini 20 Nov), Shukra asta
 * (11 Dec 2025-1 Feb, 12-29 Oct) and Guru asta (15 Jul-12 Aug), Drik's dates as quoted in README.md.
 */
const KHARMAS: [string, string][] = [
  ['2026-01-01', '2026-01-14'],
  ['2026-03-15', '2026-04-13'],
  ['2026-12-16', '2026-12-31'],
];
const CHATURMAS: [string, string][] = [['2026-07-25', '2026-11-20']];
const COMBUST: [string, string][] = [
  ['2026-01-01', '2026-02-01'],
  ['2026-07-15', '2026-08-12'],
  ['2026-10-12', '2026-10-29'],
];
const inside = (date: string, spans: [string, string][]) => spans.some(([from, to]) => date >= from && date <= to);

/** Marriage dates we give that Drik lacks, and why. */
const MARRIAGE_EXTRAS: Record<string, string> = {
  '2026-02-02': 'Venus has risen past our 6° orb; Drik waits three more days (Shukra balatva, not modelled)',
  '2026-02-03': 'as 2 Feb (Shukra balatva)',
  '2026-02-04': 'as 2 Feb (Shukra balatva); a second transcription of Drik (README.md) does list it',
  '2026-03-14': 'the Meena sankranti falls that evening: we judge kharmas at sunrise, Drik from the sankranti',
  '2026-04-19': 'Rohini rises late that night: our window runs into the 20th, which Drik gives',
  '2026-06-19': 'Magha on a Friday with Panchami: a dosha Drik applies that we do not model (Lattadi/Kranti Samya)',
  '2026-07-08': 'Revati in Krishna Ashtami-Navami: we accept Ashtami and Navami as Drik does elsewhere',
  '2026-07-12':
    "our window is past midnight of the 11th into Guru's last days before setting (Guru vriddhatva), not modelled",
  '2026-11-30': 'Magha in Krishna Saptami-Ashtami: a dosha Drik applies that we do not model',
};
/** Drik marriage dates without a window of ours: the rule that shuts each (relax.ts opens it). */
const MARRIAGE_MISSED: Record<string, string> = {
  '2026-02-24':
    'yoga_not_inauspicious: we refuse the nine bad yogas whole, Drik lists the day (partial avoidance not modelled)',
  '2026-04-27': 'yoga_not_inauspicious, marriage_nakshatra or marriage_lagna: each alone opens it',
  '2026-06-21': 'as 27 Apr: yoga, nakshatra or lagna',
  '2026-12-06': 'yoga_not_inauspicious or marriage_lagna',
};

/** Griha pravesh dates we give that Drik lacks, and why. */
const GRIHA_EXTRAS: Record<string, string> = {
  '2026-02-07':
    "Chitra in Krishna Shashthi on a Saturday, past Shula's first 5 ghatis: Drik takes the same run only before dawn (6 Feb); cause not found",
  '2026-04-27':
    'a 17-minute Vrischika-lagna sliver at night and, after 02:13, Vyaghata past its 9 ghatis: Drik prints none',
  '2026-05-07': "the eve of Drik's 8 May (same Uttara Ashadha-Shashthi run): Drik opens it next morning only",
  '2026-05-14': 'Revati in Krishna Dwadashi: Drik stops on the 13th (odiacalendar gives the 14th)',
  '2026-07-11': "past midnight into Guru's last days before setting (vriddhatva), as marriage on 12 Jul",
  '2026-12-05': 'Chitra in Krishna Dwadashi on a Saturday morning: a dosha Drik applies that we do not model',
};
/** Drik griha pravesh dates without a window of ours: every rule that alone opens each (relax.ts). */
const GRIHA_MISSED: Record<string, string> = {
  '2026-02-11':
    'griha_pravesh_tithi (Krishna Navami, rikta, with Anuradha), griha_pravesh_nakshatra (Jyeshtha) or griha_pravesh_lagna (Mesha)',
  '2026-05-04':
    "yoga_not_inauspicious (Anuradha ends inside Parigha's first half) or griha_pravesh_nakshatra (Jyeshtha)",
  '2026-07-02': 'yoga_not_inauspicious (Uttara Ashadha inside Vaidhriti) or griha_pravesh_nakshatra (Shravana)',
};

const LISTS = [
  { name: 'marriage-2026-drik-new-delhi', activity: 'marriage', count: 59, hits: 55, min: 0.9 },
  { name: 'marriage-2026-north', activity: 'marriage', count: 59, hits: 54, min: 0.9 },
  { name: 'griha-pravesh-2026-drik-new-delhi', activity: 'griha_pravesh', count: 37, hits: 34, min: 0.9 },
  { name: 'griha-pravesh-2026-odiacalendar', activity: 'griha_pravesh', count: 16, hits: 14, min: 0.85 },
] as const;

for (const l of LISTS)
  test(`${l.name}: a window on ${l.hits} of ${l.count} dates`, () => {
    const { dates } = fixture(l.name);
    const hits = dates.filter((d) => datesOf(l.activity).has(d));
    assert.is(dates.length, l.count);
    assert.is(hits.length, l.hits, `${hits.length}/${dates.length}`);
    assert.ok(hits.length / dates.length >= l.min);
  });

test('marriage: no window inside a 2026 blackout (kharmas, chaturmas, Venus or Jupiter combust)', () => {
  for (const w of ours.marriage.windows)
    assert.not.ok(inside(w.date, [...KHARMAS, ...CHATURMAS, ...COMBUST]), `${w.date} in a blackout`);
});

test('griha pravesh: no window while Venus or Jupiter is combust; inside kharmas or chaturmas only where Drik enters too, and with the period as a caution', () => {
  // Drik's own list enters in Kartika before Prabodhini (11, 14, 20 Nov) and in Margashirsha with the Sun in Dhanu
  // (18, 19, 30 Dec): for griha pravesh those two periods are no consensus, so they are cautions (griha-pravesh.ts).
  const { dates } = fixture(LISTS[2].name);
  let cautioned = 0;
  for (const w of ours.griha_pravesh.windows) {
    assert.not.ok(inside(w.date, COMBUST), `${w.date} while combust`);
    if (!inside(w.date, [...KHARMAS, ...CHATURMAS])) continue;
    assert.ok(dates.includes(w.date), `${w.date}: inside kharmas or chaturmas on a date Drik does not list`);
    assert.ok(w.cautions.includes('kharmas') || w.cautions.includes('chaturmas'), `${w.date}: ${w.cautions}`);
    cautioned++;
  }
  assert.ok(cautioned > 0);
});

const compare = (activity: 'marriage' | 'griha_pravesh', list: string, extras: object, missed: object) => () => {
  const { dates } = fixture(list);
  const mine = datesOf(activity);
  assert.equal([...mine].filter((d) => !dates.includes(d)).sort(), Object.keys(extras).sort());
  assert.equal(dates.filter((d) => !mine.has(d)).sort(), Object.keys(missed).sort());
};
test(
  'marriage: every difference from Drik is named',
  compare('marriage', LISTS[0].name, MARRIAGE_EXTRAS, MARRIAGE_MISSED),
);
test(
  'griha pravesh: every difference from Drik is named',
  compare('griha_pravesh', LISTS[2].name, GRIHA_EXTRAS, GRIHA_MISSED),
);

test.run();
