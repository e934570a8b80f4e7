// Each muhurta rule decides a date (issue #30 "Explained rules"): New Delhi, 2026. For every activity and rule, the
// first date has a window; the second has none, yet gains one when only that rule is switched off (relax.ts), so the
// rule alone shuts it. Dates were found by scanning 2026 with the engine and are fixed here, so a rule change that
// moves them fails. Exclusions that never shut a day alone in 2026 (pitru paksha lies inside chaturmas; the South's
// solar months fall in kharmas, chaturmas or Jupiter's combustion) are checked on the exclusion list of a day.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACTIVITIES, type ActivityKey, type ActivityRules } from '../../tables/muhurat/index.ts';
import { dayExclusions, sunriseState } from './exclusions.ts';
import { relax } from './relax.ts';
import { DELHI, days, table, windowsOn as windowsIn } from './delhi-2026.fixture.ts';
import { frameOf, searchDay } from './search.ts';

/** Marriage is scanned with the South's rules (they add Simhastha Guru); the rest with the North's. */
const regionOf = (a: ActivityKey) => (a === 'marriage' ? 'south' : 'north');
const windowsOn = (activity: ActivityKey, rules: ActivityRules, date: string) =>
  windowsIn(rules, date, regionOf(activity));

/** activity -> rule id -> [a date with a window, a date shut by this rule alone]. */
const DECIDED: Record<ActivityKey, Record<string, [string, string]>> = {
  marriage: {
    marriage_tithi: ['2026-02-02', '2026-04-16'],
    marriage_nakshatra: ['2026-02-02', '2026-02-01'],
    yoga_not_inauspicious: ['2026-02-02', '2026-02-11'],
    no_vishti_karana: ['2026-02-02', '2026-03-06'],
    marriage_lagna: ['2026-02-02', '2026-04-27'],
    kharmas: ['2026-02-02', '2026-03-19'],
    chaturmas: ['2026-02-02', '2026-08-18'],
    venus_combust: ['2026-02-02', '2026-01-15'],
    jupiter_combust: ['2026-02-02', '2026-07-16'],
    adhik_maas: ['2026-02-02', '2026-05-17'],
    simhastha_jupiter: ['2026-02-02', '2026-11-21'],
  },
  griha_pravesh: {
    griha_pravesh_tithi: ['2026-02-06', '2026-02-04'],
    griha_pravesh_nakshatra: ['2026-02-06', '2026-02-02'],
    griha_pravesh_vara: ['2026-02-06', '2026-04-19'],
    yoga_not_inauspicious: ['2026-02-06', '2026-05-04'],
    no_vishti_karana: ['2026-02-06', '2026-02-04'],
    griha_pravesh_lagna: ['2026-02-06', '2026-02-11'],
    griha_pravesh_month: ['2026-02-06', '2026-03-19'],
    venus_combust: ['2026-02-06', '2026-01-28'],
  },
  vehicle_purchase: {
    vehicle_purchase_tithi: ['2026-01-03', '2026-01-01'],
    vehicle_purchase_nakshatra: ['2026-01-03', '2026-01-01'],
    vehicle_purchase_vara: ['2026-01-03', '2026-01-20'],
    yoga_not_inauspicious: ['2026-01-03', '2026-05-29'],
    no_vishti_karana: ['2026-01-03', '2026-01-02'],
    vehicle_purchase_lagna: ['2026-01-03', '2026-08-19'],
  },
  property_purchase: {
    property_purchase_tithi: ['2026-01-15', '2026-02-04'],
    property_purchase_nakshatra: ['2026-01-15', '2026-01-21'],
    property_purchase_vara: ['2026-01-15', '2026-01-25'],
    yoga_not_inauspicious: ['2026-01-15', '2026-05-01'],
    no_vishti_karana: ['2026-01-15', '2026-03-13'],
    property_purchase_lagna: ['2026-01-15', '2026-08-14'],
    kharmas: ['2026-01-15', '2026-01-01'],
    adhik_maas: ['2026-01-15', '2026-05-18'],
    pitru_paksha: ['2026-01-15', '2026-09-28'],
  },
  namakarana: {
    namakarana_tithi: ['2026-01-01', '2026-01-02'],
    namakarana_nakshatra: ['2026-01-01', '2026-01-02'],
    namakarana_vara: ['2026-01-01', '2026-01-03'],
    yoga_not_inauspicious: ['2026-01-01', '2026-05-04'],
    no_vishti_karana: ['2026-01-01', '2026-01-02'],
    namakarana_lagna: ['2026-01-01', '2026-02-11'],
    adhik_maas: ['2026-01-01', '2026-05-18'],
  },
  mundan: {
    mundan_tithi: ['2026-01-19', '2026-01-22'],
    mundan_nakshatra: ['2026-01-19', '2026-01-15'],
    mundan_vara: ['2026-01-19', '2026-01-20'],
    no_vishti_karana: ['2026-01-19', '2026-03-06'],
    mundan_lagna: ['2026-01-19', '2026-11-27'],
    kharmas: ['2026-01-19', '2026-01-12'],
    chaturmas: ['2026-01-19', '2026-07-30'],
    adhik_maas: ['2026-01-19', '2026-05-18'],
  },
  annaprashan: {
    annaprashan_tithi: ['2026-01-19', '2026-01-22'],
    annaprashan_nakshatra: ['2026-01-19', '2026-02-02'],
    annaprashan_vara: ['2026-01-19', '2026-01-20'],
    yoga_not_inauspicious: ['2026-01-19', '2026-05-04'],
    no_vishti_karana: ['2026-01-19', '2026-03-06'],
    annaprashan_lagna: ['2026-01-19', '2026-08-19'],
    kharmas: ['2026-01-19', '2026-01-01'],
    adhik_maas: ['2026-01-19', '2026-05-18'],
    pitru_paksha: ['2026-01-19', '2026-09-28'],
  },
  upanayana: {
    upanayana_tithi: ['2026-02-05', '2026-02-04'],
    upanayana_nakshatra: ['2026-02-05', '2026-02-02'],
    upanayana_vara: ['2026-02-05', '2026-02-21'],
    no_vishti_karana: ['2026-02-05', '2026-03-06'],
    upanayana_lagna: ['2026-02-05', '2026-11-27'],
    kharmas: ['2026-02-05', '2026-03-20'],
    chaturmas: ['2026-02-05', '2026-08-14'],
    venus_combust: ['2026-02-05', '2026-01-19'],
    jupiter_combust: ['2026-02-05', '2026-07-15'],
    adhik_maas: ['2026-02-05', '2026-05-18'],
  },
  vidyarambha: {
    vidyarambha_tithi: ['2026-01-14', '2026-01-01'],
    vidyarambha_nakshatra: ['2026-01-14', '2026-01-07'],
    vidyarambha_vara: ['2026-01-14', '2026-01-12'],
    yoga_not_inauspicious: ['2026-01-14', '2026-09-06'],
    no_vishti_karana: ['2026-01-14', '2026-03-06'],
    vidyarambha_lagna: ['2026-01-14', '2026-02-11'],
    adhik_maas: ['2026-01-14', '2026-05-21'],
  },
  business_start: {
    business_start_tithi: ['2026-01-01', '2026-01-02'],
    business_start_nakshatra: ['2026-01-01', '2026-01-02'],
    business_start_vara: ['2026-01-01', '2026-01-20'],
    yoga_not_inauspicious: ['2026-01-01', '2026-05-04'],
    no_vishti_karana: ['2026-01-01', '2026-02-04'],
    business_start_lagna: ['2026-01-01', '2026-08-14'],
    adhik_maas: ['2026-01-01', '2026-05-18'],
  },
  travel: {
    travel_tithi: ['2026-01-19', '2026-01-01'],
    travel_nakshatra: ['2026-01-19', '2026-01-01'],
    travel_vara: ['2026-01-19', '2026-01-03'],
    yoga_not_inauspicious: ['2026-01-19', '2026-05-04'],
    no_vishti_karana: ['2026-01-19', '2026-01-29'],
    panchaka_rahita: ['2026-01-19', '2026-03-19'],
  },
};

