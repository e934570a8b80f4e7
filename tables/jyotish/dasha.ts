// Vimshottari dasha lords and years, in cycle order.
// Source: astrology-rules.md 5 (PyJHora const.py vimsottari_dict and vimsottari_adhipati_list).
import { deepFreeze, type GrahaKey } from '../names/index.ts';

export const VIMSHOTTARI_CYCLE: readonly { readonly lord: GrahaKey; readonly years: number }[] = deepFreeze([
  { lord: 'ketu', years: 7 },
  { lord: 'shukra', years: 20 },
  { lord: 'surya', years: 6 },
  { lord: 'chandra', years: 10 },
  { lord: 'mangal', years: 7 },
  { lord: 'rahu', years: 18 },
  { lord: 'guru', years: 16 },
  { lord: 'shani', years: 19 },
  { lord: 'budha', years: 17 },
]);
export const VIMSHOTTARI_TOTAL_YEARS = 120;

/**
 * Days per dasha year. The sources disagree (astrology-rules.md 5: 365.25 KP, 365.2425 JHora,
 * 365.2564 sidereal, 360 savana); the task and the reference DEFAULT choose the Julian year, which is
 * within hours of the Gregorian and sidereal years over a whole 120-year cycle.
 */
export const DASHA_YEAR_DAYS_DEFAULT = 365.25;

export type DashaLevel = 1 | 2 | 3;
export const DASHA_LEVEL_NAMES: Readonly<
  Record<DashaLevel, { readonly key: string; readonly en: string; readonly hi: string }>
> = deepFreeze({
  1: { key: 'maha', en: 'Maha Dasha', hi: 'महादशा' },
  2: { key: 'antar', en: 'Antardasha', hi: 'अन्तर्दशा' },
  3: { key: 'pratyantar', en: 'Pratyantar Dasha', hi: 'प्रत्यन्तर दशा' },
});
