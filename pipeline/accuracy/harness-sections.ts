/**
 * The accuracy manifest's sections measured by their own harnesses rather than by the Swiss Ephemeris percentiles:
 * `muhurat` (definitions from SE's rise/set), `festivals` (published dates) and `drik_parity` (Drik Panchang's tithi
 * at sunrise, with every miss and its margin). Computed at build time, never typed in.
 */
import { DEFAULT_CONVENTIONS, PROFILES } from '../../engine/astro/conventions.ts';
import { bengaluruPagesSection } from './bengaluru-pages.ts';
import { DRIK_TITHI_CSV, measureDrikParity, NEW_DELHI, PARITY_TARGET, readDrikTithiCsv } from './drik-parity.ts';
import { festivalSection } from './festival-accuracy.ts';
import { muhuratSection } from './muhurat-accuracy.ts';

/** Code and data the sections depend on (repository-relative), for the accuracy source's inputs hash. */
export const HARNESS_CODE = [
  'pipeline/accuracy/harness-sections.ts',
  'pipeline/accuracy/drik-parity.ts',
  'pipeline/accuracy/festival-accuracy.ts',
  'pipeline/accuracy/festival-published-dates.ts',
  'pipeline/accuracy/muhurat-accuracy.ts',
  'pipeline/accuracy/bengaluru-pages.ts',
];

export function drikParitySection() {
  const data = readDrikTithiCsv();
  if (!data)
    return {
      tested: 0,
      passed: 0,
      pass_rate: 0,
      coverage: `not measured: the Drik reference (${DRIK_TITHI_CSV}) is not present on this machine`,
    };
  const r = measureDrikParity(data.rows);
  const first = data.rows[0].date,
    last = data.rows[data.rows.length - 1].date;
  return {
    tested: r.tested,
    passed: r.passed,
    pass_rate: r.pass_rate,
    coverage:
      `tithi at sunrise for New Delhi (${NEW_DELHI.latitudeDeg} N, ${NEW_DELHI.longitudeDeg} E), every day ${first}..${last}, ` +
      `against Drik Panchang's published calendar (amanta, Lahiri, its default sunrise); profile ${DEFAULT_CONVENTIONS.profile}; ` +
      `target ${100 * PARITY_TARGET.passRate}% with every miss within ${PARITY_TARGET.maxMarginS} s of sunrise`,
    profile: r.profile,
    source: data.source,
    meets_target: r.meets_target,
    max_abs_margin_s: r.max_abs_margin_s,
    /** margin_s: the boundary between our tithi and Drik's minus our sunrise (positive: after our sunrise). */
    misses: r.misses,
    /** Drik's Bengaluru day pages, every printed time (the Moon's rise and set included) and name, per profile. */
    bengaluru_day_pages: bengaluruPagesSection([PROFILES.swiss_ephemeris, PROFILES.drik]),
  };
}

export const harnessSections = () => ({
  muhurat: muhuratSection(),
  festivals: festivalSection(),
  drik_parity: drikParitySection(),
});
