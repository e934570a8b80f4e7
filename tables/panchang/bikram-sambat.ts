/**
 * Nepal's Bikram Sambat (issue 39): the official civil calendar, solar months Baishakh (Sun in Mesha) .. Chaitra.
 * The rule that reproduces the official month lengths (docs/regional-calendars.md has the measurement):
 *
 * - The sankranti is the Surya Siddhanta's, not the modern (Lahiri) one: Nepal's calendar committee (Nepal Panchanga
 *   Nirnayak Samiti) computes the patro on the Surya Siddhanta. Measured on BS 2000-2081 against the official table,
 *   Lahiri sankrantis with the best single cutoff agree on 81% of month starts; Surya Siddhanta ones with the rule
 *   below on 99.7%. The Sun is the Surya Siddhanta's true Sun as Reingold & Dershowitz, "Calendrical Calculations"
 *   (4th ed., ch. 20, `hindu-solar-longitude`) state it: mean motion over the sidereal year of 4,320,000 in
 *   1,577,917,828 days, one manda (equation of centre) correction with the 14° epicycle contracting by 1/42, and the
 *   Aryabhata sine table; the instant counts from the Kali Yuga's midnight at Ujjain (75°46′6″ E).
 * - The day the month opens, at Kathmandu on Nepal Standard Time (+05:45): a sankranti between sunrise and sunset
 *   opens the month that civil day. One at night follows the dharmashastra rule for a night sankranti (Nirnaya Sindhu,
 *   "sankranti nirnaya", as the patro applies it): Karka's belongs to the day before the night, Makara's to the day
 *   after, every other one to the day before when it comes in the first half of the night (sunset to the middle of
 *   the night) and to the day after in the second half. The 1943-2025 table needs the Surya Siddhanta instant taken
 *   7 minutes earlier (any shift from −12 to −6 min gives 980 or more of 984 months; −7.5 to −6.5 give 981, and −7 is
 *   their middle): a fitted offset, as the Tamil (−9.5 min) and Malayalam (−12 min) cutoffs are, standing for the almanac's own arithmetic
 *   (its sine table, its Ujjain and Kathmandu meridians) that Calendrical Calculations' does not copy to the minute.
 * - The official table wins where it departs from the rule (OFFICIAL_MONTH_STARTS below); inside the served window
 *   the date packages' shared projection of the unpublished BS 2087 does too (PROJECTED_MONTH_STARTS).
 */

/** Nepal Standard Time, +05:45 (since 1986; the patro dates were always local Kathmandu days, within 4 min of it). */
export const NST_OFFSET_MINUTES = 345;

/** Kathmandu (data/cities.json `kathmandu`): where sunrise, sunset and the middle of the night are taken. */
export const BS_CITY = { key: 'kathmandu', latitudeDeg: 27.7017, longitudeDeg: 85.3206 } as const;

/** The Surya Siddhanta instant is taken this much earlier (minutes; fitted, see above). */
export const BS_SANKRANTI_SHIFT_MINUTES = -7;

/** Rashis whose night sankranti has its own rule: Karka (4) to the day before, Makara (10) to the day after. */
export const BS_NIGHT_TO_DAY_BEFORE = 4;
export const BS_NIGHT_TO_DAY_AFTER = 10;

/** BS year = Gregorian year of its Baishakh 1 + 57. */
export const BS_ERA_OFFSET = 57;

/** Surya Siddhanta constants (Calendrical Calculations, 4th ed., ch. 20). */
export const SURYA_SIDDHANTA = {
  /** Days in a sidereal year: 1,577,917,828 days / 4,320,000 years. */
  siderealYearDays: 365 + 279457 / 1080000,
  /** Days in an anomalistic year (the Sun's apsis turns 387 times in a kalpa of 4,320,000,000 years). */
  anomalisticYearDays: 1577917828000 / (4320000000 - 387),
  anomalisticRevolutionsPerKalpa: 4320000000 - 387,
  /** The Sun's manda epicycle, as a fraction of the circle, and its contraction. */
  epicycle: 14 / 360,
  contraction: 1 / 42,
  /** Kali Yuga epoch (18 February 3102 BCE, Julian), as days from 1970-01-01, midnight at Ujjain. */
  kaliEpochDay: -1132959 - 719163,
  /** Years from creation to the Kali Yuga. */
  yearsBeforeKali: 1955880000,
  /** Ujjain's longitude, degrees east: the instant counts from midnight there. */
  ujjainLongitudeDeg: 75 + 46 / 60 + 6 / 3600,
} as const;

