/**
 * Calendar eras (reference/panchang-rules.md 6): Vikram and Shaka samvat change at Chaitra Shukla Pratipada
 * (the chaitradi rule; Drik moves Vikram earlier, at purnimanta Chaitra), Bengali (West Bengal, sankranti
 * based, decided on the IST clock), Hijri (tabular, civil epoch).
 */
import { elementFromTable, type GlobalYear } from '../astro/global-year.ts';
import { buildBodyGrid } from '../astro/ephemeris-grid.ts';
import { findRiseSet, makeObserver } from '../astro/riseset.ts';
import { lunarMonthAt } from './lunar-month.ts';
import { BENGALI_RULE } from '../../tables/panchang/solar-calendars.ts';
import { almanacSankrantis, istDayOf, istMidnightUtcMs } from './solar-calendars.ts';

const NEW_MOON_TITHI = 1;

const chaitraStarts = new WeakMap<GlobalYear, { startUtcMs: number; endUtcMs: number }>();

/** Chaitra Shukla Pratipada of `year` (the tithi opening the nija Chaitra): its start and end, UTC; once per table. */
function chaitraPratipada(table: GlobalYear): { startUtcMs: number; endUtcMs: number } {
  let span = chaitraStarts.get(table);
  if (span === undefined) {
    span = findChaitraPratipada(table);
    chaitraStarts.set(table, span);
  }
  return span;
}

function findChaitraPratipada(table: GlobalYear): { startUtcMs: number; endUtcMs: number } {
  const tithi = table.series.tithi;
  const from = Date.UTC(table.year, 1, 1),
    to = Date.UTC(table.year, 4, 15);
  for (let i = 0; i + 1 < tithi.utcMs.length; i++) {
    const t = tithi.utcMs[i];
    if (tithi.indices[i] !== NEW_MOON_TITHI || t < from || t > to) continue;
    const month = lunarMonthAt(table, t + 3_600_000);
    if (month.amantaNumber === 1 && !month.adhik) return { startUtcMs: t, endUtcMs: tithi.utcMs[i + 1] };
  }
  throw new RangeError(`no Chaitra Shukla Pratipada found in ${table.year}`);
}

/**
 * Eras current on a Hindu day (sunrise to next sunrise). The year turns on the day of Ugadi / Gudi Padwa: the first
 * day whose sunrise falls in Chaitra Shukla Pratipada or, when the Pratipada touches no sunrise (kshaya: it begins
 * after one sunrise and ends before the next, as on 19 March 2026), the day it begins, as the almanacs and the
 * festival rule keep Ugadi then. Without `nextSunriseUtcMs` only the sunrise is looked at.
 */
export function samvats(
  table: GlobalYear,
  sunriseUtcMs: number,
  nextSunriseUtcMs?: number,
): { vikram: number; shaka: number } {
  const p = chaitraPratipada(table);
  const kshayaDay = nextSunriseUtcMs !== undefined && p.startUtcMs < nextSunriseUtcMs && p.endUtcMs <= nextSunriseUtcMs;
  const newYear = sunriseUtcMs >= p.startUtcMs || kshayaDay;
  return { vikram: table.year + (newYear ? 57 : 56), shaka: table.year - (newYear ? 78 : 79) };
}

// ---- Hijri: the arithmetical ("Kuwaiti") calendar, 30-year cycle, civil epoch JD 1948439.5 (Friday 16 July 622).
const HIJRI_EPOCH_JD = 1948439.5;

function hijriToJd(y: number, m: number, d: number): number {
  return d + Math.ceil(29.5 * (m - 1)) + (y - 1) * 354 + Math.floor((3 + 11 * y) / 30) + HIJRI_EPOCH_JD - 1;
}

/** Tabular Hijri date of a civil (Gregorian) date. */
export function hijriFromCivil(year: number, month: number, day: number): { year: number; month: number; day: number } {
  const jd = Date.UTC(year, month - 1, day) / 86_400_000 + 2440587.5;
  const y = Math.floor((30 * (jd - HIJRI_EPOCH_JD) + 10646) / 10631);
  const m = Math.min(12, Math.ceil((jd - (29 + hijriToJd(y, 1, 1))) / 29.5) + 1);
  return { year: y, month: m, day: jd - hijriToJd(y, m, 1) + 1 };
}

