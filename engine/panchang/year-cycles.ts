/**
 * Samvatsara (North and South), ritu and ayana of a day (tables/panchang/year-cycles.ts holds the rules and sources).
 * Pure functions of values the day already has: the eras at sunrise, the lunar month, the Sun's longitudes.
 */
import type { GlobalYear } from '../astro/global-year.ts';
import {
  BARHASPATYA_EPOCH_JD_UT,
  BARHASPATYA_EPOCH_NUMBER,
  BARHASPATYA_PERIOD_DAYS,
  DRIK_RITU_START_DEG,
  RITU_SPAN_DEG,
  SOUTH_SAMVATSARA_SAKA_OFFSET,
} from '../../tables/panchang/year-cycles.ts';

const MS_PER_DAY = 86_400_000;
const JD_UNIX_EPOCH = 2440587.5;
/** The sidereal year: one Mesha sankranti to the next, within minutes. */
const SIDEREAL_YEAR_MS = 365.25636 * MS_PER_DAY;
const MESHA = 1;

const wrap60 = (n: number) => ((((n - 1) % 60) + 60) % 60) + 1;

/** South Indian (luni-solar) samvatsara, 1 = Prabhava, of a Saka year as printed (expired). */
export const southSamvatsara = (shaka: number): number => wrap60(shaka + SOUTH_SAMVATSARA_SAKA_OFFSET + 1);

/** The Barhaspatya samvatsara running at an instant. */
export function barhaspatyaAt(utcMs: number): number {
  const jd = utcMs / MS_PER_DAY + JD_UNIX_EPOCH;
  return wrap60(BARHASPATYA_EPOCH_NUMBER + Math.floor((jd - BARHASPATYA_EPOCH_JD_UT) / BARHASPATYA_PERIOD_DAYS));
}

/**
 * North Indian samvatsara of the Vikram year current at a sunrise: the Barhaspatya one running at the Mesha sankranti
 * of the Gregorian year the Vikram year began in (`vikram - 57`). The table holds its own year's Mesha sankranti; a
 * January-March day of a Vikram year begun the year before steps back one sidereal year (minutes off, against a
 * margin of a day or more between a Mesha sankranti and a Barhaspatya boundary in 1900-2100).
 */
export function northSamvatsara(table: GlobalYear, vikram: number): number {
  let byVikram = northCache.get(table);
  if (!byVikram) northCache.set(table, (byVikram = new Map()));
  let n = byVikram.get(vikram);
  if (n === undefined) byVikram.set(vikram, (n = computeNorthSamvatsara(table, vikram)));
  return n;
}

/** Two Vikram years touch a table: each is computed once. */
const northCache = new WeakMap<GlobalYear, Map<number, number>>();

function computeNorthSamvatsara(table: GlobalYear, vikram: number): number {
  const signs = table.series.sun_rashi;
  const startYear = vikram - 57;
  for (let i = 0; i < signs.utcMs.length; i++) {
    if (signs.indices[i] !== MESHA || new Date(signs.utcMs[i]).getUTCFullYear() !== table.year) continue;
    return barhaspatyaAt(signs.utcMs[i] - (table.year - startYear) * SIDEREAL_YEAR_MS);
  }
  throw new RangeError(`no Mesha sankranti in the ${table.year} table`);
}

/** Vedic ritu (1 = Vasanta .. 6 = Shishira) of an amanta month (1 = Chaitra). */
export const vedicRitu = (amantaMonth: number): number => Math.ceil(amantaMonth / 2);

/** Drik ritu (1 = Vasanta .. 6) of the Sun's tropical longitude. */
export const drikRitu = (tropicalSunDeg: number): number =>
  Math.floor(((((tropicalSunDeg - DRIK_RITU_START_DEG) % 360) + 360) % 360) / RITU_SPAN_DEG) + 1;

export type Ayana = 'uttarayana' | 'dakshinayana';

/** Vedic ayana: Uttarayana while the sidereal Sun is in Makara .. Mithuna (270°-90°). */
export const vedicAyana = (siderealSunDeg: number): Ayana => halfOf(siderealSunDeg);
/** Drik ayana: Uttarayana from the December solstice to the June one (tropical 270°-90°). */
export const drikAyana = (tropicalSunDeg: number): Ayana => halfOf(tropicalSunDeg);

function halfOf(deg: number): Ayana {
  const d = ((deg % 360) + 360) % 360;
  return d >= 270 || d < 90 ? 'uttarayana' : 'dakshinayana';
}

export interface YearCycles {
  readonly samvatsara: { readonly north: number; readonly south: number };
  readonly ritu: { readonly vedic: number; readonly drik: number };
  readonly ayana: { readonly vedic: Ayana; readonly drik: Ayana };
}

/** The day's cycles from its sunrise values. */
export function yearCycles(
  table: GlobalYear,
  eras: { vikram: number; shaka: number },
  amantaMonth: number,
  atSunrise: { sunDeg: number; ayanamsaDeg: number },
): YearCycles {
  const tropical = atSunrise.sunDeg + atSunrise.ayanamsaDeg;
  return {
    samvatsara: { north: northSamvatsara(table, eras.vikram), south: southSamvatsara(eras.shaka) },
    ritu: { vedic: vedicRitu(amantaMonth), drik: drikRitu(tropical) },
    ayana: { vedic: vedicAyana(atSunrise.sunDeg), drik: drikAyana(tropical) },
  };
}
