// The lagna's own doshas (issue #30; tables/muhurat/lagna-shuddhi.ts). New Delhi, 14 Feb 2026: Saturn is in Meena,
// so a Kanya lagna has a malefic in its 7th (no saptama shuddhi) while the Tula lagna after it is clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../astro/global-year.ts';
import { chartPositionsAt } from '../jyotish/chart-at.ts';
import { rashiOf } from '../jyotish/zodiac.ts';
import { computePlaceDays } from '../panchang/place-day.ts';
import { ACTIVITIES } from '../../tables/muhurat/index.ts';
import { LAGNA_SHUDDHI, type LagnaDoshaRule } from '../../tables/muhurat/lagna-shuddhi.ts';
import { lagnaDoshas, maleficSignsAt } from './lagna-shuddhi.ts';
import { relax } from './relax.ts';
import { searchDay } from './search.ts';

const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };
const table = buildGlobalYear(2026);
const day = computePlaceDays(table, DELHI, { year: 2026, month: 2, day: 14 }, 1)[0];
const marriage = (rules = ACTIVITIES.marriage) =>
  searchDay(
    { rules, region: 'north', latDeg: 28.6139, lonDeg: 77.209, participants: [], minQuality: 'acceptable' },
    { inputs: day, table },
  ).windows;

test("the malefics' signs agree with the horoscope engine", () => {
  const utcMs = Date.UTC(2026, 1, 14, 6);
  const g = chartPositionsAt(utcMs, DELHI.latitudeDeg, DELHI.longitudeDeg).grahas;
  const expected = (['surya', 'mangal', 'shani', 'rahu', 'ketu'] as const).map((k) => rashiOf(g[k].lonSidDeg));
  assert.equal(maleficSignsAt(table, utcMs), expected);
});

test('2026-02-14 marriage: the Kanya lagna lacks saptama shuddhi (Saturn in Meena), the Tula lagna has it', () => {
  const w = marriage();
  const kanya = w.find((x) => x.prevailing.lagna === 6)!;
  const tula = w.find((x) => x.prevailing.lagna === 7)!;
  assert.ok(kanya.cautions.includes('lagna_saptama_shuddhi'));
  assert.not.ok(kanya.reasons.includes('lagna_saptama_shuddhi'));
  assert.ok(tula.reasons.includes('lagna_saptama_shuddhi'));
  assert.not.ok(tula.cautions.some((c) => c.startsWith('lagna_')));
  assert.ok(kanya.score < tula.score);
  const relaxed = marriage(relax(ACTIVITIES.marriage, 'lagna_saptama_shuddhi')).find((x) => x.prevailing.lagna === 6)!;
  assert.not.ok(relaxed.cautions.includes('lagna_saptama_shuddhi'));
});

test('each check: Moon in 6/8/12, malefic in the 8th, papakartari; a reject rule rejects', () => {
  const rules = LAGNA_SHUDDHI.marriage!;
  // lagna Mesha: Moon in Vrishchika (8th); malefics in Meena (12th) and Vrishabha (2nd): papakartari
  const a = lagnaDoshas(rules, 1, 8, [12, 2, 2, 2, 2]);
  assert.equal(a.cautions.sort(), ['lagna_moon_not_6_8_12', 'lagna_papakartari']);
  assert.ok(a.passed.includes('lagna_saptama_shuddhi') && a.passed.includes('lagna_ashtama_shuddhi'));
  const b = lagnaDoshas(rules, 1, 1, [8, 3, 3, 3, 9]);
  assert.equal(b.cautions, ['lagna_ashtama_shuddhi']);
  const strict: LagnaDoshaRule = { ...rules[0], effect: 'reject' };
  assert.equal(lagnaDoshas([strict], 1, 1, [7, 3, 3, 3, 9]).rejected, ['lagna_saptama_shuddhi']);
  assert.equal(lagnaDoshas([strict], 1, 1, [6, 3, 3, 3, 9]).rejected, []);
});

test.run();
