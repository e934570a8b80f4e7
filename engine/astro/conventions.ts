/**
 * Calculation conventions as one typed value. A profile names a set of them; the engine takes the value and never
 * reads a global, so two profiles can run side by side in one process. `conventionsMetadata` is the plain object an
 * answer can carry (`data.metadata.conventions`) so that a user who sees a one-minute difference can tell why.
 *
 * Two profiles (docs/drik-parity.md has the measurements behind them):
 * - `swiss_ephemeris` (default): what Swiss Ephemeris computes with its DE431 files, SE_SIDM_LAHIRI and its default
 *   rise/set. It is the project's contract (DESIGN.md) and every accuracy target is measured against it.
 * - `drik`: reproduces Drik Panchang's published instants more closely, measured on its calendar and printed minutes:
 *   the ΔT its element ends imply (SE's observed table before 2000, then the Morrison & Stephenson 2004 parabola − 20 s,
 *   + 20 s from 2020: Drik's ends step 40 s earlier at 2020), sidereal longitudes that keep nutation (apparent longitude
 *   minus a mean Lahiri 24″ above SE's, Drik's displayed value; tithi ends pin ΔT, yoga and nakshatra ends then the
 *   ayanamsa: docs/drik-parity.md, "Element ends: one model for all four"), and the almanacs' sunrise (the upper limb
 *   with a fixed 16′ semi-diameter and 34′ of refraction: the centre 50′ down) with Drik's transit term in rise and set
 *   (−0.23 d × the equation of time's rate, fitted on odd days of Drik's month pages: `npm run parity:fit`).
 */
import { DELTA_T_FIRST_YEAR, DELTA_T_SECONDS_BY_YEAR } from '../../tables/delta-t.ts';
import { deltaTSeconds, utDaysFromUtcMs } from './time.ts';
import { FESTIVAL_RULESET_VERSION } from '../../tables/festivals/version.ts';

export type ProfileId = 'swiss_ephemeris' | 'drik';

/** Where ΔT (TT − UT) comes from. Rise and set hardly move with ΔT (the Sun moves 0.04″/s); element ends move 1 s per s. */
export type DeltaTSource = 'swiss_ephemeris_2.10_table' | 'morrison_stephenson_2004_parabola' | 'drik_month_pages_fit';

/**
 * How the Moon's rise and set are reckoned. `topocentric_upper_limb`: the topocentric Moon (parallax included) with
 * its true topocentric semi-diameter, upper limb on the Sun's horizon and refraction (SE's rise/set). `geocentric_centre`:
 * the geocentric Moon's centre on the celestial horizon (no parallax, semi-diameter or refraction), the Moon's
 * position taken at UT + `deltaT`'s ΔT. The window says which events a date shows: those of the civil date, or the
 * first after the date's sunrise and before the next (the Hindu day, as Drik Panchang prints them).
 */
export interface MoonriseConvention {
  readonly point: 'topocentric_upper_limb' | 'geocentric_centre';
  readonly window: 'civil_date' | 'sunrise_to_sunrise';
  /** The ΔT of the Moon's position (the profile's); absent: the engine's own (SE's table). */
  readonly deltaT?: DeltaTSource;
}

export interface SunriseConvention {
  /** Which point of the disc touches the horizon. */
  readonly limb: 'upper' | 'centre';
  /** Refraction at the horizon, arcminutes (SE's default at 1013.25 hPa and 0 °C lowers the horizon by 36.73′). */
  readonly refractionArcmin: number;
  readonly refractionModel: string;
  /** The horizon is the sea-level one: no dip for the observer's elevation. */
  readonly horizon: 'sea_level_no_dip';
  /**
   * A fixed semi-diameter for the Sun (arcminutes), as almanacs use 16′ (so the disc centre is 34′ + 16′ = 50′ below
   * the horizon; Swiss Ephemeris' SE_BIT_FIXED_DISC_SIZE gives 15.99′); absent: the Sun's true semi-diameter at the
   * instant (15.7′-16.3′). The Moon's stays its true one.
   */
  readonly sunSemidiameterArcmin?: number;
  /**
   * Drik Panchang's rise and set lead a standard computation by this many days times the equation of time's rate:
   * ours − Drik ≈ lag × dE/dt, a transit-time term of ±2-6 s that moves rise and set alike (so not refraction or the
   * disc, which move them apart) and leaves element ends alone. Fitted on odd days of Drik's month pages and held out
   * on even days (`npm run parity:fit`); it reads as the equation of time taken about 5.5 hours after the event, but
   * Drik does not publish its method. Absent: none (SE's rise/set).
   */
  readonly transitLagDays?: number;
  /** The Moon's rise and set; absent: the topocentric upper limb on this horizon, on the civil date (SE's). */
  readonly moon?: MoonriseConvention;
}

