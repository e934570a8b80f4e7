/**
 * Muhurta rules as data (reference/panchang-rules.md 4.1-4.4; each checked there against a year of Drik Panchang).
 * Weekday index 0 = Sunday, the Hindu (sunrise-to-sunrise) weekday.
 */

/** 0-based eighth of the day (sunrise..sunset) per weekday. */
export const RAHU_KAAL_PART: readonly number[] = [7, 1, 6, 4, 5, 3, 2];
export const GULIKA_KAAL_PART: readonly number[] = [6, 5, 4, 3, 2, 1, 0];
export const YAMAGANDA_PART: readonly number[] = [4, 3, 2, 1, 0, 6, 5];

/** Abhijit is the 8th of 15 day muhurtas; on Wednesday that slot is Dur Muhurtam, so Abhijit is not given. */
export const ABHIJIT_DAY_MUHURTA = 8;
export const ABHIJIT_SKIPPED_WEEKDAY = 3;
/** Vijaya is the 11th day muhurta (Drik; PyJHora's noon ± 1 ghati does not match Drik). */
export const VIJAYA_DAY_MUHURTA = 11;

/** Dur Muhurtam: 1-based day muhurtas (of 15, from sunrise) and night muhurtas (of 15, from sunset) per weekday. */
export const DUR_MUHURTA: readonly { readonly day: readonly number[]; readonly night: readonly number[] }[] = [
  { day: [14], night: [] },
  { day: [9, 12], night: [] },
  { day: [4], night: [7] },
  { day: [8], night: [] },
  { day: [6, 12], night: [] },
  { day: [4, 9], night: [] },
  { day: [1, 2], night: [] },
];

/**
 * Varjyam (tyajyam) and Amrit Kalam: start offsets in ghatis of the nakshatra's own length (L/60), each lasting
 * 4 such ghatis. Index = nakshatra − 1. Mula has two varjyams (20 and 56), as Drik shows on every Mula.
 */
export const VARJYAM_START_GHATIS: readonly (readonly number[])[] = [
  [50],
  [24],
  [30],
  [40],
  [14],
  [21],
  [30],
  [20],
  [32],
  [30],
  [20],
  [18],
  [21],
  [20],
  [14],
  [14],
  [10],
  [14],
  [20, 56],
  [24],
  [20],
  [10],
  [10],
  [18],
  [16],
  [24],
  [30],
];
export const AMRIT_KALAM_START_GHATIS: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
];
export const NAKSHATRA_WINDOW_GHATIS = 4;

/** Amrita Siddhi Yoga: the one nakshatra per weekday (PyJHora and ishubhamx agree). */
export const AMRIT_SIDDHI_NAKSHATRA: readonly number[] = [13, 5, 1, 17, 8, 27, 4];

/** Brahma muhurta is the 14th of the 15 night muhurtas before sunrise: [SR − 2·nm, SR − nm]. */
export const BRAHMA_MUHURTA_BEFORE_SUNRISE = { fromMuhurtas: 2, toMuhurtas: 1 } as const;
