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

/**
 * Named year lengths a caller may pick (`year_length`), in days. Jagannatha Hora's default is stated by its author:
 * "the default dasa year definition in the software (which can be changed by the users) was true sidereal solar
 * [year]" (P.V.R. Narasimha Rao, "Re-defining Tajaka Varshaphal Charts", version 1, 15 June 2014, Acknowledgment; he
 * contrasts it with the mean tropical year of 365.242 days that K.N. Rao used). A true sidereal solar year is not a
 * day count: a dasa boundary falls when the true Sun has advanced the boundary's share of 360° past its birth
 * longitude, so it differs from the mean sidereal year (`sidereal` below, which it averages to) by the change in the
 * Sun's equation of centre between birth and the boundary (at most about 3.8°, so up to about four days). That
 * needs the Sun's ephemeris inside the dasha (this engine's dashas take a fixed day count), so the default stays the
 * Julian year of the team reference (astrology-rules.md 5 DEFAULT) and does not claim JHora's; `sidereal` is the
 * nearest fixed count to it.
 */
export const DASHA_YEAR_LENGTHS = deepFreeze({
  julian: 365.25,
  gregorian: 365.2425,
  sidereal: 365.256363004,
  savana: 360,
} as const);
export type DashaYearLength = keyof typeof DASHA_YEAR_LENGTHS;
export const DASHA_YEAR_LENGTH_DEFAULT: DashaYearLength = 'julian';

/**
 * Yogini dasha (36 years): the eight yoginis, their lords and years, in order. The first yogini is
 * (birth nakshatra number + 3) mod 8, 0 meaning the eighth (Sankata); its balance is the unelapsed share of
 * the nakshatra, as in Vimshottari. Antardashas run from the maha yogini, each maha x years / 36.
 * Source: P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. on Yogini dasa; the same table in
 * K.N. Rao, Yogini Dasha.
 */
export const YOGINI_CYCLE: readonly { readonly key: string; readonly lord: GrahaKey; readonly years: number }[] =
  deepFreeze([
    { key: 'mangala', lord: 'chandra', years: 1 },
    { key: 'pingala', lord: 'surya', years: 2 },
    { key: 'dhanya', lord: 'guru', years: 3 },
    { key: 'bhramari', lord: 'mangal', years: 4 },
    { key: 'bhadrika', lord: 'budha', years: 5 },
    { key: 'ulka', lord: 'shani', years: 6 },
    { key: 'siddha', lord: 'shukra', years: 7 },
    { key: 'sankata', lord: 'rahu', years: 8 },
  ]);
export const YOGINI_TOTAL_YEARS = 36;

/**
 * Ashtottari dasha (108 years), BPHS ch. 47 (Santhanam tr.): lords, years, and the nakshatras each lord holds,
 * counted from Ardra (6): Sun 4, Moon 3, Mars 4, Mercury 3, Saturn 3 (with Abhijit, which lies inside
 * Uttarashadha and Shravana), Jupiter 3, Rahu 4, Venus 3. The balance at birth is the unelapsed share of the lord's
 * whole group of nakshatras (P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 17, as Jagannatha
 * Hora and PyJHora compute it). `firstNakshatra` is the number (1-27) of the group's first star.
 */
export const ASHTOTTARI_CYCLE: readonly {
  readonly lord: GrahaKey;
  readonly years: number;
  readonly firstNakshatra: number;
  readonly stars: number;
}[] = deepFreeze([
  { lord: 'surya', years: 6, firstNakshatra: 6, stars: 4 },
  { lord: 'chandra', years: 15, firstNakshatra: 10, stars: 3 },
  { lord: 'mangal', years: 8, firstNakshatra: 13, stars: 4 },
  { lord: 'budha', years: 17, firstNakshatra: 17, stars: 3 },
  { lord: 'shani', years: 10, firstNakshatra: 20, stars: 3 },
  { lord: 'guru', years: 19, firstNakshatra: 23, stars: 3 },
  { lord: 'rahu', years: 12, firstNakshatra: 26, stars: 4 },
  { lord: 'shukra', years: 21, firstNakshatra: 3, stars: 3 },
]);
export const ASHTOTTARI_TOTAL_YEARS = 108;

export type DashaLevel = 1 | 2 | 3 | 4 | 5;
export const DASHA_LEVEL_NAMES: Readonly<
  Record<DashaLevel, { readonly key: string; readonly en: string; readonly hi: string }>
> = deepFreeze({
  1: { key: 'maha', en: 'Maha Dasha', hi: 'महादशा' },
  2: { key: 'antar', en: 'Antardasha', hi: 'अन्तर्दशा' },
  3: { key: 'pratyantar', en: 'Pratyantar Dasha', hi: 'प्रत्यन्तर दशा' },
  4: { key: 'sookshma', en: 'Sookshma Dasha', hi: 'सूक्ष्म दशा' },
  5: { key: 'prana', en: 'Prana Dasha', hi: 'प्राण दशा' },
});