for (const [activity, rules] of Object.entries(DECIDED) as [ActivityKey, Record<string, [string, string]>][])
  for (const [id, [pass, fail]] of Object.entries(rules))
    test(`${activity}: ${id} passes ${pass} and alone shuts ${fail}`, () => {
      const r = ACTIVITIES[activity];
      assert.ok(windowsOn(activity, r, pass).length > 0, `${pass} has a window`);
      assert.is(windowsOn(activity, r, fail).length, 0, `${fail} has none`);
      assert.ok(windowsOn(activity, relax(r, id), fail).length > 0, `${fail} opens without ${id}`);
    });

/** Exclusions never alone in 2026: the day's exclusion list names them. */
const LISTED: [ActivityKey, 'north' | 'south', string, string][] = [
  ['marriage', 'north', '2026-09-28', 'pitru_paksha'],
  ['marriage', 'south', '2026-07-20', 'month_not_favourable'], // Aadi (Sun in Karka)
  ['upanayana', 'north', '2026-07-20', 'jupiter_combust'],
  ['griha_pravesh', 'south', '2026-09-20', 'month_not_favourable'], // Purattasi (Sun in Kanya)
  ['griha_pravesh', 'north', '2026-07-18', 'jupiter_combust'], // also Ashadha, outside its months
  ['griha_pravesh', 'north', '2026-05-18', 'adhik_maas'],
];
for (const [activity, region, date, reason] of LISTED)
  test(`${activity} (${region}): ${date} is excluded for ${reason}`, () => {
    const f = frameOf(days.get(date)!);
    const reasons = dayExclusions(sunriseState(table, f.sunriseUtcMs), ACTIVITIES[activity], region);
    assert.ok(reasons.includes(reason as never), reasons.join(','));
  });