export interface Conventions {
  readonly profile: ProfileId;
  readonly ephemeris: string;
  readonly deltaT: DeltaTSource;
  readonly sunrise: SunriseConvention;
  readonly ayanamsa: {
    readonly variant: string;
    /** Added to SE_SIDM_LAHIRI's mean value. */
    readonly offsetArcsec: number;
    /** `cancelled`: sidereal = apparent − (mean ayanamsa + Δψ), SE's SEFLG_SIDEREAL; `kept`: apparent − mean ayanamsa. */
    readonly nutation: 'cancelled' | 'kept';
  };
  readonly node: 'true_osculating';
  readonly monthSystem: 'amanta';
  readonly festivalRulesetVersion: string;
}

const SE_SUNRISE: SunriseConvention = {
  limb: 'upper',
  refractionArcmin: 36.73,
  refractionModel: 'Swiss Ephemeris default (1013.25 hPa, 0 °C)',
  horizon: 'sea_level_no_dip',
};
/** Fitted on odd days of Drik's 2025-2030 New Delhi month pages (npm run parity:fit; docs/drik-parity.md). */
const DRIK_TRANSIT_LAG_DAYS = 0.23;
const EPHEMERIS = 'astronomy-engine 2.1 (VSOP87 Sun, lunar series), fitted to Swiss Ephemeris DE431 within seconds';

export const PROFILES: Readonly<Record<ProfileId, Conventions>> = {
  swiss_ephemeris: {
    profile: 'swiss_ephemeris',
    ephemeris: EPHEMERIS,
    deltaT: 'swiss_ephemeris_2.10_table',
    sunrise: SE_SUNRISE,
    ayanamsa: { variant: 'SE_SIDM_LAHIRI (true, with nutation)', offsetArcsec: 0, nutation: 'cancelled' },
    node: 'true_osculating',
    monthSystem: 'amanta',
    festivalRulesetVersion: FESTIVAL_RULESET_VERSION,
  },
  drik: {
    profile: 'drik',
    ephemeris: EPHEMERIS,
    deltaT: 'drik_month_pages_fit',
    sunrise: {
      limb: 'upper',
      refractionArcmin: 34,
      refractionModel: 'fixed 34′ (USNO standard)',
      horizon: 'sea_level_no_dip',
      sunSemidiameterArcmin: 16,
      transitLagDays: DRIK_TRANSIT_LAG_DAYS,
      // Fitted on odd days of Drik's Bengaluru day pages, held out on even days (npm run parity:moon).
      moon: { point: 'geocentric_centre', window: 'sunrise_to_sunrise', deltaT: 'morrison_stephenson_2004_parabola' },
    },
    ayanamsa: {
      variant: "mean Lahiri, SE_SIDM_LAHIRI + 24″, nutation not cancelled (as Drik Panchang's printed ends imply)",
      offsetArcsec: 24,
      nutation: 'kept',
    },
    node: 'true_osculating',
    monthSystem: 'amanta',
    festivalRulesetVersion: FESTIVAL_RULESET_VERSION,
  },
};

export const DEFAULT_PROFILE: ProfileId = 'swiss_ephemeris';
/** The profile ids as a non-empty tuple (what a schema's enum takes). */
export const PROFILE_IDS = Object.keys(PROFILES) as [ProfileId, ...ProfileId[]];
export const DEFAULT_CONVENTIONS = PROFILES[DEFAULT_PROFILE];

export const isProfileId = (value: string): value is ProfileId => Object.hasOwn(PROFILES, value);

const MS_PER_DAY = 86_400_000;
const DAYS_PER_JULIAN_YEAR = 365.25;
const J2000_UTC_MS = Date.UTC(2000, 0, 1, 12);
const decimalYear = (utcMs: number) => 2000 + (utcMs - J2000_UTC_MS) / MS_PER_DAY / DAYS_PER_JULIAN_YEAR;

/** ΔT of SE 2.10's table, linear inside a year (the same table time.ts hands to astronomy-engine); null outside it. */
function swissTableDeltaT(year: number): number | null {
  const i = Math.floor(year - DELTA_T_FIRST_YEAR);
  if (i < 0 || i + 1 >= DELTA_T_SECONDS_BY_YEAR.length) return null;
  const f = year - DELTA_T_FIRST_YEAR - i;
  return DELTA_T_SECONDS_BY_YEAR[i] + f * (DELTA_T_SECONDS_BY_YEAR[i + 1] - DELTA_T_SECONDS_BY_YEAR[i]);
}

/** Morrison & Stephenson (2004) long-term parabola: ΔT = −20 + 32 u², u = (year − 1820) / 100 centuries. */
export function morrisonStephenson2004DeltaT(year: number): number {
  const u = (year - 1820) / 100;
  return -20 + 32 * u * u;
}

/**
 * The ΔT that Drik Panchang's element ends imply, read off the day panchang of its New Delhi month pages 1900-2050
 * (docs/drik-parity.md, "Element ends: one model for all four"): the observed ΔT (SE's table) until 2000; from 2000 the
 * Morrison & Stephenson parabola 20 s lower, which meets the table there and grows as Drik's does (about 1.2 s a year,
 * where the observed ΔT grew 0.3 s); from 1 January 2020 the parabola 20 s higher (Drik's ends step 40 s earlier between
 * its December 2019 and January 2020 pages). The two 20 s are fitted on odd months and held out on even ones.
 */
