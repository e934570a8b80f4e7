// Drik's Bengaluru day pages against the drik profile: the Moon's rise and set on the held-out (even) days, every
// field of the pages, and the window rule (a time after midnight shows under the date whose Hindu day it ends).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROFILES } from '../../engine/astro/conventions.ts';
import {
  agrees,
  BENGALURU_PAGES_JSON,
  checkPages,
  isOddDay,
  readBengaluruPages,
  scorePageChecks,
} from './bengaluru-pages.ts';

const pages = readBengaluruPages();
/** Read from ../shared beside the clone (Drik's pages are not copied in); a checkout without it skips, saying why. */
const withPages = (name: string, fn: () => void) =>
  test(name, () => {
    if (!pages) {
      console.log(`skipped "${name}": ${BENGALURU_PAGES_JSON} is not on this machine`);
      return;
    }
    fn();
  });

withPages('drik profile: moonrise and moonset on Drik’s minute on at least 95% of the held-out even days', () => {
  const checks = checkPages(pages!, { conventions: PROFILES.drik });
  const moon = checks.filter((c) => (c.field === 'moonrise' || c.field === 'moonset') && !isOddDay(c.date));
  const share = moon.filter(agrees).length / moon.length;
  console.log(`moonrise/moonset, even days: ${moon.filter(agrees).length}/${moon.length}`);
  assert.ok(moon.length >= 80, `${moon.length} checks`);
  assert.ok(share >= 0.95, `held-out share ${share}`);
  for (const s of scorePageChecks(checks, (c) => c.field)) assert.ok(s.share >= 0.95, `${s.field}: ${s.share}`);
});

withPages('the default profile (SE rise/set, civil date) is not Drik’s Moon: the fit is what moves it', () => {
  const checks = checkPages(pages!, { conventions: PROFILES.swiss_ephemeris });
  const moon = checks.filter((c) => c.field === 'moonrise' || c.field === 'moonset');
  assert.ok(moon.filter(agrees).length / moon.length < 0.7);
});

withPages('a moonrise after midnight is shown under the date whose sunrise precedes it', () => {
  const day = { ...pages!, days: pages!.days.filter((d) => d.date === '2025-01-21') };
  assert.is(day.days[0].moonrise, '2025-01-22 00:20');
  const rise = checkPages(day, { conventions: PROFILES.drik }).find((c) => c.field === 'moonrise')!;
  assert.ok(Math.abs(rise.residualS!) < 30, `${rise.residualS} s`);
  const civil = checkPages(day, { conventions: PROFILES.swiss_ephemeris }).find((c) => c.field === 'moonrise')!;
  assert.ok(Number.isNaN(civil.residualS), 'the civil date 2025-01-21 has no moonrise');
});

test.run();