export interface OfficialMonthStart {
  /** BS year and month (1 = Baishakh). */
  readonly year: number;
  readonly month: number;
  /** Gregorian date of day 1 in the official table. */
  readonly date: string;
  /** Why the rule misses it. */
  readonly reason: string;
}

/**
 * Month starts where the official calendar departs from the rule. Source: the official month lengths of the Nepal
 * Panchanga Nirnayak Samiti as tabulated by the npm packages nepali-date-converter 3.4.0 and bikram-sambat 1.8.1,
 * which agree on every month of BS 2000-2083; each row is a month start both give that the rule puts a day apart.
 * Every one is a sankranti within 19 minutes of the rule's edge (sunrise, sunset, the middle of the night), where
 * the almanac's own arithmetic decides.
 */
export const OFFICIAL_MONTH_STARTS: readonly OfficialMonthStart[] = Object.freeze([
  {
    year: 2024,
    month: 4,
    date: '1967-07-16',
    reason:
      'Karka sankranti 05:32 NST, 15 min after Kathmandu sunrise by our instant; before it in the patro (night: the day before)',
  },
  {
    year: 2035,
    month: 2,
    date: '1978-05-14',
    reason:
      'Vrishabha sankranti 00:17 NST, 12 min after the middle of the night by our instant; before it in the patro',
  },
  {
    year: 2035,
    month: 10,
    date: '1979-01-15',
    reason:
      'Makara sankranti 17:10 NST, 19 min before Kathmandu sunset by our instant; after it in the patro (night: the day after)',
  },
]);

/**
 * NOT PUBLISHED by the calendar committee: the packages' shared projection of BS 2087, served inside the API's window
 * (to 2030-12-31) where it departs from the rule. Source: nepali-date-converter 3.4.0 (`dateConfigMap`) and
 * bikram-sambat 1.8.1 (`toGreg`, `daysInMonth`), which carry identical rows for BS 2087-2090 (test/nepali/bs-parity.test.ts
 * checks both). Every Nepali date picker and calendar app ships those rows, so a served date that disagrees with all
 * of them would be a visible defect; the rule still gives every other month, and these rows go (or move to
 * OFFICIAL_MONTH_STARTS) when the committee publishes BS 2087. Later projected departures (2087 Falgun on) lie outside
 * the window and are left to the rule. Times: the rule's Surya Siddhanta instant, already taken 7 min earlier.
 */
export const PROJECTED_MONTH_STARTS: readonly OfficialMonthStart[] = Object.freeze([
  {
    year: 2087,
    month: 5,
    date: '2030-08-17',
    reason: 'Simha sankranti 00:10 NST on 18 Aug, after the middle of the night: the rule opens Bhadra on the 18th',
  },
  {
    year: 2087,
    month: 6,
    date: '2030-09-17',
    reason: 'Kanya sankranti 00:38 NST on 18 Sep, after the middle of the night: the rule opens Ashwin on the 18th',
  },
  {
    year: 2087,
    month: 9,
    date: '2030-12-17',
    reason: 'Dhanu sankranti 20:28 NST on 16 Dec, in the first half of the night: the rule opens Poush on the 16th',
  },
]);

/** For data.metadata.conventions.calendars.nepali (every daily answer carries it: short). */
export const BS_CONVENTION =
  "Surya Siddhanta sankranti −7 min, Kathmandu, NST; a night one by half-night (Karka: day before, Makara: day after); official table where it departs; BS 2087 Bhadra, Ashwin, Poush from the date packages' shared projection (not yet published)";