export const DRIK_DELTA_T = { parabolaFromYear: 2000, stepYear: 2020, beforeStepS: -20, fromStepS: 20 } as const;

/** Drik's ΔT at an instant (null before 2000: the engine's own table); the step falls at 2020-01-01 00:00 UTC. */
function drikDeltaT(utcMs: number): number | null {
  const year = decimalYear(utcMs);
  if (year < DRIK_DELTA_T.parabolaFromYear) return null;
  const stepped = new Date(utcMs).getUTCFullYear() >= DRIK_DELTA_T.stepYear;
  return morrisonStephenson2004DeltaT(year) + (stepped ? DRIK_DELTA_T.fromStepS : DRIK_DELTA_T.beforeStepS);
}

/**
 * How many seconds the convention's ΔT exceeds the engine's own (SE's table, Espenak-Meeus outside it) at an instant.
 * Positions are functions of TT, so a larger ΔT moves every element end that much earlier in UT. The parabola alone
 * counts only inside the table's span (zero outside it, as before); Drik's fit holds to 2099.
 */
export function deltaTExcessSeconds(source: DeltaTSource, utcMs: number): number {
  if (source === 'swiss_ephemeris_2.10_table') return 0;
  if (source === 'drik_month_pages_fit') {
    const drik = drikDeltaT(utcMs);
    return drik === null ? 0 : drik - deltaTSeconds(utDaysFromUtcMs(utcMs));
  }
  const year = decimalYear(utcMs);
  const table = swissTableDeltaT(year);
  return table === null ? 0 : morrisonStephenson2004DeltaT(year) - table;
}

/** Which point of the Sun's disc touches the horizon, in words: "upper limb", "disc centre", or with a fixed radius. */
export function sunriseLimbWords(s: SunriseConvention): string {
  if (s.limb === 'centre') return 'disc centre';
  if (s.sunSemidiameterArcmin === undefined) return 'upper limb';
  const centreBelow = s.refractionArcmin + s.sunSemidiameterArcmin;
  return `upper limb (a fixed ${s.sunSemidiameterArcmin}′ semi-diameter: the disc centre ${centreBelow}′ below the horizon)`;
}

/** The transit term of a sunrise convention in words ('' when it has none), to follow the horizon's description. */
export function sunriseTransitWords(s: SunriseConvention): string {
  if (!s.transitLagDays) return '';
  return `; rise and set moved by −${s.transitLagDays} d × the equation of time's rate (Drik's transit term, ±6 s)`;
}

const DELTA_T_WORDS: Record<DeltaTSource, string> = {
  'swiss_ephemeris_2.10_table': "ΔT of Swiss Ephemeris 2.10's table",
  morrison_stephenson_2004_parabola: 'ΔT of the Morrison & Stephenson 2004 parabola',
  drik_month_pages_fit:
    "ΔT as Drik Panchang's ends imply: SE 2.10's table before 2000, the Morrison & Stephenson 2004 parabola − 20 s in 2000-2019 and + 20 s from 2020",
};

/** How the Moon's rise and set are reckoned under a convention (riseset.ts), in words; no transit term either way. */
export function moonriseWords(s: SunriseConvention): string {
  const window =
    s.moon?.window === 'sunrise_to_sunrise'
      ? '; a date shows the first rise and set after its sunrise and before the next (the Hindu day)'
      : '; a date shows the rise and set of its civil day';
  if (s.moon?.point === 'geocentric_centre') {
    const dt = s.moon.deltaT ? ` (the Moon taken at UT + ${DELTA_T_WORDS[s.moon.deltaT]})` : '';
    return `the geocentric Moon's centre on the celestial horizon${dt}: no parallax, semi-diameter, refraction or dip${window}`;
  }
  const point = s.limb === 'centre' ? 'centre' : 'upper limb (its true topocentric semi-diameter)';
  return `the topocentric Moon's ${point} on a sea-level horizon lowered by ${s.refractionArcmin}′ of refraction; parallax included, no dip${window}`;
}

/** The conventions as an answer shows them (snake_case, values with units), e.g. in `data.metadata.conventions`. */
export function conventionsMetadata(c: Conventions, ayanamsaDegAtSunrise?: number) {
  return {
    profile: c.profile,
    ephemeris: c.ephemeris,
    delta_t_source: c.deltaT,
    sunrise_definition: `${sunriseLimbWords(c.sunrise)} on the horizon${sunriseTransitWords(c.sunrise)}`,
    refraction: `${c.sunrise.refractionArcmin}′ at the horizon (${c.sunrise.refractionModel}), sea level, no dip`,
    moonrise_definition: moonriseWords(c.sunrise),
    ayanamsa: c.ayanamsa.variant,
    ...(ayanamsaDegAtSunrise === undefined ? {} : { ayanamsa_value_deg: Math.round(ayanamsaDegAtSunrise * 1e6) / 1e6 }),
    node_type: 'true (osculating) node',
    month_system: c.monthSystem,
    festival_ruleset_version: c.festivalRulesetVersion,
  };
}
