// UTC dates of the equinoxes and solstices of a year, from SE's apparent tropical solar longitude.
import { SWE_CONSTANTS as C, longitudeDeg } from './swe.ts';
import { MS_PER_DAY, jdFromMs, utcDateOf } from './time.ts';

/** [March equinox, June solstice, September equinox, December solstice] as 'YYYY-MM-DD' (UTC). */
export function cardinalDates(year: number): string[] {
  const dates: string[] = [];
  const targetsDeg = [0, 90, 180, 270];
  let dayMs = Date.UTC(year, 0, 1);
  let lon = longitudeDeg(jdFromMs(dayMs), C.SE_SUN, false);
  while (dates.length < targetsDeg.length) {
    const nextLon = longitudeDeg(jdFromMs(dayMs + MS_PER_DAY), C.SE_SUN, false);
    const target = targetsDeg[dates.length];
    // Unwrap across 360 -> 0 so the March equinox is caught like the others.
    const from = target === 0 && lon > 180 ? lon - 360 : lon;
    const to = target === 0 && nextLon > 180 ? nextLon - 360 : nextLon;
    if (from < target && to >= target) dates.push(utcDateOf(dayMs));
    dayMs += MS_PER_DAY;
    lon = nextLon;
    if (dayMs > Date.UTC(year + 1, 0, 1)) throw new Error(`cardinal points of ${year} not found`);
  }
  return dates;
}
