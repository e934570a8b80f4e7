// griha_pravesh_kind changes the rules (issue #30; tables/muhurat/griha-pravesh-kinds.ts): New Delhi, 2026, dates
// found by scanning the year with the engine and fixed here. Each kind decides a date the others do not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACTIVITIES, GRIHA_PRAVESH_KINDS, type ActivityRules } from '../../tables/muhurat/index.ts';
import { dayExclusions, sunriseState } from './exclusions.ts';
import { days, table, windowsOn } from './delhi-2026.fixture.ts';
import { frameOf } from './search.ts';

const { new: NEW, after_renovation: JIRNA, after_travel: DVANDVA } = GRIHA_PRAVESH_KINDS;
const windows = (rules: ActivityRules, date: string) => windowsOn(rules, date);
const reasons = (rules: ActivityRules, date: string) =>
  dayExclusions(sunriseState(table, frameOf(days.get(date)!).sunriseUtcMs), rules, 'north');

test('new (apoorva) = the base rules: Magha 2026-02-06 open; Margashirsha 2026-12-03 open as a middling month; Chaitra 2026-03-25 shut', () => {
  assert.is(NEW, GRIHA_PRAVESH_KINDS.new);
  assert.equal(NEW.lunarMonths, ACTIVITIES.griha_pravesh.lunarMonths);
  const magha = windows(NEW, '2026-02-06');
  assert.ok(magha.length > 0 && magha.every((w) => !w.cautions.includes('middling_month')));
  const margashirsha = windows(NEW, '2026-12-03');
  assert.ok(margashirsha.length > 0 && margashirsha.every((w) => w.cautions.includes('middling_month')));
  const without = windows({ ...NEW, lunarMonths: { ...NEW.lunarMonths!, middling: [] } }, '2026-12-03');
  assert.ok(
    without.every((w, i) => w.score === margashirsha[i].score + 8),
    'the caution costs its score',
  );
  assert.ok(reasons(NEW, '2026-03-25').includes('month_not_favourable'));
});

test('after_travel (dvandva): Margashirsha 2026-12-03 open; Shravana 2026-08-17 in its months but shut by chaturmas', () => {
  assert.ok(windows(DVANDVA, '2026-12-03').length > 0);
  assert.ok(reasons(DVANDVA, '2026-03-25').includes('month_not_favourable'));
  assert.equal(reasons(DVANDVA, '2026-08-17'), ['chaturmas']);
  assert.is(windows(DVANDVA, '2026-08-17').length, 0);
  // the base rules shut Shravana by their months, and only warn of chaturmas
  assert.equal(reasons(ACTIVITIES.griha_pravesh, '2026-08-17'), ['month_not_favourable']);
});

test('after_renovation (jirna): Shravana 2026-08-17 open despite chaturmas; Pushya/Swati add windows on 2026-06-24', () => {
  assert.ok(windows(JIRNA, '2026-08-17').length > 0);
  assert.ok(windows(JIRNA, '2026-08-17').every((w) => !w.cautions.includes('chaturmas')));
  assert.not.ok(JIRNA.exclusions.includes('chaturmas'));
  const extra = windows(JIRNA, '2026-06-24').filter((w) => [8, 15].includes(w.prevailing.nakshatra));
  assert.ok(extra.length > 0, 'windows in Pushya or Swati');
  assert.ok(windows(ACTIVITIES.griha_pravesh, '2026-06-24').every((w) => ![8, 15].includes(w.prevailing.nakshatra)));
  // its months still shut Chaitra
  assert.ok(reasons(JIRNA, '2026-03-25').includes('month_not_favourable'));
});

test('base rules: Drik enters in Kartika before Prabodhini (2026-11-11) and in Margashirsha kharmas (2026-12-18), with the period as a caution', () => {
  const gp = ACTIVITIES.griha_pravesh;
  for (const [date, period] of [
    ['2026-11-11', 'chaturmas'],
    ['2026-12-18', 'kharmas'],
  ] as const) {
    const ws = windows(gp, date);
    assert.ok(ws.length > 0, date);
    for (const w of ws) assert.ok(w.cautions.includes(period), `${date} ${w.cautions}`);
    assert.ok(windows(DVANDVA, date).length === 0, `re-entry after travel keeps ${period} shut on ${date}`);
  }
});

test.run();
