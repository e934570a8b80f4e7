/**
 * The regional sidereal solar calendars (issue #29): each month begins on the civil day a sankranti opens, and each
 * region decides that day by its own rule on its own city's clock.
 *
 * Sources for the rules:
 * - Sewell & Dikshit, "The Indian Calendar" (1896), pp. 12-13: the usages of the solar reckonings (Tamil: a
 *   sankranti before sunset opens the month that day; Malayalam: before the end of the third fifth of daytime, the
 *   madhyahna; Bengal: midnight with the tithi rule, engine/panchang/calendars.ts).
 * - dra8an/hindu-calendar, Docs/HINDU_CALENDAR_GUIDE.md section 4 (2025): Odia's cutoff found at 22:12 IST from 35
 *   boundary cases on drikpanchang.com; Malayalam 3/5 of daytime; Tamil sunset; each checked against every month of
 *   1900-2050 on drikpanchang.com.
 * - Reingold & Dershowitz, "Calendrical Calculations" (4th ed.), ch. 20: Tamil, Malayalam (Kollam era from Simha),
 *   Orissa (Saka era) year and month numbering.
 * Tamil and Malayalam are decided at the requested place (on IST in India), Odia at one clock time for all places.
 * The minute
 * offsets were settled against Drik Panchang's month starts 1900-2024 (../shared/reference/drik/, `npm run
 * parity:solar`): our Sun sits within seconds of arc of Drik's, so a cutoff moves by minutes, as dra8an's did (−8 to
 * −9.5 min). Tamil's zero-miss window is −9.75..−9.25 min before sunset, Malayalam's −14.25..−9.75 min before the end
 * of the third fifth (the middle is taken); Odia's 22:12 needs none.
 */

/** The almanacs' clock: Indian Standard Time, +05:30 (also through 1942-45, when civil clocks ran at +06:30). */
export const IST_OFFSET_MINUTES = 330;

export type SolarCalendarId = 'tamil' | 'malayalam' | 'odia';

/** When, on the civil day a sankranti falls, the day still opens the new month. */
export type CriticalTimeRule =
  /** Before sunset (plus `offsetMinutes`) at the city. */
  | { readonly kind: 'sunset'; readonly offsetMinutes: number }
  /** Before sunrise + fraction × (sunset − sunrise) (plus `offsetMinutes`) at the city. */
  | { readonly kind: 'daytime_fraction'; readonly fraction: number; readonly offsetMinutes: number }
  /** Before a fixed time of the city's civil clock (minutes after local midnight). */
  | { readonly kind: 'clock'; readonly minutesAfterMidnight: number };

/** The Tamil year's samvatsara (1 = Prabhava): Saka 1947, from Chithirai 2025, is Vishvavasu (39). */
export const TAMIL_SAMVATSARA_SAKA_OFFSET = 11;

export interface SolarCalendarRule {
  readonly id: SolarCalendarId;
  /** The city the rule is decided at (machine key, coordinates, zone). */
  readonly city: { readonly key: string; readonly latitudeDeg: number; readonly longitudeDeg: number };
  /**
   * `requested_place`: decided at the place asked about, as Drik Panchang does for its reader's city (`city` is then
   * the place when none is asked about: the reference files' New Delhi); `rule_city`: always at `city`.
   */
  readonly decidedAt: 'requested_place' | 'rule_city';
  readonly criticalTime: CriticalTimeRule;
  /** Rashi (1 = Mesha) whose sankranti opens month 1. */
  readonly firstRashi: number;
  /** Era label and the Gregorian-year offset of month 1 .. the month opened by Dhanu (the year's last December start). */
  readonly era: 'saka' | 'kollam';
  readonly eraOffset: number;
  /**
   * The critical time in a few words, for data.metadata.conventions.calendars (every daily answer carries it, so it is
   * short: a sankranti before it opens the month that civil day, after it the next; OpenAPI and the README say so).
   */
  readonly convention: string;
}