test('lagna rule: every griha pravesh window rises in a fixed or dual sign; without the rule movable ones appear', () => {
  const r = ACTIVITIES.griha_pravesh;
  const allowed = r.lagnas!.allowed;
  let movable = 0;
  for (const date of ['2026-03-09', '2026-04-20', '2026-12-03']) {
    for (const w of windowsOn('griha_pravesh', r, date)) assert.ok(allowed.includes(w.prevailing.lagna), date);
    movable += windowsOn('griha_pravesh', relax(r, r.lagnas!.id), date).filter(
      (w) => !allowed.includes(w.prevailing.lagna),
    ).length;
  }
  assert.ok(movable > 0);
});

test('tarabalam and chandrabalam: a couple whose taras are bad loses windows the plain search keeps', () => {
  const date = '2026-02-19';
  const plain = windowsOn('marriage', ACTIVITIES.marriage, date);
  const n = plain[0].prevailing.nakshatra;
  const m = plain[0].prevailing.moonRashi;
  // Vipat (3rd) tara: the birth star two before the day's; Moon in the 2nd house: the birth sign one before.
  const birthNakshatra = ((n - 3 + 27) % 27) + 1;
  const birthRashi = ((m - 2 + 12) % 12) + 1;
  const req = (participants: { birthNakshatra?: number; birthRashi?: number }[]) =>
    searchDay(
      {
        rules: ACTIVITIES.marriage,
        region: 'south',
        latDeg: DELHI.latitudeDeg,
        lonDeg: DELHI.longitudeDeg,
        participants,
        minQuality: 'acceptable',
      },
      { inputs: days.get(date)!, table },
    ).windows;
  for (const w of req([{ birthNakshatra }, { birthNakshatra: n }])) assert.is.not(w.prevailing.nakshatra, n);
  for (const w of req([{ birthRashi }, { birthRashi: m }])) assert.is.not(w.prevailing.moonRashi, m);
  const good = req([{ birthNakshatra: ((n - 2 + 27) % 27) + 1 }, { birthRashi: m }]); // Sampat tara, Moon in the 1st
  assert.ok(good.some((w) => w.prevailing.nakshatra === n && w.reasons.includes('tarabalam_1')));
});

test.run();
