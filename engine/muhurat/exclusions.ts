/**
 * Period exclusions of a muhurta search (issue #30): which reasons shut a Hindu day for an activity, judged at the
 * day's sunrise as almanacs judge a day. Pure: the year's global table and an instant in, reasons out.
 */
import { Body } from 'astronomy-engine';
import { elementFromTable, siderealLongitudesAt, type GlobalYear } from '../astro/global-year.ts';
import { diffDeg, planetApparent, sunApparent } from '../astro/positions.ts';
import { astroTime } from '../astro/time.ts';
import { lunarMonthAt } from '../panchang/lunar-month.ts';
import { COMBUST_ORB_DEG, type ActivityRules, type ExclusionKey, type RegionKey } from '../../tables/muhurat/rules.ts';

const KHARMAS_SUN_SIGNS = [9, 12];
const SIMHA = 5;
/** Amanta months: 4 Ashadha, 6 Bhadrapada, 8 Kartika, 12 Phalguna. */
const ASHADHA = 4,
  BHADRAPADA = 6,
  KARTIKA = 8,
  PHALGUNA = 12;
const SHUKLA_EKADASHI = 11,
  SHUKLA_ASHTAMI = 8,
  PURNIMA = 15,
  KRISHNA_PRATIPADA = 16;

/** What a sunrise needs for every exclusion test, computed once per day. */
export interface SunriseState {
  readonly sunSign: number;
  readonly tithi: number;
  readonly amantaMonth: number;
  readonly adhik: boolean;
  /** Elongations from the Sun (degrees, unsigned) and Jupiter's sidereal sign. */
  readonly venusElongationDeg: number;
  readonly jupiterElongationDeg: number;
  readonly jupiterSign: number;
}

export function sunriseState(table: GlobalYear, sunriseUtcMs: number): SunriseState {
  const t = astroTime(sunriseUtcMs);
  const sunLon = sunApparent(t).lonDeg;
  const jupiterLon = planetApparent(Body.Jupiter, t).lonDeg;
  const { ayanamsaDeg } = siderealLongitudesAt(table, sunriseUtcMs);
  const month = lunarMonthAt(table, sunriseUtcMs);
  return {
    sunSign: elementFromTable(table.series.sun_rashi, sunriseUtcMs),
    tithi: elementFromTable(table.series.tithi, sunriseUtcMs),
    amantaMonth: month.amantaNumber,
    adhik: month.adhik,
    venusElongationDeg: Math.abs(diffDeg(planetApparent(Body.Venus, t).lonDeg, sunLon)),
    jupiterElongationDeg: Math.abs(diffDeg(jupiterLon, sunLon)),
    jupiterSign: (Math.floor((((jupiterLon - ayanamsaDeg) % 360) + 360) / 30) % 12) + 1,
  };
}

/** Devshayani (Ashadha Shukla 11) to Prabodhini (Kartika Shukla 11), both inclusive; an adhik month inside counts too. */
function inChaturmas(s: SunriseState): boolean {
  const m = s.amantaMonth;
  if (m === ASHADHA) return !s.adhik && s.tithi >= SHUKLA_EKADASHI;
  if (m === KARTIKA) return s.tithi <= SHUKLA_EKADASHI;
  return m > ASHADHA && m < KARTIKA;
}

const TESTS: Readonly<Record<ExclusionKey, (s: SunriseState, rules: ActivityRules, region: RegionKey) => boolean>> = {
  kharmas: (s) => KHARMAS_SUN_SIGNS.includes(s.sunSign),
  chaturmas: inChaturmas,
  venus_combust: (s) => s.venusElongationDeg < COMBUST_ORB_DEG.venus,
  jupiter_combust: (s) => s.jupiterElongationDeg < COMBUST_ORB_DEG.jupiter,
  holashtak: (s) => s.amantaMonth === PHALGUNA && !s.adhik && s.tithi >= SHUKLA_ASHTAMI && s.tithi <= PURNIMA,
  adhik_maas: (s) => s.adhik,
  pitru_paksha: (s) => s.amantaMonth === BHADRAPADA && !s.adhik && s.tithi >= KRISHNA_PRATIPADA,
  simhastha_jupiter: (s) => s.jupiterSign === SIMHA,
  month_not_favourable: (s, rules, region) =>
    !rules.sunSigns.byRegion[region].includes(s.sunSign) ||
    (rules.lunarMonths !== undefined && !rules.lunarMonths.allowed.includes(s.amantaMonth)),
};

/** The exclusions an activity observes in a region: its own list, the region's additions, and its months. */
export function exclusionsOf(rules: ActivityRules, region: RegionKey): ExclusionKey[] {
  return [...rules.exclusions, ...(rules.regionalExclusions?.[region] ?? []), 'month_not_favourable'];
}

/** Every reason that shuts the day (empty: the day is open). */
export function dayExclusions(s: SunriseState, rules: ActivityRules, region: RegionKey): ExclusionKey[] {
  return exclusionsOf(rules, region).filter((key) => TESTS[key](s, rules, region));
}

/**
 * The periods an activity only warns of (rules.periodCautions) that hold at this sunrise: a window inside one carries
 * it as a caution instead of the day being shut.
 */
export function dayPeriodCautions(s: SunriseState, rules: ActivityRules, region: RegionKey): ExclusionKey[] {
  return (rules.periodCautions ?? []).filter((key) => TESTS[key](s, rules, region));
}