/**
 * New Delhi (data/cities.json `new-delhi`): Drik Panchang computes its regional calendar pages for the reader's
 * city, New Delhi by default, and the reference files are those pages. Tamil and Malayalam follow the requested place
 * (issue #40): decided at Chennai, 17 of 1,500 Tamil month starts of 1900-2024 move a day; at Thiruvananthapuram, 2
 * Malayalam ones (measured with the engine). New Delhi is the place when none is asked about (the parity harness).
 */
const NEW_DELHI = { key: 'new_delhi', latitudeDeg: 28.6358, longitudeDeg: 77.2245 } as const;

export const SOLAR_CALENDARS: Readonly<Record<SolarCalendarId, SolarCalendarRule>> = {
  tamil: {
    id: 'tamil',
    city: NEW_DELHI,
    decidedAt: 'requested_place',
    criticalTime: { kind: 'sunset', offsetMinutes: -9.5 },
    firstRashi: 1,
    era: 'saka',
    eraOffset: 78,
    convention: 'sunset −9.5 min at this place, IST (local clock outside India)',
  },
  malayalam: {
    id: 'malayalam',
    city: NEW_DELHI,
    decidedAt: 'requested_place',
    criticalTime: { kind: 'daytime_fraction', fraction: 3 / 5, offsetMinutes: -12 },
    firstRashi: 5,
    era: 'kollam',
    eraOffset: 824,
    convention: 'three-fifths of daytime −12 min at this place, IST (local clock outside India)',
  },
  odia: {
    id: 'odia',
    city: { key: 'bhubaneswar', latitudeDeg: 20.2961, longitudeDeg: 85.8245 },
    decidedAt: 'rule_city',
    criticalTime: { kind: 'clock', minutesAfterMidnight: 22 * 60 + 12 },
    firstRashi: 1,
    era: 'saka',
    eraOffset: 78,
    convention: '22:12 IST',
  },
};

/** Minutes from the IST midnight a sankranti is nearest to (negative: before it). */
export interface MidnightZone {
  readonly fromMinutes: number;
  readonly toMinutes: number;
}

/**
 * The Bengali (West Bengal) rule: a sankranti opens the month the next civil day, except in a zone around midnight
 * where the tithi rule of Sewell & Dikshit ("The Indian Calendar", 1896, pp. 12-13) decides, with the tithi taken at
 * sunrise of the day before midnight. The zone is 00:00-00:24 IST; dra8an/hindu-calendar
 * (Docs/DRIKPANCHANG_VALIDATION.md, "Bengali per-rashi tuning") found Drik Panchang's pages need it to open earlier
 * for Kanya (23:56), Tula (23:39) and Dhanu (23:50) and to close at 00:32 for Karka and 00:23 for Tula. The values
 * below are those edges as our sankranti instants see them (settled on the 1900-2024 reference file: Dhanu's
 * 23:49 and the ends are within a minute of theirs; the common end is 00:25, a 1963 Phalguna at 00:24:12 by our
 * instant being inside). Sunrise is New Delhi's, as for the other calendars.
 */
export const BENGALI_RULE: {
  readonly city: typeof NEW_DELHI;
  readonly midnightZone: MidnightZone;
  readonly midnightZoneByRashi: Readonly<Record<number, Partial<MidnightZone>>>;
  readonly convention: string;
} = {
  city: NEW_DELHI,
  midnightZone: { fromMinutes: 0, toMinutes: 25 },
  midnightZoneByRashi: {
    4: { toMinutes: 32 }, // Karka
    6: { fromMinutes: -4 }, // Kanya
    7: { fromMinutes: -21, toMinutes: 23 }, // Tula
    9: { fromMinutes: -11 }, // Dhanu
  },
  convention: 'midnight IST, tithi rule 00:00-00:24 (New Delhi sunrise)',
};
