// What a kundli booklet prints about the moment of birth besides the chart: the five angas current at the birth
// instant (tithi, vara, nakshatra, yoga, karana), the avakahada chakra (varna, vashya, yoni, gana, nadi of the Moon,
// the nakshatra's lord, the paya) and which grahas are combust. Machine keys only; the API names them.
import { buildBodyGrid } from '../astro/ephemeris-grid.ts';
import { findRiseSet, makeObserver } from '../astro/riseset.ts';
import { utcToLocal } from '../astro/zone.ts';
import { COMBUSTION_ORB_DEG } from '../../tables/jyotish/combustion.ts';
import { PAYA_BY_MOON_HOUSE, type Paya } from '../../tables/jyotish/paya.ts';
import type { Gana, Nadi, Varna, Vashya, Yoni } from '../../tables/jyotish/koota-attributes.ts';
import { NAKSHATRAS, TITHIS, VARA_KEYS, YOGA_KEYS, karanaOfIndex } from '../../tables/names/index.ts';
import type { NakshatraKey, TithiKey, VaraKey, YogaKey } from '../../tables/names/keys.ts';
import { moonProfile } from './matching/moon-profile.ts';
import type { ChartPositions, GrahaKey } from './types.ts';
import { houseFrom, nakshatraOf, normDeg, rashiOf } from './zodiac.ts';

export interface BirthPanchang {
  tithi: { number: number; paksha: 'shukla' | 'krishna'; name_key: TithiKey };
  /** The weekday of the Hindu day (sunrise to sunrise) the birth falls in. */
  vara: { key: VaraKey; sunrise_utc_ms: number | null };
  nakshatra: { number: number; key: NakshatraKey; pada: number; lord_key: GrahaKey };
  yoga: { number: number; key: YogaKey };
  karana: { key: string };
}

export interface Avakahada {
  varna: Varna;
  vashya: Vashya;
  yoni: Yoni;
  gana: Gana;
  nadi: Nadi;
  nakshatra_lord: GrahaKey;
  rashi_lord: GrahaKey;
  paya: Paya;
}

const HOUR_MS = 3_600_000;
/** The Sun's path is smooth enough that a 3-hour grid finds its rise within a second; the weekday needs far less. */
const SUN_GRID_STEP_MS = 3 * HOUR_MS;
const YOGA_DEG = 360 / 27;

/**
 * The last sunrise at or before the birth, within 36 hours; null where the Sun does not rise (polar day or night).
 * A grid of the Sun's own over three and a half days, as the solar calendars build for a single day.
 */
export function sunriseBefore(utcMs: number, latDeg: number, lonDeg: number): number | null {
  const grid = buildBodyGrid('sun', utcMs - 48 * HOUR_MS, utcMs + 36 * HOUR_MS, SUN_GRID_STEP_MS);
  const obs = makeObserver({ latitudeDeg: latDeg, longitudeDeg: lonDeg });
  let last: number | null = null;
  for (let t = findRiseSet(grid, obs, 'rise', utcMs - 36 * HOUR_MS, utcMs); t !== null; ) {
    last = t;
    t = findRiseSet(grid, obs, 'rise', t + HOUR_MS, utcMs);
  }
  return last;
}

/**
 * The angas at the birth instant from the sidereal Sun and Moon (the difference and sum are the same in the tropical
 * frame less the ayanamsa, so the chart's own longitudes serve). The vara is that of the local date of the sunrise
 * that opened the Hindu day; without a sunrise, the civil weekday.
 */
export function birthPanchang(positions: ChartPositions, latDeg: number, lonDeg: number, zone: string): BirthPanchang {
  const sun = positions.grahas.surya.lonSidDeg;
  const moon = positions.grahas.chandra.lonSidDeg;
  const elongation = normDeg(moon - sun);
  const tithiNumber = Math.min(30, Math.floor(elongation / 12) + 1);
  const tithi = TITHIS[tithiNumber - 1]!;
  const nak = nakshatraOf(moon);
  const yogaNumber = Math.min(27, Math.floor(normDeg(sun + moon) / YOGA_DEG) + 1);
  const karana = karanaOfIndex(Math.min(59, Math.floor(elongation / 6)));
  const sunrise = sunriseBefore(positions.utcMs, latDeg, lonDeg);
  const local = utcToLocal(zone, sunrise ?? positions.utcMs);
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  return {
    tithi: { number: tithiNumber, paksha: tithi.paksha, name_key: tithi.nameKey },
    vara: { key: VARA_KEYS[weekday]!, sunrise_utc_ms: sunrise },
    nakshatra: {
      number: nak.number,
      key: NAKSHATRAS[nak.number - 1]!.key as NakshatraKey,
      pada: nak.pada,
      lord_key: NAKSHATRAS[nak.number - 1]!.lord,
    },
    yoga: { number: yogaNumber, key: YOGA_KEYS[yogaNumber - 1]! },
    karana: { key: karana.key },
  };
}

/** The avakahada chakra of a birth: the Moon's koota attributes, its lords, and the paya by its house. */
export function avakahada(positions: ChartPositions): Avakahada {
  const m = moonProfile(positions.grahas.chandra.lonSidDeg);
  const moonHouse = houseFrom(m.rashi, rashiOf(positions.lagnaSidDeg));
  return {
    varna: m.varna,
    vashya: m.vashya,
    yoni: m.yoni,
    gana: m.gana,
    nadi: m.nadi,
    nakshatra_lord: NAKSHATRAS[m.nakshatra - 1]!.lord,
    rashi_lord: m.rashiLord,
    paya: PAYA_BY_MOON_HOUSE[moonHouse - 1]!,
  };
}

/** Grahas within their combustion orb of the Sun (tables/jyotish/combustion.ts), in classical order. */
export function combustGrahas(positions: ChartPositions): GrahaKey[] {
  const sun = positions.grahas.surya.lonSidDeg;
  const out: GrahaKey[] = [];
  for (const [key, orb] of Object.entries(COMBUSTION_ORB_DEG) as [GrahaKey, { direct: number; retrograde: number }][]) {
    const g = positions.grahas[key];
    const distance = Math.abs(((g.lonSidDeg - sun + 540) % 360) - 180);
    if (distance < (g.speedDegPerDay < 0 ? orb.retrograde : orb.direct)) out.push(key);
  }
  return out;
}
