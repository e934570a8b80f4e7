// Input and output shapes of the jyotish engine. Output field names follow seed 000 (snake_case,
// `degree`, `degree_in_sign`, ...); every display name sits beside a stable machine key.
import type { GrahaKey, ProseLang } from '../../tables/names/index.ts';

export type { GrahaKey, ProseLang };

export interface GrahaPosition {
  /** Sidereal (Lahiri) ecliptic longitude, 0-360. */
  lonSidDeg: number;
  latDeg: number;
  /** Daily motion in longitude; negative means retrograde. */
  speedDegPerDay: number;
}

/** What the astro core hands to this engine: nothing here computes positions. */
export interface ChartPositions {
  /** Birth instant, UTC epoch milliseconds. */
  utcMs: number;
  /** Sidereal ascendant, 0-360 (Lahiri). */
  lagnaSidDeg: number;
  /** rahu = true node, ketu = rahu + 180. */
  grahas: Record<GrahaKey, GrahaPosition>;
}

export interface RashiRef {
  number: number;
  key: string;
  name: string;
}
/** `lord` is the display name of the Vimshottari lord, `lord_key` its machine key (as in HouseEntry). */
export interface NakshatraRef {
  number: number;
  key: string;
  name: string;
  pada: number;
  lord: string;
  lord_key: GrahaKey;
}

export interface GrahaEntry {
  key: GrahaKey;
  name: string;
  longitude: number;
  degree_in_sign: number;
  latitude: number;
  speed_deg_per_day: number;
  rashi: RashiRef;
  /** Whole-sign house from the lagna, 1-12. */
  house: number;
  nakshatra: NakshatraRef;
  retrograde: boolean;
}

export interface HouseEntry {
  house: number;
  /** Display name of the sign on the house (seed: string). */
  rashi: string;
  rashi_number: number;
  rashi_key: string;
  /** Display name of the sign lord (seed: string). */
  lord: string;
  lord_key: GrahaKey;
}

export interface ChartPlacement {
  graha: string;
  graha_key: GrahaKey;
  rashi: RashiRef;
  house: number;
}

export interface DivisionalChart {
  varga: string;
  name: string;
  lagna: { rashi: RashiRef };
  positions: ChartPlacement[];
}

/** Conventions behind every number (goes to meta.calculation). */
export interface Calculation {
  zodiac: 'sidereal';
  ayanamsa: 'lahiri';
  house_system: 'whole_sign';
  node: 'true';
  retrograde_rule: string;
}

export interface LagnaEntry {
  /** Absolute sidereal longitude, 0-360 (DESIGN.md). */
  degree: number;
  degree_in_sign: number;
  rashi: RashiRef;
  nakshatra: NakshatraRef;
}

export interface Kundli {
  lagna: LagnaEntry;
  grahas: GrahaEntry[];
  houses: HouseEntry[];
  charts: { D1: DivisionalChart };
  calculation: Calculation;
}
