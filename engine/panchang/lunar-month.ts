/**
 * Amanta lunar months from the global table (reference/panchang-rules.md 3.1-3.2). A month runs new moon to new moon
 * and is named after the sankranti inside it: with the Sun in sign r at the opening new moon, the month is number
 * r + 1 (1 = Chaitra). No sankranti inside → adhik (it takes the next month's name, the same r + 1). Two sankrantis
 * inside → the month keeps the first one's name and the second name is kshaya (skipped) that year, the
 * Sewell & Dikshit convention; `kshayaMonth` reports the skipped name.
 */
import { elementFromTable, lastChangeAtOrBefore, type GlobalYear } from '../astro/global-year.ts';

export interface LunarMonthInfo {
  /** 1 = Chaitra .. 12 = Phalguna (amanta). */
  readonly amantaNumber: number;
  /** The purnimanta month: one ahead of the amanta name in the Krishna paksha, except in an adhik month. */
  readonly purnimantaNumber: number;
  readonly adhik: boolean;
  /** The month name skipped in this month (two sankrantis inside it), else null. */
  readonly kshayaMonth: number | null;
  readonly startUtcMs: number;
  readonly endUtcMs: number;
}

const NEW_MOON_TITHI = 1;
const wrap12 = (n: number) => ((n - 1 + 120) % 12) + 1;

/** The new moons bracketing an instant: the last one at or before it and the next one after it. */
export function bracketingNewMoons(year: GlobalYear, utcMs: number): { start: number; end: number } {
  const tithi = year.series.tithi;
  let start = NaN;
  for (let i = lastChangeAtOrBefore(tithi, utcMs); i >= 0; i--) {
    if (tithi.indices[i] === NEW_MOON_TITHI) {
      start = tithi.utcMs[i];
      break;
    }
  }
  let end = NaN;
  for (let i = lastChangeAtOrBefore(tithi, utcMs) + 1; i < tithi.utcMs.length; i++) {
    if (tithi.indices[i] === NEW_MOON_TITHI) {
      end = tithi.utcMs[i];
      break;
    }
  }
  if (Number.isNaN(start) || Number.isNaN(end))
    throw new RangeError(`no bracketing new moons in the ${year.year} table`);
  return { start, end };
}

export function lunarMonthAt(year: GlobalYear, utcMs: number): LunarMonthInfo {
  const { start, end } = bracketingNewMoons(year, utcMs);
  const signAtStart = elementFromTable(year.series.sun_rashi, start);
  const signAtEnd = elementFromTable(year.series.sun_rashi, end);
  const sankrantisInside = (signAtEnd - signAtStart + 12) % 12;
  const amantaNumber = wrap12(signAtStart + 1);
  const adhik = sankrantisInside === 0;
  const krishna = elementFromTable(year.series.tithi, utcMs) >= 16;
  return {
    amantaNumber,
    purnimantaNumber: krishna && !adhik ? wrap12(amantaNumber + 1) : amantaNumber,
    adhik,
    kshayaMonth: sankrantisInside === 2 ? wrap12(amantaNumber + 1) : null,
    startUtcMs: start,
    endUtcMs: end,
  };
}