// ---- Bengali (West Bengal traditional): the sidereal solar month, day 1 decided from the sankranti on IST.
const KARKA = 4,
  MAKARA = 10;
const POUSH = 9;

/** Sunrise at the tithi rule's city on a civil day (only for a sankranti in the midnight zone), on a grid of its own. */
function tithiRuleSunriseUtcMs(civilDay: number): number {
  const dayStart = istMidnightUtcMs(civilDay);
  const grid = buildBodyGrid('sun', dayStart - 86_400_000, dayStart + 2 * 86_400_000);
  const sunrise = findRiseSet(grid, makeObserver(BENGALI_RULE.city), 'rise', dayStart, dayStart + 86_400_000);
  if (sunrise === null) throw new RangeError(`no sunrise at ${BENGALI_RULE.city.key}`);
  return sunrise;
}

/**
 * Day number (days since 1970-01-01) of day 1 of the Bengali month opened by a sankranti. Outside the midnight zone
 * (tables/panchang/solar-calendars.ts, BENGALI_RULE: 00:00-00:24 IST, wider or narrower for a few rashis), day 1 is
 * the civil day after the one the sankranti falls on. Inside it, the tithi rule of Sewell & Dikshit decides (Karka
 * always counts as before midnight, Makara as after; otherwise "before" when the tithi current at the preceding
 * sunrise is still running at the sankranti).
 */
function monthStartDay(table: GlobalYear, sankrantiUtcMs: number, rashi: number): number {
  const zone = { ...BENGALI_RULE.midnightZone, ...BENGALI_RULE.midnightZoneByRashi[rashi] };
  // The midnight nearest the sankranti closes civil day `dayBeforeMidnight`.
  const dayBeforeMidnight = istDayOf(sankrantiUtcMs + 12 * 3_600_000) - 1;
  const minutes = (sankrantiUtcMs - istMidnightUtcMs(dayBeforeMidnight + 1)) / 60_000;
  if (minutes < zone.fromMinutes) return dayBeforeMidnight + 1;
  if (minutes > zone.toMinutes) return dayBeforeMidnight + 2;
  let treatAsBefore: boolean;
  if (rashi === KARKA) treatAsBefore = true;
  else if (rashi === MAKARA) treatAsBefore = false;
  else {
    const sunrise = tithiRuleSunriseUtcMs(dayBeforeMidnight);
    treatAsBefore =
      elementFromTable(table.series.tithi, sunrise) === elementFromTable(table.series.tithi, sankrantiUtcMs);
  }
  return dayBeforeMidnight + (treatAsBefore ? 1 : 2);
}

const bengaliStartsCache = new WeakMap<GlobalYear, ReadonlyArray<{ start: number; month: number }>>();

/** Day 1 of every Bengali month the table's sankrantis open (aligned with its sun_rashi series), once per table. */
export function bengaliMonthStarts(table: GlobalYear): ReadonlyArray<{ start: number; month: number }> {
  let starts = bengaliStartsCache.get(table);
  if (!starts) {
    starts = almanacSankrantis(table).map(({ utcMs, rashi }) => ({
      start: monthStartDay(table, utcMs, rashi),
      month: rashi,
    }));
    bengaliStartsCache.set(table, starts);
  }
  return starts;
}

/** Bengali date of a civil date (given as its day number); `table` must hold the sankrantis of the previous ~40 days. */
export function bengaliDate(table: GlobalYear, civilDay: number): { year: number; month: number; day: number } {
  const starts = bengaliMonthStarts(table);
  for (let i = starts.length - 1; i >= 0; i--) {
    const { start, month } = starts[i];
    if (start > civilDay) continue;
    // Boishakh (1) .. Poush (9) begin in the Gregorian year of their Boishakh 1; Magh .. Choitro in the next one.
    const startYear = new Date(start * 86_400_000).getUTCFullYear();
    return { year: startYear - (month <= POUSH ? 593 : 594), month, day: civilDay - start + 1 };
  }
  throw new RangeError('no sankranti before the date in the table');
}
